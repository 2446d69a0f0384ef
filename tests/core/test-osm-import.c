/* test-osm-import.c: an OpenStreetMap extract as 1824 terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

/* the import's projection: the mean radius of the earth, a pace of two
 * Rhenish feet (1812 Section VI §1) */
#define METRES_PER_DEGREE (6371008.8 * G_PI / 180)
#define PACE 0.627706

static VtRuleset *
ruleset (const char *id)
{
  VtRuleset *found = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (found);
  return found;
}

static VtMap *
import_au (const VtLatLon     *centre,
           VtOsmImportCounts  *counts)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  g_autoptr(GError) error = NULL;
  VtMap *map = vt_osm_import_path (path, ruleset ("reiswitz-1824"), centre, counts, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static void
test_kinds_and_counts (void)
{
  static const struct {
    const char *id;
    const char *kind;
    VtGeometry  geometry;
    const char *name;
  } expected[] = {
    { "way-10", "wood-light", VT_GEOMETRY_POLYGON, "Auer Holz" },
    { "way-11", "marsh", VT_GEOMETRY_POLYGON, NULL },
    { "way-12", "village", VT_GEOMETRY_POLYGON, "Au" },
    { "way-15", "river", VT_GEOMETRY_POLYLINE, "Mulde" },
    { "way-13", "road", VT_GEOMETRY_POLYLINE, NULL },
    { "way-16", "bridge", VT_GEOMETRY_POLYLINE, NULL },
    { "way-17", "road", VT_GEOMETRY_POLYLINE, NULL },
    { "way-14", "field-track", VT_GEOMETRY_POLYLINE, NULL },
    { "node-30", "church", VT_GEOMETRY_POINT, "St. Nikolai" },
    { "way-18", "church", VT_GEOMETRY_POINT, NULL },
    { "node-31", "mill", VT_GEOMETRY_POINT, NULL },
  };
  VtOsmImportCounts counts;
  g_autoptr(VtMap) map = import_au (NULL, &counts);
  GListModel *features = vt_map_get_features (map);
  g_autoptr(VtFeature) wood = NULL;
  guint n_points;

  g_assert_cmpstr (vt_map_get_unit_of_length (map), ==, "pace");
  g_assert_cmpuint (counts.n_polygons, ==, 3);
  g_assert_cmpuint (counts.n_polylines, ==, 5);
  g_assert_cmpuint (counts.n_points, ==, 3);
  /* the open wood, the bus stop, the street out of the extract; the
   * railway, the address and the relation are not 1824's */
  g_assert_cmpuint (counts.n_skipped, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      g_assert_cmpstr (vt_feature_get_id (feature), ==, expected[i].id);
      g_assert_cmpstr (vt_feature_get_kind (feature), ==, expected[i].kind);
      g_assert_cmpint (vt_feature_get_geometry (feature), ==, expected[i].geometry);
      g_assert_cmpstr (vt_feature_get_name (feature), ==, expected[i].name);
    }

  /* a closed way's last node is its first: the outline has four corners */
  wood = g_list_model_get_item (features, 0);
  vt_feature_get_points (wood, &n_points);
  g_assert_cmpuint (n_points, ==, 4);
}

/* The centre of the bounds, 51.005° N 13.010° E, is where the church
 * stands; the map reaches 0.010° of longitude west of it and 0.005° of
 * latitude north. */
static void
test_projected (void)
{
  VtOsmImportCounts counts;
  g_autoptr(VtMap) map = import_au (NULL, &counts);
  VtFeature *church = vt_map_find_feature (map, "node-30");
  VtFeature *chapel = vt_map_find_feature (map, "way-18");
  double west = METRES_PER_DEGREE * cos (51.005 * G_PI / 180) * 0.010 / PACE;
  double north = METRES_PER_DEGREE * 0.005 / PACE;
  const VtPoint *point;
  guint n_points;

  g_assert_cmpfloat_with_epsilon (counts.centre.latitude, 51.005, 1e-12);
  g_assert_cmpfloat_with_epsilon (counts.centre.longitude, 13.010, 1e-12);
  /* about 1,115 by 886 paces: 700 m and 556 m */
  g_assert_cmpfloat_with_epsilon (west, 1114.69, 0.01);
  g_assert_cmpfloat_with_epsilon (north, 885.73, 0.01);

  point = vt_feature_get_points (church, &n_points);
  g_assert_cmpfloat_with_epsilon (point->x, west, 0.01);
  g_assert_cmpfloat_with_epsilon (point->y, north, 0.01);
  g_assert_cmpfloat (vt_map_get_width (map), ==, ceil (2 * west));
  g_assert_cmpfloat (vt_map_get_height (map), ==, ceil (2 * north));

  /* the chapel drawn as its outline stands at its middle: 51.0088° N
   * 13.0152° E, north-east of the church */
  point = vt_feature_get_points (chapel, &n_points);
  g_assert_cmpfloat_with_epsilon (point->x, west + METRES_PER_DEGREE * cos (51.005 * G_PI / 180) * 0.0052 / PACE, 0.01);
  g_assert_cmpfloat_with_epsilon (point->y, north - METRES_PER_DEGREE * 0.0038 / PACE, 0.01);
}

/* A centre the designer picks: the map is as large as the bounds, but the
 * metres of a degree of longitude are those of his latitude. */
static void
test_centre_given (void)
{
  VtLatLon centre = { 51.0, 13.0 };
  VtOsmImportCounts counts;
  g_autoptr(VtMap) map = import_au (&centre, &counts);
  double across = METRES_PER_DEGREE * cos (51.0 * G_PI / 180) * 0.020 / PACE;

  g_assert_cmpfloat (counts.centre.latitude, ==, 51.0);
  g_assert_cmpfloat (vt_map_get_width (map), ==, ceil (across));
  /* the centre is the south-west corner of the bounds */
  g_assert_cmpfloat_with_epsilon (counts.centre_on_map.x, 0, 0.01);
  g_assert_cmpfloat_with_epsilon (counts.centre_on_map.y, METRES_PER_DEGREE * 0.010 / PACE, 0.01);
}

/* What is imported saves, reads back and passes the 1824 check. */
static void
test_saves (void)
{
  g_autoptr(VtMap) map = import_au (NULL, NULL);
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset ("reiswitz-1824"), 1);
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) again = vt_game_file_load_bytes (bytes, "au.vertrauter",
                                                     vt_ruleset_registry_get_default (), &error);
  g_autoptr(GPtrArray) faults = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (vt_game_get_scenario (again)))),
                    ==, 11);
  /* the high road crosses the Mulde on its bridge */
  faults = vt_geometry_check (vt_game_get_scenario (again), ruleset ("reiswitz-1824"));
  g_assert_cmpuint (faults->len, ==, 0);
}

