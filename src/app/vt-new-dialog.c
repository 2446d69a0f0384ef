/* vt-new-dialog.c: choosing a ruleset, a map and a title for a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-new-dialog"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-application.h"
#include "vt-measure.h"
#include "vt-new-dialog.h"
#include "vt-ruleset-row.h"
#include "vt-underlay-panel.h"
#include "vt-window.h"

struct _VtNewDialog
{
  GtkWindow          parent_instance;

  VtRulesetRegistry *registry;
  GFile             *picture;        /* the scan to begin from, or NULL */
  int                picture_width;  /* its pixels */
  int                picture_height;

  /* template children */
  GtkStack          *stack;
  GtkButton         *cancel_button;
  GtkButton         *create_button;
  GtkDropDown       *ruleset_dropdown;
  GtkLabel          *ruleset_details;
  GtkEntry          *title_entry;
  GtkWidget         *width_caption;
  GtkSpinButton     *width_spin;
  GtkLabel          *width_unit;
  GtkWidget         *height_caption;
  GtkSpinButton     *height_spin;
  GtkLabel          *height_unit;
  GtkWidget         *board_note;
  GtkWidget         *picture_caption;
  GtkWidget         *picture_box;
  GtkButton         *picture_button;
  GtkLabel          *picture_label;
  GtkWidget         *picture_clear;
  GtkLabel          *picture_note;
  GtkEntry          *start_entry;
  GtkEntry          *first_side_entry;
  GtkEntry          *second_side_entry;
  GtkLabel          *search_path_label;
  GtkWidget         *refused_heading;
  GtkLabel          *refused_label;
};

