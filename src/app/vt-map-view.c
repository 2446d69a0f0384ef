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
#include "vt-ruler-tool.h"
#include "vt-select-tool.h"
#include "vt-underlay-image.h"
#include "vt-unit-description.h"

/* One zoom step; four steps double the scale and a bit. */
#define ZOOM_STEP        1.25
/* Zoom limits relative to the scale that fits the whole map. */
#define ZOOM_OUT_LIMIT   0.25
#define ZOOM_IN_LIMIT    64.0
/* Pixels a wheel notch pans. */
#define WHEEL_PAN        64.0
/* Pixels of the map that stay in view however far it is dragged. */
#define KEEP_IN_VIEW     48.0
/* A wheel at rest this long has ended its pan or zoom. */
#define WHEEL_SETTLE_MS  150

/* A press no tool took: the view pans the map once it is dragged. */
typedef enum {
  PAN_NONE,
  PAN_PENDING,  /* a click, or a pan once dragged */
  PAN_MOVING,
} Pan;

/* The ground's tiles at one scale (see "ground" below). */
typedef struct {
  GHashTable *tiles;   /* gint64 column and row → Tile */
  double      scale;
  int         scale_factor;
} TileSet;

struct _VtMapView
{
  GtkWidget   parent_instance;

  VtScenario *scenario;
  VtRuleset  *ruleset;
  VtGame     *game;
  /* A side's board: the scenario is this knowledge's view, dup'd anew on
   * its "changed"; nothing can be picked or moved. */
  VtKnowledge *knowledge;
  VtGame      *knowledge_game;  /* whose knowledge it is, kept while it is shown */
  /* the last move the rules of the moment refused, for the umpire to allow */
  VtRuling    *ruling;
  /* the umpire's view "seen by" a side: what it does not see is faded */
  VtKnowledge *seen_by;
  VtMap      *map;        /* the scenario's, whose changes drop the kept ground */
  GStrv       selected;   /* in the order the umpire picked them */
  char       *activity;
  /* On a board: the cells the one selected figure may move to now, as the
   * ruleset gives them (vt_ruleset_get_destinations); NULL until asked for
   * again after the selection or the game changed. */
  GArray     *destinations;
  gboolean    no_cell_numbers;  /* the board's numbers hidden (View) */

  VtViewport  viewport;
  double      fit_scale;
  gboolean    fit_pending;

  /* What the primary button does is the chosen tool's; the view keeps
   * the two of play, and pans what no tool takes (and the middle button). */
  VtMapTool      *tool;
  VtMapTool      *select_tool;
  VtMapTool      *ruler_tool;
  VtMapTool      *dragging;      /* the tool the press went to, until its release */
  Pan             pan;
  /* a drop's place: no tooltip there until the pointer leaves it, or the
   * tooltip of the piece just put down covers the map (drop_quiet) */
  gboolean        drop_quiet;
  double          drop_x, drop_y;
  GdkModifierType press_state;
  double          press_x;
  double          press_y;
  VtPoint         drag_start_origin;

  double      pointer_x;
  double      pointer_y;

  /* While the view moves under the umpire's hand it shows the last still
   * picture moved with it (see "still"); only where that picture is not to
   * be had are the labels left out, placing them being the dearest part of
   * a whole-map draw. */
  gboolean    scrolling;     /* a touchpad scroll, from its begin to its end */
  guint       wheel_settle;  /* a wheel turned a moment ago */

  /* The ground (the table, the sheet, the terrain) in square tiles of one
   * scale, on a grid fixed to the map: moving pieces, selecting and dragging
   * a unit redraw only what lies over it, a pan draws only the tiles it
   * uncovers, and a zoom shows the tiles it has, scaled, until it settles
   * and sharp ones are drawn. The terrain does not change in play; an edit
   * of the map ("changed") drops them. */
  TileSet     ground;        /* at the viewport's scale, or the zoom's start */
  TileSet     blurred;       /* after a zoom: the last scale's, standing in */
  guint       more_tiles;    /* a tick that asks for the next sharp tiles */
  guint64     frame;         /* counts snapshots, to let go of tiles long unused */
  guint       tiles_drawn;   /* ever, for the tests */
  GdkTexture *under_drag;    /* the pieces while a unit is dragged */
  VtViewport  under_drag_viewport;
  int         under_drag_scale_factor;

  /* The pieces and names of the last still frame, over the kept ground of
   * the same viewport. While the map moves under the umpire's hand the two
   * are moved and scaled with it, so a frame is a copy and no name
   * vanishes or jumps; once the hand is still the map is drawn anew. */
  GdkTexture      *still;
  VtViewport       still_viewport;
  int              still_scale_factor;
  /* what self->still was drawn from, and its picture, which a change
   * redraws in part */
  VtPiecesLayer   *still_layer;
  cairo_surface_t *still_surface;

  /* The scanned map under the terrain, drawn in the ground's tiles: its
   * picture, decoded once, and the scenario whose "underlay" is watched. */
  VtUnderlayImage *underlay_image;
  VtScenario      *underlay_of;
  VtUnderlay      *underlay;        /* its underlay, whose opacity and shown are watched */
  /* What the designer shows of the map (vt-layers.h); NULL: all of it.
   * Hidden terrain is drawn from a scenario of bare paper, hidden troops
   * from one without units (see "layers" below). */
  VtLayers        *layers;
  VtScenario      *bare_ground;
  VtScenario      *shown_pieces;
};

G_DEFINE_FINAL_TYPE (VtMapView, vt_map_view, GTK_TYPE_WIDGET)

static void
forget_still (VtMapView *self)
{
  g_clear_object (&self->still);
  g_clear_pointer (&self->still_layer, vt_pieces_layer_free);
  g_clear_pointer (&self->still_surface, cairo_surface_destroy);
}

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
  PRESSED,
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
  gboolean was_fitted = FALSE;

  if (had_size && self->viewport.scale > 0)
    vt_viewport_to_map (&self->viewport, self->viewport.width / 2, self->viewport.height / 2, &centre);
  /* A map shown whole (nobody has zoomed or panned since) stays whole as
   * the window grows: a side board sent full screen on a projector fills it. */
  if (had_size && self->scenario != NULL && self->viewport.scale > 0)
    {
      VtViewport fitted = self->viewport;

      vt_viewport_fit (&fitted, self->scenario, self->viewport.width, self->viewport.height);
      was_fitted = fabs (fitted.scale - self->viewport.scale) <= 1e-9 * fitted.scale &&
                   fabs (fitted.origin.x - self->viewport.origin.x) * fitted.scale < 0.5 &&
                   fabs (fitted.origin.y - self->viewport.origin.y) * fitted.scale < 0.5;
    }

  self->viewport.width = width;
  self->viewport.height = height;

  if (self->scenario == NULL || width <= 0 || height <= 0)
    return;

  if (self->fit_pending || !had_size || self->viewport.scale <= 0 || was_fitted)
    {
      fit (self);
      return;
    }

  /* Resizing keeps the middle of the view where it was. */
  self->viewport.origin.x = centre.x - width / 2.0 / self->viewport.scale;
  self->viewport.origin.y = centre.y - height / 2.0 / self->viewport.scale;
  update_fit_scale (self);
}

