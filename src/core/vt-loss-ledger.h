/* vt-loss-ledger.h: the losses booked in a game, in the ruleset's points
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

#define VT_TYPE_LOSS_ENTRY (vt_loss_entry_get_type ())
G_DECLARE_FINAL_TYPE (VtLossEntry, vt_loss_entry, VT, LOSS_ENTRY, GObject)

guint       vt_loss_entry_get_move   (VtLossEntry *self);
const char *vt_loss_entry_get_unit   (VtLossEntry *self);
const char *vt_loss_entry_get_side   (VtLossEntry *self);
const char *vt_loss_entry_get_arm    (VtLossEntry *self);
double      vt_loss_entry_get_points (VtLossEntry *self);
const char *vt_loss_entry_get_note   (VtLossEntry *self);
/* the strength it cost (muskets, horses, guns); -1: the outcome did not say */
gint        vt_loss_entry_get_men    (VtLossEntry *self);
/* taken prisoner (a captured figure, Wells's prisoners), not killed */
gboolean    vt_loss_entry_get_captured (VtLossEntry *self);
/* the dice thrown for it, "II 5, I 3"; NULL: none */
const char *vt_loss_entry_get_dice   (VtLossEntry *self);
/* the note as a phrase (vt_game_dup_loss_cause() says it); NULL: an old file's */
GVariant   *vt_loss_entry_get_cause  (VtLossEntry *self);
/* the journal's index of the event that booked it */
guint       vt_loss_entry_get_event  (VtLossEntry *self);

#define VT_TYPE_LOSS_LEDGER (vt_loss_ledger_get_type ())
G_DECLARE_FINAL_TYPE (VtLossLedger, vt_loss_ledger, VT, LOSS_LEDGER, GObject)

/* A GListModel of VtLossEntry in the order they were booked. */
VtLossLedger *vt_loss_ledger_new        (void);
void          vt_loss_ledger_book       (VtLossLedger *self,
                                         guint         move,
                                         const char   *unit,
                                         const char   *side,
                                         const char   *arm,
                                         double        points,
                                         const char   *note,
                                         gint          men);
/* the dice of the entry booked last (the game's, from the event) */
void          vt_loss_ledger_set_dice   (VtLossLedger *self,
                                         const char   *dice);
/* the event that booked the entry booked last, and its note as a phrase */
void          vt_loss_ledger_set_cause  (VtLossLedger *self,
                                         guint         event,
                                         GVariant     *cause);
/* the entry booked last was a capture */
void          vt_loss_ledger_set_captured (VtLossLedger *self);
/* whether @unit's latest loss was a capture */
gboolean      vt_loss_ledger_is_captured (VtLossLedger *self,
                                         const char   *unit);
void          vt_loss_ledger_clear      (VtLossLedger *self);
/* sums; NULL matches any side, arm or unit */
double        vt_loss_ledger_get_total  (VtLossLedger *self,
                                         const char   *side,
                                         const char   *arm,
                                         const char   *unit);

/* The ledger of @game as RFC 4180 comma-separated values with a header
 * line: move, unit (its name in the state), unit id, side (its name),
 * division, arm, points, men (empty when not told), dice, cause (as the
 * reader knew it: vt_game_dup_loss_cause()), captured ("yes" or empty);
 * only @side_id's losses when set. */
char         *vt_loss_ledger_to_csv     (VtLossLedger *self,
                                         VtGame       *game,
                                         const char   *side_id);

G_END_DECLS
