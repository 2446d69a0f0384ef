/* test-turns.c: whose move it is, in each ruleset's turn, and the other
 * side's move refused until the umpire allows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <vertrauter.h>

static VtGame *
load_demo (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".vertrauter", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", file, NULL);
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

static const char *
side_to_move (VtGame *game)
{
  VtSide *side = vt_game_get_side_to_move (game);

  return side != NULL ? vt_side_get_id (side) : NULL;
}

static GError *
move (VtGame     *game,
      const char *unit_id,
      double      dx,
      double      dy,
      const char *umpire_allows)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), unit_id);
  GError *error = NULL;
  VtPoint at;

  g_assert_nonnull (unit);
  vt_unit_get_position (unit, &at);
  at.x += dx;
  at.y += dy;
  if (!vt_game_move_unit_allowed (game, unit, &at, vt_unit_get_facing (unit), NULL, umpire_allows, &error))
    g_test_message ("%s refused: %s", unit_id, error->message);
  return error;
}

static void
advance (VtGame *game,
         guint   moves)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_advance_moves (game, moves, &error));
  g_assert_no_error (error);
}

static char *
last_line (VtGame *game)
{
  VtJournal *journal = vt_game_get_journal (game);

  return vt_event_dup_text (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
}

/* II §5: "Thereafter the moves alternate"; VI §12: "B's move follows
 * immediately in the next minute after A's move" */
static void
test_1812_alternate (void)
{
  g_autoptr(VtGame) game = load_demo ("reiswitz-1812");
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  guint head;

  /* the scenario's first side stands for the lot */
  g_assert_cmpstr (side_to_move (game), ==, "blue");
  g_assert_null (move (game, "bl-i1", 0, 100, NULL));
  error = move (game, "gr-i1", 0, -100, NULL);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_cmpstr (error->message, ==, "It is Blaue Parthei's move (Zug 1): 1. Div., Infanterie 1 of Grüne "
                   "Parthei waits. The umpire may allow it with his reason");
  g_clear_error (&error);

  /* Zug 2 is the other side's; Zug 3 the first's again */
  advance (game, 1);
  g_assert_cmpstr (side_to_move (game), ==, "green");
  g_assert_null (move (game, "gr-i1", 0, -100, NULL));
  error = move (game, "bl-i2", 0, 100, NULL);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "It is Grüne Parthei's move (Zug 2)"));
  g_clear_error (&error);
  advance (game, 1);
  g_assert_cmpstr (side_to_move (game), ==, "blue");

  /* the umpire allows it with his reason: journalled, read in the line */
  advance (game, 1);
  head = vt_journal_get_head (vt_game_get_journal (game));
  g_assert_null (move (game, "bl-i2", 0, 100, "the order had reached them"));
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, head + 1);
  line = last_line (game);
  g_assert_true (g_str_has_suffix (line, " (allowed by the umpire: the order had reached them)"));

  /* undo: the clock and the side to move follow the journal */
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpstr (side_to_move (game), ==, "blue");
}

/* II §4 B b: "upon the removal of the screen, who shall have the first
 * move" is determined then: the umpire gives it, and the moves alternate
 * from it; undone, the turn's first side again */
