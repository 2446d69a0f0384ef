/* test-lw13-rules.c: little-wars-1913 against Part III of Little Wars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test quotes the sentence of
 * ../shared/rules/wells-1913-little-wars-rules-and-appendix.txt it checks:
 * the catalogue and the move, the melee with its worked examples, prisoners
 * and escorts, and the score of the Fight to the Finish.
 */
#define G_LOG_DOMAIN "test-lw13-rules"

#include "lw13-test-common.h"

/* ---- the catalogue and the move ----------------------------------------- */

static void
test_catalogue (void)
{
  VtRuleset *ruleset = get_ruleset ();
  const VtEditorInfo *editor = vt_ruleset_get_editor_info (ruleset);
  const VtSection *sections;
  guint n_sections, n_phases, missing = 0;
  VtTurn turn;

  /* "two pieces of string, one two feet in length and the other six inches" */
  g_assert_cmpstr (vt_ruleset_get_unit_of_length (ruleset), ==, "inch");
  g_assert_cmpuint (vt_ruleset_get_year (ruleset), ==, 1913);
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "infantry"), ==, "Infantry-men");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "cavalry"), ==, "Cavalry-men");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "house"), ==, "House or shed (a solid block)");
  g_assert_nonnull (vt_ruleset_find_unit_type (ruleset, "naval-gun"));

  /* The Move 3: timed; each player moves in turn, guns first (The Move 5) */
  vt_ruleset_get_turn (ruleset, &turn);
  g_assert_cmpint (turn.kind, ==, VT_TURN_TIMED);
  g_assert_cmpuint (turn.seconds_per_move, ==, 7 * 60);
  vt_ruleset_get_phases (ruleset, &n_phases);
  g_assert_cmpuint (n_phases, ==, 6);
  g_assert_cmpstr (vt_ruleset_get_phases (ruleset, &n_phases)[0].id, ==, "guns-first");
  g_assert_cmpstr (vt_ruleset_get_phases (ruleset, &n_phases)[3].id, ==, "guns-second");

  /* the snap grid is a foot, derived, and says so */
  g_assert_cmpfloat (editor->grid, ==, 12);
  g_assert_nonnull (strstr (editor->grid_label, "foot"));
  g_assert_nonnull (strstr (editor->grid_label, "derived"));
  g_assert_nonnull (vt_ruleset_find_feature_attribute (ruleset, "back-line", "side"));

  /* honest statuses: only the railways are missing */
  sections = vt_ruleset_get_sections (ruleset, &n_sections);
  for (guint i = 0; i < n_sections; i++)
    if (sections[i].status == VT_SECTION_MISSING)
      {
        missing++;
        g_assert_nonnull (strstr (sections[i].section, "railway"));
        g_assert_nonnull (sections[i].note);
      }
  g_assert_cmpuint (missing, ==, 2);
}

static void
test_mobility (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  VtRuleset *ruleset = get_ruleset ();
  VtUnit *infantry, *cavalry;
  VtGround open = { NULL, 0, 0 };
  GListModel *features;
  g_autoptr(VtFeature) house = NULL;

  infantry = add_unit (scenario, "foot", "infantry", "red", 20, 100, 50);
  cavalry = add_unit (scenario, "horse", "cavalry", "red", 12, 200, 50);
  game = vt_game_new (scenario, ruleset, 1913);
  infantry = vt_scenario_find_unit (vt_game_get_state (game), "foot");
  cavalry = vt_scenario_find_unit (vt_game_get_state (game), "horse");

  /* (I) "An infantry-man may be moved a foot"; (II) "A cavalry-man may be
   * moved two feet" */
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, NULL, &open), ==, 12);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, cavalry, NULL, &open), ==, 24);

  /* Part I: houses "not hollow so that soldiers can be put inside them" */
  features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      if (g_str_equal (vt_feature_get_kind (feature), "house"))
        house = g_object_ref (feature);
    }
  {
    VtFeature *under[] = { house };
    VtGround inside = { under, 1, 0 };

    g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, NULL, &inside), ==, 0);
  }

  /* Part V: treble moves at a distance; the Kriegspiel's three feet */
  g_assert_true (vt_game_set_option (game, "move-multiple", g_variant_new_int64 (3), NULL));
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, NULL, &open), ==, 36);
  g_assert_true (vt_game_set_option (game, "move-multiple", g_variant_new_int64 (1), NULL));
  g_assert_true (vt_game_set_option (game, "kriegspiel", g_variant_new_boolean (TRUE), NULL));
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, cavalry, NULL, &open), ==, 36);
}

