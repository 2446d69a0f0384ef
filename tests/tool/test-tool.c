/* test-tool.c: vertrauter-tool as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */



#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include <vertrauter.h>

typedef struct {
  int   status;   /* exit status; -1 if it did not exit normally */
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs the tool with @ruleset_path as VERTRAUTER_RULESET_PATH (NULL keeps the
 * test environment's fixture rulesets). */
static void
run_tool (Run                *run,
          const char         *ruleset_path,
          const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("VT_TOOL"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  if (ruleset_path != NULL)
    g_subprocess_launcher_setenv (launcher, "VERTRAUTER_RULESET_PATH", ruleset_path, TRUE);

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

static char *
data_path (const char *folder,
           const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
}

/* a copy of the demo @name in a folder of its own, for a test to play in */
static char *
copy_demo (const char *name)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", name, NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-demo-XXXXXX", NULL);
  char *path = g_build_filename (folder, name, NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_nonnull (folder);
  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

static void
test_list_rulesets (void)
{
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "list-rulesets", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "fixture-terrain"));
  g_assert_nonnull (strstr (run.out, "fixture-board"));
  g_assert_null (strstr (run.out, "refused"));
}

/* The done-when of the foundation: a refused plugin is listed with its reason. */
static void
test_list_refused (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *path = g_strjoin (G_SEARCHPATH_SEPARATOR_S, g_getenv ("VT_FIXTURE_RULESETS_DIR"),
                                     g_getenv ("VT_FIXTURE_BROKEN_DIR"), NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *plugins;
  guint refused = 0;

  run_tool (&run, path, (const char *[]) { "list-rulesets", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "fixture-terrain"));
  g_assert_nonnull (strstr (run.out, "refused"));
  g_assert_nonnull (strstr (run.out, "abi-too-new"));
  g_assert_nonnull (strstr (run.out, "ABI 3.0"));
  run_clear (&run);

  run_tool (&run, path, (const char *[]) { "list-rulesets", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  plugins = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "plugins");
  for (guint i = 0; i < json_array_get_length (plugins); i++)
    {
      JsonObject *plugin = json_array_get_object_element (plugins, i);

      if (g_str_equal (json_object_get_string_member (plugin, "status"), "refused"))
        {
          refused++;
          g_assert_true (strlen (json_object_get_string_member (plugin, "error")) > 10);
        }
    }
  /* abi-too-new, no-descriptor, init-fails, duplicate-id, not-a-module */
  g_assert_cmpuint (refused, ==, 5);
}

static void
test_list_none (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *empty = g_dir_make_tmp ("vt-no-rulesets-XXXXXX", NULL);

  run_tool (&run, empty, (const char *[]) { "list-rulesets", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "No ruleset is installed"));
  g_assert_nonnull (strstr (run.out, empty));
  g_rmdir (empty);
}

static void
test_inspect (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *actions;
  JsonArray *params;
  gboolean found_wood = FALSE;
  JsonArray *kinds;

  run_tool (&run, NULL, (const char *[]) { "inspect", "fixture-terrain", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "unit-of-length"), ==, "pace");

  kinds = json_object_get_array_member (root, "terrain-kinds");
  for (guint i = 0; i < json_array_get_length (kinds); i++)
    found_wood |= g_str_equal (json_object_get_string_member (json_array_get_object_element (kinds, i), "id"), "wood");
  g_assert_true (found_wood);

  actions = json_object_get_array_member (root, "actions");
  g_assert_cmpuint (json_array_get_length (actions), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (actions, 0), "id"), ==, "test-fire");
  params = json_object_get_array_member (json_array_get_object_element (actions, 0), "parameters");
  for (guint i = 0; i < json_array_get_length (params); i++)
    {
      JsonObject *param = json_array_get_object_element (params, i);

      if (g_str_equal (json_object_get_string_member (param, "name"), "range"))
        {
          g_assert_cmpstr (json_object_get_string_member (param, "type"), ==, "integer");
          g_assert_cmpfloat (json_object_get_double_member (param, "maximum"), ==, 400);
        }
    }
  run_clear (&run);

  /* the plain form names the catalogues too */
  run_tool (&run, NULL, (const char *[]) { "inspect", "fixture-board", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "cells"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "inspect", "reiswitz-1700", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "no ruleset 'reiswitz-1700' is installed"));
}

static void
test_validate_valid (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "valid", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(Run) run = { 0 };
  const char *name;

  g_assert_nonnull (dir);
  g_ptr_array_add (args, g_strdup ("validate"));
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".vertrauter"))
      g_ptr_array_add (args, data_path ("valid", name));
  g_assert_cmpuint (args->len, >=, 3);
  g_ptr_array_add (args, NULL);

  run_tool (&run, NULL, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 1; i + 1 < args->len; i++)
    {
      g_autofree char *line = g_strdup_printf ("%s: valid\n", (char *) args->pdata[i]);
      g_assert_nonnull (strstr (run.out, line));
    }
}

/* Every invalid fixture gives its exact FILE:LINE: message, and none crashes. */
static void
test_validate_invalid (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "invalid", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint checked = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *expected_path = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *stem = NULL;
      g_auto(GStrv) parts = NULL;
      g_autofree char *line = NULL;
      g_auto(Run) run = { 0 };

      if (!g_str_has_suffix (name, ".vertrauter"))
        continue;
      path = data_path ("invalid", name);
      stem = g_strndup (name, strlen (name) - strlen (".vertrauter"));
      expected_path = g_strdup_printf ("%s/%s.expected", folder, stem);
      g_assert_true (g_file_get_contents (expected_path, &expected, NULL, NULL));
      g_strchomp (expected);
      parts = g_strsplit (expected, "@FILE@", -1);
      line = g_strjoinv (path, parts);

      run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
      g_test_message ("%s: %s", name, run.out);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (g_strchomp (run.out), ==, line);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 8);
}

/* Runs the tool as a user of @language starts it: LANGUAGE under
 * C.UTF-8, which glibc honours without a German or French locale on the
 * machine; the catalogues are the build's (VERTRAUTER_LOCALEDIR,
 * tests/tool/meson.build). */
static void
run_tool_in (Run                *run,
             const char         *language,
             const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (g_getenv ("VERTRAUTER_LOCALEDIR"));
  g_ptr_array_add (argv, (gpointer) g_getenv ("VT_TOOL"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

/* Issue 17: a German umpire reads why a file is refused in German, and a
 * French one in French: the FILE:LINE: the same, the words the core's;
 * the count of events takes its plural form. */
static void
test_validate_translated (void)
{
  static const struct {
    const char *language;
    const char *file;
    const char *message;
    const char *english;
  } cases[] = {
    { "de", "bad-colour", ":4: die Farbe von Partei 'red' ist 'reddish'; schreiben Sie sie als #rrggbb, z. B. #c01c28",
      "write it as" },
    { "de", "truncated", ":8: die Datei endet mitten in Element 'unit' (geöffnet in Zeile 7)", "the file ends" },
    { "de", "head-beyond-journal", ":7: der Kopf des Journals ist 3, aber es enthält nur 1 Ereignis", "holds only" },
    { "fr", "bad-colour", ":4: la couleur du parti 'red' est 'reddish'\xc2\xa0; écrivez-la #rrggbb, p. ex. #c01c28",
      "write it as" },
    { "fr", "truncated", ":8: le fichier s’arrête au milieu de l’élément 'unit' (ouvert à la ligne 7)",
      "the file ends" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strconcat (cases[i].file, ".vertrauter", NULL);
      g_autofree char *path = data_path ("invalid", name);
      g_autofree char *line = g_strconcat (path, cases[i].message, NULL);
      g_auto(Run) run = { 0 };

      run_tool_in (&run, cases[i].language, (const char *[]) { "validate", path, NULL });
      g_test_message ("%s %s: %s", cases[i].language, name, run.out);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (g_strchomp (run.out), ==, line);
      g_assert_null (strstr (run.out, cases[i].english));
    }
}

static void
test_validate_mixed (void)
{
  g_autofree char *good = data_path ("valid", "terrain-scenario.vertrauter");
  g_autofree char *missing = data_path ("valid", "no-such-file.vertrauter");
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "validate", good, missing, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "valid"));
  g_assert_nonnull (strstr (run.out, missing));
}

/* A map that reads but has faults a designer can fix: each is a finding,
 * named and placed, and the status says so. */
static void
test_validate_geometry (void)
{
  g_autofree char *path = data_path ("geometry", "faults.vertrauter");
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("%s: road 'road2': crosses river 'r1' near (1225, 1000) with no bridge or ford there\n"
                              "%s: field-track 't1': ends in river 'r1' at (2000, 1000) with no bridge or ford there\n"
                              "%s: unit 'r-inf-1' (I/1 Musketiere): stands at (2600, 1010) in impassable ground (river 'r1')\n",
                              path, path, path);
  g_assert_cmpstr (run.out, ==, expected);
}

/* An underlay image that is not there is told with the path looked at,
 * and the file is still valid. */
static void
test_validate_missing_underlay (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vt-test-underlay-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "traced.vertrauter", NULL);
  g_autofree char *image = g_build_filename (folder, "scans", "au.png", NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  const char *text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
    "  <map kind=\"terrain\" width=\"2000\" height=\"1500\" unit=\"pace\">\n"
    "    <underlay href=\"scans/au.png\"/>\n"
    "  </map>\n"
    "</game>\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s:4: the underlay image 'scans/au.png' is not there (looked for %s); "
                              "the scenario opens without it (warning)\n%s: valid\n",
                              path, image, path);
  g_assert_cmpstr (run.out, ==, expected);
  g_remove (path);
  g_rmdir (folder);
}

/* A scenario copied on with its picture beside it, though it names the
 * picture where it was: validate says which picture it uses. */
static void
test_validate_underlay_beside (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vt-test-underlay-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "traced.vertrauter", NULL);
  g_autofree char *image = g_build_filename (folder, "au.png", NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  const char *text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
    "  <map kind=\"terrain\" width=\"2000\" height=\"1500\" unit=\"pace\">\n"
    "    <underlay href=\"/home/someone-else/scans/au.png\"/>\n"
    "  </map>\n"
    "</game>\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (g_file_set_contents (image, "a picture", -1, NULL));
  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s:4: the underlay image '/home/someone-else/scans/au.png' is not there; "
                              "the scenario uses %s beside it, and names it so when saved (warning)\n%s: valid\n",
                              path, image, path);
  g_assert_cmpstr (run.out, ==, expected);
  g_remove (image);
  g_remove (path);
  g_rmdir (folder);
}

/* An extract becomes a scenario the designer opens and edits; the summary
 * says what was made and where the centre lies. */
static void
test_import_osm (void)
{
  g_autofree char *extract = data_path ("osm", "au.osm");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-osm-XXXXXX", NULL);
  g_autofree char *written = g_build_filename (folder, "au.vertrauter", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "-o", written, NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: 3 polygons, 5 polylines, 3 points; 3 left out; "
                              "centred on 51.005000, 13.010000 at (1115, 886) of 2230 × 1772 pace\n",
                              written);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_true (g_file_get_contents (written, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "kind=\"village\" geometry=\"polygon\" name=\"Au\""));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "validate", written, NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  /* a centre of the designer's: the south-west corner */
  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "--centre", "51.0,13.0", "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "centred on 51.000000, 13.000000 at (0, 1771)"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "--centre", "north", "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--centre 'north' is not LATITUDE,LONGITUDE"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "fixture-terrain",
                                           "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "ruleset fixture-terrain does not say how OpenStreetMap"));

  g_remove (written);
  g_rmdir (folder);
}

/* Issue 25 item 12: the title, start time and sides as the window's
 * dialog asks them, and every road through water with no bridge named at
 * import, as validate names it later. */
static void
test_import_osm_options (void)
{
  g_autofree char *extract = data_path ("osm", "unbridged.osm");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-osm-XXXXXX", NULL);
  g_autofree char *written = g_build_filename (folder, "mulde.vertrauter", NULL);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "--title", "An der Mulde", "--start-time", "05:30",
                                           "--sides", "Rot,Blau", "-o", written, NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: 2 roads cross water with no bridge or ford (validate refuses them until one is drawn):\n"
                              "  Road “Alte Poststraße” (way-14) crosses River “Mulde” (way-10) at (446, 531), "
                              "51.00300° N, 13.00400° E, with no bridge or ford there\n"
                              "  Field track way-15 crosses River “Mulde” (way-10) at (1784, 531), "
                              "51.00300° N, 13.01600° E, with no bridge or ford there\n", written);
  g_assert_nonnull (strstr (run.out, expected));
  g_assert_true (g_file_get_contents (written, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "start-time=\"05:30\""));
  g_assert_nonnull (strstr (text, "<title>An der Mulde</title>"));
  g_assert_nonnull (strstr (text, "<side id=\"red\" name=\"Rot\""));
  g_assert_nonnull (strstr (text, "<side id=\"blue\" name=\"Blau\""));
  run_clear (&run);

  /* validate refuses the same two, at the same places */
  run_tool (&run, NULL, (const char *[]) { "validate", written, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "road 'way-14': crosses river 'way-10' near (446, 531)"));
  g_assert_nonnull (strstr (run.out, "field-track 'way-15': crosses river 'way-10' near (1784, 531)"));
  run_clear (&run);

  /* the defaults are the dialog's: the extract's name, 06:00, Red and Blue */
  g_clear_pointer (&text, g_free);
  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824", "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (written, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "start-time=\"06:00\""));
  g_assert_nonnull (strstr (text, "<title>unbridged</title>"));
  g_assert_nonnull (strstr (text, "name=\"Red\""));
  g_assert_nonnull (strstr (text, "name=\"Blue\""));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "--start-time", "25:00", "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "The game starts at “25:00”, which is no time of day"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "import-osm", extract, "--ruleset", "reiswitz-1824",
                                           "--sides", "Rot", "-o", written, NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--sides 'Rot' is not two names"));

  g_remove (written);
  g_rmdir (folder);
}

