/* test-underlay.c: a scanned map under the terrain, calibrated and saved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

#define EPSILON 1e-9

static void
assert_point (const VtPoint *point,
              double         x,
              double         y)
{
  g_assert_cmpfloat_with_epsilon (point->x, x, EPSILON);
  g_assert_cmpfloat_with_epsilon (point->y, y, EPSILON);
}

/* 1812 Section VI §1: a pace is 2 Rhenish feet; a whole token is 500 feet
 * or 250 paces (Section III §2). */
static void
test_lengths (void)
{
  g_autoptr(GError) error = NULL;
  double paces;

  g_assert_true (vt_length_convert (1, "pace", "pace", &paces, &error));
  g_assert_cmpfloat (paces, ==, 1);
  /* 2 Rhenish feet of 0.313853 m */
  g_assert_cmpfloat_with_epsilon (vt_length_get_metres ("pace"), 0.627706, 1e-12);
  g_assert_true (vt_length_convert (627.706, "metre", "pace", &paces, &error));
  g_assert_cmpfloat_with_epsilon (paces, 1000, 1e-9);
  g_assert_true (vt_length_convert (36, "inch", "yard", &paces, &error));
  g_assert_cmpfloat_with_epsilon (paces, 1, 1e-12);
  g_assert_true (vt_length_convert (3, "foot", "yard", &paces, &error));
  g_assert_cmpfloat_with_epsilon (paces, 1, 1e-12);
  g_assert_no_error (error);

  g_assert_false (vt_length_convert (1, "pace", "square", &paces, &error));
  g_assert_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_UNKNOWN_UNIT);
  g_assert_nonnull (strstr (error->message, "square"));
}

