/* test-editor-window.c: laying out a scenario in the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "vt-application.h"
#include "vt-calibrate-dialog.h"
#include "vt-calibrate-tool.h"
#include "vt-catalogue-panel.h"
#include "vt-feature-panel.h"
#include "vt-layers.h"
#include "vt-new-dialog.h"
#include "vt-shape-tool.h"
#include "vt-trace-tool.h"
#include "vt-underlay-panel.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* a click at map point (@x, @y) of the window's map */
static void
click_map (VtWindow *window,
           double    x,
           double    y)
{
  VtMapView *view = vt_window_get_map_view (window);
  double wx, wy;

  g_assert_true (vt_map_view_to_widget (view, &(VtPoint) { x, y }, &wx, &wy));
  vt_map_view_hover (view, wx, wy, 0);
  vt_map_view_press (view, wx, wy, 0);
  vt_map_view_release (view, wx, wy);
}

/* picks @label in the edit bar's kinds, as a click in its list would */
static void
choose_kind (VtWindow   *window,
             const char *label)
{
  GtkDropDown *kinds = GTK_DROP_DOWN (vt_ui_find_by_name (GTK_WIDGET (window), "kind-dropdown"));
  GListModel *model = gtk_drop_down_get_model (kinds);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      {
        gtk_drop_down_set_selected (kinds, i);
        return;
      }
  g_assert_not_reached ();
}

/* the game as its file has it now: the window saves as it goes */
static VtGame *
reread (VtWindow *window)
{
  g_autofree char *path = g_file_get_path (vt_document_get_file (vt_window_get_document (window)));
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

static guint
n_features (VtGame *game)
{
  return g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (vt_game_get_scenario (game))));
}

static gboolean
is_shown (VtWindow   *window,
          const char *name)
{
  GtkWidget *widget = vt_ui_find_by_name (GTK_WIDGET (window), name);

  g_assert_nonnull (widget);
  return gtk_widget_get_mapped (widget);
}

/* The header bar's switch: laying out shows the edit bar and the editor's
 * pages, Undo takes back edits, not events; Play brings the play bar back. */
