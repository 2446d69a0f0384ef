/* test-game-file.c: reading and writing .vertrauter files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-game-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

/* Every file in tests/data/invalid/ and the code its error must carry. */
static const struct {
  const char  *name;
  VtFileError  code;
} invalid_files[] = {
  { "bad-colour", VT_FILE_ERROR_BAD_VALUE },
  { "bad-option-value", VT_FILE_ERROR_BAD_VALUE },
  { "bad-start-time", VT_FILE_ERROR_BAD_VALUE },
  { "bad-number", VT_FILE_ERROR_BAD_VALUE },
  { "bad-payload", VT_FILE_ERROR_BAD_VALUE },
  { "change-unknown-unit", VT_FILE_ERROR_BAD_VALUE },
  { "change-unknown-side", VT_FILE_ERROR_INVALID },
  { "clock-changes", VT_FILE_ERROR_INVALID },
  { "clock-past-last-zug", VT_FILE_ERROR_INVALID },
  { "clock-phase-beyond", VT_FILE_ERROR_INVALID },
  { "condition-without-zuege", VT_FILE_ERROR_BAD_VALUE },
  { "duplicate-unit-id", VT_FILE_ERROR_BAD_VALUE },
  { "empty-unit-id", VT_FILE_ERROR_BAD_VALUE },
  { "entity-bomb", VT_FILE_ERROR_FORBIDDEN },
  { "external-dtd", VT_FILE_ERROR_FORBIDDEN },
  { "external-entity", VT_FILE_ERROR_FORBIDDEN },
  { "head-beyond-journal", VT_FILE_ERROR_BAD_VALUE },
  { "hide-area-two-points", VT_FILE_ERROR_INVALID },
  { "hide-nothing", VT_FILE_ERROR_INVALID },
  { "ids-differ-in-composition", VT_FILE_ERROR_BAD_VALUE },
  { "infinite-facing", VT_FILE_ERROR_BAD_VALUE },
  { "journal-outside-map", VT_FILE_ERROR_INVALID },
  { "long-unit-name", VT_FILE_ERROR_TOO_LARGE },
  { "long-unit-type", VT_FILE_ERROR_INVALID },
  { "loss-to-unknown-unit", VT_FILE_ERROR_BAD_VALUE },
  { "map-too-large", VT_FILE_ERROR_BAD_VALUE },
  { "missing-map", VT_FILE_ERROR_MISSING },
  { "negative-strength", VT_FILE_ERROR_BAD_VALUE },
  { "outside-map", VT_FILE_ERROR_INVALID },
  { "reveal-unknown-side", VT_FILE_ERROR_INVALID },
  { "reveal-unknown-unit", VT_FILE_ERROR_BAD_VALUE },
  { "payload-not-finite", VT_FILE_ERROR_BAD_VALUE },
  { "payload-too-deep", VT_FILE_ERROR_BAD_VALUE },
  { "self-crossing-polygon", VT_FILE_ERROR_BAD_VALUE },
  { "strength-too-large", VT_FILE_ERROR_BAD_VALUE },
  { "too-many-attributes", VT_FILE_ERROR_TOO_LARGE },
  { "too-many-rolls", VT_FILE_ERROR_BAD_VALUE },
  { "truncated", VT_FILE_ERROR_MALFORMED },
  { "undeclared-entity", VT_FILE_ERROR_FORBIDDEN },
  { "undone-outside-map", VT_FILE_ERROR_INVALID },
  { "unknown-attribute", VT_FILE_ERROR_UNKNOWN_ELEMENT },
  { "unknown-cell", VT_FILE_ERROR_INVALID },
  { "unknown-element", VT_FILE_ERROR_UNKNOWN_ELEMENT },
  { "unknown-formation", VT_FILE_ERROR_INVALID },
  { "unknown-house-rule-row", VT_FILE_ERROR_INVALID },
  { "unknown-kind-changes", VT_FILE_ERROR_INVALID },
  { "unknown-option", VT_FILE_ERROR_INVALID },
  { "unknown-ruleset", VT_FILE_ERROR_UNKNOWN_RULESET },
  { "unknown-side", VT_FILE_ERROR_BAD_VALUE },
  { "unknown-terrain-kind", VT_FILE_ERROR_INVALID },
  { "unknown-unit-type", VT_FILE_ERROR_INVALID },
  { "wrong-geometry", VT_FILE_ERROR_INVALID },
  { "wrong-namespace", VT_FILE_ERROR_NAMESPACE },
  { "wrong-version", VT_FILE_ERROR_VERSION },
};

static const char * const valid_files[] = {
  "terrain-scenario.vertrauter",
  "board-scenario.vertrauter",
  "game-with-journal.vertrauter",
  "play-state.vertrauter",
};

static VtRulesetRegistry *
registry (void)
{
  return vt_ruleset_registry_get_default ();
}

