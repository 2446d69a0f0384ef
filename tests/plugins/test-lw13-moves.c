/* test-lw13-moves.c: little-wars-1913's moves measured on the floor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A piece dragged on the map is moved by vt_game_move_unit, which holds it
 * to the reach the ruleset's march rate gives. Each test quotes the
 * sentence of ../shared/rules/wells-1913-little-wars-rules-and-appendix.txt
 * it checks.
 */
#define G_LOG_DOMAIN "test-lw13-moves"

#include "lw13-test-common.h"

/* Moves @id by @dx, @dy inches; the error when refused */
static gboolean
move_by (VtGame  *game,
         const char *id,
         double   dx,
         double   dy,
         GError **error)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), id);
  VtPoint to;

  g_assert_nonnull (unit);
  vt_unit_get_position (unit, &to);
  to.x += dx;
  to.y += dy;
  return vt_game_move_unit (game, unit, &to, vt_unit_get_facing (unit), NULL, error);
}

/* the summary of the journal's last event */
static const char *
last_summary (VtGame *game)
{
  VtJournal *journal = vt_game_get_journal (game);

  g_assert_cmpuint (vt_journal_get_head (journal), >, 0);
  return vt_event_get_summary (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
}

static void
assert_refused (GError     *error,
                const char *allowance,
                const char *away)
{
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, allowance));
  g_assert_nonnull (strstr (error->message, away));
}

/* the clock on to the First Player's men (The Move 5: guns first) */
static VtGame *
men_move (VtGame *game)
{
  g_assert_true (vt_game_advance_phase (game, NULL));
  return game;
}

static VtGame *
new_field (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();

  add_unit (scenario, "foot", "infantry", "red", 20, 100, 100);
  add_unit (scenario, "foot-b", "infantry", "red", 20, 100, 200);
  add_unit (scenario, "horse", "cavalry", "red", 12, 300, 100);
  add_unit (scenario, "horse-b", "cavalry", "red", 12, 300, 200);
  return men_move (vt_game_new (scenario, get_ruleset (), 1913));
}

