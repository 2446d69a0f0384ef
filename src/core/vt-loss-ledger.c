/* vt-loss-ledger.c: the losses booked in a game, in the ruleset's points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-loss-ledger"

#include "config.h"

#include <string.h>

#include "vt-account.h"
#include "vt-game.h"
#include "vt-loss-ledger.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* ---- one entry -------------------------------------------------------- */

struct _VtLossEntry
{
  GObject  parent_instance;

  guint    move;
  char    *unit;
  char    *side;
  char    *arm;
  double   points;
  char    *note;
  gint     men;    /* the strength it cost, in the unit type's own count; -1: not told */
  char    *dice;   /* the dice of the event that booked it: "II 5, I 3"; NULL: none */
  gboolean captured; /* taken prisoner, not killed or scattered */
  GVariant *cause; /* the note as a phrase (vt-phrase.h); NULL: an old file's words only */
  guint    event;  /* the journal's event that booked it */
};

G_DEFINE_FINAL_TYPE (VtLossEntry, vt_loss_entry, G_TYPE_OBJECT)

enum {
  ENTRY_PROP_0,
  ENTRY_PROP_MOVE,
  ENTRY_PROP_UNIT,
  ENTRY_PROP_SIDE,
  ENTRY_PROP_ARM,
  ENTRY_PROP_POINTS,
  ENTRY_PROP_NOTE,
  ENTRY_N_PROPS
};

static GParamSpec *entry_properties[ENTRY_N_PROPS];

static void
vt_loss_entry_finalize (GObject *object)
{
  VtLossEntry *self = (VtLossEntry *) object;

  g_clear_pointer (&self->unit, g_free);
  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->arm, g_free);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->dice, g_free);
  g_clear_pointer (&self->cause, g_variant_unref);

  G_OBJECT_CLASS (vt_loss_entry_parent_class)->finalize (object);
}

static void
vt_loss_entry_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  VtLossEntry *self = VT_LOSS_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;

    case ENTRY_PROP_UNIT:
      g_value_set_string (value, self->unit);
      break;

    case ENTRY_PROP_SIDE:
      g_value_set_string (value, self->side);
      break;

    case ENTRY_PROP_ARM:
      g_value_set_string (value, self->arm);
      break;

    case ENTRY_PROP_POINTS:
      g_value_set_double (value, self->points);
      break;

    case ENTRY_PROP_NOTE:
      g_value_set_string (value, self->note);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_loss_entry_class_init (VtLossEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_loss_entry_finalize;
  object_class->get_property = vt_loss_entry_get_property;

  /* read-only: an entry is what the journal says, rebuilt, never edited */
  entry_properties[ENTRY_PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_UNIT] =
    g_param_spec_string ("unit", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_ARM] =
    g_param_spec_string ("arm", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_POINTS] =
    g_param_spec_double ("points", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_NOTE] =
    g_param_spec_string ("note", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, ENTRY_N_PROPS, entry_properties);
}

static void
vt_loss_entry_init (VtLossEntry *self)
{
}

/* the Zug the loss was booked in */
guint
vt_loss_entry_get_move (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), 0);

  return self->move;
}

const char *
vt_loss_entry_get_unit (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->unit;
}

/**
 * vt_loss_entry_get_side:
 * @self: an entry
 *
 * Returns: (nullable): the side of the unit, %NULL when the game does not
 *   know the unit
 */
const char *
vt_loss_entry_get_side (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->side;
}

/**
 * vt_loss_entry_get_arm:
 * @self: an entry
 *
 * Returns: (nullable): the arm the loss is booked to: "infantry",
 *   "closed-infantry", "cavalry"… as the ruleset names them
 */
const char *
vt_loss_entry_get_arm (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->arm;
}

double
vt_loss_entry_get_points (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), 0.0);

  return self->points;
}

/**
 * vt_loss_entry_get_note:
 * @self: an entry
 *
 * Returns: (nullable): why: "fire of I/1 at 300 paces"
 */
const char *
vt_loss_entry_get_note (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->note;
}

/**
 * vt_loss_entry_get_men:
 *
 * Returns: the strength the loss cost, in the unit type's own count
 * (muskets, horses, guns); -1 when the outcome did not say
 */
gint
vt_loss_entry_get_men (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), -1);

  return self->men;
}

/**
 * vt_loss_entry_get_dice:
 *
 * Returns: (nullable): the dice thrown for the action that booked it, each
 * die by its name with the face it showed ("II 5, I 3")
 */
gboolean
vt_loss_entry_get_captured (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), FALSE);

  return self->captured;
}

const char *
vt_loss_entry_get_dice (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->dice;
}

/**
 * vt_loss_entry_get_cause:
 *
 * Returns: (transfer none) (nullable): the note as a phrase, said by
 * vt_game_dup_loss_cause(); %NULL for an old file's loss
 */
GVariant *
vt_loss_entry_get_cause (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), NULL);

  return self->cause;
}