/* An extract added to a scenario by two known places, and what cannot be. */
static void
test_import_osm_into (void)
{
  g_autofree char *mulde = data_path ("osm", "unbridged.osm");
  g_autofree char *au = data_path ("osm", "au.osm");
  g_autofree char *begun_source = data_path ("valid", "game-with-journal.vertrauter");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-osm-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (folder, "mulde.vertrauter", NULL);
  g_autofree char *begun = g_build_filename (folder, "begun.vertrauter", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *begun_text = NULL;
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "import-osm", mulde, "--ruleset", "reiswitz-1824", "-o", game, NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (game, &before, NULL, NULL));

  /* the sheet's corners are the Mulde extract's: Au lies on it, but for
   * what is north of 51.006° */
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game,
                                           "--place", "51.006,13.000=0,0", "--place", "51.000,13.020=2229.6,1063", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "features lie wholly off the sheet and were left out"));
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "name=\"St. Nikolai\""));
  /* ids the Mulde's features have already are new ones: Au's village, way-12, beside the Mulde's bridge */
  g_assert_nonnull (strstr (after, "id=\"way-12\" kind=\"bridge\""));
  g_assert_nonnull (strstr (after, "id=\"way-12-1\" kind=\"village\""));
  g_assert_null (strstr (after, "id=\"node-31\""));
  /* the post road and the track cross Au's river too, a few paces off the Mulde's */
  g_assert_nonnull (strstr (run.out, "4 roads cross water with no bridge or ford"));
  g_assert_nonnull (strstr (run.out, "Road “Alte Poststraße” (way-14) crosses River “Mulde” (way-15-1)"));
  run_clear (&run);

  /* refused, and the file left as it was */
  g_clear_pointer (&before, g_free);
  g_assert_true (g_file_get_contents (game, &before, NULL, NULL));
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game, "--place", "51.006,13.000=0,0", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--into needs two known places"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game, "--place", "51.006,13.000=0,0",
                                           "--place", "51.006,13.000=500,500", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Places 1 and 2 are the same place on the earth"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game, "--place", "51.006,13.000=90000,0",
                                           "--place", "51.000,13.020=92229.6,1063", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "nothing of the extract lands on the sheet"));
  run_clear (&run);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  g_assert_true (g_file_get_contents (begun_source, &begun_text, NULL, NULL));
  g_assert_true (g_file_set_contents (begun, begun_text, -1, NULL));
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", begun, "--place", "51.006,13.000=0,0",
                                           "--place", "51.000,13.020=2229.6,1063", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "The game has begun"));
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (begun, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, begun_text);

  g_remove (game);
  g_remove (begun);
  g_rmdir (folder);
}

/* The Mulde scenario traced over a calibrated scan (a 2 × 2 PNG stretched
 * over 2230 paces a side): Au placed by the scan's corners in latitude and
 * longitude, its size read from the PNG. */
static void
test_import_osm_into_corners (void)
{
  g_autofree char *mulde = data_path ("osm", "unbridged.osm");
  g_autofree char *au = data_path ("osm", "au.osm");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-osm-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (folder, "mulde.vertrauter", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain.vertrauter", NULL);
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  g_autofree char *scanned = NULL;
  g_auto(Run) run = { 0 };
  const char *map_element = "<map kind=\"terrain\" width=\"2230\" height=\"1063\" unit=\"pace\">";
  char *at;

  run_tool (&run, NULL, (const char *[]) { "import-osm", mulde, "--ruleset", "reiswitz-1824", "-o", game, NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (plain, text, -1, NULL));
  at = strstr (text, map_element);
  g_assert_nonnull (at);
  at += strlen (map_element);
  *at = '\0';
  scanned = g_strconcat (text, "\n    <underlay mime-type=\"image/png\" opacity=\"0.4\" shown=\"true\">\n"
                         "      <pin image-x=\"0\" image-y=\"0\" x=\"0\" y=\"0\"/>\n"
                         "      <pin image-x=\"2\" image-y=\"0\" x=\"2230\" y=\"0\"/>\n"
                         "      <data>iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAADklEQVR4nGP4DwYMEAAAPs8F+9t6hu0AAAAASUVORK5CYII=</data>\n"
                         "    </underlay>", at + 1, NULL);
  g_assert_true (g_file_set_contents (game, scanned, -1, NULL));

  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game,
                                           "--top-left", "51.006,13.000", "--bottom-right", "50.99341,13.020", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "features lie wholly off the sheet and were left out"));
  g_assert_nonnull (strstr (run.out, "4 roads cross water with no bridge or ford"));
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "name=\"St. Nikolai\""));
  g_assert_nonnull (strstr (after, "<underlay"));
  run_clear (&run);

  /* a scenario with no scan has no corners to give */
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", plain,
                                           "--top-left", "51.006,13.000", "--bottom-right", "50.99341,13.020", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "has no calibrated map image: give two --place instead"));
  run_clear (&run);
  /* corners the wrong way round */
  run_tool (&run, NULL, (const char *[]) { "import-osm", au, "--into", game,
                                           "--top-left", "50.99341,13.020", "--bottom-right", "51.006,13.000", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "The top left corner must lie north and west of the bottom right one"));

  g_remove (game);
  g_remove (plain);
  g_rmdir (folder);
}

/* Files made to hold the tool up: a FIFO (opening it would wait for a
 * writer) and an element of 100,000 attributes (libxml2 compares each with
 * all before it). validate and render refuse each at once. */
static void
test_cannot_freeze (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vt-tool-freeze-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.vertrauter", NULL);
  g_autofree char *wide = g_build_filename (dir, "wide.vertrauter", NULL);
  g_autofree char *png = g_build_filename (dir, "map.png", NULL);
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<game xmlns=\"https://vertrauter.org/ns/game/1\" "
                                          "version=\"1\" ruleset=\"fixture-terrain\">\n"
                                          "  <map kind=\"terrain\" width=\"4000\" height=\"3000\" "
                                          "unit=\"pace\"");
  g_autoptr(GError) error = NULL;
  const struct {
    const char *path;
    const char *message;
  } cases[] = {
    { fifo, "1: this is a named pipe (FIFO), not a Vertrauter file" },
    { wide, "3: element 'map' has more than 64 attributes; an element can have at most 64" },
  };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, " a%u=\"1\"", i);
  g_string_append (text, "/>\n</game>\n");
  g_file_set_contents (wide, text->str, text->len, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *expected = g_strdup_printf ("%s:%s", cases[i].path, cases[i].message);
      g_autoptr(GTimer) timer = g_timer_new ();
      g_auto(Run) run = { 0 };

      run_tool (&run, NULL, (const char *[]) { "validate", cases[i].path, NULL });
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (g_strchomp (run.out), ==, expected);
      run_clear (&run);

      run_tool (&run, NULL, (const char *[]) { "render", cases[i].path, "-o", png, NULL });
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (g_strchomp (run.err), ==, expected);
      g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

      /* two runs of the tool, most of it starting up */
      g_assert_cmpfloat (g_timer_elapsed (timer, NULL), <, 5.0);
    }

  g_remove (fifo);
  g_remove (wide);
  g_rmdir (dir);
}

static void
test_render (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vt-tool-render-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "map.png", NULL);
  g_autofree char *game = data_path ("valid", "terrain-scenario.vertrauter");
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "render", game, "-o", png, "--size", "640x480", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 640);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 480);
  cairo_surface_destroy (surface);
  g_remove (png);
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "render", game, "-o", png, "--size", "640by480", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "640by480"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}


/* A file's bytes, without the lines holding @drop (PDF's creation date);
 * binary files compare whole, NUL bytes and all. */
static GBytes *
contents_without (const char *path,
                  const char *drop)
{
  g_autofree char *data = NULL;
  gsize length, drop_length = drop != NULL ? strlen (drop) : 0;
  GByteArray *kept = g_byte_array_new ();

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (gsize start = 0; start < length;)
    {
      const char *end = memchr (data + start, '\n', length - start);
      gsize line = end != NULL ? (gsize) (end - (data + start)) + 1 : length - start;

      gboolean holds = FALSE;

      for (gsize i = 0; drop != NULL && !holds && i + drop_length <= line; i++)
        holds = memcmp (data + start + i, drop, drop_length) == 0;
      if (!holds)
        g_byte_array_append (kept, (const guint8 *) data + start, line);
      start += line;
    }
  return g_byte_array_free_to_bytes (kept);
}

/* `render --side` draws only what that side knows: its board of a game is,
 * byte for byte, its board of the same game with every unit it cannot see
 * and never saw taken out (behind the hill, in the wood, beyond sight), in
 * PNG, SVG and PDF; the umpire's map of the two differs. A side the file
 * does not have is refused with the sides it has. */
static void
test_render_side_holds_no_trace (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vt-tool-side-XXXXXX", NULL);
  g_autofree char *game = data_path ("valid", "behind-the-hill.vertrauter");
  g_autofree char *stripped = g_build_filename (dir, "stripped.vertrauter", NULL);
  const char *unseen[] = { "id=\"hidden-hill\"", "id=\"hidden-wood\"", "id=\"far\"" };
  const char *formats[] = { "png", "svg", "pdf" };
  g_autoptr(GString) without = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(Run) run = { 0 };

  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean drop = FALSE;

      for (guint u = 0; u < G_N_ELEMENTS (unseen); u++)
        drop |= strstr (lines[i], unseen[u]) != NULL;
      if (!drop)
        g_string_append_printf (without, "%s\n", lines[i]);
    }
  g_assert_true (g_file_set_contents (stripped, without->str, -1, NULL));

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *full_out = g_strdup_printf ("%s/full.%s", dir, formats[f]);
      g_autofree char *stripped_out = g_strdup_printf ("%s/stripped.%s", dir, formats[f]);
      g_autoptr(GBytes) full_text = NULL;
      g_autoptr(GBytes) stripped_text = NULL;

      run_tool (&run, NULL, (const char *[]) { "render", game, "--side", "Rot", "-o", full_out, NULL });
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      run_tool (&run, NULL, (const char *[]) { "render", stripped, "--side", "rot", "-o", stripped_out, NULL });
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);

      full_text = contents_without (full_out, "/CreationDate");
      stripped_text = contents_without (stripped_out, "/CreationDate");
      g_test_message ("Rot's board as %s: %zu bytes", formats[f], g_bytes_get_size (full_text));
      g_assert_cmpuint (g_bytes_get_size (full_text), >, 1000);
      g_assert_true (g_bytes_equal (full_text, stripped_text));
      g_remove (full_out);
      g_remove (stripped_out);
    }

  /* the umpire sees them, so his maps of the two differ */
  {
    g_autofree char *full_out = g_build_filename (dir, "umpire-full.png", NULL);
    g_autofree char *stripped_out = g_build_filename (dir, "umpire-stripped.png", NULL);
    g_autofree char *full_text = NULL;
    g_autofree char *stripped_text = NULL;
    gsize full_length, stripped_length;

    run_tool (&run, NULL, (const char *[]) { "render", game, "-o", full_out, NULL });
    g_assert_cmpint (run.status, ==, 0);
    run_clear (&run);
    run_tool (&run, NULL, (const char *[]) { "render", stripped, "-o", stripped_out, NULL });
    g_assert_cmpint (run.status, ==, 0);
    run_clear (&run);
    g_assert_true (g_file_get_contents (full_out, &full_text, &full_length, NULL));
    g_assert_true (g_file_get_contents (stripped_out, &stripped_text, &stripped_length, NULL));
    g_assert_false (full_length == stripped_length && memcmp (full_text, stripped_text, full_length) == 0);
    g_remove (full_out);
    g_remove (stripped_out);
  }

  run_tool (&run, NULL, (const char *[]) { "render", game, "--side", "Grün", "-o", stripped, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "has no side 'Grün'; its sides are Rot (rot), Blau (blau)"));

  g_remove (stripped);
  g_rmdir (dir);
}


/* `report --side` makes the same report without a display: Rot's report of
 * a game is, byte for byte but for the PDF's date, its report of the same
 * game with every unit it never saw taken out. Misuse is refused. */
static void
test_report (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vt-tool-report-XXXXXX", NULL);
  g_autofree char *game = data_path ("valid", "behind-the-hill.vertrauter");
  g_autofree char *stripped = g_build_filename (dir, "stripped.vertrauter", NULL);
  g_autofree char *full_pdf = g_build_filename (dir, "full.pdf", NULL);
  g_autofree char *stripped_pdf = g_build_filename (dir, "stripped.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) full_text = NULL;
  g_autoptr(GBytes) stripped_text = NULL;
  g_autoptr(GString) without = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  g_auto(Run) run = { 0 };

  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "id=\"hidden-hill\"") == NULL && strstr (lines[i], "id=\"hidden-wood\"") == NULL &&
        strstr (lines[i], "id=\"far\"") == NULL)
      g_string_append_printf (without, "%s\n", lines[i]);
  g_assert_true (g_file_set_contents (stripped, without->str, -1, NULL));

  run_tool (&run, NULL, (const char *[]) { "report", game, "--side", "Rot", "--at", "1", "-o", full_pdf, NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "report", stripped, "--side", "rot", "--at", "1", "-o", stripped_pdf,
                                           NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  full_text = contents_without (full_pdf, "/CreationDate");
  stripped_text = contents_without (stripped_pdf, "/CreationDate");
  g_assert_cmpuint (g_bytes_get_size (full_text), >, 10000);
  g_assert_true (g_bytes_equal (full_text, stripped_text));

  run_tool (&run, NULL, (const char *[]) { "report", game, "--at", "two", "-o", full_pdf, NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--at 'two' is not a list of moves"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "report", game, "--at", "9", "-o", full_pdf, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "a map after Zug 9 was asked for, but the game has reached Zug 1"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "report", game, "-o", stripped, NULL });
  g_assert_cmpint (run.status, ==, 2);

  g_remove (full_pdf);
  g_remove (stripped_pdf);
  g_remove (stripped);
  g_rmdir (dir);
}


/* `ledger --csv` lists every loss booked, with the unit's name, its side's
 * name and the cause, as RFC 4180 lines; --side keeps one side's. */
static void
test_ledger_csv (void)
{
  g_autofree char *game = data_path ("valid", "play-state.vertrauter");
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "ledger", game, "--csv", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "move,unit,unit id,side,division,arm,points,men,dice,cause,captured\r\n"
                                "1,F/2,b2,South,,infantry,18,,II 6,test fire,\r\n");
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "ledger", game, "--csv", "--side", "North", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "move,unit,unit id,side,division,arm,points,men,dice,cause,captured\r\n");
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "ledger", game, NULL });
  g_assert_cmpint (run.status, ==, 2);
}

static void
test_usage (void)
{
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "conquer", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "unknown command 'conquer'"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "--help", NULL });
  g_assert_cmpint (run.status, ==, 0);
  for (const char * const *c = (const char *[]) { "list-rulesets", "inspect", "validate", "render", "resolve", NULL }; *c; c++)
    g_assert_nonnull (strstr (run.out, *c));
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static JsonObject *
find_cell (JsonArray  *cells,
           const char *row,
           const char *column)
{
  for (guint i = 0; i < json_array_get_length (cells); i++)
    {
      JsonObject *cell = json_array_get_object_element (cells, i);

      if (g_str_equal (json_object_get_string_member (cell, "row"), row) &&
          g_str_equal (json_object_get_string_member (cell, "column"), column))
        return cell;
    }
  g_assert_not_reached ();
}

