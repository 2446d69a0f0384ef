/* test-rz24-march.c: reiswitz-1824 against the digest: pieces, march, staff
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test quotes the paragraph of
 * ../shared/rules/reiswitz-1824-kriegsspiel-digest.txt it checks (§N counts
 * the English paragraphs). Derived numbers are checked as README.md states
 * them, so that a change to one shows up here.
 */
#define G_LOG_DOMAIN "test-rz24-march"

#include <math.h>
#include <string.h>

#include <vertrauter.h>

static VtRuleset *
get_ruleset (void)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_get_default ();
  VtRuleset *ruleset = vt_ruleset_registry_lookup (registry, "reiswitz-1824");

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

/* A unit alone on the map; its ground is the features given. */
static double
rate_over (const char  *unit_type,
           const char  *formation,
           const char  *activity,
           VtFeature  **features,
           guint        n_features)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(VtUnit) unit = vt_unit_new ("u", unit_type, "red");
  VtGround ground = { (VtFeature * const *) features, n_features };

  if (formation != NULL)
    vt_unit_set_formation (unit, formation);

  return vt_ruleset_get_march_rate (ruleset, NULL, unit, activity, &ground);
}

static double
rate_open (const char *unit_type,
           const char *activity)
{
  return rate_over (unit_type, NULL, activity, NULL, 0);
}

static VtFeature *
feature (const char *kind,
         const char *attribute,
         const char *value)
{
  VtFeature *feature = vt_feature_new (kind, kind, VT_GEOMETRY_POLYGON);

  if (attribute != NULL)
    vt_feature_set_attribute (feature, attribute, value);

  return feature;
}

static double
rate_on (const char *unit_type,
         const char *formation,
         const char *activity,
         const char *kind,
         const char *attribute,
         const char *value)
{
  g_autoptr(VtFeature) one = feature (kind, attribute, value);

  return rate_over (unit_type, formation, activity, &one, 1);
}

/* Resolves @action with key=value words, no game, digital dice. */
static GVariant *
resolve_words (VtGame      *game,
               const char  *action,
               const char  *words,
               GError     **error)
{
  VtRuleset *ruleset = get_ruleset ();
  g_auto(GStrv) split = g_strsplit (words, " ", -1);
  g_autoptr(GVariant) params = NULL;
  g_autoptr(VtDice) dice = vt_dice_new (1);

  if (words[0] == '\0')
    g_clear_pointer (&split, g_strfreev);
  if (split == NULL)
    split = g_new0 (char *, 1);

  params = vt_ruleset_parse_params (ruleset, action, (const char * const *) split, error);
  if (params == NULL)
    return NULL;

  return vt_ruleset_resolve (ruleset, game, action, params, dice, error);
}

static GVariant *
resolve_ok (VtGame     *game,
            const char *action,
            const char *words)
{
  g_autoptr(GError) error = NULL;
  GVariant *outcome = resolve_words (game, action, words, &error);

  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  return outcome;
}

static guint
outcome_uint (GVariant   *outcome,
              const char *key)
{
  guint value = G_MAXUINT;

  g_assert_true (g_variant_lookup (outcome, key, "u", &value));
  return value;
}

static double
outcome_double (GVariant   *outcome,
                const char *key)
{
  double value = NAN;

  g_assert_true (g_variant_lookup (outcome, key, "d", &value));
  return value;
}

static gboolean
outcome_bool (GVariant   *outcome,
              const char *key)
{
  gboolean value = FALSE;

  g_assert_true (g_variant_lookup (outcome, key, "b", &value));
  return value;
}

static VtGame *
new_game (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (6000, 4500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);

  return vt_game_new (scenario, get_ruleset (), 7);
}

static void
test_identity (void)
{
  VtRuleset *ruleset = get_ruleset ();

  g_assert_cmpstr (vt_ruleset_get_title (ruleset), ==,
                   "Anleitung zur Darstellung militairischer Manöver mit dem Apparat des Kriegs-Spieles");
  g_assert_cmpstr (vt_ruleset_get_author (ruleset), ==, "G. H. R. J. von Reiswitz");
  g_assert_cmpuint (vt_ruleset_get_year (ruleset), ==, 1824);
  g_assert_cmpstr (vt_ruleset_get_unit_of_length (ruleset), ==, "pace");
  /* §27: "Each Zug represents 2 minutes of real action" */
  g_assert_cmpuint (vt_ruleset_get_minutes_per_move (ruleset), ==, 2);
  g_assert_null (vt_ruleset_get_board (ruleset));
}

/* §4: "The march scale gives 200 paces for route march of infantry and mixed
 * columns, 250 for infantry deploying and in action, 600 for cavalry trot, 800
 * for gallop and heavy cavalry charge, 900 for light cavalry charge; 400 for
 * guns moving by prolonge." */
static void
test_march_scale (void)
{
  g_assert_cmpfloat (rate_open ("infantry-block", "route-march"), ==, 200);
  g_assert_cmpfloat (rate_open ("infantry-block", "in-action"), ==, 250);
  g_assert_cmpfloat (rate_open ("jaeger-block", "in-action"), ==, 250);
  g_assert_cmpfloat (rate_open ("hussar-squadron", "route-march"), ==, 200);
  g_assert_cmpfloat (rate_open ("ammunition-wagon", "route-march"), ==, 200);
  g_assert_cmpfloat (rate_open ("battery-12pdr", "route-march"), ==, 200);
  g_assert_cmpfloat (rate_open ("uhlan-squadron", "trot"), ==, 600);
  g_assert_cmpfloat (rate_open ("cuirassier-squadron", "trot"), ==, 600);
  g_assert_cmpfloat (rate_open ("hussar-squadron", "gallop"), ==, 800);
  g_assert_cmpfloat (rate_open ("cuirassier-squadron", "charge"), ==, 800);
  g_assert_cmpfloat (rate_open ("dragoon-squadron", "charge"), ==, 800);
  g_assert_cmpfloat (rate_open ("hussar-squadron", "charge"), ==, 900);
  g_assert_cmpfloat (rate_open ("uhlan-squadron", "charge"), ==, 900);
  g_assert_cmpfloat (rate_open ("battery-6pdr-foot", "prolonge"), ==, 400);
  g_assert_cmpfloat (rate_open ("battery-12pdr", "prolonge"), ==, 400);
  g_assert_cmpfloat (rate_open ("battery-6pdr-horse", "prolonge"), ==, 400);
  g_assert_cmpfloat (rate_open ("battery-7pdr-howitzer", "prolonge"), ==, 400);

  /* §2: "infantry at 250 paces, or 500 at the cost of being downgraded";
   * "Beaten cavalry retreats two Züge at gallop"; pursuit "light 500/900/600
   * paces, heavy 400/800/600" (the first Zug here) */
  g_assert_cmpfloat (rate_open ("infantry-block", "retreat"), ==, 250);
  g_assert_cmpfloat (rate_open ("infantry-block", "hasty-retreat"), ==, 500);
  g_assert_cmpfloat (rate_open ("hussar-squadron", "retreat"), ==, 800);
  g_assert_cmpfloat (rate_open ("hussar-squadron", "pursuit"), ==, 500);
  g_assert_cmpfloat (rate_open ("cuirassier-squadron", "pursuit"), ==, 400);

  /* derived (README): walk is half the trot; horse artillery keeps up with cavalry */
  g_assert_cmpfloat (rate_open ("hussar-squadron", "walk"), ==, 300);
  g_assert_cmpfloat (rate_open ("battery-6pdr-horse", "trot"), ==, 600);
  g_assert_cmpfloat (rate_open ("battery-6pdr-horse", "gallop"), ==, 800);

  /* an activity the piece does not have gets nowhere */
  g_assert_cmpfloat (rate_open ("infantry-block", "gallop"), ==, 0);
  g_assert_cmpfloat (rate_open ("battery-6pdr-foot", "charge"), ==, 0);
  /* "Units may move less": the first activity is the default */
  g_assert_cmpfloat (rate_over ("infantry-block", NULL, NULL, NULL, 0), ==, 200);
}

