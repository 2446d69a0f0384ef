/* rz12-artillery.c: the artillery, Section XII, lost, and its substitute
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What survives elsewhere in the source is applied: a half-battery fires
 * only from its position marker, placed the move after it arrived, and
 * first fires the move after that (V §9–10); the sextant's four arcs are
 * canister and ball, each point-blank and ricochet (V §12). The figures
 * XII gave are lost: the umpire plays one of two substitutes (the option
 * "artillery-substitute"), both labelled derived and both house tables he
 * may edit: 1824's artillery bands and Points turned into 1812's distances
 * and pieces, or his own table.
 */
#define G_LOG_DOMAIN "vt-rz12-artillery"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "rz12-artillery.h"
#include "rz12-catalogue.h"
#include "rz12-losses.h"
#include "rz12-ruleset.h"

static const char * const band_rows[] = {
  "canister-point-blank", "canister-ricochet", "ball-point-blank", "ball-ricochet",
  "howitzer-shell", "howitzer-long-shell", NULL
};
/* the bands' names in an outcome's text, as vt_label_from_id gives them in English */
static const char * const band_labels[] = {
  N_("Canister point blank"), N_("Canister ricochet"), N_("Ball point blank"), N_("Ball ricochet"),
  N_("Howitzer shell"), N_("Howitzer long shell"), NULL
};
/* the sextant's four arcs (V §12) are the first rows; the howitzer's
 * shell follows them */
#define RZ12_ARCS 4
#define RZ12_SHELL 4
static const char * const band_columns[] = {
  "light-reach", "heavy-reach", "infantry", "cavalry", "heavy-factor", NULL
};
/* Derived from reiswitz-1824 (its table artillery-bands and the means of
 * die III in fire-artillery): 6-pounders' bands 400/800/1200/1800 paces,
 * 12-pounders' 500/1000/1800/2000, in distances of 50 paces; a half
 * battery's 16, 8, 6, 3 Points a Zug of 2 minutes are 80, 40, 30, 15 men
 * of closed infantry (5 men a Point), 40, 20, 15, 7.5 a minute, of a
 * piece of 150: ¼, ⅛, ⅛, 1/16 to the nearest marker. Cavalry as infantry
 * (VIII §16: the taller target is not hit less). 12-pounder canister a
 * quarter more (1824). */
static const double band_values[] = {
  8,  10, 0.25,   0.25,   1.25,
  16, 20, 0.125,  0.125,  1.25,
  24, 36, 0.125,  0.125,  1,
  36, 40, 0.0625, 0.0625, 1,
  /* Derived from reiswitz-1824 as well: its 7-pounder howitzer's shell to
   * 1200 and long shell to 1800 paces (24 and 36 distances), shell as
   * ball and long shell as rolling shot (its die III: 6 and 3 Points a
   * half battery of four); the heavy half-battery has one howitzer (IV
   * §17 A: 3 cannon, 1 howitzer), a quarter of ⅛ and 1/16. Foot and horse
   * half-batteries have none (light-reach 0). */
  0,  24, 0.03125,  0.03125,  1,
  0,  36, 0.015625, 0.015625, 1,
};

static const VtRuleTable tables[] = {
  { "artillery-rz24", N_("Artillery (substitute): 1824's bands in distances, pieces a half-battery takes"),
    "XII (lost); V §12", band_rows, band_columns, band_values, NULL,
    N_("Every cell derived from reiswitz-1824: its 6-pounder bands of 400, 800, 1200, 1800 paces and "
    "12-pounder bands of 500, 1000, 1800, 2000, in distances; its die III means of 16, 8, 6, 3 Points "
    "a half battery and Zug of 2 minutes, at 5 men a Point, are 40, 20, 15, 7.5 men a minute, of a "
    "closed piece of 150 the nearest markers 1/4, 1/8, 1/8, 1/16; cavalry as infantry (VIII §16); "
    "12-pounder canister a quarter more. Squares take double (IX §17 1, derived). Howitzer shell (XII "
    "lost): 1824's 7-pounder howitzer bands, shell to 1200 paces and long shell to 1800 (24, 36 "
    "distances), shell as ball and long shell as rolling shot; the heavy half-battery's one howitzer "
    "(IV §17 A) a quarter of 1/8 and 1/16: 1/32, 1/64.") },
  { "artillery-house", N_("Artillery (substitute): the umpire's house table"), "XII (lost); V §12",
    band_rows, band_columns, band_values, NULL,
    N_("The umpire's own figures for the lost Section XII: it starts as the 1824 conversion; set its "
    "cells as house rules.") },
};

