/* rz24-fire.c: infantry and artillery fire, cover, night
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "rz24-fire"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain, which the core
 * translates (vt_ruleset_translate); _() the text built at run time, in the
 * same domain (rz24-i18n.h) */
#include "rz24-i18n.h"
/* PRId64: gettext knows it in a message, not G_GINT64_FORMAT */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "rz24-catalogue.h"
#include "rz24-dice.h"
#include "rz24-fire.h"
#include "rz24-losses.h"
#include "rz24-ruleset.h"
#include "rz24-staff.h"

/* Digest §17: "Die I (open infantry/skirmishers) and II
 * (covered skirmishers/jäger) give loss points per block at 100-400 paces;
 * die III (favourable) and V (unfavourable) give artillery losses per
 * battery for each range band. The umpire rolls the die chosen by
 * circumstances (e.g. flat ground, clear view for good effect) and
 * multiplies the number by the firing blocks. Six faces derive from
 * Scharnhorst's trial data scaled for battlefield conditions."
 *
 * The faces themselves are not in the digest. Derived (see the notes): the
 * mean of each column follows the fall of hits with range in the trial
 * figures usually quoted from Scharnhorst (about 40 % hits on a company
 * front at 100 paces, 25 % at 200, 15 % at 300, 10 % at 400), scaled so
 * that a half battalion at 100 paces with die I takes off 6 Points (30 men)
 * a Zug: 300 muskets in the two firing ranks, some 1200 rounds in 2
 * minutes, 2.5 % of them telling — about a sixteenth of the range figure.
 * The six faces spread each mean as 1/4, 1/2, 3/4, 1, 3/2 and 2 times it,
 * rounded to whole Points. */

static const char * const infantry_rows[] = {
  "I-1", "I-2", "I-3", "I-4", "I-5", "I-6",
  "II-1", "II-2", "II-3", "II-4", "II-5", "II-6",
  NULL
};
static const char * const infantry_columns[] = { "100", "200", "300", "400", NULL };
static const double infantry_values[] = {
  /* die I: means 6, 3.8, 2.3, 1.5 */
   2,  1, 0, 0,
   3,  2, 1, 0,
   4,  3, 2, 1,
   6,  4, 2, 2,
   9,  5, 3, 2,
  12,  8, 6, 4,
  /* die II: a third better, means 8, 5, 3, 2 */
   3,  1, 1, 0,
   4,  3, 1, 1,
   6,  4, 2, 1,
   8,  5, 3, 2,
  12,  7, 4, 3,
  15, 10, 7, 5,
};

static const char * const artillery_rows[] = {
  "III-1", "III-2", "III-3", "III-4", "III-5", "III-6",
  "V-1", "V-2", "V-3", "V-4", "V-5", "V-6",
  NULL
};
static const char * const artillery_columns[] = {
  "small-canister", "large-canister", "ball", "rolling-ball", "shell", "long-shell", NULL
};
static const double artillery_values[] = {
  /* die III, favourable: means 16, 8, 6, 3, 6, 3 */
   4,  2,  1, 1,  1, 1,
   8,  4,  3, 2,  3, 2,
  12,  6,  5, 2,  5, 2,
  16,  8,  6, 3,  6, 3,
  24, 12,  9, 4,  9, 4,
  32, 16, 12, 6, 12, 6,
  /* die V, unfavourable: half of III */
   2,  1,  0, 0,  0, 0,
   4,  2,  1, 1,  1, 1,
   6,  3,  2, 1,  2, 1,
   8,  4,  3, 2,  3, 2,
  12,  6,  5, 2,  5, 2,
  16,  8,  7, 3,  7, 3,
};

/* Digest §11: "For 6-pounders: small canister to 400,
 * large canister 400-800, effective arc shot 800-1200, rolling shot
 * 1200-1800 paces (12-pounders 500/1000/1800/2000); howitzers have their
 * own bands." and §22: "12-pounder canister +1/4". */
static const char * const bands_rows[] = { "12pdr", "6pdr-foot", "6pdr-horse", "7pdr-howitzer", NULL };
static const char * const bands_columns[] = { "band-1", "band-2", "band-3", "band-4", "canister-factor", NULL };
static const double bands_values[] = {
  /* 12pdr */         500, 1000, 1800, 2000, 1.25,
  /* 6pdr-foot */     400,  800, 1200, 1800, 1.0,
  /* 6pdr-horse */    400,  800, 1200, 1800, 1.0,
  /* 7pdr-howitzer */ 300,  600, 1200, 1800, 0.75,
};
static const guint8 bands_derived[] = {
  0, 0, 0, 0, 0,
  0, 0, 0, 0, 0,
  0, 0, 0, 0, 0,
  1, 1, 1, 1, 1,
};

/* Digest §10: "Infantry holding wood edges, villages, walls
 * or dykes suffer half losses from musketry and canister and reduced losses
 * from ball and shell; troops wholly behind 200-pace woods, whole villages
 * or high dykes take none except from shell." */
static const char * const cover_rows[] = { "none", "edge", "behind", NULL };
static const char * const cover_columns[] = { "musketry", "canister", "ball", "shell", NULL };
static const double cover_values[] = {
  /* none */   1.0, 1.0, 1.0,  1.0,
  /* edge */   0.5, 0.5, 0.75, 0.75,
  /* behind */ 0.0, 0.0, 0.0,  0.5,
};
static const guint8 cover_derived[] = {
  0, 0, 0, 0,
  0, 0, 1, 1,
  0, 0, 0, 1,
};

/* Digest §20: "infantry fire uses die I halved; artillery
 * reaches only 600 paces in the open (except enfilading defiles)". */
static const char * const night_rows[] = { "infantry-loss-factor", "artillery-range", NULL };
static const char * const night_columns[] = { "value", NULL };
static const double night_values[] = { 0.5, 600 };

static guint8 all_derived_infantry[12 * 4];
static guint8 all_derived_artillery[12 * 6];

