/* test-plugin-loader.c: loading ruleset plugins, and refusing broken ones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-plugin-loader"

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gmodule.h>

#include <vertrauter.h>

static const char *
fixture_dir (const char *variable)
{
  const char *dir = g_getenv (variable);

  g_assert_nonnull (dir);
  return dir;
}

/* A registry with the good fixtures loaded first, then the broken ones. */
static VtRulesetRegistry *
load_all_fixtures (void)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_new ();
  const char *folders[] = {
    fixture_dir ("VT_FIXTURE_RULESETS_DIR"),
    fixture_dir ("VT_FIXTURE_BROKEN_DIR"),
    NULL
  };

  vt_ruleset_registry_load_path (registry, folders);
  return registry;
}

static VtPluginInfo *
find_plugin (VtRulesetRegistry *registry,
             const char        *file_name)
{
  GListModel *plugins = vt_ruleset_registry_get_plugins (registry);

  for (guint i = 0; i < g_list_model_get_n_items (plugins); i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      g_autofree char *base = g_path_get_basename (vt_plugin_info_get_path (info));

      if (g_str_equal (base, file_name))
        return info; /* the registry keeps it alive */
    }

  return NULL;
}

/* The plugin list is what `vertrauter-tool list-rulesets` and the About
 * dialog show: every module looked at, in the order it was looked at. */
static void
test_plugins_listed_in_load_order (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  GListModel *plugins = vt_ruleset_registry_get_plugins (registry);
  const char *expected[] = {
    "fixture-board.so", "fixture-terrain.so",
    "abi-too-new.so", "duplicate-id.so", "init-fails.so", "no-descriptor.so", "not-a-module.so",
  };

  g_assert_cmpuint (g_list_model_get_n_items (plugins), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      g_autofree char *base = g_path_get_basename (vt_plugin_info_get_path (info));

      g_assert_cmpstr (base, ==, expected[i]);
      g_assert_cmpint (vt_plugin_info_is_loaded (info), ==, i < 2);
      if (i < 2)
        {
          g_assert_null (vt_plugin_info_get_error (info));
          g_assert_nonnull (vt_plugin_info_get_ruleset (info));
          g_assert_cmpstr (vt_plugin_info_get_version (info), ==, PACKAGE_VERSION);
        }
      else
        {
          g_assert_nonnull (vt_plugin_info_get_error (info));
          g_assert_null (vt_plugin_info_get_ruleset (info));
        }
    }
}

static void
test_rulesets_sorted_by_id (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  GListModel *rulesets = vt_ruleset_registry_get_rulesets (registry);
  g_autoptr(VtRuleset) first = NULL;
  g_autoptr(VtRuleset) second = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (rulesets), ==, 2);
  first = g_list_model_get_item (rulesets, 0);
  second = g_list_model_get_item (rulesets, 1);
  g_assert_cmpstr (vt_ruleset_get_id (first), ==, "fixture-board");
  g_assert_cmpstr (vt_ruleset_get_id (second), ==, "fixture-terrain");

  g_assert_true (vt_ruleset_registry_lookup (registry, "fixture-board") == first);
  g_assert_true (vt_ruleset_registry_lookup (registry, "fixture-terrain") == second);
  g_assert_null (vt_ruleset_registry_lookup (registry, "reiswitz-1824"));
  g_assert_null (vt_ruleset_registry_lookup (registry, "abi-too-new"));
  g_assert_null (vt_ruleset_registry_lookup (registry, "init-fails"));
}

static void
test_terrain_fixture_catalogue (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  const VtSection *sections;
  const VtTerrainKind *kinds;
  const VtTerrainKind *river;
  const VtUnitType *types;
  const VtUnitType *infantry;
  const VtAction *actions;
  const VtAction *fire;
  guint n;

  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_title (ruleset), ==, "Fixture ruleset on measured terrain");
  g_assert_cmpstr (vt_ruleset_get_unit_of_length (ruleset), ==, "pace");
  g_assert_cmpuint (vt_ruleset_get_minutes_per_move (ruleset), ==, 2);
  g_assert_null (vt_ruleset_get_board (ruleset));

  sections = vt_ruleset_get_sections (ruleset, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (sections[0].status, ==, VT_SECTION_IMPLEMENTED);
  g_assert_cmpint (sections[1].status, ==, VT_SECTION_DERIVED);
  g_assert_nonnull (strstr (sections[1].note, "fixture"));

  kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);
  g_assert_nonnull (kinds);
  g_assert_cmpuint (n, ==, 7);
  river = vt_ruleset_find_terrain_kind (ruleset, "river");
  g_assert_nonnull (river);
  g_assert_cmpint (river->geometry, ==, VT_GEOMETRY_POLYLINE);
  g_assert_cmpfloat (river->width, ==, 30.0);
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "wood")->pattern, ==, VT_PATTERN_TREES);
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "church")->geometry, ==, VT_GEOMETRY_POINT);
  g_assert_null (vt_ruleset_find_terrain_kind (ruleset, "glacier"));

  types = vt_ruleset_get_unit_types (ruleset, &n);
  g_assert_nonnull (types);
  g_assert_cmpuint (n, ==, 3);
  infantry = vt_ruleset_find_unit_type (ruleset, "infantry-block");
  g_assert_nonnull (infantry);
  g_assert_cmpstr (infantry->arm, ==, "infantry");
  g_assert_cmpuint (infantry->strength, ==, 450);
  g_assert_cmpfloat (infantry->frontage, ==, 150.0);
  g_assert_cmpfloat (infantry->depth, ==, 30.0);
  g_assert_cmpstr (infantry->formations[0], ==, "line");
  g_assert_cmpuint (g_strv_length ((char **) infantry->formations), ==, 3);
  g_assert_cmpuint (vt_ruleset_find_unit_type (ruleset, "half-battery")->strength, ==, 4);
  g_assert_null (vt_ruleset_find_unit_type (ruleset, "hussar"));

  actions = vt_ruleset_get_actions (ruleset, &n);
  g_assert_nonnull (actions);
  g_assert_cmpuint (n, ==, 1);
  fire = vt_ruleset_find_action (ruleset, "test-fire");
  g_assert_true (fire == &actions[0]);
  g_assert_cmpuint (fire->n_params, ==, 5);
  g_assert_cmpstr (fire->params[2].name, ==, "range");
  g_assert_cmpint (fire->params[2].type, ==, VT_PARAM_INTEGER);
  g_assert_cmpfloat (fire->params[2].maximum, ==, 400.0);
  g_assert_true (fire->params[3].optional);
  g_assert_null (vt_ruleset_find_action (ruleset, "bombard"));
}

