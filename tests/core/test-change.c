/* test-change.c: the change vocabulary, one key at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <vertrauter.h>

/* A value for each key that the board fixture accepts for unit n1. A key
 * added to vt-change.c without one here fails the test, so a new key is
 * always written and read back. */
static GVariant *
sample_value (const char *key)
{
  if (g_str_equal (key, VT_CHANGE_X))
    return g_variant_new_double (12.5);
  if (g_str_equal (key, VT_CHANGE_Y))
    return g_variant_new_double (7.25);
  if (g_str_equal (key, VT_CHANGE_FACING))
    return g_variant_new_double (90);
  if (g_str_equal (key, VT_CHANGE_FORMATION))
    return g_variant_new_string ("standing");
  if (g_str_equal (key, VT_CHANGE_STRENGTH))
    return g_variant_new_uint32 (0);
  if (g_str_equal (key, VT_CHANGE_CELL))
    return g_variant_new_uint32 (3);
  if (g_str_equal (key, VT_CHANGE_SIDE))
    return g_variant_new_string ("south");
  if (g_str_equal (key, VT_CHANGE_NAME))
    return g_variant_new_string ("Citadel watch");
  if (g_str_equal (key, VT_CHANGE_DIVISION))
    return g_variant_new_string ("Northern guard");
  if (g_str_equal (key, VT_CHANGE_TYPE))
    return g_variant_new_string ("infantry");
  if (g_str_equal (key, VT_CHANGE_CONDITIONS))
    return g_variant_new_parsed ("[('rallying', 'Rallying', uint32 2)]");

  g_error ("the change key '%s' has no sample value in test-change.c", key);
}

static VtGame *
load_board (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "board-scenario.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

/* Every key the game applies is saved and read back as it was set. */
static void
test_every_key_round_trips (void)
{
  g_autoptr(VtGame) game = load_board ();
  g_autoptr(VtGame) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  GVariantBuilder change, changes;
  VtEvent *read_back;
  g_autoptr(GVariant) read_change = NULL;

  vt_change_builder_init (&change, "n1");
  for (guint i = 0; i < vt_change_get_n_keys (); i++)
    {
      const char *key = vt_change_key_get_name (vt_change_get_key (i));

      /* "type" creates a unit; n1 has one (test-create.c writes it) */
      if (!g_str_equal (key, VT_CHANGE_TYPE))
        g_variant_builder_add (&change, "{sv}", key, sample_value (key));
    }
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&changes, g_variant_builder_end (&change));
  event = vt_event_new (VT_EVENT_NOTE, 1, "the umpire sets every field of n1", NULL, NULL,
                        g_variant_builder_end (&changes));
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);

  bytes = vt_game_file_to_bytes (game);
  reloaded = vt_game_file_load_bytes (bytes, "every-key.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);

  read_back = vt_journal_get_event (vt_game_get_journal (reloaded), 0);
  read_change = g_variant_get_child_value (vt_event_get_changes (read_back), 0);
  for (guint i = 0; i < vt_change_get_n_keys (); i++)
    {
      const char *key = vt_change_key_get_name (vt_change_get_key (i));
      g_autoptr(GVariant) expected = g_variant_ref_sink (sample_value (key));
      g_autoptr(GVariant) value = g_variant_lookup_value (read_change, key, NULL);

      if (g_str_equal (key, VT_CHANGE_TYPE))
        continue;

      g_test_message ("%s", key);
      g_assert_nonnull (value);
      g_assert_true (g_variant_equal (value, expected));
    }

  /* and the state shows them */
  {
    VtUnit *n1 = vt_scenario_find_unit (vt_game_get_state (reloaded), "n1");

    g_assert_cmpuint (vt_unit_get_cell (n1), ==, 3);
    g_assert_cmpstr (vt_unit_get_formation (n1), ==, "standing");
    g_assert_cmpuint (vt_unit_get_condition (n1, "rallying"), ==, 2);
    g_assert_cmpstr (vt_unit_get_side (n1), ==, "south");
  }
}

