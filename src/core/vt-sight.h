/* vt-sight.h: the ground's height and lines of sight over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib-object.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* What a side sees of a unit, least first. */
typedef enum {
  VT_SIGHTING_NONE,    /* not seen: nothing of it may reach the side */
  VT_SIGHTING_TROOPS,  /* troops are seen there, strength and kind unknown (dust, a column's head) */
  VT_SIGHTING_EXACT,   /* seen as it is */
} VtSighting;

/*
 * The ground is stepped: a polygon whose terrain kind has a height (a hill)
 * is ground at that height inside (the feature's attribute "height"
 * overrides the kind's); where hills nest, the highest counts; elsewhere the
 * ground is at 0. Woods, villages, walls are no ground: they stand on it and
 * put their kind's obstacle_height in the way of a line (see VtTerrainKind).
 * Heights are in the ruleset's unit of length.
 */
double   vt_sight_get_elevation (VtScenario      *scenario,
                                 VtRuleset       *ruleset,
                                 const VtPoint   *point);
/* Whether an eye at @from, @eye_height above the ground, sees a point
 * @target_height above the ground at @to; the feature in the way in
 * @blocker when not (transfer none). Distance, night and the horizon are
 * the sight range's, not the line's. */
gboolean vt_sight_line_clear    (VtScenario      *scenario,
                                 VtRuleset       *ruleset,
                                 const VtPoint   *from,
                                 double           eye_height,
                                 const VtPoint   *to,
                                 double           target_height,
                                 VtFeature      **blocker);

G_END_DECLS
