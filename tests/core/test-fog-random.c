/* test-fog-random.c: random games, and what each side's accounts tell of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 24. For each ruleset's demo, games of random moves (most refused
 * by the rules, as a careless umpire's would be) and clock steps, played
 * through the same calls as the window. After every event each side's
 * sight is read, so the test knows which enemy units each side ever made
 * out. Then, for every side:
 *  - no less: every event that changed one of its units has an account
 *    for it, and names that unit;
 *  - no more: no account, and no line of its journal as the tool prints
 *    it, holds the name or id of an enemy unit it never made out.
 * Every 25th game also writes the side's report and searches its text,
 * and compares, byte for byte, the side's accounts and its board as SVG
 * with those of the same game with every unit it never made out, and that
 * no event names, taken out of the file.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

#include "vt-test-report.h"

#define GAMES_PER_RULESET (g_getenv ("VT_TEST_GAMES") != NULL ? (guint) atoi (g_getenv ("VT_TEST_GAMES")) : 200)
#define EVENTS_PER_GAME   12

typedef struct {
  const char *file;
  const char *ruleset;
} Demo;

static const Demo demos[] = {
  { "demo.vertrauter", "reiswitz-1824" },
  { "reiswitz-1812.vertrauter", "reiswitz-1812" },
  { "little-wars-1913.vertrauter", "little-wars-1913" },
  { "war-chess-1866.vertrauter", "war-chess-1866" },
};

static VtGame *
load_demo (const Demo *demo)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", demo->file, NULL);
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

/* after each event: which enemy units each side has made out, ever */
static void
note_sight (VtGame     *game,
            GHashTable *made_out)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));

  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      VtKnowledge *knowledge = vt_game_get_knowledge (game, vt_side_get_id (side));

      for (guint u = 0; u < g_list_model_get_n_items (units); u++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);

          VtSighting sighting = vt_knowledge_get_sighting (knowledge, vt_unit_get_id (unit));

          /* "side/unit": made out; "side?unit": seen at all, if only as troops */
          if (sighting == VT_SIGHTING_EXACT)
            g_hash_table_add (made_out, g_strdup_printf ("%s/%s", vt_side_get_id (side), vt_unit_get_id (unit)));
          if (sighting != VT_SIGHTING_NONE)
            g_hash_table_add (made_out, g_strdup_printf ("%s?%s", vt_side_get_id (side), vt_unit_get_id (unit)));
        }
    }
}

/* One of the ruleset's actions, its units chosen at random and the rest
 * as the game fills them: fire, close combat, a charge, a capture, a
 * concealer… most are refused, as an umpire's slips would be. */
static void
random_action (VtGame *game,
               GRand  *rand)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  const VtAction *actions, *action;
  guint n_actions = 0;

  actions = vt_ruleset_get_actions (ruleset, &n_actions);
  if (n_actions == 0)
    return;
  action = &actions[g_rand_int_range (rand, 0, n_actions)];
  for (guint p = 0; p < action->n_params; p++)
    if (action->params[p].type == VT_PARAM_UNIT)
      {
        g_autoptr(VtUnit) unit = g_list_model_get_item (units, g_rand_int_range (rand, 0,
                                                                                 g_list_model_get_n_items (units)));

        g_ptr_array_add (words, g_strdup_printf ("%s=%s", action->params[p].name, vt_unit_get_id (unit)));
      }
  g_ptr_array_add (words, NULL);
  params = vt_ruleset_parse_params (ruleset, action->id, (const char * const *) words->pdata, NULL);
  if (params == NULL)
    return;
  outcome = vt_game_resolve_action (game, action->id, params, &dice, NULL);
  if (outcome == NULL)
    return;
  g_variant_take_ref (outcome);
  vt_game_apply_action (game, action->id, params, outcome, dice, NULL);
}

/* one random step: a move of a random unit somewhere near, an action, a
 * message, or the clock */
