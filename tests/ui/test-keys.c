/* test-keys.c: the window driven from the keyboard, keys pressed through the X server (issue 25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every key here goes the way a person's does (vt_ui_press, vt_ui_type:
 * XTest under Xvfb), through the application's accelerators, the window's
 * shortcuts and the focused field, so a key the toolkit never delivers, or
 * one an accelerator swallows, fails here.
 */
#define G_LOG_DOMAIN "vt-test-keys"

#include "config.h"

#include <math.h>
#include <string.h>

#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-new-dialog.h"
#include "vt-osm-dialog.h"
#include "vt-osm-into-dialog.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* the actions activated since the last look, "zoom-in", "show-page::forces";
 * a stateful one's change of state counts (GSimpleAction emits no
 * "activate" for it when it has no handler of that) */
static GPtrArray *activated;

static gboolean
note_activation (GSignalInvocationHint *hint,
                 guint                  n_values,
                 const GValue          *values,
                 gpointer               data)
{
  GAction *action = g_value_get_object (&values[0]);
  /* a stateful action's "change-state" carries its new state, not a target */
  GVariant *parameter = n_values > 1 && GPOINTER_TO_UINT (data) == 0 ? g_value_get_variant (&values[1]) : NULL;

  if (parameter != NULL && g_variant_is_of_type (parameter, G_VARIANT_TYPE_STRING))
    g_ptr_array_add (activated, g_strdup_printf ("%s::%s", g_action_get_name (action),
                                                 g_variant_get_string (parameter, NULL)));
  else
    g_ptr_array_add (activated, g_strdup (g_action_get_name (action)));
  return TRUE;
}

static gboolean
was_activated (const char *detailed)
{
  /* "view.show-page::forces": the action's own name is after the group's */
  const char *name = strchr (detailed, '.') != NULL ? strchr (detailed, '.') + 1 : detailed;

  for (guint i = 0; i < activated->len; i++)
    if (g_str_equal (g_ptr_array_index (activated, i), name))
      return TRUE;
  return FALSE;
}

static VtWindow *
open_demo (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);

  vt_ui_wait_for_paint (GTK_WIDGET (window));
  return window;
}

static gboolean
side_board_open (gpointer side_id)
{
  return vt_ui_find_side_board (side_id) != NULL;
}

/* Ctrl+Shift+1 and Ctrl+Shift+2 open the first and second side's boards:
 * held Shift turns the 1 into a !, and the key must still be found. */
static void
test_side_boards_from_keys (void)
{
  VtWindow *window = open_demo ();
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (vt_window_get_game (window)));
  const char *keys[] = { "<Control><Shift>1", "<Control><Shift>2" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      g_assert_null (vt_ui_find_side_board (vt_side_get_id (side)));
      vt_ui_press (GTK_WIDGET (window), keys[i]);
      vt_ui_wait_until (side_board_open, (gpointer) vt_side_get_id (side));
      gtk_window_destroy (GTK_WINDOW (vt_ui_find_side_board (vt_side_get_id (side))));
    }
  vt_ui_close_all_windows ();
}


static gboolean
in_mode (gpointer data)
{
  VtWindow *window = data;
  g_autoptr(GVariant) mode = g_action_group_get_action_state (vt_window_get_action_group (window, "view"), "mode");

  return g_str_equal (g_variant_get_string (mode, NULL), "layout");
}

typedef struct {
  VtGame     *game;
  const char *unit_id;
  const char *name;
  const char *division;
} Named;

static gboolean
named_so (gpointer data)
{
  Named *want = data;
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_scenario (want->game), want->unit_id);

  return unit != NULL && (want->name == NULL || g_strcmp0 (vt_unit_get_name (unit), want->name) == 0) &&
         (want->division == NULL || g_strcmp0 (vt_unit_get_division (unit), want->division) == 0);
}

typedef struct {
  VtGame     *game;
  const char *ending;
} Idea;

static gboolean
idea_ends_so (gpointer data)
{
  Idea *want = data;
  const char *idea = vt_scenario_get_general_idea (vt_game_get_scenario (want->game));

  return idea != NULL && g_str_has_suffix (idea, want->ending);
}

/* German names are full of hyphens and pluses: each kind of field of the
 * window takes them as typed, and the map does not zoom. Lay Out is
 * reached by its key, the field by a click's focus. */
