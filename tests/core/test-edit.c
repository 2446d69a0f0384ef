/* test-edit.c: the designer's edits, their undo and redo, and a begun game's terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <vertrauter.h>

#include "vt-test-map.h"

static const VtColour rot = { 0.8, 0.1, 0.1 };
static const VtColour blau = { 0.1, 0.2, 0.8 };

static VtRuleset *
rz24 (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static VtGame *
make_game (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);

  vt_test_add_rectangle (map, "wood", "wood-light", 500, 500, 900, 900);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "r1", "1st Battalion", "rot", "line", 1000, 2000);
  return vt_game_new (scenario, rz24 (), 3);
}

static VtFeature *
new_line (const char *id,
          const char *kind,
          double      x0,
          double      y0,
          double      x1,
          double      y1)
{
  VtFeature *feature = vt_feature_new (id, kind, VT_GEOMETRY_POLYLINE);

  vt_feature_add_point (feature, &(VtPoint) { x0, y0 });
  vt_feature_add_point (feature, &(VtPoint) { x1, y1 });
  return feature;
}

static guint
n_features (VtScenario *scenario)
{
  return g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (scenario)));
}

static VtFeature *
feature_at (VtScenario *scenario,
            guint       position)
{
  g_autoptr(VtFeature) feature = g_list_model_get_item (vt_map_get_features (vt_scenario_get_map (scenario)),
                                                        position);
  return feature;
}

/* A river is added, renamed and taken away; each is one undo, in the set-up
 * and the state alike, and undoing the removal puts it back where it was drawn. */
static void
test_features (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtFeature) river = new_line ("river-1", "river", 0, 1500, 4000, 1500);
  g_autoptr(VtFeature) renamed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  g_assert_false (vt_editor_get_can_undo (editor));
  g_assert_false (vt_editor_get_locked (editor));

  id = vt_editor_new_feature_id (editor, "river");
  g_assert_cmpstr (id, ==, "river-1");
  g_assert_true (vt_editor_put_feature (editor, river, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Add River");
  g_assert_cmpuint (n_features (vt_game_get_scenario (game)), ==, 2);
  g_assert_cmpuint (n_features (vt_game_get_state (game)), ==, 2);
  g_clear_pointer (&id, g_free);
  id = vt_editor_new_feature_id (editor, "river");
  g_assert_cmpstr (id, ==, "river-2");

  /* the editor keeps its own copy: changing ours changes nothing drawn */
  vt_feature_set_name (river, "Weser");
  g_assert_null (vt_feature_get_name (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)),
                                                           "river-1")));
  renamed = vt_feature_copy (river);
  g_assert_true (vt_editor_put_feature (editor, renamed, &error));
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Change River “Weser”");
  g_assert_cmpstr (vt_feature_get_name (vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (game)),
                                                             "river-1")), ==, "Weser");

  g_assert_true (vt_editor_remove_feature (editor, "wood", &error));
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Remove Light wood");
  g_assert_cmpuint (n_features (vt_game_get_state (game)), ==, 1);

  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpuint (n_features (vt_game_get_state (game)), ==, 2);
  /* the wood is drawn first again, under the river */
  g_assert_cmpstr (vt_feature_get_id (feature_at (vt_game_get_state (game), 0)), ==, "wood");
  g_assert_cmpstr (vt_feature_get_id (feature_at (vt_game_get_scenario (game), 0)), ==, "wood");
  g_assert_cmpstr (vt_editor_get_redo_label (editor), ==, "Remove Light wood");

  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_feature_get_name (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)),
                                                           "river-1")));
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpuint (n_features (vt_game_get_state (game)), ==, 1);
  g_assert_false (vt_editor_undo (editor));

  g_assert_true (vt_editor_redo (editor));
  g_assert_true (vt_editor_redo (editor));
  g_assert_cmpstr (vt_feature_get_name (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)),
                                                             "river-1")), ==, "Weser");

  /* refused: a kind the ruleset lacks, a line of one point, nothing to remove */
  {
    g_autoptr(VtFeature) railway = new_line ("rail", "railway", 0, 0, 10, 10);
    g_autoptr(VtFeature) one_point = vt_feature_new ("one-point", "road", VT_GEOMETRY_POLYLINE);

    vt_feature_add_point (one_point, &(VtPoint) { 5, 5 });
    g_assert_false (vt_editor_put_feature (editor, railway, &error));
    g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "railway"));
    g_clear_error (&error);
    g_assert_false (vt_editor_put_feature (editor, one_point, &error));
    g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_false (vt_editor_remove_feature (editor, "nowhere", &error));
    g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND);
  }
}