static void
test_board_fixture_catalogue (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-board");
  const VtBoard *board;
  guint n_river = 0;
  guint n;

  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_unit_of_length (ruleset), ==, "square");
  g_assert_cmpuint (vt_ruleset_get_minutes_per_move (ruleset), ==, 0);
  g_assert_null (vt_ruleset_get_actions (ruleset, &n));
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (vt_ruleset_get_sections (ruleset, &n));
  g_assert_cmpuint (n, ==, 0);
  g_assert_nonnull (vt_ruleset_find_unit_type (ruleset, "infantry"));
  g_assert_nonnull (vt_ruleset_find_unit_type (ruleset, "artillery"));
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "river")->geometry, ==, VT_GEOMETRY_POLYGON);

  board = vt_ruleset_get_board (ruleset);
  g_assert_nonnull (board);
  g_assert_cmpuint (board->n_cells, ==, 13);

  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];

      g_assert_cmpuint (cell->number, ==, i + 1);
      g_assert_cmpuint (cell->n_outline, ==, 4);
      /* a diamond of the turned square grid */
      g_assert_cmpint (((int) cell->centre.x + (int) cell->centre.y) % 2, ==, 1);
      g_assert_cmpfloat (cell->centre.x, >, 0);
      g_assert_cmpfloat (cell->centre.x, <, board->width);
      g_assert_cmpfloat (cell->centre.y, >, 0);
      g_assert_cmpfloat (cell->centre.y, <, board->height);
      if (g_strcmp0 (cell->terrain, "river") == 0)
        n_river++;

      /* adjacency runs both ways */
      for (guint j = 0; j < cell->n_neighbours; j++)
        {
          const VtCell *other = &board->cells[cell->neighbours[j] - 1];
          gboolean back = FALSE;

          for (guint k = 0; k < other->n_neighbours; k++)
            back |= other->neighbours[k] == cell->number;
          g_assert_true (back);
        }
    }

  g_assert_cmpuint (n_river, >=, 1);
  /* the centre cell 7 touches 4, 5, 9 and 10 */
  g_assert_cmpuint (board->cells[6].n_neighbours, ==, 4);
  g_assert_cmpuint (board->cells[6].neighbours[0], ==, 4);
  g_assert_cmpuint (board->cells[6].neighbours[3], ==, 10);
  /* a corner touches only the cell diagonally inside it */
  g_assert_cmpuint (board->cells[0].n_neighbours, ==, 1);
  g_assert_cmpuint (board->cells[0].neighbours[0], ==, 4);
}

static void
assert_refused (VtRulesetRegistry *registry,
                const char        *file_name,
                VtPluginError      code,
                const char        *reason)
{
  VtPluginInfo *info = find_plugin (registry, file_name);
  const GError *error;

  g_assert_nonnull (info);
  g_assert_false (vt_plugin_info_is_loaded (info));
  g_assert_null (vt_plugin_info_get_ruleset (info));
  error = vt_plugin_info_get_error (info);
  g_assert_error ((GError *) error, VT_PLUGIN_ERROR, (int) code);
  g_test_message ("%s: %s", file_name, error->message);
  g_assert_nonnull (strstr (error->message, file_name));
  g_assert_nonnull (strstr (error->message, reason));
}

/* A ruleset that says nothing of its turn, labels or victory gets the
 * neutral answers: moves, simultaneous, no winner, no score. */
static void
test_neutral_defaults (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-board");
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;
  VtTurn turn = { VT_TURN_TIMED, "x", 9 };
  double score;
  guint n;

  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 1), ==, "move");
  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 2), ==, "moves");
  vt_ruleset_get_turn (ruleset, &turn);
  g_assert_cmpint (turn.kind, ==, VT_TURN_SIMULTANEOUS);
  g_assert_null (turn.first_side);
  g_assert_false (vt_ruleset_get_victory (ruleset, NULL, &winner, &reason));
  g_assert_null (winner);
  g_assert_cmpstr (reason, ==, "no winner");
  g_assert_false (vt_ruleset_get_score (ruleset, NULL, "red", &score));
  g_assert_null (vt_ruleset_get_formations (ruleset, &n));
  g_assert_cmpuint (n, ==, 0);
  /* one formation check for the game, the file reader and the scenario */
  {
    VtRuleset *terrain = vt_ruleset_registry_lookup (registry, "fixture-terrain");
    const VtUnitType *infantry = vt_ruleset_find_unit_type (terrain, "infantry-block");
    g_autoptr(GError) formation_error = NULL;

    g_assert_nonnull (infantry);
    g_assert_true (vt_unit_type_check_formation (infantry, "b1", "square", G_IO_ERROR, G_IO_ERROR_FAILED, NULL));
    g_assert_false (vt_unit_type_check_formation (infantry, "b1", "limbered", G_IO_ERROR, G_IO_ERROR_FAILED,
                                                  &formation_error));
    g_assert_error (formation_error, G_IO_ERROR, G_IO_ERROR_FAILED);
    g_assert_cmpstr (formation_error->message, ==,
                     "unit 'b1' (infantry-block) has no formation 'limbered'; it can be line, column or square");
  }
  /* no label declared: derived from the id, never the raw id */
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "column-by-threes"), ==, "Column by threes");
}

/* fixture-toolkit is written with the toolkit alone
 * (docs/WRITING-A-RULESET.md): its one action comes from its dispatch table,
 * the core checks the parameters, and it resolves through VtOutcome. */
static VtRuleset *
load_toolkit_fixture (VtRulesetRegistry *registry)
{
  g_autofree char *folder = g_build_filename (fixture_dir ("VT_FIXTURE_RULESETS_DIR"), "toolkit", NULL);
  const char *folders[] = { folder, NULL };
  VtRuleset *ruleset;

  vt_ruleset_registry_load_path (registry, folders);
  ruleset = vt_ruleset_registry_lookup (registry, "fixture-toolkit");
  g_assert_nonnull (ruleset);
  return ruleset;
}