/* A bar of 1, 2 or 5 × 10ⁿ units, some 100 pixels long, bottom left; of
 * metres where the umpire chose them ("length-units") and the ruleset's
 * unit is a length. */
static void
snapshot_scale_bar (VtMapView   *self,
                    GtkSnapshot *snapshot)
{
  const char *unit = vt_map_get_unit_of_length (vt_scenario_get_map (self->scenario));
  double per_unit = 1;  /* the bar's units in one of the map's */
  double target, magnitude, length;
  double pixels;
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  int text_width, text_height;
  double x = 12, y = self->viewport.height - 12;
  GdkRGBA ink = { 0.15, 0.15, 0.15, 1 };
  GdkRGBA paper = { 1, 1, 1, 0.8 };

  if (vt_measure_get_metric () && vt_measure_to_metres (1, unit, &per_unit))
    unit = "metre";
  else
    per_unit = 1;
  target = 100.0 / self->viewport.scale * per_unit;
  magnitude = pow (10, floor (log10 (target)));
  length = magnitude;
  if (target / magnitude >= 5)
    length = 5 * magnitude;
  else if (target / magnitude >= 2)
    length = 2 * magnitude;
  pixels = length / per_unit * self->viewport.scale;

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

/* drawing */

/* A press is under way: a tool drags, or the view pans. */
static gboolean
drag_under_way (VtMapView *self)
{
  return self->dragging != NULL || self->pan != PAN_NONE;
}

static void
show_tool_cursor (VtMapView *self)
{
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), vt_map_tool_get_cursor_name (self->tool));
}

/* The unit under the pointer in words, with its countdowns; the map itself
 * shows only the Züge left. */
/* the pointer this far from a drop has left it */
#define DROP_QUIET_PX 12

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               VtMapView  *self)
{
  g_autofree char *markup = NULL;

  if (keyboard)
    return FALSE;
  markup = vt_map_view_describe_at (self, x, y);
  if (markup == NULL)
    return FALSE;
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

/**
 * vt_map_view_describe_at:
 * @self: a map view
 * @x: widget x
 * @y: widget y
 *
 * The tooltip of the unit under (@x, @y), in Pango markup: its name and
 * type, formation, strength and countdowns. None while a drag is under way,
 * nor where a piece was just dropped until the pointer leaves the place.
 *
 * Returns: (transfer full) (nullable): the markup, or NULL
 */
char *
vt_map_view_describe_at (VtMapView *self,
                         double     x,
                         double     y)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(GVariant) conditions = NULL;
  const VtUnitType *type;
  VtPoint point;
  VtUnit *unit;
  GVariantIter iter;
  const char *id, *label;
  guint zuege;

  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  if (self->scenario == NULL || drag_under_way (self) || self->viewport.scale <= 0)
    return NULL;
  if (self->drop_quiet && hypot (x - self->drop_x, y - self->drop_y) < DROP_QUIET_PX)
    return NULL;

  vt_viewport_to_map (&self->viewport, x, y, &point);
  unit = vt_map_view_unit_at (self, &point);
  if (unit == NULL)
    return NULL;

  type = self->ruleset != NULL ? vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit)) : NULL;
  text = g_string_new (NULL);
  {
    g_autofree char *heading = g_markup_printf_escaped ("<b>%s</b>\n%s", vt_unit_get_display_name (unit),
                                                        type != NULL ? vt_ruleset_get_unit_type_label (self->ruleset, type->id)
                                                                     : vt_unit_get_unit_type (unit));

    g_string_append (text, heading);
  }
  /* on a side's board, a mark of where a unit was last seen says when */
  if (self->knowledge != NULL)
    {
      VtKnowledgeMark mark = { 0 };

      if (vt_knowledge_get_mark (self->knowledge, vt_unit_get_id (unit), &mark) && mark.last_known)
        {
          g_autofree char *move = vt_measure_format_move (self->ruleset, mark.move);
          g_autofree char *seen = NULL;

          /* TRANSLATORS: where a side last saw a unit: "seen Zug 4, 06:38" */
          seen = g_markup_printf_escaped (_("\n<i>seen %s, %s</i>"), move, mark.time_label != NULL ? mark.time_label : "");
          g_string_append (text, seen);
        }
      g_free (mark.time_label);
    }
  if (vt_unit_get_formation (unit) != NULL && vt_unit_get_formation (unit)[0] != '\0')
    {
      const char *formation_label = self->ruleset != NULL
                                      ? vt_ruleset_get_formation_label (self->ruleset, vt_unit_get_formation (unit))
                                      : vt_label_from_id (vt_unit_get_formation (unit));
      g_autofree char *formation = g_markup_escape_text (formation_label, -1);

      g_string_append_printf (text, " · %s", formation);
    }
  if (type != NULL && type->strength_unit != NULL)
    g_string_append_printf (text, " · %u %s", vt_unit_get_strength (unit),
                            vt_ruleset_translate (self->ruleset, type->strength_unit));

  conditions = vt_unit_get_conditions (unit);
  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      g_autofree char *escaped = g_markup_escape_text (label, -1);

      g_string_append_printf (text, "\n%s: ", escaped);
      if (zuege == VT_CONDITION_UNTIL_ENDED)
        {
          /* TRANSLATORS: a condition without a countdown on a unit */
          g_string_append (text, _("until ended"));
          continue;
        }
      g_autofree char *left = vt_measure_format_moves (self->ruleset, zuege);

      /* TRANSLATORS: a countdown on a unit: "3 Züge left" */
      g_string_append_printf (text, _("%s left"), left);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
view_in_motion (VtMapView *self)
{
  return self->pan == PAN_MOVING || self->scrolling || self->wheel_settle != 0;
}

/* @surface, of @rows rows, handed to a texture that frees it */
static GdkTexture *
surface_to_texture (cairo_surface_t *surface,
                    int              rows)
{
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * rows,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), rows,
                                 GDK_MEMORY_DEFAULT, bytes,
                                 cairo_image_surface_get_stride (surface));
}

/* layers */

/* The scenario whose ground is drawn: the paper without features while
 * the terrain is hidden (a board keeps its cells, which are the board). */
