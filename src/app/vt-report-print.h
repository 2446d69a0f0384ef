/* vt-report-print.h: the after-action report through the GTK print dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* Prints @game's report, the umpire's or (@side_id) one side's, from the
 * same pages as `vertrauter-tool report`, with maps also after @moves.
 * With @export_to the pages go to that PDF without a dialog
 * (GTK_PRINT_OPERATION_ACTION_EXPORT); else the print dialog asks (its
 * Maps page for the Züge), and offers to print to a file. FALSE with
 * @error if the report could not be made or printed. */
gboolean vt_report_print (GtkWindow   *parent,
                          VtGame      *game,
                          const char  *side_id,
                          const guint *moves,
                          guint        n_moves,
                          const char  *export_to,
                          GError     **error);

/* Print to File proposes "@words.pdf" (the game's title, the side's name),
 * not GTK's "output.pdf"; a slash in the words would make a folder of it */
void     vt_print_propose_file_name (GtkPrintOperation *operation,
                                     const char        *words);

G_END_DECLS
