/* wc66-ruleset.c: Richardson's War-Chess, or the Game of Battle (1866)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The source is ../shared/rules/richardson-1866-war-chess.txt; the board,
 * whose plates are lost, is the reconstruction of
 * ../shared/rules/war-chess-board/ (wc66-board.json). The rules of moving
 * and taking are in wc66-position.c, the figures in wc66-catalogue.c.
 */
#define G_LOG_DOMAIN "vt-wc66"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain; the core
 * translates them (vt_ruleset_translate) */
#include "wc66-i18n.h"
#include <gmodule.h>

#include "wc66-board.h"
#include "wc66-catalogue.h"
#include "wc66-position.h"
#include "wc66-ruleset.h"

struct _Wc66Ruleset
{
  GObject    parent_instance;

  Wc66Board *board;
  GArray    *sections;  /* VtSection */
  GPtrArray *notes;     /* the sections' notes built from the board */
  char      *board_language;  /* the words the board's note was built in */
};

static void wc66_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (Wc66Ruleset, wc66_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, wc66_ruleset_iface_init))

#define OPTION_FIRST_MOVE "first-move"
#define OPTION_CITADEL_DUTY "citadel-duty"

/* ---- the sections of the source --------------------------------------- */

#define BOARD_SECTION 0

static const VtSection sections[] = {
  /* TRANSLATORS: the sections are named by the headings of Richardson's
   * text ("Rules", "Remarks", "Footnote") and its plates and figures */
  { N_("Plate 1"), N_("The board: 139 squares, the river, its fords and bridge"), VT_SECTION_SUBSTITUTED,
    NULL /* from the board: which squares are conjectural */ },
  { N_("Plate 1"), N_("No taking or checking across the river but at the fords and bridge"),
    VT_SECTION_IMPLEMENTED,
    N_("The river examples (39 and 54; 55 and 40 or 48) hold on the board.") },
  /* "Composition" stays unmarked: Wells's section of that name in
   * little-wars-1913 is not translated, and one domain's word would make
   * it read as English left in the other's (tests/ui, issue 17) */
  { "Composition", N_("The two armies: 4 Light Infantry, 5 Infantry of the Line, 2 Cavalry, "
    "2 Artillery, and the Wagon or the Citadel"), VT_SECTION_IMPLEMENTED, NULL },
  { N_("Arrangement"), N_("The figures on commencing the game"), VT_SECTION_SUBSTITUTED,
    N_("No row of the board has nine squares: the \"line of nine squares\" is taken to be the nine "
    "half-squares behind each back row (the board's hypothesis), numbered 201-209 (attacking) "
    "and 211-219 (defending) from the army's right. The Infantry of the Line the Wagon displaces "
    "stands \"on the first square immediately in front of it\": square 12.") },
  { N_("Rules"), N_("Light Infantry, Infantry of the Line, Cavalry: their moves and what they take"),
    VT_SECTION_IMPLEMENTED, NULL },
  { N_("Rules"), N_("Artillery: its move, and that it takes only Artillery"), VT_SECTION_IMPLEMENTED, NULL },
  { N_("Remarks"), N_("The Wagon moves one or two squares diagonally"), VT_SECTION_IMPLEMENTED,
    N_("The text gives the Wagon no power to take; it takes nothing (derived).") },
  { N_("Plate 4, Figure 2"), N_("A move is not obstructed by another figure"), VT_SECTION_IMPLEMENTED,
    N_("Two numbers of the text disagree with the board: Light Infantry on 36 \"directly forward to "
    "51, 64, or 75\" and Cavalry on 37 to \"52, 65, or 76\"; the board gives 78 and 79 as the "
    "third squares, and plays so.") },
  { N_("Rules"), N_("The range of the Artillery: three squares on each diagonal, short of an "
    "intervening figure"), VT_SECTION_IMPLEMENTED, NULL },
  { N_("Rules"), N_("Who may stand on the first, second and third squares next to Artillery"),
    VT_SECTION_IMPLEMENTED, N_("The Wagon is held to the same by its own paragraph.") },
  { N_("Plate 2, Figure 3"), N_("A figure in range must move out of range"), VT_SECTION_IMPLEMENTED,
    N_("Read as: while figures of the side to move are in range unprotected, its move must leave "
    "fewer of them so (moving one out \"one at a time\", bringing Artillery up, or taking the "
    "Artillery).") },
  { N_("Plate 2, Figure 4"), N_("Artillery may not move leaving a figure of its side in range"),
    VT_SECTION_IMPLEMENTED,
    N_("Derived: no other figure may move so as to open the range on one of its side either.") },
  { N_("Rules"), N_("Artillery takes Artillery placed in its range"), VT_SECTION_IMPLEMENTED, NULL },
  { N_("Rules"), N_("The Citadel commanded: the defending party must defend it before moving otherwise"),
    VT_SECTION_DERIVED,
    N_("Read as: while Artillery of the attack commands the Citadel, the defence's move must end the "
    "command (take the Artillery, or put a figure between), or, while no figure of the defence "
    "could take the Artillery, bring one where it could; once one could, the command must be "
    "ended. The option citadel-duty leaves it to the umpire.") },
  { N_("Rules"), N_("The Wagon in range of the defending Artillery must be moved out of range"),
    VT_SECTION_IMPLEMENTED, N_("As a figure in range (Plate 2, Figure 3).") },
  { N_("Footnote"), N_("The Wagon cannot be taken while under cover of Artillery of its side"),
    VT_SECTION_IMPLEMENTED, NULL },
  { N_("Plate 3, Figure 2"), N_("The Citadel may be taken though in range of Artillery"),
    VT_SECTION_IMPLEMENTED, NULL },
  { N_("Rules"), N_("The end of the game: the Citadel or the Wagon taken, or only Artillery left"),
    VT_SECTION_IMPLEMENTED, NULL },
  { "—", N_("Which army moves first"), VT_SECTION_DERIVED,
    N_("The text does not say. The Attacking Army moves first unless the option first-move says "
    "otherwise (Plate 2, Figure 4 and Plate 3, Figure 1 give a position with the move to one "
    "side); then the armies move alternately.") },
  { N_("Plates 2, 3 and 4"), N_("The situations of the plates as positions to open"), VT_SECTION_IMPLEMENTED,
    N_("The plates number their own squares: each situation is set up on board squares with the same "
    "lines between the figures, and its General Idea maps the plate's numbers (installed in "
    "vertrauter/war-chess-1866/ of the data folder). Plate 3, Figure 1 is set up to its first "
    "sentence only.") },
};

