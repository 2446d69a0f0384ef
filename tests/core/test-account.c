/* test-account.c: each side's account of an event, and the phrases it is said from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 24. tests/data/valid/behind-the-hill.vertrauter (reiswitz-1824):
 * Rot's Vorposten at (1000, 2000); of Blau an Offenes Bataillon in the
 * open (seen), a Geheimes Bataillon behind the Lindenberg (not seen),
 * Waldschützen deep in the Eichwald (not seen), a Kolonne am Waldrand seen
 * only as troops, a Ferne Reserve beyond sight. Actions are journalled
 * with their summary as a phrase, as the rulesets' outcomes carry it.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include <vertrauter.h>

static VtGame *
load_hill (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "behind-the-hill.vertrauter",
                                                 NULL);
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

/* an action whose outcome keeps @phrase and @summary (NULL: none), with
 * @changes (nullable, floating); returns its index in the journal */
static guint
journal_action (VtGame     *game,
                GVariant   *phrase,
                const char *summary,
                GVariant   *changes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  GVariantDict outcome, payload;

  g_variant_dict_init (&outcome, NULL);
  g_variant_dict_insert_value (&outcome, VT_OUTCOME_SUMMARY_PHRASE, phrase);
  g_variant_dict_init (&payload, NULL);
  g_variant_dict_insert (&payload, "action", "s", "infantry-fire");
  g_variant_dict_insert_value (&payload, "outcome", g_variant_dict_end (&outcome));
  event = vt_event_new (VT_EVENT_ACTION, 1, summary != NULL ? summary : "stored words", g_variant_dict_end (&payload),
                        NULL, changes);
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  return vt_journal_get_head (vt_game_get_journal (game)) - 1;
}

static GVariant *
strength_change (const char *unit_id,
                 guint       strength)
{
  return g_variant_new_parsed ("[{'unit': <%s>, 'strength': <%u>}]", unit_id, strength);
}

static void
assert_has (const char *text,
            const char *want)
{
  g_test_message ("'%s' in '%s'", want, text);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, want));
}

static void
assert_lacks (const char *text,
              const char *unwanted)
{
  g_test_message ("no '%s' in '%s'", unwanted, text);
  g_assert_null (strstr (text, unwanted));
}

/* A battalion Rot never saw fires on Rot's Vorposten: Rot's account tells
 * its own loss and calls the firer troops not seen; Blau's names both,
 * its own bare; the umpire's names both by side. */
static void
test_unseen_firer (void)
{
  g_autoptr(VtGame) game = load_hill ();
  guint i = journal_action (game,
                            vt_phrase_new ("vertrauter", "%s fires on %s at %ld paces: %g Points", "nnxd",
                                           "hidden-hill", "lookout", (gint64) 300, 1.5),
                            NULL, strength_change ("lookout", 420));
  g_autofree char *rot = vt_game_dup_account (game, i, "rot");
  g_autofree char *blau = vt_game_dup_account (game, i, "blau");
  g_autofree char *umpire = vt_game_dup_account (game, i, NULL);

  assert_has (rot, "troops not seen fires on Vorposten Rot at 300 paces: 1.5 Points");
  assert_lacks (rot, "Geheimes");
  assert_lacks (rot, "hidden-hill");
  assert_lacks (rot, "Blau");
  g_assert_cmpstr (blau, ==, "Geheimes Bataillon fires on Rot Vorposten Rot at 300 paces: 1.5 Points");
  g_assert_cmpstr (umpire, ==, "Blau Geheimes Bataillon fires on Rot Vorposten Rot at 300 paces: 1.5 Points");
}

/* An action booking a loss on Rot's Vorposten, its cause "@stored" and,
 * when @cause is set, that as a phrase; returns the ledger's entry. */
static VtLossEntry *
journal_loss (VtGame     *game,
              GVariant   *cause,
              const char *stored)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  GVariantDict outcome, payload, loss;
  GVariantBuilder losses;
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);

  g_variant_dict_init (&loss, NULL);
  g_variant_dict_insert (&loss, "unit", "s", "lookout");
  g_variant_dict_insert (&loss, "points", "d", 1.5);
  g_variant_dict_insert (&loss, "note", "s", stored);
  if (cause != NULL)
    g_variant_dict_insert_value (&loss, VT_OUTCOME_LOSS_CAUSE, cause);
  g_variant_builder_init (&losses, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&losses, g_variant_dict_end (&loss));
  g_variant_dict_init (&outcome, NULL);
  g_variant_dict_insert_value (&outcome, VT_OUTCOME_SUMMARY_PHRASE,
                               vt_phrase_new ("vertrauter", "%s fires on %s", "nn", "hidden-hill", "lookout"));
  g_variant_dict_insert_value (&outcome, VT_OUTCOME_LOSSES, g_variant_builder_end (&losses));
  g_variant_dict_init (&payload, NULL);
  g_variant_dict_insert (&payload, "action", "s", "infantry-fire");
  g_variant_dict_insert_value (&payload, "outcome", g_variant_dict_end (&outcome));
  event = vt_event_new (VT_EVENT_ACTION, 1, "stored words", g_variant_dict_end (&payload), NULL,
                        strength_change ("lookout", 420));
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  return g_list_model_get_item (G_LIST_MODEL (ledger), g_list_model_get_n_items (G_LIST_MODEL (ledger)) - 1);
}

