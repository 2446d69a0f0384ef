/* rz12-losses.h: the loss markers of VIII §6–12
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

const VtActionRule *rz12_losses_get_rules  (guint *n_rules);
const VtRuleTable  *rz12_losses_get_tables (guint *n_tables);

/* The markers at which a piece of @arm is taken: 7/8 as VIII §10's
 * example, or a whole piece (the option "piece-goes-at"). */
double rz12_losses_threshold (VtGame     *game,
                              const char *arm);

/* Books @pieces of loss (in pieces: 1/8 is 0.125) on the line @units, in
 * their order: each piece takes what it can still lose, and a piece whose
 * markers reach the threshold is taken (strength 0). @lost more are taken
 * whole first (a blocked retreat, VIII §18). With no units (no game) the
 * loss is only told. Explains it in @text; adds the ids of the pieces
 * taken to @taken (a set of strings; may be NULL). */
void   rz12_losses_book      (VtGame     *game,
                              GPtrArray  *units,
                              double      pieces,
                              guint       lost,
                              GVariant   *note,
                              VtOutcome  *outcome,
                              GString    *text,
                              GHashTable *taken);

G_END_DECLS
