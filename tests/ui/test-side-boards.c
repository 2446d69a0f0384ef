/* test-side-boards.c: each side's board beside the umpire's window: it shows what the side sees, and nothing else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixture, under reiswitz-1824 (sight 2000 paces by day, §20 derived;
 * a hill is 25 paces high, 1812 Section III §8; a dense wood hides what is
 * more than 40 paces inside it, derived, see the plugin's README), on a
 * sheet of 4000 × 3500 paces:
 *   a hill   x 1300–1500, y 600–1700
 *   a wood   (dense) x 700–1300, y 2700–3300
 * Rot:  "Feldwache"      ( 1000, 1800)  its eyes
 *       "1. Bataillon"   (  600, 1200)
 * Blau: "I/1 Füsiliere"  ( 1800, 1000)  behind the hill from both of Rot's
 *       "II/2 Jäger"     ( 1000, 3000)  300 paces deep in the wood
 *       "Vorposten"      ( 1600, 2300)  in the open, 781 paces from the
 *                                       Feldwache: Rot sees it
 * Moved to (1800, 1800), I/1 stands in the open, 800 paces from the
 * Feldwache, and Rot sees it.
 */
#define G_LOG_DOMAIN "vt-test-side-boards"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-test-map.h"

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-note-dialog.h"
#include "vt-report-print.h"
#include "vt-side-board.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static const VtColour blau = { 0.11, 0.44, 0.85 };
static const VtColour rot = { 0.75, 0.11, 0.16 };

static const char * const hidden_names[] = { "I/1 Füsiliere", "II/2 Jäger", NULL };
static const VtPoint out_of_cover = { 1800, 1800 };

/* the fixture */

/* The fixture as a file in a folder of its own (the window saves as it
 * goes), opened as a double-click would. */
static VtWindow *
open_fixture (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);

  g_assert_nonnull (ruleset);
  vt_test_add_rectangle (map, "hill", "hill", 1300, 600, 1500, 1700);
  vt_test_add_rectangle (map, "wood", "wood-dense", 700, 2700, 1300, 3300);
  vt_scenario_set_title (scenario, "Gefecht am Hügel");
  vt_scenario_set_start_time (scenario, 6 * 60 + 30);
  vt_side_set_special_idea (rot_side, "Rot hält die Brücke");
  vt_side_set_special_idea (blau_side, "Blau umgeht den linken Flügel");
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "r-wache", "Feldwache", "rot", "line", 1000, 1800);
  vt_test_add_block (scenario, "r-1", "1. Bataillon", "rot", "line", 600, 1200);
  vt_test_add_block (scenario, "b-1", "I/1 Füsiliere", "blau", "line", 1800, 1000);
  vt_test_add_block (scenario, "b-2", "II/2 Jäger", "blau", "line", 1000, 3000);
  vt_test_add_block (scenario, "b-vp", "Vorposten", "blau", "line", 1600, 2300);

  return vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "side-boards.vertrauter");
}

/* pixels */

/* Blau's blue, drawn over any ground of the fixture: blue well above red
 * and green. Nothing else on this map is so blue. */
static gboolean
bluish (const guchar rgb[3])
{
  return rgb[2] >= 140 && rgb[2] - rgb[0] >= 70 && rgb[2] - rgb[1] >= 30;
}

/* How many pixels of Blau's colour there are within 12 pixels of (@x, @y). */
static guint
blau_pixels_near (const VtUiCapture *capture,
                  double             x,
                  double             y)
{
  guint count = 0;

  for (int v = (int) y - 12; v <= (int) y + 12; v++)
    for (int u = (int) x - 12; u <= (int) x + 12; u++)
      {
        guchar rgb[3];

        if (u < 0 || v < 0 || u >= capture->width || v >= capture->height)
          continue;
        vt_ui_capture_pixel (capture, u, v, rgb);
        count += bluish (rgb);
      }

  return count;
}

/* Where map point @point is in @view's window. */
static void
point_in_window (VtMapView     *view,
                 const VtPoint *point,
                 double        *x,
                 double        *y)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view))),
                                            &bounds));
  g_assert_true (vt_map_view_to_widget (view, point, x, y));
  *x += bounds.origin.x;
  *y += bounds.origin.y;
  g_assert_cmpfloat (*x, >, 0);
  g_assert_cmpfloat (*y, >, 0);
}

