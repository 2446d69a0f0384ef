/* test-file-limits.c: files made to hold the reader up are refused quickly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file here is generated as the test runs: a FIFO, a device, an
 * element of 100,000 attributes, a polygon of a million points, a name of a
 * million letters, a journal of 100,000 events. Each is refused with
 * FILE:LINE: message (or read) within a second, in a process of its own
 * whose peak memory is held to a small multiple of the file.
 */
#define G_LOG_DOMAIN "test-file-limits"

#include "config.h"

#include <math.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

#define DISPLAY_NAME "made.vertrauter"

/* Peak memory of a process that read a file of SIZE bytes: the text as
 * the test built it (with room to grow) and a few times the file for the
 * game. Before the reader let each element go once read, 12 MB of journal
 * took 513 MB. */
#define MEMORY_ALLOWANCE (64 * 1024 * 1024)
#define MEMORY_FACTOR    8

/* the sanitizer's shadow memory would be most of what is measured */
#if defined(__SANITIZE_ADDRESS__)
#define MEASURES_MEMORY FALSE
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEASURES_MEMORY FALSE
#endif
#endif
#ifndef MEASURES_MEMORY
#define MEASURES_MEMORY TRUE
#endif

/* Refusing takes milliseconds; a second is what an umpire would wait.
 * This is a guard against a reader that hangs, not a measure of speed
 * (vertrauter-tool bench measures): under the sanitizer, which runs
 * several times slower and shares two cores with the other tests, ten. */
#define REFUSAL_SECONDS (MEASURES_MEMORY ? 1.0 : 10.0)

