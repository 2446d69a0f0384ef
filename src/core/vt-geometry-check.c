/* vt-geometry-check.c: faults of a laid-out map a designer can fix
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-geometry-check"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "vt-feature.h"
#include "vt-geometry-check.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-unit.h"

void
vt_geometry_fault_free (VtGeometryFault *fault)
{
  if (fault == NULL)
    return;
  g_free (fault->subject);
  g_free (fault->message);
  g_free (fault->other);
  g_free (fault);
}

/* Which way c lies from a → b: > 0 left, < 0 right, 0 on the line */
static double
turn (const VtPoint *a,
      const VtPoint *b,
      const VtPoint *c)
{
  return (b->x - a->x) * (c->y - a->y) - (b->y - a->y) * (c->x - a->x);
}

/* the point where the segments a→b and c→d cross, which they do */
static void
crossing_point (const VtPoint *a,
                const VtPoint *b,
                const VtPoint *c,
                const VtPoint *d,
                VtPoint       *where)
{
  double abc = turn (a, b, c), abd = turn (a, b, d);
  double t = abc / (abc - abd);

  where->x = c->x + t * (d->x - c->x);
  where->y = c->y + t * (d->y - c->y);
}

/* Only a true crossing counts: sides that touch at a point or run along
 * each other are left to the drawing, as a hand-traced outline has them. */
static gboolean
sides_cross (const VtPoint *a,
             const VtPoint *b,
             const VtPoint *c,
             const VtPoint *d)
{
  double abc = turn (a, b, c), abd = turn (a, b, d);
  double cda = turn (c, d, a), cdb = turn (c, d, b);

  return ((abc > 0 && abd < 0) || (abc < 0 && abd > 0)) &&
         ((cda > 0 && cdb < 0) || (cda < 0 && cdb > 0));
}

typedef struct {
  guint  first;
  double min_x;
  double max_x;
} Side;

static int
compare_sides (gconstpointer a,
               gconstpointer b)
{
  const Side *side_a = a, *side_b = b;

  return side_a->min_x < side_b->min_x ? -1 : side_a->min_x > side_b->min_x;
}

/**
 * vt_polygon_find_crossing:
 * @outline: (array length=n): the polygon's points
 * @n: how many
 * @first_side: (out) (optional): the first point of the earlier side
 * @second_side: (out) (optional): the first point of the later side
 * @where: (out) (optional): where they cross
 *
 * Sides are swept from west to east, so only those whose spans overlap
 * are compared.
 *
 * Returns: whether the outline crosses itself
 */
gboolean
vt_polygon_find_crossing (const VtPoint *outline,
                          guint          n,
                          guint         *first_side,
                          guint         *second_side,
                          VtPoint       *where)
{
  g_autofree Side *sides = NULL;
  guint cross_first = G_MAXUINT, cross_second = G_MAXUINT;

  g_return_val_if_fail (outline != NULL || n == 0, FALSE);

  if (n < 4)
    return FALSE;
  sides = g_new (Side, n);
  for (guint i = 0; i < n; i++)
    {
      const VtPoint *a = &outline[i], *b = &outline[(i + 1) % n];

      sides[i].first = i;
      sides[i].min_x = MIN (a->x, b->x);
      sides[i].max_x = MAX (a->x, b->x);
    }
  qsort (sides, n, sizeof (Side), compare_sides);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n && sides[j].min_x <= sides[i].max_x; j++)
      {
        guint s = MIN (sides[i].first, sides[j].first);
        guint t = MAX (sides[i].first, sides[j].first);

        if (t == s + 1 || (s == 0 && t == n - 1))
          continue;
        if (!sides_cross (&outline[s], &outline[s + 1], &outline[t], &outline[(t + 1) % n]))
          continue;
        if (s < cross_first || (s == cross_first && t < cross_second))
          {
            cross_first = s;
            cross_second = t;
          }
      }

  if (cross_first == G_MAXUINT)
    return FALSE;
  if (first_side != NULL)
    *first_side = cross_first;
  if (second_side != NULL)
    *second_side = cross_second;
  if (where != NULL)
    crossing_point (&outline[cross_first], &outline[cross_first + 1],
                    &outline[cross_second], &outline[(cross_second + 1) % n], where);
  return TRUE;
}

typedef enum {
  ROLE_NONE,
  ROLE_ROAD,
  ROLE_WATER,
  ROLE_CROSSING,
} Role;

static Role
role_of_kind (VtRuleset  *ruleset,
              const char *kind)
{
  guint n_tags;
  const VtOsmTag *tags = vt_ruleset_get_osm_tags (ruleset, &n_tags);

  if (tags == NULL)
    {
      if (g_str_equal (kind, "road") || g_str_equal (kind, "field-track"))
        return ROLE_ROAD;
      if (g_str_equal (kind, "river") || g_str_equal (kind, "stream"))
        return ROLE_WATER;
      if (g_str_equal (kind, "bridge") || g_str_equal (kind, "ford"))
        return ROLE_CROSSING;
      return ROLE_NONE;
    }
  for (guint i = 0; i < n_tags; i++)
    {
      if (g_strcmp0 (tags[i].kind, kind) != 0)
        continue;
      if (g_str_equal (tags[i].key, "bridge") || g_str_equal (tags[i].key, "ford"))
        return ROLE_CROSSING;
      if (g_str_equal (tags[i].key, "highway"))
        return ROLE_ROAD;
      if (g_str_equal (tags[i].key, "waterway"))
        return ROLE_WATER;
    }
  return ROLE_NONE;
}

