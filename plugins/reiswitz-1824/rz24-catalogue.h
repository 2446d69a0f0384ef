/* rz24-catalogue.h: the pieces, terrain kinds, phases, options and provenance of 1824
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtUnitType    *rz24_catalogue_get_unit_types    (guint      *n_types);
const VtTerrainKind *rz24_catalogue_get_terrain_kinds (guint      *n_kinds);
const VtSection     *rz24_catalogue_get_sections      (guint      *n_sections);
const VtPhase       *rz24_catalogue_get_phases        (guint      *n_phases);
/* OpenStreetMap's tags as 1824's terrain kinds, first match first. */
const VtOsmTag      *rz24_catalogue_get_osm_tags      (guint      *n_tags);
const VtEditorInfo  *rz24_catalogue_get_editor_info   (void);
const VtActionParam *rz24_catalogue_get_options       (guint      *n_options);

/* The guns of §21 (for choices), and the umpire's words for them. */
extern const char * const rz24_gun_ids[];
extern const char * const rz24_gun_labels[];

/* Every formation any 1824 piece takes, with its label. */
const VtFormation   *rz24_catalogue_get_formations    (guint      *n_formations);
/* Every formation any 1824 piece takes, NULL-terminated (for choices). */
const char * const  *rz24_catalogue_get_all_formations (void);
/* Every unit type id, NULL-terminated (for choices). */
const char * const  *rz24_catalogue_get_unit_type_ids  (void);

/* The ground a full piece of @unit_type covers in @formation (NULL: the
 * type's default). FALSE when the type does not take that formation. */
gboolean             rz24_catalogue_get_footprint     (const char *unit_type,
                                                       const char *formation,
                                                       double     *frontage,
                                                       double     *depth);

G_END_DECLS
