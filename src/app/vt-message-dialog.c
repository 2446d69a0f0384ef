/* vt-message-dialog.c: the umpire sends an order, a report or a note, and sees when it will arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-message-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-message-dialog.h"
#include "vt-message-slips.h"

struct _VtMessageDialog
{
  GtkWindow     parent_instance;

  VtGame       *game;
  /* the ends offered, in the order of the dropdowns: a unit's or side's
   * id, or "" for the umpire */
  GPtrArray    *ends;
  guint         due_move;
  char         *preview;

  /* template children */
  GtkDropDown  *from_dropdown;
  GtkDropDown  *to_dropdown;
  GtkDropDown  *kind_dropdown;
  GtkDropDown  *class_dropdown;
  GtkTextView  *text_view;
  GtkSpinButton *deliberation_spin;
  GtkWidget    *planned_label;
  GtkWidget    *planned_box;
  GtkSpinButton *planned_spin;
  GtkLabel     *preview_label;
  GtkButton    *send_button;
  GtkWidget    *reported_label;
  GtkMenuButton *reported_button;
  GtkBox       *reported_box;
  GtkWidget    *allow_box;
  GtkLabel     *ruled_label;
  GtkEntry     *allow_entry;

  char         *ruling;  /* the umpire's reason the message goes with, or NULL */
};

G_DEFINE_FINAL_TYPE (VtMessageDialog, vt_message_dialog, GTK_TYPE_WINDOW)

