/* vt-scenario.c: map, sides, forces and briefings under one ruleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-scenario"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-change-private.h"
#include "vt-feature.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-text-private.h"
#include "vt-underlay.h"
#include "vt-unit.h"

struct _VtScenario
{
  GObject     parent_instance;

  char       *ruleset_id;
  VtMap      *map;
  char       *title;
  char       *general_idea;
  guint       start_time;    /* minutes after midnight */
  GHashTable *options;       /* name → GVariant */
  GTree      *house_rules;   /* HouseRuleKey → double */
  GListStore *sides;         /* of VtSide */
  GListStore *units;         /* of VtUnit */
  VtUnderlay *underlay;      /* nullable */
  GPtrArray  *load_warnings; /* of char *, what the reader tells the designer */
  GHashTable *source_lines;  /* a unit's or side's id to its line in the file read */
  GHashTable *sides_by_id;   /* borrowed from the stores */
  GHashTable *units_by_id;
};

G_DEFINE_FINAL_TYPE (VtScenario, vt_scenario, G_TYPE_OBJECT)

G_DEFINE_QUARK (vt-scenario-error-quark, vt_scenario_error)

enum {
  PROP_0,
  PROP_RULESET_ID,
  PROP_MAP,
  PROP_TITLE,
  PROP_GENERAL_IDEA,
  PROP_START_TIME,
  PROP_OPTIONS,
  PROP_HOUSE_RULES,
  PROP_SIDES,
  PROP_UNITS,
  PROP_UNDERLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A cell of a rule table; ordered by table, row, column. */
typedef struct {
  char *table;
  char *row;
  char *column;
} HouseRuleKey;

static HouseRuleKey *
house_rule_key_new (const char *table,
                    const char *row,
                    const char *column)
{
  HouseRuleKey *key = g_new (HouseRuleKey, 1);

  key->table = g_strdup (table);
  key->row = g_strdup (row);
  key->column = g_strdup (column);
  return key;
}

static void
house_rule_key_free (gpointer data)
{
  HouseRuleKey *key = data;

  g_free (key->table);
  g_free (key->row);
  g_free (key->column);
  g_free (key);
}

static int
house_rule_key_compare (gconstpointer a,
                        gconstpointer b,
                        gpointer      user_data)
{
  const HouseRuleKey *ka = a, *kb = b;
  int order;

  if ((order = strcmp (ka->table, kb->table)) != 0)
    return order;
  if ((order = strcmp (ka->row, kb->row)) != 0)
    return order;
  return strcmp (ka->column, kb->column);
}

static GTree *
house_rules_new (void)
{
  return g_tree_new_full (house_rule_key_compare, NULL, house_rule_key_free, g_free);
}

static void
vt_scenario_finalize (GObject *object)
{
  VtScenario *self = (VtScenario *) object;

  g_clear_pointer (&self->ruleset_id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->general_idea, g_free);
  g_clear_pointer (&self->options, g_hash_table_unref);
  g_clear_pointer (&self->house_rules, g_tree_unref);
  g_clear_pointer (&self->sides_by_id, g_hash_table_unref);
  g_clear_pointer (&self->units_by_id, g_hash_table_unref);
  g_clear_object (&self->sides);
  g_clear_object (&self->units);
  g_clear_object (&self->underlay);
  g_clear_pointer (&self->load_warnings, g_ptr_array_unref);
  g_clear_pointer (&self->source_lines, g_hash_table_unref);
  g_clear_object (&self->map);

  G_OBJECT_CLASS (vt_scenario_parent_class)->finalize (object);
}

static void
vt_scenario_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  VtScenario *self = VT_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_RULESET_ID:
      g_value_set_string (value, self->ruleset_id);
      break;

    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_GENERAL_IDEA:
      g_value_set_string (value, self->general_idea);
      break;

    case PROP_START_TIME:
      g_value_set_uint (value, self->start_time);
      break;

    case PROP_OPTIONS:
      {
        GVariantBuilder builder;
        g_auto(GStrv) names = vt_scenario_list_options (self);

        g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
        for (guint i = 0; names[i] != NULL; i++)
          g_variant_builder_add (&builder, "{sv}", names[i],
                                 g_hash_table_lookup (self->options, names[i]));
        g_value_set_variant (value, g_variant_builder_end (&builder));
      }
      break;

