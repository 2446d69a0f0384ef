/* vt-event.c: one entry of the game journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-event"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-account-private.h"
#include "vt-change-private.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-message-private.h"
#include "vt-ruleset.h"
#include "vt-ruleset-private.h"
#include "vt-scenario.h"
#include "vt-unit.h"

struct _VtEvent
{
  GObject   parent_instance;

  char     *kind;
  guint     move;
  char     *summary;
  GVariant *payload; /* a{sv} */
  GVariant *dice;    /* a(suub) */
  GVariant *changes; /* aa{sv} */
};

G_DEFINE_FINAL_TYPE (VtEvent, vt_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_MOVE,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_event_finalize (GObject *object)
{
  VtEvent *self = (VtEvent *) object;

  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->payload, g_variant_unref);
  g_clear_pointer (&self->dice, g_variant_unref);
  g_clear_pointer (&self->changes, g_variant_unref);

  G_OBJECT_CLASS (vt_event_parent_class)->finalize (object);
}

static void
vt_event_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  VtEvent *self = VT_EVENT (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;

    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;

    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_event_class_init (VtEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_event_finalize;
  object_class->get_property = vt_event_get_property;

  /* read-only: an event never changes once it is in the journal */
  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_event_init (VtEvent *self)
{
}

/* Takes a floating reference or adds one; an empty container for NULL. */
static GVariant *
take_or_empty (GVariant           *value,
               const GVariantType *type)
{
  if (value == NULL)
    return g_variant_ref_sink (g_variant_new_array (g_variant_type_element (type), NULL, 0));

  return g_variant_ref_sink (value);
}

/**
 * vt_event_new:
 * @kind: what happened: one of the VT_EVENT_ kinds
 * @move: the move it happened in
 * @summary: (nullable): one line for the journal list: "b1 moves" (the Zug is kept beside it);
 *   when %NULL the kind stands in
 * @payload: (nullable): an a{sv} for the record and the report
 * @dice: (nullable): the dice rolled, an a(suub)
 * @changes: (nullable): the changes to the state, an aa{sv}
 *
 * Floating variants are taken over; others gain a reference.
 *
 * Returns: (transfer full): a new event
 */
VtEvent *
vt_event_new (const char *kind,
              guint       move,
              const char *summary,
              GVariant   *payload,
              GVariant   *dice,
              GVariant   *changes)
{
  VtEvent *self;

  g_return_val_if_fail (kind != NULL && *kind != '\0', NULL);
  g_return_val_if_fail (payload == NULL ||
                        g_variant_is_of_type (payload, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (dice == NULL ||
                        g_variant_is_of_type (dice, G_VARIANT_TYPE ("a(suub)")), NULL);
  g_return_val_if_fail (changes == NULL ||
                        g_variant_is_of_type (changes, G_VARIANT_TYPE ("aa{sv}")), NULL);

  self = g_object_new (VT_TYPE_EVENT, NULL);
  self->kind = g_strdup (kind);
  self->move = move;
  if (summary != NULL)
    self->summary = g_strdup (summary);
  else
    self->summary = g_strdup (kind);
  self->payload = take_or_empty (payload, G_VARIANT_TYPE_VARDICT);
  self->dice = take_or_empty (dice, G_VARIANT_TYPE ("a(suub)"));
  self->changes = take_or_empty (changes, G_VARIANT_TYPE ("aa{sv}"));

  return self;
}

/**
 * vt_event_new_move:
 * @move: the move it is made in
 * @unit: the unit that moves
 * @to: where it ends up
 * @facing: the way it faces afterwards, in degrees clockwise from north
 *
 * Returns: (transfer full): a "move" event that changes the unit's "x",
 *   "y" and "facing"
 */
VtEvent *
vt_event_new_move (guint          move,
                   VtUnit        *unit,
                   const VtPoint *to,
                   double         facing)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
  g_autofree char *summary = NULL;
  GVariant *change_value;
  VtPoint from;

  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);
  g_return_val_if_fail (to != NULL, NULL);

  vt_unit_get_position (unit, &from);

  g_variant_dict_insert (&payload, "unit", "s", vt_unit_get_id (unit));
  g_variant_dict_insert (&payload, "from-x", "d", from.x);
  g_variant_dict_insert (&payload, "from-y", "d", from.y);
  g_variant_dict_insert (&payload, "x", "d", to->x);
  g_variant_dict_insert (&payload, "y", "d", to->y);
  g_variant_dict_insert (&payload, "facing", "d", facing);

  g_variant_dict_insert (&change, "unit", "s", vt_unit_get_id (unit));
  g_variant_dict_insert (&change, "x", "d", to->x);
  g_variant_dict_insert (&change, "y", "d", to->y);
  g_variant_dict_insert (&change, "facing", "d", facing);
  change_value = g_variant_dict_end (&change);

  summary = g_strdup_printf (_("%s moves"), vt_unit_get_display_name (unit));

  return vt_event_new (VT_EVENT_MOVE, move, summary,
                       g_variant_dict_end (&payload),
                       NULL,
                       g_variant_new_array (G_VARIANT_TYPE_VARDICT, &change_value, 1));
}

/**
 * vt_event_new_formation:
 * @move: the move of the change
 * @unit: the unit that forms
 * @formation: one of the formations of the unit's type
 *
 * Returns: (transfer full): a "formation" event that changes the unit's
 *   "formation"
 */
VtEvent *
vt_event_new_formation (guint       move,
                        VtUnit     *unit,
                        const char *formation)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
  g_autofree char *summary = NULL;
  GVariant *change_value;

  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);
  g_return_val_if_fail (formation != NULL, NULL);

  g_variant_dict_insert (&payload, "unit", "s", vt_unit_get_id (unit));
  if (vt_unit_get_formation (unit) != NULL)
    g_variant_dict_insert (&payload, "from", "s", vt_unit_get_formation (unit));
  g_variant_dict_insert (&payload, "formation", "s", formation);

  g_variant_dict_insert (&change, "unit", "s", vt_unit_get_id (unit));
  g_variant_dict_insert (&change, "formation", "s", formation);
  change_value = g_variant_dict_end (&change);

  summary = g_strdup_printf (_("%s forms %s"), vt_unit_get_display_name (unit), formation);

  return vt_event_new (VT_EVENT_FORMATION, move, summary,
                       g_variant_dict_end (&payload),
                       NULL,
                       g_variant_new_array (G_VARIANT_TYPE_VARDICT, &change_value, 1));
}

