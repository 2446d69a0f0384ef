/* test-editor-forces.c: placing the forces in edit mode (the catalogue, the unit editor, the arrange tool) and importing OpenStreetMap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-editor-forces"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-arrange-tool.h"
#include "vt-catalogue-panel.h"
#include "vt-map-view.h"
#include "vt-new-dialog.h"
#include "vt-osm-dialog.h"
#include "vt-resources.h"
#include "vt-ui-test.h"
#include "vt-unit-editor.h"

/* A 4000 × 3000 pace sheet of open ground for 1824, Red and Blue, not
 * begun; the catalogue, the map and the unit editor side by side. */
typedef struct {
  VtGame           *game;
  VtEditor         *editor;
  GtkWidget        *window;
  VtCataloguePanel *catalogue;
  VtMapView        *view;
  VtUnitEditor     *unit_editor;
} Table;

static VtRuleset *
ruleset_of_id (const char *id)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
table_open_of (Table      *table,
               const char *ruleset_id)
{
  VtRuleset *ruleset = ruleset_of_id (ruleset_id);
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, vt_ruleset_get_unit_of_length (ruleset));
  g_autoptr(VtScenario) scenario = vt_scenario_new (ruleset_id, map);
  g_autoptr(GError) error = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *catalogue = vt_catalogue_panel_new ();
  GtkWidget *view = vt_map_view_new ();
  GtkWidget *unit_editor = vt_unit_editor_new ();

  vt_scenario_set_title (scenario, "Forces");
  g_assert_true (vt_scenario_add_two_sides (scenario, NULL, NULL, &error));
  g_assert_no_error (error);
  table->game = vt_game_new (scenario, ruleset, 1824);
  table->editor = vt_editor_new (table->game);

  table->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1200, 700);
  gtk_widget_set_size_request (catalogue, 260, -1);
  gtk_widget_set_size_request (unit_editor, 320, -1);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), catalogue);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), unit_editor);
  gtk_window_set_child (GTK_WINDOW (table->window), box);

  table->catalogue = VT_CATALOGUE_PANEL (catalogue);
  table->view = VT_MAP_VIEW (view);
  table->unit_editor = VT_UNIT_EDITOR (unit_editor);
  vt_map_view_set_game (table->view, table->game);
  vt_catalogue_panel_set_editor (table->catalogue, table->editor);
  vt_catalogue_panel_set_map_view (table->catalogue, table->view);
  vt_unit_editor_set_editor (table->unit_editor, table->editor);

  gtk_window_present (GTK_WINDOW (table->window));
  vt_ui_wait_for_paint (table->window);
}

static void
table_open (Table *table)
{
  table_open_of (table, "reiswitz-1824");
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  g_clear_object (&table->editor);
  g_clear_object (&table->game);
}

static VtUnit *
set_up_unit (Table      *table,
             const char *id)
{
  return vt_scenario_find_unit (vt_game_get_scenario (table->game), id);
}

/* the GtkDropTarget the catalogue put on the view */
static GtkDropTarget *
find_drop_target (VtMapView *view)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* A row dropped at @point, through the view's drop target as GTK would. */
static void
drop_at (Table         *table,
         const char    *unit_type,
         const VtPoint *point)
{
  GtkDropTarget *target = find_drop_target (table->view);
  g_autofree char *content = g_strconcat (VT_CATALOGUE_DRAG_PREFIX, unit_type, NULL);
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean handled = FALSE;
  double x, y;

  g_assert_nonnull (target);
  g_assert_true (vt_map_view_to_widget (table->view, point, &x, &y));
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, content);
  g_signal_emit_by_name (target, "drop", &value, x, y, &handled);
  g_assert_true (handled);
}

/* Places two Red battalions, the first by the drop handler itself, the
 * second through the view's drop target; returns their ids. */
static GStrv
place_two (Table *table)
{
  const VtPoint west = { 1000, 1500 };
  const VtPoint north = { 2000, 700 };
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv ids;
  double x, y;

  g_assert_true (vt_map_view_to_widget (table->view, &west, &x, &y));
  g_assert_true (vt_catalogue_panel_drop (table->catalogue, VT_CATALOGUE_DRAG_PREFIX "infantry-block", x, y));
  g_strv_builder_add (builder, vt_map_view_get_selected_unit (table->view));
  drop_at (table, "infantry-block", &north);
  g_strv_builder_add (builder, vt_map_view_get_selected_unit (table->view));
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

static void
assert_battalion (VtUnit        *unit,
                  const char    *name,
                  const VtPoint *at,
                  double         facing)
{
  VtPoint position;

  g_assert_nonnull (unit);
  g_assert_cmpstr (vt_unit_get_unit_type (unit), ==, "infantry-block");
  g_assert_cmpstr (vt_unit_get_side (unit), ==, "red");
  g_assert_cmpstr (vt_unit_get_name (unit), ==, name);
  /* full strength, §21: 450 muskets; the first formation, the line */
  g_assert_cmpuint (vt_unit_get_strength (unit), ==, 450);
  g_assert_cmpstr (vt_unit_get_formation (unit), ==, "line");
  vt_unit_get_position (unit, &position);
  /* where it was dropped, to within a pixel of the view */
  g_assert_cmpfloat (fabs (position.x - at->x), <, 10);
  g_assert_cmpfloat (fabs (position.y - at->y), <, 10);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (unit), facing, 1e-9);
}

