/* vt-select-tool.h: a click selects a unit, a drag moves the selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_SELECT_TOOL (vt_select_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtSelectTool, vt_select_tool, VT, SELECT_TOOL, VtMapTool)

/*
 * A click on a unit selects it alone (Ctrl or Shift: adds or removes it);
 * a click on open ground clears the selection. A drag from a selected unit
 * moves the whole selection by the same offset, each unit within its reach
 * or none at all; the view says why in "move-refused". Shift and a drag on
 * open ground hand the press to a band (VtBandTool); a plain drag there is
 * left to the view, which pans.
 */
VtMapTool *vt_select_tool_new (VtMapView *view);

G_END_DECLS
