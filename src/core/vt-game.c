/* vt-game.c: a scenario with its journal, dice and the replayed state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-game"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-account-private.h"
#include "vt-change-private.h"
#include "vt-dice.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-journal.h"
#include "vt-knowledge-private.h"
#include "vt-loss-ledger.h"
#include "vt-feature.h"
#include "vt-map.h"
#include "vt-map-private.h"
#include "vt-message-private.h"
#include "vt-reach.h"
#include "vt-ruleset.h"
#include "vt-ruleset-private.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* Rounding of the walk over the ground must not refuse a move that ends
 * right at the allowance. */
#define REACH_SLACK 1e-6
/* How many Züge away a refused move is still measured for the message. */
#define MAX_MEASURED_MOVES 40

struct _VtGame
{
  GObject     parent_instance;

  VtScenario *scenario; /* as set up; never changed by the game */
  VtScenario *state;    /* the scenario replayed to the head */
  VtRuleset  *ruleset;  /* nullable */
  VtJournal  *journal;
  VtDice     *dice;
  VtLossLedger *ledger;
  guint32     seed;

  /* the messages sent up to the head, replayed as the state is */
  VtMessageLog *messages;

  /* every side's knowledge, made when first asked for; see vt-knowledge.c */
  VtSightTracker *sight;

  /* the state's units by id, for appending without building it anew;
   * see state_units() */
  GHashTable *state_units;
  /* the state's ground differs from the set-up's by terrain events */
  gboolean    terrain_edited;
  /* a board game of alternate moves: the action that moves a figure,
   * each one a move of the clock (War-Chess); see
   * _vt_game_get_board_move_action() */
  char       *board_move_action;
  gboolean    board_move_asked;

  /* the clock at the head clock_head, see count_clock(); with the side the
   * umpire last gave the move to (1812: the lot when the night screen is
   * lifted, II §4) and the move he gave it in */
  guint       clock_head;
  guint       clock_move;
  guint       clock_phase;
  char       *clock_lot;
  guint       clock_lot_move;

  /* what was last announced, so notify fires only on a real change */
  guint       move;
  guint       phase;
  guint       time;
  gboolean    can_undo;
  gboolean    can_redo;
};

G_DEFINE_FINAL_TYPE (VtGame, vt_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (vt-game-error-quark, vt_game_error)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_RULESET,
  PROP_SEED,
  PROP_STATE,
  PROP_JOURNAL,
  PROP_DICE,
  PROP_LOSS_LEDGER,
  PROP_MOVE,
  PROP_PHASE,
  PROP_TIME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
count_phases (VtGame *self)
{
  guint n_phases = 1;

  if (self->ruleset != NULL)
    vt_ruleset_get_phases (self->ruleset, &n_phases);

  return MAX (n_phases, 1);
}

/* The action that moves a figure in a board game whose sides move
 * alternately, one figure a move (War-Chess: its plates count "the next
 * move" so), or NULL. Asked of the ruleset once. */
const char *
_vt_game_get_board_move_action (VtGame *self)
{
  GListModel *units;
  g_autoptr(VtUnit) any = NULL;
  g_autoptr(GVariant) params = NULL;
  VtTurn turn;

  if (self->board_move_asked)
    return self->board_move_action;
  self->board_move_asked = TRUE;

  units = vt_scenario_get_units (self->scenario);
  if (self->ruleset == NULL || vt_map_get_board (vt_scenario_get_map (self->scenario)) == NULL ||
      g_list_model_get_n_items (units) == 0)
    return NULL;
  vt_ruleset_get_turn (self->ruleset, &turn);
  any = g_list_model_get_item (units, 0);
  if (turn.kind == VT_TURN_ALTERNATING &&
      !vt_ruleset_get_move_action (self->ruleset, self, any, 0, &self->board_move_action, &params))
    g_clear_pointer (&self->board_move_action, g_free);

  return self->board_move_action;
}

/* Where the clock stands after @event, from where it stood before: a
 * clock event, or a figure's move on a board of alternate moves. */
static void
advance_clock (VtGame  *self,
               VtEvent *event,
               guint   *move,
               guint   *phase)
{
  GVariant *payload = vt_event_get_payload (event);
  const char *board_move = _vt_game_get_board_move_action (self);
  const char *action;
  guint moves, to_phase;

  if (board_move != NULL && g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) &&
      g_variant_lookup (payload, "action", "&s", &action) && g_str_equal (action, board_move))
    {
      *move += 1;
      *phase = 0;
      return;
    }

  if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_CLOCK))
    return;

  if (g_variant_lookup (payload, "to-move", "&s", &action))
    {
      g_free (self->clock_lot);
      self->clock_lot = g_strdup (action);
      self->clock_lot_move = *move;
    }
  if (g_variant_lookup (payload, "zuege", "u", &moves) && moves > 0)
    {
      *move += moves;
      *phase = 0;
    }
  if (g_variant_lookup (payload, "phase", "u", &to_phase))
    *phase = to_phase;
}

/* The Zug and the phase within it after the clock events up to the head.
 * Kept for the head it was counted at: events before the head never
 * change, so appending moves it on by one event and only a new head
 * (undo, redo, a load) counts again from the start. */
static void
count_clock (VtGame *self,
             guint  *move_out,
             guint  *phase_out)
{
  guint head = vt_journal_get_head (self->journal);

  if (self->clock_head != head)
    {
      guint move = 1, phase = 0;

      g_clear_pointer (&self->clock_lot, g_free);
      for (guint i = 0; i < head; i++)
        advance_clock (self, vt_journal_get_event (self->journal, i), &move, &phase);

      self->clock_head = head;
      self->clock_move = move;
      self->clock_phase = phase;
    }

  if (move_out != NULL)
    *move_out = self->clock_move;
  if (phase_out != NULL)
    *phase_out = MIN (self->clock_phase, count_phases (self) - 1);
}

const char *
_vt_game_get_lot (VtGame *self,
                  guint  *move)
{
  count_clock (self, NULL, NULL);
  *move = self->clock_lot_move;
  return self->clock_lot;
}

static guint
count_move (VtGame *self)
{
  guint move;

  count_clock (self, &move, NULL);
  return move;
}

static guint
time_of_move (VtGame *self,
             guint   move)
{
  guint minutes = self->ruleset != NULL ? vt_ruleset_get_minutes_per_move (self->ruleset) : 0;

  return vt_scenario_get_start_time (self->scenario) + (move - 1) * minutes;
}

/* Tells views what moved with the head, then that the game changed. */
static void
announce (VtGame *self)
{
  guint move, phase, time;
  gboolean can_undo = vt_journal_can_undo (self->journal);
  gboolean can_redo = vt_journal_can_redo (self->journal);

  count_clock (self, &move, &phase);
  time = time_of_move (self, move);

  g_object_freeze_notify (G_OBJECT (self));

  if (self->move != move)
    {
      self->move = move;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE]);
    }

  if (self->phase != phase)
    {
      self->phase = phase;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
    }

  if (self->time != time)
    {
      self->time = time;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME]);
    }

  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }

  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }

  g_object_thaw_notify (G_OBJECT (self));

  _vt_message_log_announce (self->messages);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A house-rule event on @state's house rules and options. */
void
_vt_game_apply_house_rule (VtScenario *state,
                           VtEvent    *event)
{
  GVariant *payload = vt_event_get_payload (event);
  g_autoptr(GVariant) value = NULL;
  const char *table, *row, *column, *option;

  if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_HOUSE_RULE))
    return;

  value = g_variant_lookup_value (payload, "value", NULL);
  if (g_variant_lookup (payload, "table", "&s", &table) &&
      g_variant_lookup (payload, "row", "&s", &row) &&
      g_variant_lookup (payload, "column", "&s", &column))
    {
      if (value != NULL)
        vt_scenario_set_house_rule (state, table, row, column, g_variant_get_double (value));
      else
        vt_scenario_clear_house_rule (state, table, row, column);
    }
  else if (g_variant_lookup (payload, "option", "&s", &option))
    vt_scenario_set_option (state, option, value);
}

/* The state's house rules and options: the set-up's, then the umpire's
 * decisions in the journal up to the head, so undo takes them back. */
static void
rebuild_set_up (VtGame *self)
{
  g_auto(GStrv) old_names = vt_scenario_list_options (self->state);
  g_auto(GStrv) names = vt_scenario_list_options (self->scenario);
  g_autoptr(GVariant) old_rules = vt_scenario_get_house_rules (self->state);
  g_autoptr(GVariant) rules = vt_scenario_get_house_rules (self->scenario);
  g_autoptr(VtScenario) wanted = vt_scenario_copy (self->scenario);
  guint head = vt_journal_get_head (self->journal);
  GVariantIter iter;
  const char *table, *row, *column;
  double value;

  /* worked out on a copy, then only what differs is set on the state */
  for (guint i = 0; i < head; i++)
    _vt_game_apply_house_rule (wanted, vt_journal_get_event (self->journal, i));
  g_clear_pointer (&names, g_strfreev);
  names = vt_scenario_list_options (wanted);
  g_clear_pointer (&rules, g_variant_unref);
  rules = vt_scenario_get_house_rules (wanted);

  for (guint i = 0; old_names[i] != NULL; i++)
    if (vt_scenario_get_option (wanted, old_names[i]) == NULL)
      vt_scenario_set_option (self->state, old_names[i], NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      GVariant *now = vt_scenario_get_option (self->state, names[i]);
      GVariant *then = vt_scenario_get_option (wanted, names[i]);

      if (now == NULL || !g_variant_equal (now, then))
        vt_scenario_set_option (self->state, names[i], then);
    }

  g_variant_iter_init (&iter, old_rules);
  while (g_variant_iter_next (&iter, "(&s&s&sd)", &table, &row, &column, &value))
    if (!vt_scenario_get_house_rule (wanted, table, row, column, NULL))
      vt_scenario_clear_house_rule (self->state, table, row, column);
  g_variant_iter_init (&iter, rules);
  while (g_variant_iter_next (&iter, "(&s&s&sd)", &table, &row, &column, &value))
    {
      double now;

      if (!vt_scenario_get_house_rule (self->state, table, row, column, &now) || now != value)
        vt_scenario_set_house_rule (self->state, table, row, column, value);
    }
}

/* The messages from the journal again, every event in force having passed
 * its checks. */
static void
rebuild_messages (VtGame *self)
{
  g_autoptr(VtMessageLog) messages = _vt_message_log_new (self->scenario, self->ruleset);
  guint head = vt_journal_get_head (self->journal);

  for (guint i = 0; i < head; i++)
    _vt_message_log_step (messages, vt_journal_get_event (self->journal, i), NULL);
  _vt_message_log_assign (self->messages, messages);
}

/* The state follows what the umpire sets up on the scenario mid-game: the
 * start time, the options and the house rules. */
static void
on_scenario_notify (VtScenario *scenario,
                    GParamSpec *pspec,
                    VtGame     *self)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "start-time"))
    {
      vt_scenario_set_start_time (self->state, vt_scenario_get_start_time (scenario));
      /* the times messages were sent and are due */
      rebuild_messages (self);
      /* the times the sides last saw units at */
      if (self->sight != NULL)
        _vt_sight_tracker_rebuild (self->sight);
      announce (self);
    }
  else if (g_str_equal (name, "options") || g_str_equal (name, "house-rules"))
    {
      rebuild_set_up (self);
      /* night and the horizon are options: what the sides saw is seen anew */
      if (self->sight != NULL)
        _vt_sight_tracker_rebuild (self->sight);
    }
}

static void
vt_game_constructed (GObject *object)
{
  VtGame *self = (VtGame *) object;

  G_OBJECT_CLASS (vt_game_parent_class)->constructed (object);

  g_assert (self->scenario != NULL);

  self->state = vt_scenario_copy (self->scenario);
  self->journal = vt_journal_new ();
  self->dice = vt_dice_new (self->seed);
  self->ledger = vt_loss_ledger_new ();
  self->messages = _vt_message_log_new (self->scenario, self->ruleset);
  self->move = 1;
  self->phase = 0;
  self->time = time_of_move (self, 1);

  g_signal_connect_object (self->scenario, "notify", G_CALLBACK (on_scenario_notify),
                           self, G_CONNECT_DEFAULT);
}

static void
vt_game_dispose (GObject *object)
{
  VtGame *self = (VtGame *) object;

  g_clear_pointer (&self->sight, _vt_sight_tracker_free);
  g_clear_pointer (&self->state_units, g_hash_table_unref);
  g_clear_object (&self->scenario);
  g_clear_object (&self->state);
  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->board_move_action, g_free);
  g_clear_pointer (&self->clock_lot, g_free);
  g_clear_object (&self->journal);
  g_clear_object (&self->dice);
  g_clear_object (&self->ledger);
  g_clear_object (&self->messages);

  G_OBJECT_CLASS (vt_game_parent_class)->dispose (object);
}

