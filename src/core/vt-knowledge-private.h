/* vt-knowledge-private.h: how the game keeps its sides' knowledge current
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-knowledge.h"

G_BEGIN_DECLS

/* Every side's sight, shared by the sides' VtKnowledge; owned by the game. */
typedef struct _VtSightTracker VtSightTracker;

/* replays the game's journal to its head at once */
VtSightTracker *_vt_sight_tracker_new       (VtGame         *game);
void            _vt_sight_tracker_free      (VtSightTracker *tracker);
/* @event was just appended at the head and applied to the state */
void            _vt_sight_tracker_appended  (VtSightTracker *tracker,
                                             VtEvent        *event);
/* the head moved (undo, redo, a replay, a load): from the start */
void            _vt_sight_tracker_rebuild   (VtSightTracker *tracker);
VtKnowledge    *_vt_sight_tracker_get       (VtSightTracker *tracker,
                                             const char     *side_id);

/* What @side_id saw of @unit_id at the journal's @index'th event in force:
 * the better of before and after it (its own unit: EXACT; @own says it was
 * the side's before or after), and where the unit stood after it. FALSE
 * when the event does not name the unit. */
gboolean        _vt_sight_tracker_get_event_sight (VtSightTracker *tracker,
                                                   guint           index,
                                                   const char     *unit_id,
                                                   const char     *side_id,
                                                   VtSighting     *level,
                                                   gboolean       *own,
                                                   VtPoint        *position);

/* whether a change of the ground in force is one some side has not seen */
gboolean        _vt_sight_tracker_has_unseen_ground (VtSightTracker *tracker);

G_END_DECLS