static gboolean
ruleset_has_crossings (VtRuleset *ruleset)
{
  guint n_kinds;
  const VtTerrainKind *kinds = vt_ruleset_get_terrain_kinds (ruleset, &n_kinds);

  for (guint i = 0; i < n_kinds; i++)
    if (role_of_kind (ruleset, kinds[i].id) == ROLE_CROSSING)
      return TRUE;
  return FALSE;
}

static double
half_width (VtRuleset *ruleset,
            VtFeature *feature)
{
  const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature));

  return kind != NULL ? kind->width / 2 : 0;
}

static char *
format_point (const VtPoint *point)
{
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

  /* to the unit of length: enough to find it on the map */
  g_ascii_formatd (x, sizeof x, "%.0f", round (point->x) + 0.0);
  g_ascii_formatd (y, sizeof y, "%.0f", round (point->y) + 0.0);
  return g_strdup_printf ("(%s, %s)", x, y);
}

static void
add_fault (GPtrArray           *faults,
           VtGeometryFaultKind  kind,
           const char          *subject,
           const char          *other,
           const VtPoint       *where,
           char                *message)
{
  VtGeometryFault *fault = g_new0 (VtGeometryFault, 1);

  fault->other = g_strdup (other);
  fault->kind = kind;
  fault->subject = g_strdup (subject);
  fault->where = *where;
  fault->message = message;
  g_ptr_array_add (faults, fault);
}

/* whether a bridge or ford of @crossings lies over @where on @water */
static gboolean
has_crossing (VtRuleset     *ruleset,
              GPtrArray     *crossings,
              VtFeature     *water,
              const VtPoint *where)
{
  /* the crossing must reach over the water's drawn width at that point */
  double reach = MAX (half_width (ruleset, water) * 2, 1.0);

  for (guint i = 0; i < crossings->len; i++)
    {
      VtFeature *crossing = g_ptr_array_index (crossings, i);
      guint n;
      const VtPoint *points = vt_feature_get_points (crossing, &n);
      double distance = n == 1 ? vt_point_distance (points, where)
                               : vt_polyline_distance (points, n, where);

      if (distance <= reach + half_width (ruleset, crossing))
        return TRUE;
    }
  return FALSE;
}

static void
check_road (VtRuleset *ruleset,
            VtFeature *road,
            GPtrArray *waters,
            GPtrArray *crossings,
            GPtrArray *faults)
{
  guint n_road;
  const VtPoint *road_points = vt_feature_get_points (road, &n_road);
  const char *road_kind = vt_feature_get_kind (road);

  for (guint w = 0; w < waters->len; w++)
    {
      VtFeature *water = g_ptr_array_index (waters, w);
      guint n_water;
      const VtPoint *water_points = vt_feature_get_points (water, &n_water);
      double water_half = MAX (half_width (ruleset, water), 1.0);
      gboolean told = FALSE;

      /* an end of the road in the water: a road that leads to a crossing
       * not yet drawn */
      for (guint e = 0; e < 2 && n_road >= 2 && !told; e++)
        {
          const VtPoint *end = &road_points[e == 0 ? 0 : n_road - 1];
          g_autofree char *at = NULL;

          if (vt_polyline_distance (water_points, n_water, end) > water_half ||
              has_crossing (ruleset, crossings, water, end))
            continue;
          at = format_point (end);
          add_fault (faults, VT_GEOMETRY_FAULT_ROAD_ENDS_IN_WATER, vt_feature_get_id (road), vt_feature_get_id (water), end,
                     g_strdup_printf (_("%s '%s': ends in %s '%s' at %s with no bridge or ford there"),
                                      road_kind, vt_feature_get_id (road),
                                      vt_feature_get_kind (water), vt_feature_get_id (water), at));
          told = TRUE;
        }

      for (guint i = 0; i + 1 < n_road && !told; i++)
        for (guint j = 0; j + 1 < n_water && !told; j++)
          {
            VtPoint where;
            g_autofree char *at = NULL;

            if (!sides_cross (&road_points[i], &road_points[i + 1],
                              &water_points[j], &water_points[j + 1]))
              continue;
            crossing_point (&water_points[j], &water_points[j + 1],
                            &road_points[i], &road_points[i + 1], &where);
            if (has_crossing (ruleset, crossings, water, &where))
              continue;
            at = format_point (&where);
            add_fault (faults, VT_GEOMETRY_FAULT_ROAD_CROSSES_WATER, vt_feature_get_id (road), vt_feature_get_id (water), &where,
                       g_strdup_printf (_("%s '%s': crosses %s '%s' near %s with no bridge or ford there"),
                                        road_kind, vt_feature_get_id (road),
                                        vt_feature_get_kind (water), vt_feature_get_id (water), at));
            told = TRUE;
          }
    }
}

