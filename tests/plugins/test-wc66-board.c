/* test-wc66-board.c: war-chess-1866's board against the text and board.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is ../shared/rules/war-chess-board/board.json, compiled into
 * the plugin. Each test quotes what of
 * ../shared/rules/richardson-1866-war-chess.txt it checks.
 */
#define G_LOG_DOMAIN "test-wc66-board"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <json-glib/json-glib.h>
#include <vertrauter.h>

static VtRuleset *
get_ruleset (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (),
                                                   "war-chess-1866");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static const VtBoard *
get_board (void)
{
  const VtBoard *board = vt_ruleset_get_board (get_ruleset ());

  g_assert_nonnull (board);
  return board;
}

/* "The board has one hundred and thirty-nine (139) squares that can be
 * occupied" (Plate 1), numbered 1-139 as Plate 4; the two lines of nine
 * are the half-squares 201-209 and 211-219 (the board's hypothesis). */
static void
test_squares (void)
{
  const VtBoard *board = get_board ();
  guint squares = 0, half_squares = 0;

  g_assert_cmpstr (board->id, ==, "richardson-1866");
  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];

      if (cell->number <= 139)
        {
          g_assert_cmpuint (cell->number, ==, squares + 1);
          g_assert_cmpuint (cell->n_outline, ==, 4);
          squares++;
        }
      else
        {
          g_assert_true ((cell->number >= 201 && cell->number <= 209) ||
                         (cell->number >= 211 && cell->number <= 219));
          g_assert_cmpstr (cell->terrain, ==, "line-of-nine");
          g_assert_cmpuint (cell->n_outline, ==, 3);
          half_squares++;
        }
      /* every cell lies inside the board, and its centre inside its outline */
      g_assert_true (vt_board_cell_at (board, &cell->centre) == cell);
      for (guint k = 0; k < cell->n_outline; k++)
        {
          g_assert_cmpfloat (cell->outline[k].x, >=, 0);
          g_assert_cmpfloat (cell->outline[k].x, <=, board->width);
          g_assert_cmpfloat (cell->outline[k].y, >=, 0);
          g_assert_cmpfloat (cell->outline[k].y, <=, board->height);
        }
    }
  g_assert_cmpuint (squares, ==, 139);
  g_assert_cmpuint (half_squares, ==, 18);
}

/* Squares 1-8 are the attacking army's back row, at the foot of the board
 * (as board_ascii.txt draws it), 132-139 the defending army's at the top;
 * the numbers run row by row. */
static void
test_numbering (void)
{
  const VtBoard *board = get_board ();
  const VtCell *one = vt_board_find_cell (board, 1);
  const VtCell *eight = vt_board_find_cell (board, 8);
  const VtCell *nine = vt_board_find_cell (board, 9);
  const VtCell *last = vt_board_find_cell (board, 139);
  const VtCell *centre = vt_board_find_cell (board, 70);

  g_assert_cmpfloat (one->centre.y, ==, eight->centre.y);
  g_assert_cmpfloat (one->centre.x, <, eight->centre.x);
  g_assert_cmpfloat (nine->centre.y, <, one->centre.y);
  g_assert_cmpfloat (last->centre.y, <, centre->centre.y);
  g_assert_cmpfloat (centre->centre.y, <, one->centre.y);
  /* the board is symmetric: square n and square 140 - n about the bridge */
  for (guint n = 1; n <= 139; n++)
    {
      const VtCell *a = vt_board_find_cell (board, n);
      const VtCell *b = vt_board_find_cell (board, 140 - n);

      g_assert_cmpfloat (a->centre.x + b->centre.x, ==, 2 * centre->centre.x);
      g_assert_cmpfloat (a->centre.y + b->centre.y, ==, 2 * centre->centre.y);
    }
}

/* "A comparatively level field, traversed by a river impassable except at
 * the fords and bridge" (Plate 1): fords 47 and 93, the bridge 70. */
static void
test_river_crossings (void)
{
  const VtBoard *board = get_board ();
  guint fords = 0, bridges = 0;

  for (guint i = 0; i < board->n_cells; i++)
    {
      if (g_strcmp0 (board->cells[i].terrain, "ford") == 0)
        {
          g_assert_true (board->cells[i].number == 47 || board->cells[i].number == 93);
          fords++;
        }
      if (g_strcmp0 (board->cells[i].terrain, "bridge") == 0)
        {
          g_assert_cmpuint (board->cells[i].number, ==, 70);
          bridges++;
        }
    }
  g_assert_cmpuint (fords, ==, 2);
  g_assert_cmpuint (bridges, ==, 1);
  g_assert_nonnull (vt_ruleset_find_terrain_kind (get_ruleset (), "ford"));
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (get_ruleset (), "bridge"), ==, "Bridge");
}

