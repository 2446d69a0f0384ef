/* test-lw13-guns.c: little-wars-1913's guns, games and the Kriegspiel appendix
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test quotes the sentence of
 * ../shared/rules/wells-1913-little-wars-rules-and-appendix.txt it checks.
 */
#define G_LOG_DOMAIN "test-lw13-guns"

#include "lw13-test-common.h"

/* red's guns: g4 with four infantry-men, g3 with three, gh with four
 * cavalry-men; blue's infantry to shoot at */
static VtGame *
new_battery (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();

  add_unit (scenario, "g4", "naval-gun", "red", 1, 100, 100);
  add_unit (scenario, "crew4", "infantry", "red", 4, 100, 106);
  add_unit (scenario, "g3", "naval-gun", "red", 1, 300, 100);
  add_unit (scenario, "crew3", "infantry", "red", 3, 300, 106);
  add_unit (scenario, "gh", "field-gun", "red", 1, 450, 100);
  add_unit (scenario, "horse4", "cavalry", "red", 4, 450, 107);
  add_unit (scenario, "target", "infantry", "blue", 20, 100, 250);
  return vt_game_new (scenario, get_ruleset (), 1913);
}

static void
test_gun_in_action (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) four = NULL, three = NULL;
  VtRuleset *ruleset = get_ruleset ();
  VtGround open = { NULL, 0, 0 };
  VtScenario *state = vt_game_get_state (game);

  /* (III) "A gun is in action if there are at least four men of its own
   * side within six inches of it. If there are not [...] it can neither
   * be moved nor fired." */
  four = play (game, NULL, "gun-in-action", "gun=g4", NULL);
  g_assert_true (get_b (four, "in-action"));
  three = play (game, NULL, "gun-in-action", "gun=g3", NULL);
  g_assert_false (get_b (three, "in-action"));

  /* (IV) "if there are at least four cavalry-men with it, they can take
   * the gun two feet, but [...] all infantry, the gun will be movable only
   * one foot" */
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, vt_scenario_find_unit (state, "g4"), NULL, &open), ==, 12);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, vt_scenario_find_unit (state, "gh"), NULL, &open), ==, 24);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, vt_scenario_find_unit (state, "g3"), NULL, &open), ==, 0);
}

