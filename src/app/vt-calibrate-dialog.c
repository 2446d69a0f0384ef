/* vt-calibrate-dialog.c: how far apart the two points clicked on the map image are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-calibrate-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "vt-calibrate-dialog.h"

/* The lengths vt_length_convert knows, with the designer's words. */
static const struct {
  const char *unit;
  const char *label;
} units[] = {
  { "pace", N_("paces") },
  { "metre", N_("metres") },
  { "yard", N_("yards") },
  { "foot", N_("feet") },
  { "inch", N_("inches") },
};

struct _VtCalibrateDialog
{
  GtkWindow       parent_instance;

  /* unit ids in the order the drop-down shows them */
  const char     *order[G_N_ELEMENTS (units)];
  gboolean        finished;

  /* template children */
  GtkLabel       *question_label;
  GtkSpinButton  *distance_spin;
  GtkDropDown    *unit_dropdown;
  GtkLabel       *turning_label;
  GtkLabel       *error_label;
};

G_DEFINE_FINAL_TYPE (VtCalibrateDialog, vt_calibrate_dialog, GTK_TYPE_WINDOW)

enum {
  CALIBRATE,
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
vt_calibrate_unit_label (const char *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (strcmp (units[i].unit, unit) == 0)
      return _(units[i].label);
  return unit;
}

void
vt_calibrate_dialog_set_distance (VtCalibrateDialog *self,
                                  double             distance,
                                  const char        *unit)
{
  g_return_if_fail (VT_IS_CALIBRATE_DIALOG (self));

  gtk_spin_button_set_value (self->distance_spin, distance);
  if (unit == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->order); i++)
    if (strcmp (self->order[i], unit) == 0)
      gtk_drop_down_set_selected (self->unit_dropdown, i);
}

double
vt_calibrate_dialog_get_distance (VtCalibrateDialog *self)
{
  g_return_val_if_fail (VT_IS_CALIBRATE_DIALOG (self), 0);

  /* what is typed counts, even before the entry is left */
  gtk_spin_button_update (self->distance_spin);
  return gtk_spin_button_get_value (self->distance_spin);
}

const char *
vt_calibrate_dialog_get_unit (VtCalibrateDialog *self)
{
  guint selected;

  g_return_val_if_fail (VT_IS_CALIBRATE_DIALOG (self), NULL);

  selected = gtk_drop_down_get_selected (self->unit_dropdown);
  return self->order[selected < G_N_ELEMENTS (self->order) ? selected : 0];
}

void
vt_calibrate_dialog_confirm (VtCalibrateDialog *self)
{
  g_return_if_fail (VT_IS_CALIBRATE_DIALOG (self));

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_signal_emit (self, signals[CALIBRATE], 0,
                 vt_calibrate_dialog_get_distance (self), vt_calibrate_dialog_get_unit (self));
}

void
vt_calibrate_dialog_show_error (VtCalibrateDialog *self,
                                const char        *message)
{
  g_return_if_fail (VT_IS_CALIBRATE_DIALOG (self));

  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
}

void
vt_calibrate_dialog_finish (VtCalibrateDialog *self)
{
  g_return_if_fail (VT_IS_CALIBRATE_DIALOG (self));

  self->finished = TRUE;
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
calibrate_clicked (VtCalibrateDialog *self)
{
  vt_calibrate_dialog_confirm (self);
}

/* Cancel, Escape and the window's close all come here. */
static gboolean
vt_calibrate_dialog_close_request (GtkWindow *window)
{
  VtCalibrateDialog *self = VT_CALIBRATE_DIALOG (window);

  if (!self->finished)
    {
      self->finished = TRUE;
      g_signal_emit (self, signals[CANCELLED], 0);
    }
  return GTK_WINDOW_CLASS (vt_calibrate_dialog_parent_class)->close_request (window);
}

static void
vt_calibrate_dialog_class_init (VtCalibrateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  window_class->close_request = vt_calibrate_dialog_close_request;

  signals[CALIBRATE] =
    g_signal_new ("calibrate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_STRING);
  signals[CANCELLED] =
    g_signal_new ("cancelled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-calibrate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtCalibrateDialog, question_label);
  gtk_widget_class_bind_template_child (widget_class, VtCalibrateDialog, distance_spin);
  gtk_widget_class_bind_template_child (widget_class, VtCalibrateDialog, unit_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtCalibrateDialog, turning_label);
  gtk_widget_class_bind_template_child (widget_class, VtCalibrateDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, calibrate_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_calibrate_dialog_init (VtCalibrateDialog *self)
{
  GtkEditable *text;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Enter in the distance calibrates: GTK 4.8's spin button has no
   * "activates-default" of its own, its text has */
  text = gtk_editable_get_delegate (GTK_EDITABLE (self->distance_spin));
  if (GTK_IS_TEXT (text))
    gtk_text_set_activates_default (GTK_TEXT (text), TRUE);
}

/**
 * vt_calibrate_dialog_new:
 * @parent: (nullable): the window the map is in
 * @first_unit: (nullable): the unit offered first, the map's
 * @pixels: how far apart the two points are on the picture
 * @turning: TRUE when a third point north of the first was clicked
 *
 * Returns: (transfer none): the dialog, not yet shown
 */
VtCalibrateDialog *
vt_calibrate_dialog_new (GtkWindow  *parent,
                         const char *first_unit,
                         double      pixels,
                         gboolean    turning)
{
  VtCalibrateDialog *self = g_object_new (VT_TYPE_CALIBRATE_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *question = NULL;
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (first_unit != NULL && strcmp (units[i].unit, first_unit) == 0)
      self->order[n++] = units[i].unit;
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (first_unit == NULL || strcmp (units[i].unit, first_unit) != 0)
      self->order[n++] = units[i].unit;
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (labels, vt_calibrate_unit_label (self->order[i]));
  gtk_drop_down_set_model (self->unit_dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_selected (self->unit_dropdown, 0);

  question = g_strdup_printf (_("The two points are %.0f pixels apart on the picture. "
                                "How far apart are they on the ground?"), pixels);
  gtk_label_set_label (self->question_label, question);
  gtk_label_set_label (self->turning_label,
                       turning ? _("The picture is turned so that the third point lies straight north of the first.")
                               : _("Without a third point, the top of the picture is north."));
  gtk_widget_grab_focus (GTK_WIDGET (self->distance_spin));
  return self;
}