/* "A figure on square 39 cannot take, or check, a figure on square 54; nor
 * can a figure on square 55 take, or check, a figure on square 40 or 48"
 * (Plate 1): no step joins them; the fords and the bridge are entered from
 * their entrances (board.json's crossings). */
static void
test_plate_1_river_examples (void)
{
  const VtBoard *board = get_board ();
  static const guint ford_47[] = { 39, 40, 54, 55 };
  static const guint bridge_70[] = { 63, 77 };

  g_assert_false (vt_board_are_adjacent (board, 39, 54));
  g_assert_false (vt_board_are_adjacent (board, 55, 40));
  g_assert_false (vt_board_are_adjacent (board, 55, 48));
  /* either side of a crossing, a step that does not cross the river */
  g_assert_true (vt_board_are_adjacent (board, 39, 40));
  g_assert_true (vt_board_are_adjacent (board, 54, 55));

  for (guint i = 0; i < G_N_ELEMENTS (ford_47); i++)
    g_assert_true (vt_board_are_adjacent (board, 47, ford_47[i]));
  g_assert_false (vt_board_are_adjacent (board, 47, 32));
  g_assert_false (vt_board_are_adjacent (board, 47, 46));
  g_assert_false (vt_board_are_adjacent (board, 47, 48));
  g_assert_false (vt_board_are_adjacent (board, 47, 61));
  for (guint i = 0; i < G_N_ELEMENTS (bridge_70); i++)
    g_assert_true (vt_board_are_adjacent (board, 70, bridge_70[i]));
  g_assert_cmpuint (vt_board_find_cell (board, 70)->n_neighbours, ==, 2);
  g_assert_cmpuint (vt_board_find_cell (board, 47)->n_neighbours, ==, 4);
  g_assert_cmpuint (vt_board_find_cell (board, 93)->n_neighbours, ==, 4);
}

/* The board's provenance: "reconstructed", which squares are conjectural,
 * in the sections the About dialog and every report show. */
static void
test_provenance (void)
{
  guint n_sections;
  const VtSection *sections = vt_ruleset_get_sections (get_ruleset (), &n_sections);
  const VtSection *board_section = NULL;
  const VtSection *line_of_nine = NULL;
  const VtBoard *board = get_board ();
  guint conjectural = 0;

  for (guint i = 0; i < n_sections; i++)
    {
      if (g_str_has_prefix (sections[i].title, "The board:"))
        board_section = &sections[i];
      if (g_str_has_prefix (sections[i].title, "The figures on commencing"))
        line_of_nine = &sections[i];
    }
  g_assert_nonnull (board_section);
  g_assert_cmpint (board_section->status, ==, VT_SECTION_SUBSTITUTED);
  g_assert_true (g_str_has_prefix (board_section->note, "Reconstructed"));
  /* squares 74-139, the ford 93 among them */
  g_assert_nonnull (strstr (board_section->note, "66 squares are conjectural, from completing the "
                                                 "board symmetrically to 139 (74-139)"));
  g_assert_nonnull (strstr (board_section->note, "11 more are fixed only by the straight edges "
                                                 "(7, 8, 16, 46, 60-62, 66-69)"));
  g_assert_nonnull (line_of_nine);
  g_assert_nonnull (strstr (line_of_nine->note, "201-209"));

  /* and on the board itself: the conjectural squares are of their own kind */
  for (guint i = 0; i < board->n_cells; i++)
    if (g_strcmp0 (board->cells[i].terrain, "field-conjectural") == 0)
      conjectural++;
  g_assert_cmpuint (conjectural, ==, 65); /* 66 less the ford 93 */
  g_assert_cmpstr (vt_board_find_cell (board, 74)->terrain, ==, "field-conjectural");
  g_assert_cmpstr (vt_board_find_cell (board, 16)->terrain, ==, "field");
  g_assert_cmpstr (vt_board_find_cell (board, 36)->terrain, ==, "field");
}

/* The demo sets both armies up as "Arrangement of the Figures" has it. */
static void
test_demo_loads (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo",
                                                 "war-chess-1866.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  VtScenario *scenario;
  guint counts[2] = { 0, 0 };
  GListModel *units;

  g_assert_no_error (error);
  scenario = vt_game_get_scenario (game);
  units = vt_scenario_get_units (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      counts[g_str_equal (vt_unit_get_side (unit), "defending")]++;
    }
  /* 4 + 5 + 2 + 2 figures and the Wagon, or the Citadel */
  g_assert_cmpuint (counts[0], ==, 14);
  g_assert_cmpuint (counts[1], ==, 14);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (scenario, "d-citadel")), ==, 136);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (scenario, "a-wagon")), ==, 205);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (scenario, "a-line-5")), ==, 12);
  g_assert_false (vt_ruleset_get_victory (vt_game_get_ruleset (game), game, NULL, NULL));
}

