/* vt-recover-dialog.c: the games never saved to a file, kept by autosave, offered back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-recover-dialog"

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "vt-measure.h"
#include "vt-recover-dialog.h"
#include "vt-window.h"

struct _VtRecoverDialog
{
  GtkWindow          parent_instance;

  VtRulesetRegistry *registry;
  guint              n_games;

  /* template children */
  GtkListBox        *games_list;
  GtkLabel          *empty_label;
};

G_DEFINE_FINAL_TYPE (VtRecoverDialog, vt_recover_dialog, GTK_TYPE_WINDOW)

enum {
  RECOVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define ROW_PATH "vt-autosave-path"
#define ROW_TITLE "vt-autosave-title"

/* "today at 14:05", "yesterday at 09:12", "3 May 2024 at 18:40" */
static char *
describe_when (GDateTime *saved)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (saved);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) yesterday = g_date_time_add_days (now, -1);
  g_autofree char *clock = g_date_time_format (local, "%H:%M");
  int year, month, day;

  g_date_time_get_ymd (local, &year, &month, &day);
  if (g_date_time_get_year (now) == year && g_date_time_get_month (now) == month &&
      g_date_time_get_day_of_month (now) == day)
    return g_strdup_printf (_("today at %s"), clock);
  if (g_date_time_get_year (yesterday) == year && g_date_time_get_month (yesterday) == month &&
      g_date_time_get_day_of_month (yesterday) == day)
    return g_strdup_printf (_("yesterday at %s"), clock);

  {
    g_autofree char *date = g_date_time_format (local, "%-d %B %Y");

    /* TRANSLATORS: "3 May 2024 at 18:40" */
    return g_strdup_printf (_("%s at %s"), date, clock);
  }
}

static GtkWidget *
row_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static void update_empty (VtRecoverDialog *self);

static GtkListBoxRow *
find_row (VtRecoverDialog *self,
          const char      *path)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && g_strcmp0 (g_object_get_data (G_OBJECT (child), ROW_PATH), path) == 0)
      return GTK_LIST_BOX_ROW (child);

  return NULL;
}

