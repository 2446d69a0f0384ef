/* vt-journal.h: the append-only record of a game, with its head
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

#define VT_TYPE_JOURNAL (vt_journal_get_type ())
G_DECLARE_FINAL_TYPE (VtJournal, vt_journal, VT, JOURNAL, GObject)

/* A GListModel of VtEvent: every event, including those after the head that
 * redo would bring back. The "head" property is the number of events in force;
 * "can-undo" and "can-redo" follow it. */
VtJournal *vt_journal_new      (void);
guint      vt_journal_get_head (VtJournal *self);
guint      vt_journal_get_length (VtJournal *self);
VtEvent   *vt_journal_get_event(VtJournal *self,
                                guint      position);
/* Appends after the head; events that redo would have brought back are dropped. */
void       vt_journal_append   (VtJournal *self,
                                VtEvent   *event);
gboolean   vt_journal_can_undo (VtJournal *self);
gboolean   vt_journal_can_redo (VtJournal *self);
/* Moves the head; the game replays. Return FALSE when there is nothing to do. */
gboolean   vt_journal_undo     (VtJournal *self);
gboolean   vt_journal_redo     (VtJournal *self);
/* for the file reader only: the head as saved */
gboolean   vt_journal_set_head (VtJournal *self,
                                guint      head);

G_END_DECLS
