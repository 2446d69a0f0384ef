/* test-accessibility.c: what a screen reader hears of the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: "the map's selected unit and its state announced". GTK 4.8
 * has no announcement (gtk_accessible_announce is 4.14), so the map keeps
 * the selection and the first selected unit's state in its accessible
 * description, which a screen reader reads on the focused map and again
 * as it changes. On a side's board it names only what the side sees.
 *
 * The fixture is test-side-boards.c's, under reiswitz-1824, on a sheet of
 * 4000 × 3500 paces with a hill at x 1300–1500, y 600–1700:
 *   Rot:  "Feldwache" (1000, 1800), "1. Bataillon" (600, 1200)
 *   Blau: "I/1 Füsiliere" (1800, 1000) behind the hill, which Rot does not see;
 *         "Vorposten" (1600, 2300) in the open, which Rot sees
 */
#define G_LOG_DOMAIN "vt-test-accessibility"

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-test-map.h"

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-side-board.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static const VtColour blau = { 0.11, 0.44, 0.85 };
static const VtColour rot = { 0.75, 0.11, 0.16 };

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
  vt_scenario_set_title (scenario, "Gefecht am Hügel");
  vt_scenario_set_start_time (scenario, 6 * 60 + 30);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "r-wache", "Feldwache", "rot", "line", 1000, 1800);
  vt_test_add_block (scenario, "r-1", "1. Bataillon", "rot", "line", 600, 1200);
  vt_test_add_block (scenario, "b-1", "I/1 Füsiliere", "blau", "line", 1800, 1000);
  vt_test_add_block (scenario, "b-vp", "Vorposten", "blau", "line", 1600, 2300);

  return vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "accessibility.vertrauter");
}

static void
assert_property (GtkWidget             *widget,
                 GtkAccessibleProperty  property,
                 const char            *expected)
{
  g_autofree char *wrong = NULL;

  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property));
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, expected);
  if (wrong != NULL)
    g_error ("the map reads “%s”, not “%s”", wrong, expected);
}

/* the description does not hold @name; gtk_test_accessible_check_property
 * gives the text only when it differs, so it is asked against "" */
static void
assert_does_not_name (GtkWidget  *widget,
                      const char *name)
{
  g_autofree char *read = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  g_assert_nonnull (read);
  if (strstr (read, name) != NULL)
    g_error ("the board reads “%s”, which names %s", read, name);
}

static void
click_unit (VtWindow   *window,
            const char *unit_id)
{
  VtMapView *view = vt_window_get_map_view (window);
  VtUnit *unit = vt_scenario_find_unit (vt_map_view_get_scenario (view), unit_id);
  double x, y;

  g_assert_nonnull (unit);
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, unit_id);
}

static void
test_selected_unit (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  GtkWidget *view = GTK_WIDGET (vt_window_get_map_view (window));
  g_autoptr(GError) error = NULL;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No unit selected");
  /* the unit panel says more of it */
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_RELATION_DETAILS));

  /* a click on the battalion: its name, type, side, strength, formation
   * and facing, in the ruleset's words, and no id */
  click_unit (window, "r-1");
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: 1. Bataillon, Closed infantry block, Rot side, 450 muskets, Line, facing north");

  /* it turns east, loses men and cannot defend for 2 Züge: read anew */
  {
    VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "r-1");
    g_autoptr(VtEvent) turn = vt_event_new_move (vt_game_get_move (game), unit, &(VtPoint) { 600, 1200 }, 90);
    g_autoptr(VtEvent) loss = NULL;

    g_assert_true (vt_game_append (game, turn, &error));
    g_assert_no_error (error);
    loss = vt_event_new (VT_EVENT_LOSS, vt_game_get_move (game), "1. Bataillon is repulsed", NULL, NULL,
                         g_variant_new_parsed ("[{'unit': <'r-1'>, 'strength': <uint32 400>,"
                                               " 'conditions': <[('rallying', 'Cannot defend', uint32 2)]>}]"));
    g_assert_true (vt_game_append (game, loss, &error));
    g_assert_no_error (error);
  }
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: 1. Bataillon, Closed infantry block, Rot side, 400 muskets, Line, facing east, "
                   "Cannot defend for 2 Züge");

  /* undone, as it was */
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: 1. Bataillon, Closed infantry block, Rot side, 450 muskets, Line, facing north");

  /* Ctrl adds the outpost: named after the first */
  {
    VtUnit *outpost = vt_scenario_find_unit (vt_game_get_state (game), "b-vp");
    double x, y;

    vt_ui_unit_in_window (window, outpost, NULL, &x, &y);
    vt_map_view_select_at (VT_MAP_VIEW (view), x, y, GDK_CONTROL_MASK);
  }
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: 1. Bataillon, Closed infantry block, Rot side, 450 muskets, Line, facing north; "
                   "also Vorposten");

  /* a click on empty ground clears it */
  {
    double x, y;

    g_assert_true (vt_map_view_to_widget (VT_MAP_VIEW (view), &(VtPoint) { 3500, 3000 }, &x, &y));
    vt_map_view_select_at (VT_MAP_VIEW (view), x, y, 0);
  }
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No unit selected");
  vt_ui_close_all_windows ();
}

