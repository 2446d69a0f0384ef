/* test-underlay.c: the map image: decoded from its file, calibrated by two clicks and a distance, its page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-underlay"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-calibrate-dialog.h"
#include "vt-calibrate-tool.h"
#include "vt-map-view.h"
#include "vt-resources.h"
#include "vt-ui-test.h"
#include "vt-underlay-image.h"
#include "vt-underlay-panel.h"

/* The scan's ink: a dark blue no terrain of the fixture has. */
#define INK_RED   0x20
#define INK_GREEN 0x40
#define INK_BLUE  0xc0

static const char svg_text[] =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\">"
  "<rect width=\"30\" height=\"20\" fill=\"#2040c0\"/></svg>\n";

/* a folder of the test's own, gone when the test is */
static char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("vt-underlay-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

/* A @width × @height picture all of the scan's ink, as @type ("png",
 * "jpeg", "tiff") at @folder/@name, written as any program would. */
static char *
write_picture (const char *folder,
               const char *name,
               const char *type,
               int         width,
               int         height)
{
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, width, height);
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (folder, name, NULL);

  gdk_pixbuf_fill (pixbuf, (INK_RED << 24) | (INK_GREEN << 16) | (INK_BLUE << 8) | 0xff);
  g_assert_true (gdk_pixbuf_save (pixbuf, path, type, &error, NULL));
  g_assert_no_error (error);
  return path;
}

/* the colour of a pixel of an ARGB32 surface */
static void
surface_pixel (cairo_surface_t *surface,
               int              x,
               int              y,
               guchar           rgb[3])
{
  const guchar *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgb[0] = (pixel >> 16) & 0xff;
  rgb[1] = (pixel >> 8) & 0xff;
  rgb[2] = pixel & 0xff;
}

static gboolean
is_ink (const guchar rgb[3])
{
  /* a JPEG's colours come back within a few steps */
  return abs (rgb[0] - INK_RED) < 10 && abs (rgb[1] - INK_GREEN) < 10 && abs (rgb[2] - INK_BLUE) < 10;
}

/* PNG, JPEG, TIFF and SVG read from a file named relative to the scenario,
 * each the size it was written at and in its colour. */
static void
test_underlay_decodes (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *scenario_path = g_build_filename (folder, "battle.vertrauter", NULL);
  g_autoptr(GFile) scenario_file = g_file_new_for_path (scenario_path);
  g_autofree char *svg_path = g_build_filename (folder, "plan.svg", NULL);
  struct {
    const char *name;
    const char *type;
  } pictures[] = {
    { "scan.png", "png" },
    { "photo.jpg", "jpeg" },
    { "scan.tif", "tiff" },
  };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (pictures); i++)
    {
      g_autofree char *path = write_picture (folder, pictures[i].name, pictures[i].type, 40, 24);
      g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href (pictures[i].name);
      cairo_surface_t *surface = vt_underlay_image_load (underlay, scenario_file, &error);
      guchar rgb[3];

      g_test_message ("%s", path);
      g_assert_no_error (error);
      g_assert_nonnull (surface);
      g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 40);
      g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 24);
      surface_pixel (surface, 20, 12, rgb);
      g_assert_true (is_ink (rgb));
      cairo_surface_destroy (surface);
    }

  g_assert_true (g_file_set_contents (svg_path, svg_text, -1, &error));
  {
    g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("plan.svg");
    cairo_surface_t *surface = vt_underlay_image_load (underlay, scenario_file, &error);
    guchar rgb[3];

    /* librsvg's loader reads it where it is installed (librsvg2-common) */
    g_assert_no_error (error);
    g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 30);
    g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 20);
    surface_pixel (surface, 15, 10, rgb);
    g_assert_true (is_ink (rgb));
    cairo_surface_destroy (surface);
  }
}

/* Embedded bytes decode too, and every copy the editor makes is decoded
 * once; a file that is not there is an error naming it. */
