/* rz12-march.c: movement, Sections VI, IX A, X, XI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move is a minute (VI §2); its allowance is in distances of 50 paces
 * (VI §1). The ground delays (VI §5) or forbids (VI §6); light troops are
 * delayed by nothing (X §2 b), cavalry on delaying ground is held to its
 * impeded rate (XI §2). After the fastest pace comes a rest (VI §8, IX §4,
 * X §2 a, XI §1).
 */
#define G_LOG_DOMAIN "vt-rz12-march"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "rz12-catalogue.h"
#include "rz12-conceal.h"
#include "rz12-lines.h"
#include "rz12-march.h"
#include "rz12-ruleset.h"

/* ---- the table: paces a move, on open ground and with obstacles -------- */

static const char * const march_rows[] = {
  "closed/march-pace", "closed/quick-march", "closed/storm-pace", "closed/column", "closed/square",
  "light/march-pace", "light/quick-march", "light/storm-pace",
  "heavy-cavalry/charge", "heavy-cavalry/extended-trot",
  "light-cavalry/charge", "light-cavalry/extended-trot",
  "horse-artillery/march", "foot-artillery/march", "heavy-artillery/march", "wagons/march",
  "ship/under-way",
  NULL
};
static const char * const march_columns[] = { "open", "obstacle", NULL };
static const double march_values[] = {
  /* IX §1 a–c; with an obstacle one distance less (VI §5, IX §3) */
  100, 50,
  150, 100,
  200, 150,
  /* IX §2: a column at most 3 distances, 2 with obstacles */
  150, 100,
  /* IX §3: squares and masses 2 distances, 1 with obstacles */
  100, 50,
  /* X §1–2: the light troops' paces are the infantry's, never delayed */
  100, 100,
  150, 150,
  200, 200,
  /* XI §1: 8 distances at the charge, 6 at the extended trot; impeded 4 (XI §2) */
  400, 200,
  300, 200,
  /* XI §1: 10 and 9 distances; impeded 6 (XI §2) */
  500, 300,
  450, 300,
  /* derived (XII is lost): VI §5 Remark 1 makes the 2 distances artillery
   * loses a quarter of its fastest move, so horse artillery 8; foot guns at
   * the infantry's storm pace, heavy guns and wagons at its quick march */
  400, 300,
  200, 100,
  150, 50,
  150, 50,
  /* derived: a ship at the infantry's march pace (IV §12 gives none) */
  100, 100,
};
static const guint8 march_derived[] = {
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
};

static const VtRuleTable tables[] = {
  { "march", N_("March allowance (paces a move)"), "VI §5, IX §1–3, X §2, XI §1–2",
    march_rows, march_columns, march_values, march_derived,
    N_("Artillery, wagons and ships: Section XII, which gave the artillery's movement, is lost; the "
    "rates are derived from VI §5 Remark 1 (the 2 distances artillery loses are a quarter of its "
    "fastest move) and from the infantry's paces.") },
};

/* ---- activities -------------------------------------------------------- */

static const VtActivity foot_activities[] = {
  { "quick-march", N_("Quick march"), N_("3 distances, 150 paces (IX §1 b).") },
  { "march-pace", N_("March pace"), N_("2 distances, 100 paces (IX §1 a).") },
  { "storm-pace", N_("Storm pace"), N_("4 distances, 200 paces (IX §1 c); then two moves slower (IX §4); "
    "tirailleurs and jägers two storm moves and one slower (X §2 a).") },
};
static const VtActivity cavalry_activities[] = {
  { "extended-trot", N_("Extended trot"), N_("Heavy 6, light 9 distances (XI §1); impeded 4 and 6 (XI §2).") },
  { "charge", N_("Charge (Karriere)"), N_("Heavy 8, light 10 distances (XI §1), twice in succession, then a "
    "trot (XI §1; VI §8 as an option).") },
};
static const VtActivity wheel_activities[] = {
  { "march", N_("On the march"), N_("Derived: Section XII is lost (README).") },
};
static const VtActivity ship_activities[] = {
  { "under-way", N_("Under way"), N_("On the water only (IV §12); derived 2 distances.") },
};

static const char * const all_activities[] = {
  "quick-march", "march-pace", "storm-pace", "extended-trot", "charge", "march", "under-way", NULL
};

const VtActivity *
rz12_march_get_activities (VtUnit *unit,
                           guint  *n_activities)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  if (piece == NULL)
    {
      *n_activities = 0;
      return NULL;
    }
  switch (piece->kind)
    {
    case RZ12_KIND_HEAVY_CAVALRY:
    case RZ12_KIND_LIGHT_CAVALRY:
    case RZ12_KIND_FLANKERS:
      *n_activities = G_N_ELEMENTS (cavalry_activities);
      return cavalry_activities;
    case RZ12_KIND_ARTILLERY:
    case RZ12_KIND_WAGONS:
      *n_activities = G_N_ELEMENTS (wheel_activities);
      return wheel_activities;
    case RZ12_KIND_SHIP:
      *n_activities = G_N_ELEMENTS (ship_activities);
      return ship_activities;
    default:
      *n_activities = G_N_ELEMENTS (foot_activities);
      return foot_activities;
    }
}

static gboolean
has_activity (const Rz12Piece *piece,
              const char      *activity)
{
  g_autoptr(VtUnit) unit = vt_unit_new ("probe", piece->unit_type, "probe");
  guint n = 0;
  const VtActivity *activities = rz12_march_get_activities (unit, &n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (activities[i].id, activity))
      return TRUE;
  return FALSE;
}

/* ---- the ground -------------------------------------------------------- */

typedef enum { GOING_OPEN, GOING_DELAY, GOING_NONE } Going;

/* who the ground treats alike */
typedef enum { MOVER_CLOSED, MOVER_LIGHT, MOVER_HEAVY_CAVALRY, MOVER_LIGHT_CAVALRY, MOVER_WHEELS,
               MOVER_SHIP } Mover;

