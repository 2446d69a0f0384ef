/* vt-reach.h: where a unit can get to in a move, over the ground
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

#define VT_TYPE_REACH (vt_reach_get_type ())
G_DECLARE_FINAL_TYPE (VtReach, vt_reach, VT, REACH, GObject)

/* The ground @unit can cover in @moves moves at @activity, asking the
 * ruleset's march rate for every piece of ground on the way (on terrain a
 * grid walked cheapest-first; on a board the cells by adjacency). */
VtReach    *vt_reach_new           (VtGame        *game,
                                    VtUnit        *unit,
                                    const char    *activity,
                                    guint          moves);
VtReach    *vt_reach_new_within    (VtGame        *game,
                                    VtUnit        *unit,
                                    const char    *activity,
                                    double         moves);
/* the march allowance on open ground of the best kind, in the unit of length */
double      vt_reach_get_allowance (VtReach       *self);
/* How far a move gets over the ground where the unit stands, in the unit of
 * length (a turn on the spot is paid at this pace); 0 when it cannot move. */
double      vt_reach_get_start_rate(VtReach       *self);
/* Moves needed to get to @point (0 at the start); G_MAXDOUBLE if it cannot. */
double      vt_reach_get_cost      (VtReach       *self,
                                    const VtPoint *point);
gboolean    vt_reach_contains      (VtReach       *self,
                                    const VtPoint *point);
/* Adds the reachable area to @cr's path, in map coordinates. */
void        vt_reach_trace         (VtReach       *self,
                                    cairo_t       *cr);

G_END_DECLS