static void
test_activities (void)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(VtUnit) infantry = vt_unit_new ("i", "infantry-block", "red");
  g_autoptr(VtUnit) hussars = vt_unit_new ("h", "hussar-squadron", "red");
  g_autoptr(VtUnit) guns = vt_unit_new ("g", "battery-6pdr-foot", "red");
  const VtActivity *activities;
  guint n;

  activities = vt_ruleset_get_activities (ruleset, infantry, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpstr (activities[0].id, ==, "route-march");
  g_assert_cmpstr (activities[1].id, ==, "in-action");

  activities = vt_ruleset_get_activities (ruleset, hussars, &n);
  g_assert_cmpstr (activities[0].id, ==, "trot");
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat (rate_open ("hussar-squadron", activities[i].id), >, 0);

  activities = vt_ruleset_get_activities (ruleset, guns, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (activities[1].id, ==, "prolonge");
}

/* §5: "The §34 table gives maximum distance per Zug for each arm and activity
 * (route march, attack, retreat, pursuit) on roads, open ground, slopes of 5-10,
 * 10-15, 15-25 and 25-35 degrees, light and dense woods, marsh and enclosures,
 * with the umpire free to modify it." The cells are derived (README). */
static void
test_march_terrain (void)
{
  VtRuleset *ruleset = get_ruleset ();
  const VtRuleTable *table = vt_ruleset_find_table (ruleset, "march-34");
  static const struct {
    const char *unit_type;
    const char *activity;
    double      cells[10]; /* road open 5-10 10-15 15-25 25-35 w-lt w-dn marsh encl */
  } expected[] = {
    { "infantry-block", "route-march", { 200, 200, 180, 150, 100, 50, 150, 100, 100, 150 } },
    { "infantry-block", "in-action", { 250, 250, 225, 187.5, 125, 62.5, 187.5, 125, 125, 187.5 } },
    { "skirmisher-strip", "in-action", { 250, 250, 225, 187.5, 125, 62.5, 187.5, 125, 125, 187.5 } },
    { "hussar-squadron", "trot", { 600, 600, 450, 300, 150, 0, 300, 150, 150, 300 } },
    { "hussar-squadron", "gallop", { 800, 800, 600, 400, 200, 0, 400, 200, 200, 400 } },
    { "hussar-squadron", "charge", { 900, 900, 675, 450, 225, 0, 450, 225, 225, 450 } },
    { "cuirassier-squadron", "charge", { 800, 800, 600, 400, 200, 0, 400, 200, 200, 400 } },
    { "battery-6pdr-foot", "prolonge", { 400, 400, 300, 200, 0, 0, 200, 0, 0, 200 } },
    { "battery-6pdr-foot", "route-march", { 200, 200, 150, 100, 0, 0, 100, 0, 0, 100 } },
  };
  static const char * const columns[] = {
    "road", "open", "5-10", "10-15", "15-25", "25-35", "wood-light", "wood-dense", "marsh", "enclosures"
  };

  g_assert_nonnull (table);
  g_assert_cmpstr (table->section, ==, "§34");
  g_assert_cmpuint (vt_rule_table_get_n_columns (table), ==, 10);
  g_assert_nonnull (table->derived);
  g_assert_nonnull (table->note);

  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
      {
        g_autofree char *words = g_strdup_printf ("unit-type=%s activity=%s ground=%s",
                                                  expected[e].unit_type, expected[e].activity,
                                                  columns[c]);
        g_autoptr(GVariant) outcome = resolve_ok (NULL, "march", words);

        g_test_message ("%s", words);
        g_assert_cmpfloat_with_epsilon (outcome_double (outcome, "rate"), expected[e].cells[c], 1e-9);
        /* only the open-ground column is the digest's */
        g_assert_cmpint (outcome_bool (outcome, "derived"), ==, c != 1);
      }

  /* the same numbers over features on the map */
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "route-march", "hill", "slope", "5-10"), ==, 180);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "route-march", "hill", "slope", "10-15"), ==, 150);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "route-march", "hill", "slope", "15-25"), ==, 100);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "route-march", "hill", "slope", "25-35"), ==, 50);
  /* a hill drawn without its slope counts as the gentlest class */
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "route-march", "hill", NULL, NULL), ==, 180);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "wood-light", NULL, NULL), ==, 187.5);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "wood-dense", NULL, NULL), ==, 125);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "marsh", NULL, NULL), ==, 125);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "enclosures", NULL, NULL), ==, 187.5);
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "village", NULL, NULL), ==, 187.5);
  g_assert_cmpfloat (rate_on ("hussar-squadron", NULL, "gallop", "hill", "slope", "25-35"), ==, 0);
  g_assert_cmpfloat (rate_on ("battery-12pdr", "limbered", "route-march", "marsh", NULL, NULL), ==, 0);
  g_assert_cmpfloat (rate_on ("battery-12pdr", "limbered", "route-march", "wood-dense", NULL, NULL), ==, 0);
  /* the church is only a landmark */
  g_assert_cmpfloat (rate_on ("infantry-block", NULL, "in-action", "church", NULL, NULL), ==, 250);

  /* where a wood lies on a hill, the worse of the two counts */
  {
    g_autoptr(VtFeature) wood = feature ("wood-light", NULL, NULL);
    g_autoptr(VtFeature) hill = feature ("hill", "slope", "15-25");
    VtFeature *both[] = { wood, hill };

    g_assert_cmpfloat (rate_over ("infantry-block", NULL, "in-action", both, 2), ==, 125);
  }
}

