/* vt-unit-editor.h: the set-up of the selected units in edit mode: side, name, strength, formation, facing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_UNIT_EDITOR (vt_unit_editor_get_type ())
G_DECLARE_FINAL_TYPE (VtUnitEditor, vt_unit_editor, VT, UNIT_EDITOR, GtkWidget)

/*
 * Every change of a field is one step of the editor's undo (a group when
 * several units are set up at once), made through vt_editor_put_unit on
 * copies of the units; the fields follow the editor's "changed".
 * Signals: "refused" (s: the editor's reason, also shown on the page);
 * "units-created" (GStrv: the ids of the copies Duplicate made, for the
 * window to select them).
 */
GtkWidget  *vt_unit_editor_new       (void);
void        vt_unit_editor_set_editor (VtUnitEditor       *self,
                                       VtEditor           *editor);
VtEditor   *vt_unit_editor_get_editor (VtUnitEditor       *self);
/* the units whose set-up is shown; NULL or empty: none */
void        vt_unit_editor_set_units  (VtUnitEditor       *self,
                                       const char * const *unit_ids);
const char * const *vt_unit_editor_get_units (VtUnitEditor *self);

/* What the page's buttons, the catalogue and the arrange tool share. */

/* "Closed infantry block 3": the type's label and the number of units of
 * @unit_type on @side_id with this one, a name no unit of the side has yet. */
char       *vt_unit_editor_name_new_unit (VtEditor           *editor,
                                          const char         *side_id,
                                          const char         *unit_type);
/* A copy's name: @original's with its last number counted on ("… (3)"). */
char       *vt_unit_editor_name_copy     (VtEditor           *editor,
                                          VtUnit             *original);
/* Copies @unit_ids beside themselves, one frontage to their right (the
 * width of the group and one frontage, for several), with new ids, the
 * next names and their divisions, as one step; the copies' ids, or NULL
 * with the editor's error. */
GStrv       vt_unit_editor_duplicate     (VtEditor           *editor,
                                          const char * const *unit_ids,
                                          GError            **error);
/* Removes @unit_ids as one step. */
gboolean    vt_unit_editor_remove        (VtEditor           *editor,
                                          const char * const *unit_ids,
                                          GError            **error);

G_END_DECLS
