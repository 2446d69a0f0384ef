/* vt-window-editor.c: the window's second mode, laying out the scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The header bar switches the window between playing and laying out
 * (view.mode). Laying out, the play bar gives way to the edit bar (the map
 * tools of the editor, the kind Draw lays down, the grid) and the sidebar
 * to the editor's pages; Undo and Redo take back edits instead of events.
 * The edits go through the document's VtEditor, which every window on the
 * document shares.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "vt-arrange-tool.h"
#include "vt-calibrate-tool.h"
#include "vt-osm-into-dialog.h"
#include "vt-shape-tool.h"
#include "vt-trace-tool.h"
#include "vt-underlay-image.h"
#include "vt-window-private.h"

static VtEditor *
get_editor (VtWindow *self)
{
  return self->document != NULL ? vt_document_get_editor (self->document) : NULL;
}

/* the kind chosen in the edit bar, as the ruleset names it */
static const char *
chosen_kind (VtWindow *self)
{
  guint position = gtk_drop_down_get_selected (self->kind_dropdown);

  if (self->kind_ids == NULL || position >= self->kind_ids->len)
    return NULL;
  return g_ptr_array_index (self->kind_ids, position);
}

static void
calibration_finished (VtWindow *self,
                      gboolean  calibrated)
{
  g_action_group_activate_action (G_ACTION_GROUP (self->edit_actions), "tool", g_variant_new_string ("shapes"));
  if (calibrated)
    vt_underlay_panel_calibrated (self->underlay_panel);
}

static void update_properties (VtWindow *self);

/* Enter laid down a feature: the Properties page shows it with its name
 * ready to be typed, and Draw stays for the next (name_entered) */
static void
feature_drawn (VtWindow   *self,
               const char *feature_id)
{
  g_free (self->drawn_feature);
  self->drawn_feature = g_strdup (feature_id);
  gtk_stack_set_visible_child_name (self->edit_stack, "edit-properties");
  update_properties (self);
  vt_feature_panel_focus_name (self->feature_panel);
}

/* named, or not: the hand goes back to the map to draw on */
static void
name_entered (VtWindow *self)
{
  if (self->laying_out)
    gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
}

/* The tool the edit bar has chosen, made anew for the view; its refusals
 * (the terrain locked) show in the banner. */
static VtMapTool *
make_tool (VtWindow   *self,
           const char *name)
{
  VtEditor *editor = get_editor (self);
  gboolean snap = _vt_window_get_snap_to_grid (self);
  VtMapTool *tool = NULL;

  if (editor == NULL)
    return NULL;
  if (g_str_equal (name, "shapes"))
    {
      tool = vt_shape_tool_new (self->map_view, editor);
      vt_shape_tool_set_snap_to_grid (VT_SHAPE_TOOL (tool), snap);
      g_signal_connect_object (tool, "notify::selected-feature", G_CALLBACK (_vt_window_editor_feature_picked),
                               self, G_CONNECT_SWAPPED);
    }
  else if (g_str_equal (name, "draw") && chosen_kind (self) != NULL)
    {
      tool = vt_trace_tool_new (self->map_view, editor, chosen_kind (self));
      vt_trace_tool_set_snap_to_grid (VT_TRACE_TOOL (tool), snap);
      g_signal_connect_object (tool, "feature-added", G_CALLBACK (feature_drawn), self, G_CONNECT_SWAPPED);
    }
  else if (g_str_equal (name, "troops"))
    tool = vt_arrange_tool_new (self->map_view, editor);
  else if (g_str_equal (name, "calibrate"))
    {
      /* the Map Image page says what to click; done, back to Shapes */
      tool = vt_calibrate_tool_new (self->map_view, editor);
      g_signal_connect_object (tool, "finished", G_CALLBACK (calibration_finished), self, G_CONNECT_SWAPPED);
      gtk_stack_set_visible_child_name (self->edit_stack, "edit-image");
    }
  /* the calibrate tool says what is amiss on the Map Image page instead */
  if (tool != NULL && g_signal_lookup ("refused", G_OBJECT_TYPE (tool)) != 0)
    g_signal_connect_object (tool, "refused", G_CALLBACK (_vt_window_show_banner), self, G_CONNECT_SWAPPED);
  return tool;
}

