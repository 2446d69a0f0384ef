/* vt-ruleset.c: the contract every historical ruleset fulfils
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-ruleset"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-dice.h"
#include "vt-game.h"
#include "vt-ruleset.h"
#include "vt-account-private.h"
#include "vt-ruleset-private.h"
#include "vt-scenario.h"
#include "vt-unit.h"

G_DEFINE_QUARK (vt-ruleset-error-quark, vt_ruleset_error)

G_DEFINE_INTERFACE (VtRuleset, vt_ruleset, G_TYPE_OBJECT)

static void
vt_ruleset_default_init (VtRulesetInterface *iface)
{
}

const char *
vt_section_status_get_label (VtSectionStatus status)
{
  switch (status)
    {
    case VT_SECTION_DERIVED:
      /* TRANSLATORS: how the game plays a rulebook section: a number the book does not give, derived */
      return _("derived");
    case VT_SECTION_SUBSTITUTED:
      /* TRANSLATORS: how the game plays a rulebook section: a lost or unclear rule stood in for */
      return _("substituted");
    case VT_SECTION_MISSING:
      /* TRANSLATORS: how the game plays a rulebook section: not at all */
      return _("missing");
    case VT_SECTION_IMPLEMENTED:
    default:
      return _("implemented");
    }
}

/**
 * vt_section_status_to_string:
 * @status: how far a section made it into the plugin
 *
 * Returns: the name the file format and the tool use for @status
 */
const char *
vt_section_status_to_string (VtSectionStatus status)
{
  switch (status)
    {
    case VT_SECTION_IMPLEMENTED:
      return "implemented";
    case VT_SECTION_DERIVED:
      return "derived";
    case VT_SECTION_SUBSTITUTED:
      return "substituted";
    case VT_SECTION_MISSING:
      return "missing";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * vt_param_type_to_string:
 * @type: the type of an action parameter
 *
 * Returns: the name the tool and the journal use for @type
 */
const char *
vt_param_type_to_string (VtParamType type)
{
  switch (type)
    {
    case VT_PARAM_INTEGER:
      return "integer";
    case VT_PARAM_NUMBER:
      return "number";
    case VT_PARAM_BOOLEAN:
      return "boolean";
    case VT_PARAM_CHOICE:
      return "choice";
    case VT_PARAM_UNIT:
      return "unit";
    case VT_PARAM_DIE:
      return "die";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * vt_action_in_phase:
 * @action: an action's declaration
 * @phase_id: (nullable): the id of a phase of its ruleset
 *
 * Returns: whether @action belongs to @phase_id; an action that names no
 *   phases belongs to all, and so does every action when @phase_id is NULL
 */
gboolean
vt_action_in_phase (const VtAction *action,
                    const char     *phase_id)
{
  g_return_val_if_fail (action != NULL, FALSE);

  return action->phases == NULL || phase_id == NULL ||
         g_strv_contains (action->phases, phase_id);
}

/**
 * vt_param_role_to_string:
 * @role: a role of a unit parameter
 *
 * Returns: the role in the umpire's words: "attacker", "second line"
 */
const char *
vt_param_role_to_string (VtParamRole role)
{
  switch (role)
    {
    case VT_PARAM_ROLE_NONE:
      return "unit";
    case VT_PARAM_ROLE_ATTACKER:
      return "attacker";
    case VT_PARAM_ROLE_DEFENDER:
      return "defender";
    case VT_PARAM_ROLE_FIRER:
      return "firer";
    case VT_PARAM_ROLE_TARGET:
      return "target";
    case VT_PARAM_ROLE_SUBJECT:
      return "subject";
    case VT_PARAM_ROLE_SECOND_LINE:
      return "second line";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * vt_param_role_is_principal:
 * @role: a role of a unit parameter
 *
 * Returns: whether the selected units fill @role before the others (every
 *   role but a second line)
 */
gboolean
vt_param_role_is_principal (VtParamRole role)
{
  return role != VT_PARAM_ROLE_SECOND_LINE;
}

const char *
vt_ruleset_get_id (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_id != NULL ? iface->get_id (self) : NULL;
}

const char *
vt_ruleset_get_title (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_title != NULL ? iface->get_title (self) : NULL;
}

const char *
vt_ruleset_get_author (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_author != NULL ? iface->get_author (self) : NULL;
}

guint
vt_ruleset_get_year (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), 0);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_year != NULL ? iface->get_year (self) : 0;
}

/**
 * vt_ruleset_get_sections:
 * @self: a ruleset
 * @n_sections: (out): the number of sections
 *
 * Returns: (transfer none) (nullable): which sections of the rulebook the
 *   plugin implements, derives, substitutes or lacks
 */
const VtSection *
vt_ruleset_get_sections (VtRuleset *self,
                         guint     *n_sections)
{
  VtRulesetInterface *iface;
  guint n = 0;
  const VtSection *sections = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_sections != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_sections != NULL)
    sections = iface->get_sections (self, &n);

  *n_sections = sections != NULL ? n : 0;
  return sections;
}

const char *
vt_ruleset_get_unit_of_length (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_unit_of_length != NULL ? iface->get_unit_of_length (self) : NULL;
}

/**
 * vt_ruleset_get_minutes_per_move:
 * @self: a ruleset
 *
 * Returns: the game time one move stands for; 0 for an untimed game
 */
guint
vt_ruleset_get_minutes_per_move (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), 0);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_minutes_per_move != NULL ? iface->get_minutes_per_move (self) : 0;
}

/**
 * vt_ruleset_get_terrain_kinds:
 * @self: a ruleset
 * @n_kinds: (out): the number of terrain kinds
 *
 * Returns: (transfer none) (nullable): the terrain catalogue
 */
const VtTerrainKind *
vt_ruleset_get_terrain_kinds (VtRuleset *self,
                              guint     *n_kinds)
{
  VtRulesetInterface *iface;
  guint n = 0;
  const VtTerrainKind *kinds = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_kinds != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_terrain_kinds != NULL)
    kinds = iface->get_terrain_kinds (self, &n);

  *n_kinds = kinds != NULL ? n : 0;
  return kinds;
}

/**
 * vt_ruleset_get_unit_types:
 * @self: a ruleset
 * @n_types: (out): the number of unit types
 *
 * Returns: (transfer none) (nullable): the catalogue of pieces
 */
const VtUnitType *
vt_ruleset_get_unit_types (VtRuleset *self,
                           guint     *n_types)
{
  VtRulesetInterface *iface;
  guint n = 0;
  const VtUnitType *types = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_types != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_unit_types != NULL)
    types = iface->get_unit_types (self, &n);

  *n_types = types != NULL ? n : 0;
  return types;
}

/**
 * vt_ruleset_get_board:
 * @self: a ruleset
 *
 * Returns: (transfer none) (nullable): the fixed board of cells the ruleset
 *   plays on, or %NULL when it plays on measured terrain
 */
const VtBoard *
vt_ruleset_get_board (VtRuleset *self)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  return iface->get_board != NULL ? iface->get_board (self) : NULL;
}

/**
 * vt_ruleset_get_actions:
 * @self: a ruleset
 * @n_actions: (out): the number of actions
 *
 * Returns: (transfer none) (nullable): the actions the umpire can resolve
 */
/* The declarations of a dispatch table, gathered once per ruleset into
 * the array vt_ruleset_get_actions() promises. */
static const VtAction *
actions_of_rules (VtRuleset *self,
                  guint     *n_actions)
{
  static GQuark quark;
  GArray *actions;

  if (quark == 0)
    quark = g_quark_from_static_string ("vt-ruleset-actions-of-rules");

  actions = g_object_get_qdata (G_OBJECT (self), quark);
  if (actions == NULL)
    {
      guint n_rules = 0;
      const VtActionRule *rules = VT_RULESET_GET_IFACE (self)->get_action_rules (self, &n_rules);

      actions = g_array_new (FALSE, FALSE, sizeof (VtAction));
      for (guint i = 0; rules != NULL && i < n_rules; i++)
        g_array_append_vals (actions, rules[i].declaration, 1);
      g_object_set_qdata_full (G_OBJECT (self), quark, actions, (GDestroyNotify) g_array_unref);
    }

  *n_actions = actions->len;
  return (const VtAction *) (gpointer) actions->data;
}

/**
 * vt_ruleset_get_action_rules:
 * @self: a ruleset
 * @n_rules: (out): how many
 *
 * Returns: (transfer none) (nullable): the dispatch table, if the ruleset
 *   declares its actions by one
 */
const VtActionRule *
vt_ruleset_get_action_rules (VtRuleset *self,
                             guint     *n_rules)
{
  VtRulesetInterface *iface;
  const VtActionRule *rules = NULL;
  guint n = 0;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_rules != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_action_rules != NULL)
    rules = iface->get_action_rules (self, &n);

  *n_rules = rules != NULL ? n : 0;
  return rules;
}

static const VtActionRule *
find_rule (VtRuleset  *self,
           const char *action)
{
  guint n;
  const VtActionRule *rules = vt_ruleset_get_action_rules (self, &n);

  for (guint i = 0; i < n; i++)
    if (rules[i].declaration != NULL && g_strcmp0 (rules[i].declaration->id, action) == 0)
      return &rules[i];

  return NULL;
}