/* §3: "Roads, bridges, gates and defiles restrict columns to set widths (e.g.
 * infantry in sections on field tracks)" — "Auf kleinen Feldwegen oder Dämmen,
 * kann die Infanterie nur in Sections, die Cavallerie zu dreien und die
 * Artillerie zu einem Geschütz marschieren." */
static void
test_road_widths (void)
{
  g_autoptr(VtFeature) track = feature ("field-track", NULL, NULL);
  g_autoptr(VtFeature) wood = feature ("wood-dense", NULL, NULL);
  g_autoptr(VtFeature) river = feature ("river", NULL, NULL);
  g_autoptr(VtFeature) bridge = feature ("bridge", NULL, NULL);
  g_autoptr(VtFeature) ford = feature ("ford", NULL, NULL);
  VtFeature *track_in_wood[] = { wood, track };
  VtFeature *on_bridge[] = { river, bridge };
  VtFeature *at_ford[] = { river, ford };
  g_autoptr(GVariant) sections = NULL;
  g_autoptr(GVariant) platoons = NULL;
  g_autoptr(GVariant) by_sixes = NULL;
  g_autoptr(GVariant) allowed = NULL;
  const char **names;

  /* infantry in sections keeps the road rate on a track through a dense wood */
  g_assert_cmpfloat (rate_over ("infantry-block", "section-column", "route-march", track_in_wood, 2), ==, 200);
  /* a platoon column is too wide for the track: the wood's rate */
  g_assert_cmpfloat (rate_over ("infantry-block", "platoon-column", "route-march", track_in_wood, 2), ==, 100);
  g_assert_cmpfloat (rate_over ("hussar-squadron", "column-by-threes", "trot", track_in_wood, 2), ==, 600);
  g_assert_cmpfloat (rate_over ("hussar-squadron", "column-by-sixes", "trot", track_in_wood, 2), ==, 150);
  /* one gun at a time gets through the wood; guns unlimbered do not */
  g_assert_cmpfloat (rate_over ("battery-6pdr-foot", "limbered", "route-march", track_in_wood, 2), ==, 200);
  g_assert_cmpfloat (rate_over ("battery-6pdr-foot", "unlimbered", "route-march", track_in_wood, 2), ==, 0);

  /* water: impassable but by a bridge or ford a column fits */
  g_assert_cmpfloat (rate_over ("infantry-block", NULL, "route-march", &river, 1), ==, 0);
  g_assert_cmpfloat (rate_over ("infantry-block", "section-column", "route-march", on_bridge, 2), ==, 200);
  g_assert_cmpfloat (rate_over ("infantry-block", "line", "route-march", on_bridge, 2), ==, 0);
  g_assert_cmpfloat (rate_over ("infantry-block", "section-column", "route-march", at_ford, 2), ==, 100);
  /* a feature's own width wins over the table */
  vt_feature_set_attribute (bridge, "width", "150");
  g_assert_cmpfloat (rate_over ("infantry-block", "line", "route-march", on_bridge, 2), ==, 200);

  sections = resolve_ok (NULL, "road-column-check", "unit-type=infantry-block formation=section-column road=field-track");
  g_assert_true (outcome_bool (sections, "fits"));
  g_assert_cmpfloat (outcome_double (sections, "width"), ==, 5);
  /* deploying: the tail of 125 paces closes up at 250 a Zug */
  g_assert_cmpuint (outcome_uint (sections, "deploy-zuege"), ==, 1);
  platoons = resolve_ok (NULL, "road-column-check", "unit-type=infantry-block formation=platoon-column road=dyke");
  g_assert_false (outcome_bool (platoons, "fits"));
  allowed = g_variant_lookup_value (platoons, "allowed", G_VARIANT_TYPE_STRING_ARRAY);
  names = g_variant_get_strv (allowed, NULL);
  g_assert_cmpuint (g_strv_length ((char **) names), ==, 1);
  g_assert_cmpstr (names[0], ==, "section-column");
  g_free (names);
  by_sixes = resolve_ok (NULL, "road-column-check", "unit-type=uhlan-squadron formation=column-by-sixes road=field-track");
  g_assert_false (outcome_bool (by_sixes, "fits"));
  g_clear_pointer (&by_sixes, g_variant_unref);
  by_sixes = resolve_ok (NULL, "road-column-check", "unit-type=uhlan-squadron formation=column-by-sixes road=road");
  g_assert_true (outcome_bool (by_sixes, "fits"));
}

/* §5: "Long marches are shortened for weather and ground condition per the
 * General-Idee." — and the umpire may modify the table (a house rule). */
static void
test_weather_and_house_rules (void)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(VtUnit) infantry = vt_unit_new ("i", "infantry-block", "red");
  g_autoptr(VtUnit) hussars = vt_unit_new ("h", "hussar-squadron", "red");
  g_autoptr(VtFeature) marsh = feature ("marsh", NULL, NULL);
  VtGround open = { NULL, 0 };
  VtGround wet = { &marsh, 1 };

  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, "route-march", &open), ==, 200);
  vt_scenario_set_option (vt_game_get_scenario (game), "weather", g_variant_new_double (0.75));
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, "route-march", &open), ==, 150);
  /* only long marches: the trot and the fight are not shortened */
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, "in-action", &open), ==, 250);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, hussars, "trot", &open), ==, 600);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, hussars, "walk", &open), ==, 225);

  vt_scenario_set_house_rule (vt_game_get_scenario (game), "march-34", "infantry/in-action", "marsh", 50);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, infantry, "in-action", &wet), ==, 50);
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, NULL, infantry, "in-action", &wet), ==, 125);
}

/* §6: "Orders and reports travel via the umpire, taking Züge to arrive (gallop
 * up to 2000 paces, beyond that 700 paces per Zug). […] half as many Züge as
 * minutes elapsed are charged, plus transit time" — "Halb so viel Züge als
 * Minuten vergangen sind, werden in Rechnung gebracht". */