static void
test_underlay_embedded_kept_and_missing (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *path = write_picture (folder, "scan.png", "png", 8, 6);
  g_autofree char *missing = g_build_filename (folder, "maps", "gone.png", NULL);
  g_autoptr(VtUnderlayImage) image = vt_underlay_image_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtUnderlay) embedded = NULL;
  g_autoptr(VtUnderlay) copy = NULL;
  g_autoptr(VtUnderlay) gone = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  cairo_surface_t *first;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  bytes = g_bytes_new (contents, length);
  embedded = vt_underlay_new_embedded (bytes, "image/png");
  first = vt_underlay_image_get_surface (image, embedded, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cairo_image_surface_get_width (first), ==, 8);
  copy = vt_underlay_copy (embedded);
  vt_underlay_set_opacity (copy, 0.9);
  g_assert_true (vt_underlay_image_get_surface (image, copy, NULL) == first);

  /* zoomed far out, a halved copy of the same size on the map */
  {
    g_autofree char *large_path = write_picture (folder, "large.png", "png", 400, 300);
    g_autoptr(VtUnderlay) large = vt_underlay_new_for_href (large_path);
    cairo_surface_t *whole = vt_underlay_image_get_surface (image, large, &error);
    cairo_surface_t *eighth = vt_underlay_image_get_surface_at (image, large, 0.1, &error);
    double x_scale, y_scale;
    guchar rgb[3];

    g_assert_no_error (error);
    g_assert_cmpint (cairo_image_surface_get_width (whole), ==, 400);
    /* halved three times: an eighth still has more than 0.1 of a pixel's pixels */
    g_assert_cmpint (cairo_image_surface_get_width (eighth), ==, 50);
    g_assert_cmpint (cairo_image_surface_get_height (eighth), ==, 38);
    cairo_surface_get_device_scale (eighth, &x_scale, &y_scale);
    g_assert_cmpfloat (x_scale, ==, 0.125);
    surface_pixel (eighth, 25, 19, rgb);
    g_assert_true (is_ink (rgb));
    g_assert_true (vt_underlay_image_get_surface_at (image, large, 0.1, NULL) == eighth);
    g_assert_true (vt_underlay_image_get_surface_at (image, large, 2, NULL) == whole);
  }

  gone = vt_underlay_new_for_href (missing);
  g_assert_null (vt_underlay_image_get_surface (image, gone, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, missing));
  g_clear_error (&error);

  /* not a picture at all: said so, with the file */
  g_assert_true (g_file_set_contents (path, "not a picture", -1, &error));
  {
    g_autoptr(VtUnderlay) junk = vt_underlay_new_for_href (path);

    g_assert_null (vt_underlay_image_load (junk, NULL, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, path));
  }
}

static guint32
png_crc (const guint8 *data,
         gsize         length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return crc ^ 0xffffffff;
}

/* Issue 27: "a 389 KB PNG took 16.9 s and 1.2 GB, only to be refused". A
 * PNG whose header says 60,000 × 60,000 pixels, with a few bytes of data:
 * refused by its header's size, before any of it is decoded. */
static void
test_underlay_refused_by_header (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *path = write_picture (folder, "huge.png", "png", 2, 2);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUnderlay) huge = NULL;
  gsize length;
  guint8 *ihdr;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  /* the IHDR chunk follows the 8-byte signature: length, "IHDR", width, height… */
  ihdr = (guint8 *) contents + 8;
  g_assert_true (memcmp (ihdr + 4, "IHDR", 4) == 0);
  for (guint i = 0; i < 2; i++)
    {
      guint32 side = GUINT32_TO_BE (60000);

      memcpy (ihdr + 8 + 4 * i, &side, 4);
    }
  {
    guint32 crc = GUINT32_TO_BE (png_crc (ihdr + 4, 4 + 13));

    memcpy (ihdr + 8 + 13, &crc, 4);
  }
  g_assert_true (g_file_set_contents (path, contents, length, &error));

  huge = vt_underlay_new_for_href (path);
  g_assert_null (vt_underlay_image_load (huge, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "is 60000 × 60000 pixels; it can be at most 32767 on a side"));
}

/* the view and the page side by side */

typedef struct {
  char            *folder;
  GFile           *scenario_file;
  VtGame          *game;
  VtEditor        *editor;
  GtkWidget       *window;
  VtMapView       *view;
  VtUnderlayPanel *panel;
} Desk;

