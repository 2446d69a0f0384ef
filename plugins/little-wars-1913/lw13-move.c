/* lw13-move.c: the toss, putting down, timed moves, composition, mobility
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Country and The Move of Part III, Mobility I-IV as far as they are
 * distances, and Composition of Forces. A move's minutes are the app's
 * move timer's; the rule is here so the tool and the window give the same
 * number.
 */
#define G_LOG_DOMAIN "lw13-move"

#include "lw13-i18n.h"

#include <math.h>

#include "lw13-catalogue.h"
#include "lw13-guns.h"
#include "lw13-measures.h"
#include "lw13-move.h"

/* ---- the Kriegspiel's moves (Appendix, "Now as to the Moves") ----------- */

static const char * const kriegspiel_rows[] = {
  "infantry",            /* Infantry shall move one foot */
  "cavalry",             /* Cavalry shall move three feet */
  "royal-artillery",     /* Royal Artillery shall move two feet */
  "royal-engineers",     /* Royal Engineers shall move two feet */
  "boats",               /* Boats shall move one foot */
  "transport-road",      /* Transport and Supply one foot on roads */
  "transport-country",   /* half foot across country */
  "general-road",        /* The General six feet (per motor) */
  "general-country",     /* three feet across country */
  "road-factor",         /* increased by one half for troops in twos or fours on a road */
  "uphill-contour",      /* uphill, one contour counts as one foot */
  "downhill-contours",   /* downhill, two contours count as one foot */
  "contours-impassable", /* four contours to one foot vertical: impassable for wheels */
  NULL
};
static const char * const kriegspiel_columns[] = { "inches", NULL };
static const double kriegspiel_values[] = {
  12, 36, 24, 24, 12, 12, 6, 72, 36, 1.5, 12, 2, 4,
};

/* ---- what a piece does while it moves ------------------------------------ */

/* Little Wars has one pace for each arm ("may be moved a foot or any less
 * distance at each move"): the activity only names it, for the reach and
 * the journal ("moves 12 inches at infantry pace"); how far is
 * lw13_move_get_rate's, by the arm, the men with a gun and the options. */
static const VtActivity infantry_activities[] = {
  { "infantry-pace", N_("Infantry pace"), N_("A foot or any less distance at each move (Mobility I); the "
    "Kriegspiel's foot, half as much again in fours on a road (Appendix).") },
};
static const VtActivity cavalry_activities[] = {
  { "cavalry-pace", N_("Cavalry pace"), N_("Two feet or any less distance at each move (Mobility II); the "
    "Kriegspiel's three feet, half as much again in fours on a road (Appendix).") },
};
static const VtActivity gun_activities[] = {
  { "gun-pace", N_("Gun pace"), N_("Moved by the men who are with it: two feet with at least four "
    "cavalry-men, else a foot; not at all out of action (Mobility III-IV); the Royal Artillery's two "
    "feet in the Kriegspiel (Appendix).") },
};
static const VtActivity transport_activities[] = {
  { "transport-pace", N_("Transport pace"), N_("Derived: the Kriegspiel's Transport and Supply, a foot on "
    "roads and half a foot across country (Appendix).") },
};

const VtActivity *
lw13_move_get_activities (VtUnit *unit,
                          guint  *n_activities)
{
  const char *type = vt_unit_get_unit_type (unit);

  if (g_str_equal (type, LW13_INFANTRY) || g_str_equal (type, LW13_BOX))
    {
      *n_activities = G_N_ELEMENTS (infantry_activities);
      return infantry_activities;
    }
  if (g_str_equal (type, LW13_CAVALRY) || g_str_equal (type, LW13_GENERAL))
    {
      /* the General is "represented by a cavalry soldier" (Appendix) */
      *n_activities = G_N_ELEMENTS (cavalry_activities);
      return cavalry_activities;
    }
  if (lw13_catalogue_is_gun (type))
    {
      *n_activities = G_N_ELEMENTS (gun_activities);
      return gun_activities;
    }
  if (g_str_equal (type, LW13_SUPPLY_WAGGON) || g_str_equal (type, LW13_AMMUNITION_CART))
    {
      *n_activities = G_N_ELEMENTS (transport_activities);
      return transport_activities;
    }
  /* a type the catalogue does not know: moved as it is, unmeasured */
  *n_activities = 0;
  return NULL;
}

/* The Move 5: "In making his move a player must move or fire his guns if
 * he wants to do so, before moving his men. To this rule of 'Guns First'
 * there is to be no exception." In the guns' phase only guns move, and the
 * men who were with a gun moved in it, up to within six inches of its new
 * place (Mobility IV: they "must move up with it"); in the men's no gun; in
 * the melees' (Melee 3: "at the end of the move") nothing moves. A gun that
 * fired in this move is not moved (Mobility IV: "either be moved or fired
 * at each move, but not both"), only swung round on its axis. The umpire
 * may allow any of it with his reason. */
