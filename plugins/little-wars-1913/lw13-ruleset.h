/* lw13-ruleset.h: H. G. Wells's Little Wars (1913) as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define LW13_RULESET_ID "little-wars-1913"

#define LW13_TYPE_RULESET (lw13_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (Lw13Ruleset, lw13_ruleset, LW13, RULESET, GObject)

G_END_DECLS
