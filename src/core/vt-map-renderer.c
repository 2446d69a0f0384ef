/* vt-map-renderer.c: draws a map and its units with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vt-map-renderer"

#include "config.h"

#include <math.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "vt-atomic-file-private.h"
#include "vt-feature.h"
#include "vt-game-file.h"
#include "vt-map.h"
#include "vt-map-renderer.h"
#include "vt-reach.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* The paper of the old plans: a pale buff that every terrain colour reads on. */
static const VtColour ground = { 0.949, 0.929, 0.863 };
static const VtColour ink = { 0.18, 0.16, 0.14 };
static const VtColour unknown_kind = { 0.6, 0.6, 0.6 };
static const VtColour highlight = { 0.96, 0.76, 0.07 };
/* a move's reach: light green, see-through so the ground shows */
static const VtColour reach_fill = { 0.45, 0.85, 0.35 };
static const VtColour reach_edge = { 0.15, 0.50, 0.12 };
#define REACH_ALPHA 0.35
static const VtColour badge = { 0.13, 0.12, 0.11 };

/* Below this many device pixels a piece would vanish; it is drawn this big. */
#define MIN_PIECE_PX 5.0
#define LABEL_PX     11.0

void
vt_viewport_to_device (const VtViewport *viewport,
                       const VtPoint    *map_point,
                       double           *x,
                       double           *y)
{
  *x = (map_point->x - viewport->origin.x) * viewport->scale;
  *y = (map_point->y - viewport->origin.y) * viewport->scale;
}

void
vt_viewport_to_map (const VtViewport *viewport,
                    double            x,
                    double            y,
                    VtPoint          *map_point)
{
  map_point->x = viewport->origin.x + x / viewport->scale;
  map_point->y = viewport->origin.y + y / viewport->scale;
}

void
vt_viewport_fit (VtViewport *viewport,
                 VtScenario *scenario,
                 double      width,
                 double      height)
{
  VtMap *map = vt_scenario_get_map (scenario);
  double map_width = MAX (vt_map_get_width (map), 1.0);
  double map_height = MAX (vt_map_get_height (map), 1.0);
  /* a margin of 4 % on the tighter side keeps the map edge visible */
  double scale = MIN (width / map_width, height / map_height) * 0.96;

  viewport->width = width;
  viewport->height = height;
  viewport->scale = scale > 0 ? scale : 1.0;
  viewport->origin.x = map_width / 2 - width / 2 / viewport->scale;
  viewport->origin.y = map_height / 2 - height / 2 / viewport->scale;
}

static void
set_colour (cairo_t        *cr,
            const VtColour *colour,
            double          alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, alpha);
}

/* Line widths and text sizes are given in device pixels. */
static double
px (const VtViewport *viewport,
    double            pixels)
{
  return pixels / viewport->scale;
}

static void
trace_points (cairo_t       *cr,
              const VtPoint *points,
              guint          n_points,
              gboolean       close)
{
  for (guint i = 0; i < n_points; i++)
    {
      if (i == 0)
        cairo_move_to (cr, points[i].x, points[i].y);
      else
        cairo_line_to (cr, points[i].x, points[i].y);
    }
  if (close)
    cairo_close_path (cr);
}

static gboolean
box_visible (const VtViewport *viewport,
             const VtPoint    *min,
             const VtPoint    *max,
             double            slack)
{
  double right = viewport->origin.x + viewport->width / viewport->scale;
  double bottom = viewport->origin.y + viewport->height / viewport->scale;

  return max->x + slack >= viewport->origin.x && min->x - slack <= right &&
         max->y + slack >= viewport->origin.y && min->y - slack <= bottom;
}

/* The marks of a kind's pattern (trees, marsh, hatching, contour dots) as
 * one repeating tile, spaced in device pixels so it reads the same at every
 * zoom and anchored to the map so it stays put when the map pans. A vector
 * target (SVG, PDF) gets the marks as vectors, an image a bitmap tile;
 * either way no clip is needed, the dearest thing Cairo draws. */
