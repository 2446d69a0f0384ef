/* lw13-guns.h: guns in action, moved or fired, captured (Part III)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *lw13_guns_get_rules  (guint *n_rules);
const VtRuleTable  *lw13_guns_get_tables (guint *n_tables);

/* whether the action @action_id was journalled for @unit_id (its parameter
 * @param) in the present player's move */
gboolean lw13_guns_acted_this_move (VtGame     *game,
                                    const char *action_id,
                                    const char *param,
                                    const char *unit_id);

/* Mobility IV, "at least four men who are with the gun must move up with
 * it to its new position, and be placed within six inches of it": the gun
 * of @men's side moved in the present guns' part that @men were with
 * before it moved (its crew then, Mobility III), or NULL. @keeps_up: at
 * @to and @facing they stand within six inches of one such gun where it is
 * now; with @to NULL (the pace alone), whether they were with one. */
VtUnit  *lw13_guns_moved_with      (VtRuleset     *ruleset,
                                    VtGame        *game,
                                    VtUnit        *men,
                                    const VtPoint *to,
                                    double         facing,
                                    gboolean      *keeps_up);

G_END_DECLS
