/* test-window.c: drives the real Vertrauter window and checks what it shows, and plays a Zug in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-window"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-forces-panel.h"
#include "vt-losses-panel.h"
#include "vt-map-view.h"
#include "vt-new-dialog.h"
#include "vt-recover-dialog.h"
#include "vt-tables-window.h"
#include "vt-window.h"
#include "vt-ui-test.h"

/* a piece of open ground in window.vertrauter, far from every feature and label */
#define OPEN_GROUND_X 3000.0
#define OPEN_GROUND_Y 2650.0

static VtApplication *app;

/* main loop helpers */

/* the widget tree */

/* pixels */

/* the share of the map view's pixels near the colour */
static double
colour_fraction (const VtUiCapture         *capture,
                 const graphene_rect_t *bounds,
                 const VtColour        *colour,
                 int                    tolerance)
{
  guint matching = 0, total = 0;

  for (int y = (int) ceil (bounds->origin.y); y < (int) (bounds->origin.y + bounds->size.height); y++)
    for (int x = (int) ceil (bounds->origin.x); x < (int) (bounds->origin.x + bounds->size.width); x++)
      {
        guchar rgb[3];

        vt_ui_capture_pixel (capture, x, y, rgb);
        matching += vt_ui_near_colour (rgb, colour->red, colour->green, colour->blue, tolerance);
        total++;
      }

  return total > 0 ? (double) matching / total : 0;
}

/* the share of the map view's pixels that differ between two captures */
static double
changed_fraction (const VtUiCapture         *before,
                  const VtUiCapture         *after,
                  const graphene_rect_t *bounds)
{
  guint changed = 0, total = 0;

  for (int y = (int) ceil (bounds->origin.y); y < (int) (bounds->origin.y + bounds->size.height); y++)
    for (int x = (int) ceil (bounds->origin.x); x < (int) (bounds->origin.x + bounds->size.width); x++)
      {
        guchar a[3], b[3];

        vt_ui_capture_pixel (before, x, y, a);
        vt_ui_capture_pixel (after, x, y, b);
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

static void
test_window_shows_map (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtMapView *view = vt_window_get_map_view (window);
  const VtTerrainKind *wood;
  graphene_rect_t bounds;
  g_autoptr(VtUiCapture) capture = NULL;
  VtViewport viewport;
  VtPoint open_ground = { OPEN_GROUND_X, OPEN_GROUND_Y };
  guchar expected[3], shown[3];
  double x, y, wood_share;

  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_id (ruleset), ==, "fixture-terrain");
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "window.vertrauter"));
  g_assert_false (vt_window_get_dirty (window));

  capture = vt_ui_capture_window (GTK_WIDGET (window), "window.png");
  vt_ui_map_bounds (window, &bounds);

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
  g_assert_false (vt_ui_near_colour (expected, wood->fill.red, wood->fill.green, wood->fill.blue, 16));
  vt_ui_capture_pixel (capture, (int) (bounds.origin.x + x), (int) (bounds.origin.y + y), shown);
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

  vt_ui_close_all_windows ();
}

/* A board ruleset's game: the board is drawn, not the bare table. */
static void
test_window_shows_board (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "board-scenario.vertrauter", NULL);
  VtWindow *window;
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_rect_t bounds;
  const VtColour table = { 0.87, 0.87, 0.85 };

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no board scenario among the sample files");
      return;
    }

  window = vt_ui_open_game (G_APPLICATION (app), path);
  g_assert_nonnull (vt_map_get_board (vt_scenario_get_map (vt_game_get_state (vt_window_get_game (window)))));
  capture = vt_ui_capture_window (GTK_WIDGET (window), "window-board.png");
  vt_ui_map_bounds (window, &bounds);
  g_assert_cmpfloat (colour_fraction (capture, &bounds, &table, 2), <, 0.8);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (window), "scale-label"))), "px"));

  vt_ui_close_all_windows ();
}

static void
test_window_lists_forces (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  static const char *shown[] = {
    "Red", "Blue", "I/12 Musketiere", "1. Esk. Ulanen", "Halbbatterie Nr. 3",
    "Füsiliere 1", "Reitende Batterie",
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    if (vt_ui_find_label (root, shown[i], FALSE) == NULL)
      g_error ("the forces list does not show “%s”", shown[i]);

  /* type, formation and strength in the umpire's words */
  g_assert_nonnull (vt_ui_find_label (root, "Cavalry squadron · Line", FALSE));
  g_assert_nonnull (vt_ui_find_label (root, "420 muskets", FALSE));

  /* a piece that has lost all is off the table, in the list as on the map */
  g_assert_null (vt_ui_find_label (root, "off the table", FALSE));
  {
    VtGame *game = vt_window_get_game (window);
    VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "r2");
    g_autoptr(VtEvent) event = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_nonnull (unit);
    event = vt_event_new (VT_EVENT_LOSS, 1, "II/12 is destroyed", NULL, NULL,
                          g_variant_new_parsed ("[{'unit': <'r2'>, 'strength': <uint32 0>}]"));
    g_assert_true (vt_game_append (game, event, &error));
    g_assert_no_error (error);
    vt_ui_wait_for_paint (root);
    g_assert_nonnull (vt_ui_find_label (root, "off the table", FALSE));
    g_assert_null (vt_ui_find_label (root, "420 muskets", FALSE));
  }

  /* the status bar names the ruleset and the scale */
  g_assert_nonnull (vt_ui_find_label (root, "Fixture ruleset on measured terrain", TRUE));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "scale-label"))), "paces"));

  vt_ui_close_all_windows ();
}

/* The side whose group @unit_id is listed under in the Forces list, NULL
 * when it is not listed. */
static const char *
forces_side_of (GtkWidget  *root,
                const char *unit_id)
{
  GtkWidget *list = vt_ui_find_by_type (GTK_WIDGET (vt_ui_find_by_type (root, VT_TYPE_FORCES_PANEL)),
                                        GTK_TYPE_LIST_VIEW);
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  const char *side = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(GObject) item = gtk_tree_list_row_get_item (row);

      if (VT_IS_SIDE (item))
        side = vt_side_get_id (VT_SIDE (item));
      else if (VT_IS_UNIT (item) && g_str_equal (vt_unit_get_id (VT_UNIT (item)), unit_id))
        return side;
    }
  return NULL;
}

/* A unit that goes over to the other side (a gun captured) moves in the
 * Forces list from its old side's group to its new side's, and back on undo. */
static void
test_window_forces_follow_side (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  vt_ui_wait_for_paint (root);
  g_assert_cmpstr (forces_side_of (root, "b1"), ==, "blue");
  event = vt_event_new (VT_EVENT_NOTE, 1, "Füsiliere 1 go over to Red", NULL, NULL,
                        g_variant_new_parsed ("[{'unit': <'b1'>, 'side': <'red'>}]"));
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  vt_ui_wait_for_paint (root);
  g_assert_cmpstr (forces_side_of (root, "b1"), ==, "red");
  g_assert_nonnull (vt_ui_find_label (root, "Füsiliere 1", FALSE));

  g_assert_true (vt_game_undo (game));
  vt_ui_wait_for_paint (root);
  g_assert_cmpstr (forces_side_of (root, "b1"), ==, "blue");

  vt_ui_close_all_windows ();
}

/* A game already open comes forward rather than opening twice: two
 * windows would each save it after every event, over the other. */
static void
test_window_opens_file_once (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GFile *file = vt_window_get_file (window);
  guint n_windows = 0;

  g_assert_nonnull (file);
  vt_application_open_file (app, file);
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    n_windows += VT_IS_WINDOW (l->data);
  g_assert_cmpuint (n_windows, ==, 1);
  g_assert_true (vt_window_get_file (window) == file);

  vt_ui_close_all_windows ();
}

/* The ground is drawn once, in tiles: a move, a selection, a change of
 * formation redraw only the pieces over it; a pan draws only the tiles it
 * uncovers; a zoom draws them anew. */
static void
test_window_keeps_ground (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  VtGame *game = vt_window_get_game (window);
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "r1");
  guint drawn = vt_map_view_get_tiles_drawn (view);
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUiCapture) before = NULL;
  g_autoptr(VtUiCapture) after = NULL;
  VtPoint to;

  g_assert_cmpuint (drawn, >, 0);
  before = vt_ui_capture_window (GTK_WIDGET (window), NULL);

  vt_unit_get_position (unit, &to);
  to.x += 150;
  event = vt_event_new_move (1, unit, &to, vt_unit_get_facing (unit));
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  after = vt_ui_capture_window (GTK_WIDGET (window), NULL);

  /* the piece moved on screen, over the same ground */
  {
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (window), &bounds));
    g_assert_cmpfloat (changed_fraction (before, after, &bounds), >, 0.0001);
  }
  g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), ==, drawn);

  gtk_widget_activate_action (GTK_WIDGET (window), "view.zoom-in", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), >, drawn);

  /* a pan of 300 pixels uncovers a column or two of tiles, no more */
  {
    VtViewport viewport;
    VtPoint centre;
    guint rows;

    /* after a zoom the sharp tiles come a few a frame */
    for (guint i = 0; i < 40 && drawn != vt_map_view_get_tiles_drawn (view); i++)
      {
        drawn = vt_map_view_get_tiles_drawn (view);
        vt_ui_wait_for_paint (GTK_WIDGET (window));
      }
    drawn = vt_map_view_get_tiles_drawn (view);
    vt_map_view_get_viewport (view, &viewport);
    rows = (guint) ceil (viewport.height / 256) + 1;
    vt_viewport_to_map (&viewport, viewport.width / 2 + 300, viewport.height / 2, &centre);
    vt_map_view_centre_on (view, &centre);
    vt_ui_wait_for_paint (GTK_WIDGET (window));
    g_test_message ("a pan of 300 pixels drew %u tiles", vt_map_view_get_tiles_drawn (view) - drawn);
    g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), >, drawn);
    g_assert_cmpuint (vt_map_view_get_tiles_drawn (view) - drawn, <=, 2 * rows);
  }

  vt_ui_close_all_windows ();
}

static void
test_window_selects_unit (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  GtkListView *list = GTK_LIST_VIEW (vt_ui_find_by_type (vt_ui_find_by_name (GTK_WIDGET (window), "side-stack"), GTK_TYPE_LIST_VIEW));
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

  /* close in on the far corner, so b3 is off screen */
  vt_map_view_zoom_in (view);
  vt_map_view_zoom_in (view);
  vt_map_view_zoom_in (view);
  vt_map_view_centre_on (view, &(VtPoint) { 500, 500 });
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  gtk_selection_model_select_item (selection, position, TRUE);
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  /* The unit is highlighted and the map centred on it. */
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, "b3");
  vt_map_view_get_viewport (view, &viewport);
  vt_viewport_to_map (&viewport, viewport.width / 2, viewport.height / 2, &centre);
  g_assert_cmpfloat (fabs (centre.x - 2700), <, 1);
  g_assert_cmpfloat (fabs (centre.y - 2000), <, 1);

  vt_ui_close_all_windows ();
}