static guint
blau_pixels_at (VtMapView         *view,
                const VtUiCapture *capture,
                const VtPoint     *point)
{
  double x, y;

  point_in_window (view, point, &x, &y);
  return blau_pixels_near (capture, x, y);
}

static VtPoint
unit_point (VtGame     *game,
            const char *unit_id)
{
  VtPoint point;

  vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), unit_id), &point);
  return point;
}

/* The umpire's window and a side's board side by side, for README. */
static void
write_side_by_side (const VtUiCapture *left,
                    const VtUiCapture *right,
                    const char        *png_name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui", png_name, NULL);
  int gap = 16;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, left->width + gap + right->width,
                                                         MAX (left->height, right->height));
  cairo_t *cr = cairo_create (surface);
  const VtUiCapture *captures[] = { left, right };
  double x = 0;

  cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
  cairo_paint (cr);
  for (guint i = 0; i < G_N_ELEMENTS (captures); i++)
    {
      cairo_surface_t *image = cairo_image_surface_create_for_data (captures[i]->data, CAIRO_FORMAT_ARGB32,
                                                                    captures[i]->width, captures[i]->height,
                                                                    (int) captures[i]->stride);

      cairo_set_source_surface (cr, image, x, 0);
      cairo_paint (cr);
      cairo_surface_destroy (image);
      x += captures[i]->width + gap;
    }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_test_message ("the umpire's window and Rot's board: %s", path);
}

/* the tests */

/* Issue 10: "A UI test opens both side boards next to the umpire's window,
 * moves a unit out of cover and sees it appear on the enemy's board and
 * not before." */
