/* test-window.c: drives the real Vertrauter window and checks what it shows, and plays a Zug in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-window"

#include "config.h"

#include <math.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-new-dialog.h"
#include "vt-tables-window.h"
#include "vt-window.h"

/* a piece of open ground in window.vertrauter, far from every feature and label */
#define OPEN_GROUND_X 3000.0
#define OPEN_GROUND_Y 2650.0

static VtApplication *app;

/* main loop helpers */

static gboolean
wake_up (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

typedef gboolean (*Condition) (gpointer data);

/* Iterates until @condition holds; fails the test after ten seconds. */
static void
wait_until (Condition condition,
            gpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint ticker = g_timeout_add (10, wake_up, NULL);

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for the window");
      g_main_context_iteration (NULL, TRUE);
    }

  g_source_remove (ticker);
}

static void
iterate_for (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * 1000;
  guint ticker = g_timeout_add (10, wake_up, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (ticker);
}

typedef struct {
  GtkWidget *window;
  guint      paints;
  guint      wanted;
  gulong     handler;
} PaintWait;

static void
count_paint (GdkFrameClock *clock,
             PaintWait     *wait)
{
  /* Nothing else may ask for the next frame. */
  if (++wait->paints < wait->wanted)
    gtk_widget_queue_draw (wait->window);
}

static gboolean
has_painted (gpointer data)
{
  PaintWait *wait = data;
  GdkFrameClock *clock;

  if (!gtk_widget_get_mapped (wait->window))
    return FALSE;

  clock = gtk_widget_get_frame_clock (wait->window);
  if (clock != NULL && wait->handler == 0)
    {
      wait->handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), wait);
      gtk_widget_queue_draw (wait->window);
    }

  return wait->paints >= wait->wanted;
}

/* Waits until @window is on screen, laid out and painted twice since now. */
static void
wait_for_paint (GtkWidget *window)
{
  PaintWait wait = { window, 0, 2, 0 };

  wait_until (has_painted, &wait);
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (window), wait.handler);
}

static void
close_all_windows (void)
{
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);

  iterate_for (50);
}

/* the widget tree */

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (labels, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* a label on screen whose text is, or with @prefix starts with, @text */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *text,
            gboolean    prefix)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_labels (root, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *shown = gtk_label_get_text (labels->pdata[i]);

      if (prefix ? g_str_has_prefix (shown, text) : g_strcmp0 (shown, text) == 0)
        return labels->pdata[i];
    }

  return NULL;
}

static GtkWidget *
find_by_name (GtkWidget  *widget,
              const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_name (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
find_by_type (GtkWidget *widget,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWindow *
find_toplevel (GType type)
{
  GList *windows = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = windows; l != NULL && found == NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (windows);

  return found;
}

static gboolean
toplevel_shown (gpointer type)
{
  GtkWindow *window = find_toplevel (GPOINTER_TO_SIZE (type));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

static GtkWindow *
wait_for_toplevel (GType type)
{
  wait_until (toplevel_shown, GSIZE_TO_POINTER (type));
  return find_toplevel (type);
}

/* pixels */

typedef struct {
  int     width;
  int     height;
  gsize   stride;
  guchar *data; /* Cairo ARGB32: B, G, R, A in memory */
} Capture;

static void
capture_free (Capture *capture)
{
  g_free (capture->data);
  g_free (capture);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Capture, capture_free)

/* Renders the window as the umpire sees it, with its own renderer, and
 * writes it to @png_name under the test's build folder for a human look. */
static Capture *
capture_window (GtkWidget  *window,
                const char *png_name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  Capture *capture = g_new0 (Capture, 1);

  capture->width = gtk_widget_get_width (window);
  capture->height = gtk_widget_get_height (window);
  g_assert_cmpint (capture->width, >, 0);
  g_assert_cmpint (capture->height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, capture->width, capture->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, capture->width, capture->height));
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, capture->width);

  capture->stride = (gsize) capture->width * 4;
  capture->data = g_malloc (capture->stride * capture->height);
  gdk_texture_download (texture, capture->data, capture->stride);

  if (png_name != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui", png_name, NULL);

      if (!gdk_texture_save_to_png (texture, path))
        g_test_message ("could not write %s", path);
      else
        g_test_message ("the window as drawn: %s", path);
    }

  return capture;
}

static void
capture_pixel (const Capture *capture,
               int            x,
               int            y,
               guchar         rgb[3])
{
  const guchar *p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, capture->width);
  g_assert_cmpint (y, <, capture->height);

  p = capture->data + y * capture->stride + x * 4;
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

static gboolean
near_colour (const guchar rgb[3],
             double       red,
             double       green,
             double       blue,
             int          tolerance)
{
  return abs (rgb[0] - (int) round (red * 255)) <= tolerance &&
         abs (rgb[1] - (int) round (green * 255)) <= tolerance &&
         abs (rgb[2] - (int) round (blue * 255)) <= tolerance;
}

static void
map_bounds (VtWindow        *window,
            graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (vt_window_get_map_view (window)),
                                            GTK_WIDGET (window), bounds));
  g_assert_cmpfloat (bounds->size.width, >, 100);
  g_assert_cmpfloat (bounds->size.height, >, 100);
}

/* the share of the map view's pixels near the colour */
static double
colour_fraction (const Capture         *capture,
                 const graphene_rect_t *bounds,
                 const VtColour        *colour,
                 int                    tolerance)
{
  guint matching = 0, total = 0;

  for (int y = (int) ceil (bounds->origin.y); y < (int) (bounds->origin.y + bounds->size.height); y++)
    for (int x = (int) ceil (bounds->origin.x); x < (int) (bounds->origin.x + bounds->size.width); x++)
      {
        guchar rgb[3];

        capture_pixel (capture, x, y, rgb);
        matching += near_colour (rgb, colour->red, colour->green, colour->blue, tolerance);
        total++;
      }

  return total > 0 ? (double) matching / total : 0;
}

/* the share of the map view's pixels that differ between two captures */
static double
changed_fraction (const Capture         *before,
                  const Capture         *after,
                  const graphene_rect_t *bounds)
{
  guint changed = 0, total = 0;

  for (int y = (int) ceil (bounds->origin.y); y < (int) (bounds->origin.y + bounds->size.height); y++)
    for (int x = (int) ceil (bounds->origin.x); x < (int) (bounds->origin.x + bounds->size.width); x++)
      {
        guchar a[3], b[3];

        capture_pixel (before, x, y, a);
        capture_pixel (after, x, y, b);
        changed += memcmp (a, b, 3) != 0;
        total++;
      }

  return (double) changed / total;
}

/* The colour the core renderer gives a map point, drawn on its own. */
static void
renderer_colour_at (VtScenario    *scenario,
                    VtRuleset     *ruleset,
                    const VtPoint *point,
                    double         scale,
                    guchar         rgb[3])
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  VtViewport viewport = { { point->x, point->y }, scale, 1, 1 };
  VtRenderOptions options = { NULL, TRUE };
  const guchar *p;

  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  vt_map_renderer_draw (cr, scenario, ruleset, &viewport, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  p = cairo_image_surface_get_data (surface);
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
  cairo_surface_destroy (surface);
}

/* the game the tests open */

static VtWindow *
open_game (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtWindow *window;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = VT_WINDOW (wait_for_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (vt_window_get_game (window));
  wait_for_paint (GTK_WIDGET (window));

  return window;
}

static VtWindow *
open_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ui", "window.vertrauter", NULL);

  return open_game (path);
}

