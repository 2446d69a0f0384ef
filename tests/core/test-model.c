/* test-model.c: sides, units, features, maps and scenarios
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-model"

#include "config.h"

#include <math.h>

#include <vertrauter.h>

/* A ruleset of the test's own, so vt_scenario_check() is tested without a
 * plugin: two unit types and three terrain kinds. */

#define TEST_TYPE_RULESET (test_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (TestRuleset, test_ruleset, TEST, RULESET, GObject)

struct _TestRuleset
{
  GObject parent_instance;
};

static void test_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestRuleset, test_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, test_ruleset_iface_init))

static const char * const infantry_formations[] = { "line", "column", NULL };
static const char * const cavalry_formations[] = { "line", NULL };

static const VtUnitType unit_types[] = {
  { "infantry-block", "Infantry block", "infantry", "muskets", 450,
    150.0, 30.0, infantry_formations, NULL },
  { "cavalry-squadron", "Cavalry squadron", "cavalry", "horses", 150,
    75.0, 45.0, cavalry_formations, NULL },
};

static const VtTerrainKind terrain_kinds[] = {
  { "wood", "Wood", VT_GEOMETRY_POLYGON, { 0, 0.4, 0 }, { 0, 0.2, 0 }, 0, VT_PATTERN_TREES, NULL },
  { "road", "Road", VT_GEOMETRY_POLYLINE, { 0.8, 0.7, 0.5 }, { 0.6, 0.5, 0.3 }, 12, VT_PATTERN_NONE, NULL },
  { "church", "Church", VT_GEOMETRY_POINT, { 0, 0, 0 }, { 0, 0, 0 }, 0, VT_PATTERN_NONE, NULL },
};

static const char *
test_ruleset_get_id (VtRuleset *ruleset)
{
  return "test-model";
}

static const VtTerrainKind *
test_ruleset_get_terrain_kinds (VtRuleset *ruleset,
                                guint     *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (terrain_kinds);
  return terrain_kinds;
}

static const VtUnitType *
test_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

static void
test_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = test_ruleset_get_id;
  iface->get_terrain_kinds = test_ruleset_get_terrain_kinds;
  iface->get_unit_types = test_ruleset_get_unit_types;
}

static void
test_ruleset_class_init (TestRulesetClass *klass)
{
}

static void
test_ruleset_init (TestRuleset *self)
{
}

/* A board of four unit squares, numbered as a rulebook might:
 *
 *   1 2
 *   3 4     with 1–2, 1–3, 2–4 and 3–4 adjacent, and 1 not next to 4.
 */
static const VtPoint outline_1[] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
static const VtPoint outline_2[] = { { 1, 0 }, { 2, 0 }, { 2, 1 }, { 1, 1 } };
static const VtPoint outline_3[] = { { 0, 1 }, { 1, 1 }, { 1, 2 }, { 0, 2 } };
static const VtPoint outline_4[] = { { 1, 1 }, { 2, 1 }, { 2, 2 }, { 1, 2 } };
static const guint neighbours_1[] = { 2, 3 };
static const guint neighbours_2[] = { 1, 4 };
static const guint neighbours_3[] = { 1, 4 };
static const guint neighbours_4[] = { 2, 3 };

static const VtCell cells[] = {
  { 1, { 0.5, 0.5 }, outline_1, 4, NULL, neighbours_1, 2 },
  { 2, { 1.5, 0.5 }, outline_2, 4, "wood", neighbours_2, 2 },
  { 3, { 0.5, 1.5 }, outline_3, 4, NULL, neighbours_3, 2 },
  { 4, { 1.5, 1.5 }, outline_4, 4, NULL, neighbours_4, 2 },
};

static const VtBoard board = { "test-board", 2.0, 2.0, cells, G_N_ELEMENTS (cells) };

