/* test-report.c: the after-action report, its pages and its text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <vertrauter.h>

#include "vt-test-report.h"

static VtGame *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The share of a page's pixels that are not white. */
static double
inked (VtReport *report,
       guint     page)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint dark = 0;

  vt_report_get_page_size (report, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (surface);
  vt_report_draw_page (report, cr, page);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < (int) height; y++)
    for (int x = 0; x < (int) width; x++)
      dark += (*(guint32 *) (cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) +
                             x * 4) & 0xffffff) != 0xffffff;
  cairo_surface_destroy (surface);
  return (double) dark / (width * height);
}

/* The demo's report: a title page, contents, every part; every page has
 * ink on it, the paper sizes are A4 and Letter, and the PDF's text reads
 * back: the title, the parts, the General-Idee, a unit, the contents with
 * page numbers. */
static void
test_demo_report (void)
{
  g_autoptr(VtGame) game = load (g_getenv ("VT_DEMO_GAME"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VtReport) report = NULL;
  g_autoptr(VtReport) letter = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vt-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *text = NULL;
  double width, height;

  /* a loss of Blau's, so the tables by unit and by division have a row */
  vt_loss_ledger_book (vt_game_get_loss_ledger (game), 2, "b-1-2a", "blue", "infantry", 2, "fire of I/1", 30);
  report = vt_report_new (game, NULL, NULL, 0, VT_PAPER_A4, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vt_report_get_n_pages (report), >=, 8);
  vt_report_get_page_size (report, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 595.276, 0.01);
  g_assert_cmpfloat_with_epsilon (height, 841.89, 0.01);
  for (guint page = 0; page < vt_report_get_n_pages (report); page++)
    g_assert_cmpfloat (inked (report, page), >, 0.002);

  letter = vt_report_new (game, NULL, NULL, 0, VT_PAPER_LETTER, &error);
  g_assert_no_error (error);
  vt_report_get_page_size (letter, &width, &height);
  g_assert_cmpfloat (width, ==, 612);
  g_assert_cmpfloat (height, ==, 792);

  g_assert_true (vt_report_write_pdf (report, pdf, &error));
  g_assert_no_error (error);
  text = vt_test_pdf_text (pdf, TRUE);
  for (const char * const *want = (const char *[]) { "Der Übergang bei Kunzendorf", "The umpire's report",
                                                     "Contents", "General-Idee", "Orders of battle", "Maps",
                                                     "Timeline", "Losses", "Outcome", "Provenance",
                                                     "von Reiswitz", "I/1 (1.+2. Komp.)", "Special idea of Blau",
                                                     "By division", "2. Infanterie-Regiment",
                                                     NULL };
       *want != NULL; want++)
    {
      g_test_message ("looking for '%s'", *want);
      g_assert_nonnull (strstr (text, *want));
    }

  g_remove (pdf);
  g_rmdir (dir);
}

/* Rot's report of a game where Blau has troops behind a hill, in a wood and
 * far off: none of their names, nor Blau's special idea, is in its text;
 * what Rot saw is, the block it lost sight of with when. */
static void
test_side_report_holds_no_trace (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "behind-the-hill.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtReport) rot = vt_report_new (game, "rot", NULL, 0, VT_PAPER_A4, &error);
  g_autoptr(VtReport) umpire = vt_report_new (game, NULL, NULL, 0, VT_PAPER_A4, &error);
  g_autofree char *dir = g_dir_make_tmp ("vt-report-XXXXXX", NULL);
  g_autofree char *rot_pdf = g_build_filename (dir, "rot.pdf", NULL);
  g_autofree char *umpire_pdf = g_build_filename (dir, "umpire.pdf", NULL);
  g_autofree char *rot_text = NULL;
  g_autofree char *umpire_text = NULL;
  const char *hidden[] = { "Geheimes Bataillon", "Waldschützen Blau", "Ferne Reserve", "left flank",
                           "The umpire's report" };

  g_assert_no_error (error);
  g_assert_true (vt_report_write_pdf (rot, rot_pdf, &error));
  g_assert_true (vt_report_write_pdf (umpire, umpire_pdf, &error));
  rot_text = vt_test_pdf_text (rot_pdf, TRUE);
  umpire_text = vt_test_pdf_text (umpire_pdf, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    {
      g_test_message ("'%s' only in the umpire's", hidden[i]);
      g_assert_null (strstr (rot_text, hidden[i]));
      g_assert_nonnull (strstr (umpire_text, hidden[i]));
    }
  for (const char * const *want = (const char *[]) { "The report of Rot", "Vorposten Rot", "Offenes Bataillon",
                                                     "Rot holds the bridge", "last seen Zug 1, 06:30",
                                                     "Truppen", NULL };
       *want != NULL; want++)
    g_assert_nonnull (strstr (rot_text, *want));

  g_remove (rot_pdf);
  g_remove (umpire_pdf);
  g_rmdir (dir);
}

/* the line of @text's table row that begins with @first, or NULL */
static char *
row_of (const char *text,
        const char *first)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strstrip (lines[i]), first))
      return g_strdup (lines[i]);
  return NULL;
}

