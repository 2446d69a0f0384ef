/* vt-arrange-tool.h: set-up in edit mode: pick units, drag them anywhere, nudge, turn, copy, remove
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

/* An arrow key moves the selection this far, in the unit of length; with
 * Shift ten times as far. No rulebook gives it (derived: a few paces, less
 * than a tenth of a 1824 block's depth of 75 paces, §21, to line blocks up
 * by eye). */
#define VT_ARRANGE_NUDGE 5.0
/* [ and ] turn the selection this far, in degrees */
#define VT_ARRANGE_TURN 15.0

#define VT_TYPE_ARRANGE_TOOL (vt_arrange_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtArrangeTool, vt_arrange_tool, VT, ARRANGE_TOOL, VtMapTool)

/*
 * The set-up tool of edit mode: a click on a unit selects it alone (Ctrl
 * or Shift: adds or removes it), on open ground clears the selection;
 * Shift and a drag on open ground draw a band. A drag from a unit moves
 * the selection freely (no reach, no rules: this is the set-up), one step
 * of the editor's undo on release. Keys: Delete removes the selection,
 * Ctrl+D duplicates it, the arrows nudge it by VT_ARRANGE_NUDGE (Shift:
 * ten times), [ and ] turn it by VT_ARRANGE_TURN about its middle.
 * Signal: "refused" (s: the editor's reason).
 */
VtMapTool *vt_arrange_tool_new        (VtMapView *view,
                                       VtEditor  *editor);
VtEditor  *vt_arrange_tool_get_editor (VtArrangeTool *self);

G_END_DECLS
