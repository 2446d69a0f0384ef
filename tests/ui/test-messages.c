/* test-messages.c: the umpire's message board: send, advance, deliver to the right side's board, and nothing else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixture, under reiswitz-1824 on a sheet of 5000 × 4000 paces; the
 * game starts at 06:30 and a Zug is 2 minutes (§27):
 * Rot:  "Feldwache"               r-wache (1000, 1000)
 *       "1. Bataillon"            r-1     (1000, 3300)  2,300 paces from the
 *                                                       Feldwache
 * Blau: "Patrouille Lt. v. Arnim" b-pat   (3000, 1000)
 *       "I/1 Füsiliere"           b-1     (3000, 1500)  500 paces from it
 * A courier gallops 800 paces a Zug up to 2,000, beyond that 700 (§6):
 * 2,300 paces are 2.5 + 0.43 Züge, 3 begun (a begun Zug counts: derived,
 * as the plugin rounds); the commander's 2 minutes at the table are 1 Zug
 * (half as many Züge as minutes, §6). Talk beyond 1,000 paces goes only
 * through the umpire (§12). So an order
 * from the Feldwache to the 1. Bataillon with 2 minutes sent in Zug 1 is
 * due in Zug 5, at 06:38; without them in Zug 4.
 */
#define G_LOG_DOMAIN "vt-test-messages"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-test-map.h"

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-message-dialog.h"
#include "vt-message-slips.h"
#include "vt-messages-panel.h"
#include "vt-side-board.h"
#include "vt-sound.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static const VtColour blau = { 0.11, 0.44, 0.85 };
static const VtColour rot = { 0.75, 0.11, 0.16 };

#define ORDER_TEXT "Vorrücken auf das Dorf\nbis 7 Uhr halten"

static VtWindow *
open_fixture (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (5000, 4000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);

  g_assert_nonnull (ruleset);
  vt_scenario_set_title (scenario, "Kuriere");
  vt_scenario_set_start_time (scenario, 6 * 60 + 30);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "r-wache", "Feldwache", "rot", "line", 1000, 1000);
  vt_test_add_block (scenario, "r-1", "1. Bataillon", "rot", "line", 1000, 3300);
  vt_test_add_block (scenario, "b-pat", "Patrouille Lt. v. Arnim", "blau", "line", 3000, 1000);
  vt_test_add_block (scenario, "b-1", "I/1 Füsiliere", "blau", "line", 3000, 1500);

  return vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "messages.vertrauter");
}

/* Whether any label, button, entry, tooltip or title below @widget holds @needle. */
static gboolean
tree_has_text (GtkWidget  *widget,
               const char *needle)
{
  const char *texts[5] = { NULL };

  texts[0] = gtk_widget_get_tooltip_text (widget);
  texts[1] = gtk_widget_get_name (widget);
  if (GTK_IS_LABEL (widget))
    texts[2] = gtk_label_get_label (GTK_LABEL (widget));
  if (GTK_IS_BUTTON (widget))
    texts[3] = gtk_button_get_label (GTK_BUTTON (widget));
  if (GTK_IS_EDITABLE (widget))
    texts[4] = gtk_editable_get_text (GTK_EDITABLE (widget));
  if (GTK_IS_WINDOW (widget))
    texts[4] = gtk_window_get_title (GTK_WINDOW (widget));
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (texts[i] != NULL && strstr (texts[i], needle) != NULL)
      return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (tree_has_text (child, needle))
      return TRUE;
  return FALSE;
}

/* Whether a label below @widget holds @needle (not the garble form's entry). */
static gboolean
labels_have_text (GtkWidget  *widget,
                  const char *needle)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), needle) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (labels_have_text (child, needle))
      return TRUE;
  return FALSE;
}

static VtMessagesPanel *
messages_panel (VtWindow *window)
{
  GtkWidget *panel = vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_MESSAGES_PANEL);

  g_assert_nonnull (panel);
  return VT_MESSAGES_PANEL (panel);
}

static void
advance (VtWindow *window,
         guint     zuege)
{
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "advance-moves",
                                  g_variant_new_uint32 (zuege));
  vt_ui_iterate_for (20);
}

static void
undo (VtWindow *window)
{
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_iterate_for (20);
}

/* the banner a message's arrival raises over the map, or NULL if none is up */
static const char *
banner_text (VtWindow *window)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (window), "message-banner-label");
  GtkWidget *revealer;

  g_assert_nonnull (label);
  revealer = gtk_widget_get_ancestor (label, GTK_TYPE_REVEALER);
  g_assert_nonnull (revealer);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)) ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}

/* Opens the dialog from the window's action, as Ctrl+M does, with the
 * Feldwache selected on the map. */
static VtMessageDialog *
open_dialog (VtWindow   *window,
             const char *selected)
{
  VtMessageDialog *dialog;

  vt_map_view_set_selected_unit (vt_window_get_map_view (window), selected);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "play.send-message", NULL));
  dialog = VT_MESSAGE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_MESSAGE_DIALOG));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  return dialog;
}

/* Issue 11: "a UI test sends an order, advances the clock and sees it
 * delivered on the addressee's board"; the delay the dialog shows is the
 * core's, and the window says when it has come. */
