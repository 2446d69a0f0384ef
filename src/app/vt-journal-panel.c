/* vt-journal-panel.c: the Journal page: every event of the game by Zug, greyed once undone, and the details of the one picked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-journal-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-journal-panel.h"
#include "vt-measure.h"
#include "vt-message-slips.h"

struct _VtJournalPanel
{
  GtkWidget          parent_instance;

  VtGame            *game;
  GHashTable        *rows;       /* the bound GtkListItems */
  GtkSingleSelection *selection;

  /* template children */
  GtkWidget         *box;
  GtkWidget         *scroller;
  GtkListView       *journal_list;
  GtkRevealer       *details_revealer;
  GtkLabel          *details_title;
  GtkLabel          *details_label;
};

G_DEFINE_FINAL_TYPE (VtJournalPanel, vt_journal_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  EVENT_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  GtkWidget *zug;
  GtkWidget *summary;
} JournalRow;

static void
setup_journal_row (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   VtJournalPanel           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  JournalRow *row = g_new0 (JournalRow, 1);

  row->zug = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->zug), 0);
  gtk_label_set_width_chars (GTK_LABEL (row->zug), 6);
  gtk_widget_set_valign (row->zug, GTK_ALIGN_START);
  gtk_widget_add_css_class (row->zug, "numeric");
  gtk_widget_add_css_class (row->zug, "dim-label");
  gtk_widget_add_css_class (row->zug, "caption");
  row->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (row->summary), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (row->summary), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (row->summary, TRUE);

  gtk_box_append (GTK_BOX (box), row->zug);
  gtk_box_append (GTK_BOX (box), row->summary);
  gtk_widget_add_css_class (box, "journal-row");
  g_object_set_data_full (G_OBJECT (box), "vt-journal-row", row, g_free);
  gtk_list_item_set_child (item, box);
}

/* The head is marked; what undo took back, and redo would bring, is grey. */
static void
style_journal_row (VtJournalPanel *self,
                   GtkListItem    *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  guint position = gtk_list_item_get_position (item);
  guint head = self->game != NULL ? vt_journal_get_head (vt_game_get_journal (self->game)) : 0;

  if (position + 1 == head)
    gtk_widget_add_css_class (box, "journal-head");
  else
    gtk_widget_remove_css_class (box, "journal-head");

  if (position >= head)
    {
      gtk_widget_add_css_class (box, "undone");
      gtk_widget_set_tooltip_text (box, _("Undone: Redo brings it back"));
    }
  else
    {
      gtk_widget_remove_css_class (box, "undone");
      gtk_widget_set_tooltip_text (box, NULL);
    }
}

/* A decision on a message as the umpire would say it: "Held: the order
 * from Feldwache to 1. Bataillon" (the core's summary names its id);
 * NULL if the message is not in the log. */
static char *
decision_summary (VtJournalPanel *self,
                  VtEvent        *event)
{
  GVariant *payload = vt_event_get_payload (event);
  const char *id = NULL, *decision = NULL, *side_id = NULL;
  g_autofree char *kind = NULL, *from = NULL, *to = NULL, *what = NULL;
  VtMessage *message;
  guint due = 0;

  if (!g_variant_lookup (payload, "message", "&s", &id) ||
      !g_variant_lookup (payload, "decision", "&s", &decision) ||
      (message = vt_message_log_find (vt_game_get_messages (self->game), id)) == NULL)
    return NULL;

  kind = g_utf8_strdown (_(vt_message_kind_get_label (vt_message_get_kind (message))), -1);
  from = vt_message_slip_dup_from (self->game, message);
  to = vt_message_slip_dup_to (self->game, message);
  /* TRANSLATORS: a message in the journal: "the order from Feldwache to 1. Bataillon" */
  what = g_strdup_printf (_("the %s from %s to %s"), kind, from, to);

  if (g_str_equal (decision, "hold"))
    return g_strdup_printf (_("Held: %s"), what);
  if (g_str_equal (decision, "release"))
    return g_strdup_printf (_("Released: %s"), what);
  if (g_str_equal (decision, "lose"))
    return g_strdup_printf (_("Lost: %s"), what);
  if (g_str_equal (decision, "garble"))
    return g_strdup_printf (_("Garbled: %s"), what);
  if (g_str_equal (decision, "hasten") && g_variant_lookup (payload, "due", "u", &due))
    {
      g_autofree char *zug = vt_measure_format_move (vt_game_get_ruleset (self->game), due);

      /* TRANSLATORS: "Hastened to Zug 3: the order from…" */
      return g_strdup_printf (_("Hastened to %s: %s"), zug, what);
    }
  if (g_str_equal (decision, "intercept") && g_variant_lookup (payload, "side", "&s", &side_id))
    {
      VtSide *side = vt_scenario_find_side (vt_game_get_state (self->game), side_id);

      /* TRANSLATORS: "Intercepted by Blau: the report from…" */
      return g_strdup_printf (_("Intercepted by %s: %s"), side != NULL ? vt_side_get_name (side) : side_id, what);
    }
  return NULL;
}

