/* rz24-dice.c: the five odds dice I–V as data, and rolling them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "rz24-dice"

#include "config.h"

/* _() in the plugin's own domain */
#include "rz24-i18n.h"

#include <math.h>

#include "rz24-dice.h"
#include "rz24-ruleset.h"

/* Digest §18: "Die I has 3 black and 3 white circles (1:1);
 * II 3:2, III 2:1, IV 3:1, V 4:1, with blank faces rerolled."
 * Every die has six faces; the counts of black and white circles follow
 * from the odds, the rest of the six faces are blank:
 *   I 3 black 3 white, II 3 black 2 white 1 blank, III 4 black 2 white,
 *   IV 3 black 1 white 2 blank, V 4 black 1 white 1 blank.
 * Which face number carries which is ours (black first, then white, then
 * blank): derived. The letters R/G/T and the losses under the circles are
 * not in the digest: derived, see the table note. */

static const char * const die_names[RZ24_DIE_GRADES] = { "I", "II", "III", "IV", "V" };
static const char * const die_odds[RZ24_DIE_GRADES] = { "1:1", "3:2", "2:1", "3:1", "4:1" };

static const char * const faces_rows[] = {
  "I-1", "I-2", "I-3", "I-4", "I-5", "I-6",
  "II-1", "II-2", "II-3", "II-4", "II-5", "II-6",
  "III-1", "III-2", "III-3", "III-4", "III-5", "III-6",
  "IV-1", "IV-2", "IV-3", "IV-4", "IV-5", "IV-6",
  "V-1", "V-2", "V-3", "V-4", "V-5", "V-6",
  NULL
};

static const char * const faces_columns[] = { "colour", "result", "loss", NULL };

/* colour: 0 blank, 1 black, 2 white; result: 0 none, 1 R, 2 G, 3 T;
 * loss: Points per block of the beaten side (R 5, G 10, T 20). */
#define BLANK     0, 0, 0
#define BLACK_R   1, 1, 5
#define BLACK_G   1, 2, 10
#define BLACK_T   1, 3, 20
#define WHITE_R   2, 1, 5
#define WHITE_G   2, 2, 10
#define WHITE_T   2, 3, 20

static const double faces_values[] = {
  /* I 1:1 */   BLACK_R, BLACK_G, BLACK_T, WHITE_R, WHITE_G, WHITE_T,
  /* II 3:2 */  BLACK_R, BLACK_G, BLACK_T, WHITE_R, WHITE_G, BLANK,
  /* III 2:1 */ BLACK_R, BLACK_G, BLACK_G, BLACK_T, WHITE_R, WHITE_G,
  /* IV 3:1 */  BLACK_G, BLACK_T, BLACK_T, WHITE_R, BLANK, BLANK,
  /* V 4:1 */   BLACK_G, BLACK_G, BLACK_T, BLACK_T, WHITE_R, BLANK,
};

/* Die I's colours are the digest's (3 black, 3 white); the layout of the
 * others, and every letter and loss, are derived. */
#define GIVEN_COLOUR   0, 1, 1
#define DERIVED_ALL    1, 1, 1

static const guint8 faces_derived[] = {
  GIVEN_COLOUR, GIVEN_COLOUR, GIVEN_COLOUR, GIVEN_COLOUR, GIVEN_COLOUR, GIVEN_COLOUR,
  DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL,
  DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL,
  DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL,
  DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL, DERIVED_ALL,
};

G_STATIC_ASSERT (G_N_ELEMENTS (faces_values) == 30 * 3);
G_STATIC_ASSERT (G_N_ELEMENTS (faces_derived) == 30 * 3);

static const VtRuleTable faces_table = {
  .id = "dice-faces",
  .title = N_("The odds dice I–V: colour, letter and loss of each face"),
  .section = N_("the dice (Würfel I–V)"),
  .rows = faces_rows,
  .columns = faces_columns,
  .values = faces_values,
  .derived = faces_derived,
  .note = N_("colour: 1 black, 2 white, 0 blank (rolled again); result: 1 R, 2 G, 3 T; "
             "loss: Points per block or squadron of the beaten side. "
             "The digest gives the odds (I 1:1 with 3 black and 3 white, II 3:2, III 2:1, "
             "IV 3:1, V 4:1) and that blanks are rolled again; on six faces that makes "
             "II 3 black 2 white 1 blank, III 4 black 2 white, IV 3 black 1 white 2 blank, "
             "V 4 black 1 white 1 blank (face numbers: black first, then white, then blank). "
             "Letters (derived): on I each colour carries R, G and T once, even odds "
             "giving each grade of defeat alike; as the odds lengthen the stronger side's "
             "wins (black) grow more decisive and its rare defeats (white) milder: "
             "II black R G T, white R G; III black R G G T, white R G; IV black G T T, "
             "white R; V black G G T T, white R. "
             "Losses (derived): the digest says only small, heavier, very heavy; they are "
             "tied to the block exchange step of 15 Points (1/6 of a half battalion): "
             "R 5 (a third of a step), G 10 (two thirds), T 20 (more than a whole step, "
             "so a block in flight is exchanged at once)."),
};