/* Two battalions placed as one group, one changed to the other side, one
 * removed; the state's list follows and the ids are new. */
static void
test_units (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(GError) error = NULL;
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  g_autofree char *first = vt_editor_new_unit_id (editor, "infantry-block");

  vt_editor_begin_group (editor, "Place 2 units");
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *id = vt_editor_new_unit_id (editor, "infantry-block");
      g_autoptr(VtUnit) unit = vt_unit_new (id, "infantry-block", "blau");

      vt_unit_set_strength (unit, 450);
      vt_unit_set_formation (unit, "line");
      vt_unit_set_position (unit, &(VtPoint) { 3000, 1000 + 100 * i });
      g_assert_true (vt_editor_put_unit (editor, unit, &error));
      g_assert_no_error (error);
    }
  vt_editor_end_group (editor);
  g_assert_cmpstr (first, ==, "infantry-block-1");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 3);
  g_assert_nonnull (vt_scenario_find_unit (vt_game_get_scenario (game), "infantry-block-2"));
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Place 2 units");

  {
    g_autoptr(VtUnit) changed = vt_unit_copy (vt_scenario_find_unit (vt_game_get_scenario (game), "r1"));
    g_autoptr(VtUnit) turned = vt_unit_new ("r1", "infantry-block", "blau");
    g_autoptr(VtUnit) bad = vt_unit_copy (changed);

    vt_unit_set_facing (changed, 90);
    g_assert_true (vt_editor_put_unit (editor, changed, &error));
    g_assert_cmpfloat (vt_unit_get_facing (vt_scenario_find_unit (vt_game_get_state (game), "r1")), ==, 90);
    g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Change 1st Battalion");

    /* a new side is a new unit in the same place of the list */
    vt_unit_set_name (turned, "1st Battalion");
    g_assert_true (vt_editor_put_unit (editor, turned, &error));
    g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (game), "r1")), ==, "blau");
    {
      g_autoptr(VtUnit) top = g_list_model_get_item (units, 0);

      g_assert_cmpstr (vt_unit_get_id (top), ==, "r1");
    }

    vt_unit_set_formation (bad, "square-of-nonsense");
    g_assert_false (vt_editor_put_unit (editor, bad, &error));
    g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
    g_clear_error (&error);
  }

  g_assert_true (vt_editor_remove_unit (editor, "r1", &error));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_null (vt_scenario_find_unit (vt_game_get_state (game), "r1"));

  g_assert_true (vt_editor_undo (editor));
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (game), "r1")), ==, "rot");
  g_assert_cmpfloat (vt_unit_get_facing (vt_scenario_find_unit (vt_game_get_state (game), "r1")), ==, 90);
  g_assert_true (vt_editor_undo (editor));
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 1);
  g_assert_null (vt_scenario_find_unit (vt_game_get_state (game), "infantry-block-1"));


  /* the game plays the units the editor placed */
  g_assert_true (vt_editor_redo (editor));
  g_assert_true (vt_game_move_unit (game, vt_scenario_find_unit (vt_game_get_state (game), "infantry-block-1"),
                                    &(VtPoint) { 3000, 900 }, 0, NULL, &error));
  g_assert_no_error (error);
}