static void
test_gun_fire (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *ledger;

  /* (4) "Guns must not be fired before the second move of the first player" */
  g_assert_null (play (game, &error, "gun-fire", "gun=g4", "killed-1=1", "target=target", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "second move of the first player"));
  g_clear_error (&error);

  /* the second move; a gun out of action cannot fire */
  advance_phases (game, 6);
  g_assert_null (play (game, &error, "gun-fire", "gun=g3", "killed-1=1", "target=target", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* "it may fire as many as four shots in each move"; the umpire enters
   * the men killed shot by shot */
  outcome = play (game, &error, "gun-fire", "gun=g4", "target=target", "killed-1=2", "killed-2=0",
                  "killed-3=1", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (outcome, "shots"), ==, 3);
  g_assert_cmpuint (get_u (outcome, "killed"), ==, 3);
  g_assert_cmpuint (strength_of (game, "target"), ==, 17);
  ledger = G_LIST_MODEL (vt_game_get_loss_ledger (game));
  g_assert_cmpuint (g_list_model_get_n_items (ledger), ==, 2);
  /* "the gun must be left [...] pointing in the direction of the last shot" */
  g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (game), "g4")), ==, "pointed");

  /* "either be moved or fired at each move, but not both" */
  g_assert_null (play (game, &error, "gun-move", "gun=g4", "distance=6", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* a fifth shot is refused by the declaration */
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (&error, "gun-fire", NULL, "men=4", "shots=5", "move=2", NULL);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
}

static void
assert_has (const char *text,
            const char *piece)
{
  if (text == NULL || strstr (text, piece) == NULL)
    g_error ("“%s” is not in “%s”", piece, text);
}

static void
assert_lacks (const char *text,
              const char *piece)
{
  if (strstr (text, piece) != NULL)
    g_error ("“%s” is in “%s”", piece, text);
}

/* A side's account of a fight names its own men and what it saw of the
 * enemy, never more: the umpire hides g4 from Blue (behind a hill, as he
 * rules), g4 fires on Blue's Grenadiers, and the Grenadiers' melee with
 * Red's men nobody showed them. The umpire's account names every unit. */
static void
test_fight_with_troops_not_seen (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) fire = NULL, melee = NULL;
  g_autoptr(GError) error = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  VtScenario *state = vt_game_get_state (game);
  g_autofree char *blue = NULL, *red = NULL, *umpire = NULL;
  g_autofree char *blue_melee = NULL, *umpire_melee = NULL;
  guint fired, fought;

  vt_unit_set_name (vt_scenario_find_unit (state, "g4"), "Naval gun 'Bolt'");
  vt_unit_set_name (vt_scenario_find_unit (state, "crew4"), "Bolt's crew");
  vt_unit_set_name (vt_scenario_find_unit (state, "target"), "Grenadiers");
  advance_phases (game, 6);
  g_assert_true (vt_game_reveal (game, "blue", "g4", NULL, 0, FALSE, &error));
  g_assert_true (vt_game_reveal (game, "blue", "crew4", NULL, 0, FALSE, &error));
  g_assert_no_error (error);

  fire = play (game, &error, "gun-fire", "gun=g4", "target=target", "killed-1=2", NULL);
  g_assert_no_error (error);
  fired = vt_journal_get_head (journal) - 1;
  blue = vt_game_dup_account (game, fired, "blue");
  red = vt_game_dup_account (game, fired, "red");
  umpire = vt_game_dup_account (game, fired, NULL);
  g_test_message ("Blue: %s; Red: %s; the umpire: %s", blue, red, umpire);
  g_assert_cmpstr (blue, ==, "gun fire: troops not seen on Grenadiers: 1 shot, 2 killed");
  assert_lacks (blue, "Bolt");
  assert_lacks (blue, "g4");
  g_assert_cmpstr (red, ==, "gun fire: Naval gun 'Bolt' on Blue Grenadiers: 1 shot, 2 killed");
  assert_has (umpire, "gun fire: Red Naval gun 'Bolt' on Blue Grenadiers: 1 shot, 2 killed");
  /* the journal keeps the umpire's words */
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, fired)), ==,
                   "gun fire: Red Naval gun 'Bolt' on Blue Grenadiers: 1 shot, 2 killed");

  /* Melee 3, the umpire adjudging: the crew charges the Grenadiers */
  melee = play (game, &error, "melee", "attackers=crew4", "defenders=target", "attacking-support=0",
                "defending-support=0", "umpire-allows=the umpire adjudges it at once", NULL);
  g_assert_no_error (error);
  fought = vt_journal_get_head (journal) - 1;
  blue_melee = vt_game_dup_account (game, fought, "blue");
  umpire_melee = vt_game_dup_account (game, fought, NULL);
  g_test_message ("Blue: %s; the umpire: %s", blue_melee, umpire_melee);
  assert_has (blue_melee, "melee, troops not seen against Grenadiers: 4 against 18");
  assert_lacks (blue_melee, "crew");
  assert_lacks (blue_melee, "crew4");
  assert_has (umpire_melee, "melee, Red Bolt's crew against Blue Grenadiers: 4 against 18");
}

