/* test-side-marks.c: sides differ on the map by a mark, not by colour alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: an umpire or a player who cannot tell two colours apart still
 * tells the sides' pieces apart. Three sides are given one colour; their
 * blocks, alike in all else, must still draw differently, and each keeps the
 * side's colour in its middle (around the arm's symbol: in the angle above
 * the crossing of the infantry's saltire).
 */

#include "config.h"

#include <vertrauter.h>

#include "vt-test-map.h"

static const VtColour one_colour = { 0.11, 0.25, 0.85 };

#define WIDTH  900
#define HEIGHT 300
/* half the box compared around each piece, in pixels: a whole piece, not
 * its neighbour's */
#define HALF_X 90
#define HALF_Y 30

static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4) & 0xffffff;
}

static gboolean
is_side_colour (guint32 pixel)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  return ABS (r - (int) (one_colour.red * 255)) <= 3 && ABS (g - (int) (one_colour.green * 255)) <= 3 &&
         ABS (b - (int) (one_colour.blue * 255)) <= 3;
}

/* pixels that differ between the boxes around (ax, ay) and (bx, by) */
static guint
differences (cairo_surface_t *surface,
             int              ax,
             int              ay,
             int              bx,
             int              by)
{
  guint n = 0;

  for (int dy = -HALF_Y; dy <= HALF_Y; dy++)
    for (int dx = -HALF_X; dx <= HALF_X; dx++)
      n += pixel_at (surface, ax + dx, ay + dy) != pixel_at (surface, bx + dx, by + dy);
  return n;
}

static void
test_sides_marked (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "fixture-terrain");
  g_autoptr(VtMap) map = vt_map_new_terrain (900, 300, "pace");
  g_autoptr(VtScenario) scenario = NULL;
  const char *ids[] = { "first", "second", "third", "fourth" };
  const double xs[] = { 150, 350, 550, 750 };
  int px[4], py[4];
  cairo_surface_t *surface;
  cairo_t *cr;
  VtViewport viewport;

  g_assert_nonnull (ruleset);
  scenario = vt_scenario_new ("fixture-terrain", map);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(VtSide) side = vt_side_new (ids[i], ids[i], &one_colour);

      g_assert_true (vt_scenario_add_side (scenario, side, NULL));
      /* one name for all, so that the labels are alike too */
      vt_test_add_block (scenario, ids[i], "Bataillon", ids[i], "line", xs[i], 150);
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cr = cairo_create (surface);
  vt_viewport_fit (&viewport, scenario, WIDTH, HEIGHT);
  vt_map_renderer_draw (cr, scenario, ruleset, &viewport, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  {
    g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "side-marks.png", NULL);

    /* for a look */
    cairo_surface_write_to_png (surface, png);
  }

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      double x, y;

      vt_viewport_to_device (&viewport, &(VtPoint) { xs[i], 150 }, &x, &y);
      px[i] = (int) x;
      py[i] = (int) y;
      g_assert_cmpint (px[i] - HALF_X, >=, 0);
      g_assert_cmpint (px[i] + HALF_X, <, WIDTH);
      if (i > 0)
        g_assert_cmpint (px[i] - px[i - 1], >, 2 * HALF_X);
      /* the side's colour is still where one looks first */
      g_assert_true (is_side_colour (pixel_at (surface, px[i], py[i] - 6)));
    }

  /* every two sides' pieces differ, though their colour is the same */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (ids); j++)
      {
        guint n = differences (surface, px[i], py[i], px[j], py[j]);

        g_test_message ("%s and %s: %u pixels differ", ids[i], ids[j], n);
        g_assert_cmpuint (n, >=, 8);
      }

  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vt/renderer/sides-marked", test_sides_marked);
  return g_test_run ();
}
