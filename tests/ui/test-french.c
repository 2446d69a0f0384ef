/* test-french.c: the umpire's window in French
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: launched with LANGUAGE=fr, the window's play bar, the sidebar's
 * pages and the edit bar read in French, and so does a piece of 1824, whose
 * words come from the plugin's own domain (vertrauter-reiswitz-1824). The
 * game's own words stay as they are: a Zug is a Zug, and its plural Züge.
 *
 * As in test-german.c, LANGUAGE=fr is honoured under C.UTF-8, so the
 * machine needs no French locale. Words French shares with English
 * ("Actions", "Journal", "Messages") cannot tell the languages apart and are
 * not among the English ones checked.
 */
#define G_LOG_DOMAIN "vt-test-french"

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

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
test_window_in_french (void)
{
  static const char * const play_french[] = {
    "Phase suivante", "Avancer les Züge…", "Mesurer", "Actions", "Tables des règles", NULL
  };
  static const char * const play_english[] = {
    "Next Phase", "Advance Züge…", "Measure", "Rule Tables", NULL
  };
  static const char * const side_french[] = {
    "Troupes", "Journal", "Pertes", "Idées", "Messages", NULL
  };
  static const char * const side_english[] = { "Forces", "Losses", "Briefings", NULL };
  static const char * const edit_french[] = {
    "Formes", "Dessiner", "Troupes", "Étalonner", "Grille", NULL
  };
  static const char * const edit_english[] = {
    "Shapes", "Draw", "Troops", "Calibrate", "Grid", "Measure", NULL
  };
  static const char * const edit_pages_french[] = {
    "Propriétés", "Troupes", "Calques", "Idées", "Image de la carte", NULL
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
                    play_french, play_english);
  clock = vt_ui_label_text (window, "clock-label");
  g_assert_nonnull (strstr (clock, "Mouvement"));
  g_assert_null (strstr (clock, "Movement"));
  /* the game's own word */
  g_assert_nonnull (strstr (clock, "Zug"));

  /* for a look: tests/ui/french-play.png in the build folder */
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "french-play.png"));

  /* the sidebar's pages */
  vt_ui_assert_page_titles (GTK_STACK (find (window, "side-stack")), "side-stack", side_french, side_english);

  /* a piece of 1824 in French: the label function and the Forces page */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "hussar-squadron"), ==, "Escadron de hussards");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "battery-7pdr-howitzer"), ==,
                   "Demi-batterie d’obusiers de 7");
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "line"), ==, "Ligne");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "wood-light"), ==, "Bois clair");
  /* a label derived from an id stays as it is */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "no-such-piece"), ==, "No such piece");
  g_assert_nonnull (vt_ui_find_label (find (window, "side-stack"), "Escadron de hussards", TRUE));
  g_assert_null (vt_ui_find_label (find (window, "side-stack"), "Hussar squadron", TRUE));
  /* and its strength in the plugin's word */
  g_assert_nonnull (vt_ui_find_label (find (window, "side-stack"), "450 fusils", FALSE));
  g_assert_null (vt_ui_find_label (find (window, "side-stack"), "450 muskets", FALSE));

  /* Lay Out: the edit bar and the editor's pages */
  vt_ui_click (find (window, "layout-mode-button"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_assert_reads (find (window, "edit-bar"), "the edit bar", edit_french, edit_english);
  vt_ui_assert_page_titles (GTK_STACK (find (window, "edit-stack")), "edit-stack", edit_pages_french, edit_pages_english);
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "french-lay-out.png"));

  /* a block picked: the unit editor on the Properties page, in French */
  vt_map_view_set_selected_unit (vt_window_get_map_view (window), "r-1-1a");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_nonnull (vt_ui_find_label (find (window, "edit-stack"), "Effectif", TRUE));
  g_assert_null (vt_ui_find_label (find (window, "edit-stack"), "Strength", TRUE));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "french-unit.png"));

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

  /* before anything reads a message: French, in a locale that is not "C" */
  g_setenv ("LANGUAGE", "fr", TRUE);
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

  g_test_add_func ("/vt/ui/french/window", test_window_in_french);
  g_test_add_func ("/vt/ui/french/every-window", test_every_window);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
