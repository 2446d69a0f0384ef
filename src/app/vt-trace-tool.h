/* vt-trace-tool.h: draws a new terrain feature, corner by corner or freehand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_TRACE_TOOL (vt_trace_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtTraceTool, vt_trace_tool, VT, TRACE_TOOL, VtMapTool)

/*
 * Draws a feature of @kind, a terrain kind of the view's ruleset, as its
 * geometry says: a point kind (a church) is placed by one click; a line
 * (a river, a road) or a polygon (a wood) takes a click for each corner,
 * and Enter, a second click on the last corner (a double-click) or, for a
 * polygon, a click on its first corner finishes it. BackSpace takes the
 * last corner back, Escape drops the drawing. A press and drag traces
 * freehand, the trace simplified on release to within about two pixels;
 * a trace begun with no corners is the whole feature.
 *
 * A corner snaps to any feature's corner within about eight pixels (Alt
 * held: it does not), and with snap-to-grid to the ruleset's grid.
 *
 * The feature goes to @editor as one step of its undo, with an id of
 * vt_editor_new_feature_id(). Signals: "feature-added" (s: its id);
 * "refused" (s: the editor's reason, for the designer: the terrain is
 * locked).
 */
VtMapTool  *vt_trace_tool_new              (VtMapView   *view,
                                            VtEditor    *editor,
                                            const char  *kind);
const char *vt_trace_tool_get_kind         (VtTraceTool *self);
void        vt_trace_tool_set_snap_to_grid (VtTraceTool *self,
                                            gboolean     snap);
gboolean    vt_trace_tool_get_snap_to_grid (VtTraceTool *self);
/* finishes the feature being drawn, as Enter does; FALSE when it has too
 * few corners yet (a polygon needs three, a line two) */
gboolean    vt_trace_tool_finish           (VtTraceTool *self);
/* the corners placed so far */
const VtPoint *vt_trace_tool_get_corners   (VtTraceTool *self,
                                            guint       *n_corners);

G_END_DECLS