static GVariant *
resolve_with_faces (VtRuleset  *ruleset,
                    VtGame     *game,
                    const char *text,
                    guint       face,
                    GError    **error)
{
  const char *words[8] = { NULL, };
  g_auto(GStrv) split = g_strsplit (text, " ", -1);
  g_autoptr(VtDice) dice = vt_dice_new (1);
  g_autoptr(GVariant) params = NULL;

  for (guint i = 0; split[i] != NULL && i < G_N_ELEMENTS (words) - 1; i++)
    words[i] = split[i];
  params = vt_ruleset_parse_params (ruleset, "volley", words, error);
  if (params == NULL)
    return NULL;
  vt_dice_enter_faces (dice, &face, 1);
  return vt_ruleset_resolve (ruleset, game, "volley", params, dice, error);
}

static void
test_toolkit_fixture_resolves (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  VtRuleset *ruleset = load_toolkit_fixture (registry);
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) losses = NULL;
  g_autoptr(GError) error = NULL;
  const VtAction *actions;
  const char *summary = NULL;
  double points = 0;
  guint n;

  /* the declarations come from the dispatch table */
  actions = vt_ruleset_get_actions (ruleset, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (actions[0].id, ==, "volley");
  g_assert_nonnull (vt_ruleset_get_action_rules (ruleset, &n));
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "column-of-fours"), ==, "Column of fours");
  g_assert_cmpstr (vt_ruleset_get_choice_label (ruleset, &actions[0].params[3], "hedge"), ==, "Behind a hedge");
  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 2), ==, "turns");

  /* without a game: 100 men, face 4 in the open, 2 hits per ten */
  outcome = resolve_with_faces (ruleset, NULL, "firer=a target=b range=6 cover=open", 4, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (outcome, "summary", "&s", &summary));
  g_assert_cmpstr (summary, ==, "volley: a fires on b, die 4: 20 hits");
  losses = g_variant_lookup_value (outcome, "losses", G_VARIANT_TYPE ("aa{sv}"));
  g_assert_nonnull (losses);
  g_assert_cmpuint (g_variant_n_children (losses), ==, 1);
  {
    g_autoptr(GVariant) loss = g_variant_get_child_value (losses, 0);

    g_assert_true (g_variant_lookup (loss, "points", "d", &points));
    g_assert_cmpfloat (points, ==, 20);
  }
  g_clear_pointer (&outcome, g_variant_unref);

  /* the core checks the parameters once, in its words */
  outcome = resolve_with_faces (ruleset, NULL, "firer=a target=b range=30", 4, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  {
    g_autoptr(VtDice) dice = vt_dice_new (1);

    g_assert_null (vt_ruleset_resolve (ruleset, NULL, "charge", g_variant_new_parsed ("@a{sv} {}"),
                                       dice, &error));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION);
    g_clear_error (&error);
  }
}

/* The builder a ruleset's resolve uses: a loss and its strength go in
 * together, a loss that moves no strength changes nothing, an empty list
 * says "none", and the keys come out as one a{sv}. */
static void
test_outcome_builder (void)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GVariant) built = NULL;
  g_autoptr(GVariant) losses = NULL;
  g_autoptr(GVariant) changes = NULL;
  g_autoptr(GVariant) notes = NULL;
  g_autoptr(GVariant) empty = NULL;
  const char *text = NULL, *unit = NULL, *arm = NULL;
  guint32 strength = 0;
  double points = 0;

  vt_outcome_set_summary (outcome, "volley: 20 hits");
  vt_outcome_set_text (outcome, "first");
  vt_outcome_set_text (outcome, "the reasoning");
  vt_outcome_set (outcome, "face", "u", 4);
  vt_outcome_book_loss (outcome, "r1", "infantry", 20, "volley", 100, 80);
  vt_outcome_book_loss (outcome, "r2", NULL, 5, NULL, 100, 100);
  vt_outcome_change_condition (outcome, "r1", "shaken", "shaken", 1);
  vt_outcome_add_note (outcome, "derived");
  g_assert_cmpuint (vt_outcome_get_n_losses (outcome), ==, 2);
  g_assert_cmpuint (vt_outcome_get_n_changes (outcome), ==, 2);
  built = g_variant_ref_sink (vt_outcome_end (outcome));

  g_assert_true (g_variant_lookup (built, VT_OUTCOME_TEXT, "&s", &text));
  g_assert_cmpstr (text, ==, "the reasoning");
  losses = g_variant_lookup_value (built, VT_OUTCOME_LOSSES, G_VARIANT_TYPE ("aa{sv}"));
  changes = g_variant_lookup_value (built, VT_OUTCOME_CHANGES, G_VARIANT_TYPE ("aa{sv}"));
  notes = g_variant_lookup_value (built, VT_OUTCOME_NOTES, G_VARIANT_TYPE_STRING_ARRAY);
  g_assert_cmpuint (g_variant_n_children (losses), ==, 2);
  g_assert_cmpuint (g_variant_n_children (changes), ==, 2);
  g_assert_cmpuint (g_variant_n_children (notes), ==, 1);
  {
    g_autoptr(GVariant) first = g_variant_get_child_value (losses, 0);
    g_autoptr(GVariant) second = g_variant_get_child_value (losses, 1);
    g_autoptr(GVariant) change = g_variant_get_child_value (changes, 0);

    g_assert_true (g_variant_lookup (first, "unit", "&s", &unit));
    g_assert_cmpstr (unit, ==, "r1");
    g_assert_true (g_variant_lookup (first, "arm", "&s", &arm));
    g_assert_cmpstr (arm, ==, "infantry");
    g_assert_true (g_variant_lookup (first, "points", "d", &points));
    g_assert_cmpfloat (points, ==, 20);
    /* no arm: the ledger takes the unit type's */
    g_assert_false (g_variant_lookup (second, "arm", "&s", &arm));
    g_assert_true (g_variant_lookup (change, "unit", "&s", &unit));
    g_assert_cmpstr (unit, ==, "r1");
    g_assert_true (g_variant_lookup (change, "strength", "u", &strength));
    g_assert_cmpuint (strength, ==, 80);
  }

  /* emptied by end: an outcome that lists no losses says so */
  vt_outcome_set_summary (outcome, "no hits");
  vt_outcome_list_losses (outcome);
  empty = g_variant_ref_sink (vt_outcome_end (outcome));
  g_assert_cmpuint (g_variant_n_children (empty), ==, 2);
  g_clear_pointer (&losses, g_variant_unref);
  losses = g_variant_lookup_value (empty, VT_OUTCOME_LOSSES, G_VARIANT_TYPE ("aa{sv}"));
  g_assert_cmpuint (g_variant_n_children (losses), ==, 0);
  g_assert_false (g_variant_lookup (empty, VT_OUTCOME_CHANGES, "@aa{sv}", NULL));
}