/* Two battalions dragged from the catalogue stand where they were dropped,
 * named for the umpire, at full strength in line, facing the middle of the
 * map; so they are in the saved file read back, and one undo each. */
static void
test_place_two_battalions (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(VtGame) reread = NULL;
  g_autoptr(GError) error = NULL;
  const VtPoint west = { 1000, 1500 };
  const VtPoint north = { 2000, 700 };

  table_open (&table);
  g_assert_cmpstr (vt_catalogue_panel_get_side (table.catalogue), ==, "red");
  ids = place_two (&table);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[0], !=, ids[1]);
  /* the last placed is selected */
  g_assert_cmpstr (vt_map_view_get_selected_unit (table.view), ==, ids[1]);

  /* west of the middle it faces east; north of it, south */
  assert_battalion (set_up_unit (&table, ids[0]), "Closed infantry block 1", &west, 90);
  assert_battalion (set_up_unit (&table, ids[1]), "Closed infantry block 2", &north, 180);
  /* the state the map shows has them too */
  g_assert_nonnull (vt_scenario_find_unit (vt_game_get_state (table.game), ids[0]));
  g_assert_nonnull (vt_scenario_find_unit (vt_game_get_state (table.game), ids[1]));

  folder = g_dir_make_tmp ("editor-forces-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (folder, "forces.vertrauter", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (vt_game_file_save (table.game, file, &error));
  g_assert_no_error (error);
  reread = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  assert_battalion (vt_scenario_find_unit (vt_game_get_scenario (reread), ids[0]),
                    "Closed infantry block 1", &west, 90);
  assert_battalion (vt_scenario_find_unit (vt_game_get_scenario (reread), ids[1]),
                    "Closed infantry block 2", &north, 180);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);

  /* each placing is one step */
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_null (set_up_unit (&table, ids[1]));
  g_assert_nonnull (set_up_unit (&table, ids[0]));
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_null (set_up_unit (&table, ids[0]));
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_nonnull (set_up_unit (&table, ids[0]));

  table_close (&table);
}

/* Blue's troops are Blue's; Enter on a row places one in the middle of
 * what the view shows; the catalogue lists the arms by name. */
static void
test_place_by_keyboard (void)
{
  Table table = { 0 };
  GtkWidget *list;
  GtkWidget *row = NULL;
  const char *id;
  VtUnit *unit;
  VtPoint at, middle;
  double width, height;

  table_open (&table);
  list = vt_ui_find_by_name (GTK_WIDGET (table.catalogue), "catalogue-list");
  g_assert_nonnull (list);
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.catalogue), "Infantry", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.catalogue), "Cavalry", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.catalogue), "Closed infantry block", FALSE));
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.catalogue), "450 muskets", FALSE));

  vt_catalogue_panel_set_side (table.catalogue, "blue");
  g_assert_cmpstr (vt_catalogue_panel_get_side (table.catalogue), ==, "blue");
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "unit-type"), "infantry-block") == 0)
      row = child;
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);

  id = vt_map_view_get_selected_unit (table.view);
  g_assert_nonnull (id);
  unit = set_up_unit (&table, id);
  g_assert_cmpstr (vt_unit_get_side (unit), ==, "blue");
  g_assert_cmpstr (vt_unit_get_name (unit), ==, "Closed infantry block 1");
  width = gtk_widget_get_width (GTK_WIDGET (table.view));
  height = gtk_widget_get_height (GTK_WIDGET (table.view));
  g_assert_true (vt_map_view_to_map (table.view, width / 2, height / 2, &middle));
  vt_unit_get_position (unit, &at);
  g_assert_cmpfloat (hypot (at.x - middle.x, at.y - middle.y), <, 1e-6);

  table_close (&table);
}

/* Once the game has begun no troops are placed; the editor's reason is on
 * the page, and nothing is added. */
static void
test_place_refused (void)
{
  Table table = { 0 };
  g_autoptr(GError) error = NULL;
  GtkWidget *refused;
  const VtPoint point = { 1500, 1500 };
  g_autofree char *id = NULL;

  table_open (&table);
  g_assert_true (vt_game_add_note (table.game, "The game begins.", FALSE, &error));
  g_assert_no_error (error);

  id = vt_catalogue_panel_place_unit (table.catalogue, "infantry-block", &point, &error);
  g_assert_null (id);
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN);
  refused = vt_ui_find_by_name (GTK_WIDGET (table.catalogue), "catalogue-refused");
  g_assert_true (gtk_widget_get_visible (refused));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (refused)), ==, error->message);
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_units (vt_game_get_scenario (table.game))), ==, 0);

  table_close (&table);

  /* nor beyond the edge of the map, begun or not */
  table_open (&table);
  g_clear_error (&error);
  id = vt_catalogue_panel_place_unit (table.catalogue, "infantry-block", &(VtPoint) { 4100, 1500 }, &error);
  g_assert_null (id);
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID);
  refused = vt_ui_find_by_name (GTK_WIDGET (table.catalogue), "catalogue-refused");
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (refused)), "That is beyond the edge of the map"));
  /* and the next that is placed takes the refusal away */
  g_free (vt_catalogue_panel_place_unit (table.catalogue, "infantry-block", &point, NULL));
  g_assert_false (gtk_widget_get_visible (refused));
  table_close (&table);
}

