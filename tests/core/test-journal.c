/* test-journal.c: the journal, undo and redo, and the replayed state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-journal"

#include "config.h"

#include <vertrauter.h>

/* A ruleset of the test's own with one unit type, so the formation check
 * of vt_game_append() is tested without a plugin. */

#define TEST_TYPE_RULESET (test_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (TestRuleset, test_ruleset, TEST, RULESET, GObject)

struct _TestRuleset
{
  GObject parent_instance;
};

static void test_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestRuleset, test_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, test_ruleset_iface_init))

static const char * const infantry_formations[] = { "line", "column", NULL };

static const VtUnitType unit_types[] = {
  { "infantry-block", "Infantry block", "infantry", "muskets", 450,
    150.0, 30.0, infantry_formations, NULL },
};

static const char *
test_ruleset_get_id (VtRuleset *ruleset)
{
  return "test-journal";
}

static const VtUnitType *
test_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

static void
test_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = test_ruleset_get_id;
  iface->get_unit_types = test_ruleset_get_unit_types;
}

static void
test_ruleset_class_init (TestRulesetClass *klass)
{
}

static void
test_ruleset_init (TestRuleset *self)
{
}

static VtScenario *
make_scenario (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 1500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("test-journal", map);
  g_autoptr(VtSide) red = vt_side_new ("red", "Rothe Parthei", NULL);
  g_autoptr(VtSide) blue = vt_side_new ("blue", "Blaue Parthei", NULL);
  g_autoptr(VtUnit) b1 = vt_unit_new ("b1", "infantry-block", "red");
  g_autoptr(VtUnit) b2 = vt_unit_new ("b2", "infantry-block", "blue");
  VtPoint at_b1 = { 100, 100 };
  VtPoint at_b2 = { 1800, 1200 };

  g_assert_true (vt_scenario_add_side (scenario, red, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blue, NULL));

  vt_unit_set_name (b1, "I. Bataillon");
  vt_unit_set_strength (b1, 450);
  vt_unit_set_position (b1, &at_b1);
  g_assert_true (vt_scenario_add_unit (scenario, b1, NULL));

  vt_unit_set_strength (b2, 450);
  vt_unit_set_position (b2, &at_b2);
  vt_unit_set_facing (b2, 180);
  g_assert_true (vt_scenario_add_unit (scenario, b2, NULL));

  return g_steal_pointer (&scenario);
}

static VtEvent *
move (VtGame *game,
      const char *unit_id,
      double      x,
      double      y,
      double      facing)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), unit_id);
  VtPoint to = { x, y };

  return vt_event_new_move (vt_game_get_move (game), unit, &to, facing);
}

static void
assert_at (VtUnit *unit,
           double  x,
           double  y)
{
  VtPoint position;

  vt_unit_get_position (unit, &position);
  g_assert_cmpfloat (position.x, ==, x);
  g_assert_cmpfloat (position.y, ==, y);
}

static void
test_append_undo_redo (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1824);
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *b1 = vt_scenario_find_unit (vt_game_get_state (game), "b1");

  g_assert_true (vt_game_get_scenario (game) == scenario);
  g_assert_true (vt_game_get_state (game) != scenario);
  g_assert_false (vt_journal_can_undo (journal));
  g_assert_false (vt_game_undo (game));
  g_assert_false (vt_game_redo (game));

  event = move (game, "b1", 400, 150, 90);
  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_MOVE);
  g_assert_cmpstr (vt_event_get_summary (event), ==, "I. Bataillon moves");

  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 1);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);
  g_assert_true (vt_journal_get_event (journal, 0) == event);

  /* the state moved, in place; the scenario as set up did not */
  g_assert_true (vt_scenario_find_unit (vt_game_get_state (game), "b1") == b1);
  assert_at (b1, 400, 150);
  g_assert_cmpfloat (vt_unit_get_facing (b1), ==, 90);
  assert_at (vt_scenario_find_unit (scenario, "b1"), 100, 100);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 0);
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 1);
  g_assert_true (vt_scenario_find_unit (vt_game_get_state (game), "b1") == b1);
  assert_at (b1, 100, 100);
  g_assert_cmpfloat (vt_unit_get_facing (b1), ==, 0);
  g_assert_false (vt_game_undo (game));

  g_assert_true (vt_game_redo (game));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);
  assert_at (b1, 400, 150);
  g_assert_false (vt_game_redo (game));
}

static void
record_items_changed (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GArray     *calls)
{
  guint call[3] = { position, removed, added };

  /* the model already holds what it announces */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, vt_journal_get_length (VT_JOURNAL (model)));
  g_array_append_vals (calls, call, 3);
}

