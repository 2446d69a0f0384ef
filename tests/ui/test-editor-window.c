/* test-editor-window.c: laying out a scenario in the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "vt-application.h"
#include "vt-shape-tool.h"
#include "vt-trace-tool.h"
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

  gtk_window_destroy (GTK_WINDOW (window));
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

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
