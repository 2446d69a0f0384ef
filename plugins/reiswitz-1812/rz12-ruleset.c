/* rz12-ruleset.c: Reiswitz's Taktisches Kriegs-Spiel of 1812 as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gathers the dispatch tables and rule tables of the rule files (march,
 * fire, shock, losses); the core finds each action's row, checks its
 * parameters and calls the rule. The numbers live in those files.
 */
#define G_LOG_DOMAIN "vt-rz12"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>

#include <math.h>
#include <stdarg.h>

#include "rz12-artillery.h"
#include "rz12-catalogue.h"
#include "rz12-conceal.h"
#include "rz12-fire.h"
#include "rz12-forces.h"
#include "rz12-losses.h"
#include "rz12-march.h"
#include "rz12-ruleset.h"
#include "rz12-shock.h"
#include "rz12-victory.h"

struct _Rz12Ruleset
{
  GObject parent_instance;
  GArray *rules;   /* VtActionRule, gathered from the rule files */
  GArray *tables;  /* VtRuleTable */
};

static void rz12_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (Rz12Ruleset, rz12_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, rz12_ruleset_iface_init))

typedef const VtActionRule *(*GetRulesFunc)  (guint *n);
typedef const VtRuleTable  *(*GetTablesFunc) (guint *n);

/* in the order of the source: movement (VI), concealment (VII), fire (IX, X), shock
 * (IX b, XI), the artillery's substitute (XII, lost), losses (VIII) */
static const struct {
  GetRulesFunc  get_rules;
  GetTablesFunc get_tables;
} rule_files[] = {
  { rz12_march_get_rules, rz12_march_get_tables },
  { rz12_conceal_get_rules, rz12_conceal_get_tables },
  { rz12_fire_get_rules, rz12_fire_get_tables },
  { rz12_shock_get_rules, rz12_shock_get_tables },
  { rz12_artillery_get_rules, rz12_artillery_get_tables },
  { rz12_losses_get_rules, rz12_losses_get_tables },
  { rz12_victory_get_rules, rz12_victory_get_tables },
};

/* ---- helpers the rule files share ------------------------------------- */

GPtrArray *
rz12_units_named (VtGame     *game,
                  GVariant   *params,
                  const char *name,
                  GError    **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  g_auto(GStrv) ids = NULL;
  const char *value = NULL;

  if (game == NULL || !vt_params_get_string (params, name, &value))
    return g_steal_pointer (&units);

  ids = g_strsplit (value, ",", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const char *id = g_strstrip (ids[i]);
      VtUnit *unit;

      if (*id == '\0')
        continue;
      unit = vt_scenario_find_unit (vt_game_get_state (game), id);
      if (unit == NULL)
        return vt_bad_parameter_null (error, _ ("%s: no unit '%s' on the map"), name, id);
      g_ptr_array_add (units, unit);
    }
  return g_steal_pointer (&units);
}

static gboolean
names_unit (const char *ids,
            const char *unit_id)
{
  g_auto(GStrv) split = g_strsplit (ids, ",", -1);

  for (guint i = 0; split[i] != NULL; i++)
    if (g_str_equal (g_strstrip (split[i]), unit_id))
      return TRUE;
  return FALSE;
}

const char *
rz12_activity_in_move (VtGame     *game,
                       const char *unit_id,
                       guint       move)
{
  VtJournal *journal;
  const char *found = NULL;
  guint head;

  if (game == NULL || unit_id == NULL)
    return NULL;
  journal = vt_game_get_journal (game);
  head = vt_journal_get_head (journal);
  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      const char *unit = NULL, *activity = NULL, *action = NULL;

      if (vt_event_get_move (event) != move)
        continue;
      if (g_str_equal (vt_event_get_kind (event), VT_EVENT_MOVE))
        {
          if (g_variant_lookup (payload, "unit", "&s", &unit) && g_str_equal (unit, unit_id) &&
              g_variant_lookup (payload, "activity", "&s", &activity))
            found = activity;
          continue;
        }
      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, "march"))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params != NULL && g_variant_lookup (params, "unit", "&s", &unit) && names_unit (unit, unit_id) &&
          g_variant_lookup (params, "activity", "&s", &activity))
        found = activity;
    }
  return found;
}

