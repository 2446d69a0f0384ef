/* vt-message.c: orders, reports and intelligence on their way, derived from the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A message is sent by a "message" event and decided on by the umpire's
 * "message-decision" events (hold, release, hasten, lose, intercept,
 * garble); the clock delivers it when it reaches the Zug it is due. The
 * log replays those events as the game replays changes, so a message's
 * state is the journal's, never stored.
 */
#define G_LOG_DOMAIN "vt-message"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-change-private.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-message.h"
#include "vt-message-private.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* an id, as the file's ids */
#define MAX_MESSAGE_ID_LENGTH 200

static const struct
{
  const char *word;
  const char *label;  /* marked only: the caller sets it in the reader's language */
  gboolean    by_courier;
} kinds[] = {
  /* TRANSLATORS: a kind of message: an order to one's own troops */
  [VT_MESSAGE_ORDER] = { "order", N_("Order"), TRUE },
  /* TRANSLATORS: a kind of message: a report sent back to the commander */
  [VT_MESSAGE_REPORT] = { "report", N_("Report"), TRUE },
  /* TRANSLATORS: a kind of message: what a patrol or spy brings of the enemy */
  [VT_MESSAGE_INTELLIGENCE] = { "intelligence", N_("Intelligence"), TRUE },
  [VT_MESSAGE_SIGNAL_CARD] = { "signal-card", N_("Signal card"), FALSE },
  [VT_MESSAGE_SEALED_NOTE] = { "sealed-note", N_("Sealed note"), FALSE },
  [VT_MESSAGE_TALK] = { "talk", N_("Talk"), FALSE },
};

G_STATIC_ASSERT (G_N_ELEMENTS (kinds) == VT_MESSAGE_N_KINDS);

static const char * const state_words[] = {
  [VT_MESSAGE_IN_TRANSIT] = "in-transit",
  [VT_MESSAGE_HELD] = "held",
  [VT_MESSAGE_DELIVERED] = "delivered",
  [VT_MESSAGE_GARBLED] = "garbled",
  [VT_MESSAGE_LOST] = "lost",
  [VT_MESSAGE_INTERCEPTED] = "intercepted",
};

static const char * const class_words[] = {
  [VT_INTELLIGENCE_NONE] = NULL,
  [VT_INTELLIGENCE_PATROL] = "patrol",
  [VT_INTELLIGENCE_SPY] = "spy",
  [VT_INTELLIGENCE_INHABITANTS] = "inhabitants",
};

static const char * const decisions[] = {
  "hold", "release", "hasten", "lose", "intercept", "garble", NULL
};

const char *
vt_message_kind_to_string (VtMessageKind kind)
{
  return (guint) kind < G_N_ELEMENTS (kinds) ? kinds[kind].word : NULL;
}

gboolean
vt_message_kind_from_string (const char    *word,
                             VtMessageKind *kind)
{
  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (word, kinds[i].word))
      {
        if (kind != NULL)
          *kind = i;
        return TRUE;
      }
  return FALSE;
}

const char *
vt_message_kind_get_label (VtMessageKind kind)
{
  return (guint) kind < G_N_ELEMENTS (kinds) ? kinds[kind].label : NULL;
}

gboolean
vt_message_kind_goes_by_courier (VtMessageKind kind)
{
  return (guint) kind < G_N_ELEMENTS (kinds) && kinds[kind].by_courier;
}

const char *
vt_message_state_to_string (VtMessageState state)
{
  return (guint) state < G_N_ELEMENTS (state_words) ? state_words[state] : NULL;
}

const char *
vt_intelligence_class_to_string (VtIntelligenceClass klass)
{
  return (guint) klass < G_N_ELEMENTS (class_words) ? class_words[klass] : NULL;
}

gboolean
vt_intelligence_class_from_string (const char          *word,
                                   VtIntelligenceClass *klass)
{
  for (guint i = 1; word != NULL && i < G_N_ELEMENTS (class_words); i++)
    if (g_str_equal (word, class_words[i]))
      {
        if (klass != NULL)
          *klass = i;
        return TRUE;
      }
  return FALSE;
}

/* ---- one message -------------------------------------------------------- */

struct _VtMessage
{
  GObject             parent_instance;

  char               *id;
  VtMessageKind       kind;
  VtIntelligenceClass intelligence;
  char               *from_unit;
  char               *from_side;
  char               *to_unit;
  char               *to_side;
  char               *sent_text;
  char               *text;          /* as it will arrive */
  guint               sent_move;
  guint               sent_time;
  guint               due_move;
  guint               due_time;
  guint               delivered_move;
  VtMessageState      state;
  gboolean            garbled;
  char               *intercepted_by;
  double              distance;
  guint               deliberation;
  gboolean            scheduled;
  GVariant           *units;         /* a(sdd) */
  guint               order;         /* in the log */
  /* when its sender's side, and its addressee's or interceptor's, came to
   * know it, counted over the log: a side's numbering (vt_message_log_get_number_for) */
  guint               sent_known;
  guint               received_known;
};

