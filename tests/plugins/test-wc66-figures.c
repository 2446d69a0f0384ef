/* test-wc66-figures.c: War-Chess's figures as the map draws them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 25, item 6: each arm has its own symbol inside the figure, in a
 * colour that reads on either army's fill; small pieces stay plain; a
 * figure's name never hides a square's number. The rulebook's arms are
 * those of "Arrangement of the Figures": Light Infantry, Infantry of the
 * Line, Cavalry, Artillery, the Wagon and the Citadel.
 */
#define G_LOG_DOMAIN "test-wc66-figures"

#include <math.h>

#include <vertrauter.h>

/* the two armies of the demo: white and nearly black */
static const VtColour light_fill = { 0xf6 / 255.0, 0xf5 / 255.0, 0xf4 / 255.0 };
static const VtColour dark_fill = { 0x24 / 255.0, 0x1f / 255.0, 0x31 / 255.0 };

typedef struct {
  cairo_surface_t *surface;
  VtViewport       viewport;
} Picture;

static VtRuleset *
get_ruleset (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "war-chess-1866");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
add_figure (VtScenario *scenario,
            const char *id,
            const char *type,
            const char *side,
            guint       cell)
{
  g_autoptr(VtUnit) unit = vt_unit_new (id, type, side);

  vt_unit_set_cell (unit, cell);
  vt_unit_set_strength (unit, 1);
  vt_unit_set_facing (unit, 0);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
}

/* one figure of each arm a side, on squares apart */
static VtScenario *
new_armies (void)
{
  const VtBoard *board = vt_ruleset_get_board (get_ruleset ());
  g_autoptr(VtMap) map = vt_map_new_board (board, "square");
  VtScenario *scenario = vt_scenario_new ("war-chess-1866", map);
  g_autoptr(VtSide) attacking = vt_side_new ("attacking", "Attacking Army", &light_fill);
  g_autoptr(VtSide) defending = vt_side_new ("defending", "Defending Army", &dark_fill);

  g_assert_true (vt_scenario_add_side (scenario, attacking, NULL));
  g_assert_true (vt_scenario_add_side (scenario, defending, NULL));
  add_figure (scenario, "line", "infantry-of-the-line", "attacking", 33);
  add_figure (scenario, "light", "light-infantry", "attacking", 35);
  add_figure (scenario, "cavalry", "cavalry", "attacking", 49);
  add_figure (scenario, "artillery", "artillery", "attacking", 51);
  add_figure (scenario, "dark-line", "infantry-of-the-line", "defending", 111);
  return scenario;
}

static Picture
draw (VtScenario *scenario,
      int         width,
      int         height,
      gboolean    labels,
      gboolean    numbers)
{
  VtRenderOptions options = { .labels = labels, .no_cell_numbers = !numbers };
  Picture picture;
  cairo_t *cr;

  picture.surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (picture.surface);
  vt_viewport_fit (&picture.viewport, scenario, width, height);
  vt_map_renderer_draw (cr, scenario, get_ruleset (), &picture.viewport, &options);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  return picture;
}

static VtColour
pixel (const Picture *picture,
       int            x,
       int            y)
{
  const guint8 *data = cairo_image_surface_get_data (picture->surface);
  guint32 value = *(const guint32 *) (data + y * cairo_image_surface_get_stride (picture->surface) + x * 4);

  return (VtColour) { ((value >> 16) & 0xff) / 255.0, ((value >> 8) & 0xff) / 255.0, (value & 0xff) / 255.0 };
}

