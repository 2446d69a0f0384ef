/* vt-param-field.c: the widgets for one declared parameter of an action or option
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-param-field"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-param-field.h"

/* Bounds for numbers the declaration leaves open. */
#define OPEN_BOUND 1e6

struct _VtParamField
{
  GObject              parent_instance;

  const VtActionParam *param;
  GtkWidget           *label;
  GtkWidget           *widget;
  GtkWidget           *note;
  GPtrArray           *ids;      /* what each drop-down item stands for */
  VtScenario          *scenario; /* for the sides' names; may be NULL */
  gboolean             ticked;   /* an optional one is set by its check box */
  gboolean             set;      /* not ticked: a value was given or edited */
  gboolean             edited;
  guint                updating; /* set_value in progress: not the umpire */
};

G_DEFINE_FINAL_TYPE (VtParamField, vt_param_field, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
edited_by_umpire (VtParamField *self)
{
  if (self->updating > 0)
    return;

  self->edited = TRUE;
  self->set = TRUE;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_toggled (GtkCheckButton *check,
             VtParamField   *self)
{
  gtk_widget_set_sensitive (self->widget, gtk_check_button_get_active (check));
  edited_by_umpire (self);
}

static gboolean
is_drop_down (VtParamField *self)
{
  return GTK_IS_DROP_DOWN (self->widget);
}

/* the button shows the choice cut to a field's width, "befestigtes Dor…";
 * the list it opens shows every choice whole */
static void
setup_choice (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_list_item_set_child (item, label);
}

static void
setup_listed_choice (GtkSignalListItemFactory *factory,
                     GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_choice (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  GtkStringObject *choice = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);

  gtk_label_set_label (GTK_LABEL (label), gtk_string_object_get_string (choice));
}

static GtkWidget *
new_drop_down (VtParamField *self,
               GtkStringList *labels)
{
  /* the drop-down takes a reference of its own */
  GtkWidget *drop_down = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (labels)), NULL);
  GtkExpression *expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  g_autoptr(GtkListItemFactory) shown = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) listed = gtk_signal_list_item_factory_new ();

  g_signal_connect (shown, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (shown, "bind", G_CALLBACK (bind_choice), NULL);
  g_signal_connect (listed, "setup", G_CALLBACK (setup_listed_choice), NULL);
  g_signal_connect (listed, "bind", G_CALLBACK (bind_choice), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), shown);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop_down), listed);
  gtk_drop_down_set_expression (GTK_DROP_DOWN (drop_down), expression);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (drop_down), g_list_model_get_n_items (G_LIST_MODEL (labels)) > 8);
  gtk_expression_unref (expression);
  g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (edited_by_umpire), self);

  return drop_down;
}

