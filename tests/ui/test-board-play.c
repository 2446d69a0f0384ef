/* test-board-play.c: War-Chess played in the window, figure by figure
 *
 * The demo game of war-chess-1866 opened as the umpire opens it: a figure
 * selected shows the squares it may move to, dragged onto one it moves (the
 * journal and the saved file have the move), dropped elsewhere it stays and
 * the banner gives the rule; the clock names the army to move, and the
 * square numbers come and go with the View menu's toggle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* a copy of data/demo/war-chess-1866.vertrauter, as the window saves */
static char *
copy_war_chess_demo (void)
{
  g_autofree char *demo_dir = g_path_get_dirname (g_getenv ("VT_DEMO_GAME"));
  g_autofree char *demo = g_build_filename (demo_dir, "war-chess-1866.vertrauter", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-test-board-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_nonnull (folder);
  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  {
    char *path = g_build_filename (folder, "war-chess-1866.vertrauter", NULL);

    g_assert_true (g_file_set_contents (path, contents, length, NULL));
    return path;
  }
}

static const VtBoard *
board_of (VtWindow *window)
{
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_game_get_state (vt_window_get_game (window))));

  g_assert_nonnull (board);
  return board;
}

/* Where in the window a point of cell @number is: its centre moved down by
 * @down cells' height (clear of the number drawn above the centre). */
static void
cell_in_view (VtWindow *window,
              guint     number,
              double    down,
              double   *x,
              double   *y)
{
  const VtCell *cell = vt_board_find_cell (board_of (window), number);
  VtPoint point;

  g_assert_nonnull (cell);
  point = cell->centre;
  point.y += down;
  g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), &point, x, y));
}

static void
pixel_of_cell (VtWindow          *window,
               const VtUiCapture *capture,
               guint              number,
               guchar             rgb[3])
{
  graphene_rect_t bounds;
  double x, y;

  vt_ui_map_bounds (window, &bounds);
  cell_in_view (window, number, 0.45, &x, &y);
  vt_ui_capture_pixel (capture, (int) (bounds.origin.x + x), (int) (bounds.origin.y + y), rgb);
}

/* How many of the 7 × 7 pixels about that point of cell @number are the
 * highlight's green (names may lie over some). */
static guint
green_pixels_of_cell (VtWindow          *window,
                      const VtUiCapture *capture,
                      guint              number)
{
  /* below the centre, and left and right of it: the best of the three */
  static const VtPoint spots[] = { { 0, 0.45 }, { -0.5, 0.1 }, { 0.5, 0.1 } };
  const VtCell *cell = vt_board_find_cell (board_of (window), number);
  graphene_rect_t bounds;
  guint best = 0;

  vt_ui_map_bounds (window, &bounds);
  for (guint s = 0; s < G_N_ELEMENTS (spots); s++)
    {
      VtPoint point = { cell->centre.x + spots[s].x, cell->centre.y + spots[s].y };
      guint green = 0;
      double x, y;

      g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), &point, &x, &y));
      for (int dy = -3; dy <= 3; dy++)
        for (int dx = -3; dx <= 3; dx++)
          {
            guchar rgb[3];

            vt_ui_capture_pixel (capture, (int) (bounds.origin.x + x) + dx, (int) (bounds.origin.y + y) + dy, rgb);
            green += rgb[1] > rgb[0] + 20 && rgb[1] > rgb[2] + 20;
          }
      best = MAX (best, green);
    }
  return best;
}

static gboolean
contains (const guint *cells,
          guint        n_cells,
          guint        number)
{
  for (guint i = 0; i < n_cells; i++)
    if (cells[i] == number)
      return TRUE;
  return FALSE;
}

/* a square 1-139 neither in @cells nor stood on, the first from @from */
static guint
free_square_outside (VtWindow    *window,
                     const guint *cells,
                     guint        n_cells,
                     guint        from)
{
  VtScenario *state = vt_game_get_state (vt_window_get_game (window));
  const VtBoard *board = board_of (window);

  for (guint number = from; number <= 139; number++)
    {
      GListModel *units = vt_scenario_get_units (state);
      gboolean stood_on = FALSE;

      if (vt_board_find_cell (board, number) == NULL || contains (cells, n_cells, number))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

          stood_on = stood_on || vt_unit_get_cell (unit) == number;
        }
      if (!stood_on)
        return number;
    }
  g_assert_not_reached ();
}

