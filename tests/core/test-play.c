/* test-play.c: the umpire's play mode: clock, conditions, moves, actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against the fixture rulesets: on terrain a route march is 250 paces a
 * move (400 at the double), a road 375, a wood 125, a marsh or a river
 * stops the unit; a move has three phases of 2 minutes in all. On the
 * board a figure steps one cell a move and no figure enters the river.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

#include "vt-test-map.h"

static const VtColour blue = { 0.11, 0.44, 0.85 };
static const VtColour red = { 0.75, 0.11, 0.16 };

static VtRuleset *
fixture (const char *id)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (ruleset);
  return ruleset;
}

/* A 4000 × 3000 pace sheet: a marsh from top to bottom at x 2000–2100, a
 * road along y 2500 and a wood around (600, 600). I/1 (blue) stands at
 * (1000, 1000), F/2 (red) 300 paces east of it, and the road column R/3
 * (blue) on the road at (1000, 2500). */
static VtScenario *
make_scenario (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtFeature) road = vt_feature_new ("road", "road", VT_GEOMETRY_POLYLINE);
  g_autoptr(VtSide) blue_side = vt_side_new ("blue", "Blue", &blue);
  g_autoptr(VtSide) red_side = vt_side_new ("red", "Red", &red);
  VtScenario *scenario;

  vt_test_add_rectangle (map, "marsh", "marsh", 2000, 0, 2100, 3000);
  vt_test_add_rectangle (map, "wood", "wood", 400, 400, 800, 800);
  vt_feature_add_point (road, &(VtPoint) { 0, 2500 });
  vt_feature_add_point (road, &(VtPoint) { 4000, 2500 });
  vt_map_add_feature (map, road);

  scenario = vt_scenario_new ("fixture-terrain", map);
  g_assert_true (vt_scenario_add_side (scenario, blue_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, red_side, NULL));
  vt_test_add_block (scenario, "b1", "I/1", "blue", "line", 1000, 1000);
  vt_test_add_block (scenario, "b2", "F/2", "red", "line", 1300, 1000);
  vt_test_add_block (scenario, "b3", "R/3", "blue", "line", 1000, 2500);
  return scenario;
}

static VtGame *
make_game (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();

  return vt_game_new (scenario, fixture ("fixture-terrain"), 1824);
}

static VtUnit *
unit_of (VtGame     *game,
         const char *id)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), id);

  g_assert_nonnull (unit);
  return unit;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* ---- conditions and the clock ----------------------------------------- */

static void
test_conditions_count_down (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) conditions = NULL;
  VtUnit *unit;
  guint notified = 0;
  const char *id, *label;
  guint zuege;

  /* "rallying: can defend in 3 Züge", set up before the game */
  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b2"), "rallying", "rallying", 3);
  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b2"), "face-down", "2 blocks face down", 1);
  game = vt_game_new (scenario, fixture ("fixture-terrain"), 1);
  unit = unit_of (game, "b2");
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 3);
  g_signal_connect (unit, "notify::conditions", G_CALLBACK (count_notify), &notified);

  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 2);
  g_assert_cmpuint (vt_unit_get_condition (unit, "face-down"), ==, 0);
  g_assert_cmpuint (notified, ==, 1);

  conditions = vt_unit_get_conditions (unit);
  g_assert_cmpuint (g_variant_n_children (conditions), ==, 1);
  g_variant_get_child (conditions, 0, "(&s&su)", &id, &label, &zuege);
  g_assert_cmpstr (id, ==, "rallying");
  g_assert_cmpstr (label, ==, "rallying");
  g_assert_cmpuint (zuege, ==, 2);

  /* several Züge at once while the forces are far apart */
  g_assert_true (vt_game_advance_moves (game, 5, &error));
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 0);
  g_assert_cmpuint (vt_game_get_move (game), ==, 7);

  /* undo gives the countdown back, the scenario as set up is untouched */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 2);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 3);
  g_assert_cmpuint (vt_unit_get_condition (unit, "face-down"), ==, 1);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpuint (vt_unit_get_condition (unit, "face-down"), ==, 0);
  g_assert_cmpuint (vt_unit_get_condition (vt_scenario_find_unit (scenario, "b2"), "rallying"), ==, 3);

  /* advancing no Züge at all is refused, not journalled */
  g_assert_false (vt_game_advance_moves (game, 0, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
}

/* A condition without a countdown (1812's troop-concealer): the clock
 * leaves it, a change ends it, and the file keeps it */
static void
test_conditions_until_ended (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtGame) copy = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  VtUnit *unit;
  guint notified = 0;

  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b2"), "hidden", "hidden", VT_CONDITION_UNTIL_ENDED);
  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b2"), "rallying", "rallying", 3);
  game = vt_game_new (scenario, fixture ("fixture-terrain"), 1);
  unit = unit_of (game, "b2");
  g_assert_true (vt_game_advance_moves (game, 5, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit, "rallying"), ==, 0);
  g_assert_cmpuint (vt_unit_get_condition (unit, "hidden"), ==, VT_CONDITION_UNTIL_ENDED);

  /* with only it left, a Zug changes nothing and says nothing */
  g_signal_connect (unit, "notify::conditions", G_CALLBACK (count_notify), &notified);
  g_assert_true (vt_game_advance_moves (game, 1000, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit, "hidden"), ==, VT_CONDITION_UNTIL_ENDED);
  g_assert_cmpuint (notified, ==, 0);
  /* hidden is not recovering from anything */
  g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_INTACT);

  bytes = vt_game_file_to_bytes (game);
  copy = vt_game_file_load_bytes (bytes, "hidden.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (copy, "b2"), "hidden"), ==, VT_CONDITION_UNTIL_ENDED);

  /* a change of 0 Züge ends it */
  vt_unit_set_condition (unit, "hidden", NULL, 0);
  g_assert_cmpuint (vt_unit_get_condition (unit, "hidden"), ==, 0);
}

static GVariant *
conditions_change (const char *unit,
                   const char *id,
                   guint       zuege)
{
  GVariantBuilder change;
  GVariantBuilder conditions;
  GVariant *value;

  g_variant_builder_init (&conditions, G_VARIANT_TYPE ("a(ssu)"));
  g_variant_builder_add (&conditions, "(ssu)", id, id, zuege);
  g_variant_builder_init (&change, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&change, "{sv}", "unit", g_variant_new_string (unit));
  g_variant_builder_add (&change, "{sv}", "conditions", g_variant_builder_end (&conditions));
  value = g_variant_builder_end (&change);
  return g_variant_new_array (G_VARIANT_TYPE_VARDICT, &value, 1);
}

static void
test_conditions_by_change (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEvent) shaken = NULL;
  g_autoptr(VtEvent) recovered = NULL;
  g_autoptr(VtEvent) bad = NULL;
  g_autoptr(GError) error = NULL;
  VtUnit *unit = unit_of (game, "b1");

  shaken = vt_event_new (VT_EVENT_NOTE, 1, NULL, NULL, NULL, conditions_change ("b1", "reforming", 3));
  g_assert_true (vt_game_append (game, shaken, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit, "reforming"), ==, 3);

  /* a change of 0 Züge ends the condition */
  recovered = vt_event_new (VT_EVENT_NOTE, 1, NULL, NULL, NULL, conditions_change ("b1", "reforming", 0));
  g_assert_true (vt_game_append (game, recovered, &error));
  g_assert_cmpuint (vt_unit_get_condition (unit, "reforming"), ==, 0);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_condition (unit, "reforming"), ==, 3);

  /* a condition without a name is refused and changes nothing */
  bad = vt_event_new (VT_EVENT_NOTE, 1, NULL, NULL, NULL, conditions_change ("b1", "", 2));
  g_assert_false (vt_game_append (game, bad, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, 1);
}