    case PROP_HOUSE_RULES:
      g_value_take_variant (value, vt_scenario_get_house_rules (self));
      break;

    case PROP_SIDES:
      g_value_set_object (value, self->sides);
      break;

    case PROP_UNITS:
      g_value_set_object (value, self->units);
      break;

    case PROP_UNDERLAY:
      g_value_set_object (value, self->underlay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_scenario_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  VtScenario *self = VT_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_RULESET_ID:
      self->ruleset_id = g_value_dup_string (value);
      break;

    case PROP_MAP:
      self->map = g_value_dup_object (value);
      break;

    case PROP_TITLE:
      vt_scenario_set_title (self, g_value_get_string (value));
      break;

    case PROP_GENERAL_IDEA:
      vt_scenario_set_general_idea (self, g_value_get_string (value));
      break;

    case PROP_START_TIME:
      vt_scenario_set_start_time (self, g_value_get_uint (value));
      break;

    case PROP_UNDERLAY:
      vt_scenario_set_underlay (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_scenario_class_init (VtScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_scenario_finalize;
  object_class->get_property = vt_scenario_get_property;
  object_class->set_property = vt_scenario_set_property;

  properties[PROP_RULESET_ID] =
    g_param_spec_string ("ruleset-id", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL,
                         VT_TYPE_MAP,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_GENERAL_IDEA] =
    g_param_spec_string ("general-idea", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* minutes after midnight at which Zug 1 begins */
  properties[PROP_START_TIME] =
    g_param_spec_uint ("start-time", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* a{sv} of the options set; notifies when one is set or cleared */
  properties[PROP_OPTIONS] =
    g_param_spec_variant ("options", NULL, NULL,
                          G_VARIANT_TYPE_VARDICT, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* a(sssd), as vt_scenario_get_house_rules() */
  properties[PROP_HOUSE_RULES] =
    g_param_spec_variant ("house-rules", NULL, NULL,
                          G_VARIANT_TYPE ("a(sssd)"), NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_SIDES] =
    g_param_spec_object ("sides", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_UNITS] =
    g_param_spec_object ("units", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /* the scanned map under the terrain; NULL: none */
  properties[PROP_UNDERLAY] =
    g_param_spec_object ("underlay", NULL, NULL,
                         VT_TYPE_UNDERLAY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_scenario_init (VtScenario *self)
{
  self->sides = g_list_store_new (VT_TYPE_SIDE);
  self->units = g_list_store_new (VT_TYPE_UNIT);
  self->load_warnings = g_ptr_array_new_with_free_func (g_free);
  self->sides_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->units_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_variant_unref);
  self->house_rules = house_rules_new ();
}

static gboolean
copy_house_rule (gpointer key,
                 gpointer value,
                 gpointer user_data)
{
  HouseRuleKey *rule = key;
  VtScenario *copy = user_data;

  g_tree_insert (copy->house_rules,
                 house_rule_key_new (rule->table, rule->row, rule->column),
                 g_memdup2 (value, sizeof (double)));
  return FALSE;
}

/**
 * vt_scenario_new:
 * @ruleset_id: the id of the ruleset the scenario is played under
 * @map: the map; the scenario keeps a reference
 *
 * Returns: (transfer full): a scenario without sides or units
 */
VtScenario *
vt_scenario_new (const char *ruleset_id,
                 VtMap      *map)
{
  g_return_val_if_fail (ruleset_id != NULL, NULL);
  g_return_val_if_fail (VT_IS_MAP (map), NULL);

  return g_object_new (VT_TYPE_SCENARIO,
                       "ruleset-id", ruleset_id,
                       "map", map,
                       NULL);
}

/**
 * vt_scenario_copy:
 * @self: a scenario
 *
 * Returns: (transfer full): a new scenario with copies of the map, every
 *   side and every unit, so changing one leaves the other alone
 */
VtScenario *
vt_scenario_copy (VtScenario *self)
{
  g_autoptr(VtMap) map = NULL;
  VtScenario *copy;
  GHashTableIter iter;
  gpointer name, value;
  guint n_items;

  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  map = vt_map_copy (self->map);
  copy = vt_scenario_new (self->ruleset_id, map);
  copy->title = g_strdup (self->title);
  copy->general_idea = g_strdup (self->general_idea);
  copy->start_time = self->start_time;
  if (self->underlay != NULL)
    copy->underlay = vt_underlay_copy (self->underlay);
  for (guint i = 0; i < self->load_warnings->len; i++)
    g_ptr_array_add (copy->load_warnings, g_strdup (g_ptr_array_index (self->load_warnings, i)));
  g_hash_table_iter_init (&iter, self->options);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (copy->options, g_strdup (name), g_variant_ref (value));
  g_tree_foreach (self->house_rules, copy_house_rule, copy);

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->sides));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (G_LIST_MODEL (self->sides), i);
      g_autoptr(VtSide) side_copy = vt_side_copy (side);

      g_hash_table_insert (copy->sides_by_id, (gpointer) vt_side_get_id (side_copy), side_copy);
      g_list_store_append (copy->sides, side_copy);
    }

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autoptr(VtUnit) unit_copy = vt_unit_copy (unit);

      g_hash_table_insert (copy->units_by_id, (gpointer) vt_unit_get_id (unit_copy), unit_copy);
      g_list_store_append (copy->units, unit_copy);
    }

  return copy;
}

const char *
vt_scenario_get_ruleset_id (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return self->ruleset_id;
}

/**
 * vt_scenario_get_title:
 * @self: a scenario
 *
 * Returns: (nullable): the title
 */
const char *
vt_scenario_get_title (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return self->title;
}

void
vt_scenario_set_title (VtScenario *self,
                       const char *title)
{
  g_return_if_fail (VT_IS_SCENARIO (self));

  if (vt_set_text (&self->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/**
 * vt_scenario_get_map:
 * @self: a scenario
 *
 * Returns: (transfer none): the map
 */
VtMap *
vt_scenario_get_map (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return self->map;
}

/**
 * vt_scenario_get_general_idea:
 * @self: a scenario
 *
 * Returns: (nullable): the General-Idee
 */
const char *
vt_scenario_get_general_idea (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return self->general_idea;
}

void
vt_scenario_set_general_idea (VtScenario *self,
                              const char *text)
{
  g_return_if_fail (VT_IS_SCENARIO (self));

  if (vt_set_text (&self->general_idea, text))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GENERAL_IDEA]);
}

guint
vt_scenario_get_start_time (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), 0);

  return self->start_time;
}

/**
 * vt_scenario_set_start_time:
 * @self: a scenario
 * @minutes: minutes after midnight at which Zug 1 begins, e.g. 330 for 05:30
 */
void
vt_scenario_set_start_time (VtScenario *self,
                            guint       minutes)
{
  g_return_if_fail (VT_IS_SCENARIO (self));

  if (self->start_time == minutes)
    return;

  self->start_time = minutes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_TIME]);
}

/**
 * vt_scenario_get_option:
 * @self: a scenario
 * @name: the name of one of the ruleset's options
 *
 * Returns: (transfer none) (nullable): the value set, or %NULL when the
 *   ruleset's default applies
 */
GVariant *
vt_scenario_get_option (VtScenario *self,
                        const char *name)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (self->options, name);
}

