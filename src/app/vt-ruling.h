/* vt-ruling.h: a move or action the rules of the moment refused, for the
 * umpire to allow with his reason
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <vertrauter.h>

G_BEGIN_DECLS

typedef struct _VtRuling VtRuling;

/* The moves of a drag (each unit to its point, at its activity), or the
 * turns and formations of the unit panel, made together or not at all. */
VtRuling   *vt_ruling_new_moves    (const char    *refusal);
void        vt_ruling_add_move     (VtRuling      *self,
                                    VtUnit        *unit,
                                    const VtPoint *to,
                                    double         facing,
                                    const char    *activity);
/* A change of formation, one of several made together or not at all:
 * a ruling of moves may hold both. */
void        vt_ruling_add_formation (VtRuling     *self,
                                    VtUnit        *unit,
                                    const char    *formation);
/* A board figure's move, which the ruleset makes by an action. */
VtRuling   *vt_ruling_new_action   (const char    *refusal,
                                    const char    *action,
                                    GVariant      *params);
/* the rule that refused it, as the banner said */
const char *vt_ruling_get_refusal  (VtRuling      *self);
/* Makes it with the umpire's @reason, journalled with it; FALSE with why
 * (and nothing made) when something else stands in the way. */
gboolean    vt_ruling_carry_out    (VtRuling      *self,
                                    VtGame        *game,
                                    const char    *reason,
                                    GError       **error);
void        vt_ruling_free         (VtRuling      *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtRuling, vt_ruling_free)

G_END_DECLS
