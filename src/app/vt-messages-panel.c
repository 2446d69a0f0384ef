/* vt-messages-panel.c: the Messages page: what is on its way, the umpire's decisions, the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-messages-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-message-slips.h"
#include "vt-messages-panel.h"

struct _VtMessagesPanel
{
  GtkWidget     parent_instance;

  VtGame       *game;
  /* the Zug the page last showed: messages due after it are news */
  guint         last_move;
  /* the ids selected in the log, kept over a rebuild */
  GHashTable   *selected;
  guint         rebuilding;

  /* template children */
  GtkWidget    *scroller;
  GtkRevealer  *error_revealer;
  GtkLabel     *error_label;
  GtkButton    *error_close;
  GtkWidget    *pending_empty;
  GtkListBox   *pending_list;
  GtkDropDown  *side_dropdown;
  GtkDropDown  *kind_dropdown;
  GtkWidget    *log_empty;
  GtkListBox   *log_list;
};

G_DEFINE_FINAL_TYPE (VtMessagesPanel, vt_messages_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  ARRIVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void rebuild (VtMessagesPanel *self);

static VtMessageLog *
get_log (VtMessagesPanel *self)
{
  return self->game != NULL ? vt_game_get_messages (self->game) : NULL;
}

static void
show_error (VtMessagesPanel *self,
            const char      *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

static void
hide_error (VtMessagesPanel *self)
{
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
}

/* "Order · Feldwache → Blau" */
static char *
dup_title (VtMessagesPanel *self,
           VtMessage       *message)
{
  g_autofree char *kind = vt_message_slip_dup_kind (message);
  g_autofree char *from = vt_message_slip_dup_from (self->game, message);
  g_autofree char *to = vt_message_slip_dup_to (self->game, message);

  /* TRANSLATORS: a message's kind, sender and addressee */
  return g_strdup_printf (_("%s · %s → %s"), kind, from, to);
}

/* "due Zug 7, 06:42 · in 2 Züge", "due now" */
static char *
dup_countdown (VtMessagesPanel *self,
               VtMessage       *message)
{
  guint move = vt_game_get_move (self->game);
  guint left = vt_message_get_moves_left (message, move);
  g_autofree char *when = vt_message_slip_dup_when (self->game, vt_message_get_due_move (message),
                                                    vt_message_get_due_time (message));
  g_autofree char *in = vt_measure_format_moves (vt_game_get_ruleset (self->game), left);
  const char *held = vt_message_get_state (message) == VT_MESSAGE_HELD ? _("held · ") : "";

  if (left == 0)
    /* TRANSLATORS: a held message whose Zug has come */
    return g_strdup_printf (_("%sdue %s · due now"), held, when);
  /* TRANSLATORS: "due Zug 7, 06:42 · in 2 Züge" */
  return g_strdup_printf (_("%sdue %s · in %s"), held, when, in);
}

static GtkWidget *
row_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* decisions */

static const char *
button_message (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "message-id");
}

static void
popdown (GtkWidget *button)
{
  GtkWidget *popover = gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

/* after a decision: its error on the page, or the page as it now is */
static void
decided (VtMessagesPanel *self,
         gboolean         done,
         GError          *error)
{
  if (!done)
    show_error (self, error != NULL ? error->message : _("The decision was refused"));
  else
    hide_error (self);
}

static void
hold_clicked (GtkWidget       *button,
              VtMessagesPanel *self)
{
  g_autofree char *id = g_strdup (button_message (button));
  VtMessage *message = vt_message_log_find (get_log (self), id);
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (message == NULL)
    return;
  if (vt_message_get_state (message) == VT_MESSAGE_HELD)
    done = vt_game_release_message (self->game, id, &error);
  else
    done = vt_game_hold_message (self->game, id, &error);
  decided (self, done, error);
}

static void
lose_clicked (GtkWidget       *button,
              VtMessagesPanel *self)
{
  g_autofree char *id = g_strdup (button_message (button));
  g_autoptr(GError) error = NULL;

  decided (self, vt_game_lose_message (self->game, id, &error), error);
}

static void
hasten_clicked (GtkWidget       *button,
                VtMessagesPanel *self)
{
  g_autofree char *id = g_strdup (button_message (button));
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (button), "spin");
  guint due = (guint) gtk_spin_button_get_value_as_int (spin);
  g_autoptr(GError) error = NULL;

  popdown (button);
  decided (self, vt_game_hasten_message (self->game, id, due, &error), error);
}

static void
intercept_clicked (GtkWidget       *button,
                   VtMessagesPanel *self)
{
  g_autofree char *id = g_strdup (button_message (button));
  g_autofree char *side = g_strdup (g_object_get_data (G_OBJECT (button), "side-id"));
  g_autoptr(GError) error = NULL;

  popdown (button);
  decided (self, vt_game_intercept_message (self->game, id, side, &error), error);
}

static void
garble_clicked (GtkWidget       *button,
                VtMessagesPanel *self)
{
  g_autofree char *id = g_strdup (button_message (button));
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "entry");
  g_autofree char *text = g_strdup (gtk_editable_get_text (entry));
  g_autoptr(GError) error = NULL;

  popdown (button);
  decided (self, vt_game_garble_message (self->game, id, text, &error), error);
}