/* A dispatch table resolves in the core: the row, the parameter checks,
 * then the rule. */
static GVariant *
resolve_by_rule (VtRuleset   *self,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  const VtActionRule *rule = find_rule (self, action);

  if (rule == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   _("the ruleset %s has no action '%s'"), vt_ruleset_get_id (self), action);
      return NULL;
    }
  if (!vt_ruleset_check_params (self, action, params, error))
    return NULL;
  if (rule->resolve == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                   _("the ruleset %s declares '%s' but no rule resolves it"),
                   vt_ruleset_get_id (self), action);
      return NULL;
    }

  return rule->resolve (self, game, action, params, dice, error);
}

static GVariant *
prepare_by_rule (VtRuleset   *self,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 GError     **error)
{
  const VtActionRule *rule = find_rule (self, action);

  /* nothing on the map to fill in */
  if (rule == NULL || rule->prepare == NULL)
    return vt_prepare_result_new (params, NULL, NULL, NULL, NULL);

  return rule->prepare (self, game, action, params, error);
}

const VtAction *
vt_ruleset_get_actions (VtRuleset *self,
                        guint     *n_actions)
{
  VtRulesetInterface *iface;
  guint n = 0;
  const VtAction *actions = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_actions != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_actions != NULL)
    actions = iface->get_actions (self, &n);
  else if (iface->get_action_rules != NULL)
    actions = actions_of_rules (self, &n);

  *n_actions = actions != NULL ? n : 0;
  return actions;
}

/* @dict (an a{sv}) with @key set to @value (floating), its keys in their
 * order, a new key last */
static GVariant *
replace_member (GVariant   *dict,
                const char *key,
                GVariant   *value)
{
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *name;
  GVariant *member;
  gboolean set = FALSE;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &member))
    {
      set |= g_str_equal (name, key);
      g_variant_builder_add (&builder, "{sv}", name, g_str_equal (name, key) ? value : member);
      g_variant_unref (member);
    }
  if (!set)
    g_variant_builder_add (&builder, "{sv}", key, value);
  return g_variant_builder_end (&builder);
}

/* Each loss whose cause is a phrase gets its note said once in the
 * umpire's words, as the summary: what the file keeps for a reader that
 * cannot say the phrase. Takes @outcome; returns a full reference. */
static GVariant *
say_loss_causes (VtRuleset *self,
                 VtGame    *game,
                 GVariant  *outcome)
{
  g_autoptr(GVariant) losses = g_variant_lookup_value (outcome, VT_OUTCOME_LOSSES, G_VARIANT_TYPE ("aa{sv}"));
  GVariantBuilder said;
  GVariantIter iter;
  GVariant *loss;
  gboolean any = FALSE;

  if (losses == NULL)
    return outcome;
  g_variant_builder_init (&said, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_iter_init (&iter, losses);
  while ((loss = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) owned = loss;
      g_autoptr(GVariant) cause = g_variant_lookup_value (loss, VT_OUTCOME_LOSS_CAUSE, G_VARIANT_TYPE_VARDICT);
      g_autofree char *note = cause != NULL ? _vt_phrase_say_for_umpire (game, self, cause) : NULL;

      if (note != NULL)
        {
          g_variant_builder_add_value (&said, replace_member (loss, "note", g_variant_new_string (note)));
          any = TRUE;
        }
      else
        g_variant_builder_add_value (&said, loss);
    }
  if (!any)
    {
      g_variant_builder_clear (&said);
      return outcome;
    }
  {
    GVariant *replaced = g_variant_ref_sink (replace_member (outcome, VT_OUTCOME_LOSSES,
                                                             g_variant_builder_end (&said)));

    g_variant_unref (outcome);
    return replaced;
  }
}

/**
 * vt_ruleset_resolve:
 * @self: a ruleset
 * @game: (nullable): the game the action happens in
 * @action: the id of one of the ruleset's actions
 * @params: an `a{sv}` of the action's declared parameters
 * @dice: the dice service every roll comes from
 * @error: return location for a #VtRulesetError
 *
 * Resolves @action. A floating @params is sunk.
 *
 * Returns: (transfer full): the outcome as an `a{sv}`, or %NULL with @error set
 */
GVariant *
vt_ruleset_resolve (VtRuleset   *self,
                    VtGame      *game,
                    const char  *action,
                    GVariant    *params,
                    VtDice      *dice,
                    GError     **error)
{
  VtRulesetInterface *iface;
  g_autoptr(GVariant) owned_params = NULL;
  g_autoptr(GError) local_error = NULL;
  GVariant *outcome;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (params != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (VT_IS_DICE (dice), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The ruleset may hold on to params; sink a floating one so callers can
   * pass g_variant_new (...) directly without leaking it. */
  owned_params = g_variant_ref_sink (params);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_action_rules != NULL)
    outcome = resolve_by_rule (self, game, action, owned_params, dice, &local_error);
  else if (iface->resolve != NULL)
    outcome = iface->resolve (self, game, action, owned_params, dice, &local_error);
  else
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   _("the ruleset %s has no action '%s'"),
                   vt_ruleset_get_id (self), action);
      return NULL;
    }

  if (outcome == NULL)
    {
      /* A plugin that fails without saying why still owes the umpire a reason. */
      if (local_error == NULL)
        g_set_error (&local_error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                     _("the ruleset %s could not resolve '%s' and gave no reason"),
                     vt_ruleset_get_id (self), action);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  outcome = g_variant_take_ref (outcome);
  if (!g_variant_is_of_type (outcome, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                   _("the ruleset %s gave an outcome of type %s for '%s' instead of a{sv}"),
                   vt_ruleset_get_id (self), g_variant_get_type_string (outcome), action);
      g_variant_unref (outcome);
      return NULL;
    }

  /* an outcome that keeps its summary as a phrase has it said once in the
   * umpire's words, for the Actions dialog's preview and the tool */
  if (!g_variant_lookup (outcome, VT_OUTCOME_SUMMARY, "&s", NULL))
    {
      g_autoptr(GVariant) phrase = g_variant_lookup_value (outcome, VT_OUTCOME_SUMMARY_PHRASE, G_VARIANT_TYPE_VARDICT);
      g_autofree char *summary = phrase != NULL ? _vt_phrase_say_for_umpire (game, self, phrase) : NULL;

      if (summary != NULL)
        {
          GVariantDict dict;

          g_variant_dict_init (&dict, outcome);
          g_variant_dict_insert (&dict, VT_OUTCOME_SUMMARY, "s", summary);
          g_variant_unref (outcome);
          outcome = g_variant_ref_sink (g_variant_dict_end (&dict));
        }
    }
  return say_loss_causes (self, game, outcome);
}

/**
 * vt_ruleset_find_terrain_kind:
 * @self: a ruleset
 * @id: a terrain kind id as the file names it
 *
 * Returns: (transfer none) (nullable): the terrain kind, or %NULL
 */
const VtTerrainKind *
vt_ruleset_find_terrain_kind (VtRuleset  *self,
                              const char *id)
{
  const VtTerrainKind *kinds;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  kinds = vt_ruleset_get_terrain_kinds (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (kinds[i].id, id) == 0)
      return &kinds[i];

  return NULL;
}

/**
 * vt_ruleset_find_unit_type:
 * @self: a ruleset
 * @id: a unit type id as the file names it
 *
 * Returns: (transfer none) (nullable): the unit type, or %NULL
 */
const VtUnitType *
vt_ruleset_find_unit_type (VtRuleset  *self,
                           const char *id)
{
  const VtUnitType *types;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  types = vt_ruleset_get_unit_types (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (types[i].id, id) == 0)
      return &types[i];

  return NULL;
}

/**
 * vt_ruleset_find_action:
 * @self: a ruleset
 * @id: an action id
 *
 * Returns: (transfer none) (nullable): the action, or %NULL
 */
const VtAction *
vt_ruleset_find_action (VtRuleset  *self,
                        const char *id)
{
  const VtAction *actions;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  actions = vt_ruleset_get_actions (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (actions[i].id, id) == 0)
      return &actions[i];

  return NULL;
}

/* ---- the play mode (ABI 1.1) ------------------------------------------ */

/* A ruleset that declares no phases plays each move as one. */
static const VtPhase whole_move[] = {
  { "move", "Move", "The whole move at once." },
};

/**
 * vt_ruleset_get_phases:
 * @self: a ruleset
 * @n_phases: (out): the number of phases, at least 1
 *
 * Returns: (transfer none): the phases of one move, in order; a ruleset
 *   that declares none has one phase, the whole move
 */
const VtPhase *
vt_ruleset_get_phases (VtRuleset *self,
                       guint     *n_phases)
{
  VtRulesetInterface *iface;
  const VtPhase *phases = NULL;
  guint n = 0;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_phases != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_phases != NULL)
    phases = iface->get_phases (self, &n);

  if (phases == NULL || n == 0)
    {
      *n_phases = G_N_ELEMENTS (whole_move);
      return whole_move;
    }

  *n_phases = n;
  return phases;
}