static const char * const gun_choices[] = { "light", "heavy", NULL };
static const char * const gun_labels[] = {
  N_("Foot or horse artillery"), N_("Heavy artillery (3 cannon, 1 howitzer)"), NULL
};
static const char * const target_choices[] = { "infantry", "cavalry", "square", NULL };

static const VtActionParam artillery_params[] = {
  { "firer", N_("Half-batteries"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The half-batteries that fire together."),
    NULL, VT_PARAM_ROLE_FIRER },
  { "target", N_("Target"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The pieces fired at, in the order the loss falls."),
    NULL, VT_PARAM_ROLE_TARGET },
  { "gun", N_("Guns"), VT_PARAM_CHOICE, 0, 0, gun_choices, TRUE, N_("From the half-batteries when not given."),
    gun_labels },
  { "batteries", N_("Half-batteries (number)"), VT_PARAM_INTEGER, 1, 19, NULL, TRUE,
    N_("The firers named when not given.") },
  { "target-kind", N_("Target's kind"), VT_PARAM_CHOICE, 0, 0, target_choices, TRUE,
    N_("From the target piece when not given.") },
  { "distance", N_("Distance (distances)"), VT_PARAM_INTEGER, 1, 60, NULL, TRUE,
    N_("From the position to the target; measured when not given.") },
  { "shell", N_("Howitzer shell"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("The heavy half-battery's howitzer throws shell (IV §17 A: 3 cannon, 1 howitzer); XII is lost, "
    "1824's howitzer bands stand in (substituted).") },
  { "over-marsh", N_("A marsh between"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("A marsh lies between the battery and the target: the ricochet is halved (1824, substituted for "
    "XII; the option ricochet-over-marsh). From the map when not given.") },
};

static const VtAction actions[] = {
  { "artillery-fire", N_("Artillery fire (substitute)"), artillery_params, G_N_ELEMENTS (artillery_params),
    N_("Section XII is lost: the umpire's substitute, 1824's bands or his house table (the option)."), NULL,
    N_("Fire") },
};

static gboolean
placed_in_move (VtGame     *game,
                const char *unit_id,
                guint       move)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      const char *unit = NULL;

      if (vt_event_get_move (event) == move && g_str_equal (vt_event_get_kind (event), VT_EVENT_FORMATION) &&
          g_variant_lookup (vt_event_get_payload (event), "unit", "&s", &unit) && g_str_equal (unit, unit_id))
        return TRUE;
    }
  return FALSE;
}

/* the move in which @unit_id last changed formation, its position marker
 * fastened; FALSE when it stood in it from the start */
static gboolean
placement_move (VtGame     *game,
                const char *unit_id,
                guint      *move)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);
  gboolean found = FALSE;

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      const char *unit = NULL;

      if (g_str_equal (vt_event_get_kind (event), VT_EVENT_FORMATION) &&
          g_variant_lookup (vt_event_get_payload (event), "unit", "&s", &unit) && g_str_equal (unit, unit_id))
        {
          *move = vt_event_get_move (event);
          found = TRUE;
        }
    }
  return found;
}

/* whether a marsh, and whether water, lies on the line from @firer to
 * @target (the ricochet's ground; sampled every 10 paces, derived) */