static void
test_window_shows_map (void)
{
  VtWindow *window = open_sample ();
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtMapView *view = vt_window_get_map_view (window);
  const VtTerrainKind *wood;
  graphene_rect_t bounds;
  g_autoptr(Capture) capture = NULL;
  VtViewport viewport;
  VtPoint open_ground = { OPEN_GROUND_X, OPEN_GROUND_Y };
  guchar expected[3], shown[3];
  double x, y, wood_share;

  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_id (ruleset), ==, "fixture-terrain");
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "window.vertrauter"));
  g_assert_false (vt_window_get_dirty (window));

  capture = capture_window (GTK_WIDGET (window), "window.png");
  map_bounds (window, &bounds);

  /* The two woods are dark green and cover a good part of the map. */
  wood = vt_ruleset_find_terrain_kind (ruleset, "wood");
  g_assert_nonnull (wood);
  wood_share = colour_fraction (capture, &bounds, &wood->fill, 16);
  g_test_message ("wood covers %.1f %% of the map view", wood_share * 100);
  g_assert_cmpfloat (wood_share, >, 0.04);

  /* Open ground shows the renderer's ground colour, not wood. */
  vt_map_view_get_viewport (view, &viewport);
  vt_viewport_to_device (&viewport, &open_ground, &x, &y);
  renderer_colour_at (vt_game_get_state (game), ruleset, &open_ground, viewport.scale, expected);
  g_assert_false (near_colour (expected, wood->fill.red, wood->fill.green, wood->fill.blue, 16));
  capture_pixel (capture, (int) (bounds.origin.x + x), (int) (bounds.origin.y + y), shown);
  g_test_message ("ground: renderer #%02x%02x%02x, window #%02x%02x%02x",
                  expected[0], expected[1], expected[2], shown[0], shown[1], shown[2]);
  g_assert_cmpint (abs (shown[0] - expected[0]), <=, 4);
  g_assert_cmpint (abs (shown[1] - expected[1]), <=, 4);
  g_assert_cmpint (abs (shown[2] - expected[2]), <=, 4);

  /* The whole map fits: both far corners are inside the view. */
  {
    VtPoint corner = { 4000, 3000 };

    vt_viewport_to_device (&viewport, &corner, &x, &y);
    g_assert_cmpfloat (x, <=, bounds.size.width + 0.5);
    g_assert_cmpfloat (y, <=, bounds.size.height + 0.5);
    vt_viewport_to_device (&viewport, &(VtPoint) { 0, 0 }, &x, &y);
    g_assert_cmpfloat (x, >=, -0.5);
    g_assert_cmpfloat (y, >=, -0.5);
  }

  close_all_windows ();
}

/* A board ruleset's game: the board is drawn, not the bare table. */
static void
test_window_shows_board (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "board-scenario.vertrauter", NULL);
  VtWindow *window;
  g_autoptr(Capture) capture = NULL;
  graphene_rect_t bounds;
  const VtColour table = { 0.87, 0.87, 0.85 };

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no board scenario among the sample files");
      return;
    }

  window = open_game (path);
  g_assert_nonnull (vt_map_get_board (vt_scenario_get_map (vt_game_get_state (vt_window_get_game (window)))));
  capture = capture_window (GTK_WIDGET (window), "window-board.png");
  map_bounds (window, &bounds);
  g_assert_cmpfloat (colour_fraction (capture, &bounds, &table, 2), <, 0.8);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "scale-label"))), "px"));

  close_all_windows ();
}

static void
test_window_lists_forces (void)
{
  VtWindow *window = open_sample ();
  GtkWidget *root = GTK_WIDGET (window);
  static const char *shown[] = {
    "Red", "Blue", "I/12 Musketiere", "1. Esk. Ulanen", "Halbbatterie Nr. 3",
    "Füsiliere 1", "Reitende Batterie",
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    if (find_label (root, shown[i], FALSE) == NULL)
      g_error ("the forces list does not show “%s”", shown[i]);

  /* type, formation and strength in the umpire's words */
  g_assert_nonnull (find_label (root, "Cavalry squadron · line", FALSE));
  g_assert_nonnull (find_label (root, "420 muskets", FALSE));

  /* the status bar names the ruleset and the scale */
  g_assert_nonnull (find_label (root, "Fixture ruleset on measured terrain", TRUE));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (root, "scale-label"))), "paces"));

  close_all_windows ();
}

static void
test_window_selects_unit (void)
{
  VtWindow *window = open_sample ();
  VtMapView *view = vt_window_get_map_view (window);
  GtkListView *list = GTK_LIST_VIEW (find_by_type (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW));
  GtkSelectionModel *selection = gtk_list_view_get_model (list);
  VtViewport viewport;
  VtPoint centre;
  guint position = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (selection), i);
      g_autoptr(GObject) item = gtk_tree_list_row_get_item (row);

      if (VT_IS_UNIT (item) && g_strcmp0 (vt_unit_get_id (VT_UNIT (item)), "b3") == 0)
        position = i;
    }
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);

  gtk_selection_model_select_item (selection, position, TRUE);
  wait_for_paint (GTK_WIDGET (window));

  /* The unit is highlighted and the map centred on it. */
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, "b3");
  vt_map_view_get_viewport (view, &viewport);
  vt_viewport_to_map (&viewport, viewport.width / 2, viewport.height / 2, &centre);
  g_assert_cmpfloat (fabs (centre.x - 2700), <, 1);
  g_assert_cmpfloat (fabs (centre.y - 2000), <, 1);

  close_all_windows ();
}