gboolean
lw13_move_check_move (VtRuleset     *ruleset,
                      VtGame        *game,
                      VtUnit        *unit,
                      const VtPoint *from,
                      const VtPoint *to,
                      double         facing,
                      GError       **error)
{
  guint n_phases = 0, phase = vt_game_get_phase (game);
  const VtPhase *phases = lw13_catalogue_get_phases (&n_phases);
  gboolean gun = lw13_catalogue_is_gun (vt_unit_get_unit_type (unit));
  g_autofree char *now = NULL;

  if (phase >= n_phases)
    return TRUE;
  now = vt_game_dup_phase_label (game, phase);
  if (g_str_has_prefix (phases[phase].id, "guns-") && !gun)
    {
      gboolean keeps_up = FALSE;
      VtUnit *with = lw13_guns_moved_with (ruleset, game, unit, to, facing, &keeps_up);

      if (keeps_up)
        return TRUE;
      if (with != NULL)
        g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                     _ ("Mobility IV: the men of %s who are with %s move up with it in the guns' part only to "
                        "within six inches of its new position; the rest of their move waits for the men's part "
                        "(The Move 5). The umpire may allow it with his reason"),
                     vt_unit_get_display_name (unit), vt_unit_get_display_name (with));
      else
        g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                     _ ("The Move 5, guns first: %s is the guns' part of the move; %s moves after them. The umpire "
                        "may allow it with his reason"), now, vt_unit_get_display_name (unit));
      return FALSE;
    }
  if (g_str_has_prefix (phases[phase].id, "men-") && gun)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("The Move 5, guns first, \"to this rule there is to be no exception\": %s is the men's part "
                      "of the move; %s had to move before them. The umpire may allow it with his reason"),
                   now, vt_unit_get_display_name (unit));
      return FALSE;
    }
  if (g_str_has_prefix (phases[phase].id, "melee-"))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("Melee 3: %s are adjudged at the end of the move; nothing moves in them. The umpire may "
                      "allow it with his reason"), now);
      return FALSE;
    }
  /* swinging round on its axis to take aim is no move: a wheel on the spot
   * passes; asked about the pace alone (a drag begins), it is refused */
  if (gun && (to == NULL || from->x != to->x || from->y != to->y) &&
      lw13_guns_acted_this_move (game, "gun-fire", "gun", vt_unit_get_id (unit)))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("Mobility IV: %s has fired in this move, and a gun in action can either be moved or fired "
                      "at each move, but not both. The umpire may allow it with his reason"),
                   vt_unit_get_display_name (unit));
      return FALSE;
    }
  return TRUE;
}

/* Composition of Forces: "he counted infantry as 1 each, cavalry as 1-1/2,
 * and a gun as 10 [...] he made up a total of 150" */
static const char * const purchase_rows[] = { "infantry", "cavalry", "gun", "total", NULL };
static const char * const purchase_columns[] = { "points", NULL };
static const double purchase_values[] = { 1, 1.5, 10, 150 };

static const VtRuleTable tables[] = {
  { "kriegspiel-moves", N_("Kriegspiel: the moves (inches; the road a factor)"), "Appendix, the moves",
    kriegspiel_rows, kriegspiel_columns, kriegspiel_values, NULL,
    N_("downhill-contours is how many contours count as one foot; contours-impassable is per foot "
    "of height.") },
  { "purchase", N_("The 150-point force (Composition of Forces)"), "Composition",
    purchase_rows, purchase_columns, purchase_values, NULL, NULL },
};

const VtRuleTable *
lw13_move_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}

double
lw13_move_kriegspiel (VtGame     *game,
                      const char *row)
{
  return vt_rule_table_get_value (&tables[0], row, "inches", game);
}

