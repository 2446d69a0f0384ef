/* vt-report-print.c: the after-action report through the GTK print dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-report-print.h"

/* what one print run keeps: the report is made once the dialog has said
 * after which Züge its maps are drawn */
typedef struct {
  VtGame    *game;
  char      *side_id;
  GArray    *moves;     /* guint */
  GtkWidget *moves_entry;
  VtReport  *report;
  GError    *error;
} PrintJob;

/* "3, 6" into moves; FALSE for anything else */
static gboolean
parse_moves (const char *text,
             GArray     *moves)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  g_array_set_size (moves, 0);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 move;

      if (*g_strstrip (parts[i]) == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, G_MAXUINT, &move, NULL))
        return FALSE;
      g_array_append_val (moves, (guint) { (guint) move });
    }
  return TRUE;
}

/* a page of the dialog of its own: the Züge after which maps are drawn */
static GObject *
create_custom_widget (GtkPrintOperation *operation,
                      PrintJob          *job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Maps also after these Züge, besides the start and the end:"));
  GtkWidget *hint = gtk_label_new (_("For example 3, 6. Each map shows the moves since the one before."));

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  job->moves_entry = gtk_entry_new ();
  gtk_widget_set_name (job->moves_entry, "report-maps-at");
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), job->moves_entry);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), job->moves_entry);
  gtk_box_append (GTK_BOX (box), hint);
  gtk_print_operation_set_custom_tab_label (operation, _("Maps"));
  return G_OBJECT (box);
}

static void
custom_widget_apply (GtkPrintOperation *operation,
                     GtkWidget         *widget,
                     PrintJob          *job)
{
  if (job->moves_entry != NULL &&
      !parse_moves (gtk_editable_get_text (GTK_EDITABLE (job->moves_entry)), job->moves))
    g_array_set_size (job->moves, 0);
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintJob          *job)
{
  job->report = vt_report_new (job->game, job->side_id, (const guint *) (gpointer) job->moves->data,
                               job->moves->len, VT_PAPER_A4, &job->error);
  if (job->report == NULL)
    {
      gtk_print_operation_cancel (operation);
      return;
    }
  gtk_print_operation_set_n_pages (operation, (int) vt_report_get_n_pages (job->report));
}

/* The report's pages are in points; the printer's page is whatever it is:
 * scaled to fit, so A4 pages print whole on Letter and back. */
static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width, height, scale;

  vt_report_get_page_size (job->report, &width, &height);
  scale = MIN (gtk_print_context_get_width (context) / width, gtk_print_context_get_height (context) / height);
  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  vt_report_draw_page (job->report, cr, (guint) page);
  cairo_restore (cr);
}

void
vt_print_propose_file_name (GtkPrintOperation *operation,
                            const char        *words)
{
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autofree char *name = g_strdelimit (g_strstrip (g_strdup (words != NULL ? words : "")), "/\\", '-');

  g_return_if_fail (GTK_IS_PRINT_OPERATION (operation));

  if (name[0] == '\0')
    return;
  /* the file backend adds the extension of the format */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, name);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_operation_set_print_settings (operation, settings);
}

gboolean
vt_report_print (GtkWindow   *parent,
                 VtGame      *game,
                 const char  *side_id,
                 const guint *moves,
                 guint        n_moves,
                 const char  *export_to,
                 GError     **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  PrintJob job = { game, g_strdup (side_id), g_array_new (FALSE, FALSE, sizeof (guint)), NULL, NULL, NULL };
  GtkPrintOperationResult result;
  GError *run_error = NULL;

  g_return_val_if_fail (VT_IS_GAME (game), FALSE);

  g_array_append_vals (job.moves, moves, n_moves);
  operation = gtk_print_operation_new ();
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  /* the report keeps its own margins */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  {
    const char *title = vt_scenario_get_title (vt_game_get_state (game));
    VtSide *side = side_id != NULL ? vt_scenario_find_side (vt_game_get_state (game), side_id) : NULL;
    /* TRANSLATORS: a side's report's file: "Der Übergang bei Kunzendorf – Rot" */
    g_autofree char *name = side != NULL ? g_strdup_printf (_("%s – %s"), title != NULL ? title : _("After-action report"),
                                                            vt_side_get_name (side))
                                         : g_strdup (title != NULL ? title : _("After-action report"));

    gtk_print_operation_set_job_name (operation, name);
    vt_print_propose_file_name (operation, name);
  }
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_custom_widget), &job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (custom_widget_apply), &job);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), &job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), &job);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);

  result = gtk_print_operation_run (operation,
                                    export_to != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                      : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    parent, &run_error);

  g_free (job.side_id);
  g_array_unref (job.moves);
  g_clear_pointer (&job.report, vt_report_free);
  if (job.error != NULL)
    {
      g_clear_error (&run_error);
      g_propagate_error (error, job.error);
      return FALSE;
    }
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_propagate_error (error, run_error);
      return FALSE;
    }
  g_clear_error (&run_error);
  return TRUE;
}