G_DEFINE_FINAL_TYPE (VtMessage, vt_message, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_DUE_MOVE,
  PROP_DELIVERED_MOVE,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_message_finalize (GObject *object)
{
  VtMessage *self = (VtMessage *) object;

  g_free (self->id);
  g_free (self->from_unit);
  g_free (self->from_side);
  g_free (self->to_unit);
  g_free (self->to_side);
  g_free (self->sent_text);
  g_free (self->text);
  g_free (self->intercepted_by);
  g_clear_pointer (&self->units, g_variant_unref);

  G_OBJECT_CLASS (vt_message_parent_class)->finalize (object);
}

static void
vt_message_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  VtMessage *self = VT_MESSAGE (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_uint (value, self->state);
      break;

    case PROP_DUE_MOVE:
      g_value_set_uint (value, self->due_move);
      break;

    case PROP_DELIVERED_MOVE:
      g_value_set_uint (value, self->delivered_move);
      break;

    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_message_class_init (VtMessageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_message_finalize;
  object_class->get_property = vt_message_get_property;

  /* a VtMessageState */
  properties[PROP_STATE] =
    g_param_spec_uint ("state", NULL, NULL, 0, VT_MESSAGE_INTERCEPTED, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DUE_MOVE] =
    g_param_spec_uint ("due-move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DELIVERED_MOVE] =
    g_param_spec_uint ("delivered-move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_message_init (VtMessage *self)
{
}

#define GETTER(type, name, field, fallback) \
  type vt_message_get_##name (VtMessage *self) \
  { \
    g_return_val_if_fail (VT_IS_MESSAGE (self), fallback); \
    return self->field; \
  }

GETTER (const char *, id, id, NULL)
GETTER (VtMessageKind, kind, kind, VT_MESSAGE_ORDER)
GETTER (VtIntelligenceClass, intelligence, intelligence, VT_INTELLIGENCE_NONE)
GETTER (const char *, from_unit, from_unit, NULL)
GETTER (const char *, from_side, from_side, NULL)
GETTER (const char *, to_unit, to_unit, NULL)
GETTER (const char *, to_side, to_side, NULL)
GETTER (const char *, text, text, NULL)
GETTER (const char *, sent_text, sent_text, NULL)
GETTER (guint, sent_move, sent_move, 0)
GETTER (guint, sent_time, sent_time, 0)
GETTER (guint, due_move, due_move, 0)
GETTER (guint, due_time, due_time, 0)
GETTER (guint, delivered_move, delivered_move, 0)
GETTER (VtMessageState, state, state, VT_MESSAGE_IN_TRANSIT)
GETTER (const char *, intercepted_by, intercepted_by, NULL)
GETTER (double, distance, distance, 0)
GETTER (guint, deliberation, deliberation, 0)
GETTER (gboolean, scheduled, scheduled, FALSE)

#undef GETTER

gboolean
vt_message_is_delivered (VtMessage *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), FALSE);

  return self->state == VT_MESSAGE_DELIVERED || self->state == VT_MESSAGE_GARBLED;
}

gboolean
vt_message_is_pending (VtMessage *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), FALSE);

  return self->state == VT_MESSAGE_IN_TRANSIT || self->state == VT_MESSAGE_HELD;
}

/**
 * vt_message_get_reported_units:
 * @self: a message
 *
 * Returns: (transfer none): the units a report names and where they were
 *   when it was written, an a(sdd) of unit id, x and y; empty for most
 */
GVariant *
vt_message_get_reported_units (VtMessage *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), NULL);

  return self->units;
}

const char *
vt_message_end_name (VtScenario *state,
                     const char *unit_id,
                     const char *side_id)
{
  VtUnit *unit;
  VtSide *side;

  g_return_val_if_fail (VT_IS_SCENARIO (state), NULL);

  unit = unit_id != NULL ? vt_scenario_find_unit (state, unit_id) : NULL;
  if (unit != NULL)
    return vt_unit_get_display_name (unit);
  side = side_id != NULL ? vt_scenario_find_side (state, side_id) : NULL;
  if (side != NULL && vt_side_get_name (side) != NULL)
    return vt_side_get_name (side);
  if (side_id != NULL)
    return side_id;
  return unit_id != NULL ? unit_id : _("the umpire");
}

const char *
vt_message_get_state_for (VtMessage  *self,
                          const char *side_id)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), NULL);

  if (side_id == NULL)
    return vt_message_state_to_string (vt_message_get_state (self));
  if (g_strcmp0 (vt_message_get_intercepted_by (self), side_id) == 0)
    return "intercepted";
  if (g_strcmp0 (vt_message_get_to_side (self), side_id) == 0 && vt_message_is_delivered (self))
    return "delivered";
  return "sent";
}

