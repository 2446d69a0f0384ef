/* test-renderer.c: the umpire's map, as pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

/* The ground the renderer paints under everything (vt-map-renderer.c). */
static const VtColour ground = { 0.949, 0.929, 0.863 };
static const VtColour red = { 0.753, 0.110, 0.157 };

static VtRuleset *
fixture (const char *id)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (ruleset);
  return ruleset;
}

/* A 4000 × 3000 pace sheet with a wood in its middle and one red block. */
static VtScenario *
make_scenario (double facing)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtFeature) wood = vt_feature_new ("w1", "wood", VT_GEOMETRY_POLYGON);
  g_autoptr(VtSide) side = vt_side_new ("red", "Red", &red);
  g_autoptr(VtUnit) unit = vt_unit_new ("b1", "infantry-block", "red");
  VtScenario *scenario;
  const VtPoint corners[] = { { 1500, 1000 }, { 2500, 1000 }, { 2500, 2000 }, { 1500, 2000 } };
  const VtPoint at = { 600, 600 };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (wood, &corners[i]);
  vt_map_add_feature (map, wood);

  scenario = vt_scenario_new ("fixture-terrain", map);
  g_assert_true (vt_scenario_add_side (scenario, side, NULL));
  vt_unit_set_position (unit, &at);
  vt_unit_set_facing (unit, facing);
  vt_unit_set_strength (unit, 450);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
  return scenario;
}

static cairo_surface_t *
render (VtScenario *scenario,
        VtRuleset  *ruleset,
        VtViewport *viewport)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
  cairo_t *cr = cairo_create (surface);

  vt_viewport_fit (viewport, scenario, 800, 600);
  vt_map_renderer_draw (cr, scenario, ruleset, viewport, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
pixel_is (cairo_surface_t *surface,
          int              x,
          int              y,
          const VtColour  *colour)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
  double r = ((pixel >> 16) & 0xff) / 255.0;
  double g = ((pixel >> 8) & 0xff) / 255.0;
  double b = (pixel & 0xff) / 255.0;

  return fabs (r - colour->red) < 0.02 && fabs (g - colour->green) < 0.02 && fabs (b - colour->blue) < 0.02;
}

static guint
alpha_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4) >> 24;
}

/* Share of pixels in a square around (x, y) that have @colour. */
static double
share_of (cairo_surface_t *surface,
          int              x,
          int              y,
          int              half,
          const VtColour  *colour)
{
  guint hits = 0, all = 0;

  for (int j = y - half; j <= y + half; j++)
    for (int i = x - half; i <= x + half; i++, all++)
      hits += pixel_is (surface, i, j, colour);
  return (double) hits / all;
}

static void
device_of (const VtViewport *viewport,
           double            map_x,
           double            map_y,
           int              *x,
           int              *y)
{
  VtPoint p = { map_x, map_y };
  double dx, dy;

  vt_viewport_to_device (viewport, &p, &dx, &dy);
  *x = (int) dx;
  *y = (int) dy;
}