/* Per terrain kind, for closed troops, light troops (X §2 b), heavy
 * cavalry, light cavalry and flankers, wheels: 'o' open, 'd' delaying
 * (VI §5; impeded for cavalry, XI §2), 'x' impassable (VI §6). "off" is
 * the ground alone, "on" where a road leads over it (a path or chaussée,
 * or only a bridge or ford where @crossing). */
typedef struct {
  const char *kind;
  const char *off;
  const char *on;
  gboolean    crossing;
} KindGoing;

static const KindGoing kind_goings[] = {
  { "slope-gentle", "ooooo", "ooooo", FALSE },      /* III §7 a */
  { "slope-steep", "doxxx", "doddd", FALSE },       /* III §7 b, VI §5 b, §6 b, X §2 b */
  { "slope-sheer", "xxxxx", "doddd", FALSE },       /* III §7 c, VI §6 a; a road up: VI §5 a */
  { "river", "xxxxx", "doddd", TRUE },              /* VI §6 f; a bridge: VI §5 c */
  { "stream", "xxxxx", "doddd", TRUE },
  { "canal", "xxxxx", "doddd", TRUE },
  { "brook", "xoxdx", "doddd", TRUE },              /* VI §6 f, X §2 b, XI §4 */
  { "ditch", "doxdd", "doddd", TRUE },              /* XI §4, X §2 b; closed troops derived */
  { "lake", "xxxxx", "xxxxx", FALSE },              /* X §2 b */
  { "sunken-road", "doddd", "doddd", FALSE },       /* VI §5 f, XI §2 */
  { "defile", "doddd", "doddd", FALSE },
  { "marsh", "xxxxx", "xxxxx", FALSE },             /* VI §6 c, X §2 b */
  { "wood-dense", "xoxdx", "doddd", FALSE },        /* VI §6 d, §5 d; X §2 b; XI §4 */
  { "wood-open", "doddd", "doddd", FALSE },         /* VI §5 e, XI §2 */
  { "farmstead-wooden", "xoxxx", "doddd", FALSE },  /* VI §6 e; X §2 b; streets: XI §2 */
  { "building-masonry", "xoxxx", "doddd", FALSE },
  { "church", "xoxxx", "doddd", FALSE },
  { "bridge-wooden", "doddd", "doddd", FALSE },     /* VI §5 c */
  { "bridge-masonry", "doddd", "doddd", FALSE },
  { "bridge-pontoon", "doddd", "doddd", FALSE },
  { "ford", "doddd", "doddd", FALSE },              /* derived, as a bridge */
};

static gboolean
is_road (const char *kind)
{
  return g_str_equal (kind, "path") || g_str_equal (kind, "chaussee");
}

static gboolean
is_crossing (const char *kind)
{
  return g_str_has_prefix (kind, "bridge-") || g_str_equal (kind, "ford");
}

static gboolean
is_water (const char *kind)
{
  return g_str_equal (kind, "river") || g_str_equal (kind, "stream") || g_str_equal (kind, "canal") ||
         g_str_equal (kind, "brook") || g_str_equal (kind, "ditch") || g_str_equal (kind, "lake");
}

static Going
going_of (const char *code,
          Mover       mover)
{
  switch (code[mover])
    {
    case 'x':
      return GOING_NONE;
    case 'd':
      return GOING_DELAY;
    default:
      return GOING_OPEN;
    }
}

/* the going of @ground for @mover; the feature that made it the worst in
 * @worst_feature (may be NULL; NULL there when no feature did) */
static Going
ground_going_of (const VtGround  *ground,
                 Mover            mover,
                 VtFeature      **worst_feature)
{
  gboolean road = FALSE, crossing = FALSE, water = FALSE;
  Going worst = GOING_OPEN;

  if (worst_feature != NULL)
    *worst_feature = NULL;
  if (ground == NULL)
    return mover == MOVER_SHIP ? GOING_NONE : GOING_OPEN;
  for (guint i = 0; i < ground->n_features; i++)
    {
      const char *kind = vt_feature_get_kind (ground->features[i]);

      road = road || is_road (kind);
      crossing = crossing || is_crossing (kind);
      water = water || (is_water (kind) && !g_str_equal (kind, "ditch"));
    }
  /* IV §12: ships on the water only */
  if (mover == MOVER_SHIP)
    return water ? GOING_OPEN : GOING_NONE;

  for (guint i = 0; i < ground->n_features; i++)
    {
      VtFeature *feature = ground->features[i];
      const char *kind = vt_feature_get_kind (feature);
      const char *approach = vt_feature_get_attribute (feature, "approach");

      for (guint k = 0; k < G_N_ELEMENTS (kind_goings); k++)
        {
          const KindGoing *row = &kind_goings[k];
          gboolean on;
          Going going;

          if (!g_str_equal (row->kind, kind))
            continue;
          on = row->crossing ? crossing : (road || crossing || g_strcmp0 (approach, "true") == 0);
          going = going_of (on ? row->on : row->off, mover);
          if (going > worst && worst_feature != NULL)
            *worst_feature = feature;
          worst = MAX (worst, going);
        }
    }
  return worst;
}

static Going
ground_going (const VtGround *ground,
              Mover           mover)
{
  return ground_going_of (ground, mover, NULL);
}

/* The rule that bars @mover from a feature of @kind (VI §6 and the arms'
 * own exceptions), for the umpire's refusal */
