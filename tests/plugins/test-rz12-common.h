/* test-rz12-common.h: what the reiswitz-1812 tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Static helpers, included by each test-rz12-*.c: the loaded ruleset,
 * resolving key=value words as vertrauter-tool does, and a small game.
 */
#pragma once

#include <math.h>
#include <stdarg.h>
#include <string.h>

#include <vertrauter.h>

G_GNUC_UNUSED static VtRuleset *
get_ruleset (void)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_get_default ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "reiswitz-1812");

  if (ruleset == NULL)
    {
      GListModel *plugins = vt_ruleset_registry_get_plugins (registry);

      for (guint i = 0; i < g_list_model_get_n_items (plugins); i++)
        {
          g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
          const GError *error = vt_plugin_info_get_error (info);

          g_test_message ("plugin %s: %s", vt_plugin_info_get_path (info),
                          error != NULL ? error->message : "loaded");
        }
    }
  g_assert_nonnull (ruleset);
  return ruleset;
}

/* "key=value" words, NULL-terminated, as the tool types them */
G_GNUC_UNUSED static GVariant *
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
  return g_variant_take_ref (params);
}

G_GNUC_UNUSED static GVariant *
params_of (const char *action,
           ...)
{
  GVariant *params;
  va_list args;

  va_start (args, action);
  params = params_v (action, args);
  va_end (args);
  return params;
}

/* Resolves @action (words, NULL-terminated) in @game (may be NULL): the
 * outcome, or NULL and @error. */
G_GNUC_UNUSED static GVariant *
resolve_words_v (VtGame      *game,
                 GError     **error,
                 const char  *action,
                 va_list      args)
{
  g_autoptr(GVariant) params = params_v (action, args);
  g_autoptr(VtDice) dice = vt_dice_new (1812);
  GVariant *outcome;

  if (game != NULL)
    outcome = vt_game_resolve_action (game, action, params, NULL, error);
  else
    outcome = vt_ruleset_resolve (get_ruleset (), NULL, action, params, dice, error);
  if (outcome != NULL)
    {
      g_autofree char *printed = g_variant_print (outcome, FALSE);

      g_test_message ("%s: %s", action, printed);
    }
  return outcome;
}

G_GNUC_UNUSED static GVariant *
resolve_ok (VtGame     *game,
            const char *action,
            ...)
{
  g_autoptr(GError) error = NULL;
  GVariant *outcome;
  va_list args;

  va_start (args, action);
  outcome = resolve_words_v (game, &error, action, args);
  va_end (args);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  return outcome;
}

/* the error's code, and its message in @message (may be NULL) */
G_GNUC_UNUSED static int
resolve_fails (VtGame      *game,
               char       **message,
               const char  *action,
               ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = NULL;
  va_list args;
  int code;

  va_start (args, action);
  outcome = resolve_words_v (game, &error, action, args);
  va_end (args);
  g_assert_null (outcome);
  g_assert_nonnull (error);
  g_assert_true (error->domain == VT_RULESET_ERROR);
  g_test_message ("%s refused: %s", action, error->message);
  code = error->code;
  if (message != NULL)
    *message = g_strdup (error->message);
  return code;
}

/* Resolves and journals @action in @game; the outcome. */
G_GNUC_UNUSED static GVariant *
apply_ok (VtGame     *game,
          const char *action,
          ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) dice = NULL;
  GVariant *outcome;
  va_list args;

  va_start (args, action);
  params = params_v (action, args);
  va_end (args);
  outcome = vt_game_resolve_action (game, action, params, &dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  g_assert_true (vt_game_apply_action (game, action, params, outcome, dice, &error));
  g_assert_no_error (error);
  return outcome;
}

G_GNUC_UNUSED static double
get_d (GVariant   *outcome,
       const char *key)
{
  double value = NAN;

  g_assert_true (g_variant_lookup (outcome, key, "d", &value));
  return value;
}

G_GNUC_UNUSED static const char *
get_s (GVariant   *outcome,
       const char *key)
{
  const char *value = NULL;

  g_assert_true (g_variant_lookup (outcome, key, "&s", &value));
  return value;
}

G_GNUC_UNUSED static void
assert_text (GVariant   *outcome,
             const char *words)
{
  const char *text = get_s (outcome, "text");

  if (strstr (text, words) == NULL)
    g_error ("'%s' not in: %s", words, text);
}

G_GNUC_UNUSED static VtUnit *
add_unit (VtScenario *scenario,
          const char *id,
          const char *type,
          const char *side,
          const char *formation,
          double      x,
          double      y,
          double      facing)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUnit) unit = vt_unit_new (id, type, side);
  const VtUnitType *unit_type = vt_ruleset_find_unit_type (get_ruleset (), type);
  VtPoint p = { x, y };

  g_assert_nonnull (unit_type);
  vt_unit_set_strength (unit, unit_type->strength);
  vt_unit_set_position (unit, &p);
  vt_unit_set_facing (unit, facing);
  if (formation != NULL)
    vt_unit_set_formation (unit, formation);
  vt_scenario_add_unit (scenario, unit, &error);
  g_assert_no_error (error);
  return unit;
}

