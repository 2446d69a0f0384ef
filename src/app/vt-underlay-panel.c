/* vt-underlay-panel.c: the sidebar page of the scanned map under the terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-underlay-panel"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-calibrate-dialog.h"
#include "vt-calibrate-tool.h"
#include "vt-underlay-image.h"
#include "vt-underlay-panel.h"

/* A slider at rest this long has ended its drag (keys and the wheel move
 * it without a button held). */
#define OPACITY_SETTLE_MS 400

struct _VtUnderlayPanel
{
  GtkWidget        parent_instance;

  VtEditor        *editor;
  VtMapView       *view;            /* weak: the window's */
  GFile           *scenario_file;
  VtUnderlayImage *own_image;       /* the picture while no view shares its own */
  /* the href of the picture last referred to, for going back from embedded */
  char            *last_href;

  /* Calibrate: the tool on the view, and the one it stood in for */
  VtMapTool       *calibrate_tool;
  VtMapTool       *previous_tool;

  /* One drag of the opacity slider is one step of undo: a group from the
   * first change until the button is let go or the slider rests. */
  gboolean         opacity_group;
  gboolean         button_held;
  guint            opacity_settle;

  gboolean         updating;        /* the page shows the underlay: no edits */

  /* template children */
  GtkLabel        *source_label;
  GtkLabel        *error_label;
  GtkWidget       *locate_button;
  GtkWidget       *import_button;
  GtkWidget       *settings_box;
  GtkWidget       *calibrate_button;
  GtkWidget       *fit_button;
  GtkLabel        *prompt_label;
  GtkLabel        *calibration_label;
  GtkSwitch       *shown_switch;
  GtkScale        *opacity_scale;
  GtkCheckButton  *embed_check;
  GtkWidget       *remove_button;
};

