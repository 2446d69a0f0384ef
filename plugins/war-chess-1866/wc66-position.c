/* wc66-position.c: moves, captures and the command of the Artillery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here reads "Rules of the Game of Battle" and the
 * explanations to Plates 1-4 of ../shared/rules/richardson-1866-war-chess.txt;
 * each refusal quotes the rule it applies. A move is tried out on the
 * position and the rules of the Artillery are asked of the result, so a
 * figure that takes a battery is judged where it then stands.
 */
#define G_LOG_DOMAIN "vt-wc66"

#include "config.h"

/* _() in the plugin's own domain */
#include "wc66-i18n.h"

#include "wc66-position.h"

#define MAX_SQUARE 256
#define MAX_PIECES 64  /* the armies have 28 figures; a position a bitmask */
#define ARTILLERY_RANGE 3 /* "has a range of three squares on the diagonals" */

struct _Wc66Position
{
  Wc66Board *board;
  GArray    *pieces;          /* Wc66Piece */
  guint8     on[MAX_SQUARE];  /* square -> piece index + 1 */
  char      *sides[2];        /* the side id of each army */
  gboolean   citadel_duty;    /* the defence of a commanded Citadel is enforced */
  guint      trying;          /* a move tried inside another's check */
};

typedef guint64 PieceSet;

static gboolean
refuse (GError     **error,
        const char  *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError     **error,
        const char  *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES, message);
  return FALSE;
}

static Wc66Piece *
piece_at (Wc66Position *self,
          guint         index)
{
  return &g_array_index (self->pieces, Wc66Piece, index);
}

static guint
piece_index (Wc66Position    *self,
             const Wc66Piece *piece)
{
  return (guint) (piece - (const Wc66Piece *) (gpointer) self->pieces->data);
}

const Wc66Piece *
wc66_position_piece_on (Wc66Position *self,
                        guint         square)
{
  if (square == 0 || square >= MAX_SQUARE || self->on[square] == 0)
    return NULL;
  return piece_at (self, self->on[square] - 1);
}

const Wc66Piece *
wc66_position_find_piece (Wc66Position *self,
                          const char   *unit_id)
{
  for (guint i = 0; i < self->pieces->len; i++)
    if (g_strcmp0 (piece_at (self, i)->unit_id, unit_id) == 0 && piece_at (self, i)->square != 0)
      return piece_at (self, i);
  return NULL;
}

gboolean
wc66_position_get_army (Wc66Position *self,
                        const char   *side_id,
                        Wc66Army     *army)
{
  for (guint i = 0; i < 2; i++)
    if (g_strcmp0 (self->sides[i], side_id) == 0)
      {
        *army = (Wc66Army) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wc66_position_get_side (Wc66Position *self,
                        Wc66Army      army)
{
  return self->sides[army];
}

/* Which side is which army: by its id, else by the Wagon (the attacking
 * army's) and the Citadel (the defending army's), else by order. */
static void
name_armies (Wc66Position *self,
             VtScenario   *scenario)
{
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);
  guint n_sides = g_list_model_get_n_items (sides);

  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_str_equal (vt_side_get_id (side), "attacking"))
        self->sides[WC66_ATTACKING] = g_strdup ("attacking");
      else if (g_str_equal (vt_side_get_id (side), "defending"))
        self->sides[WC66_DEFENDING] = g_strdup ("defending");
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      Wc66Figure figure;

      if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &figure))
        continue;
      if (figure == WC66_WAGON && self->sides[WC66_ATTACKING] == NULL &&
          g_strcmp0 (self->sides[WC66_DEFENDING], vt_unit_get_side (unit)) != 0)
        self->sides[WC66_ATTACKING] = g_strdup (vt_unit_get_side (unit));
      else if (figure == WC66_CITADEL && self->sides[WC66_DEFENDING] == NULL &&
               g_strcmp0 (self->sides[WC66_ATTACKING], vt_unit_get_side (unit)) != 0)
        self->sides[WC66_DEFENDING] = g_strdup (vt_unit_get_side (unit));
    }
  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      const char *id = vt_side_get_id (side);

      if (g_strcmp0 (self->sides[WC66_ATTACKING], id) == 0 ||
          g_strcmp0 (self->sides[WC66_DEFENDING], id) == 0)
        continue;
      if (self->sides[WC66_ATTACKING] == NULL)
        self->sides[WC66_ATTACKING] = g_strdup (id);
      else if (self->sides[WC66_DEFENDING] == NULL)
        self->sides[WC66_DEFENDING] = g_strdup (id);
    }
}

