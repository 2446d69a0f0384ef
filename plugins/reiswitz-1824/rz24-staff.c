/* rz24-staff.c: couriers, sight, ammunition, engineering and the players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules the umpire applies away from the fighting: how long orders take
 * (§6), how far troops see (§20), how long howitzers can fire (§9), what the
 * pioneers build and in how many Züge (§29), and who may talk to whom (§12).
 */
#define G_LOG_DOMAIN "vt-rz24-staff"

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
#include "rz24-ruleset.h"
#include "rz24-staff.h"

static const char * const value_column[] = { "value", NULL };

/* §6 */
static const char * const courier_rows[] = {
  "gallop-rate", "gallop-limit", "long-rate", "minutes-per-zug", NULL
};
static const double courier_values[] = { 800, 2000, 700, 2 };

/* §20: without a horizon the digest gives no sight distance */
static const char * const sight_rows[] = { "daylight", "night", NULL };
static const char * const sight_columns[] = { "paces", NULL };
static const double sight_values[] = { 2000, 600 };
static const guint8 sight_derived[] = { TRUE, TRUE };

/* §9 */
static const char * const ammunition_rows[] = {
  "howitzer-zuege", "wagon-least", "wagon-most", NULL
};
static const double ammunition_values[] = { 50, 1000, 1500 };

/* §29 */
static const char * const engineering_rows[] = {
  "pontoon-per-50", "pontoon-per-50-ball", "raft-per-25-least", "raft-per-25-most",
  "demolition-hours", "demolition-timed-hours", "block-ford-hours", NULL
};
static const double engineering_values[] = { 10, 12, 15, 30, 1, 3, 2 };

/* §12 */
static const char * const player_rows[] = {
  "battalions-one-player", "battalions-three-players", "battalions-per-player",
  "movers-most", "communication-distance", NULL
};
static const double player_values[] = { 6, 24, 8, 4, 1000 };
static const guint8 player_derived[] = { FALSE, FALSE, TRUE, FALSE, FALSE };

static const VtRuleTable tables[] = {
  { "couriers", N_("Couriers and deliberation"), "§6",
    courier_rows, value_column, courier_values, NULL,
    N_("§6: gallop up to 2000 paces at the march scale's 800 a Zug (§4), beyond that 700 paces a "
       "Zug; half as many Züge as minutes of deliberation (2 minutes a Zug). Transit and "
       "deliberation are each rounded up to whole Züge (derived: a begun Zug counts).") },
  { "sight", N_("Sight without a horizon"), "§20",
    sight_rows, sight_columns, sight_values, sight_derived,
    N_("The umpire's horizon (option \"horizon\") is the sight when set (§20). Without one, "
       "derived: by day 2000 paces, the longest range band the digest gives (12-pounder rolling "
       "shot to 2000, §11): troops are engaged that far, so are seen that far; at night 600, the "
       "reach the digest leaves artillery in the open at night (§20).") },
  { "ammunition", N_("Ammunition"), "§9",
    ammunition_rows, value_column, ammunition_values, NULL,
    N_("§9: a howitzer battery with its ordinary ammunition fires 50 Züge; ammunition wagons "
       "stand 1000 to 1500 paces behind the first two lines.") },
  { "engineering", N_("Bridges, demolitions, fords"), "§29",
    engineering_rows, value_column, engineering_values, NULL,
    N_("§29: pontoons 10 Züge per 50 paces with unloading, 12 under ball fire, none under "
       "canister; rafts 15 to 30 Züge per 25 paces (default the midpoint, 22.5, derived; under "
       "ball fire 12/10 as long and none under canister, as for pontoons, derived); trestles as "
       "pontoons once the equipment has arrived; demolition 1 hour, 3 if timed to the moment; "
       "a ford blocked in 2 hours. Lengths count in proportion, rounded up to whole Züge "
       "(derived).") },
  { "players", N_("Players"), "§12",
    player_rows, value_column, player_values, player_derived,
    N_("§12: about 6 battalions a side need one player, 24 and more at least three; between, "
       "one player per 8 battalions (derived, meeting both: 24 / 8 = 3). At most 4 persons a "
       "side move blocks; players over 1000 paces apart talk only through the umpire.") },
};

#define COURIER_TABLE (&tables[0])
#define SIGHT_TABLE (&tables[1])
#define AMMUNITION_TABLE (&tables[2])
#define ENGINEERING_TABLE (&tables[3])
#define PLAYER_TABLE (&tables[4])

