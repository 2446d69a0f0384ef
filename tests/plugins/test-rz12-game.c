/* test-rz12-game.c: reiswitz-1812, the kinds of game and how they are won (I),
 * gaps in the enemy's line and passing through one's own (VI §10–12, X §10),
 * by the march action and by a move made in the window,
 * mixed stacks and deploying columns (VII §10, XI §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the Section and § of
 * ../shared/rules/reiswitz-1812-taktisches-kriegsspiel.txt it checks.
 */
#define G_LOG_DOMAIN "test-rz12-game"

#include "test-rz12-common.h"
#include "vt-test-report.h"

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

static void
next_move (VtGame *game)
{
  g_autoptr(GError) error = NULL;

  /* the side's next move: the moves alternate a minute each (II §5), the
   * other side's between */
  g_assert_true (vt_game_advance_moves (game, 2, &error));
  g_assert_no_error (error);
}

/* An open field: Red north facing south, Blue's line at y = 800 facing
 * north with a gap of @gap paces between b-left and b-right (their
 * squares' edges), r-kur (heavy cavalry) 300 paces north of it. */
static VtGame *
line_game_with (double      gap,
                const char *blue_type,
                void      (*more) (VtScenario *scenario))
{
  g_autoptr(VtMap) map = vt_map_new_terrain (5000, 3750, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1812", map);
  g_autoptr(VtSide) red = NULL;
  g_autoptr(VtSide) blue = NULL;
  g_autoptr(GError) error = NULL;
  VtColour red_colour = { 0.8, 0, 0 }, blue_colour = { 0, 0, 0.8 };

  red = vt_side_new ("red", "Red", &red_colour);
  blue = vt_side_new ("blue", "Blue", &blue_colour);
  vt_scenario_add_side (scenario, red, &error);
  g_assert_no_error (error);
  vt_scenario_add_side (scenario, blue, &error);
  g_assert_no_error (error);
  add_unit (scenario, "r-kur", "heavy-cavalry", "red", NULL, 1000, 500, 180);
  add_unit (scenario, "b-left", blue_type, "blue", NULL, 1000 - 25 - gap / 2, 800, 0);
  add_unit (scenario, "b-right", blue_type, "blue", NULL, 1000 + 25 + gap / 2, 800, 0);
  if (more != NULL)
    more (scenario);
  return vt_game_new (scenario, get_ruleset (), 1812);
}

static VtGame *
line_game (double      gap,
           const char *blue_type)
{
  return line_game_with (gap, blue_type, NULL);
}

/* b-mid closes the gap; r-inf stands before it; r-kur to the side */
static void
add_fire_pieces (VtScenario *scenario)
{
  VtPoint kur = { 1100, 500 };

  add_unit (scenario, "b-mid", "closed-infantry", "blue", NULL, 1000, 800, 0);
  add_unit (scenario, "r-inf", "closed-infantry", "red", NULL, 1000, 700, 180);
  vt_unit_set_position (vt_scenario_find_unit (scenario, "r-kur"), &kur);
}

/* VI §12 a–b: a gap of 10 paces is not passed; a wider one is, with loss
 * within the effect areas of the enemy's infantry and cavalry (IX §6, §11),
 * without where none reaches (his guns are neither) */
static void
test_gaps (void)
{
  g_autoptr(VtGame) narrow = line_game (10, "closed-infantry");
  g_autoptr(VtGame) wide = line_game (60, "closed-infantry");
  g_autoptr(VtGame) guns = line_game (60, "foot-artillery");
  g_autoptr(GVariant) with_loss = NULL;
  g_autoptr(GVariant) without = NULL;
  g_autofree char *message = NULL;
  gboolean lossy = FALSE;

  g_assert_cmpint (resolve_fails (narrow, &message, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "gap of 10 paces"));
  g_assert_nonnull (strstr (message, "VI §12 a"));

  with_loss = resolve_ok (wide, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=900", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (with_loss, "gap"), 60, 1e-6);
  g_assert_true (g_variant_lookup (with_loss, "with-loss", "b", &lossy));
  g_assert_true (lossy);
  assert_text (with_loss, "passed with loss");
  assert_text (with_loss, "400 paces intended: within it");

  without = resolve_ok (guns, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=900", NULL);
  g_assert_true (g_variant_lookup (without, "with-loss", "b", &lossy));
  g_assert_false (lossy);
  assert_text (without, "without loss");

  /* the enemy's piece itself is no gap */
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (resolve_fails (wide, &message, "march", "unit=r-kur", "activity=charge", "to-x=945",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "that is an attack"));
  /* both coordinates or neither */
  g_assert_cmpint (resolve_fails (wide, NULL, "march", "unit=r-kur", "activity=charge", "to-x=1000", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

/* VI §12 c: a gap one's own fire made in this move is not used until the
 * move after next; VI §6 g: one's own troops in action are not passed */
static void
test_gap_made_by_fire (void)
{
  /* b-left and b-right a piece apart, b-mid between them */
  g_autoptr(VtGame) game = line_game_with (50, "closed-infantry", add_fire_pieces);
  g_autoptr(GVariant) fire = NULL;
  g_autoptr(GVariant) later = NULL;
  g_autofree char *message = NULL;
  g_autofree char *in_action = NULL;

  /* IX §7: ½ a piece at 1 distance; two pieces' fire takes b-mid */
  fire = apply_ok (game, "fire", "firer=r-inf", "target=b-mid", "pieces=2",
                  "umpire-allows=the line fires with both its pieces", NULL);
  g_assert_cmpuint (strength_of (game, "b-mid"), ==, 0);
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=850", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "VI §12 c"));
  /* r-inf fired: the cavalry cannot ride through it */
  g_assert_cmpint (resolve_fails (game, &in_action, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=750", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (in_action, "VI §6 g"));

  /* Blue's move, and then Red's: the gap stands open, 50 paces wide */
  next_move (game);
  next_move (game);
  later = resolve_ok (game, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=850", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (later, "gap"), 50, 1e-6);
  assert_text (later, "passed with loss");
}

/* r-col (a column) and r-line (a line) of Red's infantry before r-hus and
 * r-kur; a Blue tirailleur far off; r-bat beneath r-uhl (VII §10) */
static void
add_own_lines (VtScenario *scenario)
{
  add_unit (scenario, "r-col", "closed-infantry", "red", "column", 1500, 700, 180);
  add_unit (scenario, "r-line", "closed-infantry", "red", "line", 1600, 700, 180);
  add_unit (scenario, "r-hus", "light-cavalry", "red", NULL, 1600, 400, 180);
  add_unit (scenario, "r-uhl", "light-cavalry", "red", NULL, 2000, 400, 180);
  add_unit (scenario, "r-bat", "foot-artillery", "red", NULL, 2000, 400, 180);
  add_unit (scenario, "r-cols", "heavy-cavalry", "red", "column", 3000, 400, 180);
  add_unit (scenario, "r-icol", "closed-infantry", "red", "column", 3200, 400, 180);
  add_unit (scenario, "b-tir", "tirailleurs", "blue", NULL, 2500, 800, 0);
  add_unit (scenario, "r-lan", "light-cavalry", "red", NULL, 2560, 500, 180);
  add_unit (scenario, "r-drag", "light-cavalry", "red", NULL, 2610, 500, 180);
  /* b-right holds a height (VII §6) */
  {
    g_autoptr(VtFeature) hill = square ("hoehe", "hill-b", 1030, 775, 1090, 825);

    vt_map_add_feature (vt_scenario_get_map (scenario), hill);
  }
}

/* VI §10–11: one's own lines are passed; arriving on a line the piece is
 * placed upon it, on a column it is not (it stands close) */
static void
test_own_lines (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) through = NULL;
  g_autoptr(GVariant) upon = NULL;
  g_autofree char *message = NULL;

  through = resolve_ok (game, "march", "unit=r-hus", "activity=extended-trot", "to-x=1600", "to-y=800", NULL);
  assert_text (through, "passes through r-line, its own (VI §10)");
  upon = resolve_ok (game, "march", "unit=r-hus", "activity=extended-trot", "to-x=1600", "to-y=700", NULL);
  assert_text (upon, "placed upon it, as dense as a column (VI §11 a)");
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-kur", "activity=charge", "to-x=1500",
                                  "to-y=700", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "VI §11 b"));
}

/* X §10: a tirailleur covers a distance on each flank */
static void
test_tirailleur_flanks (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) outside = NULL;
  g_autofree char *message = NULL;

  /* 60 paces from its centre: within the distance beside its flank */
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-lan", "activity=charge", "to-x=2560",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "X §10"));
  /* 110 paces: beyond it */
  outside = resolve_ok (game, "march", "unit=r-drag", "activity=charge", "to-x=2610", "to-y=900", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (outside, "allowance"), 500, 1e-6);
}

/* moves @id in the window's way (vt_game_move_unit) to (@x, @y) at
 * @activity, facing as it faces; the error or NULL, the move journalled
 * exactly when there is none */
static GError *
drag (VtGame     *game,
      const char *id,
      double      x,
      double      y,
      const char *activity)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), id);
  guint before = vt_journal_get_head (vt_game_get_journal (game));
  GError *error = NULL;
  gboolean moved;

  moved = vt_game_move_unit (game, unit, &(VtPoint) { x, y }, vt_unit_get_facing (unit), activity, &error);
  g_assert_true (moved == (error == NULL));
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, before + (moved ? 1 : 0));
  if (error != NULL)
    g_test_message ("move of %s refused: %s", id, error->message);
  return error;
}

/* X §10: "every tirailleur piece covers the two distances bordering its
 * flanks — one distance to the right and one to the left — and no opposing
 * arm can pass through that interval": two tirailleurs two distances apart
 * (100 paces between their squares) close the gap to its edge; 99 paces
 * are closed too; at 101 a pace is open, and the march passes (VI §12 b,
 * within the tirailleurs' effect areas: with loss) */
static void
test_tirailleur_flanks_edge (void)
{
  g_autoptr(VtGame) at = line_game (100, "tirailleurs");
  g_autoptr(VtGame) below = line_game (99, "tirailleurs");
  g_autoptr(VtGame) above = line_game (101, "tirailleurs");
  g_autoptr(GVariant) passed = NULL;
  g_autofree char *message = NULL;
  g_autofree char *narrower = NULL;
  g_autoptr(GError) dragged = NULL;
  gboolean lossy = FALSE;

  g_assert_cmpint (resolve_fails (at, &message, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "X §10"));
  g_assert_nonnull (strstr (message, "r-kur cannot pass within a distance of b-"));
  g_assert_cmpint (resolve_fails (below, &narrower, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (narrower, "X §10"));
  /* the window's move refuses it with the same words, and stays put */
  dragged = drag (at, "r-kur", 1000, 900, "charge");
  g_assert_nonnull (dragged);
  g_assert_nonnull (strstr (dragged->message, "X §10"));
  {
    VtPoint still;

    vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (at), "r-kur"), &still);
    g_assert_cmpfloat (still.y, ==, 500);
  }

  passed = resolve_ok (above, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=900", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (passed, "gap"), 101, 1e-6);
  g_assert_true (g_variant_lookup (passed, "with-loss", "b", &lossy));
  g_assert_true (lossy);
  assert_text (passed, "passed with loss");
  g_assert_null (drag (above, "r-kur", 1000, 900, "charge"));
}

/* the window's refusal is the march action's, word for word, and then how
 * the umpire may allow it */
static void
assert_refused_as_march (GError     *error,
                         const char *march_message)
{
  const char *how = strstr (march_message, "; the umpire may allow it");
  g_autofree char *rule = NULL;

  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_true (g_str_has_prefix (march_message, "march: "));
  g_assert_nonnull (how);
  rule = g_strndup (march_message + strlen ("march: "), how - march_message - strlen ("march: "));
  if (!g_str_has_prefix (error->message, rule) || error->message[strlen (rule)] != ';')
    g_error ("the window's refusal '%s' is not the march action's '%s'", error->message, march_message);
  g_assert_nonnull (strstr (error->message, "umpire-allows=REASON"));
}

static void
assert_at (VtGame     *game,
           const char *id,
           double      x,
           double      y)
{
  VtPoint at;

  vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), id), &at);
  g_assert_cmpfloat_with_epsilon (at.x, x, 1e-6);
  g_assert_cmpfloat_with_epsilon (at.y, y, 1e-6);
}

