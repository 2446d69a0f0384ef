/* vt-window.c: the umpire's main window: forces, map, clock, journal and losses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "vt-action-dialog.h"
#include "vt-measure.h"
#include "vt-tables-window.h"
#include "vt-unit-panel.h"
#include "vt-window.h"

#define RECENT_MIME_TYPE "application/x-vertrauter"
#define RECENT_LIMIT     10

struct _VtWindow
{
  GtkApplicationWindow  parent_instance;

  VtGame               *game;
  GFile                *file;
  gboolean              dirty;
  char                 *autosave_path;  /* the copy of an unsaved game */
  gboolean              close_after_save;
  GSettings            *settings;
  GtkMultiSelection    *selection;
  guint                 syncing_selection;
  GHashTable           *journal_rows;   /* the bound GtkListItems */
  VtLossLedger         *ledger;
  GtkWidget            *tables_window;

  /* template children */
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkStack             *stack;
  GtkLabel             *clock_label;
  GtkPopover           *advance_popover;
  GtkSpinButton        *advance_spin;
  GtkButton            *advance_confirm;
  GtkMenuButton        *actions_button;
  GMenu                *actions_section;
  GtkStack             *side_stack;
  GtkListView          *forces_list;
  VtUnitPanel          *unit_panel;
  GtkListView          *journal_list;
  GtkListView          *losses_list;
  GtkLabel             *loss_totals_label;
  VtMapView            *map_view;
  GtkRevealer          *banner_revealer;
  GtkLabel             *banner_label;
  GtkButton            *banner_close;
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

/* "siege.vertrauter", or the scenario's title while it has no file */
static char *
display_name (VtWindow *self)
{
  const char *title;

  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      return g_filename_display_name (basename);
    }

  title = self->game != NULL ? vt_scenario_get_title (vt_game_get_state (self->game)) : NULL;
  return g_strdup (title != NULL && title[0] != '\0' ? title : _("Unsaved Game"));
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
    name = display_name (self);
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
enable_action (VtWindow   *self,
               const char *name,
               gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (VtWindow *self)
{
  static const char *game_actions[] = { "save", "save-as", "zoom-in", "zoom-out", "zoom-fit", "measure" };
  VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
  guint n_actions = 0;

  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    enable_action (self, game_actions[i], self->game != NULL);

  /* the rules need a ruleset */
  enable_action (self, "undo", self->game != NULL && vt_journal_can_undo (vt_game_get_journal (self->game)));
  enable_action (self, "redo", self->game != NULL && vt_journal_can_redo (vt_game_get_journal (self->game)));
  enable_action (self, "next-phase", ruleset != NULL);
  enable_action (self, "advance-zuege", ruleset != NULL);
  enable_action (self, "rule-tables", ruleset != NULL);
  if (ruleset != NULL)
    vt_ruleset_get_actions (ruleset, &n_actions);
  enable_action (self, "action", n_actions > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->actions_button), n_actions > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->advance_confirm), ruleset != NULL);
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

/* the banner over the map */

static void
show_banner (VtWindow   *self,
             const char *message)
{
  gtk_label_set_label (self->banner_label, message);
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
}

static void
hide_banner (VtWindow *self)
{
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
}

static void
move_refused (VtWindow   *self,
              const char *reason)
{
  show_banner (self, reason);
}

/* the clock */

static void
update_clock (VtWindow *self)
{
  VtRuleset *ruleset;
  const VtPhase *phases = NULL;
  guint n_phases = 0;
  guint minutes;
  guint phase;
  g_autoptr(GString) text = NULL;

  if (self->game == NULL)
    {
      gtk_label_set_label (self->clock_label, "");
      return;
    }

  ruleset = vt_game_get_ruleset (self->game);
  minutes = vt_game_get_time (self->game);
  phase = vt_game_get_phase (self->game);
  if (ruleset != NULL)
    phases = vt_ruleset_get_phases (ruleset, &n_phases);

  /* "Zug 3 · 06:04 · Fire (Red)" */
  text = g_string_new (NULL);
  g_string_append_printf (text, _("Zug %u"), vt_game_get_zug (self->game));
  g_string_append_printf (text, " · %02u:%02u", (minutes / 60) % 24, minutes % 60);
  if (phases != NULL && phase < n_phases)
    g_string_append_printf (text, " · %s", phases[phase].label);

  gtk_label_set_label (self->clock_label, text->str);
  if (phases != NULL && phase < n_phases && phases[phase].description != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->clock_label), phases[phase].description);
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

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static void
setup_force_row (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 VtWindow                 *self)
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

