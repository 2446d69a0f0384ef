/* vt-forces-panel.c: the Forces page: every side's units, and the unit panel for the selected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-forces-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-forces-panel.h"

struct _VtForcesPanel
{
  GtkWidget          parent_instance;

  VtGame            *game;
  GtkMultiSelection *selection;
  guint              showing;  /* the panel selects rows itself */

  /* template children */
  GtkWidget         *box;
  GtkListView       *forces_list;
  VtUnitPanel       *unit_panel;
};

G_DEFINE_FINAL_TYPE (VtForcesPanel, vt_forces_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  UNITS_PICKED,
  UNITS_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
unit_is_on_side (gpointer item,
                 gpointer user_data)
{
  return g_strcmp0 (vt_unit_get_side (VT_UNIT (item)), vt_side_get_id (VT_SIDE (user_data))) == 0;
}

/* A unit went over to another side (a gun captured): every side's group
 * sorts its units again, so the unit leaves one and joins the other. */
static void
side_notified (GtkFilter  *filter,
               GParamSpec *pspec,
               VtUnit     *unit)
{
  gtk_filter_changed (filter, GTK_FILTER_CHANGE_DIFFERENT);
}

static void
watch_sides (GListModel *units,
             guint       position,
             guint       removed,
             guint       added,
             GtkFilter  *filter)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      /* gone with the filter, when its group is collapsed or the game changes */
      g_signal_connect_object (unit, "notify::side", G_CALLBACK (side_notified), filter,
                               G_CONNECT_SWAPPED);
    }
}

static GListModel *
create_side_children (gpointer item,
                      gpointer user_data)
{
  VtForcesPanel *self = user_data;
  GListModel *units;
  GtkCustomFilter *filter;

  if (!VT_IS_SIDE (item) || self->game == NULL)
    return NULL;

  units = vt_scenario_get_units (vt_game_get_state (self->game));
  filter = gtk_custom_filter_new (unit_is_on_side, g_object_ref (item), g_object_unref);
  watch_sides (units, 0, 0, g_list_model_get_n_items (units), GTK_FILTER (filter));
  g_signal_connect_object (units, "items-changed", G_CALLBACK (watch_sides), filter, 0);

  return G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (units), GTK_FILTER (filter)));
}

typedef struct {
  GtkWidget *swatch;
  GtkWidget *name;
  GtkWidget *detail;
  GtkWidget *conditions;
  GtkWidget *strength;
  VtColour   colour;
} ForceRow;

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  ForceRow *row = user_data;
  double radius = MIN (width, height) / 2.0;

  cairo_arc (cr, width / 2.0, height / 2.0, radius - 0.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, row->colour.red, row->colour.green, row->colour.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
caption_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* wrapped, not cut: German formations run long ("Geschlossener
   * Infanterie-Block · Sektionskolonne"); asking no width of its own, the
   * line takes the sidebar's and the sidebar keeps its width */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 1);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static void
setup_force_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 VtForcesPanel            *self)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *grid = gtk_grid_new ();
  ForceRow *row = g_new0 (ForceRow, 1);

  /* name and strength on the first line, type and formation beneath,
   * then the countdowns the rules put on it */
  row->swatch = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (row->swatch), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (row->swatch), 12);
  gtk_widget_set_valign (row->swatch, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (row->swatch, 8);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->swatch), draw_swatch, row, NULL);

  row->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (row->name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (row->name, TRUE);
  row->strength = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->strength), 1);
  gtk_widget_set_margin_start (row->strength, 6);
  gtk_widget_add_css_class (row->strength, "numeric");
  gtk_widget_add_css_class (row->strength, "dim-label");
  gtk_widget_add_css_class (row->strength, "caption");
  row->detail = caption_label ();
  gtk_widget_add_css_class (row->detail, "dim-label");
  row->conditions = caption_label ();
  gtk_widget_add_css_class (row->conditions, "condition-row");

  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_attach (GTK_GRID (grid), row->swatch, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->name, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->strength, 2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->detail, 1, 1, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), row->conditions, 1, 2, 2, 1);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "force-row");

  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), grid);
  g_object_set_data_full (G_OBJECT (expander), "vt-force-row", row, g_free);
  gtk_list_item_set_child (item, expander);
}

/* "Rallying 2 · Face down 3": the countdowns in Züge; a condition that
 * lasts until ended by its label alone */
static char *
format_conditions (VtUnit *unit)
{
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (unit);
  GString *text = g_string_new (NULL);
  GVariantIter iter;
  const char *id, *label;
  guint zuege;

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      g_string_append_printf (text, "%s%s", text->len > 0 ? " · " : "", label);
      if (zuege != VT_CONDITION_UNTIL_ENDED)
        g_string_append_printf (text, " %u", zuege);
    }

  return g_string_free (text, FALSE);
}

