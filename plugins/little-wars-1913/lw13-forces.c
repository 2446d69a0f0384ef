/* lw13-forces.c: the smallest force a side may bring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Varieties of the Battle-Game, the note to (1): "This game can be fought
 * with any sized force, but if it is fought with less than 50 a side, the
 * minimum must be 10 a side." So a side of fewer than ten men is refused;
 * no upper limit. Men are the infantry, cavalry and boxed men (a box's
 * strength); guns are no men. The 150 points of Composition of Forces bind
 * only a game bought with them (action purchase).
 */
#define G_LOG_DOMAIN "lw13-forces"

#include "lw13-i18n.h"

#include "lw13-catalogue.h"
#include "lw13-forces.h"

#define MINIMUM_MEN 10

static gboolean
is_men (const char *type)
{
  return g_strcmp0 (type, LW13_INFANTRY) == 0 || g_strcmp0 (type, LW13_CAVALRY) == 0 ||
         g_strcmp0 (type, LW13_BOX) == 0;
}

void
lw13_forces_check (VtRuleset  *ruleset,
                   VtScenario *scenario,
                   GPtrArray  *problems)
{
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);

  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      guint men = 0;

      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

          if (g_strcmp0 (vt_unit_get_side (unit), vt_side_get_id (side)) == 0 &&
              is_men (vt_unit_get_unit_type (unit)))
            men += vt_unit_get_strength (unit);
        }
      if (men < MINIMUM_MEN)
        {
          /* TRANSLATORS: "Blue has 9 men; under 50 a side the minimum is 10 (Varieties of the Battle-Game)" */
          g_autofree char *message = g_strdup_printf (_("%s has %u men; under 50 a side the minimum is %u "
                                                        "(Varieties of the Battle-Game, note)"),
                                                      vt_side_get_name (side), men, MINIMUM_MEN);

          g_ptr_array_add (problems, vt_forces_problem_new (vt_side_get_id (side), message));
        }
    }
}
