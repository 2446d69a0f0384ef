/* lw13-score.h: the Varieties of the Battle-Game, their ends and score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *lw13_score_get_rules  (guint *n_rules);
const VtRuleTable  *lw13_score_get_tables (guint *n_tables);

gboolean lw13_score_get_victory (VtRuleset   *ruleset,
                                 VtGame      *game,
                                 char       **winner,
                                 char       **reason);
gboolean lw13_score_get_score   (VtRuleset   *ruleset,
                                 VtGame      *game,
                                 const char  *side,
                                 double      *score);

G_END_DECLS