static void
choose_tool (VtWindow *self)
{
  g_autoptr(VtMapTool) tool = NULL;
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "tool");
  g_autoptr(GVariant) state = g_action_get_state (action);

  if (!self->laying_out)
    {
      vt_map_view_set_tool (self->map_view, NULL);
      return;
    }
  g_clear_pointer (&self->drawn_feature, g_free);
  tool = make_tool (self, g_variant_get_string (state, NULL));
  vt_map_view_set_tool (self->map_view, tool);
  _vt_window_editor_feature_picked (self);
}

static void
tool_changed (GSimpleAction *action,
              GVariant      *value,
              gpointer       user_data)
{
  VtWindow *self = user_data;

  g_simple_action_set_state (action, value);
  choose_tool (self);
}

static void
snap_changed (GSimpleAction *action,
              GVariant      *value,
              gpointer       user_data)
{
  VtWindow *self = user_data;

  g_simple_action_set_state (action, value);
  choose_tool (self);
}

static void
unlock_response (GtkDialog *dialog,
                 int        response,
                 VtWindow  *self)
{
  VtEditor *editor = get_editor (self);

  if (response == GTK_RESPONSE_ACCEPT && editor != NULL)
    vt_editor_unlock (editor);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
unlock_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtWindow *self = user_data;
  GtkWidget *dialog;

  if (get_editor (self) == NULL)
    return;
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("Change the ground of a begun game?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("Every change to the terrain is written in the journal as the "
                                              "umpire’s, at the Zug it is made, and Undo takes it back. The "
                                              "troops stay as the moves have left them."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Unlock Terrain"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect (dialog, "response", G_CALLBACK (unlock_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* "Import OpenStreetMap into This Scenario…": the scan's corners are
 * offered when the scenario has a calibrated image the window could read */
static void
import_osm_into_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  VtWindow *self = user_data;
  VtEditor *editor = get_editor (self);
  VtGame *game = editor != NULL ? vt_editor_get_game (editor) : NULL;
  VtUnderlay *underlay = game != NULL ? vt_scenario_get_underlay (vt_game_get_scenario (game)) : NULL;
  const VtCalibration *calibration = NULL;
  double width = 0, height = 0;
  VtOsmIntoDialog *dialog;

  if (game == NULL || !_vt_window_may_import_osm_into (self))
    return;
  if (underlay != NULL)
    {
      guint n_points = 0;
      cairo_surface_t *image;

      vt_underlay_get_points (underlay, &n_points);
      image = n_points >= 2 ? vt_underlay_image_get_surface (vt_map_view_get_underlay_image (self->map_view),
                                                             underlay, NULL)
                            : NULL;
      if (image != NULL)
        {
          calibration = vt_underlay_get_calibration (underlay);
          width = cairo_image_surface_get_width (image);
          height = cairo_image_surface_get_height (image);
        }
    }
  dialog = vt_osm_into_dialog_new (GTK_WINDOW (self), editor, vt_game_get_ruleset (game), calibration, width, height);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* laying out a game not begun, on measured terrain, by a ruleset that
 * maps OpenStreetMap's tags */
gboolean
_vt_window_may_import_osm_into (VtWindow *self)
{
  VtEditor *editor = get_editor (self);
  VtGame *game = editor != NULL ? vt_editor_get_game (editor) : NULL;
  guint n_tags = 0;

  return self->laying_out && game != NULL &&
         vt_journal_get_length (vt_game_get_journal (game)) == 0 &&
         vt_map_get_kind (vt_scenario_get_map (vt_game_get_scenario (game))) == VT_MAP_KIND_TERRAIN &&
         vt_ruleset_get_osm_tags (vt_game_get_ruleset (game), &n_tags) != NULL && n_tags > 0;
}

static void
choose_kind_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  VtWindow *self = user_data;

  g_action_group_activate_action (G_ACTION_GROUP (self->edit_actions), "tool",
                                  g_variant_new_string ("draw"));
  gtk_widget_grab_focus (GTK_WIDGET (self->kind_dropdown));
  g_signal_emit_by_name (self->kind_dropdown, "activate");
}

/* what the Shapes tool has picked, for the window's commands */
static VtShapeTool *
shape_tool (VtWindow *self)
{
  VtMapTool *tool = vt_map_view_get_tool (self->map_view);

  return self->laying_out && VT_IS_SHAPE_TOOL (tool) ? VT_SHAPE_TOOL (tool) : NULL;
}

static void
delete_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtShapeTool *tool = shape_tool (user_data);

  if (tool != NULL)
    vt_shape_tool_delete (tool);
}