static void
test_window_zooms (void)
{
  VtWindow *window = open_sample ();
  VtMapView *view = vt_window_get_map_view (window);
  GtkLabel *scale_label = GTK_LABEL (find_by_name (GTK_WIDGET (window), "scale-label"));
  g_autofree char *scale_before = g_strdup (gtk_label_get_text (scale_label));
  double fit_scale = vt_map_view_get_scale (view);
  g_autoptr(Capture) before = capture_window (GTK_WIDGET (window), NULL);
  g_autoptr(Capture) after = NULL;
  g_autofree char *accels = NULL;
  graphene_rect_t bounds;
  VtPoint fixed, moved;
  double changed;

  /* the keys the umpire reaches for */
  {
    g_auto(GStrv) zoom_in = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.zoom-in");

    accels = g_strjoinv (" ", zoom_in);
    g_assert_nonnull (strstr (accels, "<Control>plus"));
    g_assert_nonnull (strstr (accels, "<Control>equal"));
  }

  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
  wait_for_paint (GTK_WIDGET (window));

  g_assert_cmpfloat (vt_map_view_get_scale (view), >, fit_scale);
  g_test_message ("scale %s → %s", scale_before, gtk_label_get_text (scale_label));
  g_assert_cmpstr (gtk_label_get_text (scale_label), !=, scale_before);

  after = capture_window (GTK_WIDGET (window), "window-zoomed.png");
  map_bounds (window, &bounds);
  changed = changed_fraction (before, after, &bounds);
  g_test_message ("%.1f %% of the map's pixels changed", changed * 100);
  g_assert_cmpfloat (changed, >, 0.05);

  /* Zooming about a point keeps the map point under it. */
  vt_map_view_to_map (view, 100, 80, &fixed);
  vt_map_view_zoom_at (view, 1.5, 100, 80);
  vt_map_view_to_map (view, 100, 80, &moved);
  g_assert_cmpfloat (fabs (fixed.x - moved.x), <, 1e-6);
  g_assert_cmpfloat (fabs (fixed.y - moved.y), <, 1e-6);

  /* Zooming is clamped: a hundred steps out stop somewhere sane. */
  for (guint i = 0; i < 100; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  g_assert_cmpfloat (vt_map_view_get_scale (view), >=, fit_scale / 4 - 1e-9);

  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-fit", NULL);
  wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpfloat (fabs (vt_map_view_get_scale (view) - fit_scale), <, 1e-9);
  g_assert_cmpstr (gtk_label_get_text (scale_label), ==, scale_before);

  close_all_windows ();
}

static char *
write_broken_file (const char *name,
                   const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-test-window-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (folder, name, NULL);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return path;
}

static void
assert_error_dialog (const char *path,
                     const char *expected_place)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *dialog;
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  VtWindow *window;

  g_application_open (G_APPLICATION (app), &file, 1, "");

  dialog = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  g_test_message ("dialog: %s — %s", primary, secondary);

  /* It names the file, and the detail is the loader's message in full. */
  g_assert_nonnull (strstr (primary, basename));
  g_assert_nonnull (secondary);
  g_assert_nonnull (strstr (secondary, expected_place));

  /* The window behind it stays empty and ready for another try. */
  window = VT_WINDOW (find_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (window);
  g_assert_null (vt_window_get_game (window));

  close_all_windows ();
}

static void
test_window_unknown_ruleset (void)
{
  g_autofree char *path = write_broken_file ("broken.vertrauter",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"no-such-ruleset\">\n"
    "  <title>Nowhere</title>\n"
    "  <map kind=\"terrain\" width=\"100\" height=\"100\" unit=\"pace\"/>\n"
    "</game>\n");
  g_autofree char *place = g_strdup_printf ("%s:2:", path);

  assert_error_dialog (path, place);
}

static void
test_window_unknown_unit_type (void)
{
  g_autofree char *path = write_broken_file ("hussars.vertrauter",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
    "  <title>Hussars</title>\n"
    "  <map kind=\"terrain\" width=\"1000\" height=\"1000\" unit=\"pace\"/>\n"
    "  <side id=\"red\" name=\"Red\" colour=\"#c01c28\"/>\n"
    "  <side id=\"blue\" name=\"Blue\" colour=\"#1c71d8\"/>\n"
    "  <unit id=\"h1\" type=\"hussar\" side=\"red\" strength=\"100\" x=\"10\" y=\"10\"/>\n"
    "</game>\n");
  g_autofree char *place = g_strdup_printf ("%s:7:", path);

  assert_error_dialog (path, place);
}

static void
test_window_saves (void)
{
  VtWindow *window = open_sample ();
  g_autofree char *folder = g_dir_make_tmp ("vt-test-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "copy.vertrauter", NULL);
  g_autofree char *nowhere = g_build_filename (folder, "no-such-folder", "copy.vertrauter", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (nowhere);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *secondary = NULL;
  GtkWindow *dialog;

  g_assert_true (vt_window_save_to (window, file));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (vt_window_get_dirty (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "copy.vertrauter"));
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));

  /* A save that fails says why in a dialog, and the game keeps its file. */
  g_assert_false (vt_window_save_to (window, bad));
  dialog = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  g_test_message ("save failed: %s", secondary);
  g_assert_nonnull (secondary);
  g_assert_cmpstr (secondary, !=, "");
  g_assert_true (g_file_equal (vt_window_get_file (window), file));

  close_all_windows ();
}

/* the play mode */

/* The demo game with the reiswitz-1824 ruleset when it is built; else a
 * small game of the fixture ruleset. A copy in a folder of the test's own,
 * since the window saves it after every change. */
static char *
copy_play_game (void)
{
  const char *demo = g_getenv ("VT_DEMO_GAME");
  g_autofree char *fallback = g_test_build_filename (G_TEST_DIST, "ui", "play.vertrauter", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-test-play-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  const char *source = fallback;
  char *copy;
  gsize length;

  if (demo != NULL && g_file_test (demo, G_FILE_TEST_IS_REGULAR))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) game = vt_game_file_load_path (demo, vt_ruleset_registry_get_default (), &error);

      if (game != NULL)
        source = demo;
      else
        g_test_message ("the demo game does not load (%s); playing the fixture game", error->message);
    }
  else
    g_test_message ("no demo game; playing the fixture game");

  g_test_message ("playing %s", source);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  {
    g_autofree char *name = g_path_get_basename (source);

    copy = g_build_filename (folder, name, NULL);
  }
  g_assert_true (g_file_set_contents (copy, contents, length, NULL));

  return copy;
}

static const char *
label_of (VtUnit *unit)
{
  const char *name = vt_unit_get_name (unit);

  return name != NULL && name[0] != '\0' ? name : vt_unit_get_id (unit);
}

static double
distance_between (VtUnit *a,
                  VtUnit *b)
{
  VtPoint pa, pb;

  vt_unit_get_position (a, &pa);
  vt_unit_get_position (b, &pb);
  return hypot (pb.x - pa.x, pb.y - pa.y);
}

/* The ruleset's fire of one unit at another: two unit parameters and a
 * range; infantry fire when it has one. */
static const VtAction *
find_fire_action (VtRuleset *ruleset)
{
  const VtAction *actions;
  const VtAction *found = NULL;
  guint n = 0;

  actions = vt_ruleset_get_actions (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      guint n_units = 0;
      gboolean range = FALSE;

      for (guint j = 0; j < actions[i].n_params; j++)
        {
          n_units += actions[i].params[j].type == VT_PARAM_UNIT;
          range |= g_str_equal (actions[i].params[j].name, "range");
        }
      if (n_units < 2 || !range || strstr (actions[i].id, "fire") == NULL)
        continue;
      if (found == NULL || strstr (actions[i].id, "infantry") != NULL)
        found = &actions[i];
    }

  return found;
}

static double
fire_range_limit (const VtAction *action)
{
  for (guint j = 0; j < action->n_params; j++)
    if (g_str_equal (action->params[j].name, "range") && action->params[j].maximum > 0)
      return action->params[j].maximum;

  return 400;
}

static gboolean
is_infantry (VtRuleset *ruleset,
             VtUnit    *unit)
{
  const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));

  return type != NULL && g_strcmp0 (type->arm, "infantry") == 0;
}

/* The closest infantry and enemy in range of each other. */
static void
find_firer_and_target (VtScenario     *state,
                       VtRuleset      *ruleset,
                       double          limit,
                       VtUnit        **firer,
                       VtUnit        **target)
{
  GListModel *units = vt_scenario_get_units (state);
  double best = G_MAXDOUBLE;

  *firer = *target = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    for (guint j = 0; j < g_list_model_get_n_items (units); j++)
      {
        g_autoptr(VtUnit) a = g_list_model_get_item (units, i);
        g_autoptr(VtUnit) b = g_list_model_get_item (units, j);
        double d = distance_between (a, b);

        if (!is_infantry (ruleset, a) || g_strcmp0 (vt_unit_get_side (a), vt_unit_get_side (b)) == 0)
          continue;
        if (d < best && d <= limit + 49)
          {
            best = d;
            *firer = a;
            *target = b;
          }
      }

  g_assert_nonnull (*firer);
  g_test_message ("%s fires at %s, %.0f paces away", label_of (*firer), label_of (*target), best);
}

static void
unit_in_window (VtWindow        *window,
                VtUnit          *unit,
                const VtPoint   *offset,
                double          *x,
                double          *y)
{
  VtPoint point;

  vt_unit_get_position (unit, &point);
  if (offset != NULL)
    {
      point.x += offset->x;
      point.y += offset->y;
    }
  g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), &point, x, y));
}

static gboolean
inside_map (VtScenario    *state,
            const VtPoint *point,
            double         margin)
{
  VtMap *map = vt_scenario_get_map (state);

  return point->x >= margin && point->y >= margin &&
         point->x <= vt_map_get_width (map) - margin && point->y <= vt_map_get_height (map) - margin;
}