/**
 * vt_event_new_clock:
 * @move: the move that ends
 * @moves: how many moves the clock advances
 * @ruleset: (nullable): the game's ruleset, which names its move
 *
 * Returns: (transfer full): a "clock" event with "zuege" in its payload
 *   (the file's word, whatever the ruleset calls a move)
 */
VtEvent *
vt_event_new_clock (guint      move,
                    guint      moves,
                    VtRuleset *ruleset)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autofree char *summary = NULL;

  g_variant_dict_insert (&payload, "zuege", "u", moves);

  if (moves == 1)
    summary = g_strdup_printf (_("the clock advances one %s"), vt_ruleset_get_move_name (ruleset, 1));
  else
    /* TRANSLATORS: the journal: "the clock advances 3 Züge"; %2$s is the ruleset's word for the moves */
    summary = g_strdup_printf (_("the clock advances %1$u %2$s"), moves, vt_ruleset_get_move_name (ruleset, moves));

  return vt_event_new (VT_EVENT_CLOCK, move, summary,
                       g_variant_dict_end (&payload), NULL, NULL);
}

/**
 * vt_event_new_reveal:
 * @move: the move it is made in
 * @side_id: the side that is to see it, or not
 * @unit_id: (nullable): the unit
 * @area: (nullable) (array length=n_area): a polygon, every unit of other
 *   sides in it when the event lands
 * @n_area: the points of @area; 0 without one
 * @reveal: %TRUE: "reveal", %FALSE: "hide"
 *
 * Returns: (transfer full): a "reveal" or "hide" event, without changes
 */
