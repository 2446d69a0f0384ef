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
  g_test_message ("%s", error->message);
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
  /* issue 27: hexadecimal degrees were read as numbers */
  assert_refused ("<osm><node id=\"1\" lat=\"0x33\" lon=\"13\"/></osm>",
                  "reiswitz-1824", VT_FILE_ERROR_BAD_VALUE, "lat and lon");
  assert_refused ("<osm><node id=\"1\" lat=\"51\" lon=\"nan\"/></osm>",
                  "reiswitz-1824", VT_FILE_ERROR_BAD_VALUE, "lat and lon");
  assert_refused ("<osm/>", "fixture-terrain", VT_FILE_ERROR_INVALID, "does not say how OpenStreetMap");
  assert_refused ("<osm><node id=\"1\" lat=\"51\" lon=\"13\"/></osm>",
                  "reiswitz-1824", VT_FILE_ERROR_MISSING, "no <bounds>");
  /* issue 27: two ways of one id tripped an assertion and one was lost; a
   * second node of one id moved the ways through it (a map 178,563 paces tall) */
  assert_refused ("<osm><bounds minlat=\"51\" minlon=\"13\" maxlat=\"51.01\" maxlon=\"13.01\"/>\n"
                  "<node id=\"1\" lat=\"51.001\" lon=\"13.001\"/>\n<node id=\"2\" lat=\"51.002\" lon=\"13.002\"/>\n"
                  "<way id=\"7\"><nd ref=\"1\"/><nd ref=\"2\"/><tag k=\"highway\" v=\"primary\"/></way>\n"
                  "<way id=\"7\"><nd ref=\"2\"/><nd ref=\"1\"/><tag k=\"highway\" v=\"track\"/></way>\n</osm>",
                  "reiswitz-1824", VT_FILE_ERROR_INVALID, ":5: way 7 comes a second time");
  assert_refused ("<osm><bounds minlat=\"51\" minlon=\"13\" maxlat=\"51.01\" maxlon=\"13.01\"/>\n"
                  "<node id=\"1\" lat=\"51.001\" lon=\"13.001\"/>\n<node id=\"1\" lat=\"52.6\" lon=\"13.002\"/>\n</osm>",
                  "reiswitz-1824", VT_FILE_ERROR_INVALID, ":3: node 1 comes a second time");
}

/* Issue 27: a way of one node repeated 4,000 times was a road of 4,000
 * points in one place. Repeats on end are one corner: a road of two nodes
 * with repeats keeps its two, one of a single node is left out (counted). */
static void
test_repeated_nodes (void)
{
  g_autoptr(GString) text = g_string_new ("<osm><bounds minlat=\"51\" minlon=\"13\" maxlat=\"51.01\" maxlon=\"13.01\"/>\n"
                                          "<node id=\"1\" lat=\"51.001\" lon=\"13.001\"/>\n"
                                          "<node id=\"2\" lat=\"51.002\" lon=\"13.002\"/>\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtMap) map = NULL;
  VtOsmImportCounts counts;
  guint n_points;

  g_string_append (text, "<way id=\"7\">");
  for (guint i = 0; i < 4000; i++)
    g_string_append (text, "<nd ref=\"1\"/>");
  g_string_append (text, "<tag k=\"highway\" v=\"primary\"/></way>\n<way id=\"8\">");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "<nd ref=\"1\"/>");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "<nd ref=\"2\"/>");
  g_string_append (text, "<tag k=\"highway\" v=\"primary\"/></way>\n</osm>\n");
  bytes = g_bytes_new (text->str, text->len);
  map = vt_osm_import_bytes (bytes, "repeated.osm", ruleset ("reiswitz-1824"), NULL, &counts, &error);
  g_assert_no_error (error);
  g_assert_null (vt_map_find_feature (map, "way-7"));
  g_assert_cmpuint (counts.n_skipped, ==, 1);
  vt_feature_get_points (vt_map_find_feature (map, "way-8"), &n_points);
  g_assert_cmpuint (n_points, ==, 2);
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

/* The map the test pretends a scan of Au was calibrated to: the new
 * game's ground turned 30° clockwise, a third larger and moved, as a
 * designer's sheet never lies as OpenStreetMap's north-up extract does. */