static void
random_step (VtGame *game,
             GRand  *rand)
{
  VtScenario *state = vt_game_get_state (game);
  GListModel *units = vt_scenario_get_units (state);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtMap *map = vt_scenario_get_map (state);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUnit) unit = NULL;
  const VtActivity *activities;
  guint n_activities = 0;
  VtPoint at, to;
  double reach;

  if (g_rand_int_range (rand, 0, 6) == 0)
    {
      vt_game_advance_phase (game, NULL);
      return;
    }
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      random_action (game, rand);
      return;
    }
  unit = g_list_model_get_item (units, g_rand_int_range (rand, 0, g_list_model_get_n_items (units)));
  /* a report to its own commander, or an order to it from him, its words
   * naming it: a side that never hears of it must never read them */
  if (g_rand_int_range (rand, 0, 6) == 0)
    {
      g_autofree char *text = g_strdup_printf ("%s reports from %s", vt_unit_get_display_name (unit),
                                               vt_unit_get_id (unit));
      gboolean report = g_rand_boolean (rand);
      VtMessage *message = vt_game_send_message (game, report ? vt_unit_get_id (unit) : vt_unit_get_side (unit),
                                                 report ? vt_unit_get_side (unit) : vt_unit_get_id (unit),
                                                 report ? VT_MESSAGE_REPORT : VT_MESSAGE_ORDER, text, 0, NULL);

      (void) message; /* refused or sent, as the rules of the moment have it */
      return;
    }
  activities = vt_ruleset_get_activities (ruleset, unit, &n_activities);
  vt_unit_get_position (unit, &at);
  /* a 25th of the map at most: many are refused, as they should be */
  reach = MAX (vt_map_get_width (map), vt_map_get_height (map)) / 25;
  to.x = CLAMP (at.x + g_rand_double_range (rand, -reach, reach), 0, vt_map_get_width (map));
  to.y = CLAMP (at.y + g_rand_double_range (rand, -reach, reach), 0, vt_map_get_height (map));
  vt_game_move_unit (game, unit, &to, g_rand_double_range (rand, 0, 360),
                     n_activities > 0 ? activities[g_rand_int_range (rand, 0, n_activities)].id : NULL, &error);
}

static gboolean
unit_was_sides (VtGame     *game,
                GVariant   *changes,
                const char *side_id,
                const char **unit_id)
{
  GVariantIter iter;
  GVariant *change;

  g_variant_iter_init (&iter, changes);
  while ((change = g_variant_iter_next_value (&iter)) != NULL)
    {
      const char *id = NULL;
      VtUnit *unit;

      g_variant_lookup (change, "unit", "&s", &id);
      unit = id != NULL ? vt_scenario_find_unit (vt_game_get_state (game), id) : NULL;
      g_variant_unref (change);
      if (unit != NULL && g_strcmp0 (vt_unit_get_side (unit), side_id) == 0)
        {
          *unit_id = vt_unit_get_id (unit);
          return TRUE;
        }
    }
  return FALSE;
}

/* the names and ids of the enemy units @side_id never made out, less any
 * that a unit it knows shares ("Vorposten" of both sides) */
static GPtrArray *
never_made_out (VtGame     *game,
                const char *side_id,
                GHashTable *made_out)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) known = g_ptr_array_new ();

  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);
      g_autofree char *key = g_strdup_printf ("%s/%s", side_id, vt_unit_get_id (unit));

      if (g_str_equal (vt_unit_get_side (unit), side_id) || g_hash_table_contains (made_out, key))
        g_ptr_array_add (known, (gpointer) vt_unit_get_display_name (unit));
    }
  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);
      g_autofree char *key = g_strdup_printf ("%s/%s", side_id, vt_unit_get_id (unit));
      const char *name = vt_unit_get_display_name (unit);
      gboolean shared = FALSE;

      if (g_str_equal (vt_unit_get_side (unit), side_id) || g_hash_table_contains (made_out, key))
        continue;
      for (guint k = 0; k < known->len; k++)
        shared |= strstr (g_ptr_array_index (known, k), name) != NULL;
      if (!shared)
        g_ptr_array_add (words, g_strdup (name));
      /* an id as no word of a sentence reads ("b-1-2a", "r12") */
      if (strpbrk (vt_unit_get_id (unit), "-0123456789") != NULL && strlen (vt_unit_get_id (unit)) >= 3)
        g_ptr_array_add (words, g_strdup (vt_unit_get_id (unit)));
    }
  return words;
}

static void
assert_holds_none (const char *what,
                   const char *text,
                   GPtrArray  *words,
                   guint       game_number)
{
  for (guint w = 0; w < words->len; w++)
    if (strstr (text, g_ptr_array_index (words, w)) != NULL)
      g_error ("game %u: %s names a unit its side never made out (%s): %s", game_number, what,
               (char *) g_ptr_array_index (words, w), text);
}

