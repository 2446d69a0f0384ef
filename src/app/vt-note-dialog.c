/* vt-note-dialog.c: the umpire's note or critique, into the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A critique goes in every side's report (the players' critique after the
 * game, 1824); a note only in the umpire's. Both are journal entries, so
 * Undo takes them back.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-note-dialog.h"

struct _VtNoteDialog
{
  GtkWindow       parent_instance;

  VtGame         *game;

  GtkCheckButton *critique_check;
  GtkTextView    *text_view;
  GtkLabel       *error_label;
};

G_DEFINE_FINAL_TYPE (VtNoteDialog, vt_note_dialog, GTK_TYPE_WINDOW)

gboolean
vt_note_dialog_add (VtNoteDialog  *self,
                    GError       **error)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  g_autofree char *text = NULL;
  GtkTextIter start, end;
  GError *local = NULL;

  g_return_val_if_fail (VT_IS_NOTE_DIALOG (self), FALSE);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (!vt_game_add_note (self->game, text, gtk_check_button_get_active (self->critique_check), &local))
    {
      gtk_label_set_label (self->error_label, _("Write the note first."));
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      g_propagate_error (error, local);
      return FALSE;
    }
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
add_clicked (VtNoteDialog *self)
{
  vt_note_dialog_add (self, NULL);
}

static void
vt_note_dialog_dispose (GObject *object)
{
  VtNoteDialog *self = VT_NOTE_DIALOG (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (vt_note_dialog_parent_class)->dispose (object);
}

static void
vt_note_dialog_class_init (VtNoteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_note_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-note-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtNoteDialog, critique_check);
  gtk_widget_class_bind_template_child (widget_class, VtNoteDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, VtNoteDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_note_dialog_init (VtNoteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

VtNoteDialog *
vt_note_dialog_new (GtkWindow *parent,
                    VtGame    *game)
{
  VtNoteDialog *self = g_object_new (VT_TYPE_NOTE_DIALOG, "transient-for", parent, NULL);

  self->game = g_object_ref (game);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_view));
  return self;
}
