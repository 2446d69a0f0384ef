/* test-actions.c: the action form, the rule tables and the unit panel at a live table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-test-actions"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-action-dialog.h"
#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-tables-window.h"
#include "vt-unit-panel.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* a copy of the demo game (reiswitz-1824), which the window saves as it goes */
static VtWindow *
open_demo (void)
{
  g_autofree char *path = vt_ui_copy_demo ();

  return vt_ui_open_game (G_APPLICATION (app), path);
}

/* The id a unit field holds, or NULL. */
static char *
field_units (VtActionDialog *dialog,
             const char     *name)
{
  VtParamField *field = vt_action_dialog_get_field (dialog, name);
  g_autoptr(GVariant) value = NULL;

  g_assert_nonnull (field);
  value = vt_param_field_get_value (field);
  return value != NULL ? g_variant_dup_string (value, NULL) : NULL;
}

/* Issue 7: "Two units selected for Close Combat land in 'Attacker's second
 * line units' and 'Defender's second line units'". They go to the
 * principal roles, in the order picked. */
static void
test_selection_fills_roles (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);

  {
    const char *picked[] = { "r-1-1a", "b-1-2a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "close-combat", picked);
    g_autofree char *attacker = field_units (dialog, "attacker");
    g_autofree char *defender = field_units (dialog, "defender");
    g_autofree char *attacker_second = field_units (dialog, "attacker-second-line-units");
    g_autofree char *defender_second = field_units (dialog, "defender-second-line-units");

    g_assert_cmpstr (attacker, ==, "r-1-1a");
    g_assert_cmpstr (defender, ==, "b-1-2a");
    g_assert_null (attacker_second);
    g_assert_null (defender_second);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* picked Blue first: Blue attacks */
  {
    const char *picked[] = { "b-1-2a", "r-1-1a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "close-combat", picked);
    g_autofree char *attacker = field_units (dialog, "attacker");
    g_autofree char *defender = field_units (dialog, "defender");

    g_assert_cmpstr (attacker, ==, "b-1-2a");
    g_assert_cmpstr (defender, ==, "r-1-1a");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* a battalion's two blocks fire together on one target */
  {
    const char *picked[] = { "r-1-1a", "r-1-1b", "b-1-2a", NULL };
    VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "infantry-fire", picked);
    g_autofree char *firer = field_units (dialog, "firer");
    g_autofree char *target = field_units (dialog, "target");

    g_assert_cmpstr (firer, ==, "r-1-1a,r-1-1b");
    g_assert_cmpstr (target, ==, "b-1-2a");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  vt_ui_close_all_windows ();
}

static guint
count_of_type (GtkWidget *widget,
               GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_of_type (child, type);
  return n;
}

/* Every label's text under @widget, for looking at what the form says. */
static void
gather_text (GtkWidget *widget,
             GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_text (child, text);
}

/* Renders @window as it is drawn into a PNG under the tests' build folder. */
static void
save_png (GtkWidget  *window,
          const char *png_name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui", png_name, NULL);
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (gdk_texture_save_to_png (texture, path))
    g_test_message ("the form as drawn (%d × %d): %s", width, height, path);
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

/* Issue 7, "the form is for a table, not a command line": the map's facts
 * with "Change", the umpire's few choices, the rest under "More
 * circumstances", no check box to tick first, no command-line hint, the
 * outcome in view at 1280 × 800, the form in place when the dice change
 * from rolled to typed. And "actions follow the rules of the moment": fire
 * in Movement asks the umpire, whose reason the journal keeps. */
static void
test_form_for_a_table (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  const char *picked[] = { "r-1-1a", "b-1-2a", NULL };
  VtActionDialog *dialog;
  GtkWidget *root;
  GtkWidget *form, *more, *facts;
  g_autoptr(GString) text = g_string_new (NULL);
  graphene_rect_t faces_before, field_before, after;
  int column_width;

  /* the two blocks picked on the map, as the README's picture shows them */
  vt_map_view_set_selected_units (vt_window_get_map_view (window), picked);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  save_png (GTK_WIDGET (window), "demo-selection.png");

  dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "close-combat", picked);
  root = GTK_WIDGET (dialog);
  form = vt_ui_find_by_name (root, "action-form");
  more = vt_ui_find_by_name (root, "more-expander");
  facts = vt_ui_find_by_name (root, "facts-grid");
  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (root);
  g_test_message ("close combat form %d × %d", gtk_widget_get_width (root), gtk_widget_get_height (root));
  save_png (root, "action-form-close-combat.png");

  /* it fits the screen, and nothing is ticked before use */
  g_assert_cmpint (gtk_widget_get_height (root), <=, 800);
  g_assert_cmpint (gtk_widget_get_width (root), <=, 1280);
  column_width = gtk_widget_get_width (vt_ui_find_by_name (root, "outcome-column"));
  g_assert_cmpuint (count_of_type (form, GTK_TYPE_CHECK_BUTTON), ==, 0);

  /* the map's facts, each with Change; the rest is folded away */
  g_assert_true (gtk_widget_get_visible (facts));
  g_assert_nonnull (vt_ui_find_by_name (facts, "change-attacker-strength"));
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (more)));
  g_assert_nonnull (vt_ui_find_label (facts, "Attacker's strength", FALSE));
  {
    GtkWidget *change = vt_ui_find_by_name (facts, "change-attacker-strength");
    GtkWidget *spin = vt_param_field_get_widget (vt_action_dialog_get_field (dialog, "attacker-strength"));

    g_assert_false (gtk_widget_get_mapped (spin));
    vt_ui_click (change);
    vt_ui_wait_for_paint (root);
    g_assert_true (gtk_widget_get_mapped (spin));
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 1);
  }

  /* all thirty circumstances open: the form scrolls, the outcome stays */
  gtk_expander_set_expanded (GTK_EXPANDER (more), TRUE);
  vt_ui_wait_for_paint (root);
  vt_ui_iterate_for (100);
  g_test_message ("with every circumstance %d × %d", gtk_widget_get_width (root), gtk_widget_get_height (root));
  save_png (root, "action-form-more-circumstances.png");
  g_assert_cmpint (gtk_widget_get_height (root), <=, 800);
  /* the outcome's column keeps its width */
  g_assert_cmpint (gtk_widget_get_width (vt_ui_find_by_name (root, "outcome-column")), ==, column_width);
  {
    graphene_rect_t resolve = bounds_in (vt_ui_find_by_name (root, "resolve-button"), root);

    g_assert_cmpfloat (resolve.origin.y + resolve.size.height, <=, gtk_widget_get_height (root));
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* fire in Movement: the umpire decides */
  dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "infantry-fire", picked);
  root = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (root);

  column_width = gtk_widget_get_width (vt_ui_find_by_name (root, "outcome-column"));
  faces_before = bounds_in (vt_ui_find_by_name (root, "faces-entry"), root);
  field_before = bounds_in (vt_param_field_get_label (vt_action_dialog_get_field (dialog, "firer")), root);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_widget_get_first_child (gtk_widget_get_parent (
                                 vt_ui_find_by_name (root, "faces-entry")))), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (root, "faces-entry")), "6");
  vt_ui_wait_for_paint (root);
  after = bounds_in (vt_ui_find_by_name (root, "faces-entry"), root);
  g_assert_cmpfloat (after.origin.y, ==, faces_before.origin.y);
  after = bounds_in (vt_param_field_get_label (vt_action_dialog_get_field (dialog, "firer")), root);
  g_assert_cmpfloat (after.origin.y, ==, field_before.origin.y);

  /* the demo's lines stand far apart: the umpire says they closed to 300 */
  vt_ui_click (vt_ui_find_by_name (root, "change-range"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vt_param_field_get_widget (vt_action_dialog_get_field (dialog, "range"))), 300);
  vt_ui_click (vt_ui_find_by_name (root, "resolve-button"));
  vt_ui_wait_for_paint (root);
  g_assert_null (vt_action_dialog_get_outcome (dialog));
  g_assert_true (gtk_widget_get_mapped (vt_ui_find_by_name (root, "umpire-box")));
  gather_text (root, text);
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "error-label"))));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "error-label"))),
                            "belongs to the phase"));
  /* no hint in command-line syntax anywhere the umpire reads */
  g_assert_null (strstr (text->str, "=REASON"));
  g_assert_null (strstr (text->str, "umpire-allows"));
  g_assert_null (strstr (text->str, "give it as"));
  save_png (root, "action-form-umpire-decides.png");
  /* the question does not push the form aside */
  g_assert_cmpint (gtk_widget_get_width (vt_ui_find_by_name (root, "outcome-column")), ==, column_width);

  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (root, "umpire-reason")), "they fired on the march");
  vt_ui_click (vt_ui_find_by_name (root, "allow-button"));
  vt_ui_wait_for_paint (root);
  if (vt_action_dialog_get_outcome (dialog) == NULL)
    g_error ("allowed, but: %s", gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "error-label"))));
  g_assert_false (gtk_widget_get_mapped (vt_ui_find_by_name (root, "umpire-box")));
  {
    graphene_rect_t summary = bounds_in (vt_ui_find_by_name (root, "summary-label"), root);

    /* the outcome in view, no scrolling */
    g_assert_cmpfloat (summary.origin.y + summary.size.height, <=, gtk_widget_get_height (root));
  }
  save_png (root, "action-form-outcome.png");
  /* nor does the outcome */
  g_assert_cmpint (gtk_widget_get_width (vt_ui_find_by_name (root, "outcome-column")), ==, column_width);

  {
    guint head = vt_journal_get_head (journal);
    VtEvent *event;
    g_autoptr(GVariant) params = NULL;
    const char *reason = NULL;

    g_assert_true (vt_action_dialog_apply (dialog));
    g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
    event = vt_journal_get_event (journal, head);
    params = g_variant_lookup_value (vt_event_get_payload (event), "params", G_VARIANT_TYPE_VARDICT);
    g_assert_true (g_variant_lookup (params, VT_PARAM_UMPIRE_ALLOWS, "&s", &reason));
    g_assert_cmpstr (reason, ==, "they fired on the march");
  }

  vt_ui_close_all_windows ();
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* Issue 25: "the action form jumps under the pointer: a refusal pushes
 * Resolve down and the outcome falls below the visible part". Keys only:
 * Alt+R resolves fire in Movement, the refusal stands where the outcome
 * will, the umpire types his reason and Enter allows it; Resolve and the
 * outcome never move, and no two labels share an Alt+key. */