static void
test_send_and_deliver (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMessageLog *log = vt_game_get_messages (game);
  VtSideBoard *rot_board = vt_ui_open_side_board (window, "rot");
  VtSideBoard *blau_board = vt_ui_open_side_board (window, "blau");
  VtMessagesPanel *panel = messages_panel (window);
  VtMessageDialog *dialog;
  VtMessage *message;
  GtkWidget *send, *row;
  const char *preview;
  guint chimes;

  dialog = open_dialog (window, "r-wache");
  /* from the selected unit, to its side's commander until told */
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "r-wache");
  g_assert_cmpstr (vt_message_dialog_get_to (dialog), ==, "rot");
  g_assert_true (vt_message_dialog_set_to (dialog, "r-1"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_ORDER);
  vt_message_dialog_set_text (dialog, ORDER_TEXT);
  vt_message_dialog_set_deliberation (dialog, 2);
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "messages-dialog.png"));

  preview = vt_message_dialog_get_preview (dialog);
  g_assert_cmpstr (preview, ==, "arrives Zug 5, 06:38, in 4 Züge: 1 for deliberation, 3 riding 2,300 paces");
  g_assert_true (vt_ui_find_label (GTK_WIDGET (dialog), preview, FALSE) != NULL);
  g_assert_cmpuint (vt_message_dialog_get_due_move (dialog), ==, 5);

  /* Enter sends: the Send button is the default, and sends */
  send = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-send");
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == send);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  vt_ui_click (send);
  vt_ui_iterate_for (20);
  g_assert_null (dialog);

  /* the core's due Zug is the one the dialog showed */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 1);
  message = g_list_model_get_item (G_LIST_MODEL (log), 0);
  g_object_unref (message);
  g_assert_cmpuint (vt_message_get_due_move (message), ==, 5);
  g_assert_cmpuint (vt_message_get_due_time (message), ==, 6 * 60 + 38);
  g_assert_cmpstr (vt_message_get_from_unit (message), ==, "r-wache");
  g_assert_cmpstr (vt_message_get_to_unit (message), ==, "r-1");

  /* on its way: on the page with its countdown, on nobody's board */
  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (message));
  g_assert_nonnull (row);
  g_assert_true (tree_has_text (row, "Order · Feldwache → 1. Bataillon"));
  g_assert_true (tree_has_text (row, "Vorrücken auf das Dorf"));
  /* the first line only */
  g_assert_false (labels_have_text (row, "bis 7 Uhr"));
  g_assert_true (tree_has_text (row, "due Zug 5, 06:38 · in 4 Züge"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Vorrücken"));
  g_assert_false (tree_has_text (GTK_WIDGET (blau_board), "Vorrücken"));

  advance (window, 3);
  g_assert_cmpuint (vt_game_get_move (game), ==, 4);
  /* the page as the umpire sees it, for a look */
  gtk_stack_set_visible_child_name (GTK_STACK (vt_ui_find_by_name (GTK_WIDGET (window), "side-stack")), "messages");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "messages-page.png"));
  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (message));
  g_assert_true (tree_has_text (row, "in 1 Zug"));
  g_assert_true (gtk_widget_has_css_class (row, "message-due"));
  g_assert_false (gtk_widget_has_css_class (row, "message-due-now"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Vorrücken"));
  g_assert_null (banner_text (window));
  vt_sound_set_muted (FALSE);
  chimes = vt_sound_get_played ("message-due");

  advance (window, 1);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "messages-arrived.png"));
  /* heard as well as seen */
  g_assert_cmpuint (vt_sound_get_played ("message-due"), ==, chimes + 1);
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (rot_board), "messages-board.png"));
  g_assert_true (vt_message_is_delivered (message));
  g_assert_cmpstr (banner_text (window), ==, "Order from Feldwache to 1. Bataillon has arrived");
  g_assert_true (tree_has_text (GTK_WIDGET (rot_board), ORDER_TEXT));
  g_assert_true (tree_has_text (GTK_WIDGET (rot_board), "Zug 5 · Order from Feldwache to 1. Bataillon"));
  g_assert_false (tree_has_text (GTK_WIDGET (blau_board), "Vorrücken"));
  /* off the list of those on their way, in the log as delivered */
  g_assert_null (vt_ui_find_by_name (vt_ui_find_by_name (GTK_WIDGET (panel), "messages-pending"),
                                     vt_message_get_id (message)));
  row = vt_ui_find_by_name (vt_ui_find_by_name (GTK_WIDGET (panel), "messages-log"), vt_message_get_id (message));
  g_assert_true (tree_has_text (row, "sent Zug 1, 06:30 · due Zug 5, 06:38 · delivered Zug 5"));

  /* dismissed, it stays down */
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (window), "message-banner-close"));
  g_assert_null (banner_text (window));

  /* undo takes the Zug back: it is on its way again, off the board */
  undo (window);
  g_assert_false (vt_message_is_delivered (vt_message_log_find (log, "m1")));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Vorrücken"));

  vt_ui_close_all_windows ();
}

