/* vt-ui-test.c: what the UI tests share: waiting on the main loop, finding windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

void
vt_ui_close_all_windows (void)
{
  GList *windows = gtk_window_list_toplevels ();

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