/* "Rallying 2 · Face down 3": the countdowns in Züge */
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
    g_string_append_printf (text, "%s%s %u", text->len > 0 ? " · " : "", label, zuege);

  return g_string_free (text, FALSE);
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
  g_autofree char *conditions = format_conditions (unit);
  const char *name = vt_unit_get_name (unit);

  gtk_label_set_label (GTK_LABEL (row->name), name != NULL && name[0] != '\0' ? name : vt_unit_get_id (unit));

  if (formation != NULL && formation[0] != '\0')
    detail = g_strdup_printf ("%s · %s", type != NULL ? type->label : vt_unit_get_unit_type (unit), formation);
  else
    detail = g_strdup (type != NULL ? type->label : vt_unit_get_unit_type (unit));
  gtk_label_set_label (GTK_LABEL (row->detail), detail);
  gtk_widget_set_visible (row->detail, TRUE);

  gtk_label_set_label (GTK_LABEL (row->conditions), conditions);
  gtk_widget_set_visible (row->conditions, conditions[0] != '\0');

  /* as the map draws it: a piece of no strength is off the table */
  if (vt_unit_get_strength (unit) == 0)
    strength = g_strdup (_("off the table"));
  else if (type != NULL && type->strength_unit != NULL)
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

/* the unit a row of the forces list stands for, or NULL */
static VtUnit *
row_unit (VtWindow *self,
          guint     position)
{
  g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->selection), position);
  g_autoptr(GObject) object = row != NULL ? gtk_tree_list_row_get_item (row) : NULL;

  return VT_IS_UNIT (object) ? VT_UNIT (object) : NULL;
}

/* The list picked: the map follows, keeping the order units were picked in. */
static void
list_selection_changed (GtkSelectionModel *model,
                        guint              position,
                        guint              n_items,
                        VtWindow          *self)
{
  g_autoptr(GtkBitset) selected = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) listed = g_ptr_array_new ();
  g_auto(GStrv) ids = NULL;
  const char * const *before;
  GtkBitsetIter iter;
  guint row;
  guint n_new = 0;
  VtUnit *newest = NULL;

  if (self->syncing_selection > 0 || self->game == NULL)
    return;

  selected = gtk_selection_model_get_selection (model);
  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &row); more;
       more = gtk_bitset_iter_next (&iter, &row))
    {
      VtUnit *unit = row_unit (self, row);

      if (unit != NULL)
        g_ptr_array_add (listed, unit);
    }

  before = vt_map_view_get_selected_units (self->map_view);
  for (guint i = 0; before[i] != NULL; i++)
    for (guint j = 0; j < listed->len; j++)
      if (g_strcmp0 (before[i], vt_unit_get_id (listed->pdata[j])) == 0)
        g_strv_builder_add (builder, before[i]);
  for (guint j = 0; j < listed->len; j++)
    if (!g_strv_contains (before, vt_unit_get_id (listed->pdata[j])))
      {
        g_strv_builder_add (builder, vt_unit_get_id (listed->pdata[j]));
        newest = listed->pdata[j];
        n_new++;
      }

  ids = g_strv_builder_end (builder);
  self->syncing_selection++;
  vt_map_view_set_selected_units (self->map_view, (const char * const *) ids);
  self->syncing_selection--;
  vt_unit_panel_set_units (self->unit_panel, (const char * const *) ids);

  /* one unit picked in the list: the map shows it */
  if (n_new == 1 && g_strv_length (ids) == 1)
    {
      VtPoint point;

      unit_position (self, newest, &point);
      vt_map_view_centre_on (self->map_view, &point);
    }
}