static void
vt_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  VtGame *self = VT_GAME (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;

    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;

    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;

    case PROP_STATE:
      g_value_set_object (value, self->state);
      break;

    case PROP_JOURNAL:
      g_value_set_object (value, self->journal);
      break;

    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;

    case PROP_LOSS_LEDGER:
      g_value_set_object (value, self->ledger);
      break;

    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;

    case PROP_PHASE:
      g_value_set_uint (value, self->phase);
      break;

    case PROP_TIME:
      g_value_set_uint (value, self->time);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  VtGame *self = VT_GAME (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      self->scenario = g_value_dup_object (value);
      break;

    case PROP_RULESET:
      self->ruleset = g_value_dup_object (value);
      break;

    case PROP_SEED:
      self->seed = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_game_class_init (VtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = vt_game_constructed;
  object_class->dispose = vt_game_dispose;
  object_class->get_property = vt_game_get_property;
  object_class->set_property = vt_game_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL,
                         VT_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL,
                         VT_TYPE_RULESET,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL,
                       0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_STATE] =
    g_param_spec_object ("state", NULL, NULL,
                         VT_TYPE_SCENARIO,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_JOURNAL] =
    g_param_spec_object ("journal", NULL, NULL,
                         VT_TYPE_JOURNAL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL,
                         VT_TYPE_DICE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_LOSS_LEDGER] =
    g_param_spec_object ("loss-ledger", NULL, NULL,
                         VT_TYPE_LOSS_LEDGER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL,
                       1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* an index into vt_ruleset_get_phases() */
  properties[PROP_PHASE] =
    g_param_spec_uint ("phase", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* minutes after midnight */
  properties[PROP_TIME] =
    g_param_spec_uint ("time", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtGame::changed:
   *
   * The state, the head or the Zug may have changed: after an append,
   * an undo, a redo or a replay.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vt_game_init (VtGame *self)
{
  /* an empty journal: Zug 1, the first phase */
  self->clock_move = 1;
}

/**
 * vt_game_new:
 * @scenario: the scenario as set up; the game keeps a reference and
 *   never changes it
 * @ruleset: (nullable): the ruleset the game is played under
 * @seed: the seed of the game's dice
 *
 * Returns: (transfer full): a game at its first Zug, with an empty journal
 */
VtGame *
vt_game_new (VtScenario *scenario,
             VtRuleset  *ruleset,
             guint32     seed)
{
  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (ruleset == NULL || VT_IS_RULESET (ruleset), NULL);

  return g_object_new (VT_TYPE_GAME,
                       "scenario", scenario,
                       "ruleset", ruleset,
                       "seed", (guint) seed,
                       NULL);
}

/**
 * vt_game_get_scenario:
 * @self: a game
 *
 * Returns: (transfer none): the scenario before any event
 */
VtScenario *
vt_game_get_scenario (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->scenario;
}

/**
 * vt_game_get_state:
 * @self: a game
 *
 * Returns: (transfer none): the scenario as it stands at the head
 */
VtScenario *
vt_game_get_state (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->state;
}

/**
 * vt_game_get_ruleset:
 * @self: a game
 *
 * Returns: (transfer none) (nullable): the ruleset
 */
VtRuleset *
vt_game_get_ruleset (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->ruleset;
}

/**
 * vt_game_get_journal:
 * @self: a game
 *
 * Returns: (transfer none): the journal
 */
VtJournal *
vt_game_get_journal (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->journal;
}

/**
 * vt_game_get_dice:
 * @self: a game
 *
 * Returns: (transfer none): the dice
 */
VtDice *
vt_game_get_dice (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->dice;
}

guint
vt_game_get_move (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), 1);

  return count_move (self);
}

/* The state's units by id. Built once: a game's units stay the same ones
 * (replay gives them new values in place); built again only if the
 * scenario's list grew. */
static GHashTable *
state_units (VtGame *self)
{
  GListModel *units = vt_scenario_get_units (self->state);
  guint n_units = g_list_model_get_n_items (units);

  if (self->state_units != NULL && g_hash_table_size (self->state_units) == n_units)
    return self->state_units;

  g_clear_pointer (&self->state_units, g_hash_table_unref);
  self->state_units = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  for (guint i = 0; i < n_units; i++)
    {
      VtUnit *unit = g_list_model_get_item (units, i);

      g_hash_table_insert (self->state_units, (gpointer) vt_unit_get_id (unit), unit);
    }
  return self->state_units;
}

/* what an event at the head is checked against */
static VtEventContext
event_context (VtGame *self,
               guint   move)
{
  return (VtEventContext) { .scenario = self->state, .ruleset = self->ruleset, .move = move,
                           .messages = self->messages };
}

static gboolean
check_formation (VtGame      *self,
                 VtUnit      *unit,
                 const char  *formation,
                 GError     **error)
{
  const VtUnitType *type;

  /* without a ruleset there is no catalogue to hold the formation to */
  if (self->ruleset == NULL)
    return TRUE;

  type = vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit));
  return type == NULL ||
         vt_unit_type_check_formation (type, vt_unit_get_id (unit), formation,
                                       VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, error);
}

/* @units maps unit ids to the units the changes land on */
void
_vt_game_apply_event (GHashTable *units,
                      VtEvent    *event,
                      GPtrArray  *created)
{
  GVariant *changes = vt_event_get_changes (event);
  gsize n_changes = g_variant_n_children (changes);
  guint moves;

  /* the Züge that pass take their toll of every countdown */
  if (g_str_equal (vt_event_get_kind (event), VT_EVENT_CLOCK) &&
      g_variant_lookup (vt_event_get_payload (event), "zuege", "u", &moves) &&
      moves > 0)
    {
      GHashTableIter iter;
      gpointer unit;

      g_hash_table_iter_init (&iter, units);
      while (g_hash_table_iter_next (&iter, NULL, &unit))
        vt_unit_count_down (unit, moves);
    }

  for (gsize i = 0; i < n_changes; i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);
      const char *unit_id;
      VtUnit *unit;

      if (!g_variant_lookup (change, "unit", "&s", &unit_id))
        g_assert_not_reached ();

      unit = g_hash_table_lookup (units, unit_id);
      if (unit == NULL)
        {
          /* the change passed its check: it brings its unit in */
          g_assert (_vt_change_creates (change));
          unit = _vt_change_new_unit (change);
          g_hash_table_insert (units, (gpointer) vt_unit_get_id (unit), unit);
          if (created != NULL)
            g_ptr_array_add (created, g_object_ref (unit));
          continue;
        }

      vt_change_apply (change, unit);
    }
}

/* A terrain event's change on @map: the feature it carries put in (replacing
 * the one of its id), or the one it names taken away. */
void
_vt_game_apply_terrain (VtMap   *map,
                        VtEvent *event)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(VtFeature) feature = NULL;
  const char *removed;

  if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_TERRAIN) ||
      g_variant_lookup (vt_event_get_payload (event), "publish", "b", NULL))
    return;

  if (g_variant_lookup (vt_event_get_payload (event), "removed", "&s", &removed))
    {
      vt_map_remove_feature (map, removed, NULL);
      return;
    }
  variant = g_variant_lookup_value (vt_event_get_payload (event), "feature", NULL);
  feature = variant != NULL ? vt_feature_new_from_variant (variant, NULL) : NULL;
  /* the event passed its check, so the feature reads */
  g_return_if_fail (feature != NULL);
  if (!vt_map_replace_feature (map, feature))
    vt_map_add_feature (map, feature);
}

static void
assign_conditions (VtUnit *unit,
                   VtUnit *from)
{
  g_autoptr(GVariant) old_conditions = vt_unit_get_conditions (unit);
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (from);
  GVariantIter iter;
  const char *id, *label;
  guint moves;

  if (g_variant_equal (old_conditions, conditions))
    return;

  g_variant_iter_init (&iter, old_conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    if (vt_unit_get_condition (from, id) == 0)
      vt_unit_set_condition (unit, id, NULL, 0);

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    vt_unit_set_condition (unit, id, label, moves);
}

/* Gives @unit every field of @from but its identity. */
static void
assign_unit (VtUnit *unit,
             VtUnit *from)
{
  VtPoint position;

  g_object_freeze_notify (G_OBJECT (unit));

  vt_unit_set_side (unit, vt_unit_get_side (from));
  vt_unit_set_name (unit, vt_unit_get_name (from));
  vt_unit_set_division (unit, vt_unit_get_division (from));
  vt_unit_set_strength (unit, vt_unit_get_strength (from));
  vt_unit_set_formation (unit, vt_unit_get_formation (from));
  vt_unit_get_position (from, &position);
  vt_unit_set_position (unit, &position);
  vt_unit_set_facing (unit, vt_unit_get_facing (from));
  vt_unit_set_cell (unit, vt_unit_get_cell (from));
  assign_conditions (unit, from);

  g_object_thaw_notify (G_OBJECT (unit));
}

/*
 * Works out the state at the head on scratch copies of the units, then
 * gives the state's own units the result. Views bound to the state see
 * one notify per field that really ends up different, not a reset to the
 * scenario followed by every move again.
 */
static gboolean
replay (VtGame  *self,
        GError **error)
{
  g_autoptr(GHashTable) scratch = NULL;
  g_autoptr(GPtrArray) created = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GListModel *units = vt_scenario_get_units (self->state);
  GListModel *set_up_units = vt_scenario_get_units (self->scenario);
  guint n_units = g_list_model_get_n_items (units);
  guint n_set_up = g_list_model_get_n_items (set_up_units);
  guint came = 0;
  guint head = vt_journal_get_head (self->journal);
  g_autoptr(VtMessageLog) messages = _vt_message_log_new (self->scenario, self->ruleset);
  GHashTableIter iter;
  gpointer unit_id, scratch_unit;
  guint move = 1;
  gboolean edits_terrain = FALSE;

  /* the ground as set up, then the umpire's changes to it up to the head;
   * untouched (no "changed" for the views) while the game has none */
  for (guint i = 0; i < head && !edits_terrain; i++)
    edits_terrain = g_str_equal (vt_event_get_kind (vt_journal_get_event (self->journal, i)),
                                 VT_EVENT_TERRAIN);
  if (edits_terrain || self->terrain_edited)
    _vt_map_assign_features (vt_scenario_get_map (self->state), vt_scenario_get_map (self->scenario));
  self->terrain_edited = edits_terrain;

  /* the units as set up; the journal up to the head may bring in more */
  scratch = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  for (guint i = 0; i < n_set_up; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (set_up_units, i);
      VtUnit *copy = vt_unit_copy (unit);

      g_hash_table_insert (scratch, (gpointer) vt_unit_get_id (copy), copy);
    }

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (self->journal, i);
      VtEventContext context = event_context (self, move);

      /* checked against the units as they stood then, not at the old head */
      context.messages = messages;
      context.units = scratch;
      if (!vt_event_check (event, &context, error))
        {
          g_prefix_error (error, _("event %u of the journal (%s): "),
                          i + 1, vt_event_get_summary (event));
          return FALSE;
        }

      _vt_game_apply_event (scratch, event, created);
      _vt_game_apply_terrain (vt_scenario_get_map (self->state), event);
      _vt_message_log_step (messages, event, NULL);
      move = vt_event_advance_move (event, move);
    }
  _vt_message_log_assign (self->messages, messages);

  /* a unit created after the head leaves the state; one created up to it
   * comes in, in the order the journal created them */
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (!g_hash_table_contains (scratch, vt_unit_get_id (unit)))
        g_ptr_array_add (gone, g_strdup (vt_unit_get_id (unit)));
    }
  for (guint i = 0; i < gone->len; i++)
    vt_scenario_remove_unit (self->state, g_ptr_array_index (gone, i), NULL);

  g_hash_table_iter_init (&iter, scratch);
  while (g_hash_table_iter_next (&iter, &unit_id, &scratch_unit))
    {
      VtUnit *unit = vt_scenario_find_unit (self->state, unit_id);

      if (unit != NULL)
        assign_unit (unit, scratch_unit);
    }
  for (guint i = 0; i < created->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (created, i);

      if (vt_scenario_find_unit (self->state, vt_unit_get_id (unit)) == NULL)
        {
          vt_scenario_add_unit (self->state, unit, NULL);
          came++;
        }
    }
  if (gone->len > 0 || came > 0)
    g_clear_pointer (&self->state_units, g_hash_table_unref);
  rebuild_set_up (self);

  return TRUE;
}

static void
apply_terrain (VtGame  *self,
               VtEvent *event)
{
  if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_TERRAIN))
    return;
  _vt_game_apply_terrain (vt_scenario_get_map (self->state), event);
  self->terrain_edited = TRUE;
}

/* Books the losses an action event's outcome reports, each on its unit's
 * side as it stood before the event: a gun captured and turned over in
 * the same event is a loss of the side that lost it. @sides (id → side,
 * nullable) holds the sides as at the event when the state is past it. */
static void
book_losses (VtGame     *self,
             guint       index,
             VtEvent    *event,
             GHashTable *sides)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) losses = NULL;
  g_autofree char *dice = NULL;
  GVariantIter iter;
  GVariant *loss;

  if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION))
    return;

  /* which die showed which face: "II 5, I 3" */
  if (vt_event_get_dice (event) != NULL && g_variant_n_children (vt_event_get_dice (event)) > 0)
    {
      GString *text = g_string_new (NULL);
      GVariantIter dice_iter;
      const char *die;
      guint32 faces, face;
      gboolean entered;

      g_variant_iter_init (&dice_iter, vt_event_get_dice (event));
      while (g_variant_iter_next (&dice_iter, "(&suub)", &die, &faces, &face, &entered))
        g_string_append_printf (text, "%s%s %u", text->len > 0 ? ", " : "", die, face);
      dice = g_string_free (text, FALSE);
    }

  outcome = g_variant_lookup_value (vt_event_get_payload (event), "outcome", G_VARIANT_TYPE_VARDICT);
  if (outcome == NULL)
    return;
  losses = g_variant_lookup_value (outcome, "losses", G_VARIANT_TYPE ("aa{sv}"));
  if (losses == NULL)
    return;

  g_variant_iter_init (&iter, losses);
  while ((loss = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) owned_loss = loss;
      const char *unit_id = NULL, *arm = NULL, *note = NULL;
      gboolean captured = FALSE;
      double points = 0;
      guint32 men_lost = 0;
      gint men = -1;
      VtUnit *unit;

      if (!g_variant_lookup (loss, "unit", "&s", &unit_id) ||
          !g_variant_lookup (loss, "points", "d", &points))
        continue;
      g_variant_lookup (loss, "arm", "&s", &arm);
      g_variant_lookup (loss, "note", "&s", &note);
      if (!g_variant_lookup (loss, "men", "u", &men_lost))
        men = -1;
      else
        men = (gint) MIN (men_lost, (guint32) G_MAXINT);

      unit = vt_scenario_find_unit (self->state, unit_id);
      if (arm == NULL && unit != NULL && self->ruleset != NULL)
        {
          const VtUnitType *type = vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit));

          if (type != NULL)
            arm = type->arm;
        }

      vt_loss_ledger_book (self->ledger, vt_event_get_move (event), unit_id,
                           sides != NULL ? g_hash_table_lookup (sides, unit_id)
                           : unit != NULL ? vt_unit_get_side (unit) : NULL,
                           arm, points, note, men);
      {
        g_autoptr(GVariant) cause = g_variant_lookup_value (loss, VT_OUTCOME_LOSS_CAUSE, G_VARIANT_TYPE_VARDICT);

        vt_loss_ledger_set_cause (self->ledger, index, cause);
      }
      if (dice != NULL)
        vt_loss_ledger_set_dice (self->ledger, dice);
      if (g_variant_lookup (loss, "captured", "b", &captured) && captured)
        vt_loss_ledger_set_captured (self->ledger);
    }
}

