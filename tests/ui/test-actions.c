/* test-actions.c: the action form, the rule tables and the unit panel at a live table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-actions"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* a copy of the demo game (reiswitz-1824), which the window saves as it goes */
static char *
copy_demo (void)
{
  const char *demo = g_getenv ("VT_DEMO_GAME");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-actions-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  char *path;
  gsize length;

  g_assert_nonnull (demo);
  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  path = g_build_filename (folder, "demo.vertrauter", NULL);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

static VtWindow *
open_demo (void)
{
  g_autofree char *path = copy_demo ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtWindow *window;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = VT_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (vt_window_get_game (window));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  return window;
}

/* The id a unit field holds, or NULL. */
static char *
field_units (VtActionDialog *dialog,
             const char     *name)
{
  VtParamField *field = vt_action_dialog_get_field (dialog, name);
  g_autoptr(GVariant) value = NULL;

  g_assert_nonnull (field);
  value = vt_param_field_get_value (field);
  return value != NULL ? g_variant_dup_string (value, NULL) : NULL;
}

/* Issue 7: "Two units selected for Close Combat land in 'Attacker's second
 * line units' and 'Defender's second line units'". They go to the
 * principal roles, in the order picked. */
static void
test_selection_fills_roles (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);

  {
    const char *picked[] = { "r-1-1a", "b-1-2a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "close-combat", picked);
    g_autofree char *attacker = field_units (dialog, "attacker");
    g_autofree char *defender = field_units (dialog, "defender");
    g_autofree char *attacker_second = field_units (dialog, "attacker-second-line-units");
    g_autofree char *defender_second = field_units (dialog, "defender-second-line-units");

    g_assert_cmpstr (attacker, ==, "r-1-1a");
    g_assert_cmpstr (defender, ==, "b-1-2a");
    g_assert_null (attacker_second);
    g_assert_null (defender_second);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* picked Blue first: Blue attacks */
  {
    const char *picked[] = { "b-1-2a", "r-1-1a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "close-combat", picked);
    g_autofree char *attacker = field_units (dialog, "attacker");
    g_autofree char *defender = field_units (dialog, "defender");

    g_assert_cmpstr (attacker, ==, "b-1-2a");
    g_assert_cmpstr (defender, ==, "r-1-1a");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* a battalion's two blocks fire together on one target */
  {
    const char *picked[] = { "r-1-1a", "r-1-1b", "b-1-2a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "infantry-fire", picked);
    g_autofree char *firer = field_units (dialog, "firer");
    g_autofree char *target = field_units (dialog, "target");

    g_assert_cmpstr (firer, ==, "r-1-1a,r-1-1b");
    g_assert_cmpstr (target, ==, "b-1-2a");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

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

  g_test_add_func ("/vt/ui/actions/selection-fills-roles", test_selection_fills_roles);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