/* Two pixels 400 apart are 1,000 paces on the ground: 2.5 paces a pixel. */
static void
test_scale_from_distance (void)
{
  g_autoptr(GError) error = NULL;
  VtCalibration calibration;
  VtPoint a = { 100, 50 }, b = { 100, 450 }, map, image;

  g_assert_true (vt_calibration_init_from_distance (&calibration, &a, &b, 1000, "pace",
                                                    "pace", NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (calibration.scale, 2.5, EPSILON);
  g_assert_cmpfloat (calibration.rotation, ==, 0);

  vt_calibration_image_to_map (&calibration, &b, &map);
  assert_point (&map, 250, 1125);
  vt_calibration_map_to_image (&calibration, &map, &image);
  assert_point (&image, 100, 450);

  /* a distance in metres comes out in paces: 627.706 m = 1,000 paces */
  g_assert_true (vt_calibration_init_from_distance (&calibration, &a, &b, 627.706, "metre",
                                                    "pace", NULL, &error));
  g_assert_cmpfloat_with_epsilon (calibration.scale, 2.5, EPSILON);

  g_assert_false (vt_calibration_init_from_distance (&calibration, &a, &a, 1000, "pace",
                                                     "pace", NULL, &error));
  g_assert_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE);
}

/* A sheet scanned a quarter turn askew: the pixel the designer says is
 * north of the church lies to its right on the image. */
static void
test_rotation_from_north (void)
{
  g_autoptr(GError) error = NULL;
  VtCalibration calibration;
  VtPoint church = { 200, 200 }, mill = { 200, 300 }, north = { 260, 200 };
  VtPoint map, image;

  g_assert_true (vt_calibration_init_from_distance (&calibration, &church, &mill, 500, "pace",
                                                    "pace", &north, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (calibration.scale, 5, EPSILON);
  /* the image turns a quarter anticlockwise on screen */
  g_assert_cmpfloat_with_epsilon (calibration.rotation, -G_PI / 2, EPSILON);

  /* the church stays where the scale puts it */
  vt_calibration_image_to_map (&calibration, &church, &map);
  assert_point (&map, 1000, 1000);
  /* north of it is up on the map */
  vt_calibration_image_to_map (&calibration, &north, &map);
  assert_point (&map, 1000, 700);
  /* the mill, 100 pixels below on the image, is 500 paces east */
  vt_calibration_image_to_map (&calibration, &mill, &map);
  assert_point (&map, 1500, 1000);
  vt_calibration_map_to_image (&calibration, &map, &image);
  assert_point (&image, 200, 300);
}

/* Pins at 3-4-5: two points give scale 5 and the angle atan2 (4, 3);
 * a third that agrees changes nothing. */
static void
test_fit_pins (void)
{
  g_autoptr(GError) error = NULL;
  VtCalibration calibration;
  VtCalibrationPoint pins[] = {
    { { 0, 0 }, { 10, 20 } },
    { { 10, 0 }, { 10 + 30, 20 + 40 } },
    { { 0, 10 }, { 10 - 40, 20 + 30 } },
  };
  VtPoint pixel = { 4, 7 }, map, image;

  g_assert_true (vt_calibration_fit (&calibration, pins, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (calibration.scale, 5, EPSILON);
  g_assert_cmpfloat_with_epsilon (calibration.rotation, atan2 (4, 3), EPSILON);
  assert_point (&calibration.offset, 10, 20);

  g_assert_true (vt_calibration_fit (&calibration, pins, 3, &error));
  g_assert_cmpfloat_with_epsilon (calibration.scale, 5, EPSILON);
  g_assert_cmpfloat_with_epsilon (calibration.rotation, atan2 (4, 3), EPSILON);
  /* (4, 7) → 10 + 3·4 − 4·7, 20 + 4·4 + 3·7 */
  vt_calibration_image_to_map (&calibration, &pixel, &map);
  assert_point (&map, -6, 57);
  vt_calibration_map_to_image (&calibration, &map, &image);
  assert_point (&image, 4, 7);

  g_assert_false (vt_calibration_fit (&calibration, pins, 1, &error));
  g_assert_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE);
}

static VtGame *
new_game (VtUnderlay *underlay)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 1500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-terrain", map);
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (),
                                                   "fixture-terrain");

  g_assert_nonnull (ruleset);
  vt_scenario_set_underlay (scenario, underlay);
  return vt_game_new (scenario, ruleset, 1);
}

/* Saved by reference: the href stays as given, relative to the file; the
 * pins, opacity and shown come back. */
static void
test_saved_by_reference (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-underlay-XXXXXX", &error);
  g_autofree char *image = g_build_filename (folder, "scan.png", NULL);
  g_autofree char *path = g_build_filename (folder, "traced.vertrauter", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GFile) found = NULL;
  VtPoint a = { 0, 0 }, b = { 100, 0 }, map;
  VtUnderlay *loaded;
  guint n_pins;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (image, "not really a PNG", -1, &error));
  g_assert_true (vt_underlay_calibrate (underlay, &a, &b, 250, "pace", "pace", NULL, &error));
  vt_underlay_set_opacity (underlay, 0.75);
  vt_underlay_set_shown (underlay, FALSE);
  game = new_game (underlay);
  g_assert_true (vt_game_file_save (game, file, &error));
  g_assert_no_error (error);

  again = vt_game_file_load (file, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  loaded = vt_scenario_get_underlay (vt_game_get_scenario (again));
  g_assert_nonnull (loaded);
  g_assert_cmpstr (vt_underlay_get_href (loaded), ==, "scan.png");
  g_assert_false (vt_underlay_is_embedded (loaded));
  g_assert_cmpfloat (vt_underlay_get_opacity (loaded), ==, 0.75);
  g_assert_false (vt_underlay_get_shown (loaded));
  vt_underlay_get_points (loaded, &n_pins);
  g_assert_cmpuint (n_pins, ==, 2);
  vt_calibration_image_to_map (vt_underlay_get_calibration (loaded), &b, &map);
  assert_point (&map, 250, 0);
  g_assert_cmpuint (vt_scenario_get_load_warnings (vt_game_get_scenario (again))->len, ==, 0);
  found = vt_underlay_resolve_file (loaded, file);
  g_assert_cmpstr (g_file_peek_path (found), ==, image);

  /* the image gone: the scenario still opens, and says where it looked */
  g_assert_cmpint (g_unlink (image), ==, 0);
  g_clear_object (&again);
  again = vt_game_file_load (file, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  {
    GPtrArray *warnings = vt_scenario_get_load_warnings (vt_game_get_scenario (again));

    g_assert_cmpuint (warnings->len, ==, 1);
    g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), "'scan.png' is not there"));
    g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), image));
    /* the state the window shows says so too */
    g_assert_cmpuint (vt_scenario_get_load_warnings (vt_game_get_state (again))->len, ==, 1);
  }
  g_assert_nonnull (vt_scenario_get_underlay (vt_game_get_scenario (again)));

  g_unlink (path);
  g_rmdir (folder);
}

