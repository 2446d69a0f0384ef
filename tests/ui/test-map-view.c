/* test-map-view.c: the map view alone: an edit of the map shows at once, and a tool of one's own gets the button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-map-view"

#include "config.h"

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-map-tool.h"
#include "vt-map-view.h"
#include "vt-ui-test.h"

/* main loop helpers */

typedef struct {
  GtkWidget *window;
  guint      paints;
  gulong     handler;
} PaintWait;

/* a view of its own */

/* A 4000 × 3000 pace sheet of open ground, in a window of 640 × 480. */
static VtMapView *
open_view (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "fixture-terrain");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3000, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-terrain", map);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = vt_map_view_new ();

  g_assert_nonnull (ruleset);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  gtk_window_set_child (GTK_WINDOW (window), view);
  vt_map_view_set_scenario (VT_MAP_VIEW (view), scenario, ruleset);
  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (window);

  return VT_MAP_VIEW (view);
}

static void
close_view (VtMapView *view)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (view))));
}

/* The share of the pixels in the map rectangle @min–@max that are the green
 * of a wood, as the view draws them now, through the window's renderer. */
static double
wood_fraction (VtMapView     *view,
               const VtPoint *min,
               const VtPoint *max)
{
  GtkWidget *widget = GTK_WIDGET (view);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  gsize stride = (gsize) width * 4;
  double x0, y0, x1, y1;
  guint green = 0, all = 0;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);

  g_assert_true (vt_map_view_to_widget (view, min, &x0, &y0));
  g_assert_true (vt_map_view_to_widget (view, max, &x1, &y1));
  for (int y = MAX (0, (int) y0); y < MIN (height, (int) y1); y++)
    for (int x = MAX (0, (int) x0); x < MIN (width, (int) x1); x++)
      {
        const guchar *p = data + y * stride + x * 4;   /* B G R A */

        all++;
        if (p[1] > p[2] + 20 && p[1] > p[0] + 20)
          green++;
      }

  g_assert_cmpuint (all, >, 100);
  return (double) green / all;
}

static VtFeature *
make_wood (void)
{
  VtFeature *wood = vt_feature_new ("w1", "wood", VT_GEOMETRY_POLYGON);
  const VtPoint corners[] = { { 1500, 1000 }, { 2500, 1000 }, { 2500, 2000 }, { 1500, 2000 } };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (wood, &corners[i]);
  return wood;
}

/* The view keeps the ground it drew, in tiles; a wood added to the map of an open
 * view is there on the next draw, and gone again once removed. */
static void
test_map_view_shows_edits (void)
{
  VtMapView *view = open_view ();
  VtMap *map = vt_scenario_get_map (vt_map_view_get_scenario (view));
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view)));
  g_autoptr(VtFeature) wood = make_wood ();
  /* inside the wood, clear of its outline */
  const VtPoint min = { 1600, 1100 };
  const VtPoint max = { 2400, 1900 };
  guint drawn;

  drawn = vt_map_view_get_tiles_drawn (view);
  g_assert_cmpuint (drawn, >, 0);
  g_assert_cmpfloat (wood_fraction (view, &min, &max), <, 0.01);
  /* an unchanged map keeps its ground */
  gtk_widget_queue_draw (GTK_WIDGET (view));
  vt_ui_wait_for_paint (window);
  g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), ==, drawn);

  vt_map_add_feature (map, wood);
  vt_ui_wait_for_paint (window);
  g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), >, drawn);
  g_assert_cmpfloat (wood_fraction (view, &min, &max), >, 0.5);

  drawn = vt_map_view_get_tiles_drawn (view);
  g_assert_true (vt_map_remove_feature (map, "w1", NULL));
  vt_ui_wait_for_paint (window);
  g_assert_cmpuint (vt_map_view_get_tiles_drawn (view), >, drawn);
  g_assert_cmpfloat (wood_fraction (view, &min, &max), <, 0.01);

  close_view (view);
}

/* A tool of the test's own, as the editor's will be: it hears the press,
 * every drag and the release, and draws nothing. */

#define TEST_TYPE_TOOL (test_tool_get_type ())
G_DECLARE_FINAL_TYPE (TestTool, test_tool, TEST, TOOL, VtMapTool)

struct _TestTool
{
  VtMapTool parent_instance;

  guint     presses;
  guint     drags;
  guint     releases;
  guint     cancels;
  VtPoint   pressed_at;
  VtPoint   released_at;
};

G_DEFINE_FINAL_TYPE (TestTool, test_tool, VT_TYPE_MAP_TOOL)

