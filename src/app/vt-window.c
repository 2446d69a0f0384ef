/* vt-window.c: the umpire's main window: forces, map and status
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-window.h"

#define RECENT_MIME_TYPE "application/x-vertrauter"
#define RECENT_LIMIT     10

struct _VtWindow
{
  GtkApplicationWindow  parent_instance;

  VtGame               *game;
  GFile                *file;
  gboolean              dirty;
  GSettings            *settings;
  GtkSingleSelection   *selection;

  /* template children */
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkStack             *stack;
  GtkListView          *forces_list;
  VtMapView            *map_view;
  GtkLabel             *position_label;
  GtkLabel             *scale_label;
  GtkLabel             *ruleset_label;
  GMenu                *recent_section;
};

G_DEFINE_FINAL_TYPE (VtWindow, vt_window, GTK_TYPE_APPLICATION_WINDOW)

static const char *
unit_of_length (VtWindow *self)
{
  return vt_map_get_unit_of_length (vt_scenario_get_map (vt_game_get_state (self->game)));
}

static void
update_title (VtWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  const char *scenario_title = NULL;

  if (self->game == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Vertrauter"));
      gtk_label_set_label (self->title_label, _("Vertrauter"));
      gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), FALSE);
      return;
    }

  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      name = g_filename_display_name (basename);
    }
  else
    name = g_strdup (_("Unsaved Game"));

  /* The star says there is something to save. */
  title = g_strdup_printf ("%s%s", self->dirty ? "*" : "", name);
  gtk_label_set_label (self->title_label, title);

  scenario_title = vt_scenario_get_title (vt_game_get_state (self->game));
  gtk_label_set_label (self->subtitle_label, scenario_title != NULL ? scenario_title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label),
                          scenario_title != NULL && scenario_title[0] != '\0');

  {
    g_autofree char *window_title = g_strdup_printf ("%s — %s", title, _("Vertrauter"));

    gtk_window_set_title (GTK_WINDOW (self), window_title);
  }
}

static void
set_dirty (VtWindow *self,
           gboolean  dirty)
{
  if (self->dirty == dirty)
    return;

  self->dirty = dirty;
  update_title (self);
}

static void
update_actions (VtWindow *self)
{
  static const char *game_actions[] = { "save", "save-as", "zoom-in", "zoom-out", "zoom-fit" };

  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), game_actions[i]);

      g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->game != NULL);
    }
}

static void
update_scale (VtWindow *self)
{
  double scale = vt_map_view_get_scale (self->map_view);
  g_autofree char *text = NULL;

  if (self->game == NULL || scale <= 0)
    {
      gtk_label_set_label (self->scale_label, "");
      return;
    }

  text = vt_measure_format_scale (scale, unit_of_length (self));
  gtk_label_set_label (self->scale_label, text);
}

static void
update_position (VtWindow *self,
                 double    x,
                 double    y,
                 gboolean  inside)
{
  VtPoint point;
  g_autofree char *east = NULL;
  g_autofree char *south = NULL;
  g_autofree char *text = NULL;

  if (inside && self->game != NULL && vt_map_view_to_map (self->map_view, x, y, &point))
    {
      VtMap *map = vt_scenario_get_map (vt_game_get_state (self->game));

      /* the table around the map has no position */
      inside = point.x >= 0 && point.y >= 0 &&
               point.x <= vt_map_get_width (map) && point.y <= vt_map_get_height (map);
    }
  else
    inside = FALSE;

  if (!inside)
    {
      gtk_label_set_label (self->position_label, "");
      return;
    }

  /* "x 1,250 · y 800 paces": the unit once, after both numbers */
  east = vt_measure_format_length (point.x, NULL);
  south = vt_measure_format_length (point.y, unit_of_length (self));
  g_strstrip (east);
  text = g_strdup_printf ("x %s · y %s", east, south);
  gtk_label_set_label (self->position_label, text);
}

static void
pointer_moved (GtkEventControllerMotion *motion,
               double                    x,
               double                    y,
               VtWindow                 *self)
{
  update_position (self, x, y, TRUE);
}

static void
pointer_left (GtkEventControllerMotion *motion,
              VtWindow                 *self)
{
  update_position (self, 0, 0, FALSE);
}

/* forces sidebar */

static gboolean
unit_is_on_side (gpointer item,
                 gpointer user_data)
{
  return g_strcmp0 (vt_unit_get_side (VT_UNIT (item)), vt_side_get_id (VT_SIDE (user_data))) == 0;
}