static char *
valid_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "valid", name, NULL);
}

static VtGame *
load_valid (const char *name)
{
  g_autofree char *path = valid_path (name);
  g_autoptr(GError) error = NULL;
  VtGame *game;

  game = vt_game_file_load_path (path, registry (), &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static VtGame *
reload (VtGame *game)
{
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  VtGame *copy;

  copy = vt_game_file_load_bytes (bytes, "saved.vertrauter", registry (), &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

static VtUnit *
state_unit (VtGame     *game,
            const char *id)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), id);

  g_assert_nonnull (unit);
  return unit;
}

static void
assert_position (VtUnit *unit,
                 double  x,
                 double  y)
{
  VtPoint position;

  vt_unit_get_position (unit, &position);
  g_assert_cmpfloat (position.x, ==, x);
  g_assert_cmpfloat (position.y, ==, y);
}

/* ---- every invalid file is refused with its own message ---------------- */

static void
test_invalid_files (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "invalid", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *entry;

  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      g_autofree char *expected_path = NULL;
      g_autofree char *expected_text = NULL;
      g_autoptr(GString) expected = NULL;
      g_autoptr(GError) load_error = NULL;
      g_autoptr(VtGame) game = NULL;
      gboolean known = FALSE;
      VtFileError code = 0;

      if (!g_str_has_suffix (entry, ".vertrauter"))
        continue;

      name = g_strndup (entry, strlen (entry) - strlen (".vertrauter"));
      path = g_build_filename (folder, entry, NULL);
      expected_path = g_strconcat (folder, G_DIR_SEPARATOR_S, name, ".expected", NULL);
      g_test_message ("%s", entry);

      for (guint i = 0; i < G_N_ELEMENTS (invalid_files); i++)
        if (g_str_equal (invalid_files[i].name, name))
          {
            known = TRUE;
            code = invalid_files[i].code;
          }
      if (!known)
        g_error ("%s has no entry in invalid_files[]", entry);

      g_file_get_contents (expected_path, &expected_text, NULL, &error);
      g_assert_no_error (error);
      expected = g_string_new (g_strchomp (expected_text));
      g_string_replace (expected, "@FILE@", path, 0);

      game = vt_game_file_load_path (path, registry (), &load_error);
      g_assert_null (game);
      g_assert_error (load_error, VT_FILE_ERROR, (int) code);
      g_assert_cmpstr (load_error->message, ==, expected->str);

      g_hash_table_add (seen, g_steal_pointer (&name));
    }

  /* the table names no file that has gone missing */
  for (guint i = 0; i < G_N_ELEMENTS (invalid_files); i++)
    g_assert_true (g_hash_table_contains (seen, invalid_files[i].name));
}

/* The file is named by its parse name when opened as a GFile. */
static void
test_invalid_gfile_name (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid",
                                                 "unknown-unit-type.vertrauter", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *parse_name = g_file_get_parse_name (file);
  g_autofree char *expected = g_strconcat (parse_name, ":6: unknown unit type 'hussar' "
                                           "for ruleset fixture-terrain", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  game = vt_game_file_load (file, registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  game = vt_game_file_load_path ("no-such-folder/nothing.vertrauter", registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "no-such-folder/nothing.vertrauter:1: "));
}

/* A file over the limit is refused before it is read; the test makes a
 * sparse one rather than keeping 32 MiB in the source tree. */
static void
test_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(VtGame) game = NULL;
  int fd;

  g_assert_no_error (error);
  path = g_build_filename (folder, "huge.vertrauter", NULL);
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) VT_FILE_MAX_SIZE + 1024 * 1024), ==, 0);
  g_assert_true (g_close (fd, NULL));

  game = vt_game_file_load_path (path, registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_TOO_LARGE);
  expected = g_strdup_printf ("%s:1: the file is 33 MiB; Vertrauter opens files up to 32 MiB", path);
  g_assert_cmpstr (error->message, ==, expected);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* Bytes from memory (the autosave, a drop) meet the same limit as a file:
 * one byte over is refused with the same error, the limit itself is not. */