static void
test_window_zooms (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  GtkLabel *scale_label = GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (window), "scale-label"));
  g_autofree char *scale_before = g_strdup (gtk_label_get_text (scale_label));
  double fit_scale = vt_map_view_get_scale (view);
  g_autoptr(VtUiCapture) before = vt_ui_capture_window (GTK_WIDGET (window), NULL);
  g_autoptr(VtUiCapture) after = NULL;
  g_autofree char *accels = NULL;
  graphene_rect_t bounds;
  VtPoint fixed, moved;
  double changed;

  /* the keys the umpire reaches for */
  {
    g_auto(GStrv) zoom_in = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "view.zoom-in");

    accels = g_strjoinv (" ", zoom_in);
    g_assert_nonnull (strstr (accels, "<Control>plus"));
    g_assert_nonnull (strstr (accels, "<Control>equal"));
  }

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-in", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  g_assert_cmpfloat (vt_map_view_get_scale (view), >, fit_scale);
  g_test_message ("scale %s → %s", scale_before, gtk_label_get_text (scale_label));
  g_assert_cmpstr (gtk_label_get_text (scale_label), !=, scale_before);

  after = vt_ui_capture_window (GTK_WIDGET (window), "window-zoomed.png");
  vt_ui_map_bounds (window, &bounds);
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
    g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-out", NULL);
  g_assert_cmpfloat (vt_map_view_get_scale (view), >=, fit_scale / 4 - 1e-9);

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-fit", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpfloat (fabs (vt_map_view_get_scale (view) - fit_scale), <, 1e-9);
  g_assert_cmpstr (gtk_label_get_text (scale_label), ==, scale_before);

  vt_ui_close_all_windows ();
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

  dialog = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  g_test_message ("dialog: %s — %s", primary, secondary);

  /* It names the file, and the detail is the loader's message in full. */
  g_assert_nonnull (strstr (primary, basename));
  g_assert_nonnull (secondary);
  g_assert_nonnull (strstr (secondary, expected_place));

  /* The window behind it stays empty and ready for another try. */
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (window);
  g_assert_null (vt_window_get_game (window));

  vt_ui_close_all_windows ();
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
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
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
  dialog = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  g_test_message ("save failed: %s", secondary);
  g_assert_nonnull (secondary);
  g_assert_cmpstr (secondary, !=, "");
  g_assert_true (g_file_equal (vt_window_get_file (window), file));

  vt_ui_close_all_windows ();
}

/* Save As by its keys, typing the path and pressing Enter; @embed ticks
 * the choice to carry the map picture, when the dialog offers it */
static void
save_as_by_keys (VtWindow   *window,
                 const char *path,
                 gboolean    embed)
{
  GtkWindow *chooser;
  GtkLabel *choice;

  vt_ui_press (GTK_WIDGET (window), "<Control><Shift>s");
  chooser = vt_ui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  vt_ui_iterate_for (300);
  choice = vt_ui_find_label (GTK_WIDGET (chooser), "Keep the map picture inside the game file", TRUE);
  g_assert_nonnull (choice);
  if (embed)
    {
      gtk_widget_activate (gtk_widget_get_ancestor (GTK_WIDGET (choice), GTK_TYPE_CHECK_BUTTON));
      vt_ui_wait_for_paint (GTK_WIDGET (chooser));
      vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (chooser), "save-as-carry-picture.png"));
    }
  vt_ui_press (GTK_WIDGET (chooser), "<Control>a");
  vt_ui_type (GTK_WIDGET (chooser), path);
  vt_ui_press (GTK_WIDGET (chooser), "Return");
  vt_ui_wait_for_no_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  vt_ui_iterate_for (100);
}

/* A scenario traced over a scan that names it by a whole path (it was
 * imported before the game had a file): saved as beside the scan, it names
 * the scan from there, so the two can be copied on together; Save As says
 * what carrying the picture does, and does it when asked. */
static void
test_window_save_as_names_picture (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vt-test-save-XXXXXX", NULL);
  g_autofree char *scans = g_build_filename (folder, "scans", NULL);
  g_autofree char *scan = g_build_filename (scans, "Kunzendorf.png", NULL);
  g_autofree char *first = g_build_filename (folder, "first.vertrauter", NULL);
  g_autofree char *copy = g_build_filename (folder, "copy.vertrauter", NULL);
  g_autofree char *carried = g_build_filename (folder, "carried.vertrauter", NULL);
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 40, 30);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(GFile) carried_file = g_file_new_for_path (carried);
  VtWindow *window;

  g_assert_cmpint (g_mkdir (scans, 0700), ==, 0);
  gdk_pixbuf_fill (pixbuf, 0x2040c0ff);
  g_assert_true (gdk_pixbuf_save (pixbuf, scan, "png", &error, NULL));
  text = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
                          "  <title>Kunzendorf</title>\n"
                          "  <map kind=\"terrain\" width=\"1000\" height=\"1000\" unit=\"pace\">\n"
                          "    <underlay href=\"%s\"/>\n"
                          "  </map>\n"
                          "</game>\n", scan);
  g_assert_true (g_file_set_contents (first, text, -1, &error));
  window = vt_ui_open_game (G_APPLICATION (app), first);

  save_as_by_keys (window, copy, FALSE);
  g_assert_true (g_file_equal (vt_window_get_file (window), copy_file));
  g_assert_true (g_file_get_contents (copy, &saved, NULL, &error));
  g_assert_nonnull (strstr (saved, "href=\"scans/Kunzendorf.png\""));
  g_assert_null (strstr (saved, scan));
  g_clear_pointer (&saved, g_free);

  save_as_by_keys (window, carried, TRUE);
  g_assert_true (g_file_equal (vt_window_get_file (window), carried_file));
  g_assert_true (g_file_get_contents (carried, &saved, NULL, &error));
  g_assert_null (strstr (saved, "href="));
  g_assert_nonnull (strstr (saved, "mime-type=\"image/png\""));
  g_assert_nonnull (strstr (saved, "<data>"));

  vt_ui_close_all_windows ();
  g_remove (scan);
  g_remove (first);
  g_remove (copy);
  g_remove (carried);
  g_rmdir (scans);
}

/* the play mode */

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
  g_test_message ("%s fires at %s, %.0f paces away", vt_unit_get_display_name (*firer), vt_unit_get_display_name (*target), best);
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
                  const VtUiCapture *before,
                  const VtUiCapture *after,
                  const VtPoint *point)
{
  graphene_rect_t bounds;
  double x, y;

  vt_ui_map_bounds (window, &bounds);
  g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), point, &x, &y));

  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        guchar a[3], b[3];
        int px = (int) (bounds.origin.x + x) + dx;
        int py = (int) (bounds.origin.y + y) + dy;

        vt_ui_capture_pixel (before, px, py, a);
        vt_ui_capture_pixel (after, px, py, b);
        if (memcmp (a, b, 3) != 0)
          return TRUE;
      }

  return FALSE;
}