/* A 4000 × 3000 pace sheet of open ground, its view and the map image page. */
static Desk *
open_desk (VtUnderlay *underlay)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "fixture-terrain");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-terrain", map);
  g_autofree char *path = NULL;
  Desk *desk = g_new0 (Desk, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *panel = vt_underlay_panel_new ();

  g_assert_nonnull (ruleset);
  if (underlay != NULL)
    vt_scenario_set_underlay (scenario, underlay);
  desk->folder = make_folder ();
  path = g_build_filename (desk->folder, "battle.vertrauter", NULL);
  desk->scenario_file = g_file_new_for_path (path);
  desk->game = vt_game_new (scenario, ruleset, 1);
  desk->editor = vt_editor_new (desk->game);

  desk->window = gtk_window_new ();
  desk->view = VT_MAP_VIEW (vt_map_view_new ());
  desk->panel = VT_UNDERLAY_PANEL (panel);
  gtk_widget_set_size_request (panel, 300, -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (desk->view));
  gtk_box_append (GTK_BOX (box), panel);
  gtk_window_set_default_size (GTK_WINDOW (desk->window), 940, 480);
  gtk_window_set_child (GTK_WINDOW (desk->window), box);
  vt_map_view_set_game (desk->view, desk->game);
  vt_underlay_panel_set_map_view (desk->panel, desk->view);
  vt_underlay_panel_set_scenario_file (desk->panel, desk->scenario_file);
  vt_underlay_panel_set_editor (desk->panel, desk->editor);
  gtk_window_present (GTK_WINDOW (desk->window));
  vt_ui_wait_for_paint (desk->window);
  return desk;
}

static void
close_desk (Desk *desk)
{
  gtk_window_destroy (GTK_WINDOW (desk->window));
  g_object_unref (desk->editor);
  g_object_unref (desk->game);
  g_object_unref (desk->scenario_file);
  g_free (desk->folder);
  g_free (desk);
}

static VtUnderlay *
desk_underlay (Desk *desk)
{
  return vt_scenario_get_underlay (vt_game_get_scenario (desk->game));
}

/* The colour the view shows at map point @point, drawn by the window's renderer. */
static void
view_pixel (VtMapView     *view,
            const VtPoint *point,
            guchar         rgb[3])
{
  GtkWidget *widget = GTK_WIDGET (view);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  gsize stride = (gsize) width * 4;
  const guchar *p;
  double x, y;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);
  g_assert_true (vt_map_view_to_widget (view, point, &x, &y));
  g_assert_true (x >= 0 && x < width && y >= 0 && y < height);
  p = data + (int) y * stride + (int) x * 4;   /* B G R A */
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

/* bluer than the buff paper by far: the scan shows there */
static gboolean
scan_shows (VtMapView     *view,
            const VtPoint *point)
{
  guchar rgb[3];

  view_pixel (view, point, rgb);
  g_test_message ("(%.0f, %.0f) shows %d %d %d", point->x, point->y, rgb[0], rgb[1], rgb[2]);
  return rgb[2] > rgb[0] + 40;
}

static void
click_image_pixel (Desk          *desk,
                   const VtPoint *pixel)
{
  VtPoint point;
  double x, y;

  vt_calibration_image_to_map (vt_underlay_get_calibration (desk_underlay (desk)), pixel, &point);
  g_assert_true (vt_map_view_to_widget (desk->view, &point, &x, &y));
  vt_map_view_press (desk->view, x, y, 0);
  vt_map_view_release (desk->view, x, y);
}

static const char *
label_text (Desk       *desk,
            const char *name)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (desk->panel), name);

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

/* Import fits the picture over the sheet; two clicks 160 pixels apart and
 * 250 m between them make it 250 / 0.627706 / 160 = 2.489 paces a pixel
 * (the pace of 2 Rhenish feet, vt-calibration.c), a third click north turns it, the page says so in words, undo
 * takes it back, and the saved file keeps it. */
