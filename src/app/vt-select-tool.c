/* vt-select-tool.c: a click selects a unit, a drag moves the selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-select-tool"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-band-tool.h"
#include "vt-map-view.h"
#include "vt-measure.h"
#include "vt-select-tool.h"

/* One unit being dragged, with the ground it can reach, worked out once
 * when the drag starts. */
typedef struct {
  VtUnit  *unit;
  VtPoint  start;
  VtReach *reach;
} Mover;

struct _VtSelectTool
{
  VtMapTool        parent_instance;

  VtMapTool       *band;          /* Shift and a drag on open ground */

  /* a press on a selected unit: a click, or a move once it is dragged */
  gboolean         moving;
  VtUnitPress      press;
  GArray          *movers;        /* of Mover, while moving */
  gboolean         by_keyboard;   /* the arrows carry the ghosts */
};

G_DEFINE_FINAL_TYPE (VtSelectTool, vt_select_tool, VT_TYPE_MAP_TOOL)

static VtMapView *
view_of (VtSelectTool *self)
{
  return vt_map_tool_get_view (VT_MAP_TOOL (self));
}

static void
clear_movers (VtSelectTool *self)
{
  if (self->movers == NULL)
    return;

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);

      g_clear_object (&mover->unit);
      g_clear_object (&mover->reach);
    }
  g_clear_pointer (&self->movers, g_array_unref);
}

/* After a drag, or instead of one. */
static void
end_press (VtSelectTool *self)
{
  vt_unit_press_clear (&self->press);
  self->moving = FALSE;
  self->by_keyboard = FALSE;
  clear_movers (self);
}

/* selection */

/* moving */

/* The pace @unit moves at: the one chosen if the ruleset offers it to this
 * unit, else the unit's first; NULL when the ruleset has none. */
static const VtActivity *
activity_for (VtSelectTool *self,
              VtUnit       *unit)
{
  VtRuleset *ruleset = vt_map_view_get_ruleset (view_of (self));
  const char *chosen = vt_map_view_get_activity (view_of (self));
  const VtActivity *activities;
  guint n = 0;

  if (ruleset == NULL)
    return NULL;

  activities = vt_ruleset_get_activities (ruleset, unit, &n);
  if (activities == NULL || n == 0)
    return NULL;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (activities[i].id, chosen) == 0)
      return &activities[i];

  return &activities[0];
}

/* Whether @mover is a board figure the ruleset moves by an action. */
static gboolean
board_moves (VtSelectTool *self,
             Mover        *mover)
{
  VtMapView *view = view_of (self);
  VtGame *game = vt_map_view_get_game (view);
  VtRuleset *ruleset = vt_map_view_get_ruleset (view);
  g_autofree char *action = NULL;
  g_autoptr(GVariant) params = NULL;

  return game != NULL && ruleset != NULL &&
         vt_map_get_board (vt_scenario_get_map (vt_map_view_get_scenario (view))) != NULL &&
         vt_ruleset_get_move_action (ruleset, game, mover->unit, 0, &action, &params);
}

static void
start_move (VtSelectTool *self)
{
  VtMapView *view = view_of (self);
  VtScenario *state = vt_map_view_get_scenario (view);
  VtGame *game = vt_map_view_get_game (view);
  VtRuleset *ruleset = vt_map_view_get_ruleset (view);
  const char * const *selected = vt_map_view_get_selected_units (view);

  clear_movers (self);
  self->movers = g_array_new (FALSE, TRUE, sizeof (Mover));

  /* the unit under the pointer first: its reach is the one drawn */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; selected[i] != NULL; i++)
      {
        gboolean grabbed = g_strcmp0 (selected[i], self->press.unit) == 0;
        VtUnit *unit;
        const VtActivity *activity;
        Mover mover = { 0 };

        if ((pass == 0) != grabbed)
          continue;
        unit = vt_scenario_find_unit (state, selected[i]);
        if (unit == NULL)
          continue;

        mover.unit = g_object_ref (unit);
        vt_map_tool_get_unit_position (VT_MAP_TOOL (self), unit, &mover.start);
        activity = activity_for (self, unit);
        /* what is left of its move in this Zug, not a fresh one each drag;
         * none at a pace the ruleset refuses now (1812: the rest after
         * storm pace), and its rule shown at once, not only at the drop;
         * the way (1812: the gaps in the enemy's line) is asked at the drop,
         * by vt_game_move_unit() */
        if (game != NULL && ruleset != NULL)
          {
            g_autoptr(GError) refused = NULL;
            double left = vt_game_get_move_left (game, unit);

            if (activity != NULL && !vt_ruleset_check_move (ruleset, game, unit, activity->id,
                                                                   NULL, NULL, 0, &refused))
              {
                left = 0;
                g_signal_emit_by_name (view_of (self), "move-refused", refused->message);
              }
            mover.reach = vt_reach_new_within (game, unit, activity != NULL ? activity->id : NULL, left);
          }
        g_array_append_val (self->movers, mover);
      }

  self->moving = TRUE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (view), "grabbing");
}

