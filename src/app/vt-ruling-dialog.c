/* vt-ruling-dialog.c: the umpire allows what the rules of the moment refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The refusal stays in view over the reason, so the umpire rules on what
 * he reads; the reason goes into the journal line and the report.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-ruling-dialog.h"

struct _VtRulingDialog
{
  GtkWindow  parent_instance;

  VtGame    *game;
  VtRuling  *ruling;

  GtkLabel  *refusal_label;
  GtkEntry  *reason_entry;
  GtkButton *allow_button;
  GtkLabel  *error_label;
};

G_DEFINE_FINAL_TYPE (VtRulingDialog, vt_ruling_dialog, GTK_TYPE_WINDOW)

static const char *
reason_of (VtRulingDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->reason_entry));
}

gboolean
vt_ruling_dialog_allow (VtRulingDialog  *self,
                        GError         **error)
{
  g_autofree char *reason = NULL;
  GError *local = NULL;

  g_return_val_if_fail (VT_IS_RULING_DIALOG (self), FALSE);

  reason = g_strstrip (g_strdup (reason_of (self)));
  if (*reason == '\0')
    {
      gtk_label_set_label (self->error_label, _("Give the reason first: it goes into the journal."));
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no reason");
      return FALSE;
    }
  if (!vt_ruling_carry_out (self->ruling, self->game, reason, &local))
    {
      gtk_label_set_label (self->error_label, local->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      g_propagate_error (error, local);
      return FALSE;
    }
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
allow_clicked (VtRulingDialog *self)
{
  vt_ruling_dialog_allow (self, NULL);
}

static void
reason_changed (VtRulingDialog *self)
{
  g_autofree char *reason = g_strstrip (g_strdup (reason_of (self)));

  gtk_widget_set_sensitive (GTK_WIDGET (self->allow_button), *reason != '\0');
}

static void
vt_ruling_dialog_dispose (GObject *object)
{
  VtRulingDialog *self = VT_RULING_DIALOG (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->ruling, vt_ruling_free);
  G_OBJECT_CLASS (vt_ruling_dialog_parent_class)->dispose (object);
}

static void
vt_ruling_dialog_class_init (VtRulingDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_ruling_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-ruling-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtRulingDialog, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, VtRulingDialog, reason_entry);
  gtk_widget_class_bind_template_child (widget_class, VtRulingDialog, allow_button);
  gtk_widget_class_bind_template_child (widget_class, VtRulingDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, allow_clicked);
  gtk_widget_class_bind_template_callback (widget_class, reason_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_ruling_dialog_init (VtRulingDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

VtRulingDialog *
vt_ruling_dialog_new (GtkWindow *parent,
                      VtGame    *game,
                      VtRuling  *ruling)
{
  VtRulingDialog *self = g_object_new (VT_TYPE_RULING_DIALOG, "transient-for", parent, NULL);

  self->game = g_object_ref (game);
  self->ruling = ruling;
  gtk_label_set_label (self->refusal_label, vt_ruling_get_refusal (ruling));
  reason_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->reason_entry));
  return self;
}