gboolean
rz12_acted_in_move (VtGame     *game,
                    const char *action,
                    const char *param,
                    const char *unit_id,
                    guint       move)
{
  VtJournal *journal;
  guint head;

  if (game == NULL || unit_id == NULL)
    return FALSE;
  journal = vt_game_get_journal (game);
  head = vt_journal_get_head (journal);
  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      const char *done = NULL, *ids = NULL;

      if (vt_event_get_move (event) != move || !g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &done) || !g_str_equal (done, action))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params != NULL && g_variant_lookup (params, param, "&s", &ids) && names_unit (ids, unit_id))
        return TRUE;
    }
  return FALSE;
}

gpointer
rz12_umpire_decides (GError    **error,
                     const char *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
               _ ("%s; the umpire may allow it with his reason (%s=REASON)"), message, VT_PARAM_UMPIRE_ALLOWS);
  return NULL;
}

gboolean
rz12_umpire_allows (GVariant *params)
{
  return vt_params_get_string (params, VT_PARAM_UMPIRE_ALLOWS, NULL);
}

const char *
rz12_option_string (VtGame     *game,
                    const char *name)
{
  GVariant *value = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), name) : NULL;

  return value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) ? g_variant_get_string (value, NULL)
         : NULL;
}

char *
rz12_format_pieces (double pieces)
{
  static const char * const eighths[] = { "", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞" };
  double whole = floor (pieces + 1e-9);
  double part = pieces - whole;
  double in_eighths = part * 8;
  double in_sixths = part * 6;
  const char *fraction = NULL;

  if (fabs (in_eighths - round (in_eighths)) < 1e-6)
    {
      int k = (int) round (in_eighths);

      if (k == 8)
        {
          whole += 1;
          k = 0;
        }
      fraction = eighths[k];
    }
  else if (fabs (in_sixths - round (in_sixths)) < 1e-6)
    fraction = (int) round (in_sixths) == 1 ? "⅙" : (int) round (in_sixths) == 2 ? "⅓"
               : (int) round (in_sixths) == 4 ? "⅔" : "⅚";
  if (fraction == NULL)
    return g_strdup_printf ("%.3g", pieces);
  if (whole < 1 && *fraction != '\0')
    return g_strdup (fraction);
  return g_strdup_printf ("%.0f%s", whole, fraction);
}

/* ---- the ruleset ------------------------------------------------------- */

static const char *
rz12_ruleset_get_id (VtRuleset *ruleset)
{
  return RZ12_RULESET_ID;
}

static const char *
rz12_ruleset_get_title (VtRuleset *ruleset)
{
  /* the book's own title, not translated */
  return "Taktisches Kriegs-Spiel, oder Anleitung zu einer mechanischen Vorrichtung um taktische "
         "Manoeuvres sinnlich darzustellen";
}

static const char *
rz12_ruleset_get_author (VtRuleset *ruleset)
{
  return "G. L. von Reiswitz";
}

static guint
rz12_ruleset_get_year (VtRuleset *ruleset)
{
  return 1812;
}

static const VtSection *
rz12_ruleset_get_sections (VtRuleset *ruleset,
                           guint     *n_sections)
{
  return rz12_catalogue_get_sections (n_sections);
}

static const char *
rz12_ruleset_get_unit_of_length (VtRuleset *ruleset)
{
  /* VI §1: the military pace of 2 Rhenish feet */
  return "pace";
}

static guint
rz12_ruleset_get_minutes_per_move (VtRuleset *ruleset)
{
  /* VI §2: a move is what an arm makes in one minute */
  return 1;
}

static const VtTerrainKind *
rz12_ruleset_get_terrain_kinds (VtRuleset *ruleset,
                                guint     *n_kinds)
{
  return rz12_catalogue_get_terrain_kinds (n_kinds);
}

static const VtUnitType *
rz12_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  return rz12_catalogue_get_unit_types (n_types);
}

static const VtBoard *
rz12_ruleset_get_board (VtRuleset *ruleset)
{
  /* III introductory remarks: the grid is banished; the terrain is free */
  return NULL;
}

