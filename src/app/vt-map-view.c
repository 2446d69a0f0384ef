/* vt-map-view.c: the map, drawn by the core renderer, with pan and zoom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-map-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-map-view.h"
#include "vt-measure.h"

/* One zoom step; four steps double the scale and a bit. */
#define ZOOM_STEP        1.25
/* Zoom limits relative to the scale that fits the whole map. */
#define ZOOM_OUT_LIMIT   0.25
#define ZOOM_IN_LIMIT    64.0
/* Pixels a wheel notch pans. */
#define WHEEL_PAN        64.0
/* Pixels of the map that stay in view however far it is dragged. */
#define KEEP_IN_VIEW     48.0
/* Less movement than this between press and release is a click. */
#define CLICK_SLOP       4.0

struct _VtMapView
{
  GtkWidget   parent_instance;

  VtScenario *scenario;
  VtRuleset  *ruleset;
  char       *selected_unit;

  VtViewport  viewport;
  double      fit_scale;
  gboolean    fit_pending;

  VtPoint     drag_start_origin;
  double      pointer_x;
  double      pointer_y;
};

G_DEFINE_FINAL_TYPE (VtMapView, vt_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_SELECTED_UNIT,
  PROP_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  UNIT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static double
map_width (VtMapView *self)
{
  return vt_map_get_width (vt_scenario_get_map (self->scenario));
}

static double
map_height (VtMapView *self)
{
  return vt_map_get_height (vt_scenario_get_map (self->scenario));
}

/* However far the umpire drags, some of the map stays in view. */
static void
keep_map_in_view (VtMapView *self)
{
  VtViewport *vp = &self->viewport;
  double keep = KEEP_IN_VIEW / vp->scale;
  double min_x, max_x, min_y, max_y;

  if (self->scenario == NULL || vp->scale <= 0)
    return;

  min_x = keep - vp->width / vp->scale;
  max_x = map_width (self) - keep;
  min_y = keep - vp->height / vp->scale;
  max_y = map_height (self) - keep;

  if (min_x <= max_x)
    vp->origin.x = CLAMP (vp->origin.x, min_x, max_x);
  if (min_y <= max_y)
    vp->origin.y = CLAMP (vp->origin.y, min_y, max_y);
}

static void
set_scale (VtMapView *self,
           double     scale)
{
  if (self->viewport.scale == scale)
    return;

  self->viewport.scale = scale;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
}

static void
update_fit_scale (VtMapView *self)
{
  VtViewport fit = { 0 };

  if (self->scenario == NULL || self->viewport.width <= 0 || self->viewport.height <= 0)
    return;

  vt_viewport_fit (&fit, self->scenario, self->viewport.width, self->viewport.height);
  self->fit_scale = fit.scale;
}

static void
fit (VtMapView *self)
{
  VtViewport fitted = self->viewport;

  vt_viewport_fit (&fitted, self->scenario, self->viewport.width, self->viewport.height);
  self->viewport.origin = fitted.origin;
  self->fit_scale = fitted.scale;
  self->fit_pending = FALSE;
  set_scale (self, fitted.scale);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
vt_map_view_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  VtMapView *self = VT_MAP_VIEW (widget);
  VtPoint centre;
  gboolean had_size = self->viewport.width > 0 && self->viewport.height > 0;

  if (had_size && self->viewport.scale > 0)
    vt_viewport_to_map (&self->viewport, self->viewport.width / 2, self->viewport.height / 2, &centre);

  self->viewport.width = width;
  self->viewport.height = height;

  if (self->scenario == NULL || width <= 0 || height <= 0)
    return;

  if (self->fit_pending || !had_size || self->viewport.scale <= 0)
    {
      fit (self);
      return;
    }

  /* Resizing keeps the middle of the view where it was. */
  self->viewport.origin.x = centre.x - width / 2.0 / self->viewport.scale;
  self->viewport.origin.y = centre.y - height / 2.0 / self->viewport.scale;
  update_fit_scale (self);
}

/* A bar of 1, 2 or 5 × 10ⁿ units, some 100 pixels long, bottom left. */
static void
snapshot_scale_bar (VtMapView   *self,
                    GtkSnapshot *snapshot)
{
  const char *unit = vt_map_get_unit_of_length (vt_scenario_get_map (self->scenario));
  double target = 100.0 / self->viewport.scale;
  double magnitude = pow (10, floor (log10 (target)));
  double length = magnitude;
  double pixels;
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  int text_width, text_height;
  double x = 12, y = self->viewport.height - 12;
  GdkRGBA ink = { 0.15, 0.15, 0.15, 1 };
  GdkRGBA paper = { 1, 1, 1, 0.8 };

  if (target / magnitude >= 5)
    length = 5 * magnitude;
  else if (target / magnitude >= 2)
    length = 2 * magnitude;
  pixels = length * self->viewport.scale;

  text = vt_measure_format_length (length, unit);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);

  if (pixels + 24 > self->viewport.width || text_height + 24 > self->viewport.height)
    return;

  {
    graphene_rect_t backdrop = GRAPHENE_RECT_INIT (x - 6, y - text_height - 14,
                                                   MAX (pixels, text_width) + 12, text_height + 18);
    GskRoundedRect rounded;

    gsk_rounded_rect_init_from_rect (&rounded, &backdrop, 6);
    gtk_snapshot_push_rounded_clip (snapshot, &rounded);
    gtk_snapshot_append_color (snapshot, &paper, &backdrop);
    gtk_snapshot_pop (snapshot);
  }

  gtk_snapshot_append_color (snapshot, &ink, &GRAPHENE_RECT_INIT (x, y - 6, pixels, 2));
  gtk_snapshot_append_color (snapshot, &ink, &GRAPHENE_RECT_INIT (x, y - 10, 1.5, 6));
  gtk_snapshot_append_color (snapshot, &ink, &GRAPHENE_RECT_INIT (x + pixels - 1.5, y - 10, 1.5, 6));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y - 10 - text_height));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}