/* the rows of the Losses page one can see */
static guint
mapped_rows (GtkWidget *widget)
{
  guint n = GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_get_mapped (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += mapped_rows (child);
  return n;
}

static gboolean
journal_shows (VtWindow   *window,
               const char *summary)
{
  GtkWidget *list = vt_ui_find_by_name (GTK_WIDGET (window), "journal-list");

  return vt_ui_find_label (list, summary, FALSE) != NULL;
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
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
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
  g_autoptr(VtUiCapture) before = NULL;
  g_autoptr(VtUiCapture) dragging = NULL;
  g_autoptr(VtUiCapture) after = NULL;
  guint head_before_move;
  gboolean found = FALSE;

  g_assert_nonnull (fire);
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 1"));
  /* The firer closes in on its target before it fires. */
  find_firer_and_target (state, ruleset, G_MAXDOUBLE, &firer, &target);
  mover = firer;
  vt_unit_get_position (mover, &start);
  vt_unit_get_position (target, &aim);

  /* A click on the unit's pixels selects it: the list and the unit panel follow. */
  vt_ui_unit_in_window (window, mover, NULL, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, vt_unit_get_id (mover));
  vt_ui_wait_for_paint (root);
  g_assert_cmpstr (vt_ui_label_text (window, "unit-name"), ==, vt_unit_get_display_name (mover));
  {
    GtkSelectionModel *rows = gtk_list_view_get_model (GTK_LIST_VIEW (vt_ui_find_by_type (root, GTK_TYPE_LIST_VIEW)));
    g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (rows);

    g_assert_cmpuint (gtk_bitset_get_size (selected), ==, 1);
  }

  /* Drag it at the first pace the panel offers that takes it within musket
   * range; its reach is drawn while the pointer moves. */
  before = vt_ui_capture_window (root, NULL);
  head_before_move = vt_journal_get_head (journal);
  activities = GTK_DROP_DOWN (vt_ui_find_by_name (root, "activity"));
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
      g_test_message ("at %s %s can march %.0f", vt_map_view_get_activity (view), vt_unit_get_display_name (mover), allowance);
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

  vt_ui_unit_in_window (window, mover, &offset, &x2, &y2);
  vt_map_view_drag_to (view, x2, y2);
  vt_ui_wait_for_paint (root);
  dragging = vt_ui_capture_window (root, "play-dragging.png");
  g_assert_true (pixels_differ_at (window, before, dragging, &beside));

  vt_map_view_release (view, x2, y2);
  vt_ui_wait_for_paint (root);
  g_assert_null (vt_map_view_get_reach (view));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before_move + 1);
  {
    VtPoint now;
    double tolerance = 2 / vt_map_view_get_scale (view);

    vt_unit_get_position (mover, &now);
    g_test_message ("%s moved from (%.0f, %.0f) to (%.0f, %.0f)", vt_unit_get_display_name (mover), start.x, start.y, now.x, now.y);
    g_assert_cmpfloat (fabs (now.x - moved_to.x), <, tolerance);
    g_assert_cmpfloat (fabs (now.y - moved_to.y), <, tolerance);
    moved_to = now;
  }
  after = vt_ui_capture_window (root, "play-moved.png");
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

    vt_ui_unit_in_window (window, mover, NULL, &x, &y);
    g_assert_true (vt_map_view_to_widget (view, &far, &fx, &fy));
    vt_map_view_press (view, x, y, 0);
    vt_map_view_drag_to (view, (x + fx) / 2, (y + fy) / 2);
    vt_map_view_drag_to (view, fx, fy);
    vt_map_view_release (view, fx, fy);
    vt_ui_wait_for_paint (root);
    vt_ui_iterate_for (300);

    vt_unit_get_position (mover, &now);
    g_assert_cmpfloat (fabs (now.x - moved_to.x), <, 1);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before_move + 1);
    g_test_message ("refused: %s", vt_ui_label_text (window, "banner-label"));
    g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "banner-label")));
    g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"), vt_unit_get_display_name (mover)));
    /* it has moved once in this Zug: the banner says what is left */
    g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"), " paces left in this Zug"));
    vt_ui_capture_free (vt_ui_capture_window (root, "play-refused.png"));
  }

  /* Fire: the firer, then the target with Ctrl, and the action from the menu.
   * Fire belongs to the fire phases (issue 7): the clock moves on first. */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "next-phase", NULL);
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

    vt_ui_unit_in_window (window, firer, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, 0);
    vt_ui_unit_in_window (window, target, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, GDK_CONTROL_MASK);
    g_assert_cmpuint (g_strv_length ((char **) vt_map_view_get_selected_units (view)), ==, 2);
    g_assert_cmpstr (vt_map_view_get_selected_units (view)[0], ==, vt_unit_get_id (firer));
    g_assert_cmpstr (vt_map_view_get_selected_units (view)[1], ==, vt_unit_get_id (target));

    g_action_group_activate_action (vt_window_get_action_group (window, "play"), "action", g_variant_new_string (fire->id));
    dialog = VT_ACTION_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_ACTION_DIALOG));
    vt_ui_wait_for_paint (GTK_WIDGET (dialog));

    /* the range was measured on the map */
    range = vt_action_dialog_get_field (dialog, "range");
    g_assert_nonnull (range);
    measured = gtk_spin_button_get_value (GTK_SPIN_BUTTON (vt_param_field_get_widget (range)));
    g_test_message ("range %g, %s", measured, gtk_label_get_text (GTK_LABEL (vt_param_field_get_note (range))));
    g_assert_cmpfloat (fabs (measured - distance_between (firer, target)), <=, 100);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (vt_param_field_get_note (range))), ==, "(measured)");
    /* which die and why */
    g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "die-label")) ||
                   gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "why-label")));
    g_test_message ("%s — %s",
                    gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "die-label"))),
                    gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "why-label"))));
    g_assert_null (vt_ui_find_label (GTK_WIDGET (dialog), "missing parameter", TRUE));
    vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "play-action.png"));

    /* faces of real dice, until one does some harm */
    faces = vt_ui_find_by_name (GTK_WIDGET (dialog), "faces-entry");
    for (guint i = 0; i < G_N_ELEMENTS (faces_to_try) && !hit; i++)
      {
        GVariant *outcome;
        g_autoptr(GVariant) losses = NULL;

        gtk_editable_set_text (GTK_EDITABLE (faces), faces_to_try[i]);
        vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "resolve-button"));
        outcome = vt_action_dialog_get_outcome (dialog);
        if (outcome == NULL)
          g_error ("resolving failed: %s",
                   gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "error-label"))));
        g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (dialog), "summary-label")));
        g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "dice-label"))),
                                  "(thrown)"));
        losses = g_variant_lookup_value (outcome, "losses", G_VARIANT_TYPE ("aa{sv}"));
        hit = losses != NULL && g_variant_n_children (losses) > 0;
        g_variant_lookup (outcome, "summary", "&s", &summary);
        g_test_message ("faces %s: %s", faces_to_try[i], summary);
      }
    g_assert_true (hit);
    vt_ui_wait_for_paint (GTK_WIDGET (dialog));
    vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "play-outcome.png"));

    vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "apply-button"));
    vt_ui_iterate_for (50);
    g_assert_null (vt_ui_find_toplevel (VT_TYPE_ACTION_DIALOG));
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head_before + 1);

    /* the journal lists it, the ledger books it */
    gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_name (root, "side-stack")), "journal");
    vt_ui_wait_for_paint (root);
    {
      VtEvent *event = vt_journal_get_event (journal, head_before);

      g_test_message ("journalled: %s", vt_event_get_summary (event));
      g_assert_true (journal_shows (window, vt_event_get_summary (event)));
    }
    vt_ui_capture_free (vt_ui_capture_window (root, "play-journal.png"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))), >, losses_before);
    gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_name (root, "side-stack")), "losses");
    vt_ui_wait_for_paint (root);
    g_test_message ("losses: %s", vt_ui_label_text (window, "loss-totals"));
    g_assert_nonnull (strstr (vt_ui_label_text (window, "loss-totals"), "Point"));
    g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "loss-totals")));
    vt_ui_capture_free (vt_ui_capture_window (root, "play-losses.png"));

    /* the search finds the unit that lost, and nothing for a name no unit has */
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (vt_game_get_loss_ledger (game)), 0);
      const char *name = vt_scenario_get_unit_display_name (vt_game_get_state (game), vt_loss_entry_get_unit (entry));
      GtkWidget *search = vt_ui_find_by_name (root, "losses-search");
      GtkWidget *list = vt_ui_find_by_name (root, "losses-list");
      GtkWidget *panel = gtk_widget_get_ancestor (list, VT_TYPE_LOSSES_PANEL);
      g_autofree char *folder = g_dir_make_tmp ("vt-test-losses-XXXXXX", NULL);
      g_autofree char *csv_path = g_build_filename (folder, "losses.csv", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (csv_path);
      g_autoptr(GError) error = NULL;
      g_autofree char *csv = NULL;

      gtk_editable_set_text (GTK_EDITABLE (search), name);
      vt_ui_iterate_for (300);
      g_assert_cmpuint (mapped_rows (list), ==, 1);
      gtk_editable_set_text (GTK_EDITABLE (search), "Niemand von Nirgendwo");
      vt_ui_iterate_for (300);
      g_assert_cmpuint (mapped_rows (list), ==, 0);
      /* the totals are still of everything */
      g_assert_nonnull (strstr (vt_ui_label_text (window, "loss-totals"), "Point"));
      gtk_editable_set_text (GTK_EDITABLE (search), "");
      vt_ui_iterate_for (300);
      g_assert_cmpuint (mapped_rows (list), ==, g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))));

      /* Export CSV…, once the file is chosen */
      g_assert_true (vt_losses_panel_export_csv (VT_LOSSES_PANEL (panel), file, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
      g_assert_true (g_str_has_prefix (csv, "move,unit,unit id,side,division,arm,points,men,dice,cause,captured\r\n"));
      g_assert_nonnull (strstr (csv, name));
      g_remove (csv_path);
      g_rmdir (folder);
    }
  }

  /* The clock: phase by phase into the next Zug. */
  {
    GtkWidget *next = vt_ui_find_by_name (root, "next-phase-button");
    guint clicks = 0;

    while (vt_game_get_move (game) == 1 && clicks++ < 20)
      {
        vt_ui_click (next);
        g_test_message ("clock: %s", vt_ui_label_text (window, "clock-label"));
      }
    g_assert_cmpuint (vt_game_get_move (game), ==, 2);
    g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 2"));
    vt_ui_wait_for_paint (root);
    vt_ui_capture_free (vt_ui_capture_window (root, "play-zug-2.png"));
  }

  /* Undo goes back over the clock, the fire and the move. */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 1"));
  while (vt_journal_get_head (journal) > head_before_move)
    {
      g_assert_true (g_action_group_get_action_enabled (vt_window_get_action_group (window, "play"), "undo"));
      g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
    }
  {
    VtPoint now;

    vt_unit_get_position (mover, &now);
    g_assert_cmpfloat (fabs (now.x - start.x), <, 1e-6);
    g_assert_cmpfloat (fabs (now.y - start.y), <, 1e-6);
  }
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 1"));
  g_assert_true (g_action_group_get_action_enabled (vt_window_get_action_group (window, "play"), "redo"));
  vt_ui_wait_for_paint (root);
  vt_ui_capture_free (vt_ui_capture_window (root, "play-undone.png"));

  /* and redo brings it all back */
  while (vt_journal_can_redo (journal))
    g_action_group_activate_action (vt_window_get_action_group (window, "play"), "redo", NULL);
  g_assert_false (g_action_group_get_action_enabled (vt_window_get_action_group (window, "play"), "redo"));
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 2"));
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

    gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_name (root, "side-stack")), "forces");
    g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-in", NULL);
    g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-in", NULL);
    vt_unit_get_position (showcase, &centre);
    vt_map_view_centre_on (view, &centre);
    vt_ui_unit_in_window (window, showcase, NULL, &x, &y);
    vt_map_view_select_at (view, x, y, 0);
    vt_ui_wait_for_paint (root);
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
    vt_ui_wait_for_paint (root);
    vt_ui_capture_free (vt_ui_capture_window (root, "main-window.png"));
    vt_map_view_cancel_drag (view);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  }

  vt_ui_close_all_windows ();
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