static cairo_pattern_t *
make_pattern (cairo_t             *cr,
              const VtTerrainKind *kind,
              const VtViewport    *viewport)
{
  const double step = 14;
  double width = step, height = step;
  gboolean vector = cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_IMAGE;
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *t;

  switch (kind->pattern)
    {
    case VT_PATTERN_TREES:
      height = 2 * step; /* every other row shifted: trees, not a grid */
      break;
    case VT_PATTERN_MARSH:
      width = 1.5 * step;
      break;
    case VT_PATTERN_HATCH:
      width = height = step / 2;
      break;
    case VT_PATTERN_CONTOUR:
    case VT_PATTERN_NONE:
    default:
      break;
    }

  if (vector)
    tile = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                           &(cairo_rectangle_t) { 0, 0, width, height });
  else
    tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);

  t = cairo_create (tile);
  set_colour (t, &kind->stroke, 0.8);
  cairo_set_line_width (t, 1);
  switch (kind->pattern)
    {
    case VT_PATTERN_TREES:
      cairo_arc (t, step / 2, step / 2, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      /* the shifted row, its tree cut by the tile's edges and so drawn twice */
      cairo_arc (t, 0, 1.5 * step, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      cairo_arc (t, step, 1.5 * step, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      break;

    case VT_PATTERN_MARSH:
      cairo_move_to (t, 2, step / 2);
      cairo_rel_line_to (t, 8, 0);
      cairo_stroke (t);
      break;

    case VT_PATTERN_HATCH:
      cairo_move_to (t, -1, -1);
      cairo_line_to (t, width + 1, height + 1);
      cairo_stroke (t);
      break;

    case VT_PATTERN_CONTOUR:
      cairo_arc (t, step / 2, step / 2, 0.9, 0, 2 * G_PI);
      cairo_fill (t);
      break;

    case VT_PATTERN_NONE:
    default:
      break;
    }
  cairo_destroy (t);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  /* from map units to tile pixels */
  cairo_matrix_init_scale (&matrix, viewport->scale, viewport->scale);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

/* One tile per kind for the length of a draw. */
static cairo_pattern_t *
pattern_for_kind (cairo_t             *cr,
                  const VtTerrainKind *kind,
                  const VtViewport    *viewport,
                  GHashTable          *patterns)
{
  cairo_pattern_t *pattern = g_hash_table_lookup (patterns, kind);

  if (pattern == NULL)
    {
      pattern = make_pattern (cr, kind, viewport);
      g_hash_table_insert (patterns, (gpointer) kind, pattern);
    }
  return pattern;
}

static void
select_label_font (cairo_t          *cr,
                   const VtViewport *viewport)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, px (viewport, LABEL_PX));
}

static void
draw_label (cairo_t          *cr,
            const VtViewport *viewport,
            double            x,
            double            y,
            const char       *text,
            gboolean          centred)
{
  cairo_text_extents_t extents;

  if (text == NULL || *text == '\0')
    return;

  cairo_save (cr);
  select_label_font (cr, viewport);
  cairo_text_extents (cr, text, &extents);
  if (centred)
    x -= extents.width / 2 + extents.x_bearing;
  /* a halo of ground colour keeps the label legible over any terrain */
  cairo_move_to (cr, x, y);
  cairo_text_path (cr, text);
  set_colour (cr, &ground, 0.85);
  cairo_set_line_width (cr, px (viewport, 3));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_move_to (cr, x, y);
  set_colour (cr, &ink, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

/* A name waiting to be placed. Labels are placed after everything is drawn,
 * the most important first, each at the first of its places where it
 * overlaps no placed label and no piece; one with no such place is left
 * out: at a low zoom the umpire reads some names rather than none. */
#define MAX_LABEL_PLACES 11

typedef struct {
  VtPoint     at[MAX_LABEL_PLACES];
  guint       n_at;
  const char *text;  /* owned by the unit or feature, alive for the draw */
  gboolean    centred;
} Label;

typedef struct {
  double x0, y0, x1, y1;
} Box;

static void
queue_label (GArray     *labels,
             double      x,
             double      y,
             const char *text,
             gboolean    centred)
{
  Label label = { { { x, y } }, 1, text, centred };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* An area's name: at its middle, else higher, lower, left or right of it,
 * else towards a corner, within the area's box, else just above or below
 * it: wherever the pieces standing in it leave room. */
static void
queue_area_label (GArray           *labels,
                  const VtViewport *viewport,
                  const VtPoint    *min,
                  const VtPoint    *max,
                  const char       *text)
{
  double cx = (min->x + max->x) / 2, cy = (min->y + max->y) / 2;
  double dx = (max->x - min->x) / 4, dy = (max->y - min->y) / 4;
  Label label = { { { cx, cy }, { cx, cy - dy }, { cx, cy + dy }, { cx - dx, cy }, { cx + dx, cy },
                    { cx - dx, cy - dy }, { cx + dx, cy - dy }, { cx - dx, cy + dy }, { cx + dx, cy + dy },
                    { cx, min->y - px (viewport, 4) }, { cx, max->y + px (viewport, LABEL_PX + 2) } },
                  MAX_LABEL_PLACES, text, TRUE };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

static gboolean
box_overlaps_any (const Box *box,
                  GArray    *placed)
{
  for (guint i = 0; i < placed->len; i++)
    {
      const Box *other = &g_array_index (placed, Box, i);

      if (box->x0 < other->x1 && other->x0 < box->x1 &&
          box->y0 < other->y1 && other->y0 < box->y1)
        return TRUE;
    }
  return FALSE;
}

/* @queues in order of importance; each in the order it was filled. No
 * name covers a piece (their boxes are @pieces) or another name. */
static void
place_labels (cairo_t          *cr,
              const VtViewport *viewport,
              GArray          **queues,
              guint             n_queues,
              GArray           *pieces)
{
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (Box));
  double gap = px (viewport, 2);

  cairo_save (cr);
  select_label_font (cr, viewport);
  g_array_append_vals (placed, pieces->data, pieces->len);
  for (guint q = 0; q < n_queues; q++)
    for (guint i = 0; i < queues[q]->len; i++)
      {
        const Label *label = &g_array_index (queues[q], Label, i);
        cairo_text_extents_t extents;

        cairo_text_extents (cr, label->text, &extents);
        for (guint k = 0; k < label->n_at; k++)
          {
            Box box;

            box.x0 = label->at[k].x + extents.x_bearing - gap;
            if (label->centred)
              box.x0 -= extents.width / 2 + extents.x_bearing;
            box.x1 = box.x0 + extents.width + 2 * gap;
            box.y0 = label->at[k].y + extents.y_bearing - gap;
            box.y1 = box.y0 + extents.height + 2 * gap;

            if (box_overlaps_any (&box, placed))
              continue;
            g_array_append_val (placed, box);
            draw_label (cr, viewport, label->at[k].x, label->at[k].y, label->text, label->centred);
            break;
          }
      }
  cairo_restore (cr);
}

/* The slack around a feature's extents within which it may still show. */
static double
feature_slack (const VtTerrainKind *kind,
               const VtViewport    *viewport)
{
  return (kind != NULL ? kind->width : 0) + px (viewport, 20);
}

static void
queue_feature_label (VtFeature           *feature,
                     const VtTerrainKind *kind,
                     const VtViewport    *viewport,
                     GArray              *labels)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  VtPoint min, max;

  if (n_points == 0 || vt_feature_get_name (feature) == NULL)
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!box_visible (viewport, &min, &max, feature_slack (kind, viewport)))
    return;

  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
    queue_area_label (labels, viewport, &min, &max, vt_feature_get_name (feature));
  else
    queue_label (labels, points[0].x + px (viewport, 8), points[0].y - px (viewport, 6),
                 vt_feature_get_name (feature), FALSE);
}

static void
draw_feature (cairo_t               *cr,
              VtFeature             *feature,
              const VtTerrainKind   *kind,
              const VtViewport      *viewport,
              GHashTable            *patterns)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  const VtColour *fill = kind != NULL ? &kind->fill : &unknown_kind;
  const VtColour *stroke = kind != NULL ? &kind->stroke : &ink;
  VtPoint min, max;

  if (n_points == 0)
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!box_visible (viewport, &min, &max, feature_slack (kind, viewport)))
    return;

  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      trace_points (cr, points, n_points, TRUE);
      set_colour (cr, fill, 1.0);
      if (kind != NULL && kind->pattern != VT_PATTERN_NONE)
        {
          cairo_fill_preserve (cr);
          cairo_set_source (cr, pattern_for_kind (cr, kind, viewport, patterns));
        }
      cairo_fill_preserve (cr);
      set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, px (viewport, 1.2));
      cairo_stroke (cr);
      break;

    case VT_GEOMETRY_POLYLINE:
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      trace_points (cr, points, n_points, FALSE);
      /* a casing in the stroke colour, the body in the fill colour */
      set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, px (viewport, 2)) + px (viewport, 2));
      cairo_stroke_preserve (cr);
      set_colour (cr, fill, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, px (viewport, 2)));
      cairo_stroke (cr);
      cairo_restore (cr);
      break;

    case VT_GEOMETRY_POINT:
      for (guint i = 0; i < n_points; i++)
        {
          double r = px (viewport, 5);
          cairo_new_sub_path (cr);
          cairo_arc (cr, points[i].x, points[i].y, r, 0, 2 * G_PI);
          set_colour (cr, fill, 1.0);
          cairo_fill_preserve (cr);
          set_colour (cr, stroke, 1.0);
          cairo_set_line_width (cr, px (viewport, 1.5));
          cairo_stroke (cr);
          /* a cross: the landmarks of old plans are church towers and mills */
          cairo_move_to (cr, points[i].x, points[i].y - 2 * r);
          cairo_line_to (cr, points[i].x, points[i].y - r);
          cairo_stroke (cr);
        }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
