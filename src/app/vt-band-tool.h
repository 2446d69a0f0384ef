/* vt-band-tool.h: a drag spans a band; the units inside it join the selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map-tool.h"

G_BEGIN_DECLS

#define VT_TYPE_BAND_TOOL (vt_band_tool_get_type ())
G_DECLARE_FINAL_TYPE (VtBandTool, vt_band_tool, VT, BAND_TOOL, VtMapTool)

VtMapTool *vt_band_tool_new (VtMapView *view);

G_END_DECLS
