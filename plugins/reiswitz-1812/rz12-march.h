/* rz12-march.h: movement, Sections VI, IX A, X, XI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *rz12_march_get_rules      (guint *n_rules);
const VtRuleTable  *rz12_march_get_tables     (guint *n_tables);
const VtActivity   *rz12_march_get_activities (VtUnit *unit,
                                               guint  *n_activities);
/* paces in one move at @activity over @ground; 0 where it cannot go */
double              rz12_march_get_rate       (VtGame         *game,
                                               VtUnit         *unit,
                                               const char     *activity,
                                               const VtGround *ground);
/* The rest after the fastest pace (IX §4, X §2 a, XI §1) for a move made
 * on the map: FALSE with VT_RULESET_ERROR_UMPIRE_DECIDES and the rule,
 * unless the umpire allowed the pace by a march action in this move. */
gboolean            rz12_march_check_activity (VtGame         *game,
                                               VtUnit         *unit,
                                               const char     *activity,
                                               GError        **error);

G_END_DECLS