Wc66Position *
wc66_position_new (Wc66Board  *board,
                   VtGame     *game,
                   GError    **error)
{
  g_autoptr(Wc66Position) self = g_new0 (Wc66Position, 1);
  VtScenario *state = vt_game_get_state (game);
  GListModel *units = vt_scenario_get_units (state);

  self->board = board;
  self->pieces = g_array_new (FALSE, FALSE, sizeof (Wc66Piece));
  name_armies (self, state);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      Wc66Piece piece = { vt_unit_get_id (unit), 0, 0, vt_unit_get_cell (unit) };

      if (vt_unit_get_strength (unit) == 0 || piece.square == 0)
        continue;
      if (!wc66_figure_from_type (vt_unit_get_unit_type (unit), &piece.figure))
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                       _ ("%s is a %s, which is no figure of War-Chess"),
                       vt_unit_get_display_name (unit), vt_unit_get_unit_type (unit));
          return NULL;
        }
      if (!wc66_position_get_army (self, vt_unit_get_side (unit), &piece.army))
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                       _ ("%s is of a third side, %s; War-Chess has two armies"),
                       vt_unit_get_display_name (unit), vt_unit_get_side (unit));
          return NULL;
        }
      if (piece.square >= MAX_SQUARE || self->on[piece.square] != 0 || self->pieces->len >= MAX_PIECES)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                       _ ("%s stands on square %u with another figure"),
                       vt_unit_get_display_name (unit), piece.square);
          return NULL;
        }
      g_array_append_val (self->pieces, piece);
      self->on[piece.square] = self->pieces->len;
    }
  return g_steal_pointer (&self);
}

void
wc66_position_free (Wc66Position *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->pieces, g_array_unref);
  g_free (self->sides[0]);
  g_free (self->sides[1]);
  g_free (self);
}

/* ---- the command of the Artillery ------------------------------------- */

/* Whether artillery @gun commands @square, and how many squares off it
 * is: three squares on each diagonal; "Artillery does not cover (or
 * command) the second or third square from it when a figure intervenes"
 * (Plate 2, Figure 2); "a figure cannot take, or check, another across
 * the river, except at the fords and bridge" (Plate 1). */
static guint
command_distance (Wc66Position    *self,
                  const Wc66Piece *gun,
                  guint            square)
{
  int row, col;

  if (gun->square == 0 || !wc66_board_get_place (self->board, gun->square, &row, &col))
    return 0;
  for (guint direction = 0; direction < WC66_N_DIRECTIONS; direction++)
    {
      int dr, dc;
      guint from = gun->square;

      if (!wc66_direction_is_diagonal (direction))
        continue;
      wc66_direction_get_step (direction, WC66_ATTACKING, &dr, &dc);
      for (guint k = 1; k <= ARTILLERY_RANGE; k++)
        {
          guint next = wc66_board_square_at (self->board, row + dr * (int) k, col + dc * (int) k);

          if (next == 0 || !wc66_board_is_playing_square (self->board, next) ||
              wc66_board_step_crosses_river (self->board, from, next))
            break;
          if (next == square)
            return k;
          if (self->on[next] != 0)
            break;
          from = next;
        }
    }
  return 0;
}

/* The nearest artillery of @army commanding @square (0 when none), and
 * whether it, or another, stands on the first square next to it. */