/* The limits the rulebook gives the forces, in words on the Troops page as
 * validate says them: Wells's ten men a side at the least. */
static void
test_place_forces_limits (void)
{
  Table table = { 0 };
  GtkWidget *forces;
  g_autofree char *id = NULL;

  table_open_of (&table, "little-wars-1913");
  forces = vt_ui_find_by_name (GTK_WIDGET (table.catalogue), "catalogue-forces");
  g_assert_true (gtk_widget_get_visible (forces));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (forces)), "has 0 men; under 50 a side the minimum is 10"));

  /* twenty infantry-men for each side: within */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *placed = NULL;

      gtk_drop_down_set_selected (GTK_DROP_DOWN (vt_ui_find_by_type (GTK_WIDGET (table.catalogue), GTK_TYPE_DROP_DOWN)), i);
      placed = vt_catalogue_panel_place_unit (table.catalogue, "infantry", &(VtPoint) { 100 + i * 50, 100 }, NULL);
      g_assert_nonnull (placed);
    }
  g_assert_false (gtk_widget_get_visible (forces));

  /* the second side's company taken away: said again */
  id = g_strdup (vt_map_view_get_selected_unit (table.view));
  g_assert_true (vt_editor_remove_unit (table.editor, id, NULL));
  g_assert_true (gtk_widget_get_visible (forces));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (forces)), "has 0 men"));
  vt_ui_wait_for_paint (table.window);
  vt_ui_capture_free (vt_ui_capture_window (table.window, "forces-limits.png"));
  /* and undone: within again */
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_false (gtk_widget_get_visible (forces));

  table_close (&table);
}

/* Each field of the unit editor is one step of undo. */
static void
test_unit_editor_fields (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  const char *one[2] = { NULL, NULL };
  GtkDropDown *side, *formation;
  GtkEditable *name;
  GtkSpinButton *strength, *facing;
  VtUnit *unit;

  table_open (&table);
  ids = place_two (&table);
  one[0] = ids[0];
  vt_unit_editor_set_units (table.unit_editor, one);
  side = GTK_DROP_DOWN (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-side"));
  name = GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-name"));
  strength = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-strength"));
  formation = GTK_DROP_DOWN (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-formation"));
  facing = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-facing"));

  /* the page shows the unit */
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.unit_editor), "Closed infantry block 1", FALSE));
  g_assert_cmpstr (gtk_editable_get_text (name), ==, "Closed infantry block 1");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (strength), ==, 450);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (facing), ==, 90);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (side)), ==, "Red");
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (formation)), ==, "Line");
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.unit_editor), "of 450 muskets", FALSE));

  /* side */
  gtk_drop_down_set_selected (side, 1);
  unit = set_up_unit (&table, ids[0]);
  g_assert_cmpstr (vt_unit_get_side (unit), ==, "blue");
  g_assert_cmpstr (vt_unit_get_side (vt_scenario_find_unit (vt_game_get_state (table.game), ids[0])), ==, "blue");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpstr (vt_unit_get_side (set_up_unit (&table, ids[0])), ==, "red");
  /* the page follows the undo */
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (side)), ==, "Red");
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpstr (vt_unit_get_side (set_up_unit (&table, ids[0])), ==, "blue");
  g_assert_true (vt_editor_undo (table.editor));

  /* name */
  gtk_editable_set_text (name, "I/12 Musketiere");
  g_signal_emit_by_name (name, "activate");
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, ids[0])), ==, "I/12 Musketiere");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, ids[0])), ==, "Closed infantry block 1");
  g_assert_cmpstr (gtk_editable_get_text (name), ==, "Closed infantry block 1");
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, ids[0])), ==, "I/12 Musketiere");

  /* division: the group the ledger totals its losses by */
  {
    GtkEditable *division = GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-division"));

    g_assert_cmpstr (gtk_editable_get_text (division), ==, "");
    gtk_editable_set_text (division, "Avantgarde");
    g_signal_emit_by_name (division, "activate");
    g_assert_cmpstr (vt_unit_get_division (set_up_unit (&table, ids[0])), ==, "Avantgarde");
    g_assert_cmpstr (vt_unit_get_division (vt_scenario_find_unit (vt_game_get_state (table.game), ids[0])), ==,
                     "Avantgarde");
    g_assert_true (vt_editor_undo (table.editor));
    g_assert_null (vt_unit_get_division (set_up_unit (&table, ids[0])));
    g_assert_cmpstr (gtk_editable_get_text (division), ==, "");
    g_assert_true (vt_editor_redo (table.editor));
    g_assert_cmpstr (gtk_editable_get_text (division), ==, "Avantgarde");
  }

  /* strength, never above the type's 450 */
  gtk_spin_button_set_value (strength, 300);
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[0])), ==, 300);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[0])), ==, 450);
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[0])), ==, 300);
  gtk_spin_button_set_value (strength, 900);
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[0])), ==, 450);

  /* formation, by its label */
  gtk_drop_down_set_selected (formation, 3);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (formation)), ==,
                   vt_ruleset_get_formation_label (ruleset_of_id ("reiswitz-1824"), "closed-column"));
  g_assert_cmpstr (vt_unit_get_formation (set_up_unit (&table, ids[0])), ==, "closed-column");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpstr (vt_unit_get_formation (set_up_unit (&table, ids[0])), ==, "line");
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpstr (vt_unit_get_formation (set_up_unit (&table, ids[0])), ==, "closed-column");

  /* facing */
  gtk_spin_button_set_value (facing, 45);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 45, 1e-9);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 90, 1e-9);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (facing), ==, 90);
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 45, 1e-9);

  /* the other battalion was never touched */
  assert_battalion (set_up_unit (&table, ids[1]), "Closed infantry block 2", &(VtPoint) { 2000, 700 }, 180);

  /* both at once: one step */
  vt_unit_editor_set_units (table.unit_editor, (const char * const *) ids);
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (table.unit_editor), "2 units", FALSE));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (name)));
  gtk_spin_button_set_value (facing, 270);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 270, 1e-9);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[1])), 270, 1e-9);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 45, 1e-9);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[1])), 180, 1e-9);

  vt_ui_wait_for_paint (table.window);
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (table.window, "editor-forces.png");
  }
  table_close (&table);
}

