/* rz24-march.c: the march scale, the §34 table and road widths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The digest gives the march scale (§4) and names the §34 table of distances
 * by arm, activity and ground without its cells (§5). Open ground is the
 * march scale; the other cells are the scale times a factor by going (foot,
 * horse, guns) and ground, derived and labelled, for the umpire to override.
 */
#define G_LOG_DOMAIN "vt-rz24-march"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain, which the core
 * translates (vt_ruleset_translate); _() the text built at run time, in the
 * same domain (rz24-i18n.h) */
#include "rz24-i18n.h"
#include <math.h>
#include <string.h>

#include "rz24-catalogue.h"
#include "rz24-losses.h"
#include "rz24-march.h"
#include "rz24-ruleset.h"

typedef enum {
  GOING_FOOT,
  GOING_HORSE,
  GOING_GUNS,
  N_GOINGS
} Going;

typedef struct {
  const char *row;        /* "arm/activity" */
  Going       going;
  double      open;       /* paces a Zug on open ground: the march scale */
  gboolean    derived;    /* the digest gives no number for this one */
  gboolean    long_march; /* shortened by weather and ground */
} ScaleRow;

/* §4, §2: the march scale; derived rows say why in README.md. */
static const ScaleRow scale[] = {
  { "infantry/route-march", GOING_FOOT, 200, FALSE, TRUE },
  { "infantry/in-action", GOING_FOOT, 250, FALSE, FALSE },
  { "infantry/retreat", GOING_FOOT, 250, FALSE, FALSE },
  { "infantry/hasty-retreat", GOING_FOOT, 500, FALSE, FALSE },
  { "cavalry-heavy/route-march", GOING_HORSE, 200, FALSE, TRUE },
  { "cavalry-heavy/walk", GOING_HORSE, 300, TRUE, TRUE },
  { "cavalry-heavy/trot", GOING_HORSE, 600, FALSE, FALSE },
  { "cavalry-heavy/gallop", GOING_HORSE, 800, FALSE, FALSE },
  { "cavalry-heavy/charge", GOING_HORSE, 800, FALSE, FALSE },
  { "cavalry-heavy/retreat", GOING_HORSE, 800, FALSE, FALSE },
  { "cavalry-heavy/pursuit", GOING_HORSE, 400, FALSE, FALSE },
  { "cavalry-light/route-march", GOING_HORSE, 200, FALSE, TRUE },
  { "cavalry-light/walk", GOING_HORSE, 300, TRUE, TRUE },
  { "cavalry-light/trot", GOING_HORSE, 600, FALSE, FALSE },
  { "cavalry-light/gallop", GOING_HORSE, 800, FALSE, FALSE },
  { "cavalry-light/charge", GOING_HORSE, 900, FALSE, FALSE },
  { "cavalry-light/retreat", GOING_HORSE, 800, FALSE, FALSE },
  { "cavalry-light/pursuit", GOING_HORSE, 500, FALSE, FALSE },
  { "foot-artillery/route-march", GOING_GUNS, 200, FALSE, TRUE },
  { "foot-artillery/prolonge", GOING_GUNS, 400, FALSE, FALSE },
  { "horse-artillery/route-march", GOING_GUNS, 200, FALSE, TRUE },
  { "horse-artillery/prolonge", GOING_GUNS, 400, FALSE, FALSE },
  { "horse-artillery/trot", GOING_GUNS, 600, TRUE, FALSE },
  { "horse-artillery/gallop", GOING_GUNS, 800, TRUE, FALSE },
  { "train/route-march", GOING_GUNS, 200, FALSE, TRUE },
};

#define N_ROWS G_N_ELEMENTS (scale)

static const char * const columns[] = {
  "road", "open", "5-10", "10-15", "15-25", "25-35",
  "wood-light", "wood-dense", "marsh", "enclosures", NULL
};
/* the §34 columns in the umpire's words, beside columns */
static const char * const column_labels[] = {
  N_("Road"), N_("Open ground"), N_("5–10°"), N_("10–15°"), N_("15–25°"), N_("25–35°"),
  N_("Light wood"), N_("Dense wood"), N_("Marsh"), N_("Enclosures"), NULL
};

#define N_COLUMNS 10
#define COLUMN_ROAD 0
#define COLUMN_OPEN 1

/* Derived: share of the open-ground rate kept on each ground, by going. */
static const double factors[N_GOINGS][N_COLUMNS] = {
  /*            road  open  5-10  10-15 15-25 25-35 w-lt  w-dn  marsh encl */
  [GOING_FOOT]  = { 1.0, 1.0, 0.9,  0.75, 0.5,  0.25, 0.75, 0.5,  0.5,  0.75 },
  [GOING_HORSE] = { 1.0, 1.0, 0.75, 0.5,  0.25, 0.0,  0.5,  0.25, 0.25, 0.5 },
  [GOING_GUNS]  = { 1.0, 1.0, 0.75, 0.5,  0.0,  0.0,  0.5,  0.0,  0.0,  0.5 },
};

static const char *march_rows[N_ROWS + 1];
static double march_values[N_ROWS * N_COLUMNS];
static guint8 march_derived[N_ROWS * N_COLUMNS];