static void
test_typing_in_fields (void)
{
  VtWindow *window = open_demo ();
  GtkWidget *root = GTK_WIDGET (window);
  VtMapView *view = vt_window_get_map_view (window);
  VtGame *game = vt_window_get_game (window);
  g_autoptr(VtUnit) unit = g_list_model_get_item (vt_scenario_get_units (vt_game_get_scenario (game)), 0);
  g_autofree char *unit_id = g_strdup (vt_unit_get_id (unit));
  double scale;
  GtkWidget *field;

  vt_ui_press (root, "<Control><Shift>l");
  vt_ui_wait_until (in_mode, window);
  vt_ui_wait_for_paint (root);
  scale = vt_map_view_get_scale (view);

  /* a unit's name and its division, each applied by Return */
  vt_map_view_set_selected_unit (view, unit_id);
  vt_ui_wait_for_paint (root);
  field = vt_ui_find_by_name (root, "unit-editor-name");
  g_assert_true (gtk_widget_is_drawable (field));
  gtk_widget_grab_focus (field);
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "I/1 (1.+2. Komp.)\n");
  vt_ui_wait_until (named_so, &(Named) { game, unit_id, "I/1 (1.+2. Komp.)", NULL });

  field = vt_ui_find_by_name (root, "unit-editor-division");
  gtk_widget_grab_focus (field);
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "Kavallerie-Brigade -2-\n");
  vt_ui_wait_until (named_so, &(Named) { game, unit_id, NULL, "Kavallerie-Brigade -2-" });

  /* the General-Idee, typed at its end on the Briefings page (Alt+4) */
  vt_ui_press (root, "<Alt>4");
  vt_ui_wait_for_paint (root);
  field = vt_ui_find_by_name (root, "general-idea-editor");
  g_assert_true (GTK_IS_TEXT_VIEW (field));
  g_assert_true (gtk_widget_is_drawable (field));
  gtk_widget_grab_focus (field);
  vt_ui_press (root, "<Control>End");
  vt_ui_type (root, " Avantgarde-Division +1 Esk.");
  vt_ui_wait_until (idea_ends_so, &(Idea) { game, " Avantgarde-Division +1 Esk." });

  g_assert_cmpfloat (vt_map_view_get_scale (view), ==, scale);
  vt_ui_close_all_windows ();
}

/* On the map itself a bare + and - still zoom, as the shortcuts window says. */
static void
test_plus_zooms_the_map (void)
{
  VtWindow *window = open_demo ();
  VtMapView *view = vt_window_get_map_view (window);
  double scale;

  gtk_widget_grab_focus (GTK_WIDGET (view));
  scale = vt_map_view_get_scale (view);
  vt_ui_press (GTK_WIDGET (window), "plus");
  g_assert_cmpfloat (vt_map_view_get_scale (view), >, scale);
  scale = vt_map_view_get_scale (view);
  vt_ui_press (GTK_WIDGET (window), "minus");
  g_assert_cmpfloat (vt_map_view_get_scale (view), <, scale);
  scale = vt_map_view_get_scale (view);
  vt_ui_press (GTK_WIDGET (window), "<Control>plus");
  g_assert_cmpfloat (vt_map_view_get_scale (view), >, scale);
  vt_ui_close_all_windows ();
}

static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

/* whether @detailed ("play.undo", "view.show-page::forces") may be
 * activated now: a disabled one is not, whatever its key */
static gboolean
action_enabled (VtWindow   *window,
                const char *detailed)
{
  g_autofree char *prefix = g_strndup (detailed, strcspn (detailed, "."));
  g_autofree char *name = g_strndup (detailed + strlen (prefix) + 1, strcspn (detailed + strlen (prefix) + 1, ":"));
  GActionGroup *group = g_str_equal (prefix, "app") ? G_ACTION_GROUP (app)
                        : g_str_equal (prefix, "win") ? G_ACTION_GROUP (window)
                        : vt_window_get_action_group (window, prefix);

  g_assert_nonnull (group);
  g_assert_true (g_action_group_has_action (group, name));
  return g_action_group_get_action_enabled (group, name);
}