/* Once the game has begun the unit editor's change is refused in the
 * editor's words, and its fields show the unit as it is. */
static void
test_unit_editor_refused (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_autoptr(GError) error = NULL;
  GtkSpinButton *strength;
  GtkWidget *refused;

  table_open (&table);
  ids = place_two (&table);
  vt_unit_editor_set_units (table.unit_editor, (const char * const *) ids);
  g_assert_true (vt_game_add_note (table.game, "The game begins.", FALSE, &error));
  g_assert_no_error (error);

  strength = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-strength"));
  gtk_spin_button_set_value (strength, 200);
  refused = vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-refused");
  g_assert_true (gtk_widget_get_visible (refused));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (refused)), "The game has begun"));
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[0])), ==, 450);
  g_assert_cmpuint (vt_unit_get_strength (set_up_unit (&table, ids[1])), ==, 450);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (strength), ==, 450);

  table_close (&table);
}

/* Duplicate copies the group beside itself with new ids and names, one
 * step; the copies are what the page then shows. Remove takes them off. */
static gboolean
popover_shown (gpointer data)
{
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (data)));

  return popover != NULL && gtk_widget_get_mapped (popover);
}

static gboolean
popover_gone (gpointer data)
{
  return !popover_shown (data);
}

/* Issue 25 item 16: each side counts its own pieces of each type; a copy
 * takes the next number of its original's name and its division; a
 * division typed once is picked after, from the keyboard (Down, Enter). */
static void
test_numbering_and_divisions (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) copies = NULL;
  g_autofree char *blue_id = NULL;
  GtkWidget *division, *divisions;
  g_autoptr(GError) error = NULL;
  const VtPoint south = { 2000, 2300 };
  double x, y;

  table_open (&table);
  ids = place_two (&table);
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, ids[1])), ==, "Closed infantry block 2");
  /* Blau's first block is its first, whatever Rot has */
  vt_catalogue_panel_set_side (table.catalogue, "blue");
  g_assert_true (vt_map_view_to_widget (table.view, &south, &x, &y));
  g_assert_true (vt_catalogue_panel_drop (table.catalogue, VT_CATALOGUE_DRAG_PREFIX "infantry-block", x, y));
  blue_id = g_strdup (vt_map_view_get_selected_unit (table.view));
  g_assert_cmpstr (vt_unit_get_side (set_up_unit (&table, blue_id)), ==, "blue");
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, blue_id)), ==, "Closed infantry block 1");

  /* the first Red block named and put in a brigade, by typing */
  vt_unit_editor_set_units (table.unit_editor, (const char * const[]) { ids[0], NULL });
  division = vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-division");
  divisions = vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-divisions");
  {
    g_autoptr(VtUnit) named = vt_unit_copy (set_up_unit (&table, ids[0]));

    vt_unit_set_name (named, "Schützen F/1 (2)");
    g_assert_true (vt_editor_put_unit (table.editor, named, &error));
  }
  g_assert_false (gtk_widget_get_sensitive (divisions));
  gtk_widget_grab_focus (division);
  vt_ui_type (table.window, "1. Brigade");
  vt_ui_press (table.window, "Return");
  vt_ui_iterate_for (50);
  g_assert_cmpstr (vt_unit_get_division (set_up_unit (&table, ids[0])), ==, "1. Brigade");

  /* its copy is the next Schützen, in the same brigade */
  copies = vt_unit_editor_duplicate (table.editor, (const char * const[]) { ids[0], NULL }, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, copies[0])), ==, "Schützen F/1 (3)");
  g_assert_cmpstr (vt_unit_get_division (set_up_unit (&table, copies[0])), ==, "1. Brigade");

  /* the second Red block picks the brigade from the list: Down, Enter */
  vt_unit_editor_set_units (table.unit_editor, (const char * const[]) { ids[1], NULL });
  vt_ui_iterate_for (50);
  g_assert_true (gtk_widget_get_sensitive (divisions));
  gtk_widget_grab_focus (division);
  vt_ui_press (table.window, "Down");
  vt_ui_wait_until (popover_shown, divisions);
  vt_ui_iterate_for (100);
  vt_ui_capture_free (vt_ui_capture_window (table.window, "editor-forces-divisions.png"));
  vt_ui_press (table.window, "Return");
  vt_ui_wait_until (popover_gone, divisions);
  vt_ui_iterate_for (50);
  g_assert_cmpstr (vt_unit_get_division (set_up_unit (&table, ids[1])), ==, "1. Brigade");

  /* Blau's list holds none of Rot's brigades */
  vt_unit_editor_set_units (table.unit_editor, (const char * const[]) { blue_id, NULL });
  vt_ui_iterate_for (50);
  g_assert_false (gtk_widget_get_sensitive (divisions));

  table_close (&table);
}

