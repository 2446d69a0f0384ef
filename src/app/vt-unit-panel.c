/* vt-unit-panel.c: the selected units: strength, formation, facing, pace, conditions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-unit-panel"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-unit-panel.h"

/* what a press of a rotate button turns */
#define WHEEL_STEP 45.0

struct _VtUnitPanel
{
  GtkWidget       parent_instance;

  VtGame         *game;
  VtUnit         *unit;       /* the first selected */
  GPtrArray      *units;      /* of VtUnit: all selected, the first first */
  guint           n_selected;
  char           *activity;
  GPtrArray      *activity_ids;
  GStrv           formations_listed; /* what the drop-down lists */
  gboolean        several_listed;    /* its first item stands for mixed formations */
  guint           updating;
  guint           choosing;          /* a formation chosen is being applied */
  guint           refresh_source;
  VtRuling       *ruling;            /* the change just refused, for Allow… */

  /* template children */
  GtkWidget      *box;
  GtkLabel       *name_label;
  GtkLabel       *detail_label;
  GtkDropDown    *formation_drop_down;
  GtkButton      *left_button;
  GtkSpinButton  *facing_spin;
  GtkWidget      *formation_label;
  GtkWidget      *facing_label;
  GtkWidget      *facing_box;
  GtkWidget      *activity_label;
  GtkButton      *right_button;
  GtkDropDown    *activity_drop_down;
  GtkLabel       *conditions_label;
  GtkLabel       *move_left_label;
  GtkButton      *allow_button;
  GtkWindow      *allow_dialog;      /* while the umpire says how much and why */
};

G_DEFINE_FINAL_TYPE (VtUnitPanel, vt_unit_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ACTIVITY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VtRuleset *
ruleset (VtUnitPanel *self)
{
  return self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
}

static void
set_activity (VtUnitPanel *self,
              const char  *activity)
{
  if (g_strcmp0 (self->activity, activity) == 0)
    return;

  g_free (self->activity);
  self->activity = g_strdup (activity);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVITY]);
}

static void
show_conditions (VtUnitPanel *self)
{
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (self->unit);
  g_autoptr(GString) text = g_string_new (NULL);
  GVariantIter iter;
  const char *id, *label;
  guint zuege;

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (zuege == VT_CONDITION_UNTIL_ENDED)
        /* TRANSLATORS: a condition without a countdown: "in a troop-concealer: until ended" */
        g_string_append_printf (text, _("%s: until ended"), label);
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %u Zug left", "%s: %u Züge left", zuege),
                                label, zuege);
    }

  gtk_label_set_label (self->conditions_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->conditions_label), text->len > 0);
}

static void show_unit (VtUnitPanel *self);

/* "paces" for "pace", in the umpire's language */
static char *
length_words (VtUnitPanel *self)
{
  VtRuleset *rules = ruleset (self);

  return vt_unit_of_length_dup_plural (rules != NULL ? vt_ruleset_get_unit_of_length (rules) : NULL);
}

/* A whole move at the pace chosen, over open ground. */
static double
move_allowance (VtUnitPanel *self)
{
  static const VtGround open_ground = { NULL, 0, 0 };
  VtRuleset *rules = ruleset (self);

  if (rules == NULL || self->unit == NULL || self->activity == NULL)
    return 0;
  return vt_ruleset_get_march_rate (rules, self->game, self->unit, self->activity, &open_ground);
}

/* "120 of 180 paces left": what the unit has left of its move in this Zug. */
static void
show_move_left (VtUnitPanel *self)
{
  double allowance = move_allowance (self);
  double left;
  g_autofree char *words = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL || self->unit == NULL || !(allowance > 0))
    {
      gtk_label_set_label (self->move_left_label, "");
      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->move_left_label)), FALSE);
      return;
    }

  left = MAX (0, vt_game_get_move_left (self->game, self->unit)) * allowance;
  words = length_words (self);
  /* TRANSLATORS: "120 of 180 paces left" */
  text = g_strdup_printf (_("%.0f of %.0f %s left"), floor (left + 0.5), allowance, words);
  /* in metres beside, where the umpire chose them ("length-units") */
  {
    const char *unit = ruleset (self) != NULL ? vt_ruleset_get_unit_of_length (ruleset (self)) : NULL;
    double left_metres, allowance_metres;

    if (vt_measure_get_metric () && g_strcmp0 (unit, "metre") != 0 &&
        vt_measure_to_metres (left, unit, &left_metres) && vt_measure_to_metres (allowance, unit, &allowance_metres))
      {
        g_autofree char *own = g_steal_pointer (&text);

        /* TRANSLATORS: what is left of a move, then the same in metres:
         * "120 of 180 paces left (75 of 113 metres)" */
        text = g_strdup_printf (_("%s (%.0f of %.0f metres)"), own, floor (left_metres + 0.5),
                                floor (allowance_metres + 0.5));
      }
  }
  gtk_label_set_label (self->move_left_label, text);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->move_left_label)), TRUE);
}