/* Briefings, the title and the map image are edits like the others. */
static void
test_briefings_and_underlay (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_editor_set_title (editor, "Gefecht bei Au", &error));
  g_assert_true (vt_editor_set_general_idea (editor, "Ein Corps marschiert auf Au.", &error));
  g_assert_true (vt_editor_set_special_idea (editor, "rot", "Rot hält die Brücke.", &error));
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Change the Special Idea of Rot");
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_state (game)), ==, "Gefecht bei Au");
  g_assert_cmpstr (vt_scenario_get_general_idea (vt_game_get_scenario (game)), ==, "Ein Corps marschiert auf Au.");
  g_assert_cmpstr (vt_side_get_special_idea (vt_scenario_find_side (vt_game_get_state (game), "rot")), ==,
                   "Rot hält die Brücke.");
  g_assert_false (vt_editor_set_special_idea (editor, "gelb", "?", &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);

  vt_underlay_set_opacity (underlay, 0.3);
  g_assert_true (vt_editor_set_underlay (editor, underlay, &error));
  vt_underlay_set_opacity (underlay, 0.9);
  g_assert_cmpfloat (vt_underlay_get_opacity (vt_scenario_get_underlay (vt_game_get_scenario (game))), ==, 0.3);
  g_assert_true (vt_editor_set_underlay (editor, underlay, &error));
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Change the Map Image");
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpfloat (vt_underlay_get_opacity (vt_scenario_get_underlay (vt_game_get_state (game))), ==, 0.3);
  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_scenario_get_underlay (vt_game_get_scenario (game)));

  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_side_get_special_idea (vt_scenario_find_side (vt_game_get_state (game), "rot")));

  /* the sheet's size, as the map image asks it */
  g_assert_true (vt_editor_set_extent (editor, 5000, 3500, &error));
  g_assert_cmpfloat (vt_map_get_width (vt_scenario_get_map (vt_game_get_state (game))), ==, 5000);
  g_assert_cmpfloat (vt_map_get_height (vt_scenario_get_map (vt_game_get_scenario (game))), ==, 3500);
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpfloat (vt_map_get_width (vt_scenario_get_map (vt_game_get_state (game))), ==, 4000);
  g_assert_false (vt_editor_set_extent (editor, 0, 100, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
  g_clear_error (&error);

  /* an undo while a group is open (a slider's run not yet over) takes the
   * group back whole; a group begun while one is open ends it first */
  vt_editor_begin_group (editor, "A run");
  g_assert_true (vt_editor_set_title (editor, "One", &error));
  g_assert_true (vt_editor_set_title (editor, "Two", &error));
  vt_editor_begin_group (editor, "Another run");
  g_assert_true (vt_editor_set_title (editor, "Three", &error));
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_scenario (game)), ==, "Two");
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "A run");
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_state (game)), ==, "Gefecht bei Au");
}

/* Once the first Zug is played the terrain locks; unlocked, a change is a
 * terrain event: the game's undo takes it back, the file keeps it, and a
 * reloaded game shows the ground as changed while the set-up keeps the old. */
static void
test_begun_game (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtFeature) bridge = new_line ("bridge-1", "bridge", 2000, 1400, 2000, 1600);
  g_autoptr(VtUnit) unit = vt_unit_new ("late", "infantry-block", "rot");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtGame) loaded = NULL;
  VtEvent *event;

  g_assert_true (vt_editor_set_title (editor, "Before", &error));
  g_assert_true (vt_game_move_unit (game, vt_scenario_find_unit (vt_game_get_state (game), "r1"),
                                    &(VtPoint) { 1000, 1900 }, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (vt_editor_get_locked (editor));
  g_assert_false (vt_editor_get_can_undo (editor));

  g_assert_false (vt_editor_put_feature (editor, bridge, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, "Unlock"));
  g_clear_error (&error);
  g_assert_false (vt_editor_put_unit (editor, unit, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN);
  g_clear_error (&error);

  vt_editor_unlock (editor);
  g_assert_false (vt_editor_get_locked (editor));
  g_assert_true (vt_editor_put_feature (editor, bridge, &error));
  g_assert_true (vt_editor_remove_feature (editor, "wood", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, 3);
  event = vt_journal_get_event (vt_game_get_journal (game), 1);
  g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_TERRAIN);
  g_assert_cmpstr (vt_event_get_summary (event), ==, "Add Bridge");
  /* the state has the bridge and no wood; the set-up is the map as laid out */
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "bridge-1"));
  g_assert_null (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "wood"));
  g_assert_null (vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (game)), "bridge-1"));
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (game)), "wood"));

  /* the file keeps the events; the loaded game replays them */
  bytes = vt_game_file_to_bytes (game);
  loaded = vt_game_file_load_bytes (bytes, "begun.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (loaded)), "bridge-1"));
  g_assert_null (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (loaded)), "wood"));

  /* the editor's undo takes the last back through the journal */
  g_assert_true (vt_editor_undo (editor));
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "wood"));
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, 2);
  /* and the game's undo the one before */
  g_assert_true (vt_game_undo (game));
  g_assert_null (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "bridge-1"));
  g_assert_true (vt_game_redo (game));
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), "bridge-1"));
  g_assert_cmpuint (n_features (vt_game_get_state (game)), ==, 2);
}