/* True where any pixel of the 5 × 5 around map point @point differs. */
static gboolean
pixels_differ_at (VtWindow      *window,
                  const Capture *before,
                  const Capture *after,
                  const VtPoint *point)
{
  graphene_rect_t bounds;
  double x, y;

  map_bounds (window, &bounds);
  g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), point, &x, &y));

  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        guchar a[3], b[3];
        int px = (int) (bounds.origin.x + x) + dx;
        int py = (int) (bounds.origin.y + y) + dy;

        capture_pixel (before, px, py, a);
        capture_pixel (after, px, py, b);
        if (memcmp (a, b, 3) != 0)
          return TRUE;
      }

  return FALSE;
}

static const char *
label_text (VtWindow   *window,
            const char *name)
{
  GtkWidget *label = find_by_name (GTK_WIDGET (window), name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static gboolean
journal_shows (VtWindow   *window,
               const char *summary)
{
  GtkWidget *list = find_by_name (GTK_WIDGET (window), "journal-list");

  return find_label (list, summary, FALSE) != NULL;
}

/* The reachable point on the way from @from towards @goal nearest to
 * @goal, but no nearer than @keep; FALSE when the way is blocked at once. */
static gboolean
reach_towards (VtReach       *reach,
               const VtPoint *from,
               const VtPoint *goal,
               double         keep,
               VtPoint       *point)
{
  double length = hypot (goal->x - from->x, goal->y - from->y);
  double step = 5;
  gboolean any = FALSE;

  for (double d = step; d <= length - keep; d += step)
    {
      VtPoint at = { from->x + (goal->x - from->x) * d / length, from->y + (goal->y - from->y) * d / length };

      if (!vt_reach_contains (reach, &at))
        break;
      *point = at;
      any = TRUE;
    }

  return any;
}

static void
test_window_plays_a_zug (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtScenario *state = vt_game_get_state (game);
  VtJournal *journal = vt_game_get_journal (game);
  VtMapView *view = vt_window_get_map_view (window);
  const VtAction *fire = find_fire_action (ruleset);
  GtkDropDown *activities;
  VtUnit *firer, *target, *mover;
  VtPoint start, moved_to = { 0, 0 }, offset = { 0, 0 }, beside = { 0, 0 }, aim;
  VtReach *reach = NULL;
  double x, y, x2, y2, allowance = 0;
  g_autoptr(Capture) before = NULL;
  g_autoptr(Capture) dragging = NULL;
  g_autoptr(Capture) after = NULL;
  guint head_before_move;
  gboolean found = FALSE;

  g_assert_nonnull (fire);
  g_assert_cmpuint (vt_game_get_zug (game), ==, 1);
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 1"));
  /* The firer closes in on its target before it fires. */
  find_firer_and_target (state, ruleset, G_MAXDOUBLE, &firer, &target);
  mover = firer;
  vt_unit_get_position (mover, &start);
  vt_unit_get_position (target, &aim);

  /* A click on the unit's pixels selects it: the list and the unit panel follow. */
  unit_in_window (window, mover, NULL, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, vt_unit_get_id (mover));
  wait_for_paint (root);
  g_assert_cmpstr (label_text (window, "unit-name"), ==, label_of (mover));
  {
    GtkSelectionModel *rows = gtk_list_view_get_model (GTK_LIST_VIEW (find_by_type (root, GTK_TYPE_LIST_VIEW)));
    g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (rows);

    g_assert_cmpuint (gtk_bitset_get_size (selected), ==, 1);
  }

  /* Drag it at the first pace the panel offers that takes it within musket
   * range; its reach is drawn while the pointer moves. */
  before = capture_window (root, NULL);
  head_before_move = vt_journal_get_head (journal);
  activities = GTK_DROP_DOWN (find_by_name (root, "activity"));
  g_assert_nonnull (activities);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (activities)), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (activities)) && !found; i++)
    {
      gtk_drop_down_set_selected (activities, i);
      vt_map_view_press (view, x, y, 0);
      vt_map_view_drag_to (view, x + 20, y + 20);
      reach = vt_map_view_get_reach (view);
      g_assert_nonnull (reach);
      allowance = vt_reach_get_allowance (reach);
      g_test_message ("at %s %s can march %.0f", vt_map_view_get_activity (view), label_of (mover), allowance);
      found = reach_towards (reach, &start, &aim, 300, &moved_to) &&
              hypot (aim.x - moved_to.x, aim.y - moved_to.y) <= fire_range_limit (fire) + 49 &&
              hypot (aim.x - moved_to.x, aim.y - moved_to.y) <= 400;
      if (!found)
        vt_map_view_cancel_drag (view);
    }
  g_assert_true (found);
  offset.x = moved_to.x - start.x;
  offset.y = moved_to.y - start.y;

  /* a reachable point off to the side, for the overlay's pixels */
  found = FALSE;
  for (guint i = 0; i < 12 && !found; i++)
    {
      double angle = atan2 (offset.y, offset.x) + (i % 2 == 0 ? 1 : -1) * G_PI / 2;
      double fraction = 0.2 + 0.1 * (i / 2);

      beside.x = start.x + cos (angle) * allowance * fraction;
      beside.y = start.y + sin (angle) * allowance * fraction;
      found = vt_reach_contains (reach, &beside) && vt_map_renderer_unit_at (state, ruleset, &beside) == NULL &&
              hypot (beside.x - start.x, beside.y - start.y) * vt_map_view_get_scale (view) > 12;
    }
  g_assert_true (found);

  unit_in_window (window, mover, &offset, &x2, &y2);
  vt_map_view_drag_to (view, x2, y2);
  wait_for_paint (root);
  dragging = capture_window (root, "play-dragging.png");
  g_assert_true (pixels_differ_at (window, before, dragging, &beside));

  vt_map_view_release (view, x2, y2);
  wait_for_paint (root);
  g_assert_null (vt_map_view_get_reach (view));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before_move + 1);
  {
    VtPoint now;
    double tolerance = 2 / vt_map_view_get_scale (view);

    vt_unit_get_position (mover, &now);
    g_test_message ("%s moved from (%.0f, %.0f) to (%.0f, %.0f)", label_of (mover), start.x, start.y, now.x, now.y);
    g_assert_cmpfloat (fabs (now.x - moved_to.x), <, tolerance);
    g_assert_cmpfloat (fabs (now.y - moved_to.y), <, tolerance);
    moved_to = now;
  }
  after = capture_window (root, "play-moved.png");
  g_assert_true (pixels_differ_at (window, before, after, &start));
  g_assert_true (pixels_differ_at (window, before, after, &moved_to));

  /* Saved as it happened: the file on disk has the move. */
  {
    g_autoptr(VtGame) saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);

    g_assert_nonnull (saved);
    g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (saved)), ==, head_before_move + 1);
    g_assert_false (vt_window_get_dirty (window));
  }

  /* Beyond its reach it is refused, and the window says why. */
  {
    VtPoint far = moved_to, now;
    double fx, fy;

    for (guint i = 0; i < 16; i++)
      {
        double angle = i * G_PI / 8;

        far.x = moved_to.x + cos (angle) * allowance * 2.5;
        far.y = moved_to.y + sin (angle) * allowance * 2.5;
        if (inside_map (state, &far, 20) && vt_map_renderer_unit_at (state, ruleset, &far) == NULL)
          break;
      }
    g_assert_true (inside_map (state, &far, 20));

    unit_in_window (window, mover, NULL, &x, &y);
    g_assert_true (vt_map_view_to_widget (view, &far, &fx, &fy));
    vt_map_view_press (view, x, y, 0);
    vt_map_view_drag_to (view, (x + fx) / 2, (y + fy) / 2);
    vt_map_view_drag_to (view, fx, fy);
    vt_map_view_release (view, fx, fy);
    wait_for_paint (root);
    iterate_for (300);

    vt_unit_get_position (mover, &now);
    g_assert_cmpfloat (fabs (now.x - moved_to.x), <, 1);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before_move + 1);
    g_test_message ("refused: %s", label_text (window, "banner-label"));
    g_assert_true (gtk_widget_get_mapped (find_by_name (root, "banner-label")));
    g_assert_nonnull (strstr (label_text (window, "banner-label"), label_of (mover)));
    g_assert_nonnull (strstr (label_text (window, "banner-label"), "can march"));
    capture_free (capture_window (root, "play-refused.png"));
  }

  /* Fire: the firer, then the target with Ctrl, and the action from the menu. */
  {
    VtActionDialog *dialog;
    VtParamField *range;
    GtkWidget *faces;
    guint head_before = vt_journal_get_head (journal);
    guint losses_before = g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game)));
    const char *faces_to_try[] = { "6, 6, 6, 6", "5, 5, 5, 5", "4, 4, 4, 4", "3, 3, 3, 3", "2, 2, 2, 2", "1, 1, 1, 1" };
    const char *summary = NULL;
    gboolean hit = FALSE;
    double measured;

    unit_in_window (window, firer, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, 0);
    unit_in_window (window, target, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, GDK_CONTROL_MASK);
    g_assert_cmpuint (g_strv_length ((char **) vt_map_view_get_selected_units (view)), ==, 2);
    g_assert_cmpstr (vt_map_view_get_selected_units (view)[0], ==, vt_unit_get_id (firer));
    g_assert_cmpstr (vt_map_view_get_selected_units (view)[1], ==, vt_unit_get_id (target));

    g_action_group_activate_action (G_ACTION_GROUP (window), "action", g_variant_new_string (fire->id));
    dialog = VT_ACTION_DIALOG (wait_for_toplevel (VT_TYPE_ACTION_DIALOG));
    wait_for_paint (GTK_WIDGET (dialog));

    /* the range was measured on the map */
    range = vt_action_dialog_get_field (dialog, "range");
    g_assert_nonnull (range);
    measured = gtk_spin_button_get_value (GTK_SPIN_BUTTON (vt_param_field_get_widget (range)));
    g_test_message ("range %g, %s", measured, gtk_label_get_text (GTK_LABEL (vt_param_field_get_note (range))));
    g_assert_cmpfloat (fabs (measured - distance_between (firer, target)), <=, 100);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (vt_param_field_get_note (range))), ==, "(measured)");
    /* which die and why */
    g_assert_true (gtk_widget_get_visible (find_by_name (GTK_WIDGET (dialog), "die-label")) ||
                   gtk_widget_get_visible (find_by_name (GTK_WIDGET (dialog), "why-label")));
    g_test_message ("%s — %s",
                    gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (dialog), "die-label"))),
                    gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (dialog), "why-label"))));
    g_assert_null (find_label (GTK_WIDGET (dialog), "missing parameter", TRUE));
    capture_free (capture_window (GTK_WIDGET (dialog), "play-action.png"));

    /* faces of real dice, until one does some harm */
    faces = find_by_name (GTK_WIDGET (dialog), "faces-entry");
    for (guint i = 0; i < G_N_ELEMENTS (faces_to_try) && !hit; i++)
      {
        GVariant *outcome;
        g_autoptr(GVariant) losses = NULL;

        gtk_editable_set_text (GTK_EDITABLE (faces), faces_to_try[i]);
        click (find_by_name (GTK_WIDGET (dialog), "resolve-button"));
        outcome = vt_action_dialog_get_outcome (dialog);
        if (outcome == NULL)
          g_error ("resolving failed: %s",
                   gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (dialog), "error-label"))));
        g_assert_true (gtk_widget_get_mapped (find_by_name (GTK_WIDGET (dialog), "summary-label")));
        g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (dialog), "dice-label"))),
                                  "(thrown)"));
        losses = g_variant_lookup_value (outcome, "losses", G_VARIANT_TYPE ("aa{sv}"));
        hit = losses != NULL && g_variant_n_children (losses) > 0;
        g_variant_lookup (outcome, "summary", "&s", &summary);
        g_test_message ("faces %s: %s", faces_to_try[i], summary);
      }
    g_assert_true (hit);
    wait_for_paint (GTK_WIDGET (dialog));
    capture_free (capture_window (GTK_WIDGET (dialog), "play-outcome.png"));

    click (find_by_name (GTK_WIDGET (dialog), "apply-button"));
    iterate_for (50);
    g_assert_null (find_toplevel (VT_TYPE_ACTION_DIALOG));
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before + 1);

    /* the journal lists it, the ledger books it */
    gtk_stack_set_visible_child_name (GTK_STACK (find_by_name (root, "side-stack")), "journal");
    wait_for_paint (root);
    {
      VtEvent *event = vt_journal_get_event (journal, head_before);

      g_test_message ("journalled: %s", vt_event_get_summary (event));
      g_assert_true (journal_shows (window, vt_event_get_summary (event)));
    }
    capture_free (capture_window (root, "play-journal.png"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))), >, losses_before);
    gtk_stack_set_visible_child_name (GTK_STACK (find_by_name (root, "side-stack")), "losses");
    wait_for_paint (root);
    g_test_message ("losses: %s", label_text (window, "loss-totals"));
    g_assert_nonnull (strstr (label_text (window, "loss-totals"), "Point"));
    g_assert_true (gtk_widget_get_mapped (find_by_name (root, "loss-totals")));
    capture_free (capture_window (root, "play-losses.png"));
  }

  /* The clock: phase by phase into the next Zug. */
  {
    GtkWidget *next = find_by_name (root, "next-phase-button");
    guint clicks = 0;

    while (vt_game_get_zug (game) == 1 && clicks++ < 20)
      {
        click (next);
        g_test_message ("clock: %s", label_text (window, "clock-label"));
      }
    g_assert_cmpuint (vt_game_get_zug (game), ==, 2);
    g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 2"));
    wait_for_paint (root);
    capture_free (capture_window (root, "play-zug-2.png"));
  }

  /* Undo goes back over the clock, the fire and the move. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 1"));
  while (vt_journal_get_head (journal) > head_before_move)
    {
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
    }
  {
    VtPoint now;

    vt_unit_get_position (mover, &now);
    g_assert_cmpfloat (fabs (now.x - start.x), <, 1e-6);
    g_assert_cmpfloat (fabs (now.y - start.y), <, 1e-6);
  }
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 1"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  wait_for_paint (root);
  capture_free (capture_window (root, "play-undone.png"));

  /* and redo brings it all back */
  while (vt_journal_can_redo (journal))
    g_action_group_activate_action (G_ACTION_GROUP (window), "redo", NULL);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 2"));
  {
    VtPoint now;

    vt_unit_get_position (mover, &now);
    g_assert_cmpfloat (fabs (now.x - moved_to.x), <, 2 / vt_map_view_get_scale (view));
  }

  /* The picture for the README: closer in, a squadron picked up and its
   * reach drawn; nothing more is journalled. */
  {
    guint head = vt_journal_get_head (journal);
    GListModel *units = vt_scenario_get_units (state);
    VtUnit *showcase = mover;
    VtPoint centre;

    for (guint i = g_list_model_get_n_items (units); i > 0; i--)
      {
        g_autoptr(VtUnit) unit = g_list_model_get_item (units, i - 1);
        const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));

        if (type != NULL && g_strcmp0 (type->arm, "cavalry") == 0 &&
            g_strcmp0 (vt_unit_get_side (unit), vt_unit_get_side (target)) == 0)
          showcase = unit;
      }

    gtk_stack_set_visible_child_name (GTK_STACK (find_by_name (root, "side-stack")), "forces");
    g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
    g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
    vt_unit_get_position (showcase, &centre);
    vt_map_view_centre_on (view, &centre);
    unit_in_window (window, showcase, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, 0);
    wait_for_paint (root);
    vt_map_view_press (view, x, y, 0);
    vt_map_view_drag_to (view, x + 10, y + 10);
    g_assert_nonnull (vt_map_view_get_reach (view));
    /* the ghost somewhere it can go */
    for (guint i = 0; i < 16; i++)
      {
        double angle = -G_PI / 4 + i * G_PI / 8;
        VtPoint there;

        vt_map_view_to_map (view, x + cos (angle) * 45, y + sin (angle) * 45, &there);
        if (vt_reach_contains (vt_map_view_get_reach (view), &there))
          {
            vt_map_view_drag_to (view, x + cos (angle) * 45, y + sin (angle) * 45);
            break;
          }
      }
    wait_for_paint (root);
    capture_free (capture_window (root, "main-window.png"));
    vt_map_view_cancel_drag (view);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  }

  close_all_windows ();
}