/* §3: the digest says what a field track or dyke takes, not how wide it is. */
static const char * const road_rows[] = {
  "road", "field-track", "dyke", "bridge", "ford", "gate", "defile", NULL
};
static const char * const road_columns[] = { "width", NULL };
static const double road_values[] = { 12.0, 5.0, 5.0, 8.0, 10.0, 5.0, 5.0 };
static const guint8 road_derived[] = { TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };

static VtRuleTable tables[] = {
  /* TRANSLATORS: the 1824 original's own title of its §34 table */
  { "march-34", N_("Marschweite der Truppen (paces a Zug)"), "§34",
    march_rows, columns, march_values, march_derived,
    N_("The \"open\" column is the march scale (§4: 200 route march, 250 deploying and in action, "
       "400 prolonge, 600 trot, 800 gallop and heavy charge, 900 light charge; §2: retreat 250, "
       "hasty retreat 500, beaten cavalry at the gallop, first pursuit Zug light 500, heavy 400). "
       "Derived: cavalry walk 300 (half the trot), horse artillery trot 600 and gallop 800 (it "
       "keeps up with the cavalry). The digest gives no other cell: each is the open rate times a "
       "factor. Roads 1 (the scale is for good going). Foot: slopes 5-10 0.9, 10-15 0.75, 15-25 0.5, "
       "25-35 0.25, light wood 0.75, dense wood 0.5, marsh 0.5, enclosures 0.75. Horse: 0.75, 0.5, "
       "0.25, 0 (no formed cavalry on 25-35), 0.5, 0.25, 0.25, 0.5. Guns and wagons: 0.75, 0.5, then "
       "0 on 15-25 and 25-35, light wood 0.5, dense wood and marsh 0 (only on roads), enclosures 0.5. "
       "The factors follow the slope classes of the plans: all arms up to 10 degrees, guns to 15, "
       "horse to 25, foot only in loose order beyond.") },
  { "road-widths", N_("Road widths (paces)"), "§3",
    road_rows, road_columns, road_values, road_derived,
    N_("§3: on field tracks and dykes infantry marches only in sections, cavalry by threes, "
       "artillery one gun. The width that admits exactly these is 5 paces (a section 5, cavalry "
       "by threes 3, one gun 3; platoon columns 31.25 and cavalry by sixes 6 do not fit). High "
       "roads 12, bridges 8 and fords 10 are derived; gates and defiles (§3 names them, no "
       "width) are taken as narrow as a field track, 5, unless the umpire measures them. A "
       "feature's own \"width\" attribute wins. A column wider than the road does not get the "
       "road rate.") },
};

#define MARCH_TABLE (&tables[0])
#define ROAD_TABLE (&tables[1])

static const VtActivity infantry_activities[] = {
  { "route-march", N_("Route march"), N_("200 paces a Zug on good going (§4).") },
  { "in-action", N_("Deploying, in action"), N_("250 paces a Zug (§4).") },
  { "retreat", N_("Retreat"), N_("250 paces a Zug, in order (§2).") },
  { "hasty-retreat", N_("Hasty retreat"), N_("500 paces a Zug at the cost of being downgraded (§2).") },
};

static const VtActivity cavalry_activities[] = {
  { "trot", N_("Trot"), N_("600 paces a Zug (§4).") },
  { "walk", N_("Walk"), N_("300 paces a Zug, half the trot (derived).") },
  { "gallop", N_("Gallop"), N_("800 paces a Zug (§4).") },
  { "charge", N_("Charge"), N_("Heavy cavalry 800, light 900 paces a Zug (§4).") },
  { "route-march", N_("Route march"), N_("200 paces a Zug in a column of several arms (§4).") },
  { "retreat", N_("Retreat"), N_("Beaten cavalry goes back at the gallop, 800 (§2).") },
  { "pursuit", N_("Pursuit"), N_("First Zug of a pursuit after the halt, half the march distance: "
    "light 500, heavy 400 paces (§2); then charge, then trot.") },
};

static const VtActivity foot_artillery_activities[] = {
  { "route-march", N_("Route march"), N_("200 paces a Zug in a column (§4).") },
  { "prolonge", N_("By prolonge"), N_("400 paces a Zug (§4).") },
};

static const VtActivity horse_artillery_activities[] = {
  { "trot", N_("Trot"), N_("600 paces a Zug with the cavalry (derived).") },
  { "route-march", N_("Route march"), N_("200 paces a Zug in a column (§4).") },
  { "prolonge", N_("By prolonge"), N_("400 paces a Zug (§4).") },
  { "gallop", N_("Gallop"), N_("800 paces a Zug with the cavalry (derived).") },
};

static const VtActivity train_activities[] = {
  { "route-march", N_("Route march"), N_("200 paces a Zug in a column (§4).") },
};

static const char * const all_activities[] = {
  "route-march", "in-action", "retreat", "hasty-retreat", "walk", "trot", "gallop",
  "charge", "pursuit", "prolonge", NULL
};
/* the activities' own labels, beside all_activities */
static const char * const activity_labels[] = {
  N_("Route march"), N_("Deploying, in action"), N_("Retreat"), N_("Hasty retreat"), N_("Walk"),
  N_("Trot"), N_("Gallop"), N_("Charge"), N_("Pursuit"), N_("By prolonge"), NULL
};

static const char * const road_kinds[] = {
  "road", "field-track", "dyke", "bridge", "ford", "gate", "defile", NULL
};
static const char * const road_kind_labels[] = {
  N_("Road"), N_("Field track"), N_("Dyke"), N_("Bridge"), N_("Ford"), N_("Gate"), N_("Defile"), NULL
};