static void
test_duplicate_group (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) created = NULL;
  GtkWidget *duplicate, *remove;
  const char * const *shown;
  GListModel *units;
  double frontage = 0, depth = 0;

  table_open (&table);
  ids = place_two (&table);
  /* the second beside the first, both facing east */
  {
    g_autoptr(VtUnit) second = vt_unit_copy (set_up_unit (&table, ids[1]));

    vt_unit_set_position (second, &(VtPoint) { 1000, 1700 });
    vt_unit_set_facing (second, 90);
    g_assert_true (vt_editor_put_unit (table.editor, second, NULL));
  }
  units = vt_scenario_get_units (vt_game_get_scenario (table.game));
  vt_unit_editor_set_units (table.unit_editor, (const char * const *) ids);
  duplicate = vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-duplicate");
  vt_ui_click (duplicate);

  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 4);
  shown = vt_unit_editor_get_units (table.unit_editor);
  g_assert_cmpuint (g_strv_length ((GStrv) shown), ==, 2);
  created = g_strdupv ((GStrv) shown);
  vt_ruleset_get_footprint (ruleset_of_id ("reiswitz-1824"), set_up_unit (&table, ids[0]), &frontage, &depth);
  g_assert_cmpfloat (frontage, >, 0);
  for (guint i = 0; i < 2; i++)
    {
      VtUnit *original = set_up_unit (&table, ids[i]);
      VtUnit *copy = set_up_unit (&table, created[i]);
      VtPoint from, to;

      g_assert_nonnull (copy);
      g_assert_false (g_strv_contains ((const char * const *) ids, created[i]));
      g_assert_cmpstr (vt_unit_get_unit_type (copy), ==, "infantry-block");
      g_assert_cmpstr (vt_unit_get_side (copy), ==, "red");
      g_assert_cmpuint (vt_unit_get_strength (copy), ==, vt_unit_get_strength (original));
      g_assert_cmpstr (vt_unit_get_formation (copy), ==, vt_unit_get_formation (original));
      g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (copy), 90, 1e-9);
      vt_unit_get_position (original, &from);
      vt_unit_get_position (copy, &to);
      /* facing east, its right is south: the group is 200 paces deep that
       * way, so the copies stand 200 paces and one frontage further */
      g_assert_cmpfloat_with_epsilon (to.x, from.x, 1e-6);
      g_assert_cmpfloat_with_epsilon (to.y - from.y, 200 + frontage, 1e-6);
    }
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, created[0])), ==, "Closed infantry block 3");
  g_assert_cmpstr (vt_unit_get_name (set_up_unit (&table, created[1])), ==, "Closed infantry block 4");

  /* one step takes both copies back */
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 4);

  /* Remove: both copies, one step */
  remove = vt_ui_find_by_name (GTK_WIDGET (table.unit_editor), "unit-editor-remove");
  vt_ui_click (remove);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_null (set_up_unit (&table, created[0]));
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 4);

  table_close (&table);
}

/* The share of the pixels within 4 px of map point @point, as the window
 * shows them, that are Red's colour (#c01c28): a Red piece stands there. */
static double
red_share (Table             *table,
           const VtUiCapture *capture,
           const VtPoint     *point)
{
  double vx, vy, wx, wy;
  guint red = 0, all = 0;

  g_assert_true (vt_map_view_to_widget (table->view, point, &vx, &vy));
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (table->view), table->window, vx, vy, &wx, &wy));
  for (int y = (int) wy - 4; y <= (int) wy + 4; y++)
    for (int x = (int) wx - 4; x <= (int) wx + 4; x++)
      {
        guchar rgb[3];

        vt_ui_capture_pixel (capture, x, y, rgb);
        all++;
        if (vt_ui_near_colour (rgb, 0xc0 / 255.0, 0x1c / 255.0, 0x28 / 255.0, 60))
          red++;
      }
  return (double) red / all;
}