/* A cell the board lacks is refused by the game as by the file. */
static void
test_unknown_cell (void)
{
  g_autoptr(VtGame) game = load_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  GVariantBuilder change, changes;

  vt_change_builder_init (&change, "n1");
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_CELL, g_variant_new_uint32 (14));
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&changes, g_variant_builder_end (&change));
  event = vt_event_new (VT_EVENT_MOVE, 1, "n1 to cell 14", NULL, NULL, g_variant_builder_end (&changes));

  g_assert_false (vt_game_append (game, event, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (error->message, ==,
                   "the change puts unit 'n1' on cell 14, but board 'fixture-board' has no such cell");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_journal (game))), ==, 0);
}

/* A strength past any army's is refused by the game as the file refuses
 * it, so nothing the game saves fails to load. */
static void
test_strength_too_large (void)
{
  g_autoptr(VtGame) game = load_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;
  GVariantBuilder change, changes;

  vt_change_builder_init (&change, "n1");
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_STRENGTH, g_variant_new_uint32 (G_MAXUINT32));
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&changes, g_variant_builder_end (&change));
  event = vt_event_new (VT_EVENT_LOSS, 1, "n1 gains an army", NULL, NULL, g_variant_builder_end (&changes));

  g_assert_false (vt_game_append (game, event, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (error->message, ==,
                   "the change gives unit 'n1' a strength of 4294967295; it can be at most 1000000");
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* South's gun s2 taken by North: the capture is South's loss, the gun is
 * North's; undo gives it back, redo, the file and a reload agree, and the
 * ledger keeps the loss on the side that lost it throughout. */
static void
test_side_changes (void)
{
  g_autoptr(VtGame) game = load_board ();
  g_autoptr(VtGame) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) capture = NULL;
  VtUnit *s2 = vt_scenario_find_unit (vt_game_get_state (game), "s2");
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);
  guint notified = 0;
  g_autofree char *text = NULL;

  g_signal_connect (s2, "notify::side", G_CALLBACK (count_notify), &notified);
  capture = vt_event_new (VT_EVENT_ACTION, 1, "North takes the gun s2",
                          g_variant_new_parsed ("{'outcome': <{'losses': <[{'unit': <'s2'>, 'points': <1.0>, "
                                                "'men': <uint32 1>, 'captured': <true>}]>}>}"),
                          NULL,
                          g_variant_new_parsed ("[{'unit': <'s2'>, 'side': <'north'>}]"));
  g_assert_true (vt_game_append (game, capture, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_unit_get_side (s2), ==, "north");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "south", NULL, NULL), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "north", NULL, NULL), ==, 0);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpstr (vt_unit_get_side (s2), ==, "south");
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, NULL, NULL, NULL), ==, 0);
  g_assert_true (vt_game_redo (game));
  g_assert_cmpstr (vt_unit_get_side (s2), ==, "north");
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "south", NULL, NULL), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "north", NULL, NULL), ==, 0);
  /* the set-up is untouched */
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_scenario (game), "s2")), ==, "south");

  bytes = vt_game_file_to_bytes (game);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "<change unit=\"s2\" side=\"north\"/>"));
  reloaded = vt_game_file_load_bytes (bytes, "captured.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (reloaded), "s2")), ==, "north");
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (reloaded), "south", NULL, NULL), ==, 1);
  g_assert_cmpfloat (vt_loss_ledger_get_total (vt_game_get_loss_ledger (reloaded), "north", NULL, NULL), ==, 0);
  {
    g_autoptr(GBytes) again = vt_game_file_to_bytes (reloaded);

    g_assert_true (g_bytes_equal (bytes, again));
  }
}

/* A side the scenario lacks is refused by the game as by the file. */
static void
test_unknown_side (void)
{
  g_autoptr(VtGame) game = load_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) event = NULL;

  event = vt_event_new (VT_EVENT_NOTE, 1, "n1 deserts", NULL, NULL,
                        g_variant_new_parsed ("[{'unit': <'n1'>, 'side': <'east'>}]"));
  g_assert_false (vt_game_append (game, event, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_cmpstr (error->message, ==,
                   "the change gives unit 'n1' to side 'east', which the scenario does not have");
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (game), "n1")), ==, "north");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/change/every-key-round-trips", test_every_key_round_trips);
  g_test_add_func ("/vt/change/unknown-cell", test_unknown_cell);
  g_test_add_func ("/vt/change/strength-too-large", test_strength_too_large);
  g_test_add_func ("/vt/change/side-changes", test_side_changes);
  g_test_add_func ("/vt/change/unknown-side", test_unknown_side);

  return g_test_run ();
}