/* The journal's rows on screen, first to last. */
static void
collect_journal_rows (GtkWidget *widget,
                      GPtrArray *rows)
{
  if (gtk_widget_has_css_class (widget, "journal-row") && gtk_widget_get_mapped (widget))
    {
      g_ptr_array_add (rows, widget);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_journal_rows (child, rows);
}

/* How far the darkest and the lightest pixel of a row's summary differ,
 * 0 to 1, as captured. */
static double
row_text_contrast (const VtUiCapture *capture,
                   GtkWidget     *root,
                   GtkWidget     *row)
{
  GtkWidget *summary = gtk_widget_get_last_child (row);
  graphene_rect_t bounds;
  double darkest = 1, lightest = 0;

  g_assert_true (GTK_IS_LABEL (summary));
  g_assert_true (gtk_widget_compute_bounds (summary, root, &bounds));
  for (int y = (int) ceil (bounds.origin.y); y < (int) floor (bounds.origin.y + bounds.size.height); y++)
    for (int x = (int) ceil (bounds.origin.x); x < (int) floor (bounds.origin.x + bounds.size.width); x++)
      {
        guchar rgb[3];
        double luminance;

        vt_ui_capture_pixel (capture, x, y, rgb);
        luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
        darkest = MIN (darkest, luminance);
        lightest = MAX (lightest, luminance);
      }

  return MAX (lightest - darkest, 0);
}

/* The unit panel changes formation and facing through the journal; the clock
 * lets several Züge pass; the journal greys what undo took back. */
static void
test_window_unit_panel_and_clock (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
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

  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  vt_ui_wait_for_paint (root);
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "unit-name")));

  formations = GTK_DROP_DOWN (vt_ui_find_by_name (root, "formation"));
  for (guint i = 0; type->formations[i] != NULL && other == G_MAXUINT; i++)
    if (g_strcmp0 (type->formations[i], formation) != 0)
      other = i;
  gtk_drop_down_set_selected (formations, other);
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, type->formations[other]);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);

  /* a wheel to the right: the same place, 45° on */
  {
    GtkWidget *facing_spin = vt_ui_find_by_name (root, "facing");
    GtkWidget *right = gtk_widget_get_next_sibling (facing_spin);
    VtPoint before, after;

    vt_unit_get_position (unit, &before);
    vt_ui_click (right);
    vt_unit_get_position (unit, &after);
    g_assert_cmpfloat (fabs (vt_unit_get_facing (unit) - fmod (facing + 45, 360)), <, 1e-6);
    g_assert_cmpfloat (fabs (after.x - before.x), <, 1e-6);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (facing_spin)), ==, round (vt_unit_get_facing (unit)));
  }

  /* several Züge at once */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "advance-moves", g_variant_new_uint32 (3));
  g_assert_cmpuint (vt_game_get_move (game), ==, 4);
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 4"));

  /* undo once: the row just past the head is grey, the head and those
   * before it are not */
  gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_name (root, "side-stack")), "journal");
  vt_ui_wait_for_paint (root);
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    g_autoptr(VtUiCapture) capture = NULL;
    double done_contrast, head_contrast, undone_contrast;

    collect_journal_rows (vt_ui_find_by_name (root, "journal-list"), rows);
    g_assert_cmpuint (rows->len, ==, vt_journal_get_length (journal));
    g_assert_cmpuint (rows->len, ==, 3);
    g_assert_false (gtk_widget_has_css_class (rows->pdata[0], "undone"));
    g_assert_false (gtk_widget_has_css_class (rows->pdata[0], "journal-head"));
    g_assert_false (gtk_widget_has_css_class (rows->pdata[1], "undone"));
    g_assert_true (gtk_widget_has_css_class (rows->pdata[1], "journal-head"));
    g_assert_true (gtk_widget_has_css_class (rows->pdata[2], "undone"));
    g_assert_false (gtk_widget_has_css_class (rows->pdata[2], "journal-head"));

    /* and it looks it: its words stand out less from the page */
    capture = vt_ui_capture_window (root, "journal-one-undone.png");
    done_contrast = row_text_contrast (capture, root, rows->pdata[0]);
    head_contrast = row_text_contrast (capture, root, rows->pdata[1]);
    undone_contrast = row_text_contrast (capture, root, rows->pdata[2]);
    g_test_message ("text contrast: done %.2f, head %.2f, undone %.2f",
                    done_contrast, head_contrast, undone_contrast);
    g_assert_cmpfloat (done_contrast, >, 0.3);
    g_assert_cmpfloat (head_contrast, >, 0.3);
    g_assert_cmpfloat (undone_contrast, <, 0.7 * done_contrast);
    g_assert_cmpfloat (undone_contrast, <, 0.7 * head_contrast);
  }

  /* undo again: the journal greys what was taken back */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "clock-label"), "Zug 1"));
  g_assert_cmpfloat (fabs (vt_unit_get_facing (unit) - facing), <, 1e-6);
  g_assert_true (has_descendant_with_class (vt_ui_find_by_name (root, "journal-list"), "undone"));
  g_assert_true (has_descendant_with_class (vt_ui_find_by_name (root, "journal-list"), "journal-head"));
  vt_ui_capture_free (vt_ui_capture_window (root, "journal-undone.png"));

  vt_ui_close_all_windows ();
}

static void
test_window_selects_with_band (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
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

  vt_ui_close_all_windows ();
}

static void
test_window_measures (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  VtMapView *view = vt_window_get_map_view (window);
  double scale = vt_map_view_get_scale (view);
  g_autoptr(VtUiCapture) before = vt_ui_capture_window (GTK_WIDGET (window), NULL);
  g_autoptr(VtUiCapture) after = NULL;
  graphene_rect_t bounds;
  VtPoint from, to;
  double length;
  guint head = vt_journal_get_head (vt_game_get_journal (vt_window_get_game (window)));

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "measure", NULL);
  g_assert_true (vt_map_view_get_measuring (view));

  /* 300 pixels across, on the map: 300 / scale in the ruleset's unit */
  vt_map_view_press (view, 100, 200, 0);
  vt_map_view_drag_to (view, 250, 200);
  vt_map_view_release (view, 400, 200);
  g_assert_true (vt_map_view_get_ruler (view, &from, &to, &length));
  g_assert_cmpfloat (fabs (length - 300 / scale), <, 1e-6);
  /* nothing was selected, moved or journalled */
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (vt_window_get_game (window))), ==, head);

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  after = vt_ui_capture_window (GTK_WIDGET (window), "measure.png");
  vt_ui_map_bounds (window, &bounds);
  g_assert_cmpfloat (changed_fraction (before, after, &bounds), >, 0.001);

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "measure", NULL);
  g_assert_false (vt_map_view_get_measuring (view));
  g_assert_false (vt_map_view_get_ruler (view, NULL, NULL, NULL));

  vt_ui_close_all_windows ();
}

static void
test_window_rule_tables (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
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

  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "rule-tables", NULL);
  tables_window = vt_ui_wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
  gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_type (GTK_WIDGET (tables_window), GTK_TYPE_STACK)), table->id);
  vt_ui_wait_for_paint (GTK_WIDGET (tables_window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (tables_window), "rule-tables.png"));

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
  /* issue 7: a journalled decision of the umpire, in force in the state and
   * saved with the journal at once */
  g_assert_true (vt_scenario_get_house_rule (vt_game_get_state (game), table->id, table->rows[row],
                                             table->columns[column], NULL));
  g_assert_false (vt_window_get_dirty (window));

  /* a word is not a number: the value stays */
  gtk_editable_set_text (cell, "many");
  g_signal_emit_by_name (cell, "activate");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "error"));
  g_assert_cmpfloat (vt_game_get_table_value (game, table->id, table->rows[row], table->columns[column]), ==, value + 7);

  vt_ui_close_all_windows ();
}

static void
test_window_asks_before_closing (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
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
    g_action_group_activate_action (vt_window_get_action_group (window, "play"), "rule-tables", NULL);
    {
      GtkWindow *tables_window = vt_ui_wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
      GtkEditable *cell = vt_tables_window_get_cell (VT_TABLES_WINDOW (tables_window), tables[0].id,
                                                     tables[0].rows[0], tables[0].columns[0]);

      gtk_editable_set_text (cell, "1");
      g_signal_emit_by_name (cell, "activate");
      gtk_window_destroy (tables_window);
    }
  }
  /* issue 7: the house rule is journalled and saved at once; a change of
   * the set-up itself still makes the window dirty */
  g_assert_false (vt_window_get_dirty (window));
  vt_document_set_up_changed (vt_window_get_document (window));
  g_assert_true (vt_window_get_dirty (window));

  gtk_window_close (GTK_WINDOW (window));
  prompt = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (prompt, "text", &text, NULL);
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (vt_ui_find_button (GTK_WIDGET (prompt), "Close _without Saving"));
  vt_ui_wait_for_paint (GTK_WIDGET (prompt));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (prompt), "close-prompt.png"));

  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_CANCEL);
  vt_ui_iterate_for (50);
  g_assert_true (vt_ui_find_toplevel (VT_TYPE_WINDOW) == GTK_WINDOW (window));

  /* Save keeps the house rule in the file and closes. */
  gtk_window_close (GTK_WINDOW (window));
  prompt = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_ACCEPT);
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  {
    g_autoptr(VtGame) saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
    /* in the journal, so in force in the state */
    g_autoptr(GVariant) rules = vt_scenario_get_house_rules (vt_game_get_state (saved));

    g_assert_cmpuint (g_variant_n_children (rules), ==, 1);
  }

  vt_ui_close_all_windows ();
}

/* Every autosave goes, so a later test starts without any to offer. */
static void
clear_autosaves (void)
{
  g_autofree char *folder = vt_document_get_autosave_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
}

/* A game never saved is kept in the autosave folder after every change. */
static void
test_window_autosaves_unsaved_game (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "vertrauter", "autosave", NULL);
  const char *autosave;

  gtk_window_present (GTK_WINDOW (window));
  vt_window_set_game (window, game, NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
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

  vt_ui_close_all_windows ();
  clear_autosaves ();
}

/* A second window on the same document (as the side boards will be) follows
 * every change, and closing it loses nothing, so it does not ask. */
static void
test_window_second_window_on_document (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
  VtWindow *first = vt_window_new (GTK_APPLICATION (app));
  VtWindow *second = vt_window_new (GTK_APPLICATION (app));
  VtDocument *document;
  const char *autosave;

  gtk_window_present (GTK_WINDOW (first));
  vt_window_set_game (first, game, NULL);
  document = vt_window_get_document (first);
  g_assert_nonnull (document);
  gtk_window_present (GTK_WINDOW (second));
  vt_window_set_document (second, document);
  vt_ui_wait_for_paint (GTK_WIDGET (second));
  g_assert_true (vt_window_get_game (second) == game);
  g_assert_cmpuint (g_list_model_get_n_items (vt_application_get_documents (app)), ==, 1);

  /* the clock moves in the second; the first follows, and the game is kept once */
  g_assert_false (g_action_group_get_action_enabled (vt_window_get_action_group (first, "play"), "undo"));
  g_action_group_activate_action (vt_window_get_action_group (second, "play"), "next-phase", NULL);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, 1);
  g_assert_true (g_action_group_get_action_enabled (vt_window_get_action_group (first, "play"), "undo"));
  g_assert_cmpstr (vt_ui_label_text (first, "clock-label"), ==, vt_ui_label_text (second, "clock-label"));
  autosave = vt_window_get_autosave_path (first);
  g_assert_nonnull (autosave);
  g_assert_cmpstr (vt_window_get_autosave_path (second), ==, autosave);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (first)), "*Unsaved Game"));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (second)), "*Unsaved Game"));

  /* the first still shows the game: closing the second loses nothing */
  gtk_window_close (GTK_WINDOW (second));
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  g_assert_true (vt_ui_find_toplevel (VT_TYPE_WINDOW) == GTK_WINDOW (first));
  g_assert_true (vt_window_get_game (first) == game);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (g_list_model_get_n_items (vt_application_get_documents (app)), ==, 1);

  vt_ui_close_all_windows ();
  clear_autosaves ();
}

/* drag and drop */

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type,
                 guint      nth)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) && nth-- == 0)
        return controller; /* the widget keeps it */
    }

  return NULL;
}

/* What the window's drop target does with @value dropped at (20, 20). */
static gboolean
drop_on (VtWindow     *window,
         const GValue *value)
{
  GtkEventController *target = find_controller (GTK_WIDGET (window), GTK_TYPE_DROP_TARGET, 0);
  gboolean handled = FALSE;

  g_assert_nonnull (target);
  g_assert_true (gdk_content_formats_contain_gtype (gtk_drop_target_get_formats (GTK_DROP_TARGET (target)),
                                                    G_VALUE_TYPE (value)));
  g_signal_emit_by_name (target, "drop", value, 20.0, 20.0, &handled);

  return handled;
}