static VtScenario *
layers_ground (VtMapView *self)
{
  VtMap *map;

  if (self->layers == NULL || vt_layers_get_terrain_shown (self->layers))
    return self->scenario;

  map = vt_scenario_get_map (self->scenario);
  if (self->bare_ground != NULL)
    {
      VtMap *bare = vt_scenario_get_map (self->bare_ground);

      /* an edit may have given the map another extent */
      if (vt_map_get_board (bare) != vt_map_get_board (map) ||
          vt_map_get_width (bare) != vt_map_get_width (map) ||
          vt_map_get_height (bare) != vt_map_get_height (map) ||
          g_strcmp0 (vt_scenario_get_ruleset_id (self->bare_ground), vt_scenario_get_ruleset_id (self->scenario)) != 0)
        g_clear_object (&self->bare_ground);
    }
  if (self->bare_ground == NULL)
    {
      g_autoptr(VtMap) bare = vt_map_get_board (map) != NULL
                                ? vt_map_new_board (vt_map_get_board (map), vt_map_get_unit_of_length (map))
                                : vt_map_new_terrain (vt_map_get_width (map), vt_map_get_height (map),
                                                      vt_map_get_unit_of_length (map));

      self->bare_ground = vt_scenario_new (vt_scenario_get_ruleset_id (self->scenario), bare);
    }
  /* the scanned map stays under bare paper: it is what the terrain is traced from */
  if (vt_scenario_get_underlay (self->bare_ground) != vt_scenario_get_underlay (self->scenario))
    vt_scenario_set_underlay (self->bare_ground, vt_scenario_get_underlay (self->scenario));
  return self->bare_ground;
}

/* whether the Layers page shows the map image */
static gboolean
layers_underlay_shown (VtMapView *self)
{
  return self->layers == NULL || vt_layers_get_underlay_shown (self->layers);
}

/* The scenario whose pieces and names are drawn: without the terrain's
 * names while it is hidden, without units while the troops are. Laid out
 * anew for each draw, since units move in place; it shares the sides and
 * units, so it costs a list. */
static VtScenario *
layers_pieces (VtMapView *self)
{
  gboolean terrain = self->layers == NULL || vt_layers_get_terrain_shown (self->layers);
  gboolean units = self->layers == NULL || vt_layers_get_units_shown (self->layers);
  g_autoptr(VtScenario) shown = NULL;
  GListModel *list;

  if (terrain && units)
    return self->scenario;

  shown = vt_scenario_new (vt_scenario_get_ruleset_id (self->scenario),
                           vt_scenario_get_map (layers_ground (self)));
  list = vt_scenario_get_sides (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (list, i);

      vt_scenario_add_side (shown, side, NULL);
    }
  list = vt_scenario_get_units (self->scenario);
  for (guint i = 0; units && i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (list, i);

      vt_scenario_add_unit (shown, unit, NULL);
    }
  g_set_object (&self->shown_pieces, shown);
  return self->shown_pieces;
}

/* Hidden names: the render option off. */
static void
layers_options (VtMapView       *self,
                VtRenderOptions *options)
{
  if (self->layers != NULL && !vt_layers_get_labels_shown (self->layers))
    options->labels = FALSE;
}

static void forget_tiles (VtMapView *self);

/* A layer shown or hidden: what was kept of it is out of date. A lock
 * changes nothing drawn. */
static void
layers_changed (VtMapView  *self,
                GParamSpec *pspec)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_has_suffix (name, "-locked"))
    return;
  if (g_str_equal (name, "terrain-shown") || g_str_equal (name, "underlay-shown"))
    forget_tiles (self);
  g_clear_object (&self->under_drag);
  forget_still (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
forget_layers (VtMapView *self)
{
  if (self->layers != NULL)
    g_signal_handlers_disconnect_by_data (self->layers, self);
  g_clear_object (&self->layers);
  g_clear_object (&self->bare_ground);
  g_clear_object (&self->shown_pieces);
}

/* the colour of the table around the map */
static const GdkRGBA table_colour = { 0.87, 0.87, 0.85, 1.0 };

#define TILE_PX VT_TILE_PX
/* a frame while the map moves draws no more tiles than this */
#define TILES_A_MOVING_FRAME 2
/* nor one after a zoom, while the last scale's tiles stand in */
#define TILES_A_SETTLING_FRAME 4

typedef struct {
  GdkTexture *texture;
  guint64     used;   /* the frame that last showed it */
} Tile;

static cairo_surface_t *underlay_surface (VtMapView *self,
                                          double     device_scale);

static void
tile_free (Tile *tile)
{
  g_object_unref (tile->texture);
  g_free (tile);
}

static gint64
tile_key (int column,
          int row)
{
  /* shifted unsigned: a column left of the map's origin is negative */
  return (gint64) (((guint64) (guint32) column << 32) | (guint32) row);
}

static void
tile_set_clear (TileSet *set)
{
  g_clear_pointer (&set->tiles, g_hash_table_unref);
  set->scale = 0;
}

static void
forget_tiles (VtMapView *self)
{
  tile_set_clear (&self->ground);
  tile_set_clear (&self->blurred);
}

/* The table and the ground of one tile of @set. */
static Tile *
draw_tile (VtMapView     *self,
           const TileSet *set,
           int            column,
           int            row)
{
  int pixels = TILE_PX * set->scale_factor;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  Tile *tile = g_new0 (Tile, 1);
  VtViewport viewport;
  cairo_t *cr;

  vt_viewport_init_tile (&viewport, set->scale, column, row, TILE_PX);
  cairo_surface_set_device_scale (surface, set->scale_factor, set->scale_factor);
  cr = cairo_create (surface);
  gdk_cairo_set_source_rgba (cr, &table_colour);
  cairo_paint (cr);
  vt_map_renderer_draw_ground_with (cr, layers_ground (self), self->ruleset, &viewport,
                                    &(VtRenderOptions) { .underlay = layers_underlay_shown (self)
                                                                     ? underlay_surface (self, set->scale * set->scale_factor)
                                                                     : NULL,
                                                         .no_cell_numbers = self->no_cell_numbers });
  cairo_destroy (cr);

  tile->texture = surface_to_texture (surface, pixels);
  self->tiles_drawn++;
  return tile;
}

/* Lays @set's tiles under the present viewport, drawing up to @new_tiles
 * of those missing (only at the viewport's own scale); returns how many
 * are still missing. */
static guint
snapshot_tile_set (VtMapView   *self,
                   TileSet     *set,
                   GtkSnapshot *snapshot,
                   int          width,
                   int          height,
                   int          new_tiles)
{
  /* in the tiles' own pixels, where the view's corner is */
  double zoom = self->viewport.scale / set->scale;
  double u0 = self->viewport.origin.x * set->scale;
  double v0 = self->viewport.origin.y * set->scale;
  guint missing = 0;
  int c0, c1, r0, r1;

  /* at the tiles' scale they lie on whole pixels, so they stay sharp; the
   * ground is then within half a pixel of the pieces */
  if (zoom == 1.0)
    {
      u0 = round (u0);
      v0 = round (v0);
    }
  c0 = (int) floor (u0 / TILE_PX);
  r0 = (int) floor (v0 / TILE_PX);
  c1 = (int) floor ((u0 + width / zoom - 1) / TILE_PX);
  r1 = (int) floor ((v0 + height / zoom - 1) / TILE_PX);

  for (int row = r0; row <= r1; row++)
    for (int column = c0; column <= c1; column++)
      {
        gint64 key = tile_key (column, row);
        Tile *tile = g_hash_table_lookup (set->tiles, &key);

        if (tile == NULL && new_tiles > 0 && zoom == 1.0)
          {
            tile = draw_tile (self, set, column, row);
            g_hash_table_insert (set->tiles, g_memdup2 (&key, sizeof key), tile);
            new_tiles--;
          }
        if (tile == NULL)
          {
            missing++;
            continue;
          }
        tile->used = self->frame;
        gtk_snapshot_append_texture (snapshot, tile->texture,
                                     &GRAPHENE_RECT_INIT ((column * TILE_PX - u0) * zoom,
                                                          (row * TILE_PX - v0) * zoom,
                                                          TILE_PX * zoom, TILE_PX * zoom));
      }

  /* Tiles are kept for a way back: up to four views' worth; beyond that
   * those unused longest go. */
  if (g_hash_table_size (set->tiles) > 4u * (c1 - c0 + 1) * (r1 - r0 + 1))
    {
      GHashTableIter iter;
      Tile *tile;
      guint64 oldest = self->frame;

      g_hash_table_iter_init (&iter, set->tiles);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
        oldest = MIN (oldest, tile->used);
      g_hash_table_iter_init (&iter, set->tiles);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
        if (tile->used < self->frame && tile->used <= oldest + (self->frame - oldest) / 2)
          g_hash_table_iter_remove (&iter);
    }
  return missing;
}

static gboolean
ask_for_more_tiles (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       data)
{
  VtMapView *self = VT_MAP_VIEW (widget);

  self->more_tiles = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

/* The ground under the present viewport, from the kept tiles; those
 * missing are drawn, or while the map moves no more than a few, the table
 * showing where the rest will be. While a zoom is under way the tiles of
 * the scale it started from stand in, scaled; once it settles they stay
 * under the sharp ones, which are drawn a few a frame. */
static void
snapshot_ground (VtMapView   *self,
                 GtkSnapshot *snapshot,
                 int          width,
                 int          height,
                 int          scale_factor,
                 gboolean     in_motion)
{
  int new_tiles;
  guint missing;

  self->frame++;
  if (self->ground.tiles != NULL && self->ground.scale_factor != scale_factor)
    forget_tiles (self);
  if (self->ground.tiles != NULL && !in_motion && self->ground.scale != self->viewport.scale)
    {
      tile_set_clear (&self->blurred);
      self->blurred = self->ground;
      self->ground.tiles = NULL;
    }
  if (self->ground.tiles == NULL)
    {
      self->ground.tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) tile_free);
      self->ground.scale = self->viewport.scale;
      self->ground.scale_factor = scale_factor;
    }

  gtk_snapshot_append_color (snapshot, &table_colour, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->blurred.tiles != NULL)
    snapshot_tile_set (self, &self->blurred, snapshot, width, height, 0);
  new_tiles = in_motion ? TILES_A_MOVING_FRAME : self->blurred.tiles != NULL ? TILES_A_SETTLING_FRAME : G_MAXINT;
  missing = snapshot_tile_set (self, &self->ground, snapshot, width, height, new_tiles);

  if (missing == 0)
    tile_set_clear (&self->blurred);
  else if (!in_motion && self->more_tiles == 0)
    self->more_tiles = gtk_widget_add_tick_callback (GTK_WIDGET (self), ask_for_more_tiles, NULL, NULL);
}