/* Rot's skirmishers lose under Blau's fire and are then taken over by
 * Blau (as a Wells gun goes over to its captor): the loss stays Rot's, by
 * unit and by its division, in the umpire's report and in Rot's; Blau's
 * tables by division hold no division of Rot's, not even when the
 * skirmishers lose again as Blau's. */
static void
test_loss_stays_the_losers (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "demo.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(VtEvent) over = NULL;
  g_autofree char *umpire = NULL, *rot = NULL, *blau = NULL;
  g_autofree char *umpire_row = NULL, *rot_row = NULL, *blau_row = NULL;

  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_true (vt_game_advance_phase (game, &error));
  params = vt_ruleset_parse_params (vt_game_get_ruleset (game), "artillery-fire",
                                    (const char *[]) { "firer=b-a-1", "target=r-s-1", NULL }, &error);
  g_assert_no_error (error);
  vt_dice_enter_faces (vt_game_get_dice (game), (const guint[]) { 3 }, 1);
  outcome = vt_game_resolve_action (game, "artillery-fire", params, &dice, &error);
  g_assert_no_error (error);
  g_variant_take_ref (outcome);
  g_assert_true (vt_game_apply_action (game, "artillery-fire", params, outcome, dice, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))), ==, 1);
  over = vt_event_new (VT_EVENT_NOTE, vt_game_get_move (game), "the skirmishers go over", NULL, NULL,
                       g_variant_new_parsed ("[{'unit': <'r-s-1'>, 'side': <'blue'>}]"));
  g_assert_true (vt_game_append (game, over, &error));
  g_assert_no_error (error);
  /* Rot's guns fire on them, Blau's now: Blau's loss, in no division of Blau's */
  {
    g_autoptr(GVariant) back_params = vt_ruleset_parse_params (vt_game_get_ruleset (game), "artillery-fire",
                                                               (const char *[]) { "firer=r-a-1", "target=r-s-1",
                                                                                  "umpire-allows=the test", NULL },
                                                               &error);
    g_autoptr(GVariant) back = NULL;
    g_autoptr(GVariant) back_dice = NULL;

    g_assert_no_error (error);
    vt_dice_enter_faces (vt_game_get_dice (game), (const guint[]) { 3 }, 1);
    back = vt_game_resolve_action (game, "artillery-fire", back_params, &back_dice, &error);
    g_assert_no_error (error);
    g_variant_take_ref (back);
    g_assert_true (vt_game_apply_action (game, "artillery-fire", back_params, back, back_dice, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (vt_game_get_loss_ledger (game))), ==, 2);
  }

  umpire = vt_test_report_text (game, NULL, TRUE);
  rot = vt_test_report_text (game, "red", TRUE);
  blau = vt_test_report_text (game, "blue", TRUE);
  /* the division's row: its name, the side that lost, the points */
  umpire_row = row_of (umpire, "Avantgarde-Regiment ");
  rot_row = row_of (rot, "Avantgarde-Regiment ");
  blau_row = row_of (blau, "Avantgarde-Regiment ");
  g_assert_nonnull (umpire_row);
  g_test_message ("umpire: %s", umpire_row);
  g_assert_nonnull (strstr (umpire_row, "Rot"));
  g_assert_null (strstr (umpire_row, "Blau"));
  g_assert_nonnull (rot_row);
  g_assert_nonnull (strstr (rot_row, "Rot"));
  g_assert_null (blau_row);
  g_assert_null (strstr (blau, "Avantgarde-Regiment"));
}