/**
 * vt_ruleset_get_activities:
 * @self: a ruleset
 * @unit: the unit that is to move
 * @n_activities: (out): the number of activities
 *
 * Returns: (transfer none) (nullable): what @unit can do while it moves,
 *   the default first; %NULL when the ruleset does not measure movement
 */
const VtActivity *
vt_ruleset_get_activities (VtRuleset *self,
                           VtUnit    *unit,
                           guint     *n_activities)
{
  VtRulesetInterface *iface;
  const VtActivity *activities = NULL;
  guint n = 0;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);
  g_return_val_if_fail (n_activities != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_activities != NULL)
    activities = iface->get_activities (self, unit, &n);

  *n_activities = activities != NULL ? n : 0;
  return *n_activities > 0 ? activities : NULL;
}

/**
 * vt_ruleset_get_march_rate:
 * @self: a ruleset
 * @game: (nullable): the game, for its options and house rules
 * @unit: the unit that moves
 * @activity: (nullable): one of the unit's activities
 * @ground: what lies under the point
 *
 * Returns: how far @unit gets in one move over @ground, in the unit of
 *   length (on a board: cells); 0 where it cannot go
 */
double
vt_ruleset_get_march_rate (VtRuleset      *self,
                           VtGame         *game,
                           VtUnit         *unit,
                           const char     *activity,
                           const VtGround *ground)
{
  VtRulesetInterface *iface;
  double rate;

  g_return_val_if_fail (VT_IS_RULESET (self), 0.0);
  g_return_val_if_fail (VT_IS_UNIT (unit), 0.0);
  g_return_val_if_fail (ground != NULL, 0.0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_march_rate == NULL)
    return 0.0;

  rate = iface->get_march_rate (self, game, unit, activity, ground);
  /* a plugin's NaN or negative rate means it cannot go there */
  return isfinite (rate) && rate > 0.0 ? rate : 0.0;
}

VtForcesProblem *
vt_forces_problem_new (const char *subject,
                       const char *message)
{
  VtForcesProblem *problem = g_new0 (VtForcesProblem, 1);

  g_return_val_if_fail (message != NULL, NULL);

  problem->subject = g_strdup (subject);
  problem->message = g_strdup (message);
  return problem;
}

void
vt_forces_problem_free (VtForcesProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->subject);
  g_free (problem->message);
  g_free (problem);
}

/**
 * vt_ruleset_check_forces:
 * @self: a ruleset
 * @scenario: a scenario of it, as set up
 *
 * The limits the rulebook gives the forces (pieces a side, each arm's
 * count, a minimum force), as the ruleset's check_forces says them.
 *
 * Returns: (transfer full) (element-type VtForcesProblem): the faults,
 *   empty where there are none or the ruleset gives no limits
 */
GPtrArray *
vt_ruleset_check_forces (VtRuleset  *self,
                         VtScenario *scenario)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) vt_forces_problem_free);
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), problems);
  g_return_val_if_fail (VT_IS_SCENARIO (scenario), problems);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->check_forces != NULL)
    iface->check_forces (self, scenario, problems);
  return problems;
}

/**
 * vt_ruleset_check_move:
 * @self: a ruleset
 * @game: the game, as it stands before the move
 * @unit: the unit that is to move
 * @activity: (nullable): one of the unit's activities; %NULL on a board,
 *   where nothing is measured
 * @from: (nullable): where @unit stands; %NULL with @to
 * @to: (nullable): where it is to go; %NULL to ask about the pace alone
 * @facing: the way it faces afterwards, degrees clockwise from north;
 *   ignored without @to
 * @error: return location for a #VT_RULESET_ERROR
 *
 * Asks the ruleset whether @unit may make a move at @activity now: a pace
 * whose use depends on what the unit did in the moves before (the rest
 * after storm pace) and, with @to, what lies on the way (the gaps in the
 * enemy's line). A ruleset that does not say lets every move pass.
 *
 * Returns: whether the move may be made
 */
gboolean
vt_ruleset_check_move (VtRuleset      *self,
                       VtGame         *game,
                       VtUnit         *unit,
                       const char     *activity,
                       const VtPoint  *from,
                       const VtPoint  *to,
                       double          facing,
                       GError        **error)
{
  VtRulesetInterface *iface;
  GError *local_error = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (VT_IS_GAME (game), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);
  g_return_val_if_fail ((from == NULL) == (to == NULL), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->check_move == NULL || iface->check_move (self, game, unit, activity, from, to, facing, &local_error))
    {
      /* a plugin that passes but sets an error anyway: the pass counts */
      g_clear_error (&local_error);
      return TRUE;
    }
  if (local_error == NULL)
    g_set_error (&local_error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                 _("%s may not go at %s now (the ruleset %s gives no reason)"),
                 vt_unit_get_display_name (unit), activity, vt_ruleset_get_id (self));
  g_propagate_error (error, local_error);
  return FALSE;
}

/**
 * vt_ruleset_describe_move:
 * @self: a ruleset
 * @game: the game, as it stands before the move
 * @unit: the unit that moves
 * @activity: one of the unit's activities
 * @from: where @unit stands
 * @to: where it goes
 * @facing: the way it faces afterwards, degrees clockwise from north
 *
 * What the ruleset says of a move vt_ruleset_check_move() let pass: what
 * the unit passes on the way (1812: its own lines passed through, a gap
 * in the enemy's passed with loss). An empty answer counts as none.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL
 */
char *
vt_ruleset_describe_move (VtRuleset      *self,
                          VtGame         *game,
                          VtUnit         *unit,
                          const char     *activity,
                          const VtPoint  *from,
                          const VtPoint  *to,
                          double          facing)
{
  VtRulesetInterface *iface;
  char *words;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);
  g_return_val_if_fail (activity != NULL, NULL);
  g_return_val_if_fail (from != NULL && to != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->describe_move == NULL)
    return NULL;
  words = iface->describe_move (self, game, unit, activity, from, to, facing);
  if (words != NULL && (*words == '\0' || !g_utf8_validate (words, -1, NULL)))
    /* nothing said, or not words the journal can keep */
    g_clear_pointer (&words, g_free);
  return words;
}

/**
 * vt_ruleset_get_footprint:
 * @self: a ruleset
 * @unit: a unit
 * @frontage: (out) (optional): across the front, in the unit of length
 * @depth: (out) (optional): front to rear
 *
 * The ground @unit covers in its present formation; the type's footprint
 * when the ruleset does not say, 0 × 0 for a type it does not know.
 */
void
vt_ruleset_get_footprint (VtRuleset *self,
                          VtUnit    *unit,
                          double    *frontage,
                          double    *depth)
{
  VtRulesetInterface *iface;
  double f = 0.0, d = 0.0;

  g_return_if_fail (VT_IS_RULESET (self));
  g_return_if_fail (VT_IS_UNIT (unit));

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_footprint != NULL)
    iface->get_footprint (self, unit, &f, &d);
  else
    {
      const VtUnitType *type = vt_ruleset_find_unit_type (self, vt_unit_get_unit_type (unit));

      if (type != NULL)
        {
          f = type->frontage;
          d = type->depth;
        }
    }

  if (frontage != NULL)
    *frontage = isfinite (f) && f > 0.0 ? f : 0.0;
  if (depth != NULL)
    *depth = isfinite (d) && d > 0.0 ? d : 0.0;
}

/**
 * vt_ruleset_prepare:
 * @self: a ruleset
 * @game: (nullable): the game whose map fills the parameters
 * @action: the id of one of the ruleset's actions
 * @params: an `a{sv}` of the parameters given so far; a floating
 *   reference is sunk
 * @error: return location for a #VtRulesetError
 *
 * Returns: (transfer full): an `a{sv}` with at least "params", the
 *   completed parameters; see #VtRulesetInterface.prepare
 */
GVariant *
vt_ruleset_prepare (VtRuleset   *self,
                    VtGame      *game,
                    const char  *action,
                    GVariant    *params,
                    GError     **error)
{
  VtRulesetInterface *iface;
  g_autoptr(GVariant) owned_params = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  GVariantDict dict;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (params != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  owned_params = g_variant_ref_sink (params);

  if (vt_ruleset_find_action (self, action) == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   _("the ruleset %s has no action '%s'"), vt_ruleset_get_id (self), action);
      return NULL;
    }

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_action_rules == NULL && iface->prepare == NULL)
    {
      g_variant_dict_init (&dict, NULL);
      g_variant_dict_insert_value (&dict, "params", owned_params);
      return g_variant_ref_sink (g_variant_dict_end (&dict));
    }

  if (iface->get_action_rules != NULL)
    prepared = prepare_by_rule (self, game, action, owned_params, &local_error);
  else
    prepared = iface->prepare (self, game, action, owned_params, &local_error);
  if (prepared == NULL)
    {
      if (local_error == NULL)
        g_set_error (&local_error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                     _("the ruleset %s could not prepare '%s' and gave no reason"),
                     vt_ruleset_get_id (self), action);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  prepared = g_variant_ref_sink (prepared);

  if (!g_variant_is_of_type (prepared, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                   _("the ruleset %s prepared '%s' as %s instead of a{sv}"),
                   vt_ruleset_get_id (self), action, g_variant_get_type_string (prepared));
      return NULL;
    }

  /* whatever the plugin left out, "params" is always there */
  completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
  if (completed != NULL)
    return g_steal_pointer (&prepared);

  g_variant_dict_init (&dict, prepared);
  g_variant_dict_insert_value (&dict, "params", owned_params);
  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

/**
 * vt_ruleset_get_tables:
 * @self: a ruleset
 * @n_tables: (out): the number of tables
 *
 * Returns: (transfer none) (nullable): the tables the umpire may override
 */
const VtRuleTable *
vt_ruleset_get_tables (VtRuleset *self,
                       guint     *n_tables)
{
  VtRulesetInterface *iface;
  const VtRuleTable *tables = NULL;
  guint n = 0;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_tables != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_tables != NULL)
    tables = iface->get_tables (self, &n);

  *n_tables = tables != NULL ? n : 0;
  return *n_tables > 0 ? tables : NULL;
}