static const Wc66Piece *
commanding_gun (Wc66Position *self,
                guint         square,
                Wc66Army      army,
                guint        *distance)
{
  const Wc66Piece *nearest = NULL;
  guint best = 0;

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const Wc66Piece *gun = piece_at (self, i);
      guint k;

      if (gun->figure != WC66_ARTILLERY || gun->army != army || gun->square == square)
        continue;
      k = command_distance (self, gun, square);
      if (k != 0 && (best == 0 || k < best))
        {
          best = k;
          nearest = gun;
        }
    }
  if (distance != NULL)
    *distance = best;
  return nearest;
}

static Wc66Army
other_army (Wc66Army army)
{
  return army == WC66_ATTACKING ? WC66_DEFENDING : WC66_ATTACKING;
}

/* Whether @piece stands where the rules of the Artillery forbid a figure
 * other than Artillery to stand: "neither of those figures can come
 * within the range of the Artillery, except when protected by Artillery
 * of its side; in which case [they] can move on the first square next to
 * the Artillery of their side; but [they] cannot occupy the second or
 * third square; nor … the first square next to the Artillery of their
 * side, if it is also the first square next to the Artillery of the other
 * side." The Wagon is held to the same (its own paragraph says so). With
 * the rule it breaks in @why. */
static gboolean
is_exposed (Wc66Position    *self,
            const Wc66Piece *piece,
            char           **why)
{
  const Wc66Piece *enemy_gun, *own_gun;
  guint enemy_distance, own_distance;

  if (piece->square == 0 ||
      !(wc66_figure_is_checked_by_artillery (piece->figure) || piece->figure == WC66_WAGON))
    return FALSE;
  enemy_gun = commanding_gun (self, piece->square, other_army (piece->army), &enemy_distance);
  if (enemy_gun == NULL)
    return FALSE;
  own_gun = commanding_gun (self, piece->square, piece->army, &own_distance);
  if (own_gun != NULL && own_distance == 1 && enemy_distance != 1)
    return FALSE;

  if (why == NULL)
    return TRUE;
  if (own_gun != NULL && own_distance == 1)
    *why = g_strdup_printf (_ ("square %u is the first square next to the Artillery on %u of its "
                               "side and also the first square next to the Artillery on %u of the "
                               "other side: \"no figure, except Artillery, can occupy the first "
                               "square next to the Artillery of its side, if it is also the first "
                               "square next to the Artillery of the other side\" (Plate 2, Figure 1; "
                               "Plate 3, Figure 1)"),
                            piece->square, own_gun->square, enemy_gun->square);
  else if (own_gun != NULL)
    *why = g_strdup_printf (_ ("square %u is in range of the Artillery on %u: \"a figure cannot "
                               "occupy the second or third square from its Artillery, if that "
                               "square is in range of the Artillery of the other side\" "
                               "(Plate 2, Figure 2)"),
                            piece->square, enemy_gun->square);
  else
    *why = g_strdup_printf (_ ("square %u is in range of the Artillery on %u: %s cannot \"come "
                               "within the range of the Artillery, except when protected by "
                               "Artillery of its side\" (Rules of the Game; Plate 4, Figure 2)"),
                            piece->square, enemy_gun->square,
                            wc66_figure_get_label (piece->figure));
  return TRUE;
}

static PieceSet
exposed_set (Wc66Position *self,
             Wc66Army      army)
{
  PieceSet set = 0;

  for (guint i = 0; i < self->pieces->len; i++)
    if (piece_at (self, i)->army == army && is_exposed (self, piece_at (self, i), NULL))
      set |= (PieceSet) 1 << i;
  return set;
}

static char *
describe_exposed (Wc66Position *self,
                  PieceSet      set)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const Wc66Piece *piece = piece_at (self, i);
      const Wc66Piece *gun;

      if ((set & ((PieceSet) 1 << i)) == 0)
        continue;
      gun = commanding_gun (self, piece->square, other_army (piece->army), NULL);
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append_printf (text, _ ("the %s on %u (in range of the Artillery on %u)"),
                              wc66_figure_get_label (piece->figure), piece->square,
                              gun != NULL ? gun->square : 0);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

