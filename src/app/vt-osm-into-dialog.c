/* vt-osm-into-dialog.c: "Import OpenStreetMap into This Scenario…": an extract laid into the scenario being laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-osm-into-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-osm-dialog.h"
#include "vt-osm-into-dialog.h"

struct _VtOsmIntoDialog
{
  GtkWindow             parent_instance;

  VtEditor             *editor;
  VtRuleset            *ruleset;
  gboolean              has_scan;
  VtCalibration         calibration;
  double                image_width;
  double                image_height;
  GFile                *file;
  GtkFileChooserNative *chooser;

  /* template children */
  GtkStack             *stack;
  GtkWidget            *cancel_button;
  GtkWidget            *import_button;
  GtkLabel             *file_label;
  GtkCheckButton       *places_check;
  GtkCheckButton       *corners_check;
  GtkWidget            *places_grid;
  GtkWidget            *corners_grid;
  GtkEntry             *first_place_entry;
  GtkEntry             *first_point_entry;
  GtkEntry             *second_place_entry;
  GtkEntry             *second_point_entry;
  GtkEntry             *north_west_entry;
  GtkEntry             *south_east_entry;
  GtkLabel             *message_label;
  GtkLabel             *result_label;
  GtkLabel             *crossings_heading;
  GtkLabel             *crossings_label;
};

G_DEFINE_FINAL_TYPE (VtOsmIntoDialog, vt_osm_into_dialog, GTK_TYPE_WINDOW)

static void
show_message (VtOsmIntoDialog *self,
              const char      *text)
{
  gtk_label_set_label (self->message_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
}

static void
by_changed (VtOsmIntoDialog *self)
{
  gboolean corners = gtk_check_button_get_active (self->corners_check);

  gtk_widget_set_visible (self->places_grid, !corners);
  gtk_widget_set_visible (self->corners_grid, corners);
}

static void
chooser_response (GtkNativeDialog *chooser,
                  int              response,
                  VtOsmIntoDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      vt_osm_into_dialog_set_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
choose_clicked (VtOsmIntoDialog *self)
{
  if (self->chooser != NULL)
    return;

  self->chooser = vt_osm_dialog_new_extract_chooser (GTK_WINDOW (self));
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* "Place 1: …" for the place and its point typed in two fields */
static gboolean
read_pin (GtkEntry  *place_entry,
          GtkEntry  *point_entry,
          guint      number,
          VtOsmPin  *pin,
          GError   **error)
{
  g_autofree char *text = g_strdup_printf ("%s=%s", gtk_editable_get_text (GTK_EDITABLE (place_entry)),
                                           gtk_editable_get_text (GTK_EDITABLE (point_entry)));
  g_autoptr(GError) local_error = NULL;

  if (vt_osm_parse_pin (text, pin, &local_error))
    return TRUE;
  /* TRANSLATORS: "Place 1: “north” is not a place: …" */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Place %u: %s"), number, local_error->message);
  return FALSE;
}

static gboolean
read_corner (GtkEntry   *entry,
             const char *which,
             VtLatLon   *place,
             GError    **error)
{
  g_autoptr(GError) local_error = NULL;

  if (vt_osm_parse_place (gtk_editable_get_text (GTK_EDITABLE (entry)), place, &local_error))
    return TRUE;
  /* TRANSLATORS: "Top left corner: give its latitude and longitude" */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s: %s", which,
               local_error != NULL ? local_error->message : _("give its latitude and longitude, as 51.010, 13.000"));
  return FALSE;
}

static gboolean
read_alignment (VtOsmIntoDialog *self,
                VtOsmAlignment  *alignment,
                GError         **error)
{
  if (gtk_check_button_get_active (self->corners_check))
    {
      VtLatLon north_west, south_east;

      return read_corner (self->north_west_entry, _("Top left corner"), &north_west, error) &&
             read_corner (self->south_east_entry, _("Bottom right corner"), &south_east, error) &&
             vt_osm_alignment_init_from_corners (alignment, &self->calibration, self->image_width, self->image_height,
                                                 &north_west, &south_east, error);
    }
  else
    {
      VtOsmPin pins[2];

      return read_pin (self->first_place_entry, self->first_point_entry, 1, &pins[0], error) &&
             read_pin (self->second_place_entry, self->second_point_entry, 2, &pins[1], error) &&
             vt_osm_alignment_init_from_pins (alignment, pins, 2, error);
    }
}

gboolean
vt_osm_into_dialog_import (VtOsmIntoDialog  *self,
                           GError          **error)
{
  VtOsmAlignment alignment;
  VtOsmImportCounts counts = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GPtrArray) crossings = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GString) report = g_string_new (NULL);

  g_return_val_if_fail (VT_IS_OSM_INTO_DIALOG (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->file == NULL)
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Choose an extract to import first."));
  else if ((path = g_file_get_path (self->file)) == NULL)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("%s is not a file on this computer: copy it here first."), g_file_peek_path (self->file));
  else if (read_alignment (self, &alignment, &local_error))
    vt_osm_import_path_into (self->editor, path, self->ruleset, &alignment, &counts, &local_error);

  if (local_error != NULL)
    {
      show_message (self, local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  crossings = vt_osm_import_list_unbridged (vt_game_get_scenario (vt_editor_get_game (self->editor)), self->ruleset,
                                            &alignment);
  if (crossings->len == 0)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return TRUE;
    }

  name = g_file_get_basename (self->file);
  /* TRANSLATORS: "Added to the scenario from au.osm: 3 areas, 5 lines, 1 points." */
  g_string_append_printf (report, _("Added to the scenario from %s: areas %u, lines %u, points %u."),
                          name, counts.n_polygons, counts.n_polylines, counts.n_points);
  if (counts.n_off_sheet > 0)
    {
      g_string_append_c (report, ' ');
      g_string_append_printf (report, ngettext ("%u feature lay wholly off the sheet and was left out.",
                                                "%u features lay wholly off the sheet and were left out.",
                                                counts.n_off_sheet), counts.n_off_sheet);
    }
  gtk_label_set_label (self->result_label, report->str);
  vt_osm_dialog_show_crossings (self->crossings_heading, self->crossings_label, crossings);
  gtk_stack_set_visible_child_name (self->stack, "result");
  gtk_widget_set_visible (self->import_button, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->cancel_button), _("_Close"));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->cancel_button);
  gtk_widget_grab_focus (self->cancel_button);
  /* focus passing over the list on its way would leave it all selected */
  gtk_label_select_region (self->crossings_label, 0, 0);
  return TRUE;
}