/**
 * vt_scenario_set_option:
 * @self: a scenario
 * @name: the name of one of the ruleset's options
 * @value: (nullable): its value, or %NULL for the ruleset's default; a
 *   floating reference is taken
 */
void
vt_scenario_set_option (VtScenario *self,
                        const char *name,
                        GVariant   *value)
{
  GVariant *old;

  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (name != NULL && *name != '\0');

  old = g_hash_table_lookup (self->options, name);
  if (value == NULL)
    {
      if (old == NULL)
        return;
      g_hash_table_remove (self->options, name);
    }
  else
    {
      g_variant_ref_sink (value);
      if (old != NULL && g_variant_equal (old, value))
        {
          g_variant_unref (value);
          return;
        }
      g_hash_table_insert (self->options, g_strdup (name), value);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPTIONS]);
}

/**
 * vt_scenario_list_options:
 * @self: a scenario
 *
 * Returns: (transfer full): the names of the options set, sorted
 */
GStrv
vt_scenario_list_options (VtScenario *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GList) names = NULL;

  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  names = g_list_sort (g_hash_table_get_keys (self->options), (GCompareFunc) strcmp);
  for (GList *l = names; l != NULL; l = l->next)
    g_strv_builder_add (builder, l->data);

  return g_strv_builder_end (builder);
}