/* What the entry says: the umpire's reveal and hide, and his decisions on
 * messages, in the names the umpire knows (the core's summary names ids);
 * the rest as written. */
static char *
event_summary (VtJournalPanel *self,
               VtEvent        *event,
               guint           position)
{
  const char *kind = vt_event_get_kind (event);
  const char *summary = vt_event_get_summary (event);
  gboolean reveal = g_strcmp0 (kind, VT_EVENT_REVEAL) == 0;
  VtScenario *state = self->game != NULL ? vt_game_get_state (self->game) : NULL;
  const char *side_id = NULL, *unit_id = NULL;
  VtSide *side;
  VtUnit *unit;

  if (state != NULL && g_strcmp0 (kind, VT_EVENT_MESSAGE_DECISION) == 0)
    {
      char *words = decision_summary (self, event);

      if (words != NULL)
        return words;
    }
  /* the umpire's journal: a move with the ruleset's words on it */
  if (state == NULL)
    return summary != NULL ? vt_event_dup_text (event) : g_strdup (kind);
  /* said in the umpire's language from the event's parts */
  if ((!reveal && g_strcmp0 (kind, VT_EVENT_HIDE) != 0) ||
      !g_variant_lookup (vt_event_get_payload (event), "side", "&s", &side_id))
    return vt_game_dup_account (self->game, position, NULL);

  side = vt_scenario_find_side (state, side_id);
  g_variant_lookup (vt_event_get_payload (event), "unit", "&s", &unit_id);
  unit = unit_id != NULL ? vt_scenario_find_unit (state, unit_id) : NULL;
  if (side == NULL || (unit_id != NULL && unit == NULL))
    return g_strdup (summary != NULL ? summary : kind);

  if (unit != NULL)
    /* TRANSLATORS: the umpire's word in the journal: "I/1 revealed to Blau", "I/1 hidden from Blau" */
    return g_strdup_printf (reveal ? _("%s revealed to %s") : _("%s hidden from %s"),
                            vt_unit_get_display_name (unit), vt_side_get_name (side));
  return g_strdup_printf (reveal ? _("An area revealed to %s") : _("An area hidden from %s"),
                          vt_side_get_name (side));
}

static void
bind_journal_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  VtJournalPanel           *self)
{
  VtEvent *event = gtk_list_item_get_item (item);
  JournalRow *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "vt-journal-row");
  g_autofree char *zug = vt_measure_format_move (self->game != NULL ? vt_game_get_ruleset (self->game) : NULL,
                                                vt_event_get_move (event));
  g_autofree char *summary = event_summary (self, event, gtk_list_item_get_position (item));

  gtk_label_set_label (GTK_LABEL (row->zug), zug);
  gtk_label_set_label (GTK_LABEL (row->summary), summary);
  g_hash_table_add (self->rows, item);
  style_journal_row (self, item);
}

static void
unbind_journal_row (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    VtJournalPanel           *self)
{
  g_hash_table_remove (self->rows, item);
}

static void
restyle (VtJournalPanel *self)
{
  GHashTableIter iter;
  gpointer item;

  g_hash_table_iter_init (&iter, self->rows);
  while (g_hash_table_iter_next (&iter, &item, NULL))
    style_journal_row (self, item);
}

static void
journal_grew (GListModel     *journal,
              guint           position,
              guint           removed,
              guint           added,
              VtJournalPanel *self)
{
  guint n = g_list_model_get_n_items (journal);

  if (added > 0 && n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->journal_list), "list.scroll-to-item", "u", n - 1);
}

