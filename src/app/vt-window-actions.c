/* vt-window-actions.c: what the window's menus, buttons and keys do, in three groups
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-action-dialog.h"
#include "vt-tables-window.h"
#include "vt-window-private.h"

static VtGame *
get_game (VtWindow *self)
{
  return self->document != NULL ? vt_document_get_game (self->document) : NULL;
}

/* game: the file */

static void
save_as_response (GtkNativeDialog *chooser,
                  int              response,
                  VtWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *basename = g_file_get_basename (chosen);
      g_autoptr(GFile) file = NULL;

      /* A game file is known by its extension. */
      if (g_str_has_suffix (basename, ".vertrauter"))
        file = g_object_ref (chosen);
      else
        {
          g_autoptr(GFile) parent = g_file_get_parent (chosen);
          g_autofree char *named = g_strconcat (basename, ".vertrauter", NULL);

          file = g_file_get_child (parent, named);
        }

      gtk_native_dialog_destroy (chooser);
      g_object_unref (chooser);
      vt_window_save_to (self, file);
      return;
    }

  /* cancelled: the window stays */
  self->close_after_save = FALSE;
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  VtWindow *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  GFile *file;

  if (self->document == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (games, _("Vertrauter games"));
  gtk_file_filter_add_pattern (games, "*.vertrauter");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);

  file = vt_document_get_file (self->document);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  else
    {
      const char *title = vt_scenario_get_title (vt_game_get_state (get_game (self)));
      g_autofree char *name = g_strdup_printf ("%s.vertrauter",
                                               title != NULL && title[0] != '\0' ? title : _("Untitled Game"));

      g_strdelimit (name, "/\\:", '-');
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }

  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->document == NULL)
    return;

  if (vt_document_get_file (self->document) == NULL)
    save_as_activated (action, parameter, user_data);
  else
    vt_window_save_to (self, vt_document_get_file (self->document));
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  /* into this window while it is empty; else the application, which
   * brings forward a window that has it already */
  if (self->document == NULL)
    vt_window_load_file (self, file);
  else
    {
      GFile *files[] = { file };

      g_application_open (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))), files, 1, "");
    }
}

static const GActionEntry game_entries[] = {
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "open-recent", open_recent_activated, "s" },
};

/* play: the rules and the journal */

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtGame *game = get_game (user_data);

  if (game != NULL)
    vt_game_undo (game);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtGame *game = get_game (user_data);

  if (game != NULL)
    vt_game_redo (game);
}

static void
next_phase_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  g_autoptr(GError) error = NULL;

  if (game != NULL && !vt_game_advance_phase (game, &error))
    _vt_window_show_banner (self, error->message);
}

static void
advance_moves_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  g_autoptr(GError) error = NULL;
  guint zuege = g_variant_get_uint32 (parameter);

  if (game != NULL && zuege > 0 && !vt_game_advance_moves (game, zuege, &error))
    _vt_window_show_banner (self, error->message);
}

static void
advance_confirmed (VtWindow *self)
{
  guint zuege = (guint) gtk_spin_button_get_value_as_int (self->advance_spin);

  gtk_popover_popdown (self->advance_popover);
  g_action_group_activate_action (G_ACTION_GROUP (self->play_actions), "advance-moves", g_variant_new_uint32 (zuege));
}

static void
action_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  VtActionDialog *dialog;

  if (game == NULL || vt_game_get_ruleset (game) == NULL ||
      vt_ruleset_find_action (vt_game_get_ruleset (game), g_variant_get_string (parameter, NULL)) == NULL)
    return;

  dialog = vt_action_dialog_new (GTK_WINDOW (self), game,
                                 g_variant_get_string (parameter, NULL),
                                 vt_map_view_get_selected_units (self->map_view));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* House rules and options are part of the set-up: there is something to save. */
static void
set_up_changed (VtWindow *self)
{
  if (self->document != NULL)
    vt_document_set_up_changed (self->document);
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
}

static void
rule_tables_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;

  if (get_game (self) == NULL)
    return;

  if (self->tables_window == NULL)
    {
      self->tables_window = GTK_WIDGET (vt_tables_window_new (GTK_WINDOW (self), get_game (self)));
      g_object_add_weak_pointer (G_OBJECT (self->tables_window), (gpointer *) &self->tables_window);
      g_signal_connect_object (self->tables_window, "set-up-changed", G_CALLBACK (set_up_changed),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->tables_window));
}

/* The Actions menu and the Advance Züge form open from the keyboard as
 * they do under the pointer. */
static void
show_actions_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  VtWindow *self = user_data;

  if (gtk_widget_is_sensitive (GTK_WIDGET (self->actions_button)))
    gtk_menu_button_popup (self->actions_button);
}