static VtRuleTable fire_tables[] = {
  {
    .id = "fire-infantry",
    .title = N_("Infantry fire dice I and II: Points per firing block"),
    .section = N_("the fire dice (Würfel I and II)"),
    .rows = infantry_rows,
    .columns = infantry_columns,
    .values = infantry_values,
    .derived = all_derived_infantry,
    /* xgettext:no-c-format */
    .note = N_("Points per firing block and Zug at 100, 200, 300, 400 paces. Derived: the "
               "digest says only that the six faces come from Scharnhorst's trial data "
               "scaled for the battlefield. Column means follow the fall of hits with range "
               "in the trial figures usually quoted from Scharnhorst (about 40, 25, 15, 10 % "
               "on a company front at 100..400 paces), scaled so that die I at 100 paces "
               "averages 6 Points (30 men) per half battalion and Zug: 300 muskets firing "
               "some 1200 rounds in 2 minutes, 2.5 % telling, a sixteenth of the range "
               "figure. Faces spread the mean 1/4, 1/2, 3/4, 1, 3/2, 2 times, rounded. "
               "Die II (covered skirmishers, jäger: aimed fire from a rest) is a third "
               "better than die I."),
  },
  {
    .id = "fire-artillery",
    .title = N_("Artillery fire dice III and V: Points per firing half battery"),
    .section = N_("the fire dice (Würfel III and V)"),
    .rows = artillery_rows,
    .columns = artillery_columns,
    .values = artillery_values,
    .derived = all_derived_artillery,
    .note = N_("Points per half battery (4 guns) and Zug in each range band. Derived like "
               "the infantry dice: die III (favourable) averages 16 Points with small "
               "canister (4 a gun, two thirds of a half battalion's musketry at 100 paces), "
               "8 with large canister (the spread canister strikes half as often), 6 with "
               "effective arc shot and 3 with rolling shot (ball loses about half its hits "
               "between the two bands in the trial figures); howitzer shell as ball, long "
               "shell as rolling shot. Die V (unfavourable ground: marsh swallows the "
               "ricochet, hedges and slopes scatter it) gives half of III. Faces spread the "
               "mean 1/4..2 times as on the infantry dice. 12-pounder canister is a quarter "
               "more (artillery-bands)."),
  },
  {
    .id = "artillery-bands",
    .title = N_("Artillery range bands (upper limits in paces) and canister effect"),
    .section = N_("the ranges (1ste Abtheilung…)"),
    .rows = bands_rows,
    .columns = bands_columns,
    .values = bands_values,
    .derived = bands_derived,
    .note = N_("6-pounders (foot and horse): small canister to 400, large canister to 800, "
               "effective arc shot to 1200, rolling shot to 1800 paces; 12-pounders "
               "500/1000/1800/2000 and canister +1/4 (digest). The howitzers' own bands are "
               "not given; derived: small canister to 300 and large canister to 600 (the "
               "short barrel and light charge throw canister less far than a 6-pounder), "
               "shell to 1200 and long shell to 1800 (the same ceiling as the 6-pounder's "
               "rolling shot), canister three quarters of a 6-pounder's."),
  },
  {
    .id = "cover",
    .title = N_("Cover: the share of losses that still tells"),
    .section = N_("cover (Lisieren der Wälder, Dörfer…)"),
    .rows = cover_rows,
    .columns = cover_columns,
    .values = cover_values,
    .derived = cover_derived,
    .note = N_("edge: infantry holding wood edges, villages, walls or dykes suffers half "
               "from musketry and canister; behind: troops wholly behind 200-pace woods, "
               "whole villages or high dykes take none except from shell (digest). "
               "Derived: the \"reduced\" losses from ball and shell at an edge, 3/4 (less "
               "than the halving of musketry, since ball and shell go through walls and "
               "trees); shell on troops wholly behind cover, 1/2 (it still falls among "
               "them, but unobserved)."),
  },
  {
    .id = "night",
    .title = N_("Fire at night"),
    .section = N_("night (Gesichtskreis)"),
    .rows = night_rows,
    .columns = night_columns,
    .values = night_values,
    .derived = NULL,
    .note = N_("At night infantry fire uses die I halved; artillery reaches only 600 paces "
               "in the open, except when enfilading defiles (digest)."),
  },
};

static void
init_tables (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      memset (all_derived_infantry, 1, sizeof all_derived_infantry);
      memset (all_derived_artillery, 1, sizeof all_derived_artillery);
      g_once_init_leave (&once, 1);
    }
}

#define TABLE_INFANTRY  (&fire_tables[0])
#define TABLE_ARTILLERY (&fire_tables[1])
#define TABLE_BANDS     (&fire_tables[2])
#define TABLE_COVER     (&fire_tables[3])
#define TABLE_NIGHT     (&fire_tables[4])

static const char * const infantry_arms[] = {
  "closed-infantry", "skirmishers", "covered-skirmishers", "jaeger", NULL
};
static const char * const cover_choices[] = { "none", "edge", "behind", NULL };
static const char * const intervening_choices[] = {
  "none", "marsh", "hedges", "slope-over-10", NULL
};
/* the umpire's words for the choices above, each beside its ids */
static const char * const infantry_arm_labels[] = {
  N_("Closed infantry"), N_("Skirmishers"), N_("Skirmishers under cover"), N_("Jäger"), NULL
};
static const char * const cover_labels[] = {
  /* Translators: the target's cover (§17): none, at an edge (half losses),
   * wholly behind (none) */
  N_("No cover"), N_("At an edge"), N_("Wholly behind"), NULL
};
static const char * const intervening_labels[] = {
  N_("Open"), N_("Marsh"), N_("Hedges"), N_("Slopes over 10°"), NULL
};

/* Digest §17: dice I and II for musketry, III and V for the guns. */
static const char * const infantry_dice[] = { "I", "II", NULL };
static const char * const artillery_dice[] = { "III", "V", NULL };

