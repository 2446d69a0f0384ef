/* vt-unit-panel.c: the selected unit: strength, formation, facing, pace, conditions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-unit-panel"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-unit-panel.h"

/* what a press of a rotate button turns */
#define WHEEL_STEP 45.0

struct _VtUnitPanel
{
  GtkWidget       parent_instance;

  VtGame         *game;
  VtUnit         *unit;       /* the first selected */
  guint           n_selected;
  char           *activity;
  GPtrArray      *activity_ids;
  const VtUnitType *formations_of; /* whose formations the drop-down lists */
  guint           updating;

  /* template children */
  GtkWidget      *box;
  GtkLabel       *name_label;
  GtkLabel       *detail_label;
  GtkDropDown    *formation_drop_down;
  GtkButton      *left_button;
  GtkSpinButton  *facing_spin;
  GtkButton      *right_button;
  GtkDropDown    *activity_drop_down;
  GtkLabel       *conditions_label;
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
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %u Zug left", "%s: %u Züge left", zuege),
                              label, zuege);
    }

  gtk_label_set_label (self->conditions_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->conditions_label), text->len > 0);
}

static void
show_unit (VtUnitPanel *self)
{
  VtRuleset *rules = ruleset (self);
  const VtUnitType *type;
  const char *name;
  g_autoptr(GString) detail = g_string_new (NULL);
  g_autoptr(GtkStringList) formations = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) activity_labels = gtk_string_list_new (NULL);
  const VtActivity *activities = NULL;
  guint n_activities = 0;
  guint formation_position = GTK_INVALID_LIST_POSITION;
  guint activity_position = GTK_INVALID_LIST_POSITION;

  if (self->unit == NULL)
    return;

  self->updating++;

  type = rules != NULL ? vt_ruleset_find_unit_type (rules, vt_unit_get_unit_type (self->unit)) : NULL;
  name = vt_unit_get_name (self->unit);
  gtk_label_set_label (self->name_label, name != NULL && name[0] != '\0' ? name : vt_unit_get_id (self->unit));

  g_string_append (detail, type != NULL ? type->label : vt_unit_get_unit_type (self->unit));
  if (type != NULL && type->strength_unit != NULL)
    /* TRANSLATORS: " · 420 of 450 muskets" */
    g_string_append_printf (detail, _(" · %u of %u %s"), vt_unit_get_strength (self->unit),
                            type->strength, type->strength_unit);
  else
    g_string_append_printf (detail, " · %u", vt_unit_get_strength (self->unit));
  if (self->n_selected > 1)
    g_string_append_printf (detail, g_dngettext (GETTEXT_PACKAGE, " · and %u more selected", " · and %u more selected",
                                                 self->n_selected - 1),
                            self->n_selected - 1);
  gtk_label_set_label (self->detail_label, detail->str);

  for (guint i = 0; type != NULL && type->formations != NULL && type->formations[i] != NULL; i++)
    {
      gtk_string_list_append (formations, type->formations[i]);
      if (g_strcmp0 (type->formations[i], vt_unit_get_formation (self->unit)) == 0)
        formation_position = i;
    }
  /* The model stays while the type does: this runs while the drop-down
   * itself is changing the formation. */
  if (type != self->formations_of || type == NULL)
    {
      gtk_drop_down_set_model (self->formation_drop_down, G_LIST_MODEL (formations));
      self->formations_of = type;
    }
  gtk_drop_down_set_selected (self->formation_drop_down, formation_position);
  gtk_widget_set_sensitive (GTK_WIDGET (self->formation_drop_down),
                            g_list_model_get_n_items (G_LIST_MODEL (formations)) > 1);

  gtk_spin_button_set_value (self->facing_spin, round (vt_unit_get_facing (self->unit)));

  g_ptr_array_set_size (self->activity_ids, 0);
  if (rules != NULL)
    activities = vt_ruleset_get_activities (rules, self->unit, &n_activities);
  for (guint i = 0; activities != NULL && i < n_activities; i++)
    {
      gtk_string_list_append (activity_labels, activities[i].label);
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

  show_conditions (self);

  self->updating--;
}