/* "keep the board as data that a group can replace with their own
 * reading": VERTRAUTER_WAR_CHESS_BOARD names their file; one that does not
 * read leaves the plugin's board. */
static void
test_own_board (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *ours = g_test_build_filename (G_TEST_DIST, "..", "plugins", "war-chess-1866",
                                                     "wc66-board.json", NULL);
      g_autofree char *contents = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) parts = NULL;
      g_autofree char *theirs = NULL;
      int fd;
      guint n_sections;
      const VtSection *sections;

      g_assert_true (g_file_get_contents (ours, &contents, NULL, &error));
      parts = g_strsplit (contents, "Reconstruction of Richardson's War-Chess board", 2);
      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      theirs = g_strjoinv ("Our club's reading of the board", parts);
      fd = g_file_open_tmp ("wc66-board-XXXXXX.json", &path, &error);
      g_assert_no_error (error);
      close (fd);
      g_assert_true (g_file_set_contents (path, theirs, -1, &error));
      g_setenv ("VERTRAUTER_WAR_CHESS_BOARD", path, TRUE);

      sections = vt_ruleset_get_sections (get_ruleset (), &n_sections);
      g_assert_nonnull (strstr (sections[0].note, "Our club's reading of the board"));
      g_assert_cmpuint (get_board ()->n_cells, ==, 139 + 18);
      g_unlink (path);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static void
test_own_board_unreadable (void)
{
  if (g_test_subprocess ())
    {
      guint n_sections;
      const VtSection *sections;

      g_setenv ("VERTRAUTER_WAR_CHESS_BOARD", "/nonexistent/board.json", TRUE);
      sections = vt_ruleset_get_sections (get_ruleset (), &n_sections);
      g_assert_nonnull (strstr (sections[0].note, "Reconstruction of Richardson's War-Chess board"));
      g_assert_cmpuint (get_board ()->n_cells, ==, 139 + 18);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*/nonexistent/board.json (VERTRAUTER_WAR_CHESS_BOARD)*the board of the plugin is used*");
}

/* Issue 27: a board of 100,000 nested '[' made every command of every
 * ruleset crash (json-glib parses by recursion, and all plugins load at
 * start); one of two megabytes is no board. Both are refused before they
 * are parsed, and the plugin's own board is used. */
static void
test_own_board_hostile (void)
{
  static const struct { const char *name; const char *stderr_pattern; } cases[] = {
    { "deep", "*board.json (VERTRAUTER_WAR_CHESS_BOARD)*line 1 nests more than 32 deep*the board of the plugin is used*" },
    { "large", "*board.json (VERTRAUTER_WAR_CHESS_BOARD)*2097152 bytes, and a board is at most 1048576*" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *subprocess = g_strdup_printf ("/wc66/board/own-board-hostile/%s", cases[i].name);

      if (g_test_subprocess ())
        break;
      g_test_trap_subprocess (subprocess, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr (cases[i].stderr_pattern);
    }
}

static void
own_board_hostile_in_subprocess (gconstpointer data)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  if (!g_test_subprocess ())
    return;
  folder = g_dir_make_tmp ("vt-wc66-XXXXXX", NULL);
  path = g_build_filename (folder, "board.json", NULL);
  text = g_str_equal (data, "deep") ? g_strnfill (100000, '[') : g_strnfill (2 * 1024 * 1024, ' ');
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_setenv ("VERTRAUTER_WAR_CHESS_BOARD", path, TRUE);
  g_assert_cmpuint (get_board ()->n_cells, ==, 139 + 18);
  g_remove (path);
  g_rmdir (folder);
}

/* Issue 27: members of the wrong type or out of range were read as
 * something (json-glib gives 0 with a critical; a row of -2^31 overflowed
 * the places). Each is named and refused, and the plugin's board used. */
static const struct {
  const char *name;
  const char *member;  /* squares/1/row, crossings/47/entrances/1, … */
  const char *json;    /* the value put there */
  const char *said;
} mistakes[] = {
  { "row-out-of-range", "squares/1/row", "-2147483648", "a square's row is not a whole number from -100 to 100" },
  { "row-a-string", "squares/1/row", "\"0\"", "a square's row is not a whole number from -100 to 100" },
  { "row-a-fraction", "squares/1/row", "0.5", "a square's row is not a whole number from -100 to 100" },
  { "entrance-out-of-range", "crossings/47/entrances/1", "999", "a crossing's entrance is not a whole number from 1 to 255" },
  { "entrance-negative", "crossings/47/entrances/1", "-1", "a crossing's entrance is not a whole number from 1 to 255" },
  { "kind-unknown", "squares/1/kind", "\"lava\"", "a square's kind is not land, ford or bridge" },
  { "squares-an-array", "squares", "[]", "it has no \"squares\"" },
};

static void
own_board_mistaken_in_subprocess (gconstpointer data)
{
  guint which = GPOINTER_TO_UINT (data);
  g_autofree char *ours = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) value = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_auto(GStrv) path = NULL;
  g_autofree char *file = NULL;
  g_autofree char *text = NULL;
  JsonNode *node;
  guint n;
  int fd;

  if (!g_test_subprocess ())
    return;
  ours = g_test_build_filename (G_TEST_DIST, "..", "plugins", "war-chess-1866", "wc66-board.json", NULL);
  g_assert_true (json_parser_load_from_file (parser, ours, NULL));
  g_assert_true (json_parser_load_from_data (value, mistakes[which].json, -1, NULL));
  path = g_strsplit (mistakes[which].member, "/", -1);
  n = g_strv_length (path);
  node = json_parser_get_root (parser);
  for (guint i = 0; i + 1 < n; i++)
    node = JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_element (json_node_get_array (node), atoi (path[i]))
                                        : json_object_get_member (json_node_get_object (node), path[i]);
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint at = (guint) atoi (path[n - 1]);

      json_array_remove_element (array, at);
      /* put back where it was: remove the rest, add ours, add them again */
      {
        g_autoptr(GList) rest = NULL;
        GPtrArray *kept = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

        while (json_array_get_length (array) > at)
          {
            g_ptr_array_add (kept, json_node_ref (json_array_get_element (array, at)));
            json_array_remove_element (array, at);
          }
        json_array_add_element (array, json_node_copy (json_parser_get_root (value)));
        for (guint i = 0; i < kept->len; i++)
          json_array_add_element (array, json_node_ref (g_ptr_array_index (kept, i)));
        g_ptr_array_unref (kept);
      }
    }
  else
    json_object_set_member (json_node_get_object (node), path[n - 1], json_node_copy (json_parser_get_root (value)));
  json_generator_set_root (generator, json_parser_get_root (parser));
  text = json_generator_to_data (generator, NULL);
  fd = g_file_open_tmp ("wc66-board-XXXXXX.json", &file, NULL);
  close (fd);
  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  g_setenv ("VERTRAUTER_WAR_CHESS_BOARD", file, TRUE);
  g_assert_cmpuint (get_board ()->n_cells, ==, 139 + 18);
  g_unlink (file);
}

