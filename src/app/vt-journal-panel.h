/* vt-journal-panel.h: the Journal page: every event of the game by Zug, greyed once undone, and the details of the one picked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_JOURNAL_PANEL (vt_journal_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtJournalPanel, vt_journal_panel, VT, JOURNAL_PANEL, GtkWidget)

/* Properties: "game". */
GtkWidget *vt_journal_panel_new      (void);
VtGame    *vt_journal_panel_get_game (VtJournalPanel *self);
/* Lists @game's journal and follows its head. */
void       vt_journal_panel_set_game (VtJournalPanel *self,
                                      VtGame         *game);
/* The entry picked in the list, whose details the page shows (signal
 * "event-selected" when it changes); NULL when none is. */
VtEvent   *vt_journal_panel_get_selected_event (VtJournalPanel *self);
/* The units an entry names, each once: in its payload and its changes. */
GStrv      vt_journal_panel_get_event_units    (VtJournalPanel *self,
                                                VtEvent        *event);

G_END_DECLS