/* Save As names the picture from the new folder: beside the game when it
 * lies there, by its whole path when not, and the same picture either way. */
static void
test_rebase (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-underlay-XXXXXX", &error);
  g_autofree char *scans = g_build_filename (folder, "scans", NULL);
  g_autofree char *image = g_build_filename (scans, "Kunzendorf.png", NULL);
  g_autofree char *elsewhere = g_build_filename (folder, "copy", NULL);
  g_autoptr(GFile) image_file = g_file_new_for_path (image);
  g_autoptr(GFile) first = g_file_new_build_filename (folder, "game.vertrauter", NULL);
  g_autoptr(GFile) second = g_file_new_build_filename (elsewhere, "game.vertrauter", NULL);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href (image);
  g_autoptr(GFile) found = NULL;
  g_autofree char *href = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (scans, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);

  /* imported before the game had a file: its whole path */
  href = vt_underlay_href_for_file (image_file, NULL);
  g_assert_cmpstr (href, ==, image);
  g_clear_pointer (&href, g_free);
  href = vt_underlay_href_for_file (image_file, first);
  g_assert_cmpstr (href, ==, "scans/Kunzendorf.png");

  /* first saved beside it: relative */
  g_assert_true (vt_underlay_rebase (underlay, NULL, first));
  g_assert_cmpstr (vt_underlay_get_href (underlay), ==, "scans/Kunzendorf.png");
  g_assert_false (vt_underlay_rebase (underlay, first, first));
  /* saved where the picture is not below: its whole path, the same file */
  g_assert_true (vt_underlay_rebase (underlay, first, second));
  g_assert_cmpstr (vt_underlay_get_href (underlay), ==, image);
  found = vt_underlay_resolve_file (underlay, second);
  g_assert_true (g_file_equal (found, image_file));
  /* and back */
  g_assert_true (vt_underlay_rebase (underlay, second, first));
  g_assert_cmpstr (vt_underlay_get_href (underlay), ==, "scans/Kunzendorf.png");

  g_rmdir (scans);
  g_rmdir (elsewhere);
  g_rmdir (folder);
}

/* A game that named its picture by a whole path, copied on to another
 * folder with the picture beside it: it opens with that picture, says so,
 * and is saved naming it beside itself. */
static void
test_copied_with_picture (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("vt-underlay-XXXXXX", &error);
  g_autofree char *gone = g_build_filename (folder, "was-here", "scan.png", NULL);
  g_autofree char *image = g_build_filename (folder, "scan.png", NULL);
  g_autofree char *path = g_build_filename (folder, "copied.vertrauter", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href (gone);
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GFile) found = NULL;
  VtUnderlay *loaded;
  GPtrArray *warnings;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (image, "not really a PNG", -1, &error));
  game = new_game (underlay);
  g_assert_true (vt_game_file_save (game, file, &error));

  again = vt_game_file_load (file, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  loaded = vt_scenario_get_underlay (vt_game_get_scenario (again));
  g_assert_cmpstr (vt_underlay_get_href (loaded), ==, "scan.png");
  found = vt_underlay_resolve_file (loaded, file);
  g_assert_cmpstr (g_file_peek_path (found), ==, image);
  warnings = vt_scenario_get_load_warnings (vt_game_get_scenario (again));
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), "beside it"));
  g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), gone));

  /* saved again, it names the picture beside it and opens without a word */
  g_assert_true (vt_game_file_save (again, file, &error));
  g_clear_object (&again);
  again = vt_game_file_load (file, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_scenario_get_load_warnings (vt_game_get_scenario (again))->len, ==, 0);

  g_unlink (image);
  g_unlink (path);
  g_rmdir (folder);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

