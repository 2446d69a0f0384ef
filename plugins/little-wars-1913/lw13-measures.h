/* lw13-measures.h: the numbers of Little Wars, and counting men on the floor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* The table "measures": every number of Part III in one place, each row
 * citing its paragraph; the umpire may override any of them per game. */
const VtRuleTable *lw13_measures_get_table (void);
/* a row of "measures" as @game plays it (may be NULL) */
double      lw13_measure               (VtGame      *game,
                                        const char  *row);

/* How far apart two bodies stand, from the nearest point of one to the
 * nearest of the other (derived: centre to centre less half of each
 * body's larger extent, never below 0). */
double      lw13_gap                   (VtRuleset   *ruleset,
                                        VtUnit      *a,
                                        VtUnit      *b);
/* How far the nearest man of @body stands from @unit: from the nearest
 * point of @unit's footprint (as it faces) to the place of a man, the
 * middle of his figure's base. @body's men stand in two ranks as its type's
 * footprint holds them, a weaker body only as wide and deep as its men
 * (derived); a single man is a point. 0 when they overlap. */
double      lw13_men_distance          (VtRuleset   *ruleset,
                                        VtUnit      *unit,
                                        VtUnit      *body);
/* Men (infantry, cavalry, boxes) of @side within @reach of @unit (as
 * lw13_men_distance measures), not
 * counting @unit itself nor the ids in @exclude (may be NULL); @reach < 0:
 * within each body's own move. @cavalry (optional) gets the cavalry-men
 * among them. */
guint       lw13_count_men_within      (VtRuleset          *ruleset,
                                        VtGame             *game,
                                        VtUnit             *unit,
                                        const char         *side,
                                        double              reach,
                                        const char * const *exclude,
                                        guint              *cavalry);
/* the side other than @side, or NULL */
const char *lw13_other_side            (VtGame      *game,
                                        const char  *side);
/* 1 for the scenario's first side (the First Player), 2 for the second, 0 */
guint       lw13_side_number           (VtGame      *game,
                                        const char  *side);
/* The index of the journal's first event in the present part of the move
 * (guns, men, melees), and in the present player's move (his three parts:
 * each player's move in turn, The Move 1). */
guint       lw13_part_began_at         (VtGame      *game);
guint       lw13_player_move_began_at  (VtGame      *game);
/* whether @unit_id moved on the map in the present player's move, turning
 * on the spot too */
gboolean    lw13_moved_this_move       (VtGame      *game,
                                        const char  *unit_id);
/* the same, only moves that changed its place: a gun "swung round on its
 * axis to take aim" (Mobility IV) has not been moved */
gboolean    lw13_moved_away_this_move  (VtGame      *game,
                                        const char  *unit_id);
/* whether a "move" event took its unit to another place, not only turned it */
gboolean    lw13_event_changes_place   (VtEvent     *event);
/* Where @unit stood and how it faced before the journal's event @index:
 * from the events' changes before it, the scenario as set up when none. */
void        lw13_place_before          (VtGame      *game,
                                        VtUnit      *unit,
                                        guint        index,
                                        VtPoint     *position,
                                        double      *facing);
/* The units a UNIT parameter names (ids separated by commas), in order;
 * an empty array without a game; NULL and @error when one is not on the map. */
GPtrArray  *lw13_params_get_units      (VtGame      *game,
                                        GVariant    *params,
                                        const char  *name,
                                        GError     **error);
/* the strength of @units summed */
guint       lw13_units_strength        (GPtrArray   *units);

/* Melee 3: prisoners are a body of their own side under the captor's
 * escort; liberated, they are disarmed until rearmed at their back line.
 * Both last until a change ends them. */
#define LW13_CONDITION_PRISONER "prisoner"
#define LW13_CONDITION_DISARMED "disarmed"
/* whether @unit's men are prisoners or liberated but disarmed: "Prisoners
 * once made cannot fight until they have returned to their back line", so
 * they count neither in a melee, in support, in a gun's crew nor in the
 * score's men alive and uncaptured (the ledger counts the prisoners) */
gboolean    lw13_is_disarmed           (VtUnit      *unit);
/* An id for a new body, "@stem-N" with the least N that no unit of the
 * state has and that is not in @taken (a set of ids, nullable), which then
 * holds it too. */
char       *lw13_new_unit_id           (VtGame      *game,
                                        const char  *stem,
                                        GHashTable  *taken);

G_END_DECLS

G_BEGIN_DECLS

/* whether the umpire allows what the rules of the moment refuse */
gboolean    lw13_umpire_allows         (GVariant    *params);
/* Sets VT_RULESET_ERROR_UMPIRE_DECIDES with the rule; NULL */
gpointer    lw13_umpire_decides        (GError     **error,
                                        const char  *format,
                                        ...) G_GNUC_PRINTF (2, 3);
/* whether @unit stands on (within its own extent of) a back line of its side */
gboolean    lw13_on_back_line          (VtRuleset   *ruleset,
                                        VtGame      *game,
                                        VtUnit      *unit,
                                        const char  *side);

G_END_DECLS

G_BEGIN_DECLS

/* which of the Varieties of the Battle-Game @game plays (option "game") */
const char *lw13_option_game           (VtGame      *game);

G_END_DECLS