static void
build_widget (VtParamField *self,
              VtRuleset    *ruleset,
              GListModel   *units)
{
  const VtActionParam *param = self->param;
  double minimum = param->minimum;
  double maximum = param->maximum;

  if (maximum <= minimum)
    {
      minimum = -OPEN_BOUND;
      maximum = OPEN_BOUND;
    }

  switch (param->type)
    {
    case VT_PARAM_INTEGER:
    case VT_PARAM_NUMBER:
      {
        gboolean integer = param->type == VT_PARAM_INTEGER;

        self->widget = gtk_spin_button_new_with_range (minimum, maximum, 1);
        gtk_spin_button_set_digits (GTK_SPIN_BUTTON (self->widget),
                                    integer ? 0 : (maximum - minimum <= 10 ? 2 : 1));
        gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->widget), TRUE);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->widget), MAX (minimum, MIN (0, maximum)));
        gtk_editable_set_width_chars (GTK_EDITABLE (self->widget), 8);
        gtk_widget_add_css_class (self->widget, "numeric");
        g_signal_connect_swapped (self->widget, "value-changed", G_CALLBACK (edited_by_umpire), self);
      }
      break;

    case VT_PARAM_BOOLEAN:
      self->widget = gtk_switch_new ();
      gtk_widget_set_halign (self->widget, GTK_ALIGN_START);
      gtk_widget_set_valign (self->widget, GTK_ALIGN_CENTER);
      g_signal_connect_swapped (self->widget, "notify::active", G_CALLBACK (edited_by_umpire), self);
      break;

    case VT_PARAM_CHOICE:
    case VT_PARAM_DIE:
      if (param->choices != NULL)
        {
          g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

          for (guint i = 0; param->choices[i] != NULL; i++)
            {
              const char *choice = param->choices[i];

              /* the umpire reads "Column by threes", the game keeps the id */
              g_ptr_array_add (self->ids, g_strdup (choice));
              gtk_string_list_append (labels, ruleset != NULL
                                              ? vt_ruleset_get_choice_label (ruleset, param, choice)
                                              : param->type == VT_PARAM_DIE ? choice
                                              : vt_label_from_id (choice));
            }
          self->widget = new_drop_down (self, labels);
        }
      else
        {
          /* a die the declaration does not list: its name */
          self->widget = gtk_entry_new ();
          gtk_editable_set_width_chars (GTK_EDITABLE (self->widget), 8);
          g_signal_connect_swapped (self->widget, "changed", G_CALLBACK (edited_by_umpire), self);
        }
      break;

    case VT_PARAM_UNIT:
      {
        g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

        for (guint i = 0; units != NULL && i < g_list_model_get_n_items (units); i++)
          {
            g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
            const char *name = vt_unit_get_name (unit);
            VtSide *side = self->scenario != NULL
                           ? vt_scenario_find_side (self->scenario, vt_unit_get_side (unit)) : NULL;
            /* the side as the umpire names it: "Rot", not "red" */
            g_autofree char *label = g_strdup_printf ("%s (%s)",
                                                      name != NULL && name[0] != '\0' ? name : vt_unit_get_id (unit),
                                                      side != NULL && vt_side_get_name (side) != NULL
                                                      ? vt_side_get_name (side) : vt_unit_get_side (unit));

            g_ptr_array_add (self->ids, g_strdup (vt_unit_get_id (unit)));
            gtk_string_list_append (labels, label);
          }
        self->widget = new_drop_down (self, labels);
        /* no unit until one is picked or filled in */
        self->updating++;
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->widget), GTK_INVALID_LIST_POSITION);
        self->updating--;
      }
      break;

    default:
      g_assert_not_reached ();
    }

  gtk_widget_set_hexpand (self->widget, TRUE);
  if (param->description != NULL)
    gtk_widget_set_tooltip_text (self->widget, ruleset != NULL ? vt_ruleset_translate (ruleset, param->description)
                                                               : param->description);
}

static void
vt_param_field_dispose (GObject *object)
{
  VtParamField *self = VT_PARAM_FIELD (object);

  g_clear_object (&self->label);
  g_clear_object (&self->widget);
  g_clear_object (&self->note);
  g_clear_object (&self->scenario);

  G_OBJECT_CLASS (vt_param_field_parent_class)->dispose (object);
}

static void
vt_param_field_finalize (GObject *object)
{
  VtParamField *self = VT_PARAM_FIELD (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_param_field_parent_class)->finalize (object);
}

static void
vt_param_field_class_init (VtParamFieldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vt_param_field_dispose;
  object_class->finalize = vt_param_field_finalize;

  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vt_param_field_init (VtParamField *self)
{
  self->ids = g_ptr_array_new_with_free_func (g_free);
}

static VtParamField *
new_field (VtRuleset           *ruleset,
           const VtActionParam *param,
           GListModel          *units,
           VtScenario          *scenario,
           gboolean             ticked)
{
  VtParamField *self;
  const char *label;

  self = g_object_new (VT_TYPE_PARAM_FIELD, NULL);
  self->param = param;
  self->ticked = ticked;
  self->scenario = scenario != NULL ? g_object_ref (scenario) : NULL;
  label = param->label == NULL ? param->name
          : ruleset != NULL ? vt_ruleset_translate (ruleset, param->label) : param->label;

  build_widget (self, ruleset, units);
  g_object_ref_sink (self->widget);

  if (param->optional && ticked)
    {
      /* the label itself sets or unsets the parameter */
      self->label = gtk_check_button_new_with_label (label);
      gtk_widget_set_tooltip_text (self->label, _("Optional: tick to give a value"));
      gtk_widget_set_sensitive (self->widget, FALSE);
      g_signal_connect (self->label, "toggled", G_CALLBACK (set_toggled), self);
    }
  else
    {
      self->label = gtk_label_new (label);
      gtk_label_set_xalign (GTK_LABEL (self->label), 0);
      /* a long name ("Durch die Stellung geworfene Truppen") takes two
       * lines rather than the form's width */
      gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (self->label), 26);
    }
  g_object_ref_sink (self->label);
  gtk_widget_set_valign (self->label, GTK_ALIGN_CENTER);

  self->note = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->note), 0);
  gtk_widget_add_css_class (self->note, "dim-label");
  gtk_widget_add_css_class (self->note, "caption");
  gtk_widget_set_name (self->note, param->name);
  g_object_ref_sink (self->note);

  return self;
}