/* the units some event in force changed, moved or sent a message to or from */
static GHashTable *
units_in_events (VtGame *game)
{
  VtJournal *journal = vt_game_get_journal (game);
  GHashTable *named = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariantIter iter;
      GVariant *change;
      const char *unit_id;

      g_autoptr(GVariant) params = g_variant_lookup_value (vt_event_get_payload (event), "params",
                                                           G_VARIANT_TYPE_VARDICT);

      /* a move's unit, a message's ends */
      for (const char * const *key = (const char * const[]) { "unit", "from-unit", "to-unit", NULL }; *key != NULL;
           key++)
        if (g_variant_lookup (vt_event_get_payload (event), *key, "&s", &unit_id))
          g_hash_table_add (named, g_strdup (unit_id));
      /* an action's units: every word of its parameters, split at commas */
      if (params != NULL)
        {
          GVariantIter param_iter;
          GVariant *value;
          const char *key;

          g_variant_iter_init (&param_iter, params);
          while (g_variant_iter_next (&param_iter, "{&sv}", &key, &value))
            {
              if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
                {
                  g_auto(GStrv) ids = g_strsplit (g_variant_get_string (value, NULL), ",", -1);

                  for (guint k = 0; ids[k] != NULL; k++)
                    g_hash_table_add (named, g_strdup (g_strstrip (ids[k])));
                }
              g_variant_unref (value);
            }
        }
      g_variant_iter_init (&iter, vt_event_get_changes (event));
      while ((change = g_variant_iter_next_value (&iter)) != NULL)
        {
          if (g_variant_lookup (change, "unit", "&s", &unit_id))
            g_hash_table_add (named, g_strdup (unit_id));
          g_variant_unref (change);
        }
    }
  return named;
}

/* what @side_id receives of @game: its accounts, numbered, and its board */
static char *
side_outputs (VtGame     *game,
              const char *side_id)
{
  VtJournal *journal = vt_game_get_journal (game);
  GString *out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vt-fog-XXXXXX", &error);
  g_autofree char *svg = NULL;
  g_autofree char *board = NULL;
  VtRenderOptions options = { 0 };
  g_autoptr(VtScenario) view = NULL;
  guint number = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      g_autofree char *account = vt_game_dup_account (game, i, side_id);

      if (account != NULL)
        g_string_append_printf (out, "%u %u %s\n", ++number, vt_event_get_move (vt_journal_get_event (journal, i)),
                                account);
    }
  {
    VtMessageLog *log = vt_game_get_messages (game);
    g_autoptr(GPtrArray) known = vt_message_log_dup_of_side (log, side_id);

    for (guint m = 0; m < known->len; m++)
      {
        VtMessage *message = g_ptr_array_index (known, m);
        const char *text = vt_message_get_text_for (message, side_id);

        g_string_append_printf (out, "No. %u %s\n", vt_message_log_get_number_for (log, message, side_id), text);
      }
  }
  {
    g_autofree char *csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, side_id);

    g_string_append (out, csv);
  }
  svg = g_build_filename (dir, "board.svg", NULL);
  options.knowledge = vt_game_get_knowledge (game, side_id);
  view = vt_knowledge_dup_view (options.knowledge);
  g_assert_true (vt_map_renderer_export_with (view, vt_game_get_ruleset (game), &options, svg, 400, 300, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &board, NULL, NULL));
  {
    /* cairo numbers its surfaces across the process: counted from this
     * board's first (the tool draws one board a process) */
    g_autoptr(GRegex) surface = g_regex_new ("surface([0-9]+)", 0, 0, NULL);
    g_autoptr(GMatchInfo) match = NULL;
    guint64 first = 0;

    if (g_regex_match (surface, board, 0, &match))
      {
        g_autofree char *digits = g_match_info_fetch (match, 1);

        first = g_ascii_strtoull (digits, NULL, 10);
      }
    for (const char *p = board; *p != '\0';)
      {
        const char *at = strstr (p, "surface");

        if (at == NULL || !g_ascii_isdigit (at[7]))
          {
            g_string_append (out, p);
            break;
          }
        g_string_append_len (out, p, at - p);
        p = at + 7;
        g_string_append_printf (out, "surface%" G_GUINT64_FORMAT, g_ascii_strtoull (p, (char **) &p, 10) - first);
      }
  }
  g_remove (svg);
  g_rmdir (dir);
  return g_string_free (out, FALSE);
}

/* The same game with every unit @side_id never saw, not even as troops,
 * and no event names taken out of its file: @side_id's outputs must not
 * change. */
