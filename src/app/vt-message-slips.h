/* vt-message-slips.h: messages in words, and printed on slips for handing to the players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* The sender and the addressee by name: a unit's name, a side's name (its
 * commander), or "the umpire". */
char     *vt_message_slip_dup_from    (VtGame     *game,
                                       VtMessage  *message);
char     *vt_message_slip_dup_to      (VtGame     *game,
                                       VtMessage  *message);
/* "Zug 7, 06:42" */
char     *vt_message_slip_dup_when    (VtGame     *game,
                                       guint       move,
                                       guint       minutes);
/* "Order", or "Intelligence (from spies)" */
char     *vt_message_slip_dup_kind    (VtMessage  *message);
/* the first line of its text as it arrives */
char     *vt_message_slip_dup_first_line (VtMessage *message);
/* "in transit", "held", "delivered"… */
const char *vt_message_slip_state_words (VtMessageState state);

/* One slip's text: from, to, kind, sent and arrival times, the text. */
char     *vt_message_slip_dup_text    (VtGame     *game,
                                       VtMessage  *message);

/* Prints @messages (of VtMessage), three slips to an A4 page with a line to
 * cut along, through GTK's print dialog; with @export_to to that PDF
 * without a dialog (GTK_PRINT_OPERATION_ACTION_EXPORT). */
gboolean  vt_message_slips_print      (GtkWindow  *parent,
                                       VtGame     *game,
                                       GPtrArray  *messages,
                                       const char *export_to,
                                       GError    **error);

G_END_DECLS