static const VtUnitType *
unit_type (VtUnitPanel *self,
           VtUnit      *unit)
{
  VtRuleset *rules = ruleset (self);

  return rules != NULL ? vt_ruleset_find_unit_type (rules, vt_unit_get_unit_type (unit)) : NULL;
}

/* The drop-down keeps formation ids (the game's words) and shows labels
 * (the umpire's): "column-by-threes" reads "Column by threes". */
static void
formation_item_setup (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
formation_item_bind (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     VtUnitPanel              *self)
{
  const char *listed = gtk_string_object_get_string (gtk_list_item_get_item (item));
  VtRuleset *rules = ruleset (self);
  const char *shown = listed;

  /* the first item of a mixed selection is already in words */
  if (rules != NULL && g_strcmp0 (listed, _("Several formations")) != 0)
    shown = vt_ruleset_get_formation_label (rules, listed);
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), shown);
}

/* The formations every selected unit can take, in the first one's order. */
static GStrv
common_formations (VtUnitPanel *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const VtUnitType *first = unit_type (self, self->unit);

  for (guint i = 0; first != NULL && first->formations != NULL && first->formations[i] != NULL; i++)
    {
      gboolean shared = TRUE;

      for (guint j = 1; j < self->units->len && shared; j++)
        {
          const VtUnitType *type = unit_type (self, self->units->pdata[j]);

          shared = type != NULL && type->formations != NULL && g_strv_contains (type->formations, first->formations[i]);
        }
      if (shared)
        g_strv_builder_add (builder, first->formations[i]);
    }

  return g_strv_builder_end (builder);
}

/* The formation all selected units are in, NULL when they differ. */
static const char *
shared_formation (VtUnitPanel *self)
{
  const char *formation = vt_unit_get_formation (self->unit);

  for (guint j = 1; j < self->units->len; j++)
    if (g_strcmp0 (vt_unit_get_formation (self->units->pdata[j]), formation) != 0)
      return NULL;

  return formation;
}

