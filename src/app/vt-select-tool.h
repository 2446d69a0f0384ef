/* vt-select-tool.h: a click selects a unit, a drag moves the selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

/* An arrow key carries the ghosts a tenth of the unit's move; a figure on
 * a board, ten pixels */
#define VT_SELECT_KEY_STEPS 10.0
#define VT_SELECT_KEY_STEP_PX 10.0

#define VT_TYPE_SELECT_TOOL (vt_select_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtSelectTool, vt_select_tool, VT, SELECT_TOOL, VtMapTool)

/*
 * A click on a unit selects it alone (Ctrl or Shift: adds or removes it);
 * a click on open ground clears the selection. A drag from a selected unit
 * moves the whole selection by the same offset, each unit within its reach
 * or none at all; the view says why in "move-refused". Shift and a drag on
 * open ground hand the press to a band (VtBandTool); a plain drag there is
 * left to the view, which pans. From the keyboard, the arrows carry the
 * selection's ghosts (vt_select_tool_get_key_step(); Shift: half the move),
 * Return moves the selection there and Escape leaves it where it stands.
 */
VtMapTool *vt_select_tool_new          (VtMapView    *view);
/* the map distance an arrow key carries the ghosts now */
double     vt_select_tool_get_key_step (VtSelectTool *self);

G_END_DECLS
