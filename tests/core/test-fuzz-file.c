/* test-fuzz-file.c: damaged .vertrauter files are refused with file and line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-fuzz-file"

#include "config.h"

#include <string.h>

#include <vertrauter.h>

/* A fixed seed: the same damaged files on every run, so a failure can be
 * replayed. The files are the valid samples the rest of the tests load. */
#define FUZZ_SEED        1824
#define FUZZ_ITERATIONS  4000
#define DISPLAY_NAME     "damaged.vertrauter"

static const char * const valid_files[] = {
  "terrain-scenario.vertrauter",
  "board-scenario.vertrauter",
  "game-with-journal.vertrauter",
  "play-state.vertrauter",
};

/* What a hand edit or a bad disk puts where a value belongs. */
static const char * const odd_values[] = {
  "", "-1", "-0", "0", "NaN", "inf", "-inf", "1e308", "-1e308", "1e309", "1e-320",
  "4294967295", "4294967296", "18446744073709551616", "-9223372036854775808",
  "0x10", " 1", "1 ", "+1", "1e", ".", "-", "true", "'x'", "{}", "#zzzzzz",
  "\xc3\x28", "\xed\xa0\x80", "&#1;", "&#xFFFE;", "&amp;", "&lt;x&gt;",
};

/* The few of them every value of every sample is replaced with in turn. */
static const char * const sweep_values[] = {
  "", "-1", "NaN", "1e309", "4294967296", "0x10", " 1", "\xc3\x28", "&#1;", "'x'",
};

typedef struct {
  GRand     *rand;
  GPtrArray *samples;   /* GBytes */
  GPtrArray *values;    /* attribute values seen in the samples */
} Fuzzer;

static guint
pick (Fuzzer *fuzzer,
      guint   n)
{
  return n == 0 ? 0 : (guint) g_rand_int_range (fuzzer->rand, 0, (gint32) n);
}

/* Where each line starts, and one past the end. */
static GArray *
line_starts (GString *text)
{
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize zero = 0;

  g_array_append_val (starts, zero);
  for (gsize i = 0; i < text->len; i++)
    if (text->str[i] == '\n')
      {
        gsize next = i + 1;

        g_array_append_val (starts, next);
      }
  g_array_append_val (starts, text->len);
  return starts;
}

/* Where each attribute value starts and how long it is. */
static GArray *
value_spans (GString *text)
{
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (gsize) * 2);

  for (gsize i = 0; i + 1 < text->len; i++)
    if (text->str[i] == '=' && text->str[i + 1] == '"')
      {
        gsize end = i + 2;

        while (end < text->len && text->str[end] != '"')
          end++;
        if (end < text->len)
          {
            gsize span[2] = { i + 2, end - (i + 2) };

            g_array_append_val (spans, span);
          }
        i = end;
      }
  return spans;
}

static void
replace_value (Fuzzer     *fuzzer,
               GString    *text,
               const char *with)
{
  g_autoptr(GArray) spans = value_spans (text);
  gsize *span;

  if (spans->len == 0)
    return;
  span = &g_array_index (spans, gsize, 2 * pick (fuzzer, spans->len));
  g_string_erase (text, span[0], span[1]);
  g_string_insert (text, span[0], with);
}