static const char header[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n";

static const char sides[] =
  "  <side id=\"red\" name=\"Red\" colour=\"#c01c28\"/>\n"
  "  <side id=\"blue\" name=\"Blue\" colour=\"#1c71d8\"/>\n";

static VtRulesetRegistry *
registry (void)
{
  return vt_ruleset_registry_get_default ();
}

static void
assert_memory_within (gsize file_size)
{
  struct rusage usage;
  guint64 peak;

  if (!MEASURES_MEMORY)
    return;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  peak = (guint64) usage.ru_maxrss * 1024;
  g_test_message ("peak memory %" G_GUINT64_FORMAT " KiB for a file of %" G_GSIZE_FORMAT " KiB",
                  peak / 1024, file_size / 1024);
  g_assert_cmpuint (peak, <=, MEMORY_ALLOWANCE + MEMORY_FACTOR * (guint64) file_size);
}

/* Loads @text, expecting @expected (with @FILE@ for the name) or, when
 * it is NULL, a game; returns the seconds it took. */
static double
load_text (GString    *text,
           const char *expected,
           VtFileError code)
{
  gsize size = text->len;
  g_autoptr(GBytes) bytes = g_string_free_to_bytes (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  double seconds;

  game = vt_game_file_load_bytes (bytes, DISPLAY_NAME, registry (), &error);
  seconds = g_timer_elapsed (timer, NULL);
  g_test_message ("%" G_GSIZE_FORMAT " bytes in %.3f s", size, seconds);

  if (expected == NULL)
    {
      g_assert_no_error (error);
      g_assert_nonnull (game);
    }
  else
    {
      g_autoptr(GString) message = g_string_new (expected);

      g_string_replace (message, "@FILE@", DISPLAY_NAME, 0);
      g_assert_null (game);
      g_assert_error (error, VT_FILE_ERROR, (int) code);
      g_assert_cmpstr (error->message, ==, message->str);
    }

  g_clear_object (&game);
  assert_memory_within (size);
  return seconds;
}

static void
refuse_text (GString    *text,
             const char *expected,
             VtFileError code)
{
  g_assert_cmpfloat (load_text (text, expected, code), <, REFUSAL_SECONDS);
}

/* Runs this test's body in a process of its own, so its peak memory is
 * its own, and a reader that blocks fails it instead of the suite. */
static gboolean
in_own_process (void)
{
  if (g_test_subprocess ())
    return TRUE;

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

/* ---- what is given as the file ---------------------------------------- */

static void
assert_refused_in_time (const char *path,
                        const char *reason)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *parse_name = g_file_get_parse_name (file);
  g_autofree char *by_path = g_strdup_printf ("%s:1: %s", path, reason);
  g_autofree char *by_file = g_strdup_printf ("%s:1: %s", parse_name, reason);
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  /* the tool opens by path, the window by GFile */
  game = vt_game_file_load_path (path, registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_cmpstr (error->message, ==, by_path);
  g_clear_error (&error);

  game = vt_game_file_load (file, registry (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_cmpstr (error->message, ==, by_file);

  g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, REFUSAL_SECONDS);
}

/* Opening a FIFO for reading waits for a writer: the reader must not. */
static void
test_fifo (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (!in_own_process ())
    return;

  dir = g_dir_make_tmp ("vt-fifo-XXXXXX", NULL);
  path = g_build_filename (dir, "game.vertrauter", NULL);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);

  assert_refused_in_time (path, "this is a named pipe (FIFO), not a Vertrauter file");

  g_remove (path);
  g_rmdir (dir);
}

/* /dev/zero never ends; /dev/null is a device too, not an empty file. */
static void
test_device (void)
{
  if (!in_own_process ())
    return;

  assert_refused_in_time ("/dev/zero", "this is a device, not a Vertrauter file");
  assert_refused_in_time ("/dev/null", "this is a device, not a Vertrauter file");
}

/* ---- what the file holds ---------------------------------------------- */

/* libxml2 2.9 compares every attribute with all before it: 100,000 took
 * eleven seconds. */
static void
test_many_attributes (void)
{
  GString *text;

  if (!in_own_process ())
    return;

  text = g_string_new (header);
  g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\"");
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, " a%u=\"1\"", i);
  g_string_append (text, "/>\n</game>\n");

  refuse_text (text, "@FILE@:3: element 'map' has more than 64 attributes; "
                     "an element can have at most 64", VT_FILE_ERROR_TOO_LARGE);
}

/* A round outline of @n points, never crossing itself. */
static void
append_feature (GString    *text,
                const char *id,
                const char *kind,
                const char *geometry,
                guint       n)
{
  g_string_append_printf (text, "    <feature id=\"%s\" kind=\"%s\" geometry=\"%s\">\n",
                          id, kind, geometry);
  for (guint i = 0; i < n; i++)
    {
      double angle = 2 * G_PI * i / n;

      g_string_append_printf (text, "      <point x=\"%d\" y=\"%d\"/>\n",
                              (int) (2000 + 1400 * cos (angle)),
                              (int) (1500 + 1400 * sin (angle)));
    }
  g_string_append (text, "    </feature>\n");
}

static GString *
map_of_features (guint       n_features,
                 const char *kind,
                 const char *geometry,
                 guint       n_points)
{
  GString *text = g_string_new (header);

  g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\">\n");
  for (guint f = 0; f < n_features; f++)
    {
      g_autofree char *id = g_strdup_printf ("f%u", f);

      append_feature (text, id, kind, geometry, n_points);
    }
  g_string_append (text, "  </map>\n");
  g_string_append (text, sides);
  g_string_append (text, "</game>\n");
  return text;
}

/* A million points took 800 MB of tree before anything was checked. */
static void
test_polygon_of_a_million_points (void)
{
  if (!in_own_process ())
    return;

  /* the 5001st point is on line 5 + 5000 */
  refuse_text (map_of_features (1, "wood", "polygon", 1000000),
               "@FILE@:5005: feature 'f0' has more than 5000 points; "
               "a feature can have at most 5000", VT_FILE_ERROR_TOO_LARGE);
}

static void
test_polyline_of_a_million_points (void)
{
  if (!in_own_process ())
    return;

  refuse_text (map_of_features (1, "road", "polyline", 1000000),
               "@FILE@:5005: feature 'f0' has more than 5000 points; "
               "a feature can have at most 5000", VT_FILE_ERROR_TOO_LARGE);
}

/* Each feature within its limit, the map beyond the limit for all. */
static void
test_points_in_all (void)
{
  if (!in_own_process ())
    return;

  /* feature f44 reaches 200,001: line 3 + 44 × 4,502 + 1 + 2,001 */
  refuse_text (map_of_features (50, "wood", "polygon", 4500),
               "@FILE@:200093: the features of the map have more than 200000 points; "
               "a map can have at most 200000 in all", VT_FILE_ERROR_TOO_LARGE);
}

/* The largest polygon allowed, checked for crossings in well under a
 * second: the sides are swept from west to east. */