static void
test_out_of_cover (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMapView *umpire_view = vt_window_get_map_view (window);
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  VtSideBoard *rot_board, *blau_board;
  VtMapView *rot_view;
  VtPoint hill_unit = unit_point (game, "b-1"), wood_unit = unit_point (game, "b-2");
  VtPoint outpost = unit_point (game, "b-vp");
  g_autoptr(VtEvent) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) open = NULL;

  rot_board = vt_ui_open_side_board (window, "rot");
  /* the second side's board by its numbered action, as Ctrl+Shift+2 does */
  g_action_group_activate_action (view_actions, "side-board-2", NULL);
  blau_board = vt_ui_find_side_board ("blau");
  g_assert_nonnull (blau_board);
  vt_ui_wait_for_paint (GTK_WIDGET (blau_board));
  open = g_action_group_get_action_state (view_actions, "side-board");
  g_assert_cmpuint (g_variant_n_children (open), ==, 2);
  {
    g_autoptr(GVariant) first = g_action_group_get_action_state (view_actions, "side-board-1");

    g_assert_true (g_variant_get_boolean (first));
  }
  rot_view = vt_side_board_get_map_view (rot_board);
  g_assert_null (vt_map_view_get_game (rot_view));
  g_assert_true (vt_map_view_get_knowledge (rot_view) == vt_game_get_knowledge (game, "rot"));

  /* the heading: the side's name; the clock as the umpire's */
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (rot_board), "Rot", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (rot_board), "Zug 1 · 06:30", FALSE));

  {
    g_autoptr(VtUiCapture) umpire = NULL;
    g_autoptr(VtUiCapture) board = NULL;

    vt_ui_wait_for_paint (GTK_WIDGET (window));
    umpire = vt_ui_capture_window (GTK_WIDGET (window), "boards-umpire-before.png");
    board = vt_ui_capture_window (GTK_WIDGET (rot_board), "boards-rot-before.png");

    /* the umpire sees all of Blau; Rot the outpost in the open only */
    g_assert_cmpuint (blau_pixels_at (umpire_view, umpire, &hill_unit), >, 10);
    g_assert_cmpuint (blau_pixels_at (umpire_view, umpire, &wood_unit), >, 10);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &outpost), >, 10);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &hill_unit), ==, 0);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &wood_unit), ==, 0);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &out_of_cover), ==, 0);
  }

  /* Zug 1: I/1 comes out from behind the hill */
  {
    VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "b-1");

    move = vt_event_new_move (vt_game_get_move (game), unit, &out_of_cover, 0);
    g_assert_true (vt_game_append (game, move, &error));
    g_assert_no_error (error);
  }
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_wait_for_paint (GTK_WIDGET (rot_board));
  {
    g_autoptr(VtUiCapture) umpire = vt_ui_capture_window (GTK_WIDGET (window), "boards-umpire-after.png");
    g_autoptr(VtUiCapture) board = vt_ui_capture_window (GTK_WIDGET (rot_board), "boards-rot-after.png");

    g_assert_cmpuint (blau_pixels_at (rot_view, board, &out_of_cover), >, 10);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &hill_unit), ==, 0);
    g_assert_cmpuint (blau_pixels_at (rot_view, board, &wood_unit), ==, 0);
    g_assert_nonnull (vt_scenario_find_unit (vt_map_view_get_scenario (rot_view), "b-1"));
    write_side_by_side (umpire, board, "side-board.png");
  }

  /* undone, it is behind the hill again, and off Rot's board */
  g_assert_true (vt_game_undo (game));
  vt_ui_wait_for_paint (GTK_WIDGET (rot_board));
  {
    g_autoptr(VtUiCapture) board = vt_ui_capture_window (GTK_WIDGET (rot_board), NULL);

    g_assert_cmpuint (blau_pixels_at (rot_view, board, &out_of_cover), ==, 0);
    g_assert_null (vt_scenario_find_unit (vt_map_view_get_scenario (rot_view), "b-1"));
  }

  /* closing a board leaves the game and the umpire's window as they were */
  gtk_window_close (GTK_WINDOW (rot_board));
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_side_board ("rot"));
  g_assert_nonnull (vt_window_get_game (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  {
    g_autoptr(GVariant) first = g_action_group_get_action_state (view_actions, "side-board-1");
    g_autoptr(GVariant) still_open = g_action_group_get_action_state (view_actions, "side-board");

    g_assert_false (g_variant_get_boolean (first));
    g_assert_cmpuint (g_variant_n_children (still_open), ==, 1);
  }

  /* closing the umpire's window closes the boards of its game */
  gtk_window_destroy (GTK_WINDOW (window));
  vt_ui_iterate_for (50);
  g_assert_null (vt_ui_find_side_board ("blau"));
  vt_ui_close_all_windows ();
}

/* "Hidden means hidden": nothing in the side's window holds a unit it
 * cannot see, nor can anything there be picked or moved. */

static void
assert_no_hidden_name (const char *where,
                       const char *text)
{
  if (text == NULL)
    return;
  for (guint i = 0; hidden_names[i] != NULL; i++)
    if (strstr (text, hidden_names[i]) != NULL)
      g_error ("%s names a unit Rot cannot see: \"%s\"", where, text);
}

static guint
check_widget_tree (GtkWidget *widget)
{
  guint checked = 1;

  assert_no_hidden_name ("a tooltip", gtk_widget_get_tooltip_text (widget));
  assert_no_hidden_name ("a tooltip", gtk_widget_get_tooltip_markup (widget));
  assert_no_hidden_name ("a widget name", gtk_widget_get_name (widget));
  if (GTK_IS_LABEL (widget))
    assert_no_hidden_name ("a label", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    assert_no_hidden_name ("a button", gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_WINDOW (widget))
    assert_no_hidden_name ("the window title", gtk_window_get_title (GTK_WINDOW (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_widget_tree (child);
  return checked;
}

static void
test_nothing_hidden_in_window (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  VtMapView *view = vt_side_board_get_map_view (board);
  VtScenario *scenario = vt_map_view_get_scenario (view);
  GListModel *units = vt_scenario_get_units (scenario);
  guint journal_length = vt_journal_get_length (vt_game_get_journal (game));
  double x, y;

  g_assert_cmpuint (check_widget_tree (GTK_WIDGET (board)), >, 5);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (board)), ==, "Rot — Gefecht am Hügel");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL));
  {
    g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                 "Rot’s board");

    g_assert_null (wrong);
  }

  /* what the map's tooltips read: the side's view, holding none of them,
   * nor Blau's special idea */
  g_assert_true (scenario != vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      assert_no_hidden_name ("the board's view", vt_unit_get_display_name (unit));
      g_assert_cmpstr (vt_unit_get_id (unit), !=, "b-1");
      g_assert_cmpstr (vt_unit_get_id (unit), !=, "b-2");
    }
  g_assert_null (vt_side_get_special_idea (vt_scenario_find_side (scenario, "blau")));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 3);

  /* no controls: a click on Rot's own unit picks nothing, a drag from it
   * moves nothing (it pans) */
  point_in_window (view, &(VtPoint) { 1000, 1800 }, &x, &y);
  {
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (board), &bounds));
    x -= bounds.origin.x;
    y -= bounds.origin.y;
  }
  vt_map_view_select_at (view, x, y, 0);
  g_assert_null (vt_map_view_get_selected_unit (view));
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x + 60, y + 40);
  vt_map_view_release (view, x + 60, y + 40);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, journal_length);
  g_assert_null (vt_map_view_get_selected_unit (view));

  /* a board has no list, journal or unit panel */
  g_assert_null (vt_ui_find_by_type (GTK_WIDGET (board), GTK_TYPE_LIST_VIEW));
  g_assert_null (vt_ui_find_by_type (GTK_WIDGET (board), GTK_TYPE_COLUMN_VIEW));
  g_assert_nonnull (vt_ui_find_by_name (GTK_WIDGET (board), "side-board-export"));
  g_assert_nonnull (vt_ui_find_by_name (GTK_WIDGET (board), "side-board-fullscreen"));

  vt_ui_close_all_windows ();
}

