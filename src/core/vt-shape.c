/* vt-shape.c: the geometry of drawing and reshaping terrain features
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-shape"

#include "config.h"

#include <math.h>
#include <string.h>

#include "vt-feature.h"
#include "vt-map.h"
#include "vt-map-private.h"
#include "vt-shape.h"

/* simplifying */

static double
segment_distance (const VtPoint *point,
                  const VtPoint *a,
                  const VtPoint *b)
{
  const VtPoint ends[] = { *a, *b };

  return vt_polyline_distance (ends, 2, point);
}

/* Douglas–Peucker on points[first..last], marking the corners kept. */
static void
simplify_span (const VtPoint *points,
               guint          first,
               guint          last,
               double         tolerance,
               gboolean      *keep)
{
  double farthest = -1;
  guint at = first;

  if (last <= first + 1)
    return;

  for (guint i = first + 1; i < last; i++)
    {
      double d = segment_distance (&points[i], &points[first], &points[last]);

      if (d > farthest)
        {
          farthest = d;
          at = i;
        }
    }

  if (farthest <= tolerance)
    return;

  keep[at] = TRUE;
  simplify_span (points, first, at, tolerance, keep);
  simplify_span (points, at, last, tolerance, keep);
}

/**
 * vt_polyline_simplify:
 * @points: the traced corners
 * @n_points: how many
 * @tolerance: how far, in the unit of length, the result may stray from the trace
 * @closed: whether @points is a ring (a polygon's outline)
 *
 * Returns: (transfer full) (element-type VtPoint): the corners kept, in order
 */
GArray *
vt_polyline_simplify (const VtPoint *points,
                      guint          n_points,
                      double         tolerance,
                      gboolean       closed)
{
  GArray *kept = g_array_new (FALSE, FALSE, sizeof (VtPoint));
  g_autofree gboolean *keep = NULL;
  guint split = 0;

  g_return_val_if_fail (points != NULL || n_points == 0, kept);

  if (n_points <= 2 || (closed && n_points <= 3))
    {
      g_array_append_vals (kept, points, n_points);
      return kept;
    }

  keep = g_new0 (gboolean, n_points);
  keep[0] = TRUE;
  if (!closed)
    {
      keep[n_points - 1] = TRUE;
      simplify_span (points, 0, n_points - 1, tolerance, keep);
    }
  else
    {
      /* A ring has no ends: cut it at the corner farthest from the first
       * into two lines, each simplified as an open one. */
      double farthest = -1;
      VtPoint *ring = g_new (VtPoint, n_points + 1);

      for (guint i = 1; i < n_points; i++)
        {
          double d = vt_point_distance (&points[0], &points[i]);

          if (d > farthest)
            {
              farthest = d;
              split = i;
            }
        }
      keep[split] = TRUE;
      memcpy (ring, points, n_points * sizeof (VtPoint));
      ring[n_points] = points[0];
      simplify_span (ring, 0, split, tolerance, keep);
      {
        /* the second half ends on the first corner again, at n_points */
        g_autofree gboolean *keep_ring = g_new0 (gboolean, n_points + 1);

        simplify_span (ring, split, n_points, tolerance, keep_ring);
        for (guint i = split + 1; i < n_points; i++)
          keep[i] = keep[i] || keep_ring[i];
      }

      /* a polygon needs three corners: the one farthest off the chord */
      {
        guint count = 0;

        for (guint i = 0; i < n_points; i++)
          count += keep[i] ? 1 : 0;
        if (count < 3)
          {
            double widest = -1;
            guint at = 0;

            for (guint i = 1; i < n_points; i++)
              {
                double d;

                if (keep[i])
                  continue;
                d = segment_distance (&points[i], &points[0], &points[split]);
                if (d > widest)
                  {
                    widest = d;
                    at = i;
                  }
              }
            if (at != 0)
              keep[at] = TRUE;
          }
      }
      g_free (ring);
    }

  for (guint i = 0; i < n_points; i++)
    if (keep[i])
      g_array_append_val (kept, points[i]);

  return kept;
}

/* finding */

