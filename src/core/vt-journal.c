/* vt-journal.c: the append-only record of a game, with its head
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-journal"

#include "config.h"

#include "vt-event.h"
#include "vt-journal.h"

struct _VtJournal
{
  GObject    parent_instance;

  GPtrArray *events; /* of VtEvent; those from head on are the redo tail */
  guint      head;
};

static void vt_journal_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VtJournal, vt_journal, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      vt_journal_list_model_init))

enum {
  PROP_0,
  PROP_HEAD,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
vt_journal_get_item_type (GListModel *model)
{
  return VT_TYPE_EVENT;
}

static guint
vt_journal_get_n_items (GListModel *model)
{
  VtJournal *self = VT_JOURNAL (model);

  return self->events->len;
}

static gpointer
vt_journal_get_item (GListModel *model,
                     guint       position)
{
  VtJournal *self = VT_JOURNAL (model);

  if (position >= self->events->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->events, position));
}

static void
vt_journal_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = vt_journal_get_item_type;
  iface->get_n_items = vt_journal_get_n_items;
  iface->get_item = vt_journal_get_item;
}

static void
vt_journal_finalize (GObject *object)
{
  VtJournal *self = (VtJournal *) object;

  g_clear_pointer (&self->events, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_journal_parent_class)->finalize (object);
}

static void
vt_journal_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  VtJournal *self = VT_JOURNAL (object);

  switch (prop_id)
    {
    case PROP_HEAD:
      g_value_set_uint (value, self->head);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, vt_journal_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, vt_journal_can_redo (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_journal_class_init (VtJournalClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_journal_finalize;
  object_class->get_property = vt_journal_get_property;

  properties[PROP_HEAD] =
    g_param_spec_uint ("head", NULL, NULL,
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
}

static void
vt_journal_init (VtJournal *self)
{
  self->events = g_ptr_array_new_with_free_func (g_object_unref);
}

/* Moves the head and says so, along with whatever undo and redo now allow. */
static void
move_head (VtJournal *self,
           guint      head,
           gboolean   could_undo,
           gboolean   could_redo)
{
  gboolean changed = self->head != head;

  self->head = head;

  g_object_freeze_notify (G_OBJECT (self));
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEAD]);
  if (could_undo != vt_journal_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != vt_journal_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * vt_journal_new:
 *
 * Returns: (transfer full): an empty journal
 */
VtJournal *
vt_journal_new (void)
{
  return g_object_new (VT_TYPE_JOURNAL, NULL);
}

/**
 * vt_journal_get_head:
 * @self: a journal
 *
 * Returns: the number of events in force
 */
guint
vt_journal_get_head (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), 0);

  return self->head;
}

/**
 * vt_journal_get_length:
 * @self: a journal
 *
 * Returns: the number of events, including those redo would bring back
 */
guint
vt_journal_get_length (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), 0);

  return self->events->len;
}

/**
 * vt_journal_get_event:
 * @self: a journal
 * @position: an index below the length
 *
 * Returns: (transfer none): the event
 */
VtEvent *
vt_journal_get_event (VtJournal *self,
                      guint      position)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), NULL);
  g_return_val_if_fail (position < self->events->len, NULL);

  return g_ptr_array_index (self->events, position);
}

/**
 * vt_journal_append:
 * @self: a journal
 * @event: the event that just happened
 *
 * Puts @event at the head and moves the head past it. Undone events
 * after the head are dropped: once something new happens, they can no
 * longer be redone.
 */
void
vt_journal_append (VtJournal *self,
                   VtEvent   *event)
{
  gboolean could_undo;
  gboolean could_redo;
  guint position;
  guint removed;

  g_return_if_fail (VT_IS_JOURNAL (self));
  g_return_if_fail (VT_IS_EVENT (event));

  could_undo = vt_journal_can_undo (self);
  could_redo = vt_journal_can_redo (self);

  position = self->head;
  removed = self->events->len - position;
  if (removed > 0)
    g_ptr_array_remove_range (self->events, position, removed);
  g_ptr_array_add (self->events, g_object_ref (event));

  /* the head moves first, so a list view learning of the new row already
   * sees it in force */
  move_head (self, position + 1, could_undo, could_redo);
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, 1);
}

gboolean
vt_journal_can_undo (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), FALSE);

  return self->head > 0;
}

gboolean
vt_journal_can_redo (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), FALSE);

  return self->head < self->events->len;
}

/**
 * vt_journal_undo:
 * @self: a journal
 *
 * Moves the head back by one event. The journal only keeps the record:
 * vt_game_undo() also brings the game's state back.
 *
 * Returns: %FALSE when there is nothing to undo
 */
gboolean
vt_journal_undo (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), FALSE);

  if (!vt_journal_can_undo (self))
    return FALSE;

  move_head (self, self->head - 1, TRUE, vt_journal_can_redo (self));

  return TRUE;
}

/**
 * vt_journal_redo:
 * @self: a journal
 *
 * Moves the head forward by one event; see vt_journal_undo().
 *
 * Returns: %FALSE when there is nothing to redo
 */
gboolean
vt_journal_redo (VtJournal *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), FALSE);

  if (!vt_journal_can_redo (self))
    return FALSE;

  move_head (self, self->head + 1, vt_journal_can_undo (self), TRUE);

  return TRUE;
}

/**
 * vt_journal_set_head:
 * @self: a journal
 * @head: the number of events in force, at most the length
 *
 * For the file reader, which saves the head along with undone events.
 *
 * Returns: %FALSE when @head is beyond the last event
 */
gboolean
vt_journal_set_head (VtJournal *self,
                     guint      head)
{
  g_return_val_if_fail (VT_IS_JOURNAL (self), FALSE);

  if (head > self->events->len)
    return FALSE;

  move_head (self, head, vt_journal_can_undo (self), vt_journal_can_redo (self));

  return TRUE;
}
