/* vt-ruler-tool.h: a drag lays a ruler across the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_RULER_TOOL (vt_ruler_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtRulerTool, vt_ruler_tool, VT, RULER_TOOL, VtMapTool)

VtMapTool *vt_ruler_tool_new       (VtMapView   *view);
/* The ruler's ends and its length in the unit of length; FALSE when none
 * is laid. It stays after the drag until Escape or another tool. */
gboolean   vt_ruler_tool_get_ruler (VtRulerTool *self,
                                    VtPoint     *from,
                                    VtPoint     *to,
                                    double      *length);

G_END_DECLS
