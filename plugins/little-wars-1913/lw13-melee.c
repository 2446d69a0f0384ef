/* lw13-melee.c: hand-to-hand fighting and capturing (Part III)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Melee 1-5 of "Hand-to-hand Fighting and Capturing": isolation, the
 * melee, prisoners and their escorts, liberation and rearming, surrender.
 * (Melee 5, the capture of guns, is lw13-guns.c's.) Losses and prisoners
 * are booked on the bodies named, in the order the charger names them:
 * "the player who has just completed the move, the one who has charged,
 * decides [...] which men in the melee, both of his own and of his
 * antagonist, shall die and which shall be prisoners or captors".
 */
#define G_LOG_DOMAIN "lw13-melee"

#include "lw13-i18n.h"

#include <math.h>

#include "lw13-catalogue.h"
#include "lw13-measures.h"
#include "lw13-melee.h"
#include "lw13-move.h"

gboolean
lw13_melee_is_isolated (guint men,
                        guint support)
{
  /* "less than half its own number of men on its own side within a move
   * of it": 2 × support < men, so five supporting thirteen isolate them */
  return 2 * support < men;
}

void
lw13_melee_adjudge (guint            a,
                    guint            b,
                    gboolean         inferior_isolated,
                    Lw13MeleeResult *result)
{
  guint inferior = MIN (a, b), superior = MAX (a, b), killed, prisoners = 0;

  *result = (Lw13MeleeResult) { 0, };
  if (a == b)
    {
      /* (a) equal: all the men on both sides are killed */
      result->a_killed = a;
      result->b_killed = b;
      return;
    }

  if (inferior_isolated)
    {
      /* (b)(i) "as many men become prisoners as the inferior force is less
       * in numbers than the superior force, and the rest kill each a man
       * and are killed": they kill each other off man for man until one
       * force is double the other. A force already at double takes the
       * whole of the other prisoner (Part I), so never more prisoners
       * than the inferior has men. */
      prisoners = MIN (superior - inferior, inferior);
      killed = inferior - prisoners;
    }
  else
    /* (b)(ii) each man of the inferior force kills a man and is killed */
    killed = inferior;

  result->a_killed = killed;
  result->b_killed = killed;
  if (a < b)
    result->a_captured = prisoners;
  else
    result->b_captured = prisoners;
}

/* ---- booking on the bodies ---------------------------------------------- */

/* Melee 3: "Prisoners may be sent under escort to the rear or wherever the
 * capturer directs": the men taken from @unit become a body of their own,
 * still of their side, where they were taken, for the captor to march off.
 * The ledger has booked them captured; the body is what the board shows. */
static void
lead_away (VtGame     *game,
           VtOutcome  *outcome,
           VtUnit     *unit,
           guint       men,
           GHashTable *taken_ids)
{
  g_autofree char *id = lw13_new_unit_id (game, "prisoners", taken_ids);
  g_autofree char *name = g_strdup_printf (_ ("Prisoners of %s"), vt_unit_get_display_name (unit));
  VtPoint at;

  vt_unit_get_position (unit, &at);
  vt_outcome_create_unit (outcome, id, vt_unit_get_unit_type (unit), vt_unit_get_side (unit), name,
                          at.x, at.y, men);
  vt_outcome_change_condition (outcome, id, LW13_CONDITION_PRISONER, _ ("prisoners under escort"),
                               VT_CONDITION_UNTIL_ENDED);
}

/* Takes @killed and then @captured men off @units in their order; with a
 * game, each body's men taken prisoner are led away as a body (lead_away). */
static void
book_on_units (VtGame     *game,
               VtOutcome  *outcome,
               GPtrArray  *units,
               guint       killed,
               guint       captured,
               const char *how,
               GHashTable *taken_ids)
{
  for (guint i = 0; i < units->len && (killed > 0 || captured > 0); i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);
      guint strength = vt_unit_get_strength (unit);
      guint dead = MIN (killed, strength), taken;
      gboolean surrender = g_str_equal (how, "surrender");

      /* the ledger's notes, said in each reader's language */
      if (dead > 0)
        vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (unit), NULL, dead,
                                     surrender ? vt_phrase_new (GETTEXT_PACKAGE, "killed in surrender", "")
                                               : vt_phrase_new (GETTEXT_PACKAGE, "killed in melee", ""),
                                     strength, strength - dead);
      killed -= dead;
      strength -= dead;
      taken = MIN (captured, strength);
      if (taken > 0)
        {
          vt_outcome_book_capture_phrase (outcome, vt_unit_get_id (unit), NULL, taken,
                                          surrender ? vt_phrase_new (GETTEXT_PACKAGE, "taken prisoner in surrender", "")
                                                    : vt_phrase_new (GETTEXT_PACKAGE, "taken prisoner in melee", ""),
                                          strength, strength - taken);
          if (game != NULL)
            lead_away (game, outcome, unit, taken, taken_ids);
        }
      captured -= taken;
    }
}