static char *
describe_squares (GArray *squares)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < squares->len; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? ", " : "", g_array_index (squares, guint, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "7, 8, 16, 46, 60-62": runs of three or more as ranges */
static char *
describe_runs (GArray *squares)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < squares->len;)
    {
      guint first = g_array_index (squares, guint, i), k = i;

      while (k + 1 < squares->len && g_array_index (squares, guint, k + 1) == g_array_index (squares, guint, k) + 1)
        k++;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (k - i >= 2)
        g_string_append_printf (text, "%u-%u", first, g_array_index (squares, guint, k));
      else
        for (guint j = i; j <= k; j++)
          g_string_append_printf (text, "%s%u", j > i ? ", " : "", g_array_index (squares, guint, j));
      i = k + 1;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What the umpire is told of the board, in About and in every report:
 * the plugin's sentences in the umpire's language around the board file's
 * own title, which is the file's and stays as it gives it. */
#define BOARD_NOTE N_("Reconstructed: the plates are lost. %s. Squares 1-73 are fixed by the " \
                      "text's numbers; %u squares are conjectural, from completing the board " \
                      "symmetrically to 139 (%s); %u more are fixed only by the straight edges " \
                      "(%s). Fords 47 and 93, the bridge 70. A group may give its own board " \
                      "file in VERTRAUTER_WAR_CHESS_BOARD.")

static char *
describe_board (Wc66Board *board)
{
  g_autoptr(GArray) conjectural = wc66_board_list_basis (board, WC66_BASIS_SYMMETRY);
  g_autoptr(GArray) outline = wc66_board_list_basis (board, WC66_BASIS_OUTLINE);
  g_autofree char *conjectural_text = describe_runs (conjectural);
  g_autofree char *outline_text = describe_runs (outline);

  return g_strdup_printf (_ (BOARD_NOTE), wc66_board_get_title (board), conjectural->len, conjectural_text,
                          outline->len, outline_text);
}

/* ---- whose move ------------------------------------------------------- */

static const char * const first_move_choices[] = { "attacking", "defending", NULL };
static const char * const first_move_labels[] = { N_("The Attacking Army"), N_("The Defending Army"), NULL };

