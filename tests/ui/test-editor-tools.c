/* test-editor-tools.c: drawing and reshaping terrain on the real map view, with the editor's undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-editor-tools"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-map-view.h"
#include "vt-shape-tool.h"
#include "vt-test-map.h"
#include "vt-trace-tool.h"
#include "vt-ui-test.h"

static const VtColour rot = { 0.8, 0.1, 0.1 };
static const VtColour blau = { 0.1, 0.2, 0.8 };

/* A 4000 × 3000 pace sheet of Reiswitz 1824 in a window of 640 × 480
 * (about 0.16 pixels to the pace: eight pixels are some 50 paces), with
 * the editor of its game. */
typedef struct {
  GtkWidget *window;
  VtMapView *view;
  VtGame    *game;
  VtEditor  *editor;
  GPtrArray *added;    /* ids from "feature-added" */
  GPtrArray *refusals; /* messages from "refused" */
} Table;

static VtRuleset *
rz24 (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");

  g_assert_nonnull (ruleset);
  return ruleset;
}

/* @with_wood: a light wood from (1000,1000) to (2000,1600), laid out
 * before the editor opens, so its undo starts empty */
static void
open_table (Table    *table,
            gboolean  with_wood)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);
  g_autoptr(VtSide) blau_side = vt_side_new ("blau", "Blau", &blau);

  if (with_wood)
    vt_test_add_rectangle (map, "kiefern", "wood-light", 1000, 1000, 2000, 1600);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blau_side, NULL));
  vt_test_add_block (scenario, "r1", "1st Battalion", "rot", "line", 3500, 2800);

  table->game = vt_game_new (scenario, rz24 (), 1824);
  table->editor = vt_editor_new (table->game);
  table->window = gtk_window_new ();
  table->view = VT_MAP_VIEW (vt_map_view_new ());
  table->added = g_ptr_array_new_with_free_func (g_free);
  table->refusals = g_ptr_array_new_with_free_func (g_free);
  gtk_window_set_default_size (GTK_WINDOW (table->window), 640, 480);
  gtk_window_set_child (GTK_WINDOW (table->window), GTK_WIDGET (table->view));
  vt_map_view_set_game (table->view, table->game);
  gtk_window_present (GTK_WINDOW (table->window));
  vt_ui_wait_for_paint (table->window);
  g_assert_cmpfloat (vt_map_view_get_scale (table->view), >, 0.1);
  g_assert_cmpfloat (vt_map_view_get_scale (table->view), <, 0.2);
}

static void
close_table (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  g_clear_object (&table->editor);
  g_clear_object (&table->game);
  g_clear_pointer (&table->added, g_ptr_array_unref);
  g_clear_pointer (&table->refusals, g_ptr_array_unref);
}

static void
feature_added (VtMapTool  *tool,
               const char *id,
               Table      *table)
{
  g_ptr_array_add (table->added, g_strdup (id));
}

static void
refused (VtMapTool  *tool,
         const char *message,
         Table      *table)
{
  g_ptr_array_add (table->refusals, g_strdup (message));
}

static VtMapTool *
use_trace_tool (Table      *table,
                const char *kind)
{
  VtMapTool *tool = vt_trace_tool_new (table->view, table->editor, kind);

  g_signal_connect (tool, "feature-added", G_CALLBACK (feature_added), table);
  g_signal_connect (tool, "refused", G_CALLBACK (refused), table);
  vt_map_view_set_tool (table->view, tool);
  g_object_unref (tool);   /* the view's now */
  return tool;
}

static VtMapTool *
use_shape_tool (Table *table)
{
  VtMapTool *tool = vt_shape_tool_new (table->view, table->editor);

  g_signal_connect (tool, "refused", G_CALLBACK (refused), table);
  vt_map_view_set_tool (table->view, tool);
  g_object_unref (tool);
  return tool;
}

static VtMap *
state_map (Table *table)
{
  return vt_scenario_get_map (vt_game_get_state (table->game));
}

static VtFeature *
find (Table      *table,
      const char *id)
{
  return vt_map_find_feature (state_map (table), id);
}

static void
widget_at (Table  *table,
           double  x,
           double  y,
           double *wx,
           double *wy)
{
  g_assert_true (vt_map_view_to_widget (table->view, &(VtPoint) { x, y }, wx, wy));
}

