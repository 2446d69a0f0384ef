/* test-knowledge.c: what each side knows, derived from the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under reiswitz-1824: sight 2000 paces by day and 600 at night (§20,
 * derived), the horizon when the umpire sets one; Zug 1 at 06:30 and two
 * minutes a Zug. Rot's lookout L stands at (1000, 2000); of Blau:
 *   open      (1800, 2000) in the open, 800 paces away: seen
 *   hill      (1800, 1000) behind a hill (x 1300–1500, y 600–1700): hidden
 *   wood      (1000, 3000) 300 paces deep in a dense wood: hidden
 *   column    ( 850, 2950) a closed column 250 paces deep in the same
 *             wood, 962 paces off: its dust shows "Truppen"
 *   far       (3500, 2000) 2500 paces off, beyond sight: hidden
 *   concealed (1500, 2300) in the open, but a concealed column (§7): hidden
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

#include "vt-test-map.h"

static const VtColour blau = { 0.11, 0.44, 0.85 };
static const VtColour rot = { 0.75, 0.11, 0.16 };

static const char * const hidden_ids[] = { "hill", "wood", "far", "concealed", NULL };
static const char * const hidden_names[] = { "Behind the hill", "In the wood", "Far away", "Hidden column", NULL };
static const VtPoint hidden_places[] = { { 1800, 1000 }, { 1000, 3000 }, { 3500, 2000 }, { 1500, 2300 } };

static VtRuleset *
rz24 (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static VtGame *
make_game_with (guint extra)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (6000, 4000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);
  VtUnit *concealed;

  vt_test_add_rectangle (map, "hill", "hill", 1300, 600, 1500, 1700);
  vt_test_add_rectangle (map, "wood", "wood-dense", 700, 2700, 1300, 3300);
  vt_side_set_special_idea (rot_side, "Rot holds the bridge");
  vt_side_set_special_idea (blau_side, "Blau turns the left flank");
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_scenario_set_general_idea (scenario, "Two corps meet at the river");
  vt_scenario_set_start_time (scenario, 6 * 60 + 30);

  vt_test_add_block (scenario, "lookout", "Lookout", "rot", "line", 1000, 2000);
  vt_test_add_block (scenario, "open", "In the open", "blau", "line", 1800, 2000);
  vt_test_add_block (scenario, "hill", "Behind the hill", "blau", "line", 1800, 1000);
  vt_test_add_block (scenario, "wood", "In the wood", "blau", "line", 1000, 3000);
  vt_test_add_block (scenario, "column", "Marching column", "blau", "closed-column", 850, 2950);
  vt_test_add_block (scenario, "far", "Far away", "blau", "line", 3500, 2000);
  concealed = vt_test_add_block (scenario, "concealed", "Hidden column", "blau", "closed-column", 1500, 2300);
  vt_unit_set_condition (concealed, "concealed", "concealed", 1000);

  /* a crowd, half of them in columns, for the tracker to be held to */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (1824);

    for (guint i = 0; i < extra; i++)
      {
        g_autofree char *id = g_strdup_printf ("crowd-%u", i);

        vt_test_add_block (scenario, id, id, i % 2 == 0 ? "rot" : "blau", i % 4 < 2 ? "line" : "closed-column",
                  g_rand_double_range (rand, 100, 5900), g_rand_double_range (rand, 100, 3900));
      }
    /* a village for the lines to meet */
    if (extra > 0)
      vt_test_add_rectangle (map, "village", "village", 3000, 1000, 3600, 1500);
  }

  return vt_game_new (scenario, rz24 (), 7);
}

static VtGame *
make_game (void)
{
  return make_game_with (0);
}

static VtSighting
sighting (VtGame     *game,
          const char *side,
          const char *unit)
{
  return vt_knowledge_get_sighting (vt_game_get_knowledge (game, side), unit);
}

/* Nothing of a unit the side does not see is in its view: no id, no name,
 * no place, and the count is only what it sees and saw. */
static void
assert_no_trace (VtScenario *view,
                 guint       expected_units)
{
  GListModel *units = vt_scenario_get_units (view);

  g_assert_cmpuint (g_list_model_get_n_items (units), ==, expected_units);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint at;

      vt_unit_get_position (unit, &at);
      for (guint h = 0; hidden_ids[h] != NULL; h++)
        {
          g_assert_cmpstr (vt_unit_get_id (unit), !=, hidden_ids[h]);
          g_assert_cmpstr (vt_unit_get_name (unit), !=, hidden_names[h]);
          g_assert_false (vt_point_distance (&at, &hidden_places[h]) < 1);
        }
    }
  g_assert_null (vt_scenario_find_unit (view, "hill"));
}

