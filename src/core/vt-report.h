/* vt-report.h: the after-action report, set in pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "vt-types.h"

G_BEGIN_DECLS

typedef enum {
  VT_PAPER_A4,
  VT_PAPER_LETTER,
} VtPaper;

/* The after-action report of a game, laid out in pages once: a title page
 * with the scenario, the ruleset and its provenance, a table of contents,
 * the General-Idee and special ideas, the orders of battle, maps at the
 * start, at chosen moves and at the end with the moves' trails, the
 * timeline, the losses and the outcome. For one side it holds only what
 * that side knew: its own troops, the enemy as it saw them, its own events
 * and losses; the umpire's holds everything. Text is laid out by Pango. */
typedef struct _VtReport VtReport;

/* @side_id: (nullable): a side's report; NULL the umpire's.
 * @moves: (nullable): the moves (Züge) after which a map is drawn, besides
 * the start and the end. Fails for an unknown side or a move past the
 * game's. */
VtReport *vt_report_new           (VtGame      *game,
                                   const char  *side_id,
                                   const guint *moves,
                                   guint        n_moves,
                                   VtPaper      paper,
                                   GError     **error);
void      vt_report_free          (VtReport    *report);
guint     vt_report_get_n_pages   (VtReport    *report);
/* in points (1/72 inch) */
void      vt_report_get_page_size (VtReport    *report,
                                   double      *width,
                                   double      *height);
/* Draws page @page (from 0) on @cr, whose user space is the page in points:
 * for the PDF and for the GTK print dialog alike. */
void      vt_report_draw_page     (VtReport    *report,
                                   cairo_t     *cr,
                                   guint        page);
/* Writes the whole report as PDF, atomically. */
gboolean  vt_report_write_pdf     (VtReport    *report,
                                   const char  *path,
                                   GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtReport, vt_report_free)

G_END_DECLS