static void
drag_figure (VtWindow *window,
             guint     from,
             guint     to)
{
  VtMapView *view = vt_window_get_map_view (window);
  double x, y, x2, y2;

  cell_in_view (window, from, 0, &x, &y);
  cell_in_view (window, to, 0, &x2, &y2);
  vt_map_view_press (view, x, y, 0);
  vt_map_view_drag_to (view, (x + x2) / 2, (y + y2) / 2);
  vt_map_view_drag_to (view, x2, y2);
  vt_map_view_release (view, x2, y2);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
}

static void
test_board_play_figure (void)
{
  g_autofree char *path = copy_war_chess_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtMapView *view = vt_window_get_map_view (window);
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  VtUnit *figure = vt_scenario_find_unit (vt_game_get_state (game), "a-light-1");
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(VtUiCapture) before = NULL;
  g_autoptr(VtUiCapture) selected = NULL;
  const guint *cells;
  guint n_cells = 0, head, illegal;
  double x, y;
  guchar was[3], now[3];

  g_assert_cmpstr (vt_ruleset_get_id (vt_game_get_ruleset (game)), ==, "war-chess-1866");
  g_assert_nonnull (figure);
  g_assert_cmpuint (vt_unit_get_cell (figure), ==, 30);
  /* the Attacking Army begins (the option first-move) */
  g_assert_cmpstr (vt_ui_label_text (window, "clock-label"), ==, "Move 1 · Attacking Army");

  /* the ruleset's squares: the Light Infantry on 30 goes forward to 45 */
  g_assert_true (vt_ruleset_get_destinations (vt_game_get_ruleset (game), game, figure, expected));
  g_assert_true (contains ((const guint *) expected->data, expected->len, 45));

  /* Selected, the figure shows them: green over the squares, none elsewhere. */
  before = vt_ui_capture_window (root, NULL);
  cell_in_view (window, 30, 0, &x, &y);
  vt_map_view_select_at (view, x, y, 0);
  g_assert_cmpstr (vt_map_view_get_selected_unit (view), ==, "a-light-1");
  vt_ui_wait_for_paint (root);
  cells = vt_map_view_get_destinations (view, &n_cells);
  g_assert_cmpuint (n_cells, ==, expected->len);
  g_assert_cmpmem (cells, n_cells * sizeof (guint), expected->data, expected->len * sizeof (guint));
  selected = vt_ui_capture_window (root, "board-destinations.png");
  for (guint i = 0; i < n_cells; i++)
    {
      if (vt_board_find_cell (board_of (window), cells[i])->n_outline == 0)
        continue;
      g_test_message ("square %u highlighted", cells[i]);
      g_assert_cmpuint (green_pixels_of_cell (window, selected, cells[i]), >=, 25);
      g_assert_cmpuint (green_pixels_of_cell (window, before, cells[i]), ==, 0);
    }
  illegal = free_square_outside (window, cells, n_cells, 46);
  pixel_of_cell (window, before, illegal, was);
  pixel_of_cell (window, selected, illegal, now);
  g_assert_cmpmem (was, 3, now, 3);

  /* Dropped on a square it may not go to: it stays, the banner says why. */
  head = vt_journal_get_head (journal);
  drag_figure (window, 30, illegal);
  vt_ui_iterate_for (200);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head);
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "a-light-1")), ==, 30);
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "banner-label")));
  g_test_message ("refused: %s", vt_ui_label_text (window, "banner-label"));
  {
    g_autofree char *start = g_strdup_printf ("Not moved to %u: ", illegal);

    g_assert_true (g_str_has_prefix (vt_ui_label_text (window, "banner-label"), start));
    /* the ruleset's reason follows, not nothing */
    g_assert_cmpuint (strlen (vt_ui_label_text (window, "banner-label")), >, strlen (start) + 10);
  }

  /* Dropped on 45: the move, journalled as the Actions dialog would, saved. */
  drag_figure (window, 30, 45);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  {
    VtEvent *event = vt_journal_get_event (journal, head);
    const char *action = NULL;

    g_assert_cmpstr (vt_event_get_kind (event), ==, VT_EVENT_ACTION);
    g_assert_true (g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action));
    g_assert_cmpstr (action, ==, "move");
    /* the army named; numbered as the plates count the moves */
    g_assert_cmpstr (vt_event_get_summary (event), ==, "the Light Infantry of the Attacking Army moves from 30 to 45");
    g_assert_cmpuint (vt_event_get_move (event), ==, 1);
  }
  g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (game), "a-light-1")), ==, 45);
  g_assert_cmpstr (vt_ui_label_text (window, "clock-label"), ==, "Move 2 · Defending Army");
  {
    g_autoptr(VtGame) saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);

    g_assert_nonnull (saved);
    g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (saved)), ==, head + 1);
    g_assert_cmpuint (vt_unit_get_cell (vt_scenario_find_unit (vt_game_get_state (saved), "a-light-1")), ==, 45);
  }

  /* The Attacking Army has moved: its figure shows no squares now. */
  cells = vt_map_view_get_destinations (view, &n_cells);
  g_assert_cmpuint (n_cells, ==, 0);

  vt_ui_close_all_windows ();
}

