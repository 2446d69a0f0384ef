/* vt-losses-panel.c: the Losses page: the loss ledger entry by entry, and each side's total
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-losses-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-losses-panel.h"

struct _VtLossesPanel
{
  GtkWidget     parent_instance;

  VtGame       *game;
  VtLossLedger *ledger;

  /* template children */
  GtkWidget    *box;
  GtkListView  *losses_list;
  GtkLabel     *totals_label;
};

G_DEFINE_FINAL_TYPE (VtLossesPanel, vt_losses_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  GtkWidget *title;
  GtkWidget *points;
  GtkWidget *detail;
} LossRow;

static void
setup_loss_row (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                VtLossesPanel            *self)
{
  GtkWidget *grid = gtk_grid_new ();
  LossRow *row = g_new0 (LossRow, 1);

  row->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (row->title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (row->title, TRUE);
  row->points = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->points), 1);
  gtk_widget_add_css_class (row->points, "numeric");
  gtk_widget_add_css_class (row->points, "heading");
  row->detail = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->detail), 0);
  gtk_label_set_wrap (GTK_LABEL (row->detail), TRUE);
  gtk_widget_add_css_class (row->detail, "caption");
  gtk_widget_add_css_class (row->detail, "dim-label");

  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_attach (GTK_GRID (grid), row->title, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->points, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->detail, 0, 1, 2, 1);
  gtk_widget_add_css_class (grid, "loss-row");
  g_object_set_data_full (G_OBJECT (grid), "vt-loss-row", row, g_free);
  gtk_list_item_set_child (item, grid);
}

static const char *
unit_name (VtLossesPanel *self,
           const char    *unit_id)
{
  return self->game != NULL ? vt_scenario_get_unit_display_name (vt_game_get_state (self->game), unit_id) : unit_id;
}

static char *
format_points (double points)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%g Point", "%g Points", points == 1 ? 1 : 2), points);
}

static void
bind_loss_row (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               VtLossesPanel            *self)
{
  VtLossEntry *entry = gtk_list_item_get_item (item);
  LossRow *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "vt-loss-row");
  g_autofree char *title = g_strdup_printf (_("Zug %u · %s"), vt_loss_entry_get_move (entry),
                                            unit_name (self, vt_loss_entry_get_unit (entry)));
  g_autofree char *points = format_points (vt_loss_entry_get_points (entry));
  const char *note = vt_loss_entry_get_note (entry);
  g_autofree char *detail = note != NULL && note[0] != '\0'
                              ? g_strdup_printf ("%s — %s", vt_loss_entry_get_arm (entry), note)
                              : g_strdup (vt_loss_entry_get_arm (entry));

  gtk_label_set_label (GTK_LABEL (row->title), title);
  gtk_label_set_label (GTK_LABEL (row->points), points);
  gtk_label_set_label (GTK_LABEL (row->detail), detail);
}

/* "Red: 12 Points · Blue: 4 Points" */
static void
update_totals (VtLossesPanel *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GListModel *sides;

  if (self->game == NULL || self->ledger == NULL)
    {
      gtk_label_set_label (self->totals_label, "");
      return;
    }

  if (g_list_model_get_n_items (G_LIST_MODEL (self->ledger)) == 0)
    {
      gtk_label_set_label (self->totals_label, _("No losses booked yet."));
      return;
    }

  sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *points = format_points (vt_loss_ledger_get_total (self->ledger, vt_side_get_id (side), NULL, NULL));

      g_string_append_printf (text, "%s%s: %s", text->len > 0 ? "\n" : "", vt_side_get_name (side), points);
    }

  gtk_label_set_label (self->totals_label, text->str);
}

/* The game may hand out a new ledger after a replay: the page follows it. */
static void
show_ledger (VtLossesPanel *self)
{
  VtLossLedger *ledger = self->game != NULL ? vt_game_get_loss_ledger (self->game) : NULL;
  g_autoptr(GtkNoSelection) model = NULL;

  if (ledger == self->ledger && ledger != NULL)
    return;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_set_object (&self->ledger, ledger);

  if (ledger != NULL)
    {
      model = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (ledger)));
      g_signal_connect_object (ledger, "items-changed", G_CALLBACK (update_totals), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->losses_list, GTK_SELECTION_MODEL (model));
  update_totals (self);
}

static void
game_changed (VtLossesPanel *self)
{
  show_ledger (self);
  update_totals (self);
}

VtGame *
vt_losses_panel_get_game (VtLossesPanel *self)
{
  g_return_val_if_fail (VT_IS_LOSSES_PANEL (self), NULL);

  return self->game;
}

void
vt_losses_panel_set_game (VtLossesPanel *self,
                          VtGame        *game)
{
  g_return_if_fail (VT_IS_LOSSES_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  show_ledger (self);
}

static void
vt_losses_panel_dispose (GObject *object)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_LOSSES_PANEL);
  g_clear_object (&self->ledger);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_losses_panel_parent_class)->dispose (object);
}

static void
vt_losses_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

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
vt_losses_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_losses_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_losses_panel_class_init (VtLossesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_losses_panel_dispose;
  object_class->get_property = vt_losses_panel_get_property;
  object_class->set_property = vt_losses_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-losses-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, losses_list);
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, totals_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-losses-panel");
}

static void
vt_losses_panel_init (VtLossesPanel *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_loss_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_loss_row), self);
  gtk_list_view_set_factory (self->losses_list, factory);
}

GtkWidget *
vt_losses_panel_new (void)
{
  return g_object_new (VT_TYPE_LOSSES_PANEL, NULL);
}
