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
/* A move made on the map at @activity (the window's, vt_game_move_unit):
 * the rest after the fastest pace (IX §4, X §2 a, XI §1) and, with @to,
 * the lines on the way from where @unit stands (VI §10–12, X §10), as the
 * march action checks them. FALSE with VT_RULESET_ERROR_UMPIRE_DECIDES and
 * the rule, unless the umpire allowed it by a march action in this move. */
gboolean            rz12_march_check_move     (VtGame         *game,
                                               VtUnit         *unit,
                                               const char     *activity,
                                               const VtPoint  *to,
                                               GError        **error);

/* What a move made on the map that rz12_march_check_move() let pass
 * says of the lines on the way (VI §10–12 b): the march action's words
 * for a march to @to, newly allocated; NULL when there are none. */
char               *rz12_march_describe_move  (VtGame         *game,
                                               VtUnit         *unit,
                                               const char     *activity,
                                               const VtPoint  *to);

G_END_DECLS
