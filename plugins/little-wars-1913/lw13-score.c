/* lw13-score.c: the Varieties of the Battle-Game, their ends and score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Varieties 1-3: the Fight to the Finish, played for points (100 for the
 * victory, 10 a gun, 1 1/2 a cavalry-man, 1 an infantry-man, 1/2 for each
 * of one's men prisoner of the enemy and 1/2 for each prisoner taken), the
 * Blow at the Rear and the Defensive Game. The score is derived from the
 * state, the ledger (men killed and taken prisoner) and the journal (men
 * liberated), so undo and replay agree.
 */
#define G_LOG_DOMAIN "lw13-score"

#include "lw13-i18n.h"

#include <math.h>

#include "lw13-catalogue.h"
#include "lw13-measures.h"
#include "lw13-score.h"

static const char * const score_rows[] = {
  "victory", "gun", "cavalry-man", "infantry-man", "own-prisoner", "prisoner-taken", NULL
};
static const char * const score_columns[] = { "points", NULL };
static const double score_values[] = { 100, 10, 1.5, 1, 0.5, 0.5 };

static const VtRuleTable tables[] = {
  { "score", N_("Fight to the Finish: the points"), "Varieties 1",
    score_rows, score_columns, score_values, NULL,
    N_("own-prisoner: every man of yours prisoner in the hands of the enemy; prisoner-taken: every "
    "prisoner you have taken. A draw divides the victory's points.") },
};

const VtRuleTable *
lw13_score_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}

static double
points (VtGame     *game,
        const char *row)
{
  return vt_rule_table_get_value (&tables[0], row, "points", game);
}

/* ---- what the field holds ------------------------------------------------ */

typedef struct {
  guint infantry;
  guint cavalry;
  guint guns;      /* its own still on the field, and those it has captured */
  guint prisoners; /* its men in the enemy's hands */
} Force;

/* men of @side liberated, as the journal's melees and liberations say */
static guint
liberated_of (VtGame     *game,
              const char *side)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint men = 0;

  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      g_autoptr(GVariant) outcome = NULL;
      const char *whose = NULL;
      guint count;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION))
        continue;
      outcome = g_variant_lookup_value (vt_event_get_payload (event), "outcome", G_VARIANT_TYPE_VARDICT);
      if (outcome == NULL)
        continue;
      if (g_variant_lookup (outcome, "attacking-side", "&s", &whose) && g_strcmp0 (whose, side) == 0 &&
          g_variant_lookup (outcome, "attackers-liberated", "u", &count))
        men += count;
      if (g_variant_lookup (outcome, "defending-side", "&s", &whose) && g_strcmp0 (whose, side) == 0 &&
          g_variant_lookup (outcome, "defenders-liberated", "u", &count))
        men += count;
      if (g_variant_lookup (outcome, "liberated-side", "&s", &whose) && g_strcmp0 (whose, side) == 0 &&
          g_variant_lookup (outcome, "liberated", "u", &count))
        men += count;
    }
  return men;
}

static void
count_force (VtGame     *game,
             const char *side,
             Force      *force)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  GListModel *ledger = G_LIST_MODEL (vt_game_get_loss_ledger (game));
  guint captured = 0;

  *force = (Force) { 0, };
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      const char *type = vt_unit_get_unit_type (unit);

      /* prisoners, and liberated men not yet rearmed, are not "alive and
       * uncaptured": the ledger's captures count them (Varieties 1) */
      if (g_strcmp0 (vt_unit_get_side (unit), side) != 0 || lw13_is_disarmed (unit))
        continue;
      /* a box counts as infantry-men (derived: its contents are unknown) */
      if (g_str_equal (type, LW13_INFANTRY) || g_str_equal (type, LW13_BOX))
        force->infantry += vt_unit_get_strength (unit);
      else if (g_str_equal (type, LW13_CAVALRY))
        force->cavalry += vt_unit_get_strength (unit);
      else if (lw13_catalogue_is_gun (type))
        force->guns += vt_unit_get_strength (unit);
    }

  for (guint i = 0; i < g_list_model_get_n_items (ledger); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (ledger, i);
      gint men = vt_loss_entry_get_men (entry);
      guint count = men >= 0 ? (guint) men : (guint) lround (vt_loss_entry_get_points (entry));

      if (!vt_loss_entry_get_captured (entry))
        continue;
      if (g_strcmp0 (vt_loss_entry_get_arm (entry), "artillery") == 0)
        {
          VtUnit *gun = vt_scenario_find_unit (vt_game_get_state (game), vt_loss_entry_get_unit (entry));

          /* a gun taken from the other side is the captor's; one taken
           * over (gun-capture turned) stands on the field on his side and
           * is counted there, above */
          if (g_strcmp0 (vt_loss_entry_get_side (entry), side) != 0 &&
              (gun == NULL || vt_unit_get_strength (gun) == 0))
            force->guns += count;
        }
      else if (g_strcmp0 (vt_loss_entry_get_arm (entry), "train") != 0 &&
               g_strcmp0 (vt_loss_entry_get_side (entry), side) == 0)
        /* men, not waggons taken in a capitulation */
        captured += count;
    }
  force->prisoners = captured - MIN (captured, liberated_of (game, side));
}

