/* rz12-conceal.h: troop-concealers and what a side sees, Sections V and VII
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* the condition of a piece in a troop-concealer */
#define RZ12_CONDITION_CONCEALED "in-concealer"

const VtActionRule *rz12_conceal_get_rules      (guint *n_rules);
const VtRuleTable  *rz12_conceal_get_tables     (guint *n_tables);
gboolean            rz12_conceal_is_concealed   (VtUnit *unit);
double              rz12_conceal_eye_height     (VtUnit *unit);
VtSighting          rz12_conceal_see_unit       (VtGame   *game,
                                                 VtUnit   *observer,
                                                 VtUnit   *target,
                                                 gboolean  line_clear,
                                                 double    distance);

G_END_DECLS