double
lw13_move_of (VtRuleset *ruleset,
              VtGame    *game,
              VtUnit    *unit)
{
  const char *type = vt_unit_get_unit_type (unit);
  gboolean sykes = vt_option_get_boolean (game, LW13_OPTION_KRIEGSPIEL, FALSE);
  double move = 0;

  if (g_str_equal (type, LW13_INFANTRY) || g_str_equal (type, LW13_BOX))
    /* a box moves as the infantry in it would (derived: Part V gives no rate) */
    move = sykes ? lw13_move_kriegspiel (game, "infantry") : lw13_measure (game, "infantry-move");
  else if (g_str_equal (type, LW13_CAVALRY))
    move = sykes ? lw13_move_kriegspiel (game, "cavalry") : lw13_measure (game, "cavalry-move");
  else if (g_str_equal (type, LW13_GENERAL))
    /* a cavalry soldier in Little Wars; the Kriegspiel's three feet across country */
    move = sykes ? lw13_move_kriegspiel (game, "general-country") : lw13_measure (game, "cavalry-move");
  else if (g_str_equal (type, LW13_SUPPLY_WAGGON) || g_str_equal (type, LW13_AMMUNITION_CART))
    /* Part V gives no rate: the Kriegspiel's Transport and Supply, derived */
    move = lw13_move_kriegspiel (game, "transport-country");
  else if (lw13_catalogue_is_gun (type))
    {
      guint cavalry = 0;
      guint men = lw13_count_men_within (ruleset, game, unit, vt_unit_get_side (unit),
                                         lw13_measure (game, "gun-crew-reach"), NULL, &cavalry);

      /* Mobility III: without four men it can neither move nor fire; IV:
       * four cavalry-men take it two feet, else a foot. Without a game the
       * map cannot count them: the foot. */
      if (game != NULL && men < lw13_measure (game, "gun-crew"))
        move = 0;
      else if (sykes)
        move = lw13_move_kriegspiel (game, "royal-artillery");
      else if (cavalry >= lw13_measure (game, "gun-crew"))
        move = lw13_measure (game, "cavalry-move");
      else
        move = lw13_measure (game, "infantry-move");
    }

  return move * vt_option_get_integer (game, LW13_OPTION_MULTIPLE, 1);
}

double
lw13_move_get_rate (VtRuleset      *ruleset,
                    VtGame         *game,
                    VtUnit         *unit,
                    const VtGround *ground)
{
  const char *type = vt_unit_get_unit_type (unit);
  gboolean sykes = vt_option_get_boolean (game, LW13_OPTION_KRIEGSPIEL, FALSE);
  gboolean house = FALSE, river = FALSE, crossing = FALSE, road = FALSE;
  double rate = lw13_move_of (ruleset, game, unit);

  for (guint i = 0; ground != NULL && i < ground->n_features; i++)
    {
      const char *kind = vt_feature_get_kind (ground->features[i]);

      house |= g_str_equal (kind, "house");
      river |= g_str_equal (kind, "river");
      crossing |= g_str_equal (kind, "ford") || g_str_equal (kind, "bridge");
      road |= g_str_equal (kind, "road") || g_str_equal (kind, "bridge");
    }

  /* Part I: houses are solid, "not hollow so that soldiers can be put
   * inside them"; a river is crossed at its fords and bridges (derived) */
  if (house || (river && !crossing))
    return 0;
  if (!road)
    return rate;

  if (g_str_equal (type, LW13_SUPPLY_WAGGON) || g_str_equal (type, LW13_AMMUNITION_CART))
    /* Kriegspiel: one foot on roads, half a foot across country */
    return rate * lw13_move_kriegspiel (game, "transport-road") / lw13_move_kriegspiel (game, "transport-country");
  if (g_str_equal (type, LW13_GENERAL) && sykes)
    return rate * lw13_move_kriegspiel (game, "general-road") / lw13_move_kriegspiel (game, "general-country");
  if (g_str_equal (type, LW13_BOX))
    /* Part V: "a move half as long again as in the open country for
     * waggons or boxed troops along a road" */
    return rate * lw13_move_kriegspiel (game, "road-factor");
  if (sykes && (g_strcmp0 (vt_unit_get_formation (unit), "fours") == 0 ||
                g_strcmp0 (vt_unit_get_formation (unit), "twos") == 0))
    /* Appendix: "The above moves [infantry's and cavalry's] are increased
     * by one half for troops in twos or fours on a road" */
    return rate * lw13_move_kriegspiel (game, "road-factor");
  return rate;
}

/* ---- the time of a move ------------------------------------------------- */

guint
lw13_move_minutes (VtGame *game,
                   guint   men,
                   guint   guns)
{
  double minutes = men / lw13_measure (game, "men-per-minute") +
                   guns * lw13_measure (game, "minutes-per-gun");

  /* "for a force of 110 men and 3 guns [...] seven minutes is an ample
   * allowance": 110/30 + 3 = 6 2/3, so a begun minute counts whole */
  return (guint) ceil (minutes - 1e-9);
}