static VtMapTool *
test_tool_press (VtMapTool            *tool,
                 const VtMapToolEvent *event)
{
  TestTool *self = TEST_TOOL (tool);

  self->presses++;
  self->pressed_at = event->point;
  return tool;
}

static void
test_tool_drag (VtMapTool            *tool,
                const VtMapToolEvent *event)
{
  TEST_TOOL (tool)->drags++;
}

static void
test_tool_release (VtMapTool            *tool,
                   const VtMapToolEvent *event)
{
  TestTool *self = TEST_TOOL (tool);

  self->releases++;
  self->released_at = event->point;
}

static void
test_tool_cancel (VtMapTool *tool)
{
  TEST_TOOL (tool)->cancels++;
}

static void
test_tool_class_init (TestToolClass *klass)
{
  VtMapToolClass *tool_class = VT_MAP_TOOL_CLASS (klass);

  tool_class->press = test_tool_press;
  tool_class->drag = test_tool_drag;
  tool_class->release = test_tool_release;
  tool_class->cancel = test_tool_cancel;
}

static void
test_tool_init (TestTool *self)
{
}

static void
test_map_view_own_tool (void)
{
  VtMapView *view = open_view ();
  g_autoptr(TestTool) tool = g_object_new (TEST_TYPE_TOOL, "view", view, NULL);
  VtMapTool *select = vt_map_view_get_tool (view);
  VtViewport before, after;
  VtPoint at, to;

  g_assert_nonnull (select);
  vt_map_view_set_measuring (view, TRUE);
  g_assert_true (vt_map_view_get_measuring (view));
  vt_map_view_set_tool (view, VT_MAP_TOOL (tool));
  g_assert_true (vt_map_view_get_tool (view) == VT_MAP_TOOL (tool));
  g_assert_false (vt_map_view_get_measuring (view));

  /* the tool has the drag, so the map does not pan */
  vt_map_view_get_viewport (view, &before);
  vt_map_view_to_map (view, 100, 100, &at);
  vt_map_view_to_map (view, 300, 150, &to);
  vt_map_view_press (view, 100, 100, 0);
  vt_map_view_drag_to (view, 200, 120);
  vt_map_view_drag_to (view, 300, 150);
  vt_map_view_release (view, 300, 150);
  vt_map_view_get_viewport (view, &after);
  g_assert_cmpfloat (after.origin.x, ==, before.origin.x);
  g_assert_cmpfloat (after.origin.y, ==, before.origin.y);
  g_assert_cmpuint (tool->presses, ==, 1);
  g_assert_cmpuint (tool->drags, ==, 3);   /* the release drags to its point first */
  g_assert_cmpuint (tool->releases, ==, 1);
  g_assert_cmpuint (tool->cancels, ==, 0);
  g_assert_cmpfloat (tool->pressed_at.x, ==, at.x);
  g_assert_cmpfloat (tool->released_at.x, ==, to.x);
  g_assert_cmpfloat (tool->released_at.y, ==, to.y);

  /* a drag under way is cancelled by another tool; NULL is selecting */
  vt_map_view_press (view, 100, 100, 0);
  vt_map_view_set_tool (view, NULL);
  g_assert_cmpuint (tool->cancels, ==, 1);
  g_assert_true (vt_map_view_get_tool (view) == select);

  close_view (view);
}

/* A map shown whole stays whole as its window grows (a side board sent
 * full screen on a projector); once the umpire has zoomed, a resize keeps
 * his scale. */
static void
test_map_view_stays_fitted (void)
{
  VtMapView *view = open_view ();
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (view)));
  double small = vt_map_view_get_scale (view), zoomed;

  gtk_window_set_default_size (window, 1280, 960);
  vt_ui_iterate_for (100);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_test_message ("fitted at %g, then at %g", small, vt_map_view_get_scale (view));
  g_assert_cmpfloat (vt_map_view_get_scale (view), >, 1.5 * small);

  vt_map_view_zoom_in (view);
  zoomed = vt_map_view_get_scale (view);
  gtk_window_set_default_size (window, 800, 600);
  vt_ui_iterate_for (100);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpfloat_with_epsilon (vt_map_view_get_scale (view), zoomed, 1e-9 * zoomed);
  close_view (view);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();

  g_test_add_func ("/vt/ui/map-view/shows-edits", test_map_view_shows_edits);
  g_test_add_func ("/vt/ui/map-view/own-tool", test_map_view_own_tool);
  g_test_add_func ("/vt/ui/map-view/stays-fitted", test_map_view_stays_fitted);

  return g_test_run ();
}