static void
show_unit (VtForcesPanel *self,
           ForceRow      *row,
           VtUnit        *unit)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  const VtUnitType *type = ruleset != NULL ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit)) : NULL;
  const char *formation = vt_unit_get_formation (unit);
  const char *type_label;
  g_autofree char *detail = NULL;
  g_autofree char *strength = NULL;
  g_autofree char *conditions = format_conditions (unit);

  gtk_label_set_label (GTK_LABEL (row->name), vt_unit_get_display_name (unit));

  /* the umpire's words for the type and the formation, never their ids */
  type_label = type != NULL ? vt_ruleset_get_unit_type_label (ruleset, type->id)
                            : vt_label_from_id (vt_unit_get_unit_type (unit));
  if (formation != NULL && formation[0] != '\0')
    detail = g_strdup_printf ("%s · %s", type_label,
                              ruleset != NULL ? vt_ruleset_get_formation_label (ruleset, formation)
                                              : vt_label_from_id (formation));
  else
    detail = g_strdup (type_label);
  gtk_label_set_label (GTK_LABEL (row->detail), detail);
  gtk_widget_set_visible (row->detail, TRUE);

  gtk_label_set_label (GTK_LABEL (row->conditions), conditions);
  gtk_widget_set_visible (row->conditions, conditions[0] != '\0');

  /* as the map draws it: a piece of no strength is off the table */
  if (vt_unit_get_strength (unit) == 0)
    strength = g_strdup (_("off the table"));
  else if (type != NULL && type->strength_unit != NULL)
    strength = g_strdup_printf ("%u %s", vt_unit_get_strength (unit),
                                vt_ruleset_translate (ruleset, type->strength_unit));
  else
    strength = g_strdup_printf ("%u", vt_unit_get_strength (unit));
  gtk_label_set_label (GTK_LABEL (row->strength), strength);
  gtk_widget_set_visible (row->strength, TRUE);
  gtk_widget_set_visible (row->swatch, FALSE);
}

static void
unit_notified (VtUnit     *unit,
               GParamSpec *pspec,
               GtkWidget  *expander)
{
  GtkWidget *self = gtk_widget_get_ancestor (expander, VT_TYPE_FORCES_PANEL);

  if (self != NULL && VT_FORCES_PANEL (self)->game != NULL)
    show_unit (VT_FORCES_PANEL (self), g_object_get_data (G_OBJECT (expander), "vt-force-row"), unit);
}

static void
bind_force_row (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                VtForcesPanel            *self)
{
  GtkTreeListRow *list_row = gtk_list_item_get_item (item);
  GtkWidget *expander = gtk_list_item_get_child (item);
  ForceRow *row = g_object_get_data (G_OBJECT (expander), "vt-force-row");
  gpointer object = gtk_tree_list_row_get_item (list_row);

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), list_row);

  if (VT_IS_SIDE (object))
    {
      VtSide *side = object;
      GListModel *units = gtk_tree_list_row_get_children (list_row);
      g_autofree char *count = g_strdup_printf ("%u", units != NULL ? g_list_model_get_n_items (units) : 0);

      row->colour = *vt_side_get_colour (side);
      gtk_label_set_label (GTK_LABEL (row->name), vt_side_get_name (side));
      gtk_widget_add_css_class (row->name, "side-name");
      gtk_widget_set_visible (row->detail, FALSE);
      gtk_widget_set_visible (row->conditions, FALSE);
      gtk_label_set_label (GTK_LABEL (row->strength), count);
      gtk_widget_set_tooltip_text (row->strength, _("Pieces on the map"));
      gtk_widget_set_visible (row->swatch, TRUE);
      gtk_widget_queue_draw (row->swatch);
      gtk_list_item_set_selectable (item, FALSE);
    }
  else if (VT_IS_UNIT (object))
    {
      gtk_widget_remove_css_class (row->name, "side-name");
      gtk_widget_set_tooltip_text (row->strength, NULL);
      show_unit (self, row, object);
      g_signal_connect_object (object, "notify", G_CALLBACK (unit_notified), expander, 0);
      gtk_list_item_set_selectable (item, TRUE);
    }

  g_clear_object (&object);
}

static void
unbind_force_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  VtForcesPanel            *self)
{
  GtkTreeListRow *list_row = gtk_list_item_get_item (item);
  GtkWidget *expander = gtk_list_item_get_child (item);
  g_autoptr(GObject) object = gtk_tree_list_row_get_item (list_row);

  if (VT_IS_UNIT (object))
    g_signal_handlers_disconnect_by_func (object, unit_notified, expander);
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), NULL);
}

/* the unit a row of the list stands for, or NULL */
static VtUnit *
row_unit (VtForcesPanel *self,
          guint          position)
{
  g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->selection), position);
  g_autoptr(GObject) object = row != NULL ? gtk_tree_list_row_get_item (row) : NULL;

  return VT_IS_UNIT (object) ? VT_UNIT (object) : NULL;
}

static void
selection_changed (GtkSelectionModel *model,
                   guint              position,
                   guint              n_items,
                   VtForcesPanel     *self)
{
  if (self->showing > 0 || self->game == NULL)
    return;

  g_signal_emit (self, signals[UNITS_PICKED], 0);
}