static void
pop_down (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget) && gtk_widget_get_mapped (widget))
    gtk_popover_popdown (GTK_POPOVER (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pop_down (child);
}

/* The print dialog runs its own loop until it is answered (the report
 * and the message slips are printed synchronously): a person would press
 * Cancel, and so does this, from inside that loop. */
static gboolean
cancel_print_dialogs (gpointer user_data)
{
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), "GtkPrintUnixDialog") && gtk_widget_get_mapped (l->data))
      gtk_dialog_response (l->data, GTK_RESPONSE_CANCEL);
  g_list_free (windows);
  return G_SOURCE_CONTINUE;
}

/* toplevels that are not @window and its open menus: what a command opened */
static void
close_others (VtWindow *window)
{
  gboolean closed = TRUE;

  pop_down (GTK_WIDGET (window));
  /* the file chooser's own complaints (no folders under Xvfb) come later */
  for (guint pass = 0; pass < 10 && closed; pass++)
    {
      GList *windows = gtk_window_list_toplevels ();

      closed = FALSE;
      for (GList *l = windows; l != NULL; l = l->next)
        if (l->data != (gpointer) window && gtk_widget_get_visible (l->data))
          {
            /* the shortcuts window is kept to be shown again */
            if (gtk_window_get_hide_on_close (l->data))
              gtk_window_close (l->data);
            else
              gtk_window_destroy (l->data);
            closed = TRUE;
          }
      g_list_free (windows);
      vt_ui_iterate_for (closed ? 150 : 50);
    }
}

/* Every shortcut the shortcuts window lists, pressed in the window, runs
 * its command (or the command is disabled at this moment, and then the
 * key does nothing). Quit is pressed last: it closes the window. */
static void
test_every_listed_key (void)
{
  VtWindow *window = open_demo ();
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) skipped = g_ptr_array_new ();
  GtkWindow *overlay;
  guint pressed = 0;
  guint canceller;

  vt_ui_press (root, "<Control>question");
  overlay = vt_ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_true (was_activated ("win.show-help-overlay"));
  {
    g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

    collect_shortcuts (GTK_WIDGET (overlay), widgets);
    for (guint i = 0; i < widgets->len; i++)
      {
        g_autofree char *action = NULL;
        g_autofree char *accelerator = NULL;

        g_object_get (widgets->pdata[i], "action-name", &action, "accelerator", &accelerator, NULL);
        /* the window's search keeps copies; the window's own keys (M, the
         * timers' letters) have no action and are pressed where they act */
        if (action == NULL || accelerator == NULL || *accelerator == '\0')
          continue;
        for (guint j = 0; j < shortcuts->len && action != NULL; j += 2)
          if (g_str_equal (shortcuts->pdata[j], action))
            g_clear_pointer (&action, g_free);
        if (action == NULL)
          continue;
        g_ptr_array_add (shortcuts, g_steal_pointer (&action));
        g_ptr_array_add (shortcuts, g_steal_pointer (&accelerator));
      }
  }
  /* as its close button does: the window keeps it for the next time */
  gtk_window_close (overlay);
  g_assert_cmpuint (shortcuts->len / 2, >=, 30);
  canceller = g_timeout_add (300, cancel_print_dialogs, NULL);

  for (guint pass = 0; pass < 2; pass++)
    for (guint j = 0; j < shortcuts->len; j += 2)
      {
        const char *action = shortcuts->pdata[j];
        const char *accelerator = shortcuts->pdata[j + 1];
        gboolean quit = g_str_equal (action, "app.quit") || g_str_equal (action, "win.close");

        /* the window's closing keys after every other */
        if (quit != (pass == 1))
          continue;
        g_auto(GStrv) keys = g_strsplit (accelerator, " ", -1);

        /* "<Shift><Control>z <Control>y": each of them */
        for (guint k = 0; keys[k] != NULL; k++)
          {
            if (!action_enabled (window, action))
              {
                g_ptr_array_add (skipped, (gpointer) action);
                continue;
              }
            g_ptr_array_set_size (activated, 0);
            vt_ui_press (root, keys[k]);
            /* a command may come a moment after its key (a dialog closing) */
            for (guint wait = 0; wait < 50 && !was_activated (action); wait++)
              vt_ui_iterate_for (20);
            if (!was_activated (action))
              {
                GList *windows = gtk_window_list_toplevels ();

                for (guint a = 0; a < activated->len; a++)
                  g_test_message ("ran instead: %s", (char *) activated->pdata[a]);
                for (GList *l = windows; l != NULL; l = l->next)
                  {
                    g_autofree char *text = NULL;

                    if (GTK_IS_MESSAGE_DIALOG (l->data))
                      g_object_get (l->data, "text", &text, NULL);
                    g_test_message ("open: %s %s %s", G_OBJECT_TYPE_NAME (l->data), gtk_window_get_title (l->data),
                                    text != NULL ? text : "");
                  }
                g_list_free (windows);
                g_error ("%s, listed for %s, does not run it", keys[k], action);
              }
            pressed++;
            if (g_str_equal (action, "win.close"))
              break;
            close_others (window);
            /* a command that switched the mode is switched back by its key */
            if (in_mode (window))
              vt_ui_press (root, "<Control><Shift>l");
          }
        if (g_str_equal (action, "win.close"))
          break;
      }
  for (guint i = 0; i < skipped->len; i++)
    g_test_message ("disabled now, not pressed: %s", (char *) skipped->pdata[i]);
  g_test_message ("%u keys pressed", pressed);
  g_assert_cmpuint (pressed, >=, 25);
  g_source_remove (canceller);
  vt_ui_close_all_windows ();
}

