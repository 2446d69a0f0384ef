/* vt-unit.c: one piece on the map: a block, a squadron, a half battery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-unit"

#include "config.h"

#include <math.h>
#include <string.h>

#include "vt-text-private.h"
#include "vt-unit.h"

struct _VtUnit
{
  GObject  parent_instance;

  char    *id;
  char    *unit_type;
  char    *side;
  char    *name;
  char    *division; /* the command it belongs to: "2. Division", "Avantgarde" */
  guint    strength;
  char    *formation;
  VtPoint  position;
  double   facing;
  guint    cell;
  GArray  *conditions; /* of Condition, sorted by id */
};

typedef struct {
  char  *id;
  char  *label;
  guint  moves;
} Condition;

G_DEFINE_FINAL_TYPE (VtUnit, vt_unit, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_UNIT_TYPE,
  PROP_SIDE,
  PROP_NAME,
  PROP_DIVISION,
  PROP_STRENGTH,
  PROP_FORMATION,
  PROP_X,
  PROP_Y,
  PROP_FACING,
  PROP_CELL,
  PROP_CONDITIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_unit_finalize (GObject *object)
{
  VtUnit *self = (VtUnit *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->unit_type, g_free);
  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->division, g_free);
  g_clear_pointer (&self->formation, g_free);
  g_clear_pointer (&self->conditions, g_array_unref);

  G_OBJECT_CLASS (vt_unit_parent_class)->finalize (object);
}