static void
test_too_large_bytes (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GBytes) over = NULL;
  g_autoptr(GBytes) at_limit = NULL;
  g_autoptr(VtGame) game = NULL;
  char *contents;
  int fd;

  g_assert_no_error (error);

  /* blanks: at the limit the reader goes on to find no XML in them */
  contents = g_malloc ((gsize) VT_FILE_MAX_SIZE + 1);
  memset (contents, ' ', (gsize) VT_FILE_MAX_SIZE + 1);
  over = g_bytes_new_take (contents, (gsize) VT_FILE_MAX_SIZE + 1);
  at_limit = g_bytes_new_from_bytes (over, 0, VT_FILE_MAX_SIZE);

  game = vt_game_file_load_bytes (over, "recovered.vertrauter", registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==,
                   "recovered.vertrauter:1: the file is 33 MiB; Vertrauter opens files up to 32 MiB");
  g_clear_error (&error);

  game = vt_game_file_load_bytes (at_limit, "recovered.vertrauter", registry (), &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_false (g_error_matches (error, VT_FILE_ERROR, VT_FILE_ERROR_TOO_LARGE));
  g_clear_error (&error);

  /* the same two sizes from a path */
  path = g_build_filename (folder, "big.vertrauter", NULL);
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) VT_FILE_MAX_SIZE + 1), ==, 0);
  g_assert_true (g_close (fd, NULL));

  game = vt_game_file_load_path (path, registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_TOO_LARGE);
  expected = g_strdup_printf ("%s:1: the file is 33 MiB; Vertrauter opens files up to 32 MiB", path);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  fd = g_open (path, O_WRONLY | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) VT_FILE_MAX_SIZE), ==, 0);
  g_assert_true (g_close (fd, NULL));

  game = vt_game_file_load_path (path, registry (), &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_false (g_error_matches (error, VT_FILE_ERROR, VT_FILE_ERROR_TOO_LARGE));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* An external entity naming a FIFO: were the parser ever to open it, it
 * would block there and the test would never finish. */
static void
test_external_entity_never_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *fifo = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtGame) game = NULL;
  int fd;

  g_assert_no_error (error);
  fifo = g_build_filename (folder, "secret", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<!DOCTYPE game [ <!ENTITY secret SYSTEM \"file://%s\"> ]>\n"
                          "<game xmlns=\"" VT_FILE_NAMESPACE "\" version=\"1\" ruleset=\"fixture-terrain\">\n"
                          "  <title>&secret;</title>\n"
                          "  <map kind=\"terrain\" width=\"10\" height=\"10\" unit=\"pace\"/>\n"
                          "</game>\n", fifo);
  bytes = g_bytes_new_take (g_steal_pointer (&text), strlen (text));

  game = vt_game_file_load_bytes (bytes, "spy.vertrauter", registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==,
                   "spy.vertrauter:2: document type declarations are not allowed in Vertrauter files");

  /* nobody holds the FIFO open for reading */
  fd = open (fifo, O_WRONLY | O_NONBLOCK);
  g_assert_cmpint (fd, ==, -1);
  g_assert_cmpint (errno, ==, ENXIO);

  g_assert_cmpint (g_unlink (fifo), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* ---- what a valid file holds ------------------------------------------ */

static void
test_terrain_scenario (void)
{
  g_autoptr(VtGame) game = load_valid ("terrain-scenario.vertrauter");
  VtScenario *scenario = vt_game_get_scenario (game);
  VtMap *map = vt_scenario_get_map (scenario);
  VtFeature *wood, *church, *hill;
  VtSide *red;
  VtUnit *unit;
  const VtPoint *points;
  guint n_points;

  g_assert_cmpstr (vt_scenario_get_ruleset_id (scenario), ==, "fixture-terrain");
  g_assert_cmpstr (vt_scenario_get_title (scenario), ==, "The Crossing at Mühlbach");
  g_assert_cmpstr (vt_scenario_get_general_idea (scenario), ==,
                   "A Red corps marches south on the Lissa road.\n"
                   "A Blue detachment holds the crossing at Mühlbach & must delay it.");

  g_assert_cmpint (vt_map_get_kind (map), ==, VT_MAP_KIND_TERRAIN);
  g_assert_cmpfloat (vt_map_get_width (map), ==, 4000);
  g_assert_cmpfloat (vt_map_get_height (map), ==, 3000);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 7);

  wood = vt_map_find_feature (map, "w1");
  g_assert_nonnull (wood);
  g_assert_cmpstr (vt_feature_get_name (wood), ==, "Großer Forst");
  points = vt_feature_get_points (wood, &n_points);
  g_assert_cmpuint (n_points, ==, 4);
  g_assert_cmpfloat (points[3].x, ==, 250.5);
  g_assert_cmpfloat (points[3].y, ==, 820.25);

  hill = vt_map_find_feature (map, "h1");
  g_assert_cmpstr (vt_feature_get_attribute (hill, "slope"), ==, "10-15");

  church = vt_map_find_feature (map, "c1");
  g_assert_cmpint (vt_feature_get_geometry (church), ==, VT_GEOMETRY_POINT);
  g_assert_cmpint (vt_feature_get_geometry (vt_map_find_feature (map, "r1")), ==,
                   VT_GEOMETRY_POLYLINE);

  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_sides (scenario)), ==, 2);
  red = vt_scenario_find_side (scenario, "red");
  g_assert_cmpstr (vt_side_get_special_idea (red), ==,
                   "Take the bridge before noon; the main body follows two hours behind.");
  g_assert_cmpfloat_with_epsilon (vt_side_get_colour (red)->red, 0xc0 / 255.0, 1e-9);

  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (scenario)), ==, 6);
  unit = vt_scenario_find_unit (scenario, "r-inf-2");
  g_assert_cmpuint (vt_unit_get_strength (unit), ==, 420);
  assert_position (unit, 1800.5, 350.125);
  g_assert_cmpfloat (vt_unit_get_facing (unit), ==, 180);

  /* no formation given: the type's first */
  unit = vt_scenario_find_unit (scenario, "b-inf-2");
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, "line");

  /* a scenario starts a game with an empty journal */
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 0);
}