static void
test_move_time (void)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;

  /* "Thus for a force of 110 men and 3 guns, moved by one player, seven
   * minutes is an ample allowance." */
  outcome = resolve_tool (NULL, "move-time", NULL, "men=110", "guns=3", NULL);
  g_assert_cmpuint (get_u (outcome, "minutes"), ==, 7);
  g_assert_cmpuint (get_u (outcome, "seconds"), ==, 420);
  g_clear_pointer (&outcome, g_variant_unref);
  /* "About a minute should be allowed for moving 30 men" */
  outcome = resolve_tool (NULL, "move-time", NULL, "men=30", "guns=0", NULL);
  g_assert_cmpuint (get_u (outcome, "minutes"), ==, 1);
  g_clear_pointer (&outcome, g_variant_unref);

  /* counted on the map: 80 infantry, 30 cavalry and 3 guns of red */
  add_unit (scenario, "r1", "infantry", "red", 40, 100, 20);
  add_unit (scenario, "r2", "infantry", "red", 40, 150, 20);
  add_unit (scenario, "r3", "cavalry", "red", 30, 200, 20);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("g%u", i);

      add_unit (scenario, id, "naval-gun", "red", 1, 250 + 10 * i, 20);
    }
  add_unit (scenario, "b1", "infantry", "blue", 200, 100, 340);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  outcome = play (game, NULL, "move-time", "side=r1", NULL);
  g_assert_cmpuint (get_u (outcome, "minutes"), ==, 7);
}

static void
test_toss_and_composition (void)
{
  g_autoptr(GVariant) outcome = NULL;
  struct { const char *infantry, *cavalry, *guns; gboolean allowed; } forces[] = {
    /* "He could, for instance, choose 100 infantry and 5 guns, or 100
     * cavalry and no guns, or 60 infantry, 40 cavalry, and 3 guns. In the
     * result, a Boer-like cavalry force of 80 with 3 guns suffered defeat
     * at the hands of 110 infantry with 4." */
    { "infantry=100", "cavalry=0", "guns=5", TRUE },
    { "infantry=0", "cavalry=100", "guns=0", TRUE },
    { "infantry=60", "cavalry=40", "guns=3", TRUE },
    { "infantry=0", "cavalry=80", "guns=3", TRUE },
    { "infantry=110", "cavalry=0", "guns=4", TRUE },
    { "infantry=100", "cavalry=0", "guns=6", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forces); i++)
    {
      g_autoptr(GError) error = NULL;

      outcome = resolve_tool (&error, "purchase", NULL, forces[i].infantry, forces[i].cavalry, forces[i].guns, NULL);
      if (forces[i].allowed)
        {
          g_assert_no_error (error);
          g_assert_true (get_b (outcome, "allowed"));
        }
      else
        {
          /* over the total: refused with the numbers, unless the umpire allows it */
          g_assert_null (outcome);
          g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
          g_assert_nonnull (strstr (error->message, "make 160 points, over the total of 150"));
          outcome = resolve_tool (NULL, "purchase", NULL, forces[i].infantry, forces[i].cavalry, forces[i].guns,
                                  "umpire-allows=a handicap for the stronger player", NULL);
          g_assert_false (get_b (outcome, "allowed"));
        }
      g_clear_pointer (&outcome, g_variant_unref);
    }
  /* under the total: a purchase, not yet the whole */
  outcome = resolve_tool (NULL, "purchase", NULL, "infantry=149", "cavalry=0", "guns=0", NULL);
  g_assert_false (get_b (outcome, "allowed"));
  g_clear_pointer (&outcome, g_variant_unref);

  /* "leaving out 12 men on each side and tossing with a pair of dice" */
  outcome = resolve_tool (NULL, "chances-of-war", "6,6,1,2", NULL);
  g_assert_cmpuint (get_u (outcome, "first-takes"), ==, 12);
  g_assert_cmpuint (get_u (outcome, "second-takes"), ==, 3);
  g_clear_pointer (&outcome, g_variant_unref);

  /* The Move 1: the players toss for the first move */
  outcome = resolve_tool (NULL, "toss", "2", "for=first-move", NULL);
  g_assert_cmpstr (get_s (outcome, "winner"), ==, "second");
}

/* ---- the melee ------------------------------------------------------------ */