VtEvent *
vt_event_new_reveal (guint          move,
                     const char    *side_id,
                     const char    *unit_id,
                     const VtPoint *area,
                     guint          n_area,
                     gboolean       reveal,
                     const char    *given_summary)
{
  g_auto(GVariantDict) payload = G_VARIANT_DICT_INIT (NULL);
  g_autofree char *summary = NULL;

  g_return_val_if_fail (side_id != NULL, NULL);
  g_return_val_if_fail (area != NULL || n_area == 0, NULL);

  g_variant_dict_insert (&payload, "side", "s", side_id);
  if (unit_id != NULL)
    g_variant_dict_insert (&payload, "unit", "s", unit_id);
  if (area != NULL && n_area > 0)
    g_variant_dict_insert_value (&payload, "area",
                                 g_variant_new_fixed_array (G_VARIANT_TYPE ("(dd)"), area, n_area,
                                                            sizeof (VtPoint)));

  if (given_summary != NULL)
    summary = g_strdup (given_summary);
  else if (unit_id != NULL)
    summary = g_strdup_printf (reveal ? _("%1$s is shown to %2$s") : _("%1$s is hidden from %2$s"), unit_id, side_id);
  else
    summary = g_strdup_printf (reveal ? _("an area is shown to %s") : _("an area is hidden from %s"), side_id);

  return vt_event_new (reveal ? VT_EVENT_REVEAL : VT_EVENT_HIDE, move, summary,
                       g_variant_dict_end (&payload), NULL, NULL);
}

const char *
vt_event_get_kind (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return self->kind;
}

guint
vt_event_get_move (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), 0);

  return self->move;
}

const char *
vt_event_get_summary (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return self->summary;
}

char *
vt_event_dup_text (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return _vt_event_dup_text_with (self, self->summary);
}

char *
_vt_event_dup_text_with (VtEvent    *self,
                         const char *summary)
{
  g_autoptr(GVariant) params = NULL;
  const char *note = NULL, *ruling = NULL;
  char *text;

  if (!g_variant_lookup (self->payload, "note", "&s", &note) || *note == '\0')
    text = g_strdup (summary != NULL ? summary : "");
  else
    /* TRANSLATORS: a journal line and the ruleset's words on it: "r-kur moves 380 paces. It passes the gap …" */
    text = g_strdup_printf (_("%s. %s"), summary != NULL ? summary : "", note);

  /* the umpire's ruling on a move or an action the rules of the moment
   * refused, in his words */
  params = g_variant_lookup_value (self->payload, "params", G_VARIANT_TYPE_VARDICT);
  if ((g_variant_lookup (self->payload, VT_PARAM_UMPIRE_ALLOWS, "&s", &ruling) ||
       (params != NULL && g_variant_lookup (params, VT_PARAM_UMPIRE_ALLOWS, "&s", &ruling))) && *ruling != '\0')
    {
      g_autofree char *plain = text;

      /* TRANSLATORS: "Füsiliere moves 300 paces (allowed by the umpire: the road was clear)" */
      text = g_strdup_printf (_("%s (allowed by the umpire: %s)"), plain, ruling);
    }
  return text;
}

/**
 * vt_event_get_payload:
 * @self: an event
 *
 * Returns: (transfer none): the a{sv} payload
 */
GVariant *
vt_event_get_payload (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return self->payload;
}

/**
 * vt_event_get_dice:
 * @self: an event
 *
 * Returns: (transfer none): the a(suub) of dice rolled
 */
GVariant *
vt_event_get_dice (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return self->dice;
}

/**
 * vt_event_get_changes:
 * @self: an event
 *
 * Returns: (transfer none): the aa{sv} of changes to the state
 */
GVariant *
vt_event_get_changes (VtEvent *self)
{
  g_return_val_if_fail (VT_IS_EVENT (self), NULL);

  return self->changes;
}