const char *
vt_message_get_text_for (VtMessage  *self,
                         const char *side_id)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), NULL);

  if (side_id == NULL)
    return vt_message_get_text (self);
  if (g_strcmp0 (vt_message_get_intercepted_by (self), side_id) != 0 &&
      g_strcmp0 (vt_message_get_to_side (self), side_id) == 0 && vt_message_is_delivered (self))
    return vt_message_get_text (self);
  /* a report of the side's own troops to their own side is read when it
   * arrives: a patrol's words are not its commander's before then */
  if (self->kind == VT_MESSAGE_REPORT && g_strcmp0 (self->from_side, side_id) == 0 &&
      g_strcmp0 (self->to_side, side_id) == 0 && g_strcmp0 (self->intercepted_by, side_id) != 0)
    return _("(on its way: read when it arrives)");
  return vt_message_get_sent_text (self);
}

gboolean
vt_message_is_delivered_for (VtMessage  *self,
                             const char *side_id)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), FALSE);

  if (side_id == NULL)
    return vt_message_is_delivered (self);
  return g_strcmp0 (vt_message_get_intercepted_by (self), side_id) != 0 &&
         g_strcmp0 (vt_message_get_to_side (self), side_id) == 0 && vt_message_is_delivered (self);
}

guint
vt_message_get_moves_left (VtMessage *self,
                           guint      move)
{
  g_return_val_if_fail (VT_IS_MESSAGE (self), 0);

  if (!vt_message_is_pending (self) || self->due_move <= move)
    return 0;
  return self->due_move - move;
}

static void
set_state (VtMessage      *self,
           VtMessageState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* ---- the log ------------------------------------------------------------ */

struct _VtMessageLog
{
  GObject     parent_instance;

  VtScenario *scenario;   /* the set-up: its start time */
  VtRuleset  *ruleset;    /* nullable */
  GPtrArray  *messages;   /* VtMessage, as sent */
  GHashTable *by_id;      /* id → VtMessage, not owned */
  guint       move;
  guint       known;      /* messages come to a side's knowledge so far */
  gboolean    dirty;
};

static void vt_message_log_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VtMessageLog, vt_message_log, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      vt_message_log_list_model_init))

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GType
vt_message_log_get_item_type (GListModel *list)
{
  return VT_TYPE_MESSAGE;
}

static guint
vt_message_log_get_n_items (GListModel *list)
{
  return VT_MESSAGE_LOG (list)->messages->len;
}

static gpointer
vt_message_log_get_item (GListModel *list,
                         guint       position)
{
  VtMessageLog *self = VT_MESSAGE_LOG (list);

  if (position >= self->messages->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->messages, position));
}

static void
vt_message_log_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = vt_message_log_get_item_type;
  iface->get_n_items = vt_message_log_get_n_items;
  iface->get_item = vt_message_log_get_item;
}

static void
vt_message_log_finalize (GObject *object)
{
  VtMessageLog *self = (VtMessageLog *) object;

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->messages, g_ptr_array_unref);
  g_clear_object (&self->scenario);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (vt_message_log_parent_class)->finalize (object);
}

static void
vt_message_log_class_init (VtMessageLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_message_log_finalize;

  /**
   * VtMessageLog::changed:
   *
   * A message was sent, decided on, or arrived; or undo, redo or a
   * replay gave the log anew.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vt_message_log_init (VtMessageLog *self)
{
  self->messages = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->move = 1;
}

VtMessageLog *
_vt_message_log_new (VtScenario *scenario,
                     VtRuleset  *ruleset)
{
  VtMessageLog *self;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);

  self = g_object_new (VT_TYPE_MESSAGE_LOG, NULL);
  self->scenario = g_object_ref (scenario);
  if (ruleset != NULL)
    self->ruleset = g_object_ref (ruleset);
  return self;
}

void
_vt_message_log_reset (VtMessageLog *self)
{
  g_return_if_fail (VT_IS_MESSAGE_LOG (self));

  g_hash_table_remove_all (self->by_id);
  g_ptr_array_set_size (self->messages, 0);
  self->move = 1;
  self->known = 0;
}

static guint
time_of (VtMessageLog *self,
         guint         move)
{
  guint minutes = self->ruleset != NULL ? vt_ruleset_get_minutes_per_move (self->ruleset) : 0;

  return vt_scenario_get_start_time (self->scenario) + (MAX (move, 1) - 1) * minutes;
}

/* Whether @key is absent (FALSE, no error) or of @type (TRUE, @value set);
 * else an error naming what it must be. */
static gboolean
lookup_typed (GVariant            *payload,
              const char          *key,
              const GVariantType  *type,
              const char          *what,
              GVariant           **value,
              GError             **error)
{
  g_autoptr(GVariant) found = g_variant_lookup_value (payload, key, NULL);

  *value = NULL;
  if (found == NULL)
    return FALSE;
  if (!g_variant_is_of_type (found, type))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the '%s' of a message must be %s (%s), not %s"),
                   key, what, g_variant_type_peek_string (type),
                   g_variant_get_type_string (found));
      return FALSE;
    }
  *value = g_steal_pointer (&found);
  return TRUE;
}