static double
luminance (const VtColour *colour)
{
  const double c[3] = { colour->red, colour->green, colour->blue };
  double l[3];

  for (guint i = 0; i < 3; i++)
    l[i] = c[i] <= 0.04045 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static double
contrast (const VtColour *a,
          const VtColour *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* the pixel at (@dx, @dy) of the figure's half width from the middle of the
 * figure on @cell, north up */
static VtColour
on_figure (const Picture *picture,
           guint          cell_number,
           double         dx,
           double         dy)
{
  const VtCell *cell = vt_board_find_cell (vt_ruleset_get_board (get_ruleset ()), cell_number);
  double half = 0.25 * picture->viewport.scale, x, y;

  g_assert_nonnull (cell);
  vt_viewport_to_device (&picture->viewport, &cell->centre, &x, &y);
  return pixel (picture, (int) round (x + dx * half), (int) round (y + dy * half));
}

/* the symbol's ink there: far from the fill */
static gboolean
inked (const Picture  *picture,
       guint           cell,
       double          dx,
       double          dy,
       const VtColour *fill)
{
  VtColour at = on_figure (picture, cell, dx, dy);

  return contrast (&at, fill) >= 3.0;
}

/* Infantry a saltire, cavalry one diagonal (rear left to front right),
 * artillery a disc, Light Infantry the saltire with a bugle's curve. */
static void
test_arms_differ (void)
{
  g_autoptr(VtScenario) scenario = new_armies ();
  Picture big = draw (scenario, 2000, 1500, FALSE, TRUE);
  /* only the saltire's second arm crosses the front left; both diagonals
   * the front right; the horn's curve hangs low in the middle */
  const double front_left[2] = { -0.5, -0.5 }, front_right[2] = { 0.5, -0.5 }, horn[2] = { 0, 0.76 };

  g_assert_cmpfloat (0.25 * big.viewport.scale, >=, 14);

  g_assert_true (inked (&big, 33, 0, 0, &light_fill));
  g_assert_true (inked (&big, 33, front_left[0], front_left[1], &light_fill));
  g_assert_true (inked (&big, 33, front_right[0], front_right[1], &light_fill));
  g_assert_false (inked (&big, 33, horn[0], horn[1], &light_fill));

  g_assert_true (inked (&big, 35, front_left[0], front_left[1], &light_fill));
  g_assert_true (inked (&big, 35, horn[0], horn[1], &light_fill));

  g_assert_true (inked (&big, 49, 0, 0, &light_fill));
  g_assert_true (inked (&big, 49, front_right[0], front_right[1], &light_fill));
  g_assert_false (inked (&big, 49, front_left[0], front_left[1], &light_fill));

  g_assert_true (inked (&big, 51, 0, 0, &light_fill));
  g_assert_false (inked (&big, 51, front_left[0], front_left[1], &light_fill));
  g_assert_false (inked (&big, 51, front_right[0], front_right[1], &light_fill));

  cairo_surface_destroy (big.surface);
}

/* ink on the white army, paper on the black: each reads on its fill, and
 * the defending army (the second side) has its rear left corner cut off in
 * paper, so the armies differ by more than colour. */
static void
test_symbol_contrasts (void)
{
  g_autoptr(VtScenario) scenario = new_armies ();
  Picture big = draw (scenario, 2000, 1500, FALSE, TRUE);
  VtColour light_middle = on_figure (&big, 33, 0, 0), dark_middle = on_figure (&big, 111, 0, 0);
  VtColour light_beside = on_figure (&big, 33, 0, -0.5), dark_beside = on_figure (&big, 111, 0, -0.5);
  VtColour light_corner = on_figure (&big, 33, -0.85, 0.55), dark_corner = on_figure (&big, 111, -0.85, 0.55);

  /* the fill is there, beside the crossing */
  g_assert_cmpfloat (contrast (&light_beside, &light_fill), <, 1.1);
  g_assert_cmpfloat (contrast (&dark_beside, &dark_fill), <, 1.1);
  /* and the symbol reads on it, dark on light, light on dark */
  g_assert_cmpfloat (contrast (&light_middle, &light_beside), >=, 4.5);
  g_assert_cmpfloat (contrast (&dark_middle, &dark_beside), >=, 4.5);
  g_assert_cmpfloat (luminance (&light_middle), <, luminance (&light_beside));
  g_assert_cmpfloat (luminance (&dark_middle), >, luminance (&dark_beside));

  /* the mark: the white figure's corner is its fill, the black's paper */
  g_assert_cmpfloat (contrast (&light_corner, &light_fill), <, 1.1);
  g_assert_cmpfloat (contrast (&dark_corner, &dark_fill), >=, 4.5);

  cairo_surface_destroy (big.surface);
}

/* The board seen whole on a small window: figures under 14 pixels across
 * are plain, their fill through the middle. */
static void
test_small_plain (void)
{
  g_autoptr(VtScenario) scenario = new_armies ();
  Picture small = draw (scenario, 640, 480, FALSE, TRUE);

  g_assert_cmpfloat (0.5 * small.viewport.scale, <, 14);
  for (guint i = 0; i < 4; i++)
    {
      const guint cells[] = { 33, 35, 49, 51 };

      g_assert_false (inked (&small, cells[i], 0, 0, &light_fill));
      g_assert_false (inked (&small, cells[i], -0.5, -0.5, &light_fill));
    }
  g_assert_false (inked (&small, 111, 0, 0, &dark_fill));

  cairo_surface_destroy (small.surface);
}

/* On the demo's opening position, with every figure's name shown, no name
 * touches a pixel of a square's number: the pixels the numbers make (with
 * and without numbers, names off) and those the names make (with and
 * without names, numbers on) are apart. */
static void
test_names_keep_off_numbers (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo",
                                                 "war-chess-1866.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  const int sizes[][2] = { { 1280, 960 }, { 1920, 1080 }, { 2400, 1800 } };

  g_assert_no_error (error);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      VtScenario *scenario = vt_game_get_state (game);
      int width = sizes[s][0], height = sizes[s][1];
      Picture numbered = draw (scenario, width, height, FALSE, TRUE);
      Picture bare = draw (scenario, width, height, FALSE, FALSE);
      Picture named = draw (scenario, width, height, TRUE, TRUE);
      const guint32 *a = (const guint32 *) cairo_image_surface_get_data (numbered.surface);
      const guint32 *b = (const guint32 *) cairo_image_surface_get_data (bare.surface);
      const guint32 *c = (const guint32 *) cairo_image_surface_get_data (named.surface);
      guint number_pixels = 0, name_pixels = 0, both = 0;

      g_assert_cmpint (cairo_image_surface_get_stride (numbered.surface), ==, width * 4);
      for (int i = 0; i < width * height; i++)
        {
          gboolean number = (a[i] & 0xffffff) != (b[i] & 0xffffff);
          gboolean name = (c[i] & 0xffffff) != (a[i] & 0xffffff);

          number_pixels += number;
          name_pixels += name;
          both += number && name;
        }
      g_test_message ("%d × %d: numbers %u pixels, names %u, both %u", width, height, number_pixels, name_pixels,
                      both);
      g_assert_cmpuint (number_pixels, >, 1000);
      g_assert_cmpuint (name_pixels, >, 1000);
      g_assert_cmpuint (both, ==, 0);

      cairo_surface_destroy (numbered.surface);
      cairo_surface_destroy (bare.surface);
      cairo_surface_destroy (named.surface);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wc66/figures/arms-differ", test_arms_differ);
  g_test_add_func ("/wc66/figures/symbol-contrasts", test_symbol_contrasts);
  g_test_add_func ("/wc66/figures/small-plain", test_small_plain);
  g_test_add_func ("/wc66/figures/names-keep-off-numbers", test_names_keep_off_numbers);
  return g_test_run ();
}
