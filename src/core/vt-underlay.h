/* vt-underlay.h: a scanned or photographed map under the terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-calibration.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* An embedded image may be this large: its base64 (4/3 of it) must stay
 * under the 10,000,000 characters libxml2 allows one text without
 * XML_PARSE_HUGE, which the reader never sets. A scan of a sheet of A4 at
 * 200 dpi as JPEG is about 2 MiB; larger scans are referred to. */
#define VT_UNDERLAY_MAX_EMBEDDED (7 * 1024 * 1024)

#define VT_TYPE_UNDERLAY (vt_underlay_get_type ())
G_DECLARE_FINAL_TYPE (VtUnderlay, vt_underlay, VT, UNDERLAY, GObject)

/* An image the scenario refers to: @href as the designer gave it, saved
 * as it is (a relative one is relative to the scenario file). */
VtUnderlay *vt_underlay_new_for_href     (const char    *href);
/* An image the scenario carries: the bytes of the file (at most
 * VT_UNDERLAY_MAX_EMBEDDED) and its MIME type ("image/png"). */
VtUnderlay *vt_underlay_new_embedded     (GBytes        *bytes,
                                          const char    *mime_type);
VtUnderlay *vt_underlay_copy             (VtUnderlay    *self);
/* NULL when embedded */
const char *vt_underlay_get_href         (VtUnderlay    *self);
/* NULL when referred to */
GBytes     *vt_underlay_get_bytes        (VtUnderlay    *self);
const char *vt_underlay_get_mime_type    (VtUnderlay    *self);
gboolean    vt_underlay_is_embedded      (VtUnderlay    *self);
/* Where the image is for a scenario saved as @scenario_file (nullable: not
 * yet saved; a relative href is then relative to the working folder).
 * NULL when embedded. */
GFile      *vt_underlay_resolve_file     (VtUnderlay    *self,
                                          GFile         *scenario_file);
/* How a scenario saved as @scenario_file (nullable) names @image: relative
 * to the scenario's folder when the image lies in it or below (the two
 * travel together), its whole path otherwise. */
char       *vt_underlay_href_for_file    (GFile         *image,
                                          GFile         *scenario_file);
/* The scenario moves from @from (nullable: never saved) to @to: the href
 * is made to find the same image from there (vt_underlay_href_for_file).
 * TRUE when it changed; nothing happens to an embedded image. */
gboolean    vt_underlay_rebase           (VtUnderlay    *self,
                                          GFile         *from,
                                          GFile         *to);
/* Reads the referred image into the underlay, so it is saved with the
 * scenario from now on. */
gboolean    vt_underlay_embed            (VtUnderlay    *self,
                                          GFile         *scenario_file,
                                          GError       **error);
/* Refers to the image at @href instead (relative to the scenario file),
 * letting go of embedded bytes: the designer's choice the other way. */
void        vt_underlay_refer_to         (VtUnderlay    *self,
                                          const char    *href);
/* 0 (unseen) to 1 (opaque); 0.5 when new */
double      vt_underlay_get_opacity      (VtUnderlay    *self);
void        vt_underlay_set_opacity      (VtUnderlay    *self,
                                          double         opacity);
gboolean    vt_underlay_get_shown        (VtUnderlay    *self);
void        vt_underlay_set_shown        (VtUnderlay    *self,
                                          gboolean       shown);
/* Image pixels to map: the identity until calibrated. */
const VtCalibration *vt_underlay_get_calibration (VtUnderlay *self);
/* The points the calibration was fitted to, as the file keeps them. */
const VtCalibrationPoint *vt_underlay_get_points (VtUnderlay *self,
                                                  guint      *n_points);
/* Pins the points and fits the calibration to them (vt_calibration_fit);
 * FALSE and unchanged when they do not fit. */
gboolean    vt_underlay_set_points       (VtUnderlay               *self,
                                          const VtCalibrationPoint *points,
                                          guint                     n_points,
                                          GError                  **error);
/* The designer's two clicks and a distance (vt_calibration_init_from_distance);
 * pins @a, @b and @north (when given) where the calibration puts them. */
gboolean    vt_underlay_calibrate        (VtUnderlay    *self,
                                          const VtPoint *a,
                                          const VtPoint *b,
                                          double         distance,
                                          const char    *distance_unit,
                                          const char    *map_unit,
                                          const VtPoint *north,
                                          GError       **error);

G_END_DECLS