static const VtActionParam options[] = {
  { OPTION_CITADEL_DUTY, N_("The defence of a commanded Citadel is enforced"), VT_PARAM_BOOLEAN, 0, 0,
    NULL, TRUE,
    N_("While Artillery of the attack commands the Citadel, the defence's move must end the command, "
    "or bring a figure where it could take the Artillery (derived reading of \"must bring some "
    "figure to the defence, and take or drive off the Artillery … before moving otherwise\"). "
    "Off: the umpire's judgement; the outcome still says when the Citadel is commanded.") },
  { OPTION_FIRST_MOVE, N_("Which army moves first"), VT_PARAM_CHOICE, 0, 0, first_move_choices, TRUE,
    N_("The text does not say (derived: the Attacking Army). A plate's position names the army "
    "that has the move."), first_move_labels },
};

/* Whether a figure has moved: read from the journal, so undo agrees. */
static gboolean
any_move (VtGame *game)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      const char *action = NULL;

      if (g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) &&
          g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action) &&
          g_str_equal (action, "move"))
        return TRUE;
    }
  return FALSE;
}

/* Whose move it is: before the first move the army the option names; then
 * the core's answer (vt_game_get_side_to_move: the other army than the last
 * figure moved), so a move the umpire allowed out of turn leaves the move
 * with the army that had it, in the window, the tool and here alike. The
 * core asks get_destinations only before the first move, so the two never
 * ask each other round. */
static Wc66Army
army_to_move (Wc66Position *position,
              VtGame       *game)
{
  GVariant *first = vt_scenario_get_option (vt_game_get_state (game), OPTION_FIRST_MOVE);
  Wc66Army army = WC66_ATTACKING;
  VtSide *side;

  if (any_move (game) && (side = vt_game_get_side_to_move (game)) != NULL &&
      wc66_position_get_army (position, vt_side_get_id (side), &army))
    return army;
  if (first != NULL && g_variant_is_of_type (first, G_VARIANT_TYPE_STRING) &&
      g_str_equal (g_variant_get_string (first, NULL), "defending"))
    army = WC66_DEFENDING;
  return army;
}

/* ---- the end of the game ---------------------------------------------- */

/* "The capture of the Citadel or Wagon will decide the game"; "should
 * all of the figures of a side be taken except the Artillery, that side
 * loses the game". */
static gboolean
find_victory (Wc66Position *position,
              VtGame       *game,
              Wc66Army     *winner,
              char        **reason)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  guint fighting[2] = { 0, 0 }, figures[2] = { 0, 0 };

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      Wc66Figure figure;
      Wc66Army army;

      if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &figure) ||
          !wc66_position_get_army (position, vt_unit_get_side (unit), &army))
        continue;
      figures[army]++;
      if (vt_unit_get_strength (unit) > 0)
        {
          if (wc66_figure_is_checked_by_artillery (figure))
            fighting[army]++;
          continue;
        }
      if (figure == WC66_CITADEL || figure == WC66_WAGON)
        {
          *winner = figure == WC66_CITADEL ? WC66_ATTACKING : WC66_DEFENDING;
          *reason = g_strdup_printf (_ ("the %s is taken: \"the capture of the Citadel or Wagon will "
                                        "decide the game\""), wc66_figure_get_label (figure));
          return TRUE;
        }
    }
  for (guint army = 0; army < 2; army++)
    if (figures[army] > 0 && fighting[army] == 0)
      {
        *winner = army == WC66_ATTACKING ? WC66_DEFENDING : WC66_ATTACKING;
        *reason = g_strdup_printf (_ ("all the figures of %s but the Artillery are taken: \"that "
                                      "side loses the game, as Artillery cannot take the Citadel or "
                                      "Wagon\""), wc66_army_get_label (army));
        return TRUE;
      }
  return FALSE;
}

/* ---- the actions ------------------------------------------------------ */

