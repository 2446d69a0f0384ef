/* vt-message-private.h: how the game, the reader and the knowledge replay messages, in-tree only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "vt-change-private.h"
#include "vt-message.h"

G_BEGIN_DECLS

/* A log of its own, not a game's: the reader checks a file's messages
 * with one, the knowledge finds when reports arrive with another. Times
 * are counted from @scenario's start time with @ruleset's minutes. */
VtMessageLog *_vt_message_log_new      (VtScenario           *scenario,
                                        VtRuleset            *ruleset);
/* back to before the first event, silently */
void          _vt_message_log_reset    (VtMessageLog         *self);
/* The check of a "message" or "message-decision" event's kind (the
 * kind table's, vt-event.c): what it carries, and with @context's
 * messages (when set) whether the message it decides on exists and may
 * be so decided. */
gboolean      _vt_message_check_event  (VtEvent              *event,
                                        const VtEventContext *context,
                                        GError              **error);
/* One message as a "message" event's payload carries it, or an action's
 * outcome in its "messages" (aa{sv}); the id must be new in @context's
 * messages. */
gboolean      _vt_message_check_payload(GVariant             *payload,
                                        const VtEventContext *context,
                                        GError              **error);
/* @event, which passed vt_event_check(), at the clock the log stands at
 * (a "message", a decision, a clock, or an action whose outcome sends);
 * the messages it delivers are added to @delivered (nullable), in the
 * order they arrived. Silent: see _vt_message_log_announce(). */
void          _vt_message_log_step     (VtMessageLog         *self,
                                        VtEvent              *event,
                                        GPtrArray            *delivered);
/* Takes over @from's messages (a replay worked out on a scratch log) and
 * tells the list's views. */
void          _vt_message_log_assign   (VtMessageLog         *self,
                                        VtMessageLog         *from);
/* "changed" if a step changed anything since the last announcement */
void          _vt_message_log_announce (VtMessageLog         *self);

G_END_DECLS