/* The rules refuse before Send is pressed, with their reason: 1824 §12,
 * no direct talk beyond 1,000 paces; the umpire may allow it. */
static void
test_refusal_shown (void)
{
  VtWindow *window = open_fixture ();
  VtMessageDialog *dialog = open_dialog (window, "r-wache");
  GtkWidget *send = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-send");

  g_assert_true (vt_message_dialog_set_to (dialog, "r-1"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_TALK);
  vt_message_dialog_set_text (dialog, "Halt!");
  vt_ui_iterate_for (10);
  g_assert_true (g_str_has_prefix (vt_message_dialog_get_preview (dialog), "Refused: "));
  g_assert_nonnull (strstr (vt_message_dialog_get_preview (dialog), "1000"));
  g_assert_cmpuint (vt_message_dialog_get_due_move (dialog), ==, 0);
  g_assert_false (gtk_widget_is_sensitive (send));

  /* a rule of the moment: the umpire may allow it with his reason */
  {
    GtkWidget *allow = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-allow");
    GtkWidget *reason = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-umpire-allows");

    g_assert_true (gtk_widget_get_visible (allow));
    gtk_editable_set_text (GTK_EDITABLE (reason), "the wind carried his voice");
    vt_ui_iterate_for (10);
    g_assert_true (gtk_widget_is_sensitive (send));
    g_assert_true (g_str_has_suffix (vt_message_dialog_get_preview (dialog), "(allowed by the umpire)"));
    /* the rule overruled stays in view */
    g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "message-ruled")));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "message-ruled"))),
                              "1000"));
    vt_ui_wait_for_paint (GTK_WIDGET (dialog));
    vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (dialog), "message-allowed.png"));
    gtk_editable_set_text (GTK_EDITABLE (reason), "  ");
    vt_ui_iterate_for (10);
    g_assert_false (gtk_widget_is_sensitive (send));
  }

  /* as an order it rides, and may go */
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_ORDER);
  vt_ui_iterate_for (10);
  g_assert_true (gtk_widget_is_sensitive (send));
  g_assert_cmpuint (vt_message_dialog_get_due_move (dialog), ==, 4);
  /* nothing to allow: no reason asked */
  g_assert_false (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "message-allow")));

  /* the umpire sends only intelligence, and a side's commander gets it at once */
  g_assert_true (vt_message_dialog_set_from (dialog, NULL));
  vt_ui_iterate_for (10);
  g_assert_cmpstr (vt_message_dialog_get_preview (dialog), ==, "Refused: Only intelligence comes from the umpire");
  g_assert_false (gtk_widget_is_sensitive (send));
  vt_ui_close_all_windows ();
}

/* Enter in the text sends; intelligence of a class from the umpire
 * reaches the side at once, named by its class. */
static void
test_enter_sends_intelligence (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *blau_board = vt_ui_open_side_board (window, "blau");
  VtMessageDialog *dialog = open_dialog (window, NULL);
  GtkWidget *text = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-text");
  g_autoptr(GListModel) controllers = NULL;
  GtkEventController *keys = NULL;
  VtMessage *message;
  gboolean handled = FALSE;

  g_assert_true (vt_message_dialog_set_from (dialog, NULL));
  g_assert_true (vt_message_dialog_set_to (dialog, "blau"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_INTELLIGENCE);
  vt_message_dialog_set_intelligence (dialog, VT_INTELLIGENCE_SPY);
  vt_message_dialog_set_text (dialog, "Der Feind sammelt sich bei Zehlendorf");
  vt_ui_iterate_for (10);
  g_assert_cmpstr (vt_message_dialog_get_preview (dialog), ==, "arrives Zug 1, 06:30, at once");

  /* the key the text view hears first: Enter, no Shift */
  controllers = gtk_widget_observe_controllers (text);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && keys == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        keys = controller;
    }
  g_assert_nonnull (keys);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Return, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
  vt_ui_iterate_for (20);
  g_assert_null (dialog);

  message = vt_message_log_find (vt_game_get_messages (game), "m1");
  g_assert_nonnull (message);
  g_assert_cmpint (vt_message_get_kind (message), ==, VT_MESSAGE_INTELLIGENCE);
  g_assert_cmpint (vt_message_get_intelligence (message), ==, VT_INTELLIGENCE_SPY);
  g_assert_true (vt_message_is_delivered (message));
  g_assert_true (tree_has_text (GTK_WIDGET (blau_board), "Der Feind sammelt sich bei Zehlendorf"));
  g_assert_true (tree_has_text (GTK_WIDGET (blau_board), "Intelligence from the umpire"));
  g_assert_true (labels_have_text (GTK_WIDGET (messages_panel (window)), "Intelligence (from spies) · the umpire → Blau"));

  vt_ui_close_all_windows ();
}

/* Held, it stays off the board when its Zug comes; released, it arrives;
 * undo takes the release back, and the send. */
