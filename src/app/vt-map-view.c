/* vt-map-view.c: the map, drawn by the core renderer, with pan, zoom and play
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
/* A wheel at rest this long has ended its pan or zoom. */
#define WHEEL_SETTLE_MS  150

/* What a press of the primary button turned into. */
typedef enum {
  DRAG_NONE,
  DRAG_PENDING_PAN,  /* pressed on empty ground: a click or a pan */
  DRAG_PAN,
  DRAG_PENDING_MOVE, /* pressed on a unit: a click or a move */
  DRAG_MOVE,
  DRAG_BAND,         /* Shift on empty ground: a rubber band */
  DRAG_RULER,
} DragKind;

/* One unit being dragged, with the ground it can reach, worked out once
 * when the drag starts. */
typedef struct {
  VtUnit  *unit;
  VtPoint  start;
  VtReach *reach;
} Mover;

struct _VtMapView
{
  GtkWidget   parent_instance;

  VtScenario *scenario;
  VtRuleset  *ruleset;
  VtGame     *game;
  GStrv       selected;   /* in the order the umpire picked them */
  char       *activity;
  gboolean    measuring;

  VtViewport  viewport;
  double      fit_scale;
  gboolean    fit_pending;

  DragKind        drag;
  GdkModifierType drag_state;
  double          press_x;
  double          press_y;
  VtPoint         press_point;
  VtPoint         drag_point;    /* the map point under the pointer now */
  VtPoint         drag_start_origin;
  char           *pressed_unit;
  GArray         *movers;        /* of Mover, while moving */
  gboolean        ruler_shown;
  VtPoint         ruler_from;
  VtPoint         ruler_to;

  double      pointer_x;
  double      pointer_y;

  /* While the view moves under the umpire's hand the labels are left out:
   * placing them is the dearest part of a whole-map draw. */
  gboolean    scrolling;     /* a touchpad scroll, from its begin to its end */
  guint       wheel_settle;  /* a wheel turned a moment ago */

  /* The ground (the table, the sheet, the terrain) as last drawn, kept while
   * the viewport stays: moving pieces, selecting and dragging a unit redraw
   * only what lies over it. The terrain does not change in play; whatever
   * changes it (a map editor) must drop this. */
  GdkTexture *ground;
  VtViewport  ground_viewport;
  int         ground_scale_factor;
  GdkTexture *under_drag;    /* ground and pieces while a unit is dragged */
  VtViewport  under_drag_viewport;
  int         under_drag_scale_factor;
};

G_DEFINE_FINAL_TYPE (VtMapView, vt_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_GAME,
  PROP_SELECTED_UNIT,
  PROP_SCALE,
  PROP_ACTIVITY,
  PROP_MEASURING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SELECTION_CHANGED,
  MOVE_REFUSED,
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
clear_movers (VtMapView *self)
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

/* Where a unit stands: its cell's centre on a board. */
static void
unit_position (VtMapView *self,
               VtUnit    *unit,
               VtPoint   *point)
{
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (self->scenario));
  const VtCell *cell;

  vt_unit_get_position (unit, point);
  if (board != NULL && vt_unit_get_cell (unit) != 0 &&
      (cell = vt_board_find_cell (board, vt_unit_get_cell (unit))) != NULL)
    *point = cell->centre;
}

static gboolean
is_selected (VtMapView  *self,
             const char *unit_id)
{
  return self->selected != NULL && g_strv_contains ((const char * const *) self->selected, unit_id);
}

/* The pace @unit moves at: the one chosen if the ruleset offers it to this
 * unit, else the unit's first; NULL when the ruleset has none. */
static const VtActivity *
activity_for (VtMapView *self,
              VtUnit    *unit)
{
  const VtActivity *activities;
  guint n = 0;

  if (self->ruleset == NULL)
    return NULL;

  activities = vt_ruleset_get_activities (self->ruleset, unit, &n);
  if (activities == NULL || n == 0)
    return NULL;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (activities[i].id, self->activity) == 0)
      return &activities[i];

  return &activities[0];
}

/* drawing */