static void
assert_drop_refused (VtWindow   *window,
                     const char *path,
                     const char *expected_place)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_auto(GValue) value = G_VALUE_INIT;
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  GtkWindow *dialog;

  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_assert_true (drop_on (window, &value));

  dialog = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  g_test_message ("dropped %s: %s — %s", basename, primary, secondary);
  g_assert_nonnull (strstr (primary, basename));
  g_assert_nonnull (secondary);
  g_assert_true (g_str_has_prefix (secondary, expected_place));
  gtk_window_destroy (dialog);
}

/* A game dropped on an empty window opens in it; a file that is no game,
 * or a broken one, is refused with the file and line. */
static void
test_window_opens_dropped_file (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "ui", "window.vertrauter", NULL);
  g_autofree char *broken = write_broken_file ("dropped.vertrauter",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"no-such-ruleset\">\n"
    "  <title>Nowhere</title>\n"
    "  <map kind=\"terrain\" width=\"100\" height=\"100\" unit=\"pace\"/>\n"
    "</game>\n");
  g_autofree char *notes = write_broken_file ("orders.txt", "Orders for the 9th:\nadvance at dawn\n");
  g_autofree char *broken_place = g_strdup_printf ("%s:2:", broken);
  g_autofree char *notes_place = g_strdup_printf ("%s:1:", notes);
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  g_auto(GValue) value = G_VALUE_INIT;

  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_null (vt_window_get_game (window));
  g_assert_null (vt_ui_find_label (GTK_WIDGET (window), "I/12 Musketiere", FALSE));

  /* from a file manager: a list of files */
  {
    g_autoptr(GFile) file = g_file_new_for_path (sample);
    g_autoptr(GSList) files = g_slist_prepend (NULL, file);

    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
    g_assert_true (drop_on (window, &value));
  }
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_window_get_game (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "window.vertrauter"));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "I/12 Musketiere", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Fixture ruleset on measured terrain", TRUE));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "dropped.png"));

  /* the window keeps its game whatever is dropped next */
  assert_drop_refused (window, broken, broken_place);
  assert_drop_refused (window, notes, notes_place);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "window.vertrauter"));

  vt_ui_close_all_windows ();
}

/* the status bar */

static void
move_pointer (VtMapView *view,
              double     x,
              double     y)
{
  GtkEventController *motion;
  guint n = 0;

  while ((motion = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_MOTION, n)) != NULL)
    {
      g_signal_emit_by_name (motion, "motion", x, y);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static void
leave_map (VtMapView *view)
{
  GtkEventController *motion;
  guint n = 0;

  while ((motion = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_MOTION, n++)) != NULL)
    g_signal_emit_by_name (motion, "leave");
}

/* "1,250" with the locale's thousands separator, "," where it has none */
static char *
grouped (long value)
{
  const char *separator = localeconv ()->thousands_sep;

  if (separator == NULL || separator[0] == '\0')
    separator = ",";
  if (value >= 1000)
    return g_strdup_printf ("%ld%s%03ld", value / 1000, separator, value % 1000);

  return g_strdup_printf ("%ld", value);
}

static void
test_window_shows_pointer_position (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  const VtPoint under[] = { { 1250, 800 }, { 3000, 2650 } };
  VtViewport viewport;

  g_assert_cmpstr (vt_ui_label_text (window, "position-label"), ==, "");

  for (guint i = 0; i < G_N_ELEMENTS (under); i++)
    {
      VtPoint point;
      g_autofree char *east = NULL;
      g_autofree char *south = NULL;
      g_autofree char *expected = NULL;
      double x, y;

      /* a widget point, and the map point the viewport puts under it */
      vt_map_view_get_viewport (view, &viewport);
      vt_viewport_to_device (&viewport, &under[i], &x, &y);
      vt_viewport_to_map (&viewport, x, y, &point);
      east = grouped (lround (point.x));
      south = grouped (lround (point.y));
      expected = g_strdup_printf ("x %s · y %s paces", east, south);

      move_pointer (view, x, y);
      g_test_message ("pointer at (%.1f, %.1f): %s", x, y, vt_ui_label_text (window, "position-label"));
      g_assert_cmpstr (vt_ui_label_text (window, "position-label"), ==, expected);
    }
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "pointer-position.png"));

  /* leaving the map clears it */
  leave_map (view);
  g_assert_cmpstr (vt_ui_label_text (window, "position-label"), ==, "");

  /* and so does the table around the map */
  for (guint i = 0; i < 3; i++)
    g_action_group_activate_action (vt_window_get_action_group (window, "view"), "zoom-out", NULL);
  {
    VtPoint middle = { 2000, 1500 };
    double x, y;

    g_assert_true (vt_map_view_to_widget (view, &middle, &x, &y));
    move_pointer (view, x, y);
    g_assert_cmpstr (vt_ui_label_text (window, "position-label"), ==, "x 2,000 · y 1,500 paces");
  }
  move_pointer (view, 2, 2);
  {
    VtPoint corner;

    g_assert_true (vt_map_view_to_map (view, 2, 2, &corner));
    g_assert_true (corner.x < 0 || corner.y < 0);
  }
  g_assert_cmpstr (vt_ui_label_text (window, "position-label"), ==, "");

  vt_ui_close_all_windows ();
}

/* recovering unsaved games */

/* A game without a file, changed once, then its window gone as in a crash:
 * its autosave is left behind. */
static char *
leave_unsaved_game (const char *title)
{
  g_autofree char *path = vt_ui_copy_demo ();
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  char *autosave;

  g_assert_nonnull (game);
  vt_scenario_set_title (vt_game_get_scenario (game), title);
  vt_scenario_set_title (vt_game_get_state (game), title);
  gtk_window_present (GTK_WINDOW (window));
  vt_window_set_game (window, game, NULL);
  g_assert_true (vt_game_advance_phase (game, NULL));
  autosave = g_strdup (vt_window_get_autosave_path (window));
  g_assert_nonnull (autosave);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));

  gtk_window_destroy (GTK_WINDOW (window));
  vt_ui_iterate_for (20);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));

  return autosave;
}

static GtkListBoxRow *
recover_row (VtRecoverDialog *dialog,
             const char      *title)
{
  GtkLabel *label = vt_ui_find_label (GTK_WIDGET (dialog), title, FALSE);

  g_assert_nonnull (label);
  return GTK_LIST_BOX_ROW (gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_LIST_BOX_ROW));
}

static const char *
recover_detail (GtkListBoxRow *row)
{
  GtkWidget *detail = vt_ui_find_by_name (GTK_WIDGET (row), "recover-detail");

  g_assert_nonnull (detail);
  return gtk_label_get_text (GTK_LABEL (detail));
}

/* Started without a file, the application offers what was never saved;
 * the game opens unsaved, and its copy goes once it is saved to a file. */
static void
test_window_recovers_unsaved_game (void)
{
  g_autofree char *autosave = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-test-recover-XXXXXX", NULL);
  g_autofree char *saved_path = g_build_filename (folder, "kept.vertrauter", NULL);
  g_autoptr(GFile) saved = g_file_new_for_path (saved_path);
  VtRecoverDialog *dialog;
  GtkListBoxRow *row;
  VtWindow *window;
  VtGame *game;
  g_autofree char *ruleset_title = NULL;

  clear_autosaves ();
  autosave = leave_unsaved_game ("Rearguard at Wartenburg");

  g_application_activate (G_APPLICATION (app));
  dialog = VT_RECOVER_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_RECOVER_DIALOG));
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_NEW_DIALOG));
  g_assert_cmpuint (vt_recover_dialog_get_n_games (dialog), ==, 1);

  /* title, ruleset, Zug and when */
  row = recover_row (dialog, "Rearguard at Wartenburg");
  {
    g_autoptr(VtGame) kept = vt_game_file_load_path (autosave, vt_ruleset_registry_get_default (), NULL);
    VtRuleset *ruleset = vt_game_get_ruleset (kept);

    ruleset_title = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
  }
  g_test_message ("offered: %s", recover_detail (row));
  g_assert_true (g_str_has_prefix (recover_detail (row), ruleset_title));
  g_assert_nonnull (strstr (recover_detail (row), "Zug 1"));
  g_assert_nonnull (strstr (recover_detail (row), "saved today at"));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "recover-dialog.png"));

  /* Open: in the empty window behind, unsaved, kept where it was */
  vt_ui_click (vt_ui_find_button (GTK_WIDGET (row), "_Open"));
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_RECOVER_DIALOG));
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  game = vt_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_state (game)), ==, "Rearguard at Wartenburg");
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, 1);
  g_assert_null (vt_window_get_file (window));
  g_assert_true (vt_window_get_dirty (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "*Unsaved Game"));
  g_assert_cmpstr (vt_window_get_autosave_path (window), ==, autosave);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "banner-label")));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "recovered.png"));

  /* it goes on being kept in the same copy */
  g_assert_true (vt_game_advance_phase (game, NULL));
  {
    g_autoptr(VtGame) kept = vt_game_file_load_path (autosave, vt_ruleset_registry_get_default (), NULL);

    g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (kept)), ==, 2);
  }

  /* while it is open, it is not offered again */
  {
    g_autoptr(GPtrArray) offered = vt_application_find_autosaves (app);

    g_assert_cmpuint (offered->len, ==, 0);
  }

  /* saved to a file: the copy goes */
  g_assert_true (vt_window_save_to (window, saved));
  g_assert_false (vt_window_get_dirty (window));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_assert_null (vt_window_get_autosave_path (window));

  vt_ui_close_all_windows ();
  clear_autosaves ();
}

/* From the menu: Discard deletes a copy; a recovered game closed without
 * saving lets its copy go; with none left, a new game is offered at start. */
static void
test_window_recover_discard (void)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  VtRecoverDialog *dialog;
  VtWindow *window;
  GtkWindow *prompt;

  clear_autosaves ();
  first = leave_unsaved_game ("Skirmish at Möckern");
  second = leave_unsaved_game ("Outposts at Dennewitz");

  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "recover"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "recover", NULL);
  dialog = VT_RECOVER_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_RECOVER_DIALOG));
  g_assert_cmpuint (vt_recover_dialog_get_n_games (dialog), ==, 2);

  /* Discard asks first: Cancel keeps the game, Discard deletes it */
  vt_ui_click (vt_ui_find_button (GTK_WIDGET (recover_row (dialog, "Skirmish at Möckern")), "_Discard"));
  prompt = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (prompt)), ==, "discard-confirm");
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (prompt), "Discard “Skirmish at Möckern”?", FALSE));
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_CANCEL);
  vt_ui_iterate_for (50);
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (vt_recover_dialog_get_n_games (dialog), ==, 2);

  vt_ui_click (vt_ui_find_button (GTK_WIDGET (recover_row (dialog, "Skirmish at Möckern")), "_Discard"));
  prompt = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_ACCEPT);
  vt_ui_iterate_for (50);
  g_assert_false (g_file_test (first, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (vt_recover_dialog_get_n_games (dialog), ==, 1);
  g_assert_null (vt_ui_find_label (GTK_WIDGET (dialog), "Skirmish at Möckern", FALSE));

  vt_ui_click (vt_ui_find_button (GTK_WIDGET (recover_row (dialog, "Outposts at Dennewitz")), "_Open"));
  vt_ui_iterate_for (50);
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  g_assert_cmpstr (vt_window_get_autosave_path (window), ==, second);

  /* closing asks; Close without Saving is the umpire letting it go */
  gtk_window_close (GTK_WINDOW (window));
  prompt = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  gtk_dialog_response (GTK_DIALOG (prompt), 1 /* Close without Saving */);
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));

  /* nothing left to offer: the menu says so, and a start asks for a new game */
  g_action_group_activate_action (G_ACTION_GROUP (app), "recover", NULL);
  dialog = VT_RECOVER_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_RECOVER_DIALOG));
  g_assert_cmpuint (vt_recover_dialog_get_n_games (dialog), ==, 0);
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "No unsaved games are waiting.", FALSE));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_application_activate (G_APPLICATION (app));
  vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_RECOVER_DIALOG));

  vt_ui_close_all_windows ();
}