static const VtActionParam move_params[] = {
  { "figure", N_("Figure"), VT_PARAM_UNIT, 0, 0, NULL, FALSE, N_("The figure moved."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "to", N_("To square"), VT_PARAM_INTEGER, 1, WC66_N_SQUARES, NULL, FALSE,
    N_("The square it moves to, as Plate 4 numbers them; a figure of the other army there is taken.") },
};

static const VtActionParam figure_params[] = {
  { "figure", N_("Figure"), VT_PARAM_UNIT, 0, 0, NULL, FALSE, N_("The figure asked about."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtAction actions[] = {
  { "move", N_("Move a figure"), move_params, G_N_ELEMENTS (move_params),
    N_("One figure's move, taking the figure of the other army on the square it moves to; refused "
    "with the rule it breaks."), NULL, "Move" },
  { "legal-moves", N_("Legal moves"), figure_params, G_N_ELEMENTS (figure_params),
    N_("The squares a figure may move to now."), NULL, "Board" },
  { "command", N_("Squares the Artillery commands"), figure_params, G_N_ELEMENTS (figure_params),
    N_("Three squares on each diagonal, short of an intervening figure and of the river."), NULL, "Board" },
};

static Wc66Position *
position_for (Wc66Ruleset  *self,
              VtGame       *game,
              const char   *action,
              GVariant     *params,
              const Wc66Piece **piece,
              GError      **error)
{
  g_autoptr(Wc66Position) position = NULL;
  GError *local_error = NULL;
  VtUnit *unit;

  if (game == NULL)
    return vt_bad_parameter_null (error, _ ("%s: War-Chess is ruled on the board; give the game "
                                     "(--game FILE)"), action);
  unit = vt_params_get_unit (game, params, "figure", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  position = wc66_position_new (self->board, game, error);
  if (position == NULL)
    return NULL;
  wc66_position_set_citadel_duty (position, vt_option_get_boolean (game, OPTION_CITADEL_DUTY, TRUE));
  *piece = wc66_position_find_piece (position, vt_unit_get_id (unit));
  if (*piece == NULL)
    return vt_bad_parameter_null (error, _ ("%s: %s has been taken, or stands on no square"), action,
                                  vt_unit_get_display_name (unit));
  return g_steal_pointer (&position);
}

/* What was asked (@asked, a floating phrase; @summary, its words for the
 * umpire) and the squares: the summary, and the text in the umpire's words. */
static GVariant *
squares_outcome (GVariant   *asked,
                 const char *summary,
                 GArray     *squares)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *list = describe_squares (squares);
  g_autofree char *text = g_strdup_printf ("%s: %s.", summary, squares->len > 0 ? list : _ ("none"));

  /* Translators: what was asked ("the Artillery on 22 commands") and the
   * squares, or "none" */
  vt_outcome_set_summary_phrase (outcome, squares->len > 0
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "%s: %s.", "ps", asked, list)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "%s: %s.", "pt", asked, N_("none")));
  vt_outcome_set_text (outcome, text);
  vt_outcome_set_value (outcome, "squares",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, squares->data,
                                                   squares->len, sizeof (guint32)));
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static GVariant *
resolve_legal_moves (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  const Wc66Piece *piece = NULL;
  g_autoptr(Wc66Position) position = position_for (WC66_RULESET (ruleset), game, action, params,
                                                   &piece, error);
  g_autoptr(GArray) squares = NULL;
  g_autofree char *summary = NULL;

  if (position == NULL)
    return NULL;
  squares = wc66_position_list_moves (position, piece);
  summary = g_strdup_printf (_ ("the %s on %u may move to"), wc66_figure_get_label (piece->figure),
                             piece->square);
  return squares_outcome (vt_phrase_new (GETTEXT_PACKAGE, "the %s on %u may move to", "ti",
                                         wc66_figure_get_word (piece->figure), piece->square),
                          summary, squares);
}

static GVariant *
resolve_command (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  const Wc66Piece *piece = NULL;
  g_autoptr(Wc66Position) position = position_for (WC66_RULESET (ruleset), game, action, params,
                                                   &piece, error);
  g_autoptr(GArray) squares = NULL;
  g_autofree char *summary = NULL;

  if (position == NULL)
    return NULL;
  if (piece->figure != WC66_ARTILLERY)
    return vt_bad_parameter_null (error, _ ("command: the %s on %u is no Artillery; only Artillery "
                                     "commands squares"), wc66_figure_get_label (piece->figure),
                                  piece->square);
  squares = wc66_position_list_command (position, piece);
  summary = g_strdup_printf (_ ("the Artillery on %u commands"), piece->square);
  return squares_outcome (vt_phrase_new (GETTEXT_PACKAGE, "the Artillery on %u commands", "i", piece->square),
                          summary, squares);
}

/* The umpire may allow what the rules refuse: the figure goes where he
 * says, taking what stands there, but never onto its own army's figure. */
static gboolean
allowed_move (Wc66Position     *position,
              const Wc66Piece  *piece,
              guint             to,
              Wc66Move         *move,
              GError          **error)
{
  const Wc66Piece *there = wc66_position_piece_on (position, to);

  if (there != NULL && there->army == piece->army)
    return vt_bad_parameter (error, _ ("move: its own %s stands on %u"),
                             wc66_figure_get_label (there->figure), to);
  *move = (Wc66Move) { piece, piece->square, to, 0, 0, there };
  return TRUE;
}

static GVariant *
resolve_move (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  Wc66Ruleset *self = WC66_RULESET (ruleset);
  const Wc66Piece *piece = NULL;
  g_autoptr(Wc66Position) position = position_for (self, game, action, params, &piece, error);
  g_autoptr(VtOutcome) outcome = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *decided = NULL;
  g_autofree char *exposed = NULL;
  g_autofree char *commanded = NULL;
  g_autoptr(GString) text = NULL;
  g_auto(GVariantBuilder) change = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  const char *allows = NULL;
  Wc66Army winner, to_move, other;
  Wc66Move move;
  gint64 to = 0;

  if (position == NULL)
    return NULL;
  vt_params_get_integer (params, "to", &to);
  vt_params_get_string (params, VT_PARAM_UMPIRE_ALLOWS, &allows);

  if (allows == NULL)
    {
      if (find_victory (position, game, &winner, &decided))
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                       _ ("the game is decided: %s"), decided);
          return NULL;
        }
      g_clear_pointer (&decided, g_free);
      to_move = army_to_move (position, game);
      if (piece->army != to_move)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                       _ ("it is the move of %s: the armies move alternately, one figure a move"),
                       wc66_army_get_label (to_move));
          return NULL;
        }
      if (!wc66_position_check_move (position, piece, (guint) to, &move, error))
        return NULL;
    }
  else if (!allowed_move (position, piece, (guint) to, &move, error))
    return NULL;

  outcome = vt_outcome_new ();
  /* each entry names the army: both have the same figures; every figure
   * stands in the open, so the figures are their kinds' words, said in
   * each reader's language (the text's sentence is the umpire's) */
  if (move.taken != NULL)
    {
      /* TRANSLATORS: "the Cavalry of the Attacking Army on 21 takes the Artillery on 22" */
      summary = g_strdup_printf (_ ("the %s of %s on %u takes the %s on %u"), wc66_figure_get_label (piece->figure),
                                 wc66_army_get_label (piece->army), move.from,
                                 wc66_figure_get_label (move.taken->figure), move.to);
      vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "the %s of %s on %u takes the %s on %u",
                                                             "ttiti", wc66_figure_get_word (piece->figure),
                                                             wc66_army_get_word (piece->army), move.from,
                                                             wc66_figure_get_word (move.taken->figure), move.to));
    }
  else
    {
      /* TRANSLATORS: "the Light Infantry of the Defending Army moves from 30 to 45" */
      summary = g_strdup_printf (_ ("the %s of %s moves from %u to %u"), wc66_figure_get_label (piece->figure),
                                 wc66_army_get_label (piece->army), move.from, move.to);
      vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "the %s of %s moves from %u to %u",
                                                             "ttii", wc66_figure_get_word (piece->figure),
                                                             wc66_army_get_word (piece->army), move.from, move.to));
    }
  vt_outcome_set (outcome, "from", "u", move.from);
  vt_outcome_set (outcome, "to", "u", move.to);
  if (allows != NULL)
    vt_outcome_add_note (outcome, _ ("the umpire allows it"));

  /* "When a piece is taken it is removed from the board, and the piece by
   * which it is taken is placed on the square which was occupied by the
   * captured piece" (footnote). */
  if (move.taken != NULL)
    vt_outcome_book_capture_phrase (outcome, move.taken->unit_id, NULL, 1, vt_phrase_new (GETTEXT_PACKAGE, "captured", ""), 1, 0);
  vt_change_builder_init (&change, piece->unit_id);
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_CELL, g_variant_new_uint32 (move.to));
  vt_outcome_add_change (outcome, g_variant_builder_end (&change));

  /* what the move leaves the other army to answer */
  text = g_string_new (summary);
  g_string_append_c (text, '.');
  if (move.taken != NULL && (move.taken->figure == WC66_CITADEL || move.taken->figure == WC66_WAGON))
    {
      g_autofree char *note = g_strdup_printf (_ ("the %s is taken: \"the capture of the Citadel or "
                                                  "Wagon will decide the game\""),
                                               wc66_figure_get_label (move.taken->figure));

      vt_outcome_add_note (outcome, note);
      g_string_append_printf (text, _ (" The %s is taken: the game is decided."),
                              wc66_figure_get_label (move.taken->figure));
    }
  other = piece->army == WC66_ATTACKING ? WC66_DEFENDING : WC66_ATTACKING;
  wc66_position_play (position, &move);
  exposed = wc66_position_dup_exposed (position, other);
  if (exposed != NULL)
    {
      g_autofree char *note = g_strdup_printf (_ ("%s must move out of range of Artillery: %s "
                                                  "(Plate 2, Figure 3)"),
                                               wc66_army_get_label (other), exposed);

      vt_outcome_add_note (outcome, note);
      g_string_append_printf (text, _ (" %s must answer: %s."), wc66_army_get_label (other), exposed);
    }
  commanded = wc66_position_dup_citadel_commanded (position);
  if (commanded != NULL)
    {
      vt_outcome_add_note (outcome, commanded);
      g_string_append_printf (text, " %s.", commanded);
    }
  vt_outcome_set_text (outcome, text->str);

  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionRule action_rules[] = {
  { &actions[0], NULL, resolve_move },
  { &actions[1], NULL, resolve_legal_moves },
  { &actions[2], NULL, resolve_command },
};