/* VI §12 a: a move dragged in the window through a gap of 10 paces is
 * refused as the march action refuses it; through one of 60 it is made;
 * the umpire's march to that point with his reason lets the drag follow */
static void
test_gaps_in_the_window (void)
{
  g_autoptr(VtGame) narrow = line_game (10, "closed-infantry");
  g_autoptr(VtGame) wide = line_game (60, "closed-infantry");
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) elsewhere = NULL;
  g_autofree char *message = NULL;

  g_assert_cmpint (resolve_fails (narrow, &message, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=880", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  error = drag (narrow, "r-kur", 1000, 880, "charge");
  assert_refused_as_march (error, message);
  g_assert_nonnull (strstr (error->message, "gap of 10 paces"));
  g_assert_nonnull (strstr (error->message, "VI §12 a"));
  assert_at (narrow, "r-kur", 1000, 500);

  g_assert_null (drag (wide, "r-kur", 1000, 880, "charge"));
  assert_at (wide, "r-kur", 1000, 880);

  /* the umpire lets it through the narrow gap, to that point */
  {
    g_autoptr(GVariant) allowed = apply_ok (narrow, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                            "to-y=880", "umpire-allows=the gap is wider on the ground", NULL);

    assert_text (allowed, "The umpire allows what the rules refuse");
  }
  /* a drag cannot hit his point exactly: within a distance of it, not
   * farther (derived) */
  elsewhere = drag (narrow, "r-kur", 1000 + 60, 880, "charge");
  g_assert_error (elsewhere, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_null (drag (narrow, "r-kur", 1000 + 20, 880, "charge"));
  assert_at (narrow, "r-kur", 1020, 880);
}

/* VI §12 c, VI §6 g in the window: the gap Red's fire made in this move
 * is not used, the piece that fired is not passed through; two moves on,
 * the gap is used */
static void
test_gap_made_by_fire_in_the_window (void)
{
  g_autoptr(VtGame) game = line_game_with (50, "closed-infantry", add_fire_pieces);
  g_autoptr(GVariant) fire = NULL;
  g_autoptr(GError) gap = NULL;
  g_autoptr(GError) in_action = NULL;
  g_autofree char *message = NULL;
  g_autofree char *in_action_message = NULL;

  fire = apply_ok (game, "fire", "firer=r-inf", "target=b-mid", "pieces=2",
                  "umpire-allows=the line fires with both its pieces", NULL);
  g_assert_cmpuint (strength_of (game, "b-mid"), ==, 0);
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-kur", "activity=charge", "to-x=1000",
                                  "to-y=850", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  gap = drag (game, "r-kur", 1000, 850, "charge");
  assert_refused_as_march (gap, message);
  g_assert_nonnull (strstr (gap->message, "VI §12 c"));
  g_assert_cmpint (resolve_fails (game, &in_action_message, "march", "unit=r-kur", "activity=charge",
                                  "to-x=1000", "to-y=750", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  in_action = drag (game, "r-kur", 1000, 750, "charge");
  assert_refused_as_march (in_action, in_action_message);
  g_assert_nonnull (strstr (in_action->message, "VI §6 g"));
  assert_at (game, "r-kur", 1100, 500);

  next_move (game);
  next_move (game);
  g_assert_null (drag (game, "r-kur", 1000, 850, "charge"));
  assert_at (game, "r-kur", 1000, 850);
}

/* r-sta and r-stb, two columns stacked (VII §10), and r-stc, a column
 * beside them */
static void
add_own_lines_and_stack (VtScenario *scenario)
{
  add_own_lines (scenario);
  add_unit (scenario, "r-sta", "closed-infantry", "red", "column", 4000, 400, 180);
  add_unit (scenario, "r-stb", "closed-infantry", "red", "column", 4000, 400, 180);
  add_unit (scenario, "r-stc", "closed-infantry", "red", "column", 4100, 400, 180);
}

/* VI §10–11 in the window: through one's own line, and upon it, the move is
 * made; ending on one's own column it is refused as the march refuses it.
 * A stack dragged together is one march (VII §10): the second piece is not
 * refused for ending on the first */
static void
test_own_lines_in_the_window (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines_and_stack);
  g_autoptr(GError) on_column = NULL;
  g_autoptr(GError) beside = NULL;
  g_autofree char *message = NULL;

  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-kur", "activity=charge", "to-x=1500",
                                  "to-y=700", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  on_column = drag (game, "r-kur", 1500, 700, "charge");
  assert_refused_as_march (on_column, message);
  g_assert_nonnull (strstr (on_column->message, "VI §11 b"));
  assert_at (game, "r-kur", 1000, 500);

  g_assert_null (drag (game, "r-hus", 1600, 700, "extended-trot"));
  assert_at (game, "r-hus", 1600, 700);

  g_assert_null (drag (game, "r-sta", 4000, 480, "march-pace"));
  g_assert_null (drag (game, "r-stb", 4000, 480, "march-pace"));
  assert_at (game, "r-stb", 4000, 480);
  /* a column that did not stand with them is not placed upon them */
  beside = drag (game, "r-stc", 4000, 480, "quick-march");
  g_assert_error (beside, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (beside->message, "VI §11 b"));
}

/* the journal's last event: a move, its summary and its note */
static VtEvent *
last_event (VtGame *game)
{
  VtJournal *journal = vt_game_get_journal (game);

  g_assert_cmpuint (vt_journal_get_head (journal), >, 0);
  return vt_journal_get_event (journal, vt_journal_get_head (journal) - 1);
}

static void
assert_move_says (VtGame     *game,
                  const char *words)
{
  VtEvent *event = last_event (game);
  const char *note = NULL;
  g_autofree char *line = vt_event_dup_text (event);

  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_MOVE);
  if (strstr (line, words) == NULL)
    g_error ("'%s' not in the journal's line: %s", words, line);
  g_assert_true (g_variant_lookup (vt_event_get_payload (event), "note", "&s", &note));
  g_assert_nonnull (strstr (note, words));
}

/* the note of the march the window makes is the march action's words for
 * the lines: the part of @outcome's text that the lines wrote */
static void
assert_note_is_the_marchs (VtGame   *game,
                           GVariant *outcome)
{
  const char *note = NULL;

  g_assert_true (g_variant_lookup (vt_event_get_payload (last_event (game)), "note", "&s", &note));
  if (strstr (get_s (outcome, "text"), note) == NULL)
    g_error ("the journal's note '%s' is not the march action's: %s", note, get_s (outcome, "text"));
}

/* VI §10–12 b in the window: a move the lines allow says in the journal
 * what the march action says of it (the pieces whose effect areas it
 * passes, the pieces it passes through, that it is placed upon a line),
 * and the words survive saving and loading; a move past nothing says
 * nothing more than the core's line */
static void
test_lines_in_the_journal (void)
{
  g_autoptr(VtGame) wide = line_game (60, "closed-infantry");
  g_autoptr(VtGame) own = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(VtGame) own_again = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(VtGame) narrow = line_game (10, "closed-infantry");
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GVariant) march = NULL;
  g_autoptr(GVariant) through = NULL;
  g_autoptr(GVariant) upon = NULL;
  g_autoptr(GVariant) allowed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  VtEvent *event;

  /* the gap of 60 paces, within the effect areas of both Blue pieces */
  march = resolve_ok (wide, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=880", NULL);
  g_assert_null (drag (wide, "r-kur", 1000, 880, "charge"));
  {
    g_autofree char *line = vt_event_dup_text (last_event (wide));

    g_assert_cmpstr (vt_event_get_summary (last_event (wide)), ==, "r-kur moves 380 paces at charge (karriere)");
    g_assert_true (g_str_has_prefix (line,
                                     "r-kur moves 380 paces at charge (karriere). It passes the gap"));
  }
  assert_move_says (wide, "It passes the gap of 60 paces between b-left and b-right, but within the effect "
                    "areas of b-left, b-right: passed with loss");
  assert_move_says (wide, "(VI §12 b;");
  assert_note_is_the_marchs (wide, march);

  /* the umpire's report tells it; the side's timeline has the core's
   * words alone, for the ruleset's may name pieces it never saw */
  {
    g_autofree char *umpire = vt_test_report_text (wide, NULL, FALSE);
    g_autofree char *red = vt_test_report_text (wide, "red", FALSE);

    g_assert_nonnull (strstr (umpire, "the effect areas of b-left, b-right"));
    g_assert_nonnull (strstr (red, "r-kur moves 380 paces"));
    g_assert_null (strstr (red, "the effect areas of"));
  }

  /* saved and loaded, the journal says it still */
  bytes = vt_game_file_to_bytes (wide);
  loaded = vt_game_file_load_bytes (bytes, "lines.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  event = last_event (loaded);
  {
    g_autofree char *line = vt_event_dup_text (event);

    g_assert_nonnull (strstr (line, "passed with loss"));
    g_assert_nonnull (strstr (line, "b-left, b-right"));
  }

  /* through one's own line (VI §10), and upon it (VI §11 a) */
  through = resolve_ok (own, "march", "unit=r-hus", "activity=extended-trot", "to-x=1600", "to-y=800", NULL);
  g_assert_null (drag (own, "r-hus", 1600, 800, "extended-trot"));
  assert_move_says (own, "It passes through r-line, its own (VI §10).");
  assert_note_is_the_marchs (own, through);
  upon = resolve_ok (own_again, "march", "unit=r-hus", "activity=extended-trot", "to-x=1600", "to-y=700", NULL);
  g_assert_null (drag (own_again, "r-hus", 1600, 700, "extended-trot"));
  assert_move_says (own_again, "placed upon it, as dense as a column (VI §11 a)");
  assert_note_is_the_marchs (own_again, upon);

  /* a march past no line: the core's words alone, no note */
  g_assert_null (drag (own, "r-kur", 1000, 600, "charge"));
  g_assert_cmpstr (vt_event_get_summary (last_event (own)), ==, "r-kur moves 100 paces at charge (karriere)");
  g_assert_false (g_variant_lookup (vt_event_get_payload (last_event (own)), "note", "&s", NULL));

  /* the umpire let it through the narrow gap: the journal says so */
  allowed = apply_ok (narrow, "march", "unit=r-kur", "activity=charge", "to-x=1000", "to-y=880",
                      "umpire-allows=the gap is wider on the ground", NULL);
  g_assert_null (drag (narrow, "r-kur", 1000, 880, "charge"));
  assert_move_says (narrow, "The umpire allows what the rules refuse: r-kur cannot pass the gap of 10 paces");
}

/* X §10 in the window: within the distance beside a tirailleur's flank the
 * move is refused, beyond it made */
static void
test_tirailleur_flanks_in_the_window (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-lan", "activity=charge", "to-x=2560",
                                  "to-y=900", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  error = drag (game, "r-lan", 2560, 900, "charge");
  assert_refused_as_march (error, message);
  g_assert_nonnull (strstr (error->message, "X §10"));
  assert_at (game, "r-lan", 2560, 500);
  g_assert_null (drag (game, "r-drag", 2610, 900, "charge"));
  assert_at (game, "r-drag", 2610, 900);
}

/* VII §10: a mixed column goes at its slowest arm's pace, in the march
 * action and on the map; the foot artillery's 200 paces are derived (XII
 * is lost, README) */
static void
test_mixed_stack (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) stacked = NULL;
  g_autoptr(GVariant) alone = NULL;
  g_autoptr(GError) error = NULL;
  VtUnit *uhl = vt_scenario_find_unit (vt_game_get_state (game), "r-uhl");

  stacked = resolve_ok (game, "march", "unit=r-uhl", "activity=charge", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (stacked, "allowance"), 200, 1e-6);
  assert_text (stacked, "VII §10");
  g_clear_pointer (&stacked, g_variant_unref);
  /* the battery beneath it marches with it, it is not passed through */
  stacked = resolve_ok (game, "march", "unit=r-uhl", "activity=charge", "to-x=2000", "to-y=600", NULL);
  g_assert_null (strstr (get_s (stacked, "text"), "passes through"));
  alone = resolve_ok (game, "march", "unit=r-hus", "activity=charge", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (alone, "allowance"), 500, 1e-6);

  /* the window's move: 300 paces at the charge are beyond the stack */
  g_assert_false (vt_game_move_unit (game, uhl, &(VtPoint) { 2000, 700 }, 180, "charge", &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH);
  g_clear_error (&error);
  g_assert_true (vt_game_move_unit (game, uhl, &(VtPoint) { 2000, 600 }, 180, "charge", &error));
  g_assert_no_error (error);
}

/* VI §9, XI §3: a column deploys at the fastest pace, cavalry 8 or 10
 * distances, and must (XI §3 "can and must") */
static void
test_deploying (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) column = NULL;
  g_autoptr(GVariant) deploys = NULL;
  g_autoptr(GVariant) infantry = NULL;
  g_autofree char *message = NULL;

  /* XI §2: in column impeded, 4 distances */
  column = resolve_ok (game, "march", "unit=r-cols", "activity=charge", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (column, "allowance"), 200, 1e-6);
  deploys = resolve_ok (game, "march", "unit=r-cols", "activity=charge", "deploying=true", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (deploys, "allowance"), 400, 1e-6);
  assert_text (deploys, "XI §3");
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-cols", "activity=extended-trot",
                                  "deploying=true", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "can and must"));
  /* IX §2 caps a column at 3 distances; deploying, storm pace's 4 (IX §1 c) */
  infantry = resolve_ok (game, "march", "unit=r-icol", "activity=storm-pace", "deploying=true", NULL);
  g_assert_cmpfloat_with_epsilon (get_d (infantry, "allowance"), 200, 1e-6);
  /* a line has nothing to deploy */
  g_assert_cmpint (resolve_fails (game, NULL, "march", "unit=r-line", "activity=quick-march", "deploying=true",
                                  NULL), ==, VT_RULESET_ERROR_BAD_PARAMETER);
}