static gboolean
list_open (gpointer dropdown)
{
  GtkWidget *popover = vt_ui_find_by_type (dropdown, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

static void
gather_labels (GtkWidget *widget,
               GString   *text)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_labels (child, text);
}

/* Issue 25: "the ruleset list shows full historical titles, cut off; the
 * names people use first, the title beneath". Ctrl+N, Alt+R opens the
 * list: each ruleset by its name, its whole title under it; the button
 * says the name alone. */
static void
test_ruleset_names (void)
{
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), g_getenv ("VT_DEMO_GAME"));
  GtkWidget *dialog, *dropdown, *popover;
  g_autoptr(GString) button = g_string_new (NULL);
  g_autoptr(GString) list = g_string_new (NULL);
  const char *names[] = { "Reiswitz 1824", "Reiswitz 1812", "Little Wars", "War-Chess" };

  vt_ui_press (GTK_WIDGET (window), "<Control>n");
  dialog = GTK_WIDGET (vt_ui_wait_for_toplevel (VT_TYPE_NEW_DIALOG));
  vt_ui_wait_for_paint (dialog);
  /* Alt+R was both Ruleset and Create */
  vt_ui_assert_mnemonics_distinct (dialog);
  dropdown = vt_ui_find_by_type (dialog, GTK_TYPE_DROP_DOWN);
  gather_labels (gtk_widget_get_first_child (dropdown), button);
  g_test_message ("button: %s", button->str);
  g_assert_null (strstr (button->str, "Anleitung"));

  vt_ui_press (dialog, "<Alt>r");
  vt_ui_wait_until (list_open, dropdown);
  popover = vt_ui_find_by_type (dropdown, GTK_TYPE_POPOVER);
  vt_ui_wait_for_paint (popover);
  gather_labels (popover, list);
  g_test_message ("list:\n%s", list->str);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *name = strstr (list->str, names[i]);

      g_assert_nonnull (name);
      /* the name on a line of its own, the title on the next */
      g_assert_true (name == list->str || name[-1] == '\n');
      g_assert_true (name[strlen (names[i])] == '\n');
    }
  /* the two Reiswitz titles run to their ends, years and all */
  g_assert_nonnull (strstr (list->str, "(1824)"));
  g_assert_nonnull (strstr (list->str, "(1812)"));
  g_assert_nonnull (strstr (list->str, "Little Wars"));
  vt_ui_press (dialog, "Escape");
  vt_ui_close_all_windows ();
}