static void
trace_footprint (VtMapView     *self,
                 cairo_t       *cr,
                 VtUnit        *unit,
                 const VtPoint *centre)
{
  double frontage = 0, depth = 0;
  double min_size = 10.0 / self->viewport.scale;

  if (self->ruleset != NULL)
    vt_ruleset_get_footprint (self->ruleset, unit, &frontage, &depth);
  if (vt_map_get_board (vt_scenario_get_map (self->scenario)) != NULL)
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
draw_movers (VtMapView *self,
             cairo_t   *cr)
{
  double dx = self->drag_point.x - self->press_point.x;
  double dy = self->drag_point.y - self->press_point.y;

  for (guint i = 0; i < self->movers->len; i++)
    {
      Mover *mover = &g_array_index (self->movers, Mover, i);
      VtPoint to = { mover->start.x + dx, mover->start.y + dy };
      gboolean reachable = mover->reach == NULL || vt_reach_contains (mover->reach, &to);

      if (i > 0 && mover->reach != NULL)
        {
          double dashes[] = { 6.0 / self->viewport.scale, 4.0 / self->viewport.scale };

          vt_reach_trace (mover->reach, cr);
          cairo_set_source_rgba (cr, 0.15, 0.45, 0.2, 0.8);
          cairo_set_line_width (cr, 1.5 / self->viewport.scale);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }

      /* the line from where it stands */
      cairo_move_to (cr, mover->start.x, mover->start.y);
      cairo_line_to (cr, to.x, to.y);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 1.0 / self->viewport.scale);
      cairo_stroke (cr);

      trace_footprint (self, cr, mover->unit, &to);
      if (reachable)
        cairo_set_source_rgba (cr, 0.18, 0.62, 0.25, 0.55);
      else
        cairo_set_source_rgba (cr, 0.80, 0.12, 0.10, 0.55);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_set_line_width (cr, 1.5 / self->viewport.scale);
      cairo_stroke (cr);
    }
}

static void
draw_band (VtMapView *self,
           cairo_t   *cr)
{
  double x = MIN (self->press_point.x, self->drag_point.x);
  double y = MIN (self->press_point.y, self->drag_point.y);

  cairo_rectangle (cr, x, y,
                   fabs (self->drag_point.x - self->press_point.x),
                   fabs (self->drag_point.y - self->press_point.y));
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 1.0 / self->viewport.scale);
  cairo_stroke (cr);
}

static double
ruler_length (VtMapView *self)
{
  return hypot (self->ruler_to.x - self->ruler_from.x, self->ruler_to.y - self->ruler_from.y);
}

