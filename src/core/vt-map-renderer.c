/* vt-map-renderer.c: draws a map and its units with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vt-map-renderer"

#include "config.h"

#include <math.h>

#include <png.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <glib/gi18n-lib.h>

#include "vt-atomic-file-private.h"
#include "vt-feature.h"
#include "vt-game-file.h"
#include "vt-map.h"
#include "vt-map-private.h"
#include "vt-map-renderer.h"
#include "vt-map-renderer-private.h"
#include "vt-pieces-layer.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-sight-private.h"
#include "vt-underlay.h"
#include "vt-unit.h"

/* the least width and height of a pattern's tile on an image */
#define PATTERN_TILE_PX 112.0

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

void
vt_viewport_init_tile (VtViewport *viewport,
                       double      scale,
                       int         column,
                       int         row,
                       int         size)
{
  g_return_if_fail (viewport != NULL);
  g_return_if_fail (scale > 0 && size > 0);

  viewport->origin.x = (double) column * size / scale;
  viewport->origin.y = (double) row * size / scale;
  viewport->scale = scale;
  viewport->width = size;
  viewport->height = size;
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

gboolean
_vt_box_visible (const VtViewport *viewport,
                 const VtPoint    *min,
                 const VtPoint    *max,
                 double            slack)
{
  double right = viewport->origin.x + viewport->width / viewport->scale;
  double bottom = viewport->origin.y + viewport->height / viewport->scale;

  return max->x + slack >= viewport->origin.x && min->x - slack <= right &&
         max->y + slack >= viewport->origin.y && min->y - slack <= bottom;
}

/* From map units to the tile's pixels: the tile is anchored to the map, so
 * it stays put when the map pans, but moved to the nearest whole device
 * pixel, so Cairo copies it instead of filtering every pixel through a
 * fractional transform (its slow path). @cr is in map units. */
static void
anchor_pattern (cairo_t         *cr,
                cairo_pattern_t *pattern)
{
  cairo_matrix_t matrix;

  cairo_get_matrix (cr, &matrix);
  matrix.x0 += round (-matrix.x0);
  matrix.y0 += round (-matrix.y0);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
}

/* A kind's fill and the marks of its pattern (trees, marsh, hatching,
 * contour dots) as one opaque repeating tile, so a patterned area costs one
 * fill. The marks are spaced in device pixels so they read the same at every
 * zoom. A vector target (SVG, PDF) gets the marks as vectors, an image a
 * bitmap tile; either way no clip is needed, the dearest thing Cairo draws. */
static cairo_pattern_t *
make_pattern (cairo_t             *cr,
              const VtTerrainKind *kind,
              double               shade)
{
  const double step = 14;
  double width = step, height = step;
  gboolean vector = cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_IMAGE;
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
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
  vt_set_colour (t, &kind->fill, 1.0);
  cairo_paint (t);
  /* a hill's shade, in the tile, so a shaded area still costs one fill */
  if (shade > 0)
    {
      vt_set_colour (t, &kind->stroke, shade);
      cairo_paint (t);
    }
  vt_set_colour (t, &kind->stroke, 0.8);
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
  if (!vector)
    {
      /* Pixman copies a repeating tile a tile at a time: a tile of a few
       * pixels would cost a call every few pixels of each row. */
      int columns = (int) ceil (PATTERN_TILE_PX / width), rows = (int) ceil (PATTERN_TILE_PX / height);
      cairo_surface_t *big = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width * columns,
                                                         (int) height * rows);

      t = cairo_create (big);
      cairo_set_source (t, pattern);
      cairo_paint (t);
      cairo_destroy (t);
      cairo_pattern_destroy (pattern);
      pattern = cairo_pattern_create_for_surface (big);
      cairo_surface_destroy (big);
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
    }
  anchor_pattern (cr, pattern);
  return pattern;
}

/* A hill's shade: the darker the higher, in steps of 25 paces (1812's lowest
 * class, 50 feet), up to six, so the umpire sees at a glance what hides what. */