/* Checking an event: one validator for each kind that carries more than
 * changes, used by the game and by the file reader alike. */

static guint
count_phases (const VtEventContext *context)
{
  guint n_phases = 1;

  if (context->ruleset != NULL)
    vt_ruleset_get_phases (context->ruleset, &n_phases);

  return MAX (n_phases, 1);
}

/* A clock event moves whole Züge or to a phase of the ruleset, within the
 * counter's range. */
static gboolean
check_clock (VtEvent               *event,
             const VtEventContext  *context,
             GError               **error)
{
  g_autoptr(GVariant) moves = g_variant_lookup_value (event->payload, "zuege", NULL);
  g_autoptr(GVariant) phase = g_variant_lookup_value (event->payload, "phase", NULL);
  g_autoptr(GVariant) to_move = g_variant_lookup_value (event->payload, "to-move", NULL);

  /* the side the umpire gives the move to is one of the game's */
  if (to_move != NULL &&
      (!g_variant_is_of_type (to_move, G_VARIANT_TYPE_STRING) || context->scenario == NULL ||
       vt_scenario_find_side (context->scenario, g_variant_get_string (to_move, NULL)) == NULL))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a clock event gives the move to a side the game does not have"));
      return FALSE;
    }

  if (moves != NULL)
    {
      if (!g_variant_is_of_type (moves, G_VARIANT_TYPE_UINT32) || g_variant_get_uint32 (moves) == 0)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("a clock event must advance one %s or more, as a whole number"),
                       vt_ruleset_get_move_name (context->ruleset, 1));
          return FALSE;
        }
      if (g_variant_get_uint32 (moves) > VT_GAME_MAX_MOVE - MIN (context->move, VT_GAME_MAX_MOVE))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the clock cannot pass %s %u, further than any game runs"),
                       vt_ruleset_get_move_name (context->ruleset, 1), VT_GAME_MAX_MOVE);
          return FALSE;
        }
    }

  if (phase != NULL &&
      (!g_variant_is_of_type (phase, G_VARIANT_TYPE_UINT32) ||
       g_variant_get_uint32 (phase) >= count_phases (context)))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a clock event names a phase the ruleset does not have; it has %u"),
                   count_phases (context));
      return FALSE;
    }

  return TRUE;
}

/* The ledger books what an action's outcome says: it must name units of
 * the game and give points that are numbers, 0 or more. */
static gboolean
check_action (VtEvent               *event,
              const VtEventContext  *context,
              GError               **error)
{
  g_autoptr(GVariant) outcome = g_variant_lookup_value (event->payload, "outcome", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) losses = NULL;
  g_autoptr(GVariant) messages = NULL;
  GVariantIter iter;
  GVariant *loss;

  if (outcome == NULL)
    return TRUE;

  /* the messages it sends (a patrol's report), each with an id of its own */
  messages = g_variant_lookup_value (outcome, "messages", NULL);
  if (messages != NULL)
    {
      g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

      if (!g_variant_is_of_type (messages, G_VARIANT_TYPE ("aa{sv}")))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the outcome gives its messages as %s; they must be a list of "
                       "dictionaries (aa{sv})"), g_variant_get_type_string (messages));
          return FALSE;
        }
      for (gsize i = 0; i < g_variant_n_children (messages); i++)
        {
          g_autoptr(GVariant) message = g_variant_get_child_value (messages, i);
          const char *id = NULL;

          if (!_vt_message_check_payload (message, context, error))
            return FALSE;
          g_variant_lookup (message, "id", "&s", &id);
          if (!g_hash_table_add (ids, (gpointer) id))
            {
              g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           _("the outcome sends message '%s' twice"), id);
              return FALSE;
            }
        }
    }

  losses = g_variant_lookup_value (outcome, "losses", NULL);
  if (losses == NULL)
    return TRUE;

  if (!g_variant_is_of_type (losses, G_VARIANT_TYPE ("aa{sv}")))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("the outcome gives its losses as %s; they must be a list of "
                   "dictionaries (aa{sv})"), g_variant_get_type_string (losses));
      return FALSE;
    }

  g_variant_iter_init (&iter, losses);
  while ((loss = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) owned_loss = loss;
      const char *unit_id;
      double points;

      if (!g_variant_lookup (loss, "unit", "&s", &unit_id))
        {
          g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                               _("a loss in the outcome names no unit"));
          return FALSE;
        }
      if (_vt_event_context_find_unit (context, unit_id) == NULL)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                       _("the outcome books a loss to unit '%s', which is not in this game"),
                       unit_id);
          return FALSE;
        }
      if (!g_variant_lookup (loss, "points", "d", &points) || !isfinite (points))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the loss of unit '%s' in the outcome gives no points as a number"),
                       unit_id);
          return FALSE;
        }
      if (points < 0)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the loss of unit '%s' in the outcome is %g points; a loss is 0 or more"),
                       unit_id, points);
          return FALSE;
        }
    }

  return TRUE;
}