/* What the window binds to is told when it changes, and only then. */
static void
test_notifies (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (2000, 1500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("fixture-terrain", map);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  guint scenario_count = 0, opacity_count = 0, shown_count = 0;

  g_signal_connect (scenario, "notify::underlay", G_CALLBACK (on_notify), &scenario_count);
  g_signal_connect (underlay, "notify::opacity", G_CALLBACK (on_notify), &opacity_count);
  g_signal_connect (underlay, "notify::shown", G_CALLBACK (on_notify), &shown_count);
  vt_scenario_set_underlay (scenario, underlay);
  vt_scenario_set_underlay (scenario, underlay);
  g_assert_cmpuint (scenario_count, ==, 1);
  vt_underlay_set_opacity (underlay, 0.5);
  g_assert_cmpuint (opacity_count, ==, 0);
  vt_underlay_set_opacity (underlay, 2);
  g_assert_cmpfloat (vt_underlay_get_opacity (underlay), ==, 1);
  g_assert_cmpuint (opacity_count, ==, 1);
  vt_underlay_set_shown (underlay, FALSE);
  vt_underlay_set_shown (underlay, FALSE);
  g_assert_cmpuint (shown_count, ==, 1);
  vt_scenario_set_underlay (scenario, NULL);
  g_assert_null (vt_scenario_get_underlay (scenario));
  g_assert_cmpuint (scenario_count, ==, 2);
}

/* Embedded: the bytes travel in the file and come back the same. */
static void
test_saved_embedded (void)
{
  static const char png[] = "\x89PNG\r\n\x1a\n pretend";
  g_autoptr(GBytes) bytes = g_bytes_new_static (png, sizeof png - 1);
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_embedded (bytes, "image/png");
  g_autoptr(VtGame) game = new_game (underlay);
  g_autoptr(GBytes) saved = vt_game_file_to_bytes (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) again = NULL;
  VtUnderlay *loaded;

  again = vt_game_file_load_bytes (saved, "embedded.vertrauter",
                                   vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  loaded = vt_scenario_get_underlay (vt_game_get_scenario (again));
  g_assert_true (vt_underlay_is_embedded (loaded));
  g_assert_null (vt_underlay_get_href (loaded));
  g_assert_cmpstr (vt_underlay_get_mime_type (loaded), ==, "image/png");
  g_assert_true (g_bytes_equal (vt_underlay_get_bytes (loaded), bytes));
  g_assert_cmpfloat (vt_underlay_get_opacity (loaded), ==, 0.5);
  g_assert_true (vt_underlay_get_shown (loaded));

  /* and back to a reference, the designer's choice */
  vt_underlay_refer_to (loaded, "plans/au.png");
  g_assert_false (vt_underlay_is_embedded (loaded));
  g_assert_null (vt_underlay_get_bytes (loaded));
  g_assert_cmpstr (vt_underlay_get_href (loaded), ==, "plans/au.png");
  g_assert_cmpstr (vt_underlay_get_mime_type (loaded), ==, "image/png");
}

/* The pins of a turned calibration fit back to the same turn, as the
 * file reader fits them. */
static void
test_pins_keep_rotation (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUnderlay) underlay = vt_underlay_new_for_href ("scan.png");
  VtCalibration calibration;
  VtPoint church = { 200, 200 }, mill = { 200, 300 }, north = { 260, 200 };
  const VtCalibrationPoint *pins;
  g_autofree VtCalibrationPoint *copy = NULL;
  guint n_pins;

  g_assert_true (vt_underlay_calibrate (underlay, &church, &mill, 500, "pace", "pace", &north, &error));
  calibration = *vt_underlay_get_calibration (underlay);
  pins = vt_underlay_get_points (underlay, &n_pins);
  g_assert_cmpuint (n_pins, ==, 3);
  copy = g_memdup2 (pins, n_pins * sizeof *pins);
  g_assert_true (vt_underlay_set_points (underlay, copy, n_pins, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_calibration (underlay)->scale, calibration.scale, 1e-9);
  g_assert_cmpfloat_with_epsilon (vt_underlay_get_calibration (underlay)->rotation, calibration.rotation, 1e-9);
  assert_point (&vt_underlay_get_calibration (underlay)->offset, calibration.offset.x, calibration.offset.y);
}

/* The sample file: an embedded 2 × 2 PNG pinned 1,000 paces across two pixels. */
static void
test_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid",
                                                 "underlay-scenario.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  VtUnderlay *underlay;
  VtPoint corner = { 2, 2 }, map;

  g_assert_no_error (error);
  underlay = vt_scenario_get_underlay (vt_game_get_scenario (game));
  g_assert_nonnull (underlay);
  g_assert_cmpfloat (vt_underlay_get_opacity (underlay), ==, 0.4);
  g_assert_false (vt_underlay_get_shown (underlay));
  g_assert_cmpuint (g_bytes_get_size (vt_underlay_get_bytes (underlay)), ==, 71);
  g_assert_cmpint (memcmp (g_bytes_get_data (vt_underlay_get_bytes (underlay), NULL), "\x89PNG", 4), ==, 0);
  vt_calibration_image_to_map (vt_underlay_get_calibration (underlay), &corner, &map);
  assert_point (&map, 1100, 1200);

  /* saved and reopened, the file is the same to the byte */
  {
    g_autoptr(GBytes) saved = vt_game_file_to_bytes (game);
    g_autoptr(VtGame) again = vt_game_file_load_bytes (saved, "again.vertrauter",
                                                       vt_ruleset_registry_get_default (), &error);
    g_autoptr(GBytes) saved_again = NULL;
    g_autofree char *text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));

    g_assert_no_error (error);
    saved_again = vt_game_file_to_bytes (again);
    g_assert_true (g_bytes_equal (saved, saved_again));
    g_assert_nonnull (strstr (text, "<pin image-x=\"2\" image-y=\"0\" x=\"1100\" y=\"200\"/>"));
  }
}

