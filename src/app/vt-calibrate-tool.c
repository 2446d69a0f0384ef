/* vt-calibrate-tool.c: two clicks on the map image and their distance give its scale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-calibrate-tool"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-calibrate-tool.h"
#include "vt-map-view.h"

/* the first point, the second, and the one straight north of the first */
#define MAX_POINTS 3

struct _VtCalibrateTool
{
  VtMapTool          parent_instance;

  VtEditor          *editor;
  /* where the designer clicked, on the map as the picture lies now */
  VtPoint            points[MAX_POINTS];
  guint              n_points;
  VtCalibrateDialog *dialog;  /* weak: it closes itself */
  const char        *prompt;
};

G_DEFINE_FINAL_TYPE (VtCalibrateTool, vt_calibrate_tool, VT_TYPE_MAP_TOOL)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_PROMPT,
  PROP_N_POINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* the underlay as set up, which the editor changes and the file keeps */
static VtUnderlay *
get_underlay (VtCalibrateTool *self)
{
  return vt_scenario_get_underlay (vt_game_get_scenario (vt_editor_get_game (self->editor)));
}

static const char *
map_unit (VtCalibrateTool *self)
{
  return vt_map_get_unit_of_length (vt_scenario_get_map (vt_game_get_scenario (vt_editor_get_game (self->editor))));
}

static void
update_prompt (VtCalibrateTool *self)
{
  const char *prompt;

  if (get_underlay (self) == NULL)
    prompt = _("Import a map image first.");
  else if (self->dialog != NULL)
    prompt = _("Give the distance between the two points.");
  else if (self->n_points == 0)
    prompt = _("Click a point of the map image whose distance to another you know, "
               "such as one end of its scale bar.");
  else if (self->n_points == 1)
    prompt = _("Click the second point.");
  else
    prompt = _("Click a point straight north of the first to turn the picture, "
               "or press Enter to give the distance.");

  if (self->prompt == prompt)
    return;
  self->prompt = prompt;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

static void
set_n_points (VtCalibrateTool *self,
              guint            n_points)
{
  if (self->n_points != n_points)
    {
      self->n_points = n_points;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_POINTS]);
    }
  update_prompt (self);
  vt_map_tool_queue_draw (VT_MAP_TOOL (self));
}

static void
close_dialog (VtCalibrateTool *self)
{
  VtCalibrateDialog *dialog = self->dialog;

  if (dialog == NULL)
    return;
  g_signal_handlers_disconnect_by_data (dialog, self);
  g_clear_weak_pointer (&self->dialog);
  vt_calibrate_dialog_finish (dialog);
}

static void
finish (VtCalibrateTool *self,
        gboolean         calibrated)
{
  close_dialog (self);
  set_n_points (self, 0);
  g_signal_emit (self, signals[FINISHED], 0, calibrated);
}

/* where a point clicked on the map lies on the picture, as it lies now */
static void
to_image (VtUnderlay    *underlay,
          const VtPoint *map,
          VtPoint       *image)
{
  vt_calibration_map_to_image (vt_underlay_get_calibration (underlay), map, image);
}

gboolean
vt_calibrate_tool_apply (VtCalibrateTool  *self,
                         double            distance,
                         const char       *unit,
                         GError          **error)
{
  VtUnderlay *underlay;
  g_autoptr(VtUnderlay) calibrated = NULL;
  VtPoint image[MAX_POINTS];

  g_return_val_if_fail (VT_IS_CALIBRATE_TOOL (self), FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  underlay = get_underlay (self);
  if (underlay == NULL)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND, _("Import a map image first."));
      return FALSE;
    }
  if (self->n_points < 2)
    {
      g_set_error_literal (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                           _("Click two points of the map image first."));
      return FALSE;
    }
  for (guint i = 0; i < self->n_points; i++)
    to_image (underlay, &self->points[i], &image[i]);

  calibrated = vt_underlay_copy (underlay);
  if (!vt_underlay_calibrate (calibrated, &image[0], &image[1], distance, unit, map_unit (self),
                              self->n_points > 2 ? &image[2] : NULL, error))
    return FALSE;
  return vt_editor_set_underlay (self->editor, calibrated, error);
}

