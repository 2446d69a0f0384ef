/* rz24-ruleset.c: Reiswitz's Kriegsspiel of 1824 as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gathers the dispatch tables and rule tables of the rule files; the core
 * finds each action's row, checks its parameters and calls the rule. The
 * numbers live in those files.
 */
#define G_LOG_DOMAIN "vt-rz24"

#include "config.h"

/* _() in the plugin's own domain */
#include "rz24-i18n.h"

#include <math.h>

#include <gmodule.h>

#include "rz24-catalogue.h"
#include "rz24-combat.h"
#include "rz24-dice.h"
#include "rz24-fire.h"
#include "rz24-losses.h"
#include "rz24-march.h"
#include "rz24-ruleset.h"
#include "rz24-staff.h"

struct _Rz24Ruleset
{
  GObject parent_instance;

  GArray *rules;   /* VtActionRule, gathered from the rule files */
  GArray *tables;  /* VtRuleTable */
};

static void rz24_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (Rz24Ruleset, rz24_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, rz24_ruleset_iface_init))

typedef const VtActionRule *(*GetRulesFunc)  (guint *n);
typedef const VtRuleTable  *(*GetTablesFunc) (guint *n);

typedef struct {
  GetRulesFunc  get_rules;
  GetTablesFunc get_tables;
} RuleFile;

/* in the order of a Zug: movement, fire, close combat, losses; staff last */
static const RuleFile rule_files[] = {
  { rz24_march_get_rules, rz24_march_get_tables },
  { rz24_fire_get_rules, rz24_fire_get_tables },
  { rz24_combat_get_rules, rz24_combat_get_tables },
  { rz24_losses_get_rules, rz24_losses_get_tables },
  { rz24_staff_get_rules, rz24_staff_get_tables },
};

/* Helpers shared by the rule files (rz24-ruleset.h) */

const char *
rz24_label_beside (const char * const *ids,
                   const char * const *labels,
                   const char         *id)
{
  for (guint i = 0; ids[i] != NULL && labels[i] != NULL; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return _ (labels[i]);

  return id;
}

const char *
rz24_word_beside (const char * const *ids,
                  const char * const *labels,
                  const char         *id)
{
  for (guint i = 0; ids[i] != NULL && labels[i] != NULL; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return labels[i];

  return id;
}

const char *
rz24_unit_type_label (const char *unit_type)
{
  guint n;
  const VtUnitType *types = rz24_catalogue_get_unit_types (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (types[i].id, unit_type) == 0 && types[i].label != NULL)
      return _ (types[i].label);

  return unit_type;
}

const char *
rz24_unit_type_word (const char *unit_type)
{
  guint n;
  const VtUnitType *types = rz24_catalogue_get_unit_types (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (types[i].id, unit_type) == 0 && types[i].label != NULL)
      return types[i].label;

  return unit_type;
}

const char *
rz24_terrain_kind_label (const char *kind)
{
  guint n;
  const VtTerrainKind *kinds = rz24_catalogue_get_terrain_kinds (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (kinds[i].id, kind) == 0 && kinds[i].label != NULL)
      return _ (kinds[i].label);

  return kind;
}

guint
rz24_zuege_acted (VtGame     *game,
                  const char *action,
                  const char *param,
                  const char *unit_id)
{
  g_autoptr(GHashTable) zuege = NULL;
  VtJournal *journal;
  guint head;

  g_return_val_if_fail (action != NULL && param != NULL && unit_id != NULL, 0);

  if (game == NULL)
    return 0;

  zuege = g_hash_table_new (NULL, NULL);
  journal = vt_game_get_journal (game);
  head = vt_journal_get_head (journal);
  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      const char *done = NULL, *ids = NULL;
      g_auto(GStrv) split = NULL;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &done) || !g_str_equal (done, action))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params == NULL || !g_variant_lookup (params, param, "&s", &ids))
        continue;
      split = g_strsplit (ids, ",", -1);
      for (guint k = 0; split[k] != NULL; k++)
        if (g_str_equal (g_strstrip (split[k]), unit_id))
          g_hash_table_add (zuege, GUINT_TO_POINTER (vt_event_get_move (event)));
    }

  return g_hash_table_size (zuege);
}

/* The ruleset */

static const char *
rz24_ruleset_get_id (VtRuleset *ruleset)
{
  return RZ24_RULESET_ID;
}

static const char *
rz24_ruleset_get_title (VtRuleset *ruleset)
{
  return "Anleitung zur Darstellung militairischer Manöver mit dem Apparat des Kriegs-Spieles";
}

static const char *
rz24_ruleset_get_author (VtRuleset *ruleset)
{
  return "G. H. R. J. von Reiswitz";
}

static guint
rz24_ruleset_get_year (VtRuleset *ruleset)
{
  return 1824;
}

static const VtSection *
rz24_ruleset_get_sections (VtRuleset *ruleset,
                           guint     *n_sections)
{
  return rz24_catalogue_get_sections (n_sections);
}

static const char *
rz24_ruleset_get_unit_of_length (VtRuleset *ruleset)
{
  return "pace";
}