VtParamField *
vt_param_field_new (VtRuleset           *ruleset,
                    const VtActionParam *param,
                    GListModel          *units)
{
  g_return_val_if_fail (!ruleset || VT_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (param != NULL, NULL);
  g_return_val_if_fail (!units || G_IS_LIST_MODEL (units), NULL);

  return new_field (ruleset, param, units, NULL, TRUE);
}

VtParamField *
vt_param_field_new_for_form (VtRuleset           *ruleset,
                             const VtActionParam *param,
                             VtScenario          *scenario)
{
  g_return_val_if_fail (!ruleset || VT_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (param != NULL, NULL);
  g_return_val_if_fail (!scenario || VT_IS_SCENARIO (scenario), NULL);

  return new_field (ruleset, param, scenario != NULL ? vt_scenario_get_units (scenario) : NULL,
                    scenario, FALSE);
}

char *
vt_param_field_get_value_text (VtParamField *self)
{
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  value = vt_param_field_get_value (self);
  if (value == NULL)
    return g_strdup (_("not given"));

  switch (self->param->type)
    {
    case VT_PARAM_INTEGER:
      return g_strdup_printf ("%" G_GINT64_FORMAT, g_variant_get_int64 (value));

    case VT_PARAM_NUMBER:
      return g_strdup_printf ("%g", g_variant_get_double (value));

    case VT_PARAM_BOOLEAN:
      return g_strdup (g_variant_get_boolean (value) ? _("yes") : _("no"));

    default:
      if (is_drop_down (self))
        {
          GtkStringObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (self->widget));

          if (item != NULL)
            return g_strdup (gtk_string_object_get_string (item));
        }
      return g_variant_dup_string (value, NULL);
    }
}

const VtActionParam *
vt_param_field_get_param (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  return self->param;
}

GtkWidget *
vt_param_field_get_label (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  return self->label;
}

GtkWidget *
vt_param_field_get_widget (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  return self->widget;
}

GtkWidget *
vt_param_field_get_note (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  return self->note;
}

void
vt_param_field_attach (VtParamField *self,
                       GtkGrid      *grid,
                       int           row)
{
  g_return_if_fail (VT_IS_PARAM_FIELD (self));
  g_return_if_fail (GTK_IS_GRID (grid));

  gtk_grid_attach (grid, self->label, 0, row, 1, 1);
  gtk_grid_attach (grid, self->widget, 1, row, 1, 1);
  gtk_grid_attach (grid, self->note, 2, row, 1, 1);
}

gboolean
vt_param_field_is_set (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), FALSE);

  if (!self->param->optional)
    return TRUE;
  if (!self->ticked)
    return self->set;
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (self->label));
}

gboolean
vt_param_field_get_edited (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), FALSE);

  return self->edited;
}

void
vt_param_field_set_edited (VtParamField *self,
                           gboolean      edited)
{
  g_return_if_fail (VT_IS_PARAM_FIELD (self));

  self->edited = !!edited;
}

GVariant *
vt_param_field_get_value (VtParamField *self)
{
  g_return_val_if_fail (VT_IS_PARAM_FIELD (self), NULL);

  if (!vt_param_field_is_set (self))
    return NULL;

  switch (self->param->type)
    {
    case VT_PARAM_INTEGER:
      return g_variant_ref_sink (g_variant_new_int64 (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->widget))));

    case VT_PARAM_NUMBER:
      return g_variant_ref_sink (g_variant_new_double (gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->widget))));

    case VT_PARAM_BOOLEAN:
      return g_variant_ref_sink (g_variant_new_boolean (gtk_switch_get_active (GTK_SWITCH (self->widget))));

    case VT_PARAM_CHOICE:
    case VT_PARAM_DIE:
    case VT_PARAM_UNIT:
      if (is_drop_down (self))
        {
          guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->widget));

          if (selected >= self->ids->len)
            return NULL;
          return g_variant_ref_sink (g_variant_new_string (self->ids->pdata[selected]));
        }
      else
        {
          const char *text = gtk_editable_get_text (GTK_EDITABLE (self->widget));

          if (text[0] == '\0')
            return NULL;
          return g_variant_ref_sink (g_variant_new_string (text));
        }

    default:
      g_assert_not_reached ();
    }

  return NULL;
}

