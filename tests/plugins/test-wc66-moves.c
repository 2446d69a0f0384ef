/* test-wc66-moves.c: war-chess-1866's figures, moves, captures and Artillery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every numeric example of ../shared/rules/richardson-1866-war-chess.txt
 * that names squares of the board (Plate 1, Plate 4 Figure 2) is checked
 * on the board as numbered there; the two numbers of the text that the
 * board does not bear out (75 and 76) are checked as the board plays them.
 * The situations of Plates 2, 3 and 4 Figure 1 number their own squares,
 * so each is set up on board squares with the same lines between the
 * figures; the comment gives the plate's number beside each square.
 */
#define G_LOG_DOMAIN "test-wc66-moves"

#include <string.h>

#include <vertrauter.h>

/* a figure: the id says its army, "a…" attacking, "d…" defending */
typedef struct {
  const char *id;
  const char *type;
  guint       square;
} Figure;

static VtRuleset *
get_ruleset (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (),
                                                   "war-chess-1866");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static VtGame *
new_game (const Figure *figures,
          guint         n_figures,
          gboolean      defending_first)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(VtMap) map = vt_map_new_board (vt_ruleset_get_board (ruleset), "square");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("war-chess-1866", map);
  static const VtColour white = { 0.95, 0.95, 0.95 }, black = { 0.1, 0.1, 0.1 };
  g_autoptr(VtSide) attacking = vt_side_new ("attacking", "Attacking Army", &white);
  g_autoptr(VtSide) defending = vt_side_new ("defending", "Defending Army", &black);
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_scenario_add_side (scenario, attacking, &error));
  g_assert_true (vt_scenario_add_side (scenario, defending, &error));
  for (guint i = 0; i < n_figures; i++)
    {
      g_autoptr(VtUnit) unit = vt_unit_new (figures[i].id, figures[i].type,
                                            figures[i].id[0] == 'a' ? "attacking" : "defending");

      vt_unit_set_strength (unit, 1);
      vt_unit_set_formation (unit, "standing");
      vt_unit_set_cell (unit, figures[i].square);
      g_assert_true (vt_scenario_add_unit (scenario, unit, &error));
      g_assert_no_error (error);
    }
  if (defending_first)
    vt_scenario_set_option (scenario, "first-move", g_variant_new_string ("defending"));
  return vt_game_new (scenario, ruleset, 1866);
}

static GVariant *
move_params (const char *id,
             guint       to)
{
  g_auto(GVariantDict) params = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&params, "figure", "s", id);
  if (to != 0)
    g_variant_dict_insert (&params, "to", "x", (gint64) to);
  return g_variant_dict_end (&params);
}

/* Resolves and journals the move, as the window's Move does. */
static GVariant *
try_move (VtGame      *game,
          const char  *id,
          guint        to,
          GError     **error)
{
  g_autoptr(GVariant) dice = NULL;
  GVariant *outcome = vt_game_resolve_action (game, "move", move_params (id, to), &dice, error);

  if (outcome != NULL)
    g_assert_true (vt_game_apply_action (game, "move", move_params (id, to), outcome, dice, NULL));
  return outcome;
}

static void
play (VtGame     *game,
      const char *id,
      guint       to)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = try_move (game, id, to, &error);

  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), id)), ==, to);
}

static void
assert_refused (VtGame     *game,
                const char *id,
                guint       to,
                const char *because)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = try_move (game, id, to, &error);

  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  if (strstr (error->message, because) == NULL)
    g_error ("%s to %u: \"%s\" does not say \"%s\"", id, to, error->message, because);
}

static GArray *
ask_squares (VtGame     *game,
             const char *action,
             const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = vt_game_resolve_action (game, action, move_params (id, 0), NULL, &error);
  g_autoptr(GVariant) squares = NULL;
  GArray *list = g_array_new (FALSE, FALSE, sizeof (guint));
  const guint32 *values;
  gsize n;

  g_assert_no_error (error);
  squares = g_variant_lookup_value (outcome, "squares", G_VARIANT_TYPE ("au"));
  g_assert_nonnull (squares);
  values = g_variant_get_fixed_array (squares, &n, sizeof (guint32));
  g_array_append_vals (list, values, (guint) n);
  return list;
}

static void
assert_squares (GArray      *squares,
                const guint *expected,
                guint        n_expected)
{
  g_autoptr(GString) got = g_string_new (NULL);
  gboolean same = squares->len == n_expected;

  for (guint i = 0; i < squares->len; i++)
    g_string_append_printf (got, " %u", g_array_index (squares, guint, i));
  for (guint i = 0; same && i < n_expected; i++)
    {
      same = FALSE;
      for (guint k = 0; k < squares->len; k++)
        if (g_array_index (squares, guint, k) == expected[i])
          same = TRUE;
    }
  if (!same)
    g_error ("squares:%s, not the %u expected", got->str, n_expected);
}

static gboolean
has_square (GArray *squares,
            guint   square)
{
  for (guint i = 0; i < squares->len; i++)
    if (g_array_index (squares, guint, i) == square)
      return TRUE;
  return FALSE;
}

static void
assert_moves (VtGame      *game,
              const char  *id,
              const guint *expected,
              guint        n_expected)
{
  g_autoptr(GArray) moves = ask_squares (game, "legal-moves", id);

  assert_squares (moves, expected, n_expected);
}

/* a figure far from everything, so that no army is left with Artillery alone */
#define RESERVES { "a-reserve", "infantry-of-the-line", 1 }, { "d-reserve", "infantry-of-the-line", 139 }