static void
test_redo_tail_dropped (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1);
  g_autoptr(VtEvent) first = NULL;
  g_autoptr(VtEvent) second = NULL;
  g_autoptr(VtEvent) third = NULL;
  g_autoptr(VtEvent) instead = NULL;
  g_autoptr(GArray) calls = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(VtEvent) item = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *b1 = vt_scenario_find_unit (vt_game_get_state (game), "b1");

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (journal)) == VT_TYPE_EVENT);

  first = move (game, "b1", 200, 100, 0);
  g_assert_true (vt_game_append (game, first, NULL));
  second = move (game, "b1", 300, 100, 0);
  g_assert_true (vt_game_append (game, second, NULL));
  third = move (game, "b1", 400, 100, 0);
  g_assert_true (vt_game_append (game, third, NULL));

  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  assert_at (b1, 200, 100);
  /* undone events stay listed until something new happens */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (journal)), ==, 3);
  g_assert_true (vt_journal_can_redo (journal));

  g_signal_connect (journal, "items-changed", G_CALLBACK (record_items_changed), calls);
  instead = move (game, "b1", 200, 500, 180);
  g_assert_true (vt_game_append (game, instead, NULL));

  g_assert_cmpuint (calls->len, ==, 3);
  g_assert_cmpuint (g_array_index (calls, guint, 0), ==, 1); /* position */
  g_assert_cmpuint (g_array_index (calls, guint, 1), ==, 2); /* removed */
  g_assert_cmpuint (g_array_index (calls, guint, 2), ==, 1); /* added */

  g_assert_cmpuint (vt_journal_get_length (journal), ==, 2);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
  g_assert_false (vt_journal_can_redo (journal));
  g_assert_false (vt_game_redo (game));
  g_assert_true (vt_journal_get_event (journal, 0) == first);
  item = g_list_model_get_item (G_LIST_MODEL (journal), 1);
  g_assert_true (item == instead);
  assert_at (b1, 200, 500);
}

static void
count (GObject    *object,
       GParamSpec *pspec,
       guint      *counter)
{
  (*counter)++;
}

static void
count_signal (VtGame *game,
              guint  *counter)
{
  (*counter)++;
}

/* One undo leaves exactly one event to redo; a mistake by one in the count
 * of dropped events would keep it, or drop the event before it. */
static void
test_one_undone_dropped (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1);
  g_autoptr(VtEvent) first = NULL;
  g_autoptr(VtEvent) second = NULL;
  g_autoptr(VtEvent) instead = NULL;
  g_autoptr(GArray) calls = g_array_new (FALSE, FALSE, sizeof (guint));
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *b1 = vt_scenario_find_unit (vt_game_get_state (game), "b1");

  first = move (game, "b1", 200, 100, 0);
  g_assert_true (vt_game_append (game, first, NULL));
  second = move (game, "b1", 300, 100, 0);
  g_assert_true (vt_game_append (game, second, NULL));

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_journal_get_length (journal), ==, 2);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);
  g_assert_true (vt_journal_can_redo (journal));

  g_signal_connect (journal, "items-changed", G_CALLBACK (record_items_changed), calls);
  instead = move (game, "b1", 200, 500, 180);
  g_assert_true (vt_game_append (game, instead, NULL));

  g_assert_cmpuint (calls->len, ==, 3);
  g_assert_cmpuint (g_array_index (calls, guint, 0), ==, 1); /* position */
  g_assert_cmpuint (g_array_index (calls, guint, 1), ==, 1); /* removed */
  g_assert_cmpuint (g_array_index (calls, guint, 2), ==, 1); /* added */

  g_assert_cmpuint (vt_journal_get_length (journal), ==, 2);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
  g_assert_false (vt_journal_can_redo (journal));
  g_assert_false (vt_game_redo (game));
  g_assert_true (vt_journal_get_event (journal, 0) == first);
  g_assert_true (vt_journal_get_event (journal, 1) == instead);
  assert_at (b1, 200, 500);

  /* undo now takes back the new event, not the dropped one */
  g_assert_true (vt_game_undo (game));
  assert_at (b1, 200, 100);
}

/* The file reader sets the head as saved: at most the length, which means
 * nothing is undone. */
