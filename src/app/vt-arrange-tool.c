/* vt-arrange-tool.c: set-up in edit mode: pick units, drag them anywhere, nudge, turn, copy, remove
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-arrange-tool"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-arrange-tool.h"
#include "vt-band-tool.h"
#include "vt-map-view.h"
#include "vt-unit-editor.h"

/* one unit being dragged and where it started */
typedef struct {
  VtUnit  *unit;
  VtPoint  start;
} Mover;

struct _VtArrangeTool
{
  VtMapTool        parent_instance;

  VtEditor        *editor;
  VtMapTool       *band;          /* Shift and a drag on open ground */

  gboolean         moving;
  VtUnitPress      press;
  GArray          *movers;        /* of Mover, while moving */
};

G_DEFINE_FINAL_TYPE (VtArrangeTool, vt_arrange_tool, VT_TYPE_MAP_TOOL)

enum {
  PROP_0,
  PROP_EDITOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VtMapView *
view_of (VtArrangeTool *self)
{
  return vt_map_tool_get_view (VT_MAP_TOOL (self));
}

static void
refuse (VtArrangeTool *self,
        const char    *reason)
{
  g_signal_emit (self, signals[REFUSED], 0, reason);
}

static void
clear_movers (VtArrangeTool *self)
{
  if (self->movers == NULL)
    return;
  for (guint i = 0; i < self->movers->len; i++)
    g_clear_object (&g_array_index (self->movers, Mover, i).unit);
  g_clear_pointer (&self->movers, g_array_unref);
}

static void
end_press (VtArrangeTool *self)
{
  vt_unit_press_clear (&self->press);
  self->moving = FALSE;
  clear_movers (self);
}

/* The selected units as set up (what the editor changes and the file
 * keeps), in the order they were picked. */
static GPtrArray *
selected_units (VtArrangeTool *self)
{
  /* held: an edit may replace a unit while the others wait their turn */
  GPtrArray *units = g_ptr_array_new_with_free_func (g_object_unref);
  const char * const *selected = vt_map_view_get_selected_units (view_of (self));
  VtScenario *scenario;

  if (self->editor == NULL)
    return units;
  scenario = vt_game_get_scenario (vt_editor_get_game (self->editor));
  for (guint i = 0; selected[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (scenario, selected[i]);

      if (unit != NULL)
        g_ptr_array_add (units, g_object_ref (unit));
    }
  return units;
}

/* "Move Closed infantry block 1", "Turn 3 units" */
static char *
step_label (gboolean   turning,
            GPtrArray *units)
{
  if (units->len == 1)
    {
      const char *name = vt_unit_get_display_name (g_ptr_array_index (units, 0));

      return turning ? g_strdup_printf (_("Turn %s"), name) : g_strdup_printf (_("Move %s"), name);
    }
  if (turning)
    return g_strdup_printf (ngettext ("Turn %u unit", "Turn %u units", units->len), units->len);
  return g_strdup_printf (ngettext ("Move %u unit", "Move %u units", units->len), units->len);
}

/* Puts @units back moved by (@dx, @dy) and turned by @turn degrees about
 * @pivot: one step of the editor's undo. */
static void
put_moved (VtArrangeTool *self,
           GPtrArray     *units,
           const char    *label,
           double         dx,
           double         dy,
           double         turn,
           const VtPoint *pivot)
{
  g_autoptr(GError) error = NULL;
  double angle = turn * G_PI / 180.0;
  guint n_made = 0;

  if (units->len == 0)
    return;

  vt_editor_begin_group (self->editor, label);
  for (guint i = 0; i < units->len && error == NULL; i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);
      g_autoptr(VtUnit) copy = vt_unit_copy (unit);
      VtPoint at;

      vt_unit_get_position (unit, &at);
      if (turn != 0 && pivot != NULL)
        {
          /* clockwise on the map, whose y runs down, as facing turns */
          double rx = at.x - pivot->x, ry = at.y - pivot->y;

          at.x = pivot->x + rx * cos (angle) - ry * sin (angle);
          at.y = pivot->y + rx * sin (angle) + ry * cos (angle);
          vt_unit_set_facing (copy, fmod (fmod (vt_unit_get_facing (unit) + turn, 360.0) + 360.0, 360.0));
        }
      at.x += dx;
      at.y += dy;
      vt_unit_set_position (copy, &at);
      if (vt_editor_put_unit (self->editor, copy, &error))
        n_made++;
    }
  vt_editor_end_group (self->editor);

  if (error != NULL)
    {
      if (n_made > 0)
        vt_editor_undo (self->editor);
      refuse (self, error->message);
    }
}

/* dragging */

static void
start_move (VtArrangeTool *self)
{
  g_autoptr(GPtrArray) units = selected_units (self);

  clear_movers (self);
  self->movers = g_array_new (FALSE, TRUE, sizeof (Mover));
  for (guint i = 0; i < units->len; i++)
    {
      Mover mover = { 0 };

      mover.unit = g_object_ref (g_ptr_array_index (units, i));
      vt_unit_get_position (mover.unit, &mover.start);
      g_array_append_val (self->movers, mover);
    }

  self->moving = TRUE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (view_of (self)), "grabbing");
}

