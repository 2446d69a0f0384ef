/* vt-trace-tool.c: draws a new terrain feature, corner by corner or freehand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-trace-tool"

#include "config.h"

#include <math.h>

#include "vt-map-view.h"
#include "vt-trace-tool.h"
#include "vt-layers.h"

/* How near, in pixels, the pointer must come to a corner to land on it:
 * near enough to hit on a projected map with a mouse, far enough apart
 * that two corners drawn side by side are not taken for one. */
/* How far, in pixels, a simplified freehand trace may stray from the
 * hand's: less than the drawn line's own width. */
#define SIMPLIFY_PX 2.0

struct _VtTraceTool
{
  VtMapTool  parent_instance;

  VtEditor  *editor;
  char      *kind;
  VtGeometry geometry;
  gboolean   snap_to_grid;

  GArray    *corners;        /* of VtPoint: placed so far */
  VtPoint    pointer;        /* where the next corner would go */
  gboolean   pointer_shown;
  gboolean   pointer_snapped; /* on a corner */

  /* a press, until its release */
  gboolean   pressed;
  gboolean   freehand;       /* it moved past the click slop */
  double     press_x;
  double     press_y;
  GArray    *stroke;         /* of VtPoint: the hand's trace */
};

G_DEFINE_FINAL_TYPE (VtTraceTool, vt_trace_tool, VT_TYPE_MAP_TOOL)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_KIND,
  PROP_SNAP_TO_GRID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  FEATURE_ADDED,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const VtTerrainKind *
current_kind (VtTraceTool *self)
{
  VtMapView *view = vt_map_tool_get_view (VT_MAP_TOOL (self));
  VtRuleset *ruleset = view != NULL ? vt_map_view_get_ruleset (view) : NULL;

  return ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, self->kind) : NULL;
}

/* Where a corner at @point goes: onto a corner near it (of the map's
 * features, or this drawing's own first one), else the grid. Alt: as it is. */
static gboolean
snap (VtTraceTool     *self,
      const VtPoint   *point,
      GdkModifierType  state,
      VtPoint         *snapped)
{
  VtMap *map = vt_map_tool_get_map (VT_MAP_TOOL (self));
  double tolerance = VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self));

  *snapped = *point;
  if ((state & GDK_ALT_MASK) != 0 || map == NULL)
    return FALSE;

  if (self->corners->len > 0)
    {
      const VtPoint *first = &g_array_index (self->corners, VtPoint, 0);

      if (vt_point_distance (first, point) <= tolerance)
        {
          *snapped = *first;
          return TRUE;
        }
    }
  return vt_map_tool_snap (VT_MAP_TOOL (self), point, state, self->snap_to_grid, NULL, snapped);
}