/* device-space text on a paper backdrop, centred on (@x, @y) */
static void
draw_tag (VtMapView  *self,
          cairo_t    *cr,
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
draw_ruler (VtMapView *self,
            cairo_t   *cr)
{
  const char *unit = vt_map_get_unit_of_length (vt_scenario_get_map (self->scenario));
  double length = ruler_length (self);
  g_autofree char *text = vt_measure_format_length (round (length), unit);
  double x, y, x0, y0;

  cairo_move_to (cr, self->ruler_from.x, self->ruler_from.y);
  cairo_line_to (cr, self->ruler_to.x, self->ruler_to.y);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 5.0 / self->viewport.scale);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  cairo_set_line_width (cr, 2.0 / self->viewport.scale);
  cairo_stroke (cr);

  for (guint i = 0; i < 2; i++)
    {
      const VtPoint *end = i == 0 ? &self->ruler_from : &self->ruler_to;

      cairo_arc (cr, end->x, end->y, 4.0 / self->viewport.scale, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  vt_viewport_to_device (&self->viewport, &self->ruler_from, &x0, &y0);
  vt_viewport_to_device (&self->viewport, &self->ruler_to, &x, &y);
  /* beside the far end, out of the pointer's way */
  draw_tag (self, cr, x + (x >= x0 ? 1 : -1) * 40, y - 18, text, 13);
}

/* The unit under the pointer in words, with its countdowns; the map itself
 * shows only the Züge left. */
static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               VtMapView  *self)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(GVariant) conditions = NULL;
  const VtUnitType *type;
  VtPoint point;
  VtUnit *unit;
  GVariantIter iter;
  const char *id, *label;
  guint zuege;

  if (keyboard || self->scenario == NULL || self->drag != DRAG_NONE || self->viewport.scale <= 0)
    return FALSE;

  vt_viewport_to_map (&self->viewport, x, y, &point);
  unit = vt_map_renderer_unit_at (self->scenario, self->ruleset, &point);
  if (unit == NULL)
    return FALSE;

  type = self->ruleset != NULL ? vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit)) : NULL;
  text = g_string_new (NULL);
  {
    g_autofree char *heading = g_markup_printf_escaped ("<b>%s</b>\n%s", vt_unit_get_display_name (unit),
                                                        type != NULL ? type->label : vt_unit_get_unit_type (unit));

    g_string_append (text, heading);
  }
  if (vt_unit_get_formation (unit) != NULL)
    {
      g_autofree char *formation = g_markup_escape_text (vt_unit_get_formation (unit), -1);

      g_string_append_printf (text, " · %s", formation);
    }
  if (type != NULL && type->strength_unit != NULL)
    g_string_append_printf (text, " · %u %s", vt_unit_get_strength (unit), type->strength_unit);

  conditions = vt_unit_get_conditions (unit);
  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      g_autofree char *escaped = g_markup_escape_text (label, -1);

      g_string_append_printf (text, "\n%s: ", escaped);
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u Zug left", "%u Züge left", zuege), zuege);
    }

  gtk_tooltip_set_markup (tooltip, text->str);
  return TRUE;
}

static gboolean
view_in_motion (VtMapView *self)
{
  return self->drag == DRAG_PAN || self->scrolling || self->wheel_settle != 0;
}

/* Whether a texture drawn for @viewport at @drawn_scale_factor still shows
 * the present one. */
static gboolean
texture_fits (VtMapView        *self,
              GdkTexture       *texture,
              const VtViewport *viewport,
              int               drawn_scale_factor,
              int               scale_factor)
{
  return texture != NULL && drawn_scale_factor == scale_factor &&
         memcmp (viewport, &self->viewport, sizeof self->viewport) == 0;
}

/* The table and the ground, and with @pieces the pieces and names over
 * them, as a texture of the widget's size. */
static GdkTexture *
draw_texture (VtMapView             *self,
              int                    width,
              int                    height,
              int                    scale_factor,
              const VtRenderOptions *pieces)
{
  cairo_surface_t *surface;
  g_autoptr(GBytes) bytes = NULL;
  gboolean copied = FALSE;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale_factor, height * scale_factor);
  if (pieces != NULL &&
      texture_fits (self, self->ground, &self->ground_viewport, self->ground_scale_factor, scale_factor))
    {
      /* the kept ground, copied rather than drawn again */
      gdk_texture_download (self->ground, cairo_image_surface_get_data (surface),
                            cairo_image_surface_get_stride (surface));
      cairo_surface_mark_dirty (surface);
      copied = TRUE;
    }
  cairo_surface_set_device_scale (surface, scale_factor, scale_factor);
  cr = cairo_create (surface);
  if (!copied)
    {
      /* the table around the map */
      cairo_set_source_rgb (cr, 0.87, 0.87, 0.85);
      cairo_paint (cr);
      vt_map_renderer_draw_ground (cr, self->scenario, self->ruleset, &self->viewport);
    }
  if (pieces != NULL)
    vt_map_renderer_draw_pieces (cr, self->scenario, self->ruleset, &self->viewport, pieces);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height * scale_factor,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (width * scale_factor, height * scale_factor,
                                 GDK_MEMORY_DEFAULT, bytes,
                                 cairo_image_surface_get_stride (surface));
}

/* The ground for the present viewport: the one kept, or drawn anew. */
static GdkTexture *
ground_texture (VtMapView *self,
                int        width,
                int        height,
                int        scale_factor)
{
  if (!texture_fits (self, self->ground, &self->ground_viewport, self->ground_scale_factor, scale_factor))
    {
      g_clear_object (&self->ground);
      self->ground = draw_texture (self, width, height, scale_factor, NULL);
      self->ground_viewport = self->viewport;
      self->ground_scale_factor = scale_factor;
    }
  return self->ground;
}

