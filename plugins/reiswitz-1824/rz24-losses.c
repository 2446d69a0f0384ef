/* rz24-losses.c: loss Points, thresholds, block exchanges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "rz24-losses"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain, which the core
 * translates (vt_ruleset_translate); _() the text built at run time, in the
 * same domain (rz24-i18n.h) */
#include "rz24-i18n.h"
/* PRId64: gettext knows it in a message, not G_GINT64_FORMAT */
#include <inttypes.h>
#include <math.h>

#include "rz24-losses.h"
#include "rz24-ruleset.h"

/* Digest §16: "One Point is 5 men of three-rank infantry,
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
  /* two-rank-infantry */ 10.0 / 3.0, 22.5, 1,
  /* skirmishers */       1.5,        60, 1,
  /* cavalry */           1.5,        60, 1,
  /* artillery */         1.0 / 12.0, 25, 2,
};

/* Only the two-rank threshold is not in the digest. Closed infantry's peg of
 * 15 is "a skirmisher strip", 75 men; in two ranks 75 men are 22.5 Points
 * (3 Points = 10 men), so its peg keeps a strip's worth: derived. */
static const guint8 points_derived[] = {
  0, 0, 0,
  0, 1, 0,
  0, 0, 0,
  0, 0, 0,
  0, 0, 0,
};

/* Digest §15: "A half-battalion losing 1/6 swaps its
 * block for the longer replacement block, 2/6 for the shorter, and at 3/6
 * is removed." */
static const char * const exchange_rows[] = { "longer-block", "shorter-block", "removed", NULL };
static const char * const exchange_columns[] = { "fraction-lost", NULL };
static const double exchange_values[] = { 1.0 / 6.0, 2.0 / 6.0, 3.0 / 6.0 };

/* Digest §15: "The same blocks show infantry dissolved into extra skirmisher
 * strips, which are returned when the skirmishers are drawn in." Derived: a
 * strip is 75 men (the peg of 15 Points, "a skirmisher strip", §16), and a
 * half battalion shows at most two dissolved, the shorter block at 2/6: four
 * strips a battalion (§21) of two blocks. */
static const char * const dissolve_rows[] = { "men-per-strip", "strips-per-block", NULL };
static const char * const value_column[] = { "value", NULL };
static const double dissolve_values[] = { 75, 2 };
static const guint8 dissolve_derived[] = { 1, 1 };

static const VtRuleTable losses_tables[] = {
  {
    .id = "loss-points",
    .title = N_("Loss Points by arm, and the threshold each peg advances to"),
    .section = N_("the loss tables (Points)"),
    .rows = points_rows,
    .columns = points_columns,
    .values = points_values,
    .derived = points_derived,
    .note = N_("men-per-point: 1 Point = 5 men of three-rank infantry, 3 Points = 10 men "
               "in two ranks, 2 Points = 3 skirmishers or 3 cavalrymen, 12 Points = 1 gun "
               "(digest). threshold: 15 closed infantry, 60 skirmishers, 60 cavalry, "
               "25 artillery (2 guns, so pieces-per-threshold 2 for artillery: guns) "
               "(digest). The Points gather on the peg and a piece changes only when "
               "the peg reaches its threshold (losses are applied by exchanging or "
               "removing blocks): closed infantry gives a skirmisher strip's 75 men, "
               "1/6 of a half battalion of 450, so each peg is one block exchange; "
               "the peg of 60 removes the strip or the squadron; the peg of 25 takes "
               "2 guns. Derived: the two-rank threshold 22.5, a strip's 75 men in "
               "two-rank Points."),
  },
  {
    .id = "block-exchange",
    .title = N_("Block exchanges of a half battalion"),
    .section = N_("the blocks (replacement blocks)"),
    .rows = exchange_rows,
    .columns = exchange_columns,
    .values = exchange_values,
    .derived = NULL,
    .note = N_("A half battalion losing 1/6 swaps its block for the longer replacement "
               "block, 2/6 for the shorter, and at 3/6 is removed (digest)."),
  },
  {
    .id = "skirmisher-strips",
    .title = N_("Infantry dissolved into skirmisher strips"),
    .section = N_("the blocks (replacement blocks)"),
    .rows = dissolve_rows,
    .columns = value_column,
    .values = dissolve_values,
    .derived = dissolve_derived,
    .note = N_("The same replacement blocks show infantry dissolved into extra skirmisher "
               "strips, which are returned when the skirmishers are drawn in (digest). "
               "Derived: a strip is 75 men, the closed infantry peg of 15 Points that the "
               "digest calls a skirmisher strip; a half battalion dissolves at most 2 "
               "(4 strips a battalion of two blocks), so one strip out shows the longer "
               "block (1/6), two the shorter (2/6)."),
  },
};