/* The play mode in inspect: phases, activities, options, and every table
 * cell with its value and whether it is derived. */
static void
test_inspect_play (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *table, *activities;
  JsonArray *tables, *cells;

  run_tool (&run, NULL, (const char *[]) { "inspect", "fixture-terrain", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);

  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "phases")), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (root, "phases"), 1), "id"), ==, "fire");
  activities = json_array_get_object_element (json_object_get_array_member (root, "activities"), 0);
  g_assert_cmpstr (json_object_get_string_member (activities, "unit-type"), ==, "infantry-block");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (activities, "activities")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "options")), ==, 2);

  tables = json_object_get_array_member (root, "tables");
  g_assert_cmpuint (json_array_get_length (tables), ==, 1);
  table = json_array_get_object_element (tables, 0);
  g_assert_cmpstr (json_object_get_string_member (table, "id"), ==, "march");
  g_assert_cmpstr (json_object_get_string_member (table, "section"), ==, "§3");
  g_assert_nonnull (json_object_get_string_member (table, "note"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (table, "rows")), ==, 2);
  cells = json_object_get_array_member (table, "cells");
  g_assert_cmpuint (json_array_get_length (cells), ==, 6);
  g_assert_cmpfloat (json_object_get_double_member (find_cell (cells, "march", "open"), "value"), ==, 250);
  g_assert_false (json_object_get_boolean_member (find_cell (cells, "march", "open"), "derived"));
  g_assert_cmpfloat (json_object_get_double_member (find_cell (cells, "double", "road"), "value"), ==, 600);
  g_assert_true (json_object_get_boolean_member (find_cell (cells, "double", "road"), "derived"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "inspect", "fixture-terrain", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "march / road = 375 (derived)"));
  g_assert_nonnull (strstr (run.out, "march / open = 250\n"));
  g_assert_nonnull (strstr (run.out, "close-combat"));
  g_assert_nonnull (strstr (run.out, "double (Double time)"));
}

/* Faces of real dice: the outcome follows them, and the JSON says so. */
static void
test_resolve_dice (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *params, *roll, *outcome, *prepared;
  JsonArray *dice;

  run_tool (&run, NULL, (const char *[]) { "resolve", "fixture-terrain", "test-fire", "firer=b1", "target=b2",
                                           "range=300", "die=II", "--dice", "4", "--json", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (root, "ruleset"), ==, "fixture-terrain");
  g_assert_cmpstr (json_object_get_string_member (root, "action"), ==, "test-fire");
  params = json_object_get_object_member (root, "params");
  g_assert_cmpint (json_object_get_int_member (params, "range"), ==, 300);
  g_assert_cmpstr (json_object_get_string_member (params, "die"), ==, "II");
  prepared = json_object_get_object_member (root, "prepared");
  g_assert_true (json_object_has_member (prepared, "params"));
  g_assert_cmpstr (json_object_get_string_member (prepared, "why"), ==, "die II beyond 200 paces");

  dice = json_object_get_array_member (root, "dice");
  g_assert_cmpuint (json_array_get_length (dice), ==, 1);
  roll = json_array_get_object_element (dice, 0);
  g_assert_cmpstr (json_object_get_string_member (roll, "die"), ==, "II");
  g_assert_cmpint (json_object_get_int_member (roll, "faces"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (roll, "face"), ==, 4);
  g_assert_true (json_object_get_boolean_member (roll, "entered"));

  /* loss = face × range ÷ 100 */
  outcome = json_object_get_object_member (root, "outcome");
  g_assert_cmpint (json_object_get_int_member (outcome, "face"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (outcome, "loss"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (outcome, "summary"), ==, "b1 fires on b2: 12 lost");
  /* without a game nothing on a map changes */
  g_assert_false (json_object_has_member (outcome, "changes"));
  run_clear (&run);

  /* the plain form gives the outcome's words and the dice */
  run_tool (&run, NULL, (const char *[]) { "resolve", "fixture-terrain", "test-fire", "firer=b1", "target=b2",
                                           "range=300", "covered=true", "--dice", "5", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "b1 fires on b2: 7 lost\n"
                                "Die II shows 5; at 300 paces b2 loses 7 (halved under cover).\n"
                                "die II (6 faces): 5, entered\n");
}

/* The same seed rolls the same; the die is the one the parameters name. */
static void
test_resolve_seed (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(VtDice) twin = vt_dice_new (1824);
  JsonObject *roll;
  guint expected;

  g_assert_true (vt_dice_roll (twin, "I", 6, &expected, NULL));

  run_tool (&first, NULL, (const char *[]) { "resolve", "fixture-terrain", "test-fire", "firer=b1", "target=b2",
                                             "range=100", "--seed", "1824", "--json", NULL });
  run_tool (&second, NULL, (const char *[]) { "resolve", "fixture-terrain", "test-fire", "firer=b1", "target=b2",
                                              "range=100", "--seed", "1824", "--json", NULL });
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);

  roll = json_array_get_object_element (json_object_get_array_member (parse_object (parser, first.out), "dice"), 0);
  /* at 100 paces the fixture's prepare chooses die I */
  g_assert_cmpstr (json_object_get_string_member (roll, "die"), ==, "I");
  g_assert_cmpint (json_object_get_int_member (roll, "face"), ==, expected);
  g_assert_false (json_object_get_boolean_member (roll, "entered"));
}

static void
assert_resolve_fails (const char * const *args,
                      int                 status,
                      const char         *message)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(Run) run = { 0 };

  g_ptr_array_add (argv, "resolve");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  run_tool (&run, NULL, (const char * const *) argv->pdata);
  g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, status);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, message));
}

/* Bad parameters give a clear error and exit 1, never a crash or a guess. */
static void
test_resolve_bad_parameters (void)
{
  g_autofree char *game = data_path ("valid", "play-state.vertrauter");

  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=900", NULL },
                        1, "test-fire: range is 900; it must be from 0 to 400\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=-5", NULL },
                        1, "test-fire: range is -5; it must be from 0 to 400\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=300", "die=V", NULL },
                        1, "test-fire: die is 'V'; it must be one of I, II\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "range=300", NULL },
                        1, "test-fire: target is missing; give it as target=…\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=ten", NULL },
                        1, "test-fire: range must be a whole number; 'ten' is not one\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "bombard", "range=300", NULL },
                        1, "the ruleset fixture-terrain has no action 'bombard'; its actions are test-fire\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=300",
                                           "--dice", "3,5,2", NULL },
                        1, "3 faces were entered but the action rolled only 1 die\n");
  /* a single face too many is as wrong as several */
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=300",
                                           "--dice", "3,5", NULL },
                        1, "vertrauter-tool resolve: 2 faces were entered but the action rolled only 1 die\n");
  assert_resolve_fails ((const char *[]) { "reiswitz-1824", "demolition", "timed=false", "--dice", "2", NULL },
                        1, "vertrauter-tool resolve: 1 face was entered but the action rolled only 0 dice\n");
  assert_resolve_fails ((const char *[]) { "reiswitz-1824", "demolition", "timed=false", "--dice", "2,4", NULL },
                        1, "vertrauter-tool resolve: 2 faces were entered but the action rolled only 0 dice\n");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b2", "range=300",
                                           "--dice", "9", NULL },
                        1, "9");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "firer=b1", "target=b9",
                                           "--game", game, NULL },
                        1, "test-fire: target is 'b9', but there is no unit 'b9' in this game\n");
  assert_resolve_fails ((const char *[]) { "fixture-board", "test-fire", "--game", game, NULL },
                        1, "is played under fixture-terrain, not fixture-board");

  /* misuse of the command itself */
  assert_resolve_fails ((const char *[]) { "fixture-terrain", NULL }, 2, "give a ruleset, an action");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "range=300", "--dice", "four", NULL },
                        2, "--dice 'four' is not a list of faces");
  assert_resolve_fails ((const char *[]) { "fixture-terrain", "test-fire", "range=300", "--seed", "-1", NULL },
                        2, "--seed '-1'");
}

/* reiswitz-1812's march through the tool in a game takes the ground along
 * its line from the map, as the window's move does: XI §4 "Heavy cavalry
 * cannot pass through dense woodland", X §2 b tirailleurs stopped by
 * "2) Marshes"; going= does not overrule the map */
