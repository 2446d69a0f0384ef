/* vt-ruleset.c: the contract every historical ruleset fulfils
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-ruleset"

#include "config.h"

#include "vt-dice.h"
#include "vt-ruleset.h"

G_DEFINE_QUARK (vt-ruleset-error-quark, vt_ruleset_error)

G_DEFINE_INTERFACE (VtRuleset, vt_ruleset, G_TYPE_OBJECT)

static void
vt_ruleset_default_init (VtRulesetInterface *iface)
{
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

  *n_actions = actions != NULL ? n : 0;
  return actions;
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
  if (iface->resolve == NULL)
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UNKNOWN_ACTION,
                   "the ruleset %s has no action '%s'",
                   vt_ruleset_get_id (self), action);
      return NULL;
    }

  outcome = iface->resolve (self, game, action, owned_params, dice, &local_error);
  if (outcome == NULL)
    {
      /* A plugin that fails without saying why still owes the umpire a reason. */
      if (local_error == NULL)
        g_set_error (&local_error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                     "the ruleset %s could not resolve '%s' and gave no reason",
                     vt_ruleset_get_id (self), action);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  outcome = g_variant_take_ref (outcome);
  if (!g_variant_is_of_type (outcome, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                   "the ruleset %s gave an outcome of type %s for '%s' instead of a{sv}",
                   vt_ruleset_get_id (self), g_variant_get_type_string (outcome), action);
      g_variant_unref (outcome);
      return NULL;
    }

  return outcome;
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