static const char * const arm_choices[] = {
  "closed-infantry", "two-rank-infantry", "skirmishers", "cavalry", "artillery", NULL
};
/* the loss tables in the umpire's words, beside arm_choices */
static const char * const arm_labels[] = {
  N_("Closed infantry (three ranks)"), N_("Infantry in two ranks"), N_("Skirmishers"), N_("Cavalry"),
  N_("Artillery"), NULL
};

static const VtActionParam book_params[] = {
  { "unit", N_("Unit"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("the engaged front-line unit that suffered the loss (never a reserve)"),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "points", N_("Points"), VT_PARAM_NUMBER, 0, 10000, NULL, FALSE,
    N_("the loss in Points") },
  { "arm", N_("Loss table"), VT_PARAM_CHOICE, 0, 0, arm_choices, TRUE,
    N_("the arm whose loss table takes it; default: the unit's"), arm_labels },
};

static const VtActionParam convert_params[] = {
  { "arm", N_("Loss table"), VT_PARAM_CHOICE, 0, 0, arm_choices, FALSE,
    N_("closed-infantry (three ranks), two-rank-infantry, skirmishers, cavalry, artillery"), arm_labels },
  { "points", N_("Points"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Points to turn into men, horses or guns") },
  { "men", N_("Men"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("men, horses or guns to turn into Points") },
};

static const VtActionParam dissolve_params[] = {
  { "block", N_("Half battalion"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the closed infantry block whose men go out as skirmishers (or come back)"),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "strips", N_("Skirmisher strips"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the strip pieces (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "count", N_("Strips"), VT_PARAM_INTEGER, 1, 6, NULL, TRUE,
    N_("how many strips (at most 2 a half battalion); counted from the strips named") },
};

/* the phases of the turn (rz24-catalogue.c) each action belongs to */
static const char * const movement_phases[] = { "movement", NULL };

static const VtAction losses_actions[] = {
  { "book-losses", N_("Book losses"), book_params, G_N_ELEMENTS (book_params),
    N_("The umpire books a loss in Points by hand to an engaged unit; the peg advances "
    "and the block is exchanged or removed as the running total says."),
    NULL, N_("Losses") },
  { "convert-losses", N_("Points and men"), convert_params, G_N_ELEMENTS (convert_params),
    N_("Turns Points into men, horses or guns of an arm, or back."),
    NULL, N_("Losses") },
  { "dissolve-skirmishers", N_("Skirmishers out"), dissolve_params, G_N_ELEMENTS (dissolve_params),
    N_("A half battalion dissolves men into extra skirmisher strips (§15): 75 men a strip; "
    "its block is exchanged for the longer (one strip) or shorter (two) replacement block."),
    movement_phases, N_("Movement") },
  { "draw-in-skirmishers", N_("Skirmishers in"), dissolve_params, G_N_ELEMENTS (dissolve_params),
    N_("The skirmishers are drawn in and their strips returned (§15): their men go back into "
    "the half battalion's block."),
    movement_phases, N_("Movement") },
};

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
  return points * vt_rule_table_get_value (&losses_tables[0], arm, "men-per-point", game);
}

double
rz24_losses_men_to_points (VtGame     *game,
                           const char *arm,
                           double      men)
{
  double per_point;

  if (!is_arm (arm))
    return NAN;
  per_point = vt_rule_table_get_value (&losses_tables[0], arm, "men-per-point", game);
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
  return vt_rule_table_get_value (&losses_tables[0], arm, "threshold", game);
}

/* the arm's word in a phrase (vt-phrase.h), translated when said */
static const char *
arm_word (const char *arm)
{
  if (g_strcmp0 (arm, "closed-infantry") == 0)
    return N_("closed infantry");
  if (g_strcmp0 (arm, "two-rank-infantry") == 0)
    return N_("infantry in two ranks");
  if (g_strcmp0 (arm, "skirmishers") == 0)
    return N_("skirmishers");
  if (g_strcmp0 (arm, "cavalry") == 0)
    return N_("cavalry");
  return N_("artillery");
}

static const char *
arm_label (const char *arm)
{
  if (g_strcmp0 (arm, "closed-infantry") == 0)
    return _ ("closed infantry");
  if (g_strcmp0 (arm, "two-rank-infantry") == 0)
    return _ ("infantry in two ranks");
  return arm;
}

static const char *
strength_noun (const char *arm)
{
  /* Translators: what a loss is counted in, after a number ("75 men") */
  if (g_strcmp0 (arm, "artillery") == 0)
    return N_("guns");
  if (g_strcmp0 (arm, "cavalry") == 0)
    return N_("horsemen");
  return N_("men");
}

static const char *
strength_word (const char *arm)
{
  return _ (strength_noun (arm));
}

/* The men a loss's Points stand for, as the umpire writes them: whole, or
 * with a common fraction ("7½ horsemen" for 5 Points of cavalry, "3¾" for
 * 2.5), not "7.5"; anything finer to a tenth. */
static char *
format_men (double men)
{
  static const char * const quarters[] = { "", "¼", "½", "¾" };
  double in_quarters = round (men * 4);
  double whole;
  int quarter;

  if (fabs (men * 4 - in_quarters) > 1e-6 || men < 0)
    return g_strdup_printf ("%.1f", men);
  whole = floor (in_quarters / 4);
  quarter = (int) (in_quarters - whole * 4);
  if (quarter == 0)
    return g_strdup_printf ("%.0f", whole);
  if (whole == 0)
    return g_strdup (quarters[quarter]);
  return g_strdup_printf ("%.0f%s", whole, quarters[quarter]);
}

gboolean
rz24_losses_apart (GPtrArray   *one,
                   GPtrArray   *other,
                   const char  *action,
                   const char  *one_name,
                   const char  *other_name,
                   GError     **error)
{
  for (guint i = 0; i < one->len; i++)
    if (g_ptr_array_find (other, g_ptr_array_index (one, i), NULL))
      return vt_bad_parameter (error, _ ("%s: %s is named in both %s and %s; a unit cannot "
                                  "fight itself"), action,
                               vt_unit_get_id (g_ptr_array_index (one, i)), one_name, other_name);
  return TRUE;
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

  if (game == NULL || !vt_params_get_string (params, name, &list))
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
                       _ ("%s: there is no unit “%s” on the map"), name, id);
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
      double at = vt_rule_table_get_value (&losses_tables[1], steps[i], "fraction-lost", game);

      /* a small allowance: 75 of 450 men is exactly 1/6 */
      if (fraction + 1e-9 >= at)
        step = i + 1;
    }
  return step;
}

/* Whole pegs a running total of @points has passed. */
static double
pegs_passed (double points,
             double threshold)
{
  if (!(threshold > 0))
    return 0;
  /* a small allowance: 45 Points are exactly 3 pegs of 15 */
  return floor (points / threshold + 1e-9);
}

/* Digest §16: "Pegs on the loss tables for each arm advance until a
 * threshold: 15 for closed infantry (a skirmisher strip), 60 for
 * skirmishers, 60 for cavalry (a squadron), 25 for artillery (2 guns)", and
 * §27: "losses applied by exchanging or removing blocks". The Points
 * gather on the peg; a piece changes only when the peg reaches its
 * threshold. Returns the strength after the booking, told in @text. */
static guint
peg_strength (VtGame          *game,
              const Rz24Piece *piece,
              const char      *arm,
              guint            strength,
              double           before,
              double           after,
              double           threshold,
              GString         *text)
{
  double pegs_before = pegs_passed (before, threshold);
  double pegs_after = pegs_passed (after, threshold);
  double per = vt_rule_table_get_value (&losses_tables[0], arm, "pieces-per-threshold", game);
  guint new_strength = strength;

  if (pegs_after <= pegs_before)
    {
      if (threshold > 0)
        g_string_append_printf (text, _ ("; the peg stands at %g of %g Points"),
                                after - pegs_after * threshold, threshold);
      return strength;
    }

  if (g_str_equal (arm, "artillery"))
    {
      /* each peg takes 2 guns */
      guint lost = (guint) ((pegs_after - pegs_before) * per);

      new_strength = strength > lost ? strength - lost : 0;
      g_string_append_printf (text, _ ("; the peg reaches %g Points: %u guns lost, %u left"),
                              threshold * pegs_after, lost, new_strength);
    }
  else if (g_str_equal (arm, "closed-infantry") || g_str_equal (arm, "two-rank-infantry"))
    {
      /* each peg is a skirmisher strip's men off the half battalion, which
       * §15 shows by exchanging its block: 15 Points are 75 men, 1/6 of 450 */
      double per_peg = rz24_losses_points_to_men (game, arm, threshold);
      double full = piece != NULL && piece->men > 0 ? piece->men
                    : strength + per_peg * pegs_before;
      guint step_before = full > 0 ? exchange_step (game, per_peg * pegs_before / full) : 0;
      guint step_after = full > 0 ? exchange_step (game, per_peg * pegs_after / full) : 0;
      guint lost = (guint) lround (per_peg * (pegs_after - pegs_before));

      new_strength = strength > lost ? strength - lost : 0;
      if (step_after >= 3)
        new_strength = 0;
      g_string_append_printf (text, _ ("; the peg reaches %g Points (%g men, a skirmisher "
                                 "strip's worth each %g)"), threshold * pegs_after,
                              per_peg * pegs_after, threshold);
      if (step_after > step_before)
        {
          if (step_after >= 3)
            g_string_append (text, _ ("; 3/6 of the half battalion lost: the block is removed"));
          else if (step_after == 2)
            g_string_append (text, _ ("; 2/6 lost: exchange the block for the shorter replacement block"));
          else
            g_string_append (text, _ ("; 1/6 lost: exchange the block for the longer replacement block"));
        }
    }
  else
    {
      /* skirmishers and cavalry: the peg at 60 takes the strip or the squadron */
      new_strength = 0;
      g_string_append_printf (text, g_str_equal (arm, "cavalry")
                                    ? _ ("; the peg reaches %g Points: the squadron is removed")
                                    : _ ("; the peg reaches %g Points: the strip is removed"),
                              threshold);
    }

  return new_strength;
}

void
rz24_losses_book (VtGame          *game,
                  VtUnit          *unit,
                  const char      *arm,
                  double           points,
                  const char      *note,
                  VtOutcome       *outcome,
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
  if (unit == NULL && !is_arm (arm))
    {
      /* no unit and no arm: the Points cannot be told in men, horsemen or
       * guns, and guessing closed infantry would mislead */
      g_string_append_printf (text, _ (" %g Points; name the engaged units to book them."),
                              points);
      return;
    }
  if (!is_arm (arm))
    arm = "closed-infantry";

  men = rz24_losses_points_to_men (game, arm, points);
  if (unit == NULL)
    {
      g_autofree char *counted = format_men (men);

      g_string_append_printf (text, _ (" %g Points of %s are %s %s; name the engaged "
                                 "units to book them."),
                              points, arm_label (arm), counted, strength_word (arm));
      return;
    }

  name = vt_unit_get_name (unit) != NULL && *vt_unit_get_name (unit) != '\0'
         ? vt_unit_get_name (unit) : vt_unit_get_id (unit);
  before = booked_points (game, unit);
  after = before + points;
  strength = vt_unit_get_strength (unit);
  threshold = rz24_losses_threshold (game, arm);

  {
    g_autofree char *counted = format_men (men);

    g_string_append_printf (text, _ (" %s loses %g Points of %s (%s %s)"),
                            name, points, arm_label (arm), counted, strength_word (arm));
  }

  if (piece != NULL && piece->kind == RZ24_KIND_PION)
    {
      /* Derived: the pegs name blocks, strips, squadrons and guns; a patrol
       * or detachment is gone when the men its Points stand for are. */
      guint men_lost = (guint) lround (men);

      new_strength = strength > men_lost ? strength - men_lost : 0;
    }
  else
    new_strength = peg_strength (game, piece, arm, strength, before, after, threshold, text);

  /* the loss and the strength it leaves, together */
  vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (unit), arm, points, vt_phrase_new (GETTEXT_PACKAGE, note, ""),
                               strength, new_strength);
  if (new_strength != strength)
    {
      /* Translators: the strength left and what it is counted in (men, horsemen, guns) */
      g_string_append_printf (text, new_strength == 0 ? _ ("; %u %s remain (off the map)") : _ ("; %u %s remain"),
                              new_strength, strength_word (arm));
    }
  g_string_append_printf (text, _ (" (%g Points booked in all)."), after);
}

void
rz24_losses_book_lost (VtGame          *game,
                       VtUnit          *unit,
                       const char      *arm,
                       const char      *note,
                       VtOutcome       *outcome,
                       GString         *text)
{
  guint strength;
  double points;

  g_return_if_fail (unit != NULL && text != NULL);

  if (!is_arm (arm))
    arm = "closed-infantry";
  strength = vt_unit_get_strength (unit);
  points = rz24_losses_men_to_points (game, arm, strength);
  g_string_append_printf (text, _ (" %s is lost whole: %u %s, %g Points of %s; none remain "
                             "(off the map) (%g Points booked in all)."),
                          vt_unit_get_name (unit) != NULL && *vt_unit_get_name (unit) != '\0'
                          ? vt_unit_get_name (unit) : vt_unit_get_id (unit),
                          strength, strength_word (arm), points, arm_label (arm),
                          booked_points (game, unit) + points);
  vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (unit), arm, points, vt_phrase_new (GETTEXT_PACKAGE, note, ""),
                               strength, 0);
}