#define HILL_STEP   25.0
#define HILL_STEPS  6
#define SHADE_STEP  0.06

/* One tile per kind and shade for the length of a draw; the key is the
 * kind's address plus the steps, which stay below its size. */
static cairo_pattern_t *
pattern_for_kind (cairo_t             *cr,
                  const VtTerrainKind *kind,
                  guint                steps,
                  GHashTable          *patterns)
{
  gpointer key = (gpointer) ((guintptr) kind + steps);
  cairo_pattern_t *pattern = g_hash_table_lookup (patterns, key);

  if (pattern == NULL)
    {
      pattern = make_pattern (cr, kind, SHADE_STEP * steps);
      g_hash_table_insert (patterns, key, pattern);
    }
  return pattern;
}

double
_vt_feature_slack (const VtTerrainKind *kind,
                   const VtViewport    *viewport)
{
  return (kind != NULL ? kind->width : 0) + vt_px (viewport, 20);
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
  const VtColour *fill = kind != NULL ? &kind->fill : &vt_unknown_kind;
  const VtColour *stroke = kind != NULL ? &kind->stroke : &vt_ink;
  VtPoint min, max;
  double height;
  guint steps;

  if (n_points == 0)
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!_vt_box_visible (viewport, &min, &max, _vt_feature_slack (kind, viewport)))
    return;

  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      height = kind != NULL ? _vt_sight_feature_height (feature, kind) : 0;
      steps = height > 0 ? (guint) MIN (ceil (height / HILL_STEP), HILL_STEPS) : 0;
      trace_points (cr, points, n_points, TRUE);
      if (kind != NULL && kind->pattern != VT_PATTERN_NONE)
        cairo_set_source (cr, pattern_for_kind (cr, kind, steps, patterns));
      else
        {
          /* the shade blended into the colour, for one fill */
          double shade = SHADE_STEP * steps;
          VtColour shaded = { fill->red + (stroke->red - fill->red) * shade,
                              fill->green + (stroke->green - fill->green) * shade,
                              fill->blue + (stroke->blue - fill->blue) * shade };

          vt_set_colour (cr, &shaded, 1.0);
        }
      /* the outline covers the edge, so the fill need not be smoothed */
      cairo_save (cr);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      cairo_fill_preserve (cr);
      cairo_restore (cr);
      /* a higher hill's edge is the heavier */
      vt_set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, vt_px (viewport, 1.2 + 0.5 * (steps > 0 ? steps - 1 : 0)));
      cairo_stroke (cr);
      break;

    case VT_GEOMETRY_POLYLINE:
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      trace_points (cr, points, n_points, FALSE);
      /* a casing in the stroke colour, the body in the fill colour */
      vt_set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, vt_px (viewport, 2)) + vt_px (viewport, 2));
      cairo_stroke_preserve (cr);
      vt_set_colour (cr, fill, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, vt_px (viewport, 2)));
      cairo_stroke (cr);
      cairo_restore (cr);
      break;

    case VT_GEOMETRY_POINT:
      for (guint i = 0; i < n_points; i++)
        {
          double r = vt_px (viewport, 5);
          cairo_new_sub_path (cr);
          cairo_arc (cr, points[i].x, points[i].y, r, 0, 2 * G_PI);
          vt_set_colour (cr, fill, 1.0);
          cairo_fill_preserve (cr);
          vt_set_colour (cr, stroke, 1.0);
          cairo_set_line_width (cr, vt_px (viewport, 1.5));
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

/* the river over the cells: water blue, a third of a cell wide, so the
 * squares either side of it stay readable */
static const VtColour river_colour = { 0.25, 0.45, 0.80 };

/* The river as a line between the cells, and each crossing's entrances
 * as a short black line across the edge the figures cross by. */
static void
draw_river (cairo_t          *cr,
            const VtBoard    *board,
            const VtViewport *viewport)
{
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (board->river != NULL && board->n_river >= 2)
    {
      trace_points (cr, board->river, board->n_river, FALSE);
      vt_set_colour (cr, &river_colour, 0.85);
      cairo_set_line_width (cr, MAX (0.3, vt_px (viewport, 2)));
      cairo_stroke (cr);
    }
  for (guint i = 0; board->entrances != NULL && i < board->n_entrances; i++)
    {
      const VtCell *crossing = vt_board_find_cell (board, board->entrances[2 * i]);
      const VtCell *entrance = vt_board_find_cell (board, board->entrances[2 * i + 1]);
      double mx, my, dx, dy, length;

      if (crossing == NULL || entrance == NULL)
        continue;
      /* across the common edge, a quarter of the way to each centre */
      mx = (crossing->centre.x + entrance->centre.x) / 2;
      my = (crossing->centre.y + entrance->centre.y) / 2;
      dx = (entrance->centre.x - crossing->centre.x) / 4;
      dy = (entrance->centre.y - crossing->centre.y) / 4;
      length = hypot (dx, dy);
      if (length == 0)
        continue;
      cairo_move_to (cr, mx - dx, my - dy);
      cairo_line_to (cr, mx + dx, my + dy);
      vt_set_colour (cr, &vt_ink, 1.0);
      cairo_set_line_width (cr, MAX (0.08, vt_px (viewport, 2.5)));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
_vt_board_number_at (const VtViewport           *viewport,
                     const VtCell               *cell,
                     const cairo_text_extents_t *extents,
                     double                     *x,
                     double                     *y)
{
  /* the figure's half, and the highlight round a selected one */
  double half = MAX (VT_BOARD_FIGURE / 2 * viewport->scale, VT_MIN_PIECE_PX) + 5;
  double cx, cy, mx = 0, my = 0;

  vt_viewport_to_device (viewport, &cell->centre, &cx, &cy);
  if (cell->n_outline == 3)
    {
      /* the longest edge is the base, on the board's edge */
      double longest = -1;

      for (guint i = 0; i < 3; i++)
        {
          const VtPoint *a = &cell->outline[i], *b = &cell->outline[(i + 1) % 3];
          double length = hypot (b->x - a->x, b->y - a->y);

          if (length > longest)
            {
              longest = length;
              mx = (a->x + b->x) / 2;
              my = (a->y + b->y) / 2;
            }
        }
      vt_viewport_to_device (viewport, &(VtPoint) { mx, my }, &mx, &my);
    }
  if (cell->n_outline == 3 && hypot (mx - cx, my - cy) > 0)
    {
      /* beyond the base, away from the figure */
      double ux = (mx - cx) / hypot (mx - cx, my - cy), uy = (my - cy) / hypot (mx - cx, my - cy);
      double nx = mx + ux * (extents->width / 2 + 3), ny = my + uy * (extents->height / 2 + 3);

      *x = nx - extents->width / 2 - extents->x_bearing;
      *y = ny - extents->height / 2 - extents->y_bearing;
    }
  else
    {
      *x = cx - extents->width / 2 - extents->x_bearing;
      *y = cy - half - (extents->height + extents->y_bearing);
    }
  *x = round (*x);
  *y = round (*y);
}

static void
draw_board (cairo_t          *cr,
            VtRuleset        *ruleset,
            const VtBoard    *board,
            const VtViewport *viewport,
            gboolean          numbers)
{
  cairo_scaled_font_t *font = _vt_label_font_new ();
  VtLabelSetter setter;
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
        vt_set_colour (cr, &kind->fill, 1.0);
      else
        vt_set_colour (cr, &vt_paper, 1.0);
      cairo_fill_preserve (cr);
      vt_set_colour (cr, &vt_ink, 1.0);
      cairo_set_line_width (cr, vt_px (viewport, 1));
      cairo_stroke (cr);
    }

  draw_river (cr, board, viewport);

  /* the numbers, over the cells, in the viewport's device pixels */
  if (!numbers)
    {
      cairo_scaled_font_destroy (font);
      return;
    }
  cairo_save (cr);
  cairo_translate (cr, viewport->origin.x, viewport->origin.y);
  cairo_scale (cr, 1 / viewport->scale, 1 / viewport->scale);
  _vt_label_setter_init (&setter, cr);
  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];
      cairo_text_extents_t extents;
      double x, y;

      if (cell->n_outline == 0)
        continue;
      g_snprintf (number, sizeof number, "%u", cell->number);
      cairo_scaled_font_text_extents (font, number, &extents);
      _vt_board_number_at (viewport, cell, &extents, &x, &y);
      _vt_label_setter_set (&setter, cr, x, y, number, &extents);
    }
  _vt_label_setter_finish (&setter, cr);
  cairo_restore (cr);
  cairo_scaled_font_destroy (font);
}