/* Full screen on the monitor it was last full screen on; the map zooms
 * from the keyboard as the umpire's does. */
static void
test_fullscreen_and_zoom (void)
{
  VtWindow *window = open_fixture ();
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  VtMapView *view = vt_side_board_get_map_view (board);
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (board)));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  const char *key = gdk_monitor_get_connector (monitor) != NULL ? gdk_monitor_get_connector (monitor)
                                                                 : gdk_monitor_get_model (monitor);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  double fitted = vt_map_view_get_scale (view);
  gint64 until;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  g_assert_cmpfloat (vt_map_view_get_scale (view), >, fitted);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-fit", NULL));
  g_assert_cmpfloat (fabs (vt_map_view_get_scale (view) - fitted), <, 1e-9);

  /* remembered for Rot: the board goes there (the X server of the tests
   * has the one monitor; whether a window manager grants full screen is
   * its own affair) */
  if (key != NULL)
    {
      GVariantBuilder builder;

      g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
      g_variant_builder_add (&builder, "{ss}", "rot", key);
      g_settings_set_value (settings, "side-board-monitors", g_variant_builder_end (&builder));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.fullscreen", NULL));
  until = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (!gtk_window_is_fullscreen (GTK_WINDOW (board)) && g_get_monotonic_time () < until)
    vt_ui_iterate_for (20);
  if (gtk_window_is_fullscreen (GTK_WINDOW (board)) && key != NULL)
    {
      g_autoptr(GVariant) kept = g_settings_get_value (settings, "side-board-monitors");
      const char *kept_key = NULL;

      g_assert_true (g_variant_lookup (kept, "rot", "&s", &kept_key));
      g_assert_cmpstr (kept_key, ==, key);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.fullscreen", NULL));
    }
  else
    g_test_message ("no full screen here: nothing to remember");

  vt_ui_close_all_windows ();
}

