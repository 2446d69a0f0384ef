/* vt-side.h: one party to the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_TYPE_SIDE (vt_side_get_type ())
G_DECLARE_FINAL_TYPE (VtSide, vt_side, VT, SIDE, GObject)

VtSide         *vt_side_new              (const char     *id,
                                          const char     *name,
                                          const VtColour *colour);
VtSide         *vt_side_copy             (VtSide         *self);
const char     *vt_side_get_id           (VtSide         *self);
const char     *vt_side_get_name         (VtSide         *self);
void            vt_side_set_name         (VtSide         *self,
                                          const char     *name);
const VtColour *vt_side_get_colour       (VtSide         *self);
void            vt_side_set_colour       (VtSide         *self,
                                          const VtColour *colour);
/* The side's special idea: what only this side is told. */
const char     *vt_side_get_special_idea (VtSide         *self);
void            vt_side_set_special_idea (VtSide         *self,
                                          const char     *text);
/* Where the side's commander is: with a unit (its id), else at a place
 * the designer set, else among his troops (vt_game_locate_commander). */
const char     *vt_side_get_commander_unit  (VtSide         *self);
gboolean        vt_side_get_commander_place (VtSide         *self,
                                             VtPoint        *at);
void            vt_side_set_commander    (VtSide         *self,
                                          const char     *unit_id,
                                          const VtPoint  *at);

G_END_DECLS