static void
mutate (Fuzzer  *fuzzer,
        GString *text)
{
  switch (pick (fuzzer, 10))
    {
    case 0: /* a flipped bit */
      if (text->len > 0)
        text->str[pick (fuzzer, text->len)] ^= (char) (1 << pick (fuzzer, 8));
      break;

    case 1: /* a byte too many, NUL and invalid UTF-8 among them */
      {
        char byte = (char) pick (fuzzer, 256);

        g_string_insert_len (text, pick (fuzzer, text->len + 1), &byte, 1);
      }
      break;

    case 2: /* a few bytes lost */
      if (text->len > 0)
        {
          gsize at = pick (fuzzer, text->len);
          gsize n = 1 + pick (fuzzer, 40);

          g_string_erase (text, at, MIN (n, text->len - at));
        }
      break;

    case 3: /* a line twice, or lost */
    case 4:
      {
        g_autoptr(GArray) starts = line_starts (text);
        guint line = pick (fuzzer, starts->len - 1);
        gsize from = g_array_index (starts, gsize, line);
        gsize to = g_array_index (starts, gsize, line + 1);

        if (g_rand_boolean (fuzzer->rand))
          {
            g_autofree char *copy = g_strndup (text->str + from, to - from);

            g_string_insert (text, g_array_index (starts, gsize, pick (fuzzer, starts->len)), copy);
          }
        else
          g_string_erase (text, from, to - from);
      }
      break;

    case 5: /* two values swapped between elements */
      {
        g_autoptr(GArray) spans = value_spans (text);
        guint a, b;
        gsize first[2], second[2];
        g_autofree char *first_value = NULL;
        g_autofree char *second_value = NULL;

        if (spans->len < 2)
          break;
        a = pick (fuzzer, spans->len);
        b = pick (fuzzer, spans->len);
        if (a == b)
          break;
        memcpy (first, &g_array_index (spans, gsize, 2 * MIN (a, b)), sizeof first);
        memcpy (second, &g_array_index (spans, gsize, 2 * MAX (a, b)), sizeof second);
        first_value = g_strndup (text->str + first[0], first[1]);
        second_value = g_strndup (text->str + second[0], second[1]);
        g_string_erase (text, second[0], second[1]);
        g_string_insert (text, second[0], first_value);
        g_string_erase (text, first[0], first[1]);
        g_string_insert (text, first[0], second_value);
      }
      break;

    case 6: /* an odd number or an empty value */
      replace_value (fuzzer, text, odd_values[pick (fuzzer, G_N_ELEMENTS (odd_values))]);
      break;

    case 7: /* a value that belongs elsewhere: an id, a kind, a formation */
      replace_value (fuzzer, text, g_ptr_array_index (fuzzer->values,
                                                      pick (fuzzer, fuzzer->values->len)));
      break;

    case 8: /* a long name */
      {
        g_autofree char *name = g_strnfill (200 + pick (fuzzer, 5000), 'w');

        replace_value (fuzzer, text, name);
      }
      break;

    case 9: /* elements nested deep */
      {
        static const char * const names[] = { "unit", "game", "condition", "event" };
        const char *name = names[pick (fuzzer, G_N_ELEMENTS (names))];
        guint depth = 20 + pick (fuzzer, 400);
        g_autoptr(GString) nest = g_string_new (NULL);

        for (guint i = 0; i < depth; i++)
          g_string_append_printf (nest, "<%s>", name);
        for (guint i = 0; i < depth; i++)
          g_string_append_printf (nest, "</%s>", name);
        g_string_insert (text, pick (fuzzer, text->len + 1), nest->str);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static guint
count_lines (const char *data,
             gsize       size)
{
  guint n = 1;

  for (gsize i = 0; i < size; i++)
    if (data[i] == '\n' || (data[i] == '\r' && (i + 1 == size || data[i + 1] != '\n')))
      n++;
  return n;
}

/* "damaged.vertrauter:LINE: what", LINE a line of the file (or the one
 * after its end, where a truncated file is found out). */
static void
assert_located (const GError *error,
                const char   *data,
                gsize         size)
{
  const char *rest = error->message + strlen (DISPLAY_NAME);
  g_autofree char *line_text = NULL;
  guint64 line;
  const char *colon;

  g_assert_error (error, VT_FILE_ERROR, error->code);
  g_assert_true (g_str_has_prefix (error->message, DISPLAY_NAME ":"));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));

  colon = strchr (rest + 1, ':');
  g_assert_nonnull (colon);
  line_text = g_strndup (rest + 1, colon - (rest + 1));
  g_assert_true (g_ascii_string_to_unsigned (line_text, 10, 1, G_MAXUINT, &line, NULL));
  g_assert_cmpuint (line, <=, count_lines (data, size) + 1);

  g_assert_true (g_str_has_prefix (colon, ": "));
  g_assert_cmpuint (strlen (colon + 2), >, 0);
}

/* What loads is saved, and what is saved loads again to the same bytes. */
static void
assert_round_trip (VtGame *game)
{
  g_autoptr(GBytes) saved = vt_game_file_to_bytes (game);
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) reloaded = NULL;

  reloaded = vt_game_file_load_bytes (saved, "saved.vertrauter",
                                      vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  saved_again = vt_game_file_to_bytes (reloaded);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                   g_bytes_get_data (saved_again, NULL), g_bytes_get_size (saved_again));
}

static void
check_load (const char *data,
            gsize       size,
            guint      *n_loaded)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  game = vt_game_file_load_bytes (bytes, DISPLAY_NAME, vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_assert_nonnull (error);
      assert_located (error, data, size);
    }
  else
    {
      g_assert_no_error (error);
      assert_round_trip (game);
      (*n_loaded)++;
    }
}

