/* vt-layers.h: what of the map is shown and what is locked while the designer lays it out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define VT_TYPE_LAYERS (vt_layers_get_type ())
G_DECLARE_FINAL_TYPE (VtLayers, vt_layers, VT, LAYERS, GObject)

/*
 * The map's four layers as the designer sees them: the scanned map
 * (underlay), the terrain, the names and the troops. Each can be hidden;
 * all but the names can be locked, so a tool leaves them alone.
 * Properties (booleans, each notifying on a real change): "underlay-shown",
 * "terrain-shown", "labels-shown", "units-shown" (all TRUE at first),
 * "underlay-locked", "terrain-locked", "units-locked" (FALSE at first).
 */
VtLayers     *vt_layers_new                  (void);

gboolean      vt_layers_get_underlay_shown   (VtLayers *self);
void          vt_layers_set_underlay_shown   (VtLayers *self,
                                              gboolean  shown);
gboolean      vt_layers_get_terrain_shown    (VtLayers *self);
void          vt_layers_set_terrain_shown    (VtLayers *self,
                                              gboolean  shown);
gboolean      vt_layers_get_labels_shown     (VtLayers *self);
void          vt_layers_set_labels_shown     (VtLayers *self,
                                              gboolean  shown);
gboolean      vt_layers_get_units_shown      (VtLayers *self);
void          vt_layers_set_units_shown      (VtLayers *self,
                                              gboolean  shown);
gboolean      vt_layers_get_underlay_locked  (VtLayers *self);
void          vt_layers_set_underlay_locked  (VtLayers *self,
                                              gboolean  locked);
gboolean      vt_layers_get_terrain_locked   (VtLayers *self);
void          vt_layers_set_terrain_locked   (VtLayers *self,
                                              gboolean  locked);
gboolean      vt_layers_get_units_locked     (VtLayers *self);
void          vt_layers_set_units_locked     (VtLayers *self,
                                              gboolean  locked);

/* Whether a tool may pick and change the layer: shown and not locked. */
gboolean      vt_layers_get_terrain_editable (VtLayers *self);
/* FALSE, with the reason for the designer, while the terrain is hidden or locked */
gboolean      vt_layers_check_terrain        (VtLayers *self,
                                              GError  **error);
gboolean      vt_layers_get_units_editable   (VtLayers *self);
gboolean      vt_layers_get_underlay_editable(VtLayers *self);

/* Stateful actions named as the properties ("terrain-shown", …), for
 * menus and keys: a new group each call, bound to @self. */
GActionGroup *vt_layers_create_action_group  (VtLayers *self);

G_END_DECLS