/* a click at map point (@x, @y) */
static void
click (Table           *table,
       double           x,
       double           y,
       GdkModifierType  state)
{
  double wx, wy;

  widget_at (table, x, y, &wx, &wy);
  vt_map_view_hover (table->view, wx, wy, state);
  vt_map_view_press (table->view, wx, wy, state);
  vt_map_view_release (table->view, wx, wy);
}

/* a press at one map point, a drag through @steps motions, and a release at the other */
static void
drag (Table  *table,
      double  x0,
      double  y0,
      double  x1,
      double  y1)
{
  double wx0, wy0, wx1, wy1;

  widget_at (table, x0, y0, &wx0, &wy0);
  widget_at (table, x1, y1, &wx1, &wy1);
  vt_map_view_press (table->view, wx0, wy0, 0);
  for (guint i = 1; i <= 8; i++)
    vt_map_view_drag_to (table->view, wx0 + (wx1 - wx0) * i / 8, wy0 + (wy1 - wy0) * i / 8);
  vt_map_view_release (table->view, wx1, wy1);
}

static gboolean
key (VtMapView       *view,
     guint            keyval,
     GdkModifierType  state)
{
  return vt_map_tool_key_pressed (vt_map_view_get_tool (view), keyval, state);
}

static void
assert_corner (VtFeature *feature,
               guint      index,
               double     x,
               double     y,
               double     within)
{
  const VtPoint *points;
  guint n;

  points = vt_feature_get_points (feature, &n);
  g_assert_cmpuint (index, <, n);
  g_assert_cmpfloat_with_epsilon (points[index].x, x, within);
  g_assert_cmpfloat_with_epsilon (points[index].y, y, within);
}

static guint
n_corners (VtFeature *feature)
{
  guint n;

  vt_feature_get_points (feature, &n);
  return n;
}

/* The share of the pixels in the map rectangle @min–@max that are the green
 * of a light wood, as the view draws them now, through the window's renderer. */
static double
wood_fraction (Table *table,
               double x0,
               double y0,
               double x1,
               double y1)
{
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_point_t corner;
  double wx0, wy0, wx1, wy1;
  guint green = 0, all = 0;

  vt_ui_wait_for_paint (table->window);
  capture = vt_ui_capture_window (table->window, "test-editor-tools.png");
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (table->view), table->window,
                                           &GRAPHENE_POINT_INIT (0, 0), &corner));
  widget_at (table, x0, y0, &wx0, &wy0);
  widget_at (table, x1, y1, &wx1, &wy1);
  for (int y = (int) (wy0 + corner.y); y < (int) (wy1 + corner.y); y++)
    for (int x = (int) (wx0 + corner.x); x < (int) (wx1 + corner.x); x++)
      {
        guchar rgb[3];

        if (x < 0 || y < 0 || x >= capture->width || y >= capture->height)
          continue;
        vt_ui_capture_pixel (capture, x, y, rgb);
        all++;
        if (rgb[1] > rgb[0] + 8 && rgb[1] > rgb[2] + 15)
          green++;
      }

  g_assert_cmpuint (all, >, 100);
  return (double) green / all;
}

/* the colour the view shows at map point (@x, @y) */
static void
pixel_at (Table  *table,
          double  x,
          double  y,
          guchar  rgb[3])
{
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_point_t at;
  double wx, wy;

  vt_ui_wait_for_paint (table->window);
  capture = vt_ui_capture_window (table->window, "test-editor-tools-pixel.png");
  widget_at (table, x, y, &wx, &wy);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (table->view), table->window,
                                           &GRAPHENE_POINT_INIT (wx, wy), &at));
  vt_ui_capture_pixel (capture, (int) at.x, (int) at.y, rgb);
}

/* A light wood traced corner by corner, closed by a click on its first
 * corner: it shows on the map (by pixels), is one step of undo, and the
 * saved game keeps it. */
