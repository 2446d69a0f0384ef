/* vt-journal-panel.h: the Journal page: every event of the game by Zug, greyed once undone
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

G_END_DECLS