static VtScenario *
make_scenario (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (1000, 800, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("test-model", map);
  VtColour red = { 0.8, 0.1, 0.1 };
  VtColour blue = { 0.1, 0.1, 0.8 };
  g_autoptr(VtSide) side_red = vt_side_new ("red", "Rothe Parthei", &red);
  g_autoptr(VtSide) side_blue = vt_side_new ("blue", "Blaue Parthei", &blue);
  g_autoptr(VtUnit) b1 = vt_unit_new ("b1", "infantry-block", "red");
  g_autoptr(VtUnit) s1 = vt_unit_new ("s1", "cavalry-squadron", "blue");
  VtPoint at_b1 = { 100, 200 };
  VtPoint at_s1 = { 900, 600 };

  g_assert_true (vt_scenario_add_side (scenario, side_red, NULL));
  g_assert_true (vt_scenario_add_side (scenario, side_blue, NULL));

  vt_unit_set_name (b1, "I. Bataillon");
  vt_unit_set_strength (b1, 450);
  vt_unit_set_position (b1, &at_b1);
  g_assert_true (vt_scenario_add_unit (scenario, b1, NULL));

  vt_unit_set_strength (s1, 150);
  vt_unit_set_position (s1, &at_s1);
  vt_unit_set_facing (s1, 270);
  g_assert_true (vt_scenario_add_unit (scenario, s1, NULL));

  return g_steal_pointer (&scenario);
}

static void
test_colour_parse (void)
{
  VtColour colour = { -1, -1, -1 };
  g_autofree char *spec = NULL;
  const char * const bad[] = {
    "", "#", "1a2b3c", "#1a2b3", "#1a2b3c4", "#1a2b3g", "red", " #1a2b3c", "#1a2b3c ",
  };

  g_assert_true (vt_colour_parse (&colour, "#1A2b3C"));
  g_assert_cmpfloat_with_epsilon (colour.red, 0x1a / 255.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (colour.green, 0x2b / 255.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (colour.blue, 0x3c / 255.0, 1e-12);

  /* the file reads back what it wrote */
  spec = vt_colour_to_string (&colour);
  g_assert_cmpstr (spec, ==, "#1a2b3c");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      VtColour untouched = { 0.25, 0.5, 0.75 };

      g_test_message ("colour '%s'", bad[i]);
      g_assert_false (vt_colour_parse (&untouched, bad[i]));
      g_assert_cmpfloat (untouched.red, ==, 0.25);
      g_assert_cmpfloat (untouched.green, ==, 0.5);
      g_assert_cmpfloat (untouched.blue, ==, 0.75);
    }

  g_assert_false (vt_colour_parse (&colour, NULL));
}

static void
test_geometry_names (void)
{
  VtGeometry geometry = VT_GEOMETRY_POINT;

  g_assert_cmpstr (vt_geometry_to_string (VT_GEOMETRY_POLYGON), ==, "polygon");
  g_assert_cmpstr (vt_geometry_to_string (VT_GEOMETRY_POLYLINE), ==, "polyline");
  g_assert_cmpstr (vt_geometry_to_string (VT_GEOMETRY_POINT), ==, "point");

  g_assert_true (vt_geometry_from_string ("polyline", &geometry));
  g_assert_cmpint (geometry, ==, VT_GEOMETRY_POLYLINE);
  g_assert_false (vt_geometry_from_string ("Polygon", &geometry));
  g_assert_false (vt_geometry_from_string ("line", &geometry));
  g_assert_cmpint (geometry, ==, VT_GEOMETRY_POLYLINE);
}

static void
test_scenario_add_find (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);
  g_autoptr(VtSide) first_side = NULL;
  g_autoptr(VtUnit) second_unit = NULL;
  VtUnit *b1;

  g_assert_cmpstr (vt_scenario_get_ruleset_id (scenario), ==, "test-model");
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);

  /* file order */
  first_side = g_list_model_get_item (sides, 0);
  g_assert_cmpstr (vt_side_get_id (first_side), ==, "red");
  second_unit = g_list_model_get_item (units, 1);
  g_assert_cmpstr (vt_unit_get_id (second_unit), ==, "s1");

  g_assert_true (vt_scenario_find_side (scenario, "red") == first_side);
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (scenario, "blue")), ==, "Blaue Parthei");
  g_assert_null (vt_scenario_find_side (scenario, "green"));

  b1 = vt_scenario_find_unit (scenario, "b1");
  g_assert_nonnull (b1);
  g_assert_cmpstr (vt_unit_get_name (b1), ==, "I. Bataillon");
  g_assert_cmpstr (vt_unit_get_side (b1), ==, "red");
  g_assert_cmpuint (vt_unit_get_strength (b1), ==, 450);
  g_assert_null (vt_scenario_find_unit (scenario, "b9"));
}