static void
test_trace_wood (void)
{
  Table table = { 0 };
  VtMapTool *tool;
  VtFeature *wood;
  const VtPoint *corners;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  open_table (&table, FALSE);
  tool = use_trace_tool (&table, "wood-light");
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1100, 1900, 1500), <, 0.01);

  click (&table, 1000, 1000, 0);
  click (&table, 2000, 1000, 0);
  click (&table, 2000, 1600, 0);
  corners = vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpfloat_with_epsilon (corners[1].x, 2000, 1e-6);
  /* the pointer at the fourth corner: the preview covers what will be wood,
   * though nothing is in the map yet */
  {
    double wx, wy;

    widget_at (&table, 1000, 1600, &wx, &wy);
    vt_map_view_hover (table.view, wx, wy, 0);
  }
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (state_map (&table))), ==, 0);
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1100, 1900, 1500), >, 0.5);
  /* below the diagonal of the three corners placed: tinted only because
   * the preview runs to the pointer */
  {
    guchar rgb[3];

    pixel_at (&table, 1200, 1500, rgb);
    g_assert_cmpint (rgb[1], >, rgb[0] + 8);
    g_assert_cmpint (rgb[1], >, rgb[2] + 15);
  }

  click (&table, 1000, 1600, 0);
  click (&table, 1000, 1000, 0);   /* the first corner: done */

  g_assert_cmpuint (table.added->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (table.added, 0), ==, "wood-light-1");
  wood = find (&table, "wood-light-1");
  g_assert_nonnull (wood);
  g_assert_cmpstr (vt_feature_get_kind (wood), ==, "wood-light");
  g_assert_cmpint (vt_feature_get_geometry (wood), ==, VT_GEOMETRY_POLYGON);
  g_assert_cmpuint (n_corners (wood), ==, 4);
  assert_corner (wood, 0, 1000, 1000, 1e-6);
  assert_corner (wood, 2, 2000, 1600, 1e-6);
  vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 0);
  /* set up and state alike: the game has not begun */
  g_assert_nonnull (vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (table.game)), "wood-light-1"));
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1100, 1900, 1500), >, 0.5);

  /* saved and read back, the same four corners */
  bytes = vt_game_file_to_bytes (table.game);
  loaded = vt_game_file_load_bytes (bytes, "traced.vertrauter", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  wood = vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (loaded)), "wood-light-1");
  g_assert_nonnull (wood);
  g_assert_cmpuint (n_corners (wood), ==, 4);
  assert_corner (wood, 1, 2000, 1000, 1e-3);

  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Add Light wood");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_null (find (&table, "wood-light-1"));
  g_assert_false (vt_editor_get_can_undo (table.editor));
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1100, 1900, 1500), <, 0.01);
  g_assert_true (vt_editor_redo (table.editor));
  g_assert_nonnull (find (&table, "wood-light-1"));

  close_table (&table);
}

/* A river of three corners finished by Enter; BackSpace takes a corner
 * back and Escape drops a drawing; a road finished by a double-click; a
 * bridge (a short line in 1824) and a church, a point, placed by one
 * click. */
