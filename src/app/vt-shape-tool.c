/* vt-shape-tool.c: picks a terrain feature and changes its shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-shape-tool"

#include "config.h"

#include <math.h>

#include "vt-map-view.h"
#include "vt-shape-tool.h"
#include "vt-layers.h"

/* Handles big enough to hit on a projected map at arm's length: corners
 * of 12 pixels, hit within 9; edges' middles of 8, hit within 7. */
#define CORNER_PX 12.0
#define CORNER_HIT_PX 9.0
#define MIDDLE_PX 8.0
#define MIDDLE_HIT_PX 7.0
/* as the trace tool: a corner within this many pixels is landed on, a
 * line within it is clicked */
/* a duplicate lies this many pixels to the south-east of its original:
 * clear of it, near enough to be seen as its copy */
#define DUPLICATE_PX 16.0

typedef enum {
  DRAG_NONE,
  DRAG_CORNER,   /* a corner moves */
  DRAG_MIDDLE,   /* an edge's middle becomes a corner */
  DRAG_WHOLE,    /* the feature moves */
} Drag;

struct _VtShapeTool
{
  VtMapTool  parent_instance;

  VtEditor  *editor;
  char      *selected;       /* the picked feature's id */
  int        vertex;         /* the picked corner, or -1 */
  gboolean   snap_to_grid;

  /* a press, until its release */
  Drag       drag;
  guint      index;          /* the corner, or the edge whose middle */
  gboolean   moved;          /* past the click slop */
  double     press_x;
  double     press_y;
  VtPoint    press_point;
  VtPoint    anchor;         /* the corner a whole move snaps by */
  VtFeature *preview;        /* the shape as it will be on release */
};

G_DEFINE_FINAL_TYPE (VtShapeTool, vt_shape_tool, VT_TYPE_MAP_TOOL)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_SELECTED_FEATURE,
  PROP_SNAP_TO_GRID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VtRuleset *
current_ruleset (VtShapeTool *self)
{
  VtMapView *view = vt_map_tool_get_view (VT_MAP_TOOL (self));

  return view != NULL ? vt_map_view_get_ruleset (view) : NULL;
}

/* the picked feature as the map has it now, or NULL */
static VtFeature *
selected_feature (VtShapeTool *self)
{
  VtMap *map = vt_map_tool_get_map (VT_MAP_TOOL (self));

  return map != NULL && self->selected != NULL ? vt_map_find_feature (map, self->selected) : NULL;
}

static void
set_vertex (VtShapeTool *self,
            int          vertex)
{
  if (self->vertex == vertex)
    return;
  self->vertex = vertex;
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

static void
drop_drag (VtShapeTool *self)
{
  self->drag = DRAG_NONE;
  self->moved = FALSE;
  g_clear_object (&self->preview);
}

/* Hands @feature to the editor as one step named "@verb Light wood"; its
 * refusal goes to "refused". */
static gboolean
put (VtShapeTool *self,
     VtFeature   *feature,
     const char  *verb)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  VtRuleset *ruleset = current_ruleset (self);
  gboolean done;

  label = g_strdup_printf ("%s %s", verb, ruleset != NULL ? vt_ruleset_get_terrain_kind_label (ruleset, vt_feature_get_kind (feature))
                                                 : vt_feature_get_kind (feature));
  if (!vt_layers_check_terrain (vt_map_view_get_layers (vt_map_tool_get_view (VT_MAP_TOOL (self))), &error))
    {
      g_signal_emit (self, signals[REFUSED], 0, error->message);
      return FALSE;
    }
  vt_editor_begin_group (self->editor, label);
  done = vt_editor_put_feature (self->editor, feature, &error);
  vt_editor_end_group (self->editor);
  if (!done)
    {
      g_signal_emit (self, signals[REFUSED], 0, error->message);
      return FALSE;
    }
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
  return TRUE;
}

