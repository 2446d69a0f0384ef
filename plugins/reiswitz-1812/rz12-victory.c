/* rz12-victory.c: the two kinds of game and how each is won, Section I
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * I §2: played on a disposition agreed beforehand, the game is a tactical
 * game (taktische Parthie); begun where the sides find themselves, a
 * battle game (Schlage-Parthie). The option game says which. I §3: the
 * tactical game is won by carrying out the disposition, lost by failing
 * in it; whether he did is the umpire's to say (action disposition). I §4:
 * the battle game is lost by whoever "loses the most pieces and is driven
 * from his position": the pieces are counted from the ledger, the
 * position is the umpire's (action driven-off).
 */
#define G_LOG_DOMAIN "vt-rz12-victory"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include "rz12-catalogue.h"
#include "rz12-ruleset.h"
#include "rz12-victory.h"

const char *
rz12_victory_game (VtGame *game)
{
  GVariant *value = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), "game") : NULL;

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) &&
      g_str_equal (g_variant_get_string (value, NULL), RZ12_GAME_BATTLE))
    return RZ12_GAME_BATTLE;
  return RZ12_GAME_TACTICAL;
}

static VtSide *
side_of (VtGame     *game,
         const char *id)
{
  return vt_scenario_find_side (vt_game_get_state (game), id);
}

/* the first side of the scenario that is not @id */
static const char *
other_side (VtGame     *game,
            const char *id)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (side), id) != 0)
        return vt_side_get_id (side);
    }
  return NULL;
}

static const char *
side_name (VtGame     *game,
           const char *id)
{
  VtSide *side = id != NULL ? side_of (game, id) : NULL;

  return side != NULL ? vt_side_get_name (side) : id;
}

/* pieces a side has lost (the ledger's total booked on it) */
static double
lost_by (VtGame     *game,
         const char *side)
{
  return vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), side, NULL, NULL);
}

/* pieces of @side still standing on the map */
static guint
standing (VtGame     *game,
          const char *side)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (vt_unit_get_side (unit), side) == 0 && vt_unit_get_strength (unit) > 0)
        n++;
    }
  return n;
}

/* The side the last journalled @action_id named; its "carried-out" in @flag */
static const char *
journalled (VtGame      *game,
            const char  *action_id,
            gboolean    *flag)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);
  const char *found = NULL;

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) outcome = NULL;
      const char *action = NULL, *side = NULL;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, action_id))
        continue;
      outcome = g_variant_lookup_value (payload, "outcome", G_VARIANT_TYPE_VARDICT);
      if (outcome != NULL && g_variant_lookup (outcome, "side", "&s", &side))
        {
          found = side;
          if (flag != NULL && !g_variant_lookup (outcome, "carried-out", "b", flag))
            *flag = FALSE;
        }
    }
  return found;
}

