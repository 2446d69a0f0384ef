/* vt-catalogue-panel.h: the ruleset's troops by arm, dragged onto the map to place them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-map-view.h"

G_BEGIN_DECLS

/* What a row of the catalogue carries when it is dragged: this and the
 * unit type's id ("vertrauter-unit-type:infantry-block"). */
#define VT_CATALOGUE_DRAG_PREFIX "vertrauter-unit-type:"

#define VT_TYPE_CATALOGUE_PANEL (vt_catalogue_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtCataloguePanel, vt_catalogue_panel, VT, CATALOGUE_PANEL, GtkWidget)

/*
 * The unit types of the editor's ruleset, grouped by arm, and the side
 * that new troops join. A row dropped on the map view places a new unit
 * of its type there (Enter on a row: in the middle of what the view
 * shows), at full strength in its first formation, facing the middle of
 * the map, and selects it. The editor's refusals are shown on the page.
 * Signal: "refused" (s: the reason).
 */
GtkWidget  *vt_catalogue_panel_new          (void);
void        vt_catalogue_panel_set_editor   (VtCataloguePanel *self,
                                             VtEditor         *editor);
/* Installs the drop target on @view (NULL takes it away). */
void        vt_catalogue_panel_set_map_view (VtCataloguePanel *self,
                                             VtMapView        *view);
/* the id of the side new units join; NULL when the scenario has none */
const char *vt_catalogue_panel_get_side     (VtCataloguePanel *self);
void        vt_catalogue_panel_set_side     (VtCataloguePanel *self,
                                             const char       *side_id);
/* What a drop does: @content as a row carries it, at widget point
 * (@x, @y) of the map view. FALSE when nothing was placed. */
gboolean    vt_catalogue_panel_drop         (VtCataloguePanel *self,
                                             const char       *content,
                                             double            x,
                                             double            y);
/* Places a unit of @unit_type for the chosen side at @point on the map
 * and selects it; its id, or NULL with the editor's error (also shown). */
char       *vt_catalogue_panel_place_unit   (VtCataloguePanel *self,
                                             const char       *unit_type,
                                             const VtPoint    *point,
                                             GError          **error);

G_END_DECLS
