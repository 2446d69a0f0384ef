/* vt-calibrate-tool.h: two clicks on the map image and their distance give its scale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-calibrate-dialog.h"
#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_CALIBRATE_TOOL (vt_calibrate_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtCalibrateTool, vt_calibrate_tool, VT, CALIBRATE_TOOL, VtMapTool)

/*
 * The designer clicks two points of the scanned map whose distance he
 * knows (a scale bar's ends), optionally a third straight north of the
 * first (a meridian, a church tower due north) to turn the picture, and
 * types the distance in the dialog that follows (VtCalibrateDialog). Enter
 * after the second click opens the dialog without turning; Backspace takes
 * the last click back; Escape, or Cancel in the dialog, gives up. A press
 * that moves pans the map, so the points may lie far apart. The result is
 * one undoable step of @editor: vt_editor_set_underlay with a calibrated
 * copy of the scenario's underlay (vt_underlay_calibrate).
 *
 * Properties: "editor" (construct-only), "prompt" (what to do next, for a
 * banner: "Click a second point…"), "n-points".
 * Signal "finished" (b: TRUE when calibrated): the calibration is made or
 * given up; whoever chose the tool sets the view's tool back.
 */
VtMapTool         *vt_calibrate_tool_new          (VtMapView        *view,
                                                   VtEditor         *editor);
const char        *vt_calibrate_tool_get_prompt   (VtCalibrateTool  *self);
guint              vt_calibrate_tool_get_n_points (VtCalibrateTool  *self);
/* the dialog asking the distance while it is open, or NULL */
VtCalibrateDialog *vt_calibrate_tool_get_dialog   (VtCalibrateTool  *self);
/* What the dialog's Calibrate does: calibrates the underlay on the points
 * clicked, @distance @unit apart ("pace", "metre", "yard", "foot",
 * "inch"); FALSE with the reason, in the designer's words, otherwise. */
gboolean           vt_calibrate_tool_apply        (VtCalibrateTool  *self,
                                                   double            distance,
                                                   const char       *unit,
                                                   GError          **error);

G_END_DECLS