static const VtActionRule *
rz12_ruleset_get_action_rules (VtRuleset *ruleset,
                               guint     *n_rules)
{
  Rz12Ruleset *self = RZ12_RULESET (ruleset);

  *n_rules = self->rules->len;
  return (const VtActionRule *) (gpointer) self->rules->data;
}

static const VtRuleTable *
rz12_ruleset_get_tables (VtRuleset *ruleset,
                         guint     *n_tables)
{
  Rz12Ruleset *self = RZ12_RULESET (ruleset);

  *n_tables = self->tables->len;
  return (const VtRuleTable *) (gpointer) self->tables->data;
}

static const VtActivity *
rz12_ruleset_get_activities (VtRuleset *ruleset,
                             VtUnit    *unit,
                             guint     *n_activities)
{
  return rz12_march_get_activities (unit, n_activities);
}

static double
rz12_ruleset_get_march_rate (VtRuleset      *ruleset,
                             VtGame         *game,
                             VtUnit         *unit,
                             const char     *activity,
                             const VtGround *ground)
{
  return rz12_march_get_rate (game, unit, activity, ground);
}

/* @from is where @unit stands: the lines are measured from there */
static gboolean
rz12_ruleset_check_move (VtRuleset      *ruleset,
                         VtGame         *game,
                         VtUnit         *unit,
                         const char     *activity,
                         const VtPoint  *from,
                         const VtPoint  *to,
                         double          facing,
                         GError        **error)
{
  return rz12_march_check_move (game, unit, activity, to, error);
}

/* the march action's words for the lines the move passes (VI §10–12) */
static char *
rz12_ruleset_describe_move (VtRuleset      *ruleset,
                            VtGame         *game,
                            VtUnit         *unit,
                            const char     *activity,
                            const VtPoint  *from,
                            const VtPoint  *to,
                            double          facing)
{
  return rz12_march_describe_move (game, unit, activity, to);
}

static const VtActionParam *
rz12_ruleset_get_options (VtRuleset *ruleset,
                          guint     *n_options)
{
  return rz12_catalogue_get_options (n_options);
}

static const VtFormation *
rz12_ruleset_get_formations (VtRuleset *ruleset,
                             guint     *n_formations)
{
  return rz12_catalogue_get_formations (n_formations);
}

static void
rz12_ruleset_get_move_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  /* VI §2: "A move (Zug)" */
  *singular = "Zug";
  *plural = "Züge";
}

static void
rz12_ruleset_get_turn (VtRuleset *ruleset,
                       VtTurn    *turn)
{
  /* II §5: agreement or lot decides who moves first, then the moves
   * alternate; the scenario's first side stands for the lot */
  *turn = (VtTurn) { VT_TURN_ALTERNATING, NULL, 0 };
}

static gboolean
rz12_ruleset_get_victory (VtRuleset  *ruleset,
                          VtGame     *game,
                          char      **winner,
                          char      **reason)
{
  /* I §2–4: which game the option names, and how it is won */
  return rz12_victory_get (game, winner, reason);
}

/* I §4: the pieces a side has taken from the others, the half of the
 * battle game that can be counted (the position is the umpire's) */
static gboolean
rz12_ruleset_get_score (VtRuleset  *ruleset,
                        VtGame     *game,
                        const char *side,
                        double     *score)
{
  VtLossLedger *ledger;

  if (game == NULL || side == NULL)
    return FALSE;
  ledger = vt_game_get_loss_ledger (game);
  *score = vt_loss_ledger_get_total (ledger, NULL, NULL, NULL) - vt_loss_ledger_get_total (ledger, side, NULL, NULL);
  return TRUE;
}

static double
rz12_ruleset_get_loss_threshold (VtRuleset  *ruleset,
                                 VtGame     *game,
                                 const char *arm)
{
  return rz12_losses_threshold (game, arm);
}

/* II §7: twelve signal cards for the game; no side writes more than all of
 * them, and with the option signal-cards=each-side it is a side's limit
 * (the game's is may_message's) */