static void
clear_drawing (VtTraceTool *self)
{
  g_array_set_size (self->corners, 0);
  g_array_set_size (self->stroke, 0);
  self->pressed = FALSE;
  self->freehand = FALSE;
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

/* Hands the corners to the editor as a new feature, and starts afresh. */
static gboolean
add_feature (VtTraceTool   *self,
             const VtPoint *points,
             guint          n_points)
{
  g_autoptr(VtFeature) feature = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  if (n_points < vt_geometry_get_min_points (self->geometry))
    return FALSE;
  if (self->geometry == VT_GEOMETRY_POINT)
    n_points = 1;

  id = vt_editor_new_feature_id (self->editor, self->kind);
  feature = vt_feature_new (id, self->kind, self->geometry);
  for (guint i = 0; i < n_points; i++)
    vt_feature_add_point (feature, &points[i]);

  if (!vt_layers_check_terrain (vt_map_view_get_layers (vt_map_tool_get_view (VT_MAP_TOOL (self))), &error) ||
      !vt_editor_put_feature (self->editor, feature, &error))
    {
      g_signal_emit (self, signals[REFUSED], 0, error->message);
      return FALSE;
    }

  clear_drawing (self);
  g_signal_emit (self, signals[FEATURE_ADDED], 0, id);
  return TRUE;
}

gboolean
vt_trace_tool_finish (VtTraceTool *self)
{
  g_autoptr(GArray) corners = NULL;

  g_return_val_if_fail (VT_IS_TRACE_TOOL (self), FALSE);

  if (self->corners->len < vt_geometry_get_min_points (self->geometry))
    return FALSE;

  /* the array is cleared once the feature is in */
  corners = g_array_copy (self->corners);
  return add_feature (self, (VtPoint *) corners->data, corners->len);
}

/* A click: a point is placed; a click on the last corner (the second of a
 * double-click) or a polygon's first finishes; any other is a corner. */
static void
place_corner (VtTraceTool     *self,
              const VtPoint   *point,
              GdkModifierType  state)
{
  double tolerance = VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self));
  guint n = self->corners->len;
  VtPoint corner;

  if (self->geometry == VT_GEOMETRY_POINT)
    {
      snap (self, point, state, &corner);
      add_feature (self, &corner, 1);
      return;
    }

  if (n >= 1 && vt_point_distance (&g_array_index (self->corners, VtPoint, n - 1), point) <= tolerance)
    {
      vt_trace_tool_finish (self);
      return;
    }
  if (self->geometry == VT_GEOMETRY_POLYGON && n >= 3 &&
      vt_point_distance (&g_array_index (self->corners, VtPoint, 0), point) <= tolerance)
    {
      vt_trace_tool_finish (self);
      return;
    }

  snap (self, point, state, &corner);
  g_array_append_val (self->corners, corner);
  self->pointer = corner;
  self->pointer_shown = TRUE;
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

/* A freehand trace, simplified: a whole feature when nothing was drawn
 * before it, else more corners for the one being drawn. */
static void
end_stroke (VtTraceTool     *self,
            GdkModifierType  state)
{
  gboolean whole = self->corners->len == 0;
  gboolean closed = whole && self->geometry == VT_GEOMETRY_POLYGON;
  g_autoptr(GArray) kept = NULL;
  guint n;

  n = self->stroke->len;
  if (n == 0)
    return;

  /* its ends land on corners as clicks do */
  snap (self, &g_array_index (self->stroke, VtPoint, n - 1), state,
        &g_array_index (self->stroke, VtPoint, n - 1));
  if (whole)
    snap (self, &g_array_index (self->stroke, VtPoint, 0), state,
          &g_array_index (self->stroke, VtPoint, 0));

  if (self->geometry == VT_GEOMETRY_POINT)
    {
      add_feature (self, &g_array_index (self->stroke, VtPoint, n - 1), 1);
      return;
    }

  kept = vt_polyline_simplify ((VtPoint *) self->stroke->data, n, SIMPLIFY_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self)), closed);
  g_array_set_size (self->stroke, 0);
  /* a polygon traced round to where it began does not repeat its first corner */
  if (closed && kept->len > 3 &&
      vt_point_distance (&g_array_index (kept, VtPoint, 0), &g_array_index (kept, VtPoint, kept->len - 1)) <=
      VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self)))
    g_array_remove_index (kept, kept->len - 1);

  if (whole)
    {
      if (!add_feature (self, (VtPoint *) kept->data, kept->len))
        g_array_append_vals (self->corners, kept->data, kept->len);
      vt_map_tool_queue_draw (VT_MAP_TOOL (self));
      return;
    }

  /* the trace began at the last corner: do not place it twice */
  for (guint i = 0; i < kept->len; i++)
    {
      const VtPoint *p = &g_array_index (kept, VtPoint, i);
      const VtPoint *last = &g_array_index (self->corners, VtPoint, self->corners->len - 1);

      if (vt_point_distance (p, last) > 0)
        g_array_append_val (self->corners, *p);
    }
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

/* whether the trace stayed within a corner's reach of where it began */
static gboolean
stroke_is_a_slip (VtTraceTool *self)
{
  guint first = self->corners->len > 0 ? 1 : 0;
  const VtPoint *start;

  if (self->stroke->len <= first)
    return TRUE;
  start = &g_array_index (self->stroke, VtPoint, first);
  for (guint i = first + 1; i < self->stroke->len; i++)
    if (vt_point_distance (start, &g_array_index (self->stroke, VtPoint, i)) > VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self)))
      return FALSE;
  return TRUE;
}