/* the action dialog */

/* The head of the outcome (its dice and summary) is inside the dialog.
 * Issue 7: the outcome stands in a column of its own beside the form, so
 * it is in view without scrolling the form. */
static gboolean
outcome_in_view (VtActionDialog *dialog)
{
  GtkWidget *outcome = vt_ui_find_by_name (GTK_WIDGET (dialog), "outcome-box");
  GtkWidget *summary = vt_ui_find_by_name (GTK_WIDGET (dialog), "summary-label");
  graphene_rect_t bounds, head;

  g_assert_true (gtk_widget_compute_bounds (outcome, GTK_WIDGET (dialog), &bounds));
  g_assert_true (gtk_widget_compute_bounds (summary, GTK_WIDGET (dialog), &head));
  return gtk_widget_get_mapped (outcome) && bounds.origin.y >= -0.5 &&
         head.origin.y + head.size.height <= gtk_widget_get_height (GTK_WIDGET (dialog)) + 0.5;
}

/* Faces typed beyond what the action rolled are named under the outcome,
 * and the outcome is in view before and after Resolve, however short the
 * dialog (issue 7: it no longer needs scrolling into view). */
static void
test_action_dialog_unused_faces (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  const VtAction *fire = find_fire_action (ruleset);
  VtUnit *firer, *target;
  const char *selected[3] = { NULL, };
  VtActionDialog *dialog;
  GtkAdjustment *adjustment;
  GtkWidget *unused;
  guint used;

  g_assert_nonnull (fire);
  find_firer_and_target (vt_game_get_state (game), ruleset, fire_range_limit (fire), &firer, &target);
  selected[0] = vt_unit_get_id (firer);
  selected[1] = vt_unit_get_id (target);

  /* in the fire phase, where fire belongs (issue 7) */
  g_assert_true (vt_game_advance_phase (game, NULL));
  /* a short dialog: the outcome is below the fold */
  dialog = vt_action_dialog_new (GTK_WINDOW (window), game, fire->id, selected);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, 300);
  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (vt_ui_find_by_name (GTK_WIDGET (dialog),
                                                                                       "action-scroller")));
  g_test_message ("form %.0f px high, %.0f px shown", gtk_adjustment_get_upper (adjustment),
                  gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_true (outcome_in_view (dialog));

  /* within musket range, whatever the map says */
  {
    VtParamField *range = vt_action_dialog_get_field (dialog, "range");

    g_assert_nonnull (range);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (vt_param_field_get_widget (range)), 300);
    g_assert_true (vt_param_field_get_edited (range));
  }

  /* four faces for a fire that throws fewer */
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "faces-entry")), "6, 5, 4, 3");
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "resolve-button"));
  /* a range the map measured, changed: his ruling, with his reason (issue 23) */
  if (vt_action_dialog_get_outcome (dialog) == NULL)
    {
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "error-label"))),
                                "300 is the umpire's ruling."));
      gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "umpire-reason")),
                             "the target stood closer than the map shows");
      vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "allow-button"));
    }
  if (vt_action_dialog_get_outcome (dialog) == NULL)
    g_error ("resolving failed: %s", gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "error-label"))));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  g_test_message ("scrolled to %.0f", gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  g_assert_true (outcome_in_view (dialog));

  unused = vt_ui_find_by_name (GTK_WIDGET (dialog), "unused-faces-label");
  {
    const char *dice = gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "dice-label")));
    g_autofree char *expected = NULL;

    /* the faces the dialog shows as thrown are the ones used */
    used = 0;
    for (const char *at = strstr (dice, "(thrown)"); at != NULL; at = strstr (at + 1, "(thrown)"))
      used++;
    g_test_message ("%s — %s", dice, gtk_label_get_text (GTK_LABEL (unused)));
    g_assert_cmpuint (used, >, 0);
    g_assert_cmpuint (used, <, 4);
    if (4 - used == 1)
      expected = g_strdup ("1 of the 4 faces typed was not needed:");
    else
      expected = g_strdup_printf ("%u of the 4 faces typed were not needed:", 4 - used);
    g_assert_true (gtk_widget_get_mapped (unused));
    g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (unused)), expected));
  }
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "action-unused-faces.png"));

  /* exactly the faces needed: nothing to say */
  {
    static const char *faces[] = { "6", "6, 5", "6, 5, 4" };

    gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "faces-entry")), faces[used - 1]);
    vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "resolve-button"));
    g_assert_nonnull (vt_action_dialog_get_outcome (dialog));
    g_assert_false (gtk_widget_get_visible (unused));
  }

  /* one face more than needed is reported, by its value */
  {
    static const char *faces[] = { "6, 2", "6, 5, 2", "6, 5, 4, 2" };
    g_autofree char *expected = g_strdup_printf ("1 of the %u faces typed was not needed: 2.", used + 1);

    gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "faces-entry")), faces[used - 1]);
    vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "resolve-button"));
    g_assert_nonnull (vt_action_dialog_get_outcome (dialog));
    g_assert_true (gtk_widget_get_visible (unused));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (unused)), ==, expected);
  }

  /* rolled here: nothing typed, nothing left over */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_widget_get_first_child (gtk_widget_get_parent (
                                 vt_ui_find_by_name (GTK_WIDGET (dialog), "faces-entry")))), TRUE);
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "resolve-button"));
  g_assert_nonnull (vt_action_dialog_get_outcome (dialog));
  g_assert_false (gtk_widget_get_visible (unused));

  vt_ui_close_all_windows ();
}

/* the map while it moves */

/* The map view drawn by the core renderer at the view's viewport, on the
 * table's colour, with or without labels. */
static cairo_surface_t *
render_view (VtWindow *window,
             gboolean  labels)
{
  VtMapView *view = vt_window_get_map_view (window);
  VtGame *game = vt_window_get_game (window);
  VtRenderOptions options = { NULL, labels, NULL, NULL };
  VtViewport viewport;
  cairo_surface_t *surface;
  cairo_t *cr;

  vt_map_view_get_viewport (view, &viewport);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) viewport.width, (int) viewport.height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.87, 0.87, 0.85);
  cairo_paint (cr);
  vt_map_renderer_draw (cr, vt_game_get_state (game), vt_game_get_ruleset (game), &viewport, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* Where the renderer puts labels on the map view: the pixels that differ
 * between the two renderings, widened by @margin so a pixel or two of
 * difference in where the window is drawn does not matter. */
static guint8 *
label_area (cairo_surface_t *with_labels,
            cairo_surface_t *without,
            int              margin)
{
  int width = cairo_image_surface_get_width (with_labels);
  int height = cairo_image_surface_get_height (with_labels);
  int stride = cairo_image_surface_get_stride (with_labels);
  const guchar *a = cairo_image_surface_get_data (with_labels);
  const guchar *b = cairo_image_surface_get_data (without);
  guint8 *area = g_new0 (guint8, (gsize) width * height);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guchar *pa = a + y * stride + x * 4;
        const guchar *pb = b + y * stride + x * 4;

        if (abs (pa[0] - pb[0]) + abs (pa[1] - pb[1]) + abs (pa[2] - pb[2]) < 60)
          continue;
        for (int dy = MAX (0, y - margin); dy <= MIN (height - 1, y + margin); dy++)
          for (int dx = MAX (0, x - margin); dx <= MIN (width - 1, x + margin); dx++)
            area[dy * width + dx] = 1;
      }

  return area;
}

/* The map view's pixels that differ between two captures, and how many of
 * them lie outside the label area. */
static guint
pixels_changed (VtWindow      *window,
                const VtUiCapture *before,
                const VtUiCapture *after,
                const guint8  *area,
                guint         *outside)
{
  graphene_rect_t bounds;
  VtViewport viewport;
  guint changed = 0;

  vt_ui_map_bounds (window, &bounds);
  vt_map_view_get_viewport (vt_window_get_map_view (window), &viewport);
  *outside = 0;
  for (int y = 0; y < (int) viewport.height; y++)
    for (int x = 0; x < (int) viewport.width; x++)
      {
        guchar a[3], b[3];

        vt_ui_capture_pixel (before, (int) bounds.origin.x + x, (int) bounds.origin.y + y, a);
        vt_ui_capture_pixel (after, (int) bounds.origin.x + x, (int) bounds.origin.y + y, b);
        /* a shade's rounding where an overlay (the scale bar) is blended
         * over the map again is no change anyone sees */
        if (abs (a[0] - b[0]) <= 2 && abs (a[1] - b[1]) <= 2 && abs (a[2] - b[2]) <= 2)
          continue;
        changed++;
        *outside += area[y * (int) viewport.width + x] == 0;
      }

  return changed;
}

/* Issue 7: names that gave way while panning came back with a jump. While
 * the umpire pans, by a drag or a scroll, the last still picture moves
 * with the hand, names and all: nothing vanishes, and a frame is a copy.
 * Once the hand is still the map is drawn anew, and reads as before. */
/* one notch that moves nothing */
static gboolean
turn_wheel (gpointer scroll)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (scroll, "scroll", 0.0, 0.0, &handled);
  g_assert_true (handled);
  return G_SOURCE_CONTINUE;
}

/* the pixels of the names in @before that are not the same @dx, @dy
 * further on in @after */
