/* vt-losses-panel.h: the Losses page: the loss ledger entry by entry, and each side's total
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_LOSSES_PANEL (vt_losses_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtLossesPanel, vt_losses_panel, VT, LOSSES_PANEL, GtkWidget)

/* Properties: "game". */
GtkWidget *vt_losses_panel_new      (void);
VtGame    *vt_losses_panel_get_game (VtLossesPanel *self);
/* Lists @game's loss ledger and the totals by side, following every change. */
void       vt_losses_panel_set_game (VtLossesPanel *self,
                                     VtGame        *game);

/* The ledger as CSV (vt_loss_ledger_to_csv), written safely to @file: what
 * Export CSV… does once a file is chosen. */
gboolean  vt_losses_panel_export_csv (VtLossesPanel  *self,
                                      GFile          *file,
                                      GError        **error);

G_END_DECLS