static guint
rz24_ruleset_get_minutes_per_move (VtRuleset *ruleset)
{
  return RZ24_MINUTES_PER_ZUG;
}

static const VtTerrainKind *
rz24_ruleset_get_terrain_kinds (VtRuleset *ruleset,
                                guint     *n_kinds)
{
  return rz24_catalogue_get_terrain_kinds (n_kinds);
}

static const VtUnitType *
rz24_ruleset_get_unit_types (VtRuleset *ruleset,
                             guint     *n_types)
{
  return rz24_catalogue_get_unit_types (n_types);
}

static const VtBoard *
rz24_ruleset_get_board (VtRuleset *ruleset)
{
  /* 1824 is played on measured plans, not a board of cells */
  return NULL;
}

static const VtActionRule *
rz24_ruleset_get_action_rules (VtRuleset *ruleset,
                               guint     *n_rules)
{
  Rz24Ruleset *self = RZ24_RULESET (ruleset);

  *n_rules = self->rules->len;
  return (const VtActionRule *) (gpointer) self->rules->data;
}

static const VtPhase *
rz24_ruleset_get_phases (VtRuleset *ruleset,
                         guint     *n_phases)
{
  return rz24_catalogue_get_phases (n_phases);
}

static const VtActivity *
rz24_ruleset_get_activities (VtRuleset *ruleset,
                             VtUnit    *unit,
                             guint     *n_activities)
{
  return rz24_march_get_activities (unit, n_activities);
}

static double
rz24_ruleset_get_march_rate (VtRuleset      *ruleset,
                             VtGame         *game,
                             VtUnit         *unit,
                             const char     *activity,
                             const VtGround *ground)
{
  return rz24_march_get_rate (game, unit, activity, ground);
}

static void
rz24_ruleset_get_footprint (VtRuleset *ruleset,
                            VtUnit    *unit,
                            double    *frontage,
                            double    *depth)
{
  rz24_march_get_footprint (unit, frontage, depth);
}

/* a peg's threshold by arm (§15, the losses table) */
static double
rz24_ruleset_get_loss_threshold (VtRuleset  *ruleset,
                                 VtGame     *game,
                                 const char *arm)
{
  return rz24_losses_threshold (game, arm);
}

static const VtRuleTable *
rz24_ruleset_get_tables (VtRuleset *ruleset,
                         guint     *n_tables)
{
  Rz24Ruleset *self = RZ24_RULESET (ruleset);

  *n_tables = self->tables->len;
  return (const VtRuleTable *) (gpointer) self->tables->data;
}

static const VtActionParam *
rz24_ruleset_get_options (VtRuleset *ruleset,
                          guint     *n_options)
{
  return rz24_catalogue_get_options (n_options);
}

static guint
rz24_ruleset_get_message_delay (VtRuleset *ruleset,
                                VtGame    *game,
                                double     distance,
                                guint      deliberation_minutes)
{
  return rz24_staff_message_delay (game, distance, deliberation_minutes);
}

static gboolean
rz24_ruleset_may_message (VtRuleset      *ruleset,
                          VtGame         *game,
                          VtMessageKind   kind,
                          const char     *from_side,
                          VtUnit         *from,
                          const char     *to_side,
                          VtUnit         *to,
                          double          distance,
                          GError        **error)
{
  return rz24_staff_may_message (game, kind, from, to, distance, error);
}

static double
rz24_ruleset_get_sight_range (VtRuleset *ruleset,
                              VtGame    *game,
                              VtUnit    *observer)
{
  return rz24_staff_sight_range (game, observer);
}

static double
rz24_ruleset_get_eye_height (VtRuleset *ruleset,
                             VtUnit    *unit)
{
  return rz24_staff_eye_height (unit);
}

static VtSighting
rz24_ruleset_see_unit (VtRuleset *ruleset,
                       VtGame    *game,
                       VtUnit    *observer,
                       VtUnit    *target,
                       gboolean   line_clear,
                       double     distance)
{
  return rz24_staff_see_unit (game, observer, target, line_clear, distance);
}

static const char *
rz24_ruleset_get_troops_word (VtRuleset *ruleset)
{
  return "Truppen";
}

static double
rz24_ruleset_get_wheel_distance (VtRuleset *ruleset,
                                 VtUnit    *unit,
                                 double     from,
                                 double     to)
{
  return rz24_march_wheel_distance (unit, from, to);
}

static const VtFormation *
rz24_ruleset_get_formations (VtRuleset *ruleset,
                            guint     *n_formations)
{
  return rz24_catalogue_get_formations (n_formations);
}

static void
rz24_ruleset_get_move_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = "Zug";
  *plural = "Züge";
}

static void
rz24_ruleset_get_turn (VtRuleset *ruleset,
                       VtTurn    *turn)
{
  /* §27: both sides move at once, then fire by turns within the Zug's phases */
  *turn = (VtTurn) { VT_TURN_SIMULTANEOUS, NULL, 0 };
}

