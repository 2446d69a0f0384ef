/* test-length-units.c: the umpire's units of length (GSettings "length-units")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: the schema's "length-units" is read where the windows show
 * distances. "ruleset" (the default) keeps the rulebook's unit; "metric"
 * puts metres first and the rulebook's unit beside them, as the rules count
 * in it. The pace is 0.627706 m (2 Rhenish feet of 0.313853 m, derived;
 * see vt-calibration.c), so 1,250 paces are 784.6 m, read "785 metres".
 * GSETTINGS_BACKEND=memory (tests/meson.build) keeps them off the machine.
 */
#define G_LOG_DOMAIN "vt-test-length-units"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-test-map.h"

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-measure.h"
#include "vt-unit-panel.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

static const VtColour rot = { 0.75, 0.11, 0.16 };

static GSettings *
settings (void)
{
  GSettings *found = vt_measure_get_settings ();

  g_assert_nonnull (found);
  return found;
}

static void
test_format (void)
{
  g_autofree char *own = NULL;
  g_autofree char *metric = NULL;
  g_autofree char *inches = NULL;
  g_autofree char *squares = NULL;
  g_autofree char *short_way = NULL;

  g_settings_reset (settings (), "length-units");
  own = vt_measure_format_distance (1250, "pace");
  g_assert_cmpstr (own, ==, "1,250 paces");
  g_assert_false (vt_measure_get_metric ());

  g_settings_set_string (settings (), "length-units", "metric");
  g_assert_true (vt_measure_get_metric ());
  metric = vt_measure_format_distance (1250, "pace");
  g_assert_cmpstr (metric, ==, "785 metres (1,250 paces)");
  /* Little Wars' inches, 0.0254 m each */
  inches = vt_measure_format_distance (12, "inch");
  g_assert_cmpstr (inches, ==, "0.3 metres (12 inches)");
  short_way = vt_measure_format_distance (10, "pace");
  g_assert_cmpstr (short_way, ==, "6.3 metres (10 paces)");
  /* a board's squares are no length */
  squares = vt_measure_format_distance (3, "square");
  g_assert_cmpstr (squares, ==, "3 squares");
  g_settings_reset (settings (), "length-units");
}

static VtWindow *
open_fixture (void)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), "reiswitz-1824");
  g_autoptr(VtMap) map = vt_map_new_terrain (4000, 3500, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1824", map);
  g_autoptr(VtSide) rot_side = vt_side_new ("rot", "Rot", &rot);

  g_assert_nonnull (ruleset);
  g_assert_true (vt_scenario_add_side (scenario, rot_side, NULL));
  vt_test_add_block (scenario, "r-1", "1. Bataillon", "rot", "line", 600, 1200);
  return vt_ui_open_scenario (G_APPLICATION (app), scenario, ruleset, "length-units.vertrauter");
}

static const char *
move_left_text (VtWindow *window)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (window), "move-left");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* the menu F10 opens */
static GtkMenuButton *
find_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* the primary menu offers both, so the umpire changes them from the
 * keyboard (F10, then the arrows) as with the mouse */
static gboolean
menu_offers (GMenuModel *model,
             const char *target)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *action = NULL;
      g_autofree char *item_target = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
          g_strcmp0 (action, "view.length-units") == 0 &&
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_TARGET, "s", &item_target) &&
          g_strcmp0 (item_target, target) == 0)
        return TRUE;
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) linked = g_menu_link_iter_get_value (links);

          if (menu_offers (linked, target))
            return TRUE;
        }
    }
  return FALSE;
}

/* the scale bar's length in pixels, as drawn: the longest run of its ink
 * (0.15 grey) along the rows near the map's bottom left */