static void
turned_sheet (const VtPoint *north_up,
              VtPoint       *sheet)
{
  double c = cos (G_PI / 6) * 4 / 3, s = sin (G_PI / 6) * 4 / 3;

  sheet->x = c * north_up->x - s * north_up->y + 900;
  sheet->y = s * north_up->x + c * north_up->y + 200;
}

static VtPoint
point_of (VtMap      *map,
          const char *id)
{
  VtFeature *feature = vt_map_find_feature (map, id);
  guint n;

  g_assert_nonnull (feature);
  return vt_feature_get_points (feature, &n)[0];
}

/* Two known places (the church of Au and the wood's north-east corner),
 * pinned on the turned sheet, put a third (the windmill) where the sheet
 * has it: within a pace. And back again. */
static void
test_alignment_two_places (void)
{
  VtOsmImportCounts counts;
  g_autoptr(VtMap) map = import_au (NULL, &counts);
  VtOsmPin pins[2] = {
    { { 51.005, 13.010 }, { 0, 0 } },
    { { 51.008, 13.006 }, { 0, 0 } },
  };
  VtOsmAlignment alignment;
  g_autoptr(GError) error = NULL;
  VtPoint church = point_of (map, "node-30"), corner = point_of (map, "way-10");
  VtPoint mill = point_of (map, "node-31"), expected, got;
  VtLatLon back;

  /* the new game's own alignment puts the church where the map has it */
  vt_osm_alignment_place_to_map (&counts.alignment, &pins[0].place, &got);
  g_assert_cmpfloat (vt_point_distance (&got, &church), <, 0.02);

  turned_sheet (&church, &pins[0].map);
  /* way-10 starts at node 1, the wood's north-west corner: 51.008, 13.001 */
  pins[1].place = (VtLatLon) { 51.008, 13.001 };
  turned_sheet (&corner, &pins[1].map);
  g_assert_true (vt_osm_alignment_init_from_pins (&alignment, pins, 2, &error));
  g_assert_no_error (error);

  vt_osm_alignment_place_to_map (&alignment, &(VtLatLon) { 51.007, 13.017 }, &got);
  turned_sheet (&mill, &expected);
  g_assert_cmpfloat (vt_point_distance (&got, &expected), <, 1.0);
  /* a third larger: the sheet's unit is three quarters of a pace */
  g_assert_cmpfloat_with_epsilon (alignment.to_map.scale * PACE, 4.0 / 3, 1e-3);

  vt_osm_alignment_map_to_place (&alignment, &expected, &back);
  g_assert_cmpfloat_with_epsilon (back.latitude, 51.007, 1e-5);
  g_assert_cmpfloat_with_epsilon (back.longitude, 13.017, 1e-5);
}