/* ---- Plate 4, Figure 2: how the figures move -------------------------- */

/* "The Cavalry on square 15 could not be moved to square 12, because the
 * figure on square 13 intervenes. Nor, if the cavalry is moved to square
 * 37, could it afterwards be moved to square 35 or 34, while a figure
 * occupied square 36. If the Cavalry on square 15 is moved to square 37,
 * it could afterwards be moved to square 29, 21, or 12, or to 22 or 6, or
 * to 30, 23, or 15, or to 38, or to 45 or 53, or to 52, 65, or 76, or to
 * 44, 51, or 57, etc." The board gives 79, not 76, as the third square
 * forward from 37 (README of the board): it plays 79. */
static void
test_plate_4_cavalry (void)
{
  static const Figure figures[] = {
    { "a-cavalry", "cavalry", 15 }, { "a-on-13", "infantry-of-the-line", 13 },
    { "a-on-36", "light-infantry", 36 }, RESERVES,
  };
  static const guint from_37[] = {
    29, 21, 12, 22, 6, 30, 23, 15, 38, 45, 53, 52, 65, 79, 44, 51, 57,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_refused (game, "a-cavalry", 12, "because the figure on square 13 intervenes");
  play (game, "a-cavalry", 37);
  play (game, "d-reserve", 131);
  assert_refused (game, "a-cavalry", 35, "because the figure on square 36 intervenes");
  assert_refused (game, "a-cavalry", 34, "because the figure on square 36 intervenes");
  assert_moves (game, "a-cavalry", from_37, G_N_ELEMENTS (from_37));
  /* the text's 76: not on one of its lines on this board */
  assert_refused (game, "a-cavalry", 76, "76 is not on one of those lines from 37");
}

/* "If a piece of Light Infantry occupies square 36, it could be moved
 * directly forward to square 51, 64, or 75; left obliquely to square 43,
 * 50, or 56; right obliquely, to square 44, 52, or 59; to the left, to
 * square 35 or 34; obliquely to the left and rear, to square 28 or 20; to
 * the rear, to square 21 or 5; obliquely to the right and rear, to square
 * 29 or 22; and to the right, to square 37 or 38." The board gives 78 for
 * the text's 75. */
static void
test_plate_4_light_infantry (void)
{
  static const Figure figures[] = { { "a-light", "light-infantry", 36 }, RESERVES };
  static const guint from_36[] = {
    51, 64, 78, 43, 50, 56, 44, 52, 59, 35, 34, 28, 20, 21, 5, 29, 22, 37, 38,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_moves (game, "a-light", from_36, G_N_ELEMENTS (from_36));
  assert_refused (game, "a-light", 75, "75 is not on one of those lines from 36");
  /* one or two squares only to the rear and sides: 33 is a third */
  assert_refused (game, "a-light", 33, "it is 3 squares to the left");
  /* the Defending Army's forward is down the board */
  play (game, "a-reserve", 9);
  play (game, "d-reserve", 123);
  {
    static const Figure defending[] = { { "d-light", "light-infantry", 104 }, RESERVES };
    g_autoptr(VtGame) other = new_game (defending, G_N_ELEMENTS (defending), TRUE);

    /* 104 is 36 turned about the bridge (140 - n): its forward is 140 - 78 */
    play (other, "d-light", 62);
  }
}

/* "If a piece of Infantry of the Line were on square 13, it could be moved
 * either to square 29, 44, 21, 28, 12, 5, 6, 14, 22, or 30, etc." — the
 * "etc." being 11 and 15, two squares to either side. */
static void
test_plate_4_infantry_of_the_line (void)
{
  static const Figure figures[] = { { "a-line", "infantry-of-the-line", 13 }, RESERVES };
  static const guint from_13[] = { 29, 44, 21, 28, 12, 5, 6, 14, 22, 30, 11, 15 };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_moves (game, "a-line", from_13, G_N_ELEMENTS (from_13));
}

/* "A figure of Artillery being on square 9, could be moved to square 1,
 * 2, 17, 24, 31, 18, 26, or 34. If it were moved to square 31, it could
 * then be moved to square 39, 47, or 55, or back to 24, 17, or 9" — by
 * the ford 47. */
static void
test_plate_4_artillery (void)
{
  static const Figure figures[] = { { "a-artillery", "artillery", 9 }, RESERVES };
  static const guint from_9[] = { 1, 2, 17, 24, 31, 18, 26, 34 };
  static const guint from_31[] = { 39, 47, 55, 24, 17, 9 };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GArray) from_9_now = NULL;

  /* the reserve on 1 is its own figure: 1 is then not open to it */
  from_9_now = ask_squares (game, "legal-moves", "a-artillery");
  g_assert_false (has_square (from_9_now, 1));
  play (game, "a-reserve", 3);
  play (game, "d-reserve", 131);
  assert_moves (game, "a-artillery", from_9, G_N_ELEMENTS (from_9));
  assert_refused (game, "a-artillery", 10, "\"Artillery moves one, two, or three squares … diagonally\"");
  play (game, "a-artillery", 31);
  play (game, "d-reserve", 139);
  assert_moves (game, "a-artillery", from_31, G_N_ELEMENTS (from_31));
}

/* "The Wagon being on square 11, could be moved to square 3, 4, 20, 28,
 * 19, or 26, etc." */
static void
test_plate_4_wagon (void)
{
  static const Figure figures[] = { { "a-wagon", "wagon", 11 }, RESERVES };
  static const guint from_11[] = { 3, 4, 20, 28, 19, 26 };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_moves (game, "a-wagon", from_11, G_N_ELEMENTS (from_11));
}

/* "If a piece of Artillery occupied square 51, no figure of the opposite
 * party, except Artillery, could be placed on square 58, 65, 73, 57, 63,
 * 70, 43, 35, 27, 44, 37, or 30, unless that square were next to the
 * Artillery of the other side." */
static void
test_plate_4_artillery_on_51 (void)
{
  static const Figure figures[] = {
    { "a-artillery", "artillery", 51 },
    { "d-cavalry", "cavalry", 80 }, { "d-artillery", "artillery", 86 },
    { "d-light", "light-infantry", 71 }, RESERVES,
  };
  static const guint commanded[] = { 58, 65, 73, 57, 63, 70, 43, 35, 27, 44, 37, 30 };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), TRUE);
  g_autoptr(GArray) command = ask_squares (game, "command", "a-artillery");
  g_autoptr(GArray) cavalry = ask_squares (game, "legal-moves", "d-cavalry");

  assert_squares (command, commanded, G_N_ELEMENTS (commanded));
  /* the Cavalry on 80 reaches 73 and 65 in one line, and may stand on
   * neither; 79 beside them is open to it */
  g_assert_false (has_square (cavalry, 65));
  g_assert_false (has_square (cavalry, 73));
  g_assert_true (has_square (cavalry, 79));
  assert_refused (game, "d-cavalry", 73,
                  "square 73 is in range of the Artillery on 51: Cavalry cannot \"come within the range");
  /* next to the Artillery of its side it may: the Artillery on 86 would
   * have 73 for its first square, were it on 79 */
  play (game, "d-artillery", 79);
  play (game, "a-reserve", 9);
  play (game, "d-cavalry", 73);
  play (game, "a-reserve", 1);
  assert_refused (game, "d-light", 63, "square 63 is in range of the Artillery on 51");
  /* Artillery may stand in range ("Artillery can be placed there"), but
   * this one may not leave the Cavalry on 73 in range */
  assert_refused (game, "d-artillery", 57, "\"Artillery cannot be moved leaving a figure of Cavalry");
}