/* ---- the ruleset ------------------------------------------------------ */

static const char *
wc66_ruleset_get_id (VtRuleset *ruleset)
{
  return WC66_RULESET_ID;
}

static const char *
wc66_ruleset_get_title (VtRuleset *ruleset)
{
  return "War-Chess, or the Game of Battle";
}

static const char *
wc66_ruleset_get_author (VtRuleset *ruleset)
{
  return "Colonel Charles Richardson";
}

static guint
wc66_ruleset_get_year (VtRuleset *ruleset)
{
  return 1866;
}

static const VtSection *
wc66_ruleset_get_sections (VtRuleset *ruleset,
                           guint     *n_sections)
{
  Wc66Ruleset *self = WC66_RULESET (ruleset);
  const char *language = _ (BOARD_NOTE);

  /* The board's note is built, not looked up: build it again when the
   * umpire's language has changed since (LANGUAGE is read at each lookup).
   * The notes built before stay in self->notes, so a note handed out
   * earlier stays valid. */
  if (g_strcmp0 (language, self->board_language) != 0)
    {
      g_free (self->board_language);
      self->board_language = g_strdup (language);
      g_ptr_array_add (self->notes, describe_board (self->board));
      g_array_index (self->sections, VtSection, BOARD_SECTION).note =
        g_ptr_array_index (self->notes, self->notes->len - 1);
    }
  *n_sections = self->sections->len;
  return (const VtSection *) (gpointer) self->sections->data;
}

