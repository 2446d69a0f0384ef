/* vt-change.c: the vocabulary of what an event changes on a unit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every key an event may set on a unit is one row of the table below: its
 * name, its type, what the file writes it as, its check beyond the type
 * and how it lands on the unit. The game, the file reader and the writer
 * all go through the table, so a new key is one row and, where it needs
 * them, one check and one setter here.
 */
#define G_LOG_DOMAIN "vt-change"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-change.h"
#include "vt-change-private.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-unit.h"

typedef gboolean (*VtChangeCheckFunc) (const VtChangeKey    *key,
                                       VtUnit               *unit,
                                       GVariant             *value,
                                       const VtEventContext *context,
                                       GError              **error);
typedef void     (*VtChangeApplyFunc) (VtUnit               *unit,
                                       GVariant             *value);

struct _VtChangeKey
{
  const char        *name;
  const char        *type;  /* GVariant type string */
  const char        *what;  /* the type in the umpire's words */
  VtChangeValue      value;
  VtChangeCheckFunc  check; /* beyond the type; NULL when the type is all */
  VtChangeApplyFunc  apply;
};

static gboolean
check_finite (const VtChangeKey    *key,
              VtUnit               *unit,
              GVariant             *value,
              const VtEventContext *context,
              GError              **error)
{
  if (isfinite (g_variant_get_double (value)))
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               _("the change to unit '%s' gives '%s' as %g; it must be a finite number"),
               vt_unit_get_id (unit), key->name, g_variant_get_double (value));
  return FALSE;
}

/* A position is on the map, as the file reader holds a unit's place in
 * the set-up to it, so a journal cannot put a unit where no view shows it. */
static gboolean
check_position (const VtChangeKey    *key,
                VtUnit               *unit,
                GVariant             *value,
                const VtEventContext *context,
                GError              **error)
{
  VtMap *map = context->scenario != NULL ? vt_scenario_get_map (context->scenario) : NULL;
  double position = g_variant_get_double (value);
  double extent;
  char where[G_ASCII_DTOSTR_BUF_SIZE];
  char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

  if (!check_finite (key, unit, value, context, error))
    return FALSE;
  if (map == NULL || vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    return TRUE;

  extent = g_str_equal (key->name, VT_CHANGE_X) ? vt_map_get_width (map) : vt_map_get_height (map);
  if (position >= 0 && position <= extent)
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               _("the change puts unit '%s' at %s %s, outside the map of %s × %s %s"),
               vt_unit_get_id (unit), key->name,
               g_ascii_formatd (where, sizeof where, "%g", position),
               g_ascii_formatd (w, sizeof w, "%g", vt_map_get_width (map)),
               g_ascii_formatd (h, sizeof h, "%g", vt_map_get_height (map)),
               vt_map_get_unit_of_length (map));
  return FALSE;
}

static gboolean
check_strength (const VtChangeKey    *key,
                VtUnit               *unit,
                GVariant             *value,
                const VtEventContext *context,
                GError              **error)
{
  if (g_variant_get_uint32 (value) <= VT_UNIT_MAX_STRENGTH)
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               _("the change gives unit '%s' a strength of %u; it can be at most %d"),
               vt_unit_get_id (unit), g_variant_get_uint32 (value), VT_UNIT_MAX_STRENGTH);
  return FALSE;
}

static gboolean
check_formation (const VtChangeKey    *key,
                 VtUnit               *unit,
                 GVariant             *value,
                 const VtEventContext *context,
                 GError              **error)
{
  const char *formation = g_variant_get_string (value, NULL);
  const VtUnitType *type;

  /* without a ruleset there is no catalogue to hold the formation to;
   * no formation is the type's default */
  if (context->ruleset == NULL || *formation == '\0')
    return TRUE;

  type = vt_ruleset_find_unit_type (context->ruleset, vt_unit_get_unit_type (unit));
  if (type == NULL)
    return TRUE;

  return vt_unit_type_check_formation (type, vt_unit_get_id (unit), formation,
                                       VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, error);
}

