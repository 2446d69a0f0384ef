/* wc66-position.h: the figures on the board, and what the rules allow them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

#include "wc66-board.h"
#include "wc66-catalogue.h"

G_BEGIN_DECLS

typedef struct {
  const char *unit_id;  /* borrowed from the game's state */
  Wc66Figure  figure;
  Wc66Army    army;
  guint       square;   /* 0 once taken (in a position tried out) */
} Wc66Piece;

/* A move found legal: where from and to, and the figure it takes. */
typedef struct {
  const Wc66Piece *piece;
  guint            from;
  guint            to;
  guint            direction;
  guint            distance;
  const Wc66Piece *taken;  /* NULL: none */
} Wc66Move;

typedef struct _Wc66Position Wc66Position;

/* The figures still standing in @game's state (strength above 0). The
 * army of a side: the side whose id is "attacking" or "defending", else
 * the side with the Wagon attacks and the side with the Citadel defends,
 * else the scenario's first side attacks. */
Wc66Position    *wc66_position_new          (Wc66Board     *board,
                                             VtGame        *game,
                                             GError       **error);
void             wc66_position_free         (Wc66Position  *self);

/* Whether the defence of a commanded Citadel is enforced on the
 * Defending Army's moves; a new position does not (the ruleset sets it
 * from the option citadel-duty). */
void             wc66_position_set_citadel_duty (Wc66Position *self,
                                                 gboolean      enforced);
/* the army a side of the scenario is; FALSE for a side it does not know */
gboolean         wc66_position_get_army     (Wc66Position  *self,
                                             const char    *side_id,
                                             Wc66Army      *army);
/* the side id of @army; NULL when the scenario has none */
const char      *wc66_position_get_side     (Wc66Position  *self,
                                             Wc66Army       army);
const Wc66Piece *wc66_position_find_piece   (Wc66Position  *self,
                                             const char    *unit_id);
const Wc66Piece *wc66_position_piece_on     (Wc66Position  *self,
                                             guint          square);

/* Whether @piece may move to @to now (whose move it is aside): its move,
 * nothing in the way, the river, what it may take, the squares artillery
 * commands and the obligations they bring. FALSE with the rule it breaks,
 * in the text's words, as VT_RULESET_ERROR_UMPIRE_DECIDES. */
gboolean         wc66_position_check_move   (Wc66Position    *self,
                                             const Wc66Piece *piece,
                                             guint            to,
                                             Wc66Move        *move,
                                             GError         **error);
/* makes @move (found by wc66_position_check_move) on the position */
void             wc66_position_play         (Wc66Position    *self,
                                             const Wc66Move  *move);
/* the squares @piece may move to, ascending (guint) */
GArray          *wc66_position_list_moves   (Wc66Position    *self,
                                             const Wc66Piece *piece);
/* the squares artillery @piece commands (three on each diagonal, short of
 * an intervening figure and of the river), ascending (guint) */
GArray          *wc66_position_list_command (Wc66Position    *self,
                                             const Wc66Piece *piece);
/* The figures of @army in range of the other army's Artillery and not
 * protected (which must move out of range, Plate 2, Figure 3), as text
 * ("the Cavalry on 8 (in range of the Artillery on 13)"); NULL: none. */
char            *wc66_position_dup_exposed  (Wc66Position    *self,
                                             Wc66Army         army);
/* the Artillery of the Attacking Army that commands the Citadel, as text;
 * NULL: none does */
char            *wc66_position_dup_citadel_commanded (Wc66Position *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Wc66Position, wc66_position_free)

G_END_DECLS