static void
test_melee_nine_against_eleven (void)
{
  g_autoptr(GVariant) outcome = NULL;

  /* (b)(i) "Thus nine against eleven have two taken prisoners, and each
   * side seven men dead. Four of the eleven remain with two prisoners." */
  outcome = resolve_tool (NULL, "melee", NULL, "attacking-men=11", "defending-men=9", "defending-support=2", NULL);
  g_assert_true (get_b (outcome, "isolated"));
  g_assert_cmpuint (get_u (outcome, "defenders-captured"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "attackers-killed"), ==, 7);
  g_assert_cmpuint (get_u (outcome, "defenders-killed"), ==, 7);
  g_assert_cmpuint (get_u (outcome, "attackers-left"), ==, 4);
  g_assert_cmpuint (get_u (outcome, "escorts-needed"), ==, 1);
  g_clear_pointer (&outcome, g_variant_unref);

  /* the same when the nine are the chargers */
  outcome = resolve_tool (NULL, "melee", NULL, "attacking-men=9", "defending-men=11", "attacking-support=0", NULL);
  g_assert_cmpuint (get_u (outcome, "attackers-captured"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "defenders-left"), ==, 4);
  g_clear_pointer (&outcome, g_variant_unref);

  /* (ii) supported (five is at least half of nine): "each man of the
   * inferior force kills a man of the superior force and is himself killed" */
  outcome = resolve_tool (NULL, "melee", NULL, "attacking-men=11", "defending-men=9", "defending-support=5", NULL);
  g_assert_false (get_b (outcome, "isolated"));
  g_assert_cmpuint (get_u (outcome, "prisoners"), ==, 0);
  g_assert_cmpuint (get_u (outcome, "defenders-killed"), ==, 9);
  g_assert_cmpuint (get_u (outcome, "attackers-killed"), ==, 9);
  g_assert_cmpuint (get_u (outcome, "attackers-left"), ==, 2);
  g_clear_pointer (&outcome, g_variant_unref);

  /* (a) "If they are equal, all the men on both sides are killed." */
  outcome = resolve_tool (NULL, "melee", NULL, "attacking-men=6", "defending-men=6", NULL);
  g_assert_true (get_b (outcome, "equal"));
  g_assert_cmpuint (get_u (outcome, "attackers-killed"), ==, 6);
  g_assert_cmpuint (get_u (outcome, "defenders-killed"), ==, 6);
  g_clear_pointer (&outcome, g_variant_unref);

  /* Part I: a force of at least double the isolated detachment takes it
   * prisoner whole */
  outcome = resolve_tool (NULL, "melee", NULL, "attacking-men=10", "defending-men=3", "defending-support=0", NULL);
  g_assert_cmpuint (get_u (outcome, "defenders-captured"), ==, 3);
  g_assert_cmpuint (get_u (outcome, "attackers-killed"), ==, 0);
}

static void
test_melee_bad_parameters (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = NULL;

  outcome = resolve_tool (&error, "melee", NULL, "attacking-men=11", NULL);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (error->message, "defending-men"));
  g_clear_error (&error);
  outcome = resolve_tool (&error, "melee", NULL, "attacking-men=0", "defending-men=4", NULL);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
}

/* "Thus if A moves up nineteen men into a melee with thirteen of B's–B
 * having only five in support–A makes six prisoners, kills seven men, and
 * has seven of his own killed. If, now, B can move up fourteen men into
 * melee with A's victorious survivors, [...] B, therefore, has fourteen men
 * in the second melee and A twelve, B makes two prisoners, kills ten of A's
 * men, and has ten of his own killed. But now the six prisoners originally
 * made by A are left without an escort, and are therefore recaptured by B." */