static void
test_trace_lines_and_points (void)
{
  Table table = { 0 };
  VtMapTool *tool;
  VtFeature *river, *road, *bridge, *church;
  guint n;

  open_table (&table, FALSE);
  tool = use_trace_tool (&table, "river");

  /* too few corners: Enter does nothing yet */
  click (&table, 500, 500, 0);
  g_assert_true (key (table.view, GDK_KEY_Return, 0));
  g_assert_cmpuint (table.added->len, ==, 0);
  click (&table, 1500, 700, 0);
  click (&table, 2500, 600, 0);
  click (&table, 3000, 900, 0);
  g_assert_true (key (table.view, GDK_KEY_BackSpace, 0));
  vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (key (table.view, GDK_KEY_Return, 0));
  g_assert_cmpuint (table.added->len, ==, 1);
  river = find (&table, "river-1");
  g_assert_nonnull (river);
  g_assert_cmpint (vt_feature_get_geometry (river), ==, VT_GEOMETRY_POLYLINE);
  g_assert_cmpuint (n_corners (river), ==, 3);
  assert_corner (river, 2, 2500, 600, 1e-6);

  /* Escape drops what is drawn; with nothing drawn it is not the tool's */
  click (&table, 500, 2500, 0);
  click (&table, 1500, 2500, 0);
  g_assert_true (key (table.view, GDK_KEY_Escape, 0));
  vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (key (table.view, GDK_KEY_Escape, 0));
  g_assert_cmpuint (table.added->len, ==, 1);

  /* a road: two clicks, the second twice (a double-click) */
  use_trace_tool (&table, "road");
  click (&table, 1000, 200, 0);
  click (&table, 1000, 1400, 0);
  click (&table, 1000, 1400, 0);
  road = find (&table, "road-1");
  g_assert_nonnull (road);
  g_assert_cmpuint (n_corners (road), ==, 2);
  assert_corner (road, 1, 1000, 1400, 1e-6);

  /* a click whose hand slipped six pixels is a corner where it went
   * down, not a road of a few paces */
  {
    double wx, wy;
    const VtPoint *corners;

    widget_at (&table, 3000, 200, &wx, &wy);
    vt_map_view_press (table.view, wx, wy, 0);
    vt_map_view_drag_to (table.view, wx + 3, wy + 2);
    vt_map_view_drag_to (table.view, wx + 6, wy + 1);
    vt_map_view_release (table.view, wx + 6, wy + 1);
    g_assert_null (find (&table, "road-2"));
    corners = vt_trace_tool_get_corners (VT_TRACE_TOOL (vt_map_view_get_tool (table.view)), &n);
    g_assert_cmpuint (n, ==, 1);
    g_assert_cmpfloat_with_epsilon (corners[0].x, 3000, 1e-6);
    g_assert_cmpfloat_with_epsilon (corners[0].y, 200, 1e-6);
  }

  use_trace_tool (&table, "bridge");
  click (&table, 1500, 550, 0);
  click (&table, 1500, 850, 0);
  g_assert_true (key (table.view, GDK_KEY_KP_Enter, 0));
  bridge = find (&table, "bridge-1");
  g_assert_nonnull (bridge);
  g_assert_cmpuint (n_corners (bridge), ==, 2);

  use_trace_tool (&table, "church");
  click (&table, 2200, 1800, 0);
  church = find (&table, "church-1");
  g_assert_nonnull (church);
  g_assert_cmpint (vt_feature_get_geometry (church), ==, VT_GEOMETRY_POINT);
  g_assert_cmpuint (n_corners (church), ==, 1);
  assert_corner (church, 0, 2200, 1800, 1e-6);

  g_assert_cmpuint (table.added->len, ==, 4);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Add Church");
  /* each one step: four undos take all back */
  for (guint i = 0; i < 4; i++)
    g_assert_true (vt_editor_undo (table.editor));
  g_assert_false (vt_editor_get_can_undo (table.editor));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (state_map (&table))), ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_true (vt_editor_redo (table.editor));
  g_assert_nonnull (find (&table, "church-1"));
  g_assert_nonnull (find (&table, "river-1"));

  close_table (&table);
}

/* A hand's trace, wobbling a pace or two: a river east then north comes
 * out as its two ends and its bend; a wood traced round as its four
 * corners. */