const char *
rz24_die_name (guint grade)
{
  if (grade < 1 || grade > RZ24_DIE_GRADES)
    return NULL;
  return die_names[grade - 1];
}

guint
rz24_die_grade (const char *name)
{
  if (name == NULL)
    return 0;
  for (guint i = 0; i < RZ24_DIE_GRADES; i++)
    if (g_str_equal (name, die_names[i]))
      return i + 1;
  return 0;
}

const char *
rz24_die_odds (guint grade)
{
  if (grade < 1 || grade > RZ24_DIE_GRADES)
    return NULL;
  return die_odds[grade - 1];
}

const char *
rz24_result_letter (Rz24Result result)
{
  switch (result)
    {
    case RZ24_RESULT_R:
      return "R";
    case RZ24_RESULT_G:
      return "G";
    case RZ24_RESULT_T:
      return "T";
    case RZ24_RESULT_NONE:
    default:
      return "";
    }
}

const char *
rz24_result_meaning_word (Rz24Result result)
{
  switch (result)
    {
    case RZ24_RESULT_R:
      return N_("forced to retreat");
    case RZ24_RESULT_G:
      return N_("beaten");
    case RZ24_RESULT_T:
      return N_("totally beaten");
    case RZ24_RESULT_NONE:
    default:
      return N_("no result");
    }
}

const char *
rz24_result_meaning (Rz24Result result)
{
  return _ (rz24_result_meaning_word (result));
}

const VtRuleTable *
rz24_dice_get_faces_table (void)
{
  return &faces_table;
}

/* A house rule may put any number in a cell; what is not a colour counts
 * as blank, what is not a letter as none. */
static Rz24FaceColour
colour_from_value (double value)
{
  if (isnan (value))
    return RZ24_FACE_BLANK;
  switch ((int) lround (value))
    {
    case 1:
      return RZ24_FACE_BLACK;
    case 2:
      return RZ24_FACE_WHITE;
    default:
      return RZ24_FACE_BLANK;
    }
}

static Rz24Result
result_from_value (double value)
{
  if (isnan (value))
    return RZ24_RESULT_NONE;
  switch ((int) lround (value))
    {
    case 1:
      return RZ24_RESULT_R;
    case 2:
      return RZ24_RESULT_G;
    case 3:
      return RZ24_RESULT_T;
    default:
      return RZ24_RESULT_NONE;
    }
}

/* An odds die that shows nothing but blanks (a house rule gone wrong)
 * would roll for ever; give up after this many throws. */
#define MAX_THROWS 60

gboolean
rz24_dice_throw_odds (VtDice        *dice,
                      VtGame        *game,
                      guint          grade,
                      Rz24OddsThrow *throw_,
                      GError       **error)
{
  const char *name = rz24_die_name (grade);

  g_return_val_if_fail (VT_IS_DICE (dice), FALSE);
  g_return_val_if_fail (throw_ != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  *throw_ = (Rz24OddsThrow) { .grade = grade };

  while (throw_->n_rolls < MAX_THROWS)
    {
      g_autofree char *row = NULL;
      GError *local_error = NULL;
      guint face;

      if (!vt_dice_roll (dice, name, 6, &face, &local_error))
        {
          g_propagate_prefixed_error (error, local_error, _ ("die %s: "), name);
          return FALSE;
        }
      throw_->n_rolls++;

      row = g_strdup_printf ("%s-%u", name, face);
      throw_->colour = colour_from_value (vt_rule_table_get_value (&faces_table, row, "colour", game));
      if (throw_->colour == RZ24_FACE_BLANK)
        continue;

      throw_->face = face;
      throw_->result = result_from_value (vt_rule_table_get_value (&faces_table, row, "result", game));
      throw_->loss = vt_rule_table_get_value (&faces_table, row, "loss", game);
      if (isnan (throw_->loss) || throw_->loss < 0)
        throw_->loss = 0;
      return TRUE;
    }

  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
               _ ("die %s showed a blank %u times running; check the \"dice-faces\" "
                  "table: every die needs a black or white face"),
               name, (guint) MAX_THROWS);
  return FALSE;
}

gboolean
rz24_dice_throw_fire (VtDice      *dice,
                      const char  *die,
                      guint       *face,
                      GError     **error)
{
  g_autofree char *name = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (VT_IS_DICE (dice), FALSE);
  g_return_val_if_fail (die != NULL, FALSE);
  g_return_val_if_fail (face != NULL, FALSE);

  /* The fire dice are other dice than the odds dice of the same numbers:
   * Reiswitz pasted the fire tables onto their own cubes. */
  name = g_strdup_printf (_ ("fire %s"), die);
  if (!vt_dice_roll (dice, name, 6, face, &local_error))
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", name);
      return FALSE;
    }
  return TRUE;
}