/* Enter (or a double click) on a row: the selection is for the map */
static void
row_activated (GtkListView   *list,
               guint          position,
               VtForcesPanel *self)
{
  if (self->game != NULL)
    g_signal_emit (self, signals[UNITS_ACTIVATED], 0);
}

GPtrArray *
vt_forces_panel_get_picked_units (VtForcesPanel *self)
{
  g_autoptr(GtkBitset) selected = NULL;
  GPtrArray *picked = g_ptr_array_new_with_free_func (g_object_unref);
  GtkBitsetIter iter;
  guint row;

  g_return_val_if_fail (VT_IS_FORCES_PANEL (self), picked);

  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &row); more;
       more = gtk_bitset_iter_next (&iter, &row))
    {
      VtUnit *unit = row_unit (self, row);

      if (unit != NULL)
        g_ptr_array_add (picked, g_object_ref (unit));
    }

  return picked;
}

void
vt_forces_panel_show_units (VtForcesPanel      *self,
                            const char * const *unit_ids)
{
  GListModel *rows;
  guint n_rows;
  g_autoptr(GtkBitset) selected = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) mask = NULL;
  guint first = GTK_INVALID_LIST_POSITION;

  g_return_if_fail (VT_IS_FORCES_PANEL (self));
  g_return_if_fail (unit_ids != NULL);

  rows = G_LIST_MODEL (self->selection);
  n_rows = g_list_model_get_n_items (rows);
  mask = gtk_bitset_new_range (0, n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      VtUnit *unit = row_unit (self, i);

      if (unit != NULL && g_strv_contains (unit_ids, vt_unit_get_id (unit)))
        {
          gtk_bitset_add (selected, i);
          if (unit_ids[0] != NULL && g_strcmp0 (unit_ids[0], vt_unit_get_id (unit)) == 0)
            first = i;
        }
    }

  self->showing++;
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), selected, mask);
  self->showing--;

  if (first != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->forces_list), "list.scroll-to-item", "u", first);
}

VtGame *
vt_forces_panel_get_game (VtForcesPanel *self)
{
  g_return_val_if_fail (VT_IS_FORCES_PANEL (self), NULL);

  return self->game;
}

void
vt_forces_panel_set_game (VtForcesPanel *self,
                          VtGame        *game)
{
  GListModel *sides = NULL;
  GtkTreeListModel *tree;

  g_return_if_fail (VT_IS_FORCES_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  if (game != NULL)
    sides = g_object_ref (vt_scenario_get_sides (vt_game_get_state (game)));
  else
    sides = G_LIST_MODEL (g_list_store_new (VT_TYPE_SIDE));

  tree = gtk_tree_list_model_new (sides, FALSE, TRUE, create_side_children, self, NULL);
  self->showing++;
  gtk_multi_selection_set_model (self->selection, G_LIST_MODEL (tree));
  gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
  self->showing--;
  g_object_unref (tree);

  vt_unit_panel_set_game (self->unit_panel, game);
}

VtUnitPanel *
vt_forces_panel_get_unit_panel (VtForcesPanel *self)
{
  g_return_val_if_fail (VT_IS_FORCES_PANEL (self), NULL);

  return self->unit_panel;
}

static void
vt_forces_panel_dispose (GObject *object)
{
  VtForcesPanel *self = VT_FORCES_PANEL (object);

  /* the rows are gone before the game they show */
  if (self->forces_list != NULL)
    gtk_list_view_set_model (self->forces_list, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_FORCES_PANEL);
  g_clear_object (&self->selection);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_forces_panel_parent_class)->dispose (object);
}

static void
vt_forces_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  VtForcesPanel *self = VT_FORCES_PANEL (object);

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
vt_forces_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  VtForcesPanel *self = VT_FORCES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_forces_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_forces_panel_class_init (VtForcesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_forces_panel_dispose;
  object_class->get_property = vt_forces_panel_get_property;
  object_class->set_property = vt_forces_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtForcesPanel::units-picked:
   *
   * The umpire selected or unselected rows of the list.
   */
  signals[UNITS_PICKED] =
    g_signal_new ("units-picked",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * VtForcesPanel::units-activated:
   *
   * The umpire pressed Enter on (or double-clicked) a row: what is picked
   * is to be moved on the map.
   */
  signals[UNITS_ACTIVATED] =
    g_signal_new ("units-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (VT_TYPE_UNIT_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-forces-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtForcesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtForcesPanel, forces_list);
  gtk_widget_class_bind_template_child (widget_class, VtForcesPanel, unit_panel);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-forces-panel");
}

static void
vt_forces_panel_init (VtForcesPanel *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->selection = gtk_multi_selection_new (NULL);
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (selection_changed), self);
  gtk_list_view_set_model (self->forces_list, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->forces_list, "activate", G_CALLBACK (row_activated), self);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_force_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_force_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_force_row), self);
  gtk_list_view_set_factory (self->forces_list, factory);

  vt_forces_panel_set_game (self, NULL);
}

GtkWidget *
vt_forces_panel_new (void)
{
  return g_object_new (VT_TYPE_FORCES_PANEL, NULL);
}
