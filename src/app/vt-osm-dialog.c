/* vt-osm-dialog.c: "Import OpenStreetMap…": an .osm extract as the terrain of a new scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-osm-dialog"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-osm-dialog.h"
#include "vt-ruleset-row.h"

struct _VtOsmDialog
{
  GtkWindow          parent_instance;

  GFile             *file;
  GListStore        *rulesets;   /* of VtRuleset, those that map OSM tags */
  GtkFileChooserNative *chooser;
  char              *default_title; /* the title the file gave, while untouched */
  VtScenario        *scenario;   /* imported, waiting for Open the Game */
  char              *report;

  /* template children */
  GtkWidget         *cancel_button;
  GtkWidget         *import_button;
  GtkLabel          *file_label;
  GtkDropDown       *ruleset_dropdown;
  GtkEntry          *centre_entry;
  GtkLabel          *centre_error;
  GtkLabel          *message_label;
  GtkEntry          *title_entry;
  GtkEntry          *start_entry;
  GtkEntry          *first_side_entry;
  GtkEntry          *second_side_entry;
  GtkStack          *stack;
  GtkLabel          *result_label;
  GtkLabel          *crossings_heading;
  GtkLabel          *crossings_label;
};

G_DEFINE_FINAL_TYPE (VtOsmDialog, vt_osm_dialog, GTK_TYPE_WINDOW)

enum {
  SCENARIO_IMPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_message (VtOsmDialog *self,
              const char  *text,
              gboolean     is_error)
{
  gtk_label_set_label (self->message_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

/* TRUE when the centre field is blank or a place; its error beside it */
static gboolean
check_centre (VtOsmDialog *self,
              VtLatLon    *centre,
              gboolean    *given)
{
  g_autoptr(GError) error = NULL;
  VtLatLon place = { 0, 0 };
  gboolean ok;

  ok = vt_osm_parse_place (gtk_editable_get_text (GTK_EDITABLE (self->centre_entry)), &place, &error);
  gtk_label_set_label (self->centre_error, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->centre_error), error != NULL);
  if (error != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->centre_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->centre_entry), "error");

  if (centre != NULL)
    *centre = place;
  if (given != NULL)
    *given = ok;
  return error == NULL;
}

static void
update_import_button (VtOsmDialog *self)
{
  gtk_widget_set_sensitive (self->import_button,
                            self->file != NULL && vt_osm_dialog_get_ruleset (self) != NULL &&
                            check_centre (self, NULL, NULL));
}

static void
centre_changed (VtOsmDialog *self)
{
  update_import_button (self);
}

/* choosing the file */

static void
chooser_response (GtkNativeDialog *chooser,
                  int              response,
                  VtOsmDialog     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      vt_osm_dialog_set_file (self, file);
    }
  g_clear_object (&self->chooser);
}

/**
 * vt_osm_dialog_new_extract_chooser:
 * @parent: the dialog it is for
 *
 * Returns: (transfer full): a chooser of .osm extracts, as both OpenStreetMap
 *   dialogs offer it
 */
GtkFileChooserNative *
vt_osm_dialog_new_extract_chooser (GtkWindow *parent)
{
  g_autoptr(GtkFileFilter) osm = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Choose an OpenStreetMap Extract"), parent,
                                                                GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"),
                                                                _("_Cancel"));

  gtk_file_filter_set_name (osm, _("OpenStreetMap extracts (.osm)"));
  gtk_file_filter_add_pattern (osm, "*.osm");
  gtk_file_filter_add_mime_type (osm, "application/vnd.openstreetmap.data+xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), osm);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  return chooser;
}

/**
 * vt_osm_dialog_show_crossings:
 * @heading: the list's heading
 * @list: its lines
 * @crossings: (element-type utf8): vt_osm_import_list_unbridged()'s sentences
 *
 * What validate would refuse, one a line, as both dialogs list it.
 */
