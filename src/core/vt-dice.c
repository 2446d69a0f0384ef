/* vt-dice.c: the one source of chance in a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-dice"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "vt-dice.h"

typedef struct {
  char     *die;
  guint     n_faces;
  guint     face;
  gboolean  entered;
} Roll;

struct _VtDice
{
  GObject  parent_instance;

  guint32  seed;
  GRand   *rand;
  guint    n_rolled;
  GArray  *entered;       /* of guint: faces the umpire threw */
  guint    next_entered;  /* index of the next one to use */
  GArray  *record;        /* of Roll, since the last take */
};

G_DEFINE_FINAL_TYPE (VtDice, vt_dice, G_TYPE_OBJECT)

G_DEFINE_QUARK (vt-dice-error-quark, vt_dice_error)

enum {
  PROP_0,
  PROP_SEED,
  PROP_N_ROLLED,
  PROP_N_ENTERED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
roll_clear (gpointer data)
{
  Roll *roll = data;

  g_clear_pointer (&roll->die, g_free);
}

static void
vt_dice_finalize (GObject *object)
{
  VtDice *self = (VtDice *) object;

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->entered, g_array_unref);
  g_clear_pointer (&self->record, g_array_unref);

  G_OBJECT_CLASS (vt_dice_parent_class)->finalize (object);
}

static void
vt_dice_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  VtDice *self = VT_DICE (object);

  switch (prop_id)
    {
    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;

    case PROP_N_ROLLED:
      g_value_set_uint (value, self->n_rolled);
      break;

    case PROP_N_ENTERED:
      g_value_set_uint (value, vt_dice_get_n_entered (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_dice_class_init (VtDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_dice_finalize;
  object_class->get_property = vt_dice_get_property;

  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL,
                       0, G_MAXUINT32, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_N_ROLLED] =
    g_param_spec_uint ("n-rolled", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* entered faces still waiting to be used */
  properties[PROP_N_ENTERED] =
    g_param_spec_uint ("n-entered", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_dice_init (VtDice *self)
{
  self->entered = g_array_new (FALSE, FALSE, sizeof (guint));
  self->record = g_array_new (FALSE, FALSE, sizeof (Roll));
  g_array_set_clear_func (self->record, roll_clear);
}

/**
 * vt_dice_new:
 * @seed: the seed; the same seed gives the same faces
 *
 * Returns: (transfer full): new dice
 */
VtDice *
vt_dice_new (guint32 seed)
{
  VtDice *self = g_object_new (VT_TYPE_DICE, NULL);

  self->seed = seed;
  self->rand = g_rand_new_with_seed (seed);

  return self;
}

guint32
vt_dice_get_seed (VtDice *self)
{
  g_return_val_if_fail (VT_IS_DICE (self), 0);

  return self->seed;
}

guint
vt_dice_get_n_rolled (VtDice *self)
{
  g_return_val_if_fail (VT_IS_DICE (self), 0);

  return self->n_rolled;
}

/* Exactly one draw from the generator per digital roll, whatever the
 * number of faces, so skipping n rolls is skipping n draws.
 * g_rand_int_range() may draw more than once. */
static guint32
draw (VtDice *self)
{
  return g_rand_int (self->rand);
}

/**
 * vt_dice_skip:
 * @self: dice
 * @n_rolls: how many digital rolls to pass over
 *
 * Brings fresh dice with the game's seed to where the game's dice were,
 * so a loaded game rolls on as it would have.
 */
void
vt_dice_skip (VtDice *self,
              guint   n_rolls)
{
  g_return_if_fail (VT_IS_DICE (self));

  if (n_rolls == 0)
    return;

  for (guint i = 0; i < n_rolls; i++)
    draw (self);

  self->n_rolled += n_rolls;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROLLED]);
}

/**
 * vt_dice_enter_faces:
 * @self: dice
 * @faces: (array length=n_faces): the faces the umpire threw, in order
 * @n_faces: how many
 */
void
vt_dice_enter_faces (VtDice      *self,
                     const guint *faces,
                     guint        n_faces)
{
  g_return_if_fail (VT_IS_DICE (self));
  g_return_if_fail (faces != NULL || n_faces == 0);

  if (n_faces == 0)
    return;

  g_array_append_vals (self->entered, faces, n_faces);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTERED]);
}

guint
vt_dice_get_n_entered (VtDice *self)
{
  g_return_val_if_fail (VT_IS_DICE (self), 0);

  return self->entered->len - self->next_entered;
}

void
vt_dice_clear_entered (VtDice *self)
{
  gboolean had_entered;

  g_return_if_fail (VT_IS_DICE (self));

  had_entered = vt_dice_get_n_entered (self) > 0;
  g_array_set_size (self->entered, 0);
  self->next_entered = 0;

  if (had_entered)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTERED]);
}

