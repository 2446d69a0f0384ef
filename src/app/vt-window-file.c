/* vt-window-file.c: when the game's file is not the window's alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Another Vertrauter has the game open, or another program changed the
 * file under an open game: the umpire is told and chooses; nothing is
 * written over anything without his word.
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-window.h"
#include "vt-window-private.h"

enum {
  RESPONSE_SAVE_AS = 1,
  RESPONSE_KEEP_MINE,
};

static void
copy_response (GtkDialog *dialog,
               int        response,
               VtWindow  *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "vt-file");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VtDocument) copy = vt_document_load_copy (file, vt_ruleset_registry_get_default (), &error);

      if (copy == NULL)
        vt_window_show_error (GTK_WINDOW (self), _("Could not open a copy"), error->message);
      else
        vt_window_set_document (self, copy);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Another process has @file: say which, and offer a copy of the game
 * that never writes to it. */
void
_vt_window_offer_copy (VtWindow     *self,
                       GFile        *file,
                       const GError *error)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *name = g_filename_display_name (basename);
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("“%s” is open in another Vertrauter"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("%s.\n\nA copy can be opened instead: it is a game of its "
                                              "own, kept safe as an unsaved game, and never written "
                                              "to this file."),
                                            error->message);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Open a Copy"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_set_name (dialog, "locked-dialog");
  g_object_set_data_full (G_OBJECT (dialog), "vt-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (copy_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
changed_on_disk_response (GtkDialog *dialog,
                          int        response,
                          VtWindow  *self)
{
  VtDocument *document = vt_window_get_document (self);

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (document == NULL)
    return;

  if (response == RESPONSE_KEEP_MINE)
    {
      g_autoptr(GError) error = NULL;

      if (!vt_document_overwrite (document, &error))
        vt_window_show_error (GTK_WINDOW (self), _("Could not save the game"), error->message);
    }
  else if (response == RESPONSE_SAVE_AS)
    g_action_group_activate_action (vt_window_get_action_group (self, "game"), "save-as", NULL);
}

/* VtDocument::changed-on-disk: saving has stopped until the umpire
 * chooses; the game in the window is all there. */
void
_vt_window_changed_on_disk (VtDocument *document,
                            VtWindow   *self)
{
  g_autofree char *name = vt_document_dup_display_name (document);
  GtkWidget *dialog;
  GtkWidget *keep;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE,
                                   _("“%s” was changed by another program"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("The game in this window is no longer saved to it. "
                                              "Save it under another name to keep both, or keep "
                                              "this game and save it over the file."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save As…"), RESPONSE_SAVE_AS);
  keep = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Keep This Game"), RESPONSE_KEEP_MINE);
  gtk_widget_add_css_class (keep, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_SAVE_AS);
  gtk_widget_set_name (dialog, "changed-on-disk-dialog");
  g_signal_connect_object (dialog, "response", G_CALLBACK (changed_on_disk_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