/* the entries and labels @widget shows */
static void
gather_entries (GtkWidget *widget,
                GPtrArray *entries)
{
  if ((GTK_IS_ENTRY (widget) || GTK_IS_LABEL (widget)) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (entries, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_entries (child, entries);
}

/* picks "Print to File" in the open print dialog, as a person would,
 * reads the file name its File button then shows, and cancels */
static gboolean
read_proposed_file (gpointer user_data)
{
  char **proposed = user_data;
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), "GtkPrintUnixDialog") && gtk_widget_get_mapped (l->data))
      {
        /* GTK 4.8 lists the printers in a column view */
        GtkColumnView *printers = GTK_COLUMN_VIEW (vt_ui_find_by_type (l->data, GTK_TYPE_COLUMN_VIEW));
        GtkSelectionModel *model = gtk_column_view_get_model (printers);
        g_autoptr(GPtrArray) entries = g_ptr_array_new ();
        gboolean picked = FALSE;

        for (guint i = 0; model != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (model)) && !picked; i++)
          {
            g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (model), i);

            if (GTK_IS_PRINTER (item) && gtk_printer_is_virtual (GTK_PRINTER (item)) &&
                strstr (gtk_printer_get_name (GTK_PRINTER (item)), "File") != NULL)
              picked = gtk_selection_model_select_item (model, i, TRUE);
          }
        if (!picked)
          continue;
        vt_ui_iterate_for (300);
        gather_entries (l->data, entries);
        for (guint i = 0; i < entries->len; i++)
          {
            const char *text = GTK_IS_LABEL (entries->pdata[i]) ? gtk_label_get_text (entries->pdata[i])
                                                                : gtk_editable_get_text (entries->pdata[i]);

            if (g_str_has_suffix (text, ".pdf"))
              {
                g_free (*proposed);
                *proposed = g_strdup (text);
              }
          }
        gtk_dialog_response (l->data, GTK_RESPONSE_CANCEL);
      }
  g_list_free (windows);
  return G_SOURCE_CONTINUE;
}

/* Issue 25: "Print to File proposes output.pdf instead of the game's
 * title". Ctrl+P: the report's file is the game's title. */
static void
test_print_proposes_title (void)
{
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), g_getenv ("VT_DEMO_GAME"));
  g_autofree char *proposed = NULL;
  guint reader = g_timeout_add (300, read_proposed_file, &proposed);

  vt_ui_press (GTK_WIDGET (window), "<Control>p");
  vt_ui_iterate_for (500);
  g_source_remove (reader);
  /* the dialog's button shortens a long path from its start:
   * "...Übergang bei Kunzendorf.pdf" */
  g_assert_nonnull (proposed);
  g_test_message ("proposed: %s", proposed);
  g_assert_true (g_str_has_suffix (proposed, "Übergang bei Kunzendorf.pdf"));
  vt_ui_close_all_windows ();
}

static gboolean
osm_dialog_gone (gpointer data)
{
  return vt_ui_find_toplevel (VT_TYPE_OSM_DIALOG) == NULL;
}

static gboolean
shows_crossings (gpointer data)
{
  GtkWidget *list = vt_ui_find_by_name (data, "osm-crossings");

  return list != NULL && gtk_widget_get_mapped (list);
}

/* Opens Import OpenStreetMap over an empty window, @extract chosen, and
 * types the game's title, start and sides from the keyboard field by field
 * with Tab, Return at the end. */
static VtOsmDialog *
type_osm_import (VtWindow   *window,
                 const char *extract)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", extract, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtOsmDialog *dialog;
  GtkWidget *root;
  g_autoptr(GSettings) settings = vt_application_lookup_settings ("default-ruleset");

  /* the ruleset of the last new game is offered first, as New offers it */
  g_settings_set_string (settings, "default-ruleset", "reiswitz-1824");
  vt_application_show_osm_dialog (app, GTK_WINDOW (window));
  dialog = VT_OSM_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_OSM_DIALOG));
  root = GTK_WIDGET (dialog);
  g_assert_cmpstr (vt_ruleset_get_id (vt_osm_dialog_get_ruleset (dialog)), ==, "reiswitz-1824");
  /* the file chooser is the desktop's own: the file is given as it returns it */
  vt_osm_dialog_set_file (dialog, file);
  vt_ui_wait_for_paint (root);

  vt_ui_press (root, "<Alt>t");
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "An der Mulde");
  vt_ui_press (root, "Tab");
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "05:30");
  vt_ui_press (root, "Tab");
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "Rot");
  vt_ui_press (root, "Tab");
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, "Blau");
  vt_ui_wait_for_paint (root);
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (root, "keys-osm-form.png");

    g_assert_cmpint (gtk_widget_get_height (root), <=, 720);
  }
  vt_ui_press (root, "Return");
  return dialog;
}