static void
test_hold_release_undo (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMessageLog *log = vt_game_get_messages (game);
  VtSideBoard *rot_board = vt_ui_open_side_board (window, "rot");
  VtMessagesPanel *panel = messages_panel (window);
  g_autoptr(GError) error = NULL;
  VtMessage *message;
  GtkWidget *row;

  message = vt_game_send_message (game, "r-wache", "r-1", VT_MESSAGE_ORDER, ORDER_TEXT, 0, &error);
  g_assert_no_error (error);
  vt_ui_iterate_for (10);
  g_assert_cmpuint (vt_message_get_due_move (message), ==, 4);

  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (message));
  vt_ui_click (vt_ui_find_by_name (row, "message-hold"));
  vt_ui_iterate_for (10);
  g_assert_cmpint (vt_message_get_state (message), ==, VT_MESSAGE_HELD);

  advance (window, 3);
  g_assert_cmpint (vt_message_get_state (message), ==, VT_MESSAGE_HELD);
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Vorrücken"));
  g_assert_cmpstr (banner_text (window), ==, "Order from Feldwache to 1. Bataillon is due; you hold it");
  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (message));
  g_assert_true (gtk_widget_has_css_class (row, "message-due"));
  g_assert_true (gtk_widget_has_css_class (row, "message-due-now"));
  g_assert_true (tree_has_text (row, "held · due Zug 4, 06:36 · due now"));

  vt_ui_click (vt_ui_find_by_name (row, "message-release"));
  vt_ui_iterate_for (10);
  g_assert_true (vt_message_is_delivered (message));
  g_assert_true (tree_has_text (GTK_WIDGET (rot_board), ORDER_TEXT));

  undo (window);
  message = vt_message_log_find (log, "m1");
  g_assert_cmpint (vt_message_get_state (message), ==, VT_MESSAGE_HELD);
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Vorrücken"));

  /* back past the Züge and the hold to the send, and before it */
  undo (window);
  undo (window);
  undo (window);
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  undo (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (log)), ==, 0);
  g_assert_null (vt_ui_find_by_name (GTK_WIDGET (panel), "m1"));
  g_assert_true (tree_has_text (GTK_WIDGET (panel), "No message is on its way."));

  vt_ui_close_all_windows ();
}

/* Lose, intercept, garble and hasten from the page, each journalled;
 * a refused decision is shown on the page. */
static void
test_decisions (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *rot_board = vt_ui_open_side_board (window, "rot");
  VtMessagesPanel *panel = messages_panel (window);
  g_autoptr(GError) error = NULL;
  VtMessage *lost, *taken, *garbled;
  GtkWidget *row, *entry, *spin, *by;
  guint events;

  lost = vt_game_send_message (game, "r-wache", "r-1", VT_MESSAGE_ORDER, "Verloren", 0, &error);
  g_assert_no_error (error);
  taken = vt_game_send_message (game, "r-1", "r-wache", VT_MESSAGE_REPORT, "Abgefangen", 0, &error);
  g_assert_no_error (error);
  garbled = vt_game_send_message (game, "r-wache", "r-1", VT_MESSAGE_ORDER, "Angriff um 7 Uhr", 0, &error);
  g_assert_no_error (error);
  vt_ui_iterate_for (10);
  events = g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_journal (game)));

  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (lost));
  vt_ui_click (vt_ui_find_by_name (row, "message-lose"));
  g_assert_cmpint (vt_message_get_state (lost), ==, VT_MESSAGE_LOST);

  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (taken));
  by = vt_ui_find_by_name (row, "message-intercept-by");
  g_assert_nonnull (by);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (by)), ==, "By Blau");
  vt_ui_click (by);
  g_assert_cmpint (vt_message_get_state (taken), ==, VT_MESSAGE_INTERCEPTED);
  g_assert_cmpstr (vt_message_get_intercepted_by (taken), ==, "blau");

  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (garbled));
  entry = vt_ui_find_by_name (row, "message-garble-text");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Angriff um 9 Uhr");
  vt_ui_click (vt_ui_find_by_name (row, "message-garble-apply"));
  g_assert_cmpstr (vt_message_get_text (garbled), ==, "Angriff um 9 Uhr");

  /* hastened to this Zug, it arrives at once, garbled */
  row = vt_ui_find_by_name (GTK_WIDGET (panel), vt_message_get_id (garbled));
  spin = vt_ui_find_by_name (row, "message-hasten-to");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1);
  vt_ui_click (vt_ui_find_by_name (row, "message-hasten-apply"));
  vt_ui_iterate_for (10);
  g_assert_cmpint (vt_message_get_state (garbled), ==, VT_MESSAGE_GARBLED);
  g_assert_true (tree_has_text (GTK_WIDGET (rot_board), "Angriff um 9 Uhr"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Angriff um 7 Uhr"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Verloren"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Abgefangen"));
  /* four decisions, four events */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_journal (game))), ==, events + 4);

  /* the log filtered: Blau knows only what it intercepted */
  {
    GtkWidget *side = vt_ui_find_by_name (GTK_WIDGET (panel), "messages-side-filter");
    GtkWidget *kind = vt_ui_find_by_name (GTK_WIDGET (panel), "messages-kind-filter");
    GtkWidget *list = vt_ui_find_by_name (GTK_WIDGET (panel), "messages-log");

    gtk_drop_down_set_selected (GTK_DROP_DOWN (side), 2);
    g_assert_nonnull (vt_ui_find_by_name (list, vt_message_get_id (taken)));
    g_assert_null (vt_ui_find_by_name (list, vt_message_get_id (lost)));
    g_assert_true (tree_has_text (list, "intercepted by Blau"));
    gtk_drop_down_set_selected (GTK_DROP_DOWN (side), 0);
    /* orders only */
    gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 1 + VT_MESSAGE_ORDER);
    g_assert_nonnull (vt_ui_find_by_name (list, vt_message_get_id (lost)));
    g_assert_null (vt_ui_find_by_name (list, vt_message_get_id (taken)));
    g_assert_true (tree_has_text (list, "lost"));
  }

  /* a lost message is past deciding: the core refuses */
  g_assert_false (vt_game_hold_message (game, vt_message_get_id (lost), NULL));

  /* the journal says them in words, not ids */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.show-page", "s", "journal"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    GtkWidget *journal = vt_ui_find_by_name (GTK_WIDGET (window), "side-stack");

    g_assert_true (labels_have_text (journal, "Lost: the order from Feldwache to 1. Bataillon"));
    g_assert_true (labels_have_text (journal, "Intercepted by Blau: the report from 1. Bataillon to Feldwache"));
    g_assert_true (labels_have_text (journal, "Garbled: the order from Feldwache to 1. Bataillon"));
    g_assert_true (labels_have_text (journal, "Hastened to Zug 1: the order from Feldwache to 1. Bataillon"));
  }

  vt_ui_close_all_windows ();
}