/* The state is at the head: the sides each loss is booked on are
 * followed from the set-up, event by event (linear in the changes). */
static void
rebuild_ledger (VtGame *self)
{
  guint head = vt_journal_get_head (self->journal);
  g_autoptr(GHashTable) sides = _vt_change_sides_new (self->scenario);

  vt_loss_ledger_clear (self->ledger);
  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (self->journal, i);

      book_losses (self, i, event, sides);
      _vt_change_sides_step (sides, event);
    }
}

/* @event's changes on the state's units; a unit it creates joins the
 * state's list (views see it come), and the table of state_units() with it */
static void
apply_to_state (VtGame  *self,
                VtEvent *event)
{
  g_autoptr(GPtrArray) created = g_ptr_array_new_with_free_func (g_object_unref);

  _vt_game_apply_event (state_units (self), event, created);
  for (guint i = 0; i < created->len; i++)
    if (!vt_scenario_add_unit (self->state, g_ptr_array_index (created, i), NULL))
      g_assert_not_reached (); /* its id and side passed the event's check */
}

/**
 * vt_game_append:
 * @self: a game
 * @event: what just happened
 * @error: return location for a #VT_GAME_ERROR
 *
 * Every change of @event is checked before any is made: on an error
 * neither the journal nor the state changes. With a ruleset, a new
 * formation must be one of the unit type's formations.
 *
 * Returns: whether the event is in the journal and in force
 */
gboolean
vt_game_append (VtGame   *self,
                VtEvent  *event,
                GError  **error)
{
  VtEventContext context;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (VT_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  context = event_context (self, count_move (self));
  if (!vt_event_check (event, &context, error))
    return FALSE;

  vt_journal_append (self->journal, event);
  advance_clock (self, event, &self->clock_move, &self->clock_phase);
  self->clock_head = vt_journal_get_head (self->journal);

  /* booked first: on the sides as they stood before the event */
  book_losses (self, vt_journal_get_head (self->journal) - 1, event, NULL);
  apply_to_state (self, event);
  _vt_game_apply_house_rule (self->state, event);
  apply_terrain (self, event);
  _vt_message_log_step (self->messages, event, NULL);
  if (self->sight != NULL)
    _vt_sight_tracker_appended (self->sight, event);
  announce (self);

  return TRUE;
}

void
_vt_game_load_journal (VtGame    *self,
                       GPtrArray *events,
                       guint      head,
                       GPtrArray *out_of_turn)
{
  g_return_if_fail (VT_IS_GAME (self));
  g_return_if_fail (head <= events->len);
  g_return_if_fail (vt_journal_get_length (self->journal) == 0);

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = g_ptr_array_index (events, i);
      g_autoptr(GError) refused = NULL;

      /* whose move it was, asked of the game as it stood before the event
       * (the clock counted so far is the head's) */
      self->clock_head = i;
      if (out_of_turn != NULL)
        g_ptr_array_add (out_of_turn, _vt_game_check_event_turn (self, event, &refused)
                                      ? NULL : g_strdup (refused->message));

      vt_journal_append (self->journal, event);
      advance_clock (self, event, &self->clock_move, &self->clock_phase);
      book_losses (self, i, event, NULL);
      apply_to_state (self, event);
      _vt_game_apply_house_rule (self->state, event);
      apply_terrain (self, event);
      _vt_message_log_step (self->messages, event, NULL);
    }
  self->clock_head = head;

  /* the undone tail is kept for redo; the head goes back to where it was */
  for (guint i = head; i < events->len; i++)
    vt_journal_append (self->journal, g_ptr_array_index (events, i));
  if (vt_journal_get_head (self->journal) != head)
    vt_journal_set_head (self->journal, head);

  if (self->sight != NULL)
    _vt_sight_tracker_rebuild (self->sight);
  announce (self);
}

/* The editor changed the scenario as set up and the state together (units
 * added, taken away or replaced before the first event). */
void
_vt_game_set_up_edited (VtGame *self)
{
  g_return_if_fail (VT_IS_GAME (self));

  g_clear_pointer (&self->state_units, g_hash_table_unref);
  rebuild_messages (self);
  if (self->sight != NULL)
    _vt_sight_tracker_rebuild (self->sight);
  announce (self);
}

static void
replay_checked (VtGame *self)
{
  g_autoptr(GError) error = NULL;

  /* every event in force passed the checks on append or on loading */
  if (!replay (self, &error))
    g_critical ("the journal no longer replays: %s", error->message);
}

/**
 * vt_game_undo:
 * @self: a game
 *
 * Takes back the last event in force and brings the state back with it.
 *
 * Returns: %FALSE when there is nothing to undo
 */
gboolean
vt_game_undo (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), FALSE);

  if (!vt_journal_undo (self->journal))
    return FALSE;

  replay_checked (self);
  rebuild_ledger (self);
  if (self->sight != NULL)
    _vt_sight_tracker_rebuild (self->sight);
  announce (self);

  return TRUE;
}

/**
 * vt_game_redo:
 * @self: a game
 *
 * Puts the last undone event back in force.
 *
 * Returns: %FALSE when there is nothing to redo
 */
gboolean
vt_game_redo (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), FALSE);

  if (!vt_journal_redo (self->journal))
    return FALSE;

  replay_checked (self);
  rebuild_ledger (self);
  if (self->sight != NULL)
    _vt_sight_tracker_rebuild (self->sight);
  announce (self);

  return TRUE;
}

/**
 * vt_game_replay:
 * @self: a game
 * @error: return location for a #VT_GAME_ERROR
 *
 * Brings the state to the journal's head from the scenario, checking each
 * event as vt_game_append() would. The file reader calls this after
 * filling the journal and setting its head. On an error the state is left
 * as it was.
 *
 * Returns: whether every event up to the head could be replayed
 */
gboolean
vt_game_replay (VtGame  *self,
                GError **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!replay (self, error))
    return FALSE;

  rebuild_ledger (self);
  if (self->sight != NULL)
    _vt_sight_tracker_rebuild (self->sight);
  announce (self);

  return TRUE;
}

/* ---- the clock ---------------------------------------------------------- */

/* The journal keeps the plugin's own words, whatever the umpire reads;
 * the window reads them through the plugin's domain. */
static char *
dup_phase_label (VtGame   *self,
                 guint     phase,
                 gboolean  translate)
{
  const VtPhase *phases;
  guint n_phases = 0;
  GListModel *sides;

  phases = self->ruleset != NULL ? vt_ruleset_get_phases (self->ruleset, &n_phases) : NULL;
  if (phases == NULL || phase >= n_phases)
    return g_strdup ("");

  sides = vt_scenario_get_sides (self->state);
  if (phases[phase].side_label != NULL && phases[phase].side >= 1 &&
      phases[phase].side <= g_list_model_get_n_items (sides))
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, phases[phase].side - 1);
      GString *label = g_string_new (translate ? vt_ruleset_translate (self->ruleset, phases[phase].side_label)
                                               : phases[phase].side_label);

      /* the plugin's words are no format: only its %s is the side */
      g_string_replace (label, "%s", vt_side_get_name (side), 0);
      return g_string_free (label, FALSE);
    }

  if (phases[phase].label == NULL)
    return g_strdup (phases[phase].id);

  return g_strdup (translate ? vt_ruleset_translate (self->ruleset, phases[phase].label) : phases[phase].label);
}

/**
 * vt_game_dup_phase_label:
 * @self: a game
 * @phase: an index into vt_ruleset_get_phases()
 *
 * Returns: (transfer full): the phase in the umpire's words: a phase of
 *   one side names it ("Fire of Rot"), as the scenario calls its sides;
 *   read in the umpire's language through the plugin's domain
 */
char *
vt_game_dup_phase_label (VtGame *self,
                         guint   phase)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return dup_phase_label (self, phase, TRUE);
}

/**
 * vt_game_get_phase:
 * @self: a game
 *
 * Returns: the phase within the Zug, an index into vt_ruleset_get_phases()
 */
guint
vt_game_get_phase (VtGame *self)
{
  guint phase;

  g_return_val_if_fail (VT_IS_GAME (self), 0);

  count_clock (self, NULL, &phase);
  return phase;
}

/**
 * vt_game_get_time:
 * @self: a game
 *
 * Returns: the time of the present Zug in minutes after midnight: the
 *   scenario's start time and the ruleset's minutes for every Zug gone
 */
guint
vt_game_get_time (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), 0);

  return time_of_move (self, count_move (self));
}

/**
 * vt_game_advance_phase:
 * @self: a game
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals a clock event to the next phase of the Zug, or after the last
 * phase to the first of the next Zug, which counts every condition down
 * by one.
 *
 * Returns: whether the clock moved
 */
gboolean
vt_game_advance_phase (VtGame  *self,
                       GError **error)
{
  g_autoptr(VtEvent) event = NULL;
  guint move, phase, n_phases;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  count_clock (self, &move, &phase);
  n_phases = count_phases (self);

  if (phase + 1 < n_phases)
    {
      g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
      g_autofree char *label = dup_phase_label (self, phase + 1, FALSE);
      g_autofree char *summary = g_strdup_printf (_("%s begins"), label);

      g_variant_dict_insert (&payload, "phase", "u", phase + 1);
      event = vt_event_new (VT_EVENT_CLOCK, move, summary,
                            g_variant_dict_end (&payload), NULL, NULL);
    }
  else
    event = vt_event_new_clock (move, 1, self->ruleset);

  return vt_game_append (self, event, error);
}

static gboolean require_ruleset (VtGame  *self,
                                 GError **error);

/**
 * vt_game_advance_moves:
 * @self: a game
 * @moves: how many whole moves pass, at least 1
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals one clock event; the next Zug starts at its first phase and
 * every condition counts down by @moves.
 *
 * Returns: whether the clock moved
 */
gboolean
vt_game_advance_moves (VtGame  *self,
                       guint    moves,
                       GError **error)
{
  g_autoptr(VtEvent) event = NULL;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (moves == 0)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the clock can only advance by one %s or more"),
                   vt_ruleset_get_move_name (self->ruleset, 1));
      return FALSE;
    }

  event = vt_event_new_clock (count_move (self), moves, self->ruleset);
  return vt_game_append (self, event, error);
}

/* ---- tables ------------------------------------------------------------- */

/**
 * vt_game_get_table_value:
 * @self: a game with a ruleset
 * @table: the id of one of the ruleset's tables
 * @row: one of its row keys
 * @column: one of its column keys
 *
 * The house rules are the scenario's (vt_game_get_scenario()), which is
 * what the file keeps. Asking for a table, row or column the ruleset does
 * not have is a programming error.
 *
 * Returns: the umpire's value for the cell if he set one, else the ruleset's
 */
double
vt_game_get_table_value (VtGame     *self,
                         const char *table_id,
                         const char *row,
                         const char *column)
{
  const VtRuleTable *table;
  int r, c;
  double value;

  g_return_val_if_fail (VT_IS_GAME (self), NAN);
  g_return_val_if_fail (self->ruleset != NULL, NAN);
  g_return_val_if_fail (table_id != NULL && row != NULL && column != NULL, NAN);

  table = vt_ruleset_find_table (self->ruleset, table_id);
  g_return_val_if_fail (table != NULL, NAN);
  r = vt_rule_table_find_row (table, row);
  c = vt_rule_table_find_column (table, column);
  g_return_val_if_fail (r >= 0 && c >= 0, NAN);

  /* the state's: the set-up's house rules and the journal's */
  if (vt_scenario_get_house_rule (self->state, table_id, row, column, &value))
    return value;

  g_return_val_if_fail (table->values != NULL, NAN);
  return table->values[(guint) r * vt_rule_table_get_n_columns (table) + (guint) c];
}

static gboolean
append_house_rule (VtGame      *self,
                   const char  *summary,
                   GVariant    *payload,
                   GError     **error)
{
  g_autoptr(VtEvent) event = vt_event_new (VT_EVENT_HOUSE_RULE, count_move (self), summary,
                                           payload, NULL, NULL);

  return vt_game_append (self, event, error);
}

/**
 * vt_game_set_house_rule:
 * @self: a game with a ruleset
 * @table_id: the id of one of the ruleset's tables
 * @row: a row key of it
 * @column: a column key of it
 * @value: the umpire's value for the cell
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals the umpire's house rule: one "house-rule" event, so undo takes
 * it back and the autosave keeps it. The same value again journals nothing.
 *
 * Returns: whether the house rule is in force
 */
