/* test-live-table.c: the window at a live table: what an umpire hits in the first half hour (issue 7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-live-table"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-forces-panel.h"
#include "vt-map-view.h"
#include "vt-select-tool.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* The helpers are those of test-window.c, so a failure reads the same. */

/* main loop helpers */

/* the widget tree */

/* pixels */

/* the first unit in @formation, or NULL */
static VtUnit *
find_in_formation (VtScenario *state,
                   const char *formation)
{
  GListModel *units = vt_scenario_get_units (state);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (vt_unit_get_formation (unit), formation) == 0 && vt_unit_get_strength (unit) > 0)
        return unit;
    }

  return NULL;
}

/* The map point @across pixels along @unit's front and @back pixels towards
 * its rear from its centre, at the view's scale. */
static void
point_on_piece (VtMapView *view,
                VtUnit    *unit,
                double     across,
                double     back,
                VtPoint   *point)
{
  double facing = vt_unit_get_facing (unit) * G_PI / 180.0;
  double scale = vt_map_view_get_scale (view);

  vt_unit_get_position (unit, point);
  point->x += (across * cos (facing) - back * sin (facing)) / scale;
  point->y += (across * sin (facing) + back * cos (facing)) / scale;
}

/* Pieces can be picked where they are drawn. */

/* A column by sections is 5 paces wide, drawn 10 px wide at the fitted
 * zoom: a click 3 px beside its centre line selects it, and a drag from
 * there moves it. */
static void
test_picks_narrow_column (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtScenario *state = vt_game_get_state (game);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtMapView *view = vt_window_get_map_view (window);
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *column = find_in_formation (state, "section-column");
  VtSide *side;
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_rect_t bounds;
  double frontage = 0, depth = 0, x, y;
  VtPoint beside, start, now;
  guint head = vt_journal_get_head (journal);
  gboolean moved = FALSE;
  guchar rgb[3];

  g_assert_nonnull (column);
  vt_ruleset_get_footprint (ruleset, column, &frontage, &depth);
  g_test_message ("%s: %.0f × %.0f paces, %.2f px wide at %.3f px a pace", vt_unit_get_display_name (column),
                  frontage, depth, frontage * vt_map_view_get_scale (view), vt_map_view_get_scale (view));
  g_assert_cmpfloat (frontage * vt_map_view_get_scale (view), <, 4);

  /* 3 px off its centre line: outside its true width, inside the piece drawn */
  point_on_piece (view, column, 3, 1, &beside);
  g_assert_null (vt_map_renderer_unit_at (state, ruleset, &beside));
  capture = vt_ui_capture_window (root, "live-narrow-column.png");
  vt_ui_map_bounds (window, &bounds);
  g_assert_true (vt_map_view_to_widget (view, &beside, &x, &y));
  side = vt_scenario_find_side (state, vt_unit_get_side (column));
  vt_ui_capture_pixel (capture, (int) (bounds.origin.x + x), (int) (bounds.origin.y + y), rgb);
  g_test_message ("the pixel there: #%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
  g_assert_true (vt_ui_near_colour (rgb, vt_side_get_colour (side)->red, vt_side_get_colour (side)->green,
                              vt_side_get_colour (side)->blue, 40));

  vt_map_view_set_selected_unit (view, NULL);
  vt_map_view_select_at (view, x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, vt_unit_get_id (column));

  /* and dragged from there, a little way in some direction it can go */
  vt_unit_get_position (column, &start);
  for (guint i = 0; i < 8 && !moved; i++)
    {
      double angle = i * G_PI / 4;
      double tx = x + 12 * cos (angle), ty = y + 12 * sin (angle);
      VtPoint to;
      VtReach *reach;

      vt_map_view_press (view, x, y, 0);
      vt_map_view_drag_to (view, tx, ty);
      reach = vt_map_view_get_reach (view);
      g_assert_nonnull (reach);
      g_assert_true (vt_map_view_to_map (view, tx, ty, &to));
      to.x += start.x - beside.x;
      to.y += start.y - beside.y;
      if (!vt_reach_contains (reach, &to))
        {
          vt_map_view_cancel_drag (view);
          continue;
        }
      vt_map_view_release (view, tx, ty);
      moved = TRUE;
    }
  g_assert_true (moved);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  vt_unit_get_position (column, &now);
  g_assert_cmpfloat (hypot (now.x - start.x, now.y - start.y), >, 5 / vt_map_view_get_scale (view));

  vt_ui_close_all_windows ();
}

/* The reach drawn is what remains of the move. */

/* a unit that is on top where it stands, and can move */
static VtUnit *
find_mover (VtMapView *view)
{
  VtScenario *state = vt_map_view_get_scenario (view);
  VtRuleset *ruleset = vt_map_view_get_ruleset (view);
  GListModel *units = vt_scenario_get_units (state);
  VtViewport viewport;

  vt_map_view_get_viewport (view, &viewport);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint at;

      vt_unit_get_position (unit, &at);
      if (vt_unit_get_strength (unit) > 0 && g_strcmp0 (vt_unit_get_formation (unit), "column") == 0 &&
          vt_map_renderer_unit_drawn_at (state, ruleset, &viewport, &at) == unit)
        return unit;
    }

  return NULL;
}

/* A unit dragged half its allowance: the next drag draws the half that is
 * left, not a whole move again. */