#define BAD(...) \
  G_STMT_START { \
    g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

/* An end of a message: a side of the game, and perhaps a unit of that side. */
static gboolean
check_end (GVariant             *payload,
           const VtEventContext *context,
           const char           *side_key,
           const char           *unit_key,
           gboolean             *has_side,
           GError              **error)
{
  g_autoptr(GVariant) side = NULL;
  g_autoptr(GVariant) unit = NULL;
  const char *side_id = NULL;
  VtUnit *found;

  if (!lookup_typed (payload, side_key, G_VARIANT_TYPE_STRING, _("a side's id"), &side, error))
    {
      if (error != NULL && *error != NULL)
        return FALSE;
    }
  else
    {
      side_id = g_variant_get_string (side, NULL);
      if (vt_scenario_find_side (context->scenario, side_id) == NULL)
        BAD (_("a message names side '%s' in '%s', which is not in this game"), side_id, side_key);
    }
  *has_side = side_id != NULL;

  if (!lookup_typed (payload, unit_key, G_VARIANT_TYPE_STRING, _("a unit's id"), &unit, error))
    return error == NULL || *error == NULL;

  found = vt_scenario_find_unit (context->scenario, g_variant_get_string (unit, NULL));
  if (found == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                   _("a message names unit '%s' in '%s', which is not in this game"),
                   g_variant_get_string (unit, NULL), unit_key);
      return FALSE;
    }
  if (side_id == NULL || g_strcmp0 (vt_unit_get_side (found), side_id) != 0)
    BAD (_("a message's '%s' must be the side of its '%s', '%s'"),
         side_key, unit_key, g_variant_get_string (unit, NULL));
  return TRUE;
}

static gboolean
payload_has (GVariant   *payload,
                                 const char *key)
{
  g_autoptr(GVariant) value = g_variant_lookup_value (payload, key, NULL);

  return value != NULL;
}

static gboolean
check_due (GVariant             *payload,
           const VtEventContext *context,
           gboolean              required,
           GError              **error)
{
  g_autoptr(GVariant) due = NULL;
  guint move;

  if (!lookup_typed (payload, "due", G_VARIANT_TYPE_UINT32, _("a Zug"), &due, error))
    {
      if (error != NULL && *error != NULL)
        return FALSE;
      if (required)
        BAD (_("a message must say the %s it is due (due)"),
             vt_ruleset_get_move_name (context->ruleset, 1));
      return TRUE;
    }
  move = g_variant_get_uint32 (due);
  if (move < context->move || move > VT_GAME_MAX_MOVE)
    BAD (_("a message cannot be due in %s %u: the clock stands at %u, and no game runs past %u"),
         vt_ruleset_get_move_name (context->ruleset, 1), move, context->move, VT_GAME_MAX_MOVE);
  return TRUE;
}

static gboolean
check_message (GVariant             *payload,
               const VtEventContext *context,
               GError              **error)
{
  g_autoptr(GVariant) id = NULL;
  g_autoptr(GVariant) kind = NULL;
  g_autoptr(GVariant) text = NULL;
  g_autoptr(GVariant) klass = NULL;
  g_autoptr(GVariant) value = NULL;
  VtMessageKind message_kind;
  gboolean from_side = FALSE, to_side = FALSE;
  const char *id_text;

  if (!lookup_typed (payload, "id", G_VARIANT_TYPE_STRING, _("a text"), &id, error))
    {
      if (error == NULL || *error == NULL)
        BAD (_("a message must have an id"));
      return FALSE;
    }
  id_text = g_variant_get_string (id, NULL);
  if (*id_text == '\0' || g_utf8_strlen (id_text, -1) > MAX_MESSAGE_ID_LENGTH)
    BAD (_("a message's id must be 1 to %d characters"), MAX_MESSAGE_ID_LENGTH);
  if (context->messages != NULL && vt_message_log_find (context->messages, id_text) != NULL)
    BAD (_("message '%s' was sent before; each message has an id of its own"), id_text);

  if (!lookup_typed (payload, "kind", G_VARIANT_TYPE_STRING, _("a text"), &kind, error) ||
      !vt_message_kind_from_string (g_variant_get_string (kind, NULL), &message_kind))
    {
      if (error != NULL && *error != NULL)
        return FALSE;
      BAD (_("message '%s' must be of kind order, report, intelligence, signal-card, "
           "sealed-note or talk"), id_text);
    }

  if (!lookup_typed (payload, "text", G_VARIANT_TYPE_STRING, _("a text"), &text, error))
    {
      if (error == NULL || *error == NULL)
        BAD (_("message '%s' has no text"), id_text);
      return FALSE;
    }

  if (!check_end (payload, context, "from-side", "from-unit", &from_side, error) ||
      !check_end (payload, context, "to-side", "to-unit", &to_side, error))
    {
      g_prefix_error (error, _("message '%s': "), id_text);
      return FALSE;
    }
  /* only the umpire's intelligence comes from no side; only a sealed note
   * goes to the umpire */
  if (!from_side && message_kind != VT_MESSAGE_INTELLIGENCE)
    BAD (_("message '%s' must come from a side (from-side); only intelligence comes from the umpire"),
         id_text);
  if (!to_side && message_kind != VT_MESSAGE_SEALED_NOTE)
    BAD (_("message '%s' must go to a side (to-side); only a sealed note goes to the umpire"),
         id_text);

  if (!check_due (payload, context, TRUE, error))
    {
      g_prefix_error (error, _("message '%s': "), id_text);
      return FALSE;
    }

  if (lookup_typed (payload, "class", G_VARIANT_TYPE_STRING, _("a text"), &klass, error) &&
      !vt_intelligence_class_from_string (g_variant_get_string (klass, NULL), NULL))
    BAD (_("message '%s' names intelligence class '%s'; it is patrol, spy or inhabitants"),
         id_text, g_variant_get_string (klass, NULL));
  if (error != NULL && *error != NULL)
    return FALSE;

  if (lookup_typed (payload, "distance", G_VARIANT_TYPE_DOUBLE, _("a number"), &value, error) &&
      (!isfinite (g_variant_get_double (value)) || g_variant_get_double (value) < 0))
    BAD (_("message '%s' rides a distance that is not 0 or more"), id_text);
  g_clear_pointer (&value, g_variant_unref);
  if (error != NULL && *error != NULL)
    return FALSE;
  lookup_typed (payload, "deliberation", G_VARIANT_TYPE_UINT32, _("minutes"), &value, error);
  g_clear_pointer (&value, g_variant_unref);
  if (error != NULL && *error != NULL)
    return FALSE;
  lookup_typed (payload, "scheduled", G_VARIANT_TYPE_BOOLEAN, _("true or false"), &value, error);
  g_clear_pointer (&value, g_variant_unref);
  if (error != NULL && *error != NULL)
    return FALSE;

  if (lookup_typed (payload, "units", G_VARIANT_TYPE ("a(sdd)"), _("units and where they were"),
                    &value, error))
    {
      GVariantIter iter;
      const char *unit_id;
      double x, y;

      g_variant_iter_init (&iter, value);
      while (g_variant_iter_next (&iter, "(&sdd)", &unit_id, &x, &y))
        {
          if (vt_scenario_find_unit (context->scenario, unit_id) == NULL)
            {
              g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                           _("message '%s' reports unit '%s', which is not in this game"),
                           id_text, unit_id);
              return FALSE;
            }
          if (!isfinite (x) || !isfinite (y))
            BAD (_("message '%s' reports unit '%s' at a point that is not a number"), id_text, unit_id);
        }
    }
  return error == NULL || *error == NULL;
}