/**
 * vt_scenario_get_house_rule:
 * @self: a scenario
 * @table: the id of one of the ruleset's tables
 * @row: a row key of the table
 * @column: a column key of the table
 * @value: (out) (optional): the umpire's value
 *
 * Returns: whether the umpire overrode this cell
 */
gboolean
vt_scenario_get_house_rule (VtScenario *self,
                            const char *table,
                            const char *row,
                            const char *column,
                            double     *value)
{
  HouseRuleKey key = { (char *) table, (char *) row, (char *) column };
  double *found;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (table != NULL && row != NULL && column != NULL, FALSE);

  found = g_tree_lookup (self->house_rules, &key);
  if (found == NULL)
    return FALSE;

  if (value != NULL)
    *value = *found;
  return TRUE;
}

void
vt_scenario_set_house_rule (VtScenario *self,
                            const char *table,
                            const char *row,
                            const char *column,
                            double      value)
{
  double old;

  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (table != NULL && row != NULL && column != NULL);
  g_return_if_fail (isfinite (value));

  if (vt_scenario_get_house_rule (self, table, row, column, &old) && old == value)
    return;

  g_tree_replace (self->house_rules, house_rule_key_new (table, row, column),
                  g_memdup2 (&value, sizeof value));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

/* Gives the cell back to the ruleset's default. */
void
vt_scenario_clear_house_rule (VtScenario *self,
                              const char *table,
                              const char *row,
                              const char *column)
{
  HouseRuleKey key = { (char *) table, (char *) row, (char *) column };

  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (table != NULL && row != NULL && column != NULL);

  if (g_tree_remove (self->house_rules, &key))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static gboolean
add_house_rule (gpointer key,
                gpointer value,
                gpointer user_data)
{
  HouseRuleKey *rule = key;

  g_variant_builder_add (user_data, "(sssd)", rule->table, rule->row, rule->column,
                         *(double *) value);
  return FALSE;
}

/**
 * vt_scenario_get_house_rules:
 * @self: a scenario
 *
 * Returns: (transfer full): an a(sssd) of table, row, column and value,
 *   sorted; not floating: release it with g_variant_unref()
 */
GVariant *
vt_scenario_get_house_rules (VtScenario *self)
{
  GVariantBuilder builder;

  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sssd)"));
  g_tree_foreach (self->house_rules, add_house_rule, &builder);
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/**
 * vt_scenario_get_sides:
 * @self: a scenario
 *
 * Returns: (transfer none): a #GListModel of #VtSide
 */
GListModel *
vt_scenario_get_sides (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return G_LIST_MODEL (self->sides);
}

/**
 * vt_scenario_get_units:
 * @self: a scenario
 *
 * Returns: (transfer none): a #GListModel of #VtUnit
 */
GListModel *
vt_scenario_get_units (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);

  return G_LIST_MODEL (self->units);
}

/**
 * vt_scenario_add_side:
 * @self: a scenario
 * @side: a side whose id the scenario does not have yet
 * @error: return location for a #VT_SCENARIO_ERROR
 *
 * Returns: whether the side was added
 */
gboolean
vt_scenario_add_side (VtScenario  *self,
                      VtSide      *side,
                      GError     **error)
{
  const char *id;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (VT_IS_SIDE (side), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  id = vt_side_get_id (side);
  if (g_hash_table_contains (self->sides_by_id, id))
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_DUPLICATE_ID,
                   _("there are two sides called '%s'; give each side its own id"),
                   id);
      return FALSE;
    }

  g_hash_table_insert (self->sides_by_id, (gpointer) id, side);
  g_list_store_append (self->sides, side);

  return TRUE;
}

/* Both historical games fought Red against Blue; a ruleset's catalogue
 * names no sides, so these are the ids and colours, and the names are the
 * umpire's (Rot and Blau, the Prussians and the Saxons). */