static GListModel *
create_side_children (gpointer item,
                      gpointer user_data)
{
  VtWindow *self = user_data;
  GListModel *units;
  GtkCustomFilter *filter;

  if (!VT_IS_SIDE (item) || self->game == NULL)
    return NULL;

  units = vt_scenario_get_units (vt_game_get_state (self->game));
  filter = gtk_custom_filter_new (unit_is_on_side, g_object_ref (item), g_object_unref);

  return G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (units), GTK_FILTER (filter)));
}

typedef struct {
  GtkWidget *swatch;
  GtkWidget *name;
  GtkWidget *detail;
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

static void
setup_force_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 VtWindow                 *self)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *grid = gtk_grid_new ();
  ForceRow *row = g_new0 (ForceRow, 1);

  /* name and strength on the first line, type and formation beneath */
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
  row->detail = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->detail), 0);
  gtk_label_set_ellipsize (GTK_LABEL (row->detail), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (row->detail, "dim-label");
  gtk_widget_add_css_class (row->detail, "caption");

  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_attach (GTK_GRID (grid), row->swatch, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->name, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->strength, 2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), row->detail, 1, 1, 2, 1);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "force-row");

  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), grid);
  g_object_set_data_full (G_OBJECT (expander), "vt-force-row", row, g_free);
  gtk_list_item_set_child (item, expander);
}

static void
show_unit (VtWindow *self,
           ForceRow *row,
           VtUnit   *unit)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  const VtUnitType *type = ruleset != NULL ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit)) : NULL;
  const char *formation = vt_unit_get_formation (unit);
  g_autofree char *detail = NULL;
  g_autofree char *strength = NULL;
  const char *name = vt_unit_get_name (unit);

  gtk_label_set_label (GTK_LABEL (row->name), name != NULL && name[0] != '\0' ? name : vt_unit_get_id (unit));

  if (formation != NULL && formation[0] != '\0')
    detail = g_strdup_printf ("%s · %s", type != NULL ? type->label : vt_unit_get_unit_type (unit), formation);
  else
    detail = g_strdup (type != NULL ? type->label : vt_unit_get_unit_type (unit));
  gtk_label_set_label (GTK_LABEL (row->detail), detail);
  gtk_widget_set_visible (row->detail, TRUE);

  if (type != NULL && type->strength_unit != NULL)
    strength = g_strdup_printf ("%u %s", vt_unit_get_strength (unit), type->strength_unit);
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
  VtWindow *self = VT_WINDOW (gtk_widget_get_root (expander));

  if (self != NULL && self->game != NULL)
    show_unit (self, g_object_get_data (G_OBJECT (expander), "vt-force-row"), unit);
}

static void
bind_force_row (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                VtWindow                 *self)
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
                  VtWindow                 *self)
{
  GtkTreeListRow *list_row = gtk_list_item_get_item (item);
  GtkWidget *expander = gtk_list_item_get_child (item);
  g_autoptr(GObject) object = gtk_tree_list_row_get_item (list_row);

  if (VT_IS_UNIT (object))
    g_signal_handlers_disconnect_by_func (object, unit_notified, expander);
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), NULL);
}

static void
unit_position (VtWindow *self,
               VtUnit   *unit,
               VtPoint  *point)
{
  VtMap *map = vt_scenario_get_map (vt_game_get_state (self->game));
  const VtBoard *board = vt_map_get_board (map);
  const VtCell *cell;

  vt_unit_get_position (unit, point);
  if (board != NULL && vt_unit_get_cell (unit) != 0 &&
      (cell = vt_board_find_cell (board, vt_unit_get_cell (unit))) != NULL)
    *point = cell->centre;
}

static void
selection_changed (GtkSingleSelection *selection,
                   GParamSpec         *pspec,
                   VtWindow           *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);
  g_autoptr(GObject) object = row != NULL ? gtk_tree_list_row_get_item (row) : NULL;
  VtPoint point;

  if (self->game == NULL || !VT_IS_UNIT (object))
    {
      vt_map_view_set_selected_unit (self->map_view, NULL);
      return;
    }

  vt_map_view_set_selected_unit (self->map_view, vt_unit_get_id (VT_UNIT (object)));
  unit_position (self, VT_UNIT (object), &point);
  vt_map_view_centre_on (self->map_view, &point);
}

/* A click on a unit on the map selects its row. */
static void
map_unit_activated (VtMapView  *view,
                    const char *unit_id,
                    VtWindow   *self)
{
  GListModel *rows = G_LIST_MODEL (self->selection);

  if (unit_id == NULL)
    {
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(GObject) object = gtk_tree_list_row_get_item (row);

      if (VT_IS_UNIT (object) && g_strcmp0 (vt_unit_get_id (VT_UNIT (object)), unit_id) == 0)
        {
          vt_map_view_set_selected_unit (self->map_view, unit_id);
          g_signal_handlers_block_by_func (self->selection, selection_changed, self);
          gtk_single_selection_set_selected (self->selection, i);
          g_signal_handlers_unblock_by_func (self->selection, selection_changed, self);
          gtk_widget_activate_action (GTK_WIDGET (self->forces_list), "list.scroll-to-item", "u", i);
          return;
        }
    }
}

