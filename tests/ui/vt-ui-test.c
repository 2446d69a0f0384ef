/* vt-ui-test.c: what the UI tests share: waiting on the main loop, finding windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>

#include "vt-application.h"
#include "vt-ui-test.h"

static gboolean
wake_up (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

void
vt_ui_wait_until (VtUiCondition condition,
                  gpointer      data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint ticker = g_timeout_add (10, wake_up, NULL);

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for the window");
      g_main_context_iteration (NULL, TRUE);
    }

  g_source_remove (ticker);
}

void
vt_ui_iterate_for (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * 1000;
  guint ticker = g_timeout_add (10, wake_up, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (ticker);
}

typedef struct {
  GtkWidget *window;
  guint      paints;
  guint      wanted;
  gulong     handler;
} PaintWait;

static void
count_paint (GdkFrameClock *clock,
             PaintWait     *wait)
{
  /* Nothing else may ask for the next frame. */
  if (++wait->paints < wait->wanted)
    gtk_widget_queue_draw (wait->window);
}

static gboolean
has_painted (gpointer data)
{
  PaintWait *wait = data;
  GdkFrameClock *clock;

  if (!gtk_widget_get_mapped (wait->window))
    return FALSE;

  clock = gtk_widget_get_frame_clock (wait->window);
  if (clock != NULL && wait->handler == 0)
    {
      wait->handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), wait);
      gtk_widget_queue_draw (wait->window);
    }

  return wait->paints >= wait->wanted;
}

void
vt_ui_wait_for_paint (GtkWidget *window)
{
  PaintWait wait = { window, 0, 2, 0 };

  vt_ui_wait_until (has_painted, &wait);
  g_signal_handler_disconnect (gtk_widget_get_frame_clock (window), wait.handler);
}

GtkWindow *
vt_ui_find_toplevel (GType type)
{
  GList *windows = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = windows; l != NULL && found == NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (windows);

  return found;
}

static gboolean
toplevel_shown (gpointer type)
{
  GtkWindow *window = vt_ui_find_toplevel (GPOINTER_TO_SIZE (type));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

GtkWindow *
vt_ui_wait_for_toplevel (GType type)
{
  vt_ui_wait_until (toplevel_shown, GSIZE_TO_POINTER (type));
  return vt_ui_find_toplevel (type);
}

static gboolean
toplevel_gone (gpointer data)
{
  return vt_ui_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

/* Waits until no toplevel of @type is shown: a dialog closed by its keys. */
void
vt_ui_wait_for_no_toplevel (GType type)
{
  vt_ui_wait_until (toplevel_gone, GSIZE_TO_POINTER (type));
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  /* only what is on screen */
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

static gboolean
texts_contain (GPtrArray  *texts,
               const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (texts->pdata[i], text) == 0)
      return TRUE;
  return FALSE;
}

static void
assert_texts (GPtrArray          *texts,
              const char         *name,
              const char         *what,
              const char * const *wanted,
              const char * const *english)
{
  for (guint i = 0; wanted[i] != NULL; i++)
    if (!texts_contain (texts, wanted[i]))
      g_error ("%s has no %s “%s”", name, what, wanted[i]);
  for (guint i = 0; english[i] != NULL; i++)
    if (texts_contain (texts, english[i]))
      g_error ("%s has the English %s “%s”", name, what, english[i]);
}

void
vt_ui_assert_reads (GtkWidget          *widget,
                    const char         *name,
                    const char * const *wanted,
                    const char * const *english)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  collect_labels (widget, labels);
  for (guint i = 0; i < labels->len; i++)
    g_ptr_array_add (texts, (gpointer) gtk_label_get_text (labels->pdata[i]));
  assert_texts (texts, name, "label", wanted, english);
}

void
vt_ui_assert_page_titles (GtkStack           *stack,
                          const char         *name,
                          const char * const *wanted,
                          const char * const *english)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (stack);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      /* the stack keeps the page, and with it the title */
      g_autoptr(GObject) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

      g_ptr_array_add (titles, (gpointer) gtk_stack_page_get_title (GTK_STACK_PAGE (page)));
    }
  assert_texts (titles, name, "page", wanted, english);
}