static void
test_infantry_a_foot (void)
{
  g_autoptr(VtGame) game = new_field ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  /* (I) "An infantry-man may be moved a foot or any less distance at each
   * move." */
  g_assert_false (move_by (game, "foot-b", 12.5, 0, &error));
  assert_refused (error, "can march 12 inches", "is 12.5 inches");
  g_clear_error (&error);
  g_assert_false (move_by (game, "foot-b", 0, 24, &error));
  assert_refused (error, "can march 12 inches", "24 inches");
  g_clear_error (&error);
  g_assert_false (move_by (game, "foot-b", 27, 0, &error));
  assert_refused (error, "can march 12 inches", "27 inches");
  g_clear_error (&error);

  g_assert_true (move_by (game, "foot", 12, 0, &error));
  g_assert_no_error (error);
  /* the journal says how far, at the arm's pace */
  g_assert_cmpstr (last_summary (game), ==, "foot moves 12 inches at infantry pace");

  /* "or any less distance": nothing is left of this move */
  g_assert_false (move_by (game, "foot", 1, 0, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_clear_error (&error);
  g_assert_true (move_by (game, "foot-b", 0, 7.5, &error));
  g_assert_no_error (error);
  g_assert_true (move_by (game, "foot-b", 0, 4.5, &error));
  g_assert_no_error (error);
}

static void
test_cavalry_two_feet (void)
{
  g_autoptr(VtGame) game = new_field ();
  g_autoptr(GError) error = NULL;

  /* (II) "A cavalry-man may be moved two feet or any less distance at each
   * move." */
  g_assert_false (move_by (game, "horse-b", 25, 0, &error));
  assert_refused (error, "can march 24 inches", "25 inches");
  g_clear_error (&error);
  g_assert_false (move_by (game, "horse-b", 0, 38, &error));
  assert_refused (error, "can march 24 inches", "38 inches");
  g_clear_error (&error);

  g_assert_true (move_by (game, "horse", 0, 24, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_summary (game), ==, "horse moves 24 inches at cavalry pace");
}

/* The Move 5: "a player must move or fire his guns if he wants to do so,
 * before moving his men. To this rule of 'Guns First' there is to be no
 * exception." */
static void
test_guns_first (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  add_unit (scenario, "gh", "field-gun", "red", 1, 100, 100);
  add_unit (scenario, "horse4", "cavalry", "red", 4, 100, 106);
  game = vt_game_new (scenario, get_ruleset (), 1913);

  /* the guns' part: the men wait */
  g_assert_false (move_by (game, "horse4", 0, -6, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first: Guns of Red is the guns' part"));
  g_clear_error (&error);
  g_assert_true (move_by (game, "gh", 0, -6, &error));
  g_assert_no_error (error);

  /* the men's part: no gun moves after them */
  g_assert_true (vt_game_advance_phase (game, NULL));
  g_assert_false (move_by (game, "gh", 0, -6, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "no exception"));
  g_clear_error (&error);
  g_assert_true (move_by (game, "horse4", 0, -6, &error));
  g_assert_no_error (error);

  /* the melees: nothing moves */
  g_assert_true (vt_game_advance_phase (game, NULL));
  g_assert_false (move_by (game, "horse4", 0, -6, &error));
  g_assert_nonnull (strstr (error->message, "Melee 3"));
}

static void
test_gun_with_its_men (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* (IV) "if there are at least four cavalry-men with it, they can take
   * the gun two feet, but if there are fewer cavalry-men than four and the
   * rest infantry [...] the gun will be movable only one foot"; the men
   * with it are those that keep it in action, (III) "within six inches of
   * it" */
  add_unit (scenario, "gh", "field-gun", "red", 1, 100, 100);
  add_unit (scenario, "horse4", "cavalry", "red", 4, 100, 106);
  add_unit (scenario, "gm", "field-gun", "red", 1, 300, 100);
  add_unit (scenario, "horse3", "cavalry", "red", 3, 300, 106);
  add_unit (scenario, "foot1", "infantry", "red", 1, 304, 100);
  add_unit (scenario, "g0", "field-gun", "red", 1, 500, 100);
  add_unit (scenario, "horse3b", "cavalry", "red", 3, 500, 106);
  game = vt_game_new (scenario, get_ruleset (), 1913);

  g_assert_true (move_by (game, "gh", 0, -24, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_summary (game), ==, "gh moves 24 inches at gun pace");

  g_assert_false (move_by (game, "gm", 0, -13, &error));
  assert_refused (error, "can march 12 inches", "13 inches");
  g_clear_error (&error);
  g_assert_true (move_by (game, "gm", 0, -12, &error));
  g_assert_no_error (error);

  /* (III) "If there are not at least four men within that distance, it can
   * neither be moved nor fired." */
  g_assert_false (move_by (game, "g0", 0, -1, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_assert_nonnull (strstr (error->message, "cannot move"));
}

/* (IV) "If the gun is moved and not fired, then at least four men who are
 * with the gun must move up with it to its new position, and be placed
 * within six inches of it in its new position." So they move in the guns'
 * part (The Move 5), with the gun they were with, as far as their own pace
 * takes them; other men still wait for the men's part. */
static void
test_men_move_up_with_their_gun (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  VtScenario *state;

  add_unit (scenario, "gh", "field-gun", "red", 1, 100, 100);
  add_unit (scenario, "horse4", "cavalry", "red", 4, 100, 106);
  /* 21 inches behind the gun: not with it */
  add_unit (scenario, "far", "cavalry", "red", 4, 100, 125);
  /* where the gun will stand, but never with it */
  add_unit (scenario, "bystander", "cavalry", "red", 4, 110, 60);
  add_unit (scenario, "gi", "naval-gun", "red", 1, 300, 100);
  add_unit (scenario, "foot4", "infantry", "red", 4, 300, 106);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  state = vt_game_get_state (game);

  /* guns first: before the gun has moved its men wait */
  g_assert_false (move_by (game, "horse4", 0, -6, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first"));
  g_clear_error (&error);

  /* four cavalry-men take it two feet */
  g_assert_true (move_by (game, "gh", 0, -24, &error));
  g_assert_no_error (error);

  /* a drag begins (the pace alone): its men may go, the others not */
  g_assert_true (vt_ruleset_check_move (get_ruleset (), game, vt_scenario_find_unit (state, "horse4"),
                                        "cavalry-pace", NULL, NULL, 0, &error));
  g_assert_no_error (error);
  g_assert_false (vt_ruleset_check_move (get_ruleset (), game, vt_scenario_find_unit (state, "far"),
                                         "cavalry-pace", NULL, NULL, 0, &error));
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first"));
  g_clear_error (&error);

  /* not "within six inches of it in its new position": refused, the rule named */
  g_assert_false (move_by (game, "horse4", 0, -12, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, "Mobility IV: the men of horse4 who are with gh move up with it"));
  g_clear_error (&error);
  g_assert_true (move_by (game, "horse4", 0, -24, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_summary (game), ==, "horse4 moves 24 inches at cavalry pace");

  /* "with the gun" is before it moved: men near its new place who were not
   * with it, and men too far behind it, still wait */
  g_assert_false (move_by (game, "bystander", -10, 10, &error));
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first"));
  g_clear_error (&error);
  g_assert_false (move_by (game, "far", 0, -24, &error));
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first"));
  g_clear_error (&error);
  /* the umpire may allow it with his reason */
  {
    VtPoint to = { 100, 101 };

    g_assert_true (vt_game_move_unit_allowed (game, vt_scenario_find_unit (state, "far"), &to, 0, NULL,
                                              "they were the gun's escort", &error));
    g_assert_no_error (error);
  }

  /* infantry take the naval gun a foot, and their own move is still
   * measured: "a foot or any less distance" (I) */
  g_assert_true (move_by (game, "gi", 0, -12, &error));
  g_assert_no_error (error);
  g_assert_false (move_by (game, "foot4", 0, -13, &error));
  assert_refused (error, "can march 12 inches", "13 inches");
  g_clear_error (&error);
  g_assert_true (move_by (game, "foot4", 0, -12, &error));
  g_assert_no_error (error);

  /* and it is their move: nothing of it is left for the men's part */
  men_move (game);
  g_assert_false (move_by (game, "horse4", 0, -1, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_clear_error (&error);
  g_assert_true (move_by (game, "bystander", 0, 12, &error));
  g_assert_no_error (error);
}

/* (IV) "If a gun is in action it can either be moved or fired at each
 * move, but not both." A gun fired is not then dragged (though "it may be
 * swung round on its axis to take aim"), and a gun dragged does not fire. */
static void
test_gun_moved_or_fired (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  VtScenario *state;
  VtUnit *fired;
  VtPoint here;

  add_unit (scenario, "gf", "naval-gun", "red", 1, 100, 100);
  add_unit (scenario, "crew-f", "infantry", "red", 4, 100, 106);
  add_unit (scenario, "gm", "naval-gun", "red", 1, 300, 100);
  add_unit (scenario, "crew-m", "infantry", "red", 4, 300, 106);
  add_unit (scenario, "gw", "naval-gun", "red", 1, 450, 100);
  add_unit (scenario, "crew-w", "infantry", "red", 4, 450, 106);
  add_unit (scenario, "target", "infantry", "blue", 20, 100, 250);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  state = vt_game_get_state (game);
  /* (4) no gunfire before the First Player's second move */
  advance_phases (game, 6);

  outcome = play (game, &error, "gun-fire", "gun=gf", "target=target", "killed-1=1", NULL);
  g_assert_no_error (error);
  g_clear_pointer (&outcome, g_variant_unref);

  /* fired, then dragged: refused with the rule, as the drag begins too */
  g_assert_false (move_by (game, "gf", 0, -6, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, "Mobility IV: gf has fired in this move"));
  g_assert_nonnull (strstr (error->message, "not both"));
  g_clear_error (&error);
  fired = vt_scenario_find_unit (state, "gf");
  g_assert_false (vt_ruleset_check_move (get_ruleset (), game, fired, "gun-pace", NULL, NULL, 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);
  /* swung round on its axis it has not moved */
  vt_unit_get_position (fired, &here);
  g_assert_true (vt_game_move_unit (game, fired, &here, 90, NULL, &error));
  g_assert_no_error (error);
  /* the umpire may allow it with his reason */
  here.y -= 6;
  g_assert_true (vt_game_move_unit_allowed (game, fired, &here, 90, NULL, "the shot was a misfire", &error));
  g_assert_no_error (error);

  /* moved, then fired: refused by gun-fire, which reads the journal */
  g_assert_true (move_by (game, "gm", 0, -3, &error));
  g_assert_no_error (error);
  g_assert_null (play (game, &error, "gun-fire", "gun=gm", "target=target", "killed-1=1", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "moved or fired at each move, not both (Mobility IV)"));
  g_clear_error (&error);
  /* a gun only swung round to take aim fires */
  vt_unit_get_position (vt_scenario_find_unit (state, "gw"), &here);
  g_assert_true (vt_game_move_unit (game, vt_scenario_find_unit (state, "gw"), &here, 45, NULL, &error));
  g_assert_no_error (error);
  /* and its men have no new position to move up to: they wait */
  g_assert_false (move_by (game, "crew-w", 0, -3, &error));
  g_assert_nonnull (strstr (error->message, "The Move 5, guns first"));
  g_clear_error (&error);
  outcome = play (game, &error, "gun-fire", "gun=gw", "target=target", "killed-1=1", NULL);
  g_assert_no_error (error);
}

/* A road along y = 300 from x = 0 to 600 */
static void
add_road (VtScenario *scenario)
{
  g_autoptr(VtFeature) road = vt_feature_new ("high-road", "road", VT_GEOMETRY_POLYLINE);
  VtPoint ends[] = { { 0, 300 }, { 600, 300 } };

  vt_feature_add_point (road, &ends[0]);
  vt_feature_add_point (road, &ends[1]);
  vt_map_add_feature (vt_scenario_get_map (scenario), road);
}

static void
test_kriegspiel_moves (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  add_road (scenario);
  add_unit (scenario, "horse", "cavalry", "red", 12, 100, 100);
  add_unit (scenario, "horse-b", "cavalry", "red", 12, 300, 100);
  vt_unit_set_formation (add_unit (scenario, "column", "infantry", "red", 20, 50, 300), "fours");
  vt_unit_set_formation (add_unit (scenario, "column-b", "infantry", "red", 20, 50, 300), "fours");
  add_unit (scenario, "line", "infantry", "red", 20, 300, 300);
  vt_unit_set_formation (add_unit (scenario, "horse-twos", "cavalry", "red", 12, 400, 300), "twos");
  game = vt_game_new (scenario, get_ruleset (), 1913);
  g_assert_true (vt_game_set_option (game, "kriegspiel", g_variant_new_boolean (TRUE), NULL));
  men_move (game);

  /* Appendix, the moves: "Cavalry shall move three feet." */
  g_assert_false (move_by (game, "horse-b", 37, 0, &error));
  assert_refused (error, "can march 36 inches", "37 inches");
  g_clear_error (&error);
  g_assert_true (move_by (game, "horse", 36, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_summary (game), ==, "horse moves 36 inches at cavalry pace");

  /* "The above moves are increased by one half for troops in twos or fours
   * on a road": infantry a foot and a half, cavalry four and a half feet */
  g_assert_false (move_by (game, "column-b", 19, 0, &error));
  assert_refused (error, "can march 18 inches", "19 inches");
  g_clear_error (&error);
  g_assert_true (move_by (game, "column", 18, 0, &error));
  g_assert_no_error (error);
  g_assert_true (move_by (game, "horse-twos", 54, 0, &error));
  g_assert_no_error (error);
  /* on the road but not in fours: the foot */
  g_assert_false (move_by (game, "line", 18, 0, &error));
  assert_refused (error, "can march 12 inches", "18 inches");
  g_clear_error (&error);

  /* the umpire's house rule: the road half as much again becomes double */
  g_assert_true (vt_game_set_house_rule (game, "kriegspiel-moves", "road-factor", "inches", 2, NULL));
  g_assert_true (move_by (game, "column-b", 24, 0, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lw13_test_init ();

  g_test_add_func ("/lw13/moves/infantry-a-foot", test_infantry_a_foot);
  g_test_add_func ("/lw13/moves/cavalry-two-feet", test_cavalry_two_feet);
  g_test_add_func ("/lw13/moves/gun-with-its-men", test_gun_with_its_men);
  g_test_add_func ("/lw13/moves/guns-first", test_guns_first);
  g_test_add_func ("/lw13/moves/men-move-up-with-their-gun", test_men_move_up_with_their_gun);
  g_test_add_func ("/lw13/moves/gun-moved-or-fired", test_gun_moved_or_fired);
  g_test_add_func ("/lw13/moves/kriegspiel-cavalry-and-road", test_kriegspiel_moves);

  return g_test_run ();
}