/* A loss's cause that names the firer is said as each side knew it at
 * the event: Rot, fired on by a battalion it never saw, reads "troops not
 * seen" in its ledger and its CSV; the umpire and Blau name it. An old
 * file's cause (no phrase) is its stored words. */
static void
test_loss_cause (void)
{
  g_autoptr(VtGame) game = load_hill ();
  g_autoptr(VtLossEntry) entry = journal_loss (game, vt_phrase_new ("vertrauter", "shot %u of %s", "in", 1,
                                                                    "hidden-hill"),
                                               "shot 1 of Geheimes Bataillon");
  g_autofree char *rot = vt_game_dup_loss_cause (game, entry, "rot");
  g_autofree char *blau = vt_game_dup_loss_cause (game, entry, "blau");
  g_autofree char *umpire = vt_game_dup_loss_cause (game, entry, NULL);
  g_autofree char *rot_csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, "rot");
  g_autofree char *umpire_csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, NULL);

  g_assert_cmpstr (rot, ==, "shot 1 of troops not seen");
  g_assert_cmpstr (blau, ==, "shot 1 of Geheimes Bataillon");
  g_assert_cmpstr (umpire, ==, "shot 1 of Blau Geheimes Bataillon");
  assert_has (rot_csv, "shot 1 of troops not seen");
  assert_lacks (rot_csv, "Geheimes");
  assert_lacks (rot_csv, "hidden-hill");
  assert_has (umpire_csv, "shot 1 of Blau Geheimes Bataillon");

  {
    g_autoptr(VtLossEntry) old = journal_loss (game, NULL, "fire of the old file");
    g_autofree char *said = vt_game_dup_loss_cause (game, old, "rot");

    g_assert_cmpstr (said, ==, "fire of the old file");
  }
}

/* the column Rot sees only as troops: said where Rot saw it */
static void
test_troops_seen (void)
{
  g_autoptr(VtGame) game = load_hill ();
  guint i = journal_action (game, vt_phrase_new ("vertrauter", "%s fires on %s", "nn", "column", "lookout"),
                            NULL, strength_change ("lookout", 440));
  g_autofree char *rot = vt_game_dup_account (game, i, "rot");

  assert_has (rot, "near Der Eichwald fires on Vorposten Rot");
  assert_lacks (rot, "Kolonne");
  assert_lacks (rot, "column");
}

/* What Blau's hidden units do among themselves Rot never hears of; what
 * the battalion in the open does, Rot sees, by name and side. */
static void
test_what_the_side_saw (void)
{
  g_autoptr(VtGame) game = load_hill ();
  guint hidden = journal_action (game, vt_phrase_new ("vertrauter", "%s rallies %s", "nn", "hidden-hill", "far"),
                                 NULL, strength_change ("far", 400));
  guint open = journal_action (game, vt_phrase_new ("vertrauter", "%s rallies", "n", "open"),
                               NULL, strength_change ("open", 440));
  g_autofree char *rot_hidden = vt_game_dup_account (game, hidden, "rot");
  g_autofree char *rot_open = vt_game_dup_account (game, open, "rot");
  g_autofree char *blau_hidden = vt_game_dup_account (game, hidden, "blau");

  g_assert_null (rot_hidden);
  g_assert_cmpstr (rot_open, ==, "Blau Offenes Bataillon rallies");
  g_assert_cmpstr (blau_hidden, ==, "Geheimes Bataillon rallies Ferne Reserve");
}

/* An old file's action has only its stored words: a side reads them only
 * where they can name nothing it did not see; else the action is told
 * from its parts, the unseen as troops not seen. */