static void
test_reach_is_what_remains (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  VtUnit *unit;
  VtPoint start, half = { 0, 0 }, now;
  VtReach *reach;
  g_autoptr(VtReach) whole = NULL;
  double allowance, angle = 0, x, y, hx, hy, left;
  gboolean found = FALSE;
  guint beyond = 0;

  unit = find_mover (view);
  g_assert_nonnull (unit);
  vt_unit_get_position (unit, &start);
  vt_map_view_centre_on (view, &start);
  vt_map_view_zoom_in (view);
  vt_map_view_zoom_in (view);
  vt_ui_wait_for_paint (root);
  g_assert_cmpfloat (vt_game_get_move_left (game, unit), ==, 1);

  /* the first drag: a whole move, and a way that is open for all of it */
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x + 10, y + 10);
  reach = vt_map_view_get_reach (view);
  g_assert_nonnull (reach);
  allowance = vt_reach_get_allowance (reach);
  g_test_message ("%s at %s: %.0f paces a move", vt_unit_get_display_name (unit), vt_map_view_get_activity (view), allowance);
  g_assert_cmpfloat (allowance * vt_map_view_get_scale (view), >, 20);
  for (guint i = 0; i < 16 && !found; i++)
    {
      gboolean open = TRUE;

      angle = i * G_PI / 8;
      for (double f = 0.1; f <= 0.95 && open; f += 0.05)
        open = vt_reach_contains (reach, &(VtPoint) { start.x + cos (angle) * allowance * f,
                                                      start.y + sin (angle) * allowance * f });
      found = open;
    }
  g_assert_true (found);
  half.x = start.x + cos (angle) * allowance * 0.45;
  half.y = start.y + sin (angle) * allowance * 0.45;
  g_assert_true (vt_map_view_to_widget (view, &half, &hx, &hy));
  vt_map_view_drag_to (view, hx, hy);
  vt_map_view_release (view, hx, hy);
  vt_ui_wait_for_paint (root);
  vt_unit_get_position (unit, &now);
  g_assert_cmpfloat (hypot (now.x - half.x, now.y - half.y), <, 3 / vt_map_view_get_scale (view));
  left = vt_game_get_move_left (game, unit);
  g_test_message ("moved %.0f paces; %.2f of the move left", hypot (now.x - start.x, now.y - start.y), left);
  g_assert_cmpfloat (left, >, 0.3);
  g_assert_cmpfloat (left, <, 0.7);

  /* the second drag: the reach drawn stops at what is left */
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x + 10, y + 10);
  reach = vt_map_view_get_reach (view);
  g_assert_nonnull (reach);
  whole = vt_reach_new (game, unit, vt_map_view_get_activity (view), 1);
  for (double f = 0.1; f <= 0.95; f += 0.05)
    {
      VtPoint at = { now.x + cos (angle) * allowance * f, now.y + sin (angle) * allowance * f };

      if (vt_reach_get_cost (whole, &at) < left - 0.05)
        g_assert_true (vt_reach_contains (reach, &at));
      else if (vt_reach_get_cost (whole, &at) > left + 0.05 && vt_reach_contains (whole, &at))
        {
          g_assert_false (vt_reach_contains (reach, &at));
          beyond++;
        }
    }
  g_test_message ("%u points within a whole move are beyond what is left", beyond);
  g_assert_cmpuint (beyond, >, 0);
  vt_ui_wait_for_paint (root);
  vt_ui_capture_free (vt_ui_capture_window (root, "live-reach-left.png"));
  vt_map_view_cancel_drag (view);

  vt_ui_close_all_windows ();
}

/* Selecting a unit in the Forces list centres the map only when the unit
 * is off screen. */

static guint
list_position_of (GtkSelectionModel *rows,
                  const char        *unit_id)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (rows)); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (rows), i);
      g_autoptr(GObject) item = gtk_tree_list_row_get_item (row);

      if (VT_IS_UNIT (item) && g_strcmp0 (vt_unit_get_id (VT_UNIT (item)), unit_id) == 0)
        return i;
    }

  return GTK_INVALID_LIST_POSITION;
}

static void
test_list_keeps_map_still (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  VtMapView *view = vt_window_get_map_view (window);
  GtkListView *list = GTK_LIST_VIEW (vt_ui_find_by_type (vt_ui_find_by_name (GTK_WIDGET (window), "side-stack"), GTK_TYPE_LIST_VIEW));
  GtkSelectionModel *rows = gtk_list_view_get_model (list);
  VtViewport before, after;
  guint position;
  double x, y;

  /* zoomed in on b3, which is in view but well away from the middle */
  vt_map_view_zoom_in (view);
  vt_map_view_centre_on (view, &(VtPoint) { 2450, 1800 });
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (vt_map_view_to_widget (view, &(VtPoint) { 2700, 2000 }, &x, &y));
  g_assert_cmpfloat (x, >, 30);
  g_assert_cmpfloat (y, >, 30);
  g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (view)) - 30);
  g_assert_cmpfloat (y, <, gtk_widget_get_height (GTK_WIDGET (view)) - 30);
  vt_map_view_get_viewport (view, &before);

  position = list_position_of (rows, "b3");
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  gtk_selection_model_select_item (rows, position, TRUE);
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  /* selected, and the map has not moved */
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, "b3");
  vt_map_view_get_viewport (view, &after);
  g_assert_cmpfloat (fabs (after.origin.x - before.origin.x), <, 0.01);
  g_assert_cmpfloat (fabs (after.origin.y - before.origin.y), <, 0.01);

  /* one off screen: the map goes to it */
  vt_map_view_zoom_in (view);
  vt_map_view_zoom_in (view);
  vt_map_view_centre_on (view, &(VtPoint) { 500, 500 });
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  position = list_position_of (rows, "r3");
  gtk_selection_model_select_item (rows, position, TRUE);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, "r3");
  g_assert_true (vt_map_view_to_widget (view, &(VtPoint) { 2550, 900 }, &x, &y));
  g_assert_cmpfloat (fabs (x - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, 2);
  g_assert_cmpfloat (fabs (y - gtk_widget_get_height (GTK_WIDGET (view)) / 2.0), <, 2);

  vt_ui_close_all_windows ();
}