/* half the drawn width of @kind's lines (a river's 60 paces), or of the
 * widest line the ruleset draws when @kind is NULL */
static double
half_width (VtShapeTool *self,
            const char  *kind)
{
  VtRuleset *ruleset = current_ruleset (self);
  const VtTerrainKind *kinds;
  double widest = 0;
  guint n = 0;

  if (ruleset == NULL)
    return 0;
  if (kind != NULL)
    {
      const VtTerrainKind *found = vt_ruleset_find_terrain_kind (ruleset, kind);

      return found != NULL && found->geometry == VT_GEOMETRY_POLYLINE ? found->width / 2 : 0;
    }
  kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);
  for (guint i = 0; i < n; i++)
    if (kinds[i].geometry == VT_GEOMETRY_POLYLINE)
      widest = MAX (widest, kinds[i].width);
  return widest / 2;
}

/* whether @point is inside @feature or within a click of its outline */
static gboolean
on_feature (VtShapeTool   *self,
            VtFeature     *feature,
            const VtPoint *point)
{
  const VtPoint *points;
  double tolerance = VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self)) + half_width (self, vt_feature_get_kind (feature));
  guint n;

  points = vt_feature_get_points (feature, &n);
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && vt_polygon_contains (points, n, point))
    return TRUE;
  return vt_feature_find_edge (feature, point, tolerance, NULL) >= 0 ||
         vt_feature_find_vertex (feature, point, tolerance) >= 0;
}

/* The feature a click at @point picks: as vt_map_find_feature_at() within
 * a click, or, failing that, a wide line drawn under it (a river seen
 * close up is wider than a click's reach from its middle). */
static VtFeature *
feature_at (VtShapeTool   *self,
            const VtPoint *point)
{
  VtMap *map = vt_map_tool_get_map (VT_MAP_TOOL (self));
  VtFeature *feature;
  double tolerance = VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self));
  double widest;

  if (map == NULL)
    return NULL;
  if ((feature = vt_map_find_feature_at (map, point, tolerance)) != NULL)
    return feature;
  widest = half_width (self, NULL);
  if (widest <= 0 || (feature = vt_map_find_feature_at (map, point, tolerance + widest)) == NULL)
    return NULL;
  return on_feature (self, feature, point) ? feature : NULL;
}

/* the edge whose middle is within @tolerance of @point, or -1 */
static int
find_middle (VtFeature     *feature,
             const VtPoint *point,
             double         tolerance)
{
  const VtPoint *points;
  guint n, n_edges;

  points = vt_feature_get_points (feature, &n);
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT || n < 2)
    return -1;
  n_edges = vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && n >= 3 ? n : n - 1;
  for (guint i = 0; i < n_edges; i++)
    {
      VtPoint middle = { (points[i].x + points[(i + 1) % n].x) / 2,
                         (points[i].y + points[(i + 1) % n].y) / 2 };

      if (vt_point_distance (&middle, point) <= tolerance)
        return (int) i;
    }
  return -1;
}

static VtMapTool *
vt_shape_tool_press (VtMapTool            *tool,
                     const VtMapToolEvent *event)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);
  VtFeature *feature = selected_feature (self);
  double px = vt_map_tool_get_pixel_size (VT_MAP_TOOL (self));
  int at;

  drop_drag (self);
  self->press_x = event->x;
  self->press_y = event->y;
  self->press_point = event->point;

  /* the picked feature's handles come first, then the feature itself */
  if (feature != NULL && (at = vt_feature_find_vertex (feature, &event->point, CORNER_HIT_PX * px)) >= 0)
    {
      self->drag = DRAG_CORNER;
      self->index = (guint) at;
      set_vertex (self, at);
      return tool;
    }
  if (feature != NULL && (at = find_middle (feature, &event->point, MIDDLE_HIT_PX * px)) >= 0)
    {
      self->drag = DRAG_MIDDLE;
      self->index = (guint) at;
      return tool;
    }
  if (feature == NULL || !on_feature (self, feature, &event->point))
    {
      feature = feature_at (self, &event->point);
      if (feature == NULL)
        return NULL;   /* open ground: the view pans, or a click lets go */
      vt_shape_tool_set_selected_feature (self, vt_feature_get_id (feature));
    }

  set_vertex (self, -1);
  self->drag = DRAG_WHOLE;
  /* a whole move snaps by the corner nearest where it was taken hold of */
  at = vt_feature_find_vertex (feature, &event->point, G_MAXDOUBLE);
  {
    guint n;
    const VtPoint *points = vt_feature_get_points (feature, &n);

    self->anchor = at >= 0 ? points[at] : event->point;
  }
  return tool;
}