static GVariant *
resolve_book (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(GString) text = g_string_new ("");
  VtUnit *unit;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GError *local_error = NULL;
  const char *unit_id = NULL, *arm = NULL;
  double points;

  if (!vt_params_get_number (params, "points", &points) || !(points >= 0) || isinf (points))
    return vt_bad_parameter_null (error, _ ("book-losses: points must be a number of 0 or more"));
  if (!vt_params_get_string (params, "unit", &unit_id) || *unit_id == '\0')
    return vt_bad_parameter_null (error, _ ("book-losses: name the unit that suffered the loss (unit=…)"));
  if (vt_params_get_string (params, "arm", &arm) && !is_arm (arm))
    return vt_bad_parameter_null (error, _ ("book-losses: arm “%s” is none of closed-infantry, "
                       "two-rank-infantry, skirmishers, cavalry, artillery"), arm);

  unit = vt_params_get_unit (game, params, "unit", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }

  if (unit != NULL && arm == NULL)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (unit);

      if (piece == NULL || piece->loss_arm == NULL)
        return vt_bad_parameter_null (error, _ ("book-losses: %s is no 1824 piece; say which loss table (arm=…)"),
                        unit_id);
      arm = piece->loss_arm;
    }
  if (unit == NULL && arm == NULL)
    return vt_bad_parameter_null (error, _ ("book-losses: without a game, say which loss table (arm=…)"));

  g_string_append (text, _ ("Booked by hand."));
  if (unit != NULL)
    rz24_losses_book (game, unit, arm, points, N_ ("booked by hand"), outcome, text);
  else if (points > 0)
    {
      /* no game: no strength to move */
      vt_outcome_book_loss (outcome, unit_id, arm, points, _ ("booked by hand"), 0, 0);
      g_autofree char *counted = format_men (rz24_losses_points_to_men (NULL, arm, points));

      g_string_append_printf (text, _ (" %s loses %g Points of %s (%s %s)."),
                              unit_id, points, arm_label (arm), counted, strength_word (arm));
    }
  g_string_append (text, _ (" Losses go to front-line troops actually engaged, never to "
                      "reserves (digest)."));

  /* without a game the unit is only its id */
  vt_outcome_set_summary_phrase (outcome, unit != NULL
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "losses: %g Points of %s booked to %s", "dtu",
                                                  points, arm_word (arm), unit)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "losses: %g Points of %s booked to %s", "dts",
                                                  points, arm_word (arm), unit_id));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "points", "d", points);
  vt_outcome_set (outcome, "men", "d", rz24_losses_points_to_men (game, arm, points));
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
resolve_convert (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  const char *arm = NULL;
  double points, men;
  gboolean have_points, have_men;

  if (!vt_params_get_string (params, "arm", &arm) || !is_arm (arm))
    return vt_bad_parameter_null (error, _ ("convert-losses: arm must be one of closed-infantry, "
                       "two-rank-infantry, skirmishers, cavalry, artillery"));
  have_points = vt_params_get_number (params, "points", &points);
  have_men = vt_params_get_number (params, "men", &men);
  if (have_points == have_men)
    return vt_bad_parameter_null (error, have_points
                                         ? _ ("convert-losses: give either points=… or men=…, not both")
                                         : _ ("convert-losses: give either points=… or men=…, not neither"));
  if ((have_points && !(points >= 0)) || (have_men && !(men >= 0)))
    return vt_bad_parameter_null (error, _ ("convert-losses: the number must be 0 or more"));

  if (have_points)
    men = rz24_losses_points_to_men (game, arm, points);
  else
    points = rz24_losses_men_to_points (game, arm, men);

  summary = g_strdup_printf (_ ("%g Points of %s = %g %s"), points, arm_label (arm),
                             men, strength_word (arm));
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "%g Points of %s = %g %s", "dtdt",
                                                         points, arm_word (arm), men, strength_noun (arm)));
  text = g_strdup_printf (_ ("%s. One Point is 5 men of three-rank infantry, 3 Points = 10 men "
                             "in two ranks, 2 Points = 3 skirmishers or 3 cavalrymen, "
                             "12 Points = 1 gun (digest). The peg of %s moves a piece at %g Points."),
                          summary, arm_label (arm), rz24_losses_threshold (game, arm));

  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "points", "d", points);
  vt_outcome_set (outcome, "men", "d", men);
  vt_outcome_set (outcome, "threshold", "d", rz24_losses_threshold (game, arm));
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static void
add_strip_change (VtOutcome     *outcome,
                  VtUnit        *strip,
                  guint          strength,
                  const VtPoint *at)
{
  GVariantDict change;

  g_variant_dict_init (&change, NULL);
  g_variant_dict_insert (&change, "unit", "s", vt_unit_get_id (strip));
  g_variant_dict_insert (&change, "strength", "u", strength);
  g_variant_dict_insert (&change, "x", "d", at->x);
  g_variant_dict_insert (&change, "y", "d", at->y);
  vt_outcome_add_change (outcome, g_variant_dict_end (&change));
}