gboolean
vt_game_set_house_rule (VtGame      *self,
                        const char  *table_id,
                        const char  *row,
                        const char  *column,
                        double       value,
                        GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  const VtRuleTable *table;
  g_autofree char *summary = NULL;
  double now;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (table_id != NULL && row != NULL && column != NULL, FALSE);

  if (!require_ruleset (self, error))
    return FALSE;
  if (vt_scenario_get_house_rule (self->state, table_id, row, column, &now) && now == value)
    return TRUE;

  table = vt_ruleset_find_table (self->ruleset, table_id);
  /* TRANSLATORS: the journal: a house rule sets a rulebook table's cell: table, row / column = value */
  summary = g_strdup_printf (_("House rule: %1$s, %2$s / %3$s = %4$g"),
                             table != NULL && table->title != NULL ? table->title : table_id,
                             vt_ruleset_find_label (self->ruleset, row) != NULL
                             ? vt_ruleset_find_label (self->ruleset, row) : row,
                             vt_ruleset_find_label (self->ruleset, column) != NULL
                             ? vt_ruleset_find_label (self->ruleset, column) : column,
                             value);
  g_variant_dict_insert (&payload, "table", "s", table_id);
  g_variant_dict_insert (&payload, "row", "s", row);
  g_variant_dict_insert (&payload, "column", "s", column);
  g_variant_dict_insert (&payload, "value", "d", value);
  return append_house_rule (self, summary, g_variant_dict_end (&payload), error);
}

/**
 * vt_game_clear_house_rule:
 * @self: a game with a ruleset
 * @table_id: the id of one of the ruleset's tables
 * @row: a row key of it
 * @column: a column key of it
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals the cell's return to the ruleset's value.
 *
 * Returns: whether the cell plays as the ruleset has it
 */
gboolean
vt_game_clear_house_rule (VtGame      *self,
                          const char  *table_id,
                          const char  *row,
                          const char  *column,
                          GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  const VtRuleTable *table;
  g_autofree char *summary = NULL;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (table_id != NULL && row != NULL && column != NULL, FALSE);

  if (!require_ruleset (self, error))
    return FALSE;
  if (!vt_scenario_get_house_rule (self->state, table_id, row, column, NULL))
    return TRUE;

  table = vt_ruleset_find_table (self->ruleset, table_id);
  summary = g_strdup_printf (_("House rule withdrawn: %1$s, %2$s / %3$s as the ruleset has it"),
                             table != NULL && table->title != NULL ? table->title : table_id,
                             row, column);
  g_variant_dict_insert (&payload, "table", "s", table_id);
  g_variant_dict_insert (&payload, "row", "s", row);
  g_variant_dict_insert (&payload, "column", "s", column);
  return append_house_rule (self, summary, g_variant_dict_end (&payload), error);
}

/**
 * vt_game_set_option:
 * @self: a game with a ruleset
 * @name: the name of one of the ruleset's options
 * @value: (nullable): its value, of the option's type; %NULL: as the ruleset
 *   sets it. A floating reference is sunk.
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * Journals the umpire's choice of an option (Night), so undo takes it back
 * and the autosave keeps it. The same value again journals nothing.
 *
 * Returns: whether the option is in force
 */
gboolean
vt_game_set_option (VtGame      *self,
                    const char  *name,
                    GVariant    *value,
                    GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GVariant) owned = value != NULL ? g_variant_ref_sink (value) : NULL;
  g_autofree char *summary = NULL;
  g_autofree char *printed = NULL;
  GVariant *now;
  const VtActionParam *option;
  const char *label = name;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (!require_ruleset (self, error))
    return FALSE;
  now = vt_scenario_get_option (self->state, name);
  if ((now == NULL && owned == NULL) || (now != NULL && owned != NULL && g_variant_equal (now, owned)))
    return TRUE;

  option = vt_ruleset_find_option (self->ruleset, name);
  if (option != NULL && option->label != NULL)
    label = vt_ruleset_translate (self->ruleset, option->label);
  if (owned == NULL)
    summary = g_strdup_printf (_("Option %s: as the ruleset sets it"), label);
  else if (g_variant_is_of_type (owned, G_VARIANT_TYPE_BOOLEAN))
    summary = g_strdup_printf (_("Option %s: %s"), label, g_variant_get_boolean (owned) ? _("yes") : _("no"));
  else if (option != NULL && option->type == VT_PARAM_CHOICE && g_variant_is_of_type (owned, G_VARIANT_TYPE_STRING))
    /* the ruleset's words for the choice, not its id */
    summary = g_strdup_printf (_("Option %s: %s"), label,
                               vt_ruleset_get_choice_label (self->ruleset, option,
                                                            g_variant_get_string (owned, NULL)));
  else
    {
      printed = g_variant_print (owned, FALSE);
      summary = g_strdup_printf (_("Option %s: %s"), label, printed);
    }

  g_variant_dict_insert (&payload, "option", "s", name);
  if (owned != NULL)
    g_variant_dict_insert_value (&payload, "value", owned);
  return append_house_rule (self, summary, g_variant_dict_end (&payload), error);
}

/* ---- moving ------------------------------------------------------------- */

/* A pace inside a sentence: "moves 300 paces at route march" in small
 * letters where the language writes names so, the ruleset's word where it
 * has one in the user's language (German keeps its nouns' capitals). */
char *
_vt_game_dup_pace_in_sentence (VtRuleset        *ruleset,
                               const VtActivity *activity)
{
  const char *word = activity->label != NULL ? vt_ruleset_translate (ruleset, activity->label) : activity->id;

  /* TRANSLATORS: "yes" where names (a pace, a formation) are written in
   * small letters inside a sentence, "no" where they keep their capital
   * (German nouns) */
  if (g_str_equal (C_("names inside a sentence in small letters", "yes"), "yes"))
    return g_utf8_strdown (word, -1);
  return g_strdup (word);
}

/* "paces" for "pace", "inches" for "inch" */
static VtUnit *
find_state_unit (VtGame      *self,
                 VtUnit      *unit,
                 GError     **error)
{
  VtUnit *state_unit = vt_scenario_find_unit (self->state, vt_unit_get_id (unit));

  if (state_unit == NULL)
    g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                 _("there is no unit '%s' in this game"), vt_unit_get_id (unit));
  return state_unit;
}

/* The march distance to @to, in the unit of length, however many Züge it
 * is away; G_MAXDOUBLE when no way leads there. */
static double
measure_beyond (VtGame        *self,
                VtUnit        *unit,
                const char    *activity,
                double         allowance,
                const VtPoint *to)
{
  VtPoint from;
  double straight;
  guint moves;
  g_autoptr(VtReach) far = NULL;
  double cost;

  if (allowance <= 0)
    return G_MAXDOUBLE;

  vt_unit_get_position (unit, &from);
  straight = hypot (to->x - from.x, to->y - from.y);
  moves = (guint) MIN (ceil (straight / allowance * 1.5) + 1, MAX_MEASURED_MOVES);

  far = vt_reach_new (self, unit, activity, moves);
  cost = vt_reach_get_cost (far, to);
  if (cost == G_MAXDOUBLE)
    return G_MAXDOUBLE;

  return cost * vt_reach_get_allowance (far);
}

/* Part of a move a unit has used in this Zug: each move and wheel spends
 * what its "spent" says; the umpire's allowances give some back. Only the
 * events of the Zug the clock stands at count, so the journal is walked
 * back from the head to the last clock event. */
static double
move_left (VtGame *self,
           VtUnit *unit)
{
  guint head = vt_journal_get_head (self->journal);
  guint move = count_move (self);
  const char *unit_id = vt_unit_get_id (unit);
  double left = 1;

  for (guint i = head; i > 0; i--)
    {
      VtEvent *event = vt_journal_get_event (self->journal, i - 1);
      GVariant *payload = vt_event_get_payload (event);
      const char *kind = vt_event_get_kind (event);
      const char *event_unit;
      double moves;

      if (vt_event_get_move (event) != move)
        break;
      if (!g_variant_lookup (payload, "unit", "&s", &event_unit) || !g_str_equal (event_unit, unit_id))
        continue;

      if (g_str_equal (kind, VT_EVENT_MOVE) && g_variant_lookup (payload, "spent", "d", &moves))
        left -= moves;
      else if (g_str_equal (kind, VT_EVENT_ALLOWANCE) && g_variant_lookup (payload, "moves", "d", &moves))
        left += moves;
    }

  return MAX (left, 0);
}

/**
 * vt_game_get_move_left:
 * @self: a game
 * @unit: a unit of the game
 *
 * What is left of @unit's move in the Zug the clock stands at: 1 before
 * it has moved, less for every move and wheel it made since, more where
 * the umpire allowed it more (vt_game_allow_move()). A move of the
 * unit's whole allowance leaves 0.
 *
 * Returns: the part of a move left, 0 or more
 */
double
vt_game_get_move_left (VtGame *self,
                       VtUnit *unit)
{
  VtUnit *state_unit;

  g_return_val_if_fail (VT_IS_GAME (self), 0);
  g_return_val_if_fail (VT_IS_UNIT (unit), 0);

  state_unit = find_state_unit (self, unit, NULL);
  return state_unit != NULL ? move_left (self, state_unit) : 0;
}

/**
 * vt_game_allow_move:
 * @self: a game
 * @unit: a unit of the game
 * @moves: how much more of a move it may make in this Zug, more than 0
 * @reason: why, in the umpire's words; not empty
 * @error: return location for a #VT_GAME_ERROR
 *
 * The umpire's deliberate override of the allowance: journals an
 * "allowance" event, which undo takes back like any other.
 *
 * Returns: whether the allowance is in the journal
 */
gboolean
vt_game_allow_move (VtGame      *self,
                    VtUnit      *unit,
                    double       moves,
                    const char  *reason,
                    GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *trimmed = NULL;
  VtUnit *state_unit;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  state_unit = find_state_unit (self, unit, error);
  if (state_unit == NULL)
    return FALSE;

  trimmed = g_strstrip (g_strdup (reason != NULL ? reason : ""));
  /* TRANSLATORS: the journal: a unit, the share of a move the umpire grants it, his reason */
  summary = g_strdup_printf (_("the umpire allows %1$s %2$.0f%% of a move more: %3$s"),
                             vt_unit_get_display_name (state_unit), moves * 100, trimmed);
  g_variant_dict_insert (&payload, "unit", "s", vt_unit_get_id (state_unit));
  g_variant_dict_insert (&payload, "moves", "d", moves);
  g_variant_dict_insert (&payload, "reason", "s", trimmed);

  event = vt_event_new (VT_EVENT_ALLOWANCE, count_move (self), summary,
                        g_variant_dict_end (&payload), NULL, NULL);
  return vt_game_append (self, event, error);
}

static gboolean
check_reach (VtGame           *self,
             VtUnit           *unit,
             const VtActivity *activity,
             const VtPoint    *to,
             double            facing,
             double           *distance,
             double           *spent,
             GError          **error)
{
  double left = move_left (self, unit);
  g_autoptr(VtReach) reach = vt_reach_new_within (self, unit, activity->id, left);
  g_autofree char *units = vt_unit_of_length_dup_plural (vt_ruleset_get_unit_of_length (self->ruleset));
  g_autofree char *doing = _vt_game_dup_pace_in_sentence (self->ruleset, activity);
  g_autofree char *wheeling = NULL;
  g_autofree char *can = NULL;
  double allowance = vt_reach_get_allowance (reach);
  double cost = vt_reach_get_cost (reach, to);
  /* the flank's arc of a wheel is march like any other (Reiswitz: lines
   * move by their flank blocks), at the pace of the ground it stands on */
  double wheel = vt_ruleset_get_wheel_distance (self->ruleset, unit, vt_unit_get_facing (unit), facing);
  double start_rate = vt_reach_get_start_rate (reach);
  double wheel_cost = start_rate > 0 ? wheel / start_rate : (wheel > 0 ? G_MAXDOUBLE : 0);
  double away;
  char allowance_text[G_ASCII_DTOSTR_BUF_SIZE];
  char left_text[G_ASCII_DTOSTR_BUF_SIZE];
  char away_text[G_ASCII_DTOSTR_BUF_SIZE];

  if (cost != G_MAXDOUBLE && cost + wheel_cost <= left + REACH_SLACK)
    {
      *distance = cost * allowance + wheel;
      *spent = MIN (cost + wheel_cost, left);
      return TRUE;
    }

  g_ascii_formatd (allowance_text, sizeof allowance_text, "%.0f", floor (allowance + 1e-9));
  g_ascii_formatd (left_text, sizeof left_text, "%.0f", floor (allowance * left + 1e-9));
  if (wheel > 0)
    wheeling = g_strdup_printf (_("; wheeling to face %.0f° takes %.0f of them"), facing, ceil (wheel - 1e-6));

  if (allowance <= 0)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH,
                   _("%s cannot move at %s"), vt_unit_get_display_name (unit), doing);
      return FALSE;
    }

  /* what the unit may do in this move, the start of every refusal */
  if (left >= 1 - REACH_SLACK)
    /* TRANSLATORS: the start of a refusal: "Füsiliere can march 400 paces in this Zug at the quick step" */
    can = g_strdup_printf (_("%1$s can march %2$s %3$s in this %4$s at %5$s"),
                           vt_unit_get_display_name (unit), allowance_text, units,
                           vt_ruleset_get_move_name (self->ruleset, 1), doing);
  else
    /* TRANSLATORS: the start of a refusal: "Füsiliere has 100 of 400 paces left in this Zug at the quick step" */
    can = g_strdup_printf (_("%1$s has %2$s of %3$s %4$s left in this %5$s at %6$s"),
                           vt_unit_get_display_name (unit), left_text, allowance_text, units,
                           vt_ruleset_get_move_name (self->ruleset, 1), doing);

  if ((cost == 0 || left <= 0) && wheeling != NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH, "%s%s", can, wheeling);
      return FALSE;
    }

  if (vt_map_get_kind (vt_scenario_get_map (self->state)) == VT_MAP_KIND_TERRAIN &&
      !(to->x >= 0 && to->y >= 0 &&
        to->x <= vt_map_get_width (vt_scenario_get_map (self->state)) &&
        to->y <= vt_map_get_height (vt_scenario_get_map (self->state))))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH,
                   _("%s; that point is off the map"), can);
      return FALSE;
    }

  if (cost != G_MAXDOUBLE)
    away = cost * allowance;
  else if (vt_map_get_kind (vt_scenario_get_map (self->state)) == VT_MAP_KIND_TERRAIN)
    away = measure_beyond (self, unit, activity->id, allowance, to);
  else
    away = G_MAXDOUBLE;

  if (away == G_MAXDOUBLE)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH,
                   _("%s; no way over this ground leads to that point"), can);
      return FALSE;
    }

  /* to the tenth where a move is a few inches (Wells: 12.5 is not 13),
   * whole paces elsewhere; never rounded down to within the allowance */
  if (allowance < 100)
    g_ascii_formatd (away_text, sizeof away_text, "%g", ceil (away * 10 - 1e-6) / 10);
  else
    g_ascii_formatd (away_text, sizeof away_text, "%.0f", ceil (away - 1e-6));
  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH,
               /* TRANSLATORS: "…; that point is 12.5 inches' march away over this ground" */
               _("%s%s; that point is %s %s' march away over this ground"),
               can, wheeling != NULL ? wheeling : "", away_text, units);
  return FALSE;
}