static const VtActionParam infantry_params[] = {
  { "blocks", N_("Firing blocks"), VT_PARAM_INTEGER, 1, 1000, NULL, TRUE,
    N_("blocks or strips firing; counted from the firing units when they are named") },
  { "range", N_("Range (paces)"), VT_PARAM_INTEGER, 1, 100000, NULL, TRUE,
    N_("up to 400 paces, rounded to the nearest 100; measured between the units when they are named") },
  { "arm", N_("Firing troops"), VT_PARAM_CHOICE, 0, 0, infantry_arms, TRUE,
    N_("closed-infantry and skirmishers fire with die I, covered-skirmishers and jaeger with die II"),
    infantry_arm_labels },
  { "target-cover", N_("Target's cover"), VT_PARAM_CHOICE, 0, 0, cover_choices, TRUE,
    N_("edge: holding a wood edge, village, wall or dyke (half losses); behind: wholly "
    "behind a 200-pace wood, a whole village or a high dyke (none)"), cover_labels },
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("at night infantry fires with die I halved; default: the game's option") },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, infantry_dice, TRUE,
    N_("the umpire's choice of die I or II instead of the rule's") },
  { "firer", N_("Firing units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the firing blocks (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_FIRER },
  { "target", N_("Target units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the engaged units fired on; the losses are spread over them"),
    NULL, VT_PARAM_ROLE_TARGET },
};

static const VtActionParam artillery_params[] = {
  { "gun", N_("Guns"), VT_PARAM_CHOICE, 0, 0, rz24_gun_ids, TRUE,
    N_("12pdr, 6pdr-foot, 6pdr-horse or 7pdr-howitzer; taken from the firing unit when named"),
    rz24_gun_labels },
  { "half-batteries", N_("Half batteries"), VT_PARAM_INTEGER, 1, 100, NULL, TRUE,
    N_("half batteries (4 guns each) firing; counted from the firing units when named") },
  { "range", N_("Range (paces)"), VT_PARAM_INTEGER, 1, 100000, NULL, TRUE,
    N_("paces to the target; measured between the units when they are named") },
  { "intervening", N_("Intervening ground"), VT_PARAM_CHOICE, 0, 0, intervening_choices, TRUE,
    N_("marsh, hedges or slopes over 10 degrees between gun and target give the poor die V"),
    intervening_labels },
  { "target-cover", N_("Target's cover"), VT_PARAM_CHOICE, 0, 0, cover_choices, TRUE,
    N_("edge: half from canister, reduced from ball and shell; behind: none except from shell"),
    cover_labels },
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("at night artillery reaches only 600 paces in the open; default: the game's option") },
  { "enfilade", N_("Enfilading a defile"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("at night guns enfilading a defile may fire beyond 600 paces") },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, artillery_dice, TRUE,
    N_("the umpire's choice of die III or V instead of the rule's") },
  { "firer", N_("Firing units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the firing half batteries (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_FIRER },
  { "target", N_("Target units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the engaged units fired on; the losses are spread over them"),
    NULL, VT_PARAM_ROLE_TARGET },
};

/* the phases of the turn (rz24-catalogue.c) each action belongs to */
static const char * const fire_phases[] = { "fire-first", "fire-second", NULL };

static const VtAction fire_actions[] = {
  { "infantry-fire", N_("Infantry fire"), infantry_params, G_N_ELEMENTS (infantry_params),
    N_("Musketry up to 400 paces, rounded to the nearest 100: die I for closed infantry and "
    "skirmishers in the open, die II for covered skirmishers and jäger; the face's Points "
    "times the firing blocks, halved or stopped by cover, halved at night."),
    fire_phases, N_("Fire") },
  { "artillery-fire", N_("Artillery fire"), artillery_params, G_N_ELEMENTS (artillery_params),
    N_("Fire of half batteries in the range bands of their guns: die III on favourable ground, "
    "die V over marsh, hedges or slopes over 10 degrees; the face's Points times the half "
    "batteries, 12-pounder canister a quarter more, reduced by cover; at night only to 600 paces."),
    fire_phases, N_("Fire") },
};

const VtRuleTable *
rz24_fire_get_tables (guint *n_tables)
{
  init_tables ();
  *n_tables = G_N_ELEMENTS (fire_tables);
  return fire_tables;
}

/* ---- the ground between and under the units ---- */

/* how finely a wood or village is sampled along the line of fire */
#define SAMPLE_PACES 5.0

static gboolean
is_kind (VtFeature  *feature,
         const char *kind)
{
  return g_strcmp0 (vt_feature_get_kind (feature), kind) == 0;
}

static gboolean
is_wood (VtFeature *feature)
{
  return is_kind (feature, "wood-light") || is_kind (feature, "wood-dense");
}

/* Digest §10: "high dykes" — a dyke drawn with the attribute high=yes */
static gboolean
is_high_dyke (VtFeature *feature)
{
  const char *high = vt_feature_get_attribute (feature, "high");

  return is_kind (feature, "dyke") && high != NULL &&
         (g_str_equal (high, "yes") || g_str_equal (high, "true"));
}

/* Troops lining a wall, dyke or field works stand within half a block's
 * depth (125 / 2 paces) of it. */
#define LINING_DISTANCE 62.5
/* Digest §10: "wholly behind 200-pace woods" */
#define SCREENING_WOOD 200.0

/* The cover the ground gives a target at @target fired on from @firer, with
 * the reason; "none" when nothing covers it. */
static const char *
cover_from_ground (VtGame        *game,
                   const VtPoint *firer,
                   const VtPoint *target,
                   char         **reason)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  guint n = g_list_model_get_n_items (features);
  const char *edge = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const char *name = vt_feature_get_name (feature) != NULL
                         ? vt_feature_get_name (feature) : vt_feature_get_id (feature);
      guint n_points;
      const VtPoint *points = vt_feature_get_points (feature, &n_points);
      VtGeometry geometry = vt_feature_get_geometry (feature);

      if (n_points == 0)
        continue;

      if (geometry == VT_GEOMETRY_POLYGON && n_points >= 3 &&
          (is_wood (feature) || is_kind (feature, "village")))
        {
          gboolean holds = vt_polygon_contains (points, n_points, target);
          gboolean firer_inside = vt_polygon_contains (points, n_points, firer);

          if (holds)
            {
              if (edge == NULL)
                {
                  edge = "edge";
                  /* Translators: %s is the wood's or village's name */
                  *reason = g_strdup_printf (is_wood (feature) ? _ ("the target holds the wood %s")
                                                               : _ ("the target holds the village %s"), name);
                }
              continue;
            }
          if (!firer_inside)
            {
              double through = vt_polygon_length_inside (points, n_points, firer, target, SAMPLE_PACES);

              if ((is_wood (feature) && through >= SCREENING_WOOD) ||
                  (is_kind (feature, "village") && through > 0))
                {
                  g_free (*reason);
                  *reason = g_strdup_printf (is_wood (feature)
                                             ? _ ("the target is wholly behind the wood %s "
                                                  "(%.0f paces of it in the line of fire)")
                                             : _ ("the target is wholly behind the village %s "
                                                  "(%.0f paces of it in the line of fire)"),
                                             name, through);
                  return "behind";
                }
            }
        }
      else if (geometry == VT_GEOMETRY_POLYLINE && is_high_dyke (feature) &&
               vt_polyline_distance (points, n_points, target) > LINING_DISTANCE &&
               vt_polyline_crosses (points, n_points, firer, target))
        {
          g_free (*reason);
          *reason = g_strdup_printf (_ ("the target is wholly behind the high dyke %s"), name);
          return "behind";
        }
      else if (geometry == VT_GEOMETRY_POLYLINE &&
               (is_kind (feature, "wall") || is_kind (feature, "dyke") ||
                is_kind (feature, "field-works")) &&
               vt_polyline_distance (points, n_points, target) <= LINING_DISTANCE &&
               edge == NULL)
        {
          edge = "edge";
          /* Translators: the line's name, its kind ("Wall", "Dyke", "Field works") */
          *reason = g_strdup_printf (_ ("the target lines %s (%s)"), name,
                                     rz24_terrain_kind_label (vt_feature_get_kind (feature)));
        }
    }

  return edge != NULL ? edge : "none";
}