static const struct {
  const char *id;
  const char *name;
  const char *colour;
} default_sides[] = {
  { "red", N_("Red"), "#c01c28" },
  { "blue", N_("Blue"), "#1c71d8" },
};

/**
 * vt_scenario_get_default_side_name:
 * @index: 0 for the first side, 1 for the second
 *
 * Returns: the side's name when the designer gives none, translated
 */
const char *
vt_scenario_get_default_side_name (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (default_sides), NULL);

  return _(default_sides[index].name);
}

/**
 * vt_scenario_add_two_sides:
 * @self: a scenario
 * @first_name: (nullable): the first side's name; NULL or blank: "Red"
 * @second_name: (nullable): the second's; NULL or blank: "Blue"
 * @error: a place for a #VT_SCENARIO_ERROR
 *
 * Returns: FALSE when a side of id "red" or "blue" is there already
 */
gboolean
vt_scenario_add_two_sides (VtScenario  *self,
                           const char  *first_name,
                           const char  *second_name,
                           GError     **error)
{
  const char *names[] = { first_name, second_name };

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (default_sides); i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (names[i] != NULL ? names[i] : ""));
      VtColour colour;
      g_autoptr(VtSide) side = NULL;

      vt_colour_parse (&colour, default_sides[i].colour);
      side = vt_side_new (default_sides[i].id, name[0] != '\0' ? name : _(default_sides[i].name), &colour);
      if (!vt_scenario_add_side (self, side, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * vt_scenario_parse_start_time:
 * @text: "06:30"
 * @minutes: (out): minutes after midnight
 * @error: a place for a #VT_SCENARIO_ERROR
 *
 * Returns: whether @text is a time of day
 */
gboolean
vt_scenario_parse_start_time (const char  *text,
                              guint       *minutes,
                              GError     **error)
{
  g_auto(GStrv) parts = NULL;
  guint64 hours, mins;

  g_return_val_if_fail (minutes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  parts = g_strsplit (text != NULL ? text : "", ":", -1);
  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 0, 23, &hours, NULL) ||
      strlen (g_strstrip (parts[1])) != 2 ||
      !g_ascii_string_to_unsigned (parts[1], 10, 0, 59, &mins, NULL))
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_BAD_START_TIME,
                   _("The game starts at “%s”, which is no time of day: write the hour and the minutes, as 06:30"),
                   text != NULL ? text : "");
      return FALSE;
    }
  *minutes = (guint) (hours * 60 + mins);
  return TRUE;
}

/**
 * vt_scenario_add_unit:
 * @self: a scenario
 * @unit: a unit of one of the scenario's sides, with an id not taken yet
 * @error: return location for a #VT_SCENARIO_ERROR
 *
 * Returns: whether the unit was added
 */
gboolean
vt_scenario_add_unit (VtScenario  *self,
                      VtUnit      *unit,
                      GError     **error)
{
  const char *id;
  const char *side;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  id = vt_unit_get_id (unit);
  side = vt_unit_get_side (unit);

  if (g_hash_table_contains (self->units_by_id, id))
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_DUPLICATE_ID,
                   _("there are two units called '%s'; give each unit its own id"),
                   id);
      return FALSE;
    }

  if (!g_hash_table_contains (self->sides_by_id, side))
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_SIDE,
                   _("unit '%s' belongs to side '%s', which the scenario does not have"),
                   id, side);
      return FALSE;
    }

  g_hash_table_insert (self->units_by_id, (gpointer) id, unit);
  g_list_store_append (self->units, unit);

  return TRUE;
}

/**
 * vt_scenario_insert_unit:
 * @self: a scenario
 * @position: where in the units model; past the end appends
 * @unit: a unit of one of the scenario's sides, with an id not taken yet
 * @error: return location for a #VT_SCENARIO_ERROR
 *
 * As vt_scenario_add_unit(), at @position: an undo puts a unit back where it was.
 *
 * Returns: whether the unit was added
 */
gboolean
vt_scenario_insert_unit (VtScenario  *self,
                         guint        position,
                         VtUnit      *unit,
                         GError     **error)
{
  guint n_units;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);

  if (!vt_scenario_add_unit (self, unit, error))
    return FALSE;
  n_units = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  if (position < n_units - 1)
    {
      g_list_store_remove (self->units, n_units - 1);
      g_list_store_insert (self->units, position, unit);
    }
  return TRUE;
}