static void
test_board_scenario (void)
{
  g_autoptr(VtGame) game = load_valid ("board-scenario.vertrauter");
  VtScenario *scenario = vt_game_get_scenario (game);
  VtMap *map = vt_scenario_get_map (scenario);

  g_assert_cmpint (vt_map_get_kind (map), ==, VT_MAP_KIND_BOARD);
  g_assert_cmpstr (vt_map_get_board (map)->id, ==, "fixture-board");
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (scenario, "s1")), ==, 12);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (scenario, "n2")), ==, 4);
  g_assert_cmpstr (vt_side_get_special_idea (vt_scenario_find_side (scenario, "south")), ==,
                   "Hold the ford.");
}

/* The state is replayed to the head; undo and redo work after loading. */
static void
test_journal (void)
{
  g_autoptr(VtGame) game = load_valid ("game-with-journal.vertrauter");
  VtJournal *journal = vt_game_get_journal (game);
  VtEvent *event;

  g_assert_cmpuint (vt_journal_get_length (journal), ==, 7);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 5);
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);

  assert_position (state_unit (game, "b1"), 500, 720);
  g_assert_cmpstr (vt_unit_get_formation (state_unit (game, "b1")), ==, "column");
  g_assert_cmpstr (vt_unit_get_formation (state_unit (game, "b2")), ==, "column");
  g_assert_cmpuint (vt_unit_get_strength (state_unit (game, "b2")), ==, 438);
  assert_position (state_unit (game, "c1"), 1550.25, 850.75);
  g_assert_cmpfloat (vt_unit_get_facing (state_unit (game, "c1")), ==, 225);

  /* the scenario itself is as set up */
  assert_position (vt_scenario_find_unit (vt_game_get_scenario (game), "b1"), 200, 700);

  event = vt_journal_get_event (journal, 3);
  g_assert_cmpstr (vt_event_get_summary (event), ==, "I/1 fires on F/2");
  g_assert_cmpuint (g_variant_n_children (vt_event_get_dice (event)), ==, 2);
  g_assert_true (g_variant_lookup (vt_event_get_payload (event), "range", "x", NULL));

  g_assert_true (vt_game_undo (game));
  assert_position (state_unit (game, "c1"), 1600, 900);
  g_assert_true (vt_game_redo (game));
  assert_position (state_unit (game, "c1"), 1550.25, 850.75);

  /* the undone tail was kept */
  g_assert_true (vt_game_redo (game));
  assert_position (state_unit (game, "b1"), 800, 740);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpstr (vt_unit_get_formation (state_unit (game, "b1")), ==, "line");
  g_assert_false (vt_game_redo (game));
}

/* ---- saving and loading again ------------------------------------------ */

static void
assert_same_variant (GVariant *a,
                     GVariant *b)
{
  g_assert_true (g_variant_equal (a, b));
}

static void
assert_same_units (GListModel *a,
                   GListModel *b)
{
  g_assert_cmpuint (g_list_model_get_n_items (a), ==, g_list_model_get_n_items (b));

  for (guint i = 0; i < g_list_model_get_n_items (a); i++)
    {
      g_autoptr(VtUnit) x = g_list_model_get_item (a, i);
      g_autoptr(VtUnit) y = g_list_model_get_item (b, i);
      VtPoint px, py;

      g_assert_cmpstr (vt_unit_get_id (x), ==, vt_unit_get_id (y));
      g_assert_cmpstr (vt_unit_get_unit_type (x), ==, vt_unit_get_unit_type (y));
      g_assert_cmpstr (vt_unit_get_side (x), ==, vt_unit_get_side (y));
      g_assert_cmpstr (vt_unit_get_name (x), ==, vt_unit_get_name (y));
      g_assert_cmpstr (vt_unit_get_formation (x), ==, vt_unit_get_formation (y));
      g_assert_cmpuint (vt_unit_get_strength (x), ==, vt_unit_get_strength (y));
      g_assert_cmpuint (vt_unit_get_cell (x), ==, vt_unit_get_cell (y));
      g_assert_cmpfloat (vt_unit_get_facing (x), ==, vt_unit_get_facing (y));
      vt_unit_get_position (x, &px);
      vt_unit_get_position (y, &py);
      g_assert_cmpfloat (px.x, ==, py.x);
      g_assert_cmpfloat (px.y, ==, py.y);
    }
}