/* The umpire's allowance names a unit of the game, a part of a move more
 * than 0 and his reason. */
static gboolean
check_allowance (VtEvent               *event,
                 const VtEventContext  *context,
                 GError               **error)
{
  const char *unit_id, *reason;
  double moves;

  if (!g_variant_lookup (event->payload, "unit", "&s", &unit_id) ||
      _vt_event_context_find_unit (context, unit_id) == NULL)
    {
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                           _("an allowance must name a unit of this game"));
      return FALSE;
    }
  if (!g_variant_lookup (event->payload, "moves", "d", &moves) ||
      !isfinite (moves) || moves <= 0 || moves > VT_GAME_MAX_ALLOWANCE)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("an allowance gives unit '%s' more than 0 and at most %d moves more"),
                   unit_id, VT_GAME_MAX_ALLOWANCE);
      return FALSE;
    }
  if (!g_variant_lookup (event->payload, "reason", "&s", &reason) || *reason == '\0')
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("an allowance for unit '%s' needs the umpire's reason"), unit_id);
      return FALSE;
    }
  return TRUE;
}

/* A house rule names a cell of one of the ruleset's tables and a finite
 * value (none: back to the ruleset's), or one of its options and a value
 * of the option's type (none: back to the ruleset's). */
static gboolean
check_house_rule (VtEvent               *event,
                  const VtEventContext  *context,
                  GError               **error)
{
  const char *table_id, *row, *column, *option;
  g_autoptr(GVariant) value = g_variant_lookup_value (event->payload, "value", NULL);

  if (g_variant_lookup (event->payload, "table", "&s", &table_id))
    {
      const VtRuleTable *table = context->ruleset != NULL
                                 ? vt_ruleset_find_table (context->ruleset, table_id) : NULL;

      if (!g_variant_lookup (event->payload, "row", "&s", &row) ||
          !g_variant_lookup (event->payload, "column", "&s", &column) ||
          table == NULL || vt_rule_table_find_row (table, row) < 0 ||
          vt_rule_table_find_column (table, column) < 0)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("a house rule must name a row and a column of one of the ruleset's "
                       "tables; '%s' is none"), table_id);
          return FALSE;
        }
      if (value != NULL && (!g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE) ||
                            !isfinite (g_variant_get_double (value))))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the house rule for %s, %s / %s must be a number"), table_id, row, column);
          return FALSE;
        }
      return TRUE;
    }

  if (g_variant_lookup (event->payload, "option", "&s", &option))
    {
      const VtActionParam *declared = context->ruleset != NULL ? vt_ruleset_find_option (context->ruleset, option)
                                                               : NULL;

      if (declared != NULL)
        return value == NULL || vt_action_param_check_value (declared, "option", value, error);
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a house rule names the option '%s', which the ruleset does not have"), option);
      return FALSE;
    }

  g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("a house rule must name a table's cell or an option"));
  return FALSE;
}

/* The umpire's reveal or hide names a side of the game and a unit of it,
 * or an area of three or more finite points, or both. */