/* On a map: prepare measures the range and finds the hedge on the line of
 * fire; the loss and its strength go into the journal together. */
static void
test_toolkit_fixture_in_a_game (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  VtRuleset *ruleset = load_toolkit_fixture (registry);
  g_autoptr(VtMap) map = vt_map_new_terrain (48, 48, "inch");
  g_autoptr(VtFeature) hedge = vt_feature_new ("h1", "hedge", VT_GEOMETRY_POLYLINE);
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;
  const char *cover = NULL;
  gint64 range = 0;
  guint face = 4;
  const char *sides[] = { "blue", "red" };
  const char *ids[] = { "b1", "r1" };
  const VtPoint at[] = { { 10, 10 }, { 10, 20 } };

  vt_feature_add_point (hedge, &(VtPoint) { 0, 15 });
  vt_feature_add_point (hedge, &(VtPoint) { 48, 15 });
  vt_map_add_feature (map, hedge);
  scenario = vt_scenario_new ("fixture-toolkit", map);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(VtSide) side = vt_side_new (sides[i], sides[i], &(VtColour) { 0, 0, 1 });
      g_autoptr(VtUnit) unit = vt_unit_new (ids[i], "company", sides[i]);

      g_assert_true (vt_scenario_add_side (scenario, side, &error));
      vt_unit_set_strength (unit, 100);
      vt_unit_set_position (unit, &at[i]);
      g_assert_true (vt_scenario_add_unit (scenario, unit, &error));
      g_assert_no_error (error);
    }
  game = vt_game_new (scenario, ruleset, 1);

  prepared = vt_game_prepare_action (game, "volley", g_variant_new_parsed ("{'firer': <'b1'>, 'target': <'r1'>}"),
                                     &error);
  g_assert_no_error (error);
  completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
  g_assert_true (g_variant_lookup (completed, "range", "x", &range));
  g_assert_cmpint (range, ==, 10);
  g_assert_true (g_variant_lookup (completed, "cover", "&s", &cover));
  g_assert_cmpstr (cover, ==, "hedge");

  /* face 4 behind a hedge: 1 hit per ten men, 10 in all */
  vt_dice_enter_faces (vt_game_get_dice (game), &face, 1);
  outcome = vt_game_resolve_action (game, "volley", completed, &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "volley", completed, outcome, dice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_strength (vt_scenario_find_unit (vt_game_get_state (game), "r1")), ==, 90);
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, "infantry", "r1"), ==, 10);
}

/* abi-too-new's init aborts: getting here at all shows it never ran. */
static void
test_refuses_newer_abi_before_init (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  g_autofree char *accepted = g_strdup_printf ("accepts %d.%d", VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR);
  g_autofree char *theirs = g_strdup_printf ("plugin ABI %d.0", VT_PLUGIN_ABI_MAJOR + 1);

  assert_refused (registry, "abi-too-new.so", VT_PLUGIN_ERROR_ABI, theirs);
  assert_refused (registry, "abi-too-new.so", VT_PLUGIN_ERROR_ABI, accepted);
  /* another major may lay its descriptor out differently: nothing past the
   * version numbers is read */
  g_assert_null (vt_plugin_info_get_id (find_plugin (registry, "abi-too-new.so")));
}

/* ABI 2.0 changed the contract: a 1.1 module is refused before its init
 * runs (it aborts), and the reason names both versions. */
static void
test_refuses_older_abi_before_init (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  g_autofree char *old = g_build_filename (fixture_dir ("VT_FIXTURE_BROKEN_DIR"), "old", NULL);
  const char *folders[] = { old, NULL };
  g_autofree char *accepted = g_strdup_printf ("accepts %d.%d and older %d.x", VT_PLUGIN_ABI_MAJOR,
                                               VT_PLUGIN_ABI_MINOR, VT_PLUGIN_ABI_MAJOR);

  g_assert_cmpint (VT_PLUGIN_ABI_MAJOR, ==, 2);
  vt_ruleset_registry_load_path (registry, folders);
  assert_refused (registry, "abi-too-old.so", VT_PLUGIN_ERROR_ABI, "plugin ABI 1.1");
  assert_refused (registry, "abi-too-old.so", VT_PLUGIN_ERROR_ABI, accepted);
  g_assert_null (vt_ruleset_registry_lookup (registry, "abi-too-old"));
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (registry)), ==, 0);
}

static void
test_refuses_module_without_descriptor (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();

  assert_refused (registry, "no-descriptor.so", VT_PLUGIN_ERROR_NO_DESCRIPTOR,
                  "vt_plugin_get_desc");
  g_assert_null (vt_plugin_info_get_id (find_plugin (registry, "no-descriptor.so")));
}

static void
test_refuses_failed_init (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();

  assert_refused (registry, "init-fails.so", VT_PLUGIN_ERROR_INIT,
                  "the fixture refuses to start");
  g_assert_cmpstr (vt_plugin_info_get_id (find_plugin (registry, "init-fails.so")), ==, "init-fails");
}

static void
test_refuses_duplicate_id (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();

  assert_refused (registry, "duplicate-id.so", VT_PLUGIN_ERROR_DUPLICATE,
                  "a ruleset with id 'fixture-terrain' is already loaded from fixture-terrain.so");
  /* the first one loaded stays the one in use */
  g_assert_cmpstr (vt_ruleset_get_title (vt_ruleset_registry_lookup (registry, "fixture-terrain")),
                   ==, "Fixture ruleset on measured terrain");
}