static void
test_viewport_fit (void)
{
  g_autoptr(VtScenario) scenario = make_scenario (0);
  VtViewport viewport;
  VtPoint back;
  VtPoint corner = { 4000, 3000 };
  double x, y;

  vt_viewport_fit (&viewport, scenario, 800, 600);
  /* the whole sheet is on screen, centred */
  vt_viewport_to_device (&viewport, &(VtPoint) { 0, 0 }, &x, &y);
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  vt_viewport_to_device (&viewport, &corner, &x, &y);
  g_assert_cmpfloat (x, <=, 800);
  g_assert_cmpfloat (y, <=, 600);
  vt_viewport_to_device (&viewport, &(VtPoint) { 2000, 1500 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 400, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 300, 1e-9);

  vt_viewport_to_map (&viewport, 123.5, 456.25, &back);
  vt_viewport_to_device (&viewport, &back, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 123.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 456.25, 1e-9);
}

static void
test_terrain_pixels (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  const VtTerrainKind *wood = vt_ruleset_find_terrain_kind (ruleset, "wood");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  VtViewport viewport;
  cairo_surface_t *surface = render (scenario, ruleset, &viewport);
  int x, y;

  g_assert_nonnull (wood);

  /* the wood shows its fill colour (its tree marks cover part of it) */
  device_of (&viewport, 2000, 1500, &x, &y);
  g_assert_cmpfloat (share_of (surface, x, y, 30, &wood->fill), >, 0.5);
  /* open ground is the paper colour */
  device_of (&viewport, 3500, 500, &x, &y);
  g_assert_cmpfloat (share_of (surface, x, y, 10, &ground), >, 0.99);
  /* outside the sheet nothing is painted */
  g_assert_cmpuint (alpha_at (surface, 0, 0), ==, 0);

  cairo_surface_destroy (surface);
}

/* A block 150 paces wide and 30 deep: turned to face east it stands north-south. */
static void
test_unit_footprint_and_facing (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, "infantry-block");
  g_autoptr(VtScenario) north = make_scenario (0);
  g_autoptr(VtScenario) east = make_scenario (90);
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;
  double off = type->frontage / 2 * 0.7;

  surface = render (north, ruleset, &viewport);
  device_of (&viewport, 600 + off, 600, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  device_of (&viewport, 600, 600 + off, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);

  surface = render (east, ruleset, &viewport);
  device_of (&viewport, 600, 600 + off, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  device_of (&viewport, 600 + off, 600, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);
}

static void
test_unit_at (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) east = make_scenario (90);

  /* inside the turned footprint, and just outside it */
  g_assert_nonnull (vt_map_renderer_unit_at (east, ruleset, &(VtPoint) { 600, 660 }));
  g_assert_cmpstr (vt_unit_get_id (vt_map_renderer_unit_at (east, ruleset, &(VtPoint) { 610, 540 })), ==, "b1");
  g_assert_null (vt_map_renderer_unit_at (east, ruleset, &(VtPoint) { 660, 600 }));
  g_assert_null (vt_map_renderer_unit_at (east, ruleset, &(VtPoint) { 600, 700 }));
}

/* A piece of no strength is off the table: an outline where it stood, and
 * a click there does not pick it up. */
static void
test_unit_off_table (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  VtUnit *unit = vt_scenario_find_unit (scenario, "b1");
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;

  vt_unit_set_strength (unit, 0);
  surface = render (scenario, ruleset, &viewport);
  device_of (&viewport, 600, 600, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  g_assert_true (pixel_is (surface, x, y, &ground));
  cairo_surface_destroy (surface);

  g_assert_null (vt_map_renderer_unit_at (scenario, ruleset, &(VtPoint) { 600, 600 }));
}

/* Names are placed, not piled: a second piece on the same spot does not
 * print its name over the first one's, nor lose it (issue 25: stacked
 * pieces each keep a name): its name goes above the pieces. */
static void
test_labels_not_piled (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) one = make_scenario (0);
  g_autoptr(VtScenario) two = make_scenario (0);
  g_autoptr(VtUnit) twin = vt_unit_new ("b2", "infantry-block", "red");
  VtRenderOptions options = { NULL, TRUE, NULL, NULL };
  cairo_surface_t *surfaces[2];
  VtScenario *scenarios[2] = { one, two };
  VtViewport viewport;

  vt_unit_set_name (vt_scenario_find_unit (one, "b1"), "I/1");
  vt_unit_set_name (vt_scenario_find_unit (two, "b1"), "I/1");
  vt_unit_set_name (twin, "Das zweite Bataillon");
  vt_unit_set_strength (twin, 450);
  vt_unit_set_position (twin, &(VtPoint) { 600, 600 });
  g_assert_true (vt_scenario_add_unit (two, twin, NULL));

  for (guint i = 0; i < 2; i++)
    {
      cairo_t *cr;

      surfaces[i] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
      cr = cairo_create (surfaces[i]);
      vt_viewport_fit (&viewport, scenarios[i], 800, 600);
      vt_map_renderer_draw (cr, scenarios[i], ruleset, &viewport, &options);
      cairo_destroy (cr);
      cairo_surface_flush (surfaces[i]);
    }

  /* The twin hides under the first piece (its edges, drawn twice, may
   * differ); the first one's name below stays as it was, untouched, and
   * the twin's is printed above, in a line of its own. */
  {
    int stride = cairo_image_surface_get_stride (surfaces[0]);
    const guint8 *a = cairo_image_surface_get_data (surfaces[0]);
    const guint8 *b = cairo_image_surface_get_data (surfaces[1]);
    int cx, cy;
    guint below = 0, above = 0, elsewhere = 0;

    device_of (&viewport, 600, 600, &cx, &cy);
    for (int y = 0; y < 600; y++)
      for (int x = 0; x < 800; x++)
        {
          if (memcmp (a + y * stride + 4 * x, b + y * stride + 4 * x, 4) == 0 ||
              (abs (x - cx) <= 20 && abs (y - cy) <= 10))
            continue;
          if (y > cy)
            below++;
          else if (y >= cy - 30 && abs (x - cx) < 120)
            above++;
          else
            elsewhere++;
        }
    g_test_message ("changed: %u below, %u above, %u elsewhere", below, above, elsewhere);
    g_assert_cmpuint (below, ==, 0);
    g_assert_cmpuint (elsewhere, ==, 0);
    g_assert_cmpuint (above, >, 100);
  }
  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
}

/* Issue 7: names covered pieces, and a village with troops in it went
 * unnamed. A name never covers a piece; an area's name finds a place
 * beside the troops standing in it. */
/* On a board of cells a piece stands at the centre of its cell. Its middle
 * is its arm's symbol (an infantry's saltire crosses there); its colour
 * fills the angle above the crossing. */
static void
test_board (void)
{
  VtRuleset *ruleset = fixture ("fixture-board");
  const VtBoard *board = vt_ruleset_get_board (ruleset);
  g_autoptr(VtMap) map = vt_map_new_board (board, "square");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-board", map);
  g_autoptr(VtSide) side = vt_side_new ("red", "Red", &red);
  g_autoptr(VtUnit) unit = vt_unit_new ("f1", "infantry", "red");
  const VtCell *cell = &board->cells[board->n_cells / 2];
  const VtCell *other = &board->cells[0];
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;

  g_assert_true (vt_scenario_add_side (scenario, side, NULL));
  vt_unit_set_cell (unit, cell->number);
  vt_unit_set_strength (unit, 1);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));

  surface = render (scenario, ruleset, &viewport);
  device_of (&viewport, cell->centre.x, cell->centre.y - 0.1, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  device_of (&viewport, other->centre.x, other->centre.y, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);

  g_assert_true (vt_map_renderer_unit_at (scenario, ruleset, &cell->centre) != NULL);
}