static void
import_clicked (VtOsmIntoDialog *self)
{
  vt_osm_into_dialog_import (self, NULL);
}

void
vt_osm_into_dialog_set_file (VtOsmIntoDialog *self,
                             GFile           *file)
{
  g_return_if_fail (VT_IS_OSM_INTO_DIALOG (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
  if (file != NULL)
    {
      g_autofree char *shown = g_file_get_parse_name (file);

      gtk_label_set_label (self->file_label, shown);
    }
  else
    gtk_label_set_label (self->file_label, _("No extract chosen"));
  show_message (self, NULL);
  gtk_widget_set_sensitive (self->import_button, file != NULL);
}

static void
vt_osm_into_dialog_dispose (GObject *object)
{
  VtOsmIntoDialog *self = VT_OSM_INTO_DIALOG (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_OSM_INTO_DIALOG);
  g_clear_object (&self->file);
  g_clear_object (&self->editor);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (vt_osm_into_dialog_parent_class)->dispose (object);
}

static void
vt_osm_into_dialog_class_init (VtOsmIntoDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_osm_into_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-osm-into-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, file_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, places_check);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, corners_check);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, places_grid);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, corners_grid);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, first_place_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, first_point_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, second_place_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, second_point_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, north_west_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, south_east_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, message_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, result_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, crossings_heading);
  gtk_widget_class_bind_template_child (widget_class, VtOsmIntoDialog, crossings_label);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked);
  gtk_widget_class_bind_template_callback (widget_class, choose_clicked);
  gtk_widget_class_bind_template_callback (widget_class, by_changed);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_osm_into_dialog_init (VtOsmIntoDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->import_button);
}

VtOsmIntoDialog *
vt_osm_into_dialog_new (GtkWindow           *parent,
                        VtEditor            *editor,
                        VtRuleset           *ruleset,
                        const VtCalibration *calibration,
                        double               image_width,
                        double               image_height)
{
  VtOsmIntoDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), NULL);

  self = g_object_new (VT_TYPE_OSM_INTO_DIALOG,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->editor = g_object_ref (editor);
  self->ruleset = g_object_ref (ruleset);
  self->has_scan = calibration != NULL && image_width > 0 && image_height > 0;
  if (self->has_scan)
    {
      self->calibration = *calibration;
      self->image_width = image_width;
      self->image_height = image_height;
    }
  /* a scan's corners only where there is a calibrated scan to have them */
  gtk_widget_set_sensitive (GTK_WIDGET (self->corners_check), self->has_scan);
  if (!self->has_scan)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->corners_check),
                                 _("The scenario has no calibrated map image; calibrate one on the Map Image page first"));
  by_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->first_place_entry));
  return self;
}