static void
test_refuses_file_that_is_not_a_module (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();

  assert_refused (registry, "not-a-module.so", VT_PLUGIN_ERROR_OPEN, "could not be opened");
}

/* The same folder twice on the search path must not load anything twice. */
static void
test_same_folder_twice (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  const char *dir = fixture_dir ("VT_FIXTURE_RULESETS_DIR");
  const char *folders[] = { dir, dir, NULL };
  GListModel *plugins;

  vt_ruleset_registry_load_path (registry, folders);

  plugins = vt_ruleset_registry_get_plugins (registry);
  g_assert_cmpuint (g_list_model_get_n_items (plugins), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (registry)), ==, 2);

  for (guint i = 2; i < 4; i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);

      g_assert_false (vt_plugin_info_is_loaded (info));
      g_assert_error ((GError *) vt_plugin_info_get_error (info),
                      VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_DUPLICATE);
      g_assert_nonnull (strstr (vt_plugin_info_get_error (info)->message, "already loaded"));
    }

  /* the rulesets still answer */
  g_assert_cmpuint (vt_ruleset_get_board (vt_ruleset_registry_lookup (registry, "fixture-board"))->n_cells,
                    ==, 13);
}

static void
test_missing_folder_is_skipped (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  g_autofree char *missing = g_build_filename (fixture_dir ("VT_FIXTURE_RULESETS_DIR"),
                                               "no-such-folder", NULL);
  const char *folders[] = { missing, fixture_dir ("VT_FIXTURE_RULESETS_DIR"), NULL };

  vt_ruleset_registry_load_path (registry, folders);

  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_plugins (registry)), ==, 2);
  g_assert_nonnull (vt_ruleset_registry_lookup (registry, "fixture-terrain"));
}

static void
test_search_path (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("VERTRAUTER_RULESET_PATH"));
  g_autofree char *value = g_strjoin (G_SEARCHPATH_SEPARATOR_S,
                                      "/first/rulesets", "", "/second/rulesets", NULL);
  g_auto(GStrv) path = NULL;
  g_auto(GStrv) installed_only = NULL;

  g_setenv ("VERTRAUTER_RULESET_PATH", value, TRUE);
  path = vt_ruleset_registry_search_path ();
  g_assert_cmpuint (g_strv_length (path), ==, 3);
  g_assert_cmpstr (path[0], ==, "/first/rulesets");
  g_assert_cmpstr (path[1], ==, "/second/rulesets");
  g_assert_cmpstr (path[2], ==, VT_RULESETS_DIR);

  g_unsetenv ("VERTRAUTER_RULESET_PATH");
  installed_only = vt_ruleset_registry_search_path ();
  g_assert_cmpuint (g_strv_length (installed_only), ==, 1);
  g_assert_cmpstr (installed_only[0], ==, VT_RULESETS_DIR);

  if (saved != NULL)
    g_setenv ("VERTRAUTER_RULESET_PATH", saved, TRUE);
}

/* The test environment points VERTRAUTER_RULESET_PATH at the good fixtures. */
static void
test_default_registry (void)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_get_default ();

  g_assert_true (registry == vt_ruleset_registry_get_default ());
  g_assert_nonnull (vt_ruleset_registry_lookup (registry, "fixture-terrain"));
  g_assert_nonnull (vt_ruleset_registry_lookup (registry, "fixture-board"));
}

static GVariant *
fire_params (const char *die,
             int         range,
             gboolean    covered)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "firer", "s", "blue-1");
  g_variant_dict_insert (&dict, "target", "s", "red-2");
  g_variant_dict_insert (&dict, "range", "i", range);
  if (covered)
    g_variant_dict_insert (&dict, "covered", "b", TRUE);
  g_variant_dict_insert (&dict, "die", "s", die);
  return g_variant_dict_end (&dict);
}

static void
test_resolve_with_dice (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  g_autoptr(VtDice) dice = vt_dice_new (1824);
  g_autoptr(VtDice) twin = vt_dice_new (1824);
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) record = NULL;
  g_autoptr(GError) error = NULL;
  guint expected_face;
  guint face;
  guint loss;
  const char *die;
  guint n_faces;
  gboolean entered;

  /* the fixture's loss is face × range ÷ 100 */
  g_assert_true (vt_dice_roll (twin, "II", 6, &expected_face, &error));
  g_assert_no_error (error);

  outcome = vt_ruleset_resolve (ruleset, NULL, "test-fire", fire_params ("II", 300, FALSE),
                                dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  g_assert_true (g_variant_lookup (outcome, "face", "u", &face));
  g_assert_true (g_variant_lookup (outcome, "loss", "u", &loss));
  g_assert_cmpuint (face, ==, expected_face);
  g_assert_cmpuint (loss, ==, expected_face * 3);

  /* the roll is on record for the journal, under the die's name */
  record = vt_dice_take_record (dice);
  g_assert_cmpuint (g_variant_n_children (record), ==, 1);
  g_variant_get_child (record, 0, "(&suub)", &die, &n_faces, &face, &entered);
  g_assert_cmpstr (die, ==, "II");
  g_assert_cmpuint (n_faces, ==, 6);
  g_assert_cmpuint (face, ==, expected_face);
  g_assert_false (entered);
}

static void
test_resolve_with_entered_face (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  g_autoptr(VtDice) dice = vt_dice_new (1);
  g_autoptr(GVariant) open_ground = NULL;
  g_autoptr(GVariant) covered = NULL;
  g_autoptr(GError) error = NULL;
  const guint faces[] = { 5, 5 };
  guint face;
  guint loss;

  vt_dice_enter_faces (dice, faces, G_N_ELEMENTS (faces));

  open_ground = vt_ruleset_resolve (ruleset, NULL, "test-fire", fire_params ("I", 300, FALSE),
                                    dice, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (open_ground, "face", "u", &face));
  g_assert_true (g_variant_lookup (open_ground, "loss", "u", &loss));
  g_assert_cmpuint (face, ==, 5);
  g_assert_cmpuint (loss, ==, 15);

  /* under cover the loss is halved, rounding down */
  covered = vt_ruleset_resolve (ruleset, NULL, "test-fire", fire_params ("I", 300, TRUE),
                                dice, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (covered, "loss", "u", &loss));
  g_assert_cmpuint (loss, ==, 7);
}