/**
 * vt_ruleset_find_table:
 * @self: a ruleset
 * @id: a table id
 *
 * Returns: (transfer none) (nullable): the table, or %NULL
 */
const VtRuleTable *
vt_ruleset_find_table (VtRuleset  *self,
                       const char *id)
{
  const VtRuleTable *tables;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  tables = vt_ruleset_get_tables (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (tables[i].id, id) == 0)
      return &tables[i];

  return NULL;
}

/**
 * vt_ruleset_get_options:
 * @self: a ruleset
 * @n_options: (out): the number of options
 *
 * Returns: (transfer none) (nullable): the per-game options, declared
 *   like action parameters
 */
const VtActionParam *
vt_ruleset_get_options (VtRuleset *self,
                        guint     *n_options)
{
  VtRulesetInterface *iface;
  const VtActionParam *options = NULL;
  guint n = 0;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_options != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_options != NULL)
    options = iface->get_options (self, &n);

  *n_options = options != NULL ? n : 0;
  return *n_options > 0 ? options : NULL;
}

/**
 * vt_ruleset_get_message_delay:
 * @self: a ruleset
 * @game: (nullable): the game
 * @distance: how far the message goes, in the unit of length
 * @deliberation_minutes: the time the commander took at the table
 *
 * Returns: the Züge before the message arrives; 0 when the ruleset does
 *   not delay messages
 */
guint
vt_ruleset_get_message_delay (VtRuleset *self,
                              VtGame    *game,
                              double     distance,
                              guint      deliberation_minutes)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), 0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_message_delay == NULL)
    return 0;

  return iface->get_message_delay (self, game, distance, deliberation_minutes);
}

/**
 * vt_ruleset_get_sight_range:
 * @self: a ruleset
 * @game: (nullable): the game
 * @observer: the unit that looks
 *
 * Returns: how far @observer sees; %G_MAXDOUBLE when the ruleset sets no
 *   limit
 */
double
vt_ruleset_get_sight_range (VtRuleset *self,
                            VtGame    *game,
                            VtUnit    *observer)
{
  VtRulesetInterface *iface;
  double range;

  g_return_val_if_fail (VT_IS_RULESET (self), 0.0);
  g_return_val_if_fail (VT_IS_UNIT (observer), 0.0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_sight_range == NULL)
    return G_MAXDOUBLE;

  range = iface->get_sight_range (self, game, observer);
  return isnan (range) || range < 0.0 ? 0.0 : range;
}

/**
 * vt_ruleset_get_eye_height:
 * @self: a ruleset
 * @unit: the unit that looks, or is looked at
 *
 * Returns: how high above the ground @unit's eyes are, and how high it
 *   stands to be seen, in the unit of length; 0 when the ruleset says none
 */
double
vt_ruleset_get_eye_height (VtRuleset *self,
                           VtUnit    *unit)
{
  VtRulesetInterface *iface;
  double height;

  g_return_val_if_fail (VT_IS_RULESET (self), 0.0);
  g_return_val_if_fail (VT_IS_UNIT (unit), 0.0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_eye_height == NULL)
    return 0.0;

  height = iface->get_eye_height (self, unit);
  return isfinite (height) && height > 0.0 ? height : 0.0;
}

/**
 * vt_ruleset_get_troops_word:
 * @self: a ruleset
 *
 * Returns: the word for troops seen whose kind and strength are not
 */
const char *
vt_ruleset_get_troops_word (VtRuleset *self)
{
  VtRulesetInterface *iface;
  const char *word = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), "Troops");

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_troops_word != NULL)
    word = iface->get_troops_word (self);

  return word != NULL && *word != '\0' ? word : "Troops";
}

/**
 * vt_ruleset_get_message_limit:
 * @self: a ruleset
 * @kind: a kind of message
 *
 * Returns: how many of them one side may send in a game; 0 for no limit
 */
guint
vt_ruleset_get_message_limit (VtRuleset     *self,
                              VtMessageKind  kind)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), 0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_message_limit == NULL)
    return 0;
  return iface->get_message_limit (self, kind);
}

/**
 * vt_ruleset_get_loss_threshold:
 * @self: a ruleset
 * @game: (nullable): the game, whose house rules may change it
 * @arm: (nullable): the arm a loss was booked under
 *
 * Returns: the loss a unit may reach under @arm before the ruleset takes
 * strength away; NAN when losses are not pegged
 */
double
vt_ruleset_get_loss_threshold (VtRuleset  *self,
                               VtGame     *game,
                               const char *arm)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NAN);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_loss_threshold == NULL || arm == NULL)
    return NAN;
  return iface->get_loss_threshold (self, game, arm);
}

/**
 * vt_ruleset_may_message:
 * @self: a ruleset
 * @game: (nullable): the game; without one no limit is counted
 * @kind: what is sent
 * @from_side: (nullable): the sender's side; %NULL: the umpire
 * @from: (nullable): the sending unit; %NULL: the side's commander
 * @to_side: (nullable): the addressee's side; %NULL: the umpire
 * @to: (nullable): the unit it is for
 * @distance: between @from and @to, 0 unless both are units
 * @error: return location for a #VT_RULESET_ERROR
 *
 * Returns: whether the rules let it be sent
 */
gboolean
vt_ruleset_may_message (VtRuleset      *self,
                        VtGame         *game,
                        VtMessageKind   kind,
                        const char     *from_side,
                        VtUnit         *from,
                        const char     *to_side,
                        VtUnit         *to,
                        double          distance,
                        GError        **error)
{
  VtRulesetInterface *iface;
  guint limit;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->may_message != NULL &&
      !iface->may_message (self, game, kind, from_side, from, to_side, to, distance, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                     _("%s: the rules do not let this %s be sent"), vt_ruleset_get_id (self),
                     vt_message_kind_to_string (kind));
      return FALSE;
    }

  limit = vt_ruleset_get_message_limit (self, kind);
  if (limit > 0 && game != NULL && from_side != NULL &&
      vt_message_log_count_sent (vt_game_get_messages (game), from_side, kind) >= limit)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _("%s: each side may send %u of kind %s in a game, and %s has sent them all"),
                   vt_ruleset_get_title (self), limit, vt_message_kind_to_string (kind), from_side);
      return FALSE;
    }
  return TRUE;
}

/**
 * vt_ruleset_see_unit:
 * @self: a ruleset
 * @game: (nullable): the game, with the options in force at the moment
 * @observer: the unit that looks
 * @target: a unit of another side within @observer's sight range
 * @line_clear: whether the line between them is clear
 * @distance: between them, in the unit of length
 *
 * Returns: what @observer's side sees of @target; without a rule of the
 *   ruleset's, exact with a clear line, else nothing
 */
VtSighting
vt_ruleset_see_unit (VtRuleset *self,
                     VtGame    *game,
                     VtUnit    *observer,
                     VtUnit    *target,
                     gboolean   line_clear,
                     double     distance)
{
  VtRulesetInterface *iface;
  VtSighting sighting;

  g_return_val_if_fail (VT_IS_RULESET (self), VT_SIGHTING_NONE);
  g_return_val_if_fail (VT_IS_UNIT (observer), VT_SIGHTING_NONE);
  g_return_val_if_fail (VT_IS_UNIT (target), VT_SIGHTING_NONE);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->see_unit == NULL)
    return line_clear ? VT_SIGHTING_EXACT : VT_SIGHTING_NONE;

  sighting = iface->see_unit (self, game, observer, target, line_clear, distance);
  /* a ruleset's number outside the enum sees nothing rather than everything */
  return sighting <= VT_SIGHTING_EXACT ? sighting : VT_SIGHTING_NONE;
}

/**
 * vt_ruleset_get_wheel_distance:
 * @self: a ruleset
 * @unit: the unit that turns
 * @from: its facing before, in degrees
 * @to: its facing after
 *
 * Returns: how far the moving flank travels, in the unit of length; 0 when
 *   the ruleset makes turning free
 */
