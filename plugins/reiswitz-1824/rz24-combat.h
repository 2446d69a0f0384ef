/* rz24-combat.h: close combat, cavalry against infantry, capture, canister check, surprise, garrison
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtAction    *rz24_combat_get_actions (guint      *n_actions);
const VtRuleTable *rz24_combat_get_tables  (guint      *n_tables);
/* both return NULL with no error when @action is not theirs */
GVariant          *rz24_combat_prepare     (VtRuleset  *ruleset,
                                          VtGame     *game,
                                          const char *action,
                                          GVariant   *params,
                                          GError    **error);
GVariant          *rz24_combat_resolve     (VtRuleset  *ruleset,
                                          VtGame     *game,
                                          const char *action,
                                          GVariant   *params,
                                          VtDice     *dice,
                                          GError    **error);

G_END_DECLS