static void
assert_bad_parameter (VtRuleset  *ruleset,
                      VtDice     *dice,
                      GVariant   *params,
                      const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = NULL;

  outcome = vt_ruleset_resolve (ruleset, NULL, "test-fire", params, dice, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_resolve_refuses_bad_parameters (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  g_autoptr(VtDice) dice = vt_dice_new (7);
  g_autoptr(GVariant) record = NULL;
  g_autoptr(GVariant) valid = g_variant_ref_sink (fire_params ("I", 100, FALSE));
  GVariantDict dict;

  assert_bad_parameter (ruleset, dice, fire_params ("I", 500, FALSE),
                        "test-fire: parameter 'range' is 500, outside 0 to 400");
  assert_bad_parameter (ruleset, dice, fire_params ("I", -1, FALSE),
                        "test-fire: parameter 'range' is -1, outside 0 to 400");
  assert_bad_parameter (ruleset, dice, fire_params ("III", 100, FALSE),
                        "test-fire: parameter 'die' is 'III', not one of I, II");

  g_variant_dict_init (&dict, valid);
  g_variant_dict_remove (&dict, "target");
  assert_bad_parameter (ruleset, dice, g_variant_dict_end (&dict),
                        "test-fire: missing parameter 'target'");

  g_variant_dict_init (&dict, valid);
  g_variant_dict_insert (&dict, "wind", "s", "north");
  assert_bad_parameter (ruleset, dice, g_variant_dict_end (&dict),
                        "test-fire: unknown parameter 'wind'");

  g_variant_dict_init (&dict, valid);
  g_variant_dict_insert (&dict, "range", "s", "far");
  assert_bad_parameter (ruleset, dice, g_variant_dict_end (&dict),
                        "test-fire: parameter 'range' should be integer, not a value of type s");

  /* refused actions roll nothing: the journal must not record a phantom roll */
  record = vt_dice_take_record (dice);
  g_assert_cmpuint (g_variant_n_children (record), ==, 0);
}

static void
test_resolve_unknown_action (void)
{
  g_autoptr(VtRulesetRegistry) registry = load_all_fixtures ();
  g_autoptr(VtDice) dice = vt_dice_new (7);
  g_autoptr(GVariant) terrain_outcome = NULL;
  g_autoptr(GVariant) board_outcome = NULL;
  g_autoptr(GError) error = NULL;

  terrain_outcome = vt_ruleset_resolve (vt_ruleset_registry_lookup (registry, "fixture-terrain"),
                                        NULL, "bombard", fire_params ("I", 100, FALSE),
                                        dice, &error);
  g_assert_null (terrain_outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION);
  g_assert_nonnull (strstr (error->message, "'bombard'"));
  g_clear_error (&error);

  /* a ruleset without actions has no resolve at all */
  board_outcome = vt_ruleset_resolve (vt_ruleset_registry_lookup (registry, "fixture-board"),
                                      NULL, "test-fire", fire_params ("I", 100, FALSE),
                                      dice, &error);
  g_assert_null (board_outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION);
  g_assert_cmpstr (error->message, ==, "the ruleset fixture-board has no action 'test-fire'");
}

/* A ruleset built into a program (or a test) registers without a module. */
#define TEST_TYPE_BUILT_IN_RULESET (test_built_in_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (TestBuiltInRuleset, test_built_in_ruleset, TEST, BUILT_IN_RULESET, GObject)

struct _TestBuiltInRuleset
{
  GObject parent_instance;
};

static const char *
test_built_in_ruleset_get_id (VtRuleset *ruleset)
{
  return "fixture-terrain";
}

static void
test_built_in_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = test_built_in_ruleset_get_id;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TestBuiltInRuleset, test_built_in_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, test_built_in_ruleset_iface_init))

static void
test_built_in_ruleset_class_init (TestBuiltInRulesetClass *klass)
{
}

static void
test_built_in_ruleset_init (TestBuiltInRuleset *self)
{
}

static void
test_add_type_directly (void)
{
  g_autoptr(VtRulesetRegistry) registry = vt_ruleset_registry_new ();
  g_autoptr(VtRulesetRegistry) loaded = load_all_fixtures ();
  g_autoptr(GError) error = NULL;
  VtRuleset *ruleset;

  g_assert_true (vt_ruleset_registry_add_type (registry, TEST_TYPE_BUILT_IN_RULESET, &error));
  g_assert_no_error (error);
  ruleset = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  g_assert_true (TEST_IS_BUILT_IN_RULESET (ruleset));
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (registry)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_plugins (registry)), ==, 0);
  /* a ruleset without these vfuncs still answers, with nothing */
  g_assert_null (vt_ruleset_get_title (ruleset));
  g_assert_cmpuint (vt_ruleset_get_year (ruleset), ==, 0);

  /* the id is taken in a registry where the plugin is loaded */
  g_assert_false (vt_ruleset_registry_add_type (loaded, TEST_TYPE_BUILT_IN_RULESET, &error));
  g_assert_error (error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_DUPLICATE);
  g_assert_cmpstr (error->message, ==,
                   "a ruleset with id 'fixture-terrain' is already loaded from fixture-terrain.so");
  g_clear_error (&error);

  /* a type that is no ruleset at all */
  g_assert_false (vt_ruleset_registry_add_type (registry, G_TYPE_OBJECT, &error));
  g_assert_error (error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET);
}

static void
test_names_for_the_file_format (void)
{
  g_assert_cmpstr (vt_section_status_to_string (VT_SECTION_IMPLEMENTED), ==, "implemented");
  g_assert_cmpstr (vt_section_status_to_string (VT_SECTION_DERIVED), ==, "derived");
  g_assert_cmpstr (vt_section_status_to_string (VT_SECTION_SUBSTITUTED), ==, "substituted");
  g_assert_cmpstr (vt_section_status_to_string (VT_SECTION_MISSING), ==, "missing");

  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_INTEGER), ==, "integer");
  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_NUMBER), ==, "number");
  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_BOOLEAN), ==, "boolean");
  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_CHOICE), ==, "choice");
  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_UNIT), ==, "unit");
  g_assert_cmpstr (vt_param_type_to_string (VT_PARAM_DIE), ==, "die");
}