static void
test_phases_and_time (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const VtPhase *phases;
  guint n_phases;
  guint phase_notified = 0;

  vt_scenario_set_start_time (scenario, 5 * 60 + 30);
  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b1"), "halted", "halted", 1);
  game = vt_game_new (scenario, fixture ("fixture-terrain"), 1);
  g_signal_connect (game, "notify::phase", G_CALLBACK (count_notify), &phase_notified);

  phases = vt_ruleset_get_phases (fixture ("fixture-terrain"), &n_phases);
  g_assert_cmpuint (n_phases, ==, 3);
  g_assert_cmpstr (phases[1].id, ==, "fire");

  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpuint (vt_game_get_phase (game), ==, 0);
  g_assert_cmpuint (vt_game_get_time (game), ==, 330);

  /* the phases pass within the Zug: no time, no countdown */
  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_game_get_phase (game), ==, 2);
  g_assert_cmpuint (phase_notified, ==, 2);
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpuint (vt_game_get_time (game), ==, 330);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "b1"), "halted"), ==, 1);
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (vt_game_get_journal (game), 1)),
                   ==, "Close combat begins");

  /* after the last phase the next Zug begins, two minutes later */
  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpuint (vt_game_get_phase (game), ==, 0);
  g_assert_cmpuint (vt_game_get_time (game), ==, 332);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "b1"), "halted"), ==, 0);

  g_assert_true (vt_game_advance_moves (game, 3, &error));
  g_assert_cmpuint (vt_game_get_move (game), ==, 5);
  g_assert_cmpuint (vt_game_get_time (game), ==, 338);

  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpuint (vt_game_get_phase (game), ==, 2);

  /* the umpire moves the start; the clock follows */
  vt_scenario_set_start_time (scenario, 6 * 60);
  g_assert_cmpuint (vt_game_get_time (game), ==, 360);
  g_assert_cmpuint (vt_scenario_get_start_time (vt_game_get_state (game)), ==, 360);
}

/* A ruleset without phases plays a move as one. */
static void
test_one_implicit_phase (void)
{
  const VtPhase *phases;
  guint n_phases;

  phases = vt_ruleset_get_phases (fixture ("fixture-board"), &n_phases);
  g_assert_cmpuint (n_phases, ==, 1);
  g_assert_nonnull (phases[0].id);
}

/* ---- tables and house rules ------------------------------------------- */

static void
test_house_rules (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtScenario *scenario = vt_game_get_scenario (game);
  const VtRuleTable *table = vt_ruleset_find_table (fixture ("fixture-terrain"), "march");
  g_autoptr(VtReach) before = NULL;
  g_autoptr(VtReach) after = NULL;
  g_autoptr(GVariant) rules = NULL;
  const char *id, *row, *column;
  double value;

  g_assert_nonnull (table);
  g_assert_cmpuint (vt_rule_table_get_n_rows (table), ==, 2);
  g_assert_cmpuint (vt_rule_table_get_n_columns (table), ==, 3);
  g_assert_cmpint (vt_rule_table_find_row (table, "double"), ==, 1);
  g_assert_cmpint (vt_rule_table_find_column (table, "wood"), ==, 2);
  g_assert_cmpint (vt_rule_table_find_column (table, "marsh"), ==, -1);
  g_assert_null (vt_ruleset_find_table (fixture ("fixture-terrain"), "fire"));

  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "march", "open"), ==, 250);
  before = vt_reach_new (game, unit_of (game, "b1"), "march", 1);
  g_assert_false (vt_reach_contains (before, &(VtPoint) { 1000, 1280 }));

  /* the umpire's house rule: 300 paces on open ground */
  vt_scenario_set_house_rule (scenario, "march", "march", "open", 300);
  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "march", "open"), ==, 300);
  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "double", "open"), ==, 400);
  after = vt_reach_new (game, unit_of (game, "b1"), "march", 1);
  g_assert_true (vt_reach_contains (after, &(VtPoint) { 1000, 1280 }));
  g_assert_true (vt_scenario_get_house_rule (vt_game_get_state (game), "march", "march", "open", &value));
  g_assert_cmpfloat (value, ==, 300);

  rules = vt_scenario_get_house_rules (scenario);
  g_assert_cmpuint (g_variant_n_children (rules), ==, 1);
  g_variant_get_child (rules, 0, "(&s&s&sd)", &id, &row, &column, &value);
  g_assert_cmpstr (id, ==, "march");
  g_assert_cmpstr (column, ==, "open");

  vt_scenario_clear_house_rule (scenario, "march", "march", "open");
  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "march", "open"), ==, 250);
  g_assert_false (vt_scenario_get_house_rule (vt_game_get_state (game), "march", "march", "open", NULL));
}

static void
test_house_rules_round_trip (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtScenario *scenario = vt_game_get_scenario (game);
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) options = NULL;

  vt_scenario_set_start_time (scenario, 5 * 60 + 30);
  vt_scenario_set_house_rule (scenario, "march", "double", "wood", 150.5);
  vt_scenario_set_option (scenario, "night", g_variant_new_boolean (TRUE));
  vt_scenario_set_option (scenario, "horizon", g_variant_new_int64 (1200));
  vt_unit_set_condition (vt_scenario_find_unit (scenario, "b2"), "rallying", "rallying: cannot defend", 2);

  first = vt_game_file_to_bytes (game);
  again = vt_game_file_load_bytes (first, "house-rules.vertrauter",
                                   vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  second = vt_game_file_to_bytes (again);
  g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                   g_bytes_get_data (second, NULL), g_bytes_get_size (second));

  g_assert_cmpfloat (vt_game_get_table_value (again, "march", "double", "wood"), ==, 150.5);
  g_assert_cmpuint (vt_game_get_time (again), ==, 330);
  options = vt_scenario_list_options (vt_game_get_scenario (again));
  g_assert_cmpuint (g_strv_length (options), ==, 2);
  g_assert_cmpstr (options[0], ==, "horizon");
  g_assert_cmpint (g_variant_get_int64 (vt_scenario_get_option (vt_game_get_scenario (again), "horizon")), ==, 1200);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (again, "b2"), "rallying"), ==, 2);

  /* an option the ruleset reads: night shortens sight */
  g_assert_cmpfloat (vt_ruleset_get_sight_range (fixture ("fixture-terrain"), again, unit_of (again, "b1")), ==, 300);
}

/* ---- parameters -------------------------------------------------------- */

static void
assert_parse_error (const char * const *words,
                    const char         *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;

  params = vt_ruleset_parse_params (fixture ("fixture-terrain"), "test-fire", words, &error);
  g_assert_null (params);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_parse_params (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  const char * const words[] = { "firer=b1", "target=b2", "range=300", "covered=yes", "die=II", NULL };
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GError) error = NULL;
  gint64 range;
  gboolean covered;
  const char *die;

  params = vt_ruleset_parse_params (ruleset, "test-fire", words, &error);
  g_assert_no_error (error);
  g_assert_false (g_variant_is_floating (params));
  g_assert_true (g_variant_lookup (params, "range", "x", &range));
  g_assert_cmpint (range, ==, 300);
  g_assert_true (g_variant_lookup (params, "covered", "b", &covered));
  g_assert_true (covered);
  g_assert_true (g_variant_lookup (params, "die", "&s", &die));
  g_assert_cmpstr (die, ==, "II");

  assert_parse_error ((const char *[]) { "range300", NULL },
                      "test-fire: 'range300' is not of the form name=value");
  assert_parse_error ((const char *[]) { "wind=north", NULL },
                      "test-fire has no parameter 'wind'; its parameters are firer, target, range, covered, die");
  assert_parse_error ((const char *[]) { "range=far", NULL },
                      "test-fire: range must be a whole number; 'far' is not one");
  assert_parse_error ((const char *[]) { "covered=maybe", NULL },
                      "test-fire: covered must be true or false; 'maybe' is neither");
  assert_parse_error ((const char *[]) { "range=100", "range=200", NULL },
                      "test-fire: range is given twice");

  g_clear_pointer (&params, g_variant_unref);
  params = vt_ruleset_parse_params (ruleset, "bombard", words, &error);
  g_assert_null (params);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION);
  g_assert_cmpstr (error->message, ==,
                   "the ruleset fixture-terrain has no action 'bombard'; its actions are test-fire");
}