static void
duplicate_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  VtShapeTool *tool = shape_tool (user_data);

  if (tool != NULL)
    vt_shape_tool_duplicate (tool);
}

static void
rotate_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtShapeTool *tool = shape_tool (user_data);

  if (tool != NULL)
    vt_shape_tool_rotate (tool, g_variant_get_double (parameter));
}

static const GActionEntry edit_entries[] = {
  { "delete", delete_activated },
  { "duplicate", duplicate_activated },
  { "rotate", rotate_activated, "d" },
  { "tool", NULL, "s", "'shapes'", tool_changed },
  { "snap-to-grid", NULL, NULL, "false", snap_changed },
  { "unlock", unlock_activated },
  { "choose-kind", choose_kind_activated },
  { "import-osm-into", import_osm_into_activated },
};

gboolean
_vt_window_get_snap_to_grid (VtWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "snap-to-grid");
  g_autoptr(GVariant) state = g_action_get_state (action);

  return g_variant_get_boolean (state);
}

static void
kind_chosen (VtWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "tool");
  g_autoptr(GVariant) state = g_action_get_state (action);

  /* a kind picked is a kind to draw: Draw takes it up */
  if (!self->laying_out || self->filling_kinds)
    return;
  if (g_str_equal (g_variant_get_string (state, NULL), "draw"))
    choose_tool (self);
  else
    g_action_change_state (action, g_variant_new_string ("draw"));
}

static gboolean
scenario_is_empty (VtScenario *scenario)
{
  VtMap *map = vt_scenario_get_map (scenario);

  /* a board has no features: no pieces on it is empty */
  return g_list_model_get_n_items (vt_scenario_get_units (scenario)) == 0 &&
         g_list_model_get_n_items (vt_map_get_features (map)) == 0;
}

/* The Properties page shows what is picked: the feature the Shapes tool
 * has, else the selected troops, else how to pick. */
static void
update_properties (VtWindow *self)
{
  VtMapTool *tool = vt_map_view_get_tool (self->map_view);
  const char * const *units = vt_map_view_get_selected_units (self->map_view);

  const char *feature = self->laying_out && VT_IS_SHAPE_TOOL (tool)
                        ? vt_shape_tool_get_selected_feature (VT_SHAPE_TOOL (tool)) : NULL;

  /* what Draw laid down last, while it is there */
  if (self->laying_out && VT_IS_TRACE_TOOL (tool) && self->drawn_feature != NULL && self->document != NULL
      && vt_map_find_feature (vt_scenario_get_map (vt_game_get_state (vt_document_get_game (self->document))),
                              self->drawn_feature) != NULL)
    feature = self->drawn_feature;

  vt_unit_editor_set_units (self->unit_editor, self->laying_out ? units : NULL);
  vt_feature_panel_set_feature (self->feature_panel, feature);
  /* what the Layers page locks, the Properties page does not change either;
   * the name being typed gives the keyboard back to the map first */
  if (self->layers != NULL && !vt_layers_get_terrain_editable (self->layers))
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->feature_panel)))
        gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->feature_panel),
                            self->layers == NULL || vt_layers_get_terrain_editable (self->layers));
  gtk_widget_set_sensitive (GTK_WIDGET (self->unit_editor),
                            self->layers == NULL || vt_layers_get_units_editable (self->layers));
  if (feature != NULL)
    gtk_stack_set_visible_child_name (self->properties_stack, "feature");
  else if (self->laying_out && units != NULL && units[0] != NULL)
    gtk_stack_set_visible_child_name (self->properties_stack, "units");
  else
    {
      VtGame *game = self->document != NULL ? vt_document_get_game (self->document) : NULL;

      /* an empty sheet says where to begin */
      gtk_label_set_label (self->properties_hint,
                           game != NULL && scenario_is_empty (vt_game_get_state (game)) &&
                           vt_map_get_kind (vt_scenario_get_map (vt_game_get_state (game))) == VT_MAP_KIND_TERRAIN
                           ? _("An empty sheet. Import a scan of the map on the Map Image page and "
                               "calibrate it on its scale bar (K); then draw the terrain over it with "
                               "Draw (D) and place the troops from the Troops page.")
                           : _("Pick a feature with Shapes (S), or troops with Troops (A), to change "
                               "them here."));
      gtk_stack_set_visible_child_name (self->properties_stack, "hint");
    }
}

