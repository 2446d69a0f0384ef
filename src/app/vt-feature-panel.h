/* vt-feature-panel.h: the properties of one feature of the map: its kind, name and what the ruleset lets it carry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_FEATURE_PANEL (vt_feature_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtFeaturePanel, vt_feature_panel, VT, FEATURE_PANEL, GtkWidget)

/*
 * The feature of @feature_id in the editor's game as it stands: its kind
 * (among the ruleset's kinds of the same geometry), name, every attribute
 * the ruleset declares for the kind (vt_ruleset_get_editor_info()), its
 * vertices and length or area, and the kind's description. Each change is
 * one step of the editor's undo; the panel follows the editor's "changed",
 * so undo and redo show, and a feature taken away leaves the panel
 * empty. While the editor is locked the fields cannot be changed.
 * Properties: "editor", "feature-id". Signal: "name-entered" (Enter or
 * Escape in the name).
 */
GtkWidget  *vt_feature_panel_new            (void);
VtEditor   *vt_feature_panel_get_editor     (VtFeaturePanel *self);
void        vt_feature_panel_set_editor     (VtFeaturePanel *self,
                                             VtEditor       *editor);
const char *vt_feature_panel_get_feature_id (VtFeaturePanel *self);
/* NULL: no feature, and a hint to pick one */
void        vt_feature_panel_set_feature    (VtFeaturePanel *self,
                                             const char     *feature_id);
void        vt_feature_panel_focus_name     (VtFeaturePanel *self);

G_END_DECLS