static const VtActionParam move_time_params[] = {
  { "men", N_("Men"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("The men the player moves; counted on the map for side when not given.") },
  { "guns", N_("Guns"), VT_PARAM_INTEGER, 0, 1000, NULL, TRUE,
    N_("His guns; counted on the map for side when not given.") },
  { "side", N_("Side"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("Any body of the side whose move is timed: its men and guns are counted."), NULL,
    VT_PARAM_ROLE_SUBJECT },
};

static GVariant *
prepare_move_time (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  const char *filled[3] = { NULL, };
  guint n_filled = 0, men = 0, guns = 0;
  GError *local_error = NULL;
  VtUnit *body = vt_params_get_unit (game, params, "side", &local_error);
  GListModel *units;

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (body != NULL)
    {
      units = vt_scenario_get_units (vt_game_get_state (game));
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

          if (!g_str_equal (vt_unit_get_side (unit), vt_unit_get_side (body)))
            continue;
          if (lw13_catalogue_is_men (vt_unit_get_unit_type (unit)))
            men += vt_unit_get_strength (unit);
          else if (lw13_catalogue_is_gun (vt_unit_get_unit_type (unit)))
            guns += vt_unit_get_strength (unit);
        }
      if (!g_variant_dict_contains (&completed, "men"))
        {
          g_variant_dict_insert (&completed, "men", "x", (gint64) men);
          filled[n_filled++] = "men";
        }
      if (!g_variant_dict_contains (&completed, "guns"))
        {
          g_variant_dict_insert (&completed, "guns", "x", (gint64) guns);
          filled[n_filled++] = "guns";
        }
    }
  return vt_prepare_result_new (g_variant_dict_end (&completed), filled, NULL, "measures",
                                _ ("The Move 3: about a minute for 30 men and a minute for each gun"));
}

static GVariant *
resolve_move_time (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  gint64 men, guns;
  guint minutes;

  if (!vt_params_get_integer (params, "men", &men) || !vt_params_get_integer (params, "guns", &guns))
    return vt_bad_parameter_null (error, _ ("move-time: give the men and guns moved (men=… guns=…), "
                                            "or a body of the side (side=…) to count them on the map"));

  minutes = lw13_move_minutes (game, (guint) men, (guint) guns);
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE,
                                                         "move time: %" PRId64 " men and %" PRId64 " guns, %u minutes",
                                                         "xxi", men, guns, minutes));
  text = g_strdup_printf (_ ("The Move 3: about a minute for moving %g men and a minute for each gun: "
                             "%" PRId64 "/%g + %" PRId64 " makes %u minutes (a begun "
                             "minute whole). Warnings two minutes, one minute and thirty seconds before "
                             "time; the interval after it not over %" PRId64 " minutes."),
                          lw13_measure (game, "men-per-minute"), men, lw13_measure (game, "men-per-minute"),
                          guns, minutes, vt_option_get_integer (game, "interval", 5));
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "minutes", "u", minutes);
  vt_outcome_set (outcome, "seconds", "u", minutes * 60);
  vt_outcome_set (outcome, "interval-minutes", "u", (guint) vt_option_get_integer (game, "interval", 5));
  return vt_outcome_end (outcome);
}

/* ---- the tosses -------------------------------------------------------- */

static const char * const toss_choices[] = { "country", "sides", "first-move", "defender", NULL };
static const char * const toss_labels[] = {
  N_("Who makes the Country (Country 1)"), N_("Choice of sides (Defensive Game)"),
  N_("The first move (The Move 1)"), N_("Who defends (Varieties 3)"), NULL
};

static const VtActionParam toss_params[] = {
  { "for", N_("The toss for"), VT_PARAM_CHOICE, 0, 0, toss_choices, FALSE,
    N_("What the coin decides."), toss_labels },
};

static GVariant *
resolve_toss (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  const char *what = NULL, *winner;
  guint face;

  vt_params_get_string (params, "for", &what);
  if (!vt_dice_roll (dice, "coin", 2, &face, error))
    return NULL;

  /* the coin's 1 is the scenario's first side, 2 its second */
  winner = face == 1 ? "first" : "second";
  /* Translators: %s is the value given for "for", as typed (country, sides,
   * first-move, defender) */
  vt_outcome_set_summary_phrase (outcome, face == 1
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "toss for %s: the first side wins", "s", what)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "toss for %s: the second side wins", "s", what));
  vt_outcome_set_text (outcome, g_str_equal (what, "country")
                       ? _ ("Country 1: the winner arranges the Country; the other then chooses his side (Country 2).")
                       : g_str_equal (what, "first-move")
                       ? _ ("The Move 1: the winner is the First Player and puts down first (The Move 2).")
                       : g_str_equal (what, "defender")
                       ? _ ("Varieties 3: the winner of the toss becomes the defender; the loser is First Player.")
                       : _ ("The winner chooses his side of the field."));
  vt_outcome_set (outcome, "coin", "u", face);
  vt_outcome_set (outcome, "winner", "s", winner);
  return vt_outcome_end (outcome);
}

/* ---- composition of forces ---------------------------------------------- */