/* The Shapes tool picked a feature, or let it go: the properties follow. */
void
_vt_window_editor_feature_picked (VtWindow *self)
{
  VtShapeTool *tool = shape_tool (self);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "delete")),
                               tool != NULL && vt_shape_tool_get_selected_feature (tool) != NULL);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "duplicate")),
                               tool != NULL && vt_shape_tool_get_selected_feature (tool) != NULL);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "rotate")),
                               tool != NULL && vt_shape_tool_get_selected_feature (tool) != NULL);
  update_properties (self);
}

/* A refusal of a locked layer ("The terrain is locked on the Layers
 * page…") is over once a layer is unlocked: the banner goes with it. */
static void
lock_released (VtWindow   *self,
               GParamSpec *pspec)
{
  gboolean locked = FALSE;

  if (!g_str_has_suffix (pspec->name, "-locked"))
    return;
  g_object_get (self->layers, pspec->name, &locked, NULL);
  if (!locked)
    _vt_window_hide_banner (self);
}

/* what the editor allows now: the lock, undo and redo in this mode */
void
_vt_window_editor_update (VtWindow *self)
{
  VtEditor *editor = get_editor (self);
  gboolean locked = editor != NULL && vt_editor_get_locked (editor);

  gtk_widget_set_visible (GTK_WIDGET (self->lock_label), locked);
  gtk_widget_set_visible (GTK_WIDGET (self->unlock_button), locked);
  gtk_widget_set_sensitive (GTK_WIDGET (self->mode_switch), editor != NULL);
  _vt_window_actions_update (self);
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_inside (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_inside (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A ruleset has up to twenty kinds: the list is searched by typing (Shift+D
 * then "Wa" finds Wald), shows as many as the window allows, and shows its
 * scroll bar when there are more, not only under the pointer as GTK's
 * list of 400 pixels does. */
static void
set_up_kind_list (GtkDropDown *dropdown)
{
  GtkExpression *expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  GtkWidget *popover, *search, *scroller;

  gtk_drop_down_set_expression (dropdown, expression);
  gtk_expression_unref (expression);
  gtk_drop_down_set_enable_search (dropdown, TRUE);
  /* GTK 4.8 gives the list the keyboard: letters typed there go to the search */
  popover = find_inside (GTK_WIDGET (dropdown), GTK_TYPE_POPOVER);
  search = popover != NULL ? find_inside (popover, GTK_TYPE_SEARCH_ENTRY) : NULL;
  if (search != NULL)
    {
      gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (search), popover);
      /* filtered as typed, so that Enter straight after takes the match */
      gtk_search_entry_set_search_delay (GTK_SEARCH_ENTRY (search), 0);
    }
  scroller = popover != NULL ? find_inside (popover, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  if (scroller != NULL)
    {
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 680);
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
    }
}

static void
fill_kinds (VtWindow *self)
{
  VtGame *game = self->document != NULL ? vt_document_get_game (self->document) : NULL;
  VtRuleset *ruleset = game != NULL ? vt_game_get_ruleset (game) : NULL;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const VtEditorInfo *info = ruleset != NULL ? vt_ruleset_get_editor_info (ruleset) : NULL;
  g_autofree char *grid = NULL;
  guint n_kinds = 0;
  const VtTerrainKind *kinds = ruleset != NULL ? vt_ruleset_get_terrain_kinds (ruleset, &n_kinds) : NULL;

  gboolean board = game != NULL && vt_map_get_kind (vt_scenario_get_map (vt_game_get_scenario (game))) == VT_MAP_KIND_BOARD;

  g_clear_pointer (&self->kind_ids, g_ptr_array_unref);
  self->kind_ids = g_ptr_array_new ();
  /* a board's squares are the ruleset's: nothing to draw, trace or calibrate,
   * only pieces to set up on it */
  for (const char * const *name = (const char *[]) { "shapes-tool-button", "draw-tool-button",
                                                     "calibrate-tool-button", NULL };
       *name != NULL; name++)
    {
      GtkWidget *button = find_named (self->edit_bar, *name);

      if (button != NULL)
        gtk_widget_set_visible (button, !board);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->kind_dropdown), !board);
  gtk_widget_set_visible (self->snap_button, !board);
  if (board)
    n_kinds = 0;
  /* areas, then lines, then points: the order a map is laid out in */
  for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
    for (guint i = 0; i < n_kinds; i++)
      if (kinds[i].geometry == geometry)
        {
          gtk_string_list_append (labels, vt_ruleset_get_terrain_kind_label (ruleset, kinds[i].id));
          g_ptr_array_add (self->kind_ids, (gpointer) kinds[i].id);
        }
  self->filling_kinds = TRUE;
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (labels));
  self->filling_kinds = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->kind_dropdown), self->kind_ids->len > 0);

  grid = info != NULL && info->grid > 0
         ? g_strdup_printf (_("Snap what is drawn to a grid of %s (G)"),
                            info->grid_label != NULL ? info->grid_label : "")
         : g_strdup (_("This ruleset lays out no grid"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->snap_button), grid);
}