static gboolean
rz24_ruleset_get_victory (VtRuleset  *ruleset,
                          VtGame     *game,
                          char      **winner,
                          char      **reason)
{
  /* the Kriegsspiel names no winner: the umpire and the players end it */
  *reason = g_strdup (_ ("the game ends by agreement"));
  return FALSE;
}

static const VtOsmTag *
rz24_ruleset_get_osm_tags (VtRuleset *ruleset,
                           guint     *n_tags)
{
  return rz24_catalogue_get_osm_tags (n_tags);
}

static const VtEditorInfo *
rz24_ruleset_get_editor_info (VtRuleset *ruleset)
{
  return rz24_catalogue_get_editor_info ();
}

/* the Points of the fire and combat tables ("6 Points (30 men)" of a
 * half battalion's fire), which the losses turn into men by arm */
static void
rz24_ruleset_get_loss_names (VtRuleset   *ruleset,
                             const char **singular,
                             const char **plural)
{
  *singular = N_("Point");
  *plural = N_("Points");
}

/* the name the game goes by at a club, beside the rulebook's title */
static const char *
rz24_ruleset_get_short_name (VtRuleset *ruleset)
{
  return "Reiswitz 1824";
}

static void
rz24_ruleset_iface_init (VtRulesetInterface *iface)
{
  iface->get_id = rz24_ruleset_get_id;
  iface->get_title = rz24_ruleset_get_title;
  iface->get_author = rz24_ruleset_get_author;
  iface->get_year = rz24_ruleset_get_year;
  iface->get_sections = rz24_ruleset_get_sections;
  iface->get_unit_of_length = rz24_ruleset_get_unit_of_length;
  iface->get_minutes_per_move = rz24_ruleset_get_minutes_per_move;
  iface->get_terrain_kinds = rz24_ruleset_get_terrain_kinds;
  iface->get_unit_types = rz24_ruleset_get_unit_types;
  iface->get_board = rz24_ruleset_get_board;
  iface->get_action_rules = rz24_ruleset_get_action_rules;
  iface->get_phases = rz24_ruleset_get_phases;
  iface->get_activities = rz24_ruleset_get_activities;
  iface->get_march_rate = rz24_ruleset_get_march_rate;
  iface->get_footprint = rz24_ruleset_get_footprint;
  iface->get_tables = rz24_ruleset_get_tables;
  iface->get_options = rz24_ruleset_get_options;
  iface->get_message_delay = rz24_ruleset_get_message_delay;
  iface->may_message = rz24_ruleset_may_message;
  iface->get_sight_range = rz24_ruleset_get_sight_range;
  iface->get_wheel_distance = rz24_ruleset_get_wheel_distance;
  iface->get_formations = rz24_ruleset_get_formations;
  iface->get_move_names = rz24_ruleset_get_move_names;
  iface->get_turn = rz24_ruleset_get_turn;
  iface->get_victory = rz24_ruleset_get_victory;
  iface->get_eye_height = rz24_ruleset_get_eye_height;
  iface->get_loss_threshold = rz24_ruleset_get_loss_threshold;
  iface->see_unit = rz24_ruleset_see_unit;
  iface->get_short_name = rz24_ruleset_get_short_name;
  iface->get_loss_names = rz24_ruleset_get_loss_names;
  iface->get_troops_word = rz24_ruleset_get_troops_word;
  iface->get_osm_tags = rz24_ruleset_get_osm_tags;
  iface->get_editor_info = rz24_ruleset_get_editor_info;
  /* no score: get_score stays unset */
}

static void
add_table (Rz24Ruleset       *self,
           const VtRuleTable *table)
{
  for (guint i = 0; i < self->tables->len; i++)
    if (g_str_equal (g_array_index (self->tables, VtRuleTable, i).id, table->id))
      return;

  g_array_append_vals (self->tables, table, 1);
}

static void
rz24_ruleset_finalize (GObject *object)
{
  Rz24Ruleset *self = RZ24_RULESET (object);

  g_clear_pointer (&self->rules, g_array_unref);
  g_clear_pointer (&self->tables, g_array_unref);

  G_OBJECT_CLASS (rz24_ruleset_parent_class)->finalize (object);
}

static void
rz24_ruleset_class_init (Rz24RulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = rz24_ruleset_finalize;
}

static void
rz24_ruleset_init (Rz24Ruleset *self)
{
  self->rules = g_array_new (FALSE, FALSE, sizeof (VtActionRule));
  self->tables = g_array_new (FALSE, FALSE, sizeof (VtRuleTable));

  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      guint n_rules = 0, n_tables = 0;
      const VtActionRule *rules = rule_files[i].get_rules (&n_rules);
      const VtRuleTable *tables = rule_files[i].get_tables (&n_tables);

      g_array_append_vals (self->rules, rules, n_rules);
      for (guint t = 0; t < n_tables; t++)
        add_table (self, &tables[t]);
    }

  /* the odds dice are a table too, whoever else lists them */
  add_table (self, rz24_dice_get_faces_table ());
}

VT_PLUGIN_DEFINE (RZ24_RULESET_ID, PACKAGE_VERSION, VT_PLUGIN_GETTEXT_DOMAIN, RZ24_TYPE_RULESET)
