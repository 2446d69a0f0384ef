/* vt-game-turn.c: whose move it is, and the refusal of the other side's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn is the ruleset's (VtTurn); the side to move is derived from the
 * clock and the journal, never stored, so undo, replay and reports agree.
 */
#define G_LOG_DOMAIN "vt-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "vt-event.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* the unit an action moves: its subject */
static const char *
moved_unit (VtRuleset  *ruleset,
            const char *action,
            GVariant   *params)
{
  const VtAction *declared = vt_ruleset_find_action (ruleset, action);
  const char *unit = NULL;

  for (guint i = 0; declared != NULL && i < declared->n_params; i++)
    if (declared->params[i].type == VT_PARAM_UNIT && declared->params[i].role == VT_PARAM_ROLE_SUBJECT &&
        g_variant_lookup (params, declared->params[i].name, "&s", &unit))
      return unit;
  return NULL;
}

static VtSide *
nth_side (VtScenario *state,
          guint       n)
{
  GListModel *sides = vt_scenario_get_sides (state);
  g_autoptr(VtSide) side = NULL;

  if (n >= g_list_model_get_n_items (sides))
    return NULL;
  side = g_list_model_get_item (sides, n);
  return side; /* the scenario keeps it */
}

static guint
side_index (VtScenario *state,
            const char *side_id)
{
  GListModel *sides = vt_scenario_get_sides (state);

  for (guint i = 0; side_id != NULL && i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (side), side_id) == 0)
        return i;
    }
  return 0;
}

/* A board of alternate moves (War-Chess): the other side than the last
 * moved figure's; before the first move the side whose figures may move
 * (its option first-move may begin with the defence), else the turn's
 * first. */
static VtSide *
board_side_to_move (VtGame     *self,
                    const char *move_action,
                    VtTurn     *turn)
{
  VtScenario *state = vt_game_get_state (self);
  VtRuleset *ruleset = vt_game_get_ruleset (self);
  VtJournal *journal = vt_game_get_journal (self);
  GListModel *units = vt_scenario_get_units (state);
  guint n_sides = g_list_model_get_n_items (vt_scenario_get_sides (state));
  const char *last_side = NULL;

  for (guint i = vt_journal_get_head (journal); last_side == NULL && i > 0; i--)
    {
      VtEvent *event = vt_journal_get_event (journal, i - 1);
      g_autoptr(GVariant) given = NULL;
      const char *action = NULL, *unit_id;
      VtUnit *unit;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action) ||
          !g_str_equal (action, move_action))
        continue;
      given = g_variant_lookup_value (vt_event_get_payload (event), "params", G_VARIANT_TYPE_VARDICT);
      unit_id = given != NULL ? moved_unit (ruleset, action, given) : NULL;
      unit = unit_id != NULL ? vt_scenario_find_unit (state, unit_id) : NULL;
      if (unit != NULL)
        last_side = vt_unit_get_side (unit);
    }
  if (last_side != NULL)
    return nth_side (state, (side_index (state, last_side) + 1) % n_sides);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));

      if (vt_unit_get_strength (unit) > 0 &&
          vt_ruleset_get_destinations (ruleset, self, unit, cells) && cells->len > 0)
        return vt_scenario_find_side (state, vt_unit_get_side (unit));
    }
  return nth_side (state, side_index (state, turn->first_side));
}

/**
 * vt_game_get_side_to_move:
 * @self: a game
 *
 * Whose move it is, as the ruleset's turn has it: with alternate moves
 * (1812) the first side in the first Zug, the other in the second, and so
 * on, or from the side the umpire gave the move to
 * (vt_game_set_side_to_move()); on a board of alternate moves (War-Chess) the other side than the
 * last figure moved; in timed moves (Wells) the side whose phase it is.
 * Simultaneous moves (1824), a phase of both sides or a game of fewer than
 * two sides: %NULL, both may move.
 *
 * Returns: (transfer none) (nullable): the side to move
 */
