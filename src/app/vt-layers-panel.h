/* vt-layers-panel.h: the Layers page: show, hide and lock the map image, the terrain, the names and the troops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "vt-layers.h"

G_BEGIN_DECLS

#define VT_TYPE_LAYERS_PANEL (vt_layers_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtLayersPanel, vt_layers_panel, VT, LAYERS_PANEL, GtkWidget)

/* Properties: "layers". Each row's toggles follow @layers and set it. */
GtkWidget *vt_layers_panel_new        (void);
VtLayers  *vt_layers_panel_get_layers (VtLayersPanel *self);
void       vt_layers_panel_set_layers (VtLayersPanel *self,
                                       VtLayers      *layers);

G_END_DECLS
