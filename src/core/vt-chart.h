/* vt-chart.h: a side's strength and losses over the moves, drawn with Cairo
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

/* Values over the moves of a game, a value per move from 0, in series:
 * lines, or bars. The window's Losses page and the report draw the same. */
typedef struct _VtChart VtChart;

/* @side_id's strength at the end of every move, a line per arm (men,
 * horses, guns as the ruleset counts them), from the scenario's strengths
 * and the journal's changes. NULL for a side with no troops. */
VtChart    *vt_chart_new_strength (VtGame      *game,
                                   const char  *side_id);
/* the loss points @side_id booked in each move, as bars */
VtChart    *vt_chart_new_losses   (VtGame      *game,
                                   const char  *side_id);
void        vt_chart_free         (VtChart     *chart);
const char *vt_chart_get_title    (VtChart     *chart);
/* Draws it in the @width × @height box at @cr's origin, its text by Pango
 * at @font_size points. */
void        vt_chart_draw         (VtChart     *chart,
                                   cairo_t     *cr,
                                   double       width,
                                   double       height,
                                   double       font_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtChart, vt_chart_free)

G_END_DECLS