static gboolean
has_descendant_with_class (GtkWidget  *widget,
                           const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class) && gtk_widget_get_mapped (widget))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_descendant_with_class (child, css_class))
      return TRUE;

  return FALSE;
}

/* The unit panel changes formation and facing through the journal; the clock
 * lets several Züge pass; the journal greys what undo took back. */
static void
test_window_unit_panel_and_clock (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtJournal *journal = vt_game_get_journal (game);
  VtMapView *view = vt_window_get_map_view (window);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  VtUnit *unit = NULL;
  const VtUnitType *type = NULL;
  GtkDropDown *formations;
  guint other = G_MAXUINT;
  double facing, x, y;
  g_autofree char *formation = NULL;

  /* a unit with more than one formation */
  for (guint i = 0; i < g_list_model_get_n_items (units) && unit == NULL; i++)
    {
      g_autoptr(VtUnit) candidate = g_list_model_get_item (units, i);

      type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (candidate));
      if (type != NULL && type->formations != NULL && g_strv_length ((char **) type->formations) > 1)
        unit = candidate;
    }
  g_assert_nonnull (unit);
  formation = g_strdup (vt_unit_get_formation (unit));
  facing = vt_unit_get_facing (unit);

  unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  wait_for_paint (root);
  g_assert_true (gtk_widget_get_mapped (find_by_name (root, "unit-name")));

  formations = GTK_DROP_DOWN (find_by_name (root, "formation"));
  for (guint i = 0; type->formations[i] != NULL && other == G_MAXUINT; i++)
    if (g_strcmp0 (type->formations[i], formation) != 0)
      other = i;
  gtk_drop_down_set_selected (formations, other);
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, type->formations[other]);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);

  /* a wheel to the right: the same place, 45° on */
  {
    GtkWidget *facing_spin = find_by_name (root, "facing");
    GtkWidget *right = gtk_widget_get_next_sibling (facing_spin);
    VtPoint before, after;

    vt_unit_get_position (unit, &before);
    click (right);
    vt_unit_get_position (unit, &after);
    g_assert_cmpfloat (fabs (vt_unit_get_facing (unit) - fmod (facing + 45, 360)), <, 1e-6);
    g_assert_cmpfloat (fabs (after.x - before.x), <, 1e-6);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (facing_spin)), ==, round (vt_unit_get_facing (unit)));
  }

  /* several Züge at once */
  g_action_group_activate_action (G_ACTION_GROUP (window), "advance-zuege", g_variant_new_uint32 (3));
  g_assert_cmpuint (vt_game_get_zug (game), ==, 4);
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 4"));

  /* undo twice: the journal greys what was taken back */
  gtk_stack_set_visible_child_name (GTK_STACK (find_by_name (root, "side-stack")), "journal");
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  wait_for_paint (root);
  g_assert_true (g_str_has_prefix (label_text (window, "clock-label"), "Zug 1"));
  g_assert_cmpfloat (fabs (vt_unit_get_facing (unit) - facing), <, 1e-6);
  g_assert_true (has_descendant_with_class (find_by_name (root, "journal-list"), "undone"));
  g_assert_true (has_descendant_with_class (find_by_name (root, "journal-list"), "journal-head"));
  capture_free (capture_window (root, "journal-undone.png"));

  close_all_windows ();
}