/* the side that struck the Blow at the Rear, or that won the Defensive
 * Game, as the journal's last such action says */
static const char *
journalled_victor (VtGame      *game,
                   const char  *action_id,
                   const char **reason)
{
  VtJournal *journal = vt_game_get_journal (game);
  const char *victor = NULL;

  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) outcome = NULL;
      const char *action = NULL, *who = NULL;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, action_id))
        continue;
      outcome = g_variant_lookup_value (payload, "outcome", G_VARIANT_TYPE_VARDICT);
      if (outcome != NULL && g_variant_lookup (outcome, "victor", "&s", &who))
        {
          victor = who;
          g_variant_lookup (outcome, VT_OUTCOME_SUMMARY, "&s", reason);
        }
    }
  return victor;
}

gboolean
lw13_score_get_victory (VtRuleset  *ruleset,
                        VtGame     *game,
                        char      **winner,
                        char      **reason)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  const char *game_kind = lw13_option_game (game);
  g_autoptr(VtSide) first = NULL, second = NULL;
  Force a, b;
  guint a_men, b_men;
  double draw_under = lw13_measure (game, "draw-under");

  if (g_list_model_get_n_items (sides) < 2)
    return FALSE;
  first = g_list_model_get_item (sides, 0);
  second = g_list_model_get_item (sides, 1);

  if (!g_str_equal (game_kind, LW13_GAME_FIGHT_TO_THE_FINISH))
    {
      const char *why = NULL;
      const char *victor = journalled_victor (game, g_str_equal (game_kind, LW13_GAME_DEFENSIVE)
                                                    ? "defensive-game" : "blow-at-the-rear", &why);

      if (victor != NULL)
        {
          *winner = g_strdup (victor);
          *reason = g_strdup (why != NULL ? why : "decided");
          return TRUE;
        }
    }

  count_force (game, vt_side_get_id (first), &a);
  count_force (game, vt_side_get_id (second), &b);
  a_men = a.infantry + a.cavalry;
  b_men = b.infantry + b.cavalry;

  /* Varieties 1: "kill, capture, or drive over his back line the whole of
   * the enemy's force" */
  if (a_men == 0 && b_men == 0)
    {
      *winner = NULL;
      *reason = g_strdup (_ ("no men are left on either side: the battle is drawn"));
      return TRUE;
    }
  if (a_men == 0 || b_men == 0)
    {
      *winner = g_strdup (vt_side_get_id (a_men == 0 ? second : first));
      /* Translators: the sides' names, the beaten one first */
      *reason = g_strdup_printf (_ ("the whole of %s's force is killed, captured or gone: victory for %s"),
                                 vt_side_get_name (a_men == 0 ? first : second),
                                 vt_side_get_name (a_men == 0 ? second : first));
      return TRUE;
    }
  /* "If the battle is still undecided when both forces are reduced below
   * fifteen men, the battle is drawn and the 100 points for victory are
   * divided." */
  if (!g_str_equal (game_kind, LW13_GAME_DEFENSIVE) && a_men < draw_under && b_men < draw_under)
    {
      *winner = NULL;
      *reason = g_strdup_printf (_ ("both forces are reduced below %g men (%u and %u): the battle is drawn "
                                    "and the points for victory are divided"), draw_under, a_men, b_men);
      return TRUE;
    }
  *reason = g_strdup_printf (_ ("undecided: %u men against %u"), a_men, b_men);
  return FALSE;
}

