/* vt-forces-panel.h: the Forces page: every side's units, and the unit panel for the selected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-unit-panel.h"

G_BEGIN_DECLS

#define VT_TYPE_FORCES_PANEL (vt_forces_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtForcesPanel, vt_forces_panel, VT, FORCES_PANEL, GtkWidget)

/* Properties: "game". The "units-picked" signal follows the umpire picking
 * rows in the list; vt_forces_panel_get_picked_units() says which.
 * "units-activated": Enter on a row, the picked units to be moved on the
 * map. */
GtkWidget   *vt_forces_panel_new              (void);
VtGame      *vt_forces_panel_get_game         (VtForcesPanel      *self);
/* Lists the sides of @game's state with their units beneath, bound to them. */
void         vt_forces_panel_set_game         (VtForcesPanel      *self,
                                               VtGame             *game);
VtUnitPanel *vt_forces_panel_get_unit_panel   (VtForcesPanel      *self);
/* The units whose rows are selected, in the order of the list; owned by
 * the array. */
GPtrArray   *vt_forces_panel_get_picked_units (VtForcesPanel      *self);
/* Selects the rows of @unit_ids and scrolls to the first; the panel does
 * not emit "units-picked" for it. */
void         vt_forces_panel_show_units       (VtForcesPanel      *self,
                                               const char * const *unit_ids);

G_END_DECLS
