/* test-contrast.c: the app's own colours read in the light and the dark style
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: "sufficient contrast in both light and dark styles". WCAG 2.1
 * AA asks 4.5:1 of text against what is behind it (1.4.3). Each of the
 * colours ui/style.css gives text or its ground is probed: a label (or an
 * entry) with the classes the windows give it, inside boxes with the
 * classes of where it sits, drawn by GTK in Adwaita and in Adwaita's dark
 * style (gtk-application-prefer-dark-theme). The text is a full block, so
 * its pixels are the colour the umpire reads, opacity and all; the ground
 * is read beside it. The demo's window is also written in both styles,
 * contrast-light.png and contrast-dark.png, for a look.
 */
#define G_LOG_DOMAIN "vt-test-contrast"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"
#include "vt-window.h"
#include "vt-ui-test.h"

/* WCAG 2.1 AA, normal text */
#define AA_TEXT 4.5

static VtApplication *app;

typedef struct {
  const char *what;
  const char *context;  /* classes of the boxes around, outermost first, "/" between; "headerbar" a header bar, "row" a list row */
  const char *widget;   /* "label" or "entry" */
  const char *classes;  /* the widget's own, space between */
} Probe;

static const Probe probes[] = {
  { "a sidebar heading", "forces-sidebar", "label", "sidebar-heading" },
  { "a dimmed label in the sidebar", "forces-sidebar", "label", "dim-label" },
  { "a caption in the sidebar", "forces-sidebar", "label", "caption dim-label" },
  { "the unit panel's conditions", "forces-sidebar/unit-panel", "label", "conditions" },
  { "a condition in a list", "forces-sidebar", "label", "condition-row" },
  { "an undone journal line", "forces-sidebar", "label", "journal-row undone" },
  { "the window's subtitle", "headerbar/window-title", "label", "subtitle" },
  { "the status bar", "status-bar", "label", "caption" },
  { "a refused move", "refusal-banner", "label", "" },
  { "a message arriving", "message-banner", "label", "" },
  { "a rule", "rule-box", "label", "" },
  { "an outcome", "outcome-box", "label", "" },
  { "a list of paths", "path-list", "label", "" },
  { "faces not used", "", "label", "unused-faces" },
  { "a derived note", "", "label", "derived-note" },
  { "a derived table cell", "", "entry", "table-cell derived" },
  { "a house rule's cell", "", "entry", "table-cell house-rule" },
  { "a message due", "row message-due", "label", "message-countdown" },
  { "a message due now", "row message-due message-due-now", "label", "message-countdown" },
  { "a timer", "timers-window/timer", "label", "timer-status" },
  { "a timer warning", "timers-window/timer warning", "label", "timer-status" },
  { "a timer run out", "timers-window/timer expired", "label", "timer-status" },
};

/* WCAG's relative luminance of an sRGB pixel */
static double
luminance (const guchar rgb[3])
{
  double channel[3];

  for (guint i = 0; i < 3; i++)
    {
      double c = rgb[i] / 255.0;

      channel[i] = c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * channel[0] + 0.7152 * channel[1] + 0.0722 * channel[2];
}

static double
contrast (const guchar a[3],
          const guchar b[3])
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

static void
add_classes (GtkWidget  *widget,
             const char *classes)
{
  g_auto(GStrv) names = g_strsplit (classes, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    if (names[i][0] != '\0')
      gtk_widget_add_css_class (widget, names[i]);
}

/* the probe's boxes and its widget; returns the widget */
static GtkWidget *
build_probe (GtkBox      *column,
             const Probe *probe)
{
  g_auto(GStrv) levels = g_strsplit (probe->context, "/", -1);
  GtkWidget *parent = GTK_WIDGET (column);
  GtkWidget *widget;

  for (guint i = 0; levels[i] != NULL && levels[i][0] != '\0'; i++)
    {
      GtkWidget *box;

      if (g_str_has_prefix (levels[i], "headerbar"))
        {
          box = gtk_header_bar_new ();
          gtk_header_bar_set_show_title_buttons (GTK_HEADER_BAR (box), FALSE);
          gtk_box_append (GTK_BOX (parent), box);
          parent = box;
          continue;
        }
      if (g_str_has_prefix (levels[i], "row"))
        {
          GtkWidget *list = gtk_list_box_new ();

          /* as the pending messages' list: rows are not picked */
          gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);

          box = gtk_list_box_row_new ();
          add_classes (box, levels[i] + strlen ("row"));
          gtk_list_box_append (GTK_LIST_BOX (list), box);
          gtk_box_append (GTK_BOX (parent), list);
          parent = box;
          continue;
        }
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      add_classes (box, levels[i]);
      if (GTK_IS_HEADER_BAR (parent))
        gtk_header_bar_set_title_widget (GTK_HEADER_BAR (parent), box);
      else if (GTK_IS_LIST_BOX_ROW (parent))
        gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (parent), box);
      else
        gtk_box_append (GTK_BOX (parent), box);
      parent = box;
    }

  if (g_strcmp0 (probe->widget, "entry") == 0)
    {
      widget = gtk_entry_new ();
      gtk_editable_set_text (GTK_EDITABLE (widget), "████");
      gtk_widget_set_can_focus (widget, FALSE);
    }
  else
    widget = gtk_label_new ("████");
  add_classes (widget, probe->classes);
  gtk_widget_add_css_class (widget, "contrast-probe");
  gtk_widget_set_halign (widget, GTK_ALIGN_START);
  gtk_widget_set_margin_start (widget, 8);
  gtk_widget_set_margin_top (widget, 4);
  gtk_widget_set_margin_bottom (widget, 4);
  if (GTK_IS_HEADER_BAR (parent))
    gtk_header_bar_set_title_widget (GTK_HEADER_BAR (parent), widget);
  else if (GTK_IS_LIST_BOX_ROW (parent))
    gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (parent), widget);
  else
    gtk_box_append (GTK_BOX (parent), widget);
  return widget;
}

