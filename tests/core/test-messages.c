/* test-messages.c: orders, reports and intelligence on their way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under fixture-terrain: a message takes ceil (paces / 1000) Züge plus
 * half the minutes of deliberation (rounded down), two minutes a Zug,
 * twelve signal cards a side, and a unit with the condition "cut-off"
 * may neither talk nor signal. Sight reaches 3000 paces. Zug 1 is 06:00.
 * Red: hq (500, 500), b1 (3000, 500), 2500 paces from hq, and patrol
 * (6000, 500). Blue: bhq (9500, 500) and e1 (9500, 3500), out of every
 * Red unit's sight.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

static const VtColour red = { 0.75, 0.11, 0.16 };
static const VtColour blue = { 0.11, 0.44, 0.85 };

static VtRulesetRegistry *
registry (void)
{
  return vt_ruleset_registry_get_default ();
}

static void
add_unit (VtScenario *scenario,
          const char *id,
          const char *name,
          const char *side,
          double      x,
          double      y)
{
  g_autoptr(VtUnit) unit = vt_unit_new (id, "infantry-block", side);
  VtPoint at = { x, y };

  vt_unit_set_name (unit, name);
  vt_unit_set_strength (unit, 450);
  vt_unit_set_formation (unit, "line");
  vt_unit_set_position (unit, &at);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
}

static VtGame *
make_game (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry (), "fixture-terrain");
  g_autoptr(VtMap) map = vt_map_new_terrain (10000, 4000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-terrain", map);
  g_autoptr(VtSide) red_side = vt_side_new ("red", "Red", &red);
  g_autoptr(VtSide) blue_side = vt_side_new ("blue", "Blue", &blue);

  g_assert_nonnull (ruleset);
  vt_scenario_set_title (scenario, "Messages");
  vt_scenario_set_start_time (scenario, 6 * 60);
  g_assert_true (vt_scenario_add_side (scenario, red_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blue_side, NULL));
  add_unit (scenario, "hq", "Headquarters", "red", 500, 500);
  add_unit (scenario, "b1", "I/1", "red", 3000, 500);
  add_unit (scenario, "patrol", "Patrol", "red", 6000, 500);
  add_unit (scenario, "bhq", "Blue HQ", "blue", 9500, 500);
  add_unit (scenario, "e1", "Blue column", "blue", 9500, 3500);

  return vt_game_new (scenario, ruleset, 1);
}

static void
advance (VtGame *game,
         guint   moves)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_advance_moves (game, moves, &error));
  g_assert_no_error (error);
}

static VtGame *
save_and_reload (VtGame *game)
{
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  VtGame *loaded = vt_game_file_load_bytes (bytes, "messages.vertrauter", registry (), &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

static VtMessage *
find (VtGame     *game,
      const char *id)
{
  VtMessage *message = vt_message_log_find (vt_game_get_messages (game), id);

  g_assert_nonnull (message);
  return message;
}

static void
on_changed (VtMessageLog *log,
            guint        *count)
{
  (*count)++;
}

/* An order rides the 2500 paces in 3 Züge after 5 minutes at the table (2
 * Züge): sent in Zug 1, due in Zug 6 at 06:10, delivered when the clock
 * gets there, and not one Zug sooner. */
