/* vt-unit.h: one piece on the map: a block, a squadron, a half battery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_TYPE_UNIT (vt_unit_get_type ())
G_DECLARE_FINAL_TYPE (VtUnit, vt_unit, VT, UNIT, GObject)

/* Properties: "id", "unit-type", "side", "name", "strength", "formation",
 * "x", "y", "facing", "cell". Each notifies only on a real change. */
VtUnit     *vt_unit_new           (const char    *id,
                                   const char    *unit_type,
                                   const char    *side);
VtUnit     *vt_unit_copy          (VtUnit        *self);
const char *vt_unit_get_id        (VtUnit        *self);
const char *vt_unit_get_unit_type (VtUnit        *self);
const char *vt_unit_get_side      (VtUnit        *self);
/* only the journal's changes move a unit to another side (VT_CHANGE_SIDE) */
void        vt_unit_set_side      (VtUnit        *self,
                                   const char    *side);
const char *vt_unit_get_name      (VtUnit        *self);
void        vt_unit_set_name      (VtUnit        *self,
                                   const char    *name);
/* the division (brigade, wing) it belongs to, as the scenario names it; may be NULL */
const char *vt_unit_get_division  (VtUnit        *self);
void        vt_unit_set_division  (VtUnit        *self,
                                   const char    *division);
/* what the umpire calls the unit: its name, else its id; never NULL */
const char *vt_unit_get_display_name (VtUnit     *self);
/* The most a unit can count: a corps of men is far below it, and a file
 * or a journal that says more is nonsense. */
#define VT_UNIT_MAX_STRENGTH 1000000

/* men, horses or guns still standing, in the type's strength unit */
guint       vt_unit_get_strength  (VtUnit        *self);
void        vt_unit_set_strength  (VtUnit        *self,
                                   guint          strength);
const char *vt_unit_get_formation (VtUnit        *self);
void        vt_unit_set_formation (VtUnit        *self,
                                   const char    *formation);
void        vt_unit_get_position  (VtUnit        *self,
                                   VtPoint       *position);
void        vt_unit_set_position  (VtUnit        *self,
                                   const VtPoint *position);
/* degrees clockwise from north (up on the map), 0 <= facing < 360 */
double      vt_unit_get_facing    (VtUnit        *self);
void        vt_unit_set_facing    (VtUnit        *self,
                                   double         facing);
/* on a board of cells: the cell number it stands on, 0 when none */
guint       vt_unit_get_cell      (VtUnit        *self);
void        vt_unit_set_cell      (VtUnit        *self,
                                   guint          cell);

/* Conditions are countdowns in Züge the rules put on a unit ("rallying: can
 * defend in 2 Züge"). Each clock advance takes its Züge off every condition;
 * at 0 the condition ends. The "conditions" property notifies on change.
 * A condition of VT_CONDITION_UNTIL_ENDED Züge has no countdown: the clock
 * leaves it, and it lasts until a rule ends it with 0 (1812's
 * troop-concealer, "until opened"). */
#define VT_CONDITION_UNTIL_ENDED G_MAXUINT32

void        vt_unit_set_condition  (VtUnit        *self,
                                    const char    *id,
                                    const char    *label,
                                    guint          moves);
/* Züge left, 0 when the unit does not have it */
guint       vt_unit_get_condition  (VtUnit        *self,
                                    const char    *id);
/* a(ssu): id, label, Züge left; sorted by id; never NULL */
GVariant   *vt_unit_get_conditions (VtUnit        *self);
/* A condition whose id begins so puts the units that share it in one box
 * (1812's troop-concealer, V §17): a side that sees them only as troops
 * sees one stand-in where the first of them stands, not one for each, and
 * its account says them once; the strength and number inside stay hidden. */
#define VT_CONDITION_BOX_PREFIX "box:"
/* the id of the box condition the unit is under, or NULL; valid until its
 * conditions change */
const char *vt_unit_get_box        (VtUnit        *self);
/* takes @moves off every condition, ending those that run out */
void        vt_unit_count_down     (VtUnit        *self,
                                    guint          moves);

G_END_DECLS