static void
test_switch_modes (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GActionGroup *play_actions = vt_window_get_action_group (window, "play");
  VtEditor *editor = vt_document_get_editor (vt_window_get_document (window));
  VtGame *game = vt_window_get_game (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = g_strdup (vt_scenario_get_title (vt_game_get_scenario (game)));

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (is_shown (window, "play-mode-button"));
  g_assert_true (is_shown (window, "next-phase-button"));
  g_assert_false (is_shown (window, "edit-bar"));

  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (is_shown (window, "edit-bar"));
  g_assert_true (is_shown (window, "draw-tool-button"));
  g_assert_false (is_shown (window, "next-phase-button"));
  g_assert_true (is_shown (window, "edit-stack"));
  g_assert_false (is_shown (window, "side-stack"));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "editor-window.png"));

  g_assert_false (g_action_group_get_action_enabled (play_actions, "undo"));
  g_assert_true (vt_editor_set_title (editor, "Laid out", &error));
  g_assert_true (g_action_group_get_action_enabled (play_actions, "undo"));
  g_action_group_activate_action (play_actions, "undo", NULL);
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_scenario (game)), ==, title);

  /* the shortcuts window has a page for laying out; a key it cannot read
   * would be a warning, fatal here */
  {
    GtkWindow *overlay;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
    overlay = vt_ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
    vt_ui_wait_for_paint (GTK_WIDGET (overlay));
    g_object_set (overlay, "section-name", "lay-out", NULL);
    vt_ui_iterate_for (400);
    vt_ui_wait_for_paint (GTK_WIDGET (overlay));
    g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (overlay), "Draw the kind chosen", FALSE));
    vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (overlay), "shortcuts-lay-out.png"));
    gtk_window_destroy (overlay);
  }

  g_action_group_activate_action (view_actions, "switch-mode", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_false (is_shown (window, "edit-bar"));
  g_assert_true (is_shown (window, "next-phase-button"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Draw a wood with the edit bar's tool: four clicks and Enter; the file
 * has it at once, Undo takes it back and the file follows; Shapes picks
 * it and Ctrl+D's action duplicates it. */
static void
test_draw_in_window (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GActionGroup *play_actions = vt_window_get_action_group (window, "play");
  GActionGroup *edit_actions = vt_window_get_action_group (window, "edit");
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  guint before = n_features (game);
  g_autoptr(VtGame) saved = NULL;
  g_autoptr(VtGame) undone = NULL;
  VtFeature *wood = NULL;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  choose_kind (window, "Wood");
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("draw"));
  g_assert_true (VT_IS_TRACE_TOOL (vt_map_view_get_tool (view)));
  g_assert_cmpstr (vt_trace_tool_get_kind (VT_TRACE_TOOL (vt_map_view_get_tool (view))), ==, "wood");

  click_map (window, 1000, 3000);
  click_map (window, 1800, 3000);
  click_map (window, 1800, 3600);
  click_map (window, 1000, 3600);
  g_assert_true (vt_map_tool_key_pressed (vt_map_view_get_tool (view), GDK_KEY_Return, 0));
  g_assert_cmpuint (n_features (game), ==, before + 1);

  saved = reread (window);
  g_assert_cmpuint (n_features (saved), ==, before + 1);
  wood = vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (saved)), "wood-1");
  g_assert_nonnull (wood);
  g_assert_cmpstr (vt_feature_get_kind (wood), ==, "wood");

  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("shapes"));
  click_map (window, 1400, 3300);
  g_assert_cmpstr (vt_shape_tool_get_selected_feature (VT_SHAPE_TOOL (vt_map_view_get_tool (view))), ==, "wood-1");
  g_assert_true (g_action_group_get_action_enabled (edit_actions, "duplicate"));
  g_action_group_activate_action (edit_actions, "duplicate", NULL);
  g_assert_cmpuint (n_features (game), ==, before + 2);

  g_action_group_activate_action (play_actions, "undo", NULL);
  g_action_group_activate_action (play_actions, "undo", NULL);
  g_assert_cmpuint (n_features (game), ==, before);
  undone = reread (window);
  g_assert_cmpuint (n_features (undone), ==, before);

  /* the terrain locked on the Layers page: Draw is refused, in words */
  vt_layers_set_terrain_locked (vt_map_view_get_layers (view), TRUE);
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("draw"));
  click_map (window, 1000, 3000);
  click_map (window, 1800, 3000);
  click_map (window, 1800, 3600);
  vt_map_tool_key_pressed (vt_map_view_get_tool (view), GDK_KEY_Return, 0);
  g_assert_cmpuint (n_features (game), ==, before);
  vt_ui_iterate_for (300);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "The terrain is locked on the Layers page", TRUE));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_FEATURE_PANEL))));
  /* Issue 25: the lock's icon says locked; unlocked, the refusal's banner
   * goes and the icon says open */
  {
    GtkWidget *lock = vt_ui_find_by_name (GTK_WIDGET (window), "terrain-locked");
    GtkWidget *banner = vt_ui_find_by_name (GTK_WIDGET (window), "refusal-banner");

    g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (lock)), ==, "changes-prevent-symbolic");
    g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (lock), FALSE);
    vt_ui_iterate_for (50);
    g_assert_false (vt_layers_get_terrain_locked (vt_map_view_get_layers (view)));
    g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (lock)), ==, "changes-allow-symbolic");
    g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* a scan of 400 × 300 pixels, grey, with a dark scale bar */
static char *
write_scan (const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "scan.png", NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 300);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.85, 0.82, 0.75);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_rectangle (cr, 100, 280, 200, 6);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  return g_steal_pointer (&path);
}