static double
score_of (VtGame       *game,
          const Force  *own,
          const Force  *other,
          double        victory)
{
  return victory * points (game, "victory") + own->guns * points (game, "gun") +
         own->cavalry * points (game, "cavalry-man") + own->infantry * points (game, "infantry-man") +
         own->prisoners * points (game, "own-prisoner") + other->prisoners * points (game, "prisoner-taken");
}

gboolean
lw13_score_get_score (VtRuleset  *ruleset,
                      VtGame     *game,
                      const char *side,
                      double     *score)
{
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;
  const char *other = lw13_other_side (game, side);
  double victory = 0;
  Force own, theirs;

  if (lw13_score_get_victory (ruleset, game, &winner, &reason))
    victory = winner == NULL ? 0.5 : g_strcmp0 (winner, side) == 0 ? 1 : 0;
  count_force (game, side, &own);
  count_force (game, other, &theirs);
  *score = score_of (game, &own, &theirs, victory);
  return TRUE;
}

/* ---- the score without a game -------------------------------------------- */

static const char * const victory_choices[] = { "won", "lost", "drawn", "undecided", NULL };
static const char * const victory_labels[] = {
  N_("Won"), N_("Lost"), N_("Drawn (both below fifteen men)"), N_("Undecided"), NULL
};

static const VtActionParam score_params[] = {
  { "victory", N_("The battle"), VT_PARAM_CHOICE, 0, 0, victory_choices, FALSE,
    N_("Won: 100; drawn: the 100 divided."), victory_labels },
  { "guns", N_("Guns held or in a position to take"), VT_PARAM_INTEGER, 0, 1000, NULL, FALSE, N_("10 each.") },
  { "cavalry", N_("Cavalry-men alive and uncaptured"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE, N_("1 1/2 each.") },
  { "infantry", N_("Infantry-men alive and uncaptured"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE, N_("1 each.") },
  { "own-prisoners", N_("Your men prisoner in the enemy's hands"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE,
    N_("1/2 each.") },
  { "prisoners-taken", N_("Prisoners you have taken"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE, N_("1/2 each.") },
};

static GVariant *
resolve_score (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  const char *victory = NULL;
  gint64 guns = 0, cavalry = 0, infantry = 0, own_prisoners = 0, taken = 0;
  Force own, other = { 0, };
  double total, share;

  vt_params_get_string (params, "victory", &victory);
  vt_params_get_integer (params, "guns", &guns);
  vt_params_get_integer (params, "cavalry", &cavalry);
  vt_params_get_integer (params, "infantry", &infantry);
  vt_params_get_integer (params, "own-prisoners", &own_prisoners);
  vt_params_get_integer (params, "prisoners-taken", &taken);
  own = (Force) { (guint) infantry, (guint) cavalry, (guint) guns, (guint) own_prisoners };
  other.prisoners = (guint) taken;
  share = g_str_equal (victory, "won") ? 1 : g_str_equal (victory, "drawn") ? 0.5 : 0;
  total = score_of (game, &own, &other, share);

  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "score: %g points", "d", total));
  text = g_strdup_printf (_ ("Varieties 1: %g for the victory, %" PRId64 " guns × %g, %" PRId64
                             " cavalry-men × %g, %" PRId64 " infantry-men × %g, %" PRId64
                             " of yours prisoner × %g, %" PRId64 " prisoners taken × %g: %g."),
                          share * points (game, "victory"), guns, points (game, "gun"), cavalry,
                          points (game, "cavalry-man"), infantry, points (game, "infantry-man"),
                          own_prisoners, points (game, "own-prisoner"), taken, points (game, "prisoner-taken"),
                          total);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "score", "d", total);
  return vt_outcome_end (outcome);
}

/* ---- the Blow at the Rear ----------------------------------------------- */

static const VtActionParam blow_params[] = {
  { "striker", N_("A body of the striking side"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("Its side has struck the blow."), NULL, VT_PARAM_ROLE_ATTACKER },
  { "men", N_("Men on the antagonist's back line"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE,
    N_("Men of one force who have reached any point of their antagonist's back line (or the part of "
    "it agreed).") },
};

static GVariant *
resolve_blow (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) striker = lw13_params_get_units (game, params, "striker", error);
  gint64 men = 0;

  if (striker == NULL)
    return NULL;
  vt_params_get_integer (params, "men", &men);
  /* Varieties 2: "decided when at least three men of one force reach any
   * point in the back line of their antagonist" (a number the table does
   * not hold: it is the game's definition) */
  if (men < 3)
    {
      vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "blow at the rear: not yet struck",
                                                             NULL));
      vt_outcome_set_text (outcome, _ ("Varieties 2: at least three men must reach the antagonist's back line."));
      vt_outcome_set (outcome, "struck", "b", FALSE);
      return vt_outcome_end (outcome);
    }

  vt_outcome_set (outcome, "struck", "b", TRUE);
  if (striker->len > 0)
    {
      const char *side = vt_unit_get_side (g_ptr_array_index (striker, 0));
      const char *defeated = lw13_other_side (game, side);
      GListModel *units = vt_scenario_get_units (vt_game_get_state (game));

      vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "blow at the rear: %" PRId64 " men of %s "
                                                             "on the back line; strategic defeat of %s", "xss", men,
                                                             side, defeated));
      vt_outcome_set (outcome, "victor", "s", side);
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

          if (g_strcmp0 (vt_unit_get_side (unit), defeated) == 0 && vt_unit_get_strength (unit) > 0)
            vt_outcome_change_condition (outcome, vt_unit_get_id (unit), "retreat",
                                         _ ("strategic defeat: over the back line, or capitulate"), 6);
        }
      vt_outcome_list_changes (outcome);
    }
  else
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "blow at the rear: %" PRId64 " men on "
                                                           "the back line; strategic defeat", "x", men));
  vt_outcome_set_text (outcome, _ ("Varieties 2: the antagonist has suffered a strategic defeat and must "
                                   "retreat his entire force over the back line in six of his moves; anything "
                                   "left on the field after six moves capitulates to the victor (action "
                                   "capitulate). Points count as in the Fight to the Finish."));
  return vt_outcome_end (outcome);
}