/* ---- Plate 1: the river ----------------------------------------------- */

/* "A figure on square 39 cannot take, or check, a figure on square 54; nor
 * can a figure on square 55 take, or check, a figure on square 40 or 48."
 * "In crossing the fords and bridge the figures move one, two, or three
 * squares, according to their power, as elsewhere on the board." */
static void
test_plate_1_river (void)
{
  static const Figure figures[] = {
    { "a-light", "light-infantry", 39 }, { "a-on-40", "infantry-of-the-line", 40 },
    { "a-on-48", "infantry-of-the-line", 48 }, { "a-cavalry", "cavalry", 63 },
    { "d-on-54", "infantry-of-the-line", 54 }, { "d-line", "infantry-of-the-line", 55 },
    { "d-artillery", "artillery", 61 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GArray) command = NULL;

  assert_refused (game, "a-light", 54, "the way crosses the river, \"impassable except at the fords and bridge\"");
  /* across the bridge: 63, 70, 77 in one line */
  play (game, "a-cavalry", 77);
  assert_refused (game, "d-line", 40, "the way crosses the river");
  assert_refused (game, "d-line", 48, "the way crosses the river");
  /* nor check: the Artillery on 61 commands 54 and 47 (the ford, by its
   * entrance 54) but not 48 beyond the river */
  command = ask_squares (game, "command", "d-artillery");
  g_assert_true (has_square (command, 54));
  g_assert_false (has_square (command, 48));
  g_assert_false (has_square (command, 47));
  /* the ford: entered from its entrances 39, 40, 54, 55 only */
  play (game, "d-line", 47);
  play (game, "a-light", 31);
  assert_refused (game, "d-line", 32, "the way crosses the river");
}

/* ---- captures, turns and the end of the game -------------------------- */

/* Footnote: "When a piece is taken it is removed from the board, and the
 * piece by which it is taken is placed on the square which was occupied
 * by the captured piece"; the loss is booked as a capture. */
static void
test_capture_booked (void)
{
  static const Figure figures[] = {
    { "a-cavalry", "cavalry", 36 }, { "d-line", "infantry-of-the-line", 52 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = try_move (game, "a-cavalry", 52, &error);
  g_autoptr(GVariant) losses = NULL;
  const char *unit = NULL, *note = NULL;
  VtUnit *taken;

  g_assert_no_error (error);
  losses = g_variant_lookup_value (outcome, VT_OUTCOME_LOSSES, G_VARIANT_TYPE ("aa{sv}"));
  g_assert_cmpuint (g_variant_n_children (losses), ==, 1);
  {
    g_autoptr(GVariant) loss = g_variant_get_child_value (losses, 0);

    g_assert_true (g_variant_lookup (loss, "unit", "&s", &unit));
    g_assert_true (g_variant_lookup (loss, "note", "&s", &note));
  }
  g_assert_cmpstr (unit, ==, "d-line");
  g_assert_cmpstr (note, ==, "captured");
  taken = vt_scenario_find_unit (vt_game_get_state (game), "d-line");
  /* the ledger keeps it as a figure captured, and so does its state */
  g_assert_cmpint (vt_game_get_unit_state (game, taken), ==, VT_UNIT_CAPTURED);
  g_assert_true (vt_loss_ledger_is_captured (vt_game_get_loss_ledger (game), "d-line"));
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, NULL, "d-line"), ==, 1);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "a-cavalry")), ==, 52);
  /* every figure stands in the open: each army's account names both, as
   * the umpire's does */
  for (guint i = 0; i < 3; i++)
    {
      const char *armies[] = { "attacking", "defending", NULL };
      g_autofree char *account = vt_game_dup_account (game, vt_journal_get_head (vt_game_get_journal (game)) - 1,
                                                      armies[i]);

      g_assert_cmpstr (account, ==, "the Cavalry of the Attacking Army on 36 takes the Infantry of the Line on 52");
    }
  /* undo brings it back */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (vt_game_get_unit_state (game, taken), ==, VT_UNIT_INTACT);
}

