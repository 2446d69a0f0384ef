/* rz24-losses.c: loss Points, thresholds, block exchanges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "rz24-losses"

#include "config.h"

#include <math.h>

#include "rz24-losses.h"
#include "rz24-ruleset.h"

/* Digest ¶16: "One Point is 5 men of three-rank infantry,
 * 3 Points = 10 men in two ranks, 2 Points = 3 skirmishers or 3 cavalrymen,
 * 12 Points = 1 gun. Pegs on the loss tables for each arm advance until a
 * threshold: 15 for closed infantry (a skirmisher strip), 60 for
 * skirmishers, 60 for cavalry (a squadron), 25 for artillery (2 guns).
 * Losses go to front-line troops actually engaged, never to reserves." */

static const char * const points_rows[] = {
  "closed-infantry", "two-rank-infantry", "skirmishers", "cavalry", "artillery", NULL
};
static const char * const points_columns[] = { "men-per-point", "threshold", "pieces-per-threshold", NULL };

static const double points_values[] = {
  /* closed-infantry */   5.0,        15, 1,
  /* two-rank-infantry */ 10.0 / 3.0, 15, 1,
  /* skirmishers */       1.5,        60, 1,
  /* cavalry */           1.5,        60, 1,
  /* artillery */         1.0 / 12.0, 25, 2,
};

/* Only the two-rank threshold is not in the digest: closed infantry in two
 * ranks is still closed infantry, so it keeps the peg of 15. */
static const guint8 points_derived[] = {
  0, 0, 0,
  0, 1, 0,
  0, 0, 0,
  0, 0, 0,
  0, 0, 0,
};

/* Digest ¶15: "A half-battalion losing 1/6 swaps its
 * block for the longer replacement block, 2/6 for the shorter, and at 3/6
 * is removed." */
static const char * const exchange_rows[] = { "longer-block", "shorter-block", "removed", NULL };
static const char * const exchange_columns[] = { "fraction-lost", NULL };
static const double exchange_values[] = { 1.0 / 6.0, 2.0 / 6.0, 3.0 / 6.0 };

static const VtRuleTable losses_tables[] = {
  {
    .id = "loss-points",
    .title = "Loss Points by arm, and the threshold each peg advances to",
    .section = "the loss tables (Points)",
    .rows = points_rows,
    .columns = points_columns,
    .values = points_values,
    .derived = points_derived,
    .note = "men-per-point: 1 Point = 5 men of three-rank infantry, 3 Points = 10 men "
            "in two ranks, 2 Points = 3 skirmishers or 3 cavalrymen, 12 Points = 1 gun "
            "(digest). threshold: 15 closed infantry, 60 skirmishers, 60 cavalry, "
            "25 artillery (2 guns, so pieces-per-threshold 2 for artillery: guns). "
            "For closed infantry the 15 Points are 75 men, 1/6 of a half battalion of "
            "450 muskets: the peg and the block exchange step agree. Derived: the "
            "two-rank threshold, taken equal to closed infantry's 15.",
  },
  {
    .id = "block-exchange",
    .title = "Block exchanges of a half battalion",
    .section = "the blocks (replacement blocks)",
    .rows = exchange_rows,
    .columns = exchange_columns,
    .values = exchange_values,
    .derived = NULL,
    .note = "A half battalion losing 1/6 swaps its block for the longer replacement "
            "block, 2/6 for the shorter, and at 3/6 is removed (digest).",
  },
};

static const char * const arm_choices[] = {
  "closed-infantry", "two-rank-infantry", "skirmishers", "cavalry", "artillery", NULL
};

static const VtActionParam book_params[] = {
  { "unit", "Unit", VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    "the engaged front-line unit that suffered the loss (never a reserve)" },
  { "points", "Points", VT_PARAM_NUMBER, 0, 10000, NULL, FALSE,
    "the loss in Points" },
  { "arm", "Loss table", VT_PARAM_CHOICE, 0, 0, arm_choices, TRUE,
    "the arm whose loss table takes it; default: the unit's" },
};