static void
test_largest_polygon (void)
{
  double seconds;

  if (!in_own_process ())
    return;

  seconds = load_text (map_of_features (1, "wood", "polygon", 5000), NULL, 0);
  g_assert_cmpfloat (seconds, <, REFUSAL_SECONDS);
}

/* Issue 27: a terrain point at 1e308 overflowed the drawing's grid. A
 * feature may run off the sheet, up to ten sheets of 4,000 paces: a point
 * at 44,000 is kept, one a pace beyond is refused where it stands. */
static void
test_point_far_off_the_map (void)
{
  static const struct { const char *x; const char *expected; } cases[] = {
    { "44000", NULL },
    { "-40000", NULL },
    { "44001", "@FILE@:6: feature 'w1' has a point at 44001, 100, more than 10 sheets off the map of 4000 × 3000 pace" },
    { "1e308", "@FILE@:6: feature 'w1' has a point at 1e+308, 100, more than 10 sheets off the map of 4000 × 3000 pace" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GString *text = g_string_new (header);

      g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\">\n"
                             "    <feature id=\"w1\" kind=\"road\" geometry=\"polyline\">\n"
                             "      <point x=\"100\" y=\"100\"/>\n");
      g_string_append_printf (text, "      <point x=\"%s\" y=\"100\"/>\n", cases[i].x);
      g_string_append (text, "    </feature>\n  </map>\n");
      g_string_append (text, sides);
      g_string_append (text, "</game>\n");
      g_test_message ("x = %s", cases[i].x);
      if (cases[i].expected == NULL)
        load_text (text, NULL, 0);
      else
        refuse_text (text, cases[i].expected, VT_FILE_ERROR_INVALID);
    }
}

/* A name the window cannot lay out (it died with an X BadAlloc). */
static void
test_name_of_a_million_letters (void)
{
  GString *text;
  g_autofree char *name = NULL;

  if (!in_own_process ())
    return;

  name = g_strnfill (1000000, 'w');
  text = g_string_new (header);
  g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\"/>\n");
  g_string_append (text, sides);
  g_string_append_printf (text, "  <unit id=\"b1\" type=\"infantry-block\" side=\"red\" "
                                "name=\"%s\" strength=\"450\" x=\"100\" y=\"100\"/>\n", name);
  g_string_append (text, "</game>\n");

  refuse_text (text, "@FILE@:6: the attribute 'name' of element 'unit' is 1000000 characters "
                     "long; it can be at most 200", VT_FILE_ERROR_TOO_LARGE);
}

/* One event that holds more elements than any event could need. */
static void
test_event_of_many_changes (void)
{
  GString *text;

  if (!in_own_process ())
    return;

  text = g_string_new (header);
  g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\"/>\n");
  g_string_append (text, sides);
  g_string_append (text, "  <unit id=\"b1\" type=\"infantry-block\" side=\"red\" "
                         "strength=\"450\" x=\"100\" y=\"100\"/>\n");
  g_string_append (text, "  <journal head=\"1\" seed=\"1\">\n"
                         "    <event kind=\"move\" zug=\"1\">\n");
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "      <change unit=\"b1\" x=\"200\"/>\n");
  g_string_append (text, "    </event>\n  </journal>\n</game>\n");

  /* the 10,001st change is on line 9 + 10,000 */
  refuse_text (text, "@FILE@:10009: element 'event' holds more than 10000 elements; "
                     "an element can hold at most 10000", VT_FILE_ERROR_TOO_LARGE);
}

static GString *
journal_of_moves (guint n_events)
{
  GString *text = g_string_new (header);

  g_string_append (text, "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" unit=\"pace\"/>\n");
  g_string_append (text, sides);
  g_string_append (text, "  <unit id=\"b1\" type=\"infantry-block\" side=\"red\" name=\"I/1\" "
                         "strength=\"450\" formation=\"column\" x=\"100\" y=\"100\" facing=\"90\"/>\n");
  g_string_append_printf (text, "  <journal head=\"%u\" seed=\"1\" rolled=\"0\">\n", n_events);
  for (guint i = 0; i < n_events; i++)
    g_string_append_printf (text, "    <event kind=\"move\" zug=\"1\" summary=\"I/1 marches %u\">\n"
                                  "      <change unit=\"b1\" x=\"%u\" y=\"720\" facing=\"90\"/>\n"
                                  "    </event>\n", i, i % 4000);
  g_string_append (text, "  </journal>\n</game>\n");
  return text;
}