static double
polygon_area (const VtPoint *points,
              guint          n_points)
{
  double twice = 0;

  for (guint i = 0, j = n_points - 1; i < n_points; j = i++)
    twice += points[j].x * points[i].y - points[i].x * points[j].y;

  return fabs (twice) / 2;
}

/* the distance from @point to @feature's outline (a polygon's closed) */
static double
outline_distance (VtFeature     *feature,
                  const VtPoint *point)
{
  const VtPoint *points;
  guint n;
  double d;

  points = vt_feature_get_points (feature, &n);
  if (n == 0)
    return G_MAXDOUBLE;

  d = vt_polyline_distance (points, n, point);
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && n >= 2)
    d = MIN (d, segment_distance (point, &points[n - 1], &points[0]));
  return d;
}

/**
 * vt_map_find_feature_at:
 * @map: a map
 * @point: where the designer clicked
 * @tolerance: how near a point or line must be, in the unit of length
 *
 * Returns: (transfer none) (nullable): the feature meant
 */
VtFeature *
vt_map_find_feature_at (VtMap         *map,
                        const VtPoint *point,
                        double         tolerance)
{
  GListModel *features;
  g_autoptr(GArray) near = NULL;
  VtFeature *best_point = NULL, *best_line = NULL, *best_area = NULL, *best_edge = NULL;
  double point_d = G_MAXDOUBLE, line_d = G_MAXDOUBLE, area = G_MAXDOUBLE, edge_d = G_MAXDOUBLE;

  g_return_val_if_fail (VT_IS_MAP (map), NULL);
  g_return_val_if_fail (point != NULL, NULL);

  features = vt_map_get_features (map);
  near = _vt_map_find_features (map, point, point, MAX (tolerance, 0));
  /* the last drawn is on top: on a tie the later one wins */
  for (guint i = 0; i < near->len; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, g_array_index (near, guint, i));
      const VtPoint *points;
      guint n;
      double d = outline_distance (feature, point);

      points = vt_feature_get_points (feature, &n);
      switch (vt_feature_get_geometry (feature))
        {
        case VT_GEOMETRY_POINT:
          if (d <= tolerance && d <= point_d)
            {
              point_d = d;
              best_point = feature;
            }
          break;

        case VT_GEOMETRY_POLYLINE:
          if (d <= tolerance && d <= line_d)
            {
              line_d = d;
              best_line = feature;
            }
          break;

        case VT_GEOMETRY_POLYGON:
          if (vt_polygon_contains (points, n, point))
            {
              double a = polygon_area (points, n);

              if (a <= area)
                {
                  area = a;
                  best_area = feature;
                }
            }
          else if (d <= tolerance && d <= edge_d)
            {
              edge_d = d;
              best_edge = feature;
            }
          break;

        default:
          break;
        }
    }

  if (best_point != NULL)
    return best_point;
  if (best_line != NULL)
    return best_line;
  if (best_area != NULL)
    return best_area;
  return best_edge;
}

int
vt_feature_find_vertex (VtFeature     *feature,
                        const VtPoint *point,
                        double         tolerance)
{
  const VtPoint *points;
  guint n;
  double best = G_MAXDOUBLE;
  int at = -1;

  g_return_val_if_fail (VT_IS_FEATURE (feature), -1);
  g_return_val_if_fail (point != NULL, -1);

  points = vt_feature_get_points (feature, &n);
  for (guint i = 0; i < n; i++)
    {
      double d = vt_point_distance (&points[i], point);

      if (d <= tolerance && d < best)
        {
          best = d;
          at = (int) i;
        }
    }

  return at;
}

int
vt_feature_find_edge (VtFeature     *feature,
                      const VtPoint *point,
                      double         tolerance,
                      VtPoint       *foot)
{
  const VtPoint *points;
  guint n, n_edges;
  double best = G_MAXDOUBLE;
  int at = -1;

  g_return_val_if_fail (VT_IS_FEATURE (feature), -1);
  g_return_val_if_fail (point != NULL, -1);

  points = vt_feature_get_points (feature, &n);
  if (n < 2)
    return -1;
  n_edges = vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && n >= 3 ? n : n - 1;
  for (guint i = 0; i < n_edges; i++)
    {
      const VtPoint *a = &points[i];
      const VtPoint *b = &points[(i + 1) % n];
      double dx = b->x - a->x, dy = b->y - a->y;
      double length2 = dx * dx + dy * dy;
      double t = length2 > 0 ? CLAMP (((point->x - a->x) * dx + (point->y - a->y) * dy) / length2, 0.0, 1.0) : 0.0;
      VtPoint on = { a->x + t * dx, a->y + t * dy };
      double d = vt_point_distance (&on, point);

      if (d <= tolerance && d < best)
        {
          best = d;
          at = (int) i;
          if (foot != NULL)
            *foot = on;
        }
    }

  return at;
}

