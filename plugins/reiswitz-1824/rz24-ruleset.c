/* rz24-ruleset.c: Reiswitz's Kriegsspiel of 1824 as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gathers the actions and tables of the rule files and hands each action to
 * the file that knows it. The numbers live in those files.
 */
#define G_LOG_DOMAIN "vt-rz24"

#include "config.h"

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

  GArray *actions; /* VtAction, borrowed from the rule files */
  GArray *tables;  /* VtRuleTable */
};

static void rz24_ruleset_iface_init (VtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (Rz24Ruleset, rz24_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VT_TYPE_RULESET, rz24_ruleset_iface_init))

typedef const VtAction    *(*GetActionsFunc) (guint *n);
typedef const VtRuleTable *(*GetTablesFunc)  (guint *n);
typedef GVariant          *(*PrepareFunc)    (VtRuleset *, VtGame *, const char *, GVariant *, GError **);
typedef GVariant          *(*ResolveFunc)    (VtRuleset *, VtGame *, const char *, GVariant *, VtDice *, GError **);

typedef struct {
  GetActionsFunc get_actions;
  GetTablesFunc  get_tables;
  PrepareFunc    prepare;
  ResolveFunc    resolve;
} RuleFile;

/* in the order of a Zug: movement, fire, close combat, losses; staff last */
static const RuleFile rule_files[] = {
  { rz24_march_get_actions, rz24_march_get_tables, rz24_march_prepare, rz24_march_resolve },
  { rz24_fire_get_actions, rz24_fire_get_tables, rz24_fire_prepare, rz24_fire_resolve },
  { rz24_combat_get_actions, rz24_combat_get_tables, rz24_combat_prepare, rz24_combat_resolve },
  { rz24_losses_get_actions, rz24_losses_get_tables, rz24_losses_prepare, rz24_losses_resolve },
  { rz24_staff_get_actions, rz24_staff_get_tables, rz24_staff_prepare, rz24_staff_resolve },
};

/* Helpers shared by the rule files (rz24-ruleset.h) */

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
          g_hash_table_add (zuege, GUINT_TO_POINTER (vt_event_get_zug (event)));
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

static const VtAction *
rz24_ruleset_get_actions (VtRuleset *ruleset,
                          guint     *n_actions)
{
  Rz24Ruleset *self = RZ24_RULESET (ruleset);

  *n_actions = self->actions->len;
  return (const VtAction *) (gpointer) self->actions->data;
}

static gboolean
has_action (Rz24Ruleset *self,
            const char  *action)
{
  for (guint i = 0; i < self->actions->len; i++)
    if (g_str_equal (g_array_index (self->actions, VtAction, i).id, action))
      return TRUE;

  return FALSE;
}

static GVariant *
rz24_ruleset_resolve (VtRuleset   *ruleset,
                      VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      VtDice      *dice,
                      GError     **error)
{
  Rz24Ruleset *self = RZ24_RULESET (ruleset);
  g_autoptr(GVariant) empty = NULL;

  if (!has_action (self, action))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   "the ruleset " RZ24_RULESET_ID " has no action '%s'", action);
      return NULL;
    }

  if (params == NULL)
    params = empty = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0));

  if (!vt_ruleset_check_params (ruleset, action, params, error))
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      g_autoptr(GError) local_error = NULL;
      GVariant *outcome = rule_files[i].resolve (ruleset, game, action, params, dice, &local_error);

      if (outcome != NULL)
        return outcome;
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
               "the ruleset " RZ24_RULESET_ID " declares '%s' but no rule resolves it", action);
  return NULL;
}

static GVariant *
rz24_ruleset_prepare (VtRuleset   *ruleset,
                      VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      GError     **error)
{
  Rz24Ruleset *self = RZ24_RULESET (ruleset);
  g_autoptr(GVariant) empty = NULL;

  if (!has_action (self, action))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   "the ruleset " RZ24_RULESET_ID " has no action '%s'", action);
      return NULL;
    }

  if (params == NULL)
    params = empty = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0));

  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      g_autoptr(GError) local_error = NULL;
      GVariant *prepared = rule_files[i].prepare (ruleset, game, action, params, &local_error);

      if (prepared != NULL)
        return prepared;
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  /* nothing on the map to fill in */
  return vt_prepare_result_new (params, NULL, NULL, NULL, NULL);
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

static double
rz24_ruleset_get_sight_range (VtRuleset *ruleset,
                              VtGame    *game,
                              VtUnit    *observer)
{
  return rz24_staff_sight_range (game, observer);
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
  /* ¶27: both sides move at once, then fire by turns within the Zug's phases */
  *turn = (VtTurn) { VT_TURN_SIMULTANEOUS, NULL, 0 };
}

static gboolean
rz24_ruleset_get_victory (VtRuleset  *ruleset,
                          VtGame     *game,
                          char      **winner,
                          char      **reason)
{
  /* the Kriegsspiel names no winner: the umpire and the players end it */
  *reason = g_strdup ("the game ends by agreement");
  return FALSE;
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
  iface->get_actions = rz24_ruleset_get_actions;
  iface->resolve = rz24_ruleset_resolve;
  iface->get_phases = rz24_ruleset_get_phases;
  iface->get_activities = rz24_ruleset_get_activities;
  iface->get_march_rate = rz24_ruleset_get_march_rate;
  iface->get_footprint = rz24_ruleset_get_footprint;
  iface->prepare = rz24_ruleset_prepare;
  iface->get_tables = rz24_ruleset_get_tables;
  iface->get_options = rz24_ruleset_get_options;
  iface->get_message_delay = rz24_ruleset_get_message_delay;
  iface->get_sight_range = rz24_ruleset_get_sight_range;
  iface->get_wheel_distance = rz24_ruleset_get_wheel_distance;
  iface->get_formations = rz24_ruleset_get_formations;
  iface->get_move_names = rz24_ruleset_get_move_names;
  iface->get_turn = rz24_ruleset_get_turn;
  iface->get_victory = rz24_ruleset_get_victory;
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

  g_clear_pointer (&self->actions, g_array_unref);
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
  self->actions = g_array_new (FALSE, FALSE, sizeof (VtAction));
  self->tables = g_array_new (FALSE, FALSE, sizeof (VtRuleTable));

  for (guint i = 0; i < G_N_ELEMENTS (rule_files); i++)
    {
      guint n_actions = 0, n_tables = 0;
      const VtAction *actions = rule_files[i].get_actions (&n_actions);
      const VtRuleTable *tables = rule_files[i].get_tables (&n_tables);

      if (n_actions > 0)
        g_array_append_vals (self->actions, actions, n_actions);
      for (guint t = 0; t < n_tables; t++)
        add_table (self, &tables[t]);
    }

  /* the odds dice are a table too, whoever else lists them */
  add_table (self, rz24_dice_get_faces_table ());
}

static gboolean
rz24_plugin_init (VtRulesetRegistry  *registry,
                  GError            **error)
{
  return vt_ruleset_registry_add_type (registry, RZ24_TYPE_RULESET, error);
}

static const VtPluginDesc plugin_desc = {
  .abi_major = VT_PLUGIN_ABI_MAJOR,
  .abi_minor = VT_PLUGIN_ABI_MINOR,
  .id = RZ24_RULESET_ID,
  .version = PACKAGE_VERSION,
  .gettext_domain = GETTEXT_PACKAGE,
  .init = rz24_plugin_init,
};

G_MODULE_EXPORT const VtPluginDesc *vt_plugin_get_desc (void);

G_MODULE_EXPORT const VtPluginDesc *
vt_plugin_get_desc (void)
{
  return &plugin_desc;
}
