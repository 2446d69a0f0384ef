/* test-turn-window.c: whose move it is, in the window
 *
 * The 1812 demo opened as the umpire opens it: the clock names the side to
 * move; a piece of the other side dragged is refused in the banner with the
 * rule, and Allow… there takes the umpire's reason, which the journal reads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-give-move-dialog.h"
#include "vt-map-view.h"
#include "vt-ruling-dialog.h"
#include "vt-side-board.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static void
drag_unit (VtWindow   *window,
           const char *unit_id,
           double      paces_south)
{
  VtMapView *view = vt_window_get_map_view (window);
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (vt_window_get_game (window)), unit_id);
  double x, y, dy = paces_south * vt_map_view_get_scale (view);

  g_assert_nonnull (unit);
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x, y + dy / 2);
  vt_map_view_drag_to (view, x, y + dy);
  vt_map_view_release (view, x, y + dy);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
}

static void
test_turns_allow (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("reiswitz-1812");
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  GtkWidget *allow = vt_ui_find_by_name (root, "banner-allow");
  GtkWindow *dialog;
  GtkWidget *reason;
  guint head = vt_journal_get_head (journal);

  g_assert_nonnull (allow);
  /* II §5: Zug 1 is the first side's, and the clock says so */
  g_assert_nonnull (strstr (vt_ui_label_text (window, "clock-label"), "Zug 1"));
  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "· Blaue Parthei"));

  /* Blue's piece moves; Green's is refused, with Allow… beside the rule */
  drag_unit (window, "bl-i1", 100);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  drag_unit (window, "gr-i1", -100);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "banner-label")));
  g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"), "It is Blaue Parthei's move (Zug 1)"));
  g_assert_true (gtk_widget_get_mapped (allow));
  vt_ui_capture_free (vt_ui_capture_window (root, "turns-refused.png"));

  /* Shift+Ctrl+A is Allow… */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "play.allow-refused");

    g_assert_nonnull (accels);
    g_assert_cmpstr (accels[0], ==, "<Shift><Control>a");
  }

  /* Allow… asks his reason, the refusal in view; without one nothing is made */
  vt_ui_click (allow);
  dialog = vt_ui_wait_for_toplevel (VT_TYPE_RULING_DIALOG);
  /* taken: the banner goes, and Allow… has nothing more to allow */
  g_assert_false (g_action_group_get_action_enabled (vt_window_get_action_group (window, "play"), "allow-refused"));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "ruling-refusal"))),
                            "Grüne Parthei waits"));
  g_assert_false (gtk_widget_get_sensitive (vt_ui_find_by_name (GTK_WIDGET (dialog), "ruling-allow")));
  reason = vt_ui_find_by_name (GTK_WIDGET (dialog), "ruling-reason");
  g_assert_true (gtk_widget_has_focus (gtk_widget_get_first_child (reason)) || gtk_widget_has_focus (reason));
  gtk_editable_set_text (GTK_EDITABLE (reason), "the order had reached them");
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "turns-allow-dialog.png"));
  /* Return in the field is Allow: its text's "activate", as Return's binding emits */
  g_signal_emit_by_name (vt_ui_find_by_type (reason, GTK_TYPE_TEXT), "activate");
  vt_ui_iterate_for (100);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_RULING_DIALOG));

  /* made as dragged, the reason in the journal's line */
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 2);
  {
    g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, head + 1));

    g_assert_true (g_str_has_prefix (line, "1. Div., Infanterie 1 moves 100 paces"));
    g_assert_true (g_str_has_suffix (line, "(allowed by the umpire: the order had reached them)"));
  }

  /* the clock on: Zug 2 is Green's */
  gtk_widget_activate_action (GTK_WIDGET (window), "play.next-phase", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "· Grüne Parthei"));

  /* whose move it is is called to both sides: Blue's board says it too */
  {
    VtSideBoard *board = vt_ui_open_side_board (window, "blue");
    GtkWidget *clock = vt_ui_find_by_name (GTK_WIDGET (board), "side-board-clock");

    g_assert_true (g_str_has_suffix (gtk_label_get_label (GTK_LABEL (clock)), "Zug 2 · 05:01 · Grüne Parthei"));
  }

  vt_ui_close_all_windows ();
}