/* each kind of ground hides as the ruleset says */
static void
test_what_rot_sees (void)
{
  g_autoptr(VtGame) game = make_game ();

  g_assert_null (vt_game_get_knowledge (game, "grün"));
  g_assert_cmpstr (vt_knowledge_get_side (vt_game_get_knowledge (game, "rot")), ==, "rot");

  g_assert_cmpint (sighting (game, "rot", "lookout"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (sighting (game, "rot", "hill"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (sighting (game, "rot", "wood"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (sighting (game, "rot", "column"), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (sighting (game, "rot", "far"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (sighting (game, "rot", "no-such-unit"), ==, VT_SIGHTING_NONE);
  /* Blau's units in the open see the lookout in turn */
  g_assert_cmpint (sighting (game, "blau", "lookout"), ==, VT_SIGHTING_EXACT);
}

/* §20: at night troops are seen only within 600 paces; the horizon the
 * umpire sets bounds sight */
static void
test_night_and_horizon (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_EXACT);
  g_assert_true (vt_game_set_option (game, "night", g_variant_new_boolean (TRUE), &error));
  g_assert_no_error (error);
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_NONE);
  /* at night no dust either */
  g_assert_cmpint (sighting (game, "rot", "column"), ==, VT_SIGHTING_NONE);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_EXACT);

  g_assert_true (vt_game_set_option (game, "horizon", g_variant_new_int64 (500), &error));
  g_assert_no_error (error);
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_NONE);
  g_assert_true (vt_game_set_option (game, "horizon", g_variant_new_int64 (3000), &error));
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (sighting (game, "rot", "far"), ==, VT_SIGHTING_EXACT);


  /* night set up on the scenario itself, not journalled, counts too */
  {
    g_autoptr(VtGame) set_up = make_game ();

    g_assert_cmpint (sighting (set_up, "rot", "open"), ==, VT_SIGHTING_EXACT);
    vt_scenario_set_option (vt_game_get_scenario (set_up), "night", g_variant_new_boolean (TRUE));
    g_assert_cmpint (sighting (set_up, "rot", "open"), ==, VT_SIGHTING_NONE);
  }
}

/* The view holds the side's own, the enemy seen, stand-ins for troops, and
 * nothing of the rest. */
static void
test_view (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "rot");
  g_autoptr(VtScenario) view = vt_knowledge_dup_view (knowledge);
  VtUnit *troops, *open;
  VtKnowledgeMark mark = { 0 };

  /* the lookout, the unit in the open and the column's dust */
  assert_no_trace (view, 3);
  g_assert_nonnull (vt_scenario_find_unit (view, "lookout"));
  open = vt_scenario_find_unit (view, "open");
  g_assert_nonnull (open);
  g_assert_cmpuint (vt_unit_get_strength (open), ==, 450);
  troops = vt_scenario_find_unit (view, "troops-1");
  g_assert_nonnull (troops);
  g_assert_cmpstr (vt_unit_get_name (troops), ==, "Truppen");
  g_assert_cmpstr (vt_unit_get_unit_type (troops), ==, "troops");
  g_assert_cmpuint (vt_unit_get_strength (troops), ==, 0);
  g_assert_null (vt_unit_get_formation (troops));
  g_assert_null (vt_scenario_find_unit (view, "column"));

  /* the General-Idee, and only Rot's special idea */
  g_assert_cmpstr (vt_scenario_get_general_idea (view), ==, "Two corps meet at the river");
  g_assert_cmpstr (vt_side_get_special_idea (vt_scenario_find_side (view, "rot")), ==, "Rot holds the bridge");
  g_assert_null (vt_side_get_special_idea (vt_scenario_find_side (view, "blau")));

  g_assert_true (vt_knowledge_get_mark (knowledge, "lookout", &mark));
  g_assert_true (mark.own);
  g_assert_cmpint (mark.sighting, ==, VT_SIGHTING_EXACT);
  g_free (mark.time_label);
  g_assert_true (vt_knowledge_get_mark (knowledge, "troops-1", &mark));
  g_assert_false (mark.own);
  g_assert_false (mark.last_known);
  g_assert_cmpint (mark.sighting, ==, VT_SIGHTING_TROOPS);
  g_assert_cmpuint (mark.move, ==, 1);
  g_assert_cmpstr (mark.time_label, ==, "06:30");
  g_free (mark.time_label);
  g_assert_false (vt_knowledge_get_mark (knowledge, "hill", &mark));
  g_assert_false (vt_knowledge_get_mark (knowledge, "column", &mark));
}

static void
assert_last_known (VtGame     *game,
                   guint       move,
                   const char *time_label)
{
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "rot");
  g_autoptr(VtScenario) view = vt_knowledge_dup_view (knowledge);
  VtUnit *last = vt_scenario_find_unit (view, "last-1");
  VtKnowledgeMark mark = { 0 };
  VtPoint at;

  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "open"), ==, VT_SIGHTING_NONE);
  g_assert_null (vt_scenario_find_unit (view, "open"));
  g_assert_nonnull (last);
  /* where it was seen, with its name and formation then */
  vt_unit_get_position (last, &at);
  g_assert_cmpfloat (at.x, ==, 1800);
  g_assert_cmpfloat (at.y, ==, 2000);
  g_assert_cmpstr (vt_unit_get_name (last), ==, "In the open");
  g_assert_cmpstr (vt_unit_get_formation (last), ==, "line");
  g_assert_true (vt_knowledge_get_mark (knowledge, "last-1", &mark));
  g_assert_true (mark.last_known);
  g_assert_cmpint (mark.sighting, ==, VT_SIGHTING_NONE);
  g_assert_cmpuint (mark.move, ==, move);
  g_assert_cmpstr (mark.time_label, ==, time_label);
  g_free (mark.time_label);
  /* lookout, column's dust, the last-known mark */
  assert_no_trace (view, 3);
}

/* A unit that moves out of sight keeps only its last-known mark, which
 * ages with the clock and survives undo, redo, saving and loading. */
static void
test_last_known (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtUnit *open = vt_scenario_find_unit (vt_game_get_state (game), "open");
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "rot");
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) move = NULL;
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint changed = 0;

  g_signal_connect_swapped (knowledge, "changed", G_CALLBACK (g_atomic_int_inc), &changed);

  /* Zug 2, 06:32: the unit goes behind the hill */
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
  move = vt_event_new_move (vt_game_get_move (game), open, &(VtPoint) { 1800, 1300 }, 0);
  g_assert_true (vt_game_append (game, move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, >=, 1);
  assert_last_known (game, 2, "06:32");

  /* Zug 3: the mark still says when it was seen */
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  assert_last_known (game, 2, "06:32");

  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "open"), ==, VT_SIGHTING_EXACT);
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (knowledge);

    g_assert_null (vt_scenario_find_unit (view, "last-1"));
    g_assert_nonnull (vt_scenario_find_unit (view, "open"));
  }
  g_assert_true (vt_game_redo (game));
  g_assert_true (vt_game_redo (game));
  assert_last_known (game, 2, "06:32");

  bytes = vt_game_file_to_bytes (game);
  loaded = vt_game_file_load_bytes (bytes, "last-known.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  assert_last_known (loaded, 2, "06:32");

  /* back in sight: no last-known mark */
  g_clear_object (&move);
  open = vt_scenario_find_unit (vt_game_get_state (loaded), "open");
  move = vt_event_new_move (vt_game_get_move (loaded), open, &(VtPoint) { 1700, 2000 }, 0);
  g_assert_true (vt_game_append (loaded, move, &error));
  g_assert_cmpint (sighting (loaded, "rot", "open"), ==, VT_SIGHTING_EXACT);
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (vt_game_get_knowledge (loaded, "rot"));

    g_assert_null (vt_scenario_find_unit (view, "last-1"));
  }
}