static GtkWidget *
decision_button (VtMessagesPanel *self,
                 VtMessage       *message,
                 const char      *name,
                 const char      *label,
                 const char      *tooltip,
                 GCallback        callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "message-decision");
  g_object_set_data_full (G_OBJECT (button), "message-id", g_strdup (vt_message_get_id (message)), g_free);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

/* a button that opens a little form: Hasten to a Zug, Intercept by a
 * side, Garble the text */
static GtkWidget *
decision_menu (const char *name,
               const char *label,
               const char *tooltip,
               GtkWidget  *form)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();

  gtk_widget_set_name (button, name);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), label);
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "message-decision");
  gtk_popover_set_child (GTK_POPOVER (popover), form);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  return button;
}

static GtkWidget *
hasten_menu (VtMessagesPanel *self,
             VtMessage       *message)
{
  GtkWidget *form = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  guint move = vt_game_get_move (self->game);
  guint due = vt_message_get_due_move (message);
  GtkWidget *spin = gtk_spin_button_new_with_range (move, MAX (move, due > move ? due - 1 : move), 1);
  g_autofree char *word = vt_measure_format_move (vt_game_get_ruleset (self->game), move);
  GtkWidget *apply;

  gtk_widget_set_name (spin, "message-hasten-to");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), move);
  gtk_box_append (GTK_BOX (form), gtk_label_new (_("Due in")));
  gtk_box_append (GTK_BOX (form), spin);
  apply = decision_button (self, message, "message-hasten-apply", _("_Hasten"),
                           _("Due in that Zug; in this one it arrives at once"), G_CALLBACK (hasten_clicked));
  g_object_set_data (G_OBJECT (apply), "spin", spin);
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_box_append (GTK_BOX (form), apply);
  return decision_menu ("message-hasten", _("Ha_sten…"), _("Bring it sooner: a Zug from this one on"), form);
}

static GtkWidget *
intercept_menu (VtMessagesPanel *self,
                VtMessage       *message)
{
  GtkWidget *form = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *label = NULL;
      GtkWidget *button;

      /* taken by another side than the one it is for */
      if (g_strcmp0 (vt_side_get_id (side), vt_message_get_to_side (message)) == 0)
        continue;
      /* TRANSLATORS: intercepted by a side: "By Rot" */
      label = g_strdup_printf (_("By %s"), vt_side_get_name (side));
      button = decision_button (self, message, "message-intercept-by", label,
                                _("That side takes it; it is never delivered"), G_CALLBACK (intercept_clicked));
      g_object_set_data_full (G_OBJECT (button), "side-id", g_strdup (vt_side_get_id (side)), g_free);
      gtk_box_append (GTK_BOX (form), button);
      n++;
    }
  if (n == 0)
    gtk_box_append (GTK_BOX (form), gtk_label_new (_("No other side to take it")));
  return decision_menu ("message-intercept", _("_Intercept…"), _("Another side takes it"), form);
}