static void
refuse (VtSelectTool *self,
        const char   *reason)
{
  g_signal_emit_by_name (view_of (self), "move-refused", reason);
}

/* Why a unit cannot get to @to, from what its reach tells. */
static char *
describe_refusal (VtSelectTool *self,
                  Mover        *mover,
                  VtPoint      *to)
{
  VtScenario *scenario = vt_map_view_get_scenario (view_of (self));
  const char *unit = vt_map_get_unit_of_length (vt_scenario_get_map (scenario));
  const VtActivity *activity = activity_for (self, mover->unit);
  g_autofree char *allowance = vt_measure_format_distance (round (vt_reach_get_allowance (mover->reach)), unit);
  double cost = vt_reach_get_cost (mover->reach, to);
  double left;
  /* the pace in the plugin's words, read through its domain */
  const char *pace = activity != NULL ? vt_ruleset_translate (vt_map_view_get_ruleset (view_of (self)),
                                                              activity->label)
                                      : _("its pace");

  if (cost >= G_MAXDOUBLE)
    /* TRANSLATORS: "I/12 Musketiere cannot get there at Route march: …" */
    return g_strdup_printf (_("%s cannot get there at %s: the ground there is impassable to it."),
                            vt_unit_get_display_name (mover->unit),
                            pace);

  left = vt_game_get_move_left (vt_map_view_get_game (view_of (self)), mover->unit);
  if (left < 1)
    {
      g_autofree char *remaining = vt_measure_format_distance (round (vt_reach_get_allowance (mover->reach) * left),
                                                               unit);

      /* TRANSLATORS: "I/12 Musketiere has 90 paces left in this Zug at Route march; …" */
      return g_strdup_printf (_("%s has %s left in this %s at %s; that point is %.1f %s away over this ground."),
                              vt_unit_get_display_name (mover->unit), remaining,
                              vt_ruleset_get_move_name (vt_map_view_get_ruleset (view_of (self)), 1),
                              pace, cost,
                              vt_ruleset_get_move_name (vt_map_view_get_ruleset (view_of (self)), 2));
    }

  return g_strdup_printf (_("%s can march %s at %s; that point is %.1f %s away over this ground."),
                          vt_unit_get_display_name (mover->unit), allowance,
                          pace, cost,
                          vt_ruleset_get_move_name (vt_map_view_get_ruleset (view_of (self)), 2));
}

/* The board's cell a dragged figure's ghost is dropped on; NULL off the
 * cells, or where the map is no board. */
static const VtCell *
drop_cell (VtSelectTool *self,
           Mover        *mover)
{
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_map_view_get_scenario (view_of (self))));
  VtPoint to = { mover->start.x + self->press.drag_point.x - self->press.point.x,
                 mover->start.y + self->press.drag_point.y - self->press.point.y };

  return board != NULL ? vt_board_cell_at (board, &to) : NULL;
}

/* A figure of a board game dropped on a cell: the ruleset's move to it,
 * resolved and applied as the Actions dialog would (captures booked), or
 * refused with the rule it breaks. FALSE: the ruleset does not move this
 * unit by an action, and it moves as on measured ground. */