static const char *
barred_by (const char *kind,
           Mover       mover)
{
  if (kind == NULL)
    return mover == MOVER_SHIP ? _ ("IV §12: ships on the water only") : _ ("VI §6: impassable");
  if (mover == MOVER_HEAVY_CAVALRY &&
      (g_str_equal (kind, "wood-dense") || g_str_equal (kind, "ditch") || g_str_equal (kind, "brook")))
    return _ ("XI §4: heavy cavalry cannot pass through dense woodland, ditches, or brooks");
  if (mover == MOVER_LIGHT)
    return _ ("X §2 b: tirailleurs and jägers are stopped only by heights of the third gradient class with no "
              "approach, marshes, lakes, streams or rivers");
  if (g_str_equal (kind, "slope-steep"))
    return _ ("III §7 b: a steep slope is accessible to infantry only (VI §6 b)");
  if (g_str_equal (kind, "slope-sheer"))
    return _ ("III §7 c, VI §6 a: a sheer height no arm can occupy");
  if (g_str_equal (kind, "marsh"))
    return _ ("VI §6 c: marshes are impassable");
  if (g_str_equal (kind, "wood-dense"))
    return _ ("VI §6 d: dense woodland through which no road passes");
  if (g_str_equal (kind, "farmstead-wooden") || g_str_equal (kind, "building-masonry") || g_str_equal (kind, "church"))
    return _ ("VI §6 e: buildings and farmsteads cannot be passed on their frontage");
  if (g_str_equal (kind, "river") || g_str_equal (kind, "stream") || g_str_equal (kind, "canal") ||
      g_str_equal (kind, "brook") || g_str_equal (kind, "lake"))
    return _ ("VI §6 f: water where no bridge crosses it");
  return _ ("VI §6: impassable");
}

static Mover
mover_of (const Rz12Piece *piece,
          const char      *formation)
{
  switch (piece->kind)
    {
    case RZ12_KIND_TIRAILLEURS:
    case RZ12_KIND_JAEGERS:
      /* X §3: three stacked move as closed infantry */
      return rz12_piece_is_closed (piece, formation) ? MOVER_CLOSED : MOVER_LIGHT;
    case RZ12_KIND_HEAVY_CAVALRY:
      return MOVER_HEAVY_CAVALRY;
    case RZ12_KIND_LIGHT_CAVALRY:
    case RZ12_KIND_FLANKERS:
      return MOVER_LIGHT_CAVALRY;
    case RZ12_KIND_ARTILLERY:
    case RZ12_KIND_WAGONS:
      return MOVER_WHEELS;
    case RZ12_KIND_SHIP:
      return MOVER_SHIP;
    default:
      return MOVER_CLOSED;
    }
}

static double
rule (VtGame     *game,
      const char *row,
      gboolean    obstacle)
{
  return vt_rule_table_get_value (&tables[0], row, obstacle ? "obstacle" : "open", game);
}

/* The allowance of @piece in @formation at @activity, on open or delaying
 * ground; @why says which rule gave it. */
static double
allowance (VtGame          *game,
           const Rz12Piece *piece,
           const char      *formation,
           const char      *activity,
           gboolean         obstacle,
           const char     **why)
{
  Mover mover = mover_of (piece, formation);
  g_autofree char *row = NULL;
  double rate;

  switch (mover)
    {
    case MOVER_CLOSED:
      row = g_strdup_printf ("closed/%s", activity);
      rate = rule (game, row, obstacle);
      *why = obstacle ? _ ("VI §5, IX §3: one distance less for the obstacle") : "IX §1";
      if (g_strcmp0 (formation, "column") == 0 && rule (game, "closed/column", obstacle) < rate)
        {
          rate = rule (game, "closed/column", obstacle);
          *why = _ ("IX §2: a column at most 3 distances, 2 with obstacles");
        }
      if ((g_strcmp0 (formation, "square") == 0 || g_strcmp0 (formation, "mass") == 0) &&
          rule (game, "closed/square", obstacle) < rate)
        {
          rate = rule (game, "closed/square", obstacle);
          *why = _ ("IX §3: squares and masses 2 distances, 1 with obstacles");
        }
      return rate;
    case MOVER_LIGHT:
      row = g_strdup_printf ("light/%s", activity);
      *why = _ ("X §2 b: no delaying obstacles for tirailleurs and jägers");
      return rule (game, row, obstacle);
    case MOVER_HEAVY_CAVALRY:
    case MOVER_LIGHT_CAVALRY:
      row = g_strdup_printf ("%s/%s", mover == MOVER_HEAVY_CAVALRY ? "heavy-cavalry" : "light-cavalry", activity);
      /* XI §2: impeded by terrain or marching in columns; flankers in a
       * mass of three march as a column (derived) */
      if (g_strcmp0 (formation, "column") == 0 || g_strcmp0 (formation, "mass") == 0)
        {
          *why = _ ("XI §2: impeded, marching in column");
          return rule (game, row, TRUE);
        }
      *why = obstacle ? _ ("XI §2: impeded by the terrain") : "XI §1";
      return rule (game, row, obstacle);
    case MOVER_WHEELS:
      row = g_strdup_printf ("%s/march", piece->kind == RZ12_KIND_WAGONS ? "wagons" : piece->unit_type);
      *why = obstacle ? _ ("VI §5: two distances less (rate derived, XII is lost)") : _ ("derived: XII is lost");
      return rule (game, row, obstacle);
    case MOVER_SHIP:
    default:
      *why = _ ("derived: IV §12 gives no rate");
      return rule (game, "ship/under-way", FALSE);
    }
}

/* ---- mixed stacks ------------------------------------------------------ */

/* derived: pieces placed beneath one another stand on the same spot,
 * their centres within a pace */
#define RZ12_STACKED 1.0

/* VII §10: "the march distance of such a mixed column is governed by the
 * arm that moves most slowly": the least of the fastest allowances of the
 * other pieces stacked with @unit (its own side's, standing), G_MAXDOUBLE
 * when none is; the slowest in @slowest. @ground NULL: @obstacle says. */
