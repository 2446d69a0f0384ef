/* test-shape.c: the drawing tools' geometry, with worked numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-shape"

#include "config.h"

#include <vertrauter.h>

#include "vt-test-map.h"

static void
assert_point (const VtPoint *point,
              double         x,
              double         y)
{
  g_assert_cmpfloat_with_epsilon (point->x, x, 1e-9);
  g_assert_cmpfloat_with_epsilon (point->y, y, 1e-9);
}

static VtFeature *
make_feature (const char    *id,
              const char    *kind,
              VtGeometry     geometry,
              const VtPoint *points,
              guint          n_points)
{
  VtFeature *feature = vt_feature_new (id, kind, geometry);

  for (guint i = 0; i < n_points; i++)
    vt_feature_add_point (feature, &points[i]);
  return feature;
}

/* A hand's trace along a road that bends once: (0,0) east to (300,0),
 * wobbling by 3 paces, then south to (300,200). With a tolerance of 5
 * paces the wobbles go and the bend stays: three corners. With 1 pace the
 * wobbles (3 off the line) are kept. */
static void
test_simplify_zigzag (void)
{
  const VtPoint trace[] = {
    { 0, 0 }, { 50, 3 }, { 100, -3 }, { 150, 3 }, { 200, -3 }, { 250, 3 }, { 300, 0 },
    { 297, 50 }, { 303, 100 }, { 297, 150 }, { 300, 200 },
  };
  g_autoptr(GArray) coarse = vt_polyline_simplify (trace, G_N_ELEMENTS (trace), 5, FALSE);
  g_autoptr(GArray) fine = vt_polyline_simplify (trace, G_N_ELEMENTS (trace), 1, FALSE);

  g_assert_cmpuint (coarse->len, ==, 3);
  assert_point (&g_array_index (coarse, VtPoint, 0), 0, 0);
  assert_point (&g_array_index (coarse, VtPoint, 1), 300, 0);
  assert_point (&g_array_index (coarse, VtPoint, 2), 300, 200);

  g_assert_cmpuint (fine->len, ==, G_N_ELEMENTS (trace));
}

/* A ring traced around a square of 100 paces, four points to a side:
 * simplified it is the four corners. A ring too thin to keep anything
 * but its ends still keeps three corners, so it stays a polygon. */
static void
test_simplify_ring (void)
{
  const VtPoint ring[] = {
    { 0, 0 }, { 50, 1 }, { 100, 0 }, { 99, 50 }, { 100, 100 }, { 50, 101 }, { 0, 100 }, { 1, 50 },
  };
  const VtPoint sliver[] = { { 0, 0 }, { 50, 1 }, { 100, 0 }, { 50, -1 } };
  g_autoptr(GArray) square = vt_polyline_simplify (ring, G_N_ELEMENTS (ring), 2, TRUE);
  g_autoptr(GArray) thin = vt_polyline_simplify (sliver, G_N_ELEMENTS (sliver), 5, TRUE);

  g_assert_cmpuint (square->len, ==, 4);
  assert_point (&g_array_index (square, VtPoint, 0), 0, 0);
  assert_point (&g_array_index (square, VtPoint, 1), 100, 0);
  assert_point (&g_array_index (square, VtPoint, 2), 100, 100);
  assert_point (&g_array_index (square, VtPoint, 3), 0, 100);

  g_assert_cmpuint (thin->len, ==, 3);
  assert_point (&g_array_index (thin, VtPoint, 0), 0, 0);
}

/* A church in a wood on a hill, a road through the wood: what a click picks. */
static void
test_find_feature_at (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 2000, "pace");
  const VtPoint road_points[] = { { 0, 500 }, { 2000, 500 } };
  const VtPoint church_point[] = { { 600, 600 } };
  g_autoptr(VtFeature) road = make_feature ("r1", "road", VT_GEOMETRY_POLYLINE, road_points, 2);
  g_autoptr(VtFeature) church = make_feature ("c1", "church", VT_GEOMETRY_POINT, church_point, 1);
  VtPoint at;

  vt_test_add_rectangle (map, "h1", "hill", 0, 0, 1500, 1500);
  vt_test_add_rectangle (map, "w1", "wood-light", 400, 400, 900, 900);
  vt_map_add_feature (map, road);
  vt_map_add_feature (map, church);

  /* inside the hill only */
  at = (VtPoint) { 1200, 1200 };
  g_assert_cmpstr (vt_feature_get_id (vt_map_find_feature_at (map, &at, 10)), ==, "h1");
  /* inside the wood, which is inside the hill: the smaller */
  at = (VtPoint) { 800, 800 };
  g_assert_cmpstr (vt_feature_get_id (vt_map_find_feature_at (map, &at, 10)), ==, "w1");
  /* 8 paces off the road, inside the wood: the road */
  at = (VtPoint) { 700, 508 };
  g_assert_cmpstr (vt_feature_get_id (vt_map_find_feature_at (map, &at, 10)), ==, "r1");
  /* by the church, which is also near nothing else but the wood */
  at = (VtPoint) { 605, 597 };
  g_assert_cmpstr (vt_feature_get_id (vt_map_find_feature_at (map, &at, 10)), ==, "c1");
  /* outside all: 200 paces from the hill's corner, then 5 from its edge */
  at = (VtPoint) { 1505, 1700 };
  g_assert_null (vt_map_find_feature_at (map, &at, 10));
  at = (VtPoint) { 1505, 1000 };
  g_assert_cmpstr (vt_feature_get_id (vt_map_find_feature_at (map, &at, 10)), ==, "h1");
  at = (VtPoint) { 1800, 1800 };
  g_assert_null (vt_map_find_feature_at (map, &at, 10));
}