/* Three square cells in a row; the river runs between the first two, and
 * the third is a crossing entered from the second (War-Chess, Plate 1:
 * "the short black lines indicate the entrances to the fords and
 * bridge"). */
static const VtPoint river_cell_outlines[3][4] = {
  { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } },
  { { 2, 0 }, { 4, 0 }, { 4, 2 }, { 2, 2 } },
  { { 4, 0 }, { 6, 0 }, { 6, 2 }, { 4, 2 } },
};
static const VtCell river_cells[] = {
  { 1, { 1, 1 }, river_cell_outlines[0], 4, NULL, NULL, 0 },
  { 2, { 3, 1 }, river_cell_outlines[1], 4, NULL, NULL, 0 },
  { 3, { 5, 1 }, river_cell_outlines[2], 4, NULL, NULL, 0 },
};
static const VtPoint river_line[] = { { 2, 0 }, { 2, 2 } };
static const guint river_entrances[] = { 3, 2 };

static gboolean
is_dark (cairo_surface_t *surface,
         int              x,
         int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  return ((pixel >> 16) & 0xff) < 90 && ((pixel >> 8) & 0xff) < 90 && (pixel & 0xff) < 90;
}

static gboolean
is_water (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  return (int) (pixel & 0xff) > (int) ((pixel >> 16) & 0xff) + 60;
}

