/* vt-ruling.c: a move or action the rules of the moment refused, for the
 * umpire to allow with his reason
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window keeps what it was refused, so Allow… needs nothing typed but
 * the reason; the core checks it again (vt_game_move_unit_allowed,
 * vt_game_set_formation_allowed, vt_game_resolve_action with
 * umpire-allows), as the tool's --umpire-allows does.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-ruling.h"

typedef struct {
  char    *unit;
  VtPoint  to;
  double   facing;
  char    *activity;
  char    *formation;  /* a change of formation, not a move */
} RuledMove;

struct _VtRuling
{
  char     *refusal;
  GArray   *moves;   /* of RuledMove; or */
  char     *action;  /* a board figure's move */
  GVariant *params;
};

static void
clear_move (gpointer data)
{
  RuledMove *move = data;

  g_free (move->unit);
  g_free (move->activity);
  g_free (move->formation);
}

VtRuling *
vt_ruling_new_moves (const char *refusal)
{
  VtRuling *self = g_new0 (VtRuling, 1);

  self->refusal = g_strdup (refusal);
  self->moves = g_array_new (FALSE, TRUE, sizeof (RuledMove));
  g_array_set_clear_func (self->moves, clear_move);
  return self;
}

void
vt_ruling_add_move (VtRuling      *self,
                    VtUnit        *unit,
                    const VtPoint *to,
                    double         facing,
                    const char    *activity)
{
  RuledMove move = { g_strdup (vt_unit_get_id (unit)), *to, facing, g_strdup (activity), NULL };

  g_return_if_fail (self != NULL && self->moves != NULL);

  g_array_append_val (self->moves, move);
}

void
vt_ruling_add_formation (VtRuling   *self,
                         VtUnit     *unit,
                         const char *formation)
{
  RuledMove change = { g_strdup (vt_unit_get_id (unit)), { 0, 0 }, 0, NULL, g_strdup (formation) };

  g_return_if_fail (self != NULL && self->moves != NULL);

  g_array_append_val (self->moves, change);
}

VtRuling *
vt_ruling_new_action (const char *refusal,
                      const char *action,
                      GVariant   *params)
{
  VtRuling *self = g_new0 (VtRuling, 1);

  self->refusal = g_strdup (refusal);
  self->action = g_strdup (action);
  self->params = g_variant_ref_sink (params);
  return self;
}

const char *
vt_ruling_get_refusal (VtRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->refusal;
}

static gboolean
carry_out_action (VtRuling    *self,
                  VtGame      *game,
                  const char  *reason,
                  GError     **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (self->params);
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;

  g_variant_dict_insert (&dict, VT_PARAM_UMPIRE_ALLOWS, "s", reason);
  params = g_variant_ref_sink (g_variant_dict_end (&dict));
  /* both sink what they are given: full references, which stay ours */
  outcome = vt_game_resolve_action (game, self->action, params, &dice, error);
  if (outcome == NULL)
    return FALSE;
  g_variant_take_ref (outcome);
  return vt_game_apply_action (game, self->action, params, outcome, dice, error);
}

gboolean
vt_ruling_carry_out (VtRuling    *self,
                     VtGame      *game,
                     const char  *reason,
                     GError     **error)
{
  VtScenario *state;
  guint moved = 0;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (VT_IS_GAME (game), FALSE);
  g_return_val_if_fail (reason != NULL && *reason != '\0', FALSE);

  if (self->action != NULL)
    return carry_out_action (self, game, reason, error);

  state = vt_game_get_state (game);
  for (guint i = 0; i < self->moves->len; i++)
    {
      RuledMove *move = &g_array_index (self->moves, RuledMove, i);
      VtUnit *unit = vt_scenario_find_unit (state, move->unit);

      if (unit == NULL ||
          !(move->formation != NULL
            ? vt_game_set_formation_allowed (game, unit, move->formation, reason, error)
            : vt_game_move_unit_allowed (game, unit, &move->to, move->facing, move->activity, reason, error)))
        {
          /* all of the drag or none of it, as the drag itself */
          for (guint j = 0; j < moved; j++)
            vt_game_undo (game);
          if (unit == NULL)
            g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                         _("The unit refused is no longer in the game."));
          return FALSE;
        }
      moved++;
    }
  return TRUE;
}

void
vt_ruling_free (VtRuling *self)
{
  if (self == NULL)
    return;

  g_free (self->refusal);
  g_clear_pointer (&self->moves, g_array_unref);
  g_free (self->action);
  g_clear_pointer (&self->params, g_variant_unref);
  g_free (self);
}