static void
assert_check_error (const char * const *words,
                    const char         *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;

  params = vt_ruleset_parse_params (fixture ("fixture-terrain"), "test-fire", words, &error);
  g_assert_no_error (error);
  g_assert_false (vt_ruleset_check_params (fixture ("fixture-terrain"), "test-fire", params, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_check_params (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) wrong_type = NULL;

  assert_check_error ((const char *[]) { "firer=b1", "target=b2", "range=900", "die=I", NULL },
                      "test-fire: range is 900; it must be from 0 to 400");
  assert_check_error ((const char *[]) { "firer=b1", "target=b2", "range=-3", "die=I", NULL },
                      "test-fire: range is -3; it must be from 0 to 400");
  assert_check_error ((const char *[]) { "firer=b1", "target=b2", "range=300", "die=III", NULL },
                      "test-fire: die is 'III'; it must be one of I, II");
  assert_check_error ((const char *[]) { "firer=b1", "range=300", "die=I", NULL },
                      "test-fire: target is missing; give it as target=…");

  wrong_type = g_variant_ref_sink (g_variant_new_parsed ("{'firer': <'b1'>, 'target': <'b2'>, "
                                                         "'range': <'far'>, 'die': <'I'>}"));
  g_assert_false (vt_ruleset_check_params (fixture ("fixture-terrain"), "test-fire", wrong_type, &error));
  g_assert_cmpstr (error->message, ==, "test-fire: range must be a whole number, not a value of type 's'");
}

/* ---- moves and reach ---------------------------------------------------- */

/* A unit spends its move as it goes: the clock moves on so that the next
 * move of the same unit has a whole Zug's allowance again. */
static void
next_zug (VtGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
}

static void
test_move_unit (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  VtUnit *unit = unit_of (game, "b1");
  VtJournal *journal = vt_game_get_journal (game);
  VtEvent *event;
  VtPoint at;
  const char *activity;
  double distance;

  /* 240 paces over open ground at route march: within 250 */
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1240, 1000 }, 0, "march", &error));
  g_assert_no_error (error);
  vt_unit_get_position (unit, &at);
  g_assert_cmpfloat (at.x, ==, 1240);
  g_assert_cmpfloat (vt_unit_get_facing (unit), ==, 0);

  event = vt_journal_get_event (journal, 0);
  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_MOVE);
  g_assert_true (g_variant_lookup (vt_event_get_payload (event), "activity", "&s", &activity));
  g_assert_cmpstr (activity, ==, "march");
  g_assert_true (g_variant_lookup (vt_event_get_payload (event), "distance", "d", &distance));
  g_assert_cmpfloat_with_epsilon (distance, 240, 0.5);
  g_assert_cmpstr (vt_event_get_summary (event), ==, "I/1 moves 240 paces at route march");

  next_zug (game);

  /* 310 paces on: refused in the umpire's words */
  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 1550, 1000 }, 0, "march", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_cmpstr (error->message, ==,
                   "I/1 can march 250 paces in this Zug at route march; "
                   "that point is 310 paces' march away over this ground");
  g_clear_error (&error);
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 2);

  /* at the double it gets there */
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1550, 1000 }, 0, "double", &error));
  g_assert_no_error (error);
  next_zug (game);

  /* the first activity is the default */
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1550, 1200 }, 0, NULL, &error));
  g_assert_no_error (error);

  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 1560, 1200 }, 0, "gallop", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_ACTIVITY);
  g_assert_cmpstr (error->message, ==, "I/1 cannot move at 'gallop'; its activities are march, double");
  g_clear_error (&error);

  next_zug (game);
  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 1550, -100 }, 0, "march", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_cmpstr (error->message, ==, "I/1 can march 250 paces in this Zug at route march; that point is off the map");
  g_clear_error (&error);

  /* three moves and the three Züge between them */
  for (guint i = 0; i < 6; i++)
    g_assert_true (vt_game_undo (game));
  vt_unit_get_position (unit, &at);
  g_assert_cmpfloat (at.x, ==, 1000);

  /* turning on the spot: the journal says the unit wheels; a line wheels
   * on a flank, whose arc counts against the march (150 paces of front) */
  {
    VtPoint here;

    vt_unit_get_position (unit, &here);
    g_assert_true (vt_game_move_unit (game, unit, &here, 90, "march", &error));
    g_assert_no_error (error);
    g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1)), ==,
                     "I/1 wheels to face 90°");
    g_assert_cmpfloat (vt_unit_get_facing (unit), ==, 90);
    g_assert_true (g_variant_lookup (vt_event_get_payload (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1)),
                                     "distance", "d", &distance));
    g_assert_cmpfloat_with_epsilon (distance, 150 * G_PI / 2, 0.01);
    next_zug (game);

    /* about face: 471 paces of arc, more than a Zug's 250 */
    g_assert_false (vt_game_move_unit (game, unit, &here, 270, "march", &error));
    g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
    g_assert_cmpstr (error->message, ==,
                     "I/1 can march 250 paces in this Zug at route march; wheeling to face 270° takes 472 of them");
    g_clear_error (&error);

    /* a wheel and a march together: 236 + 100 > 250 */
    here.x += 100;
    g_assert_false (vt_game_move_unit (game, unit, &here, 180, "march", &error));
    g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
    g_assert_cmpstr (error->message, ==,
                     "I/1 can march 250 paces in this Zug at route march; wheeling to face 180° takes 236 of "
                     "them; that point is 100 paces' march away over this ground");
    g_clear_error (&error);

    /* the wheel is paid at the pace of the ground the unit stands on: on
     * the road (375 a move) a line swings 120° (314 paces of arc); a
     * hundred paces off it, in the open (250), it cannot, though the road
     * is within its reach */
    {
      VtUnit *column = unit_of (game, "b3");
      VtPoint here_road, off_road;

      vt_unit_get_position (column, &here_road);
      g_assert_true (vt_game_move_unit (game, column, &here_road, 120, "march", &error));
      g_assert_no_error (error);
      next_zug (game);
      off_road = (VtPoint) { here_road.x, here_road.y - 100 };
      g_assert_true (vt_game_move_unit (game, column, &off_road, 120, "march", &error));
      g_assert_no_error (error);
      g_assert_false (vt_game_move_unit (game, column, &off_road, 240, "march", &error));
      g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
      g_clear_error (&error);
    }

    /* a column turns by its head, for nothing */
    g_assert_true (vt_game_set_formation (game, unit, "column", &error));
    g_assert_true (vt_game_move_unit (game, unit, &here, 270, "march", &error));
    g_assert_no_error (error);
  }
}

/* Issue 7: every drag offered the full reach again (hussars moved 134 +
 * 107 paces at route march, allowance 180, in one Zug). What a unit moves
 * and wheels is spent from its move; only the umpire gives more, and says
 * why. */
