/* vt-ruling-dialog.h: the umpire allows what the rules of the moment refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-ruling.h"

G_BEGIN_DECLS

#define VT_TYPE_RULING_DIALOG (vt_ruling_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtRulingDialog, vt_ruling_dialog, VT, RULING_DIALOG, GtkWindow)

/* takes @ruling */
VtRulingDialog *vt_ruling_dialog_new   (GtkWindow      *parent,
                                        VtGame         *game,
                                        VtRuling       *ruling);
/* what Allow does: the move or action made with the reason typed; FALSE
 * with why shown in the dialog */
gboolean        vt_ruling_dialog_allow (VtRulingDialog *self,
                                        GError        **error);

G_END_DECLS