static void
editor_changed (VtWindow *self)
{
  _vt_window_actions_update (self);
  /* the first feature drawn ends the empty sheet's hint */
  update_properties (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
}


/* A relative map image is found from where the scenario is saved: again
 * after Save As. */
static void
scenario_file_changed (VtWindow *self)
{
  GFile *file = self->document != NULL ? vt_document_get_file (self->document) : NULL;

  vt_underlay_panel_set_scenario_file (self->underlay_panel, file);
  vt_underlay_image_set_scenario_file (vt_map_view_get_underlay_image (self->map_view), file);
}

/**
 * vt_window_begin_from_picture:
 * @self: a window showing a new game
 * @picture: the scanned map the designer began from (the New dialog's)
 *
 * Lays the picture under the sheet and asks at once for its scale bar, in
 * Lay Out, on the Map Image page; once it is calibrated the empty sheet is
 * fitted to it. A picture that cannot be read is said on that page.
 */
void
vt_window_begin_from_picture (VtWindow *self,
                              GFile    *picture)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VT_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (picture));

  if (get_editor (self) == NULL)
    return;
  _vt_window_set_laying_out (self, TRUE);
  gtk_stack_set_visible_child_name (self->edit_stack, "edit-image");
  if (!vt_underlay_panel_import_file (self->underlay_panel, picture, &error))
    return;
  g_action_group_activate_action (G_ACTION_GROUP (self->edit_actions), "tool", g_variant_new_string ("calibrate"));
}

/* The window shows another document: the pages follow its editor. */
void
_vt_window_editor_set_document (VtWindow *self)
{
  VtEditor *editor = get_editor (self);
  VtGame *game = editor != NULL ? vt_editor_get_game (editor) : NULL;

  if (self->watched_editor != NULL)
    g_signal_handlers_disconnect_by_data (self->watched_editor, self);
  g_set_object (&self->watched_editor, editor);

  if (editor != NULL)
    vt_briefings_panel_set_editor (self->edit_briefings_panel, editor);
  else
    vt_briefings_panel_set_game (self->edit_briefings_panel, NULL);
  vt_feature_panel_set_editor (self->feature_panel, editor);
  vt_underlay_panel_set_editor (self->underlay_panel, editor);
  scenario_file_changed (self);
  vt_unit_editor_set_editor (self->unit_editor, editor);
  vt_catalogue_panel_set_editor (self->catalogue_panel, editor);
  fill_kinds (self);
  /* a board is laid out by setting up its pieces */
  if (game != NULL && vt_map_get_kind (vt_scenario_get_map (vt_game_get_scenario (game))) == VT_MAP_KIND_BOARD)
    g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->edit_actions), "tool")),
                               g_variant_new_string ("troops"));
  if (editor != NULL)
    {
      g_signal_connect_object (editor, "notify::locked", G_CALLBACK (_vt_window_editor_update), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (editor, "changed", G_CALLBACK (editor_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->document, "notify::file", G_CALLBACK (scenario_file_changed), self,
                               G_CONNECT_SWAPPED);
    }
  /* a scenario with nothing on it yet (a new game) opens to be laid out;
   * anything else opens to be played */
  _vt_window_set_laying_out (self, game != NULL && scenario_is_empty (vt_game_get_scenario (game)) &&
                                   vt_journal_get_length (vt_game_get_journal (game)) == 0);
  _vt_window_editor_update (self);
}

/**
 * _vt_window_set_laying_out:
 * @self: a window
 * @laying_out: TRUE for the editor's mode, FALSE to play
 */
void
_vt_window_set_laying_out (VtWindow *self,
                           gboolean  laying_out)
{
  GAction *mode = g_action_map_lookup_action (G_ACTION_MAP (self->view_actions), "mode");

  laying_out = laying_out && get_editor (self) != NULL;
  self->laying_out = laying_out;
  if (mode != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (mode), g_variant_new_string (laying_out ? "layout" : "play"));

  gtk_widget_set_visible (GTK_WIDGET (self->play_bar), !laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_bar), laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->side_switcher), !laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->side_stack), !laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_switcher), laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_stack), laying_out);
  vt_map_view_set_measuring (self->map_view, FALSE);
  /* the layers are the designer's: play shows everything */
  vt_map_view_set_layers (self->map_view, laying_out ? self->layers : NULL);
  choose_tool (self);
  update_properties (self);
  _vt_window_actions_update (self);
}