/* What cannot place an extract is refused in words. */
static void
test_alignment_refused (void)
{
  VtOsmPin same_place[2] = {
    { { 51.005, 13.010 }, { 100, 100 } },
    { { 51.005, 13.010 }, { 900, 900 } },
  };
  VtOsmPin same_point[2] = {
    { { 51.005, 13.010 }, { 100, 100 } },
    { { 51.008, 13.001 }, { 100, 100 } },
  };
  VtOsmAlignment alignment;
  VtCalibration calibration = { 2, 0, { 0, 0 } };
  VtOsmPin pin;
  g_autoptr(GError) error = NULL;

  g_assert_false (vt_osm_alignment_init_from_pins (&alignment, same_place, 2, &error));
  g_assert_nonnull (strstr (error->message, "Places 1 and 2 are the same place on the earth"));
  g_clear_error (&error);
  g_assert_false (vt_osm_alignment_init_from_pins (&alignment, same_point, 2, &error));
  g_assert_nonnull (strstr (error->message, "Places 1 and 2 are at the same point of the map"));
  g_clear_error (&error);
  g_assert_false (vt_osm_alignment_init_from_pins (&alignment, same_point, 1, &error));
  g_assert_nonnull (strstr (error->message, "Give two places"));
  g_clear_error (&error);
  /* corners the wrong way round */
  g_assert_false (vt_osm_alignment_init_from_corners (&alignment, &calibration, 1000, 800,
                                                      &(VtLatLon) { 51.0, 13.0 }, &(VtLatLon) { 51.01, 13.02 },
                                                      &error));
  g_assert_nonnull (strstr (error->message, "north and west"));
  g_clear_error (&error);

  g_assert_true (vt_osm_parse_pin ("51.005, 13.010 = 1200, 800", &pin, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (pin.map.x, ==, 1200);
  g_assert_cmpfloat (pin.place.longitude, ==, 13.010);
  g_assert_false (vt_osm_parse_pin ("51.005,13.010", &pin, &error));
  g_assert_nonnull (strstr (error->message, "LAT,LON=X,Y"));
  g_clear_error (&error);
  g_assert_false (vt_osm_parse_pin ("51.005,13.010=east,800", &pin, &error));
  g_assert_nonnull (strstr (error->message, "is no point of the map"));
}

/* A scan calibrated at two map units a pixel, 1115 × 886 pixels: its
 * corners at Au's bounds put the church at the middle of the scan. */
static void
test_alignment_corners (void)
{
  VtCalibration calibration = { 2, 0, { 10, 20 } };
  VtOsmAlignment alignment;
  g_autoptr(GError) error = NULL;
  VtPoint church;

  g_assert_true (vt_osm_alignment_init_from_corners (&alignment, &calibration, 1115, 886,
                                                     &(VtLatLon) { 51.010, 13.000 },
                                                     &(VtLatLon) { 51.000, 13.020 }, &error));
  g_assert_no_error (error);
  vt_osm_alignment_place_to_map (&alignment, &(VtLatLon) { 51.005, 13.010 }, &church);
  g_assert_cmpfloat (fabs (church.x - (10 + 1115)), <, 1.0);
  g_assert_cmpfloat (fabs (church.y - (20 + 886)), <, 1.0);
}

static VtGame *
empty_game (double width,
            double height)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (width, height, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);

  g_assert_true (vt_scenario_add_two_sides (scenario, NULL, NULL, NULL));
  return vt_game_new (scenario, ruleset ("reiswitz-1824"), 1);
}

/* Au into a scenario of its own size, by two places: every feature where
 * the new game has it, as one step of undo; again, under new ids. */
static void
test_into_scenario (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  VtOsmImportCounts north_up, counts;
  g_autoptr(VtMap) reference = import_au (NULL, &north_up);
  g_autoptr(VtGame) game = empty_game (2230, 1772);
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  VtOsmPin pins[2] = {
    { { 51.005, 13.010 }, { 0, 0 } },
    { { 51.008, 13.001 }, { 0, 0 } },
  };
  VtOsmAlignment alignment;
  g_autoptr(GError) error = NULL;
  VtMap *map = vt_scenario_get_map (vt_game_get_scenario (game));
  VtPoint church, wood;

  vt_osm_alignment_place_to_map (&north_up.alignment, &pins[0].place, &pins[0].map);
  vt_osm_alignment_place_to_map (&north_up.alignment, &pins[1].place, &pins[1].map);
  g_assert_true (vt_osm_alignment_init_from_pins (&alignment, pins, 2, &error));

  g_assert_true (vt_osm_import_path_into (editor, path, ruleset ("reiswitz-1824"), &alignment, &counts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 11);
  g_assert_cmpuint (counts.n_polygons, ==, 3);
  g_assert_cmpuint (counts.n_polylines, ==, 5);
  g_assert_cmpuint (counts.n_off_sheet, ==, 0);
  church = point_of (map, "node-30");
  wood = point_of (reference, "node-30");
  g_assert_cmpfloat (vt_point_distance (&church, &wood), <, 0.05);
  g_assert_cmpstr (vt_editor_get_undo_label (editor), ==, "Import OpenStreetMap");

  /* the same extract again: nothing replaced, each under an id of its own */
  g_assert_true (vt_osm_import_path_into (editor, path, ruleset ("reiswitz-1824"), &alignment, NULL, &error));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 22);
  g_assert_nonnull (vt_map_find_feature (map, "node-30-1"));

  /* one Undo takes each import back whole */
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 11);
  g_assert_true (vt_editor_undo (editor));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (map)), ==, 0);
}