static gboolean
slope_over_10 (VtFeature *feature)
{
  const char *slope = vt_feature_get_attribute (feature, "slope");

  return slope != NULL && (g_str_equal (slope, "10-15") || g_str_equal (slope, "15-25") ||
                           g_str_equal (slope, "25-35"));
}

/* What lies between the guns and the target that spoils their effect. */
static const char *
intervening_from_ground (VtGame        *game,
                         const VtPoint *firer,
                         const VtPoint *target,
                         char         **reason)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  g_autoptr(GPtrArray) crossed = vt_features_crossed (features, firer, target, SAMPLE_PACES);

  for (guint i = 0; i < crossed->len; i++)
    {
      VtFeature *feature = g_ptr_array_index (crossed, i);
      const char *name = vt_feature_get_name (feature) != NULL
                         ? vt_feature_get_name (feature) : vt_feature_get_id (feature);
      const char *found = NULL;

      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
        {
          if (is_kind (feature, "marsh"))
            found = "marsh";
          else if (is_kind (feature, "enclosures"))
            found = "hedges";
          else if (is_kind (feature, "hill") && slope_over_10 (feature))
            found = "slope-over-10";
        }
      else if (is_kind (feature, "hedge"))
        found = "hedges";

      if (found != NULL)
        {
          /* Translators: the feature's name, its kind ("Marsh", "Enclosures", "Hill") */
          *reason = g_strdup_printf (_ ("%s (%s) lies between the guns and the target"), name,
                                     rz24_terrain_kind_label (vt_feature_get_kind (feature)));
          return found;
        }
    }
  return "none";
}

static gboolean
infantry_only (GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (g_ptr_array_index (units, i));

      if (piece == NULL || (piece->kind != RZ24_KIND_INFANTRY &&
                            piece->kind != RZ24_KIND_SKIRMISHERS &&
                            piece->kind != RZ24_KIND_PION))
        return FALSE;
    }
  return TRUE;
}

/* ---- completing the parameters ---- */

typedef struct {
  gboolean   artillery;
  GPtrArray *firers;
  GPtrArray *targets;
  gint64     count;      /* blocks or half batteries */
  gint64     range;      /* as measured or given */
  const char *arm;       /* infantry: the firing troops */
  const char *gun;       /* artillery */
  const char *cover;
  const char *intervening;
  gboolean   night;
  gboolean   enfilade;
  const char *die;       /* the die the rule gives, or the umpire's */
  char      *why;
  char      *cover_reason;
  char      *intervening_reason;
  GPtrArray *filled;
} Fire;