static void
assert_imported_game (VtWindow *window)
{
  VtScenario *state;

  vt_ui_wait_until (in_mode, window);
  state = vt_game_get_state (vt_window_get_game (window));
  g_assert_cmpstr (vt_scenario_get_title (state), ==, "An der Mulde");
  g_assert_cmpuint (vt_scenario_get_start_time (state), ==, 5 * 60 + 30);
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (state, "red")), ==, "Rot");
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (state, "blue")), ==, "Blau");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (GTK_WIDGET (window), "edit-bar")));
}

/* Issue 25 item 12: an extract whose roads all have their bridges is a
 * game at once, opened to be laid out, and the dialog is gone. */
static void
test_osm_import_opens_lay_out (void)
{
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  type_osm_import (window, "au.osm");
  vt_ui_wait_until (osm_dialog_gone, NULL);
  assert_imported_game (window);
  /* as test-osm-import: 3 areas, 5 lines, 3 points */
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (
                    vt_game_get_scenario (vt_window_get_game (window))))), ==, 11);
  vt_ui_close_all_windows ();
}

/* Two roads through the river with no bridge: the dialog names each, with
 * where it is, before the game opens (validate would refuse it later);
 * Return opens it, in Lay Out. */
static void
test_osm_import_names_crossings (void)
{
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  VtOsmDialog *dialog;
  const char *list;

  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  dialog = type_osm_import (window, "unbridged.osm");
  vt_ui_wait_until (shows_crossings, dialog);
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-crossings-heading"))),
                   ==, "2 roads cross water with no bridge or ford:");
  list = gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-crossings")));
  g_assert_nonnull (strstr (list, "• Road “Alte Poststraße” (way-14) crosses River “Mulde” (way-10) at (446, 531), "
                                  "51.00300° N, 13.00400° E, with no bridge or ford there"));
  g_assert_nonnull (strstr (list, "• Field track way-15 crosses River “Mulde” (way-10) at (1784, 531)"));
  /* not yet in the window: the designer reads first */
  g_assert_null (vt_window_get_game (window));
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (GTK_WIDGET (dialog), "keys-osm-crossings.png");
    int width = gtk_widget_get_width (GTK_WIDGET (dialog)), height = gtk_widget_get_height (GTK_WIDGET (dialog));

    g_assert_cmpint (width, <=, 1280);
    g_assert_cmpint (height, <=, 720);
  }

  vt_ui_press (GTK_WIDGET (dialog), "Return");
  vt_ui_wait_until (osm_dialog_gone, NULL);
  assert_imported_game (window);
  vt_ui_close_all_windows ();
}

static gboolean
osm_into_dialog_gone (gpointer data)
{
  return vt_ui_find_toplevel (VT_TYPE_OSM_INTO_DIALOG) == NULL;
}

static gboolean
into_shows_crossings (gpointer data)
{
  GtkWidget *list = vt_ui_find_by_name (data, "osm-into-crossings");

  return list != NULL && gtk_widget_get_mapped (list);
}

static gboolean
into_message_shown (gpointer data)
{
  GtkWidget *message = vt_ui_find_by_name (data, "osm-into-message");

  return message != NULL && gtk_widget_get_mapped (message);
}

static void
type_field (GtkWidget  *root,
            const char *text)
{
  vt_ui_press (root, "<Control>a");
  vt_ui_type (root, text);
}

/* Issue 25 item 12: Au brought into the Mulde scenario in Lay Out by two
 * known places typed from the keyboard: refused while both are one place,
 * then added, the roads through water listed, and one Undo takes it back. */