static void
collect_values (Fuzzer     *fuzzer,
                const char *text)
{
  for (const char *quote = strchr (text, '"'); quote != NULL; )
    {
      const char *end = strchr (quote + 1, '"');

      if (end == NULL)
        break;
      if (end - quote - 1 < 40)
        g_ptr_array_add (fuzzer->values, g_strndup (quote + 1, end - quote - 1));
      quote = strchr (end + 1, '"');
    }
}

/* Damaged copies of the valid samples: each is refused with its file and
 * a line in it, or read, saved and read again to the same bytes. Nothing
 * may warn: the tests run with fatal warnings. */
static void
test_damaged_files (void)
{
  Fuzzer fuzzer = { 0, };
  guint n_loaded = 0;

  fuzzer.rand = g_rand_new_with_seed (FUZZ_SEED);
  fuzzer.samples = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  fuzzer.values = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (valid_files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                     valid_files[i], NULL);
      g_autoptr(GError) error = NULL;
      char *text;
      gsize size;

      g_file_get_contents (path, &text, &size, &error);
      g_assert_no_error (error);
      collect_values (&fuzzer, text);
      g_ptr_array_add (fuzzer.samples, g_bytes_new_take (text, size));
    }

  for (guint i = 0; i < FUZZ_ITERATIONS; i++)
    {
      GBytes *sample = g_ptr_array_index (fuzzer.samples, pick (&fuzzer, fuzzer.samples->len));
      gsize size;
      const char *data = g_bytes_get_data (sample, &size);
      g_autoptr(GString) text = g_string_new_len (data, size);
      guint n_mutations = 1 + pick (&fuzzer, 4);

      for (guint m = 0; m < n_mutations; m++)
        mutate (&fuzzer, text);
      check_load (text->str, text->len, &n_loaded);
    }

  /* Some damage leaves a file that still reads, and those were saved. */
  g_test_message ("%u of %u damaged files loaded", n_loaded, FUZZ_ITERATIONS);
  g_assert_cmpuint (n_loaded, >, 0);

  g_ptr_array_unref (fuzzer.values);
  g_ptr_array_unref (fuzzer.samples);
  g_rand_free (fuzzer.rand);
}

/* The invalid samples join the corpus: each is refused as it is, at a
 * line of its own, and damaged copies of it are refused with a line or
 * read and saved again. */
#define INVALID_MUTATIONS 50

static void
test_invalid_corpus (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "invalid", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  Fuzzer fuzzer = { 0, };
  guint n_loaded = 0, n_samples = 0;
  const char *entry;

  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);

  fuzzer.rand = g_rand_new_with_seed (FUZZ_SEED);
  fuzzer.values = g_ptr_array_new_with_free_func (g_free);

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      guint n_as_is = 0;
      gsize size;

      if (!g_str_has_suffix (entry, ".vertrauter"))
        continue;

      path = g_build_filename (folder, entry, NULL);
      g_file_get_contents (path, &text, &size, &error);
      g_assert_no_error (error);
      g_test_message ("%s", entry);
      collect_values (&fuzzer, text);

      check_load (text, size, &n_as_is);
      g_assert_cmpuint (n_as_is, ==, 0);

      for (guint i = 0; i < INVALID_MUTATIONS; i++)
        {
          g_autoptr(GString) damaged = g_string_new_len (text, size);
          guint n_mutations = 1 + pick (&fuzzer, 4);

          for (guint m = 0; m < n_mutations; m++)
            mutate (&fuzzer, damaged);
          check_load (damaged->str, damaged->len, &n_loaded);
        }
      n_samples++;
    }

  g_test_message ("%u of %u damaged invalid files loaded", n_loaded, n_samples * INVALID_MUTATIONS);
  g_assert_cmpuint (n_samples, >=, 40);

  g_ptr_array_unref (fuzzer.values);
  g_rand_free (fuzzer.rand);
}

/* Every attribute value of every sample in turn, replaced by each odd
 * value: an empty id, a NaN, a number past any counter. */