/* Where a piece stands and how much ground it covers. Pieces on a board fill
 * a third of a cell; on terrain they have their true footprint. */
void
_vt_unit_footprint (VtUnit      *unit,
                    VtScenario  *scenario,
                    VtRuleset   *ruleset,
                    VtFootprint *footprint)
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
      footprint->frontage = VT_BOARD_FIGURE;
      footprint->depth = VT_BOARD_FIGURE;
      return;
    }

  vt_unit_get_position (unit, &footprint->centre);
  if (ruleset != NULL && type == NULL)
    {
      /* a type the ruleset does not know, as a side's stand-in for troops
       * seen but not made out: as big as the ruleset's first kind of piece */
      guint n_types = 0;
      const VtUnitType *types = vt_ruleset_get_unit_types (ruleset, &n_types);

      footprint->frontage = n_types > 0 && types[0].frontage > 0 ? types[0].frontage : 1.0;
      footprint->depth = n_types > 0 && types[0].depth > 0 ? types[0].depth : 1.0;
      return;
    }
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

void
_vt_enter_map (cairo_t          *cr,
               const VtViewport *viewport)
{
  cairo_rectangle (cr, 0, 0, viewport->width, viewport->height);
  cairo_clip (cr);
  cairo_scale (cr, viewport->scale, viewport->scale);
  cairo_translate (cr, -viewport->origin.x, -viewport->origin.y);
}