static void
forget_game (VtJournalPanel *self)
{
  if (self->game == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->game, self);
  g_signal_handlers_disconnect_by_data (vt_game_get_journal (self->game), self);
}

/* the details of the entry picked */

static VtScenario *
state_of (VtJournalPanel *self)
{
  return self->game != NULL ? vt_game_get_state (self->game) : NULL;
}

static gboolean
is_unit (VtJournalPanel *self,
         const char     *id)
{
  return state_of (self) != NULL && id != NULL && vt_scenario_find_unit (state_of (self), id) != NULL;
}

static void
add_unit (VtJournalPanel *self,
          GPtrArray      *units,
          const char     *id)
{
  if (!is_unit (self, id))
    return;

  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (units->pdata[i], id))
      return;
  g_ptr_array_add (units, g_strdup (id));
}

/* every unit id among a value: a string, or strings in arrays and dictionaries */
static void
add_units_in (VtJournalPanel *self,
              GPtrArray      *units,
              GVariant       *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    add_unit (self, units, g_variant_get_string (value, NULL));
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      add_units_in (self, units, inner);
    }
  else if (g_variant_is_container (value))
    for (gsize i = 0; i < g_variant_n_children (value); i++)
      {
        g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

        add_units_in (self, units, child);
      }
}

/**
 * vt_journal_panel_get_event_units:
 * @event: an event of the panel's game
 *
 * Returns: (transfer full): the ids of the units @event names, in its
 * payload (the parameters too) and in its changes, each once
 */
GStrv
vt_journal_panel_get_event_units (VtJournalPanel *self,
                                  VtEvent        *event)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (VT_IS_JOURNAL_PANEL (self), NULL);
  g_return_val_if_fail (VT_IS_EVENT (event), NULL);

  add_units_in (self, units, vt_event_get_payload (event));
  add_units_in (self, units, vt_event_get_changes (event));
  g_ptr_array_add (units, NULL);

  return (GStrv) g_ptr_array_steal (units, NULL);
}

/* A value as the umpire reads it: units by name, numbers without noise. */
static char *
format_value (VtJournalPanel *self,
              GVariant       *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      return format_value (self, inner);
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    {
      const char *text = g_variant_get_string (value, NULL);

      return g_strdup (is_unit (self, text) ? vt_scenario_get_unit_display_name (state_of (self), text) : text);
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    return g_strdup_printf ("%g", g_variant_get_double (value));
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return g_strdup (g_variant_get_boolean (value) ? _("yes") : _("no"));
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING_ARRAY))
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (gsize i = 0; i < g_variant_n_children (value); i++)
        {
          g_autoptr(GVariant) child = g_variant_get_child_value (value, i);
          g_autofree char *item = format_value (self, child);

          g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", item);
        }
      return g_string_free (g_steal_pointer (&text), FALSE);
    }

  return g_variant_print (value, FALSE);
}

static void
append_heading (GString    *text,
                const char *heading)
{
  g_autofree char *escaped = g_markup_escape_text (heading, -1);

  g_string_append_printf (text, "%s<b>%s</b>\n", text->len > 0 ? "\n" : "", escaped);
}

static void
append_line (GString    *text,
             const char *line)
{
  g_autofree char *escaped = g_markup_escape_text (line, -1);

  g_string_append_printf (text, "%s\n", escaped);
}

/* name = value, for each entry of an a{sv} */
static void
append_entries (VtJournalPanel *self,
                GString        *text,
                GVariant       *dict)
{
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autofree char *shown = format_value (self, value);
      g_autofree char *line = g_strdup_printf ("%s: %s", key, shown);

      append_line (text, line);
    }
}