char *
wc66_position_dup_exposed (Wc66Position *self,
                           Wc66Army      army)
{
  return describe_exposed (self, exposed_set (self, army));
}

char *
wc66_position_dup_citadel_commanded (Wc66Position *self)
{
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const Wc66Piece *citadel = piece_at (self, i);
      const Wc66Piece *gun;

      if (citadel->figure != WC66_CITADEL || citadel->square == 0)
        continue;
      gun = commanding_gun (self, citadel->square, other_army (citadel->army), NULL);
      if (gun != NULL)
        return g_strdup_printf (_ ("the Artillery on %u commands the Citadel on %u: \"the defending "
                                   "party must bring some figure to the defence, and take or drive "
                                   "off the Artillery of the attacking party before moving otherwise\""),
                                gun->square, citadel->square);
    }
  return NULL;
}

GArray *
wc66_position_list_command (Wc66Position    *self,
                            const Wc66Piece *piece)
{
  GArray *squares = g_array_new (FALSE, FALSE, sizeof (guint));

  if (piece->figure != WC66_ARTILLERY)
    return squares;
  for (guint square = 1; square <= WC66_N_SQUARES; square++)
    if (command_distance (self, piece, square) != 0)
      g_array_append_val (squares, square);
  return squares;
}

/* ---- moves ------------------------------------------------------------ */

static const char *
describe_move (Wc66Figure figure)
{
  switch (figure)
    {
    case WC66_LIGHT_INFANTRY:
      return _ ("\"Light Infantry moves one, two, or three squares, directly forward, right or left "
                "obliquely, and one or two squares in any other direction\"");
    case WC66_INFANTRY_OF_THE_LINE:
      return _ ("\"Infantry of the Line moves one or two squares in any direction\"");
    case WC66_CAVALRY:
      return _ ("\"Cavalry moves one, two, or three squares … in any direction\"");
    case WC66_ARTILLERY:
      return _ ("\"Artillery moves one, two, or three squares … diagonally\"");
    case WC66_WAGON:
      return _ ("\"The Wagon … moves diagonally, like the Artillery, but only one or two squares at a time\"");
    case WC66_CITADEL:
    case WC66_N_FIGURES:
    default:
      return _ ("the Citadel does not move");
    }
}

static const char *
why_not_taken (Wc66Figure figure,
               Wc66Figure taken)
{
  if (figure == WC66_ARTILLERY && taken == WC66_CITADEL)
    return _ ("\"Artillery cannot take the Citadel\"");
  if (figure == WC66_ARTILLERY && taken == WC66_WAGON)
    return _ ("\"Artillery cannot take the Wagon\"");
  if (figure == WC66_ARTILLERY)
    return _ ("Artillery \"can take Artillery, but cannot take Light Infantry, Infantry of the Line, "
              "or Cavalry, though it can check them\"");
  return _ ("the text gives the Wagon no power to take (derived)");
}

/* The line @piece would take to @to: its direction and how far, within
 * any reach (so a refusal can say "too far"); FALSE when @to is on none
 * of the eight lines from it. */
static gboolean
find_line (Wc66Position    *self,
           const Wc66Piece *piece,
           guint            to,
           guint           *direction,
           guint           *distance)
{
  int row, col, to_row, to_col;

  if (!wc66_board_get_place (self->board, piece->square, &row, &col) ||
      !wc66_board_get_place (self->board, to, &to_row, &to_col))
    return FALSE;
  for (guint d = 0; d < WC66_N_DIRECTIONS; d++)
    {
      int dr, dc;

      wc66_direction_get_step (d, piece->army, &dr, &dc);
      for (int k = 1; k <= 24; k++)
        if (row + dr * k == to_row && col + dc * k == to_col)
          {
            *direction = d;
            *distance = (guint) k;
            return TRUE;
          }
    }
  return FALSE;
}