/* The umpire's word: reveal and hide, journalled in names, undone. */
static void
test_reveal_and_hide (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMapView *umpire_view = vt_window_get_map_view (window);
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "rot");
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  VtMapView *view = vt_side_board_get_map_view (board);
  VtPoint wood_unit = unit_point (game, "b-2");
  GActionGroup *play = vt_window_get_action_group (window, "play");
  const char *wood[] = { "b-2", NULL };
  const char *outpost[] = { "b-vp", NULL };

  /* nothing selected, nothing to reveal */
  g_assert_false (g_action_group_get_action_enabled (play, "reveal"));
  vt_map_view_set_selected_units (umpire_view, wood);
  g_assert_true (g_action_group_get_action_enabled (play, "reveal"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "play.reveal", "s", "rot"));
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 1);
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "b-2"), ==, VT_SIGHTING_EXACT);
  vt_ui_wait_for_paint (GTK_WIDGET (board));
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (GTK_WIDGET (board), "boards-revealed.png");

    g_assert_cmpuint (blau_pixels_at (view, capture, &wood_unit), >, 10);
  }
  /* in the journal in words */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.show-page", "s", "journal"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "II/2 Jäger revealed to Rot", FALSE));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "play.undo", NULL));
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "b-2"), ==, VT_SIGHTING_NONE);
  vt_ui_wait_for_paint (GTK_WIDGET (board));
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (GTK_WIDGET (board), NULL);

    g_assert_cmpuint (blau_pixels_at (view, capture, &wood_unit), ==, 0);
  }

  /* hide the outpost Rot sees */
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "b-vp"), ==, VT_SIGHTING_EXACT);
  vt_map_view_set_selected_units (umpire_view, outpost);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "play.hide", "s", "rot"));
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "b-vp"), ==, VT_SIGHTING_NONE);
  g_assert_null (vt_scenario_find_unit (vt_map_view_get_scenario (view), "b-vp"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "Vorposten hidden from Rot", FALSE));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "b-vp"), ==, VT_SIGHTING_EXACT);
  g_assert_nonnull (vt_scenario_find_unit (vt_map_view_get_scenario (view), "b-vp"));

  /* the umpire's view as Rot sees it, and back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.seen-by", "s", "rot"));
  g_assert_true (vt_map_view_get_seen_by (umpire_view) == knowledge);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.seen-by", "s", ""));
  g_assert_null (vt_map_view_get_seen_by (umpire_view));

  vt_ui_close_all_windows ();
}

/* Export writes only what the side knows: no hidden name in the SVG's
 * text, no pixel of a hidden unit in the PNG. */