/* The block that shows a half battalion of @strength out of @full (§15). */
static const char *
replacement_block_word (VtGame *game,
                        double  full,
                        double  strength)
{
  switch (exchange_step (game, full > 0 ? (full - strength) / full : 0))
    {
    case 0:
      return N_("its full block");
    case 1:
      return N_("the longer replacement block");
    case 2:
      return N_("the shorter replacement block");
    default:
      return N_("no block: it is removed");
    }
}

static const char *
replacement_block (VtGame *game,
                   double  full,
                   double  strength)
{
  return _ (replacement_block_word (game, full, strength));
}

/* Digest §15: "The same blocks show infantry dissolved into extra
 * skirmisher strips, which are returned when the skirmishers are drawn in."
 * The strips named are the pieces put out or taken back: the core places
 * no new piece, so strips kept in the box stand at strength 0. */
static GVariant *
resolve_skirmishers (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  gboolean out = g_str_equal (action, "dissolve-skirmishers");
  const VtRuleTable *table = &losses_tables[2];
  double per_strip = vt_rule_table_get_value (table, "men-per-strip", "value", game);
  double most = vt_rule_table_get_value (table, "strips-per-block", "value", game);
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GPtrArray) strips = NULL;
  g_autoptr(GString) text = g_string_new ("");
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  VtUnit *block = NULL;
  const Rz24Piece *block_piece = rz24_piece_for_unit_type ("infantry-block");
  gint64 count = 0;
  double full, strength, after, moved = 0;
  VtPoint at = { 0, 0 };

  blocks = rz24_losses_engaged_units (game, params, "block", error);
  if (blocks == NULL)
    return NULL;
  strips = rz24_losses_engaged_units (game, params, "strips", error);
  if (strips == NULL)
    return NULL;
  if (blocks->len > 1)
    return vt_bad_parameter_null (error, _ ("%s: name one half battalion (block=…), not %u"),
                                  action, blocks->len);
  if (blocks->len == 1)
    {
      block = g_ptr_array_index (blocks, 0);
      block_piece = rz24_piece_for_unit (block);
      if (block_piece == NULL || block_piece->kind != RZ24_KIND_INFANTRY)
        return vt_bad_parameter_null (error, _ ("%s: %s is no closed infantry block"),
                                      action, vt_unit_get_id (block));
    }
  for (guint i = 0; i < strips->len; i++)
    {
      VtUnit *strip = g_ptr_array_index (strips, i);
      const Rz24Piece *piece = rz24_piece_for_unit (strip);

      if (piece == NULL || piece->kind != RZ24_KIND_SKIRMISHERS)
        return vt_bad_parameter_null (error, _ ("%s: %s is no skirmisher strip"),
                                      action, vt_unit_get_id (strip));
      if (out && vt_unit_get_strength (strip) > 0)
        return vt_bad_parameter_null (error, _ ("%s: the strip %s is already out with %u men"),
                                      action, vt_unit_get_id (strip),
                                      vt_unit_get_strength (strip));
      if (!out && vt_unit_get_strength (strip) == 0)
        return vt_bad_parameter_null (error, _ ("%s: the strip %s is not out"),
                                      action, vt_unit_get_id (strip));
    }

  if (vt_params_get_integer (params, "count", &count))
    {
      if (strips->len > 0 && (guint64) count != strips->len)
        return vt_bad_parameter_null (error, _ ("%s: count=%" PRId64 " but %u strips "
                                         "are named"), action, count, strips->len);
    }
  else
    count = strips->len > 0 ? strips->len : 1;
  if (count < 1 || count > most)
    return vt_bad_parameter_null (error, _ ("%s: a half battalion shows 1 to %g strips, not %" PRId64)
                                  , action, most, count);

  full = block_piece->men;
  strength = block != NULL ? vt_unit_get_strength (block) : full;
  if (block != NULL)
    vt_unit_get_position (block, &at);

  if (out)
    {
      moved = count * per_strip;
      after = strength - moved;
      if (after + 1e-9 < full - most * per_strip)
        return vt_bad_parameter_null (error, _ ("%s: a half battalion shows at most %g strips "
                                             "dissolved, down to the shorter block of %g men; "
                                             "%g men cannot give %" PRId64 " more"),
                                          action, most, full - most * per_strip, strength, count);
      /* Translators: the strips, the men of each, the men staying closed, the block that shows it */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "§15: the same blocks show infantry dissolved into extra "
                                                 "skirmisher strips. %" PRId64 " strip of %g men goes out; "
                                                 "%g men stay closed: %s.",
                                                 "§15: the same blocks show infantry dissolved into extra "
                                                 "skirmisher strips. %" PRId64 " strips of %g men go out; "
                                                 "%g men stay closed: %s.", count),
                              count, per_strip, after,
                              replacement_block (game, full, after));
      for (guint i = 0; i < strips->len; i++)
        {
          VtUnit *strip = g_ptr_array_index (strips, i);
          double facing = block != NULL ? vt_unit_get_facing (block) * G_PI / 180 : 0;
          double across = ((double) i - (strips->len - 1) / 2.0) * 160;
          /* in front of the block, a strip's width apart; the umpire moves them on */
          VtPoint front = { at.x + sin (facing) * 100 + cos (facing) * across,
                            at.y - cos (facing) * 100 + sin (facing) * across };

          add_strip_change (outcome, strip, (guint) per_strip, &front);
        }
      if (strips->len == 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   " Place %" PRId64 " strip in front of the block.",
                                                   " Place %" PRId64 " strips in front of the block.", count),
                                count);
    }
  else
    {
      for (guint i = 0; i < strips->len; i++)
        {
          VtUnit *strip = g_ptr_array_index (strips, i);

          moved += vt_unit_get_strength (strip);
          add_strip_change (outcome, strip, 0, &at);
        }
      if (strips->len == 0)
        moved = count * per_strip;
      after = MIN (full, strength + moved);
      g_string_append_printf (text, count == 1
                                    ? _ ("§15: the skirmishers are drawn in and their strip "
                                         "returned: %g men back in the half battalion, %g in all: %s.")
                                    : _ ("§15: the skirmishers are drawn in and their strips "
                                         "returned: %g men back in the half battalion, %g in all: %s."),
                              after - strength, after,
                              replacement_block (game, full, after));
    }

  if (block != NULL && (guint) lround (after) != vt_unit_get_strength (block))
    vt_outcome_change_strength (outcome, vt_unit_get_id (block), (guint) lround (after));

  vt_outcome_set_summary_phrase (outcome, out
                                 ? vt_phrase_new_plural (GETTEXT_PACKAGE, "skirmishers out: %" PRId64 " strip, %s",
                                                         "skirmishers out: %" PRId64 " strips, %s", count, "xt",
                                                         count, replacement_block_word (game, full, after))
                                 : vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                         "skirmishers in: %" PRId64 " strip returned, %s",
                                                         "skirmishers in: %" PRId64 " strips returned, %s", count,
                                                         "xt", count, replacement_block_word (game, full, after)));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "strips", "x", count);
  vt_outcome_set (outcome, "block-strength", "d", after);
  vt_outcome_set (outcome, "block", "s", replacement_block (game, full, after));
  vt_outcome_list_changes (outcome);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
prepare_book (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "loss-points",
                                _ ("losses are booked in Points to the engaged front-line units, never to "
                                   "reserves (digest)"));
}

static GVariant *
prepare_convert (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "loss-points",
                                _ ("1 Point = 5 men of three-rank infantry, 3 Points = 10 men in two ranks, "
                                   "2 Points = 3 skirmishers or 3 cavalrymen, 12 Points = 1 gun (digest)"));
}

static GVariant *
prepare_skirmishers (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "skirmisher-strips",
                                _ ("the same blocks show infantry dissolved into extra "
                                   "skirmisher strips, which are returned when the "
                                   "skirmishers are drawn in (digest)"));
}

/* the dispatch table: each action as declared, what prepares and what
 * resolves it; the core checks the parameters */
const VtActionRule *
rz24_losses_get_rules (guint *n_rules)
{
  static const VtActionRule rules[] = {
    { &losses_actions[0], prepare_book, resolve_book },
    { &losses_actions[1], prepare_convert, resolve_convert },
    { &losses_actions[2], prepare_skirmishers, resolve_skirmishers },
    { &losses_actions[3], prepare_skirmishers, resolve_skirmishers },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (rules) == G_N_ELEMENTS (losses_actions));
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