static const VtActionParam convert_params[] = {
  { "arm", "Loss table", VT_PARAM_CHOICE, 0, 0, arm_choices, FALSE,
    "closed-infantry (three ranks), two-rank-infantry, skirmishers, cavalry, artillery" },
  { "points", "Points", VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    "Points to turn into men, horses or guns" },
  { "men", "Men", VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    "men, horses or guns to turn into Points" },
};

static const VtAction losses_actions[] = {
  { "book-losses", "Book losses", book_params, G_N_ELEMENTS (book_params),
    "The umpire books a loss in Points by hand to an engaged unit; the peg advances "
    "and the block is exchanged or removed as the running total says." },
  { "convert-losses", "Points and men", convert_params, G_N_ELEMENTS (convert_params),
    "Turns Points into men, horses or guns of an arm, or back." },
};

const VtAction *
rz24_losses_get_actions (guint *n_actions)
{
  *n_actions = G_N_ELEMENTS (losses_actions);
  return losses_actions;
}

const VtRuleTable *
rz24_losses_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (losses_tables);
  return losses_tables;
}

static gboolean
is_arm (const char *arm)
{
  return arm != NULL && g_strv_contains (arm_choices, arm);
}

double
rz24_losses_points_to_men (VtGame     *game,
                           const char *arm,
                           double      points)
{
  if (!is_arm (arm))
    return NAN;
  return points * rz24_table_value (&losses_tables[0], arm, "men-per-point", game);
}

double
rz24_losses_men_to_points (VtGame     *game,
                           const char *arm,
                           double      men)
{
  double per_point;

  if (!is_arm (arm))
    return NAN;
  per_point = rz24_table_value (&losses_tables[0], arm, "men-per-point", game);
  if (!(per_point > 0))
    return NAN;
  return men / per_point;
}

double
rz24_losses_threshold (VtGame     *game,
                       const char *arm)
{
  if (!is_arm (arm))
    return NAN;
  return rz24_table_value (&losses_tables[0], arm, "threshold", game);
}

static const char *
arm_label (const char *arm)
{
  if (g_strcmp0 (arm, "closed-infantry") == 0)
    return "closed infantry";
  if (g_strcmp0 (arm, "two-rank-infantry") == 0)
    return "infantry in two ranks";
  return arm;
}

static const char *
strength_word (const char *arm)
{
  if (g_strcmp0 (arm, "artillery") == 0)
    return "guns";
  if (g_strcmp0 (arm, "cavalry") == 0)
    return "horsemen";
  return "men";
}

GPtrArray *
rz24_losses_engaged_units (VtGame      *game,
                           GVariant    *params,
                           const char  *name,
                           GError     **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) ids = NULL;
  const char *list;
  VtScenario *state;

  if (game == NULL || !rz24_param_string (params, name, &list))
    return g_steal_pointer (&units);

  state = vt_game_get_state (game);
  ids = g_strsplit (list, ",", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const char *id = g_strstrip (ids[i]);
      VtUnit *unit;

      if (*id == '\0')
        continue;
      unit = vt_scenario_find_unit (state, id);
      if (unit == NULL)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       "%s: there is no unit “%s” on the map", name, id);
          return NULL;
        }
      g_ptr_array_add (units, g_object_ref (unit));
    }
  return g_steal_pointer (&units);
}

/* Points already booked to @unit in @game's ledger. */
static double
booked_points (VtGame *game,
               VtUnit *unit)
{
  if (game == NULL)
    return 0;
  return vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, NULL,
                                   vt_unit_get_id (unit));
}

static void
add_strength_change (GVariantBuilder *changes,
                     VtUnit          *unit,
                     guint            strength)
{
  GVariantDict change;

  if (changes == NULL)
    return;
  g_variant_dict_init (&change, NULL);
  g_variant_dict_insert (&change, "unit", "s", vt_unit_get_id (unit));
  g_variant_dict_insert (&change, "strength", "u", strength);
  g_variant_builder_add_value (changes, g_variant_dict_end (&change));
}