static void
test_order_arrives (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) transit = NULL;
  g_autoptr(GPtrArray) due_now = NULL;
  VtMessageLog *log = vt_game_get_messages (game);
  VtMessage *order;
  guint changed = 0;

  g_signal_connect (log, "changed", G_CALLBACK (on_changed), &changed);
  order = vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Advance on the mill", 5, &error);
  g_assert_no_error (error);
  g_assert_nonnull (order);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);

  g_assert_cmpstr (vt_message_get_id (order), ==, "m1");
  g_assert_cmpint (vt_message_get_kind (order), ==, VT_MESSAGE_ORDER);
  g_assert_cmpstr (vt_message_get_from_unit (order), ==, "hq");
  g_assert_cmpstr (vt_message_get_from_side (order), ==, "red");
  g_assert_cmpstr (vt_message_get_to_unit (order), ==, "b1");
  g_assert_cmpstr (vt_message_get_to_side (order), ==, "red");
  g_assert_cmpfloat_with_epsilon (vt_message_get_distance (order), 2500, 1e-9);
  g_assert_cmpuint (vt_message_get_deliberation (order), ==, 5);
  g_assert_cmpuint (vt_message_get_sent_move (order), ==, 1);
  g_assert_cmpuint (vt_message_get_sent_time (order), ==, 6 * 60);
  g_assert_cmpuint (vt_message_get_due_move (order), ==, 6);
  g_assert_cmpuint (vt_message_get_due_time (order), ==, 6 * 60 + 10);
  g_assert_cmpint (vt_message_get_state (order), ==, VT_MESSAGE_IN_TRANSIT);
  g_assert_cmpuint (vt_message_get_moves_left (order, vt_game_get_move (game)), ==, 5);

  /* the journal says what it is */
  {
    VtJournal *journal = vt_game_get_journal (game);
    g_autoptr(VtEvent) event = g_list_model_get_item (G_LIST_MODEL (journal), 0);

    g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_MESSAGE);
    g_assert_cmpstr (vt_event_get_summary (event), ==, "Order from Headquarters to I/1, due Zug 6");
  }

  advance (game, 4);
  g_assert_cmpuint (vt_game_get_move (game), ==, 5);
  g_assert_cmpint (vt_message_get_state (order), ==, VT_MESSAGE_IN_TRANSIT);
  g_assert_cmpuint (vt_message_get_moves_left (order, 5), ==, 1);
  transit = vt_message_log_dup_in_transit (log);
  g_assert_cmpuint (transit->len, ==, 1);

  advance (game, 1);
  order = find (game, "m1");
  g_assert_cmpint (vt_message_get_state (order), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (order), ==, 6);
  g_assert_cmpuint (vt_message_get_moves_left (order, 6), ==, 0);
  due_now = vt_message_log_dup_due_now (log);
  g_assert_cmpuint (due_now->len, ==, 1);
  g_assert_true (g_ptr_array_index (due_now, 0) == order);
  g_clear_pointer (&transit, g_ptr_array_unref);
  transit = vt_message_log_dup_in_transit (log);
  g_assert_cmpuint (transit->len, ==, 0);
}

/* Arrival is the journal's: undo the Zug that brought it and it is on
 * its way again; redo and it is there; a saved game reloads the same. */
