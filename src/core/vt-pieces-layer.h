/* vt-pieces-layer.h: the upper layer of the map, laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "vt-map-renderer.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* Where each piece and each name goes for one viewport, worked out once:
 * a view keeps the layer it drew, and when a unit moves or the selection
 * changes it redraws only where the new layer differs from the kept one. */
typedef struct _VtPiecesLayer VtPiecesLayer;

/* Lays out the reach of a move, the units and every name, the terrain's
 * included (names keep off the pieces and each other). It holds copies of
 * what it draws, so it outlives changes to @scenario. */
VtPiecesLayer  *vt_pieces_layer_new  (VtScenario            *scenario,
                                      VtRuleset             *ruleset,
                                      const VtViewport      *viewport,
                                      const VtRenderOptions *options);
void            vt_pieces_layer_free (VtPiecesLayer         *layer);
/* Draws what meets @cr's clip; @cr is in the viewport's device pixels. */
void            vt_pieces_layer_draw (VtPiecesLayer         *layer,
                                      cairo_t               *cr);
/* Where @a and @b would draw differently, in device pixels; all of the
 * view when their viewports or reaches differ. */
cairo_region_t *vt_pieces_layer_diff (const VtPiecesLayer   *a,
                                      const VtPiecesLayer   *b);
/* Where @region is, clears @cr's surface and draws @layer: how a view
 * brings the layer it keeps up to @layer. */
void            vt_pieces_layer_redraw (VtPiecesLayer        *layer,
                                        cairo_t              *cr,
                                        const cairo_region_t *region);
/* how many names found a place */
guint           vt_pieces_layer_get_n_names (const VtPiecesLayer *layer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtPiecesLayer, vt_pieces_layer_free)

G_END_DECLS