enum {
  SENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* the classes of intelligence, in the order of their dropdown */
static const VtIntelligenceClass classes[] = {
  VT_INTELLIGENCE_NONE, VT_INTELLIGENCE_PATROL, VT_INTELLIGENCE_SPY, VT_INTELLIGENCE_INHABITANTS,
};

static const char *
end_at (VtMessageDialog *self,
        GtkDropDown     *dropdown)
{
  guint i = gtk_drop_down_get_selected (dropdown);
  const char *id;

  if (i == GTK_INVALID_LIST_POSITION || i >= self->ends->len)
    return NULL;
  id = g_ptr_array_index (self->ends, i);
  return id[0] != '\0' ? id : NULL;
}

static VtMessageKind
selected_kind (VtMessageDialog *self)
{
  guint i = gtk_drop_down_get_selected (self->kind_dropdown);

  return i < VT_MESSAGE_N_KINDS ? (VtMessageKind) i : VT_MESSAGE_ORDER;
}

static VtIntelligenceClass
selected_class (VtMessageDialog *self)
{
  guint i = gtk_drop_down_get_selected (self->class_dropdown);

  return i < G_N_ELEMENTS (classes) ? classes[i] : VT_INTELLIGENCE_NONE;
}

static char *
dup_text (VtMessageDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* What the ruleset says of the message as the form stands, the way
 * vt_game_send_message() will: its refusal, or the Zug it is due in and
 * why ("arrives Zug 5 · 06:38, in 3 Züge: 1 for deliberation, 2 riding
 * 2,300 paces"). */
/* "; Rot's commander is with I/1": where a side's end of a message is */
static void
append_commander (VtMessageDialog *self,
                  GString         *text,
                  const char      *end)
{
  VtSide *side = end != NULL ? vt_scenario_find_side (vt_game_get_state (self->game), end) : NULL;
  g_autofree char *whereabouts = NULL;

  if (side == NULL)
    return;
  if (vt_game_locate_commander (self->game, end, NULL, &whereabouts))
    /* TRANSLATORS: after the preview of a message: "; Rot's commander is with I/1" */
    g_string_append_printf (text, _("; %s's commander is %s"), vt_side_get_name (side), whereabouts);
  else
    /* TRANSLATORS: a side with no troops and no place: its commander is at the table */
    g_string_append_printf (text, _("; %s's commander is at the umpire's table"), vt_side_get_name (side));
}

static void
update_preview (VtMessageDialog *self)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  VtScenario *state = vt_game_get_state (self->game);
  VtMessageKind kind = selected_kind (self);
  const char *from = end_at (self, self->from_dropdown);
  const char *to = end_at (self, self->to_dropdown);
  guint minutes = (guint) gtk_spin_button_get_value_as_int (self->deliberation_spin);
  guint move = vt_game_get_move (self->game);
  g_autoptr(GError) error = NULL;
  VtMessagePlan plan;
  gboolean ok, allowable;
  double distance = 0;
  guint delay = 0, thinking = 0, due, due_time;
  g_autofree char *when = NULL, *in = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean by_report = kind == VT_MESSAGE_REPORT || kind == VT_MESSAGE_INTELLIGENCE;
  gboolean planned;

  /* the umpire's intelligence may be planned for a later Zug (scheduled) */
  planned = from == NULL && kind == VT_MESSAGE_INTELLIGENCE;
  gtk_widget_set_visible (self->planned_label, planned);
  gtk_widget_set_visible (self->planned_box, planned);
  gtk_widget_set_visible (GTK_WIDGET (self->class_dropdown), by_report);
  gtk_widget_set_visible (self->reported_label, by_report);
  gtk_widget_set_visible (GTK_WIDGET (self->reported_button), by_report);
  g_clear_pointer (&self->preview, g_free);
  self->due_move = 0;

  /* the core's own check, said before Send rather than after; what the
   * rules of the moment refuse the umpire may allow with his reason */
  ok = vt_game_check_message (self->game, from, to, kind, minutes, NULL, &plan, &error);
  allowable = !ok && !by_report && g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  gtk_widget_set_visible (self->allow_box, allowable);
  g_clear_pointer (&self->ruling, g_free);
  if (allowable)
    {
      g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->allow_entry))));

      if (*reason != '\0')
        {
          /* the rule he overrules stays in view, below his reason so that
           * the field does not move as he types */
          g_autofree char *ruled = g_strdup_printf (_("Allowed against the rule: %s"), error->message);

          gtk_label_set_label (self->ruled_label, ruled);
          g_clear_error (&error);
          ok = vt_game_check_message (self->game, from, to, kind, minutes, reason, &plan, &error);
          if (ok)
            self->ruling = g_steal_pointer (&reason);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->ruled_label), self->ruling != NULL);
  if (!ok)
    {
      /* TRANSLATORS: the rules refuse the message, with their reason */
      self->preview = g_strdup_printf (_("Refused: %s"), error->message);
      gtk_label_set_label (self->preview_label, self->preview);
      gtk_widget_add_css_class (GTK_WIDGET (self->preview_label), "error");
      gtk_widget_set_sensitive (GTK_WIDGET (self->send_button), FALSE);
      return;
    }
  distance = plan.distance;
  delay = plan.delay;
  thinking = plan.deliberation;
  due = move + delay;
  if (planned && gtk_spin_button_get_value_as_int (self->planned_spin) > 0)
    {
      due = MAX ((guint) gtk_spin_button_get_value_as_int (self->planned_spin), move);
      delay = due - move;
      thinking = 0;
      distance = 0;
    }
  due_time = vt_scenario_get_start_time (state)
             + (due - 1) * (ruleset != NULL ? vt_ruleset_get_minutes_per_move (ruleset) : 0);
  self->due_move = due;

  when = vt_message_slip_dup_when (self->game, due, due_time);
  if (delay == 0)
    /* TRANSLATORS: "arrives Zug 5, 06:38, at once" */
    g_string_printf (text, _("arrives %s, at once"), when);
  else
    {
      in = vt_measure_format_moves (ruleset, delay);
      g_string_printf (text, _("arrives %s, in %s"), when, in);
      if (thinking > 0 || distance > 0)
        {
          g_autofree char *paces = vt_measure_format_distance (distance,
                                                               vt_map_get_unit_of_length (vt_scenario_get_map (state)));

          g_string_append (text, ": ");
          if (thinking > 0)
            /* TRANSLATORS: Züge charged for the commander's deliberation */
            g_string_append_printf (text, _("%u for deliberation"), thinking);
          if (thinking > 0 && delay > thinking)
            g_string_append (text, ", ");
          if (delay > thinking)
            /* TRANSLATORS: Züge the courier rides: "2 riding 2,300 paces" */
            g_string_append_printf (text, _("%u riding %s"), delay - thinking, paces);
        }
    }
  /* a commander is somewhere: the umpire sees where a ride is reckoned from */
  if (distance > 0)
    {
      append_commander (self, text, from);
      if (g_strcmp0 (from, to) != 0)
        append_commander (self, text, to);
    }
  if (self->ruling != NULL)
    /* TRANSLATORS: after "arrives Zug 5, 06:38, at once": the rules refused it */
    g_string_append (text, _(" (allowed by the umpire)"));
  self->preview = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_label_set_label (self->preview_label, self->preview);
  gtk_widget_remove_css_class (GTK_WIDGET (self->preview_label), "error");
  gtk_widget_set_sensitive (GTK_WIDGET (self->send_button), TRUE);
}

