/* vt-underlay.c: a scanned or photographed map under the terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-underlay"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-underlay.h"

struct _VtUnderlay
{
  GObject        parent_instance;

  char          *href;       /* as given; NULL when embedded */
  GBytes        *bytes;      /* NULL when referred to */
  char          *mime_type;
  double         opacity;
  gboolean       shown;
  VtCalibration  calibration;
  GArray        *points;     /* of VtCalibrationPoint */
};

G_DEFINE_FINAL_TYPE (VtUnderlay, vt_underlay, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_OPACITY,
  PROP_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_underlay_finalize (GObject *object)
{
  VtUnderlay *self = VT_UNDERLAY (object);

  g_free (self->href);
  g_clear_pointer (&self->bytes, g_bytes_unref);
  g_free (self->mime_type);
  g_array_unref (self->points);

  G_OBJECT_CLASS (vt_underlay_parent_class)->finalize (object);
}

static void
vt_underlay_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  VtUnderlay *self = VT_UNDERLAY (object);

  switch (prop_id)
    {
    case PROP_OPACITY:
      g_value_set_double (value, self->opacity);
      break;
    case PROP_SHOWN:
      g_value_set_boolean (value, self->shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_underlay_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  VtUnderlay *self = VT_UNDERLAY (object);

  switch (prop_id)
    {
    case PROP_OPACITY:
      vt_underlay_set_opacity (self, g_value_get_double (value));
      break;
    case PROP_SHOWN:
      vt_underlay_set_shown (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_underlay_class_init (VtUnderlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_underlay_finalize;
  object_class->get_property = vt_underlay_get_property;
  object_class->set_property = vt_underlay_set_property;

  properties[PROP_OPACITY] =
    g_param_spec_double ("opacity", NULL, NULL, 0, 1, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN] =
    g_param_spec_boolean ("shown", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_underlay_init (VtUnderlay *self)
{
  /* half seen: the terrain drawn over it stays readable */
  self->opacity = 0.5;
  self->shown = TRUE;
  vt_calibration_init_identity (&self->calibration);
  self->points = g_array_new (FALSE, FALSE, sizeof (VtCalibrationPoint));
}

VtUnderlay *
vt_underlay_new_for_href (const char *href)
{
  VtUnderlay *self;

  g_return_val_if_fail (href != NULL && *href != '\0', NULL);

  self = g_object_new (VT_TYPE_UNDERLAY, NULL);
  self->href = g_strdup (href);
  return self;
}

VtUnderlay *
vt_underlay_new_embedded (GBytes     *bytes,
                          const char *mime_type)
{
  VtUnderlay *self;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (mime_type != NULL, NULL);
  /* larger, the file could not be read back: the caller refers to it */
  g_return_val_if_fail (g_bytes_get_size (bytes) <= VT_UNDERLAY_MAX_EMBEDDED, NULL);

  self = g_object_new (VT_TYPE_UNDERLAY, NULL);
  self->bytes = g_bytes_ref (bytes);
  self->mime_type = g_strdup (mime_type);
  return self;
}

VtUnderlay *
vt_underlay_copy (VtUnderlay *self)
{
  VtUnderlay *copy;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);

  copy = g_object_new (VT_TYPE_UNDERLAY, NULL);
  copy->href = g_strdup (self->href);
  copy->bytes = self->bytes != NULL ? g_bytes_ref (self->bytes) : NULL;
  copy->mime_type = g_strdup (self->mime_type);
  copy->opacity = self->opacity;
  copy->shown = self->shown;
  copy->calibration = self->calibration;
  g_array_append_vals (copy->points, self->points->data, self->points->len);
  return copy;
}

const char *
vt_underlay_get_href (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);
  return self->href;
}

GBytes *
vt_underlay_get_bytes (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);
  return self->bytes;
}

/**
 * vt_underlay_get_mime_type:
 * @self: an underlay
 *
 * Returns: (nullable): the embedded image's type; for one referred to, as
 *   guessed from the name of the file
 */
const char *
vt_underlay_get_mime_type (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);

  if (self->mime_type == NULL && self->href != NULL)
    {
      g_autofree char *type = g_content_type_guess (self->href, NULL, 0, NULL);

      self->mime_type = g_content_type_get_mime_type (type);
    }
  return self->mime_type;
}

gboolean
vt_underlay_is_embedded (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);
  return self->bytes != NULL;
}

/**
 * vt_underlay_resolve_file:
 * @self: an underlay
 * @scenario_file: (nullable): where the scenario is saved
 *
 * Returns: (transfer full) (nullable): the image file, NULL when embedded
 */
GFile *
vt_underlay_resolve_file (VtUnderlay *self,
                          GFile      *scenario_file)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);
  g_return_val_if_fail (scenario_file == NULL || G_IS_FILE (scenario_file), NULL);

  if (self->href == NULL)
    return NULL;
  if (g_path_is_absolute (self->href) || g_uri_peek_scheme (self->href) != NULL)
    return g_file_new_for_commandline_arg (self->href);
  if (scenario_file != NULL)
    folder = g_file_get_parent (scenario_file);
  if (folder == NULL)
    return g_file_new_for_path (self->href);
  return g_file_resolve_relative_path (folder, self->href);
}

/**
 * vt_underlay_href_for_file:
 * @image: the picture
 * @scenario_file: (nullable): where the scenario is saved
 *
 * Returns: (transfer full): the href a scenario saved as @scenario_file
 *   gives @image
 */