GtkLabel *
vt_ui_find_label (GtkWidget  *root,
                  const char *text,
                  gboolean    prefix)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_labels (root, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *shown = gtk_label_get_text (labels->pdata[i]);

      if (prefix ? g_str_has_prefix (shown, text) : g_strcmp0 (shown, text) == 0)
        return labels->pdata[i];
    }

  return NULL;
}

/* the contexts the domains use (msgctxt) */
static const char * const message_contexts[] = {
  "shortcut window", "move", "moves", "new unit", "straight north",
};

/* the domain of @domains that has @text as an English message it translates */
static const char *
english_in (const char         *text,
            const char * const *domains)
{
  /* a key cap's letter is the keyboard's, not a message (E is also east) */
  if (text == NULL || g_utf8_strlen (text, -1) < 2)
    return NULL;

  for (guint i = 0; domains[i] != NULL; i++)
    {
      if (g_strcmp0 (g_dgettext (domains[i], text), text) != 0)
        return domains[i];
      for (guint j = 0; j < G_N_ELEMENTS (message_contexts); j++)
        if (g_strcmp0 (g_dpgettext2 (domains[i], message_contexts[j], text), text) != 0)
          return domains[i];
    }
  return NULL;
}

static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  const char *tooltip;

  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
      /* the message as written, "_Open" */
      if (gtk_label_get_use_underline (GTK_LABEL (widget)))
        g_ptr_array_add (texts, g_strdup (gtk_label_get_label (GTK_LABEL (widget))));
    }
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      char *title = NULL;

      g_object_get (widget, "title", &title, NULL);
      g_ptr_array_add (texts, title);
    }
  if (GTK_IS_WINDOW (widget))
    g_ptr_array_add (texts, g_strdup (gtk_window_get_title (GTK_WINDOW (widget))));
  if (GTK_IS_STACK (widget))
    {
      g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (widget));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
        {
          g_autoptr(GObject) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

          g_ptr_array_add (texts, g_strdup (gtk_stack_page_get_title (GTK_STACK_PAGE (page))));
        }
    }
  tooltip = gtk_widget_get_tooltip_text (widget);
  if (tooltip != NULL)
    g_ptr_array_add (texts, g_strdup (tooltip));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* what of @root's texts is English, one line each, added to @found */
static void
find_english (GtkWidget          *root,
              const char         *name,
              const char * const *domains,
              GHashTable         *content,
              GString            *found)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (root, texts);
  g_test_message ("%s: %u texts looked at", name, texts->len);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *domain;

      /* the designer's own words are the scenario's, in its language */
      if (texts->pdata[i] == NULL ||
          (content != NULL && g_hash_table_contains (content, texts->pdata[i])))
        continue;
      domain = english_in (texts->pdata[i], domains);
      if (domain != NULL)
        g_string_append_printf (found, "\n  %s: “%s” (%s)", name, (const char *) texts->pdata[i], domain);
    }
}

void
vt_ui_assert_no_english (GtkWidget          *root,
                         const char         *name,
                         const char * const *domains)
{
  g_autoptr(GString) found = g_string_new (NULL);

  find_english (root, name, domains, NULL, found);
  if (found->len > 0)
    g_error ("the window shows English:%s", found->str);
}

/* the windows on screen, shown or made since @before */
static GList *
visible_windows (void)
{
  GList *windows = gtk_window_list_toplevels (), *visible = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_widget_get_visible (l->data))
      visible = g_list_prepend (visible, l->data);
  g_list_free (windows);
  return visible;
}

static void
find_english_in_new_windows (GList              *before,
                             const char         *name,
                             const char * const *domains,
                             GHashTable         *content,
                             GString            *found)
{
  GList *windows;
  guint n_new = 0;

  vt_ui_iterate_for (100);
  windows = visible_windows ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL)
      {
        vt_ui_wait_for_paint (l->data);
        find_english (l->data, name, domains, content, found);
        n_new++;
      }
  g_list_free (windows);
  g_assert_cmpuint (n_new, >, 0);
}

static void
close_new_windows (GList *before)
{
  GList *windows = visible_windows ();

  /* closed as the user closes them: the window's own overlay is only hidden */
  for (GList *l = windows; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL)
      gtk_window_close (l->data);
  g_list_free (windows);
  vt_ui_iterate_for (50);
}