/* Wells's reckoning of a game not yet decided counts every man on the
 * table ("undecided: 110 men against 110"), the enemy's in boxes and
 * behind hills too: a side's report says only that the game is not
 * decided, and gives no score; the umpire's has both. */
static void
test_side_outcome_undecided (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "little-wars-1913.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autofree char *umpire = vt_test_report_text (game, NULL, FALSE);
  g_autofree char *red = vt_test_report_text (game, "red", FALSE);

  g_assert_nonnull (strstr (umpire, "men against"));
  g_assert_nonnull (strstr (umpire, "Red: 155; Blue: 155"));
  g_assert_null (strstr (red, "men against"));
  g_assert_null (strstr (red, "Red: 155"));
  g_assert_nonnull (strstr (red, "The game is not yet decided by the rules."));
}

/* A battalion of Blau's that Rot never saw marches, then goes over to
 * Rot: Rot's report does not tell what it did while it was Blau's, out of
 * Rot's sight; the walker Rot saw march behind the hill it does tell. */
static void
test_side_report_after_going_over (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "behind-the-hill.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtEvent) march = NULL;
  g_autoptr(VtEvent) over = NULL;
  g_autofree char *rot_text = NULL;
  g_autofree char *umpire_text = NULL;

  march = vt_event_new (VT_EVENT_MOVE, 1, "the far reserve marches east", NULL, NULL,
                        g_variant_new_parsed ("[{'unit': <'far'>, 'x': <5700.0>, 'y': <2000.0>}]"));
  g_assert_true (vt_game_append (game, march, &error));
  g_assert_no_error (error);
  over = vt_event_new (VT_EVENT_NOTE, 1, "the far reserve goes over", NULL, NULL,
                       g_variant_new_parsed ("[{'unit': <'far'>, 'side': <'rot'>}]"));
  g_assert_true (vt_game_append (game, over, &error));
  g_assert_no_error (error);
  rot_text = vt_test_report_text (game, "rot", TRUE);
  umpire_text = vt_test_report_text (game, NULL, TRUE);
  g_assert_nonnull (strstr (umpire_text, "the far reserve marches east"));
  g_assert_null (strstr (rot_text, "the far reserve marches east"));
  g_assert_null (strstr (rot_text, "goes over"));
  /* seen by Rot as it went */
  g_assert_nonnull (strstr (rot_text, "the walking battalion goes behind the hill"));
  /* the battalion is Rot's own now */
  g_assert_nonnull (strstr (rot_text, "Ferne Reserve"));
}

/* The messages: the umpire's report lists every one with when it was sent
 * and arrived; Red's only what Red sent, received or intercepted, as Red
 * knows them: never Blue's orders or the spy's word to Blue. */