/* The umpire's change to the ground: the feature in his words, not its id. */
static void
append_terrain (VtJournalPanel *self,
                GString        *text,
                GVariant       *payload)
{
  VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
  g_autoptr(GVariant) variant = g_variant_lookup_value (payload, "feature", NULL);
  g_autoptr(VtFeature) feature = variant != NULL ? vt_feature_new_from_variant (variant, NULL) : NULL;
  const char *removed = NULL;
  g_autofree char *line = NULL;

  if (feature == NULL && g_variant_lookup (payload, "removed", "&s", &removed) && self->game != NULL)
    {
      /* what it was, as the set-up or the ground now has it */
      VtFeature *was = vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (self->game)), removed);

      if (was == NULL)
        was = vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (self->game)), removed);
      if (was != NULL)
        feature = g_object_ref (was);
    }
  if (feature == NULL)
    {
      append_line (text, _("a feature of the ground"));
      return;
    }
  {
    const char *kind = ruleset != NULL ? vt_ruleset_get_terrain_kind_label (ruleset, vt_feature_get_kind (feature))
                                       : vt_label_from_id (vt_feature_get_kind (feature));
    guint n_points;

    vt_feature_get_points (feature, &n_points);
    if (removed != NULL)
      /* TRANSLATORS: a terrain event's details: "Removed: Light wood “Auer Holz”" */
      line = vt_feature_get_name (feature) != NULL
             ? g_strdup_printf (_("Removed: %s “%s”"), kind, vt_feature_get_name (feature))
             : g_strdup_printf (_("Removed: %s"), kind);
    else
      /* TRANSLATORS: "Light wood “Auer Holz”, 4 corners" */
      line = vt_feature_get_name (feature) != NULL
             ? g_strdup_printf (g_dngettext (NULL, "%s “%s”, %u corner", "%s “%s”, %u corners", n_points),
                                kind, vt_feature_get_name (feature), n_points)
             : g_strdup_printf (g_dngettext (NULL, "%s, %u corner", "%s, %u corners", n_points), kind, n_points);
  }
  append_line (text, line);
}

/* Parameters, dice and faces, every change: what the entry was made of. */
static char *
describe_event (VtJournalPanel *self,
                VtEvent        *event)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GVariant) params = g_variant_lookup_value (vt_event_get_payload (event), "params", G_VARIANT_TYPE_VARDICT);
  g_auto(GStrv) units = vt_journal_panel_get_event_units (self, event);
  GVariant *dice = vt_event_get_dice (event);
  GVariant *changes = vt_event_get_changes (event);
  const char *action = NULL;

  g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action);
  {
    VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
    const VtAction *declared = ruleset != NULL && action != NULL ? vt_ruleset_find_action (ruleset, action) : NULL;
    g_autofree char *move = vt_measure_format_move (ruleset, vt_event_get_move (event));
    /* TRANSLATORS: the first line of a journal entry's details: "Zug 3 · Infantry fire" */
    g_autofree char *line = g_strdup_printf (_("%s · %s"), move,
                                             declared != NULL && declared->label != NULL
                                             ? vt_ruleset_translate (ruleset, declared->label)
                                             : action != NULL ? vt_label_from_id (action)
                                             : vt_label_from_id (vt_event_get_kind (event)));

    append_line (text, line);
  }

  if (units[0] != NULL)
    {
      append_heading (text, _("Units"));
      for (guint i = 0; units[i] != NULL; i++)
        append_line (text, vt_scenario_get_unit_display_name (state_of (self), units[i]));
    }

  append_heading (text, _("Parameters"));
  if (g_str_equal (vt_event_get_kind (event), VT_EVENT_TERRAIN))
    append_terrain (self, text, vt_event_get_payload (event));
  else if (params != NULL && g_variant_n_children (params) > 0)
    append_entries (self, text, params);
  else if (g_variant_n_children (vt_event_get_payload (event)) > 0 && params == NULL)
    append_entries (self, text, vt_event_get_payload (event));
  else
    append_line (text, _("none"));

  append_heading (text, _("Dice"));
  if (g_variant_n_children (dice) == 0)
    append_line (text, _("none thrown"));
  for (gsize i = 0; i < g_variant_n_children (dice); i++)
    {
      const char *die;
      guint faces, face;
      gboolean entered;
      g_autofree char *line = NULL;

      g_variant_get_child (dice, i, "(&suub)", &die, &faces, &face, &entered);
      /* TRANSLATORS: "die I (6 faces): 4, typed in" */
      line = g_strdup_printf (_("die %s (%u faces): %u, %s"), die, faces, face,
                              entered ? _("typed in") : _("rolled"));
      append_line (text, line);
    }

  append_heading (text, _("Changes"));
  if (g_variant_n_children (changes) == 0)
    append_line (text, _("none"));
  for (gsize i = 0; i < g_variant_n_children (changes); i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);
      g_autoptr(GString) line = g_string_new (NULL);
      const char *unit = NULL;
      GVariantIter iter;
      const char *key;
      GVariant *value;

      g_variant_lookup (change, "unit", "&s", &unit);
      g_string_append_printf (line, "%s:", unit != NULL && is_unit (self, unit)
                                             ? vt_scenario_get_unit_display_name (state_of (self), unit)
                                             : (unit != NULL ? unit : "?"));
      g_variant_iter_init (&iter, change);
      while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
        {
          g_autoptr(GVariant) owned = value;
          g_autofree char *shown = NULL;

          if (g_str_equal (key, "unit"))
            continue;
          shown = format_value (self, value);
          g_string_append_printf (line, " %s %s", key, shown);
        }
      append_line (text, line->str);
    }

  /* no trailing line break */
  if (text->len > 0 && text->str[text->len - 1] == '\n')
    g_string_truncate (text, text->len - 1);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_details (VtJournalPanel *self,
              VtEvent        *event,
              guint           position)
{
  g_autofree char *details = NULL;
  g_autofree char *summary = NULL;

  if (event == NULL)
    {
      gtk_revealer_set_reveal_child (self->details_revealer, FALSE);
      return;
    }

  summary = event_summary (self, event, position);
  gtk_label_set_label (self->details_title, summary);
  details = describe_event (self, event);
  gtk_label_set_markup (self->details_label, details);
  gtk_revealer_set_reveal_child (self->details_revealer, TRUE);
}

