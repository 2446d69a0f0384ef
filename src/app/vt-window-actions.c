/* vt-window-actions.c: what the window's menus, buttons and keys do, in three groups
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-action-dialog.h"
#include "vt-measure.h"
#include "vt-message-dialog.h"
#include "vt-side-board.h"
#include "vt-tables-window.h"
#include "vt-sound.h"
#include "vt-timers-window.h"
#include "vt-note-dialog.h"
#include "vt-give-move-dialog.h"
#include "vt-ruling-dialog.h"
#include "vt-report-print.h"
#include "vt-window-private.h"

static VtGame *
get_game (VtWindow *self)
{
  return self->document != NULL ? vt_document_get_game (self->document) : NULL;
}

/* game: the file */

/* the map picture a game saved now refers to: NULL when it has none, or
 * carries it, or can no longer be laid out */
static VtUnderlay *
referred_underlay (VtWindow *self)
{
  VtEditor *editor = self->document != NULL ? vt_document_get_editor (self->document) : NULL;
  VtUnderlay *underlay = editor != NULL
    ? vt_scenario_get_underlay (vt_game_get_scenario (vt_editor_get_game (editor))) : NULL;

  return underlay != NULL && !vt_underlay_is_embedded (underlay) ? underlay : NULL;
}

/* Save As's choice to carry the picture: one step of undo, as the map
 * image page's check button is */
static gboolean
embed_underlay (VtWindow *self,
                GFile    *file)
{
  VtUnderlay *underlay = referred_underlay (self);
  g_autoptr(VtUnderlay) embedded = NULL;
  g_autoptr(GError) error = NULL;

  if (underlay == NULL)
    return TRUE;
  embedded = vt_underlay_copy (underlay);
  if (!vt_underlay_embed (embedded, vt_document_get_file (self->document), &error)
      || !vt_editor_set_underlay (vt_document_get_editor (self->document), embedded, &error))
    {
      vt_window_show_error (GTK_WINDOW (self), _("Could not keep the map picture in the game file"),
                            error->message);
      return FALSE;
    }
  return TRUE;
}

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

      if (g_strcmp0 (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), "embed"), "true") == 0
          && !embed_underlay (self, file))
        {
          self->close_after_save = FALSE;
          gtk_native_dialog_destroy (chooser);
          g_object_unref (chooser);
          return;
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

  /* what carrying the picture does, where the designer decides it */
  if (referred_underlay (self) != NULL)
    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "embed",
                                 _("Keep the map picture inside the game file (then it need not be copied with it)"),
                                 NULL, NULL);

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

/* The umpire's report, all of it, through the print dialog (which can also
 * print to a PDF). */
static void
print_report_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  VtWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL)
    return;
  if (!vt_report_print (GTK_WINDOW (self), vt_document_get_game (self->document), NULL, NULL, 0, NULL, &error))
    vt_window_show_error (GTK_WINDOW (self), _("The report could not be printed"), error->message);
}

static const GActionEntry game_entries[] = {
  { "save", save_activated },
  { "print-report", print_report_activated },
  { "save-as", save_as_activated },
  { "open-recent", open_recent_activated, "s" },
};

/* play: the rules and the journal */

/* Laying out, Undo takes back the last edit; playing, the last event. */
static VtEditor *
get_laying_out_editor (VtWindow *self)
{
  if (!_vt_window_get_laying_out (self) || self->document == NULL)
    return NULL;
  return vt_document_get_editor (self->document);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtGame *game = get_game (user_data);
  VtEditor *editor = get_laying_out_editor (user_data);

  if (editor != NULL)
    vt_editor_undo (editor);
  else if (game != NULL)
    vt_game_undo (game);
  _vt_window_actions_update (user_data);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtGame *game = get_game (user_data);
  VtEditor *editor = get_laying_out_editor (user_data);

  if (editor != NULL)
    vt_editor_redo (editor);
  else if (game != NULL)
    vt_game_redo (game);
  _vt_window_actions_update (user_data);
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

/* Send a message, from the selected unit unless none is selected. */
static void
send_message_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  const char * const *selected;
  VtMessageDialog *dialog;

  if (game == NULL)
    return;
  selected = vt_map_view_get_selected_units (self->map_view);
  dialog = vt_message_dialog_new (GTK_WINDOW (self), game, selected != NULL ? selected[0] : NULL);
  /* the rest of the selection is what a report from the first names */
  if (selected != NULL && selected[0] != NULL && selected[1] != NULL)
    vt_message_dialog_set_reported (dialog, selected + 1);
  /* the minutes the deliberation watch last stopped at, as the umpire timed them */
  if (self->timers_window != NULL &&
      vt_timers_window_get_deliberation_minutes (VT_TIMERS_WINDOW (self->timers_window)) > 0)
    vt_message_dialog_set_deliberation (dialog,
                                        vt_timers_window_get_deliberation_minutes (VT_TIMERS_WINDOW (self->timers_window)));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* slips for the selected messages, or those delivered this Zug */
static void
print_slips_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;

  if (get_game (self) != NULL)
    vt_messages_panel_print_slips (self->messages_panel, NULL, NULL);
}

