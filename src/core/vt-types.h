/* vt-types.h: forward declarations and small value types shared by the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _VtBoard            VtBoard;
typedef struct _VtDice             VtDice;
typedef struct _VtEvent            VtEvent;
typedef struct _VtFeature          VtFeature;
typedef struct _VtGame             VtGame;
typedef struct _VtJournal          VtJournal;
typedef struct _VtKnowledge        VtKnowledge;
typedef struct _VtLossLedger       VtLossLedger;
typedef struct _VtReach            VtReach;
typedef struct _VtMap              VtMap;
typedef struct _VtRuleset          VtRuleset;
typedef struct _VtRulesetRegistry  VtRulesetRegistry;
typedef struct _VtScenario         VtScenario;
typedef struct _VtSide             VtSide;
typedef struct _VtUnderlay         VtUnderlay;
typedef struct _VtUnit             VtUnit;

/* A position on the map, in the ruleset's unit of length (paces, inches)
 * or, on a board of cells, in board coordinates. y grows southwards. */
typedef struct {
  double x;
  double y;
} VtPoint;

/* A colour as the file stores it: "#rrggbb". Channels are 0..1. */
typedef struct {
  double red;
  double green;
  double blue;
} VtColour;

gboolean vt_colour_parse     (VtColour       *colour,
                              const char     *spec);
char    *vt_colour_to_string (const VtColour *colour);

typedef enum {
  VT_MAP_KIND_TERRAIN, /* measured terrain: features over an extent */
  VT_MAP_KIND_BOARD,   /* a fixed board of cells supplied by the ruleset */
} VtMapKind;

typedef enum {
  VT_GEOMETRY_POLYGON,
  VT_GEOMETRY_POLYLINE,
  VT_GEOMETRY_POINT,
} VtGeometry;

/* Plane geometry over map points, shared by the core and the rulesets. */
gboolean vt_polygon_contains  (const VtPoint *outline,
                               guint          n_outline,
                               const VtPoint *point);
double   vt_polyline_distance (const VtPoint *points,
                               guint          n_points,
                               const VtPoint *point);
double   vt_point_distance    (const VtPoint *a,
                               const VtPoint *b);
/* whether the segments a→b and c→d cross (touching is no crossing) */
gboolean vt_segments_cross    (const VtPoint *a,
                               const VtPoint *b,
                               const VtPoint *c,
                               const VtPoint *d);
/* whether the segment a→b crosses the line through @points */
gboolean vt_polyline_crosses  (const VtPoint *points,
                               guint          n_points,
                               const VtPoint *a,
                               const VtPoint *b);
/* How much of the segment a→b runs inside the polygon, sampled every
 * @step (in the unit of length). */
double   vt_polygon_length_inside (const VtPoint *outline,
                                   guint          n_outline,
                                   const VtPoint *a,
                                   const VtPoint *b,
                                   double         step);

/* Lines of sight, cover, fire over obstacles: the terrain features of
 * @features (a GListModel of VtFeature, as vt_map_get_features() gives it)
 * that the segment a→b crosses: polygons it runs through (sampled every
 * @step), polylines it crosses. In file order; the array holds references. */
GPtrArray *vt_features_crossed (GListModel    *features,
                                const VtPoint *a,
                                const VtPoint *b,
                                double         step);

/* The centre of the positions of @units (VtUnit; may be NULL); FALSE when
 * there are none. */
gboolean vt_units_get_centre  (GPtrArray     *units,
                               VtPoint       *centre);
/* the distance between two units' positions */
double   vt_units_distance    (VtUnit        *a,
                               VtUnit        *b);

const char *vt_geometry_to_string   (VtGeometry  geometry);
/* 3 for a polygon, 2 for a polyline, 1 for a point */
guint       vt_geometry_get_min_points (VtGeometry geometry);
gboolean    vt_geometry_from_string (const char *name,
                                     VtGeometry *geometry);

G_END_DECLS