static void
test_export (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-board-export-XXXXXX", NULL);
  g_autofree char *svg = g_build_filename (folder, "rot.svg", NULL);
  g_autofree char *png = g_build_filename (folder, "rot.png", NULL);
  g_autofree char *umpire_png = g_build_filename (folder, "umpire.png", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  VtPoint hill_unit = unit_point (game, "b-1");
  guint counts[2] = { 0, 0 };
  const char *paths[] = { umpire_png, png };

  g_assert_true (vt_side_board_export (board, svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  assert_no_hidden_name ("the SVG", text);
  g_assert_null (strstr (text, "b-1"));
  g_assert_null (strstr (text, "umgeht"));

  g_assert_true (vt_side_board_export (board, png, &error));
  g_assert_no_error (error);
  g_assert_true (vt_map_renderer_export (vt_game_get_state (game), vt_game_get_ruleset (game), umpire_png,
                                         1600, 1200, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (paths[i], &error);
      VtUiCapture capture = { 0 };
      VtViewport viewport = { 0 };
      double x, y;

      g_assert_no_error (error);
      capture.width = gdk_texture_get_width (texture);
      capture.height = gdk_texture_get_height (texture);
      capture.stride = (gsize) capture.width * 4;
      capture.data = g_malloc (capture.stride * capture.height);
      gdk_texture_download (texture, capture.data, capture.stride);
      vt_viewport_fit (&viewport, vt_game_get_state (game), capture.width, capture.height);
      vt_viewport_to_device (&viewport, &hill_unit, &x, &y);
      counts[i] = blau_pixels_near (&capture, x, y);
      g_free (capture.data);
    }
  g_test_message ("Blau's pixels at I/1: the umpire's export %u, Rot's %u", counts[0], counts[1]);
  g_assert_cmpuint (counts[0], >, 10);
  g_assert_cmpuint (counts[1], ==, 0);

  vt_ui_close_all_windows ();
}

/* Rot's board prints Rot's report through GTK's print operation (to a file
 * here, as "Print to File" does): the PDF's text has Rot's troops and none
 * of the names Rot cannot see; the umpire's has them. */
static void
test_print_report (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-board-report-XXXXXX", NULL);
  g_autofree char *rot_pdf = g_build_filename (folder, "rot.pdf", NULL);
  g_autofree char *umpire_pdf = g_build_filename (folder, "umpire.pdf", NULL);
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autoptr(GError) error = NULL;
  const char *pdfs[] = { rot_pdf, umpire_pdf };
  char *texts[2] = { NULL, NULL };
  VtNoteDialog *note;

  /* the umpire's critique, from the window, into both reports */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "add-note", NULL);
  note = VT_NOTE_DIALOG (vt_ui_find_toplevel (VT_TYPE_NOTE_DIALOG));
  g_assert_nonnull (note);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (vt_ui_find_by_name (GTK_WIDGET (note), "note-text"))),
                            "Rot held the hill with skill", -1);
  g_assert_true (vt_note_dialog_add (note, &error));
  g_assert_no_error (error);

  g_assert_true (vt_report_print (GTK_WINDOW (board), game, "rot", NULL, 0, rot_pdf, &error));
  g_assert_no_error (error);
  g_assert_true (vt_report_print (GTK_WINDOW (window), game, NULL, (guint[]) { 1 }, 1, umpire_pdf, &error));
  g_assert_no_error (error);
  g_assert_nonnull (program);
  for (guint i = 0; i < G_N_ELEMENTS (pdfs); i++)
    {
      int status;

      g_assert_true (g_spawn_sync (NULL, (char *[]) { program, (char *) pdfs[i], "-", NULL }, NULL,
                                   G_SPAWN_DEFAULT, NULL, NULL, &texts[i], NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_cmpint (status, ==, 0);
    }
  g_assert_nonnull (strstr (texts[0], "The report of Rot"));
  g_assert_nonnull (strstr (texts[0], "Feldwache"));
  g_assert_nonnull (strstr (texts[0], "Rot held the hill with skill"));
  assert_no_hidden_name ("Rot's printed report", texts[0]);
  for (guint h = 0; hidden_names[h] != NULL; h++)
    g_assert_nonnull (strstr (texts[1], hidden_names[h]));
  /* the map asked for after Zug 1, besides the start and the end */
  g_assert_nonnull (strstr (texts[1], "After Zug 1"));
  g_free (texts[0]);
  g_free (texts[1]);

  g_remove (rot_pdf);
  g_remove (umpire_pdf);
  g_rmdir (folder);
  vt_ui_close_all_windows ();
}

static GtkWidget *
find_by_css_class (GtkWidget  *widget,
                   const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The board's account of the latest events: the hidden Füsiliere firing
 * on Rot's Feldwache is told to Rot as its own loss, the firer as troops
 * not seen; Rot's own march by its name; nothing else of Blau's. */
static void
test_journal (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) fire = NULL;
  GVariantDict outcome, payload;
  GtkWidget *entry;
  const char *text;

  g_variant_dict_init (&outcome, NULL);
  g_variant_dict_insert_value (&outcome, VT_OUTCOME_SUMMARY_PHRASE,
                               vt_phrase_new ("vertrauter", "%s fires on %s", "nn", "b-1", "r-wache"));
  g_variant_dict_init (&payload, NULL);
  g_variant_dict_insert (&payload, "action", "s", "infantry-fire");
  g_variant_dict_insert_value (&payload, "outcome", g_variant_dict_end (&outcome));
  fire = vt_event_new (VT_EVENT_ACTION, 1, "I/1 Füsiliere fires on Feldwache", g_variant_dict_end (&payload), NULL,
                       g_variant_new_parsed ("[{'unit': <'r-wache'>, 'strength': <uint32 420>}]"));
  g_assert_true (vt_game_append (game, fire, &error));
  g_assert_no_error (error);
  vt_ui_iterate_for (50);

  check_widget_tree (GTK_WIDGET (board));
  /* the newest first */
  entry = find_by_css_class (GTK_WIDGET (board), "side-board-journal-entry");
  g_assert_nonnull (entry);
  text = gtk_label_get_label (GTK_LABEL (entry));
  g_test_message ("Rot's board: %s", text);
  g_assert_nonnull (strstr (text, "troops not seen fires on Feldwache"));
  g_assert_null (strstr (text, "Füsiliere"));

  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  /* accessible names are kept where a test can read them (the suite's
   * "none" keeps none) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/side-boards/out-of-cover", test_out_of_cover);
  g_test_add_func ("/vt/ui/side-boards/nothing-hidden-in-window", test_nothing_hidden_in_window);
  g_test_add_func ("/vt/ui/side-boards/reveal-and-hide", test_reveal_and_hide);
  g_test_add_func ("/vt/ui/side-boards/export", test_export);
  g_test_add_func ("/vt/ui/side-boards/print-report", test_print_report);
  g_test_add_func ("/vt/ui/side-boards/fullscreen-and-zoom", test_fullscreen_and_zoom);
  g_test_add_func ("/vt/ui/side-boards/journal", test_journal);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
