/* vt-sight.c: the ground's height and lines of sight over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The features that matter to sight (hills, and polygons and polylines
 * that stand in the way) are put in a uniform grid of their bounding boxes
 * once per map, so a line of sight tests only the features of the cells it
 * passes through, and an elevation only those of one cell.
 */
#define G_LOG_DOMAIN "vt-sight"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "vt-feature.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-sight-private.h"

/* the grid has at most this many cells a side, however crowded the map */
#define MAX_CELLS_ACROSS 256
#define EPSILON 1e-9

typedef struct {
  VtFeature     *feature;   /* owned by the map; the index goes when it changes */
  VtGeometry     geometry;
  const VtPoint *points;
  guint          n_points;
  VtPoint        min, max;
  double         height;    /* ground inside (a hill), 0 for none */
  double         obstacle;  /* above the ground it stands on */
  double         depth;     /* how far a line may run inside below its top */
  double         base;      /* the ground an obstacle stands on */
  guint          stamp;     /* the last query that tested it */
} Entry;

struct _VtSightIndex
{
  VtMap     *map;      /* not owned: the index lives on it */
  VtRuleset *ruleset;  /* not owned: compared only */
  GArray    *entries;  /* Entry */
  double     cell;     /* a cell's side */
  guint      columns, rows;
  GArray   **cells;    /* guint entry indices, columns × rows; NULL: empty */
  guint      stamp;
  gulong     changed_id;
};

static GQuark
index_quark (void)
{
  return g_quark_from_static_string ("vt-sight-index");
}

static void
index_free (gpointer data)
{
  VtSightIndex *index = data;

  for (guint i = 0; i < index->columns * index->rows; i++)
    if (index->cells[i] != NULL)
      g_array_unref (index->cells[i]);
  g_free (index->cells);
  g_array_unref (index->entries);
  g_free (index);
}

static void
on_map_changed (VtMap    *map,
                gpointer  user_data)
{
  VtSightIndex *index = g_object_get_qdata (G_OBJECT (map), index_quark ());

  if (index != NULL)
    g_signal_handler_disconnect (map, index->changed_id);
  /* built again on the next question */
  g_object_set_qdata (G_OBJECT (map), index_quark (), NULL);
}

double
_vt_sight_feature_height (VtFeature           *feature,
                          const VtTerrainKind *kind)
{
  const char *text = vt_feature_get_attribute (feature, "height");
  char *end = NULL;
  double height;

  if (text == NULL)
    return kind->height;
  height = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (height) || height < 0)
    return kind->height;
  return height;
}

static void
cell_of (VtSightIndex  *index,
         const VtPoint *point,
         gint          *column,
         gint          *row)
{
  *column = CLAMP ((gint) floor (point->x / index->cell), 0, (gint) index->columns - 1);
  *row = CLAMP ((gint) floor (point->y / index->cell), 0, (gint) index->rows - 1);
}

