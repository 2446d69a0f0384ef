/* lw13-kriegspiel.c: the Kriegspiel of the Appendix, with Colonel Sykes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Little Wars and Kriegspiel": shells, rifle fire by fives, supply every
 * six moves, the times of formation changes, destructions and
 * constructions, and Colonel Sykes's rules as to cavalry charging. The
 * Appendix calls them sketch rules; where it leaves a gap (a distance at
 * the edge of two bands, a rounding) the gap is filled openly and
 * labelled derived. Its moves are lw13-move.c's (option kriegspiel).
 */
#define G_LOG_DOMAIN "lw13-kriegspiel"

#include "lw13-i18n.h"

#include <math.h>

#include "lw13-catalogue.h"
#include "lw13-guns.h"
#include "lw13-kriegspiel.h"
#include "lw13-measures.h"
#include "lw13-melee.h"
#include "lw13-move.h"

/* ---- the tables ------------------------------------------------------------- */

/* Moves each work takes, and the men it needs ("per" men for the work's
 * unit: twenty men embarked, an inch of entrenchment); 0 where the
 * Appendix names no number of men. */
static const char * const times_rows[] = {
  "infantry-ford", "infantry-fours-to-two-ranks", "infantry-two-ranks-to-extension",
  "infantry-embark", "infantry-disembark",
  "cavalry-ford", "cavalry-formation", "cavalry-mount", "cavalry-dismount",
  "artillery-unlimber", "artillery-limber",
  "destroy-railway-bridge", "repair-railway-bridge", "destroy-culvert", "repair-culvert",
  "destroy-road-bridge", "repair-road-bridge", "destroy-depot", "destroy-waggons",
  "mine", "entrenchment", "epaulement",
  NULL
};
static const char * const times_columns[] = { "moves", "men", "per", NULL };
static const double times_values[] = {
  /* moves men per */
  1,   0,  0,   /* Infantry. To pass a fordable river = one move */
  0.5, 0,  0,   /* To change from fours to two ranks = half a move */
  0.5, 0,  0,   /* To change from two ranks to extension = half a move */
  2,   20, 20,  /* To embark into boats = two moves for every twenty men */
  1,   20, 20,  /* To disembark = one move for every twenty men */
  1,   0,  0,   /* Cavalry. To pass a fordable river = one move */
  0.5, 0,  0,   /* To change formation = half a move */
  1,   0,  0,   /* To mount = one move */
  1,   0,  0,   /* To dismount = one move */
  0.5, 0,  0,   /* Artillery. To unlimber guns = half a move */
  0.5, 0,  0,   /* To limber up guns = half a move */
  2,   0,  0,   /* To destroy a railway bridge R.E. take two moves */
  10,  0,  0,   /* to repair, R.E. take ten moves */
  1,   0,  0,   /* To destroy a railway culvert R.E. take one move */
  5,   0,  0,   /* to repair R.E. take five moves */
  1,   0,  0,   /* To destroy a river road bridge R.E. take one move */
  5,   0,  0,   /* to repair, R.E. take five moves */
  2,   1,  0,   /* A supply depot can be destroyed by one man in two moves */
  1,   4,  6,   /* Four men can destroy the contents of six waggons in one move */
  6,   2,  0,   /* A contact mine can be placed [...] by two men in six moves */
  4,   2,  1,   /* Entrenchments [...] in four moves. Two men may make an inch */
  4,   6,  1,   /* Epaulements [...] six men to one epaulement in four moves */
};

static const char * const charge_rows[] = {
  "extended-over-two-feet", "extended-one-to-two-feet", "extended-under-one-foot",
  "close-over-two-feet", "close-one-to-two-feet", "close-under-one-foot",
  NULL
};
static const char * const charge_columns[] = { "infantry-per-cavalry-lost", "infantry-lost-per-sabre",
                                               "cavalry-lost-per-infantry", "sabres-per-infantry-lost", NULL };
/* Cavalry charging infantry: either the infantry charged for each
 * cavalry-man lost and the infantry lost for each sabre (extended order),
 * or, "reversed", the cavalry lost for each infantry-man and the sabres
 * that kill one infantry-man (close order); 0 where a column does not
 * apply. */
static const double charge_values[] = {
  5,  1, 0, 0,   /* more than two feet: one man for every five, one for each sabre */
  10, 2, 0, 0,   /* less than two feet and more than one foot */
  15, 3, 0, 0,   /* less than one foot */
  0,  0, 3, 15,  /* at more than two feet one infantry-man kills three cavalry-men,
                  * and fifteen cavalry-men one infantry-man */
  0,  0, 2, 10,  /* at more than one foot */
  0,  0, 1, 5,   /* at less than one foot */
};

static const VtRuleTable tables[] = {
  { "kriegspiel-times", N_("Kriegspiel: moves to ford, change formation, destroy and construct"),
    "Appendix", times_rows, times_columns, times_values, NULL,
    N_("men: how many do the work (0: not given); per: the work's unit for the moves (twenty men "
    "embarked, six waggons, an inch of entrenchment for its two men).") },
  { "cavalry-charge", N_("Kriegspiel: cavalry charging infantry"), "Appendix, cavalry charging",
    charge_rows, charge_columns, charge_values, NULL,
    N_("A charge from exactly two feet counts with the band under two feet, from exactly one foot "
    "with the band under one foot (derived: the Appendix says only more and less).") },
};

