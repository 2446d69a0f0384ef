/* vt-catalogue-panel.c: the ruleset's troops by arm, dragged onto the map to place them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-catalogue-panel"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-catalogue-panel.h"
#include "vt-side-swatch.h"
#include "vt-unit-editor.h"

struct _VtCataloguePanel
{
  GtkWidget       parent_instance;

  VtEditor       *editor;
  VtMapView      *view;          /* weak */
  GtkDropTarget  *drop_target;   /* on the view, owned by it */

  /* template children */
  GtkWidget      *box;
  GtkDropDown    *side_dropdown;
  GtkLabel       *refused_label;
  GtkLabel       *forces_label;  /* what the rulebook does not allow of the forces */
  GtkListBox     *unit_list;
};

G_DEFINE_FINAL_TYPE (VtCataloguePanel, vt_catalogue_panel, GTK_TYPE_WIDGET)

enum {
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VtScenario *
scenario_of (VtCataloguePanel *self)
{
  return self->editor != NULL ? vt_game_get_scenario (vt_editor_get_game (self->editor)) : NULL;
}

static VtRuleset *
ruleset_of (VtCataloguePanel *self)
{
  return self->editor != NULL ? vt_game_get_ruleset (vt_editor_get_game (self->editor)) : NULL;
}

/* The limits the rulebook gives the forces, in words, as `validate`
 * says them (the same check): shown while they are passed, the placing
 * not refused, so a designer can lay out and then take pieces away. */
static void
show_forces (VtCataloguePanel *self)
{
  VtScenario *scenario = scenario_of (self);
  VtRuleset *ruleset = ruleset_of (self);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  if (scenario != NULL && ruleset != NULL)
    problems = vt_ruleset_check_forces (ruleset, scenario);
  for (guint i = 0; problems != NULL && i < problems->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "",
                            ((VtForcesProblem *) g_ptr_array_index (problems, i))->message);
  gtk_label_set_label (self->forces_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->forces_label), text->len > 0);
}

static void
show_refusal (VtCataloguePanel *self,
              const char       *reason)
{
  gtk_label_set_label (self->refused_label, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->refused_label), reason != NULL);
  if (reason != NULL)
    g_signal_emit (self, signals[REFUSED], 0, reason);
}

/* the side chooser: each side's colour and name */

static void
side_item_setup (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (box), vt_side_swatch_new (NULL));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
side_item_bind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  data)
{
  VtSide *side = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *swatch = gtk_widget_get_first_child (box);

  vt_side_swatch_set_colour (VT_SIDE_SWATCH (swatch), vt_side_get_colour (side));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_next_sibling (swatch)), vt_side_get_name (side));
}

/* the catalogue */

/* "450 muskets"; "1 man", "1 gun": the rulesets name their counts in the plural */
static char *
describe_strength (VtRuleset        *ruleset,
                   const VtUnitType *type)
{
  const char *unit = type->strength_unit != NULL ? type->strength_unit : "";
  const char *translated = vt_ruleset_translate (ruleset, unit);
  gsize length = strlen (unit);

  /* a translated word is the translator's, for any count ("1 Mann") */
  if (translated != unit)
    return g_strdup_printf ("%u %s", type->strength, translated);
  if (type->strength != 1 || length < 2)
    return g_strdup_printf ("%u %s", type->strength, unit);
  if (g_str_equal (unit, "men"))
    return g_strdup ("1 man");
  if (unit[length - 1] == 's')
    return g_strdup_printf ("1 %.*s", (int) (length - 1), unit);
  return g_strdup_printf ("1 %s", unit);
}

static GtkWidget *
header_row (const char *arm)
{
  GtkWidget *label = gtk_label_new (vt_label_from_id (arm));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static GdkContentProvider *
drag_prepare (GtkDragSource *source,
              double         x,
              double         y,
              GtkWidget     *row)
{
  const char *unit_type = g_object_get_data (G_OBJECT (row), "unit-type");
  g_autofree char *content = g_strconcat (VT_CATALOGUE_DRAG_PREFIX, unit_type, NULL);

  return gdk_content_provider_new_typed (G_TYPE_STRING, content);
}

static void
drag_begin (GtkDragSource *source,
            GdkDrag       *drag,
            GtkWidget     *row)
{
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, icon, 0, 0);
}

static GtkWidget *
unit_type_row (VtRuleset        *ruleset,
               const VtUnitType *type)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (vt_ruleset_get_unit_type_label (ruleset, type->id));
  g_autofree char *strength = describe_strength (ruleset, type);
  GtkWidget *detail = gtk_label_new (strength);
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  if (type->description != NULL)
    gtk_widget_set_tooltip_text (row, vt_ruleset_translate (ruleset, type->description));
  g_object_set_data_full (G_OBJECT (row), "unit-type", g_strdup (type->id), g_free);

  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare), row);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  return row;
}