double
vt_ruleset_get_wheel_distance (VtRuleset *self,
                               VtUnit    *unit,
                               double     from,
                               double     to)
{
  VtRulesetInterface *iface;
  double distance;

  g_return_val_if_fail (VT_IS_RULESET (self), 0.0);
  g_return_val_if_fail (VT_IS_UNIT (unit), 0.0);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_wheel_distance == NULL)
    return 0.0;

  distance = iface->get_wheel_distance (self, unit, from, to);
  return isnan (distance) || distance < 0.0 ? 0.0 : distance;
}

/* ---- rule tables ------------------------------------------------------ */

guint
vt_rule_table_get_n_rows (const VtRuleTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->rows != NULL ? g_strv_length ((char **) table->rows) : 0;
}

guint
vt_rule_table_get_n_columns (const VtRuleTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->columns != NULL ? g_strv_length ((char **) table->columns) : 0;
}

static int
find_key (const char * const *keys,
          const char         *key)
{
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    if (g_str_equal (keys[i], key))
      return (int) i;

  return -1;
}

int
vt_rule_table_find_row (const VtRuleTable *table,
                        const char        *row)
{
  g_return_val_if_fail (table != NULL, -1);
  g_return_val_if_fail (row != NULL, -1);

  return find_key (table->rows, row);
}

int
vt_rule_table_find_column (const VtRuleTable *table,
                           const char        *column)
{
  g_return_val_if_fail (table != NULL, -1);
  g_return_val_if_fail (column != NULL, -1);

  return find_key (table->columns, column);
}

/**
 * vt_rule_table_get_value:
 * @table: a rule table of the ruleset
 * @row: a row key
 * @column: a column key
 * @game: (nullable): the game whose house rules count
 *
 * A cell as this game plays it: the umpire's house rule when @game has
 * one, else the table's own value.
 *
 * Returns: the value, NAN when the row or the column is not in the table
 */
double
vt_rule_table_get_value (const VtRuleTable *table,
                         const char        *row,
                         const char        *column,
                         VtGame            *game)
{
  int r, c;

  g_return_val_if_fail (table != NULL, NAN);
  g_return_val_if_fail (row != NULL && column != NULL, NAN);

  r = vt_rule_table_find_row (table, row);
  c = vt_rule_table_find_column (table, column);
  if (r < 0 || c < 0)
    return NAN;

  /* the game knows the umpire's house rules */
  if (game != NULL && vt_game_get_ruleset (game) != NULL)
    return vt_game_get_table_value (game, table->id, row, column);

  return table->values[(guint) r * vt_rule_table_get_n_columns (table) + (guint) c];
}

/* ---- parameters ------------------------------------------------------- */

static const char *
param_type_phrase (VtParamType type)
{
  switch (type)
    {
    case VT_PARAM_INTEGER:
      return _("a whole number");
    case VT_PARAM_NUMBER:
      return _("a number");
    case VT_PARAM_BOOLEAN:
      return _("true or false");
    case VT_PARAM_CHOICE:
      return _("one of its choices");
    case VT_PARAM_UNIT:
      return _("the id of a unit");
    case VT_PARAM_DIE:
      return _("the name of a die");
    default:
      g_return_val_if_reached (_("a value"));
    }
}

/* A declaration without bounds leaves both at 0. */
static gboolean
param_has_bounds (const VtActionParam *param)
{
  return param->minimum != 0.0 || param->maximum != 0.0;
}

static gboolean
check_bounds (const VtActionParam  *param,
              const char           *owner,
              double                number,
              const char           *shown,
              GError              **error)
{
  char minimum[G_ASCII_DTOSTR_BUF_SIZE], maximum[G_ASCII_DTOSTR_BUF_SIZE];

  if (!param_has_bounds (param) ||
      (number >= param->minimum && number <= param->maximum))
    return TRUE;

  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
               _("%s: %s is %s; it must be from %s to %s"),
               owner, param->name, shown,
               g_ascii_formatd (minimum, sizeof minimum, "%g", param->minimum),
               g_ascii_formatd (maximum, sizeof maximum, "%g", param->maximum));
  return FALSE;
}

/* "b1" or "b1,b2": every place between commas names a unit, and none
 * twice; a unit counted twice would fire or attack twice. */
static gboolean
check_unit_ids (const VtActionParam  *param,
                const char           *owner,
                const char           *text,
                GError              **error)
{
  g_auto(GStrv) unit_ids = g_strsplit (text, ",", -1);

  if (unit_ids[0] == NULL || (unit_ids[1] == NULL && *g_strstrip (unit_ids[0]) == '\0'))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                   _("%s: %s is empty; name a unit by its id"), owner, param->name);
      return FALSE;
    }

  for (guint i = 0; unit_ids[i] != NULL; i++)
    {
      const char *unit_id = g_strstrip (unit_ids[i]);

      if (*unit_id == '\0')
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s is '%s', which names no unit between two commas; "
                       "write the ids as b1,b2"),
                       owner, param->name, text);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (g_str_equal (unit_ids[j], unit_id))
          {
            g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                         _("%s: %s names the unit '%s' twice"),
                         owner, param->name, unit_id);
            return FALSE;
          }
    }

  return TRUE;
}

gboolean
vt_action_param_check_value (const VtActionParam  *param,
                             const char           *owner,
                             GVariant             *value,
                             GError              **error)
{
  gint64 integer;

  switch (param->type)
    {
    case VT_PARAM_INTEGER:
      if (vt_variant_get_integer (value, &integer))
        {
          char shown[32];

          g_snprintf (shown, sizeof shown, "%" G_GINT64_FORMAT, integer);
          return check_bounds (param, owner, (double) integer, shown, error);
        }
      break;

    case VT_PARAM_NUMBER:
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
        {
          double number = g_variant_get_double (value);
          char shown[G_ASCII_DTOSTR_BUF_SIZE];

          if (!isfinite (number))
            {
              g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                           _("%s: %s must be a finite number"), owner, param->name);
              return FALSE;
            }
          g_ascii_formatd (shown, sizeof shown, "%g", number);
          return check_bounds (param, owner, number, shown, error);
        }
      break;

    case VT_PARAM_BOOLEAN:
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        return TRUE;
      break;

    case VT_PARAM_DIE:
      /* a die parameter without choices takes any die the ruleset knows */
      if (param->choices == NULL)
        {
          if (!g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
            break;
          if (*g_variant_get_string (value, NULL) != '\0')
            return TRUE;
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s is empty; name a die"), owner, param->name);
          return FALSE;
        }
      G_GNUC_FALLTHROUGH;
    case VT_PARAM_CHOICE:
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        {
          const char *choice = g_variant_get_string (value, NULL);
          g_autofree char *choices = NULL;

          if (param->choices != NULL && g_strv_contains (param->choices, choice))
            return TRUE;

          choices = param->choices != NULL ? g_strjoinv (", ", (char **) param->choices)
                                           : g_strdup ("");
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s is '%s'; it must be one of %s"),
                       owner, param->name, choice, choices);
          return FALSE;
        }
      break;

    case VT_PARAM_UNIT:
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        return check_unit_ids (param, owner, g_variant_get_string (value, NULL), error);
      break;

    default:
      break;
    }

  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
               _("%s: %s must be %s, not a value of type '%s'"),
               owner, param->name, param_type_phrase (param->type),
               g_variant_get_type_string (value));
  return FALSE;
}

static const VtAction *
find_action_or_error (VtRuleset   *self,
                      const char  *action_id,
                      GError     **error)
{
  const VtAction *action = vt_ruleset_find_action (self, action_id);
  const VtAction *actions;
  g_autoptr(GString) names = NULL;
  guint n;

  if (action != NULL)
    return action;

  names = g_string_new (NULL);
  actions = vt_ruleset_get_actions (self, &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", actions[i].id);

  if (n == 0)
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                 _("the ruleset %s has no action '%s'; it has no actions at all"),
                 vt_ruleset_get_id (self), action_id);
  else
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                 _("the ruleset %s has no action '%s'; its actions are %s"),
                 vt_ruleset_get_id (self), action_id, names->str);
  return NULL;
}

static const VtActionParam *
find_param (const VtAction *action,
            const char     *name)
{
  for (guint i = 0; i < action->n_params; i++)
    if (g_strcmp0 (action->params[i].name, name) == 0)
      return &action->params[i];

  return NULL;
}

static void
set_unknown_param_error (const VtAction  *action,
                         const char      *name,
                         GError         **error)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < action->n_params; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", action->params[i].name);

  if (action->n_params == 0)
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                 _("%s has no parameter '%s'; it takes none"), action->id, name);
  else
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                 _("%s has no parameter '%s'; its parameters are %s"),
                 action->id, name, names->str);
}

/**
 * vt_action_param_parse_value:
 * @param: the declaration of a parameter or an option
 * @owner: the action's or the option's id, which begins a message
 * @text: the value as the umpire typed it (vertrauter-tool's name=value)
 * @error: return location for a %VT_RULESET_ERROR_BAD_PARAMETER
 *
 * Reads @text as @param's type: a whole number "x", a decimal number "d",
 * true/yes/1 or false/no/0 "b", anything else "s". Bounds and choices are
 * vt_action_param_check_value()'s to check.
 *
 * Returns: (transfer floating): the value, or %NULL with @error set
 */
