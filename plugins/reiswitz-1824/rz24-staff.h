/* rz24-staff.h: couriers, sight, ammunition, engineering and the players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* the actions of this file, as a dispatch table */
const VtActionRule *rz24_staff_get_rules      (guint       *n_rules);
const VtRuleTable *rz24_staff_get_tables        (guint       *n_tables);

/* §6: Züge a courier takes over @distance paces (rounded up) */
guint              rz24_staff_courier_transit   (VtGame      *game,
                                                 double       distance);
/* §6: half as many Züge as minutes at the table (rounded up) */
guint              rz24_staff_deliberation      (VtGame      *game,
                                                 guint        minutes);
guint              rz24_staff_message_delay     (VtGame      *game,
                                                 double       distance,
                                                 guint        deliberation_minutes);
/* §12: no direct word between players over 1000 paces apart */
gboolean           rz24_staff_may_message       (VtGame        *game,
                                                 VtMessageKind  kind,
                                                 VtUnit        *from,
                                                 VtUnit        *to,
                                                 double         distance,
                                                 GError       **error);
/* §9: the Züge a howitzer battery may fire with its ordinary ammunition */
double             rz24_staff_howitzer_zuege    (VtGame      *game);
/* §9: the Züge of fire @unit has had, counted from the game's journal */
guint              rz24_staff_zuege_fired       (VtGame      *game,
                                                 VtUnit      *unit);

/* §20: the horizon when the umpire set one, else the derived day or night sight */
double             rz24_staff_sight_range       (VtGame      *game,
                                                 VtUnit      *observer);

/* sight (§7, §20): how high a unit's eyes are; what a side sees of a unit */
#define RZ24_CONDITION_CONCEALED "concealed"
double             rz24_staff_eye_height        (VtUnit      *unit);
VtSighting         rz24_staff_see_unit          (VtGame      *game,
                                                 VtUnit      *observer,
                                                 VtUnit      *target,
                                                 gboolean     line_clear,
                                                 double       distance);

G_END_DECLS