/* Rot's board holds no word of a message to Blau, nor of one of its own
 * still on the way; Blau's board has Blau's. */
static void
test_board_shows_only_delivered (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *rot_board = vt_ui_open_side_board (window, "rot");
  VtSideBoard *blau_board = vt_ui_open_side_board (window, "blau");
  g_autoptr(GError) error = NULL;
  VtMessage *to_blau, *on_way, *to_rot;

  /* the reports ride to the commanders among their troops, 250 and 1,150
   * paces; the order 2,300 paces to the 1. Bataillon */
  to_blau = vt_game_send_message (game, "b-pat", "blau", VT_MESSAGE_REPORT, "Feind hinter dem Hügel", 0, &error);
  g_assert_no_error (error);
  to_rot = vt_game_send_message (game, "r-wache", "rot", VT_MESSAGE_REPORT, "Alles ruhig", 0, &error);
  g_assert_no_error (error);
  on_way = vt_game_send_message (game, "r-wache", "r-1", VT_MESSAGE_ORDER, "Nachtmarsch vorbereiten", 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_message_get_due_move (to_rot), <, vt_message_get_due_move (on_way));
  vt_ui_iterate_for (20);
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Alles ruhig"));
  {
    char *ids[3] = { g_strdup (vt_message_get_id (to_blau)), g_strdup (vt_message_get_id (to_rot)),
                                g_strdup (vt_message_get_id (on_way)) };
    VtMessageLog *log = vt_game_get_messages (game);

    advance (window, vt_message_get_due_move (to_rot) - vt_game_get_move (game));
    to_blau = vt_message_log_find (log, ids[0]);
    to_rot = vt_message_log_find (log, ids[1]);
    on_way = vt_message_log_find (log, ids[2]);
    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      g_free (ids[i]);
  }
  vt_ui_iterate_for (20);
  g_assert_true (vt_message_is_delivered (to_blau));
  g_assert_true (vt_message_is_delivered (to_rot));
  g_assert_true (vt_message_is_pending (on_way));

  g_assert_true (tree_has_text (GTK_WIDGET (blau_board), "Feind hinter dem Hügel"));
  g_assert_true (tree_has_text (GTK_WIDGET (rot_board), "Alles ruhig"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Feind hinter dem Hügel"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Nachtmarsch"));
  g_assert_false (tree_has_text (GTK_WIDGET (rot_board), "Patrouille"));
  g_assert_false (tree_has_text (GTK_WIDGET (blau_board), "Alles ruhig"));
  g_assert_false (tree_has_text (GTK_WIDGET (blau_board), "Nachtmarsch"));

  vt_ui_close_all_windows ();
}

/* A patrol's report names the units the umpire selected after it; when
 * it arrives they are on its side's board, "reported by patrol" (issue 11:
 * "a patrol's discovery reaches its side's knowledge when the report
 * arrives, not when the patrol saw it"). */