static void
test_move_spends_allowance (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  VtUnit *unit = unit_of (game, "b1");
  VtJournal *journal = vt_game_get_journal (game);
  double spent;

  g_assert_cmpfloat (vt_game_get_move_left (game, unit), ==, 1);

  /* 150 of 250 paces leaves 100 */
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1150, 1000 }, 0, "march", &error));
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (vt_event_get_payload (vt_journal_get_event (journal, 0)), "spent", "d", &spent));
  g_assert_cmpfloat_with_epsilon (spent, 0.6, 0.005);
  g_assert_cmpfloat_with_epsilon (vt_game_get_move_left (game, unit), 0.4, 0.005);

  /* another 120 is more than is left, and the refusal says what is */
  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 1270, 1000 }, 0, "march", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_cmpstr (error->message, ==,
                   "I/1 has 100 of 250 paces left in this Zug at route march; "
                   "that point is 120 paces' march away over this ground");
  g_clear_error (&error);

  /* the rest of it at the double: 100 of 250 left is 160 of 400 */
  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 1320, 1000 }, 0, "double", &error));
  g_clear_error (&error);
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1300, 1000 }, 0, "double", &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (vt_game_get_move_left (game, unit), 0.025, 0.005);

  /* other units keep their whole move */
  g_assert_cmpfloat (vt_game_get_move_left (game, unit_of (game, "b2")), ==, 1);

  /* the umpire may allow more, never without a reason */
  g_assert_false (vt_game_allow_move (game, unit, 0.5, "  ", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (error->message, ==, "an allowance for unit 'b1' needs the umpire's reason");
  g_clear_error (&error);
  g_assert_true (vt_game_allow_move (game, unit, 0.5, "forced march ordered by the general", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1)), ==,
                   "the umpire allows I/1 50% of a move more: forced march ordered by the general");
  g_assert_cmpfloat_with_epsilon (vt_game_get_move_left (game, unit), 0.525, 0.005);
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 1420, 1000 }, 0, "march", &error));
  g_assert_no_error (error);

  /* undo takes the move and the allowance back */
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpfloat_with_epsilon (vt_game_get_move_left (game, unit), 0.025, 0.005);

  /* the next Zug brings a whole move */
  next_zug (game);
  g_assert_cmpfloat (vt_game_get_move_left (game, unit), ==, 1);

  /* a wheel spends too: a line of 150 paces turning 90° swings 236 */
  {
    VtPoint here;

    vt_unit_get_position (unit, &here);
    g_assert_true (vt_game_move_unit (game, unit, &here, 90, "march", &error));
    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (vt_game_get_move_left (game, unit), 1 - 150 * G_PI / 2 / 250, 0.005);
  }
}

static void
test_set_formation (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  VtUnit *unit = unit_of (game, "b1");

  g_assert_true (vt_game_set_formation (game, unit, "square", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, "square");
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 1);

  /* the same formation again journals nothing */
  g_assert_true (vt_game_set_formation (game, unit, "square", &error));
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 1);

  g_assert_false (vt_game_set_formation (game, unit, "wedge", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, "square");
}

static void
test_reach_on_terrain (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtReach) march = vt_reach_new (game, unit_of (game, "b1"), "march", 1);
  g_autoptr(VtReach) road = vt_reach_new (game, unit_of (game, "b3"), "march", 1);
  g_autoptr(VtReach) near_marsh = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpfloat (vt_reach_get_allowance (march), ==, 250);
  g_assert_cmpfloat (vt_reach_get_cost (march, &(VtPoint) { 1000, 1000 }), ==, 0);
  g_assert_cmpfloat_with_epsilon (vt_reach_get_cost (march, &(VtPoint) { 1150, 1200 }), 1.0, 1e-6);
  g_assert_true (vt_reach_contains (march, &(VtPoint) { 1150, 1200 }));
  g_assert_false (vt_reach_contains (march, &(VtPoint) { 1000, 1260 }));
  g_assert_cmpfloat (vt_reach_get_cost (march, &(VtPoint) { -5, 1000 }), ==, G_MAXDOUBLE);

  /* the road is faster: 350 paces along it, not off it */
  g_assert_cmpfloat (vt_reach_get_allowance (road), ==, 375);
  g_assert_true (vt_reach_contains (road, &(VtPoint) { 1350, 2500 }));
  g_assert_true (vt_reach_contains (road, &(VtPoint) { 650, 2500 }));
  g_assert_false (vt_reach_contains (road, &(VtPoint) { 1000, 2150 }));

  /* the marsh, top to bottom, is in the way: nothing beyond it is reached */
  g_assert_true (vt_game_move_unit (game, unit_of (game, "b1"), &(VtPoint) { 1350, 1000 }, 0, "double", &error));
  next_zug (game);
  g_assert_true (vt_game_move_unit (game, unit_of (game, "b1"), &(VtPoint) { 1700, 1000 }, 0, "double", &error));
  next_zug (game);
  g_assert_true (vt_game_move_unit (game, unit_of (game, "b1"), &(VtPoint) { 1950, 1000 }, 0, "march", &error));
  g_assert_no_error (error);
  next_zug (game);
  near_marsh = vt_reach_new (game, unit_of (game, "b1"), "double", 1);
  g_assert_cmpfloat (vt_reach_get_cost (near_marsh, &(VtPoint) { 2050, 1000 }), ==, G_MAXDOUBLE);
  g_assert_cmpfloat (vt_reach_get_cost (near_marsh, &(VtPoint) { 2150, 1000 }), ==, G_MAXDOUBLE);
  g_assert_true (vt_reach_contains (near_marsh, &(VtPoint) { 1650, 1000 }));

  g_assert_false (vt_game_move_unit (game, unit_of (game, "b1"), &(VtPoint) { 2150, 1000 }, 0, "double", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_cmpstr (error->message, ==,
                   "I/1 can march 400 paces in this Zug at double time; "
                   "no way over this ground leads to that point");
}

/* A wood halves the pace: 200 paces into it take more than a move. */
static void
test_reach_wood (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(VtReach) reach = NULL;
  VtUnit *unit = unit_of (game, "b1");

  event = vt_event_new_move (1, unit, &(VtPoint) { 600, 900 }, 0);
  g_assert_true (vt_game_append (game, event, NULL));
  reach = vt_reach_new (game, unit, "march", 1);
  /* 100 open paces to the edge, then 100 in the wood at half pace */
  g_assert_cmpfloat_with_epsilon (vt_reach_get_cost (reach, &(VtPoint) { 600, 700 }), 100.0 / 250 + 100.0 / 125, 0.03);
  g_assert_false (vt_reach_contains (reach, &(VtPoint) { 600, 700 }));
  g_assert_true (vt_reach_contains (reach, &(VtPoint) { 600, 760 }));
}

/* A game on an open sheet with only the ground @build draws; I/1 stands at
 * (1000, 1000). No road, so the grid is sized by the open pace. */
static VtGame *
make_game_on (void (*build) (VtMap *map))
{
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtSide) blue_side = vt_side_new ("blue", "Blue", &blue);
  g_autoptr(VtScenario) scenario = NULL;

  build (map);
  scenario = vt_scenario_new ("fixture-terrain", map);
  g_assert_true (vt_scenario_add_side (scenario, blue_side, NULL));
  vt_test_add_block (scenario, "b1", "I/1", "blue", "line", 1000, 1000);
  return vt_game_new (scenario, fixture ("fixture-terrain"), 1);
}

/* Two marshes that meet at one corner, (951, 1051), their common edges
 * drawn along the sheet's axes, so the gap between them runs at 45°: the
 * north-west one reaches to the sheet's top and left edges, the
 * south-east one to its bottom and right. I/1 stands north-east of the
 * corner; south-west of it is the other half of the sheet, which touches
 * this one at a point and no more. */