static void
test_trace_freehand (void)
{
  Table table = { 0 };
  VtFeature *river, *wood;
  double wx, wy;

  open_table (&table, FALSE);
  use_trace_tool (&table, "river");

  widget_at (&table, 500, 2500, &wx, &wy);
  vt_map_view_press (table.view, wx, wy, 0);
  for (guint i = 1; i <= 30; i++)
    {
      widget_at (&table, 500 + 50 * i, 2500 + (i % 2 ? 3 : -3), &wx, &wy);
      vt_map_view_drag_to (table.view, wx, wy);
    }
  for (guint i = 1; i <= 20; i++)
    {
      widget_at (&table, 2000 + (i % 2 ? 3 : -3), 2500 - 50 * i, &wx, &wy);
      vt_map_view_drag_to (table.view, wx, wy);
    }
  widget_at (&table, 2000, 1500, &wx, &wy);
  vt_map_view_release (table.view, wx, wy);

  g_assert_cmpuint (table.added->len, ==, 1);
  river = find (&table, "river-1");
  g_assert_nonnull (river);
  g_assert_cmpuint (n_corners (river), ==, 3);
  assert_corner (river, 0, 500, 2500, 1e-6);
  assert_corner (river, 1, 2000, 2500, 4);
  assert_corner (river, 2, 2000, 1500, 1e-6);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Add River");

  use_trace_tool (&table, "wood-light");
  widget_at (&table, 1000, 500, &wx, &wy);
  vt_map_view_press (table.view, wx, wy, 0);
  for (guint side = 0; side < 4; side++)
    for (guint i = 1; i <= 10; i++)
      {
        static const double from[4][2] = { { 1000, 500 }, { 3000, 500 }, { 3000, 1500 }, { 1000, 1500 } };
        static const double to[4][2] = { { 3000, 500 }, { 3000, 1500 }, { 1000, 1500 }, { 1000, 520 } };
        double x = from[side][0] + (to[side][0] - from[side][0]) * i / 10;
        double y = from[side][1] + (to[side][1] - from[side][1]) * i / 10;

        widget_at (&table, x + (i % 2 ? 2 : -2), y + (i % 2 ? -2 : 2), &wx, &wy);
        vt_map_view_drag_to (table.view, wx, wy);
      }
  widget_at (&table, 1000, 520, &wx, &wy);
  vt_map_view_release (table.view, wx, wy);

  g_assert_cmpuint (table.added->len, ==, 2);
  wood = find (&table, "wood-light-1");
  g_assert_nonnull (wood);
  g_assert_cmpuint (n_corners (wood), ==, 4);
  assert_corner (wood, 0, 1000, 500, 1e-6);
  assert_corner (wood, 1, 3000, 500, 4);
  assert_corner (wood, 2, 3000, 1500, 4);
  assert_corner (wood, 3, 1000, 1500, 4);

  g_assert_true (vt_editor_undo (table.editor));
  g_assert_null (find (&table, "wood-light-1"));
  g_assert_nonnull (find (&table, "river-1"));

  close_table (&table);
}

/* A road begun 25 paces (4 pixels) off the wood's corner starts on the
 * corner; with Alt held it starts where clicked. With the grid on, a
 * corner goes to the nearest crossing of 1824's 100-pace grid. */
