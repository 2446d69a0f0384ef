/* vt-band-tool.c: a drag spans a band; the units inside it join the selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-band-tool"

#include "config.h"

#include <math.h>

#include "vt-band-tool.h"
#include "vt-map-view.h"

struct _VtBandTool
{
  VtMapTool parent_instance;

  gboolean  spanning;
  VtPoint   from;   /* where the button went down */
  VtPoint   to;     /* the map point under the pointer now */
};

G_DEFINE_FINAL_TYPE (VtBandTool, vt_band_tool, VT_TYPE_MAP_TOOL)

static VtMapTool *
vt_band_tool_press (VtMapTool            *tool,
                    const VtMapToolEvent *event)
{
  VtBandTool *self = VT_BAND_TOOL (tool);

  self->spanning = TRUE;
  self->from = self->to = event->point;

  return tool;
}

static void
vt_band_tool_drag (VtMapTool            *tool,
                   const VtMapToolEvent *event)
{
  VtBandTool *self = VT_BAND_TOOL (tool);

  self->to = event->point;
  vt_map_tool_queue_draw (tool);
}

/* The band adds to what was selected, in the order of the units. */
static void
vt_band_tool_release (VtMapTool            *tool,
                      const VtMapToolEvent *event)
{
  VtBandTool *self = VT_BAND_TOOL (tool);
  VtMapView *view = vt_map_tool_get_view (tool);
  const char * const *selected = vt_map_view_get_selected_units (view);
  GListModel *units = vt_scenario_get_units (vt_map_view_get_scenario (view));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  double x0, x1, y0, y1;

  self->spanning = FALSE;
  self->to = event->point;
  x0 = MIN (self->from.x, self->to.x);
  x1 = MAX (self->from.x, self->to.x);
  y0 = MIN (self->from.y, self->to.y);
  y1 = MAX (self->from.y, self->to.y);

  g_strv_builder_addv (builder, (const char **) selected);
  /* hidden or locked troops are not picked */
  for (guint i = 0; vt_map_view_get_units_pickable (view) && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint point;

      vt_map_tool_get_unit_position (tool, unit, &point);
      if (point.x >= x0 && point.x <= x1 && point.y >= y0 && point.y <= y1 &&
          !vt_map_tool_is_selected (tool, vt_unit_get_id (unit)))
        g_strv_builder_add (builder, vt_unit_get_id (unit));
    }

  ids = g_strv_builder_end (builder);
  vt_map_view_set_selected_units (view, (const char * const *) ids);
}

static void
vt_band_tool_cancel (VtMapTool *tool)
{
  VtBandTool *self = VT_BAND_TOOL (tool);

  self->spanning = FALSE;
}

static void
vt_band_tool_draw (VtMapTool        *tool,
                   cairo_t          *cr,
                   const VtViewport *viewport)
{
  VtBandTool *self = VT_BAND_TOOL (tool);

  if (!self->spanning)
    return;

  cairo_rectangle (cr, MIN (self->from.x, self->to.x), MIN (self->from.y, self->to.y),
                   fabs (self->to.x - self->from.x), fabs (self->to.y - self->from.y));
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 1.0 / viewport->scale);
  cairo_stroke (cr);
}

static void
vt_band_tool_class_init (VtBandToolClass *klass)
{
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  tool_class->press = vt_band_tool_press;
  tool_class->drag = vt_band_tool_drag;
  tool_class->release = vt_band_tool_release;
  tool_class->cancel = vt_band_tool_cancel;
  tool_class->draw = vt_band_tool_draw;
}

static void
vt_band_tool_init (VtBandTool *self)
{
}

VtMapTool *
vt_band_tool_new (VtMapView *view)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);

  return g_object_new (VT_TYPE_BAND_TOOL, "view", view, NULL);
}