static void
garble_entry_activated (GtkEntry  *entry,
                        GtkWidget *apply)
{
  gtk_widget_activate (apply);
}

static GtkWidget *
garble_menu (VtMessagesPanel *self,
             VtMessage       *message)
{
  GtkWidget *form = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *apply;

  gtk_widget_set_name (entry, "message-garble-text");
  gtk_editable_set_text (GTK_EDITABLE (entry), vt_message_get_text (message));
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 32);
  gtk_box_append (GTK_BOX (form), entry);
  apply = decision_button (self, message, "message-garble-apply", _("_Garble"),
                           _("It arrives with this text"), G_CALLBACK (garble_clicked));
  g_object_set_data (G_OBJECT (apply), "entry", entry);
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_box_append (GTK_BOX (form), apply);
  g_signal_connect (entry, "activate", G_CALLBACK (garble_entry_activated), apply);
  return decision_menu ("message-garble", _("_Garble…"), _("Change the text it arrives with"), form);
}

/* A message on its way: what, who to whom, the first line, the
 * countdown, and the umpire's decisions in big buttons. */
static GtkWidget *
create_pending_row (VtMessagesPanel *self,
                    VtMessage       *message)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *decisions = gtk_grid_new ();
  g_autofree char *title = dup_title (self, message);
  g_autofree char *first = vt_message_slip_dup_first_line (message);
  g_autofree char *countdown = dup_countdown (self, message);
  gboolean held = vt_message_get_state (message) == VT_MESSAGE_HELD;
  GtkWidget *row;

  gtk_box_append (GTK_BOX (box), row_label (title, "message-title"));
  gtk_box_append (GTK_BOX (box), row_label (first, "message-first-line"));
  gtk_box_append (GTK_BOX (box), row_label (countdown, "message-countdown"));

  gtk_grid_set_row_spacing (GTK_GRID (decisions), 4);
  gtk_grid_set_column_spacing (GTK_GRID (decisions), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (decisions), TRUE);
  gtk_grid_attach (GTK_GRID (decisions),
                   held ? decision_button (self, message, "message-release", _("_Release"),
                                           _("Let it go on: it arrives when due, or now if its Zug has come"),
                                           G_CALLBACK (hold_clicked))
                        : decision_button (self, message, "message-hold", _("H_old"),
                                           _("Keep it back until released"), G_CALLBACK (hold_clicked)),
                   0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (decisions), hasten_menu (self, message), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (decisions),
                   decision_button (self, message, "message-lose", _("_Lose"),
                                    _("The courier never arrives"), G_CALLBACK (lose_clicked)),
                   2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (decisions), intercept_menu (self, message), 0, 1, 2, 1);
  gtk_grid_attach (GTK_GRID (decisions), garble_menu (self, message), 2, 1, 1, 1);
  gtk_box_append (GTK_BOX (box), decisions);
  gtk_widget_add_css_class (box, "message-row");

  row = gtk_list_box_row_new ();
  gtk_widget_set_name (row, vt_message_get_id (message));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* due next Zug, or held past its own: the rows the umpire must mind */
  if (vt_message_get_moves_left (message, vt_game_get_move (self->game)) <= 1)
    gtk_widget_add_css_class (row, "message-due");
  if (vt_message_get_moves_left (message, vt_game_get_move (self->game)) == 0)
    gtk_widget_add_css_class (row, "message-due-now");
  return row;
}

/* the log */

