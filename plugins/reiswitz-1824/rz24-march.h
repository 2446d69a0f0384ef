/* rz24-march.h: the march scale, the §34 table and road widths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* the actions of this file, as a dispatch table */
const VtActionRule *rz24_march_get_rules    (guint          *n_rules);
const VtRuleTable *rz24_march_get_tables     (guint          *n_tables);

/* the activities open to @unit (NULL: closed infantry's); the first is the default */
const VtActivity  *rz24_march_get_activities (VtUnit         *unit,
                                              guint          *n_activities);
/* paces in one Zug; 0 where the unit cannot go or the activity is not its */
double             rz24_march_get_rate       (VtGame         *game,
                                              VtUnit         *unit,
                                              const char     *activity,
                                              const VtGround *ground);
/* The same for a piece of @unit_type in @formation (NULL: its default), on
 * the ground the §34 column names ("road", "open", "5-10"… "enclosures"). */
double             rz24_march_rate_on        (VtGame         *game,
                                              const char     *unit_type,
                                              const char     *formation,
                                              const char     *activity,
                                              const char     *column);
/* The footprint of @unit as it now stands: its formation's, the infantry
 * block shortened after losing 1/6 and 2/6 (§15). */
void               rz24_march_get_footprint  (VtUnit         *unit,
                                              double         *frontage,
                                              double         *depth);
/* §4 "lines move by their flank blocks, columns by the head": what the
 * moving flank walks when @unit wheels on the other flank from @from to @to
 * degrees; 0 for a column. */
double             rz24_march_wheel_distance (VtUnit         *unit,
                                              double          from,
                                              double          to);

G_END_DECLS
