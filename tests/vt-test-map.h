/* vt-test-map.h: scenarios built in a test, a block and a rectangle at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* An infantry block of 450 in @formation at (@x, @y), facing north; the
 * scenario's own (transfer none). */
VtUnit    *vt_test_add_block     (VtScenario *scenario,
                                  const char *id,
                                  const char *name,
                                  const char *side,
                                  const char *formation,
                                  double      x,
                                  double      y);
/* A polygon of @kind from (@x0, @y0) to (@x1, @y1); the map's own. */
VtFeature *vt_test_add_rectangle (VtMap      *map,
                                  const char *id,
                                  const char *kind,
                                  double      x0,
                                  double      y0,
                                  double      x1,
                                  double      y1);

G_END_DECLS