static char *
dup_log_times (VtMessagesPanel *self,
               VtMessage       *message)
{
  g_autofree char *sent = vt_message_slip_dup_when (self->game, vt_message_get_sent_move (message),
                                                    vt_message_get_sent_time (message));
  g_autofree char *due = vt_message_slip_dup_when (self->game, vt_message_get_due_move (message),
                                                   vt_message_get_due_time (message));
  const char *state = vt_message_slip_state_words (vt_message_get_state (message));
  GString *text = g_string_new (NULL);

  /* TRANSLATORS: "sent Zug 1, 06:30 · due Zug 3, 06:42" */
  g_string_printf (text, _("sent %s · due %s"), sent, due);
  if (vt_message_get_delivered_move (message) > 0)
    {
      g_autofree char *zug = vt_measure_format_move (vt_game_get_ruleset (self->game),
                                                     vt_message_get_delivered_move (message));

      if (vt_message_get_state (message) == VT_MESSAGE_GARBLED)
        /* TRANSLATORS: "delivered Zug 5, garbled" */
        g_string_append_printf (text, _(" · delivered %s, garbled"), zug);
      else
        g_string_append_printf (text, _(" · delivered %s"), zug);
    }
  else if (vt_message_get_state (message) == VT_MESSAGE_INTERCEPTED && vt_message_get_intercepted_by (message) != NULL)
    {
      VtSide *side = vt_scenario_find_side (vt_game_get_state (self->game), vt_message_get_intercepted_by (message));

      /* TRANSLATORS: "intercepted by Rot" */
      g_string_append_printf (text, _(" · intercepted by %s"),
                              side != NULL ? vt_side_get_name (side) : vt_message_get_intercepted_by (message));
    }
  else
    g_string_append_printf (text, " · %s", state);
  return g_string_free (text, FALSE);
}

static GtkWidget *
create_log_row (VtMessagesPanel *self,
                VtMessage       *message)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *title = dup_title (self, message);
  g_autofree char *first = vt_message_slip_dup_first_line (message);
  g_autofree char *times = dup_log_times (self, message);
  GtkWidget *row;

  gtk_box_append (GTK_BOX (box), row_label (title, "message-title"));
  gtk_box_append (GTK_BOX (box), row_label (first, "message-first-line"));
  gtk_box_append (GTK_BOX (box), row_label (times, "caption"));
  gtk_widget_add_css_class (box, "message-log-row");

  row = gtk_list_box_row_new ();
  gtk_widget_set_name (row, vt_message_get_id (message));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* the side chosen in the filter, NULL for all */
static const char *
filter_side (VtMessagesPanel *self)
{
  guint i = gtk_drop_down_get_selected (self->side_dropdown);
  GListModel *sides;
  g_autoptr(VtSide) side = NULL;

  if (self->game == NULL || i == 0 || i == GTK_INVALID_LIST_POSITION)
    return NULL;
  sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  side = g_list_model_get_item (sides, i - 1);
  return side != NULL ? vt_side_get_id (side) : NULL;
}

static void
rebuild_log (VtMessagesPanel *self)
{
  VtMessageLog *log = get_log (self);
  const char *side = filter_side (self);
  guint kind = gtk_drop_down_get_selected (self->kind_dropdown);
  g_autoptr(GPtrArray) messages = NULL;
  guint shown = 0;

  clear_list (self->log_list);
  if (log == NULL)
    {
      gtk_widget_set_visible (self->log_empty, TRUE);
      return;
    }

  if (side != NULL)
    messages = vt_message_log_dup_of_side (log, side);
  else
    {
      messages = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
        g_ptr_array_add (messages, g_list_model_get_item (G_LIST_MODEL (log), i));
    }

  for (guint i = 0; i < messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (messages, i);
      GtkWidget *row;

      if (kind != 0 && kind != GTK_INVALID_LIST_POSITION && vt_message_get_kind (message) != (VtMessageKind) (kind - 1))
        continue;
      row = create_log_row (self, message);
      gtk_list_box_append (self->log_list, row);
      if (g_hash_table_contains (self->selected, vt_message_get_id (message)))
        gtk_list_box_select_row (self->log_list, GTK_LIST_BOX_ROW (row));
      shown++;
    }
  gtk_widget_set_visible (self->log_empty, shown == 0);
}