static gboolean
covers (VtRuleset     *ruleset,
        VtFeature     *feature,
        const VtPoint *point)
{
  guint n;
  const VtPoint *points = vt_feature_get_points (feature, &n);

  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      return vt_polygon_contains (points, n, point);
    case VT_GEOMETRY_POLYLINE:
      return vt_polyline_distance (points, n, point) <= half_width (ruleset, feature);
    case VT_GEOMETRY_POINT:
    default:
      return FALSE;
    }
}

static void
check_unit (VtScenario *scenario,
            VtRuleset  *ruleset,
            VtUnit     *unit,
            GPtrArray  *faults)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));
  g_autoptr(GPtrArray) under = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *at = NULL;
  const VtActivity *activities;
  guint n_activities;
  VtGround ground = { NULL, 0, 0 };
  VtPoint position;

  vt_unit_get_position (unit, &position);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      if (covers (ruleset, feature, &position))
        g_ptr_array_add (under, g_steal_pointer (&feature));
    }
  /* open ground is never impassable: only what lies under the unit is */
  if (under->len == 0)
    return;
  ground.features = (VtFeature * const *) under->pdata;
  ground.n_features = under->len;

  activities = vt_ruleset_get_activities (ruleset, unit, &n_activities);
  if (n_activities == 0)
    {
      if (vt_ruleset_get_march_rate (ruleset, NULL, unit, NULL, &ground) > 0)
        return;
    }
  for (guint i = 0; i < n_activities; i++)
    if (vt_ruleset_get_march_rate (ruleset, NULL, unit, activities[i].id, &ground) > 0)
      return;

  for (guint i = 0; i < under->len; i++)
    {
      VtFeature *feature = g_ptr_array_index (under, i);

      g_string_append_printf (names, "%s%s '%s'", i > 0 ? ", " : "",
                              vt_feature_get_kind (feature), vt_feature_get_id (feature));
    }
  at = format_point (&position);
  add_fault (faults, VT_GEOMETRY_FAULT_UNIT_IMPASSABLE, vt_unit_get_id (unit), NULL, &position,
             g_strdup_printf (_("unit '%s' (%s): stands at %s in impassable ground (%s)"),
                              vt_unit_get_id (unit), vt_unit_get_display_name (unit),
                              at, names->str));
}

/**
 * vt_geometry_check:
 * @scenario: a scenario on measured terrain
 * @ruleset: its ruleset
 *
 * Returns: (transfer full) (element-type VtGeometryFault): the faults, in
 *   file order; empty on a board
 */
GPtrArray *
vt_geometry_check (VtScenario *scenario,
                   VtRuleset  *ruleset)
{
  GPtrArray *faults = g_ptr_array_new_with_free_func ((GDestroyNotify) vt_geometry_fault_free);
  g_autoptr(GPtrArray) roads = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) waters = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) crossings = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *features, *units;
  VtMap *map;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), faults);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), faults);

  map = vt_scenario_get_map (scenario);
  if (vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    return faults;

  features = vt_map_get_features (map);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      guint n, s, t;
      const VtPoint *points = vt_feature_get_points (feature, &n);
      VtPoint where;
      Role role = role_of_kind (ruleset, vt_feature_get_kind (feature));

      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON &&
          vt_polygon_find_crossing (points, n, &s, &t, &where))
        {
          g_autofree char *at = format_point (&where);

          add_fault (faults, VT_GEOMETRY_FAULT_OUTLINE_CROSSES, vt_feature_get_id (feature), NULL, &where,
                     g_strdup_printf (_("%s '%s': its outline crosses itself near %s "
                                      "(the side from point %u to %u crosses the side from point %u to %u)"),
                                      vt_feature_get_kind (feature), vt_feature_get_id (feature), at,
                                      s + 1, s + 2, t + 1, (t + 1) % n + 1));
        }

      if (role == ROLE_ROAD && vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE)
        g_ptr_array_add (roads, g_object_ref (feature));
      else if (role == ROLE_WATER && vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE)
        g_ptr_array_add (waters, g_object_ref (feature));
      else if (role == ROLE_CROSSING)
        g_ptr_array_add (crossings, g_object_ref (feature));
    }

  /* A ruleset without bridges or fords lets its roads cross water as they
   * are (its march rates say how); only one that has them needs them. */
  if (ruleset_has_crossings (ruleset))
    for (guint i = 0; i < roads->len; i++)
      check_road (ruleset, g_ptr_array_index (roads, i), waters, crossings, faults);

  units = vt_scenario_get_units (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      check_unit (scenario, ruleset, unit, faults);
    }

  return faults;
}
