/* test-geometry-check.c: the faults of a laid-out map a designer is told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <vertrauter.h>

static VtRuleset *
ruleset (const char *id)
{
  VtRuleset *found = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (found);
  return found;
}

static VtFeature *
new_polygon (const char    *id,
             const char    *kind,
             const VtPoint *points,
             guint          n)
{
  VtFeature *feature = vt_feature_new (id, kind, VT_GEOMETRY_POLYGON);

  for (guint i = 0; i < n; i++)
    vt_feature_add_point (feature, &points[i]);
  return feature;
}

/* A bow tie: the first and third sides cross at its middle. */
static void
test_outline_crosses (void)
{
  static const VtPoint bow_tie[] = { { 1000, 640 }, { 1400, 1040 }, { 1400, 640 }, { 1000, 1040 } };
  static const VtPoint square[] = { { 0, 0 }, { 100, 0 }, { 100, 100 }, { 0, 100 } };
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 2000, "pace");
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(VtFeature) hill = new_polygon ("h3", "hill", bow_tie, G_N_ELEMENTS (bow_tie));
  g_autoptr(VtFeature) wood = new_polygon ("w1", "wood", square, G_N_ELEMENTS (square));
  g_autoptr(GPtrArray) faults = NULL;
  VtGeometryFault *fault;
  guint first, second;
  VtPoint where;

  g_assert_true (vt_polygon_find_crossing (bow_tie, 4, &first, &second, &where));
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (second, ==, 2);
  g_assert_cmpfloat_with_epsilon (where.x, 1200, 1e-9);
  g_assert_cmpfloat_with_epsilon (where.y, 840, 1e-9);
  g_assert_false (vt_polygon_find_crossing (square, 4, NULL, NULL, NULL));

  vt_map_add_feature (map, wood);
  vt_map_add_feature (map, hill);
  scenario = vt_scenario_new ("fixture-terrain", map);
  faults = vt_geometry_check (scenario, ruleset ("fixture-terrain"));
  g_assert_cmpuint (faults->len, ==, 1);
  fault = g_ptr_array_index (faults, 0);
  g_assert_cmpint (fault->kind, ==, VT_GEOMETRY_FAULT_OUTLINE_CROSSES);
  g_assert_cmpstr (fault->subject, ==, "h3");
  g_assert_true (g_str_has_prefix (fault->message,
                                   "hill 'h3': its outline crosses itself near (1200, 840)"));
}

/* 1824: a river is impassable but at a bridge or ford (rz24-catalogue.c). */
static void
test_roads_and_units (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "geometry",
                                                 "faults.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(GPtrArray) faults = NULL;
  VtGeometryFault *fault;

  g_assert_no_error (error);
  faults = vt_geometry_check (vt_game_get_scenario (game), vt_game_get_ruleset (game));
  g_assert_cmpuint (faults->len, ==, 3);

  /* the high road has its bridge; the road to Au has none */
  fault = g_ptr_array_index (faults, 0);
  g_assert_cmpint (fault->kind, ==, VT_GEOMETRY_FAULT_ROAD_CROSSES_WATER);
  g_assert_cmpstr (fault->subject, ==, "road2");
  g_assert_cmpfloat_with_epsilon (fault->where.x, 1225, 1e-9);
  g_assert_cmpfloat_with_epsilon (fault->where.y, 1000, 1e-9);
  g_assert_cmpstr (fault->message, ==,
                   "road 'road2': crosses river 'r1' near (1225, 1000) with no bridge or ford there");

  fault = g_ptr_array_index (faults, 1);
  g_assert_cmpint (fault->kind, ==, VT_GEOMETRY_FAULT_ROAD_ENDS_IN_WATER);
  g_assert_cmpstr (fault->subject, ==, "t1");
  g_assert_cmpstr (fault->message, ==,
                   "field-track 't1': ends in river 'r1' at (2000, 1000) with no bridge or ford there");

  /* the Füsiliere on open ground are fine; the Musketiere stand in the river */
  fault = g_ptr_array_index (faults, 2);
  g_assert_cmpint (fault->kind, ==, VT_GEOMETRY_FAULT_UNIT_IMPASSABLE);
  g_assert_cmpstr (fault->subject, ==, "r-inf-1");
  g_assert_cmpstr (fault->message, ==,
                   "unit 'r-inf-1' (I/1 Musketiere): stands at (2600, 1010) in impassable ground (river 'r1')");
}

/* A ruleset with no bridges lets its roads cross water as they are: the
 * sample's Lissa road over the Mühlbach is no fault. */
static void
test_no_crossings_no_fault (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                 "terrain-scenario.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(GPtrArray) faults = NULL;

  g_assert_no_error (error);
  faults = vt_geometry_check (vt_game_get_scenario (game), vt_game_get_ruleset (game));
  g_assert_cmpuint (faults->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/geometry-check/outline-crosses", test_outline_crosses);
  g_test_add_func ("/vt/geometry-check/roads-and-units", test_roads_and_units);
  g_test_add_func ("/vt/geometry-check/no-crossings-no-fault", test_no_crossings_no_fault);

  return g_test_run ();
}