static const char rz12_ground_game[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"reiswitz-1812\">\n"
  "  <title>Tann und Moor</title>\n"
  "  <map kind=\"terrain\" width=\"3000\" height=\"2000\" unit=\"pace\">\n"
  "    <feature id=\"tann\" kind=\"wood-dense\" geometry=\"polygon\" name=\"Der Tann\">\n"
  "      <point x=\"500\" y=\"1000\"/><point x=\"900\" y=\"1000\"/>\n"
  "      <point x=\"900\" y=\"1400\"/><point x=\"500\" y=\"1400\"/>\n"
  "    </feature>\n"
  "    <feature id=\"moor\" kind=\"marsh\" geometry=\"polygon\" name=\"Das Moor\">\n"
  "      <point x=\"1500\" y=\"1000\"/><point x=\"1900\" y=\"1000\"/>\n"
  "      <point x=\"1900\" y=\"1400\"/><point x=\"1500\" y=\"1400\"/>\n"
  "    </feature>\n"
  "  </map>\n"
  "  <side id=\"blue\" name=\"Blue\" colour=\"#1c3fd8\"/>\n"
  "  <side id=\"green\" name=\"Green\" colour=\"#26a269\"/>\n"
  "  <unit id=\"kur\" type=\"heavy-cavalry\" side=\"blue\" name=\"Kürassiere\" strength=\"80\" formation=\"line\" "
  "x=\"700\" y=\"800\" facing=\"180\"/>\n"
  "  <unit id=\"tir\" type=\"tirailleurs\" side=\"blue\" name=\"Tirailleurs\" strength=\"32\" formation=\"dispersed\" "
  "x=\"1700\" y=\"850\" facing=\"180\"/>\n"
  "  <unit id=\"gr\" type=\"closed-infantry\" side=\"green\" name=\"Infanterie\" strength=\"150\" formation=\"line\" "
  "x=\"2800\" y=\"1800\" facing=\"0\"/>\n"
  "</game>\n";

static void
test_resolve_rz12_ground (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-rz12-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "tann.vertrauter", NULL);

  g_assert_true (g_file_set_contents (path, rz12_ground_game, -1, NULL));
  /* into Der Tann, 10 paces past its edge: refused with XI §4 */
  assert_resolve_fails ((const char *[]) { "reiswitz-1812", "march", "unit=kur", "activity=extended-trot",
                                           "to-x=700", "to-y=1010", "--game", path, NULL },
                        1, "XI §4");
  assert_resolve_fails ((const char *[]) { "reiswitz-1812", "march", "unit=kur", "activity=extended-trot",
                                           "to-x=700", "to-y=1010", "going=open", "--game", path, NULL },
                        1, "Kürassiere cannot go into Der Tann");
  /* the tirailleurs into Das Moor: X §2 b */
  assert_resolve_fails ((const char *[]) { "reiswitz-1812", "march", "unit=tir", "activity=storm-pace",
                                           "to-x=1700", "to-y=1010", "--game", path, NULL },
                        1, "X §2 b");
  /* 10 paces short of the wood the cavalry rides */
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "resolve", "reiswitz-1812", "march", "unit=kur",
                                             "activity=extended-trot", "to-x=700", "to-y=990", "--game", path, NULL });
    g_test_message ("%s%s", run.out, run.err);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "190 paces intended: within it"));
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* With --game the map fills what it can and the outcome changes its units. */
static void
test_resolve_game (void)
{
  g_autofree char *game = data_path ("valid", "play-state.vertrauter");
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *params, *change;
  JsonArray *filled, *changes;

  run_tool (&run, NULL, (const char *[]) { "resolve", "fixture-terrain", "test-fire", "firer=b1", "target=b2",
                                           "--game", game, "--dice", "3", "--json", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);

  /* I/1 and F/2 stand 300 paces apart on the map */
  params = json_object_get_object_member (root, "params");
  g_assert_cmpint (json_object_get_int_member (params, "range"), ==, 300);
  g_assert_false (json_object_get_boolean_member (params, "covered"));
  filled = json_object_get_array_member (json_object_get_object_member (root, "prepared"), "filled");
  g_assert_cmpuint (json_array_get_length (filled), ==, 3);

  /* F/2 had 402 men after the journal; it loses 3 × 300 ÷ 100 = 9 */
  changes = json_object_get_array_member (json_object_get_object_member (root, "outcome"), "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 1);
  change = json_array_get_object_element (changes, 0);
  g_assert_cmpstr (json_object_get_string_member (change, "unit"), ==, "b2");
  g_assert_cmpint (json_object_get_int_member (change, "strength"), ==, 393);
}

/* A selection of units, as the window passes it: ids separated by commas,
 * each checked against the game. */
static void
test_resolve_selection (void)
{
  g_auto(Run) run = { 0 };
  const char *demo = g_getenv ("VT_DEMO_GAME");

  /* the demo stands in Movement: capture is the umpire's to allow there (issue 7) */
  run_tool (&run, NULL, (const char *[]) { "resolve", "reiswitz-1824", "capture", "result=R",
                                           "units=r-1-1a,r-1-1b", "umpire-allows=a test of the selection",
                                           "--game", demo, "--dice", "3", NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "I/1 (1.+2. Komp.) is taken"));
  g_assert_nonnull (strstr (run.out, "I/1 (3.+4. Komp.) is taken"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "resolve", "reiswitz-1824", "capture", "result=R",
                                           "units=r-1-1a,nobody", "--game", demo, "--dice", "3", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "there is no unit 'nobody' in this game"));
}

/* The speed of the large case is measured, never asserted: the test checks
 * that bench builds the case of the design and times every step. */
static void
test_bench (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-test-bench-XXXXXX", NULL);
  g_autofree char *written = g_build_filename (folder, "large.vertrauter", NULL);
  const char *steps[] = { "save", "load", "replay", "render-full", "render-zoomed", "render-pieces", "pan-frame",
                          "reach", "export-png", "sight", "report" };
  const char *budgeted[] = { "save", "load", "replay", "render-full", "render-pieces", "pan-frame", "sight", "report" };
  JsonObject *root, *scale;
  JsonArray *measured;

  run_tool (&run, NULL, (const char *[]) { "bench", "fixture-terrain", "--runs", "1", "--json",
                                           "--write", written, NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "scales")), ==, 1);
  scale = json_array_get_object_element (json_object_get_array_member (root, "scales"), 0);
  g_assert_cmpint (json_object_get_int_member (scale, "features"), ==, 2000);
  g_assert_cmpint (json_object_get_int_member (scale, "units"), ==, 720);
  g_assert_cmpint (json_object_get_int_member (scale, "events"), ==, 5000);
  g_assert_cmpint (json_object_get_int_member (scale, "file-bytes"), >, 100000);
  g_assert_cmpfloat (json_object_get_double_member (scale, "peak-memory-mb"), >, 0);
  g_assert_true (json_object_has_member (scale, "peak-memory-pass"));
  g_assert_true (json_object_has_member (scale, "librsvg-ratio"));
  measured = json_object_get_array_member (scale, "steps");
  g_assert_cmpuint (json_array_get_length (measured), ==, G_N_ELEMENTS (steps));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      JsonObject *step = json_array_get_object_element (measured, i);

      g_assert_cmpstr (json_object_get_string_member (step, "step"), ==, steps[i]);
      g_assert_cmpfloat (json_object_get_double_member (step, "median-ms"), >, 0);
      /* every figure the design budgets says whether it kept to it */
      g_assert_true (json_object_has_member (step, "pass") ==
                     g_strv_contains (budgeted, steps[i]));
    }
  run_clear (&run);

  /* --write leaves the large case for the whole program to be timed on */
  run_tool (&run, NULL, (const char *[]) { "validate", written, NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_remove (written);
  g_rmdir (folder);

  /* a scale is a whole number */
  run_tool (&run, NULL, (const char *[]) { "bench", "fixture-terrain", "--scale", "1,0", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--scale as whole numbers from 1 to 64"));
  run_clear (&run);

  /* the large case is a map of measured terrain, not a board */
  run_tool (&run, NULL, (const char *[]) { "bench", "fixture-board", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "no ruleset on measured terrain 'fixture-board'"));
}

/* the one good ruleset the half copies are listed after: 1824's build folder */
static char *
rz24_build_dir (void)
{
  g_auto(GStrv) dirs = g_strsplit (g_getenv ("VT_RULESET_BUILD_DIRS"), G_SEARCHPATH_SEPARATOR_S, -1);

  for (guint i = 0; dirs[i] != NULL; i++)
    if (g_str_has_suffix (dirs[i], "reiswitz-1824"))
      return g_strdup (dirs[i]);
  g_assert_not_reached ();
}

/* Issue 8: a half-copied ruleset and a FIFO named like one in the search
 * path, after the good copy. Before the loader looked at the file, the tool
 * died with SIGBUS on the first half copy, or hung on the FIFO. */
static char *
make_half_copies_folder (void)
{
  g_autofree char *dir = rz24_build_dir ();
  g_autofree char *module = g_build_filename (dir, "reiswitz-1824.so", NULL);
  const gsize lengths[] = { 1024, 10 * 1024, 100 * 1024, 200 * 1024 };
  g_autofree char *contents = NULL;
  g_autofree char *fifo = NULL;
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("vt-tool-half-copies-XXXXXX", &error);
  gsize size;

  g_assert_no_error (error);
  g_file_get_contents (module, &contents, &size, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (size, >, 200 * 1024 + 1);

  for (guint i = 0; i <= G_N_ELEMENTS (lengths); i++)
    {
      gsize length = i < G_N_ELEMENTS (lengths) ? lengths[i] : size - 1;
      g_autofree char *name = g_strdup_printf ("cut-%" G_GSIZE_FORMAT ".so", length);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_file_set_contents (path, contents, (gssize) length, &error);
      g_assert_no_error (error);
    }

  fifo = g_build_filename (folder, "x.so", NULL);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  return folder;
}

static void
remove_half_copies_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

static void
test_list_half_copies (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *half = make_half_copies_folder ();
  g_autofree char *good = rz24_build_dir ();
  g_autofree char *path = g_strjoin (G_SEARCHPATH_SEPARATOR_S, good, half, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  JsonArray *plugins;
  guint refused = 0;
  /* A sanitizer build starts the tool several times slower; a hang is a
   * hang either way. */
  gint64 limit = (g_getenv ("ASAN_OPTIONS") != NULL ? 5 : 1) * G_USEC_PER_SEC;
  gint64 start = g_get_monotonic_time ();

  run_tool (&run, path, (const char *[]) { "list-rulesets", NULL });
  g_assert_cmpint (g_get_monotonic_time () - start, <, limit);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* the good copy first, then one refusal a line, each with its reason */
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 6 + 1);
  g_assert_true (g_str_has_prefix (lines[0], "reiswitz-1824 "));
  for (guint i = 1; i < 6; i++)
    {
      g_assert_nonnull (strstr (lines[i], " refused "));
      g_assert_nonnull (strstr (lines[i], "could not be opened: the file is cut short"));
      g_assert_nonnull (strstr (lines[i], "copy it again"));
    }
  g_assert_nonnull (strstr (run.out, "cut-1024.so could not be opened"));
  g_assert_nonnull (strstr (run.out, "cut-204800.so could not be opened"));
  g_assert_nonnull (strstr (lines[6], "x.so could not be opened: it is a named pipe (FIFO), not a file"));
  g_assert_cmpstr (lines[7], ==, "");
  run_clear (&run);

  run_tool (&run, path, (const char *[]) { "list-rulesets", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  plugins = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "plugins");
  for (guint i = 0; i < json_array_get_length (plugins); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (plugins, i), "status"),
                     "refused"))
      refused++;
  g_assert_cmpuint (refused, ==, 6);

  remove_half_copies_folder (half);
}

/* Issue 7: "the same unit can never stand in two roles": the attacker is
 * not its own second line, with or without a game. */
static void
test_resolve_one_role (void)
{
  g_auto(Run) bare = { 0 };
  g_auto(Run) on_map = { 0 };
  const char *demo = g_getenv ("VT_DEMO_GAME");

  run_tool (&bare, NULL, (const char *[]) { "resolve", "reiswitz-1824", "close-combat",
                                            "attacker-strength=1", "defender-strength=1",
                                            "attacker=r-1-1a", "attacker-second-line-units=r-1-1a",
                                            "--dice", "3", NULL });
  g_assert_cmpint (bare.status, !=, 0);
  g_assert_nonnull (strstr (bare.err, "r-1-1a is named in Attacker's second line units "
                                      "(attacker-second-line-units) and in Attacking units "
                                      "(attacker); a unit can stand in one role only"));

  run_tool (&on_map, NULL, (const char *[]) { "resolve", "reiswitz-1824", "infantry-fire",
                                              "firer=r-1-1a", "target=b-1-2a,r-1-1a",
                                              "--game", demo, "--dice", "3", NULL });
  g_assert_cmpint (on_map.status, !=, 0);
  g_assert_nonnull (strstr (on_map.err, "a unit can stand in one role only"));
}

/* Issue 7: "Fire offered in the movement phase": the demo stands in
 * Movement, so fire is the umpire's to allow, with his reason, which the
 * outcome's parameters keep. */
static void
test_resolve_phase (void)
{
  g_auto(Run) refused = { 0 };
  g_auto(Run) allowed = { 0 };
  const char *demo = g_getenv ("VT_DEMO_GAME");

  run_tool (&refused, NULL, (const char *[]) { "resolve", "reiswitz-1824", "infantry-fire",
                                               "firer=r-1-1a", "target=b-1-2a", "range=300",
                                               "--game", demo, "--dice", "3", NULL });
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, "Infantry fire belongs to the phase Fire of Rot, "
                                         "Fire of Blau; the game is in Movement"));

  run_tool (&allowed, NULL, (const char *[]) { "resolve", "reiswitz-1824", "infantry-fire",
                                               "firer=r-1-1a", "target=b-1-2a", "range=300",
                                               "umpire-allows=fired on the march",
                                               "--game", demo, "--dice", "3", "--json", NULL });
  g_assert_cmpstr (allowed.err, ==, "");
  g_assert_cmpint (allowed.status, ==, 0);
  g_assert_nonnull (strstr (allowed.out, "\"umpire-allows\" : \"fired on the march\""));
}

/* Issue 7: "one section mark throughout": the rulebook's sections are §,
 * in the ruleset's provenance, its tables and its actions alike. */
static void
test_one_section_mark (void)
{
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "inspect", "reiswitz-1824", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "§34"));
  g_assert_null (strstr (run.out, "¶"));
}

/* Issue 7: "counts use plural forms" and names, not ids: one pace, one
 * Zug, a single man rather than single-man. */
static void
test_resolve_words (void)
{
  g_auto(Run) road = { 0 };
  g_auto(Run) patrol = { 0 };

  run_tool (&road, NULL, (const char *[]) { "resolve", "reiswitz-1824", "road-column-check",
                                            "unit-type=single-man", "formation=column", "road=gate",
                                            "width=5", NULL });
  g_assert_cmpint (road.status, ==, 0);
  g_assert_true (g_str_has_prefix (road.out, "Single man in column (1 pace wide) fits the gate of 5 paces\n"));

  run_tool (&patrol, NULL, (const char *[]) { "resolve", "reiswitz-1824", "discovery", "found-by=patrol",
                                              "distance=100", NULL });
  g_assert_cmpint (patrol.status, ==, 0);
  g_assert_null (strstr (patrol.out, "1 Züge"));
  g_assert_nonnull (strstr (patrol.out, "1 Zug"));
}

/* messages: the umpire sees every message with its sent, due and
 * delivered times; a side only what it sent or received, and nothing of
 * what passed between the other side's units, nor that its own was
 * garbled or intercepted. */
/* terrain --publish: refused while every side has seen every change of
 * the ground (none made in play here) */
static void
test_terrain_publish (void)
{
  g_autofree char *game = data_path ("valid", "behind-the-hill.vertrauter");
  g_auto(Run) run = { 0 };

  run_tool (&run, NULL, (const char *[]) { "terrain", game, "--publish", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "every side has seen every change of the ground already"));
  run_clear (&run);
  run_tool (&run, NULL, (const char *[]) { "terrain", game, NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--publish"));
}

/* journal: the umpire's every event; a side's own account, numbered by
 * its own count, with nothing of the Ferne Reserve it never saw march */
static void
test_journal (void)
{
  g_autofree char *source = data_path ("valid", "behind-the-hill.vertrauter");
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-journal-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (folder, "hill.vertrauter", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  g_auto(Run) run = { 0 };

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (game, contents, length, NULL));
  run_tool (&run, NULL, (const char *[]) { "move", game, "far", "5600,2000", "--activity", "route-march", "--apply",
                                           NULL });
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "journal", game, "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"event\" : 2"));
  g_assert_nonnull (strstr (run.out, "\"kind\" : \"move\""));
  g_assert_nonnull (strstr (run.out, "Ferne Reserve moves 100 paces at route march"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "journal", game, "--side", "Blau", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1\tZug 1\tthe walking battalion goes behind the hill\n"
                                "2\tZug 1\tFerne Reserve moves 100 paces at route march\n");
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "journal", game, "--side", "Rot", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"number\" : 1"));
  g_assert_nonnull (strstr (run.out, "the walking battalion goes behind the hill"));
  g_assert_null (strstr (run.out, "\"number\" : 2"));
  g_assert_null (strstr (run.out, "\"event\""));
  g_assert_null (strstr (run.out, "Ferne"));
  g_assert_null (strstr (run.out, "far"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "journal", game, "--side", "Grün", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "has no side 'Grün'"));

  g_remove (game);
  g_rmdir (folder);
}

static void
test_messages (void)
{
  g_autofree char *game = data_path ("messages", "both-sides.vertrauter");
  /* the game's ids too: Red's first report is "m6", which would tell it
   * how many the others sent */
  const char *others[] = { "SECRET BLUE PLAN", "BLUE SPY WORD", "Blue column", "m2 ", "m3 ",
                           "garbled", "intercepted", "Retire at dusk", "sent-text", "m4", "m5", "m6",
                           "\"id\"" };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(Run) run = { 0 };
  JsonObject *root;
  JsonArray *messages;

  run_tool (&run, NULL, (const char *[]) { "messages", game, NULL });
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "m1  order  Red HQ → I/1  sent Zug 1 00:00, due Zug 3 00:04, "
                                     "delivered Zug 3 00:04  delivered\n    Advance on the mill\n"));
  g_assert_nonnull (strstr (run.out, "m3  intelligence (spy)  the umpire → Blue"));
  g_assert_nonnull (strstr (run.out, "SECRET BLUE PLAN"));
  g_assert_nonnull (strstr (run.out, "garbled\n    Retire at dawn"));
  g_assert_nonnull (strstr (run.out, "due Zug 3 00:04  intercepted"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "messages", game, "--side", "Red", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Advance on the mill"));
  g_assert_nonnull (strstr (run.out, "Retire at dawn"));
  g_assert_nonnull (strstr (run.out, "Blue offers a parley"));
  /* I/1's report to Red's commander, taken on the way: Red never read it */
  g_assert_nonnull (strstr (run.out, "due Zug 3 00:04  sent\n    (on its way: read when it arrives)"));
  g_assert_null (strstr (run.out, "Red is short of powder"));
  /* numbered as Red came to know them; Blue's commander by his side alone */
  g_assert_true (g_str_has_prefix (run.out, "No. 1  order  Red HQ → I/1"));
  g_assert_nonnull (strstr (run.out, "\nNo. 3  talk  Blue → Red HQ"));
  g_assert_nonnull (strstr (run.out, "\nNo. 4  report  I/1 → Red HQ"));
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_null (strstr (run.out, others[i]));
  run_clear (&run);

  /* Blue intercepted I/1's report: it reads the ends by their side, not
   * the units' names it never saw */
  run_tool (&run, NULL, (const char *[]) { "messages", game, "--side", "blue", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nNo. 3  report  Red → Red  "));
  g_assert_null (strstr (run.out, "I/1"));
  g_assert_null (strstr (run.out, "Red HQ"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "messages", game, "--side", "red", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_null (strstr (run.out, others[i]));
  root = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (root, "side"), ==, "red");
  messages = json_object_get_array_member (root, "messages");
  g_assert_cmpuint (json_array_get_length (messages), ==, 4);
  for (guint i = 0; i < json_array_get_length (messages); i++)
    {
      JsonObject *message = json_array_get_object_element (messages, i);
      JsonObject *from = json_object_get_object_member (message, "from");
      JsonObject *to = json_object_get_object_member (message, "to");

      g_assert_true (g_strcmp0 (json_object_get_string_member (from, "side"), "red") == 0 ||
                     g_strcmp0 (json_object_get_string_member (to, "side"), "red") == 0);
    }
  {
    JsonObject *first = json_array_get_object_element (messages, 0);

    g_assert_false (json_object_has_member (first, "id"));
    g_assert_cmpint (json_object_get_int_member (first, "number"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (first, "delivered"), "zug"), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (first, "due"), "time"), ==, "00:04");
  }
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "messages", game, "--side", "Green", NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "has no side 'Green'; its sides are Red (red), Blue (blue)"));
  run_clear (&run);

  run_tool (&run, NULL, (const char *[]) { "--help", NULL });
  g_assert_nonnull (strstr (run.out, "messages"));
}

/* One path: a corpus of moves and clock steps made through the tool, and
 * in-process through vt_game_move_unit_allowed as the window's drag makes
 * them (a board figure dropped on a square as the window drops it): the
 * same verdict, the same words, the same journal. An action (a gun fired)
 * goes through `resolve --game --apply` and the Actions dialog's calls. */
typedef struct {
  const char *unit;      /* NULL: the clock on one move, or the action */
  double      dx, dy;
  const char *activity;
  const char *umpire_allows;
  gboolean    allowed;
  const char *action;    /* "ACTION NAME=VALUE…" instead of a move */
  guint       square;    /* on a board: the square dropped on, not dx, dy */
} CorpusMove;

/* @words ("ACTION NAME=VALUE…") resolved and journalled in @game as the
 * Actions dialog does; the outcome, or NULL and @error */
static GVariant *
apply_corpus_action (VtGame      *game,
                     char       **words,
                     GError     **error)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GVariant) outcome = NULL;

  if ((params = vt_ruleset_parse_params (ruleset, words[0], (const char * const *) words + 1, error)) == NULL ||
      (prepared = vt_game_prepare_action (game, words[0], params, error)) == NULL ||
      (completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT)) == NULL ||
      !vt_ruleset_check_params (ruleset, words[0], completed, error) ||
      !vt_game_check_action (game, words[0], completed, error) ||
      (outcome = vt_game_resolve_action (game, words[0], completed, &dice, error)) == NULL ||
      !vt_game_apply_action (game, words[0], completed, outcome, dice, error))
    return NULL;
  return g_steal_pointer (&outcome);
}