static void
test_refusal_in_place (void)
{
  VtWindow *window = open_demo ();
  const char *picked[] = { "r-1-1a", "b-1-2a", NULL };
  VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), vt_window_get_game (window),
                                                 "infantry-fire", picked);
  GtkWidget *root = GTK_WIDGET (dialog);
  graphene_rect_t resolve, dice, summary, now;

  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (root);
  vt_ui_assert_mnemonics_distinct (root);
  /* the demo's lines stand far apart: the umpire says they closed to 300 */
  vt_ui_click (vt_ui_find_by_name (root, "change-range"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vt_param_field_get_widget (vt_action_dialog_get_field (dialog, "range"))), 300);
  vt_ui_wait_for_paint (root);
  resolve = bounds_in (vt_ui_find_by_name (root, "resolve-button"), root);
  dice = bounds_in (vt_ui_find_by_name (root, "dice-label"), root);
  summary = bounds_in (vt_ui_find_by_name (root, "summary-label"), root);

  vt_ui_press (root, "<Alt>r");
  vt_ui_wait_until (is_mapped, vt_ui_find_by_name (root, "umpire-box"));
  vt_ui_wait_for_paint (root);
  g_assert_null (vt_action_dialog_get_outcome (dialog));
  now = bounds_in (vt_ui_find_by_name (root, "resolve-button"), root);
  g_assert_cmpfloat (now.origin.y, ==, resolve.origin.y);
  /* the refusal where the outcome stood, all of it and the question in view */
  now = bounds_in (vt_ui_find_by_name (root, "error-label"), root);
  g_assert_cmpfloat (now.origin.y, ==, dice.origin.y);
  now = bounds_in (vt_ui_find_by_name (root, "allow-button"), root);
  g_assert_cmpfloat (now.origin.y + now.size.height, <=, gtk_widget_get_height (root));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (root)),
                                         vt_ui_find_by_name (root, "umpire-reason")));
  vt_ui_assert_mnemonics_distinct (root);
  save_png (root, "action-form-refusal-in-place.png");

  vt_ui_type (root, "they fired on the march\n");
  vt_ui_wait_for_paint (root);
  g_assert_nonnull (vt_action_dialog_get_outcome (dialog));
  g_assert_false (gtk_widget_get_mapped (vt_ui_find_by_name (root, "umpire-box")));
  now = bounds_in (vt_ui_find_by_name (root, "resolve-button"), root);
  g_assert_cmpfloat (now.origin.y, ==, resolve.origin.y);
  now = bounds_in (vt_ui_find_by_name (root, "summary-label"), root);
  g_assert_cmpfloat (now.origin.y, ==, summary.origin.y);
  g_assert_cmpfloat (now.origin.y + now.size.height, <=, gtk_widget_get_height (root));
  vt_ui_close_all_windows ();
}

