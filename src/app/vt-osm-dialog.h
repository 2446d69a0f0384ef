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
 * @registry that declare some; @ruleset_id's first, if it does), the
 * centre of the projection ("51.005, 13.010"; blank: the middle of the
 * extract), the title (the extract's name until the designer types one),
 * the start time (06:00) and the two sides' names (as New gives them).
 * Import builds the scenario as vertrauter-tool import-osm does
 * (vt_osm_import_new_scenario). When no road crosses water without a
 * bridge or ford, signal "scenario-imported" (VtScenario, s: the import's
 * report in words) follows at once and the dialog closes; else the dialog
 * lists those crossings (what validate would refuse) and emits it on Open
 * the Game. Errors are shown in the dialog, with the file and line.
 */
/* what both OpenStreetMap dialogs share: the extract's chooser, and the
 * list of crossings validate would refuse */
GtkFileChooserNative *vt_osm_dialog_new_extract_chooser (GtkWindow *parent);
void         vt_osm_dialog_show_crossings (GtkLabel          *heading,
                                           GtkLabel          *list,
                                           GPtrArray         *crossings);

VtOsmDialog *vt_osm_dialog_new           (GtkWindow          *parent,
                                          VtRulesetRegistry  *registry,
                                          const char         *ruleset_id);
void         vt_osm_dialog_set_file      (VtOsmDialog        *self,
                                          GFile              *file);
GFile       *vt_osm_dialog_get_file      (VtOsmDialog        *self);
VtRuleset   *vt_osm_dialog_get_ruleset   (VtOsmDialog        *self);
void         vt_osm_dialog_set_centre_text (VtOsmDialog      *self,
                                            const char       *text);
/* What Import does: the new scenario and @report in words, or NULL with
 * the error (also shown in the dialog). With no crossings to list, emits
 * "scenario-imported" and destroys the dialog before it returns. */
VtScenario  *vt_osm_dialog_import        (VtOsmDialog        *self,
                                          char              **report,
                                          GError            **error);

G_END_DECLS