/* Mobility I: "An infantry-man may be moved a foot or any less distance at
 * each move": a drag of thirteen inches refused in the banner with the
 * numbers (no Allow…: a longer move is Allow more… on the unit's page), a
 * foot made and journalled with its distance. */
static void
test_wells_a_foot (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("little-wars-1913");
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);

  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "Guns of Red"));
  /* The Move 5, guns first: a man waits, Allow… offered */
  drag_unit (window, "r-inf-1", 6);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"), "guns first"));
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (root, "banner-allow")));
  gtk_widget_activate_action (root, "play.next-phase", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "Men of Red"));
  head = vt_journal_get_head (journal);

  drag_unit (window, "r-inf-1", 13);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"),
                            "1st Company can march 12 inches in this move at infantry pace"));
  g_assert_false (gtk_widget_get_visible (vt_ui_find_by_name (root, "banner-allow")));
  /* the banner slid in */
  vt_ui_iterate_for (gtk_revealer_get_transition_duration (GTK_REVEALER (gtk_widget_get_ancestor (
                       vt_ui_find_by_name (root, "banner-label"), GTK_TYPE_REVEALER))) + 100);
  vt_ui_wait_for_paint (root);
  vt_ui_capture_free (vt_ui_capture_window (root, "turns-wells-refused.png"));

  drag_unit (window, "r-inf-1", 12);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  {
    g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, head));

    g_assert_cmpstr (line, ==, "1st Company moves 12 inches at infantry pace");
  }

  vt_ui_close_all_windows ();
}

static void
select_unit (VtWindow   *window,
             const char *unit_id)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (vt_window_get_game (window)), unit_id);
  double x, y;

  g_assert_nonnull (unit);
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_select_at (vt_window_get_map_view (window), x, y, 0);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
}

/* II §5: a change of formation is part of the side's move. Green's piece
 * formed in Blue's Zug is refused in the banner, and Allow… there makes it
 * with the umpire's reason, as for a drag. */
static void
test_formation_allow (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("reiswitz-1812");
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *green = vt_scenario_find_unit (vt_game_get_state (game), "gr-i1");
  GtkDropDown *formations;
  GtkWindow *dialog;
  GtkWidget *reason;
  guint head = vt_journal_get_head (journal);

  select_unit (window, "gr-i1");
  formations = GTK_DROP_DOWN (vt_ui_find_by_name (root, "formation"));
  g_assert_cmpstr (vt_unit_get_formation (green), ==, "line");
  /* line, column, square, mass: Column */
  gtk_drop_down_set_selected (formations, 1);
  vt_ui_wait_for_paint (root);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  g_assert_cmpstr (vt_unit_get_formation (green), ==, "line");
  g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"), "It is Blaue Parthei's move (Zug 1)"));
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (root, "banner-allow")));
  /* the panel shows the piece as it stands, not as asked */
  g_assert_cmpuint (gtk_drop_down_get_selected (formations), ==, 0);

  vt_ui_click (vt_ui_find_by_name (root, "banner-allow"));
  dialog = vt_ui_wait_for_toplevel (VT_TYPE_RULING_DIALOG);
  reason = vt_ui_find_by_name (GTK_WIDGET (dialog), "ruling-reason");
  gtk_editable_set_text (GTK_EDITABLE (reason), "the drum was heard");
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "ruling-allow"));
  vt_ui_iterate_for (100);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_RULING_DIALOG));

  g_assert_cmpstr (vt_unit_get_formation (green), ==, "column");
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  {
    g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, head));

    g_assert_cmpstr (line, ==, "1. Div., Infanterie 1 forms Column (allowed by the umpire: the drum was heard)");
  }
  vt_ui_close_all_windows ();
}

/* II §4 B b: "upon the removal of the screen, who shall have the first
 * move" — Give the Move… (Shift+Ctrl+G) offers the side that has it not,
 * takes the umpire's reason, and the clock and the journal say so. Where
 * the turn names the side (Wells's phases) it is not offered. */
