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

/* §7 with §6: a patrol 1600 paces from its commander finds a concealed
 * column; the report rides 2 Züge as a message, and when it arrives the
 * column is on Rot's board where the patrol saw it, reported by patrol,
 * though it marched away and stands out of sight. */
static void
test_discovery_reports (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (20000, 4000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &rot);
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(VtScenario) before = NULL;
  g_autoptr(VtScenario) after = NULL;
  const char *words[] = { "found-by=patrol", "from=patrol", "to=cmd", "troops=column", NULL };
  const struct { const char *id, *side; double x, y; } units[] = {
    { "patrol", "rot", 100, 1000 }, { "cmd", "rot", 1700, 1000 }, { "column", "blau", 8000, 3000 },
  };
  VtKnowledgeMark mark = { 0, };
  VtMessage *report;
  VtPoint where;

  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      g_autoptr(VtUnit) unit = vt_unit_new (units[i].id, "infantry-block", units[i].side);
      VtPoint at = { units[i].x, units[i].y };

      vt_unit_set_position (unit, &at);
      vt_unit_set_strength (unit, 450);
      if (g_str_equal (units[i].id, "column"))
        vt_unit_set_condition (unit, "concealed", "concealed", 99);
      g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
    }
  game = vt_game_new (scenario, ruleset, 1);

  params = vt_ruleset_parse_params (ruleset, "discovery", words, &error);
  g_assert_no_error (error);
  outcome = vt_game_resolve_action (game, "discovery", params, &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "discovery", params, outcome, dice, &error));
  g_assert_no_error (error);

  report = vt_message_log_find (vt_game_get_messages (game), "m1");
  g_assert_nonnull (report);
  g_assert_cmpint (vt_message_get_kind (report), ==, VT_MESSAGE_REPORT);
  g_assert_cmpint (vt_message_get_intelligence (report), ==, VT_INTELLIGENCE_PATROL);
  g_assert_cmpuint (vt_message_get_due_move (report), ==, 3);
  g_assert_cmpstr (vt_message_get_from_unit (report), ==, "patrol");
  g_assert_cmpstr (vt_message_get_to_unit (report), ==, "cmd");

  /* the column marches off before the report is in */
  {
    g_autoptr(VtEvent) move = NULL;
    VtPoint to = { 12000, 3500 };

    move = vt_event_new_move (1, vt_scenario_find_unit (vt_game_get_state (game), "column"), &to, 0);
    g_assert_true (vt_game_append (game, move, &error));
    g_assert_no_error (error);
  }
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  before = vt_knowledge_dup_view (vt_game_get_knowledge (game, "rot"));
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (before)), ==, 2);

  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_message_get_state (report), ==, VT_MESSAGE_DELIVERED);
  after = vt_knowledge_dup_view (vt_game_get_knowledge (game, "rot"));
  g_assert_nonnull (vt_scenario_find_unit (after, "last-1"));
  vt_unit_get_position (vt_scenario_find_unit (after, "last-1"), &where);
  g_assert_cmpfloat_with_epsilon (where.x, 8000, 1e-9);
  g_assert_true (vt_knowledge_get_mark (vt_game_get_knowledge (game, "rot"), "last-1", &mark));
  g_assert_cmpstr (mark.reported_by, ==, "patrol");
  g_assert_cmpuint (mark.move, ==, 1);
  g_free (mark.time_label);
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
  g_test_add_func ("/rz24/messages/discovery-reports", test_discovery_reports);

  return g_test_run ();
}