static gboolean
check_decision (VtEvent              *event,
                const VtEventContext *context,
                GError              **error)
{
  GVariant *payload = vt_event_get_payload (event);
  const char *id, *decision, *side, *text;
  VtMessage *message = NULL;

  if (!g_variant_lookup (payload, "message", "&s", &id))
    BAD (_("the umpire's decision must name a message (message)"));
  if (!g_variant_lookup (payload, "decision", "&s", &decision) ||
      !g_strv_contains (decisions, decision))
    BAD (_("the umpire's decision on message '%s' must be hold, release, hasten, lose, "
         "intercept or garble"), id);

  if (context->messages != NULL)
    {
      message = vt_message_log_find (context->messages, id);
      if (message == NULL)
        BAD (_("the umpire decides on message '%s', which was not sent before"), id);
      if (g_str_equal (decision, "release") ? message->state != VT_MESSAGE_HELD
                                            : !vt_message_is_pending (message))
        BAD (_("the umpire cannot %s message '%s': it is %s"), decision, id,
             vt_message_state_to_string (message->state));
      if (g_str_equal (decision, "hold") && message->state == VT_MESSAGE_HELD)
        BAD (_("message '%s' is held already"), id);
    }

  if (g_str_equal (decision, "hasten"))
    {
      if (!payload_has (payload, "due"))
        BAD (_("hastening message '%s' needs the %s it is now due (due)"), id,
             vt_ruleset_get_move_name (context->ruleset, 1));
      if (!check_due (payload, context, TRUE, error))
        {
          g_prefix_error (error, _("hastening message '%s': "), id);
          return FALSE;
        }
    }
  if (g_str_equal (decision, "intercept") &&
      (!g_variant_lookup (payload, "side", "&s", &side) ||
       vt_scenario_find_side (context->scenario, side) == NULL))
    BAD (_("intercepting message '%s' needs the side of this game that takes it (side)"), id);
  if (g_str_equal (decision, "garble") && !g_variant_lookup (payload, "text", "&s", &text))
    BAD (_("garbling message '%s' needs the text as it will arrive (text)"), id);

  return TRUE;
}

#undef BAD