/* the scenario's own names: its title, sides, troops and ground */
static GHashTable *
scenario_words (VtScenario *scenario)
{
  GHashTable *words = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);
  GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));

  if (vt_scenario_get_title (scenario) != NULL)
    g_hash_table_add (words, g_strdup (vt_scenario_get_title (scenario)));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (vt_side_get_name (side) != NULL)
        g_hash_table_add (words, g_strdup (vt_side_get_name (side)));
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (vt_unit_get_name (unit) != NULL)
        g_hash_table_add (words, g_strdup (vt_unit_get_name (unit)));
      if (vt_unit_get_division (unit) != NULL)
        g_hash_table_add (words, g_strdup (vt_unit_get_division (unit)));
    }
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      if (vt_feature_get_name (feature) != NULL)
        g_hash_table_add (words, g_strdup (vt_feature_get_name (feature)));
    }
  return words;
}

void
vt_ui_assert_windows_translated (VtWindow           *window,
                                 const char * const *domains)
{
  static const char * const commands[] = {
    "win.show-help-overlay", "play.rule-tables", "view.timers", "view.side-board-1",
    "play.send-message", "app.new",
  };
  GtkWidget *root = GTK_WIDGET (window);
  VtRuleset *ruleset = vt_game_get_ruleset (vt_window_get_game (window));
  const VtAction *actions;
  guint n_actions = 0;
  GtkWidget *layout;
  g_autoptr(GString) found = g_string_new (NULL);
  g_autoptr(GHashTable) content = scenario_words (vt_game_get_scenario (vt_window_get_game (window)));

  vt_ui_wait_for_paint (root);
  find_english (root, "the window at play", domains, content, found);

  /* each of the ruleset's actions, as the Actions menu opens it */
  actions = vt_ruleset_get_actions (ruleset, &n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      GList *before = visible_windows ();

      g_assert_true (gtk_widget_activate_action (root, "play.action", "s", actions[i].id));
      find_english_in_new_windows (before, actions[i].id, domains, content, found);
      close_new_windows (before);
      g_list_free (before);
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      GList *before = visible_windows ();

      g_assert_true (gtk_widget_activate_action (root, commands[i], NULL));
      find_english_in_new_windows (before, commands[i], domains, content, found);
      close_new_windows (before);
      g_list_free (before);
    }

  layout = vt_ui_find_by_name (root, "layout-mode-button");
  g_assert_nonnull (layout);
  vt_ui_click (layout);
  vt_ui_wait_for_paint (root);
  find_english (root, "the window laid out", domains, content, found);
  if (found->len > 0)
    g_error ("%s shows English:%s", vt_ruleset_get_id (ruleset), found->str);
}

void
vt_ui_assert_demos_translated (GApplication *app)
{
  static const char * const domains[] = {
    GETTEXT_PACKAGE, "vertrauter-reiswitz-1824", "vertrauter-reiswitz-1812",
    "vertrauter-little-wars-1913", "vertrauter-war-chess-1866", NULL
  };

  /* a test of the test: the domains it asks do translate */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Next _Phase"), !=, "Next _Phase");
  g_assert_cmpstr (g_dgettext ("vertrauter-reiswitz-1824", "Hussar squadron"), !=, "Hussar squadron");

  /* the About dialog's provenance: how each section is played, in words */
  {
    g_autofree char *provenance = vt_application_describe_rulesets (VT_APPLICATION (app));
    g_autofree char *derived = g_strconcat ("— ", g_dgettext (GETTEXT_PACKAGE, "derived"), NULL);

    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "derived"), !=, "derived");
    g_assert_nonnull (strstr (provenance, derived));
    g_assert_null (strstr (provenance, "— derived"));
  }

  for (guint i = 1; domains[i] != NULL; i++)
    {
      const char *ruleset_id = domains[i] + strlen ("vertrauter-");
      g_autofree char *path = vt_ui_copy_demo_of (ruleset_id);
      VtWindow *window = vt_ui_open_game (app, path);

      g_test_message ("the %s demo", ruleset_id);
      vt_ui_assert_windows_translated (window, domains);
      vt_ui_close_all_windows ();
    }
}