void
vt_osm_dialog_show_crossings (GtkLabel  *heading,
                              GtkLabel  *list,
                              GPtrArray *crossings)
{
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *title = g_strdup_printf (ngettext ("%u road crosses water with no bridge or ford:",
                                                      "%u roads cross water with no bridge or ford:",
                                                      crossings->len),
                                            crossings->len);

  for (guint i = 0; i < crossings->len; i++)
    g_string_append_printf (lines, "%s• %s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (crossings, i));
  gtk_label_set_label (list, lines->str);
  gtk_label_set_label (heading, title);
}

static void
choose_clicked (VtOsmDialog *self)
{
  if (self->chooser != NULL)
    return;

  self->chooser = vt_osm_dialog_new_extract_chooser (GTK_WINDOW (self));
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* importing */

/* "Imported 3 areas, 5 lines and 3 points from au.osm." and what was left out */
static char *
describe_counts (const VtOsmImportCounts *counts,
                 const char              *name)
{
  GString *report = g_string_new (NULL);
  g_autofree char *areas = g_strdup_printf (ngettext ("%u area", "%u areas", counts->n_polygons), counts->n_polygons);
  g_autofree char *lines = g_strdup_printf (ngettext ("%u line", "%u lines", counts->n_polylines), counts->n_polylines);
  g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", counts->n_points), counts->n_points);

  /* TRANSLATORS: "Imported 3 areas, 5 lines and 3 points from au.osm, centred on 51.00500° N, 13.01000° E." */
  g_string_append_printf (report, _("Imported %s, %s and %s from %s, centred on %.5f° %s, %.5f° %s."),
                          areas, lines, points, name,
                          fabs (counts->centre.latitude), counts->centre.latitude >= 0 ? _("N") : _("S"),
                          fabs (counts->centre.longitude), counts->centre.longitude >= 0 ? _("E") : _("W"));
  if (counts->n_skipped > 0)
    {
      g_string_append_c (report, ' ');
      g_string_append_printf (report,
                              ngettext ("%u element was left out: its shape does not fit the kind the ruleset has for it "
                                        "(an open way tagged as a wood, a way running out of the extract, an outline "
                                        "crossing itself).",
                                        "%u elements were left out: their shape does not fit the kind the ruleset has "
                                        "for them (an open way tagged as a wood, a way running out of the extract, an "
                                        "outline crossing itself).",
                                        counts->n_skipped),
                              counts->n_skipped);
    }
  else
    {
      g_string_append_c (report, ' ');
      g_string_append (report, _("Nothing the ruleset has a kind for was left out."));
    }
  return g_string_free (report, FALSE);
}

/* The game goes to the window, and the dialog away. */
static void
open_game (VtOsmDialog *self)
{
  g_autoptr(VtScenario) scenario = g_steal_pointer (&self->scenario);
  g_autofree char *report = g_steal_pointer (&self->report);

  g_return_if_fail (scenario != NULL);

  g_signal_emit (self, signals[SCENARIO_IMPORTED], 0, scenario, report);
  gtk_window_destroy (GTK_WINDOW (self));
}

VtScenario *
vt_osm_dialog_import (VtOsmDialog  *self,
                      char        **report,
                      GError      **error)
{
  VtRuleset *ruleset;
  VtLatLon centre;
  gboolean given = FALSE;
  guint start = 0;
  VtOsmImportCounts counts = { 0 };
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *words = NULL;
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(GPtrArray) crossings = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (VT_IS_OSM_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset = vt_osm_dialog_get_ruleset (self);
  if (self->file == NULL)
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Choose an extract to import first."));
  else if (ruleset == NULL)
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                         _("No installed ruleset says how OpenStreetMap's tags become its terrain."));
  else if (!check_centre (self, &centre, &given))
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         gtk_label_get_label (self->centre_error));
  else if (!vt_scenario_parse_start_time (gtk_editable_get_text (GTK_EDITABLE (self->start_entry)), &start,
                                          &local_error))
    ;
  else if ((path = g_file_get_path (self->file)) == NULL)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("%s is not a file on this computer: copy it here first."), g_file_peek_path (self->file));

  if (local_error == NULL)
    scenario = vt_osm_import_new_scenario (path, ruleset, given ? &centre : NULL,
                                           gtk_editable_get_text (GTK_EDITABLE (self->title_entry)), start,
                                           gtk_editable_get_text (GTK_EDITABLE (self->first_side_entry)),
                                           gtk_editable_get_text (GTK_EDITABLE (self->second_side_entry)),
                                           &counts, &local_error);

  if (scenario == NULL)
    {
      show_message (self, local_error->message, TRUE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  name = g_file_get_basename (self->file);
  words = describe_counts (&counts, name);
  crossings = vt_osm_import_list_unbridged (scenario, ruleset, &counts.alignment);
  g_set_object (&self->scenario, scenario);
  g_free (self->report);
  self->report = g_strdup (words);
  if (report != NULL)
    *report = g_steal_pointer (&words);

  if (crossings->len == 0)
    {
      /* nothing to read before laying out: straight to the game */
      g_object_ref (self);
      open_game (self);
      g_object_unref (self);
      return g_steal_pointer (&scenario);
    }

  /* Validate would refuse these later: the designer reads them now, one a
   * line, and opens the game when ready. */
  vt_osm_dialog_show_crossings (self->crossings_heading, self->crossings_label, crossings);
  gtk_label_set_label (self->result_label, self->report);
  gtk_stack_set_visible_child_name (self->stack, "result");
  gtk_widget_set_visible (self->cancel_button, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->import_button), _("_Open the Game"));
  gtk_widget_set_sensitive (self->import_button, TRUE);
  gtk_window_set_title (GTK_WINDOW (self), _("OpenStreetMap Imported"));
  gtk_widget_grab_focus (self->import_button);
  /* focus passing over the list on its way would leave it all selected */
  gtk_label_select_region (self->crossings_label, 0, 0);
  return g_steal_pointer (&scenario);
}

static void
import_clicked (VtOsmDialog *self)
{
  g_autoptr(VtScenario) scenario = NULL;

  if (self->scenario != NULL)
    {
      open_game (self);
      return;
    }
  scenario = vt_osm_dialog_import (self, NULL, NULL);
}

/* API */

void
vt_osm_dialog_set_file (VtOsmDialog *self,
                        GFile       *file)
{
  g_return_if_fail (VT_IS_OSM_DIALOG (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
  if (file != NULL)
    {
      g_autofree char *shown = g_file_get_parse_name (file);
      g_autofree char *basename = g_file_get_basename (file);
      const char *title = gtk_editable_get_text (GTK_EDITABLE (self->title_entry));

      gtk_label_set_label (self->file_label, shown);
      /* the extract's name, unless the designer has typed a title */
      if (title[0] == '\0' || g_strcmp0 (title, self->default_title) == 0)
        {
          g_free (self->default_title);
          self->default_title = vt_osm_import_default_title (basename);
          gtk_editable_set_text (GTK_EDITABLE (self->title_entry), self->default_title);
        }
    }
  else
    gtk_label_set_label (self->file_label, _("No extract chosen"));
  show_message (self, NULL, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->cancel_button), _("_Cancel"));
  update_import_button (self);
}

GFile *
vt_osm_dialog_get_file (VtOsmDialog *self)
{
  g_return_val_if_fail (VT_IS_OSM_DIALOG (self), NULL);

  return self->file;
}

VtRuleset *
vt_osm_dialog_get_ruleset (VtOsmDialog *self)
{
  g_return_val_if_fail (VT_IS_OSM_DIALOG (self), NULL);

  return gtk_drop_down_get_selected_item (self->ruleset_dropdown);
}

void
vt_osm_dialog_set_centre_text (VtOsmDialog *self,
                               const char  *text)
{
  g_return_if_fail (VT_IS_OSM_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->centre_entry), text != NULL ? text : "");
}

static void
vt_osm_dialog_dispose (GObject *object)
{
  VtOsmDialog *self = VT_OSM_DIALOG (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_OSM_DIALOG);
  g_clear_object (&self->file);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->scenario);
  g_clear_pointer (&self->report, g_free);
  g_clear_pointer (&self->default_title, g_free);

  G_OBJECT_CLASS (vt_osm_dialog_parent_class)->dispose (object);
}