/* The arrange tool drags the selection anywhere (no reach: the set-up),
 * one step of undo; the keys nudge, turn, duplicate and remove. */
static void
test_arrange_tool (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_autoptr(VtMapTool) tool = NULL;
  VtPoint before[2], after, from_point, to_point;
  double x, y;
  GListModel *units;

  table_open (&table);
  ids = place_two (&table);
  units = vt_scenario_get_units (vt_game_get_scenario (table.game));
  tool = vt_arrange_tool_new (table.view, table.editor);
  vt_map_view_set_tool (table.view, tool);
  for (guint i = 0; i < 2; i++)
    vt_unit_get_position (set_up_unit (&table, ids[i]), &before[i]);

  /* click the first, Ctrl-click the second: both selected */
  g_assert_true (vt_map_view_to_widget (table.view, &before[0], &x, &y));
  vt_map_view_select_at (table.view, x, y, 0);
  g_assert_true (vt_map_view_to_widget (table.view, &before[1], &x, &y));
  vt_map_view_select_at (table.view, x, y, GDK_CONTROL_MASK);
  g_assert_cmpuint (g_strv_length ((GStrv) vt_map_view_get_selected_units (table.view)), ==, 2);

  /* drag the second 200 pixels right and 100 down */
  g_assert_true (vt_map_view_to_map (table.view, x, y, &from_point));
  g_assert_true (vt_map_view_to_map (table.view, x + 200, y + 100, &to_point));
  vt_map_view_press (table.view, x, y, 0);
  vt_map_view_drag_to (table.view, x + 100, y + 50);
  vt_ui_wait_for_paint (table.window);
  {
    g_autoptr(VtUiCapture) ghosts = vt_ui_capture_window (table.window, "editor-forces-arrange.png");
  }
  /* nothing moves until the drop */
  vt_unit_get_position (set_up_unit (&table, ids[0]), &after);
  g_assert_cmpfloat_with_epsilon (after.x, before[0].x, 1e-9);
  /* no tooltip while carried */
  g_assert_null (vt_map_view_describe_at (table.view, x + 100, y + 50));
  vt_map_view_drag_to (table.view, x + 200, y + 100);
  vt_map_view_release (table.view, x + 200, y + 100);
  /* Issue 25 item 7: none over the piece just put down, while the pointer
   * rests there; the pointer gone and come back, the piece has its tooltip */
  g_assert_null (vt_map_view_describe_at (table.view, x + 200, y + 100));
  vt_map_view_hover (table.view, x + 205, y + 103, 0);
  g_assert_null (vt_map_view_describe_at (table.view, x + 205, y + 103));
  vt_map_view_hover (table.view, x + 260, y + 160, 0);
  vt_map_view_hover (table.view, x + 200, y + 100, 0);
  {
    g_autofree char *tooltip = vt_map_view_describe_at (table.view, x + 200, y + 100);

    g_test_message ("after the pointer came back: %s", tooltip);
    g_assert_nonnull (tooltip);
    g_assert_nonnull (strstr (tooltip, vt_unit_get_display_name (set_up_unit (&table, ids[1]))));
  }
  for (guint i = 0; i < 2; i++)
    {
      vt_unit_get_position (set_up_unit (&table, ids[i]), &after);
      g_assert_cmpfloat_with_epsilon (after.x, before[i].x + to_point.x - from_point.x, 1e-6);
      g_assert_cmpfloat_with_epsilon (after.y, before[i].y + to_point.y - from_point.y, 1e-6);
      /* the state the map draws moved as well */
      vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (table.game), ids[i]), &after);
      g_assert_cmpfloat_with_epsilon (after.x, before[i].x + to_point.x - from_point.x, 1e-6);
    }
  /* the map shows them where they went, and not where they were */
  vt_ui_wait_for_paint (table.window);
  {
    g_autoptr(VtUiCapture) moved = vt_ui_capture_window (table.window, "editor-forces-moved.png");

    for (guint i = 0; i < 2; i++)
      {
        vt_unit_get_position (set_up_unit (&table, ids[i]), &after);
        g_assert_cmpfloat (red_share (&table, moved, &after), >, 0.3);
        g_assert_cmpfloat (red_share (&table, moved, &before[i]), <, 0.05);
      }
  }

  /* one undo puts both back */
  g_assert_true (vt_editor_undo (table.editor));
  for (guint i = 0; i < 2; i++)
    {
      vt_unit_get_position (set_up_unit (&table, ids[i]), &after);
      g_assert_cmpfloat_with_epsilon (after.x, before[i].x, 1e-9);
      g_assert_cmpfloat_with_epsilon (after.y, before[i].y, 1e-9);
    }

  /* an arrow nudges by a few paces, Shift by ten times as many */
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_Right, 0));
  vt_unit_get_position (set_up_unit (&table, ids[0]), &after);
  g_assert_cmpfloat_with_epsilon (after.x, before[0].x + VT_ARRANGE_NUDGE, 1e-9);
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_Up, GDK_SHIFT_MASK));
  vt_unit_get_position (set_up_unit (&table, ids[1]), &after);
  g_assert_cmpfloat_with_epsilon (after.y, before[1].y - 10 * VT_ARRANGE_NUDGE, 1e-9);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_true (vt_editor_undo (table.editor));

  /* ] turns the pair 15° clockwise about its middle, as a line */
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_bracketright, 0));
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 105, 1e-9);
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[1])), 195, 1e-9);
  {
    VtPoint a, b;

    vt_unit_get_position (set_up_unit (&table, ids[0]), &a);
    vt_unit_get_position (set_up_unit (&table, ids[1]), &b);
    /* the middle stays, the distance too */
    g_assert_cmpfloat_with_epsilon ((a.x + b.x) / 2, (before[0].x + before[1].x) / 2, 1e-6);
    g_assert_cmpfloat_with_epsilon (hypot (a.x - b.x, a.y - b.y),
                                    hypot (before[0].x - before[1].x, before[0].y - before[1].y), 1e-6);
  }
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_bracketleft, 0));
  g_assert_cmpfloat_with_epsilon (vt_unit_get_facing (set_up_unit (&table, ids[0])), 90, 1e-9);

  /* Ctrl+D copies the pair and selects the copies; Delete removes them */
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_d, GDK_CONTROL_MASK));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 4);
  g_assert_false (g_strv_contains (vt_map_view_get_selected_units (table.view), ids[0]));
  g_assert_cmpuint (g_strv_length ((GStrv) vt_map_view_get_selected_units (table.view)), ==, 2);
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_Delete, 0));
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_nonnull (set_up_unit (&table, ids[0]));
  g_assert_nonnull (set_up_unit (&table, ids[1]));

  vt_map_view_set_tool (table.view, NULL);
  table_close (&table);
}