/* GDK keeps an open popover's keyboard grab past its window's end, and
 * the next window would get no key: close them first, as Escape would */
static void
pop_down_all (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget) && gtk_widget_get_mapped (widget))
    gtk_popover_popdown (GTK_POPOVER (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pop_down_all (child);
}

void
vt_ui_close_all_windows (void)
{
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    pop_down_all (l->data);
  vt_ui_iterate_for (20);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);

  vt_ui_iterate_for (50);
}

void
vt_ui_use_own_home (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("vt-test-ui-home-XXXXXX", &error);
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *cache = g_build_filename (home, "cache", NULL);

  /* XDG_DATA_DIRS stays: GTK finds icons and MIME types there */
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
}

GtkWidget *
vt_ui_find_by_name (GtkWidget  *widget,
              const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = vt_ui_find_by_name (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
vt_ui_find_by_type (GtkWidget *widget,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = vt_ui_find_by_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
vt_ui_find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = vt_ui_find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

void
vt_ui_click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

void
vt_ui_capture_free (VtUiCapture *capture)
{
  g_free (capture->data);
  g_free (capture);
}

/* Renders the window as the umpire sees it, with its own renderer, and
 * writes it to @png_name under the test's build folder for a human look. */
VtUiCapture *
vt_ui_capture_window (GtkWidget  *window,
                const char *png_name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  VtUiCapture *capture = g_new0 (VtUiCapture, 1);

  capture->width = gtk_widget_get_width (window);
  capture->height = gtk_widget_get_height (window);
  g_assert_cmpint (capture->width, >, 0);
  g_assert_cmpint (capture->height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, capture->width, capture->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, capture->width, capture->height));
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, capture->width);

  capture->stride = (gsize) capture->width * 4;
  capture->data = g_malloc (capture->stride * capture->height);
  gdk_texture_download (texture, capture->data, capture->stride);

  if (png_name != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui", png_name, NULL);

      if (!gdk_texture_save_to_png (texture, path))
        g_test_message ("could not write %s", path);
      else
        g_test_message ("the window as drawn: %s", path);
    }

  return capture;
}

void
vt_ui_capture_pixel (const VtUiCapture *capture,
               int            x,
               int            y,
               guchar         rgb[3])
{
  const guchar *p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, capture->width);
  g_assert_cmpint (y, <, capture->height);

  p = capture->data + y * capture->stride + x * 4;
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

gboolean
vt_ui_near_colour (const guchar rgb[3],
             double       red,
             double       green,
             double       blue,
             int          tolerance)
{
  return abs (rgb[0] - (int) round (red * 255)) <= tolerance &&
         abs (rgb[1] - (int) round (green * 255)) <= tolerance &&
         abs (rgb[2] - (int) round (blue * 255)) <= tolerance;
}

char *
vt_ui_copy_sample (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "ui", "window.vertrauter", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vt-test-ui-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  char *path;

  g_assert_nonnull (folder);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  path = g_build_filename (folder, "window.vertrauter", NULL);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

/* The demo of @ruleset_id (data/demo/, beside the 1824 demo), copied. */
char *
vt_ui_copy_demo_of (const char *ruleset_id)
{
  g_autofree char *folder = g_path_get_dirname (g_getenv ("VT_DEMO_GAME"));
  g_autofree char *file = g_strconcat (ruleset_id, ".vertrauter", NULL);
  g_autofree char *demo = g_build_filename (folder, file, NULL);
  g_autofree char *copy_folder = g_dir_make_tmp ("vt-test-play-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  if (g_str_equal (ruleset_id, "reiswitz-1824"))
    return vt_ui_copy_demo ();
  g_assert_nonnull (copy_folder);
  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  g_free (demo);
  demo = g_build_filename (copy_folder, file, NULL);
  g_assert_true (g_file_set_contents (demo, contents, length, NULL));
  return g_steal_pointer (&demo);
}

/* A demo that no longer loads fails here, never plays something smaller
 * instead. */
char *
vt_ui_copy_demo (void)
{
  const char *demo = g_getenv ("VT_DEMO_GAME");
  g_autofree char *folder = g_dir_make_tmp ("vt-test-play-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  gsize length;
  char *path;

  g_assert_nonnull (demo);
  g_assert_nonnull (folder);
  game = vt_game_file_load_path (demo, vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vt_ruleset_get_id (vt_game_get_ruleset (game)), ==, "reiswitz-1824");

  g_assert_true (g_file_get_contents (demo, &contents, &length, NULL));
  name = g_path_get_basename (demo);
  path = g_build_filename (folder, name, NULL);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

VtWindow *
vt_ui_open_game (GApplication *app,
                 const char   *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  VtWindow *window;

  g_application_open (app, &file, 1, "");
  window = VT_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_WINDOW));
  g_assert_nonnull (vt_window_get_game (window));
  vt_ui_wait_for_paint (GTK_WIDGET (window));

  return window;
}

VtWindow *
vt_ui_open_scenario (GApplication *app,
                     VtScenario   *scenario,
                     VtRuleset    *ruleset,
                     const char   *name)
{
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, 1824);
  g_autoptr(GBytes) bytes = vt_game_file_to_bytes (game);
  g_autofree char *folder = g_dir_make_tmp ("vt-ui-test-XXXXXX", NULL);
  g_autofree char *path = NULL;

  g_assert_nonnull (folder);
  path = g_build_filename (folder, name, NULL);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  return vt_ui_open_game (app, path);
}

VtSideBoard *
vt_ui_find_side_board (const char *side_id)
{
  GList *windows = gtk_window_list_toplevels ();
  VtSideBoard *found = NULL;

  for (GList *l = windows; l != NULL && found == NULL; l = l->next)
    if (VT_IS_SIDE_BOARD (l->data) && g_strcmp0 (vt_side_board_get_side (l->data), side_id) == 0)
      found = l->data;
  g_list_free (windows);
  return found;
}

VtSideBoard *
vt_ui_open_side_board (VtWindow   *window,
                       const char *side_id)
{
  VtSideBoard *board;

  g_assert_null (vt_ui_find_side_board (side_id));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.side-board", "s", side_id));
  board = vt_ui_find_side_board (side_id);
  g_assert_nonnull (board);
  vt_ui_wait_for_paint (GTK_WIDGET (board));
  return board;
}

VtWindow *
vt_ui_open_sample (GApplication *app)
{
  g_autofree char *path = vt_ui_copy_sample ();

  return vt_ui_open_game (app, path);
}

void
vt_ui_map_bounds (VtWindow        *window,
                  graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (vt_window_get_map_view (window)),
                                            GTK_WIDGET (window), bounds));
  g_assert_cmpfloat (bounds->size.width, >, 100);
  g_assert_cmpfloat (bounds->size.height, >, 100);
}