static void
show_formations (VtUnitPanel *self)
{
  g_auto(GStrv) formations = common_formations (self);
  g_autoptr(GStrvBuilder) listed = g_strv_builder_new ();
  g_auto(GStrv) items = NULL;
  const char *current = shared_formation (self);
  guint n_formations = g_strv_length (formations);
  guint position = GTK_INVALID_LIST_POSITION;
  gboolean several = self->units->len > 1;
  gboolean mixed = several && current == NULL && n_formations > 0;
  const char *why = NULL;

  /* The drop-down is left alone while its own choice is being applied;
   * it is shown again once that is done. */
  if (self->choosing > 0)
    return;

  /* units in different formations: the first item says so */
  if (mixed)
    g_strv_builder_add (listed, _("Several formations"));
  g_strv_builder_addv (listed, (const char **) formations);
  items = g_strv_builder_end (listed);

  for (guint i = 0; items[i] != NULL; i++)
    if (mixed ? i == 0 : g_strcmp0 (items[i], current) == 0)
      position = i;

  if (self->formations_listed == NULL || !g_strv_equal ((const char * const *) self->formations_listed,
                                                        (const char * const *) items))
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) items);

      gtk_drop_down_set_model (self->formation_drop_down, G_LIST_MODEL (model));
      g_strfreev (self->formations_listed);
      self->formations_listed = g_steal_pointer (&items);
    }
  self->several_listed = mixed;
  gtk_drop_down_set_selected (self->formation_drop_down, position);

  /* One formation is a choice only if some unit is not in it yet. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->formation_drop_down),
                            n_formations > 1 || (n_formations == 1 && current == NULL));

  if (several && n_formations == 0)
    why = _("The selected units have no formation in common: select units of one kind to change it.");
  else if (several && n_formations == 1 && current != NULL)
    why = _("The selected units are all in the one formation they have in common.");
  else if (mixed)
    why = _("The selected units are in different formations; the one chosen applies to all of them. Only the formations all of them can take are listed.");
  else if (several)
    why = _("The formation chosen applies to all the selected units. Only the formations all of them can take are listed.");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->formation_drop_down), why);
}

static gboolean
refresh (gpointer user_data)
{
  VtUnitPanel *self = user_data;

  self->refresh_source = 0;
  show_unit (self);
  return G_SOURCE_REMOVE;
}

static void
show_unit (VtUnitPanel *self)
{
  VtRuleset *rules = ruleset (self);
  const VtUnitType *type;
  const char *name;
  g_autoptr(GString) detail = g_string_new (NULL);
  g_autoptr(GtkStringList) activity_labels = gtk_string_list_new (NULL);
  const VtActivity *activities = NULL;
  guint n_activities = 0;
  guint activity_position = GTK_INVALID_LIST_POSITION;

  if (self->unit == NULL)
    return;

  self->updating++;

  type = rules != NULL ? vt_ruleset_find_unit_type (rules, vt_unit_get_unit_type (self->unit)) : NULL;
  name = vt_unit_get_name (self->unit);
  gtk_label_set_label (self->name_label, name != NULL && name[0] != '\0' ? name : vt_unit_get_id (self->unit));

  g_string_append (detail, type != NULL ? vt_ruleset_get_unit_type_label (rules, type->id)
                                         : vt_unit_get_unit_type (self->unit));
  if (type != NULL && type->strength_unit != NULL)
    /* TRANSLATORS: " · 420 of 450 muskets" */
    g_string_append_printf (detail, _(" · %u of %u %s"), vt_unit_get_strength (self->unit),
                            type->strength, vt_ruleset_translate (rules, type->strength_unit));
  else
    g_string_append_printf (detail, " · %u", vt_unit_get_strength (self->unit));
  if (self->n_selected > 1)
    g_string_append_printf (detail, g_dngettext (GETTEXT_PACKAGE, " · and %u more selected", " · and %u more selected",
                                                 self->n_selected - 1),
                            self->n_selected - 1);
  gtk_label_set_label (self->detail_label, detail->str);

  show_formations (self);

  gtk_spin_button_set_value (self->facing_spin, round (vt_unit_get_facing (self->unit)));

  g_ptr_array_set_size (self->activity_ids, 0);
  if (rules != NULL)
    activities = vt_ruleset_get_activities (rules, self->unit, &n_activities);
  for (guint i = 0; activities != NULL && i < n_activities; i++)
    {
      gtk_string_list_append (activity_labels, vt_ruleset_translate (rules, activities[i].label));
      g_ptr_array_add (self->activity_ids, (gpointer) activities[i].id);
      if (g_strcmp0 (activities[i].id, self->activity) == 0)
        activity_position = i;
    }
  /* a pace this unit does not have falls back to its first */
  if (activity_position == GTK_INVALID_LIST_POSITION && n_activities > 0)
    activity_position = 0;
  gtk_drop_down_set_model (self->activity_drop_down, G_LIST_MODEL (activity_labels));
  gtk_drop_down_set_selected (self->activity_drop_down, activity_position);
  gtk_widget_set_sensitive (GTK_WIDGET (self->activity_drop_down), n_activities > 0);
  set_activity (self, activity_position != GTK_INVALID_LIST_POSITION ? self->activity_ids->pdata[activity_position] : NULL);

  /* what a piece does not have is not offered: a figure on a board faces
   * no way and has no paces, a piece of one formation no choice of it */
  {
    gboolean board = self->game != NULL &&
                     vt_map_get_kind (vt_scenario_get_map (vt_game_get_state (self->game))) == VT_MAP_KIND_BOARD;
    gboolean formations = type == NULL || (type->formations != NULL && type->formations[0] != NULL &&
                                           type->formations[1] != NULL);

    gtk_widget_set_visible (self->facing_label, !board);
    gtk_widget_set_visible (self->facing_box, !board);
    gtk_widget_set_visible (self->activity_label, !board || n_activities > 0);
    gtk_widget_set_visible (GTK_WIDGET (self->activity_drop_down), !board || n_activities > 0);
    gtk_widget_set_visible (self->formation_label, formations);
    gtk_widget_set_visible (GTK_WIDGET (self->formation_drop_down), formations);
  }

  show_conditions (self);
  show_move_left (self);

  self->updating--;
}