static gboolean
finish_board_move (VtSelectTool *self,
                   VtGame       *game)
{
  VtRuleset *ruleset = vt_map_view_get_ruleset (view_of (self));
  Mover *mover = &g_array_index (self->movers, Mover, 0);
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_map_view_get_scenario (view_of (self))));
  const VtCell *cell;
  g_autofree char *action = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;

  if (board == NULL || ruleset == NULL || self->movers->len != 1)
    return FALSE;
  cell = drop_cell (self, mover);
  if (!vt_ruleset_get_move_action (ruleset, game, mover->unit, cell != NULL ? cell->number : 0,
                                   &action, &params))
    return FALSE;

  if (cell == NULL)
    {
      /* TRANSLATORS: "The Cavalry was not moved: there is no square there." */
      g_autofree char *message = g_strdup_printf (_("%s was not moved: there is no square there."),
                                                  vt_unit_get_display_name (mover->unit));

      refuse (self, message);
      return TRUE;
    }
  if (cell->number == vt_unit_get_cell (mover->unit))
    return TRUE;

  /* both sink what they are given: full references, which stay ours */
  outcome = vt_game_resolve_action (game, action, params, &dice, &error);
  if (outcome != NULL)
    g_variant_take_ref (outcome);
  if (outcome == NULL || !vt_game_apply_action (game, action, params, outcome, dice, &error))
    {
      /* TRANSLATORS: "Not moved to 60: it is the move of the Defending Army: …" */
      g_autofree char *message = g_strdup_printf (_("Not moved to %u: %s"), cell->number, error->message);

      if (g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
        vt_map_view_set_ruling (view_of (self), vt_ruling_new_action (message, action, params));
      refuse (self, message);
    }
  return TRUE;
}

/* The drag's moves as they were asked, for the umpire to allow. */
static VtRuling *
ruling_of_drag (VtSelectTool *self,
                const char   *refusal,
                double        dx,
                double        dy)
{
  VtRuling *ruling = vt_ruling_new_moves (refusal);

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);
      VtPoint to = { mover->start.x + dx, mover->start.y + dy };
      const VtActivity *activity = activity_for (self, mover->unit);

      vt_ruling_add_move (ruling, mover->unit, &to, vt_unit_get_facing (mover->unit),
                          activity != NULL ? activity->id : NULL);
    }
  return ruling;
}

/* All of the selection moves by the same offset, or none of it. */
static void
finish_move (VtSelectTool *self)
{
  VtGame *game = vt_map_view_get_game (view_of (self));
  double dx = self->press.drag_point.x - self->press.point.x;
  double dy = self->press.drag_point.y - self->press.point.y;
  guint moved = 0;

  if (game == NULL)
    {
      refuse (self, _("Nothing can be moved on this map: it is not a game."));
      return;
    }

  if (finish_board_move (self, game))
    return;

  /* With several units, each is checked before any moves. */
  if (self->movers->len > 1)
    for (guint i = 0; i < self->movers->len; i++)
      {
        Mover *mover = &g_array_index (self->movers, Mover, i);
        VtPoint to = { mover->start.x + dx, mover->start.y + dy };

        if (mover->reach != NULL && !vt_reach_contains (mover->reach, &to))
          {
            g_autofree char *reason = describe_refusal (self, mover, &to);
            g_autofree char *message = g_strdup_printf (_("No unit was moved. %s"), reason);

            refuse (self, message);
            return;
          }
      }

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);
      VtPoint to = { mover->start.x + dx, mover->start.y + dy };
      const VtActivity *activity = activity_for (self, mover->unit);
      g_autoptr(GError) error = NULL;

      if (!vt_game_move_unit (game, mover->unit, &to, vt_unit_get_facing (mover->unit),
                              activity != NULL ? activity->id : NULL, &error))
        {
          /* the ones already moved go back */
          for (guint j = 0; j < moved; j++)
            vt_game_undo (game);
          /* the other side's move, or a rule he may overrule: the whole
           * drag kept for Allow… */
          if (g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
            vt_map_view_set_ruling (view_of (self), ruling_of_drag (self, error->message, dx, dy));
          refuse (self, error->message);
          return;
        }
      moved++;
    }
}

/* drawing */

static void
trace_footprint (VtSelectTool     *self,
                 cairo_t          *cr,
                 const VtViewport *viewport,
                 VtUnit           *unit,
                 const VtPoint    *centre)
{
  VtMapView *view = view_of (self);
  VtRuleset *ruleset = vt_map_view_get_ruleset (view);
  double frontage = 0, depth = 0;
  double min_size = 10.0 / viewport->scale;

  if (ruleset != NULL)
    vt_ruleset_get_footprint (ruleset, unit, &frontage, &depth);
  if (vt_map_get_board (vt_scenario_get_map (vt_map_view_get_scenario (view))) != NULL)
    frontage = depth = 0.5;

  frontage = MAX (frontage, min_size);
  depth = MAX (depth, min_size / 2);

  cairo_save (cr);
  cairo_translate (cr, centre->x, centre->y);
  cairo_rotate (cr, vt_unit_get_facing (unit) * G_PI / 180.0);
  cairo_rectangle (cr, -frontage / 2, -depth / 2, frontage, depth);
  cairo_restore (cr);
}