static void
lies_between (VtGame   *game,
              VtUnit   *firer,
              VtUnit   *target,
              gboolean *marsh,
              gboolean *water)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  g_autoptr(GPtrArray) crossed = NULL;
  VtPoint a, b;

  vt_unit_get_position (firer, &a);
  vt_unit_get_position (target, &b);
  crossed = vt_features_crossed (features, &a, &b, 10);
  for (guint i = 0; i < crossed->len; i++)
    {
      const char *kind = vt_feature_get_kind (g_ptr_array_index (crossed, i));

      if (g_str_equal (kind, "marsh"))
        *marsh = TRUE;
      else if (g_str_equal (kind, "river") || g_str_equal (kind, "stream") || g_str_equal (kind, "brook") ||
               g_str_equal (kind, "canal") || g_str_equal (kind, "lake") || g_str_equal (kind, "ditch"))
        *water = TRUE;
    }
}

/* the target's kind and the gun as an outcome's text says them: the ids in
 * English, words in the umpire's language */
static const char *
kind_word (const char *kind)
{
  /* Translators: the target of artillery fire, after "a half-battery on" */
  return g_str_equal (kind, "cavalry") ? _ ("cavalry") : g_str_equal (kind, "square") ? _ ("square")
         : g_str_equal (kind, "infantry") ? _ ("infantry") : kind;
}

static const char *
gun_word (const char *gun)
{
  /* Translators: the half-battery's guns in a summary: heavy (3 cannon, 1
   * howitzer) or light (foot or horse artillery) */
  return g_str_equal (gun, "heavy") ? N_("heavy") : g_str_equal (gun, "light") ? N_("light") : gun;
}

