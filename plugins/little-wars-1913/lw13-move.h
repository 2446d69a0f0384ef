/* lw13-move.h: the toss, putting down, timed moves, composition, mobility
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *lw13_move_get_rules  (guint *n_rules);
const VtRuleTable  *lw13_move_get_tables (guint *n_tables);

/* the part of the move a unit may move in (The Move 5, guns first; the men
 * with a gun moving up with it, Mobility IV) and a gun fired not moved
 * (Mobility IV); @from and @to NULL: the pace alone, as a drag begins */
gboolean          lw13_move_check_move     (VtRuleset     *ruleset,
                                            VtGame        *game,
                                            VtUnit        *unit,
                                            const VtPoint *from,
                                            const VtPoint *to,
                                            double         facing,
                                            GError       **error);
/* the pace of @unit's arm (one a type), NULL for a type it does not know */
const VtActivity *lw13_move_get_activities (VtUnit *unit,
                                            guint  *n_activities);
/* A body's move in inches over open floor: a foot or two feet (Mobility
 * I-II), the Kriegspiel's (Appendix), Part V's multiple; a gun's by the
 * men with it (Mobility IV), 0 out of action. */
double lw13_move_of         (VtRuleset      *ruleset,
                             VtGame         *game,
                             VtUnit         *unit);
/* the same over @ground: houses and rivers stop it, roads speed boxes,
 * waggons and (Kriegspiel) troops in fours */
double lw13_move_get_rate   (VtRuleset      *ruleset,
                             VtGame         *game,
                             VtUnit         *unit,
                             const VtGround *ground);
/* a row of the table kriegspiel-moves as @game plays it */
double lw13_move_kriegspiel (VtGame         *game,
                             const char     *row);
/* The Move 3: minutes for a force of @men and @guns, a begun minute whole */
guint  lw13_move_minutes    (VtGame         *game,
                             guint           men,
                             guint           guns);

/* Part V: a box's contents seen only by a cavalry scout within ten feet */
VtSighting lw13_move_see_unit (VtRuleset *ruleset,
                               VtGame    *game,
                               VtUnit    *observer,
                               VtUnit    *target,
                               gboolean   line_clear,
                               double     distance);

G_END_DECLS