/* VII §6–7: within artillery range, 24 distances, an enemy holding a
 * height or building, or dispersed tirailleurs, may demand a concealer
 * opened: measured from the map */
static void
test_unmask_within_range (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) hidden = NULL;
  g_autoptr(GVariant) hidden_kur = NULL;
  g_autoptr(GVariant) seen = NULL;
  g_autoptr(GVariant) height = NULL;
  g_autoptr(GVariant) hidden_too = NULL;
  g_autofree char *message = NULL;
  g_autofree char *no_height = NULL;

  /* two concealers: they stand 1500 paces apart */
  hidden = apply_ok (game, "conceal", "unit=r-drag", "cover=forest", NULL);
  hidden_kur = apply_ok (game, "conceal", "unit=r-kur", "cover=forest", NULL);
  /* b-tir, dispersed, about 330 paces from r-drag */
  seen = apply_ok (game, "unmask", "unit=r-drag", "reason=seen", NULL);
  assert_text (seen, "b-tir");
  assert_text (seen, "VII §7");
  /* r-kur is 1500 paces from b-tir, beyond the 24 distances */
  g_assert_cmpint (resolve_fails (game, &message, "unmask", "unit=r-kur", "reason=seen", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "24 distances"));
  /* b-right on the hill, some 300 paces off */
  height = apply_ok (game, "unmask", "unit=r-kur", "reason=height", NULL);
  assert_text (height, "b-right");
  assert_text (height, "VII §6");
  /* r-cols, some 2000 paces off: no enemy on a height within range of it */
  hidden_too = apply_ok (game, "conceal", "unit=r-cols", "cover=forest", NULL);
  g_assert_cmpint (resolve_fails (game, &no_height, "unmask", "unit=r-cols", "reason=height", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (no_height, "VII §6"));
}