static void
vt_shape_tool_drag (VtMapTool            *tool,
                    const VtMapToolEvent *event)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);
  VtFeature *feature = selected_feature (self);
  VtPoint to;

  if (self->drag == DRAG_NONE || feature == NULL)
    return;
  if (!self->moved && hypot (event->x - self->press_x, event->y - self->press_y) < VT_MAP_TOOL_CLICK_SLOP)
    return;
  self->moved = TRUE;

  g_clear_object (&self->preview);
  switch (self->drag)
    {
    case DRAG_CORNER:
      vt_map_tool_snap (VT_MAP_TOOL (self), &event->point, event->state, self->snap_to_grid, self->selected, &to);
      self->preview = vt_feature_dup_with_vertex_moved (feature, self->index, &to);
      break;

    case DRAG_MIDDLE:
      vt_map_tool_snap (VT_MAP_TOOL (self), &event->point, event->state, self->snap_to_grid, self->selected, &to);
      self->preview = vt_feature_dup_with_vertex_inserted (feature, self->index, &to);
      break;

    case DRAG_WHOLE:
      {
        VtPoint anchor_to = { self->anchor.x + event->point.x - self->press_point.x,
                              self->anchor.y + event->point.y - self->press_point.y };

        vt_map_tool_snap (VT_MAP_TOOL (self), &anchor_to, event->state, self->snap_to_grid, self->selected, &to);
        self->preview = vt_feature_dup_translated (feature, to.x - self->anchor.x, to.y - self->anchor.y);
      }
      break;

    case DRAG_NONE:
    default:
      g_assert_not_reached ();
    }
  vt_map_tool_queue_draw (tool);
}

static void
vt_shape_tool_release (VtMapTool            *tool,
                       const VtMapToolEvent *event)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);
  g_autoptr(VtFeature) preview = NULL;
  Drag drag = self->drag;

  preview = g_steal_pointer (&self->preview);
  drop_drag (self);
  if (preview == NULL)
    {
      vt_map_tool_queue_draw (tool);
      return;
    }

  /* one step of undo for the whole drag */
  if (put (self, preview, drag == DRAG_CORNER ? "Move a Corner of"
                          : drag == DRAG_MIDDLE ? "Add a Corner to" : "Move") &&
      drag == DRAG_MIDDLE)
    set_vertex (self, (int) self->index + 1);
}

/* a click on open ground lets the feature go */
static void
vt_shape_tool_click (VtMapTool            *tool,
                     const VtMapToolEvent *event)
{
  vt_shape_tool_set_selected_feature (VT_SHAPE_TOOL (tool), NULL);
}

static void
vt_shape_tool_cancel (VtMapTool *tool)
{
  drop_drag (VT_SHAPE_TOOL (tool));
  vt_map_tool_queue_draw (tool);
}

static void
vt_shape_tool_game_changed (VtMapTool *tool)
{
  /* the feature under the drag may be another now */
  vt_shape_tool_cancel (tool);
}