static void
add_loss (GVariantBuilder *losses,
          const char      *unit_id,
          const char      *arm,
          double           points,
          const char      *note)
{
  GVariantDict loss;

  if (losses == NULL)
    return;
  g_variant_dict_init (&loss, NULL);
  g_variant_dict_insert (&loss, "unit", "s", unit_id);
  g_variant_dict_insert (&loss, "arm", "s", arm);
  g_variant_dict_insert (&loss, "points", "d", points);
  g_variant_dict_insert (&loss, "note", "s", note != NULL ? note : "");
  g_variant_builder_add_value (losses, g_variant_dict_end (&loss));
}

/* The exchange step a closed half battalion stands at after losing
 * @fraction of its full strength: 0 none, 1 longer, 2 shorter, 3 removed. */
static guint
exchange_step (VtGame *game,
               double  fraction)
{
  static const char * const steps[] = { "longer-block", "shorter-block", "removed" };
  guint step = 0;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      double at = rz24_table_value (&losses_tables[1], steps[i], "fraction-lost", game);

      /* a small allowance: 75 of 450 men is exactly 1/6 */
      if (fraction + 1e-9 >= at)
        step = i + 1;
    }
  return step;
}

void
rz24_losses_book (VtGame          *game,
                  VtUnit          *unit,
                  const char      *arm,
                  double           points,
                  const char      *note,
                  GVariantBuilder *losses,
                  GVariantBuilder *changes,
                  GString         *text)
{
  const Rz24Piece *piece;
  double before, after, men, threshold;
  guint strength, new_strength;
  const char *name;

  g_return_if_fail (text != NULL);

  if (points <= 0)
    return;

  piece = unit != NULL ? rz24_piece_for_unit (unit) : NULL;
  if (arm == NULL && piece != NULL)
    arm = piece->loss_arm;
  if (!is_arm (arm))
    arm = "closed-infantry";

  men = rz24_losses_points_to_men (game, arm, points);
  if (unit == NULL)
    {
      g_string_append_printf (text, " %g Points of %s are %g %s; name the engaged "
                              "units to book them.",
                              points, arm_label (arm), men, strength_word (arm));
      return;
    }

  name = vt_unit_get_name (unit) != NULL && *vt_unit_get_name (unit) != '\0'
         ? vt_unit_get_name (unit) : vt_unit_get_id (unit);
  add_loss (losses, vt_unit_get_id (unit), arm, points, note);

  before = booked_points (game, unit);
  after = before + points;
  strength = vt_unit_get_strength (unit);
  threshold = rz24_losses_threshold (game, arm);

  g_string_append_printf (text, " %s loses %g Points of %s (%g %s)",
                          name, points, arm_label (arm), men, strength_word (arm));

  if (g_str_equal (arm, "artillery"))
    {
      /* the peg of 25 takes 2 guns each time it is reached */
      double per = rz24_table_value (&losses_tables[0], arm, "pieces-per-threshold", game);
      guint guns_before = threshold > 0 ? (guint) floor (before / threshold) * (guint) per : 0;
      guint guns_after = threshold > 0 ? (guint) floor (after / threshold) * (guint) per : 0;
      guint lost = guns_after - guns_before;

      new_strength = strength > lost ? strength - lost : 0;
      if (lost > 0)
        g_string_append_printf (text, "; the peg reaches %g Points: %u guns lost, %u left",
                                threshold * floor (after / threshold), lost, new_strength);
    }
  else
    {
      guint men_lost = (guint) lround (men);

      new_strength = strength > men_lost ? strength - men_lost : 0;

      if (g_str_equal (arm, "closed-infantry") || g_str_equal (arm, "two-rank-infantry"))
        {
          double full = piece != NULL && piece->men > 0 ? piece->men : strength + rz24_losses_points_to_men (game, arm, before);
          double fraction_before = full > 0 ? rz24_losses_points_to_men (game, arm, before) / full : 0;
          double fraction_after = full > 0 ? rz24_losses_points_to_men (game, arm, after) / full : 0;
          guint step_before = exchange_step (game, fraction_before);
          guint step_after = exchange_step (game, fraction_after);

          if (step_after >= 3)
            new_strength = 0;
          if (step_after > step_before)
            {
              if (step_after >= 3)
                g_string_append (text, "; 3/6 of the half battalion lost: the block is removed");
              else if (step_after == 2)
                g_string_append (text, "; 2/6 lost: exchange the block for the shorter replacement block");
              else
                g_string_append (text, "; 1/6 lost: exchange the block for the longer replacement block");
            }
        }
      else if (threshold > 0 && floor (after / threshold) > floor (before / threshold))
        {
          /* skirmishers and cavalry: the peg at 60 takes the strip or the squadron */
          new_strength = 0;
          g_string_append_printf (text, "; the peg reaches %g Points: the %s is removed",
                                  threshold,
                                  g_str_equal (arm, "cavalry") ? "squadron" : "strip");
        }
    }

  if (new_strength != strength)
    {
      add_strength_change (changes, unit, new_strength);
      g_string_append_printf (text, "; %u %s remain%s",
                              new_strength, strength_word (arm),
                              new_strength == 0 ? " (off the map)" : "");
    }
  g_string_append_printf (text, " (%g Points booked in all).", after);
}