/* The map picked: the list follows. */
static void
map_selection_changed (VtMapView *view,
                       VtWindow  *self)
{
  const char * const *ids = vt_map_view_get_selected_units (view);
  GListModel *rows = G_LIST_MODEL (self->selection);
  guint n_rows = g_list_model_get_n_items (rows);
  g_autoptr(GtkBitset) selected = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) mask = gtk_bitset_new_range (0, n_rows);
  guint first = GTK_INVALID_LIST_POSITION;

  vt_unit_panel_set_units (self->unit_panel, ids);

  if (self->syncing_selection > 0)
    return;

  for (guint i = 0; i < n_rows; i++)
    {
      VtUnit *unit = row_unit (self, i);

      if (unit != NULL && g_strv_contains (ids, vt_unit_get_id (unit)))
        {
          gtk_bitset_add (selected, i);
          if (ids[0] != NULL && g_strcmp0 (ids[0], vt_unit_get_id (unit)) == 0)
            first = i;
        }
    }

  self->syncing_selection++;
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), selected, mask);
  self->syncing_selection--;

  if (first != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->forces_list), "list.scroll-to-item", "u", first);
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
  self->syncing_selection++;
  gtk_multi_selection_set_model (self->selection, G_LIST_MODEL (tree));
  gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
  self->syncing_selection--;
  g_object_unref (tree);
}

/* the journal */

typedef struct {
  GtkWidget *zug;
  GtkWidget *summary;
} JournalRow;

static void
setup_journal_row (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   VtWindow                 *self)
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
style_journal_row (VtWindow    *self,
                   GtkListItem *item)
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
                  VtWindow                 *self)
{
  VtEvent *event = gtk_list_item_get_item (item);
  JournalRow *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "vt-journal-row");
  g_autofree char *zug = g_strdup_printf (_("Zug %u"), vt_event_get_zug (event));
  const char *summary = vt_event_get_summary (event);

  gtk_label_set_label (GTK_LABEL (row->zug), zug);
  gtk_label_set_label (GTK_LABEL (row->summary), summary != NULL ? summary : vt_event_get_kind (event));
  g_hash_table_add (self->journal_rows, item);
  style_journal_row (self, item);
}

static void
unbind_journal_row (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    VtWindow                 *self)
{
  g_hash_table_remove (self->journal_rows, item);
}

static void
restyle_journal (VtWindow *self)
{
  GHashTableIter iter;
  gpointer item;

  g_hash_table_iter_init (&iter, self->journal_rows);
  while (g_hash_table_iter_next (&iter, &item, NULL))
    style_journal_row (self, item);
}

static void
journal_grew (GListModel *journal,
              guint       position,
              guint       removed,
              guint       added,
              VtWindow   *self)
{
  guint n = g_list_model_get_n_items (journal);

  if (added > 0 && n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->journal_list), "list.scroll-to-item", "u", n - 1);
}

/* the loss ledger */

typedef struct {
  GtkWidget *title;
  GtkWidget *points;
  GtkWidget *detail;
} LossRow;

static void
setup_loss_row (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                VtWindow                 *self)
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
  row->detail = caption_label ();
  gtk_label_set_wrap (GTK_LABEL (row->detail), TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (row->detail), PANGO_ELLIPSIZE_NONE);
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
unit_name (VtWindow   *self,
           const char *unit_id)
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
               VtWindow                 *self)
{
  VtLossEntry *entry = gtk_list_item_get_item (item);
  LossRow *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "vt-loss-row");
  g_autofree char *title = g_strdup_printf (_("Zug %u · %s"), vt_loss_entry_get_zug (entry),
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
update_loss_totals (VtWindow *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GListModel *sides;

  if (self->game == NULL || self->ledger == NULL)
    {
      gtk_label_set_label (self->loss_totals_label, "");
      return;
    }

  if (g_list_model_get_n_items (G_LIST_MODEL (self->ledger)) == 0)
    {
      gtk_label_set_label (self->loss_totals_label, _("No losses booked yet."));
      return;
    }

  sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *points = format_points (vt_loss_ledger_get_total (self->ledger, vt_side_get_id (side), NULL, NULL));

      g_string_append_printf (text, "%s%s: %s", text->len > 0 ? "\n" : "", vt_side_get_name (side), points);
    }

  gtk_label_set_label (self->loss_totals_label, text->str);
}

static void
show_ledger (VtWindow *self)
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
      g_signal_connect_object (ledger, "items-changed", G_CALLBACK (update_loss_totals), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->losses_list, GTK_SELECTION_MODEL (model));
  update_loss_totals (self);
}

/* the actions menu */

