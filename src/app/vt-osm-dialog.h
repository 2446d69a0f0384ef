/* vt-osm-dialog.h: "Import OpenStreetMap…": an .osm extract as the terrain of a new scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_OSM_DIALOG (vt_osm_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtOsmDialog, vt_osm_dialog, VT, OSM_DIALOG, GtkWindow)

/*
 * Chooses an extract, a ruleset that maps OpenStreetMap's tags (those of
 * @registry that declare some; @ruleset_id's first, if it does) and the
 * centre of the projection ("51.005, 13.010"; blank: the middle of the
 * extract). Import builds the scenario: the ruleset's id, the imported
 * ground, the title from the file's name and the sides a new game starts
 * with. Signal "scenario-imported" (VtScenario, s: the import's report in
 * words, what it made and what it left out); the dialog then shows the
 * report and offers Close. Errors are shown in the dialog, with the file
 * and line.
 */
VtOsmDialog *vt_osm_dialog_new           (GtkWindow          *parent,
                                          VtRulesetRegistry  *registry,
                                          const char         *ruleset_id);
void         vt_osm_dialog_set_file      (VtOsmDialog        *self,
                                          GFile              *file);
GFile       *vt_osm_dialog_get_file      (VtOsmDialog        *self);
VtRuleset   *vt_osm_dialog_get_ruleset   (VtOsmDialog        *self);
void         vt_osm_dialog_set_centre_text (VtOsmDialog      *self,
                                            const char       *text);
/* "51.005, 13.010" in degrees north and east; blank: FALSE with no error,
 * the extract's middle; anything else: FALSE and the error in words */
gboolean     vt_osm_dialog_parse_centre  (const char         *text,
                                          VtLatLon           *centre,
                                          GError            **error);
/* What Import does: the new scenario and @report in words, or NULL with
 * the error (also shown in the dialog). Emits "scenario-imported". */
VtScenario  *vt_osm_dialog_import        (VtOsmDialog        *self,
                                          char              **report,
                                          GError            **error);

G_END_DECLS
