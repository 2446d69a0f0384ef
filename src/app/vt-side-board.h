/* vt-side-board.h: one side's board, for a second monitor or a projector
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-map-view.h"

G_BEGIN_DECLS

#define VT_TYPE_SIDE_BOARD (vt_side_board_get_type ())
G_DECLARE_FINAL_TYPE (VtSideBoard, vt_side_board, VT, SIDE_BOARD, GtkWindow)

/*
 * What one side knows of @game (vt_game_get_knowledge()), live: its name
 * and colour, the clock, its map (its own troops, the enemy it sees now,
 * where it last saw the rest), the messages delivered to it (newest
 * first; none on its way, none to another side), Export and Full Screen
 * (F11). Nothing in it can reveal anything: no unit list, no journal, no
 * unit panel, and no widget, title, tooltip or accessible name holds a
 * unit the side cannot see.
 * Closing it leaves the game as it was.
 */
VtSideBoard *vt_side_board_new          (VtGame       *game,
                                         const char   *side_id);
const char  *vt_side_board_get_side     (VtSideBoard  *self);
VtGame      *vt_side_board_get_game     (VtSideBoard  *self);
VtMapView   *vt_side_board_get_map_view (VtSideBoard  *self);
/* Writes the side's board to @path (.png, .svg or .pdf): only what the
 * side knows. The Export button asks where, then calls this. */
gboolean     vt_side_board_export       (VtSideBoard  *self,
                                         const char   *path,
                                         GError      **error);
/* Full screen: the first time since the board opened on the monitor this
 * side's board was last full screen on (kept in GSettings), else where
 * the window is; or back. */
void         vt_side_board_toggle_fullscreen (VtSideBoard *self);

G_END_DECLS
