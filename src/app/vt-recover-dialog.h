/* vt-recover-dialog.h: the games never saved to a file, kept by autosave, offered back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"

G_BEGIN_DECLS

#define VT_TYPE_RECOVER_DIALOG (vt_recover_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtRecoverDialog, vt_recover_dialog, VT, RECOVER_DIALOG, GtkWindow)

/* Lists the autosaves no window holds, newest first, each with its title,
 * ruleset and when it was saved; Open recovers one into a window as an
 * unsaved game, Discard deletes it. */
VtRecoverDialog *vt_recover_dialog_new          (VtApplication   *application,
                                                 GtkWindow       *parent);
/* how many autosaves the dialog lists */
guint            vt_recover_dialog_get_n_games  (VtRecoverDialog *self);
/* What Open and Discard do for the autosave at @path. */
gboolean         vt_recover_dialog_open         (VtRecoverDialog *self,
                                                 const char      *path);
gboolean         vt_recover_dialog_discard      (VtRecoverDialog *self,
                                                 const char      *path);

G_END_DECLS