static void
draw_marshes_meeting_at_a_corner (VtMap *map)
{
  vt_test_add_rectangle (map, "marsh-north-west", "marsh", 0, 0, 951, 1051);
  vt_test_add_rectangle (map, "marsh-south-east", "marsh", 951, 1051, 4000, 3000);
}

static void
test_reach_no_corner_cutting (void)
{
  g_autoptr(VtGame) game = make_game_on (draw_marshes_meeting_at_a_corner);
  VtUnit *unit = unit_of (game, "b1");
  g_autoptr(VtReach) march = vt_reach_new (game, unit, "march", 1);
  g_autoptr(VtReach) twice = vt_reach_new (game, unit, "double", 2);
  VtReach *reaches[] = { march, twice };
  /* just beyond the corner, and further on the far side */
  const VtPoint beyond[] = {
    { 949, 1053 }, { 948, 1052 }, { 945, 1055 }, { 940, 1060 }, { 900, 1100 }, { 800, 1200 },
    { 900, 1300 }, { 700, 1150 },
  };
  g_autoptr(GError) error = NULL;

  /* this side is open ground, right up to the corner */
  g_assert_cmpfloat_with_epsilon (vt_reach_get_cost (march, &(VtPoint) { 1200, 1000 }), 200.0 / 250, 0.01);
  g_assert_true (vt_reach_contains (march, &(VtPoint) { 970, 1030 }));
  g_assert_true (vt_reach_contains (twice, &(VtPoint) { 970, 1030 }));
  g_assert_true (vt_reach_contains (march, &(VtPoint) { 1000, 800 }));

  /* the far side is a few paces off, and out of reach */
  for (guint r = 0; r < G_N_ELEMENTS (reaches); r++)
    for (guint k = 0; k < G_N_ELEMENTS (beyond); k++)
      {
        if (g_test_verbose ())
          g_test_message ("reach %u, point (%g, %g)", r, beyond[k].x, beyond[k].y);
        g_assert_cmpfloat (vt_reach_get_cost (reaches[r], &beyond[k]), ==, G_MAXDOUBLE);
        g_assert_false (vt_reach_contains (reaches[r], &beyond[k]));
      }

  g_assert_false (vt_game_move_unit (game, unit, &(VtPoint) { 945, 1055 }, 0, "march", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
}

/* A marsh from west to east at y 1080–1120, with one gap at x 1100–1120
 * that is a wood. */
static void
draw_marsh_with_wooded_gap (VtMap *map)
{
  vt_test_add_rectangle (map, "marsh-west", "marsh", 0, 1080, 1100, 1120);
  vt_test_add_rectangle (map, "marsh-east", "marsh", 1120, 1080, 4000, 1120);
  vt_test_add_rectangle (map, "gap", "wood", 1100, 1080, 1120, 1120);
}

static void
test_reach_round_obstacle (void)
{
  g_autoptr(VtGame) game = make_game_on (draw_marsh_with_wooded_gap);
  VtUnit *unit = unit_of (game, "b1");
  g_autoptr(VtReach) march = vt_reach_new (game, unit, "march", 1);
  g_autoptr(VtReach) twice = vt_reach_new (game, unit, "march", 2);
  /* straight south is (1000, 1200), 200 paces, but the marsh is in the way:
   * the cheapest way goes to the gap's west corner (1100, 1080), 40 paces
   * through the wood at half pace, and back from (1100, 1120):
   * 2 × hypot (100, 80) open at 250 and 40 in the wood at 125 */
  double open = 2 * hypot (100, 80);
  double expected = open / 250 + 40.0 / 125;
  VtPoint beyond = { 1000, 1200 };

  /* within a cell's worth of the way (4 paces for one move, 8 for two) */
  g_assert_cmpfloat_with_epsilon (vt_reach_get_cost (march, &beyond), expected, 0.015);
  g_assert_cmpfloat_with_epsilon (vt_reach_get_cost (twice, &beyond), expected, 0.04);
  /* more than the way round at the open pace alone says */
  g_assert_cmpfloat (vt_reach_get_cost (march, &beyond), >, (open + 40) / 250 + 0.1);
  g_assert_false (vt_reach_contains (march, &beyond));
  g_assert_true (vt_reach_contains (twice, &beyond));
}

static VtGame *
make_board_game (void)
{
  VtRuleset *ruleset = fixture ("fixture-board");
  g_autoptr(VtMap) map = vt_map_new_board (vt_ruleset_get_board (ruleset), "square");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-board", map);
  g_autoptr(VtSide) side = vt_side_new ("blue", "Blue", &blue);
  g_autoptr(VtUnit) unit = vt_unit_new ("f1", "infantry", "blue");

  g_assert_true (vt_scenario_add_side (scenario, side, NULL));
  vt_unit_set_cell (unit, 4);
  vt_unit_set_strength (unit, 1);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
  return vt_game_new (scenario, ruleset, 1);
}

static double
cost_of_cell (VtReach *reach,
              guint    number)
{
  const VtCell *cell = vt_board_find_cell (vt_ruleset_get_board (fixture ("fixture-board")), number);

  return vt_reach_get_cost (reach, &cell->centre);
}

/* Cell 4 touches 1, 2, 6 and 7; 6 and 8 are the river. */
static void
test_reach_on_board (void)
{
  g_autoptr(VtGame) game = make_board_game ();
  VtUnit *unit = unit_of (game, "f1");
  g_autoptr(VtReach) one = vt_reach_new (game, unit, NULL, 1);
  g_autoptr(VtReach) two = vt_reach_new (game, unit, "step", 2);
  g_autoptr(GError) error = NULL;
  const VtCell *cell;

  g_assert_cmpfloat (vt_reach_get_allowance (one), ==, 1);
  g_assert_cmpfloat (cost_of_cell (one, 4), ==, 0);
  g_assert_cmpfloat (cost_of_cell (one, 1), ==, 1);
  g_assert_cmpfloat (cost_of_cell (one, 7), ==, 1);
  g_assert_cmpfloat (cost_of_cell (one, 6), ==, G_MAXDOUBLE);
  g_assert_cmpfloat (cost_of_cell (one, 5), ==, 2);
  g_assert_false (vt_reach_contains (one, &vt_board_find_cell (vt_ruleset_get_board (fixture ("fixture-board")), 5)->centre));
  g_assert_true (vt_reach_contains (two, &vt_board_find_cell (vt_ruleset_get_board (fixture ("fixture-board")), 5)->centre));
  g_assert_cmpfloat (cost_of_cell (two, 8), ==, G_MAXDOUBLE);
  g_assert_cmpfloat (vt_reach_get_cost (one, &(VtPoint) { 100, 100 }), ==, G_MAXDOUBLE);

  cell = vt_board_find_cell (vt_ruleset_get_board (fixture ("fixture-board")), 7);
  g_assert_true (vt_game_move_unit (game, unit, &cell->centre, 0, "step", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_cell (unit), ==, 7);

  cell = vt_board_find_cell (vt_ruleset_get_board (fixture ("fixture-board")), 8);
  g_assert_false (vt_game_move_unit (game, unit, &cell->centre, 0, "step", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_cmpuint (vt_unit_get_cell (unit), ==, 7);
}

/* ---- actions and the ledger --------------------------------------------- */

static GVariant *
fire_at (const char *target,
         gint64      range)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&dict, "firer", "s", "b1");
  g_variant_dict_insert (&dict, "target", "s", target);
  g_variant_dict_insert (&dict, "range", "x", range);
  g_variant_dict_insert (&dict, "die", "s", "II");
  return g_variant_dict_end (&dict);
}

static void
test_prepare_action (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree const char **filled = NULL;
  gint64 range;
  const char *die;
  gboolean covered;

  prepared = vt_game_prepare_action (game, "test-fire",
                                     g_variant_new_parsed ("{'firer': <'b1'>, 'target': <'b2'>}"),
                                     &error);
  g_assert_no_error (error);
  params = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
  g_assert_true (g_variant_lookup (params, "range", "x", &range));
  g_assert_cmpint (range, ==, 300);
  g_assert_true (g_variant_lookup (params, "covered", "b", &covered));
  g_assert_false (covered);
  g_assert_true (g_variant_lookup (prepared, "die", "&s", &die));
  g_assert_cmpstr (die, ==, "II");
  g_assert_true (g_variant_lookup (prepared, "filled", "^a&s", &filled));
  g_assert_cmpuint (g_strv_length ((char **) filled), ==, 3);

  /* what is given must be right even though not all is given yet */
  g_clear_pointer (&prepared, g_variant_unref);
  prepared = vt_game_prepare_action (game, "test-fire",
                                     g_variant_new_parsed ("{'firer': <'b1'>, 'range': <int64 700>}"),
                                     &error);
  g_assert_null (prepared);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, "test-fire: range is 700; it must be from 0 to 400");
  g_clear_error (&error);

  prepared = vt_game_prepare_action (game, "test-fire",
                                     g_variant_new_parsed ("{'firer': <'b9'>}"), &error);
  g_assert_null (prepared);
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT);
  g_assert_cmpstr (error->message, ==, "test-fire: firer is 'b9', but there is no unit 'b9' in this game");
  g_clear_error (&error);

  /* a selection of several units, one of them unknown */
  prepared = vt_game_prepare_action (game, "test-fire",
                                     g_variant_new_parsed ("{'firer': <'b1, b9'>}"), &error);
  g_assert_null (prepared);
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT);
  g_assert_cmpstr (error->message, ==, "test-fire: firer is 'b1, b9', but there is no unit 'b9' in this game");
}