static gboolean
popover_shown (gpointer data)
{
  GtkWidget *popover = vt_ui_find_by_type (GTK_WIDGET (data), GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

static gboolean
popover_gone (gpointer data)
{
  return !popover_shown (data);
}

static GtkWidget *
focus_of (VtWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
has_focus_within (VtWindow  *window,
                  GtkWidget *widget)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Issue 25 item 15: many features drawn from the keyboard. Shift+D, a few
 * letters and Enter choose a kind and take up Draw; Enter lays the feature
 * down with its name ready to type; Enter names it, and the hand is back on
 * the map for the next; Escape leaves a feature unnamed. */
static void
test_draw_and_name (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GActionGroup *edit_actions = vt_window_get_action_group (window, "edit");
  VtMapView *view = vt_window_get_map_view (window);
  GtkWidget *dropdown = vt_ui_find_by_name (GTK_WIDGET (window), "kind-dropdown");
  GtkWidget *name = vt_ui_find_by_name (GTK_WIDGET (window), "feature-name");
  GtkStack *edit_stack = GTK_STACK (vt_ui_find_by_name (GTK_WIDGET (window), "edit-stack"));
  VtGame *game = vt_window_get_game (window);
  guint before = n_features (game);
  g_autoptr(GVariant) tool = NULL;
  VtFeature *village;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("shapes"));
  gtk_stack_set_visible_child_name (edit_stack, "edit-troops");
  vt_ui_iterate_for (100);

  vt_ui_press (GTK_WIDGET (window), "<Shift>d");
  vt_ui_wait_until (popover_shown, dropdown);
  vt_ui_type (GTK_WIDGET (window), "Vil");
  vt_ui_iterate_for (100);
  vt_ui_press (GTK_WIDGET (window), "Return");
  vt_ui_wait_until (popover_gone, dropdown);
  tool = g_action_group_get_action_state (edit_actions, "tool");
  g_assert_cmpstr (g_variant_get_string (tool, NULL), ==, "draw");
  g_assert_true (VT_IS_TRACE_TOOL (vt_map_view_get_tool (view)));
  g_assert_cmpstr (vt_trace_tool_get_kind (VT_TRACE_TOOL (vt_map_view_get_tool (view))), ==, "village");

  /* a click on the map gives it the keyboard, as the view's gesture does */
  gtk_widget_grab_focus (GTK_WIDGET (view));
  click_map (window, 1200, 600);
  click_map (window, 1700, 600);
  click_map (window, 1700, 1000);
  click_map (window, 1200, 1000);
  vt_ui_press (GTK_WIDGET (window), "Return");
  vt_ui_iterate_for (100);
  g_assert_cmpuint (n_features (game), ==, before + 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (edit_stack), ==, "edit-properties");
  g_assert_cmpstr (vt_feature_panel_get_feature_id (VT_FEATURE_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_FEATURE_PANEL))),
                   ==, "village-1");
  g_assert_true (has_focus_within (window, name));

  vt_ui_type (GTK_WIDGET (window), "Kunzendorf");
  vt_ui_press (GTK_WIDGET (window), "Return");
  vt_ui_iterate_for (100);
  village = vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "village-1");
  g_assert_cmpstr (vt_feature_get_name (village), ==, "Kunzendorf");
  g_assert_true (has_focus_within (window, GTK_WIDGET (view)));
  g_assert_true (VT_IS_TRACE_TOOL (vt_map_view_get_tool (view)));

  /* the next, its name typed and let go with Escape */
  click_map (window, 2200, 600);
  click_map (window, 2700, 600);
  click_map (window, 2700, 1000);
  vt_ui_press (GTK_WIDGET (window), "Return");
  vt_ui_iterate_for (100);
  g_assert_cmpuint (n_features (game), ==, before + 2);
  g_assert_true (has_focus_within (window, name));
  vt_ui_type (GTK_WIDGET (window), "Nothing");
  vt_ui_press (GTK_WIDGET (window), "Escape");
  vt_ui_iterate_for (100);
  g_assert_null (vt_feature_get_name (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "village-2")));
  g_assert_true (has_focus_within (window, GTK_WIDGET (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 25 item 15: the 1824 demo's eighteen kinds are all in reach: the
 * list shows them all in a 720 pixel window, or its scroll bar. */
static void
test_kind_list_in_reach (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GtkWidget *dropdown = vt_ui_find_by_name (GTK_WIDGET (window), "kind-dropdown");
  GListModel *kinds;
  GtkWidget *popover, *scroller, *list;
  int shown, wanted;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 720);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  vt_ui_iterate_for (100);
  kinds = gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown));
  g_test_message ("%u kinds", g_list_model_get_n_items (kinds));
  g_assert_cmpuint (g_list_model_get_n_items (kinds), >, 12);

  vt_ui_press (GTK_WIDGET (window), "<Shift>d");
  vt_ui_wait_until (popover_shown, dropdown);
  vt_ui_iterate_for (200);
  popover = vt_ui_find_by_type (dropdown, GTK_TYPE_POPOVER);
  scroller = vt_ui_find_by_type (popover, GTK_TYPE_SCROLLED_WINDOW);
  list = vt_ui_find_by_type (scroller, GTK_TYPE_LIST_VIEW);
  gtk_widget_measure (list, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (list), NULL, &wanted, NULL, NULL);
  shown = gtk_widget_get_height (scroller);
  g_test_message ("the list shows %d of %d pixels", shown, wanted);
  g_assert_false (gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller)));
  if (shown < wanted)
    g_assert_true (gtk_widget_get_visible (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller))));
  g_assert_cmpint (shown, >, 400);
  vt_ui_capture_free (vt_ui_capture_window (popover, "kind-list.png"));
  vt_ui_press (GTK_WIDGET (window), "Escape");
  vt_ui_wait_until (popover_gone, dropdown);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* draws a feature of @label with the window's Draw tool: a click at each
 * map point, then Enter */
static void
draw (VtWindow      *window,
      const char    *label,
      const VtPoint *points,
      guint          n_points)
{
  GActionGroup *edit_actions = vt_window_get_action_group (window, "edit");
  VtMapView *view = vt_window_get_map_view (window);

  choose_kind (window, label);
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("draw"));
  for (guint i = 0; i < n_points; i++)
    click_map (window, points[i].x, points[i].y);
  /* a point kind is placed by its click; the others end with Enter */
  if (n_points > 1)
    g_assert_true (vt_map_tool_key_pressed (vt_map_view_get_tool (view), GDK_KEY_Return, 0));
}