/* Half-copied modules and things that only look like modules (issue 8).
 * Before the loader looked at the file, g_module_open mapped a half copy
 * past its end and the process died with SIGBUS; a FIFO blocked it. */

/* The real ruleset built in the tree: over 200 KB, so every cut is short. */
static char *
real_module_path (void)
{
  g_auto(GStrv) dirs = g_strsplit (fixture_dir ("VT_RULESET_BUILD_DIRS"), G_SEARCHPATH_SEPARATOR_S, -1);
  char *path = NULL;

  /* 1824's folder, among the others the tree builds */
  for (guint i = 0; dirs[i] != NULL && path == NULL; i++)
    if (g_str_has_suffix (dirs[i], "reiswitz-1824"))
      path = g_build_filename (dirs[i], "reiswitz-1824." G_MODULE_SUFFIX, NULL);
  g_assert_nonnull (path);

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return path;
}

static void
write_file (const char *folder,
            const char *name,
            const char *data,
            gsize       length)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, (gssize) length, &error);
  g_assert_no_error (error);
}

static void
remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        g_assert_cmpint (g_rmdir (path), ==, 0);
      else
        g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* The lengths an interrupted copy of the real module stops at, and a FIFO
 * named like a module, in a new folder. */
static const gsize half_copy_lengths[] = { 1024, 10 * 1024, 100 * 1024, 200 * 1024 };

static char *
make_half_copies (gsize *module_size)
{
  g_autofree char *module = real_module_path ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("vt-half-copies-XXXXXX", &error);
  g_autofree char *fifo = NULL;
  gsize size;

  g_assert_no_error (error);
  g_file_get_contents (module, &contents, &size, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (size, >, 200 * 1024 + 1);

  for (guint i = 0; i < G_N_ELEMENTS (half_copy_lengths); i++)
    {
      g_autofree char *name = g_strdup_printf ("cut-%06" G_GSIZE_FORMAT ".so", half_copy_lengths[i]);

      write_file (folder, name, contents, half_copy_lengths[i]);
    }
  write_file (folder, "cut-all-but-one.so", contents, size - 1);

  fifo = g_build_filename (folder, "x.so", NULL);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);

  *module_size = size;
  return folder;
}

static VtRulesetRegistry *
load_folders (const char *first,
              const char *second)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_new ();
  const char *folders[] = { first, second, NULL };

  vt_ruleset_registry_load_path (registry, folders);
  return registry;
}

static void
assert_cut_short (VtRulesetRegistry *registry,
                  gsize              module_size)
{
  for (guint i = 0; i < G_N_ELEMENTS (half_copy_lengths); i++)
    {
      g_autofree char *name = g_strdup_printf ("cut-%06" G_GSIZE_FORMAT ".so", half_copy_lengths[i]);
      g_autofree char *length = g_strdup_printf ("it is %" G_GSIZE_FORMAT " bytes long", half_copy_lengths[i]);

      assert_refused (registry, name, VT_PLUGIN_ERROR_OPEN, "could not be opened: the file is cut short");
      assert_refused (registry, name, VT_PLUGIN_ERROR_OPEN, length);
      assert_refused (registry, name, VT_PLUGIN_ERROR_OPEN, "copy it again");
    }

  /* one byte short: only the section table at the end is missing */
  {
    g_autofree char *length = g_strdup_printf ("it is %" G_GSIZE_FORMAT " bytes long", module_size - 1);

    assert_refused (registry, "cut-all-but-one.so", VT_PLUGIN_ERROR_OPEN, "the file is cut short");
    assert_refused (registry, "cut-all-but-one.so", VT_PLUGIN_ERROR_OPEN, length);
  }

  assert_refused (registry, "x.so", VT_PLUGIN_ERROR_OPEN,
                  "could not be opened: it is a named pipe (FIFO), not a file");
}

/* The good copy comes earlier in the search path and stays the one in use;
 * every half copy after it is refused with its reason, and nothing hangs. */
static void
test_half_copies_after_good (void)
{
  g_autofree char *module = real_module_path ();
  g_autofree char *good = g_path_get_dirname (module);
  gsize module_size = 0;
  g_autofree char *half = make_half_copies (&module_size);
  g_autoptr(VtRulesetRegistry) registry = load_folders (good, half);
  VtPluginInfo *info = find_plugin (registry, "reiswitz-1824.so");

  g_assert_nonnull (info);
  g_assert_true (vt_plugin_info_is_loaded (info));
  g_assert_nonnull (vt_ruleset_registry_lookup (registry, "reiswitz-1824"));
  /* the good one, and the five cuts and the FIFO refused in the same list */
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_plugins (registry)), ==, 7);
  assert_cut_short (registry, module_size);

  remove_folder (half);
}

/* Half copies first: refused before they could claim the ruleset's id. */
static void
test_half_copies_before_good (void)
{
  g_autofree char *module = real_module_path ();
  g_autofree char *good = g_path_get_dirname (module);
  gsize module_size = 0;
  g_autofree char *half = make_half_copies (&module_size);
  g_autoptr(VtRulesetRegistry) registry = load_folders (half, good);
  VtPluginInfo *info = find_plugin (registry, "reiswitz-1824.so");

  g_assert_nonnull (info);
  g_assert_true (vt_plugin_info_is_loaded (info));
  g_assert_cmpstr (vt_plugin_info_get_path (info), ==, module);
  assert_cut_short (registry, module_size);

  remove_folder (half);
}

/* A copy of the real module with one byte of its ELF header changed. */
static void
write_patched_copy (const char *folder,
                    const char *name,
                    gsize       offset,
                    guint8      value)
{
  g_autofree char *module = real_module_path ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize size;

  g_file_get_contents (module, &contents, &size, &error);
  g_assert_no_error (error);
  contents[offset] = (char) value;
  write_file (folder, name, contents, size);
}

