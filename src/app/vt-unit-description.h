/* vt-unit-description.h: a unit and its state in words, for a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/*
 * @unit of @scenario in the umpire's words, in the order a reader wants
 * them: "1st Battalion, Füsilier, Blue side, 600 men, Line, facing north,
 * disordered for 2 Züge". Display names only, never ids. With @knowledge
 * (a side's board; @scenario is then its view) a last-known mark says when
 * it was seen and nothing of now. The caller frees it.
 */
char *vt_unit_description_new (VtScenario  *scenario,
                               VtRuleset   *ruleset,
                               VtKnowledge *knowledge,
                               VtUnit      *unit);

/* "facing north", "facing north-east" …: @facing (degrees clockwise from
 * north) to the nearest of eight points */
const char *vt_unit_description_facing (double facing);

G_END_DECLS