/* the checked units, as a NULL-terminated array of ids (free with g_strfreev) */
static char **
dup_reported (VtMessageDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->reported_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
      g_strv_builder_add (builder, gtk_widget_get_name (child));
  return g_strv_builder_end (builder);
}

static void
update_reported_label (VtMessageDialog *self)
{
  g_auto(GStrv) units = dup_reported (self);
  guint n = g_strv_length (units);
  g_autofree char *label = NULL;

  if (n == 0)
    label = g_strdup (_("No units"));
  else if (n == 1)
    label = g_strdup (vt_scenario_get_unit_display_name (vt_game_get_state (self->game), units[0]));
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", n), n);
  gtk_menu_button_set_label (self->reported_button, label);
}

void
vt_message_dialog_set_reported (VtMessageDialog    *self,
                                const char * const *units)
{
  g_return_if_fail (VT_IS_MESSAGE_DIALOG (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->reported_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (child),
                                 units != NULL && g_strv_contains (units, gtk_widget_get_name (child)));
  update_reported_label (self);
}

gboolean
vt_message_dialog_send (VtMessageDialog *self,
                        GError         **error)
{
  g_autofree char *text = NULL;
  VtMessageKind kind;
  VtMessage *message;
  GError *local = NULL;

  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), FALSE);

  /* the minutes as typed, if Enter came before the spin button took them */
  gtk_spin_button_update (self->deliberation_spin);
  update_preview (self);
  if (self->due_move == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, self->preview);
      return FALSE;
    }

  text = dup_text (self);
  kind = selected_kind (self);
  if (kind == VT_MESSAGE_INTELLIGENCE && end_at (self, self->from_dropdown) == NULL &&
      gtk_spin_button_get_value_as_int (self->planned_spin) > (int) vt_game_get_move (self->game))
    {
      g_auto(GStrv) units = dup_reported (self);

      message = vt_game_schedule_intelligence (self->game, end_at (self, self->to_dropdown), selected_class (self),
                                               text, units[0] != NULL ? (const char * const *) units : NULL,
                                               (guint) gtk_spin_button_get_value_as_int (self->planned_spin), &local);
    }
  else if (kind == VT_MESSAGE_REPORT || kind == VT_MESSAGE_INTELLIGENCE)
    {
      g_auto(GStrv) units = dup_reported (self);

      message = vt_game_send_report (self->game, end_at (self, self->from_dropdown),
                                     end_at (self, self->to_dropdown), kind, selected_class (self), text,
                                     units[0] != NULL ? (const char * const *) units : NULL,
                                     (guint) gtk_spin_button_get_value_as_int (self->deliberation_spin), &local);
    }
  else
    message = vt_game_send_message_allowed (self->game, end_at (self, self->from_dropdown),
                                            end_at (self, self->to_dropdown), kind, text,
                                            (guint) gtk_spin_button_get_value_as_int (self->deliberation_spin),
                                            self->ruling, &local);
  if (message == NULL)
    {
      g_autofree char *shown = g_strdup_printf (_("Refused: %s"), local->message);

      gtk_label_set_label (self->preview_label, shown);
      gtk_widget_add_css_class (GTK_WIDGET (self->preview_label), "error");
      g_propagate_error (error, local);
      return FALSE;
    }

  g_signal_emit (self, signals[SENT], 0, message);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