static void
assert_same_game (VtGame *a,
                  VtGame *b)
{
  VtScenario *sa = vt_game_get_scenario (a), *sb = vt_game_get_scenario (b);
  GListModel *fa = vt_map_get_features (vt_scenario_get_map (sa));
  GListModel *fb = vt_map_get_features (vt_scenario_get_map (sb));
  GListModel *sides_a = vt_scenario_get_sides (sa), *sides_b = vt_scenario_get_sides (sb);
  VtJournal *ja = vt_game_get_journal (a), *jb = vt_game_get_journal (b);

  g_assert_cmpstr (vt_scenario_get_title (sa), ==, vt_scenario_get_title (sb));
  g_assert_cmpstr (vt_scenario_get_general_idea (sa), ==, vt_scenario_get_general_idea (sb));

  g_assert_cmpuint (g_list_model_get_n_items (fa), ==, g_list_model_get_n_items (fb));
  for (guint i = 0; i < g_list_model_get_n_items (fa); i++)
    {
      g_autoptr(VtFeature) x = g_list_model_get_item (fa, i);
      g_autoptr(VtFeature) y = g_list_model_get_item (fb, i);
      g_auto(GStrv) names_x = vt_feature_list_attributes (x);
      g_auto(GStrv) names_y = vt_feature_list_attributes (y);
      const VtPoint *px, *py;
      guint nx, ny;

      g_assert_cmpstr (vt_feature_get_id (x), ==, vt_feature_get_id (y));
      g_assert_cmpstr (vt_feature_get_kind (x), ==, vt_feature_get_kind (y));
      g_assert_cmpstr (vt_feature_get_name (x), ==, vt_feature_get_name (y));
      g_assert_cmpint (vt_feature_get_geometry (x), ==, vt_feature_get_geometry (y));
      px = vt_feature_get_points (x, &nx);
      py = vt_feature_get_points (y, &ny);
      g_assert_cmpuint (nx, ==, ny);
      for (guint j = 0; j < nx; j++)
        {
          g_assert_cmpfloat (px[j].x, ==, py[j].x);
          g_assert_cmpfloat (px[j].y, ==, py[j].y);
        }
      g_assert_true (g_strv_equal ((const char * const *) names_x, (const char * const *) names_y));
      for (guint j = 0; names_x[j] != NULL; j++)
        g_assert_cmpstr (vt_feature_get_attribute (x, names_x[j]), ==,
                         vt_feature_get_attribute (y, names_x[j]));
    }

  g_assert_cmpuint (g_list_model_get_n_items (sides_a), ==, g_list_model_get_n_items (sides_b));
  for (guint i = 0; i < g_list_model_get_n_items (sides_a); i++)
    {
      g_autoptr(VtSide) x = g_list_model_get_item (sides_a, i);
      g_autoptr(VtSide) y = g_list_model_get_item (sides_b, i);
      g_autofree char *colour_x = vt_colour_to_string (vt_side_get_colour (x));
      g_autofree char *colour_y = vt_colour_to_string (vt_side_get_colour (y));

      g_assert_cmpstr (vt_side_get_id (x), ==, vt_side_get_id (y));
      g_assert_cmpstr (vt_side_get_name (x), ==, vt_side_get_name (y));
      g_assert_cmpstr (colour_x, ==, colour_y);
      g_assert_cmpstr (vt_side_get_special_idea (x), ==, vt_side_get_special_idea (y));
    }

  assert_same_units (vt_scenario_get_units (sa), vt_scenario_get_units (sb));
  assert_same_units (vt_scenario_get_units (vt_game_get_state (a)),
                     vt_scenario_get_units (vt_game_get_state (b)));

  g_assert_cmpuint (vt_journal_get_head (ja), ==, vt_journal_get_head (jb));
  g_assert_cmpuint (vt_journal_get_length (ja), ==, vt_journal_get_length (jb));
  for (guint i = 0; i < vt_journal_get_length (ja); i++)
    {
      VtEvent *x = vt_journal_get_event (ja, i);
      VtEvent *y = vt_journal_get_event (jb, i);

      g_assert_cmpstr (vt_event_get_kind (x), ==, vt_event_get_kind (y));
      g_assert_cmpuint (vt_event_get_move (x), ==, vt_event_get_move (y));
      g_assert_cmpstr (vt_event_get_summary (x), ==, vt_event_get_summary (y));
      assert_same_variant (vt_event_get_payload (x), vt_event_get_payload (y));
      assert_same_variant (vt_event_get_dice (x), vt_event_get_dice (y));
      assert_same_variant (vt_event_get_changes (x), vt_event_get_changes (y));
    }

  g_assert_cmpuint (vt_dice_get_seed (vt_game_get_dice (a)), ==,
                    vt_dice_get_seed (vt_game_get_dice (b)));
  g_assert_cmpuint (vt_dice_get_n_rolled (vt_game_get_dice (a)), ==,
                    vt_dice_get_n_rolled (vt_game_get_dice (b)));
}