G_DEFINE_FINAL_TYPE (VtNewDialog, vt_new_dialog, GTK_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A table of sensible size for the unit: some 4,000 × 3,000 paces of
 * ground, a 6 × 4 foot table in inches. */
static void
default_extent (const char *unit_of_length,
                double     *width,
                double     *height)
{
  if (g_strcmp0 (unit_of_length, "inch") == 0)
    {
      *width = 72;
      *height = 48;
    }
  else if (g_strcmp0 (unit_of_length, "pace") == 0)
    {
      *width = 4000;
      *height = 3000;
    }
  else
    {
      *width = 100;
      *height = 100;
    }
}

/* A board has no sheet; a picture gives the sheet its size, once it is
 * calibrated: only a blank sheet asks for one. */
static void
show_sheet_rows (VtNewDialog *self,
                 gboolean     board)
{
  gboolean sized = !board && self->picture == NULL;

  gtk_widget_set_visible (self->picture_caption, !board);
  gtk_widget_set_visible (self->picture_box, !board);
  gtk_widget_set_visible (self->width_caption, sized);
  gtk_widget_set_visible (GTK_WIDGET (self->width_spin), sized);
  gtk_widget_set_visible (GTK_WIDGET (self->width_unit), sized);
  gtk_widget_set_visible (self->height_caption, sized);
  gtk_widget_set_visible (GTK_WIDGET (self->height_spin), sized);
  gtk_widget_set_visible (GTK_WIDGET (self->height_unit), sized);
  gtk_widget_set_visible (self->board_note, board);
  gtk_widget_set_visible (GTK_WIDGET (self->picture_note), !board && self->picture != NULL);
}

static gboolean
is_board (VtNewDialog *self)
{
  VtRuleset *ruleset = vt_new_dialog_get_ruleset (self);

  return ruleset != NULL && vt_ruleset_get_board (ruleset) != NULL;
}

/**
 * vt_new_dialog_set_picture:
 * @self: the New dialog
 * @file: (nullable): a scanned map, or NULL for a blank sheet
 * @error: return location for an error
 *
 * The game begins from @file: the sheet is the picture's shape until it is
 * calibrated, and then its size (vt_underlay_panel_calibrated).
 *
 * Returns: whether @file is a picture Vertrauter reads (it is not taken if not)
 */
gboolean
vt_new_dialog_set_picture (VtNewDialog  *self,
                           GFile        *file,
                           GError      **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *note = NULL;
  int width = 0, height = 0;

  g_return_val_if_fail (VT_IS_NEW_DIALOG (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  if (file != NULL)
    {
      path = g_file_get_path (file);
      name = g_file_get_parse_name (file);
      if (path == NULL || gdk_pixbuf_get_file_info (path, &width, &height) == NULL || width <= 0 || height <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s is no picture Vertrauter reads: a PNG, JPEG, TIFF or SVG map"), name);
          return FALSE;
        }
    }

  g_set_object (&self->picture, file);
  self->picture_width = width;
  self->picture_height = height;
  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *display = g_filename_display_name (basename);

      gtk_label_set_label (self->picture_label, display);
      /* TRANSLATORS: the New dialog, a game begun from a scanned map of %d × %d pixels */
      note = g_strdup_printf (_("A map of %d × %d pixels. The sheet takes its size once you calibrate it "
                                "on its scale bar, which Lay Out asks for first."), width, height);
      gtk_label_set_label (self->picture_note, note);
    }
  else
    gtk_label_set_label (self->picture_label, _("None: a blank sheet (choose a scan…)"));
  gtk_widget_set_visible (self->picture_clear, file != NULL);
  show_sheet_rows (self, is_board (self));
  return TRUE;
}

GFile *
vt_new_dialog_get_picture (VtNewDialog *self)
{
  g_return_val_if_fail (VT_IS_NEW_DIALOG (self), NULL);

  return self->picture;
}

static void
picture_chosen (GtkNativeDialog *chooser,
                int              response,
                VtNewDialog     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !vt_new_dialog_set_picture (self, file, &error))
        vt_window_show_error (GTK_WINDOW (self), _("Could not begin from this picture"), error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
picture_clicked (VtNewDialog *self)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Begin from Which Map?"), GTK_WINDOW (self),
                                                                GTK_FILE_CHOOSER_ACTION_OPEN,
                                                                _("_Begin from It"), _("_Cancel"));

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  vt_underlay_panel_add_image_filters (GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (picture_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
picture_cleared (VtNewDialog *self)
{
  vt_new_dialog_set_picture (self, NULL, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->picture_button));
}

static void
ruleset_chosen (VtNewDialog *self)
{
  VtRuleset *ruleset = vt_new_dialog_get_ruleset (self);
  const char *unit;
  gboolean board;
  g_autofree char *details = NULL;
  double width, height;

  gtk_widget_set_sensitive (GTK_WIDGET (self->create_button), ruleset != NULL);
  if (ruleset == NULL)
    return;

  unit = vt_ruleset_get_unit_of_length (ruleset);
  board = vt_ruleset_get_board (ruleset) != NULL;

  details = g_strdup_printf (_("By %s, %u · measured in %s"),
                             vt_ruleset_get_author (ruleset),
                             vt_ruleset_get_year (ruleset),
                             vt_unit_of_length_name (unit, TRUE));
  gtk_label_set_label (self->ruleset_details, details);

  show_sheet_rows (self, board);

  if (board)
    return;

  gtk_label_set_label (self->width_unit, vt_unit_of_length_name (unit, TRUE));
  gtk_label_set_label (self->height_unit, vt_unit_of_length_name (unit, TRUE));
  default_extent (unit, &width, &height);
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->height_spin, height);
}

static void
show_no_ruleset (VtNewDialog *self)
{
  g_auto(GStrv) folders = vt_ruleset_registry_search_path ();
  g_autofree char *folder_list = NULL;
  GListModel *plugins = vt_ruleset_registry_get_plugins (self->registry);
  g_autoptr(GString) refused = g_string_new (NULL);

  folder_list = g_strjoinv ("\n", folders);
  gtk_label_set_label (self->search_path_label, folder_list);

  for (guint i = 0; i < g_list_model_get_n_items (plugins); i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      const GError *error = vt_plugin_info_get_error (info);

      if (vt_plugin_info_is_loaded (info))
        continue;

      if (refused->len > 0)
        g_string_append (refused, "\n\n");
      g_string_append_printf (refused, "%s\n%s", vt_plugin_info_get_path (info),
                              error != NULL ? error->message : _("refused"));
    }

  gtk_widget_set_visible (self->refused_heading, refused->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->refused_label), refused->len > 0);
  gtk_label_set_label (self->refused_label, refused->str);

  gtk_stack_set_visible_child_name (self->stack, "no-ruleset");
  gtk_widget_set_sensitive (GTK_WIDGET (self->create_button), FALSE);
  /* not the folder list: focus there would select all of it */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->cancel_button));
}

VtRuleset *
vt_new_dialog_get_ruleset (VtNewDialog *self)
{
  g_return_val_if_fail (VT_IS_NEW_DIALOG (self), NULL);

  return gtk_drop_down_get_selected_item (self->ruleset_dropdown);
}

/* The ruleset of the umpire's last new game (the setting default-ruleset),
 * else the first found: an umpire mostly plays one ruleset. */
static guint
default_ruleset_position (GListModel *rulesets)
{
  g_autoptr(GSettings) settings = vt_application_lookup_settings ("default-ruleset");
  g_autofree char *id = settings != NULL ? g_settings_get_string (settings, "default-ruleset") : NULL;

  for (guint i = 0; id != NULL && id[0] != '\0' && i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      if (g_strcmp0 (vt_ruleset_get_id (ruleset), id) == 0)
        return i;
    }
  return 0;
}