send_clicked (VtMessageDialog *self)
{
  vt_message_dialog_send (self, NULL);
}

/* Enter sends from the text too; Shift+Enter is a new line in it. */
static gboolean
text_key_pressed (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  VtMessageDialog       *self)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter) &&
      (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0)
    {
      if (gtk_widget_is_sensitive (GTK_WIDGET (self->send_button)))
        send_clicked (self);
      return TRUE;
    }
  return FALSE;
}

/* the ends: the umpire, each side's commander, each unit of a side */
static void
fill_ends (VtMessageDialog *self)
{
  VtScenario *state = vt_game_get_state (self->game);
  GListModel *sides = vt_scenario_get_sides (state);
  GListModel *units = vt_scenario_get_units (state);
  g_autoptr(GtkStringList) from = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) to = NULL;

  g_ptr_array_add (self->ends, g_strdup (""));
  gtk_string_list_append (from, _("The umpire"));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      /* TRANSLATORS: a side's commander at the umpire's table */
      g_autofree char *label = g_strdup_printf (_("%s (commander)"), vt_side_get_name (side));

      g_ptr_array_add (self->ends, g_strdup (vt_side_get_id (side)));
      gtk_string_list_append (from, label);
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtSide *side = vt_unit_get_side (unit) != NULL ? vt_scenario_find_side (state, vt_unit_get_side (unit)) : NULL;
      g_autofree char *label = NULL;

      if (side == NULL)
        continue;
      /* TRANSLATORS: a unit and its side: "Feldwache — Rot" */
      label = g_strdup_printf (_("%s — %s"), vt_unit_get_display_name (unit), vt_side_get_name (side));
      g_ptr_array_add (self->ends, g_strdup (vt_unit_get_id (unit)));
      gtk_string_list_append (from, label);

      {
        GtkWidget *check = gtk_check_button_new_with_label (label);

        gtk_widget_set_name (check, vt_unit_get_id (unit));
        g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_reported_label), self);
        gtk_box_append (self->reported_box, check);
      }
    }

  /* the same list for both */
  to = gtk_string_list_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (from)); i++)
    gtk_string_list_append (to, gtk_string_list_get_string (from, i));
  gtk_drop_down_set_model (self->from_dropdown, G_LIST_MODEL (from));
  gtk_drop_down_set_model (self->to_dropdown, G_LIST_MODEL (to));
}