/* A side hears "changed" when its picture changes, and not when an enemy
 * it cannot see moves: even the moment would tell it something. */
static void
test_changed (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtScenario *state = vt_game_get_state (game);
  VtKnowledge *rot_knowledge = vt_game_get_knowledge (game, "rot");
  VtKnowledge *blau_knowledge = vt_game_get_knowledge (game, "blau");
  g_autoptr(GError) error = NULL;
  guint rot_changed = 0, blau_changed = 0;
  struct { const char *unit; double x, y; gboolean rot_hears; } moves[] = {
    { "hill", 1850, 1000, FALSE },   /* behind the hill still */
    { "open", 1750, 2000, TRUE },    /* seen, moving */
    { "far", 3400, 2000, FALSE },    /* beyond sight still */
    { "lookout", 1000, 2050, TRUE }, /* its own */
  };

  g_signal_connect_swapped (rot_knowledge, "changed", G_CALLBACK (g_atomic_int_inc), &rot_changed);
  g_signal_connect_swapped (blau_knowledge, "changed", G_CALLBACK (g_atomic_int_inc), &blau_changed);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      VtUnit *unit = vt_scenario_find_unit (state, moves[i].unit);
      g_autoptr(VtEvent) event = vt_event_new_move (1, unit, &(VtPoint) { moves[i].x, moves[i].y }, 0);
      guint rot_before = rot_changed, blau_before = blau_changed;

      g_assert_true (vt_game_append (game, event, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (rot_changed - rot_before, ==, moves[i].rot_hears ? 1 : 0);
      /* Blau sees its own units move, and the lookout in the open */
      g_assert_cmpuint (blau_changed - blau_before, ==, 1);
    }
}

/* The umpire's reveal and hide are journal events: undone, they are gone;
 * they hold for the rest of the Zug. */
static void
test_reveal_and_hide (void)
{
  g_autoptr(VtGame) game = make_game ();
  VtJournal *journal = vt_game_get_journal (game);
  g_autoptr(GError) error = NULL;
  const VtPoint wood[] = { { 900, 2900 }, { 1100, 2900 }, { 1100, 3100 }, { 900, 3100 } };
  VtEvent *event;

  g_assert_true (vt_game_reveal (game, "rot", "hill", NULL, 0, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 1);
  event = vt_journal_get_event (journal, 0);
  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_REVEAL);
  g_assert_cmpint (sighting (game, "rot", "hill"), ==, VT_SIGHTING_EXACT);
  /* Blau's own knowledge does not change */
  g_assert_cmpint (sighting (game, "blau", "hill"), ==, VT_SIGHTING_EXACT);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (sighting (game, "rot", "hill"), ==, VT_SIGHTING_NONE);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpint (sighting (game, "rot", "hill"), ==, VT_SIGHTING_EXACT);

  /* an area: the unit in the wood */
  g_assert_true (vt_game_reveal (game, "rot", NULL, wood, G_N_ELEMENTS (wood), TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sighting (game, "rot", "wood"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (sighting (game, "rot", "column"), ==, VT_SIGHTING_TROOPS);

  /* hide: the unit in the open is gone from Rot's picture, but for where
   * it was last seen */
  g_assert_true (vt_game_reveal (game, "rot", "open", NULL, 0, FALSE, &error));
  g_assert_cmpstr (vt_event_get_kind (vt_journal_get_event (journal, 2)), ==, VT_EVENT_HIDE);
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_NONE);

  /* saved and loaded, the umpire's word holds the same */
  {
    g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
    g_autoptr(VtGame) loaded = vt_game_file_load_bytes (bytes, "reveal.vertrauter",
                                                        vt_ruleset_registry_get_default (), &error);

    g_assert_no_error (error);
    g_assert_cmpint (sighting (loaded, "rot", "hill"), ==, VT_SIGHTING_EXACT);
    g_assert_cmpint (sighting (loaded, "rot", "wood"), ==, VT_SIGHTING_EXACT);
    g_assert_cmpint (sighting (loaded, "rot", "open"), ==, VT_SIGHTING_NONE);
  }

  /* the next Zug, the side's eyes decide again */
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_cmpint (sighting (game, "rot", "open"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (sighting (game, "rot", "hill"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (sighting (game, "rot", "wood"), ==, VT_SIGHTING_NONE);

  /* refused: an unknown side, an unknown unit, neither unit nor area */
  g_assert_false (vt_game_reveal (game, "grün", "open", NULL, 0, TRUE, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);
  g_assert_false (vt_game_reveal (game, "rot", "nobody", NULL, 0, TRUE, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT);
  g_clear_error (&error);
  g_assert_false (vt_game_reveal (game, "rot", NULL, NULL, 0, TRUE, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);
  g_assert_false (vt_game_reveal (game, "rot", NULL, wood, 2, TRUE, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
}

/* §7: hidden troops found by the commander appear at once; found by a
 * patrol, when its report has ridden (§6: 2000 paces at 800 a Zug, 3 Züge) */
static void
apply_discovery (VtGame     *game,
                 const char *found_by,
                 double      distance)
{
  g_autoptr(GError) error = NULL;
  g_auto(GVariantDict) params = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GVariant) owned = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;

  g_variant_dict_insert (&params, "found-by", "s", found_by);
  g_variant_dict_insert (&params, "troops", "s", "concealed");
  if (distance > 0)
    g_variant_dict_insert (&params, "distance", "d", distance);
  owned = g_variant_ref_sink (g_variant_dict_end (&params));
  outcome = vt_game_resolve_action (game, "discovery", owned, &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "discovery", owned, outcome, dice, &error));
  g_assert_no_error (error);
}

static void
test_concealed_column (void)
{
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(VtGame) game = make_game ();

    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_NONE);
    apply_discovery (game, "commander", 0);
    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_EXACT);
  }

  {
    g_autoptr(VtGame) game = make_game ();

    apply_discovery (game, "patrol", 2000);
    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_NONE);
    g_assert_true (vt_game_advance_moves (game, 1, &error));
    g_assert_true (vt_game_advance_moves (game, 1, &error));
    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_NONE);
    g_assert_true (vt_game_advance_moves (game, 1, &error));
    g_assert_no_error (error);
    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_EXACT);
    g_assert_true (vt_game_undo (game));
    g_assert_cmpint (sighting (game, "rot", "concealed"), ==, VT_SIGHTING_NONE);
  }
}

/* What rot or blau should see of @target, worked out pair by pair with
 * 1824's rules at the head, for the tracker to be held to. */
static VtSighting
brute_force (VtGame     *game,
             const char *side,
             VtUnit     *target)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  VtSighting best = VT_SIGHTING_NONE;
  const char *formation = vt_unit_get_formation (target);
  VtPoint to;

  if (g_str_equal (vt_unit_get_side (target), side))
    return VT_SIGHTING_EXACT;
  if (vt_unit_get_condition (target, "concealed") > 0)
    return VT_SIGHTING_NONE;
  vt_unit_get_position (target, &to);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) observer = g_list_model_get_item (units, i);
      VtPoint from;
      double distance;

      if (!g_str_equal (vt_unit_get_side (observer), side))
        continue;
      vt_unit_get_position (observer, &from);
      distance = vt_point_distance (&from, &to);
      if (distance > 2000)
        continue;
      if (vt_sight_line_clear (vt_game_get_state (game), rz24 (), &from, 2.5, &to, 2.5, NULL))
        return VT_SIGHTING_EXACT;
      if (formation != NULL && strstr (formation, "column") != NULL && distance <= 1000)
        best = VT_SIGHTING_TROOPS;
    }
  return best;
}

/* incremental and from the start agree, move after move */
static void
test_incremental_agrees (void)
{
  g_autoptr(VtGame) game = make_game_with (40);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  const char *sides[] = { "rot", "blau" };

  vt_game_get_knowledge (game, "rot");
  for (guint i = 0; i < 120; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, g_rand_int_range (rand, 0, g_list_model_get_n_items (units)));
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(VtGame) fresh = NULL;
      VtPoint to = { g_rand_double_range (rand, 200, 5800), g_rand_double_range (rand, 200, 3800) };

      event = i % 10 == 9 ? vt_event_new_clock (vt_game_get_move (game), 1, rz24 ())
                          : vt_event_new_move (vt_game_get_move (game), unit, &to, 0);
      g_assert_true (vt_game_append (game, event, &error));
      g_assert_no_error (error);

      for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
        for (guint u = 0; u < g_list_model_get_n_items (units); u++)
          {
            g_autoptr(VtUnit) any = g_list_model_get_item (units, u);

            g_assert_cmpint (sighting (game, sides[s], vt_unit_get_id (any)), ==,
                             brute_force (game, sides[s], any));
          }

      if (i % 6 != 5)
        continue;
      bytes = vt_game_file_to_bytes (game);
      fresh = vt_game_file_load_bytes (bytes, "fresh.vertrauter", vt_ruleset_registry_get_default (), &error);
      g_assert_no_error (error);
      for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
        for (guint u = 0; u < g_list_model_get_n_items (units); u++)
          {
            g_autoptr(VtUnit) any = g_list_model_get_item (units, u);

            g_assert_cmpint (sighting (game, sides[s], vt_unit_get_id (any)), ==,
                             sighting (fresh, sides[s], vt_unit_get_id (any)));
          }
    }
}

