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

G_END_DECLS
