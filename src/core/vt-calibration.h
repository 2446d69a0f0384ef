/* vt-calibration.h: where an underlay's pixels lie on the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_CALIBRATION_ERROR (vt_calibration_error_quark ())

typedef enum {
  VT_CALIBRATION_ERROR_UNKNOWN_UNIT,  /* a length in a unit Vertrauter cannot convert */
  VT_CALIBRATION_ERROR_DEGENERATE,    /* points that coincide, or a distance of 0 */
} VtCalibrationError;

GQuark vt_calibration_error_quark (void);

/* One point the designer pinned: a pixel of the image and where it lies on
 * the map, in the map's unit of length. */
typedef struct {
  VtPoint image;
  VtPoint map;
} VtCalibrationPoint;

/* map = scale · R(rotation) · image + offset: a similarity, so a scanned
 * plan is neither sheared nor stretched one way. y grows southwards on
 * both, as the image's rows and the map's y do. */
typedef struct {
  double  scale;     /* map units per pixel */
  double  rotation;  /* radians, clockwise on screen (y down) */
  VtPoint offset;    /* where the image's pixel (0, 0) lies on the map */
} VtCalibration;

/* Lengths the designer may type: "pace", "metre", "yard", "foot", "inch". */
gboolean vt_length_convert             (double               value,
                                        const char          *from_unit,
                                        const char          *to_unit,
                                        double              *result,
                                        GError             **error);
/* metres in one @unit; 0 when Vertrauter does not know it */
double   vt_length_get_metres          (const char          *unit);

void     vt_calibration_init_identity  (VtCalibration       *self);
/* Two pixels @a and @b that lie @distance @distance_unit apart on the
 * ground: scale only. @a keeps where the scale alone puts it, so the
 * image's top left corner is at the map's. When @north is given, it is a
 * pixel straight north of @a on the ground (up on the map): the image is
 * turned about @a until it is. */
gboolean vt_calibration_init_from_distance (VtCalibration *self,
                                        const VtPoint       *a,
                                        const VtPoint       *b,
                                        double               distance,
                                        const char          *distance_unit,
                                        const char          *map_unit,
                                        const VtPoint       *north,
                                        GError             **error);
/* Two or more pinned points: the similarity that fits them best (least
 * squares; exact for two). */
gboolean vt_calibration_fit            (VtCalibration            *self,
                                        const VtCalibrationPoint *points,
                                        guint                     n_points,
                                        GError                  **error);
void     vt_calibration_image_to_map   (const VtCalibration *self,
                                        const VtPoint       *image,
                                        VtPoint             *map);
void     vt_calibration_map_to_image   (const VtCalibration *self,
                                        const VtPoint       *map,
                                        VtPoint             *image);

G_END_DECLS
