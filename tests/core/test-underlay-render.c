/* test-underlay-render.c: the scanned map drawn where its calibration puts it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

/* The paper the renderer paints the sheet with (vt-map-renderer-private.h). */
static const VtColour paper = { 0.949, 0.929, 0.863 };

/* The picture's first row: red, green, blue, yellow; its second black. */
static const VtColour scan_row[] = {
  { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 }, { 1, 1, 0 },
};

static VtRuleset *
fixture (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "fixture-terrain");

  g_assert_nonnull (ruleset);
  return ruleset;
}

/* A 4 × 2 pixel scan, as the app hands it over once decoded. */
static cairo_surface_t *
make_scan (void)
{
  cairo_surface_t *scan = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 4, 2);
  cairo_t *cr = cairo_create (scan);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  for (guint i = 0; i < G_N_ELEMENTS (scan_row); i++)
    {
      cairo_rectangle (cr, i, 0, 1, 1);
      cairo_set_source_rgb (cr, scan_row[i].red, scan_row[i].green, scan_row[i].blue);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (scan);
  return scan;
}

/* A 400 × 300 pace sheet with a wood from (300, 200) to (380, 280), and
 * the underlay @pins put: image pixel (0, 0) at @at, (4, 0) at @to. */
static VtScenario *
make_scenario (const VtPoint *at,
               const VtPoint *to,
               double         opacity)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (400, 300, "pace");
  g_autoptr(VtFeature) wood = vt_feature_new ("w1", "wood", VT_GEOMETRY_POLYGON);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  const VtPoint corners[] = { { 300, 200 }, { 380, 200 }, { 380, 280 }, { 300, 280 } };
  VtCalibrationPoint pins[] = { { { 0, 0 }, *at }, { { 4, 0 }, *to } };
  g_autoptr(GError) error = NULL;
  VtScenario *scenario;

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (wood, &corners[i]);
  vt_map_add_feature (map, wood);
  g_assert_true (vt_underlay_set_points (underlay, pins, G_N_ELEMENTS (pins), &error));
  g_assert_no_error (error);
  vt_underlay_set_opacity (underlay, opacity);
  scenario = vt_scenario_new ("fixture-terrain", map);
  vt_scenario_set_underlay (scenario, underlay);
  return scenario;
}

/* One map unit a device pixel, the map's corner at the surface's. */
static cairo_surface_t *
render (VtScenario      *scenario,
        cairo_surface_t *scan,
        gboolean         with_options)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  const VtViewport viewport = { { 0, 0 }, 1, 400, 300 };
  VtRenderOptions options = { .underlay = scan };
  cairo_t *cr = cairo_create (surface);

  vt_map_renderer_draw (cr, scenario, fixture (), &viewport, with_options ? &options : NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y,
          double           rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgb[0] = ((pixel >> 16) & 0xff) / 255.0;
  rgb[1] = ((pixel >> 8) & 0xff) / 255.0;
  rgb[2] = (pixel & 0xff) / 255.0;
}

static gboolean
pixel_is (cairo_surface_t *surface,
          int              x,
          int              y,
          const VtColour  *colour)
{
  double rgb[3];

  pixel_at (surface, x, y, rgb);
  if (fabs (rgb[0] - colour->red) < 0.06 && fabs (rgb[1] - colour->green) < 0.06
      && fabs (rgb[2] - colour->blue) < 0.06)
    return TRUE;
  g_test_message ("pixel (%d, %d) is %.3f %.3f %.3f, not %.3f %.3f %.3f", x, y,
                  rgb[0], rgb[1], rgb[2], colour->red, colour->green, colour->blue);
  return FALSE;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);

  return stride == cairo_image_surface_get_stride (b)
         && memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                    (gsize) stride * cairo_image_surface_get_height (a)) == 0;
}

/* Pinned with pixel (0, 0) at (100, 50) and (4, 0) at (180, 50): 20 paces
 * a pixel, unturned. Pixel (i, j)'s middle is at (100 + 20 (i + ½),
 * 50 + 20 (j + ½)). */
static void
test_underlay_placed (void)
{
  g_autoptr(VtScenario) scenario = make_scenario (&(VtPoint) { 100, 50 }, &(VtPoint) { 180, 50 }, 1.0);
  cairo_surface_t *scan = make_scan ();
  cairo_surface_t *drawn = render (scenario, scan, TRUE);
  const VtColour black = { 0, 0, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (scan_row); i++)
    g_assert_true (pixel_is (drawn, 100 + 20 * i + 10, 60, &scan_row[i]));
  g_assert_true (pixel_is (drawn, 130, 80, &black));
  /* beyond the picture's edges, the paper */
  g_assert_true (pixel_is (drawn, 90, 60, &paper));
  g_assert_true (pixel_is (drawn, 190, 60, &paper));
  g_assert_true (pixel_is (drawn, 130, 100, &paper));

  cairo_surface_destroy (drawn);
  cairo_surface_destroy (scan);
}