static VtFeature *
square (const char *id,
        const char *kind,
        double      x0,
        double      y0,
        double      x1,
        double      y1)
{
  VtFeature *feature = vt_feature_new (id, kind, VT_GEOMETRY_POLYGON);
  VtPoint corners[] = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    vt_feature_add_point (feature, &corners[i]);
  return feature;
}

/* Red faces south (180°) at y = 1000, Blue north (0°) at y = 1150: two
 * distances between the fronts of r1 and b1; b-side on Red's flank. */
G_GNUC_UNUSED static VtGame *
new_game_with (void (*more) (VtScenario *scenario))
{
  g_autoptr(VtMap) map = vt_map_new_terrain (5000, 3750, "paces");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1812", map);
  g_autoptr(VtSide) red = NULL;
  g_autoptr(VtSide) blue = NULL;
  g_autoptr(GError) error = NULL;
  VtColour red_colour = { 0.8, 0, 0 }, blue_colour = { 0, 0.5, 0 };
  g_autoptr(VtFeature) forst = square ("forst", "wood-dense", 1900, 1050, 2100, 1100);
  g_autoptr(VtFeature) busch = square ("busch", "wood-open", 1000, 1100, 1300, 1300);

  g_autoptr(VtFeature) bruch = square ("bruch", "marsh", 2900, 1200, 3100, 1260);
  g_autoptr(VtFeature) fluss = vt_feature_new ("fluss", "river", VT_GEOMETRY_POLYLINE);
  VtPoint fluss_ends[] = { { 3400, 1220 }, { 3600, 1220 } };

  vt_feature_set_name (forst, "Der Forst");
  vt_feature_set_name (bruch, "Das Bruch");
  vt_feature_set_name (fluss, "Die Oder");
  for (guint i = 0; i < G_N_ELEMENTS (fluss_ends); i++)
    vt_feature_add_point (fluss, &fluss_ends[i]);
  vt_map_add_feature (map, forst);
  vt_map_add_feature (map, busch);
  vt_map_add_feature (map, bruch);
  vt_map_add_feature (map, fluss);

  red = vt_side_new ("red", "Blue side (A)", &red_colour);
  blue = vt_side_new ("blue", "Green side (B)", &blue_colour);
  vt_scenario_add_side (scenario, red, &error);
  g_assert_no_error (error);
  vt_scenario_add_side (scenario, blue, &error);
  g_assert_no_error (error);

  add_unit (scenario, "r1", "closed-infantry", "red", NULL, 500, 1000, 180);
  add_unit (scenario, "r2", "closed-infantry", "red", NULL, 550, 1000, 180);
  add_unit (scenario, "r-tir", "tirailleurs", "red", NULL, 700, 1000, 180);
  add_unit (scenario, "r-hus", "light-cavalry", "red", NULL, 300, 1000, 180);
  add_unit (scenario, "r-cuir", "heavy-cavalry", "red", NULL, 200, 1000, 180);
  add_unit (scenario, "r-bat", "foot-artillery", "red", NULL, 800, 1000, 180);
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("b%u", i + 1);

      add_unit (scenario, id, "closed-infantry", "blue", NULL, 500 + 50 * i, 1150, 0);
    }
  add_unit (scenario, "b-side", "closed-infantry", "blue", NULL, 850, 1000, 0);
  /* a dense wood between r-far and b-far; b-wood in an open wood */
  add_unit (scenario, "r-far", "closed-infantry", "red", NULL, 2000, 1000, 180);
  add_unit (scenario, "b-far", "closed-infantry", "blue", NULL, 2000, 1150, 0);
  add_unit (scenario, "r-wood", "closed-infantry", "red", NULL, 1150, 1000, 180);
  add_unit (scenario, "b-wood", "closed-infantry", "blue", NULL, 1150, 1150, 0);
  /* a marsh behind b-m, a river behind b-r, open ground behind b-c */
  add_unit (scenario, "r-m", "closed-infantry", "red", NULL, 3000, 1000, 180);
  add_unit (scenario, "b-m", "closed-infantry", "blue", NULL, 3000, 1150, 0);
  add_unit (scenario, "b-r", "closed-infantry", "blue", NULL, 3500, 1150, 0);
  add_unit (scenario, "b-c", "light-cavalry", "blue", NULL, 4000, 1150, 0);
  if (more != NULL)
    more (scenario);
  return vt_game_new (scenario, get_ruleset (), 1812);
}

G_GNUC_UNUSED static VtGame *
new_game (void)
{
  return new_game_with (NULL);
}

G_GNUC_UNUSED static guint
strength_of (VtGame     *game,
             const char *id)
{
  return vt_unit_get_strength (vt_scenario_find_unit (vt_game_get_state (game), id));
}

G_GNUC_UNUSED static double
booked (VtGame     *game,
        const char *id)
{
  return vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, NULL, id);
}