/* the umpire's note or critique, a journal entry */
static void
add_note_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);

  if (game != NULL)
    gtk_window_present (GTK_WINDOW (vt_note_dialog_new (GTK_WINDOW (self), game)));
}

/* What the banner said was refused, allowed with the umpire's reason. */
static void
allow_refused_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  VtRuling *ruling = vt_map_view_steal_ruling (self->map_view);

  if (game == NULL || ruling == NULL)
    {
      vt_ruling_free (ruling);
      return;
    }
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  _vt_window_actions_update (self);
  gtk_window_present (GTK_WINDOW (vt_ruling_dialog_new (GTK_WINDOW (self), game, ruling)));
}

/* II §4 B b: the lot drawn when the night screen is lifted gives a side
 * the move; the umpire names it and why. */
static void
give_move_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);

  if (game == NULL || !vt_game_may_give_move (game))
    return;
  gtk_window_present (GTK_WINDOW (vt_give_move_dialog_new (GTK_WINDOW (self), game)));
}

/* The ground the umpire changed in play reaches a side when its troops
 * see it; this shows every change to all sides now (the players may be
 * told of field works, or see them on the table). */
static void
publish_terrain_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return;
  if (!vt_game_publish_terrain (game, &error))
    _vt_window_show_banner (self, error->message);
  _vt_window_actions_update (self);
}

static const GActionEntry play_entries[] = {
  { "add-note", add_note_activated },
  { "allow-refused", allow_refused_activated },
  { "give-move", give_move_activated },
  { "publish-terrain", publish_terrain_activated },
  { "send-message", send_message_activated },
  { "print-slips", print_slips_activated },
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

/* A board's square numbers, on demand (War-Chess: "square numbers on
 * demand"); the view draws them by default. */
static void
cell_numbers_changed (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  VtWindow *self = user_data;

  g_simple_action_set_state (action, value);
  vt_map_view_set_cell_numbers (self->map_view, g_variant_get_boolean (value));
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

/* Ctrl+Shift+1 … 9: the Nth side's board. With Shift held the key of 1
 * gives "!" (or whatever the layout puts there), which the accelerator of
 * <Control><Shift>1 never matches: the key is read as its unshifted level. */
static gboolean
board_key_pressed (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   VtWindow              *self)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
  guint unshifted = 0;
  g_autofree char *name = NULL;

  if ((state & gtk_accelerator_get_default_mod_mask ()) != (GDK_CONTROL_MASK | GDK_SHIFT_MASK) ||
      !gdk_display_translate_key (display, keycode, 0, gtk_event_controller_key_get_group (controller),
                                  &unshifted, NULL, NULL, NULL) ||
      unshifted < GDK_KEY_1 || unshifted > GDK_KEY_9 || unshifted - GDK_KEY_1 >= self->n_numbered_boards)
    return FALSE;
  name = g_strdup_printf ("side-board-%u", unshifted - GDK_KEY_1 + 1);
  if (!g_action_group_get_action_enabled (G_ACTION_GROUP (self->view_actions), name))
    return FALSE;
  g_action_group_activate_action (G_ACTION_GROUP (self->view_actions), name, NULL);
  return TRUE;
}

/* a sidebar page by its name: forces, journal, losses, briefings, messages */
static void
show_page_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  static const char * const play_pages[] = { "forces", "journal", "losses", "briefings", "messages", NULL };
  VtWindow *self = user_data;
  const char *page = g_variant_get_string (parameter, NULL);

  /* laying out, Alt+1… choose the editor's pages in their order */
  if (_vt_window_get_laying_out (self))
    {
      g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (self->edit_stack);

      for (guint i = 0; play_pages[i] != NULL; i++)
        if (g_str_equal (play_pages[i], page) && i < g_list_model_get_n_items (G_LIST_MODEL (pages)))
          {
            g_autoptr(GObject) stack_page = g_list_model_get_item (G_LIST_MODEL (pages), i);

            gtk_stack_set_visible_child (self->edit_stack, gtk_stack_page_get_child (GTK_STACK_PAGE (stack_page)));
          }
      if (gtk_stack_get_child_by_name (self->edit_stack, page) != NULL)
        gtk_stack_set_visible_child_name (self->edit_stack, page);
      return;
    }
  if (gtk_stack_get_child_by_name (self->side_stack, page) != NULL)
    gtk_stack_set_visible_child_name (self->side_stack, page);
}

