/* rz24-losses.h: loss Points, thresholds, block exchanges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* the actions of this file, as a dispatch table (VtActionRule) */
const VtActionRule *rz24_losses_get_rules (guint *n_rules);
const VtRuleTable *rz24_losses_get_tables  (guint      *n_tables);

/* Men (horses, guns) that @points stand for in @arm: "closed-infantry"
 * (three ranks), "two-rank-infantry", "skirmishers", "cavalry", "artillery";
 * NAN for another arm. */
double             rz24_losses_points_to_men (VtGame     *game,
                                              const char *arm,
                                              double      points);
double             rz24_losses_men_to_points (VtGame     *game,
                                              const char *arm,
                                              double      men);
/* The Points at which @arm's peg moves a piece: 15, 60, 60, 25. */
double             rz24_losses_threshold     (VtGame     *game,
                                              const char *arm);

/* The units a unit parameter names: one id or several separated by commas
 * (the selected blocks), looked up in @game's state. Empty when @game is NULL
 * or the parameter absent; NULL with VT_RULESET_ERROR_BAD_PARAMETER when an
 * id is not on the map. */
GPtrArray         *rz24_losses_engaged_units (VtGame          *game,
                                              GVariant        *params,
                                              const char      *name,
                                              GError         **error);

/* Fire and combat are between two parties: refuses a unit named on both
 * sides, as @action's @one and @other parameters. */
gboolean           rz24_losses_apart         (GPtrArray       *one,
                                              GPtrArray       *other,
                                              const char      *action,
                                              const char      *one_name,
                                              const char      *other_name,
                                              GError         **error);

/* Books @points on @unit (NULL: on nobody, only told in @text) into
 * @outcome, with the strength and block exchange that the unit's running
 * total brings; explains both in @text. @arm NULL: the unit's own loss arm. */
void               rz24_losses_book          (VtGame          *game,
                                              VtUnit          *unit,
                                              const char      *arm,
                                              double           points,
                                              const char      *note,
                                              VtOutcome       *outcome,
                                              GString         *text);
/* @note is the ledger's cause, untranslated (N_()): each reader reads it in
 * his language. */
/* Books @unit lost whole (a battery taken): the Points of all its strength,
 * and strength 0, whatever the pegs say. */
void               rz24_losses_book_lost     (VtGame          *game,
                                              VtUnit          *unit,
                                              const char      *arm,
                                              const char      *note,
                                              VtOutcome       *outcome,
                                              GString         *text);

G_END_DECLS
