/* test-rz12-game.c: reiswitz-1812, the kinds of game and how they are won (I),
 * gaps in the enemy's line and passing through one's own (VI §10–12, X §10),
 * mixed stacks and deploying columns (VII §10, XI §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the Section and § of
 * ../shared/rules/reiswitz-1812-taktisches-kriegsspiel.txt it checks.
 */
#define G_LOG_DOMAIN "test-rz12-game"

#include "test-rz12-common.h"

static void
assert_undecided (VtGame     *game,
                  const char *words)
{
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;

  g_assert_false (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_null (winner);
  g_test_message ("undecided: %s", reason);
  if (strstr (reason, words) == NULL)
    g_error ("'%s' not in: %s", words, reason);
}

static void
assert_won (VtGame     *game,
            const char *side,
            const char *words)
{
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;

  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_test_message ("decided: %s", reason);
  g_assert_cmpstr (winner, ==, side);
  if (strstr (reason, words) == NULL)
    g_error ("'%s' not in: %s", words, reason);
}

/* I §2–3: the tactical game (the default) is won by carrying out the
 * disposition and lost by failing in it */
static void
test_tactical_game (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(VtGame) failed = new_game ();
  g_autoptr(GVariant) carried = NULL;
  g_autoptr(GVariant) lost = NULL;
  g_autofree char *message = NULL;

  assert_undecided (game, "tactical game (I §2)");
  /* the battle game's finding has no place in a tactical game */
  g_assert_cmpint (resolve_fails (game, &message, "driven-off", "piece=b1", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "tactical game"));

  carried = apply_ok (game, "disposition", "piece=r1", "carried-out=true", NULL);
  assert_text (carried, "has carried out the disposition");
  assert_won (game, "red", "I §3");

  lost = apply_ok (failed, "disposition", "piece=b1", "carried-out=false", NULL);
  assert_text (lost, "loses");
  assert_won (failed, "red", "has failed in the task");
}

/* I §2, §4: the battle game is lost by whoever loses the most pieces and
 * is driven from his position; both are needed */
static void
test_battle_game (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GVariant) off = NULL;
  g_autoptr(GVariant) one = NULL;
  g_autoptr(GVariant) two = NULL;
  g_autoptr(GVariant) again = NULL;
  double score = 0;

  g_assert_true (vt_game_set_option (game, "game", g_variant_new_string ("battle"), &error));
  g_assert_no_error (error);
  assert_undecided (game, "battle game (I §2)");
  g_assert_cmpint (resolve_fails (game, &message, "disposition", "piece=r1", "carried-out=true", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "battle game"));

  /* Red loses a whole piece (VIII §10: ⅞ takes it), Blue nothing: Blue
   * driven off has not lost the most, and the game is not decided */
  one = apply_ok (game, "losses", "unit=r1", "marker=1/2", NULL);
  two = apply_ok (game, "losses", "unit=r1", "marker=3/8", NULL);
  g_assert_cmpuint (strength_of (game, "r1"), ==, 0);
  off = apply_ok (game, "driven-off", "piece=b1", NULL);
  assert_text (off, "lost fewer");
  assert_undecided (game, "asks both");

  /* Red driven off, having lost the most: Blue wins */
  again = apply_ok (game, "driven-off", "piece=r2", NULL);
  assert_text (again, "loses the battle game");
  assert_won (game, "blue", "I §4");
  /* the score is still what the ledger booked against the others (I §4):
   * the ⅞ that took r1 */
  g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "blue", &score));
  g_assert_cmpfloat_with_epsilon (score, 0.875, 1e-9);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz12/game/tactical", test_tactical_game);
  g_test_add_func ("/rz12/game/battle", test_battle_game);

  return g_test_run ();
}