static void
test_report_names_units (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtKnowledge *knowledge = vt_game_get_knowledge (game, "blau");
  static const char * const picked[] = { "b-pat", "r-1", NULL };
  VtMessageDialog *dialog;
  VtMessage *message;
  g_autoptr(GError) error = NULL;
  gboolean reported = FALSE;

  g_assert_cmpint (vt_knowledge_get_sighting (knowledge, "r-1"), ==, VT_SIGHTING_NONE);
  vt_map_view_set_selected_units (vt_window_get_map_view (window), picked);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "play.send-message", NULL));
  dialog = VT_MESSAGE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "b-pat");
  g_assert_true (vt_message_dialog_set_to (dialog, "b-1"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_REPORT);
  vt_message_dialog_set_intelligence (dialog, VT_INTELLIGENCE_PATROL);
  vt_message_dialog_set_text (dialog, "Ein Bataillon am Südrand");
  vt_ui_iterate_for (10);
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (GTK_WIDGET (dialog), "message-reported")));
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (vt_ui_find_by_name (GTK_WIDGET (dialog),
                                                                                  "message-reported"))),
                   ==, "1. Bataillon");
  /* 500 paces at the gallop, 800 a Zug (§6): one Zug begun */
  g_assert_cmpstr (vt_message_dialog_get_preview (dialog), ==, "arrives Zug 2, 06:32, in 1 Zug: 1 riding 500 paces");
  g_assert_true (vt_message_dialog_send (dialog, &error));
  g_assert_no_error (error);
  vt_ui_iterate_for (10);

  message = vt_message_log_find (vt_game_get_messages (game), "m1");
  g_assert_nonnull (message);
  g_assert_cmpuint (g_variant_n_children (vt_message_get_reported_units (message)), ==, 1);

  advance (window, 1);
  g_assert_true (vt_message_is_delivered (message));
  g_assert_cmpstr (banner_text (window), ==, "Report (from a patrol) from Patrouille Lt. v. Arnim to I/1 Füsiliere has arrived");
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (vt_game_get_knowledge (game, "blau"));
    GListModel *units = vt_scenario_get_units (view);

    for (guint i = 0; i < g_list_model_get_n_items (units); i++)
      {
        g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
        VtKnowledgeMark mark = { 0 };

        if (vt_knowledge_get_mark (vt_game_get_knowledge (game, "blau"), vt_unit_get_id (unit), &mark))
          {
            reported |= mark.reported_by != NULL && g_str_equal (vt_unit_get_display_name (unit), "1. Bataillon");
            g_free (mark.time_label);
          }
      }
  }
  g_assert_true (reported);

  vt_ui_close_all_windows ();
}

/* Print Slips: the selected messages, one slip each, read back from the PDF. */
static void
test_slips_pdf (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMessagesPanel *panel = messages_panel (window);
  g_autofree char *folder = g_dir_make_tmp ("vt-test-slips-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (folder, "slips.pdf", NULL);
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) slips = NULL;
  VtMessage *order, *note;
  int status;

  /* nothing to print: the page says why */
  g_assert_false (vt_messages_panel_print_slips (panel, pdf, &error));
  g_assert_nonnull (error);
  g_assert_true (labels_have_text (GTK_WIDGET (panel), "No messages to print"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Blau's commander rides with his patrol: its report is with him at once */
  g_assert_true (vt_editor_set_commander (vt_document_get_editor (vt_window_get_document (window)), "blau", "b-pat",
                                          NULL, &error));
  order = vt_game_send_message (game, "r-wache", "r-1", VT_MESSAGE_ORDER, ORDER_TEXT, 2, &error);
  g_assert_no_error (error);
  note = vt_game_send_message (game, "b-pat", "blau", VT_MESSAGE_REPORT, "Feind bei der Mühle", 0, &error);
  g_assert_no_error (error);
  vt_ui_iterate_for (10);

  /* nothing selected: those delivered this Zug */
  slips = vt_messages_panel_dup_slips (panel);
  g_assert_cmpuint (slips->len, ==, 1);
  g_assert_true (g_ptr_array_index (slips, 0) == note);
  g_clear_pointer (&slips, g_ptr_array_unref);

  vt_messages_panel_select (panel, vt_message_get_id (order), TRUE);
  vt_messages_panel_select (panel, vt_message_get_id (note), TRUE);
  slips = vt_messages_panel_dup_slips (panel);
  g_assert_cmpuint (slips->len, ==, 2);

  g_assert_true (vt_messages_panel_print_slips (panel, pdf, &error));
  g_assert_no_error (error);
  g_assert_nonnull (program);
  g_assert_true (g_spawn_sync (NULL, (char *[]) { program, pdf, "-", NULL }, NULL,
                               G_SPAWN_DEFAULT, NULL, NULL, &text, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "From: Feldwache"));
  g_assert_nonnull (strstr (text, "To: 1. Bataillon"));
  g_assert_nonnull (strstr (text, "Sent: Zug 1, 06:30"));
  g_assert_nonnull (strstr (text, "Arrives: Zug 5, 06:38"));
  g_assert_nonnull (strstr (text, "Vorrücken auf das Dorf"));
  g_assert_nonnull (strstr (text, "From: Patrouille Lt. v. Arnim"));
  g_assert_nonnull (strstr (text, "To: Blau"));
  g_assert_nonnull (strstr (text, "Feind bei der Mühle"));

  g_remove (pdf);
  g_rmdir (folder);
  vt_ui_close_all_windows ();
}

/* The umpire plans intelligence for a later Zug: it waits in the queue
 * and reaches Blau's board in that Zug, not before. */
static void
test_planned_intelligence (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtSideBoard *blau_board = vt_ui_open_side_board (window, "blau");
  VtMessageDialog *dialog = open_dialog (window, NULL);
  GtkWidget *planned = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-planned");
  g_autoptr(GError) error = NULL;
  VtMessage *message;

  g_assert_true (vt_message_dialog_set_from (dialog, NULL));
  g_assert_true (vt_message_dialog_set_to (dialog, "blau"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_INTELLIGENCE);
  vt_message_dialog_set_intelligence (dialog, VT_INTELLIGENCE_INHABITANTS);
  vt_message_dialog_set_text (dialog, "Die Bauern melden Reiter bei der Mühle");
  vt_ui_iterate_for (10);
  g_assert_true (gtk_widget_get_visible (planned));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (planned), vt_game_get_move (game) + 3);
  vt_ui_iterate_for (10);
  g_assert_nonnull (strstr (vt_message_dialog_get_preview (dialog), "in 3 Züge"));
  g_assert_true (vt_message_dialog_send (dialog, &error));
  g_assert_no_error (error);

  message = vt_message_log_find (vt_game_get_messages (game), "m1");
  g_assert_nonnull (message);
  g_assert_true (vt_message_get_scheduled (message));
  g_assert_cmpuint (vt_message_get_due_move (message), ==, vt_game_get_move (game) + 3);
  g_assert_false (tree_has_text (GTK_WIDGET (blau_board), "Die Bauern melden Reiter bei der Mühle"));
  advance (window, 3);
  g_assert_true (vt_message_is_delivered (message));
  g_assert_true (tree_has_text (GTK_WIDGET (blau_board), "Die Bauern melden Reiter bei der Mühle"));

  vt_ui_close_all_windows ();
}

static gboolean
popover_shown (gpointer dropdown)
{
  GtkWidget *popover = vt_ui_find_by_type (dropdown, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

/* the rows the open list of @dropdown shows */
static guint
rows_shown (GtkWidget *dropdown)
{
  GtkWidget *popover = vt_ui_find_by_type (dropdown, GTK_TYPE_POPOVER);
  GtkWidget *list = popover != NULL ? vt_ui_find_by_type (popover, GTK_TYPE_LIST_VIEW) : NULL;

  g_assert_nonnull (list);
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list))));
}

