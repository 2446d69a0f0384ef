/* vt-underlay-panel.h: the sidebar page of the scanned map under the terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-map-view.h"

G_BEGIN_DECLS

#define VT_TYPE_UNDERLAY_PANEL (vt_underlay_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtUnderlayPanel, vt_underlay_panel, VT, UNDERLAY_PANEL, GtkWidget)

/*
 * The designer's map image: import one (fitted over the map until
 * calibrated), calibrate it on the map view (VtCalibrateTool), show or hide
 * it, its opacity (one undo step a drag), and whether the scenario keeps
 * the picture or refers to its file. Every change goes through the editor.
 * A picture that cannot be read is said with its path, in the page.
 *
 * Properties: "editor", "map-view" (where Calibrate clicks, and whose
 * picture of the underlay the page shares), "scenario-file".
 */
GtkWidget *vt_underlay_panel_new               (void);
VtEditor  *vt_underlay_panel_get_editor        (VtUnderlayPanel *self);
void       vt_underlay_panel_set_editor        (VtUnderlayPanel *self,
                                                VtEditor        *editor);
VtMapView *vt_underlay_panel_get_map_view      (VtUnderlayPanel *self);
void       vt_underlay_panel_set_map_view      (VtUnderlayPanel *self,
                                                VtMapView       *view);
/* Where the scenario is saved (nullable: not yet), which a relative href
 * is relative to; also given to the map view's picture. */
GFile     *vt_underlay_panel_get_scenario_file (VtUnderlayPanel *self);
void       vt_underlay_panel_set_scenario_file (VtUnderlayPanel *self,
                                                GFile           *file);

/* What Import does once a file is chosen: the picture at @file under the
 * terrain, referred to, fitted over the map; FALSE with the reason (the
 * path and why) when it cannot be read, shown in the page too. */
gboolean   vt_underlay_panel_import_file       (VtUnderlayPanel *self,
                                                GFile           *file,
                                                GError         **error);
/* What Calibrate does: the map view's tool becomes a VtCalibrateTool until
 * it is finished, then the tool before it again. */
void       vt_underlay_panel_calibrate         (VtUnderlayPanel *self);
/* "1 pixel = 2.41 paces, turned 3.2° clockwise" */
char      *vt_underlay_panel_describe_calibration (const VtCalibration *calibration,
                                                   const char          *unit);

/* the sheet made the calibrated picture's extent, its corner at the
 * picture's; one step of undo; the view shows it whole */
gboolean    vt_underlay_panel_fit_sheet           (VtUnderlayPanel  *self,
                                                   GError          **error);
/* PNG, JPEG, TIFF and SVG, as the map image page reads them */
void        vt_underlay_panel_add_image_filters   (GtkFileChooser   *chooser);
/* just calibrated: an empty sheet is fitted to the picture */
void        vt_underlay_panel_calibrated          (VtUnderlayPanel  *self);

G_END_DECLS
