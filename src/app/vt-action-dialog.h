/* vt-action-dialog.h: one of the ruleset's actions, its form built from the declaration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-param-field.h"

G_BEGIN_DECLS

#define VT_TYPE_ACTION_DIALOG (vt_action_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtActionDialog, vt_action_dialog, VT, ACTION_DIALOG, GtkWindow)

/* A form for @action of @game's ruleset. The selected units fill the
 * principal roles (attacker and defender, firer and target) in the order
 * picked; the ruleset fills what the map tells. */
VtActionDialog *vt_action_dialog_new       (GtkWindow          *parent,
                                            VtGame             *game,
                                            const char         *action,
                                            const char * const *selected_units);
const char     *vt_action_dialog_get_action(VtActionDialog     *self);
VtParamField   *vt_action_dialog_get_field (VtActionDialog     *self,
                                            const char         *name);
/* What Resolve does: reads the faces typed in or rolls, and shows the
 * outcome without writing it. FALSE when it failed; the dialog says why. */
gboolean        vt_action_dialog_resolve   (VtActionDialog     *self);
/* What Allow does when the rules of the moment refuse the action: resolves
 * again with the umpire's reason typed, which the journal keeps. */
gboolean        vt_action_dialog_allow     (VtActionDialog     *self);
/* What Apply does: journals the outcome shown, then closes. */
gboolean        vt_action_dialog_apply     (VtActionDialog     *self);
/* the outcome shown, NULL before Resolve or after a change */
GVariant       *vt_action_dialog_get_outcome (VtActionDialog   *self);

/* Fills @menu with @game's actions for "play.action": first those of the
 * phase the game is in, then the others grouped by their kind. */
void            vt_action_dialog_fill_menu (GMenu              *menu,
                                            VtGame             *game);

G_END_DECLS