static void
test_scenario_duplicates (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtSide) red_again = vt_side_new ("red", "Andere Rothe", NULL);
  g_autoptr(VtUnit) b1_again = vt_unit_new ("b1", "infantry-block", "blue");
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_scenario_add_side (scenario, red_again, &error));
  g_assert_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_DUPLICATE_ID);
  g_assert_cmpstr (error->message, ==, "there are two sides called 'red'; give each side its own id");
  g_clear_error (&error);

  g_assert_false (vt_scenario_add_unit (scenario, b1_again, &error));
  g_assert_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_DUPLICATE_ID);
  g_assert_cmpstr (error->message, ==, "there are two units called 'b1'; give each unit its own id");

  /* nothing was added, and the first of each is the one found */
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_sides (scenario)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (scenario)), ==, 2);
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (scenario, "red")), ==, "Rothe Parthei");
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (scenario, "b1")), ==, "red");
}

static void
test_scenario_unknown_side (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtUnit) b3 = vt_unit_new ("b3", "infantry-block", "green");
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_scenario_add_unit (scenario, b3, &error));
  g_assert_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_SIDE);
  g_assert_cmpstr (error->message, ==,
                   "unit 'b3' belongs to side 'green', which the scenario does not have");
  g_assert_null (vt_scenario_find_unit (scenario, "b3"));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              GHashTable *counts)
{
  const char *name = g_param_spec_get_name (pspec);

  g_hash_table_insert (counts, (gpointer) name,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, name)) + 1));
}

static guint
notified (GHashTable *counts,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));
}

static void
test_unit_notify (void)
{
  g_autoptr(VtUnit) unit = vt_unit_new ("b1", "infantry-block", "red");
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  VtPoint position = { 10, 20 };

  g_signal_connect (unit, "notify", G_CALLBACK (count_notify), counts);

  vt_unit_set_strength (unit, 450);
  vt_unit_set_strength (unit, 450);
  g_assert_cmpuint (notified (counts, "strength"), ==, 1);

  vt_unit_set_name (unit, "Füsiliere");
  vt_unit_set_name (unit, "Füsiliere");
  g_assert_cmpuint (notified (counts, "name"), ==, 1);

  vt_unit_set_formation (unit, "column");
  vt_unit_set_formation (unit, "column");
  g_assert_cmpuint (notified (counts, "formation"), ==, 1);
  /* back to the default, spelt either way */
  vt_unit_set_formation (unit, "");
  vt_unit_set_formation (unit, NULL);
  g_assert_cmpuint (notified (counts, "formation"), ==, 2);
  g_assert_null (vt_unit_get_formation (unit));

  vt_unit_set_position (unit, &position);
  g_assert_cmpuint (notified (counts, "x"), ==, 1);
  g_assert_cmpuint (notified (counts, "y"), ==, 1);
  position.y = 30;
  vt_unit_set_position (unit, &position);
  vt_unit_set_position (unit, &position);
  g_assert_cmpuint (notified (counts, "x"), ==, 1);
  g_assert_cmpuint (notified (counts, "y"), ==, 2);

  vt_unit_set_facing (unit, 90);
  vt_unit_set_facing (unit, 450); /* the same way round */
  g_assert_cmpuint (notified (counts, "facing"), ==, 1);

  vt_unit_set_cell (unit, 7);
  vt_unit_set_cell (unit, 7);
  g_assert_cmpuint (notified (counts, "cell"), ==, 1);

  /* setting through the property system follows the same rule */
  g_object_set (unit, "strength", 450, "x", 10.0, NULL);
  g_assert_cmpuint (notified (counts, "strength"), ==, 1);
  g_assert_cmpuint (notified (counts, "x"), ==, 1);
  g_object_set (unit, "strength", 400, NULL);
  g_assert_cmpuint (notified (counts, "strength"), ==, 2);
  g_assert_cmpuint (vt_unit_get_strength (unit), ==, 400);
}

