/* test-rz24-messages.c: reiswitz-1824's couriers and who may talk, §6 and §12
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * §6: a courier gallops 800 paces a Zug up to 2000 paces, 700 a Zug
 * beyond; a begun Zug counts (derived). The commander's deliberation adds
 * half as many Züge as minutes, rounded up. §12: players more than 1000
 * paces apart talk only through the umpire.
 */
#define G_LOG_DOMAIN "test-rz24-messages"

#include <string.h>

#include <vertrauter.h>

static const VtColour rot = { 0.75, 0.11, 0.16 };

static VtGame *
two_units (double distance)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (20000, 2000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtUnit) from = vt_unit_new ("from", "infantry-block", "rot");
  g_autoptr(VtUnit) to = vt_unit_new ("to", "infantry-block", "rot");
  VtPoint a = { 100, 1000 }, b = { 100 + distance, 1000 };

  g_assert_nonnull (ruleset);
  g_assert_true (vt_scenario_add_side (scenario, side, NULL));
  vt_unit_set_name (from, "Kommandeur");
  vt_unit_set_name (to, "I/1");
  vt_unit_set_position (from, &a);
  vt_unit_set_position (to, &b);
  g_assert_true (vt_scenario_add_unit (scenario, from, NULL));
  g_assert_true (vt_scenario_add_unit (scenario, to, NULL));

  return vt_game_new (scenario, ruleset, 1);
}

/* the Züge an order takes, sent in Zug 1 */
static guint
order_takes (double distance,
             guint  minutes)
{
  g_autoptr(VtGame) game = two_units (distance);
  g_autoptr(GError) error = NULL;
  VtMessage *order = vt_game_send_message (game, "from", "to", VT_MESSAGE_ORDER, "Vorwärts", minutes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (order);
  return vt_message_get_due_move (order) - vt_message_get_sent_move (order);
}

/* §6 either side of each change of speed */
static void
test_courier (void)
{
  static const struct { double paces; guint zuege; } cases[] = {
    { 0, 0 },
    { 800, 1 },      /* one Zug's gallop exactly */
    { 801, 2 },
    { 1600, 2 },
    { 1601, 3 },
    { 1999, 3 },
    { 2000, 3 },     /* the gallop ends: 2.5 Züge, begun counts */
    { 2001, 3 },     /* 2.5 + 1/700 */
    { 2350, 3 },     /* 2.5 + 0.5 */
    { 2351, 4 },
    { 3050, 4 },     /* 2.5 + 1.5 */
    { 3051, 5 },
    { 4100, 6 },     /* 2.5 + 3 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%g paces", cases[i].paces);
      g_assert_cmpuint (order_takes (cases[i].paces, 0), ==, cases[i].zuege);
    }
}

/* §6: half as many Züge as minutes at the table, rounded up */
static void
test_deliberation (void)
{
  static const struct { guint minutes; guint zuege; } cases[] = {
    { 0, 0 }, { 1, 1 }, { 2, 1 }, { 3, 2 }, { 4, 2 }, { 9, 5 }, { 30, 15 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%u minutes", cases[i].minutes);
      /* with a ride of 800 paces, one Zug */
      g_assert_cmpuint (order_takes (800, cases[i].minutes), ==, cases[i].zuege + 1);
    }
}

/* The order arrives when the clock reaches its Zug: 2700 paces and 5
 * minutes are 4 + 3 Züge, so sent in Zug 1 it is there in Zug 8. */
static void
test_arrives (void)
{
  g_autoptr(VtGame) game = two_units (2700);
  g_autoptr(GError) error = NULL;
  VtMessage *order = vt_game_send_message (game, "from", "to", VT_MESSAGE_ORDER, "Halt", 5, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (vt_message_get_due_move (order), ==, 8);
  g_assert_true (vt_game_advance_moves (game, 6, &error));
  g_assert_cmpint (vt_message_get_state (order), ==, VT_MESSAGE_IN_TRANSIT);
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_message_get_state (order), ==, VT_MESSAGE_DELIVERED);
  /* 06:30 by default, two minutes a Zug: due at 06:44 */
  g_assert_cmpuint (vt_message_get_due_time (order) - vt_message_get_sent_time (order), ==, 14);
}

/* §12: a word between players beyond 1000 paces is refused with the
 * rule; through the umpire, as an order, it goes. */
static void
test_talk_limit (void)
{
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(VtGame) game = two_units (1000);
    VtMessage *talk = vt_game_send_message (game, "from", "to", VT_MESSAGE_TALK, "Hold on", 0, &error);

    g_assert_no_error (error);
    g_assert_nonnull (talk);
    /* spoken, not ridden */
    g_assert_cmpint (vt_message_get_state (talk), ==, VT_MESSAGE_DELIVERED);
  }
  {
    g_autoptr(VtGame) game = two_units (1001);

    g_assert_null (vt_game_send_message (game, "from", "to", VT_MESSAGE_TALK, "Hold on", 0, &error));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
    g_assert_nonnull (strstr (error->message, "§12"));
    g_assert_nonnull (strstr (error->message, "1001 paces"));
    g_clear_error (&error);
    g_assert_null (vt_game_send_message (game, "from", "to", VT_MESSAGE_SIGNAL_CARD, "Hold on", 0, &error));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
    g_clear_error (&error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_messages (game))), ==, 0);

    g_assert_nonnull (vt_game_send_message (game, "from", "to", VT_MESSAGE_ORDER, "Hold on", 0, &error));
    g_assert_no_error (error);
    /* the side's commander at the umpire's table has no place to measure */
    g_assert_nonnull (vt_game_send_message (game, "rot", "to", VT_MESSAGE_TALK, "Hold on", 0, &error));
    g_assert_no_error (error);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz24/messages/courier", test_courier);
  g_test_add_func ("/rz24/messages/deliberation", test_deliberation);
  g_test_add_func ("/rz24/messages/arrives", test_arrives);
  g_test_add_func ("/rz24/messages/talk-limit", test_talk_limit);

  return g_test_run ();
}