static gboolean
vt_shape_tool_key_pressed (VtMapTool       *tool,
                           guint            keyval,
                           GdkModifierType  state)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);
  gboolean fine = (state & GDK_SHIFT_MASK) != 0;

  if (selected_feature (self) == NULL)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      vt_shape_tool_delete (self);
      return TRUE;

    case GDK_KEY_d:
    case GDK_KEY_D:
      if ((state & GDK_CONTROL_MASK) == 0)
        return FALSE;
      vt_shape_tool_duplicate (self);
      return TRUE;

    /* Shift+[ is { on most keyboards */
    case GDK_KEY_bracketleft:
    case GDK_KEY_braceleft:
      vt_shape_tool_rotate (self, fine || keyval == GDK_KEY_braceleft ? -1 : -15);
      return TRUE;

    case GDK_KEY_bracketright:
    case GDK_KEY_braceright:
      vt_shape_tool_rotate (self, fine || keyval == GDK_KEY_braceright ? 1 : 15);
      return TRUE;

    case GDK_KEY_Escape:
      vt_shape_tool_set_selected_feature (self, NULL);
      return TRUE;

    default:
      return FALSE;
    }
}

static void
trace_outline (cairo_t   *cr,
               VtFeature *feature)
{
  const VtPoint *points;
  guint n;

  points = vt_feature_get_points (feature, &n);
  for (guint i = 0; i < n; i++)
    {
      if (i == 0)
        cairo_move_to (cr, points[i].x, points[i].y);
      else
        cairo_line_to (cr, points[i].x, points[i].y);
    }
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
    cairo_close_path (cr);
}

static void
vt_shape_tool_draw (VtMapTool        *tool,
                    cairo_t          *cr,
                    const VtViewport *viewport)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);
  VtFeature *feature = self->preview != NULL ? self->preview : selected_feature (self);
  VtRuleset *ruleset = current_ruleset (self);
  const VtTerrainKind *kind;
  const VtPoint *points;
  double px = 1.0 / viewport->scale;
  guint n;

  if (feature == NULL)
    return;

  kind = ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature)) : NULL;
  points = vt_feature_get_points (feature, &n);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* while dragged, the shape as it will be, in its kind's colours */
  if (self->preview != NULL && kind != NULL && n > 0)
    {
      trace_outline (cr, feature);
      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
        {
          cairo_set_source_rgba (cr, kind->fill.red, kind->fill.green, kind->fill.blue, 0.75);
          cairo_fill_preserve (cr);
        }
      else if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE)
        {
          cairo_set_source_rgb (cr, kind->fill.red, kind->fill.green, kind->fill.blue);
          cairo_set_line_width (cr, MAX (kind->width, 2 * px));
          cairo_stroke_preserve (cr);
        }
      cairo_new_path (cr);
    }

  /* the outline of what is picked, over its own */
  if (vt_feature_get_geometry (feature) != VT_GEOMETRY_POINT && n > 1)
    {
      trace_outline (cr, feature);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, 5 * px);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 0.05, 0.35, 0.85);
      cairo_set_line_width (cr, 2.5 * px);
      cairo_stroke (cr);
    }

  /* the edges' middles: round, smaller */
  if (vt_feature_get_geometry (feature) != VT_GEOMETRY_POINT && n > 1)
    {
      guint n_edges = vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && n >= 3 ? n : n - 1;

      for (guint i = 0; i < n_edges; i++)
        {
          double x = (points[i].x + points[(i + 1) % n].x) / 2;
          double y = (points[i].y + points[(i + 1) % n].y) / 2;

          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, MIDDLE_PX / 2 * px, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.05, 0.35, 0.85);
          cairo_set_line_width (cr, 1.5 * px);
          cairo_stroke (cr);
        }
    }

  /* the corners: square, the picked one filled */
  for (guint i = 0; i < n; i++)
    {
      double r = CORNER_PX / 2 * px;

      cairo_rectangle (cr, points[i].x - r, points[i].y - r, 2 * r, 2 * r);
      if ((int) i == self->vertex)
        cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.05, 0.05, 0.1);
      cairo_set_line_width (cr, 2 * px);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}

