/* rz12-fire.h: fire of infantry, tirailleurs and jägers, IX B a and X
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *rz12_fire_get_rules  (guint *n_rules);
const VtRuleTable  *rz12_fire_get_tables (guint *n_tables);

G_END_DECLS
