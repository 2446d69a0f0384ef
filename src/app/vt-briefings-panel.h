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

/* Properties: "game", "editor". */
GtkWidget *vt_briefings_panel_new      (void);
VtGame    *vt_briefings_panel_get_game (VtBriefingsPanel *self);
/* Shows @game's General-Idee and its sides' special ideas. */
void       vt_briefings_panel_set_game (VtBriefingsPanel *self,
                                        VtGame           *game);
/* With @editor (of the game shown, which it then becomes) the title, the
 * General-Idee and each side's special idea are edited in place, each
 * burst of typing one step of the editor's undo, applied once the typing
 * pauses or the field is left; undo and redo show. NULL: read-only. */
VtEditor  *vt_briefings_panel_get_editor (VtBriefingsPanel *self);
void       vt_briefings_panel_set_editor (VtBriefingsPanel *self,
                                          VtEditor         *editor);

G_END_DECLS