static cairo_surface_t *
render_board (const VtBoard         *board,
              const VtRenderOptions *options,
              VtViewport            *viewport)
{
  g_autoptr(VtMap) map = vt_map_new_board (board, "square");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-board", map);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 200);
  cairo_t *cr = cairo_create (surface);

  vt_viewport_fit (viewport, scenario, 600, 200);
  vt_map_renderer_draw (cr, scenario, NULL, viewport, options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* A board's river is a line between its cells, the crossings' entrances
 * short black lines across the edges they are entered by, and the cells'
 * numbers are drawn unless the view leaves them out. */
static void
test_board_river (void)
{
  const VtBoard plain = { "fixture-river", 6, 2, river_cells, G_N_ELEMENTS (river_cells), NULL, 0, NULL, 0 };
  const VtBoard with_river = { "fixture-river", 6, 2, river_cells, G_N_ELEMENTS (river_cells),
                               river_line, G_N_ELEMENTS (river_line), river_entrances, 1 };
  const VtRenderOptions no_numbers = { .no_cell_numbers = TRUE };
  const guint highlighted[] = { 2 };
  const VtRenderOptions destinations = { .highlighted_cells = highlighted, .n_highlighted_cells = 1 };
  VtViewport viewport;
  cairo_surface_t *bare = render_board (&plain, NULL, &viewport);
  cairo_surface_t *river = render_board (&with_river, NULL, &viewport);
  cairo_surface_t *numberless = render_board (&with_river, &no_numbers, &viewport);
  cairo_surface_t *shown = render_board (&with_river, &destinations, &viewport);
  int x, y, ex, ey;
  guint differ = 0;

  /* the river, a quarter of the way down the edge between 1 and 2 */
  device_of (&viewport, 2, 0.5, &x, &y);
  g_assert_false (is_water (bare, x, y));
  g_assert_true (is_water (river, x, y));
  /* it keeps between the cells: the middle of cell 1 is no water */
  device_of (&viewport, 1, 1.5, &x, &y);
  g_assert_false (is_water (river, x, y));

  /* the entrance of 3 from 2: across their edge, a little into 2 */
  device_of (&viewport, 3.75, 1, &ex, &ey);
  g_assert_false (is_dark (bare, ex, ey));
  g_assert_true (is_dark (river, ex, ey));
  /* and nowhere else along that edge */
  device_of (&viewport, 3.75, 0.3, &x, &y);
  g_assert_false (is_dark (river, x, y));

  /* the numbers above each centre, clear of the figure that may stand
   * there (a quarter of a unit up, and the highlight's 4 pixels), drawn
   * unless left out */
  for (guint i = 0; i < G_N_ELEMENTS (river_cells); i++)
    {
      int top = (int) (0.25 * viewport.scale) + 5;

      device_of (&viewport, river_cells[i].centre.x, river_cells[i].centre.y, &x, &y);
      for (int dy = -top - 11; dy <= -top; dy++)
        for (int dx = -6; dx <= 6; dx++)
          differ += is_dark (river, x + dx, y + dy) && !is_dark (numberless, x + dx, y + dy);
    }
  g_assert_cmpuint (differ, >, 10);

  /* a highlighted cell is green, the others as they were */
  device_of (&viewport, 3, 1.6, &x, &y);
  {
    const guint8 *data = cairo_image_surface_get_data (shown);
    guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (shown) + x * 4);

    g_assert_cmpint ((int) ((pixel >> 8) & 0xff), >, (int) ((pixel >> 16) & 0xff) + 20);
  }
  device_of (&viewport, 1, 1.6, &x, &y);
  g_assert_true (pixel_is (shown, x, y, &ground) == pixel_is (river, x, y, &ground));

  cairo_surface_destroy (bare);
  cairo_surface_destroy (river);
  cairo_surface_destroy (numberless);
  cairo_surface_destroy (shown);
}

static void
test_export (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vt-render-XXXXXX", NULL);
  const char *formats[] = { "map.png", "map.svg", "map.pdf" };
  const char *magic[] = { "\x89PNG", "<?xml", "%PDF" };
  g_autofree char *bad = g_build_filename (dir, "map.bmp", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *path = g_build_filename (dir, formats[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (vt_map_renderer_export (scenario, ruleset, path, 320, 240, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_str_has_prefix (contents, magic[i]));
      g_remove (path);
    }

  g_assert_false (vt_map_renderer_export (scenario, ruleset, bad, 320, 240, &error));
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE);
  g_assert_true (strstr (error->message, ".png, .svg or .pdf") != NULL);
  g_clear_error (&error);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  g_assert_false (vt_map_renderer_export (scenario, ruleset, bad, 0, 240, &error));
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE);
  g_clear_error (&error);

  /* nothing half-written is left behind */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    g_assert_null (g_dir_read_name (listing));
  }
  g_rmdir (dir);
}

static cairo_surface_t *
render_with (VtScenario            *scenario,
             VtRuleset             *ruleset,
             VtViewport            *viewport,
             const VtRenderOptions *options)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
  cairo_t *cr = cairo_create (surface);

  vt_viewport_fit (viewport, scenario, 800, 600);
  vt_map_renderer_draw (cr, scenario, ruleset, viewport, options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
rgb_at (cairo_surface_t *surface,
        int              x,
        int              y,
        VtColour        *colour)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  colour->red = ((pixel >> 16) & 0xff) / 255.0;
  colour->green = ((pixel >> 8) & 0xff) / 255.0;
  colour->blue = (pixel & 0xff) / 255.0;
}

/* The reach of a route march (250 paces) lies light green over the
 * ground around the block, and not beyond it. */
static void
test_reach_overlay (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1);
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "b1");
  g_autoptr(VtReach) reach = vt_reach_new (game, unit, "march", 1);
  VtRenderOptions options = { .reach = reach };
  VtViewport viewport;
  cairo_surface_t *surface;
  VtColour inside, beyond;
  int x, y;

  surface = render_with (vt_game_get_state (game), ruleset, &viewport, &options);

  /* 180 paces south of the block: in reach, tinted green */
  device_of (&viewport, 600, 780, &x, &y);
  rgb_at (surface, x, y, &inside);
  g_assert_false (pixel_is (surface, x, y, &ground));
  g_assert_cmpfloat (inside.green, >, inside.red);
  g_assert_cmpfloat (inside.green, >, inside.blue);

  /* 400 paces away: out of reach, the bare paper */
  device_of (&viewport, 600, 1000, &x, &y);
  rgb_at (surface, x, y, &beyond);
  g_assert_true (pixel_is (surface, x, y, &ground));

  /* the units are drawn over the overlay */
  device_of (&viewport, 600, 600, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);
}

