/* test-screenshots.c: the metainfo's screenshots, taken from the real windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The demo game (Reiswitz 1824) in the umpire's window at the size the
 * screenshots have: played, laid out, and Rot's board. Each picture is
 * written to the test's build folder; with VT_SCREENSHOT_DIR set, also
 * there, which is how data/screenshots/ is made:
 *
 *   VT_SCREENSHOT_DIR=$PWD/data/screenshots xvfb-run -a -s "-screen 0 1280x800x24" \
 *     meson test -C _build test-screenshots
 *
 * What the test asserts is what a screenshot must show to be worth one: the
 * window at its size, the mode it is named for, and a map that is drawn.
 */
#define G_LOG_DOMAIN "vt-test-screenshots"

#include "config.h"

#include <locale.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-side-board.h"
#include "vt-window.h"
#include "vt-ui-test.h"

/* AppStream asks for 16:10 or 16:9 at 1000 pixels wide or more; 1200 × 750
 * fits the tests' 1280 × 800 screen. */
#define SHOT_WIDTH  1200
#define SHOT_HEIGHT 750

static VtApplication *app;

/* the number of distinct colours in a 64-pixel grid over @capture: a map drawn
 * has terrain, pieces and labels, an empty or unpainted window a handful */
static guint
colours_seen (const VtUiCapture *capture)
{
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);

  for (int y = 0; y < capture->height; y += 8)
    for (int x = 0; x < capture->width; x += 8)
      {
        guchar rgb[3];

        vt_ui_capture_pixel (capture, x, y, rgb);
        g_hash_table_add (colours, GUINT_TO_POINTER ((rgb[0] << 16) | (rgb[1] << 8) | rgb[2]));
      }
  return g_hash_table_size (colours);
}

static void
take (GtkWidget  *window,
      const char *name)
{
  const char *folder = g_getenv ("VT_SCREENSHOT_DIR");
  g_autoptr(VtUiCapture) capture = NULL;

  /* the map view draws a few of its ground's tiles a frame after a
   * resize: let them all come in, as they do in a moment on screen */
  for (guint i = 0; i < 10; i++)
    {
      vt_ui_iterate_for (50);
      vt_ui_wait_for_paint (window);
    }
  capture = vt_ui_capture_window (window, name);
  g_assert_cmpint (capture->width, ==, SHOT_WIDTH);
  g_assert_cmpint (capture->height, ==, SHOT_HEIGHT);
  g_assert_cmpuint (colours_seen (capture), >, 40);

  if (folder != NULL && folder[0] != '\0')
    {
      g_autofree char *from = g_test_build_filename (G_TEST_BUILT, "ui", name, NULL);
      g_autofree char *to = g_build_filename (folder, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (to, contents, length, NULL));
      g_test_message ("screenshot written: %s", to);
    }
}

static void
set_size (GtkWidget *window)
{
  gtk_window_set_default_size (GTK_WINDOW (window), SHOT_WIDTH, SHOT_HEIGHT);
  vt_ui_wait_for_paint (window);
  /* the default size counts the frame the window draws itself (its shadow
   * and border), the capture only what is inside it */
  gtk_window_set_default_size (GTK_WINDOW (window),
                               2 * SHOT_WIDTH - gtk_widget_get_width (window),
                               2 * SHOT_HEIGHT - gtk_widget_get_height (window));
  vt_ui_wait_for_paint (window);
  g_assert_cmpint (gtk_widget_get_width (window), ==, SHOT_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (window), ==, SHOT_HEIGHT);
}

static VtWindow *
open_demo (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);

  set_size (GTK_WIDGET (window));
  return window;
}

static void
test_play (void)
{
  VtWindow *window = open_demo ();

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("play"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "edit-bar")));
  /* the demo's forces are listed beside the map */
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Rot", FALSE));
  take (GTK_WIDGET (window), "play.png");
  vt_ui_close_all_windows ();
}

static void
test_lay_out (void)
{
  VtWindow *window = open_demo ();

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("layout"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "edit-bar")));
  take (GTK_WIDGET (window), "lay-out.png");
  vt_ui_close_all_windows ();
}

static void
test_side_board (void)
{
  VtWindow *window = open_demo ();
  VtSideBoard *board;

  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("play"));
  board = vt_ui_open_side_board (window, "red");
  set_size (GTK_WIDGET (board));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (board)), "Rot"));
  take (GTK_WIDGET (board), "rot-board.png");
  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/screenshots/play", test_play);
  g_test_add_func ("/vt/ui/screenshots/lay-out", test_lay_out);
  g_test_add_func ("/vt/ui/screenshots/side-board", test_side_board);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
