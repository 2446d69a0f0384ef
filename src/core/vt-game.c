/* vt-game.c: a scenario with its journal, dice and the replayed state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-game"

#include "config.h"

#include <math.h>

#include "vt-dice.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-unit.h"

struct _VtGame
{
  GObject     parent_instance;

  VtScenario *scenario; /* as set up; never changed by the game */
  VtScenario *state;    /* the scenario replayed to the head */
  VtRuleset  *ruleset;  /* nullable */
  VtJournal  *journal;
  VtDice     *dice;
  guint32     seed;

  /* what was last announced, so notify fires only on a real change */
  guint       zug;
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
  PROP_ZUG,
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
count_zug (VtGame *self)
{
  guint head = vt_journal_get_head (self->journal);
  guint zug = 1;

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (self->journal, i);
      guint zuege;

      if (g_str_equal (vt_event_get_kind (event), VT_EVENT_CLOCK) &&
          g_variant_lookup (vt_event_get_payload (event), "zuege", "u", &zuege))
        zug += zuege;
    }

  return zug;
}

/* Tells views what moved with the head, then that the game changed. */
static void
announce (VtGame *self)
{
  guint zug = count_zug (self);
  gboolean can_undo = vt_journal_can_undo (self->journal);
  gboolean can_redo = vt_journal_can_redo (self->journal);

  g_object_freeze_notify (G_OBJECT (self));

  if (self->zug != zug)
    {
      self->zug = zug;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZUG]);
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

  g_signal_emit (self, signals[CHANGED], 0);
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
  self->zug = 1;
}

static void
vt_game_dispose (GObject *object)
{
  VtGame *self = (VtGame *) object;

  g_clear_object (&self->scenario);
  g_clear_object (&self->state);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->journal);
  g_clear_object (&self->dice);

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

    case PROP_ZUG:
      g_value_set_uint (value, self->zug);
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

  properties[PROP_ZUG] =
    g_param_spec_uint ("zug", NULL, NULL,
                       1, G_MAXUINT, 1,
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
vt_game_get_zug (VtGame *self)
{
  g_return_val_if_fail (VT_IS_GAME (self), 1);

  return count_zug (self);
}

static gboolean
check_type (const char          *unit_id,
            const char          *key,
            GVariant            *value,
            const GVariantType  *type,
            const char          *what,
            GError             **error)
{
  if (g_variant_is_of_type (value, type))
    return TRUE;

  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               "the change to unit '%s' gives '%s' as %s; it must be %s (%.*s)",
               unit_id, key, g_variant_get_type_string (value), what,
               (int) g_variant_type_get_string_length (type),
               g_variant_type_peek_string (type));
  return FALSE;
}

static gboolean
check_formation (VtGame      *self,
                 VtUnit      *unit,
                 const char  *formation,
                 GError     **error)
{
  const VtUnitType *type;
  g_autofree char *choices = NULL;

  /* without a ruleset there is no catalogue to hold the formation to */
  if (self->ruleset == NULL || *formation == '\0')
    return TRUE;

  type = vt_ruleset_find_unit_type (self->ruleset, vt_unit_get_unit_type (unit));
  if (type == NULL)
    return TRUE;

  if (type->formations != NULL && g_strv_contains (type->formations, formation))
    return TRUE;

  choices = type->formations != NULL ? g_strjoinv (", ", (char **) type->formations) : g_strdup ("");
  g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
               "unit '%s' cannot form '%s'; its type %s forms one of: %s",
               vt_unit_get_id (unit), formation, vt_unit_get_unit_type (unit), choices);
  return FALSE;
}

static gboolean
check_change (VtGame    *self,
              GVariant  *change,
              GError   **error)
{
  g_autoptr(GVariant) unit_value = NULL;
  const char *unit_id;
  VtUnit *unit;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  unit_value = g_variant_lookup_value (change, "unit", NULL);
  if (unit_value == NULL || !g_variant_is_of_type (unit_value, G_VARIANT_TYPE_STRING))
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           "a change names no unit; every change needs \"unit\" as a string");
      return FALSE;
    }

  unit_id = g_variant_get_string (unit_value, NULL);
  unit = vt_scenario_find_unit (self->state, unit_id);
  if (unit == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                   "there is no unit '%s' in this game", unit_id);
      return FALSE;
    }

  g_variant_iter_init (&iter, change);
  while (g_variant_iter_loop (&iter, "{&sv}", &key, &value))
    {
      gboolean ok;

      if (g_str_equal (key, "unit"))
        continue;

      if (g_str_equal (key, "x") || g_str_equal (key, "y") || g_str_equal (key, "facing"))
        {
          ok = check_type (unit_id, key, value, G_VARIANT_TYPE_DOUBLE, "a number", error);
          if (ok && !isfinite (g_variant_get_double (value)))
            {
              g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           "the change to unit '%s' gives '%s' as %g; it must be a finite number",
                           unit_id, key, g_variant_get_double (value));
              ok = FALSE;
            }
        }
      else if (g_str_equal (key, "cell") || g_str_equal (key, "strength"))
        {
          ok = check_type (unit_id, key, value, G_VARIANT_TYPE_UINT32, "a whole number", error);
        }
      else if (g_str_equal (key, "formation"))
        {
          ok = check_type (unit_id, key, value, G_VARIANT_TYPE_STRING, "a text", error) &&
               check_formation (self, unit, g_variant_get_string (value, NULL), error);
        }
      else
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       "the change to unit '%s' has '%s', which is nothing a unit has",
                       unit_id, key);
          ok = FALSE;
        }

      if (!ok)
        {
          /* g_variant_iter_loop() frees the value only when it runs to the end */
          g_variant_unref (value);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
check_event (VtGame    *self,
             VtEvent   *event,
             GError   **error)
{
  GVariant *changes = vt_event_get_changes (event);
  gsize n_changes = g_variant_n_children (changes);

  for (gsize i = 0; i < n_changes; i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);

      if (!check_change (self, change, error))
        return FALSE;
    }

  return TRUE;
}

