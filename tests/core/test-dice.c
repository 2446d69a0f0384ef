/* test-dice.c: seeded rolls, entered faces and the record of rolls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-dice"

#include "config.h"

#include <vertrauter.h>

#define N_ROLLS 200

static void
roll_many (VtDice *dice,
           guint   n_faces,
           guint  *faces,
           guint   n_rolls)
{
  for (guint i = 0; i < n_rolls; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (vt_dice_roll (dice, "I", n_faces, &faces[i], &error));
      g_assert_no_error (error);
    }
}

static void
test_same_seed (void)
{
  g_autoptr(VtDice) first = vt_dice_new (1824);
  g_autoptr(VtDice) second = vt_dice_new (1824);
  g_autoptr(VtDice) other = vt_dice_new (1812);
  guint a[N_ROLLS], b[N_ROLLS], c[N_ROLLS];
  guint seen[7] = { 0, };
  gboolean differs = FALSE;

  g_assert_cmpuint (vt_dice_get_seed (first), ==, 1824);

  roll_many (first, 6, a, N_ROLLS);
  roll_many (second, 6, b, N_ROLLS);
  roll_many (other, 6, c, N_ROLLS);

  for (guint i = 0; i < N_ROLLS; i++)
    {
      g_assert_cmpuint (a[i], ==, b[i]);
      g_assert_cmpuint (a[i], >=, 1);
      g_assert_cmpuint (a[i], <=, 6);
      seen[a[i]]++;
      differs |= a[i] != c[i];
    }

  /* every face comes up in 200 throws, and another seed throws otherwise */
  for (guint face = 1; face <= 6; face++)
    g_assert_cmpuint (seen[face], >, 0);
  g_assert_true (differs);
  g_assert_cmpuint (vt_dice_get_n_rolled (first), ==, N_ROLLS);
}

static void
test_entered_first (void)
{
  g_autoptr(VtDice) dice = vt_dice_new (7);
  g_autoptr(VtDice) twin = vt_dice_new (7);
  g_autoptr(GVariant) record = NULL;
  const guint thrown[] = { 6, 2 };
  guint face, twin_face;
  const char *die;
  guint n_faces, recorded;
  gboolean entered;

  vt_dice_enter_faces (dice, thrown, G_N_ELEMENTS (thrown));
  g_assert_cmpuint (vt_dice_get_n_entered (dice), ==, 2);

  g_assert_true (vt_dice_roll (dice, "I", 6, &face, NULL));
  g_assert_cmpuint (face, ==, 6);
  g_assert_true (vt_dice_roll (dice, "II", 6, &face, NULL));
  g_assert_cmpuint (face, ==, 2);
  g_assert_cmpuint (vt_dice_get_n_entered (dice), ==, 0);
  g_assert_cmpuint (vt_dice_get_n_rolled (dice), ==, 0);

  /* then the dice roll, as if nothing had been entered */
  g_assert_true (vt_dice_roll (dice, "III", 6, &face, NULL));
  g_assert_true (vt_dice_roll (twin, "III", 6, &twin_face, NULL));
  g_assert_cmpuint (face, ==, twin_face);
  g_assert_cmpuint (vt_dice_get_n_rolled (dice), ==, 1);

  record = vt_dice_take_record (dice);
  g_assert_true (g_variant_is_of_type (record, G_VARIANT_TYPE ("a(suub)")));
  g_assert_cmpuint (g_variant_n_children (record), ==, 3);

  g_variant_get_child (record, 0, "(&suub)", &die, &n_faces, &recorded, &entered);
  g_assert_cmpstr (die, ==, "I");
  g_assert_cmpuint (n_faces, ==, 6);
  g_assert_cmpuint (recorded, ==, 6);
  g_assert_true (entered);

  g_variant_get_child (record, 1, "(&suub)", &die, &n_faces, &recorded, &entered);
  g_assert_cmpstr (die, ==, "II");
  g_assert_cmpuint (recorded, ==, 2);
  g_assert_true (entered);

  g_variant_get_child (record, 2, "(&suub)", &die, &n_faces, &recorded, &entered);
  g_assert_cmpstr (die, ==, "III");
  g_assert_cmpuint (recorded, ==, face);
  g_assert_false (entered);
}

