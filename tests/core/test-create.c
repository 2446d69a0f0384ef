/* test-create.c: a unit an event brings into the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Little Wars splits bodies off and joins them again (prisoners led away
 * under escort, a box opened into its bodies); the core lets a change
 * create its unit. Under reiswitz-1824 (sight 2000 paces by day, §20,
 * derived): Rot's lookout at (1000, 2000), Blau's "open" at (1800, 2000);
 * the new unit "escort" of Blau appears at (1500, 2000), 500 paces from
 * the lookout, in the open.
 */

#include "config.h"

#include <string.h>

#include <vertrauter.h>

#include "vt-test-map.h"

static const VtColour blau = { 0.11, 0.44, 0.85 };
static const VtColour rot = { 0.75, 0.11, 0.16 };

static VtGame *
make_game (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (6000, 4000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);

  g_assert_nonnull (ruleset);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_scenario_set_title (scenario, "A body split off");
  vt_test_add_block (scenario, "lookout", "Lookout", "rot", "line", 1000, 2000);
  vt_test_add_block (scenario, "open", "In the open", "blau", "line", 1800, 2000);

  return vt_game_new (scenario, ruleset, 7);
}

/* A note whose one change is @change (floating). */
static VtEvent *
event_with (GVariant *change)
{
  GVariantBuilder changes;

  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&changes, change);
  return vt_event_new (VT_EVENT_NOTE, 1, "the umpire splits a body off", NULL, NULL,
                       g_variant_builder_end (&changes));
}

/* "escort": 30 men of Blau split off from "open", under a condition */
static GVariant *
creating_change (const char *unit_id)
{
  GVariantBuilder change;

  vt_change_builder_init (&change, unit_id);
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_TYPE, g_variant_new_string ("infantry-block"));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_SIDE, g_variant_new_string ("blau"));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_NAME, g_variant_new_string ("Escort"));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_DIVISION, g_variant_new_string ("1st"));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_X, g_variant_new_double (1500));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_Y, g_variant_new_double (2000));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_FORMATION, g_variant_new_string ("line"));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_STRENGTH, g_variant_new_uint32 (30));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_CONDITIONS,
                         g_variant_new_parsed ("[('escort', 'Escort', uint32 %u)]",
                                               (guint32) VT_CONDITION_UNTIL_ENDED));
  return g_variant_builder_end (&change);
}

static VtEvent *
creating_event (void)
{
  return event_with (creating_change ("escort"));
}

static void
count_items_changed (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     gpointer    user_data)
{
  guint *count = user_data;

  *count += added + removed;
}

static void
assert_escort (VtGame *game)
{
  VtUnit *escort = vt_scenario_find_unit (vt_game_get_state (game), "escort");
  VtPoint at;

  g_assert_nonnull (escort);
  g_assert_cmpstr (vt_unit_get_unit_type (escort), ==, "infantry-block");
  g_assert_cmpstr (vt_unit_get_side (escort), ==, "blau");
  g_assert_cmpstr (vt_unit_get_name (escort), ==, "Escort");
  g_assert_cmpstr (vt_unit_get_division (escort), ==, "1st");
  g_assert_cmpuint (vt_unit_get_strength (escort), ==, 30);
  g_assert_cmpuint (vt_unit_get_condition (escort, "escort"), ==, VT_CONDITION_UNTIL_ENDED);
  vt_unit_get_position (escort, &at);
  g_assert_cmpfloat (at.x, ==, 1500);
  g_assert_cmpfloat (at.y, ==, 2000);
  /* last in the Forces list, after the units as set up */
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (vt_game_get_state (game))), ==, 3);
}

/* Appended, the unit is in the state and the views hear of it; undone it
 * goes; redone and replayed it comes back; each side's knowledge follows. */
