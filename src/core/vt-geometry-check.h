/* vt-geometry-check.h: faults of a laid-out map a designer can fix
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

typedef enum {
  VT_GEOMETRY_FAULT_OUTLINE_CROSSES,   /* a polygon's outline crosses itself */
  VT_GEOMETRY_FAULT_ROAD_ENDS_IN_WATER,
  VT_GEOMETRY_FAULT_ROAD_CROSSES_WATER,
  VT_GEOMETRY_FAULT_UNIT_IMPASSABLE,   /* a unit stands where it cannot move */
} VtGeometryFaultKind;

typedef struct {
  VtGeometryFaultKind  kind;
  char                *subject;  /* the feature's or unit's id */
  VtPoint              where;
  /* "hill 'h3': its outline crosses itself near (1200, 840)" */
  char                *message;
  /* the water's id, for a road that crosses or ends in it; else NULL */
  char                *other;
} VtGeometryFault;

void       vt_geometry_fault_free   (VtGeometryFault *fault);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtGeometryFault, vt_geometry_fault_free)

/* Where the outline of @n points (closed back to the first) first crosses
 * itself, walking along it; sides that only touch do not cross. FALSE when
 * it does not. @first_side and @second_side (nullable) are the sides'
 * first points. */
gboolean   vt_polygon_find_crossing (const VtPoint *outline,
                                     guint          n,
                                     guint         *first_side,
                                     guint         *second_side,
                                     VtPoint       *where);

/* The faults of @scenario's measured terrain under @ruleset, features in
 * file order, then units: outlines that cross themselves; roads that end
 * in or cross water with no bridge or ford there (when the ruleset has
 * crossings at all); units on ground where every activity's march rate
 * is 0. A road is a kind the ruleset maps from OpenStreetMap's "highway",
 * water one from "waterway", a crossing one from "bridge" or "ford"
 * (without such a table: the kinds "road", "field-track"; "river",
 * "stream"; "bridge", "ford"). GPtrArray of VtGeometryFault, never NULL. */
GPtrArray *vt_geometry_check        (VtScenario    *scenario,
                                     VtRuleset     *ruleset);

G_END_DECLS