static void
show_advance_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  VtWindow *self = user_data;

  if (get_game (self) != NULL)
    gtk_popover_popup (self->advance_popover);
}

static const GActionEntry play_entries[] = {
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "next-phase", next_phase_activated },
  { "advance-moves", advance_moves_activated, "u" },
  { "show-advance", show_advance_activated },
  { "action", action_activated, "s" },
  { "show-actions", show_actions_activated },
  { "rule-tables", rule_tables_activated },
};

/* view: the map */

static void
zoom_in_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  vt_map_view_zoom_in (VT_WINDOW (user_data)->map_view);
}

static void
zoom_out_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_out (VT_WINDOW (user_data)->map_view);
}

static void
zoom_fit_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_fit (VT_WINDOW (user_data)->map_view);
}

static void
measure_changed (GSimpleAction *action,
                 GVariant      *value,
                 gpointer       user_data)
{
  VtWindow *self = user_data;

  g_simple_action_set_state (action, value);
  vt_map_view_set_measuring (self->map_view, g_variant_get_boolean (value));
}

static void
measuring_notified (VtWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), "measure");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (vt_map_view_get_measuring (self->map_view)));
}

/* Escape leaves measuring wherever the focus is (the Measure button
 * itself, once clicked); nothing else to leave, it goes on to others. */
static gboolean
escape_pressed (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  VtWindow *self = VT_WINDOW (widget);

  if (!vt_map_view_get_measuring (self->map_view))
    return FALSE;

  vt_map_view_set_measuring (self->map_view, FALSE);
  return TRUE;
}

/* a sidebar page by its name: forces, journal, losses, briefings */
static void
show_page_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  VtWindow *self = user_data;
  const char *page = g_variant_get_string (parameter, NULL);

  if (gtk_stack_get_child_by_name (self->side_stack, page) != NULL)
    gtk_stack_set_visible_child_name (self->side_stack, page);
}

static const GActionEntry view_entries[] = {
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-fit", zoom_fit_activated },
  { "measure", NULL, NULL, "false", measure_changed },
  { "show-page", show_page_activated, "s" },
};

/* win: the window itself */

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static const GActionEntry win_entries[] = {
  { "close", close_activated },
};

static GSimpleActionGroup *
add_group (VtWindow           *self,
           const char         *prefix,
           const GActionEntry *entries,
           guint               n_entries)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, n_entries, self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), prefix, G_ACTION_GROUP (group));

  return group;
}

void
_vt_window_actions_init (VtWindow *self)
{
  GtkEventController *shortcuts;

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries), self);
  self->game_actions = add_group (self, "game", game_entries, G_N_ELEMENTS (game_entries));
  self->play_actions = add_group (self, "play", play_entries, G_N_ELEMENTS (play_entries));
  self->view_actions = add_group (self, "view", view_entries, G_N_ELEMENTS (view_entries));

  g_signal_connect_swapped (self->map_view, "notify::measuring", G_CALLBACK (measuring_notified), self);
  g_signal_connect_swapped (self->advance_confirm, "clicked", G_CALLBACK (advance_confirmed), self);

  /* M lays the ruler; in the bubble phase, so typing an M anywhere else
   * still types it */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_m, 0),
                                                          gtk_named_action_new ("view.measure")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_pressed, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

static void
enable (GSimpleActionGroup *group,
        const char         *name,
        gboolean            enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
_vt_window_actions_update (VtWindow *self)
{
  VtGame *game = get_game (self);
  VtRuleset *ruleset = game != NULL ? vt_game_get_ruleset (game) : NULL;
  guint n_actions = 0;

  enable (self->game_actions, "save", game != NULL);
  enable (self->game_actions, "save-as", game != NULL);
  enable (self->view_actions, "zoom-in", game != NULL);
  enable (self->view_actions, "zoom-out", game != NULL);
  enable (self->view_actions, "zoom-fit", game != NULL);
  enable (self->view_actions, "measure", game != NULL);

  /* the rules need a ruleset */
  enable (self->play_actions, "undo", game != NULL && vt_journal_can_undo (vt_game_get_journal (game)));
  enable (self->play_actions, "redo", game != NULL && vt_journal_can_redo (vt_game_get_journal (game)));
  enable (self->play_actions, "next-phase", ruleset != NULL);
  enable (self->play_actions, "advance-moves", ruleset != NULL);
  enable (self->play_actions, "rule-tables", ruleset != NULL);
  enable (self->play_actions, "show-advance", ruleset != NULL);
  enable (self->view_actions, "show-page", game != NULL);
  if (ruleset != NULL)
    vt_ruleset_get_actions (ruleset, &n_actions);
  enable (self->play_actions, "action", n_actions > 0);
  enable (self->play_actions, "show-actions", n_actions > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->actions_button), n_actions > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->advance_confirm), ruleset != NULL);
}