static void
test_1812_lot_after_the_screen (void)
{
  g_autoptr(VtGame) game = load_demo ("reiswitz-1812");
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_game_set_side_to_move (game, "green", "", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);
  g_assert_false (vt_game_set_side_to_move (game, "red", "the lot", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);

  g_assert_true (vt_game_set_side_to_move (game, "green", "the lot drawn when the screen was lifted", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpstr (side_to_move (game), ==, "green");
  g_assert_null (move (game, "gr-i1", 0, -100, NULL));
  advance (game, 1);
  g_assert_cmpstr (side_to_move (game), ==, "blue");
  advance (game, 1);
  g_assert_cmpstr (side_to_move (game), ==, "green");

  for (guint i = 0; i < 4; i++)
    g_assert_true (vt_game_undo (game));
  g_assert_cmpstr (side_to_move (game), ==, "blue");
}

/* II §5: a change of formation is part of the side's move: the other
 * side's waits, unless the umpire allows it; the journal reads the
 * rulebook's word for the formation; a file that holds one made out of
 * turn with no reason opens with the warning at its line */
static void
test_1812_formation_out_of_turn (void)
{
  g_autoptr(VtGame) game = load_demo ("reiswitz-1812");
  VtScenario *state = vt_game_get_state (game);
  VtUnit *green = vt_scenario_find_unit (state, "gr-i1");
  VtUnit *blue = vt_scenario_find_unit (state, "bl-i1");
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *allowed = NULL;
  guint head = vt_journal_get_head (vt_game_get_journal (game));

  g_assert_false (vt_game_set_formation (game, green, "column", &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "It is Blaue Parthei's move (Zug 1)"));
  g_clear_error (&error);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, head);

  g_assert_true (vt_game_set_formation (game, blue, "column", &error));
  g_assert_no_error (error);
  line = last_line (game);
  g_assert_cmpstr (line, ==, "1. Div., Infanterie 1 forms Column");

  g_assert_true (vt_game_set_formation_allowed (game, green, "column", "the drum was heard", &error));
  g_assert_no_error (error);
  allowed = last_line (game);
  g_assert_true (g_str_has_suffix (allowed, "forms Column (allowed by the umpire: the drum was heard)"));

  /* written without the reason, the file still opens, and says where */
  {
    g_autoptr(GVariant) changes = g_variant_parse (G_VARIANT_TYPE ("aa{sv}"),
                                                   "[{'unit': <'gr-i1'>, 'formation': <'mass'>}]", NULL, NULL, NULL);
    g_autoptr(VtEvent) event = vt_event_new (VT_EVENT_FORMATION, 1, "gr-i1 forms mass",
                                             g_variant_new_parsed ("{'unit': <'gr-i1'>, 'formation': <'mass'>}"),
                                             NULL, changes);
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(VtGame) read = NULL;
    GPtrArray *warnings;

    g_assert_true (vt_game_append (game, event, &error));
    g_assert_no_error (error);
    bytes = vt_game_file_to_bytes (game);
    read = vt_game_file_load_bytes (bytes, "out-of-turn.vertrauter", vt_ruleset_registry_get_default (), &error);
    g_assert_no_error (error);
    warnings = vt_scenario_get_load_warnings (vt_game_get_scenario (read));
    g_assert_cmpuint (warnings->len, ==, 1);
    g_assert_true (g_str_has_prefix (g_ptr_array_index (warnings, 0), "out-of-turn.vertrauter:"));
    g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0),
                              "Zug 1 was Blaue Parthei's move: 1. Div., Infanterie 1 of Grüne Parthei acted in it"));
  }
}

/* Composition: the Citadel "representing a city"; the rules give it no
 * move, in the Defending Army's move or out of it; the umpire may set it
 * right with his reason */
static void
test_war_chess_citadel_stays (void)
{
  g_autoptr(VtGame) game = load_demo ("war-chess-1866");
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game)));
  VtUnit *citadel = vt_scenario_find_unit (vt_game_get_state (game), "d-citadel");
  const VtCell *cell = vt_board_find_cell (board, 120);

  g_assert_nonnull (citadel);
  params = vt_ruleset_parse_params (vt_game_get_ruleset (game), "move",
                                    (const char *[]) { "figure=a-light-1", "to=45", NULL }, &error);
  outcome = vt_game_resolve_action (game, "move", params, &dice, &error);
  g_assert_no_error (error);
  g_variant_take_ref (outcome);
  g_assert_true (vt_game_apply_action (game, "move", params, outcome, dice, &error));
  g_assert_cmpstr (side_to_move (game), ==, "defending");

  g_assert_false (vt_game_move_unit (game, citadel, &cell->centre, 0, NULL, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "the Citadel represents \"a city\""));
  g_clear_error (&error);
  g_assert_true (vt_game_move_unit_allowed (game, citadel, &cell->centre, 0, NULL, "set up on the wrong square",
                                            &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "d-citadel")), ==, 120);
}