static void
fill_catalogue (VtCataloguePanel *self)
{
  VtRuleset *ruleset = ruleset_of (self);
  const VtUnitType *types;
  g_autoptr(GPtrArray) arms = g_ptr_array_new ();
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->unit_list))) != NULL)
    gtk_list_box_remove (self->unit_list, child);

  if (ruleset == NULL)
    return;

  /* the arms in the order the catalogue first names them */
  types = vt_ruleset_get_unit_types (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      const char *arm = types[i].arm != NULL ? types[i].arm : "other";
      gboolean seen = FALSE;

      for (guint j = 0; j < arms->len && !seen; j++)
        seen = strcmp (g_ptr_array_index (arms, j), arm) == 0;
      if (!seen)
        g_ptr_array_add (arms, (gpointer) arm);
    }

  for (guint j = 0; j < arms->len; j++)
    {
      const char *arm = g_ptr_array_index (arms, j);

      gtk_list_box_append (self->unit_list, header_row (arm));
      for (guint i = 0; i < n; i++)
        if (strcmp (types[i].arm != NULL ? types[i].arm : "other", arm) == 0)
          gtk_list_box_append (self->unit_list, unit_type_row (ruleset, &types[i]));
    }
}

/* placing */

/* Degrees clockwise from north that turn a unit at @at toward the middle
 * of the map, to the nearest 15° (the step of the arrange tool's [ and ],
 * so a line placed by hand can be squared up); 0 in the middle itself. */
static double
facing_toward_middle (VtMap         *map,
                      const VtPoint *at)
{
  double dx = vt_map_get_width (map) / 2 - at->x;
  double dy = vt_map_get_height (map) / 2 - at->y;
  double facing;

  if (hypot (dx, dy) < 1e-6)
    return 0;

  facing = atan2 (dx, -dy) * 180.0 / G_PI;
  facing = round (facing / 15.0) * 15.0;
  facing = fmod (facing + 360.0, 360.0);
  return facing >= 360.0 ? 0 : facing;
}