/* view.mode: "play" or "layout", the header bar's switch */
static void
mode_changed (GSimpleAction *action,
              GVariant      *value,
              gpointer       user_data)
{
  _vt_window_set_laying_out (user_data, g_str_equal (g_variant_get_string (value, NULL), "layout"));
}

static void
switch_mode_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  _vt_window_set_laying_out (user_data, !_vt_window_get_laying_out (user_data));
}

/* view.timers: the watches, kept while this window lasts so a move
 * timer runs on when its window is closed */
static void
timers_destroyed (VtWindow *self)
{
  self->timers_window = NULL;
}

static void
timers_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->timers_window == NULL)
    {
      self->timers_window = GTK_WIDGET (vt_timers_window_new (GTK_WINDOW (self), get_game (self)));
      /* the timers window may outlive this one by a moment
       * (destroy-with-parent): the handler goes with this window */
      g_signal_connect_object (self->timers_window, "destroy", G_CALLBACK (timers_destroyed),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->timers_window));
}

static const GActionEntry view_entries[] = {
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-fit", zoom_fit_activated },
  { "measure", NULL, NULL, "false", measure_changed },
  { "cell-numbers", NULL, NULL, "true", cell_numbers_changed },
  { "mode", NULL, "s", "'play'", mode_changed },
  { "switch-mode", switch_mode_activated },
  { "show-page", show_page_activated, "s" },
  { "timers", timers_activated },
};

/* side boards: a window per side, what it sees; the umpire's view as a side sees it */

static VtSide *
side_of (VtWindow   *self,
         const char *side_id)
{
  VtGame *game = get_game (self);

  return game != NULL ? vt_scenario_find_side (vt_game_get_state (game), side_id) : NULL;
}

static void
board_destroyed (VtSideBoard *board,
                 VtWindow    *self)
{
  g_hash_table_remove (self->side_boards, vt_side_board_get_side (board));
  _vt_window_boards_update (self);
}

/* Opens the side's board, or closes it if it is open. */
static void
toggle_board (VtWindow   *self,
              const char *side_id)
{
  VtGame *game = get_game (self);
  VtSideBoard *board;

  if (game == NULL || side_of (self, side_id) == NULL)
    return;

  board = g_hash_table_lookup (self->side_boards, side_id);
  if (board != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (board));
      return;
    }

  /* Not the application's: the umpire's window closes it with the game,
   * and it keeps nothing the application would wait for. */
  board = vt_side_board_new (game, side_id);
  g_hash_table_insert (self->side_boards, g_strdup (side_id), board);
  g_signal_connect (board, "destroy", G_CALLBACK (board_destroyed), self);
  gtk_window_present (GTK_WINDOW (board));
  _vt_window_boards_update (self);
}

static void
side_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  toggle_board (user_data, g_variant_get_string (parameter, NULL));
}

/* view.side-board-N: the Nth side's board, a check in the menu, a key */
static void
numbered_board_changed (GSimpleAction *action,
                        GVariant      *value,
                        gpointer       user_data)
{
  VtWindow *self = user_data;
  const char *side_id = g_object_get_data (G_OBJECT (action), "vt-side");

  if (g_variant_get_boolean (value) != (g_hash_table_lookup (self->side_boards, side_id) != NULL))
    toggle_board (self, side_id);
}