static void
test_courier (void)
{
  VtRuleset *ruleset = get_ruleset ();
  static const struct { double distance; guint minutes; guint zuege; } cases[] = {
    { 0, 0, 0 },
    { 800, 0, 1 },      /* one Zug at the gallop (§4: 800) */
    { 801, 0, 2 },
    { 1600, 0, 2 },
    { 2000, 0, 3 },     /* 2.5 Züge, a begun Zug counts */
    { 2001, 0, 3 },
    { 2700, 0, 4 },     /* 2.5 + 700 / 700 */
    { 4100, 0, 6 },     /* 2.5 + 3 */
    { 0, 10, 5 },       /* 10 minutes at the table: 5 Züge */
    { 0, 7, 4 },
    { 2700, 10, 9 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = g_strdup_printf ("distance=%g deliberation-minutes=%u",
                                                cases[i].distance, cases[i].minutes);
      g_autoptr(GVariant) outcome = resolve_ok (NULL, "courier", words);

      g_test_message ("%s", words);
      g_assert_cmpuint (vt_ruleset_get_message_delay (ruleset, NULL, cases[i].distance, cases[i].minutes),
                        ==, cases[i].zuege);
      g_assert_cmpuint (outcome_uint (outcome, "zuege"), ==, cases[i].zuege);
    }

  {
    g_autoptr(GVariant) outcome = resolve_ok (NULL, "courier", "distance=2700 deliberation-minutes=10");

    g_assert_cmpuint (outcome_uint (outcome, "transit-zuege"), ==, 4);
    g_assert_cmpuint (outcome_uint (outcome, "deliberation-zuege"), ==, 5);
  }
}

/* §20: "Troops are placed only within the umpire-defined horizon"; "Der
 * Vertraute hat zuvörderst zu bestimmen, wie groß […] der Gesichtskreis sei." */
static void
test_sight (void)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(VtUnit) observer = vt_unit_new ("o", "hussar-squadron", "red");
  VtScenario *scenario = vt_game_get_scenario (game);
  g_autoptr(GVariant) night = NULL;

  /* derived: 2000 by day, 600 at night (README) */
  g_assert_cmpfloat (vt_ruleset_get_sight_range (ruleset, NULL, observer), ==, 2000);
  g_assert_cmpfloat (vt_ruleset_get_sight_range (ruleset, game, observer), ==, 2000);
  vt_scenario_set_option (scenario, "night", g_variant_new_boolean (TRUE));
  g_assert_cmpfloat (vt_ruleset_get_sight_range (ruleset, game, observer), ==, 600);
  vt_scenario_set_option (scenario, "horizon", g_variant_new_int64 (300));
  g_assert_cmpfloat (vt_ruleset_get_sight_range (ruleset, game, observer), ==, 300);
  vt_scenario_set_option (scenario, "night", g_variant_new_boolean (FALSE));
  vt_scenario_set_option (scenario, "horizon", g_variant_new_int64 (1200));
  g_assert_cmpfloat (vt_ruleset_get_sight_range (ruleset, game, observer), ==, 1200);

  night = resolve_ok (NULL, "sight", "night=true");
  g_assert_cmpfloat (outcome_double (night, "range"), ==, 600);
  g_assert_true (outcome_bool (night, "derived"));
}

/* §9: "A howitzer battery carrying only its ordinary ammunition may fire for 50
 * Züge. Ammunition wagons are placed 1000-1500 paces behind the first two lines" */
static void
test_ammunition (void)
{
  g_autoptr(GVariant) fresh = resolve_ok (NULL, "ammunition", "gun=7pdr-howitzer");
  g_autoptr(GVariant) last = resolve_ok (NULL, "ammunition", "gun=7pdr-howitzer zuege-fired=49");
  g_autoptr(GVariant) spent = resolve_ok (NULL, "ammunition", "gun=7pdr-howitzer zuege-fired=50");
  g_autoptr(GVariant) twelve = resolve_ok (NULL, "ammunition", "gun=12pdr zuege-fired=80");
  static const struct { double distance; gboolean placed; const char *verdict; } wagons[] = {
    { 999, FALSE, "too close" }, { 1000, TRUE, "in place" },
    { 1500, TRUE, "in place" }, { 1501, FALSE, "too far back" },
  };

  g_assert_cmpuint (outcome_uint (fresh, "zuege-left"), ==, 50);
  g_assert_false (outcome_bool (fresh, "exhausted"));
  g_assert_cmpuint (outcome_uint (last, "zuege-left"), ==, 1);
  g_assert_cmpuint (outcome_uint (spent, "zuege-left"), ==, 0);
  g_assert_true (outcome_bool (spent, "exhausted"));
  g_assert_false (outcome_bool (twelve, "exhausted"));

  for (guint i = 0; i < G_N_ELEMENTS (wagons); i++)
    {
      g_autofree char *words = g_strdup_printf ("wagon-distance=%g", wagons[i].distance);
      g_autoptr(GVariant) outcome = resolve_ok (NULL, "ammunition", words);
      const char *verdict = NULL;

      g_assert_cmpint (outcome_bool (outcome, "wagons-placed"), ==, wagons[i].placed);
      g_assert_true (g_variant_lookup (outcome, "wagons", "&s", &verdict));
      g_assert_cmpstr (verdict, ==, wagons[i].verdict);
    }
}

static guint
engineering (const char *action,
             const char *words)
{
  g_autoptr(GVariant) outcome = resolve_ok (NULL, action, words);

  return outcome_uint (outcome, "zuege");
}

/* §29: "Pontoon bridges need 10 Züge per 50 paces including unloading (12 under
 * ball fire, impossible under canister); raft bridges 15-30 Züge per 25 paces;
 * trestle bridges as pontoons once equipment arrives. Demolition needs 1 hour of
 * preparation (3 if timed to the moment); fords can be blocked in 2 hours." */
