/* vt-give-move-dialog.c: the umpire gives a side the move (1812 II §4 B b)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the night screen is lifted a lot decides who moves first; the
 * umpire names the side and why, and the moves alternate from it. The
 * side offered first is the one that does not have the move now: that is
 * why the umpire opens the dialog.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "vt-give-move-dialog.h"

struct _VtGiveMoveDialog
{
  GtkWindow    parent_instance;

  VtGame      *game;
  GPtrArray   *side_ids;  /* of char *, as the drop-down lists them */

  GtkLabel    *now_label;
  GtkDropDown *side_drop_down;
  GtkEntry    *reason_entry;
  GtkButton   *give_button;
  GtkLabel    *error_label;
};

G_DEFINE_FINAL_TYPE (VtGiveMoveDialog, vt_give_move_dialog, GTK_TYPE_WINDOW)

static const char *
reason_of (VtGiveMoveDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->reason_entry));
}

static void
show_error (VtGiveMoveDialog *self,
            const char       *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
}

gboolean
vt_give_move_dialog_give (VtGiveMoveDialog  *self,
                          GError           **error)
{
  g_autofree char *reason = NULL;
  guint chosen;
  GError *local = NULL;

  g_return_val_if_fail (VT_IS_GIVE_MOVE_DIALOG (self), FALSE);

  reason = g_strstrip (g_strdup (reason_of (self)));
  chosen = gtk_drop_down_get_selected (self->side_drop_down);
  if (chosen >= self->side_ids->len)
    {
      show_error (self, _("Choose the side that has the move."));
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no side");
      return FALSE;
    }
  if (*reason == '\0')
    {
      show_error (self, _("Give the reason first: it goes into the journal."));
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no reason");
      return FALSE;
    }
  if (!vt_game_set_side_to_move (self->game, self->side_ids->pdata[chosen], reason, &local))
    {
      show_error (self, local->message);
      g_propagate_error (error, local);
      return FALSE;
    }
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
give_clicked (VtGiveMoveDialog *self)
{
  vt_give_move_dialog_give (self, NULL);
}

static void
reason_changed (VtGiveMoveDialog *self)
{
  g_autofree char *reason = g_strstrip (g_strdup (reason_of (self)));

  gtk_widget_set_sensitive (GTK_WIDGET (self->give_button), *reason != '\0');
}

static void
vt_give_move_dialog_dispose (GObject *object)
{
  VtGiveMoveDialog *self = VT_GIVE_MOVE_DIALOG (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->side_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (vt_give_move_dialog_parent_class)->dispose (object);
}

static void
vt_give_move_dialog_class_init (VtGiveMoveDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_give_move_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-give-move-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtGiveMoveDialog, now_label);
  gtk_widget_class_bind_template_child (widget_class, VtGiveMoveDialog, side_drop_down);
  gtk_widget_class_bind_template_child (widget_class, VtGiveMoveDialog, reason_entry);
  gtk_widget_class_bind_template_child (widget_class, VtGiveMoveDialog, give_button);
  gtk_widget_class_bind_template_child (widget_class, VtGiveMoveDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, give_clicked);
  gtk_widget_class_bind_template_callback (widget_class, reason_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_give_move_dialog_init (VtGiveMoveDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->side_ids = g_ptr_array_new_with_free_func (g_free);
}

VtGiveMoveDialog *
vt_give_move_dialog_new (GtkWindow *parent,
                         VtGame    *game)
{
  VtGiveMoveDialog *self = g_object_new (VT_TYPE_GIVE_MOVE_DIALOG, "transient-for", parent, NULL);
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  VtSide *to_move = vt_game_get_side_to_move (game);
  g_autofree char *move = NULL;
  g_autofree char *now = NULL;
  guint offered = 0;

  self->game = g_object_ref (game);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      gtk_string_list_append (names, vt_side_get_name (side));
      g_ptr_array_add (self->side_ids, g_strdup (vt_side_get_id (side)));
      /* the first side that has not the move: the one the lot gave it to */
      if (offered == 0 && to_move != NULL && side != to_move)
        offered = i;
    }
  gtk_drop_down_set_model (self->side_drop_down, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->side_drop_down, offered);

  /* TRANSLATORS: the ruleset's name of a move and its number: "Zug 3" */
  move = g_strdup_printf (C_("move", "%s %u"), vt_ruleset_get_move_name (vt_game_get_ruleset (game), 1),
                          vt_game_get_move (game));
  if (to_move != NULL)
    /* TRANSLATORS: "Zug 3 is Blaue Parthei's move now. The moves alternate from the side given it." */
    now = g_strdup_printf (_("%s is %s's move now. The moves alternate from the side given it, as the lot drawn "
                             "when the night screen is lifted decides (II §4 B b)."),
                           move, vt_side_get_name (to_move));
  else
    now = g_strdup_printf (_("%s. The moves alternate from the side given it."), move);
  gtk_label_set_label (self->now_label, now);
  reason_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->reason_entry));
  return self;
}