static void
dialog_calibrate (VtCalibrateTool   *self,
                  double             distance,
                  const char        *unit,
                  VtCalibrateDialog *dialog)
{
  g_autoptr(GError) error = NULL;

  if (!vt_calibrate_tool_apply (self, distance, unit, &error))
    {
      vt_calibrate_dialog_show_error (dialog, error->message);
      return;
    }
  finish (self, TRUE);
}

static void
dialog_cancelled (VtCalibrateTool *self)
{
  /* the dialog is closing itself */
  g_signal_handlers_disconnect_by_data (self->dialog, self);
  g_clear_weak_pointer (&self->dialog);
  finish (self, FALSE);
}

static void
open_dialog (VtCalibrateTool *self)
{
  VtUnderlay *underlay = get_underlay (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (vt_map_tool_get_view (VT_MAP_TOOL (self))));
  VtRuleset *ruleset = vt_game_get_ruleset (vt_editor_get_game (self->editor));
  VtCalibrateDialog *dialog;
  VtPoint a, b;

  if (self->dialog != NULL || underlay == NULL || self->n_points < 2)
    return;

  to_image (underlay, &self->points[0], &a);
  to_image (underlay, &self->points[1], &b);
  dialog = vt_calibrate_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                    ruleset != NULL ? vt_ruleset_get_unit_of_length (ruleset) : map_unit (self),
                                    hypot (b.x - a.x, b.y - a.y), self->n_points > 2);
  g_set_weak_pointer (&self->dialog, dialog);
  g_signal_connect_object (dialog, "calibrate", G_CALLBACK (dialog_calibrate), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "cancelled", G_CALLBACK (dialog_cancelled), self, G_CONNECT_SWAPPED);
  update_prompt (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A press is the view's: it pans once dragged, and comes back as a click. */
static VtMapTool *
vt_calibrate_tool_press (VtMapTool            *tool,
                         const VtMapToolEvent *event)
{
  return NULL;
}

static void
vt_calibrate_tool_click (VtMapTool            *tool,
                         const VtMapToolEvent *event)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (tool);

  if (get_underlay (self) == NULL || self->dialog != NULL || self->n_points >= MAX_POINTS)
    {
      update_prompt (self);
      return;
    }
  self->points[self->n_points] = event->point;
  set_n_points (self, self->n_points + 1);
  if (self->n_points == MAX_POINTS)
    open_dialog (self);
}

static gboolean
vt_calibrate_tool_key_pressed (VtMapTool       *tool,
                               guint            keyval,
                               GdkModifierType  state)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (tool);

  switch (keyval)
    {
    case GDK_KEY_Escape:
      finish (self, FALSE);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (self->n_points < 2)
        return FALSE;
      open_dialog (self);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (self->n_points == 0 || self->dialog != NULL)
        return FALSE;
      set_n_points (self, self->n_points - 1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* a ringed dot with its number beside it, @px device pixels to a unit */
static void
draw_point (cairo_t       *cr,
            const VtPoint *point,
            const char    *tag,
            double         px)
{
  cairo_arc (cr, point->x, point->y, 7 * px, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  cairo_set_line_width (cr, 2 * px);
  cairo_stroke (cr);
  /* the crosshair: where exactly the click went */
  cairo_move_to (cr, point->x - 11 * px, point->y);
  cairo_line_to (cr, point->x + 11 * px, point->y);
  cairo_move_to (cr, point->x, point->y - 11 * px);
  cairo_line_to (cr, point->x, point->y + 11 * px);
  cairo_set_line_width (cr, 1 * px);
  cairo_stroke (cr);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 13 * px);
  cairo_move_to (cr, point->x + 10 * px, point->y - 10 * px);
  cairo_text_path (cr, tag);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 3 * px);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  cairo_fill (cr);
}

static void
vt_calibrate_tool_draw (VtMapTool        *tool,
                        cairo_t          *cr,
                        const VtViewport *viewport)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (tool);
  double px = 1 / viewport->scale;
  static const double dashes[] = { 6, 4 };
  const double dashed[] = { dashes[0] * px, dashes[1] * px };
  const char *tags[MAX_POINTS] = { "1", "2", C_("straight north", "N") };

  if (self->n_points == 0)
    return;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 1; i < self->n_points; i++)
    {
      /* the measured line solid, the line to the north dashed */
      cairo_move_to (cr, self->points[0].x, self->points[0].y);
      cairo_line_to (cr, self->points[i].x, self->points[i].y);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, 5 * px);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
      cairo_set_line_width (cr, 2 * px);
      if (i == 2)
        cairo_set_dash (cr, dashed, G_N_ELEMENTS (dashed), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  for (guint i = 0; i < self->n_points; i++)
    draw_point (cr, &self->points[i], tags[i], px);
  cairo_restore (cr);
}

