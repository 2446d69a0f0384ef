/* vt-underlay-image.c: the picture of a scenario's scanned map, decoded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-underlay-image"

#include "config.h"

#include <gtk/gtk.h>
#include <glib/gi18n.h>

#include "vt-underlay-image.h"

/* Cairo's image surfaces go no larger on a side. */
#define MAX_SIDE 32767
/* nor is a picture halved below this */
#define MIN_HALVED_SIDE 16

struct _VtUnderlayImage
{
  GObject          parent_instance;

  GFile           *scenario_file;

  /* what was decoded last: a file's URI, or embedded bytes */
  char            *kept_uri;
  GBytes          *kept_bytes;
  cairo_surface_t *kept_surface;  /* NULL when it could not be read */
  GError          *kept_error;
  /* the picture halved once, twice, …, made as they are asked for */
  GPtrArray       *halved;        /* of cairo_surface_t */
};

G_DEFINE_FINAL_TYPE (VtUnderlayImage, vt_underlay_image, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
let_go (VtUnderlayImage *self)
{
  g_clear_pointer (&self->kept_uri, g_free);
  g_clear_pointer (&self->kept_bytes, g_bytes_unref);
  g_clear_pointer (&self->kept_surface, cairo_surface_destroy);
  g_clear_error (&self->kept_error);
  g_ptr_array_set_size (self->halved, 0);
}

static void
vt_underlay_image_finalize (GObject *object)
{
  VtUnderlayImage *self = VT_UNDERLAY_IMAGE (object);

  let_go (self);
  g_ptr_array_unref (self->halved);
  g_clear_object (&self->scenario_file);

  G_OBJECT_CLASS (vt_underlay_image_parent_class)->finalize (object);
}

static void
vt_underlay_image_class_init (VtUnderlayImageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_underlay_image_finalize;

  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vt_underlay_image_init (VtUnderlayImage *self)
{
  self->halved = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
}

VtUnderlayImage *
vt_underlay_image_new (void)
{
  return g_object_new (VT_TYPE_UNDERLAY_IMAGE, NULL);
}

void
vt_underlay_image_set_scenario_file (VtUnderlayImage *self,
                                     GFile           *scenario_file)
{
  g_return_if_fail (VT_IS_UNDERLAY_IMAGE (self));
  g_return_if_fail (scenario_file == NULL || G_IS_FILE (scenario_file));

  if (self->scenario_file == scenario_file
      || (self->scenario_file != NULL && scenario_file != NULL
          && g_file_equal (self->scenario_file, scenario_file)))
    return;
  g_set_object (&self->scenario_file, scenario_file);
  /* a relative href now means another file */
  vt_underlay_image_forget (self);
}

/**
 * vt_underlay_image_get_scenario_file:
 * @self: an underlay image
 *
 * Returns: (transfer none) (nullable): where the scenario is saved
 */
GFile *
vt_underlay_image_get_scenario_file (VtUnderlayImage *self)
{
  g_return_val_if_fail (VT_IS_UNDERLAY_IMAGE (self), NULL);
  return self->scenario_file;
}

void
vt_underlay_image_forget (VtUnderlayImage *self)
{
  g_return_if_fail (VT_IS_UNDERLAY_IMAGE (self));

  let_go (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

typedef struct {
  int      width, height;
  gboolean too_large;
} Prepared;

/* the picture's size, known from its header: a scan too large is refused
 * before a byte of it is decoded (a 389 KB PNG of 60,000 pixels a side
 * took 17 s and 1.2 GB only to be refused) */
static void
size_prepared (GdkPixbufLoader *loader,
               int              width,
               int              height,
               Prepared        *prepared)
{
  prepared->width = width;
  prepared->height = height;
  prepared->too_large = width > MAX_SIDE || height > MAX_SIDE;
}

/* @stream's picture, turned as a camera's JPEG says it was held; @name
 * says which picture in an error. */
static cairo_surface_t *
decode (GInputStream  *stream,
        const char    *name,
        GError       **error)
{
  g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new ();
  g_autoptr(GdkPixbuf) upright = NULL;
  g_autoptr(GError) local = NULL;
  Prepared prepared = { 0, 0, FALSE };
  guint8 buffer[64 * 1024];
  gssize n;
  GdkPixbuf *read;

  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared), &prepared);
  while ((n = g_input_stream_read (stream, buffer, sizeof buffer, NULL, &local)) > 0 && !prepared.too_large)
    if (!gdk_pixbuf_loader_write (loader, buffer, (gsize) n, &local))
      break;
  if (prepared.too_large)
    {
      gdk_pixbuf_loader_close (loader, NULL);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The map image %s is %d × %d pixels; it can be at most %d on a side"),
                   name, prepared.width, prepared.height, MAX_SIDE);
      return NULL;
    }
  if (local == NULL)
    gdk_pixbuf_loader_close (loader, &local);
  else
    gdk_pixbuf_loader_close (loader, NULL);
  read = local == NULL ? gdk_pixbuf_loader_get_pixbuf (loader) : NULL;
  if (read == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The map image %s cannot be read: %s"), name,
                   local != NULL ? local->message : _("it holds no picture"));
      return NULL;
    }
  upright = gdk_pixbuf_apply_embedded_orientation (read);
  if (gdk_pixbuf_get_width (upright) > MAX_SIDE || gdk_pixbuf_get_height (upright) > MAX_SIDE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The map image %s is %d × %d pixels; it can be at most %d on a side"),
                   name, gdk_pixbuf_get_width (upright), gdk_pixbuf_get_height (upright), MAX_SIDE);
      return NULL;
    }
  return surface_from_pixbuf (upright);
}