static VtMapTool *
vt_trace_tool_press (VtMapTool            *tool,
                     const VtMapToolEvent *event)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  self->pressed = TRUE;
  self->freehand = FALSE;
  self->press_x = event->x;
  self->press_y = event->y;
  g_array_set_size (self->stroke, 0);
  /* a trace from the last corner carries the line on */
  if (self->corners->len > 0)
    g_array_append_val (self->stroke, g_array_index (self->corners, VtPoint, self->corners->len - 1));
  g_array_append_val (self->stroke, event->point);

  /* the tool takes every press: drawing does not pan (the middle button does) */
  return tool;
}

static void
vt_trace_tool_drag (VtMapTool            *tool,
                    const VtMapToolEvent *event)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  if (!self->pressed)
    return;
  if (!self->freehand &&
      hypot (event->x - self->press_x, event->y - self->press_y) < VT_MAP_TOOL_CLICK_SLOP)
    return;

  self->freehand = TRUE;
  g_array_append_val (self->stroke, event->point);
  self->pointer = event->point;
  self->pointer_shown = TRUE;
  vt_map_tool_queue_draw (tool);
}

static void
vt_trace_tool_release (VtMapTool            *tool,
                       const VtMapToolEvent *event)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  if (!self->pressed)
    return;
  self->pressed = FALSE;

  if (self->freehand && stroke_is_a_slip (self))
    {
      /* a click whose hand slipped: a corner where it went down */
      VtPoint at = g_array_index (self->stroke, VtPoint, self->corners->len > 0 ? 1 : 0);

      self->freehand = FALSE;
      g_array_set_size (self->stroke, 0);
      place_corner (self, &at, event->state);
    }
  else if (self->freehand)
    {
      self->freehand = FALSE;
      end_stroke (self, event->state);
    }
  else
    {
      g_array_set_size (self->stroke, 0);
      place_corner (self, &event->point, event->state);
    }
}

static void
vt_trace_tool_cancel (VtMapTool *tool)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  /* the trace under way goes; the corners placed stay */
  self->pressed = FALSE;
  self->freehand = FALSE;
  g_array_set_size (self->stroke, 0);
  vt_map_tool_queue_draw (tool);
}

static void
vt_trace_tool_motion (VtMapTool            *tool,
                      const VtMapToolEvent *event)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  self->pointer_snapped = snap (self, &event->point, event->state, &self->pointer);
  self->pointer_shown = TRUE;
  vt_map_tool_queue_draw (tool);
}

static gboolean
vt_trace_tool_key_pressed (VtMapTool       *tool,
                           guint            keyval,
                           GdkModifierType  state)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (self->corners->len == 0)
        return FALSE;
      vt_trace_tool_finish (self);
      return TRUE;

    case GDK_KEY_BackSpace:
      if (self->corners->len == 0)
        return FALSE;
      g_array_set_size (self->corners, self->corners->len - 1);
      vt_map_tool_queue_draw (tool);
      return TRUE;

    case GDK_KEY_Escape:
      /* nothing drawn: Escape is the window's (to leave the tool) */
      if (self->corners->len == 0)
        return FALSE;
      clear_drawing (self);
      return TRUE;

    default:
      return FALSE;
    }
}

static void
set_colour (cairo_t        *cr,
            const VtColour *colour,
            double          alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, alpha);
}

static void
trace_path (cairo_t       *cr,
            const VtPoint *points,
            guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      if (i == 0)
        cairo_move_to (cr, points[i].x, points[i].y);
      else
        cairo_line_to (cr, points[i].x, points[i].y);
    }
}