void
vt_ui_unit_in_window (VtWindow      *window,
                      VtUnit        *unit,
                      const VtPoint *offset,
                      double        *x,
                      double        *y)
{
  VtPoint point;

  vt_unit_get_position (unit, &point);
  if (offset != NULL)
    {
      point.x += offset->x;
      point.y += offset->y;
    }
  g_assert_true (vt_map_view_to_widget (vt_window_get_map_view (window), &point, x, y));
}

const char *
vt_ui_label_text (VtWindow   *window,
                  const char *name)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (window), name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
gather_mnemonics (GtkWidget  *widget,
                  GHashTable *seen)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));
      const char *before = g_hash_table_lookup (seen, GUINT_TO_POINTER (key));

      if (before != NULL)
        g_error ("Alt+%s is both \"%s\" and \"%s\"", gdk_keyval_name (key), before,
                 gtk_label_get_label (GTK_LABEL (widget)));
      g_hash_table_insert (seen, GUINT_TO_POINTER (key), (gpointer) gtk_label_get_label (GTK_LABEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_mnemonics (child, seen);
}

void
vt_ui_assert_mnemonics_distinct (GtkWidget *root)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  gather_mnemonics (root, seen);
}

/* ---- keys, pressed through the X server ---------------------------------- */

static gboolean
window_active (gpointer window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

static Display *
focus_window (GtkWidget *window)
{
  GdkSurface *surface;
  static Display *display;

  g_assert_true (GTK_IS_WINDOW (window));
  vt_ui_wait_for_paint (window);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_assert_true (GDK_IS_X11_SURFACE (surface));
  /* a connection of the test's own: a sync on the toolkit's would read
   * the keys into its queue unseen, and each would be handled one late */
  if (display == NULL)
    display = XOpenDisplay (gdk_display_get_name (gdk_surface_get_display (surface)));
  g_assert_nonnull (display);
  /* no window manager under Xvfb: the test gives the focus, as a click
   * would; every time, for the toolkit may think a window active that has
   * the focus only by the pointer, after the focused one went */
  XRaiseWindow (display, gdk_x11_surface_get_xid (surface));
  XSetInputFocus (display, gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
  XSync (display, False);
  vt_ui_wait_until (window_active, window);
  return display;
}

/* the key that gives @keysym and whether it needs Shift; a key of no
 * symbol is given it when the keyboard has none (an umlaut on Xvfb's) */
static KeyCode
key_for (Display  *display,
         KeySym    keysym,
         gboolean *shift)
{
  KeyCode code = XKeysymToKeycode (display, keysym);
  int min, max, per_code;

  *shift = FALSE;
  if (code != 0 && XkbKeycodeToKeysym (display, code, 0, 0) == keysym)
    return code;
  if (code != 0 && XkbKeycodeToKeysym (display, code, 0, 1) == keysym)
    {
      *shift = TRUE;
      return code;
    }
  XDisplayKeycodes (display, &min, &max);
  for (int c = max; c >= min; c--)
    {
      KeySym *syms = XGetKeyboardMapping (display, (KeyCode) c, 1, &per_code);
      gboolean empty = TRUE;

      for (int i = 0; i < per_code; i++)
        empty = empty && syms[i] == NoSymbol;
      XFree (syms);
      if (empty)
        {
          KeySym both[2] = { keysym, keysym };

          XChangeKeyboardMapping (display, c, 2, both, 1);
          XSync (display, False);
          /* the toolkit reads the new map before the key comes */
          vt_ui_iterate_for (100);
          return (KeyCode) c;
        }
    }
  g_error ("no key can give the keysym %s", XKeysymToString (keysym));
  return 0;
}

static void
fake_key (Display *display,
          KeyCode  code,
          gboolean down)
{
  XTestFakeKeyEvent (display, code, down, CurrentTime);
  XSync (display, False);
}

static void
press_keysym (Display         *display,
              KeySym           keysym,
              GdkModifierType  modifiers)
{
  gboolean shift;
  KeyCode code = key_for (display, keysym, &shift);
  KeyCode held[3];
  guint n = 0;

  if (modifiers & GDK_CONTROL_MASK)
    held[n++] = XKeysymToKeycode (display, XK_Control_L);
  if ((modifiers & GDK_SHIFT_MASK) || shift)
    held[n++] = XKeysymToKeycode (display, XK_Shift_L);
  if (modifiers & GDK_ALT_MASK)
    held[n++] = XKeysymToKeycode (display, XK_Alt_L);
  for (guint i = 0; i < n; i++)
    fake_key (display, held[i], TRUE);
  fake_key (display, code, TRUE);
  fake_key (display, code, FALSE);
  for (guint i = n; i > 0; i--)
    fake_key (display, held[i - 1], FALSE);
  /* the events arrive and are handled */
  vt_ui_iterate_for (30);
}

void
vt_ui_press (GtkWidget  *window,
             const char *accelerator)
{
  Display *display = focus_window (window);
  guint keyval = 0;
  GdkModifierType modifiers = 0;

  if (!gtk_accelerator_parse (accelerator, &keyval, &modifiers) || keyval == 0)
    g_error ("no key is called %s", accelerator);
  g_test_message ("pressing %s", accelerator);
  press_keysym (display, keyval, modifiers);
}

void
vt_ui_type (GtkWidget  *window,
            const char *text)
{
  Display *display = focus_window (window);

  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_test_message ("typing %s", text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      press_keysym (display, c == '\n' ? GDK_KEY_Return : gdk_unicode_to_keyval (c), 0);
    }
}