static void
test_engineering (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) refused = NULL;

  g_assert_cmpuint (engineering ("pontoon-bridge", "length=50"), ==, 10);
  g_assert_cmpuint (engineering ("pontoon-bridge", "length=100"), ==, 20);
  g_assert_cmpuint (engineering ("pontoon-bridge", "length=60"), ==, 12);
  g_assert_cmpuint (engineering ("pontoon-bridge", "length=50 fire=ball"), ==, 12);
  g_assert_cmpuint (engineering ("pontoon-bridge", "length=100 fire=ball"), ==, 24);

  refused = resolve_words (NULL, "pontoon-bridge", "length=50 fire=canister", &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "canister"));
  g_clear_error (&error);

  g_assert_cmpuint (engineering ("raft-bridge", "length=25 zuege-per-25=15"), ==, 15);
  g_assert_cmpuint (engineering ("raft-bridge", "length=25 zuege-per-25=30"), ==, 30);
  g_assert_cmpuint (engineering ("raft-bridge", "length=50 zuege-per-25=15"), ==, 30);
  /* derived: the midpoint 22.5 when the umpire does not judge, rounded up */
  g_assert_cmpuint (engineering ("raft-bridge", "length=25"), ==, 23);
  g_assert_cmpuint (engineering ("raft-bridge", "length=50"), ==, 45);

  g_assert_cmpuint (engineering ("trestle-bridge", "length=50"), ==, 10);
  g_assert_cmpuint (engineering ("trestle-bridge", "length=50 equipment-in=6"), ==, 16);
  g_assert_cmpuint (engineering ("trestle-bridge", "length=50 fire=ball"), ==, 12);
  refused = resolve_words (NULL, "trestle-bridge", "length=50 fire=canister", &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED);
  g_clear_error (&error);

  /* 1 hour = 30 Züge of 2 minutes; 3 hours = 90; 2 hours = 60 */
  g_assert_cmpuint (engineering ("demolition", ""), ==, 30);
  g_assert_cmpuint (engineering ("demolition", "timed=false"), ==, 30);
  g_assert_cmpuint (engineering ("demolition", "timed=true"), ==, 90);
  g_assert_cmpuint (engineering ("block-ford", ""), ==, 60);

  /* a bridge of no length is a bad parameter, not a silent 0 */
  refused = resolve_words (NULL, "pontoon-bridge", "length=-5", &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  refused = resolve_words (NULL, "raft-bridge", "length=25 zuege-per-25=40", &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
}

/* §12: "About 6 battalions a side need one player each; 24+ battalions need at
 * least three per side […] At most 4 persons per side move blocks; others act as
 * staff officers. Players more than 1000 paces apart may only communicate via
 * the umpire." */
static void
test_players (void)
{
  g_autoptr(GVariant) six = resolve_ok (NULL, "players", "battalions=6");
  g_autoptr(GVariant) twenty_four = resolve_ok (NULL, "players", "battalions=24 players=6");
  g_autoptr(GVariant) near = resolve_ok (NULL, "may-communicate", "distance=1000");
  g_autoptr(GVariant) far = resolve_ok (NULL, "may-communicate", "distance=1001");
  const char *via = NULL;

  g_assert_cmpuint (outcome_uint (six, "players-needed"), ==, 1);
  g_assert_cmpuint (outcome_uint (twenty_four, "players-needed"), ==, 3);
  g_assert_cmpuint (outcome_uint (twenty_four, "movers"), ==, 4);
  g_assert_cmpuint (outcome_uint (twenty_four, "staff-officers"), ==, 2);
  g_assert_true (outcome_bool (near, "direct"));
  g_assert_false (outcome_bool (far, "direct"));
  g_assert_true (g_variant_lookup (far, "via", "&s", &via));
  g_assert_cmpstr (via, ==, "umpire");
}

static void
footprint_of (const char *unit_type,
              const char *formation,
              guint       strength,
              double     *frontage,
              double     *depth)
{
  g_autoptr(VtUnit) unit = vt_unit_new ("u", unit_type, "red");

  if (formation != NULL)
    vt_unit_set_formation (unit, formation);
  if (strength > 0)
    vt_unit_set_strength (unit, strength);
  vt_ruleset_get_footprint (get_ruleset (), unit, frontage, depth);
}

/* §21: "A closed infantry block is 75 x 125 paces = half a battalion of 450
 * muskets; cavalry blocks are a squadron of 150 horses; artillery blocks are 4
 * guns (half a battery)". §3: "Each formation […] has a defined block
 * arrangement giving true depth and frontage." Only the infantry block is the
 * digest's; the rest are derived (README). */
static void
test_footprints (void)
{
  VtRuleset *ruleset = get_ruleset ();
  static const struct { const char *type; const char *formation; double frontage, depth; } cases[] = {
    { "infantry-block", "line", 125, 75 },
    { "infantry-block", "section-column", 5, 125 },
    { "infantry-block", "platoon-column", 31.25, 125 },
    { "infantry-block", "closed-column", 62.5, 75 },
    { "infantry-block", "brigade-mass", 62.5, 75 },
    { "skirmisher-strip", "extended", 150, 10 },
    { "hussar-squadron", "line", 75, 20 },
    { "hussar-squadron", "column-by-twos", 2, 300 },
    { "hussar-squadron", "column-by-threes", 3, 200 },
    { "cuirassier-squadron", "column-by-sixes", 6, 100 },
    { "battery-12pdr", "unlimbered", 80, 30 },
    { "battery-7pdr-howitzer", "limbered", 3, 80 },
    { "ammunition-wagon", "column", 3, 20 },
    { "detachment-25", "column", 8, 5 },
    { "detachment-10", "column", 4, 4 },
    { "single-man", "column", 1, 1 },
  };
  const VtUnitType *type;
  double frontage, depth;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      footprint_of (cases[i].type, cases[i].formation, 0, &frontage, &depth);
      g_test_message ("%s in %s", cases[i].type, cases[i].formation);
      g_assert_cmpfloat (frontage, ==, cases[i].frontage);
      g_assert_cmpfloat (depth, ==, cases[i].depth);
    }

  type = vt_ruleset_find_unit_type (ruleset, "infantry-block");
  g_assert_nonnull (type);
  g_assert_cmpuint (type->strength, ==, 450);
  g_assert_cmpstr (type->strength_unit, ==, "muskets");
  g_assert_cmpfloat (type->frontage, ==, 125);
  g_assert_cmpfloat (type->depth, ==, 75);
  g_assert_cmpstr (type->formations[0], ==, "line");
  g_assert_cmpuint (vt_ruleset_find_unit_type (ruleset, "uhlan-squadron")->strength, ==, 150);
  g_assert_cmpuint (vt_ruleset_find_unit_type (ruleset, "battery-6pdr-horse")->strength, ==, 4);

  /* §15: after losing 1/6 and 2/6 the block is exchanged for shorter ones */
  footprint_of ("infantry-block", "line", 376, &frontage, &depth);
  g_assert_cmpfloat (frontage, ==, 125);
  footprint_of ("infantry-block", "line", 375, &frontage, &depth);
  g_assert_cmpfloat_with_epsilon (frontage, 125.0 * 5 / 6, 1e-9);
  footprint_of ("infantry-block", "line", 300, &frontage, &depth);
  g_assert_cmpfloat_with_epsilon (frontage, 125.0 * 4 / 6, 1e-9);
}