GArray *
_vt_find_visible_features (VtMap            *map,
                           VtRuleset        *ruleset,
                           const VtViewport *viewport)
{
  const VtTerrainKind *kinds = NULL;
  guint n_kinds = 0;
  double widest = 0;
  VtPoint min = viewport->origin;
  VtPoint max = { viewport->origin.x + viewport->width / viewport->scale,
                  viewport->origin.y + viewport->height / viewport->scale };

  if (ruleset != NULL)
    kinds = vt_ruleset_get_terrain_kinds (ruleset, &n_kinds);
  for (guint i = 0; i < n_kinds; i++)
    widest = MAX (widest, kinds[i].width);
  return _vt_map_find_features (map, &min, &max, widest + vt_px (viewport, 20));
}

const VtTerrainKind *
_vt_kind_of (VtFeature *feature,
             VtRuleset *ruleset)
{
  return ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature)) : NULL;
}

/* The scanned map, in map coordinates on @cr: its pixel p lies at
 * scale · R(rotation) · p + offset (vt-calibration.h), which is Cairo's
 * translate, rotate, scale in that order. Outside the picture the paper
 * shows, as the surface's pattern extends to nothing. */
static gboolean
draw_underlay (cairo_t         *cr,
               VtScenario      *scenario,
               cairo_surface_t *image)
{
  VtUnderlay *underlay = vt_scenario_get_underlay (scenario);
  const VtCalibration *calibration;
  double opacity;

  if (image == NULL || underlay == NULL || !vt_underlay_get_shown (underlay))
    return FALSE;
  opacity = vt_underlay_get_opacity (underlay);
  calibration = vt_underlay_get_calibration (underlay);
  if (opacity <= 0 || !(calibration->scale > 0))
    return FALSE;

  cairo_save (cr);
  cairo_translate (cr, calibration->offset.x, calibration->offset.y);
  cairo_rotate (cr, calibration->rotation);
  cairo_scale (cr, calibration->scale, calibration->scale);
  cairo_set_source_surface (cr, image, 0, 0);
  /* a scan is read zoomed in and out: smoothed both ways, not blocky */
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint_with_alpha (cr, opacity);
  cairo_restore (cr);
  return TRUE;
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
  vt_map_renderer_draw_ground_with (cr, scenario, ruleset, viewport, NULL);
}