/**
 * vt_unit_panel_steal_ruling:
 *
 * The formation or facing change just refused that the umpire may allow
 * (the other side's move), or NULL; it is kept until the next refusal.
 */
VtRuling *
vt_unit_panel_steal_ruling (VtUnitPanel *self)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), NULL);

  return g_steal_pointer (&self->ruling);
}

static void
refuse (VtUnitPanel *self,
        GError      *error)
{
  g_signal_emit (self, signals[REFUSED], 0, error->message);
  /* the panel shows the unit as it is, not as asked */
  show_unit (self);
}

/* Changes made to several units go back if one of them is refused. */
static void
take_back (VtUnitPanel *self,
           guint        n_done)
{
  for (guint i = 0; i < n_done; i++)
    vt_game_undo (self->game);
}

static void
refuse_all (VtUnitPanel *self,
            guint        n_done,
            GError      *error)
{
  take_back (self, n_done);
  if (self->units->len > 1)
    {
      g_autofree char *message = g_strdup_printf (_("No unit was changed. %s"), error->message);

      g_signal_emit (self, signals[REFUSED], 0, message);
      show_unit (self);
      return;
    }
  refuse (self, error);
}

static void
apply_formation (VtUnitPanel *self,
                 GPtrArray   *units,
                 const char  *formation)
{
  g_autoptr(GError) error = NULL;
  guint n_done = 0;

  /* every unit can take it, or none changes */
  for (guint i = 0; i < units->len; i++)
    {
      const VtUnitType *type = unit_type (self, units->pdata[i]);

      if (type != NULL && (type->formations == NULL || !g_strv_contains (type->formations, formation)))
        {
          g_set_error (&error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("%s cannot form %s."), vt_unit_get_display_name (units->pdata[i]),
                       vt_ruleset_get_formation_label (ruleset (self), formation));
          refuse_all (self, 0, error);
          return;
        }
    }

  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = units->pdata[i];

      if (g_strcmp0 (vt_unit_get_formation (unit), formation) == 0)
        continue;
      if (!vt_game_set_formation (self->game, unit, formation, &error))
        {
          /* the other side's move: the umpire may allow the whole change */
          if (g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
            {
              g_clear_pointer (&self->ruling, vt_ruling_free);
              self->ruling = vt_ruling_new_moves (error->message);
              /* one already so journals nothing when it is carried out */
              for (guint k = 0; k < units->len; k++)
                vt_ruling_add_formation (self->ruling, units->pdata[k], formation);
            }
          refuse_all (self, n_done, error);
          return;
        }
      n_done++;
    }
}

static void
formation_chosen (VtUnitPanel *self)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *formation = NULL;
  guint position;

  if (self->updating > 0 || self->choosing > 0 || self->unit == NULL || self->game == NULL)
    return;

  position = gtk_drop_down_get_selected (self->formation_drop_down);
  if (self->formations_listed == NULL || position >= g_strv_length (self->formations_listed) ||
      (self->several_listed && position == 0))
    return;
  formation = g_strdup (self->formations_listed[position]);

  /* The game's "changed" brings a new selection array; this one stays. */
  units = g_ptr_array_ref (self->units);

  self->choosing++;
  apply_formation (self, units, formation);
  self->choosing--;

  /* shown again once the drop-down is done with its own signal, before
   * the next frame */
  if (self->refresh_source == 0)
    self->refresh_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, refresh, self, NULL);
}

/* The pace a turn on the spot is journalled at: the one chosen if this
 * unit has it, else its first. */
static const char *
activity_for (VtUnitPanel *self,
              VtUnit      *unit)
{
  const VtActivity *activities;
  guint n = 0;

  if (ruleset (self) == NULL)
    return NULL;

  activities = vt_ruleset_get_activities (ruleset (self), unit, &n);
  if (activities == NULL || n == 0)
    return NULL;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (activities[i].id, self->activity) == 0)
      return activities[i].id;

  return activities[0].id;
}