/**
 * vt_scenario_remove_unit:
 * @self: a scenario
 * @id: a unit id
 * @position: (out) (optional): where the unit was in the units model
 *
 * Returns: %TRUE if the scenario had a unit @id and it is gone
 */
gboolean
vt_scenario_remove_unit (VtScenario *self,
                         const char *id,
                         guint      *position)
{
  VtUnit *unit;
  guint found;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  unit = g_hash_table_lookup (self->units_by_id, id);
  if (unit == NULL || !g_list_store_find (self->units, unit, &found))
    return FALSE;

  /* the table borrows its key from the unit, which the store may free */
  g_hash_table_remove (self->units_by_id, id);
  g_list_store_remove (self->units, found);
  if (position != NULL)
    *position = found;
  return TRUE;
}

/**
 * vt_scenario_find_side:
 * @self: a scenario
 * @id: a side id
 *
 * Returns: (transfer none) (nullable): the side, or %NULL
 */
VtSide *
vt_scenario_find_side (VtScenario *self,
                       const char *id)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->sides_by_id, id);
}

/**
 * vt_scenario_find_unit:
 * @self: a scenario
 * @id: a unit id
 *
 * Returns: (transfer none) (nullable): the unit, or %NULL
 */
VtUnit *
vt_scenario_find_unit (VtScenario *self,
                       const char *id)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->units_by_id, id);
}

/**
 * vt_scenario_get_unit_display_name:
 * @self: a scenario
 * @id: a unit id
 *
 * Names a unit that an outcome or a ledger row refers to by id.
 *
 * Returns: the unit's display name, or @id when there is no such unit
 */
const char *
vt_scenario_get_unit_display_name (VtScenario *self,
                                   const char *id)
{
  VtUnit *unit;

  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  unit = g_hash_table_lookup (self->units_by_id, id);
  return unit != NULL ? vt_unit_get_display_name (unit) : id;
}

static gboolean
check_unit (VtScenario  *self,
            VtUnit      *unit,
            VtRuleset   *ruleset,
            GError     **error)
{
  const char *ruleset_id = vt_ruleset_get_id (ruleset);
  const char *id = vt_unit_get_id (unit);
  const char *type_id = vt_unit_get_unit_type (unit);
  const char *formation = vt_unit_get_formation (unit);
  const VtUnitType *type;
  const VtBoard *board;

  type = vt_ruleset_find_unit_type (ruleset, type_id);
  if (type == NULL)
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_UNIT_TYPE,
                   _("unit '%s': unknown unit type '%s' for ruleset %s"),
                   id, type_id, ruleset_id);
      return FALSE;
    }

  /* no formation means the type's default */
  if (formation != NULL && *formation != '\0' &&
      !vt_unit_type_check_formation (type, id, formation, VT_SCENARIO_ERROR,
                                     VT_SCENARIO_ERROR_UNKNOWN_FORMATION, error))
    return FALSE;

  board = vt_map_get_board (self->map);
  if (board != NULL)
    {
      guint cell = vt_unit_get_cell (unit);

      if (vt_board_find_cell (board, cell) == NULL)
        {
          if (cell == 0)
            g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_CELL,
                         _("unit '%s' stands on no cell of board '%s'; place it on one"),
                         id, board->id);
          else
            g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_CELL,
                         _("unit '%s' stands on cell %u, which board '%s' does not have"),
                         id, cell, board->id);
          return FALSE;
        }
    }
  else
    {
      double width = vt_map_get_width (self->map);
      double height = vt_map_get_height (self->map);
      VtPoint position;

      vt_unit_get_position (unit, &position);
      if (!(position.x >= 0.0 && position.x <= width &&
            position.y >= 0.0 && position.y <= height))
        {
          g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_OUTSIDE_MAP,
                       _("unit '%s' stands at %g, %g, outside the map, which runs "
                       "from 0, 0 to %g, %g"),
                       id, position.x, position.y, width, height);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
check_feature (VtFeature  *feature,
               VtRuleset  *ruleset,
               GError    **error)
{
  const char *ruleset_id = vt_ruleset_get_id (ruleset);
  const char *id = vt_feature_get_id (feature);
  const char *kind_id = vt_feature_get_kind (feature);
  VtGeometry geometry = vt_feature_get_geometry (feature);
  const VtTerrainKind *kind;

  kind = vt_ruleset_find_terrain_kind (ruleset, kind_id);
  if (kind == NULL)
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_TERRAIN,
                   _("feature '%s': unknown terrain kind '%s' for ruleset %s"),
                   id, kind_id, ruleset_id);
      return FALSE;
    }

  if (kind->geometry != geometry)
    {
      g_set_error (error, VT_SCENARIO_ERROR, VT_SCENARIO_ERROR_UNKNOWN_TERRAIN,
                   _("feature '%s': terrain kind '%s' of ruleset %s is drawn as a %s, not a %s"),
                   id, kind_id, ruleset_id,
                   vt_geometry_to_string (kind->geometry),
                   vt_geometry_to_string (geometry));
      return FALSE;
    }

  return TRUE;
}