/* the first widget of @type below @widget */
static GtkWidget *
find_below (GtkWidget *widget,
            GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? child : find_below (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Enter in the search takes the first end the list still shows */
static void
take_first_shown (GtkSearchEntry *search,
                  GtkDropDown    *dropdown)
{
  GtkWidget *popover = find_below (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  GtkWidget *list = find_below (popover, GTK_TYPE_LIST_VIEW);
  GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  GListModel *all = gtk_drop_down_get_model (dropdown);
  g_autoptr(GObject) first = g_list_model_get_item (shown, 0);

  if (first == NULL)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(GObject) end = g_list_model_get_item (all, i);

      if (end == first)
        {
          gtk_drop_down_set_selected (dropdown, i);
          break;
        }
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* The lists' search matches what is typed against the start of each end's
 * words ("II/2 — Rot", "Rot (commander)"); without an expression the
 * dropdown has nothing to match against and shows everything. GTK 4.8's
 * open list has the focus on its rows, not in its search entry: what the
 * umpire types anywhere in the open list goes to the search, and Enter
 * there takes the first match. */
static void
make_searchable (GtkDropDown *dropdown)
{
  g_autoptr(GtkExpression) words = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  GtkWidget *popover = find_below (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  GtkWidget *search = popover != NULL ? find_below (popover, GTK_TYPE_SEARCH_ENTRY) : NULL;

  gtk_drop_down_set_expression (dropdown, words);
  if (search != NULL && find_below (popover, GTK_TYPE_LIST_VIEW) != NULL)
    {
      gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (search), popover);
      g_signal_connect (search, "activate", G_CALLBACK (take_first_shown), dropdown);
    }
}

static guint
find_end_index (VtMessageDialog *self,
                const char      *id)
{
  for (guint i = 0; i < self->ends->len; i++)
    if (g_str_equal (g_ptr_array_index (self->ends, i), id != NULL ? id : ""))
      return i;
  return GTK_INVALID_LIST_POSITION;
}

gboolean
vt_message_dialog_set_from (VtMessageDialog *self,
                            const char      *from)
{
  guint i;

  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), FALSE);

  i = find_end_index (self, from);
  if (i == GTK_INVALID_LIST_POSITION)
    return FALSE;
  gtk_drop_down_set_selected (self->from_dropdown, i);
  return TRUE;
}

gboolean
vt_message_dialog_set_to (VtMessageDialog *self,
                          const char      *to)
{
  guint i;

  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), FALSE);

  i = find_end_index (self, to);
  if (i == GTK_INVALID_LIST_POSITION)
    return FALSE;
  gtk_drop_down_set_selected (self->to_dropdown, i);
  return TRUE;
}

const char *
vt_message_dialog_get_from (VtMessageDialog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), NULL);

  return end_at (self, self->from_dropdown);
}

const char *
vt_message_dialog_get_to (VtMessageDialog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), NULL);

  return end_at (self, self->to_dropdown);
}

VtMessageKind
vt_message_dialog_get_kind (VtMessageDialog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), VT_MESSAGE_ORDER);

  return selected_kind (self);
}

void
vt_message_dialog_set_kind (VtMessageDialog *self,
                            VtMessageKind    kind)
{
  g_return_if_fail (VT_IS_MESSAGE_DIALOG (self));

  gtk_drop_down_set_selected (self->kind_dropdown, (guint) kind);
}

void
vt_message_dialog_set_intelligence (VtMessageDialog    *self,
                                    VtIntelligenceClass klass)
{
  g_return_if_fail (VT_IS_MESSAGE_DIALOG (self));

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (classes[i] == klass)
      gtk_drop_down_set_selected (self->class_dropdown, i);
}

void
vt_message_dialog_set_text (VtMessageDialog *self,
                            const char      *text)
{
  g_return_if_fail (VT_IS_MESSAGE_DIALOG (self));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), text != NULL ? text : "", -1);
}

void
vt_message_dialog_set_deliberation (VtMessageDialog *self,
                                    guint            minutes)
{
  g_return_if_fail (VT_IS_MESSAGE_DIALOG (self));

  gtk_spin_button_set_value (self->deliberation_spin, minutes);
  update_preview (self);
}

guint
vt_message_dialog_get_due_move (VtMessageDialog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), 0);

  return self->due_move;
}

const char *
vt_message_dialog_get_preview (VtMessageDialog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_DIALOG (self), NULL);

  return self->preview;
}

static void
vt_message_dialog_dispose (GObject *object)
{
  VtMessageDialog *self = VT_MESSAGE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_MESSAGE_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_message_dialog_parent_class)->dispose (object);
}

static void
vt_message_dialog_finalize (GObject *object)
{
  VtMessageDialog *self = VT_MESSAGE_DIALOG (object);

  g_clear_pointer (&self->ends, g_ptr_array_unref);
  g_free (self->preview);
  g_free (self->ruling);

  G_OBJECT_CLASS (vt_message_dialog_parent_class)->finalize (object);
}

