/* test-editor-panels.c: the map editor's properties, layers and briefings, each as the designer uses it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixture, under reiswitz-1824 on a sheet of 4000 × 3000 paces: a
 * light wood from (1500, 1000) to (2500, 2000), a road of three points
 * 1500 paces long, a hill, and Rot's 1st Battalion at (1000, 2500).
 */
#define G_LOG_DOMAIN "vt-test-editor-panels"

#include "config.h"

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-briefings-panel.h"
#include "vt-feature-panel.h"
#include "vt-layers-panel.h"
#include "vt-map-view.h"
#include "vt-test-map.h"
#include "vt-ui-test.h"

static const VtColour rot = { 0.75, 0.11, 0.16 };
static const VtColour blau = { 0.11, 0.44, 0.85 };

#define GENERAL_IDEA "Ein preußisches Korps steht bei Wavre."

static VtGame *
make_game (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);
  g_autoptr(VtFeature) road = vt_feature_new ("r1", "road", VT_GEOMETRY_POLYLINE);

  g_assert_nonnull (ruleset);
  vt_scenario_set_title (scenario, "Wavre");
  vt_scenario_set_general_idea (scenario, GENERAL_IDEA);
  vt_side_set_special_idea (rot_side, "Halten Sie die Brücke.");
  vt_test_add_rectangle (map, "w1", "wood-light", 1500, 1000, 2500, 2000);
  vt_test_add_rectangle (map, "h1", "hill", 3000, 200, 3800, 800);
  /* 900 east and 600 south: 1500 paces */
  vt_feature_add_point (road, &(VtPoint) { 100, 100 });
  vt_feature_add_point (road, &(VtPoint) { 1000, 100 });
  vt_feature_add_point (road, &(VtPoint) { 1000, 700 });
  vt_map_add_feature (map, road);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "rot-1", "1st Battalion", "rot", "line", 1000, 2500);

  return vt_game_new (scenario, ruleset, 5);
}

static GtkWidget *
open_window (GtkWidget *child,
             int        width,
             int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (window);
  return window;
}

static VtFeature *
state_feature (VtGame     *game,
               const char *id)
{
  return vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (game)), id);
}

/* The game as written to its file and read back: what a reopened file shows. */
static VtGame *
reload (VtGame *game)
{
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  VtGame *loaded = vt_game_file_load_bytes (bytes, "editor-panels.vertrauter",
                                            vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return loaded;
}

static VtFeature *
saved_feature (VtGame     *game,
               const char *id)
{
  g_autoptr(VtGame) loaded = reload (game);
  VtFeature *feature = vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (loaded)), id);

  g_assert_nonnull (feature);
  return vt_feature_copy (feature);
}

static const char *
drop_down_text (GtkWidget *drop_down)
{
  GtkStringObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (drop_down));

  g_assert_nonnull (item);
  return gtk_string_object_get_string (item);
}

/* picks the item of @drop_down that reads @text, as the designer would */
static void
pick (GtkWidget  *drop_down,
      const char *text)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));

  g_assert_true (gtk_widget_is_sensitive (drop_down));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), text) == 0)
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), i);
          return;
        }
    }
  g_error ("no item '%s'", text);
}