draw_board (cairo_t          *cr,
            VtRuleset        *ruleset,
            const VtBoard    *board,
            const VtViewport *viewport)
{
  char number[16];

  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];
      const VtTerrainKind *kind = cell->terrain != NULL && ruleset != NULL
                                    ? vt_ruleset_find_terrain_kind (ruleset, cell->terrain)
                                    : NULL;

      if (cell->n_outline == 0)
        continue;

      trace_points (cr, cell->outline, cell->n_outline, TRUE);
      if (kind != NULL)
        set_colour (cr, &kind->fill, 1.0);
      else
        set_colour (cr, &ground, 1.0);
      cairo_fill_preserve (cr);
      set_colour (cr, &ink, 1.0);
      cairo_set_line_width (cr, px (viewport, 1));
      cairo_stroke (cr);

      g_snprintf (number, sizeof number, "%u", cell->number);
      draw_label (cr, viewport, cell->centre.x, cell->centre.y - px (viewport, 8), number, TRUE);
    }
}

typedef struct {
  VtPoint centre;
  double  frontage;
  double  depth;
  double  facing; /* radians clockwise from north */
} Footprint;

/* Where a piece stands and how much ground it covers. Pieces on a board fill
 * a third of a cell; on terrain they have their true footprint. */
static void
unit_footprint (VtUnit        *unit,
                VtScenario    *scenario,
                VtRuleset     *ruleset,
                Footprint     *footprint)
{
  VtMap *map = vt_scenario_get_map (scenario);
  const VtBoard *board = vt_map_get_board (map);
  const VtUnitType *type = ruleset != NULL
                             ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit))
                             : NULL;

  footprint->facing = vt_unit_get_facing (unit) * G_PI / 180.0;

  if (board != NULL)
    {
      const VtCell *cell = vt_board_find_cell (board, vt_unit_get_cell (unit));

      if (cell != NULL)
        footprint->centre = cell->centre;
      else
        vt_unit_get_position (unit, &footprint->centre);
      footprint->frontage = 0.5;
      footprint->depth = 0.5;
      return;
    }

  vt_unit_get_position (unit, &footprint->centre);
  if (ruleset != NULL)
    {
      /* the formation decides: a column is narrower and deeper than a line */
      vt_ruleset_get_footprint (ruleset, unit, &footprint->frontage, &footprint->depth);
      if (footprint->frontage <= 0)
        footprint->frontage = 1.0;
      if (footprint->depth <= 0)
        footprint->depth = 1.0;
      return;
    }
  footprint->frontage = type != NULL && type->frontage > 0 ? type->frontage : 1.0;
  footprint->depth = type != NULL && type->depth > 0 ? type->depth : 1.0;
}