/* @change has passed check_change(); @unit is the unit it names. */
static void
apply_change (VtUnit   *unit,
              GVariant *change)
{
  VtPoint position;
  double number;
  guint count;
  const char *text;

  vt_unit_get_position (unit, &position);
  if (g_variant_lookup (change, "x", "d", &position.x) |
      g_variant_lookup (change, "y", "d", &position.y))
    vt_unit_set_position (unit, &position);

  if (g_variant_lookup (change, "facing", "d", &number))
    vt_unit_set_facing (unit, number);

  if (g_variant_lookup (change, "cell", "u", &count))
    vt_unit_set_cell (unit, count);

  if (g_variant_lookup (change, "strength", "u", &count))
    vt_unit_set_strength (unit, count);

  if (g_variant_lookup (change, "formation", "&s", &text))
    vt_unit_set_formation (unit, text);
}

/* @units maps unit ids to the units the changes land on */
static void
apply_event (GHashTable *units,
             VtEvent    *event)
{
  GVariant *changes = vt_event_get_changes (event);
  gsize n_changes = g_variant_n_children (changes);

  for (gsize i = 0; i < n_changes; i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);
      const char *unit_id;
      VtUnit *unit;

      if (!g_variant_lookup (change, "unit", "&s", &unit_id))
        g_assert_not_reached ();

      unit = g_hash_table_lookup (units, unit_id);
      g_assert (unit != NULL);

      apply_change (unit, change);
    }
}

/* Gives @unit every field of @from but its identity. */
static void
assign_unit (VtUnit *unit,
             VtUnit *from)
{
  VtPoint position;

  g_object_freeze_notify (G_OBJECT (unit));

  vt_unit_set_name (unit, vt_unit_get_name (from));
  vt_unit_set_strength (unit, vt_unit_get_strength (from));
  vt_unit_set_formation (unit, vt_unit_get_formation (from));
  vt_unit_get_position (from, &position);
  vt_unit_set_position (unit, &position);
  vt_unit_set_facing (unit, vt_unit_get_facing (from));
  vt_unit_set_cell (unit, vt_unit_get_cell (from));

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
  GListModel *units = vt_scenario_get_units (self->state);
  guint n_units = g_list_model_get_n_items (units);
  guint head = vt_journal_get_head (self->journal);
  GHashTableIter iter;
  gpointer unit_id, scratch_unit;

  scratch = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtUnit *initial = vt_scenario_find_unit (self->scenario, vt_unit_get_id (unit));
      VtUnit *copy = vt_unit_copy (initial != NULL ? initial : unit);

      g_hash_table_insert (scratch, (gpointer) vt_unit_get_id (copy), copy);
    }

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (self->journal, i);

      if (!check_event (self, event, error))
        {
          g_prefix_error (error, "event %u of the journal (%s): ",
                          i + 1, vt_event_get_summary (event));
          return FALSE;
        }

      apply_event (scratch, event);
    }

  g_hash_table_iter_init (&iter, scratch);
  while (g_hash_table_iter_next (&iter, &unit_id, &scratch_unit))
    assign_unit (vt_scenario_find_unit (self->state, unit_id), scratch_unit);

  return TRUE;
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
  g_autoptr(GHashTable) units = NULL;
  GListModel *state_units;
  guint n_units;

  g_return_val_if_fail (VT_IS_GAME (self), FALSE);
  g_return_val_if_fail (VT_IS_EVENT (event), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_event (self, event, error))
    return FALSE;

  vt_journal_append (self->journal, event);

  state_units = vt_scenario_get_units (self->state);
  n_units = g_list_model_get_n_items (state_units);
  units = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  for (guint i = 0; i < n_units; i++)
    {
      VtUnit *unit = g_list_model_get_item (state_units, i);

      g_hash_table_insert (units, (gpointer) vt_unit_get_id (unit), unit);
    }

  apply_event (units, event);
  announce (self);

  return TRUE;
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

  announce (self);

  return TRUE;
}
