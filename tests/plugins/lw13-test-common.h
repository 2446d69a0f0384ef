/* lw13-test-common.h: playing little-wars-1913 in a test, as the window does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by each test-lw13-*.c (static helpers, one copy each).
 */
#pragma once

#include <stdarg.h>
#include <string.h>

#include <vertrauter.h>

/* little-wars-1913 is built outside VT_RULESET_BUILD_DIRS (see its
 * meson.build): put its folder first on the search path, before the
 * registry first looks. */
static inline void
lw13_test_init (void)
{
  g_autofree char *path = g_strjoin (G_SEARCHPATH_SEPARATOR_S, LW13_BUILD_DIR,
                                     g_getenv ("VERTRAUTER_RULESET_PATH"), NULL);

  g_setenv ("VERTRAUTER_RULESET_PATH", path, TRUE);
}

static inline VtRuleset *
get_ruleset (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "little-wars-1913");

  g_assert_nonnull (ruleset);
  return ruleset;
}

static inline GVariant *
params_v (const char *action,
          va_list     args)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *word;
  GVariant *params;

  while ((word = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (words, (gpointer) word);
  g_ptr_array_add (words, NULL);
  params = vt_ruleset_parse_params (get_ruleset (), action, (const char * const *) words->pdata, &error);
  g_assert_no_error (error);
  return params;
}

/* Resolves without a game, as `vertrauter-tool resolve` does; @faces the
 * dice entered (may be NULL). NULL and @error when refused. */
static inline GVariant *
resolve_tool (GError    **error,
              const char *action,
              const char *faces,
              ...)
{
  g_autoptr(VtDice) dice = vt_dice_new (1913);
  g_autoptr(GVariant) params = NULL;
  GVariant *outcome;
  va_list args;

  if (faces != NULL)
    {
      g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));

      g_assert_true (vt_dice_parse_faces (faces, values, NULL));
      vt_dice_enter_faces (dice, (const guint *) values->data, values->len);
    }
  va_start (args, faces);
  params = params_v (action, args);
  va_end (args);
  outcome = vt_ruleset_resolve (get_ruleset (), NULL, action, params, dice, error);
  if (outcome != NULL)
    {
      g_autofree char *printed = g_variant_print (outcome, FALSE);

      g_test_message ("%s: %s", action, printed);
    }
  return outcome;
}

/* Prepares, resolves and journals @action in @game as the window does;
 * the outcome, or NULL and @error when refused. */
static inline GVariant *
play (VtGame     *game,
      GError    **error,
      const char *action,
      ...)
{
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autoptr(GVariant) dice = NULL;
  GVariant *outcome;
  va_list args;

  va_start (args, action);
  params = params_v (action, args);
  va_end (args);
  prepared = vt_game_prepare_action (game, action, params, error);
  if (prepared == NULL)
    return NULL;
  completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
  outcome = vt_game_resolve_action (game, action, completed, &dice, error);
  if (outcome == NULL)
    return NULL;
  {
    g_autofree char *printed = g_variant_print (outcome, FALSE);

    g_test_message ("%s: %s", action, printed);
  }
  g_assert_true (vt_game_apply_action (game, action, completed, outcome, dice, NULL));
  return outcome;
}

static inline guint
get_u (GVariant   *outcome,
       const char *key)
{
  guint u;

  if (!g_variant_lookup (outcome, key, "u", &u))
    g_error ("the outcome has no count \"%s\"", key);
  return u;
}

static inline double
get_d (GVariant   *outcome,
       const char *key)
{
  double d;

  if (!g_variant_lookup (outcome, key, "d", &d))
    g_error ("the outcome has no number \"%s\"", key);
  return d;
}

static inline gboolean
get_b (GVariant   *outcome,
       const char *key)
{
  gboolean b;

  if (!g_variant_lookup (outcome, key, "b", &b))
    g_error ("the outcome has no truth \"%s\"", key);
  return b;
}

static inline const char *
get_s (GVariant   *outcome,
       const char *key)
{
  const char *s;

  if (!g_variant_lookup (outcome, key, "&s", &s))
    g_error ("the outcome has no string \"%s\"", key);
  return s;
}

static inline VtUnit *
add_unit (VtScenario *scenario,
          const char *id,
          const char *type,
          const char *side,
          guint       strength,
          double      x,
          double      y)
{
  g_autoptr(VtUnit) unit = vt_unit_new (id, type, side);
  VtPoint p = { x, y };

  vt_unit_set_strength (unit, strength);
  vt_unit_set_position (unit, &p);
  g_assert_true (vt_scenario_add_unit (scenario, unit, NULL));
  return unit;
}

/* A floor of 50 by 30 feet, red the First Player (its back line at the
 * top), blue the Second (at the bottom); no troops yet. */
static inline VtScenario *
new_floor (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (600, 360, "inch");
  g_autoptr(VtSide) red = NULL, blue = NULL;
  VtColour red_colour = { 0.8, 0, 0 }, blue_colour = { 0, 0, 0.8 };
  VtScenario *scenario;
  const char *whose[] = { "first", "second" };
  double lines[] = { 0, 360 };

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(VtFeature) line = vt_feature_new (whose[i], "back-line", VT_GEOMETRY_POLYLINE);
      VtPoint ends[] = { { 0, lines[i] }, { 600, lines[i] } };

      vt_feature_add_point (line, &ends[0]);
      vt_feature_add_point (line, &ends[1]);
      vt_feature_set_attribute (line, "side", whose[i]);
      vt_map_add_feature (map, line);
    }
  {
    g_autoptr(VtFeature) house = vt_feature_new ("farm", "house", VT_GEOMETRY_POLYGON);
    VtPoint corners[] = { { 500, 150 }, { 520, 150 }, { 520, 170 }, { 500, 170 } };

    for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
      vt_feature_add_point (house, &corners[i]);
    vt_map_add_feature (map, house);
  }
  scenario = vt_scenario_new ("little-wars-1913", map);
  red = vt_side_new ("red", "Red", &red_colour);
  blue = vt_side_new ("blue", "Blue", &blue_colour);
  g_assert_true (vt_scenario_add_side (scenario, red, NULL));
  g_assert_true (vt_scenario_add_side (scenario, blue, NULL));
  return scenario;
}

static inline void
advance_phases (VtGame *game,
                guint   n)
{
  for (guint i = 0; i < n; i++)
    g_assert_true (vt_game_advance_phase (game, NULL));
}

static inline guint
strength_of (VtGame     *game,
             const char *id)
{
  return vt_unit_get_strength (vt_scenario_find_unit (vt_game_get_state (game), id));
}