gboolean
vt_recover_dialog_open (VtRecoverDialog *self,
                        const char      *path)
{
  g_autoptr(VtRecoverDialog) keep = NULL;
  gboolean recovered = FALSE;

  g_return_val_if_fail (VT_IS_RECOVER_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (find_row (self, path) == NULL)
    return FALSE;

  keep = g_object_ref (self);
  g_signal_emit (self, signals[RECOVER], 0, path, &recovered);
  /* on failure the window behind says why; the list stays for another try */
  if (recovered)
    gtk_window_destroy (GTK_WINDOW (self));

  return recovered;
}

gboolean
vt_recover_dialog_discard (VtRecoverDialog *self,
                           const char      *path)
{
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(GError) lock_error = NULL;
  GtkListBoxRow *row;

  g_return_val_if_fail (VT_IS_RECOVER_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  row = find_row (self, path);
  if (row == NULL)
    return FALSE;

  /* held while it goes, so that a Vertrauter still keeping it is not
   * robbed of it: it was free when listed, but may not be now */
  lock = vt_file_lock_acquire (path, &lock_error);
  if (lock == NULL)
    {
      vt_window_show_error (GTK_WINDOW (self), _("Could not discard the unsaved game"), lock_error->message);
      return FALSE;
    }

  /* the umpire's explicit choice: the copy goes for good */
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;
      g_autofree char *detail = g_strdup_printf ("%s: %s", path, g_strerror (saved_errno));

      vt_window_show_error (GTK_WINDOW (self), _("Could not discard the unsaved game"), detail);
      return FALSE;
    }

  gtk_list_box_remove (self->games_list, GTK_WIDGET (row));
  self->n_games--;
  update_empty (self);

  return TRUE;
}

static void
open_clicked (GtkButton       *button,
              VtRecoverDialog *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  vt_recover_dialog_open (self, g_object_get_data (G_OBJECT (row), ROW_PATH));
}

static void
discard_response (GtkDialog       *confirm,
                  int              response,
                  VtRecoverDialog *self)
{
  g_autofree char *path = g_strdup (g_object_get_data (G_OBJECT (confirm), ROW_PATH));

  gtk_window_destroy (GTK_WINDOW (confirm));
  if (response == GTK_RESPONSE_ACCEPT)
    vt_recover_dialog_discard (self, path);
}

/* Deleting a game for good is asked first. */
static void
discard_clicked (GtkButton       *button,
                 VtRecoverDialog *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  const char *title = g_object_get_data (G_OBJECT (row), ROW_TITLE);
  GtkWidget *confirm;
  GtkWidget *discard;

  confirm = gtk_message_dialog_new (GTK_WINDOW (self),
                                    GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                    GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                    _("Discard “%s”?"), title);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (confirm), "%s",
                                            _("The unsaved game is deleted for good; it cannot be recovered."));
  gtk_dialog_add_button (GTK_DIALOG (confirm), _("_Cancel"), GTK_RESPONSE_CANCEL);
  discard = gtk_dialog_add_button (GTK_DIALOG (confirm), _("_Discard"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (discard, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (confirm), GTK_RESPONSE_CANCEL);
  gtk_widget_set_name (confirm, "discard-confirm");
  g_object_set_data_full (G_OBJECT (confirm), ROW_PATH,
                          g_strdup (g_object_get_data (G_OBJECT (row), ROW_PATH)), g_free);
  g_signal_connect_object (confirm, "response", G_CALLBACK (discard_response), self, 0);
  gtk_window_present (GTK_WINDOW (confirm));
}

static void
row_activated (GtkListBox      *list,
               GtkListBoxRow   *row,
               VtRecoverDialog *self)
{
  vt_recover_dialog_open (self, g_object_get_data (G_OBJECT (row), ROW_PATH));
}

/* Title; ruleset, Zug and when it was saved; Discard and Open. A copy that
 * no longer reads says why, and can only be discarded. */
static void
add_game (VtRecoverDialog *self,
          const char      *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                                 NULL, NULL);
  g_autoptr(GDateTime) saved = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  g_autofree char *when = saved != NULL ? describe_when (saved) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, self->registry, &error);
  g_autofree char *detail = NULL;
  const char *title = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *discard = gtk_button_new_with_mnemonic (_("_Discard"));
  GtkWidget *title_label;

  if (game != NULL)
    {
      VtRuleset *ruleset = vt_game_get_ruleset (game);
      g_autofree char *rules = ruleset != NULL
                                 ? g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset))
                                 : g_strdup (vt_scenario_get_ruleset_id (vt_game_get_scenario (game)));

      title = vt_scenario_get_title (vt_game_get_scenario (game));
      g_autofree char *move = vt_measure_format_move (ruleset, vt_game_get_move (game));

      /* TRANSLATORS: "Reiswitz 1824 (1824) · Zug 3 · saved today at 14:05" */
      detail = g_strdup_printf (_("%s · %s · saved %s"), rules, move,
                                when != NULL ? when : _("at an unknown time"));
    }
  else
    detail = g_strdup_printf (_("This copy cannot be read: %s"), error->message);

  title_label = row_label (title != NULL && title[0] != '\0' ? title : _("Untitled Game"), "heading");
  gtk_widget_set_name (title_label, "recover-title");
  gtk_box_append (GTK_BOX (texts), title_label);
  {
    GtkWidget *detail_label = row_label (detail, "caption");

    gtk_widget_set_name (detail_label, "recover-detail");
    gtk_widget_add_css_class (detail_label, game != NULL ? "dim-label" : "error");
    gtk_box_append (GTK_BOX (texts), detail_label);
  }
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), texts);

  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (discard, _("Delete this copy for good"));
  gtk_widget_add_css_class (discard, "destructive-action");
  g_signal_connect (discard, "clicked", G_CALLBACK (discard_clicked), self);
  gtk_box_append (GTK_BOX (box), discard);

  if (game != NULL)
    {
      GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open"));

      gtk_widget_set_valign (open, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (open, _("Open it as an unsaved game; saving asks where to keep it"));
      gtk_widget_add_css_class (open, "suggested-action");
      g_signal_connect (open, "clicked", G_CALLBACK (open_clicked), self);
      gtk_box_append (GTK_BOX (box), open);
    }
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), game != NULL);

  gtk_widget_add_css_class (box, "recover-row");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), ROW_PATH, g_strdup (path), g_free);
  g_object_set_data_full (G_OBJECT (row), ROW_TITLE,
                          g_strdup (title != NULL && title[0] != '\0' ? title : _("Untitled Game")), g_free);
  gtk_list_box_append (self->games_list, row);
  self->n_games++;
}

static void
update_empty (VtRecoverDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->games_list), self->n_games > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), self->n_games == 0);
}

static void
vt_recover_dialog_dispose (GObject *object)
{
  VtRecoverDialog *self = VT_RECOVER_DIALOG (object);

  /* the content is both the window's child and a template child */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_RECOVER_DIALOG);
  g_clear_object (&self->registry);

  G_OBJECT_CLASS (vt_recover_dialog_parent_class)->dispose (object);
}

static void
vt_recover_dialog_class_init (VtRecoverDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_recover_dialog_dispose;

  /**
   * VtRecoverDialog::recover:
   * @path: the autosave the umpire chose to open
   *
   * Returns: TRUE once the game is open; the dialog then closes
   */
  signals[RECOVER] =
    g_signal_new ("recover",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-recover-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtRecoverDialog, games_list);
  gtk_widget_class_bind_template_child (widget_class, VtRecoverDialog, empty_label);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_recover_dialog_init (VtRecoverDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self->games_list, "row-activated", G_CALLBACK (row_activated), self);
}

VtRecoverDialog *
vt_recover_dialog_new (GtkWindow         *parent,
                       VtRulesetRegistry *registry,
                       GPtrArray         *paths)
{
  VtRecoverDialog *self;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (paths != NULL, NULL);

  self = g_object_new (VT_TYPE_RECOVER_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->registry = g_object_ref (registry);

  for (guint i = 0; i < paths->len; i++)
    add_game (self, paths->pdata[i]);
  update_empty (self);

  return self;
}

guint
vt_recover_dialog_get_n_games (VtRecoverDialog *self)
{
  g_return_val_if_fail (VT_IS_RECOVER_DIALOG (self), 0);

  return self->n_games;
}