static void
vt_unit_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  VtUnit *self = VT_UNIT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_UNIT_TYPE:
      g_value_set_string (value, self->unit_type);
      break;

    case PROP_SIDE:
      g_value_set_string (value, self->side);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_DIVISION:
      g_value_set_string (value, self->division);
      break;

    case PROP_STRENGTH:
      g_value_set_uint (value, self->strength);
      break;

    case PROP_FORMATION:
      g_value_set_string (value, self->formation);
      break;

    case PROP_X:
      g_value_set_double (value, self->position.x);
      break;

    case PROP_Y:
      g_value_set_double (value, self->position.y);
      break;

    case PROP_FACING:
      g_value_set_double (value, self->facing);
      break;

    case PROP_CELL:
      g_value_set_uint (value, self->cell);
      break;

    case PROP_CONDITIONS:
      g_value_take_variant (value, vt_unit_get_conditions (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_unit_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  VtUnit *self = VT_UNIT (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;

    case PROP_UNIT_TYPE:
      self->unit_type = g_value_dup_string (value);
      break;

    case PROP_SIDE:
      vt_unit_set_side (self, g_value_get_string (value));
      break;

    case PROP_NAME:
      vt_unit_set_name (self, g_value_get_string (value));
      break;

    case PROP_DIVISION:
      vt_unit_set_division (self, g_value_get_string (value));
      break;

    case PROP_STRENGTH:
      vt_unit_set_strength (self, g_value_get_uint (value));
      break;

    case PROP_FORMATION:
      vt_unit_set_formation (self, g_value_get_string (value));
      break;

    case PROP_X:
      {
        VtPoint position = { g_value_get_double (value), self->position.y };
        vt_unit_set_position (self, &position);
      }
      break;

    case PROP_Y:
      {
        VtPoint position = { self->position.x, g_value_get_double (value) };
        vt_unit_set_position (self, &position);
      }
      break;

    case PROP_FACING:
      vt_unit_set_facing (self, g_value_get_double (value));
      break;

    case PROP_CELL:
      vt_unit_set_cell (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_unit_class_init (VtUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_unit_finalize;
  object_class->get_property = vt_unit_get_property;
  object_class->set_property = vt_unit_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_UNIT_TYPE] =
    g_param_spec_string ("unit-type", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /* settable: a captured gun goes over to its captor (a change's "side") */
  properties[PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_DIVISION] =
    g_param_spec_string ("division", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_STRENGTH] =
    g_param_spec_uint ("strength", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* NULL stands for the unit type's default, the first of its formations */
  properties[PROP_FORMATION] =
    g_param_spec_string ("formation", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_X] =
    g_param_spec_double ("x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_Y] =
    g_param_spec_double ("y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* any angle is accepted and brought into [0, 360) */
  properties[PROP_FACING] =
    g_param_spec_double ("facing", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_CELL] =
    g_param_spec_uint ("cell", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* a(ssu): id, label, Züge left */
  properties[PROP_CONDITIONS] =
    g_param_spec_variant ("conditions", NULL, NULL,
                          G_VARIANT_TYPE ("a(ssu)"), NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
condition_clear (gpointer data)
{
  Condition *condition = data;

  g_clear_pointer (&condition->id, g_free);
  g_clear_pointer (&condition->label, g_free);
}

static void
vt_unit_init (VtUnit *self)
{
  self->conditions = g_array_new (FALSE, FALSE, sizeof (Condition));
  g_array_set_clear_func (self->conditions, condition_clear);
}

/**
 * vt_unit_new:
 * @id: the id the file and the journal use: "b3"
 * @unit_type: a unit type id from the ruleset's catalogue
 * @side: the id of the side the unit belongs to
 *
 * Returns: (transfer full): a new unit at the origin, facing north,
 *   in its default formation, with no strength and on no cell
 */
VtUnit *
vt_unit_new (const char *id,
             const char *unit_type,
             const char *side)
{
  g_return_val_if_fail (id != NULL && *id != '\0', NULL);
  g_return_val_if_fail (unit_type != NULL, NULL);
  g_return_val_if_fail (side != NULL, NULL);

  return g_object_new (VT_TYPE_UNIT,
                       "id", id,
                       "unit-type", unit_type,
                       "side", side,
                       NULL);
}

/**
 * vt_unit_copy:
 * @self: a unit
 *
 * Returns: (transfer full): a new unit with every field of @self
 */
VtUnit *
vt_unit_copy (VtUnit *self)
{
  VtUnit *copy;

  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  copy = vt_unit_new (self->id, self->unit_type, self->side);
  copy->name = g_strdup (self->name);
  copy->division = g_strdup (self->division);
  copy->strength = self->strength;
  copy->formation = g_strdup (self->formation);
  copy->position = self->position;
  copy->facing = self->facing;
  copy->cell = self->cell;

  for (guint i = 0; i < self->conditions->len; i++)
    {
      const Condition *condition = &g_array_index (self->conditions, Condition, i);
      Condition condition_copy = {
        g_strdup (condition->id), g_strdup (condition->label), condition->moves
      };

      g_array_append_val (copy->conditions, condition_copy);
    }

  return copy;
}

const char *
vt_unit_get_id (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->id;
}

const char *
vt_unit_get_unit_type (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->unit_type;
}

const char *
vt_unit_get_side (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->side;
}

/**
 * vt_unit_set_side:
 * @self: a unit
 * @side: the id of the side it now belongs to
 *
 * A unit changes sides only through the journal's changes (a gun
 * captured and turned on its own side, Little Wars); "side" notifies.
 */
void
vt_unit_set_side (VtUnit     *self,
                  const char *side)
{
  g_return_if_fail (VT_IS_UNIT (self));
  g_return_if_fail (side != NULL);

  if (vt_set_text (&self->side, side))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

/**
 * vt_unit_get_name:
 * @self: a unit
 *
 * Returns: (nullable): the name the umpire gave the unit, %NULL when it
 *   has none and goes by its id
 */
const char *
vt_unit_get_name (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->name;
}

/**
 * vt_unit_get_division:
 * @self: a unit
 *
 * Returns: (nullable): the division, brigade or wing the unit belongs to,
 *   in the scenario's words; %NULL when the scenario gives none
 */
const char *
vt_unit_get_division (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->division;
}

void
vt_unit_set_division (VtUnit     *self,
                      const char *division)
{
  g_return_if_fail (VT_IS_UNIT (self));

  if (vt_set_text (&self->division, division))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIVISION]);
}

/**
 * vt_unit_get_display_name:
 * @self: a unit
 *
 * The one way every window, report and message names a unit: the name
 * the umpire gave it, or its id when it has none.
 *
 * Returns: the unit's name, else its id
 */
const char *
vt_unit_get_display_name (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->name != NULL && self->name[0] != '\0' ? self->name : self->id;
}

void
vt_unit_set_name (VtUnit     *self,
                  const char *name)
{
  g_return_if_fail (VT_IS_UNIT (self));

  if (vt_set_text (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

guint
vt_unit_get_strength (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), 0);

  return self->strength;
}

void
vt_unit_set_strength (VtUnit *self,
                      guint   strength)
{
  g_return_if_fail (VT_IS_UNIT (self));

  if (self->strength == strength)
    return;

  self->strength = strength;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRENGTH]);
}

/**
 * vt_unit_get_formation:
 * @self: a unit
 *
 * Returns: (nullable): the formation, or %NULL for the unit type's default
 */
const char *
vt_unit_get_formation (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  return self->formation;
}

/**
 * vt_unit_set_formation:
 * @self: a unit
 * @formation: (nullable): a formation of the unit's type; %NULL or ""
 *   for the type's default
 */
void
vt_unit_set_formation (VtUnit     *self,
                       const char *formation)
{
  g_return_if_fail (VT_IS_UNIT (self));

  /* one spelling for the default, so "" and NULL compare equal */
  if (formation != NULL && *formation == '\0')
    formation = NULL;

  if (vt_set_text (&self->formation, formation))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORMATION]);
}

void
vt_unit_get_position (VtUnit  *self,
                      VtPoint *position)
{
  g_return_if_fail (VT_IS_UNIT (self));
  g_return_if_fail (position != NULL);

  *position = self->position;
}

void
vt_unit_set_position (VtUnit        *self,
                      const VtPoint *position)
{
  gboolean x_changed;
  gboolean y_changed;

  g_return_if_fail (VT_IS_UNIT (self));
  g_return_if_fail (position != NULL);

  x_changed = self->position.x != position->x;
  y_changed = self->position.y != position->y;
  if (!x_changed && !y_changed)
    return;

  self->position = *position;

  /* a view redraws once for a move, not once per coordinate */
  g_object_freeze_notify (G_OBJECT (self));
  if (x_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X]);
  if (y_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_Y]);
  g_object_thaw_notify (G_OBJECT (self));
}

double
vt_unit_get_facing (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), 0.0);

  return self->facing;
}

void
vt_unit_set_facing (VtUnit *self,
                    double  facing)
{
  g_return_if_fail (VT_IS_UNIT (self));
  g_return_if_fail (isfinite (facing));

  facing = fmod (facing, 360.0);
  if (facing < 0.0)
    facing += 360.0;
  /* -1e-14 + 360 rounds to 360, which is north again */
  if (facing >= 360.0)
    facing = 0.0;
  /* and -0 is written as 0 */
  facing += 0.0;

  if (self->facing == facing)
    return;

  self->facing = facing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACING]);
}