/* A figure dropped on a board's square, as the window's select tool drops
 * it (vt-select-tool.c, finish_board_move): the ruleset's move action
 * resolved and applied; the umpire's reason added as Allow… adds it to the
 * refused drop (vt-ruling.c). A unit the ruleset moves by no action moves
 * as on measured ground, as the window's drag then moves it. */
static gboolean
drop_on_square (VtGame      *game,
                VtUnit      *unit,
                guint        number,
                const char  *umpire_allows,
                GError     **error)
{
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game)));
  const VtCell *cell = board != NULL ? vt_board_find_cell (board, number) : NULL;
  g_autofree char *action = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;

  g_assert_nonnull (cell);
  if (!vt_ruleset_get_move_action (vt_game_get_ruleset (game), game, unit, cell->number, &action, &params))
    return vt_game_move_unit_allowed (game, unit, &cell->centre, vt_unit_get_facing (unit), NULL, umpire_allows,
                                      error);
  /* dropped where it stands the window does nothing */
  g_assert_cmpuint (cell->number, !=, vt_unit_get_cell (unit));
  if (umpire_allows != NULL)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);

      g_variant_dict_insert (&dict, VT_PARAM_UMPIRE_ALLOWS, "s", umpire_allows);
      g_clear_pointer (&params, g_variant_unref);
      params = g_variant_ref_sink (g_variant_dict_end (&dict));
    }
  outcome = vt_game_resolve_action (game, action, params, &dice, error);
  if (outcome == NULL)
    return FALSE;
  g_variant_take_ref (outcome);
  return vt_game_apply_action (game, action, params, outcome, dice, error);
}

static void
check_move_parity (const char       *demo_name,
                   const CorpusMove *corpus,
                   guint             n)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", demo_name, NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-move-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (demo, vt_ruleset_registry_get_default (), &error);
  g_autoptr(VtGame) saved = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length, NULL));

  for (guint i = 0; i < n; i++)
    {
      const CorpusMove *step = &corpus[i];
      g_auto(Run) run = { 0 };
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) refused = NULL;
      g_autofree char *before = NULL, *after = NULL;
      g_autoptr(GVariant) outcome = NULL;
      g_auto(GStrv) words = NULL;
      const char *command = "move";
      gboolean done;

      if (step->action != NULL)
        {
          command = "resolve";
          words = g_strsplit (step->action, " ", -1);
          g_ptr_array_add (args, g_strdup ("resolve"));
          g_ptr_array_add (args, g_strdup (vt_ruleset_get_id (vt_game_get_ruleset (game))));
          for (guint w = 0; words[w] != NULL; w++)
            g_ptr_array_add (args, g_strdup (words[w]));
          g_ptr_array_add (args, g_strdup_printf ("--game=%s", path));
          outcome = apply_corpus_action (game, words, &refused);
          done = outcome != NULL;
        }
      else if (step->unit == NULL)
        {
          g_ptr_array_add (args, g_strdup ("clock"));
          g_ptr_array_add (args, g_strdup (path));
          done = vt_game_advance_phase (game, &refused);
        }
      else if (step->square != 0)
        {
          VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), step->unit);

          g_assert_nonnull (unit);
          g_ptr_array_add (args, g_strdup ("move"));
          g_ptr_array_add (args, g_strdup (path));
          g_ptr_array_add (args, g_strdup (step->unit));
          g_ptr_array_add (args, g_strdup_printf ("%u", step->square));
          if (step->umpire_allows != NULL)
            g_ptr_array_add (args, g_strdup_printf ("--umpire-allows=%s", step->umpire_allows));
          done = drop_on_square (game, unit, step->square, step->umpire_allows, &refused);
        }
      else
        {
          VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), step->unit);
          VtPoint to;
          char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

          g_assert_nonnull (unit);
          vt_unit_get_position (unit, &to);
          to.x += step->dx;
          to.y += step->dy;
          g_ptr_array_add (args, g_strdup ("move"));
          g_ptr_array_add (args, g_strdup (path));
          g_ptr_array_add (args, g_strdup (step->unit));
          g_ptr_array_add (args, g_strdup_printf ("%s,%s", g_ascii_dtostr (x, sizeof x, to.x),
                                                  g_ascii_dtostr (y, sizeof y, to.y)));
          if (step->activity != NULL)
            g_ptr_array_add (args, g_strdup_printf ("--activity=%s", step->activity));
          if (step->umpire_allows != NULL)
            g_ptr_array_add (args, g_strdup_printf ("--umpire-allows=%s", step->umpire_allows));
          done = vt_game_move_unit_allowed (game, unit, &to, vt_unit_get_facing (unit), step->activity,
                                            step->umpire_allows, &refused);
        }
      g_ptr_array_add (args, g_strdup ("--apply"));
      g_ptr_array_add (args, NULL);

      g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
      run_tool (&run, NULL, (const char * const *) args->pdata);
      g_test_message ("%s %s: %d %s%s", step->action != NULL ? step->action : step->unit != NULL ? step->unit : "clock",
                      done ? "moved" : "refused", run.status, run.out, run.err);
      g_assert_cmpint (done, ==, step->allowed);
      if (done && outcome != NULL)
        {
          const char *summary = NULL, *text = NULL;
          g_autofree char *printed = NULL;

          g_assert_true (g_variant_lookup (outcome, "summary", "&s", &summary));
          g_assert_true (g_variant_lookup (outcome, "text", "&s", &text));
          printed = g_strdup_printf ("%s\n%s\n%s: journalled as event %u\n", summary, text, path,
                                     vt_journal_get_head (vt_game_get_journal (game)));
          g_assert_cmpint (run.status, ==, 0);
          g_assert_cmpstr (run.out, ==, printed);
        }
      else if (done)
        {
          VtJournal *journal = vt_game_get_journal (game);
          g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
          g_autofree char *printed = g_strconcat (line, "\n", NULL);

          g_assert_cmpint (run.status, ==, 0);
          g_assert_cmpstr (run.out, ==, printed);
        }
      else
        {
          g_autofree char *said = g_strdup_printf ("vertrauter-tool %s: %s\n", command, refused->message);

          /* refused with the rule, exit 1, the file as it was */
          g_assert_cmpint (run.status, ==, 1);
          g_assert_cmpstr (run.err, ==, said);
          g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
          g_assert_cmpstr (after, ==, before);
        }
    }

  /* the file's journal is the game's, line for line */
  saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (saved)), ==,
                    vt_journal_get_head (vt_game_get_journal (game)));
  for (guint i = 0; i < vt_journal_get_head (vt_game_get_journal (game)); i++)
    {
      g_autofree char *mine = vt_event_dup_text (vt_journal_get_event (vt_game_get_journal (game), i));
      g_autofree char *theirs = vt_event_dup_text (vt_journal_get_event (vt_game_get_journal (saved), i));

      g_assert_cmpstr (mine, ==, theirs);
    }
}