/**
 * vt_scenario_check:
 * @self: a scenario
 * @ruleset: the ruleset it is to be played under
 * @error: return location for a #VT_SCENARIO_ERROR
 *
 * Checks what only the ruleset can tell: that every unit type, formation
 * and terrain kind is in its catalogues, that each feature has the
 * geometry its kind is drawn with, and that each unit stands on a cell of
 * the board or within the terrain. Stops at the first fault.
 *
 * Returns: whether the scenario fits the ruleset
 */
gboolean
vt_scenario_check (VtScenario  *self,
                   VtRuleset   *ruleset,
                   GError     **error)
{
  GListModel *features;
  guint n_items;

  g_return_val_if_fail (VT_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  features = vt_map_get_features (self->map);
  n_items = g_list_model_get_n_items (features);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      if (!check_feature (feature, ruleset, error))
        return FALSE;
    }

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->units), i);

      if (!check_unit (self, unit, ruleset, error))
        return FALSE;
    }

  return TRUE;
}

/**
 * vt_scenario_get_underlay:
 * @self: a scenario
 *
 * Returns: (transfer none) (nullable): the image under the terrain
 */
VtUnderlay *
vt_scenario_get_underlay (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  return self->underlay;
}

/**
 * vt_scenario_set_underlay:
 * @self: a scenario
 * @underlay: (nullable): the image under the terrain, or NULL for none
 */
void
vt_scenario_set_underlay (VtScenario *self,
                          VtUnderlay *underlay)
{
  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (underlay == NULL || VT_IS_UNDERLAY (underlay));

  if (g_set_object (&self->underlay, underlay))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDERLAY]);
}

/**
 * vt_scenario_get_load_warnings:
 * @self: a scenario
 *
 * What the reader found amiss without refusing the file (an underlay image
 * that is not where the file says), each "FILE:LINE: message".
 *
 * Returns: (transfer none) (element-type utf8): never NULL
 */
GPtrArray *
vt_scenario_get_load_warnings (VtScenario *self)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), NULL);
  return self->load_warnings;
}

/**
 * vt_scenario_set_source_line:
 * @self: a scenario
 * @id: a unit's or a side's id
 * @line: the line of the file it was read from
 *
 * Kept by the reader, so a fault found later (a force the rulebook does not
 * allow) can say FILE:LINE.
 */
void
vt_scenario_set_source_line (VtScenario *self,
                             const char *id,
                             guint       line)
{
  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (id != NULL);

  if (self->source_lines == NULL)
    self->source_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (self->source_lines, g_strdup (id), GUINT_TO_POINTER (line));
}

/* the line @id was read from, or 0 */
guint
vt_scenario_get_source_line (VtScenario *self,
                             const char *id)
{
  g_return_val_if_fail (VT_IS_SCENARIO (self), 0);

  if (self->source_lines == NULL || id == NULL)
    return 0;
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->source_lines, id));
}

void
vt_scenario_add_load_warning (VtScenario *self,
                              const char *message)
{
  g_return_if_fail (VT_IS_SCENARIO (self));
  g_return_if_fail (message != NULL);

  g_ptr_array_add (self->load_warnings, g_strdup (message));
}