static void
fire_clear (Fire *fire)
{
  g_clear_pointer (&fire->firers, g_ptr_array_unref);
  g_clear_pointer (&fire->targets, g_ptr_array_unref);
  g_clear_pointer (&fire->why, g_free);
  g_clear_pointer (&fire->cover_reason, g_free);
  g_clear_pointer (&fire->intervening_reason, g_free);
  g_clear_pointer (&fire->filled, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fire, fire_clear)

/* Reads @params and fills from the map what they leave open. Errors only
 * for what is wrong, not for what is missing: prepare runs on half-filled
 * forms; resolve checks what it needs afterwards. */
static gboolean
read_fire (VtGame     *game,
           const char *action,
           GVariant   *params,
           Fire       *fire,
           GError    **error)
{
  VtPoint from, to;
  gboolean have_from, have_to;
  const char *die = NULL;
  gboolean night;

  fire->artillery = g_str_equal (action, "artillery-fire");
  fire->filled = g_ptr_array_new ();
  fire->count = 0;
  fire->range = 0;

  fire->firers = rz24_losses_engaged_units (game, params, "firer", error);
  if (fire->firers == NULL)
    return FALSE;
  fire->targets = rz24_losses_engaged_units (game, params, "target", error);
  if (fire->targets == NULL ||
      !rz24_losses_apart (fire->firers, fire->targets, action, "firer", "target", error))
    return FALSE;

  if (vt_params_get_integer (params, fire->artillery ? "half-batteries" : "blocks", &fire->count))
    {
      if (fire->count < 1)
        return vt_bad_parameter (error, _ ("%s: %s must be 1 or more, not %" PRId64), action,
                        fire->artillery ? "half-batteries" : "blocks", fire->count);
    }
  else if (fire->firers->len > 0)
    {
      fire->count = fire->firers->len;
      g_ptr_array_add (fire->filled, (gpointer) (fire->artillery ? "half-batteries" : "blocks"));
    }

  have_from = vt_units_get_centre (fire->firers, &from);
  have_to = vt_units_get_centre (fire->targets, &to);

  if (vt_params_get_integer (params, "range", &fire->range))
    {
      if (fire->range < 1)
        return vt_bad_parameter (error, _ ("%s: the range must be 1 pace or more, not %" PRId64),
                        action, fire->range);
    }
  else if (have_from && have_to)
    {
      fire->range = MAX (1, (gint64) lround (hypot (to.x - from.x, to.y - from.y)));
      g_ptr_array_add (fire->filled, (gpointer) "range");
    }

  /* the firing troops and their guns */
  if (!fire->artillery)
    {
      if (!vt_params_get_string (params, "arm", &fire->arm))
        {
          const Rz24Piece *piece = fire->firers->len > 0
                                   ? rz24_piece_for_unit (g_ptr_array_index (fire->firers, 0)) : NULL;

          fire->arm = "closed-infantry";
          if (piece != NULL && piece->kind == RZ24_KIND_SKIRMISHERS)
            {
              g_autofree char *reason = NULL;

              /* §10: "Covered skirmishers fire with the better die II" —
               * covered as a target would be at an edge */
              fire->arm = have_from && have_to &&
                          g_str_equal (cover_from_ground (game, &to, &from, &reason), "edge")
                          ? "covered-skirmishers" : "skirmishers";
              g_ptr_array_add (fire->filled, (gpointer) "arm");
            }
          else if (piece != NULL && g_str_equal (piece->unit_type, "jaeger-block"))
            {
              /* §17: die II for jäger */
              fire->arm = "jaeger";
              g_ptr_array_add (fire->filled, (gpointer) "arm");
            }
          else if (piece != NULL && piece->kind == RZ24_KIND_INFANTRY)
            g_ptr_array_add (fire->filled, (gpointer) "arm");
        }
      else if (!g_strv_contains (infantry_arms, fire->arm))
        return vt_bad_parameter (error, _ ("infantry-fire: arm “%s” is none of closed-infantry, "
                           "skirmishers, covered-skirmishers, jaeger"), fire->arm);
    }
  else
    {
      if (!vt_params_get_string (params, "gun", &fire->gun))
        {
          fire->gun = NULL;
          for (guint i = 0; i < fire->firers->len; i++)
            {
              const Rz24Piece *piece = rz24_piece_for_unit (g_ptr_array_index (fire->firers, i));

              if (piece == NULL || piece->gun == NULL)
                return vt_bad_parameter (error, _ ("artillery-fire: %s is no half battery"),
                                vt_unit_get_id (g_ptr_array_index (fire->firers, i)));
              if (fire->gun != NULL && !g_str_equal (fire->gun, piece->gun))
                return vt_bad_parameter (error, _ ("artillery-fire: the firing units have different guns "
                                   "(%s and %s); resolve each kind on its own"), fire->gun, piece->gun);
              fire->gun = piece->gun;
            }
          if (fire->gun != NULL)
            g_ptr_array_add (fire->filled, (gpointer) "gun");
        }
      else if (!g_strv_contains (rz24_gun_ids, fire->gun))
        return vt_bad_parameter (error, _ ("artillery-fire: gun “%s” is none of 12pdr, 6pdr-foot, "
                           "6pdr-horse, 7pdr-howitzer"), fire->gun);
    }

  /* the ground */
  if (!vt_params_get_string (params, "target-cover", &fire->cover))
    {
      fire->cover = "none";
      if (have_from && have_to)
        {
          fire->cover = cover_from_ground (game, &from, &to, &fire->cover_reason);
          /* §10: it is "Infantry holding wood edges, villages, walls or dykes"
           * that suffers half; other arms there are hit as in the open */
          if (g_str_equal (fire->cover, "edge") && !infantry_only (fire->targets))
            {
              g_clear_pointer (&fire->cover_reason, g_free);
              fire->cover = "none";
            }
          g_ptr_array_add (fire->filled, (gpointer) "target-cover");
        }
    }
  else if (!g_strv_contains (cover_choices, fire->cover))
    return vt_bad_parameter (error, _ ("%s: target-cover “%s” is none of none, edge, behind"),
                    action, fire->cover);

  if (fire->artillery)
    {
      if (!vt_params_get_string (params, "intervening", &fire->intervening))
        {
          fire->intervening = "none";
          if (have_from && have_to)
            {
              fire->intervening = intervening_from_ground (game, &from, &to,
                                                           &fire->intervening_reason);
              g_ptr_array_add (fire->filled, (gpointer) "intervening");
            }
        }
      else if (!g_strv_contains (intervening_choices, fire->intervening))
        return vt_bad_parameter (error, _ ("artillery-fire: intervening “%s” is none of none, marsh, "
                           "hedges, slope-over-10"), fire->intervening);
      if (!vt_params_get_boolean (params, "enfilade", &fire->enfilade))
        fire->enfilade = FALSE;
    }

  if (vt_params_get_boolean (params, "night", &night))
    fire->night = night;
  else
    fire->night = vt_option_get_boolean (game, "night", FALSE);

  /* the die */
  if (vt_params_get_string (params, "die", &die))
    {
      if (fire->artillery ? !(g_str_equal (die, "III") || g_str_equal (die, "V"))
                          : !(g_str_equal (die, "I") || g_str_equal (die, "II")))
        return vt_bad_parameter (error, fire->artillery
                                        ? _ ("%s: the artillery fire dice are III and V; there is no fire die %s")
                                        : _ ("%s: the infantry fire dice are I and II; there is no fire die %s"),
                                 action, die);
      fire->die = die;
      fire->why = g_strdup_printf (_ ("die %s: the umpire's choice"), die);
    }
  else if (!fire->artillery)
    {
      if (fire->night)
        {
          fire->die = "I";
          fire->why = g_strdup (_ ("die I halved: at night infantry fire uses die I halved "
                                   "(digest: infantry fire uses die I halved)"));
        }
      else if (g_str_equal (fire->arm, "covered-skirmishers"))
        {
          fire->die = "II";
          fire->why = g_strdup (_ ("die II: covered skirmishers fire with the better die "
                                   "(digest: Covered skirmishers fire with the better die II)"));
        }
      else if (g_str_equal (fire->arm, "jaeger"))
        {
          fire->die = "II";
          fire->why = g_strdup (_ ("die II: jäger fire with the better die (digest: "
                                   "II (covered skirmishers/jäger))"));
        }
      else
        {
          fire->die = "I";
          fire->why = g_strdup_printf (_ ("die I: %s in the open (digest: Die I (open "
                                          "infantry/skirmishers))"),
                                       g_str_equal (fire->arm, "skirmishers")
                                       ? _ ("skirmishers") : _ ("closed infantry"));
        }
    }
  else if (!g_str_equal (fire->intervening, "none"))
    {
      static const char * const words[] = { N_("marsh"), N_("hedges"), N_("a slope over 10 degrees") };
      const char *word = _ (g_str_equal (fire->intervening, "marsh") ? words[0]
                            : g_str_equal (fire->intervening, "hedges") ? words[1] : words[2]);

      fire->die = "V";
      fire->why = g_strdup_printf (_ ("die V: %s between the guns and the target (digest: "
                                      "marsh, hedges, slopes over 10 degrees give the poor die)%s%s"),
                                   word,
                                   fire->intervening_reason != NULL ? "; " : "",
                                   fire->intervening_reason != NULL ? fire->intervening_reason : "");
    }
  else
    {
      fire->die = "III";
      fire->why = g_strdup (_ ("die III: clear ground between guns and target (digest: die III "
                               "(favourable) … flat ground, clear view for good effect)"));
    }

  return TRUE;
}

static GVariant *
completed_params (GVariant *params,
                  Fire     *fire)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, params);
  for (guint i = 0; i < fire->filled->len; i++)
    {
      const char *name = g_ptr_array_index (fire->filled, i);

      if (g_str_equal (name, "blocks") || g_str_equal (name, "half-batteries"))
        g_variant_dict_insert (&dict, name, "x", fire->count);
      else if (g_str_equal (name, "range"))
        g_variant_dict_insert (&dict, name, "x", fire->range);
      else if (g_str_equal (name, "arm"))
        g_variant_dict_insert (&dict, name, "s", fire->arm);
      else if (g_str_equal (name, "gun"))
        g_variant_dict_insert (&dict, name, "s", fire->gun);
      else if (g_str_equal (name, "target-cover"))
        g_variant_dict_insert (&dict, name, "s", fire->cover);
      else if (g_str_equal (name, "intervening"))
        g_variant_dict_insert (&dict, name, "s", fire->intervening);
    }
  return g_variant_dict_end (&dict);
}

