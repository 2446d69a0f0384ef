/* vt-note-dialog.h: the umpire's note or critique, into the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_NOTE_DIALOG (vt_note_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtNoteDialog, vt_note_dialog, VT, NOTE_DIALOG, GtkWindow)

VtNoteDialog *vt_note_dialog_new  (GtkWindow    *parent,
                                   VtGame       *game);
/* what Add does: the text as a journal note; FALSE with the reason shown */
gboolean      vt_note_dialog_add  (VtNoteDialog *self,
                                   GError      **error);

G_END_DECLS