/* Ghosts of the dragged units where they would stand, green where they can
 * get to, red where they cannot; the other units' reach is outlined. */
static void
vt_select_tool_draw (VtMapTool        *tool,
                     cairo_t          *cr,
                     const VtViewport *viewport)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);
  double dx = self->press.drag_point.x - self->press.point.x;
  double dy = self->press.drag_point.y - self->press.point.y;

  if (!self->moving || self->movers == NULL)
    return;

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);
      VtPoint to = { mover->start.x + dx, mover->start.y + dy };
      gboolean reachable = mover->reach == NULL || vt_reach_contains (mover->reach, &to);
      guint n_cells = 0;
      const guint *cells = vt_map_view_get_destinations (view_of (self), &n_cells);

      /* a figure of a board game: green over the cells the ruleset gives */
      if (cells != NULL || board_moves (self, mover))
        {
          const VtCell *cell = drop_cell (self, mover);

          reachable = FALSE;
          for (guint j = 0; cell != NULL && j < n_cells; j++)
            reachable = reachable || cells[j] == cell->number;
        }

      if (i > 0 && mover->reach != NULL)
        {
          double dashes[] = { 6.0 / viewport->scale, 4.0 / viewport->scale };

          vt_reach_trace (mover->reach, cr);
          cairo_set_source_rgba (cr, 0.15, 0.45, 0.2, 0.8);
          cairo_set_line_width (cr, 1.5 / viewport->scale);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }

      /* the line from where it stands */
      cairo_move_to (cr, mover->start.x, mover->start.y);
      cairo_line_to (cr, to.x, to.y);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 1.0 / viewport->scale);
      cairo_stroke (cr);

      trace_footprint (self, cr, viewport, mover->unit, &to);
      if (reachable)
        cairo_set_source_rgba (cr, 0.18, 0.62, 0.25, 0.55);
      else
        cairo_set_source_rgba (cr, 0.80, 0.12, 0.10, 0.55);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_set_line_width (cr, 1.5 / viewport->scale);
      cairo_stroke (cr);
    }
}

/* While units are dragged nothing under their ghosts moves until the drop;
 * the reach of the one under the pointer is drawn with the pieces. */
static gboolean
vt_select_tool_hold_pieces (VtMapTool       *tool,
                            VtRenderOptions *options)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);

  if (!self->moving || self->movers == NULL || self->movers->len == 0)
    return FALSE;

  options->reach = g_array_index (self->movers, Mover, 0).reach;
  return TRUE;
}

/* the button */

static VtMapTool *
vt_select_tool_press (VtMapTool            *tool,
                      const VtMapToolEvent *event)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);
  VtMapView *view = view_of (self);
  VtUnit *unit;

  end_press (self);
  /* the piece as drawn: a column by sections is 5 paces wide but shows 10
   * px; none while the troops are hidden or locked */
  unit = vt_map_view_unit_at (view, &event->point);
  if (unit == NULL)
    {
      if (event->state & GDK_SHIFT_MASK)
        return vt_map_tool_press (self->band, event);
      /* open ground: the view pans, and tells of a click */
      return NULL;
    }

  /* pending, or a Ctrl-click that left nothing to drag */
  vt_map_tool_press_unit (tool, &self->press, unit, event);
  return tool;
}

static void
vt_select_tool_drag (VtMapTool            *tool,
                     const VtMapToolEvent *event)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);

  if (!self->press.pending && !self->moving)
    return;

  if (vt_unit_press_drag (&self->press, event))
    start_move (self);
  else if (!self->moving)
    return;
  vt_map_tool_queue_draw (tool);
}

static void
vt_select_tool_release (VtMapTool            *tool,
                        const VtMapToolEvent *event)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);

  if (self->press.pending)
    vt_map_tool_click_unit (tool, &self->press);
  else if (self->moving)
    finish_move (self);

  end_press (self);
}

static void
vt_select_tool_click (VtMapTool            *tool,
                      const VtMapToolEvent *event)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);

  if (!(event->state & VT_MAP_TOOL_ADDING_MODIFIERS))
    vt_map_view_set_selected_unit (view_of (self), NULL);
}

static void
vt_select_tool_cancel (VtMapTool *tool)
{
  end_press (VT_SELECT_TOOL (tool));
}

/* Undo, redo and replay may move a dragged unit under the pointer. */
static void
vt_select_tool_game_changed (VtMapTool *tool)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);

  if (self->press.pending || self->moving)
    vt_map_view_cancel_drag (view_of (self));
}

/* the keyboard */

