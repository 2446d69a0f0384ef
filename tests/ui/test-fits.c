/* test-fits.c: every window fits a 1280 × 720 projector (issue 25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A club's projector shows 1280 × 720; a window wider or taller puts its
 * buttons off the wall. Each demo is opened, every window the umpire
 * reaches from the keyboard is opened by its key, and each window's size
 * is read as the toolkit laid it out.
 */
#define G_LOG_DOMAIN "vt-test-fits"

#include "config.h"

#include <locale.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-message-dialog.h"
#include "vt-new-dialog.h"
#include "vt-note-dialog.h"
#include "vt-osm-dialog.h"
#include "vt-osm-into-dialog.h"
#include "vt-side-board.h"
#include "vt-tables-window.h"
#include "vt-timers-window.h"
#include "vt-window.h"
#include "vt-ui-test.h"

#define PROJECTOR_WIDTH  1280
#define PROJECTOR_HEIGHT 720

static VtApplication *app;

/* the widgets that hold a too-large window wide: each whose least width is
 * more than half the projector's, with none such inside it, named */
static gboolean
name_the_widest (GtkWidget *widget)
{
  gboolean inner = FALSE;
  int least;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    inner |= name_the_widest (child);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
  if (least <= PROJECTOR_WIDTH / 2)
    return inner;
  if (!inner)
    g_test_message ("held wide by %s %s (%d px)%s%s", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget), least,
                    GTK_IS_LABEL (widget) ? ": " : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
  return TRUE;
}

/* each shown window: as laid out, and the least it can be made */
static void
assert_all_fit (const char *when)
{
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    {
      GtkWidget *window = l->data;
      int least_width, least_height;

      if (!gtk_widget_get_mapped (window))
        continue;
      gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &least_width, NULL, NULL, NULL);
      gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, least_width, &least_height, NULL, NULL, NULL);
      g_test_message ("%s, %s: %d × %d, at least %d × %d", when, G_OBJECT_TYPE_NAME (window),
                      gtk_widget_get_width (window), gtk_widget_get_height (window), least_width, least_height);
      if (gtk_widget_get_width (window) > PROJECTOR_WIDTH || gtk_widget_get_height (window) > PROJECTOR_HEIGHT ||
          least_width > PROJECTOR_WIDTH || least_height > PROJECTOR_HEIGHT)
        {
          /* a look at what is too large, and what holds it so */
          vt_ui_capture_free (vt_ui_capture_window (window, "fits-too-large.png"));
          name_the_widest (window);
          g_error ("%s: %s is %d × %d (at least %d × %d), more than the projector's %d × %d", when,
                 G_OBJECT_TYPE_NAME (window), gtk_widget_get_width (window), gtk_widget_get_height (window),
                 least_width, least_height, PROJECTOR_WIDTH, PROJECTOR_HEIGHT);
        }
    }
  g_list_free (windows);
}

/* opens a window by its key, and keeps a picture of it for a look */
static void
press_and_wait (VtWindow   *window,
                const char *accelerator,
                GType       type)
{
  GtkWidget *opened;
  g_autofree char *png = NULL;

  vt_ui_press (GTK_WIDGET (window), accelerator);
  opened = GTK_WIDGET (vt_ui_wait_for_toplevel (type));
  vt_ui_wait_for_paint (opened);
  png = g_strdup_printf ("fits-%s-%s.png", vt_ruleset_get_id (vt_game_get_ruleset (vt_window_get_game (window))),
                         g_type_name (type));
  vt_ui_capture_free (vt_ui_capture_window (opened, png));
}

static void
test_every_window (gconstpointer data)
{
  const char *ruleset_id = data;
  g_autofree char *path = vt_ui_copy_demo_of (ruleset_id);
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  VtGame *game = vt_window_get_game (window);
  const VtAction *actions;
  guint n_actions;

  /* the main window as a projector shows it */
  gtk_window_unmaximize (GTK_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (window), PROJECTOR_WIDTH, PROJECTOR_HEIGHT);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  assert_all_fit (ruleset_id);

  press_and_wait (window, "<Control><Shift>t", VT_TYPE_TIMERS_WINDOW);
  press_and_wait (window, "<Control>t", VT_TYPE_TABLES_WINDOW);
  press_and_wait (window, "<Control><Shift>1", VT_TYPE_SIDE_BOARD);
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();

  window = vt_ui_open_game (G_APPLICATION (app), path);
  press_and_wait (window, "<Control>m", VT_TYPE_MESSAGE_DIALOG);
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();

  window = vt_ui_open_game (G_APPLICATION (app), path);
  press_and_wait (window, "<Control>n", VT_TYPE_NEW_DIALOG);
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();

  window = vt_ui_open_game (G_APPLICATION (app), path);
  press_and_wait (window, "<Control>question", GTK_TYPE_SHORTCUTS_WINDOW);
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();

  window = vt_ui_open_game (G_APPLICATION (app), path);
  press_and_wait (window, "<Control><Shift>n", VT_TYPE_NOTE_DIALOG);
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();

  /* the OpenStreetMap import, from the menu; into the scenario, in Lay Out
   * where the game has not begun and the ruleset reads OpenStreetMap */
  window = vt_ui_open_game (G_APPLICATION (app), path);
  g_action_group_activate_action (G_ACTION_GROUP (app), "import-osm", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (vt_ui_wait_for_toplevel (VT_TYPE_OSM_DIALOG)));
  assert_all_fit (ruleset_id);
  vt_ui_close_all_windows ();
  window = vt_ui_open_game (G_APPLICATION (app), path);
  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode", g_variant_new_string ("layout"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  if (g_action_group_get_action_enabled (vt_window_get_action_group (window, "edit"), "import-osm-into"))
    {
      press_and_wait (window, "<Control><Shift>o", VT_TYPE_OSM_INTO_DIALOG);
      assert_all_fit (ruleset_id);
    }
  else
    g_test_message ("%s: Import OpenStreetMap into This Scenario is not offered", ruleset_id);
  vt_ui_close_all_windows ();

  /* every action's form, with nothing picked and all it asks folded open */
  window = vt_ui_open_game (G_APPLICATION (app), path);
  game = vt_window_get_game (window);
  actions = vt_ruleset_get_actions (vt_game_get_ruleset (game), &n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, actions[i].id, NULL);
      GtkWidget *more = vt_ui_find_by_name (GTK_WIDGET (dialog), "more-expander");
      g_autofree char *when = g_strdup_printf ("%s, %s", ruleset_id, actions[i].id);

      gtk_window_present (GTK_WINDOW (dialog));
      vt_ui_wait_for_paint (GTK_WIDGET (dialog));
      if (more != NULL && gtk_widget_get_visible (more))
        gtk_expander_set_expanded (GTK_EXPANDER (more), TRUE);
      vt_ui_wait_for_paint (GTK_WIDGET (dialog));
      assert_all_fit (when);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  const char *rulesets[] = { "reiswitz-1824", "reiswitz-1812", "little-wars-1913", "war-chess-1866" };
  int status;

  /* test-fits-german: the messages of LANGUAGE, which glibc honours in
   * C.UTF-8 but not in the "C" GTK would set without a LANG */
  if (g_getenv ("LANGUAGE") != NULL)
    gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  /* the app's own domain, from the build tree (VERTRAUTER_LOCALEDIR) */
  vt_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autofree char *name = g_strconcat ("/vt/ui/fits/", rulesets[i], NULL);

      g_test_add_data_func (name, rulesets[i], test_every_window);
    }

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