static void
seen_by_changed (GSimpleAction *action,
                 GVariant      *value,
                 gpointer       user_data)
{
  VtWindow *self = user_data;
  VtGame *game = get_game (self);
  const char *side_id = g_variant_get_string (value, NULL);

  if (side_id[0] != '\0' && side_of (self, side_id) == NULL)
    return;

  g_simple_action_set_state (action, value);
  vt_map_view_set_seen_by (self->map_view, side_id[0] != '\0' ? vt_game_get_knowledge (game, side_id) : NULL);
}

/* The umpire shows the selected units to a side, or hides them from it,
 * for the rest of the Zug: one journal entry a unit, each undone alone. */
static void
reveal_selected (VtWindow   *self,
                 const char *side_id,
                 gboolean    reveal)
{
  VtGame *game = get_game (self);
  const char * const *selected = vt_map_view_get_selected_units (self->map_view);
  VtSide *side = side_of (self, side_id);
  guint done = 0;

  if (game == NULL || side == NULL)
    return;

  for (guint i = 0; selected[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), selected[i]);
      g_autoptr(GError) error = NULL;

      /* a side's own units it always sees */
      if (unit == NULL || g_strcmp0 (vt_unit_get_side (unit), side_id) == 0)
        continue;
      if (!vt_game_reveal (game, side_id, selected[i], NULL, 0, reveal, &error))
        {
          _vt_window_show_banner (self, error->message);
          return;
        }
      done++;
    }

  if (done == 0)
    {
      g_autofree char *message = g_strdup_printf (_("The selected units are %s’s own: it sees them"),
                                                  vt_side_get_name (side));

      _vt_window_show_banner (self, message);
    }
}

static void
reveal_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  reveal_selected (user_data, g_variant_get_string (parameter, NULL), TRUE);
}

static void
hide_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  reveal_selected (user_data, g_variant_get_string (parameter, NULL), FALSE);
}

static char *
numbered_board_action (guint n)
{
  return g_strdup_printf ("side-board-%u", n);
}

/* The game's sides: a check for each one's board, a "seen by" for each,
 * and in the Actions menu a reveal and a hide for each. */
void
_vt_window_boards_set_game (VtWindow *self)
{
  VtGame *game = get_game (self);
  GListModel *sides = game != NULL ? vt_scenario_get_sides (vt_game_get_state (game)) : NULL;
  guint n_sides = sides != NULL ? g_list_model_get_n_items (sides) : 0;
  GAction *seen_by = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), "seen-by");

  _vt_window_close_boards (self);
  for (guint n = 1; n <= self->n_numbered_boards; n++)
    {
      g_autofree char *name = numbered_board_action (n);

      g_action_map_remove_action (G_ACTION_MAP (self->view_actions), name);
    }
  self->n_numbered_boards = n_sides;

  g_menu_remove_all (self->boards_section);
  g_menu_remove_all (self->seen_by_section);
  g_menu_remove_all (self->reveal_section);
  g_simple_action_set_state (G_SIMPLE_ACTION (seen_by), g_variant_new_string (""));
  vt_map_view_set_seen_by (self->map_view, NULL);
  if (n_sides > 0)
    {
      g_autoptr(GMenuItem) everything = g_menu_item_new (_("Seen by _Nobody: All"), NULL);

      g_menu_item_set_action_and_target_value (everything, "view.seen-by", g_variant_new_string (""));
      g_menu_append_item (self->seen_by_section, everything);
    }

  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *name = numbered_board_action (i + 1);
      g_autofree char *detailed = g_strconcat ("view.", name, NULL);
      g_autofree char *board_label = g_strdup_printf (_("%s’s Board"), vt_side_get_name (side));
      g_autofree char *seen_label = g_strdup_printf (_("Seen by %s"), vt_side_get_name (side));
      g_autofree char *reveal_label = g_strdup_printf (_("Reveal to %s"), vt_side_get_name (side));
      g_autofree char *hide_label = g_strdup_printf (_("Hide from %s"), vt_side_get_name (side));
      g_autoptr(GSimpleAction) action = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (FALSE));
      g_autoptr(GMenuItem) seen_item = g_menu_item_new (seen_label, NULL);
      g_autoptr(GMenuItem) reveal_item = g_menu_item_new (reveal_label, NULL);
      g_autoptr(GMenuItem) hide_item = g_menu_item_new (hide_label, NULL);

      g_object_set_data_full (G_OBJECT (action), "vt-side", g_strdup (vt_side_get_id (side)), g_free);
      g_signal_connect (action, "change-state", G_CALLBACK (numbered_board_changed), self);
      g_action_map_add_action (G_ACTION_MAP (self->view_actions), G_ACTION (action));
      g_menu_append (self->boards_section, board_label, detailed);

      g_menu_item_set_action_and_target_value (seen_item, "view.seen-by", g_variant_new_string (vt_side_get_id (side)));
      g_menu_append_item (self->seen_by_section, seen_item);
      g_menu_item_set_action_and_target_value (reveal_item, "play.reveal", g_variant_new_string (vt_side_get_id (side)));
      g_menu_append_item (self->reveal_section, reveal_item);
      g_menu_item_set_action_and_target_value (hide_item, "play.hide", g_variant_new_string (vt_side_get_id (side)));
      g_menu_append_item (self->reveal_section, hide_item);
    }

  _vt_window_boards_update (self);
}

