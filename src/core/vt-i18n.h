/* vt-i18n.h: the programs' words in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/* Binds the domain the app, vertrauter-tool and the core share to the
 * installed translations, or to $VERTRAUTER_LOCALEDIR (the build tree:
 * make run and the tests), and makes it the program's. The rulesets' own
 * domains are bound as they load (VtRulesetRegistry). */
void vt_i18n_init (void);

G_END_DECLS