static gboolean
in_list (GPtrArray *units,
         VtUnit    *unit)
{
  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (vt_unit_get_id (g_ptr_array_index (units, i)), vt_unit_get_id (unit)))
      return TRUE;
  return FALSE;
}

/* men of @side within each one's own move of any of @bodies, not in them */
static guint
support_of (VtRuleset *ruleset,
            VtGame    *game,
            GPtrArray *bodies,
            GPtrArray *also_excluded)
{
  GListModel *units;
  const char *side;
  guint men = 0;

  if (game == NULL || bodies->len == 0)
    return 0;
  side = vt_unit_get_side (g_ptr_array_index (bodies, 0));
  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      double move;

      /* prisoners, and liberated men not yet rearmed, support nobody */
      if (!g_str_equal (vt_unit_get_side (unit), side) || vt_unit_get_strength (unit) == 0 ||
          !lw13_catalogue_is_men (vt_unit_get_unit_type (unit)) || lw13_is_disarmed (unit))
        continue;
      if (in_list (bodies, unit) || (also_excluded != NULL && in_list (also_excluded, unit)))
        continue;

      /* "within a move of it": each supporting body's own move, measured
       * from the bodies in contact (derived) */
      move = lw13_move_of (ruleset, game, unit);
      for (guint j = 0; j < bodies->len; j++)
        if (lw13_gap (ruleset, g_ptr_array_index (bodies, j), unit) <= move)
          {
            men += vt_unit_get_strength (unit);
            break;
          }
    }
  return men;
}

/* Melee 3: liberated prisoners "cannot fight until they are rearmed. In
 * order to be rearmed they must return to the back line of their own side" */
static void
liberate_bodies (VtOutcome *outcome,
                 GPtrArray *bodies)
{
  for (guint i = 0; i < bodies->len; i++)
    {
      VtUnit *body = g_ptr_array_index (bodies, i);

      if (vt_unit_get_condition (body, LW13_CONDITION_PRISONER) == 0)
        continue;
      vt_outcome_change_condition (outcome, vt_unit_get_id (body), LW13_CONDITION_PRISONER,
                                   _ ("prisoners under escort"), 0);
      vt_outcome_change_condition (outcome, vt_unit_get_id (body), LW13_CONDITION_DISARMED,
                                   _ ("liberated, disarmed until rearmed at the back line"),
                                   VT_CONDITION_UNTIL_ENDED);
    }
}

/* ---- melee ---------------------------------------------------------------- */