/* a ruleset that counts in Züge, as the summaries below say */
static VtRuleset *
zug_ruleset (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "fixture-terrain");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
test_set_head_bound (void)
{
  g_autoptr(VtJournal) journal = vt_journal_new ();
  g_autoptr(VtEvent) first = vt_event_new_clock (1, 1, zug_ruleset ());
  g_autoptr(VtEvent) second = vt_event_new_clock (2, 1, zug_ruleset ());
  guint head_notified = 0;

  g_assert_true (vt_journal_set_head (journal, 0));
  g_assert_false (vt_journal_set_head (journal, 1));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 0);

  vt_journal_append (journal, first);
  vt_journal_append (journal, second);
  g_signal_connect (journal, "notify::head", G_CALLBACK (count), &head_notified);

  g_assert_true (vt_journal_set_head (journal, 0));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 0);
  g_assert_false (vt_journal_can_undo (journal));
  g_assert_true (vt_journal_can_redo (journal));

  /* the length itself is allowed: every event in force */
  g_assert_true (vt_journal_set_head (journal, 2));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
  g_assert_true (vt_journal_can_undo (journal));
  g_assert_false (vt_journal_can_redo (journal));
  g_assert_cmpuint (head_notified, ==, 2);

  /* beyond it is refused, and the head stays */
  g_assert_false (vt_journal_set_head (journal, 3));
  g_assert_false (vt_journal_set_head (journal, G_MAXUINT));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 2);
  g_assert_false (vt_journal_can_redo (journal));
  g_assert_false (vt_journal_redo (journal));
  g_assert_cmpuint (head_notified, ==, 2);

  g_assert_true (vt_journal_set_head (journal, 1));
  g_assert_false (vt_journal_set_head (journal, 3));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, 1);
  g_assert_true (vt_journal_can_redo (journal));
}

static void
test_state_notifies_in_place (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1);
  g_autoptr(VtEvent) advance = NULL;
  g_autoptr(VtEvent) wheel = NULL;
  VtScenario *state = vt_game_get_state (game);
  VtUnit *b1 = vt_scenario_find_unit (state, "b1");
  VtUnit *b2 = vt_scenario_find_unit (state, "b2");
  guint b1_x = 0, b1_facing = 0, b2_x = 0, changed = 0, can_undo = 0;

  g_signal_connect (b1, "notify::x", G_CALLBACK (count), &b1_x);
  g_signal_connect (b1, "notify::facing", G_CALLBACK (count), &b1_facing);
  g_signal_connect (b2, "notify::x", G_CALLBACK (count), &b2_x);
  g_signal_connect (game, "changed", G_CALLBACK (count_signal), &changed);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count), &can_undo);

  advance = move (game, "b1", 500, 100, 0);
  g_assert_true (vt_game_append (game, advance, NULL));
  g_assert_cmpuint (b1_x, ==, 1);
  g_assert_cmpuint (b1_facing, ==, 0); /* it still faces north */
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (can_undo, ==, 1);

  wheel = move (game, "b2", 1800, 1200, 90);
  g_assert_true (vt_game_append (game, wheel, NULL));
  g_assert_cmpuint (b2_x, ==, 0);
  g_assert_cmpuint (changed, ==, 2);

  /* undoing b2's wheel leaves b1 alone: no notify for what did not change */
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (b1_x, ==, 1);
  g_assert_cmpfloat (vt_unit_get_facing (b2), ==, 180);
  g_assert_cmpuint (changed, ==, 3);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (b1_x, ==, 2);
  g_assert_cmpuint (can_undo, ==, 2);
  g_assert_true (vt_scenario_find_unit (state, "b1") == b1);
  g_assert_true (vt_game_get_state (game) == state);
}

typedef struct {
  VtPoint position;
  double  facing;
  guint   strength;
  char   *formation;
} Snapshot;

static void
take_snapshot (VtGame   *game,
               Snapshot  snapshot[2])
{
  const char *ids[2] = { "b1", "b2" };

  for (guint i = 0; i < 2; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), ids[i]);

      vt_unit_get_position (unit, &snapshot[i].position);
      snapshot[i].facing = vt_unit_get_facing (unit);
      snapshot[i].strength = vt_unit_get_strength (unit);
      snapshot[i].formation = g_strdup (vt_unit_get_formation (unit));
    }
}

static void
assert_snapshot_equal (Snapshot a[2],
                       Snapshot b[2])
{
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpfloat (a[i].position.x, ==, b[i].position.x);
      g_assert_cmpfloat (a[i].position.y, ==, b[i].position.y);
      g_assert_cmpfloat (a[i].facing, ==, b[i].facing);
      g_assert_cmpuint (a[i].strength, ==, b[i].strength);
      g_assert_cmpstr (a[i].formation, ==, b[i].formation);
    }
}

static void
clear_snapshot (Snapshot snapshot[2])
{
  for (guint i = 0; i < 2; i++)
    g_clear_pointer (&snapshot[i].formation, g_free);
}