guint
vt_unit_get_cell (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), 0);

  return self->cell;
}

void
vt_unit_set_cell (VtUnit *self,
                  guint   cell)
{
  g_return_if_fail (VT_IS_UNIT (self));

  if (self->cell == cell)
    return;

  self->cell = cell;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELL]);
}

/* The index of @id, or where it would be inserted with *found FALSE. */
static guint
find_condition (VtUnit     *self,
                const char *id,
                gboolean   *found)
{
  guint low = 0, high = self->conditions->len;

  while (low < high)
    {
      guint middle = (low + high) / 2;
      int order = strcmp (g_array_index (self->conditions, Condition, middle).id, id);

      if (order == 0)
        {
          *found = TRUE;
          return middle;
        }
      if (order < 0)
        low = middle + 1;
      else
        high = middle;
    }

  *found = FALSE;
  return low;
}

/**
 * vt_unit_set_condition:
 * @self: a unit
 * @id: what the rules call the condition: "rallying"
 * @label: (nullable): what the umpire reads: "rallying: cannot defend"
 * @moves: moves until it ends; 0 ends it now; %VT_CONDITION_UNTIL_ENDED
 *   lasts until a later call ends it
 *
 * Puts a countdown on the unit, or changes or ends the one it has.
 */
void
vt_unit_set_condition (VtUnit     *self,
                       const char *id,
                       const char *label,
                       guint       moves)
{
  gboolean found;
  guint index;

  g_return_if_fail (VT_IS_UNIT (self));
  g_return_if_fail (id != NULL && *id != '\0');

  if (label == NULL)
    label = "";

  index = find_condition (self, id, &found);
  if (moves == 0)
    {
      if (!found)
        return;
      g_array_remove_index (self->conditions, index);
    }
  else if (found)
    {
      Condition *condition = &g_array_index (self->conditions, Condition, index);

      if (condition->moves == moves && g_str_equal (condition->label, label))
        return;
      condition->moves = moves;
      g_free (condition->label);
      condition->label = g_strdup (label);
    }
  else
    {
      Condition condition = { g_strdup (id), g_strdup (label), moves };

      g_array_insert_val (self->conditions, index, condition);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONDITIONS]);
}