const VtRuleTable *
lw13_kriegspiel_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}

static double
cell (VtGame     *game,
      guint       table,
      const char *row,
      const char *column)
{
  return vt_rule_table_get_value (&tables[table], row, column, game);
}

/* The Appendix is a variant the umpire selects (option kriegspiel); in a
 * game without it its rules are refused, the tool resolves them alone. */
static gboolean
in_kriegspiel (VtGame      *game,
               GVariant    *params,
               const char  *action,
               GError     **error)
{
  if (game == NULL || vt_option_get_boolean (game, LW13_OPTION_KRIEGSPIEL, FALSE) || lw13_umpire_allows (params))
    return TRUE;
  lw13_umpire_decides (error, _ ("%s: a rule of the Kriegspiel appendix, and this game plays Little Wars "
                          "(set the option kriegspiel)"), action);
  return FALSE;
}

/* ---- shells ---------------------------------------------------------------- */

static const char * const gun_zone_choices[] = { "none", "completely", "partly", NULL };
static const char * const gun_zone_labels[] = {
  N_("No gun in the circle"), N_("A gun completely within three inches"), N_("A gun partly within"), NULL
};

static const VtActionParam shell_params[] = {
  { "men", N_("Men within three inches"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE,
    N_("Men within three inches of where the shell lies, not counting those with a wall, house or "
    "entrenchment between them and it.") },
  { "target", N_("Their body"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The body the dead are taken from."),
    NULL, VT_PARAM_ROLE_TARGET },
  { "gun-zone", N_("A gun in the circle"), VT_PARAM_CHOICE, 0, 0, gun_zone_choices, TRUE, NULL, gun_zone_labels },
  { "gun", N_("That gun"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, NULL, NULL, VT_PARAM_ROLE_TARGET },
  { "waggon", N_("A supply waggon within or partly within"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, NULL, NULL,
    VT_PARAM_ROLE_TARGET },
  { "general", N_("The General within the zone"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("Colonel Sykes: out of the room for three moves (injured)."), NULL, VT_PARAM_ROLE_TARGET },
};

static GVariant *
resolve_shell (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  GError *local_error = NULL;
  const char *zone = "none";
  VtUnit *target, *gun, *waggon, *general;
  gint64 men = 0;
  guint dead;

  if (!in_kriegspiel (game, params, action, error))
    return NULL;

  target = vt_params_get_unit (game, params, "target", &local_error);
  gun = local_error == NULL ? vt_params_get_unit (game, params, "gun", &local_error) : NULL;
  waggon = local_error == NULL ? vt_params_get_unit (game, params, "waggon", &local_error) : NULL;
  general = local_error == NULL ? vt_params_get_unit (game, params, "general", &local_error) : NULL;
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  vt_params_get_integer (params, "men", &men);
  vt_params_get_string (params, "gun-zone", &zone);
  /* "one more than half" of an odd number read as the half rounded up
   * (five men: three dead), derived */
  dead = (guint) (men + 1) / 2;
  if (target != NULL && dead > vt_unit_get_strength (target))
    return vt_bad_parameter_null (error, _ ("shell: %" PRId64 " men within three inches, but %s has only %u"),
                                  men, vt_unit_get_display_name (target), vt_unit_get_strength (target));
  g_string_append_printf (text, _ ("Appendix: half, or, in the case of an odd number, one more than "
                                   "half, of the men within three inches of the shell are dead: %u of %" PRId64 "."),
                          dead, men);
  if (target != NULL && dead > 0)
    /* Translators: the ledger's note for the men a shell killed */
    vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (target), NULL, dead, vt_phrase_new (GETTEXT_PACKAGE, "shell", ""),
                          vt_unit_get_strength (target), vt_unit_get_strength (target) - dead);

  if (g_str_equal (zone, "completely"))
    {
      g_string_append (text, _ (" A gun completely within the circle is destroyed."));
      if (gun != NULL)
        vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (gun), "artillery", 1,
                                     vt_phrase_new (GETTEXT_PACKAGE, "destroyed by a shell", ""),
                              vt_unit_get_strength (gun), 0);
    }
  else if (g_str_equal (zone, "partly"))
    {
      g_string_append (text, _ (" A gun not completely within it is disabled for two moves."));
      if (gun != NULL)
        vt_outcome_change_condition (outcome, vt_unit_get_id (gun), "disabled", _ ("disabled by a shell"), 2);
    }
  if (vt_params_get_string (params, "waggon", NULL))
    {
      g_string_append (text, _ (" A supply waggon wholly or partially within the radius is destroyed."));
      if (waggon != NULL)
        vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (waggon), "train", 1,
                                     vt_phrase_new (GETTEXT_PACKAGE, "destroyed by a shell", ""),
                              vt_unit_get_strength (waggon), 0);
    }
  if (vt_params_get_string (params, "general", NULL))
    {
      g_string_append (text, _ (" The General within the zone of destruction goes out of the room for three "
                                "moves (Colonel Sykes's proposal)."));
      if (general != NULL)
        vt_outcome_change_condition (outcome, vt_unit_get_id (general), "injured",
                                     _ ("injured: out of the room"), 3);
    }
  vt_outcome_set_summary_phrase (outcome, g_str_equal (zone, "completely")
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "shell: %u of %" PRId64 " men dead, a gun destroyed",
                                                  "ix", dead, men)
                                 : g_str_equal (zone, "partly")
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "shell: %u of %" PRId64 " men dead, a gun disabled",
                                                  "ix", dead, men)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "shell: %u of %" PRId64 " men dead", "ix",
                                                  dead, men));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "dead", "u", dead);
  vt_outcome_set (outcome, "gun", "s", zone);
  if (game != NULL)
    {
      vt_outcome_list_losses (outcome);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- rifle fire ------------------------------------------------------------ */

static const VtActionParam rifle_params[] = {
  { "body", N_("The infantry"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Its men firing; it must not have moved."),
    NULL, VT_PARAM_ROLE_FIRER },
  { "men", N_("Infantry-men roughly in a line"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("The body's strength when not given.") },
  { "moved", N_("Moved this move"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE, N_("Read from the journal when not given.") },
};

static GVariant *
prepare_rifle (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  const char *filled[3] = { NULL, };
  guint n_filled = 0;
  GError *local_error = NULL;
  VtUnit *body = vt_params_get_unit (game, params, "body", &local_error);

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (body != NULL && !g_variant_dict_contains (&completed, "men"))
    {
      g_variant_dict_insert (&completed, "men", "x", (gint64) vt_unit_get_strength (body));
      filled[n_filled++] = "men";
    }
  if (body != NULL && !g_variant_dict_contains (&completed, "moved"))
    {
      g_variant_dict_insert (&completed, "moved", "b", lw13_moved_this_move (game, vt_unit_get_id (body)));
      filled[n_filled++] = "moved";
    }
  return vt_prepare_result_new (g_variant_dict_end (&completed), filled, NULL, NULL,
                                _ ("Appendix: a shot for every five infantry-men in a line who do not move"));
}

static GVariant *
resolve_rifle (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  GError *local_error = NULL;
  VtUnit *body = vt_params_get_unit (game, params, "body", &local_error);
  gint64 men = 0;
  gboolean moved = FALSE;
  guint shots;

  if (!in_kriegspiel (game, params, action, error))
    {
      g_clear_error (&local_error);
      return NULL;
    }

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (!vt_params_get_integer (params, "men", &men))
    {
      if (body == NULL)
        return vt_bad_parameter_null (error, _ ("rifle-fire: give the infantry (body=…) or its men (men=…)"));
      men = vt_unit_get_strength (body);
    }
  if (!vt_params_get_boolean (params, "moved", &moved) && body != NULL)
    moved = lw13_moved_this_move (game, vt_unit_get_id (body));
  if (moved && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("rifle-fire: the infantry has moved this move; neither infantry, "
                                   "cavalry, nor artillery can fire and move in one move (Appendix)"));
  shots = (guint) men / 5;
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "rifle fire: %" PRId64
                                                                " infantry-men, %u shot", "rifle fire: %" PRId64
                                                                " infantry-men, %u shots", shots, "xi", men, shots));
  vt_outcome_set_text (outcome, _ ("Appendix: for every five infantry-men roughly in a line who do not move, one "
                                   "ordinary shot with a 4.7 gun, fired from behind the row so that it passes "
                                   "roughly over the head of the middle man of the five. The dead are entered "
                                   "as for a gun's shots."));
  vt_outcome_set (outcome, "shots", "u", shots);
  return vt_outcome_end (outcome);
}

/* ---- supply ---------------------------------------------------------------- */

/* "the fractions either count as thirty if fifteen or over, or as nothing
 * if less than fifteen": packets of @per with half or more counting whole */
static guint
packets (guint men,
         guint per)
{
  return men / per + (2 * (men % per) >= per ? 1 : 0);
}

static const VtActionParam supply_params[] = {
  { "infantry", N_("Infantry-men"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE, NULL },
  { "cavalry", N_("Cavalry-men (horses)"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE, N_("Men and horses alike.") },
  { "firing", N_("Infantry that fired six consecutive moves"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE, NULL },
  { "isolated", N_("Isolated (more than twelve feet off another body)"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE, NULL },
  { "infantry-distance", N_("Supplies' distance from the infantry (inches)"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("They must be within six feet.") },
  { "cavalry-distance", N_("Supplies' distance from the cavalry (inches)"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("They must be within eighteen feet.") },
  { "enemy-between", N_("The enemy between supplies and troops"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Supplies are then not effective.") },
  { "moves-without", N_("Consecutive moves without supply"), VT_PARAM_INTEGER, 0, 10000, NULL, TRUE,
    N_("Six: out of action.") },
};

static GVariant *
resolve_supply (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (_ ("Appendix, supply in the field: every six moves one packet of "
                                             "food per thirty men, one of forage per six horses, one of "
                                             "ammunition per thirty infantry which fire for six consecutive "
                                             "moves; fractions of fifteen or over count as thirty."));
  gint64 infantry = 0, cavalry = 0, firing = 0, without = 0;
  gboolean isolated = FALSE, between = FALSE, effective = TRUE;
  double infantry_distance = 0, cavalry_distance = 0;
  guint food, forage, ammunition;

  if (!in_kriegspiel (game, params, action, error))
    return NULL;

  vt_params_get_integer (params, "infantry", &infantry);
  vt_params_get_integer (params, "cavalry", &cavalry);
  vt_params_get_integer (params, "firing", &firing);
  vt_params_get_boolean (params, "isolated", &isolated);
  vt_params_get_boolean (params, "enemy-between", &between);
  vt_params_get_integer (params, "moves-without", &without);
  if (firing > infantry)
    return vt_bad_parameter_null (error, _ ("supply: %" PRId64 " firing of %" PRId64 " infantry"),
                                  firing, infantry);

  /* "Thus forty-six infantry require two packets of food or ammunition;
   * forty-four infantry require one packet of food." */
  food = packets ((guint) (infantry + cavalry), 30);
  /* forage: the same half-or-more rounding per six horses (derived) */
  forage = packets ((guint) cavalry, 6);
  ammunition = packets ((guint) firing, 30);
  if (isolated && infantry < 30 && cavalry == 0)
    {
      /* "Isolated bodies of less than thirty infantry require no supplies" */
      food = forage = ammunition = 0;
      g_string_append (text, _ (" An isolated body of less than thirty infantry requires none."));
    }
  if (vt_params_get_number (params, "infantry-distance", &infantry_distance) && infantry_distance > 72 && infantry > 0)
    {
      effective = FALSE;
      g_string_append_printf (text, _ (" The supplies are %g inches from the infantry, beyond six feet."), infantry_distance);
    }
  if (vt_params_get_number (params, "cavalry-distance", &cavalry_distance) && cavalry_distance > 216 && cavalry > 0)
    {
      effective = FALSE;
      g_string_append_printf (text, _ (" The supplies are %g inches from the cavalry, beyond eighteen feet."), cavalry_distance);
    }
  if (between)
    {
      effective = FALSE;
      g_string_append (text, _ (" The enemy is between the supplies and their troops: not effective."));
    }
  if (!effective)
    g_string_append (text, _ (" Failing supply: infantry without ammunition cannot fire; infantry, cavalry, "
                              "R.A. and R.E. cannot move; horses may take the place of food (one horse a "
                              "packet), not of forage."));
  if (without >= 6)
    g_string_append (text, _ (" Without supplies for six consecutive moves they are out of action; a force "
                              "surrounded surrenders four moves after eating its last horse."));

  /* Translators: packets of food, forage and ammunition (Appendix, supply) */
  vt_outcome_set_summary_phrase (outcome, effective && without < 6
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "supply: %u food, %u forage, %u ammunition",
                                                  "iii", food, forage, ammunition)
                                 : effective
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "supply: %u food, %u forage, %u ammunition; out of "
                                                  "action", "iii", food, forage, ammunition)
                                 : without < 6
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "supply: %u food, %u forage, %u ammunition (not "
                                                  "effective)", "iii", food, forage, ammunition)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "supply: %u food, %u forage, %u ammunition (not "
                                                  "effective); out of action", "iii", food, forage, ammunition));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "food", "u", food);
  vt_outcome_set (outcome, "forage", "u", forage);
  vt_outcome_set (outcome, "ammunition", "u", ammunition);
  vt_outcome_set (outcome, "effective", "b", effective);
  vt_outcome_set (outcome, "out-of-action", "b", without >= 6);
  return vt_outcome_end (outcome);
}

/* ---- times of work ---------------------------------------------------------- */

static const char * const notice_works[] = { "mine", "entrenchment", "epaulement", NULL };

static const VtActionParam manoeuvre_params[] = {
  { "work", N_("Work"), VT_PARAM_CHOICE, 0, 0, times_rows, FALSE, N_("A row of the table kriegspiel-times.") },
  { "men", N_("Men at it"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Embarking or disembarking: the men; otherwise the men put to the work.") },
  { "amount", N_("How much"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("Inches of entrenchment, waggons destroyed or epaulements; 1 when not given.") },
  { "moved", N_("The R.E. or T. and S. moved this move"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("No destruction or repair begins in a move in which the R.E. have changed position.") },
  { "body", N_("The body at work"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Put under the condition 'at work'."),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static GVariant *
resolve_manoeuvre (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  /* Translators: the rule's source; sentences follow it */
  g_autoptr(GString) text = g_string_new (_ ("Appendix: "));
  GError *local_error = NULL;
  VtUnit *body = vt_params_get_unit (game, params, "body", &local_error);
  const char *work = NULL, *work_label;
  gint64 men = 0;
  gboolean moved = FALSE;
  double moves, needed, per, amount = 1;

  if (!in_kriegspiel (game, params, action, error))
    {
      g_clear_error (&local_error);
      return NULL;
    }

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  vt_params_get_string (params, "work", &work);
  /* the row's name from its id, as the table reads it (the rows have no
   * labels of their own to translate) */
  work_label = vt_label_from_id (work);
  vt_params_get_number (params, "amount", &amount);
  vt_params_get_boolean (params, "moved", &moved);
  moves = cell (game, 0, work, "moves");
  needed = cell (game, 0, work, "men");
  per = cell (game, 0, work, "per");
  if (!vt_params_get_integer (params, "men", &men))
    men = (gint64) needed;

  if (moved && (g_str_has_prefix (work, "destroy") || g_str_has_prefix (work, "repair")) &&
      !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("manoeuvre: no repairs or destructions can be begun during a move in "
                                   "which the R.E. have changed position (Appendix)"));

  if (g_str_has_suffix (work, "embark"))
    {
      /* two moves (one to disembark) for every twenty men, a begun twenty whole (derived) */
      moves *= ceil (men / per);
      g_string_append_printf (text, _ ("%" PRId64 " men take %g moves (%g for every %g)."), men, moves,
                              cell (game, 0, work, "moves"), per);
    }
  else if (needed > 0 && men < needed && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("manoeuvre: %s needs %g men, and %" PRId64 " are at it (Appendix)"),
                                work, needed, men);
  else if (g_str_equal (work, "entrenchment"))
    {
      /* "Two men may make an inch of entrenchment" in four moves */
      double inches = floor (men / needed);

      g_string_append_printf (text, _ ("entrenchments are made by infantry in four moves; %" PRId64
                                 " men make %g inches of it."), men, inches);
      vt_outcome_set (outcome, "inches", "d", inches);
    }
  else if (g_str_equal (work, "destroy-waggons"))
    {
      /* four men the contents of six waggons in one move; more waggons, more moves (derived) */
      moves *= ceil (amount / per);
      g_string_append_printf (text, _ ("four men destroy the contents of six waggons in one move: %g waggons, %g moves."),
                              amount, moves);
    }
  else
    /* Translators: a work of the table kriegspiel-times and the moves it takes */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s takes %g move.", "%s takes %g moves.",
                                               moves == 1 ? 1 : 2), work_label, moves);

  if (g_strv_contains (notice_works, work))
    g_string_append (text, _ (" Notice must be given to the umpire when the work is begun or the mine placed: "
                              "a sealed note on the message board, opened when it is done."));
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "%s: %g move", "%s: %g moves",
                                                                moves == 1 ? 1 : 2, "sd", work_label, moves));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "moves", "d", moves);
  vt_outcome_set (outcome, "notice", "b", g_strv_contains (notice_works, work));
  if (body != NULL && moves >= 1)
    {
      vt_outcome_change_condition (outcome, vt_unit_get_id (body), "at-work", work_label,
                                   (guint) ceil (moves));
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- uphill and downhill ---------------------------------------------------- */

static const VtActionParam contours_params[] = {
  { "distance", N_("Distance on the level (inches)"), VT_PARAM_NUMBER, 0, 100000, NULL, FALSE, NULL },
  { "up", N_("Contours climbed"), VT_PARAM_INTEGER, 0, 100, NULL, TRUE, NULL },
  { "down", N_("Contours descended"), VT_PARAM_INTEGER, 0, 100, NULL, TRUE, NULL },
};

static GVariant *
resolve_contours (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  double distance = 0, counted;
  gint64 up = 0, down = 0;

  if (!in_kriegspiel (game, params, action, error))
    return NULL;

  vt_params_get_number (params, "distance", &distance);
  vt_params_get_integer (params, "up", &up);
  vt_params_get_integer (params, "down", &down);
  /* "In moving uphill, one contour counts as one foot; downhill, two
   * contours count as one foot." */
  counted = distance + up * lw13_move_kriegspiel (game, "uphill-contour") +
            down * lw13_move_kriegspiel (game, "uphill-contour") /
                   lw13_move_kriegspiel (game, "downhill-contours");
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "contours: %g inches count as %g", "dd",
                                                         distance, counted));
  vt_outcome_set_text (outcome, _ ("Appendix, the moves: uphill one contour counts as one foot, downhill two "
                                   "contours as one foot; four contours to one foot vertical are impassable for "
                                   "wheels unless there is a road."));
  vt_outcome_set (outcome, "counted", "d", counted);
  return vt_outcome_end (outcome);
}

/* ---- cavalry charging ------------------------------------------------------ */

static const char * const charged_choices[] = {
  "infantry-extended", "infantry-close", "infantry-retiring-extended", "infantry-retiring-close",
  "cavalry", "cavalry-stationary", "cavalry-dismounted", "artillery", NULL
};
static const char * const charged_labels[] = {
  N_("Infantry in extended order"), N_("Infantry in close order"),
  N_("Infantry retiring, still within reach (extended order)"),
  N_("Infantry retiring, still within reach (two ranks or fours)"),
  N_("Cavalry accepting the charge"), N_("Cavalry stationary and mounted"), N_("Dismounted cavalry"),
  N_("Artillery not dealt with by other forces"), NULL
};

/* the label of a choice of "charged", untranslated: a word of a phrase */
static const char *
charged_word (const char *charged)
{
  for (guint i = 0; charged_choices[i] != NULL; i++)
    if (g_strcmp0 (charged_choices[i], charged) == 0)
      return charged_labels[i];
  return charged;
}

static const VtActionParam charge_params[] = {
  { "charged", N_("What is charged"), VT_PARAM_CHOICE, 0, 0, charged_choices, FALSE, NULL, charged_labels },
  { "sabres", N_("Sabres charging"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE, N_("The charging body's strength when not given.") },
  { "men", N_("Men (or guns) charged"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE, N_("The charged body's strength when not given.") },
  { "distance", N_("Where the charge starts (inches)"), VT_PARAM_NUMBER, 0, 1000, NULL, FALSE,
    N_("From the enemy; the bands are two feet and one foot (three, two, one feet against guns).") },
  { "contours", N_("Contours crossed downhill"), VT_PARAM_INTEGER, 0, 20, NULL, TRUE,
    N_("Cavalry against cavalry on sloping ground.") },
  { "inferior-isolated", N_("The inferior body isolated"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Cavalry against cavalry in unequal numbers: the melee rules of Little Wars.") },
  { "cavalry", N_("The charging cavalry"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, NULL, NULL, VT_PARAM_ROLE_ATTACKER },
  { "target", N_("The body charged"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, NULL, NULL, VT_PARAM_ROLE_DEFENDER },
};

static const char *
infantry_band (double distance,
               gboolean close)
{
  /* "more than two feet", "less than two feet and more than one foot",
   * "less than one foot"; the edges derived (see the table's note) */
  if (distance > 24)
    return close ? "close-over-two-feet" : "extended-over-two-feet";
  if (distance > 12)
    return close ? "close-one-to-two-feet" : "extended-one-to-two-feet";
  return close ? "close-under-one-foot" : "extended-under-one-foot";
}

static GVariant *
resolve_charge (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  /* Translators: the rule's source; sentences follow it */
  g_autoptr(GString) text = g_string_new (_ ("Appendix, cavalry charging: "));
  GError *local_error = NULL;
  VtUnit *cavalry = vt_params_get_unit (game, params, "cavalry", &local_error);
  VtUnit *target = local_error == NULL ? vt_params_get_unit (game, params, "target", &local_error) : NULL;
  const char *charged = NULL;
  gint64 sabres = 0, men = 0, contours = 0;
  double distance = 0;
  guint cavalry_lost = 0, charged_lost = 0, driven_back = 0, guns_taken = 0;
  gboolean isolated = FALSE;

  if (!in_kriegspiel (game, params, action, error))
    {
      g_clear_error (&local_error);
      return NULL;
    }

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  vt_params_get_string (params, "charged", &charged);
  vt_params_get_number (params, "distance", &distance);
  vt_params_get_integer (params, "contours", &contours);
  vt_params_get_boolean (params, "inferior-isolated", &isolated);
  if (!vt_params_get_integer (params, "sabres", &sabres))
    {
      if (cavalry == NULL)
        return vt_bad_parameter_null (error, _ ("cavalry-charge: give the sabres (sabres=…) or the cavalry (cavalry=…)"));
      sabres = vt_unit_get_strength (cavalry);
    }
  if (!vt_params_get_integer (params, "men", &men))
    {
      if (target == NULL)
        return vt_bad_parameter_null (error, _ ("cavalry-charge: give the men charged (men=…) or the body (target=…)"));
      men = vt_unit_get_strength (target);
    }
  /* "No body of less than eight cavalry may charge, and they must charge
   * in proper formation." */
  if (sabres < 8 && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("cavalry-charge: %" PRId64 " sabres; no body of less than "
                                   "eight cavalry may charge (Appendix)"), sabres);
  if (distance > lw13_move_kriegspiel (game, "cavalry") * vt_option_get_integer (game, LW13_OPTION_MULTIPLE, 1) &&
      !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("cavalry-charge: %g inches is beyond the cavalry's move of three feet "
                                   "(Appendix, the moves; derived as the charging distance)"), distance);

  if (g_str_equal (charged, "infantry-extended") || g_str_equal (charged, "cavalry-dismounted") ||
      g_str_equal (charged, "infantry-retiring-extended"))
    {
      const char *band = infantry_band (distance, FALSE);
      double per_lost = cell (game, 1, band, "infantry-per-cavalry-lost");

      /* "Dismounted cavalry charged is equivalent to infantry in extended order." */
      cavalry_lost = (guint) (men / per_lost);
      charged_lost = (guint) (sabres * cell (game, 1, band, "infantry-lost-per-sabre"));
      g_string_append_printf (text, _ ("infantry in extended order charged from %g inches: the cavalry loses one "
                                 "man for every %g charged, the infantry %g for each sabre."), distance, per_lost,
                              cell (game, 1, band, "infantry-lost-per-sabre"));
      if (g_str_equal (charged, "infantry-retiring-extended"))
        {
          /* retiring and still within charging distance: "double losses if
           * in extended order"; "the cavalry in these circumstances will
           * lose nothing" */
          charged_lost *= 2;
          cavalry_lost = 0;
          g_string_append (text, _ (" Having retired and still within reach, it receives double losses and "
                                    "the cavalry loses nothing; it must go on retiring."));
        }
      else
        {
          g_string_append (text, _ (" On the next move it must retire one foot; it can be charged again."));
          if (target != NULL)
            vt_outcome_change_condition (outcome, vt_unit_get_id (target), "retire",
                                         _ ("charged in extended order: retires a foot"), 1);
        }
    }
  else if (g_str_equal (charged, "infantry-close"))
    {
      const char *band = infantry_band (distance, TRUE);

      /* "If cavalry charges infantry in close order, the result is reversed." */
      cavalry_lost = (guint) (men * cell (game, 1, band, "cavalry-lost-per-infantry"));
      charged_lost = (guint) (sabres / cell (game, 1, band, "sabres-per-infantry-lost"));
      g_string_append_printf (text, _ ("infantry in close order charged from %g inches, the result reversed: one "
                                 "infantry-man kills %g cavalry-men, and %g cavalry-men one infantry-man. It is "
                                 "immobile for the subsequent move."), distance,
                              cell (game, 1, band, "cavalry-lost-per-infantry"),
                              cell (game, 1, band, "sabres-per-infantry-lost"));
      if (target != NULL)
        vt_outcome_change_condition (outcome, vt_unit_get_id (target), "immobile",
                                     _ ("charged in close order: immobile"), 1);
    }
  else if (g_str_equal (charged, "infantry-retiring-close"))
    {
      /* "if in two ranks or in fours, will lose at three feet two men for
       * each charging sabre; at two feet, three men"; under two feet the
       * two-feet figure (derived) */
      charged_lost = (guint) sabres * (distance > 24 ? 2 : 3);
      g_string_append (text, distance > 24
                       ? _ ("infantry in two ranks or fours that retired and is still within reach "
                            "loses two men for each charging sabre; the cavalry loses nothing.")
                       : _ ("infantry in two ranks or fours that retired and is still within reach "
                            "loses three men for each charging sabre; the cavalry loses nothing."));
    }
  else if (g_str_equal (charged, "cavalry-stationary"))
    {
      /* "one charging sabre will kill five stationary sabres and put
       * fifteen others three feet to the rear" */
      charged_lost = (guint) MIN (men, sabres * 5);
      driven_back = (guint) MIN (men - charged_lost, sabres * 15);
      g_string_append_printf (text, _ ("cavalry that stayed stationary and mounted within charging distance: one "
                                 "charging sabre kills five and puts fifteen others three feet to the rear: %u "
                                 "killed, %u driven back."), charged_lost, driven_back);
    }
  else if (g_str_equal (charged, "cavalry"))
    {
      /* "the cavalry charging downhill will be multiplied according to the
       * number of contours crossed": one contour ×2, two ×3, three ×4;
       * more than three as three (derived) */
      guint multiple = (guint) MIN (contours, 3) + 1;
      guint strength = (guint) sabres * multiple;

      if (strength == men)
        {
          guint coin;

          /* "the result must be decided by the toss of a coin; the loser
           * losing three-quarters of his men and obliged to retire, the
           * winner losing one-quarter of his men" (rounded to whole men,
           * derived) */
          if (!vt_dice_roll (dice, "coin", 2, &coin, error))
            return NULL;
          cavalry_lost = (guint) lround (sabres * (coin == 1 ? 0.25 : 0.75));
          charged_lost = (guint) lround (men * (coin == 1 ? 0.75 : 0.25));
          vt_outcome_set (outcome, "coin", "u", coin);
          /* Translators: the coin's winner, the cavalry charging or the body it charges */
          g_string_append (text, multiple > 1
                           ? coin == 1 ? _ ("equal numbers (downhill, multiplied): the coin goes to the charger; the "
                                            "loser loses three-quarters and retires, the winner a quarter.")
                                       : _ ("equal numbers (downhill, multiplied): the coin goes to the charged; the "
                                            "loser loses three-quarters and retires, the winner a quarter.")
                           : coin == 1 ? _ ("equal numbers: the coin goes to the charger; the loser loses "
                                            "three-quarters and retires, the winner a quarter.")
                                       : _ ("equal numbers: the coin goes to the charged; the loser loses "
                                            "three-quarters and retires, the winner a quarter."));
        }
      else
        {
          Lw13MeleeResult result;

          /* "If the numbers are unequal, the melee rules for Little Wars
           * obtain"; downhill the charger's number is multiplied, and the
           * men he loses are his multiplied losses divided back (derived) */
          lw13_melee_adjudge (strength, (guint) men, isolated, &result);
          cavalry_lost = (guint) ceil ((double) (result.a_killed + result.a_captured) / multiple);
          charged_lost = result.b_killed + result.b_captured;
          vt_outcome_set (outcome, "prisoners", "u", result.a_captured + result.b_captured);
          g_string_append_printf (text, multiple > 1
                                  ? _ ("unequal numbers (%u, multiplied downhill, against %" PRId64 "): the melee "
                                       "rules of Little Wars.")
                                  : _ ("unequal numbers (%u against %" PRId64 "): the melee rules of Little Wars."),
                                  strength, men);
        }
    }
  else
    {
      /* "one gun is captured with a loss to the cavalry of four men per gun
       * for a charge at three feet, three men at two feet, and one man at
       * one foot"; bands over two feet, over one foot, and the rest (derived) */
      guint per_gun = distance > 24 ? 4 : distance > 12 ? 3 : 1;

      guns_taken = (guint) MIN (men, 1);
      cavalry_lost = per_gun * guns_taken;
      g_string_append_printf (text, _ ("artillery not dealt with by other forces: one gun is captured, the "
                                 "cavalry losing %u men for it. Artillery that retires before cavalry must go "
                                 "on retiring so long as the cavalry pursues."), per_gun);
    }

  cavalry_lost = MIN (cavalry_lost, (guint) sabres);
  charged_lost = MIN (charged_lost, (guint) men);
  /* Translators: the sabres, the men charged, what they are (infantry in
   * extended order…), the men the cavalry loses and the men the charged lose */
  vt_outcome_set_summary_phrase (outcome, guns_taken > 0
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "cavalry charge: %" PRId64 " sabres on %" PRId64
                                                  " (%s): the cavalry loses %u, the charged %u, a gun captured",
                                                  "xxtii", sabres, men, charged_word (charged), cavalry_lost, 0)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "cavalry charge: %" PRId64 " sabres on %" PRId64
                                                  " (%s): the cavalry loses %u, the charged %u",
                                                  "xxtii", sabres, men, charged_word (charged), cavalry_lost,
                                                  charged_lost));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "cavalry-lost", "u", cavalry_lost);
  vt_outcome_set (outcome, "charged-lost", "u", guns_taken > 0 ? 0 : charged_lost);
  vt_outcome_set (outcome, "driven-back", "u", driven_back);
  vt_outcome_set (outcome, "guns-captured", "u", guns_taken);
  if (cavalry != NULL && cavalry_lost > 0)
    vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (cavalry), NULL, cavalry_lost,
                                 vt_phrase_new (GETTEXT_PACKAGE, "cavalry charge", ""),
                          vt_unit_get_strength (cavalry), vt_unit_get_strength (cavalry) - MIN (cavalry_lost, vt_unit_get_strength (cavalry)));
  if (target != NULL && guns_taken > 0)
    vt_outcome_book_capture_phrase (outcome, vt_unit_get_id (target), "artillery", guns_taken,
                                    vt_phrase_new (GETTEXT_PACKAGE, "gun captured by cavalry", ""),
                             vt_unit_get_strength (target), vt_unit_get_strength (target) - guns_taken);
  else if (target != NULL && charged_lost > 0)
    vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (target), NULL, charged_lost,
                                 vt_phrase_new (GETTEXT_PACKAGE, "charged by cavalry", ""),
                          vt_unit_get_strength (target), vt_unit_get_strength (target) - MIN (charged_lost, vt_unit_get_strength (target)));
  if (game != NULL)
    {
      vt_outcome_list_losses (outcome);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- the dispatch table ------------------------------------------------- */

static const VtAction actions[] = {
  { "shell", N_("Shell bursts"), shell_params, G_N_ELEMENTS (shell_params),
    N_("Appendix: half the men within three inches, a gun completely within destroyed, partly "
    "within disabled two moves."), NULL, N_("Kriegspiel") },
  { "rifle-fire", N_("Rifle fire"), rifle_params, G_N_ELEMENTS (rifle_params),
    N_("Appendix: one shot for every five infantry-men in a line who do not move."), NULL, N_("Kriegspiel") },
  { "supply", N_("Supply (every six moves)"), supply_params, G_N_ELEMENTS (supply_params),
    N_("Appendix: food per thirty men, forage per six horses, ammunition per thirty firing infantry."),
    NULL, N_("Kriegspiel") },
  { "manoeuvre", N_("Time of a work"), manoeuvre_params, G_N_ELEMENTS (manoeuvre_params),
    N_("Appendix: fording, formation changes, embarking, limbering, destructions, mines, "
    "entrenchments and epaulements."), NULL, N_("Kriegspiel") },
  { "contours", N_("Uphill and downhill"), contours_params, G_N_ELEMENTS (contours_params),
    N_("Appendix: uphill one contour counts a foot, downhill two contours a foot."), NULL, N_("Kriegspiel") },
  { "cavalry-charge", N_("Cavalry charge"), charge_params, G_N_ELEMENTS (charge_params),
    N_("Appendix: every rule as to cavalry charging, with its distances and the downhill multipliers."),
    NULL, N_("Kriegspiel") },
};

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_shell },
  { &actions[1], prepare_rifle, resolve_rifle },
  { &actions[2], NULL, resolve_supply },
  { &actions[3], NULL, resolve_manoeuvre },
  { &actions[4], NULL, resolve_contours },
  { &actions[5], NULL, resolve_charge },
};

const VtActionRule *
lw13_kriegspiel_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
