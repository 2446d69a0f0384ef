/* rz12-forces.h: the pieces a side may have (IV §16–19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

void rz12_forces_check (VtRuleset  *ruleset,
                        VtScenario *scenario,
                        GPtrArray  *problems);

G_END_DECLS