static void
test_round_trip (gconstpointer data)
{
  const char *name = data;
  g_autoptr(VtGame) game = load_valid (name);
  g_autoptr(GBytes) first = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GBytes) second = NULL;

  again = vt_game_file_load_bytes (first, "first.vertrauter", registry (), &error);
  g_assert_no_error (error);
  second = vt_game_file_to_bytes (again);

  g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                   g_bytes_get_data (second, NULL), g_bytes_get_size (second));
  assert_same_game (game, again);
}

/* The play mode in a file: start time, options, house rules, conditions on
 * units and in changes, phases and the losses an action booked. */
static void
test_play_state (void)
{
  g_autoptr(VtGame) game = load_valid ("play-state.vertrauter");
  VtScenario *scenario = vt_game_get_scenario (game);
  VtUnit *b2 = state_unit (game, "b2");
  g_autoptr(GVariant) conditions = NULL;
  g_autoptr(GVariant) rules = NULL;
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);
  double value;

  g_assert_cmpuint (vt_scenario_get_start_time (scenario), ==, 5 * 60 + 30);
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpuint (vt_game_get_phase (game), ==, 0);
  g_assert_cmpuint (vt_game_get_time (game), ==, 5 * 60 + 32);

  g_assert_true (g_variant_get_boolean (vt_scenario_get_option (scenario, "night")));
  g_assert_cmpint (g_variant_get_int32 (vt_scenario_get_option (scenario, "horizon")), ==, 2400);
  g_assert_true (vt_scenario_get_house_rule (scenario, "march", "march", "road", &value));
  g_assert_cmpfloat (value, ==, 400);
  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "march", "road"), ==, 400);
  g_assert_cmpfloat (vt_game_get_table_value (game, "march", "march", "open"), ==, 250);
  rules = vt_scenario_get_house_rules (scenario);
  g_assert_cmpuint (g_variant_n_children (rules), ==, 2);

  /* rallying 3 was taken off by the umpire in Zug 2; shaken 2 ran one Zug */
  conditions = vt_unit_get_conditions (b2);
  g_assert_cmpuint (g_variant_n_children (conditions), ==, 1);
  g_assert_cmpuint (vt_unit_get_condition (b2, "shaken"), ==, 1);
  g_assert_cmpuint (vt_unit_get_condition (b2, "rallying"), ==, 0);
  g_assert_cmpuint (vt_unit_get_strength (b2), ==, 402);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ledger)), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "south", NULL, NULL), ==, 18);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "north", NULL, NULL), ==, 0);

  /* the scenario as set up still has the unit recovering */
  g_assert_cmpuint (vt_unit_get_condition (vt_scenario_find_unit (scenario, "b2"), "rallying"), ==, 3);
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_unit_get_condition (b2, "rallying"), ==, 2);
}

/* Numbers come back exactly, however many digits they need. */
static void
test_round_trip_numbers (void)
{
  g_autoptr(VtGame) game = load_valid ("terrain-scenario.vertrauter");
  g_autoptr(VtEvent) move = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GError) error = NULL;
  VtPoint to = { 1.0 / 3.0, 2999.999999999999 };
  VtPoint back;

  move = vt_event_new_move (1, vt_scenario_find_unit (vt_game_get_state (game), "b-inf-1"),
                            &to, 0.1 + 0.2);
  g_assert_true (vt_game_append (game, move, &error));
  g_assert_no_error (error);

  again = reload (game);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (again)), ==, 1);
  vt_unit_get_position (state_unit (again, "b-inf-1"), &back);
  g_assert_cmpfloat (back.x, ==, to.x);
  g_assert_cmpfloat (back.y, ==, to.y);
  g_assert_cmpfloat (vt_unit_get_facing (state_unit (again, "b-inf-1")), ==,
                     vt_unit_get_facing (state_unit (game, "b-inf-1")));
}

/* Undo after loading takes back the last event in force, and the undone
 * events of the saved game can still be redone. */