static void
test_move_parity_1812 (void)
{
  static const CorpusMove corpus[] = {
    { "bl-i1", 0, 100, "quick-march", NULL, TRUE },
    /* II §5: Zug 1 is Blue's */
    { "gr-i1", 0, -100, NULL, NULL, FALSE },
    /* beyond the march of a Zug */
    { "bl-i2", 0, 5000, NULL, NULL, FALSE },
    { "bl-i2", 0, 100, "no-such-pace", NULL, FALSE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { "gr-i1", 0, -100, NULL, NULL, TRUE },
    /* the umpire allows Blue in Green's Zug, with his reason */
    { "bl-i2", 0, 100, NULL, NULL, FALSE },
    { "bl-i2", 0, 100, NULL, "the order had reached them", TRUE },
  };

  check_move_parity ("reiswitz-1812.vertrauter", corpus, G_N_ELEMENTS (corpus));
}

static void
test_move_parity_wells (void)
{
  static const CorpusMove corpus[] = {
    /* The Move 5, guns first: the men wait for the guns' part */
    { "r-inf-1", 0, 6, NULL, NULL, FALSE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { "r-inf-1", 0, 6, NULL, NULL, TRUE },
    /* Mobility: infantry a foot; half an inch more is refused with the numbers */
    { "r-inf-3", 0, 12.5, NULL, NULL, FALSE },
    { "r-inf-3", 0, 12, NULL, NULL, TRUE },
    /* what is left of the foot after six inches */
    { "r-inf-1", 0, 7, NULL, NULL, FALSE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    /* men-second: Blue's */
    { NULL, 0, 0, NULL, NULL, TRUE },
    { "r-inf-2", 0, 6, NULL, NULL, FALSE },
    { "r-inf-2", 0, 6, NULL, "a runner went astray", TRUE },
    /* Red's guns in move 2 (The Move 4: they fire from the second move) */
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    /* Mobility IV: "If a gun is in action it can either be moved or fired
     * at each move, but not both": fired, then dragged */
    { NULL, 0, 0, NULL, NULL, TRUE, "gun-fire gun=r-gun-1 shots=1" },
    { "r-gun-1", 0, 12, NULL, NULL, FALSE },
    { "r-gun-1", 0, 12, NULL, "the umpire saw no shot leave it", TRUE },
    /* "if there are at least four cavalry-men with it, they can take the
     * gun two feet" */
    { "r-gun-3", 0, 24, NULL, NULL, TRUE },
    /* men not with a moved gun still wait (The Move 5) */
    { "r-inf-3", 0, 6, NULL, NULL, FALSE },
    /* "at least four men who are with the gun must move up with it to its
     * new position, and be placed within six inches of it": twelve
     * inches leave them fourteen behind it, twenty-four bring them up */
    { "r-cav-2", 0, 12, NULL, NULL, FALSE },
    { "r-cav-2", 0, 24, NULL, NULL, TRUE },
    /* moved, then fired */
    { NULL, 0, 0, NULL, NULL, FALSE, "gun-fire gun=r-gun-3 shots=1" },
  };

  check_move_parity ("little-wars-1913.vertrauter", corpus, G_N_ELEMENTS (corpus));
}

/* The demo of 1824 is the crossing at Kunzendorf (demo.vertrauter); every
 * march is cut to 0.9 by its weather option, so route march 180 paces. */
static void
test_move_parity_1824 (void)
{
  static const CorpusMove corpus[] = {
    { "r-1-1a", 0, 150, NULL, NULL, TRUE },
    /* §4: route march 200 paces a Zug (weather 0.9: 180); 30 are left */
    { "r-1-1a", 0, 40, NULL, NULL, FALSE },
    /* §4: beyond a Zug's march */
    { "r-1-1b", 0, 800, NULL, NULL, FALSE },
    /* §4, §21: a block marches, it does not gallop */
    { "r-1-1b", 0, 100, "gallop", NULL, FALSE },
    { "r-1-1b", 0, 100, "no-such-pace", NULL, FALSE },
    /* General-Idee: the Weistritz "not fordable except at the ford" */
    { "b-s-4", 0, -180, NULL, NULL, FALSE },
    /* over the ford by the brick-works */
    { "b-p-1", -20, -150, NULL, NULL, TRUE },
    /* §4: the gallop 800 paces (720) */
    { "r-h-1", 0, 600, "gallop", NULL, TRUE },
    { "r-s-1", 0, 150, "in-action", NULL, TRUE },
    /* §27: the phases of the Zug; the fire phase is no new Zug of march */
    { NULL, 0, 0, NULL, NULL, TRUE },
    { "r-1-1a", 0, 40, NULL, NULL, FALSE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    /* Zug 2: the march anew */
    { "r-1-1a", 0, 150, NULL, NULL, TRUE },
  };

  check_move_parity ("demo.vertrauter", corpus, G_N_ELEMENTS (corpus));
}

/* War-Chess: a move is a square's number, and the figure goes by its
 * ruleset's action, as dropped on the board in the window. */
static void
test_move_parity_war_chess (void)
{
  static const CorpusMove corpus[] = {
    /* the Citadel is moved by no action: as on measured ground, where the
     * core says whose move it is (the Attacking Army moves first) */
    { "d-citadel", 0, 0, NULL, NULL, FALSE, NULL, 120 },
    /* Light Infantry 1–3 squares directly forward or obliquely: onto the ford */
    { "a-light-3", 0, 0, NULL, NULL, TRUE, NULL, 47 },
    /* "Which army moves first": then the armies move alternately */
    { "a-light-2", 0, 0, NULL, NULL, FALSE, NULL, 46 },
    /* Rules: 60 is on none of the Light Infantry's lines from 110 */
    { "d-light-1", 0, 0, NULL, NULL, FALSE, NULL, 60 },
    /* Arrangement: the line of nine is left for good; move takes 1–139 */
    { "d-light-1", 0, 0, NULL, NULL, FALSE, NULL, 201 },
    { "d-light-2", 0, 0, NULL, NULL, TRUE, NULL, 69 },
    /* Footnote A: the taker stands on the square of the piece taken */
    { "a-light-3", 0, 0, NULL, NULL, TRUE, NULL, 69 },
    /* the Attacking Army again, in the Defending Army's move: refused,
     * then allowed with the umpire's reason */
    { "a-light-1", 0, 0, NULL, NULL, FALSE, NULL, 45 },
    { "a-light-1", 0, 0, NULL, "a test of the ruling", TRUE, NULL, 45 },
  };

  check_move_parity ("war-chess-1866.vertrauter", corpus, G_N_ELEMENTS (corpus));
}

/* One path for actions: a corpus of actions resolved through the tool
 * (resolve RULESET ACTION … --game FILE --apply --dice FACES) and
 * in-process as the Actions dialog resolves them (vt-action-dialog.c):
 * the same verdict, the same words, the same journal. */
typedef struct {
  const char *action;       /* NULL: the clock on one phase */
  const char *params[6];    /* name=value as typed; umpire-allows= is the Allow box */
  const char *faces;        /* the dice thrown, typed as the faces entry takes them */
  gboolean    allowed;
} CorpusAction;

/* @value as the form's widget for @param holds it (vt-param-field.c), or
 * what the widget holds untouched when @value is NULL; NULL: no value.
 * Returns a full reference.
 * A number is a spin button: untouched, 0 within the declared bounds; a
 * value given is shown as it is, even beyond them. A choice is a drop-down
 * of the declared ones (the first until another is picked), a unit a
 * drop-down of the game's units (none until one is picked; a selection of
 * several one more row). */
static GVariant *
as_the_form_holds (VtGame              *game,
                   const VtActionParam *param,
                   GVariant            *value)
{
  double minimum = param->minimum, maximum = param->maximum;

  if (maximum <= minimum)
    {
      minimum = -1e6;
      maximum = 1e6;
    }

  switch (param->type)
    {
    case VT_PARAM_INTEGER:
    case VT_PARAM_NUMBER:
      {
        double number = MAX (minimum, MIN (0, maximum));

        if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
          number = g_variant_get_int64 (value);
        else if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
          number = g_variant_get_double (value);
        if (param->type == VT_PARAM_NUMBER)
          return g_variant_ref_sink (g_variant_new_double (number));
        /* gtk_spin_button_get_value_as_int() */
        return g_variant_ref_sink (g_variant_new_int64 (number - floor (number) < ceil (number) - number
                                                         ? floor (number) : ceil (number)));
      }

    case VT_PARAM_BOOLEAN:
      return g_variant_ref_sink (g_variant_new_boolean (value != NULL && g_variant_get_boolean (value)));

    case VT_PARAM_CHOICE:
    case VT_PARAM_DIE:
      if (param->choices != NULL)
        {
          if (value == NULL)
            return g_variant_ref_sink (g_variant_new_string (param->choices[0]));
          return g_strv_contains (param->choices, g_variant_get_string (value, NULL)) ? g_variant_ref (value) : NULL;
        }
      return value != NULL && *g_variant_get_string (value, NULL) != '\0' ? g_variant_ref (value) : NULL;

    case VT_PARAM_UNIT:
      if (value == NULL)
        return NULL;
      if (vt_scenario_find_unit (vt_game_get_state (game), g_variant_get_string (value, NULL)) != NULL ||
          strchr (g_variant_get_string (value, NULL), ',') != NULL)
        return g_variant_ref (value);
      return NULL;

    default:
      g_assert_not_reached ();
    }
}

/* What the Actions dialog resolves with: the fields the umpire filled
 * (@typed, which prepare is given: collect_given), every other field as
 * prepare filled it, else as its widget holds it untouched, an optional
 * one left out (collect_all); then the Allow box's reason. */
static GVariant *
form_params (VtGame     *game,
             const char *action_id,
             GVariant   *typed,
             const char *reason)
{
  const VtAction *action = vt_ruleset_find_action (vt_game_get_ruleset (game), action_id);
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  GVariantBuilder builder;

  g_assert_nonnull (action);
  /* a refusal here is shown on the form, which keeps what it had */
  prepared = vt_game_prepare_action (game, action_id, typed, NULL);
  if (prepared != NULL)
    {
      g_variant_take_ref (prepared);
      completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
    }

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  for (guint i = 0; i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      g_autoptr(GVariant) given = g_variant_lookup_value (typed, param->name, NULL);
      g_autoptr(GVariant) held = NULL;

      if (given == NULL && completed != NULL)
        given = g_variant_lookup_value (completed, param->name, NULL);
      /* an optional field is set only once given or filled */
      if (given == NULL && param->optional)
        continue;
      held = as_the_form_holds (game, param, given);
      if (held != NULL)
        g_variant_builder_add (&builder, "{sv}", param->name, held);
    }
  if (reason != NULL)
    g_variant_builder_add (&builder, "{sv}", VT_PARAM_UMPIRE_ALLOWS, g_variant_new_string (reason));
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/* The Actions dialog's Resolve and Apply (vt_action_dialog_resolve,
 * vt_action_dialog_apply): the faces typed entered in the game's dice,
 * vt_game_resolve_action, vt_game_apply_action. */
static GVariant *
resolve_as_the_dialog (VtGame       *game,
                       const char   *action,
                       const char  **words,
                       const char   *faces_text,
                       GVariant    **rolled,
                       GError      **error)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new ();
  g_autoptr(GVariant) typed = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  VtDice *game_dice = vt_game_get_dice (game);
  const char *reason = NULL;
  guint n_unused;

  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_has_prefix (words[i], VT_PARAM_UMPIRE_ALLOWS "="))
      reason = words[i] + strlen (VT_PARAM_UMPIRE_ALLOWS "=");
    else
      g_ptr_array_add (fields, (gpointer) words[i]);
  g_ptr_array_add (fields, NULL);
  /* the form's widgets hold values of the declared types */
  typed = vt_ruleset_parse_params (vt_game_get_ruleset (game), action, (const char * const *) fields->pdata, NULL);
  g_assert_nonnull (typed);
  params = form_params (game, action, typed, reason);

  if (faces_text != NULL)
    {
      g_assert_true (vt_dice_parse_faces (faces_text, faces, NULL));
      vt_dice_enter_faces (game_dice, (const guint *) faces->data, faces->len);
    }
  outcome = vt_game_resolve_action (game, action, params, &dice, error);
  n_unused = vt_dice_get_n_entered (game_dice);
  vt_dice_clear_entered (game_dice);
  if (outcome == NULL)
    return NULL;
  g_variant_take_ref (outcome);
  /* the corpus throws as many dice as the action rolls */
  g_assert_cmpuint (n_unused, ==, 0);
  if (dice == NULL)
    dice = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("(suub)"), NULL, 0));
  if (!vt_game_apply_action (game, action, params, outcome, dice, error))
    return NULL;
  *rolled = g_steal_pointer (&dice);
  return g_steal_pointer (&outcome);
}

/* The tool's words for @outcome (print_resolution_text), and its line
 * for the event journalled. */
static char *
resolution_words (GVariant   *outcome,
                  GVariant   *dice,
                  const char *path,
                  guint       event)
{
  GString *words = g_string_new (NULL);
  GVariantIter iter;
  const char *die, *text;
  guint32 n_faces, face;
  gboolean entered;

  if (g_variant_lookup (outcome, "summary", "&s", &text))
    g_string_append_printf (words, "%s\n", text);
  if (g_variant_lookup (outcome, "text", "&s", &text))
    g_string_append_printf (words, "%s\n", text);
  g_variant_iter_init (&iter, dice);
  while (g_variant_iter_next (&iter, "(&suub)", &die, &n_faces, &face, &entered))
    g_string_append_printf (words, entered ? "die %s (%u faces): %u, entered\n" : "die %s (%u faces): %u\n",
                            die, n_faces, face);
  g_string_append_printf (words, "%s: journalled as event %u\n", path, event);
  return g_string_free (words, FALSE);
}

/* Two dictionaries alike whatever the order of their keys (the dialog
 * gives the parameters in the order declared, prepare in its own). */
static gboolean
vardicts_equal (GVariant *mine,
                GVariant *theirs)
{
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (!g_variant_is_of_type (mine, G_VARIANT_TYPE_VARDICT) || !g_variant_is_of_type (theirs, G_VARIANT_TYPE_VARDICT))
    return g_variant_equal (mine, theirs);
  if (g_variant_n_children (mine) != g_variant_n_children (theirs))
    return FALSE;
  g_variant_iter_init (&iter, mine);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autoptr(GVariant) other = g_variant_lookup_value (theirs, key, NULL);

      if (other == NULL || !vardicts_equal (value, other))
        return FALSE;
    }
  return TRUE;
}

static void
check_action_parity (const char         *demo_name,
                     const CorpusMove   *setup,
                     guint               n_setup,
                     const CorpusAction *corpus,
                     guint               n)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", demo_name, NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-action-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.vertrauter", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (demo, vt_ruleset_registry_get_default (), &error);
  g_autoptr(VtGame) saved = NULL;
  const char *ruleset_id;

  g_assert_no_error (error);
  ruleset_id = vt_ruleset_get_id (vt_game_get_ruleset (game));

  /* the game brought to where the corpus begins, and saved */
  for (guint i = 0; i < n_setup; i++)
    {
      const CorpusMove *step = &setup[i];

      if (step->unit == NULL)
        g_assert_true (vt_game_advance_phase (game, &error));
      else
        {
          VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), step->unit);
          VtPoint to;

          g_assert_nonnull (unit);
          vt_unit_get_position (unit, &to);
          to.x += step->dx;
          to.y += step->dy;
          g_assert_true (vt_game_move_unit_allowed (game, unit, &to, vt_unit_get_facing (unit), step->activity,
                                                    step->umpire_allows, &error));
        }
      g_assert_no_error (error);
    }
  g_assert_true (vt_game_file_save (game, file, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < n; i++)
    {
      const CorpusAction *step = &corpus[i];
      g_auto(Run) run = { 0 };
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autoptr(GError) refused = NULL;
      g_autoptr(GVariant) outcome = NULL;
      g_autoptr(GVariant) dice = NULL;
      g_autofree char *before = NULL, *after = NULL, *said = NULL;
      VtJournal *journal = vt_game_get_journal (game);
      gboolean done;

      if (step->action == NULL)
        {
          g_ptr_array_add (args, "clock");
          g_ptr_array_add (args, path);
          done = vt_game_advance_phase (game, &refused);
        }
      else
        {
          g_ptr_array_add (args, "resolve");
          g_ptr_array_add (args, (gpointer) ruleset_id);
          g_ptr_array_add (args, (gpointer) step->action);
          for (guint j = 0; step->params[j] != NULL; j++)
            g_ptr_array_add (args, (gpointer) step->params[j]);
          g_ptr_array_add (args, "--game");
          g_ptr_array_add (args, path);
          if (step->faces != NULL)
            {
              g_ptr_array_add (args, "--dice");
              g_ptr_array_add (args, (gpointer) step->faces);
            }
          outcome = resolve_as_the_dialog (game, step->action, (const char **) step->params, step->faces,
                                           &dice, &refused);
          done = outcome != NULL;
        }
      g_ptr_array_add (args, "--apply");
      g_ptr_array_add (args, NULL);

      g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
      run_tool (&run, NULL, (const char * const *) args->pdata);
      g_test_message ("%s %s: %d %s%s", step->action != NULL ? step->action : "clock",
                      done ? "done" : "refused", run.status, run.out, run.err);
      if (!done)
        g_test_message ("the window: %s", refused->message);
      g_assert_cmpint (done, ==, step->allowed);
      if (done)
        {
          g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
          g_autofree char *words = step->action != NULL
                                   ? resolution_words (outcome, dice, path, vt_journal_get_head (journal))
                                   : g_strconcat (line, "\n", NULL);

          g_assert_cmpstr (run.err, ==, "");
          g_assert_cmpint (run.status, ==, 0);
          g_assert_cmpstr (run.out, ==, words);
        }
      else
        {
          said = g_strdup_printf ("vertrauter-tool %s: %s\n", step->action != NULL ? "resolve" : "clock",
                                  refused->message);
          /* refused with the rule, exit 1, the file as it was */
          g_assert_cmpint (run.status, ==, 1);
          g_assert_cmpstr (run.err, ==, said);
          g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
          g_assert_cmpstr (after, ==, before);
        }
    }

  /* the file's journal is the game's: each line, and what it was resolved
   * with, its outcome and its dice */
  saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (saved)), ==,
                    vt_journal_get_head (vt_game_get_journal (game)));
  for (guint i = 0; i < vt_journal_get_head (vt_game_get_journal (game)); i++)
    {
      VtEvent *mine = vt_journal_get_event (vt_game_get_journal (game), i);
      VtEvent *theirs = vt_journal_get_event (vt_game_get_journal (saved), i);
      g_autofree char *my_text = vt_event_dup_text (mine);
      g_autofree char *their_text = vt_event_dup_text (theirs);
      g_autofree char *my_payload = g_variant_print (vt_event_get_payload (mine), TRUE);
      g_autofree char *their_payload = g_variant_print (vt_event_get_payload (theirs), TRUE);

      g_assert_cmpstr (my_text, ==, their_text);
      if (!vardicts_equal (vt_event_get_payload (mine), vt_event_get_payload (theirs)))
        g_assert_cmpstr (my_payload, ==, their_payload);
      if (vt_event_get_dice (mine) != NULL || vt_event_get_dice (theirs) != NULL)
        {
          g_autofree char *my_dice = g_variant_print (vt_event_get_dice (mine), TRUE);
          g_autofree char *their_dice = g_variant_print (vt_event_get_dice (theirs), TRUE);

          g_assert_cmpstr (my_dice, ==, their_dice);
        }
    }
}