/* The Losses page groups by side, with its totals, and has the same
 * margins as the other pages. */

static void
book_loss (VtGame     *game,
           const char *unit_id,
           double      points,
           const char *note)
{
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = g_strdup_printf ("%s loses %g Points", unit_id, points);
  GVariantBuilder loss, losses, outcome, payload;

  g_variant_builder_init (&loss, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&loss, "{sv}", "unit", g_variant_new_string (unit_id));
  g_variant_builder_add (&loss, "{sv}", "points", g_variant_new_double (points));
  g_variant_builder_add (&loss, "{sv}", "note", g_variant_new_string (note));
  g_variant_builder_init (&losses, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_add_value (&losses, g_variant_builder_end (&loss));
  g_variant_builder_init (&outcome, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&outcome, "{sv}", "losses", g_variant_builder_end (&losses));
  g_variant_builder_init (&payload, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&payload, "{sv}", "outcome", g_variant_builder_end (&outcome));

  event = vt_event_new (VT_EVENT_ACTION, vt_game_get_move (game), summary,
                        g_variant_builder_end (&payload), NULL, NULL);
  g_assert_true (vt_game_append (game, event, &error));
  g_assert_no_error (error);
}

/* the left edge of @widget's text, in @root's coordinates */
static double
left_of (GtkWidget *widget,
         GtkWidget *root)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, root, &bounds));
  return bounds.origin.x;
}

static double
right_of (GtkWidget *widget,
          GtkWidget *root)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, root, &bounds));
  return bounds.origin.x + bounds.size.width;
}

static double
top_of (GtkWidget *widget,
        GtkWidget *root)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, root, &bounds));
  return bounds.origin.y;
}

static void
test_losses_by_side (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  GtkStack *stack = GTK_STACK (vt_ui_find_by_name (root, "side-stack"));
  GtkWidget *page;
  GtkLabel *red, *blue, *red_total, *blue_total, *first_red, *second_red, *first_blue, *side_in_forces;
  double forces_left, forces_right;

  book_loss (game, "r1", 12, "fire of Füsiliere 1 at 300 paces");
  book_loss (game, "b1", 4, "fire of I/12 Musketiere at 300 paces");
  book_loss (game, "r2", 6, "fire of Füsiliere 2 at 250 paces");

  /* the Forces page, for its margin */
  gtk_stack_set_visible_child_name (stack, "forces");
  vt_ui_wait_for_paint (root);
  side_in_forces = vt_ui_find_label (gtk_stack_get_visible_child (stack), "Red", FALSE);
  g_assert_nonnull (side_in_forces);
  forces_left = left_of (vt_ui_find_by_type (gtk_stack_get_visible_child (stack), GTK_TYPE_TREE_EXPANDER), root);
  forces_right = right_of (GTK_WIDGET (vt_ui_find_label (gtk_stack_get_visible_child (stack), "450 muskets", FALSE)), root);
  vt_ui_capture_free (vt_ui_capture_window (root, "live-forces.png"));
  gtk_stack_set_visible_child_name (stack, "journal");
  vt_ui_wait_for_paint (root);
  vt_ui_capture_free (vt_ui_capture_window (root, "live-journal.png"));

  gtk_stack_set_visible_child_name (stack, "losses");
  vt_ui_wait_for_paint (root);
  page = gtk_stack_get_visible_child (stack);
  vt_ui_capture_free (vt_ui_capture_window (root, "live-losses.png"));

  /* a heading for each side with its total, and its own losses under it */
  red = vt_ui_find_label (page, "Red", FALSE);
  blue = vt_ui_find_label (page, "Blue", FALSE);
  g_assert_nonnull (red);
  g_assert_nonnull (blue);
  red_total = vt_ui_find_label (page, "18 Points", FALSE);
  blue_total = vt_ui_find_label (page, "4 Points", FALSE);
  g_assert_nonnull (red_total);
  g_assert_nonnull (blue_total);
  first_red = vt_ui_find_label (page, "Zug 1 · I/12 Musketiere", FALSE);
  second_red = vt_ui_find_label (page, "Zug 1 · II/12 Musketiere", FALSE);
  first_blue = vt_ui_find_label (page, "Zug 1 · Füsiliere 1", FALSE);
  g_assert_nonnull (first_red);
  g_assert_nonnull (second_red);
  g_assert_nonnull (first_blue);
  g_assert_cmpfloat (fabs (top_of (GTK_WIDGET (red_total), root) - top_of (GTK_WIDGET (red), root)), <, 4);
  g_assert_cmpfloat (top_of (GTK_WIDGET (red), root), <, top_of (GTK_WIDGET (first_red), root));
  g_assert_cmpfloat (top_of (GTK_WIDGET (first_red), root), <, top_of (GTK_WIDGET (second_red), root));
  g_assert_cmpfloat (top_of (GTK_WIDGET (second_red), root), <, top_of (GTK_WIDGET (blue), root));
  g_assert_cmpfloat (top_of (GTK_WIDGET (blue), root), <, top_of (GTK_WIDGET (first_blue), root));

  /* the same margins as the Forces page: a side's heading starts where the
   * forces' side rows do, and the totals end where their strengths end */
  g_test_message ("a side's row starts at x %.0f in Forces, %.0f in Losses; ends at %.0f and %.0f",
                  forces_left, left_of (gtk_widget_get_parent (GTK_WIDGET (red)), root),
                  forces_right, right_of (GTK_WIDGET (red_total), root));
  g_assert_cmpfloat (fabs (left_of (gtk_widget_get_parent (GTK_WIDGET (red)), root) - forces_left), <=, 2);
  g_assert_cmpfloat (fabs (right_of (GTK_WIDGET (red_total), root) - forces_right), <=, 2);
  /* and the entries are set in under the side's name */
  g_assert_cmpfloat (left_of (GTK_WIDGET (first_red), root), >=, left_of (GTK_WIDGET (red), root) - 1);

  /* taken back: the totals follow */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_wait_for_paint (root);
  g_assert_nonnull (vt_ui_find_label (page, "12 Points", FALSE));
  g_assert_null (vt_ui_find_label (page, "Zug 1 · II/12 Musketiere", FALSE));

  vt_ui_close_all_windows ();
}