static const VtActivity *
find_activity (VtGame      *self,
               VtUnit      *unit,
               const char  *activity_id,
               gboolean    *measured,
               GError     **error)
{
  const VtActivity *activities;
  g_autoptr(GString) names = NULL;
  guint n;

  activities = vt_ruleset_get_activities (self->ruleset, unit, &n);
  *measured = activities != NULL;
  if (activities == NULL)
    {
      if (activity_id == NULL)
        return NULL;
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_ACTIVITY,
                   _("the ruleset %s gives %s no activity '%s'; it has none"),
                   vt_ruleset_get_id (self->ruleset), vt_unit_get_display_name (unit), activity_id);
      return NULL;
    }

  if (activity_id == NULL)
    return &activities[0];

  names = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (activities[i].id, activity_id) == 0)
        return &activities[i];
      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", activities[i].id);
    }

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_ACTIVITY,
               _("%s cannot move at '%s'; its activities are %s"),
               vt_unit_get_display_name (unit), activity_id, names->str);
  return NULL;
}

/**
 * vt_game_move_unit:
 * @self: a game
 * @unit: a unit of the game
 * @to: where it is to go; on a board, a point within the cell
 * @facing: the way it faces afterwards, degrees clockwise from north
 * @activity: (nullable): one of the unit's activities; %NULL for the first
 * @error: return location for a #VT_GAME_ERROR
 *
 * Asks the ruleset whether the unit may go at @activity now, from where it
 * stands to @to (vt_ruleset_check_move(): its refusal is a
 * #VT_RULESET_ERROR, the rule in its message), measures the move over the ground with a #VtReach
 * of one Zug and, when the ruleset allows it, journals one "move" event
 * whose payload also
 * gives the "activity" and the march "distance"; what the ruleset says of
 * the move (vt_ruleset_describe_move()) is the payload's "note", which
 * vt_event_dup_text() sets after the summary. Where the ruleset does
 * not measure movement (no ruleset, or no activities for the unit) the
 * move is journalled as it is.
 *
 * Returns: whether the unit moved
 */
gboolean
vt_game_move_unit (VtGame        *self,
                   VtUnit        *unit,
                   const VtPoint *to,
                   double         facing,
                   const char    *activity_id,
                   GError       **error)
{
  return vt_game_move_unit_allowed (self, unit, to, facing, activity_id, NULL, error);
}

/* What the rules of the moment refuse and the umpire may allow: it is the
 * other side's move, or the ruleset's check_move says so with
 * VT_RULESET_ERROR_UMPIRE_DECIDES. Not the reach: a longer move is his
 * allowance (vt_game_allow_move()). */
static gboolean
check_move_moment (VtGame        *self,
                   VtUnit        *unit,
                   const char    *activity,
                   const VtPoint *from,
                   const VtPoint *to,
                   double         facing,
                   const char    *umpire_allows,
                   GError       **error)
{
  g_autoptr(GError) refused = NULL;

  if (umpire_allows == NULL && !_vt_game_check_turn (self, unit, error))
    return FALSE;
  /* a measured move at its pace; on a board, where nothing is measured,
   * any move (a figure the ruleset moves by no action: War-Chess's Citadel) */
  if ((activity == NULL && vt_map_get_board (vt_scenario_get_map (self->state)) == NULL) ||
      vt_ruleset_check_move (self->ruleset, self, unit, activity, from, to, facing, &refused))
    return TRUE;
  if (umpire_allows != NULL && g_error_matches (refused, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&refused));
  return FALSE;
}

/**
 * vt_game_move_unit_allowed:
 * @self: a game
 * @unit: a unit of the game
 * @to: where it is to go; on a board, a point within the cell
 * @facing: the way it faces afterwards, degrees clockwise from north
 * @activity: (nullable): one of the unit's activities; %NULL for the first
 * @umpire_allows: (nullable): the umpire's reason for a move the rules of
 *   the moment refuse (the other side's move; the ruleset's
 *   %VT_RULESET_ERROR_UMPIRE_DECIDES), journalled with it
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * As vt_game_move_unit(), with the umpire's ruling.
 *
 * Returns: whether the unit moved
 */
gboolean
vt_game_move_unit_allowed (VtGame        *self,
                           VtUnit        *unit,
                           const VtPoint *to,
                           double         facing,
                           const char    *activity_id,
                           const char    *umpire_allows,
                           GError       **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *note = NULL;
  const VtActivity *activity = NULL;
  const VtBoard *board;
  const VtCell *cell = NULL, *standing;
  VtUnit *state_unit;
  GVariant *change_value;
  gboolean measured = FALSE;
  double distance = 0, spent = 0;
  VtPoint from, start, target;
  guint move;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (to != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  state_unit = find_state_unit (self, unit, error);
  if (state_unit == NULL)
    return FALSE;

  if (!isfinite (to->x) || !isfinite (to->y) || !isfinite (facing))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("%s cannot move to a point or facing that is not a finite number"),
                   vt_unit_get_display_name (state_unit));
      return FALSE;
    }

  target = *to;
  board = vt_map_get_board (vt_scenario_get_map (self->state));
  if (board != NULL)
    {
      cell = vt_board_cell_at (board, to);
      if (cell == NULL)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_OUT_OF_REACH,
                       _("%s cannot move there: that point is on no cell of the board"),
                       vt_unit_get_display_name (state_unit));
          return FALSE;
        }
      target = cell->centre;
    }

  if (self->ruleset != NULL)
    {
      g_autoptr(GError) activity_error = NULL;

      activity = find_activity (self, state_unit, activity_id, &measured, &activity_error);
      if (activity_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&activity_error));
          return FALSE;
        }
    }
  else if (activity_id != NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_NO_RULESET,
                   _("this game has no ruleset to tell what '%s' is"), activity_id);
      return FALSE;
    }

  vt_unit_get_position (state_unit, &from);
  /* on a board from cell centre to cell centre */
  start = from;
  standing = board != NULL ? vt_board_find_cell (board, vt_unit_get_cell (state_unit)) : NULL;
  if (standing != NULL)
    start = standing->centre;
  /* the move may be refused by whose move it is, by what the unit did
   * before (1812: the rest after storm pace) or by what lies on the way
   * (the gaps in the enemy's line), whatever the ground: asked before the
   * reach */
  if (self->ruleset != NULL && !check_move_moment (self, state_unit, measured ? activity->id : NULL,
                                                   &start, &target, facing, umpire_allows, error))
    return FALSE;
  if (measured && !check_reach (self, state_unit, activity, &target, facing, &distance, &spent, error))
    return FALSE;
  /* what the ruleset says of the move it allows (1812: the lines passed,
   * a gap passed with loss) goes into the journal with it */
  if (measured)
    note = vt_ruleset_describe_move (self->ruleset, self, state_unit, activity->id, &start, &target, facing);

  move = count_move (self);

  g_variant_dict_insert (&payload, "unit", "s", vt_unit_get_id (state_unit));
  g_variant_dict_insert (&change, "unit", "s", vt_unit_get_id (state_unit));
  if (cell != NULL)
    {
      g_variant_dict_insert (&payload, "from-cell", "u", vt_unit_get_cell (state_unit));
      g_variant_dict_insert (&payload, "cell", "u", cell->number);
      g_variant_dict_insert (&change, "cell", "u", cell->number);
    }
  else
    {
      g_variant_dict_insert (&payload, "from-x", "d", from.x);
      g_variant_dict_insert (&payload, "from-y", "d", from.y);
      g_variant_dict_insert (&payload, "x", "d", target.x);
      g_variant_dict_insert (&payload, "y", "d", target.y);
      g_variant_dict_insert (&change, "x", "d", target.x);
      g_variant_dict_insert (&change, "y", "d", target.y);
    }
  g_variant_dict_insert (&payload, "facing", "d", facing);
  g_variant_dict_insert (&change, "facing", "d", facing);
  if (activity != NULL)
    g_variant_dict_insert (&payload, "activity", "s", activity->id);
  if (measured)
    {
      g_variant_dict_insert (&payload, "distance", "d", distance);
      g_variant_dict_insert (&payload, "spent", "d", spent);
    }
  if (note != NULL)
    g_variant_dict_insert (&payload, "note", "s", note);
  if (umpire_allows != NULL)
    g_variant_dict_insert (&payload, VT_PARAM_UMPIRE_ALLOWS, "s", umpire_allows);
  change_value = g_variant_dict_end (&change);

  /* turning on the spot is a move too, and the journal says so */
  if (cell != NULL ? cell->number == vt_unit_get_cell (state_unit) : (from.x == target.x && from.y == target.y))
    summary = g_strdup_printf (_("%s wheels to face %.0f°"), vt_unit_get_display_name (state_unit), facing);
  else if (measured)
    {
      g_autofree char *units = vt_unit_of_length_dup_plural (vt_ruleset_get_unit_of_length (self->ruleset));
      g_autofree char *doing = _vt_game_dup_pace_in_sentence (self->ruleset, activity);

      /* TRANSLATORS: the journal: "Füsiliere moves 300 paces at the quick step" */
      summary = g_strdup_printf (_("%1$s moves %2$.0f %3$s at %4$s"),
                                 vt_unit_get_display_name (state_unit), round (distance), units, doing);
    }
  else
    summary = g_strdup_printf (_("%s moves"), vt_unit_get_display_name (state_unit));
  event = vt_event_new (VT_EVENT_MOVE, move, summary, g_variant_dict_end (&payload), NULL,
                        g_variant_new_array (G_VARIANT_TYPE_VARDICT, &change_value, 1));
  return vt_game_append (self, event, error);
}

/**
 * vt_game_set_formation:
 * @self: a game
 * @unit: a unit of the game
 * @formation: one of the formations of its type
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * Journals a "formation" event, unless the unit already stands so. A change
 * of formation is part of the side's move: in the other side's move it is
 * refused with %VT_RULESET_ERROR_UMPIRE_DECIDES (see
 * vt_game_set_formation_allowed()).
 *
 * Returns: whether the unit is in @formation
 */
gboolean
vt_game_set_formation (VtGame      *self,
                       VtUnit      *unit,
                       const char  *formation,
                       GError     **error)
{
  return vt_game_set_formation_allowed (self, unit, formation, NULL, error);
}

/**
 * vt_game_set_formation_allowed:
 * @self: a game
 * @unit: a unit of the game
 * @formation: one of the formations of its type
 * @umpire_allows: (nullable): the umpire's reason for a change the rules of
 *   the moment refuse (the other side's move); journalled with it
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * As vt_game_set_formation(), with the umpire's ruling.
 *
 * Returns: whether the unit is in @formation
 */
gboolean
vt_game_set_formation_allowed (VtGame      *self,
                               VtUnit      *unit,
                               const char  *formation,
                               const char  *umpire_allows,
                               GError     **error)
{
  g_autoptr(VtEvent) plain = NULL;
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *summary = NULL;
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  VtUnit *state_unit;
  gboolean ruled;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (formation != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  state_unit = find_state_unit (self, unit, error);
  if (state_unit == NULL)
    return FALSE;

  if (*formation == '\0')
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("%s cannot form a formation without a name"), vt_unit_get_display_name (state_unit));
      return FALSE;
    }

  if (!check_formation (self, state_unit, formation, error))
    return FALSE;

  if (g_strcmp0 (vt_unit_get_formation (state_unit), formation) == 0)
    return TRUE;

  ruled = umpire_allows != NULL && *umpire_allows != '\0';
  if (self->ruleset != NULL && !ruled && !_vt_game_check_turn (self, state_unit, error))
    return FALSE;

  plain = vt_event_new_formation (count_move (self), state_unit, formation);
  /* the journal reads the ruleset's word for the formation, not its id */
  g_variant_dict_init (&payload, vt_event_get_payload (plain));
  if (ruled)
    g_variant_dict_insert (&payload, VT_PARAM_UMPIRE_ALLOWS, "s", umpire_allows);
  /* TRANSLATORS: the journal: "I/1 forms Linie" */
  summary = g_strdup_printf (_("%s forms %s"), vt_unit_get_display_name (state_unit),
                             self->ruleset != NULL ? vt_ruleset_get_formation_label (self->ruleset, formation)
                                                   : formation);
  event = vt_event_new (VT_EVENT_FORMATION, vt_event_get_move (plain), summary, g_variant_dict_end (&payload),
                        NULL, vt_event_get_changes (plain));
  return vt_game_append (self, event, error);
}

/* ---- actions ------------------------------------------------------------ */

static gboolean
require_ruleset (VtGame  *self,
                 GError **error)
{
  if (self->ruleset != NULL)
    return TRUE;

  g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_NO_RULESET,
                       _("this game has no ruleset to resolve actions with"));
  return FALSE;
}

gboolean
_vt_game_require_ruleset (VtGame  *self,
                          GError **error)
{
  return require_ruleset (self, error);
}