static void
test_window_selects_with_band (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  VtMapView *view = vt_window_get_map_view (window);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (vt_window_get_game (window)));
  VtViewport viewport;
  VtPoint origin;

  vt_map_view_get_viewport (view, &viewport);

  /* Shift and a drag over the whole map picks every unit. */
  vt_map_view_press (view, 1, 1, GDK_SHIFT_MASK);
  vt_map_view_drag_to (view, viewport.width / 2, viewport.height / 2);
  vt_map_view_release (view, viewport.width - 1, viewport.height - 1);
  g_assert_cmpuint (g_strv_length ((char **) vt_map_view_get_selected_units (view)), ==,
                    g_list_model_get_n_items (units));

  /* A click on open table clears it; a plain drag there pans. */
  vt_map_view_select_at (view, 2, 2, 0);
  g_assert_cmpuint (g_strv_length ((char **) vt_map_view_get_selected_units (view)), ==, 0);
  vt_map_view_to_map (view, 0, 0, &origin);
  vt_map_view_press (view, 100, 100, 0);
  vt_map_view_drag_to (view, 140, 100);
  vt_map_view_release (view, 160, 100);
  vt_map_view_get_viewport (view, &viewport);
  g_assert_cmpfloat (viewport.origin.x, <, origin.x);
  g_assert_cmpuint (g_strv_length ((char **) vt_map_view_get_selected_units (view)), ==, 0);

  close_all_windows ();
}

static void
test_window_measures (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  VtMapView *view = vt_window_get_map_view (window);
  double scale = vt_map_view_get_scale (view);
  g_autoptr(Capture) before = capture_window (GTK_WIDGET (window), NULL);
  g_autoptr(Capture) after = NULL;
  graphene_rect_t bounds;
  VtPoint from, to;
  double length;
  guint head = vt_journal_get_head (vt_game_get_journal (vt_window_get_game (window)));

  g_action_group_activate_action (G_ACTION_GROUP (window), "measure", NULL);
  g_assert_true (vt_map_view_get_measuring (view));

  /* 300 pixels across, on the map: 300 / scale in the ruleset's unit */
  vt_map_view_press (view, 100, 200, 0);
  vt_map_view_drag_to (view, 250, 200);
  vt_map_view_release (view, 400, 200);
  g_assert_true (vt_map_view_get_ruler (view, &from, &to, &length));
  g_assert_cmpfloat (fabs (length - 300 / scale), <, 1e-6);
  /* nothing was selected, moved or journalled */
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (vt_window_get_game (window))), ==, head);

  wait_for_paint (GTK_WIDGET (window));
  after = capture_window (GTK_WIDGET (window), "measure.png");
  map_bounds (window, &bounds);
  g_assert_cmpfloat (changed_fraction (before, after, &bounds), >, 0.001);

  g_action_group_activate_action (G_ACTION_GROUP (window), "measure", NULL);
  g_assert_false (vt_map_view_get_measuring (view));
  g_assert_false (vt_map_view_get_ruler (view, NULL, NULL, NULL));

  close_all_windows ();
}