/* The Kunzendorf demo stands in Zug 1, Movement (§27). */
static void
test_action_parity_1824 (void)
{
  static const CorpusAction corpus[] = {
    /* §27: fire belongs to the fire phases */
    { "infantry-fire", { "firer=r-s-1", "target=b-s-1", NULL }, "3", FALSE },
    { NULL, { NULL }, NULL, TRUE },
    /* §11: the 6-pounder foot reaches 1800 paces */
    { "artillery-fire", { "firer=r-a-1", "target=b-1-2a", NULL }, "3", FALSE },
    /* a fight is between the sides */
    { "infantry-fire", { "firer=r-s-1", "target=r-s-2", NULL }, "3", FALSE },
    /* §11: infantry fire reaches 400 paces; the map measures 720 */
    { "infantry-fire", { "firer=r-s-1", "target=b-s-1", NULL }, "3", FALSE },
    /* the range the map gives changed: the umpire's ruling, with his reason */
    { "infantry-fire", { "firer=r-s-1", "target=b-s-1", "range=300", NULL }, "3", FALSE },
    { "infantry-fire", { "firer=r-s-1", "target=b-s-1", "range=300", "umpire-allows=they crept up the bank", NULL },
      "3", TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { "artillery-fire", { "firer=b-a-1", "target=r-s-1", NULL }, "3", TRUE },
    { "artillery-fire", { "firer=b-a-2", "target=r-s-3", NULL }, "5", TRUE },
    { NULL, { NULL }, NULL, TRUE },
    /* §4 (derived): infantry attacks over at most 250 paces in a Zug */
    { "close-combat", { "attacker=r-s-2", "defender=b-s-1", NULL }, "3", FALSE },
    { "capture", { "result=R", "units=b-s-1", NULL }, "3", TRUE },
    { "courier", { "from=r-1-1a", "to=r-h-1", NULL }, NULL, TRUE },
  };

  check_action_parity ("demo.vertrauter", NULL, 0, corpus, G_N_ELEMENTS (corpus));
}

/* 1812's demo: Blue's Tirailleurs 2 come up in Zug 1 (IX §10: a piece
 * that moved does not fire in that move), and Blue fires in Zug 3. */
static void
test_action_parity_1812 (void)
{
  static const CorpusMove setup[] = {
    { "bl-t2", -20, 100, "quick-march", NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
    { NULL, 0, 0, NULL, NULL, TRUE },
  };
  static const CorpusAction corpus[] = {
    { "fire", { "firer=bl-t2", "target=gr-i3", NULL }, NULL, TRUE },
    /* II §5: Zug 3 is Blue's */
    { "fire", { "firer=gr-i3", "target=bl-t2", NULL }, NULL, FALSE },
    /* X §4: Tirailleurs reach 6 distances */
    { "fire", { "firer=bl-t1", "target=gr-j1", NULL }, NULL, FALSE },
    /* a fight is between the sides */
    { "fire", { "firer=bl-t2", "target=bl-i4", NULL }, NULL, FALSE },
    /* IX §13: the attackers advance to the attack from at most 4 distances */
    { "bayonet", { "attacker=bl-t2", "defender=gr-i3", NULL }, NULL, FALSE },
    /* V §9: a battery fires only from its position marker */
    { "artillery-fire", { "firer=bl-fa1", "target=gr-i1", NULL }, NULL, FALSE },
    /* IX §6, X §4, X §7: the fire tables end at 8 distances; the map
     * measures 9, and the window no longer makes it 8 (vt-param-field.c) */
    { "fire", { "firer=bl-i1", "target=gr-i1", NULL }, NULL, FALSE },
    { "losses", { "unit=gr-i3", "marker=1/8", NULL }, NULL, TRUE },
    { "disposition", { "piece=bl-i1", "carried-out=true", NULL }, NULL, TRUE },
  };

  check_action_parity ("reiswitz-1812.vertrauter", setup, G_N_ELEMENTS (setup), corpus, G_N_ELEMENTS (corpus));
}

/* Wells's demo: Red is the First Player. */
static void
test_action_parity_wells (void)
{
  static const CorpusAction corpus[] = {
    /* The Move 4: no gun fires before the first player's second move */
    { "gun-fire", { "gun=r-gun-1", "target=b-inf-2", "killed-1=2", NULL }, NULL, FALSE },
    { "toss", { "for=first-move", NULL }, "1", TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { NULL, { NULL }, NULL, TRUE },
    { "gun-fire", { "gun=r-gun-1", "target=b-inf-2", "killed-1=2", NULL }, NULL, TRUE },
    /* The Move 4: the players move in turn, Red the First Player */
    { "gun-fire", { "gun=b-gun-1", "target=r-inf-2", "killed-1=1", NULL }, NULL, FALSE },
    /* a fight is between the sides */
    { "gun-fire", { "gun=r-gun-2", "target=r-inf-4", "killed-1=1", NULL }, NULL, FALSE },
    { "gun-fire", { "gun=r-gun-3", "target=b-cav-1", "killed-1=1", NULL }, NULL, TRUE },
    /* The Move 5: guns first, then the men, then the melees */
    { "melee", { "attackers=r-inf-1", "defenders=b-inf-1", NULL }, NULL, FALSE },
    { "gun-in-action", { "gun=r-gun-2", NULL }, NULL, TRUE },
  };

  check_action_parity ("little-wars-1913.vertrauter", NULL, 0, corpus, G_N_ELEMENTS (corpus));
}

/* War-Chess through the Actions dialog: move, legal-moves, command. */
static void
test_action_parity_war_chess (void)
{
  static const CorpusAction corpus[] = {
    { "move", { "figure=a-light-3", "to=47", NULL }, NULL, TRUE },
    { "legal-moves", { "figure=d-light-2", NULL }, NULL, TRUE },
    /* Rules: 60 is on none of the Light Infantry's lines from 112 */
    { "move", { "figure=d-light-2", "to=60", NULL }, NULL, FALSE },
    /* the armies move alternately */
    { "move", { "figure=a-light-1", "to=45", NULL }, NULL, FALSE },
    { "move", { "figure=d-light-2", "to=69", NULL }, NULL, TRUE },
    /* Footnote A: the capture */
    { "move", { "figure=a-light-3", "to=69", NULL }, NULL, TRUE },
    { "command", { "figure=a-artillery-1", NULL }, NULL, TRUE },
    /* the Defending Army's move: the Attacking Army's figure refused, then
     * allowed with the umpire's reason */
    { "move", { "figure=a-light-1", "to=45", NULL }, NULL, FALSE },
    { "move", { "figure=a-light-1", "to=45", "umpire-allows=a test of the Allow box", NULL }, NULL, TRUE },
  };

  check_action_parity ("war-chess-1866.vertrauter", NULL, 0, corpus, G_N_ELEMENTS (corpus));
}

/* II §4 B b: the lot drawn when the night screen is lifted gives the
 * first move; the file keeps it, and the moves alternate from it */
static void
test_clock_to_move (void)
{
  g_autofree char *path = copy_demo ("reiswitz-1812.vertrauter");

  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "clock", path, "--to-move=Grüne Parthei",
                                             "--reason=the lot drawn when the screen was lifted", "--apply", NULL });
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "Grüne Parthei has the move: the lot drawn when the screen was lifted\n");
  }
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "move", path, "bl-i1", "2300,1600", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "It is Grüne Parthei's move (Zug 1)"));
  }
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "move", path, "gr-i1", "2450,2000", "--apply", NULL });
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto(Run) run = { 0 };

    /* no reason, no lot */
    run_tool (&run, NULL, (const char *[]) { "clock", path, "--to-move=blue", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "give the reason"));
  }
}

/* A change of formation from the shell, as the unit's page makes it: by
 * the rulebook's word or the file's, refused in the other side's move
 * (II §5) unless the umpire gives his reason */
static void
test_formation (void)
{
  g_autofree char *path = copy_demo ("reiswitz-1812.vertrauter");
  g_autofree char *before = NULL, *after = NULL;
  struct {
    const char *args[7];
    int         status;
    const char *out, *err;
  } cases[] = {
    { { "formation", path, "gr-i1", "column", "--apply", NULL }, 1, "",
      "vertrauter-tool formation: It is Blaue Parthei's move (Zug 1): 1. Div., Infanterie 1 of Grüne Parthei waits. "
      "The umpire may allow it with his reason\n" },
    { { "formation", path, "1. Div., Infanterie 1", "Column", "--apply", NULL }, 0,
      "1. Div., Infanterie 1 forms Column\n", "" },
    { { "formation", path, "bl-i1", "column", "--apply", NULL }, 0, "1. Div., Infanterie 1 already stands in Column\n", "" },
    { { "formation", path, "gr-i1", "mass", "--umpire-allows=the drum was heard", "--apply", NULL }, 0,
      "1. Div., Infanterie 1 forms Mass (allowed by the umpire: the drum was heard)\n", "" },
    { { "formation", path, "bl-i2", "wedge", NULL }, 1, "", "has no formation 'wedge'" },
    { { "formation", path, "nobody", "line", NULL }, 1, "", "vertrauter-tool formation: " },
    { { "formation", path, "bl-i2", NULL }, 2, "", "give a game, a unit" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      g_clear_pointer (&before, g_free);
      g_clear_pointer (&after, g_free);
      g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
      run_tool (&run, NULL, cases[i].args);
      g_test_message ("%s %s: %d %s%s", cases[i].args[2], cases[i].args[3], run.status, run.out, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_true (g_str_has_prefix (run.out, cases[i].out));
      g_assert_nonnull (strstr (run.err, cases[i].err));
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      if (run.status != 0)
        g_assert_cmpstr (after, ==, before);
    }
  /* the green piece is not Blue's "1. Div., Infanterie 1": the name found the first */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

    g_assert_no_error (error);
    g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (game), "bl-i1")), ==, "column");
    g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (game), "gr-i1")), ==, "mass");
  }
}

/* 1824 §12: "players more than 1000 paces apart may only communicate via
 * the umpire"; the umpire may allow a talk with his reason, from the shell
 * as in Send Message; a reason lifts no rule that is not the moment's */
static void
test_message_allowed (void)
{
  g_autofree char *path = copy_demo ("demo.vertrauter");

  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "message", path, "send", "--kind=talk", "--from=r-1-1a", "--to=r-h-1",
                                             "--text=Halt", "--apply", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "§12: players more than 1000 paces apart"));
  }
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "message", path, "send", "--kind=talk", "--from=r-1-1a", "--to=r-h-1",
                                             "--text=Halt", "--umpire-allows=the wind carried his voice", "--apply",
                                             NULL });
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_suffix (run.out, "(allowed by the umpire: the wind carried his voice)\n"));
  }
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "message", path, "send", "--kind=talk", "--from=r-1-1a", "--to=r-1-1a",
                                             "--text=Halt", "--umpire-allows=why not", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "The sender and the addressee are the same"));
  }
}

/* Issue 25 item 10: an order from Rot's commander rides from where he is
 * (among his troops, no place being set in the demo), not "at once" from
 * nowhere; the shell reckons it as the window does */
static void
test_message_from_commander (void)
{
  g_autofree char *path = copy_demo ("demo.vertrauter");
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *payload;

  run_tool (&run, NULL, (const char *[]) { "message", path, "send", "--kind=order", "--from=red", "--to=r-1-1a",
                                           "--text=Vorwärts", "--json", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
  payload = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "payload");
  g_test_message ("%s", run.out);
  g_assert_cmpfloat (json_object_get_double_member (payload, "distance"), >, 100);
  g_assert_cmpint (json_object_get_int_member (payload, "due"), >, 1);
}

/* Issue 25 item 17: "7.5 horsemen" in an outcome. A cavalry Point is 1½
 * horsemen: the men come as the umpire writes them, whole or with a
 * common fraction, at and either side of a whole number */
static void
test_losses_in_men (void)
{
  static const struct { const char *points; const char *men; } cases[] = {
    { "points=5", "(7½ horsemen)" },
    { "points=4", "(6 horsemen)" },
    { "points=0.5", "(¾ horsemen)" },
    { "points=2.5", "(3¾ horsemen)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_tool (&run, NULL, (const char *[]) { "resolve", "reiswitz-1824", "book-losses", "unit=x", "arm=cavalry",
                                               cases[i].points, NULL });
      g_test_message ("%s: %s", cases[i].points, run.out);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, cases[i].men));
    }
}

/* The ruleset's options from the shell, as the Rule Tables window sets
 * them: II §1's players, 2 to 10 in even numbers */
static void
test_option (void)
{
  g_autofree char *path = copy_demo ("reiswitz-1812.vertrauter");
  struct {
    const char *args[6];
    int         status;
    const char *out, *err;
  } cases[] = {
    { { "option", path, "players", "3", "--apply", NULL }, 1, "",
      "vertrauter-tool option: option: players is '3'; it must be one of 2, 4, 6, 8, 10\n" },
    /* the demo's four (its set-up), then six */
    { { "option", path, "players", "4", NULL }, 0, "Players is already so\n", "" },
    { { "option", path, "players", "6", "--apply", NULL }, 0,
      "Option Players: 6: three a side, one a division (II §2–3)\n", "" },
    { { "option", path, "cavalry-breaks-squares", "maybe", NULL }, 1, "", "must be true or false" },
    { { "option", path, "cavalry-breaks-squares", "yes", "--apply", NULL }, 0,
      "Option Cavalry breaks into squares: yes\n", "" },
    { { "option", path, "players", "--apply", NULL }, 0, "Option Players: as the ruleset sets it\n", "" },
    { { "option", path, "no-such", "1", NULL }, 1, "", "reiswitz-1812 has no option 'no-such'" },
    { { "option", path, NULL }, 2, "", "give a game, an option" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_tool (&run, NULL, cases[i].args);
      g_test_message ("%s: %d %s%s", cases[i].args[2], run.status, run.out, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, cases[i].out);
      g_assert_nonnull (strstr (run.err, cases[i].err));
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

    g_assert_no_error (error);
    g_assert_null (vt_scenario_get_option (vt_game_get_state (game), "players"));
    g_assert_true (g_variant_get_boolean (vt_scenario_get_option (vt_game_get_state (game), "cavalry-breaks-squares")));
  }
}

static void
test_move_usage (void)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "reiswitz-1812.vertrauter", NULL);
  struct {
    const char *args[6];
    int         status;
    const char *says;
  } cases[] = {
    { { "move", demo, "bl-i1", NULL }, 2, "give a game, a unit" },
    { { "move", demo, "nobody", "1,2", NULL }, 1, "has no unit 'nobody'" },
    { { "move", demo, "bl-i1", "north", NULL }, 2, "'north' is not a place" },
    { { "move", demo, "bl-i1", "1,2", "--umpire-allows= ", NULL }, 2, "needs the umpire's reason" },
    { { "clock", demo, "--moves=0", NULL }, 2, "not a whole number from 1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_tool (&run, NULL, cases[i].args);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].says));
    }
}

/* A demo with its units replaced by @units (lines of <unit/>): the file's
 * text, and the line the first of them stands on. */
static char *
demo_with_units (const char *demo_name,
                 const char *units,
                 guint      *first_line)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", demo_name, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GString *text = g_string_new (NULL);
  gboolean placed = FALSE;

  g_assert_true (g_file_get_contents (demo, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (strstr (lines[i], "<unit ") == NULL)
        {
          g_string_append_printf (text, "%s%s", lines[i], lines[i + 1] != NULL ? "\n" : "");
          continue;
        }
      if (placed)
        continue;
      *first_line = i + 1;
      g_string_append (text, units);
      placed = TRUE;
    }
  return g_string_free (text, FALSE);
}