/* Rot's board reads what Rot sees: the outpost in the open, never the
 * battalion behind the hill, whichever ids are selected on it or in the
 * umpire's window. */
static void
test_side_board_hides (void)
{
  VtWindow *window = open_fixture ();
  VtSideBoard *board = vt_ui_open_side_board (window, "rot");
  VtMapView *rot_view = vt_side_board_get_map_view (board);
  GtkWidget *view = GTK_WIDGET (rot_view);
  const char * const hidden_and_seen[] = { "b-1", "b-vp", NULL };
  const char * const hidden[] = { "b-1", NULL };

  /* its own name, as before; nothing selected */
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_LABEL, "Rot’s board");
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No unit selected");

  /* the umpire selects the hidden battalion: Rot's board does not hear of it */
  click_unit (window, "b-1");
  assert_property (GTK_WIDGET (vt_window_get_map_view (window)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: I/1 Füsiliere, Closed infantry block, Blau side, 450 muskets, Line, facing north");
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No unit selected");

  /* the board's own view holds no unit by that id, so selecting it names nothing */
  vt_map_view_set_selected_units (rot_view, hidden);
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No unit selected");
  assert_does_not_name (view, "I/1 Füsiliere");

  /* with the outpost, only the outpost */
  vt_map_view_set_selected_units (rot_view, hidden_and_seen);
  assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                   "Selected: Vorposten, Closed infantry block, Blau side, 450 muskets, Line, facing north");
  assert_does_not_name (view, "I/1 Füsiliere");

  /* the battalion comes out from behind the hill and goes back: Rot's
   * board keeps a mark where it was seen, which says when, and not how
   * strong it is now */
  {
    VtGame *game = vt_window_get_game (window);
    VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "b-1");
    g_autoptr(VtEvent) out = vt_event_new_move (vt_game_get_move (game), unit, &(VtPoint) { 1800, 1800 }, 0);
    g_autoptr(VtEvent) back = NULL;
    g_autoptr(GError) error = NULL;
    const char * const mark[] = { "last-1", NULL };

    g_assert_true (vt_game_append (game, out, &error));
    g_assert_no_error (error);
    back = vt_event_new_move (vt_game_get_move (game), unit, &(VtPoint) { 1800, 1000 }, 0);
    g_assert_true (vt_game_append (game, back, &error));
    g_assert_no_error (error);
    g_assert_nonnull (vt_scenario_find_unit (vt_map_view_get_scenario (rot_view), "last-1"));
    vt_map_view_set_selected_units (rot_view, mark);
    assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                     "Selected: I/1 Füsiliere, Closed infantry block, Blau side, Line, facing north, "
                     "last seen Zug 1, 06:30");
  }
  vt_ui_close_all_windows ();
}

/* The same in German and French: the app's words from its domain, the
 * ruleset's from the plugin's. Each language in a process of its own that
 * starts with LANGUAGE set, as test-german.c does: GLib decides once, at
 * the first g_dgettext(), whether a plugin's domain is translated at all. */
static void
read_in (const char *language,
         const char *expected)
{
  VtWindow *window;

  if (g_test_subprocess ())
    {
      g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, language);
      window = open_fixture ();
      vt_ui_wait_for_paint (GTK_WIDGET (window));
      click_unit (window, "r-1");
      assert_property (GTK_WIDGET (vt_window_get_map_view (window)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
      vt_ui_close_all_windows ();
      return;
    }

  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  g_test_trap_assert_passed ();
}

static void
test_german (void)
{
  read_in ("de", "Ausgewählt: 1. Bataillon, Geschlossener Infanterie-Block, Partei Rot, 450 Gewehre, Linie, Front nach Norden");
}

static void
test_french (void)
{
  read_in ("fr", "Sélection : 1. Bataillon, Bloc d’infanterie, parti Rot, 450 fusils, Ligne, face au nord");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_nonnull (g_getenv ("VERTRAUTER_LOCALEDIR"));
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("VERTRAUTER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* accessible properties are kept where a test can read them (the
   * suite's "none" keeps none) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/accessibility/selected-unit", test_selected_unit);
  g_test_add_func ("/vt/ui/accessibility/side-board-hides", test_side_board_hides);
  g_test_add_func ("/vt/ui/accessibility/german", test_german);
  g_test_add_func ("/vt/ui/accessibility/french", test_french);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