GVariant *
vt_action_param_parse_value (const VtActionParam  *param,
                             const char           *owner,
                             const char           *text,
                             GError              **error)
{
  GVariant *value = NULL;

  g_return_val_if_fail (param != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  switch (param->type)
    {
    case VT_PARAM_INTEGER:
      {
        gint64 integer;

        if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &integer, NULL))
          {
            g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                         _("%s: %s must be a whole number; '%s' is not one"),
                         owner, param->name, text);
            return NULL;
          }
        value = g_variant_new_int64 (integer);
      }
      break;

    case VT_PARAM_NUMBER:
      {
        char *end = NULL;
        double number;

        /* decimal only: g_ascii_strtod() would also read 0x10 and inf */
        errno = 0;
        number = g_ascii_strtod (text, &end);
        if (*text == '\0' || strspn (text, "0123456789+-.eE") != strlen (text) ||
            end == NULL || *end != '\0' || errno == ERANGE || !isfinite (number))
          {
            g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                         _("%s: %s must be a number; '%s' is not one"),
                         owner, param->name, text);
            return NULL;
          }
        /* -0 is 0, and is not to be shown as "-0 paces" */
        value = g_variant_new_double (number == 0 ? 0.0 : number);
      }
      break;

    case VT_PARAM_BOOLEAN:
      if (g_ascii_strcasecmp (text, "true") == 0 || g_ascii_strcasecmp (text, "yes") == 0 ||
          g_str_equal (text, "1"))
        value = g_variant_new_boolean (TRUE);
      else if (g_ascii_strcasecmp (text, "false") == 0 || g_ascii_strcasecmp (text, "no") == 0 ||
               g_str_equal (text, "0"))
        value = g_variant_new_boolean (FALSE);
      else
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s must be true or false; '%s' is neither"),
                       owner, param->name, text);
          return NULL;
        }
      break;

    case VT_PARAM_CHOICE:
    case VT_PARAM_UNIT:
    case VT_PARAM_DIE:
    default:
      value = g_variant_new_string (text);
      break;
    }

  return value;
}

/**
 * vt_ruleset_parse_params:
 * @self: a ruleset
 * @action: the id of one of its actions
 * @words: (array zero-terminated=1): "key=value" words, as the tool takes them
 * @error: return location for a #VtRulesetError
 *
 * Types each value by its declaration: integers as "x", numbers as "d",
 * booleans ("true", "false", "yes", "no", "1", "0") as "b", the rest as
 * "s". Bounds and choices are vt_ruleset_check_params()'s to check.
 *
 * Returns: (transfer full): an `a{sv}`, not floating, or %NULL with @error set
 */
GVariant *
vt_ruleset_parse_params (VtRuleset           *self,
                         const char          *action_id,
                         const char * const  *words,
                         GError             **error)
{
  const VtAction *action;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (action_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  action = find_action_or_error (self, action_id, error);
  if (action == NULL)
    return NULL;

  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    {
      const char *equals = strchr (words[i], '=');
      g_autofree char *name = NULL;
      const char *text;
      const VtActionParam *param;
      GVariant *value = NULL;

      if (equals == NULL || equals == words[i])
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: '%s' is not of the form name=value"), action->id, words[i]);
          return NULL;
        }

      name = g_strndup (words[i], equals - words[i]);
      text = equals + 1;

      param = find_param (action, name);
      if (param == NULL && g_str_equal (name, VT_PARAM_UMPIRE_ALLOWS) &&
          !g_variant_dict_contains (&dict, name))
        {
          /* the umpire's reason, in words: check_params looks at it */
          g_variant_dict_insert (&dict, name, "s", text);
          continue;
        }
      if (param == NULL && !g_str_equal (name, VT_PARAM_UMPIRE_ALLOWS))
        {
          set_unknown_param_error (action, name, error);
          return NULL;
        }

      if (g_variant_dict_contains (&dict, name))
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s is given twice"), action->id, name);
          return NULL;
        }

      value = vt_action_param_parse_value (param, action->id, text, error);
      if (value == NULL)
        return NULL;
      g_variant_dict_insert_value (&dict, name, value);
    }

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

/* whether @text holds more than white space */
static gboolean
has_words (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return TRUE;
  return FALSE;
}

/* The label of a unit parameter, for a message: "Attacking units". */
static const char *
param_words (const VtActionParam *param)
{
  return param->label != NULL && param->label[0] != '\0' ? param->label : param->name;
}

/* A unit stands in one role of an action only: the attacker cannot be its
 * own second line, nor the firer its own target. */
static gboolean
check_roles_apart (const VtAction  *action,
                   GVariant        *params,
                   GError         **error)
{
  g_autoptr(GHashTable) roles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      g_auto(GStrv) ids = NULL;
      const char *value;

      if (param->type != VT_PARAM_UNIT ||
          !g_variant_lookup (params, param->name, "&s", &value))
        continue;

      ids = g_strsplit (value, ",", -1);
      for (guint j = 0; ids[j] != NULL; j++)
        {
          const char *id = g_strstrip (ids[j]);
          const VtActionParam *other;

          if (*id == '\0')
            continue;
          other = g_hash_table_lookup (roles, id);
          if (other != NULL && other != param)
            {
              g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                           _("%s: %s is named in %s (%s) and in %s (%s); a unit can stand "
                           "in one role only"), action->id, id,
                           param_words (other), other->name, param_words (param), param->name);
              return FALSE;
            }
          g_hash_table_insert (roles, g_strdup (id), (gpointer) param);
        }
    }

  return TRUE;
}

static gboolean
check_params (VtRuleset   *self,
              const char  *action_id,
              GVariant    *params,
              gboolean     complete,
              GError     **error)
{
  const VtAction *action;
  GVariantIter iter;
  const char *name;
  GVariant *value;

  action = find_action_or_error (self, action_id, error);
  if (action == NULL)
    return FALSE;

  g_variant_iter_init (&iter, params);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &value))
    {
      g_autoptr(GVariant) owned_value = value;
      const VtActionParam *param = find_param (action, name);

      if (param == NULL && g_str_equal (name, VT_PARAM_UMPIRE_ALLOWS))
        {
          /* the umpire's reason, for any action */
          if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) &&
              has_words (g_variant_get_string (value, NULL)))
            continue;
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s must give the umpire's reason in words"), action->id,
                       VT_PARAM_UMPIRE_ALLOWS);
          return FALSE;
        }
      if (param == NULL)
        {
          set_unknown_param_error (action, name, error);
          return FALSE;
        }

      if (!vt_action_param_check_value (param, action->id, value, error))
        return FALSE;
    }

  if (!check_roles_apart (action, params, error))
    return FALSE;

  if (!complete)
    return TRUE;

  for (guint i = 0; i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      g_autoptr(GVariant) given = NULL;

      if (param->optional)
        continue;

      given = g_variant_lookup_value (params, param->name, NULL);
      if (given == NULL)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                       _("%s: %s is missing; give it as %s=…"),
                       action->id, param->name, param->name);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * vt_ruleset_check_params:
 * @self: a ruleset
 * @action: the id of one of its actions
 * @params: an `a{sv}` of parameters
 * @error: return location for a #VtRulesetError
 *
 * Returns: whether @params name only declared parameters, give every one
 *   that is not optional, each of its type, within its bounds and among
 *   its choices
 */
gboolean
vt_ruleset_check_params (VtRuleset   *self,
                         const char  *action,
                         GVariant    *params,
                         GError     **error)
{
  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (params != NULL && g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return check_params (self, action, params, TRUE, error);
}

gboolean
vt_ruleset_check_given_params (VtRuleset   *self,
                               const char  *action,
                               GVariant    *params,
                               GError     **error)
{
  return check_params (self, action, params, FALSE, error);
}

/* ---- labels, the turn, the end of the game (ABI 2.0) ------------------- */

const VtFormation *
vt_ruleset_get_formations (VtRuleset *self,
                           guint     *n_formations)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (n_formations != NULL, NULL);

  iface = VT_RULESET_GET_IFACE (self);
  *n_formations = 0;
  if (iface->get_formations == NULL)
    return NULL;

  return iface->get_formations (self, n_formations);
}

/* one of the ruleset's options by its name, or NULL */
const VtActionParam *
vt_ruleset_find_option (VtRuleset  *self,
                        const char *name)
{
  const VtActionParam *options;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  options = vt_ruleset_get_options (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (options[i].name, name) == 0)
      return &options[i];
  return NULL;
}

const VtFormation *
vt_ruleset_find_formation (VtRuleset  *self,
                           const char *id)
{
  const VtFormation *formations;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  formations = vt_ruleset_get_formations (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (formations[i].id, id) == 0)
      return &formations[i];

  return NULL;
}

static GQuark
gettext_domain_quark (void)
{
  return g_quark_from_static_string ("vt-ruleset-gettext-domain");
}