/* Selected pieces get the highlight, whichever list names them. */
static void
test_selected_units (void)
{
  /* the highlight (0.96, 0.76, 0.07) at 90 % over the paper */
  static const VtColour highlight = { 0.959, 0.777, 0.149 };
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  const char * const selected[] = { "b1", NULL };
  VtRenderOptions plain = { 0 };
  VtRenderOptions several = { .selected_units = selected };
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;

  surface = render_with (scenario, ruleset, &viewport, &plain);
  device_of (&viewport, 600, 600, &x, &y);
  g_assert_cmpfloat (share_of (surface, x, y, 20, &highlight), ==, 0);
  cairo_surface_destroy (surface);

  surface = render_with (scenario, ruleset, &viewport, &several);
  g_assert_cmpfloat (share_of (surface, x, y, 20, &highlight), >, 0.01);
  cairo_surface_destroy (surface);
}

/* A column is drawn narrow and deep: its footprint comes from the ruleset. */
static void
test_footprint_by_formation (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  VtUnit *unit = vt_scenario_find_unit (scenario, "b1");
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;

  vt_unit_set_formation (unit, "column");
  surface = render (scenario, ruleset, &viewport);
  device_of (&viewport, 600, 635, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  device_of (&viewport, 665, 600, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);

  vt_unit_set_formation (unit, "line");
  surface = render (scenario, ruleset, &viewport);
  device_of (&viewport, 600, 635, &x, &y);
  g_assert_false (pixel_is (surface, x, y, &red));
  device_of (&viewport, 665, 600, &x, &y);
  g_assert_true (pixel_is (surface, x, y, &red));
  cairo_surface_destroy (surface);
}

/* A piece still recovering carries a dark badge at its corner. */
static void
test_condition_badge (void)
{
  static const VtColour badge = { 0.13, 0.12, 0.11 };
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  VtUnit *unit = vt_scenario_find_unit (scenario, "b1");
  VtViewport viewport;
  cairo_surface_t *surface;
  int x, y;

  surface = render (scenario, ruleset, &viewport);
  /* the front right corner of a block 150 wide and 30 deep facing north */
  device_of (&viewport, 675, 585, &x, &y);
  g_assert_cmpfloat (share_of (surface, x, y, 4, &badge), <, 0.05);
  cairo_surface_destroy (surface);

  vt_unit_set_condition (unit, "rallying", "rallying", 3);
  surface = render (scenario, ruleset, &viewport);
  g_assert_cmpfloat (share_of (surface, x, y, 4, &badge), >, 0.3);
  cairo_surface_destroy (surface);
}

/* pixels that differ between @a and @b inside the device box, or outside it */
static guint
count_changed (cairo_surface_t *a,
               cairo_surface_t *b,
               int              x0,
               int              y0,
               int              x1,
               int              y1)
{
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a);
  const guint8 *pb = cairo_image_surface_get_data (b);
  guint changed = 0;

  for (int y = MAX (y0, 0); y <= MIN (y1, 599); y++)
    for (int x = MAX (x0, 0); x <= MIN (x1, 799); x++)
      changed += memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 4) != 0;
  return changed;
}

/* Issue 7: names covered pieces, and a village with troops in it went
 * unnamed. A name never covers a piece; an area's name finds a place
 * beside the troops standing in it. */
