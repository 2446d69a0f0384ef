/* vt-sight-private.h: the sight engine's index, for the knowledge of the sides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-ruleset.h"
#include "vt-sight.h"

G_BEGIN_DECLS

typedef struct _VtSightIndex VtSightIndex;

/* The index of @map's features that matter to sight, built on first use
 * and kept on the map until it changes or another ruleset asks. transfer
 * none; NULL for a board (no ground to see over). */
VtSightIndex *_vt_sight_index_get       (VtMap         *map,
                                         VtRuleset     *ruleset);
double        _vt_sight_index_elevation (VtSightIndex  *index,
                                         const VtPoint *point);
/* @from_z and @to_z are heights above 0, not above the ground */
gboolean      _vt_sight_index_line      (VtSightIndex  *index,
                                         const VtPoint *from,
                                         double         from_z,
                                         const VtPoint *to,
                                         double         to_z,
                                         VtFeature    **blocker);

/* the height of the ground a hill feature stands for: its attribute
 * "height", else its kind's; 0 for flat ground */
double        _vt_sight_feature_height  (VtFeature           *feature,
                                         const VtTerrainKind *kind);

G_END_DECLS