typedef struct {
  GtkWidget *dropdown;
  guint      rows;
} RowsWanted;

static gboolean
shows_rows (gpointer data)
{
  RowsWanted *wanted = data;

  return rows_shown (wanted->dropdown) == wanted->rows;
}

static gboolean
popover_hidden (gpointer dropdown)
{
  return !popover_shown (dropdown);
}

/* Alt+key opens @name's list; the umpire types @typed, the list narrows to
 * one row, Return takes it and closes the list */
static void
search_end (GtkWidget  *dialog,
            const char *mnemonic,
            const char *name,
            const char *typed)
{
  GtkWidget *dropdown = vt_ui_find_by_name (dialog, name);
  RowsWanted wanted = { dropdown, 1 };

  g_assert_nonnull (dropdown);
  vt_ui_press (dialog, mnemonic);
  vt_ui_wait_until (popover_shown, dropdown);
  vt_ui_type (dialog, typed);
  vt_ui_wait_until (shows_rows, &wanted);
  vt_ui_type (dialog, "\n");
  vt_ui_wait_until (popover_hidden, dropdown);
}

/* Issue 25: "the search in Send Message's From/To lists does not filter".
 * Keys only: Ctrl+M, Alt+T opens the To list, the umpire types the start
 * of a unit's name, the list narrows to it, Return takes it. */
static void
test_search_ends (void)
{
  VtWindow *window = open_fixture ();
  VtMessageDialog *dialog;
  GtkWidget *to;
  RowsWanted everyone;

  vt_map_view_set_selected_unit (vt_window_get_map_view (window), "r-wache");
  vt_ui_press (GTK_WIDGET (window), "<Control>m");
  dialog = VT_MESSAGE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "r-wache");

  /* open, the list holds the umpire, two commanders and four units */
  to = vt_ui_find_by_name (GTK_WIDGET (dialog), "message-to");
  vt_ui_press (GTK_WIDGET (dialog), "<Alt>t");
  vt_ui_wait_until (popover_shown, to);
  everyone = (RowsWanted) { to, 7 };
  vt_ui_wait_until (shows_rows, &everyone);
  vt_ui_press (GTK_WIDGET (dialog), "Escape");
  vt_ui_wait_until (popover_hidden, to);

  search_end (GTK_WIDGET (dialog), "<Alt>t", "message-to", "I/1");
  g_assert_cmpstr (vt_message_dialog_get_to (dialog), ==, "b-1");

  /* what matches is the start of the words: a side's name finds its commander */
  search_end (GTK_WIDGET (dialog), "<Alt>f", "message-from", "blau");
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "blau");
  vt_ui_close_all_windows ();
}

/* Issue 25: "Send Message with nothing selected opens already refusing;
 * start from the last sender". Keys only. */