static const VtActionParam melee_params[] = {
  { "attackers", N_("The charger's men"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The bodies of the side that has just moved, in contact or within six inches of the men in "
    "contact, in the order their men are to die."), NULL, VT_PARAM_ROLE_ATTACKER },
  { "defenders", N_("The antagonist's men"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The other side's bodies in the melee, in the order the charger chooses their dead and "
    "prisoners."), NULL, VT_PARAM_ROLE_DEFENDER },
  { "attacking-men", N_("Men of the charger"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Taking part: in contact, or within six inches of the men in contact; the bodies' "
    "strength when not given. Prisoners do not count (Melee 3).") },
  { "defending-men", N_("Men of the antagonist"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Taking part, as for the charger.") },
  { "attacking-support", N_("Charger's men within a move"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Men of the charger's side within a move who are not in the melee (Melee 1); counted on "
    "the map when not given.") },
  { "defending-support", N_("Antagonist's men within a move"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("As for the charger.") },
  { "attackers-hold", N_("Prisoners the charger's men escort"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Prisoners escorted by the charger's men in this melee: liberated if none of those men "
    "survive it.") },
  { "defenders-hold", N_("Prisoners the antagonist's men escort"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Prisoners escorted by the antagonist's men in this melee, as for the charger.") },
  { "attackers-prisoners", N_("Bodies of prisoners the charger's men escort"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The bodies of prisoners the charger's men in this melee escort: liberated, and disarmed, if none "
    "of those men survive it; their strength when the prisoners are not counted.") },
  { "defenders-prisoners", N_("Bodies of prisoners the antagonist's men escort"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("As for the charger.") },
};

static GVariant *
prepare_melee (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  const char *filled[5] = { NULL, };
  guint n_filled = 0;
  g_autoptr(GPtrArray) attackers = lw13_params_get_units (game, params, "attackers", error);
  g_autoptr(GPtrArray) defenders = attackers != NULL
                                   ? lw13_params_get_units (game, params, "defenders", error) : NULL;

  if (defenders == NULL)
    return NULL;

  if (attackers->len > 0 && !g_variant_dict_contains (&completed, "attacking-men"))
    {
      g_variant_dict_insert (&completed, "attacking-men", "x", (gint64) lw13_units_strength (attackers));
      filled[n_filled++] = "attacking-men";
    }
  if (defenders->len > 0 && !g_variant_dict_contains (&completed, "defending-men"))
    {
      g_variant_dict_insert (&completed, "defending-men", "x", (gint64) lw13_units_strength (defenders));
      filled[n_filled++] = "defending-men";
    }
  if (attackers->len > 0 && !g_variant_dict_contains (&completed, "attacking-support"))
    {
      g_variant_dict_insert (&completed, "attacking-support", "x",
                             (gint64) support_of (ruleset, game, attackers, defenders));
      filled[n_filled++] = "attacking-support";
    }
  if (defenders->len > 0 && !g_variant_dict_contains (&completed, "defending-support"))
    {
      g_variant_dict_insert (&completed, "defending-support", "x",
                             (gint64) support_of (ruleset, game, defenders, attackers));
      filled[n_filled++] = "defending-support";
    }
  return vt_prepare_result_new (g_variant_dict_end (&completed), filled, NULL, "measures",
                                _ ("Melee 1 and 3: the men taking part, and those within a move in support"));
}

static gboolean
read_men (GVariant    *params,
          const char  *name,
          GPtrArray   *units,
          guint       *men,
          GError     **error)
{
  gint64 given;

  if (!vt_params_get_integer (params, name, &given))
    {
      if (units->len == 0)
        return vt_bad_parameter (error, _ ("melee: give %s=… or the bodies in the melee"), name);
      *men = lw13_units_strength (units);
      return TRUE;
    }
  if (units->len > 0 && given > lw13_units_strength (units))
    return vt_bad_parameter (error, _ ("melee: %s=%" PRId64 " but the bodies named have only %u men"),
                             name, given, lw13_units_strength (units));
  *men = (guint) given;
  return TRUE;
}

static GVariant *
resolve_melee (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) attackers = lw13_params_get_units (game, params, "attackers", error);
  g_autoptr(GPtrArray) defenders = attackers != NULL
                                   ? lw13_params_get_units (game, params, "defenders", error) : NULL;
  g_autoptr(GPtrArray) a_held = NULL;
  g_autoptr(GPtrArray) d_held = NULL;
  g_autoptr(GHashTable) taken_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  GVariant *summary;
  guint a, d, a_support = 0, d_support = 0, a_hold = 0, d_hold = 0;
  guint inferior, superior, prisoners, left, escorts, a_liberated = 0, d_liberated = 0;
  guint a_left, d_left;
  gint64 value;
  gboolean isolated = FALSE;
  Lw13MeleeResult result;

  if (defenders == NULL)
    return NULL;
  a_held = lw13_params_get_units (game, params, "attackers-prisoners", error);
  d_held = a_held != NULL ? lw13_params_get_units (game, params, "defenders-prisoners", error) : NULL;
  if (d_held == NULL)
    return NULL;
  /* Melee 3: "any prisoners made in the first melee will not count as
   * combatants in the second melee" */
  for (guint side = 0; side < 2; side++)
    {
      GPtrArray *bodies = side == 0 ? attackers : defenders;

      for (guint i = 0; i < bodies->len; i++)
        if (lw13_is_disarmed (g_ptr_array_index (bodies, i)))
          return vt_bad_parameter_null (error, _ ("melee: %s are prisoners or disarmed and cannot fight until "
                                           "they have returned to their back line (Melee 3)"),
                                        vt_unit_get_display_name (g_ptr_array_index (bodies, i)));
    }
  if (!read_men (params, "attacking-men", attackers, &a, error) ||
      !read_men (params, "defending-men", defenders, &d, error))
    return NULL;
  if (a == 0 || d == 0)
    return vt_bad_parameter_null (error, _ ("melee: a melee needs men of both sides (the charger has %u, "
                                            "his antagonist %u)"), a, d);
  if (vt_params_get_integer (params, "attacking-support", &value))
    a_support = (guint) value;
  if (vt_params_get_integer (params, "defending-support", &value))
    d_support = (guint) value;
  if (vt_params_get_integer (params, "attackers-hold", &value))
    a_hold = (guint) value;
  else
    a_hold = lw13_units_strength (a_held);
  if (vt_params_get_integer (params, "defenders-hold", &value))
    d_hold = (guint) value;
  else
    d_hold = lw13_units_strength (d_held);
  if (attackers->len > 0 && defenders->len > 0 &&
      g_str_equal (vt_unit_get_side (g_ptr_array_index (attackers, 0)),
                   vt_unit_get_side (g_ptr_array_index (defenders, 0))))
    return vt_bad_parameter_null (error, _ ("melee: %s and %s are of one side"),
                                  vt_unit_get_display_name (g_ptr_array_index (attackers, 0)),
                                  vt_unit_get_display_name (g_ptr_array_index (defenders, 0)));

  inferior = MIN (a, d);
  superior = MAX (a, d);
  if (a != d)
    isolated = lw13_melee_is_isolated (inferior, a < d ? a_support : d_support);
  lw13_melee_adjudge (a, d, isolated, &result);
  prisoners = result.a_captured + result.b_captured;
  a_left = a - result.a_killed - result.a_captured;
  d_left = d - result.b_killed - result.b_captured;
  left = MAX (a_left, d_left);
  /* Melee 3: "one man within six inches of any number of prisoners up to
   * seven can escort these prisoners" */
  escorts = (guint) ceil (prisoners / lw13_measure (game, "prisoners-per-escort"));
  /* "Prisoners are liberated by the death of any escort there may be":
   * the escorts in the melee are gone when none of their side's men in it
   * is left free */
  if (a_left == 0)
    d_liberated = a_hold;
  if (d_left == 0)
    a_liberated = d_hold;

  if (a == d)
    g_string_append_printf (text, _ ("Melee 3 (a): %u against %u, equal: all the men on both sides are killed."),
                            a, d);
  else if (isolated)
    g_string_append_printf (text, _ ("Melee 3 (b)(i): %u against %u; the inferior force is isolated "
                               "(%u of its side within a move, less than half its %u): %u become "
                               "prisoners, and %u men of each side kill each other. %u of the %u "
                               "remain with %u prisoners."),
                            a, d, a < d ? a_support : d_support, inferior, prisoners,
                            result.a_killed, left, superior, prisoners);
  else
    g_string_append_printf (text, _ ("Melee 3 (b)(ii): %u against %u; the inferior force is supported "
                               "(%u of its side within a move, at least half its %u): each of its men "
                               "kills a man and is killed: %u dead on each side. %u of the %u remain."),
                            a, d, a < d ? a_support : d_support, inferior, result.a_killed, left, superior);
  if (prisoners > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                               " They need %u escort within six inches (one man per seven); "
                                               "the next move they may be sent to the rear.",
                                               " They need %u escorts within six inches (one man per seven); "
                                               "the next move they may be sent to the rear.", escorts), escorts);
  if (a_liberated + d_liberated > 0)
    g_string_append_printf (text, _ (" The escorts of %u prisoners are gone: they are liberated, but "
                               "disarmed until they have returned to their own back line, and may not "
                               "be moved by their own side until the next move."), a_liberated + d_liberated);

  /* Translators: a melee's summary: the charger's men against his
   * antagonist's, then the killed of each side and the prisoners taken;
   * with the bodies, the charger's first, each as the reader saw them */
  if (attackers->len > 0 && defenders->len > 0 && a_liberated + d_liberated > 0)
    summary = a == d ? vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (equal); killed %u "
                                      "and %u, %u prisoners, prisoners liberated", "UUiiiii", attackers, defenders,
                                      a, d, result.a_killed, result.b_killed, prisoners)
              : isolated ? vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (isolated); killed "
                                          "%u and %u, %u prisoners, prisoners liberated", "UUiiiii", attackers,
                                          defenders, a, d, result.a_killed, result.b_killed, prisoners)
              : vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (supported); killed %u and "
                               "%u, %u prisoners, prisoners liberated", "UUiiiii", attackers, defenders, a, d,
                               result.a_killed, result.b_killed, prisoners);
  else if (attackers->len > 0 && defenders->len > 0)
    summary = a == d ? vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (equal); killed %u "
                                      "and %u, %u prisoners", "UUiiiii", attackers, defenders, a, d,
                                      result.a_killed, result.b_killed, prisoners)
              : isolated ? vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (isolated); killed "
                                          "%u and %u, %u prisoners", "UUiiiii", attackers, defenders, a, d,
                                          result.a_killed, result.b_killed, prisoners)
              : vt_phrase_new (GETTEXT_PACKAGE, "melee, %s against %s: %u against %u (supported); killed %u and "
                               "%u, %u prisoners", "UUiiiii", attackers, defenders, a, d, result.a_killed,
                               result.b_killed, prisoners);
  else if (a_liberated + d_liberated > 0)
    summary = a == d ? vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (equal); killed %u and %u, %u "
                                      "prisoners, prisoners liberated", "iiiii", a, d, result.a_killed,
                                      result.b_killed, prisoners)
              : isolated ? vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (isolated); killed %u and %u, %u "
                                          "prisoners, prisoners liberated", "iiiii", a, d, result.a_killed,
                                          result.b_killed, prisoners)
              : vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (supported); killed %u and %u, %u "
                               "prisoners, prisoners liberated", "iiiii", a, d, result.a_killed, result.b_killed,
                               prisoners);
  else
    summary = a == d ? vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (equal); killed %u and %u, %u "
                                      "prisoners", "iiiii", a, d, result.a_killed, result.b_killed, prisoners)
              : isolated ? vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (isolated); killed %u and %u, %u "
                                          "prisoners", "iiiii", a, d, result.a_killed, result.b_killed, prisoners)
              : vt_phrase_new (GETTEXT_PACKAGE, "melee: %u against %u (supported); killed %u and %u, %u "
                               "prisoners", "iiiii", a, d, result.a_killed, result.b_killed, prisoners);
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "equal", "b", a == d);
  vt_outcome_set (outcome, "isolated", "b", isolated);
  vt_outcome_set (outcome, "attackers-killed", "u", result.a_killed);
  vt_outcome_set (outcome, "defenders-killed", "u", result.b_killed);
  vt_outcome_set (outcome, "attackers-captured", "u", result.a_captured);
  vt_outcome_set (outcome, "defenders-captured", "u", result.b_captured);
  vt_outcome_set (outcome, "attackers-left", "u", a_left);
  vt_outcome_set (outcome, "defenders-left", "u", d_left);
  vt_outcome_set (outcome, "prisoners", "u", prisoners);
  vt_outcome_set (outcome, "escorts-needed", "u", escorts);
  vt_outcome_set (outcome, "attackers-liberated", "u", a_liberated);
  vt_outcome_set (outcome, "defenders-liberated", "u", d_liberated);
  if (attackers->len > 0)
    vt_outcome_set (outcome, "attacking-side", "s", vt_unit_get_side (g_ptr_array_index (attackers, 0)));
  if (defenders->len > 0)
    vt_outcome_set (outcome, "defending-side", "s", vt_unit_get_side (g_ptr_array_index (defenders, 0)));

  book_on_units (game, outcome, attackers, result.a_killed, result.a_captured, "melee", taken_ids);
  book_on_units (game, outcome, defenders, result.b_killed, result.b_captured, "melee", taken_ids);
  /* the bodies of prisoners whose escorts are gone: free, but disarmed */
  if (a_left == 0)
    liberate_bodies (outcome, a_held);
  if (d_left == 0)
    liberate_bodies (outcome, d_held);
  if (game != NULL)
    {
      vt_outcome_list_losses (outcome);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- isolation ---------------------------------------------------------- */

static const VtActionParam isolation_params[] = {
  { "body", N_("The body"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The man or body of men in question."),
    NULL, VT_PARAM_ROLE_SUBJECT },
  { "men", N_("Its men"), VT_PARAM_INTEGER, 1, 100000, NULL, TRUE, N_("Its strength when not given.") },
  { "support", N_("Men of its side within a move"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Counted on the map when not given.") },
};

static GVariant *
prepare_isolation (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  const char *filled[3] = { NULL, };
  guint n_filled = 0;
  g_autoptr(GPtrArray) body = lw13_params_get_units (game, params, "body", error);

  if (body == NULL)
    return NULL;
  if (body->len > 0 && !g_variant_dict_contains (&completed, "men"))
    {
      g_variant_dict_insert (&completed, "men", "x", (gint64) lw13_units_strength (body));
      filled[n_filled++] = "men";
    }
  if (body->len > 0 && !g_variant_dict_contains (&completed, "support"))
    {
      g_variant_dict_insert (&completed, "support", "x", (gint64) support_of (ruleset, game, body, NULL));
      filled[n_filled++] = "support";
    }
  return vt_prepare_result_new (g_variant_dict_end (&completed), filled, NULL, NULL,
                                _ ("Melee 1: isolated with less than half its number within a move"));
}

static gboolean
read_isolation (VtRuleset  *ruleset,
                VtGame     *game,
                GVariant   *params,
                const char *action,
                guint      *men,
                guint      *support,
                GError    **error)
{
  g_autoptr(GPtrArray) body = lw13_params_get_units (game, params, "body", error);
  gint64 value;

  if (body == NULL)
    return FALSE;
  if (vt_params_get_integer (params, "men", &value))
    *men = (guint) value;
  else if (body->len > 0)
    *men = lw13_units_strength (body);
  else
    return vt_bad_parameter (error, _ ("%s: give the body (body=…) or its men (men=…)"), action);
  if (vt_params_get_integer (params, "support", &value))
    *support = (guint) value;
  else if (body->len > 0)
    *support = support_of (ruleset, game, body, NULL);
  else
    return vt_bad_parameter (error, _ ("%s: give the men of its side within a move (support=…)"), action);
  return TRUE;
}

static GVariant *
resolve_isolation (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  guint men = 0, support = 0;
  gboolean isolated;

  if (!read_isolation (ruleset, game, params, action, &men, &support, error))
    return NULL;
  isolated = lw13_melee_is_isolated (men, support);
  vt_outcome_set_summary_phrase (outcome, isolated
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "isolation: %u men with %u in support: isolated",
                                                  "ii", men, support)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "isolation: %u men with %u in support: supported",
                                                  "ii", men, support));
  text = isolated ? g_strdup_printf (_ ("Melee 1: %u men of its own side within a move of a body of %u is less "
                                        "than half its number: it is isolated."), support, men)
                  : g_strdup_printf (_ ("Melee 1: %u men of its own side within a move of a body of %u is at "
                                        "least half its number: it is supported."), support, men);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "isolated", "b", isolated);
  return vt_outcome_end (outcome);
}

/* ---- surrender ---------------------------------------------------------- */

static GVariant *
resolve_surrender (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) body = lw13_params_get_units (game, params, "body", error);
  guint men = 0, support = 0;

  if (body == NULL || !read_isolation (ruleset, game, params, action, &men, &support, error))
    return NULL;
  /* Melee 4: "Any isolated body may hoist the white flag" */
  if (!lw13_melee_is_isolated (men, support) && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("surrender: %u men with %u of their side within a move are "
                                   "not isolated (Melee 1), and only an isolated body may surrender (Melee 4)"),
                                men, support);
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                                "surrender: %u men hoist the white flag",
                                                                "surrender: %u men hoist the white flag", men,
                                                                "i", men));
  vt_outcome_set_text (outcome, _ ("Melee 4: an isolated body may hoist the white flag and surrender at any "
                                   "time. Its men are prisoners (half a point each to both sides in the "
                                   "score, Varieties 1)."));
  vt_outcome_set (outcome, "prisoners", "u", men);
  book_on_units (game, outcome, body, 0, men, "surrender", NULL);
  if (game != NULL)
    {
      vt_outcome_list_losses (outcome);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- escorts, liberation, rearming -------------------------------------- */

static const VtActionParam escort_params[] = {
  { "prisoners", N_("Prisoners"), VT_PARAM_INTEGER, 1, 100000, NULL, FALSE, N_("The prisoners to be escorted.") },
  { "escorts", N_("Men within six inches of them"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE,
    N_("Men of the captor's side within six inches of the prisoners.") },
};

static GVariant *
resolve_escort (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  gint64 prisoners = 0, escorts = 0;
  double per_escort = lw13_measure (game, "prisoners-per-escort");
  guint needed;

  vt_params_get_integer (params, "prisoners", &prisoners);
  vt_params_get_integer (params, "escorts", &escorts);
  needed = (guint) ceil (prisoners / per_escort);
  vt_outcome_set_summary_phrase (outcome, (guint) escorts >= needed
                                 ? vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                         "escort: %" PRId64 " prisoners need %u escort; %" PRId64
                                                         " within six inches",
                                                         "escort: %" PRId64 " prisoners need %u escorts; %" PRId64
                                                         " within six inches", needed,
                                                         "xix", prisoners, needed, escorts)
                                 : vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                         "escort: %" PRId64 " prisoners need %u escort; %" PRId64
                                                         " within six inches: too few",
                                                         "escort: %" PRId64 " prisoners need %u escorts; %" PRId64
                                                         " within six inches: too few", needed,
                                                         "xix", prisoners, needed, escorts));
  text = g_strdup_printf (_ ("Melee 3: one man within %g inches of any number of prisoners up to %g can "
                             "escort them and go with them, to the rear or wherever the capturer "
                             "directs; having brought them to the back line he may return to the fight. "
                             "%" PRId64 " escorts may take %g prisoners."),
                          lw13_measure (game, "escort-reach"), per_escort, escorts, escorts * per_escort);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "escorts-needed", "u", needed);
  vt_outcome_set (outcome, "enough", "b", (guint) escorts >= needed);
  vt_outcome_set (outcome, "unescorted", "u",
                  (guint) MAX (0, prisoners - (gint64) (escorts * per_escort)));
  return vt_outcome_end (outcome);
}