gboolean
_vt_message_check_event (VtEvent              *event,
                         const VtEventContext *context,
                         GError              **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean ok;

  g_return_val_if_fail (VT_IS_EVENT (event), FALSE);

  /* the checks above read their error to tell a key of the wrong type
   * from one left out, so they always get one */
  if (g_str_equal (vt_event_get_kind (event), VT_EVENT_MESSAGE))
    ok = check_message (vt_event_get_payload (event), context, &local_error);
  else
    ok = check_decision (event, context, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_return_val_if_fail (ok, FALSE);
  return TRUE;
}

gboolean
_vt_message_check_payload (GVariant             *payload,
                           const VtEventContext *context,
                           GError              **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean ok;

  g_return_val_if_fail (g_variant_is_of_type (payload, G_VARIANT_TYPE_VARDICT), FALSE);

  ok = check_message (payload, context, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_return_val_if_fail (ok, FALSE);
  return TRUE;
}

static void
deliver (VtMessageLog *self,
         VtMessage    *message,
         guint         move,
         GPtrArray    *delivered)
{
  if (message->received_known == 0)
    message->received_known = ++self->known;
  message->delivered_move = MAX (move, message->sent_move);
  g_object_notify_by_pspec (G_OBJECT (message), properties[PROP_DELIVERED_MOVE]);
  set_state (message, message->garbled ? VT_MESSAGE_GARBLED : VT_MESSAGE_DELIVERED);
  if (delivered != NULL)
    g_ptr_array_add (delivered, message);
}

static gint
compare_due (gconstpointer a,
             gconstpointer b)
{
  VtMessage *x = *(VtMessage **) a, *y = *(VtMessage **) b;

  if (x->due_move != y->due_move)
    return x->due_move < y->due_move ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static char *
dup_string (GVariant   *payload,
            const char *key)
{
  const char *value = NULL;

  if (g_variant_lookup (payload, key, "&s", &value))
    return g_strdup (value);
  return NULL;
}

static void
send (VtMessageLog *self,
      GVariant     *payload,
      GPtrArray    *delivered)
{
  VtMessage *message = g_object_new (VT_TYPE_MESSAGE, NULL);
  g_autofree char *kind = dup_string (payload, "kind");
  g_autofree char *klass = dup_string (payload, "class");
  g_autoptr(GVariant) units = g_variant_lookup_value (payload, "units", G_VARIANT_TYPE ("a(sdd)"));

  message->id = dup_string (payload, "id");
  vt_message_kind_from_string (kind, &message->kind);
  vt_intelligence_class_from_string (klass, &message->intelligence);
  message->from_unit = dup_string (payload, "from-unit");
  message->from_side = dup_string (payload, "from-side");
  message->to_unit = dup_string (payload, "to-unit");
  message->to_side = dup_string (payload, "to-side");
  message->sent_text = dup_string (payload, "text");
  message->text = g_strdup (message->sent_text);
  message->sent_move = self->move;
  message->sent_time = time_of (self, self->move);
  g_variant_lookup (payload, "due", "u", &message->due_move);
  message->due_time = time_of (self, message->due_move);
  g_variant_lookup (payload, "distance", "d", &message->distance);
  g_variant_lookup (payload, "deliberation", "u", &message->deliberation);
  g_variant_lookup (payload, "scheduled", "b", &message->scheduled);
  message->units = units != NULL ? g_variant_ref (units)
                                 : g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("(sdd)"), NULL, 0));
  message->order = self->messages->len;
  message->sent_known = ++self->known;

  g_ptr_array_add (self->messages, message);
  g_hash_table_insert (self->by_id, message->id, message);

  /* a sealed note waits, unopened, until the umpire releases it */
  if (message->kind == VT_MESSAGE_SEALED_NOTE)
    message->state = VT_MESSAGE_HELD;
  else if (message->due_move <= self->move)
    deliver (self, message, self->move, delivered);
}

static void
decide (VtMessageLog *self,
        VtEvent      *event,
        GPtrArray    *delivered)
{
  GVariant *payload = vt_event_get_payload (event);
  const char *id = NULL, *decision = NULL, *value = NULL;
  VtMessage *message;

  g_variant_lookup (payload, "message", "&s", &id);
  g_variant_lookup (payload, "decision", "&s", &decision);
  message = id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
  if (message == NULL || decision == NULL)
    return;

  if (g_str_equal (decision, "hold"))
    set_state (message, VT_MESSAGE_HELD);
  else if (g_str_equal (decision, "release"))
    {
      set_state (message, VT_MESSAGE_IN_TRANSIT);
      if (message->due_move <= self->move)
        deliver (self, message, self->move, delivered);
    }
  else if (g_str_equal (decision, "hasten"))
    {
      g_variant_lookup (payload, "due", "u", &message->due_move);
      message->due_time = time_of (self, message->due_move);
      g_object_notify_by_pspec (G_OBJECT (message), properties[PROP_DUE_MOVE]);
      if (message->state == VT_MESSAGE_IN_TRANSIT && message->due_move <= self->move)
        deliver (self, message, self->move, delivered);
    }
  else if (g_str_equal (decision, "lose"))
    set_state (message, VT_MESSAGE_LOST);
  else if (g_str_equal (decision, "intercept"))
    {
      g_free (message->intercepted_by);
      message->intercepted_by = dup_string (payload, "side");
      /* the interceptor knows it from now */
      message->received_known = ++self->known;
      set_state (message, VT_MESSAGE_INTERCEPTED);
    }
  else if (g_str_equal (decision, "garble") && g_variant_lookup (payload, "text", "&s", &value))
    {
      g_free (message->text);
      message->text = g_strdup (value);
      message->garbled = TRUE;
      g_object_notify_by_pspec (G_OBJECT (message), properties[PROP_TEXT]);
    }
}

/* the Züge pass: what is due by the new Zug arrives, in the order due */
static void
pass_zuege (VtMessageLog *self,
            guint         move,
            GPtrArray    *delivered)
{
  g_autoptr(GPtrArray) due = g_ptr_array_new ();

  self->move = move;
  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      if (message->state == VT_MESSAGE_IN_TRANSIT && message->due_move <= move)
        g_ptr_array_add (due, message);
    }
  g_ptr_array_sort (due, compare_due);
  /* the courier arrived in the Zug he was due, even when the clock jumps */
  for (guint i = 0; i < due->len; i++)
    {
      VtMessage *message = g_ptr_array_index (due, i);

      deliver (self, message, message->due_move, delivered);
    }
}