static gboolean
check_reveal (VtEvent               *event,
              const VtEventContext  *context,
              GError               **error)
{
  g_autoptr(GVariant) area = g_variant_lookup_value (event->payload, "area", NULL);
  const char *side_id, *unit_id = NULL;
  gboolean has_unit;

  if (!g_variant_lookup (event->payload, "side", "&s", &side_id) ||
      vt_scenario_find_side (context->scenario, side_id) == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a '%s' event must name a side of this game"), event->kind);
      return FALSE;
    }
  has_unit = g_variant_lookup (event->payload, "unit", "&s", &unit_id);
  if (has_unit && _vt_event_context_find_unit (context, unit_id) == NULL)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT,
                   _("a '%s' event names unit '%s', which is not in this game"), event->kind, unit_id);
      return FALSE;
    }
  if (area != NULL)
    {
      gsize n_points = 0;
      const double *xy;

      if (!g_variant_is_of_type (area, G_VARIANT_TYPE ("a(dd)")) ||
          g_variant_n_children (area) < 3)
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("the area of a '%s' event must be three or more points (a(dd))"), event->kind);
          return FALSE;
        }
      xy = g_variant_get_fixed_array (area, &n_points, 2 * sizeof (double));
      for (gsize i = 0; i < 2 * n_points; i++)
        if (!isfinite (xy[i]))
          {
            g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                         _("the area of a '%s' event has a point that is not a number"), event->kind);
            return FALSE;
          }
    }
  else if (!has_unit)
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a '%s' event must name a unit or an area"), event->kind);
      return FALSE;
    }
  return TRUE;
}

/* The umpire's change to the ground names a feature to put, of a kind the
 * ruleset draws with that geometry and enough points for it, or the id of
 * one to take away. */
static gboolean
check_terrain (VtEvent               *event,
               const VtEventContext  *context,
               GError               **error)
{
  g_autoptr(GVariant) variant = g_variant_lookup_value (event->payload, "feature", NULL);
  g_autoptr(VtFeature) feature = NULL;
  const char *removed;
  guint n_points;

  if (variant == NULL)
    {
      gboolean publish = FALSE;

      if (g_variant_lookup (event->payload, "removed", "&s", &removed) && *removed != '\0')
        return TRUE;
      /* the umpire shows every change of the ground so far to all sides */
      if (g_variant_lookup (event->payload, "publish", "b", &publish) && publish)
        return TRUE;
      g_set_error_literal (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                           _("a terrain event must carry a feature, the id of one removed, or publish=true"));
      return FALSE;
    }

  feature = vt_feature_new_from_variant (variant, error);
  if (feature == NULL)
    return FALSE;
  if (context->ruleset != NULL)
    {
      const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (context->ruleset,
                                                                vt_feature_get_kind (feature));

      if (kind == NULL || kind->geometry != vt_feature_get_geometry (feature))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("feature '%s' is of kind '%s', which the ruleset does not draw as a %s"),
                       vt_feature_get_id (feature), vt_feature_get_kind (feature),
                       vt_geometry_to_string (vt_feature_get_geometry (feature)));
          return FALSE;
        }
    }
  vt_feature_get_points (feature, &n_points);
  if (n_points < vt_geometry_get_min_points (vt_feature_get_geometry (feature)) ||
      (vt_feature_get_geometry (feature) == VT_GEOMETRY_POINT && n_points != 1))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("feature '%s' has %u points; a %s needs %u"), vt_feature_get_id (feature),
                   n_points, vt_geometry_to_string (vt_feature_get_geometry (feature)),
                   vt_geometry_get_min_points (vt_feature_get_geometry (feature)));
      return FALSE;
    }
  return TRUE;
}

/* The kinds the core knows. Only those that stand for something done to
 * units carry changes: a note is how the umpire sets a unit by hand; the
 * clock counts conditions down by itself; a kind no one knows must not
 * move units that nobody could say why. */