/* Set by the registry when it loads the ruleset's plugin; a ruleset made
 * without one (a test's) has none and reads as it is written. */
void
vt_ruleset_set_gettext_domain (VtRuleset  *self,
                               const char *domain)
{
  g_return_if_fail (VT_IS_RULESET (self));

  g_object_set_qdata (G_OBJECT (self), gettext_domain_quark (),
                      (gpointer) (domain != NULL ? g_intern_string (domain) : NULL));
}

/**
 * vt_ruleset_get_gettext_domain:
 * @self: a ruleset
 *
 * Returns: (nullable): the gettext domain of the plugin @self came from
 *   ("vertrauter-reiswitz-1824"), or %NULL for a ruleset no plugin loaded
 */
const char *
vt_ruleset_get_gettext_domain (VtRuleset *self)
{
  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  return g_object_get_qdata (G_OBJECT (self), gettext_domain_quark ());
}

/**
 * vt_ruleset_translate:
 * @self: a ruleset
 * @msgid: (nullable): one of the ruleset's own words, as its tables give it
 *
 * The plugin's tables hold their words in English, marked with N_ for
 * xgettext; this reads them in the umpire's language through the plugin's
 * domain.
 *
 * Returns: (nullable): @msgid translated, or @msgid itself when the ruleset
 *   has no domain or the domain no translation
 */
const char *
vt_ruleset_translate (VtRuleset  *self,
                      const char *msgid)
{
  const char *domain;

  g_return_val_if_fail (VT_IS_RULESET (self), msgid);

  if (msgid == NULL || *msgid == '\0')
    return msgid;

  domain = vt_ruleset_get_gettext_domain (self);
  if (domain == NULL)
    return msgid;

  return g_dgettext (domain, msgid);
}

/**
 * vt_label_from_id:
 * @id: a catalogue id as files spell it
 *
 * Returns: (transfer none): the id in words, interned: dashes become
 *   spaces and the first letter a capital
 */
const char *
vt_label_from_id (const char *id)
{
  g_autoptr(GString) label = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  label = g_string_new (id);
  g_strdelimit (label->str, "-_", ' ');
  if (label->len > 0)
    label->str[0] = g_ascii_toupper (label->str[0]);

  return g_intern_string (label->str);
}

const char *
vt_ruleset_get_formation_label (VtRuleset  *self,
                                const char *formation)
{
  const VtFormation *found;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (formation != NULL, NULL);

  found = vt_ruleset_find_formation (self, formation);
  if (found != NULL && found->label != NULL)
    return vt_ruleset_translate (self, found->label);

  return vt_label_from_id (formation);
}

const char *
vt_ruleset_get_terrain_kind_label (VtRuleset  *self,
                                   const char *kind)
{
  const VtTerrainKind *found;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  found = vt_ruleset_find_terrain_kind (self, kind);
  if (found != NULL && found->label != NULL)
    return vt_ruleset_translate (self, found->label);

  return vt_label_from_id (kind);
}

const char *
vt_ruleset_get_unit_type_label (VtRuleset  *self,
                                const char *unit_type)
{
  const VtUnitType *found;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (unit_type != NULL, NULL);

  found = vt_ruleset_find_unit_type (self, unit_type);
  if (found != NULL && found->label != NULL)
    return vt_ruleset_translate (self, found->label);

  return vt_label_from_id (unit_type);
}

const char *
vt_ruleset_get_choice_label (VtRuleset           *self,
                             const VtActionParam *param,
                             const char          *choice)
{
  const char *known;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (param != NULL && choice != NULL, NULL);

  /* the labels run beside the choices */
  for (guint i = 0; param->choices != NULL && param->choices[i] != NULL; i++)
    if (g_str_equal (param->choices[i], choice) &&
        param->choice_labels != NULL && i < g_strv_length ((char **) param->choice_labels))
      return vt_ruleset_translate (self, param->choice_labels[i]);

  /* a choice that names a catalogue entry reads as the catalogue says */
  known = vt_ruleset_find_label (self, choice);
  if (known != NULL)
    return known;

  /* die names ("I", "V") and numbers read as they are */
  if (param->type == VT_PARAM_DIE)
    return choice;

  /* a pace: "route-march" reads as the activity "Route march" does */
  return vt_ruleset_get_label (self, choice);
}

const char *
vt_ruleset_get_label (VtRuleset  *self,
                      const char *id)
{
  const char *known;

  g_return_val_if_fail (self == NULL || VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (self == NULL)
    return vt_label_from_id (id);
  known = vt_ruleset_find_label (self, id);
  return known != NULL ? known : vt_ruleset_translate (self, vt_label_from_id (id));
}

const char *
vt_ruleset_find_label (VtRuleset  *self,
                       const char *id)
{
  const VtTerrainKind *kind;
  const VtUnitType *type;
  const VtFormation *formation;
  const VtPhase *phases;
  guint n;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if ((type = vt_ruleset_find_unit_type (self, id)) != NULL && type->label != NULL)
    return vt_ruleset_translate (self, type->label);
  if ((kind = vt_ruleset_find_terrain_kind (self, id)) != NULL && kind->label != NULL)
    return vt_ruleset_translate (self, kind->label);
  if ((formation = vt_ruleset_find_formation (self, id)) != NULL && formation->label != NULL)
    return vt_ruleset_translate (self, formation->label);

  phases = vt_ruleset_get_phases (self, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (phases[i].id, id) == 0 && phases[i].label != NULL)
      return vt_ruleset_translate (self, phases[i].label);

  return NULL;
}

/**
 * vt_ruleset_get_move_name:
 * @self: (nullable): a ruleset
 * @n: how many moves are spoken of
 *
 * Returns: (transfer none): the game's word for @n moves: "Zug" or
 *   "Züge" in 1824; "move" or "moves" where the ruleset says nothing, or
 *   for a game without one
 */
const char *
vt_ruleset_get_move_name (VtRuleset *self,
                          guint      n)
{
  VtRulesetInterface *iface;
  const char *singular = NULL, *plural = NULL;

  g_return_val_if_fail (self == NULL || VT_IS_RULESET (self), NULL);

  /* a game without a ruleset still counts its moves */
  iface = self != NULL ? VT_RULESET_GET_IFACE (self) : NULL;
  if (iface != NULL && iface->get_move_names != NULL)
    iface->get_move_names (self, &singular, &plural);
  if (singular == NULL)
    singular = "move";
  if (plural == NULL)
    plural = g_str_equal (singular, "move") ? "moves" : singular;

  return self != NULL ? vt_ruleset_translate (self, n == 1 ? singular : plural) : (n == 1 ? singular : plural);
}

/**
 * vt_ruleset_get_short_name:
 * @self: a ruleset
 *
 * Returns: (transfer none): the name umpires call the game by, "Reiswitz
 *   1824", "Little Wars"; the title where the ruleset gives none
 */
const char *
vt_ruleset_get_short_name (VtRuleset *self)
{
  VtRulesetInterface *iface;
  const char *name = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_short_name != NULL)
    name = iface->get_short_name (self);
  return name != NULL && name[0] != '\0' ? name : vt_ruleset_get_title (self);
}

/**
 * vt_ruleset_get_loss_name:
 * @self: (nullable): a ruleset
 * @n: how much is lost
 *
 * Returns: (transfer none): the game's word for @n of what a loss counts,
 *   in the reader's language: "Point" or "Points" (1824), "man" or "men"
 *   (Wells); "Point", "Points" where the ruleset says nothing
 */
const char *
vt_ruleset_get_loss_name (VtRuleset *self,
                          double     n)
{
  VtRulesetInterface *iface;
  const char *singular = NULL, *plural = NULL;

  g_return_val_if_fail (self == NULL || VT_IS_RULESET (self), NULL);

  iface = self != NULL ? VT_RULESET_GET_IFACE (self) : NULL;
  if (iface != NULL && iface->get_loss_names != NULL)
    iface->get_loss_names (self, &singular, &plural);
  if (singular == NULL || plural == NULL)
    return n == 1 ? _("Point") : _("Points");

  return vt_ruleset_translate (self, n == 1 ? singular : plural);
}

/**
 * vt_ruleset_format_losses:
 * @self: (nullable): a ruleset
 * @n: how much is lost
 *
 * Returns: (transfer full): "12 Points", "1 man", "3 figures"
 */
char *
vt_ruleset_format_losses (VtRuleset *self,
                          double     n)
{
  /* TRANSLATORS: a loss and the game's word for it: "12 Points", "3 men" */
  return g_strdup_printf (C_("losses", "%g %s"), n, vt_ruleset_get_loss_name (self, n));
}