static void
test_underlay_import_and_calibrate (void)
{
  Desk *desk = open_desk (NULL);
  g_autofree char *scan = write_picture (desk->folder, "scan.png", "png", 200, 100);
  g_autoptr(GFile) scan_file = g_file_new_for_path (scan);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) reread = NULL;
  const VtCalibration *calibration;
  VtCalibrateTool *tool;
  VtCalibrateDialog *dialog;
  VtPoint a = { 20, 50 }, b = { 180, 50 }, north = { 30, 0 }, a_map;
  double rotation = atan2 (-10, 50);
  double scale = 250 / 0.627706 / 160;

  /* fitted: 4000 / 200 = 20 paces a pixel, 3000 − 100 · 20 = 1000 to share above and below */
  g_assert_true (vt_underlay_panel_import_file (desk->panel, scan_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_underlay_get_href (desk_underlay (desk)), ==, "scan.png");
  calibration = vt_underlay_get_calibration (desk_underlay (desk));
  g_assert_cmpfloat_with_epsilon (calibration->scale, 20, 1e-9);
  g_assert_cmpfloat_with_epsilon (calibration->offset.x, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (calibration->offset.y, 500, 1e-9);
  g_assert_cmpstr (label_text (desk, "underlay-calibration"), ==, "1 pixel = 20.0 paces");
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 300 }));

  vt_underlay_panel_calibrate (desk->panel);
  g_assert_true (VT_IS_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view)));
  tool = VT_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view));
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-prompt")));
  click_image_pixel (desk, &a);
  click_image_pixel (desk, &b);
  g_assert_cmpuint (vt_calibrate_tool_get_n_points (tool), ==, 2);
  g_assert_null (vt_calibrate_tool_get_dialog (tool));
  click_image_pixel (desk, &north);
  /* the third click asks at once */
  dialog = vt_calibrate_tool_get_dialog (tool);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (vt_calibrate_dialog_get_unit (dialog), ==, "pace");
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "calibrate-dialog.png"));
  vt_calibrate_dialog_set_distance (dialog, 250, "metre");
  vt_calibrate_dialog_confirm (dialog);

  /* the picture: 2.489 paces a pixel, turned until north is up, the first
   * point where the scale alone puts it */
  calibration = vt_underlay_get_calibration (desk_underlay (desk));
  g_assert_cmpfloat_with_epsilon (calibration->scale, scale, 1e-9);
  g_assert_cmpfloat_with_epsilon (calibration->rotation, rotation, 1e-9);
  /* Issue 25 item 13: nothing drawn yet, so the sheet was fitted to the
   * turned picture, its corners on the sheet and one touching each edge;
   * a step of its own, taken back to see the calibration alone */
  {
    VtMap *sheet = vt_scenario_get_map (vt_game_get_scenario (desk->game));
    VtPoint least = { G_MAXDOUBLE, G_MAXDOUBLE }, most = { -G_MAXDOUBLE, -G_MAXDOUBLE };

    for (guint corner = 0; corner < 4; corner++)
      {
        VtPoint at;

        vt_calibration_image_to_map (calibration, &(VtPoint) { (corner & 1) ? 200 : 0, (corner & 2) ? 100 : 0 }, &at);
        least.x = MIN (least.x, at.x);
        least.y = MIN (least.y, at.y);
        most.x = MAX (most.x, at.x);
        most.y = MAX (most.y, at.y);
      }
    g_test_message ("sheet %g × %g, picture (%g, %g) to (%g, %g)", vt_map_get_width (sheet), vt_map_get_height (sheet),
                    least.x, least.y, most.x, most.y);
    g_assert_cmpfloat (least.x, >=, 0);
    g_assert_cmpfloat (least.x, <, 1);
    g_assert_cmpfloat (least.y, >=, 0);
    g_assert_cmpfloat (least.y, <, 1);
    g_assert_cmpfloat (vt_map_get_width (sheet), ==, ceil (most.x));
    g_assert_cmpfloat (vt_map_get_height (sheet), ==, ceil (most.y));
    g_assert_cmpstr (vt_editor_get_undo_label (desk->editor), ==, "Fit the Sheet to the Picture");
    g_assert_true (vt_editor_undo (desk->editor));
    g_assert_cmpfloat (vt_map_get_width (sheet), ==, 4000);
    calibration = vt_underlay_get_calibration (desk_underlay (desk));
    /* the view had gone to the fitted sheet: back to the whole, as Ctrl+0 */
    vt_map_view_zoom_fit (desk->view);
  }
  vt_calibration_image_to_map (calibration, &a, &a_map);
  g_assert_cmpfloat_with_epsilon (a_map.x, 20 * scale, 1e-4);
  g_assert_cmpfloat_with_epsilon (a_map.y, 50 * scale, 1e-4);
  g_assert_cmpstr (label_text (desk, "underlay-calibration"), ==,
                   "1 pixel = 2.49 paces, turned 11.3° anticlockwise");
  /* the tool is done, the view selects again */
  g_assert_false (VT_IS_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view)));
  g_assert_false (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-prompt")));
  vt_ui_iterate_for (50);
  /* 2.489 paces a pixel: the scan now ends near (500, 250) */
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 200, 150 }));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));
  vt_ui_wait_for_paint (desk->window);
  vt_ui_capture_free (vt_ui_capture_window (desk->window, "underlay-calibrated.png"));

  /* saved and read back: the same calibration */
  g_assert_true (vt_game_file_save (desk->game, desk->scenario_file, &error));
  g_assert_no_error (error);
  reread = vt_game_file_load (desk->scenario_file, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  {
    const VtCalibration *kept = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (reread)));

    g_assert_cmpfloat_with_epsilon (kept->scale, scale, 1e-6);
    g_assert_cmpfloat_with_epsilon (kept->rotation, rotation, 1e-6);
  }

  /* one step of undo, back to the fitted picture */
  g_assert_true (vt_editor_undo (desk->editor));
  calibration = vt_underlay_get_calibration (desk_underlay (desk));
  g_assert_cmpfloat_with_epsilon (calibration->scale, 20, 1e-9);
  g_assert_cmpfloat_with_epsilon (calibration->rotation, 0, 1e-12);
  g_assert_cmpstr (label_text (desk, "underlay-calibration"), ==, "1 pixel = 20.0 paces");
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));

  close_desk (desk);
}