/* Moves @piece to @to (taking what stands there) on the position, and back. */
static void
make_move (Wc66Position *self,
           Wc66Move     *move)
{
  Wc66Piece *piece = piece_at (self, piece_index (self, move->piece));

  if (move->taken != NULL)
    piece_at (self, piece_index (self, move->taken))->square = 0;
  self->on[move->from] = 0;
  self->on[move->to] = piece_index (self, move->piece) + 1;
  piece->square = move->to;
}

static void
unmake_move (Wc66Position *self,
             Wc66Move     *move)
{
  Wc66Piece *piece = piece_at (self, piece_index (self, move->piece));

  piece->square = move->from;
  self->on[move->from] = piece_index (self, move->piece) + 1;
  self->on[move->to] = 0;
  if (move->taken != NULL)
    {
      piece_at (self, piece_index (self, move->taken))->square = move->to;
      self->on[move->to] = piece_index (self, move->taken) + 1;
    }
}

static guint
count_set (PieceSet set)
{
  guint n = 0;

  for (; set != 0; set &= set - 1)
    n++;
  return n;
}

/* What Artillery brings after the move is tried: the figure moved may
 * not stand in range unprotected; a battery may not move leaving a
 * figure of its side in range (Plate 2, Figure 4); a figure in range
 * must be moved out of it (Plate 2, Figure 3). */
static gboolean
check_artillery_rules (Wc66Position *self,
                       Wc66Move     *move,
                       PieceSet      exposed_before,
                       GError      **error)
{
  const Wc66Piece *piece = move->piece;
  PieceSet exposed_after = exposed_set (self, piece->army);
  PieceSet opened = exposed_after & ~exposed_before & ~((PieceSet) 1 << piece_index (self, piece));
  gboolean takes_citadel = move->taken != NULL && move->taken->figure == WC66_CITADEL;
  g_autofree char *why = NULL;

  /* "though the Citadel would be in range of the Artillery on square nine,
   * that would not prevent its capture" (Plate 3, Figure 2) */
  if (!takes_citadel && is_exposed (self, piece, &why))
    return refuse (error, _ ("the %s on %u cannot move to %u: %s"),
                   wc66_figure_get_label (piece->figure), move->from, move->to, why);

  /* taking the Citadel or the Wagon ends the game: nothing is left open */
  if (takes_citadel || (move->taken != NULL && move->taken->figure == WC66_WAGON))
    opened = 0;
  if (opened != 0)
    {
      g_autofree char *which = describe_exposed (self, opened);

      if (piece->figure == WC66_ARTILLERY)
        return refuse (error, _ ("the Artillery on %u cannot move to %u: it would leave %s; "
                          "\"Artillery cannot be moved leaving a figure of Cavalry, Light Infantry, "
                          "or Infantry of the Line, of its side, in range of Artillery of the "
                          "opposite side\" (Plate 2, Figure 4)"), move->from, move->to, which);
      return refuse (error, _ ("the %s on %u cannot move to %u: it would open the range of the "
                        "Artillery on %s; no figure may bring one of its side within the range "
                        "of the Artillery unprotected (derived from the rules of the Artillery)"),
                     wc66_figure_get_label (piece->figure), move->from, move->to, which);
    }

  if (exposed_before != 0 && count_set (exposed_after) >= count_set (exposed_before))
    {
      g_autofree char *which = NULL;

      unmake_move (self, move);
      which = describe_exposed (self, exposed_before);
      make_move (self, move);
      return refuse (error, _ ("%s must first answer the Artillery: %s; \"when a piece of "
                        "artillery bears on a figure of the other side that is not on the first "
                        "square next to the Artillery of its side … it must move out of range of "
                        "Artillery\" (Plate 2, Figure 3), or be protected, or the Artillery taken"),
                     wc66_army_get_label (piece->army), which);
    }
  return TRUE;
}

/* The Artillery of the Attacking Army commanding the Citadel, when
 * @army is the Defending Army and the duty is enforced; 0: none. */