/* §21, §22: the pieces and the arms */
static void
test_unit_types (void)
{
  VtRuleset *ruleset = get_ruleset ();
  static const char * const ids[] = {
    "infantry-block", "jaeger-block", "pioneer-block", "skirmisher-strip",
    "cuirassier-squadron", "dragoon-squadron", "hussar-squadron", "uhlan-squadron",
    "battery-12pdr", "battery-6pdr-foot", "battery-6pdr-horse", "battery-7pdr-howitzer",
    "ammunition-wagon", "detachment-25", "detachment-10", "single-man",
  };
  static const char * const kinds[] = {
    "road", "field-track", "river", "stream", "bridge", "ford", "wood-light", "wood-dense",
    "marsh", "enclosures", "village", "hill", "wall", "hedge", "dyke", "field-works",
    "church", "mill",
  };
  guint n;

  vt_ruleset_get_unit_types (ruleset, &n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_nonnull (vt_ruleset_find_unit_type (ruleset, ids[i]));

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (ruleset, kinds[i]);

      g_test_message ("terrain %s", kinds[i]);
      g_assert_nonnull (kind);
      if (kind->geometry == VT_GEOMETRY_POLYLINE)
        g_assert_cmpfloat (kind->width, >, 0);
    }
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "wood-dense")->pattern, ==, VT_PATTERN_TREES);
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "village")->pattern, ==, VT_PATTERN_HATCH);
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "hill")->pattern, ==, VT_PATTERN_CONTOUR);
  g_assert_cmpint (vt_ruleset_find_terrain_kind (ruleset, "marsh")->pattern, ==, VT_PATTERN_MARSH);
}

/* §27: "Once in contact, Züge are played singly in the order: simultaneous
 * movement, fire effect assessed for one side then the other, close combat
 * decided, losses applied by exchanging or removing blocks." */