/* Who takes what: Artillery "can take Artillery, but cannot take Light
 * Infantry, Infantry of the Line, or Cavalry"; "Artillery cannot take the
 * Citadel"; nothing takes its own figure. */
static void
test_who_takes_what (void)
{
  static const Figure figures[] = {
    { "a-artillery", "artillery", 36 }, { "a-line", "infantry-of-the-line", 29 },
    { "d-line", "infantry-of-the-line", 43 }, { "d-citadel", "citadel", 44 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_refused (game, "a-artillery", 43, "cannot take Light Infantry, Infantry of the Line, or Cavalry");
  assert_refused (game, "a-artillery", 44, "\"Artillery cannot take the Citadel\"");
  assert_refused (game, "a-artillery", 29, "its own Infantry of the Line stands there");
  play (game, "a-reserve", 9);
  assert_refused (game, "d-citadel", 52, "the Citadel does not move");
}

/* The armies move alternately; whose move it is follows the journal. */
static void
test_alternate_moves (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo",
                                                 "war-chess-1866.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  VtTurn turn;

  g_assert_no_error (error);
  vt_ruleset_get_turn (get_ruleset (), &turn);
  g_assert_cmpint (turn.kind, ==, VT_TURN_ALTERNATING);
  g_assert_cmpstr (turn.first_side, ==, "attacking");

  assert_refused (game, "d-light-1", 95, "it is the move of the Attacking Army");
  /* out of the line of nine, and never back into it */
  play (game, "a-cavalry-1", 23);
  assert_refused (game, "a-light-1", 45, "it is the move of the Defending Army");
  play (game, "d-light-1", 95);
  {
    g_autoptr(GError) back = NULL;

    g_assert_null (vt_game_resolve_action (game, "move", move_params ("a-light-1", 201), NULL, &back));
    g_assert_error (back, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
    g_assert_nonnull (strstr (back->message, "it must be from 1 to 139"));
  }
  g_assert_true (vt_game_undo (game));
  assert_refused (game, "a-light-1", 45, "it is the move of the Defending Army");
}

/* "The capture of the Citadel or Wagon will decide the game", and "for
 * though the Citadel would be in range of the Artillery on square nine,
 * that would not prevent its capture" (Plate 3, Figure 2). */
static void
test_citadel_taken (void)
{
  static const Figure figures[] = {
    { "a-cavalry", "cavalry", 120 }, { "a-line", "infantry-of-the-line", 105 },
    { "d-citadel", "citadel", 136 }, { "d-artillery", "artillery", 114 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), TRUE);
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GArray) command = NULL;

  /* the Artillery placed to command the Citadel and the Line on 105 */
  play (game, "d-artillery", 121);
  command = ask_squares (game, "command", "d-artillery");
  g_assert_true (has_square (command, 136));
  g_assert_true (has_square (command, 105));
  /* "then the figure on square one or two could not take the Citadel, but
   * must move out of range of the Artillery" — nor may another first */
  assert_refused (game, "a-cavalry", 136, "the Attacking Army must first answer the Artillery: "
                  "the Infantry of the Line on 105 (in range of the Artillery on 121)");
  play (game, "a-line", 104);
  play (game, "d-reserve", 131);
  g_assert_false (vt_ruleset_get_victory (get_ruleset (), game, NULL, NULL));
  play (game, "a-cavalry", 136);
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "attacking");
  g_assert_nonnull (strstr (reason, "the Citadel is taken"));
  assert_refused (game, "d-artillery", 113, "the game is decided");
}

/* "Artillery cannot take the Citadel; but when placed so as to command
 * it, the defending party must bring some figure to the defence, and take
 * or drive off the Artillery of the attacking party before moving
 * otherwise." The Artillery from 98 to 114 commands the Citadel on 136. */
static void
test_citadel_commanded (void)
{
  static const Figure at_hand[] = {
    { "a-artillery", "artillery", 98 }, { "d-citadel", "citadel", 136 },
    { "d-cavalry", "cavalry", 116 },
    { "a-reserve", "infantry-of-the-line", 1 }, { "d-reserve", "infantry-of-the-line", 132 },
  };
  static const Figure far_off[] = {
    { "a-artillery", "artillery", 98 }, { "d-citadel", "citadel", 136 },
    { "d-line", "infantry-of-the-line", 120 },
    { "a-reserve", "infantry-of-the-line", 1 }, { "d-reserve", "infantry-of-the-line", 132 },
  };
  g_autoptr(VtGame) game = new_game (at_hand, G_N_ELEMENTS (at_hand), FALSE);
  g_autoptr(VtGame) other = new_game (far_off, G_N_ELEMENTS (far_off), FALSE);
  g_autoptr(VtGame) umpire = new_game (far_off, G_N_ELEMENTS (far_off), FALSE);
  g_autoptr(GError) error = NULL;

  /* a figure is at hand: take the Artillery before moving otherwise */
  play (game, "a-artillery", 114);
  assert_refused (game, "d-reserve", 133, "the Artillery on 114 commands the Citadel on 136");
  assert_refused (game, "d-reserve", 133, "\"take or drive off the Artillery of the attacking party "
                  "before moving otherwise\"");
  play (game, "d-cavalry", 114);

  /* none is: bring one to the defence, then take */
  play (other, "a-artillery", 114);
  assert_refused (other, "d-reserve", 133, "the defence must \"bring some figure to the defence\"");
  play (other, "d-line", 113);
  play (other, "a-reserve", 9);
  assert_refused (other, "d-reserve", 133, "\"take or drive off the Artillery");
  play (other, "d-line", 114);

  /* the option leaves it to the umpire */
  g_assert_true (vt_game_set_option (umpire, "citadel-duty", g_variant_new_boolean (FALSE), &error));
  g_assert_no_error (error);
  play (umpire, "a-artillery", 114);
  play (umpire, "d-reserve", 133);
}

/* Footnote: the Wagon "cannot be taken while under cover of a piece of
 * Artillery of its side"; Plate 3, Figure 1: "the Infantry of defending
 * party, on square seven, could take the Wagon". */
static void
test_wagon_taken (void)
{
  static const Figure figures[] = {
    { "a-wagon", "wagon", 44 }, { "a-artillery", "artillery", 37 },
    { "d-line", "infantry-of-the-line", 52 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), TRUE);
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;

  assert_refused (game, "d-line", 44, "square 44 is in range of the Artillery on 37");
  play (game, "d-reserve", 131);
  play (game, "a-artillery", 29);
  play (game, "d-line", 44);
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "defending");
  g_assert_nonnull (strstr (reason, "the Wagon is taken"));
}