/* Der Tann (a dense wood), Das Moor (a marsh), Der Steilhang (a steep
 * slope, no road up) south of Red's z-kur, z-tir, z-jtir, z-hus, z-inf */
static void
add_ground (VtScenario *scenario)
{
  VtMap *map = vt_scenario_get_map (scenario);
  g_autoptr(VtFeature) tann = square ("tann", "wood-dense", 1000, 2400, 1400, 2800);
  g_autoptr(VtFeature) moor = square ("moor", "marsh", 2000, 2400, 2400, 2800);
  g_autoptr(VtFeature) steil = square ("steil", "slope-steep", 3000, 2400, 3400, 2800);

  vt_feature_set_name (tann, "Der Tann");
  vt_feature_set_name (moor, "Das Moor");
  vt_feature_set_name (steil, "Der Steilhang");
  vt_map_add_feature (map, tann);
  vt_map_add_feature (map, moor);
  vt_map_add_feature (map, steil);
  add_unit (scenario, "z-kur", "heavy-cavalry", "red", NULL, 1200, 2200, 180);
  add_unit (scenario, "z-jtir", "tirailleurs", "red", NULL, 1350, 2250, 180);
  add_unit (scenario, "z-tir", "tirailleurs", "red", NULL, 2200, 2200, 180);
  add_unit (scenario, "z-hus", "light-cavalry", "red", NULL, 3100, 2200, 180);
  add_unit (scenario, "z-inf", "closed-infantry", "red", NULL, 3300, 2300, 180);
}