static void
test_resolve_apply_undo (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GVariant) payload_outcome = NULL;
  g_autoptr(GError) error = NULL;
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *target = unit_of (game, "b2");
  g_autoptr(VtLossEntry) entry = NULL;
  const guint faces[] = { 4 };
  VtEvent *event;
  const char *action;
  guint loss;

  vt_dice_enter_faces (vt_game_get_dice (game), faces, 1);
  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b2", 300), &dice, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (outcome, "loss", "u", &loss));
  g_assert_cmpuint (loss, ==, 12);
  g_assert_cmpuint (g_variant_n_children (dice), ==, 1);

  /* resolving is a preview: nothing is journalled or changed yet */
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 0);
  g_assert_cmpuint (vt_unit_get_strength (target), ==, 450);

  g_assert_true (vt_game_apply_action (game, "test-fire", fire_at ("b2", 300), outcome, dice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 1);
  event = vt_journal_get_event (journal, 0);
  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_ACTION);
  g_assert_cmpstr (vt_event_get_summary (event), ==, "b1 fires on b2: 12 lost");
  g_assert_true (g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action));
  g_assert_cmpstr (action, ==, "test-fire");
  payload_outcome = g_variant_lookup_value (vt_event_get_payload (event), "outcome", G_VARIANT_TYPE_VARDICT);
  g_assert_true (g_variant_equal (payload_outcome, outcome));
  g_assert_cmpuint (g_variant_n_children (vt_event_get_dice (event)), ==, 1);
  g_assert_cmpuint (vt_unit_get_strength (target), ==, 438);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ledger)), ==, 1);
  entry = g_list_model_get_item (G_LIST_MODEL (ledger), 0);
  g_assert_cmpstr (vt_loss_entry_get_unit (entry), ==, "b2");
  g_assert_cmpstr (vt_loss_entry_get_side (entry), ==, "red");
  g_assert_cmpstr (vt_loss_entry_get_arm (entry), ==, "infantry");
  g_assert_cmpfloat (vt_loss_entry_get_points (entry), ==, 12);
  g_assert_cmpuint (vt_loss_entry_get_move (entry), ==, 1);

  /* undo takes the event, its changes and its losses back */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_strength (target), ==, 450);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ledger)), ==, 0);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpuint (vt_unit_get_strength (target), ==, 438);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "red", NULL, NULL), ==, 12);
}

/* A range the map measures, changed by the umpire, is his ruling: refused
 * until he gives his reason, which the journal's line then reads. */
static void
test_action_ruling (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GVariantDict) ruled = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GVariant) base = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autofree char *line = NULL;

  /* as measured: no question */
  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b2", 300), NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&outcome, g_variant_unref);

  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b2", 100), NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_cmpstr (error->message, ==, "Test fire: the map gives Range 300; 100 is the umpire's ruling. The umpire "
                   "may allow it with his reason (umpire-allows=REASON)");
  g_clear_error (&error);

  base = g_variant_ref_sink (fire_at ("b2", 100));
  g_variant_dict_init (&ruled, base);
  g_variant_dict_insert (&ruled, VT_PARAM_UMPIRE_ALLOWS, "s", "the road was clear");
  params = g_variant_ref_sink (g_variant_dict_end (&ruled));
  /* both take a reference of their own */
  outcome = vt_game_resolve_action (game, "test-fire", params, &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "test-fire", params, outcome, dice, &error));
  g_assert_no_error (error);
  line = vt_event_dup_text (vt_journal_get_event (vt_game_get_journal (game), 0));
  g_assert_true (g_str_has_suffix (line, " (allowed by the umpire: the road was clear)"));
}

/* A six shakes the target for two Züge: a condition from an action. */
static void
test_action_puts_condition (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;
  const guint faces[] = { 6 };

  vt_dice_enter_faces (vt_game_get_dice (game), faces, 1);
  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b2", 300), &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "test-fire", fire_at ("b2", 300), outcome, dice, &error));
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "b2"), "shaken"), ==, 2);
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "b2"), "shaken"), ==, 1);
}

static void
test_resolve_refusals (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtGame) plain = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) scenario = make_scenario ();

  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b7", 100), NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT);
  g_assert_cmpstr (error->message, ==, "test-fire: target is 'b7', but there is no unit 'b7' in this game");
  g_clear_error (&error);

  outcome = vt_game_resolve_action (game, "test-fire", fire_at ("b2", -100), NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, "test-fire: range is -100; it must be from 0 to 400");
  g_clear_error (&error);

  /* a loss booked to a unit the game does not have is refused on apply */
  g_assert_false (vt_game_apply_action (game, "test-fire", fire_at ("b2", 100),
                                        g_variant_new_parsed ("{'losses': <[{'unit': <'b9'>, 'points': <3.0>}]>}"),
                                        NULL, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT);
  g_clear_error (&error);
  g_assert_false (vt_game_apply_action (game, "test-fire", fire_at ("b2", 100),
                                        g_variant_new_parsed ("{'changes': <'all of them'>}"),
                                        NULL, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 0);

  plain = vt_game_new (scenario, NULL, 1);
  outcome = vt_game_resolve_action (plain, "test-fire", fire_at ("b2", 100), NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_NO_RULESET);
}

static void
count_items_changed (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     guint      *count)
{
  (*count)++;
}

static void
test_ledger_totals (void)
{
  g_autoptr(VtLossLedger) ledger = vt_loss_ledger_new ();
  g_autoptr(VtLossEntry) second = NULL;
  guint changed = 0;

  g_signal_connect (ledger, "items-changed", G_CALLBACK (count_items_changed), &changed);
  vt_loss_ledger_book (ledger, 1, "b1", "blue", "infantry", 12, "fire at 300 paces", -1);
  vt_loss_ledger_book (ledger, 2, "c1", "blue", "cavalry", 4.5, NULL, -1);
  vt_loss_ledger_book (ledger, 2, "b2", "red", "infantry", 30, "close combat", -1);
  vt_loss_ledger_book (ledger, 3, "b1", "blue", "infantry", 3, NULL, -1);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ledger)), ==, 4);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (ledger)) == VT_TYPE_LOSS_ENTRY);
  second = g_list_model_get_item (G_LIST_MODEL (ledger), 1);
  g_assert_cmpstr (vt_loss_entry_get_unit (second), ==, "c1");
  g_assert_null (vt_loss_entry_get_note (second));
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (ledger), 4));

  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, NULL, NULL, NULL), ==, 49.5);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "blue", NULL, NULL), ==, 19.5);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "blue", "infantry", NULL), ==, 15);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, NULL, "infantry", NULL), ==, 45);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, NULL, NULL, "b1"), ==, 15);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "red", "cavalry", NULL), ==, 0);
  g_assert_cmpuint (changed, ==, 4);

  vt_loss_ledger_clear (ledger);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ledger)), ==, 0);
  g_assert_cmpuint (changed, ==, 5);
  vt_loss_ledger_clear (ledger);
  g_assert_cmpuint (changed, ==, 5);
}