/* A distance the map measures beyond the declared bounds is shown as
 * measured, and the core refuses it in the words the tool prints: 1812's
 * fire tables end at 8 distances, and 1. Div., Infanterie 1 stands 9 off
 * the Green line. Clamped to 8 it was "the umpire's ruling", for him to
 * allow, though nobody changed it. */
static void
test_measured_beyond_bounds (void)
{
  g_autofree char *path = vt_ui_copy_demo_of ("reiswitz-1812");
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  VtGame *game = vt_window_get_game (window);
  const char *picked[] = { "bl-i1", "gr-i1", NULL };
  VtActionDialog *dialog = vt_action_dialog_new (GTK_WINDOW (window), game, "fire", picked);
  GtkWidget *root = GTK_WIDGET (dialog);
  g_autoptr(GVariant) distance = NULL;
  const char *error;

  gtk_window_present (GTK_WINDOW (dialog));
  vt_ui_wait_for_paint (root);
  distance = vt_param_field_get_value (vt_action_dialog_get_field (dialog, "distance"));
  g_assert_cmpint (g_variant_get_int64 (distance), ==, 9);

  g_assert_false (vt_action_dialog_resolve (dialog));
  vt_ui_wait_for_paint (root);
  error = gtk_label_get_text (GTK_LABEL (vt_ui_find_by_name (root, "error-label")));
  g_test_message ("%s", error);
  /* in the form's words: the action and the field as it labels them */
  g_assert_cmpstr (error, ==, "Fire: Distance (distances of 50 paces) is 9; it must be from 1 to 8");
  g_assert_false (gtk_widget_get_mapped (vt_ui_find_by_name (root, "umpire-box")));

  vt_ui_close_all_windows ();
}