static void
test_report_messages (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "messages", "both-sides.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtReport) red = vt_report_new (game, "red", NULL, 0, VT_PAPER_A4, &error);
  g_autoptr(VtReport) umpire = vt_report_new (game, NULL, NULL, 0, VT_PAPER_A4, &error);
  g_autofree char *dir = g_dir_make_tmp ("vt-report-XXXXXX", NULL);
  g_autofree char *red_pdf = g_build_filename (dir, "red.pdf", NULL);
  g_autofree char *umpire_pdf = g_build_filename (dir, "umpire.pdf", NULL);
  g_autofree char *red_text = NULL;
  g_autofree char *umpire_text = NULL;

  g_assert_no_error (error);
  g_assert_true (vt_report_write_pdf (red, red_pdf, &error));
  g_assert_true (vt_report_write_pdf (umpire, umpire_pdf, &error));
  red_text = vt_test_pdf_text (red_pdf, TRUE);
  umpire_text = vt_test_pdf_text (umpire_pdf, TRUE);
  for (const char * const *secret = (const char *[]) { "SECRET BLUE PLAN", "BLUE SPY WORD", NULL }; *secret; secret++)
    {
      g_assert_nonnull (strstr (umpire_text, *secret));
      g_assert_null (strstr (red_text, *secret));
    }
  for (const char * const *want = (const char *[]) { "Messages", "Advance on the mill", "Blue offers a parley",
                                                     "(on its way: read when it", NULL };
       *want != NULL; want++)
    g_assert_nonnull (strstr (red_text, *want));
  /* the umpire knows Red's report was intercepted; Red only that I/1 sent
   * one, which never reached its commander, so not what it said */
  g_assert_nonnull (strstr (umpire_text, "intercepted"));
  g_assert_nonnull (strstr (umpire_text, "Red is short of powder"));
  g_assert_null (strstr (red_text, "Red is short of powder"));

  g_remove (red_pdf);
  g_remove (umpire_pdf);
  g_rmdir (dir);
}

/* What the losses left of a unit: intact at full strength, reduced below
 * it, recovering under a countdown, removed at none. */
static void
test_unit_state (void)
{
  g_autoptr(VtGame) game = load (g_getenv ("VT_DEMO_GAME"));
  g_autoptr(VtUnit) unit = g_list_model_get_item (vt_scenario_get_units (vt_game_get_state (game)), 0);
  guint full = vt_unit_get_strength (unit);

  g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_INTACT);
  vt_unit_set_strength (unit, full - 1);
  g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_REDUCED);
  g_assert_cmpstr (vt_unit_state_to_string (VT_UNIT_REDUCED), ==, "reduced");
  vt_unit_set_condition (unit, "disordered", "Disordered", 2);
  g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_RECOVERING);
  vt_unit_set_strength (unit, 0);
  g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_REMOVED);

  /* the last of it taken prisoner: captured, and the CSV says so */
  {
    VtLossLedger *ledger = vt_game_get_loss_ledger (game);
    g_autofree char *csv = NULL;

    vt_loss_ledger_book (ledger, 3, vt_unit_get_id (unit), vt_unit_get_side (unit), "infantry", 1, "surrounded", 75);
    vt_loss_ledger_set_captured (ledger);
    g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_CAPTURED);
    g_assert_cmpstr (vt_unit_state_to_string (VT_UNIT_CAPTURED), ==, "captured");
    csv = vt_loss_ledger_to_csv (ledger, game, NULL);
    g_assert_true (g_str_has_suffix (csv, ",surrounded,yes\r\n"));
    /* a later loss that is not a capture ends it */
    vt_loss_ledger_book (ledger, 4, vt_unit_get_id (unit), vt_unit_get_side (unit), "infantry", 1, "fire", 0);
    g_assert_cmpint (vt_game_get_unit_state (game, unit), ==, VT_UNIT_REMOVED);
  }

  /* the CSV names the unit's division, as the scenario does */
  {
    g_autofree char *csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, NULL);
    g_autofree char *division = g_strdup_printf (",%s,", vt_unit_get_division (unit));

    g_assert_nonnull (vt_unit_get_division (unit));
    g_assert_true (g_str_has_prefix (csv, "move,unit,unit id,side,division,arm,"));
    g_assert_nonnull (strstr (csv, division));
  }

  /* the outcome's builder marks a capture for the ledger */
  {
    g_autoptr(VtOutcome) outcome = vt_outcome_new ();
    g_autoptr(GVariant) built = NULL;
    g_autoptr(GVariant) losses = NULL;
    gboolean captured = FALSE;
    guint men = 0;

    vt_outcome_book_capture (outcome, "w1", "figure", 1, "taken by cavalry", 1, 0);
    built = g_variant_ref_sink (vt_outcome_end (outcome));
    losses = g_variant_lookup_value (built, VT_OUTCOME_LOSSES, G_VARIANT_TYPE ("aa{sv}"));
    g_assert_nonnull (losses);
    {
      g_autoptr(GVariant) loss = g_variant_get_child_value (losses, 0);

      g_assert_true (g_variant_lookup (loss, "captured", "b", &captured));
      g_assert_true (captured);
      g_assert_true (g_variant_lookup (loss, "men", "u", &men));
      g_assert_cmpuint (men, ==, 1);
    }
  }
}