static void
assert_refused (const char *text,
                const char *ruleset_id,
                int         code,
                const char *words)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(VtMap) map = vt_osm_import_bytes (bytes, "bad.osm", ruleset (ruleset_id), NULL, NULL, &error);

  g_assert_null (map);
  g_assert_error (error, VT_FILE_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, "bad.osm:"));
  g_assert_nonnull (strstr (error->message, words));
}

/* As safely as a .vertrauter file: no entities, nothing fetched. */
static void
test_refused (void)
{
  assert_refused ("<?xml version=\"1.0\"?>\n"
                  "<!DOCTYPE osm [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n"
                  "<osm><node id=\"1\" lat=\"51\" lon=\"13\"><tag k=\"name\" v=\"&b;\"/></node></osm>\n",
                  "reiswitz-1824", VT_FILE_ERROR_FORBIDDEN, "document type declarations");
  assert_refused ("<?xml version=\"1.0\"?>\n<osm><node id=\"1\" lat=\"51\" lon=\"13\">\n",
                  "reiswitz-1824", VT_FILE_ERROR_MALFORMED, "not well-formed");
  assert_refused ("<gpx/>", "reiswitz-1824", VT_FILE_ERROR_UNKNOWN_ELEMENT, "not an OpenStreetMap extract");
  assert_refused ("<osm><node id=\"1\" lat=\"95\" lon=\"13\"/></osm>",
                  "reiswitz-1824", VT_FILE_ERROR_BAD_VALUE, "lat and lon");
  assert_refused ("<osm/>", "fixture-terrain", VT_FILE_ERROR_INVALID, "does not say how OpenStreetMap");
  assert_refused ("<osm><node id=\"1\" lat=\"51\" lon=\"13\"/></osm>",
                  "reiswitz-1824", VT_FILE_ERROR_MISSING, "no <bounds>");
}

/* A forest drawn as a multipolygon: its two outer ways, one running
 * backwards, join into one outline of four corners; the clearing (an inner
 * ring) cannot be drawn and is counted as left out, as is a forest whose
 * ways the extract lacks; a route is no terrain. */
static void
test_multipolygon (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "forest.osm", NULL);
  g_autoptr(GError) error = NULL;
  VtOsmImportCounts counts;
  g_autoptr(VtMap) map = vt_osm_import_path (path, ruleset ("reiswitz-1824"), NULL, &counts, &error);
  VtFeature *forest;
  const VtPoint *points;
  guint n_points;

  g_assert_no_error (error);
  g_assert_cmpuint (counts.n_polygons, ==, 1);
  g_assert_cmpuint (counts.n_polylines, ==, 0);
  g_assert_cmpuint (counts.n_skipped, ==, 2);
  forest = vt_map_find_feature (map, "relation-50");
  g_assert_nonnull (forest);
  g_assert_cmpstr (vt_feature_get_kind (forest), ==, "wood-light");
  g_assert_cmpstr (vt_feature_get_name (forest), ==, "Großer Busch");
  points = vt_feature_get_points (forest, &n_points);
  g_assert_cmpuint (n_points, ==, 4);
  /* 0.006° of latitude north to south: 667 m, 1,063 paces (the pace of two
   * Rhenish feet), the first corner at the top */
  {
    double north_south = 0.006 * METRES_PER_DEGREE / PACE;
    double top = points[0].y, bottom = points[0].y;

    for (guint i = 1; i < n_points; i++)
      {
        top = MIN (top, points[i].y);
        bottom = MAX (bottom, points[i].y);
      }
    g_assert_cmpfloat_with_epsilon (bottom - top, north_south, 0.02);
    g_assert_cmpfloat (points[0].y, ==, top);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/osm-import/kinds-and-counts", test_kinds_and_counts);
  g_test_add_func ("/vt/osm-import/projected", test_projected);
  g_test_add_func ("/vt/osm-import/centre-given", test_centre_given);
  g_test_add_func ("/vt/osm-import/saves", test_saves);
  g_test_add_func ("/vt/osm-import/refused", test_refused);
  g_test_add_func ("/vt/osm-import/multipolygon", test_multipolygon);

  return g_test_run ();
}