/* The briefings are shown: the General-Idee, and each side's special idea
 * marked as that side's alone. */
static void
test_briefings_page (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtScenario *state = vt_game_get_state (vt_window_get_game (window));
  GtkStack *stack = GTK_STACK (vt_ui_find_by_name (root, "side-stack"));
  GListModel *sides = vt_scenario_get_sides (state);
  GtkWidget *page, *general;
  g_autoptr(VtUiCapture) capture = NULL;
  int sidebar_width;

  g_assert_nonnull (vt_scenario_get_general_idea (state));
  g_assert_nonnull (gtk_stack_get_child_by_name (stack, "briefings"));
  /* the long texts do not widen the sidebar: it is as wide as with the Forces page alone */
  sidebar_width = gtk_widget_get_width (GTK_WIDGET (stack));
  g_test_message ("the sidebar is %d px wide", sidebar_width);
  g_assert_cmpint (sidebar_width, <, 440);
  gtk_stack_set_visible_child_name (stack, "briefings");
  vt_ui_wait_for_paint (root);
  page = gtk_stack_get_visible_child (stack);
  capture = vt_ui_capture_window (root, "live-briefings.png");

  general = vt_ui_find_by_name (page, "general-idea");
  g_assert_nonnull (general);
  g_assert_true (gtk_widget_get_mapped (general));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (general)), ==, vt_scenario_get_general_idea (state));
  g_assert_nonnull (vt_ui_find_label (page, "General-Idee", FALSE));
  /* set as a page to read, not squeezed into a corner */
  g_assert_cmpint (gtk_widget_get_width (general), >, 300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (stack)), ==, sidebar_width);

  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *name = g_strdup_printf ("special-idea-%s", vt_side_get_id (side));
      g_autofree char *only = g_strdup_printf ("%s only", vt_side_get_name (side));
      GtkWidget *idea = vt_ui_find_by_name (page, name);
      GtkLabel *mark = vt_ui_find_label (page, only, FALSE);
      const VtColour *colour = vt_side_get_colour (side);
      graphene_rect_t bounds;
      guchar rgb[3];

      g_assert_nonnull (idea);
      g_assert_true (gtk_widget_get_mapped (idea));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (idea)), ==, vt_side_get_special_idea (side));
      g_assert_nonnull (mark);
      /* the mark heads the side's idea, after the General-Idee */
      g_assert_cmpfloat (top_of (GTK_WIDGET (mark), root), <, top_of (idea, root));
      g_assert_cmpfloat (top_of (GTK_WIDGET (mark), root), >, top_of (general, root));
      g_assert_true (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (mark))) == gtk_widget_get_parent (idea));

      /* and it is in the side's colour: a pixel of its ground beside the text */
      {
        GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (mark), GTK_TYPE_SCROLLED_WINDOW);
        GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mark), gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                                  &bounds));
        gtk_adjustment_set_value (adjustment, bounds.origin.y - 20);
        vt_ui_wait_for_paint (root);
        g_clear_pointer (&capture, vt_ui_capture_free);
        capture = vt_ui_capture_window (root, i == 0 ? NULL : "live-briefings-scrolled.png");
      }
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mark), root, &bounds));
      vt_ui_capture_pixel (capture, (int) (bounds.origin.x + 3), (int) (bounds.origin.y + bounds.size.height / 2), rgb);
      g_test_message ("%s: #%02x%02x%02x", only, rgb[0], rgb[1], rgb[2]);
      g_assert_true (vt_ui_near_colour (rgb, colour->red, colour->green, colour->blue, 24));
    }

  vt_ui_close_all_windows ();
}

/* Next Phase and the clock keep a fixed width, so repeated clicks hit the
 * button. */
static void
test_next_phase_stays_put (void)
{
  static const char * const rulesets[] = { "reiswitz-1824", "reiswitz-1812", "little-wars-1913", "war-chess-1866" };

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autofree char *path = vt_ui_copy_demo_of (rulesets[r]);
      VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
      GtkWidget *root = GTK_WIDGET (window);
      GtkWidget *button = vt_ui_find_by_name (root, "next-phase-button");
      GtkWidget *map = GTK_WIDGET (vt_window_get_map_view (window));
      g_autofree char *first = NULL;
      double left, right, map_left, map_right;
      gboolean changed = FALSE;

      vt_ui_wait_for_paint (root);
      first = g_strdup (vt_ui_label_text (window, "clock-label"));
      left = left_of (button, root);
      right = right_of (button, root);
      /* issue 25 item 17: nor does the sidebar beside the map change its width */
      map_left = left_of (map, root);
      map_right = right_of (map, root);
      for (guint i = 0; i < 9; i++)
        {
          vt_ui_press (root, "<Control>Return");
          vt_ui_wait_for_paint (root);
          g_test_message ("%s: Next Phase at x %.0f to %.0f, the map %.0f to %.0f",
                          vt_ui_label_text (window, "clock-label"), left_of (button, root), right_of (button, root),
                          left_of (map, root), right_of (map, root));
          changed |= g_strcmp0 (vt_ui_label_text (window, "clock-label"), first) != 0;
          g_assert_cmpfloat (fabs (left_of (button, root) - left), <, 0.5);
          g_assert_cmpfloat (fabs (right_of (button, root) - right), <, 0.5);
          g_assert_cmpfloat (fabs (left_of (map, root) - map_left), <, 0.5);
          g_assert_cmpfloat (fabs (right_of (map, root) - map_right), <, 0.5);
        }
      g_assert_true (changed);
      vt_ui_close_all_windows ();
    }
}