static VtEvent *
side_event (guint       move,
            const char *unit_id,
            const char *side)
{
  GVariantBuilder change, changes;

  vt_change_builder_init (&change, unit_id);
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_SIDE, g_variant_new_string (side));
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&changes, g_variant_builder_end (&change));
  return vt_event_new (VT_EVENT_NOTE, move, "a unit goes over", NULL, NULL,
                       g_variant_builder_end (&changes));
}

static void
assert_agrees (VtGame *game)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  const char *sides[] = { "rot", "blau" };

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    for (guint u = 0; u < g_list_model_get_n_items (units); u++)
      {
        g_autoptr(VtUnit) any = g_list_model_get_item (units, u);

        g_assert_cmpint (sighting (game, sides[s], vt_unit_get_id (any)), ==,
                         brute_force (game, sides[s], any));
      }
}

/* A unit gone over to the other side is that side's own; the side it left
 * sees it as it sees any enemy, and last saw it where it went over; undo,
 * a reload and the incremental tracker agree. */
static void
test_side_changes (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtGame) crowd = make_game_with (40);
  VtKnowledge *rot_knows = vt_game_get_knowledge (game, "rot");
  VtKnowledge *blau_knows = vt_game_get_knowledge (game, "blau");
  GListModel *units = vt_scenario_get_units (vt_game_get_state (crowd));
  g_autoptr(GRand) rand = g_rand_new_with_seed (1913);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) over = NULL;

  /* behind the hill, hidden from Rot, until it is Rot's */
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "hill"), ==, VT_SIGHTING_NONE);
  over = side_event (1, "hill", "rot");
  g_assert_true (vt_game_append (game, over, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (game), "hill")), ==, "rot");
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "hill"), ==, VT_SIGHTING_EXACT);
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (rot_knows);
    VtUnit *hill = vt_scenario_find_unit (view, "hill");

    g_assert_nonnull (hill);
    g_assert_cmpstr (vt_unit_get_side (hill), ==, "rot");
  }
  /* Blau sees it from its unit in the open, now as an enemy */
  g_assert_cmpint (vt_knowledge_get_sighting (blau_knows, "hill"), ==,
                   brute_force (game, "blau", vt_scenario_find_unit (vt_game_get_state (game), "hill")));
  assert_agrees (game);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (game), "hill")), ==, "blau");
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "hill"), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (vt_knowledge_get_sighting (blau_knows, "hill"), ==, VT_SIGHTING_EXACT);
  assert_agrees (game);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "hill"), ==, VT_SIGHTING_EXACT);

  /* moves and units going over at random in a crowd, held to the brute
   * force and to a reload */
  vt_game_get_knowledge (crowd, "rot");
  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, g_rand_int_range (rand, 0, g_list_model_get_n_items (units)));
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(VtGame) fresh = NULL;
      VtPoint to = { g_rand_double_range (rand, 200, 5800), g_rand_double_range (rand, 200, 3800) };

      if (i % 3 == 2)
        event = side_event (vt_game_get_move (crowd), vt_unit_get_id (unit),
                            g_str_equal (vt_unit_get_side (unit), "rot") ? "blau" : "rot");
      else
        event = vt_event_new_move (vt_game_get_move (crowd), unit, &to, 0);
      g_assert_true (vt_game_append (crowd, event, &error));
      g_assert_no_error (error);
      assert_agrees (crowd);

      if (i % 10 != 9)
        continue;
      bytes = vt_game_file_to_bytes (crowd);
      fresh = vt_game_file_load_bytes (bytes, "fresh.vertrauter", vt_ruleset_registry_get_default (), &error);
      g_assert_no_error (error);
      assert_agrees (fresh);
      g_assert_true (vt_game_undo (crowd));
      assert_agrees (crowd);
      g_assert_true (vt_game_redo (crowd));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/knowledge/what-rot-sees", test_what_rot_sees);
  g_test_add_func ("/vt/knowledge/night-and-horizon", test_night_and_horizon);
  g_test_add_func ("/vt/knowledge/view", test_view);
  g_test_add_func ("/vt/knowledge/last-known", test_last_known);
  g_test_add_func ("/vt/knowledge/changed", test_changed);
  g_test_add_func ("/vt/knowledge/reveal-and-hide", test_reveal_and_hide);
  g_test_add_func ("/vt/knowledge/concealed-column", test_concealed_column);
  g_test_add_func ("/vt/knowledge/incremental-agrees", test_incremental_agrees);
  g_test_add_func ("/vt/knowledge/side-changes", test_side_changes);

  return g_test_run ();
}