static void
finish_move (VtArrangeTool *self)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  g_autofree char *label = NULL;
  double dx = self->press.drag_point.x - self->press.point.x;
  double dy = self->press.drag_point.y - self->press.point.y;

  if (self->movers == NULL || (dx == 0 && dy == 0))
    return;
  for (guint i = 0; i < self->movers->len; i++)
    g_ptr_array_add (units, g_array_index (self->movers, Mover, i).unit);
  label = step_label (FALSE, units);
  put_moved (self, units, label, dx, dy, 0, NULL);
}

static void
trace_footprint (VtArrangeTool    *self,
                 cairo_t          *cr,
                 const VtViewport *viewport,
                 VtUnit           *unit,
                 const VtPoint    *centre)
{
  VtRuleset *ruleset = vt_map_view_get_ruleset (view_of (self));
  double frontage = 0, depth = 0;
  double min_size = 10.0 / viewport->scale;

  if (ruleset != NULL)
    vt_ruleset_get_footprint (ruleset, unit, &frontage, &depth);
  frontage = MAX (frontage, min_size);
  depth = MAX (depth, min_size / 2);

  cairo_save (cr);
  cairo_translate (cr, centre->x, centre->y);
  cairo_rotate (cr, vt_unit_get_facing (unit) * G_PI / 180.0);
  cairo_rectangle (cr, -frontage / 2, -depth / 2, frontage, depth);
  cairo_restore (cr);
}

/* ghosts where the dragged units would stand, in blue: anywhere will do */
static void
vt_arrange_tool_draw (VtMapTool        *tool,
                      cairo_t          *cr,
                      const VtViewport *viewport)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);
  double dx = self->press.drag_point.x - self->press.point.x;
  double dy = self->press.drag_point.y - self->press.point.y;

  if (!self->moving || self->movers == NULL)
    return;

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);
      VtPoint to = { mover->start.x + dx, mover->start.y + dy };

      cairo_move_to (cr, mover->start.x, mover->start.y);
      cairo_line_to (cr, to.x, to.y);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 1.0 / viewport->scale);
      cairo_stroke (cr);

      trace_footprint (self, cr, viewport, mover->unit, &to);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.55);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_set_line_width (cr, 1.5 / viewport->scale);
      cairo_stroke (cr);
    }
}

static gboolean
vt_arrange_tool_hold_pieces (VtMapTool       *tool,
                             VtRenderOptions *options)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);

  return self->moving && self->movers != NULL && self->movers->len > 0;
}

/* the button */

static VtMapTool *
vt_arrange_tool_press (VtMapTool            *tool,
                       const VtMapToolEvent *event)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);
  VtMapView *view = view_of (self);
  VtViewport viewport;
  VtUnit *unit;

  end_press (self);
  vt_map_view_get_viewport (view, &viewport);
  unit = vt_map_renderer_unit_drawn_at (vt_map_view_get_scenario (view), vt_map_view_get_ruleset (view),
                                        &viewport, &event->point);
  if (unit == NULL)
    {
      if (event->state & GDK_SHIFT_MASK)
        return vt_map_tool_press (self->band, event);
      return NULL;
    }

  /* pending, or a Ctrl-click that left nothing to drag */
  vt_map_tool_press_unit (tool, &self->press, unit, event);
  return tool;
}

static void
vt_arrange_tool_drag (VtMapTool            *tool,
                      const VtMapToolEvent *event)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);

  if (!self->press.pending && !self->moving)
    return;

  if (vt_unit_press_drag (&self->press, event))
    start_move (self);
  else if (!self->moving)
    return;
  vt_map_tool_queue_draw (tool);
}

static void
vt_arrange_tool_release (VtMapTool            *tool,
                         const VtMapToolEvent *event)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);

  if (self->press.pending)
    vt_map_tool_click_unit (tool, &self->press);
  else if (self->moving)
    {
      self->press.drag_point = event->point;
      finish_move (self);
    }
  end_press (self);
  vt_map_tool_queue_draw (tool);
}

static void
vt_arrange_tool_click (VtMapTool            *tool,
                       const VtMapToolEvent *event)
{
  if (!(event->state & VT_MAP_TOOL_ADDING_MODIFIERS))
    vt_map_view_set_selected_unit (vt_map_tool_get_view (tool), NULL);
}

static void
vt_arrange_tool_cancel (VtMapTool *tool)
{
  end_press (VT_ARRANGE_TOOL (tool));
  vt_map_tool_queue_draw (tool);
}

static void
vt_arrange_tool_game_changed (VtMapTool *tool)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);

  if (self->press.pending || self->moving)
    vt_map_view_cancel_drag (view_of (self));
}

/* the keys */