char *
vt_underlay_href_for_file (GFile *image,
                           GFile *scenario_file)
{
  g_autoptr(GFile) folder = NULL;
  char *relative = NULL;

  g_return_val_if_fail (G_IS_FILE (image), NULL);
  g_return_val_if_fail (scenario_file == NULL || G_IS_FILE (scenario_file), NULL);

  if (scenario_file != NULL)
    folder = g_file_get_parent (scenario_file);
  if (folder != NULL)
    relative = g_file_get_relative_path (folder, image);
  if (relative != NULL)
    return relative;
  if (g_file_is_native (image))
    return g_file_get_path (image);
  return g_file_get_uri (image);
}

/**
 * vt_underlay_rebase:
 * @self: an underlay
 * @from: (nullable): where the scenario was saved, NULL when never
 * @to: where it is saved now
 *
 * A relative href was relative to @from's folder; after Save As it must
 * find the same picture from @to's, and a whole path given before the
 * scenario had a folder becomes relative when the picture lies beside it.
 *
 * Returns: whether the href changed
 */
gboolean
vt_underlay_rebase (VtUnderlay *self,
                    GFile      *from,
                    GFile      *to)
{
  g_autoptr(GFile) image = NULL;
  g_autofree char *href = NULL;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (to), FALSE);

  if (self->href == NULL)
    return FALSE;
  image = vt_underlay_resolve_file (self, from);
  href = vt_underlay_href_for_file (image, to);
  if (g_strcmp0 (href, self->href) == 0)
    return FALSE;
  g_free (self->href);
  self->href = g_steal_pointer (&href);
  return TRUE;
}

gboolean
vt_underlay_embed (VtUnderlay  *self,
                   GFile       *scenario_file,
                   GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);

  if (self->bytes != NULL)
    return TRUE;
  file = vt_underlay_resolve_file (self, scenario_file);
  name = g_file_get_parse_name (file);
  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return FALSE;
  if (g_bytes_get_size (bytes) > VT_UNDERLAY_MAX_EMBEDDED)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("%s: the image is %llu MiB; a scenario can carry "
                     "%d MiB: refer to it instead"),
                   name, (unsigned long long) (g_bytes_get_size (bytes) / (1024 * 1024)),
                   VT_UNDERLAY_MAX_EMBEDDED / (1024 * 1024));
      return FALSE;
    }
  vt_underlay_get_mime_type (self);
  g_clear_pointer (&self->href, g_free);
  self->bytes = g_steal_pointer (&bytes);
  return TRUE;
}

void
vt_underlay_refer_to (VtUnderlay *self,
                      const char *href)
{
  g_return_if_fail (VT_IS_UNDERLAY (self));
  g_return_if_fail (href != NULL && *href != '\0');

  g_free (self->href);
  self->href = g_strdup (href);
  g_clear_pointer (&self->bytes, g_bytes_unref);
  /* guessed again from the name when asked */
  g_clear_pointer (&self->mime_type, g_free);
}

double
vt_underlay_get_opacity (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), 0);
  return self->opacity;
}

void
vt_underlay_set_opacity (VtUnderlay *self,
                         double      opacity)
{
  g_return_if_fail (VT_IS_UNDERLAY (self));

  opacity = isfinite (opacity) ? CLAMP (opacity, 0, 1) : 0.5;
  if (self->opacity == opacity)
    return;
  self->opacity = opacity;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPACITY]);
}

gboolean
vt_underlay_get_shown (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);
  return self->shown;
}

void
vt_underlay_set_shown (VtUnderlay *self,
                       gboolean    shown)
{
  g_return_if_fail (VT_IS_UNDERLAY (self));

  shown = !!shown;
  if (self->shown == shown)
    return;
  self->shown = shown;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
}

const VtCalibration *
vt_underlay_get_calibration (VtUnderlay *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);
  return &self->calibration;
}

const VtCalibrationPoint *
vt_underlay_get_points (VtUnderlay *self,
                        guint      *n_points)
{
  g_return_val_if_fail (VT_IS_UNDERLAY (self), NULL);

  if (n_points != NULL)
    *n_points = self->points->len;
  return (const VtCalibrationPoint *) self->points->data;
}

gboolean
vt_underlay_set_points (VtUnderlay               *self,
                        const VtCalibrationPoint *points,
                        guint                     n_points,
                        GError                  **error)
{
  VtCalibration calibration;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);

  if (n_points == 0)
    vt_calibration_init_identity (&calibration);
  else if (!vt_calibration_fit (&calibration, points, n_points, error))
    return FALSE;
  self->calibration = calibration;
  g_array_set_size (self->points, 0);
  g_array_append_vals (self->points, points, n_points);
  return TRUE;
}

gboolean
vt_underlay_calibrate (VtUnderlay     *self,
                       const VtPoint  *a,
                       const VtPoint  *b,
                       double          distance,
                       const char     *distance_unit,
                       const char     *map_unit,
                       const VtPoint  *north,
                       GError        **error)
{
  VtCalibration calibration;
  VtCalibrationPoint pins[3];
  guint n_pins = 0;

  g_return_val_if_fail (VT_IS_UNDERLAY (self), FALSE);

  if (!vt_calibration_init_from_distance (&calibration, a, b, distance, distance_unit,
                                          map_unit, north, error))
    return FALSE;
  pins[n_pins].image = *a;
  vt_calibration_image_to_map (&calibration, a, &pins[n_pins++].map);
  pins[n_pins].image = *b;
  vt_calibration_image_to_map (&calibration, b, &pins[n_pins++].map);
  if (north != NULL)
    {
      pins[n_pins].image = *north;
      vt_calibration_image_to_map (&calibration, north, &pins[n_pins++].map);
    }
  /* the pins are what the file keeps; the calibration as computed stands */
  g_array_set_size (self->points, 0);
  g_array_append_vals (self->points, pins, n_pins);
  self->calibration = calibration;
  return TRUE;
}
