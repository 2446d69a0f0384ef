/* vt-test-report.h: a report's text, as a reader of the PDF gets it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* The text of the PDF at @path as pdftotext (Debian's poppler-utils)
 * reads it; @layout keeps the columns side by side (-layout). */
char *vt_test_pdf_text    (const char *path,
                           gboolean    layout);
/* @game's report for @side_id (NULL: the umpire's), written to a PDF in a
 * folder of its own and read back so. */
char *vt_test_report_text (VtGame     *game,
                           const char *side_id,
                           gboolean    layout);

G_END_DECLS