static gboolean
is_selected (VtUnit                *unit,
             const VtRenderOptions *options)
{
  const char *id = vt_unit_get_id (unit);

  if (options == NULL)
    return FALSE;
  if (options->selected_unit != NULL && g_str_equal (options->selected_unit, id))
    return TRUE;
  return options->selected_units != NULL && g_strv_contains (options->selected_units, id);
}

/* A dark disc with the Züge left of the condition that ends soonest, so the
 * umpire sees at a glance which pieces are still recovering. */
static void
draw_condition_badge (cairo_t          *cr,
                      VtUnit           *unit,
                      const VtViewport *viewport,
                      double            x,
                      double            y)
{
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (unit);
  GVariantIter iter;
  const char *id, *label;
  guint moves, soonest = G_MAXUINT;
  char text[16];
  cairo_text_extents_t extents;
  double r = px (viewport, 7);

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    soonest = MIN (soonest, moves);
  if (soonest == G_MAXUINT)
    return;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_colour (cr, &badge, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ground, 1.0);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  g_snprintf (text, sizeof text, "%u", soonest);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, px (viewport, 9));
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  set_colour (cr, &ground, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

static void
draw_reach (cairo_t          *cr,
            VtReach          *reach,
            const VtViewport *viewport)
{
  cairo_save (cr);
  cairo_new_path (cr);
  vt_reach_trace (reach, cr);
  set_colour (cr, &reach_fill, REACH_ALPHA);
  cairo_fill_preserve (cr);
  set_colour (cr, &reach_edge, 0.8);
  cairo_set_line_width (cr, px (viewport, 1.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the grid's runs overlap; only the outline of the whole should show */
  cairo_push_group (cr);
  cairo_stroke_preserve (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_pop_group_to_source (cr);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
draw_unit (cairo_t               *cr,
           VtUnit                *unit,
           VtScenario            *scenario,
           VtRuleset             *ruleset,
           const VtViewport      *viewport,
           const VtRenderOptions *options,
           GArray                *labels,
           GArray                *pieces)
{
  VtSide *side = vt_scenario_find_side (scenario, vt_unit_get_side (unit));
  const VtColour *colour = side != NULL ? vt_side_get_colour (side) : &unknown_kind;
  gboolean selected = is_selected (unit, options);
  Footprint fp;
  double w, d;
  VtPoint min, max;

  unit_footprint (unit, scenario, ruleset, &fp);
  w = MAX (fp.frontage, px (viewport, MIN_PIECE_PX * 2));
  d = MAX (fp.depth, px (viewport, MIN_PIECE_PX));

  min.x = fp.centre.x - MAX (w, d);
  min.y = fp.centre.y - MAX (w, d);
  max.x = fp.centre.x + MAX (w, d);
  max.y = fp.centre.y + MAX (w, d);
  if (!box_visible (viewport, &min, &max, px (viewport, 120)))
    return;

  cairo_save (cr);
  cairo_translate (cr, fp.centre.x, fp.centre.y);
  cairo_rotate (cr, fp.facing);

  if (selected)
    {
      cairo_rectangle (cr, -w / 2 - px (viewport, 4), -d / 2 - px (viewport, 4),
                       w + px (viewport, 8), d + px (viewport, 8));
      set_colour (cr, &highlight, 0.9);
      cairo_fill (cr);
    }

  /* A piece of no strength is off the table (destroyed, or a strip not yet
   * thrown out): the umpire sees where it was, as a dashed outline. */
  if (vt_unit_get_strength (unit) == 0)
    {
      cairo_rectangle (cr, -w / 2, -d / 2, w, d);
      set_colour (cr, colour, 0.8);
      cairo_set_line_width (cr, px (viewport, 1.5));
      cairo_set_dash (cr, (double[]) { px (viewport, 3), px (viewport, 3) }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  if (pieces != NULL)
    {
      /* the box around the piece as it is turned */
      double half_x = fabs (w / 2 * cos (fp.facing)) + fabs (d / 2 * sin (fp.facing));
      double half_y = fabs (w / 2 * sin (fp.facing)) + fabs (d / 2 * cos (fp.facing));
      Box box = { fp.centre.x - half_x, fp.centre.y - half_y, fp.centre.x + half_x, fp.centre.y + half_y };

      g_array_append_val (pieces, box);
    }

  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
  set_colour (cr, colour, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ink, 1.0);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  /* the front edge, heavier, shows the facing */
  cairo_move_to (cr, -w / 2, -d / 2);
  cairo_line_to (cr, w / 2, -d / 2);
  cairo_set_line_width (cr, px (viewport, 3));
  cairo_stroke (cr);
  cairo_restore (cr);

  /* at the front right corner, upright whichever way the piece faces */
  draw_condition_badge (cr, unit, viewport,
                        fp.centre.x + w / 2 * cos (fp.facing) + d / 2 * sin (fp.facing),
                        fp.centre.y + w / 2 * sin (fp.facing) - d / 2 * cos (fp.facing));

  queue_label (labels, fp.centre.x, fp.centre.y + MAX (w, d) / 2 + px (viewport, LABEL_PX + 2),
               vt_unit_get_display_name (unit), TRUE);
}

/* Map coordinates on @cr, clipped to the viewport. */
static void
enter_map (cairo_t          *cr,
           const VtViewport *viewport)
{
  cairo_rectangle (cr, 0, 0, viewport->width, viewport->height);
  cairo_clip (cr);
  cairo_scale (cr, viewport->scale, viewport->scale);
  cairo_translate (cr, -viewport->origin.x, -viewport->origin.y);
}

static const VtTerrainKind *
kind_of (VtFeature *feature,
         VtRuleset *ruleset)
{
  return ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature)) : NULL;
}

/**
 * vt_map_renderer_draw_ground:
 * @cr: where to draw, in device pixels
 * @scenario: the map to draw
 * @ruleset: (nullable): gives terrain styles
 * @viewport: which part of the map, at which scale
 *
 * The lower layer of vt_map_renderer_draw(): the sheet, a board's cells and
 * the terrain, without names. It does not change while a game is played, so
 * a view may keep it for as long as the viewport stays.
 */
void
vt_map_renderer_draw_ground (cairo_t          *cr,
                             VtScenario       *scenario,
                             VtRuleset        *ruleset,
                             const VtViewport *viewport)
{
  g_autoptr(GHashTable) patterns = g_hash_table_new_full (NULL, NULL, NULL,
                                                          (GDestroyNotify) cairo_pattern_destroy);
  VtMap *map;
  GListModel *features;
  const VtBoard *board;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  map = vt_scenario_get_map (scenario);
  board = vt_map_get_board (map);

  cairo_save (cr);
  enter_map (cr, viewport);

  /* the sheet itself, with its edge */
  cairo_rectangle (cr, 0, 0, vt_map_get_width (map), vt_map_get_height (map));
  set_colour (cr, &ground, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ink, 0.6);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  if (board != NULL)
    draw_board (cr, ruleset, board, viewport);

  /* areas under lines under points, each in file order */
  features = vt_map_get_features (map);
  n = g_list_model_get_n_items (features);
  for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

        if (vt_feature_get_geometry (feature) == geometry)
          draw_feature (cr, feature, kind_of (feature, ruleset), viewport, patterns);
      }

  cairo_restore (cr);
}

/**
 * vt_map_renderer_draw_pieces:
 * @cr: where to draw, in device pixels, over the ground
 * @scenario: the forces to draw
 * @ruleset: (nullable): gives footprints
 * @viewport: which part of the map, at which scale
 * @options: (nullable): selection, reach and names
 *
 * The upper layer of vt_map_renderer_draw(): the reach of a move, the units
 * and every name, the terrain's included (names keep off the pieces).
 */
void
vt_map_renderer_draw_pieces (cairo_t               *cr,
                             VtScenario            *scenario,
                             VtRuleset             *ruleset,
                             const VtViewport      *viewport,
                             const VtRenderOptions *options)
{
  gboolean labels = options != NULL && options->labels;
  /* selected units, other units, terrain: the order names are placed in */
  g_autoptr(GArray) selected_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) unit_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) feature_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) pieces = labels ? g_array_new (FALSE, FALSE, sizeof (Box)) : NULL;
  GListModel *units;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  cairo_save (cr);
  enter_map (cr, viewport);

  if (options != NULL && options->reach != NULL)
    draw_reach (cr, options->reach, viewport);

  units = vt_scenario_get_units (scenario);
  n = g_list_model_get_n_items (units);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      draw_unit (cr, unit, scenario, ruleset, viewport, options,
                 is_selected (unit, options) ? selected_labels : unit_labels, pieces);
    }

  if (labels)
    {
      GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));

      /* areas, then lines, then points, as they are drawn */
      n = g_list_model_get_n_items (features);
      for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
        for (guint i = 0; i < n; i++)
          {
            g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

            if (vt_feature_get_geometry (feature) == geometry)
              queue_feature_label (feature, kind_of (feature, ruleset), viewport, feature_labels);
          }
      place_labels (cr, viewport, (GArray *[]) { selected_labels, unit_labels, feature_labels }, 3, pieces);
    }

  cairo_restore (cr);
}