/* The refusal of a drag once the game has begun comes as "refused". */
static void
on_refused (VtMapTool  *tool,
            const char *reason,
            char      **said)
{
  g_free (*said);
  *said = g_strdup (reason);
}

static void
test_arrange_refused (void)
{
  Table table = { 0 };
  g_auto(GStrv) ids = NULL;
  g_autoptr(VtMapTool) tool = NULL;
  g_autofree char *said = NULL;
  g_autoptr(GError) error = NULL;
  VtPoint before, after;

  table_open (&table);
  ids = place_two (&table);
  tool = vt_arrange_tool_new (table.view, table.editor);
  g_signal_connect (tool, "refused", G_CALLBACK (on_refused), &said);
  vt_map_view_set_tool (table.view, tool);
  g_assert_true (vt_game_add_note (table.game, "The game begins.", FALSE, &error));
  g_assert_no_error (error);

  vt_unit_get_position (set_up_unit (&table, ids[1]), &before);
  g_assert_true (vt_map_tool_key_pressed (tool, GDK_KEY_Left, 0));
  g_assert_nonnull (said);
  g_assert_cmpstr (said, !=, "");
  vt_unit_get_position (set_up_unit (&table, ids[1]), &after);
  g_assert_cmpfloat_with_epsilon (after.x, before.x, 1e-9);

  vt_map_view_set_tool (table.view, NULL);
  table_close (&table);
}

static void
note_imported (VtOsmDialog *dialog,
               VtScenario  *scenario,
               const char  *report,
               gpointer     data)
{
  char **noted = data;

  g_free (*noted);
  *noted = g_strdup (report);
}

/* au.osm becomes a new 1824 scenario with Red and Blue and the features
 * the core's import test expects; with no road through water to list, the
 * dialog hands the game on with its report and closes at once. */