static double
stack_cap (VtGame          *game,
           VtUnit          *unit,
           const VtGround  *ground,
           gboolean         obstacle,
           VtUnit         **slowest)
{
  GListModel *units;
  VtPoint at;
  double cap = G_MAXDOUBLE;

  *slowest = NULL;
  if (game == NULL)
    return cap;
  units = vt_scenario_get_units (vt_game_get_state (game));
  vt_unit_get_position (unit, &at);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) other = g_list_model_get_item (units, i);
      const Rz12Piece *piece = rz12_piece_for_unit (other);
      const char *formation = vt_unit_get_formation (other), *why = NULL;
      const VtActivity *activities;
      gboolean delayed = obstacle;
      double best = 0;
      guint n = 0;
      VtPoint p;

      if (piece == NULL || g_str_equal (vt_unit_get_id (other), vt_unit_get_id (unit)) ||
          g_strcmp0 (vt_unit_get_side (other), vt_unit_get_side (unit)) != 0 ||
          vt_unit_get_strength (other) == 0)
        continue;
      vt_unit_get_position (other, &p);
      if (hypot (p.x - at.x, p.y - at.y) > RZ12_STACKED)
        continue;
      if (ground != NULL)
        {
          Going going = ground_going (ground, mover_of (piece, formation));

          if (going == GOING_NONE)
            {
              *slowest = other;
              return 0;
            }
          delayed = going == GOING_DELAY;
        }
      activities = rz12_march_get_activities (other, &n);
      for (guint k = 0; k < n; k++)
        best = MAX (best, allowance (game, piece, formation, activities[k].id, delayed, &why));
      if (best < cap)
        {
          cap = best;
          *slowest = other;
        }
    }
  return cap;
}

/* The rate of @unit (@piece in @formation) at @activity on @ground: the
 * window's (get_march_rate, over every cell of its reach) and the march
 * action's along its line on the map are this one function. @delayed: the
 * umpire's delaying obstacle where the map shows none (going=obstacle);
 * @concealed caps it at VII §3, @stacked at VII §10's slowest arm. The
 * going in @going, the feature that made it in @worst (may be NULL). */
static double
rate_on (VtGame          *game,
         VtUnit          *unit,
         const Rz12Piece *piece,
         const char      *formation,
         const char      *activity,
         const VtGround  *ground,
         gboolean         delayed,
         gboolean         concealed,
         gboolean         stacked,
         Going           *going_out,
         VtFeature      **worst)
{
  const char *why = NULL;
  Going going = ground_going_of (ground, mover_of (piece, formation), worst);
  double rate;

  if (going == GOING_OPEN && delayed)
    going = GOING_DELAY;
  if (going_out != NULL)
    *going_out = going;
  if (going == GOING_NONE)
    return 0;
  rate = allowance (game, piece, formation, activity, going == GOING_DELAY, &why);
  /* VII §3: a troop-concealer never faster than infantry (in column, IX §2) */
  if (concealed)
    rate = MIN (rate, rule (game, "closed/column", going == GOING_DELAY));
  /* VII §10: a mixed stack at its slowest arm's pace */
  if (stacked && unit != NULL)
    {
      VtUnit *slowest = NULL;

      rate = MIN (rate, stack_cap (game, unit, ground, going == GOING_DELAY, &slowest));
    }
  return rate;
}

double
rz12_march_get_rate (VtGame         *game,
                     VtUnit         *unit,
                     const char     *activity,
                     const VtGround *ground)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  if (piece == NULL || activity == NULL || !has_activity (piece, activity))
    return 0;
  return rate_on (game, unit, piece, vt_unit_get_formation (unit), activity, ground, FALSE,
                  rz12_conceal_is_concealed (unit), TRUE, NULL, NULL);
}

/* ---- the ground along a line on the map -------------------------------- */

/* derived: the line sampled every 5 paces, a polyline covering at least 5
 * paces either side of its drawn line (as the window's reach grid does its
 * cells, so that a brook drawn thin is not stepped over) */
#define RZ12_LINE_STEP 5.0
#define RZ12_LINE_MIN_HALF_WIDTH 5.0

typedef struct {
  gboolean   blocked;     /* impassable somewhere on the line */
  VtFeature *barrier;     /* what bars it (NULL: no feature, or the stack) */
  double     barrier_at;  /* paces from the start */
  GPtrArray *delaying;    /* the features that delay it, each once */
  double     cost;        /* in moves */
} Rz12Line;

static void
rz12_line_clear (Rz12Line *line)
{
  g_clear_pointer (&line->delaying, g_ptr_array_unref);
  g_clear_object (&line->barrier);
}

static gboolean
feature_covers (VtFeature     *feature,
                double         half_width,
                const VtPoint *p)
{
  const VtPoint *points;
  guint n = 0;

  points = vt_feature_get_points (feature, &n);
  if (n == 0)
    return FALSE;
  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
    return vt_polygon_contains (points, n, p);
  return vt_polyline_distance (points, n, p) <= half_width;
}

/* The ground along @unit's straight line to @to, from the map's features,
 * each stretch at rate_on()'s rate: the allowance along it (the line's
 * length in the moves it costs; 0 when it is barred and not @go_on). */