char *
vt_catalogue_panel_place_unit (VtCataloguePanel  *self,
                               const char        *unit_type,
                               const VtPoint     *point,
                               GError           **error)
{
  VtScenario *scenario;
  VtRuleset *ruleset;
  const VtUnitType *type;
  const char *side;
  g_autofree char *stem = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autoptr(VtUnit) unit = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (VT_IS_CATALOGUE_PANEL (self), NULL);
  g_return_val_if_fail (unit_type != NULL, NULL);
  g_return_val_if_fail (point != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scenario = scenario_of (self);
  ruleset = ruleset_of (self);
  side = vt_catalogue_panel_get_side (self);
  type = ruleset != NULL ? vt_ruleset_find_unit_type (ruleset, unit_type) : NULL;
  if (type == NULL)
    {
      g_set_error (&local_error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                   _("This ruleset has no troops of that kind (“%s”)."), unit_type);
    }
  else if (point->x < 0 || point->y < 0 ||
           point->x > vt_map_get_width (vt_scenario_get_map (scenario)) ||
           point->y > vt_map_get_height (vt_scenario_get_map (scenario)))
    {
      g_set_error_literal (&local_error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                           _("That is beyond the edge of the map: place troops on the map itself."));
    }
  else if (side == NULL)
    {
      g_set_error_literal (&local_error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                           _("The scenario has no sides yet: troops are placed for a side."));
    }
  else
    {
      stem = g_strdup_printf ("%s-%s", side, type->id);
      id = vt_editor_new_unit_id (self->editor, stem);
      name = vt_unit_editor_name_new_unit (self->editor, side, type->id);
      unit = vt_unit_new (id, type->id, side);
      vt_unit_set_name (unit, name);
      vt_unit_set_strength (unit, type->strength);
      if (type->formations != NULL && type->formations[0] != NULL)
        vt_unit_set_formation (unit, type->formations[0]);
      vt_unit_set_position (unit, point);
      vt_unit_set_facing (unit, facing_toward_middle (vt_scenario_get_map (scenario), point));
      /* on a board a piece stands on the square it is dropped on */
      if (vt_map_get_board (vt_scenario_get_map (scenario)) != NULL)
        {
          const VtCell *cell = vt_board_cell_at (vt_map_get_board (vt_scenario_get_map (scenario)), point);

          if (cell == NULL)
            g_set_error_literal (&local_error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                                 _("Put the piece on a square of the board."));
          else
            vt_unit_set_cell (unit, cell->number);
        }
      if (local_error == NULL)
        vt_editor_put_unit (self->editor, unit, &local_error);
    }

  if (local_error != NULL)
    {
      show_refusal (self, local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  show_refusal (self, NULL);
  show_forces (self);
  if (self->view != NULL)
    vt_map_view_set_selected_unit (self->view, id);
  return g_steal_pointer (&id);
}

gboolean
vt_catalogue_panel_drop (VtCataloguePanel *self,
                         const char       *content,
                         double            x,
                         double            y)
{
  VtPoint point;
  g_autofree char *id = NULL;

  g_return_val_if_fail (VT_IS_CATALOGUE_PANEL (self), FALSE);

  if (content == NULL || !g_str_has_prefix (content, VT_CATALOGUE_DRAG_PREFIX) ||
      self->editor == NULL || self->view == NULL ||
      !vt_map_view_to_map (self->view, x, y, &point))
    return FALSE;

  id = vt_catalogue_panel_place_unit (self, content + strlen (VT_CATALOGUE_DRAG_PREFIX), &point, NULL);
  return id != NULL;
}

static gboolean
view_drop (GtkDropTarget    *target,
           const GValue     *value,
           double            x,
           double            y,
           VtCataloguePanel *self)
{
  if (!G_VALUE_HOLDS_STRING (value))
    return FALSE;
  return vt_catalogue_panel_drop (self, g_value_get_string (value), x, y);
}

/* Enter on a row: in the middle of what the view shows */
static void
row_activated (VtCataloguePanel *self,
               GtkListBoxRow    *row)
{
  const char *unit_type = g_object_get_data (G_OBJECT (row), "unit-type");
  GtkWidget *view = GTK_WIDGET (self->view);
  VtPoint point;

  if (unit_type == NULL || view == NULL || self->editor == NULL)
    return;
  if (!vt_map_view_to_map (self->view, gtk_widget_get_width (view) / 2.0,
                           gtk_widget_get_height (view) / 2.0, &point))
    return;
  g_free (vt_catalogue_panel_place_unit (self, unit_type, &point, NULL));
}

/* API */

GtkWidget *
vt_catalogue_panel_new (void)
{
  return g_object_new (VT_TYPE_CATALOGUE_PANEL, NULL);
}

void
vt_catalogue_panel_set_editor (VtCataloguePanel *self,
                               VtEditor         *editor)
{
  VtScenario *scenario;

  g_return_if_fail (VT_IS_CATALOGUE_PANEL (self));
  g_return_if_fail (editor == NULL || VT_IS_EDITOR (editor));

  if (self->editor == editor)
    return;
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_set_object (&self->editor, editor);

  scenario = scenario_of (self);
  /* every edit of the forces (a piece taken away, a strength, an undo)
   * may bring them within the limits or beyond */
  if (editor != NULL)
    g_signal_connect_object (editor, "changed", G_CALLBACK (show_forces), self, G_CONNECT_SWAPPED);
  show_forces (self);
  gtk_drop_down_set_model (self->side_dropdown, scenario != NULL ? vt_scenario_get_sides (scenario) : NULL);
  show_refusal (self, NULL);
  fill_catalogue (self);
}

const char *
vt_catalogue_panel_get_side (VtCataloguePanel *self)
{
  VtSide *side;

  g_return_val_if_fail (VT_IS_CATALOGUE_PANEL (self), NULL);

  side = gtk_drop_down_get_selected_item (self->side_dropdown);
  return side != NULL ? vt_side_get_id (side) : NULL;
}

void
vt_catalogue_panel_set_side (VtCataloguePanel *self,
                             const char       *side_id)
{
  GListModel *sides;

  g_return_if_fail (VT_IS_CATALOGUE_PANEL (self));

  sides = gtk_drop_down_get_model (self->side_dropdown);
  if (sides == NULL)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (side), side_id) == 0)
        gtk_drop_down_set_selected (self->side_dropdown, i);
    }
}

void
vt_catalogue_panel_set_map_view (VtCataloguePanel *self,
                                 VtMapView        *view)
{
  g_return_if_fail (VT_IS_CATALOGUE_PANEL (self));
  g_return_if_fail (view == NULL || VT_IS_MAP_VIEW (view));

  if (self->view == view)
    return;

  if (self->view != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (self->drop_target));
      g_object_remove_weak_pointer (G_OBJECT (self->view), (gpointer *) &self->view);
    }
  self->drop_target = NULL;
  self->view = view;
  if (view == NULL)
    return;

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &self->view);
  self->drop_target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect_object (self->drop_target, "drop", G_CALLBACK (view_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (view), GTK_EVENT_CONTROLLER (self->drop_target));
}

static void
vt_catalogue_panel_dispose (GObject *object)
{
  VtCataloguePanel *self = VT_CATALOGUE_PANEL (object);

  vt_catalogue_panel_set_map_view (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_CATALOGUE_PANEL);
  g_clear_object (&self->editor);

  G_OBJECT_CLASS (vt_catalogue_panel_parent_class)->dispose (object);
}

static void
vt_catalogue_panel_class_init (VtCataloguePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_catalogue_panel_dispose;

  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-catalogue-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtCataloguePanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtCataloguePanel, side_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtCataloguePanel, refused_label);
  gtk_widget_class_bind_template_child (widget_class, VtCataloguePanel, forces_label);
  gtk_widget_class_bind_template_child (widget_class, VtCataloguePanel, unit_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-catalogue-panel");
}

static void
vt_catalogue_panel_init (VtCataloguePanel *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (side_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (side_item_bind), NULL);
  gtk_drop_down_set_factory (self->side_dropdown, factory);
  g_object_unref (factory);
}