/* the march action in a game and the window's move on the same map give
 * the same verdict: refused both (the action with @rule), or allowed both */
static void
assert_same_verdict (VtGame     *game,
                     const char *id,
                     const char *activity,
                     double      x,
                     double      y,
                     const char *rule)
{
  g_autofree char *activity_word = g_strdup_printf ("activity=%s", activity);
  g_autofree char *unit_word = g_strdup_printf ("unit=%s", id);
  g_autofree char *x_word = g_strdup_printf ("to-x=%.0f", x);
  g_autofree char *y_word = g_strdup_printf ("to-y=%.0f", y);
  g_autoptr(GError) moved = NULL;
  VtPoint before, after;

  vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), id), &before);
  if (rule != NULL)
    {
      g_autofree char *message = NULL;

      g_assert_cmpint (resolve_fails (game, &message, "march", unit_word, activity_word, x_word, y_word, NULL), ==,
                       VT_RULESET_ERROR_UMPIRE_DECIDES);
      if (strstr (message, rule) == NULL)
        g_error ("'%s' not in: %s", rule, message);
      moved = drag (game, id, x, y, activity);
      g_assert_nonnull (moved);
      vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), id), &after);
      g_assert_cmpfloat (after.x, ==, before.x);
      g_assert_cmpfloat (after.y, ==, before.y);
    }
  else
    {
      g_autoptr(GVariant) allowed = resolve_ok (game, "march", unit_word, activity_word, x_word, y_word, NULL);

      assert_text (allowed, "intended: within it");
      g_assert_null (drag (game, id, x, y, activity));
      /* back where it stood, for the next case */
      vt_unit_set_position (vt_scenario_find_unit (vt_game_get_state (game), id), &before);
    }
}