static const VtActionParam liberate_params[] = {
  { "prisoners", N_("Prisoners liberated"), VT_PARAM_INTEGER, 1, 100000, NULL, FALSE,
    N_("Prisoners within six inches of an escort who has been killed.") },
  { "of", N_("Their side (a body of it)"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("Any body of the side the prisoners belong to, for the score; the body of prisoners itself "
    "frees them, disarmed."), NULL, VT_PARAM_ROLE_SUBJECT },
};

static GVariant *
resolve_liberate (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) of = lw13_params_get_units (game, params, "of", error);
  gint64 prisoners = 0;

  if (of == NULL)
    return NULL;
  vt_params_get_integer (params, "prisoners", &prisoners);
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "liberation: %" PRId64 " prisoners liberated",
                                                         "x", prisoners));
  vt_outcome_set_text (outcome, _ ("Melee 3: prisoners are liberated by the death of any escort within six "
                                   "inches of them, but may not be moved by their own side until the move "
                                   "after; disarmed, they cannot fight until they have returned to their own "
                                   "back line to be rearmed (action rearm)."));
  vt_outcome_set (outcome, "liberated", "u", (guint) prisoners);
  if (of->len > 0)
    vt_outcome_set (outcome, "liberated-side", "s", vt_unit_get_side (g_ptr_array_index (of, 0)));
  liberate_bodies (outcome, of);
  if (game != NULL)
    vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionParam rearm_params[] = {
  { "body", N_("The body they join"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("A body of their side on its back line: the rearmed men stand in it."), NULL, VT_PARAM_ROLE_SUBJECT },
  { "men", N_("Men rearmed"), VT_PARAM_INTEGER, 1, 100000, NULL, FALSE,
    N_("Liberated prisoners who have reached their back line.") },
};

static GVariant *
resolve_rearm (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) body = lw13_params_get_units (game, params, "body", error);
  gint64 men = 0;

  if (body == NULL)
    return NULL;
  vt_params_get_integer (params, "men", &men);
  if (body->len > 0)
    {
      VtUnit *unit = g_ptr_array_index (body, 0);

      /* Melee 3: "In order to be rearmed they must return to the back line
       * of their own side" */
      if (vt_unit_get_condition (unit, LW13_CONDITION_PRISONER) > 0)
        return vt_bad_parameter_null (error, _ ("rearm: %s are prisoners under escort; only liberated prisoners "
                                         "are rearmed (Melee 3)"), vt_unit_get_display_name (unit));
      if (!lw13_on_back_line (ruleset, game, unit, vt_unit_get_side (unit)) && !lw13_umpire_allows (params))
        return lw13_umpire_decides (error, _ ("rearm: %s is not on its side's back line, where liberated "
                                       "prisoners are rearmed (Melee 3)"), vt_unit_get_display_name (unit));
      /* a body of liberated prisoners is rearmed in itself; other men join the body */
      if (vt_unit_get_condition (unit, LW13_CONDITION_DISARMED) > 0)
        {
          men = MIN ((guint) men, vt_unit_get_strength (unit));
          vt_outcome_change_condition (outcome, vt_unit_get_id (unit), LW13_CONDITION_DISARMED,
                                       _ ("liberated, disarmed until rearmed at the back line"), 0);
        }
      else
        vt_outcome_change_strength (outcome, vt_unit_get_id (unit), vt_unit_get_strength (unit) + (guint) men);
      vt_outcome_set (outcome, "rearmed-side", "s", vt_unit_get_side (unit));
      vt_outcome_list_changes (outcome);
    }
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                                "rearmed: %" PRId64 " men at the back line",
                                                                "rearmed: %" PRId64 " men at the back line",
                                                                (guint64) men, "x", men));
  vt_outcome_set_text (outcome, _ ("Melee 3: liberated prisoners rearmed at their own back line may fight again."));
  vt_outcome_set (outcome, "rearmed", "u", (guint) men);
  return vt_outcome_end (outcome);
}