static const VtActionParam march_params[] = {
  { "unit", N_("Unit"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The unit that marches; fills unit-type and formation."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "unit-type", N_("Unit type"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("The kind of piece, when no unit is named.") },
  { "formation", N_("Formation"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("Its formation; the type's first when left out.") },
  { "activity", N_("Activity"), VT_PARAM_CHOICE, 0, 0, all_activities, FALSE,
    N_("Route march, in action, trot, gallop, charge…"), activity_labels },
  { "ground", N_("Ground"), VT_PARAM_CHOICE, 0, 0, columns, TRUE,
    N_("The §34 column; open ground when left out."), column_labels },
  { "distance", N_("Distance"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Paces to cover; the outcome says in how many Züge.") },
};

static const VtActionParam road_params[] = {
  { "unit", N_("Unit"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The column; fills unit-type and formation."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "unit-type", N_("Unit type"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("The kind of piece, when no unit is named.") },
  { "formation", N_("Formation"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("Its formation; the type's first when left out.") },
  { "road", N_("Road"), VT_PARAM_CHOICE, 0, 0, road_kinds, FALSE,
    N_("Road, field track, dyke, bridge, ford, gate or defile."), road_kind_labels },
  { "width", N_("Width"), VT_PARAM_NUMBER, 0, 1000, NULL, TRUE,
    N_("Its width in paces; the table's when left out.") },
};

static const char * const pivots[] = { "flank", "centre", NULL };
static const char * const pivot_labels[] = { N_("On a flank"), N_("On the centre"), NULL };

static const VtActionParam wheel_params[] = {
  { "unit", N_("Units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The blocks of the line (one id, or several separated by commas); fill unit-type, "
    "formation and frontage."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "unit-type", N_("Unit type"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("The kind of piece, when no unit is named.") },
  { "formation", N_("Formation"), VT_PARAM_CHOICE, 0, 0, NULL, TRUE,
    N_("Its formation; the type's first when left out.") },
  { "frontage", N_("Frontage"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Paces from flank to flank; the blocks' frontages side by side when left out.") },
  { "angle", N_("Angle"), VT_PARAM_NUMBER, 0, 360, NULL, FALSE, N_("Degrees the line turns.") },
  { "pivot", N_("Pivot"), VT_PARAM_CHOICE, 0, 0, pivots, TRUE,
    N_("flank (wheeling on one flank block) or centre (both flanks swing)."), pivot_labels },
  { "activity", N_("Activity"), VT_PARAM_CHOICE, 0, 0, all_activities, TRUE,
    N_("The pace of the moving flank; the type's first when left out."), activity_labels },
};

/* choices filled in at init from the catalogue */
static VtActionParam march_params_live[G_N_ELEMENTS (march_params)];
static VtActionParam road_params_live[G_N_ELEMENTS (road_params)];
static VtActionParam wheel_params_live[G_N_ELEMENTS (wheel_params)];

/* the phases of the turn (rz24-catalogue.c) each action belongs to */
static const char * const movement_phases[] = { "movement", NULL };

static VtAction actions[] = {
  { "march", N_("March distance"), march_params_live, G_N_ELEMENTS (march_params),
    "How far a piece gets in one Zug at an activity over a kind of ground (§34), "
    "and how many Züge a distance takes.",
    NULL, N_("Movement") },
  { "road-column-check", N_("Road column"), road_params_live, G_N_ELEMENTS (road_params),
    "Whether a column fits a road, track, dyke, bridge or ford (§3), which of its "
    "formations do, and how many Züge the tail needs to close up when it deploys.",
    NULL, N_("Movement") },
  { "wheel", N_("Wheel"), wheel_params_live, G_N_ELEMENTS (wheel_params),
    "How far a line's flank block travels when the line wheels, against its march "
    "allowance (§4: lines move by their flank blocks, columns by the head).",
    movement_phases, N_("Movement") },
};

static void
ensure_tables (void)
{
  static gsize initialized = 0;

  if (!g_once_init_enter (&initialized))
    return;

  for (guint r = 0; r < N_ROWS; r++)
    {
      march_rows[r] = scale[r].row;
      for (guint c = 0; c < N_COLUMNS; c++)
        {
          march_values[r * N_COLUMNS + c] = scale[r].open * factors[scale[r].going][c];
          march_derived[r * N_COLUMNS + c] = c != COLUMN_OPEN || scale[r].derived;
        }
    }
  march_rows[N_ROWS] = NULL;

  memcpy (march_params_live, march_params, sizeof march_params);
  memcpy (road_params_live, road_params, sizeof road_params);
  march_params_live[1].choices = rz24_catalogue_get_unit_type_ids ();
  march_params_live[2].choices = rz24_catalogue_get_all_formations ();
  road_params_live[1].choices = rz24_catalogue_get_unit_type_ids ();
  road_params_live[2].choices = rz24_catalogue_get_all_formations ();
  memcpy (wheel_params_live, wheel_params, sizeof wheel_params);
  wheel_params_live[1].choices = rz24_catalogue_get_unit_type_ids ();
  wheel_params_live[2].choices = rz24_catalogue_get_all_formations ();

  g_once_init_leave (&initialized, 1);
}

const VtRuleTable *
rz24_march_get_tables (guint *n_tables)
{
  ensure_tables ();
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}

static const char *
arm_of (const Rz24Piece *piece)
{
  switch (piece->kind)
    {
    case RZ24_KIND_INFANTRY:
    case RZ24_KIND_SKIRMISHERS:
    case RZ24_KIND_PION:
      return "infantry";
    case RZ24_KIND_CAVALRY:
      return piece->heavy ? "cavalry-heavy" : "cavalry-light";
    case RZ24_KIND_ARTILLERY:
      return g_strcmp0 (piece->gun, "6pdr-horse") == 0 ? "horse-artillery" : "foot-artillery";
    case RZ24_KIND_TRAIN:
      return "train";
    default:
      g_assert_not_reached ();
    }
}

static const VtActivity *
activities_of (const Rz24Piece *piece,
               guint           *n_activities)
{
  switch (piece != NULL ? piece->kind : RZ24_KIND_INFANTRY)
    {
    case RZ24_KIND_INFANTRY:
    case RZ24_KIND_SKIRMISHERS:
    case RZ24_KIND_PION:
      *n_activities = G_N_ELEMENTS (infantry_activities);
      return infantry_activities;
    case RZ24_KIND_CAVALRY:
      *n_activities = G_N_ELEMENTS (cavalry_activities);
      return cavalry_activities;
    case RZ24_KIND_ARTILLERY:
      if (g_strcmp0 (piece->gun, "6pdr-horse") == 0)
        {
          *n_activities = G_N_ELEMENTS (horse_artillery_activities);
          return horse_artillery_activities;
        }
      *n_activities = G_N_ELEMENTS (foot_artillery_activities);
      return foot_artillery_activities;
    case RZ24_KIND_TRAIN:
      *n_activities = G_N_ELEMENTS (train_activities);
      return train_activities;
    default:
      g_assert_not_reached ();
    }
}

const VtActivity *
rz24_march_get_activities (VtUnit *unit,
                           guint  *n_activities)
{
  return activities_of (rz24_piece_for_unit (unit), n_activities);
}

static int
scale_row (const char *row)
{
  for (guint r = 0; r < N_ROWS; r++)
    if (g_str_equal (scale[r].row, row))
      return (int) r;

  return -1;
}

/* The march-34 value for a piece at an activity in a column, shortened by
 * the weather on long marches; 0 for an activity the piece does not have. */
static double
rate_in_column (VtGame          *game,
                const Rz24Piece *piece,
                const char      *activity,
                const char      *column)
{
  g_autofree char *row = g_strdup_printf ("%s/%s", arm_of (piece), activity);
  int r = scale_row (row);
  double rate;

  ensure_tables ();
  if (r < 0)
    return 0.0;

  rate = vt_rule_table_get_value (MARCH_TABLE, row, column, game);
  if (isnan (rate) || rate < 0.0)
    return 0.0;

  if (scale[r].long_march)
    rate *= CLAMP (vt_option_get_number (game, "weather", 1.0), 0.5, 1.0);

  return rate;
}

static double
road_width (VtGame     *game,
            VtFeature  *feature,
            const char *kind)
{
  const char *attribute = feature != NULL ? vt_feature_get_attribute (feature, "width") : NULL;

  if (attribute != NULL)
    {
      char *end = NULL;
      double width = g_ascii_strtod (attribute, &end);

      if (end != attribute && *end == '\0' && width > 0.0)
        return width;
    }

  return vt_rule_table_get_value (ROAD_TABLE, kind, "width", game);
}

static const char *
slope_column (VtFeature *hill)
{
  const char *slope = vt_feature_get_attribute (hill, "slope");

  /* a hill drawn without its slope is taken as the gentlest class */
  if (slope != NULL
      && (g_str_equal (slope, "5-10") || g_str_equal (slope, "10-15")
          || g_str_equal (slope, "15-25") || g_str_equal (slope, "25-35")))
    return slope;

  return "5-10";
}

void
rz24_march_get_footprint (VtUnit *unit,
                          double *frontage,
                          double *depth)
{
  const Rz24Piece *piece = rz24_piece_for_unit (unit);

  *frontage = 0.0;
  *depth = 0.0;
  if (piece == NULL)
    return;

  /* a formation the type does not take: the type's own footprint */
  if (!rz24_catalogue_get_footprint (piece->unit_type, vt_unit_get_formation (unit),
                                     frontage, depth))
    rz24_catalogue_get_footprint (piece->unit_type, NULL, frontage, depth);

  /* §15: after 1/6 and 2/6 the block is exchanged for shorter ones */
  if (piece->kind == RZ24_KIND_INFANTRY && piece->men > 0)
    {
      guint strength = vt_unit_get_strength (unit);

      /* a unit not yet given a strength is taken at full strength */
      if (strength == 0)
        ;
      else if (strength * 6 <= piece->men * 4)
        *frontage *= 4.0 / 6.0;
      else if (strength * 6 <= piece->men * 5)
        *frontage *= 5.0 / 6.0;
    }
}

double
rz24_march_get_rate (VtGame         *game,
                     VtUnit         *unit,
                     const char     *activity,
                     const VtGround *ground)
{
  const Rz24Piece *piece = rz24_piece_for_unit (unit);
  double frontage, depth;
  gboolean river = FALSE, stream = FALSE;
  gboolean bridge_fits = FALSE, ford_fits = FALSE, track_fits = FALSE;
  double worst = G_MAXDOUBLE;
  gboolean any_area = FALSE;

  if (piece == NULL)
    return 0.0;

  if (activity == NULL)
    {
      guint n;
      activity = activities_of (piece, &n)[0].id;
    }

  rz24_march_get_footprint (unit, &frontage, &depth);

  for (guint i = 0; ground != NULL && i < ground->n_features; i++)
    {
      VtFeature *feature = ground->features[i];
      const char *kind = vt_feature_get_kind (feature);
      const char *column = NULL;

      if (g_str_equal (kind, "road") || g_str_equal (kind, "field-track")
          || g_str_equal (kind, "dyke"))
        {
          if (road_width (game, feature, kind) >= frontage)
            track_fits = TRUE;
          else if (g_str_equal (kind, "dyke"))
            column = "enclosures";
        }
      else if (g_str_equal (kind, "bridge"))
        bridge_fits |= road_width (game, feature, kind) >= frontage;
      else if (g_str_equal (kind, "ford"))
        ford_fits |= road_width (game, feature, kind) >= frontage;
      else if (g_str_equal (kind, "river"))
        river = TRUE;
      else if (g_str_equal (kind, "stream"))
        stream = TRUE;
      else if (g_str_equal (kind, "wood-light") || g_str_equal (kind, "wood-dense")
               || g_str_equal (kind, "marsh") || g_str_equal (kind, "enclosures"))
        column = kind;
      else if (g_str_equal (kind, "village") || g_str_equal (kind, "hedge")
               || g_str_equal (kind, "wall") || g_str_equal (kind, "field-works"))
        column = "enclosures";
      else if (g_str_equal (kind, "hill"))
        column = slope_column (feature);

      if (column != NULL)
        {
          worst = MIN (worst, rate_in_column (game, piece, activity, column));
          any_area = TRUE;
        }
    }

  if (river)
    {
      if (bridge_fits)
        return rate_in_column (game, piece, activity, "road");
      if (ford_fits)
        return rate_in_column (game, piece, activity, "marsh");
      return 0.0;
    }

  if (bridge_fits || track_fits)
    return rate_in_column (game, piece, activity, "road");

  if (stream)
    {
      worst = MIN (worst, rate_in_column (game, piece, activity, "marsh"));
      any_area = TRUE;
    }

  if (!any_area)
    return rate_in_column (game, piece, activity, "open");

  return worst;
}

double
rz24_march_rate_on (VtGame     *game,
                    const char *unit_type,
                    const char *formation,
                    const char *activity,
                    const char *column)
{
  const Rz24Piece *piece = rz24_piece_for_unit_type (unit_type);
  double frontage, depth;

  if (piece == NULL || !rz24_catalogue_get_footprint (unit_type, formation, &frontage, &depth))
    return 0.0;

  return rate_in_column (game, piece, activity, column);
}

/* unit-type and formation from the "unit" parameter or from themselves */
static gboolean
piece_from_params (VtGame          *game,
                   const char      *action,
                   GVariant        *params,
                   const char     **unit_type,
                   const char     **formation,
                   VtUnit         **unit_out,
                   GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  VtUnit *unit = vt_params_get_unit (game, params, "unit", &local_error);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  *unit_type = NULL;
  *formation = NULL;
  vt_params_get_string (params, "unit-type", unit_type);
  vt_params_get_string (params, "formation", formation);
  if (unit != NULL)
    {
      if (*unit_type == NULL)
        *unit_type = vt_unit_get_unit_type (unit);
      if (*formation == NULL)
        *formation = vt_unit_get_formation (unit);
    }
  if (unit_out != NULL)
    *unit_out = unit;

  if (*unit_type == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _ ("%s: name a unit or give unit-type"), action);
      return FALSE;
    }

  if (rz24_piece_for_unit_type (*unit_type) == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _ ("%s: unit-type '%s' is not a piece of reiswitz-1824"), action, *unit_type);
      return FALSE;
    }

  {
    double frontage, depth;

    if (!rz24_catalogue_get_footprint (*unit_type, *formation, &frontage, &depth))
      {
        g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                     _ ("%s: a %s cannot be in formation '%s'"), action, *unit_type, *formation);
        return FALSE;
      }
  }

  return TRUE;
}

/* Digest §4: "Distances are set in a compass from the block's front; lines
 * move by their flank blocks, columns by the head." A straight move takes
 * the front as far as the block; a wheel is what the flank block walks. */
static gboolean
is_line_formation (const char *formation)
{
  return g_strcmp0 (formation, "line") == 0 || g_strcmp0 (formation, "extended") == 0 ||
         g_strcmp0 (formation, "unlimbered") == 0;
}

double
rz24_march_wheel_distance (VtUnit *unit,
                           double  from,
                           double  to)
{
  double turn = fabs (fmod (to - from + 540.0, 360.0) - 180.0);
  double frontage, depth;
  const char *formation = vt_unit_get_formation (unit);

  if (formation == NULL)
    {
      guint n_types;
      const VtUnitType *types = rz24_catalogue_get_unit_types (&n_types);

      for (guint i = 0; i < n_types; i++)
        if (g_str_equal (types[i].id, vt_unit_get_unit_type (unit)))
          formation = types[i].formations[0];
    }
  if (!is_line_formation (formation))
    return 0;
  rz24_march_get_footprint (unit, &frontage, &depth);
  return frontage * turn * G_PI / 180;
}

typedef struct {
  const char *unit_type;
  const char *formation;
  double      frontage;
  const char *filled[4];
} Wheel;

static gboolean
read_wheel (VtGame    *game,
            GVariant  *params,
            Wheel     *wheel,
            GError   **error)
{
  g_autoptr(GPtrArray) units = rz24_losses_engaged_units (game, params, "unit", error);
  guint n_filled = 0;
  double depth;

  if (units == NULL)
    return FALSE;

  memset (wheel, 0, sizeof *wheel);
  vt_params_get_string (params, "unit-type", &wheel->unit_type);
  vt_params_get_string (params, "formation", &wheel->formation);
  if (units->len > 0)
    {
      VtUnit *first = g_ptr_array_index (units, 0);

      if (wheel->unit_type == NULL)
        {
          wheel->unit_type = vt_unit_get_unit_type (first);
          wheel->filled[n_filled++] = "unit-type";
        }
      if (wheel->formation == NULL && vt_unit_get_formation (first) != NULL)
        {
          wheel->formation = vt_unit_get_formation (first);
          wheel->filled[n_filled++] = "formation";
        }
    }
  if (wheel->unit_type == NULL)
    return vt_bad_parameter (error, _ ("wheel: name the units or give unit-type"));
  if (rz24_piece_for_unit_type (wheel->unit_type) == NULL)
    return vt_bad_parameter (error, _ ("wheel: unit-type '%s' is not a piece of reiswitz-1824"),
                             wheel->unit_type);
  if (!rz24_catalogue_get_footprint (wheel->unit_type, wheel->formation, &wheel->frontage, &depth))
    return vt_bad_parameter (error, _ ("wheel: a %s cannot be in formation '%s'"),
                             wheel->unit_type, wheel->formation);

  if (!vt_params_get_number (params, "frontage", &wheel->frontage) && units->len > 0)
    {
      /* the blocks side by side; the umpire measures intervals himself */
      wheel->frontage = 0;
      for (guint i = 0; i < units->len; i++)
        {
          double frontage;

          rz24_march_get_footprint (g_ptr_array_index (units, i), &frontage, &depth);
          wheel->frontage += frontage;
        }
      wheel->filled[n_filled++] = "frontage";
    }
  return TRUE;
}

static GVariant *
prepare_wheel (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               GError     **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);
  Wheel wheel;

  if (!read_wheel (game, params, &wheel, error))
    return NULL;
  for (guint i = 0; wheel.filled[i] != NULL; i++)
    {
      if (g_str_equal (wheel.filled[i], "unit-type"))
        g_variant_dict_insert (&dict, "unit-type", "s", wheel.unit_type);
      else if (g_str_equal (wheel.filled[i], "formation"))
        g_variant_dict_insert (&dict, "formation", "s", wheel.formation);
      else
        g_variant_dict_insert (&dict, "frontage", "d", wheel.frontage);
    }
  return vt_prepare_result_new (g_variant_dict_end (&dict), wheel.filled, NULL, "march-34",
                                _ ("§4: lines move by their flank blocks, columns by the head"));
}

static GVariant *
resolve_wheel (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  Wheel wheel;
  const Rz24Piece *piece;
  const char *activity = NULL, *pivot = "flank";
  double angle = 0, arc = 0, rate;
  guint n, zuege;
  gboolean line;
  GVariant *summary;
  g_autofree char *text = NULL;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();

  if (!read_wheel (game, params, &wheel, error))
    return NULL;
  piece = rz24_piece_for_unit_type (wheel.unit_type);
  vt_params_get_number (params, "angle", &angle);
  vt_params_get_string (params, "pivot", &pivot);
  if (!vt_params_get_string (params, "activity", &activity))
    activity = activities_of (piece, &n)[0].id;
  rate = rate_in_column (game, piece, activity, "open");
  if (rate <= 0)
    return vt_bad_parameter_null (error, _ ("wheel: a %s has no activity '%s'"),
                                  wheel.unit_type, activity);

  line = is_line_formation (wheel.formation);
  if (wheel.formation == NULL)
    {
      guint n_types;
      const VtUnitType *types = rz24_catalogue_get_unit_types (&n_types);

      /* the type's first formation */
      for (guint i = 0; i < n_types; i++)
        if (g_str_equal (types[i].id, wheel.unit_type))
          line = is_line_formation (types[i].formations[0]);
    }

  if (line)
    arc = (g_str_equal (pivot, "centre") ? wheel.frontage / 2 : wheel.frontage) * angle * G_PI / 180;
  zuege = (guint) ceil (arc / rate - 1e-9);

  vt_outcome_set (outcome, "arc", "d", arc);
  vt_outcome_set (outcome, "rate", "d", rate);
  vt_outcome_set (outcome, "frontage", "d", wheel.frontage);
  vt_outcome_set (outcome, "zuege", "u", zuege);
  vt_outcome_set (outcome, "within-zug", "b", arc <= rate + 1e-9);
  vt_outcome_set (outcome, "measured-by", "s", line ? "flank" : "head");
  if (line)
    {
      const char *pace = rz24_label_beside (all_activities, activity_labels, activity);

      /* Translators: the paces, the Züge, the pace's name ("Trot") */
      summary = vt_phrase_new_plural (GETTEXT_PACKAGE, "The moving flank walks %.0f paces: %u Zug (%s)",
                                      "The moving flank walks %.0f paces: %u Züge (%s)", zuege, "dit",
                                      arc, zuege, rz24_word_beside (all_activities, activity_labels, activity));
      /* Translators: the frontage, the angle, the pivot ("centre" or "other
       * flank"), the arc, the rate, the pace's name ("Trot"), the Züge */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "§4: lines move by their flank blocks. A front of %g paces wheeling "
                                           "%g° on its %s: the moving flank walks %.0f paces, at %g a Zug "
                                           "(%s) %u Zug.",
                                           "§4: lines move by their flank blocks. A front of %g paces wheeling "
                                           "%g° on its %s: the moving flank walks %.0f paces, at %g a Zug "
                                           "(%s) %u Züge.", zuege), wheel.frontage, angle,
                              g_str_equal (pivot, "centre") ? _ ("centre") : _ ("other flank"),
                              arc, rate, pace, zuege);
    }
  else
    {
      summary = vt_phrase_new (GETTEXT_PACKAGE, "A column turns by its head: the turn adds nothing to its march",
                               NULL);
      text = g_strdup (_ ("§4: columns move by the head; the column follows its head's path, "
                          "so only the head's march is measured."));
    }
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text);
  return vt_outcome_end (outcome);
}

static GVariant *
prepare_march (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               GError     **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);
  const char *filled[3] = { NULL, };
  guint n_filled = 0;
  g_autoptr(GError) local_error = NULL;
  VtUnit *unit;

  unit = vt_params_get_unit (game, params, "unit", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  if (unit != NULL)
    {
      if (!g_variant_dict_contains (&dict, "unit-type"))
        {
          g_variant_dict_insert (&dict, "unit-type", "s", vt_unit_get_unit_type (unit));
          filled[n_filled++] = "unit-type";
        }
      if (!g_variant_dict_contains (&dict, "formation") && vt_unit_get_formation (unit) != NULL)
        {
          g_variant_dict_insert (&dict, "formation", "s", vt_unit_get_formation (unit));
          filled[n_filled++] = "formation";
        }
    }

  return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL,
                                g_str_equal (action, "march") ? "march-34" : "road-widths",
                                g_str_equal (action, "march")
                                ? _ ("§34: the march scale by arm and activity, times the ground's factor")
                                : _ ("§3: a column fits when its frontage is no wider than the road"));
}

static GVariant *
resolve_march (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  const char *unit_type, *formation, *activity = NULL, *column = "open";
  double distance = -1.0, rate;
  int r, c;
  g_autofree char *row = NULL;
  GVariant *summary;
  g_autofree char *text = NULL;
  gboolean derived;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();

  if (!piece_from_params (game, "march", params, &unit_type, &formation, NULL, error))
    return NULL;

  vt_params_get_string (params, "activity", &activity);
  vt_params_get_string (params, "ground", &column);
  vt_params_get_number (params, "distance", &distance);

  row = g_strdup_printf ("%s/%s", arm_of (rz24_piece_for_unit_type (unit_type)), activity);
  r = vt_rule_table_find_row (MARCH_TABLE, row);
  c = vt_rule_table_find_column (MARCH_TABLE, column);
  if (r < 0 || c < 0)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _ ("march: a %s has no activity '%s' (table march-34 has no row %s)"),
                   unit_type, activity, row);
      return NULL;
    }

  rate = rz24_march_rate_on (game, unit_type, formation, activity, column);
  derived = march_derived[r * N_COLUMNS + c];

  vt_outcome_set (outcome, "rate", "d", rate);
  vt_outcome_set (outcome, "row", "s", row);
  vt_outcome_set (outcome, "column", "s", column);
  vt_outcome_set (outcome, "derived", "b", derived);

  if (rate <= 0.0)
    /* Translators: the piece ("Hussar squadron"), the pace ("Gallop"), the
     * §34 column ("Marsh") */
    summary = vt_phrase_new (GETTEXT_PACKAGE, "%s: %s over %s is not possible", "ttt",
                             rz24_unit_type_word (unit_type),
                             rz24_word_beside (all_activities, activity_labels, activity),
                             rz24_word_beside (columns, column_labels, column));
  else if (distance >= 0.0)
    {
      guint zuege = (guint) ceil (distance / rate - 1e-9);

      vt_outcome_set (outcome, "zuege", "u", zuege);
      summary = vt_phrase_new_plural (GETTEXT_PACKAGE, "%g paces a Zug; %g paces take %u Zug",
                                      "%g paces a Zug; %g paces take %u Züge", zuege, "ddi",
                                      rate, distance, zuege);
    }
  else
    summary = vt_phrase_new (GETTEXT_PACKAGE, "%g paces a Zug", "d", rate);
  if (distance >= 0.0)
    vt_outcome_set (outcome, "distance", "d", distance);

  /* Translators: the piece ("Hussar squadron"), the pace ("Trot"), the §34
   * column ("Light wood"), the rate, whether the number is derived */
  text = g_strdup_printf (_ ("§34 %s, %s, on %s: %g paces a Zug%s."), rz24_unit_type_label (unit_type),
                          rz24_label_beside (all_activities, activity_labels, activity),
                          rz24_label_beside (columns, column_labels, column), rate,
                          derived ? _ (" (derived; the umpire may override it)") : _ (" (the digest's march scale)"));
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text);
  return vt_outcome_end (outcome);
}

static GVariant *
resolve_road_column (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  const char *unit_type, *formation, *road = NULL;
  const char * const *formations = NULL;
  const Rz24Piece *piece;
  double width = -1.0, frontage, depth, deploy_rate;
  guint n_types, n;
  const VtUnitType *types = rz24_catalogue_get_unit_types (&n_types);
  GVariantBuilder allowed;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  gboolean fits;
  guint deploy_zuege;
  GVariant *summary;

  if (!piece_from_params (game, "road-column-check", params, &unit_type, &formation, NULL, error))
    return NULL;

  vt_params_get_string (params, "road", &road);
  if (!vt_params_get_number (params, "width", &width))
    width = road_width (game, NULL, road);

  piece = rz24_piece_for_unit_type (unit_type);
  rz24_catalogue_get_footprint (unit_type, formation, &frontage, &depth);
  fits = frontage <= width;

  for (guint i = 0; i < n_types; i++)
    if (g_str_equal (types[i].id, unit_type))
      formations = types[i].formations;

  g_variant_builder_init (&allowed, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; formations != NULL && formations[i] != NULL; i++)
    {
      double f, d;

      rz24_catalogue_get_footprint (unit_type, formations[i], &f, &d);
      if (f <= width)
        g_variant_builder_add (&allowed, "s", formations[i]);
    }

  /* deploying: the head waits until the tail has closed up (§3) */
  if (piece->kind == RZ24_KIND_INFANTRY || piece->kind == RZ24_KIND_SKIRMISHERS
      || piece->kind == RZ24_KIND_PION)
    deploy_rate = rate_in_column (game, piece, "in-action", "open");
  else if (piece->kind == RZ24_KIND_CAVALRY)
    deploy_rate = rate_in_column (game, piece, "trot", "open");
  else
    deploy_rate = rate_in_column (game, piece, activities_of (piece, &n)[0].id, "open");
  deploy_zuege = deploy_rate > 0.0 ? (guint) ceil (depth / deploy_rate - 1e-9) : 0;

  if (formation == NULL)
    {
      guint n_t;
      const VtUnitType *t = rz24_catalogue_get_unit_types (&n_t);
      for (guint i = 0; i < n_t; i++)
        if (g_str_equal (t[i].id, unit_type))
          formation = t[i].formations[0];
    }

  vt_outcome_set (outcome, "fits", "b", fits);
  vt_outcome_set (outcome, "frontage", "d", frontage);
  vt_outcome_set (outcome, "depth", "d", depth);
  vt_outcome_set (outcome, "width", "d", width);
  vt_outcome_set_value (outcome, "allowed", g_variant_builder_end (&allowed));
  vt_outcome_set (outcome, "deploy-zuege", "u", deploy_zuege);
  {
    /* the umpire's words: "Hussar squadron in Column by threes (5 paces wide)" */
    const VtAction *declared = vt_ruleset_find_action (ruleset, "road-column-check");
    const char *road_label = road;
    /* Translators: "yes" if your language writes a formation's and a road's
     * name in small letters inside a sentence ("in column by threes"), "no"
     * if they keep their capital (German nouns: "in Kolonne zu dreien") */
    gboolean small = g_str_equal (C_ ("names inside a sentence in small letters", "yes"), "yes");
    const char *formation_name = vt_ruleset_get_formation_label (ruleset, formation);
    g_autofree char *formation_label = small ? g_utf8_strdown (formation_name, -1) : g_strdup (formation_name);
    g_autofree char *road_words = NULL;

    for (guint i = 0; declared != NULL && i < declared->n_params; i++)
      if (g_str_equal (declared->params[i].name, "road"))
        road_label = vt_ruleset_get_choice_label (ruleset, &declared->params[i], road);
    road_words = small ? g_utf8_strdown (road_label, -1) : g_strdup (road_label);

    /* the formation and the road in small letters as the umpire's
     * language writes them: his words, said as they are */
    if (fits)
      summary = vt_phrase_new (GETTEXT_PACKAGE, "%s in %s (%g %s wide) fits the %s of %g %s", "tsdpsdp",
                               rz24_unit_type_word (unit_type), formation_label, frontage,
                               RZ24_PACES_PHRASE (frontage), road_words, width, RZ24_PACES_PHRASE (width));
    else
      summary = vt_phrase_new (GETTEXT_PACKAGE, "%s in %s (%g %s wide) is too wide for the %s of %g %s",
                               "tsdpsdp", rz24_unit_type_word (unit_type), formation_label, frontage,
                               RZ24_PACES_PHRASE (frontage), road_words, width, RZ24_PACES_PHRASE (width));
  }
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome,
                         _ ("§3: on field tracks and dykes infantry only in sections, cavalry by "
                            "threes, artillery one gun. Deploying, the head waits for the tail: "
                            "deploy-zuege is the column's depth at the deploying rate (derived)."));
  return vt_outcome_end (outcome);
}

/* the dispatch table: each action as declared, what prepares and what
 * resolves it; the core checks the parameters */
const VtActionRule *
rz24_march_get_rules (guint *n_rules)
{
  static const VtActionRule rules[] = {
    { &actions[0], prepare_march, resolve_march },
    { &actions[1], prepare_march, resolve_road_column },
    { &actions[2], prepare_wheel, resolve_wheel },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (rules) == G_N_ELEMENTS (actions));
  ensure_tables ();
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