/* A refused-move banner goes when the next drag starts. */
static void
test_banner_goes_on_next_drag (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  GtkRevealer *banner = GTK_REVEALER (gtk_widget_get_ancestor (vt_ui_find_by_name (root, "banner-label"), GTK_TYPE_REVEALER));
  VtUnit *unit = find_mover (view);
  VtScenario *state = vt_game_get_state (game);
  VtMap *map = vt_scenario_get_map (state);
  VtPoint start, far = { 0, 0 };
  VtReach *reach;
  double x, y, fx, fy, allowance;
  guint head = vt_journal_get_head (vt_game_get_journal (game));
  gboolean found = FALSE;

  g_assert_nonnull (banner);
  g_assert_nonnull (unit);
  vt_unit_get_position (unit, &start);
  vt_ui_unit_in_window (window, unit, NULL, &x, &y);
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, x + 10, y + 10);
  reach = vt_map_view_get_reach (view);
  g_assert_nonnull (reach);
  allowance = vt_reach_get_allowance (reach);
  for (guint i = 0; i < 16 && !found; i++)
    {
      far.x = start.x + cos (i * G_PI / 8) * allowance * 3;
      far.y = start.y + sin (i * G_PI / 8) * allowance * 3;
      found = far.x > 50 && far.y > 50 && far.x < vt_map_get_width (map) - 50 && far.y < vt_map_get_height (map) - 50 &&
              !vt_reach_contains (reach, &far);
    }
  g_assert_true (found);
  g_assert_true (vt_map_view_to_widget (view, &far, &fx, &fy));
  vt_map_view_drag_to (view, fx, fy);
  vt_map_view_release (view, fx, fy);
  vt_ui_wait_for_paint (root);
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, head);
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_test_message ("refused: %s", vt_ui_label_text (window, "banner-label"));

  /* the next drag: the banner goes at the press */
  vt_map_view_press (view, x, y, 0);
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  vt_map_view_cancel_drag (view);

  vt_ui_close_all_windows ();
}

static GtkEventController *
key_controller_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        return controller;
    }

  return NULL;
}

/* Measure is not shown pressed after Escape. */
static void
test_escape_leaves_measuring (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  VtMapView *view = vt_window_get_map_view (window);
  GtkToggleButton *measure = GTK_TOGGLE_BUTTON (vt_ui_find_by_name (root, "measure-button"));
  GtkEventController *keys = key_controller_of (GTK_WIDGET (view));
  gboolean handled = FALSE;

  g_assert_nonnull (keys);
  vt_ui_click (GTK_WIDGET (measure));
  vt_ui_wait_for_paint (root);
  g_assert_true (vt_map_view_get_measuring (view));
  g_assert_true (gtk_toggle_button_get_active (measure));

  /* a ruler laid, then Escape */
  vt_map_view_press (view, 100, 100, 0);
  vt_map_view_drag_to (view, 140, 120);
  vt_map_view_drag_to (view, 200, 160);
  vt_map_view_release (view, 200, 160);
  vt_ui_wait_for_paint (root);
  g_assert_true (vt_map_view_get_ruler (view, NULL, NULL, NULL));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 9, 0, &handled);
  vt_ui_wait_for_paint (root);
  g_assert_true (handled);
  g_assert_false (vt_map_view_get_measuring (view));
  g_assert_false (gtk_toggle_button_get_active (measure));
  g_assert_false (gtk_widget_get_state_flags (GTK_WIDGET (measure)) & GTK_STATE_FLAG_CHECKED);

  vt_ui_close_all_windows ();
}

static gboolean
text_view_shows (GtkWidget  *widget,
                 const char *text,
                 GtkWidget **found)
{
  if (GTK_IS_TEXT_VIEW (widget))
    {

      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;
      g_autofree char *shown = NULL;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      /* the dialog marks links up, and may trim the text's ends */
      if (strstr (shown, text) != NULL)
        {
          *found = widget;
          return TRUE;
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (text_view_shows (child, text, found))
      return TRUE;

  return FALSE;
}

/* About shows the provenance in a page that can be read without scrolling
 * a 90 px box, and does not change width between its tabs. */
static void
test_about_provenance_page (void)
{
  g_autofree char *text = vt_application_describe_rulesets (app);
  GtkWindow *about;
  GtkWidget *view = NULL, *page, *scroller;
  GtkStack *stack;
  int width = 0;

  g_assert_nonnull (strstr (text, "Ruleset folders searched"));
  vt_application_show_about (app);
  about = vt_ui_wait_for_toplevel (GTK_TYPE_ABOUT_DIALOG);
  vt_ui_wait_for_paint (GTK_WIDGET (about));
  stack = GTK_STACK (vt_ui_find_by_type (GTK_WIDGET (about), GTK_TYPE_STACK));
  g_assert_nonnull (stack);

  /* every tab as wide as the first */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gtk_stack_set_visible_child (stack, child);
      vt_ui_wait_for_paint (GTK_WIDGET (about));
      g_test_message ("page %s: %d × %d", gtk_stack_get_visible_child_name (stack),
                      gtk_widget_get_width (GTK_WIDGET (about)), gtk_widget_get_height (GTK_WIDGET (about)));
      if (width == 0)
        width = gtk_widget_get_width (GTK_WIDGET (about));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (about)), ==, width);
    }

  /* the provenance, in a box to read it in */
  g_assert_true (text_view_shows (GTK_WIDGET (about), "Ruleset folders searched", &view));
  for (page = view; gtk_widget_get_parent (page) != GTK_WIDGET (stack); page = gtk_widget_get_parent (page))
    ;
  gtk_stack_set_visible_child (stack, page);
  /* after the tabs' cross-fade */
  vt_ui_iterate_for (gtk_stack_get_transition_duration (stack) + 100);
  vt_ui_wait_for_paint (GTK_WIDGET (about));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (about), "live-about-provenance.png"));
  scroller = gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW);
  g_test_message ("the provenance is shown %d × %d px", gtk_widget_get_width (scroller), gtk_widget_get_height (scroller));
  g_assert_cmpint (gtk_widget_get_height (scroller), >=, 360);
  g_assert_cmpint (gtk_widget_get_width (scroller), >=, 560);

  vt_ui_close_all_windows ();
}

