/* vt-underlay-image.h: the picture of a scenario's scanned map, decoded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_UNDERLAY_IMAGE (vt_underlay_image_get_type ())
G_DECLARE_FINAL_TYPE (VtUnderlayImage, vt_underlay_image, VT, UNDERLAY_IMAGE, GObject)

/*
 * The core reads no JPEG, TIFF or SVG, so the app decodes the underlay's
 * file or embedded bytes with GdkPixbuf and hands the renderer a Cairo
 * image surface (VtRenderOptions.underlay). The last picture is kept while
 * the underlay's file (as resolved against the scenario's file) or bytes
 * stay the same, so every copy the editor makes of an underlay is decoded
 * once; so is a file that could not be read, until forgotten.
 *
 * Signal "changed" (no arguments): the picture may be another (a new
 * scenario file, or forgotten), so what was drawn with it is out of date.
 */
VtUnderlayImage *vt_underlay_image_new               (void);
/* Where the scenario is saved (nullable: not yet), for a relative href. */
void             vt_underlay_image_set_scenario_file (VtUnderlayImage  *self,
                                                      GFile            *scenario_file);
GFile           *vt_underlay_image_get_scenario_file (VtUnderlayImage  *self);
/* The picture of @underlay, an ARGB32 image surface one pixel an image
 * pixel (transfer none: valid until the next call or "changed"); NULL with
 * @error naming the file and why when it cannot be read. */
cairo_surface_t *vt_underlay_image_get_surface       (VtUnderlayImage  *self,
                                                      VtUnderlay       *underlay,
                                                      GError          **error);
/* The same picture for drawing at @device_per_pixel device pixels an image
 * pixel: zoomed far out, a copy halved as often as the drawing allows
 * (each kept once made), with its device scale set so that it covers the
 * picture's own size and the calibration holds as it is. Cairo then
 * filters a few pixels for each one drawn, not a whole scan's. */
cairo_surface_t *vt_underlay_image_get_surface_at    (VtUnderlayImage  *self,
                                                      VtUnderlay       *underlay,
                                                      double            device_per_pixel,
                                                      GError          **error);
/* Lets the kept picture go (the file may have been put right), and emits
 * "changed". */
void             vt_underlay_image_forget            (VtUnderlayImage  *self);

/* Decodes the picture anew, kept by nobody (transfer full). */
cairo_surface_t *vt_underlay_image_load              (VtUnderlay       *underlay,
                                                      GFile            *scenario_file,
                                                      GError          **error);

G_END_DECLS
