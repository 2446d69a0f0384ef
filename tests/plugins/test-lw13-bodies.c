/* test-lw13-bodies.c: little-wars-1913's bodies split off and joined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prisoners led away as a body of their own (Melee 3), a box opened into
 * its men and troops boxed again (Part V). Each test quotes the sentence
 * of ../shared/rules/wells-1913-little-wars-rules-and-appendix.txt, or of
 * the full text's Part V, that it checks.
 */
#define G_LOG_DOMAIN "test-lw13-bodies"

#include <math.h>

#include "lw13-test-common.h"

static VtUnit *
unit_of (VtGame     *game,
         const char *id)
{
  return vt_scenario_find_unit (vt_game_get_state (game), id);
}

static double
score_of (VtGame     *game,
          const char *side)
{
  double score = 0;

  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, side, &score));
  return score;
}

static guint
n_units (VtGame *game)
{
  return g_list_model_get_n_items (vt_scenario_get_units (vt_game_get_state (game)));
}

/* "Thus if A moves up nineteen men into a melee with thirteen of B's–B
 * having only five in support–A makes six prisoners [...] B makes two
 * prisoners [...] But now the six prisoners originally made by A are left
 * without an escort, and are therefore recaptured by B. But they must go
 * to B's back line and return before they can fight again." The same
 * example as /lw13/melee/nineteen-then-fourteen, with the prisoners on
 * the floor as bodies. */