static void
assert_same_without_unseen (VtGame     *game,
                            const char *side_id,
                            GHashTable *made_out,
                            guint       game_number)
{
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autoptr(GHashTable) named = units_in_events (game);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autofree char *text = g_strndup (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) stripped = g_string_new (NULL);
  GListModel *units = vt_scenario_get_units (vt_game_get_scenario (game));
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GBytes) stripped_bytes = NULL;
  g_autoptr(VtGame) without = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *full = NULL;
  g_autofree char *less = NULL;

  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);
      g_autofree char *key = g_strdup_printf ("%s?%s", side_id, vt_unit_get_id (unit));

      if (!g_str_equal (vt_unit_get_side (unit), side_id) && !g_hash_table_contains (made_out, key) &&
          !g_hash_table_contains (named, vt_unit_get_id (unit)))
        g_ptr_array_add (gone, g_strdup_printf ("<unit id=\"%s\"", vt_unit_get_id (unit)));
    }
  if (gone->len == 0)
    return;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean drop = FALSE;

      for (guint g = 0; g < gone->len && !drop; g++)
        drop = strstr (lines[i], g_ptr_array_index (gone, g)) != NULL;
      if (!drop)
        g_string_append_printf (stripped, "%s%s", lines[i], lines[i + 1] != NULL ? "\n" : "");
    }
  stripped_bytes = g_string_free_to_bytes (g_steal_pointer (&stripped));
  without = vt_game_file_load_bytes (stripped_bytes, "stripped.vertrauter", vt_ruleset_registry_get_default (),
                                     &error);
  g_assert_no_error (error);
  g_test_message ("game %u: %s's outputs without %u units it never saw", game_number, side_id, gone->len);
  full = side_outputs (game, side_id);
  less = side_outputs (without, side_id);
  if (!g_str_equal (full, less))
    g_error ("game %u: %s's outputs change when %u units it never saw are taken out", game_number, side_id,
             gone->len);
}

static void
play_and_check (const Demo *demo,
                guint       game_number)
{
  g_autoptr(VtGame) game = load_demo (demo);
  g_autoptr(GRand) rand = g_rand_new_with_seed (game_number * 7919 + 17);
  g_autoptr(GHashTable) made_out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  VtJournal *journal = vt_game_get_journal (game);
  guint first = vt_journal_get_head (journal), tries = 0;

  note_sight (game, made_out);
  /* a game of its own events: EVENTS_PER_GAME of them, or what the rules
   * let through in twenty tries each */
  while (vt_journal_get_head (journal) < first + EVENTS_PER_GAME && tries++ < EVENTS_PER_GAME * 20)
    {
      guint head = vt_journal_get_head (journal);

      random_step (game, rand);
      if (vt_journal_get_head (journal) != head)
        note_sight (game, made_out);
    }

  {
    guint actions = 0, messages = 0;

    for (guint i = first; i < vt_journal_get_head (journal); i++)
      {
        const char *kind = vt_event_get_kind (vt_journal_get_event (journal, i));

        actions += g_str_equal (kind, VT_EVENT_ACTION);
        messages += g_str_equal (kind, VT_EVENT_MESSAGE);
      }
    g_test_message ("game %u: %u events, %u of them actions, %u messages", game_number,
                    vt_journal_get_head (journal) - first, actions, messages);
  }
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      const char *side_id = vt_side_get_id (side);
      g_autoptr(GPtrArray) hidden = never_made_out (game, side_id, made_out);

      for (guint i = 0; i < vt_journal_get_head (journal); i++)
        {
          VtEvent *event = vt_journal_get_event (journal, i);
          g_autofree char *account = vt_game_dup_account (game, i, side_id);
          const char *own_unit = NULL;

          if (i >= first && unit_was_sides (game, vt_event_get_changes (event), side_id, &own_unit))
            {
              VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), own_unit);

              if (account == NULL || strstr (account, vt_unit_get_display_name (unit)) == NULL)
                g_error ("game %u: %s's account of event %u (%s) leaves out its own %s: %s", game_number, side_id,
                         i + 1, vt_event_get_summary (event), vt_unit_get_display_name (unit),
                         account != NULL ? account : "(none)");
            }
          if (account != NULL)
            assert_holds_none ("an account", account, hidden, game_number);
        }
      {
        VtMessageLog *log = vt_game_get_messages (game);
        g_autoptr(GPtrArray) known = vt_message_log_dup_of_side (log, side_id);

        for (guint m = 0; m < known->len; m++)
          {
            const char *text = vt_message_get_text_for (g_ptr_array_index (known, m), side_id);

            assert_holds_none ("a message it knows", text, hidden, game_number);
          }
      }
      {
        /* its losses and their causes, as ledger --side gives them */
        g_autofree char *csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, side_id);

        assert_holds_none ("its ledger", csv, hidden, game_number);
      }
      if (game_number % 25 == 0)
        {
          g_autofree char *report = vt_test_report_text (game, side_id, FALSE);

          assert_holds_none ("the side's report", report, hidden, game_number);
          assert_same_without_unseen (game, side_id, made_out, game_number);
        }
    }
}

static void
test_random_games (gconstpointer data)
{
  const Demo *demo = data;

  for (guint g = 0; g < GAMES_PER_RULESET; g++)
    play_and_check (demo, g);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint d = 0; d < G_N_ELEMENTS (demos); d++)
    {
      g_autofree char *path = g_strdup_printf ("/fog/random-games/%s", demos[d].ruleset);

      g_test_add_data_func (path, &demos[d], test_random_games);
    }
  return g_test_run ();
}
