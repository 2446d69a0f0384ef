/* vt-unit-panel.h: the selected units: strength, formation, facing, pace, conditions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-ruling.h"

G_BEGIN_DECLS

#define VT_TYPE_UNIT_PANEL (vt_unit_panel_get_type ())
G_DECLARE_FINAL_TYPE (VtUnitPanel, vt_unit_panel, VT, UNIT_PANEL, GtkWidget)

/* Properties: "activity" (the pace chosen for moves, among the ruleset's
 * activities for the first selected unit). It shows what is left of the
 * unit's move in this Zug ("120 of 180 paces left") and offers the
 * umpire's override ("Allow more…"). The "refused" signal (s: the
 * reason) follows a formation or facing change the rules do not allow;
 * where the umpire may allow it, vt_unit_panel_steal_ruling() has it. */
GtkWidget  *vt_unit_panel_new           (void);
void        vt_unit_panel_set_game      (VtUnitPanel        *self,
                                         VtGame             *game);
/* Shows the first of @unit_ids; the others are counted. Formation and
 * facing changes apply to all of them, or to none when one is refused. */
void        vt_unit_panel_set_units     (VtUnitPanel        *self,
                                         const char * const *unit_ids);
const char *vt_unit_panel_get_activity  (VtUnitPanel        *self);
/* Turns every selected unit by @degrees clockwise where it stands;
 * journalled, one event a unit. */
gboolean    vt_unit_panel_turn          (VtUnitPanel        *self,
                                         double              degrees);
/* The dialog "Allow more…" opened (how much further and why), or NULL;
 * its Allow journals vt_game_allow_move() for the unit shown. */
GtkWindow  *vt_unit_panel_get_allow_dialog (VtUnitPanel     *self);
VtRuling   *vt_unit_panel_steal_ruling (VtUnitPanel         *self);

G_END_DECLS