static cairo_surface_t *
load_file (GFile   *file,
           GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local = NULL;

  stream = g_file_read (file, NULL, &local);
  if (stream == NULL)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("The map image %s is not there"), name);
      else
        g_set_error (error, G_IO_ERROR, local->code,
                     _("The map image %s cannot be opened: %s"), name, local->message);
      return NULL;
    }
  return decode (G_INPUT_STREAM (stream), name, error);
}

static cairo_surface_t *
load_bytes (GBytes  *bytes,
            GError **error)
{
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);

  return decode (stream, _("kept in the scenario"), error);
}

/**
 * vt_underlay_image_load:
 * @underlay: an underlay
 * @scenario_file: (nullable): where the scenario is saved
 * @error: a place for an error
 *
 * Returns: (transfer full) (nullable): the picture, or NULL with @error
 */
cairo_surface_t *
vt_underlay_image_load (VtUnderlay  *underlay,
                        GFile       *scenario_file,
                        GError     **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (VT_IS_UNDERLAY (underlay), NULL);

  if (vt_underlay_is_embedded (underlay))
    return load_bytes (vt_underlay_get_bytes (underlay), error);
  file = vt_underlay_resolve_file (underlay, scenario_file);
  return load_file (file, error);
}

static gboolean
is_kept (VtUnderlayImage *self,
         GBytes          *bytes,
         const char      *uri)
{
  if (bytes != NULL)
    return self->kept_bytes != NULL
           && (self->kept_bytes == bytes || g_bytes_equal (self->kept_bytes, bytes));
  return self->kept_uri != NULL && g_strcmp0 (self->kept_uri, uri) == 0;
}

/**
 * vt_underlay_image_get_surface:
 * @self: an underlay image
 * @underlay: the underlay whose picture is wanted
 * @error: a place for an error
 *
 * Returns: (transfer none) (nullable): the picture, or NULL with @error
 */
cairo_surface_t *
vt_underlay_image_get_surface (VtUnderlayImage  *self,
                               VtUnderlay       *underlay,
                               GError          **error)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;
  GBytes *bytes;

  g_return_val_if_fail (VT_IS_UNDERLAY_IMAGE (self), NULL);
  g_return_val_if_fail (VT_IS_UNDERLAY (underlay), NULL);

  bytes = vt_underlay_get_bytes (underlay);
  if (bytes == NULL)
    {
      file = vt_underlay_resolve_file (underlay, self->scenario_file);
      uri = g_file_get_uri (file);
    }

  if (!is_kept (self, bytes, uri))
    {
      let_go (self);
      if (bytes != NULL)
        {
          self->kept_bytes = g_bytes_ref (bytes);
          self->kept_surface = load_bytes (bytes, &self->kept_error);
        }
      else
        {
          self->kept_uri = g_steal_pointer (&uri);
          self->kept_surface = load_file (file, &self->kept_error);
        }
    }

  if (self->kept_surface == NULL && error != NULL)
    *error = g_error_copy (self->kept_error);
  return self->kept_surface;
}

/* @larger halved: half as many pixels each way, each the mean of the four
 * it stands for, covering the same picture (its device scale says so). */
static cairo_surface_t *
halve (cairo_surface_t *larger,
       double           larger_scale)
{
  int width = (cairo_image_surface_get_width (larger) + 1) / 2;
  int height = (cairo_image_surface_get_height (larger) + 1) / 2;
  cairo_surface_t *half = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (half);

  /* from the picture's own pixels, which @larger's device scale gives */
  cairo_scale (cr, larger_scale / 2, larger_scale / 2);
  cairo_set_source_surface (cr, larger, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (half);
  cairo_surface_set_device_scale (half, larger_scale / 2, larger_scale / 2);
  return half;
}

/**
 * vt_underlay_image_get_surface_at:
 * @self: an underlay image
 * @underlay: the underlay whose picture is wanted
 * @device_per_pixel: how many device pixels an image pixel will cover
 * @error: a place for an error
 *
 * Returns: (transfer none) (nullable): the picture, or NULL with @error
 */
cairo_surface_t *
vt_underlay_image_get_surface_at (VtUnderlayImage  *self,
                                  VtUnderlay       *underlay,
                                  double            device_per_pixel,
                                  GError          **error)
{
  cairo_surface_t *surface = vt_underlay_image_get_surface (self, underlay, error);
  double scale = 1;

  if (surface == NULL)
    return NULL;

  /* halved while the halves still have a pixel for every device pixel */
  for (guint level = 0; scale / 2 >= device_per_pixel; level++)
    {
      if (level == self->halved->len)
        {
          if (cairo_image_surface_get_width (surface) < 2 * MIN_HALVED_SIDE
              || cairo_image_surface_get_height (surface) < 2 * MIN_HALVED_SIDE)
            break;
          g_ptr_array_add (self->halved, halve (surface, scale));
        }
      surface = g_ptr_array_index (self->halved, level);
      scale /= 2;
    }
  return surface;
}