guint
vt_unit_get_condition (VtUnit     *self,
                       const char *id)
{
  gboolean found;
  guint index;

  g_return_val_if_fail (VT_IS_UNIT (self), 0);
  g_return_val_if_fail (id != NULL, 0);

  index = find_condition (self, id, &found);
  return found ? g_array_index (self->conditions, Condition, index).moves : 0;
}

/**
 * vt_unit_get_conditions:
 * @self: a unit
 *
 * Returns: (transfer full): an a(ssu) of id, label and Züge left, sorted by
 *   id; not floating: release it with g_variant_unref()
 */
GVariant *
vt_unit_get_conditions (VtUnit *self)
{
  GVariantBuilder builder;

  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssu)"));
  for (guint i = 0; i < self->conditions->len; i++)
    {
      const Condition *condition = &g_array_index (self->conditions, Condition, i);

      g_variant_builder_add (&builder, "(ssu)", condition->id, condition->label, condition->moves);
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/**
 * vt_unit_get_box:
 * @self: a unit
 *
 * Returns: (nullable): the id of its condition that begins with
 *   %VT_CONDITION_BOX_PREFIX: the box it shares with others
 */
const char *
vt_unit_get_box (VtUnit *self)
{
  g_return_val_if_fail (VT_IS_UNIT (self), NULL);

  for (guint i = 0; i < self->conditions->len; i++)
    {
      const Condition *condition = &g_array_index (self->conditions, Condition, i);

      if (g_str_has_prefix (condition->id, VT_CONDITION_BOX_PREFIX))
        return condition->id;
    }
  return NULL;
}

/**
 * vt_unit_count_down:
 * @self: a unit
 * @moves: the moves that passed
 *
 * Takes @moves off every condition; those that run out end. A condition
 * that lasts until ended (%VT_CONDITION_UNTIL_ENDED) is left as it is.
 */
void
vt_unit_count_down (VtUnit *self,
                    guint   moves)
{
  gboolean counted = FALSE;

  g_return_if_fail (VT_IS_UNIT (self));

  if (moves == 0 || self->conditions->len == 0)
    return;

  for (guint i = self->conditions->len; i > 0; i--)
    {
      Condition *condition = &g_array_index (self->conditions, Condition, i - 1);

      if (condition->moves == VT_CONDITION_UNTIL_ENDED)
        continue;
      if (condition->moves <= moves)
        g_array_remove_index (self->conditions, i - 1);
      else
        condition->moves -= moves;
      counted = TRUE;
    }

  /* a unit whose conditions all last until ended did not change */
  if (counted)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONDITIONS]);
}
