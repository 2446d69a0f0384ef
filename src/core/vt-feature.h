/* vt-feature.h: one terrain feature: a wood, a road, a church tower
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_TYPE_FEATURE (vt_feature_get_type ())
G_DECLARE_FINAL_TYPE (VtFeature, vt_feature, VT, FEATURE, GObject)

VtFeature     *vt_feature_new            (const char    *id,
                                          const char    *kind,
                                          VtGeometry     geometry);
VtFeature     *vt_feature_copy           (VtFeature     *self);
const char    *vt_feature_get_id         (VtFeature     *self);
/* a terrain kind id from the ruleset's catalogue */
const char    *vt_feature_get_kind       (VtFeature     *self);
VtGeometry     vt_feature_get_geometry   (VtFeature     *self);
const char    *vt_feature_get_name       (VtFeature     *self);
void           vt_feature_set_name       (VtFeature     *self,
                                          const char    *name);
void           vt_feature_add_point      (VtFeature     *self,
                                          const VtPoint *point);
const VtPoint *vt_feature_get_points     (VtFeature     *self,
                                          guint         *n_points);
/* free attributes the ruleset reads: "slope" = "10-15", "width" = "12" */
const char    *vt_feature_get_attribute  (VtFeature     *self,
                                          const char    *name);
void           vt_feature_set_attribute  (VtFeature     *self,
                                          const char    *name,
                                          const char    *value);
/* attribute names, sorted; free with g_strfreev */
GStrv          vt_feature_list_attributes(VtFeature     *self);
/* What a terrain event carries: id, kind, geometry, name ("" for none),
 * points, attributes. */
#define VT_FEATURE_VARIANT_TYPE "(ssssa(dd)a{ss})"
GVariant      *vt_feature_to_variant     (VtFeature     *self);
VtFeature     *vt_feature_new_from_variant (GVariant    *variant,
                                          GError       **error);
/* the bounding box of the points */
void           vt_feature_get_extents    (VtFeature     *self,
                                          VtPoint       *min,
                                          VtPoint       *max);

G_END_DECLS