static VtFeature *
find_kind (VtScenario *scenario,
           const char *kind)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      if (g_str_equal (vt_feature_get_kind (feature), kind))
        return feature;
    }
  return NULL;
}

/* Issue 13's new user: a new 1824 game opens to be laid out; import a map
 * image, calibrate it on its scale bar, trace a village, a wood, a river
 * with a bridge and a road, place two battalions; the file has all of it,
 * reopened it is the same scenario, and the validator finds no fault. */
static void
test_lay_out_a_scenario (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot = vt_side_new ("red", "Rot", &(VtColour) { 0.75, 0.1, 0.15 });
  g_autoptr(VtSide) blau = vt_side_new ("blue", "Blau", &(VtColour) { 0.1, 0.25, 0.85 });
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) saved = NULL;
  g_autoptr(VtGame) reopened_game = NULL;
  g_autoptr(GBytes) saved_bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(GPtrArray) faults = NULL;
  g_autoptr(GFile) scan_file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *scan = NULL;
  VtWindow *window;
  VtMapView *view;
  GActionGroup *edit_actions;
  VtUnderlayPanel *image_page;
  VtCataloguePanel *troops_page;
  VtCalibrateTool *calibrate;
  VtCalibrateDialog *dialog;
  const VtCalibration *calibration;
  VtPoint bar_left, bar_right;
  double wx, wy;

  g_assert_nonnull (ruleset);
  vt_scenario_set_title (scenario, "Gefecht an der Furt");
  g_assert_true (vt_scenario_add_side (scenario, rot, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau, NULL));
  window = vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "furt.vertrauter");
  view = vt_window_get_map_view (window);
  edit_actions = vt_window_get_action_group (window, "edit");
  path = g_file_get_path (vt_document_get_file (vt_window_get_document (window)));
  folder = g_path_get_dirname (path);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (is_shown (window, "edit-bar"));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "editor-new.png"));
  /* an empty sheet says where to begin */
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (window), "An empty sheet. Import a scan", TRUE));

  /* the map image, fitted over the sheet: 4000 / 400 = 10 paces a pixel */
  scan = write_scan (folder);
  scan_file = g_file_new_for_path (scan);
  image_page = VT_UNDERLAY_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_UNDERLAY_PANEL));
  g_assert_true (vt_underlay_panel_import_file (image_page, scan_file, &error));
  g_assert_no_error (error);

  /* its scale bar, 200 pixels, is 1,000 paces: 5 paces a pixel */
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("calibrate"));
  calibrate = VT_CALIBRATE_TOOL (vt_map_view_get_tool (view));
  calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (window))));
  vt_calibration_image_to_map (calibration, &(VtPoint) { 100, 283 }, &bar_left);
  vt_calibration_image_to_map (calibration, &(VtPoint) { 300, 283 }, &bar_right);
  click_map (window, bar_left.x, bar_left.y);
  click_map (window, bar_right.x, bar_right.y);
  g_assert_true (vt_map_tool_key_pressed (VT_MAP_TOOL (calibrate), GDK_KEY_Return, 0));
  dialog = vt_calibrate_tool_get_dialog (calibrate);
  g_assert_nonnull (dialog);
  vt_calibrate_dialog_set_distance (dialog, 1000, "pace");
  vt_calibrate_dialog_confirm (dialog);
  vt_ui_iterate_for (50);
  calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (window))));
  g_assert_cmpfloat_with_epsilon (calibration->scale, 5, 0.05);
  /* done, the edit bar is back on Shapes */
  g_assert_true (VT_IS_SHAPE_TOOL (vt_map_view_get_tool (view)));

  /* Issue 25 item 13: nothing drawn yet, the sheet is fitted to the
   * picture once it is calibrated: 400 × 300 pixels at 5 paces, its corner
   * at the picture's (not left at 133, 98), and the view shows it whole */
  {
    VtMap *sheet = vt_scenario_get_map (vt_game_get_scenario (vt_window_get_game (window)));
    VtPoint corner, far;
    VtPoint view_min, view_max;

    vt_ui_iterate_for (50);
    calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (window))));
    vt_calibration_image_to_map (calibration, &(VtPoint) { 0, 0 }, &corner);
    vt_calibration_image_to_map (calibration, &(VtPoint) { 400, 300 }, &far);
    g_test_message ("sheet %g × %g; the picture from (%g, %g) to (%g, %g)", vt_map_get_width (sheet),
                    vt_map_get_height (sheet), corner.x, corner.y, far.x, far.y);
    g_assert_cmpfloat (corner.x, >=, 0);
    g_assert_cmpfloat (corner.x, <, 1);
    g_assert_cmpfloat (corner.y, >=, 0);
    g_assert_cmpfloat (corner.y, <, 1);
    g_assert_cmpfloat (vt_map_get_width (sheet), ==, ceil (far.x));
    g_assert_cmpfloat (vt_map_get_height (sheet), ==, ceil (far.y));
    g_assert_cmpfloat (fabs (vt_map_get_width (sheet) - 2000), <=, 1);
    g_assert_cmpfloat (fabs (vt_map_get_height (sheet) - 1500), <=, 1);
    vt_ui_wait_for_paint (GTK_WIDGET (window));
    g_assert_true (vt_map_view_to_map (view, 0, 0, &view_min));
    g_assert_true (vt_map_view_to_map (view, gtk_widget_get_width (GTK_WIDGET (view)),
                                       gtk_widget_get_height (GTK_WIDGET (view)), &view_max));
    g_test_message ("the view shows (%g, %g) to (%g, %g)", view_min.x, view_min.y, view_max.x, view_max.y);
    g_assert_cmpfloat (view_min.x, <=, 0);
    g_assert_cmpfloat (view_min.y, <=, 0);
    g_assert_cmpfloat (view_max.x, >=, vt_map_get_width (sheet));
    g_assert_cmpfloat (view_max.y, >=, vt_map_get_height (sheet));
    /* the sheet shown whole, not a corner of a sheet twice its size */
    g_assert_cmpfloat (view_max.x - view_min.x, <, 2 * vt_map_get_width (sheet));
    vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "editor-fitted.png"));

    /* a step of its own: undone, the sheet is as it was */
    g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
    g_assert_cmpfloat (vt_map_get_width (sheet), ==, 4000);
    g_assert_cmpfloat (vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (window))))->scale,
                       ==, calibration->scale);
    /* and Fit the Sheet does it again */
    g_assert_true (vt_underlay_panel_fit_sheet (image_page, &error));
    g_assert_no_error (error);
    g_assert_cmpfloat (fabs (vt_map_get_width (sheet) - 2000), <=, 1);
    g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
    g_assert_cmpfloat (vt_map_get_width (sheet), ==, 4000);
  }

  /* the terrain: a village and a wood, a river across with a bridge, and
   * the road over the bridge */
  draw (window, "Village", (VtPoint[]) { { 1200, 600 }, { 1700, 600 }, { 1700, 1000 }, { 1200, 1000 } }, 4);
  draw (window, "Light wood", (VtPoint[]) { { 2600, 400 }, { 3400, 500 }, { 3300, 1100 }, { 2500, 1000 } }, 4);
  draw (window, "River", (VtPoint[]) { { 100, 1600 }, { 2000, 1500 }, { 3900, 1650 } }, 3);
  draw (window, "Bridge", (VtPoint[]) { { 2000, 1440 }, { 2000, 1600 } }, 2);
  draw (window, "Road", (VtPoint[]) { { 1450, 1000 }, { 2000, 1300 }, { 2000, 2000 }, { 2100, 2900 } }, 4);

  /* two battalions of Blau, dropped from the Troops page */
  troops_page = VT_CATALOGUE_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_CATALOGUE_PANEL));
  vt_catalogue_panel_set_side (troops_page, "blue");
  g_assert_true (vt_map_view_to_widget (view, &(VtPoint) { 1900, 2300 }, &wx, &wy));
  g_assert_true (vt_catalogue_panel_drop (troops_page, VT_CATALOGUE_DRAG_PREFIX "infantry-block", wx, wy));
  g_assert_true (vt_map_view_to_widget (view, &(VtPoint) { 2200, 2300 }, &wx, &wy));
  g_assert_true (vt_catalogue_panel_drop (troops_page, VT_CATALOGUE_DRAG_PREFIX "infantry-block", wx, wy));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "editor-laid-out.png"));

  /* the pages as the designer sees them: the village picked, its properties */
  g_action_group_activate_action (edit_actions, "tool", g_variant_new_string ("shapes"));
  click_map (window, 1450, 800);
  g_assert_true (is_shown (window, "edit-stack"));
  {
    GActionGroup *view_actions = vt_window_get_action_group (window, "view");
    static const char * const pages[] = { "forces", "journal", "losses", "briefings", NULL };

    for (guint i = 0; pages[i] != NULL; i++)
      {
        g_autofree char *png = g_strdup_printf ("editor-page-%u.png", i + 1);

        g_action_group_activate_action (view_actions, "show-page", g_variant_new_string (pages[i]));
        vt_ui_wait_for_paint (GTK_WIDGET (window));
        vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), png));
      }
  }

  /* the file, as the window saved it */
  saved = reread (window);
  for (const char * const *kind = (const char *[]) { "village", "wood-light", "river", "bridge", "road", NULL };
       *kind != NULL; kind++)
    {
      g_test_message ("looking for a %s", *kind);
      g_assert_nonnull (find_kind (vt_game_get_scenario (saved), *kind));
    }
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (vt_game_get_scenario (saved))), ==, 2);
  {
    g_autoptr(VtUnit) first = g_list_model_get_item (vt_scenario_get_units (vt_game_get_scenario (saved)), 0);

    g_assert_cmpstr (vt_unit_get_side (first), ==, "blue");
    g_assert_cmpstr (vt_unit_get_unit_type (first), ==, "infantry-block");
    g_assert_cmpuint (vt_unit_get_strength (first), ==, 450);
  }
  g_assert_cmpstr (vt_underlay_get_href (vt_scenario_get_underlay (vt_game_get_scenario (saved))), ==, "scan.png");
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (saved)))->scale,
                                  5, 0.05);
  /* the road crosses the river on the bridge: nothing to fix */
  faults = vt_geometry_check (vt_game_get_scenario (saved), ruleset);
  g_assert_cmpuint (faults->len, ==, 0);

  /* closed and reopened: exactly the same scenario */
  saved_bytes = vt_game_file_to_bytes (saved);
  vt_ui_close_all_windows ();
  window = vt_ui_open_game (G_APPLICATION (app), path);
  reopened_game = g_object_ref (vt_window_get_game (window));
  again_bytes = vt_game_file_to_bytes (reopened_game);
  g_assert_true (g_bytes_equal (saved_bytes, again_bytes));
  /* a scenario with troops on it opens to be played */
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_false (is_shown (window, "edit-bar"));

  vt_ui_close_all_windows ();
}