static void
test_give_move (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("reiswitz-1812");
  g_autofree char *wells_path = vt_ui_copy_demo_of ("little-wars-1913");
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  GActionGroup *play = vt_window_get_action_group (window, "play");
  VtGiveMoveDialog *dialog;
  GtkDropDown *side;
  GtkWidget *give;
  guint head = vt_journal_get_head (journal);

  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "play.give-move");

    g_assert_nonnull (accels);
    g_assert_cmpstr (accels[0], ==, "<Shift><Control>g");
  }
  g_assert_true (g_action_group_get_action_enabled (play, "give-move"));
  g_action_group_activate_action (play, "give-move", NULL);
  dialog = VT_GIVE_MOVE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_GIVE_MOVE_DIALOG));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "give-move-now"))),
                            "Zug 1 is Blaue Parthei's move now"));
  side = GTK_DROP_DOWN (vt_ui_find_by_name (GTK_WIDGET (dialog), "give-move-side"));
  /* the common choice first: the side that has not the move */
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (side))), ==,
                   "Grüne Parthei");
  give = vt_ui_find_by_name (GTK_WIDGET (dialog), "give-move-give");
  g_assert_false (gtk_widget_get_sensitive (give));
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "give-move-reason")),
                         "the lot drawn when the screen was lifted");
  g_assert_true (gtk_widget_get_sensitive (give));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "turns-give-move.png"));
  vt_ui_click (give);
  vt_ui_iterate_for (100);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_GIVE_MOVE_DIALOG));

  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  {
    g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, head));

    g_assert_cmpstr (line, ==, "Grüne Parthei has the move: the lot drawn when the screen was lifted");
  }
  vt_ui_wait_for_paint (root);
  g_assert_true (g_str_has_suffix (vt_ui_label_text (window, "clock-label"), "· Grüne Parthei"));
  vt_ui_close_all_windows ();

  window = vt_ui_open_game (G_APPLICATION (app), wells_path);
  g_assert_false (g_action_group_get_action_enabled (vt_window_get_action_group (window, "play"), "give-move"));
  vt_ui_close_all_windows ();
}

/* A file with a move made out of turn and no reason opens as played, and
 * the banner says what and where, as vertrauter-tool validate does */
static void
test_load_warnings (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("reiswitz-1812");
  g_autoptr(GError) error = NULL;
  VtWindow *window;

  {
    g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
    g_autoptr(GVariant) changes = g_variant_parse (G_VARIANT_TYPE ("aa{sv}"),
                                                   "[{'unit': <'gr-i1'>, 'formation': <'mass'>}]", NULL, NULL, NULL);
    g_autoptr(VtEvent) event = vt_event_new (VT_EVENT_FORMATION, 1, "gr-i1 forms mass",
                                             g_variant_new_parsed ("{'unit': <'gr-i1'>, 'formation': <'mass'>}"),
                                             NULL, changes);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_no_error (error);
    g_assert_true (vt_game_append (game, event, &error));
    g_assert_true (vt_game_file_save (game, file, &error));
    g_assert_no_error (error);
  }

  window = vt_ui_open_game (G_APPLICATION (app), path);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "banner-label")));
  g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "banner-label"), "Opened with 1 warning:\n"));
  g_assert_nonnull (strstr (vt_ui_label_text (window, "banner-label"),
                            "Zug 1 was Blaue Parthei's move: 1. Div., Infanterie 1 of Grüne Parthei acted in it, "
                            "and no reason of the umpire's is given"));
  vt_ui_iterate_for (400);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "turns-load-warnings.png"));
  /* opened as played */
  g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (vt_window_get_game (window)),
                                                                 "gr-i1")), ==, "mass");
  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/turns/allow", test_turns_allow);
  g_test_add_func ("/vt/ui/turns/wells-a-foot", test_wells_a_foot);
  g_test_add_func ("/vt/ui/turns/formation-allow", test_formation_allow);
  g_test_add_func ("/vt/ui/turns/give-move", test_give_move);
  g_test_add_func ("/vt/ui/turns/load-warnings", test_load_warnings);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