static void
test_four_shots_one_company (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) small = NULL;

  advance_phases (game, 6);
  /* (IV) "it may fire as many as four shots in each move", and nothing
   * keeps them off one company; (VI) "as many men are dead as a shot knocks
   * over", each shot of what the shots before it left */
  outcome = play (game, &error, "gun-fire", "gun=g4", "target=target", "killed-1=2",
                  "killed-2=1", "killed-3=3", "killed-4=1", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (outcome, "shots"), ==, 4);
  g_assert_cmpuint (get_u (outcome, "killed"), ==, 7);
  g_assert_cmpuint (strength_of (game, "target"), ==, 13);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))), ==, 4);
  g_clear_pointer (&outcome, g_variant_unref);

  /* (VI) "a shot cannot kill more than one man without knocking him over":
   * the umpire enters what each knocked over, never more than are left */
  add_unit (scenario, "g", "naval-gun", "red", 1, 100, 100);
  add_unit (scenario, "crew", "infantry", "red", 4, 100, 105);
  add_unit (scenario, "five", "infantry", "blue", 5, 100, 250);
  add_unit (scenario, "other", "infantry", "blue", 20, 200, 250);
  small = vt_game_new (scenario, get_ruleset (), 1913);
  advance_phases (small, 6);
  g_assert_null (play (small, &error, "gun-fire", "gun=g", "target=five", "killed-1=2", "killed-2=2",
                       "killed-3=2", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (error->message, "killed-3"));
  g_assert_nonnull (strstr (error->message, "only 1 men left"));
  g_clear_error (&error);
  /* shot by shot, one company struck three times and another between */
  outcome = play (small, &error, "gun-fire", "gun=g", "target=five,other", "killed-1=2", "killed-2=3", "on-2=2",
                  "killed-3=2", "killed-4=1", "on-4=1", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (strength_of (small, "five"), ==, 0);
  g_assert_cmpuint (strength_of (small, "other"), ==, 17);
  g_clear_pointer (&outcome, g_variant_unref);

  /* two bodies struck twice each, which one parameter a shot could not say */
  advance_phases (small, 6);
  add_unit (vt_game_get_state (small), "more", "infantry", "blue", 10, 300, 250);
  outcome = play (small, &error, "gun-fire", "gun=g", "target=other,more", "killed-1=1", "killed-2=1",
                  "killed-3=2", "on-3=2", "killed-4=2", "on-4=2", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (strength_of (small, "other"), ==, 15);
  g_assert_cmpuint (strength_of (small, "more"), ==, 6);
  g_clear_pointer (&outcome, g_variant_unref);
  g_assert_null (play (small, &error, "gun-fire", "gun=g", "target=other", "killed-1=1", "on-1=2",
                       "umpire-allows=a second fire", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (error->message, "on-1 is 2, but target names 1 body"));
}

/* Whether red's naval gun at (100, 100), facing @facing, is in action with
 * three men beside its trail and a fourth man alone @dx, @dy inches from
 * its centre */
static gboolean
in_action_with_fourth_at (double facing,
                          double dx,
                          double dy)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) outcome = NULL;

  vt_unit_set_facing (add_unit (scenario, "g", "naval-gun", "red", 1, 100, 100), facing);
  add_unit (scenario, "three", "infantry", "red", 3, 100, 100);
  add_unit (scenario, "fourth", "infantry", "red", 1, 100 + dx, 100 + dy);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  outcome = play (game, NULL, "gun-in-action", "gun=g", NULL);
  return get_b (outcome, "in-action");
}

static void
test_gun_crew_within_six_inches (void)
{
  /* (III) "A gun is in action if there are at least four men of its own
   * side within six inches of it": measured from the gun, any part of it
   * (a naval gun 3 inches across, 6 from muzzle to trail), to where the man
   * stands, not to the edge of the footprint a full body would fill */
  g_assert_true (in_action_with_fourth_at (0, 0, 3 + 5.9));
  g_assert_false (in_action_with_fourth_at (0, 0, 3 + 6.1));
  g_assert_true (in_action_with_fourth_at (0, 1.5 + 5.9, 0));
  g_assert_false (in_action_with_fourth_at (0, 1.5 + 6.1, 0));
  /* a single man about 11 inches off is no part of the crew */
  g_assert_false (in_action_with_fourth_at (0, 0, 11));
  g_assert_false (in_action_with_fourth_at (0, 11, 0));
  /* the gun as it faces: swung round a quarter, its length runs across */
  g_assert_true (in_action_with_fourth_at (90, 3 + 5.9, 0));
  g_assert_false (in_action_with_fourth_at (90, 0, 1.5 + 6.1));
}

static void
test_gun_move (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;

  outcome = play (game, &error, "gun-move", "gun=gh", "distance=20", NULL);
  g_assert_no_error (error);
  g_assert_cmpfloat (get_d (outcome, "reach"), ==, 24);
  /* "The gun itself must be placed trail forward" */
  g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (game), "gh")), ==,
                   "trail-forward");
  g_assert_null (play (game, &error, "gun-move", "gun=g4", "distance=20", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "12 inches"));
}