/* Enter after two clicks asks without turning; Escape gives up and the
 * view selects again with nothing changed; Backspace takes a click back. */
static void
test_underlay_calibrate_keys (void)
{
  Desk *desk = open_desk (NULL);
  g_autofree char *scan = write_picture (desk->folder, "scan.png", "png", 200, 100);
  g_autoptr(GFile) scan_file = g_file_new_for_path (scan);
  VtCalibrateTool *tool;
  VtCalibrateDialog *dialog;
  const char *undo_label;

  g_assert_true (vt_underlay_panel_import_file (desk->panel, scan_file, NULL));
  undo_label = vt_editor_get_undo_label (desk->editor);

  vt_underlay_panel_calibrate (desk->panel);
  tool = VT_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view));
  click_image_pixel (desk, &(VtPoint) { 10, 10 });
  g_assert_cmpuint (vt_calibrate_tool_get_n_points (tool), ==, 1);
  /* Enter needs two points */
  g_assert_false (vt_map_tool_key_pressed (VT_MAP_TOOL (tool), GDK_KEY_Return, 0));
  g_assert_true (vt_map_tool_key_pressed (VT_MAP_TOOL (tool), GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (vt_calibrate_tool_get_n_points (tool), ==, 0);
  click_image_pixel (desk, &(VtPoint) { 10, 10 });
  g_assert_true (vt_map_tool_key_pressed (VT_MAP_TOOL (tool), GDK_KEY_Escape, 0));
  g_assert_false (VT_IS_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view)));
  g_assert_cmpstr (vt_editor_get_undo_label (desk->editor), ==, undo_label);

  /* Enter after two: the dialog, without turning; 100 pixels are 100 paces */
  vt_underlay_panel_calibrate (desk->panel);
  tool = VT_CALIBRATE_TOOL (vt_map_view_get_tool (desk->view));
  click_image_pixel (desk, &(VtPoint) { 50, 50 });
  click_image_pixel (desk, &(VtPoint) { 150, 50 });
  vt_ui_wait_for_paint (desk->window);
  vt_ui_capture_free (vt_ui_capture_window (desk->window, "underlay-two-clicks.png"));
  g_assert_true (vt_map_tool_key_pressed (VT_MAP_TOOL (tool), GDK_KEY_Return, 0));
  dialog = vt_calibrate_tool_get_dialog (tool);
  g_assert_nonnull (dialog);
  /* a distance of 0 is refused in words, and the dialog stays */
  vt_calibrate_dialog_set_distance (dialog, 0, "pace");
  vt_calibrate_dialog_confirm (dialog);
  g_assert_true (vt_calibrate_tool_get_dialog (tool) == dialog);
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "calibrate-error")));
  vt_calibrate_dialog_set_distance (dialog, 100, "pace");
  vt_calibrate_dialog_confirm (dialog);
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_calibration (desk_underlay (desk))->scale, 1, 1e-6);
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_calibration (desk_underlay (desk))->rotation, 0, 1e-12);
  g_assert_cmpstr (label_text (desk, "underlay-calibration"), ==, "1 pixel = 1.00 paces");

  close_desk (desk);
}

/* A run of opacity changes is one step of undo; hiding and embedding are
 * each one; the embedded picture is in the saved file and draws alike. */