static void
test_undo_after_load (void)
{
  g_autoptr(VtGame) game = load_valid ("terrain-scenario.vertrauter");
  g_autoptr(VtEvent) first = NULL, second = NULL, third = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GError) error = NULL;
  VtPoint a = { 1950, 500 }, b = { 1950, 800 };

  first = vt_event_new_move (1, state_unit (game, "r-inf-1"), &a, 180);
  second = vt_event_new_move (1, state_unit (game, "r-inf-1"), &b, 180);
  third = vt_event_new_formation (1, state_unit (game, "r-inf-1"), "line");
  g_assert_true (vt_game_append (game, first, &error));
  g_assert_true (vt_game_append (game, second, &error));
  g_assert_true (vt_game_append (game, third, &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_undo (game));

  again = reload (game);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (again)), ==, 3);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (again)), ==, 2);
  assert_position (state_unit (again, "r-inf-1"), 1950, 800);
  g_assert_cmpstr (vt_unit_get_formation (state_unit (again, "r-inf-1")), ==, "column");

  g_assert_true (vt_game_undo (again));
  assert_position (state_unit (again, "r-inf-1"), 1950, 500);
  g_assert_true (vt_game_redo (again));
  g_assert_true (vt_game_redo (again));
  g_assert_cmpstr (vt_unit_get_formation (state_unit (again, "r-inf-1")), ==, "line");
}

/* The dice roll on after loading exactly as they would have without the
 * save, undone events' rolls included. */
static void
test_dice_continue (void)
{
  g_autoptr(VtGame) game = load_valid ("terrain-scenario.vertrauter");
  g_autoptr(VtGame) again = NULL;
  VtDice *dice = vt_game_get_dice (game);
  g_autoptr(GError) error = NULL;
  const guint entered[] = { 6 };

  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GVariant) record = NULL;
      guint face;

      for (guint i = 0; i < 3; i++)
        {
          g_assert_true (vt_dice_roll (dice, "I", 6, &face, &error));
          g_assert_no_error (error);
        }
      vt_dice_enter_faces (dice, entered, G_N_ELEMENTS (entered));
      g_assert_true (vt_dice_roll (dice, "II", 6, &face, &error));
      g_assert_cmpuint (face, ==, 6);

      record = vt_dice_take_record (dice);
      g_assert_cmpuint (g_variant_n_children (record), ==, 4);
      event = vt_event_new (VT_EVENT_NOTE, 1, "dice for the test", NULL, record, NULL);
      g_assert_true (vt_game_append (game, event, &error));
      g_assert_no_error (error);
    }
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_dice_get_n_rolled (dice), ==, 6);

  again = reload (game);
  g_assert_cmpuint (vt_dice_get_seed (vt_game_get_dice (again)), ==, vt_dice_get_seed (dice));
  g_assert_cmpuint (vt_dice_get_n_rolled (vt_game_get_dice (again)), ==, 6);

  for (guint i = 0; i < 20; i++)
    {
      guint face, face_again;

      g_assert_true (vt_dice_roll (dice, "III", 20, &face, &error));
      g_assert_true (vt_dice_roll (vt_game_get_dice (again), "III", 20, &face_again, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (face, ==, face_again);
    }
}

/* ---- saving ------------------------------------------------------------ */

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static guint
count_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(VtGame) game = load_valid ("game-with-journal.vertrauter");
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  path = g_build_filename (folder, "mill.vertrauter", NULL);
  g_assert_true (g_file_set_contents (path, "the old game", -1, &error));
  file = g_file_new_for_path (path);

  g_assert_true (vt_game_file_save (game, file, &error));
  g_assert_no_error (error);

  text = read_text (path);
  g_assert_cmpmem (text, strlen (text), g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  /* nothing left beside it */
  g_assert_cmpuint (count_entries (folder), ==, 1);

  loaded = vt_game_file_load (file, registry (), &error);
  g_assert_no_error (error);
  assert_same_game (game, loaded);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* Saving onto a folder fails and leaves the folder as it was. */
static void
test_save_onto_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *target = NULL;
  g_autofree char *inside = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(VtGame) game = load_valid ("board-scenario.vertrauter");

  g_assert_no_error (error);
  target = g_build_filename (folder, "game.vertrauter", NULL);
  g_assert_cmpint (g_mkdir (target, 0755), ==, 0);
  inside = g_build_filename (target, "keep", NULL);
  g_assert_true (g_file_set_contents (inside, "kept", -1, &error));

  file = g_file_new_for_path (target);
  g_assert_false (vt_game_file_save (game, file, &error));
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, target));

  g_assert_true (g_file_test (target, G_FILE_TEST_IS_DIR));
  text = read_text (inside);
  g_assert_cmpstr (text, ==, "kept");
  g_assert_cmpuint (count_entries (folder), ==, 1);

  g_assert_cmpint (g_unlink (inside), ==, 0);
  g_assert_cmpint (g_rmdir (target), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* In a read-only folder the new file cannot be written beside the old one,
 * and the old one must not be overwritten in place instead. */
static void
test_save_read_only_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *probe = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(VtGame) game = load_valid ("board-scenario.vertrauter");
  gboolean folder_is_read_only;
  int fd;

  g_assert_no_error (error);
  path = g_build_filename (folder, "game.vertrauter", NULL);
  g_assert_true (g_file_set_contents (path, "the old game", -1, &error));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_cmpint (g_chmod (folder, 0555), ==, 0);

  /* the superuser writes anywhere; there is nothing to test then */
  probe = g_build_filename (folder, "probe", NULL);
  fd = g_open (probe, O_WRONLY | O_CREAT | O_EXCL, 0644);
  folder_is_read_only = fd < 0;
  if (fd >= 0)
    {
      g_close (fd, NULL);
      g_unlink (probe);
    }

  if (folder_is_read_only)
    {
      file = g_file_new_for_path (path);
      g_assert_false (vt_game_file_save (game, file, &error));
      g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);

      text = read_text (path);
      g_assert_cmpstr (text, ==, "the old game");
      g_assert_cmpuint (count_entries (folder), ==, 1);
    }

  g_assert_cmpint (g_chmod (folder, 0755), ==, 0);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);

  if (!folder_is_read_only)
    g_test_skip ("running as a user who can write into read-only folders");
}