/* Every unit a parameter names must be on the map. */
static gboolean
check_param_units (VtGame      *self,
                   const char  *action_id,
                   GVariant    *params,
                   GError     **error)
{
  const VtAction *action = vt_ruleset_find_action (self->ruleset, action_id);

  for (guint i = 0; action != NULL && i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      const char *value;
      g_auto(GStrv) unit_ids = NULL;

      if (param->type != VT_PARAM_UNIT ||
          !g_variant_lookup (params, param->name, "&s", &value))
        continue;

      /* a whole selection may fire or attack: ids separated by commas */
      unit_ids = g_strsplit (value, ",", -1);
      for (guint j = 0; unit_ids[j] != NULL; j++)
        {
          const char *unit_id = g_strstrip (unit_ids[j]);

          if (vt_scenario_find_unit (self->state, unit_id) == NULL)
            {
              g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                           _("%s: %s is '%s', but there is no unit '%s' in this game"),
                           action_id, param->name, value, unit_id);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* The units named in @params by a parameter of @role. */
void
_vt_game_add_units_of_role (VtGame         *self,
                   const VtAction *action,
                   GVariant       *params,
                   VtParamRole     role,
                   GPtrArray      *units)
{
  for (guint i = 0; i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      g_auto(GStrv) ids = NULL;
      const char *value;

      if (param->type != VT_PARAM_UNIT || param->role != role ||
          !g_variant_lookup (params, param->name, "&s", &value))
        continue;
      ids = g_strsplit (value, ",", -1);
      for (guint j = 0; ids[j] != NULL; j++)
        {
          VtUnit *unit = vt_scenario_find_unit (self->state, g_strstrip (ids[j]));

          if (unit != NULL)
            g_ptr_array_add (units, unit);
        }
    }
}

/* The units that act (attack, fire) or are acted on (defend, are shot at)
 * in @params, for the side check. */
static void
add_role_units (VtGame         *self,
                const VtAction *action,
                GVariant       *params,
                gboolean        acting,
                GPtrArray      *units)
{
  _vt_game_add_units_of_role (self, action, params, acting ? VT_PARAM_ROLE_ATTACKER : VT_PARAM_ROLE_DEFENDER, units);
  _vt_game_add_units_of_role (self, action, params, acting ? VT_PARAM_ROLE_FIRER : VT_PARAM_ROLE_TARGET, units);
}

static const char *
side_words (VtGame     *self,
            const char *side_id)
{
  VtSide *side = vt_scenario_find_side (self->state, side_id);

  return side != NULL && vt_side_get_name (side) != NULL ? vt_side_get_name (side) : side_id;
}

/* The rules of the moment: an action out of its phase, or a fight between
 * units of one side, is for the umpire to allow with his reason. */
static gboolean
check_moment (VtGame      *self,
              const char  *action_id,
              GVariant    *params,
              GError     **error)
{
  const VtAction *action = vt_ruleset_find_action (self->ruleset, action_id);
  g_autoptr(GPtrArray) acting = g_ptr_array_new ();
  g_autoptr(GPtrArray) acted_on = g_ptr_array_new ();
  g_autoptr(GPtrArray) subjects = g_ptr_array_new ();
  const VtPhase *phases;
  guint n_phases, phase;

  if (action == NULL || g_variant_lookup (params, VT_PARAM_UMPIRE_ALLOWS, "&s", NULL))
    return TRUE;

  phases = vt_ruleset_get_phases (self->ruleset, &n_phases);
  phase = vt_game_get_phase (self);
  if (phases != NULL && phase < n_phases && !vt_action_in_phase (action, phases[phase].id))
    {
      g_autoptr(GString) belongs = g_string_new (NULL);

      /* the ruleset's words in the reader's language, as the window and
       * the tool name the phases and the action */
      g_autofree char *now = dup_phase_label (self, phase, TRUE);

      for (guint i = 0; action->phases[i] != NULL; i++)
        for (guint j = 0; j < n_phases; j++)
          if (g_str_equal (phases[j].id, action->phases[i]))
            {
              g_autofree char *label = dup_phase_label (self, j, TRUE);

              g_string_append_printf (belongs, "%s%s", belongs->len > 0 ? ", " : "", label);
            }
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   _("%s belongs to the phase %s; the game is in %s. The umpire may allow it "
                   "with his reason (%s=REASON)"),
                   action->label != NULL ? vt_ruleset_translate (self->ruleset, action->label) : action->id,
                   belongs->str, now,
                   VT_PARAM_UMPIRE_ALLOWS);
      return FALSE;
    }

  /* the side that is not to move does not fire or attack (1812 II §5,
   * Wells's alternate moves); the umpire's own actions on a unit (a lot
   * drawn, a body rearmed) are not the side's. A board figure's move is
   * the ruleset's to refuse (War-Chess says whose move it is in its own
   * words, with its option of who begins). */
  add_role_units (self, action, params, TRUE, subjects);
  for (guint i = 0; i < subjects->len; i++)
    if (!_vt_game_check_turn (self, subjects->pdata[i], error))
      {
        g_prefix_error (error, "%s: ", action->label != NULL ? action->label : action->id);
        return FALSE;
      }

  add_role_units (self, action, params, TRUE, acting);
  add_role_units (self, action, params, FALSE, acted_on);
  for (guint i = 0; i < acting->len; i++)
    for (guint j = 0; j < acted_on->len; j++)
      {
        VtUnit *one = acting->pdata[i], *other = acted_on->pdata[j];

        if (g_strcmp0 (vt_unit_get_side (one), vt_unit_get_side (other)) != 0)
          continue;
        g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                     _("%s: %s and %s are both %s's; a fight is between the sides. The umpire "
                     "may allow it with his reason (%s=REASON)"),
                     action->label != NULL ? vt_ruleset_translate (self->ruleset, action->label) : action->id,
                     vt_unit_get_display_name (one), vt_unit_get_display_name (other),
                     side_words (self, vt_unit_get_side (one)), VT_PARAM_UMPIRE_ALLOWS);
        return FALSE;
      }

  return _vt_game_check_map_given (self, action, params, error);
}

/**
 * vt_game_check_action:
 * @self: a game with a ruleset
 * @action: the id of one of the ruleset's actions
 * @params: its parameters, an `a{sv}`
 * @error: return location for a #VT_RULESET_ERROR
 *
 * Returns: whether the rules of the moment allow @action: it belongs to
 *   the phase the game is in, and no fighter faces one of its own side;
 *   or the umpire's reason is among @params
 */
gboolean
vt_game_check_action (VtGame      *self,
                      const char  *action,
                      GVariant    *params,
                      GError     **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (params != NULL && g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), FALSE);

  return require_ruleset (self, error) && check_moment (self, action, params, error);
}

/**
 * vt_game_prepare_action:
 * @self: a game with a ruleset
 * @action: the id of one of the ruleset's actions
 * @params: an `a{sv}` of what the umpire gave so far; a floating reference
 *   is sunk
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * Parameters may be missing (the ruleset fills what the map tells), but
 * those given must be declared, of their type and within their bounds, and
 * name units that are in the game.
 *
 * Returns: (transfer full): the ruleset's `a{sv}` with "params" and, as
 *   it says, "filled", "die", "table" and "why"
 */
GVariant *
vt_game_prepare_action (VtGame      *self,
                        const char  *action,
                        GVariant    *params,
                        GError     **error)
{
  g_autoptr(GVariant) owned_params = NULL;

  g_return_val_if_fail (VT_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (params != NULL && g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  owned_params = g_variant_ref_sink (params);

  if (!require_ruleset (self, error) ||
      !vt_ruleset_check_given_params (self->ruleset, action, owned_params, error) ||
      !check_param_units (self, action, owned_params, error))
    return NULL;

  return vt_ruleset_prepare (self->ruleset, self, action, owned_params, error);
}

/**
 * vt_game_resolve_action:
 * @self: a game with a ruleset
 * @action: the id of one of the ruleset's actions
 * @params: an `a{sv}` of every parameter; a floating reference is sunk
 * @dice: (out) (optional) (transfer full): the rolls it took, an a(suub)
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * Rolls with the game's dice, entered faces first, and journals nothing:
 * the umpire sees the outcome before vt_game_apply_action().
 *
 * Returns: (transfer full): the outcome, an `a{sv}`
 */
GVariant *
vt_game_resolve_action (VtGame      *self,
                        const char  *action,
                        GVariant    *params,
                        GVariant   **dice,
                        GError     **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return vt_game_resolve_action_with_dice (self, action, params, self->dice, dice, error);
}

/**
 * vt_game_resolve_action_with_dice:
 * @self: a game with a ruleset
 * @action: the id of one of the ruleset's actions
 * @params: an `a{sv}` of every parameter; a floating reference is sunk
 * @dice: the dice to roll with, entered faces first: the game's own
 *   (vt_game_get_dice()) or others, such as the tool's seeded ones
 * @record: (out) (optional) (transfer full): the rolls it took, an a(suub)
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * As vt_game_resolve_action(), with @dice rolling: the same checks of the
 * parameters, of the units they name and of the rules of the moment
 * (vt_game_check_action()), so the window and the tool refuse alike.
 * Journals nothing.
 *
 * Returns: (transfer full): the outcome, an `a{sv}`
 */
GVariant *
vt_game_resolve_action_with_dice (VtGame      *self,
                                  const char  *action,
                                  GVariant    *params,
                                  VtDice      *dice,
                                  GVariant   **record,
                                  GError     **error)
{
  g_autoptr(GVariant) owned_params = NULL;
  g_autoptr(GVariant) stale = NULL;
  g_autoptr(GVariant) rolls = NULL;
  GVariant *outcome;

  g_return_val_if_fail (VT_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (params != NULL && g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (VT_IS_DICE (dice), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  owned_params = g_variant_ref_sink (params);
  if (record != NULL)
    *record = NULL;

  if (!require_ruleset (self, error) ||
      !vt_ruleset_check_params (self->ruleset, action, owned_params, error) ||
      !check_param_units (self, action, owned_params, error) ||
      !check_moment (self, action, owned_params, error))
    return NULL;

  /* the record then holds this action's rolls and no others */
  stale = vt_dice_take_record (dice);

  outcome = vt_ruleset_resolve (self->ruleset, self, action, owned_params, dice, error);
  rolls = vt_dice_take_record (dice);
  if (outcome == NULL)
    return NULL;

  if (record != NULL)
    *record = g_steal_pointer (&rolls);
  return outcome;
}

static char *new_message_id (VtGame     *self,
                             GHashTable *taken);

/* An outcome may send messages (a patrol's report, vt-message.h); the
 * ruleset leaves their ids to the game, which gives each one of its own. */
static GVariant *
name_outcome_messages (VtGame   *self,
                       GVariant *outcome)
{
  g_autoptr(GVariant) messages = g_variant_lookup_value (outcome, "messages", G_VARIANT_TYPE ("aa{sv}"));
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GVariantDict) named = G_VARIANT_DICT_INIT (outcome);
  GVariantBuilder builder;

  if (messages == NULL)
    return g_variant_ref (outcome);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("aa{sv}"));
  for (gsize i = 0; i < g_variant_n_children (messages); i++)
    {
      g_autoptr(GVariant) message = g_variant_get_child_value (messages, i);
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (message);

      if (!g_variant_dict_contains (&dict, "id"))
        {
          char *id = new_message_id (self, taken);

          g_variant_dict_insert (&dict, "id", "s", id);
          g_hash_table_add (taken, id);
        }
      g_variant_builder_add_value (&builder, g_variant_dict_end (&dict));
    }
  g_variant_dict_insert_value (&named, "messages", g_variant_builder_end (&builder));
  return g_variant_ref_sink (g_variant_dict_end (&named));
}

/**
 * vt_game_apply_action:
 * @self: a game
 * @action: the id of the action resolved
 * @params: its parameters
 * @outcome: what vt_game_resolve_action() gave
 * @dice: (nullable): the rolls it took, an a(suub)
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * Journals one "action" event: its payload holds "action", "params" and
 * "outcome", its summary is the outcome's "summary", its changes the
 * outcome's "changes", checked as vt_game_append() checks them; the losses
 * go into the ledger. Floating references are sunk.
 *
 * Returns: whether the action is in the journal and in force
 */
gboolean
vt_game_apply_action (VtGame      *self,
                      const char  *action,
                      GVariant    *params,
                      GVariant    *outcome,
                      GVariant    *dice,
                      GError     **error)
{
  g_autoptr(GVariant) owned_params = NULL;
  g_autoptr(GVariant) owned_outcome = NULL;
  g_autoptr(GVariant) named_outcome = NULL;
  g_autoptr(GVariant) owned_dice = NULL;
  g_autoptr(GVariant) changes = NULL;
  g_autoptr(VtEvent) event = NULL;
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GVariant) phrase = NULL;
  g_autofree char *summary = NULL;
  const char *outcome_summary;
  guint move;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (params != NULL && g_variant_is_of_type (params, G_VARIANT_TYPE_VARDICT), FALSE);
  g_return_val_if_fail (outcome != NULL && g_variant_is_of_type (outcome, G_VARIANT_TYPE_VARDICT), FALSE);
  g_return_val_if_fail (dice == NULL || g_variant_is_of_type (dice, G_VARIANT_TYPE ("a(suub)")), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  owned_params = g_variant_ref_sink (params);
  owned_outcome = g_variant_ref_sink (outcome);
  if (dice != NULL)
    owned_dice = g_variant_ref_sink (dice);

  if (self->ruleset != NULL &&
      (!vt_ruleset_check_params (self->ruleset, action, owned_params, error) ||
       !check_param_units (self, action, owned_params, error)))
    return FALSE;

  changes = g_variant_lookup_value (owned_outcome, "changes", NULL);
  if (changes != NULL && !g_variant_is_of_type (changes, G_VARIANT_TYPE ("aa{sv}")))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the outcome gives its changes as %s; they must be a list of "
                   "dictionaries (aa{sv})"), g_variant_get_type_string (changes));
      return FALSE;
    }

  named_outcome = name_outcome_messages (self, owned_outcome);

  move = count_move (self);
  phrase = g_variant_lookup_value (owned_outcome, VT_OUTCOME_SUMMARY_PHRASE, G_VARIANT_TYPE_VARDICT);
  /* the file keeps the phrase, and its words as the umpire reads them now
   * in this game (the outcome's summary may have been said without one)
   * for a reader of an older Vertrauter */
  if (phrase != NULL && (summary = _vt_phrase_say_for_umpire (self, self->ruleset, phrase)) != NULL)
    ;
  else if (g_variant_lookup (owned_outcome, "summary", "&s", &outcome_summary) &&
           *outcome_summary != '\0')
    summary = g_strdup (outcome_summary);
  else
    {
      const VtAction *declared = self->ruleset != NULL ? vt_ruleset_find_action (self->ruleset, action) : NULL;

      summary = g_strdup (declared != NULL && declared->label != NULL ? vt_ruleset_translate (self->ruleset, declared->label)
                                                                      : action);
    }

  g_variant_dict_insert (&payload, "action", "s", action);
  g_variant_dict_insert_value (&payload, "params", owned_params);
  g_variant_dict_insert_value (&payload, "outcome", named_outcome);

  event = vt_event_new (VT_EVENT_ACTION, move, summary, g_variant_dict_end (&payload),
                        owned_dice, changes);
  return vt_game_append (self, event, error);
}