static void
test_vertex_and_edge (void)
{
  const VtPoint square[] = { { 0, 0 }, { 100, 0 }, { 100, 100 }, { 0, 100 } };
  g_autoptr(VtFeature) wood = make_feature ("w1", "wood-light", VT_GEOMETRY_POLYGON, square, 4);
  g_autoptr(VtFeature) line = make_feature ("r1", "road", VT_GEOMETRY_POLYLINE, square, 4);
  VtPoint at, foot;

  at = (VtPoint) { 97, 104 };
  g_assert_cmpint (vt_feature_find_vertex (wood, &at, 6), ==, 2);
  g_assert_cmpint (vt_feature_find_vertex (wood, &at, 4), ==, -1);

  /* the polygon's closing edge, corner 3 back to 0, is edge 3 */
  at = (VtPoint) { -4, 40 };
  g_assert_cmpint (vt_feature_find_edge (wood, &at, 5, &foot), ==, 3);
  assert_point (&foot, 0, 40);
  /* a line has no closing edge */
  g_assert_cmpint (vt_feature_find_edge (line, &at, 5, NULL), ==, -1);
  at = (VtPoint) { 50, 103 };
  g_assert_cmpint (vt_feature_find_edge (line, &at, 5, &foot), ==, 2);
  assert_point (&foot, 50, 100);
}

/* Snapping to a wood's corner within 8 paces, not to the shape being
 * drawn; and to a grid of 250 paces (Reiswitz 1812, Section III: the
 * tokens are 250 paces square). */
static void
test_snap (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 2000, "pace");
  VtPoint at, snapped;

  vt_test_add_rectangle (map, "w1", "wood-light", 400, 400, 900, 900);

  at = (VtPoint) { 905, 396 };
  g_assert_true (vt_map_snap_to_vertex (map, &at, 8, NULL, &snapped));
  assert_point (&snapped, 900, 400);
  g_assert_false (vt_map_snap_to_vertex (map, &at, 8, "w1", &snapped));
  assert_point (&snapped, 905, 396);
  at = (VtPoint) { 920, 400 };
  g_assert_false (vt_map_snap_to_vertex (map, &at, 8, NULL, &snapped));

  at = (VtPoint) { 380, 1130 };
  vt_point_snap_to_grid (&at, 250, &snapped);
  assert_point (&snapped, 500, 1250);
  at = (VtPoint) { 374, 1124 };
  vt_point_snap_to_grid (&at, 250, &snapped);
  assert_point (&snapped, 250, 1000);
  vt_point_snap_to_grid (&at, 0, &snapped);
  assert_point (&snapped, 374, 1124);

  /* a corner near goes before the grid */
  at = (VtPoint) { 905, 396 };
  g_assert_true (vt_map_snap_point (map, &at, 8, 250, NULL, &snapped));
  assert_point (&snapped, 900, 400);
  g_assert_false (vt_map_snap_point (map, &at, 2, 250, NULL, &snapped));
  assert_point (&snapped, 1000, 500);
}

/* Each change is a new copy of the same id, kind, name and attributes;
 * the original is as it was. */
