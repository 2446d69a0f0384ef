/* lw13-forces.h: the smallest force a side may bring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

void lw13_forces_check (VtRuleset  *ruleset,
                        VtScenario *scenario,
                        GPtrArray  *problems);

G_END_DECLS
