/* vt-game.h: a scenario with its journal, dice and the replayed state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"
#include "vt-message.h"

G_BEGIN_DECLS

#define VT_GAME_ERROR (vt_game_error_quark ())

typedef enum {
  VT_GAME_ERROR_UNKNOWN_UNIT,
  VT_GAME_ERROR_BAD_CHANGE,
  VT_GAME_ERROR_NO_RULESET,       /* the game has no ruleset to apply */
  VT_GAME_ERROR_UNKNOWN_ACTIVITY, /* not one of the unit's activities */
  VT_GAME_ERROR_OUT_OF_REACH,     /* beyond the allowance, or no way there */
  VT_GAME_ERROR_NOTHING_TO_DO,    /* the umpire asked for what is so already */
} VtGameError;

GQuark vt_game_error_quark (void);

/* A hundred million Züge are centuries of play; beyond, the Zug counter
 * would wrap round to an early Zug. No event moves the clock past it. */
#define VT_GAME_MAX_MOVE 100000000
/* the most an umpire's allowance gives a unit at once, in moves */
#define VT_GAME_MAX_ALLOWANCE 10

#define VT_TYPE_GAME (vt_game_get_type ())
G_DECLARE_FINAL_TYPE (VtGame, vt_game, VT, GAME, GObject)

/* Properties: "scenario", "ruleset", "seed" (construct-only), "state",
 * "journal", "dice", "loss-ledger", and "zug", "phase", "time",
 * "can-undo", "can-redo", which notify on a real change. The "changed" signal (no arguments) follows every append,
 * undo, redo and replay. Undo and redo go through the game: moving the
 * journal's head alone leaves the state until vt_game_replay(). */

/* @ruleset may be NULL only where no rules are applied (validate, render). */
VtGame     *vt_game_new          (VtScenario *scenario,
                                  VtRuleset  *ruleset,
                                  guint32     seed);
/* the scenario as set up, before any event */
VtScenario *vt_game_get_scenario (VtGame     *self);
/* The scenario with the journal replayed to its head. The same object for the
 * life of the game: its units change in place, so views bound to it follow. */
VtScenario *vt_game_get_state    (VtGame     *self);
VtRuleset  *vt_game_get_ruleset  (VtGame     *self);
VtJournal  *vt_game_get_journal  (VtGame     *self);
VtDice     *vt_game_get_dice     (VtGame     *self);
/* 1 + the Züge advanced by clock events up to the head */
guint       vt_game_get_move     (VtGame     *self);
/* Checks the event's changes against the state, then journals and applies it. */
gboolean    vt_game_append       (VtGame     *self,
                                  VtEvent    *event,
                                  GError    **error);
gboolean    vt_game_undo         (VtGame     *self);
gboolean    vt_game_redo         (VtGame     *self);
/* The phase within the Zug, an index into vt_ruleset_get_phases(). */
guint       vt_game_get_phase    (VtGame     *self);
/* The game time, minutes after midnight (may pass 24 h on long games). */
guint       vt_game_get_time     (VtGame     *self);
/* Journals a clock event: to the next phase, or the next Zug after the last. */
gboolean    vt_game_advance_phase(VtGame     *self,
                                  GError    **error);
/* Journals a clock event of @moves whole moves (several at once while the
 * forces are far apart); conditions count down by as many. */
gboolean    vt_game_advance_moves(VtGame     *self,
                                  guint       moves,
                                  GError    **error);

/* A table value as this game plays it: the house rule, else the ruleset's. */
double      vt_game_get_table_value (VtGame     *self,
                                     const char *table,
                                     const char *row,
                                     const char *column);

/* Moves @unit at @activity if the ground allows it within one move; else
 * fails with the reason ("I/1 can march 250 paces in this Zug at route
 * march; that point is 310 paces' march away over this ground"). Journals
 * one move event. */
gboolean    vt_game_move_unit    (VtGame        *self,
                                  VtUnit        *unit,
                                  const VtPoint *to,
                                  double         facing,
                                  const char    *activity,
                                  GError       **error);
/* the same with the umpire's reason for a move the rules of the moment
 * refuse (the other side's move, the ruleset's refusal he may overrule) */
gboolean    vt_game_move_unit_allowed (VtGame        *self,
                                       VtUnit        *unit,
                                       const VtPoint *to,
                                       double         facing,
                                       const char    *activity,
                                       const char    *umpire_allows,
                                       GError       **error);
/* whose move it is as the ruleset's turn has it; NULL: both sides move */
VtSide     *vt_game_get_side_to_move (VtGame     *self);
/* The ground the umpire changes in play reaches a side when its troops
 * see the change (vt-knowledge.h); this shows every change so far to all
 * sides at once, a "terrain" event with "publish". Refused when every side
 * has seen them all. */