static void
vt_shape_tool_reset (VtMapTool *tool)
{
  VtShapeTool *self = VT_SHAPE_TOOL (tool);

  drop_drag (self);
  vt_shape_tool_set_selected_feature (self, NULL);
}

/* an undo may take the picked feature or corner away */
static void
editor_changed (VtShapeTool *self)
{
  VtFeature *feature = selected_feature (self);
  guint n = 0;

  if (self->selected != NULL && feature == NULL)
    {
      vt_shape_tool_set_selected_feature (self, NULL);
      return;
    }
  if (feature != NULL)
    vt_feature_get_points (feature, &n);
  if (self->vertex >= (int) n)
    set_vertex (self, -1);
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

static void
vt_shape_tool_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  VtShapeTool *self = VT_SHAPE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_SELECTED_FEATURE:
      g_value_set_string (value, self->selected);
      break;
    case PROP_SNAP_TO_GRID:
      g_value_set_boolean (value, self->snap_to_grid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_shape_tool_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  VtShapeTool *self = VT_SHAPE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      self->editor = g_value_dup_object (value);
      if (self->editor != NULL)
        g_signal_connect_object (self->editor, "changed", G_CALLBACK (editor_changed), self, G_CONNECT_SWAPPED);
      break;
    case PROP_SELECTED_FEATURE:
      vt_shape_tool_set_selected_feature (self, g_value_get_string (value));
      break;
    case PROP_SNAP_TO_GRID:
      vt_shape_tool_set_snap_to_grid (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_shape_tool_finalize (GObject *object)
{
  VtShapeTool *self = VT_SHAPE_TOOL (object);

  g_clear_object (&self->preview);
  g_clear_object (&self->editor);
  g_clear_pointer (&self->selected, g_free);

  G_OBJECT_CLASS (vt_shape_tool_parent_class)->finalize (object);
}

static void
vt_shape_tool_class_init (VtShapeToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  object_class->finalize = vt_shape_tool_finalize;
  object_class->get_property = vt_shape_tool_get_property;
  object_class->set_property = vt_shape_tool_set_property;

  tool_class->press = vt_shape_tool_press;
  tool_class->drag = vt_shape_tool_drag;
  tool_class->release = vt_shape_tool_release;
  tool_class->click = vt_shape_tool_click;
  tool_class->cancel = vt_shape_tool_cancel;
  tool_class->key_pressed = vt_shape_tool_key_pressed;
  tool_class->draw = vt_shape_tool_draw;
  tool_class->game_changed = vt_shape_tool_game_changed;
  tool_class->reset = vt_shape_tool_reset;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* the picked feature's id, or NULL */
  properties[PROP_SELECTED_FEATURE] =
    g_param_spec_string ("selected-feature", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SNAP_TO_GRID] =
    g_param_spec_boolean ("snap-to-grid", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The editor would not take a change: why, for the designer. */
  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vt_shape_tool_init (VtShapeTool *self)
{
  self->vertex = -1;
}

/**
 * vt_shape_tool_new:
 * @view: the map view it works on
 * @editor: the editor the changes go to
 *
 * Returns: (transfer full): a tool for vt_map_view_set_tool()
 */
VtMapTool *
vt_shape_tool_new (VtMapView *view,
                   VtEditor  *editor)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);
  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);

  return g_object_new (VT_TYPE_SHAPE_TOOL, "view", view, "editor", editor, NULL);
}

const char *
vt_shape_tool_get_selected_feature (VtShapeTool *self)
{
  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), NULL);

  return self->selected;
}

void
vt_shape_tool_set_selected_feature (VtShapeTool *self,
                                    const char  *feature_id)
{
  g_return_if_fail (VT_IS_SHAPE_TOOL (self));

  if (g_strcmp0 (self->selected, feature_id) == 0)
    return;

  g_free (self->selected);
  self->selected = g_strdup (feature_id);
  self->vertex = -1;
  drop_drag (self);
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_FEATURE]);
}