static void
test_melee_nineteen_then_fourteen (void)
{
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) first = NULL, second = NULL, isolation = NULL, rearmed = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *ledger;
  double a_lost = 0, b_dead = 0, b_taken = 0, a_taken = 0;
  g_autofree char *winner = NULL, *reason = NULL;
  double score;

  /* A (red) nineteen in contact with B's (blue) thirteen; B's five within
   * a move of them, his nine far off; A nothing else near */
  add_unit (scenario, "a19", "infantry", "red", 19, 100, 100);
  add_unit (scenario, "b13", "infantry", "blue", 13, 100, 111);
  add_unit (scenario, "b5", "infantry", "blue", 5, 120, 111);
  add_unit (scenario, "b9", "infantry", "blue", 9, 400, 250);
  add_unit (scenario, "b-line", "infantry", "blue", 1, 300, 358);
  game = vt_game_new (scenario, get_ruleset (), 1913);

  isolation = play (game, NULL, "isolation", "body=b13", NULL);
  g_assert_true (get_b (isolation, "isolated"));

  /* the melee of the First Player's move: its phase, after his guns and men */
  advance_phases (game, 2);
  first = play (game, &error, "melee", "attackers=a19", "defenders=b13", NULL);
  g_assert_no_error (error);
  g_assert_true (get_b (first, "isolated"));
  g_assert_cmpuint (get_u (first, "defenders-captured"), ==, 6);
  g_assert_cmpuint (get_u (first, "defenders-killed"), ==, 7);
  g_assert_cmpuint (get_u (first, "attackers-killed"), ==, 7);
  g_assert_cmpuint (strength_of (game, "a19"), ==, 12);
  g_assert_cmpuint (strength_of (game, "b13"), ==, 0);
  g_assert_cmpint (vt_game_get_unit_state (game, vt_scenario_find_unit (vt_game_get_state (game), "b13")), ==,
                   VT_UNIT_CAPTURED);

  /* B brings the five into contact and nine others within six inches; the
   * six prisoners A holds "will not count as combatants" */
  advance_phases (game, 3);
  second = play (game, &error, "melee", "attackers=b5,b9", "defenders=a19", "defenders-hold=6",
                 "umpire-allows=the nine are brought within six inches", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (second, "prisoners"), ==, 2);
  g_assert_cmpuint (get_u (second, "defenders-captured"), ==, 2);
  g_assert_cmpuint (get_u (second, "defenders-killed"), ==, 10);
  g_assert_cmpuint (get_u (second, "attackers-killed"), ==, 10);
  g_assert_cmpuint (get_u (second, "attackers-liberated"), ==, 6);
  /* "two of A's men prisoners in the hands of B, one of B's staying with
   * them as escort, and three of B's men still actively free for action" */
  g_assert_cmpuint (get_u (second, "escorts-needed"), ==, 1);
  g_assert_cmpuint (get_u (second, "attackers-left") - get_u (second, "escorts-needed"), ==, 3);
  g_assert_cmpuint (strength_of (game, "a19"), ==, 0);
  g_assert_cmpuint (strength_of (game, "b5") + strength_of (game, "b9"), ==, 4);

  /* "A, at a cost of nineteen men, has disposed of seventeen of B's men
   * for good, and of six [...] temporarily" */
  ledger = G_LIST_MODEL (vt_game_get_loss_ledger (game));
  for (guint i = 0; i < g_list_model_get_n_items (ledger); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (ledger, i);

      if (g_str_equal (vt_loss_entry_get_side (entry), "red"))
        {
          a_lost += vt_loss_entry_get_points (entry);
          if (vt_loss_entry_get_captured (entry))
            a_taken += vt_loss_entry_get_points (entry);
        }
      else if (vt_loss_entry_get_captured (entry))
        b_taken += vt_loss_entry_get_points (entry);
      else
        b_dead += vt_loss_entry_get_points (entry);
    }
  g_assert_cmpfloat (a_lost, ==, 19);
  g_assert_cmpfloat (a_taken, ==, 2);
  g_assert_cmpfloat (b_dead, ==, 17);
  g_assert_cmpfloat (b_taken, ==, 6);

  /* the whole of A's force is gone: B wins the Fight to the Finish; his
   * score is 100, four infantry-men of the melee and the one on his back
   * line, and half a point for each of the two prisoners; his own six are
   * liberated and count no more; A has half a point for each of his two
   * men prisoner */
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "blue");
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat (score, ==, 100 + 4 + 1 + 2 * 0.5);
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "red", &score));
  g_assert_cmpfloat (score, ==, 1);

  /* "In order to be rearmed they must return to the back line of their
   * own side" */
  g_assert_null (play (game, &error, "rearm", "body=b9", "men=6", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);
  rearmed = play (game, &error, "rearm", "body=b-line", "men=6", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (strength_of (game, "b-line"), ==, 7);
}

static void
test_prisoners_and_surrender (void)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* "one man within six inches of any number of prisoners up to seven can
   * escort these prisoners" */
  outcome = resolve_tool (NULL, "escort", NULL, "prisoners=7", "escorts=1", NULL);
  g_assert_true (get_b (outcome, "enough"));
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "escort", NULL, "prisoners=8", "escorts=1", NULL);
  g_assert_false (get_b (outcome, "enough"));
  g_assert_cmpuint (get_u (outcome, "escorts-needed"), ==, 2);
  g_assert_cmpuint (get_u (outcome, "unescorted"), ==, 1);
  g_clear_pointer (&outcome, g_variant_unref);

  /* (4) "Any isolated body may hoist the white flag and surrender" */
  add_unit (scenario, "lonely", "infantry", "red", 6, 100, 100);
  add_unit (scenario, "friends", "infantry", "red", 6, 100, 300);
  add_unit (scenario, "pair", "infantry", "red", 2, 400, 100);
  add_unit (scenario, "near", "infantry", "red", 6, 410, 100);
  add_unit (scenario, "enemy", "infantry", "blue", 20, 100, 340);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  outcome = play (game, &error, "surrender", "body=lonely", NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (get_u (outcome, "prisoners"), ==, 6);
  g_assert_cmpint (vt_game_get_unit_state (game, vt_scenario_find_unit (vt_game_get_state (game), "lonely")), ==,
                   VT_UNIT_CAPTURED);
  g_assert_null (play (game, &error, "surrender", "body=pair", NULL));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
}

