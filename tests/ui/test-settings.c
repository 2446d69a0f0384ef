/* test-settings.c: what the umpire's settings change in the windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: the New dialog offers the ruleset of the last game made new
 * (default-ruleset), else the first one found. GSETTINGS_BACKEND=memory
 * (tests/meson.build) keeps the tests' settings out of the machine's.
 */
#define G_LOG_DOMAIN "vt-test-settings"

#include "config.h"

#include <locale.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-new-dialog.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static GSettings *
settings (void)
{
  GSettings *found = vt_application_lookup_settings ("default-ruleset");

  g_assert_nonnull (found);
  return found;
}

static VtNewDialog *
open_new_dialog (void)
{
  g_application_activate (G_APPLICATION (app));
  return VT_NEW_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
}

static void
test_default_ruleset (void)
{
  g_autoptr(GSettings) chosen = settings ();
  GListModel *rulesets = vt_ruleset_registry_get_rulesets (vt_application_get_registry (app));
  g_autoptr(VtRuleset) first = g_list_model_get_item (rulesets, 0);
  g_autofree char *remembered = NULL;
  VtNewDialog *dialog;
  VtWindow *window;

  /* nothing chosen yet: the first ruleset found */
  g_settings_reset (chosen, "default-ruleset");
  dialog = open_new_dialog ();
  g_assert_nonnull (vt_new_dialog_get_ruleset (dialog));
  g_assert_true (vt_new_dialog_get_ruleset (dialog) == first);
  vt_ui_close_all_windows ();

  /* the umpire plays Little Wars: New offers it */
  g_settings_set_string (chosen, "default-ruleset", "little-wars-1913");
  dialog = open_new_dialog ();
  g_assert_cmpstr (vt_ruleset_get_id (vt_new_dialog_get_ruleset (dialog)), ==, "little-wars-1913");
  vt_ui_close_all_windows ();

  /* a ruleset no longer installed: the first one found, not nothing */
  g_settings_set_string (chosen, "default-ruleset", "kriegsspiel-1798");
  dialog = open_new_dialog ();
  g_assert_true (vt_new_dialog_get_ruleset (dialog) == first);
  vt_ui_close_all_windows ();

  /* a game made new with War-Chess makes War-Chess the next one's */
  g_settings_set_string (chosen, "default-ruleset", "war-chess-1866");
  dialog = open_new_dialog ();
  g_assert_cmpstr (vt_ruleset_get_id (vt_new_dialog_get_ruleset (dialog)), ==, "war-chess-1866");
  g_settings_set_string (chosen, "default-ruleset", "little-wars-1913");
  g_signal_emit_by_name (vt_ui_find_button (GTK_WIDGET (dialog), "Cr_eate"), "clicked");
  vt_ui_iterate_for (50);
  window = VT_WINDOW (vt_ui_find_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (window);
  g_assert_cmpstr (vt_scenario_get_ruleset_id (vt_game_get_state (vt_window_get_game (window))), ==, "war-chess-1866");
  remembered = g_settings_get_string (chosen, "default-ruleset");
  g_assert_cmpstr (remembered, ==, "war-chess-1866");
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

  g_test_add_func ("/vt/ui/settings/default-ruleset", test_default_ruleset);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