static PieceSet
citadel_commanders (Wc66Position *self,
                    Wc66Army      army)
{
  PieceSet set = 0;

  if (!self->citadel_duty || self->trying > 0 || army != WC66_DEFENDING)
    return 0;
  for (guint c = 0; c < self->pieces->len; c++)
    {
      const Wc66Piece *citadel = piece_at (self, c);

      if (citadel->figure != WC66_CITADEL || citadel->square == 0)
        continue;
      for (guint i = 0; i < self->pieces->len; i++)
        {
          const Wc66Piece *gun = piece_at (self, i);

          if (gun->figure == WC66_ARTILLERY && gun->army != citadel->army && gun->square != 0 &&
              command_distance (self, gun, citadel->square) != 0)
            set |= (PieceSet) 1 << i;
        }
    }
  return set;
}

/* whether a figure of @army could take one of @guns where they stand */
static gboolean
is_defended (Wc66Position *self,
             PieceSet      guns,
             Wc66Army      army)
{
  gboolean defended = FALSE;

  self->trying++;
  for (guint i = 0; !defended && i < self->pieces->len; i++)
    {
      const Wc66Piece *gun = piece_at (self, i);

      if ((guns & ((PieceSet) 1 << i)) == 0 || gun->square == 0)
        continue;
      for (guint k = 0; !defended && k < self->pieces->len; k++)
        {
          const Wc66Piece *defender = piece_at (self, k);

          if (defender->army == army && defender->square != 0 &&
              wc66_position_check_move (self, defender, gun->square, NULL, NULL))
            defended = TRUE;
        }
    }
  self->trying--;
  return defended;
}

/* "when placed so as to command it, the defending party must bring some
 * figure to the defence, and take or drive off the Artillery of the
 * attacking party before moving otherwise". Read (derived): while the
 * Citadel is commanded, the defence's move must end the command (take
 * the Artillery, or put a figure between), or, while no figure of the
 * defence could take the Artillery, bring one where it could. */
static gboolean
check_citadel_duty (Wc66Position   *self,
                    const Wc66Move *move,
                    PieceSet        commanders,
                    gboolean        defended_before,
                    GError        **error)
{
  PieceSet still = 0;
  g_autofree char *which = NULL;

  if (commanders == 0)
    return TRUE;
  for (guint i = 0; i < self->pieces->len; i++)
    if ((commanders & ((PieceSet) 1 << i)) != 0 && piece_at (self, i)->square != 0)
      still |= (PieceSet) 1 << i;
  still &= citadel_commanders (self, move->piece->army);
  if (still == 0)
    return TRUE;

  which = wc66_position_dup_citadel_commanded (self);
  if (defended_before)
    return refuse (error, _ ("%s: a figure of the defence is at hand, so it must \"take or drive off "
                      "the Artillery of the attacking party before moving otherwise\" (Rules; derived "
                      "reading: the move must end the command)"), which);
  if (!is_defended (self, still, move->piece->army))
    return refuse (error, _ ("%s: the defence must \"bring some figure to the defence\", one that "
                      "could take the Artillery, or end the command (Rules; derived reading)"), which);
  return TRUE;
}

void
wc66_position_set_citadel_duty (Wc66Position *self,
                                gboolean      enforced)
{
  self->citadel_duty = enforced;
}