static const struct
{
  const char *kind;
  gboolean    carries_changes;
  gboolean  (*check) (VtEvent *event, const VtEventContext *context, GError **error);
} kinds[] = {
  { VT_EVENT_MOVE, TRUE, NULL },
  { VT_EVENT_FORMATION, TRUE, NULL },
  { VT_EVENT_LOSS, TRUE, NULL },
  { VT_EVENT_ACTION, TRUE, check_action },
  { VT_EVENT_NOTE, TRUE, NULL },
  { VT_EVENT_CLOCK, FALSE, check_clock },
  { VT_EVENT_ALLOWANCE, FALSE, check_allowance },
  { VT_EVENT_HOUSE_RULE, FALSE, check_house_rule },
  { VT_EVENT_REVEAL, FALSE, check_reveal },
  { VT_EVENT_HIDE, FALSE, check_reveal },
  { VT_EVENT_MESSAGE, FALSE, _vt_message_check_event },
  { VT_EVENT_MESSAGE_DECISION, FALSE, _vt_message_check_event },
  { VT_EVENT_TERRAIN, FALSE, check_terrain },
};

static char *
join_changing_kinds (void)
{
  GString *text = g_string_new (NULL);
  guint n = 0, seen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    n += kinds[i].carries_changes;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      if (!kinds[i].carries_changes)
        continue;
      if (seen > 0)
        /* TRANSLATORS: the last joint of a list of file words: "move, clock and action" */
        g_string_append (text, seen + 1 == n ? _(" and ") : _(", "));
      g_string_append (text, kinds[i].kind);
      seen++;
    }
  return g_string_free (text, FALSE);
}

/**
 * vt_event_check_kind:
 * @event: an event
 * @context: the game it is to land in
 * @error: return location for a #VT_GAME_ERROR
 *
 * Returns: whether what @event's own kind carries (a clock's Züge and
 *   phase, an action's losses) holds, and whether its kind may carry
 *   changes at all; the changes themselves are not checked
 */
gboolean
vt_event_check_kind (VtEvent               *event,
                     const VtEventContext  *context,
                     GError               **error)
{
  gboolean carries_changes = FALSE;

  g_return_val_if_fail (VT_IS_EVENT (event), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (event->kind, kinds[i].kind))
      {
        if (kinds[i].check != NULL && !kinds[i].check (event, context, error))
          return FALSE;
        carries_changes = kinds[i].carries_changes;
        break;
      }

  if (!carries_changes && g_variant_n_children (event->changes) > 0)
    {
      g_autofree char *changing = join_changing_kinds ();

      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a '%s' event cannot change units; only %s events do"),
                   event->kind, changing);
      return FALSE;
    }

  return TRUE;
}

/**
 * vt_event_check:
 * @event: an event
 * @context: the game it is to land in
 * @error: return location for a #VT_GAME_ERROR
 *
 * Returns: whether @event's kind and every one of its changes hold
 */
gboolean
vt_event_check (VtEvent               *event,
                const VtEventContext  *context,
                GError               **error)
{
  VtEventContext local;
  gsize n_changes;
  gboolean ok = TRUE;

  if (!vt_event_check_kind (event, context, error))
    return FALSE;

  /* a unit one change creates may be named by the changes after it */
  local = *context;
  n_changes = g_variant_n_children (event->changes);
  for (gsize i = 0; i < n_changes && ok; i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (event->changes, i);

      ok = vt_change_check_created (change, &local, error);
    }
  if (local.created != context->created)
    g_clear_pointer (&local.created, g_hash_table_unref);

  return ok;
}

/**
 * vt_event_advance_move:
 * @event: an event that passed vt_event_check_kind()
 * @move: the move before it
 *
 * Returns: the Zug after it
 */
guint
vt_event_advance_move (VtEvent *event,
                      guint    move)
{
  guint moves;

  g_return_val_if_fail (VT_IS_EVENT (event), move);

  if (g_str_equal (event->kind, VT_EVENT_CLOCK) &&
      g_variant_lookup (event->payload, "zuege", "u", &moves))
    return move + moves;

  return move;
}