VtSide *
vt_game_get_side_to_move (VtGame *self)
{
  VtRuleset *ruleset;
  VtScenario *state;
  const char *move_action;
  guint n_sides;
  VtTurn turn;

  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  ruleset = vt_game_get_ruleset (self);
  state = vt_game_get_state (self);
  n_sides = g_list_model_get_n_items (vt_scenario_get_sides (state));
  if (ruleset == NULL || n_sides < 2)
    return NULL;

  vt_ruleset_get_turn (ruleset, &turn);
  switch (turn.kind)
    {
    case VT_TURN_SIMULTANEOUS:
      return NULL;

    case VT_TURN_ALTERNATING:
      move_action = _vt_game_get_board_move_action (self);
      if (move_action != NULL)
        return board_side_to_move (self, move_action, &turn);
      {
        guint given_at = 1;
        const char *lot = _vt_game_get_lot (self, &given_at);

        /* from the side the umpire gave the move to, else the turn's first */
        if (lot != NULL && vt_scenario_find_side (state, lot) != NULL)
          return nth_side (state, (side_index (state, lot) + vt_game_get_move (self) - given_at) % n_sides);
        return nth_side (state, (side_index (state, turn.first_side) + vt_game_get_move (self) - 1) % n_sides);
      }

    case VT_TURN_TIMED:
      {
        guint n_phases = 0, phase = vt_game_get_phase (self);
        const VtPhase *phases = vt_ruleset_get_phases (ruleset, &n_phases);

        if (phases == NULL || phase >= n_phases || phases[phase].side == 0)
          return NULL;
        return nth_side (state, phases[phase].side - 1);
      }

    default:
      g_return_val_if_reached (NULL);
    }
}

/* The refusal of a move or an action by @unit when it is the other side's
 * move; @journalled: said of one already in the journal (a file read),
 * which the umpire can no longer be asked about. */
static gboolean
check_turn (VtGame    *self,
            VtUnit    *unit,
            gboolean   journalled,
            GError   **error)
{
  VtSide *to_move = vt_game_get_side_to_move (self);
  VtSide *own;
  g_autofree char *move = NULL;
  const char *own_name;

  if (to_move == NULL || g_strcmp0 (vt_side_get_id (to_move), vt_unit_get_side (unit)) == 0)
    return TRUE;

  own = vt_scenario_find_side (vt_game_get_state (self), vt_unit_get_side (unit));
  own_name = own != NULL ? vt_side_get_name (own) : vt_unit_get_side (unit);
  /* TRANSLATORS: the ruleset's name of a move and its number: "Zug 3" */
  move = g_strdup_printf (C_("move", "%s %u"), vt_ruleset_get_move_name (vt_game_get_ruleset (self), 1),
                          vt_game_get_move (self));
  if (journalled)
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                 /* TRANSLATORS: a file read: "Zug 2 was Rot's move: Füsiliere of Blau acted in it, and no reason of the umpire's is given" */
                 _("%1$s was %2$s's move: %3$s of %4$s acted in it, and no reason of the umpire's is given"),
                 move, vt_side_get_name (to_move), vt_unit_get_display_name (unit), own_name);
  else
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                 /* TRANSLATORS: "It is Rot's move (Zug 4): Füsiliere of Blau waits. The umpire may …" */
                 _("It is %1$s's move (%2$s): %3$s of %4$s waits. The umpire may allow it with his reason"),
                 vt_side_get_name (to_move), move, vt_unit_get_display_name (unit), own_name);
  return FALSE;
}

gboolean
_vt_game_check_turn (VtGame   *self,
                     VtUnit   *unit,
                     GError  **error)
{
  return check_turn (self, unit, FALSE, error);
}

