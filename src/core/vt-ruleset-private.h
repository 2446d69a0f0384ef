/* vt-ruleset-private.h: parameter checks the game and the file reader share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-params.h"
#include "vt-ruleset.h"

G_BEGIN_DECLS

/* Checks one value against its declaration: type, bounds, choices.
 * Messages start with "@owner: ". */
gboolean vt_action_param_check_value   (const VtActionParam *param,
                                        const char          *owner,
                                        GVariant            *value,
                                        GError             **error);
/* As vt_ruleset_check_params(), but a missing parameter is no fault. */
gboolean vt_ruleset_check_given_params (VtRuleset           *self,
                                        const char          *action,
                                        GVariant            *params,
                                        GError             **error);

/* The registry names the domain of the plugin a ruleset came from. */
void     vt_ruleset_set_gettext_domain (VtRuleset           *self,
                                        const char          *domain);

G_END_DECLS