gboolean    vt_game_may_publish_terrain (VtGame   *self);
gboolean    vt_game_publish_terrain  (VtGame     *self,
                                      GError    **error);
/* whether vt_game_set_side_to_move() may: alternate moves on measured ground */
gboolean    vt_game_may_give_move    (VtGame     *self);
/* gives @side_id the move now, with the umpire's reason (1812: the lot
 * when the night screen is lifted); alternate moves on measured ground */
gboolean    vt_game_set_side_to_move (VtGame     *self,
                                      const char *side_id,
                                      const char *reason,
                                      GError    **error);
/* the part of a move @unit has left in this Zug; 1 before it moves */
double      vt_game_get_move_left (VtGame        *self,
                                   VtUnit        *unit);
gboolean    vt_game_allow_move   (VtGame        *self,
                                  VtUnit        *unit,
                                  double         moves,
                                  const char    *reason,
                                  GError       **error);
gboolean    vt_game_set_formation(VtGame        *self,
                                  VtUnit        *unit,
                                  const char    *formation,
                                  GError       **error);
/* @umpire_allows: his reason for a change in the other side's move */
gboolean    vt_game_set_formation_allowed (VtGame     *self,
                                  VtUnit        *unit,
                                  const char    *formation,
                                  const char    *umpire_allows,
                                  GError       **error);

/* The phase as the umpire reads it: "Fire of Rot" where the phase is a
 * side's, else its label. */
char       *vt_game_dup_phase_label (VtGame     *self,
                                     guint       phase);

/* Checks @params against the action's declaration and lets the ruleset fill
 * what the map tells; see VtRulesetInterface.prepare. */
GVariant   *vt_game_prepare_action (VtGame      *self,
                                    const char  *action,
                                    GVariant    *params,
                                    GError     **error);
/* Resolves with the game's dice (entered faces first) without journalling:
 * the outcome to preview, and in @dice the rolls it took (a(suub)).
 * The outcome is an a{sv}: "summary" (s), "text" (s), "changes" (aa{sv}),
 * "losses" (aa{sv}: "unit" s, "arm" s, "points" d, "note" s) and whatever
 * else the ruleset reports. */
GVariant   *vt_game_resolve_action (VtGame      *self,
                                    const char  *action,
                                    GVariant    *params,
                                    GVariant   **dice,
                                    GError     **error);
/* As vt_game_resolve_action(), rolling @dice (the tool's seeded dice)
 * instead of the game's; in @record the rolls it took. */
GVariant   *vt_game_resolve_action_with_dice (VtGame      *self,
                                              const char  *action,
                                              GVariant    *params,
                                              VtDice      *dice,
                                              GVariant   **record,
                                              GError     **error);
/* The umpire's house rules and options, journalled ("house-rule" events):
 * undo takes them back, replay and the autosave keep them. */
gboolean    vt_game_set_house_rule   (VtGame      *self,
                                      const char  *table,
                                      const char  *row,
                                      const char  *column,
                                      double       value,
                                      GError     **error);
gboolean    vt_game_clear_house_rule (VtGame      *self,
                                      const char  *table,
                                      const char  *row,
                                      const char  *column,
                                      GError     **error);
/* @value NULL: as the ruleset sets it */
gboolean    vt_game_set_option       (VtGame      *self,
                                      const char  *name,
                                      GVariant    *value,
                                      GError     **error);
/* Whether the rules of the moment allow @action with @params: the phase it
 * belongs to, and fighters of two sides. Refused with
 * VT_RULESET_ERROR_UMPIRE_DECIDES unless @params give the umpire's reason
 * (VT_PARAM_UMPIRE_ALLOWS). vt_game_resolve_action() checks it. */
gboolean    vt_game_check_action   (VtGame      *self,
                                    const char  *action,
                                    GVariant    *params,
                                    GError     **error);
/* Journals a resolved action: one event with its dice, outcome and changes. */
gboolean    vt_game_apply_action   (VtGame      *self,
                                    const char  *action,
                                    GVariant    *params,
                                    GVariant    *outcome,
                                    GVariant    *dice,
                                    GError     **error);
/* The losses booked by actions up to the head. */
VtLossLedger *vt_game_get_loss_ledger (VtGame   *self);

/* What the losses have left of a unit, as the ledger's reader wants it. */
typedef enum {
  VT_UNIT_INTACT,      /* its full strength, nothing to recover from */
  VT_UNIT_REDUCED,     /* less than its type's full strength */
  VT_UNIT_RECOVERING,  /* under a condition that counts down (disorder, a repulse) */
  VT_UNIT_REMOVED,     /* no strength left: off the table */
  VT_UNIT_CAPTURED,    /* no strength left, the last of it taken prisoner */
} VtUnitState;

VtUnitState   vt_game_get_unit_state  (VtGame   *self,
                                       VtUnit   *unit);
