/* test-wc66-plates.c: the plates' situations as the umpire opens them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * plugins/war-chess-1866/positions/ holds Plates 2, 3 and 4 Figure 1 of
 * ../shared/rules/richardson-1866-war-chess.txt set up on board squares
 * (each file's General Idea maps the plate's numbers). Each must load and
 * play out its plate's first sentence; test-wc66-moves.c plays each
 * situation through.
 */
#define G_LOG_DOMAIN "test-wc66-plates"

#include <string.h>

#include <vertrauter.h>

typedef struct {
  const char *file;
  const char *figure;
  guint       to;
  const char *refused;  /* NULL: the move is legal */
  const char *then;     /* what the outcome's text says, or NULL */
} Plate;

static const Plate plates[] = {
  /* "no figure, except Artillery, can occupy the squares one or two" */
  { "plate-2-figure-1", "a-line", 43, "is also the first square next to the Artillery of the other side", NULL },
  /* "The figure on square nine cannot now move on square seven" */
  { "plate-2-figure-2", "a-figure-9", 43, "\"a figure cannot occupy the second or third square", NULL },
  /* "the figures on squares sixteen and seventeen would be in range" */
  { "plate-2-figure-3", "a-artillery-14", 97, NULL,
    "the Defending Army must answer: the Cavalry on 113 (in range of the Artillery on 97); "
    "the Light Infantry on 111" },
  /* "the Cavalry on square twenty is moved to square twenty-one" */
  { "plate-2-figure-4", "a-cavalry-20", 28, NULL, NULL },
  /* "Then the Cavalry on square eight must move" */
  { "plate-3-figure-1", "d-artillery-14", 51, NULL,
    "the Attacking Army must answer: the Cavalry on 44 (in range of the Artillery on 51)" },
  /* "either piece of Artillery was placed on square nine" */
  { "plate-3-figure-2", "d-artillery", 121, NULL,
    "the Attacking Army must answer: the Infantry of the Line on 105" },
  /* "If the Artillery on square 21 is moved to square 22" */
  { "plate-4-figure-1", "a-artillery-21", 43, NULL, NULL },
};

static GVariant *
move_params (const char *id,
             guint       to)
{
  g_auto(GVariantDict) params = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&params, "figure", "s", id);
  g_variant_dict_insert (&params, "to", "x", (gint64) to);
  return g_variant_dict_end (&params);
}

static void
test_plate (gconstpointer data)
{
  const Plate *plate = data;
  g_autofree char *name = g_strconcat (plate->file, ".vertrauter", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "plugins", "war-chess-1866",
                                                 "positions", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  const char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (vt_ruleset_get_id (vt_game_get_ruleset (game)), ==, "war-chess-1866");
  g_assert_false (vt_ruleset_get_victory (vt_game_get_ruleset (game), game, NULL, NULL));

  outcome = vt_game_resolve_action (game, "move", move_params (plate->figure, plate->to), &dice, &error);
  if (plate->refused != NULL)
    {
      g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
      g_assert_nonnull (strstr (error->message, plate->refused));
      return;
    }
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, "move", move_params (plate->figure, plate->to),
                                       outcome, dice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), plate->figure)),
                    ==, plate->to);
  g_assert_true (g_variant_lookup (outcome, VT_OUTCOME_TEXT, "&s", &text));
  if (plate->then != NULL && strstr (text, plate->then) == NULL)
    g_error ("%s: \"%s\" does not say \"%s\"", plate->file, text, plate->then);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *here = NULL;
  g_autofree char *path = NULL;
  const char *old;

  g_test_init (&argc, &argv, NULL);

  /* the plugin is not on the shared build path (see its meson.build) */
  here = g_test_build_filename (G_TEST_BUILT, "..", "plugins", "war-chess-1866", NULL);
  old = g_getenv ("VERTRAUTER_RULESET_PATH");
  path = old != NULL ? g_strconcat (here, G_SEARCHPATH_SEPARATOR_S, old, NULL) : g_strdup (here);
  g_setenv ("VERTRAUTER_RULESET_PATH", path, TRUE);
  g_unsetenv ("VERTRAUTER_WAR_CHESS_BOARD");

  for (guint i = 0; i < G_N_ELEMENTS (plates); i++)
    {
      g_autofree char *test = g_strconcat ("/wc66/plates/", plates[i].file, NULL);

      g_test_add_data_func (test, &plates[i], test_plate);
    }

  return g_test_run ();
}