static void
test_prisoners_led_away (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) first = NULL, second = NULL, isolation = NULL, rearmed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *winner = NULL, *reason = NULL;
  VtUnit *prisoners;
  VtPoint at;

  add_unit (scenario, "a19", "infantry", "red", 19, 100, 100);
  add_unit (scenario, "b13", "infantry", "blue", 13, 100, 111);
  add_unit (scenario, "b5", "infantry", "blue", 5, 120, 111);
  add_unit (scenario, "b9", "infantry", "blue", 9, 400, 250);
  add_unit (scenario, "b-line", "infantry", "blue", 1, 300, 358);
  game = vt_game_new (scenario, get_ruleset (), 1913);

  advance_phases (game, 2);
  first = play (game, &error, "melee", "attackers=a19", "defenders=b13", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (first, "defenders-captured"), ==, 6);

  /* the six are a body of B's men where they were taken, under A's escort */
  prisoners = unit_of (game, "prisoners-1");
  g_assert_nonnull (prisoners);
  g_assert_cmpstr (vt_unit_get_side (prisoners), ==, "blue");
  g_assert_cmpstr (vt_unit_get_unit_type (prisoners), ==, "infantry");
  g_assert_cmpuint (vt_unit_get_strength (prisoners), ==, 6);
  g_assert_cmpstr (vt_unit_get_name (prisoners), ==, "Prisoners of b13");
  g_assert_cmpuint (vt_unit_get_condition (prisoners, "prisoner"), ==, VT_CONDITION_UNTIL_ENDED);
  vt_unit_get_position (prisoners, &at);
  g_assert_cmpfloat (at.x, ==, 100);
  g_assert_cmpfloat (at.y, ==, 111);
  g_assert_cmpuint (strength_of (game, "b13"), ==, 0);
  g_assert_cmpuint (n_units (game), ==, 6);

  /* Varieties 1: "1 for every infantry-man still alive and uncaptured,
   * 1/2 for every man of yours prisoner in the hands of the enemy, and 1/2
   * for every prisoner you have taken": the body is the ledger's six, not
   * six more men alive: A 12 + 3, B 15 + 3 */
  g_assert_cmpfloat (score_of (game, "red"), ==, 12 + 6 * 0.5);
  g_assert_cmpfloat (score_of (game, "blue"), ==, 5 + 9 + 1 + 6 * 0.5);

  /* "Prisoners once made cannot fight": they neither support the five
   * beside them nor charge */
  isolation = play (game, &error, "isolation", "body=b5", NULL);
  g_assert_no_error (error);
  g_assert_true (get_b (isolation, "isolated"));
  g_assert_null (play (game, &error, "melee", "attackers=prisoners-1", "defenders=a19",
                       "umpire-allows=test", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (error->message, "Melee 3"));
  g_clear_error (&error);

  /* the second melee: A's twelve escort the body of six */
  advance_phases (game, 3);
  second = play (game, &error, "melee", "attackers=b5,b9", "defenders=a19", "defenders-prisoners=prisoners-1",
                 "umpire-allows=the nine are brought within six inches", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (second, "defenders-captured"), ==, 2);
  g_assert_cmpuint (get_u (second, "attackers-liberated"), ==, 6);
  /* liberated, but disarmed until they have been to the back line */
  prisoners = unit_of (game, "prisoners-1");
  g_assert_cmpuint (vt_unit_get_condition (prisoners, "prisoner"), ==, 0);
  g_assert_cmpuint (vt_unit_get_condition (prisoners, "disarmed"), ==, VT_CONDITION_UNTIL_ENDED);
  /* and A's two are B's prisoners */
  g_assert_cmpstr (vt_unit_get_side (unit_of (game, "prisoners-2")), ==, "red");
  g_assert_cmpuint (strength_of (game, "prisoners-2"), ==, 2);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "prisoners-2"), "prisoner"), ==,
                    VT_CONDITION_UNTIL_ENDED);

  /* the score as the book tells it: B 100, his four and the one on his
   * back line, half a point for each of his two prisoners; A half a point
   * for each of his two men prisoner. A's body of two prisoners is no
   * force of his: the whole of it is gone. */
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "blue");
  g_assert_cmpfloat (score_of (game, "blue"), ==, 100 + 4 + 1 + 2 * 0.5);
  g_assert_cmpfloat (score_of (game, "red"), ==, 1);

  /* prisoners under escort are not rearmed; liberated ones at their back line */
  g_assert_null (play (game, &error, "rearm", "body=prisoners-2", "men=2", "umpire-allows=test", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  g_assert_null (play (game, &error, "rearm", "body=prisoners-1", "men=6", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);
  rearmed = play (game, &error, "rearm", "body=prisoners-1", "men=6", "umpire-allows=marched to the back line",
                  NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "prisoners-1"), "disarmed"), ==, 0);
  g_assert_cmpuint (strength_of (game, "prisoners-1"), ==, 6);
  /* they fight again: six infantry-men more for B */
  g_assert_cmpfloat (score_of (game, "blue"), ==, 100 + 4 + 1 + 6 + 2 * 0.5);

  /* saved and read back as it was: the journal byte for byte (the set-up
   * gains its default formations on the first reading) */
  {
    g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
    g_autoptr(GBytes) again = NULL;
    g_autoptr(VtGame) reloaded = vt_game_file_load_bytes (bytes, "prisoners.vertrauter",
                                                          vt_ruleset_registry_get_default (), &error);
    g_autofree char *before = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    g_autofree char *after = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (n_units (reloaded), ==, 7);
    g_assert_cmpuint (strength_of (reloaded, "prisoners-2"), ==, 2);
    g_assert_cmpuint (vt_unit_get_condition (unit_of (reloaded, "prisoners-1"), "disarmed"), ==, 0);
    again = vt_game_file_to_bytes (reloaded);
    after = g_strndup (g_bytes_get_data (again, NULL), g_bytes_get_size (again));
    g_assert_nonnull (strstr (before, "<journal"));
    g_assert_cmpstr (strstr (before, "<journal"), ==, strstr (after, "<journal"));
  }

  /* undone, the bodies go as they came */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "prisoners-1"), "disarmed"), ==, VT_CONDITION_UNTIL_ENDED);
  g_assert_true (vt_game_undo (game));
  g_assert_null (unit_of (game, "prisoners-2"));
  g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "prisoners-1"), "prisoner"), ==, VT_CONDITION_UNTIL_ENDED);
  while (vt_game_get_move (game) > 1 || unit_of (game, "prisoners-2") != NULL ||
         vt_unit_get_condition (unit_of (game, "prisoners-1"), "prisoner") == 0)
    g_assert_true (vt_game_undo (game));

  /* "Prisoners are liberated by the death of any escort there may be
   * within six inches of them": the escort shot, the body named is free,
   * and disarmed; its six are prisoners no more in the score either */
  {
    g_autoptr(GVariant) liberated = play (game, &error, "liberate", "prisoners=6", "of=prisoners-1", NULL);

    g_assert_no_error (error);
    g_assert_cmpuint (get_u (liberated, "liberated"), ==, 6);
    g_assert_cmpuint (vt_unit_get_condition (unit_of (game, "prisoners-1"), "disarmed"), ==,
                      VT_CONDITION_UNTIL_ENDED);
    g_assert_cmpfloat (score_of (game, "blue"), ==, 5 + 9 + 1);
    g_assert_true (vt_game_undo (game));
  }

  while (unit_of (game, "prisoners-1") != NULL)
    g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (n_units (game), ==, 5);
  g_assert_cmpuint (strength_of (game, "b13"), ==, 13);
}