static void
test_unit_facing (void)
{
  g_autoptr(VtUnit) unit = vt_unit_new ("s1", "cavalry-squadron", "blue");
  const struct {
    double given;
    double kept;
  } cases[] = {
    { 0, 0 }, { 45, 45 }, { 359.5, 359.5 }, { 360, 0 }, { 450, 90 },
    { -90, 270 }, { -360, 0 }, { -720.5, 359.5 }, { -1e-14, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double facing;

      vt_unit_set_facing (unit, cases[i].given);
      facing = vt_unit_get_facing (unit);
      g_test_message ("facing %g", cases[i].given);
      g_assert_cmpfloat (facing, >=, 0.0);
      g_assert_cmpfloat (facing, <, 360.0);
      g_assert_cmpfloat_with_epsilon (facing, cases[i].kept, 1e-9);
    }

  /* -0 would be written as "-0" in the file */
  vt_unit_set_facing (unit, 10);
  vt_unit_set_facing (unit, -0.0);
  g_assert_false (signbit (vt_unit_get_facing (unit)));
}

static void
test_scenario_copy (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtScenario) copy = NULL;
  g_autoptr(VtFeature) wood = vt_feature_new ("w1", "wood", VT_GEOMETRY_POLYGON);
  VtPoint corner = { 300, 300 };
  VtPoint moved = { 500, 500 };
  VtPoint position;
  VtUnit *unit;
  VtUnit *copied_unit;
  VtFeature *copied_wood;
  const VtPoint *points;
  guint n_points;

  vt_feature_add_point (wood, &corner);
  vt_feature_set_attribute (wood, "density", "light");
  vt_map_add_feature (vt_scenario_get_map (scenario), wood);
  vt_scenario_set_title (scenario, "Gefecht bei Sedlitz");
  vt_side_set_special_idea (vt_scenario_find_side (scenario, "red"), "Hold the bridge.");

  copy = vt_scenario_copy (scenario);
  g_assert_cmpstr (vt_scenario_get_title (copy), ==, "Gefecht bei Sedlitz");
  g_assert_true (vt_scenario_get_map (copy) != vt_scenario_get_map (scenario));

  unit = vt_scenario_find_unit (scenario, "b1");
  copied_unit = vt_scenario_find_unit (copy, "b1");
  g_assert_true (copied_unit != unit);
  g_assert_cmpstr (vt_unit_get_name (copied_unit), ==, "I. Bataillon");

  /* changing the copy leaves the original as it was */
  vt_unit_set_position (copied_unit, &moved);
  vt_unit_set_strength (copied_unit, 300);
  vt_side_set_special_idea (vt_scenario_find_side (copy, "red"), "Burn the bridge.");
  copied_wood = vt_map_find_feature (vt_scenario_get_map (copy), "w1");
  g_assert_true (copied_wood != wood);
  vt_feature_add_point (copied_wood, &moved);
  vt_feature_set_attribute (copied_wood, "density", "dense");

  vt_unit_get_position (unit, &position);
  g_assert_cmpfloat (position.x, ==, 100);
  g_assert_cmpfloat (position.y, ==, 200);
  g_assert_cmpuint (vt_unit_get_strength (unit), ==, 450);
  g_assert_cmpstr (vt_side_get_special_idea (vt_scenario_find_side (scenario, "red")), ==,
                   "Hold the bridge.");
  points = vt_feature_get_points (wood, &n_points);
  g_assert_cmpuint (n_points, ==, 1);
  g_assert_cmpfloat (points[0].x, ==, 300);
  g_assert_cmpstr (vt_feature_get_attribute (wood, "density"), ==, "light");
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (copy)), ==, 2);
}

static void
test_feature (void)
{
  g_autoptr(VtFeature) hill = vt_feature_new ("h1", "hill", VT_GEOMETRY_POLYGON);
  const VtPoint corners[] = { { 40, 10 }, { 90, 60 }, { 10, 80 } };
  g_auto(GStrv) names = NULL;
  VtPoint min, max;

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (hill, &corners[i]);

  vt_feature_get_extents (hill, &min, &max);
  g_assert_cmpfloat (min.x, ==, 10);
  g_assert_cmpfloat (min.y, ==, 10);
  g_assert_cmpfloat (max.x, ==, 90);
  g_assert_cmpfloat (max.y, ==, 80);

  vt_feature_set_attribute (hill, "width", "12");
  vt_feature_set_attribute (hill, "slope", "10-15");
  vt_feature_set_attribute (hill, "height", "30");
  vt_feature_set_attribute (hill, "height", NULL);
  names = vt_feature_list_attributes (hill);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_cmpstr (names[0], ==, "slope");
  g_assert_cmpstr (names[1], ==, "width");
  g_assert_null (vt_feature_get_attribute (hill, "height"));
}