static void
test_osm_import_into_scenario (void)
{
  g_autofree char *mulde = g_test_build_filename (G_TEST_DIST, "data", "osm", "unbridged.osm", NULL);
  g_autofree char *au = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  g_autoptr(GFile) au_file = g_file_new_for_path (au);
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) scenario = vt_osm_import_new_scenario (mulde, ruleset, NULL, "An der Mulde",
                                                               VT_SCENARIO_DEFAULT_START_TIME, NULL, NULL, NULL,
                                                               &error);
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1);
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window), *dialog_root;
  VtOsmIntoDialog *dialog;
  VtMap *map = vt_scenario_get_map (vt_game_get_scenario (game));
  const char *list;

  g_assert_no_error (error);
  vt_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (root);
  /* only in Lay Out */
  g_assert_false (g_action_group_get_action_enabled (vt_window_get_action_group (window, "edit"), "import-osm-into"));
  if (!in_mode (window))
    vt_ui_press (root, "<Control><Shift>l");
  vt_ui_wait_until (in_mode, window);

  vt_ui_press (root, "<Control><Shift>o");
  dialog = VT_OSM_INTO_DIALOG (vt_ui_wait_for_toplevel (VT_TYPE_OSM_INTO_DIALOG));
  dialog_root = GTK_WIDGET (dialog);
  vt_ui_assert_mnemonics_distinct (dialog_root);
  /* no scan here, so no corners to give */
  g_assert_false (gtk_widget_get_sensitive (vt_ui_find_by_name (dialog_root, "osm-into-by-corners")));
  vt_osm_into_dialog_set_file (dialog, au_file);
  vt_ui_wait_for_paint (dialog_root);

  vt_ui_press (dialog_root, "<Alt>1");
  type_field (dialog_root, "51.006, 13.000");
  vt_ui_press (dialog_root, "Tab");
  type_field (dialog_root, "0, 0");
  vt_ui_press (dialog_root, "Tab");
  type_field (dialog_root, "51.006, 13.000");
  vt_ui_press (dialog_root, "Tab");
  type_field (dialog_root, "2229.6, 1063");
  vt_ui_press (dialog_root, "Return");
  vt_ui_wait_until (into_message_shown, dialog_root);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (dialog_root, "osm-into-message"))),
                            "Places 1 and 2 are the same place on the earth"));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 6);

  vt_ui_press (dialog_root, "<Alt>2");
  type_field (dialog_root, "51.000, 13.020");
  vt_ui_press (dialog_root, "Return");
  vt_ui_wait_until (into_shows_crossings, dialog_root);
  vt_ui_wait_for_paint (dialog_root);
  list = gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (dialog_root, "osm-into-crossings")));
  g_assert_nonnull (strstr (list, "• Road “Alte Poststraße” (way-14) crosses River “Mulde” (way-15-1)"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (dialog_root, "osm-into-crossings-heading"))),
                   ==, "4 roads cross water with no bridge or ford:");
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (dialog_root, "keys-osm-into-crossings.png");

    g_assert_cmpint (gtk_widget_get_height (dialog_root), <=, 720);
  }
  /* Au is on the map already, wood, village and church */
  g_assert_nonnull (vt_map_find_feature (map, "node-30"));
  g_assert_nonnull (vt_map_find_feature (map, "way-12-1"));

  vt_ui_press (dialog_root, "Return");
  vt_ui_wait_until (osm_into_dialog_gone, NULL);
  vt_ui_press (root, "<Control>z");
  vt_ui_iterate_for (50);
  g_assert_null (vt_map_find_feature (map, "node-30"));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 6);
  vt_ui_close_all_windows ();
}

/* The same, by the corners of the scenario's calibrated scan (a 2 × 2
 * PNG stretched over 2230 paces a side), chosen and typed by keys. */