static void
test_trace_snaps (void)
{
  Table table = { 0 };
  VtMapTool *tool;
  VtFeature *road;
  const VtPoint *corners;
  guint n;

  open_table (&table, TRUE);
  tool = use_trace_tool (&table, "road");

  click (&table, 2020, 1015, 0);
  click (&table, 3000, 500, 0);
  g_assert_true (key (table.view, GDK_KEY_Return, 0));
  road = find (&table, "road-1");
  g_assert_nonnull (road);
  assert_corner (road, 0, 2000, 1000, 1e-9);
  assert_corner (road, 1, 3000, 500, 1e-6);

  click (&table, 2020, 1015, GDK_ALT_MASK);
  corners = vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpfloat_with_epsilon (corners[0].x, 2020, 1e-6);
  g_assert_true (key (table.view, GDK_KEY_Escape, 0));

  g_assert_cmpfloat (vt_ruleset_get_editor_info (rz24 ())->grid, ==, 100);
  vt_trace_tool_set_snap_to_grid (VT_TRACE_TOOL (tool), TRUE);
  g_assert_true (vt_trace_tool_get_snap_to_grid (VT_TRACE_TOOL (tool)));
  click (&table, 2630, 2270, 0);
  click (&table, 3340, 2290, 0);
  g_assert_true (key (table.view, GDK_KEY_Return, 0));
  road = find (&table, "road-2");
  g_assert_nonnull (road);
  assert_corner (road, 0, 2600, 2300, 1e-9);
  assert_corner (road, 1, 3300, 2300, 1e-9);
  /* a corner near goes before the grid */
  click (&table, 1980, 1620, 0);
  corners = vt_trace_tool_get_corners (VT_TRACE_TOOL (tool), &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpfloat (corners[0].x, ==, 2000);
  g_assert_cmpfloat (corners[0].y, ==, 1600);

  close_table (&table);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* The wood picked by a click, its corner moved, a corner put into an edge
 * and one taken out: each one step of the editor's undo, made on release. */
static void
test_shape_corners (void)
{
  Table table = { 0 };
  VtShapeTool *tool;
  VtFeature *wood;
  guint notified = 0;
  guchar rgb[3];
  double wx, wy;

  open_table (&table, TRUE);
  tool = VT_SHAPE_TOOL (use_shape_tool (&table));
  g_signal_connect (tool, "notify::selected-feature", G_CALLBACK (count_notify), &notified);

  click (&table, 1500, 1300, 0);
  g_assert_cmpstr (vt_shape_tool_get_selected_feature (tool), ==, "kiefern");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (vt_shape_tool_get_selected_vertex (tool), ==, -1);
  /* the handles show: a white square on each corner */
  pixel_at (&table, 2000, 1600, rgb);
  g_assert_true (vt_ui_near_colour (rgb, 1, 1, 1, 30));

  /* the north-west corner dragged 200 paces west, 100 north; nothing
   * changes in the map until the release */
  widget_at (&table, 1000, 1000, &wx, &wy);
  vt_map_view_press (table.view, wx, wy, 0);
  widget_at (&table, 900, 950, &wx, &wy);
  vt_map_view_drag_to (table.view, wx, wy);
  assert_corner (find (&table, "kiefern"), 0, 1000, 1000, 1e-9);
  g_assert_false (vt_editor_get_can_undo (table.editor));
  /* further out, the shape shows as it will be: wood where there was none */
  widget_at (&table, 600, 700, &wx, &wy);
  vt_map_view_drag_to (table.view, wx, wy);
  pixel_at (&table, 800, 900, rgb);
  g_assert_cmpint (rgb[1], >, rgb[0] + 8);
  g_assert_cmpint (rgb[1], >, rgb[2] + 15);
  pixel_at (&table, 700, 1300, rgb);
  g_assert_cmpint (rgb[1], <, rgb[0]);
  widget_at (&table, 800, 900, &wx, &wy);
  vt_map_view_drag_to (table.view, wx, wy);
  vt_map_view_release (table.view, wx, wy);
  wood = find (&table, "kiefern");
  g_assert_cmpuint (n_corners (wood), ==, 4);
  assert_corner (wood, 0, 800, 900, 1e-6);
  assert_corner (wood, 1, 2000, 1000, 1e-9);
  g_assert_cmpint (vt_shape_tool_get_selected_vertex (tool), ==, 0);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Move a Corner of Light wood");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_false (vt_editor_get_can_undo (table.editor));
  assert_corner (find (&table, "kiefern"), 0, 1000, 1000, 1e-9);
  g_assert_true (vt_editor_redo (table.editor));
  assert_corner (find (&table, "kiefern"), 0, 800, 900, 1e-6);
  g_assert_true (vt_editor_undo (table.editor));

  /* the north edge's middle (1500,1000) pulled 200 paces north */
  drag (&table, 1500, 1000, 1500, 800);
  wood = find (&table, "kiefern");
  g_assert_cmpuint (n_corners (wood), ==, 5);
  assert_corner (wood, 0, 1000, 1000, 1e-9);
  assert_corner (wood, 1, 1500, 800, 1e-6);
  assert_corner (wood, 2, 2000, 1000, 1e-9);
  g_assert_cmpint (vt_shape_tool_get_selected_vertex (tool), ==, 1);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Add a Corner to Light wood");

  /* Delete takes the picked corner away */
  g_assert_true (key (table.view, GDK_KEY_Delete, 0));
  wood = find (&table, "kiefern");
  g_assert_cmpuint (n_corners (wood), ==, 4);
  assert_corner (wood, 1, 2000, 1000, 1e-9);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Remove a Corner of Light wood");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpuint (n_corners (find (&table, "kiefern")), ==, 5);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_cmpuint (n_corners (find (&table, "kiefern")), ==, 4);

  /* a corner dragged onto the church's snaps onto it */
  {
    g_autoptr(VtFeature) church = vt_feature_new ("kirche", "church", VT_GEOMETRY_POINT);
    g_autoptr(GError) error = NULL;

    vt_feature_add_point (church, &(VtPoint) { 2400, 1900 });
    g_assert_true (vt_editor_put_feature (table.editor, church, &error));
    g_assert_no_error (error);
  }
  drag (&table, 2000, 1600, 2420, 1880);
  assert_corner (find (&table, "kiefern"), 2, 2400, 1900, 1e-9);

  /* a click on open ground lets the wood go */
  click (&table, 3000, 300, 0);
  g_assert_null (vt_shape_tool_get_selected_feature (tool));
  g_assert_cmpuint (notified, ==, 2);

  close_table (&table);
}

/* The wood moved whole by a drag (shown where it went, by pixels), turned
 * by the keys and by the call, duplicated and deleted; and refused, with
 * the editor's words, once the game has begun. */
static void
test_shape_whole (void)
{
  Table table = { 0 };
  VtShapeTool *tool;
  VtFeature *wood, *copy;
  g_autoptr(GError) error = NULL;
  const char *copy_id;
  guint before;

  open_table (&table, TRUE);
  tool = VT_SHAPE_TOOL (use_shape_tool (&table));
  g_assert_cmpfloat (wood_fraction (&table, 2100, 1700, 2900, 2100), <, 0.01);

  /* from inside the wood, 1000 paces east and 600 south */
  drag (&table, 1500, 1300, 2500, 1900);
  g_assert_cmpstr (vt_shape_tool_get_selected_feature (tool), ==, "kiefern");
  wood = find (&table, "kiefern");
  assert_corner (wood, 0, 2000, 1600, 1e-6);
  assert_corner (wood, 2, 3000, 2200, 1e-6);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Move Light wood");
  g_assert_cmpfloat (wood_fraction (&table, 2100, 1700, 2900, 2100), >, 0.5);
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1050, 1900, 1550), <, 0.01);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_false (vt_editor_get_can_undo (table.editor));
  assert_corner (find (&table, "kiefern"), 0, 1000, 1000, 1e-9);
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1050, 1900, 1550), >, 0.5);

  /* a quarter turn about its centre (1500,1300): 600 wide, 1000 deep */
  g_assert_true (vt_shape_tool_rotate (tool, 90));
  wood = find (&table, "kiefern");
  assert_corner (wood, 0, 1800, 800, 1e-9);
  assert_corner (wood, 2, 1200, 1800, 1e-9);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Turn Light wood");
  g_assert_true (vt_editor_undo (table.editor));
  /* ] turns 15° with the clock, Shift+[ 1° against it */
  g_assert_true (key (table.view, GDK_KEY_bracketright, 0));
  g_assert_true (key (table.view, GDK_KEY_braceleft, GDK_SHIFT_MASK));
  wood = find (&table, "kiefern");
  /* 14° in all: the corner (1000,1000) is (-500,-300) from the centre */
  assert_corner (wood, 0, 1500 - 500 * cos (G_PI * 14 / 180) + 300 * sin (G_PI * 14 / 180),
                 1300 - 500 * sin (G_PI * 14 / 180) - 300 * cos (G_PI * 14 / 180), 1e-6);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_false (vt_editor_get_can_undo (table.editor));
  assert_corner (find (&table, "kiefern"), 0, 1000, 1000, 1e-9);

  /* Ctrl+D: a copy a little to the south-east, picked */
  before = g_list_model_get_n_items (vt_map_get_features (state_map (&table)));
  g_assert_true (key (table.view, GDK_KEY_d, GDK_CONTROL_MASK));
  copy_id = vt_shape_tool_get_selected_feature (tool);
  g_assert_cmpstr (copy_id, ==, "wood-light-1");
  copy = find (&table, copy_id);
  g_assert_nonnull (copy);
  g_assert_cmpstr (vt_feature_get_kind (copy), ==, "wood-light");
  {
    const VtPoint *points;
    guint n;

    points = vt_feature_get_points (copy, &n);
    g_assert_cmpuint (n, ==, 4);
    g_assert_cmpfloat (points[0].x, >, 1000);
    g_assert_cmpfloat (points[0].x, <, 1200);
    g_assert_cmpfloat (points[0].x - 1000, ==, points[0].y - 1000);
  }
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (state_map (&table))), ==, before + 1);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Duplicate Light wood");
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_null (find (&table, "wood-light-1"));
  /* the copy gone, nothing is picked */
  g_assert_null (vt_shape_tool_get_selected_feature (tool));

  /* Delete with no corner picked takes the feature */
  click (&table, 1500, 1300, 0);
  g_assert_true (key (table.view, GDK_KEY_Delete, 0));
  g_assert_null (find (&table, "kiefern"));
  g_assert_null (vt_shape_tool_get_selected_feature (tool));
  g_assert_cmpfloat (wood_fraction (&table, 1100, 1050, 1900, 1550), <, 0.01);
  g_assert_true (vt_editor_undo (table.editor));
  g_assert_nonnull (find (&table, "kiefern"));

  /* the first Zug played: the terrain is locked, and the tool says so */
  g_assert_true (vt_game_move_unit (table.game, vt_scenario_find_unit (vt_game_get_state (table.game), "r1"),
                                    &(VtPoint) { 3500, 2750 }, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (vt_editor_get_locked (table.editor));
  click (&table, 1500, 1300, 0);
  g_assert_cmpstr (vt_shape_tool_get_selected_feature (tool), ==, "kiefern");
  g_assert_false (vt_shape_tool_rotate (tool, 90));
  g_assert_cmpuint (table.refusals->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (table.refusals, 0), "Unlock"));
  drag (&table, 1500, 1300, 2500, 1900);
  g_assert_cmpuint (table.refusals->len, ==, 2);
  assert_corner (find (&table, "kiefern"), 0, 1000, 1000, 1e-9);
  /* nor is a church drawn */
  use_trace_tool (&table, "church");
  click (&table, 3000, 500, 0);
  g_assert_cmpuint (table.refusals->len, ==, 3);
  g_assert_cmpuint (table.added->len, ==, 0);
  /* unlocked, it is */
  vt_editor_unlock (table.editor);
  click (&table, 3000, 500, 0);
  g_assert_cmpuint (table.added->len, ==, 1);
  g_assert_nonnull (find (&table, "church-1"));

  close_table (&table);
}