static const VtActionParam capitulate_params[] = {
  { "bodies", N_("Bodies left on the field"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("Everything of the defeated side still on the field after six moves."), NULL, VT_PARAM_ROLE_SUBJECT },
};

static GVariant *
resolve_capitulate (VtRuleset   *ruleset,
                    VtGame      *game,
                    const char  *action,
                    GVariant    *params,
                    VtDice      *dice,
                    GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) bodies = lw13_params_get_units (game, params, "bodies", error);
  guint men = 0;

  if (bodies == NULL)
    return NULL;
  for (guint i = 0; i < bodies->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (bodies, i);
      guint strength = vt_unit_get_strength (unit);

      if (strength == 0)
        continue;
      vt_outcome_book_capture_phrase (outcome, vt_unit_get_id (unit), NULL, strength,
                                      vt_phrase_new (GETTEXT_PACKAGE, "capitulated", ""), strength, 0);
      if (lw13_catalogue_is_men (vt_unit_get_unit_type (unit)))
        men += strength;
    }
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                                "capitulation: %u men and what else is left capitulate",
                                                                "capitulation: %u men and what else is left capitulate",
                                                                men, "i", men));
  vt_outcome_set_text (outcome, _ ("Varieties 2: anything left on the field after six moves capitulates to the victor."));
  vt_outcome_set (outcome, "prisoners", "u", men);
  if (game != NULL)
    vt_outcome_list_losses (outcome);
  return vt_outcome_end (outcome);
}

/* ---- the Defensive Game ------------------------------------------------- */