static void
test_underlay_page_settings (void)
{
  Desk *desk = open_desk (NULL);
  g_autofree char *scan = write_picture (desk->folder, "scan.png", "png", 200, 100);
  g_autoptr(GFile) scan_file = g_file_new_for_path (scan);
  GtkRange *opacity = GTK_RANGE (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-opacity"));
  GtkSwitch *shown = GTK_SWITCH (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-shown"));
  GtkCheckButton *embed = GTK_CHECK_BUTTON (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-embed"));
  g_autoptr(GBytes) saved = NULL;
  const VtPoint middle = { 2000, 1500 };

  g_assert_true (vt_underlay_panel_import_file (desk->panel, scan_file, NULL));
  g_assert_cmpfloat (gtk_range_get_value (opacity), ==, 50);

  gtk_range_set_value (opacity, 60);
  gtk_range_set_value (opacity, 70);
  gtk_range_set_value (opacity, 90);
  /* drawn at once, while the slider moves */
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_opacity (desk_underlay (desk)), 0.9, 1e-9);
  vt_ui_iterate_for (700);
  g_assert_true (vt_editor_undo (desk->editor));
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_opacity (desk_underlay (desk)), 0.5, 1e-9);
  g_assert_cmpfloat (gtk_range_get_value (opacity), ==, 50);
  g_assert_true (vt_editor_redo (desk->editor));
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_opacity (desk_underlay (desk)), 0.9, 1e-9);

  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &middle));
  gtk_switch_set_active (shown, FALSE);
  g_assert_false (vt_underlay_get_shown (desk_underlay (desk)));
  vt_ui_iterate_for (50);
  g_assert_false (scan_shows (desk->view, &middle));
  g_assert_true (vt_editor_undo (desk->editor));
  g_assert_true (gtk_switch_get_active (shown));
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &middle));

  /* the underlay the view draws, hidden in place (not through the
   * editor): the view's kept tiles follow it all the same */
  vt_underlay_set_shown (vt_scenario_get_underlay (vt_game_get_state (desk->game)), FALSE);
  vt_ui_iterate_for (50);
  g_assert_false (scan_shows (desk->view, &middle));
  vt_underlay_set_shown (vt_scenario_get_underlay (vt_game_get_state (desk->game)), TRUE);
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &middle));

  /* kept in the file: the bytes travel with the scenario */
  gtk_check_button_set_active (embed, TRUE);
  g_assert_true (vt_underlay_is_embedded (desk_underlay (desk)));
  g_assert_null (vt_underlay_get_href (desk_underlay (desk)));
  saved = vt_game_file_to_bytes (desk->game);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), "<data>"));
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &middle));
  /* and back to the file it came from */
  gtk_check_button_set_active (embed, FALSE);
  g_assert_false (vt_underlay_is_embedded (desk_underlay (desk)));
  g_assert_cmpstr (vt_underlay_get_href (desk_underlay (desk)), ==, "scan.png");

  vt_ui_wait_for_paint (desk->window);
  vt_ui_capture_free (vt_ui_capture_window (desk->window, "underlay-page.png"));
  close_desk (desk);
}

/* A large scan seen whole is drawn from a halved copy, over the same
 * ground: 2000 × 1000 pixels fitted at 2 paces a pixel lie from y = 500
 * to 2500, and the view shows about a third of a device pixel a pixel. */
static void
test_underlay_large_scan_in_view (void)
{
  Desk *desk = open_desk (NULL);
  g_autofree char *scan = write_picture (desk->folder, "large.png", "png", 2000, 1000);
  g_autoptr(GFile) scan_file = g_file_new_for_path (scan);

  g_assert_true (vt_underlay_panel_import_file (desk->panel, scan_file, NULL));
  g_assert_cmpfloat (vt_map_view_get_scale (desk->view) * 2, <, 0.5);
  vt_ui_iterate_for (50);
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 2000, 520 }));
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 2000, 2480 }));
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 3980, 1500 }));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 480 }));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 2520 }));

  close_desk (desk);
}

/* A scenario whose picture is not where it says: the page says so with
 * the path it looked at; the map opens without the picture. */
