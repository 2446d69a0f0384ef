/* vt-test-report.c: a report's text, as a reader of the PDF gets it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "vt-test-report.h"

char *
vt_test_pdf_text (const char *path,
                  gboolean    layout)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status = 0;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, program);
  if (layout)
    g_ptr_array_add (argv, "-layout");
  g_ptr_array_add (argv, (char *) path);
  g_ptr_array_add (argv, "-");
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &text, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  return text;
}

char *
vt_test_report_text (VtGame     *game,
                     const char *side_id,
                     gboolean    layout)
{
  g_autoptr(VtReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vt-test-report-XXXXXX", &error);
  g_autofree char *pdf = NULL;
  char *text;

  g_assert_no_error (error);
  pdf = g_build_filename (dir, "report.pdf", NULL);
  report = vt_report_new (game, side_id, NULL, 0, VT_PAPER_A4, &error);
  g_assert_no_error (error);
  g_assert_true (vt_report_write_pdf (report, pdf, &error));
  g_assert_no_error (error);
  text = vt_test_pdf_text (pdf, layout);
  g_remove (pdf);
  g_rmdir (dir);
  return text;
}
