/* vt-map-renderer.h: draws a map and its units with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* Which part of the map lands where: device = (map - origin) * scale. */
typedef struct {
  VtPoint origin;   /* map point at the top left of the surface */
  double  scale;    /* device pixels per unit of length */
  double  width;    /* surface size in device pixels */
  double  height;
} VtViewport;

void     vt_viewport_to_device  (const VtViewport *viewport,
                                 const VtPoint    *map_point,
                                 double           *x,
                                 double           *y);
void     vt_viewport_to_map     (const VtViewport *viewport,
                                 double            x,
                                 double            y,
                                 VtPoint          *map_point);
/* the viewport that shows the whole map centred on a width × height surface */
void     vt_viewport_fit        (VtViewport       *viewport,
                                 VtScenario       *scenario,
                                 double            width,
                                 double            height);

/* The side of the map view's tiles, in pixels: 256 makes 40 of them for a
 * full-HD view, each a few milliseconds to draw. */
#define VT_TILE_PX 256

/* One square tile of @size pixels on a grid fixed to the map at @scale,
 * tile (0, 0) starting at the map's origin: a view keeps its ground in
 * such tiles and a pan draws only those it uncovers. */
void     vt_viewport_init_tile  (VtViewport       *viewport,
                                 double            scale,
                                 int               column,
                                 int               row,
                                 int               size);

typedef struct {
  const char         *selected_unit;  /* drawn highlighted; may be NULL */
  gboolean            labels;         /* unit and feature names */
  const char * const *selected_units; /* more highlighted units, NULL-terminated; may be NULL */
  VtReach            *reach;          /* a move's reachable ground, drawn under the units; may be NULL */
  /* A side's board: the scenario drawn is vt_knowledge_dup_view() of this
   * knowledge, and each piece is drawn as its mark says (troops seen,
   * last known, with when). May be NULL: the umpire's view. */
  VtKnowledge        *knowledge;
  /* The umpire's view "seen by" a side: the pieces that side does not see
   * now are drawn faded. May be NULL. */
  VtKnowledge        *seen_by;
  /* The picture of the scenario's underlay (vt_scenario_get_underlay),
   * decoded by the caller, as the core reads no JPEG, TIFF or SVG: drawn
   * over the paper and under the terrain where its calibration puts it, at
   * its opacity, while it is shown. NULL: no picture, as in the tool. */
  cairo_surface_t    *underlay;
  /* A board's cells drawn highlighted under the pieces: where a selected
   * figure may move (vt_ruleset_get_destinations). May be NULL. */
  const guint        *highlighted_cells;
  guint               n_highlighted_cells;
  /* the ground of a board without its cells' numbers (they are drawn
   * unless this is set) */
  gboolean            no_cell_numbers;
} VtRenderOptions;

/* The umpire's view: all terrain, all units with footprint and facing.
 * Only what intersects the viewport is drawn. @ruleset gives the drawing
 * styles and footprints. */
void     vt_map_renderer_draw   (cairo_t               *cr,
                                 VtScenario            *scenario,
                                 VtRuleset             *ruleset,
                                 const VtViewport      *viewport,
                                 const VtRenderOptions *options);
/* The two layers of vt_map_renderer_draw(), for a view that keeps the
 * ground (which does not change while a game is played) and draws only
 * what moves over it. */
void     vt_map_renderer_draw_ground (cairo_t               *cr,
                                      VtScenario            *scenario,
                                      VtRuleset             *ruleset,
                                      const VtViewport      *viewport);
/* The same with @options' underlay (nullable: none), for a view that keeps
 * the ground with the scanned map under it. */
void     vt_map_renderer_draw_ground_with (cairo_t               *cr,
                                           VtScenario            *scenario,
                                           VtRuleset             *ruleset,
                                           const VtViewport      *viewport,
                                           const VtRenderOptions *options);
void     vt_map_renderer_draw_pieces (cairo_t               *cr,
                                      VtScenario            *scenario,
                                      VtRuleset             *ruleset,
                                      const VtViewport      *viewport,
                                      const VtRenderOptions *options);
/* The unit whose footprint contains @point, topmost first; NULL if none.
 * Units of strength 0 are off the table: drawn dashed, never found here. */
VtUnit  *vt_map_renderer_unit_at(VtScenario            *scenario,
                                 VtRuleset             *ruleset,
                                 const VtPoint         *point);
/* The same, for a pointer: the piece as drawn at @viewport's scale, which is
 * never less than 10 by 5 pixels however narrow the unit is. */
VtUnit  *vt_map_renderer_unit_drawn_at (VtScenario       *scenario,
                                        VtRuleset        *ruleset,
                                        const VtViewport *viewport,
                                        const VtPoint    *point);

/* Writes a PNG, SVG or PDF by the file's extension. */
gboolean vt_map_renderer_export (VtScenario            *scenario,
                                 VtRuleset             *ruleset,
                                 const char            *path,
                                 int                    width,
                                 int                    height,
                                 GError               **error);
/* The same with @options (names are always drawn): with a knowledge, a
 * side's board, its scenario being vt_knowledge_dup_view() of it, and the
 * file holds nothing that side does not know. */
gboolean vt_map_renderer_export_with (VtScenario            *scenario,
                                      VtRuleset             *ruleset,
                                      const VtRenderOptions *options,
                                      const char            *path,
                                      int                    width,
                                      int                    height,
                                      GError               **error);

G_END_DECLS