static void
test_labels_keep_off_pieces (void)
{
  VtRuleset *ruleset = fixture ("fixture-terrain");
  g_autoptr(VtScenario) scenario = make_scenario (0);
  g_autoptr(VtFeature) village = vt_feature_new ("v1", "village", VT_GEOMETRY_POLYGON);
  g_autoptr(VtUnit) garrison = vt_unit_new ("b2", "infantry-block", "red");
  const VtPoint corners[] = { { 2800, 2200 }, { 3200, 2200 }, { 3200, 2500 }, { 2800, 2500 } };
  VtRenderOptions with = { NULL, TRUE, NULL, NULL }, without = { NULL, FALSE, NULL, NULL };
  cairo_surface_t *named, *unnamed, *plain;
  VtViewport viewport;
  int x0, y0, x1, y1, vx0, vy0, vx1, vy1;
  guint on_piece, village_name;

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (village, &corners[i]);
  vt_map_add_feature (vt_scenario_get_map (scenario), village);
  /* the garrison stands where the village's name would be */
  vt_unit_set_name (garrison, "Die Besatzung von Kunzendorf");
  vt_unit_set_strength (garrison, 450);
  vt_unit_set_position (garrison, &(VtPoint) { 3000, 2350 });
  g_assert_true (vt_scenario_add_unit (scenario, garrison, NULL));
  vt_unit_set_name (vt_scenario_find_unit (scenario, "b1"), "I/1");

  unnamed = render_with (scenario, ruleset, &viewport, &with);
  plain = render_with (scenario, ruleset, &viewport, &without);
  vt_feature_set_name (village, "Kunzendorf");
  named = render_with (scenario, ruleset, &viewport, &with);

  /* the garrison's block, 125 × 75 paces, and the village's box */
  device_of (&viewport, 3000 - 63, 2350 - 38, &x0, &y0);
  device_of (&viewport, 3000 + 63, 2350 + 38, &x1, &y1);
  device_of (&viewport, 2800, 2200, &vx0, &vy0);
  device_of (&viewport, 3200, 2500, &vx1, &vy1);

  on_piece = count_changed (named, plain, x0, y0, x1, y1);
  village_name = count_changed (named, unnamed, vx0 - 40, vy0 - 20, vx1 + 40, vy1 + 20);
  g_test_message ("names change %u pixels of the piece; the village's name %u by it", on_piece, village_name);
  g_assert_cmpuint (on_piece, ==, 0);
  g_assert_cmpuint (village_name, >, 30);
  g_assert_cmpuint (count_changed (named, unnamed, x0, y0, x1, y1), ==, 0);

  cairo_surface_destroy (named);
  cairo_surface_destroy (unnamed);
  cairo_surface_destroy (plain);
}

/* The quick ways an image is drawn (names set into a mask and haloed by
 * growing it, pattern tiles at whole pixels, areas filled unsmoothed under
 * their outline) give the picture the vector ways give: the same map drawn
 * onto a recording surface, which takes the vector ways, and replayed onto
 * an image. */
static void
test_quick_image_same_as_vectors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"),
                                                    vt_ruleset_registry_get_default (), &error);
  VtRenderOptions options = { NULL, TRUE, NULL, NULL };
  cairo_surface_t *quick, *vectors, *recording;
  VtViewport viewport;
  cairo_t *cr;
  const guint8 *a, *b;
  double sum = 0;
  guint far_off = 0, n;
  int stride;

  g_assert_no_error (error);
  quick = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 900);
  vectors = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 900);
  vt_viewport_fit (&viewport, vt_game_get_state (game), 1200, 900);

  cr = cairo_create (quick);
  vt_map_renderer_draw (cr, vt_game_get_state (game), vt_game_get_ruleset (game), &viewport, &options);
  cairo_destroy (cr);

  recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &(cairo_rectangle_t) { 0, 0, 1200, 900 });
  cr = cairo_create (recording);
  vt_map_renderer_draw (cr, vt_game_get_state (game), vt_game_get_ruleset (game), &viewport, &options);
  cairo_destroy (cr);
  cr = cairo_create (vectors);
  cairo_set_source_surface (cr, recording, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (recording);

  cairo_surface_flush (quick);
  cairo_surface_flush (vectors);
  a = cairo_image_surface_get_data (quick);
  b = cairo_image_surface_get_data (vectors);
  stride = cairo_image_surface_get_stride (quick);
  n = 1200 * 900;
  for (int y = 0; y < 900; y++)
    for (int x = 0; x < 1200; x++)
      {
        guint most = 0;

        for (int c = 0; c < 4; c++)
          {
            guint d = abs (a[y * stride + 4 * x + c] - b[y * stride + 4 * x + c]);

            sum += d;
            most = MAX (most, d);
          }
        far_off += most > 96;
      }
  g_test_message ("mean difference %.3f a channel; %u of %u pixels far off", sum / (4.0 * n), far_off, n);
  g_assert_cmpfloat (sum / (4.0 * n), <, 0.4);
  g_assert_cmpuint (far_off, <, n / 2000);

  cairo_surface_destroy (quick);
  cairo_surface_destroy (vectors);
}