static void
test_board_cells (void)
{
  g_autoptr(VtMap) map = vt_map_new_board (&board, "square");
  const VtPoint in_1 = { 0.25, 0.75 };
  const VtPoint in_4 = { 1.9, 1.1 };
  const VtPoint off_board = { 2.5, 0.5 };
  const VtCell *cell;

  g_assert_cmpint (vt_map_get_kind (map), ==, VT_MAP_KIND_BOARD);
  g_assert_true (vt_map_get_board (map) == &board);
  g_assert_cmpfloat (vt_map_get_width (map), ==, 2.0);
  g_assert_cmpfloat (vt_map_get_height (map), ==, 2.0);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 0);

  cell = vt_board_find_cell (&board, 2);
  g_assert_nonnull (cell);
  g_assert_cmpstr (cell->terrain, ==, "wood");
  g_assert_null (vt_board_find_cell (&board, 0));
  g_assert_null (vt_board_find_cell (&board, 5));

  cell = vt_board_cell_at (&board, &in_1);
  g_assert_nonnull (cell);
  g_assert_cmpuint (cell->number, ==, 1);
  cell = vt_board_cell_at (&board, &in_4);
  g_assert_nonnull (cell);
  g_assert_cmpuint (cell->number, ==, 4);
  g_assert_null (vt_board_cell_at (&board, &off_board));

  g_assert_true (vt_board_are_adjacent (&board, 1, 2));
  g_assert_true (vt_board_are_adjacent (&board, 3, 1));
  g_assert_false (vt_board_are_adjacent (&board, 1, 4));
  g_assert_false (vt_board_are_adjacent (&board, 1, 1));
  g_assert_false (vt_board_are_adjacent (&board, 1, 9));
}

static void
assert_check_fails (VtScenario *scenario,
                    VtRuleset  *ruleset,
                    int         code,
                    const char *message)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_scenario_check (scenario, ruleset, &error));
  g_assert_error (error, VT_SCENARIO_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

/* a ruleset that says nothing on moves lets every one pass (1824): the
 * pace alone, and a move from where the unit stands to anywhere */
static void
test_ruleset_check_move_default (void)
{
  g_autoptr(VtRuleset) ruleset = g_object_new (TEST_TYPE_RULESET, NULL);
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1);
  g_autoptr(GError) error = NULL;
  VtUnit *b1 = vt_scenario_find_unit (vt_game_get_state (game), "b1");
  VtPoint from, far = { 100000, -100000 };

  g_assert_true (vt_ruleset_check_move (ruleset, game, b1, "storm-pace", NULL, NULL, 0, &error));
  g_assert_no_error (error);
  vt_unit_get_position (b1, &from);
  g_assert_true (vt_ruleset_check_move (ruleset, game, b1, "storm-pace", &from, &far, 270, &error));
  g_assert_no_error (error);
}

static void
test_scenario_check_terrain (void)
{
  g_autoptr(VtRuleset) ruleset = g_object_new (TEST_TYPE_RULESET, NULL);
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtFeature) road = vt_feature_new ("r1", "road", VT_GEOMETRY_POLYLINE);
  g_autoptr(VtUnit) h1 = vt_unit_new ("h1", "hussar", "blue");
  g_autoptr(GError) error = NULL;
  VtUnit *b1 = vt_scenario_find_unit (scenario, "b1");
  VtUnit *s1 = vt_scenario_find_unit (scenario, "s1");
  VtPoint outside = { 1000.5, 10 };
  VtPoint inside = { 1000, 800 };

  vt_map_add_feature (vt_scenario_get_map (scenario), road);
  g_assert_true (vt_scenario_check (scenario, ruleset, &error));
  g_assert_no_error (error);

  /* a formation of the type, or none for the default */
  vt_unit_set_formation (b1, "column");
  g_assert_true (vt_scenario_check (scenario, ruleset, NULL));
  vt_unit_set_formation (s1, "column");
  assert_check_fails (scenario, ruleset, VT_SCENARIO_ERROR_UNKNOWN_FORMATION,
                      "unit 's1' (cavalry-squadron) has no formation 'column'; it can be line");
  vt_unit_set_formation (s1, NULL);

  /* the edge of the map is still on it */
  vt_unit_set_position (s1, &inside);
  g_assert_true (vt_scenario_check (scenario, ruleset, NULL));
  vt_unit_set_position (s1, &outside);
  assert_check_fails (scenario, ruleset, VT_SCENARIO_ERROR_OUTSIDE_MAP,
                      "unit 's1' stands at 1000.5, 10, outside the map, which runs from 0, 0 to 1000, 800");
  vt_unit_set_position (s1, &inside);

  g_assert_true (vt_scenario_add_unit (scenario, h1, NULL));
  assert_check_fails (scenario, ruleset, VT_SCENARIO_ERROR_UNKNOWN_UNIT_TYPE,
                      "unit 'h1': unknown unit type 'hussar' for ruleset test-model");

  {
    g_autoptr(VtScenario) plain = make_scenario ();
    g_autoptr(VtFeature) church = NULL;

    church = vt_feature_new ("c1", "church", VT_GEOMETRY_POLYGON);
    vt_map_add_feature (vt_scenario_get_map (plain), church);
    assert_check_fails (plain, ruleset, VT_SCENARIO_ERROR_UNKNOWN_TERRAIN,
                        "feature 'c1': terrain kind 'church' of ruleset test-model "
                        "is drawn as a point, not a polygon");
  }
  {
    g_autoptr(VtScenario) plain = make_scenario ();
    g_autoptr(VtFeature) swamp = NULL;

    swamp = vt_feature_new ("m1", "swamp", VT_GEOMETRY_POLYGON);
    vt_map_add_feature (vt_scenario_get_map (plain), swamp);
    assert_check_fails (plain, ruleset, VT_SCENARIO_ERROR_UNKNOWN_TERRAIN,
                        "feature 'm1': unknown terrain kind 'swamp' for ruleset test-model");
  }
}