/* A begun game: the terrain is locked, Unlock Terrain… asks first; then a
 * wood drawn is a journal entry whose details name it in the umpire's
 * words, and the game's Undo in Play takes it back. */
static void
test_begun_game_terrain (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GActionGroup *play_actions = vt_window_get_action_group (window, "play");
  GActionGroup *edit_actions = vt_window_get_action_group (window, "edit");
  VtGame *game = vt_window_get_game (window);
  VtEditor *editor = vt_document_get_editor (vt_window_get_document (window));
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(GError) error = NULL;
  GtkWindow *question;
  GtkListView *list;
  GtkSelectionModel *rows;
  GtkWidget *details;
  guint before = n_features (game), length;

  vt_ui_wait_for_paint (root);
  /* a Zug played: the game has begun */
  g_assert_true (vt_game_advance_moves (game, 1, &error));
  g_assert_no_error (error);
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  vt_ui_wait_for_paint (root);
  g_assert_true (vt_editor_get_locked (editor));
  g_assert_true (is_shown (window, "unlock-button"));

  g_action_group_activate_action (edit_actions, "unlock", NULL);
  question = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
  vt_ui_iterate_for (50);
  g_assert_false (vt_editor_get_locked (editor));
  vt_ui_wait_for_paint (root);
  g_assert_false (is_shown (window, "unlock-button"));

  length = vt_journal_get_length (vt_game_get_journal (game));
  draw (window, "Wood", (VtPoint[]) { { 1000, 3000 }, { 1800, 3000 }, { 1800, 3600 }, { 1000, 3600 } }, 4);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, length + 1);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)))),
                    ==, before + 1);
  /* the scenario as set up keeps its ground; the journal has the change */
  g_assert_cmpuint (n_features (game), ==, before);

  /* in Play, the journal's entry says what was drawn */
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("play"));
  g_assert_true (gtk_widget_activate_action (root, "view.show-page", "s", "journal"));
  vt_ui_wait_for_paint (root);
  list = GTK_LIST_VIEW (vt_ui_find_by_name (root, "journal-list"));
  rows = gtk_list_view_get_model (list);
  gtk_selection_model_select_item (rows, g_list_model_get_n_items (G_LIST_MODEL (rows)) - 1, TRUE);
  vt_ui_iterate_for (400);
  vt_ui_wait_for_paint (root);
  details = vt_ui_find_by_name (root, "journal-details-label");
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (details)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (details)), "Wood, 4 corners"));
  g_assert_cmpstr (vt_ui_label_text (window, "journal-details-title"), ==, "Add Wood");

  g_action_group_activate_action (play_actions, "undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)))),
                    ==, before);
  vt_ui_close_all_windows ();
}