static void
add_pieces (GString    *units,
            const char *side,
            const char *type,
            guint       n)
{
  static guint serial;

  for (guint i = 0; i < n; i++, serial++)
    /* all on the open ground where the demo's first battalion stands */
    g_string_append_printf (units, "  <unit id=\"u%u\" type=\"%s\" side=\"%s\" strength=\"1\" x=\"2300\" "
                            "y=\"1500\" facing=\"0\"/>\n", serial, type, side);
}

/* validate with @units in place of the demo's: exit and output */
static void
validate_units (Run        *run,
                const char *demo_name,
                const char *units,
                guint      *first_line)
{
  g_autofree char *text = demo_with_units (demo_name, units, first_line);
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-forces-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "forces.vertrauter", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run_tool (run, NULL, (const char *[]) { "validate", path, NULL });
  g_test_message ("%s%s", run->out, run->err);
}

/* IV §16–18: 180 troop pieces a side, and the set's count of each arm */
static void
test_validate_forces_1812 (void)
{
  static const struct { const char *type; guint pieces; } set[] = {
    { "closed-infantry", 48 }, { "tirailleurs", 36 }, { "jaegers", 18 }, { "foot-artillery", 10 },
    { "heavy-artillery", 3 }, { "pontoniers", 4 }, { "heavy-cavalry", 12 }, { "light-cavalry", 24 },
    { "flankers", 9 }, { "horse-artillery", 6 }, { "train", 10 },
  };
  guint first = 0;

  /* the whole set, 180 pieces, and blanks beside it (lots, no troops) */
  {
    g_autoptr(GString) units = g_string_new (NULL);
    g_auto(Run) run = { 0 };

    for (guint i = 0; i < G_N_ELEMENTS (set); i++)
      add_pieces (units, "blue", set[i].type, set[i].pieces);
    add_pieces (units, "blue", "blank", 20);
    add_pieces (units, "green", "closed-infantry", 1);
    validate_units (&run, "reiswitz-1812.vertrauter", units->str, &first);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "forces.vertrauter: valid"));
  }
  /* one more, a pioneer piece §17 does not count: 181, at its line */
  {
    g_autoptr(GString) units = g_string_new (NULL);
    g_auto(Run) run = { 0 };
    g_autofree char *at = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (set); i++)
      add_pieces (units, "blue", set[i].type, set[i].pieces);
    add_pieces (units, "blue", "pioneers", 1);
    validate_units (&run, "reiswitz-1812.vertrauter", units->str, &first);
    g_assert_cmpint (run.status, ==, 1);
    at = g_strdup_printf ("forces.vertrauter:%u: Blaue Parthei has 181 troop pieces; IV §16, §18: at most 180 a side",
                          first + 180);
    g_assert_nonnull (strstr (run.out, at));
  }
  /* 49 of closed infantry where §17 gives 48: below, at and above */
  for (guint n = 47; n <= 49; n++)
    {
      g_autoptr(GString) units = g_string_new (NULL);
      g_auto(Run) run = { 0 };

      add_pieces (units, "blue", "closed-infantry", n);
      validate_units (&run, "reiswitz-1812.vertrauter", units->str, &first);
      g_assert_cmpint (run.status, ==, n > 48 ? 1 : 0);
      if (n > 48)
        {
          g_autofree char *at = g_strdup_printf ("forces.vertrauter:%u: Blaue Parthei has 49 pieces of Closed "
                                                 "infantry; IV §17 gives a side 48", first + 48);

          g_assert_nonnull (strstr (run.out, at));
        }
    }
}

/* A file whose journal has a side move in the other's Zug, with no reason
 * of the umpire's (written by hand, or before turns were kept): it still
 * opens as it was played, and validate tells the event at its line. */
static void
test_validate_out_of_turn (void)
{
  g_autofree char *path = copy_demo ("reiswitz-1812.vertrauter");
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;
  const char *steps[][8] = {
    { "move", path, "bl-i1", "2300,1600", "--apply", NULL },
    { "clock", path, "--apply", NULL },
    { "move", path, "bl-i2", "2350,1600", "--umpire-allows=XYZ", "--apply", NULL },
  };
  g_auto(Run) run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_auto(Run) step = { 0 };

      run_tool (&step, NULL, steps[i]);
      g_assert_cmpint (step.status, ==, 0);
    }
  /* with the reason the file is as played */
  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_assert_null (strstr (run.out, "warning"));
  run_clear (&run);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  text = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (text, "'umpire-allows': &lt;'XYZ'&gt;, ", "", 0), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_test_message ("%s%s", run.out, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, ": event 3: Zug 2 was Grüne Parthei's move: 1. Div., Infanterie 2 of Blaue "
                            "Parthei acted in it, and no reason of the umpire's is given (warning)"));
}

/* "Composition of the Game of Battle": five Infantry of the Line an army */
static void
test_validate_forces_war_chess (void)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "war-chess-1866.vertrauter", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-forces-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "forces.vertrauter", NULL);
  g_autoptr(GString) text = NULL;
  g_autofree char *at = NULL;
  g_auto(Run) run = { 0 };
  const char *last;
  guint line = 1;

  g_assert_true (g_file_get_contents (demo, &contents, NULL, NULL));
  text = g_string_new (contents);
  last = g_strrstr (text->str, "<unit ");
  last = strchr (last, '\n') + 1;
  for (const char *c = text->str; c < last; c++)
    line += *c == '\n';
  g_string_insert (text, last - text->str,
                   "  <unit id=\"a-line-6\" type=\"infantry-of-the-line\" side=\"attacking\" strength=\"1\" "
                   "formation=\"standing\" cell=\"70\"/>\n");
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  run_tool (&run, NULL, (const char *[]) { "validate", path, NULL });
  g_test_message ("%s%s", run.out, run.err);
  g_assert_cmpint (run.status, ==, 1);
  at = g_strdup_printf ("forces.vertrauter:%u: the Attacking Army has 6 of Infantry of the Line; the Composition "
                        "of the Game of Battle gives it 5", line);
  g_assert_nonnull (strstr (run.out, at));
}

/* Varieties of the Battle-Game: "if it is fought with less than 50 a
 * side, the minimum must be 10 a side" */
static void
test_validate_forces_wells (void)
{
  for (guint men = 9; men <= 11; men++)
    {
      g_autoptr(GString) units = g_string_new (NULL);
      g_auto(Run) run = { 0 };
      guint first = 0;

      g_string_append_printf (units, "  <unit id=\"r1\" type=\"infantry\" side=\"red\" strength=\"%u\" x=\"30\" "
                              "y=\"6\" facing=\"180\"/>\n", men - 2);
      g_string_append (units, "  <unit id=\"r2\" type=\"cavalry\" side=\"red\" strength=\"2\" x=\"60\" y=\"6\" facing=\"180\"/>\n");
      g_string_append (units, "  <unit id=\"rg\" type=\"field-gun\" side=\"red\" strength=\"1\" x=\"90\" y=\"6\" facing=\"180\"/>\n");
      g_string_append (units, "  <unit id=\"b1\" type=\"infantry\" side=\"blue\" strength=\"20\" x=\"30\" y=\"106\" facing=\"0\"/>\n");
      validate_units (&run, "little-wars-1913.vertrauter", units->str, &first);
      g_assert_cmpint (run.status, ==, men < 10 ? 1 : 0);
      if (men < 10)
        g_assert_nonnull (strstr (run.out, ":87: Red has 9 men; under 50 a side the minimum is 10"));
    }
}

static void
test_resolve_apply (void)
{
  g_autofree char *demo = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "war-chess-1866.vertrauter", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-tool-apply-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.vertrauter", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *unchanged = NULL;
  g_autofree char *after = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length, NULL));

  /* without --apply nothing is saved, as before */
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=a-light-1", "to=45",
                                             "--game", path, NULL });
    g_assert_cmpint (run.status, ==, 0);
    g_assert_null (strstr (run.out, "journalled"));
    g_assert_true (g_file_get_contents (path, &unchanged, NULL, NULL));
    g_assert_cmpstr (unchanged, ==, contents);
  }

  /* the Attacking Army's move, then the Defending Army's */
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=a-light-1", "to=45",
                                             "--game", path, "--apply", NULL });
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "the Light Infantry of the Attacking Army moves from 30 to 45"));
    g_assert_nonnull (strstr (run.out, "game.vertrauter: journalled as event 1"));
  }
  {
    g_auto(Run) run = { 0 };

    /* the same army again: refused with the rule, the file as it was */
    g_clear_pointer (&unchanged, g_free);
    g_assert_true (g_file_get_contents (path, &unchanged, NULL, NULL));
    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=a-light-2", "to=46",
                                             "--game", path, "--apply", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "it is the move of the Defending Army"));
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, unchanged);
  }
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=d-light-1", "to=95",
                                             "--game", path, "--apply", NULL });
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "journalled as event 2"));
  }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
    VtJournal *journal;

    g_assert_no_error (error);
    journal = vt_game_get_journal (game);
    g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
    g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, 0)), ==,
                     "the Light Infantry of the Attacking Army moves from 30 to 45");
    g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "a-light-1")), ==, 45);
    g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "d-light-1")), ==, 95);
  }

  /* a file open in a window (its lock held) is not written behind its back */
  {
    g_auto(Run) run = { 0 };
    g_autoptr(GError) error = NULL;
    g_autoptr(VtFileLock) lock = vt_file_lock_acquire (path, &error);

    g_assert_no_error (error);
    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=a-light-1", "to=60",
                                             "--game", path, "--apply", NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "is open in another Vertrauter"));
  }

  /* --apply needs the game to journal into */
  {
    g_auto(Run) run = { 0 };

    run_tool (&run, NULL, (const char *[]) { "resolve", "war-chess-1866", "move", "figure=a-light-1", "to=45",
                                             "--apply", NULL });
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--game FILE"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/tool/list-rulesets", test_list_rulesets);
  g_test_add_func ("/vt/tool/list-rulesets/refused", test_list_refused);
  g_test_add_func ("/vt/tool/list-rulesets/none", test_list_none);
  g_test_add_func ("/vt/tool/inspect", test_inspect);
  g_test_add_func ("/vt/tool/validate/valid", test_validate_valid);
  g_test_add_func ("/vt/tool/validate/invalid", test_validate_invalid);
  g_test_add_func ("/vt/tool/validate/translated", test_validate_translated);
  g_test_add_func ("/vt/tool/validate/mixed", test_validate_mixed);
  g_test_add_func ("/vt/tool/validate/geometry", test_validate_geometry);
  g_test_add_func ("/vt/tool/validate/missing-underlay", test_validate_missing_underlay);
  g_test_add_func ("/vt/tool/validate/underlay-beside", test_validate_underlay_beside);
  g_test_add_func ("/vt/tool/message/from-commander", test_message_from_commander);
  g_test_add_func ("/vt/tool/resolve/losses-in-men", test_losses_in_men);
  g_test_add_func ("/vt/tool/import-osm", test_import_osm);
  g_test_add_func ("/vt/tool/import-osm/options", test_import_osm_options);
  g_test_add_func ("/vt/tool/import-osm/into", test_import_osm_into);
  g_test_add_func ("/vt/tool/import-osm/into-corners", test_import_osm_into_corners);
  g_test_add_func ("/vt/tool/render", test_render);
  g_test_add_func ("/vt/tool/render-side-holds-no-trace", test_render_side_holds_no_trace);
  g_test_add_func ("/vt/tool/report", test_report);
  g_test_add_func ("/vt/tool/ledger-csv", test_ledger_csv);
  g_test_add_func ("/vt/tool/cannot-freeze", test_cannot_freeze);
  g_test_add_func ("/vt/tool/usage", test_usage);
  g_test_add_func ("/vt/tool/inspect/play", test_inspect_play);
  g_test_add_func ("/vt/tool/resolve/dice", test_resolve_dice);
  g_test_add_func ("/vt/tool/resolve/seed", test_resolve_seed);
  g_test_add_func ("/vt/tool/resolve/bad-parameters", test_resolve_bad_parameters);
  g_test_add_func ("/vt/tool/resolve/game", test_resolve_game);
  g_test_add_func ("/vt/tool/resolve/rz12-ground-from-the-map", test_resolve_rz12_ground);
  g_test_add_func ("/vt/tool/resolve/selection", test_resolve_selection);
  g_test_add_func ("/vt/tool/resolve/one-role", test_resolve_one_role);
  g_test_add_func ("/vt/tool/resolve/phase", test_resolve_phase);
  g_test_add_func ("/vt/tool/inspect/one-section-mark", test_one_section_mark);
  g_test_add_func ("/vt/tool/resolve/words", test_resolve_words);
  g_test_add_func ("/vt/tool/bench", test_bench);
  g_test_add_func ("/vt/tool/resolve/apply", test_resolve_apply);
  g_test_add_func ("/vt/tool/move/parity-1812", test_move_parity_1812);
  g_test_add_func ("/vt/tool/move/parity-wells", test_move_parity_wells);
  g_test_add_func ("/vt/tool/move/parity-1824", test_move_parity_1824);
  g_test_add_func ("/vt/tool/move/parity-war-chess", test_move_parity_war_chess);
  g_test_add_func ("/vt/tool/action/parity-1824", test_action_parity_1824);
  g_test_add_func ("/vt/tool/action/parity-1812", test_action_parity_1812);
  g_test_add_func ("/vt/tool/action/parity-wells", test_action_parity_wells);
  g_test_add_func ("/vt/tool/action/parity-war-chess", test_action_parity_war_chess);
  g_test_add_func ("/vt/tool/move/usage", test_move_usage);
  g_test_add_func ("/vt/tool/clock/to-move", test_clock_to_move);
  g_test_add_func ("/vt/tool/formation", test_formation);
  g_test_add_func ("/vt/tool/option", test_option);
  g_test_add_func ("/vt/tool/message/allowed", test_message_allowed);
  g_test_add_func ("/vt/tool/validate/forces-1812", test_validate_forces_1812);
  g_test_add_func ("/vt/tool/validate/forces-wells", test_validate_forces_wells);
  g_test_add_func ("/vt/tool/validate/forces-war-chess", test_validate_forces_war_chess);
  g_test_add_func ("/vt/tool/validate/out-of-turn", test_validate_out_of_turn);
  g_test_add_func ("/vt/tool/messages", test_messages);
  g_test_add_func ("/vt/tool/journal", test_journal);
  g_test_add_func ("/vt/tool/terrain-publish", test_terrain_publish);

  g_test_add_func ("/vt/tool/list-rulesets/half-copies", test_list_half_copies);

  return g_test_run ();
}