/* The turns face() was refused, each as it was asked, for Allow… */
static void
ruled_turns (VtUnitPanel *self,
             GPtrArray   *units,
             double       degrees,
             gboolean     relative,
             const char  *refusal)
{
  g_clear_pointer (&self->ruling, vt_ruling_free);
  self->ruling = vt_ruling_new_moves (refusal);
  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = units->pdata[i];
      double facing = relative ? vt_unit_get_facing (unit) + degrees : degrees;
      VtPoint here;

      facing = fmod (fmod (facing, 360) + 360, 360);
      if (fabs (facing - vt_unit_get_facing (unit)) < 0.5)
        continue;
      vt_unit_get_position (unit, &here);
      vt_ruling_add_move (self->ruling, unit, &here, facing, activity_for (self, unit));
    }
}

/* Every selected unit to @degrees, or by @degrees when @relative; a turn
 * is a move to where it stands. */
static gboolean
face (VtUnitPanel *self,
      double       degrees,
      gboolean     relative)
{
  g_autoptr(GPtrArray) units = g_ptr_array_ref (self->units);
  g_autoptr(GError) error = NULL;
  guint n_done = 0;

  if (!isfinite (degrees))
    return FALSE;

  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = units->pdata[i];
      double facing = relative ? vt_unit_get_facing (unit) + degrees : degrees;
      VtPoint here;

      facing = fmod (fmod (facing, 360) + 360, 360);
      if (fabs (facing - vt_unit_get_facing (unit)) < 0.5)
        continue;

      vt_unit_get_position (unit, &here);
      if (!vt_game_move_unit (self->game, unit, &here, facing, activity_for (self, unit), &error))
        {
          /* the turns made go back first: the ruling turns each unit from
           * where it faced */
          take_back (self, n_done);
          if (g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
            ruled_turns (self, units, degrees, relative, error->message);
          refuse_all (self, 0, error);
          return FALSE;
        }
      n_done++;
    }

  return TRUE;
}

static void
facing_changed (VtUnitPanel *self)
{
  if (self->updating > 0 || self->unit == NULL || self->game == NULL)
    return;

  face (self, gtk_spin_button_get_value (self->facing_spin), FALSE);
}

gboolean
vt_unit_panel_turn (VtUnitPanel *self,
                    double       degrees)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), FALSE);

  if (self->unit == NULL || self->game == NULL)
    return FALSE;

  return face (self, degrees, TRUE);
}

static void
turn_left (VtUnitPanel *self)
{
  vt_unit_panel_turn (self, -WHEEL_STEP);
}

static void
turn_right (VtUnitPanel *self)
{
  vt_unit_panel_turn (self, WHEEL_STEP);
}

static void
activity_chosen (VtUnitPanel *self)
{
  guint selected;

  if (self->updating > 0)
    return;

  selected = gtk_drop_down_get_selected (self->activity_drop_down);
  if (selected < self->activity_ids->len)
    set_activity (self, self->activity_ids->pdata[selected]);
  show_move_left (self);
}

static void
allow_confirmed (GtkWidget *button)
{
  GtkWindow *dialog = GTK_WINDOW (gtk_widget_get_root (button));
  VtUnitPanel *self = g_object_get_data (G_OBJECT (dialog), "vt-unit-panel");
  GtkSpinButton *paces = g_object_get_data (G_OBJECT (dialog), "paces");
  GtkEditable *reason = g_object_get_data (G_OBJECT (dialog), "reason");
  GtkLabel *error_label = g_object_get_data (G_OBJECT (dialog), "error");
  g_autoptr(GError) error = NULL;
  double allowance = move_allowance (self);

  if (self->game == NULL || self->unit == NULL || !(allowance > 0))
    {
      gtk_window_destroy (dialog);
      return;
    }
  /* the core counts moves: the paces as a part of the whole move */
  if (!vt_game_allow_move (self->game, self->unit, gtk_spin_button_get_value (paces) / allowance,
                           gtk_editable_get_text (reason), &error))
    {
      gtk_label_set_label (error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (error_label), TRUE);
      return;
    }
  gtk_window_destroy (dialog);
  show_unit (self);
}