static GVariant *
resolve_book (VtGame    *game,
              GVariant  *params,
              GError   **error)
{
  g_autoptr(GString) text = g_string_new ("");
  VtUnit *unit;
  g_autofree char *summary = NULL;
  GVariantBuilder losses, changes;
  g_auto(GVariantDict) outcome = G_VARIANT_DICT_INIT (NULL);
  GError *local_error = NULL;
  const char *unit_id = NULL, *arm = NULL;
  double points;

  if (!rz24_param_number (params, "points", &points) || !(points >= 0) || isinf (points))
    return rz24_bad_parameter (error, "book-losses: points must be a number of 0 or more"), NULL;
  if (!rz24_param_string (params, "unit", &unit_id) || *unit_id == '\0')
    return rz24_bad_parameter (error, "book-losses: name the unit that suffered the loss (unit=…)"), NULL;
  if (rz24_param_string (params, "arm", &arm) && !is_arm (arm))
    return rz24_bad_parameter (error, "book-losses: arm “%s” is none of closed-infantry, "
                    "two-rank-infantry, skirmishers, cavalry, artillery", arm), NULL;

  unit = rz24_param_unit (game, params, "unit", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }

  if (unit != NULL && arm == NULL)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (unit);

      if (piece == NULL || piece->loss_arm == NULL)
        return rz24_bad_parameter (error, "book-losses: %s is no 1824 piece; say which loss table (arm=…)",
                        unit_id), NULL;
      arm = piece->loss_arm;
    }
  if (unit == NULL && arm == NULL)
    return rz24_bad_parameter (error, "book-losses: without a game, say which loss table (arm=…)"), NULL;

  g_variant_builder_init (&losses, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));

  g_string_append (text, "Booked by hand.");
  if (unit != NULL)
    rz24_losses_book (game, unit, arm, points, "booked by hand", &losses, &changes, text);
  else if (points > 0)
    {
      GVariantDict loss;

      g_variant_dict_init (&loss, NULL);
      g_variant_dict_insert (&loss, "unit", "s", unit_id);
      g_variant_dict_insert (&loss, "arm", "s", arm);
      g_variant_dict_insert (&loss, "points", "d", points);
      g_variant_dict_insert (&loss, "note", "s", "booked by hand");
      g_variant_builder_add_value (&losses, g_variant_dict_end (&loss));
      g_string_append_printf (text, " %s loses %g Points of %s (%g %s).",
                              unit_id, points, arm_label (arm),
                              rz24_losses_points_to_men (NULL, arm, points), strength_word (arm));
    }
  g_string_append (text, " Losses go to front-line troops actually engaged, never to "
                   "reserves (digest).");

  summary = g_strdup_printf ("losses: %g Points of %s booked to %s",
                             points, arm_label (arm), unit_id);

  g_variant_dict_insert (&outcome, "summary", "s", summary);
  g_variant_dict_insert (&outcome, "text", "s", text->str);
  g_variant_dict_insert (&outcome, "points", "d", points);
  g_variant_dict_insert (&outcome, "men", "d", rz24_losses_points_to_men (game, arm, points));
  g_variant_dict_insert_value (&outcome, "losses", g_variant_builder_end (&losses));
  g_variant_dict_insert_value (&outcome, "changes", g_variant_builder_end (&changes));
  return g_variant_ref_sink (g_variant_dict_end (&outcome));
}