/* A piece moved without the mouse: the arrows carry its ghost with the reach
 * drawn as in a drag, Escape leaves it where it stands, Return moves it. */
static gboolean
press_key (VtMapView *view,
           guint      keyval,
           guint      times)
{
  gboolean taken = TRUE;

  for (guint i = 0; i < times; i++)
    taken = vt_map_tool_key_pressed (vt_map_view_get_tool (view), keyval, 0) && taken;
  return taken;
}

static void
test_move_from_keyboard (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtScenario *state = vt_game_get_state (game);
  VtJournal *journal = vt_game_get_journal (game);
  VtMapView *view = vt_window_get_map_view (window);
  GListModel *units = vt_scenario_get_units (state);
  double step = 0;
  g_autoptr(VtUiCapture) before = NULL;
  g_autoptr(VtUiCapture) carried = NULL;
  guint head = vt_journal_get_head (journal);
  VtUnit *mover = NULL;
  VtPoint start, now, to, offset;
  graphene_rect_t bounds;
  double x, y;
  guchar was[3], is[3];

  vt_ui_wait_for_paint (root);
  before = vt_ui_capture_window (root, NULL);

  /* Enter on a row of the list hands the keys to the map */
  {
    GtkWidget *forces = vt_ui_find_by_type (root, VT_TYPE_FORCES_PANEL);
    GtkListView *list = GTK_LIST_VIEW (vt_ui_find_by_type (forces, GTK_TYPE_LIST_VIEW));

    g_assert_nonnull (list);
    g_signal_emit_by_name (list, "activate", 0);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (view));
  }

  /* the first piece that can go three steps east over this ground */
  for (guint i = 0; i < g_list_model_get_n_items (units) && mover == NULL; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtReach *reach;

      vt_map_view_set_selected_unit (view, vt_unit_get_id (unit));
      g_assert_true (press_key (view, GDK_KEY_Right, 3));
      reach = vt_map_view_get_reach (view);
      g_assert_nonnull (reach);
      /* three tenths of its move */
      step = 3 * vt_select_tool_get_key_step (VT_SELECT_TOOL (vt_map_view_get_tool (view)));
      g_assert_cmpfloat_with_epsilon (step, 0.3 * vt_reach_get_allowance (reach), 1e-9);
      vt_unit_get_position (unit, &start);
      to = (VtPoint) { start.x + step, start.y };
      if (vt_reach_contains (reach, &to))
        mover = unit;
      else
        vt_map_view_cancel_drag (view);
    }
  g_assert_nonnull (mover);
  g_test_message ("%s carried %.0f east", vt_unit_get_display_name (mover), step);

  /* its reach is drawn as in a drag (open ground to the west, inside it);
   * the piece has not moved yet */
  vt_ui_wait_for_paint (root);
  carried = vt_ui_capture_window (root, "keyboard-move.png");
  offset = (VtPoint) { -0.7 * step / 0.3, 0 };
  to = (VtPoint) { start.x + offset.x, start.y };
  g_assert_null (vt_map_renderer_unit_at (state, vt_game_get_ruleset (game), &to));
  vt_ui_unit_in_window (window, mover, &offset, &x, &y);
  vt_ui_map_bounds (window, &bounds);
  x += bounds.origin.x;
  y += bounds.origin.y;
  vt_ui_capture_pixel (before, x, y, was);
  vt_ui_capture_pixel (carried, x, y, is);
  g_test_message ("at %.0f,%.0f: %u %u %u, then %u %u %u", x, y, was[0], was[1], was[2], is[0], is[1], is[2]);
  g_assert_true (was[0] != is[0] || was[1] != is[1] || was[2] != is[2]);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);

  /* Escape (the view's cancel) leaves it where it stands */
  vt_map_view_cancel_drag (view);
  g_assert_null (vt_map_view_get_reach (view));
  vt_unit_get_position (mover, &now);
  g_assert_cmpfloat_with_epsilon (now.x, start.x, 1e-9);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);

  /* Return moves it, one entry in the journal */
  g_assert_true (press_key (view, GDK_KEY_Right, 3));
  g_assert_true (press_key (view, GDK_KEY_Return, 1));
  g_assert_null (vt_map_view_get_reach (view));
  vt_unit_get_position (mover, &now);
  g_assert_cmpfloat_with_epsilon (now.x, start.x + step, 1e-6);
  g_assert_cmpfloat_with_epsilon (now.y, start.y, 1e-6);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);

  /* Return with nothing carried is left to the window */
  g_assert_false (press_key (view, GDK_KEY_Return, 1));

  vt_ui_close_all_windows ();
}