static gboolean
check_cell (const VtChangeKey    *key,
            VtUnit               *unit,
            GVariant             *value,
            const VtEventContext *context,
            GError              **error)
{
  VtMap *map = vt_scenario_get_map (context->scenario);
  const VtBoard *board = map != NULL ? vt_map_get_board (map) : NULL;
  guint32 cell = g_variant_get_uint32 (value);

  if (board == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the change puts unit '%s' on a cell, but this map has no cells"),
                   vt_unit_get_id (unit));
      return FALSE;
    }
  if (vt_board_find_cell (board, cell) == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the change puts unit '%s' on cell %u, but board '%s' has no such cell"),
                   vt_unit_get_id (unit), cell, board->id);
      return FALSE;
    }
  return TRUE;
}

/* A unit goes over only to a side the scenario has: a captured gun is
 * the captor's, never a side no list shows. */
static gboolean
check_side (const VtChangeKey    *key,
            VtUnit               *unit,
            GVariant             *value,
            const VtEventContext *context,
            GError              **error)
{
  const char *side = g_variant_get_string (value, NULL);

  if (vt_scenario_find_side (context->scenario, side) != NULL)
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               _("the change gives unit '%s' to side '%s', which the scenario does not have"),
               vt_unit_get_id (unit), side);
  return FALSE;
}

/* A new unit is of a type the ruleset's catalogue has: the board draws it
 * by its footprint and the rules look its arm up. */
static gboolean
check_type (const VtChangeKey    *key,
            VtUnit               *unit,
            GVariant             *value,
            const VtEventContext *context,
            GError              **error)
{
  const char *type = g_variant_get_string (value, NULL);

  if (*type == '\0')
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the change creates unit '%s' with an empty type; give it one of the "
                   "ruleset's unit types"), vt_unit_get_id (unit));
      return FALSE;
    }
  if (context->ruleset == NULL || vt_ruleset_find_unit_type (context->ruleset, type) != NULL)
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               _("the change creates unit '%s' of type '%s', which ruleset '%s' does not have"),
               vt_unit_get_id (unit), type, vt_ruleset_get_id (context->ruleset));
  return FALSE;
}

static gboolean
check_conditions (const VtChangeKey    *key,
                  VtUnit               *unit,
                  GVariant             *value,
                  const VtEventContext *context,
                  GError              **error)
{
  GVariantIter iter;
  const char *id, *label;
  guint32 moves;

  g_variant_iter_init (&iter, value);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    {
      if (*id == '\0')
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the change to unit '%s' puts a condition without a name on it"),
                       vt_unit_get_id (unit));
          return FALSE;
        }
    }
  return TRUE;
}

static void
apply_x (VtUnit   *unit,
         GVariant *value)
{
  VtPoint position;

  vt_unit_get_position (unit, &position);
  position.x = g_variant_get_double (value);
  vt_unit_set_position (unit, &position);
}

static void
apply_y (VtUnit   *unit,
         GVariant *value)
{
  VtPoint position;

  vt_unit_get_position (unit, &position);
  position.y = g_variant_get_double (value);
  vt_unit_set_position (unit, &position);
}

static void
apply_facing (VtUnit   *unit,
              GVariant *value)
{
  vt_unit_set_facing (unit, g_variant_get_double (value));
}

static void
apply_formation (VtUnit   *unit,
                 GVariant *value)
{
  vt_unit_set_formation (unit, g_variant_get_string (value, NULL));
}

static void
apply_strength (VtUnit   *unit,
                GVariant *value)
{
  vt_unit_set_strength (unit, g_variant_get_uint32 (value));
}

static void
apply_cell (VtUnit   *unit,
            GVariant *value)
{
  vt_unit_set_cell (unit, g_variant_get_uint32 (value));
}

static void
apply_side (VtUnit   *unit,
            GVariant *value)
{
  vt_unit_set_side (unit, g_variant_get_string (value, NULL));
}

static void
apply_name (VtUnit   *unit,
            GVariant *value)
{
  vt_unit_set_name (unit, g_variant_get_string (value, NULL));
}

static void
apply_division (VtUnit   *unit,
                GVariant *value)
{
  vt_unit_set_division (unit, g_variant_get_string (value, NULL));
}

/* a unit's type is its own from its creation: the key only creates */
static void
apply_type (VtUnit   *unit,
            GVariant *value)
{
}