static const char *
wc66_ruleset_get_unit_of_length (VtRuleset *ruleset)
{
  return "square";
}

static guint
wc66_ruleset_get_minutes_per_move (VtRuleset *ruleset)
{
  /* a board game: its moves take no time of the day */
  return 0;
}

static const VtTerrainKind *
wc66_ruleset_get_terrain_kinds (VtRuleset *ruleset,
                                guint     *n_kinds)
{
  return wc66_catalogue_get_terrain_kinds (n_kinds);
}

static const VtUnitType *
wc66_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  return wc66_catalogue_get_unit_types (n_types);
}

static const VtFormation *
wc66_ruleset_get_formations (VtRuleset *ruleset,
                             guint     *n_formations)
{
  return wc66_catalogue_get_formations (n_formations);
}

static const VtBoard *
wc66_ruleset_get_board (VtRuleset *ruleset)
{
  return wc66_board_get_board (WC66_RULESET (ruleset)->board);
}

static const VtActionRule *
wc66_ruleset_get_action_rules (VtRuleset *ruleset,
                               guint     *n_rules)
{
  *n_rules = G_N_ELEMENTS (action_rules);
  return action_rules;
}

static const VtActionParam *
wc66_ruleset_get_options (VtRuleset *ruleset,
                          guint     *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}