static guint
shifted_mismatches (VtWindow          *window,
                    const VtUiCapture *before,
                    const VtUiCapture *after,
                    const guint8      *area,
                    int                dx,
                    int                dy,
                    guint             *compared)
{
  graphene_rect_t bounds;
  VtViewport viewport;
  guint mismatched = 0;

  vt_ui_map_bounds (window, &bounds);
  vt_map_view_get_viewport (vt_window_get_map_view (window), &viewport);
  *compared = 0;
  for (int y = 0; y + dy < (int) viewport.height; y++)
    for (int x = 0; x + dx < (int) viewport.width; x++)
      {
        guchar a[3], b[3];

        /* the names' pixels, where they would be after the shift */
        if (area[y * (int) viewport.width + x] == 0)
          continue;
        vt_ui_capture_pixel (before, (int) bounds.origin.x + x, (int) bounds.origin.y + y, a);
        vt_ui_capture_pixel (after, (int) bounds.origin.x + x + dx, (int) bounds.origin.y + y + dy, b);
        (*compared)++;
        /* a shade's rounding where the picture is composited again is no
         * change anyone sees; a name gone would be ground instead of ink */
        if (abs (a[0] - b[0]) > 48 || abs (a[1] - b[1]) > 48 || abs (a[2] - b[2]) > 48)
          mismatched++;
      }
  return mismatched;
}

static void
test_window_labels_while_panning (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  cairo_surface_t *with_labels = render_view (window, TRUE);
  cairo_surface_t *without = render_view (window, FALSE);
  g_autofree guint8 *area = label_area (with_labels, without, 6);
  GtkEventController *scroll = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_SCROLL, 0);
  VtPoint open_ground = { OPEN_GROUND_X, OPEN_GROUND_Y };
  g_autoptr(VtUiCapture) still = NULL;
  VtViewport before, during;
  guint changed, outside, compared, mismatched;
  double x, y;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  still = vt_ui_capture_window (GTK_WIDGET (window), NULL);

  /* a drag on open ground pans: mid-way, the names have moved with the map */
  vt_map_view_get_viewport (view, &before);
  g_assert_true (vt_map_view_to_widget (view, &open_ground, &x, &y));
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x + 30, y + 10);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autoptr(VtUiCapture) panning = vt_ui_capture_window (GTK_WIDGET (window), "panning.png");

    mismatched = shifted_mismatches (window, still, panning, area, 30, 10, &compared);
    g_test_message ("panning: %u of %u name pixels not where they moved to", mismatched, compared);
    g_assert_cmpuint (compared, >, 500);
    g_assert_cmpuint (mismatched, <=, compared / 10);
  }

  /* back where it started, the view is as before, names and all */
  vt_map_view_drag_to (view, x, y);
  vt_map_view_get_viewport (view, &during);
  g_assert_cmpfloat (during.origin.x, ==, before.origin.x);
  g_assert_cmpfloat (during.origin.y, ==, before.origin.y);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autoptr(VtUiCapture) back = vt_ui_capture_window (GTK_WIDGET (window), NULL);

    changed = pixels_changed (window, still, back, area, &outside);
    g_test_message ("back: %u pixels changed", changed);
    g_assert_cmpuint (changed, ==, 0);
  }

  vt_map_view_release (view, x, y);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autoptr(VtUiCapture) panned = vt_ui_capture_window (GTK_WIDGET (window), "panned.png");

    changed = pixels_changed (window, still, panned, area, &outside);
    g_test_message ("after: %u pixels changed", changed);
    g_assert_cmpuint (changed, ==, 0);
  }

  /* a touchpad scroll, from its begin to its end: no name vanishes */
  g_assert_nonnull (scroll);
  g_signal_emit_by_name (scroll, "scroll-begin");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autoptr(VtUiCapture) scrolling = vt_ui_capture_window (GTK_WIDGET (window), NULL);

    g_assert_cmpuint (pixels_changed (window, still, scrolling, area, &outside), ==, 0);
  }
  g_signal_emit_by_name (scroll, "scroll-end");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autoptr(VtUiCapture) scrolled = vt_ui_capture_window (GTK_WIDGET (window), NULL);

    g_assert_cmpuint (pixels_changed (window, still, scrolled, area, &outside), ==, 0);
  }

  /* a wheel has no end: while it turns and once it rests, the names stay */
  {
    guint turning = g_timeout_add (20, turn_wheel, scroll);
    g_autoptr(VtUiCapture) wheeling = NULL;

    turn_wheel (scroll);
    vt_ui_wait_for_paint (GTK_WIDGET (window));
    wheeling = vt_ui_capture_window (GTK_WIDGET (window), NULL);
    g_source_remove (turning);
    g_assert_cmpuint (pixels_changed (window, still, wheeling, area, &outside), ==, 0);
  }
  vt_ui_iterate_for (400);
  {
    g_autoptr(VtUiCapture) rested = vt_ui_capture_window (GTK_WIDGET (window), NULL);

    g_assert_cmpuint (pixels_changed (window, still, rested, area, &outside), ==, 0);
  }

  cairo_surface_destroy (with_labels);
  cairo_surface_destroy (without);
  vt_ui_close_all_windows ();
}

/* the unit panel with several units */

static GStrv
shared_formations (VtRuleset *ruleset,
                   VtUnit    *a,
                   VtUnit    *b)
{
  const VtUnitType *ta = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (a));
  const VtUnitType *tb = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (b));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; ta->formations != NULL && ta->formations[i] != NULL; i++)
    if (tb->formations != NULL && g_strv_contains (tb->formations, ta->formations[i]))
      g_strv_builder_add (builder, ta->formations[i]);

  return g_strv_builder_end (builder);
}

static void
select_units (VtWindow   *window,
              const char *first,
              const char *second)
{
  const char *ids[] = { first, second, NULL };

  vt_map_view_set_selected_units (vt_window_get_map_view (window), ids);
}

static GStrv
listed_formations (GtkDropDown *formations)
{
  GListModel *model = gtk_drop_down_get_model (formations);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_strv_builder_add (builder, gtk_string_object_get_string (item));
    }

  return g_strv_builder_end (builder);
}

/* The unit panel says what is left of a unit against what it was raised
 * at, and follows a loss booked to it and taken back. */
static void
test_window_unit_panel_strength (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "r1");
  g_autoptr(VtEvent) loss = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (unit);
  g_assert_cmpuint (vt_unit_get_strength (unit), ==, 450);
  select_units (window, "r1", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "unit-detail")));
  g_assert_cmpstr (vt_ui_label_text (window, "unit-name"), ==, "I/12 Musketiere");
  g_assert_nonnull (strstr (vt_ui_label_text (window, "unit-detail"), " · 450 of 450 muskets"));

  loss = vt_event_new (VT_EVENT_LOSS, 1, "I/12 Musketiere loses 30 muskets", NULL, NULL,
                       g_variant_new_parsed ("[{'unit': <'r1'>, 'strength': <uint32 420>}]"));
  g_assert_true (vt_game_append (game, loss, &error));
  g_assert_no_error (error);
  vt_ui_wait_for_paint (root);
  g_test_message ("%s", vt_ui_label_text (window, "unit-detail"));
  g_assert_nonnull (strstr (vt_ui_label_text (window, "unit-detail"), " · 420 of 450 muskets"));

  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_nonnull (strstr (vt_ui_label_text (window, "unit-detail"), " · 450 of 450 muskets"));

  vt_ui_close_all_windows ();
}

/* Formation and facing apply to every selected unit; the drop-down lists
 * only what all of them can form, and says why when that is nothing. */