static const char *
label_text (GtkWidget  *root,
            const char *name)
{
  GtkWidget *label = vt_ui_find_by_name (root, name);

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The note under an attribute's field is a label named as the attribute. */
static const char *
note_text (GtkWidget  *root,
           const char *attribute)
{
  GtkWidget *widget = vt_ui_find_by_name (root, attribute);

  g_assert_true (GTK_IS_LABEL (widget));
  return gtk_label_get_label (GTK_LABEL (widget));
}

/* A wood becomes a dense one named Eichwald; each is one undo, the file
 * keeps both, and the panel shows what undo and redo bring back. */
static void
test_feature_kind_and_name (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  GtkWidget *panel = vt_feature_panel_new ();
  GtkWidget *window = open_window (panel, 360, 560);
  g_autoptr(VtFeature) saved = NULL;
  g_autoptr(VtUiCapture) capture = NULL;
  GtkWidget *kind, *name;

  /* nothing picked: a hint */
  vt_feature_panel_set_editor (VT_FEATURE_PANEL (panel), editor);
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (panel, "feature-hint")));
  g_assert_cmpstr (label_text (panel, "feature-hint"), ==, "Pick a feature on the map");

  vt_feature_panel_set_feature (VT_FEATURE_PANEL (panel), "w1");
  kind = vt_ui_find_by_name (panel, "feature-kind");
  name = vt_ui_find_by_name (panel, "feature-name");
  g_assert_false (gtk_widget_get_visible (vt_ui_find_by_name (panel, "feature-hint")));
  g_assert_cmpstr (drop_down_text (kind), ==, "Light wood");
  /* only polygons are offered for a polygon */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (kind))), ==, 6);
  g_assert_cmpstr (label_text (panel, "feature-measure"), ==, "4 vertices · 1,000,000 square paces");
  g_assert_cmpstr (label_text (panel, "feature-description"), ==, "Open wood (§34 column \"wood-light\").");
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, "feature-panel-wood.png");

  pick (kind, "Dense wood");
  g_assert_cmpstr (vt_feature_get_kind (state_feature (game, "w1")), ==, "wood-dense");
  g_assert_cmpstr (vt_editor_get_undo_label (editor), !=, NULL);
  g_assert_cmpstr (label_text (panel, "feature-description"), ==,
                   "Thick wood (§34 column \"wood-dense\"); guns only on its roads.");

  gtk_editable_set_text (GTK_EDITABLE (name), "Eichwald");
  /* typed, not yet applied, and kept while another edit goes through */
  g_assert_null (vt_feature_get_name (state_feature (game, "w1")));
  g_assert_true (vt_editor_set_title (editor, "Wavre, 18. Juni", NULL));
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Eichwald");
  g_signal_emit_by_name (name, "activate");
  g_assert_cmpstr (vt_feature_get_name (state_feature (game, "w1")), ==, "Eichwald");
  g_assert_cmpstr (vt_feature_get_kind (state_feature (game, "w1")), ==, "wood-dense");
  /* Enter again changes nothing: no second step */
  g_signal_emit_by_name (name, "activate");

  saved = saved_feature (game, "w1");
  g_assert_cmpstr (vt_feature_get_kind (saved), ==, "wood-dense");
  g_assert_cmpstr (vt_feature_get_name (saved), ==, "Eichwald");
  {
    guint n_points;

    g_assert_nonnull (vt_feature_get_points (saved, &n_points));
    g_assert_cmpuint (n_points, ==, 4);
  }

  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_feature_get_name (state_feature (game, "w1")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
  g_assert_cmpstr (drop_down_text (kind), ==, "Dense wood");
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_feature_get_kind (state_feature (game, "w1")), ==, "wood-light");
  g_assert_cmpstr (drop_down_text (kind), ==, "Light wood");
  g_assert_false (vt_editor_get_can_undo (editor));
  g_assert_true (vt_editor_redo (editor));
  g_assert_true (vt_editor_redo (editor));
  g_assert_cmpstr (drop_down_text (kind), ==, "Dense wood");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Eichwald");

  /* a feature taken away leaves the panel empty */
  g_assert_true (vt_editor_remove_feature (editor, "w1", NULL));
  g_assert_null (vt_feature_panel_get_feature_id (VT_FEATURE_PANEL (panel)));
  g_assert_true (gtk_widget_get_visible (vt_ui_find_by_name (panel, "feature-hint")));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The road's width (1824 §3, default 12 paces) and the hill's slope (§34):
 * unset, the rules' default shows; set, the file keeps it; unset again,
 * the attribute is gone. */
