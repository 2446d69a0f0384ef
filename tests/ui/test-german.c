/* test-german.c: the umpire's window in German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: launched with LANGUAGE=de, the window's play bar, the sidebar's
 * pages and the edit bar read in German, and so does a piece of 1824, whose
 * words come from the plugin's own domain (vertrauter-reiswitz-1824).
 *
 * The machine need not have a German locale: glibc honours LANGUAGE under
 * any locale but "C" itself, C.UTF-8 included, so the test runs in C.UTF-8
 * with LANGUAGE=de. The app's domain is read from the build tree
 * (VERTRAUTER_LOCALEDIR, tests/ui/meson.build); the plugins' from the po/
 * folder beside each module, where the registry looks uninstalled.
 */
#define G_LOG_DOMAIN "vt-test-german"

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static GtkWidget *
find (VtWindow   *window,
      const char *name)
{
  GtkWidget *widget = vt_ui_find_by_name (GTK_WIDGET (window), name);

  g_assert_nonnull (widget);
  return widget;
}

static void
test_window_in_german (void)
{
  static const char * const play_german[] = {
    "Nächste Phase", "Züge vorrücken…", "Messen", "Handlungen", "Regeltafeln", NULL
  };
  static const char * const play_english[] = {
    "Next Phase", "Advance Züge…", "Measure", "Actions", "Rule Tables", NULL
  };
  static const char * const side_german[] = {
    "Truppen", "Journal", "Verluste", "Ideen", "Nachrichten", NULL
  };
  static const char * const side_english[] = { "Forces", "Losses", "Briefings", "Messages", NULL };
  static const char * const edit_german[] = {
    "Formen", "Zeichnen", "Truppen", "Einmessen", "Raster", NULL
  };
  static const char * const edit_english[] = {
    "Shapes", "Draw", "Troops", "Calibrate", "Grid", "Measure", NULL
  };
  static const char * const edit_pages_german[] = {
    "Eigenschaften", "Truppen", "Ebenen", "Ideen", "Kartenbild", NULL
  };
  static const char * const edit_pages_english[] = {
    "Properties", "Troops", "Layers", "Briefings", "Map Image", NULL
  };
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  VtRuleset *ruleset = vt_game_get_ruleset (vt_window_get_game (window));
  const char *clock;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (ruleset);
  g_assert_cmpstr (vt_ruleset_get_id (ruleset), ==, "reiswitz-1824");
  g_assert_cmpstr (vt_ruleset_get_gettext_domain (ruleset), ==, "vertrauter-reiswitz-1824");

  /* the play bar, and the phase in the clock from the plugin's domain */
  vt_ui_assert_reads (gtk_widget_get_parent (find (window, "next-phase-button")), "the play bar",
                    play_german, play_english);
  clock = vt_ui_label_text (window, "clock-label");
  g_assert_nonnull (strstr (clock, "Bewegung"));
  g_assert_null (strstr (clock, "Movement"));

  /* for a look: tests/ui/german-play.png in the build folder */
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "german-play.png"));

  /* the sidebar's pages */
  vt_ui_assert_page_titles (GTK_STACK (find (window, "side-stack")), "side-stack", side_german, side_english);

  /* a piece of 1824 in German: the label function and the Forces page */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "hussar-squadron"), ==, "Husaren-Schwadron");
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "line"), ==, "Linie");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "wood-light"), ==, "Lichter Wald");
  /* a label derived from an id stays as it is */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "no-such-piece"), ==, "No such piece");
  g_assert_nonnull (vt_ui_find_label (find (window, "side-stack"), "Husaren-Schwadron", TRUE));
  g_assert_null (vt_ui_find_label (find (window, "side-stack"), "Hussar squadron", TRUE));
  /* and its strength in the plugin's word */
  g_assert_nonnull (vt_ui_find_label (find (window, "side-stack"), "450 Gewehre", FALSE));
  /* Issue 25: "the Forces list cuts 'Sektionskolon…'": the whole word shows */
  {
    GtkLabel *formation = vt_ui_find_label (find (window, "side-stack"), "Geschlossener Infanterie-Block · Sektionskolonne", FALSE);

    g_assert_nonnull (formation);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (formation)));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (formation)));
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (formation)), <=,
                     gtk_widget_get_width (find (window, "side-stack")));
  }
  g_assert_null (vt_ui_find_label (find (window, "side-stack"), "450 muskets", FALSE));

  /* Lay Out: the edit bar and the editor's pages */
  vt_ui_click (find (window, "layout-mode-button"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_assert_reads (find (window, "edit-bar"), "the edit bar", edit_german, edit_english);
  vt_ui_assert_page_titles (GTK_STACK (find (window, "edit-stack")), "edit-stack", edit_pages_german, edit_pages_english);
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "german-lay-out.png"));

  vt_ui_close_all_windows ();
}

/* Issue 25: "refusals are half English ('Close combat gehört zur Phase
 * Close combat; das Spiel ist in Movement'), the tool's syntax
 * '(umpire-allows=BEGRÜNDUNG)' is shown in the window". Fire resolved in
 * Movement by Alt+U (A_uflösen): the refusal in German words, the
 * ruleset's names of the action and the phases, no command-line syntax. */
static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static void
test_refusal_in_german (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  const char *picked[] = { "r-1-1a", "b-1-2a", NULL };
  VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), vt_window_get_game (window),
                                                 "infantry-fire", picked);
  GtkWidget *root = GTK_WIDGET (dialog);
  const char *refusal;

  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (root);
  vt_ui_assert_mnemonics_distinct (root);
  vt_ui_press (root, "<Alt>u");
  vt_ui_wait_until (is_mapped, vt_ui_find_by_name (root, "umpire-box"));
  refusal = gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "error-label")));
  g_test_message ("%s", refusal);
  g_assert_nonnull (strstr (refusal, "Infanteriefeuer"));
  g_assert_nonnull (strstr (refusal, "Bewegung"));
  g_assert_null (strstr (refusal, "Infantry fire"));
  g_assert_null (strstr (refusal, "Movement"));
  g_assert_null (strstr (refusal, "umpire-allows"));
  g_assert_null (strstr (refusal, "BEGRÜNDUNG"));
  g_assert_true (g_str_has_suffix (refusal, "."));
  vt_ui_close_all_windows ();
}

/* every window the commands open, and Lay Out, in each ruleset's demo */
static void
test_every_window (void)
{
  vt_ui_assert_demos_translated (G_APPLICATION (app));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  const char *localedir = g_getenv ("VERTRAUTER_LOCALEDIR");
  int status;

  /* before anything reads a message: German, in a locale that is not "C" */
  g_setenv ("LANGUAGE", "de", TRUE);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_nonnull (localedir);
  vt_i18n_init ();

  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/german/window", test_window_in_german);
  g_test_add_func ("/vt/ui/german/every-window", test_every_window);
  g_test_add_func ("/vt/ui/german/refusal", test_refusal_in_german);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