static void
build_actions_menu (VtWindow *self)
{
  VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
  const VtAction *actions = NULL;
  guint n_actions = 0;

  g_menu_remove_all (self->actions_section);
  if (ruleset != NULL)
    actions = vt_ruleset_get_actions (ruleset, &n_actions);

  for (guint i = 0; i < n_actions; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (actions[i].label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.action", g_variant_new_string (actions[i].id));
      g_menu_append_item (self->actions_section, item);
    }
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

/* autosave */

static void
forget_autosave (VtWindow *self)
{
  if (self->autosave_path != NULL)
    g_unlink (self->autosave_path);
  g_clear_pointer (&self->autosave_path, g_free);
}

/* Nothing the umpire entered is lost: a game with a file is saved in
 * place; one without is copied to the autosave folder. */
static void
autosave (VtWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) target = NULL;

  if (self->game == NULL)
    return;

  if (self->file != NULL)
    target = g_object_ref (self->file);
  else
    {
      if (self->autosave_path == NULL)
        {
          g_autofree char *folder = vt_window_get_autosave_folder ();
          g_autofree char *uuid = g_uuid_string_random ();
          g_autofree char *name = g_strdup_printf ("unsaved-%s.vertrauter", uuid);

          if (g_mkdir_with_parents (folder, 0700) != 0)
            {
              g_autofree char *message = g_strdup_printf (_("The game could not be kept safe: the folder %s cannot be made."),
                                                          folder);
              show_banner (self, message);
              return;
            }
          self->autosave_path = g_build_filename (folder, name, NULL);
        }
      target = g_file_new_for_path (self->autosave_path);
    }

  if (!vt_game_file_save (self->game, target, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be saved automatically: %s"), error->message);

      show_banner (self, message);
      set_dirty (self, TRUE);
      return;
    }

  set_dirty (self, self->file == NULL);
}

char *
vt_window_get_autosave_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "vertrauter", "autosave", NULL);
}

const char *
vt_window_get_autosave_path (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->autosave_path;
}

/* game and file */

/* After every append, undo and redo: the views follow, and the game is saved. */
static void
game_changed (VtWindow *self)
{
  hide_banner (self);
  update_clock (self);
  update_actions (self);
  restyle_journal (self);
  show_ledger (self);
  update_loss_totals (self);
  vt_unit_panel_set_units (self->unit_panel, vt_map_view_get_selected_units (self->map_view));
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
  autosave (self);
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

static void
show_journal (VtWindow *self)
{
  g_autoptr(GtkNoSelection) model = NULL;

  if (self->game != NULL)
    {
      GListModel *journal = G_LIST_MODEL (vt_game_get_journal (self->game));

      model = gtk_no_selection_new (g_object_ref (journal));
      g_signal_connect_object (journal, "items-changed", G_CALLBACK (journal_grew), self, 0);
      g_signal_connect_object (journal, "notify::head", G_CALLBACK (restyle_journal), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->journal_list, GTK_SELECTION_MODEL (model));
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
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (vt_game_get_journal (self->game), self);
    }
  if (self->tables_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->tables_window));
  g_clear_pointer (&self->autosave_path, g_free);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  /* A new game has nowhere to live yet, so it counts as unsaved. */
  self->dirty = game != NULL && file == NULL;

  hide_banner (self);
  show_forces (self);
  show_journal (self);
  show_ledger (self);
  build_actions_menu (self);
  vt_unit_panel_set_game (self->unit_panel, game);
  vt_map_view_set_game (self->map_view, game);
  update_clock (self);

  if (game == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      update_title (self);
      update_actions (self);
      return;
    }

  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  ruleset = vt_game_get_ruleset (game);
  if (ruleset != NULL)
    ruleset_text = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
  gtk_label_set_label (self->ruleset_label, ruleset_text != NULL ? ruleset_text : "");
  gtk_label_set_label (self->position_label, "");

  gtk_stack_set_visible_child_name (self->stack, "game");
  gtk_stack_set_visible_child_name (self->side_stack, "forces");
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
vt_window_recover (VtWindow   *self,
                   const char *autosave_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (autosave_path != NULL, FALSE);

  game = vt_game_file_load_path (autosave_path, vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      vt_window_show_error (GTK_WINDOW (self), _("Could not recover the unsaved game"), error->message);
      return FALSE;
    }

  /* no file, so it is unsaved, and saving asks where */
  vt_window_set_game (self, game, NULL);
  self->autosave_path = g_strdup (autosave_path);
  show_banner (self, _("Recovered: this game was never saved to a file. Save it to keep it there; "
                       "closing it without saving lets the copy go."));

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

      self->close_after_save = FALSE;
      vt_window_show_error (GTK_WINDOW (self), primary, error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  /* the game has a home now: its autosave copy is not needed */
  forget_autosave (self);
  self->dirty = FALSE;
  update_title (self);
  remember_file (file);

  if (self->close_after_save)
    {
      self->close_after_save = FALSE;
      gtk_window_destroy (GTK_WINDOW (self));
    }

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

      gtk_native_dialog_destroy (chooser);
      g_object_unref (chooser);
      vt_window_save_to (self, file);
      return;
    }

  /* cancelled: the window stays */
  self->close_after_save = FALSE;
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

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->game != NULL)
    vt_game_undo (self->game);
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->game != NULL)
    vt_game_redo (self->game);
}