static void
test_feature_attributes (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  GtkWidget *panel = vt_feature_panel_new ();
  GtkWidget *window = open_window (panel, 360, 560);
  g_autoptr(VtFeature) saved = NULL;
  g_autoptr(VtUiCapture) capture = NULL;
  GtkWidget *width, *width_set, *slope, *slope_set;

  vt_feature_panel_set_editor (VT_FEATURE_PANEL (panel), editor);
  vt_feature_panel_set_feature (VT_FEATURE_PANEL (panel), "r1");
  g_assert_cmpstr (drop_down_text (vt_ui_find_by_name (panel, "feature-kind")), ==, "Road");
  g_assert_cmpstr (label_text (panel, "feature-measure"), ==, "3 vertices · 1,500 paces long");

  width = vt_ui_find_by_name (panel, "attribute-width");
  width_set = vt_ui_find_by_name (panel, "attribute-width-set");
  g_assert_true (GTK_IS_SPIN_BUTTON (width));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (width_set)));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (width)), ==, 12);
  g_assert_cmpstr (note_text (panel, "width"), ==, "12 paces (the rules' default)");
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, "feature-panel-road.png");

  /* ticked, it is the default given; then 20 paces */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (width_set), TRUE);
  g_assert_cmpstr (vt_feature_get_attribute (state_feature (game, "r1"), "width"), ==, "12");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (width), 20);
  g_assert_cmpstr (vt_feature_get_attribute (state_feature (game, "r1"), "width"), ==, "20");
  g_assert_cmpstr (note_text (panel, "width"), ==, "paces");
  saved = saved_feature (game, "r1");
  g_assert_cmpstr (vt_feature_get_attribute (saved, "width"), ==, "20");
  g_clear_object (&saved);

  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_feature_get_attribute (state_feature (game, "r1"), "width"), ==, "12");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (width)), ==, 12);
  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_feature_get_attribute (state_feature (game, "r1"), "width"));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (width_set)));
  g_assert_cmpstr (note_text (panel, "width"), ==, "12 paces (the rules' default)");
  g_assert_true (vt_editor_redo (editor));
  g_assert_true (vt_editor_redo (editor));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (width)), ==, 20);

  /* unticked, the attribute is taken off the feature */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (width_set), FALSE);
  g_assert_null (vt_feature_get_attribute (state_feature (game, "r1"), "width"));
  saved = saved_feature (game, "r1");
  g_assert_null (vt_feature_get_attribute (saved, "width"));
  g_clear_object (&saved);

  /* the hill: its slope by the §34 columns' names, its height */
  vt_feature_panel_set_feature (VT_FEATURE_PANEL (panel), "h1");
  g_assert_null (vt_ui_find_by_name (panel, "attribute-width"));
  slope = vt_ui_find_by_name (panel, "attribute-slope");
  slope_set = vt_ui_find_by_name (panel, "attribute-slope-set");
  g_assert_nonnull (vt_ui_find_by_name (panel, "attribute-height"));
  g_assert_cmpstr (note_text (panel, "slope"), ==, "5–10° (the rules' default)");
  g_assert_cmpstr (note_text (panel, "height"), ==, "a: 50 feet (25 paces) (the rules' default)");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (slope_set), TRUE);
  pick (slope, "15–25°");
  g_assert_cmpstr (vt_feature_get_attribute (state_feature (game, "h1"), "slope"), ==, "15-25");
  saved = saved_feature (game, "h1");
  g_assert_cmpstr (vt_feature_get_attribute (saved, "slope"), ==, "15-25");
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpstr (vt_feature_get_attribute (state_feature (game, "h1"), "slope"), ==, "5-10");
  g_assert_cmpstr (drop_down_text (slope), ==, "5–10°");
  vt_ui_wait_for_paint (window);
  g_clear_pointer (&capture, vt_ui_capture_free);
  capture = vt_ui_capture_window (window, "feature-panel-hill.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Once the first Zug is played the terrain is locked: the fields cannot be
 * used and a line says why, until the umpire unlocks it. */
static void
test_feature_locked (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  GtkWidget *panel = vt_feature_panel_new ();
  GtkWidget *window = open_window (panel, 360, 560);
  g_autoptr(VtUiCapture) capture = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *locked;

  vt_feature_panel_set_editor (VT_FEATURE_PANEL (panel), editor);
  vt_feature_panel_set_feature (VT_FEATURE_PANEL (panel), "w1");
  locked = vt_ui_find_by_name (panel, "feature-locked");
  g_assert_false (gtk_widget_get_visible (locked));
  g_assert_true (gtk_widget_is_sensitive (vt_ui_find_by_name (panel, "feature-kind")));

  g_assert_true (vt_game_move_unit (game, vt_scenario_find_unit (vt_game_get_state (game), "rot-1"),
                                    &(VtPoint) { 1000, 2400 }, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (vt_editor_get_locked (editor));
  g_assert_true (gtk_widget_get_visible (locked));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (locked)), ==, "The game has begun: its terrain is locked");
  g_assert_false (gtk_widget_is_sensitive (vt_ui_find_by_name (panel, "feature-kind")));
  g_assert_false (gtk_widget_is_sensitive (vt_ui_find_by_name (panel, "feature-name")));
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, "feature-panel-locked.png");

  vt_editor_unlock (editor);
  g_assert_false (gtk_widget_get_visible (locked));
  g_assert_true (gtk_widget_is_sensitive (vt_ui_find_by_name (panel, "feature-kind")));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* layers */

typedef gboolean (*PixelTest) (const guchar *bgra);

static gboolean
is_wood_green (const guchar *p)
{
  return p[1] > p[2] + 20 && p[1] > p[0] + 20;
}

/* Rot's red */
static gboolean
is_rot (const guchar *p)
{
  return p[2] > p[1] + 80 && p[2] > p[0] + 80;
}

/* The share of the pixels in the map rectangle @min–@max that pass @test,
 * as the view draws them now. */
static double
fraction (VtMapView     *view,
          const VtPoint *min,
          const VtPoint *max,
          PixelTest      test)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view)));
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_rect_t bounds;
  double x0, y0, x1, y1;
  guint passed = 0, all = 0;

  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, NULL);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), window, &bounds));
  g_assert_true (vt_map_view_to_widget (view, min, &x0, &y0));
  g_assert_true (vt_map_view_to_widget (view, max, &x1, &y1));
  for (int y = MAX (0, (int) y0); y < MIN (capture->height, (int) y1); y++)
    for (int x = MAX (0, (int) x0); x < MIN (capture->width, (int) x1); x++)
      {
        int wx = x + (int) bounds.origin.x, wy = y + (int) bounds.origin.y;

        if (wx >= capture->width || wy >= capture->height)
          continue;
        all++;
        if (test (capture->data + wy * capture->stride + wx * 4))
          passed++;
      }

  g_assert_cmpuint (all, >, 20);
  return (double) passed / all;
}

