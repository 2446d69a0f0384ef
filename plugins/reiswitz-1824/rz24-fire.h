/* rz24-fire.h: infantry and artillery fire, cover, night
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* the actions of this file, as a dispatch table (VtActionRule) */
const VtActionRule *rz24_fire_get_rules (guint *n_rules);
const VtRuleTable *rz24_fire_get_tables  (guint      *n_tables);

G_END_DECLS
