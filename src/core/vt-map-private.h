/* vt-map-private.h: finding a map's features by where they are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-map.h"

G_BEGIN_DECLS

/* The positions in the features model of those whose extents, grown by
 * @slack, meet the box from @min to @max, in the model's order: culling
 * costs what is near the box, not the whole map. The index behind it is
 * built on first use and dropped when the map changes. */
GArray *_vt_map_find_features (VtMap         *map,
                               const VtPoint *min,
                               const VtPoint *max,
                               double         slack);

/* @self's features become copies of @from's, with one "changed". */
void    _vt_map_assign_features (VtMap *self,
                                 VtMap *from);

G_END_DECLS