static void
refuse (VtUnitPanel *self,
        GError      *error)
{
  g_signal_emit (self, signals[REFUSED], 0, error->message);
  /* the panel shows the unit as it is, not as asked */
  show_unit (self);
}

static void
formation_chosen (VtUnitPanel *self)
{
  GtkStringObject *item;
  g_autoptr(GError) error = NULL;

  if (self->updating > 0 || self->unit == NULL || self->game == NULL)
    return;

  item = gtk_drop_down_get_selected_item (self->formation_drop_down);
  if (item == NULL || g_strcmp0 (gtk_string_object_get_string (item), vt_unit_get_formation (self->unit)) == 0)
    return;

  if (!vt_game_set_formation (self->game, self->unit, gtk_string_object_get_string (item), &error))
    refuse (self, error);
}

static gboolean
face (VtUnitPanel *self,
      double       facing)
{
  g_autoptr(GError) error = NULL;
  VtPoint here;

  facing = fmod (fmod (facing, 360) + 360, 360);
  if (fabs (facing - vt_unit_get_facing (self->unit)) < 0.5)
    return TRUE;

  /* a turn is a move to where it stands */
  vt_unit_get_position (self->unit, &here);
  if (!vt_game_move_unit (self->game, self->unit, &here, facing, self->activity, &error))
    {
      refuse (self, error);
      return FALSE;
    }

  return TRUE;
}

static void
facing_changed (VtUnitPanel *self)
{
  if (self->updating > 0 || self->unit == NULL || self->game == NULL)
    return;

  face (self, gtk_spin_button_get_value (self->facing_spin));
}

gboolean
vt_unit_panel_turn (VtUnitPanel *self,
                    double       degrees)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), FALSE);

  if (self->unit == NULL || self->game == NULL)
    return FALSE;

  return face (self, vt_unit_get_facing (self->unit) + degrees);
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
}

static void
vt_unit_panel_dispose (GObject *object)
{
  VtUnitPanel *self = VT_UNIT_PANEL (object);

  forget_unit (self);
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
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, right_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, activity_drop_down);
  gtk_widget_class_bind_template_child (widget_class, VtUnitPanel, conditions_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-unit-panel");
}

static void
vt_unit_panel_init (VtUnitPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->activity_ids = g_ptr_array_new ();

  g_signal_connect_swapped (self->formation_drop_down, "notify::selected", G_CALLBACK (formation_chosen), self);
  g_signal_connect_swapped (self->facing_spin, "value-changed", G_CALLBACK (facing_changed), self);
  g_signal_connect_swapped (self->left_button, "clicked", G_CALLBACK (turn_left), self);
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
  self->formations_of = NULL;
  self->n_selected = 0;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

void
vt_unit_panel_set_units (VtUnitPanel        *self,
                         const char * const *unit_ids)
{
  VtUnit *unit = NULL;

  g_return_if_fail (VT_IS_UNIT_PANEL (self));

  self->n_selected = unit_ids != NULL ? g_strv_length ((char **) unit_ids) : 0;
  if (self->game != NULL && self->n_selected > 0)
    unit = vt_scenario_find_unit (vt_game_get_state (self->game), unit_ids[0]);

  if (unit != self->unit)
    {
      forget_unit (self);
      if (unit != NULL)
        {
          self->unit = g_object_ref (unit);
          g_signal_connect_object (unit, "notify", G_CALLBACK (unit_notified), self, G_CONNECT_SWAPPED);
        }
    }

  gtk_widget_set_visible (GTK_WIDGET (self), self->unit != NULL);
  show_unit (self);
}

const char *
vt_unit_panel_get_activity (VtUnitPanel *self)
{
  g_return_val_if_fail (VT_IS_UNIT_PANEL (self), NULL);

  return self->activity;
}