static void
selection_changed (VtJournalPanel *self)
{
  VtEvent *event = self->selection != NULL ? gtk_single_selection_get_selected_item (self->selection) : NULL;

  show_details (self, event, self->selection != NULL ? gtk_single_selection_get_selected (self->selection) : 0);
  g_signal_emit (self, signals[EVENT_SELECTED], 0, event);
}

/**
 * vt_journal_panel_get_selected_event:
 *
 * Returns: (transfer none) (nullable): the entry picked in the list
 */
VtEvent *
vt_journal_panel_get_selected_event (VtJournalPanel *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL_PANEL (self), NULL);

  return self->selection != NULL ? gtk_single_selection_get_selected_item (self->selection) : NULL;
}

VtGame *
vt_journal_panel_get_game (VtJournalPanel *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL_PANEL (self), NULL);

  return self->game;
}

void
vt_journal_panel_set_game (VtJournalPanel *self,
                           VtGame         *game)
{
  g_return_if_fail (VT_IS_JOURNAL_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  forget_game (self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  g_clear_object (&self->selection);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  if (game != NULL)
    {
      GListModel *journal = G_LIST_MODEL (vt_game_get_journal (game));

      /* nothing picked until the umpire picks an entry */
      self->selection = gtk_single_selection_new (g_object_ref (journal));
      gtk_single_selection_set_autoselect (self->selection, FALSE);
      gtk_single_selection_set_can_unselect (self->selection, TRUE);
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      g_signal_connect_object (self->selection, "notify::selected-item", G_CALLBACK (selection_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (journal, "items-changed", G_CALLBACK (journal_grew), self, 0);
      g_signal_connect_object (journal, "notify::head", G_CALLBACK (restyle), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "changed", G_CALLBACK (restyle), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->journal_list, GTK_SELECTION_MODEL (self->selection));
  show_details (self, NULL, 0);
}

static void
vt_journal_panel_dispose (GObject *object)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

  forget_game (self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_JOURNAL_PANEL);
  g_clear_object (&self->selection);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rows, g_hash_table_unref);

  G_OBJECT_CLASS (vt_journal_panel_parent_class)->dispose (object);
}

static void
vt_journal_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

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
vt_journal_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_journal_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_journal_panel_class_init (VtJournalPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_journal_panel_dispose;
  object_class->get_property = vt_journal_panel_get_property;
  object_class->set_property = vt_journal_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* An entry picked in the list (NULL when none is): the window marks its
   * units on the map. */
  signals[EVENT_SELECTED] =
    g_signal_new ("event-selected",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, VT_TYPE_EVENT);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-journal-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, journal_list);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, details_revealer);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, details_title);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, details_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-journal-panel");
}

static void
vt_journal_panel_init (VtJournalPanel *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_hash_table_new (NULL, NULL);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_journal_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_journal_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_journal_row), self);
  gtk_list_view_set_factory (self->journal_list, factory);
}

GtkWidget *
vt_journal_panel_new (void)
{
  return g_object_new (VT_TYPE_JOURNAL_PANEL, NULL);
}