static void
test_scenario_check_board (void)
{
  g_autoptr(VtRuleset) ruleset = g_object_new (TEST_TYPE_RULESET, NULL);
  g_autoptr(VtMap) map = vt_map_new_board (&board, "square");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("test-model", map);
  g_autoptr(VtSide) red = vt_side_new ("red", NULL, NULL);
  g_autoptr(VtUnit) p1 = vt_unit_new ("p1", "infantry-block", "red");

  g_assert_true (vt_scenario_add_side (scenario, red, NULL));
  g_assert_true (vt_scenario_add_unit (scenario, p1, NULL));

  assert_check_fails (scenario, ruleset, VT_SCENARIO_ERROR_UNKNOWN_CELL,
                      "unit 'p1' stands on no cell of board 'test-board'; place it on one");
  vt_unit_set_cell (p1, 5);
  assert_check_fails (scenario, ruleset, VT_SCENARIO_ERROR_UNKNOWN_CELL,
                      "unit 'p1' stands on cell 5, which board 'test-board' does not have");
  vt_unit_set_cell (p1, 4);
  g_assert_true (vt_scenario_check (scenario, ruleset, NULL));
}

static void
count_changed (VtMap *map,
               guint *n_changed)
{
  (*n_changed)++;
}

static VtFeature *
make_wood (const char *id,
           double      x)
{
  VtFeature *wood = vt_feature_new (id, "wood", VT_GEOMETRY_POLYGON);
  VtPoint corners[] = { { x, 0 }, { x + 100, 0 }, { x + 100, 100 } };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (wood, &corners[i]);
  return wood;
}

static const char *
feature_id_at (VtMap *map,
               guint  position)
{
  g_autoptr(VtFeature) feature = g_list_model_get_item (vt_map_get_features (map), position);

  return feature != NULL ? vt_feature_get_id (feature) : NULL;
}

/* A map editor adds, removes and replaces features and keeps their drawing
 * order; every edit says "changed" once, after it is done. */
