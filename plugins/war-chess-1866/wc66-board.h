/* wc66-board.h: Richardson's board of 139 squares, the river, fords and bridge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* The squares are 1 to 139 as Plate 4 numbers them. The "line of nine"
 * the set-up names is no row of the board (none holds nine squares); the
 * board's hypothesis makes it the nine half-squares behind each back row,
 * which are given these numbers, outside Richardson's. */
#define WC66_N_SQUARES          139
#define WC66_ATTACKING_NINE     201 /* 201..209: the attacking line of nine, from its right */
#define WC66_DEFENDING_NINE     211 /* 211..219: the defending line of nine, from its right */

typedef struct _Wc66Board Wc66Board;

/* Where a square came from (board.json's "basis"). */
typedef enum {
  WC66_BASIS_TEXT,       /* fixed by the numbers of the text */
  WC66_BASIS_OUTLINE,    /* fixed by the numbers and the straight edges */
  WC66_BASIS_SYMMETRY,   /* not fixed by the text: the symmetric completion */
  WC66_BASIS_HYPOTHESIS, /* a half-square of a line of nine */
} Wc66Basis;

/* The board of @json (board.json's format); NULL with the reason. */
Wc66Board     *wc66_board_new_from_data   (const char  *json,
                                           gsize        length,
                                           GError     **error);
/* The board compiled into the plugin, or the group's own file named by
 * $VERTRAUTER_WAR_CHESS_BOARD. */
Wc66Board     *wc66_board_new_default     (GError     **error);
void           wc66_board_free            (Wc66Board   *self);

const VtBoard *wc66_board_get_board       (Wc66Board   *self);
const char    *wc66_board_get_title       (Wc66Board   *self);
/* the square at (@row, @col) of the turned grid, 0 when there is none */
guint          wc66_board_square_at       (Wc66Board   *self,
                                           int          row,
                                           int          col);
gboolean       wc66_board_get_place       (Wc66Board   *self,
                                           guint        square,
                                           int         *row,
                                           int         *col);
/* whether a figure may stand on @square in play (not a half-square) */
gboolean       wc66_board_is_playing_square (Wc66Board *self,
                                             guint      square);
Wc66Basis      wc66_board_get_basis       (Wc66Board   *self,
                                           guint        square);
/* the board's terrain kind of @square: "field", "field-conjectural",
 * "ford", "bridge", "line-of-nine" */
const char    *wc66_board_get_kind        (Wc66Board   *self,
                                           guint        square);
/* whether one step from @from to @to crosses the river elsewhere than at
 * a ford's or the bridge's entrances (Plate 1) */
gboolean       wc66_board_step_crosses_river (Wc66Board *self,
                                              guint      from,
                                              guint      to);
/* the squares, in number order, whose basis is @basis */
GArray        *wc66_board_list_basis      (Wc66Board   *self,
                                           Wc66Basis    basis);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Wc66Board, wc66_board_free)

G_END_DECLS
