/* lw13-ruleset.c: H. G. Wells's Little Wars (1913) as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gathers the rule files' dispatch tables and rule tables; the core finds
 * the action, checks its parameters and books the outcome.
 */
#define G_LOG_DOMAIN "lw13-ruleset"

#include "lw13-i18n.h"

#include "lw13-catalogue.h"
#include "lw13-forces.h"
#include "lw13-guns.h"
#include "lw13-kriegspiel.h"
#include "lw13-measures.h"
#include "lw13-melee.h"
#include "lw13-move.h"
#include "lw13-ruleset.h"
#include "lw13-score.h"

struct _Lw13Ruleset
{
  GObject  parent_instance;

  GArray  *rules;  /* VtActionRule, every file's */
  GArray  *tables; /* VtRuleTable */
};

static void lw13_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (Lw13Ruleset, lw13_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, lw13_ruleset_iface_init))

static const struct {
  const VtActionRule *(*get_rules)  (guint *n_rules);
  const VtRuleTable  *(*get_tables) (guint *n_tables);
} rule_files[] = {
  { lw13_move_get_rules, lw13_move_get_tables },
  { lw13_guns_get_rules, lw13_guns_get_tables },
  { lw13_melee_get_rules, lw13_melee_get_tables },
  { lw13_score_get_rules, lw13_score_get_tables },
  { lw13_kriegspiel_get_rules, lw13_kriegspiel_get_tables },
};

static const char *
lw13_ruleset_get_id (VtRuleset *ruleset)
{
  return LW13_RULESET_ID;
}

static const char *
lw13_ruleset_get_title (VtRuleset *ruleset)
{
  /* Translators: the title of the book (Little Wars) stays as Wells gave it */
  return _ ("Little Wars, with its Kriegspiel appendix");
}

static const char *
lw13_ruleset_get_author (VtRuleset *ruleset)
{
  return _ ("H. G. Wells (the Kriegspiel with Colonel Mark Sykes)");
}

static guint
lw13_ruleset_get_year (VtRuleset *ruleset)
{
  return 1913;
}

static const VtSection *
lw13_ruleset_get_sections (VtRuleset *ruleset,
                           guint     *n_sections)
{
  return lw13_catalogue_get_sections (n_sections);
}

static const char *
lw13_ruleset_get_unit_of_length (VtRuleset *ruleset)
{
  /* Mobility: "two pieces of string, one two feet in length and the other
   * six inches" */
  return "inch";
}

static guint
lw13_ruleset_get_minutes_per_move (VtRuleset *ruleset)
{
  /* A move is played against the real clock (The Move 3), not in the
   * time of a battle: no game time passes. */
  return 0;
}

static const VtTerrainKind *
lw13_ruleset_get_terrain_kinds (VtRuleset *ruleset,
                                guint     *n_kinds)
{
  return lw13_catalogue_get_terrain_kinds (n_kinds);
}

static const VtUnitType *
lw13_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  return lw13_catalogue_get_unit_types (n_types);
}

static const VtFormation *
lw13_ruleset_get_formations (VtRuleset *ruleset,
                             guint     *n_formations)
{
  return lw13_catalogue_get_formations (n_formations);
}

static const VtPhase *
lw13_ruleset_get_phases (VtRuleset *ruleset,
                         guint     *n_phases)
{
  return lw13_catalogue_get_phases (n_phases);
}

static const VtActionParam *
lw13_ruleset_get_options (VtRuleset *ruleset,
                          guint     *n_options)
{
  return lw13_catalogue_get_options (n_options);
}

static const VtActionRule *
lw13_ruleset_get_action_rules (VtRuleset *ruleset,
                               guint     *n_rules)
{
  Lw13Ruleset *self = LW13_RULESET (ruleset);

  *n_rules = self->rules->len;
  return (const VtActionRule *) self->rules->data;
}

static const VtRuleTable *
lw13_ruleset_get_tables (VtRuleset *ruleset,
                         guint     *n_tables)
{
  Lw13Ruleset *self = LW13_RULESET (ruleset);

  *n_tables = self->tables->len;
  return (const VtRuleTable *) self->tables->data;
}

static const VtActivity *
lw13_ruleset_get_activities (VtRuleset *ruleset,
                             VtUnit    *unit,
                             guint     *n_activities)
{
  return lw13_move_get_activities (unit, n_activities);
}

static double
lw13_ruleset_get_march_rate (VtRuleset      *ruleset,
                             VtGame         *game,
                             VtUnit         *unit,
                             const char     *activity,
                             const VtGround *ground)
{
  return lw13_move_get_rate (ruleset, game, unit, ground);
}

static gboolean
lw13_ruleset_check_move (VtRuleset     *ruleset,
                         VtGame        *game,
                         VtUnit        *unit,
                         const char    *activity,
                         const VtPoint *from,
                         const VtPoint *to,
                         double         facing,
                         GError       **error)
{
  return lw13_move_check_move (ruleset, game, unit, from, to, facing, error);
}

static void
lw13_ruleset_get_move_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  /* one of the game's moves holds each player's move in turn */
  *singular = N_("move");
  *plural = N_("moves");
}