/* War-Chess is laid out on its board: no terrain to draw, the pieces set
 * up on squares; a piece dropped off the squares is refused in words. */
static void
test_lay_out_a_board (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "war-chess-1866");
  g_autoptr(VtMap) map = NULL;
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(VtSide) attack = vt_side_new ("attacking", "Attacking army", &(VtColour) { 0.1, 0.1, 0.1 });
  g_autoptr(VtSide) defence = vt_side_new ("defending", "Defending army", &(VtColour) { 0.9, 0.9, 0.9 });
  VtWindow *window;
  VtCataloguePanel *troops_page;
  const VtBoard *board;
  g_autofree char *placed = NULL;
  g_autoptr(GError) error = NULL;
  VtPoint middle = { 0, 0 };

  g_assert_nonnull (ruleset);
  board = vt_ruleset_get_board (ruleset);
  map = vt_map_new_board (board, vt_ruleset_get_unit_of_length (ruleset));
  scenario = vt_scenario_new ("war-chess-1866", map);
  g_assert_true (vt_scenario_add_side (scenario, attack, NULL));
  g_assert_true (vt_scenario_add_side (scenario, defence, NULL));
  window = vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "board.vertrauter");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (is_shown (window, "edit-bar"));
  g_assert_false (is_shown (window, "draw-tool-button"));
  g_assert_false (is_shown (window, "kind-dropdown"));
  g_assert_true (is_shown (window, "troops-tool-button"));

  /* the middle of square 12 */
  for (guint i = 0; i < board->n_cells; i++)
    if (board->cells[i].number == 12)
      {
        for (guint k = 0; k < board->cells[i].n_outline; k++)
          {
            middle.x += board->cells[i].outline[k].x / board->cells[i].n_outline;
            middle.y += board->cells[i].outline[k].y / board->cells[i].n_outline;
          }
      }
  troops_page = VT_CATALOGUE_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_CATALOGUE_PANEL));
  {
    guint n_types;
    const VtUnitType *types = vt_ruleset_get_unit_types (ruleset, &n_types);

    g_assert_cmpuint (n_types, >, 0);
    placed = vt_catalogue_panel_place_unit (troops_page, types[0].id, &middle, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_scenario (vt_window_get_game (window)),
                                                               placed)), ==, 12);
    g_assert_null (vt_catalogue_panel_place_unit (troops_page, types[0].id, &(VtPoint) { -500, -500 }, &error));
    g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
  }
  vt_ui_close_all_windows ();
}