/* 100,000 events load, in memory a few times the file's. */
static void
test_journal_of_100000_events (void)
{
  if (!in_own_process ())
    return;

  load_text (journal_of_moves (100000), NULL, 0);
}

/* Loading is linear: eight times the events take about eight times as
 * long, not sixty-four (replaying the clock from the start for every
 * event did). The best of three runs keeps a busy machine out of it. */
static void
test_journal_is_linear (void)
{
  double small = G_MAXDOUBLE, large = G_MAXDOUBLE;

  if (!in_own_process ())
    return;

  for (guint run = 0; run < 3; run++)
    {
      small = MIN (small, load_text (journal_of_moves (2000), NULL, 0));
      large = MIN (large, load_text (journal_of_moves (16000), NULL, 0));
    }
  g_test_message ("2,000 events in %.3f s, 16,000 in %.3f s", small, large);
  g_assert_cmpfloat (large, <, 24 * small);
}

/* What the reader refuses in a journal the game refuses as it happens,
 * in the same words: a move off the map, changes in a kind that has none. */
static void
test_game_refuses_alike (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                 "terrain-scenario.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, registry (), &error);
  g_autoptr(VtEvent) off_the_map = NULL;
  g_autoptr(VtEvent) teleport = NULL;
  g_autoptr(VtEvent) clock = NULL;
  GVariantBuilder changes;
  VtUnit *unit;
  VtMap *map;
  VtPoint to;

  g_assert_no_error (error);
  unit = g_list_model_get_item (vt_scenario_get_units (vt_game_get_state (game)), 0);
  g_object_unref (unit);
  map = vt_scenario_get_map (vt_game_get_state (game));
  to.x = vt_map_get_width (map) + 10;
  to.y = 10;

  off_the_map = vt_event_new_move (1, unit, &to, 90);
  g_assert_false (vt_game_append (game, off_the_map, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_true (g_str_has_prefix (error->message, "the change puts unit '"));
  g_assert_nonnull (strstr (error->message, ", outside the map of "));
  g_clear_error (&error);

  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_parsed (&changes, "{'unit': <%s>, 'strength': <uint32 1>}",
                                vt_unit_get_id (unit));
  teleport = vt_event_new ("teleport", 1, NULL, NULL, NULL, g_variant_builder_end (&changes));
  g_assert_false (vt_game_append (game, teleport, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (error->message, ==, "a 'teleport' event cannot change units; "
                                       "only move, formation, loss, action and note events do");
  g_clear_error (&error);

  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_parsed (&changes, "{'unit': <%s>, 'strength': <uint32 1>}",
                                vt_unit_get_id (unit));
  clock = vt_event_new (VT_EVENT_CLOCK, 1, NULL, g_variant_new_parsed ("{'zuege': <uint32 1>}"),
                        NULL, g_variant_builder_end (&changes));
  g_assert_false (vt_game_append (game, clock, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/file-limits/fifo", test_fifo);
  g_test_add_func ("/vt/file-limits/device", test_device);
  g_test_add_func ("/vt/file-limits/many-attributes", test_many_attributes);
  g_test_add_func ("/vt/file-limits/polygon-of-a-million-points", test_polygon_of_a_million_points);
  g_test_add_func ("/vt/file-limits/polyline-of-a-million-points", test_polyline_of_a_million_points);
  g_test_add_func ("/vt/file-limits/points-in-all", test_points_in_all);
  g_test_add_func ("/vt/file-limits/largest-polygon", test_largest_polygon);
  g_test_add_func ("/vt/file-limits/name-of-a-million-letters", test_name_of_a_million_letters);
  g_test_add_func ("/vt/file-limits/point-far-off-the-map", test_point_far_off_the_map);
  g_test_add_func ("/vt/file-limits/event-of-many-changes", test_event_of_many_changes);
  g_test_add_func ("/vt/file-limits/journal-of-100000-events", test_journal_of_100000_events);
  g_test_add_func ("/vt/file-limits/journal-is-linear", test_journal_is_linear);
  g_test_add_func ("/vt/file-limits/game-refuses-alike", test_game_refuses_alike);

  return g_test_run ();
}