static void
test_undo_redo_reload (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Hold the bridge", 0, &error));
  g_assert_no_error (error);
  /* 2500 paces: due in Zug 4 */
  advance (game, 2);
  advance (game, 1);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (find (game, "m1")), ==, 4);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_game_get_move (game), ==, 3);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_IN_TRANSIT);
  g_assert_cmpuint (vt_message_get_moves_left (find (game, "m1"), 3), ==, 1);

  g_assert_true (vt_game_redo (game));
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (find (game, "m1")), ==, 4);

  /* undo past the sending: no message at all */
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_messages (game))), ==, 0);
  g_assert_true (vt_game_redo (game));
  g_assert_true (vt_game_redo (game));

  /* saved at Zug 3 with the last Zug undone, it reloads in transit and
   * arrives on redo */
  loaded = save_and_reload (game);
  g_assert_cmpuint (vt_game_get_move (loaded), ==, 3);
  g_assert_cmpint (vt_message_get_state (find (loaded, "m1")), ==, VT_MESSAGE_IN_TRANSIT);
  g_assert_cmpstr (vt_message_get_text (find (loaded, "m1")), ==, "Hold the bridge");
  g_assert_true (vt_game_redo (loaded));
  g_assert_cmpint (vt_message_get_state (find (loaded, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (find (loaded, "m1")), ==, 4);
}

/* Deliberation: half the minutes, as the fixture counts them. */
static void
test_deliberation (void)
{
  static const struct { guint minutes; guint due; } cases[] = {
    { 0, 4 }, { 1, 4 }, { 2, 5 }, { 7, 7 }, { 20, 14 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(VtGame) game = make_game ();
      g_autoptr(GError) error = NULL;
      VtMessage *order = vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Go",
                                               cases[i].minutes, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (vt_message_get_due_move (order), ==, cases[i].due);
    }
}

/* The umpire holds an order past its Zug; it waits until he releases it,
 * and then arrives at once. A lost order never arrives. */
static void
test_held_and_lost (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) due_now = NULL;
  g_autoptr(GPtrArray) transit = NULL;
  VtMessageLog *log = vt_game_get_messages (game);

  g_assert_nonnull (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Held", 0, &error));
  g_assert_nonnull (vt_game_send_message (game, "hq", "patrol", VT_MESSAGE_ORDER, "Lost", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_message_get_due_move (find (game, "m1")), ==, 4);
  g_assert_cmpuint (vt_message_get_due_move (find (game, "m2")), ==, 7);

  /* sorted by arrival */
  transit = vt_message_log_dup_in_transit (log);
  g_assert_cmpuint (transit->len, ==, 2);
  g_assert_cmpstr (vt_message_get_id (g_ptr_array_index (transit, 0)), ==, "m1");

  g_assert_true (vt_game_hold_message (game, "m1", &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_lose_message (game, "m2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_message_get_state (find (game, "m2")), ==, VT_MESSAGE_LOST);

  advance (game, 9);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_HELD);
  g_assert_cmpint (vt_message_get_state (find (game, "m2")), ==, VT_MESSAGE_LOST);
  g_assert_cmpuint (vt_message_get_delivered_move (find (game, "m2")), ==, 0);
  /* the umpire is reminded of the one he holds past its Zug */
  due_now = vt_message_log_dup_due_now (log);
  g_assert_cmpuint (due_now->len, ==, 1);
  g_assert_cmpstr (vt_message_get_id (g_ptr_array_index (due_now, 0)), ==, "m1");

  g_assert_true (vt_game_release_message (game, "m1", &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (find (game, "m1")), ==, 10);

  /* decisions that do not fit are refused */
  g_assert_false (vt_game_release_message (game, "m1", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_nonnull (strstr (error->message, "it is delivered"));
  g_clear_error (&error);
  g_assert_false (vt_game_hold_message (game, "m2", &error));
  g_assert_nonnull (strstr (error->message, "it is lost"));
  g_clear_error (&error);
  g_assert_false (vt_game_hold_message (game, "m9", &error));
  g_assert_nonnull (strstr (error->message, "not sent before"));
  g_clear_error (&error);

  /* undo the release: held again */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_HELD);
}

/* Hastened to the current Zug it arrives at once; to a later one, then. A
 * garbled order arrives with the umpire's text; an intercepted one goes to
 * the other side. */
static void
test_hasten_garble_intercept (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) blue_list = NULL;
  g_autoptr(GPtrArray) red_delivered = NULL;

  vt_game_send_message (game, "hq", "patrol", VT_MESSAGE_ORDER, "Scout the ford", 0, &error);
  vt_game_send_message (game, "hq", "patrol", VT_MESSAGE_ORDER, "Retire at dusk", 0, &error);
  vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Attack at dawn", 0, &error);
  g_assert_no_error (error);

  g_assert_true (vt_game_hasten_message (game, "m1", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_message_get_due_move (find (game, "m1")), ==, 3);
  g_assert_false (vt_game_hasten_message (game, "m2", 0, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);

  g_assert_true (vt_game_garble_message (game, "m2", "Retire at dawn", &error));
  g_assert_true (vt_game_intercept_message (game, "m3", "blue", &error));
  g_assert_no_error (error);

  advance (game, 2);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpuint (vt_message_get_delivered_move (find (game, "m1")), ==, 3);
  g_assert_true (vt_game_hasten_message (game, "m2", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_message_get_state (find (game, "m2")), ==, VT_MESSAGE_GARBLED);
  g_assert_true (vt_message_is_delivered (find (game, "m2")));
  g_assert_cmpstr (vt_message_get_text (find (game, "m2")), ==, "Retire at dawn");
  g_assert_cmpstr (vt_message_get_sent_text (find (game, "m2")), ==, "Retire at dusk");

  advance (game, 5);
  g_assert_cmpint (vt_message_get_state (find (game, "m3")), ==, VT_MESSAGE_INTERCEPTED);
  g_assert_cmpstr (vt_message_get_intercepted_by (find (game, "m3")), ==, "blue");

  /* the decisions are in the file, and it writes back byte for byte */
  {
    g_autoptr(VtGame) loaded = save_and_reload (game);
    g_autoptr(GBytes) saved = vt_game_file_to_bytes (game);
    g_autoptr(GBytes) again = vt_game_file_to_bytes (loaded);

    g_assert_true (g_bytes_equal (saved, again));
    g_assert_cmpint (vt_message_get_state (find (loaded, "m2")), ==, VT_MESSAGE_GARBLED);
    g_assert_cmpstr (vt_message_get_text (find (loaded, "m2")), ==, "Retire at dawn");
    g_assert_cmpstr (vt_message_get_intercepted_by (find (loaded, "m3")), ==, "blue");
  }

  red_delivered = vt_message_log_dup_delivered_to (vt_game_get_messages (game), "red");
  g_assert_cmpuint (red_delivered->len, ==, 2);
  blue_list = vt_message_log_dup_of_side (vt_game_get_messages (game), "blue");
  g_assert_cmpuint (blue_list->len, ==, 1);
  g_assert_cmpstr (vt_message_get_id (g_ptr_array_index (blue_list, 0)), ==, "m3");
}

/* The designer's intelligence arrives in its Zug, whatever the map; it is
 * in the file, and comes again after a reload. */
static void
test_scheduled_intelligence (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) delivered = NULL;
  VtMessage *spy;

  spy = vt_game_schedule_intelligence (game, "red", VT_INTELLIGENCE_SPY,
                                       "Blue's guard marches at noon", NULL, 4, &error);
  g_assert_no_error (error);
  g_assert_true (vt_message_get_scheduled (spy));
  g_assert_null (vt_message_get_from_side (spy));
  g_assert_cmpint (vt_message_get_intelligence (spy), ==, VT_INTELLIGENCE_SPY);
  g_assert_cmpuint (vt_message_get_due_move (spy), ==, 4);

  g_assert_null (vt_game_schedule_intelligence (game, "green", VT_INTELLIGENCE_SPY, "x", NULL, 4, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);

  loaded = save_and_reload (game);
  spy = find (loaded, "m1");
  g_assert_true (vt_message_get_scheduled (spy));
  g_assert_cmpint (vt_message_get_intelligence (spy), ==, VT_INTELLIGENCE_SPY);
  advance (loaded, 2);
  g_assert_cmpint (vt_message_get_state (spy), ==, VT_MESSAGE_IN_TRANSIT);
  advance (loaded, 1);
  g_assert_cmpint (vt_message_get_state (spy), ==, VT_MESSAGE_DELIVERED);
  delivered = vt_message_log_dup_delivered_to (vt_game_get_messages (loaded), "red");
  g_assert_cmpuint (delivered->len, ==, 1);
}

/* 1812's contract in the fixture: twelve signal cards, and none to or from
 * a player cut off, though an order through the umpire still goes. */
static guint
number_for (VtGame     *game,
            const char *id,
            const char *side)
{
  return vt_message_log_get_number_for (vt_game_get_messages (game), find (game, id), side);
}

/* A side numbers its own messages, in the order it came to know them: it
 * learns nothing of how many the other sent; a number once given stays;
 * what it does not know has none. The umpire counts every message. */
static void
test_side_numbers (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;

  /* Red's commander at Blue's headquarters, for the parley below */
  {
    g_autoptr(VtEditor) editor = vt_editor_new (game);

    g_assert_true (vt_editor_set_commander (editor, "red", NULL, &(VtPoint) { 9500, 500 }, &error));
  }
  /* Blue writes three orders of its own first */
  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (vt_game_send_message (game, "bhq", "e1", VT_MESSAGE_ORDER, "Hold", 0, &error));
  /* m4: Red's first */
  g_assert_nonnull (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Advance", 0, &error));
  /* m5: Blue's offer of a parley to Red's commander, who has come to
   * Blue's headquarters for it (below): no ride, no deliberation, and it
   * is there */
  g_assert_nonnull (vt_game_send_report (game, "bhq", "red", VT_MESSAGE_REPORT, VT_INTELLIGENCE_NONE, "Parley?",
                                         NULL, 0, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (number_for (game, "m4", "red"), ==, 1);
  g_assert_cmpuint (number_for (game, "m4", NULL), ==, 4);
  g_assert_cmpuint (number_for (game, "m3", "blue"), ==, 3);
  /* Red knows nothing of Blue's orders; the parley is its second */
  g_assert_cmpuint (number_for (game, "m1", "red"), ==, 0);
  g_assert_true (vt_message_is_delivered (find (game, "m5")));
  g_assert_cmpuint (number_for (game, "m5", "red"), ==, 2);

  /* Red's next order rides to I/1; its number is given as it is written
   * and stays when the order arrives */
  g_assert_nonnull (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_ORDER, "Halt", 0, &error));
  g_assert_cmpuint (number_for (game, "m6", "red"), ==, 3);
  g_assert_cmpuint (number_for (game, "m6", "blue"), ==, 0);
  advance (game, 10);
  g_assert_true (vt_message_is_delivered (find (game, "m6")));
  g_assert_cmpuint (number_for (game, "m4", "red"), ==, 1);
  g_assert_cmpuint (number_for (game, "m6", "red"), ==, 3);
  /* Blue numbers its report as it sent it */
  g_assert_cmpuint (number_for (game, "m5", "blue"), ==, 4);

  /* intercepted by Blue: Blue's next; Red's own number unchanged */
  g_assert_nonnull (vt_game_send_message (game, "b1", "hq", VT_MESSAGE_REPORT, "All quiet", 0, &error));
  g_assert_true (vt_game_intercept_message (game, "m7", "blue", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (number_for (game, "m7", "blue"), ==, 5);
  g_assert_cmpuint (number_for (game, "m7", "red"), ==, 4);
  /* read back from the file, the same numbers */
  {
    g_autoptr(VtGame) read = save_and_reload (game);

    g_assert_cmpuint (number_for (read, "m7", "blue"), ==, 5);
    g_assert_cmpuint (number_for (read, "m5", "red"), ==, 2);
  }
}

static void
test_signal_cards_and_cut_off (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) cut = NULL;

  for (guint i = 0; i < 12; i++)
    {
      g_assert_nonnull (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_SIGNAL_CARD, "Close up", 0, &error));
      g_assert_no_error (error);
    }
  /* a card goes at once */
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_null (vt_game_send_message (game, "hq", "b1", VT_MESSAGE_SIGNAL_CARD, "Close up", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "12"));
  g_clear_error (&error);
  g_assert_cmpuint (vt_message_log_count_sent (vt_game_get_messages (game), "red", VT_MESSAGE_SIGNAL_CARD), ==, 12);
  /* Blue has its own twelve */
  g_assert_nonnull (vt_game_send_message (game, "bhq", "e1", VT_MESSAGE_SIGNAL_CARD, "Halt", 0, &error));
  g_assert_no_error (error);

  /* patrol is cut off */
  {
    g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
    GVariantBuilder conditions;
    GVariant *value;

    g_variant_builder_init (&conditions, G_VARIANT_TYPE ("a(ssu)"));
    g_variant_builder_add (&conditions, "(ssu)", "cut-off", "cut off", 5);
    g_variant_dict_insert (&change, "unit", "s", "patrol");
    g_variant_dict_insert_value (&change, "conditions", g_variant_builder_end (&conditions));
    value = g_variant_dict_end (&change);
    cut = vt_event_new (VT_EVENT_NOTE, 1, "patrol cut off", NULL, NULL,
                        g_variant_new_array (G_VARIANT_TYPE_VARDICT, &value, 1));
    g_assert_true (vt_game_append (game, cut, &error));
    g_assert_no_error (error);
  }
  g_assert_null (vt_game_send_message (game, "patrol", "bhq", VT_MESSAGE_TALK, "Parley?", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "cut off"));
  g_clear_error (&error);
  g_assert_nonnull (vt_game_send_message (game, "hq", "patrol", VT_MESSAGE_ORDER, "Come back", 0, &error));
  g_assert_no_error (error);
}

/* A patrol's report names e1 where it stands; Red's board gets it when
 * the report arrives, not when it is written, "reported by patrol". */
static void
test_report_feeds_knowledge (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) before = NULL;
  g_autoptr(VtScenario) after = NULL;
  g_autoptr(VtScenario) undone = NULL;
  const char * const units[] = { "e1", NULL };
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "red");
  VtKnowledgeMark mark = { 0, };
  VtMessage *report;
  VtUnit *last;
  VtPoint where;

  advance (game, 5);
  /* patrol (6000, 500) to hq (500, 500): 5500 paces, 6 Züge */
  report = vt_game_send_report (game, "patrol", "hq", VT_MESSAGE_REPORT, VT_INTELLIGENCE_PATROL,
                                "A column by the mill", units, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_message_get_due_move (report), ==, 12);
  g_assert_cmpuint (g_variant_n_children (vt_message_get_reported_units (report)), ==, 1);

  /* e1 marches on; the report still says where it was */
  {
    g_autoptr(VtEvent) move = NULL;
    VtPoint to = { 8000, 3000 };

    move = vt_event_new_move (vt_game_get_move (game),
                              vt_scenario_find_unit (vt_game_get_state (game), "e1"), &to, 0);
    g_assert_true (vt_game_append (game, move, &error));
    g_assert_no_error (error);
  }

  advance (game, 5);
  before = vt_knowledge_dup_view (knowledge);
  g_assert_null (vt_scenario_find_unit (before, "last-1"));
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "e1"), ==, VT_SIGHTING_NONE);

  advance (game, 1);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  after = vt_knowledge_dup_view (knowledge);
  last = vt_scenario_find_unit (after, "last-1");
  g_assert_nonnull (last);
  g_assert_null (vt_scenario_find_unit (after, "e1"));
  vt_unit_get_position (last, &where);
  g_assert_cmpfloat_with_epsilon (where.x, 9500, 1e-9);
  g_assert_cmpfloat_with_epsilon (where.y, 3500, 1e-9);
  g_assert_true (vt_knowledge_get_mark (knowledge, "last-1", &mark));
  g_assert_true (mark.last_known);
  g_assert_cmpstr (mark.reported_by, ==, "patrol");
  g_assert_cmpuint (mark.move, ==, 6);
  g_assert_cmpstr (mark.time_label, ==, "06:10");
  g_free (mark.time_label);
  /* Blue's board has nothing of it */
  {
    g_autoptr(VtScenario) blue_view = vt_knowledge_dup_view (vt_game_get_knowledge (game, "blue"));

    g_assert_null (vt_scenario_find_unit (blue_view, "last-1"));
  }

  g_assert_true (vt_game_undo (game));
  undone = vt_knowledge_dup_view (knowledge);
  g_assert_null (vt_scenario_find_unit (undone, "last-1"));
}

/* Messages in a file that do not hold are refused at their line. */
static void
test_malformed_files (void)
{
  static const struct { const char *name; const char *expected; } cases[] = {
    { "message-unknown-unit.vertrauter", ":11: event 1: message 'm1': a message names unit 'ghost' in 'to-unit', which is not in this game" },
    { "message-due-past.vertrauter", ":14: event 2: message 'm1': a message cannot be due in Zug 1: the clock stands at 3, and no game runs past 100000000" },
    { "message-decision-unknown.vertrauter", ":11: event 1: the umpire decides on message 'm7', which was not sent before" },
    { "message-release-not-held.vertrauter", ":14: event 2: the umpire cannot release message 'm1': it is in-transit" },
    { "message-bad-kind.vertrauter", ":11: event 1: message 'm1' must be of kind order, report, intelligence, signal-card, sealed-note or talk" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "messages", cases[i].name, NULL);
      g_autofree char *expected = g_strconcat (path, cases[i].expected, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) game = vt_game_file_load_path (path, registry (), &error);

      g_test_message ("%s", cases[i].name);
      g_assert_null (game);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* A game with messages and decisions in its journal reads back. */
static void
test_valid_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "messages", "messages.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, registry (), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_messages (game))), ==, 3);
  g_assert_cmpint (vt_message_get_state (find (game, "m1")), ==, VT_MESSAGE_DELIVERED);
  g_assert_cmpint (vt_message_get_state (find (game, "m2")), ==, VT_MESSAGE_HELD);
  g_assert_cmpint (vt_message_get_state (find (game, "m3")), ==, VT_MESSAGE_IN_TRANSIT);
}

/* Issue 25 item 10: a message to or from a side's commander "arrived at
 * once (0 paces)". He is somewhere: among his troops (their middle,
 * derived) until the designer puts him with a unit (he moves with it) or at
 * a place; the courier rides from there; the file keeps where he is. */
static void
test_commander_place (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(VtEditor) editor = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *whereabouts = NULL;
  VtMessagePlan plan;
  VtPoint at;

  /* Red's troops stand at 500, 3,000 and 6,000 paces along y = 500 */
  g_assert_true (vt_game_locate_commander (game, "red", &at, &whereabouts));
  g_test_message ("Red's commander is %s, at (%g, %g)", whereabouts, at.x, at.y);
  g_assert_nonnull (strstr (whereabouts, "derived"));
  g_assert_cmpfloat_with_epsilon (at.x, 9500.0 / 3, 1e-9);
  g_assert_true (vt_game_check_message (game, "red", "patrol", VT_MESSAGE_ORDER, 0, NULL, &plan, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (plan.distance, 6000 - 9500.0 / 3, 1e-6);
  g_assert_cmpuint (plan.delay, >, 0);
  /* and back: a report to him rides as far */
  g_assert_true (vt_game_check_message (game, "patrol", "red", VT_MESSAGE_REPORT, 0, NULL, &plan, &error));
  g_assert_cmpfloat_with_epsilon (plan.distance, 6000 - 9500.0 / 3, 1e-6);

  /* with the headquarters: 5,500 paces to the patrol */
  editor = vt_editor_new (game);
  g_assert_true (vt_editor_set_commander (editor, "red", "hq", NULL, &error));
  g_clear_pointer (&whereabouts, g_free);
  g_assert_true (vt_game_locate_commander (game, "red", &at, &whereabouts));
  g_assert_cmpstr (whereabouts, ==, "with Headquarters");
  g_assert_true (vt_game_check_message (game, "red", "patrol", VT_MESSAGE_ORDER, 0, NULL, &plan, &error));
  g_assert_cmpfloat_with_epsilon (plan.distance, 5500, 1e-6);
  /* only with his own side's troops */
  g_assert_false (vt_editor_set_commander (editor, "red", "bhq", NULL, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
  g_clear_error (&error);

  /* kept in the file, and read back */
  loaded = save_and_reload (game);
  g_assert_cmpstr (vt_side_get_commander_unit (vt_scenario_find_side (vt_game_get_scenario (loaded), "red")), ==, "hq");
  g_assert_true (vt_game_check_message (loaded, "red", "patrol", VT_MESSAGE_ORDER, 0, NULL, &plan, &error));
  g_assert_cmpfloat_with_epsilon (plan.distance, 5500, 1e-6);
  g_clear_object (&loaded);

  /* at a place of his own: (1,000, 2,000) */
  g_assert_true (vt_editor_set_commander (editor, "red", NULL, &(VtPoint) { 1000, 2000 }, &error));
  g_assert_true (vt_game_check_message (game, "red", "patrol", VT_MESSAGE_ORDER, 0, NULL, &plan, &error));
  g_assert_cmpfloat_with_epsilon (plan.distance, hypot (5000, 1500), 1e-6);
  loaded = save_and_reload (game);
  g_assert_true (vt_side_get_commander_place (vt_scenario_find_side (vt_game_get_scenario (loaded), "red"), &at));
  g_assert_cmpfloat_with_epsilon (at.y, 2000, 1e-9);
  g_clear_object (&loaded);

  /* one step each: undone, he is with the headquarters again */
  g_assert_true (vt_editor_undo (editor));
  g_assert_true (vt_game_check_message (game, "red", "patrol", VT_MESSAGE_ORDER, 0, NULL, &plan, &error));
  g_assert_cmpfloat_with_epsilon (plan.distance, 5500, 1e-6);

  /* the headquarters taken away: among his troops again, and the file
   * names no unit that is not there */
  g_assert_true (vt_editor_remove_unit (editor, "hq", &error));
  g_clear_pointer (&whereabouts, g_free);
  g_assert_true (vt_game_locate_commander (game, "red", &at, &whereabouts));
  g_assert_nonnull (strstr (whereabouts, "derived"));
  g_assert_cmpfloat_with_epsilon (at.x, 4500, 1e-9);
  loaded = save_and_reload (game);
  g_assert_null (vt_side_get_commander_unit (vt_scenario_find_side (vt_game_get_scenario (loaded), "red")));
}

/* A side's commander is with a unit of its own, or at a place given by
 * both coordinates: anything else is refused where it stands. */
static void
test_commander_in_file (void)
{
  static const struct { const char *attributes; const char *expected; } cases[] = {
    { "commander-with=\"ghost\"", "commanders.vertrauter:5: side 'red' puts its commander with unit 'ghost', which is not in the file" },
    { "commander-with=\"b\"", "commanders.vertrauter:5: side 'red' puts its commander with unit 'b', which is not its own" },
    { "commander-x=\"100\"", "commanders.vertrauter:5: side 'red' places its commander by commander-with (a unit) or by both commander-x and commander-y (a place), not otherwise" },
    { "commander-with=\"r\" commander-x=\"1\" commander-y=\"2\"", "commanders.vertrauter:5: side 'red' places its commander by commander-with (a unit) or by both commander-x and commander-y (a place), not otherwise" },
    { "commander-x=\"north\" commander-y=\"2\"", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
        "  <title>Commanders</title>\n"
        "  <map kind=\"terrain\" width=\"1000\" height=\"1000\" unit=\"pace\"/>\n"
        "  <side id=\"red\" name=\"Red\" colour=\"#c01c28\" %s/>\n"
        "  <side id=\"blue\" name=\"Blue\" colour=\"#1c71d8\"/>\n"
        "  <unit id=\"r\" type=\"infantry-block\" side=\"red\" strength=\"100\" x=\"10\" y=\"10\"/>\n"
        "  <unit id=\"b\" type=\"infantry-block\" side=\"blue\" strength=\"100\" x=\"900\" y=\"10\"/>\n"
        "</game>\n", cases[i].attributes);
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) game = vt_game_file_load_bytes (bytes, "commanders.vertrauter", registry (), &error);

      g_test_message ("%s: %s", cases[i].attributes, error != NULL ? error->message : "read");
      g_assert_null (game);
      g_assert_nonnull (error);
      if (cases[i].expected != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].expected);
      else
        g_assert_true (g_str_has_prefix (error->message, "commanders.vertrauter:5:"));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/messages/order-arrives", test_order_arrives);
  g_test_add_func ("/messages/undo-redo-reload", test_undo_redo_reload);
  g_test_add_func ("/messages/deliberation", test_deliberation);
  g_test_add_func ("/messages/held-and-lost", test_held_and_lost);
  g_test_add_func ("/messages/hasten-garble-intercept", test_hasten_garble_intercept);
  g_test_add_func ("/messages/scheduled-intelligence", test_scheduled_intelligence);
  g_test_add_func ("/messages/signal-cards-and-cut-off", test_signal_cards_and_cut_off);
  g_test_add_func ("/messages/side-numbers", test_side_numbers);
  g_test_add_func ("/messages/report-feeds-knowledge", test_report_feeds_knowledge);
  g_test_add_func ("/messages/malformed-files", test_malformed_files);
  g_test_add_func ("/messages/valid-file", test_valid_file);
  g_test_add_func ("/messages/commander-place", test_commander_place);
  g_test_add_func ("/messages/commander-in-file", test_commander_in_file);

  return g_test_run ();
}