static void
apply_conditions (VtUnit   *unit,
                  GVariant *value)
{
  GVariantIter iter;
  const char *id, *label;
  guint32 moves;

  g_variant_iter_init (&iter, value);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    vt_unit_set_condition (unit, id, label, moves);
}

/* in the order a file writes them */
static const VtChangeKey keys[] = {
  { VT_CHANGE_X, "d", N_("a number"), VT_CHANGE_VALUE_NUMBER, check_position, apply_x },
  { VT_CHANGE_Y, "d", N_("a number"), VT_CHANGE_VALUE_NUMBER, check_position, apply_y },
  { VT_CHANGE_FACING, "d", N_("a number"), VT_CHANGE_VALUE_NUMBER, check_finite, apply_facing },
  { VT_CHANGE_FORMATION, "s", N_("a text"), VT_CHANGE_VALUE_TEXT, check_formation, apply_formation },
  { VT_CHANGE_STRENGTH, "u", N_("a whole number"), VT_CHANGE_VALUE_COUNT, check_strength, apply_strength },
  { VT_CHANGE_CELL, "u", N_("a whole number"), VT_CHANGE_VALUE_COUNT, check_cell, apply_cell },
  /* before the conditions: an attribute is written before any element */
  { VT_CHANGE_SIDE, "s", N_("a text"), VT_CHANGE_VALUE_TEXT, check_side, apply_side },
  /* after the keys of version 1, so the files they wrote read and write as before */
  { VT_CHANGE_TYPE, "s", N_("a text"), VT_CHANGE_VALUE_TEXT, check_type, apply_type },
  { VT_CHANGE_NAME, "s", N_("a text"), VT_CHANGE_VALUE_TEXT, NULL, apply_name },
  { VT_CHANGE_DIVISION, "s", N_("a text"), VT_CHANGE_VALUE_TEXT, NULL, apply_division },
  { VT_CHANGE_CONDITIONS, "a(ssu)", N_("a list of conditions"), VT_CHANGE_VALUE_CONDITIONS,
    check_conditions, apply_conditions },
};

/**
 * vt_change_get_n_keys:
 *
 * Returns: how many keys a change may set besides "unit"
 */
guint
vt_change_get_n_keys (void)
{
  return G_N_ELEMENTS (keys);
}

/**
 * vt_change_get_key:
 * @index: from 0 to vt_change_get_n_keys() - 1
 *
 * Returns: the key at @index, in the order a file writes them
 */
const VtChangeKey *
vt_change_get_key (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (keys), NULL);

  return &keys[index];
}

/**
 * vt_change_find_key:
 * @key: a key of a change
 *
 * Returns: (nullable): the key, %NULL when a unit has no such field
 */
const VtChangeKey *
vt_change_find_key (const char *key)
{
  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (g_str_equal (keys[i].name, key))
      return &keys[i];
  return NULL;
}

const char *
vt_change_key_get_name (const VtChangeKey *key)
{
  g_return_val_if_fail (key != NULL, NULL);

  return key->name;
}

VtChangeValue
vt_change_key_get_value (const VtChangeKey *key)
{
  g_return_val_if_fail (key != NULL, VT_CHANGE_VALUE_TEXT);

  return key->value;
}

const GVariantType *
vt_change_key_get_type (const VtChangeKey *key)
{
  g_return_val_if_fail (key != NULL, NULL);

  return G_VARIANT_TYPE (key->type);
}

/**
 * vt_change_builder_init:
 * @builder: an uninitialised builder
 * @unit_id: the unit the change is to
 *
 * Starts a change; add its keys with g_variant_builder_add (@builder,
 * "{sv}", VT_CHANGE_…, value) and end it with g_variant_builder_end().
 */
