/* vt-measure.h: lengths and scales in the ruleset's unit, for the umpire
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* "1,250 paces", "1 pace", "2.5 inches": grouped digits, the unit in the plural it needs */
char *vt_measure_format_length (double      length,
                                const char *unit_of_length);
/* A distance as the windows show it to the umpire: as
 * vt_measure_format_length() in the ruleset's own unit, or, with the
 * "length-units" setting at "metric", "785 metres (1,250 paces)": metres
 * first and the rulebook's unit beside them, as the rules count in it. A
 * unit that is no length (a board's square) stays as it is. */
char *vt_measure_format_distance (double      length,
                                  const char *unit_of_length);
/* Whether the umpire chose metres ("length-units" is "metric"); FALSE
 * without the installed schema. */
gboolean vt_measure_get_metric (void);
/* The settings that hold "length-units", to watch its changes; NULL
 * without the installed schema. Not to be unreferenced. */
GSettings *vt_measure_get_settings (void);
/* metres in @length of @unit_of_length, FALSE when it is no length */
gboolean vt_measure_to_metres (double      length,
                               const char *unit_of_length,
                               double     *metres);
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