static void
test_osm_import_into_by_corners (void)
{
  static const char png_base64[] =
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAADklEQVR4nGP4DwYMEAAAPs8F+9t6hu0AAAAASUVORK5CYII=";
  g_autofree char *mulde = g_test_build_filename (G_TEST_DIST, "data", "osm", "unbridged.osm", NULL);
  g_autofree char *au = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  g_autoptr(GFile) au_file = g_file_new_for_path (au);
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtScenario) scenario = vt_osm_import_new_scenario (mulde, ruleset, NULL, NULL, 6 * 60, NULL, NULL, NULL,
                                                               NULL);
  gsize n_bytes = 0;
  guchar *png = g_base64_decode (png_base64, &n_bytes);
  g_autoptr(GBytes) bytes = g_bytes_new_take (png, n_bytes);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_embedded (bytes, "image/png");
  VtCalibrationPoint pins[2] = { { { 0, 0 }, { 0, 0 } }, { { 2, 0 }, { 2230, 0 } } };
  g_autoptr(VtGame) game = NULL;
  VtWindow *window = vt_window_new (GTK_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window), *dialog_root;
  VtMap *map;
  VtPoint church;
  guint n;

  g_assert_true (vt_underlay_set_points (underlay, pins, 2, NULL));
  vt_scenario_set_underlay (scenario, underlay);
  game = vt_game_new (scenario, ruleset, 1);
  map = vt_scenario_get_map (vt_game_get_scenario (game));
  vt_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (root);
  if (!in_mode (window))
    vt_ui_press (root, "<Control><Shift>l");
  vt_ui_wait_until (in_mode, window);

  vt_ui_press (root, "<Control><Shift>o");
  dialog_root = GTK_WIDGET (vt_ui_wait_for_toplevel (VT_TYPE_OSM_INTO_DIALOG));
  g_assert_true (gtk_widget_get_sensitive (vt_ui_find_by_name (dialog_root, "osm-into-by-corners")));
  vt_osm_into_dialog_set_file (VT_OSM_INTO_DIALOG (dialog_root), au_file);
  vt_ui_wait_for_paint (dialog_root);

  vt_ui_press (dialog_root, "<Alt>o");
  vt_ui_wait_for_paint (dialog_root);
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (dialog_root, "osm-into-north-west")));
  vt_ui_press (dialog_root, "<Alt>t");
  type_field (dialog_root, "51.006, 13.000");
  vt_ui_press (dialog_root, "Tab");
  type_field (dialog_root, "50.99341, 13.020");
  vt_ui_press (dialog_root, "Return");
  vt_ui_wait_until (into_shows_crossings, dialog_root);
  vt_ui_press (dialog_root, "Return");
  vt_ui_wait_until (osm_into_dialog_gone, NULL);

  /* the church where its latitude and longitude put it on the Mulde's sheet */
  g_assert_nonnull (vt_map_find_feature (map, "node-30"));
  church = vt_feature_get_points (vt_map_find_feature (map, "node-30"), &n)[0];
  g_assert_cmpfloat (fabs (church.x - 1114.8), <, 1.0);
  g_assert_cmpfloat (fabs (church.y - 177.2), <, 1.0);
  vt_ui_close_all_windows ();
}

/* The form as a designer first sees it, for a look at 1280 × 720. */
static void
test_osm_into_form_fits (void)
{
  g_autofree char *mulde = g_test_build_filename (G_TEST_DIST, "data", "osm", "unbridged.osm", NULL);
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtScenario) scenario = vt_osm_import_new_scenario (mulde, ruleset, NULL, NULL, 6 * 60, NULL, NULL, NULL,
                                                               NULL);
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1);
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  VtCalibration calibration = { 2, 0, { 0, 0 } };
  VtOsmIntoDialog *dialog = vt_osm_into_dialog_new (NULL, editor, ruleset, &calibration, 1115, 531);
  g_autoptr(VtUiCapture) capture = NULL;

  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_get_sensitive (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-into-by-corners")));
  capture = vt_ui_capture_window (GTK_WIDGET (dialog), "keys-osm-into-form.png");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 1280);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, 720);
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
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));
  activated = g_ptr_array_new_with_free_func (g_free);
  g_signal_add_emission_hook (g_signal_lookup ("activate", G_TYPE_SIMPLE_ACTION), 0, note_activation, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("change-state", G_TYPE_SIMPLE_ACTION), 0, note_activation,
                              GUINT_TO_POINTER (1), NULL);

  g_test_add_func ("/vt/ui/keys/side-boards", test_side_boards_from_keys);
  g_test_add_func ("/vt/ui/keys/typing-in-fields", test_typing_in_fields);
  g_test_add_func ("/vt/ui/keys/plus-zooms-the-map", test_plus_zooms_the_map);
  g_test_add_func ("/vt/ui/keys/every-listed-key", test_every_listed_key);
  g_test_add_func ("/vt/ui/keys/ruleset-names", test_ruleset_names);
  g_test_add_func ("/vt/ui/keys/print-proposes-title", test_print_proposes_title);
  g_test_add_func ("/vt/ui/keys/osm-import-opens-lay-out", test_osm_import_opens_lay_out);
  g_test_add_func ("/vt/ui/keys/osm-import-names-crossings", test_osm_import_names_crossings);
  g_test_add_func ("/vt/ui/keys/osm-import-into-scenario", test_osm_import_into_scenario);
  g_test_add_func ("/vt/ui/keys/osm-import-into-by-corners", test_osm_import_into_by_corners);
  g_test_add_func ("/vt/ui/keys/osm-into-form-fits", test_osm_into_form_fits);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  g_ptr_array_unref (activated);
  return status;
}