static void
test_window_rule_tables (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  const VtRuleTable *tables;
  const VtRuleTable *table = NULL;
  guint n_tables = 0, row = 0, column = 0;
  GtkWindow *tables_window;
  GtkEditable *cell;
  double value;
  g_autofree char *edited = NULL;

  tables = vt_ruleset_get_tables (ruleset, &n_tables);
  g_assert_cmpuint (n_tables, >, 0);
  /* a derived cell, to see it marked */
  for (guint t = 0; t < n_tables && table == NULL; t++)
    for (guint r = 0; tables[t].derived != NULL && r < vt_rule_table_get_n_rows (&tables[t]) && table == NULL; r++)
      for (guint c = 0; c < vt_rule_table_get_n_columns (&tables[t]) && table == NULL; c++)
        if (tables[t].derived[r * vt_rule_table_get_n_columns (&tables[t]) + c])
          {
            table = &tables[t];
            row = r;
            column = c;
          }
  g_assert_nonnull (table);

  g_action_group_activate_action (G_ACTION_GROUP (window), "rule-tables", NULL);
  tables_window = wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
  gtk_stack_set_visible_child_name (GTK_STACK (find_by_type (GTK_WIDGET (tables_window), GTK_TYPE_STACK)), table->id);
  wait_for_paint (GTK_WIDGET (tables_window));
  capture_free (capture_window (GTK_WIDGET (tables_window), "rule-tables.png"));

  cell = vt_tables_window_get_cell (VT_TABLES_WINDOW (tables_window), table->id, table->rows[row], table->columns[column]);
  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "derived"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (cell)), "Derived"));
  value = vt_game_get_table_value (game, table->id, table->rows[row], table->columns[column]);

  /* an edited cell is a house rule of this game */
  edited = g_strdup_printf ("%g", value + 7);
  gtk_editable_set_text (cell, edited);
  g_signal_emit_by_name (cell, "activate");
  g_assert_cmpfloat (vt_game_get_table_value (game, table->id, table->rows[row], table->columns[column]), ==, value + 7);
  g_assert_true (vt_scenario_get_house_rule (vt_game_get_scenario (game), table->id, table->rows[row],
                                             table->columns[column], NULL));
  g_assert_true (vt_window_get_dirty (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "*"));

  /* a word is not a number: the value stays */
  gtk_editable_set_text (cell, "many");
  g_signal_emit_by_name (cell, "activate");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "error"));
  g_assert_cmpfloat (vt_game_get_table_value (game, table->id, table->rows[row], table->columns[column]), ==, value + 7);

  close_all_windows ();
}

static void
test_window_asks_before_closing (void)
{
  g_autofree char *path = copy_play_game ();
  VtWindow *window = open_game (path);
  VtGame *game = vt_window_get_game (window);
  GtkWindow *prompt;
  g_autofree char *text = NULL;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *expected = g_strdup_printf ("Save changes to “%s” before closing?", name);

  /* A clean window closes at once. */
  g_assert_false (vt_window_get_dirty (window));

  /* A house rule makes it dirty: closing asks first, and Cancel keeps it. */
  {
    const VtRuleTable *tables;
    guint n = 0;

    tables = vt_ruleset_get_tables (vt_game_get_ruleset (game), &n);
    g_assert_cmpuint (n, >, 0);
    g_action_group_activate_action (G_ACTION_GROUP (window), "rule-tables", NULL);
    {
      GtkWindow *tables_window = wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
      GtkEditable *cell = vt_tables_window_get_cell (VT_TABLES_WINDOW (tables_window), tables[0].id,
                                                     tables[0].rows[0], tables[0].columns[0]);

      gtk_editable_set_text (cell, "1");
      g_signal_emit_by_name (cell, "activate");
      gtk_window_destroy (tables_window);
    }
  }
  g_assert_true (vt_window_get_dirty (window));

  gtk_window_close (GTK_WINDOW (window));
  prompt = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (prompt, "text", &text, NULL);
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (find_button (GTK_WIDGET (prompt), "Close _without Saving"));
  wait_for_paint (GTK_WIDGET (prompt));
  capture_free (capture_window (GTK_WIDGET (prompt), "close-prompt.png"));

  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_CANCEL);
  iterate_for (50);
  g_assert_true (find_toplevel (VT_TYPE_WINDOW) == GTK_WINDOW (window));

  /* Save keeps the house rule in the file and closes. */
  gtk_window_close (GTK_WINDOW (window));
  prompt = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_ACCEPT);
  iterate_for (50);
  g_assert_null (find_toplevel (VT_TYPE_WINDOW));
  {
    g_autoptr(VtGame) saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
    g_autoptr(GVariant) rules = vt_scenario_get_house_rules (vt_game_get_scenario (saved));

    g_assert_cmpuint (g_variant_n_children (rules), ==, 1);
  }

  close_all_windows ();
}

/* A game never saved is kept in the autosave folder after every change. */
static void
test_window_autosaves_unsaved_game (void)
{
  g_autofree char *path = copy_play_game ();
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
  VtWindow *window = vt_window_new (app);
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "vertrauter", "autosave", NULL);
  const char *autosave;

  gtk_window_present (GTK_WINDOW (window));
  vt_window_set_game (window, game, NULL);
  wait_for_paint (GTK_WIDGET (window));
  g_assert_true (vt_window_get_dirty (window));
  g_assert_null (vt_window_get_autosave_path (window));

  g_assert_true (vt_game_advance_phase (game, NULL));
  autosave = vt_window_get_autosave_path (window);
  g_assert_nonnull (autosave);
  g_assert_true (g_str_has_prefix (autosave, folder));
  {
    g_autoptr(VtGame) kept = vt_game_file_load_path (autosave, vt_ruleset_registry_get_default (), NULL);

    g_assert_nonnull (kept);
    g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (kept)), ==, 1);
  }
  /* still unsaved: closing would ask */
  g_assert_true (vt_window_get_dirty (window));

  close_all_windows ();
}

static void
test_new_dialog_lists_rulesets (void)
{
  VtRulesetRegistry *registry = vt_application_get_registry (app);
  GListModel *rulesets = vt_ruleset_registry_get_rulesets (registry);
  VtRuleset *terrain = vt_ruleset_registry_lookup (registry, "fixture-terrain");
  VtRuleset *board = vt_ruleset_registry_lookup (registry, "fixture-board");
  VtNewDialog *dialog;
  GtkDropDown *dropdown;
  GtkWidget *width_spin;
  g_autofree char *terrain_choice = NULL;
  VtWindow *window;
  VtScenario *state;

  g_assert_nonnull (terrain);
  g_assert_nonnull (board);

  /* Started without a file, the application asks for a new game. */
  g_application_activate (G_APPLICATION (app));
  dialog = VT_NEW_DIALOG (wait_for_toplevel (VT_TYPE_NEW_DIALOG));
  dropdown = GTK_DROP_DOWN (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==,
                    g_list_model_get_n_items (rulesets));
  g_assert_cmpuint (g_list_model_get_n_items (rulesets), >=, 2);
  g_assert_null (find_label (GTK_WIDGET (dialog), "No ruleset is installed", FALSE));

  /* A board ruleset needs no map size; measured terrain does. */
  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (ruleset == board)
        gtk_drop_down_set_selected (dropdown, i);
    }
  iterate_for (20);
  width_spin = find_by_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_assert_false (gtk_widget_get_visible (width_spin));

  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (ruleset == terrain)
        gtk_drop_down_set_selected (dropdown, i);
    }
  wait_for_paint (GTK_WIDGET (dialog));
  capture_free (capture_window (GTK_WIDGET (dialog), "new-dialog.png"));
  g_assert_true (gtk_widget_get_visible (width_spin));
  terrain_choice = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (terrain), vt_ruleset_get_year (terrain));
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), terrain_choice, FALSE));
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "paces", FALSE));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (width_spin), 2500);
  gtk_editable_set_text (GTK_EDITABLE (find_by_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY)), "Manoeuvre at Potsdam");
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "C_reate"), "clicked");
  iterate_for (50);

  /* The game opens in the window behind, with Red and Blue and the size asked for. */
  g_assert_null (find_toplevel (VT_TYPE_NEW_DIALOG));
  window = VT_WINDOW (find_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (vt_window_get_game (window));
  state = vt_game_get_state (vt_window_get_game (window));
  g_assert_cmpstr (vt_scenario_get_ruleset_id (state), ==, "fixture-terrain");
  g_assert_cmpstr (vt_scenario_get_title (state), ==, "Manoeuvre at Potsdam");
  g_assert_cmpfloat (vt_map_get_width (vt_scenario_get_map (state)), ==, 2500);
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_sides (state)), ==, 2);
  wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (find_label (GTK_WIDGET (window), "Red", FALSE));
  g_assert_nonnull (find_label (GTK_WIDGET (window), "Blue", FALSE));
  g_assert_true (vt_window_get_dirty (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "*"));

  close_all_windows ();
}