/* Issue 7: the Actions menu offers first the actions of the phase the game
 * is in, then the others by kind. */
static void
test_menu_by_phase (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autofree char *first = NULL;
  g_autofree char *fire_first = NULL;
  g_autoptr(GMenuModel) now = NULL;
  g_autoptr(GVariant) target = NULL;

  vt_action_dialog_fill_menu (menu, game);
  g_assert_cmpint (g_menu_model_get_n_items (G_MENU_MODEL (menu)), >, 2);
  g_assert_true (g_menu_model_get_item_attribute (G_MENU_MODEL (menu), 0, G_MENU_ATTRIBUTE_LABEL, "s", &first));
  g_assert_cmpstr (first, ==, "Now: Movement");

  g_assert_true (vt_game_advance_phase (game, NULL));
  vt_action_dialog_fill_menu (menu, game);
  g_assert_true (g_menu_model_get_item_attribute (G_MENU_MODEL (menu), 0, G_MENU_ATTRIBUTE_LABEL, "s", &fire_first));
  g_assert_cmpstr (fire_first, ==, "Now: Fire of Rot");
  now = g_menu_model_get_item_link (G_MENU_MODEL (menu), 0, G_MENU_LINK_SECTION);
  target = g_menu_model_get_item_attribute_value (now, 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "infantry-fire");
  /* every other kind has a section of its own */
  for (int i = 1; i < g_menu_model_get_n_items (G_MENU_MODEL (menu)); i++)
    {
      g_autofree char *label = NULL;

      g_assert_true (g_menu_model_get_item_attribute (G_MENU_MODEL (menu), i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_test_message ("section %s", label);
      g_assert_false (g_str_has_prefix (label, "Now"));
    }

  vt_ui_close_all_windows ();
}

/* Issue 7, "Rule Tables edits are never lost": a cell edited and the window
 * closed without Enter keeps its value (and prints no CRITICAL, which the
 * tests' fatal warnings would catch); the edit is in the journal, so undo
 * takes it back. */
static void
test_tables_edit_kept (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  const VtRuleTable *tables;
  guint n_tables, head = vt_journal_get_head (journal);
  GtkWindow *tables_window;
  GtkEditable *cell;
  double value;
  g_autofree char *typed = NULL;

  tables = vt_ruleset_get_tables (vt_game_get_ruleset (game), &n_tables);
  value = vt_game_get_table_value (game, tables[0].id, tables[0].rows[0], tables[0].columns[0]);
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "rule-tables", NULL);
  tables_window = vt_ui_wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
  vt_ui_wait_for_paint (GTK_WIDGET (tables_window));

  cell = vt_tables_window_get_cell (VT_TABLES_WINDOW (tables_window), tables[0].id,
                                    tables[0].rows[0], tables[0].columns[0]);
  typed = g_strdup_printf ("%g", value + 5);
  gtk_widget_grab_focus (GTK_WIDGET (cell));

  gtk_editable_set_text (cell, typed);
  /* no Enter: the umpire closes the window */
  gtk_window_close (tables_window);
  vt_ui_iterate_for (100);
  g_assert_null (vt_ui_find_toplevel (VT_TYPE_TABLES_WINDOW));

  g_assert_cmpfloat (vt_game_get_table_value (game, tables[0].id, tables[0].rows[0], tables[0].columns[0]),
                     ==, value + 5);
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  g_assert_cmpstr (vt_event_get_kind (vt_journal_get_event (journal, head)), ==, VT_EVENT_HOUSE_RULE);
  g_assert_nonnull (strstr (vt_event_get_summary (vt_journal_get_event (journal, head)), "House rule"));

  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  g_assert_cmpfloat (vt_game_get_table_value (game, tables[0].id, tables[0].rows[0], tables[0].columns[0]),
                     ==, value);

  /* "an edited table cell does not widen its column": the cell's column is
   * as wide once the edit is a house rule, with its arrow to put it back */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "rule-tables", NULL);
  tables_window = vt_ui_wait_for_toplevel (VT_TYPE_TABLES_WINDOW);
  vt_ui_wait_for_paint (GTK_WIDGET (tables_window));
  cell = vt_tables_window_get_cell (VT_TABLES_WINDOW (tables_window), tables[0].id,
                                    tables[0].rows[0], tables[0].columns[0]);
  {
    GtkWidget *holder = gtk_widget_get_parent (GTK_WIDGET (cell));
    GtkWidget *reset = gtk_widget_get_last_child (holder);
    GtkWidget *page = holder;
    int width;

    /* the table's own page, as the umpire picks it in the sidebar */
    while (gtk_widget_get_parent (page) != NULL && !GTK_IS_STACK (gtk_widget_get_parent (page)))
      page = gtk_widget_get_parent (page);
    g_assert_true (GTK_IS_STACK (gtk_widget_get_parent (page)));
    gtk_stack_set_visible_child (GTK_STACK (gtk_widget_get_parent (page)), page);
    vt_ui_wait_for_paint (GTK_WIDGET (tables_window));
    width = gtk_widget_get_width (holder);

    /* the arrow has its room before there is anything to put back */
    g_assert_true (GTK_IS_BUTTON (reset));
    g_assert_cmpint (gtk_widget_get_width (reset), >, 0);

    gtk_editable_set_text (cell, typed);
    g_signal_emit_by_name (cell, "activate");
    vt_ui_wait_for_paint (GTK_WIDGET (tables_window));
    g_assert_cmpfloat (vt_game_get_table_value (game, tables[0].id, tables[0].rows[0], tables[0].columns[0]),
                       ==, value + 5);
    g_assert_cmpint (gtk_widget_get_width (holder), ==, width);
  }

  vt_ui_close_all_windows ();
}