static void
index_build (VtSightIndex *index)
{
  GListModel *features = vt_map_get_features (index->map);
  guint n = g_list_model_get_n_items (features);
  double width = MAX (vt_map_get_width (index->map), 1.0);
  double height = MAX (vt_map_get_height (index->map), 1.0);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (index->ruleset, vt_feature_get_kind (feature));
      Entry entry = { 0 };

      if (kind == NULL)
        continue;
      entry.feature = feature;
      entry.geometry = vt_feature_get_geometry (feature);
      entry.points = vt_feature_get_points (feature, &entry.n_points);
      if (entry.geometry == VT_GEOMETRY_POLYGON)
        entry.height = _vt_sight_feature_height (feature, kind);
      if (entry.geometry != VT_GEOMETRY_POINT)
        entry.obstacle = MAX (kind->obstacle_height, 0.0);
      entry.depth = MAX (kind->sight_depth, 0.0);
      if ((entry.geometry == VT_GEOMETRY_POLYGON && entry.n_points < 3) ||
          (entry.geometry == VT_GEOMETRY_POLYLINE && entry.n_points < 2) ||
          (entry.height <= 0 && entry.obstacle <= 0))
        continue;
      vt_feature_get_extents (feature, &entry.min, &entry.max);
      g_array_append_val (index->entries, entry);
    }

  /* about one feature a cell on an evenly crowded map */
  index->cell = MAX (sqrt (width * height / MAX (index->entries->len, 1u)),
                     MAX (width, height) / MAX_CELLS_ACROSS);
  index->columns = MAX ((guint) ceil (width / index->cell), 1u);
  index->rows = MAX ((guint) ceil (height / index->cell), 1u);
  index->cells = g_new0 (GArray *, index->columns * index->rows);

  for (guint e = 0; e < index->entries->len; e++)
    {
      Entry *entry = &g_array_index (index->entries, Entry, e);
      gint c0, r0, c1, r1;

      cell_of (index, &entry->min, &c0, &r0);
      cell_of (index, &entry->max, &c1, &r1);
      for (gint r = r0; r <= r1; r++)
        for (gint c = c0; c <= c1; c++)
          {
            GArray **cell = &index->cells[r * index->columns + c];

            if (*cell == NULL)
              *cell = g_array_new (FALSE, FALSE, sizeof (guint));
            g_array_append_val (*cell, e);
          }
    }

  /* an obstacle stands on the ground at the middle of its bounding box:
   * one number per feature, so a line need not ask the ground again */
  for (guint e = 0; e < index->entries->len; e++)
    {
      Entry *entry = &g_array_index (index->entries, Entry, e);
      VtPoint middle = { (entry->min.x + entry->max.x) / 2, (entry->min.y + entry->max.y) / 2 };

      if (entry->obstacle > 0)
        entry->base = _vt_sight_index_elevation (index, &middle);
    }
}

VtSightIndex *
_vt_sight_index_get (VtMap     *map,
                     VtRuleset *ruleset)
{
  VtSightIndex *index;

  g_return_val_if_fail (VT_IS_MAP (map), NULL);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), NULL);

  if (vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    return NULL;

  index = g_object_get_qdata (G_OBJECT (map), index_quark ());
  if (index != NULL && index->ruleset == ruleset)
    return index;
  if (index != NULL)
    on_map_changed (map, NULL);

  index = g_new0 (VtSightIndex, 1);
  index->map = map;
  index->ruleset = ruleset;
  index->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  index_build (index);
  index->changed_id = g_signal_connect (map, "changed", G_CALLBACK (on_map_changed), NULL);
  g_object_set_qdata_full (G_OBJECT (map), index_quark (), index, index_free);

  return index;
}

double
_vt_sight_index_elevation (VtSightIndex  *index,
                           const VtPoint *point)
{
  GArray *cell;
  double elevation = 0;
  gint column, row;

  if (index == NULL)
    return 0;

  cell_of (index, point, &column, &row);
  cell = index->cells[row * index->columns + column];
  if (cell == NULL)
    return 0;

  for (guint i = 0; i < cell->len; i++)
    {
      Entry *entry = &g_array_index (index->entries, Entry, g_array_index (cell, guint, i));

      if (entry->height > elevation &&
          point->x >= entry->min.x && point->x <= entry->max.x &&
          point->y >= entry->min.y && point->y <= entry->max.y &&
          vt_polygon_contains (entry->points, entry->n_points, point))
        elevation = entry->height;
    }

  return elevation;
}