static GVariant *
prepare_fire (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              GError     **error)
{
  g_auto(Fire) fire = { 0 };
  g_autofree char *why = NULL;
  GVariant *completed;
  const char *table;

  if (!read_fire (game, action, params, &fire, error))
    return NULL;

  table = fire.artillery ? "fire-artillery" : "fire-infantry";
  if (fire.cover_reason != NULL)
    /* Translators: why the die, the cover ("At an edge"), why the cover */
    why = g_strdup_printf (_ ("%s; cover (%s): %s"), fire.why,
                           rz24_label_beside (cover_choices, cover_labels, fire.cover), fire.cover_reason);
  else
    why = g_strdup (fire.why);

  completed = completed_params (params, &fire);
  g_ptr_array_add (fire.filled, NULL);
  return vt_prepare_result_new (completed, (const char * const *) fire.filled->pdata,
                                fire.die, table, why);
}

static void
insert_common (VtOutcome  *outcome,
               GVariant   *summary,
               const char *text,
               const char *die,
               guint       face,
               double      points)
{
  g_autofree char *result = g_strdup_printf (_ ("%g Points"), points);

  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "die", "s", die);
  vt_outcome_set (outcome, "face", "u", face);
  vt_outcome_set (outcome, "result", "s", result);
  vt_outcome_set (outcome, "points", "d", points);
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
}

/* Spreads @points over the engaged target units ("Losses are spread across
 * engaged battalions"), or only tells them when no unit is named. */
static void
book_on_targets (VtGame          *game,
                 GPtrArray       *targets,
                 double           points,
                 const char      *note,
                 VtOutcome       *outcome,
                 GString         *text)
{
  if (targets->len == 0)
    {
      rz24_losses_book (game, NULL, NULL, points, note, outcome, text);
      return;
    }
  if (targets->len > 1)
    g_string_append_printf (text, _ (" The losses are spread across the %u engaged units "
                               "(digest: Losses are spread across engaged battalions)."),
                            targets->len);
  for (guint i = 0; i < targets->len; i++)
    rz24_losses_book (game, g_ptr_array_index (targets, i), NULL, points / targets->len,
                      note, outcome, text);
}

/* @why as a sentence's start: its first letter a capital, in any language
 * ("die I: …" reads "Die I: …" after a full stop) */
static char *
sentence_start (const char *why)
{
  GString *start = g_string_new (NULL);

  g_string_append_unichar (start, g_unichar_totitle (g_utf8_get_char (why)));
  g_string_append (start, g_utf8_next_char (why));
  return g_string_free (start, FALSE);
}

