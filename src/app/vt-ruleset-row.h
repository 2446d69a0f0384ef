/* vt-ruleset-row.h: a ruleset in a list, as umpires name it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* @dropdown of VtRulesets shows "Reiswitz 1824" on its button and, in its
 * list, the rulebook's title beneath each name; its search matches both */
void vt_ruleset_row_set_up_dropdown (GtkDropDown *dropdown);

G_END_DECLS