static void
test_copies (void)
{
  const VtPoint square[] = { { 0, 0 }, { 100, 0 }, { 100, 100 }, { 0, 100 } };
  const VtPoint ends[] = { { 0, 0 }, { 100, 0 } };
  g_autoptr(VtFeature) wood = make_feature ("w1", "wood-light", VT_GEOMETRY_POLYGON, square, 4);
  g_autoptr(VtFeature) road = make_feature ("r1", "road", VT_GEOMETRY_POLYLINE, ends, 2);
  g_autoptr(VtFeature) moved = NULL, grown = NULL, shrunk = NULL, triangle = NULL, shifted = NULL;
  const VtPoint *points;
  VtPoint to = { 150, -20 };
  guint n;

  vt_feature_set_name (wood, "Kiefernheide");
  vt_feature_set_attribute (wood, "slope", "10-15");

  moved = vt_feature_dup_with_vertex_moved (wood, 1, &to);
  g_assert_cmpstr (vt_feature_get_id (moved), ==, "w1");
  g_assert_cmpstr (vt_feature_get_kind (moved), ==, "wood-light");
  g_assert_cmpstr (vt_feature_get_name (moved), ==, "Kiefernheide");
  g_assert_cmpstr (vt_feature_get_attribute (moved, "slope"), ==, "10-15");
  points = vt_feature_get_points (moved, &n);
  g_assert_cmpuint (n, ==, 4);
  assert_point (&points[1], 150, -20);
  points = vt_feature_get_points (wood, &n);
  assert_point (&points[1], 100, 0);
  g_assert_null (vt_feature_dup_with_vertex_moved (wood, 4, &to));

  to = (VtPoint) { 50, -10 };
  grown = vt_feature_dup_with_vertex_inserted (wood, 0, &to);
  points = vt_feature_get_points (grown, &n);
  g_assert_cmpuint (n, ==, 5);
  assert_point (&points[0], 0, 0);
  assert_point (&points[1], 50, -10);
  assert_point (&points[2], 100, 0);

  shrunk = vt_feature_dup_with_vertex_deleted (wood, 2);
  points = vt_feature_get_points (shrunk, &n);
  g_assert_cmpuint (n, ==, 3);
  assert_point (&points[2], 0, 100);
  /* a triangle stays a triangle, a line of two stays a line */
  triangle = vt_feature_dup_with_vertex_deleted (shrunk, 0);
  g_assert_null (triangle);
  g_assert_null (vt_feature_dup_with_vertex_deleted (road, 0));

  shifted = vt_feature_dup_translated (road, 25, -5);
  points = vt_feature_get_points (shifted, &n);
  assert_point (&points[0], 25, -5);
  assert_point (&points[1], 125, -5);
}

/* A square wood from (1000,1000) to (1200,1100) — its centre (1100,1050) —
 * turned 90° stands from (1050,950) to (1150,1150): its north-west corner
 * goes to the north-east (clockwise on the map). */
static void
test_rotate (void)
{
  const VtPoint corners[] = { { 1000, 1000 }, { 1200, 1000 }, { 1200, 1100 }, { 1000, 1100 } };
  g_autoptr(VtFeature) wood = make_feature ("w1", "wood-light", VT_GEOMETRY_POLYGON, corners, 4);
  g_autoptr(VtFeature) turned = vt_feature_dup_rotated (wood, 90);
  g_autoptr(VtFeature) back = vt_feature_dup_rotated (turned, -90);
  g_autoptr(VtFeature) slight = vt_feature_dup_rotated (wood, 15);
  const VtPoint *points;
  VtPoint centre, min, max;
  guint n;

  vt_feature_get_centre (wood, &centre);
  assert_point (&centre, 1100, 1050);

  /* a square of 250 paces turned 90° is the same square, each corner one
   * on with the clock: north-west to north-east */
  {
    const VtPoint square[] = { { 0, 0 }, { 250, 0 }, { 250, 250 }, { 0, 250 } };
    g_autoptr(VtFeature) token = make_feature ("t1", "hill", VT_GEOMETRY_POLYGON, square, 4);
    g_autoptr(VtFeature) quarter = vt_feature_dup_rotated (token, 90);

    points = vt_feature_get_points (quarter, &n);
    for (guint i = 0; i < 4; i++)
      assert_point (&points[i], square[(i + 1) % 4].x, square[(i + 1) % 4].y);
  }

  points = vt_feature_get_points (turned, &n);
  g_assert_cmpuint (n, ==, 4);
  assert_point (&points[0], 1150, 950);
  assert_point (&points[1], 1150, 1150);
  assert_point (&points[2], 1050, 1150);
  assert_point (&points[3], 1050, 950);

  points = vt_feature_get_points (back, &n);
  for (guint i = 0; i < n; i++)
    assert_point (&points[i], corners[i].x, corners[i].y);

  /* 15°: the corner (1000,1000) is 111.8 paces from the centre at
   * atan2(-50,-100); turned, x = 1100 + (-100 cos 15° + 50 sin 15°) */
  points = vt_feature_get_points (slight, &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 1100 - 100 * 0.96592582628906831 + 50 * 0.25881904510252074, 1e-9);
  g_assert_cmpfloat_with_epsilon (points[0].y, 1050 - 100 * 0.25881904510252074 - 50 * 0.96592582628906831, 1e-9);
  vt_feature_get_extents (slight, &min, &max);
  g_assert_cmpfloat (max.x - min.x, >, 200);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/shape/simplify-zigzag", test_simplify_zigzag);
  g_test_add_func ("/vt/shape/simplify-ring", test_simplify_ring);
  g_test_add_func ("/vt/shape/find-feature-at", test_find_feature_at);
  g_test_add_func ("/vt/shape/vertex-and-edge", test_vertex_and_edge);
  g_test_add_func ("/vt/shape/snap", test_snap);
  g_test_add_func ("/vt/shape/copies", test_copies);
  g_test_add_func ("/vt/shape/rotate", test_rotate);

  return g_test_run ();
}