/* which boards are open; reveal and hide want a selection */
void
_vt_window_boards_update (VtWindow *self)
{
  VtGame *game = get_game (self);
  const char * const *selected = vt_map_view_get_selected_units (self->map_view);
  g_autoptr(GVariantBuilder) open = g_variant_builder_new (G_VARIANT_TYPE ("as"));
  GHashTableIter iter;
  const char *side_id;

  /* the window is going */
  if (self->side_boards == NULL)
    return;

  for (guint n = 1; n <= self->n_numbered_boards; n++)
    {
      g_autofree char *name = numbered_board_action (n);
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), name);
      const char *side = g_object_get_data (G_OBJECT (action), "vt-side");

      g_simple_action_set_state (G_SIMPLE_ACTION (action),
                                 g_variant_new_boolean (g_hash_table_lookup (self->side_boards, side) != NULL));
    }

  g_hash_table_iter_init (&iter, self->side_boards);
  while (g_hash_table_iter_next (&iter, (gpointer *) &side_id, NULL))
    g_variant_builder_add (open, "s", side_id);
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->view_actions),
                                                                           "side-board")),
                             g_variant_builder_end (open));

  {
    GAction *side_board = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), "side-board");
    GAction *seen_by = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), "seen-by");
    GAction *reveal = g_action_map_lookup_action (G_ACTION_MAP (self->play_actions), "reveal");
    GAction *hide = g_action_map_lookup_action (G_ACTION_MAP (self->play_actions), "hide");

    g_simple_action_set_enabled (G_SIMPLE_ACTION (side_board), game != NULL);
    g_simple_action_set_enabled (G_SIMPLE_ACTION (seen_by), game != NULL);
    g_simple_action_set_enabled (G_SIMPLE_ACTION (reveal), game != NULL && selected[0] != NULL);
    g_simple_action_set_enabled (G_SIMPLE_ACTION (hide), game != NULL && selected[0] != NULL);
  }
}

void
_vt_window_close_boards (VtWindow *self)
{
  g_autoptr(GList) boards = NULL;

  if (self->side_boards == NULL)
    return;
  boards = g_hash_table_get_values (self->side_boards);

  for (GList *l = boards; l != NULL; l = l->next)
    {
      g_signal_handlers_disconnect_by_func (l->data, board_destroyed, self);
      gtk_window_destroy (GTK_WINDOW (l->data));
    }
  g_hash_table_remove_all (self->side_boards);
}

static const GActionEntry board_entries[] = {
  { "side-board", side_board_activated, "s", "@as []" },
  { "seen-by", NULL, "s", "''", seen_by_changed },
};

