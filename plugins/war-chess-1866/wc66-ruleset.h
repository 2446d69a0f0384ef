/* wc66-ruleset.h: Richardson's War-Chess (1866) as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define WC66_TYPE_RULESET (wc66_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (Wc66Ruleset, wc66_ruleset, WC66, RULESET, GObject)

G_END_DECLS