/* Into what cannot take it: a game begun, an extract placed off the sheet. */
static void
test_into_refused (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  g_autofree char *begun_path = g_test_build_filename (G_TEST_DIST, "data", "valid", "game-with-journal.vertrauter", NULL);
  g_autoptr(VtGame) begun = vt_game_file_load_path (begun_path, vt_ruleset_registry_get_default (), NULL);
  g_autoptr(VtEditor) begun_editor = NULL;
  g_autoptr(VtGame) game = empty_game (1000, 1000);
  g_autoptr(VtEditor) editor = vt_editor_new (game);
  /* Au's church 50,000 paces east of the sheet */
  VtOsmPin pins[2] = {
    { { 51.005, 13.010 }, { 50000, 500 } },
    { { 51.008, 13.001 }, { 50000 - 1000, 500 - 530 } },
  };
  VtOsmAlignment alignment;
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_osm_alignment_init_from_pins (&alignment, pins, 2, &error));
  g_assert_nonnull (begun);
  begun_editor = vt_editor_new (begun);
  g_assert_false (vt_osm_import_path_into (begun_editor, path, ruleset ("reiswitz-1824"), &alignment, NULL, &error));
  g_assert_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN);
  g_assert_nonnull (strstr (error->message, "The game has begun"));
  g_clear_error (&error);

  g_assert_false (vt_osm_import_path_into (editor, path, ruleset ("reiswitz-1824"), &alignment, NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "nothing of the extract lands on the sheet"));
  g_assert_nonnull (strstr (error->message, "the sheet is 1000 × 1000 pace"));
  g_assert_cmpuint (g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (vt_game_get_scenario (game)))), ==, 0);
  g_assert_false (vt_editor_get_can_undo (editor));
}

/* A new game as the window and the tool make it, and the crossings with
 * no bridge that validate will refuse, named with where they are. */
static void
test_new_scenario_unbridged (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "osm", "unbridged.osm", NULL);
  g_autofree char *au = g_test_build_filename (G_TEST_DIST, "data", "osm", "au.osm", NULL);
  VtOsmImportCounts counts;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) scenario = vt_osm_import_new_scenario (path, ruleset ("reiswitz-1824"), NULL, NULL,
                                                               VT_SCENARIO_DEFAULT_START_TIME, NULL, " Blau ",
                                                               &counts, &error);
  g_autoptr(VtScenario) bridged = NULL;
  g_autoptr(GPtrArray) unbridged = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GPtrArray) faults = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (vt_scenario_get_title (scenario), ==, "unbridged");
  g_assert_cmpuint (vt_scenario_get_start_time (scenario), ==, 6 * 60);
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (scenario, "red")), ==, "Red");
  g_assert_cmpstr (vt_side_get_name (vt_scenario_find_side (scenario, "blue")), ==, "Blau");

  unbridged = vt_osm_import_list_unbridged (scenario, ruleset ("reiswitz-1824"), &counts.alignment);
  faults = vt_geometry_check (scenario, ruleset ("reiswitz-1824"));
  /* exactly what validate says, no more: the high road has its bridge */
  g_assert_cmpuint (faults->len, ==, 2);
  g_assert_cmpuint (unbridged->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (unbridged, 0), ==,
                   "Road “Alte Poststraße” (way-14) crosses River “Mulde” (way-10) at (446, 531), "
                   "51.00300° N, 13.00400° E, with no bridge or ford there");
  g_assert_cmpstr (g_ptr_array_index (unbridged, 1), ==,
                   "Field track way-15 crosses River “Mulde” (way-10) at (1784, 531), "
                   "51.00300° N, 13.01600° E, with no bridge or ford there");

  bridged = vt_osm_import_new_scenario (au, ruleset ("reiswitz-1824"), NULL, "Au an der Mulde", 5 * 60 + 30,
                                        "Rot", NULL, &counts, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vt_scenario_get_title (bridged), ==, "Au an der Mulde");
  g_assert_cmpuint (vt_scenario_get_start_time (bridged), ==, 5 * 60 + 30);
  none = vt_osm_import_list_unbridged (bridged, ruleset ("reiswitz-1824"), &counts.alignment);
  g_assert_cmpuint (none->len, ==, 0);
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
  g_test_add_func ("/vt/osm-import/repeated-nodes", test_repeated_nodes);
  g_test_add_func ("/vt/osm-import/multipolygon", test_multipolygon);
  g_test_add_func ("/vt/osm-import/alignment/two-places", test_alignment_two_places);
  g_test_add_func ("/vt/osm-import/alignment/refused", test_alignment_refused);
  g_test_add_func ("/vt/osm-import/alignment/corners", test_alignment_corners);
  g_test_add_func ("/vt/osm-import/into/scenario", test_into_scenario);
  g_test_add_func ("/vt/osm-import/into/refused", test_into_refused);
  g_test_add_func ("/vt/osm-import/new-scenario-unbridged", test_new_scenario_unbridged);

  return g_test_run ();
}