static void
vt_trace_tool_draw (VtMapTool        *tool,
                    cairo_t          *cr,
                    const VtViewport *viewport)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);
  const VtTerrainKind *kind = current_kind (self);
  static const VtColour ink = { 0.1, 0.1, 0.1 };
  static const VtColour paper = { 1, 1, 0.94 };
  const VtColour *fill = kind != NULL ? &kind->fill : &paper;
  const VtColour *stroke = kind != NULL ? &kind->stroke : &ink;
  double px = 1.0 / viewport->scale;
  const VtPoint *corners = (const VtPoint *) self->corners->data;
  guint n = self->corners->len;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* the shape so far, in the kind's colours */
  if (n > 0)
    {
      trace_path (cr, corners, n);
      if (self->geometry == VT_GEOMETRY_POLYGON)
        {
          if (self->pointer_shown && !self->freehand)
            cairo_line_to (cr, self->pointer.x, self->pointer.y);
          cairo_close_path (cr);
          set_colour (cr, fill, 0.6);
          cairo_fill_preserve (cr);
          cairo_new_path (cr);
          trace_path (cr, corners, n);
          set_colour (cr, stroke, 1);
          cairo_set_line_width (cr, 2 * px);
          cairo_stroke (cr);
        }
      else
        {
          double width = MAX (kind != NULL ? kind->width : 0, 2 * px);

          set_colour (cr, stroke, 1);
          cairo_set_line_width (cr, width + 2 * px);
          cairo_stroke_preserve (cr);
          set_colour (cr, fill, 1);
          cairo_set_line_width (cr, width);
          cairo_stroke (cr);
        }

      /* the rubber band to the pointer, dashed: not placed yet */
      if (self->pointer_shown && !self->freehand)
        {
          double dash[] = { 6 * px, 4 * px };

          cairo_move_to (cr, corners[n - 1].x, corners[n - 1].y);
          cairo_line_to (cr, self->pointer.x, self->pointer.y);
          if (self->geometry == VT_GEOMETRY_POLYGON && n >= 2)
            cairo_line_to (cr, corners[0].x, corners[0].y);
          cairo_set_dash (cr, dash, 2, 0);
          set_colour (cr, stroke, 1);
          cairo_set_line_width (cr, 2 * px);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }

      /* the corners, the first bigger: a click there closes a polygon */
      for (guint i = 0; i < n; i++)
        {
          double r = (i == 0 && self->geometry == VT_GEOMETRY_POLYGON ? 6 : 4) * px;

          cairo_rectangle (cr, corners[i].x - r, corners[i].y - r, 2 * r, 2 * r);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_fill_preserve (cr);
          set_colour (cr, &ink, 1);
          cairo_set_line_width (cr, 1.5 * px);
          cairo_stroke (cr);
        }
    }

  /* the hand's trace as it goes */
  if (self->freehand && self->stroke->len > 1)
    {
      trace_path (cr, (const VtPoint *) self->stroke->data, self->stroke->len);
      set_colour (cr, stroke, 1);
      cairo_set_line_width (cr, 2.5 * px);
      cairo_stroke (cr);
    }

  /* where the next corner lands; a ring when it lands on a corner */
  if (self->pointer_shown && !self->freehand)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, self->pointer.x, self->pointer.y, (self->pointer_snapped ? 7 : 3) * px, 0, 2 * G_PI);
      if (self->pointer_snapped)
        {
          cairo_set_source_rgba (cr, 0.85, 0.1, 0.1, 1);
          cairo_set_line_width (cr, 2 * px);
          cairo_stroke (cr);
        }
      else
        {
          set_colour (cr, stroke, 1);
          cairo_fill (cr);
        }
    }

  cairo_restore (cr);
}

static void
vt_trace_tool_reset (VtMapTool *tool)
{
  VtTraceTool *self = VT_TRACE_TOOL (tool);

  self->pointer_shown = FALSE;
  clear_drawing (self);
}