static void
rebuild (VtMessagesPanel *self)
{
  VtMessageLog *log = get_log (self);
  g_autoptr(GPtrArray) pending = NULL;

  self->rebuilding++;
  clear_list (self->pending_list);
  if (log != NULL)
    {
      pending = vt_message_log_dup_in_transit (log);
      for (guint i = 0; i < pending->len; i++)
        gtk_list_box_append (self->pending_list, create_pending_row (self, g_ptr_array_index (pending, i)));
    }
  gtk_widget_set_visible (self->pending_empty, pending == NULL || pending->len == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->pending_list), pending != NULL && pending->len > 0);
  rebuild_log (self);
  self->rebuilding--;
}

/* news: what the clock's advance brought */

static char *
dup_arrival (VtMessagesPanel *self,
             VtMessage       *message)
{
  g_autofree char *kind = vt_message_slip_dup_kind (message);
  g_autofree char *from = vt_message_slip_dup_from (self->game, message);
  g_autofree char *to = vt_message_slip_dup_to (self->game, message);

  if (vt_message_get_state (message) == VT_MESSAGE_HELD)
    /* TRANSLATORS: "Order from Feldwache to Blau is due; you hold it" */
    return g_strdup_printf (_("%s from %s to %s is due; you hold it"), kind, from, to);
  /* TRANSLATORS: "Report from Patrouille Lt. v. Arnim to Blau has arrived" */
  return g_strdup_printf (_("%s from %s to %s has arrived"), kind, from, to);
}

static void
announce (VtMessagesPanel *self,
          guint            from_move,
          guint            to_move)
{
  VtMessageLog *log = get_log (self);
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; log != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
    {
      g_autoptr(VtMessage) message = g_list_model_get_item (G_LIST_MODEL (log), i);
      guint delivered = vt_message_get_delivered_move (message);
      guint due = vt_message_get_due_move (message);
      gboolean news = vt_message_is_delivered (message)
                        ? delivered > from_move && delivered <= to_move
                        : vt_message_get_state (message) == VT_MESSAGE_HELD && due > from_move && due <= to_move;

      if (news)
        {
          g_autofree char *line = dup_arrival (self, message);

          g_string_append_printf (text, "%s%s", n > 0 ? "\n" : "", line);
          n++;
        }
    }
  if (n > 0)
    g_signal_emit (self, signals[ARRIVED], 0, text->str);
}

static void
game_changed (VtMessagesPanel *self)
{
  VtMessageLog *log = get_log (self);
  guint move = log != NULL ? vt_message_log_get_move (log) : 0;

  if (move > self->last_move && self->last_move > 0)
    announce (self, self->last_move, move);
  self->last_move = move;
  rebuild (self);
}

static void
selection_changed (VtMessagesPanel *self)
{
  GtkWidget *child;

  if (self->rebuilding > 0)
    return;
  /* the rows shown say what is selected; the rest stay as they were */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *id = gtk_widget_get_name (child);

      if (gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (child)))
        g_hash_table_add (self->selected, g_strdup (id));
      else
        g_hash_table_remove (self->selected, id);
    }
}

void
vt_messages_panel_select (VtMessagesPanel *self,
                          const char      *message_id,
                          gboolean         selected)
{
  GtkWidget *child;

  g_return_if_fail (VT_IS_MESSAGES_PANEL (self));

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_name (child), message_id) == 0)
      {
        if (selected)
          gtk_list_box_select_row (self->log_list, GTK_LIST_BOX_ROW (child));
        else
          gtk_list_box_unselect_row (self->log_list, GTK_LIST_BOX_ROW (child));
      }
}

GPtrArray *
vt_messages_panel_dup_slips (VtMessagesPanel *self)
{
  VtMessageLog *log;
  GPtrArray *slips = g_ptr_array_new_with_free_func (g_object_unref);
  guint move;

  g_return_val_if_fail (VT_IS_MESSAGES_PANEL (self), slips);

  log = get_log (self);
  if (log == NULL)
    return slips;
  move = vt_message_log_get_move (log);
  for (guint pass = 0; pass < 2 && slips->len == 0; pass++)
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
      {
        g_autoptr(VtMessage) message = g_list_model_get_item (G_LIST_MODEL (log), i);
        gboolean wanted = pass == 0 ? g_hash_table_contains (self->selected, vt_message_get_id (message))
                                    : vt_message_is_delivered (message) && vt_message_get_delivered_move (message) == move;

        if (wanted)
          g_ptr_array_add (slips, g_object_ref (message));
      }
  return slips;
}

