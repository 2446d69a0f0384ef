/* vt-map-tool.c: what the primary button does on the map, one tool at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-map-tool"

#include "config.h"

#include <math.h>

#include "vt-map-tool.h"
#include "vt-map-view.h"

typedef struct
{
  VtMapView *view;  /* weak: the view owns its tools */
} VtMapToolPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (VtMapTool, vt_map_tool, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_map_tool_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  VtMapTool *self = VT_MAP_TOOL (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_value_set_object (value, vt_map_tool_get_view (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_map_tool_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  VtMapTool *self = VT_MAP_TOOL (object);
  VtMapToolPrivate *priv = vt_map_tool_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_set_weak_pointer (&priv->view, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_map_tool_dispose (GObject *object)
{
  VtMapToolPrivate *priv = vt_map_tool_get_instance_private (VT_MAP_TOOL (object));

  g_clear_weak_pointer (&priv->view);

  G_OBJECT_CLASS (vt_map_tool_parent_class)->dispose (object);
}

static void
vt_map_tool_class_init (VtMapToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vt_map_tool_dispose;
  object_class->get_property = vt_map_tool_get_property;
  object_class->set_property = vt_map_tool_set_property;

  /* The view the tool works on; it owns the tool, so the tool holds only
   * a weak pointer back. */
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL,
                         VT_TYPE_MAP_VIEW,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_map_tool_init (VtMapTool *self)
{
}

/**
 * vt_map_tool_get_view:
 * @self: a map tool
 *
 * Returns: (transfer none): the view the tool works on
 */
VtMapView *
vt_map_tool_get_view (VtMapTool *self)
{
  VtMapToolPrivate *priv;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), NULL);

  priv = vt_map_tool_get_instance_private (self);
  return priv->view;
}

const char *
vt_map_tool_get_cursor_name (VtMapTool *self)
{
  g_return_val_if_fail (VT_IS_MAP_TOOL (self), NULL);

  return VT_MAP_TOOL_GET_CLASS (self)->cursor_name;
}

/**
 * vt_map_tool_press:
 * @self: a map tool
 * @event: where the primary button went down
 *
 * Returns: (transfer none) (nullable): the tool that takes the drag which
 *   follows, or %NULL when the view is to pan it
 */
VtMapTool *
vt_map_tool_press (VtMapTool            *self,
                   const VtMapToolEvent *event)
{
  g_return_val_if_fail (VT_IS_MAP_TOOL (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  return VT_MAP_TOOL_GET_CLASS (self)->press (self, event);
}

void
vt_map_tool_drag (VtMapTool            *self,
                  const VtMapToolEvent *event)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (event != NULL);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->drag != NULL)
    klass->drag (self, event);
}

void
vt_map_tool_release (VtMapTool            *self,
                     const VtMapToolEvent *event)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (event != NULL);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->release != NULL)
    klass->release (self, event);
}

void
vt_map_tool_click (VtMapTool            *self,
                   const VtMapToolEvent *event)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (event != NULL);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->click != NULL)
    klass->click (self, event);
}

void
vt_map_tool_cancel (VtMapTool *self)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->cancel != NULL)
    klass->cancel (self);
}

gboolean
vt_map_tool_key_pressed (VtMapTool       *self,
                         guint            keyval,
                         GdkModifierType  state)
{
  VtMapToolClass *klass;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), FALSE);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  return klass->key_pressed != NULL && klass->key_pressed (self, keyval, state);
}

void
vt_map_tool_draw (VtMapTool        *self,
                  cairo_t          *cr,
                  const VtViewport *viewport)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (viewport != NULL);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->draw != NULL)
    klass->draw (self, cr, viewport);
}

gboolean
vt_map_tool_hold_pieces (VtMapTool       *self,
                         VtRenderOptions *options)
{
  VtMapToolClass *klass;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  return klass->hold_pieces != NULL && klass->hold_pieces (self, options);
}

void
vt_map_tool_game_changed (VtMapTool *self)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->game_changed != NULL)
    klass->game_changed (self);
}

void
vt_map_tool_reset (VtMapTool *self)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->reset != NULL)
    klass->reset (self);
}

void
vt_map_tool_motion (VtMapTool            *self,
                    const VtMapToolEvent *event)
{
  VtMapToolClass *klass;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (event != NULL);

  klass = VT_MAP_TOOL_GET_CLASS (self);
  if (klass->motion != NULL)
    klass->motion (self, event);
}

void
vt_map_tool_queue_draw (VtMapTool *self)
{
  g_return_if_fail (VT_IS_MAP_TOOL (self));

  gtk_widget_queue_draw (GTK_WIDGET (vt_map_tool_get_view (self)));
}

/* for tools: the map the view shows, or NULL */
VtMap *
vt_map_tool_get_map (VtMapTool *self)
{
  VtMapView *view;
  VtScenario *scenario;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), NULL);

  view = vt_map_tool_get_view (self);
  scenario = view != NULL ? vt_map_view_get_scenario (view) : NULL;
  return scenario != NULL ? vt_scenario_get_map (scenario) : NULL;
}