/* Another tool was chosen, or another map shown: the clicks are dropped. */
static void
vt_calibrate_tool_reset (VtMapTool *tool)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (tool);

  close_dialog (self);
  set_n_points (self, 0);
}

static void
vt_calibrate_tool_dispose (GObject *object)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (object);

  close_dialog (self);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_clear_object (&self->editor);

  G_OBJECT_CLASS (vt_calibrate_tool_parent_class)->dispose (object);
}

static void
vt_calibrate_tool_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_PROMPT:
      g_value_set_string (value, self->prompt);
      break;
    case PROP_N_POINTS:
      g_value_set_uint (value, self->n_points);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_calibrate_tool_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (object);

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
vt_calibrate_tool_constructed (GObject *object)
{
  VtCalibrateTool *self = VT_CALIBRATE_TOOL (object);

  G_OBJECT_CLASS (vt_calibrate_tool_parent_class)->constructed (object);

  /* an underlay imported or taken away while the tool is chosen */
  g_signal_connect_object (self->editor, "changed", G_CALLBACK (update_prompt), self, G_CONNECT_SWAPPED);
  update_prompt (self);
}

static void
vt_calibrate_tool_class_init (VtCalibrateToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  object_class->constructed = vt_calibrate_tool_constructed;
  object_class->dispose = vt_calibrate_tool_dispose;
  object_class->get_property = vt_calibrate_tool_get_property;
  object_class->set_property = vt_calibrate_tool_set_property;

  tool_class->cursor_name = "crosshair";
  tool_class->press = vt_calibrate_tool_press;
  tool_class->click = vt_calibrate_tool_click;
  tool_class->key_pressed = vt_calibrate_tool_key_pressed;
  tool_class->draw = vt_calibrate_tool_draw;
  tool_class->reset = vt_calibrate_tool_reset;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_POINTS] =
    g_param_spec_uint ("n-points", NULL, NULL,
                       0, MAX_POINTS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
vt_calibrate_tool_init (VtCalibrateTool *self)
{
}

VtMapTool *
vt_calibrate_tool_new (VtMapView *view,
                       VtEditor  *editor)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (view), NULL);
  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);

  return g_object_new (VT_TYPE_CALIBRATE_TOOL, "view", view, "editor", editor, NULL);
}

const char *
vt_calibrate_tool_get_prompt (VtCalibrateTool *self)
{
  g_return_val_if_fail (VT_IS_CALIBRATE_TOOL (self), NULL);
  return self->prompt;
}

guint
vt_calibrate_tool_get_n_points (VtCalibrateTool *self)
{
  g_return_val_if_fail (VT_IS_CALIBRATE_TOOL (self), 0);
  return self->n_points;
}

/**
 * vt_calibrate_tool_get_dialog:
 * @self: a calibrate tool
 *
 * Returns: (transfer none) (nullable): the open dialog
 */
VtCalibrateDialog *
vt_calibrate_tool_get_dialog (VtCalibrateTool *self)
{
  g_return_val_if_fail (VT_IS_CALIBRATE_TOOL (self), NULL);
  return self->dialog;
}