static void
vt_osm_dialog_class_init (VtOsmDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_osm_dialog_dispose;

  signals[SCENARIO_IMPORTED] =
    g_signal_new ("scenario-imported",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, VT_TYPE_SCENARIO, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-osm-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, file_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, ruleset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, centre_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, centre_error);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, message_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, title_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, start_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, first_side_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, second_side_entry);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, result_label);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, crossings_heading);
  gtk_widget_class_bind_template_child (widget_class, VtOsmDialog, crossings_label);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked);
  gtk_widget_class_bind_template_callback (widget_class, choose_clicked);
  gtk_widget_class_bind_template_callback (widget_class, centre_changed);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_osm_dialog_init (VtOsmDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->import_button);
  /* the names New gives, from the one place they are kept */
  gtk_editable_set_text (GTK_EDITABLE (self->first_side_entry), vt_scenario_get_default_side_name (0));
  gtk_editable_set_text (GTK_EDITABLE (self->second_side_entry), vt_scenario_get_default_side_name (1));
  {
    g_autofree char *start = g_strdup_printf ("%02u:%02u", VT_SCENARIO_DEFAULT_START_TIME / 60,
                                              VT_SCENARIO_DEFAULT_START_TIME % 60);

    gtk_editable_set_text (GTK_EDITABLE (self->start_entry), start);
  }

  self->rulesets = g_list_store_new (G_TYPE_OBJECT);
  vt_ruleset_row_set_up_dropdown (self->ruleset_dropdown);
  gtk_drop_down_set_model (self->ruleset_dropdown, G_LIST_MODEL (self->rulesets));
  g_signal_connect_swapped (self->ruleset_dropdown, "notify::selected", G_CALLBACK (update_import_button), self);
}

VtOsmDialog *
vt_osm_dialog_new (GtkWindow         *parent,
                   VtRulesetRegistry *registry,
                   const char        *ruleset_id)
{
  VtOsmDialog *self;
  GListModel *rulesets;
  guint chosen = 0;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);

  self = g_object_new (VT_TYPE_OSM_DIALOG,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);

  /* only the rulesets that say how OpenStreetMap's tags become terrain */
  rulesets = vt_ruleset_registry_get_rulesets (registry);
  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);
      guint n_tags = 0;

      if (vt_ruleset_get_osm_tags (ruleset, &n_tags) == NULL || n_tags == 0)
        continue;
      if (g_strcmp0 (vt_ruleset_get_id (ruleset), ruleset_id) == 0)
        chosen = g_list_model_get_n_items (G_LIST_MODEL (self->rulesets));
      g_list_store_append (self->rulesets, ruleset);
    }
  gtk_drop_down_set_selected (self->ruleset_dropdown, chosen);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->rulesets)) == 0)
    show_message (self, _("No installed ruleset says how OpenStreetMap's tags become its terrain, so there is nothing to import into."),
                  TRUE);
  update_import_button (self);
  return self;
}