/* Numbers may come as any of GVariant's number types. */
static gboolean
variant_to_double (GVariant *value,
                   double   *number)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    *number = g_variant_get_double (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    *number = g_variant_get_int64 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT64))
    *number = g_variant_get_uint64 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
    *number = g_variant_get_int32 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
    *number = g_variant_get_uint32 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT16))
    *number = g_variant_get_int16 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT16))
    *number = g_variant_get_uint16 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_BYTE))
    *number = g_variant_get_byte (value);
  else
    return FALSE;

  return TRUE;
}

static void
show_value (VtParamField *self,
            GVariant     *value)
{
  double number;

  switch (self->param->type)
    {
    case VT_PARAM_INTEGER:
    case VT_PARAM_NUMBER:
      if (variant_to_double (value, &number))
        {
          GtkSpinButton *spin = GTK_SPIN_BUTTON (self->widget);
          double lower, upper;

          /* A value beyond the declared bounds (a distance the map
           * measures past a table's last) is shown as it is, for the core
           * to refuse in its words as the tool hears them; clamped, it
           * would be a ruling the umpire never made. */
          gtk_spin_button_get_range (spin, &lower, &upper);
          if (number < lower || number > upper)
            gtk_spin_button_set_range (spin, MIN (lower, number), MAX (upper, number));
          gtk_spin_button_set_value (spin, number);
        }
      break;

    case VT_PARAM_BOOLEAN:
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        gtk_switch_set_active (GTK_SWITCH (self->widget), g_variant_get_boolean (value));
      break;

    case VT_PARAM_CHOICE:
    case VT_PARAM_DIE:
    case VT_PARAM_UNIT:
      if (!g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        break;
      if (is_drop_down (self))
        {
          const char *id = g_variant_get_string (value, NULL);
          guint position = GTK_INVALID_LIST_POSITION;

          for (guint i = 0; i < self->ids->len; i++)
            if (g_strcmp0 (self->ids->pdata[i], id) == 0)
              position = i;
          /* several units (a selection that attacks together): one more
           * row that names them all */
          if (position == GTK_INVALID_LIST_POSITION && strchr (id, ',') != NULL)
            {
              GtkStringList *labels = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (self->widget)));
              g_auto(GStrv) ids = g_strsplit (id, ",", -1);
              g_autoptr(GString) label = g_string_new (NULL);

              for (guint i = 0; ids[i] != NULL; i++)
                {
                  const char *one = g_strstrip (ids[i]);
                  guint at;

                  for (at = 0; at < self->ids->len; at++)
                    if (g_strcmp0 (self->ids->pdata[at], one) == 0)
                      break;
                  g_string_append_printf (label, "%s%s", i > 0 ? " + " : "",
                                          at < self->ids->len
                                          ? gtk_string_list_get_string (labels, at) : one);
                }
              g_ptr_array_add (self->ids, g_strdup (id));
              gtk_string_list_append (labels, label->str);
              position = self->ids->len - 1;
            }
          gtk_drop_down_set_selected (GTK_DROP_DOWN (self->widget), position);
        }
      else
        gtk_editable_set_text (GTK_EDITABLE (self->widget), g_variant_get_string (value, NULL));
      break;

    default:
      g_assert_not_reached ();
    }
}

void
vt_param_field_set_value (VtParamField *self,
                          GVariant     *value)
{
  g_return_if_fail (VT_IS_PARAM_FIELD (self));

  self->updating++;

  if (self->param->optional && self->ticked)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->label), value != NULL);
      gtk_widget_set_sensitive (self->widget, value != NULL);
    }
  self->set = value != NULL;
  if (value != NULL)
    show_value (self, value);
  else if (!self->ticked && is_drop_down (self))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->widget), GTK_INVALID_LIST_POSITION);

  self->updating--;
}

void
vt_param_field_set_note (VtParamField *self,
                         const char   *note)
{
  g_return_if_fail (VT_IS_PARAM_FIELD (self));

  gtk_label_set_label (GTK_LABEL (self->note), note != NULL ? note : "");
}