/* The march action in a game takes the ground along its line from the
 * map's features, as the window's move does, not from going= alone.
 * XI §4: "Heavy cavalry cannot pass through dense woodland, ditches, or
 * brooks"; X §2 b: for tirailleurs only "1) Elevations of the third
 * gradient class with no approach; 2) Marshes; 3) Lakes, streams, or
 * rivers"; they "pass through woodland of all types"; III §7 b: a steep
 * slope is accessible to infantry only; VI §5 b: infantry one distance
 * less on it */
static void
test_march_ground_from_the_map (void)
{
  g_autoptr(VtGame) game = new_game_with (add_ground);
  g_autofree char *told_open = NULL;

  /* (an allowed move is journalled and spends the move: each piece's
   * refusals first) heavy cavalry: 10 paces into Der Tann */
  assert_same_verdict (game, "z-kur", "extended-trot", 1200, 2410, "XI §4");
  /* the map decides, whatever going= says */
  g_assert_cmpint (resolve_fails (game, &told_open, "march", "unit=z-kur", "activity=extended-trot", "to-x=1200",
                                  "to-y=2410", "going=open", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (told_open, "z-kur cannot go into Der Tann"));
  /* the tirailleurs go through the dense wood, not into the marsh */
  assert_same_verdict (game, "z-jtir", "storm-pace", 1350, 2420, NULL);
  assert_same_verdict (game, "z-tir", "storm-pace", 2200, 2410, "X §2 b");
  assert_same_verdict (game, "z-tir", "storm-pace", 2200, 2390, NULL);
  /* light cavalry up the steep slope: refused; closed infantry delayed */
  assert_same_verdict (game, "z-hus", "extended-trot", 3100, 2450, "III §7 b");
  /* 100 paces open at storm pace's 200, then on the slope at 150:
   * to 70 paces up it costs 0.97 of the move, to 80 paces 1.03 */
  assert_same_verdict (game, "z-inf", "storm-pace", 3300, 2480, "beyond the allowance");
  assert_same_verdict (game, "z-inf", "storm-pace", 3300, 2470, NULL);
  {
    g_autoptr(GVariant) up = resolve_ok (game, "march", "unit=z-inf", "activity=storm-pace", "to-x=3300",
                                         "to-y=2470", NULL);

    assert_text (up, "from the map: Der Steilhang delays it");
    g_assert_cmpfloat_with_epsilon (get_d (up, "allowance"), 170 / (100.0 / 200 + 70.0 / 150), 1e-6);
  }
  /* the umpire may allow it, and says why */
  {
    g_autoptr(GVariant) allowed = resolve_ok (game, "march", "unit=z-kur", "activity=extended-trot", "to-x=1200",
                                              "to-y=2410", "umpire-allows=a forest track", NULL);

    assert_text (allowed, "The umpire allows what the rules refuse: z-kur cannot go into Der Tann");
  }
  /* 10 paces short of Der Tann it rides */
  assert_same_verdict (game, "z-kur", "extended-trot", 1200, 2390, NULL);
  /* without a game, going= gives the ground as before */
  {
    g_autoptr(GVariant) told = resolve_ok (NULL, "march", "unit-type=heavy-cavalry", "activity=extended-trot",
                                           "going=obstacle", NULL);

    g_assert_cmpfloat (get_d (told, "allowance"), ==, 200);
  }
}

/* VII §7: A "has the right to demand of player B that he open his
 * troop-concealer and show all the troops it contains"; §9: "It is up to
 * the players … to empty it wholly or in part — except in the case
 * indicated in §.7" */
static void
test_unmask_shows_all (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  VtScenario *state = vt_game_get_state (game);
  VtUnit *lancers = vt_scenario_find_unit (state, "r-lan");
  VtUnit *dragoons = vt_scenario_find_unit (state, "r-drag");
  VtUnit *hussars = vt_scenario_find_unit (state, "r-hus");
  VtUnit *tirailleur = vt_scenario_find_unit (state, "b-tir");
  g_autoptr(GVariant) one_box = apply_ok (game, "conceal", "unit=r-lan,r-drag", "cover=forest", NULL);
  g_autoptr(GVariant) other_box = apply_ok (game, "conceal", "unit=r-hus", "cover=forest", NULL);
  g_autoptr(GVariant) in_part = NULL;
  g_autoptr(GVariant) again = NULL;
  g_autoptr(GVariant) demanded = NULL;
  VtJournal *journal = vt_game_get_journal (game);

  /* the player empties it in part (VII §9): r-drag out, r-lan stays in */
  in_part = apply_ok (game, "unmask", "unit=r-drag", "reason=player", NULL);
  g_assert_cmpuint (vt_unit_get_condition (dragoons, "in-concealer"), ==, 0);
  g_assert_cmpuint (vt_unit_get_condition (lancers, "in-concealer"), ==, VT_CONDITION_UNTIL_ENDED);
  g_assert_null (strstr (get_s (in_part, "text"), "all the troops"));

  /* in again, and the tirailleur in the open demands it: both are shown */
  again = apply_ok (game, "conceal", "unit=r-lan,r-drag", "cover=forest", NULL);
  demanded = apply_ok (game, "unmask", "unit=r-drag", "reason=seen", NULL);
  assert_text (demanded, "b-tir");
  assert_text (demanded, "shows all the troops it contains, not a part: r-drag, r-lan (VII §7, §9)");
  g_assert_cmpuint (vt_unit_get_condition (dragoons, "in-concealer"), ==, 0);
  g_assert_cmpuint (vt_unit_get_condition (lancers, "in-concealer"), ==, 0);
  g_assert_cmpint (vt_ruleset_see_unit (get_ruleset (), game, tirailleur, lancers, TRUE, 2000), ==,
                   VT_SIGHTING_EXACT);
  /* the pieces as the journal lists units: the side, then each by name */
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1)), ==,
                   "troop-concealer opened: Red r-drag, r-lan");
  g_assert_null (vt_unit_get_box (dragoons));
  g_assert_null (vt_unit_get_box (lancers));
  /* the other concealer is not opened by it */
  g_assert_cmpuint (vt_unit_get_condition (hussars, "in-concealer"), ==, VT_CONDITION_UNTIL_ENDED);
  g_assert_cmpint (vt_ruleset_see_unit (get_ruleset (), game, tirailleur, hussars, TRUE, 2000), ==,
                   VT_SIGHTING_TROOPS);
}