static void
vt_message_dialog_class_init (VtMessageDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_message_dialog_dispose;
  object_class->finalize = vt_message_dialog_finalize;

  /* VtMessageDialog::sent: (message) the message just journalled */
  signals[SENT] = g_signal_new ("sent", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, VT_TYPE_MESSAGE);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-message-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, from_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, to_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, class_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, deliberation_spin);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, planned_label);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, planned_box);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, planned_spin);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, preview_label);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, send_button);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, reported_label);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, reported_button);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, reported_box);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, allow_box);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, allow_entry);
  gtk_widget_class_bind_template_child (widget_class, VtMessageDialog, ruled_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_message_dialog_init (VtMessageDialog *self)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) class_names = gtk_string_list_new (NULL);
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->ends = g_ptr_array_new_with_free_func (g_free);
  make_searchable (self->from_dropdown);
  make_searchable (self->to_dropdown);

  for (guint i = 0; i < VT_MESSAGE_N_KINDS; i++)
    gtk_string_list_append (kinds, _(vt_message_kind_get_label ((VtMessageKind) i)));
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (kinds));
  gtk_string_list_append (class_names, _("Of no class"));
  gtk_string_list_append (class_names, _("From a patrol"));
  gtk_string_list_append (class_names, _("From spies"));
  gtk_string_list_append (class_names, _("From inhabitants"));
  gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (class_names));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (text_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->text_view), keys);
  g_signal_connect_swapped (self->send_button, "clicked", G_CALLBACK (send_clicked), self);
  /* Enter in the minutes sends too: GTK 4.8's spin button has no
   * activates-default of its own, its text has */
  g_object_set (gtk_editable_get_delegate (GTK_EDITABLE (self->deliberation_spin)), "activates-default", TRUE, NULL);
}

VtMessageDialog *
vt_message_dialog_new (GtkWindow  *parent,
                       VtGame     *game,
                       const char *from)
{
  VtMessageDialog *self;
  guint first_unit;
  gboolean last_ends = FALSE;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  self = g_object_new (VT_TYPE_MESSAGE_DIALOG, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  fill_ends (self);

  /* from the selected unit, to its side's commander until told; with none
   * selected, the last message's ends and kind, as the umpire is most
   * likely sending another the same way; else the first unit */
  first_unit = 1 + g_list_model_get_n_items (vt_scenario_get_sides (vt_game_get_state (game)));
  if (from == NULL || !vt_message_dialog_set_from (self, from))
    {
      GListModel *log = G_LIST_MODEL (vt_game_get_messages (game));
      guint n = g_list_model_get_n_items (log);
      g_autoptr(VtMessage) last = n > 0 ? g_list_model_get_item (log, n - 1) : NULL;

      if (last != NULL &&
          vt_message_dialog_set_from (self, vt_message_get_from_unit (last) != NULL ? vt_message_get_from_unit (last)
                                                                                : vt_message_get_from_side (last)) &&
          vt_message_dialog_set_to (self, vt_message_get_to_unit (last) != NULL ? vt_message_get_to_unit (last)
                                                                            : vt_message_get_to_side (last)))
        {
          vt_message_dialog_set_kind (self, vt_message_get_kind (last));
          last_ends = TRUE;
        }
      else
        gtk_drop_down_set_selected (self->from_dropdown, first_unit < self->ends->len ? first_unit : 0);
    }
  if (!last_ends)
    {
      VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), end_at (self, self->from_dropdown) != NULL
                                                                       ? end_at (self, self->from_dropdown) : "");
      const char *side = unit != NULL ? vt_unit_get_side (unit) : NULL;

      if (side == NULL || !vt_message_dialog_set_to (self, side))
        gtk_drop_down_set_selected (self->to_dropdown, 0);
    }

  g_signal_connect_swapped (self->from_dropdown, "notify::selected", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->to_dropdown, "notify::selected", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->kind_dropdown, "notify::selected", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->class_dropdown, "notify::selected", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->deliberation_spin, "value-changed", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->planned_spin, "value-changed", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->allow_entry, "changed", G_CALLBACK (update_preview), self);
  update_reported_label (self);
  update_preview (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_view));

  return self;
}