/**
 * vt_map_renderer_draw_ground_with:
 * @cr: where to draw, in device pixels
 * @scenario: the map to draw
 * @ruleset: (nullable): gives terrain styles
 * @viewport: which part of the map, at which scale
 * @options: (nullable): the underlay's picture; the rest is the pieces'
 *
 * vt_map_renderer_draw_ground() with the scanned map between the paper and
 * the terrain, when @options gives its picture.
 */
void
vt_map_renderer_draw_ground_with (cairo_t               *cr,
                                  VtScenario            *scenario,
                                  VtRuleset             *ruleset,
                                  const VtViewport      *viewport,
                                  const VtRenderOptions *options)
{
  g_autoptr(GHashTable) patterns = g_hash_table_new_full (NULL, NULL, NULL,
                                                          (GDestroyNotify) cairo_pattern_destroy);
  VtMap *map;
  GListModel *features;
  const VtBoard *board;
  g_autoptr(GArray) near = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  map = vt_scenario_get_map (scenario);
  board = vt_map_get_board (map);

  cairo_save (cr);
  _vt_enter_map (cr, viewport);
  /* Cairo's quicker smoothing (4 × 4 samples a pixel): the ground has many
   * small shapes and nobody can tell the two apart on it. */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);

  /* the sheet itself, with its edge */
  cairo_rectangle (cr, 0, 0, vt_map_get_width (map), vt_map_get_height (map));
  vt_set_colour (cr, &vt_paper, 1.0);
  cairo_fill_preserve (cr);
  vt_set_colour (cr, &vt_ink, 0.6);
  cairo_set_line_width (cr, vt_px (viewport, 1));
  cairo_stroke (cr);

  /* the sheet's edge stays in sight over the picture */
  if (options != NULL && draw_underlay (cr, scenario, options->underlay))
    {
      cairo_rectangle (cr, 0, 0, vt_map_get_width (map), vt_map_get_height (map));
      cairo_stroke (cr);
    }

  if (board != NULL)
    draw_board (cr, ruleset, board, viewport, options == NULL || !options->no_cell_numbers);

  /* areas under lines under points, each in file order */
  features = vt_map_get_features (map);
  near = _vt_find_visible_features (map, ruleset, viewport);
  for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
    for (guint i = 0; i < near->len; i++)
      {
        g_autoptr(VtFeature) feature = g_list_model_get_item (features, g_array_index (near, guint, i));

        if (vt_feature_get_geometry (feature) == geometry)
          draw_feature (cr, feature, _vt_kind_of (feature, ruleset), viewport, patterns);
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
  g_autoptr(VtPiecesLayer) layer = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  layer = vt_pieces_layer_new (scenario, ruleset, viewport, options);
  vt_pieces_layer_draw (layer, cr);
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
  vt_map_renderer_draw_ground_with (cr, scenario, ruleset, viewport, options);
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
      VtFootprint fp;
      double dx, dy, along, across, w, d;

      /* a piece off the table is not picked up from the map */
      if (vt_unit_get_strength (unit) == 0)
        continue;

      _vt_unit_footprint (unit, scenario, ruleset, &fp);
      w = fp.frontage;
      d = fp.depth;
      /* as draw_unit() widens it, so a narrow column is picked where it shows */
      if (viewport != NULL && viewport->scale > 0)
        {
          w = MAX (w, vt_px (viewport, VT_MIN_PIECE_PX * 2));
          d = MAX (d, vt_px (viewport, VT_MIN_PIECE_PX));
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

/* The exported picture is opaque (drawn on white), so it is written as RGB
 * without filters at zlib's quickest level: a third of the time Cairo's own
 * writer takes (RGBA, every filter tried, the default level) for a file no
 * bigger. */
static void
png_write_data (png_structp png,
                png_bytep   data,
                size_t      length)
{
  ExportStream *stream = png_get_io_ptr (png);

  if (write_export (stream, data, length) != CAIRO_STATUS_SUCCESS)
    png_error (png, "write");
}

static void
png_flush_data (png_structp png)
{
}

static void
png_report_error (png_structp      png,
                  png_const_charp  message)
{
  ExportStream *stream = png_get_error_ptr (png);

  if (stream->error == NULL)
    g_set_error (&stream->error, VT_FILE_ERROR, VT_FILE_ERROR_IO, "PNG: %s", message);
  png_longjmp (png, 1);
}

static void
png_report_warning (png_structp     png,
                    png_const_charp message)
{
}

static cairo_status_t
write_png (cairo_surface_t *surface,
           ExportStream    *stream)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  png_structp png;
  png_infop info;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, stream, png_report_error, png_report_warning);
  if (png == NULL)
    return CAIRO_STATUS_NO_MEMORY;
  info = png_create_info_struct (png);
  if (info == NULL || setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      return CAIRO_STATUS_WRITE_ERROR;
    }

  png_set_write_fn (png, stream, png_write_data, png_flush_data);
  png_set_IHDR (png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level (png, 1);
  png_write_info (png, info);
  /* Cairo's pixels are 32-bit words 0xAARRGGBB in the machine's order */
  if (G_BYTE_ORDER == G_LITTLE_ENDIAN)
    png_set_bgr (png);
  png_set_filler (png, 0, G_BYTE_ORDER == G_LITTLE_ENDIAN ? PNG_FILLER_AFTER : PNG_FILLER_BEFORE);
  for (int y = 0; y < height; y++)
    png_write_row (png, data + (gsize) y * stride);
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
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
  return vt_map_renderer_export_with (scenario, ruleset, NULL, path, width, height, error);
}

/**
 * vt_map_renderer_export_with:
 * @options: (nullable): as for vt_map_renderer_draw(); names are drawn
 *   whatever it says
 */
gboolean
vt_map_renderer_export_with (VtScenario            *scenario,
                             VtRuleset             *ruleset,
                             const VtRenderOptions *given,
                             const char            *path,
                             int                    width,
                             int                    height,
                             GError               **error)
{
  g_autofree char *lower = NULL;
  g_autoptr(GError) open_error = NULL;
  ExportStream stream = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  VtViewport viewport;
  VtRenderOptions options = given != NULL ? *given : (VtRenderOptions) { 0 };
  gboolean png, svg, pdf;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  options.labels = TRUE;
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE,
                   _("%s: an image of %d × %d pixels cannot be made; give a size from 1 × 1 to 16384 × 16384"),
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
                   _("%s: unknown image type; the name must end in .png, .svg or .pdf"), path);
      return FALSE;
    }

  stream.file = vt_atomic_file_begin (path, &open_error);
  if (stream.file == NULL)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   _("%s: the image could not be written: %s"), path, open_error->message);
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
    status = write_png (surface, &stream);
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
                   _("%s: the image could not be written: %s"), path,
                   stream.error != NULL ? stream.error->message : cairo_status_to_string (status));
      g_clear_error (&stream.error);
      return FALSE;
    }

  if (!vt_atomic_file_commit (stream.file, &stream.error))
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   _("%s: the image could not be written: %s"), path, stream.error->message);
      g_clear_error (&stream.error);
      return FALSE;
    }

  return TRUE;
}