static GVariant *
resolve_chances_of_war (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        VtDice      *dice,
                        GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  guint first[2], second[2];
  gint64 left_out = 12;

  vt_params_get_integer (params, "left-out", &left_out);
  for (guint i = 0; i < 2; i++)
    if (!vt_dice_roll (dice, "d6", 6, &first[i], error))
      return NULL;
  for (guint i = 0; i < 2; i++)
    if (!vt_dice_roll (dice, "d6", 6, &second[i], error))
      return NULL;

  /* Composition: "leaving out 12 men on each side and tossing with a pair
   * of dice to see how many each player shall take of these"; a pair
   * gives 2 to 12, never more than were left out */
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "chances of war: the first side takes %"
                                                         PRId64 " of its %" PRId64 ", the second %" PRId64, "xxx",
                                                         MIN (left_out, (gint64) (first[0] + first[1])), left_out,
                                                         MIN (left_out, (gint64) (second[0] + second[1]))));
  text = g_strdup_printf (_ ("Composition of Forces: %" PRId64 " men left out of each side; "
                             "the first throws %u and %u, the second %u and %u."),
                          left_out, first[0], first[1], second[0], second[1]);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "first-takes", "u", (guint) MIN (left_out, (gint64) (first[0] + first[1])));
  vt_outcome_set (outcome, "second-takes", "u", (guint) MIN (left_out, (gint64) (second[0] + second[1])));
  return vt_outcome_end (outcome);
}

static const VtActionParam chances_params[] = {
  { "left-out", N_("Men left out of each side"), VT_PARAM_INTEGER, 2, 12, NULL, TRUE,
    N_("Composition: 12 men, unless agreed otherwise.") },
};

static const VtActionParam purchase_params[] = {
  { "infantry", N_("Infantry-men"), VT_PARAM_INTEGER, 0, 10000, NULL, FALSE, N_("Counted 1 each.") },
  { "cavalry", N_("Cavalry-men"), VT_PARAM_INTEGER, 0, 10000, NULL, FALSE, N_("Counted 1 1/2 each.") },
  { "guns", N_("Guns"), VT_PARAM_INTEGER, 0, 100, NULL, FALSE, N_("Counted 10 each.") },
};

static GVariant *
resolve_purchase (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  gint64 infantry = 0, cavalry = 0, guns = 0;
  double points, total = vt_rule_table_get_value (&tables[1], "total", "points", game);

  vt_params_get_integer (params, "infantry", &infantry);
  vt_params_get_integer (params, "cavalry", &cavalry);
  vt_params_get_integer (params, "guns", &guns);
  points = infantry * vt_rule_table_get_value (&tables[1], "infantry", "points", game) +
           cavalry * vt_rule_table_get_value (&tables[1], "cavalry", "points", game) +
           guns * vt_rule_table_get_value (&tables[1], "gun", "points", game);

  /* "he made up a total of 150": more is no purchase, unless the umpire
   * allows a handicap with his reason */
  if (points > total && !vt_params_get_string (params, VT_PARAM_UMPIRE_ALLOWS, NULL))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("purchase: %" PRId64 " infantry, %" PRId64 " cavalry, %" PRId64 " guns make %g points, "
                      "over the total of %g (Composition of Forces). The umpire may allow it with his reason"),
                   infantry, cavalry, guns, points, total);
      return NULL;
    }

  if (points == total)
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "purchase: %" PRId64 " infantry, %" PRId64
                                                           " cavalry, %" PRId64 " guns make %g points", "xxxd",
                                                           infantry, cavalry, guns, points));
  else if (points < total)
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "purchase: %" PRId64 " infantry, %" PRId64
                                                           " cavalry, %" PRId64 " guns make %g points (under the "
                                                           "total)", "xxxd", infantry, cavalry, guns, points));
  else
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "purchase: %" PRId64 " infantry, %" PRId64
                                                           " cavalry, %" PRId64 " guns make %g points (over the "
                                                           "total)", "xxxd", infantry, cavalry, guns, points));
  text = g_strdup_printf (_ ("Composition of Forces: infantry 1 each, cavalry 1 1/2, a gun 10, "
                             "making up a total of %g; this force is %g."), total, points);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "points", "d", points);
  vt_outcome_set (outcome, "total", "d", total);
  vt_outcome_set (outcome, "allowed", "b", points == total);
  return vt_outcome_end (outcome);
}

/* ---- Part V: boxes, scouts, waggons --------------------------------------- */