/* A terrain event that names a kind the ruleset lacks is refused in the file. */
static void
test_bad_terrain_event (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VtFeature) canal = new_line ("canal", "canal", 0, 0, 100, 100);
  g_autoptr(VtEvent) event = NULL;
  GVariantDict payload;

  g_variant_dict_init (&payload, NULL);
  g_variant_dict_insert_value (&payload, "feature", vt_feature_to_variant (canal));
  event = vt_event_new (VT_EVENT_TERRAIN, 1, "a canal", g_variant_dict_end (&payload), NULL, NULL);
  g_assert_false (vt_game_append (game, event, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_assert_nonnull (strstr (error->message, "canal"));
}

/* Issue 27: a point more than ten sheets off the map is refused by the
 * editor as by the reader (vt_map_reaches): the window and the import of
 * an extract cannot put there what a file could not hold. */
static void
test_point_far_off (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtFeature) near = new_line ("road-1", "road", 100, 100, 44000, 100);
  g_autoptr(VtFeature) far = new_line ("road-2", "road", 100, 100, 44001, 100);
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_editor_put_feature (editor, near, &error));
  g_assert_no_error (error);
  g_assert_false (vt_editor_put_feature (editor, far, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "more than 10 sheets off the map"));
  g_assert_null (vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (game)), "road-2"));
}

/* Issue 25 item 13: Fit the Sheet to the Picture makes the sheet the
 * picture's extent, its corner at the picture's corner, though the picture
 * lay at (-300, 133.5); the wood, the battalion and the pins move with it,
 * so each stays where it lies on the picture; one undo puts all back. */
static void
test_fit_sheet_to_underlay (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  g_autoptr(GError) error = NULL;
  VtCalibrationPoint pins[2] = {
    { .image = { 0, 0 }, .map = { -300, 133.5 } },
    { .image = { 400, 0 }, .map = { 1700, 133.5 } },
  };
  VtScenario *scenario = vt_game_get_scenario (game);
  VtMap *map = vt_scenario_get_map (scenario);
  const VtPoint *points;
  VtPoint at, corner;
  guint n;

  g_assert_true (vt_underlay_set_points (underlay, pins, 2, &error));
  g_assert_true (vt_editor_set_underlay (editor, underlay, &error));
  /* a 400 × 300 picture at 5 paces a pixel: 2,000 × 1,500 paces */
  g_assert_true (vt_editor_fit_sheet_to_underlay (editor, 400, 300, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (vt_map_get_width (map), ==, 2000);
  g_assert_cmpfloat (vt_map_get_height (map), ==, 1501);
  vt_calibration_image_to_map (vt_underlay_get_calibration (vt_scenario_get_underlay (scenario)),
                               &(VtPoint) { 0, 0 }, &corner);
  g_assert_cmpfloat_with_epsilon (corner.x, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (corner.y, 0.5, 1e-9);
  points = vt_feature_get_points (vt_map_find_feature (map, "wood"), &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 800, 1e-9);
  g_assert_cmpfloat_with_epsilon (points[0].y, 367, 1e-9);
  vt_unit_get_position (vt_scenario_find_unit (scenario, "r1"), &at);
  g_assert_cmpfloat_with_epsilon (at.x, 1300, 1e-9);
  g_assert_cmpfloat_with_epsilon (at.y, 1867, 1e-9);
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Fit the Sheet to the Picture");

  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpfloat (vt_map_get_width (map), ==, 4000);
  points = vt_feature_get_points (vt_map_find_feature (map, "wood"), &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 500, 1e-9);
  vt_unit_get_position (vt_scenario_find_unit (scenario, "r1"), &at);
  g_assert_cmpfloat_with_epsilon (at.x, 1000, 1e-9);
  vt_calibration_image_to_map (vt_underlay_get_calibration (vt_scenario_get_underlay (scenario)),
                               &(VtPoint) { 0, 0 }, &corner);
  g_assert_cmpfloat_with_epsilon (corner.x, -300, 1e-9);

  /* no picture, no fit; said so */
  g_assert_true (vt_editor_set_underlay (editor, NULL, &error));
  g_assert_false (vt_editor_fit_sheet_to_underlay (editor, 400, 300, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/edit/features", test_features);
  g_test_add_func ("/edit/units", test_units);
  g_test_add_func ("/edit/briefings-and-underlay", test_briefings_and_underlay);
  g_test_add_func ("/edit/fit-sheet-to-underlay", test_fit_sheet_to_underlay);
  g_test_add_func ("/edit/point-far-off", test_point_far_off);
  g_test_add_func ("/edit/begun-game", test_begun_game);
  g_test_add_func ("/edit/bad-terrain-event", test_bad_terrain_event);

  return g_test_run ();
}