static void
vt_map_view_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  VtMapView *self = VT_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  VtRenderOptions options = { 0 };
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->scenario == NULL || self->viewport.scale <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* the table around the map */
  cairo_set_source_rgb (cr, 0.87, 0.87, 0.85);
  cairo_paint (cr);

  options.selected_unit = self->selected_unit;
  options.labels = TRUE;
  vt_map_renderer_draw (cr, self->scenario, self->ruleset, &self->viewport, &options);
  cairo_destroy (cr);

  snapshot_scale_bar (self, snapshot);
}

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            VtMapView      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (self->scenario == NULL || (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_MIDDLE))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->drag_start_origin = self->viewport.origin;
}

static void
drag_update (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             VtMapView      *self)
{
  if (hypot (dx, dy) < CLICK_SLOP)
    return;

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->viewport.origin.x = self->drag_start_origin.x - dx / self->viewport.scale;
  self->viewport.origin.y = self->drag_start_origin.y - dy / self->viewport.scale;
  keep_map_in_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          VtMapView      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double x, y;
  VtPoint point;
  VtUnit *unit;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);

  if (hypot (dx, dy) >= CLICK_SLOP || button != GDK_BUTTON_PRIMARY || self->scenario == NULL)
    return;

  /* A click picks the unit under the pointer, or none. */
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  vt_viewport_to_map (&self->viewport, x, y, &point);
  unit = vt_map_renderer_unit_at (self->scenario, self->ruleset, &point);
  g_signal_emit (self, signals[UNIT_ACTIVATED], 0, unit != NULL ? vt_unit_get_id (unit) : NULL);
}