gboolean
_vt_game_check_event_turn (VtGame   *self,
                           VtEvent  *event,
                           GError  **error)
{
  VtScenario *state = vt_game_get_state (self);
  GVariant *payload = vt_event_get_payload (event);
  const char *unit_id = NULL, *action_id = NULL;

  if (vt_game_get_ruleset (self) == NULL || g_variant_lookup (payload, VT_PARAM_UMPIRE_ALLOWS, "&s", NULL))
    return TRUE;

  /* a change of formation is part of the side's move, as a move is */
  if ((g_str_equal (vt_event_get_kind (event), VT_EVENT_MOVE) ||
       g_str_equal (vt_event_get_kind (event), VT_EVENT_FORMATION)) &&
      g_variant_lookup (payload, "unit", "&s", &unit_id))
    {
      VtUnit *unit = vt_scenario_find_unit (state, unit_id);

      return unit == NULL || check_turn (self, unit, TRUE, error);
    }

  if (g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) &&
      g_variant_lookup (payload, "action", "&s", &action_id) &&
      /* a board figure's move is the ruleset's to refuse */
      g_strcmp0 (action_id, _vt_game_get_board_move_action (self)) != 0)
    {
      const VtAction *action = vt_ruleset_find_action (vt_game_get_ruleset (self), action_id);
      g_autoptr(GVariant) params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      g_autoptr(GPtrArray) acting = g_ptr_array_new ();

      if (action == NULL || params == NULL || g_variant_lookup (params, VT_PARAM_UMPIRE_ALLOWS, "&s", NULL))
        return TRUE;
      _vt_game_add_units_of_role (self, action, params, VT_PARAM_ROLE_ATTACKER, acting);
      _vt_game_add_units_of_role (self, action, params, VT_PARAM_ROLE_FIRER, acting);
      for (guint i = 0; i < acting->len; i++)
        if (!check_turn (self, acting->pdata[i], TRUE, error))
          return FALSE;
    }
  return TRUE;
}

/**
 * vt_game_may_give_move:
 * @self: a game
 *
 * Whether the umpire may give a side the move (vt_game_set_side_to_move()):
 * where the sides move alternately on measured ground. Simultaneous and
 * timed moves name the side by their phases, a board game by its own rule
 * of who begins.
 *
 * Returns: whether the move may be given
 */
gboolean
vt_game_may_give_move (VtGame *self)
{
  VtTurn turn;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);

  if (vt_game_get_ruleset (self) == NULL ||
      g_list_model_get_n_items (vt_scenario_get_sides (vt_game_get_state (self))) < 2)
    return FALSE;
  vt_ruleset_get_turn (vt_game_get_ruleset (self), &turn);
  return turn.kind == VT_TURN_ALTERNATING && _vt_game_get_board_move_action (self) == NULL;
}

/**
 * vt_game_set_side_to_move:
 * @self: a game whose sides take their moves alternately on measured ground
 * @side_id: the side that has the move now; the other the next, and so on
 * @reason: why, in the umpire's words (1812 II §4 B b: the lot drawn when
 *   the night screen is lifted)
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals a clock event that gives @side_id the move the clock stands at;
 * the moves alternate from it. A ruleset of simultaneous or timed moves
 * names the side by its phases, and a board game by its own rule of who
 * begins: they are refused.
 *
 * Returns: whether it is journalled
 */
gboolean
vt_game_set_side_to_move (VtGame      *self,
                          const char  *side_id,
                          const char  *reason,
                          GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *summary = NULL;
  VtSide *side;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_vt_game_require_ruleset (self, error))
    return FALSE;
  if (!vt_game_may_give_move (self))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("in %s the turn says whose move it is: the umpire cannot give it to a side"),
                   vt_ruleset_get_title (vt_game_get_ruleset (self)));
      return FALSE;
    }
  side = vt_scenario_find_side (vt_game_get_state (self), side_id);
  if (side == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, _("this game has no side '%s'"), side_id);
      return FALSE;
    }
  if (reason == NULL || *reason == '\0')
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("give the reason %s has the move (the lot drawn, the umpire's ruling)"), vt_side_get_name (side));
      return FALSE;
    }

  g_variant_dict_insert (&payload, "to-move", "s", side_id);
  g_variant_dict_insert (&payload, "reason", "s", reason);
  /* TRANSLATORS: the journal: "Grüne Parthei has the move: the lot drawn when the screen was lifted" */
  summary = g_strdup_printf (_("%s has the move: %s"), vt_side_get_name (side), reason);
  event = vt_event_new (VT_EVENT_CLOCK, vt_game_get_move (self), summary, g_variant_dict_end (&payload), NULL, NULL);
  return vt_game_append (self, event, error);
}