/* Every command has a shortcut, and a shortcuts window lists them all. */

static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

static gboolean
same_accelerator (const char *a,
                  const char *b)
{
  guint key_a = 0, key_b = 0;
  GdkModifierType mods_a = 0, mods_b = 0;

  g_assert_true (gtk_accelerator_parse (a, &key_a, &mods_a));
  g_assert_true (gtk_accelerator_parse (b, &key_b, &mods_b));
  g_test_message ("listed %s, the window answers to %s", a, b);
  return key_a == key_b && mods_a == mods_b;
}

static void
test_every_command_has_a_key (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  GtkStack *stack = GTK_STACK (vt_ui_find_by_name (root, "side-stack"));
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  GtkWindow *overlay;
  static const char *commands[] = {
    "play.show-actions", "play.rule-tables", "play.next-phase", "play.show-advance",
    "view.show-page::forces", "view.show-page::journal", "view.show-page::losses",
    "view.show-page::briefings", "win.show-help-overlay",
  };
  static const char *pages[] = { "forces", "journal", "losses", "briefings" };

  /* a key for each */
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), commands[i]);

      g_test_message ("%s: %s", commands[i], accels != NULL && accels[0] != NULL ? accels[0] : "(none)");
      g_assert_true (accels != NULL && accels[0] != NULL);
    }
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");

    g_assert_cmpstr (accels[0], ==, "<Control>question");
  }

  /* and each does what it says */
  for (guint i = G_N_ELEMENTS (pages); i > 0; i--)
    {
      g_assert_true (gtk_widget_activate_action (root, "view.show-page", "s", pages[i - 1]));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, pages[i - 1]);
    }
  {
    GtkMenuButton *actions = GTK_MENU_BUTTON (vt_ui_find_by_name (root, "actions-button"));
    GtkMenuButton *advance = GTK_MENU_BUTTON (vt_ui_find_by_name (root, "advance-button"));

    g_assert_true (gtk_widget_activate_action (root, "play.show-actions", NULL));
    vt_ui_wait_for_paint (root);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (actions))));
    gtk_menu_button_popdown (actions);
    g_assert_true (gtk_widget_activate_action (root, "play.show-advance", NULL));
    vt_ui_wait_for_paint (root);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (advance))));
    gtk_menu_button_popdown (advance);
  }

  /* the shortcuts window lists every one, with the key the window answers to */
  g_assert_true (gtk_widget_activate_action (root, "win.show-help-overlay", NULL));
  overlay = vt_ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  vt_ui_wait_for_paint (GTK_WIDGET (overlay));
  vt_ui_capture_free (vt_ui_capture_window (GTK_WIDGET (overlay), "live-shortcuts.png"));
  collect_shortcuts (GTK_WIDGET (overlay), shortcuts);
  g_test_message ("%u shortcuts listed", shortcuts->len);
  for (guint i = 0; i < G_N_ELEMENTS (commands) + 1; i++)
    {
      const char *command = i < G_N_ELEMENTS (commands) ? commands[i] : "view.measure";
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), command);
      gboolean listed = FALSE;

      for (guint j = 0; j < shortcuts->len && !listed; j++)
        {
          g_autofree char *action = NULL;
          g_autofree char *accelerator = NULL;

          /* (the window's search keeps copies without their keys) */
          g_autofree char *title = NULL;

          g_object_get (shortcuts->pdata[j], "action-name", &action, "accelerator", &accelerator, "title", &title, NULL);
          /* Measure's key is the window's own, M, and listed by its title */
          if (g_str_equal (command, "view.measure") && g_strcmp0 (title, "Measure") == 0)
            {
              g_free (action);
              action = g_strdup (command);
            }
          if (g_strcmp0 (action, command) != 0 || accelerator == NULL || accelerator[0] == '\0')
            continue;
          listed = TRUE;
          g_assert_true (same_accelerator (accelerator, accels != NULL && accels[0] != NULL ? accels[0] : "m"));
        }
      if (!listed)
        g_error ("the shortcuts window does not list %s", command);
    }

  vt_ui_close_all_windows ();
}

/* Selecting a journal entry marks its units on the map and shows its
 * details: parameters, dice and faces, every change. */