/* The pieces and names alone, on nothing, to lay over the kept ground, as
 * self->still. The layer is laid out anew, and the kept picture is drawn
 * again only where the new layer differs from the one it was drawn from:
 * selecting or moving a unit costs its own few pixels and a copy. */
static void
update_still (VtMapView             *self,
              int                    width,
              int                    height,
              int                    scale_factor,
              const VtRenderOptions *pieces)
{
  g_autoptr(VtPiecesLayer) layer = vt_pieces_layer_new (layers_pieces (self), self->ruleset, &self->viewport, pieces);
  cairo_region_t *changed;
  cairo_t *cr;

  if (self->still != NULL && self->still_layer != NULL && self->still_surface != NULL &&
      self->still_scale_factor == scale_factor &&
      cairo_image_surface_get_width (self->still_surface) == width * scale_factor &&
      cairo_image_surface_get_height (self->still_surface) == height * scale_factor)
    changed = vt_pieces_layer_diff (self->still_layer, layer);
  else
    {
      g_clear_pointer (&self->still_surface, cairo_surface_destroy);
      self->still_surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale_factor,
                                                        height * scale_factor);
      cairo_surface_set_device_scale (self->still_surface, scale_factor, scale_factor);
      changed = cairo_region_create_rectangle (&(cairo_rectangle_int_t) { 0, 0, width, height });
      g_clear_object (&self->still);
    }

  if (!cairo_region_is_empty (changed) || self->still == NULL)
    {
      g_autoptr(GBytes) bytes = NULL;

      cr = cairo_create (self->still_surface);
      vt_pieces_layer_redraw (layer, cr, changed);
      cairo_destroy (cr);
      cairo_surface_flush (self->still_surface);
      /* a texture does not change: it gets a copy, the kept picture stays ours */
      bytes = g_bytes_new (cairo_image_surface_get_data (self->still_surface),
                           (gsize) cairo_image_surface_get_stride (self->still_surface) * height * scale_factor);
      g_clear_object (&self->still);
      self->still = gdk_memory_texture_new (width * scale_factor, height * scale_factor, GDK_MEMORY_DEFAULT,
                                            bytes, cairo_image_surface_get_stride (self->still_surface));
    }
  cairo_region_destroy (changed);

  g_clear_pointer (&self->still_layer, vt_pieces_layer_free);
  self->still_layer = g_steal_pointer (&layer);
  self->still_viewport = self->viewport;
  self->still_scale_factor = scale_factor;
}

/* Whether the last still picture can stand in for the pieces while the
 * map moves: of this widget's size, at this scale factor. */
static gboolean
still_fits (VtMapView *self,
            int        width,
            int        height,
            int        scale_factor)
{
  return self->still != NULL && self->still_scale_factor == scale_factor &&
         self->still_viewport.width == width && self->still_viewport.height == height &&
         self->still_viewport.scale > 0;
}

/* While a unit is dragged nothing but its ghost moves: the pieces under it
 * are drawn once, at the start of the drag. */
static GdkTexture *
drag_texture (VtMapView             *self,
              int                    width,
              int                    height,
              int                    scale_factor,
              const VtRenderOptions *options)
{
  if (self->under_drag == NULL || self->under_drag_scale_factor != scale_factor ||
      memcmp (&self->under_drag_viewport, &self->viewport, sizeof self->viewport) != 0)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale_factor,
                                                             height * scale_factor);
      cairo_t *cr;

      cairo_surface_set_device_scale (surface, scale_factor, scale_factor);
      cr = cairo_create (surface);
      vt_map_renderer_draw_pieces (cr, layers_pieces (self), self->ruleset, &self->viewport, options);
      cairo_destroy (cr);
      g_clear_object (&self->under_drag);
      self->under_drag = surface_to_texture (surface, height * scale_factor);
      self->under_drag_viewport = self->viewport;
      self->under_drag_scale_factor = scale_factor;
    }
  return self->under_drag;
}