gboolean
rz12_victory_get (VtGame  *game,
                  char   **winner,
                  char   **reason)
{
  GListModel *sides;
  g_autoptr(VtSide) first = NULL, second = NULL;
  const char *a, *b, *driven;
  gboolean carried_out = FALSE;
  double a_lost, b_lost;
  guint a_standing, b_standing;

  if (game == NULL)
    return FALSE;
  sides = vt_scenario_get_sides (vt_game_get_state (game));
  if (g_list_model_get_n_items (sides) < 2)
    return FALSE;
  first = g_list_model_get_item (sides, 0);
  second = g_list_model_get_item (sides, 1);
  a = vt_side_get_id (first);
  b = vt_side_get_id (second);

  if (g_str_equal (rz12_victory_game (game), RZ12_GAME_TACTICAL))
    {
      /* I §3: "whoever carries out the disposition assigned to him wins";
       * whoever fails in his task loses */
      const char *side = journalled (game, "disposition", &carried_out);
      const char *other;

      if (side == NULL)
        {
          *reason = g_strdup (_ ("tactical game (I §2): undecided until the umpire finds a side has carried "
                                 "out its disposition or failed in it (I §3; action disposition)"));
          return FALSE;
        }
      other = other_side (game, side);
      *winner = g_strdup (carried_out ? side : other);
      *reason = carried_out
                ? g_strdup_printf (_ ("tactical game: %s has carried out the disposition assigned to it and wins (I §3)"),
                                   side_name (game, side))
                : g_strdup_printf (_ ("tactical game: %s has failed in the task it undertook and loses; %s wins (I §3)"),
                                   side_name (game, side), side_name (game, other));
      return TRUE;
    }

  /* I §4, the battle game */
  a_lost = lost_by (game, a);
  b_lost = lost_by (game, b);
  a_standing = standing (game, a);
  b_standing = standing (game, b);
  /* derived: a side with no piece left standing holds no position */
  if ((a_standing == 0) != (b_standing == 0))
    {
      const char *loser = a_standing == 0 ? a : b;
      const char *victor = a_standing == 0 ? b : a;

      *winner = g_strdup (victor);
      *reason = g_strdup_printf (_ ("battle game: %s has no piece left standing, so it has lost the most pieces "
                                    "and holds no position; %s wins (I §4)"),
                                 side_name (game, loser), side_name (game, victor));
      return TRUE;
    }
  driven = journalled (game, "driven-off", NULL);
  if (driven == NULL)
    {
      g_autofree char *a_text = rz12_format_pieces (a_lost);
      g_autofree char *b_text = rz12_format_pieces (b_lost);

      /* Translators: a side's name and the pieces it has lost, then the other's */
      *reason = g_strdup_printf (_ ("battle game (I §2): undecided; pieces lost %s %s, %s %s; the side that loses "
                                    "the most and is driven from its position loses (I §4; the position is "
                                    "the umpire's: action driven-off)"),
                                 side_name (game, a), a_text, side_name (game, b), b_text);
      return FALSE;
    }
  else
    {
      const char *victor = other_side (game, driven);
      double driven_lost = lost_by (game, driven), victor_lost = lost_by (game, victor);
      g_autofree char *driven_text = rz12_format_pieces (driven_lost);
      g_autofree char *victor_text = rz12_format_pieces (victor_lost);

      /* I §4 asks both: the most pieces lost and driven off */
      if (driven_lost + 1e-9 < victor_lost)
        {
          *reason = g_strdup_printf (_ ("battle game: %s is driven from its position but has lost fewer pieces "
                                        "(%s against %s); I §4 asks both, the umpire judges the superiority "
                                        "in number and position"),
                                     side_name (game, driven), driven_text, victor_text);
          return FALSE;
        }
      *winner = g_strdup (victor);
      *reason = g_strdup_printf (_ ("battle game: %s has lost the most pieces (%s against %s) and is driven from "
                                    "its position; %s wins (I §4)"),
                                 side_name (game, driven), driven_text, victor_text, side_name (game, victor));
      return TRUE;
    }
}

/* ---- the umpire's findings --------------------------------------------- */