/* Resolves and applies @action on @game from @words with one die face. */
static void
play_action (VtGame             *game,
             const char         *action,
             const char * const *words,
             guint               face)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = vt_ruleset_parse_params (vt_game_get_ruleset (game), action, words, &error);
  GVariant *outcome;
  GVariant *dice = NULL;

  g_assert_no_error (error);
  vt_dice_enter_faces (vt_game_get_dice (game), &face, 1);
  outcome = vt_game_resolve_action (game, action, g_variant_ref (params), &dice, &error);
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, action, params, outcome, dice, &error));
  g_assert_no_error (error);
}

static const char *
panel_text (VtWindow   *window,
            const char *name)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (window), name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Issue 7, "the countdown reads one way": not "can defend in 5 Züge: 1 Zug
 * left". The labels name the state; the panel counts the Züge left. */
static void
test_countdown_reads_one_way (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);
  VtMapView *view = vt_window_get_map_view (window);
  const char *loser[] = { "b-1-2a", NULL };
  const char *conditions;

  while (vt_game_get_phase (game) != 3)
    g_assert_true (vt_game_advance_phase (game, NULL));
  /* die III (2:1) face 3: black, the defender G: 3 Züge to defend, 6 to attack */
  play_action (game, "close-combat",
               (const char *[]) { "attacker=r-1-1a,r-1-1b", "defender=b-1-2a", "obstacle=none",
                                  "umpire-allows=they met on the open field", NULL }, 3);

  vt_map_view_set_selected_units (view, loser);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  conditions = panel_text (window, "unit-conditions");
  g_test_message ("%s", conditions);
  g_assert_nonnull (strstr (conditions, "Cannot defend: 3 Züge left"));
  g_assert_nonnull (strstr (conditions, "Cannot attack: 6 Züge left"));
  g_assert_null (strstr (conditions, " in "));

  g_assert_true (vt_game_advance_moves (game, 2, NULL));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  conditions = panel_text (window, "unit-conditions");
  g_assert_nonnull (strstr (conditions, "Cannot defend: 1 Zug left"));
  g_assert_nonnull (strstr (conditions, "Cannot attack: 4 Züge left"));

  vt_ui_close_all_windows ();
}

