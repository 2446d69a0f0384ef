/* test-editor-window.c: laying out a scenario in the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "vt-application.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

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

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