static void
remember_ruleset (VtRuleset *ruleset)
{
  g_autoptr(GSettings) settings = vt_application_lookup_settings ("default-ruleset");

  if (settings != NULL)
    g_settings_set_string (settings, "default-ruleset", vt_ruleset_get_id (ruleset));
}

VtGame *
vt_new_dialog_create_game (VtNewDialog  *self,
                           GError      **error)
{
  VtRuleset *ruleset;
  const VtBoard *board;
  const char *unit;
  const char *title;
  const char *start;
  guint start_minutes = 0;
  g_autoptr(VtMap) map = NULL;
  g_autoptr(VtScenario) scenario = NULL;

  g_return_val_if_fail (VT_IS_NEW_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset = vt_new_dialog_get_ruleset (self);
  if (ruleset == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No ruleset is installed"));
      return NULL;
    }

  board = vt_ruleset_get_board (ruleset);
  unit = vt_ruleset_get_unit_of_length (ruleset);
  if (board != NULL)
    map = vt_map_new_board (board, unit);
  else if (self->picture != NULL)
    {
      double width, height;

      /* the picture's shape, as wide as a blank sheet, until calibrated */
      default_extent (unit, &width, &height);
      map = vt_map_new_terrain (width, ceil (width * self->picture_height / self->picture_width), unit);
    }
  else
    map = vt_map_new_terrain (gtk_spin_button_get_value (self->width_spin),
                              gtk_spin_button_get_value (self->height_spin),
                              unit);

  start = gtk_editable_get_text (GTK_EDITABLE (self->start_entry));
  if (!vt_scenario_parse_start_time (start, &start_minutes, error))
    return NULL;

  scenario = vt_scenario_new (vt_ruleset_get_id (ruleset), map);
  title = gtk_editable_get_text (GTK_EDITABLE (self->title_entry));
  vt_scenario_set_title (scenario, title[0] != '\0' ? title : _("Untitled Game"));
  vt_scenario_set_start_time (scenario, start_minutes);
  if (!vt_scenario_add_two_sides (scenario,
                                  gtk_editable_get_text (GTK_EDITABLE (self->first_side_entry)),
                                  gtk_editable_get_text (GTK_EDITABLE (self->second_side_entry)),
                                  error))
    return NULL;

  remember_ruleset (ruleset);
  return vt_game_new (scenario, ruleset, g_random_int ());
}

static void
create_clicked (VtNewDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_new_dialog_create_game (self, &error);

  if (game == NULL)
    {
      vt_window_show_error (GTK_WINDOW (self), _("Could not create the game"), error->message);
      return;
    }

  g_signal_emit (self, signals[GAME_CREATED], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
vt_new_dialog_dispose (GObject *object)
{
  VtNewDialog *self = VT_NEW_DIALOG (object);

  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_NEW_DIALOG);
  g_clear_object (&self->registry);
  g_clear_object (&self->picture);

  G_OBJECT_CLASS (vt_new_dialog_parent_class)->dispose (object);
}

static void
vt_new_dialog_class_init (VtNewDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_new_dialog_dispose;

  /* The umpire pressed Create; the game is ready to show. */
  signals[GAME_CREATED] =
    g_signal_new ("game-created",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, VT_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-new-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, create_button);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, ruleset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, ruleset_details);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, title_entry);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, width_caption);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, width_unit);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, height_caption);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, height_spin);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, height_unit);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, start_entry);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, first_side_entry);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, second_side_entry);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, board_note);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_caption);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_box);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_button);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_label);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_clear);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, picture_note);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, search_path_label);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, refused_heading);
  gtk_widget_class_bind_template_child (widget_class, VtNewDialog, refused_label);
  gtk_widget_class_bind_template_callback (widget_class, create_clicked);
  gtk_widget_class_bind_template_callback (widget_class, picture_clicked);
  gtk_widget_class_bind_template_callback (widget_class, picture_cleared);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_new_dialog_init (VtNewDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->create_button));
}

VtNewDialog *
vt_new_dialog_new (GtkWindow         *parent,
                   VtRulesetRegistry *registry)
{
  VtNewDialog *self;
  GListModel *rulesets;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);

  self = g_object_new (VT_TYPE_NEW_DIALOG,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->registry = g_object_ref (registry);

  rulesets = vt_ruleset_registry_get_rulesets (registry);
  if (g_list_model_get_n_items (rulesets) == 0)
    {
      show_no_ruleset (self);
      return self;
    }

  vt_ruleset_row_set_up_dropdown (self->ruleset_dropdown);
  gtk_drop_down_set_model (self->ruleset_dropdown, rulesets);
  g_signal_connect_swapped (self->ruleset_dropdown, "notify::selected", G_CALLBACK (ruleset_chosen), self);
  gtk_drop_down_set_selected (self->ruleset_dropdown, default_ruleset_position (rulesets));
  ruleset_chosen (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->title_entry));

  return self;
}
