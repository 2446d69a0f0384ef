/* vt-change-private.h: checking and applying changes and events, in-tree only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "vt-change.h"
#include "vt-message.h"
#include "vt-ruleset.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* What an event is checked against: the game's units and map, its ruleset,
 * where the clock stands before the event and the messages sent so far. The game and the file
 * reader both fill one, so an event means the same to both. */
typedef struct
{
  VtScenario *scenario;
  VtRuleset  *ruleset; /* nullable: no catalogue to hold formations to */
  guint       move;
  /* nullable: the messages sent before the event, so that a decision
   * names one that exists and is still on its way (vt-message-private.h) */
  VtMessageLog *messages;
  /* nullable: every unit as it stands before the event (id → VtUnit), when
   * the scenario's are not those (a replay's scratch copies); units are
   * then looked up here alone */
  GHashTable   *units;
  /* nullable: the units earlier changes created (id → VtUnit, owned),
   * looked up before the others; vt_change_check_created() adds to it */
  GHashTable   *created;
} VtEventContext;

/* the unit @unit_id as it stands before the change, or NULL */
VtUnit  *_vt_event_context_find_unit (const VtEventContext *context,
                                      const char           *unit_id);

/* VT_GAME_ERROR_UNKNOWN_UNIT or _BAD_CHANGE when @change is not one the
 * game can apply. */
gboolean vt_change_check       (GVariant              *change,
                                const VtEventContext  *context,
                                GError               **error);
/* @change has passed vt_change_check(); @unit is the unit it names */
void     vt_change_apply       (GVariant              *change,
                                VtUnit                *unit);
/* whether @change creates its unit (it carries "type") */
gboolean _vt_change_creates    (GVariant              *change);
/* the unit a creating change that passed vt_change_check() brings in */
VtUnit  *_vt_change_new_unit   (GVariant              *change);
/* vt_change_check(), then, when @change creates its unit, the unit goes
 * into @context->created (a table of the caller's, made when NULL), so
 * later changes of the same event or journal may name it */
gboolean vt_change_check_created (GVariant            *change,
                                  VtEventContext      *context,
                                  GError             **error);

/* Each unit's side as @set_up has it (id → side id, borrowed from
 * @set_up), to follow the sides through a journal: a report or the ledger
 * reading an event needs the sides as they stood at it. */
GHashTable *_vt_change_sides_new  (VtScenario            *set_up);
/* the sides after @event's changes (strings borrowed from @event) */
void        _vt_change_sides_step (GHashTable            *sides,
                                   VtEvent               *event);

/* The checks of the event's own kind (a clock's Züge and phase, an
 * action's losses), without its changes. */
gboolean vt_event_check_kind   (VtEvent               *event,
                                const VtEventContext  *context,
                                GError               **error);
/* vt_event_check_kind() and every change */
gboolean vt_event_check        (VtEvent               *event,
                                const VtEventContext  *context,
                                GError               **error);
/* the Zug the clock stands at after @event, from @move before it */
guint    vt_event_advance_move (VtEvent               *event,
                                guint                  move);

G_END_DECLS