/* Where a→b crosses c→d, as a fraction of a→b; FALSE when it does not. */
static gboolean
segment_crossing (const VtPoint *a,
                  const VtPoint *b,
                  const VtPoint *c,
                  const VtPoint *d,
                  double        *t)
{
  double rx = b->x - a->x, ry = b->y - a->y;
  double sx = d->x - c->x, sy = d->y - c->y;
  double denominator = rx * sy - ry * sx;
  double u;

  if (fabs (denominator) < EPSILON)
    return FALSE;
  *t = ((c->x - a->x) * sy - (c->y - a->y) * sx) / denominator;
  u = ((c->x - a->x) * ry - (c->y - a->y) * rx) / denominator;
  return *t >= 0 && *t <= 1 && u >= 0 && u <= 1;
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* the line's height at @t */
static inline double
line_z (double from_z,
        double to_z,
        double t)
{
  return from_z + t * (to_z - from_z);
}

/* The part of [t0, t1] where the line runs below @top, as a fraction. */
static double
fraction_below (double from_z,
                double to_z,
                double t0,
                double t1,
                double top)
{
  double z0 = line_z (from_z, to_z, t0), z1 = line_z (from_z, to_z, t1);

  if (z0 >= top && z1 >= top)
    return 0;
  if (z0 < top && z1 < top)
    return t1 - t0;
  /* it passes the top within the stretch: linear, so once */
  if (z0 < top)
    return (t1 - t0) * (top - z0) / (z1 - z0);
  return (t1 - t0) * (top - z1) / (z0 - z1);
}

static gboolean
entry_blocks (Entry         *entry,
              const VtPoint *from,
              double         from_z,
              const VtPoint *to,
              double         to_z,
              double         length)
{
  double ts_stack[64];
  double *ts = ts_stack, below = 0;
  guint n_ts = 0;
  gboolean blocked = FALSE, own_height;
  guint n_edges;

  if (entry->geometry == VT_GEOMETRY_POLYLINE)
    {
      /* a wall or hedge is in the way where the line crosses it below its top */
      for (guint i = 0; i + 1 < entry->n_points; i++)
        {
          double t;

          if (segment_crossing (from, to, &entry->points[i], &entry->points[i + 1], &t) &&
              t > EPSILON && t < 1 - EPSILON &&
              line_z (from_z, to_z, t) < entry->base + entry->obstacle - EPSILON)
            return TRUE;
        }
      return FALSE;
    }

  /* an eye on a height stands at its brow, and a unit on a height is seen
   * on its crest: the heights under either end do not hide it */
  own_height = entry->height > 0 &&
               (vt_polygon_contains (entry->points, entry->n_points, from) ||
                vt_polygon_contains (entry->points, entry->n_points, to));
  if (own_height && entry->obstacle <= 0)
    return FALSE;

  n_edges = entry->n_points;
  if (n_edges + 2 > G_N_ELEMENTS (ts_stack))
    ts = g_new (double, n_edges + 2);
  ts[n_ts++] = 0;
  ts[n_ts++] = 1;
  for (guint i = 0; i < n_edges; i++)
    {
      double t;

      if (segment_crossing (from, to, &entry->points[i], &entry->points[(i + 1) % n_edges], &t))
        ts[n_ts++] = t;
    }
  qsort (ts, n_ts, sizeof (double), compare_double);

  for (guint i = 0; i + 1 < n_ts && !blocked; i++)
    {
      double t0 = ts[i], t1 = ts[i + 1], middle = (t0 + t1) / 2;
      VtPoint at = { from->x + middle * (to->x - from->x), from->y + middle * (to->y - from->y) };

      if (t1 - t0 < EPSILON || !vt_polygon_contains (entry->points, entry->n_points, &at))
        continue;

      /* higher ground: the line is linear, so its lowest is at an end */
      if (entry->height > 0 && !own_height &&
          MIN (line_z (from_z, to_z, t0), line_z (from_z, to_z, t1)) < entry->height - EPSILON)
        blocked = TRUE;

      /* an obstacle: how far the line runs inside it below its top */
      if (entry->obstacle > 0)
        {
          below += fraction_below (from_z, to_z, t0, t1, entry->base + entry->obstacle) * length;
          if (below > entry->depth + EPSILON)
            blocked = TRUE;
        }
    }

  if (ts != ts_stack)
    g_free (ts);
  return blocked;
}

static gboolean
test_cell (VtSightIndex  *index,
           guint          column,
           guint          row,
           const VtPoint *from,
           double         from_z,
           const VtPoint *to,
           double         to_z,
           double         length,
           VtFeature    **blocker)
{
  GArray *cell = index->cells[row * index->columns + column];
  VtPoint lo = { MIN (from->x, to->x), MIN (from->y, to->y) };
  VtPoint hi = { MAX (from->x, to->x), MAX (from->y, to->y) };

  if (cell == NULL)
    return FALSE;

  for (guint i = 0; i < cell->len; i++)
    {
      Entry *entry = &g_array_index (index->entries, Entry, g_array_index (cell, guint, i));

      if (entry->stamp == index->stamp)
        continue;
      entry->stamp = index->stamp;
      if (entry->max.x < lo.x || entry->min.x > hi.x || entry->max.y < lo.y || entry->min.y > hi.y)
        continue;
      if (entry_blocks (entry, from, from_z, to, to_z, length))
        {
          if (blocker != NULL)
            *blocker = entry->feature;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
_vt_sight_index_line (VtSightIndex  *index,
                      const VtPoint *from,
                      double         from_z,
                      const VtPoint *to,
                      double         to_z,
                      VtFeature    **blocker)
{
  double dx, dy, length, t_max_x, t_max_y, t_delta_x, t_delta_y;
  gint column, row, end_column, end_row, step_x, step_y;

  if (blocker != NULL)
    *blocker = NULL;
  if (index == NULL || index->entries->len == 0)
    return TRUE;

  /* a new query: every feature is tested at most once */
  if (++index->stamp == 0)
    {
      for (guint e = 0; e < index->entries->len; e++)
        g_array_index (index->entries, Entry, e).stamp = 0;
      index->stamp = 1;
    }

  dx = to->x - from->x;
  dy = to->y - from->y;
  length = hypot (dx, dy);

  /* the cells the segment passes through, in order (Amanatides and Woo) */
  cell_of (index, from, &column, &row);
  cell_of (index, to, &end_column, &end_row);
  step_x = dx > 0 ? 1 : -1;
  step_y = dy > 0 ? 1 : -1;
  t_delta_x = dx != 0 ? index->cell / fabs (dx) : G_MAXDOUBLE;
  t_delta_y = dy != 0 ? index->cell / fabs (dy) : G_MAXDOUBLE;
  t_max_x = dx != 0 ? ((column + (step_x > 0)) * index->cell - from->x) / dx : G_MAXDOUBLE;
  t_max_y = dy != 0 ? ((row + (step_y > 0)) * index->cell - from->y) / dy : G_MAXDOUBLE;

  for (guint guard = 0; guard < 4 * (index->columns + index->rows) + 4; guard++)
    {
      if (test_cell (index, column, row, from, from_z, to, to_z, length, blocker))
        return FALSE;
      if (column == end_column && row == end_row)
        break;
      if (t_max_x < t_max_y)
        {
          t_max_x += t_delta_x;
          column += step_x;
        }
      else
        {
          t_max_y += t_delta_y;
          row += step_y;
        }
      if (column < 0 || row < 0 || column >= (gint) index->columns || row >= (gint) index->rows)
        break;
    }

  return TRUE;
}

/**
 * vt_sight_get_elevation:
 * @scenario: the scenario whose map it is
 * @ruleset: the ruleset whose terrain kinds give the heights
 * @point: a point of the map
 *
 * Returns: the ground's height at @point, in the unit of length: the
 *   highest hill polygon containing it, else 0
 */
double
vt_sight_get_elevation (VtScenario    *scenario,
                        VtRuleset     *ruleset,
                        const VtPoint *point)
{
  g_return_val_if_fail (VT_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), 0);
  g_return_val_if_fail (point != NULL, 0);

  return _vt_sight_index_elevation (_vt_sight_index_get (vt_scenario_get_map (scenario), ruleset), point);
}

/**
 * vt_sight_line_clear:
 * @scenario: the scenario whose map it is
 * @ruleset: the ruleset whose terrain kinds give the heights
 * @from: where the eye is
 * @eye_height: how high above the ground there
 * @to: the point looked at
 * @target_height: how high above the ground there
 * @blocker: (out) (optional) (nullable) (transfer none): the feature in the
 *   way, when the line is not clear
 *
 * A line is blocked where the ground rises above the straight line from
 * eye to target, where it crosses a wall or hedge below its top, or where
 * it runs further than the kind's sight depth inside a wood or village
 * below its top.
 *
 * Returns: whether the line is clear
 */
gboolean
vt_sight_line_clear (VtScenario     *scenario,
                     VtRuleset      *ruleset,
                     const VtPoint  *from,
                     double          eye_height,
                     const VtPoint  *to,
                     double          target_height,
                     VtFeature     **blocker)
{
  VtSightIndex *index;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (from != NULL && to != NULL, FALSE);

  index = _vt_sight_index_get (vt_scenario_get_map (scenario), ruleset);
  return _vt_sight_index_line (index,
                               from, _vt_sight_index_elevation (index, from) + eye_height,
                               to, _vt_sight_index_elevation (index, to) + target_height,
                               blocker);
}