/**
 * vt_map_renderer_draw:
 * @cr: where to draw, in device pixels
 * @scenario: the map and the forces to draw
 * @ruleset: (nullable): gives terrain styles and footprints
 * @viewport: which part of the map, at which scale
 * @options: (nullable): selection and labels
 *
 * Draws the umpire's view, which shows everything: the ground, then the
 * pieces and names over it.
 */
void
vt_map_renderer_draw (cairo_t               *cr,
                      VtScenario            *scenario,
                      VtRuleset             *ruleset,
                      const VtViewport      *viewport,
                      const VtRenderOptions *options)
{
  vt_map_renderer_draw_ground (cr, scenario, ruleset, viewport);
  vt_map_renderer_draw_pieces (cr, scenario, ruleset, viewport, options);
}

static VtUnit *
unit_at (VtScenario       *scenario,
         VtRuleset        *ruleset,
         const VtViewport *viewport,
         const VtPoint    *point)
{
  GListModel *units;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (point != NULL, NULL);

  units = vt_scenario_get_units (scenario);
  /* drawn in list order, so the last one drawn is on top */
  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i - 1);
      Footprint fp;
      double dx, dy, along, across, w, d;

      /* a piece off the table is not picked up from the map */
      if (vt_unit_get_strength (unit) == 0)
        continue;

      unit_footprint (unit, scenario, ruleset, &fp);
      w = fp.frontage;
      d = fp.depth;
      /* as draw_unit() widens it, so a narrow column is picked where it shows */
      if (viewport != NULL && viewport->scale > 0)
        {
          w = MAX (w, px (viewport, MIN_PIECE_PX * 2));
          d = MAX (d, px (viewport, MIN_PIECE_PX));
        }
      dx = point->x - fp.centre.x;
      dy = point->y - fp.centre.y;
      /* into the piece's own frame: x along the front, y towards the rear */
      across = dx * cos (fp.facing) + dy * sin (fp.facing);
      along = -dx * sin (fp.facing) + dy * cos (fp.facing);
      if (fabs (across) <= w / 2 && fabs (along) <= d / 2)
        return unit;
    }

  return NULL;
}