/* The umpire's critique closes every side's report; his other notes only
 * his own. A note that says nothing is refused. */
static void
test_report_critique (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "behind-the-hill.vertrauter", NULL);
  g_autoptr(VtGame) game = load (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtReport) rot = NULL;
  g_autoptr(VtReport) umpire = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vt-report-XXXXXX", NULL);
  g_autofree char *rot_pdf = g_build_filename (dir, "rot.pdf", NULL);
  g_autofree char *umpire_pdf = g_build_filename (dir, "umpire.pdf", NULL);
  g_autofree char *rot_text = NULL;
  g_autofree char *umpire_text = NULL;

  g_assert_true (vt_game_add_note (game, "Blau manoeuvred most naturally behind the Lindenberg.", TRUE, &error));
  g_assert_true (vt_game_add_note (game, "Check the Geheimes Bataillon's route next Zug.", FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (vt_game_add_note (game, "   ", TRUE, &error));
  g_assert_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE);
  g_clear_error (&error);

  rot = vt_report_new (game, "rot", NULL, 0, VT_PAPER_A4, &error);
  umpire = vt_report_new (game, NULL, NULL, 0, VT_PAPER_A4, &error);
  g_assert_no_error (error);
  g_assert_true (vt_report_write_pdf (rot, rot_pdf, &error));
  g_assert_true (vt_report_write_pdf (umpire, umpire_pdf, &error));
  rot_text = vt_test_pdf_text (rot_pdf, TRUE);
  umpire_text = vt_test_pdf_text (umpire_pdf, TRUE);
  g_assert_nonnull (strstr (rot_text, "most naturally behind the Lindenberg"));
  g_assert_nonnull (strstr (umpire_text, "most naturally behind the Lindenberg"));
  g_assert_nonnull (strstr (umpire_text, "route next Zug"));
  g_assert_null (strstr (rot_text, "route next Zug"));
  g_assert_null (strstr (rot_text, "Geheimes"));

  g_remove (rot_pdf);
  g_remove (umpire_pdf);
  g_rmdir (dir);
}

/* A side the game does not have, a map after a move not yet played: refused. */
static void
test_report_refuses (void)
{
  g_autoptr(VtGame) game = load (g_getenv ("VT_DEMO_GAME"));
  g_autoptr(GError) error = NULL;
  VtReport *report;

  report = vt_report_new (game, "grün", NULL, 0, VT_PAPER_A4, &error);
  g_assert_null (report);
  g_assert_nonnull (strstr (error->message, "no side 'grün'"));
  g_clear_error (&error);

  report = vt_report_new (game, NULL, (guint[]) { 40 }, 1, VT_PAPER_A4, &error);
  g_assert_null (report);
  g_assert_nonnull (strstr (error->message, "after Zug 40"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/report/demo", test_demo_report);
  g_test_add_func ("/vt/report/side-holds-no-trace", test_side_report_holds_no_trace);
  g_test_add_func ("/vt/report/side-after-going-over", test_side_report_after_going_over);
  g_test_add_func ("/vt/report/loss-stays-the-losers", test_loss_stays_the_losers);
  g_test_add_func ("/vt/report/side-outcome-undecided", test_side_outcome_undecided);
  g_test_add_func ("/vt/report/messages", test_report_messages);
  g_test_add_func ("/vt/report/unit-state", test_unit_state);
  g_test_add_func ("/vt/report/critique", test_report_critique);
  g_test_add_func ("/vt/report/refuses", test_report_refuses);

  return g_test_run ();
}