/* V §17: the enemy sees the box, not what is in it: Blue's picture has
 * one stand-in for the lancers and dragoons in one concealer, as many
 * as it holds would count its contents; the hussars, in another, are a
 * stand-in of their own. */
static void
test_concealer_one_stand_in (void)
{
  g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_own_lines);
  g_autoptr(GVariant) one_box = apply_ok (game, "conceal", "unit=r-lan,r-drag", "cover=forest", NULL);
  VtKnowledge *blue = vt_game_get_knowledge (game, "blue");
  g_autoptr(VtEvent) away = vt_event_new (VT_EVENT_NOTE, 1, "the tirailleur falls back", NULL, NULL,
                                          g_variant_new_parsed ("[{'unit': <'b-tir'>, 'x': <2500.0>, "
                                                                "'y': <2400.0>}]"));
  g_autoptr(GError) error = NULL;
  guint troops = 0;

  /* beyond an artillery range: it no longer sees into the box (VII §7) */
  g_assert_true (vt_game_append (game, away, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vt_knowledge_get_sighting (blue, "r-lan"), ==, VT_SIGHTING_TROOPS);

  g_assert_nonnull (vt_unit_get_box (vt_scenario_find_unit (vt_game_get_state (game), "r-lan")));
  g_assert_cmpstr (vt_unit_get_box (vt_scenario_find_unit (vt_game_get_state (game), "r-lan")), ==,
                   vt_unit_get_box (vt_scenario_find_unit (vt_game_get_state (game), "r-drag")));
  for (guint pass = 0; pass < 2; pass++)
    {
      g_autoptr(VtScenario) view = vt_knowledge_dup_view (blue);
      GListModel *units = vt_scenario_get_units (view);

      troops = 0;
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

          g_assert_cmpstr (vt_unit_get_id (unit), !=, "r-lan");
          g_assert_cmpstr (vt_unit_get_id (unit), !=, "r-drag");
          troops += g_str_equal (vt_unit_get_unit_type (unit), "troops");
        }
      g_assert_cmpuint (troops, ==, pass + 1);
      if (pass == 0)
        {
          g_autoptr(GVariant) other_box = apply_ok (game, "conceal", "unit=r-hus", "cover=forest", NULL);
        }
    }
}

/* Red's pieces for the concealers: seven light cavalry c1–c7, eight closed
 * infantry i1–i8, twenty-two tirailleurs t1–t22, a ship, all in a wood */
static void
add_concealer_pieces (VtScenario *scenario)
{
  for (guint i = 1; i <= 22; i++)
    {
      g_autofree char *c = g_strdup_printf ("c%u", i);
      g_autofree char *inf = g_strdup_printf ("i%u", i);
      g_autofree char *t = g_strdup_printf ("t%u", i);

      if (i <= 7)
        add_unit (scenario, c, "light-cavalry", "red", NULL, 200 + 50 * i, 200, 180);
      if (i <= 8)
        add_unit (scenario, inf, "closed-infantry", "red", NULL, 200 + 50 * i, 260, 180);
      add_unit (scenario, t, "tirailleurs", "red", NULL, 200 + 50 * i, 320, 180);
    }
  add_unit (scenario, "ship", "ship", "red", NULL, 200, 400, 180);
}

/* a list "p1,p2,…" of @n pieces from @first */
static char *
pieces (const char *prefix,
        guint       first,
        guint       n)
{
  g_autoptr(GString) list = g_string_new ("unit=");

  for (guint i = first; i < first + n; i++)
    g_string_append_printf (list, "%s%s%u", i > first ? "," : "", prefix, i);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* V §17: concealers "capable of holding 4 to 6 cavalry pieces and — in
 * proportion — still more infantry and artillery pieces"; V §18: for each
 * division three of 6 and three of 4; IV §13: the pieces' thickness */
static void
test_concealer_sizes (void)
{
  static const struct {
    const char *prefix;
    guint       n;
    const char *size;     /* NULL: the smallest that holds them */
    gboolean    fits;
  } cases[] = {
    /* a concealer of 6: six cavalry (42/8 inch), not seven */
    { "c", 6, "6", TRUE }, { "c", 7, "6", FALSE }, { "c", 7, NULL, FALSE },
    /* of 4: four cavalry, not five; five take the 6 when none is named */
    { "c", 4, "4", TRUE }, { "c", 5, "4", FALSE }, { "c", 5, NULL, TRUE },
    /* "in proportion still more": seven closed infantry (6/8), not eight */
    { "i", 7, "6", TRUE }, { "i", 8, "6", FALSE },
    /* twenty-one tirailleurs (2/8), not twenty-two */
    { "t", 21, "6", TRUE }, { "t", 22, "6", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_concealer_pieces);
      g_autofree char *units = pieces (cases[k].prefix, 1, cases[k].n);
      g_autofree char *size = cases[k].size != NULL ? g_strdup_printf ("size=%s", cases[k].size) : NULL;
      g_autofree char *message = NULL;

      g_test_message ("%u %s%s", cases[k].n, cases[k].prefix, size != NULL ? size : "");
      if (cases[k].fits)
        {
          g_autoptr(GVariant) hidden = apply_ok (game, "conceal", units, "cover=forest", size, NULL);

          assert_text (hidden, "A troop-concealer holding");
        }
      else
        {
          g_assert_cmpint (resolve_fails (game, &message, "conceal", units, "cover=forest", size, NULL), ==,
                           VT_RULESET_ERROR_BAD_PARAMETER);
          g_assert_nonnull (strstr (message, "V §17"));
          g_assert_nonnull (strstr (message, "use two"));
        }
    }

  /* nine of a size in use a side (three divisions), the tenth waits for
   * one to be opened, or for the umpire */
  {
    g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_concealer_pieces);
    g_autoptr(GVariant) opened = NULL;
    g_autoptr(GVariant) allowed = NULL;
    g_autofree char *message = NULL;

    for (guint i = 1; i <= 9; i++)
      {
        g_autofree char *one = pieces ("t", i, 1);
        g_autoptr(GVariant) hidden = apply_ok (game, "conceal", one, "cover=forest", NULL);

        assert_text (hidden, "holding 4 cavalry pieces");
      }
    g_assert_cmpint (resolve_fails (game, &message, "conceal", "unit=t10", "cover=forest", NULL), ==,
                     VT_RULESET_ERROR_UMPIRE_DECIDES);
    g_assert_nonnull (strstr (message, "its 9 troop-concealers holding 4 pieces in use"));
    g_assert_nonnull (strstr (message, "V §18"));
    /* those of 6 are not used up */
    g_clear_pointer (&opened, g_variant_unref);
    opened = apply_ok (game, "conceal", "unit=t10", "cover=forest", "size=6", NULL);
    g_clear_pointer (&opened, g_variant_unref);
    /* one opened, one free again */
    opened = apply_ok (game, "unmask", "unit=t1", "reason=player", NULL);
    g_clear_pointer (&opened, g_variant_unref);
    opened = apply_ok (game, "conceal", "unit=t11", "cover=forest", NULL);
    g_clear_pointer (&message, g_free);
    g_assert_cmpint (resolve_fails (game, &message, "conceal", "unit=t12", "cover=forest", NULL), ==,
                     VT_RULESET_ERROR_UMPIRE_DECIDES);
    allowed = apply_ok (game, "conceal", "unit=t12", "cover=forest", "umpire-allows=a tenth was borrowed", NULL);
  }

  /* a ship is no troops */
  {
    g_autoptr(VtGame) game = line_game_with (60, "closed-infantry", add_concealer_pieces);
    g_autofree char *message = NULL;

    g_assert_cmpint (resolve_fails (game, &message, "conceal", "unit=ship", NULL), ==, VT_RULESET_ERROR_BAD_PARAMETER);
    g_assert_nonnull (strstr (message, "ship"));
  }
}