static double
walk_line (VtRuleset       *ruleset,
           VtGame          *game,
           VtUnit          *unit,
           const Rz12Piece *piece,
           const char      *formation,
           const char      *activity,
           const VtPoint   *to,
           gboolean         delayed,
           gboolean         concealed,
           gboolean         stacked,
           gboolean         go_on,
           Rz12Line        *line)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  g_autoptr(GPtrArray) drawn = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) half_widths = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) under = g_ptr_array_new ();
  VtGround open = { NULL, 0, 0 };
  VtPoint from;
  double length;
  guint steps;

  line->delaying = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      VtFeature *feature = g_list_model_get_item (features, i);
      const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature));
      double half = 0;

      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT)
        {
          g_object_unref (feature);
          continue;
        }
      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE)
        half = MAX (kind != NULL ? kind->width / 2 : 0, RZ12_LINE_MIN_HALF_WIDTH);
      g_ptr_array_add (drawn, feature);
      g_array_append_val (half_widths, half);
    }

  vt_unit_get_position (unit, &from);
  length = hypot (to->x - from.x, to->y - from.y);
  steps = MAX (1, (guint) ceil (length / RZ12_LINE_STEP - 1e-9));
  for (guint k = 0; k < steps; k++)
    {
      double t = (k + 0.5) / steps;
      VtPoint p = { from.x + (to->x - from.x) * t, from.y + (to->y - from.y) * t };
      VtGround ground = { NULL, 0, 0 };
      VtFeature *worst = NULL;
      Going going;
      double rate;

      g_ptr_array_set_size (under, 0);
      for (guint i = 0; i < drawn->len; i++)
        if (feature_covers (g_ptr_array_index (drawn, i), g_array_index (half_widths, double, i), &p))
          g_ptr_array_add (under, g_ptr_array_index (drawn, i));
      ground.features = (VtFeature * const *) under->pdata;
      ground.n_features = under->len;
      rate = rate_on (game, unit, piece, formation, activity, &ground, delayed, concealed, stacked, &going, &worst);
      if (rate <= 0)
        {
          if (!line->blocked)
            {
              line->blocked = TRUE;
              line->barrier = worst != NULL ? g_object_ref (worst) : NULL;
              line->barrier_at = length * k / steps;
            }
          if (!go_on)
            return 0;
          /* the umpire allows it: that stretch as open ground */
          rate = rate_on (game, unit, piece, formation, activity, &open, delayed, concealed, stacked, NULL, NULL);
          if (rate <= 0)
            return 0;
        }
      if (going == GOING_DELAY && worst != NULL && !g_ptr_array_find (line->delaying, worst, NULL))
        g_ptr_array_add (line->delaying, g_object_ref (worst));
      line->cost += length / steps / rate;
    }
  if (length <= 0)
    return rate_on (game, unit, piece, formation, activity, &open, delayed, concealed, stacked, NULL, NULL);
  return length / line->cost;
}

/* ---- the rest after the fastest pace ----------------------------------- */

/* How many fast moves may follow one another, and how many slower ones
 * must come after: infantry one storm move, then two slower (IX §4, VI
 * §8); tirailleurs and jägers two, then one (X §2 a); cavalry two charges
 * and one trot (XI §1) or, with the option, one and two (VI §8). */
static gboolean
fast_rule (VtGame          *game,
           const Rz12Piece *piece,
           const char      *formation,
           const char      *activity,
           guint           *run,
           guint           *rest,
           const char     **why)
{
  Mover mover = mover_of (piece, formation);

  if (g_str_equal (activity, "storm-pace") && mover == MOVER_CLOSED)
    {
      *run = 1, *rest = 2, *why = _ ("IX §4: after a move at storm pace, two at quick march or march pace");
      return TRUE;
    }
  if (g_str_equal (activity, "storm-pace") && mover == MOVER_LIGHT)
    {
      *run = 2, *rest = 1, *why = _ ("X §2 a: two moves at storm pace, then one at quick march");
      return TRUE;
    }
  if (g_str_equal (activity, "charge"))
    {
      const char *reading = NULL;
      GVariant *value = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), "cavalry-charge") : NULL;

      if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        reading = g_variant_get_string (value, NULL);
      if (g_strcmp0 (reading, "one-charge") == 0)
        *run = 1, *rest = 2, *why = _ ("VI §8: after one charge, two moves at the trot (the game's option)");
      else
        *run = 2, *rest = 1, *why = _ ("XI §1: the charge only twice in succession, then one at the extended trot");
      return TRUE;
    }
  return FALSE;
}

/* NULL when @unit may go at @activity now; else why not */
static char *
check_rest (VtGame          *game,
            VtUnit          *unit,
            const Rz12Piece *piece,
            const char      *activity)
{
  const char *formation = vt_unit_get_formation (unit), *why = NULL;
  guint run = 0, rest = 0, move, gap = 0, fast = 0, n;
  gboolean in_gap = TRUE;

  if (game == NULL || !fast_rule (game, piece, formation, activity, &run, &rest, &why))
    return NULL;
  move = vt_game_get_move (game);
  n = run + rest;
  /* its own moves: the sides' moves alternate, one minute each (II §5,
   * VI §12: "B's move follows immediately in the next minute after A's") */
  for (guint k = 1; k <= n && k * 2 <= move; k++)
    {
      const char *done = rz12_activity_in_move (game, vt_unit_get_id (unit), move - k * 2);
      gboolean was_fast = g_strcmp0 (done, activity) == 0;

      if (in_gap && !was_fast)
        gap++;
      else if (was_fast && (in_gap || fast > 0))
        {
          in_gap = FALSE;
          fast++;
        }
      else
        break;
    }
  if (fast == 0 || gap >= rest)
    return NULL;
  if (gap == 0 && fast < run)
    return NULL;
  /* Translators: the piece, the pace (an id: storm, charge…), the rule
   * (a section and its words), the moves at a slower pace still due */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s may not go at %s now: %s (%u slower move still due)",
                                       "%s may not go at %s now: %s (%u slower moves still due)", rest - gap),
                          vt_unit_get_display_name (unit), activity, why, rest - gap);
}

/* Whether the umpire allowed @unit in this move by a march action at
 * @activity with his reason (VT_PARAM_UMPIRE_ALLOWS): the window's move at
 * that pace follows his decision; with @to, only a move to within a
 * distance of the point he let it march to (to-x, to-y; derived: a piece's
 * frontage, V §2, VI §1, for a drag cannot hit the point exactly). */