/* A save that fails once its temporary file exists, here because the
 * process may write no file longer than 64 bytes: the old game stays and
 * no half-written temporary file is left beside it. The limit is set in a
 * child, so the rest of the tests write as usual. */
static void
test_save_fails_midway (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *folder = g_dir_make_tmp ("vt-game-file-XXXXXX", &error);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(VtGame) game = load_valid ("game-with-journal.vertrauter");
      struct rlimit limit, small;

      g_assert_no_error (error);
      path = g_build_filename (folder, "mill.vertrauter", NULL);
      g_assert_true (g_file_set_contents (path, "the old game", -1, &error));
      file = g_file_new_for_path (path);

      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      small = limit;
      small.rlim_cur = 64;
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);

      g_assert_false (vt_game_file_save (game, file, &error));
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
      g_assert_nonnull (strstr (error->message, path));

      text = read_text (path);
      g_assert_cmpstr (text, ==, "the old game");
      g_assert_cmpuint (count_entries (folder), ==, 1);

      g_assert_cmpint (g_unlink (path), ==, 0);
      g_assert_cmpint (g_rmdir (folder), ==, 0);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A location with no local path that cannot be written (a URI scheme GIO
 * does not know, a resource compiled into the program) is an error the
 * umpire can read, naming the location. */
static void
test_save_no_local_path (void)
{
  const char * const uris[] = {
    "foo://bar/x.vertrauter",
    "resource:///org/vertrauter/tests/x.vertrauter",
  };
  g_autoptr(VtGame) game = load_valid ("board-scenario.vertrauter");

  for (guint i = 0; i < G_N_ELEMENTS (uris); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uris[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *expected = g_strdup_printf ("cannot save “%s”: ", name);

      g_assert_null (path);
      g_assert_false (vt_game_file_save (game, file, &error));
      g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
      g_assert_true (g_str_has_prefix (error->message, expected));
      g_assert_cmpuint (strlen (error->message), >, strlen (expected));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/game-file/invalid/messages", test_invalid_files);
  g_test_add_func ("/vt/game-file/invalid/gfile-name", test_invalid_gfile_name);
  g_test_add_func ("/vt/game-file/invalid/missing-file", test_missing_file);
  g_test_add_func ("/vt/game-file/invalid/too-large", test_too_large);
  g_test_add_func ("/vt/game-file/invalid/too-large-bytes", test_too_large_bytes);
  g_test_add_func ("/vt/game-file/invalid/external-entity-never-read",
                   test_external_entity_never_read);
  g_test_add_func ("/vt/game-file/load/terrain-scenario", test_terrain_scenario);
  g_test_add_func ("/vt/game-file/load/board-scenario", test_board_scenario);
  g_test_add_func ("/vt/game-file/load/journal", test_journal);
  g_test_add_func ("/vt/game-file/load/play-state", test_play_state);
  for (guint i = 0; i < G_N_ELEMENTS (valid_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/vt/game-file/round-trip/%s", valid_files[i]);

      g_test_add_data_func (test_path, valid_files[i], test_round_trip);
    }
  g_test_add_func ("/vt/game-file/round-trip/numbers", test_round_trip_numbers);
  g_test_add_func ("/vt/game-file/round-trip/undo-after-load", test_undo_after_load);
  g_test_add_func ("/vt/game-file/round-trip/dice-continue", test_dice_continue);
  g_test_add_func ("/vt/game-file/save/replaces", test_save);
  g_test_add_func ("/vt/game-file/save/onto-folder", test_save_onto_folder);
  g_test_add_func ("/vt/game-file/save/read-only-folder", test_save_read_only_folder);
  g_test_add_func ("/vt/game-file/save/fails-midway", test_save_fails_midway);
  g_test_add_func ("/vt/game-file/save/no-local-path", test_save_no_local_path);

  return g_test_run ();
}
