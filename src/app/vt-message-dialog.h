/* vt-message-dialog.h: the umpire sends an order, a report or a note, and sees when it will arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_MESSAGE_DIALOG (vt_message_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtMessageDialog, vt_message_dialog, VT, MESSAGE_DIALOG, GtkWindow)

/*
 * From and to (a unit, a side's commander, or the umpire), the kind (and
 * intelligence's class), the text and the commander's minutes at the
 * table; the delay the ruleset gives, or its refusal, shown as they
 * change. Send (Enter; Shift+Enter starts a new line) journals it through
 * vt_game_send_message() (vt_game_send_report() for a report or
 * intelligence, with the units it names) and closes; "sent" is emitted
 * with the message.
 * @from: (nullable): a unit's or side's id to send from, else the first
 * unit.
 */
VtMessageDialog *vt_message_dialog_new            (GtkWindow       *parent,
                                                   VtGame          *game,
                                                   const char      *from);
/* an id as for vt_game_send_message(); NULL: the umpire. FALSE if the
 * dialog does not offer it. */
gboolean         vt_message_dialog_set_from       (VtMessageDialog *self,
                                                   const char      *from);
gboolean         vt_message_dialog_set_to         (VtMessageDialog *self,
                                                   const char      *to);
const char      *vt_message_dialog_get_from       (VtMessageDialog *self);
const char      *vt_message_dialog_get_to         (VtMessageDialog *self);
VtMessageKind    vt_message_dialog_get_kind       (VtMessageDialog *self);
void             vt_message_dialog_set_kind       (VtMessageDialog *self,
                                                   VtMessageKind    kind);
/* for reports and intelligence */
void             vt_message_dialog_set_intelligence (VtMessageDialog    *self,
                                                     VtIntelligenceClass klass);
/* the units a report or intelligence names (NULL-terminated ids): they
 * reach the addressee's board where they stand now, when it arrives */
void             vt_message_dialog_set_reported   (VtMessageDialog    *self,
                                                   const char * const *units);
void             vt_message_dialog_set_text       (VtMessageDialog *self,
                                                   const char      *text);
void             vt_message_dialog_set_deliberation (VtMessageDialog *self,
                                                     guint            minutes);
/* what the form says now: the Zug it would be due in (0 while the rules
 * refuse it), and the line shown ("arrives Zug 5 · 06:38, in 3 Züge…") */
guint            vt_message_dialog_get_due_move   (VtMessageDialog *self);
const char      *vt_message_dialog_get_preview    (VtMessageDialog *self);
/* as the Send button does; FALSE with the refusal shown and in @error */
gboolean         vt_message_dialog_send           (VtMessageDialog *self,
                                                   GError         **error);

G_END_DECLS
