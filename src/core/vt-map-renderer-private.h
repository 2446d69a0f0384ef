/* vt-map-renderer-private.h: what the map's two layers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "vt-feature.h"
#include "vt-map-renderer.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-unit.h"

G_BEGIN_DECLS

/* The paper of the old plans: a pale buff that every terrain colour reads on. */
static const VtColour vt_paper = { 0.949, 0.929, 0.863 };
static const VtColour vt_ink = { 0.18, 0.16, 0.14 };
static const VtColour vt_unknown_kind = { 0.6, 0.6, 0.6 };

/* Below this many device pixels a piece would vanish; it is drawn this big. */
#define VT_MIN_PIECE_PX 5.0
#define VT_LABEL_PX     11.0
/* a figure on a board: this part of a unit of the board's length square */
#define VT_BOARD_FIGURE 0.5

static inline void
vt_set_colour (cairo_t        *cr,
               const VtColour *colour,
               double          alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, alpha);
}

/* Line widths and text sizes are given in device pixels. */
static inline double
vt_px (const VtViewport *viewport,
       double            pixels)
{
  return pixels / viewport->scale;
}

/* Map coordinates on @cr, clipped to the viewport. */
void                 _vt_enter_map          (cairo_t             *cr,
                                             const VtViewport    *viewport);
gboolean             _vt_box_visible        (const VtViewport    *viewport,
                                             const VtPoint       *min,
                                             const VtPoint       *max,
                                             double               slack);
/* the slack around a feature's extents within which it may still show */
double               _vt_feature_slack      (const VtTerrainKind *kind,
                                             const VtViewport    *viewport);
/* the positions, in file order, of the features that may show in @viewport
 * (each is still tested with _vt_box_visible) */
GArray              *_vt_find_visible_features (VtMap            *map,
                                                VtRuleset        *ruleset,
                                                const VtViewport *viewport);
const VtTerrainKind *_vt_kind_of            (VtFeature           *feature,
                                             VtRuleset           *ruleset);

typedef struct {
  VtPoint centre;
  double  frontage;
  double  depth;
  double  facing; /* radians clockwise from north */
} VtFootprint;

/* Where a piece stands and how much ground it covers. */
void                 _vt_unit_footprint     (VtUnit              *unit,
                                             VtScenario          *scenario,
                                             VtRuleset           *ruleset,
                                             VtFootprint         *footprint);

/* Where @cell's number (its @extents in the label font) is set: the
 * baseline's start in the viewport's device pixels, whole pixels. A square's
 * is above the figure that may stand on it, a half-square's beyond its base,
 * at the board's edge: where no figure covers it. */
void                 _vt_board_number_at    (const VtViewport           *viewport,
                                             const VtCell               *cell,
                                             const cairo_text_extents_t *extents,
                                             double                     *x,
                                             double                     *y);

/* How names are set for one draw (vt-label-setter.c). Names are given in
 * the space @cr is in when the setter starts, which is the viewport's
 * device pixels. */
typedef struct {
  cairo_scaled_font_t *font;
  /* an image at one pixel a pixel: the names' mask, in its own pixels */
  cairo_surface_t     *letters;
  cairo_t             *letters_cr;
  GArray              *boxes;    /* cairo_rectangle_int_t, in the mask's pixels */
  int                  to_letters_x; /* from @cr's space to the mask's pixels */
  int                  to_letters_y;
  double               letters_x;    /* the mask's first pixel, in device space */
  double               letters_y;
} VtLabelSetter;

/* one font, VT_LABEL_PX device pixels high, for every name of a draw */
cairo_scaled_font_t *_vt_label_font_new     (void);
void                 _vt_label_setter_init  (VtLabelSetter              *setter,
                                             cairo_t                    *cr);
/* a name with its baseline starting at (@x, @y), whole pixels */
void                 _vt_label_setter_set   (VtLabelSetter              *setter,
                                             cairo_t                    *cr,
                                             double                      x,
                                             double                      y,
                                             const char                 *text,
                                             const cairo_text_extents_t *extents);
/* lays the names set so far on @cr and lets the setter go */
void                 _vt_label_setter_finish (VtLabelSetter             *setter,
                                              cairo_t                   *cr);

G_END_DECLS
