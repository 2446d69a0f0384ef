/* vt-types.c: colours, geometry names and lookups on a board of cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-types"

#include "config.h"

#include <math.h>
#include <string.h>

#include "vt-feature.h"
#include "vt-ruleset.h"
#include "vt-types.h"
#include "vt-unit.h"

static int
hex_digit (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/**
 * vt_colour_parse:
 * @colour: (out): where to store the colour
 * @spec: a colour as the file stores it, exactly "#rrggbb"
 *
 * Nothing looser is accepted, so a file that reads also writes back
 * unchanged. @colour is left alone when @spec is not a colour.
 *
 * Returns: whether @spec was a colour
 */
gboolean
vt_colour_parse (VtColour   *colour,
                 const char *spec)
{
  int digits[6];

  g_return_val_if_fail (colour != NULL, FALSE);

  if (spec == NULL || spec[0] != '#' || strlen (spec) != 7)
    return FALSE;

  for (guint i = 0; i < 6; i++)
    {
      digits[i] = hex_digit (spec[i + 1]);
      if (digits[i] < 0)
        return FALSE;
    }

  colour->red = (digits[0] * 16 + digits[1]) / 255.0;
  colour->green = (digits[2] * 16 + digits[3]) / 255.0;
  colour->blue = (digits[4] * 16 + digits[5]) / 255.0;

  return TRUE;
}

static guint
channel_to_byte (double channel)
{
  return (guint) lround (CLAMP (channel, 0.0, 1.0) * 255.0);
}

/**
 * vt_colour_to_string:
 * @colour: a colour
 *
 * Returns: (transfer full): the colour as "#rrggbb", lower case
 */
char *
vt_colour_to_string (const VtColour *colour)
{
  g_return_val_if_fail (colour != NULL, NULL);

  return g_strdup_printf ("#%02x%02x%02x",
                          channel_to_byte (colour->red),
                          channel_to_byte (colour->green),
                          channel_to_byte (colour->blue));
}

static const char * const geometry_names[] = {
  [VT_GEOMETRY_POLYGON] = "polygon",
  [VT_GEOMETRY_POLYLINE] = "polyline",
  [VT_GEOMETRY_POINT] = "point",
};

/**
 * vt_geometry_to_string:
 * @geometry: a geometry
 *
 * Returns: the name the file uses: "polygon", "polyline" or "point"
 */
const char *
vt_geometry_to_string (VtGeometry geometry)
{
  g_return_val_if_fail ((guint) geometry < G_N_ELEMENTS (geometry_names), NULL);

  return geometry_names[geometry];
}

/**
 * vt_geometry_get_min_points:
 * @geometry: a geometry
 *
 * Returns: the fewest points a feature of @geometry has: 3, 2 or 1
 */
guint
vt_geometry_get_min_points (VtGeometry geometry)
{
  switch (geometry)
    {
    case VT_GEOMETRY_POLYGON:
      return 3;
    case VT_GEOMETRY_POLYLINE:
      return 2;
    case VT_GEOMETRY_POINT:
    default:
      return 1;
    }
}

/**
 * vt_geometry_from_string:
 * @name: "polygon", "polyline" or "point"
 * @geometry: (out): where to store the geometry
 *
 * Returns: whether @name names a geometry
 */
gboolean
vt_geometry_from_string (const char *name,
                         VtGeometry *geometry)
{
  g_return_val_if_fail (geometry != NULL, FALSE);

  if (name == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (geometry_names); i++)
    {
      if (g_str_equal (name, geometry_names[i]))
        {
          *geometry = (VtGeometry) i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * vt_board_find_cell:
 * @board: a board of cells
 * @number: the cell's number as the rulebook gives it
 *
 * Returns: (nullable): the cell, or %NULL when the board has no such cell
 */
const VtCell *
vt_board_find_cell (const VtBoard *board,
                    guint          number)
{
  g_return_val_if_fail (board != NULL, NULL);

  for (guint i = 0; i < board->n_cells; i++)
    {
      if (board->cells[i].number == number)
        return &board->cells[i];
    }

  return NULL;
}

/**
 * vt_polygon_contains:
 * @outline: the corners of a closed polygon
 * @n_outline: how many
 * @point: the point to test
 *
 * Even-odd rule: a ray going east from @point crosses the outline an odd
 * number of times when the point lies inside.
 */
gboolean
vt_polygon_contains (const VtPoint *outline,
                     guint          n_outline,
                     const VtPoint *point)
{
  gboolean inside = FALSE;

  if (n_outline < 3)
    return FALSE;

  for (guint i = 0, j = n_outline - 1; i < n_outline; j = i++)
    {
      const VtPoint *a = &outline[i];
      const VtPoint *b = &outline[j];

      if ((a->y > point->y) != (b->y > point->y))
        {
          double crossing = a->x + (point->y - a->y) * (b->x - a->x) / (b->y - a->y);

          if (point->x < crossing)
            inside = !inside;
        }
    }

  return inside;
}

/**
 * vt_polyline_distance:
 * @points: the corners of a line (one point: a point feature)
 * @n_points: how many
 * @point: the point to measure from
 *
 * Returns: the shortest distance from @point to the line, G_MAXDOUBLE
 *   when there are no points
 */
double
vt_polyline_distance (const VtPoint *points,
                      guint          n_points,
                      const VtPoint *point)
{
  double best = G_MAXDOUBLE;

  if (n_points == 1)
    return hypot (point->x - points[0].x, point->y - points[0].y);

  for (guint i = 0; i + 1 < n_points; i++)
    {
      const VtPoint *a = &points[i];
      const VtPoint *b = &points[i + 1];
      double dx = b->x - a->x, dy = b->y - a->y;
      double length2 = dx * dx + dy * dy;
      double t = length2 > 0.0 ? CLAMP (((point->x - a->x) * dx + (point->y - a->y) * dy) / length2, 0.0, 1.0) : 0.0;

      best = MIN (best, hypot (a->x + t * dx - point->x, a->y + t * dy - point->y));
    }

  return best;
}

double
vt_point_distance (const VtPoint *a,
                   const VtPoint *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, 0);

  return hypot (b->x - a->x, b->y - a->y);
}

static double
cross (const VtPoint *o,
       const VtPoint *a,
       const VtPoint *b)
{
  return (a->x - o->x) * (b->y - o->y) - (a->y - o->y) * (b->x - o->x);
}

gboolean
vt_segments_cross (const VtPoint *a,
                   const VtPoint *b,
                   const VtPoint *c,
                   const VtPoint *d)
{
  double d1 = cross (c, d, a), d2 = cross (c, d, b);
  double d3 = cross (a, b, c), d4 = cross (a, b, d);

  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0));
}

