/* vt-account-private.h: what an event names, in-tree only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-event.h"
#include "vt-outcome.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* Every unit id @event may name, appended to @ids as a copy (g_free): its
 * payload's "unit", its changes' and losses' units, its phrase's, and
 * every string of an action's parameters (the firers, the target; an id
 * of no unit is harmless to the caller). */
void  _vt_event_collect_units  (VtEvent    *event,
                                GPtrArray  *ids);
/* the event's summary as a phrase (a new reference), or NULL (an old
 * file's event) */
GVariant *_vt_event_get_phrase (VtEvent    *event);
/* @summary, then what vt_event_dup_text() adds to the summary: the
 * ruleset's note and the umpire's ruling */
char *_vt_event_dup_text_with  (VtEvent    *event,
                                const char *summary);

/* @phrase in the umpire's words: every unit by its side and name (by its
 * id without a @game: the tool's resolve of a ruleset alone); NULL where it
 * cannot be said (vt-phrase-private.h) */
char *_vt_phrase_say_for_umpire (VtGame     *game,
                                 VtRuleset  *ruleset,
                                 GVariant   *phrase);

G_END_DECLS