/* Issue 25 item 13: "New asks the map's size before the picture exists".
 * Ctrl+N, Alt+P, the scan's path, Enter: the dialog asks no size; Create
 * lays the scan under the sheet and asks for its scale bar; calibrated, the
 * sheet is the picture, its corner at the picture's, the view on it whole. */
static void
test_new_from_picture (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  g_autofree char *folder = g_dir_make_tmp ("vt-test-picture-XXXXXX", NULL);
  g_autofree char *scan = write_scan (folder);
  GListModel *rulesets = vt_ruleset_registry_get_rulesets (vt_application_get_registry (app));
  GtkWidget *dialog;
  VtWindow *begun = NULL;
  VtMapView *view;
  VtCalibrateTool *calibrate;
  VtCalibrateDialog *calibrate_dialog;
  const VtCalibration *calibration;
  VtPoint bar_left, bar_right, corner;
  VtMap *sheet;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_press (GTK_WIDGET (window), "<Control>n");
  dialog = GTK_WIDGET (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (g_str_equal (vt_ruleset_get_id (ruleset), "reiswitz-1824"))
        gtk_drop_down_set_selected (GTK_DROP_DOWN (vt_ui_find_by_type (dialog, GTK_TYPE_DROP_DOWN)), i);
    }
  vt_ui_wait_for_paint (dialog);
  vt_ui_assert_mnemonics_distinct (dialog);
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (dialog, "new-picture")));
  vt_ui_press (dialog, "<Alt>p");
  vt_ui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  vt_ui_iterate_for (300);
  vt_ui_press (GTK_WIDGET (vt_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)), "<Control>l");
  vt_ui_iterate_for (100);
  vt_ui_type (GTK_WIDGET (vt_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)), scan);
  vt_ui_iterate_for (100);
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (vt_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)), "new-picture-chooser.png"));
  vt_ui_press (GTK_WIDGET (vt_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)), "Return");
  vt_ui_wait_for_no_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  vt_ui_iterate_for (100);

  /* no size asked: the picture gives it */
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (dialog, "new-picture-note")));
  g_test_message ("%s", gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (dialog, "new-picture-note"))));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (dialog, "new-picture-note"))), "400 × 300"));
  g_assert_nonnull (vt_ui_find_label (dialog, "scan.png", FALSE));
  g_assert_null (vt_ui_find_label (dialog, "_Width", FALSE));
  g_assert_null (vt_ui_find_label (dialog, "Width", FALSE));
  vt_ui_wait_for_paint (dialog);
  vt_ui_capture_free (vt_ui_capture_window (dialog, "new-from-picture.png"));
  vt_ui_press (dialog, "<Alt>e");
  vt_ui_wait_for_no_toplevel (VT_TYPE_NEW_DIALOG);
  vt_ui_iterate_for (100);

  /* the new game's window, in Lay Out, asking for the scale bar */
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) each = g_list_model_get_item (toplevels, i);

        if (VT_IS_WINDOW (each) && vt_window_get_game (VT_WINDOW (each)) != NULL &&
            vt_window_get_document (VT_WINDOW (each)) != NULL &&
            vt_document_get_file (vt_window_get_document (VT_WINDOW (each))) == NULL)
          begun = VT_WINDOW (each);
      }
  }
  g_assert_nonnull (begun);
  view = vt_window_get_map_view (begun);
  vt_ui_wait_for_paint (GTK_WIDGET (begun));
  g_assert_true (is_shown (begun, "edit-bar"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (vt_ui_find_by_name (GTK_WIDGET (begun), "edit-stack"))),
                   ==, "edit-image");
  g_assert_true (VT_IS_CALIBRATE_TOOL (vt_map_view_get_tool (view)));
  sheet = vt_scenario_get_map (vt_game_get_scenario (vt_window_get_game (begun)));
  /* the picture's shape until calibrated */
  g_assert_cmpfloat (vt_map_get_width (sheet), ==, 4000);
  g_assert_cmpfloat (vt_map_get_height (sheet), ==, 3000);

  /* its scale bar, 200 pixels, is 1,000 paces */
  calibrate = VT_CALIBRATE_TOOL (vt_map_view_get_tool (view));
  calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (begun))));
  vt_calibration_image_to_map (calibration, &(VtPoint) { 100, 283 }, &bar_left);
  vt_calibration_image_to_map (calibration, &(VtPoint) { 300, 283 }, &bar_right);
  click_map (begun, bar_left.x, bar_left.y);
  click_map (begun, bar_right.x, bar_right.y);
  g_assert_true (vt_map_tool_key_pressed (VT_MAP_TOOL (calibrate), GDK_KEY_Return, 0));
  calibrate_dialog = vt_calibrate_tool_get_dialog (calibrate);
  g_assert_nonnull (calibrate_dialog);
  vt_calibrate_dialog_set_distance (calibrate_dialog, 1000, "pace");
  vt_calibrate_dialog_confirm (calibrate_dialog);
  vt_ui_iterate_for (100);

  calibration = vt_underlay_get_calibration (vt_scenario_get_underlay (vt_game_get_scenario (vt_window_get_game (begun))));
  vt_calibration_image_to_map (calibration, &(VtPoint) { 0, 0 }, &corner);
  g_test_message ("sheet %g × %g, the picture's corner at (%g, %g)", vt_map_get_width (sheet), vt_map_get_height (sheet),
                  corner.x, corner.y);
  g_assert_cmpfloat (fabs (vt_map_get_width (sheet) - 2000), <=, 1);
  g_assert_cmpfloat (fabs (vt_map_get_height (sheet) - 1500), <=, 1);
  g_assert_cmpfloat (corner.x, >=, 0);
  g_assert_cmpfloat (corner.x, <, 1);
  g_assert_cmpfloat (corner.y, >=, 0);
  g_assert_cmpfloat (corner.y, <, 1);
  vt_ui_wait_for_paint (GTK_WIDGET (begun));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (begun), "new-from-picture-calibrated.png"));

  vt_ui_close_all_windows ();
  g_remove (scan);
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/editor-window/switch-modes", test_switch_modes);
  g_test_add_func ("/vt/ui/editor-window/draw", test_draw_in_window);
  g_test_add_func ("/vt/ui/editor-window/draw-and-name", test_draw_and_name);
  g_test_add_func ("/vt/ui/editor-window/kind-list-in-reach", test_kind_list_in_reach);
  g_test_add_func ("/vt/ui/editor-window/new-from-picture", test_new_from_picture);
  g_test_add_func ("/vt/ui/editor-window/lay-out-a-scenario", test_lay_out_a_scenario);
  g_test_add_func ("/vt/ui/editor-window/begun-game-terrain", test_begun_game_terrain);
  g_test_add_func ("/vt/ui/editor-window/lay-out-a-board", test_lay_out_a_board);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