/* "Should all of the figures of a side be taken except the Artillery,
 * that side loses the game, as Artillery cannot take the Citadel or
 * Wagon." */
static void
test_only_artillery_left (void)
{
  static const Figure figures[] = {
    { "a-artillery", "artillery", 1 }, { "a-cavalry", "cavalry", 13 },
    { "d-cavalry", "cavalry", 29 }, { "d-citadel", "citadel", 136 },
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), TRUE);
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;

  g_assert_false (vt_ruleset_get_victory (get_ruleset (), game, NULL, NULL));
  play (game, "d-cavalry", 13);
  g_assert_true (vt_ruleset_get_victory (get_ruleset (), game, &winner, &reason));
  g_assert_cmpstr (winner, ==, "defending");
  g_assert_nonnull (strstr (reason, "all the figures of the Attacking Army but the Artillery are taken"));
}

/* ---- Plates 2, 3 and 4: the Artillery --------------------------------- */

/* Plate 2, Figure 1: "When two pieces of Artillery, of opposite sides,
 * are thus placed, no figure, except Artillery, can occupy the squares
 * one or two. If Artillery is placed on either square, it can be taken by
 * the Artillery of the other side." Artillery on 36 and 51; the plate's
 * squares one and two are 43 and 44, next to both. */
static void
test_plate_2_figure_1 (void)
{
  static const Figure figures[] = {
    { "a-artillery", "artillery", 36 }, { "a-line", "infantry-of-the-line", 28 },
    { "a-second-artillery", "artillery", 50 },
    { "d-artillery", "artillery", 51 }, { "d-line", "infantry-of-the-line", 45 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_refused (game, "a-line", 43, "\"no figure, except Artillery, can occupy the first square "
                  "next to the Artillery of its side, if it is also the first square next to the "
                  "Artillery of the other side\"");
  play (game, "a-second-artillery", 43);
  assert_refused (game, "d-line", 44, "is also the first square next to the Artillery of the other side");
  play (game, "d-artillery", 43);
}

/* Plate 2, Figure 2. The plate's squares on the board: Artillery 3 on 12
 * and 5 on 29 (of one army) protect each other across 4 (21); the figure
 * 8 on 28 may go to 6 (36) or 4 (21); the figure 9 on 44, the Cavalry 10
 * on 13 and the Artillery of their army on 56, whose second square is 7
 * (43). */
static const Figure plate_2_figure_2[] = {
  { "d-artillery-3", "artillery", 12 }, { "d-artillery-5", "artillery", 29 },
  { "d-figure-8", "infantry-of-the-line", 28 },
  { "a-figure-9", "infantry-of-the-line", 44 }, { "a-cavalry-10", "cavalry", 13 },
  { "a-artillery", "artillery", 56 }, RESERVES,
};

static void
test_plate_2_figure_2 (void)
{
  g_autoptr(VtGame) game = new_game (plate_2_figure_2, G_N_ELEMENTS (plate_2_figure_2), FALSE);
  g_autoptr(VtGame) second = new_game (plate_2_figure_2, G_N_ELEMENTS (plate_2_figure_2), TRUE);
  g_autoptr(VtGame) third = new_game (plate_2_figure_2, G_N_ELEMENTS (plate_2_figure_2), TRUE);

  /* "The figure on square nine cannot now move on square seven" */
  assert_refused (game, "a-figure-9", 43, "\"a figure cannot occupy the second or third square "
                  "from its Artillery, if that square is in range of the Artillery of the other side\"");
  /* the two protect each other: the Cavalry cannot take either */
  assert_refused (game, "a-cavalry-10", 29, "square 29 is in range of the Artillery on 12");
  assert_refused (game, "a-cavalry-10", 12, "square 12 is in range of the Artillery on 29");

  /* "But if the figure on square eight moves to square six, then the
   * figure on square nine could occupy square seven" */
  play (second, "d-figure-8", 36);
  play (second, "a-figure-9", 43);

  /* "Should the figure on square eight be placed on square four, then the
   * Artillery on squares three and five do not protect each other … the
   * figure on square nine could take the Artillery on square five, and if
   * it were taken by the figure that was on square eight, now on square
   * four, then the Artillery on square three could be taken by the
   * Cavalry on square ten." */
  play (third, "d-figure-8", 21);
  {
    g_autoptr(GArray) cavalry = ask_squares (third, "legal-moves", "a-cavalry-10");

    g_assert_true (has_square (cavalry, 29));
    g_assert_true (has_square (cavalry, 12));
  }
  play (third, "a-figure-9", 29);
  play (third, "d-figure-8", 29);
  play (third, "a-cavalry-10", 12);
}

/* Plate 2, Figure 3: "if the Artillery on square fourteen is moved to
 * square fifteen, then the figures on squares sixteen and seventeen would
 * be in range of that piece, and must move (one at a time, of course) or
 * after one is moved, the Artillery on square eighteen may be brought up
 * on the next square to the remaining figure." On the board: 14 is 84,
 * 15 is 97, 16 is 113, 17 is 111, 18 is 128 and 19 is 119. */
static void
test_plate_2_figure_3 (void)
{
  static const Figure figures[] = {
    { "a-artillery-14", "artillery", 84 },
    { "d-figure-16", "cavalry", 113 }, { "d-figure-17", "light-infantry", 111 },
    { "d-artillery-18", "artillery", 128 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = try_move (game, "a-artillery-14", 97, &error);
  GVariantIter *notes = NULL;
  const char *note;
  gboolean told = FALSE;

  /* the move says what the other army must answer */
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (outcome, VT_OUTCOME_NOTES, "as", &notes));
  while (g_variant_iter_next (notes, "&s", &note))
    if (strstr (note, "the Defending Army must move out of range of Artillery: the Cavalry on 113 "
                      "(in range of the Artillery on 97); the Light Infantry on 111 (in range of "
                      "the Artillery on 97) (Plate 2, Figure 3)") != NULL)
      told = TRUE;
  g_variant_iter_free (notes);
  g_assert_true (told);

  assert_refused (game, "d-reserve", 131, "the Defending Army must first answer the Artillery");
  assert_refused (game, "d-artillery-18", 135, "must first answer the Artillery");
  /* "if the figure on square sixteen be moved out of range" */
  play (game, "d-figure-16", 114);
  play (game, "a-reserve", 9);
  /* "then the Artillery on square eighteen could be moved to square
   * nineteen, to the support of the figure on square seventeen" */
  assert_refused (game, "d-reserve", 131, "must first answer the Artillery: the Light Infantry on 111");
  play (game, "d-artillery-18", 119);
  play (game, "a-reserve", 1);
  play (game, "d-reserve", 131);
}

/* Plate 2, Figure 3, the last sentence: "If either of the squares sixteen
 * or seventeen should be occupied by Artillery, of course that figure
 * could take the Artillery moved to square fifteen." */
static void
test_plate_2_figure_3_artillery (void)
{
  static const Figure figures[] = {
    { "a-artillery-14", "artillery", 84 },
    { "d-artillery-16", "artillery", 113 }, { "d-figure-17", "light-infantry", 111 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  play (game, "a-artillery-14", 97);
  play (game, "d-artillery-16", 97);
}

/* Plate 2, Figure 4: "suppose the figure of Cavalry on square twenty is
 * moved to square twenty-one or twenty-two, then the Artillery on square
 * twenty-five is in danger of capture … Now the Artillery on square
 * twenty-five cannot move, leaving the figure on square twenty-four in
 * range of the Artillery on square twenty-three. … he might move the
 * figure on square twenty-four to square twenty-six, in order to protect
 * his Artillery from capture by the Cavalry …; and if that piece were
 * taken by the Cavalry, he would then have an opportunity to move his
 * Artillery away." On the board: 20 is 20, 21 is 28, 22 is 27, 23 is 51,
 * 24 is 37, 25 is 30 and 26 is 29. */
static void
test_plate_2_figure_4 (void)
{
  static const Figure figures[] = {
    { "a-cavalry-20", "cavalry", 20 }, { "a-artillery-23", "artillery", 51 },
    { "d-figure-24", "infantry-of-the-line", 37 }, { "d-artillery-25", "artillery", 30 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GArray) cavalry = NULL;

  play (game, "a-cavalry-20", 28);
  assert_refused (game, "d-artillery-25", 22, "\"Artillery cannot be moved leaving a figure of "
                  "Cavalry, Light Infantry, or Infantry of the Line, of its side, in range of "
                  "Artillery of the opposite side\" (Plate 2, Figure 4)");
  /* in danger of capture: the Cavalry could take it */
  play (game, "d-figure-24", 29);
  cavalry = ask_squares (game, "legal-moves", "a-cavalry-20");
  g_assert_false (has_square (cavalry, 30));
  play (game, "a-cavalry-20", 29);
  play (game, "d-artillery-25", 22);
}

/* Plate 3, Figure 1: "suppose the Artillery on square fourteen is moved to
 * square thirteen. Then the Cavalry on square eight must move, as 'no
 * figure, except Artillery, can occupy the first square next to the
 * Artillery of its side, if it is also the first square next to the
 * Artillery of the other side.'" On the board: the Cavalry on 44 next to
 * its Artillery on 36; the Artillery of the other side from 58 to 51. */
static void
test_plate_3_figure_1 (void)
{
  static const Figure figures[] = {
    { "a-artillery", "artillery", 36 }, { "a-cavalry-8", "cavalry", 44 },
    { "d-artillery-14", "artillery", 58 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), TRUE);

  play (game, "d-artillery-14", 51);
  assert_refused (game, "a-reserve", 9, "the Attacking Army must first answer the Artillery: "
                  "the Cavalry on 44 (in range of the Artillery on 51)");
  play (game, "a-cavalry-8", 45);
}

/* Plate 4, Figure 1 and the footnote: "Whenever a piece of Artillery of
 * one side is placed in range of a piece of Artillery of the other side,
 * the first piece can be taken by the second"; "if it is not moved at
 * all, then the Artillery moved to 22 could take it its next move". */
static void
test_plate_4_figure_1 (void)
{
  static const Figure figures[] = {
    { "a-artillery-21", "artillery", 36 }, { "d-artillery-26", "artillery", 58 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_autoptr(GArray) answer = NULL;

  play (game, "a-artillery-21", 43);
  answer = ask_squares (game, "legal-moves", "d-artillery-26");
  g_assert_true (has_square (answer, 43));
  play (game, "d-reserve", 131);
  play (game, "a-artillery-21", 58);
}

/* "The Wagon cannot occupy the second or third square from its Artillery,
 * if that square is in range of the Artillery of the defending side":
 * 35 is second from its Artillery on 49 and third from the defending
 * Artillery on 58. */
static void
test_wagon_squares (void)
{
  static const Figure figures[] = {
    { "a-wagon", "wagon", 27 }, { "a-artillery", "artillery", 49 },
    { "d-artillery", "artillery", 58 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_refused (game, "a-wagon", 35, "square 35 is in range of the Artillery on 58: \"a figure "
                  "cannot occupy the second or third square from its Artillery");
  /* on the first square next to it, the Wagon is protected */
  play (game, "a-artillery", 42);
  play (game, "d-reserve", 131);
  play (game, "a-wagon", 35);
}

/* Derived: a figure that stands between the Artillery of the other side
 * and a figure of its own may not step aside and leave that figure in
 * range; and the Artillery protecting it may not leave it (Plate 2,
 * Figure 4). The Line on 43, protected by the Artillery on 36, covers the
 * Light Infantry on 35 from the Artillery on 58. */
static void
test_opening_the_range (void)
{
  static const Figure figures[] = {
    { "a-line", "infantry-of-the-line", 43 }, { "a-light", "light-infantry", 35 },
    { "a-artillery", "artillery", 36 }, { "d-artillery", "artillery", 58 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);

  assert_refused (game, "a-line", 42, "it would open the range of the Artillery on the Light "
                  "Infantry on 35 (in range of the Artillery on 58)");
  assert_refused (game, "a-artillery", 29, "it would leave the Infantry of the Line on 43 (in "
                  "range of the Artillery on 58)");
  play (game, "a-light", 34);
}

/* The umpire may allow what the rules refuse, with his reason. */
static void
test_umpire_allows (void)
{
  static const Figure figures[] = { { "a-light", "light-infantry", 36 }, RESERVES };
  g_autoptr(VtGame) game = new_game (figures, G_N_ELEMENTS (figures), FALSE);
  g_auto(GVariantDict) params = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = NULL;

  g_variant_dict_insert (&params, "figure", "s", "a-light");
  g_variant_dict_insert (&params, "to", "x", (gint64) 100);
  g_variant_dict_insert (&params, VT_PARAM_UMPIRE_ALLOWS, "s", "a house rule");
  outcome = vt_game_resolve_action (game, "move", g_variant_dict_end (&params), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
}

/* ---- the board's moves, for the window -------------------------------- */

/* The squares vt_ruleset_get_destinations() gives the map for a figure. */
static GArray *
destinations (VtGame     *game,
              const char *id)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  g_assert_true (vt_ruleset_get_destinations (get_ruleset (), game,
                                              vt_scenario_find_unit (vt_game_get_state (game), id), cells));
  return cells;
}

/* The window highlights what legal-moves lists, while the figure's army is
 * to move, and a drop plays the action move: the river (Plate 1), the
 * Artillery on 51 (Plate 4, Figure 2), whose move it is. */
static void
test_board_moves (void)
{
  static const Figure river[] = {
    { "a-light", "light-infantry", 39 }, { "a-on-40", "infantry-of-the-line", 40 },
    { "a-on-48", "infantry-of-the-line", 48 }, { "a-cavalry", "cavalry", 63 },
    { "d-on-54", "infantry-of-the-line", 54 }, { "d-line", "infantry-of-the-line", 55 },
    { "d-artillery", "artillery", 61 }, RESERVES,
  };
  static const Figure artillery_on_51[] = {
    { "a-artillery", "artillery", 51 },
    { "d-cavalry", "cavalry", 80 }, { "d-artillery", "artillery", 86 },
    { "d-light", "light-infantry", 71 }, RESERVES,
  };
  g_autoptr(VtGame) game = new_game (river, G_N_ELEMENTS (river), FALSE);
  g_autoptr(VtGame) plate_4 = new_game (artillery_on_51, G_N_ELEMENTS (artillery_on_51), TRUE);
  g_autoptr(GArray) light = destinations (game, "a-light");
  g_autoptr(GArray) listed = ask_squares (game, "legal-moves", "a-light");
  g_autoptr(GArray) cavalry = destinations (game, "a-cavalry");
  g_autoptr(GArray) waiting = destinations (game, "d-line");
  g_autoptr(GArray) plate_4_cavalry = destinations (plate_4, "d-cavalry");
  g_autoptr(GArray) plate_4_artillery = destinations (plate_4, "a-artillery");
  g_autoptr(GArray) citadel = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *action = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  gint64 to = 0;
  const char *figure = NULL;

  /* "a figure on square 39 cannot take … a figure on square 54" */
  assert_squares (light, (const guint *) listed->data, listed->len);
  g_assert_false (has_square (light, 54));
  /* across the bridge: 63, 70, 77 */
  g_assert_true (has_square (cavalry, 70));
  g_assert_true (has_square (cavalry, 77));
  /* the Defending Army waits its move: its figures show none */
  g_assert_cmpuint (waiting->len, ==, 0);
  /* the Cavalry on 80 may not come within the range of the Artillery on 51 */
  g_assert_false (has_square (plate_4_cavalry, 65));
  g_assert_false (has_square (plate_4_cavalry, 73));
  g_assert_true (has_square (plate_4_cavalry, 79));
  g_assert_cmpuint (plate_4_artillery->len, ==, 0);

  /* the drop on 54: the action move, which refuses it with the rule */
  g_assert_true (vt_ruleset_get_move_action (get_ruleset (), game,
                                             vt_scenario_find_unit (vt_game_get_state (game), "a-light"),
                                             54, &action, &params));
  g_assert_cmpstr (action, ==, "move");
  g_assert_false (g_variant_is_floating (params));
  g_assert_true (vt_params_get_integer (params, "to", &to));
  g_assert_cmpint (to, ==, 54);
  g_assert_true (g_variant_lookup (params, "figure", "&s", &figure));
  g_assert_cmpstr (figure, ==, "a-light");
  outcome = vt_game_resolve_action (game, action, params, NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "impassable except at the fords and bridge"));

  /* the Citadel does not move: no board moves for it */
  {
    static const Figure with_citadel[] = { { "d-citadel", "citadel", 132 }, RESERVES };
    g_autoptr(VtGame) fortress = new_game (with_citadel, G_N_ELEMENTS (with_citadel), TRUE);

    g_assert_false (vt_ruleset_get_destinations (get_ruleset (), fortress,
                                                 vt_scenario_find_unit (vt_game_get_state (fortress), "d-citadel"),
                                                 citadel));
    g_assert_cmpuint (citadel->len, ==, 0);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *here = NULL;
  g_autofree char *path = NULL;
  const char *old;

  g_test_init (&argc, &argv, NULL);

  /* the plugin is not on the shared build path (see its meson.build) */
  here = g_test_build_filename (G_TEST_BUILT, "..", "plugins", "war-chess-1866", NULL);
  old = g_getenv ("VERTRAUTER_RULESET_PATH");
  path = old != NULL ? g_strconcat (here, G_SEARCHPATH_SEPARATOR_S, old, NULL) : g_strdup (here);
  g_setenv ("VERTRAUTER_RULESET_PATH", path, TRUE);
  g_unsetenv ("VERTRAUTER_WAR_CHESS_BOARD");

  g_test_add_func ("/wc66/moves/plate-4-figure-2/cavalry", test_plate_4_cavalry);
  g_test_add_func ("/wc66/moves/plate-4-figure-2/light-infantry", test_plate_4_light_infantry);
  g_test_add_func ("/wc66/moves/plate-4-figure-2/infantry-of-the-line", test_plate_4_infantry_of_the_line);
  g_test_add_func ("/wc66/moves/plate-4-figure-2/artillery", test_plate_4_artillery);
  g_test_add_func ("/wc66/moves/plate-4-figure-2/wagon", test_plate_4_wagon);
  g_test_add_func ("/wc66/moves/plate-4-figure-2/artillery-on-51", test_plate_4_artillery_on_51);
  g_test_add_func ("/wc66/moves/plate-1/river", test_plate_1_river);
  g_test_add_func ("/wc66/moves/capture-booked", test_capture_booked);
  g_test_add_func ("/wc66/moves/who-takes-what", test_who_takes_what);
  g_test_add_func ("/wc66/moves/alternate-moves", test_alternate_moves);
  g_test_add_func ("/wc66/moves/citadel-taken", test_citadel_taken);
  g_test_add_func ("/wc66/moves/citadel-commanded", test_citadel_commanded);
  g_test_add_func ("/wc66/moves/wagon-taken", test_wagon_taken);
  g_test_add_func ("/wc66/moves/only-artillery-left", test_only_artillery_left);
  g_test_add_func ("/wc66/moves/plate-2-figure-1", test_plate_2_figure_1);
  g_test_add_func ("/wc66/moves/plate-2-figure-2", test_plate_2_figure_2);
  g_test_add_func ("/wc66/moves/plate-2-figure-3", test_plate_2_figure_3);
  g_test_add_func ("/wc66/moves/plate-2-figure-3-artillery", test_plate_2_figure_3_artillery);
  g_test_add_func ("/wc66/moves/plate-2-figure-4", test_plate_2_figure_4);
  g_test_add_func ("/wc66/moves/plate-3-figure-1", test_plate_3_figure_1);
  g_test_add_func ("/wc66/moves/plate-4-figure-1", test_plate_4_figure_1);
  g_test_add_func ("/wc66/moves/wagon-squares", test_wagon_squares);
  g_test_add_func ("/wc66/moves/opening-the-range", test_opening_the_range);
  g_test_add_func ("/wc66/moves/umpire-allows", test_umpire_allows);
  g_test_add_func ("/wc66/moves/board-moves", test_board_moves);

  return g_test_run ();
}