static void
test_append_undo_redo (void)
{
  g_autoptr(VtGame) game = make_game ();
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  VtKnowledge *rot_knows = vt_game_get_knowledge (game, "rot");
  VtKnowledge *blau_knows = vt_game_get_knowledge (game, "blau");
  g_autoptr(VtEvent) event = creating_event ();
  g_autoptr(GError) error = NULL;
  guint items_changed = 0;

  g_signal_connect (units, "items-changed", G_CALLBACK (count_items_changed), &items_changed);

  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
  assert_escort (game);
  g_assert_cmpuint (items_changed, ==, 1);
  /* Rot's lookout sees it in the open, 500 paces off; it is Blau's own */
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "escort"), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (vt_knowledge_get_sighting (blau_knows, "escort"), ==, VT_SIGHTING_EXACT);
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (rot_knows);

    g_assert_nonnull (vt_scenario_find_unit (view, "escort"));
  }

  /* a later move of it is an ordinary change */
  {
    GVariantBuilder change;
    g_autoptr(VtEvent) move = NULL;

    vt_change_builder_init (&change, "escort");
    g_variant_builder_add (&change, "{sv}", VT_CHANGE_X, g_variant_new_double (4000));
    move = event_with (g_variant_builder_end (&change));
    g_assert_true (vt_game_append (game, move, &error));
    g_assert_no_error (error);
    /* 3000 paces from the lookout: beyond its sight */
    g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "escort"), ==, VT_SIGHTING_NONE);
    g_assert_true (vt_game_undo (game));
    g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "escort"), ==, VT_SIGHTING_EXACT);
  }

  g_assert_true (vt_game_undo (game));
  g_assert_null (vt_scenario_find_unit (vt_game_get_state (game), "escort"));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_cmpuint (items_changed, ==, 2);
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "escort"), ==, VT_SIGHTING_NONE);
  {
    g_autoptr(VtScenario) view = vt_knowledge_dup_view (blau_knows);

    /* its "open" and Rot's lookout, seen 800 paces off; no stand-in for
     * a unit that never was */
    g_assert_null (vt_scenario_find_unit (view, "escort"));
    g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (view)), ==, 2);
  }

  g_assert_true (vt_game_redo (game));
  assert_escort (game);
  g_assert_cmpuint (items_changed, ==, 3);
  g_assert_cmpint (vt_knowledge_get_sighting (rot_knows, "escort"), ==, VT_SIGHTING_EXACT);

  /* a replay from the journal keeps the very unit the views hold */
  {
    VtUnit *before = vt_scenario_find_unit (vt_game_get_state (game), "escort");

    g_assert_true (vt_game_replay (game, &error));
    g_assert_no_error (error);
    assert_escort (game);
    g_assert_true (vt_scenario_find_unit (vt_game_get_state (game), "escort") == before);
    g_assert_cmpuint (items_changed, ==, 3);
  }

  /* and the id is taken now: the same creation again is refused */
  {
    g_autoptr(VtEvent) again = creating_event ();

    g_assert_false (vt_game_append (game, again, &error));
    g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
    g_assert_cmpstr (error->message, ==,
                     "the change creates unit 'escort', but the game already has a unit 'escort'; "
                     "give the new unit an id of its own");
  }
}

/* Saved and read back byte for byte; the creating change is an ordinary
 * <change> with the new attributes, and the reloaded game undoes it. */
static void
test_round_trip (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEvent) event = creating_event ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(VtGame) reloaded = NULL;
  g_autofree char *owned_text = NULL;
  const char *text;

  g_assert_true (vt_game_append (game, event, &error));
  bytes = vt_game_file_to_bytes (game);
  text = owned_text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "type=\"infantry-block\""));

  reloaded = vt_game_file_load_bytes (bytes, "created.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  assert_escort (reloaded);
  again = vt_game_file_to_bytes (reloaded);
  g_assert_true (g_bytes_equal (bytes, again));

  g_assert_true (vt_game_undo (reloaded));
  g_assert_null (vt_scenario_find_unit (vt_game_get_state (reloaded), "escort"));

  /* an undone creation is kept for redo and read back as such */
  {
    g_autoptr(GBytes) undone = vt_game_file_to_bytes (reloaded);
    g_autoptr(VtGame) third = vt_game_file_load_bytes (undone, "undone.vertrauter",
                                                       vt_ruleset_registry_get_default (), &error);

    g_assert_no_error (error);
    g_assert_null (vt_scenario_find_unit (vt_game_get_state (third), "escort"));
    g_assert_true (vt_game_redo (third));
    assert_escort (third);
  }
}

/* What is wrong with a creating change is refused with the field it is
 * about; neither the journal nor the state change. */
static void
test_refused (void)
{
  g_autoptr(VtGame) game = make_game ();
  struct {
    const char *unit_id;
    const char *key;   /* set to @value, or left out when @value is NULL */
    const char *value;
    const char *message;
  } cases[] = {
    { "open", NULL, NULL,
      "the change creates unit 'open', but the game already has a unit 'open'; "
      "give the new unit an id of its own" },
    { "escort", VT_CHANGE_TYPE, "hussar",
      "the change creates unit 'escort' of type 'hussar', which ruleset 'reiswitz-1824' does not have" },
    { "escort", VT_CHANGE_SIDE, "gelb",
      "the change gives unit 'escort' to side 'gelb', which the scenario does not have" },
    { "escort", VT_CHANGE_STRENGTH, NULL,
      "the change creates unit 'escort' without 'strength'; a new unit needs its side, strength and place" },
    { "escort", VT_CHANGE_Y, NULL,
      "the change creates unit 'escort' without 'y'; a new unit needs its side, strength and place" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GVariant) full = g_variant_ref_sink (creating_change (cases[i].unit_id));
      g_autoptr(GError) error = NULL;
      g_autoptr(VtEvent) event = NULL;
      GVariantDict dict;

      g_variant_dict_init (&dict, full);
      if (cases[i].key != NULL && cases[i].value != NULL)
        g_variant_dict_insert (&dict, cases[i].key, "s", cases[i].value);
      else if (cases[i].key != NULL)
        g_variant_dict_remove (&dict, cases[i].key);
      event = event_with (g_variant_dict_end (&dict));

      g_assert_false (vt_game_append (game, event, &error));
      g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 0);
      g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (vt_game_get_state (game))), ==, 2);
    }

  /* "type" on a unit the game has is not a change of type */
  {
    GVariantBuilder change;
    g_autoptr(VtEvent) event = NULL;
    g_autoptr(GError) error = NULL;

    vt_change_builder_init (&change, "open");
    g_variant_builder_add (&change, "{sv}", VT_CHANGE_TYPE, g_variant_new_string ("infantry-block"));
    event = event_with (g_variant_builder_end (&change));
    g_assert_false (vt_game_append (game, event, &error));
    g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  }

  /* a later change in the same event may name the unit just created */
  {
    GVariantBuilder changes, change;
    g_autoptr(VtEvent) event = NULL;
    g_autoptr(GError) error = NULL;

    g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));
    g_variant_builder_add_value (&changes, creating_change ("escort"));
    vt_change_builder_init (&change, "escort");
    g_variant_builder_add (&change, "{sv}", VT_CHANGE_FACING, g_variant_new_double (90));
    g_variant_builder_add_value (&changes, g_variant_builder_end (&change));
    event = vt_event_new (VT_EVENT_NOTE, 1, "split off and faced east", NULL, NULL,
                          g_variant_builder_end (&changes));
    g_assert_true (vt_game_append (game, event, &error));
    g_assert_no_error (error);
    g_assert_cmpfloat (vt_unit_get_facing (vt_scenario_find_unit (vt_game_get_state (game), "escort")), ==, 90);
  }
}