static void
lw13_ruleset_get_turn (VtRuleset *ruleset,
                       VtTurn    *turn)
{
  /* The Move 3: timed moves, one player then the other; the seconds are
   * those of Wells's own example force, 110 men and 3 guns: seven minutes
   * (derived: the move-time action gives any force its own) */
  *turn = (VtTurn) { VT_TURN_TIMED, NULL, 7 * 60 };
}

static gboolean
lw13_ruleset_get_victory (VtRuleset  *ruleset,
                          VtGame     *game,
                          char      **winner,
                          char      **reason)
{
  return lw13_score_get_victory (ruleset, game, winner, reason);
}

static gboolean
lw13_ruleset_get_score (VtRuleset  *ruleset,
                        VtGame     *game,
                        const char *side,
                        double     *score)
{
  return lw13_score_get_score (ruleset, game, side, score);
}

static double
lw13_ruleset_get_eye_height (VtRuleset *ruleset,
                             VtUnit    *unit)
{
  /* Size of the soldiers: "the infantry being nearly two inches tall" */
  return g_str_equal (vt_unit_get_unit_type (unit), LW13_CAVALRY) ? 2.5 : 2.0;
}

static VtSighting
lw13_ruleset_see_unit (VtRuleset *ruleset,
                       VtGame    *game,
                       VtUnit    *observer,
                       VtUnit    *target,
                       gboolean   line_clear,
                       double     distance)
{
  return lw13_move_see_unit (ruleset, game, observer, target, line_clear, distance);
}

static const char *
lw13_ruleset_get_troops_word (VtRuleset *ruleset)
{
  return "Soldiers";
}

static const VtOsmTag *
lw13_ruleset_get_osm_tags (VtRuleset *ruleset,
                           guint     *n_tags)
{
  return lw13_catalogue_get_osm_tags (n_tags);
}

static const VtEditorInfo *
lw13_ruleset_get_editor_info (VtRuleset *ruleset)
{
  return lw13_catalogue_get_editor_info ();
}

/* Wells counts his losses in men ("so many men killed", The Battle) */
static void
lw13_ruleset_get_loss_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = N_("man");
  *plural = N_("men");
}

/* the name the game goes by at a club, beside the rulebook's title */
static const char *
lw13_ruleset_get_short_name (VtRuleset *ruleset)
{
  return "Little Wars";
}

static void
lw13_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = lw13_ruleset_get_id;
  iface->get_title = lw13_ruleset_get_title;
  iface->get_author = lw13_ruleset_get_author;
  iface->get_year = lw13_ruleset_get_year;
  iface->get_sections = lw13_ruleset_get_sections;
  iface->get_unit_of_length = lw13_ruleset_get_unit_of_length;
  iface->get_minutes_per_move = lw13_ruleset_get_minutes_per_move;
  iface->get_terrain_kinds = lw13_ruleset_get_terrain_kinds;
  iface->get_unit_types = lw13_ruleset_get_unit_types;
  iface->get_formations = lw13_ruleset_get_formations;
  iface->get_phases = lw13_ruleset_get_phases;
  iface->get_options = lw13_ruleset_get_options;
  iface->get_action_rules = lw13_ruleset_get_action_rules;
  iface->get_tables = lw13_ruleset_get_tables;
  iface->get_activities = lw13_ruleset_get_activities;
  iface->get_march_rate = lw13_ruleset_get_march_rate;
  iface->check_move = lw13_ruleset_check_move;
  iface->get_move_names = lw13_ruleset_get_move_names;
  iface->get_turn = lw13_ruleset_get_turn;
  iface->get_victory = lw13_ruleset_get_victory;
  iface->get_score = lw13_ruleset_get_score;
  iface->get_eye_height = lw13_ruleset_get_eye_height;
  iface->get_short_name = lw13_ruleset_get_short_name;
  iface->get_loss_names = lw13_ruleset_get_loss_names;
  iface->get_troops_word = lw13_ruleset_get_troops_word;
  iface->see_unit = lw13_ruleset_see_unit;
  iface->get_osm_tags = lw13_ruleset_get_osm_tags;
  iface->get_editor_info = lw13_ruleset_get_editor_info;
  iface->check_forces = lw13_forces_check;
}

static void
lw13_ruleset_finalize (GObject *object)
{
  Lw13Ruleset *self = LW13_RULESET (object);

  g_clear_pointer (&self->rules, g_array_unref);
  g_clear_pointer (&self->tables, g_array_unref);

  G_OBJECT_CLASS (lw13_ruleset_parent_class)->finalize (object);
}

static void
lw13_ruleset_class_init (Lw13RulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lw13_ruleset_finalize;
}

static void
lw13_ruleset_init (Lw13Ruleset *self)
{
  self->rules = g_array_new (FALSE, FALSE, sizeof (VtActionRule));
  self->tables = g_array_new (FALSE, FALSE, sizeof (VtRuleTable));

  g_array_append_vals (self->tables, lw13_measures_get_table (), 1);
  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      guint n_rules = 0, n_tables = 0;
      const VtActionRule *rules = rule_files[i].get_rules (&n_rules);
      const VtRuleTable *tables = rule_files[i].get_tables (&n_tables);

      g_array_append_vals (self->rules, rules, n_rules);
      g_array_append_vals (self->tables, tables, n_tables);
    }
}

VT_PLUGIN_DEFINE (LW13_RULESET_ID, PACKAGE_VERSION, VT_PLUGIN_GETTEXT_DOMAIN, LW13_TYPE_RULESET)