void
vt_feature_get_centre (VtFeature *feature,
                       VtPoint   *centre)
{
  VtPoint min, max;

  g_return_if_fail (VT_IS_FEATURE (feature));
  g_return_if_fail (centre != NULL);

  vt_feature_get_extents (feature, &min, &max);
  centre->x = (min.x + max.x) / 2;
  centre->y = (min.y + max.y) / 2;
}

/* snapping */

gboolean
vt_map_snap_to_vertex (VtMap         *map,
                       const VtPoint *point,
                       double         tolerance,
                       const char    *except_id,
                       VtPoint       *snapped)
{
  GListModel *features;
  g_autoptr(GArray) near = NULL;
  double best = G_MAXDOUBLE;
  gboolean found = FALSE;

  g_return_val_if_fail (VT_IS_MAP (map), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);
  g_return_val_if_fail (snapped != NULL, FALSE);

  *snapped = *point;
  if (tolerance < 0)
    return FALSE;

  features = vt_map_get_features (map);
  near = _vt_map_find_features (map, point, point, tolerance);
  for (guint i = 0; i < near->len; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, g_array_index (near, guint, i));
      const VtPoint *points;
      guint n;

      if (except_id != NULL && g_strcmp0 (vt_feature_get_id (feature), except_id) == 0)
        continue;
      points = vt_feature_get_points (feature, &n);
      for (guint j = 0; j < n; j++)
        {
          double d = vt_point_distance (&points[j], point);

          if (d <= tolerance && d < best)
            {
              best = d;
              *snapped = points[j];
              found = TRUE;
            }
        }
    }

  return found;
}

void
vt_point_snap_to_grid (const VtPoint *point,
                       double         spacing,
                       VtPoint       *snapped)
{
  g_return_if_fail (point != NULL);
  g_return_if_fail (snapped != NULL);

  if (spacing <= 0)
    {
      *snapped = *point;
      return;
    }

  snapped->x = round (point->x / spacing) * spacing;
  snapped->y = round (point->y / spacing) * spacing;
}

gboolean
vt_map_snap_point (VtMap         *map,
                   const VtPoint *point,
                   double         tolerance,
                   double         grid,
                   const char    *except_id,
                   VtPoint       *snapped)
{
  g_return_val_if_fail (VT_IS_MAP (map), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);
  g_return_val_if_fail (snapped != NULL, FALSE);

  if (vt_map_snap_to_vertex (map, point, tolerance, except_id, snapped))
    return TRUE;
  vt_point_snap_to_grid (point, grid, snapped);
  return FALSE;
}

/* new copies */

/**
 * vt_feature_dup_with_points:
 * @feature: a feature
 * @points: the new corners
 * @n_points: how many
 *
 * Returns: (transfer full): @feature's id, kind, name and attributes on @points
 */
VtFeature *
vt_feature_dup_with_points (VtFeature     *feature,
                            const VtPoint *points,
                            guint          n_points)
{
  VtFeature *copy;
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);
  g_return_val_if_fail (points != NULL || n_points == 0, NULL);

  copy = vt_feature_new (vt_feature_get_id (feature), vt_feature_get_kind (feature),
                         vt_feature_get_geometry (feature));
  vt_feature_set_name (copy, vt_feature_get_name (feature));
  names = vt_feature_list_attributes (feature);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    vt_feature_set_attribute (copy, names[i], vt_feature_get_attribute (feature, names[i]));
  for (guint i = 0; i < n_points; i++)
    vt_feature_add_point (copy, &points[i]);

  return copy;
}

static guint
fewest_corners (VtFeature *feature)
{
  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      return 3;
    case VT_GEOMETRY_POLYLINE:
      return 2;
    case VT_GEOMETRY_POINT:
    default:
      return 1;
    }
}