static void
test_phases (void)
{
  static const char * const order[] = {
    "movement", "fire-first", "fire-second", "close-combat", "losses"
  };
  const VtPhase *phases;
  guint n;

  phases = vt_ruleset_get_phases (get_ruleset (), &n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (phases[i].id, ==, order[i]);
}

/* per-game options: §20 night and horizon, §5 weather */
static void
test_options (void)
{
  const VtActionParam *options;
  guint n;
  gboolean night = FALSE, horizon = FALSE, weather = FALSE;

  options = vt_ruleset_get_options (get_ruleset (), &n);
  for (guint i = 0; i < n; i++)
    {
      if (g_str_equal (options[i].name, "night"))
        night = options[i].type == VT_PARAM_BOOLEAN;
      if (g_str_equal (options[i].name, "horizon"))
        horizon = options[i].type == VT_PARAM_INTEGER && options[i].minimum == 0;
      if (g_str_equal (options[i].name, "weather"))
        weather = options[i].type == VT_PARAM_NUMBER
                  && options[i].minimum == 0.5 && options[i].maximum == 1.0;
    }
  g_assert_true (night);
  g_assert_true (horizon);
  g_assert_true (weather);
}

/* Provenance: one section per paragraph of the digest (§5 is §34, §19 §66),
 * each with a status and, unless simply implemented, a note. */
static void
test_provenance (void)
{
  const VtSection *sections;
  guint n, n_missing = 0;

  sections = vt_ruleset_get_sections (get_ruleset (), &n);
  for (guint p = 1; p <= 29; p++)
    {
      g_autofree char *id = g_strdup_printf ("§%u", p);
      const char *want = p == 5 ? "§34" : p == 19 ? "§66" : id;
      gboolean found = FALSE;

      for (guint i = 0; i < n; i++)
        found |= g_str_equal (sections[i].section, want);
      g_test_message ("paragraph %s", want);
      g_assert_true (found);
    }

  for (guint i = 0; i < n; i++)
    {
      g_assert_nonnull (sections[i].title);
      if (sections[i].status != VT_SECTION_IMPLEMENTED)
        g_assert_nonnull (sections[i].note);
      if (sections[i].status == VT_SECTION_MISSING)
        n_missing++;
      if (g_str_equal (sections[i].section, "§34") || g_str_equal (sections[i].section, "§29"))
        g_assert_cmpint (sections[i].status, ==, VT_SECTION_DERIVED);
    }
  /* only the untimed boats */
  g_assert_cmpuint (n_missing, ==, 1);
}

/* The actions this file's rules declare, as vertrauter-tool inspect lists them */
static void
test_actions (void)
{
  VtRuleset *ruleset = get_ruleset ();
  static const char * const ids[] = {
    "march", "road-column-check", "courier", "sight", "ammunition", "pontoon-bridge",
    "raft-bridge", "trestle-bridge", "demolition", "block-ford", "may-communicate", "players",
    "wheel", "discovery",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_nonnull (vt_ruleset_find_action (ruleset, ids[i]));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const char *table_ids[] = { "march-34", "road-widths", "couriers", "sight",
                                  "ammunition", "engineering", "players" };

      if (i < G_N_ELEMENTS (table_ids))
        g_assert_nonnull (vt_ruleset_find_table (ruleset, table_ids[i]));
    }

  outcome = resolve_words (NULL, "march", "unit-type=infantry-block activity=gallop", &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  outcome = resolve_words (NULL, "march", "unit-type=infantry-block formation=column-by-twos activity=route-march", &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  outcome = resolve_words (NULL, "courier", "distance=-1", &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_clear_error (&error);
  outcome = resolve_words (NULL, "courier", "", &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
}

/* §4: "Distances are set in a compass from the block's front; lines move by
 * their flank blocks, columns by the head." A line wheeling on one flank:
 * the other flank walks frontage × angle. */
static void
test_wheel (void)
{
  g_autoptr(GVariant) one = resolve_ok (NULL, "wheel", "unit-type=infantry-block angle=90");
  g_autoptr(GVariant) centre = resolve_ok (NULL, "wheel", "unit-type=infantry-block angle=90 pivot=centre");
  g_autoptr(GVariant) two = resolve_ok (NULL, "wheel", "unit-type=infantry-block frontage=250 angle=90");
  g_autoptr(GVariant) column = resolve_ok (NULL, "wheel",
                                           "unit-type=infantry-block formation=section-column angle=90");
  const char *by = NULL;

  /* a block's front of 125 paces turning a right angle: 196 paces, within
   * the 200 of a route march */
  g_assert_cmpfloat_with_epsilon (outcome_double (one, "arc"), 125 * G_PI / 2, 1e-9);
  g_assert_cmpfloat (outcome_double (one, "rate"), ==, 200);
  g_assert_cmpuint (outcome_uint (one, "zuege"), ==, 1);
  g_assert_true (outcome_bool (one, "within-zug"));
  g_assert_cmpfloat_with_epsilon (outcome_double (centre, "arc"), 125 * G_PI / 4, 1e-9);
  /* two blocks side by side: 393 paces, two Züge */
  g_assert_cmpuint (outcome_uint (two, "zuege"), ==, 2);
  g_assert_false (outcome_bool (two, "within-zug"));
  /* a column turns by its head */
  g_assert_cmpfloat (outcome_double (column, "arc"), ==, 0);
  g_assert_true (g_variant_lookup (column, "measured-by", "&s", &by));
  g_assert_cmpstr (by, ==, "head");

  /* the same arc is what the play mode charges a unit turning on the spot */
  {
    g_autoptr(VtUnit) line = vt_unit_new ("b1", "infantry-block", "red");
    g_autoptr(VtUnit) column_unit = vt_unit_new ("b2", "infantry-block", "red");

    vt_unit_set_strength (line, 450);
    vt_unit_set_formation (line, "line");
    vt_unit_set_strength (column_unit, 450);
    vt_unit_set_formation (column_unit, "section-column");
    g_assert_cmpfloat_with_epsilon (vt_ruleset_get_wheel_distance (get_ruleset (), line, 0, 90),
                                    125 * G_PI / 2, 1e-9);
    /* the short way round: from 350° to 10° is a turn of 20° */
    g_assert_cmpfloat_with_epsilon (vt_ruleset_get_wheel_distance (get_ruleset (), line, 350, 10),
                                    125 * G_PI / 9, 1e-9);
    g_assert_cmpfloat (vt_ruleset_get_wheel_distance (get_ruleset (), column_unit, 0, 180), ==, 0);
  }
}

/* §3: "Roads, bridges, gates and defiles restrict columns to set widths" */
static void
test_gates_and_defiles (void)
{
  g_autoptr(GVariant) gate = resolve_ok (NULL, "road-column-check",
                                         "unit-type=infantry-block formation=section-column road=gate");
  g_autoptr(GVariant) defile = resolve_ok (NULL, "road-column-check",
                                           "unit-type=infantry-block formation=platoon-column road=defile");
  g_autoptr(GVariant) wide = resolve_ok (NULL, "road-column-check",
                                         "unit-type=infantry-block formation=platoon-column road=defile width=40");

  g_assert_true (outcome_bool (gate, "fits"));
  g_assert_false (outcome_bool (defile, "fits"));
  g_assert_true (outcome_bool (wide, "fits"));
}

/* §7: "Hidden troops discovered by the commander are placed immediately; if
 * found by a patrol, they appear only after the report has travelled" — at
 * §6's pace: "gallop up to 2000 paces, beyond that 700 paces per Zug". */
static void
test_discovery (void)
{
  g_autoptr(GVariant) commander = resolve_ok (NULL, "discovery", "found-by=commander");
  g_autoptr(GVariant) patrol = resolve_ok (NULL, "discovery", "found-by=patrol distance=2700");
  g_autoptr(GVariant) near = resolve_ok (NULL, "discovery", "found-by=patrol distance=800");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) nowhere = resolve_words (NULL, "discovery", "found-by=patrol", &error);

  g_assert_cmpuint (outcome_uint (commander, "appear-after"), ==, 0);
  g_assert_cmpuint (outcome_uint (patrol, "appear-after"), ==, 4);
  g_assert_cmpuint (outcome_uint (near, "appear-after"), ==, 1);
  /* the same Züge the message board will charge a report (no deliberation) */
  g_assert_cmpuint (outcome_uint (patrol, "appear-after"), ==,
                    vt_ruleset_get_message_delay (get_ruleset (), NULL, 2700, 0));
  g_assert_null (nowhere);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
}

static VtGame *
load_demo (void)
{
  const char *path = g_getenv ("VT_DEMO_GAME");
  g_autoptr(GError) error = NULL;
  VtGame *game;

  g_assert_nonnull (path);
  game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The demo game: a plan with a river, bridge, ford, roads, a village, woods, a
 * marsh and hills; battalions of two blocks, skirmishers, squadrons and two
 * half batteries a side, red and blue (§21). */
static void
test_demo (void)
{
  g_autoptr(VtGame) game = load_demo ();
  VtRuleset *ruleset = get_ruleset ();
  VtScenario *scenario = vt_game_get_scenario (game);
  GListModel *units = vt_scenario_get_units (scenario);
  GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));
  g_autoptr(GError) error = NULL;
  guint blocks[2] = { 0, }, squadrons[2] = { 0, }, batteries[2] = { 0, }, strips[2] = { 0, };
  gboolean has[6] = { FALSE, };
  static const char * const wanted[] = { "river", "bridge", "ford", "village", "marsh", "hill" };

  g_assert_cmpstr (vt_scenario_get_ruleset_id (scenario), ==, "reiswitz-1824");
  g_assert_true (vt_scenario_check (scenario, ruleset, &error));
  g_assert_no_error (error);
  g_assert_nonnull (vt_scenario_get_general_idea (scenario));
  g_assert_nonnull (vt_side_get_special_idea (vt_scenario_find_side (scenario, "red")));
  g_assert_nonnull (vt_side_get_special_idea (vt_scenario_find_side (scenario, "blue")));
  g_assert_cmpuint (vt_scenario_get_start_time (scenario), ==, 6 * 60 + 30);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
      guint side = g_str_equal (vt_unit_get_side (unit), "red") ? 0 : 1;

      g_assert_nonnull (type);
      g_assert_true (g_strv_contains (type->formations, vt_unit_get_formation (unit)));
      g_assert_cmpuint (vt_unit_get_strength (unit), <=, type->strength);
      if (g_str_equal (type->arm, "infantry") && type->strength == 450)
        blocks[side]++;
      else if (g_str_equal (type->arm, "cavalry"))
        squadrons[side]++;
      else if (g_str_equal (type->arm, "artillery"))
        batteries[side]++;
      else if (g_str_equal (type->id, "skirmisher-strip"))
        strips[side]++;
    }

  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (blocks[side], >=, 6);
      g_assert_cmpuint (squadrons[side], >=, 2);
      g_assert_cmpuint (batteries[side], ==, 2);
      g_assert_cmpuint (strips[side], >=, 4);
    }

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) f = g_list_model_get_item (features, i);

      for (guint k = 0; k < G_N_ELEMENTS (wanted); k++)
        has[k] |= g_str_equal (vt_feature_get_kind (f), wanted[k]);
      if (g_str_equal (vt_feature_get_kind (f), "hill"))
        g_assert_nonnull (vt_feature_get_attribute (f, "slope"));
    }
  for (guint k = 0; k < G_N_ELEMENTS (wanted); k++)
    g_assert_true (has[k]);
}