VtSighting
lw13_move_see_unit (VtRuleset *ruleset,
                    VtGame    *game,
                    VtUnit    *observer,
                    VtUnit    *target,
                    gboolean   line_clear,
                    double     distance)
{
  /* Part V: "Neither side would, of course, know what the other had in its
   * boxes [...] until a scout was within ten feet of a box on the opposite
   * side. Then the contents of that particular box would have to be
   * disclosed"; the scouts are cavalry */
  if (g_str_equal (vt_unit_get_unit_type (target), LW13_BOX))
    return g_str_equal (vt_unit_get_unit_type (observer), LW13_CAVALRY) && distance <= 10 * 12
           ? VT_SIGHTING_EXACT : VT_SIGHTING_TROOPS;
  /* the players stand over the floor and see the whole of it once the
   * curtain is drawn back (The Move 2) */
  return VT_SIGHTING_EXACT;
}

/* The men of a box put down side by side where it stood, facing as it
 * faced, within the floor. */
static void
stand_out (VtRuleset  *ruleset,
           VtGame     *game,
           VtOutcome  *outcome,
           VtUnit     *box,
           const char *type_id,
           guint       strength,
           double     *offset,
           double      width,
           GHashTable *taken_ids)
{
  const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, type_id);
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));
  g_autofree char *stem = g_strdup_printf ("%s-%s", vt_unit_get_id (box), type_id);
  g_autofree char *id = lw13_new_unit_id (game, stem, taken_ids);
  /* Translators: the name of a body stood out of a box: "Infantry of Box of 20 men" */
  g_autofree char *name = g_strdup_printf (_ ("%1$s of %2$s"), vt_ruleset_get_unit_type_label (ruleset, type_id),
                                           vt_unit_get_display_name (box));
  double facing = vt_unit_get_facing (box) * G_PI / 180;
  double along = *offset + type->frontage / 2 - width / 2;
  VtPoint at;
  GVariantBuilder change;

  vt_unit_get_position (box, &at);
  /* along the box's front: clockwise from north, so the front runs east at 0° */
  at.x = CLAMP (at.x + along * cos (facing), 0, vt_map_get_width (map));
  at.y = CLAMP (at.y + along * sin (facing), 0, vt_map_get_height (map));
  *offset += type->frontage + 1;

  vt_outcome_create_unit (outcome, id, type_id, vt_unit_get_side (box), name, at.x, at.y, strength);
  vt_change_builder_init (&change, id);
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_FACING, g_variant_new_double (vt_unit_get_facing (box)));
  if (vt_unit_get_division (box) != NULL)
    g_variant_builder_add (&change, "{sv}", VT_CHANGE_DIVISION, g_variant_new_string (vt_unit_get_division (box)));
  vt_outcome_add_change (outcome, g_variant_builder_end (&change));
}