void
_vt_message_log_step (VtMessageLog *self,
                      VtEvent      *event,
                      GPtrArray    *delivered)
{
  const char *kind;
  guint move;

  g_return_if_fail (VT_IS_MESSAGE_LOG (self));
  g_return_if_fail (VT_IS_EVENT (event));

  kind = vt_event_get_kind (event);
  if (g_str_equal (kind, VT_EVENT_MESSAGE))
    {
      guint n_before = self->messages->len;

      send (self, vt_event_get_payload (event), delivered);
      self->dirty = TRUE;
      g_list_model_items_changed (G_LIST_MODEL (self), n_before, 0, 1);
    }
  else if (g_str_equal (kind, VT_EVENT_ACTION))
    {
      /* an action's outcome may send messages: a patrol's report */
      g_autoptr(GVariant) outcome = g_variant_lookup_value (vt_event_get_payload (event), "outcome",
                                                            G_VARIANT_TYPE_VARDICT);
      g_autoptr(GVariant) messages = outcome != NULL
                                     ? g_variant_lookup_value (outcome, "messages", G_VARIANT_TYPE ("aa{sv}"))
                                     : NULL;
      guint n_before = self->messages->len;

      for (gsize i = 0; messages != NULL && i < g_variant_n_children (messages); i++)
        {
          g_autoptr(GVariant) payload = g_variant_get_child_value (messages, i);

          send (self, payload, delivered);
        }
      if (self->messages->len > n_before)
        {
          self->dirty = TRUE;
          g_list_model_items_changed (G_LIST_MODEL (self), n_before, 0, self->messages->len - n_before);
        }
    }
  else if (g_str_equal (kind, VT_EVENT_MESSAGE_DECISION))
    {
      decide (self, event, delivered);
      self->dirty = TRUE;
    }
  else if ((move = vt_event_advance_move (event, self->move)) != self->move)
    {
      pass_zuege (self, move, delivered);
      self->dirty = TRUE;
    }
}

void
_vt_message_log_assign (VtMessageLog *self,
                        VtMessageLog *from)
{
  guint n_before, n_after;

  g_return_if_fail (VT_IS_MESSAGE_LOG (self));
  g_return_if_fail (VT_IS_MESSAGE_LOG (from));

  n_before = self->messages->len;
  g_ptr_array_unref (self->messages);
  g_hash_table_unref (self->by_id);
  self->messages = g_steal_pointer (&from->messages);
  self->by_id = g_steal_pointer (&from->by_id);
  self->move = from->move;
  self->known = from->known;
  from->messages = g_ptr_array_new_with_free_func (g_object_unref);
  from->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  from->move = 1;
  from->known = 0;

  n_after = self->messages->len;
  self->dirty = TRUE;
  if (n_before > 0 || n_after > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_before, n_after);
}

void
_vt_message_log_announce (VtMessageLog *self)
{
  g_return_if_fail (VT_IS_MESSAGE_LOG (self));

  if (!self->dirty)
    return;
  self->dirty = FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * vt_message_log_find:
 * @self: a message log
 * @id: a message's id
 *
 * Returns: (transfer none) (nullable): the message
 */
VtMessage *
vt_message_log_find (VtMessageLog *self,
                     const char   *id)
{
  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}

guint
vt_message_log_get_move (VtMessageLog *self)
{
  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), 1);

  return self->move;
}

static GPtrArray *
new_list (void)
{
  return g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * vt_message_log_dup_in_transit:
 * @self: a message log
 *
 * Returns: (transfer container) (element-type VtMessage): the messages in
 *   transit or held, the first due first
 */
GPtrArray *
vt_message_log_dup_in_transit (VtMessageLog *self)
{
  GPtrArray *list;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), NULL);

  list = new_list ();
  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      if (vt_message_is_pending (message))
        g_ptr_array_add (list, g_object_ref (message));
    }
  g_ptr_array_sort (list, compare_due);
  return list;
}

/**
 * vt_message_log_dup_due_now:
 * @self: a message log
 *
 * Returns: (transfer container) (element-type VtMessage): what the umpire
 *   hands over now: delivered in this Zug, or held past its Zug
 */