/* A file whose journal creates a unit twice, or names one before it is
 * created, gives the umpire the event and the unit, never a crash. */
static void
test_bad_file (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEvent) event = creating_event ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *twice = NULL;
  g_autofree char *taken = NULL;
  g_autofree char *unknown_type = NULL;
  g_autofree char *owned_text = NULL;
  const char *text;
  const char *change;
  const char *end;

  g_assert_true (vt_game_append (game, event, &error));
  bytes = vt_game_file_to_bytes (game);
  /* the bytes end without a NUL */
  text = owned_text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  change = strstr (text, "<event ");
  end = strstr (text, "</event>");
  g_assert_nonnull (change);
  g_assert_nonnull (end);
  end += strlen ("</event>");

  /* the same event twice: the second creates an id taken by the first */
  {
    g_autoptr(GString) doubled = g_string_new_len (text, end - text);
    g_autoptr(GBytes) doubled_bytes = NULL;
    g_autoptr(VtGame) loaded = NULL;

    g_string_append_len (doubled, change, end - change);
    g_string_append (doubled, end);
    doubled_bytes = g_bytes_new (doubled->str, doubled->len);
    loaded = vt_game_file_load_bytes (doubled_bytes, "twice.vertrauter", vt_ruleset_registry_get_default (), &error);
    twice = g_strdup (error != NULL ? error->message : "");
    g_assert_null (loaded);
    g_assert_nonnull (error);
    g_clear_error (&error);
  }
  g_test_message ("%s", twice);
  g_assert_nonnull (strstr (twice, "twice.vertrauter:"));
  g_assert_nonnull (strstr (twice, "event 2: the change creates unit 'escort', but the game already has"));

  /* a type the ruleset lacks */
  {
    g_autoptr(GString) edited = g_string_new (text);
    g_autoptr(GBytes) edited_bytes = NULL;
    g_autoptr(VtGame) loaded = NULL;

    g_string_replace (edited, "type=\"infantry-block\" name=\"Escort\"", "type=\"hussar\" name=\"Escort\"", 1);
    edited_bytes = g_bytes_new (edited->str, edited->len);
    loaded = vt_game_file_load_bytes (edited_bytes, "hussar.vertrauter", vt_ruleset_registry_get_default (), &error);
    unknown_type = g_strdup (error != NULL ? error->message : "");
    g_assert_null (loaded);
    g_clear_error (&error);
  }
  g_test_message ("%s", unknown_type);
  g_assert_nonnull (strstr (unknown_type,
                            "event 1: the change creates unit 'escort' of type 'hussar', "
                            "which ruleset 'reiswitz-1824' does not have"));

  /* an id the set-up has */
  {
    g_autoptr(GString) edited = g_string_new (text);
    g_autoptr(GBytes) edited_bytes = NULL;
    g_autoptr(VtGame) loaded = NULL;

    g_string_replace (edited, "unit=\"escort\"", "unit=\"lookout\"", 1);
    edited_bytes = g_bytes_new (edited->str, edited->len);
    loaded = vt_game_file_load_bytes (edited_bytes, "taken.vertrauter", vt_ruleset_registry_get_default (), &error);
    taken = g_strdup (error != NULL ? error->message : "");
    g_assert_null (loaded);
    g_clear_error (&error);
  }
  g_test_message ("%s", taken);
  g_assert_nonnull (strstr (taken, "event 1: the change creates unit 'lookout', but the game already has"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/create/append-undo-redo", test_append_undo_redo);
  g_test_add_func ("/vt/create/round-trip", test_round_trip);
  g_test_add_func ("/vt/create/refused", test_refused);
  g_test_add_func ("/vt/create/bad-file", test_bad_file);

  return g_test_run ();
}
