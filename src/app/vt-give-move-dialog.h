/* vt-give-move-dialog.h: the umpire gives a side the move (1812 II §4 B b)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_GIVE_MOVE_DIALOG (vt_give_move_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtGiveMoveDialog, vt_give_move_dialog, VT, GIVE_MOVE_DIALOG, GtkWindow)

/* for a game whose sides move alternately (vt_game_may_give_move()) */
VtGiveMoveDialog *vt_give_move_dialog_new  (GtkWindow        *parent,
                                            VtGame           *game);
/* what Give the Move does: journals vt_game_set_side_to_move() for the
 * side chosen with the reason typed; FALSE with why shown in the dialog */
gboolean          vt_give_move_dialog_give (VtGiveMoveDialog *self,
                                            GError          **error);

G_END_DECLS