/* While a unit is dragged nothing but its ghost moves: the whole picture
 * under it is drawn once, at the start of the drag. */
static GdkTexture *
drag_texture (VtMapView             *self,
              int                    width,
              int                    height,
              int                    scale_factor,
              const VtRenderOptions *options)
{
  if (!texture_fits (self, self->under_drag, &self->under_drag_viewport, self->under_drag_scale_factor,
                     scale_factor))
    {
      g_clear_object (&self->under_drag);
      self->under_drag = draw_texture (self, width, height, scale_factor, options);
      self->under_drag_viewport = self->viewport;
      self->under_drag_scale_factor = scale_factor;
    }
  return self->under_drag;
}

GdkTexture *
vt_map_view_get_ground (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->ground;
}

static void
vt_map_view_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  VtMapView *self = VT_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale_factor = gtk_widget_get_scale_factor (widget);
  VtRenderOptions options = { 0 };
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->scenario == NULL || self->viewport.scale <= 0)
    return;

  options.selected_unit = self->selected != NULL ? self->selected[0] : NULL;
  options.selected_units = self->selected != NULL && self->selected[0] != NULL
                             ? (const char * const *) self->selected + 1 : NULL;
  options.labels = !view_in_motion (self);
  if (self->drag == DRAG_MOVE && self->movers != NULL && self->movers->len > 0)
    {
      options.reach = g_array_index (self->movers, Mover, 0).reach;
      gtk_snapshot_append_texture (snapshot, drag_texture (self, width, height, scale_factor, &options),
                                   &GRAPHENE_RECT_INIT (0, 0, width, height));
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    }
  else
    {
      g_clear_object (&self->under_drag);
      gtk_snapshot_append_texture (snapshot, ground_texture (self, width, height, scale_factor),
                                   &GRAPHENE_RECT_INIT (0, 0, width, height));
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
      vt_map_renderer_draw_pieces (cr, self->scenario, self->ruleset, &self->viewport, &options);
    }

  /* overlays in map coordinates */
  cairo_save (cr);
  cairo_scale (cr, self->viewport.scale, self->viewport.scale);
  cairo_translate (cr, -self->viewport.origin.x, -self->viewport.origin.y);
  if (self->drag == DRAG_MOVE && self->movers != NULL)
    draw_movers (self, cr);
  else if (self->drag == DRAG_BAND)
    draw_band (self, cr);
  cairo_restore (cr);

  if (self->ruler_shown)
    {
      cairo_save (cr);
      cairo_scale (cr, self->viewport.scale, self->viewport.scale);
      cairo_translate (cr, -self->viewport.origin.x, -self->viewport.origin.y);
      draw_ruler (self, cr);
      cairo_restore (cr);
    }

  cairo_destroy (cr);

  snapshot_scale_bar (self, snapshot);
}

/* selection */

static void
set_selection (VtMapView          *self,
               const char * const *unit_ids)
{
  const char *old_first = self->selected != NULL ? self->selected[0] : NULL;
  const char *new_first = unit_ids != NULL ? unit_ids[0] : NULL;
  gboolean first_changed = g_strcmp0 (old_first, new_first) != 0;
  const char * const empty[] = { NULL };

  if (unit_ids == NULL)
    unit_ids = empty;
  if (self->selected != NULL && g_strv_equal ((const char * const *) self->selected, unit_ids))
    return;

  g_strfreev (self->selected);
  self->selected = g_strdupv ((char **) unit_ids);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (first_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_UNIT]);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
select_only (VtMapView  *self,
             const char *unit_id)
{
  const char *ids[] = { unit_id, NULL };

  set_selection (self, unit_id != NULL ? ids : NULL);
}