GPtrArray *
vt_message_log_dup_due_now (VtMessageLog *self)
{
  GPtrArray *list;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), NULL);

  list = new_list ();
  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      if ((vt_message_is_delivered (message) && message->delivered_move == self->move) ||
          (message->state == VT_MESSAGE_HELD && message->due_move <= self->move))
        g_ptr_array_add (list, g_object_ref (message));
    }
  g_ptr_array_sort (list, compare_due);
  return list;
}

static gint
compare_delivered (gconstpointer a,
                   gconstpointer b)
{
  VtMessage *x = *(VtMessage **) a, *y = *(VtMessage **) b;

  if (x->delivered_move != y->delivered_move)
    return x->delivered_move < y->delivered_move ? -1 : 1;
  return compare_due (a, b);
}

/**
 * vt_message_log_dup_delivered_to:
 * @self: a message log
 * @side_id: a side
 *
 * Returns: (transfer container) (element-type VtMessage): what reached
 *   the side, in the order it arrived
 */
GPtrArray *
vt_message_log_dup_delivered_to (VtMessageLog *self,
                                 const char   *side_id)
{
  GPtrArray *list;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  list = new_list ();
  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      if (vt_message_is_delivered (message) && g_strcmp0 (message->to_side, side_id) == 0)
        g_ptr_array_add (list, g_object_ref (message));
    }
  g_ptr_array_sort (list, compare_delivered);
  return list;
}

/**
 * vt_message_log_dup_of_side:
 * @self: a message log
 * @side_id: a side
 *
 * Returns: (transfer container) (element-type VtMessage): what the side
 *   sent, received or intercepted, as sent
 */
GPtrArray *
vt_message_log_dup_of_side (VtMessageLog *self,
                            const char   *side_id)
{
  GPtrArray *list;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  list = new_list ();
  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      if (g_strcmp0 (message->from_side, side_id) == 0 ||
          (vt_message_is_delivered (message) && g_strcmp0 (message->to_side, side_id) == 0) ||
          g_strcmp0 (message->intercepted_by, side_id) == 0)
        g_ptr_array_add (list, g_object_ref (message));
    }
  return list;
}

/* when @side_id came to know @message: as its sender, else as its
 * addressee or its interceptor; 0: not (yet) */
static guint
known_by (VtMessage  *message,
          const char *side_id)
{
  if (g_strcmp0 (message->from_side, side_id) == 0)
    return message->sent_known;
  if ((vt_message_is_delivered (message) && g_strcmp0 (message->to_side, side_id) == 0) ||
      g_strcmp0 (message->intercepted_by, side_id) == 0)
    return message->received_known;
  return 0;
}

/**
 * vt_message_log_get_number_for:
 * @self: a message log
 * @message: one of its messages
 * @side_id: (nullable): the side that reads it; %NULL: the umpire
 *
 * The message's number as @side_id counts it: the order in which its own
 * messages came to its knowledge (sent by it, delivered to it or
 * intercepted by it), from 1, so a side learns nothing of how many the
 * others sent; the umpire counts every message in the order sent.
 *
 * Returns: the number, or 0 when the side does not know the message
 */
guint
vt_message_log_get_number_for (VtMessageLog *self,
                               VtMessage    *message,
                               const char   *side_id)
{
  guint known, number = 1;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), 0);
  g_return_val_if_fail (VT_IS_MESSAGE (message), 0);

  if (side_id == NULL)
    return message->order + 1;
  known = known_by (message, side_id);
  if (known == 0)
    return 0;
  for (guint i = 0; i < self->messages->len; i++)
    {
      guint other = known_by (g_ptr_array_index (self->messages, i), side_id);

      number += other != 0 && other < known;
    }
  return number;
}

/**
 * vt_message_end_name_for:
 * @state: the game's state
 * @unit_id: (nullable): the end's unit
 * @side_id: (nullable): the end's side; neither: the umpire
 * @reader_id: (nullable): the side that reads it; %NULL: the umpire
 *
 * An end of a message as @reader_id may know it: a unit of its own side by
 * its name, any other side's by that side's name alone (a unit's name may
 * be one the reader never saw); the umpire reads every name.
 *
 * Returns: the name
 */
const char *
vt_message_end_name_for (VtScenario *state,
                         const char *unit_id,
                         const char *side_id,
                         const char *reader_id)
{
  g_return_val_if_fail (VT_IS_SCENARIO (state), NULL);

  if (reader_id != NULL && side_id != NULL && g_strcmp0 (side_id, reader_id) != 0)
    return vt_message_end_name (state, NULL, side_id);
  return vt_message_end_name (state, unit_id, side_id);
}

guint
vt_message_log_count_sent (VtMessageLog  *self,
                           const char    *side_id,
                           VtMessageKind  kind)
{
  guint n = 0;

  g_return_val_if_fail (VT_IS_MESSAGE_LOG (self), 0);

  for (guint i = 0; i < self->messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (self->messages, i);

      n += message->kind == kind && g_strcmp0 (message->from_side, side_id) == 0;
    }
  return n;
}
