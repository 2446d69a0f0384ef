/* vt-map-view.h: the map, drawn by the core renderer, with pan and zoom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_MAP_VIEW (vt_map_view_get_type ())
G_DECLARE_FINAL_TYPE (VtMapView, vt_map_view, VT, MAP_VIEW, GtkWidget)

GtkWidget  *vt_map_view_new               (void);
/* Shows @scenario drawn in @ruleset's styles; the whole map fits at first. */
void        vt_map_view_set_scenario      (VtMapView     *self,
                                           VtScenario    *scenario,
                                           VtRuleset     *ruleset);
VtScenario *vt_map_view_get_scenario      (VtMapView     *self);
const char *vt_map_view_get_selected_unit (VtMapView     *self);
void        vt_map_view_set_selected_unit (VtMapView     *self,
                                           const char    *unit_id);
/* Moves the map so @point is in the middle of the view. */
void        vt_map_view_centre_on         (VtMapView     *self,
                                           const VtPoint *point);
/* device pixels per unit of length */
double      vt_map_view_get_scale         (VtMapView     *self);
void        vt_map_view_get_viewport      (VtMapView     *self,
                                           VtViewport    *viewport);
/* Zooms by @factor keeping the map point under (@x, @y) where it is. */
void        vt_map_view_zoom_at           (VtMapView     *self,
                                           double         factor,
                                           double         x,
                                           double         y);
void        vt_map_view_zoom_in           (VtMapView     *self);
void        vt_map_view_zoom_out          (VtMapView     *self);
void        vt_map_view_zoom_fit          (VtMapView     *self);
/* The map point under widget coordinates (@x, @y); FALSE without a map. */
gboolean    vt_map_view_to_map            (VtMapView     *self,
                                           double         x,
                                           double         y,
                                           VtPoint       *point);

G_END_DECLS