static GVariant *
resolve_convert (VtGame    *game,
                 GVariant  *params,
                 GError   **error)
{
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  g_auto(GVariantDict) outcome = G_VARIANT_DICT_INIT (NULL);
  const char *arm = NULL;
  double points, men;
  gboolean have_points, have_men;

  if (!rz24_param_string (params, "arm", &arm) || !is_arm (arm))
    return rz24_bad_parameter (error, "convert-losses: arm must be one of closed-infantry, "
                    "two-rank-infantry, skirmishers, cavalry, artillery"), NULL;
  have_points = rz24_param_number (params, "points", &points);
  have_men = rz24_param_number (params, "men", &men);
  if (have_points == have_men)
    return rz24_bad_parameter (error, "convert-losses: give either points=… or men=…, not %s",
                    have_points ? "both" : "neither"), NULL;
  if ((have_points && !(points >= 0)) || (have_men && !(men >= 0)))
    return rz24_bad_parameter (error, "convert-losses: the number must be 0 or more"), NULL;

  if (have_points)
    men = rz24_losses_points_to_men (game, arm, points);
  else
    points = rz24_losses_men_to_points (game, arm, men);

  summary = g_strdup_printf ("%g Points of %s = %g %s", points, arm_label (arm),
                             men, strength_word (arm));
  text = g_strdup_printf ("%s. One Point is 5 men of three-rank infantry, 3 Points = 10 men "
                          "in two ranks, 2 Points = 3 skirmishers or 3 cavalrymen, "
                          "12 Points = 1 gun (digest). The peg of %s moves a piece at %g Points.",
                          summary, arm_label (arm), rz24_losses_threshold (game, arm));

  g_variant_dict_insert (&outcome, "summary", "s", summary);
  g_variant_dict_insert (&outcome, "text", "s", text);
  g_variant_dict_insert (&outcome, "points", "d", points);
  g_variant_dict_insert (&outcome, "men", "d", men);
  g_variant_dict_insert (&outcome, "threshold", "d", rz24_losses_threshold (game, arm));
  return g_variant_ref_sink (g_variant_dict_end (&outcome));
}

GVariant *
rz24_losses_prepare (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     GError     **error)
{
  const char *why;

  if (g_strcmp0 (action, "book-losses") == 0)
    why = "losses are booked in Points to the engaged front-line units, never to "
          "reserves (digest)";
  else if (g_strcmp0 (action, "convert-losses") == 0)
    why = "1 Point = 5 men of three-rank infantry, 3 Points = 10 men in two ranks, "
          "2 Points = 3 skirmishers or 3 cavalrymen, 12 Points = 1 gun (digest)";
  else
    return NULL;

  (void) ruleset;
  (void) game;
  (void) error;
  return rz24_prepare_result (params, NULL, NULL, "loss-points", why);
}

GVariant *
rz24_losses_resolve (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  (void) ruleset;
  (void) dice;

  if (g_strcmp0 (action, "book-losses") == 0)
    return resolve_book (game, params, error);
  if (g_strcmp0 (action, "convert-losses") == 0)
    return resolve_convert (game, params, error);
  return NULL;
}