static void
test_bad_entered_face (void)
{
  g_autoptr(VtDice) dice = vt_dice_new (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) record = NULL;
  const guint thrown[] = { 7, 4, 3 };
  guint face = 0;

  vt_dice_enter_faces (dice, thrown, G_N_ELEMENTS (thrown));

  g_assert_false (vt_dice_roll (dice, "I", 6, &face, &error));
  g_assert_error (error, VT_DICE_ERROR, VT_DICE_ERROR_BAD_FACE);
  g_assert_cmpstr (error->message, ==, "the die I has no face 7; enter 1 to 6");
  g_clear_error (&error);

  /* the bad face is used up; the next entered face comes next */
  g_assert_cmpuint (vt_dice_get_n_entered (dice), ==, 2);
  g_assert_true (vt_dice_roll (dice, "I", 6, &face, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (face, ==, 4);

  vt_dice_clear_entered (dice);
  g_assert_cmpuint (vt_dice_get_n_entered (dice), ==, 0);

  /* only real rolls are recorded */
  record = vt_dice_take_record (dice);
  g_assert_cmpuint (g_variant_n_children (record), ==, 1);
}

static void
test_skip (void)
{
  g_autoptr(VtDice) played = vt_dice_new (1866);
  g_autoptr(VtDice) loaded = vt_dice_new (1866);
  const guint thrown[] = { 5 };
  guint before[17];
  guint face, loaded_face;

  /* rolls with different dice and an entered face, as a game goes */
  roll_many (played, 6, before, 10);
  vt_dice_enter_faces (played, thrown, 1);
  g_assert_true (vt_dice_roll (played, "V", 6, &face, NULL));
  roll_many (played, 20, before, 7);
  g_assert_cmpuint (vt_dice_get_n_rolled (played), ==, 17);

  /* a game loaded from disk carries on where the played one left off */
  vt_dice_skip (loaded, vt_dice_get_n_rolled (played));
  g_assert_cmpuint (vt_dice_get_n_rolled (loaded), ==, 17);
  for (guint i = 0; i < 50; i++)
    {
      guint n_faces = 2 + i % 19;

      g_assert_true (vt_dice_roll (played, "I", n_faces, &face, NULL));
      g_assert_true (vt_dice_roll (loaded, "I", n_faces, &loaded_face, NULL));
      g_assert_cmpuint (face, ==, loaded_face);
    }
}

static void
test_record_cleared (void)
{
  g_autoptr(VtDice) dice = vt_dice_new (42);
  g_autoptr(GVariant) first = NULL;
  g_autoptr(GVariant) second = NULL;
  guint faces[3];

  roll_many (dice, 6, faces, 3);
  first = vt_dice_take_record (dice);
  g_assert_cmpuint (g_variant_n_children (first), ==, 3);
  g_assert_false (g_variant_is_floating (first));

  second = vt_dice_take_record (dice);
  g_assert_nonnull (second);
  g_assert_true (g_variant_is_of_type (second, G_VARIANT_TYPE ("a(suub)")));
  g_assert_cmpuint (g_variant_n_children (second), ==, 0);
}

/* The tool's --dice and the action form read the same faces. */
static void
test_parse_faces (void)
{
  const char *same[] = { "4,2", "4, 2", "4 2", " 4 ;2 ", "4,,2" };
  const char *bad[] = { "four", "", " , ", "0", "1001", "4,x", "-4", "4.5" };

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GError) error = NULL;

      g_assert_true (vt_dice_parse_faces (same[i], faces, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (faces->len, ==, 2);
      g_assert_cmpuint (g_array_index (faces, guint, 0), ==, 4);
      g_assert_cmpuint (g_array_index (faces, guint, 1), ==, 2);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GError) error = NULL;

      g_assert_false (vt_dice_parse_faces (bad[i], faces, &error));
      g_assert_error (error, VT_DICE_ERROR, VT_DICE_ERROR_BAD_TEXT);
      g_assert_cmpuint (faces->len, ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/dice/parse-faces", test_parse_faces);
  g_test_add_func ("/vt/dice/same-seed", test_same_seed);
  g_test_add_func ("/vt/dice/entered-first", test_entered_first);
  g_test_add_func ("/vt/dice/bad-entered-face", test_bad_entered_face);
  g_test_add_func ("/vt/dice/skip", test_skip);
  g_test_add_func ("/vt/dice/record-cleared", test_record_cleared);

  return g_test_run ();
}
