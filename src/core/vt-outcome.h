/* vt-outcome.h: what a ruleset's resolve returns, built without spelling keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* The keys of an outcome as the core, the ledger and the tool read them. */
#define VT_OUTCOME_SUMMARY "summary" /* s: one line for the journal */
#define VT_OUTCOME_SUMMARY_PHRASE "summary-phrase" /* a{sv}: the summary as a phrase (vt-phrase.h),
                                                 * said in each reader's words; also a core
                                                 * event's payload's */
#define VT_OUTCOME_TEXT    "text"    /* s: the reasoning, for the umpire */
#define VT_OUTCOME_LOSSES  "losses"  /* aa{sv}: "unit", "arm", "points", "note", "men" (u, when the
                                       * strength fell: by how much), "captured" (b, prisoners),
                                       * VT_OUTCOME_LOSS_CAUSE */
#define VT_OUTCOME_LOSS_CAUSE "note-phrase" /* a{sv}: a loss's note as a phrase (vt-phrase.h) */
#define VT_OUTCOME_CHANGES "changes" /* aa{sv}: "unit" and the fields it sets */
#define VT_OUTCOME_NOTES   "notes"   /* as: remarks for the umpire */

/**
 * VtOutcome:
 *
 * A builder for the a{sv} a ruleset's resolve returns: a summary, a text,
 * the changes the core replays (strength, conditions, anything else a change
 * may set), the losses the loss ledger books, notes, and values of the
 * rule's own. A loss and the strength it leaves are booked by one call.
 *
 * The a{sv} keeps its keys in the order they were first set; the losses and
 * the changes take theirs where vt_outcome_list_losses() and
 * vt_outcome_list_changes() are called, else at the end.
 */
typedef struct _VtOutcome VtOutcome;

VtOutcome *vt_outcome_new           (void);
void       vt_outcome_free          (VtOutcome  *self);

void       vt_outcome_set_summary   (VtOutcome  *self,
                                     const char *summary);
/* The summary as a phrase (vt-phrase.h), floating: each reader hears it
 * in his language, and each unit in it as his side knows it. The core
 * says it in the umpire's words for the summary, unless one is set. */
void       vt_outcome_set_summary_phrase (VtOutcome *self,
                                          GVariant  *phrase);
void       vt_outcome_set_text      (VtOutcome  *self,
                                     const char *text);
/* a value of the rule's own, as g_variant_dict_insert() takes it */
void       vt_outcome_set           (VtOutcome  *self,
                                     const char *key,
                                     const char *format,
                                     ...);
/* takes a floating @value */
void       vt_outcome_set_value     (VtOutcome  *self,
                                     const char *key,
                                     GVariant   *value);

/* The outcome lists its losses, or its changes, even when there are none:
 * an empty list says "none". */
void       vt_outcome_list_losses   (VtOutcome  *self);
void       vt_outcome_list_changes  (VtOutcome  *self);

/* Books @points of @arm (the ruleset's unit of account, NULL: the unit
 * type's arm) on @unit_id with @note, and, when @strength_after differs
 * from @strength_before, the change of strength the loss brings. */
void       vt_outcome_book_loss     (VtOutcome  *self,
                                     const char *unit_id,
                                     const char *arm,
                                     double      points,
                                     const char *note,
                                     guint       strength_before,
                                     guint       strength_after);
/* the same for men taken prisoner or a figure captured: the ledger marks it */
void       vt_outcome_book_capture  (VtOutcome  *self,
                                     const char *unit_id,
                                     const char *arm,
                                     double      points,
                                     const char *note,
                                     guint       strength_before,
                                     guint       strength_after);
/* The two with the note as a phrase (vt-phrase.h, floating): each reader
 * reads the cause in his language, and a unit it names as his side knew
 * it ("shot 2 of troops near the mill"). */
void       vt_outcome_book_loss_phrase    (VtOutcome  *self,
                                           const char *unit_id,
                                           const char *arm,
                                           double      points,
                                           GVariant   *cause,
                                           guint       strength_before,
                                           guint       strength_after);
void       vt_outcome_book_capture_phrase (VtOutcome  *self,
                                           const char *unit_id,
                                           const char *arm,
                                           double      points,
                                           GVariant   *cause,
                                           guint       strength_before,
                                           guint       strength_after);
/* a change of strength with no loss behind it (drawn in, reinforced) */
void       vt_outcome_change_strength (VtOutcome  *self,
                                       const char *unit_id,
                                       guint       strength);
/* the unit passes to @side_id (a gun captured); its losses in the same
 * outcome stay on the side it leaves */
void       vt_outcome_change_side   (VtOutcome  *self,
                                     const char *unit_id,
                                     const char *side_id);
/* a countdown condition on a unit: @moves moves, 0 ends it,
 * VT_CONDITION_UNTIL_ENDED lasts until a change ends it */
void       vt_outcome_change_condition (VtOutcome  *self,
                                        const char *unit_id,
                                        const char *condition,
                                        const char *label,
                                        guint       moves);
/* A new unit @unit_id (an id no unit of the game has) of @unit_type for
 * @side_id, at (@x, @y) with @strength: prisoners led away as a body of
 * their own, a box opened into its bodies. @name is nullable. Later calls
 * may change it further (a condition, its formation) in the same outcome. */
void       vt_outcome_create_unit   (VtOutcome  *self,
                                     const char *unit_id,
                                     const char *unit_type,
                                     const char *side_id,
                                     const char *name,
                                     double      x,
                                     double      y,
                                     guint       strength);
/* any other change: an a{sv} with "unit" and the keys it sets; takes a
 * floating @change */
void       vt_outcome_add_change    (VtOutcome  *self,
                                     GVariant   *change);
void       vt_outcome_add_note      (VtOutcome  *self,
                                     const char *note);

guint      vt_outcome_get_n_losses  (VtOutcome  *self);
guint      vt_outcome_get_n_changes (VtOutcome  *self);

/* The a{sv}, floating; the builder is empty afterwards. */
GVariant  *vt_outcome_end           (VtOutcome  *self);

/* The change vt_outcome_change_condition() adds, for a rule that builds
 * its changes elsewhere. Floating. */
GVariant  *vt_condition_change_new  (const char *unit_id,
                                     const char *condition,
                                     const char *label,
                                     guint       moves);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtOutcome, vt_outcome_free)

G_END_DECLS