static void
reason_changed (GtkEditable *reason,
                GtkWidget   *allow)
{
  const char *text = gtk_editable_get_text (reason);
  gboolean words = FALSE;

  for (; *text != '\0' && !words; text++)
    words = !g_ascii_isspace (*text);
  gtk_widget_set_sensitive (allow, words);
}

/* The umpire's override: how much further, and why; journalled, undoable. */
static void
allow_more (VtUnitPanel *self)
{
  GtkWidget *dialog, *box, *grid, *paces, *reason, *buttons, *cancel, *allow, *error_label, *label;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  double allowance = move_allowance (self);
  g_autofree char *words = length_words (self);
  g_autofree char *title = NULL;
  g_autofree char *paces_label = NULL;
  const char *name;

  if (self->game == NULL || self->unit == NULL || !(allowance > 0))
    return;

  name = vt_unit_get_display_name (self->unit);
  title = g_strdup_printf (_("Allow %s to move further"), name);
  dialog = gtk_window_new ();
  gtk_widget_set_name (dialog, "allow-more-dialog");
  gtk_window_set_title (GTK_WINDOW (dialog), title);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_resizable (GTK_WINDOW (dialog), FALSE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  /* TRANSLATORS: "Paces more", the unit of length of the ruleset */
  paces_label = g_strdup_printf (_("%s more"), words);
  paces_label[0] = g_ascii_toupper (paces_label[0]);
  label = gtk_label_new (paces_label);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  paces = gtk_spin_button_new_with_range (1, allowance * 10, 10);
  gtk_widget_set_name (paces, "allow-paces");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (paces), round (allowance / 2));
  gtk_grid_attach (GTK_GRID (grid), paces, 1, 0, 1, 1);
  label = gtk_label_new (_("Reason"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 1, 1, 1);
  reason = gtk_entry_new ();
  gtk_widget_set_name (reason, "allow-reason");
  gtk_entry_set_placeholder_text (GTK_ENTRY (reason), _("e.g. the road was clear"));
  gtk_widget_set_hexpand (reason, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (reason), 28);
  gtk_grid_attach (GTK_GRID (grid), reason, 1, 1, 1, 1);
  gtk_box_append (GTK_BOX (box), grid);

  error_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (error_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (error_label), 0);
  gtk_widget_add_css_class (error_label, "error");
  gtk_widget_set_visible (error_label, FALSE);
  gtk_box_append (GTK_BOX (box), error_label);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  allow = gtk_button_new_with_mnemonic (_("_Allow"));
  gtk_widget_set_name (allow, "allow-confirm");
  gtk_widget_add_css_class (allow, "suggested-action");
  gtk_widget_set_sensitive (allow, FALSE);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), allow);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (GTK_WINDOW (dialog), box);

  g_object_set_data (G_OBJECT (dialog), "vt-unit-panel", self);
  g_object_set_data (G_OBJECT (dialog), "paces", paces);
  g_object_set_data (G_OBJECT (dialog), "reason", reason);
  g_object_set_data (G_OBJECT (dialog), "error", error_label);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  g_signal_connect (allow, "clicked", G_CALLBACK (allow_confirmed), NULL);
  g_signal_connect (reason, "changed", G_CALLBACK (reason_changed), allow);

  self->allow_dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->allow_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWindow *
vt_unit_panel_get_allow_dialog (VtUnitPanel *self)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), NULL);

  return self->allow_dialog;
}

static void
unit_notified (VtUnitPanel *self)
{
  show_unit (self);
}

static void
forget_unit (VtUnitPanel *self)
{
  if (self->unit != NULL)
    g_signal_handlers_disconnect_by_data (self->unit, self);
  g_clear_object (&self->unit);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  self->units = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
vt_unit_panel_dispose (GObject *object)
{
  VtUnitPanel *self = VT_UNIT_PANEL (object);

  forget_unit (self);
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  /* the dialog asks on the panel's behalf */
  if (self->allow_dialog != NULL)
    gtk_window_destroy (self->allow_dialog);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_UNIT_PANEL);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_unit_panel_parent_class)->dispose (object);
}