/* Hiding the terrain leaves the paper where the wood was; hiding the
 * troops takes the battalion off the map, and a click there finds none;
 * a locked battalion is drawn but cannot be picked. */
static void
test_layers (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtLayers) layers = vt_layers_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *view = vt_map_view_new ();
  GtkWidget *panel = vt_layers_panel_new ();
  GtkWidget *window;
  g_autoptr(VtUiCapture) capture = NULL;
  /* inside the wood, clear of its outline; the battalion's middle */
  const VtPoint wood_min = { 1600, 1100 }, wood_max = { 2400, 1900 };
  const VtPoint unit_min = { 970, 2485 }, unit_max = { 1030, 2515 };
  const VtPoint unit_at = { 1000, 2500 };
  double x, y;

  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), panel);
  vt_map_view_set_game (VT_MAP_VIEW (view), game);
  vt_map_view_set_layers (VT_MAP_VIEW (view), layers);
  vt_layers_panel_set_layers (VT_LAYERS_PANEL (panel), layers);
  window = open_window (box, 900, 520);
  g_assert_true (vt_map_view_get_layers (VT_MAP_VIEW (view)) == layers);
  capture = vt_ui_capture_window (window, "layers-shown.png");
  g_clear_pointer (&capture, vt_ui_capture_free);

  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &wood_min, &wood_max, is_wood_green), >, 0.5);
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &unit_min, &unit_max, is_rot), >, 0.3);

  /* the Terrain row's eye */
  vt_ui_click (vt_ui_find_by_name (panel, "terrain-shown"));
  g_assert_false (vt_layers_get_terrain_shown (layers));
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &wood_min, &wood_max, is_wood_green), <, 0.01);
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &unit_min, &unit_max, is_rot), >, 0.3);

  /* the Troops row's eye */
  vt_ui_click (vt_ui_find_by_name (panel, "units-shown"));
  g_assert_false (vt_layers_get_units_shown (layers));
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &unit_min, &unit_max, is_rot), <, 0.01);
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, "layers-hidden.png");
  g_clear_pointer (&capture, vt_ui_capture_free);
  g_assert_true (vt_map_view_to_widget (VT_MAP_VIEW (view), &unit_at, &x, &y));
  g_assert_null (vt_map_view_unit_at (VT_MAP_VIEW (view), &unit_at));
  vt_map_view_select_at (VT_MAP_VIEW (view), x, y, 0);
  g_assert_null (vt_map_view_get_selected_unit (VT_MAP_VIEW (view)));

  /* shown again, each comes back */
  vt_layers_set_terrain_shown (layers, TRUE);
  vt_layers_set_units_shown (layers, TRUE);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (vt_ui_find_by_name (panel, "units-shown"))));
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &wood_min, &wood_max, is_wood_green), >, 0.5);
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &unit_min, &unit_max, is_rot), >, 0.3);
  vt_map_view_select_at (VT_MAP_VIEW (view), x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (VT_MAP_VIEW (view)), ==, "rot-1");
  vt_map_view_set_selected_unit (VT_MAP_VIEW (view), NULL);

  /* locked: drawn, not picked */
  vt_ui_click (vt_ui_find_by_name (panel, "units-locked"));
  g_assert_true (vt_layers_get_units_locked (layers));
  g_assert_false (vt_map_view_get_units_pickable (VT_MAP_VIEW (view)));
  g_assert_cmpfloat (fraction (VT_MAP_VIEW (view), &unit_min, &unit_max, is_rot), >, 0.3);
  vt_map_view_select_at (VT_MAP_VIEW (view), x, y, 0);
  g_assert_null (vt_map_view_get_selected_unit (VT_MAP_VIEW (view)));

  /* the Names row has no lock */
  g_assert_null (vt_ui_find_by_name (panel, "labels-locked"));
  vt_ui_click (vt_ui_find_by_name (panel, "labels-shown"));
  g_assert_false (vt_layers_get_labels_shown (layers));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The layers' actions set the layers, for the window's keys. */