static const GActionEntry reveal_entries[] = {
  { "reveal", reveal_activated, "s" },
  { "hide", hide_activated, "s" },
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
  static const struct {
    guint       keyval;
    const char *action;
  } zoom_keys[] = {
    { GDK_KEY_plus, "view.zoom-in" }, { GDK_KEY_KP_Add, "view.zoom-in" },
    { GDK_KEY_minus, "view.zoom-out" }, { GDK_KEY_KP_Subtract, "view.zoom-out" },
  };
  GtkEventController *shortcuts, *board_keys;

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries), self);
  self->game_actions = add_group (self, "game", game_entries, G_N_ELEMENTS (game_entries));
  self->play_actions = add_group (self, "play", play_entries, G_N_ELEMENTS (play_entries));
  self->view_actions = add_group (self, "view", view_entries, G_N_ELEMENTS (view_entries));
  g_action_map_add_action_entries (G_ACTION_MAP (self->view_actions), board_entries, G_N_ELEMENTS (board_entries), self);
  g_action_map_add_action_entries (G_ACTION_MAP (self->play_actions), reveal_entries, G_N_ELEMENTS (reveal_entries), self);
  {
    g_autoptr(GAction) mute = vt_sound_create_mute_action ();

    g_action_map_add_action (G_ACTION_MAP (self->view_actions), mute);
  }
  /* the menu's Units of Length: the setting itself, so every window and
   * the next start agree */
  if (vt_measure_get_settings () != NULL)
    {
      g_autoptr(GAction) length_units = g_settings_create_action (vt_measure_get_settings (), "length-units");

      g_action_map_add_action (G_ACTION_MAP (self->view_actions), length_units);
    }

  g_signal_connect_swapped (self->map_view, "notify::measuring", G_CALLBACK (measuring_notified), self);
  g_signal_connect_swapped (self->advance_confirm, "clicked", G_CALLBACK (advance_confirmed), self);

  /* M lays the ruler; in the bubble phase, so typing an M anywhere else
   * still types it (and so for + and -) */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_m, 0),
                                                          gtk_named_action_new ("view.measure")));
  /* + and - zoom the map, where no field takes them as text */
  for (guint i = 0; i < G_N_ELEMENTS (zoom_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (zoom_keys[i].keyval, 0),
                                                            gtk_named_action_new (zoom_keys[i].action)));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_pressed, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  /* before the focused widget, as an accelerator is */
  board_keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (board_keys, GTK_PHASE_CAPTURE);
  g_signal_connect (board_keys, "key-pressed", G_CALLBACK (board_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), board_keys);
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
  enable (self->view_actions, "cell-numbers",
          game != NULL && vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game))) != NULL);

  /* the rules need a ruleset */
  if (get_laying_out_editor (self) != NULL)
    {
      VtEditor *editor = get_laying_out_editor (self);

      enable (self->play_actions, "undo", vt_editor_get_can_undo (editor));
      enable (self->play_actions, "redo", vt_editor_get_can_redo (editor));
    }
  else
    {
      enable (self->play_actions, "undo", game != NULL && vt_journal_can_undo (vt_game_get_journal (game)));
      enable (self->play_actions, "redo", game != NULL && vt_journal_can_redo (vt_game_get_journal (game)));
    }
  enable (self->view_actions, "mode", game != NULL);
  enable (self->view_actions, "switch-mode", game != NULL);
  if (self->edit_actions != NULL)
    {
      enable (self->edit_actions, "tool", _vt_window_get_laying_out (self));
      enable (self->edit_actions, "choose-kind", _vt_window_get_laying_out (self));
      enable (self->edit_actions, "unlock", _vt_window_get_laying_out (self));
      enable (self->edit_actions, "import-osm-into", _vt_window_may_import_osm_into (self));
      enable (self->edit_actions, "snap-to-grid", _vt_window_get_laying_out (self) && ruleset != NULL &&
                                                  vt_ruleset_get_editor_info (ruleset)->grid > 0);
    }
  enable (self->play_actions, "next-phase", ruleset != NULL);
  enable (self->play_actions, "advance-moves", ruleset != NULL);
  enable (self->play_actions, "rule-tables", ruleset != NULL);
  enable (self->play_actions, "show-advance", ruleset != NULL);
  enable (self->play_actions, "send-message", game != NULL);
  enable (self->play_actions, "allow-refused", game != NULL && vt_map_view_has_ruling (self->map_view));
  enable (self->play_actions, "give-move", game != NULL && vt_game_may_give_move (game));
  enable (self->play_actions, "publish-terrain", game != NULL && vt_game_may_publish_terrain (game));
  enable (self->play_actions, "print-slips", game != NULL);
  enable (self->view_actions, "show-page", game != NULL);
  if (self->timers_window != NULL)
    vt_timers_window_set_game (VT_TIMERS_WINDOW (self->timers_window), game);
  if (ruleset != NULL)
    vt_ruleset_get_actions (ruleset, &n_actions);
  enable (self->play_actions, "action", n_actions > 0);
  /* the menu also reveals and hides units, in any game with sides */
  enable (self->play_actions, "show-actions", n_actions > 0 || self->n_numbered_boards > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->actions_button), n_actions > 0 || self->n_numbered_boards > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->advance_confirm), ruleset != NULL);
}