static GVariant *
resolve_artillery (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) firers = NULL;
  g_autoptr(GPtrArray) targets = NULL;
  g_autofree char *each_told = NULL;
  g_autofree char *loss_told = NULL;
  g_autofree char *at_told = NULL;
  GVariant *note;
  const char *gun = NULL, *kind = NULL, *band = NULL, *band_label = NULL, *reading = NULL;
  const VtRuleTable *table;
  GError *local_error = NULL;
  gint64 batteries = 0, distance = 0;
  gboolean shell = FALSE, over_marsh = FALSE, marsh_halves = FALSE, water = FALSE;
  guint placed = 0;
  double each, loss;
  GVariant *option;

  firers = rz12_units_named (game, params, "firer", &local_error);
  targets = firers != NULL ? rz12_units_named (game, params, "target", &local_error) : NULL;
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (!vt_params_get_string (params, "gun", &gun) && firers->len > 0)
    {
      const Rz12Piece *piece = rz12_piece_for_unit (g_ptr_array_index (firers, 0));

      if (piece == NULL || piece->kind != RZ12_KIND_ARTILLERY)
        return vt_bad_parameter_null (error, _ ("artillery-fire: %s is no half-battery"),
                                      vt_unit_get_display_name (g_ptr_array_index (firers, 0)));
      gun = g_str_equal (piece->unit_type, "heavy-artillery") ? "heavy" : "light";
    }
  if (gun == NULL)
    return vt_bad_parameter_null (error, _ ("artillery-fire: name the half-batteries (firer=…) or the guns (gun=…)"));
  if (!vt_params_get_integer (params, "batteries", &batteries))
    batteries = MAX (1, (gint64) firers->len);
  if (!vt_params_get_string (params, "target-kind", &kind))
    {
      const Rz12Piece *piece = targets->len > 0 ? rz12_piece_for_unit (g_ptr_array_index (targets, 0)) : NULL;
      const char *formation = targets->len > 0 ? vt_unit_get_formation (g_ptr_array_index (targets, 0)) : NULL;

      kind = piece != NULL && rz12_kind_is_cavalry (piece->kind) ? "cavalry"
             : g_strcmp0 (formation, "square") == 0 || g_strcmp0 (formation, "mass") == 0 ? "square" : "infantry";
    }
  if (!vt_params_get_integer (params, "distance", &distance))
    {
      if (firers->len == 0 || targets->len == 0)
        return vt_bad_parameter_null (error, _ ("artillery-fire: give the distance (distance=…), or a game to "
                                         "measure it in"));
      distance = MAX (1, (gint64) ceil ((vt_units_distance (g_ptr_array_index (firers, 0),
                                                            g_ptr_array_index (targets, 0)) - RZ12_DISTANCE)
                                        / RZ12_DISTANCE - 1e-6));
    }

  if (!rz12_umpire_allows (params))
    for (guint i = 0; i < firers->len; i++)
      {
        VtUnit *firer = g_ptr_array_index (firers, i);

        if (g_strcmp0 (vt_unit_get_formation (firer), "in-position") != 0)
          return rz12_umpire_decides (error, _ ("artillery-fire: %s is not in its position marker; it fires only "
                                         "from one (V §9)"), vt_unit_get_display_name (firer));
        if (placed_in_move (game, vt_unit_get_id (firer), vt_game_get_move (game)))
          return rz12_umpire_decides (error, _ ("artillery-fire: %s was placed in its position marker this move "
                                         "and first fires in the next (V §10)"), vt_unit_get_display_name (firer));
        /* V §10: brought to the firing position in one move, the marker
         * is fastened "in the following move", not in the move of arriving */
        if (placement_move (game, vt_unit_get_id (firer), &placed) &&
            rz12_activity_in_move (game, vt_unit_get_id (firer), placed) != NULL)
          return rz12_umpire_decides (error, _ ("artillery-fire: %s was placed in its position marker in the move it "
                                         "arrived; the marker is fastened in the move after arriving and the battery "
                                         "fires in the move after that (V §10)"), vt_unit_get_display_name (firer));
        if (rz12_activity_in_move (game, vt_unit_get_id (firer), vt_game_get_move (game)) != NULL)
          return rz12_umpire_decides (error, _ ("artillery-fire: %s has moved this move (V §10)"),
                                      vt_unit_get_display_name (firer));
      }

  option = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), "artillery-substitute") : NULL;
  if (option != NULL && g_variant_is_of_type (option, G_VARIANT_TYPE_STRING))
    reading = g_variant_get_string (option, NULL);
  table = g_strcmp0 (reading, "house-table") == 0 ? &tables[1] : &tables[0];
  vt_params_get_boolean (params, "shell", &shell);
  /* IV §17 A: only the heavy half-battery has a howitzer */
  if (shell && !g_str_equal (gun, "heavy"))
    return vt_bad_parameter_null (error, _ ("artillery-fire: shell is thrown by a howitzer, and only the heavy "
                                     "half-battery has one (IV §17 A: 3 cannon, 1 howitzer)"));
  for (guint i = shell ? RZ12_SHELL : 0; band_rows[i] != NULL && (shell || i < RZ12_ARCS); i++)
    if ((double) distance <= vt_rule_table_get_value (table, band_rows[i], g_str_equal (gun, "heavy")
                                                      ? "heavy-reach" : "light-reach", game))
      {
        band = band_rows[i];
        band_label = _ (band_labels[i]);
        break;
      }
  if (band == NULL)
    return vt_bad_parameter_null (error, shell ? _ ("artillery-fire: %" PRId64 " distances is beyond the "
                                                    "howitzer's long shell (%s)")
                                  : _ ("artillery-fire: %" PRId64 " distances is beyond the ball's ricochet (%s)"),
                                  distance, _ (table->title));

  each = vt_rule_table_get_value (table, band, g_str_equal (kind, "cavalry") ? "cavalry" : "infantry", game);
  if (g_str_equal (gun, "heavy"))
    each *= vt_rule_table_get_value (table, band, "heavy-factor", game);
  /* IX §17 1: artillery's effect on squares and masses is more intense (derived: double) */
  if (g_str_equal (kind, "square"))
    each *= 2;

  /* XII's ricochet over water or marsh is lost; 1824: a marsh gives the
   * poor die, half the favourable one's loss; over water it gives no rule */
  if (g_str_has_suffix (band, "-ricochet"))
    {
      if (!vt_params_get_boolean (params, "over-marsh", &over_marsh) && firers->len > 0 && targets->len > 0)
        lies_between (game, g_ptr_array_index (firers, 0), g_ptr_array_index (targets, 0), &over_marsh, &water);
      marsh_halves = over_marsh && g_strcmp0 (rz12_option_string (game, "ricochet-over-marsh"), "not-reduced") != 0;
      if (marsh_halves)
        each *= 0.5;
    }
  loss = each * (double) batteries;
  each_told = rz12_format_pieces (each);
  loss_told = rz12_format_pieces (loss);

  /* Translators: the distance the guns fire at; the English says
   * "distances" for one too */
  at_told = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " distances", "%" PRId64 " distances",
                                          distance), distance);
  /* Translators: the substitute's table (1824's bands or the house table),
   * then the howitzer note or nothing; the count of half-batteries, the gun
   * (heavy/light), the distance, the band's name, the loss a half-battery
   * in pieces, the target kind (an id: infantry, cavalry, square), the loss
   * in all */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "Section XII is lost; the umpire's substitute: %s%s. %" PRId64
                                             " half-battery of %s at %s, %s: %s a half-battery "
                                             "on %s, %s in all.",
                                             "Section XII is lost; the umpire's substitute: %s%s. %" PRId64
                                             " half-batteries of %s at %s, %s: %s a "
                                             "half-battery on %s, %s in all.", (gulong) batteries),
                          table == &tables[0] ? C_("substitute", "1824's artillery bands, converted (derived)")
                          : _ ("his house table"),
                          shell ? _ ("; howitzer shell from 1824's 7-pounder howitzer bands, the heavy "
                             "half-battery's one howitzer (IV §17 A)") : "",
                          batteries,
                          vt_ruleset_get_choice_label (ruleset, &artillery_params[2], gun), at_told,
                          band_label, each_told, kind_word (kind), loss_told);
  if (marsh_halves)
    g_string_append (text, _ (" A marsh lies between: it swallows the ricochet, half the loss (1824's poor die, "
                        "substituted for XII's lost ricochet over marsh; the option ricochet-over-marsh)."));
  else if (over_marsh)
    g_string_append (text, _ (" A marsh lies between; the game's option leaves the ricochet unreduced (XII's rule "
                        "is lost)."));
  if (water)
    g_string_append (text, _ (" Water lies between: XII's rule for ricochet over water is lost and 1824 gives "
                        "none; the ricochet counts as over open ground (the umpire's judgement)."));
  /* Translators: the ledger's note; 1824's bands or the house table, then
   * the howitzer note or nothing, then the marsh note or nothing */
  note = vt_phrase_new (GETTEXT_PACKAGE, "artillery (%s%s%s, substituted for XII)", "ttt",
                        table == &tables[0] ? N_ ("1824's bands") : N_ ("house table"),
                        shell ? N_ (", howitzer shell") : "", marsh_halves ? N_ (", ricochet over marsh halved") : "");
  rz12_losses_book (game, targets, loss, 0, note, outcome, text, NULL);

  /* Translators: the gun (an id: heavy, light), the distance, the loss in
   * pieces, a fraction such as ½ or 1¼ (the plural from 1¼ on) */
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (
    GETTEXT_PACKAGE, "artillery-fire (substitute): %s at %s, %s piece lost",
    "artillery-fire (substitute): %s at %s, %s pieces lost", loss > 1 ? 2 : 1, "tps", gun_word (gun),
    vt_phrase_new_plural (GETTEXT_PACKAGE, "%" PRId64 " distances", "%" PRId64 " distances", distance, "x", distance),
    loss_told));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "band", "s", band);
  vt_outcome_set (outcome, "substitute", "s", table->id);
  vt_outcome_set (outcome, "per-piece", "d", each);
  vt_outcome_set (outcome, "loss", "d", loss);
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_artillery },
};

const VtActionRule *
rz12_artillery_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_artillery_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}
