/* vt-game-private.h: what the file reader may do to a game, in-tree only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "vt-ruleset.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* Puts @events in the journal of a new game: the first @head in force,
 * applied once each, the rest the undone tail kept for redo. A move or
 * an action made by the side not to move, without the umpire's reason,
 * goes into @out_of_turn (nullable), one entry an event in force, the
 * refusal's words or NULL. Each event has passed vt_event_check() against
 * the Zug it follows, as the reader checks them at their lines; so loading
 * checks and replays every event once. */
void _vt_game_load_journal (VtGame    *self,
                            GPtrArray *events,
                            guint      head,
                            GPtrArray *out_of_turn);

/* The changes of @event (and a clock's countdown) on @units, a table of
 * unit ids to units that owns a reference to each; @event has passed
 * vt_event_check(). A unit a change creates goes into @units and, in the
 * order created, into @created (nullable; it takes a reference). */
void _vt_game_apply_event      (GHashTable *units,
                                VtEvent    *event,
                                GPtrArray  *created);
/* a house-rule event on @scenario's options and house rules */
void _vt_game_apply_house_rule (VtScenario *scenario,
                                VtEvent    *event);

/* a terrain event's feature put in or taken out of @map */
void _vt_game_apply_terrain    (VtMap      *map,
                                VtEvent    *event);
/* The editor changed the scenario as set up and the state alike: the
 * game forgets what it kept of the state's units and tells its views. */
void _vt_game_set_up_edited    (VtGame     *self);

/* the side the umpire last gave the move to, and the move he gave it in;
 * NULL: none (vt_game_set_side_to_move) */
const char *_vt_game_get_lot              (VtGame   *self,
                                           guint    *move);
/* the action that moves a figure on a board of alternate moves, each a
 * move of the clock (War-Chess); NULL for any other game */
const char *_vt_game_get_board_move_action (VtGame   *self);
/* refuses @unit's move or action when it is the other side's move, with
 * VT_RULESET_ERROR_UMPIRE_DECIDES (vt-game-turn.c) */
gboolean    _vt_game_check_turn           (VtGame   *self,
                                           VtUnit   *unit,
                                           GError  **error);
/* the same for a journalled move or action, before it is applied; TRUE
 * where the umpire gave his reason */
gboolean    _vt_game_check_event_turn     (VtGame   *self,
                                           VtEvent  *event,
                                           GError  **error);
/* a fact the map gives that @params change, refused with
 * VT_RULESET_ERROR_UMPIRE_DECIDES (vt-game-rulings.c) */
gboolean    _vt_game_check_map_given      (VtGame          *self,
                                           const VtAction  *action,
                                           GVariant        *params,
                                           GError         **error);
/* FALSE with VT_GAME_ERROR_NO_RULESET for a game without one */
gboolean    _vt_game_require_ruleset      (VtGame          *self,
                                           GError         **error);
/* the units a parameter of @role names in @params */
void        _vt_game_add_units_of_role    (VtGame          *self,
                                           const VtAction  *action,
                                           GVariant        *params,
                                           VtParamRole      role,
                                           GPtrArray       *units);

/* the tracker of every side's sight, made when first asked (vt-knowledge.c) */
struct _VtSightTracker *_vt_game_get_sight_tracker (VtGame *self);
/* a pace as a sentence says it ("at the quick step"), in the user's language */
char       *_vt_game_dup_pace_in_sentence (VtRuleset        *ruleset,
                                           const VtActivity *activity);

G_END_DECLS