static void
test_own_board_mistaken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (mistakes); i++)
    {
      g_autofree char *subprocess = g_strdup_printf ("/wc66/board/own-board-mistaken/%s", mistakes[i].name);
      g_autofree char *pattern = g_strdup_printf ("*(VERTRAUTER_WAR_CHESS_BOARD)*%s*the board of the plugin is used*",
                                                  mistakes[i].said);

      g_test_message ("%s", mistakes[i].name);
      g_test_trap_subprocess (subprocess, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr (pattern);
    }
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

  g_test_add_func ("/wc66/board/squares", test_squares);
  g_test_add_func ("/wc66/board/numbering", test_numbering);
  g_test_add_func ("/wc66/board/river-crossings", test_river_crossings);
  g_test_add_func ("/wc66/board/plate-1-river-examples", test_plate_1_river_examples);
  g_test_add_func ("/wc66/board/provenance", test_provenance);
  g_test_add_func ("/wc66/board/demo-loads", test_demo_loads);
  g_test_add_func ("/wc66/board/own-board", test_own_board);
  g_test_add_func ("/wc66/board/own-board-unreadable", test_own_board_unreadable);
  g_test_add_func ("/wc66/board/own-board-hostile", test_own_board_hostile);
  g_test_add_data_func ("/wc66/board/own-board-hostile/deep", "deep", own_board_hostile_in_subprocess);
  g_test_add_data_func ("/wc66/board/own-board-hostile/large", "large", own_board_hostile_in_subprocess);
  g_test_add_func ("/wc66/board/own-board-mistaken", test_own_board_mistaken);
  for (guint i = 0; i < G_N_ELEMENTS (mistakes); i++)
    {
      g_autofree char *name = g_strdup_printf ("/wc66/board/own-board-mistaken/%s", mistakes[i].name);

      g_test_add_data_func (name, GUINT_TO_POINTER (i), own_board_mistaken_in_subprocess);
    }

  return g_test_run ();
}