static void
vt_unit_panel_finalize (GObject *object)
{
  VtUnitPanel *self = VT_UNIT_PANEL (object);

  g_clear_pointer (&self->activity, g_free);
  g_clear_pointer (&self->activity_ids, g_ptr_array_unref);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->formations_listed, g_strfreev);
  g_clear_pointer (&self->ruling, vt_ruling_free);

  G_OBJECT_CLASS (vt_unit_panel_parent_class)->finalize (object);
}

static void
vt_unit_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  VtUnitPanel *self = VT_UNIT_PANEL (object);

  switch (prop_id)
    {
    case PROP_ACTIVITY:
      g_value_set_string (value, self->activity);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_unit_panel_class_init (VtUnitPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_unit_panel_dispose;
  object_class->finalize = vt_unit_panel_finalize;
  object_class->get_property = vt_unit_panel_get_property;

  properties[PROP_ACTIVITY] =
    g_param_spec_string ("activity", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-unit-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, formation_drop_down);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, left_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, facing_spin);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, formation_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, facing_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, facing_box);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, activity_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, right_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, activity_drop_down);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, conditions_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, move_left_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, allow_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-unit-panel");
}

static void
vt_unit_panel_init (VtUnitPanel *self)
{
  g_autoptr(GtkListItemFactory) formation_items = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (formation_items, "setup", G_CALLBACK (formation_item_setup), NULL);
  g_signal_connect (formation_items, "bind", G_CALLBACK (formation_item_bind), self);
  gtk_drop_down_set_factory (self->formation_drop_down, formation_items);

  self->activity_ids = g_ptr_array_new ();
  self->units = g_ptr_array_new_with_free_func (g_object_unref);
  if (vt_measure_get_settings () != NULL)
    g_signal_connect_object (vt_measure_get_settings (), "changed::length-units",
                             G_CALLBACK (show_move_left), self, G_CONNECT_SWAPPED);

  g_signal_connect_swapped (self->formation_drop_down, "notify::selected", G_CALLBACK (formation_chosen), self);
  g_signal_connect_swapped (self->facing_spin, "value-changed", G_CALLBACK (facing_changed), self);
  g_signal_connect_swapped (self->left_button, "clicked", G_CALLBACK (turn_left), self);
  g_signal_connect_swapped (self->allow_button, "clicked", G_CALLBACK (allow_more), self);
  g_signal_connect_swapped (self->right_button, "clicked", G_CALLBACK (turn_right), self);
  g_signal_connect_swapped (self->activity_drop_down, "notify::selected", G_CALLBACK (activity_chosen), self);
}

GtkWidget *
vt_unit_panel_new (void)
{
  return g_object_new (VT_TYPE_UNIT_PANEL, NULL);
}

void
vt_unit_panel_set_game (VtUnitPanel *self,
                        VtGame      *game)
{
  g_return_if_fail (VT_IS_UNIT_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  forget_unit (self);
  g_set_object (&self->game, game);
  g_clear_pointer (&self->formations_listed, g_strfreev);
  self->n_selected = 0;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

void
vt_unit_panel_set_units (VtUnitPanel        *self,
                         const char * const *unit_ids)
{
  VtUnit *unit = NULL;
  GPtrArray *units;

  g_return_if_fail (VT_IS_UNIT_PANEL (self));

  self->n_selected = unit_ids != NULL ? g_strv_length ((char **) unit_ids) : 0;

  /* a new array each time: a change to all of them may be under way */
  units = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; self->game != NULL && i < self->n_selected; i++)
    {
      VtUnit *found = vt_scenario_find_unit (vt_game_get_state (self->game), unit_ids[i]);

      if (found != NULL)
        g_ptr_array_add (units, g_object_ref (found));
    }
  if (units->len > 0)
    unit = units->pdata[0];

  if (unit != self->unit)
    {
      if (self->unit != NULL)
        g_signal_handlers_disconnect_by_data (self->unit, self);
      g_set_object (&self->unit, unit);
      if (unit != NULL)
        g_signal_connect_object (unit, "notify", G_CALLBACK (unit_notified), self, G_CONNECT_SWAPPED);
    }
  g_clear_pointer (&self->units, g_ptr_array_unref);
  self->units = units;

  gtk_widget_set_visible (GTK_WIDGET (self), self->unit != NULL);
  show_unit (self);
}

const char *
vt_unit_panel_get_activity (VtUnitPanel *self)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), NULL);

  return self->activity;
}