static void
show_forces (VtWindow *self)
{
  GListModel *sides = NULL;
  GtkTreeListModel *tree;

  if (self->game != NULL)
    sides = g_object_ref (vt_scenario_get_sides (vt_game_get_state (self->game)));
  else
    sides = G_LIST_MODEL (g_list_store_new (VT_TYPE_SIDE));

  tree = gtk_tree_list_model_new (sides, FALSE, TRUE, create_side_children, self, NULL);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (tree));
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_object_unref (tree);
}

/* recent games */

static gint
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *da = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *db = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (db, da);
}

static void
update_recent_menu (VtWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  guint n = 0;

  g_menu_remove_all (self->recent_section);
  items = g_list_sort (items, compare_recent);

  for (GList *l = items; l != NULL && n < RECENT_LIMIT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      if (!g_str_has_suffix (uri, ".vertrauter") || !gtk_recent_info_exists (info))
        continue;

      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (self->recent_section, item);
      n++;
    }

  if (n == 0)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_("No Recent Games"), "win.no-recent");

      g_menu_append_item (self->recent_section, item);
    }

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
remember_file (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .display_name = NULL,
    .description = NULL,
    .mime_type = (char *) RECENT_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "vertrauter %u",
    .groups = NULL,
    .is_private = FALSE,
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* game and file */

/* Every append, undo and redo is something to save. */
static void
game_changed (VtWindow *self)
{
  set_dirty (self, TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
}

VtGame *
vt_window_get_game (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->game;
}

GFile *
vt_window_get_file (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->file;
}

gboolean
vt_window_get_dirty (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);

  return self->dirty;
}

VtMapView *
vt_window_get_map_view (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->map_view;
}

void
vt_window_set_game (VtWindow *self,
                    VtGame   *game,
                    GFile    *file)
{
  VtRuleset *ruleset;
  g_autofree char *ruleset_text = NULL;

  g_return_if_fail (VT_IS_WINDOW (self));
  g_return_if_fail (!game || VT_IS_GAME (game));
  g_return_if_fail (!file || G_IS_FILE (file));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  /* A new game has nowhere to live yet, so it counts as unsaved. */
  self->dirty = game != NULL && file == NULL;

  show_forces (self);

  if (game == NULL)
    {
      vt_map_view_set_scenario (self->map_view, NULL, NULL);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      update_title (self);
      update_actions (self);
      return;
    }

  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  ruleset = vt_game_get_ruleset (game);
  vt_map_view_set_scenario (self->map_view, vt_game_get_state (game), ruleset);

  if (ruleset != NULL)
    ruleset_text = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
  gtk_label_set_label (self->ruleset_label, ruleset_text != NULL ? ruleset_text : "");
  gtk_label_set_label (self->position_label, "");

  gtk_stack_set_visible_child_name (self->stack, "game");
  update_title (self);
  update_scale (self);
  update_actions (self);
}

gboolean
vt_window_load_file (VtWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = vt_game_file_load (file, vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *name = g_filename_display_name (basename);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

      vt_window_show_error (GTK_WINDOW (self), primary, error->message);
      return FALSE;
    }

  vt_window_set_game (self, game, file);
  remember_file (file);

  return TRUE;
}

gboolean
vt_window_save_to (VtWindow *self,
                   GFile    *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  if (!vt_game_file_save (self->game, file, &error))
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *name = g_filename_display_name (basename);
      g_autofree char *primary = g_strdup_printf (_("Could not save “%s”"), name);

      vt_window_show_error (GTK_WINDOW (self), primary, error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  self->dirty = FALSE;
  update_title (self);
  remember_file (file);

  return TRUE;
}

void
vt_window_show_error (GtkWindow  *parent,
                      const char *primary,
                      const char *detail)
{
  GtkWidget *dialog;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (primary != NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR,
                                   GTK_BUTTONS_CLOSE,
                                   "%s", primary);
  if (detail != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);

  /* The umpire may want to copy "siege.vertrauter:42: …" into an editor. */
  {
    GtkWidget *area = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));

    for (GtkWidget *child = gtk_widget_get_first_child (area); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_LABEL (child))
        gtk_label_set_selectable (GTK_LABEL (child), TRUE);
  }

  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* actions */

static void
save_as_response (GtkNativeDialog *chooser,
                  int              response,
                  VtWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *basename = g_file_get_basename (chosen);
      g_autoptr(GFile) file = NULL;

      /* A game file is known by its extension. */
      if (g_str_has_suffix (basename, ".vertrauter"))
        file = g_object_ref (chosen);
      else
        {
          g_autoptr(GFile) parent = g_file_get_parent (chosen);
          g_autofree char *named = g_strconcat (basename, ".vertrauter", NULL);

          file = g_file_get_child (parent, named);
        }

      vt_window_save_to (self, file);
    }

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  VtWindow *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();

  if (self->game == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (games, _("Vertrauter games"));
  gtk_file_filter_add_pattern (games, "*.vertrauter");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);

  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      const char *title = vt_scenario_get_title (vt_game_get_state (self->game));
      g_autofree char *name = g_strdup_printf ("%s.vertrauter",
                                               title != NULL && title[0] != '\0' ? title : _("Untitled Game"));

      g_strdelimit (name, "/\\:", '-');
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }

  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->game == NULL)
    return;

  if (self->file == NULL)
    save_as_activated (action, parameter, user_data);
  else
    vt_window_save_to (self, self->file);
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static void
zoom_in_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  vt_map_view_zoom_in (VT_WINDOW (user_data)->map_view);
}