/**
 * vt_game_get_loss_ledger:
 * @self: a game
 *
 * Returns: (transfer none): the losses booked by the actions up to the
 *   head, rebuilt on every undo, redo and replay
 */
VtLossLedger *
vt_game_get_loss_ledger (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);

  return self->ledger;
}

/* ---- sight -------------------------------------------------------------- */

/**
 * vt_game_get_knowledge:
 * @game: a game
 * @side_id: the id of one of its sides
 *
 * The sides' knowledge is worked out from the journal when first asked
 * for, and then kept current with every append, undo, redo and replay.
 *
 * Returns: (transfer none) (nullable): what the side knows; %NULL for a
 *   side the game does not have
 */
/**
 * vt_game_may_publish_terrain:
 * @self: a game
 *
 * Returns: whether the umpire has changed the ground in play where some
 *   side has not seen it
 */
gboolean
vt_game_may_publish_terrain (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), FALSE);

  return _vt_sight_tracker_has_unseen_ground (_vt_game_get_sight_tracker (self));
}

/**
 * vt_game_publish_terrain:
 * @self: a game
 * @error: return location for a #VT_GAME_ERROR
 *
 * Shows every change of the ground so far to all sides: journals a
 * "terrain" event with "publish" (their boards, reports and accounts draw
 * the ground as the umpire has it from then on).
 *
 * Returns: whether it is in the journal
 */
gboolean
vt_game_publish_terrain (VtGame  *self,
                         GError **error)
{
  g_autoptr(VtEvent) event = NULL;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!vt_game_may_publish_terrain (self))
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_NOTHING_TO_DO,
                           _("every side has seen every change of the ground already"));
      return FALSE;
    }
  event = vt_event_new (VT_EVENT_TERRAIN, count_move (self), _("The umpire shows the changed ground to all sides"),
                        g_variant_new_parsed ("{'publish': <true>}"), NULL, NULL);
  return vt_game_append (self, event, error);
}

struct _VtSightTracker *
_vt_game_get_sight_tracker (VtGame *self)
{
  if (self->sight == NULL)
    self->sight = _vt_sight_tracker_new (self);
  return self->sight;
}

VtKnowledge *
vt_game_get_knowledge (VtGame     *game,
                       const char *side_id)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  if (game->sight == NULL)
    game->sight = _vt_sight_tracker_new (game);

  return _vt_sight_tracker_get (game->sight, side_id);
}

/**
 * vt_game_reveal:
 * @self: a game
 * @side_id: the side that is to see, or not
 * @unit_id: (nullable): the unit
 * @area: (nullable) (array length=n_area): a polygon: every unit of other
 *   sides standing in it now
 * @n_area: the points of @area, 3 or more; 0 without an area
 * @reveal: %TRUE to show, %FALSE to hide
 * @error: return location for a #VT_GAME_ERROR
 *
 * Journals the umpire's decision as a "reveal" or "hide" event; it holds
 * for the rest of the Zug, then the side's eyes decide again.
 *
 * Returns: whether it is in the journal
 */
gboolean
vt_game_add_note (VtGame      *self,
                  const char  *text,
                  gboolean     critique,
                  GError     **error)
{
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *trimmed = NULL;
  GVariantDict payload;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, _("a note says nothing"));
      return FALSE;
    }
  g_variant_dict_init (&payload, NULL);
  g_variant_dict_insert (&payload, "critique", "b", critique);
  event = vt_event_new (VT_EVENT_NOTE, count_move (self), trimmed, g_variant_dict_end (&payload), NULL, NULL);
  return vt_game_append (self, event, error);
}

gboolean
vt_game_reveal (VtGame        *self,
                const char    *side_id,
                const char    *unit_id,
                const VtPoint *area,
                guint          n_area,
                gboolean       reveal,
                GError       **error)
{
  g_autoptr(VtEvent) event = NULL;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);

  {
    /* in the umpire's words: "II/2 Jäger is shown to Rot" */
    VtSide *side = vt_scenario_find_side (self->state, side_id);
    const char *side_name = side != NULL ? vt_side_get_name (side) : side_id;
    g_autofree char *summary = NULL;

    if (unit_id != NULL)
      /* TRANSLATORS: the journal: a unit, then the side that now sees it or no longer does */
      summary = g_strdup_printf (reveal ? _("%1$s is shown to %2$s") : _("%1$s is hidden from %2$s"),
                                 vt_scenario_get_unit_display_name (self->state, unit_id), side_name);
    else
      summary = g_strdup_printf (reveal ? _("an area is shown to %s") : _("an area is hidden from %s"), side_name);
    event = vt_event_new_reveal (count_move (self), side_id, unit_id, area, n_area, reveal, summary);
  }
  return vt_game_append (self, event, error);
}

/* ---- messages ----------------------------------------------------------- */

/**
 * vt_game_get_messages:
 * @game: a game
 *
 * Returns: (transfer none): every message sent up to the head, kept
 *   current with every append, undo, redo and replay
 */
VtMessageLog *
vt_game_get_messages (VtGame *game)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  return game->messages;
}

/* An end of a message: a unit of the state, else a side; NULL the umpire. */
static gboolean
find_end (VtGame      *self,
          const char  *id,
          const char  *role,
          VtUnit     **unit,
          const char **side_id,
          GError     **error)
{
  VtSide *side;

  *unit = NULL;
  *side_id = NULL;
  if (id == NULL)
    return TRUE;

  *unit = vt_scenario_find_unit (self->state, id);
  if (*unit != NULL)
    {
      *side_id = vt_unit_get_side (*unit);
      if (*side_id == NULL)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("%s cannot send or receive messages: it is of no side"),
                       vt_unit_get_display_name (*unit));
          return FALSE;
        }
      return TRUE;
    }
  side = vt_scenario_find_side (self->state, id);
  if (side == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                   _("the message's %s, '%s', is neither a unit nor a side of this game"), role, id);
      return FALSE;
    }
  *side_id = vt_side_get_id (side);
  return TRUE;
}

static const char *
end_name (VtGame     *self,
          VtUnit     *unit,
          const char *side_id)
{
  VtSide *side;

  if (unit != NULL)
    return vt_unit_get_display_name (unit);
  if (side_id == NULL)
    return _("the umpire");
  side = vt_scenario_find_side (self->state, side_id);
  return side != NULL && vt_side_get_name (side) != NULL ? vt_side_get_name (side) : side_id;
}

/* "m1", "m2"…: the first not sent yet, nor in @taken (nullable) */
static char *
new_message_id (VtGame     *self,
                GHashTable *taken)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->messages));

  for (;; n++)
    {
      g_autofree char *id = g_strdup_printf ("m%u", n + 1);

      if (vt_message_log_find (self->messages, id) == NULL &&
          (taken == NULL || !g_hash_table_contains (taken, id)))
        return g_steal_pointer (&id);
    }
}

static GVariant *
reported_units (VtGame             *self,
                const char * const *units,
                GError            **error)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sdd)"));
  for (guint i = 0; units != NULL && units[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (self->state, units[i]);
      VtPoint where;

      if (unit == NULL)
        {
          g_variant_builder_clear (&builder);
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                       _("the report names unit '%s', which is not in this game"), units[i]);
          return NULL;
        }
      /* where it stands as the report is written */
      vt_unit_get_position (unit, &where);
      g_variant_builder_add (&builder, "(sdd)", units[i], where.x, where.y);
    }
  return g_variant_builder_end (&builder);
}

/**
 * vt_game_locate_commander:
 * @self: a game
 * @side_id: a side
 * @at: (out) (optional): where its commander is now
 * @whereabouts: (out) (optional) (transfer full): how that is known, for
 *   the umpire: "with I/1", "at the place set for him", "among his troops"
 *
 * A side's orders go from its commander and its reports come to him, so
 * a courier rides from where he is: with the unit the designer put him
 * with while it stands (it moves, he moves), else at the place set for
 * him, else (derived, as the rulebooks place no commander) at the middle
 * of his troops on the table.
 *
 * Returns: whether he is anywhere on the map; FALSE for a side with no
 *   troops and no place, whose commander is at the umpire's table
 */
gboolean
vt_game_locate_commander (VtGame      *self,
                          const char  *side_id,
                          VtPoint     *at,
                          char       **whereabouts)
{
  VtSide *side;
  VtUnit *with;
  GListModel *units;
  VtPoint place, sum = { 0, 0 };
  guint n = 0;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);

  if (whereabouts != NULL)
    *whereabouts = NULL;
  side = vt_scenario_find_side (self->state, side_id);
  if (side == NULL)
    return FALSE;

  with = vt_side_get_commander_unit (side) != NULL
           ? vt_scenario_find_unit (self->state, vt_side_get_commander_unit (side)) : NULL;
  if (with != NULL && vt_unit_get_strength (with) > 0)
    {
      if (at != NULL)
        vt_unit_get_position (with, at);
      if (whereabouts != NULL)
        /* TRANSLATORS: where a side's commander is: "with I/1" */
        *whereabouts = g_strdup_printf (_("with %s"), vt_unit_get_display_name (with));
      return TRUE;
    }
  if (vt_side_get_commander_place (side, &place))
    {
      if (at != NULL)
        *at = place;
      if (whereabouts != NULL)
        *whereabouts = g_strdup (_("at the place set for him"));
      return TRUE;
    }

  units = vt_scenario_get_units (self->state);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint position;

      if (g_strcmp0 (vt_unit_get_side (unit), side_id) != 0 || vt_unit_get_strength (unit) == 0)
        continue;
      vt_unit_get_position (unit, &position);
      sum.x += position.x;
      sum.y += position.y;
      n++;
    }
  if (n == 0)
    return FALSE;
  if (at != NULL)
    *at = (VtPoint) { sum.x / n, sum.y / n };
  if (whereabouts != NULL)
    *whereabouts = g_strdup (_("among his troops, at their middle (derived: no place is set for him)"));
  return TRUE;
}

/* where a message's end is: a unit's place, or its side's commander's */
static gboolean
locate_end (VtGame     *self,
            VtUnit     *unit,
            const char *side_id,
            VtPoint    *at)
{
  if (unit != NULL)
    {
      vt_unit_get_position (unit, at);
      return TRUE;
    }
  return side_id != NULL && vt_game_locate_commander (self, side_id, at, NULL);
}

/**
 * vt_game_check_message:
 * @self: a game
 * @from: (nullable): the sender, as for vt_game_send_message()
 * @to: (nullable): the addressee
 * @kind: what it is
 * @deliberation_minutes: the minutes the commander took, as for
 *   vt_game_send_message()
 * @umpire_allows: (nullable): the umpire's reason for a message the rules
 *   of the moment refuse (%VT_RULESET_ERROR_UMPIRE_DECIDES)
 * @plan: (out) (optional): when it would be due, and why
 * @error: return location for a #VT_GAME_ERROR or #VT_RULESET_ERROR
 *
 * The one check of a message sent now, for the Send Message form's
 * preview and for vt_game_send_message() alike: its ends, who may send
 * what (only intelligence from the umpire, only a sealed note to him), and
 * the ruleset's rules; and the delay it rides with.
 *
 * Returns: whether it may be sent
 */
gboolean
vt_game_check_message (VtGame         *self,
                       const char     *from,
                       const char     *to,
                       VtMessageKind   kind,
                       guint           deliberation_minutes,
                       const char     *umpire_allows,
                       VtMessagePlan  *plan,
                       GError        **error)
{
  g_autoptr(GError) refused = NULL;
  VtUnit *from_unit, *to_unit;
  const char *from_side, *to_side;
  VtMessagePlan planned = { 0 };
  guint move;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  move = count_move (self);
  if (!find_end (self, from, "sender", &from_unit, &from_side, error) ||
      !find_end (self, to, "addressee", &to_unit, &to_side, error))
    return FALSE;
  if (from != NULL && to != NULL && g_str_equal (from, to))
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           _("The sender and the addressee are the same"));
      return FALSE;
    }
  if (from_side == NULL && kind != VT_MESSAGE_INTELLIGENCE)
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, _("Only intelligence comes from the umpire"));
      return FALSE;
    }
  if (to_side == NULL && kind != VT_MESSAGE_SEALED_NOTE)
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, _("Only a sealed note goes to the umpire"));
      return FALSE;
    }
  if (from_unit != NULL && to_unit != NULL)
    planned.distance = vt_units_distance (from_unit, to_unit);
  else
    {
      VtPoint a, b;

      /* a commander is somewhere: the courier rides from or to him */
      if (locate_end (self, from_unit, from_side, &a) && locate_end (self, to_unit, to_side, &b))
        planned.distance = hypot (a.x - b.x, a.y - b.y);
    }

  if (self->ruleset != NULL &&
      !vt_ruleset_may_message (self->ruleset, self, kind, from_side, from_unit, to_side, to_unit,
                               planned.distance, &refused))
    {
      /* what the rules of the moment refuse, the umpire may allow */
      if (umpire_allows == NULL || *umpire_allows == '\0' ||
          !g_error_matches (refused, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES))
        {
          g_propagate_error (error, g_steal_pointer (&refused));
          return FALSE;
        }
    }

  /* only what rides with a courier takes time, the deliberation with it */
  if (self->ruleset != NULL && vt_message_kind_goes_by_courier (kind))
    {
      planned.delay = vt_ruleset_get_message_delay (self->ruleset, self, planned.distance, deliberation_minutes);
      planned.deliberation = MIN (planned.delay,
                                  vt_ruleset_get_message_delay (self->ruleset, self, 0, deliberation_minutes));
    }
  planned.due = move + MIN (planned.delay, VT_GAME_MAX_MOVE - MIN (move, VT_GAME_MAX_MOVE));
  if (plan != NULL)
    *plan = planned;
  return TRUE;
}

