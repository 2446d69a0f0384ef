/* vt-message.h: orders, reports and intelligence on their way, derived from the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* What a message is. Orders, reports, intelligence and sealed notes go
 * through the umpire; talk and signal cards pass directly between
 * commanders, which is what a ruleset may limit (1824 §12: not beyond
 * 1,000 paces; 1812: twelve signal cards, none to a player cut off). */
typedef enum {
  VT_MESSAGE_ORDER,
  VT_MESSAGE_REPORT,
  VT_MESSAGE_INTELLIGENCE,
  VT_MESSAGE_SIGNAL_CARD,
  VT_MESSAGE_SEALED_NOTE,  /* to the umpire, held until he opens it */
  VT_MESSAGE_TALK,         /* commanders speaking directly */
} VtMessageKind;

#define VT_MESSAGE_N_KINDS (VT_MESSAGE_TALK + 1)

typedef enum {
  VT_MESSAGE_IN_TRANSIT,
  VT_MESSAGE_HELD,         /* the umpire keeps it back, or a sealed note unopened */
  VT_MESSAGE_DELIVERED,
  VT_MESSAGE_GARBLED,      /* delivered, with the umpire's garbled text */
  VT_MESSAGE_LOST,
  VT_MESSAGE_INTERCEPTED,  /* taken by another side; never delivered */
} VtMessageState;

/* Where intelligence comes from (1824 §14, the special idea:
 * patrols, more or less reliable spies, inhabitants and travellers). */
typedef enum {
  VT_INTELLIGENCE_NONE,
  VT_INTELLIGENCE_PATROL,
  VT_INTELLIGENCE_SPY,
  VT_INTELLIGENCE_INHABITANTS,
} VtIntelligenceClass;

/* The words of the file and the tool: "order", "report", "intelligence",
 * "signal-card", "sealed-note", "talk"; NULL for none */
const char   *vt_message_kind_to_string        (VtMessageKind        kind);
gboolean      vt_message_kind_from_string      (const char          *word,
                                                VtMessageKind       *kind);
/* "Order", "Signal card"… */
const char   *vt_message_kind_get_label        (VtMessageKind        kind);
/* whether it rides with a courier through the umpire (not talk or a card) */
gboolean      vt_message_kind_goes_by_courier  (VtMessageKind        kind);
/* "in-transit", "held", "delivered", "garbled", "lost", "intercepted" */
const char   *vt_message_state_to_string       (VtMessageState       state);
/* "patrol", "spy", "inhabitants"; NULL for none */
const char   *vt_intelligence_class_to_string  (VtIntelligenceClass  klass);
gboolean      vt_intelligence_class_from_string(const char          *word,
                                                VtIntelligenceClass *klass);

#define VT_TYPE_MESSAGE (vt_message_get_type ())
G_DECLARE_FINAL_TYPE (VtMessage, vt_message, VT, MESSAGE, GObject)

/* Properties, read-only, notified when a decision or the clock changes
 * them: "state", "due-move", "delivered-move", "text". */
const char         *vt_message_get_id              (VtMessage *self);
VtMessageKind       vt_message_get_kind            (VtMessage *self);
VtIntelligenceClass vt_message_get_intelligence    (VtMessage *self);
/* the sending unit; NULL from a side's commander or the umpire */
const char         *vt_message_get_from_unit       (VtMessage *self);
/* the sending side (the unit's); NULL from the umpire (intelligence) */
const char         *vt_message_get_from_side       (VtMessage *self);
/* the unit it is for; NULL for a side's commander or the umpire */
const char         *vt_message_get_to_unit         (VtMessage *self);
/* the side it is for; NULL for the umpire (a sealed note) */
const char         *vt_message_get_to_side         (VtMessage *self);
/* as it arrives (the umpire's garbled text if he garbled it) */
const char         *vt_message_get_text            (VtMessage *self);
/* as it was written */
const char         *vt_message_get_sent_text       (VtMessage *self);
guint               vt_message_get_sent_move       (VtMessage *self);
/* minutes after midnight, as vt_game_get_time() */
guint               vt_message_get_sent_time       (VtMessage *self);
guint               vt_message_get_due_move        (VtMessage *self);
guint               vt_message_get_due_time        (VtMessage *self);
/* the Zug it arrived in; 0 while not delivered */
guint               vt_message_get_delivered_move  (VtMessage *self);
VtMessageState      vt_message_get_state           (VtMessage *self);
/* DELIVERED or GARBLED */
gboolean            vt_message_is_delivered        (VtMessage *self);
/* in transit or held */
gboolean            vt_message_is_pending          (VtMessage *self);
/* the side that intercepted it, else NULL */
const char         *vt_message_get_intercepted_by  (VtMessage *self);
/* what was charged: paces ridden, minutes at the table */
double              vt_message_get_distance        (VtMessage *self);
guint               vt_message_get_deliberation    (VtMessage *self);
/* planned by the designer to arrive at its due Zug */
gboolean            vt_message_get_scheduled       (VtMessage *self);
/* a report's units and where they were: a(sdd), never NULL */
GVariant           *vt_message_get_reported_units  (VtMessage *self);
/* Züge until it is due from @move; 0 when due or no longer pending */
guint               vt_message_get_moves_left      (VtMessage *self,
                                                    guint      move);

