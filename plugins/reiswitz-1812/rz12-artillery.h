/* rz12-artillery.h: the artillery, Section XII, lost, and its substitute
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *rz12_artillery_get_rules  (guint *n_rules);
const VtRuleTable  *rz12_artillery_get_tables (guint *n_tables);

G_END_DECLS