static const VtActionParam defensive_params[] = {
  { "attackers", N_("The attack's original strength"), VT_PARAM_INTEGER, 1, 100000, NULL, FALSE, NULL },
  { "defenders", N_("The defenders' strength"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Two-thirds as strong as the attack (checked when given).") },
  { "arrived", N_("Attackers on the defender's back line"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Men of the attack who have arrived upon the defender's back line.") },
  { "attacker", N_("A body of the attack"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("For the game's end: its side wins when it arrives."), NULL, VT_PARAM_ROLE_ATTACKER },
};

static GVariant *
resolve_defensive (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GPtrArray) attacker = lw13_params_get_units (game, params, "attacker", error);
  /* Translators: the section of the rules the sentences after it follow */
  g_autoptr(GString) text = g_string_new (_ ("Varieties 3: "));
  gint64 attackers = 0, defenders = 0, arrived = 0;
  gboolean arrives = FALSE;
  double allowed, quarter;

  if (attacker == NULL)
    return NULL;
  vt_params_get_integer (params, "attackers", &attackers);
  /* "a force, the defenders, two-thirds as strong as its antagonist": the
   * whole men of two-thirds, rounded down (derived) */
  allowed = floor (attackers * 2.0 / 3.0);
  if (vt_params_get_integer (params, "defenders", &defenders))
    {
      if (defenders > allowed && !lw13_umpire_allows (params))
        return lw13_umpire_decides (error, _ ("defensive-game: %" PRId64 " defenders against %"
                                       PRId64 ": the defenders are two-thirds as strong as the attack, "
                                       "at most %g (Varieties 3)"), defenders, attackers, allowed);
      g_string_append_printf (text, _ ("%" PRId64 " defenders against %" PRId64 " (at most %g). "),
                              defenders, attackers, allowed);
    }
  /* "tries to prevent the latter arriving, while still a quarter of its
   * original strength, upon the defender's back line" */
  quarter = ceil (attackers / 4.0);
  if (vt_params_get_integer (params, "arrived", &arrived))
    {
      arrives = arrived >= quarter;
      g_string_append_printf (text, arrives ? _ ("%" PRId64 " of the attack on the defender's back line, a "
                                                 "quarter of its %" PRId64 " being %g: the attack has won.")
                                            : _ ("%" PRId64 " of the attack on the defender's back line, a "
                                                 "quarter of its %" PRId64 " being %g: not yet."),
                              arrived, attackers, quarter);
    }
  g_string_append (text, _ (" The defender puts out his men on his own side, not within a move of the middle "
                            "line; the First Player sets out his a move from his back line; the defender may "
                            "open fire forthwith."));
  vt_outcome_set_summary_phrase (outcome, arrives
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "defensive game: the attack arrives in strength: "
                                                  "it wins", NULL)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "defensive game: the defence holds", NULL));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "defenders-allowed", "u", (guint) allowed);
  vt_outcome_set (outcome, "quarter", "u", (guint) quarter);
  vt_outcome_set (outcome, "arrived", "b", arrives);
  if (arrives && attacker->len > 0)
    vt_outcome_set (outcome, "victor", "s", vt_unit_get_side (g_ptr_array_index (attacker, 0)));
  return vt_outcome_end (outcome);
}

/* ---- the dispatch table ------------------------------------------------- */

static const VtAction actions[] = {
  { "score", N_("Score (Fight to the Finish)"), score_params, G_N_ELEMENTS (score_params),
    N_("Varieties 1: 100 for the victory, 10 a gun, 1 1/2 a cavalry-man, 1 an infantry-man, 1/2 a "
    "prisoner either way."), NULL, N_("The game") },
  { "blow-at-the-rear", N_("Blow at the Rear"), blow_params, G_N_ELEMENTS (blow_params),
    N_("Varieties 2: three men on the antagonist's back line; he retreats in six moves."), NULL, N_("The game") },
  { "capitulate", N_("Capitulate"), capitulate_params, G_N_ELEMENTS (capitulate_params),
    N_("Varieties 2: what is left on the field after six moves capitulates."), NULL, N_("The game") },
  { "defensive-game", N_("The Defensive Game"), defensive_params, G_N_ELEMENTS (defensive_params),
    N_("Varieties 3: the defenders two-thirds as strong; the attack wins arriving with a quarter."),
    NULL, N_("The game") },
};

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_score },
  { &actions[1], NULL, resolve_blow },
  { &actions[2], NULL, resolve_capitulate },
  { &actions[3], NULL, resolve_defensive },
};

const VtActionRule *
lw13_score_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
