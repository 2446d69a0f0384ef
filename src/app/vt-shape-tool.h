/* vt-shape-tool.h: picks a terrain feature and changes its shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_SHAPE_TOOL (vt_shape_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtShapeTool, vt_shape_tool, VT, SHAPE_TOOL, VtMapTool)

/*
 * A click picks the feature there ("selected-feature"); the picked one
 * shows its corners as handles and its edges' middles as smaller ones.
 * Dragging a corner moves it, dragging an edge's middle puts a corner
 * there, dragging the feature moves it whole: each drag is one step of
 * @editor's undo, made on release, and the shape shows as it will be
 * while it is dragged. A click on a corner picks the corner.
 *
 * Keys while the tool has the map: Delete takes away the picked corner
 * (if the shape keeps enough) or else the feature; Ctrl+D duplicates;
 * [ and ] turn the feature 15° (with Shift 1°) against and with the
 * clock; Escape lets the feature go.
 *
 * Corners snap as the trace tool's do: to any other feature's corner
 * within about eight pixels unless Alt is held, and with snap-to-grid to
 * the ruleset's grid.
 *
 * Signal "refused" (s: the editor's reason, for the designer: the terrain
 * is locked).
 */
VtMapTool  *vt_shape_tool_new                  (VtMapView   *view,
                                                VtEditor    *editor);
/* the picked feature's id, or NULL */
const char *vt_shape_tool_get_selected_feature (VtShapeTool *self);
void        vt_shape_tool_set_selected_feature (VtShapeTool *self,
                                                const char  *feature_id);
/* the picked corner's index, or -1 */
int         vt_shape_tool_get_selected_vertex  (VtShapeTool *self);
void        vt_shape_tool_set_snap_to_grid     (VtShapeTool *self,
                                                gboolean     snap);
gboolean    vt_shape_tool_get_snap_to_grid     (VtShapeTool *self);

/* What the keys and the window's actions do with the picked feature;
 * FALSE when nothing is picked or the editor refused ("refused" says
 * why). */
gboolean    vt_shape_tool_delete               (VtShapeTool *self);
/* a copy a little to the south-east, picked afterwards */
gboolean    vt_shape_tool_duplicate            (VtShapeTool *self);
/* about the feature's centre, clockwise on the map */
gboolean    vt_shape_tool_rotate               (VtShapeTool *self,
                                                double       degrees);

G_END_DECLS