/* Issue 7: "the unit panel shows '120 of 180 paces left'", and "the umpire
 * can allow more deliberately (a journalled override with his reason)". */
static void
test_move_left_and_allow_more (void)
{
  VtWindow *window = open_demo ();
  VtGame *game = vt_window_get_game (window);
  VtJournal *journal = vt_game_get_journal (game);
  VtMapView *view = vt_window_get_map_view (window);
  VtUnit *hussars = vt_scenario_find_unit (vt_game_get_state (game), "r-h-1");
  VtUnitPanel *panel = VT_UNIT_PANEL (vt_ui_find_by_type (GTK_WIDGET (window), VT_TYPE_UNIT_PANEL));
  const char *picked[] = { "r-h-1", NULL };
  const char *activity;
  double allowance, after_move;
  VtPoint at;
  GtkWindow *dialog;
  guint head;
  g_autofree char *full = NULL;
  g_autoptr(GError) error = NULL;

  vt_map_view_set_selected_units (view, picked);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  activity = vt_unit_panel_get_activity (panel);
  g_assert_nonnull (activity);
  {
    static const VtGround open_ground = { NULL, 0, 0 };

    allowance = vt_ruleset_get_march_rate (vt_game_get_ruleset (game), game, hussars, activity, &open_ground);
  }
  g_assert_cmpfloat (allowance, >, 0);
  full = g_strdup_printf ("%.0f of %.0f paces left", allowance, allowance);
  g_test_message ("%s at %s", panel_text (window, "move-left"), activity);
  g_assert_cmpstr (panel_text (window, "move-left"), ==, full);

  /* a third of the way, on open ground south of the hussars */
  vt_unit_get_position (hussars, &at);
  at.y += allowance / 3;
  g_assert_true (vt_game_move_unit (game, hussars, &at, vt_unit_get_facing (hussars), activity, &error));
  g_assert_no_error (error);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  after_move = vt_game_get_move_left (game, hussars) * allowance;
  g_test_message ("%s", panel_text (window, "move-left"));
  {
    g_autofree char *expected = g_strdup_printf ("%.0f of %.0f paces left", floor (after_move + 0.5), allowance);

    g_assert_cmpfloat (after_move, <, allowance);
    g_assert_cmpstr (panel_text (window, "move-left"), ==, expected);
  }

  /* Allow more…: how much and why */
  head = vt_journal_get_head (journal);
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (window), "allow-more-button"));
  dialog = vt_unit_panel_get_allow_dialog (panel);
  g_assert_nonnull (dialog);
  vt_ui_wait_for_paint (GTK_WIDGET (dialog));
  g_assert_false (gtk_widget_get_sensitive (vt_ui_find_by_name (GTK_WIDGET (dialog), "allow-confirm")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (dialog), "allow-paces")), 60);
  gtk_editable_set_text (GTK_EDITABLE (vt_ui_find_by_name (GTK_WIDGET (dialog), "allow-reason")),
                         "the road through Kunzendorf was clear");
  vt_ui_click (vt_ui_find_by_name (GTK_WIDGET (dialog), "allow-confirm"));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_null (vt_unit_panel_get_allow_dialog (panel));
  g_assert_cmpuint (vt_journal_get_head (journal), ==, head + 1);
  g_assert_cmpstr (vt_event_get_kind (vt_journal_get_event (journal, head)), ==, VT_EVENT_ALLOWANCE);
  {
    g_autofree char *expected = g_strdup_printf ("%.0f of %.0f paces left", floor (after_move + 60 + 0.5), allowance);

    g_test_message ("%s", panel_text (window, "move-left"));
    g_assert_cmpstr (panel_text (window, "move-left"), ==, expected);
  }

  /* undone like every decision */
  g_action_group_activate_action (vt_window_get_action_group (window, "play"), "undo", NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  {
    g_autofree char *expected = g_strdup_printf ("%.0f of %.0f paces left", floor (after_move + 0.5), allowance);

    g_assert_cmpstr (panel_text (window, "move-left"), ==, expected);
  }

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
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/actions/selection-fills-roles", test_selection_fills_roles);
  g_test_add_func ("/vt/ui/actions/form-for-a-table", test_form_for_a_table);
  g_test_add_func ("/vt/ui/actions/refusal-in-place", test_refusal_in_place);
  g_test_add_func ("/vt/ui/actions/menu-by-phase", test_menu_by_phase);
  g_test_add_func ("/vt/ui/actions/measured-beyond-bounds", test_measured_beyond_bounds);
  g_test_add_func ("/vt/ui/tables/edit-kept-on-close", test_tables_edit_kept);
  g_test_add_func ("/vt/ui/unit-panel/countdown", test_countdown_reads_one_way);
  g_test_add_func ("/vt/ui/unit-panel/move-left", test_move_left_and_allow_more);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