static void
test_old_event_falls_back (void)
{
  g_autoptr(VtGame) game = load_hill ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *rot = NULL;
  g_autofree char *blau = NULL;
  guint i;

  event = vt_event_new (VT_EVENT_ACTION, 1, "Blau Geheimes Bataillon fires on Rot Vorposten Rot",
                        g_variant_new_parsed ("{'action': <'infantry-fire'>, "
                                              "'params': <{'firers': <['hidden-hill']>, 'targets': <['lookout']>}>}"),
                        NULL, strength_change ("lookout", 420));
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  i = vt_journal_get_head (vt_game_get_journal (game)) - 1;
  rot = vt_game_dup_account (game, i, "rot");
  blau = vt_game_dup_account (game, i, "blau");
  assert_lacks (rot, "Geheimes");
  assert_has (rot, "troops not seen");
  assert_has (rot, "Vorposten Rot");
  g_assert_cmpstr (blau, ==, "Blau Geheimes Bataillon fires on Rot Vorposten Rot");
}

/* The formatter reads a phrase from a file as much as from a ruleset:
 * positions, plurals, nested words; a phrase whose message and arguments
 * disagree is not printed, the stored words are. */
static void
test_phrase_formats (void)
{
  g_autoptr(VtGame) game = load_hill ();
  struct {
    GVariant   *phrase;
    const char *said;
  } cases[] = {
    { vt_phrase_new ("vertrauter", "%2$s after %1$s", "nn", "lookout", "open"),
      "Blau Offenes Bataillon after Rot Vorposten Rot" },
    { vt_phrase_new_plural ("vertrauter", "%s loses %u man", "%s loses %u men", 30, "ni", "lookout", 30),
      "Rot Vorposten Rot loses 30 men" },
    { vt_phrase_new_plural ("vertrauter", "%s loses %u man", "%s loses %u men", 1, "ni", "lookout", 1),
      "Rot Vorposten Rot loses 1 man" },
    { vt_phrase_new ("vertrauter", "%s%s: %.1f%% %s", "npds", "lookout",
                     vt_phrase_new ("vertrauter", " (at an edge)", NULL), 12.3, "I"),
      "Rot Vorposten Rot (at an edge): 12.3% I" },
    { vt_phrase_new ("vertrauter", "%s, %s", "tt", N_("yes"), "no"), "yes, no" },
    /* a number for a %s, too few arguments, a width no sentence has, %n */
    { vt_phrase_new ("vertrauter", "%s", "i", 3), NULL },
    { vt_phrase_new ("vertrauter", "%s and %s", "n", "lookout"), NULL },
    { vt_phrase_new ("vertrauter", "%99999d", "i", 3), NULL },
    { vt_phrase_new ("vertrauter", "%n", "i", 3), NULL },
    { vt_phrase_new ("vertrauter", "%1$s %s", "nn", "lookout", "open"), NULL },
    /* a domain the game has not: its words as written */
    { vt_phrase_new ("no-such-domain", "%s stands", "n", "lookout"), "Rot Vorposten Rot stands" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      guint i = journal_action (game, cases[c].phrase, "the stored words", NULL);
      g_autofree char *umpire = vt_game_dup_account (game, i, NULL);

      g_test_message ("case %u: %s", c, umpire);
      g_assert_cmpstr (umpire, ==, cases[c].said != NULL ? cases[c].said : "the stored words");
    }
}

/* A phrase from a file that is no phrase at all, nested past any sentence
 * or with arguments of no known type: the stored words, no crash. */
static void
test_phrase_from_a_file (void)
{
  g_autoptr(VtGame) game = load_hill ();
  GVariant *deep = vt_phrase_new ("vertrauter", "%s", "s", "bottom");

  for (guint d = 0; d < 20; d++)
    deep = vt_phrase_new ("vertrauter", "(%s)", "p", deep);
  {
    guint i = journal_action (game, deep, "deep stored", NULL);
    g_autofree char *said = vt_game_dup_account (game, i, NULL);

    g_assert_cmpstr (said, ==, "deep stored");
  }
  {
    guint i = journal_action (game, g_variant_new_parsed ("{'msgid': <'%s'>, 'args': <[<(1, 2)>]>}"),
                              "odd stored", NULL);
    g_autofree char *said = vt_game_dup_account (game, i, NULL);

    g_assert_cmpstr (said, ==, "odd stored");
  }
  {
    guint i = journal_action (game, g_variant_new_parsed ("{'msgid': <42>}"), "no message", NULL);
    g_autofree char *said = vt_game_dup_account (game, i, NULL);

    g_assert_cmpstr (said, ==, "no message");
  }
}

/* the clock passing is every side's; an undone event no side's */
static void
test_clock_and_undone (void)
{
  g_autoptr(VtGame) game = load_hill ();
  g_autoptr(GError) error = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  guint i;

  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_no_error (error);
  i = vt_journal_get_head (journal) - 1;
  {
    g_autofree char *rot = vt_game_dup_account (game, i, "rot");
    g_autofree char *blau = vt_game_dup_account (game, i, "blau");

    g_assert_nonnull (rot);
    g_assert_cmpstr (rot, ==, blau);
  }
  g_assert_true (vt_game_undo (game));
  {
    g_autofree char *rot = vt_game_dup_account (game, i, "rot");
    g_autofree char *umpire = vt_game_dup_account (game, i, NULL);

    g_assert_null (rot);
    g_assert_nonnull (umpire);
  }
  g_assert_null (vt_game_dup_account (game, 999, NULL));
}

static gboolean
view_has_feature (VtGame     *game,
                  const char *side_id,
                  const char *feature_id)
{
  g_autoptr(VtScenario) view = vt_knowledge_dup_view (vt_game_get_knowledge (game, side_id));

  return vt_map_find_feature (vt_scenario_get_map (view), feature_id) != NULL;
}

/* Field works the umpire throws up behind the Lindenberg in play: Blau's
 * battalion there sees them, Rot's Vorposten does not, until Rot's troops
 * come where they see them; others the umpire shows to all sides at once. */
static void
test_ground_out_of_sight (void)
{
  g_autoptr(VtGame) game = load_hill ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtFeature) works = vt_feature_new ("schanze", "field-works", VT_GEOMETRY_POLYLINE);
  g_autoptr(VtFeature) far_works = vt_feature_new ("ferne-schanze", "field-works", VT_GEOMETRY_POLYLINE);
  g_autoptr(GError) error = NULL;

  vt_feature_add_point (works, &(VtPoint) { 1750, 900 });
  vt_feature_add_point (works, &(VtPoint) { 1850, 900 });
  vt_feature_add_point (far_works, &(VtPoint) { 3650, 3900 });
  vt_feature_add_point (far_works, &(VtPoint) { 3750, 3900 });
  g_assert_false (vt_game_may_publish_terrain (game));
  g_assert_false (vt_game_publish_terrain (game, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_NOTHING_TO_DO);
  g_clear_error (&error);

  vt_editor_unlock (editor);
  g_assert_true (vt_editor_put_feature (editor, works, &error));
  g_assert_no_error (error);
  g_assert_true (view_has_feature (game, "blau", "schanze"));
  g_assert_false (view_has_feature (game, "rot", "schanze"));
  g_assert_true (vt_game_may_publish_terrain (game));

  /* Rot's Vorposten goes round the hill and sees them */
  {
    g_autoptr(VtEvent) walk = vt_event_new (VT_EVENT_NOTE, 1, "the lookout walks round the hill", NULL, NULL,
                                            g_variant_new_parsed ("[{'unit': <'lookout'>, 'x': <1700.0>, "
                                                                  "'y': <1850.0>}]"));

    g_assert_true (vt_game_append (game, walk, &error));
    g_assert_no_error (error);
  }
  g_assert_true (view_has_feature (game, "rot", "schanze"));

  /* far beyond anyone's sight; shown to all by the umpire */
  g_assert_true (vt_editor_put_feature (editor, far_works, &error));
  g_assert_no_error (error);
  g_assert_false (view_has_feature (game, "rot", "ferne-schanze"));
  g_assert_false (view_has_feature (game, "blau", "ferne-schanze"));
  g_assert_true (vt_game_publish_terrain (game, &error));
  g_assert_no_error (error);
  g_assert_true (view_has_feature (game, "rot", "ferne-schanze"));
  g_assert_true (view_has_feature (game, "blau", "ferne-schanze"));
  g_assert_false (vt_game_may_publish_terrain (game));
  /* undone, it is hidden again */
  g_assert_true (vt_game_undo (game));
  g_assert_false (view_has_feature (game, "rot", "ferne-schanze"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/account/unseen-firer", test_unseen_firer);
  g_test_add_func ("/account/troops-seen", test_troops_seen);
  g_test_add_func ("/account/what-the-side-saw", test_what_the_side_saw);
  g_test_add_func ("/account/old-event-falls-back", test_old_event_falls_back);
  g_test_add_func ("/account/phrase-formats", test_phrase_formats);
  g_test_add_func ("/account/phrase-from-a-file", test_phrase_from_a_file);
  g_test_add_func ("/account/clock-and-undone", test_clock_and_undone);
  g_test_add_func ("/account/ground-out-of-sight", test_ground_out_of_sight);
  g_test_add_func ("/account/loss-cause", test_loss_cause);
  return g_test_run ();
}
