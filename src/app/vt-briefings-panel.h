/* vt-briefings-panel.h: the Briefings page: the General-Idee for both sides, and each side's special idea for it alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_BRIEFINGS_PANEL (vt_briefings_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtBriefingsPanel, vt_briefings_panel, VT, BRIEFINGS_PANEL, GtkWidget)

/* Properties: "game". */
GtkWidget *vt_briefings_panel_new      (void);
VtGame    *vt_briefings_panel_get_game (VtBriefingsPanel *self);
/* Shows @game's General-Idee and its sides' special ideas. */
void       vt_briefings_panel_set_game (VtBriefingsPanel *self,
                                        VtGame           *game);

G_END_DECLS
