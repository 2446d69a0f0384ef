/* rz12-shock.h: the bayonet and the cavalry's shock, IX B b and XI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *rz12_shock_get_rules  (guint *n_rules);
const VtRuleTable  *rz12_shock_get_tables (guint *n_tables);

G_END_DECLS
