/* lw13-kriegspiel.h: the Kriegspiel of the Appendix, with Colonel Sykes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *lw13_kriegspiel_get_rules  (guint *n_rules);
const VtRuleTable  *lw13_kriegspiel_get_tables (guint *n_tables);

G_END_DECLS