static void
next_phase_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  VtWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !vt_game_advance_phase (self->game, &error))
    show_banner (self, error->message);
}

static void
advance_zuege_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  VtWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  guint zuege = g_variant_get_uint32 (parameter);

  if (self->game != NULL && zuege > 0 && !vt_game_advance_zuege (self->game, zuege, &error))
    show_banner (self, error->message);
}

static void
advance_confirmed (VtWindow *self)
{
  guint zuege = (guint) gtk_spin_button_get_value_as_int (self->advance_spin);

  gtk_popover_popdown (self->advance_popover);
  g_action_group_activate_action (G_ACTION_GROUP (self), "advance-zuege", g_variant_new_uint32 (zuege));
}

static void
measure_changed (GSimpleAction *action,
                 GVariant      *value,
                 gpointer       user_data)
{
  VtWindow *self = user_data;

  g_simple_action_set_state (action, value);
  vt_map_view_set_measuring (self->map_view, g_variant_get_boolean (value));
}

static void
measuring_notified (VtWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "measure");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (vt_map_view_get_measuring (self->map_view)));
}

static void
action_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtWindow *self = user_data;
  VtActionDialog *dialog;

  if (self->game == NULL || vt_game_get_ruleset (self->game) == NULL ||
      vt_ruleset_find_action (vt_game_get_ruleset (self->game), g_variant_get_string (parameter, NULL)) == NULL)
    return;

  dialog = vt_action_dialog_new (GTK_WINDOW (self), self->game,
                                 g_variant_get_string (parameter, NULL),
                                 vt_map_view_get_selected_units (self->map_view));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* House rules and options are part of the set-up: there is something to save. */
static void
set_up_changed (VtWindow *self)
{
  set_dirty (self, TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
}

static void
rule_tables_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;

  if (self->game == NULL)
    return;

  if (self->tables_window == NULL)
    {
      self->tables_window = GTK_WIDGET (vt_tables_window_new (GTK_WINDOW (self), self->game));
      g_object_add_weak_pointer (G_OBJECT (self->tables_window), (gpointer *) &self->tables_window);
      g_signal_connect_object (self->tables_window, "set-up-changed", G_CALLBACK (set_up_changed),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->tables_window));
}

static const GActionEntry win_actions[] = {
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "close", close_activated },
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-fit", zoom_fit_activated },
  { "open-recent", open_recent_activated, "s" },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "next-phase", next_phase_activated },
  { "advance-zuege", advance_zuege_activated, "u" },
  { "measure", NULL, NULL, "false", measure_changed },
  { "action", action_activated, "s" },
  { "rule-tables", rule_tables_activated },
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

static void
save_window_state (VtWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

enum {
  RESPONSE_DISCARD = 1,
};

static void
close_prompt_response (GtkDialog *dialog,
                       int        response,
                       VtWindow  *self)
{
  /* The window may be gone before the dialog is finalized. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));

  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      self->close_after_save = TRUE;
      if (self->file != NULL)
        vt_window_save_to (self, self->file);
      else
        g_action_group_activate_action (G_ACTION_GROUP (self), "save-as", NULL);
      break;

    case RESPONSE_DISCARD:
      /* the umpire chose to let it go */
      forget_autosave (self);
      gtk_window_destroy (GTK_WINDOW (self));
      break;

    default:
      break;
    }
}