static void
test_replay_equal (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1);
  g_autoptr(GError) error = NULL;
  g_auto(GVariantBuilder) changes = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aa{sv}"));
  g_auto(GVariantDict) loss = G_VARIANT_DICT_INIT (NULL);
  VtUnit *b2 = vt_scenario_find_unit (vt_game_get_state (game), "b2");
  VtEvent *events[4];
  Snapshot before[2], after[2], replayed[2];

  g_variant_dict_insert (&loss, "unit", "s", "b2");
  g_variant_dict_insert (&loss, "strength", "u", 375);
  g_variant_builder_add_value (&changes, g_variant_dict_end (&loss));

  events[0] = move (game, "b1", 600, 300, 45);
  events[1] = vt_event_new_formation (1, b2, "column");
  events[2] = vt_event_new (VT_EVENT_LOSS, 1, "b2 loses 75 muskets",
                            NULL, NULL, g_variant_builder_end (&changes));
  events[3] = move (game, "b2", 1700, 1000, -90);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_assert_true (vt_game_append (game, events[i], &error));
      g_assert_no_error (error);
      g_object_unref (events[i]);
    }

  take_snapshot (game, before);
  g_assert_cmpuint (before[1].strength, ==, 375);
  g_assert_cmpstr (before[1].formation, ==, "column");
  g_assert_cmpfloat (before[1].facing, ==, 270);

  while (vt_game_undo (game))
    ;
  g_assert_cmpuint (vt_unit_get_strength (b2), ==, 450);
  g_assert_null (vt_unit_get_formation (b2));
  while (vt_game_redo (game))
    ;

  take_snapshot (game, after);
  assert_snapshot_equal (before, after);

  g_assert_true (vt_game_replay (game, &error));
  g_assert_no_error (error);
  take_snapshot (game, replayed);
  assert_snapshot_equal (before, replayed);

  clear_snapshot (before);
  clear_snapshot (after);
  clear_snapshot (replayed);
}

static void
test_zug_counting (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtGame) game = vt_game_new (scenario, NULL, 1);
  g_autoptr(VtEvent) one = vt_event_new_clock (1, 1, zug_ruleset ());
  g_autoptr(VtEvent) walk = NULL;
  g_autoptr(VtEvent) two = NULL;
  guint zug_notified = 0;
  guint zug = 0;

  g_signal_connect (game, "notify::move", G_CALLBACK (count), &zug_notified);

  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpstr (vt_event_get_summary (one), ==, "the clock advances one Zug");
  g_assert_true (vt_game_append (game, one, NULL));
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpuint (zug_notified, ==, 1);

  /* a move does not advance the clock */
  walk = move (game, "b1", 150, 100, 0);
  g_assert_cmpuint (vt_event_get_move (walk), ==, 2);
  g_assert_true (vt_game_append (game, walk, NULL));
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_cmpuint (zug_notified, ==, 1);

  two = vt_event_new_clock (2, 2, zug_ruleset ());
  g_assert_cmpstr (vt_event_get_summary (two), ==, "the clock advances 2 Züge");
  g_assert_true (vt_game_append (game, two, NULL));
  g_assert_cmpuint (vt_game_get_move (game), ==, 4);
  g_object_get (game, "move", &zug, NULL);
  g_assert_cmpuint (zug, ==, 4);

  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_game_get_move (game), ==, 2);
  g_assert_true (vt_game_undo (game));
  g_assert_true (vt_game_undo (game));
  g_assert_cmpuint (vt_game_get_move (game), ==, 1);
  g_assert_cmpuint (zug_notified, ==, 4);
}

static VtEvent *
event_with_changes (GVariant *first,
                    GVariant *second)
{
  GVariant *changes[2] = { first, second };

  return vt_event_new (VT_EVENT_ACTION, 1, NULL, NULL, NULL,
                       g_variant_new_array (G_VARIANT_TYPE_VARDICT, changes, 2));
}

static GVariant *
change_of (const char *unit_id,
           const char *key,
           GVariant   *value)
{
  g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&change, "unit", "s", unit_id);
  g_variant_dict_insert_value (&change, key, value);

  return g_variant_dict_end (&change);
}

static void
assert_refused (VtGame     *game,
                VtEvent    *event,
                int         code,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *b1 = vt_scenario_find_unit (vt_game_get_state (game), "b1");
  guint length = vt_journal_get_length (journal);
  guint changed = 0;
  gulong handler;

  handler = g_signal_connect (game, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_false (vt_game_append (game, event, &error));
  g_assert_error (error, VT_GAME_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);

  /* nothing of it was journalled or made */
  g_assert_cmpuint (vt_journal_get_length (journal), ==, length);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, length);
  g_assert_cmpuint (changed, ==, 0);
  assert_at (b1, 100, 100);
  g_assert_cmpuint (vt_unit_get_strength (b1), ==, 450);

  g_signal_handler_disconnect (game, handler);
}

