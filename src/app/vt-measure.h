/* vt-measure.h: lengths and scales in the ruleset's unit, for the umpire
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* "1,250 paces", "1 pace", "2.5 inches": grouped digits, the unit in the plural it needs */
char *vt_measure_format_length (double      length,
                                const char *unit_of_length);
/* "paces", "inches": the unit of length as the umpire reads it */
const char *vt_measure_unit_name (const char *unit_of_length,
                                  gboolean    plural);
/* The ruleset names its move: "Zug 3" in 1824, "Move 3" where it says
 * nothing; "1 Zug", "3 Züge". */
char *vt_measure_format_move   (VtRuleset  *ruleset,
                                guint       move);
char *vt_measure_format_moves  (VtRuleset  *ruleset,
                                guint       moves);
/* "1 px = 2.5 paces" when zoomed out, "1 pace = 4 px" when zoomed in */
char *vt_measure_format_scale  (double      pixels_per_unit,
                                const char *unit_of_length);

G_END_DECLS
