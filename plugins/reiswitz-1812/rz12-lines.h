/* rz12-lines.h: marching past the lines, the enemy's and one's own, VI §6 g,
 * §10–12, X §10
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* What the lines on the map make of @unit's march in a straight line from
 * where it stands to @to: NULL when it may go, the words appended to @text
 * and, when it passes a gap, the gap's width in @gap (paces, else -1) and
 * whether it passes within the enemy's effect areas in @with_loss; else
 * the rule that refuses it, newly allocated. */
char *rz12_lines_check_march (VtGame        *game,
                              VtUnit        *unit,
                              const VtPoint *to,
                              GString       *text,
                              double        *gap,
                              gboolean      *with_loss);

G_END_DECLS