/* War-Chess has its own rule of who begins; Wells's phases name the side */
static void
test_lot_elsewhere_refused (void)
{
  g_autoptr(VtGame) chess = load_demo ("war-chess-1866");
  g_autoptr(VtGame) wells = load_demo ("little-wars-1913");
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_game_set_side_to_move (chess, "defending", "a whim", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);
  g_assert_false (vt_game_set_side_to_move (wells, "blue", "a whim", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
}

/* IX §10 and II §5: the side not to move does not fire either */
static void
test_1812_fire_out_of_turn (void)
{
  g_autoptr(VtGame) game = load_demo ("reiswitz-1812");
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) allowed = NULL;
  g_autoptr(GError) error = NULL;

  params = vt_ruleset_parse_params (vt_game_get_ruleset (game), "fire",
                                    (const char *[]) { "firer=gr-i1", "target=bl-i1", NULL },
                                    &error);
  g_assert_no_error (error);
  g_assert_false (vt_game_check_action (game, "fire", params, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "It is Blaue Parthei's move (Zug 1)"));
  g_clear_error (&error);

  allowed = vt_ruleset_parse_params (vt_game_get_ruleset (game), "fire",
                                     (const char *[]) { "firer=gr-i1", "target=bl-i1",
                                                        "umpire-allows=a return of fire", NULL },
                                     &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_check_action (game, "fire", allowed, &error));
  g_assert_no_error (error);

  advance (game, 1);
  g_assert_true (vt_game_check_action (game, "fire", params, &error));
  g_assert_no_error (error);
}

/* The Move: "the First Player" moves his guns, then his men; then the
 * Second Player (the phases name the side) */
static void
test_wells_phases (void)
{
  g_autoptr(VtGame) game = load_demo ("little-wars-1913");
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (vt_game_get_phase (game), ==, 0);
  g_assert_cmpstr (side_to_move (game), ==, "red");
  /* Red's men, after Red's guns */
  g_assert_true (vt_game_advance_phase (game, NULL));
  g_assert_cmpstr (side_to_move (game), ==, "red");
  g_assert_null (move (game, "r-inf-1", 0, 6, NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_true (vt_game_advance_phase (game, NULL));
  /* men-second: Blue's */
  g_assert_cmpstr (side_to_move (game), ==, "blue");
  error = move (game, "r-inf-2", 0, 6, NULL);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "It is Blue's move"));
  /* the next move begins with the First Player again */
  for (guint i = 0; i < 2; i++)
    g_assert_true (vt_game_advance_phase (game, NULL));
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpstr (side_to_move (game), ==, "red");
}

/* The plates count "the next move" one figure at a time, the armies in
 * turn: each figure moved is a move of the clock */
static void
test_war_chess_moves (void)
{
  g_autoptr(VtGame) game = load_demo ("war-chess-1866");
  VtJournal *journal = vt_game_get_journal (game);
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpstr (side_to_move (game), ==, "attacking");
  params = vt_ruleset_parse_params (vt_game_get_ruleset (game), "move",
                                    (const char *[]) { "figure=a-light-1", "to=45", NULL },
                                    &error);
  g_assert_no_error (error);
  outcome = vt_game_resolve_action (game, "move", params, &dice, &error);
  g_assert_no_error (error);
  g_variant_take_ref (outcome);
  g_assert_true (vt_game_apply_action (game, "move", params, outcome, dice, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (vt_event_get_move (vt_journal_get_event (journal, 0)), ==, 1);
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, 0)), ==,
                   "the Light Infantry of the Attacking Army moves from 30 to 45");
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpstr (side_to_move (game), ==, "defending");

  /* a second Attacking move, allowed out of turn: the Defending Army has
   * still not moved, and the ruleset and the clock both say it is its move */
  {
    g_autoptr(GVariant) again = vt_ruleset_parse_params (vt_game_get_ruleset (game), "move",
                                                         (const char *[]) { "figure=a-light-1", "to=30",
                                                                            "umpire-allows=a test of the ruling",
                                                                            NULL }, &error);
    g_autoptr(GVariant) refused = vt_ruleset_parse_params (vt_game_get_ruleset (game), "move",
                                                           (const char *[]) { "figure=a-light-1", "to=45", NULL },
                                                           &error);
    g_autoptr(GVariant) allowed_outcome = NULL;
    g_autoptr(GVariant) allowed_dice = NULL;
    g_autoptr(GVariant) no_outcome = NULL;

    g_assert_no_error (error);
    allowed_outcome = vt_game_resolve_action (game, "move", again, &allowed_dice, &error);
    g_assert_no_error (error);
    g_variant_take_ref (allowed_outcome);
    g_assert_true (vt_game_apply_action (game, "move", again, allowed_outcome, allowed_dice, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (side_to_move (game), ==, "defending");
    no_outcome = vt_game_resolve_action (game, "move", refused, NULL, &error);
    g_assert_null (no_outcome);
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
    g_assert_nonnull (strstr (error->message, "it is the move of the Defending Army"));
    g_clear_error (&error);
    g_assert_true (vt_game_undo (game));
  }

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpstr (side_to_move (game), ==, "attacking");
}

/* 1824: both sides move in the same Zug */
static void
test_1824_simultaneous (void)
{
  g_autoptr(VtGame) game = load_demo ("demo");

  g_assert_null (vt_game_get_side_to_move (game));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/turns/reiswitz-1812/alternate", test_1812_alternate);
  g_test_add_func ("/turns/reiswitz-1812/fire-out-of-turn", test_1812_fire_out_of_turn);
  g_test_add_func ("/turns/reiswitz-1812/formation-out-of-turn", test_1812_formation_out_of_turn);
  g_test_add_func ("/turns/reiswitz-1812/lot-after-the-screen", test_1812_lot_after_the_screen);
  g_test_add_func ("/turns/elsewhere/lot-refused", test_lot_elsewhere_refused);
  g_test_add_func ("/turns/little-wars-1913/phases", test_wells_phases);
  g_test_add_func ("/turns/war-chess-1866/moves", test_war_chess_moves);
  g_test_add_func ("/turns/war-chess-1866/citadel-stays", test_war_chess_citadel_stays);
  g_test_add_func ("/turns/reiswitz-1824/simultaneous", test_1824_simultaneous);

  return g_test_run ();
}