static guint
rz12_ruleset_get_message_limit (VtRuleset     *ruleset,
                                VtMessageKind  kind)
{
  return kind == VT_MESSAGE_SIGNAL_CARD ? RZ12_SIGNAL_CARDS : 0;
}

/* II §7: "twelve are provided for each game": the sides together have
 * written them all (the core counts a side's twelve, the option's other
 * reading) */
static gboolean
game_cards_spent (VtGame *game)
{
  GVariant *value = vt_scenario_get_option (vt_game_get_state (game), "signal-cards");
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  guint sent = 0;

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) &&
      g_str_equal (g_variant_get_string (value, NULL), "each-side"))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      sent += vt_message_log_count_sent (vt_game_get_messages (game), vt_side_get_id (side),
                                         VT_MESSAGE_SIGNAL_CARD);
    }
  return sent >= RZ12_SIGNAL_CARDS;
}

/* II §1: the players, half a side; 2 unless the option says more */
static guint
players_of (VtGame *game)
{
  GVariant *value = vt_scenario_get_option (vt_game_get_state (game), "players");
  guint64 players = 2;

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    g_ascii_string_to_unsigned (g_variant_get_string (value, NULL), 10, 2, 10, &players, NULL);
  return (guint) players;
}

/* II §9: players of one side "so separated by the opponent that they have
 * no communication" may make no arrangement, by word or signal card.
 * Derived: separated when the straight line between their pieces passes
 * within a distance (a piece's frontage, VI §1) of an enemy piece. The
 * umpire may allow it. Messages through the umpire are not touched. */
static gboolean
rz12_ruleset_may_message (VtRuleset      *ruleset,
                          VtGame         *game,
                          VtMessageKind   kind,
                          const char     *from_side,
                          VtUnit         *from,
                          const char     *to_side,
                          VtUnit         *to,
                          double          distance,
                          GError        **error)
{
  GListModel *units;
  VtPoint line[2];

  /* II §6: the commander's signal cards go to his fellow players */
  if (game != NULL && kind == VT_MESSAGE_SIGNAL_CARD && players_of (game) < 4)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _("II §6: a commander gives signal cards to his fellow players, and this game has two "
                     "players, one a side; with more, set Players in the Options of this game"));
      return FALSE;
    }
  if (game != NULL && kind == VT_MESSAGE_SIGNAL_CARD && game_cards_spent (game))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _ ("II §7: twelve signal cards are provided for each game, and the sides have written "
                      "all twelve (the option signal-cards gives each side its own)"));
      return FALSE;
    }
  if (game == NULL || from == NULL || to == NULL || vt_message_kind_goes_by_courier (kind) ||
      kind == VT_MESSAGE_SEALED_NOTE || g_strcmp0 (vt_unit_get_side (from), vt_unit_get_side (to)) != 0)
    return TRUE;
  vt_unit_get_position (from, &line[0]);
  vt_unit_get_position (to, &line[1]);
  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint at;

      if (g_strcmp0 (vt_unit_get_side (unit), vt_unit_get_side (from)) == 0 || vt_unit_get_strength (unit) == 0)
        continue;
      vt_unit_get_position (unit, &at);
      if (vt_polyline_distance (line, 2, &at) <= 50.0)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                       _ ("II §9: %s and %s are separated by the opponent (%s stands between them) and may "
                          "make no arrangement until their communication is restored; the umpire may allow "
                          "it with his reason"),
                       vt_unit_get_display_name (from), vt_unit_get_display_name (to),
                       vt_unit_get_display_name (unit));
          return FALSE;
        }
    }
  return TRUE;
}

static const char *
rz12_ruleset_get_troops_word (VtRuleset *ruleset)
{
  return "Truppen";
}

static const VtEditorInfo *
rz12_ruleset_get_editor_info (VtRuleset *ruleset)
{
  return rz12_catalogue_get_editor_info ();
}

static const VtOsmTag *
rz12_ruleset_get_osm_tags (VtRuleset *ruleset,
                           guint     *n_tags)
{
  return rz12_catalogue_get_osm_tags (n_tags);
}

static double
rz12_ruleset_get_eye_height (VtRuleset *ruleset,
                             VtUnit    *unit)
{
  return rz12_conceal_eye_height (unit);
}

