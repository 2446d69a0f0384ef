/* vt-unit-description.c: a unit and its state in words, for a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-unit-description"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-unit-description.h"

const char *
vt_unit_description_facing (double facing)
{
  /* the map's own north is up; eight points are as fine as a reader
   * wants, the unit panel gives the degrees. Whole phrases, as French
   * says "face au nord" but "face à l’est". */
  static const char * const points[] = {
    /* TRANSLATORS: a unit's facing on the map, read to a screen reader */
    N_("facing north"), N_("facing north-east"), N_("facing east"), N_("facing south-east"),
    N_("facing south"), N_("facing south-west"), N_("facing west"), N_("facing north-west"),
  };
  double turned = fmod (fmod (facing, 360.0) + 360.0, 360.0);
  guint point = (guint) lround (turned / 45.0) % G_N_ELEMENTS (points);

  return _(points[point]);
}

char *
vt_unit_description_new (VtScenario  *scenario,
                         VtRuleset   *ruleset,
                         VtKnowledge *knowledge,
                         VtUnit      *unit)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(GVariant) conditions = NULL;
  const VtUnitType *type = NULL;
  VtKnowledgeMark mark = { 0 };
  gboolean last_known = FALSE;
  const char *formation;
  VtSide *side;
  GVariantIter iter;
  const char *id, *label;
  guint zuege;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);

  text = g_string_new (vt_unit_get_display_name (unit));

  /* a stand-in ("troops") is no unit type of the ruleset: its name says
   * all the side knows */
  if (ruleset != NULL)
    type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
  if (type != NULL)
    g_string_append_printf (text, ", %s", vt_ruleset_get_unit_type_label (ruleset, type->id));

  side = vt_scenario_find_side (scenario, vt_unit_get_side (unit));
  if (side != NULL)
    /* TRANSLATORS: which side a unit is of, read to a screen reader: "Blau side" */
    g_string_append_printf (text, _(", %s side"), vt_side_get_name (side));

  if (knowledge != NULL && vt_knowledge_get_mark (knowledge, vt_unit_get_id (unit), &mark))
    last_known = mark.last_known;

  if (type != NULL && type->strength_unit != NULL && !last_known)
    g_string_append_printf (text, ", %u %s", vt_unit_get_strength (unit),
                            vt_ruleset_translate (ruleset, type->strength_unit));

  formation = vt_unit_get_formation (unit);
  if (formation != NULL && formation[0] != '\0')
    g_string_append_printf (text, ", %s",
                            ruleset != NULL ? vt_ruleset_get_formation_label (ruleset, formation)
                                            : vt_label_from_id (formation));

  g_string_append_printf (text, ", %s", vt_unit_description_facing (vt_unit_get_facing (unit)));

  if (last_known)
    {
      g_autofree char *move = ruleset != NULL ? vt_measure_format_move (ruleset, mark.move)
                                              : g_strdup_printf ("%u", mark.move);

      if (mark.reported_by != NULL)
        /* TRANSLATORS: a mark on a side's board, read to a screen reader:
         * "last reported by patrol, Zug 6" */
        g_string_append_printf (text, _(", last reported by %s, %s"), mark.reported_by, move);
      else
        /* TRANSLATORS: a mark on a side's board, read to a screen reader:
         * "last seen Zug 4, 06:38" */
        g_string_append_printf (text, _(", last seen %s, %s"), move,
                                mark.time_label != NULL ? mark.time_label : "");
      g_free (mark.time_label);
      return g_string_free (g_steal_pointer (&text), FALSE);
    }
  g_free (mark.time_label);

  conditions = vt_unit_get_conditions (unit);
  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      g_autofree char *moves = NULL;

      if (zuege == VT_CONDITION_UNTIL_ENDED)
        {
          /* TRANSLATORS: a condition without a countdown, read to a screen
           * reader: "troop-concealer until ended" */
          g_string_append_printf (text, _(", %s until ended"),
                                  ruleset != NULL ? vt_ruleset_translate (ruleset, label) : label);
          continue;
        }
      moves = ruleset != NULL ? vt_measure_format_moves (ruleset, zuege) : g_strdup_printf ("%u", zuege);
      /* TRANSLATORS: a countdown on a unit, read to a screen reader:
       * "disordered for 2 Züge" */
      g_string_append_printf (text, _(", %s for %s"),
                              ruleset != NULL ? vt_ruleset_translate (ruleset, label) : label, moves);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}