static GVariant *
resolve_infantry (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  g_auto(Fire) fire = { 0 };
  g_autoptr(GString) text = g_string_new ("");
  g_autofree char *row = NULL;
  g_autofree char *column = NULL;
  g_autofree char *why_sentence = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  gint64 rounded;
  double per_block, cover_factor, night_factor = 1.0, points;
  guint face;

  if (!read_fire (game, "infantry-fire", params, &fire, error))
    return NULL;
  if (fire.range == 0)
    return vt_bad_parameter_null (error, _ ("infantry-fire: give the range in paces (range=…), or the firing "
                       "and target units to measure it"));
  if (fire.count == 0)
    return vt_bad_parameter_null (error, _ ("infantry-fire: give the firing blocks (blocks=…), or name the "
                       "firing units"));
  /* Digest §11: "Infantry range is up to 400 paces, rounded to the nearest 100."
   * A measured 417 paces counts as 400, so the range ends where rounding
   * would give 500. */
  rounded = MAX (100, ((fire.range + 50) / 100) * 100);
  if (rounded > 400)
    return vt_bad_parameter_null (error, _ ("infantry fire reaches 400 paces (449 counted as 400); %" PRId64
                       " is out of range"), fire.range);

  if (!rz24_dice_throw_fire (dice, fire.die, &face, error))
    return NULL;

  row = g_strdup_printf ("%s-%u", fire.die, face);
  column = g_strdup_printf ("%" PRId64, rounded);
  per_block = vt_rule_table_get_value (TABLE_INFANTRY, row, column, game);
  cover_factor = vt_rule_table_get_value (TABLE_COVER, fire.cover, "musketry", game);
  if (fire.night)
    night_factor = vt_rule_table_get_value (TABLE_NIGHT, "infantry-loss-factor", "value", game);
  points = per_block * fire.count * cover_factor * night_factor;

  /* Translators: the blocks firing, the range and "pace" or "paces" */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "Infantry fire of %" PRId64 " block at %" PRId64 " %s",
                                             "Infantry fire of %" PRId64 " blocks at %" PRId64 " %s",
                                             fire.count),
                          fire.count, fire.range, RZ24_PACES (fire.range));
  if (rounded != fire.range)
    g_string_append_printf (text, _ (", counted as %" PRId64 " (infantry range is "
                               "rounded to the nearest 100)"), rounded);
  why_sentence = sentence_start (fire.why);
  /* Translators: the first %s is why the die, a sentence */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             ". %s. Fire die %s shows face %u: %g Points per block, "
                                             "times %" PRId64 " firing block = %g.",
                                             ". %s. Fire die %s shows face %u: %g Points per block, "
                                             "times %" PRId64 " firing blocks = %g.", fire.count),
                          why_sentence, fire.die, face, per_block, fire.count,
                          per_block * fire.count);
  if (g_str_equal (fire.cover, "edge"))
    g_string_append_printf (text, _ (" The target holds an edge (wood, village, wall or dyke): "
                               "musketry losses times %g."), cover_factor);
  else if (g_str_equal (fire.cover, "behind"))
    g_string_append (text, _ (" The target is wholly behind a 200-pace wood, a whole village or "
                        "a high dyke: no losses from musketry."));
  if (fire.cover_reason != NULL)
    g_string_append_printf (text, _ (" (From the map: %s.)"), fire.cover_reason);
  if (fire.night)
    g_string_append_printf (text, _ (" At night: times %g."), night_factor);
  g_string_append_printf (text, _ (" Loss: %g Points."), points);

  book_on_targets (game, fire.targets, points, N_ ("infantry fire"), outcome, text);

  if (fire.firers->len > 0 && fire.targets->len > 0)
    /* the journal names who did what, each as the reader saw it */
    /* Translators: the firers, the targets, the range, " (at an edge)", " (behind cover)" or nothing */
    summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                    "%s fires on %s at %" PRId64 " paces%s: die %s, face %u: "
                                    "%g Points",
                                    "%s fire on %s at %" PRId64 " paces%s: die %s, face %u: "
                                    "%g Points", fire.firers->len, "UUxtsid",
                                    fire.firers, fire.targets, rounded,
                                    g_str_equal (fire.cover, "none") ? ""
                                    : g_str_equal (fire.cover, "edge") ? N_(" (at an edge)")
                                    : N_(" (behind cover)"),
                                    fire.die, face, points);
  else
    summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                    "infantry fire: %" PRId64 " block at %" PRId64
                                    " paces, die %s face %u%s: %g Points",
                                    "infantry fire: %" PRId64 " blocks at %" PRId64
                                    " paces, die %s face %u%s: %g Points", fire.count, "xxsitd",
                                    fire.count, rounded, fire.die, face,
                                    g_str_equal (fire.cover, "none") ? ""
                                    : g_str_equal (fire.cover, "edge") ? N_(", target at an edge")
                                    : N_(", target behind cover"),
                                    points);

  insert_common (outcome, summary, text->str, fire.die, face, points);
  vt_outcome_set (outcome, "range", "x", rounded);
  vt_outcome_set (outcome, "blocks", "x", fire.count);
  vt_outcome_set (outcome, "per-block", "d", per_block);
  vt_outcome_set (outcome, "cover", "s", fire.cover);
  vt_outcome_set (outcome, "table", "s", "fire-infantry");
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static const char *
band_word (gboolean howitzer,
           guint    band)
{
  static const char * const gun_bands[] = {
    N_("small canister"), N_("large canister"), N_("effective arc shot"), N_("rolling shot")
  };
  static const char * const howitzer_bands[] = {
    N_("small canister"), N_("large canister"), N_("shell"), N_("long shell")
  };

  return howitzer ? howitzer_bands[band] : gun_bands[band];
}

static const char *
band_label (gboolean howitzer,
            guint    band)
{
  return _ (band_word (howitzer, band));
}

static const char *
band_column (gboolean howitzer,
             guint    band)
{
  static const char * const gun_columns[] = {
    "small-canister", "large-canister", "ball", "rolling-ball"
  };
  static const char * const howitzer_columns[] = {
    "small-canister", "large-canister", "shell", "long-shell"
  };

  return howitzer ? howitzer_columns[band] : gun_columns[band];
}

static const char *
gun_word (const char *gun)
{
  if (g_str_equal (gun, "12pdr"))
    return N_("12-pounder");
  if (g_str_equal (gun, "6pdr-foot"))
    return N_("6-pounder foot");
  if (g_str_equal (gun, "6pdr-horse"))
    return N_("6-pounder horse");
  return N_("7-pounder howitzer");
}

static const char *
gun_label (const char *gun)
{
  return _ (gun_word (gun));
}