static void
set_dark (gboolean dark)
{
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", dark, NULL);
  vt_ui_iterate_for (50);
}

/* the worst probe's contrast in the style set now */
static void
check_probes (const char *style)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *widgets[G_N_ELEMENTS (probes)];
  g_autofree char *png = g_strdup_printf ("contrast-probes-%s.png", style);
  g_autoptr(VtUiCapture) capture = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);

  gtk_window_set_child (GTK_WINDOW (window), column);
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    widgets[i] = build_probe (GTK_BOX (column), &probes[i]);
  gtk_window_present (GTK_WINDOW (window));
  vt_ui_wait_for_paint (window);
  capture = vt_ui_capture_window (window, png);

  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    {
      graphene_rect_t bounds;
      guchar ground[3], ink[3] = { 0 }, pixel[3];
      double worst_seen = 1, ratio;
      int inset = GTK_IS_ENTRY (widgets[i]) ? 4 : 0;

      g_assert_true (gtk_widget_compute_bounds (widgets[i], window, &bounds));
      /* the ground: beside a label, inside an entry's padding */
      if (GTK_IS_ENTRY (widgets[i]))
        vt_ui_capture_pixel (capture, (int) bounds.origin.x + 3, (int) (bounds.origin.y + bounds.size.height / 2), ground);
      else
        vt_ui_capture_pixel (capture, (int) bounds.origin.x - 4, (int) (bounds.origin.y + bounds.size.height / 2), ground);
      /* the ink: the pixel of the text that stands out most */
      for (int y = (int) bounds.origin.y + inset; y < (int) (bounds.origin.y + bounds.size.height) - inset; y++)
        for (int x = (int) bounds.origin.x + inset; x < (int) (bounds.origin.x + bounds.size.width) - inset; x++)
          {
            vt_ui_capture_pixel (capture, x, y, pixel);
            if (contrast (pixel, ground) > worst_seen)
              {
                worst_seen = contrast (pixel, ground);
                memcpy (ink, pixel, 3);
              }
          }
      ratio = worst_seen;
      g_test_message ("%s, %s: #%02x%02x%02x on #%02x%02x%02x, %.2f:1", style, probes[i].what,
                      ink[0], ink[1], ink[2], ground[0], ground[1], ground[2], ratio);
      if (ratio < AA_TEXT)
        g_string_append_printf (failures, "\n  %s: #%02x%02x%02x on #%02x%02x%02x is %.2f:1", probes[i].what,
                                ink[0], ink[1], ink[2], ground[0], ground[1], ground[2], ratio);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  if (failures->len > 0)
    g_error ("in the %s style, below %.1f:1:%s", style, AA_TEXT, failures->str);
}

static void
test_light (void)
{
  set_dark (FALSE);
  check_probes ("light");
}

static void
test_dark (void)
{
  set_dark (TRUE);
  check_probes ("dark");
  set_dark (FALSE);
}

/* the demo's window in both, for a look */
static void
test_window_pictures (void)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  const char *picked[] = { "r-h-1", NULL };

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 750);
  vt_map_view_set_selected_units (vt_window_get_map_view (window), picked);
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autoptr(VtUiCapture) capture = NULL;
      guchar corner[3];

      set_dark (dark);
      for (guint i = 0; i < 5; i++)
        {
          vt_ui_iterate_for (50);
          vt_ui_wait_for_paint (GTK_WIDGET (window));
        }
      capture = vt_ui_capture_window (GTK_WIDGET (window), dark ? "contrast-dark.png" : "contrast-light.png");
      /* the header bar is the style's own: dark in the dark one */
      vt_ui_capture_pixel (capture, capture->width / 2, 4, corner);
      if (dark)
        g_assert_cmpfloat (luminance (corner), <, 0.1);
      else
        g_assert_cmpfloat (luminance (corner), >, 0.6);
    }
  set_dark (FALSE);
  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkCssProvider) large = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  /* the probes' blocks large enough that whole pixels are the ink */
  large = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (large, ".contrast-probe { font-size: 28px; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (large),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);

  g_test_add_func ("/vt/ui/contrast/light", test_light);
  g_test_add_func ("/vt/ui/contrast/dark", test_dark);
  g_test_add_func ("/vt/ui/contrast/window-pictures", test_window_pictures);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