/* Ctrl or Shift on a unit: in or out of the selection. */
static void
toggle_selected (VtMapView  *self,
                 const char *unit_id)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  gboolean was_selected = is_selected (self, unit_id);

  for (guint i = 0; self->selected != NULL && self->selected[i] != NULL; i++)
    if (g_strcmp0 (self->selected[i], unit_id) != 0)
      g_strv_builder_add (builder, self->selected[i]);
  if (!was_selected)
    g_strv_builder_add (builder, unit_id);

  ids = g_strv_builder_end (builder);
  set_selection (self, (const char * const *) ids);
}

static void
select_band (VtMapView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  GListModel *units = vt_scenario_get_units (self->scenario);
  double x0 = MIN (self->press_point.x, self->drag_point.x);
  double x1 = MAX (self->press_point.x, self->drag_point.x);
  double y0 = MIN (self->press_point.y, self->drag_point.y);
  double y1 = MAX (self->press_point.y, self->drag_point.y);

  /* the band adds to what was selected */
  for (guint i = 0; self->selected != NULL && self->selected[i] != NULL; i++)
    g_strv_builder_add (builder, self->selected[i]);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint point;

      unit_position (self, unit, &point);
      if (point.x >= x0 && point.x <= x1 && point.y >= y0 && point.y <= y1 &&
          !is_selected (self, vt_unit_get_id (unit)))
        g_strv_builder_add (builder, vt_unit_get_id (unit));
    }

  ids = g_strv_builder_end (builder);
  set_selection (self, (const char * const *) ids);
}

/* moving */

static void
start_move (VtMapView *self)
{
  VtScenario *state = self->scenario;

  clear_movers (self);
  self->movers = g_array_new (FALSE, TRUE, sizeof (Mover));

  /* the unit under the pointer first: its reach is the one drawn */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; self->selected != NULL && self->selected[i] != NULL; i++)
      {
        gboolean grabbed = g_strcmp0 (self->selected[i], self->pressed_unit) == 0;
        VtUnit *unit;
        const VtActivity *activity;
        Mover mover = { 0 };

        if ((pass == 0) != grabbed)
          continue;
        unit = vt_scenario_find_unit (state, self->selected[i]);
        if (unit == NULL)
          continue;

        mover.unit = g_object_ref (unit);
        unit_position (self, unit, &mover.start);
        activity = activity_for (self, unit);
        if (self->game != NULL && self->ruleset != NULL)
          mover.reach = vt_reach_new (self->game, unit, activity != NULL ? activity->id : NULL, 1);
        g_array_append_val (self->movers, mover);
      }

  self->drag = DRAG_MOVE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
refuse (VtMapView  *self,
        const char *reason)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, reason);
}

/* Why a unit cannot get to @to, from what its reach tells. */
static char *
describe_refusal (VtMapView *self,
                  Mover     *mover,
                  VtPoint   *to)
{
  const char *unit = vt_map_get_unit_of_length (vt_scenario_get_map (self->scenario));
  const VtActivity *activity = activity_for (self, mover->unit);
  g_autofree char *allowance = vt_measure_format_length (round (vt_reach_get_allowance (mover->reach)), unit);
  double cost = vt_reach_get_cost (mover->reach, to);

  if (cost >= G_MAXDOUBLE)
    /* TRANSLATORS: "I/12 Musketiere cannot get there at Route march: …" */
    return g_strdup_printf (_("%s cannot get there at %s: the ground there is impassable to it."),
                            vt_unit_get_display_name (mover->unit),
                            activity != NULL ? activity->label : _("its pace"));

  return g_strdup_printf (_("%s can march %s at %s; that point is %.1f moves away over this ground."),
                          vt_unit_get_display_name (mover->unit), allowance,
                          activity != NULL ? activity->label : _("its pace"), cost);
}

/* All of the selection moves by the same offset, or none of it. */
static void
finish_move (VtMapView *self)
{
  double dx = self->drag_point.x - self->press_point.x;
  double dy = self->drag_point.y - self->press_point.y;
  guint moved = 0;

  if (self->game == NULL)
    {
      refuse (self, _("Nothing can be moved on this map: it is not a game."));
      return;
    }

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

      if (!vt_game_move_unit (self->game, mover->unit, &to, vt_unit_get_facing (mover->unit),
                              activity != NULL ? activity->id : NULL, &error))
        {
          /* the ones already moved go back */
          for (guint j = 0; j < moved; j++)
            vt_game_undo (self->game);
          refuse (self, error->message);
          return;
        }
      moved++;
    }
}