static const VtActionParam open_box_params[] = {
  { "box", N_("The box"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The box whose contents are disclosed."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "infantry", N_("Infantry-men in it"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("As its side packed it; when no contents are given, the box's strength (derived: a box counts as "
    "infantry-men).") },
  { "cavalry", N_("Cavalry-men in it"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE, NULL },
  { "field-guns", N_("Field guns in it"), VT_PARAM_INTEGER, 0, 100, NULL, TRUE, NULL },
  { "naval-guns", N_("4.7 naval guns in it"), VT_PARAM_INTEGER, 0, 100, NULL, TRUE, NULL },
};

static GVariant *
resolve_open_box (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  static const char * const men_types[] = { LW13_INFANTRY, LW13_CAVALRY };
  static const char * const gun_types[] = { LW13_FIELD_GUN, LW13_NAVAL_GUN };
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) boxes = lw13_params_get_units (game, params, "box", error);
  g_autoptr(GHashTable) taken_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gint64 counts[4] = { 0, };
  const char *names[] = { "infantry", "cavalry", "field-guns", "naval-guns" };
  gboolean given = FALSE;
  VtUnit *box = NULL;
  double width = 0, offset = 0;
  guint bodies = 0;

  if (boxes == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    given |= vt_params_get_integer (params, names[i], &counts[i]);
  if (boxes->len > 0)
    {
      box = g_ptr_array_index (boxes, 0);
      if (!g_str_equal (vt_unit_get_unit_type (box), LW13_BOX))
        return vt_bad_parameter_null (error, _ ("open-box: %s is no box"), vt_unit_get_display_name (box));
      if (vt_unit_get_strength (box) == 0)
        return vt_bad_parameter_null (error, _ ("open-box: %s is empty; it has been opened already"),
                                      vt_unit_get_display_name (box));
      /* the box records no contents: without the umpire's, its strength in infantry-men */
      if (!given)
        counts[0] = vt_unit_get_strength (box);
    }
  else if (game != NULL)
    return vt_bad_parameter_null (error, _ ("open-box: name the box (box=…)"));
  if (counts[0] + counts[1] + counts[2] + counts[3] == 0)
    return vt_bad_parameter_null (error, _ ("open-box: a box with nothing in it; give its contents "
                                            "(infantry=…, cavalry=…, field-guns=…, naval-guns=…)"));

  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "box opened: %" PRId64 " infantry-men, %"
                                                         PRId64 " cavalry-men, %" PRId64 " guns", "xxx", counts[0],
                                                         counts[1], counts[2] + counts[3]));
  vt_outcome_set_text (outcome, _ ("Part V: when a scout is within ten feet of a box on the opposite side, "
                                   "\"the contents of that particular box would have to be disclosed and the "
                                   "men stood out\". The box is emptied and its men stand where it stood."));
  vt_outcome_set (outcome, "infantry", "u", (guint) counts[0]);
  vt_outcome_set (outcome, "cavalry", "u", (guint) counts[1]);
  vt_outcome_set (outcome, "guns", "u", (guint) (counts[2] + counts[3]));

  if (box != NULL)
    {
      /* the men in a body of each arm, a piece for each gun, side by side */
      for (guint i = 0; i < 2; i++)
        if (counts[i] > 0)
          width += vt_ruleset_find_unit_type (ruleset, men_types[i])->frontage + 1;
      for (guint i = 0; i < 2; i++)
        width += counts[2 + i] * (vt_ruleset_find_unit_type (ruleset, gun_types[i])->frontage + 1);

      vt_outcome_change_strength (outcome, vt_unit_get_id (box), 0);
      for (guint i = 0; i < 2; i++)
        if (counts[i] > 0)
          {
            stand_out (ruleset, game, outcome, box, men_types[i], (guint) counts[i], &offset, width, taken_ids);
            bodies++;
          }
      for (guint i = 0; i < 2; i++)
        for (gint64 g = 0; g < counts[2 + i]; g++)
          {
            stand_out (ruleset, game, outcome, box, gun_types[i], 1, &offset, width, taken_ids);
            bodies++;
          }
      vt_outcome_set (outcome, "bodies", "u", bodies);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

static const VtActionParam box_params[] = {
  { "bodies", N_("The bodies boxed"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("Bodies of one side's men, none of the enemy within twenty feet of them."), NULL, VT_PARAM_ROLE_SUBJECT },
};

static GVariant *
resolve_box (VtRuleset   *ruleset,
             VtGame      *game,
             const char  *action,
             GVariant    *params,
             VtDice      *dice,
             GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) bodies = lw13_params_get_units (game, params, "bodies", error);
  double beyond = lw13_measure (game, "box-again-beyond");
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  const char *side;
  GListModel *units;
  VtPoint centre;
  guint men;

  if (bodies == NULL)
    return NULL;
  if (game == NULL || bodies->len == 0)
    return vt_bad_parameter_null (error, _ ("box: name the bodies on the floor (bodies=…); boxing needs a game"));

  side = vt_unit_get_side (g_ptr_array_index (bodies, 0));
  for (guint i = 0; i < bodies->len; i++)
    {
      VtUnit *body = g_ptr_array_index (bodies, i);
      const char *type = vt_unit_get_unit_type (body);

      if (!g_str_equal (vt_unit_get_side (body), side))
        return vt_bad_parameter_null (error, _ ("box: %s and %s are of different sides"),
                                      vt_unit_get_display_name (g_ptr_array_index (bodies, 0)),
                                      vt_unit_get_display_name (body));
      /* Part V keeps "the soldiers in their boxes": not guns, waggons or the General */
      if (!lw13_catalogue_is_men (type) || g_str_equal (type, LW13_BOX))
        return vt_bad_parameter_null (error, _ ("box: %s is not soldiers to be boxed (Part V boxes "
                                         "infantry- and cavalry-men)"), vt_unit_get_display_name (body));
      if (vt_unit_get_strength (body) == 0 || lw13_is_disarmed (body))
        return vt_bad_parameter_null (error, _ ("box: %s has no men free to be boxed"),
                                      vt_unit_get_display_name (body));
    }

  /* Part V: "Troops without any enemy within twenty feet could be
   * returned to their boxes for facility in moving" */
  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) enemy = g_list_model_get_item (units, i);

      if (g_str_equal (vt_unit_get_side (enemy), side) || vt_unit_get_strength (enemy) == 0)
        continue;
      for (guint j = 0; j < bodies->len; j++)
        {
          VtUnit *body = g_ptr_array_index (bodies, j);
          double gap = lw13_gap (ruleset, body, enemy);

          if (gap <= beyond && !lw13_umpire_allows (params))
            return lw13_umpire_decides (error, _ ("box: %s is %g feet from %s of the enemy; troops are "
                                           "returned to their boxes only without any enemy within %g feet "
                                           "(Part V)"), vt_unit_get_display_name (body), round (gap / 12 * 10) / 10,
                                        vt_unit_get_display_name (enemy), beyond / 12);
        }
    }

  men = lw13_units_strength (bodies);
  id = lw13_new_unit_id (game, "box", NULL);
  /* Translators: the name of the box a body is returned to (Part V) */
  name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Box of %u men",
                                       "Box of %u men", men), men);
  vt_units_get_centre (bodies, &centre);
  for (guint i = 0; i < bodies->len; i++)
    vt_outcome_change_strength (outcome, vt_unit_get_id (g_ptr_array_index (bodies, i)), 0);
  vt_outcome_create_unit (outcome, id, LW13_BOX, side, name, centre.x, centre.y, men);
  /* Translators: the men boxed, then the bodies they were (the box itself
   * comes in with this event, after its words are said) */
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "boxed: %u men of %s",
                                                                "boxed: %u men of %s", men, "iU", men, bodies));
  vt_outcome_set_text (outcome, _ ("Part V: troops without any enemy within twenty feet may be returned to "
                                   "their boxes for facility in moving, and the boxes moved as units; the "
                                   "other side does not know what is in them. The box counts as infantry-men "
                                   "in the score (derived) until it is opened."));
  vt_outcome_set (outcome, "box", "s", id);
  vt_outcome_set (outcome, "men", "u", men);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionParam waggons_params[] = {
  { "men", N_("Men"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE, NULL },
  { "waggons", N_("Waggons within six moves"), VT_PARAM_INTEGER, 0, 10000, NULL, FALSE,
    N_("Army Service waggons within six moves of the men.") },
};

static GVariant *
resolve_waggons (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  gint64 men = 0, waggons = 0;
  guint needed;

  vt_params_get_integer (params, "men", &men);
  vt_params_get_integer (params, "waggons", &waggons);
  /* Part V: "one such waggon for every fifty men within at least six
   * moves"; a begun fifty needs its waggon (derived) */
  needed = (guint) ((men + 49) / 50);
  vt_outcome_set_summary_phrase (outcome, waggons >= needed
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "waggons: %" PRId64 " men need %u, %" PRId64
                                                  " within six moves", "xix", men, needed, waggons)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "waggons: %" PRId64 " men need %u, %" PRId64
                                                  " within six moves: too few", "xix", men, needed, waggons));
  vt_outcome_set_text (outcome, _ ("Part V: troops must have one Army Service waggon for every fifty men within "
                                   "at least six moves; an ammunition cart within two moves of a gun before it "
                                   "can be fired (gun-fire, with the option ammunition-carts)."));
  vt_outcome_set (outcome, "needed", "u", needed);
  vt_outcome_set (outcome, "enough", "b", waggons >= needed);
  return vt_outcome_end (outcome);
}