static void
test_gun_capture (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) outcome = NULL;
  double score;

  /* (5) "you may have brought up a dozen men all round the hostile gun, but
   * if there is still one enemy just out of their reach and within six
   * inches of the end of the trail of the gun, that gun is not captured:
   * it is still in dispute" */
  outcome = resolve_tool (NULL, "gun-capture", NULL, "own-men=1", "passed=12", NULL);
  g_assert_cmpstr (get_s (outcome, "status"), ==, "in-dispute");
  g_clear_pointer (&outcome, g_variant_unref);
  /* "you may have a score of men coming up to it and within six inches of
   * it, but it is not yet captured" */
  outcome = resolve_tool (NULL, "gun-capture", NULL, "own-men=0", "passed=3", NULL);
  g_assert_cmpstr (get_s (outcome, "status"), ==, "out-of-action");
  g_clear_pointer (&outcome, g_variant_unref);

  /* "no man whatever of its original side within six inches of it, and
   * [...] at least four men of the antagonist side have [...] passed its
   * wheel axis": captured, ten points to its captor */
  outcome = play (game, NULL, "gun-capture", "gun=g3", "own-men=0", "passed=4", "turned=false",
                 "umpire-allows=the crew has fallen", NULL);
  g_assert_cmpstr (get_s (outcome, "status"), ==, "captured");
  g_assert_cmpint (vt_game_get_unit_state (game, vt_scenario_find_unit (vt_game_get_state (game), "g3")), ==,
                   VT_UNIT_CAPTURED);
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat (score, ==, 10 + 20);
}

/* (5) a captured gun "follows all the rules of your own guns": taken
 * over, it is the captor's, in action with four of his men about it, and
 * scores for him once; undone, it is its old side's again */
static void
test_gun_turned (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) in_action = NULL;
  VtUnit *g3;
  double score;

  /* red's g3 with three of its men; four of blue's come up to it */
  add_unit (scenario, "g3", "naval-gun", "red", 1, 300, 100);
  add_unit (scenario, "crew3", "infantry", "red", 3, 300, 106);
  add_unit (scenario, "captors", "infantry", "blue", 4, 300, 94);
  add_unit (scenario, "target", "infantry", "blue", 20, 100, 250);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  g3 = vt_scenario_find_unit (vt_game_get_state (game), "g3");

  outcome = play (game, NULL, "gun-capture", "gun=g3", "own-men=0", "passed=4", "turned=true",
                 "umpire-allows=the crew has fallen", NULL);
  g_assert_cmpstr (get_s (outcome, "status"), ==, "captured");
  g_assert_cmpstr (get_s (outcome, "captor"), ==, "blue");
  g_assert_cmpstr (vt_unit_get_side (g3), ==, "blue");
  g_assert_cmpuint (vt_unit_get_strength (g3), ==, 1);
  g_assert_cmpint (vt_game_get_unit_state (game, g3), ==, VT_UNIT_INTACT);
  /* the loss is red's, in the ledger as captured */
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), "red", "artillery", "g3"), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), "blue", NULL, NULL), ==, 0);
  /* ten for the gun, once, and the twenty-four infantry-men */
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat (score, ==, 10 + 24);
  /* (III) in action with four men of its new side within six inches */
  in_action = play (game, NULL, "gun-in-action", "gun=g3", NULL);
  g_assert_true (get_b (in_action, "in-action"));

  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpstr (vt_unit_get_side (g3), ==, "red");
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat (score, ==, 24);
}