int
vt_shape_tool_get_selected_vertex (VtShapeTool *self)
{
  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), -1);

  return self->vertex;
}

void
vt_shape_tool_set_snap_to_grid (VtShapeTool *self,
                                gboolean     snap_to_grid)
{
  g_return_if_fail (VT_IS_SHAPE_TOOL (self));

  snap_to_grid = !!snap_to_grid;
  if (self->snap_to_grid == snap_to_grid)
    return;
  self->snap_to_grid = snap_to_grid;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SNAP_TO_GRID]);
}

gboolean
vt_shape_tool_get_snap_to_grid (VtShapeTool *self)
{
  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), FALSE);

  return self->snap_to_grid;
}

gboolean
vt_shape_tool_delete (VtShapeTool *self)
{
  VtFeature *feature;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), FALSE);

  if ((feature = selected_feature (self)) == NULL)
    return FALSE;

  if (self->vertex >= 0)
    {
      g_autoptr(VtFeature) fewer = vt_feature_dup_with_vertex_deleted (feature, (guint) self->vertex);

      if (fewer != NULL)
        {
          if (!put (self, fewer, "Remove a Corner of"))
            return FALSE;
          set_vertex (self, -1);
          return TRUE;
        }
    }

  id = g_strdup (self->selected);
  if (!vt_layers_check_terrain (vt_map_view_get_layers (vt_map_tool_get_view (VT_MAP_TOOL (self))), &error) ||
      !vt_editor_remove_feature (self->editor, id, &error))
    {
      g_signal_emit (self, signals[REFUSED], 0, error->message);
      return FALSE;
    }
  vt_shape_tool_set_selected_feature (self, NULL);
  return TRUE;
}

gboolean
vt_shape_tool_duplicate (VtShapeTool *self)
{
  VtFeature *feature;
  g_autoptr(VtFeature) moved = NULL;
  g_autoptr(VtFeature) copy = NULL;
  g_autofree char *id = NULL;
  g_auto(GStrv) names = NULL;
  const VtPoint *points;
  double offset, grid;
  guint n;

  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), FALSE);

  if ((feature = selected_feature (self)) == NULL)
    return FALSE;

  /* on the grid when snapping to it, so the copy stays on it */
  grid = self->snap_to_grid && current_ruleset (self) != NULL ? vt_ruleset_get_editor_info (current_ruleset (self))->grid : 0;
  offset = grid > 0 ? grid : ceil (DUPLICATE_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self)));
  moved = vt_feature_dup_translated (feature, offset, offset);

  id = vt_editor_new_feature_id (self->editor, vt_feature_get_kind (feature));
  copy = vt_feature_new (id, vt_feature_get_kind (feature), vt_feature_get_geometry (feature));
  vt_feature_set_name (copy, vt_feature_get_name (feature));
  names = vt_feature_list_attributes (feature);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    vt_feature_set_attribute (copy, names[i], vt_feature_get_attribute (feature, names[i]));
  points = vt_feature_get_points (moved, &n);
  for (guint i = 0; i < n; i++)
    vt_feature_add_point (copy, &points[i]);

  if (!put (self, copy, "Duplicate"))
    return FALSE;
  vt_shape_tool_set_selected_feature (self, id);
  return TRUE;
}

gboolean
vt_shape_tool_rotate (VtShapeTool *self,
                      double       degrees)
{
  VtFeature *feature;
  g_autoptr(VtFeature) turned = NULL;

  g_return_val_if_fail (VT_IS_SHAPE_TOOL (self), FALSE);

  if ((feature = selected_feature (self)) == NULL)
    return FALSE;
  /* a church has no way round to turn */
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT)
    return TRUE;

  turned = vt_feature_dup_rotated (feature, degrees);
  return put (self, turned, "Turn");
}
