/* vt-journal-panel.c: the Journal page: every event of the game by Zug, greyed once undone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-journal-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-journal-panel.h"

struct _VtJournalPanel
{
  GtkWidget    parent_instance;

  VtGame      *game;
  GHashTable  *rows;  /* the bound GtkListItems */

  /* template children */
  GtkWidget   *scroller;
  GtkListView *journal_list;
};

G_DEFINE_FINAL_TYPE (VtJournalPanel, vt_journal_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  GtkWidget *zug;
  GtkWidget *summary;
} JournalRow;

static void
setup_journal_row (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   VtJournalPanel           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  JournalRow *row = g_new0 (JournalRow, 1);

  row->zug = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->zug), 0);
  gtk_label_set_width_chars (GTK_LABEL (row->zug), 6);
  gtk_widget_set_valign (row->zug, GTK_ALIGN_START);
  gtk_widget_add_css_class (row->zug, "numeric");
  gtk_widget_add_css_class (row->zug, "dim-label");
  gtk_widget_add_css_class (row->zug, "caption");
  row->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (row->summary), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (row->summary), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (row->summary, TRUE);

  gtk_box_append (GTK_BOX (box), row->zug);
  gtk_box_append (GTK_BOX (box), row->summary);
  gtk_widget_add_css_class (box, "journal-row");
  g_object_set_data_full (G_OBJECT (box), "vt-journal-row", row, g_free);
  gtk_list_item_set_child (item, box);
}

/* The head is marked; what undo took back, and redo would bring, is grey. */
static void
style_journal_row (VtJournalPanel *self,
                   GtkListItem    *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  guint position = gtk_list_item_get_position (item);
  guint head = self->game != NULL ? vt_journal_get_head (vt_game_get_journal (self->game)) : 0;

  if (position + 1 == head)
    gtk_widget_add_css_class (box, "journal-head");
  else
    gtk_widget_remove_css_class (box, "journal-head");

  if (position >= head)
    {
      gtk_widget_add_css_class (box, "undone");
      gtk_widget_set_tooltip_text (box, _("Undone: Redo brings it back"));
    }
  else
    {
      gtk_widget_remove_css_class (box, "undone");
      gtk_widget_set_tooltip_text (box, NULL);
    }
}

static void
bind_journal_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  VtJournalPanel           *self)
{
  VtEvent *event = gtk_list_item_get_item (item);
  JournalRow *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "vt-journal-row");
  g_autofree char *zug = g_strdup_printf (_("Zug %u"), vt_event_get_move (event));
  const char *summary = vt_event_get_summary (event);

  gtk_label_set_label (GTK_LABEL (row->zug), zug);
  gtk_label_set_label (GTK_LABEL (row->summary), summary != NULL ? summary : vt_event_get_kind (event));
  g_hash_table_add (self->rows, item);
  style_journal_row (self, item);
}

static void
unbind_journal_row (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    VtJournalPanel           *self)
{
  g_hash_table_remove (self->rows, item);
}

static void
restyle (VtJournalPanel *self)
{
  GHashTableIter iter;
  gpointer item;

  g_hash_table_iter_init (&iter, self->rows);
  while (g_hash_table_iter_next (&iter, &item, NULL))
    style_journal_row (self, item);
}

static void
journal_grew (GListModel     *journal,
              guint           position,
              guint           removed,
              guint           added,
              VtJournalPanel *self)
{
  guint n = g_list_model_get_n_items (journal);

  if (added > 0 && n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->journal_list), "list.scroll-to-item", "u", n - 1);
}

static void
forget_game (VtJournalPanel *self)
{
  if (self->game == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->game, self);
  g_signal_handlers_disconnect_by_data (vt_game_get_journal (self->game), self);
}

VtGame *
vt_journal_panel_get_game (VtJournalPanel *self)
{
  g_return_val_if_fail (VT_IS_JOURNAL_PANEL (self), NULL);

  return self->game;
}

void
vt_journal_panel_set_game (VtJournalPanel *self,
                           VtGame         *game)
{
  g_autoptr(GtkNoSelection) model = NULL;

  g_return_if_fail (VT_IS_JOURNAL_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  forget_game (self);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  if (game != NULL)
    {
      GListModel *journal = G_LIST_MODEL (vt_game_get_journal (game));

      model = gtk_no_selection_new (g_object_ref (journal));
      g_signal_connect_object (journal, "items-changed", G_CALLBACK (journal_grew), self, 0);
      g_signal_connect_object (journal, "notify::head", G_CALLBACK (restyle), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "changed", G_CALLBACK (restyle), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->journal_list, GTK_SELECTION_MODEL (model));
}

static void
vt_journal_panel_dispose (GObject *object)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

  forget_game (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_JOURNAL_PANEL);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rows, g_hash_table_unref);

  G_OBJECT_CLASS (vt_journal_panel_parent_class)->dispose (object);
}

static void
vt_journal_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_journal_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  VtJournalPanel *self = VT_JOURNAL_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_journal_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_journal_panel_class_init (VtJournalPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_journal_panel_dispose;
  object_class->get_property = vt_journal_panel_get_property;
  object_class->set_property = vt_journal_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-journal-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtJournalPanel, journal_list);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-journal-panel");
}

static void
vt_journal_panel_init (VtJournalPanel *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_hash_table_new (NULL, NULL);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_journal_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_journal_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_journal_row), self);
  gtk_list_view_set_factory (self->journal_list, factory);
}

GtkWidget *
vt_journal_panel_new (void)
{
  return g_object_new (VT_TYPE_JOURNAL_PANEL, NULL);
}
