/* vt-osm-into-dialog.h: "Import OpenStreetMap into This Scenario…": an extract laid into the scenario being laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_OSM_INTO_DIALOG (vt_osm_into_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtOsmIntoDialog, vt_osm_into_dialog, VT, OSM_INTO_DIALOG, GtkWindow)

/*
 * Chooses an extract and how it lies on the map of the scenario @editor
 * lays out: two known places, each its latitude and longitude and its
 * point on the map; or, when the scenario's scan is calibrated
 * (@calibration, @image_width × @image_height pixels; NULL: none), the
 * latitude and longitude of the scan's top left and bottom right corners.
 * Import adds the extract's terrain as one step of the editor's undo
 * (vt_osm_import_path_into, as vertrauter-tool import-osm --into does) and
 * closes; when roads then cross water with no bridge or ford, it lists
 * them first, with Close. Errors are shown in the dialog.
 */
VtOsmIntoDialog *vt_osm_into_dialog_new      (GtkWindow           *parent,
                                              VtEditor            *editor,
                                              VtRuleset           *ruleset,
                                              const VtCalibration *calibration,
                                              double               image_width,
                                              double               image_height);
void             vt_osm_into_dialog_set_file (VtOsmIntoDialog     *self,
                                              GFile               *file);
/* What Import does; FALSE with the error, also shown in the dialog. With
 * no crossings to list, the dialog is destroyed before it returns. */
gboolean         vt_osm_into_dialog_import   (VtOsmIntoDialog     *self,
                                              GError             **error);

G_END_DECLS