static GdkModifierType
adding_modifiers (GdkModifierType state)
{
  return state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK);
}

void
vt_map_view_press (VtMapView       *self,
                   double           x,
                   double           y,
                   GdkModifierType  state)
{
  VtUnit *unit;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_cancel_drag (self);
  if (self->scenario == NULL || self->viewport.scale <= 0)
    return;

  self->press_x = x;
  self->press_y = y;
  self->drag_state = state;
  vt_viewport_to_map (&self->viewport, x, y, &self->press_point);
  self->drag_point = self->press_point;
  self->drag_start_origin = self->viewport.origin;

  if (self->measuring)
    {
      self->drag = DRAG_RULER;
      self->ruler_shown = TRUE;
      self->ruler_from = self->ruler_to = self->press_point;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  unit = vt_map_renderer_unit_at (self->scenario, self->ruleset, &self->press_point);
  if (unit != NULL)
    {
      const char *id = vt_unit_get_id (unit);

      if (adding_modifiers (state))
        {
          toggle_selected (self, id);
          /* Ctrl-clicking a unit out of the selection leaves nothing to drag. */
          if (!is_selected (self, id))
            return;
        }
      else if (!is_selected (self, id))
        select_only (self, id);

      g_free (self->pressed_unit);
      self->pressed_unit = g_strdup (id);
      self->drag = DRAG_PENDING_MOVE;
      return;
    }

  self->drag = (state & GDK_SHIFT_MASK) ? DRAG_BAND : DRAG_PENDING_PAN;
}

void
vt_map_view_drag_to (VtMapView *self,
                     double     x,
                     double     y)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (self->drag == DRAG_NONE || self->scenario == NULL)
    return;

  vt_viewport_to_map (&self->viewport, x, y, &self->drag_point);

  switch (self->drag)
    {
    case DRAG_PENDING_PAN:
      if (hypot (x - self->press_x, y - self->press_y) < CLICK_SLOP)
        return;
      self->drag = DRAG_PAN;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      G_GNUC_FALLTHROUGH;
    case DRAG_PAN:
      self->viewport.origin.x = self->drag_start_origin.x - (x - self->press_x) / self->viewport.scale;
      self->viewport.origin.y = self->drag_start_origin.y - (y - self->press_y) / self->viewport.scale;
      keep_map_in_view (self);
      break;

    case DRAG_PENDING_MOVE:
      if (hypot (x - self->press_x, y - self->press_y) < CLICK_SLOP)
        return;
      start_move (self);
      break;

    case DRAG_RULER:
      self->ruler_to = self->drag_point;
      break;

    case DRAG_MOVE:
    case DRAG_BAND:
    case DRAG_NONE:
    default:
      break;
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_release (VtMapView *self,
                     double     x,
                     double     y)
{
  DragKind drag;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_drag_to (self, x, y);
  drag = self->drag;
  self->drag = DRAG_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);

  switch (drag)
    {
    case DRAG_PENDING_MOVE:
      /* A plain click on one of several selected units picks it alone. */
      if (!adding_modifiers (self->drag_state))
        select_only (self, self->pressed_unit);
      break;

    case DRAG_PENDING_PAN:
      if (!adding_modifiers (self->drag_state))
        select_only (self, NULL);
      break;

    case DRAG_MOVE:
      finish_move (self);
      break;

    case DRAG_BAND:
      select_band (self);
      break;

    case DRAG_RULER:
      self->ruler_to = self->drag_point;
      break;

    case DRAG_PAN:
    case DRAG_NONE:
    default:
      break;
    }

  clear_movers (self);
  g_clear_pointer (&self->pressed_unit, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_select_at (VtMapView       *self,
                       double           x,
                       double           y,
                       GdkModifierType  state)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_press (self, x, y, state);
  vt_map_view_release (self, x, y);
}

void
vt_map_view_cancel_drag (VtMapView *self)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (self->drag == DRAG_PAN)
    self->viewport.origin = self->drag_start_origin;
  self->drag = DRAG_NONE;
  clear_movers (self);
  g_clear_pointer (&self->pressed_unit, g_free);
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* gestures */

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            VtMapView      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  if (self->scenario == NULL || (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_MIDDLE))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* the middle button always pans */
  if (button == GDK_BUTTON_MIDDLE)
    {
      vt_map_view_cancel_drag (self);
      self->press_x = x;
      self->press_y = y;
      self->drag_state = 0;
      self->drag_start_origin = self->viewport.origin;
      self->drag = DRAG_PENDING_PAN;
      return;
    }

  vt_map_view_press (self, x, y, state);
}

static void
drag_update (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             VtMapView      *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  vt_map_view_drag_to (self, x + dx, y + dy);
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          VtMapView      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);

  /* a middle click does nothing but pan */
  if (button == GDK_BUTTON_MIDDLE && self->drag == DRAG_PENDING_PAN)
    {
      self->drag = DRAG_NONE;
      return;
    }

  vt_map_view_release (self, x + dx, y + dy);
}