static void
assert_refused (const char *underlay,
                const char *message)
{
  g_autofree char *text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game xmlns=\"https://vertrauter.org/ns/game/1\" version=\"1\" ruleset=\"fixture-terrain\">\n"
    "  <map kind=\"terrain\" width=\"2000\" height=\"1500\" unit=\"pace\">\n"
    "    %s\n"
    "  </map>\n"
    "</game>\n", underlay);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_bytes (bytes, "bad.vertrauter",
                                                    vt_ruleset_registry_get_default (), &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
}

/* Refused at the underlay's line, as every fault of a file is. */
static void
test_refused (void)
{
  assert_refused ("<underlay href=\"scan.png\" opacity=\"1.5\"/>",
                  "bad.vertrauter:4: the opacity of the underlay must be from 0 to 1");
  assert_refused ("<underlay mime-type=\"image/png\"><data>this is no image!</data></underlay>",
                  "bad.vertrauter:4: the underlay's <data> is not base64");
  assert_refused ("<underlay href=\"scan.png\" shown=\"yes\"/>",
                  "bad.vertrauter:4: shown of the underlay is 'yes'; it can be true or false");
  assert_refused ("<underlay/>",
                  "bad.vertrauter:4: the underlay needs either href or a mime-type and its <data>");
  assert_refused ("<underlay href=\"scan.png\"><pin image-x=\"1\" image-y=\"1\" x=\"0\" y=\"0\"/></underlay>",
                  "bad.vertrauter:4: the underlay's pins do not fit: Pin at least two different points of the image");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/underlay/lengths", test_lengths);
  g_test_add_func ("/vt/underlay/scale-from-distance", test_scale_from_distance);
  g_test_add_func ("/vt/underlay/rotation-from-north", test_rotation_from_north);
  g_test_add_func ("/vt/underlay/fit-pins", test_fit_pins);
  g_test_add_func ("/vt/underlay/saved-by-reference", test_saved_by_reference);
  g_test_add_func ("/vt/underlay/rebase", test_rebase);
  g_test_add_func ("/vt/underlay/copied-with-picture", test_copied_with_picture);
  g_test_add_func ("/vt/underlay/saved-embedded", test_saved_embedded);
  g_test_add_func ("/vt/underlay/sample", test_sample);
  g_test_add_func ("/vt/underlay/refused", test_refused);
  g_test_add_func ("/vt/underlay/notifies", test_notifies);
  g_test_add_func ("/vt/underlay/pins-keep-rotation", test_pins_keep_rotation);

  return g_test_run ();
}