static void
test_window_unit_panel_several (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtJournal *journal = vt_game_get_journal (game);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  GtkDropDown *formations = GTK_DROP_DOWN (vt_ui_find_by_name (root, "formation"));
  VtUnit *a = NULL, *b = NULL, *partial = NULL, *apart = NULL;
  const VtUnitType *type = NULL;
  const char *chosen = NULL;
  guint head = 0;

  /* two units of one kind in different formations, one of a kind that
   * shares some of them, one that shares none */
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    for (guint j = 0; j < g_list_model_get_n_items (units) && b == NULL; j++)
      {
        g_autoptr(VtUnit) x = g_list_model_get_item (units, i);
        g_autoptr(VtUnit) y = g_list_model_get_item (units, j);

        type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (x));
        if (i != j && type != NULL && g_strv_length ((char **) type->formations) > 2 &&
            g_strcmp0 (vt_unit_get_unit_type (x), vt_unit_get_unit_type (y)) == 0 &&
            g_strcmp0 (vt_unit_get_formation (x), vt_unit_get_formation (y)) != 0)
          {
            a = x;
            b = y;
          }
      }
  g_assert_nonnull (b);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) other = g_list_model_get_item (units, i);
      g_auto(GStrv) shared = shared_formations (ruleset, a, other);
      guint n_shared = g_strv_length (shared);

      if (n_shared == 0 && apart == NULL)
        apart = other;
      else if (n_shared > 0 && n_shared < g_strv_length ((char **) type->formations) && partial == NULL)
        partial = other;
    }
  g_test_message ("%s and %s (%s, %s); partly %s; apart %s", vt_unit_get_display_name (a), vt_unit_get_display_name (b),
                  vt_unit_get_formation (a), vt_unit_get_formation (b),
                  partial != NULL ? vt_unit_get_display_name (partial) : "none", apart != NULL ? vt_unit_get_display_name (apart) : "none");

  /* two alike: all their formations, after a first item that says they differ */
  select_units (window, vt_unit_get_id (a), vt_unit_get_id (b));
  vt_ui_wait_for_paint (root);
  {
    g_auto(GStrv) listed = listed_formations (formations);

    g_assert_cmpstr (listed[0], ==, "Several formations");
    g_assert_true (g_strv_equal ((const char * const *) listed + 1, type->formations));
  }
  g_assert_cmpuint (gtk_drop_down_get_selected (formations), ==, 0);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (formations)));
  g_assert_nonnull (strstr (vt_ui_label_text (window, "unit-detail"), "and 1 more selected"));
  vt_ui_capture_free (vt_ui_capture_window (root, "unit-panel-several.png"));

  /* a formation neither is in yet: both take it, one event each */
  for (guint i = 0; type->formations[i] != NULL && chosen == NULL; i++)
    if (g_strcmp0 (type->formations[i], vt_unit_get_formation (a)) != 0 &&
        g_strcmp0 (type->formations[i], vt_unit_get_formation (b)) != 0)
      {
        chosen = type->formations[i];
        head = vt_journal_get_head (journal);
        gtk_drop_down_set_selected (formations, i + 1);
      }
  g_assert_nonnull (chosen);
  vt_ui_wait_for_paint (root);
  g_assert_cmpstr (vt_unit_get_formation (a), ==, chosen);
  g_assert_cmpstr (vt_unit_get_formation (b), ==, chosen);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 2);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (formations)), ==, chosen);
  {
    g_auto(GStrv) listed = listed_formations (formations);

    g_assert_true (g_strv_equal ((const char * const *) listed, type->formations));
  }

  /* a wheel turns each by 45°; the spin sets all to one facing */
  {
    double facing_a = vt_unit_get_facing (a), facing_b = vt_unit_get_facing (b);
    GtkWidget *facing_spin = vt_ui_find_by_name (root, "facing");

    vt_ui_click (gtk_widget_get_next_sibling (facing_spin));
    g_assert_cmpfloat (fabs (vt_unit_get_facing (a) - fmod (facing_a + 45, 360)), <, 1e-6);
    g_assert_cmpfloat (fabs (vt_unit_get_facing (b) - fmod (facing_b + 45, 360)), <, 1e-6);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (facing_spin), 270);
    g_assert_cmpfloat (vt_unit_get_facing (a), ==, 270);
    g_assert_cmpfloat (vt_unit_get_facing (b), ==, 270);
  }

  /* undo takes the changes back one unit at a time */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  g_assert_cmpfloat (vt_unit_get_facing (a), ==, 270);
  g_assert_cmpfloat (vt_unit_get_facing (b), !=, 270);

  /* a kind that shares some: only the shared ones are offered */
  if (partial != NULL)
    {
      g_auto(GStrv) shared = shared_formations (ruleset, a, partial);
      g_auto(GStrv) listed = NULL;

      select_units (window, vt_unit_get_id (a), vt_unit_get_id (partial));
      listed = listed_formations (formations);
      if (g_strcmp0 (vt_unit_get_formation (a), vt_unit_get_formation (partial)) != 0)
        {
          g_assert_cmpstr (listed[0], ==, "Several formations");
          g_assert_true (g_strv_equal ((const char * const *) listed + 1, (const char * const *) shared));
        }
      else
        g_assert_true (g_strv_equal ((const char * const *) listed, (const char * const *) shared));
    }

  /* a kind that shares none: nothing to choose, and why */
  if (apart != NULL)
    {
      select_units (window, vt_unit_get_id (a), vt_unit_get_id (apart));
      g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (formations)));
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (formations)), "no formation in common"));
    }
  else
    g_test_message ("no unit shares no formation with %s", vt_unit_get_display_name (a));

  vt_ui_close_all_windows ();
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
  dialog = VT_NEW_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
  dropdown = GTK_DROP_DOWN (vt_ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==,
                    g_list_model_get_n_items (rulesets));
  g_assert_cmpuint (g_list_model_get_n_items (rulesets), >=, 2);
  g_assert_null (vt_ui_find_label (GTK_WIDGET (dialog), "No ruleset is installed", FALSE));

  /* A board ruleset needs no map size; measured terrain does. */
  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (ruleset == board)
        gtk_drop_down_set_selected (dropdown, i);
    }
  vt_ui_iterate_for (20);
  width_spin = vt_ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_assert_false (gtk_widget_get_visible (width_spin));

  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (ruleset == terrain)
        gtk_drop_down_set_selected (dropdown, i);
    }
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "new-dialog.png"));
  g_assert_true (gtk_widget_get_visible (width_spin));
  /* the button names the ruleset as umpires do; a fixture has only its title */
  terrain_choice = g_strdup (vt_ruleset_get_short_name (terrain));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), terrain_choice, FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "paces", FALSE));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (width_spin), 2500);
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY)), "Manoeuvre at Potsdam");
  g_signal_emit_by_name (vt_ui_find_button (GTK_WIDGET (dialog), "Cr_eate"), "clicked");
  vt_ui_iterate_for (50);

  /* The game opens in the window behind, with Red and Blue and the size asked for. */
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_NEW_DIALOG));
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (vt_window_get_game (window));
  state = vt_game_get_state (vt_window_get_game (window));
  g_assert_cmpstr (vt_scenario_get_ruleset_id (state), ==, "fixture-terrain");
  g_assert_cmpstr (vt_scenario_get_title (state), ==, "Manoeuvre at Potsdam");
  g_assert_cmpfloat (vt_map_get_width (vt_scenario_get_map (state)), ==, 2500);
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_sides (state)), ==, 2);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  /* an empty map opens to be laid out; played, the forces list has the sides */
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "edit-bar")));
  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("play"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Red", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Blue", FALSE));
  g_assert_true (vt_window_get_dirty (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "*"));

  vt_ui_close_all_windows ();
}

/* In a child process, so the registry is first made from @folder. */
/* Issue 7: New asked for neither the start time nor the sides' names. */
static void
test_new_dialog_start_and_sides (void)
{
  VtNewDialog *dialog;
  GtkWindow *message;
  VtWindow *window;
  VtScenario *state;

  g_application_activate (G_APPLICATION (app));
  dialog = VT_NEW_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "start-entry"))), ==, "06:00");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "first-side-entry"))), ==, "Red");

  /* a time of day, or the dialog says how to write one and stays */
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "start-entry")), "25:00");
  g_signal_emit_by_name (vt_ui_find_button (GTK_WIDGET (dialog), "Cr_eate"), "clicked");
  message = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (message),
                                "The game starts at “25:00”, which is no time of day: write the hour and the minutes, as 06:30",
                                FALSE));
  gtk_window_destroy (message);
  vt_ui_iterate_for (20);
  g_assert_nonnull (vt_ui_find_toplevel (VT_TYPE_NEW_DIALOG));

  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "start-entry")), "05:45");
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "first-side-entry")), "Rot");
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "second-side-entry")), " Blau ");
  g_signal_emit_by_name (vt_ui_find_button (GTK_WIDGET (dialog), "Cr_eate"), "clicked");
  vt_ui_iterate_for (50);

  g_assert_null (vt_ui_find_toplevel (VT_TYPE_NEW_DIALOG));
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  state = vt_game_get_state (vt_window_get_game (window));
  g_assert_cmpuint (vt_scenario_get_start_time (state), ==, 5 * 60 + 45);
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (state, "red")), ==, "Rot");
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (state, "blue")), ==, "Blau");
  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("play"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Rot", FALSE));
  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "05:45") ||
                 strstr (vt_ui_label_text (window, "clock-label"), "05:45") != NULL);

  vt_ui_close_all_windows ();
}

static VtNewDialog *
new_dialog_with_rulesets_from (const char *folder)
{
  g_setenv ("VERTRAUTER_RULESET_PATH", folder, TRUE);
  g_application_activate (G_APPLICATION (app));

  return VT_NEW_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
}

static void
assert_says_no_ruleset (VtNewDialog *dialog,
                        const char  *folder)
{
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "No ruleset is installed", FALSE));
  /* where it looked */
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), folder, TRUE));
  g_assert_false (gtk_widget_get_sensitive (vt_ui_find_button (GTK_WIDGET (dialog), "Cr_eate")));
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
      g_assert_null (vt_ui_find_label (GTK_WIDGET (dialog), "These plugins were found but refused:", FALSE));
      vt_ui_wait_for_paint (GTK_WIDGET (dialog));
      vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "new-dialog-no-ruleset.png"));
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
      g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "These plugins were found but refused:", FALSE));
      refused = vt_ui_find_label (GTK_WIDGET (dialog), target, TRUE);
      g_assert_nonnull (refused);
      g_assert_cmpuint (strlen (gtk_label_get_text (refused)), >, strlen (target) + 8);
      vt_ui_wait_for_paint (GTK_WIDGET (dialog));
      vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "new-dialog-refused.png"));
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
  /* the historical ruleset says what it derived and what is missing */
  g_assert_nonnull (strstr (text, "reiswitz-1824"));
  g_assert_nonnull (strstr (text, "derived"));
  g_assert_nonnull (strstr (text, "missing"));

  vt_application_show_about (app);
  about = vt_ui_wait_for_toplevel (GTK_TYPE_ABOUT_DIALOG);
  vt_ui_wait_for_paint (GTK_WIDGET (about));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (about), "about.png"));
  g_assert_cmpstr (gtk_about_dialog_get_version (GTK_ABOUT_DIALOG (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (gtk_about_dialog_get_license_type (GTK_ABOUT_DIALOG (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (gtk_about_dialog_get_system_information (GTK_ABOUT_DIALOG (about)), ==, text);

  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* recent files, settings and autosaves go to a folder of the test's own */
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/window/map", test_window_shows_map);
  g_test_add_func ("/vt/ui/window/board", test_window_shows_board);
  g_test_add_func ("/vt/ui/window/forces", test_window_lists_forces);
  g_test_add_func ("/vt/ui/window/forces-follow-side", test_window_forces_follow_side);
  g_test_add_func ("/vt/ui/window/select-unit", test_window_selects_unit);
  g_test_add_func ("/vt/ui/window/zoom", test_window_zooms);
  g_test_add_func ("/vt/ui/window/unknown-ruleset", test_window_unknown_ruleset);
  g_test_add_func ("/vt/ui/window/unknown-unit-type", test_window_unknown_unit_type);
  g_test_add_func ("/vt/ui/window/save", test_window_saves);
  g_test_add_func ("/vt/ui/window/play-a-zug", test_window_plays_a_zug);
  g_test_add_func ("/vt/ui/window/unit-panel", test_window_unit_panel_and_clock);
  g_test_add_func ("/vt/ui/window/unit-panel-strength", test_window_unit_panel_strength);
  g_test_add_func ("/vt/ui/window/band-selection", test_window_selects_with_band);
  g_test_add_func ("/vt/ui/window/measure", test_window_measures);
  g_test_add_func ("/vt/ui/window/save-as-names-picture", test_window_save_as_names_picture);
  g_test_add_func ("/vt/ui/window/rule-tables", test_window_rule_tables);
  g_test_add_func ("/vt/ui/window/close-prompt", test_window_asks_before_closing);
  g_test_add_func ("/vt/ui/window/autosave", test_window_autosaves_unsaved_game);
  g_test_add_func ("/vt/ui/window/open-once", test_window_opens_file_once);
  g_test_add_func ("/vt/ui/window/second-window", test_window_second_window_on_document);
  g_test_add_func ("/vt/ui/window/keeps-ground", test_window_keeps_ground);
  g_test_add_func ("/vt/ui/window/drop-file", test_window_opens_dropped_file);
  g_test_add_func ("/vt/ui/window/pointer-position", test_window_shows_pointer_position);
  g_test_add_func ("/vt/ui/window/recover", test_window_recovers_unsaved_game);
  g_test_add_func ("/vt/ui/window/recover-discard", test_window_recover_discard);
  g_test_add_func ("/vt/ui/action/unused-faces", test_action_dialog_unused_faces);
  g_test_add_func ("/vt/ui/window/labels-while-panning", test_window_labels_while_panning);
  g_test_add_func ("/vt/ui/window/unit-panel-several", test_window_unit_panel_several);
  g_test_add_func ("/vt/ui/new-dialog/rulesets", test_new_dialog_lists_rulesets);
  g_test_add_func ("/vt/ui/new-dialog/start-and-sides", test_new_dialog_start_and_sides);
  g_test_add_func ("/vt/ui/new-dialog/no-ruleset", test_new_dialog_no_ruleset);
  g_test_add_func ("/vt/ui/new-dialog/refused-plugin", test_new_dialog_refused_plugin);
  g_test_add_func ("/vt/ui/about", test_about_lists_rulesets);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  return status;
}
