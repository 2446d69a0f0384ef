/* vt-event.h: one entry of the game journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib-object.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* Kinds the core knows; a ruleset's actions are all "action". */
#define VT_EVENT_MOVE      "move"
#define VT_EVENT_FORMATION "formation"
#define VT_EVENT_LOSS      "loss"
#define VT_EVENT_ACTION    "action"
#define VT_EVENT_CLOCK     "clock"
#define VT_EVENT_NOTE      "note"
#define VT_EVENT_ALLOWANCE "allowance" /* the umpire lets a unit move further */
#define VT_EVENT_HOUSE_RULE "house-rule" /* the umpire sets a table's cell or an option */
#define VT_EVENT_REVEAL    "reveal"    /* the umpire shows a unit or an area to a side */
#define VT_EVENT_HIDE      "hide"      /* the umpire hides a unit or an area from a side */
#define VT_EVENT_MESSAGE   "message"   /* an order, report or intelligence is sent (vt-message.h) */
#define VT_EVENT_MESSAGE_DECISION "message-decision" /* the umpire holds, hastens, loses… one */
#define VT_EVENT_TERRAIN   "terrain"   /* the umpire changes the ground of a begun game (vt-edit.h):
                                        * "feature" (VT_FEATURE_VARIANT_TYPE) put, or "removed" (s) */

#define VT_TYPE_EVENT (vt_event_get_type ())
G_DECLARE_FINAL_TYPE (VtEvent, vt_event, VT, EVENT, GObject)

/*
 * An event is what happened (@kind and @payload, an a{sv} for the record and
 * the report), the dice it took (a(suub), see vt_dice_take_record()) and the
 * changes it makes to the state: an aa{sv}, each change naming a "unit" (s)
 * and any of "x", "y", "facing" (d), "cell" (u), "formation" (s) and
 * "strength" (u), and "conditions" (a(ssu): id, label, Züge left; 0 ends
 * one). A "clock" event carries "zuege" (u) in its payload, the whole Züge
 * it advances (the phase goes back to the first, every condition counts
 * down), and/or "phase" (u), the phase within the Zug it moves to.
 * Replaying the changes and the clock in order gives the state.
 */
VtEvent    *vt_event_new          (const char *kind,
                                   guint       move,
                                   const char *summary,
                                   GVariant   *payload,
                                   GVariant   *dice,
                                   GVariant   *changes);
/* convenience constructors for the core's own kinds */
VtEvent    *vt_event_new_move     (guint       move,
                                   VtUnit     *unit,
                                   const VtPoint *to,
                                   double      facing);
VtEvent    *vt_event_new_formation(guint       move,
                                   VtUnit     *unit,
                                   const char *formation);
VtEvent    *vt_event_new_clock    (guint       move,
                                   guint       moves,
                                   VtRuleset  *ruleset);
/* The umpire reveals (@reveal) or hides a unit, or every unit of other
 * sides in the polygon @area (@n_area points), to @side_id: a "reveal" or
 * "hide" event with "side" (s) and "unit" (s) and/or "area" (a(dd)) in its
 * payload. It holds until the clock's next whole Zug. @summary (nullable)
 * says it in the umpire's words; NULL: in the ids. */
VtEvent    *vt_event_new_reveal   (guint          move,
                                   const char    *side_id,
                                   const char    *unit_id,
                                   const VtPoint *area,
                                   guint          n_area,
                                   gboolean       reveal,
                                   const char    *summary);
const char *vt_event_get_kind     (VtEvent    *self);
guint       vt_event_get_move     (VtEvent    *self);
const char *vt_event_get_summary  (VtEvent    *self);
/* The entry as the umpire reads it: the summary, then the payload's
 * "note" where it has one (the ruleset's words on a move,
 * vt_ruleset_describe_move()). A side's report reads the summary alone:
 * the note may name pieces that side never saw. */
char       *vt_event_dup_text     (VtEvent    *self);
/* a{sv}, never NULL */
GVariant   *vt_event_get_payload  (VtEvent    *self);
/* a(suub), never NULL */
GVariant   *vt_event_get_dice     (VtEvent    *self);
/* aa{sv}, never NULL */
GVariant   *vt_event_get_changes  (VtEvent    *self);

G_END_DECLS