/* ---- the dispatch table ------------------------------------------------- */

static const VtAction actions[] = {
  { "toss", N_("Toss a coin"), toss_params, G_N_ELEMENTS (toss_params),
    N_("Country 1, The Move 1, Varieties 3: who makes the Country, who moves first, who defends."),
    NULL, N_("The game") },
  { "move-time", N_("Time of a move"), move_time_params, G_N_ELEMENTS (move_time_params),
    N_("The Move 3: a minute per 30 men and a minute per gun."), NULL, N_("The game") },
  { "chances-of-war", N_("Chances of war (dice handicap)"), chances_params, G_N_ELEMENTS (chances_params),
    N_("Composition: twelve men left out of each side; a pair of dice says how many each takes."),
    NULL, N_("The game") },
  { "purchase", N_("Force of 150 points"), purchase_params, G_N_ELEMENTS (purchase_params),
    N_("Composition: infantry 1, cavalry 1 1/2, a gun 10, to a total of 150."), NULL, N_("The game") },
  { "waggons", N_("Supply waggons (Part V)"), waggons_params, G_N_ELEMENTS (waggons_params),
    N_("Part V: a waggon for every fifty men within six moves."), NULL, N_("The game") },
  { "open-box", N_("Open a box (Part V)"), open_box_params, G_N_ELEMENTS (open_box_params),
    N_("Part V: a box disclosed, its men stood out where it stood."), NULL, N_("The game") },
  { "box", N_("Box troops again (Part V)"), box_params, G_N_ELEMENTS (box_params),
    N_("Part V: troops without any enemy within twenty feet returned to a box."), NULL, N_("The game") },
};

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_toss },
  { &actions[1], prepare_move_time, resolve_move_time },
  { &actions[2], NULL, resolve_chances_of_war },
  { &actions[3], NULL, resolve_purchase },
  { &actions[4], NULL, resolve_waggons },
  { &actions[5], NULL, resolve_open_box },
  { &actions[6], NULL, resolve_box },
};

const VtActionRule *
lw13_move_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
