/* test-window.c: drives the real Vertrauter window and checks what it shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-window"

#include "config.h"

#include <math.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-new-dialog.h"
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
  g_test_add_func ("/vt/ui/new-dialog/rulesets", test_new_dialog_lists_rulesets);
  g_test_add_func ("/vt/ui/new-dialog/no-ruleset", test_new_dialog_no_ruleset);
  g_test_add_func ("/vt/ui/new-dialog/refused-plugin", test_new_dialog_refused_plugin);
  g_test_add_func ("/vt/ui/about", test_about_lists_rulesets);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  return status;
}
