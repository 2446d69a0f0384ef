/* rz24-dice.h: the five odds dice I–V as data, and rolling them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* The odds dice by grade: 1 = I (1:1) … 5 = V (4:1). */
#define RZ24_DIE_GRADES 5

/* What the face of an odds die shows. */
typedef enum {
  RZ24_FACE_BLANK, /* rolled again */
  RZ24_FACE_BLACK, /* the disadvantaged side is beaten */
  RZ24_FACE_WHITE, /* the advantaged side is beaten */
} Rz24FaceColour;

typedef enum {
  RZ24_RESULT_NONE,
  RZ24_RESULT_R,   /* forced to retreat */
  RZ24_RESULT_G,   /* beaten */
  RZ24_RESULT_T,   /* totally beaten */
} Rz24Result;

/* One throw of an odds die, blanks already rolled again. */
typedef struct {
  guint          grade;   /* 1..5 */
  guint          face;    /* the face that counted, 1..6 */
  guint          n_rolls; /* throws it took, blanks included */
  Rz24FaceColour colour;
  Rz24Result     result;
  double         loss;    /* Points per block of the beaten side */
} Rz24OddsThrow;

/* "I".."V"; NULL outside 1..5 */
const char *rz24_die_name        (guint grade);
/* 0 when @name is not one of "I".."V" */
guint       rz24_die_grade       (const char *name);
/* "1:1", "3:2", "2:1", "3:1", "4:1" */
const char *rz24_die_odds        (guint grade);
/* "R", "G", "T", or "" for none */
const char *rz24_result_letter   (Rz24Result result);
/* what the letter means: "forced to retreat", "beaten", "totally beaten" */
const char *rz24_result_meaning  (Rz24Result result);
/* the same untranslated (marked N_()), for a phrase's 't' argument */
const char *rz24_result_meaning_word (Rz24Result result);

/* The "dice-faces" table: rows "I-1".."V-6", columns "colour" (0 blank,
 * 1 black, 2 white), "result" (0 none, 1 R, 2 G, 3 T), "loss" (Points per
 * block of the beaten side). */
const VtRuleTable *rz24_dice_get_faces_table (void);

/* Throws odds die @grade through @dice (entered faces first), rolling again
 * on blanks; each throw is in the dice record. Faces, results and losses
 * are read from "dice-faces" as @game plays it. */
gboolean    rz24_dice_throw_odds (VtDice        *dice,
                                  VtGame        *game,
                                  guint          grade,
                                  Rz24OddsThrow *throw_,
                                  GError       **error);
/* Throws a six-faced fire die named @die ("I", "II", "III", "V"). */
gboolean    rz24_dice_throw_fire (VtDice        *dice,
                                  const char    *die,
                                  guint         *face,
                                  GError       **error);

G_END_DECLS