static void
test_starts_from_last_sender (void)
{
  VtWindow *window = open_fixture ();
  VtMessageDialog *dialog;

  /* nothing sent yet, nothing selected: a unit to its commander, allowed */
  vt_map_view_set_selected_unit (vt_window_get_map_view (window), NULL);
  vt_ui_press (GTK_WIDGET (window), "<Control>m");
  dialog = VT_MESSAGE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_MESSAGE_DIALOG));
  g_assert_false (g_str_has_prefix (vt_message_dialog_get_preview (dialog), "Refused"));
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "r-wache");
  g_assert_cmpstr (vt_message_dialog_get_to (dialog), ==, "rot");

  /* a report from the Patrouille to its commander, typed and sent by Enter */
  g_assert_true (vt_message_dialog_set_from (dialog, "b-pat"));
  g_assert_true (vt_message_dialog_set_to (dialog, "blau"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_REPORT);
  vt_ui_type (GTK_WIDGET (dialog), "Feind am Waldrand\n");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_messages (vt_window_get_game (window)))), ==, 1);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_MESSAGE_DIALOG));

  /* the next opens the same way */
  vt_ui_press (GTK_WIDGET (window), "<Control>m");
  dialog = VT_MESSAGE_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (vt_message_dialog_get_from (dialog), ==, "b-pat");
  g_assert_cmpstr (vt_message_dialog_get_to (dialog), ==, "blau");
  g_assert_cmpint (vt_message_dialog_get_kind (dialog), ==, VT_MESSAGE_REPORT);
  g_assert_false (g_str_has_prefix (vt_message_dialog_get_preview (dialog), "Refused"));
  vt_ui_close_all_windows ();
}

/* Issue 25 item 10: "a message to a commander who has no place on the map
 * arrives at once (0 paces)". In Lay Out the designer puts Rot's commander
 * with the 1. Bataillon (the unit picked, Alt+C); Send Message then reckons
 * an order from Rot from there, and says where he is. */
static void
test_commander_in_window (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  GActionGroup *view_actions = vt_window_get_action_group (window, "view");
  GtkWidget *check, *whereabouts;
  VtMessageDialog *dialog;
  VtPoint at;
  double x, y;

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("layout"));
  g_action_group_activate_action (vt_window_get_action_group (window, "edit"), "tool", g_variant_new_string ("troops"));
  vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), "r-1"), &at);
  g_assert_true (vt_map_view_to_widget (view, &at, &x, &y));
  vt_map_view_select_at (view, x, y, 0);
  vt_ui_iterate_for (50);
  check = vt_ui_find_by_name (GTK_WIDGET (window), "unit-editor-commander");
  whereabouts = vt_ui_find_by_name (GTK_WIDGET (window), "unit-editor-commander-whereabouts");
  g_assert_true (gtk_widget_get_mapped (check));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_check_button_get_child (GTK_CHECK_BUTTON (check)))), ==,
                   "Rot's _commander is with this unit");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_test_message ("%s", gtk_label_get_label (GTK_LABEL (whereabouts)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (whereabouts)), "Rot's commander is among his troops"));

  vt_ui_assert_mnemonics_distinct (GTK_WIDGET (window));
  vt_ui_press (GTK_WIDGET (window), "<Alt>c");
  vt_ui_iterate_for (50);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_cmpstr (vt_side_get_commander_unit (vt_scenario_find_side (vt_game_get_scenario (game), "rot")), ==, "r-1");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (window), "commander-with-unit.png"));

  /* in play: an order from Rot to the Feldwache rides the 2,300 paces
   * from the 1. Bataillon */
  g_action_group_activate_action (view_actions, "mode", g_variant_new_string ("play"));
  dialog = open_dialog (window, NULL);
  g_assert_true (vt_message_dialog_set_from (dialog, "rot"));
  g_assert_true (vt_message_dialog_set_to (dialog, "r-wache"));
  vt_message_dialog_set_kind (dialog, VT_MESSAGE_ORDER);
  vt_ui_iterate_for (20);
  g_test_message ("%s", vt_message_dialog_get_preview (dialog));
  g_assert_nonnull (strstr (vt_message_dialog_get_preview (dialog), "riding 2,300 paces"));
  g_assert_true (g_str_has_suffix (vt_message_dialog_get_preview (dialog), "; Rot's commander is with 1. Bataillon"));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), vt_message_dialog_get_preview (dialog), FALSE));

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

  g_test_add_func ("/vt/ui/messages/send-and-deliver", test_send_and_deliver);
  g_test_add_func ("/vt/ui/messages/refusal-shown", test_refusal_shown);
  g_test_add_func ("/vt/ui/messages/search-ends", test_search_ends);
  g_test_add_func ("/vt/ui/messages/starts-from-last-sender", test_starts_from_last_sender);
  g_test_add_func ("/vt/ui/messages/enter-sends-intelligence", test_enter_sends_intelligence);
  g_test_add_func ("/vt/ui/messages/planned-intelligence", test_planned_intelligence);
  g_test_add_func ("/vt/ui/messages/hold-release-undo", test_hold_release_undo);
  g_test_add_func ("/vt/ui/messages/decisions", test_decisions);
  g_test_add_func ("/vt/ui/messages/board-shows-only-delivered", test_board_shows_only_delivered);
  g_test_add_func ("/vt/ui/messages/report-names-units", test_report_names_units);
  g_test_add_func ("/vt/ui/messages/slips-pdf", test_slips_pdf);
  g_test_add_func ("/vt/ui/messages/commander-in-window", test_commander_in_window);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