static void
test_every_value (void)
{
  guint n_loaded = 0, n_loads = 0;

  for (guint i = 0; i < G_N_ELEMENTS (valid_files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                     valid_files[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GString) sample = NULL;
      g_autoptr(GArray) spans = NULL;
      gsize size;

      g_file_get_contents (path, &text, &size, &error);
      g_assert_no_error (error);
      sample = g_string_new_len (text, size);
      spans = value_spans (sample);

      for (guint v = 0; v < spans->len; v++)
        {
          gsize *span = &g_array_index (spans, gsize, 2 * v);

          for (guint k = 0; k < G_N_ELEMENTS (sweep_values); k++)
            {
              g_autoptr(GString) damaged = g_string_new_len (sample->str, sample->len);

              g_string_erase (damaged, span[0], span[1]);
              g_string_insert (damaged, span[0], sweep_values[k]);
              check_load (damaged->str, damaged->len, &n_loaded);
              n_loads++;
            }
        }
    }

  g_test_message ("%u of %u files with an odd value loaded", n_loaded, n_loads);
  g_assert_cmpuint (n_loads, >, 1000);
  g_assert_cmpuint (n_loaded, >, 0);
}

/* The payloads the game reads for itself, in a clock event and in an
 * action: phases past the ruleset's, Züge past any counter, values of the
 * wrong type, numbers that are no numbers. What the game would have taken
 * silently for something else is refused. */
static void
test_odd_payloads (void)
{
  static const struct {
    const char *payload;
    gboolean    refused_in_clock;
    gboolean    refused_in_action;
  } payloads[] = {
    { "{'phase': &lt;uint32 99&gt;}", TRUE, FALSE },
    { "{'phase': &lt;uint32 4294967295&gt;}", TRUE, FALSE },
    { "{'phase': &lt;'fire'&gt;}", TRUE, FALSE },
    { "{'phase': &lt;-1&gt;}", TRUE, FALSE },
    { "{'zuege': &lt;uint32 4294967295&gt;}", TRUE, FALSE },
    { "{'zuege': &lt;'x'&gt;}", TRUE, FALSE },
    { "{'zuege': &lt;int64 -1&gt;}", TRUE, FALSE },
    { "{'zuege': &lt;uint32 0&gt;}", TRUE, FALSE },
    { "{'zuege': &lt;uint32 1&gt;, 'phase': &lt;uint32 2&gt;}", FALSE, FALSE },
    { "{'outcome': &lt;{'losses': &lt;[{'unit': &lt;'b2'&gt;, 'points': &lt;nan&gt;}]&gt;}&gt;}", TRUE, TRUE },
    { "{'outcome': &lt;{'losses': &lt;[{'unit': &lt;'b2'&gt;, 'points': &lt;-inf&gt;}]&gt;}&gt;}", TRUE, TRUE },
    { "{'outcome': &lt;{'losses': &lt;[{'unit': &lt;'b9'&gt;, 'points': &lt;5.0&gt;}]&gt;}&gt;}", FALSE, TRUE },
    { "{'outcome': &lt;{'losses': &lt;[{'unit': &lt;'b2'&gt;, 'points': &lt;5&gt;}]&gt;}&gt;}", FALSE, TRUE },
    { "{'outcome': &lt;{'losses': &lt;'none'&gt;}&gt;}", FALSE, TRUE },
    { "{'outcome': &lt;{'losses': &lt;[{'unit': &lt;'b2'&gt;, 'points': &lt;5.0&gt;}]&gt;}&gt;}", FALSE, FALSE },
    { "{'a': &lt;[[[[[[[[[[[[[[[[1.5]]]]]]]]]]]]]]]]&gt;}", FALSE, FALSE },
    { "{}", FALSE, FALSE },
    { "", TRUE, TRUE },
    { "[]", FALSE, FALSE },          /* an empty dictionary, typed */
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                 "play-state.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_clocks = 0, n_actions = 0;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  for (const char *open = strstr (text, "<payload>"); open != NULL;
       open = strstr (open + 1, "<payload>"))
    {
      const char *close = strstr (open, "</payload>");
      g_autofree char *before = g_strndup (text, open - text);
      gboolean clock = g_str_has_prefix (g_strrstr (before, "kind=\""), "kind=\"clock\"");

      g_assert_nonnull (close);
      for (guint k = 0; k < G_N_ELEMENTS (payloads); k++)
        {
          g_autoptr(GString) damaged = g_string_new_len (text, open + strlen ("<payload>") - text);
          gboolean refused = clock ? payloads[k].refused_in_clock : payloads[k].refused_in_action;
          guint n_loaded = 0;

          g_string_append (damaged, payloads[k].payload);
          g_string_append (damaged, close);
          g_test_message ("%s event: %s", clock ? "clock" : "action", payloads[k].payload);
          check_load (damaged->str, damaged->len, &n_loaded);
          g_assert_cmpuint (n_loaded, ==, (refused ? 0 : 1));
        }
      if (clock)
        n_clocks++;
      else
        n_actions++;
    }

  g_assert_cmpuint (n_clocks, >=, 1);
  g_assert_cmpuint (n_actions, >=, 1);
}

/* A comment of many "--" is refused at its line. The reader stops at the
 * first fatal error: libxml2 would report every later "--" with a copy of
 * the comment so far, which under AddressSanitizer took half a minute. */
static void
test_long_comment (void)
{
  g_autofree char *dashes = g_strnfill (400000, '-');
  g_autofree char *text = g_strconcat ("<?xml version=\"1.0\"?>\n<!-- ", dashes, " -->\n"
                                       "<game xmlns=\"" VT_FILE_NAMESPACE "\"/>\n", NULL);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  game = vt_game_file_load_bytes (bytes, DISPLAY_NAME, vt_ruleset_registry_get_default (), &error);
  g_assert_null (game);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, DISPLAY_NAME ":2: "));
}