const char *
vt_turn_kind_to_string (VtTurnKind kind)
{
  switch (kind)
    {
    case VT_TURN_SIMULTANEOUS:
      return "simultaneous";
    case VT_TURN_ALTERNATING:
      return "alternating";
    case VT_TURN_TIMED:
      return "timed";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * vt_ruleset_get_turn:
 * @self: a ruleset
 * @turn: (out caller-allocates): how the sides take their moves
 *
 * A ruleset that says nothing plays its moves simultaneously, in phases.
 */
void
vt_ruleset_get_turn (VtRuleset *self,
                     VtTurn    *turn)
{
  VtRulesetInterface *iface;

  g_return_if_fail (VT_IS_RULESET (self));
  g_return_if_fail (turn != NULL);

  *turn = (VtTurn) { VT_TURN_SIMULTANEOUS, NULL, 0 };
  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_turn != NULL)
    iface->get_turn (self, turn);
}

/**
 * vt_ruleset_get_victory:
 * @self: a ruleset
 * @game: the game as it stands
 * @winner: (out) (optional) (nullable) (transfer full): the winning side's
 *   id; %NULL for a draw or while undecided
 * @reason: (out) (optional) (transfer full): why, for the umpire
 *
 * Returns: whether @game is decided; a ruleset that says nothing names no
 *   winner
 */
gboolean
vt_ruleset_get_victory (VtRuleset  *self,
                        VtGame     *game,
                        char      **winner,
                        char      **reason)
{
  VtRulesetInterface *iface;
  g_autofree char *who = NULL;
  g_autofree char *why = NULL;
  gboolean decided = FALSE;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_victory != NULL)
    decided = iface->get_victory (self, game, &who, &why);
  if (why == NULL)
    why = g_strdup ("no winner");

  if (winner != NULL)
    *winner = decided ? g_steal_pointer (&who) : NULL;
  if (reason != NULL)
    *reason = g_steal_pointer (&why);

  return decided;
}

/**
 * vt_ruleset_get_score:
 * @self: a ruleset
 * @game: the game as it stands
 * @side: a side id
 * @score: (out): the side's score
 *
 * Returns: whether the ruleset keeps a score; unset: it keeps none
 */
gboolean
vt_ruleset_get_score (VtRuleset  *self,
                      VtGame     *game,
                      const char *side,
                      double     *score)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (side != NULL && score != NULL, FALSE);

  *score = 0;
  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_score == NULL)
    return FALSE;

  return iface->get_score (self, game, side, score);
}

/* "line, column or square" */
static char *
join_formations (const char * const *formations)
{
  GString *text = g_string_new (NULL);
  guint n = formations != NULL ? g_strv_length ((char **) formations) : 0;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* TRANSLATORS: the last joint of a list of choices: "line, column or square" */
        g_string_append (text, i + 1 == n ? _(" or ") : _(", "));
      g_string_append (text, formations[i]);
    }
  return g_string_free (text, FALSE);
}

/**
 * vt_unit_type_check_formation:
 * @type: the unit's type
 * @unit_id: the unit, for the message
 * @formation: the formation it is to take
 * @domain: the error domain of the caller
 * @code: the error code of the caller
 * @error: return location for an error in @domain
 *
 * Returns: whether @formation is one of @type's formations
 */
gboolean
vt_unit_type_check_formation (const VtUnitType  *type,
                              const char        *unit_id,
                              const char        *formation,
                              GQuark             domain,
                              int                code,
                              GError           **error)
{
  g_autofree char *choices = NULL;

  if (type->formations != NULL && g_strv_contains (type->formations, formation))
    return TRUE;

  choices = join_formations (type->formations);
  if (choices[0] == '\0')
    g_set_error (error, domain, code,
                 _("unit '%s' (%s) has no formation '%s'; its type has none"),
                 unit_id, type->id, formation);
  else
    g_set_error (error, domain, code,
                 _("unit '%s' (%s) has no formation '%s'; it can be %s"),
                 unit_id, type->id, formation, choices);
  return FALSE;
}

/**
 * vt_ruleset_get_osm_tags:
 * @self: a ruleset
 * @n_tags: (out): how many rows
 *
 * Returns: (array length=n_tags) (nullable): how OpenStreetMap's tags
 *   become the ruleset's terrain kinds, first match first; NULL when the
 *   ruleset reads no OpenStreetMap
 */
const VtOsmTag *
vt_ruleset_get_osm_tags (VtRuleset *self,
                         guint     *n_tags)
{
  VtRulesetInterface *iface;
  guint n = 0;
  const VtOsmTag *tags = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), NULL);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_osm_tags != NULL)
    tags = iface->get_osm_tags (self, &n);
  if (tags == NULL)
    n = 0;
  if (n_tags != NULL)
    *n_tags = n;
  return n > 0 ? tags : NULL;
}

/**
 * vt_ruleset_get_editor_info:
 * @self: a ruleset
 *
 * Returns: (transfer none): the attributes features take and the grid of
 *   the map editor; empty when the ruleset declares none
 */
const VtEditorInfo *
vt_ruleset_get_editor_info (VtRuleset *self)
{
  static const VtEditorInfo none = { NULL, 0, 0.0, NULL };
  VtRulesetInterface *iface;
  const VtEditorInfo *info = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), &none);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_editor_info != NULL)
    info = iface->get_editor_info (self);
  return info != NULL ? info : &none;
}

/**
 * vt_ruleset_get_destinations:
 * @self: a ruleset
 * @game: the game @unit is in
 * @unit: a unit of @game's state
 * @cells: (element-type guint): where the cells are appended
 *
 * The cells of the ruleset's board @unit may move to now, for the map to
 * show when it is selected.
 *
 * Returns: whether @unit moves on the board by an action; FALSE and
 *   nothing appended for a ruleset that gives no board moves
 */
gboolean
vt_ruleset_get_destinations (VtRuleset *self,
                             VtGame    *game,
                             VtUnit    *unit,
                             GArray    *cells)
{
  VtRulesetInterface *iface;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (game != NULL && unit != NULL, FALSE);
  g_return_val_if_fail (cells != NULL && g_array_get_element_size (cells) == sizeof (guint), FALSE);

  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_board_move == NULL)
    return FALSE;
  return iface->get_board_move (self, game, unit, cells, 0, NULL, NULL);
}

/**
 * vt_ruleset_get_move_action:
 * @self: a ruleset
 * @game: the game @unit is in
 * @unit: a unit of @game's state
 * @to: a cell of the board, legal or not
 * @action: (out) (transfer full): the action's id
 * @params: (out) (transfer full): its parameters, an a{sv}
 *
 * The action that moves @unit to @to, as the Actions dialog would resolve
 * it: vt_game_resolve_action() gives the outcome, or the rule a move to
 * a cell it may not go to breaks.
 *
 * Returns: whether @unit moves on the board by an action
 */
gboolean
vt_ruleset_get_move_action (VtRuleset  *self,
                            VtGame     *game,
                            VtUnit     *unit,
                            guint       to,
                            char      **action,
                            GVariant  **params)
{
  VtRulesetInterface *iface;
  g_autofree char *id = NULL;
  g_autoptr(GVariant) values = NULL;

  g_return_val_if_fail (VT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (game != NULL && unit != NULL, FALSE);
  g_return_val_if_fail (action != NULL && params != NULL, FALSE);

  *action = NULL;
  *params = NULL;
  iface = VT_RULESET_GET_IFACE (self);
  if (iface->get_board_move == NULL ||
      !iface->get_board_move (self, game, unit, NULL, to, &id, &values) ||
      id == NULL || values == NULL)
    return FALSE;
  /* a floating one is taken over, as the contract's "not floating" asks */
  g_variant_take_ref (values);
  g_return_val_if_fail (g_variant_is_of_type (values, G_VARIANT_TYPE_VARDICT), FALSE);
  *action = g_steal_pointer (&id);
  *params = g_steal_pointer (&values);
  return TRUE;
}

/**
 * vt_ruleset_find_feature_attribute:
 * @self: a ruleset
 * @kind: a terrain kind id
 * @name: an attribute's name
 *
 * Returns: (nullable): the declaration of @name for features of @kind
 */
const VtFeatureAttribute *
vt_ruleset_find_feature_attribute (VtRuleset  *self,
                                   const char *kind,
                                   const char *name)
{
  const VtEditorInfo *info = vt_ruleset_get_editor_info (self);

  g_return_val_if_fail (kind != NULL && name != NULL, NULL);

  for (guint i = 0; i < info->n_attributes; i++)
    {
      const VtFeatureAttribute *attribute = &info->attributes[i];

      if (g_strcmp0 (attribute->param.name, name) != 0)
        continue;
      if (attribute->kinds == NULL || g_strv_contains (attribute->kinds, kind))
        return attribute;
    }
  return NULL;
}

/**
 * vt_ruleset_find_osm_tag:
 * @self: a ruleset
 * @key: an OpenStreetMap key, "landuse"
 * @value: (nullable): its value, "forest"
 *
 * Returns: (nullable): the first row of the ruleset's table for @key=@value
 */
const VtOsmTag *
vt_ruleset_find_osm_tag (VtRuleset  *self,
                         const char *key,
                         const char *value)
{
  guint n_tags;
  const VtOsmTag *tags = vt_ruleset_get_osm_tags (self, &n_tags);

  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = 0; i < n_tags; i++)
    if (g_strcmp0 (tags[i].key, key) == 0 &&
        (tags[i].value == NULL || g_strcmp0 (tags[i].value, value) == 0))
      return &tags[i];
  return NULL;
}