static VtMessage *
append_message (VtGame              *self,
                const char          *from,
                const char          *to,
                VtMessageKind        kind,
                const char          *text,
                guint                deliberation_minutes,
                VtIntelligenceClass  klass,
                const char * const  *units,
                guint                planned_due,
                const char          *umpire_allows,
                GError             **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(VtEvent) event = NULL;
  g_autofree char *id = NULL;
  g_autofree char *summary = NULL;
  GVariant *reported = NULL;
  VtUnit *from_unit, *to_unit;
  const char *from_side, *to_side;
  guint move = count_move (self), due;
  double distance;
  VtMessagePlan plan;

  if (!vt_game_check_message (self, from, to, kind, deliberation_minutes, umpire_allows, &plan, error))
    return NULL;
  /* the ends, which the check has found */
  find_end (self, from, "sender", &from_unit, &from_side, NULL);
  find_end (self, to, "addressee", &to_unit, &to_side, NULL);
  distance = plan.distance;
  due = planned_due > 0 ? planned_due : plan.due;

  if (units != NULL && (reported = reported_units (self, units, error)) == NULL)
    return NULL;

  id = new_message_id (self, NULL);
  g_variant_dict_insert (&payload, "id", "s", id);
  g_variant_dict_insert (&payload, "kind", "s", vt_message_kind_to_string (kind));
  if (from_side != NULL)
    g_variant_dict_insert (&payload, "from-side", "s", from_side);
  if (from_unit != NULL)
    g_variant_dict_insert (&payload, "from-unit", "s", vt_unit_get_id (from_unit));
  if (to_side != NULL)
    g_variant_dict_insert (&payload, "to-side", "s", to_side);
  if (to_unit != NULL)
    g_variant_dict_insert (&payload, "to-unit", "s", vt_unit_get_id (to_unit));
  g_variant_dict_insert (&payload, "text", "s", text != NULL ? text : "");
  g_variant_dict_insert (&payload, "due", "u", due);
  if (klass != VT_INTELLIGENCE_NONE)
    g_variant_dict_insert (&payload, "class", "s", vt_intelligence_class_to_string (klass));
  if (planned_due > 0)
    g_variant_dict_insert (&payload, "scheduled", "b", TRUE);
  else
    {
      g_variant_dict_insert (&payload, "distance", "d", distance);
      g_variant_dict_insert (&payload, "deliberation", "u", deliberation_minutes);
    }
  if (reported != NULL)
    g_variant_dict_insert_value (&payload, "units", reported);
  if (umpire_allows != NULL && *umpire_allows != '\0')
    g_variant_dict_insert (&payload, VT_PARAM_UMPIRE_ALLOWS, "s", umpire_allows);

  /* TRANSLATORS: the journal: "Sealed note from Rot to Blau, due Zug 3"; %4$s is the ruleset's word for a move */
  summary = g_strdup_printf (_("%1$s from %2$s to %3$s, due %4$s %5$u"),
                             _(vt_message_kind_get_label (kind)),
                             end_name (self, from_unit, from_side),
                             end_name (self, to_unit, to_side),
                             vt_ruleset_get_move_name (self->ruleset, 1), due);
  event = vt_event_new (VT_EVENT_MESSAGE, move, summary, g_variant_dict_end (&payload), NULL, NULL);
  if (!vt_game_append (self, event, error))
    return NULL;
  return vt_message_log_find (self->messages, id);
}

/**
 * vt_game_send_message:
 * @self: a game
 * @from: (nullable): the sending unit's id, or a side's id for its
 *   commander at the umpire's table; %NULL: the umpire (intelligence only)
 * @to: (nullable): the addressee, the same way; %NULL: the umpire (a
 *   sealed note only)
 * @kind: what it is
 * @text: what it says
 * @deliberation_minutes: the minutes by the watch the commander took to
 *   read and dictate, charged as the ruleset says
 * @error: return location for a #VT_GAME_ERROR, or the ruleset's
 *   #VT_RULESET_ERROR_UMPIRE_DECIDES with the rule that refuses it
 *
 * Journals a "message" event due when the ruleset's delay says: the
 * courier rides the straight line between two units; a side's commander
 * has no place on the map, so to or from a side only the deliberation
 * counts. Talk, signal cards and sealed notes do not ride.
 *
 * Returns: (transfer none) (nullable): the message as the log has it
 */
VtMessage *
vt_game_send_message (VtGame        *self,
                      const char    *from,
                      const char    *to,
                      VtMessageKind  kind,
                      const char    *text,
                      guint          deliberation_minutes,
                      GError       **error)
{
  return vt_game_send_message_allowed (self, from, to, kind, text, deliberation_minutes, NULL, error);
}

/**
 * vt_game_send_message_allowed:
 * @self: a game
 * @from: (nullable): as for vt_game_send_message()
 * @to: (nullable): as for vt_game_send_message()
 * @kind: what it is
 * @text: what it says
 * @deliberation_minutes: as for vt_game_send_message()
 * @umpire_allows: (nullable): the umpire's reason for a message the rules
 *   of the moment refuse; journalled with it
 * @error: return location for a #GError
 *
 * As vt_game_send_message(), with the umpire's ruling.
 *
 * Returns: (transfer none) (nullable): the message as the log has it
 */
VtMessage *
vt_game_send_message_allowed (VtGame        *self,
                              const char    *from,
                              const char    *to,
                              VtMessageKind  kind,
                              const char    *text,
                              guint          deliberation_minutes,
                              const char    *umpire_allows,
                              GError       **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  return append_message (self, from, to, kind, text, deliberation_minutes,
                         VT_INTELLIGENCE_NONE, NULL, 0, umpire_allows, error);
}

/**
 * vt_game_send_report:
 * @self: a game
 * @from: (nullable): the unit or side reporting; %NULL: the umpire
 * @to: the unit or side it is for
 * @kind: %VT_MESSAGE_REPORT or %VT_MESSAGE_INTELLIGENCE
 * @klass: where it comes from (a patrol, a spy, inhabitants), or none
 * @text: what it says
 * @units: (nullable) (array zero-terminated=1): the units it reports, at
 *   the places they stand now; when it arrives they are on the
 *   addressee's board there, "reported by patrol"
 * @deliberation_minutes: as for vt_game_send_message()
 * @error: return location for a #GError
 *
 * Returns: (transfer none) (nullable): the message
 */
VtMessage *
vt_game_send_report (VtGame              *self,
                     const char          *from,
                     const char          *to,
                     VtMessageKind        kind,
                     VtIntelligenceClass  klass,
                     const char          *text,
                     const char * const  *units,
                     guint                deliberation_minutes,
                     GError             **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  return append_message (self, from, to, kind, text, deliberation_minutes, klass, units, 0, NULL, error);
}

/**
 * vt_game_schedule_intelligence:
 * @self: a game
 * @to_side: the side it is for
 * @klass: patrol, spy or inhabitants (1824 §14)
 * @text: what it says
 * @units: (nullable) (array zero-terminated=1): units it names, where
 *   they stand now
 * @due_move: the Zug the designer plans it to arrive in, this one or later
 * @error: return location for a #GError
 *
 * The designer's plan: intelligence from the umpire that arrives in
 * @due_move whatever the map says, journalled at the start like the rest
 * (a "message" event with "scheduled").
 *
 * Returns: (transfer none) (nullable): the message
 */
VtMessage *
vt_game_schedule_intelligence (VtGame              *self,
                               const char          *to_side,
                               VtIntelligenceClass  klass,
                               const char          *text,
                               const char * const  *units,
                               guint                due_move,
                               GError             **error)
{
  g_return_val_if_fail (VT_IS_GAME (self), NULL);
  g_return_val_if_fail (to_side != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  if (vt_scenario_find_side (self->state, to_side) == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("intelligence is planned for side '%s', which is not in this game"), to_side);
      return NULL;
    }
  if (due_move < count_move (self))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("intelligence cannot be planned for %s %u: the clock stands at %u"),
                   vt_ruleset_get_move_name (self->ruleset, 1), due_move, count_move (self));
      return NULL;
    }
  return append_message (self, NULL, to_side, VT_MESSAGE_INTELLIGENCE, text, 0, klass, units,
                         MAX (due_move, 1), NULL, error);
}

/* takes @summary, the journal's words on the decision */
static gboolean
decide_message (VtGame      *self,
                const char  *id,
                const char  *decision,
                char        *summary,
                GVariantDict *payload,
                GError     **error)
{
  g_autoptr(VtEvent) event = NULL;

  g_variant_dict_insert (payload, "message", "s", id);
  g_variant_dict_insert (payload, "decision", "s", decision);
  event = vt_event_new (VT_EVENT_MESSAGE_DECISION, count_move (self), summary,
                        g_variant_dict_end (payload), NULL, NULL);
  g_free (summary);
  return vt_game_append (self, event, error);
}

#define DECISION(name, decision, what) \
  gboolean \
  vt_game_##name##_message (VtGame      *self, \
                            const char  *id, \
                            GError     **error) \
  { \
    g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL); \
    g_return_val_if_fail (VT_IS_GAME (self), FALSE); \
    g_return_val_if_fail (id != NULL, FALSE); \
    return decide_message (self, id, decision, g_strdup_printf (what, id), &payload, error); \
  }

/* TRANSLATORS: the journal: the umpire's decision on a message, %s its id */
DECISION (hold, "hold", _("the umpire holds message %s"))
/* TRANSLATORS: the journal: the umpire's decision on a message, %s its id */
DECISION (release, "release", _("the umpire releases message %s"))
/* TRANSLATORS: the journal: the umpire's decision on a message, %s its id */
DECISION (lose, "lose", _("the umpire loses message %s"))

#undef DECISION

gboolean
vt_game_hasten_message (VtGame      *self,
                        const char  *id,
                        guint        due_move,
                        GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  g_variant_dict_insert (&payload, "due", "u", due_move);
  return decide_message (self, id, "hasten",
                         /* TRANSLATORS: the journal: the umpire hastens or delays a message, %s its id */
                         g_strdup_printf (_("the umpire sets the Zug due of message %s"), id), &payload, error);
}

gboolean
vt_game_intercept_message (VtGame      *self,
                           const char  *id,
                           const char  *side_id,
                           GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);

  g_variant_dict_insert (&payload, "side", "s", side_id);
  return decide_message (self, id, "intercept",
                         /* TRANSLATORS: the journal: %s is a message's id */
                         g_strdup_printf (_("the umpire lets another side intercept message %s"), id), &payload,
                         error);
}

gboolean
vt_game_garble_message (VtGame      *self,
                        const char  *id,
                        const char  *text,
                        GError     **error)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  g_variant_dict_insert (&payload, "text", "s", text);
  return decide_message (self, id, "garble",
                         /* TRANSLATORS: the journal: the umpire changes a message's words, %s its id */
                         g_strdup_printf (_("the umpire garbles message %s"), id), &payload, error);
}

/**
 * vt_game_get_unit_state:
 *
 * Removed without strength; recovering under a condition; reduced below
 * its type's full strength; else intact. A unit type the ruleset does not
 * know has no full strength to fall short of.
 */
VtUnitState
vt_game_get_unit_state (VtGame *self,
                        VtUnit *unit)
{
  g_autoptr(GVariant) conditions = NULL;
  const VtUnitType *type;

  g_return_val_if_fail (VT_IS_GAME (self), VT_UNIT_INTACT);
  g_return_val_if_fail (VT_IS_UNIT (unit), VT_UNIT_INTACT);

  if (vt_unit_get_strength (unit) == 0)
    return vt_loss_ledger_is_captured (self->ledger, vt_unit_get_id (unit)) ? VT_UNIT_CAPTURED : VT_UNIT_REMOVED;
  conditions = vt_unit_get_conditions (unit);
  {
    GVariantIter iter;
    const char *id, *label;
    guint32 moves;

    /* a condition that lasts until ended (in a troop-concealer) is no
     * recovery from anything */
    g_variant_iter_init (&iter, conditions);
    while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
      if (moves != VT_CONDITION_UNTIL_ENDED)
        return VT_UNIT_RECOVERING;
  }
  type = self->ruleset != NULL ? vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit)) : NULL;
  if (type != NULL && vt_unit_get_strength (unit) < type->strength)
    return VT_UNIT_REDUCED;
  return VT_UNIT_INTACT;
}

const char *
vt_unit_state_to_string (VtUnitState state)
{
  switch (state)
    {
    case VT_UNIT_REDUCED:
      return "reduced";
    case VT_UNIT_RECOVERING:
      return "recovering";
    case VT_UNIT_REMOVED:
      return "removed";
    case VT_UNIT_CAPTURED:
      return "captured";
    case VT_UNIT_INTACT:
    default:
      return "intact";
    }
}