/* With a game: the courier's distance is measured between two units, and the
 * pioneers who build a bridge get the condition "building" for as many Züge. */
static void
test_demo_actions (void)
{
  g_autoptr(VtGame) game = load_demo ();
  VtRuleset *ruleset = get_ruleset ();
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) filled = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) changes = NULL;
  g_autoptr(GVariant) change = NULL;
  g_autoptr(GVariant) conditions = NULL;
  g_autoptr(GError) error = NULL;
  double distance = 0;
  const char *unit = NULL, *id = NULL, *label = NULL;
  guint zuege = 0;

  /* r-1-1a stands at (3000, 700), r-2-1a at (3000, 1000) */
  params = g_variant_ref_sink (g_variant_new_parsed ("{'from': <'r-1-1a'>, 'to': <'r-2-1a'>}"));
  prepared = vt_ruleset_prepare (ruleset, game, "courier", params, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_lookup (prepared, "params", "@a{sv}", &filled));
  g_assert_true (g_variant_lookup (filled, "distance", "d", &distance));
  g_assert_cmpfloat (distance, ==, 300);

  outcome = resolve_ok (game, "pontoon-bridge", "length=100 unit=r-f-1a");
  g_assert_cmpuint (outcome_uint (outcome, "zuege"), ==, 20);
  changes = g_variant_lookup_value (outcome, "changes", G_VARIANT_TYPE ("aa{sv}"));
  g_assert_nonnull (changes);
  g_assert_cmpuint (g_variant_n_children (changes), ==, 1);
  change = g_variant_get_child_value (changes, 0);
  g_assert_true (g_variant_lookup (change, "unit", "&s", &unit));
  g_assert_cmpstr (unit, ==, "r-f-1a");
  conditions = g_variant_lookup_value (change, "conditions", G_VARIANT_TYPE ("a(ssu)"));
  g_assert_nonnull (conditions);
  g_variant_get_child (conditions, 0, "(&s&su)", &id, &label, &zuege);
  g_assert_cmpstr (id, ==, "building");
  g_assert_cmpuint (zuege, ==, 20);

  g_clear_pointer (&outcome, g_variant_unref);
  outcome = resolve_words (game, "pontoon-bridge", "length=100 unit=nobody", &error);
  g_assert_null (outcome);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (error->message, "nobody"));
}

/* The window never shows a raw id: every formation a piece takes has the
 * umpire's words, and a choice reads as its catalogue or label says. */
static void
test_labels (void)
{
  VtRuleset *ruleset = get_ruleset ();
  const VtUnitType *types;
  const VtAction *fire = vt_ruleset_find_action (ruleset, "artillery-fire");
  guint n_types;

  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "column-by-threes"), ==, "Column by threes");
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "section-column"), ==, "Column of sections");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "hussar-squadron"), ==,
                   vt_ruleset_find_unit_type (ruleset, "hussar-squadron")->label);
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "wood-light"), ==,
                   vt_ruleset_find_terrain_kind (ruleset, "wood-light")->label);
  g_assert_cmpstr (vt_label_from_id ("column-by-threes"), ==, "Column by threes");
  g_assert_null (vt_ruleset_find_label (ruleset, "I-1"));

  types = vt_ruleset_get_unit_types (ruleset, &n_types);
  for (guint i = 0; i < n_types; i++)
    for (guint f = 0; types[i].formations[f] != NULL; f++)
      if (vt_ruleset_find_formation (ruleset, types[i].formations[f]) == NULL)
        g_error ("%s: formation %s has no label", types[i].id, types[i].formations[f]);

  g_assert_nonnull (fire);
  g_assert_cmpstr (vt_ruleset_get_choice_label (ruleset, &fire->params[0], "6pdr-foot"), ==, "6-pounder foot");
}

/* §27: a Zug is the move, both sides move at once; the game has no winner
 * and no score, it ends when the umpire and the players agree. */
static void
test_turn (void)
{
  VtRuleset *ruleset = get_ruleset ();
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;
  VtTurn turn;
  double score = -1;

  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 1), ==, "Zug");
  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 3), ==, "Züge");
  g_assert_cmpuint (vt_ruleset_get_minutes_per_move (ruleset), ==, 2);
  vt_ruleset_get_turn (ruleset, &turn);
  g_assert_cmpint (turn.kind, ==, VT_TURN_SIMULTANEOUS);
  g_assert_cmpstr (vt_turn_kind_to_string (turn.kind), ==, "simultaneous");
  g_assert_false (vt_ruleset_get_victory (ruleset, NULL, &winner, &reason));
  g_assert_null (winner);
  g_assert_cmpstr (reason, ==, "the game ends by agreement");
  g_assert_false (vt_ruleset_get_score (ruleset, NULL, "red", &score));
  g_assert_cmpfloat (score, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz24/identity", test_identity);
  g_test_add_func ("/rz24/labels", test_labels);
  g_test_add_func ("/rz24/turn", test_turn);
  g_test_add_func ("/rz24/march/scale", test_march_scale);
  g_test_add_func ("/rz24/march/activities", test_activities);
  g_test_add_func ("/rz24/march/terrain-34", test_march_terrain);
  g_test_add_func ("/rz24/march/road-widths", test_road_widths);
  g_test_add_func ("/rz24/march/weather-and-house-rules", test_weather_and_house_rules);
  g_test_add_func ("/rz24/march/wheel", test_wheel);
  g_test_add_func ("/rz24/march/gates-and-defiles", test_gates_and_defiles);
  g_test_add_func ("/rz24/staff/discovery", test_discovery);
  g_test_add_func ("/rz24/staff/courier", test_courier);
  g_test_add_func ("/rz24/staff/sight", test_sight);
  g_test_add_func ("/rz24/staff/ammunition", test_ammunition);
  g_test_add_func ("/rz24/staff/engineering", test_engineering);
  g_test_add_func ("/rz24/staff/players", test_players);
  g_test_add_func ("/rz24/catalogue/footprints", test_footprints);
  g_test_add_func ("/rz24/catalogue/unit-types", test_unit_types);
  g_test_add_func ("/rz24/catalogue/phases", test_phases);
  g_test_add_func ("/rz24/catalogue/options", test_options);
  g_test_add_func ("/rz24/catalogue/provenance", test_provenance);
  g_test_add_func ("/rz24/actions", test_actions);
  g_test_add_func ("/rz24/demo/loads", test_demo);
  g_test_add_func ("/rz24/demo/actions", test_demo_actions);

  return g_test_run ();
}