gboolean
vt_polyline_crosses (const VtPoint *points,
                     guint          n_points,
                     const VtPoint *a,
                     const VtPoint *b)
{
  for (guint i = 0; i + 1 < n_points; i++)
    if (vt_segments_cross (a, b, &points[i], &points[i + 1]))
      return TRUE;
  return FALSE;
}

double
vt_polygon_length_inside (const VtPoint *outline,
                          guint          n_outline,
                          const VtPoint *a,
                          const VtPoint *b,
                          double         step)
{
  double length = hypot (b->x - a->x, b->y - a->y);
  guint steps, inside = 0;

  g_return_val_if_fail (step > 0, 0);

  steps = MAX (1, (guint) ceil (length / step));
  for (guint i = 0; i < steps; i++)
    {
      double t = (i + 0.5) / steps;
      VtPoint p = { a->x + t * (b->x - a->x), a->y + t * (b->y - a->y) };

      if (vt_polygon_contains (outline, n_outline, &p))
        inside++;
    }
  return length * inside / steps;
}

/**
 * vt_features_crossed:
 * @features: a #GListModel of #VtFeature
 * @a: one end of the line
 * @b: the other
 * @step: how finely a polygon is sampled along the line
 *
 * Returns: (transfer full) (element-type VtFeature): the features the line
 *   runs through or crosses, in the order of @features
 */
GPtrArray *
vt_features_crossed (GListModel    *features,
                     const VtPoint *a,
                     const VtPoint *b,
                     double         step)
{
  GPtrArray *crossed = g_ptr_array_new_with_free_func (g_object_unref);
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (features), crossed);

  n = g_list_model_get_n_items (features);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      guint n_points;
      const VtPoint *points = vt_feature_get_points (feature, &n_points);
      VtGeometry geometry = vt_feature_get_geometry (feature);

      if ((geometry == VT_GEOMETRY_POLYGON && n_points >= 3 &&
           vt_polygon_length_inside (points, n_points, a, b, step) > 0) ||
          (geometry == VT_GEOMETRY_POLYLINE && vt_polyline_crosses (points, n_points, a, b)))
        g_ptr_array_add (crossed, g_steal_pointer (&feature));
    }

  return crossed;
}

gboolean
vt_units_get_centre (GPtrArray *units,
                     VtPoint   *centre)
{
  g_return_val_if_fail (centre != NULL, FALSE);

  if (units == NULL || units->len == 0)
    return FALSE;

  *centre = (VtPoint) { 0, 0 };
  for (guint i = 0; i < units->len; i++)
    {
      VtPoint p;

      vt_unit_get_position (g_ptr_array_index (units, i), &p);
      centre->x += p.x;
      centre->y += p.y;
    }
  centre->x /= units->len;
  centre->y /= units->len;
  return TRUE;
}

double
vt_units_distance (VtUnit *a,
                   VtUnit *b)
{
  VtPoint pa, pb;

  g_return_val_if_fail (VT_IS_UNIT (a) && VT_IS_UNIT (b), 0);

  vt_unit_get_position (a, &pa);
  vt_unit_get_position (b, &pb);
  return hypot (pa.x - pb.x, pa.y - pb.y);
}

/**
 * vt_board_cell_at:
 * @board: a board of cells
 * @point: a point in board coordinates
 *
 * Returns: (nullable): the cell whose outline holds @point, or %NULL
 *   when the point lies on no cell (the river, the margin)
 */
const VtCell *
vt_board_cell_at (const VtBoard *board,
                  const VtPoint *point)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (point != NULL, NULL);

  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];

      if (vt_polygon_contains (cell->outline, cell->n_outline, point))
        return cell;
    }

  return NULL;
}

static gboolean
cell_lists_neighbour (const VtCell *cell,
                      guint         number)
{
  for (guint i = 0; i < cell->n_neighbours; i++)
    {
      if (cell->neighbours[i] == number)
        return TRUE;
    }

  return FALSE;
}

/**
 * vt_board_are_adjacent:
 * @board: a board of cells
 * @a: a cell number
 * @b: another cell number
 *
 * Adjacency is taken to be mutual: it is enough that either cell lists
 * the other, so a one-sided slip in a board table does not strand a piece.
 *
 * Returns: whether @a and @b are neighbours on @board
 */
gboolean
vt_board_are_adjacent (const VtBoard *board,
                       guint          a,
                       guint          b)
{
  const VtCell *cell_a;
  const VtCell *cell_b;

  g_return_val_if_fail (board != NULL, FALSE);

  if (a == b)
    return FALSE;

  cell_a = vt_board_find_cell (board, a);
  cell_b = vt_board_find_cell (board, b);
  if (cell_a == NULL || cell_b == NULL)
    return FALSE;

  return cell_lists_neighbour (cell_a, b) || cell_lists_neighbour (cell_b, a);
}