G_DEFINE_FINAL_TYPE (VtUnderlayPanel, vt_underlay_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_MAP_VIEW,
  PROP_SCENARIO_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static VtUnderlayImage *
get_image (VtUnderlayPanel *self)
{
  return self->view != NULL ? vt_map_view_get_underlay_image (self->view) : self->own_image;
}

static VtScenario *
get_scenario (VtUnderlayPanel *self)
{
  return self->editor != NULL ? vt_game_get_scenario (vt_editor_get_game (self->editor)) : NULL;
}

static VtUnderlay *
get_underlay (VtUnderlayPanel *self)
{
  VtScenario *scenario = get_scenario (self);

  return scenario != NULL ? vt_scenario_get_underlay (scenario) : NULL;
}

static void
show_error (VtUnderlayPanel *self,
            const char      *message)
{
  gtk_label_set_label (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

/* a number as a designer reads it off a scale: three figures or so */
static char *
format_amount (double value)
{
  double size = fabs (value);

  if (size >= 100)
    return g_strdup_printf ("%.0f", value);
  if (size >= 10)
    return g_strdup_printf ("%.1f", value);
  if (size >= 0.1 || size == 0)
    return g_strdup_printf ("%.2f", value);
  return g_strdup_printf ("%.3g", value);
}

char *
vt_underlay_panel_describe_calibration (const VtCalibration *calibration,
                                        const char          *unit)
{
  g_autofree char *amount = NULL;
  /* the turn as the designer sees it: about the picture's top, within half a turn */
  double degrees = remainder (calibration->rotation * 180 / G_PI, 360);

  g_return_val_if_fail (calibration != NULL, NULL);
  g_return_val_if_fail (unit != NULL, NULL);

  amount = format_amount (calibration->scale);
  if (fabs (degrees) < 0.05)
    return g_strdup_printf (_("1 pixel = %s %s"), amount, vt_calibrate_unit_label (unit));
  return g_strdup_printf (degrees > 0 ? _("1 pixel = %s %s, turned %.1f° clockwise")
                                      : _("1 pixel = %s %s, turned %.1f° anticlockwise"),
                          amount, vt_calibrate_unit_label (unit), fabs (degrees));
}

/* the tool is finished, or another was chosen meanwhile */
static void
forget_calibrating (VtUnderlayPanel *self)
{
  if (self->calibrate_tool != NULL)
    g_signal_handlers_disconnect_by_data (self->calibrate_tool, self);
  g_clear_object (&self->calibrate_tool);
  g_clear_object (&self->previous_tool);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), FALSE);
}

static void
refresh (VtUnderlayPanel *self)
{
  VtUnderlay *underlay = get_underlay (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *source = NULL;
  g_autofree char *calibration = NULL;
  cairo_surface_t *surface = NULL;
  guint n_pins = 0;

  if (self->calibrate_tool != NULL
      && (self->view == NULL || vt_map_view_get_tool (self->view) != self->calibrate_tool))
    forget_calibrating (self);

  self->updating = TRUE;
  gtk_widget_set_sensitive (self->import_button, self->editor != NULL);
  gtk_widget_set_visible (self->settings_box, underlay != NULL);
  if (underlay == NULL)
    {
      gtk_label_set_label (self->source_label,
                           _("No map image. Import a scanned or photographed map to trace the terrain over it."));
      show_error (self, NULL);
      gtk_widget_set_visible (self->locate_button, FALSE);
      self->updating = FALSE;
      return;
    }

  if (vt_underlay_is_embedded (underlay))
    {
      GBytes *bytes = vt_underlay_get_bytes (underlay);
      g_autofree char *size = g_format_size (g_bytes_get_size (bytes));

      source = g_strdup_printf (_("The picture is kept in the scenario file (%s)."), size);
    }
  else
    {
      g_autofree char *name = NULL;

      file = vt_underlay_resolve_file (underlay, self->scenario_file);
      name = g_file_get_parse_name (file);
      source = g_strdup_printf (_("The picture is %s."), name);
      g_free (self->last_href);
      self->last_href = g_strdup (vt_underlay_get_href (underlay));
    }
  gtk_label_set_label (self->source_label, source);
  vt_underlay_get_points (underlay, &n_pins);

  surface = vt_underlay_image_get_surface (get_image (self), underlay, &error);
  show_error (self, error != NULL ? error->message : NULL);
  /* a picture moved or a scenario copied without it: found again, the
   * pins and the tracing over it stay */
  gtk_widget_set_visible (self->locate_button, surface == NULL && !vt_underlay_is_embedded (underlay));

  calibration = vt_underlay_panel_describe_calibration (vt_underlay_get_calibration (underlay),
                                                        vt_map_get_unit_of_length (vt_scenario_get_map (get_scenario (self))));
  if (n_pins == 0)
    {
      /* one pixel a unit of length, as a file without pins says */
      g_autofree char *as_is = g_steal_pointer (&calibration);

      calibration = g_strdup_printf (_("Not calibrated yet: %s"), as_is);
    }
  gtk_label_set_label (self->calibration_label, calibration);

  gtk_widget_set_sensitive (self->calibrate_button, self->view != NULL && surface != NULL);
  gtk_widget_set_sensitive (self->fit_button, surface != NULL && n_pins > 0);
  gtk_switch_set_active (self->shown_switch, vt_underlay_get_shown (underlay));
  /* not under the designer's hand while he drags it */
  if (!self->opacity_group)
    gtk_range_set_value (GTK_RANGE (self->opacity_scale), round (vt_underlay_get_opacity (underlay) * 100));
  gtk_check_button_set_active (self->embed_check, vt_underlay_is_embedded (underlay));
  self->updating = FALSE;
}

/* an edit of the underlay, one step of undo (or of the opacity's group) */
static gboolean
set_underlay (VtUnderlayPanel *self,
              VtUnderlay      *underlay)
{
  g_autoptr(GError) error = NULL;

  if (!vt_editor_set_underlay (self->editor, underlay, &error))
    {
      refresh (self);
      show_error (self, error->message);
      return FALSE;
    }
  return TRUE;
}

/* import */

gboolean
vt_underlay_panel_import_file (VtUnderlayPanel  *self,
                               GFile            *file,
                               GError          **error)
{
  g_autofree char *href = NULL;
  g_autofree char *path = NULL;
  g_autoptr(VtUnderlay) underlay = NULL;
  g_autoptr(GError) local = NULL;
  cairo_surface_t *surface;
  VtMap *map;
  double width, height, scale;
  VtCalibrationPoint pins[2];

  g_return_val_if_fail (VT_IS_UNDERLAY_PANEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->editor != NULL, FALSE);

  /* the picture is read here to be fitted, which also tells at once
   * whether it can be read at all */
  path = g_file_get_uri (file);
  underlay = vt_underlay_new_for_href (path);
  surface = vt_underlay_image_load (underlay, NULL, &local);
  if (surface == NULL)
    {
      show_error (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  cairo_surface_destroy (surface);

  /* Until calibrated it lies over the whole sheet, centred, unstretched,
   * so the designer sees all of it where he will trace. */
  map = vt_scenario_get_map (get_scenario (self));
  scale = MIN (vt_map_get_width (map) / width, vt_map_get_height (map) / height);
  pins[0].image = (VtPoint) { 0, 0 };
  pins[0].map = (VtPoint) { (vt_map_get_width (map) - width * scale) / 2,
                            (vt_map_get_height (map) - height * scale) / 2 };
  pins[1].image = (VtPoint) { width, 0 };
  pins[1].map = (VtPoint) { pins[0].map.x + width * scale, pins[0].map.y };

  href = vt_underlay_href_for_file (file, self->scenario_file);
  g_clear_object (&underlay);
  underlay = vt_underlay_new_for_href (href);
  if (!vt_underlay_set_points (underlay, pins, G_N_ELEMENTS (pins), &local)
      || !vt_editor_set_underlay (self->editor, underlay, &local))
    {
      show_error (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  refresh (self);
  return TRUE;
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            const char     *patterns)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_auto(GStrv) each = g_strsplit (patterns, " ", -1);

  gtk_file_filter_set_name (filter, name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  for (guint i = 0; each[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, each[i]);
  gtk_file_chooser_add_filter (chooser, filter);
}

/**
 * vt_underlay_panel_add_image_filters:
 * @chooser: a file chooser
 *
 * The kinds of map picture Vertrauter reads, all of them chosen first.
 */
void
vt_underlay_panel_add_image_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  static const char * const types[] = { "image/png", "image/jpeg", "image/tiff", "image/svg+xml" };
  static const char * const suffixes[] = { "png", "jpg", "jpeg", "tif", "tiff", "svg" };

  gtk_file_filter_set_name (all, _("Map images"));
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    gtk_file_filter_add_mime_type (all, types[i]);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    gtk_file_filter_add_suffix (all, suffixes[i]);
  gtk_file_chooser_add_filter (chooser, all);
  add_filter (chooser, _("PNG images"), "image/png", "png");
  add_filter (chooser, _("JPEG photographs"), "image/jpeg", "jpg jpeg");
  add_filter (chooser, _("TIFF scans"), "image/tiff", "tif tiff");
  add_filter (chooser, _("SVG drawings"), "image/svg+xml", "svg");
  gtk_file_chooser_set_filter (chooser, all);
}

static GtkFileChooserNative *
image_chooser (VtUnderlayPanel *self,
               const char      *title,
               const char      *accept)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title,
                                                                GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                                GTK_FILE_CHOOSER_ACTION_OPEN,
                                                                accept, _("_Cancel"));
  g_autoptr(GFile) folder = self->scenario_file != NULL ? g_file_get_parent (self->scenario_file) : NULL;

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  vt_underlay_panel_add_image_filters (GTK_FILE_CHOOSER (chooser));
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  return chooser;
}

static void
import_chosen (GtkNativeDialog *chooser,
               int              response,
               VtUnderlayPanel *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        vt_underlay_panel_import_file (self, file, NULL);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
import_clicked (VtUnderlayPanel *self)
{
  GtkFileChooserNative *chooser;

  if (self->editor == NULL)
    return;
  chooser = image_chooser (self, _("Import Map Image"), _("_Import"));
  g_signal_connect (chooser, "response", G_CALLBACK (import_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* calibrate */

static void
calibrate_finished (VtUnderlayPanel *self,
                    gboolean         calibrated,
                    VtMapTool       *tool)
{
  g_autoptr(VtMapTool) previous = NULL;

  if (tool != self->calibrate_tool)
    return;
  previous = g_steal_pointer (&self->previous_tool);
  forget_calibrating (self);
  if (self->view != NULL && vt_map_view_get_tool (self->view) == tool)
    vt_map_view_set_tool (self->view, previous);
  if (calibrated)
    vt_underlay_panel_calibrated (self);
}

static void
prompt_changed (VtUnderlayPanel *self)
{
  gtk_label_set_label (self->prompt_label, vt_calibrate_tool_get_prompt (VT_CALIBRATE_TOOL (self->calibrate_tool)));
}

void
vt_underlay_panel_calibrate (VtUnderlayPanel *self)
{
  g_return_if_fail (VT_IS_UNDERLAY_PANEL (self));

  if (self->view == NULL || self->editor == NULL || get_underlay (self) == NULL)
    return;
  if (self->calibrate_tool != NULL && vt_map_view_get_tool (self->view) == self->calibrate_tool)
    return;
  forget_calibrating (self);

  self->calibrate_tool = vt_calibrate_tool_new (self->view, self->editor);
  self->previous_tool = g_object_ref (vt_map_view_get_tool (self->view));
  g_signal_connect_object (self->calibrate_tool, "finished", G_CALLBACK (calibrate_finished), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->calibrate_tool, "notify::prompt", G_CALLBACK (prompt_changed), self, G_CONNECT_SWAPPED);
  vt_map_view_set_tool (self->view, self->calibrate_tool);
  prompt_changed (self);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), TRUE);
  /* Enter and Escape are the view's keys */
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
calibrate_clicked (VtUnderlayPanel *self)
{
  vt_underlay_panel_calibrate (self);
}

/* shown, opacity, embedded */

static void
shown_toggled (VtUnderlayPanel *self)
{
  VtUnderlay *underlay = get_underlay (self);
  g_autoptr(VtUnderlay) changed = NULL;

  if (self->updating || underlay == NULL)
    return;
  changed = vt_underlay_copy (underlay);
  vt_underlay_set_shown (changed, gtk_switch_get_active (self->shown_switch));
  set_underlay (self, changed);
}

static void
end_opacity_drag (VtUnderlayPanel *self)
{
  g_clear_handle_id (&self->opacity_settle, g_source_remove);
  if (!self->opacity_group)
    return;
  self->opacity_group = FALSE;
  if (self->editor != NULL)
    vt_editor_end_group (self->editor);
  refresh (self);
}

static gboolean
opacity_settled (gpointer data)
{
  VtUnderlayPanel *self = data;

  self->opacity_settle = 0;
  if (!self->button_held)
    end_opacity_drag (self);
  return G_SOURCE_REMOVE;
}

static void
opacity_changed (VtUnderlayPanel *self)
{
  VtUnderlay *underlay = get_underlay (self);
  g_autoptr(VtUnderlay) changed = NULL;

  if (self->updating || underlay == NULL)
    return;
  if (!self->opacity_group)
    {
      vt_editor_begin_group (self->editor, _("Change Map Image Opacity"));
      self->opacity_group = TRUE;
    }
  changed = vt_underlay_copy (underlay);
  vt_underlay_set_opacity (changed, gtk_range_get_value (GTK_RANGE (self->opacity_scale)) / 100);
  set_underlay (self, changed);
  g_clear_handle_id (&self->opacity_settle, g_source_remove);
  self->opacity_settle = g_timeout_add (OPACITY_SETTLE_MS, opacity_settled, self);
}

/* the button on the slider, seen before the slider takes it */
static gboolean
opacity_event (GtkEventControllerLegacy *controller,
               GdkEvent                 *event,
               VtUnderlayPanel          *self)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      self->button_held = TRUE;
      break;
    case GDK_BUTTON_RELEASE:
    case GDK_TOUCH_END:
    case GDK_TOUCH_CANCEL:
      self->button_held = FALSE;
      end_opacity_drag (self);
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

static void
refer_chosen (GtkNativeDialog *chooser,
              int              response,
              VtUnderlayPanel *self)
{
  VtUnderlay *underlay = get_underlay (self);

  if (response == GTK_RESPONSE_ACCEPT && underlay != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(VtUnderlay) changed = vt_underlay_copy (underlay);
      g_autofree char *href = file != NULL ? vt_underlay_href_for_file (file, self->scenario_file) : NULL;

      if (href != NULL)
        {
          vt_underlay_refer_to (changed, href);
          set_underlay (self, changed);
        }
    }
  refresh (self);
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
embed_toggled (VtUnderlayPanel *self)
{
  VtUnderlay *underlay = get_underlay (self);
  g_autoptr(VtUnderlay) changed = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || underlay == NULL)
    return;
  if (gtk_check_button_get_active (self->embed_check) == vt_underlay_is_embedded (underlay))
    return;

  changed = vt_underlay_copy (underlay);
  if (gtk_check_button_get_active (self->embed_check))
    {
      if (!vt_underlay_embed (changed, self->scenario_file, &error))
        {
          refresh (self);
          show_error (self, error->message);
          return;
        }
      set_underlay (self, changed);
      return;
    }

  /* back to the file it came from, or the one the designer names */
  if (self->last_href != NULL)
    {
      vt_underlay_refer_to (changed, self->last_href);
      set_underlay (self, changed);
    }
  else
    {
      GtkFileChooserNative *chooser = image_chooser (self, _("Refer to Which Picture?"), _("_Refer to It"));

      g_signal_connect (chooser, "response", G_CALLBACK (refer_chosen), g_object_ref (self));
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
    }
}

static void
locate_clicked (VtUnderlayPanel *self)
{
  GtkFileChooserNative *chooser;

  if (self->editor == NULL || get_underlay (self) == NULL)
    return;
  chooser = image_chooser (self, _("Locate the Map Image"), _("_Use This Picture"));
  g_signal_connect (chooser, "response", G_CALLBACK (refer_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * vt_underlay_panel_fit_sheet:
 * @self: a map image page
 * @error: return location for a #VT_EDIT_ERROR
 *
 * The sheet becomes the calibrated picture's extent, its corner at the
 * picture's (vt_editor_fit_sheet_to_underlay): one step of undo; the view
 * then shows the whole sheet.
 *
 * Returns: whether the sheet fits the picture now
 */
gboolean
vt_underlay_panel_fit_sheet (VtUnderlayPanel  *self,
                             GError          **error)
{
  VtUnderlay *underlay = get_underlay (self);
  cairo_surface_t *surface;

  g_return_val_if_fail (VT_IS_UNDERLAY_PANEL (self), FALSE);

  if (self->editor == NULL || underlay == NULL)
    return FALSE;
  surface = vt_underlay_image_get_surface (get_image (self), underlay, error);
  if (surface == NULL)
    return FALSE;
  if (!vt_editor_fit_sheet_to_underlay (self->editor, cairo_image_surface_get_width (surface),
                                        cairo_image_surface_get_height (surface), error))
    return FALSE;
  if (self->view != NULL)
    vt_map_view_zoom_fit (self->view);
  return TRUE;
}

/**
 * vt_underlay_panel_calibrated:
 * @self: a map image page
 *
 * The picture was just calibrated. A designer who began from it, on a
 * sheet with nothing drawn or placed yet, wants the sheet to be the
 * picture: it is fitted (a step of its own, which undo takes back).
 */
void
vt_underlay_panel_calibrated (VtUnderlayPanel *self)
{
  VtScenario *scenario = get_scenario (self);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VT_IS_UNDERLAY_PANEL (self));

  if (scenario == NULL || get_underlay (self) == NULL ||
      g_list_model_get_n_items (vt_map_get_features (vt_scenario_get_map (scenario))) > 0 ||
      g_list_model_get_n_items (vt_scenario_get_units (scenario)) > 0)
    return;
  if (!vt_underlay_panel_fit_sheet (self, &error) && error != NULL)
    show_error (self, error->message);
}

static void
fit_clicked (VtUnderlayPanel *self)
{
  g_autoptr(GError) error = NULL;

  if (!vt_underlay_panel_fit_sheet (self, &error) && error != NULL)
    show_error (self, error->message);
}

static void
remove_clicked (VtUnderlayPanel *self)
{
  if (self->editor != NULL && get_underlay (self) != NULL)
    set_underlay (self, NULL);
}

/* the object */

static void
vt_underlay_panel_dispose (GObject *object)
{
  VtUnderlayPanel *self = VT_UNDERLAY_PANEL (object);
  GtkWidget *child;

  end_opacity_drag (self);
  forget_calibrating (self);
  vt_underlay_panel_set_editor (self, NULL);
  vt_underlay_panel_set_map_view (self, NULL);
  g_clear_object (&self->own_image);
  g_clear_object (&self->scenario_file);
  g_clear_pointer (&self->last_href, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_UNDERLAY_PANEL);
  /* the page's scroller, which is no template child of a name */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (vt_underlay_panel_parent_class)->dispose (object);
}

static void
vt_underlay_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  VtUnderlayPanel *self = VT_UNDERLAY_PANEL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_MAP_VIEW:
      g_value_set_object (value, self->view);
      break;
    case PROP_SCENARIO_FILE:
      g_value_set_object (value, self->scenario_file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_underlay_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  VtUnderlayPanel *self = VT_UNDERLAY_PANEL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      vt_underlay_panel_set_editor (self, g_value_get_object (value));
      break;
    case PROP_MAP_VIEW:
      vt_underlay_panel_set_map_view (self, g_value_get_object (value));
      break;
    case PROP_SCENARIO_FILE:
      vt_underlay_panel_set_scenario_file (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_underlay_panel_class_init (VtUnderlayPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_underlay_panel_dispose;
  object_class->get_property = vt_underlay_panel_get_property;
  object_class->set_property = vt_underlay_panel_set_property;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAP_VIEW] =
    g_param_spec_object ("map-view", NULL, NULL,
                         VT_TYPE_MAP_VIEW,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCENARIO_FILE] =
    g_param_spec_object ("scenario-file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-underlay-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, source_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, error_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, locate_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, import_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, settings_box);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, calibrate_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, fit_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, calibration_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, shown_switch);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, opacity_scale);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, embed_check);
  gtk_widget_class_bind_template_child (widget_class, VtUnderlayPanel, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked);
  gtk_widget_class_bind_template_callback (widget_class, locate_clicked);
  gtk_widget_class_bind_template_callback (widget_class, calibrate_clicked);
  gtk_widget_class_bind_template_callback (widget_class, fit_clicked);
  gtk_widget_class_bind_template_callback (widget_class, shown_toggled);
  gtk_widget_class_bind_template_callback (widget_class, opacity_changed);
  gtk_widget_class_bind_template_callback (widget_class, embed_toggled);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-underlay-panel");
}

static void
vt_underlay_panel_init (VtUnderlayPanel *self)
{
  GtkEventController *legacy;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->own_image = vt_underlay_image_new ();
  g_signal_connect_object (self->own_image, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);

  legacy = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (opacity_event), self);
  gtk_widget_add_controller (GTK_WIDGET (self->opacity_scale), legacy);

  refresh (self);
}

GtkWidget *
vt_underlay_panel_new (void)
{
  return g_object_new (VT_TYPE_UNDERLAY_PANEL, NULL);
}

/**
 * vt_underlay_panel_get_editor:
 * @self: an underlay panel
 *
 * Returns: (transfer none) (nullable): the editor the page edits through
 */
VtEditor *
vt_underlay_panel_get_editor (VtUnderlayPanel *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY_PANEL (self), NULL);
  return self->editor;
}

void
vt_underlay_panel_set_editor (VtUnderlayPanel *self,
                              VtEditor        *editor)
{
  g_return_if_fail (VT_IS_UNDERLAY_PANEL (self));
  g_return_if_fail (editor == NULL || VT_IS_EDITOR (editor));

  if (self->editor == editor)
    return;
  end_opacity_drag (self);
  forget_calibrating (self);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_set_object (&self->editor, editor);
  if (editor != NULL)
    g_signal_connect_object (editor, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITOR]);
}

/**
 * vt_underlay_panel_get_map_view:
 * @self: an underlay panel
 *
 * Returns: (transfer none) (nullable): the view Calibrate clicks on
 */
VtMapView *
vt_underlay_panel_get_map_view (VtUnderlayPanel *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY_PANEL (self), NULL);
  return self->view;
}

void
vt_underlay_panel_set_map_view (VtUnderlayPanel *self,
                                VtMapView       *view)
{
  g_return_if_fail (VT_IS_UNDERLAY_PANEL (self));
  g_return_if_fail (view == NULL || VT_IS_MAP_VIEW (view));

  if (self->view == view)
    return;
  forget_calibrating (self);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (vt_map_view_get_underlay_image (self->view), self);
  g_set_weak_pointer (&self->view, view);
  if (view != NULL)
    {
      VtUnderlayImage *image = vt_map_view_get_underlay_image (view);

      vt_underlay_image_set_scenario_file (image, self->scenario_file);
      g_signal_connect_object (image, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
    }
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP_VIEW]);
}

/**
 * vt_underlay_panel_get_scenario_file:
 * @self: an underlay panel
 *
 * Returns: (transfer none) (nullable): where the scenario is saved
 */
GFile *
vt_underlay_panel_get_scenario_file (VtUnderlayPanel *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY_PANEL (self), NULL);
  return self->scenario_file;
}

void
vt_underlay_panel_set_scenario_file (VtUnderlayPanel *self,
                                     GFile           *file)
{
  g_return_if_fail (VT_IS_UNDERLAY_PANEL (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->scenario_file == file)
    return;
  g_set_object (&self->scenario_file, file);
  /* each emits "changed", which shows the page anew */
  vt_underlay_image_set_scenario_file (self->own_image, file);
  if (self->view != NULL)
    vt_underlay_image_set_scenario_file (vt_map_view_get_underlay_image (self->view), file);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO_FILE]);
}
