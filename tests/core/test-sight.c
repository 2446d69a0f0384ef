/* test-sight.c: the ground's height and lines of sight over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against reiswitz-1824's terrain kinds: a hill is 25 paces high unless
 * its "height" says otherwise (1812's classes a, b, c: 25, 75, 150 paces);
 * a dense wood stands 20 paces and is seen 40 paces into; a light wood 15
 * and 75; a hedge 3 paces, a wall 2; a man's eye 2.5 paces above the ground.
 */

#include "config.h"

#include <vertrauter.h>

#include "vt-test-map.h"

#define EYE 2.5

static VtRuleset *
rz24 (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
add_line (VtMap      *map,
          const char *id,
          const char *kind,
          double      x0,
          double      y0,
          double      x1,
          double      y1)
{
  g_autoptr(VtFeature) feature = vt_feature_new (id, kind, VT_GEOMETRY_POLYLINE);

  vt_feature_add_point (feature, &(VtPoint) { x0, y0 });
  vt_feature_add_point (feature, &(VtPoint) { x1, y1 });
  vt_map_add_feature (map, feature);
}

static VtScenario *
empty_scenario (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (6000, 4000, "pace");

  return vt_scenario_new ("reiswitz-1824", map);
}

static gboolean
sees (VtScenario  *scenario,
      double       x0,
      double       y0,
      double       x1,
      double       y1,
      VtFeature  **blocker)
{
  return vt_sight_line_clear (scenario, rz24 (), &(VtPoint) { x0, y0 }, EYE,
                              &(VtPoint) { x1, y1 }, EYE, blocker);
}

/* 1812 Section III §8: heights of 50, 150 and 300 feet; nested, the highest */
static void
test_elevation (void)
{
  g_autoptr(VtScenario) scenario = empty_scenario ();
  VtMap *map = vt_scenario_get_map (scenario);
  VtFeature *b;

  vt_test_add_rectangle (map, "a", "hill", 1000, 1000, 3000, 3000);
  b = vt_test_add_rectangle (map, "b", "hill", 1500, 1500, 2500, 2500);
  vt_feature_set_attribute (b, "height", "75");
  /* a wood is no ground */
  vt_test_add_rectangle (map, "wood", "wood-dense", 4000, 1000, 5000, 2000);

  g_assert_cmpfloat (vt_sight_get_elevation (scenario, rz24 (), &(VtPoint) { 500, 500 }), ==, 0);
  g_assert_cmpfloat (vt_sight_get_elevation (scenario, rz24 (), &(VtPoint) { 1200, 1200 }), ==, 25);
  g_assert_cmpfloat (vt_sight_get_elevation (scenario, rz24 (), &(VtPoint) { 2000, 2000 }), ==, 75);
  g_assert_cmpfloat (vt_sight_get_elevation (scenario, rz24 (), &(VtPoint) { 4500, 1500 }), ==, 0);
}

/* a unit behind a hill is hidden; from a higher hill it is seen over it */
static void
test_hill (void)
{
  g_autoptr(VtScenario) scenario = empty_scenario ();
  VtMap *map = vt_scenario_get_map (scenario);
  VtFeature *hill, *blocker = NULL, *high;

  g_assert_true (sees (scenario, 1000, 2000, 3000, 2000, &blocker));
  g_assert_null (blocker);

  hill = vt_test_add_rectangle (map, "hill", "hill", 1800, 1500, 2200, 2500);
  g_assert_false (sees (scenario, 1000, 2000, 3000, 2000, &blocker));
  g_assert_true (blocker == hill);
  /* beside the hill the line is clear */
  g_assert_true (sees (scenario, 1000, 3000, 3000, 3000, NULL));
  /* a unit on the hill is seen on its crest, and sees from its brow */
  g_assert_true (sees (scenario, 1000, 2000, 2000, 2000, NULL));
  g_assert_true (sees (scenario, 2000, 2000, 3000, 2000, NULL));

  /* from a height of 150 paces (300 feet) one sees over a hill of 25 */
  high = vt_test_add_rectangle (map, "high", "hill", 500, 1800, 1100, 2200);
  vt_feature_set_attribute (high, "height", "150");
  g_assert_true (sees (scenario, 1000, 2000, 3000, 2000, NULL));
}

/* 1812 Section VII §1: troops are hidden in woods; seen only near the edge */
static void
test_wood (void)
{
  g_autoptr(VtScenario) scenario = empty_scenario ();
  VtMap *map = vt_scenario_get_map (scenario);
  VtFeature *wood, *light, *blocker = NULL;

  wood = vt_test_add_rectangle (map, "wood", "wood-dense", 2000, 1000, 3000, 3000);
  /* deep in it: hidden */
  g_assert_false (sees (scenario, 1000, 2000, 2300, 2000, &blocker));
  g_assert_true (blocker == wood);
  /* 20 paces in, within the 40 a dense wood lets one see: seen */
  g_assert_true (sees (scenario, 1000, 2000, 2020, 2000, NULL));
  /* an eye 30 paces inside the edge sees out; one 200 paces in does not */
  g_assert_true (sees (scenario, 2030, 2000, 1000, 2000, NULL));
  g_assert_false (sees (scenario, 2200, 2000, 1000, 2000, NULL));
  /* through the whole wood: hidden */
  g_assert_false (sees (scenario, 1000, 2000, 4000, 2000, NULL));

  /* a light wood is seen 75 paces into */
  light = vt_test_add_rectangle (map, "light", "wood-light", 4000, 1000, 5000, 3000);
  g_assert_true (sees (scenario, 4000 - 500, 1500, 4060, 1500, NULL));
  g_assert_false (sees (scenario, 4000 - 500, 1500, 4200, 1500, &blocker));
  g_assert_true (blocker == light);

  /* from high enough, one sees over a wood to the ground behind it */
  {
    VtFeature *high = vt_test_add_rectangle (map, "high", "hill", 500, 1900, 700, 2100);

    vt_feature_set_attribute (high, "height", "150");
    g_assert_false (sees (scenario, 1000, 2000, 3500, 2000, NULL));
    g_assert_true (sees (scenario, 600, 2000, 3600, 2000, NULL));
  }
}

/* a village hides what is in it; a hedge hides a man, a wall does not */
static void
test_village_hedge_wall (void)
{
  g_autoptr(VtScenario) scenario = empty_scenario ();
  VtMap *map = vt_scenario_get_map (scenario);
  VtFeature *blocker = NULL;

  vt_test_add_rectangle (map, "village", "village", 2000, 1000, 2400, 1400);
  g_assert_false (sees (scenario, 1000, 1200, 2200, 1200, &blocker));
  g_assert_cmpstr (vt_feature_get_id (blocker), ==, "village");
  g_assert_true (sees (scenario, 1000, 1200, 2030, 1200, NULL));

  add_line (map, "hedge", "hedge", 2000, 2500, 2000, 3500);
  g_assert_false (sees (scenario, 1000, 3000, 2050, 3000, &blocker));
  g_assert_cmpstr (vt_feature_get_id (blocker), ==, "hedge");

  add_line (map, "wall", "wall", 4000, 2500, 4000, 3500);
  g_assert_true (sees (scenario, 3000, 3000, 4050, 3000, NULL));
  /* a field track puts nothing in the way */
  add_line (map, "track", "field-track", 3000, 1000, 3000, 2000);
  g_assert_true (sees (scenario, 2500, 1500, 3500, 1500, NULL));
}

/* the index follows the map: a hill added after a question counts */
static void
test_map_changes (void)
{
  g_autoptr(VtScenario) scenario = empty_scenario ();
  VtMap *map = vt_scenario_get_map (scenario);

  g_assert_true (sees (scenario, 1000, 2000, 3000, 2000, NULL));
  vt_test_add_rectangle (map, "hill", "hill", 1800, 1500, 2200, 2500);
  g_assert_false (sees (scenario, 1000, 2000, 3000, 2000, NULL));
  g_assert_true (vt_map_remove_feature (map, "hill", NULL));
  g_assert_true (sees (scenario, 1000, 2000, 3000, 2000, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/sight/elevation", test_elevation);
  g_test_add_func ("/vt/sight/hill", test_hill);
  g_test_add_func ("/vt/sight/wood", test_wood);
  g_test_add_func ("/vt/sight/village-hedge-wall", test_village_hedge_wall);
  g_test_add_func ("/vt/sight/map-changes", test_map_changes);

  return g_test_run ();
}