gboolean
_vt_window_get_laying_out (VtWindow *self)
{
  return self->laying_out;
}

/* Duplicate made copies of the troops: they are the selection now */
static void
copies_made (VtWindow           *self,
             const char * const *unit_ids)
{
  vt_map_view_set_selected_units (self->map_view, unit_ids);
}

void
_vt_window_editor_init (VtWindow *self)
{
  GtkEventController *shortcuts;
  static const struct {
    guint       keyval;
    const char *tool;
  } tool_keys[] = {
    { GDK_KEY_s, "shapes" },
    { GDK_KEY_d, "draw" },
    { GDK_KEY_a, "troops" },
    { GDK_KEY_k, "calibrate" },
  };

  self->edit_actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->edit_actions), edit_entries,
                                   G_N_ELEMENTS (edit_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "edit", G_ACTION_GROUP (self->edit_actions));
  g_signal_connect_swapped (self->kind_dropdown, "notify::selected", G_CALLBACK (kind_chosen), self);
  set_up_kind_list (self->kind_dropdown);
  g_signal_connect_swapped (self->map_view, "selection-changed", G_CALLBACK (update_properties), self);
  g_signal_connect_swapped (self->feature_panel, "name-entered", G_CALLBACK (name_entered), self);
  g_signal_connect_swapped (self->unit_editor, "refused", G_CALLBACK (_vt_window_show_banner), self);
  g_signal_connect_swapped (self->unit_editor, "units-created", G_CALLBACK (copies_made), self);
  g_signal_connect_swapped (self->catalogue_panel, "refused", G_CALLBACK (_vt_window_show_banner), self);
  vt_catalogue_panel_set_map_view (self->catalogue_panel, self->map_view);
  vt_underlay_panel_set_map_view (self->underlay_panel, self->map_view);
  self->layers = vt_layers_new ();
  vt_layers_panel_set_layers (self->layers_panel, self->layers);
  g_signal_connect_swapped (self->layers, "notify", G_CALLBACK (update_properties), self);
  g_signal_connect_swapped (self->layers, "notify", G_CALLBACK (lock_released), self);

  /* single keys, as M is: in the bubble phase, so typing them into a field
   * still types them */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (tool_keys[i].keyval, 0),
                                                gtk_named_action_new ("edit.tool"));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (tool_keys[i].tool));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                          gtk_named_action_new ("edit.delete")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_g, 0),
                                                          gtk_named_action_new ("edit.snap-to-grid")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_D, GDK_SHIFT_MASK),
                                                          gtk_named_action_new ("edit.choose-kind")));
}

void
_vt_window_editor_dispose (VtWindow *self)
{
  if (self->watched_editor != NULL)
    g_signal_handlers_disconnect_by_data (self->watched_editor, self);
  g_clear_object (&self->watched_editor);
  g_clear_pointer (&self->kind_ids, g_ptr_array_unref);
  g_clear_pointer (&self->drawn_feature, g_free);
  g_clear_object (&self->edit_actions);
  g_clear_object (&self->layers);
}