/**
 * vt_feature_dup_with_vertex_moved:
 *
 * Returns: (transfer full) (nullable): the copy, NULL when @index is out of range
 */
VtFeature *
vt_feature_dup_with_vertex_moved (VtFeature     *feature,
                                  guint          index,
                                  const VtPoint *to)
{
  const VtPoint *points;
  g_autofree VtPoint *moved = NULL;
  guint n;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);
  g_return_val_if_fail (to != NULL, NULL);

  points = vt_feature_get_points (feature, &n);
  if (index >= n)
    return NULL;

  moved = g_memdup2 (points, n * sizeof (VtPoint));
  moved[index] = *to;
  return vt_feature_dup_with_points (feature, moved, n);
}

/**
 * vt_feature_dup_with_vertex_inserted:
 *
 * Returns: (transfer full) (nullable): the copy
 */
VtFeature *
vt_feature_dup_with_vertex_inserted (VtFeature     *feature,
                                     guint          after,
                                     const VtPoint *point)
{
  const VtPoint *points;
  g_autoptr(GArray) grown = NULL;
  guint n;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);
  g_return_val_if_fail (point != NULL, NULL);

  points = vt_feature_get_points (feature, &n);
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT || after >= n)
    return NULL;

  grown = g_array_sized_new (FALSE, FALSE, sizeof (VtPoint), n + 1);
  g_array_append_vals (grown, points, n);
  g_array_insert_val (grown, after + 1, *point);
  return vt_feature_dup_with_points (feature, (VtPoint *) grown->data, grown->len);
}

/**
 * vt_feature_dup_with_vertex_deleted:
 *
 * Returns: (transfer full) (nullable): the copy, NULL when too few corners would be left
 */
VtFeature *
vt_feature_dup_with_vertex_deleted (VtFeature *feature,
                                    guint      index)
{
  const VtPoint *points;
  g_autoptr(GArray) kept = NULL;
  guint n;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);

  points = vt_feature_get_points (feature, &n);
  if (index >= n || n - 1 < fewest_corners (feature) || vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT)
    return NULL;

  kept = g_array_sized_new (FALSE, FALSE, sizeof (VtPoint), n);
  g_array_append_vals (kept, points, n);
  g_array_remove_index (kept, index);
  return vt_feature_dup_with_points (feature, (VtPoint *) kept->data, kept->len);
}

/**
 * vt_feature_dup_translated:
 *
 * Returns: (transfer full): the copy, moved by (@dx, @dy)
 */
VtFeature *
vt_feature_dup_translated (VtFeature *feature,
                           double     dx,
                           double     dy)
{
  const VtPoint *points;
  g_autofree VtPoint *moved = NULL;
  guint n;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);

  points = vt_feature_get_points (feature, &n);
  moved = g_new (VtPoint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    moved[i] = (VtPoint) { points[i].x + dx, points[i].y + dy };
  return vt_feature_dup_with_points (feature, moved, n);
}

/**
 * vt_feature_dup_rotated:
 *
 * Returns: (transfer full): the copy, turned about its centre
 */
VtFeature *
vt_feature_dup_rotated (VtFeature *feature,
                        double     degrees)
{
  const VtPoint *points;
  g_autofree VtPoint *turned = NULL;
  VtPoint centre;
  double radians = degrees * G_PI / 180, c, s;
  guint n;

  g_return_val_if_fail (VT_IS_FEATURE (feature), NULL);

  /* exact quarter turns, so a square turned 90° has its corners on the
   * same round numbers */
  c = cos (radians);
  s = sin (radians);
  if (fmod (degrees, 90) == 0)
    {
      c = round (c);
      s = round (s);
    }

  points = vt_feature_get_points (feature, &n);
  vt_feature_get_centre (feature, &centre);
  turned = g_new (VtPoint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      double x = points[i].x - centre.x, y = points[i].y - centre.y;

      /* y grows southwards, so this turns clockwise as the map is seen */
      turned[i] = (VtPoint) { centre.x + x * c - y * s, centre.y + x * s + y * c };
    }
  return vt_feature_dup_with_points (feature, turned, n);
}