/* Found by feeding vertrauter-tool resolve odd parameters: a list of
 * units with a gap in it, or one unit twice (which would fire twice), is
 * refused with what is wrong; so are words the parameters cannot be. */
static void
test_odd_parameters (void)
{
  static const struct {
    const char *word;
    const char *message;   /* NULL: accepted */
  } cases[] = {
    { "firer=b1", NULL },
    { "firer=b1,b3", NULL },
    { "firer=b1, b3", NULL },
    { "firer=", "test-fire: firer is empty; name a unit by its id" },
    { "firer=,", "test-fire: firer is ',', which names no unit between two commas; "
                 "write the ids as b1,b2" },
    { "firer=b1,,b2", "test-fire: firer is 'b1,,b2', which names no unit between two commas; "
                      "write the ids as b1,b2" },
    { "firer=b1,b2,b1", "test-fire: firer names the unit 'b1' twice" },
    { "firer=b1, b1", "test-fire: firer names the unit 'b1' twice" },
    { "range=-1", "test-fire: range is -1; it must be from 0 to 400" },
    { "range=9223372036854775807", "test-fire: range is 9223372036854775807; it must be from 0 to 400" },
    { "range=1e3", "test-fire: range must be a whole number; '1e3' is not one" },
    { "range=", "test-fire: range must be a whole number; '' is not one" },
    { "die=III", "test-fire: die is 'III'; it must be one of I, II" },
    { "covered=maybe", "test-fire: covered must be true or false; 'maybe' is neither" },
    { "nothing=1", "test-fire has no parameter 'nothing'; its parameters are firer, target, range, covered, die" },
  };
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (),
                                                   "fixture-terrain");

  g_assert_nonnull (ruleset);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* a whole set of parameters, with the case's word in place of its own */
      const char *words[] = { "firer=b1", "target=b2", "range=100", "die=I", NULL, NULL };
      gsize key_length = strcspn (cases[i].word, "=");
      g_autoptr(GError) error = NULL;
      g_autoptr(GVariant) params = NULL;
      guint w;

      for (w = 0; words[w] != NULL; w++)
        if (strncmp (words[w], cases[i].word, key_length + 1) == 0)
          break;
      words[w] = cases[i].word;

      g_test_message ("%s", cases[i].word);
      params = vt_ruleset_parse_params (ruleset, "test-fire", words, &error);
      if (params != NULL)
        vt_ruleset_check_params (ruleset, "test-fire", params, &error);

      if (cases[i].message == NULL)
        g_assert_no_error (error);
      else
        {
          g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
          g_assert_cmpstr (error->message, ==, cases[i].message);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/game-file/fuzz/damaged-files", test_damaged_files);
  g_test_add_func ("/vt/game-file/fuzz/every-value", test_every_value);
  g_test_add_func ("/vt/game-file/fuzz/invalid-corpus", test_invalid_corpus);
  g_test_add_func ("/vt/game-file/fuzz/odd-payloads", test_odd_payloads);
  g_test_add_func ("/vt/game-file/fuzz/long-comment", test_long_comment);
  g_test_add_func ("/vt/ruleset/params/odd", test_odd_parameters);

  return g_test_run ();
}