static const char * const fire_choices[] = { "none", "ball", "canister", NULL };
static const char * const fire_labels[] = { N_("Not under fire"), N_("Ball"), N_("Canister"), NULL };
static const VtActionParam courier_params[] = {
  { "from", N_("From"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Where the order is written; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "to", N_("To"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The troops it is for; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "distance", N_("Distance"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Paces the courier rides; measured between from and to when left out.") },
  { "deliberation-minutes", N_("Minutes at the table"), VT_PARAM_INTEGER, 0, 1440, NULL, TRUE,
    N_("Minutes by the watch the commander took to read and dictate; 0 when left out.") },
};

static const VtActionParam sight_params[] = {
  { "observer", N_("Observer"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who looks."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE, N_("The game's option when left out.") },
  { "horizon", N_("Horizon"), VT_PARAM_INTEGER, 0, 20000, NULL, TRUE,
    N_("Paces; 0 = none. The game's option when left out.") },
};

static const VtActionParam ammunition_params[] = {
  { "unit", N_("Battery"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The half battery; fills gun."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "gun", N_("Gun"), VT_PARAM_CHOICE, 0, 0, rz24_gun_ids, TRUE, N_("Its guns, when no unit is named."),
    rz24_gun_labels },
  { "zuege-fired", N_("Züge fired"), VT_PARAM_INTEGER, 0, 10000, NULL, TRUE,
    N_("Züge it has fired so far; counted from the journal's artillery fire when a unit is "
    "named, else 0.") },
  { "wagon-distance", N_("Wagons behind the lines"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Paces from the first two lines back to the ammunition wagons, to check.") },
};

static const VtActionParam pontoon_params[] = {
  { "length", N_("Length"), VT_PARAM_NUMBER, 1, 10000, NULL, FALSE, N_("Paces of water to bridge.") },
  { "fire", N_("Under fire"), VT_PARAM_CHOICE, 0, 0, fire_choices, TRUE, N_("none, ball or canister."), fire_labels },
  { "unit", N_("Pioneers"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who builds: they get the condition building."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam raft_params[] = {
  { "length", N_("Length"), VT_PARAM_NUMBER, 1, 10000, NULL, FALSE, N_("Paces of water to bridge.") },
  { "zuege-per-25", N_("Züge per 25 paces"), VT_PARAM_NUMBER, 15, 30, NULL, TRUE,
    N_("15 to 30 as the umpire judges the material; 22.5 when left out (derived).") },
  { "fire", N_("Under fire"), VT_PARAM_CHOICE, 0, 0, fire_choices, TRUE, N_("none, ball or canister."), fire_labels },
  { "unit", N_("Pioneers"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who builds: they get the condition building."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam trestle_params[] = {
  { "length", N_("Length"), VT_PARAM_NUMBER, 1, 10000, NULL, FALSE, N_("Paces of water to bridge.") },
  { "equipment-in", N_("Equipment arrives in"), VT_PARAM_INTEGER, 0, 10000, NULL, TRUE,
    N_("Züge until the trestles are on the spot; 0 when left out.") },
  { "fire", N_("Under fire"), VT_PARAM_CHOICE, 0, 0, fire_choices, TRUE, N_("none, ball or canister."), fire_labels },
  { "unit", N_("Pioneers"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who builds: they get the condition building."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam demolition_params[] = {
  { "timed", N_("Timed to the moment"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("To blow at a chosen moment: 3 hours instead of 1.") },
  { "unit", N_("Pioneers"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who prepares it: they get the condition building."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam block_ford_params[] = {
  { "unit", N_("Pioneers"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Who blocks it: they get the condition building."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam communicate_params[] = {
  { "from", N_("Player's troops"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Where one player stands; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "to", N_("Other player's troops"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Where the other stands; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "distance", N_("Distance"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE, N_("Paces between the two players.") },
};

static const char * const finders[] = { "commander", "patrol", NULL };
static const char * const finder_labels[] = { N_("The commander himself"), N_("A patrol"), NULL };

static const VtActionParam discovery_params[] = {
  { "found-by", N_("Found by"), VT_PARAM_CHOICE, 0, 0, finders, FALSE,
    N_("commander (placed at once) or patrol (placed when its report arrives)"), finder_labels },
  { "from", N_("Patrol"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The patrol that found them; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "to", N_("Commander"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Where its commander stands; fills distance."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "distance", N_("Distance"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Paces the patrol's report rides to the commander.") },
  { "troops", N_("Hidden troops"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The concealed troops found: their condition concealed ends when they appear.") },
};

static const VtActionParam players_params[] = {
  { "battalions", N_("Battalions a side"), VT_PARAM_INTEGER, 1, 10000, NULL, FALSE, N_("The side's battalions.") },
  { "players", N_("Players a side"), VT_PARAM_INTEGER, 1, 1000, NULL, TRUE, N_("How many have come to play.") },
};

static const VtAction actions[] = {
  { "courier", N_("Courier"), courier_params, G_N_ELEMENTS (courier_params),
    N_("Züge until an order reaches the troops: half as many as the minutes at the table, plus "
    "the ride (gallop up to 2000 paces, 700 paces a Zug beyond) (§6)."),
    NULL, N_("Staff and umpire") },
  { "sight", N_("Sight"), sight_params, G_N_ELEMENTS (sight_params),
    N_("How far troops can see: the umpire's horizon, else by day or night (§20)."),
    NULL, N_("Staff and umpire") },
  { "ammunition", N_("Ammunition"), ammunition_params, G_N_ELEMENTS (ammunition_params),
    N_("Züge of fire a howitzer battery has left (50 in all), and whether the wagons stand "
    "1000 to 1500 paces behind the first two lines (§9)."),
    NULL, N_("Staff and umpire") },
  { "pontoon-bridge", N_("Pontoon bridge"), pontoon_params, G_N_ELEMENTS (pontoon_params),
    N_("10 Züge per 50 paces including unloading, 12 under ball fire, impossible under canister (§29)."),
    NULL, N_("Staff and umpire") },
  { "raft-bridge", N_("Raft bridge"), raft_params, G_N_ELEMENTS (raft_params),
    N_("15 to 30 Züge per 25 paces (§29)."),
    NULL, N_("Staff and umpire") },
  { "trestle-bridge", N_("Trestle bridge"), trestle_params, G_N_ELEMENTS (trestle_params),
    N_("As pontoons once the equipment has arrived (§29)."),
    NULL, N_("Staff and umpire") },
  { "demolition", N_("Demolition"), demolition_params, G_N_ELEMENTS (demolition_params),
    N_("1 hour of preparation (30 Züge), 3 hours (90 Züge) if timed to the moment (§29)."),
    NULL, N_("Staff and umpire") },
  { "block-ford", N_("Block a ford"), block_ford_params, G_N_ELEMENTS (block_ford_params),
    N_("2 hours (60 Züge) (§29)."),
    NULL, N_("Staff and umpire") },
  { "discovery", N_("Hidden troops found"), discovery_params, G_N_ELEMENTS (discovery_params),
    N_("When hidden troops appear on the plan: at once if the commander finds them, after the "
    "report has travelled (§6's courier) if a patrol does (§7)."),
    NULL, N_("Staff and umpire") },
  { "may-communicate", N_("May they talk?"), communicate_params, G_N_ELEMENTS (communicate_params),
    N_("Players more than 1000 paces apart communicate only through the umpire (§12)."),
    NULL, N_("Staff and umpire") },
  { "players", N_("Players"), players_params, G_N_ELEMENTS (players_params),
    N_("Players a side needs, and how many of them may move blocks (§12)."),
    NULL, N_("Staff and umpire") },
};

const VtRuleTable *
rz24_staff_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}

static guint
whole_zuege (double zuege)
{
  /* a begun Zug counts; the epsilon keeps 2000/800 × 4 from becoming 11 */
  return zuege <= 0.0 ? 0 : (guint) ceil (zuege - 1e-9);
}

guint
rz24_staff_courier_transit (VtGame *game,
                            double  distance)
{
  double gallop = vt_rule_table_get_value (COURIER_TABLE, "gallop-rate", "value", game);
  double limit = vt_rule_table_get_value (COURIER_TABLE, "gallop-limit", "value", game);
  double beyond = vt_rule_table_get_value (COURIER_TABLE, "long-rate", "value", game);
  double zuege;

  if (distance <= 0.0 || gallop <= 0.0 || beyond <= 0.0)
    return 0;

  zuege = MIN (distance, limit) / gallop;
  if (distance > limit)
    zuege += (distance - limit) / beyond;

  return whole_zuege (zuege);
}

guint
rz24_staff_deliberation (VtGame *game,
                         guint   minutes)
{
  double per_zug = vt_rule_table_get_value (COURIER_TABLE, "minutes-per-zug", "value", game);

  if (per_zug <= 0.0)
    return 0;

  return whole_zuege (minutes / per_zug);
}

guint
rz24_staff_message_delay (VtGame *game,
                          double  distance,
                          guint   deliberation_minutes)
{
  return rz24_staff_deliberation (game, deliberation_minutes)
         + rz24_staff_courier_transit (game, distance);
}

/* §12: "Players more than 1000 paces apart may only communicate via the
 * umpire." Talk and signals pass directly, so they are refused beyond; an
 * order or a report goes through the umpire by courier and is never
 * refused. A side's commander has no place on the map, so only two units
 * are measured. */
gboolean
rz24_staff_may_message (VtGame        *game,
                        VtMessageKind  kind,
                        VtUnit        *from,
                        VtUnit        *to,
                        double         distance,
                        GError       **error)
{
  double most = vt_rule_table_get_value (PLAYER_TABLE, "communication-distance", "value", game);

  if (vt_message_kind_goes_by_courier (kind) || kind == VT_MESSAGE_SEALED_NOTE ||
      from == NULL || to == NULL || distance <= most)
    return TRUE;

  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
               _ ("§12: players more than %g paces apart may only communicate via the umpire; "
                  "%s and %s are %.0f paces apart: send an order or a report through him"),
               most, vt_unit_get_display_name (from), vt_unit_get_display_name (to), distance);
  return FALSE;
}

double
rz24_staff_howitzer_zuege (VtGame *game)
{
  return vt_rule_table_get_value (AMMUNITION_TABLE, "howitzer-zuege", "value", game);
}

guint
rz24_staff_zuege_fired (VtGame *game,
                        VtUnit *unit)
{
  return rz24_zuege_acted (game, "artillery-fire", "firer", vt_unit_get_id (unit));
}

static double
sight_for (VtGame   *game,
           gboolean  night,
           gint64    horizon)
{
  if (horizon > 0)
    return (double) horizon;

  return vt_rule_table_get_value (SIGHT_TABLE, night ? "night" : "daylight", "paces", game);
}

double
rz24_staff_sight_range (VtGame *game,
                        VtUnit *observer)
{
  return sight_for (game,
                    vt_option_get_boolean (game, "night", FALSE),
                    vt_option_get_integer (game, "horizon", 0));
}

/* How high above the ground a unit's eyes are, in paces (derived: a man's
 * eye at 5 feet, a rider's at 8, with 1812's pace of 2 feet, Section VI
 * §1); a unit is seen as high as it looks. */
double
rz24_staff_eye_height (VtUnit *unit)
{
  const Rz24Piece *piece = rz24_piece_for_unit (unit);

  return piece != NULL && piece->kind == RZ24_KIND_CAVALRY ? 4.0 : 2.5;
}

/* a march column raises dust and shows its head (derived) */
static gboolean
in_column (VtUnit *unit)
{
  const char *formation = vt_unit_get_formation (unit);

  return formation != NULL &&
         (strstr (formation, "column") != NULL || g_str_equal (formation, "limbered"));
}

/*
 * §7: concealed columns stand on separate boards: a unit with the
 * condition concealed is not seen at all until it is found (the action
 * discovery ends the condition at once, or when a patrol's report arrives).
 * Otherwise troops in sight range with a clear line are seen as they are;
 * behind cover, a column on the march within half the sight range shows
 * as "Truppen" by its dust by day (derived: the digest and 1812 Section
 * VII §4–5 say a column is hidden behind woods, houses and hills until its
 * head comes out, not how far dust carries).
 */
VtSighting
rz24_staff_see_unit (VtGame   *game,
                     VtUnit   *observer,
                     VtUnit   *target,
                     gboolean  line_clear,
                     double    distance)
{
  if (vt_unit_get_condition (target, RZ24_CONDITION_CONCEALED) > 0)
    return VT_SIGHTING_NONE;
  if (line_clear)
    return VT_SIGHTING_EXACT;
  if (!vt_option_get_boolean (game, "night", FALSE) && in_column (target) &&
      distance <= rz24_staff_sight_range (game, observer) / 2)
    return VT_SIGHTING_TROOPS;
  return VT_SIGHTING_NONE;
}

/* @summary: a phrase (vt-phrase.h), floating */
static GVariant *
outcome_end (VtOutcome  *outcome,
             GVariant   *summary,
             const char *text,
             GVariant   *change)
{
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text);
  if (change != NULL)
    vt_outcome_add_change (outcome, change);

  return vt_outcome_end (outcome);
}

/* the distance given, else measured between two unit parameters */
static gboolean
distance_from_params (VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      const char  *from_name,
                      const char  *to_name,
                      double      *distance,
                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  VtUnit *from, *to;

  if (vt_params_get_number (params, "distance", distance))
    return TRUE;

  from = vt_params_get_unit (game, params, from_name, &local_error);
  if (local_error == NULL)
    to = vt_params_get_unit (game, params, to_name, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (from == NULL || to == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _ ("%s: give distance, or %s and %s on the map of a game"),
                   action, from_name, to_name);
      return FALSE;
    }

  *distance = vt_units_distance (from, to);
  return TRUE;
}

static GVariant *
resolve_courier (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  double distance;
  gint64 minutes = 0;
  guint transit, deliberation;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;
  g_autofree char *text = NULL;

  if (!distance_from_params (game, "courier", params, "from", "to", &distance, error))
    return NULL;
  vt_params_get_integer (params, "deliberation-minutes", &minutes);

  transit = rz24_staff_courier_transit (game, distance);
  deliberation = rz24_staff_deliberation (game, (guint) minutes);

  vt_outcome_set (outcome, "distance", "d", distance);
  vt_outcome_set (outcome, "transit-zuege", "u", transit);
  vt_outcome_set (outcome, "deliberation-zuege", "u", deliberation);
  vt_outcome_set (outcome, "zuege", "u", transit + deliberation);
  summary = vt_phrase_new_plural (GETTEXT_PACKAGE, "The order reaches the troops after %u Zug",
                                  "The order reaches the troops after %u Züge", transit + deliberation, "i",
                                  transit + deliberation);
  text = g_strdup_printf (_ ("§6: %" PRId64 " minutes at the table give %u Züge "
                             "(half as many Züge as minutes); the ride of %g paces takes %u "
                             "(gallop up to 2000 paces at 800 a Zug, 700 a Zug beyond)."),
                          minutes, deliberation, distance, transit);
  return outcome_end (outcome, summary, text, NULL);
}

static GVariant *
resolve_sight (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean night = vt_option_get_boolean (game, "night", FALSE);
  gint64 horizon = vt_option_get_integer (game, "horizon", 0);
  VtUnit *observer = vt_params_get_unit (game, params, "observer", &local_error);
  double range;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;
  const char *text;

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  vt_params_get_boolean (params, "night", &night);
  vt_params_get_integer (params, "horizon", &horizon);
  range = sight_for (game, night, horizon);

  vt_outcome_set (outcome, "range", "d", range);
  vt_outcome_set (outcome, "derived", "b", horizon <= 0);
  if (observer != NULL)
    summary = vt_phrase_new (GETTEXT_PACKAGE, "%s sees %g paces", "ud", observer, range);
  else
    summary = vt_phrase_new (GETTEXT_PACKAGE, "Troops see %g paces", "d", range);

  if (horizon > 0)
    text = _ ("§20: troops are placed only within the horizon the umpire has set.");
  else if (night)
    text = _ ("At night without a horizon: 600 paces, the reach artillery keeps in the open at night (§20; derived).");
  else
    text = _ ("By day without a horizon: 2000 paces, the longest range band of the digest (§11; derived).");

  return outcome_end (outcome, summary, text, NULL);
}

static GVariant *
resolve_ammunition (VtRuleset   *ruleset,
                    VtGame      *game,
                    const char  *action,
                    GVariant    *params,
                    VtDice      *dice,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  VtUnit *unit = vt_params_get_unit (game, params, "unit", &local_error);
  const char *gun = NULL;
  gint64 fired = 0;
  double wagons;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  /* floating until the summary takes them: nothing returns between */
  GVariant *fire = NULL;
  GVariant *wagons_said = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean counted = FALSE;

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  if (unit != NULL)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (unit);

      if (piece == NULL || piece->gun == NULL)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _ ("ammunition: unit '%s' is not a battery"), vt_unit_get_id (unit));
          return NULL;
        }
      gun = piece->gun;
    }
  vt_params_get_string (params, "gun", &gun);
  if (!vt_params_get_integer (params, "zuege-fired", &fired) && unit != NULL)
    {
      fired = rz24_staff_zuege_fired (game, unit);
      counted = TRUE;
    }


  if (gun != NULL && g_str_equal (gun, "7pdr-howitzer"))
    {
      double limit = vt_rule_table_get_value (AMMUNITION_TABLE, "howitzer-zuege", "value", game);
      guint left = fired >= limit ? 0 : (guint) (limit - (double) fired);

      vt_outcome_set (outcome, "zuege-left", "u", left);
      vt_outcome_set (outcome, "exhausted", "b", left == 0);
      if (left == 0)
        fire = vt_phrase_new (GETTEXT_PACKAGE, "The howitzers have fired their %g Züge: no more fire", "d",
                              limit);
      else
        fire = vt_phrase_new_plural (GETTEXT_PACKAGE, "The howitzers may fire %u more Zug",
                                     "The howitzers may fire %u more Züge", left, "i", left);
      g_string_append_printf (text, _ ("§9: a howitzer battery with its ordinary ammunition may "
                                 "fire for %g Züge; it has fired %" PRId64 "%s."),
                              limit, fired, counted ? _ (" (counted from the journal)") : "");
      vt_outcome_set (outcome, "zuege-fired", "x", fired);
    }
  else if (gun != NULL)
    {
      vt_outcome_set (outcome, "exhausted", "b", FALSE);
      fire = vt_phrase_new (GETTEXT_PACKAGE, "No limit on the Züge of fire", NULL);
      g_string_append (text, _ ("§9 limits only howitzer batteries; other guns fire as long as "
                          "their wagons serve them."));
    }

  if (vt_params_get_number (params, "wagon-distance", &wagons))
    {
      double least = vt_rule_table_get_value (AMMUNITION_TABLE, "wagon-least", "value", game);
      double most = vt_rule_table_get_value (AMMUNITION_TABLE, "wagon-most", "value", game);
      const char *verdict = wagons < least ? N_("too close") : wagons > most ? N_("too far back") : N_("in place");

      vt_outcome_set (outcome, "wagons-placed", "b", wagons >= least && wagons <= most);
      vt_outcome_set (outcome, "wagons", "s", _ (verdict));
      wagons_said = vt_phrase_new (GETTEXT_PACKAGE, "the wagons %g paces behind are %s", "dt", wagons, verdict);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, _ ("§9: wagons stand %g to %g paces behind the first two "
                                 "lines at the start of the action."), least, most);
    }

  if (fire == NULL && wagons_said == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _ ("ammunition: name a battery (unit or gun) or give wagon-distance"));
      return NULL;
    }

  if (fire != NULL && wagons_said != NULL)
    /* Translators: the guns' Züge of fire, and where their wagons stand */
    return outcome_end (outcome, vt_phrase_new (GETTEXT_PACKAGE, "%s; %s", "pp", fire, wagons_said),
                        text->str, NULL);
  return outcome_end (outcome, fire != NULL ? fire : wagons_said, text->str, NULL);
}

static GVariant *
engineering_outcome (VtGame      *game,
                     GVariant    *params,
                     guint        zuege,
                     const char  *what,
                     const char  *text,
                     GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  VtUnit *unit = vt_params_get_unit (game, params, "unit", &local_error);
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;
  g_autofree char *label = NULL;
  GVariant *change = NULL;

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  vt_outcome_set (outcome, "zuege", "u", zuege);
  vt_outcome_set (outcome, "minutes", "u", zuege * RZ24_MINUTES_PER_ZUG);
  summary = vt_phrase_new (GETTEXT_PACKAGE, "%s: %u Züge (%u minutes)", "tii", what, zuege,
                           zuege * RZ24_MINUTES_PER_ZUG);
  if (unit != NULL)
    {
      label = g_strdup_printf (_ ("building: %s"), _ (what));
      change = vt_condition_change_new (vt_unit_get_id (unit), "building", label, zuege);
    }

  return outcome_end (outcome, summary, text, change);
}

static gboolean
fire_allows (const char  *action,
             const char  *fire,
             GError     **error)
{
  if (g_str_equal (fire, "canister"))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                   _ ("%s: no bridge can be built under canister fire (§29: \"im Kartätschfeuer "
                      "kann es gar nicht statt finden\")"), action);
      return FALSE;
    }

  return TRUE;
}

/* pontoons and, once the equipment is there, trestles */
static guint
pontoon_zuege (VtGame     *game,
               double      length,
               const char *fire)
{
  const char *row = g_str_equal (fire, "ball") ? "pontoon-per-50-ball" : "pontoon-per-50";

  return whole_zuege (length / 50.0 * vt_rule_table_get_value (ENGINEERING_TABLE, row, "value", game));
}

static GVariant *
resolve_engineering (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  double length = 0.0;
  const char *fire = "none";
  g_autofree char *text = NULL;
  guint zuege;

  vt_params_get_number (params, "length", &length);
  vt_params_get_string (params, "fire", &fire);

  if (g_str_equal (action, "pontoon-bridge"))
    {
      if (!fire_allows (action, fire, error))
        return NULL;
      zuege = pontoon_zuege (game, length, fire);
      text = g_strdup_printf (_ ("§29: %g paces of pontoons at %g Züge per 50 paces%s, unloading included."),
                              length,
                              vt_rule_table_get_value (ENGINEERING_TABLE, g_str_equal (fire, "ball")
                                                       ? "pontoon-per-50-ball" : "pontoon-per-50",
                                                       "value", game),
                              g_str_equal (fire, "ball") ? _ (" under ball fire") : "");
      return engineering_outcome (game, params, zuege, N_("pontoon bridge"), text, error);
    }

  if (g_str_equal (action, "trestle-bridge"))
    {
      gint64 arrives = 0;

      if (!fire_allows (action, fire, error))
        return NULL;
      vt_params_get_integer (params, "equipment-in", &arrives);
      zuege = (guint) arrives + pontoon_zuege (game, length, fire);
      text = g_strdup_printf (_ ("§29: trestles as pontoons once the equipment arrives: %" PRId64
                                 " Züge waiting, then %u building."), arrives,
                              pontoon_zuege (game, length, fire));
      return engineering_outcome (game, params, zuege, N_("trestle bridge"), text, error);
    }

  if (g_str_equal (action, "raft-bridge"))
    {
      double least = vt_rule_table_get_value (ENGINEERING_TABLE, "raft-per-25-least", "value", game);
      double most = vt_rule_table_get_value (ENGINEERING_TABLE, "raft-per-25-most", "value", game);
      double per_25 = (least + most) / 2.0;
      gboolean chosen = vt_params_get_number (params, "zuege-per-25", &per_25);
      double ball = 1.0;

      if (!fire_allows (action, fire, error))
        return NULL;
      if (g_str_equal (fire, "ball"))
        ball = vt_rule_table_get_value (ENGINEERING_TABLE, "pontoon-per-50-ball", "value", game)
               / vt_rule_table_get_value (ENGINEERING_TABLE, "pontoon-per-50", "value", game);
      zuege = whole_zuege (length / 25.0 * per_25 * ball);
      text = g_strdup_printf (_ ("§29: rafts take %g to %g Züge per 25 paces; %g %s%s."),
                              least, most, per_25,
                              chosen ? _ ("as the umpire judged") : _ ("taken, the midpoint (derived)"),
                              ball != 1.0 ? _ (", longer under ball fire as pontoons are (derived)") : "");
      return engineering_outcome (game, params, zuege, N_("raft bridge"), text, error);
    }

  if (g_str_equal (action, "demolition"))
    {
      gboolean timed = FALSE;
      double hours;

      vt_params_get_boolean (params, "timed", &timed);
      hours = vt_rule_table_get_value (ENGINEERING_TABLE, timed ? "demolition-timed-hours" : "demolition-hours",
                                       "value", game);
      zuege = whole_zuege (hours * 60.0 / RZ24_MINUTES_PER_ZUG);
      text = g_strdup_printf (timed
                              ? g_dngettext (GETTEXT_PACKAGE,
                                             "§29: a demolition needs %g hour of preparation when it is timed to the moment.",
                                             "§29: a demolition needs %g hours of preparation when it is timed to the moment.",
                                             hours == 1.0 ? 1 : 2)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "§29: a demolition needs %g hour of preparation.",
                                             "§29: a demolition needs %g hours of preparation.",
                                             hours == 1.0 ? 1 : 2), hours);
      return engineering_outcome (game, params, zuege, N_("demolition"), text, error);
    }

  if (g_str_equal (action, "block-ford"))
    {
      double hours = vt_rule_table_get_value (ENGINEERING_TABLE, "block-ford-hours", "value", game);

      zuege = whole_zuege (hours * 60.0 / RZ24_MINUTES_PER_ZUG);
      text = g_strdup_printf (_ ("§29: a ford can be blocked in %g hours."), hours);
      return engineering_outcome (game, params, zuege, N_("blocking the ford"), text, error);
    }

  g_assert_not_reached ();
}

/* The patrol's report of what it found, a message (vt-message.h) due
 * when its courier arrives; NULL unless the patrol and its commander are
 * units of the game. The game gives it its id. */
static GVariant *
patrol_report (VtGame   *game,
               GVariant *params,
               guint     zuege,
               double    distance)
{
  g_auto(GVariantDict) report = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GString) text = g_string_new (_ ("Hidden troops found:"));
  g_auto(GStrv) ids = NULL;
  GVariantBuilder units;
  const char *troops = NULL;
  VtUnit *patrol, *commander;

  if (game == NULL)
    return NULL;
  patrol = vt_params_get_unit (game, params, "from", NULL);
  commander = vt_params_get_unit (game, params, "to", NULL);
  if (patrol == NULL || commander == NULL ||
      vt_unit_get_side (patrol) == NULL || vt_unit_get_side (commander) == NULL)
    return NULL;

  g_variant_builder_init (&units, G_VARIANT_TYPE ("a(sdd)"));
  if (vt_params_get_string (params, "troops", &troops))
    ids = g_strsplit (troops, ",", -1);
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), g_strstrip (ids[i]));
      VtPoint where;

      if (unit == NULL)
        continue;
      vt_unit_get_position (unit, &where);
      g_variant_builder_add (&units, "(sdd)", vt_unit_get_id (unit), where.x, where.y);
      g_string_append_printf (text, "%s %s", i > 0 ? "," : "", vt_unit_get_display_name (unit));
    }

  g_variant_dict_insert (&report, "kind", "s", vt_message_kind_to_string (VT_MESSAGE_REPORT));
  g_variant_dict_insert (&report, "class", "s", vt_intelligence_class_to_string (VT_INTELLIGENCE_PATROL));
  g_variant_dict_insert (&report, "from-side", "s", vt_unit_get_side (patrol));
  g_variant_dict_insert (&report, "from-unit", "s", vt_unit_get_id (patrol));
  g_variant_dict_insert (&report, "to-side", "s", vt_unit_get_side (commander));
  g_variant_dict_insert (&report, "to-unit", "s", vt_unit_get_id (commander));
  g_variant_dict_insert (&report, "text", "s", text->str);
  g_variant_dict_insert (&report, "due", "u", vt_game_get_move (game) + zuege);
  g_variant_dict_insert (&report, "distance", "d", distance);
  g_variant_dict_insert_value (&report, "units", g_variant_builder_end (&units));
  return g_variant_dict_end (&report);
}

/* Digest §7: "Hidden troops discovered by the commander are placed
 * immediately; if found by a patrol, they appear only after the report has
 * travelled." The report rides as §6's orders and reports do. */
static GVariant *
resolve_discovery (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  const char *finder = "commander";
  double distance = 0;
  guint zuege = 0;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;
  g_autofree char *text = NULL;

  vt_params_get_string (params, "found-by", &finder);
  if (g_str_equal (finder, "patrol"))
    {
      if (!distance_from_params (game, "discovery", params, "from", "to", &distance, error))
        return NULL;
      zuege = rz24_staff_courier_transit (game, distance);
      summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                      "Found by a patrol %g paces away: they appear on the plan "
                                      "after %u Zug",
                                      "Found by a patrol %g paces away: they appear on the plan "
                                      "after %u Züge", zuege, "di", distance, zuege);
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "§7: hidden troops found by a patrol appear only after the report "
                                           "has travelled; §6: %g paces at the gallop up to 2000 paces, 700 "
                                           "paces a Zug beyond, %u Zug.",
                                           "§7: hidden troops found by a patrol appear only after the report "
                                           "has travelled; §6: %g paces at the gallop up to 2000 paces, 700 "
                                           "paces a Zug beyond, %u Züge.", zuege), distance, zuege);
    }
  else
    {
      summary = vt_phrase_new (GETTEXT_PACKAGE, "Found by the commander: placed on the plan at once", NULL);
      text = g_strdup (_ ("§7: hidden troops discovered by the commander are placed immediately."));
    }

  vt_outcome_set (outcome, "appear-after", "u", zuege);
  vt_outcome_set (outcome, "distance", "d", distance);

  /* a patrol between two units of the map sends its report through the
   * core's messages: when it arrives the troops are on the commander's
   * side's board where the patrol saw them, "reported by patrol" */
  if (g_str_equal (finder, "patrol"))
    {
      GVariant *report = patrol_report (game, params, zuege, distance);

      if (report != NULL)
        vt_outcome_set_value (outcome, "messages", g_variant_new_array (G_VARIANT_TYPE_VARDICT, &report, 1));
    }

  /* the troops found stay concealed until the report arrives: the
   * condition counts down with the Züge, and 0 ends it at once */
  {
    const char *troops = NULL;
    g_auto(GStrv) ids = NULL;

    if (vt_params_get_string (params, "troops", &troops))
      ids = g_strsplit (troops, ",", -1);
    for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
      {
        g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
        GVariantBuilder conditions;

        g_variant_builder_init (&conditions, G_VARIANT_TYPE ("a(ssu)"));
        g_variant_builder_add (&conditions, "(ssu)", RZ24_CONDITION_CONCEALED, "concealed", zuege);
        g_variant_dict_insert (&change, "unit", "s", g_strstrip (ids[i]));
        g_variant_dict_insert_value (&change, "conditions", g_variant_builder_end (&conditions));
        vt_outcome_add_change (outcome, g_variant_dict_end (&change));
      }
  }
  return outcome_end (outcome, summary, text, NULL);
}

static GVariant *
resolve_may_communicate (VtRuleset   *ruleset,
                         VtGame      *game,
                         const char  *action,
                         GVariant    *params,
                         VtDice      *dice,
                         GError     **error)
{
  double distance, most;
  gboolean direct;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;

  if (!distance_from_params (game, "may-communicate", params, "from", "to", &distance, error))
    return NULL;

  most = vt_rule_table_get_value (PLAYER_TABLE, "communication-distance", "value", game);
  direct = distance <= most;
  vt_outcome_set (outcome, "direct", "b", direct);
  vt_outcome_set (outcome, "distance", "d", distance);
  vt_outcome_set (outcome, "via", "s", direct ? "direct" : "umpire");
  summary = direct
    ? vt_phrase_new (GETTEXT_PACKAGE, "%g paces apart: they may speak directly", "d", distance)
    : vt_phrase_new (GETTEXT_PACKAGE, "%g paces apart: only through the umpire", "d", distance);
  return outcome_end (outcome, summary,
                      _ ("§12: players more than 1000 paces apart may only communicate via the umpire."),
                      NULL);
}

static GVariant *
resolve_players (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  gint64 battalions = 0, players = 0;
  double one = vt_rule_table_get_value (PLAYER_TABLE, "battalions-one-player", "value", game);
  double large = vt_rule_table_get_value (PLAYER_TABLE, "battalions-three-players", "value", game);
  double per_player = vt_rule_table_get_value (PLAYER_TABLE, "battalions-per-player", "value", game);
  double movers_most = vt_rule_table_get_value (PLAYER_TABLE, "movers-most", "value", game);
  guint needed, movers, staff;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GVariant *summary;

  vt_params_get_integer (params, "battalions", &battalions);
  if (!vt_params_get_integer (params, "players", &players))
    players = 0;

  if (battalions <= one || per_player <= 0.0)
    needed = 1;
  else
    needed = MAX (1, (guint) ceil (battalions / per_player - 1e-9));
  if (battalions >= large)
    needed = MAX (needed, 3);

  if (players == 0)
    players = needed;
  movers = MIN ((guint) players, (guint) movers_most);
  staff = (guint) players - movers;

  vt_outcome_set (outcome, "players-needed", "u", needed);
  vt_outcome_set (outcome, "movers", "u", movers);
  vt_outcome_set (outcome, "staff-officers", "u", staff);
  vt_outcome_set (outcome, "enough", "b", (guint) players >= needed);
  /* Translators: the battalions, the players needed, those moving blocks, the staff officers */
  summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                  "%" PRId64 " battalions need %u player a side; "
                                  "%u move blocks, %u act as staff officers",
                                  "%" PRId64 " battalions need %u players a side; "
                                  "%u move blocks, %u act as staff officers", needed, "xiii",
                                  battalions, needed, movers, staff);
  return outcome_end (outcome, summary,
                      _ ("§12: about 6 battalions a side need one player, 24 and more at least "
                         "three, one of them in overall command; at most 4 persons a side move "
                         "blocks, the others act as staff officers."), NULL);
}

static GVariant *
prepare_staff (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               GError     **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);
  const char *filled[3] = { NULL, };
  g_autoptr(GError) local_error = NULL;

  if ((g_str_equal (action, "courier") || g_str_equal (action, "may-communicate")
       || g_str_equal (action, "discovery"))
      && !g_variant_dict_contains (&dict, "distance"))
    {
      VtUnit *from = vt_params_get_unit (game, params, "from", &local_error);
      VtUnit *to = local_error == NULL ? vt_params_get_unit (game, params, "to", &local_error) : NULL;

      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (from != NULL && to != NULL)
        {
          g_variant_dict_insert (&dict, "distance", "d", vt_units_distance (from, to));
          filled[0] = "distance";
        }
    }
  else if (g_str_equal (action, "ammunition") && !g_variant_dict_contains (&dict, "gun"))
    {
      VtUnit *unit = vt_params_get_unit (game, params, "unit", &local_error);
      const Rz24Piece *piece = rz24_piece_for_unit (unit);

      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (piece != NULL && piece->gun != NULL)
        {
          g_variant_dict_insert (&dict, "gun", "s", piece->gun);
          filled[0] = "gun";
          if (!g_variant_dict_contains (&dict, "zuege-fired"))
            {
              g_variant_dict_insert (&dict, "zuege-fired", "x",
                                     (gint64) rz24_staff_zuege_fired (game, unit));
              filled[1] = "zuege-fired";
            }
        }
    }

  if (g_str_equal (action, "courier") || g_str_equal (action, "may-communicate"))
    return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL,
                                  g_str_equal (action, "courier") ? "couriers" : "players",
                                  filled[0] != NULL
                                  ? _ ("distance measured between the two units")
                                  : g_str_equal (action, "courier")
                                  ? _ ("§6: gallop to 2000 paces, 700 a Zug beyond; half as many Züge as minutes")
                                  : _ ("§12: over 1000 paces only through the umpire"));
  if (g_str_equal (action, "discovery"))
    return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL, "couriers",
                                  _ ("§7: the commander's find is placed at once, a patrol's after "
                                     "its report has ridden (§6)"));
  if (g_str_equal (action, "sight"))
    return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL, "sight",
                                  _ ("§20: the umpire's horizon, else the derived day or night sight"));
  if (g_str_equal (action, "ammunition"))
    return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL, "ammunition",
                                  _ ("§9: howitzers fire 50 Züge; wagons 1000–1500 paces back"));
  if (g_str_equal (action, "players"))
    return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL, "players",
                                  _ ("§12: players by battalions"));

  return vt_prepare_result_new (g_variant_dict_end (&dict), filled, NULL, "engineering",
                                _ ("§29: engineering times"));
}

/* the dispatch table: each action as declared, what prepares and what
 * resolves it; the core checks the parameters */
const VtActionRule *
rz24_staff_get_rules (guint *n_rules)
{
  static const VtActionRule rules[] = {
    { &actions[0], prepare_staff, resolve_courier },
    { &actions[1], prepare_staff, resolve_sight },
    { &actions[2], prepare_staff, resolve_ammunition },
    { &actions[3], prepare_staff, resolve_engineering },
    { &actions[4], prepare_staff, resolve_engineering },
    { &actions[5], prepare_staff, resolve_engineering },
    { &actions[6], prepare_staff, resolve_engineering },
    { &actions[7], prepare_staff, resolve_engineering },
    { &actions[8], prepare_staff, resolve_discovery },
    { &actions[9], prepare_staff, resolve_may_communicate },
    { &actions[10], prepare_staff, resolve_players },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (rules) == G_N_ELEMENTS (actions));
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