void
vt_change_builder_init (GVariantBuilder *builder,
                        const char      *unit_id)
{
  g_return_if_fail (builder != NULL);
  g_return_if_fail (unit_id != NULL);

  g_variant_builder_init (builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (builder, "{sv}", VT_CHANGE_UNIT, g_variant_new_string (unit_id));
}

VtUnit *
_vt_event_context_find_unit (const VtEventContext *context,
                             const char           *unit_id)
{
  VtUnit *unit;

  if (context->created != NULL && (unit = g_hash_table_lookup (context->created, unit_id)) != NULL)
    return unit;
  if (context->units != NULL)
    return g_hash_table_lookup (context->units, unit_id);
  return context->scenario != NULL ? vt_scenario_find_unit (context->scenario, unit_id) : NULL;
}

gboolean
_vt_change_creates (GVariant *change)
{
  g_autoptr(GVariant) type = g_variant_lookup_value (change, VT_CHANGE_TYPE, NULL);

  return type != NULL;
}

VtUnit *
_vt_change_new_unit (GVariant *change)
{
  const char *unit_id, *type, *side;
  VtUnit *unit;

  if (!g_variant_lookup (change, VT_CHANGE_UNIT, "&s", &unit_id) ||
      !g_variant_lookup (change, VT_CHANGE_TYPE, "&s", &type) ||
      !g_variant_lookup (change, VT_CHANGE_SIDE, "&s", &side))
    g_return_val_if_reached (NULL);

  unit = vt_unit_new (unit_id, type, side);
  vt_change_apply (change, unit);
  return unit;
}

/* What a change that creates its unit must give besides its type: whose
 * it is, how strong, and where it stands (a place on the map, or a cell
 * of the board). Without them the new unit would stand at the origin with
 * no men, which no umpire meant. */
static gboolean
check_creation (GVariant              *change,
                const char            *unit_id,
                const VtEventContext  *context,
                GError               **error)
{
  VtMap *map = context->scenario != NULL ? vt_scenario_get_map (context->scenario) : NULL;
  gboolean board = map != NULL && vt_map_get_kind (map) == VT_MAP_KIND_BOARD;
  const char *needed[] = { VT_CHANGE_SIDE, VT_CHANGE_STRENGTH,
                           board ? VT_CHANGE_CELL : VT_CHANGE_X,
                           board ? NULL : VT_CHANGE_Y, NULL };
  g_autoptr(GVariant) type = g_variant_lookup_value (change, VT_CHANGE_TYPE, NULL);
  g_autoptr(GVariant) side = NULL;

  if (*unit_id == '\0')
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           _("a change creates a unit with an empty id; give the new unit an id"));
      return FALSE;
    }
  if (!g_variant_is_of_type (type, G_VARIANT_TYPE_STRING))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the change to unit '%s' gives '%s' as %s; it must be a text (s)"),
                   unit_id, VT_CHANGE_TYPE, g_variant_get_type_string (type));
      return FALSE;
    }
  for (guint i = 0; needed[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_variant_lookup_value (change, needed[i], NULL);

      if (value == NULL)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the change creates unit '%s' without '%s'; a new unit needs "
                       "its side, strength and place"),
                       unit_id, needed[i]);
          return FALSE;
        }
    }
  side = g_variant_lookup_value (change, VT_CHANGE_SIDE, NULL);
  if (!g_variant_is_of_type (side, G_VARIANT_TYPE_STRING))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the change to unit '%s' gives '%s' as %s; it must be a text (s)"),
                   unit_id, VT_CHANGE_SIDE, g_variant_get_type_string (side));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_change (GVariant              *change,
              const VtEventContext  *context,
              VtUnit               **created,
              GError               **error)
{
  g_autoptr(GVariant) unit_value = NULL;
  g_autoptr(VtUnit) new_unit = NULL;
  const char *unit_id;
  VtUnit *unit;
  GVariantIter iter;
  const char *name;
  GVariant *value;

  unit_value = g_variant_lookup_value (change, VT_CHANGE_UNIT, NULL);
  if (unit_value == NULL || !g_variant_is_of_type (unit_value, G_VARIANT_TYPE_STRING))
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           _("a change names no unit; every change needs \"unit\" as a string"));
      return FALSE;
    }

  unit_id = g_variant_get_string (unit_value, NULL);
  /* the unit is looked up first: most changes are to one the game has,
   * and a "type" on it is refused in the walk over the keys below */
  unit = _vt_event_context_find_unit (context, unit_id);
  if (unit == NULL && _vt_change_creates (change))
    {
      const char *type, *side;

      if (!check_creation (change, unit_id, context, error))
        return FALSE;
      /* the keys are checked on the unit as it is made */
      g_variant_lookup (change, VT_CHANGE_TYPE, "&s", &type);
      g_variant_lookup (change, VT_CHANGE_SIDE, "&s", &side);
      unit = new_unit = vt_unit_new (unit_id, type, side);
    }
  else if (unit == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                   _("there is no unit '%s' in this game"), unit_id);
      return FALSE;
    }

  g_variant_iter_init (&iter, change);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &value))
    {
      g_autoptr(GVariant) owned_value = value;
      const VtChangeKey *key;

      if (g_str_equal (name, VT_CHANGE_UNIT))
        continue;

      key = vt_change_find_key (name);
      if (key == NULL)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the change to unit '%s' has '%s', which is nothing a unit has"),
                       unit_id, name);
          return FALSE;
        }
      if (new_unit == NULL && g_str_equal (name, VT_CHANGE_TYPE))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the change creates unit '%s', but the game already has a unit '%s'; "
                       "give the new unit an id of its own"),
                       unit_id, unit_id);
          return FALSE;
        }

      if (!g_variant_is_of_type (value, G_VARIANT_TYPE (key->type)))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the change to unit '%s' gives '%s' as %s; it must be %s (%s)"),
                       unit_id, name, g_variant_get_type_string (value), _(key->what), key->type);
          return FALSE;
        }

      if (key->check != NULL && !key->check (key, unit, value, context, error))
        return FALSE;
    }

  if (new_unit != NULL && created != NULL)
    {
      vt_change_apply (change, new_unit);
      *created = g_steal_pointer (&new_unit);
    }
  return TRUE;
}