/* V §10: brought to the firing position in one move, the marker fastened
 * in the following, the first fire in the move after that */
static void
test_marker_after_arriving (void)
{
  g_autoptr(VtGame) hasty = new_game ();
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  VtUnit *rushed = vt_scenario_find_unit (vt_game_get_state (hasty), "r-bat");
  VtUnit *battery = vt_scenario_find_unit (vt_game_get_state (game), "r-bat");

  /* arriving and placed in the same move: refused when it would fire */
  g_assert_true (vt_game_move_unit (hasty, rushed, &(VtPoint) { 800, 1020 }, 180, "march", &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_set_formation (hasty, rushed, "in-position", &error));
  g_assert_no_error (error);
  next_move (hasty);
  g_assert_cmpint (resolve_fails (hasty, &message, "artillery-fire", "firer=r-bat", "target=b4", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "in the move it arrived"));

  /* arriving, then placed, then firing */
  g_assert_true (vt_game_move_unit (game, battery, &(VtPoint) { 800, 1020 }, 180, "march", &error));
  g_assert_no_error (error);
  next_move (game);
  g_assert_true (vt_game_set_formation (game, battery, "in-position", &error));
  g_assert_no_error (error);
  next_move (game);
  {
    g_autoptr(GVariant) fire = apply_ok (game, "artillery-fire", "firer=r-bat", "target=b4", NULL);

    g_assert_cmpfloat (get_d (fire, "loss"), >, 0);
  }
}

/* I §4, derived: a side with no piece left standing has lost the most and
 * holds no position */
static void
test_battle_game_no_piece_left (void)
{
  g_autoptr(VtGame) game = line_game (60, "closed-infantry");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) left = NULL;
  g_autoptr(GVariant) right = NULL;

  g_assert_true (vt_game_set_option (game, "game", g_variant_new_string ("battle"), &error));
  g_assert_no_error (error);
  left = apply_ok (game, "losses", "unit=b-left", "marker=3/4", NULL);
  g_clear_pointer (&left, g_variant_unref);
  left = apply_ok (game, "losses", "unit=b-left", "marker=1/4", NULL);
  assert_undecided (game, "undecided");
  right = apply_ok (game, "losses", "unit=b-right", "marker=3/4", NULL);
  g_clear_pointer (&right, g_variant_unref);
  right = apply_ok (game, "losses", "unit=b-right", "marker=1/4", NULL);
  g_assert_cmpuint (strength_of (game, "b-right"), ==, 0);
  assert_won (game, "red", "no piece left standing");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz12/game/tactical", test_tactical_game);
  g_test_add_func ("/rz12/game/battle", test_battle_game);
  g_test_add_func ("/rz12/game/battle-no-piece-left", test_battle_game_no_piece_left);
  g_test_add_func ("/rz12/lines/gaps", test_gaps);
  g_test_add_func ("/rz12/lines/gap-made-by-fire", test_gap_made_by_fire);
  g_test_add_func ("/rz12/lines/own-lines", test_own_lines);
  g_test_add_func ("/rz12/lines/tirailleur-flanks", test_tirailleur_flanks);
  g_test_add_func ("/rz12/lines/tirailleur-flanks-edge", test_tirailleur_flanks_edge);
  g_test_add_func ("/rz12/lines/gaps-in-the-window", test_gaps_in_the_window);
  g_test_add_func ("/rz12/lines/gap-made-by-fire-in-the-window", test_gap_made_by_fire_in_the_window);
  g_test_add_func ("/rz12/lines/in-the-journal", test_lines_in_the_journal);
  g_test_add_func ("/rz12/lines/own-lines-in-the-window", test_own_lines_in_the_window);
  g_test_add_func ("/rz12/lines/tirailleur-flanks-in-the-window", test_tirailleur_flanks_in_the_window);
  g_test_add_func ("/rz12/march/mixed-stack", test_mixed_stack);
  g_test_add_func ("/rz12/march/deploying", test_deploying);
  g_test_add_func ("/rz12/concealers/unmask-within-range", test_unmask_within_range);
  g_test_add_func ("/rz12/concealers/unmask-shows-all", test_unmask_shows_all);
  g_test_add_func ("/rz12/concealers/one-stand-in", test_concealer_one_stand_in);
  g_test_add_func ("/rz12/concealers/sizes", test_concealer_sizes);
  g_test_add_func ("/rz12/march/ground-from-the-map", test_march_ground_from_the_map);
  g_test_add_func ("/rz12/artillery/marker-after-arriving", test_marker_after_arriving);

  return g_test_run ();
}