/* A view keeps the pieces it drew with their layer; after a move and a new
 * selection it redraws only where the layers differ. The picture is the
 * one drawn anew, and the redrawn part is small. */
static void
test_pieces_layer_redraws_what_changed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"),
                                                    vt_ruleset_registry_get_default (), &error);
  VtScenario *state;
  VtRuleset *ruleset;
  VtRenderOptions options = { NULL, TRUE, NULL, NULL };
  g_autoptr(VtPiecesLayer) before = NULL;
  g_autoptr(VtPiecesLayer) after = NULL;
  cairo_surface_t *kept, *anew;
  cairo_region_t *changed;
  cairo_rectangle_int_t extents;
  g_autoptr(VtUnit) mover = NULL;
  VtViewport viewport;
  VtPoint at;
  cairo_t *cr;
  guint most = 0;
  int stride;

  g_assert_no_error (error);
  state = vt_game_get_state (game);
  ruleset = vt_game_get_ruleset (game);
  vt_viewport_fit (&viewport, state, 1200, 900);
  kept = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 900);
  anew = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 900);

  before = vt_pieces_layer_new (state, ruleset, &viewport, &options);
  g_assert_cmpuint (vt_pieces_layer_get_n_names (before), >, 20);
  cr = cairo_create (kept);
  vt_pieces_layer_draw (before, cr);

  /* a unit moves 300 paces east and is selected */
  mover = g_list_model_get_item (vt_scenario_get_units (state), 3);
  vt_unit_get_position (mover, &at);
  at.x += 300;
  vt_unit_set_position (mover, &at);
  options.selected_unit = vt_unit_get_id (mover);
  after = vt_pieces_layer_new (state, ruleset, &viewport, &options);
  changed = vt_pieces_layer_diff (before, after);
  g_assert_false (cairo_region_is_empty (changed));
  cairo_region_get_extents (changed, &extents);
  g_test_message ("redrawn: %d rectangles within %d × %d pixels", cairo_region_num_rectangles (changed),
                  extents.width, extents.height);
  g_assert_cmpint (extents.width * extents.height, <, 1200 * 900 / 4);
  vt_pieces_layer_redraw (after, cr, changed);
  cairo_destroy (cr);
  cairo_region_destroy (changed);

  cr = cairo_create (anew);
  vt_pieces_layer_draw (after, cr);
  cairo_destroy (cr);

  /* the same layer twice: nothing to redraw */
  changed = vt_pieces_layer_diff (after, after);
  g_assert_true (cairo_region_is_empty (changed));
  cairo_region_destroy (changed);

  cairo_surface_flush (kept);
  cairo_surface_flush (anew);
  stride = cairo_image_surface_get_stride (kept);
  for (int y = 0; y < 900; y++)
    for (int x = 0; x < 4 * 1200; x++)
      most = MAX (most, (guint) abs (cairo_image_surface_get_data (kept)[y * stride + x] -
                                     cairo_image_surface_get_data (anew)[y * stride + x]));
  g_assert_cmpuint (most, <=, 2);

  cairo_surface_destroy (kept);
  cairo_surface_destroy (anew);
}

/* The colour at map point (@x, @y) of @scenario drawn with @options. */
static void
colour_at (VtScenario            *scenario,
           VtRuleset             *ruleset,
           const VtRenderOptions *options,
           double                 x,
           double                 y,
           VtColour              *colour)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 800);
  cairo_t *cr = cairo_create (surface);
  VtViewport viewport;
  VtPoint at = { x, y };
  double dx, dy;
  guint32 pixel;

  vt_viewport_fit (&viewport, scenario, 1200, 800);
  vt_map_renderer_draw (cr, scenario, ruleset, &viewport, options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  vt_viewport_to_device (&viewport, &at, &dx, &dy);
  pixel = *(const guint32 *) (cairo_image_surface_get_data (surface) +
                              (int) dy * cairo_image_surface_get_stride (surface) + (int) dx * 4);
  colour->red = ((pixel >> 16) & 0xff) / 255.0;
  colour->green = ((pixel >> 8) & 0xff) / 255.0;
  colour->blue = (pixel & 0xff) / 255.0;
  cairo_surface_destroy (surface);
}

