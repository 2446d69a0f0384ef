/* vt-new-dialog.h: choosing a ruleset, a map and a title for a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_NEW_DIALOG (vt_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtNewDialog, vt_new_dialog, VT, NEW_DIALOG, GtkWindow)

/* Emits "game-created" (VtGame) when the umpire presses Create, then closes. */
VtNewDialog *vt_new_dialog_new          (GtkWindow          *parent,
                                         VtRulesetRegistry  *registry);
VtRuleset   *vt_new_dialog_get_ruleset  (VtNewDialog        *self);
/* The scan the game begins from (NULL: a blank sheet); FALSE, and not
 * taken, when @file is no picture. */
gboolean     vt_new_dialog_set_picture  (VtNewDialog        *self,
                                         GFile              *file,
                                         GError            **error);
GFile       *vt_new_dialog_get_picture  (VtNewDialog        *self);
/* Builds the game the dialog describes; NULL when no ruleset can be chosen. */
VtGame      *vt_new_dialog_create_game  (VtNewDialog        *self,
                                         GError            **error);

G_END_DECLS
