/* vt-report-print.c: the after-action report through the GTK print dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-report-print.h"

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             VtReport          *report)
{
  gtk_print_operation_set_n_pages (operation, (int) vt_report_get_n_pages (report));
}

/* The report's pages are in points; the printer's page is whatever it is:
 * scaled to fit its width, so A4 pages print whole on Letter and back. */
static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           VtReport          *report)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width, height, scale;

  vt_report_get_page_size (report, &width, &height);
  scale = MIN (gtk_print_context_get_width (context) / width, gtk_print_context_get_height (context) / height);
  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  vt_report_draw_page (report, cr, (guint) page);
  cairo_restore (cr);
}

gboolean
vt_report_print (GtkWindow   *parent,
                 VtGame      *game,
                 const char  *side_id,
                 const char  *export_to,
                 GError     **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr(VtReport) report = NULL;
  GtkPrintOperationResult result;

  g_return_val_if_fail (VT_IS_GAME (game), FALSE);

  report = vt_report_new (game, side_id, NULL, 0, VT_PAPER_A4, error);
  if (report == NULL)
    return FALSE;

  operation = gtk_print_operation_new ();
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  /* the report keeps its own margins */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, vt_scenario_get_title (vt_game_get_state (game)) != NULL
                                                 ? vt_scenario_get_title (vt_game_get_state (game))
                                                 : _("After-action report"));
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), report);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), report);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);

  result = gtk_print_operation_run (operation,
                                    export_to != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                      : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    parent, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}