static void
test_layers_actions (void)
{
  g_autoptr(VtLayers) layers = vt_layers_new ();
  g_autoptr(GObject) group_object = G_OBJECT (vt_layers_create_action_group (layers));
  GActionGroup *group = G_ACTION_GROUP (group_object);

  g_assert_true (g_action_group_has_action (group, "terrain-shown"));
  g_assert_true (g_action_group_has_action (group, "underlay-locked"));
  g_action_group_activate_action (group, "terrain-shown", NULL);
  g_assert_false (vt_layers_get_terrain_shown (layers));
  g_assert_false (vt_layers_get_terrain_editable (layers));
  g_action_group_activate_action (group, "units-locked", NULL);
  g_assert_true (vt_layers_get_units_locked (layers));
  g_assert_false (vt_layers_get_units_editable (layers));
  g_assert_true (vt_layers_get_underlay_editable (layers));
}

/* briefings */

static char *
text_view_text (GtkWidget *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static gboolean
general_idea_is (gpointer data)
{
  VtGame *game = data;

  return g_strcmp0 (vt_scenario_get_general_idea (vt_game_get_state (game)), GENERAL_IDEA " Blücher kommt.") == 0;
}

/* A burst of typing into the General-Idee changes the scenario once the
 * typing pauses, and one undo takes the whole burst back. */
static void
test_briefings (void)
{
  g_autoptr(VtGame) game = make_game ();
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  GtkWidget *panel = vt_briefings_panel_new ();
  GtkWidget *window = open_window (panel, 360, 640);
  g_autoptr(VtUiCapture) capture = NULL;
  const char *burst[] = { " Blü", "cher", " kommt", "." };
  GtkWidget *general, *title, *special;
  GtkTextBuffer *buffer;
  GtkTextIter end;
  g_autofree char *shown = NULL;

  /* without an editor, read-only as in play */
  vt_briefings_panel_set_game (VT_BRIEFINGS_PANEL (panel), game);
  g_assert_null (vt_ui_find_by_name (panel, "general-idea-editor"));
  g_assert_cmpstr (label_text (panel, "general-idea"), ==, GENERAL_IDEA);

  vt_briefings_panel_set_editor (VT_BRIEFINGS_PANEL (panel), editor);
  general = vt_ui_find_by_name (panel, "general-idea-editor");
  title = vt_ui_find_by_name (panel, "title-editor");
  special = vt_ui_find_by_name (panel, "special-idea-editor-blau");
  g_assert_true (GTK_IS_TEXT_VIEW (general));
  g_assert_true (GTK_IS_ENTRY (title));
  g_assert_true (GTK_IS_TEXT_VIEW (special));
  g_assert_nonnull (vt_ui_find_by_name (panel, "special-idea-editor-rot"));
  g_assert_cmpint (gtk_text_view_get_wrap_mode (GTK_TEXT_VIEW (general)), ==, GTK_WRAP_WORD_CHAR);
  shown = text_view_text (general);
  g_assert_cmpstr (shown, ==, GENERAL_IDEA);
  g_clear_pointer (&shown, g_free);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title)), ==, "Wavre");
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, "briefings-editor.png");

  /* typed at the end, a little at a time, quicker than the pause */
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (general));
  for (guint i = 0; i < G_N_ELEMENTS (burst); i++)
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, burst[i], -1);
      vt_ui_iterate_for (100);
      g_assert_cmpstr (vt_scenario_get_general_idea (vt_game_get_state (game)), ==, GENERAL_IDEA);
    }
  g_assert_false (vt_editor_get_can_undo (editor));
  vt_ui_wait_until (general_idea_is, game);
  g_assert_cmpstr (vt_scenario_get_general_idea (vt_game_get_scenario (game)), ==, GENERAL_IDEA " Blücher kommt.");
  {
    g_autoptr(VtGame) loaded = reload (game);

    g_assert_cmpstr (vt_scenario_get_general_idea (vt_game_get_scenario (loaded)), ==,
                     GENERAL_IDEA " Blücher kommt.");
  }

  /* one undo, the whole burst */
  g_assert_true (vt_editor_undo (editor));
  g_assert_false (vt_editor_get_can_undo (editor));
  g_assert_cmpstr (vt_scenario_get_general_idea (vt_game_get_state (game)), ==, GENERAL_IDEA);
  shown = text_view_text (general);
  g_assert_cmpstr (shown, ==, GENERAL_IDEA);
  g_clear_pointer (&shown, g_free);
  g_assert_true (vt_editor_redo (editor));
  shown = text_view_text (general);
  g_assert_cmpstr (shown, ==, GENERAL_IDEA " Blücher kommt.");
  g_clear_pointer (&shown, g_free);

  /* the title on Enter, Blau's special idea when the field is left */
  gtk_editable_set_text (GTK_EDITABLE (title), "Wavre, 18. Juni");
  g_signal_emit_by_name (title, "activate");
  g_assert_cmpstr (vt_scenario_get_title (vt_game_get_state (game)), ==, "Wavre, 18. Juni");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (special)), "Greifen Sie an.", -1);
  gtk_widget_grab_focus (special);
  vt_ui_iterate_for (50);
  gtk_widget_grab_focus (title);
  vt_ui_iterate_for (50);
  g_assert_cmpstr (vt_side_get_special_idea (vt_scenario_find_side (vt_game_get_state (game), "blau")), ==,
                   "Greifen Sie an.");
  g_assert_true (vt_editor_undo (editor));
  g_assert_null (vt_side_get_special_idea (vt_scenario_find_side (vt_game_get_state (game), "blau")));
  shown = text_view_text (special);
  g_assert_cmpstr (shown, ==, "");

  /* without the editor, read-only again */
  vt_briefings_panel_set_editor (VT_BRIEFINGS_PANEL (panel), NULL);
  g_assert_null (vt_ui_find_by_name (panel, "general-idea-editor"));
  g_assert_cmpstr (label_text (panel, "general-idea"), ==, GENERAL_IDEA " Blücher kommt.");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  /* the application's class registers the templates; its style, as the
   * window has it */
  g_type_class_unref (g_type_class_ref (VT_TYPE_APPLICATION));
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/org/vertrauter/Vertrauter/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/vt/ui/editor-panels/feature/kind-and-name", test_feature_kind_and_name);
  g_test_add_func ("/vt/ui/editor-panels/feature/attributes", test_feature_attributes);
  g_test_add_func ("/vt/ui/editor-panels/feature/locked", test_feature_locked);
  g_test_add_func ("/vt/ui/editor-panels/layers/hide-and-lock", test_layers);
  g_test_add_func ("/vt/ui/editor-panels/layers/actions", test_layers_actions);
  g_test_add_func ("/vt/ui/editor-panels/briefings/typing", test_briefings);

  return g_test_run ();
}
