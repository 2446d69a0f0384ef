/* vt-test-map.c: scenarios built in a test, a block and a rectangle at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "vt-test-map.h"

VtUnit *
vt_test_add_block (VtScenario *scenario,
                   const char *id,
                   const char *name,
                   const char *side,
                   const char *formation,
                   double      x,
                   double      y)
{
  g_autoptr(VtUnit) unit = vt_unit_new (id, "infantry-block", side);

  vt_unit_set_name (unit, name);
  vt_unit_set_strength (unit, 450);
  vt_unit_set_formation (unit, formation);
  vt_unit_set_position (unit, &(VtPoint) { x, y });
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
  return vt_scenario_find_unit (scenario, id);
}

VtFeature *
vt_test_add_rectangle (VtMap      *map,
                       const char *id,
                       const char *kind,
                       double      x0,
                       double      y0,
                       double      x1,
                       double      y1)
{
  g_autoptr(VtFeature) feature = vt_feature_new (id, kind, VT_GEOMETRY_POLYGON);
  const VtPoint corners[] = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (feature, &corners[i]);
  vt_map_add_feature (map, feature);
  return vt_map_find_feature (map, id);
}