guint
vt_map_view_get_tiles_drawn (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), 0);

  return self->tiles_drawn;
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
  options.knowledge = self->knowledge;
  options.seen_by = self->seen_by;
  options.highlighted_cells = vt_map_view_get_destinations (self, &options.n_highlighted_cells);
  layers_options (self, &options);
  if (self->dragging != NULL && vt_map_tool_hold_pieces (self->dragging, &options))
    {
      snapshot_ground (self, snapshot, width, height, scale_factor, FALSE);
      gtk_snapshot_append_texture (snapshot, drag_texture (self, width, height, scale_factor, &options),
                                   &GRAPHENE_RECT_INIT (0, 0, width, height));
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    }
  else if (view_in_motion (self) && still_fits (self, width, height, scale_factor))
    {
      /* map point p was at (p - o₀)·s₀ and is now at (p - o)·s */
      double zoom = self->viewport.scale / self->still_viewport.scale;
      double dx = (self->still_viewport.origin.x - self->viewport.origin.x) * self->viewport.scale;
      double dy = (self->still_viewport.origin.y - self->viewport.origin.y) * self->viewport.scale;

      g_clear_object (&self->under_drag);
      snapshot_ground (self, snapshot, width, height, scale_factor, TRUE);
      /* a pan moves the picture by whole pixels, so its names stay sharp */
      if (zoom == 1.0)
        {
          dx = round (dx);
          dy = round (dy);
        }
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (dx, dy));
      gtk_snapshot_scale (snapshot, zoom, zoom);
      gtk_snapshot_append_texture (snapshot, self->still, &GRAPHENE_RECT_INIT (0, 0, width, height));
      gtk_snapshot_restore (snapshot);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    }
  else
    {
      g_clear_object (&self->under_drag);
      snapshot_ground (self, snapshot, width, height, scale_factor, view_in_motion (self));
      if (options.labels)
        {
          /* the pieces as a picture, so that the next move of the map can carry them */
          update_still (self, width, height, scale_factor, &options);
          gtk_snapshot_append_texture (snapshot, self->still, &GRAPHENE_RECT_INIT (0, 0, width, height));
          cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
        }
      else
        {
          cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
          vt_map_renderer_draw_pieces (cr, layers_pieces (self), self->ruleset, &self->viewport, &options);
        }
    }

  /* what the tools show, in map coordinates */
  cairo_save (cr);
  cairo_scale (cr, self->viewport.scale, self->viewport.scale);
  cairo_translate (cr, -self->viewport.origin.x, -self->viewport.origin.y);
  vt_map_tool_draw (self->tool, cr, &self->viewport);
  if (self->dragging != NULL && self->dragging != self->tool)
    vt_map_tool_draw (self->dragging, cr, &self->viewport);
  cairo_restore (cr);

  cairo_destroy (cr);

  snapshot_scale_bar (self, snapshot);
}

/* what a screen reader reads */

/* The selection and the first selected unit's state, in words, as the
 * map's accessible description, which a screen reader reads on the focused
 * map and reads again as it changes (GTK 4.8 has no announcement of its
 * own). It is built from the scenario the view draws, so on a side's
 * board it names only what the side knows: a selected id its view does not
 * hold is passed over. */
