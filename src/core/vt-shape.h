/* vt-shape.h: the geometry of drawing and reshaping terrain features
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

/*
 * What the map editor's drawing tools work out, in the map's unit of
 * length. A feature in a map is never changed in place: the
 * vt_feature_dup_* calls return a new feature of the same id, kind, name
 * and attributes, for vt_editor_put_feature().
 */

/* A traced line with fewer corners (Douglas–Peucker): no point of the
 * trace lies further than @tolerance from the result. The ends are kept;
 * a @closed ring (a polygon's outline, without its first point repeated)
 * keeps at least three points. Returns a GArray of VtPoint. */
GArray    *vt_polyline_simplify          (const VtPoint *points,
                                          guint          n_points,
                                          double         tolerance,
                                          gboolean       closed);

/* The feature a click at @point means: the nearest point feature within
 * @tolerance, else the nearest line within @tolerance, else the smallest
 * polygon containing @point (a wood inside a hill is the wood), else a
 * polygon whose outline is within @tolerance. NULL when none; the map's
 * own (transfer none). */
VtFeature *vt_map_find_feature_at        (VtMap         *map,
                                          const VtPoint *point,
                                          double         tolerance);

/* The index of @feature's corner nearest @point, if within @tolerance;
 * -1 otherwise. */
int        vt_feature_find_vertex        (VtFeature     *feature,
                                          const VtPoint *point,
                                          double         tolerance);
/* The edge of @feature nearest @point within @tolerance: index i runs
 * from corner i to corner i + 1 (a polygon's last edge back to corner 0);
 * @foot (nullable) is the nearest point on it. -1 when none. */
int        vt_feature_find_edge          (VtFeature     *feature,
                                          const VtPoint *point,
                                          double         tolerance,
                                          VtPoint       *foot);
/* The middle of @feature's bounding box, which it is rotated about. */
void       vt_feature_get_centre         (VtFeature     *feature,
                                          VtPoint       *centre);

/* Puts @snapped on the corner of any feature of @map nearest @point
 * within @tolerance, but for the feature @except_id (nullable: the one
 * being drawn or reshaped); FALSE, and @snapped = @point, when none. */
gboolean   vt_map_snap_to_vertex         (VtMap         *map,
                                          const VtPoint *point,
                                          double         tolerance,
                                          const char    *except_id,
                                          VtPoint       *snapped);
/* The nearest crossing of a grid of @spacing laid from the map's origin;
 * a @spacing of 0 or less leaves @point as it is. */
void       vt_point_snap_to_grid         (const VtPoint *point,
                                          double         spacing,
                                          VtPoint       *snapped);

/* What a drawing tool does with the pointer: to a corner within
 * @tolerance as vt_map_snap_to_vertex() (TRUE), else to the grid of
 * @grid (0: none) as vt_point_snap_to_grid() (FALSE). */
gboolean   vt_map_snap_point             (VtMap         *map,
                                          const VtPoint *point,
                                          double         tolerance,
                                          double         grid,
                                          const char    *except_id,
                                          VtPoint       *snapped);

/* New copies of @feature. */
VtFeature *vt_feature_dup_with_vertex_moved    (VtFeature     *feature,
                                                guint          index,
                                                const VtPoint *to);
/* @point goes in after corner @after (a polygon's after its last corner
 * closes the ring); NULL when @after is past the last corner. */
VtFeature *vt_feature_dup_with_vertex_inserted (VtFeature     *feature,
                                                guint          after,
                                                const VtPoint *point);
/* NULL when the shape would be left with too few corners (a polygon
 * under 3, a line under 2, a point at all) or @index is out of range. */
VtFeature *vt_feature_dup_with_vertex_deleted  (VtFeature     *feature,
                                                guint          index);
VtFeature *vt_feature_dup_translated           (VtFeature     *feature,
                                                double         dx,
                                                double         dy);
/* turned @degrees clockwise on the map (y grows southwards) about
 * vt_feature_get_centre() */
VtFeature *vt_feature_dup_rotated              (VtFeature     *feature,
                                                double         degrees);
/* as @feature, with @points instead of its corners */
VtFeature *vt_feature_dup_with_points          (VtFeature     *feature,
                                                const VtPoint *points,
                                                guint          n_points);

G_END_DECLS