/* Part V: "until a scout was within ten feet of a box on the opposite
 * side. Then the contents of that particular box would have to be
 * disclosed and the men stood out." */
static void
test_open_box (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) opened = NULL, plain = NULL;
  g_autoptr(GError) error = NULL;
  VtKnowledge *blue_knows;
  VtPoint at;

  add_unit (scenario, "box-a", "box", "red", 20, 300, 100);
  add_unit (scenario, "box-b", "box", "red", 20, 400, 100);
  add_unit (scenario, "scout", "cavalry", "blue", 1, 300, 200);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  blue_knows = vt_game_get_knowledge (game, "blue");
  /* a box is troops to the other side (derived: a box counts as twenty infantry-men) */
  g_assert_cmpint (vt_knowledge_get_sighting (blue_knows, "box-b"), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpfloat (score_of (game, "red"), ==, 40);

  opened = play (game, &error, "open-box", "box=box-a", "infantry=12", "cavalry=6", "field-guns=1", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (opened, "bodies"), ==, 3);
  g_assert_cmpuint (strength_of (game, "box-a"), ==, 0);
  g_assert_cmpuint (strength_of (game, "box-a-infantry-1"), ==, 12);
  g_assert_cmpuint (strength_of (game, "box-a-cavalry-1"), ==, 6);
  g_assert_cmpuint (strength_of (game, "box-a-field-gun-1"), ==, 1);
  g_assert_cmpstr (vt_unit_get_side (unit_of (game, "box-a-cavalry-1")), ==, "red");
  /* stood out side by side where the box stood */
  vt_unit_get_position (unit_of (game, "box-a-infantry-1"), &at);
  g_assert_cmpfloat (at.y, ==, 100);
  g_assert_cmpfloat (fabs (at.x - 300), <, 20);
  /* the men are in the open now: seen as they are */
  g_assert_cmpint (vt_knowledge_get_sighting (blue_knows, "box-a-infantry-1"), ==, VT_SIGHTING_EXACT);
  /* 12 infantry-men, 6 cavalry at 1 1/2, a gun at 10, and the other box */
  g_assert_cmpfloat (score_of (game, "red"), ==, 12 + 6 * 1.5 + 10 + 20);

  /* a body stood out fights like any other: its loss is booked on its side,
   * and stays so when the ledger is built again after an undo */
  {
    g_autoptr(GVariant) melee = NULL;
    GListModel *ledger = G_LIST_MODEL (vt_game_get_loss_ledger (game));

    advance_phases (game, 2);
    melee = play (game, &error, "melee", "attackers=box-a-cavalry-1", "defenders=scout", "attacking-men=1",
                  "defending-men=1", "umpire-allows=one trooper reaches the scout", NULL);
    g_assert_no_error (error);
    g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), "red", NULL, "box-a-cavalry-1"),
                       ==, 1);
    g_assert_true (vt_game_undo (game));
    g_assert_true (vt_game_redo (game));
    g_assert_cmpuint (g_list_model_get_n_items (ledger), ==, 2);
    g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), "red", NULL, "box-a-cavalry-1"),
                       ==, 1);
    g_assert_true (vt_game_undo (game));
    g_assert_true (vt_game_undo (game));
    g_assert_true (vt_game_undo (game));
    g_assert_cmpuint (strength_of (game, "box-a-cavalry-1"), ==, 6);
  }

  /* an empty box is not opened twice */
  g_assert_null (play (game, &error, "open-box", "box=box-a", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  /* nor is a body that is no box */
  g_assert_null (play (game, &error, "open-box", "box=scout", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);

  /* a box whose contents nobody gives: its strength in infantry-men */
  plain = play (game, &error, "open-box", "box=box-b", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (plain, "infantry"), ==, 20);
  g_assert_cmpuint (strength_of (game, "box-b-infantry-1"), ==, 20);

  g_assert_true (vt_game_undo (game));
  g_assert_null (unit_of (game, "box-b-infantry-1"));
  g_assert_cmpuint (strength_of (game, "box-b"), ==, 20);
  g_assert_cmpint (vt_knowledge_get_sighting (blue_knows, "box-b"), ==, VT_SIGHTING_TROOPS);
}

/* Part V: "Troops without any enemy within twenty feet could be returned
 * to their boxes for facility in moving." */
static void
test_box_again (void)
{
  g_autoptr(GError) error = NULL;

  /* blue's body 229 inches from red's: within twenty feet */
  {
    g_autoptr(VtScenario) scenario = new_floor ();
    g_autoptr(VtGame) game = NULL;

    add_unit (scenario, "r1", "infantry", "red", 10, 100, 100);
    add_unit (scenario, "r2", "cavalry", "red", 6, 130, 100);
    add_unit (scenario, "near", "infantry", "blue", 10, 100, 340);
    game = vt_game_new (scenario, get_ruleset (), 1913);
    g_assert_null (play (game, &error, "box", "bodies=r1,r2", NULL));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "box: r1 is 19.1 feet from near of the enemy; troops are returned "
                                              "to their boxes only without any enemy within 20 feet (Part V)"));
    g_clear_error (&error);
    g_assert_cmpuint (n_units (game), ==, 3);
  }

  /* the enemy far off: boxed, and the box opened again */
  {
    g_autoptr(VtScenario) scenario = new_floor ();
    g_autoptr(VtGame) game = NULL;
    g_autoptr(GVariant) boxed = NULL, opened = NULL;
    VtPoint at;

    add_unit (scenario, "r1", "infantry", "red", 10, 100, 100);
    add_unit (scenario, "r2", "cavalry", "red", 6, 130, 100);
    add_unit (scenario, "far", "infantry", "blue", 10, 590, 350);
    add_unit (scenario, "gun", "field-gun", "red", 1, 150, 100);
    game = vt_game_new (scenario, get_ruleset (), 1913);

    /* soldiers only */
    g_assert_null (play (game, &error, "box", "bodies=r1,gun", NULL));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
    g_clear_error (&error);

    boxed = play (game, &error, "box", "bodies=r1,r2", NULL);
    g_assert_no_error (error);
    g_assert_cmpstr (get_s (boxed, "box"), ==, "box-1");
    g_assert_cmpuint (strength_of (game, "box-1"), ==, 16);
    g_assert_cmpstr (vt_unit_get_unit_type (unit_of (game, "box-1")), ==, "box");
    g_assert_cmpuint (strength_of (game, "r1") + strength_of (game, "r2"), ==, 0);
    vt_unit_get_position (unit_of (game, "box-1"), &at);
    g_assert_cmpfloat (at.x, ==, 115);
    /* its contents are not the other side's to know */
    g_assert_cmpint (vt_knowledge_get_sighting (vt_game_get_knowledge (game, "blue"), "box-1"), !=,
                     VT_SIGHTING_EXACT);
    /* a box counts as infantry-men (derived): 16, and the gun */
    g_assert_cmpfloat (score_of (game, "red"), ==, 16 + 10);

    opened = play (game, &error, "open-box", "box=box-1", "infantry=10", "cavalry=6", NULL);
    g_assert_no_error (error);
    g_assert_cmpuint (strength_of (game, "box-1-cavalry-1"), ==, 6);
    g_assert_cmpfloat (score_of (game, "red"), ==, 10 + 6 * 1.5 + 10);

    g_assert_true (vt_game_undo (game));
    g_assert_true (vt_game_undo (game));
    g_assert_null (unit_of (game, "box-1"));
    g_assert_cmpuint (strength_of (game, "r1"), ==, 10);
    g_assert_cmpuint (n_units (game), ==, 4);
  }

  (void) get_d;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lw13_test_init ();

  g_test_add_func ("/lw13/bodies/prisoners-led-away", test_prisoners_led_away);
  g_test_add_func ("/lw13/part-v/open-box", test_open_box);
  g_test_add_func ("/lw13/part-v/box-again", test_box_again);

  return g_test_run ();
}