static void
test_osm_dialog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtOsmDialog *dialog = vt_osm_dialog_new (NULL, vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtScenario) scenario = NULL;
  g_autofree char *report = NULL;
  g_autofree char *noted = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *import, *centre_error, *title, *start;
  VtMap *map;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "scenario-imported", G_CALLBACK (note_imported), &noted);
  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  import = vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-import");
  centre_error = vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-centre-error");
  title = vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-title");
  start = vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-start");
  g_assert_cmpstr (vt_ruleset_get_id (vt_osm_dialog_get_ruleset (dialog)), ==, "reiswitz-1824");
  /* nothing to import yet */
  g_assert_false (gtk_widget_get_sensitive (import));
  /* as New starts a game: at 06:00, Red against Blue */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (start)), ==, "06:00");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-first-side"))),
                   ==, "Red");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-second-side"))),
                   ==, "Blue");
  vt_ui_assert_mnemonics_distinct (GTK_WIDGET (dialog));

  vt_osm_dialog_set_file (dialog, file);
  g_assert_true (gtk_widget_get_sensitive (import));
  /* the title is the extract's name until the designer types one */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title)), ==, "au");

  /* a bad centre is said in words beside the field */
  vt_osm_dialog_set_centre_text (dialog, "north, 13.01");
  g_assert_true (gtk_widget_get_visible (centre_error));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (centre_error)), "The latitude “north”"));
  g_assert_false (gtk_widget_get_sensitive (import));
  vt_osm_dialog_set_centre_text (dialog, "51.005, 200");
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (centre_error)), "The longitude “200”"));
  vt_osm_dialog_set_centre_text (dialog, "51.005");
  g_assert_true (gtk_widget_get_visible (centre_error));
  vt_osm_dialog_set_centre_text (dialog, " 51.005, 13.010 ");
  g_assert_false (gtk_widget_get_visible (centre_error));
  g_assert_true (gtk_widget_get_sensitive (import));

  /* a start that is no time of day stops the import, in words */
  gtk_editable_set_text (GTK_EDITABLE (start), "25:00");
  g_assert_null (vt_osm_dialog_import (dialog, NULL, &error));
  g_assert_nonnull (strstr (error->message, "The game starts at “25:00”, which is no time of day"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-message"))), ==,
                   error->message);
  g_clear_error (&error);
  gtk_editable_set_text (GTK_EDITABLE (start), "06:00");

  scenario = vt_osm_dialog_import (dialog, &report, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  /* handed on and gone */
  g_assert_null (dialog);
  g_assert_cmpstr (noted, ==, report);
  g_assert_cmpstr (vt_scenario_get_ruleset_id (scenario), ==, "reiswitz-1824");
  g_assert_cmpstr (vt_scenario_get_title (scenario), ==, "au");
  g_assert_cmpuint (vt_scenario_get_start_time (scenario), ==, 6 * 60);
  g_assert_cmpuint (g_list_model_get_n_items (vt_scenario_get_sides (scenario)), ==, 2);
  g_assert_nonnull (vt_scenario_find_side (scenario, "red"));
  g_assert_nonnull (vt_scenario_find_side (scenario, "blue"));
  map = vt_scenario_get_map (scenario);
  g_assert_cmpstr (vt_map_get_unit_of_length (map), ==, "pace");
  /* as test-osm-import: 3 areas, 5 lines, 3 points */
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 11);
  g_assert_cmpstr (vt_feature_get_kind (vt_map_find_feature (map, "way-10")), ==, "wood-light");
  g_assert_cmpstr (vt_feature_get_kind (vt_map_find_feature (map, "way-15")), ==, "river");
  g_assert_cmpstr (vt_feature_get_kind (vt_map_find_feature (map, "way-12")), ==, "village");
  g_assert_cmpstr (vt_feature_get_name (vt_map_find_feature (map, "node-30")), ==, "St. Nikolai");
  g_assert_cmpstr (vt_feature_get_kind (vt_map_find_feature (map, "node-31")), ==, "mill");
  g_assert_true (strstr (report, "3 areas, 5 lines and 3 points from au.osm") != NULL);
  g_assert_true (strstr (report, "3 elements were left out") != NULL);
}

/* A file that is not OpenStreetMap: the error names the file and line. */
static void
test_osm_dialog_error (void)
{
  g_autofree char *folder = g_dir_make_tmp ("editor-forces-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "broken.osm", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtOsmDialog *dialog = vt_osm_dialog_new (NULL, vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:", path);
  GtkWidget *message;

  g_assert_true (g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<osm>\n  <node id=\"1\" lat=\"x\"\n", -1, NULL));
  gtk_window_present (GTK_WINDOW (dialog));
  vt_osm_dialog_set_file (dialog, file);
  scenario = vt_osm_dialog_import (dialog, NULL, &error);
  g_assert_null (scenario);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, expected));
  message = vt_ui_find_by_name (GTK_WIDGET (dialog), "osm-message");
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (message)), ==, error->message);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  /* the templates, as VtApplication registers them */
  vt_register_resource ();

  g_test_add_func ("/vt/ui/editor-forces/place-two-battalions", test_place_two_battalions);
  g_test_add_func ("/vt/ui/editor-forces/place-by-keyboard", test_place_by_keyboard);
  g_test_add_func ("/vt/ui/editor-forces/place-refused", test_place_refused);
  g_test_add_func ("/vt/ui/editor-forces/forces-limits", test_place_forces_limits);
  g_test_add_func ("/vt/ui/editor-forces/unit-editor-fields", test_unit_editor_fields);
  g_test_add_func ("/vt/ui/editor-forces/unit-editor-refused", test_unit_editor_refused);
  g_test_add_func ("/vt/ui/editor-forces/duplicate-group", test_duplicate_group);
  g_test_add_func ("/vt/ui/editor-forces/numbering-and-divisions", test_numbering_and_divisions);
  g_test_add_func ("/vt/ui/editor-forces/arrange-tool", test_arrange_tool);
  g_test_add_func ("/vt/ui/editor-forces/arrange-refused", test_arrange_refused);
  g_test_add_func ("/vt/ui/editor-forces/osm-dialog", test_osm_dialog);
  g_test_add_func ("/vt/ui/editor-forces/osm-dialog-error", test_osm_dialog_error);

  return g_test_run ();
}