static void
test_journal_entry_details (void)
{
  VtWindow *window = vt_ui_open_sample (G_APPLICATION (app));
  GtkWidget *root = GTK_WIDGET (window);
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  GtkStack *stack = GTK_STACK (vt_ui_find_by_name (root, "side-stack"));
  GtkListView *list = GTK_LIST_VIEW (vt_ui_find_by_name (root, "journal-list"));
  g_autoptr(VtEvent) fire = NULL;
  g_autoptr(GError) error = NULL;
  GtkSelectionModel *rows;
  GtkWidget *details;
  const char *text;
  const char * const *selected;

  fire = vt_event_new (VT_EVENT_ACTION, 1, "I/12 Musketiere fires on Füsiliere 1 at 300 paces: 30 men",
                       g_variant_new_parsed ("{'action': <'fire-test'>, "
                                             "'params': <{'firer': <'r1'>, 'target': <'b1'>, 'range': <300.0>}>}"),
                       g_variant_new_parsed ("[('fire I', uint32 6, uint32 4, false)]"),
                       g_variant_new_parsed ("[{'unit': <'b1'>, 'strength': <uint32 420>}]"));
  g_assert_true (vt_game_append (game, fire, &error));
  g_assert_no_error (error);
  vt_map_view_set_selected_unit (view, "r3");

  g_assert_true (gtk_widget_activate_action (root, "view.show-page", "s", "journal"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "journal");
  vt_ui_wait_for_paint (root);
  details = vt_ui_find_by_name (root, "journal-details-label");
  g_assert_nonnull (details);
  g_assert_false (gtk_widget_get_mapped (details));

  /* the entry picked: both its units are marked on the map */
  rows = gtk_list_view_get_model (list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rows)), ==, 1);
  gtk_selection_model_select_item (rows, 0, TRUE);
  vt_ui_iterate_for (gtk_revealer_get_transition_duration (GTK_REVEALER (gtk_widget_get_ancestor (details, GTK_TYPE_REVEALER))) + 100);
  vt_ui_wait_for_paint (root);
  vt_ui_capture_free (vt_ui_capture_window (root, "live-journal-details.png"));
  selected = vt_map_view_get_selected_units (view);
  g_assert_cmpuint (g_strv_length ((GStrv) selected), ==, 2);
  g_assert_true (g_strv_contains (selected, "r1"));
  g_assert_true (g_strv_contains (selected, "b1"));

  /* and its details: who, the parameters, the die and its face, the change */
  g_assert_true (gtk_widget_get_mapped (details));
  text = gtk_label_get_text (GTK_LABEL (details));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "firer: I/12 Musketiere"));
  g_assert_nonnull (strstr (text, "target: Füsiliere 1"));
  g_assert_nonnull (strstr (text, "range: 300"));
  g_assert_nonnull (strstr (text, "die fire I (6 faces): 4, rolled"));
  g_assert_nonnull (strstr (text, "Füsiliere 1: strength 420"));
  g_assert_cmpstr (vt_ui_label_text (window, "journal-details-title"), ==,
                   "I/12 Musketiere fires on Füsiliere 1 at 300 paces: 30 men");

  /* nothing picked: the details go */
  gtk_selection_model_unselect_item (rows, 0);
  vt_ui_iterate_for (gtk_revealer_get_transition_duration (GTK_REVEALER (gtk_widget_get_ancestor (details, GTK_TYPE_REVEALER))) + 100);
  vt_ui_wait_for_paint (root);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (details, GTK_TYPE_REVEALER))));

  vt_ui_close_all_windows ();
}

static void
gather_shown_text (GtkWidget *widget,
                   GString   *text)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (text, "%s\n", gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_shown_text (child, text);
}

/* Issue 25: "Little Wars and War-Chess say 'Advance Züge…' and 'Points':
 * every word from the ruleset". Keys only: the Losses page (Alt+3) and the
 * advance form (Shift+Ctrl+Enter), in each game's own words. */
static void
test_ruleset_words (void)
{
  static const struct {
    const char *ruleset;
    const char *unit;
    const char *advance;   /* the button */
    const char *lost;      /* a loss of 3, on the Losses page */
  } games[] = {
    { "little-wars-1913", "r-inf-1", "Advance moves…", "3 men" },
    { "war-chess-1866", "a-line-1", "Advance moves…", "3 figures" },
    { "reiswitz-1824", "r-1-1a", "Advance Züge…", "3 Points" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = vt_ui_copy_demo_of (games[i].ruleset);
      VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
      GtkWidget *root = GTK_WIDGET (window);
      g_autoptr(GString) text = g_string_new (NULL);
      gboolean zuege = g_str_equal (games[i].ruleset, "reiswitz-1824");

      book_loss (vt_window_get_game (window), games[i].unit, 3, "fire");
      vt_ui_press (root, "<Alt>3");
      vt_ui_press (root, "<Control><Shift>Return");
      vt_ui_iterate_for (300);
      vt_ui_wait_for_paint (root);
      gather_shown_text (root, text);
      {
        GtkWidget *popover = vt_ui_find_by_type (vt_ui_find_by_name (root, "advance-button"), GTK_TYPE_POPOVER);

        g_assert_true (gtk_widget_get_mapped (popover));
        gather_shown_text (popover, text);
      }
      g_test_message ("%s:\n%s", games[i].ruleset, text->str);
      g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (vt_ui_find_by_name (root, "advance-button"))), ==,
                       games[i].advance);
      g_assert_nonnull (strstr (text->str, games[i].lost));
      if (!zuege)
        {
          g_assert_null (strstr (text->str, "Zug"));
          g_assert_null (strstr (text->str, "Züge"));
          g_assert_null (strstr (text->str, "Point"));
        }
      vt_ui_press (root, "Escape");
      vt_ui_close_all_windows ();
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* recent files, settings and autosaves go to a folder of the test's own */
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/live-table/picks-narrow-column", test_picks_narrow_column);
  g_test_add_func ("/vt/ui/live-table/reach-is-what-remains", test_reach_is_what_remains);
  g_test_add_func ("/vt/ui/live-table/list-keeps-map-still", test_list_keeps_map_still);
  g_test_add_func ("/vt/ui/live-table/losses-by-side", test_losses_by_side);
  g_test_add_func ("/vt/ui/live-table/ruleset-words", test_ruleset_words);
  g_test_add_func ("/vt/ui/live-table/briefings", test_briefings_page);
  g_test_add_func ("/vt/ui/live-table/next-phase-stays-put", test_next_phase_stays_put);
  g_test_add_func ("/vt/ui/live-table/banner-goes-on-next-drag", test_banner_goes_on_next_drag);
  g_test_add_func ("/vt/ui/live-table/escape-leaves-measuring", test_escape_leaves_measuring);
  g_test_add_func ("/vt/ui/live-table/about-provenance", test_about_provenance_page);
  g_test_add_func ("/vt/ui/live-table/shortcuts", test_every_command_has_a_key);
  g_test_add_func ("/vt/ui/live-table/move-from-keyboard", test_move_from_keyboard);
  g_test_add_func ("/vt/ui/live-table/journal-details", test_journal_entry_details);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  return status;
}
