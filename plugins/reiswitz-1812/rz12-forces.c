/* rz12-forces.c: the pieces a side may have (IV §16–19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * IV §16: "the maximum number of troop pieces for each side has been set at
 * 180"; §17 gives each arm's count, which §18 sums to 119 infantry and
 * artillery, 51 cavalry and horse artillery and 10 train pieces; §19 six
 * ship pieces to each terrain. "One may use as many as one wishes" of
 * them: these are upper limits, never a minimum. Pioneers and pontoon
 * wagons are in the catalogue (IV §12–13) but §17 counts neither: they
 * count toward the 180 alone. Blanks are lots in the bag (IV §18, VII
 * §12), no troops.
 */
#define G_LOG_DOMAIN "vt-rz12"

#include "rz12-i18n.h"

#include "rz12-forces.h"

#define PIECES_A_SIDE 180
#define SHIPS_A_TERRAIN 6

/* IV §17, a side's pieces of each arm */
static const struct {
  const char *type;
  guint       pieces;
} set_of_a_side[] = {
  { "closed-infantry", 48 },  /* 7,200 men, 48 pieces at 150 */
  { "tirailleurs", 36 },      /* 1,200 tirailleurs and light infantry */
  { "jaegers", 18 },          /* 600 jägers */
  { "foot-artillery", 10 },   /* 40 guns at 4 a piece */
  { "heavy-artillery", 3 },   /* 12 heavy guns */
  { "pontoniers", 4 },        /* 100 pontoniers */
  { "heavy-cavalry", 12 },    /* 960 horses regular cavalry */
  { "light-cavalry", 24 },    /* 1,920 horses */
  { "flankers", 9 },          /* 180 horses flying corps and flankers */
  { "horse-artillery", 6 },   /* 24 guns */
  { "train", 10 },            /* "10 train pieces" */
};

static gboolean
is_troop_piece (const char *type)
{
  return g_strcmp0 (type, "blank") != 0 && g_strcmp0 (type, "ship") != 0;
}

static void
add_problem (GPtrArray  *problems,
             const char *subject,
             char       *message)
{
  g_ptr_array_add (problems, vt_forces_problem_new (subject, message));
  g_free (message);
}

static void
check_side (VtRuleset  *ruleset,
            VtScenario *scenario,
            VtSide     *side,
            GPtrArray  *problems)
{
  GListModel *units = vt_scenario_get_units (scenario);
  guint counts[G_N_ELEMENTS (set_of_a_side)] = { 0 };
  const char *beyond[G_N_ELEMENTS (set_of_a_side)] = { NULL };
  guint troops = 0;
  const char *beyond_all = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      const char *type = vt_unit_get_unit_type (unit);

      if (g_strcmp0 (vt_unit_get_side (unit), vt_side_get_id (side)) != 0 || !is_troop_piece (type))
        continue;
      /* the first piece over the limit is where the file goes wrong */
      if (++troops == PIECES_A_SIDE + 1)
        beyond_all = vt_unit_get_id (unit);
      for (guint a = 0; a < G_N_ELEMENTS (set_of_a_side); a++)
        if (g_str_equal (type, set_of_a_side[a].type) && ++counts[a] == set_of_a_side[a].pieces + 1)
          beyond[a] = vt_unit_get_id (unit);
    }

  if (troops > PIECES_A_SIDE)
    /* TRANSLATORS: "Blaue Parthei has 181 troop pieces; IV §16, §18: at most 180 a side" */
    add_problem (problems, beyond_all,
                 g_strdup_printf (_("%s has %u troop pieces; IV §16, §18: at most %u a side"),
                                  vt_side_get_name (side), troops, PIECES_A_SIDE));
  for (guint a = 0; a < G_N_ELEMENTS (set_of_a_side); a++)
    if (counts[a] > set_of_a_side[a].pieces)
      /* TRANSLATORS: "Blaue Parthei has 49 pieces of Closed infantry; IV §17 gives a side 48" */
      add_problem (problems, beyond[a],
                   g_strdup_printf (_("%s has %u pieces of %s; IV §17 gives a side %u"),
                                    vt_side_get_name (side), counts[a],
                                    vt_ruleset_get_unit_type_label (ruleset, set_of_a_side[a].type),
                                    set_of_a_side[a].pieces));
}

void
rz12_forces_check (VtRuleset  *ruleset,
                   VtScenario *scenario,
                   GPtrArray  *problems)
{
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);
  const char *beyond = NULL;
  guint ships = 0;

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      check_side (ruleset, scenario, side, problems);
    }

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (vt_unit_get_unit_type (unit), "ship") == 0 && ++ships == SHIPS_A_TERRAIN + 1)
        beyond = vt_unit_get_id (unit);
    }
  if (ships > SHIPS_A_TERRAIN)
    add_problem (problems, beyond,
                 g_strdup_printf (_("the terrain has %u ships; IV §19: six ship pieces are provided for each "
                                    "terrain"), ships));
}
