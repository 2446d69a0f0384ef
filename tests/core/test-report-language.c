/* test-report-language.c: the after-action report in German and in French
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: a German umpire hands his players a German report. Run with
 * VT_TEST_LANGUAGE=de or fr (tests/core/meson.build runs both): the
 * demo's report is written as the app and the tool write it, after
 * vt_i18n_init(), and read back with pdftotext. Its headings, table heads
 * and title page are in that language, and none of the English ones is
 * left. The machine need not have a German locale: glibc honours LANGUAGE
 * under C.UTF-8, and GLib translates once the program's own domain has a
 * catalogue for it (VERTRAUTER_LOCALEDIR, the build's po/).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <vertrauter.h>

#include "vt-test-report.h"

/* The demo's report, with a loss of Blau's so the tables by unit and by
 * division have a row; @side_id: a side's report, or NULL. */
static char *
demo_report_text (const char *side_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"), vt_ruleset_registry_get_default (),
                                                   &error);

  g_assert_no_error (error);
  vt_loss_ledger_book (vt_game_get_loss_ledger (game), 2, "b-1-2a", "blue", "infantry", 2, "fire of I/1", 30);
  return vt_test_report_text (game, side_id, TRUE);
}

typedef struct {
  const char *language;
  const char * const *umpire;  /* in the umpire's report */
  const char * const *side;    /* in Rot's */
} Expected;

/* the report's English words, none of which is left in a translated one */
static const char * const english[] = {
  "The umpire's report", "Contents", "Orders of battle", "Timeline", "Losses", "Outcome",
  "Provenance: what the rulebook does not give", "Special idea of", "By division", "By unit",
  "Totals", "Charts", "What happened", "Points lost", "At the start", "At the end,", "As played",
  "The report of", "As seen", "Nothing was seen", "No messages were sent",
  NULL
};

static const Expected expected[] = {
  { "de",
    (const char * const[]) { "Der Übergang bei Kunzendorf", "Der Bericht des Vertrauten", "Nach Zug 1, um 06:30",
                             "Herkunft: was das Regelbuch nicht gibt", "Wie gespielt", "Inhalt", "Seite",
                             "General-Idee", "Spezial-Idee von Blau", "Ordre de Bataille", "Truppenteil",
                             "Stärke", "Karten", "Zu Beginn", "Zeitfolge", "Was geschah", "Nachrichten",
                             "Verluste", "Verlorene Punkte", "Summen", "Nach Truppenteil", "Nach Division",
                             "Schaubilder", "Ergebnis", "von G. H. R. J. von Reiswitz (1824)", NULL },
    (const char * const[]) { "Der Bericht von Rot", "wie Rot sie sah", "Wie gesehen", NULL } },
  { "fr",
    (const char * const[]) { "Der Übergang bei Kunzendorf", "Le rapport de l’arbitre", "Après Zug 1, à 06:30",
                             "Provenance : ce que le livre de règles ne donne pas", "Joué comme", "Sommaire",
                             "General-Idee", "Idée spéciale de Blau", "Ordres de bataille", "Unité", "Force",
                             "Cartes", "Au début", "Chronologie", "Ce qui s’est passé", "Messages", "Pertes",
                             "Points perdus", "Totaux", "Par unité", "Par division", "Graphiques", "Résultat",
                             "par G. H. R. J. von Reiswitz (1824)", NULL },
    (const char * const[]) { "Le rapport de Rot", "tels que Rot les a vus", "Tel que vu", NULL } },
};

/* pdftotext keeps the no-break space of French typography as U+00A0;
 * the expectations are written with plain spaces */
static char *
plain_spaces (char *text)
{
  g_autoptr(GString) plain = g_string_new (text);

  g_string_replace (plain, "\xc2\xa0", " ", 0);
  g_free (text);
  return g_string_free (g_steal_pointer (&plain), FALSE);
}

static void
assert_translated (const char          *text,
                   const char * const  *want)
{
  for (const char * const *w = want; *w != NULL; w++)
    {
      g_test_message ("looking for '%s'", *w);
      g_assert_nonnull (strstr (text, *w));
    }
  for (const char * const *e = english; *e != NULL; e++)
    {
      g_test_message ("English '%s' is not left", *e);
      g_assert_null (strstr (text, *e));
    }
}

static void
test_umpire_report (gconstpointer data)
{
  const Expected *want = data;
  g_autofree char *text = plain_spaces (demo_report_text (NULL));

  assert_translated (text, want->umpire);
}

/* Rot's report: its title, the enemy as Rot saw him */
static void
test_side_report (gconstpointer data)
{
  const Expected *want = data;
  g_autofree char *text = plain_spaces (demo_report_text ("red"));

  assert_translated (text, want->side);
}

/* A game played in English, read in the test's language: every line of
 * the journal is said from the event's parts when read, so neither the
 * umpire's account nor Rot's keeps the English it was played in. */