/* Things in a ruleset folder that are not a ruleset for this computer. */
static void
test_refuses_what_is_no_module_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-not-modules-XXXXXX", &error);
  g_autofree char *sub = NULL;
  g_autofree char *device = NULL;
  g_autofree char *huge = NULL;
  g_autofree char *text = g_strnfill (4096, 'x');
  g_autoptr(VtRulesetRegistry) registry = NULL;
  int fd;

  g_assert_no_error (error);
  sub = g_build_filename (folder, "folder.so", NULL);
  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  device = g_build_filename (folder, "null.so", NULL);
  g_assert_cmpint (symlink ("/dev/null", device), ==, 0);
  write_file (folder, "notes.so", text, 4096);
  write_file (folder, "stub.so", "\177ELF", 4);
  /* e_ident[EI_CLASS] 1: 32-bit, 7: no class at all; e_type 2: a program;
   * e_machine 0xb7: ARM64, or 0x3e: x86-64 where the build runs on ARM64 */
  write_patched_copy (folder, "bits32.so", 4, 1);
  write_patched_copy (folder, "program.so", 16, 2);
  write_patched_copy (folder, "damaged.so", 4, 7);
#if defined(__aarch64__)
  write_patched_copy (folder, "foreign.so", 18, 0x3e);
#else
  write_patched_copy (folder, "foreign.so", 18, 0xb7);
#endif
  /* sparse: takes no room on the disc */
  huge = g_build_filename (folder, "huge.so", NULL);
  fd = g_open (huge, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 65 * 1024 * 1024), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);

  registry = load_folders (folder, NULL);

  assert_refused (registry, "folder.so", VT_PLUGIN_ERROR_OPEN, "it is a folder, not a file");
  assert_refused (registry, "null.so", VT_PLUGIN_ERROR_OPEN, "it is a device, not a file");
  assert_refused (registry, "notes.so", VT_PLUGIN_ERROR_OPEN, "it has no ELF header");
  assert_refused (registry, "stub.so", VT_PLUGIN_ERROR_OPEN, "only 4 bytes long");
  assert_refused (registry, "huge.so", VT_PLUGIN_ERROR_OPEN, "at most 64 MiB");
#if GLIB_SIZEOF_VOID_P == 8
  assert_refused (registry, "bits32.so", VT_PLUGIN_ERROR_OPEN, "built for 32-bit computers");
#endif
  assert_refused (registry, "program.so", VT_PLUGIN_ERROR_OPEN, "not a shared library");
  assert_refused (registry, "damaged.so", VT_PLUGIN_ERROR_OPEN, "its header is damaged");
#if defined(__x86_64__) || defined(__aarch64__)
  assert_refused (registry, "foreign.so", VT_PLUGIN_ERROR_OPEN, "another kind of processor");
#endif
  g_assert_cmpuint (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (registry)), ==, 0);

  remove_folder (folder);
}

/* An installed plugin may be a link to its file: the check follows it. */
static void
test_loads_module_through_link (void)
{
  g_autofree char *module = real_module_path ();
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-linked-module-XXXXXX", &error);
  g_autofree char *link = NULL;
  g_autoptr(VtRulesetRegistry) registry = NULL;

  g_assert_no_error (error);
  link = g_build_filename (folder, "linked.so", NULL);
  g_assert_cmpint (symlink (module, link), ==, 0);

  registry = load_folders (folder, NULL);
  g_assert_true (vt_plugin_info_is_loaded (find_plugin (registry, "linked.so")));
  g_assert_nonnull (vt_ruleset_registry_lookup (registry, "reiswitz-1824"));

  remove_folder (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/plugins/neutral-defaults", test_neutral_defaults);
  g_test_add_func ("/vt/plugins/toolkit/outcome", test_outcome_builder);
  g_test_add_func ("/vt/plugins/toolkit/resolve", test_toolkit_fixture_resolves);
  g_test_add_func ("/vt/plugins/toolkit/in-a-game", test_toolkit_fixture_in_a_game);
  g_test_add_func ("/vt/plugins/load/order", test_plugins_listed_in_load_order);
  g_test_add_func ("/vt/plugins/load/rulesets-sorted", test_rulesets_sorted_by_id);
  g_test_add_func ("/vt/plugins/load/same-folder-twice", test_same_folder_twice);
  g_test_add_func ("/vt/plugins/load/missing-folder", test_missing_folder_is_skipped);
  g_test_add_func ("/vt/plugins/fixture/terrain", test_terrain_fixture_catalogue);
  g_test_add_func ("/vt/plugins/fixture/board", test_board_fixture_catalogue);
  g_test_add_func ("/vt/plugins/refuse/abi-too-new", test_refuses_newer_abi_before_init);
  g_test_add_func ("/vt/plugins/refuse/abi-too-old", test_refuses_older_abi_before_init);
  g_test_add_func ("/vt/plugins/refuse/no-descriptor", test_refuses_module_without_descriptor);
  g_test_add_func ("/vt/plugins/refuse/init-fails", test_refuses_failed_init);
  g_test_add_func ("/vt/plugins/refuse/duplicate-id", test_refuses_duplicate_id);
  g_test_add_func ("/vt/plugins/refuse/not-a-module", test_refuses_file_that_is_not_a_module);
  g_test_add_func ("/vt/plugins/registry/add-type", test_add_type_directly);
  g_test_add_func ("/vt/plugins/registry/default", test_default_registry);
  g_test_add_func ("/vt/plugins/registry/search-path", test_search_path);
  g_test_add_func ("/vt/plugins/names", test_names_for_the_file_format);
  g_test_add_func ("/vt/plugins/resolve/unknown-action", test_resolve_unknown_action);
  g_test_add_func ("/vt/plugins/resolve/bad-parameters", test_resolve_refuses_bad_parameters);
  g_test_add_func ("/vt/plugins/resolve/entered-face", test_resolve_with_entered_face);
  g_test_add_func ("/vt/plugins/resolve/seeded-dice", test_resolve_with_dice);

  g_test_add_func ("/vt/plugins/file/half-copies-after-good", test_half_copies_after_good);
  g_test_add_func ("/vt/plugins/file/half-copies-before-good", test_half_copies_before_good);
  g_test_add_func ("/vt/plugins/file/not-module-files", test_refuses_what_is_no_module_file);
  g_test_add_func ("/vt/plugins/file/through-link", test_loads_module_through_link);

  return g_test_run ();
}