/**
 * vt_map_renderer_unit_at:
 *
 * Returns: (transfer none) (nullable): the topmost unit whose footprint
 * contains @point.
 */
VtUnit *
vt_map_renderer_unit_at (VtScenario    *scenario,
                         VtRuleset     *ruleset,
                         const VtPoint *point)
{
  return unit_at (scenario, ruleset, NULL, point);
}

/**
 * vt_map_renderer_unit_drawn_at:
 * @viewport: the scale the pieces are drawn at
 *
 * Returns: (transfer none) (nullable): the topmost unit whose piece, as
 * drawn at @viewport's scale (never less than 10 by 5 pixels), covers @point.
 */
VtUnit *
vt_map_renderer_unit_drawn_at (VtScenario       *scenario,
                               VtRuleset        *ruleset,
                               const VtViewport *viewport,
                               const VtPoint    *point)
{
  g_return_val_if_fail (viewport != NULL, NULL);

  return unit_at (scenario, ruleset, viewport, point);
}

/* cairo writes the image through this into the atomic file */
typedef struct
{
  VtAtomicFile *file;
  GError       *error;
} ExportStream;

static cairo_status_t
write_export (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  ExportStream *stream = closure;

  if (stream->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!vt_atomic_file_write (stream->file, data, length, &stream->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

/**
 * vt_map_renderer_export:
 * @path: ends in .png, .svg or .pdf
 *
 * Renders the umpire's view of the whole map, fitted to @width × @height.
 * The image is written beside @path and renamed over it, so a failed export
 * leaves no half file.
 */
gboolean
vt_map_renderer_export (VtScenario  *scenario,
                        VtRuleset   *ruleset,
                        const char  *path,
                        int          width,
                        int          height,
                        GError     **error)
{
  g_autofree char *lower = NULL;
  g_autoptr(GError) open_error = NULL;
  ExportStream stream = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  VtViewport viewport;
  VtRenderOptions options = { .labels = TRUE };
  gboolean png, svg, pdf;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (width <= 0 || height <= 0 || width > 16384 || height > 16384)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE,
                   "%s: an image of %d × %d pixels cannot be made; give a size from 1 × 1 to 16384 × 16384",
                   path, width, height);
      return FALSE;
    }

  lower = g_ascii_strdown (path, -1);
  png = g_str_has_suffix (lower, ".png");
  svg = g_str_has_suffix (lower, ".svg");
  pdf = g_str_has_suffix (lower, ".pdf");
  if (!png && !svg && !pdf)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE,
                   "%s: unknown image type; the name must end in .png, .svg or .pdf", path);
      return FALSE;
    }

  stream.file = vt_atomic_file_begin (path, &open_error);
  if (stream.file == NULL)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path, open_error->message);
      return FALSE;
    }

  if (png)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  else if (svg)
    surface = cairo_svg_surface_create_for_stream (write_export, &stream, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (write_export, &stream, width, height);

  cr = cairo_create (surface);
  vt_viewport_fit (&viewport, scenario, width, height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vt_map_renderer_draw (cr, scenario, ruleset, &viewport, &options);
  cairo_destroy (cr);

  if (png)
    status = cairo_surface_write_to_png_stream (surface, write_export, &stream);
  else
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || stream.error != NULL)
    {
      vt_atomic_file_abort (stream.file);
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path,
                   stream.error != NULL ? stream.error->message : cairo_status_to_string (status));
      g_clear_error (&stream.error);
      return FALSE;
    }

  if (!vt_atomic_file_commit (stream.file, &stream.error))
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path, stream.error->message);
      g_clear_error (&stream.error);
      return FALSE;
    }

  return TRUE;
}
