/* vt-side.c: one party to the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-side"

#include "config.h"

#include "vt-side.h"
#include "vt-text-private.h"

struct _VtSide
{
  GObject   parent_instance;

  char     *id;
  char     *name;
  VtColour  colour;
  char     *special_idea;
  /* where the side's commander is: with a unit, or at a place, or (neither)
   * among his troops (vt_game_locate_commander) */
  char     *commander_unit;
  gboolean  commander_placed;
  VtPoint   commander_place;
};

G_DEFINE_FINAL_TYPE (VtSide, vt_side, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_COLOUR,
  PROP_SPECIAL_IDEA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_side_finalize (GObject *object)
{
  VtSide *self = (VtSide *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->special_idea, g_free);
  g_clear_pointer (&self->commander_unit, g_free);

  G_OBJECT_CLASS (vt_side_parent_class)->finalize (object);
}

static void
vt_side_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  VtSide *self = VT_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_COLOUR:
      g_value_take_string (value, vt_colour_to_string (&self->colour));
      break;

    case PROP_SPECIAL_IDEA:
      g_value_set_string (value, self->special_idea);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_side_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  VtSide *self = VT_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;

    case PROP_NAME:
      vt_side_set_name (self, g_value_get_string (value));
      break;

    case PROP_COLOUR:
      {
        const char *spec = g_value_get_string (value);
        VtColour colour;

        /* the default of the pspec is NULL: keep black */
        if (spec != NULL && vt_colour_parse (&colour, spec))
          vt_side_set_colour (self, &colour);
      }
      break;

    case PROP_SPECIAL_IDEA:
      vt_side_set_special_idea (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_side_class_init (VtSideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_side_finalize;
  object_class->get_property = vt_side_get_property;
  object_class->set_property = vt_side_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* as the file writes it, "#rrggbb" */
  properties[PROP_COLOUR] =
    g_param_spec_string ("colour", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_SPECIAL_IDEA] =
    g_param_spec_string ("special-idea", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_side_init (VtSide *self)
{
}

/**
 * vt_side_new:
 * @id: the id the file and the units use: "red"
 * @name: (nullable): the name the umpire reads: "Rothe Parthei"
 * @colour: (nullable): the side's colour on the map; black when %NULL
 *
 * Returns: (transfer full): a new side
 */
VtSide *
vt_side_new (const char     *id,
             const char     *name,
             const VtColour *colour)
{
  VtSide *self;

  g_return_val_if_fail (id != NULL && *id != '\0', NULL);

  self = g_object_new (VT_TYPE_SIDE,
                       "id", id,
                       "name", name,
                       NULL);
  if (colour != NULL)
    self->colour = *colour;

  return self;
}

/**
 * vt_side_copy:
 * @self: a side
 *
 * Returns: (transfer full): a new side with the same id, name, colour and
 *   special idea
 */
VtSide *
vt_side_copy (VtSide *self)
{
  VtSide *copy;

  g_return_val_if_fail (VT_IS_SIDE (self), NULL);

  copy = vt_side_new (self->id, self->name, &self->colour);
  copy->special_idea = g_strdup (self->special_idea);
  copy->commander_unit = g_strdup (self->commander_unit);
  copy->commander_placed = self->commander_placed;
  copy->commander_place = self->commander_place;

  return copy;
}

const char *
vt_side_get_id (VtSide *self)
{
  g_return_val_if_fail (VT_IS_SIDE (self), NULL);

  return self->id;
}

const char *
vt_side_get_name (VtSide *self)
{
  g_return_val_if_fail (VT_IS_SIDE (self), NULL);

  return self->name;
}

void
vt_side_set_name (VtSide     *self,
                  const char *name)
{
  g_return_if_fail (VT_IS_SIDE (self));

  if (vt_set_text (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const VtColour *
vt_side_get_colour (VtSide *self)
{
  g_return_val_if_fail (VT_IS_SIDE (self), NULL);

  return &self->colour;
}

void
vt_side_set_colour (VtSide         *self,
                    const VtColour *colour)
{
  g_return_if_fail (VT_IS_SIDE (self));
  g_return_if_fail (colour != NULL);

  if (self->colour.red == colour->red &&
      self->colour.green == colour->green &&
      self->colour.blue == colour->blue)
    return;

  self->colour = *colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

const char *
vt_side_get_special_idea (VtSide *self)
{
  g_return_val_if_fail (VT_IS_SIDE (self), NULL);

  return self->special_idea;
}

void
vt_side_set_special_idea (VtSide     *self,
                          const char *text)
{
  g_return_if_fail (VT_IS_SIDE (self));

  if (vt_set_text (&self->special_idea, text))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPECIAL_IDEA]);
}

/**
 * vt_side_get_commander_unit:
 * @self: a side
 *
 * Returns: (nullable): the id of the unit the side's commander is with
 */
const char *
vt_side_get_commander_unit (VtSide *self)
{
  g_return_val_if_fail (VT_IS_SIDE (self), NULL);
  return self->commander_unit;
}

/**
 * vt_side_get_commander_place:
 * @self: a side
 * @at: (out) (optional): where the commander stands
 *
 * Returns: whether the designer set him a place of his own
 */
gboolean
vt_side_get_commander_place (VtSide  *self,
                             VtPoint *at)
{
  g_return_val_if_fail (VT_IS_SIDE (self), FALSE);

  if (self->commander_placed && at != NULL)
    *at = self->commander_place;
  return self->commander_placed;
}

/**
 * vt_side_set_commander:
 * @self: a side
 * @unit_id: (nullable): the unit he is with
 * @at: (nullable): else the place he stands at
 *
 * Where the side's commander is, from whom its orders go and to whom its
 * reports come; neither: among his troops.
 */
void
vt_side_set_commander (VtSide        *self,
                       const char    *unit_id,
                       const VtPoint *at)
{
  g_return_if_fail (VT_IS_SIDE (self));

  g_free (self->commander_unit);
  self->commander_unit = unit_id != NULL && *unit_id != '\0' ? g_strdup (unit_id) : NULL;
  self->commander_placed = self->commander_unit == NULL && at != NULL;
  if (self->commander_placed)
    self->commander_place = *at;
}