static void
wc66_ruleset_get_move_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = N_("move");
  *plural = N_("moves");
}

static void
wc66_ruleset_get_turn (VtRuleset *ruleset,
                       VtTurn    *turn)
{
  *turn = (VtTurn) { VT_TURN_ALTERNATING, "attacking", 0 };
}

static gboolean
wc66_ruleset_get_victory (VtRuleset  *ruleset,
                          VtGame     *game,
                          char      **winner,
                          char      **reason)
{
  g_autoptr(Wc66Position) position = NULL;
  Wc66Army army;

  if (game == NULL ||
      (position = wc66_position_new (WC66_RULESET (ruleset)->board, game, NULL)) == NULL ||
      !find_victory (position, game, &army, reason))
    return FALSE;
  *winner = g_strdup (wc66_position_get_side (position, army));
  return TRUE;
}

/* The board's moves for the map: the squares legal-moves lists, and only
 * while the figure's army is to move and the game is not decided, so the
 * squares shown are those a drop there plays; the move itself is the
 * action move, which refuses any other square with the rule it breaks. */
static gboolean
wc66_ruleset_get_board_move (VtRuleset  *ruleset,
                             VtGame     *game,
                             VtUnit     *unit,
                             GArray     *destinations,
                             guint       to,
                             char      **action,
                             GVariant  **params)
{
  Wc66Ruleset *self = WC66_RULESET (ruleset);
  Wc66Figure figure;

  if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &figure) || figure == WC66_CITADEL)
    return FALSE;

  if (destinations != NULL)
    {
      g_autoptr(Wc66Position) position = wc66_position_new (self->board, game, NULL);
      const Wc66Piece *piece = position != NULL ? wc66_position_find_piece (position, vt_unit_get_id (unit))
                                                : NULL;
      g_autofree char *reason = NULL;
      Wc66Army winner;

      if (piece != NULL && piece->army == army_to_move (position, game) &&
          !find_victory (position, game, &winner, &reason))
        {
          g_autoptr(GArray) squares = wc66_position_list_moves (position, piece);

          g_array_append_vals (destinations, squares->data, squares->len);
        }
    }

  if (action != NULL)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

      g_variant_dict_insert (&dict, "figure", "s", vt_unit_get_id (unit));
      g_variant_dict_insert (&dict, "to", "x", (gint64) to);
      *action = g_strdup ("move");
      *params = g_variant_ref_sink (g_variant_dict_end (&dict));
    }
  return TRUE;
}

/* The Citadel is "a city", and the rules give it no move: every other
 * figure moves by the action move (get_board_move), so a plain move asked
 * of the board is the Citadel's, refused. The umpire may set right a
 * Citadel placed on the wrong square, with his reason. */
static gboolean
wc66_ruleset_check_move (VtRuleset     *ruleset,
                         VtGame        *game,
                         VtUnit        *unit,
                         const char    *activity,
                         const VtPoint *from,
                         const VtPoint *to,
                         double         facing,
                         GError       **error)
{
  Wc66Figure figure;

  if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &figure) || figure != WC66_CITADEL)
    return TRUE;
  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
               _ ("the Citadel represents \"a city\", and the rules give it no move; the umpire may set it "
                  "right with his reason"));
  return FALSE;
}

/* "Composition of the Game of Battle": each army four Light Infantry, five
 * Infantry of the Line, two Cavalry, two Artillery; the Attacking Army the
 * Wagon, the Defending the Citadel. A plate's position has fewer (figures
 * taken), never more. */