/* for tools: how much of the map one pixel of the view covers */
double
vt_map_tool_get_pixel_size (VtMapTool *self)
{
  VtMapView *view;
  double scale;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), 1.0);

  view = vt_map_tool_get_view (self);
  scale = view != NULL ? vt_map_view_get_scale (view) : 0;
  return scale > 0 ? 1.0 / scale : 1.0;
}

/* For tools that draw: where a point put down at @point goes. Onto a corner
 * of a feature (not @except_id's) within VT_MAP_TOOL_SNAP_PX, else, when
 * @to_grid, onto the ruleset's grid; with Alt held, where it is. */
gboolean
vt_map_tool_snap (VtMapTool       *self,
                  const VtPoint   *point,
                  GdkModifierType  state,
                  gboolean         to_grid,
                  const char      *except_id,
                  VtPoint         *snapped)
{
  VtMap *map = vt_map_tool_get_map (self);
  VtMapView *view = vt_map_tool_get_view (self);
  VtRuleset *ruleset = view != NULL ? vt_map_view_get_ruleset (view) : NULL;
  double grid = to_grid && ruleset != NULL ? vt_ruleset_get_editor_info (ruleset)->grid : 0;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), FALSE);

  *snapped = *point;
  if ((state & GDK_ALT_MASK) != 0 || map == NULL)
    return FALSE;
  return vt_map_snap_point (map, point, VT_MAP_TOOL_SNAP_PX * vt_map_tool_get_pixel_size (self), grid,
                            except_id, snapped);
}

void
vt_map_tool_get_unit_position (VtMapTool *self,
                               VtUnit    *unit,
                               VtPoint   *point)
{
  VtScenario *scenario;
  const VtBoard *board;
  const VtCell *cell;

  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (VT_IS_UNIT (unit));
  g_return_if_fail (point != NULL);

  vt_unit_get_position (unit, point);
  scenario = vt_map_view_get_scenario (vt_map_tool_get_view (self));
  board = scenario != NULL ? vt_map_get_board (vt_scenario_get_map (scenario)) : NULL;
  if (board != NULL && vt_unit_get_cell (unit) != 0 &&
      (cell = vt_board_find_cell (board, vt_unit_get_cell (unit))) != NULL)
    *point = cell->centre;
}

gboolean
vt_map_tool_is_selected (VtMapTool  *self,
                         const char *unit_id)
{
  g_return_val_if_fail (VT_IS_MAP_TOOL (self), FALSE);
  g_return_val_if_fail (unit_id != NULL, FALSE);

  return g_strv_contains (vt_map_view_get_selected_units (vt_map_tool_get_view (self)), unit_id);
}

/* a press on a unit */

gboolean
vt_map_tool_press_unit (VtMapTool            *self,
                        VtUnitPress          *press,
                        VtUnit               *unit,
                        const VtMapToolEvent *event)
{
  const char *id;

  g_return_val_if_fail (VT_IS_MAP_TOOL (self), FALSE);
  g_return_val_if_fail (press != NULL && VT_IS_UNIT (unit) && event != NULL, FALSE);

  vt_unit_press_clear (press);
  id = vt_unit_get_id (unit);
  if ((event->state & VT_MAP_TOOL_ADDING_MODIFIERS))
    {
      vt_map_view_toggle_selected (vt_map_tool_get_view (self), id);
      /* Ctrl-clicking a unit out of the selection leaves nothing to drag. */
      if (!vt_map_tool_is_selected (self, id))
        return FALSE;
    }
  else if (!vt_map_tool_is_selected (self, id))
    vt_map_view_set_selected_unit (vt_map_tool_get_view (self), id);

  press->pending = TRUE;
  press->state = event->state;
  press->x = event->x;
  press->y = event->y;
  press->point = press->drag_point = event->point;
  press->unit = g_strdup (id);
  return TRUE;
}

gboolean
vt_unit_press_drag (VtUnitPress          *press,
                    const VtMapToolEvent *event)
{
  g_return_val_if_fail (press != NULL && event != NULL, FALSE);

  press->drag_point = event->point;
  if (!press->pending || hypot (event->x - press->x, event->y - press->y) < VT_MAP_TOOL_CLICK_SLOP)
    return FALSE;
  press->pending = FALSE;
  return TRUE;
}

void
vt_map_tool_click_unit (VtMapTool   *self,
                        VtUnitPress *press)
{
  g_return_if_fail (VT_IS_MAP_TOOL (self));
  g_return_if_fail (press != NULL);

  if (press->pending && !(press->state & VT_MAP_TOOL_ADDING_MODIFIERS))
    vt_map_view_set_selected_unit (vt_map_tool_get_view (self), press->unit);
}

void
vt_unit_press_clear (VtUnitPress *press)
{
  g_return_if_fail (press != NULL);

  press->pending = FALSE;
  g_clear_pointer (&press->unit, g_free);
}