/* In a child process, so the registry is first made from @folder. */
static VtNewDialog *
new_dialog_with_rulesets_from (const char *folder)
{
  g_setenv ("VERTRAUTER_RULESET_PATH", folder, TRUE);
  g_application_activate (G_APPLICATION (app));

  return VT_NEW_DIALOG (wait_for_toplevel (VT_TYPE_NEW_DIALOG));
}

static void
assert_says_no_ruleset (VtNewDialog *dialog,
                        const char  *folder)
{
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "No ruleset is installed", FALSE));
  /* where it looked */
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), folder, TRUE));
  g_assert_false (gtk_widget_get_sensitive (find_button (GTK_WIDGET (dialog), "C_reate")));
  g_assert_null (vt_new_dialog_get_ruleset (dialog));
}

static void
test_new_dialog_no_ruleset (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *empty = g_dir_make_tmp ("vt-no-rulesets-XXXXXX", NULL);
      VtNewDialog *dialog = new_dialog_with_rulesets_from (empty);

      if (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (vt_application_get_registry (app))) > 0)
        {
          g_test_skip ("a ruleset is installed on this machine");
          return;
        }
      assert_says_no_ruleset (dialog, empty);
      g_assert_null (find_label (GTK_WIDGET (dialog), "These plugins were found but refused:", FALSE));
      wait_for_paint (GTK_WIDGET (dialog));
      capture_free (capture_window (GTK_WIDGET (dialog), "new-dialog-no-ruleset.png"));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_new_dialog_refused_plugin (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *folder = g_dir_make_tmp ("vt-refused-XXXXXX", NULL);
      g_autofree char *source = g_build_filename (g_getenv ("VT_FIXTURE_BROKEN_DIR"), "abi-too-new.so", NULL);
      g_autofree char *target = g_build_filename (folder, "abi-too-new.so", NULL);
      g_autoptr(GFile) from = g_file_new_for_path (source);
      g_autoptr(GFile) to = g_file_new_for_path (target);
      g_autoptr(GError) error = NULL;
      VtNewDialog *dialog;
      GtkLabel *refused;

      g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
      g_assert_no_error (error);

      dialog = new_dialog_with_rulesets_from (folder);
      if (g_list_model_get_n_items (vt_ruleset_registry_get_rulesets (vt_application_get_registry (app))) > 0)
        {
          g_test_skip ("a ruleset is installed on this machine");
          return;
        }
      assert_says_no_ruleset (dialog, folder);

      /* the refused plugin, with its path and the reason */
      g_assert_nonnull (find_label (GTK_WIDGET (dialog), "These plugins were found but refused:", FALSE));
      refused = find_label (GTK_WIDGET (dialog), target, TRUE);
      g_assert_nonnull (refused);
      g_assert_cmpuint (strlen (gtk_label_get_text (refused)), >, strlen (target) + 8);
      wait_for_paint (GTK_WIDGET (dialog));
      capture_free (capture_window (GTK_WIDGET (dialog), "new-dialog-refused.png"));
      return;
    }

  if (g_getenv ("VT_FIXTURE_BROKEN_DIR") == NULL)
    {
      g_test_skip ("VT_FIXTURE_BROKEN_DIR is not set");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_about_lists_rulesets (void)
{
  g_autofree char *text = vt_application_describe_rulesets (app);
  GtkWindow *about;

  g_assert_nonnull (strstr (text, "Fixture ruleset on measured terrain"));
  g_assert_nonnull (strstr (text, "fixture-board"));
  g_assert_nonnull (strstr (text, "implemented"));

  vt_application_show_about (app);
  about = wait_for_toplevel (GTK_TYPE_ABOUT_DIALOG);
  g_assert_cmpstr (gtk_about_dialog_get_version (GTK_ABOUT_DIALOG (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (gtk_about_dialog_get_license_type (GTK_ABOUT_DIALOG (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (gtk_about_dialog_get_system_information (GTK_ABOUT_DIALOG (about)), ==, text);

  close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Recent files and settings go to a folder of the test's own, never the
   * tester's home. XDG_DATA_DIRS stays: GTK finds icons and MIME types there. */
  {
    g_autofree char *home = g_dir_make_tmp ("vt-test-window-home-XXXXXX", &error);
    g_autofree char *data = g_build_filename (home, "data", NULL);
    g_autofree char *config = g_build_filename (home, "config", NULL);
    g_autofree char *cache = g_build_filename (home, "cache", NULL);

    g_assert_no_error (error);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
    g_setenv ("XDG_CONFIG_HOME", config, TRUE);
    g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  }

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/window/map", test_window_shows_map);
  g_test_add_func ("/vt/ui/window/board", test_window_shows_board);
  g_test_add_func ("/vt/ui/window/forces", test_window_lists_forces);
  g_test_add_func ("/vt/ui/window/select-unit", test_window_selects_unit);
  g_test_add_func ("/vt/ui/window/zoom", test_window_zooms);
  g_test_add_func ("/vt/ui/window/unknown-ruleset", test_window_unknown_ruleset);
  g_test_add_func ("/vt/ui/window/unknown-unit-type", test_window_unknown_unit_type);
  g_test_add_func ("/vt/ui/window/save", test_window_saves);
  g_test_add_func ("/vt/ui/window/play-a-zug", test_window_plays_a_zug);
  g_test_add_func ("/vt/ui/window/unit-panel", test_window_unit_panel_and_clock);
  g_test_add_func ("/vt/ui/window/band-selection", test_window_selects_with_band);
  g_test_add_func ("/vt/ui/window/measure", test_window_measures);
  g_test_add_func ("/vt/ui/window/rule-tables", test_window_rule_tables);
  g_test_add_func ("/vt/ui/window/close-prompt", test_window_asks_before_closing);
  g_test_add_func ("/vt/ui/window/autosave", test_window_autosaves_unsaved_game);
  g_test_add_func ("/vt/ui/new-dialog/rulesets", test_new_dialog_lists_rulesets);
  g_test_add_func ("/vt/ui/new-dialog/no-ruleset", test_new_dialog_no_ruleset);
  g_test_add_func ("/vt/ui/new-dialog/refused-plugin", test_new_dialog_refused_plugin);
  g_test_add_func ("/vt/ui/about", test_about_lists_rulesets);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  return status;
}