gboolean
vt_messages_panel_print_slips (VtMessagesPanel *self,
                               const char      *export_to,
                               GError         **error)
{
  g_autoptr(GPtrArray) slips = NULL;
  GError *local = NULL;

  g_return_val_if_fail (VT_IS_MESSAGES_PANEL (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  slips = vt_messages_panel_dup_slips (self);
  if (!vt_message_slips_print (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->game, slips,
                               export_to, &local))
    {
      show_error (self, local->message);
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

static void
fill_filters (VtMessagesPanel *self)
{
  g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);

  gtk_string_list_append (sides, _("All sides"));
  if (self->game != NULL)
    {
      GListModel *list = vt_scenario_get_sides (vt_game_get_state (self->game));

      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr(VtSide) side = g_list_model_get_item (list, i);

          gtk_string_list_append (sides, vt_side_get_name (side));
        }
    }
  self->rebuilding++;
  gtk_drop_down_set_model (self->side_dropdown, G_LIST_MODEL (sides));
  gtk_drop_down_set_selected (self->side_dropdown, 0);
  self->rebuilding--;
}

static void
filter_changed (VtMessagesPanel *self)
{
  if (self->rebuilding > 0)
    return;
  self->rebuilding++;
  rebuild_log (self);
  self->rebuilding--;
}

VtGame *
vt_messages_panel_get_game (VtMessagesPanel *self)
{
  g_return_val_if_fail (VT_IS_MESSAGES_PANEL (self), NULL);

  return self->game;
}

void
vt_messages_panel_set_game (VtMessagesPanel *self,
                            VtGame          *game)
{
  g_return_if_fail (VT_IS_MESSAGES_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  g_hash_table_remove_all (self->selected);
  hide_error (self);
  self->last_move = game != NULL ? vt_message_log_get_move (vt_game_get_messages (game)) : 0;
  fill_filters (self);
  rebuild (self);
}

static void
vt_messages_panel_dispose (GObject *object)
{
  VtMessagesPanel *self = VT_MESSAGES_PANEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* the rows going are no choice of the umpire's */
  self->rebuilding++;
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_MESSAGES_PANEL);
  g_clear_object (&self->game);
  g_clear_pointer (&self->selected, g_hash_table_unref);

  G_OBJECT_CLASS (vt_messages_panel_parent_class)->dispose (object);
}

static void
vt_messages_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  VtMessagesPanel *self = VT_MESSAGES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_messages_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  VtMessagesPanel *self = VT_MESSAGES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_messages_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_messages_panel_class_init (VtMessagesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_messages_panel_dispose;
  object_class->get_property = vt_messages_panel_get_property;
  object_class->set_property = vt_messages_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* VtMessagesPanel::arrived: (text) what the clock's advance brought */
  signals[ARRIVED] = g_signal_new ("arrived", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-messages-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, error_label);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, error_close);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, pending_empty);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, pending_list);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, side_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, log_empty);
  gtk_widget_class_bind_template_child (widget_class, VtMessagesPanel, log_list);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-messages-panel");
}

static void
vt_messages_panel_init (VtMessagesPanel *self)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_string_list_append (kinds, _("All kinds"));
  for (guint i = 0; i < VT_MESSAGE_N_KINDS; i++)
    gtk_string_list_append (kinds, _(vt_message_kind_get_label ((VtMessageKind) i)));
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (kinds));
  fill_filters (self);

  g_signal_connect_swapped (self->side_dropdown, "notify::selected", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->kind_dropdown, "notify::selected", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->log_list, "selected-rows-changed", G_CALLBACK (selection_changed), self);
  g_signal_connect_swapped (self->error_close, "clicked", G_CALLBACK (hide_error), self);
  rebuild (self);
}

GtkWidget *
vt_messages_panel_new (void)
{
  return g_object_new (VT_TYPE_MESSAGES_PANEL, NULL);
}