static VtSighting
rz12_ruleset_see_unit (VtRuleset *ruleset,
                       VtGame    *game,
                       VtUnit    *observer,
                       VtUnit    *target,
                       gboolean   line_clear,
                       double     distance)
{
  return rz12_conceal_see_unit (game, observer, target, line_clear, distance);
}

/* VIII §7: the markers are fractions of a piece, and the ledger books
 * pieces */
static void
rz12_ruleset_get_loss_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = N_("troop piece");
  *plural = N_("troop pieces");
}

/* the name the game goes by at a club, beside the rulebook's title */
static const char *
rz12_ruleset_get_short_name (VtRuleset *ruleset)
{
  return "Reiswitz 1812";
}

static void
rz12_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = rz12_ruleset_get_id;
  iface->get_title = rz12_ruleset_get_title;
  iface->get_author = rz12_ruleset_get_author;
  iface->get_year = rz12_ruleset_get_year;
  iface->get_sections = rz12_ruleset_get_sections;
  iface->get_unit_of_length = rz12_ruleset_get_unit_of_length;
  iface->get_minutes_per_move = rz12_ruleset_get_minutes_per_move;
  iface->get_terrain_kinds = rz12_ruleset_get_terrain_kinds;
  iface->get_unit_types = rz12_ruleset_get_unit_types;
  iface->get_board = rz12_ruleset_get_board;
  iface->get_action_rules = rz12_ruleset_get_action_rules;
  iface->get_tables = rz12_ruleset_get_tables;
  iface->get_activities = rz12_ruleset_get_activities;
  iface->get_march_rate = rz12_ruleset_get_march_rate;
  iface->check_move = rz12_ruleset_check_move;
  iface->describe_move = rz12_ruleset_describe_move;
  iface->get_options = rz12_ruleset_get_options;
  iface->get_formations = rz12_ruleset_get_formations;
  iface->get_move_names = rz12_ruleset_get_move_names;
  iface->get_turn = rz12_ruleset_get_turn;
  iface->get_victory = rz12_ruleset_get_victory;
  iface->get_score = rz12_ruleset_get_score;
  iface->get_loss_threshold = rz12_ruleset_get_loss_threshold;
  iface->get_message_limit = rz12_ruleset_get_message_limit;
  iface->may_message = rz12_ruleset_may_message;
  iface->get_short_name = rz12_ruleset_get_short_name;
  iface->get_loss_names = rz12_ruleset_get_loss_names;
  iface->get_troops_word = rz12_ruleset_get_troops_word;
  iface->get_editor_info = rz12_ruleset_get_editor_info;
  iface->get_osm_tags = rz12_ruleset_get_osm_tags;
  iface->get_eye_height = rz12_ruleset_get_eye_height;
  iface->see_unit = rz12_ruleset_see_unit;
  iface->check_forces = rz12_forces_check;
}

static void
rz12_ruleset_finalize (GObject *object)
{
  Rz12Ruleset *self = RZ12_RULESET (object);

  g_array_unref (self->rules);
  g_array_unref (self->tables);
  G_OBJECT_CLASS (rz12_ruleset_parent_class)->finalize (object);
}

static void
rz12_ruleset_class_init (Rz12RulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rz12_ruleset_finalize;
}

static void
rz12_ruleset_init (Rz12Ruleset *self)
{
  self->rules = g_array_new (FALSE, FALSE, sizeof (VtActionRule));
  self->tables = g_array_new (FALSE, FALSE, sizeof (VtRuleTable));
  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      guint n_rules = 0, n_tables = 0;
      const VtActionRule *rules = rule_files[i].get_rules (&n_rules);
      const VtRuleTable *tables = rule_files[i].get_tables (&n_tables);

      g_array_append_vals (self->rules, rules, n_rules);
      g_array_append_vals (self->tables, tables, n_tables);
    }
}

VT_PLUGIN_DEFINE (RZ12_RULESET_ID, PACKAGE_VERSION, VT_PLUGIN_GETTEXT_DOMAIN, RZ12_TYPE_RULESET)