/* The defaults a plugin that fills no play-mode slot gets. */
/* A board ruleset that gives no board moves (get_board_move unset): no
 * cells to highlight and no action, so the window moves its pieces by
 * their reach, as before. */
static void
test_board_moves_default (void)
{
  g_autoptr(VtGame) game = make_board_game ();
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *action = NULL;
  g_autoptr(GVariant) params = NULL;

  g_assert_false (vt_ruleset_get_destinations (vt_game_get_ruleset (game), game, unit_of (game, "f1"), cells));
  g_assert_cmpuint (cells->len, ==, 0);
  g_assert_false (vt_ruleset_get_move_action (vt_game_get_ruleset (game), game, unit_of (game, "f1"), 5,
                                              &action, &params));
  g_assert_null (action);
  g_assert_null (params);
}

static void
test_ruleset_defaults (void)
{
  VtRuleset *board = fixture ("fixture-board");
  g_autoptr(VtUnit) unit = vt_unit_new ("x", "infantry", "blue");
  g_autoptr(VtUnit) column = vt_unit_new ("y", "infantry-block", "blue");
  guint n;
  double frontage, depth;

  g_assert_null (vt_ruleset_get_tables (board, &n));
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (vt_ruleset_get_options (board, &n));
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (vt_ruleset_get_message_delay (board, NULL, 5000, 20), ==, 0);
  g_assert_cmpfloat (vt_ruleset_get_sight_range (board, NULL, unit), ==, G_MAXDOUBLE);
  vt_ruleset_get_footprint (board, unit, &frontage, &depth);
  g_assert_cmpfloat (frontage, ==, 1);
  g_assert_cmpfloat (depth, ==, 1);

  /* the fixture's own: a column is narrow and deep */
  vt_unit_set_formation (column, "column");
  vt_ruleset_get_footprint (fixture ("fixture-terrain"), column, &frontage, &depth);
  g_assert_cmpfloat (frontage, ==, 50);
  g_assert_cmpfloat (depth, ==, 90);
  g_assert_cmpuint (vt_ruleset_get_message_delay (fixture ("fixture-terrain"), NULL, 2500, 10), ==, 8);
}

/* What the game reads for itself from an event is checked on append, as
 * the file reader checks it: the clock within the ruleset's phases and a
 * real number of Züge, losses of real units and not below 0. */
static void
test_append_checks (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtJournal *journal = vt_game_get_journal (game);
  const struct {
    const char *kind;
    const char *payload;
    const char *message;
  } refused[] = {
    { VT_EVENT_CLOCK, "{'phase': <uint32 3>}",
      "a clock event names a phase the ruleset does not have; it has 3" },
    { VT_EVENT_CLOCK, "{'zuege': <uint32 0>}",
      "a clock event must advance one Zug or more, as a whole number" },
    { VT_EVENT_CLOCK, "{'zuege': <int64 2>}",
      "a clock event must advance one Zug or more, as a whole number" },
    { VT_EVENT_CLOCK, "{'zuege': <uint32 4294967295>}",
      "the clock cannot pass Zug 100000000, further than any game runs" },
    { VT_EVENT_ACTION, "{'outcome': <{'losses': <[{'unit': <'b2'>, 'points': <-500.0>}]>}>}",
      "the loss of unit 'b2' in the outcome is -500 points; a loss is 0 or more" },
    { VT_EVENT_ACTION, "{'outcome': <{'losses': <[{'unit': <'nobody'>, 'points': <5.0>}]>}>}",
      "the outcome books a loss to unit 'nobody', which is not in this game" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(VtEvent) event = vt_event_new (refused[i].kind, 1, "odd", g_variant_new_parsed (refused[i].payload),
                                               NULL, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (vt_game_append (game, event, &error));
      g_assert_error (error, VT_GAME_ERROR, (int) (i == 5 ? VT_GAME_ERROR_UNKNOWN_UNIT : VT_GAME_ERROR_BAD_CHANGE));
      g_assert_cmpstr (error->message, ==, refused[i].message);
      g_assert_cmpuint (vt_journal_get_length (journal), ==, 0);
    }

  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, NULL, NULL), ==, 0);
}