/* ---- the score ------------------------------------------------------------ */

static void
test_score (void)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(VtScenario) scenario = new_floor ();
  g_autoptr(VtGame) game = NULL;
  g_autofree char *winner = NULL, *reason = NULL;
  double score;

  /* "you score 100 for the victory, and 10 for every gun you hold or are
   * in a position to take, 1-1/2 for every cavalry-man, 1 for every
   * infantry-man still alive and uncaptured, 1/2 for every man of yours
   * prisoner in the hands of the enemy, and 1/2 for every prisoner you
   * have taken" */
  outcome = resolve_tool (NULL, "score", NULL, "victory=won", "guns=2", "cavalry=10", "infantry=20",
                          "own-prisoners=4", "prisoners-taken=6", NULL);
  g_assert_cmpfloat (get_d (outcome, "score"), ==, 100 + 20 + 15 + 20 + 2 + 3);
  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_tool (NULL, "score", NULL, "victory=drawn", "guns=0", "cavalry=0", "infantry=0",
                          "own-prisoners=0", "prisoners-taken=0", NULL);
  g_assert_cmpfloat (get_d (outcome, "score"), ==, 50);

  /* "If the battle is still undecided when both forces are reduced below
   * fifteen men, the battle is drawn and the 100 points for victory are
   * divided." */
  add_unit (scenario, "r", "infantry", "red", 8, 100, 100);
  add_unit (scenario, "rc", "cavalry", "red", 6, 150, 100);
  add_unit (scenario, "rg", "naval-gun", "red", 1, 200, 100);
  add_unit (scenario, "b", "infantry", "blue", 15, 100, 300);
  game = vt_game_new (scenario, get_ruleset (), 1913);
  g_assert_false (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_clear_pointer (&reason, g_free);
  /* blue down to 14 */
  g_clear_pointer (&outcome, g_variant_unref);
  advance_phases (game, 3);
  outcome = play (game, NULL, "gun-fire", "gun=rg", "men=14", "killed-1=1", "target=b",
                  "umpire-allows=the test's first move", NULL);
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_null (winner);
  g_assert_nonnull (strstr (reason, "below 15 men"));
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "red", &score));
  g_assert_cmpfloat (score, ==, 50 + 10 + 6 * 1.5 + 8);
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat (score, ==, 50 + 14);
}

/* the demo game loads, and each side's 110 men and 3 guns are Wells's own
 * example force: seven minutes a move */
static void
test_demo (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "data", "demo",
                                            "little-wars-1913.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(GVariant) red = NULL, blue = NULL, crew = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (game);
  red = play (game, NULL, "move-time", "side=r-inf-1", NULL);
  g_assert_cmpuint (get_u (red, "minutes"), ==, 7);
  blue = play (game, NULL, "move-time", "side=b-inf-1", NULL);
  g_assert_cmpuint (get_u (blue, "minutes"), ==, 7);
  crew = play (game, NULL, "gun-in-action", "gun=b-gun-3", NULL);
  g_assert_true (get_b (crew, "in-action"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lw13_test_init ();

  g_test_add_func ("/lw13/catalogue", test_catalogue);
  g_test_add_func ("/lw13/move/mobility", test_mobility);
  g_test_add_func ("/lw13/move/time-110-men-3-guns", test_move_time);
  g_test_add_func ("/lw13/move/toss-and-composition", test_toss_and_composition);
  g_test_add_func ("/lw13/melee/nine-against-eleven", test_melee_nine_against_eleven);
  g_test_add_func ("/lw13/melee/bad-parameters", test_melee_bad_parameters);
  g_test_add_func ("/lw13/melee/nineteen-then-fourteen", test_melee_nineteen_then_fourteen);
  g_test_add_func ("/lw13/melee/prisoners-and-surrender", test_prisoners_and_surrender);
  g_test_add_func ("/lw13/score/fight-to-the-finish", test_score);
  g_test_add_func ("/lw13/demo", test_demo);

  return g_test_run ();
}