gboolean
wc66_position_check_move (Wc66Position    *self,
                          const Wc66Piece *piece,
                          guint            to,
                          Wc66Move        *move,
                          GError         **error)
{
  const Wc66Piece *there;
  guint direction, distance, reach, from = piece->square;
  int row, col, dr, dc;
  PieceSet exposed_before, commanders;
  gboolean legal, defended_before;
  Wc66Move tried;

  g_return_val_if_fail (piece != NULL && piece->square != 0, FALSE);

  if (piece->figure == WC66_CITADEL)
    return refuse (error, _ ("the Citadel does not move: it is \"a city\" the Defending Army holds"));
  if (!wc66_board_is_playing_square (self->board, to))
    return refuse (error, _ ("square %u is not one of the 139 \"squares that can be occupied\" "
                      "(Plate 1)"), to);
  if (to == from)
    return refuse (error, _ ("the %s already stands on %u"), wc66_figure_get_label (piece->figure), to);

  if (!find_line (self, piece, to, &direction, &distance) ||
      (reach = wc66_figure_get_reach (piece->figure, direction)) == 0)
    return refuse (error, _ ("the %s on %u cannot move to %u: %s, and %u is not on one of those "
                      "lines from %u"), wc66_figure_get_label (piece->figure), from, to,
                   describe_move (piece->figure), to, from);
  if (distance > reach)
    /* Translators: the figure, its square, the square asked for, how many
     * squares away, the direction ("to the left"), how the figure moves (a quotation) */
    return refuse (error, g_dngettext (GETTEXT_PACKAGE, "the %s on %u cannot move to %u: it is %u square %s, and %s",
                                       "the %s on %u cannot move to %u: it is %u squares %s, and %s", distance),
                   wc66_figure_get_label (piece->figure), from, to, distance,
                   wc66_direction_get_label (direction), describe_move (piece->figure));

  /* the way: squares all the way, no figure between, the river only at
   * the fords and the bridge */
  wc66_board_get_place (self->board, from, &row, &col);
  wc66_direction_get_step (direction, piece->army, &dr, &dc);
  for (guint k = 1, last = from; k <= distance; k++)
    {
      guint next = wc66_board_square_at (self->board, row + dr * (int) k, col + dc * (int) k);

      if (next == 0 || wc66_board_step_crosses_river (self->board, last, next))
        return refuse (error, _ ("the %s on %u cannot move to %u: the way crosses the river, "
                          "\"impassable except at the fords and bridge\"; \"the short black lines "
                          "indicate the entrances to the fords and bridge\" (Plate 1)"),
                       wc66_figure_get_label (piece->figure), from, to);
      if (k < distance && self->on[next] != 0)
        return refuse (error, _ ("the %s on %u cannot move to %u, \"because the figure on square %u "
                          "intervenes\": a figure moves \"provided the way is not obstructed by another "
                          "figure\" (Plate 4, Figure 2)"),
                       wc66_figure_get_label (piece->figure), from, to, next);
      last = next;
    }

  there = wc66_position_piece_on (self, to);
  if (there != NULL && there->army == piece->army)
    return refuse (error, _ ("the %s on %u cannot move to %u: its own %s stands there"),
                   wc66_figure_get_label (piece->figure), from, to,
                   wc66_figure_get_label (there->figure));
  if (there != NULL && !wc66_figure_takes (piece->figure, there->figure))
    return refuse (error, _ ("the %s on %u cannot take the %s on %u: %s"),
                   wc66_figure_get_label (piece->figure), from,
                   wc66_figure_get_label (there->figure), to,
                   why_not_taken (piece->figure, there->figure));

  tried = (Wc66Move) { piece, from, to, direction, distance, there };
  exposed_before = exposed_set (self, piece->army);
  commanders = citadel_commanders (self, piece->army);
  defended_before = commanders != 0 && is_defended (self, commanders, piece->army);
  make_move (self, &tried);
  legal = check_artillery_rules (self, &tried, exposed_before, error) &&
          check_citadel_duty (self, &tried, commanders, defended_before, error);
  unmake_move (self, &tried);
  if (legal && move != NULL)
    *move = tried;
  return legal;
}

void
wc66_position_play (Wc66Position   *self,
                    const Wc66Move *move)
{
  Wc66Move played = *move;

  make_move (self, &played);
}

GArray *
wc66_position_list_moves (Wc66Position    *self,
                          const Wc66Piece *piece)
{
  GArray *squares = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint square = 1; square <= WC66_N_SQUARES; square++)
    if (wc66_position_check_move (self, piece, square, NULL, NULL))
      g_array_append_val (squares, square);
  return squares;
}