static void
test_blow_at_the_rear_and_defence (void)
{
  g_autoptr(VtGame) game = new_battery ();
  g_autoptr(GVariant) outcome = NULL;
  g_autofree char *winner = NULL, *reason = NULL;

  /* (2) "decided when at least three men of one force reach any point in
   * the back line of their antagonist [...] he must retreat his entire
   * force over the back line in six moves" */
  g_assert_true (vt_game_set_option (game, "game", g_variant_new_string ("blow-at-the-rear"), NULL));
  /* struck in the striking side's move: the clock on to Blue's */
  while (g_strcmp0 (vt_side_get_id (vt_game_get_side_to_move (game)), "blue") != 0)
    g_assert_true (vt_game_advance_phase (game, NULL));
  outcome = play (game, NULL, "blow-at-the-rear", "striker=target", "men=2", NULL);
  g_assert_false (get_b (outcome, "struck"));
  g_assert_false (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_clear_pointer (&reason, g_free);
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = play (game, NULL, "blow-at-the-rear", "striker=target", "men=3", NULL);
  g_assert_true (get_b (outcome, "struck"));
  g_assert_cmpuint (vt_unit_get_condition (vt_scenario_find_unit (vt_game_get_state (game), "crew4"), "retreat"), ==, 6);
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "blue");
  g_clear_pointer (&outcome, g_variant_unref);

  /* (3) "a force, the defenders, two-thirds as strong as its antagonist,
   * tries to prevent the latter arriving, while still a quarter of its
   * original strength, upon the defender's back line" */
  outcome = resolve_tool (NULL, "defensive-game", NULL, "attackers=90", "defenders=60", "arrived=22", NULL);
  g_assert_cmpuint (get_u (outcome, "defenders-allowed"), ==, 60);
  g_assert_false (get_b (outcome, "arrived"));
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "defensive-game", NULL, "attackers=90", "arrived=23", NULL);
  g_assert_true (get_b (outcome, "arrived"));
  g_clear_pointer (&outcome, g_variant_unref);
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (resolve_tool (&error, "defensive-game", NULL, "attackers=90", "defenders=61", NULL));
    g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  }
}

/* ---- the Kriegspiel appendix ------------------------------------------------ */

static void
test_supply (void)
{
  g_autoptr(GVariant) outcome = NULL;

  /* "Thus forty-six infantry require two packets of food or ammunition;
   * forty-four infantry require one packet of food." */
  outcome = resolve_tool (NULL, "supply", NULL, "infantry=46", "firing=46", NULL);
  g_assert_cmpuint (get_u (outcome, "food"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "ammunition"), ==, 2);
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "supply", NULL, "infantry=44", NULL);
  g_assert_cmpuint (get_u (outcome, "food"), ==, 1);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "Isolated bodies of less than thirty infantry require no supplies" */
  outcome = resolve_tool (NULL, "supply", NULL, "infantry=29", "isolated=true", NULL);
  g_assert_cmpuint (get_u (outcome, "food"), ==, 0);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "one packet of forage per six horses"; "Supplies are not effective if
   * enemy is between supplies and troops" */
  outcome = resolve_tool (NULL, "supply", NULL, "infantry=0", "cavalry=12", "enemy-between=true", NULL);
  g_assert_cmpuint (get_u (outcome, "forage"), ==, 2);
  g_assert_false (get_b (outcome, "effective"));
}