/* "intact", "reduced", "recovering", "removed", "captured" */
const char   *vt_unit_state_to_string (VtUnitState state);

/* The umpire's note in the journal: a "note" event with @text. A critique
 * (@critique) is the umpire's judgement after the game ("praise goes to
 * whoever manoeuvred most naturally", 1824) and goes in every side's report;
 * another note only in the umpire's. */
gboolean    vt_game_add_note     (VtGame        *self,
                                  const char    *text,
                                  gboolean       critique,
                                  GError       **error);
/* The umpire reveals @unit_id, or every unit of another side in the
 * polygon @area, to @side_id, or hides it (@reveal FALSE), for the rest of
 * the Zug: a journalled "reveal" or "hide" event. */
gboolean    vt_game_reveal       (VtGame        *self,
                                  const char    *side_id,
                                  const char    *unit_id,
                                  const VtPoint *area,
                                  guint          n_area,
                                  gboolean       reveal,
                                  GError       **error);

/* Messages (vt-message.h): each send and each of the umpire's decisions
 * is a journalled event; the log is derived from them by replay. @from and
 * @to are a unit's id or a side's id (its commander); see
 * vt_game_send_message(). Refused by the ruleset with
 * VT_RULESET_ERROR_UMPIRE_DECIDES and the rule (1824 §12). */
VtMessage  *vt_game_send_message     (VtGame              *self,
                                      const char          *from,
                                      const char          *to,
                                      VtMessageKind        kind,
                                      const char          *text,
                                      guint                deliberation_minutes,
                                      GError             **error);
/* @umpire_allows: his reason for a message the rules of the moment refuse */
VtMessage  *vt_game_send_message_allowed (VtGame            *self,
                                      const char          *from,
                                      const char          *to,
                                      VtMessageKind        kind,
                                      const char          *text,
                                      guint                deliberation_minutes,
                                      const char          *umpire_allows,
                                      GError             **error);
/* When a message sent now would be due, and why (vt_game_check_message()). */
typedef struct {
  guint  due;           /* the Zug it arrives in */
  guint  delay;         /* Züge on the way, the deliberation's among them */
  guint  deliberation;  /* Züge of the commander's deliberation */
  double distance;      /* the courier's ride, in the map's unit; to or from a side,
                         * from or to its commander (vt_game_locate_commander) */
} VtMessagePlan;
/* Where @side_id's commander is now, and how that is known ("with I/1"). */
gboolean    vt_game_locate_commander (VtGame              *self,
                                      const char          *side_id,
                                      VtPoint             *at,
                                      char               **whereabouts);
gboolean    vt_game_check_message    (VtGame              *self,
                                      const char          *from,
                                      const char          *to,
                                      VtMessageKind        kind,
                                      guint                deliberation_minutes,
                                      const char          *umpire_allows,
                                      VtMessagePlan       *plan,
                                      GError             **error);
/* a report or intelligence naming @units (NULL-terminated ids), which
 * reach the addressee side's knowledge where they stand now, when it
 * arrives */
VtMessage  *vt_game_send_report      (VtGame              *self,
                                      const char          *from,
                                      const char          *to,
                                      VtMessageKind        kind,
                                      VtIntelligenceClass  klass,
                                      const char          *text,
                                      const char * const  *units,
                                      guint                deliberation_minutes,
                                      GError             **error);
/* the designer's plan: intelligence arriving in @due_move */
VtMessage  *vt_game_schedule_intelligence (VtGame              *self,
                                           const char          *to_side,
                                           VtIntelligenceClass  klass,
                                           const char          *text,
                                           const char * const  *units,
                                           guint                due_move,
                                           GError             **error);
/* the umpire's decisions on a message in transit (release: a held one) */
gboolean    vt_game_hold_message     (VtGame      *self,
                                      const char  *id,
                                      GError     **error);
gboolean    vt_game_release_message  (VtGame      *self,
                                      const char  *id,
                                      GError     **error);
/* a new Zug due, this one or later; due now delivers it at once */
gboolean    vt_game_hasten_message   (VtGame      *self,
                                      const char  *id,
                                      guint        due_move,
                                      GError     **error);
gboolean    vt_game_lose_message     (VtGame      *self,
                                      const char  *id,
                                      GError     **error);
gboolean    vt_game_intercept_message(VtGame      *self,
                                      const char  *id,
                                      const char  *side_id,
                                      GError     **error);
/* @text: as it will arrive */
gboolean    vt_game_garble_message   (VtGame      *self,
                                      const char  *id,
                                      const char  *text,
                                      GError     **error);

/* for the file reader: replays a journal read from disk onto the scenario */
gboolean    vt_game_replay       (VtGame     *self,
                                  GError    **error);

G_END_DECLS