/* Close up a river 60 paces wide is drawn some 60 pixels across: a click
 * on it 25 paces from its middle picks it, and a drag from there moves it. */
static void
test_shape_wide_river (void)
{
  Table table = { 0 };
  VtShapeTool *tool;
  g_autoptr(VtFeature) river = vt_feature_new ("spree", "river", VT_GEOMETRY_POLYLINE);
  g_autoptr(GError) error = NULL;
  double wx, wy;

  open_table (&table, FALSE);
  vt_feature_add_point (river, &(VtPoint) { 500, 2000 });
  vt_feature_add_point (river, &(VtPoint) { 3500, 2000 });
  g_assert_true (vt_editor_put_feature (table.editor, river, &error));
  g_assert_no_error (error);
  tool = VT_SHAPE_TOOL (use_shape_tool (&table));

  vt_map_view_centre_on (table.view, &(VtPoint) { 2000, 2000 });
  widget_at (&table, 2000, 2000, &wx, &wy);
  vt_map_view_zoom_at (table.view, 1.0 / vt_map_view_get_scale (table.view), wx, wy);
  g_assert_cmpfloat_with_epsilon (vt_map_view_get_scale (table.view), 1.0, 0.01);
  vt_ui_wait_for_paint (table.window);

  click (&table, 2000, 2025, 0);
  g_assert_cmpstr (vt_shape_tool_get_selected_feature (tool), ==, "spree");
  drag (&table, 2100, 2025, 2100, 2125);
  assert_corner (find (&table, "spree"), 0, 500, 2100, 1e-6);
  g_assert_cmpstr (vt_editor_get_undo_label (table.editor), ==, "Move River");

  /* well off it, nothing */
  click (&table, 2000, 2250, 0);
  g_assert_null (vt_shape_tool_get_selected_feature (tool));

  close_table (&table);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();

  g_test_add_func ("/vt/ui/editor-tools/trace-wood", test_trace_wood);
  g_test_add_func ("/vt/ui/editor-tools/trace-lines-and-points", test_trace_lines_and_points);
  g_test_add_func ("/vt/ui/editor-tools/trace-freehand", test_trace_freehand);
  g_test_add_func ("/vt/ui/editor-tools/trace-snaps", test_trace_snaps);
  g_test_add_func ("/vt/ui/editor-tools/shape-corners", test_shape_corners);
  g_test_add_func ("/vt/ui/editor-tools/shape-whole", test_shape_whole);
  g_test_add_func ("/vt/ui/editor-tools/shape-wide-river", test_shape_wide_river);

  return g_test_run ();
}
