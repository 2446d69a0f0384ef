/* vt-ruler-tool.c: a drag lays a ruler across the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-ruler-tool"

#include "config.h"

#include <math.h>

#include "vt-map-view.h"
#include "vt-measure.h"
#include "vt-ruler-tool.h"

struct _VtRulerTool
{
  VtMapTool parent_instance;

  gboolean  shown;
  VtPoint   from;
  VtPoint   to;
};

G_DEFINE_FINAL_TYPE (VtRulerTool, vt_ruler_tool, VT_TYPE_MAP_TOOL)

static double
ruler_length (VtRulerTool *self)
{
  return hypot (self->to.x - self->from.x, self->to.y - self->from.y);
}

static VtMapTool *
vt_ruler_tool_press (VtMapTool            *tool,
                     const VtMapToolEvent *event)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);

  self->shown = TRUE;
  self->from = self->to = event->point;
  vt_map_tool_queue_draw (tool);

  return tool;
}

static void
vt_ruler_tool_drag (VtMapTool            *tool,
                    const VtMapToolEvent *event)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);

  self->to = event->point;
  vt_map_tool_queue_draw (tool);
}

static void
vt_ruler_tool_release (VtMapTool            *tool,
                       const VtMapToolEvent *event)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);

  self->to = event->point;
}

/* Escape takes a laid ruler away. */
static gboolean
vt_ruler_tool_key_pressed (VtMapTool       *tool,
                           guint            keyval,
                           GdkModifierType  state)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);

  if (keyval != GDK_KEY_Escape || !self->shown)
    return FALSE;

  self->shown = FALSE;
  vt_map_tool_queue_draw (tool);
  return TRUE;
}

/* device-space text on a paper backdrop, centred on (@x, @y) */
static void
draw_tag (cairo_t    *cr,
          double      x,
          double      y,
          const char *text,
          double      size)
{
  cairo_text_extents_t extents;

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  cairo_rectangle (cr, x - extents.width / 2 - 5, y - extents.height / 2 - 4,
                   extents.width + 10, extents.height + 8);
  cairo_set_source_rgba (cr, 1, 1, 0.94, 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

static void
vt_ruler_tool_draw (VtMapTool        *tool,
                    cairo_t          *cr,
                    const VtViewport *viewport)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);
  VtScenario *scenario = vt_map_view_get_scenario (vt_map_tool_get_view (tool));
  g_autofree char *text = NULL;
  double x, y, x0, y0;

  if (!self->shown || scenario == NULL)
    return;

  text = vt_measure_format_distance (round (ruler_length (self)),
                                     vt_map_get_unit_of_length (vt_scenario_get_map (scenario)));

  cairo_move_to (cr, self->from.x, self->from.y);
  cairo_line_to (cr, self->to.x, self->to.y);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 5.0 / viewport->scale);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  cairo_set_line_width (cr, 2.0 / viewport->scale);
  cairo_stroke (cr);

  for (guint i = 0; i < 2; i++)
    {
      const VtPoint *end = i == 0 ? &self->from : &self->to;

      cairo_arc (cr, end->x, end->y, 4.0 / viewport->scale, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  vt_viewport_to_device (viewport, &self->from, &x0, &y0);
  vt_viewport_to_device (viewport, &self->to, &x, &y);
  /* beside the far end, out of the pointer's way */
  draw_tag (cr, x + (x >= x0 ? 1 : -1) * 40, y - 18, text, 13);
}

static void
vt_ruler_tool_reset (VtMapTool *tool)
{
  VtRulerTool *self = VT_RULER_TOOL (tool);

  self->shown = FALSE;
}

static void
vt_ruler_tool_class_init (VtRulerToolClass *klass)
{
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  tool_class->cursor_name = "crosshair";
  tool_class->press = vt_ruler_tool_press;
  tool_class->drag = vt_ruler_tool_drag;
  tool_class->release = vt_ruler_tool_release;
  tool_class->key_pressed = vt_ruler_tool_key_pressed;
  tool_class->draw = vt_ruler_tool_draw;
  tool_class->reset = vt_ruler_tool_reset;
}

static void
vt_ruler_tool_init (VtRulerTool *self)
{
}

VtMapTool *
vt_ruler_tool_new (VtMapView *view)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);

  return g_object_new (VT_TYPE_RULER_TOOL, "view", view, NULL);
}

gboolean
vt_ruler_tool_get_ruler (VtRulerTool *self,
                         VtPoint     *from,
                         VtPoint     *to,
                         double      *length)
{
  g_return_val_if_fail (VT_IS_RULER_TOOL (self), FALSE);

  if (!self->shown)
    return FALSE;

  if (from != NULL)
    *from = self->from;
  if (to != NULL)
    *to = self->to;
  if (length != NULL)
    *length = ruler_length (self);

  return TRUE;
}