static void
drag_cancelled (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                VtMapView        *self)
{
  vt_map_view_cancel_drag (self);
}

static gboolean
key_pressed (GtkEventControllerKey *keys,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             VtMapView             *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;

  if (self->drag != DRAG_NONE)
    {
      vt_map_view_cancel_drag (self);
      return TRUE;
    }
  if (self->ruler_shown)
    {
      self->ruler_shown = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }

  return FALSE;
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
wheel_settled (gpointer user_data)
{
  VtMapView *self = user_data;

  self->wheel_settle = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
scroll_began (GtkEventControllerScroll *scroll,
              VtMapView                *self)
{
  self->scrolling = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
scroll_ended (GtkEventControllerScroll *scroll,
              VtMapView                *self)
{
  self->scrolling = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A wheel says nothing when it stops: the labels come back once it has
 * been still for a moment. */
static void
wheel_turned (VtMapView *self)
{
  g_clear_handle_id (&self->wheel_settle, g_source_remove);
  self->wheel_settle = g_timeout_add (WHEEL_SETTLE_MS, wheel_settled, self);
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

  if (!self->scrolling)
    wheel_turned (self);

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

/* Undo, redo and replay may move a dragged unit under the pointer. */
static void
game_changed (VtMapView *self)
{
  if (self->drag == DRAG_MOVE || self->drag == DRAG_PENDING_MOVE)
    vt_map_view_cancel_drag (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
vt_map_view_dispose (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  g_clear_handle_id (&self->wheel_settle, g_source_remove);
  clear_movers (self);
  disconnect_units (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->scenario);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->ground);
  g_clear_object (&self->under_drag);

  G_OBJECT_CLASS (vt_map_view_parent_class)->dispose (object);
}

static void
vt_map_view_finalize (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  g_clear_pointer (&self->selected, g_strfreev);
  g_clear_pointer (&self->activity, g_free);
  g_clear_pointer (&self->pressed_unit, g_free);

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
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SELECTED_UNIT:
      g_value_set_string (value, vt_map_view_get_selected_unit (self));
      break;
    case PROP_SCALE:
      g_value_set_double (value, self->viewport.scale);
      break;
    case PROP_ACTIVITY:
      g_value_set_string (value, self->activity);
      break;
    case PROP_MEASURING:
      g_value_set_boolean (value, self->measuring);
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
    case PROP_GAME:
      vt_map_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SELECTED_UNIT:
      vt_map_view_set_selected_unit (self, g_value_get_string (value));
      break;
    case PROP_ACTIVITY:
      vt_map_view_set_activity (self, g_value_get_string (value));
      break;
    case PROP_MEASURING:
      vt_map_view_set_measuring (self, g_value_get_boolean (value));
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
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_UNIT] =
    g_param_spec_string ("selected-unit", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL,
                         0, G_MAXDOUBLE, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVITY] =
    g_param_spec_string ("activity", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEASURING] =
    g_param_spec_boolean ("measuring", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* A dragged move the rules do not allow: the reason, for the umpire. */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused",
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
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = g_new0 (char *, 1);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancelled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  g_signal_connect (scroll, "scroll-begin", G_CALLBACK (scroll_began), self);
  g_signal_connect (scroll, "scroll-end", G_CALLBACK (scroll_ended), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip), self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
vt_map_view_new (void)
{
  return g_object_new (VT_TYPE_MAP_VIEW, NULL);
}

static void
show_scenario (VtMapView  *self,
               VtScenario *scenario,
               VtRuleset  *ruleset)
{
  vt_map_view_cancel_drag (self);
  g_set_object (&self->ruleset, ruleset);
  g_clear_object (&self->ground);
  g_clear_object (&self->under_drag);

  if (self->scenario != scenario)
    {
      disconnect_units (self);
      g_set_object (&self->scenario, scenario);
      if (scenario != NULL)
        connect_units (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
    }

  set_selection (self, NULL);
  self->ruler_shown = FALSE;
  self->fit_pending = TRUE;
  if (scenario != NULL && self->viewport.width > 0 && self->viewport.height > 0)
    fit (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_set_scenario (VtMapView  *self,
                          VtScenario *scenario,
                          VtRuleset  *ruleset)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!scenario || VT_IS_SCENARIO (scenario));
  g_return_if_fail (!ruleset || VT_IS_RULESET (ruleset));

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }

  show_scenario (self, scenario, ruleset);
}

void
vt_map_view_set_game (VtMapView *self,
                      VtGame    *game)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  show_scenario (self,
                 game != NULL ? vt_game_get_state (game) : NULL,
                 game != NULL ? vt_game_get_ruleset (game) : NULL);
}

VtGame *
vt_map_view_get_game (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->game;
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

  return self->selected != NULL ? self->selected[0] : NULL;
}

void
vt_map_view_set_selected_unit (VtMapView  *self,
                               const char *unit_id)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  select_only (self, unit_id);
}

const char * const *
vt_map_view_get_selected_units (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return (const char * const *) self->selected;
}

void
vt_map_view_set_selected_units (VtMapView          *self,
                                const char * const *unit_ids)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  set_selection (self, unit_ids);
}

const char *
vt_map_view_get_activity (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->activity;
}

void
vt_map_view_set_activity (VtMapView  *self,
                          const char *activity)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (g_strcmp0 (self->activity, activity) == 0)
    return;

  g_free (self->activity);
  self->activity = g_strdup (activity);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVITY]);
}

gboolean
vt_map_view_get_measuring (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);

  return self->measuring;
}

void
vt_map_view_set_measuring (VtMapView *self,
                           gboolean   measuring)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  measuring = !!measuring;
  if (self->measuring == measuring)
    return;

  vt_map_view_cancel_drag (self);
  self->measuring = measuring;
  self->ruler_shown = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), measuring ? "crosshair" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEASURING]);
}

gboolean
vt_map_view_get_ruler (VtMapView *self,
                       VtPoint   *from,
                       VtPoint   *to,
                       double    *length)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);

  if (!self->ruler_shown)
    return FALSE;

  if (from != NULL)
    *from = self->ruler_from;
  if (to != NULL)
    *to = self->ruler_to;
  if (length != NULL)
    *length = ruler_length (self);

  return TRUE;
}

VtReach *
vt_map_view_get_reach (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  if (self->drag != DRAG_MOVE || self->movers == NULL || self->movers->len == 0)
    return NULL;

  return g_array_index (self->movers, Mover, 0).reach;
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
vt_map_view_to_widget (VtMapView     *self,
                       const VtPoint *point,
                       double        *x,
                       double        *y)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);

  if (self->scenario == NULL || self->viewport.scale <= 0)
    return FALSE;

  vt_viewport_to_device (&self->viewport, point, x, y);
  return TRUE;
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