/* the index in the journal of the event that booked it */
guint
vt_loss_entry_get_event (VtLossEntry *self)
{
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (self), 0);

  return self->event;
}


/* ---- the ledger ------------------------------------------------------- */

struct _VtLossLedger
{
  GObject    parent_instance;

  GPtrArray  *entries;      /* of VtLossEntry */
  GHashTable *last_by_unit; /* unit id → its latest entry (borrowed from entries) */
};

static void vt_loss_ledger_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VtLossLedger, vt_loss_ledger, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      vt_loss_ledger_list_model_init))

enum {
  PROP_0,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
vt_loss_ledger_get_item_type (GListModel *model)
{
  return VT_TYPE_LOSS_ENTRY;
}

static guint
vt_loss_ledger_get_n_items (GListModel *model)
{
  return VT_LOSS_LEDGER (model)->entries->len;
}

static gpointer
vt_loss_ledger_get_item (GListModel *model,
                         guint       position)
{
  VtLossLedger *self = VT_LOSS_LEDGER (model);

  if (position >= self->entries->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
vt_loss_ledger_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = vt_loss_ledger_get_item_type;
  iface->get_n_items = vt_loss_ledger_get_n_items;
  iface->get_item = vt_loss_ledger_get_item;
}

static void
vt_loss_ledger_finalize (GObject *object)
{
  VtLossLedger *self = (VtLossLedger *) object;

  g_clear_pointer (&self->last_by_unit, g_hash_table_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_loss_ledger_parent_class)->finalize (object);
}

static void
vt_loss_ledger_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  VtLossLedger *self = VT_LOSS_LEDGER (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->entries->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_loss_ledger_class_init (VtLossLedgerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_loss_ledger_finalize;
  object_class->get_property = vt_loss_ledger_get_property;

  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_loss_ledger_init (VtLossLedger *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->last_by_unit = g_hash_table_new (g_str_hash, g_str_equal);
}

/**
 * vt_loss_ledger_new:
 *
 * Returns: (transfer full): an empty ledger
 */
VtLossLedger *
vt_loss_ledger_new (void)
{
  return g_object_new (VT_TYPE_LOSS_LEDGER, NULL);
}

/**
 * vt_loss_ledger_book:
 * @self: a ledger
 * @move: the move of the loss
 * @unit: the id of the unit that lost
 * @side: (nullable): its side
 * @arm: (nullable): the arm the loss is booked to
 * @points: the loss in the ruleset's points
 * @note: (nullable): why
 *
 * Adds an entry at the end.
 */
void
vt_loss_ledger_book (VtLossLedger *self,
                     guint         move,
                     const char   *unit,
                     const char   *side,
                     const char   *arm,
                     double        points,
                     const char   *note,
                     gint          men)
{
  VtLossEntry *entry;

  g_return_if_fail (VT_IS_LOSS_LEDGER (self));
  g_return_if_fail (unit != NULL);

  entry = g_object_new (VT_TYPE_LOSS_ENTRY, NULL);
  entry->move = move;
  entry->unit = g_strdup (unit);
  entry->side = g_strdup (side);
  entry->arm = g_strdup (arm);
  entry->points = points;
  entry->note = g_strdup (note);
  entry->men = men;
  g_ptr_array_add (self->entries, entry);
  g_hash_table_replace (self->last_by_unit, entry->unit, entry);

  g_list_model_items_changed (G_LIST_MODEL (self), self->entries->len - 1, 0, 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

void
vt_loss_ledger_set_dice (VtLossLedger *self,
                         const char   *dice)
{
  VtLossEntry *entry;

  g_return_if_fail (VT_IS_LOSS_LEDGER (self));
  g_return_if_fail (self->entries->len > 0);

  entry = g_ptr_array_index (self->entries, self->entries->len - 1);
  g_free (entry->dice);
  entry->dice = g_strdup (dice);
}

/**
 * vt_loss_ledger_set_cause:
 * @self: a ledger
 * @event: the journal's index of the event that booked it
 * @cause: (nullable): the note as a phrase
 *
 * Where the entry booked last came from, and why as a phrase.
 */
void
vt_loss_ledger_set_cause (VtLossLedger *self,
                          guint         event,
                          GVariant     *cause)
{
  VtLossEntry *entry;

  g_return_if_fail (VT_IS_LOSS_LEDGER (self));
  g_return_if_fail (self->entries->len > 0);

  entry = g_ptr_array_index (self->entries, self->entries->len - 1);
  entry->event = event;
  g_clear_pointer (&entry->cause, g_variant_unref);
  entry->cause = cause != NULL ? g_variant_ref_sink (cause) : NULL;
}

/**
 * vt_loss_ledger_set_captured:
 * @self: a ledger
 *
 * The entry booked last was taken prisoner (a captured figure, Wells's
 * prisoners), not killed.
 */
void
vt_loss_ledger_set_captured (VtLossLedger *self)
{
  VtLossEntry *entry;

  g_return_if_fail (VT_IS_LOSS_LEDGER (self));
  g_return_if_fail (self->entries->len > 0);

  entry = g_ptr_array_index (self->entries, self->entries->len - 1);
  entry->captured = TRUE;
}

/**
 * vt_loss_ledger_is_captured:
 * @self: a ledger
 * @unit: a unit id
 *
 * Returns: whether the unit's latest loss was a capture
 */
gboolean
vt_loss_ledger_is_captured (VtLossLedger *self,
                            const char   *unit)
{
  VtLossEntry *entry;

  g_return_val_if_fail (VT_IS_LOSS_LEDGER (self), FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  entry = g_hash_table_lookup (self->last_by_unit, unit);
  return entry != NULL && entry->captured;
}

void
vt_loss_ledger_clear (VtLossLedger *self)
{
  guint removed;

  g_return_if_fail (VT_IS_LOSS_LEDGER (self));

  removed = self->entries->len;
  if (removed == 0)
    return;

  g_hash_table_remove_all (self->last_by_unit);
  g_ptr_array_set_size (self->entries, 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

/**
 * vt_loss_ledger_get_total:
 * @self: a ledger
 * @side: (nullable): only this side's losses
 * @arm: (nullable): only this arm's
 * @unit: (nullable): only this unit's
 *
 * Returns: the sum of the points booked that match
 */
double
vt_loss_ledger_get_total (VtLossLedger *self,
                          const char   *side,
                          const char   *arm,
                          const char   *unit)
{
  double total = 0.0;

  g_return_val_if_fail (VT_IS_LOSS_LEDGER (self), 0.0);

  for (guint i = 0; i < self->entries->len; i++)
    {
      VtLossEntry *entry = g_ptr_array_index (self->entries, i);

      if ((side == NULL || g_strcmp0 (side, entry->side) == 0) &&
          (arm == NULL || g_strcmp0 (arm, entry->arm) == 0) &&
          (unit == NULL || g_strcmp0 (unit, entry->unit) == 0))
        total += entry->points;
    }

  return total;
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted */
static void
append_csv_field (GString    *line,
                  const char *field,
                  gboolean    last)
{
  if (field == NULL)
    field = "";
  if (strpbrk (field, ",\"\r\n") != NULL)
    {
      g_string_append_c (line, '"');
      for (const char *c = field; *c != '\0'; c++)
        {
          if (*c == '"')
            g_string_append_c (line, '"');
          g_string_append_c (line, *c);
        }
      g_string_append_c (line, '"');
    }
  else
    g_string_append (line, field);
  g_string_append (line, last ? "\r\n" : ",");
}

char *
vt_loss_ledger_to_csv (VtLossLedger *self,
                       VtGame       *game,
                       const char   *side_id)
{
  GString *out = g_string_new ("move,unit,unit id,side,division,arm,points,men,dice,cause,captured\r\n");
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  VtScenario *state;

  g_return_val_if_fail (VT_IS_LOSS_LEDGER (self), g_string_free (out, FALSE));
  g_return_val_if_fail (VT_IS_GAME (game), g_string_free (out, FALSE));

  state = vt_game_get_state (game);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (self), i);
      VtSide *side = vt_scenario_find_side (state, vt_loss_entry_get_side (entry));
      VtUnit *unit = vt_scenario_find_unit (state, vt_loss_entry_get_unit (entry));
      g_autofree char *move = g_strdup_printf ("%u", vt_loss_entry_get_move (entry));

      if (side_id != NULL && g_strcmp0 (vt_loss_entry_get_side (entry), side_id) != 0)
        continue;
      append_csv_field (out, move, FALSE);
      append_csv_field (out, vt_scenario_get_unit_display_name (state, vt_loss_entry_get_unit (entry)), FALSE);
      append_csv_field (out, vt_loss_entry_get_unit (entry), FALSE);
      append_csv_field (out, side != NULL ? vt_side_get_name (side) : vt_loss_entry_get_side (entry), FALSE);
      append_csv_field (out, unit != NULL ? vt_unit_get_division (unit) : NULL, FALSE);
      append_csv_field (out, vt_loss_entry_get_arm (entry), FALSE);
      g_autofree char *men = vt_loss_entry_get_men (entry) >= 0 ? g_strdup_printf ("%d", vt_loss_entry_get_men (entry))
                                                                 : NULL;

      append_csv_field (out, g_ascii_formatd (number, sizeof number, "%g", vt_loss_entry_get_points (entry)), FALSE);
      append_csv_field (out, men, FALSE);
      append_csv_field (out, vt_loss_entry_get_dice (entry), FALSE);
      g_autofree char *cause = vt_game_dup_loss_cause (game, entry, side_id);

      append_csv_field (out, cause, FALSE);
      append_csv_field (out, vt_loss_entry_get_captured (entry) ? "yes" : NULL, TRUE);
    }
  return g_string_free (out, FALSE);
}
