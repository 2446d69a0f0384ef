/* vt-messages-panel.h: the Messages page: what is on its way, the umpire's decisions, the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_MESSAGES_PANEL (vt_messages_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtMessagesPanel, vt_messages_panel, VT, MESSAGES_PANEL, GtkWidget)

/*
 * Every message in transit or held, soonest first, with its countdown and
 * the umpire's decisions (hold, release, hasten, lose, intercept, garble:
 * journalled through the game, so undo takes them back); the whole log
 * below, by side and kind. Properties: "game". Signals: "arrived" (a
 * string: "Report from Patrouille to Blau has arrived") when the clock's
 * advance brings messages due.
 */
GtkWidget *vt_messages_panel_new          (void);
VtGame    *vt_messages_panel_get_game     (VtMessagesPanel *self);
void       vt_messages_panel_set_game     (VtMessagesPanel *self,
                                           VtGame          *game);
/* what Print Slips prints: the messages selected in the log, else those
 * delivered this Zug; a new array of the log's messages */
GPtrArray *vt_messages_panel_dup_slips    (VtMessagesPanel *self);
/* prints them (to @export_to as a PDF, if given); errors shown on the page */
gboolean   vt_messages_panel_print_slips  (VtMessagesPanel *self,
                                           const char      *export_to,
                                           GError         **error);
/* a message's row in the log selected, or not, as a click does */
void       vt_messages_panel_select       (VtMessagesPanel *self,
                                           const char      *message_id,
                                           gboolean         selected);

G_END_DECLS