/* Takes the next entered face, forgetting the used ones once all are used. */
static guint
take_entered (VtDice *self)
{
  guint face = g_array_index (self->entered, guint, self->next_entered++);

  if (self->next_entered == self->entered->len)
    {
      g_array_set_size (self->entered, 0);
      self->next_entered = 0;
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTERED]);

  return face;
}

/**
 * vt_dice_roll:
 * @self: dice
 * @die: the die's name as the ruleset calls it: "I", "d6"
 * @n_faces: the die has faces 1 to @n_faces
 * @face: (out): the face that came up
 * @error: return location for a #VT_DICE_ERROR
 *
 * Uses the next face the umpire entered, if any, else rolls. Both are
 * kept for vt_dice_take_record(). An entered face the die does not have
 * is used up all the same, so the umpire enters the rest again in order.
 *
 * Returns: whether @face holds a face
 */
gboolean
vt_dice_roll (VtDice      *self,
              const char  *die,
              guint        n_faces,
              guint       *face,
              GError     **error)
{
  Roll roll = { 0, };

  g_return_val_if_fail (VT_IS_DICE (self), FALSE);
  g_return_val_if_fail (die != NULL, FALSE);
  g_return_val_if_fail (n_faces > 0, FALSE);
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (vt_dice_get_n_entered (self) > 0)
    {
      guint entered = take_entered (self);

      if (entered < 1 || entered > n_faces)
        {
          g_set_error (error, VT_DICE_ERROR, VT_DICE_ERROR_BAD_FACE,
                       _("the die %s has no face %u; enter 1 to %u"),
                       die, entered, n_faces);
          return FALSE;
        }

      roll.face = entered;
      roll.entered = TRUE;
    }
  else
    {
      /* scale the 32-bit draw onto the faces; the bias is n/2^32 */
      roll.face = 1 + (guint) (((guint64) draw (self) * n_faces) >> 32);
      roll.entered = FALSE;
      self->n_rolled++;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROLLED]);
    }

  roll.die = g_strdup (die);
  roll.n_faces = n_faces;
  g_array_append_val (self->record, roll);

  *face = roll.face;

  return TRUE;
}

/**
 * vt_dice_take_record:
 * @self: dice
 *
 * Returns: (transfer full): every roll since the last call, as a
 *   non-floating a(suub) of die, faces, face and whether it was entered;
 *   release it with g_variant_unref()
 */
GVariant *
vt_dice_take_record (VtDice *self)
{
  GVariantBuilder builder;

  g_return_val_if_fail (VT_IS_DICE (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(suub)"));
  for (guint i = 0; i < self->record->len; i++)
    {
      const Roll *roll = &g_array_index (self->record, Roll, i);

      g_variant_builder_add (&builder, "(suub)",
                             roll->die, roll->n_faces, roll->face, roll->entered);
    }

  g_array_set_size (self->record, 0);

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/**
 * vt_dice_parse_faces:
 * @text: what the umpire typed: "4, 2"
 * @faces: (element-type guint): where the faces go, in the order typed
 * @error: return location for a #VT_DICE_ERROR_BAD_TEXT
 *
 * Returns: whether @text held faces and nothing else
 */
gboolean
vt_dice_parse_faces (const char  *text,
                     GArray      *faces,
                     GError     **error)
{
  g_auto(GStrv) words = NULL;
  guint before;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (faces != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  before = faces->len;
  words = g_regex_split_simple ("[\\s,;]+", text, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 face;
      guint thrown;

      if (words[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (words[i], 10, 1, VT_DICE_MAX_FACE, &face, NULL))
        {
          g_array_set_size (faces, before);
          g_set_error (error, VT_DICE_ERROR, VT_DICE_ERROR_BAD_TEXT,
                       _("“%s” is not a face of a die: type the numbers thrown, e.g. 4, 2."), words[i]);
          return FALSE;
        }
      thrown = (guint) face;
      g_array_append_val (faces, thrown);
    }

  if (faces->len == before)
    {
      g_set_error_literal (error, VT_DICE_ERROR, VT_DICE_ERROR_BAD_TEXT,
                           _("no faces: type the numbers thrown, e.g. 4, 2."));
      return FALSE;
    }

  return TRUE;
}