/*
 * What @side_id (NULL: the umpire, who sees all) knows of a message it
 * sent, received or intercepted: what it sent stays "sent" with the text
 * as written (not whether it arrived, was lost or garbled); what reached
 * it is "delivered" with the text as it arrived (not that it was garbled);
 * what it intercepted is "intercepted", as written; a report of its own
 * troops to its own side is not read before it arrives. The state is a
 * word of vt_message_state_to_string(), or "sent".
 */
const char         *vt_message_get_state_for       (VtMessage  *self,
                                                    const char *side_id);
const char         *vt_message_get_text_for        (VtMessage  *self,
                                                    const char *side_id);
/* The name of an end of a message as the umpire reads it: the unit's
 * display name in @state, else the side's name (its commander), else "the
 * umpire" (both NULL). Borrowed from @state, or static. */
const char         *vt_message_end_name            (VtScenario *state,
                                                    const char *unit_id,
                                                    const char *side_id);
/* ... and as @reader_id may know it: its own units by name, another
 * side's by that side's name alone; NULL: the umpire */
const char         *vt_message_end_name_for        (VtScenario *state,
                                                    const char *unit_id,
                                                    const char *side_id,
                                                    const char *reader_id);

/* whether @side_id knows when it was delivered (the umpire always does) */
gboolean            vt_message_is_delivered_for    (VtMessage  *self,
                                                    const char *side_id);

#define VT_TYPE_MESSAGE_LOG (vt_message_log_get_type ())
G_DECLARE_FINAL_TYPE (VtMessageLog, vt_message_log, VT, MESSAGE_LOG, GObject)

/*
 * A GListModel of every VtMessage sent up to the journal's head, in the
 * order sent: derived by replay like the knowledge, so undo, redo, a
 * reload and the clock all agree. Emits "changed" (no arguments) after the
 * messages changed, before the game's own "changed". The lists below are
 * new arrays (free with g_ptr_array_unref) of the log's messages.
 */
VtMessageLog *vt_game_get_messages              (VtGame       *game);
VtMessage    *vt_message_log_find               (VtMessageLog *self,
                                                 const char   *id);
/* where the clock stands, as the log knows it */
guint         vt_message_log_get_move           (VtMessageLog *self);
/* in transit and held, sorted by the Zug they are due, then as sent */
GPtrArray    *vt_message_log_dup_in_transit     (VtMessageLog *self);
/* delivered in the current Zug, and held ones whose Zug has come */
GPtrArray    *vt_message_log_dup_due_now        (VtMessageLog *self);
/* delivered to @side_id, in the order they arrived */
GPtrArray    *vt_message_log_dup_delivered_to   (VtMessageLog *self,
                                                 const char   *side_id);
/* What @side_id knows of: what it sent, what was delivered to it, what
 * it intercepted. Nothing on its way to it, nothing between others. */
GPtrArray    *vt_message_log_dup_of_side        (VtMessageLog *self,
                                                 const char   *side_id);
/* @message's number as @side_id counts its own (sent, received,
 * intercepted, in the order it came to know them), from 1; 0: it does
 * not know it; NULL: the umpire's, in the order sent */
guint         vt_message_log_get_number_for     (VtMessageLog *self,
                                                 VtMessage    *message,
                                                 const char   *side_id);
/* how many messages of @kind @side_id has sent */
guint         vt_message_log_count_sent         (VtMessageLog *self,
                                                 const char   *side_id,
                                                 VtMessageKind kind);

G_END_DECLS