/* The arrows carry the selection's ghosts as a drag would, from the first
 * selected unit, by a tenth of its move (VT_SELECT_KEY_STEPS; Shift: half
 * of it); Return moves them there, Escape leaves them. */
static void
carry_ghosts (VtSelectTool *self,
              int           east,
              int           south,
              gboolean      long_step)
{
  VtMapView *view = view_of (self);
  double step;

  if (!self->by_keyboard || !vt_map_tool_is_selected (VT_MAP_TOOL (self), self->press.unit))
    {
      const char * const *selected = vt_map_view_get_selected_units (view);
      VtUnit *unit = vt_scenario_find_unit (vt_map_view_get_scenario (view), selected[0]);

      vt_map_view_cancel_drag (view);
      end_press (self);
      if (unit == NULL)
        return;
      self->press.unit = g_strdup (selected[0]);
      vt_map_tool_get_unit_position (VT_MAP_TOOL (self), unit, &self->press.point);
      self->press.drag_point = self->press.point;
      start_move (self);
      self->by_keyboard = TRUE;
      vt_map_view_begin_drag (view, VT_MAP_TOOL (self));
    }

  step = vt_select_tool_get_key_step (self);
  if (long_step)
    step *= VT_SELECT_KEY_STEPS / 2;
  self->press.drag_point.x += east * step;
  self->press.drag_point.y += south * step;
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

static gboolean
vt_select_tool_key_pressed (VtMapTool       *tool,
                            guint            keyval,
                            GdkModifierType  state)
{
  VtSelectTool *self = VT_SELECT_TOOL (tool);
  const char * const *selected = vt_map_view_get_selected_units (view_of (self));
  gboolean long_step = (state & GDK_SHIFT_MASK) != 0;

  if (selected == NULL || selected[0] == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      carry_ghosts (self, -1, 0, long_step);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      carry_ghosts (self, 1, 0, long_step);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      carry_ghosts (self, 0, -1, long_step);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      carry_ghosts (self, 0, 1, long_step);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!self->by_keyboard || !self->moving)
        return FALSE;
      vt_map_view_end_drag (view_of (self));
      finish_move (self);
      end_press (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* A tenth of the carried unit's move in this Zug at its pace; a board's
 * figure, or a unit the ruleset gives no move, steps VT_SELECT_KEY_STEP_PX
 * on the screen. */
double
vt_select_tool_get_key_step (VtSelectTool *self)
{
  Mover *mover;

  g_return_val_if_fail (VT_IS_SELECT_TOOL (self), 0);

  mover = self->movers != NULL && self->movers->len > 0 ? &g_array_index (self->movers, Mover, 0) : NULL;
  if (mover != NULL && mover->reach != NULL && vt_reach_get_allowance (mover->reach) > 0 &&
      !board_moves (self, mover))
    return vt_reach_get_allowance (mover->reach) / VT_SELECT_KEY_STEPS;
  return VT_SELECT_KEY_STEP_PX * vt_map_tool_get_pixel_size (VT_MAP_TOOL (self));
}

static void
vt_select_tool_dispose (GObject *object)
{
  VtSelectTool *self = VT_SELECT_TOOL (object);

  end_press (self);
  g_clear_object (&self->band);

  G_OBJECT_CLASS (vt_select_tool_parent_class)->dispose (object);
}

static void
vt_select_tool_constructed (GObject *object)
{
  VtSelectTool *self = VT_SELECT_TOOL (object);

  G_OBJECT_CLASS (vt_select_tool_parent_class)->constructed (object);

  self->band = vt_band_tool_new (view_of (self));
}

static void
vt_select_tool_class_init (VtSelectToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  object_class->constructed = vt_select_tool_constructed;
  object_class->dispose = vt_select_tool_dispose;

  tool_class->press = vt_select_tool_press;
  tool_class->drag = vt_select_tool_drag;
  tool_class->release = vt_select_tool_release;
  tool_class->click = vt_select_tool_click;
  tool_class->cancel = vt_select_tool_cancel;
  tool_class->key_pressed = vt_select_tool_key_pressed;
  tool_class->draw = vt_select_tool_draw;
  tool_class->hold_pieces = vt_select_tool_hold_pieces;
  tool_class->game_changed = vt_select_tool_game_changed;
}

static void
vt_select_tool_init (VtSelectTool *self)
{
}

VtMapTool *
vt_select_tool_new (VtMapView *view)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);

  return g_object_new (VT_TYPE_SELECT_TOOL, "view", view, NULL);
}
