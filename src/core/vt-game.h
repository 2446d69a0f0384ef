/* vt-game.h: a scenario with its journal, dice and the replayed state
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

#define VT_GAME_ERROR (vt_game_error_quark ())

typedef enum {
  VT_GAME_ERROR_UNKNOWN_UNIT,
  VT_GAME_ERROR_BAD_CHANGE,
} VtGameError;

GQuark vt_game_error_quark (void);

#define VT_TYPE_GAME (vt_game_get_type ())
G_DECLARE_FINAL_TYPE (VtGame, vt_game, VT, GAME, GObject)

/* Properties: "scenario", "ruleset", "seed" (construct-only), "state",
 * "journal", "dice", and "zug", "can-undo", "can-redo", which notify on a
 * real change. The "changed" signal (no arguments) follows every append,
 * undo, redo and replay. Undo and redo go through the game: moving the
 * journal's head alone leaves the state until vt_game_replay(). */

/* @ruleset may be NULL only where no rules are applied (validate, render). */
VtGame     *vt_game_new          (VtScenario *scenario,
                                  VtRuleset  *ruleset,
                                  guint32     seed);
/* the scenario as set up, before any event */
VtScenario *vt_game_get_scenario (VtGame     *self);
/* The scenario with the journal replayed to its head. The same object for the
 * life of the game: its units change in place, so views bound to it follow. */
VtScenario *vt_game_get_state    (VtGame     *self);
VtRuleset  *vt_game_get_ruleset  (VtGame     *self);
VtJournal  *vt_game_get_journal  (VtGame     *self);
VtDice     *vt_game_get_dice     (VtGame     *self);
/* 1 + the Züge advanced by clock events up to the head */
guint       vt_game_get_zug      (VtGame     *self);
/* Checks the event's changes against the state, then journals and applies it. */
gboolean    vt_game_append       (VtGame     *self,
                                  VtEvent    *event,
                                  GError    **error);
gboolean    vt_game_undo         (VtGame     *self);
gboolean    vt_game_redo         (VtGame     *self);
/* for the file reader: replays a journal read from disk onto the scenario */
gboolean    vt_game_replay       (VtGame     *self,
                                  GError    **error);

G_END_DECLS