static const VtActionParam disposition_params[] = {
  { "piece", N_("A piece of the side"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("Names the side whose disposition is judged."), NULL, VT_PARAM_ROLE_SUBJECT },
  { "carried-out", N_("Carried out"), VT_PARAM_BOOLEAN, 0, 0, NULL, FALSE,
    N_("Whether the side has carried out the disposition assigned to it (wins) or failed in the task "
    "it undertook (loses), I §3.") },
};

static const VtActionParam driven_params[] = {
  { "piece", N_("A piece of the side"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("Names the side driven from its position (I §4)."), NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtAction actions[] = {
  { "disposition", N_("Disposition carried out or failed"), disposition_params, G_N_ELEMENTS (disposition_params),
    N_("The tactical game (I §2–3): the umpire finds whether a side has carried out its disposition; "
    "that decides the game."), NULL, N_("The game") },
  { "driven-off", N_("Driven from the position"), driven_params, G_N_ELEMENTS (driven_params),
    N_("The battle game (I §2, §4): the umpire finds a side driven from its position; it loses when it "
    "has also lost the most pieces (counted from the ledger)."), NULL, N_("The game") },
};

static VtUnit *
named_piece (VtGame     *game,
             GVariant   *params,
             const char *action,
             GError    **error)
{
  GError *local_error = NULL;
  VtUnit *unit;

  if (game == NULL)
    return vt_bad_parameter_null (error, _ ("%s: the umpire judges a game: there is none"), action);
  unit = vt_params_get_unit (game, params, "piece", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (unit == NULL)
    return vt_bad_parameter_null (error, _ ("%s: name a piece of the side (piece=…)"), action);
  return unit;
}

static GVariant *
resolve_disposition (VtRuleset   *ruleset,
                     VtGame      *game,
                     const char  *action,
                     GVariant    *params,
                     VtDice      *dice,
                     GError     **error)
{
  g_autoptr(VtOutcome) outcome = NULL;
  g_autofree char *text = NULL;
  gboolean carried_out = FALSE;
  const char *side;
  VtUnit *unit = named_piece (game, params, action, error);

  if (unit == NULL)
    return NULL;
  if (!g_str_equal (rz12_victory_game (game), RZ12_GAME_TACTICAL))
    return vt_bad_parameter_null (error, _ ("disposition: this is a battle game (option game=battle), played "
                                     "without a disposition (I §2); it is won by pieces and position (I §4: "
                                     "driven-off)"));
  vt_params_get_boolean (params, "carried-out", &carried_out);
  side = vt_unit_get_side (unit);
  outcome = vt_outcome_new ();
  vt_outcome_set (outcome, "side", "s", side);
  vt_outcome_set (outcome, "carried-out", "b", carried_out);
  /* Translators: %s is the side's name */
  text = g_strdup_printf (carried_out ? _ ("%s has carried out the disposition assigned to it: it wins the tactical "
                                           "game (I §3).")
                          : _ ("%s has failed in the disposition assigned to it: it loses the tactical game (I §3)."),
                          side_name (game, side));
  /* Translators: %s is the side's name */
  vt_outcome_set_summary_phrase (outcome, carried_out
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "disposition: %s carried out", "s",
                                                  side_name (game, side))
                                 : vt_phrase_new (GETTEXT_PACKAGE, "disposition: %s failed", "s",
                                                  side_name (game, side)));
  vt_outcome_set_text (outcome, text);
  return vt_outcome_end (outcome);
}

static GVariant *
resolve_driven_off (VtRuleset   *ruleset,
                    VtGame      *game,
                    const char  *action,
                    GVariant    *params,
                    VtDice      *dice,
                    GError     **error)
{
  g_autoptr(VtOutcome) outcome = NULL;
  g_autofree char *text = NULL;
  g_autofree char *own_text = NULL;
  g_autofree char *other_text = NULL;
  const char *side, *other;
  VtUnit *unit = named_piece (game, params, action, error);
  double own, theirs;

  if (unit == NULL)
    return NULL;
  if (!g_str_equal (rz12_victory_game (game), RZ12_GAME_BATTLE))
    return vt_bad_parameter_null (error, _ ("driven-off: this is a tactical game (option game=tactical), won by "
                                     "the disposition (I §3: disposition), not by position"));
  side = vt_unit_get_side (unit);
  other = other_side (game, side);
  own = lost_by (game, side);
  theirs = other != NULL ? lost_by (game, other) : 0;
  own_text = rz12_format_pieces (own);
  other_text = rz12_format_pieces (theirs);
  outcome = vt_outcome_new ();
  vt_outcome_set (outcome, "side", "s", side);
  vt_outcome_set (outcome, "pieces-lost", "d", own);
  /* Translators: the side, the pieces it has lost and the other side's
   * (fractions such as 2½), then what follows from it (the two messages below) */
  text = g_strdup_printf (_ ("%s is driven from its position, having lost %s pieces against %s: %s (I §4)."),
                          side_name (game, side), own_text, other_text,
                          own + 1e-9 >= theirs ? _ ("it has lost the most and loses the battle game")
                                               : _ ("it has lost fewer, so the game is not decided by this alone"));
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "driven-off: %s", "s",
                                                         side_name (game, side)));
  vt_outcome_set_text (outcome, text);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_disposition },
  { &actions[1], NULL, resolve_driven_off },
};

const VtActionRule *
rz12_victory_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_victory_get_tables (guint *n_tables)
{
  *n_tables = 0;
  return NULL;
}