static void
test_bad_change (void)
{
  g_autoptr(VtScenario) scenario = make_scenario ();
  g_autoptr(VtRuleset) ruleset = g_object_new (TEST_TYPE_RULESET, NULL);
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1);
  g_autoptr(VtEvent) unknown_unit = NULL;
  g_autoptr(VtEvent) wrong_type = NULL;
  g_autoptr(VtEvent) square = NULL;
  g_autoptr(VtEvent) column = NULL;
  g_autoptr(VtEvent) no_unit = NULL;

  g_assert_true (vt_game_get_ruleset (game) == ruleset);

  /* the first change is good, the second names a unit the game lacks */
  unknown_unit = event_with_changes (change_of ("b1", "strength", g_variant_new_uint32 (300)),
                                     change_of ("b9", "x", g_variant_new_double (5)));
  assert_refused (game, unknown_unit, VT_GAME_ERROR_UNKNOWN_UNIT,
                  "there is no unit 'b9' in this game");

  wrong_type = event_with_changes (change_of ("b1", "x", g_variant_new_double (900)),
                                   change_of ("b1", "y", g_variant_new_int32 (900)));
  assert_refused (game, wrong_type, VT_GAME_ERROR_BAD_CHANGE,
                  "the change to unit 'b1' gives 'y' as i; it must be a number (d)");

  no_unit = event_with_changes (change_of ("b1", "x", g_variant_new_double (900)),
                                change_of ("b1", "morale", g_variant_new_string ("shaken")));
  assert_refused (game, no_unit, VT_GAME_ERROR_BAD_CHANGE,
                  "the change to unit 'b1' has 'morale', which is nothing a unit has");

  square = event_with_changes (change_of ("b1", "strength", g_variant_new_uint32 (300)),
                               change_of ("b1", "formation", g_variant_new_string ("square")));
  assert_refused (game, square, VT_GAME_ERROR_BAD_CHANGE,
                  "unit 'b1' (infantry-block) has no formation 'square'; it can be line or column");

  /* a formation of the type goes through */
  column = vt_event_new_formation (1, vt_scenario_find_unit (vt_game_get_state (game), "b1"),
                                   "column");
  g_assert_cmpstr (vt_event_get_summary (column), ==, "I. Bataillon forms column");
  g_assert_true (vt_game_append (game, column, NULL));
  g_assert_cmpstr (vt_unit_get_formation (vt_scenario_find_unit (vt_game_get_state (game), "b1")),
                   ==, "column");
}

static void
test_event_defaults (void)
{
  g_autoptr(VtEvent) note = vt_event_new (VT_EVENT_NOTE, 3, NULL,
                                          g_variant_new_parsed ("{'text': <'Nebel'>}"),
                                          NULL, NULL);
  const char *text = NULL;

  g_assert_cmpstr (vt_event_get_summary (note), ==, "note");
  g_assert_true (g_variant_lookup (vt_event_get_payload (note), "text", "&s", &text));
  g_assert_cmpstr (text, ==, "Nebel");
  g_assert_true (g_variant_is_of_type (vt_event_get_dice (note), G_VARIANT_TYPE ("a(suub)")));
  g_assert_cmpuint (g_variant_n_children (vt_event_get_dice (note)), ==, 0);
  g_assert_true (g_variant_is_of_type (vt_event_get_changes (note), G_VARIANT_TYPE ("aa{sv}")));
  g_assert_cmpuint (g_variant_n_children (vt_event_get_changes (note)), ==, 0);
  g_assert_false (g_variant_is_floating (vt_event_get_payload (note)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/journal/append-undo-redo", test_append_undo_redo);
  g_test_add_func ("/vt/journal/redo-tail-dropped", test_redo_tail_dropped);
  g_test_add_func ("/vt/journal/one-undone-dropped", test_one_undone_dropped);
  g_test_add_func ("/vt/journal/set-head-bound", test_set_head_bound);
  g_test_add_func ("/vt/journal/state-notifies-in-place", test_state_notifies_in_place);
  g_test_add_func ("/vt/journal/replay-equal", test_replay_equal);
  g_test_add_func ("/vt/journal/zug-counting", test_zug_counting);
  g_test_add_func ("/vt/journal/bad-change", test_bad_change);
  g_test_add_func ("/vt/journal/event-defaults", test_event_defaults);

  return g_test_run ();
}
