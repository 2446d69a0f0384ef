/* test-schema.c: the RELAX NG schema describes the files Vertrauter reads and writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-schema"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#include <vertrauter.h>

/* Schema complaints go into the test log, not to stderr. */
static void
on_schema_error (void        *user_data,
                 xmlErrorPtr  error)
{
  GString *messages = user_data;

  g_string_append_printf (messages, "line %d: %s", error->line,
                          error->message != NULL ? error->message : "(no message)\n");
}

/* The parser hands its own context to the handler. */
static void
on_parse_error (void        *user_data,
                xmlErrorPtr  error)
{
  xmlParserCtxtPtr parser = user_data;

  on_schema_error (parser->_private, error);
}

static xmlRelaxNGPtr
load_schema (void)
{
  const char *path = g_getenv ("VT_SCHEMA");
  g_autoptr(GString) messages = g_string_new (NULL);
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;

  g_assert_nonnull (path);
  parser = xmlRelaxNGNewParserCtxt (path);
  xmlRelaxNGSetParserStructuredErrors (parser, on_schema_error, messages);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);

  if (schema == NULL)
    g_error ("the schema %s does not compile:\n%s", path, messages->str);
  return schema;
}

/* Returns the schema's complaints, or NULL when the document is valid. */
static char *
validate_memory (const char *data,
                 gsize       size,
                 const char *name)
{
  xmlRelaxNGPtr schema = load_schema ();
  g_autoptr(GString) messages = g_string_new (NULL);
  xmlRelaxNGValidCtxtPtr validator;
  xmlParserCtxtPtr parser;
  xmlDocPtr document;
  int result;

  parser = xmlNewParserCtxt ();
  parser->sax->serror = on_parse_error;
  parser->_private = messages;
  document = xmlCtxtReadMemory (parser, data, (int) size, name, NULL, XML_PARSE_NONET);
  xmlFreeParserCtxt (parser);
  g_assert_nonnull (document);

  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, on_schema_error, messages);
  result = xmlRelaxNGValidateDoc (validator, document);
  xmlRelaxNGFreeValidCtxt (validator);
  xmlFreeDoc (document);
  xmlRelaxNGFree (schema);

  g_assert_cmpint (result, >=, 0);
  if (result == 0)
    return NULL;
  return messages->len > 0 ? g_strdup (messages->str) : g_strdup ("invalid");
}

static char *
validate_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize size;

  g_file_get_contents (path, &text, &size, &error);
  g_assert_no_error (error);
  return validate_memory (text, size, path);
}

static void
test_valid_files (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "valid", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *entry;
  guint n_files = 0;

  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *complaints = NULL;

      if (!g_str_has_suffix (entry, ".vertrauter"))
        continue;

      path = g_build_filename (folder, entry, NULL);
      complaints = validate_file (path);
      if (complaints != NULL)
        g_error ("%s does not match the schema:\n%s", entry, complaints);
      n_files++;
    }

  g_assert_cmpuint (n_files, >=, 3);
}

/* The files that ship or drive the window tests follow the schema too. */
static void
test_shipped_files (void)
{
  const char *demo = g_getenv ("VT_DEMO_GAME");
  const char *ui_files[] = { "window.vertrauter" };
  g_autofree char *complaints = NULL;

  g_assert_nonnull (demo);
  complaints = validate_file (demo);
  if (complaints != NULL)
    g_error ("%s does not match the schema:\n%s", demo, complaints);

  for (guint i = 0; i < G_N_ELEMENTS (ui_files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ui", ui_files[i], NULL);
      g_autofree char *found = validate_file (path);

      if (found != NULL)
        g_error ("%s does not match the schema:\n%s", ui_files[i], found);
    }
}

/* The schema refuses what the reader refuses for its form alone. */
static void
test_invalid_files (void)
{
  static const char * const names[] = {
    "wrong-namespace", "wrong-version", "unknown-element", "unknown-attribute",
    "negative-strength", "bad-number", "infinite-facing", "bad-colour", "missing-map",
    "bad-start-time", "empty-unit-id", "too-many-rolls",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *entry = g_strconcat (names[i], ".vertrauter", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid", entry, NULL);
      g_autofree char *complaints = validate_file (path);

      g_test_message ("%s: %s", entry, complaints != NULL ? complaints : "valid");
      g_assert_nonnull (complaints);
    }
}

/* What Vertrauter writes, it describes: a game saved with a journal, an
 * undone tail, rolls and changes of every kind. */
static void
test_saved_game (void)
{
  static const char * const names[] = {
    "terrain-scenario.vertrauter", "board-scenario.vertrauter", "game-with-journal.vertrauter",
  };
  VtRulesetRegistry *registry = vt_ruleset_registry_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", names[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) game = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *complaints = NULL;

      game = vt_game_file_load_path (path, registry, &error);
      g_assert_no_error (error);

      if (vt_map_get_kind (vt_scenario_get_map (vt_game_get_scenario (game))) == VT_MAP_KIND_BOARD)
        {
          g_autoptr(VtEvent) move = NULL;
          g_autoptr(GVariant) changes = NULL;
          GVariantDict change;

          g_variant_dict_init (&change, NULL);
          g_variant_dict_insert (&change, "unit", "s", "s1");
          g_variant_dict_insert (&change, "cell", "u", 7);
          changes = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE_VARDICT,
                                        (GVariant *[]) { g_variant_dict_end (&change) }, 1));
          move = vt_event_new (VT_EVENT_MOVE, 1, "to the ford", NULL, NULL, changes);
          g_assert_true (vt_game_append (game, move, &error));
          g_assert_no_error (error);
        }
      else
        {
          g_autoptr(VtEvent) clock = vt_event_new_clock (1, 1, NULL);

          g_assert_true (vt_game_append (game, clock, &error));
          g_assert_no_error (error);
        }

      bytes = vt_game_file_to_bytes (game);
      complaints = validate_memory (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                    "saved.vertrauter");
      if (complaints != NULL)
        g_error ("a saved %s does not match the schema:\n%s\n%s", names[i], complaints,
                 (const char *) g_bytes_get_data (bytes, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/schema/valid-files", test_valid_files);
  g_test_add_func ("/vt/schema/shipped-files", test_shipped_files);
  g_test_add_func ("/vt/schema/invalid-files", test_invalid_files);
  g_test_add_func ("/vt/schema/saved-game", test_saved_game);

  return g_test_run ();
}