static gboolean
umpire_allowed_in_move (VtGame        *game,
                        VtUnit        *unit,
                        const char    *activity,
                        const VtPoint *to)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal), move = vt_game_get_move (game);

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      const char *action = NULL, *named = NULL, *pace = NULL;
      VtPoint allowed;

      if (vt_event_get_move (event) != move || !g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, "march"))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params == NULL || !g_variant_lookup (params, "unit", "&s", &named) ||
          !g_str_equal (named, vt_unit_get_id (unit)) ||
          !g_variant_lookup (params, "activity", "&s", &pace) || !g_str_equal (pace, activity) ||
          !rz12_umpire_allows (params))
        continue;
      if (to == NULL)
        return TRUE;
      if (vt_params_get_number (params, "to-x", &allowed.x) && vt_params_get_number (params, "to-y", &allowed.y) &&
          hypot (allowed.x - to->x, allowed.y - to->y) <= RZ12_DISTANCE + 1e-6)
        return TRUE;
    }
  return FALSE;
}

gboolean
rz12_march_check_move (VtGame         *game,
                       VtUnit         *unit,
                       const char     *activity,
                       const VtPoint  *to,
                       GError        **error)
{
  const Rz12Piece *piece = rz12_piece_for_type (vt_unit_get_unit_type (unit));
  g_autofree char *refused = NULL;

  if (piece == NULL || !has_activity (piece, activity))
    return TRUE;
  refused = check_rest (game, unit, piece, activity);
  if (refused != NULL && !umpire_allowed_in_move (game, unit, activity, NULL))
    {
      /* the window cannot take his reason: the march action journals it */
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("%s; the umpire may allow it by the march action at that pace with his reason "
                      "(umpire-allows=REASON) in this Zug"), refused);
      return FALSE;
    }
  g_clear_pointer (&refused, g_free);
  /* IX §10: fire takes the whole minute, on the map as in the march action */
  if (rz12_acted_in_move (game, "fire", "firer", vt_unit_get_id (unit), vt_game_get_move (game)) &&
      !umpire_allowed_in_move (game, unit, activity, NULL))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("%s has fired in this move and cannot also move (IX §10); the umpire may allow "
                      "it by the march action with his reason (umpire-allows=REASON) in this Zug"),
                   vt_unit_get_display_name (unit));
      return FALSE;
    }
  if (to != NULL)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      double gap;
      gboolean with_loss;

      /* VI §10–12, X §10: the very check of the march action's to-x, to-y;
       * what it says of a move it allows is the march action's text */
      refused = rz12_lines_check_march (game, unit, to, text, &gap, &with_loss);
      if (refused != NULL && !umpire_allowed_in_move (game, unit, activity, to))
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                       _ ("%s; the umpire may allow it by the march action at that pace to that point "
                          "(to-x, to-y) with his reason (umpire-allows=REASON) in this Zug"), refused);
          return FALSE;
        }
    }
  return TRUE;
}

/* what a march refused by the lines but allowed by the umpire says, in
 * the march action and in the journal of a move made in the window */
static void
append_umpire_allows (GString    *text,
                      const char *refused)
{
  g_string_append_printf (text, _ (" The umpire allows what the rules refuse: %s."), refused);
}

char *
rz12_march_describe_move (VtGame         *game,
                          VtUnit         *unit,
                          const char     *activity,
                          const VtPoint  *to)
{
  const Rz12Piece *piece = rz12_piece_for_type (vt_unit_get_unit_type (unit));
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *refused = NULL;
  double gap;
  gboolean with_loss;

  if (piece == NULL || !has_activity (piece, activity))
    return NULL;
  /* the march action's words for the lines on the way (VI §10–12, X §10);
   * a refusal here is one the umpire allowed, or check_move would have
   * stopped the move */
  refused = rz12_lines_check_march (game, unit, to, text, &gap, &with_loss);
  if (refused != NULL)
    append_umpire_allows (text, refused);
  g_strchug (text->str);
  return *text->str != '\0' ? g_strdup (text->str) : NULL;
}

/* ---- the march action -------------------------------------------------- */

static const char * const going_choices[] = { "open", "obstacle", "impassable", NULL };
static const char * const going_labels[] = {
  N_("Open ground"), N_("A delaying obstacle (VI §5 a–h)"), N_("Impassable (VI §6)"), NULL
};