static void
vt_trace_tool_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  VtTraceTool *self = VT_TRACE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_SNAP_TO_GRID:
      g_value_set_boolean (value, self->snap_to_grid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_trace_tool_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  VtTraceTool *self = VT_TRACE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      self->editor = g_value_dup_object (value);
      break;
    case PROP_KIND:
      self->kind = g_value_dup_string (value);
      break;
    case PROP_SNAP_TO_GRID:
      vt_trace_tool_set_snap_to_grid (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_trace_tool_constructed (GObject *object)
{
  VtTraceTool *self = VT_TRACE_TOOL (object);
  const VtTerrainKind *kind;

  G_OBJECT_CLASS (vt_trace_tool_parent_class)->constructed (object);

  kind = current_kind (self);
  self->geometry = kind != NULL ? kind->geometry : VT_GEOMETRY_POLYGON;
}

static void
vt_trace_tool_finalize (GObject *object)
{
  VtTraceTool *self = VT_TRACE_TOOL (object);

  g_clear_object (&self->editor);
  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->corners, g_array_unref);
  g_clear_pointer (&self->stroke, g_array_unref);

  G_OBJECT_CLASS (vt_trace_tool_parent_class)->finalize (object);
}

static void
vt_trace_tool_class_init (VtTraceToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  object_class->constructed = vt_trace_tool_constructed;
  object_class->finalize = vt_trace_tool_finalize;
  object_class->get_property = vt_trace_tool_get_property;
  object_class->set_property = vt_trace_tool_set_property;

  tool_class->cursor_name = "crosshair";
  tool_class->press = vt_trace_tool_press;
  tool_class->drag = vt_trace_tool_drag;
  tool_class->release = vt_trace_tool_release;
  tool_class->cancel = vt_trace_tool_cancel;
  tool_class->motion = vt_trace_tool_motion;
  tool_class->key_pressed = vt_trace_tool_key_pressed;
  tool_class->draw = vt_trace_tool_draw;
  tool_class->reset = vt_trace_tool_reset;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* a terrain kind id of the view's ruleset */
  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SNAP_TO_GRID] =
    g_param_spec_boolean ("snap-to-grid", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A feature drawn and in the editor: its id. */
  signals[FEATURE_ADDED] =
    g_signal_new ("feature-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The editor would not take it: why, for the designer. */
  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vt_trace_tool_init (VtTraceTool *self)
{
  self->corners = g_array_new (FALSE, FALSE, sizeof (VtPoint));
  self->stroke = g_array_new (FALSE, FALSE, sizeof (VtPoint));
}

/**
 * vt_trace_tool_new:
 * @view: the map view it draws on
 * @editor: the editor the features go to
 * @kind: a terrain kind id of the view's ruleset ("wood-light")
 *
 * Returns: (transfer full): a tool for vt_map_view_set_tool()
 */
VtMapTool *
vt_trace_tool_new (VtMapView  *view,
                   VtEditor   *editor,
                   const char *kind)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);
  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);
  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (vt_map_view_get_ruleset (view) != NULL &&
                        vt_ruleset_find_terrain_kind (vt_map_view_get_ruleset (view), kind) != NULL, NULL);

  return g_object_new (VT_TYPE_TRACE_TOOL, "view", view, "editor", editor, "kind", kind, NULL);
}

const char *
vt_trace_tool_get_kind (VtTraceTool *self)
{
  g_return_val_if_fail (VT_IS_TRACE_TOOL (self), NULL);

  return self->kind;
}

void
vt_trace_tool_set_snap_to_grid (VtTraceTool *self,
                                gboolean     snap_to_grid)
{
  g_return_if_fail (VT_IS_TRACE_TOOL (self));

  snap_to_grid = !!snap_to_grid;
  if (self->snap_to_grid == snap_to_grid)
    return;
  self->snap_to_grid = snap_to_grid;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SNAP_TO_GRID]);
}

gboolean
vt_trace_tool_get_snap_to_grid (VtTraceTool *self)
{
  g_return_val_if_fail (VT_IS_TRACE_TOOL (self), FALSE);

  return self->snap_to_grid;
}

const VtPoint *
vt_trace_tool_get_corners (VtTraceTool *self,
                           guint       *n_corners)
{
  g_return_val_if_fail (VT_IS_TRACE_TOOL (self), NULL);

  if (n_corners != NULL)
    *n_corners = self->corners->len;
  return (const VtPoint *) self->corners->data;
}