static void
update_accessible_description (VtMapView *self)
{
  g_autoptr(GString) others = g_string_new (NULL);
  g_autofree char *first = NULL;
  g_autofree char *description = NULL;
  guint n_others = 0;

  for (guint i = 0; self->scenario != NULL && self->selected != NULL && self->selected[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (self->scenario, self->selected[i]);

      if (unit == NULL)
        continue;
      if (first == NULL)
        {
          first = vt_unit_description_new (self->scenario, self->ruleset, self->knowledge, unit);
          continue;
        }
      if (n_others++ > 0)
        g_string_append (others, ", ");
      g_string_append (others, vt_unit_get_display_name (unit));
    }

  if (first == NULL)
    /* TRANSLATORS: the map's accessible description when no unit is selected */
    description = g_strdup (_("No unit selected"));
  else if (n_others == 0)
    /* TRANSLATORS: the map's accessible description: "Selected: 1. Bataillon, Musketier, Rot side, …" */
    description = g_strdup_printf (_("Selected: %s"), first);
  else
    /* TRANSLATORS: the map's accessible description with more units selected:
     * "Selected: 1. Bataillon, …; also Feldwache, 2. Bataillon" */
    description = g_strdup_printf (_("Selected: %s; also %s"), first, others->str);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* A selected unit moved, lost men, changed formation or a countdown. */
static void
unit_notified (VtUnit     *unit,
               GParamSpec *pspec,
               VtMapView  *self)
{
  if (self->selected != NULL && g_strv_contains ((const char * const *) self->selected, vt_unit_get_id (unit)))
    update_accessible_description (self);
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
  g_clear_pointer (&self->destinations, g_array_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible_description (self);

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

/* the primary button, forwarded to the tools */

static void
make_event (VtMapView      *self,
            double          x,
            double          y,
            VtMapToolEvent *event)
{
  event->x = x;
  event->y = y;
  event->state = self->press_state;
  vt_viewport_to_map (&self->viewport, x, y, &event->point);
}

void
vt_map_view_press (VtMapView       *self,
                   double           x,
                   double           y,
                   GdkModifierType  state)
{
  VtMapToolEvent event;
  VtMapTool *taker;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_cancel_drag (self);
  if (self->scenario == NULL || self->viewport.scale <= 0)
    return;

  g_signal_emit (self, signals[PRESSED], 0);
  self->press_x = x;
  self->press_y = y;
  self->press_state = state;
  self->drag_start_origin = self->viewport.origin;
  make_event (self, x, y, &event);

  /* a side's board only pans: nothing there is the umpire's to pick */
  taker = self->knowledge == NULL ? vt_map_tool_press (self->tool, &event) : NULL;
  if (taker != NULL)
    g_set_object (&self->dragging, taker);
  else
    self->pan = PAN_PENDING;
}

void
vt_map_view_drag_to (VtMapView *self,
                     double     x,
                     double     y)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (!drag_under_way (self) || self->scenario == NULL)
    return;

  if (self->dragging != NULL)
    {
      VtMapToolEvent event;

      make_event (self, x, y, &event);
      vt_map_tool_drag (self->dragging, &event);
      return;
    }

  if (self->pan == PAN_PENDING)
    {
      if (hypot (x - self->press_x, y - self->press_y) < VT_MAP_TOOL_CLICK_SLOP)
        return;
      self->pan = PAN_MOVING;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }
  self->viewport.origin.x = self->drag_start_origin.x - (x - self->press_x) / self->viewport.scale;
  self->viewport.origin.y = self->drag_start_origin.y - (y - self->press_y) / self->viewport.scale;
  keep_map_in_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_release (VtMapView *self,
                     double     x,
                     double     y)
{
  g_autoptr(VtMapTool) tool = NULL;
  VtMapToolEvent event;
  Pan pan;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_drag_to (self, x, y);
  /* The drag is over before the tool acts on it: a move it makes changes
   * the game, which must not cancel it. */
  tool = g_steal_pointer (&self->dragging);
  pan = self->pan;
  self->pan = PAN_NONE;
  g_clear_object (&self->under_drag);
  show_tool_cursor (self);
  /* something was carried here: the pointer rests on it, and its tooltip
   * would stand over the map until the pointer moved on */
  if (hypot (x - self->press_x, y - self->press_y) >= 4)
    {
      self->drop_quiet = TRUE;
      self->drop_x = x;
      self->drop_y = y;
    }

  make_event (self, x, y, &event);
  if (tool != NULL)
    vt_map_tool_release (tool, &event);
  else if (pan == PAN_PENDING && self->knowledge == NULL)
    vt_map_tool_click (self->tool, &event);

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
vt_map_view_hover (VtMapView       *self,
                   double           x,
                   double           y,
                   GdkModifierType  state)
{
  VtMapToolEvent event;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  self->pointer_x = x;
  self->pointer_y = y;
  if (self->drop_quiet && hypot (x - self->drop_x, y - self->drop_y) >= DROP_QUIET_PX)
    self->drop_quiet = FALSE;
  if (drag_under_way (self) || self->scenario == NULL || self->knowledge != NULL ||
      self->viewport.scale <= 0)
    return;

  make_event (self, x, y, &event);
  event.state = state;
  vt_map_tool_motion (self->tool, &event);
}

void
vt_map_view_cancel_drag (VtMapView *self)
{
  g_autoptr(VtMapTool) tool = NULL;

  g_return_if_fail (VT_IS_MAP_VIEW (self));

  tool = g_steal_pointer (&self->dragging);
  if (self->pan == PAN_MOVING)
    self->viewport.origin = self->drag_start_origin;
  self->pan = PAN_NONE;
  if (tool != NULL)
    vt_map_tool_cancel (tool);
  g_clear_object (&self->under_drag);
  show_tool_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_begin_drag (VtMapView *self,
                        VtMapTool *tool)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (VT_IS_MAP_TOOL (tool));

  vt_map_view_cancel_drag (self);
  g_set_object (&self->dragging, tool);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vt_map_view_end_drag (VtMapView *self)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  /* over before the tool acts on it: its move must not cancel it */
  g_clear_object (&self->dragging);
  g_clear_object (&self->under_drag);
  show_tool_cursor (self);
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
      self->press_state = 0;
      self->drag_start_origin = self->viewport.origin;
      self->pan = PAN_PENDING;
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
  if (button == GDK_BUTTON_MIDDLE && self->pan == PAN_PENDING)
    {
      self->pan = PAN_NONE;
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
  if (keyval == GDK_KEY_Escape && drag_under_way (self))
    {
      vt_map_view_cancel_drag (self);
      return TRUE;
    }

  /* Escape puts the ruler away and leaves measuring, so the Measure
   * button does not stay pressed over a map that no longer measures. */
  if (keyval == GDK_KEY_Escape && vt_map_view_get_measuring (self))
    {
      vt_map_view_set_measuring (self, FALSE);
      return TRUE;
    }

  if (self->knowledge != NULL)
    return FALSE;
  return vt_map_tool_key_pressed (self->tool, keyval, state);
}

static void
pointer_motion (GtkEventControllerMotion *motion,
                double                    x,
                double                    y,
                VtMapView                *self)
{
  vt_map_view_hover (self, x, y,
                     gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (motion)));
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
static void forget_knowledge (VtMapView *self);

static void
units_changed (GListModel *units,
               guint       position,
               guint       removed,
               guint       added,
               VtMapView  *self)
{
  connect_units (self);
  update_accessible_description (self);
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
      g_signal_connect_object (unit, "notify", G_CALLBACK (unit_notified), self, 0);
    }
  g_signal_connect_object (units, "items-changed", G_CALLBACK (units_changed), self, 0);
}

/* Undo, redo and replay may move a dragged unit under the pointer. */
static void
game_changed (VtMapView *self)
{
  g_clear_pointer (&self->destinations, g_array_unref);
  if (self->dragging != NULL)
    vt_map_tool_game_changed (self->dragging);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* An edit of the terrain: the kept pictures of it are out of date, and
 * the extent may be another. */
static void
map_changed (VtMapView *self)
{
  forget_tiles (self);
  g_clear_object (&self->under_drag);
  forget_still (self);
  update_fit_scale (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
watch_map (VtMapView *self,
           VtMap     *map)
{
  if (self->map == map)
    return;

  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_set_object (&self->map, map);
  if (map != NULL)
    g_signal_connect_object (map, "changed", G_CALLBACK (map_changed), self, G_CONNECT_SWAPPED);
}

/* the underlay */

/* The picture under the umpire's ground at @device_scale device pixels a
 * unit of length; a side's board shows the ground as the side knows it,
 * without the designer's scan. A picture that cannot be read is left out
 * here: the underlay panel says why. */
static cairo_surface_t *
underlay_surface (VtMapView *self,
                  double     device_scale)
{
  VtUnderlay *underlay = self->scenario != NULL ? vt_scenario_get_underlay (self->scenario) : NULL;

  if (underlay == NULL || self->knowledge != NULL || !vt_underlay_get_shown (underlay))
    return NULL;
  return vt_underlay_image_get_surface_at (self->underlay_image, underlay,
                                           device_scale * vt_underlay_get_calibration (underlay)->scale,
                                           NULL);
}

/* Another underlay (the editor sets a changed copy), one changed in
 * place, or its picture read anew: the ground's tiles have the old one in
 * them. */
static void
underlay_changed (VtMapView *self)
{
  VtUnderlay *underlay = self->underlay_of != NULL ? vt_scenario_get_underlay (self->underlay_of) : NULL;

  if (self->underlay != underlay)
    {
      if (self->underlay != NULL)
        g_signal_handlers_disconnect_by_func (self->underlay, underlay_changed, self);
      g_set_object (&self->underlay, underlay);
      if (underlay != NULL)
        g_signal_connect_object (underlay, "notify", G_CALLBACK (underlay_changed), self,
                                 G_CONNECT_SWAPPED);
    }
  forget_tiles (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
watch_underlay (VtMapView  *self,
                VtScenario *scenario)
{
  if (self->underlay_of == scenario)
    return;

  if (self->underlay_of != NULL)
    g_signal_handlers_disconnect_by_func (self->underlay_of, underlay_changed, self);
  g_set_object (&self->underlay_of, scenario);
  if (scenario != NULL)
    g_signal_connect_object (scenario, "notify::underlay", G_CALLBACK (underlay_changed), self,
                             G_CONNECT_SWAPPED);
  underlay_changed (self);
}

/* a side's board */

static void
forget_knowledge (VtMapView *self)
{
  if (self->knowledge == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->knowledge, self);
  g_clear_object (&self->knowledge);
  g_clear_object (&self->knowledge_game);
}

/* The side's picture changed: its view anew, in the same viewport. The
 * map is the game's, so the ground's tiles stay; the pieces are drawn
 * anew, as a mark may change (seen now, last seen) where no piece moved. */
static void
knowledge_changed (VtMapView *self)
{
  g_autoptr(VtScenario) view = vt_knowledge_dup_view (self->knowledge);

  disconnect_units (self);
  g_set_object (&self->scenario, view);
  connect_units (self);
  watch_map (self, vt_scenario_get_map (view));
  g_clear_object (&self->under_drag);
  forget_still (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* What the side sees changed: which pieces are faded may differ where none moved. */
static void
seen_by_changed (VtMapView *self)
{
  forget_still (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
vt_map_view_dispose (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  g_clear_handle_id (&self->wheel_settle, g_source_remove);
  if (self->more_tiles != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->more_tiles);
  self->more_tiles = 0;
  if (self->dragging != NULL)
    vt_map_tool_cancel (self->dragging);
  g_clear_object (&self->dragging);
  g_clear_object (&self->tool);
  g_clear_object (&self->select_tool);
  g_clear_object (&self->ruler_tool);
  watch_map (self, NULL);
  watch_underlay (self, NULL);
  g_clear_object (&self->underlay_image);
  disconnect_units (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  forget_knowledge (self);
  vt_map_view_set_seen_by (self, NULL);
  g_clear_object (&self->scenario);
  g_clear_object (&self->ruleset);
  forget_tiles (self);
  g_clear_object (&self->under_drag);
  forget_still (self);
  forget_layers (self);

  G_OBJECT_CLASS (vt_map_view_parent_class)->dispose (object);
}

static void
vt_map_view_finalize (GObject *object)
{
  VtMapView *self = VT_MAP_VIEW (object);

  g_clear_pointer (&self->selected, g_strfreev);
  g_clear_pointer (&self->activity, g_free);
  g_clear_pointer (&self->destinations, g_array_unref);
  g_clear_pointer (&self->ruling, vt_ruling_free);

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
      g_value_set_boolean (value, vt_map_view_get_measuring (self));
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

  /* The primary button went down on the map: what the last drag left on
   * screen (a refusal) is the past. */
  signals[PRESSED] =
    g_signal_new ("pressed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

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
  self->select_tool = vt_select_tool_new (self);
  self->ruler_tool = vt_ruler_tool_new (self);
  self->tool = g_object_ref (self->select_tool);
  self->underlay_image = vt_underlay_image_new ();
  g_signal_connect_object (self->underlay_image, "changed", G_CALLBACK (underlay_changed), self,
                           G_CONNECT_SWAPPED);

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

  /* the scale bar and the ruler's readout follow the umpire's units */
  if (vt_measure_get_settings () != NULL)
    g_signal_connect_object (vt_measure_get_settings (), "changed::length-units",
                             G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip), self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* a side's board names itself after its side (vt-side-board.c) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* TRANSLATORS: the accessible name of the umpire's map */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("No unit selected"),
                                  -1);
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
  g_clear_pointer (&self->destinations, g_array_unref);
  forget_tiles (self);
  g_clear_object (&self->under_drag);

  if (self->scenario != scenario)
    {
      disconnect_units (self);
      g_set_object (&self->scenario, scenario);
      forget_still (self);
      if (scenario != NULL)
        connect_units (self);
      watch_map (self, scenario != NULL ? vt_scenario_get_map (scenario) : NULL);
      /* a side's board draws no scan: its views come and go as it learns,
       * and the ground's tiles stay */
      watch_underlay (self, self->knowledge == NULL ? scenario : NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
    }

  set_selection (self, NULL);
  vt_map_tool_reset (self->tool);
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
  forget_knowledge (self);
  vt_map_view_set_seen_by (self, NULL);

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
  forget_knowledge (self);
  /* what a side of another game sees is not this game's */
  if (game != self->game)
    vt_map_view_set_seen_by (self, NULL);

  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  show_scenario (self,
                 game != NULL ? vt_game_get_state (game) : NULL,
                 game != NULL ? vt_game_get_ruleset (game) : NULL);
}

/**
 * vt_map_view_set_knowledge:
 * @self: a map view
 * @game: (nullable): the game whose side it is
 * @knowledge: (nullable): what the side knows, from vt_game_get_knowledge()
 *
 * A side's board: the view shows vt_knowledge_dup_view() of @knowledge,
 * drawn as its marks say, and again on its "changed", where the map was.
 * It never holds the game's state, and nothing in it can be picked or
 * moved; it pans and zooms.
 */
void
vt_map_view_set_knowledge (VtMapView   *self,
                           VtGame      *game,
                           VtKnowledge *knowledge)
{
  g_autoptr(VtScenario) view = NULL;

  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!game || VT_IS_GAME (game));
  g_return_if_fail (!knowledge || VT_IS_KNOWLEDGE (knowledge));
  g_return_if_fail ((game == NULL) == (knowledge == NULL));

  vt_map_view_set_scenario (self, NULL, NULL);
  if (knowledge == NULL)
    return;

  self->knowledge = g_object_ref (knowledge);
  self->knowledge_game = g_object_ref (game);
  g_signal_connect_object (knowledge, "changed", G_CALLBACK (knowledge_changed), self, G_CONNECT_SWAPPED);
  view = vt_knowledge_dup_view (knowledge);
  show_scenario (self, view, vt_game_get_ruleset (game));
}

VtKnowledge *
vt_map_view_get_knowledge (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->knowledge;
}

/**
 * vt_map_view_set_seen_by:
 * @self: a map view
 * @knowledge: (nullable): a side's knowledge of the game shown, or %NULL
 *
 * The umpire's view as seen by a side: the pieces that side does not see
 * now are drawn faded.
 */
void
vt_map_view_set_seen_by (VtMapView   *self,
                         VtKnowledge *knowledge)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!knowledge || VT_IS_KNOWLEDGE (knowledge));

  if (self->seen_by == knowledge)
    return;

  if (self->seen_by != NULL)
    g_signal_handlers_disconnect_by_data (self->seen_by, self);
  g_set_object (&self->seen_by, knowledge);
  if (knowledge != NULL)
    g_signal_connect_object (knowledge, "changed", G_CALLBACK (seen_by_changed), self, G_CONNECT_SWAPPED);
  seen_by_changed (self);
}

VtKnowledge *
vt_map_view_get_seen_by (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->seen_by;
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

/**
 * vt_map_view_set_ruling:
 * @self: a map view
 * @ruling: (transfer full) (nullable): the move just refused that the
 *   umpire may allow, or %NULL
 *
 * Kept for Allow… (vt_map_view_steal_ruling()) until the next refusal or
 * the next press on the map.
 */
void
vt_map_view_set_ruling (VtMapView *self,
                        VtRuling  *ruling)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  g_clear_pointer (&self->ruling, vt_ruling_free);
  self->ruling = ruling;
}

gboolean
vt_map_view_has_ruling (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);

  return self->ruling != NULL;
}

VtRuling *
vt_map_view_steal_ruling (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return g_steal_pointer (&self->ruling);
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

  return self->tool == self->ruler_tool;
}

void
vt_map_view_set_measuring (VtMapView *self,
                           gboolean   measuring)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  vt_map_view_set_tool (self, measuring ? self->ruler_tool : NULL);
}

/**
 * vt_map_view_set_tool:
 * @self: a map view
 * @tool: (nullable): a tool made for @self, or %NULL for selecting and
 *   moving
 *
 * A drag under way is cancelled, and what the tool before showed goes.
 */
void
vt_map_view_set_tool (VtMapView *self,
                      VtMapTool *tool)
{
  gboolean was_measuring;

  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!tool || VT_IS_MAP_TOOL (tool));
  g_return_if_fail (!tool || vt_map_tool_get_view (tool) == self);

  if (tool == NULL)
    tool = self->select_tool;
  if (self->tool == tool)
    return;

  was_measuring = vt_map_view_get_measuring (self);
  vt_map_view_cancel_drag (self);
  vt_map_tool_reset (self->tool);
  g_set_object (&self->tool, tool);
  show_tool_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (was_measuring != vt_map_view_get_measuring (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEASURING]);
}

/**
 * vt_map_view_get_tool:
 * @self: a map view
 *
 * Returns: (transfer none): what the primary button does now
 */
VtMapTool *
vt_map_view_get_tool (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->tool;
}

/**
 * vt_map_view_get_ruleset:
 * @self: a map view
 *
 * Returns: (transfer none) (nullable): the ruleset whose styles and rules
 *   the view uses
 */
VtRuleset *
vt_map_view_get_ruleset (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->ruleset;
}

gboolean
vt_map_view_get_ruler (VtMapView *self,
                       VtPoint   *from,
                       VtPoint   *to,
                       double    *length)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);

  return vt_ruler_tool_get_ruler (VT_RULER_TOOL (self->ruler_tool), from, to, length);
}

/**
 * vt_map_view_get_destinations:
 * @self: a map view
 * @n_cells: (out): how many
 *
 * On a board of a game, the cells the one selected figure may move to now,
 * drawn highlighted: what the game's ruleset gives for it
 * (vt_ruleset_get_destinations), asked once for each selection and state
 * of the game. None on a side's board, with several or no units
 * selected, or where the ruleset gives no board moves.
 *
 * Returns: (array length=n_cells) (nullable): the cells' numbers
 */
const guint *
vt_map_view_get_destinations (VtMapView *self,
                              guint     *n_cells)
{
  VtUnit *unit;

  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (n_cells != NULL, NULL);

  *n_cells = 0;
  if (self->game == NULL || self->ruleset == NULL || self->knowledge != NULL ||
      self->scenario == NULL || vt_map_get_board (vt_scenario_get_map (self->scenario)) == NULL ||
      self->selected == NULL || self->selected[0] == NULL || self->selected[1] != NULL)
    return NULL;

  if (self->destinations == NULL)
    {
      self->destinations = g_array_new (FALSE, FALSE, sizeof (guint));
      unit = vt_scenario_find_unit (vt_game_get_state (self->game), self->selected[0]);
      if (unit != NULL && vt_unit_get_strength (unit) > 0)
        vt_ruleset_get_destinations (self->ruleset, self->game, unit, self->destinations);
    }
  *n_cells = self->destinations->len;
  return self->destinations->len > 0 ? (const guint *) self->destinations->data : NULL;
}

gboolean
vt_map_view_get_cell_numbers (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), TRUE);

  return !self->no_cell_numbers;
}

/**
 * vt_map_view_set_cell_numbers:
 * @self: a map view
 * @shown: whether a board's cells show their numbers (they do by default)
 */
void
vt_map_view_set_cell_numbers (VtMapView *self,
                              gboolean   shown)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));

  if (self->no_cell_numbers == !shown)
    return;
  self->no_cell_numbers = !shown;
  /* the numbers are drawn with the ground */
  forget_tiles (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

VtReach *
vt_map_view_get_reach (VtMapView *self)
{
  VtRenderOptions options = { 0 };

  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  if (self->dragging == NULL || !vt_map_tool_hold_pieces (self->dragging, &options))
    return NULL;

  return options.reach;
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

/**
 * vt_map_view_get_underlay_image:
 * @self: a map view
 *
 * Returns: (transfer none): the picture of the scenario's underlay the view
 *   draws under its terrain; its scenario file resolves a relative href
 */
VtUnderlayImage *
vt_map_view_get_underlay_image (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);
  return self->underlay_image;
}

/* layers */

/**
 * vt_map_view_toggle_selected:
 * @self: a map view
 * @unit_id: a unit
 *
 * Ctrl or Shift on a unit: it joins the selection, or leaves it.
 */
void
vt_map_view_toggle_selected (VtMapView  *self,
                             const char *unit_id)
{
  const char * const *selected;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;

  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (unit_id != NULL);

  selected = vt_map_view_get_selected_units (self);
  for (guint i = 0; selected[i] != NULL; i++)
    if (g_strcmp0 (selected[i], unit_id) != 0)
      g_strv_builder_add (builder, selected[i]);
  if (!g_strv_contains (selected, unit_id))
    g_strv_builder_add (builder, unit_id);

  ids = g_strv_builder_end (builder);
  vt_map_view_set_selected_units (self, (const char * const *) ids);
}

/**
 * vt_map_view_set_layers:
 * @self: a map view
 * @layers: (nullable): what of the map to show, and what is locked
 *
 * Hidden terrain leaves the paper bare, hidden names turn the names off,
 * hidden troops draw no pieces (and none can be picked); the view redraws
 * as @layers changes. %NULL shows everything.
 */
void
vt_map_view_set_layers (VtMapView *self,
                        VtLayers  *layers)
{
  g_return_if_fail (VT_IS_MAP_VIEW (self));
  g_return_if_fail (!layers || VT_IS_LAYERS (layers));

  if (self->layers == layers)
    return;

  forget_layers (self);
  if (layers != NULL)
    {
      self->layers = g_object_ref (layers);
      g_signal_connect_object (layers, "notify", G_CALLBACK (layers_changed), self, G_CONNECT_SWAPPED);
    }
  forget_tiles (self);
  g_clear_object (&self->under_drag);
  forget_still (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * vt_map_view_get_layers:
 * @self: a map view
 *
 * Returns: (transfer none) (nullable): the layers set, for a tool to ask
 *   whether it may change one
 */
VtLayers *
vt_map_view_get_layers (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);

  return self->layers;
}

/**
 * vt_map_view_get_units_pickable:
 * @self: a map view
 *
 * Returns: whether the troops may be picked: FALSE while they are hidden
 *   or locked
 */
gboolean
vt_map_view_get_units_pickable (VtMapView *self)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), FALSE);

  return self->layers == NULL || vt_layers_get_units_editable (self->layers);
}

/**
 * vt_map_view_unit_at:
 * @self: a map view
 * @point: a map point
 *
 * Returns: (transfer none) (nullable): the unit drawn at @point at the
 *   view's scale, as a click picks it; none while the troops are hidden or
 *   locked
 */
VtUnit *
vt_map_view_unit_at (VtMapView     *self,
                     const VtPoint *point)
{
  g_return_val_if_fail (VT_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (point != NULL, NULL);

  if (self->scenario == NULL || self->viewport.scale <= 0 || !vt_map_view_get_units_pickable (self))
    return NULL;

  return vt_map_renderer_unit_drawn_at (self->scenario, self->ruleset, &self->viewport, point);
}