/* The square numbers on demand: View ▸ Square Numbers (Ctrl+Shift+B); and
 * the clock names the army that begins. */
static void
test_board_cell_numbers (void)
{
  g_autofree char *path = copy_war_chess_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  GtkWidget *root = GTK_WIDGET (window);
  VtMapView *view = vt_window_get_map_view (window);
  GActionGroup *actions = vt_window_get_action_group (window, "view");
  g_autoptr(VtUiCapture) shown = NULL;
  g_autoptr(VtUiCapture) hidden = NULL;
  graphene_rect_t bounds;
  guint differ = 0;

  g_assert_true (vt_map_view_get_cell_numbers (view));
  g_assert_true (g_action_group_get_action_enabled (actions, "cell-numbers"));
  shown = vt_ui_capture_window (root, "board-numbers.png");
  g_action_group_change_action_state (actions, "cell-numbers", g_variant_new_boolean (FALSE));
  g_assert_false (vt_map_view_get_cell_numbers (view));
  vt_ui_wait_for_paint (root);
  hidden = vt_ui_capture_window (root, "board-no-numbers.png");

  /* just above each empty square's centre, where its number was */
  vt_ui_map_bounds (window, &bounds);
  for (guint number = 40; number <= 100; number++)
    {
      const VtCell *cell = vt_board_find_cell (board_of (window), number);
      double x, y;

      if (cell == NULL)
        continue;
      g_assert_true (vt_map_view_to_widget (view, &cell->centre, &x, &y));
      for (int dy = -16; dy <= -8; dy++)
        for (int dx = -6; dx <= 6; dx++)
          {
            guchar a[3], b[3];

            vt_ui_capture_pixel (shown, (int) (bounds.origin.x + x) + dx, (int) (bounds.origin.y + y) + dy, a);
            vt_ui_capture_pixel (hidden, (int) (bounds.origin.x + x) + dx, (int) (bounds.origin.y + y) + dy, b);
            differ += memcmp (a, b, 3) != 0;
          }
    }
  g_test_message ("%u pixels of the numbers went", differ);
  g_assert_cmpuint (differ, >, 200);

  g_action_group_change_action_state (actions, "cell-numbers", g_variant_new_boolean (TRUE));
  g_assert_true (vt_map_view_get_cell_numbers (view));

  /* the Defending Army may begin (the option first-move): the clock says so */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (vt_game_set_option (vt_window_get_game (window), "first-move",
                                       g_variant_new_string ("defending"), &error));
    g_assert_no_error (error);
    vt_ui_wait_for_paint (root);
    g_assert_cmpstr (vt_ui_label_text (window, "clock-label"), ==, "Move 1 · Defending Army");
  }

  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/board/play-figure", test_board_play_figure);
  g_test_add_func ("/vt/ui/board/cell-numbers", test_board_cell_numbers);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