static void
test_map_edit (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (1000, 800, "pace");
  g_autoptr(VtFeature) w1 = make_wood ("w1", 0);
  g_autoptr(VtFeature) w2 = make_wood ("w2", 200);
  g_autoptr(VtFeature) w3 = make_wood ("w3", 400);
  g_autoptr(VtFeature) w2_grown = make_wood ("w2", 250);
  g_autoptr(VtFeature) stranger = make_wood ("w9", 600);
  GListModel *features = vt_map_get_features (map);
  guint n_changed = 0;
  guint position = G_MAXUINT;

  g_signal_connect (map, "changed", G_CALLBACK (count_changed), &n_changed);

  vt_map_add_feature (map, w1);
  vt_map_add_feature (map, w3);
  g_assert_cmpuint (n_changed, ==, 2);
  vt_map_insert_feature (map, 1, w2);
  g_assert_cmpuint (n_changed, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 3);
  g_assert_cmpstr (feature_id_at (map, 0), ==, "w1");
  g_assert_cmpstr (feature_id_at (map, 1), ==, "w2");
  g_assert_cmpstr (feature_id_at (map, 2), ==, "w3");
  g_assert_true (vt_map_find_feature (map, "w2") == w2);

  /* replaced where it stood, found by its id */
  g_assert_true (vt_map_replace_feature (map, w2_grown));
  g_assert_cmpuint (n_changed, ==, 4);
  g_assert_true (vt_map_find_feature (map, "w2") == w2_grown);
  g_assert_cmpstr (feature_id_at (map, 1), ==, "w2");
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 3);
  g_assert_false (vt_map_replace_feature (map, stranger));
  g_assert_cmpuint (n_changed, ==, 4);

  /* removed, with the place it had, and put back there */
  g_assert_true (vt_map_remove_feature (map, "w2", &position));
  g_assert_cmpuint (position, ==, 1);
  g_assert_cmpuint (n_changed, ==, 5);
  g_assert_null (vt_map_find_feature (map, "w2"));
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 2);
  g_assert_cmpstr (feature_id_at (map, 1), ==, "w3");
  g_assert_false (vt_map_remove_feature (map, "w2", NULL));
  g_assert_cmpuint (n_changed, ==, 5);
  vt_map_insert_feature (map, position, w2_grown);
  g_assert_cmpstr (feature_id_at (map, 1), ==, "w2");
  g_assert_cmpuint (n_changed, ==, 6);

  /* past the end appends */
  vt_map_insert_feature (map, 99, stranger);
  g_assert_cmpstr (feature_id_at (map, 3), ==, "w9");
  g_assert_cmpuint (n_changed, ==, 7);

  /* a copy has the features, and edits to it are its own */
  {
    g_autoptr(VtMap) copy = vt_map_copy (map);

    g_assert_true (vt_map_remove_feature (copy, "w1", NULL));
    g_assert_nonnull (vt_map_find_feature (map, "w1"));
    g_assert_cmpuint (n_changed, ==, 7);
  }
}

static void
count_extent_notify (GObject    *object,
                     GParamSpec *pspec,
                     guint      *n_notified)
{
  (*n_notified)++;
}

static void
test_map_extent (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (1000, 800, "pace");
  guint n_changed = 0;
  guint n_width = 0;
  guint n_height = 0;

  g_signal_connect (map, "changed", G_CALLBACK (count_changed), &n_changed);
  g_signal_connect (map, "notify::width", G_CALLBACK (count_extent_notify), &n_width);
  g_signal_connect (map, "notify::height", G_CALLBACK (count_extent_notify), &n_height);

  vt_map_set_extent (map, 1500, 800);
  g_assert_cmpfloat (vt_map_get_width (map), ==, 1500);
  g_assert_cmpfloat (vt_map_get_height (map), ==, 800);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (n_width, ==, 1);
  g_assert_cmpuint (n_height, ==, 0);

  /* the same extent is no change */
  vt_map_set_extent (map, 1500, 800);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (n_width, ==, 1);

  vt_map_set_extent (map, 1200, 900);
  g_assert_cmpuint (n_changed, ==, 2);
  g_assert_cmpuint (n_width, ==, 2);
  g_assert_cmpuint (n_height, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/model/colour/parse", test_colour_parse);
  g_test_add_func ("/vt/model/geometry/names", test_geometry_names);
  g_test_add_func ("/vt/model/scenario/add-find", test_scenario_add_find);
  g_test_add_func ("/vt/model/scenario/duplicates", test_scenario_duplicates);
  g_test_add_func ("/vt/model/scenario/unknown-side", test_scenario_unknown_side);
  g_test_add_func ("/vt/model/scenario/copy", test_scenario_copy);
  g_test_add_func ("/vt/model/scenario/check-terrain", test_scenario_check_terrain);
  g_test_add_func ("/vt/model/ruleset/check-move-default", test_ruleset_check_move_default);
  g_test_add_func ("/vt/model/scenario/check-board", test_scenario_check_board);
  g_test_add_func ("/vt/model/unit/notify", test_unit_notify);
  g_test_add_func ("/vt/model/unit/facing", test_unit_facing);
  g_test_add_func ("/vt/model/feature/extents-attributes", test_feature);
  g_test_add_func ("/vt/model/board/cells", test_board_cells);
  g_test_add_func ("/vt/model/map/edit", test_map_edit);
  g_test_add_func ("/vt/model/map/extent", test_map_extent);

  return g_test_run ();
}