/* ---- the dispatch table ------------------------------------------------- */

static const char * const melee_phases[] = { "melee-first", "melee-second", NULL };

static const VtAction actions[] = {
  { "melee", N_("Melee"), melee_params, G_N_ELEMENTS (melee_params),
    N_("Melee 3: at the end of a move, men in contact and those within six inches of them; equal "
    "numbers all die, an isolated inferior force loses prisoners, a supported one kills man for man."),
    melee_phases, N_("Hand-to-hand") },
  { "isolation", N_("Isolated or supported"), isolation_params, G_N_ELEMENTS (isolation_params),
    N_("Melee 1: less than half its own number of its side within a move."), NULL, N_("Hand-to-hand") },
  { "surrender", N_("Surrender (the white flag)"), isolation_params, G_N_ELEMENTS (isolation_params),
    N_("Melee 4: an isolated body may surrender at any time."), NULL, N_("Hand-to-hand") },
  { "escort", N_("Escort prisoners"), escort_params, G_N_ELEMENTS (escort_params),
    N_("Melee 3: one man within six inches escorts up to seven prisoners."), NULL, N_("Hand-to-hand") },
  { "liberate", N_("Prisoners liberated"), liberate_params, G_N_ELEMENTS (liberate_params),
    N_("Melee 3: the death of their escort liberates prisoners."), NULL, N_("Hand-to-hand") },
  { "rearm", N_("Rearm at the back line"), rearm_params, G_N_ELEMENTS (rearm_params),
    N_("Melee 3: liberated prisoners fight again once they have returned to their back line."),
    NULL, N_("Hand-to-hand") },
};

static const VtActionRule rules[] = {
  { &actions[0], prepare_melee, resolve_melee },
  { &actions[1], prepare_isolation, resolve_isolation },
  { &actions[2], prepare_isolation, resolve_surrender },
  { &actions[3], NULL, resolve_escort },
  { &actions[4], NULL, resolve_liberate },
  { &actions[5], NULL, resolve_rearm },
};

const VtActionRule *
lw13_melee_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
lw13_melee_get_tables (guint *n_tables)
{
  /* its numbers are the table "measures" */
  *n_tables = 0;
  return NULL;
}