static const VtActionParam march_params[] = {
  { "unit", N_("Piece"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The piece that marches."), NULL,
    VT_PARAM_ROLE_SUBJECT },
  { "unit-type", N_("Piece type"), VT_PARAM_CHOICE, 0, 0, rz12_unit_type_ids, TRUE,
    N_("Without a game: the kind of piece.") },
  { "formation", N_("Formation"), VT_PARAM_CHOICE, 0, 0, rz12_formation_ids, TRUE,
    N_("Without a game: its formation; the type's first when not given.") },
  { "activity", N_("Pace"), VT_PARAM_CHOICE, 0, 0, all_activities, FALSE,
    N_("March pace, quick march, storm pace; the charge or extended trot; on the march.") },
  { "going", N_("Ground"), VT_PARAM_CHOICE, 0, 0, going_choices, TRUE,
    N_("A delaying obstacle: an ascent, a bridge, a road through a dense wood, an open wood, a "
    "defile, passing through dense troops, crossing a chaussée (VI §5 a–h). Open when not given."),
    going_labels },
  { "concealed", N_("In a troop-concealer"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Troop-concealers hold dense columns and move no faster than infantry (VII §3).") },
  { "distance", N_("Distance (paces)"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("The march intended, checked against the allowance; from to-x, to-y when not given.") },
  { "to-x", N_("To, x (paces)"), VT_PARAM_NUMBER, -1000000, 1000000, NULL, TRUE,
    N_("With to-y, where the piece marches on the map, in a straight line: the gaps in the enemy's line "
    "(VI §12), the tirailleurs' flanks (X §10) and one's own lines (VI §6 g, §10–11) are measured "
    "along it.") },
  { "to-y", N_("To, y (paces)"), VT_PARAM_NUMBER, -1000000, 1000000, NULL, TRUE,
    N_("With To, x: where the piece marches on the map.") },
  { "deploying", N_("Deploying from column"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("A column deploying: each piece at the fastest pace, as a line (VI §9, XI §3: cavalry 8 or 10 "
    "distances, 'can and must').") },
};

static const VtAction actions[] = {
  { "march", N_("March allowance"), march_params, G_N_ELEMENTS (march_params),
    N_("How far a piece gets in one move (one minute) at its pace over the ground (VI, IX A, X, XI)."),
    NULL, N_("Movement") },
};

static GVariant *
resolve_march (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(VtUnit) probe = NULL;
  const char *unit_type = NULL, *formation = NULL, *activity = NULL, *going = "open", *why = NULL;
  const Rz12Piece *piece;
  gboolean concealed = FALSE, deploying = FALSE, with_loss = FALSE, has_to, on_map = FALSE;
  g_autofree char *barred = NULL;
  Rz12Line line = { 0, };
  GError *local_error = NULL;
  VtUnit *unit;
  VtPoint to = { 0, 0 };
  double rate, distance, gap = -1;

  vt_params_get_string (params, "activity", &activity);
  vt_params_get_string (params, "going", &going);
  unit = vt_params_get_unit (game, params, "unit", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  has_to = vt_params_get_number (params, "to-x", &to.x);
  if (has_to != vt_params_get_number (params, "to-y", &to.y))
    return vt_bad_parameter_null (error, _ ("march: give both to-x and to-y, the point marched to"));
  if (has_to && unit == NULL)
    return vt_bad_parameter_null (error, _ ("march: to-x, to-y are measured on the map: name the piece (unit=…)"));
  if (!vt_params_get_boolean (params, "concealed", &concealed))
    concealed = rz12_conceal_is_concealed (unit);
  if (unit != NULL)
    {
      unit_type = vt_unit_get_unit_type (unit);
      formation = vt_unit_get_formation (unit);
    }
  else
    {
      vt_params_get_string (params, "unit-type", &unit_type);
      vt_params_get_string (params, "formation", &formation);
    }
  if (unit_type == NULL)
    return vt_bad_parameter_null (error, _ ("march: name the piece (unit=…) or its type (unit-type=…)"));
  piece = rz12_piece_for_type (unit_type);
  if (piece == NULL)
    return vt_bad_parameter_null (error, _ ("march: '%s' is not a piece of 1812"), unit_type);
  if (unit == NULL)
    {
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, unit_type);

      probe = vt_unit_new ("probe", unit_type, "probe");
      if (formation == NULL)
        formation = type->formations[0];
      else if (!g_strv_contains ((const char * const *) type->formations, formation))
        return vt_bad_parameter_null (error, _ ("march: %s does not stand in formation '%s'"),
                                      type->label, formation);
      vt_unit_set_formation (probe, formation);
    }
  if (formation == NULL)
    formation = vt_ruleset_find_unit_type (ruleset, unit_type)->formations[0];
  if (!has_activity (piece, activity))
    return vt_bad_parameter_null (error, _ ("march: %s do not go at '%s'"),
                                  vt_ruleset_get_unit_type_label (ruleset, unit_type), activity);

  if (unit != NULL && !rz12_umpire_allows (params))
    {
      g_autofree char *refused = check_rest (game, unit, piece, activity);

      if (refused != NULL)
        return rz12_umpire_decides (error, _ ("march: %s"), refused);
      /* IX §10: fire takes the whole minute */
      if (rz12_acted_in_move (game, "fire", "firer", vt_unit_get_id (unit), vt_game_get_move (game)))
        return rz12_umpire_decides (error, _ ("march: %s has fired in this move and cannot also move "
                                       "(IX §10)"), vt_unit_get_display_name (unit));
    }

  if (vt_params_get_boolean (params, "deploying", &deploying) && deploying)
    {
      if (g_strcmp0 (formation, "column") != 0 && g_strcmp0 (formation, "mass") != 0)
        return vt_bad_parameter_null (error, _ ("march: %s stands in %s, not in column: there is nothing to deploy"),
                                      unit != NULL ? vt_unit_get_display_name (unit) : unit_type,
                                      vt_ruleset_get_formation_label (ruleset, formation));
      /* XI §3: "the highest degree of speed can and must be applied" */
      if (rz12_kind_is_cavalry (piece->kind) && !g_str_equal (activity, "charge") && !rz12_umpire_allows (params))
        return rz12_umpire_decides (error, _ ("march: a cavalry column deploys at the charge: the highest degree "
                                       "of speed can and must be applied (XI §3)"));
    }
  /* in a game, along its line: the ground from the map, as the window's
   * move takes it (get_march_rate); going= then adds only the umpire's
   * obstacle the map does not show (VI §5 g–h) */
  on_map = unit != NULL && has_to && game != NULL &&
           vt_map_get_kind (vt_scenario_get_map (vt_game_get_state (game))) == VT_MAP_KIND_TERRAIN;
  if (g_str_equal (going, "impassable"))
    {
      rate = 0;
      why = _ ("VI §6: impassable");
    }
  else if (on_map)
    {
      const char *marching = deploying ? "line" : formation;
      gboolean obstacle = g_str_equal (going, "obstacle");

      rate = walk_line (ruleset, game, unit, piece, marching, activity, &to, obstacle, concealed, !deploying,
                        rz12_umpire_allows (params), &line);
      if (line.blocked)
        {
          const char *kind = line.barrier != NULL ? vt_feature_get_kind (line.barrier) : NULL;
          const char *name = line.barrier != NULL ? vt_feature_get_name (line.barrier) : NULL;

          if (name == NULL || *name == '\0')
            name = kind != NULL ? vt_ruleset_get_terrain_kind_label (ruleset, kind) : _ ("the ground");
          /* Translators: the piece, the feature (its name or its kind), how
           * far along the line it lies, the rule that bars it */
          barred = g_strdup_printf (_ ("%s cannot go into %s, %.0f paces along its line: %s"),
                                    vt_unit_get_display_name (unit), name, line.barrier_at,
                                    barred_by (kind, mover_of (piece, marching)));
          if (!rz12_umpire_allows (params))
            {
              rz12_line_clear (&line);
              return rz12_umpire_decides (error, _ ("march: %s"), barred);
            }
        }
      allowance (game, piece, marching, activity, obstacle || line.delaying->len > 0, &why);
      if (deploying)
        why = rz12_kind_is_cavalry (piece->kind)
              ? _ ("XI §3: deploying, each piece at the fastest pace, 8 or 10 distances")
              : _ ("VI §9: the column deploys at the fastest pace, each piece no farther than its move");
    }
  else if (deploying)
    {
      /* VI §9, XI §3: the deploying pieces at a line's fastest pace; VII
       * §10: "may not exceed their regular march distance" */
      rate = allowance (game, piece, "line", activity, g_str_equal (going, "obstacle"), &why);
      why = rz12_kind_is_cavalry (piece->kind)
            ? _ ("XI §3: deploying, each piece at the fastest pace, 8 or 10 distances")
            : _ ("VI §9: the column deploys at the fastest pace, each piece no farther than its move");
    }
  else
    rate = allowance (game, piece, formation, activity, g_str_equal (going, "obstacle"), &why);
  /* Translators: the piece, its formation, its pace, how far it goes in
   * paces and in distances of 50 paces, the rule */
  g_string_append_printf (text, _ ("%s, %s, at %s: %.0f paces, %g distances (%s)."),
                          unit != NULL ? vt_unit_get_display_name (unit) : vt_ruleset_get_unit_type_label (ruleset, unit_type),
                          vt_ruleset_get_formation_label (ruleset, formation),
                          vt_ruleset_get_choice_label (ruleset, &march_params[3], activity),
                          rate, rate / RZ12_DISTANCE, why);
  if (on_map && line.delaying != NULL)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < line.delaying->len; i++)
        {
          VtFeature *feature = g_ptr_array_index (line.delaying, i);
          const char *name = vt_feature_get_name (feature);

          if (name == NULL || *name == '\0')
            name = vt_ruleset_get_terrain_kind_label (ruleset, vt_feature_get_kind (feature));
          g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", name);
        }
      if (names->len > 0)
        /* Translators: the delaying features on the line, by name or kind */
        g_string_append_printf (text, _ (" The ground along its line, from the map: %s delays it."), names->str);
      else
        g_string_append (text, _ (" The ground along its line, from the map: nothing delays it."));
      if (barred != NULL)
        append_umpire_allows (text, barred);
      rz12_line_clear (&line);
    }
  if (concealed && !on_map)
    {
      double cap = rule (game, "closed/column", g_str_equal (going, "obstacle"));

      if (cap < rate)
        {
          rate = cap;
          g_string_append_printf (text, _ (" In a troop-concealer no faster than infantry in column: %.0f "
                                     "paces (VII §3, IX §2)."), rate);
        }
    }
  if (unit != NULL && !deploying && !on_map)
    {
      VtUnit *slowest = NULL;
      double cap = stack_cap (game, unit, NULL, g_str_equal (going, "obstacle"), &slowest);

      if (cap < rate)
        {
          rate = cap;
          g_string_append_printf (text, _ (" Stacked with %s, the arm that moves most slowly governs the mixed "
                                     "column: %.0f paces (VII §10)."), vt_unit_get_display_name (slowest), rate);
        }
    }
  if (unit != NULL && has_to)
    {
      g_autofree char *refused = rz12_lines_check_march (game, unit, &to, text, &gap, &with_loss);

      if (refused != NULL && !rz12_umpire_allows (params))
        return rz12_umpire_decides (error, _ ("march: %s"), refused);
      if (refused != NULL)
        append_umpire_allows (text, refused);
    }
  else if (rz12_kind_is_cavalry (piece->kind) || piece->kind == RZ12_KIND_CLOSED_INFANTRY)
    g_string_append (text, _ (" Through one's own lines it passes freely (VI §10); gaps of 10 paces or "
                        "less in the enemy's line cannot be passed (VI §12 a)."));

  vt_outcome_set (outcome, "allowance", "d", rate);
  vt_outcome_set (outcome, "distances", "d", rate / RZ12_DISTANCE);
  if (gap >= 0)
    {
      vt_outcome_set (outcome, "gap", "d", gap);
      vt_outcome_set (outcome, "with-loss", "b", with_loss);
    }
  if (!vt_params_get_number (params, "distance", &distance) && has_to)
    {
      VtPoint from;

      vt_unit_get_position (unit, &from);
      distance = hypot (to.x - from.x, to.y - from.y);
    }
  else if (!vt_params_get_number (params, "distance", &distance))
    distance = -1;
  if (distance >= 0)
    {
      if (distance > rate + 1e-6 && !rz12_umpire_allows (params))
        return rz12_umpire_decides (error, _ ("march: %.0f paces is beyond the allowance of %.0f (%s)"),
                                    distance, rate, why);
      g_string_append_printf (text, _ (" %.0f paces intended: within it."), distance);
    }
  /* Translators: the piece (or its type, without a game), the activity (an id), the paces */
  vt_outcome_set_summary_phrase (outcome, unit != NULL
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "march: %s at %s, %.0f paces", "usd", unit,
                                                  activity, rate)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "march: %s at %s, %.0f paces", "ssd", unit_type,
                                                  activity, rate));
  vt_outcome_set_text (outcome, text->str);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_march },
};

const VtActionRule *
rz12_march_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_march_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}
