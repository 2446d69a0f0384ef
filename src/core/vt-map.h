/* vt-map.h: the ground the game is played on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_TYPE_MAP (vt_map_get_type ())
G_DECLARE_FINAL_TYPE (VtMap, vt_map, VT, MAP, GObject)

/* Measured terrain of @width × @height in @unit_of_length ("pace"). */
VtMap      *vt_map_new_terrain        (double         width,
                                       double         height,
                                       const char    *unit_of_length);
/* The ruleset's board of cells; the map keeps a pointer to it (owned by the ruleset). */
VtMap      *vt_map_new_board          (const VtBoard *board,
                                       const char    *unit_of_length);
VtMap      *vt_map_copy               (VtMap         *self);
VtMapKind   vt_map_get_kind           (VtMap         *self);
double      vt_map_get_width          (VtMap         *self);
double      vt_map_get_height         (VtMap         *self);
/* A feature may run off the sheet (a road leaving it), but no further than
 * this many sheets: beyond is a slip or a hostile file, and would overflow
 * the drawing's grid. The reader and the editor both ask vt_map_reaches. */
#define VT_MAP_REACH_SHEETS 10
gboolean    vt_map_reaches            (VtMap         *self,
                                       const VtPoint *point);
const char *vt_map_get_unit_of_length (VtMap         *self);
/* A unit of length in words, one or several ("pace": "paces"), in the
 * user's language; a unit the core does not know reads as it is. */
const char *vt_unit_of_length_name    (const char    *unit_of_length,
                                       gboolean       plural);
/* Several of @unit_of_length: the known ones in the user's language, any
 * other made plural as English does; "units" for none. */
char       *vt_unit_of_length_dup_plural (const char *unit_of_length);
/* NULL for measured terrain */
const VtBoard *vt_map_get_board       (VtMap         *self);
/* A GListModel of VtFeature; empty on a board. */
GListModel *vt_map_get_features       (VtMap         *self);
VtFeature  *vt_map_find_feature       (VtMap         *self,
                                       const char    *id);

/*
 * Edits. Each one emits "changed" (no arguments) once it is done, so that
 * whatever shows the ground (a map view keeping a picture of it) knows to
 * draw it anew. A feature in a map is not edited in place: an editor
 * builds a copy and replaces it.
 */
void        vt_map_add_feature        (VtMap         *self,
                                       VtFeature     *feature);
/* @position as in the features model; past the end appends */
void        vt_map_insert_feature     (VtMap         *self,
                                       guint          position,
                                       VtFeature     *feature);
/* FALSE when the map has no feature @id; @position (nullable) says where
 * it was, so an undo can put it back. */
gboolean    vt_map_remove_feature     (VtMap         *self,
                                       const char    *id,
                                       guint         *position);
/* Puts @feature where the feature of the same id is; FALSE when there is none. */
gboolean    vt_map_replace_feature    (VtMap         *self,
                                       VtFeature     *feature);
/* Measured terrain only: a board is as large as its cells. */
void        vt_map_set_extent         (VtMap         *self,
                                       double         width,
                                       double         height);

G_END_DECLS