/* Pixel (4, 0) pinned straight south of (0, 0): the picture turned a
 * quarter clockwise, its first row running down from (200, 100).
 * Pixel (1, 0)'s middle (1.5, 0.5) lands at (200 − 20 · 0.5, 100 + 20 · 1.5). */
static void
test_underlay_turned (void)
{
  g_autoptr(VtScenario) scenario = make_scenario (&(VtPoint) { 200, 100 }, &(VtPoint) { 200, 180 }, 1.0);
  cairo_surface_t *scan = make_scan ();
  cairo_surface_t *drawn = render (scenario, scan, TRUE);
  const VtCalibration *calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (scenario));

  g_assert_cmpfloat_with_epsilon (calibration->rotation, G_PI / 2, 1e-9);
  for (guint i = 0; i < G_N_ELEMENTS (scan_row); i++)
    g_assert_true (pixel_is (drawn, 190, 100 + 20 * i + 10, &scan_row[i]));
  /* where the unturned picture would be */
  g_assert_true (pixel_is (drawn, 230, 110, &paper));

  cairo_surface_destroy (drawn);
  cairo_surface_destroy (scan);
}

/* At its opacity over the paper; under the terrain, which covers it. */
static void
test_underlay_opacity_and_terrain (void)
{
  g_autoptr(VtScenario) half = make_scenario (&(VtPoint) { 100, 50 }, &(VtPoint) { 180, 50 }, 0.5);
  /* 50 paces a pixel from (260, 180): under the whole wood */
  g_autoptr(VtScenario) under_wood = make_scenario (&(VtPoint) { 260, 180 }, &(VtPoint) { 460, 180 }, 1.0);
  g_autoptr(VtScenario) plain = make_scenario (&(VtPoint) { 260, 180 }, &(VtPoint) { 460, 180 }, 1.0);
  cairo_surface_t *scan = make_scan ();
  cairo_surface_t *drawn = render (half, scan, TRUE);
  cairo_surface_t *wood_over = NULL, *wood_alone = NULL;
  VtColour mix = { (paper.red + 0) / 2, (paper.green + 1) / 2, (paper.blue + 0) / 2 };

  g_assert_true (pixel_is (drawn, 130, 60, &mix));

  vt_scenario_set_underlay (plain, NULL);
  wood_over = render (under_wood, scan, TRUE);
  wood_alone = render (plain, scan, TRUE);
  /* inside the wood the picture does not show ... */
  for (int y = 210; y < 270; y += 7)
    for (int x = 310; x < 370; x += 7)
      {
        double over[3], alone[3];

        pixel_at (wood_over, x, y, over);
        pixel_at (wood_alone, x, y, alone);
        g_assert_cmpfloat (fabs (over[0] - alone[0]) + fabs (over[1] - alone[1]) + fabs (over[2] - alone[2]), <, 0.02);
      }
  /* ... and beside it, it does: pixel (0, 0) is red about (285, 205) */
  g_assert_true (pixel_is (wood_over, 285, 205, &scan_row[0]));

  cairo_surface_destroy (wood_alone);
  cairo_surface_destroy (wood_over);
  cairo_surface_destroy (drawn);
  cairo_surface_destroy (scan);
}

/* No picture given, or the underlay hidden: the map exactly as without an
 * underlay, as the tool's exports draw it. */
static void
test_underlay_nothing_without_picture (void)
{
  g_autoptr(VtScenario) scenario = make_scenario (&(VtPoint) { 100, 50 }, &(VtPoint) { 180, 50 }, 1.0);
  g_autoptr(VtScenario) none = make_scenario (&(VtPoint) { 100, 50 }, &(VtPoint) { 180, 50 }, 1.0);
  cairo_surface_t *scan = make_scan ();
  cairo_surface_t *bare, *no_picture, *no_options, *hidden;

  vt_scenario_set_underlay (none, NULL);
  bare = render (none, scan, TRUE);
  no_picture = render (scenario, NULL, TRUE);
  no_options = render (scenario, scan, FALSE);
  vt_underlay_set_shown (vt_scenario_get_underlay (scenario), FALSE);
  hidden = render (scenario, scan, TRUE);

  g_assert_true (same_pixels (bare, no_picture));
  g_assert_true (same_pixels (bare, no_options));
  g_assert_true (same_pixels (bare, hidden));
  g_assert_true (pixel_is (bare, 130, 60, &paper));

  cairo_surface_destroy (hidden);
  cairo_surface_destroy (no_options);
  cairo_surface_destroy (no_picture);
  cairo_surface_destroy (bare);
  cairo_surface_destroy (scan);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/underlay-render/placed", test_underlay_placed);
  g_test_add_func ("/vt/underlay-render/turned", test_underlay_turned);
  g_test_add_func ("/vt/underlay-render/opacity-and-terrain", test_underlay_opacity_and_terrain);
  g_test_add_func ("/vt/underlay-render/nothing-without-picture", test_underlay_nothing_without_picture);

  return g_test_run ();
}
