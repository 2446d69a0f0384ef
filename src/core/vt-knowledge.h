/* vt-knowledge.h: what one side knows, derived from the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib-object.h>

#include "vt-sight.h"
#include "vt-types.h"

G_BEGIN_DECLS

#define VT_TYPE_KNOWLEDGE (vt_knowledge_get_type ())
G_DECLARE_FINAL_TYPE (VtKnowledge, vt_knowledge, VT, KNOWLEDGE, GObject)

/*
 * Owned by the game, one per side, kept current as events are appended,
 * undone, redone and replayed; emits "changed" when the side's picture
 * changes (after the game's state, before the game's own "changed").
 * Sight is taken after every event in force, so what a side saw, and
 * when, is the journal's, never stored.
 */
VtKnowledge *vt_game_get_knowledge     (VtGame      *game,
                                        const char  *side_id);
const char  *vt_knowledge_get_side     (VtKnowledge *knowledge);
/* what the side knows now of a unit of the umpire's state, by its real id;
 * its own units are exact, an unknown id is not seen */
VtSighting   vt_knowledge_get_sighting (VtKnowledge *knowledge,
                                        const char  *unit_id);
/*
 * The side's picture as a scenario of its own (new reference): the same
 * map and sides, the General-Idee and ONLY this side's special idea; its
 * own units as they are; enemy units seen exact as copies; enemy units
 * seen as troops as stand-ins (ids "troops-1"…, named with the ruleset's
 * word, unit type "troops", no strength); units seen before but not now as
 * stand-ins where last seen (ids "last-1"…, with the name, type, formation
 * and facing they had when seen exactly; a "troops" stand-in when only
 * seen as troops). Nothing else: no id, name, position or count of an
 * unseen unit is in it.
 */
VtScenario  *vt_knowledge_dup_view     (VtKnowledge *knowledge);

typedef struct {
  VtSighting sighting;    /* now; NONE for a last-known mark */
  gboolean   last_known;  /* not seen now: drawn where it was last seen */
  gboolean   own;         /* one of the side's own units */
  guint      move;        /* the move (Zug) when last seen; now for a unit seen now */
  char      *time_label;  /* the game time then, as the clock shows it ("06:38"); free with g_free */
  /* a last-known mark that came by a report, not by the side's own eyes:
   * who reported it ("patrol", "spy", "inhabitants", or the reporting
   * unit's name), and @move is the Zug it was reported in ("reported by
   * patrol, Zug 6"); NULL otherwise. Owned by the knowledge, valid until
   * it next changes; not to be freed. */
  const char *reported_by;
} VtKnowledgeMark;

/* How a unit of the view (by its id IN THE VIEW) is to be drawn; FALSE if
 * the view has no such unit. */
gboolean     vt_knowledge_get_mark     (VtKnowledge     *knowledge,
                                        const char      *view_unit_id,
                                        VtKnowledgeMark *mark);

G_END_DECLS