static void
test_cavalry_charge (void)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;

  /* "No body of less than eight cavalry may charge" */
  g_assert_null (resolve_tool (&error, "cavalry-charge", NULL, "charged=infantry-extended", "sabres=7",
                               "men=20", "distance=30", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* extended order: "more than two feet, the cavalry loses one man for
   * every five infantry-men charged, and the infantry loses one man for
   * each sabre" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=infantry-extended", "sabres=10", "men=30",
                          "distance=30", NULL);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 6);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 10);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "less than two feet and more than one foot [...] one man for every ten
   * charged, and the infantry two men for each sabre" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=infantry-extended", "sabres=10", "men=30",
                          "distance=18", NULL);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 3);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 20);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "less than one foot [...] one man for every fifteen charged, and the
   * infantry three men for each sabre" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=infantry-extended", "sabres=8", "men=30",
                          "distance=6", NULL);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 24);
  g_clear_pointer (&outcome, g_variant_unref);
  /* close order, reversed: "at more than two feet one infantry-man kills
   * three cavalry-men, and fifteen cavalry-men one infantry-man" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=infantry-close", "sabres=30", "men=4",
                          "distance=30", NULL);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 12);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 2);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "one charging sabre will kill five stationary sabres and put fifteen
   * others three feet to the rear" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=cavalry-stationary", "sabres=8", "men=100",
                          "distance=20", NULL);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 40);
  g_assert_cmpuint (get_u (outcome, "driven-back"), ==, 60);
  g_clear_pointer (&outcome, g_variant_unref);
  /* equal numbers on level ground: the coin; the loser three-quarters, the
   * winner one-quarter */
  outcome = resolve_tool (NULL, "cavalry-charge", "1", "charged=cavalry", "sabres=12", "men=12",
                          "distance=20", NULL);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 3);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 9);
  g_clear_pointer (&outcome, g_variant_unref);
  /* downhill "one contour, it must be multiplied by two": 10 count as 20,
   * equal to the 20 charged */
  outcome = resolve_tool (NULL, "cavalry-charge", "2", "charged=cavalry", "sabres=10", "men=20",
                          "distance=20", "contours=1", NULL);
  g_assert_cmpuint (get_u (outcome, "coin"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "charged-lost"), ==, 5);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "one gun is captured with a loss to the cavalry of four men per gun
   * for a charge at three feet" */
  outcome = resolve_tool (NULL, "cavalry-charge", NULL, "charged=artillery", "sabres=10", "men=1",
                          "distance=36", NULL);
  g_assert_cmpuint (get_u (outcome, "guns-captured"), ==, 1);
  g_assert_cmpuint (get_u (outcome, "cavalry-lost"), ==, 4);
}