static GVariant *
resolve_artillery (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  static const char * const band_keys[] = { "band-1", "band-2", "band-3", "band-4" };
  g_auto(Fire) fire = { 0 };
  g_autoptr(GString) text = g_string_new ("");
  g_autofree char *row = NULL;
  g_autofree char *why_sentence = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  gboolean howitzer;
  double limits[4], previous = 0, per_half, canister_factor = 1.0, cover_factor, points;
  const char *cover_kind;
  guint band = G_N_ELEMENTS (band_keys), face;

  if (!read_fire (game, "artillery-fire", params, &fire, error))
    return NULL;
  if (fire.gun == NULL)
    return vt_bad_parameter_null (error, _ ("artillery-fire: say which guns fire (gun=12pdr, 6pdr-foot, "
                       "6pdr-horse or 7pdr-howitzer), or name the firing half battery"));
  if (fire.range == 0)
    return vt_bad_parameter_null (error, _ ("artillery-fire: give the range in paces (range=…), or the firing "
                       "and target units to measure it"));
  if (fire.count == 0)
    return vt_bad_parameter_null (error, _ ("artillery-fire: give the firing half batteries (half-batteries=…), "
                       "or name the firing units"));

  howitzer = g_str_equal (fire.gun, "7pdr-howitzer");
  for (guint i = 0; i < G_N_ELEMENTS (band_keys); i++)
    limits[i] = vt_rule_table_get_value (TABLE_BANDS, fire.gun, band_keys[i], game);
  for (guint i = 0; i < G_N_ELEMENTS (band_keys); i++)
    if (fire.range <= limits[i])
      {
        band = i;
        break;
      }
  if (band == G_N_ELEMENTS (band_keys))
    return vt_bad_parameter_null (error, _ ("the %s reaches %g paces (%s); %" PRId64 " is out of range"),
                    gun_label (fire.gun), limits[3], band_label (howitzer, 3), fire.range);

  /* Digest §20: "artillery reaches only 600 paces in the open (except enfilading defiles)" */
  if (fire.night && !fire.enfilade)
    {
      double night_range = vt_rule_table_get_value (TABLE_NIGHT, "artillery-range", "value", game);

      if (fire.range > night_range)
        return vt_bad_parameter_null (error, _ ("at night artillery reaches only %g paces in the open (except "
                           "enfilading a defile); %" PRId64 " is out of range"),
                        night_range, fire.range);
    }

  /* Digest §9: "A howitzer battery carrying only its ordinary ammunition
   * may fire for 50 Züge." */
  for (guint i = 0; i < fire.firers->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (fire.firers, i);
      const Rz24Piece *piece = rz24_piece_for_unit (unit);
      double limit = rz24_staff_howitzer_zuege (game);
      guint fired;

      if (piece == NULL || g_strcmp0 (piece->gun, "7pdr-howitzer") != 0)
        continue;
      fired = rz24_staff_zuege_fired (game, unit);
      if (fired >= limit)
        return vt_bad_parameter_null (error, _ ("%s has fired %u Züge: a howitzer battery "
                                         "carrying only its ordinary ammunition may fire for "
                                         "%g Züge"), vt_unit_get_id (unit), fired, limit);
    }

  if (!rz24_dice_throw_fire (dice, fire.die, &face, error))
    return NULL;

  row = g_strdup_printf ("%s-%u", fire.die, face);
  per_half = vt_rule_table_get_value (TABLE_ARTILLERY, row, band_column (howitzer, band), game);
  if (band <= 1)
    {
      canister_factor = vt_rule_table_get_value (TABLE_BANDS, fire.gun, "canister-factor", game);
      cover_kind = "canister";
    }
  else
    cover_kind = howitzer ? "shell" : "ball";
  cover_factor = vt_rule_table_get_value (TABLE_COVER, fire.cover, cover_kind, game);
  points = per_half * canister_factor * fire.count * cover_factor;

  previous = band > 0 ? limits[band - 1] : 0;
  /* Translators: the half batteries, their guns, the range, "pace" or
   * "paces", the range band, its paces from and to, the guns */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "%" PRId64 " half battery, %s, at %" PRId64
                                             " %s: %s (%g–%g paces for the %s).",
                                             "%" PRId64 " half batteries, %s, at %" PRId64
                                             " %s: %s (%g–%g paces for the %s).", fire.count),
                          fire.count, gun_label (fire.gun),
                          fire.range, RZ24_PACES (fire.range), band_label (howitzer, band), previous, limits[band],
                          gun_label (fire.gun));
  if (fire.night)
    g_string_append (text, fire.enfilade
                           ? _ (" At night guns reach only 600 paces in the open, but these enfilade a defile.")
                           : _ (" At night guns reach only 600 paces in the open."));
  why_sentence = sentence_start (fire.why);
  /* Translators: the first %s is why the die, a sentence */
  g_string_append_printf (text, _ (" %s. Fire die %s shows face %u: %g Points per half battery"),
                          why_sentence, fire.die, face, per_half);
  if (canister_factor != 1.0)
    g_string_append_printf (text, _ (", canister times %g (%s)"), canister_factor,
                            howitzer ? _ ("the howitzer's weaker canister, derived")
                                     : _ ("12-pounder canister +1/4"));
  g_string_append_printf (text, _ (", times %" PRId64 " = %g."), fire.count,
                          per_half * canister_factor * fire.count);
  if (!g_str_equal (fire.cover, "none"))
    {
      gboolean edge = g_str_equal (fire.cover, "edge");
      gboolean canister = g_str_equal (cover_kind, "canister");
      gboolean shell = g_str_equal (cover_kind, "shell");

      /* Translators: the factor the losses are multiplied by */
      g_string_append_printf (text, edge
                              ? (canister ? _ (" The target is at a wood edge, village, wall or dyke: "
                                               "canister losses times %g.")
                                 : shell ? _ (" The target is at a wood edge, village, wall or dyke: "
                                              "shell losses times %g.")
                                 : _ (" The target is at a wood edge, village, wall or dyke: "
                                      "ball losses times %g."))
                              : (canister ? _ (" The target is wholly behind a 200-pace wood, a whole "
                                               "village or a high dyke: canister losses times %g.")
                                 : shell ? _ (" The target is wholly behind a 200-pace wood, a whole "
                                              "village or a high dyke: shell losses times %g.")
                                 : _ (" The target is wholly behind a 200-pace wood, a whole "
                                      "village or a high dyke: ball losses times %g.")),
                              cover_factor);
    }
  if (fire.cover_reason != NULL)
    g_string_append_printf (text, _ (" (From the map: %s.)"), fire.cover_reason);
  g_string_append_printf (text, _ (" Loss: %g Points."), points);

  book_on_targets (game, fire.targets, points, N_ ("artillery fire"), outcome, text);

  if (fire.firers->len > 0 && fire.targets->len > 0)
    /* Translators: the firers, the range band, the targets, the range, "pace" or "paces" */
    summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                    "%s fires %s on %s at %" PRId64 " %s: die %s, face %u: "
                                    "%g Points",
                                    "%s fire %s on %s at %" PRId64 " %s: die %s, face %u: "
                                    "%g Points", fire.firers->len, "UtUxpsid",
                                    fire.firers, band_word (howitzer, band), fire.targets, fire.range,
                                    RZ24_PACES_PHRASE (fire.range), fire.die, face, points);
  else
    summary = vt_phrase_new (GETTEXT_PACKAGE,
                             "artillery fire: %" PRId64 " × %s, %s at %" PRId64
                             " %s, die %s face %u: %g Points", "xttxpsid",
                             fire.count, gun_word (fire.gun), band_word (howitzer, band),
                             fire.range, RZ24_PACES_PHRASE (fire.range), fire.die, face, points);

  insert_common (outcome, summary, text->str, fire.die, face, points);
  vt_outcome_set (outcome, "range", "x", fire.range);
  vt_outcome_set (outcome, "band", "s", band_column (howitzer, band));
  vt_outcome_set (outcome, "half-batteries", "x", fire.count);
  vt_outcome_set (outcome, "per-half-battery", "d", per_half);
  vt_outcome_set (outcome, "cover", "s", fire.cover);
  vt_outcome_set (outcome, "table", "s", "fire-artillery");
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

/* the dispatch table: each action as declared, what prepares and what
 * resolves it; the core checks the parameters */
const VtActionRule *
rz24_fire_get_rules (guint *n_rules)
{
  static const VtActionRule rules[] = {
    { &fire_actions[0], prepare_fire, resolve_infantry },
    { &fire_actions[1], prepare_fire, resolve_artillery },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (rules) == G_N_ELEMENTS (fire_actions));
  init_tables ();
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