static void
remove_selection (VtArrangeTool *self)
{
  const char * const *selected = vt_map_view_get_selected_units (view_of (self));
  g_auto(GStrv) ids = g_strdupv ((char **) selected);
  g_autoptr(GError) error = NULL;

  if (!vt_unit_editor_remove (self->editor, (const char * const *) ids, &error))
    refuse (self, error->message);
  else
    vt_map_view_set_selected_units (view_of (self), NULL);
}

static void
duplicate_selection (VtArrangeTool *self)
{
  const char * const *selected = vt_map_view_get_selected_units (view_of (self));
  g_auto(GStrv) ids = g_strdupv ((char **) selected);
  g_auto(GStrv) copies = NULL;
  g_autoptr(GError) error = NULL;

  copies = vt_unit_editor_duplicate (self->editor, (const char * const *) ids, &error);
  if (copies == NULL)
    refuse (self, error->message);
  else
    vt_map_view_set_selected_units (view_of (self), (const char * const *) copies);
}

static void
nudge_selection (VtArrangeTool *self,
                 double         dx,
                 double         dy)
{
  g_autoptr(GPtrArray) units = selected_units (self);
  g_autofree char *label = step_label (FALSE, units);

  put_moved (self, units, label, dx, dy, 0, NULL);
}

/* about the middle of the selection, so a line turns as a line */
static void
turn_selection (VtArrangeTool *self,
                double         turn)
{
  g_autoptr(GPtrArray) units = selected_units (self);
  g_autofree char *label = step_label (TRUE, units);
  VtPoint pivot = { 0, 0 };

  if (units->len == 0)
    return;
  for (guint i = 0; i < units->len; i++)
    {
      VtPoint at;

      vt_unit_get_position (g_ptr_array_index (units, i), &at);
      pivot.x += at.x / units->len;
      pivot.y += at.y / units->len;
    }
  put_moved (self, units, label, 0, 0, turn, &pivot);
}

static gboolean
vt_arrange_tool_key_pressed (VtMapTool       *tool,
                             guint            keyval,
                             GdkModifierType  state)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (tool);
  double step = (state & GDK_SHIFT_MASK) ? VT_ARRANGE_NUDGE * 10 : VT_ARRANGE_NUDGE;
  gboolean control = (state & GDK_CONTROL_MASK) != 0;

  if (self->editor == NULL || vt_map_view_get_selected_units (view_of (self))[0] == NULL)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      remove_selection (self);
      return TRUE;
    case GDK_KEY_d:
    case GDK_KEY_D:
      if (!control)
        return FALSE;
      duplicate_selection (self);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      nudge_selection (self, -step, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      nudge_selection (self, step, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      nudge_selection (self, 0, -step);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      nudge_selection (self, 0, step);
      return TRUE;
    case GDK_KEY_bracketleft:
      turn_selection (self, -VT_ARRANGE_TURN);
      return TRUE;
    case GDK_KEY_bracketright:
      turn_selection (self, VT_ARRANGE_TURN);
      return TRUE;
    default:
      return FALSE;
    }
}

/* the object */

VtMapTool *
vt_arrange_tool_new (VtMapView *view,
                     VtEditor  *editor)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);
  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);

  return g_object_new (VT_TYPE_ARRANGE_TOOL, "view", view, "editor", editor, NULL);
}

VtEditor *
vt_arrange_tool_get_editor (VtArrangeTool *self)
{
  g_return_val_if_fail (VT_IS_ARRANGE_TOOL (self), NULL);

  return self->editor;
}

static void
vt_arrange_tool_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_arrange_tool_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      self->editor = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_arrange_tool_constructed (GObject *object)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (object);

  G_OBJECT_CLASS (vt_arrange_tool_parent_class)->constructed (object);

  self->band = vt_band_tool_new (view_of (self));
}

static void
vt_arrange_tool_dispose (GObject *object)
{
  VtArrangeTool *self = VT_ARRANGE_TOOL (object);

  end_press (self);
  g_clear_object (&self->band);
  g_clear_object (&self->editor);

  G_OBJECT_CLASS (vt_arrange_tool_parent_class)->dispose (object);
}

static void
vt_arrange_tool_class_init (VtArrangeToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  object_class->constructed = vt_arrange_tool_constructed;
  object_class->dispose = vt_arrange_tool_dispose;
  object_class->get_property = vt_arrange_tool_get_property;
  object_class->set_property = vt_arrange_tool_set_property;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  tool_class->press = vt_arrange_tool_press;
  tool_class->drag = vt_arrange_tool_drag;
  tool_class->release = vt_arrange_tool_release;
  tool_class->click = vt_arrange_tool_click;
  tool_class->cancel = vt_arrange_tool_cancel;
  tool_class->key_pressed = vt_arrange_tool_key_pressed;
  tool_class->draw = vt_arrange_tool_draw;
  tool_class->hold_pieces = vt_arrange_tool_hold_pieces;
  tool_class->game_changed = vt_arrange_tool_game_changed;
}

static void
vt_arrange_tool_init (VtArrangeTool *self)
{
}