static void
test_shell_rifle_and_works (void)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;

  /* "Half, or, in the case of an odd number, one more than half, of the
   * men within three inches of this shell are dead" */
  outcome = resolve_tool (NULL, "shell", NULL, "men=5", "gun-zone=partly", NULL);
  g_assert_cmpuint (get_u (outcome, "dead"), ==, 3);
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "shell", NULL, "men=8", NULL);
  g_assert_cmpuint (get_u (outcome, "dead"), ==, 4);
  g_clear_pointer (&outcome, g_variant_unref);

  /* "for every five infantry-men who are roughly in a line, and who do
   * not move in any particular move, there may be one (ordinary) shot" */
  outcome = resolve_tool (NULL, "rifle-fire", NULL, "men=23", NULL);
  g_assert_cmpuint (get_u (outcome, "shots"), ==, 4);
  g_clear_pointer (&outcome, g_variant_unref);
  g_assert_null (resolve_tool (&error, "rifle-fire", NULL, "men=23", "moved=true", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* "To embark into boats = two moves for every twenty men"; "Two men may
   * make an inch of entrenchment"; notice to the umpire */
  outcome = resolve_tool (NULL, "manoeuvre", NULL, "work=infantry-embark", "men=40", NULL);
  g_assert_cmpfloat (get_d (outcome, "moves"), ==, 4);
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "manoeuvre", NULL, "work=entrenchment", "men=10", NULL);
  g_assert_cmpfloat (get_d (outcome, "moves"), ==, 4);
  g_assert_cmpfloat (get_d (outcome, "inches"), ==, 5);
  g_assert_true (get_b (outcome, "notice"));
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "manoeuvre", NULL, "work=repair-railway-bridge", NULL);
  g_assert_cmpfloat (get_d (outcome, "moves"), ==, 10);
  g_clear_pointer (&outcome, g_variant_unref);
  g_assert_null (resolve_tool (&error, "manoeuvre", NULL, "work=epaulement", "men=5", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* "In moving uphill, one contour counts as one foot; downhill, two
   * contours count as one foot." */
  outcome = resolve_tool (NULL, "contours", NULL, "distance=10", "up=1", "down=2", NULL);
  g_assert_cmpfloat (get_d (outcome, "counted"), ==, 10 + 12 + 12);
}

/* ---- Part V -------------------------------------------------------------- */

static void
test_boxes_and_waggons (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  VtRuleset *ruleset = get_ruleset ();
  VtScenario *state;
  VtUnit *box, *scout, *foot;
  VtGround open = { NULL, 0, 0 };

  add_unit (scenario, "box", "box", "blue", 20, 100, 300);
  add_unit (scenario, "scout", "cavalry", "red", 1, 100, 190);
  add_unit (scenario, "foot", "infantry", "red", 20, 300, 250);
  add_unit (scenario, "g", "naval-gun", "red", 1, 400, 100);
  add_unit (scenario, "crew", "infantry", "red", 4, 400, 106);
  add_unit (scenario, "cart", "ammunition-cart", "red", 1, 400, 140);
  game = vt_game_new (scenario, ruleset, 1913);
  state = vt_game_get_state (game);
  box = vt_scenario_find_unit (state, "box");
  scout = vt_scenario_find_unit (state, "scout");
  foot = vt_scenario_find_unit (state, "foot");

  /* "Neither side would, of course, know what the other had in its boxes
   * [...] until a scout was within ten feet of a box on the opposite side" */
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, foot, box, TRUE, 200), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, scout, box, TRUE, 130), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, scout, box, TRUE, 110), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, box, foot, FALSE, 200), ==, VT_SIGHTING_EXACT);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, box, NULL, &open), ==, 12);

  /* "troops must have one such waggon for every fifty men within at least
   * six moves" */
  outcome = resolve_tool (NULL, "waggons", NULL, "men=110", "waggons=2", NULL);
  g_assert_cmpuint (get_u (outcome, "needed"), ==, 3);
  g_assert_false (get_b (outcome, "enough"));
  g_clear_pointer (&outcome, g_variant_unref);

  /* "ammunition carts [...] one must be within two moves of a gun before
   * the latter can be fired": the cart stands 35 inches off, beyond two of
   * its half-foot moves */
  g_assert_true (vt_game_set_option (game, "ammunition-carts", g_variant_new_boolean (TRUE), NULL));
  advance_phases (game, 6);
  g_assert_null (play (game, &error, "gun-fire", "gun=g", "shots=1", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "ammunition cart"));
  g_clear_error (&error);

  /* the Appendix is a variant the umpire selects: in a game of Little Wars
   * its rules are refused until he sets the option */
  g_assert_null (play (game, &error, "rifle-fire", "body=foot", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "option kriegspiel"));
  g_clear_error (&error);
  g_assert_true (vt_game_set_option (game, "kriegspiel", g_variant_new_boolean (TRUE), NULL));
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = play (game, &error, "rifle-fire", "body=foot", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (outcome, "shots"), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lw13_test_init ();

  g_test_add_func ("/lw13/guns/in-action", test_gun_in_action);
  g_test_add_func ("/lw13/guns/fire-shot-by-shot", test_gun_fire);
  g_test_add_func ("/lw13/guns/four-shots-one-company", test_four_shots_one_company);
  g_test_add_func ("/lw13/guns/fight-with-troops-not-seen", test_fight_with_troops_not_seen);
  g_test_add_func ("/lw13/guns/crew-within-six-inches", test_gun_crew_within_six_inches);
  g_test_add_func ("/lw13/guns/move", test_gun_move);
  g_test_add_func ("/lw13/guns/capture", test_gun_capture);
  g_test_add_func ("/lw13/guns/turned", test_gun_turned);
  g_test_add_func ("/lw13/games/blow-at-the-rear-and-defence", test_blow_at_the_rear_and_defence);
  g_test_add_func ("/lw13/part-v/boxes-and-waggons", test_boxes_and_waggons);
  g_test_add_func ("/lw13/kriegspiel/supply-46-and-44", test_supply);
  g_test_add_func ("/lw13/kriegspiel/cavalry-charge", test_cavalry_charge);
  g_test_add_func ("/lw13/kriegspiel/shell-rifle-works", test_shell_rifle_and_works);

  return g_test_run ();
}