static void
ask_before_closing (VtWindow *self)
{
  g_autofree char *name = display_name (self);
  GtkWidget *dialog;
  GtkWidget *save;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION,
                                   GTK_BUTTONS_NONE,
                                   _("Save changes to “%s” before closing?"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            self->file != NULL
                                              ? _("The house rules or options changed since the game was last saved.")
                                              : _("This game has never been saved. If you close without saving, it is gone."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("Close _without Saving"), RESPONSE_DISCARD);
  save = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (save, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  g_signal_connect (dialog, "response", G_CALLBACK (close_prompt_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
vt_window_close_request (GtkWindow *window)
{
  VtWindow *self = VT_WINDOW (window);

  save_window_state (self);

  if (self->game != NULL && self->dirty)
    {
      ask_before_closing (self);
      return TRUE;
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
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (vt_game_get_journal (self->game), self);
    }
  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  if (self->tables_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->tables_window), (gpointer *) &self->tables_window);
      self->tables_window = NULL;
    }

  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_WINDOW);

  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->ledger);
  g_clear_object (&self->settings);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->journal_rows, g_hash_table_unref);

  G_OBJECT_CLASS (vt_window_parent_class)->dispose (object);
}

static void
vt_window_finalize (GObject *object)
{
  VtWindow *self = VT_WINDOW (object);

  g_clear_pointer (&self->autosave_path, g_free);

  G_OBJECT_CLASS (vt_window_parent_class)->finalize (object);
}

static void
vt_window_class_init (VtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = vt_window_dispose;
  object_class->finalize = vt_window_finalize;
  window_class->close_request = vt_window_close_request;

  g_type_ensure (VT_TYPE_MAP_VIEW);
  g_type_ensure (VT_TYPE_UNIT_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VtWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, clock_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_popover);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_spin);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_confirm);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, actions_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, actions_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, forces_list);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, unit_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, journal_list);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, losses_list);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, loss_totals_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_close);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, scale_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, recent_section);
}

static GtkListItemFactory *
new_factory (GCallback setup,
             GCallback bind,
             GCallback unbind,
             VtWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, self);
  g_signal_connect (factory, "bind", bind, self);
  if (unbind != NULL)
    g_signal_connect (factory, "unbind", unbind, self);

  return factory;
}

static void
vt_window_init (VtWindow *self)
{
  g_autoptr(GtkListItemFactory) forces_factory = NULL;
  g_autoptr(GtkListItemFactory) journal_factory = NULL;
  g_autoptr(GtkListItemFactory) losses_factory = NULL;
  GtkEventController *motion;
  GtkEventController *shortcuts;
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  gtk_widget_init_template (GTK_WIDGET (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);

  self->journal_rows = g_hash_table_new (NULL, NULL);

  self->selection = gtk_multi_selection_new (NULL);
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (list_selection_changed), self);
  gtk_list_view_set_model (self->forces_list, GTK_SELECTION_MODEL (self->selection));

  forces_factory = new_factory (G_CALLBACK (setup_force_row), G_CALLBACK (bind_force_row),
                                G_CALLBACK (unbind_force_row), self);
  gtk_list_view_set_factory (self->forces_list, forces_factory);
  journal_factory = new_factory (G_CALLBACK (setup_journal_row), G_CALLBACK (bind_journal_row),
                                 G_CALLBACK (unbind_journal_row), self);
  gtk_list_view_set_factory (self->journal_list, journal_factory);
  losses_factory = new_factory (G_CALLBACK (setup_loss_row), G_CALLBACK (bind_loss_row), NULL, self);
  gtk_list_view_set_factory (self->losses_list, losses_factory);

  g_signal_connect_swapped (self->map_view, "notify::scale", G_CALLBACK (update_scale), self);
  g_signal_connect (self->map_view, "selection-changed", G_CALLBACK (map_selection_changed), self);
  g_signal_connect_swapped (self->map_view, "move-refused", G_CALLBACK (move_refused), self);
  g_signal_connect_swapped (self->map_view, "notify::measuring", G_CALLBACK (measuring_notified), self);
  g_signal_connect_swapped (self->unit_panel, "refused", G_CALLBACK (move_refused), self);
  g_object_bind_property (self->unit_panel, "activity", self->map_view, "activity", G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->banner_close, "clicked", G_CALLBACK (hide_banner), self);
  g_signal_connect_swapped (self->advance_confirm, "clicked", G_CALLBACK (advance_confirmed), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), motion);

  /* M lays the ruler; in the bubble phase, so typing an M anywhere else
   * still types it */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_m, 0),
                                                          gtk_named_action_new ("win.measure")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

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
