/* lw13-melee.h: hand-to-hand fighting and capturing (Part III)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *lw13_melee_get_rules  (guint *n_rules);
const VtRuleTable  *lw13_melee_get_tables (guint *n_tables);

/* Melee 1: less than half its own number within a move */
gboolean lw13_melee_is_isolated (guint men,
                                 guint support);

/* What a melee of @a against @b leaves (Melee 3): the men killed on each
 * side and the men of the inferior force taken prisoner; the inferior is
 * isolated or not. */
typedef struct {
  guint    a_killed;
  guint    b_killed;
  guint    a_captured;
  guint    b_captured;
} Lw13MeleeResult;

void     lw13_melee_adjudge     (guint            a,
                                 guint            b,
                                 gboolean         inferior_isolated,
                                 Lw13MeleeResult *result);

G_END_DECLS