static void
pointer_motion (GtkEventControllerMotion *motion,
                double                    x,
                double                    y,
                VtMapView                *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static gboolean
scrolled (GtkEventControllerScroll *scroll,
          double                    dx,
          double                    dy,
          VtMapView                *self)
{
  GdkModifierType state;

  if (self->scenario == NULL)
    return FALSE;

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  if (state & GDK_CONTROL_MASK)
    {
      vt_map_view_zoom_at (self, pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
      return TRUE;
    }

  if (gtk_event_controller_scroll_get_unit (scroll) == GDK_SCROLL_UNIT_WHEEL)
    {
      dx *= WHEEL_PAN;
      dy *= WHEEL_PAN;
    }
  if (state & GDK_SHIFT_MASK)
    {
      double swap = dx;

      dx = dy;
      dy = swap;
    }

  self->viewport.origin.x += dx / self->viewport.scale;
  self->viewport.origin.y += dy / self->viewport.scale;
  keep_map_in_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  return TRUE;
}

static void
disconnect_units (VtMapView *self)
{
  GListModel *units;

  if (self->scenario == NULL)
    return;

  units = vt_scenario_get_units (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(GObject) unit = g_list_model_get_item (units, i);

      g_signal_handlers_disconnect_by_data (unit, self);
    }
  g_signal_handlers_disconnect_by_data (units, self);
}

static void connect_units (VtMapView *self);

static void
units_changed (GListModel *units,
               guint       position,
               guint       removed,
               guint       added,
               VtMapView  *self)
{
  connect_units (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Units move in place as the journal replays; each change redraws. */
static void
connect_units (VtMapView *self)
{
  GListModel *units;

  disconnect_units (self);
  units = vt_scenario_get_units (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(GObject) unit = g_list_model_get_item (units, i);

      g_signal_connect_object (unit, "notify", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (units, "items-changed", G_CALLBACK (units_changed), self, 0);
}

static void
vt_map_view_dispose (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  disconnect_units (self);
  g_clear_object (&self->scenario);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (vt_map_view_parent_class)->dispose (object);
}

static void
vt_map_view_finalize (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  g_clear_pointer (&self->selected_unit, g_free);

  G_OBJECT_CLASS (vt_map_view_parent_class)->finalize (object);
}

static void
vt_map_view_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  VtMapView *self = VT_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_SELECTED_UNIT:
      g_value_set_string (value, self->selected_unit);
      break;
    case PROP_SCALE:
      g_value_set_double (value, self->viewport.scale);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_map_view_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  VtMapView *self = VT_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED_UNIT:
      vt_map_view_set_selected_unit (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_map_view_class_init (VtMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_map_view_dispose;
  object_class->finalize = vt_map_view_finalize;
  object_class->get_property = vt_map_view_get_property;
  object_class->set_property = vt_map_view_set_property;

  widget_class->snapshot = vt_map_view_snapshot;
  widget_class->size_allocate = vt_map_view_size_allocate;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL,
                         VT_TYPE_SCENARIO,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_UNIT] =
    g_param_spec_string ("selected-unit", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL,
                         0, G_MAXDOUBLE, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A click on the map: the id of the unit under it, or NULL. */
  signals[UNIT_ACTIVATED] =
    g_signal_new ("unit-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "vt-map-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
vt_map_view_init (VtMapView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
vt_map_view_new (void)
{
  return g_object_new (VT_TYPE_MAP_VIEW, NULL);
}

void
vt_map_view_set_scenario (VtMapView  *self,
                          VtScenario *scenario,
                          VtRuleset  *ruleset)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!scenario || VT_IS_SCENARIO (scenario));
  g_return_if_fail (!ruleset || VT_IS_RULESET (ruleset));

  g_set_object (&self->ruleset, ruleset);

  if (self->scenario != scenario)
    {
      disconnect_units (self);
      g_set_object (&self->scenario, scenario);
      if (scenario != NULL)
        connect_units (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
    }

  vt_map_view_set_selected_unit (self, NULL);
  self->fit_pending = TRUE;
  if (scenario != NULL && self->viewport.width > 0 && self->viewport.height > 0)
    fit (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

VtScenario *
vt_map_view_get_scenario (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->scenario;
}

const char *
vt_map_view_get_selected_unit (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->selected_unit;
}

void
vt_map_view_set_selected_unit (VtMapView  *self,
                               const char *unit_id)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (g_strcmp0 (self->selected_unit, unit_id) == 0)
    return;

  g_free (self->selected_unit);
  self->selected_unit = g_strdup (unit_id);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_UNIT]);
}

void
vt_map_view_centre_on (VtMapView     *self,
                       const VtPoint *point)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (point != NULL);

  if (self->viewport.scale <= 0)
    return;

  self->viewport.origin.x = point->x - self->viewport.width / 2.0 / self->viewport.scale;
  self->viewport.origin.y = point->y - self->viewport.height / 2.0 / self->viewport.scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
vt_map_view_get_scale (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), 0);

  return self->viewport.scale;
}

void
vt_map_view_get_viewport (VtMapView  *self,
                          VtViewport *viewport)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (viewport != NULL);

  *viewport = self->viewport;
}

void
vt_map_view_zoom_at (VtMapView *self,
                     double     factor,
                     double     x,
                     double     y)
{
  VtPoint fixed;
  double scale;

  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (factor > 0);

  if (self->scenario == NULL || self->viewport.scale <= 0 || self->fit_scale <= 0)
    return;

  scale = CLAMP (self->viewport.scale * factor,
                 self->fit_scale * ZOOM_OUT_LIMIT,
                 self->fit_scale * ZOOM_IN_LIMIT);

  /* The map point under (x, y) stays under it. */
  vt_viewport_to_map (&self->viewport, x, y, &fixed);
  self->viewport.origin.x = fixed.x - x / scale;
  self->viewport.origin.y = fixed.y - y / scale;
  set_scale (self, scale);
  keep_map_in_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_zoom_in (VtMapView *self)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_zoom_at (self, ZOOM_STEP, self->viewport.width / 2, self->viewport.height / 2);
}

void
vt_map_view_zoom_out (VtMapView *self)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_zoom_at (self, 1 / ZOOM_STEP, self->viewport.width / 2, self->viewport.height / 2);
}

void
vt_map_view_zoom_fit (VtMapView *self)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (self->scenario == NULL)
    return;

  if (self->viewport.width > 0 && self->viewport.height > 0)
    fit (self);
  else
    self->fit_pending = TRUE;
}

gboolean
vt_map_view_to_map (VtMapView *self,
                    double     x,
                    double     y,
                    VtPoint   *point)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);

  if (self->scenario == NULL || self->viewport.scale <= 0)
    return FALSE;

  vt_viewport_to_map (&self->viewport, x, y, point);
  return TRUE;
}