static void
wc66_ruleset_check_forces (VtRuleset  *ruleset,
                           VtScenario *scenario,
                           GPtrArray  *problems)
{
  static const guint set[2][WC66_N_FIGURES] = {
    [WC66_ATTACKING] = { [WC66_LIGHT_INFANTRY] = 4, [WC66_INFANTRY_OF_THE_LINE] = 5, [WC66_CAVALRY] = 2,
                         [WC66_ARTILLERY] = 2, [WC66_WAGON] = 1, [WC66_CITADEL] = 0 },
    [WC66_DEFENDING] = { [WC66_LIGHT_INFANTRY] = 4, [WC66_INFANTRY_OF_THE_LINE] = 5, [WC66_CAVALRY] = 2,
                         [WC66_ARTILLERY] = 2, [WC66_WAGON] = 0, [WC66_CITADEL] = 1 },
  };
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 0);
  g_autoptr(Wc66Position) position = wc66_position_new (WC66_RULESET (ruleset)->board, game, NULL);
  GListModel *units = vt_scenario_get_units (scenario);
  guint counts[2][WC66_N_FIGURES] = { { 0 } };

  if (position == NULL)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      Wc66Figure figure;
      Wc66Army army;

      if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &figure) ||
          !wc66_position_get_army (position, vt_unit_get_side (unit), &army) ||
          ++counts[army][figure] <= set[army][figure])
        continue;
      {
        /* TRANSLATORS: "the Attacking Army has 6 of Infantry of the Line; the Composition of the Game of Battle gives it 5" */
        g_autofree char *message = g_strdup_printf (_ ("%s has %u of %s; the Composition of the Game of Battle "
                                                       "gives it %u"),
                                                    wc66_army_get_label (army), counts[army][figure],
                                                    wc66_figure_get_label (figure), set[army][figure]);

        g_ptr_array_add (problems, vt_forces_problem_new (vt_unit_get_id (unit), message));
      }
    }
}

/* a figure taken is the whole loss: War-Chess has no strengths */
static void
wc66_ruleset_get_loss_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = N_("figure");
  *plural = N_("figures");
}

/* the name the game goes by at a club, beside the rulebook's title */
static const char *
wc66_ruleset_get_short_name (VtRuleset *ruleset)
{
  return "War-Chess";
}

static void
wc66_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = wc66_ruleset_get_id;
  iface->get_title = wc66_ruleset_get_title;
  iface->get_author = wc66_ruleset_get_author;
  iface->get_year = wc66_ruleset_get_year;
  iface->get_sections = wc66_ruleset_get_sections;
  iface->get_unit_of_length = wc66_ruleset_get_unit_of_length;
  iface->get_minutes_per_move = wc66_ruleset_get_minutes_per_move;
  iface->get_terrain_kinds = wc66_ruleset_get_terrain_kinds;
  iface->get_unit_types = wc66_ruleset_get_unit_types;
  iface->get_formations = wc66_ruleset_get_formations;
  iface->get_board = wc66_ruleset_get_board;
  iface->get_action_rules = wc66_ruleset_get_action_rules;
  iface->get_options = wc66_ruleset_get_options;
  iface->get_short_name = wc66_ruleset_get_short_name;
  iface->get_loss_names = wc66_ruleset_get_loss_names;
  iface->get_move_names = wc66_ruleset_get_move_names;
  iface->get_turn = wc66_ruleset_get_turn;
  iface->get_victory = wc66_ruleset_get_victory;
  iface->get_board_move = wc66_ruleset_get_board_move;
  iface->check_forces = wc66_ruleset_check_forces;
  iface->check_move = wc66_ruleset_check_move;
}

static void
wc66_ruleset_finalize (GObject *object)
{
  Wc66Ruleset *self = WC66_RULESET (object);

  g_clear_pointer (&self->board, wc66_board_free);
  g_clear_pointer (&self->sections, g_array_unref);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  g_clear_pointer (&self->board_language, g_free);

  G_OBJECT_CLASS (wc66_ruleset_parent_class)->finalize (object);
}

static void
wc66_ruleset_class_init (Wc66RulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wc66_ruleset_finalize;
}

static void
wc66_ruleset_init (Wc66Ruleset *self)
{
  g_autoptr(GError) error = NULL;

  self->board = wc66_board_new_default (&error);
  if (self->board == NULL)
    {
      /* a group's own board that does not read: say why, play the plugin's */
      g_message ("%s; the board of the plugin is used", error->message);
      g_unsetenv ("VERTRAUTER_WAR_CHESS_BOARD");
      g_clear_error (&error);
      self->board = wc66_board_new_default (&error);
      g_assert_no_error (error);
    }

  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->sections = g_array_new (FALSE, FALSE, sizeof (VtSection));
  g_array_append_vals (self->sections, sections, G_N_ELEMENTS (sections));
  /* the board's note: built by get_sections, in the language asked in */
}

VT_PLUGIN_DEFINE (WC66_RULESET_ID, PACKAGE_VERSION, VT_PLUGIN_GETTEXT_DOMAIN, WC66_TYPE_RULESET)