static void
test_underlay_missing_shown (void)
{
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("maps/gone.png");
  Desk *desk = open_desk (underlay);
  g_autofree char *expected = g_build_filename (desk->folder, "maps", "gone.png", NULL);
  GtkWidget *error_label = vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-error");

  g_assert_true (gtk_widget_get_visible (error_label));
  g_test_message ("%s", gtk_label_get_label (GTK_LABEL (error_label)));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), expected));
  g_assert_nonnull (vt_ui_find_label (desk->window, gtk_label_get_label (GTK_LABEL (error_label)), FALSE));
  /* nothing to click on */
  g_assert_false (gtk_widget_get_sensitive (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-calibrate")));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));
  g_assert_cmpstr (label_text (desk, "underlay-calibration"), ==, "Not calibrated yet: 1 pixel = 1.00 paces");
  vt_ui_wait_for_paint (desk->window);
  vt_ui_capture_free (vt_ui_capture_window (desk->window, "underlay-missing.png"));

  close_desk (desk);
}

/* The picture moved, the designer finds it: Locate… (Alt+L), the path
 * typed into the file chooser, Enter; the pins and the tracing stay, and
 * the picture lies where it did. */
static void
test_underlay_locate (void)
{
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("maps/gone.png");
  VtCalibrationPoint pins[2] = {
    { .image = { 0, 0 }, .map = { 0, 500 } },
    { .image = { 200, 0 }, .map = { 4000, 500 } },
  };
  Desk *desk;
  g_autofree char *moved = NULL;
  GtkWidget *locate;
  GtkWidget *chooser;
  const VtCalibration *calibration;
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_underlay_set_points (underlay, pins, 2, &error));
  desk = open_desk (underlay);
  g_assert_cmpint (g_mkdir (g_build_filename (desk->folder, "scans", NULL), 0700), ==, 0);
  moved = write_picture (desk->folder, "scans/Kunzendorf.png", "png", 200, 100);
  locate = vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-locate");
  g_assert_true (gtk_widget_get_visible (locate));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));

  vt_ui_press (desk->window, "<Alt>l");
  chooser = GTK_WIDGET (vt_ui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  g_test_message ("%s", gtk_window_get_title (GTK_WINDOW (chooser)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Locate the Map Image");
  vt_ui_iterate_for (300);
  vt_ui_press (chooser, "<Control>l");
  vt_ui_iterate_for (100);
  vt_ui_type (chooser, moved);
  vt_ui_iterate_for (100);
  vt_ui_press (chooser, "Return");
  vt_ui_wait_for_no_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  vt_ui_iterate_for (100);

  /* found, named beside the scenario, calibrated as it was */
  g_assert_cmpstr (vt_underlay_get_href (desk_underlay (desk)), ==, "scans/Kunzendorf.png");
  calibration = vt_underlay_get_calibration (desk_underlay (desk));
  g_assert_cmpfloat_with_epsilon (calibration->scale, 20, 1e-9);
  g_assert_cmpfloat_with_epsilon (calibration->offset.y, 500, 1e-9);
  g_assert_false (gtk_widget_get_visible (locate));
  g_assert_false (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-error")));
  g_assert_true (gtk_widget_get_sensitive (vt_ui_find_by_name (GTK_WIDGET (desk->panel), "underlay-calibrate")));
  vt_ui_wait_for_paint (desk->window);
  g_assert_true (scan_shows (desk->view, &(VtPoint) { 2000, 1500 }));
  g_assert_false (scan_shows (desk->view, &(VtPoint) { 2000, 300 }));
  /* one step of undo */
  g_assert_true (vt_editor_undo (desk->editor));
  g_assert_cmpstr (vt_underlay_get_href (desk_underlay (desk)), ==, "maps/gone.png");

  close_desk (desk);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  /* the page's and the dialog's templates, as VtApplication registers them */
  vt_register_resource ();

  g_test_add_func ("/vt/ui/underlay/decodes", test_underlay_decodes);
  g_test_add_func ("/vt/ui/underlay/embedded-kept-and-missing", test_underlay_embedded_kept_and_missing);
  g_test_add_func ("/vt/ui/underlay/import-and-calibrate", test_underlay_import_and_calibrate);
  g_test_add_func ("/vt/ui/underlay/calibrate-keys", test_underlay_calibrate_keys);
  g_test_add_func ("/vt/ui/underlay/page-settings", test_underlay_page_settings);
  g_test_add_func ("/vt/ui/underlay/large-scan-in-view", test_underlay_large_scan_in_view);
  g_test_add_func ("/vt/ui/underlay/missing-shown", test_underlay_missing_shown);
  g_test_add_func ("/vt/ui/underlay/locate", test_underlay_locate);
  g_test_add_func ("/vt/ui/underlay/refused-by-header", test_underlay_refused_by_header);

  return g_test_run ();
}