/* The demo game (reiswitz-1824) as its file has it. */
static VtGame *
load_demo (void)
{
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"),
                                         vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

/* Resolves @action from @words in @game; NULL with @error set when refused. */
static GVariant *
resolve_words (VtGame              *game,
               const char          *action,
               const char * const  *words,
               GError             **error)
{
  g_autoptr(GVariant) params = vt_ruleset_parse_params (vt_game_get_ruleset (game), action,
                                                        words, error);

  if (params == NULL)
    return NULL;
  vt_dice_enter_faces (vt_game_get_dice (game), (const guint[]) { 3, 3, 3, 3 }, 4);
  /* resolving sinks its own reference */
  return vt_game_resolve_action (game, action, params, NULL, error);
}

/* Issue 7, "actions follow the rules of the moment": fire in the movement
 * phase, close combat 1,800 paces apart, a fight within one side, a
 * cavalry charge by an infantry block. The first three are the umpire's to
 * allow, with his reason journalled; the last is refused outright. */
static void
test_rules_of_the_moment (void)
{
  g_autoptr(VtGame) game = load_demo ();
  g_autoptr(GError) phase = NULL;
  g_autoptr(GError) far = NULL;
  g_autoptr(GError) own = NULL;
  g_autoptr(GError) charge = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) allowed = NULL;
  g_autoptr(GVariant) refused = NULL;

  /* Zug 1, Movement: fire belongs to the fire phases */
  g_assert_cmpuint (vt_game_get_phase (game), ==, 0);
  refused = resolve_words (game, "infantry-fire",
                           (const char *[]) { "firer=r-1-1a", "target=b-1-2a", NULL }, &phase);
  g_assert_null (refused);
  g_assert_error (phase, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (phase->message, "Infantry fire belongs to the phase Fire of Rot, Fire of Blau"));
  g_assert_nonnull (strstr (phase->message, "the game is in Movement"));

  /* Issue 7: "phases name the side": the fire phases say whose fire */
  {
    g_autofree char *movement = vt_game_dup_phase_label (game, 0);
    g_autofree char *first = vt_game_dup_phase_label (game, 1);
    g_autofree char *second = vt_game_dup_phase_label (game, 2);

    g_assert_cmpstr (movement, ==, "Movement");
    g_assert_cmpstr (first, ==, "Fire of Rot");
    g_assert_cmpstr (second, ==, "Fire of Blau");
  }

  /* the umpire allows it: his reason goes into the journal with the action */
  allowed = resolve_words (game, "infantry-fire",
                           (const char *[]) { "firer=r-1-1a", "target=b-1-2a",
                                              "range=300",
                                              "umpire-allows=the volley was fired on the march", NULL },
                           &error);
  g_assert_no_error (error);
  {
    const char *words[] = { "firer=r-1-1a", "target=b-1-2a", "range=300",
                            "umpire-allows=the volley was fired on the march", NULL };
    g_autoptr(GVariant) params = vt_ruleset_parse_params (vt_game_get_ruleset (game),
                                                          "infantry-fire", words, &error);
    VtJournal *journal = vt_game_get_journal (game);
    GVariant *payload;
    g_autoptr(GVariant) journalled = NULL;
    const char *reason = NULL;

    g_assert_true (vt_game_apply_action (game, "infantry-fire", params, allowed, NULL, &error));
    g_assert_no_error (error);
    payload = vt_event_get_payload (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
    journalled = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
    g_assert_true (g_variant_lookup (journalled, VT_PARAM_UMPIRE_ALLOWS, "&s", &reason));
    g_assert_cmpstr (reason, ==, "the volley was fired on the march");
  }

  /* on to close combat */
  while (vt_game_get_phase (game) != 3)
    g_assert_true (vt_game_advance_phase (game, NULL));

  g_clear_pointer (&refused, g_variant_unref);
  refused = resolve_words (game, "close-combat",
                           (const char *[]) { "attacker=r-1-1a", "defender=b-1-2a", NULL }, &far);
  g_assert_null (refused);
  g_assert_error (far, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_test_message ("%s", far->message);
  g_assert_nonnull (strstr (far->message, "paces off"));
  g_assert_nonnull (strstr (far->message, "at most 250 paces"));

  refused = resolve_words (game, "close-combat",
                           (const char *[]) { "attacker=r-1-1a", "defender=r-1-1b", NULL }, &own);
  g_assert_null (refused);
  g_assert_error (own, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_test_message ("%s", own->message);
  g_assert_nonnull (strstr (own->message, "are both Rot's"));

  /* an infantry block does not charge, whatever the umpire says */
  refused = resolve_words (game, "cavalry-charge",
                           (const char *[]) { "cavalry=r-1-1a", "infantry=b-1-2a",
                                              "umpire-allows=they ran at them", NULL }, &charge);
  g_assert_null (refused);
  g_assert_error (charge, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (charge->message, "is no cavalry"));

  /* the umpire may let the distant attack go in */
  g_clear_pointer (&allowed, g_variant_unref);
  allowed = resolve_words (game, "close-combat",
                           (const char *[]) { "attacker=r-1-1a", "defender=b-1-2a",
                                              "umpire-allows=the defenders came forward to meet them",
                                              NULL }, &error);
  g_assert_no_error (error);
  g_assert_nonnull (allowed);
}

/* Issue 7: house rules and options are the umpire's decisions, journalled:
 * undo takes them back, the file (and so the autosave) keeps them, and a
 * crash after ticking Night no longer loses it. */
static void
test_house_rules_journalled (void)
{
  g_autoptr(VtGame) game = load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtGame) again = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  const VtRuleTable *tables;
  const char *table, *row, *column;
  double ruleset_value;
  guint n_tables, head = vt_journal_get_head (journal);

  tables = vt_ruleset_get_tables (vt_game_get_ruleset (game), &n_tables);
  g_assert_cmpuint (n_tables, >, 0);
  table = tables[0].id;
  row = tables[0].rows[0];
  column = tables[0].columns[0];
  ruleset_value = vt_game_get_table_value (game, table, row, column);

  g_assert_true (vt_game_set_house_rule (game, table, row, column, ruleset_value + 3, &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_set_option (game, "night", g_variant_new_boolean (TRUE), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 2);
  g_assert_cmpstr (vt_event_get_kind (vt_journal_get_event (journal, head)), ==, VT_EVENT_HOUSE_RULE);
  g_assert_cmpfloat (vt_game_get_table_value (game, table, row, column), ==, ruleset_value + 3);
  g_assert_true (vt_option_get_boolean (game, "night", FALSE));
  /* the same value again is no new decision */
  g_assert_true (vt_game_set_option (game, "night", g_variant_new_boolean (TRUE), NULL));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 2);

  /* the file keeps both, as journal events */
  bytes = vt_game_file_to_bytes (game);
  again = vt_game_file_load_bytes (bytes, "again.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (vt_game_get_table_value (again, table, row, column), ==, ruleset_value + 3);
  g_assert_true (vt_option_get_boolean (again, "night", FALSE));

  /* undo takes them back, one by one; redo brings them again */
  g_assert_true (vt_game_undo (game));
  g_assert_false (vt_option_get_boolean (game, "night", FALSE));
  g_assert_cmpfloat (vt_game_get_table_value (game, table, row, column), ==, ruleset_value + 3);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpfloat (vt_game_get_table_value (game, table, row, column), ==, ruleset_value);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpfloat (vt_game_get_table_value (game, table, row, column), ==, ruleset_value + 3);

  /* back to the ruleset's, and refused nonsense */
  g_assert_true (vt_game_clear_house_rule (game, table, row, column, &error));
  g_assert_cmpfloat (vt_game_get_table_value (game, table, row, column), ==, ruleset_value);
  g_assert_false (vt_game_set_option (game, "night", g_variant_new_string ("yes"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (vt_game_set_house_rule (game, "no-such-table", row, column, 1, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/play/conditions/count-down", test_conditions_count_down);
  g_test_add_func ("/vt/play/conditions/until-ended", test_conditions_until_ended);
  g_test_add_func ("/vt/play/conditions/by-change", test_conditions_by_change);
  g_test_add_func ("/vt/play/clock/phases-and-time", test_phases_and_time);
  g_test_add_func ("/vt/play/clock/one-implicit-phase", test_one_implicit_phase);
  g_test_add_func ("/vt/play/tables/house-rules", test_house_rules);
  g_test_add_func ("/vt/play/tables/round-trip", test_house_rules_round_trip);
  g_test_add_func ("/vt/play/params/parse", test_parse_params);
  g_test_add_func ("/vt/play/params/check", test_check_params);
  g_test_add_func ("/vt/play/move/unit", test_move_unit);
  g_test_add_func ("/vt/play/move/spends-allowance", test_move_spends_allowance);
  g_test_add_func ("/vt/play/move/formation", test_set_formation);
  g_test_add_func ("/vt/play/reach/terrain", test_reach_on_terrain);
  g_test_add_func ("/vt/play/reach/wood", test_reach_wood);
  g_test_add_func ("/vt/play/reach/no-corner-cutting", test_reach_no_corner_cutting);
  g_test_add_func ("/vt/play/reach/round-obstacle", test_reach_round_obstacle);
  g_test_add_func ("/vt/play/reach/board", test_reach_on_board);
  g_test_add_func ("/vt/play/action/prepare", test_prepare_action);
  g_test_add_func ("/vt/play/action/resolve-apply-undo", test_resolve_apply_undo);
  g_test_add_func ("/vt/play/action/condition", test_action_puts_condition);
  g_test_add_func ("/vt/play/action/ruling", test_action_ruling);
  g_test_add_func ("/vt/play/action/refusals", test_resolve_refusals);
  g_test_add_func ("/vt/play/action/rules-of-the-moment", test_rules_of_the_moment);
  g_test_add_func ("/vt/play/tables/house-rules-journalled", test_house_rules_journalled);
  g_test_add_func ("/vt/play/ledger/totals", test_ledger_totals);
  g_test_add_func ("/vt/play/ruleset/defaults", test_ruleset_defaults);
  g_test_add_func ("/vt/play/board-moves-default", test_board_moves_default);

  g_test_add_func ("/vt/play/append-checks", test_append_checks);
  return g_test_run ();
}