static int
scale_bar_pixels (VtWindow *window)
{
  g_autoptr(VtUiCapture) capture = NULL;
  graphene_rect_t bounds;
  int longest = 0;

  for (guint i = 0; i < 3; i++)
    vt_ui_wait_for_paint (GTK_WIDGET (window));
  capture = vt_ui_capture_window (GTK_WIDGET (window), NULL);
  vt_ui_map_bounds (window, &bounds);
  for (int y = (int) (bounds.origin.y + bounds.size.height) - 40; y < (int) (bounds.origin.y + bounds.size.height); y++)
    {
      int run = 0;
      int x = (int) bounds.origin.x;
      guchar rgb[3];

      /* from its first ink, some 12 pixels in, to its last */
      for (; x < (int) bounds.origin.x + 30; x++)
        {
          vt_ui_capture_pixel (capture, x, y, rgb);
          if (vt_ui_near_colour (rgb, 0.15, 0.15, 0.15, 40))
            break;
        }
      for (; x < (int) (bounds.origin.x + bounds.size.width); x++, run++)
        {
          vt_ui_capture_pixel (capture, x, y, rgb);
          if (!vt_ui_near_colour (rgb, 0.15, 0.15, 0.15, 40))
            break;
        }
      longest = MAX (longest, run);
    }
  return longest;
}

/* what snapshot_scale_bar draws: 1, 2 or 5 × 10ⁿ of the bar's unit, near 100 pixels */
static double
expected_bar (double pixels_per_unit,
              double bar_units_per_unit)
{
  double target = 100.0 / pixels_per_unit * bar_units_per_unit;
  double magnitude = pow (10, floor (log10 (target)));
  double length = target / magnitude >= 5 ? 5 * magnitude : target / magnitude >= 2 ? 2 * magnitude : magnitude;

  return length / bar_units_per_unit * pixels_per_unit;
}

static void
test_window (void)
{
  VtWindow *window = open_fixture ();
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), "r-1");
  VtUnitPanel *panel = VT_UNIT_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_UNIT_PANEL));
  GtkMenuButton *menu_button = NULL;
  g_autofree char *own = NULL;
  g_autofree char *metric = NULL;
  g_autofree char *chosen = NULL;
  double allowance;

  g_settings_reset (settings (), "length-units");
  vt_map_view_set_selected_unit (view, "r-1");
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    static const VtGround open_ground = { NULL, 0, 0 };

    allowance = vt_ruleset_get_march_rate (vt_game_get_ruleset (game), game, unit,
                                           vt_unit_panel_get_activity (panel), &open_ground);
  }
  g_assert_cmpfloat (allowance, >, 0);

  /* the rulebook's own, as before */
  own = g_strdup_printf ("%.0f of %.0f paces left", allowance, allowance);
  g_assert_cmpstr (move_left_text (window), ==, own);

  /* Units of Length ▸ Metres Too, as the menu's item does it */
  menu_button = find_primary_menu (GTK_WIDGET (window));
  g_assert_nonnull (menu_button);
  g_assert_true (menu_offers (gtk_menu_button_get_menu_model (menu_button), "ruleset"));
  g_assert_true (menu_offers (gtk_menu_button_get_menu_model (menu_button), "metric"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.length-units", "s", "metric"));
  chosen = g_settings_get_string (settings (), "length-units");
  g_assert_cmpstr (chosen, ==, "metric");
  metric = g_strdup_printf ("%s (%.0f of %.0f metres)", own, floor (allowance * 0.627706 + 0.5),
                            floor (allowance * 0.627706 + 0.5));
  g_assert_cmpstr (move_left_text (window), ==, metric);

  /* the scale bar is of round metres now */
  {
    double scale = vt_map_view_get_scale (view);
    double in_metres = expected_bar (scale, 0.627706);

    g_assert_cmpfloat (fabs (expected_bar (scale, 1) - in_metres), >, 4);
    g_assert_cmpint (abs (scale_bar_pixels (window) - (int) round (in_metres)), <=, 2);
  }

  /* and back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.length-units", "s", "ruleset"));
  g_assert_cmpstr (move_left_text (window), ==, own);
  g_assert_cmpint (abs (scale_bar_pixels (window) - (int) round (expected_bar (vt_map_view_get_scale (view), 1))), <=, 2);
  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/length-units/format", test_format);
  g_test_add_func ("/vt/ui/length-units/window", test_window);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