typedef struct {
  const char *language;
  const char * const *said;    /* in the accounts of the move, the formation, the phase */
  const char * const *english; /* none left */
  const char *fire;            /* the cause "infantry fire" */
} Played;

static const Played played[] = {
  { "de", (const char * const[]) { "bewegt sich", "nimmt", "beginnt", NULL },
    (const char * const[]) { " moves ", " forms ", " begins", " at route march", NULL }, "Infanteriefeuer" },
  { "fr", (const char * const[]) { "se déplace", "prend", "commence", NULL },
    (const char * const[]) { " moves ", " forms ", " begins", " at route march", NULL }, "feu d’infanterie" },
};

static void
test_played_in_english (gconstpointer data)
{
  const Played *want = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"), vt_ruleset_registry_get_default (),
                                                   &error);
  g_autoptr(GString) umpire = g_string_new (NULL);
  g_autoptr(GString) red = g_string_new (NULL);
  VtJournal *journal;
  VtUnit *unit;
  guint first;

  g_assert_no_error (error);
  journal = vt_game_get_journal (game);
  first = vt_journal_get_head (journal);
  unit = vt_scenario_find_unit (vt_game_get_state (game), "r-1-1a");
  g_assert_nonnull (unit);

  /* played by an umpire who reads English: no catalogue for it */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_assert_true (vt_game_move_unit (game, unit, &(VtPoint) { 3000, 800 }, 180, "route-march", &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_set_formation (game, unit, "line", &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (vt_event_get_summary (vt_journal_get_event (journal, first)), " moves "));
  {
    /* a loss whose cause was written down in English */
    g_autoptr(VtEvent) event = NULL;
    GVariant *loss = g_variant_new_parsed ("[{'unit': <'r-1-1a'>, 'points': <1.5>, 'note': <'infantry fire'>, "
                                           "%s: %v}]", VT_OUTCOME_LOSS_CAUSE,
                                           vt_phrase_new ("vertrauter-reiswitz-1824", "infantry fire", ""));

    event = vt_event_new (VT_EVENT_ACTION, vt_game_get_move (game), "fire",
                          g_variant_new_parsed ("{'action': <'infantry-fire'>, 'outcome': <{'losses': %v}>}", loss),
                          NULL, NULL);
    g_assert_true (vt_game_append (game, event, &error));
    g_assert_no_error (error);
  }
  g_setenv ("LANGUAGE", want->language, TRUE);
  {
    VtLossLedger *ledger = vt_game_get_loss_ledger (game);
    g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger),
                                                          g_list_model_get_n_items (G_LIST_MODEL (ledger)) - 1);
    g_autofree char *cause = vt_game_dup_loss_cause (game, entry, NULL);
    g_autofree char *own = vt_game_dup_loss_cause (game, entry, "red");

    g_assert_cmpstr (cause, ==, want->fire);
    g_assert_cmpstr (own, ==, want->fire);
  }

  for (guint i = first; i < vt_journal_get_head (journal); i++)
    {
      g_autofree char *account = vt_game_dup_account (game, i, NULL);
      g_autofree char *own = vt_game_dup_account (game, i, "red");

      g_assert_nonnull (account);
      g_assert_nonnull (own);
      g_string_append_printf (umpire, "%s\n", account);
      g_string_append_printf (red, "%s\n", own);
    }
  g_test_message ("umpire: %s", umpire->str);
  g_test_message ("Rot: %s", red->str);
  for (const char * const *w = want->said; *w != NULL; w++)
    {
      g_assert_nonnull (strstr (umpire->str, *w));
      g_assert_nonnull (strstr (red->str, *w));
    }
  for (const char * const *e = want->english; *e != NULL; e++)
    {
      g_assert_null (strstr (umpire->str, *e));
      g_assert_null (strstr (red->str, *e));
    }
}

int
main (int    argc,
      char **argv)
{
  const char *language = g_getenv ("VT_TEST_LANGUAGE");
  const Expected *want = NULL;
  g_autofree char *umpire_path = NULL;
  g_autofree char *side_path = NULL;

  g_assert_nonnull (language);
  g_assert_nonnull (g_getenv ("VERTRAUTER_LOCALEDIR"));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_str_equal (expected[i].language, language))
      want = &expected[i];
  g_assert_nonnull (want);

  /* before anything reads a message, as the app and the tool start */
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  vt_i18n_init ();
  g_test_init (&argc, &argv, NULL);

  umpire_path = g_strdup_printf ("/vt/report/%s/umpire", language);
  side_path = g_strdup_printf ("/vt/report/%s/side", language);
  g_test_add_data_func (umpire_path, want, test_umpire_report);
  g_test_add_data_func (side_path, want, test_side_report);
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    if (g_str_equal (played[i].language, language))
      {
        g_autofree char *played_path = g_strdup_printf ("/vt/report/%s/played-in-english", language);

        g_test_add_data_func (played_path, &played[i], test_played_in_english);
      }
  return g_test_run ();
}