/**
 * vt_change_check:
 * @change: an a{sv} change
 * @context: the game it is to land in
 * @error: return location for a #VT_GAME_ERROR
 *
 * Returns: whether @change names a unit of the game, or creates one whose
 *   id is not taken, and sets only fields a unit has, each of its type
 *   and allowed
 */
gboolean
vt_change_check (GVariant              *change,
                 const VtEventContext  *context,
                 GError               **error)
{
  return check_change (change, context, NULL, error);
}

gboolean
vt_change_check_created (GVariant        *change,
                         VtEventContext  *context,
                         GError         **error)
{
  VtUnit *created = NULL;

  if (!check_change (change, context, &created, error))
    return FALSE;
  if (created != NULL)
    {
      if (context->created == NULL)
        context->created = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
      g_hash_table_insert (context->created, (gpointer) vt_unit_get_id (created), created);
    }
  return TRUE;
}

/**
 * vt_change_apply:
 * @change: a change that passed vt_change_check()
 * @unit: the unit it names
 *
 * Sets every field @change gives, notifying once per field that changed.
 */
void
vt_change_apply (GVariant *change,
                 VtUnit   *unit)
{
  GVariantIter iter;
  const char *name;
  GVariant *value;

  g_object_freeze_notify (G_OBJECT (unit));

  g_variant_iter_init (&iter, change);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &value))
    {
      g_autoptr(GVariant) owned_value = value;
      const VtChangeKey *key = vt_change_find_key (name);

      if (key != NULL)
        key->apply (unit, value);
    }

  g_object_thaw_notify (G_OBJECT (unit));
}

GHashTable *
_vt_change_sides_new (VtScenario *set_up)
{
  GListModel *units = vt_scenario_get_units (set_up);
  GHashTable *sides = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      g_hash_table_insert (sides, (gpointer) vt_unit_get_id (unit), (gpointer) vt_unit_get_side (unit));
    }
  return sides;
}

void
_vt_change_sides_step (GHashTable *sides,
                       VtEvent    *event)
{
  GVariant *changes = vt_event_get_changes (event);

  if (changes == NULL)
    return;
  for (gsize i = 0; i < g_variant_n_children (changes); i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);
      const char *unit_id, *side;

      /* the strings live in the event, which outlives the table */
      if (g_variant_lookup (change, VT_CHANGE_UNIT, "&s", &unit_id) &&
          g_variant_lookup (change, VT_CHANGE_SIDE, "&s", &side))
        g_hash_table_insert (sides, (gpointer) unit_id, (gpointer) side);
    }
}