static void
zoom_out_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_out (VT_WINDOW (user_data)->map_view);
}

static void
zoom_fit_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_fit (VT_WINDOW (user_data)->map_view);
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  if (self->game == NULL)
    vt_window_load_file (self, file);
  else
    vt_application_open_file (VT_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))), file);
}

static const GActionEntry win_actions[] = {
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "close", close_activated },
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-fit", zoom_fit_activated },
  { "open-recent", open_recent_activated, "s" },
};

/* drag and drop */

static gboolean
file_dropped (GtkDropTarget *target,
              const GValue  *value,
              double         x,
              double         y,
              VtWindow      *self)
{
  VtApplication *app = VT_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  GSList *files = NULL;
  g_autoptr(GSList) single = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    files = g_value_get_boxed (value);
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    files = single = g_slist_prepend (NULL, g_value_get_object (value));

  if (files == NULL)
    return FALSE;

  /* The first file replaces an empty window; the others get windows of their own. */
  if (self->game == NULL)
    {
      vt_window_load_file (self, files->data);
      files = files->next;
    }
  for (GSList *l = files; l != NULL; l = l->next)
    vt_application_open_file (app, l->data);

  return TRUE;
}

/* window state */

static gboolean
vt_window_close_request (GtkWindow *window)
{
  VtWindow *self = VT_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
    }

  return GTK_WINDOW_CLASS (vt_window_parent_class)->close_request (window);
}

/* Without the installed schema (running from the build tree) the window
 * simply opens at its default size. */
static GSettings *
lookup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema == NULL)
    return NULL;

  return g_settings_new_full (schema, NULL, NULL);
}

static void
vt_window_dispose (GObject *object)
{
  VtWindow *self = VT_WINDOW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_WINDOW);

  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  g_clear_object (&self->selection);

  G_OBJECT_CLASS (vt_window_parent_class)->dispose (object);
}

static void
vt_window_class_init (VtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = vt_window_dispose;
  window_class->close_request = vt_window_close_request;

  g_type_ensure (VT_TYPE_MAP_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VtWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, forces_list);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, scale_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, recent_section);
}

static void
vt_window_init (VtWindow *self)
{
  GtkListItemFactory *factory;
  GtkEventController *motion;
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  gtk_widget_init_template (GTK_WIDGET (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);

  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (selection_changed), self);
  gtk_list_view_set_model (self->forces_list, GTK_SELECTION_MODEL (self->selection));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_force_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_force_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_force_row), self);
  gtk_list_view_set_factory (self->forces_list, factory);
  g_object_unref (factory);

  g_signal_connect_swapped (self->map_view, "notify::scale", G_CALLBACK (update_scale), self);
  g_signal_connect (self->map_view, "unit-activated", G_CALLBACK (map_unit_activated), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), motion);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, drop_types, G_N_ELEMENTS (drop_types));
  g_signal_connect (drop, "drop", G_CALLBACK (file_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);

  self->settings = lookup_settings ();
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }

  vt_window_set_game (self, NULL, NULL);
}

VtWindow *
vt_window_new (VtApplication *application)
{
  g_return_val_if_fail (VT_IS_APPLICATION (application), NULL);

  return g_object_new (VT_TYPE_WINDOW, "application", application, NULL);
}