static gboolean
colour_near (const VtColour *a,
             const VtColour *b)
{
  return fabs (a->red - b->red) < 0.05 && fabs (a->green - b->green) < 0.05 && fabs (a->blue - b->blue) < 0.05;
}

/* A side's board draws a block it sees in its side's colour, one it saw
 * and lost as an outline where it was last seen (nearly the paper inside),
 * and nothing where an unseen block stands; the umpire's view "seen by"
 * that side fades the blocks it does not see. */
static void
test_side_board_marks (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "behind-the-hill.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(VtScenario) view = NULL;
  VtRuleset *ruleset;
  VtKnowledge *rot;
  VtRenderOptions board = { NULL, FALSE }, seen_by = { NULL, FALSE }, umpire = { NULL, FALSE };
  const VtColour blau = { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0 };
  VtColour at;

  g_assert_no_error (error);
  ruleset = vt_game_get_ruleset (game);
  rot = vt_game_get_knowledge (game, "rot");
  board.knowledge = rot;
  seen_by.seen_by = rot;
  view = vt_knowledge_dup_view (rot);

  /* seen: Blau's colour (read 20 paces to the front of the middle, between
   * the arms of the infantry's saltire, which cross in the middle; the
   * blocks face west) */
  colour_at (view, ruleset, &board, 1780, 2000, &at);
  g_assert_true (colour_near (&at, &blau));
  /* last seen at 1800, 2300 before it went behind the hill: an outline */
  colour_at (view, ruleset, &board, 1800, 2300, &at);
  g_assert_false (colour_near (&at, &blau));
  g_assert_cmpfloat (at.red, >, 0.7);
  /* where it stands now, and behind the hill, and far off: paper */
  colour_at (view, ruleset, &board, 1800, 1200, &at);
  g_assert_true (colour_near (&at, &ground));
  colour_at (view, ruleset, &board, 1800, 1000, &at);
  g_assert_true (colour_near (&at, &ground));
  colour_at (view, ruleset, &board, 5500, 2000, &at);
  g_assert_true (colour_near (&at, &ground));

  /* the umpire sees the block behind the hill in full, or faded as Rot does not */
  colour_at (vt_game_get_state (game), ruleset, &umpire, 1780, 1000, &at);
  g_assert_true (colour_near (&at, &blau));
  colour_at (vt_game_get_state (game), ruleset, &seen_by, 1780, 1000, &at);
  g_assert_false (colour_near (&at, &blau));
  g_assert_false (colour_near (&at, &ground));
  colour_at (vt_game_get_state (game), ruleset, &seen_by, 1780, 2000, &at);
  g_assert_true (colour_near (&at, &blau));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/renderer/viewport-fit", test_viewport_fit);
  g_test_add_func ("/vt/renderer/terrain-pixels", test_terrain_pixels);
  g_test_add_func ("/vt/renderer/unit-footprint-facing", test_unit_footprint_and_facing);
  g_test_add_func ("/vt/renderer/unit-at", test_unit_at);
  g_test_add_func ("/vt/renderer/unit-off-table", test_unit_off_table);
  g_test_add_func ("/vt/renderer/labels-not-piled", test_labels_not_piled);
  g_test_add_func ("/vt/renderer/labels-keep-off-pieces", test_labels_keep_off_pieces);
  g_test_add_func ("/vt/renderer/board", test_board);
  g_test_add_func ("/vt/renderer/board-river", test_board_river);
  g_test_add_func ("/vt/renderer/side-board-marks", test_side_board_marks);
  g_test_add_func ("/vt/renderer/pieces-layer-redraws-what-changed", test_pieces_layer_redraws_what_changed);
  g_test_add_func ("/vt/renderer/quick-image-same-as-vectors", test_quick_image_same_as_vectors);
  g_test_add_func ("/vt/renderer/export", test_export);
  g_test_add_func ("/vt/renderer/reach-overlay", test_reach_overlay);
  g_test_add_func ("/vt/renderer/selected-units", test_selected_units);
  g_test_add_func ("/vt/renderer/footprint-by-formation", test_footprint_by_formation);
  g_test_add_func ("/vt/renderer/condition-badge", test_condition_badge);

  return g_test_run ();
}
