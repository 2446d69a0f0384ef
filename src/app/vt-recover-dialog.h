/* vt-recover-dialog.h: the games never saved to a file, kept by autosave, offered back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_RECOVER_DIALOG (vt_recover_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtRecoverDialog, vt_recover_dialog, VT, RECOVER_DIALOG, GtkWindow)

/* Lists the autosaves at @paths, each with its title, ruleset (read through
 * @registry) and when it was saved. Open emits "recover" (s: the path),
 * whose handler returns TRUE once the game is open, and the dialog closes;
 * Discard deletes the copy. */
VtRecoverDialog *vt_recover_dialog_new          (GtkWindow         *parent,
                                                 VtRulesetRegistry *registry,
                                                 GPtrArray         *paths);
/* how many autosaves the dialog lists */
guint            vt_recover_dialog_get_n_games  (VtRecoverDialog   *self);
/* What Open and Discard do for the autosave at @path. */
gboolean         vt_recover_dialog_open         (VtRecoverDialog   *self,
                                                 const char        *path);
gboolean         vt_recover_dialog_discard      (VtRecoverDialog   *self,
                                                 const char        *path);

G_END_DECLS
