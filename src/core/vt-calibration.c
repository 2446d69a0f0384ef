/* vt-calibration.c: where an underlay's pixels lie on the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-calibration"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-calibration.h"

G_DEFINE_QUARK (vt-calibration-error-quark, vt_calibration_error)

/* The Rhenish (Prussian) foot as the Prussian measures law of 16 May 1816
 * fixed it: 139.13 Paris lines = 0.313853 m. The rulebooks measure in the
 * "military pace, taken as 2 Rhenish feet" (1812 Section VI §1), so a pace
 * is 0.627706 m (derived). The later Prussian march pace of about 0.75 m
 * is not the rulebooks' pace. */
#define RHENISH_FOOT_METRES 0.313853

static const struct {
  const char *unit;
  double      metres;
} lengths[] = {
  { "pace", 2 * RHENISH_FOOT_METRES },
  { "metre", 1.0 },
  /* the international yard, foot and inch of 1959: what a designer's
   * ruler and an English map's scale bar give */
  { "yard", 0.9144 },
  { "foot", 0.3048 },
  { "inch", 0.0254 },
};

/**
 * vt_length_get_metres:
 * @unit: "pace", "metre", "yard", "foot" or "inch"
 *
 * Returns: metres in one @unit, or 0 when the unit is not known
 */
double
vt_length_get_metres (const char *unit)
{
  g_return_val_if_fail (unit != NULL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    if (strcmp (lengths[i].unit, unit) == 0)
      return lengths[i].metres;
  return 0;
}

/**
 * vt_length_convert:
 * @value: a length in @from_unit
 * @from_unit: the unit the designer typed it in
 * @to_unit: the map's unit of length
 * @result: (out): the length in @to_unit
 * @error: a place for an error
 *
 * Returns: FALSE when either unit is not a length Vertrauter knows (a
 * board's "square")
 */
gboolean
vt_length_convert (double       value,
                   const char  *from_unit,
                   const char  *to_unit,
                   double      *result,
                   GError     **error)
{
  double from, to;

  g_return_val_if_fail (from_unit != NULL && to_unit != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (strcmp (from_unit, to_unit) == 0)
    {
      *result = value;
      return TRUE;
    }
  from = vt_length_get_metres (from_unit);
  to = vt_length_get_metres (to_unit);
  if (from == 0 || to == 0)
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_UNKNOWN_UNIT,
                   _("Cannot convert %s into %s: give the length in paces, metres, "
                   "yards, feet or inches"),
                   from_unit, to_unit);
      return FALSE;
    }
  *result = value * from / to;
  return TRUE;
}

void
vt_calibration_init_identity (VtCalibration *self)
{
  g_return_if_fail (self != NULL);

  self->scale = 1;
  self->rotation = 0;
  self->offset.x = 0;
  self->offset.y = 0;
}

/**
 * vt_calibration_init_from_distance:
 * @self: the calibration to set
 * @a: a pixel of the image
 * @b: another pixel
 * @distance: how far apart they are on the ground, in @distance_unit
 * @distance_unit: "pace", "metre", "yard", "foot" or "inch"
 * @map_unit: the map's unit of length
 * @north: (nullable): a pixel straight north of @a on the ground
 * @error: a place for an error
 *
 * Returns: FALSE when the units are unknown, the pixels coincide or the
 * distance is not positive; @self is then unchanged
 */
gboolean
vt_calibration_init_from_distance (VtCalibration  *self,
                                   const VtPoint  *a,
                                   const VtPoint  *b,
                                   double          distance,
                                   const char     *distance_unit,
                                   const char     *map_unit,
                                   const VtPoint  *north,
                                   GError        **error)
{
  double map_distance, pixels, scale, rotation = 0;
  double c, s;

  g_return_val_if_fail (self != NULL && a != NULL && b != NULL, FALSE);

  if (!vt_length_convert (distance, distance_unit, map_unit, &map_distance, error))
    return FALSE;
  pixels = hypot (b->x - a->x, b->y - a->y);
  if (pixels == 0 || !(map_distance > 0) || !isfinite (map_distance))
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("Pick two different points and a distance greater than 0"));
      return FALSE;
    }
  scale = map_distance / pixels;

  if (north != NULL)
    {
      double dx = north->x - a->x, dy = north->y - a->y;

      if (dx == 0 && dy == 0)
        {
          g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                       _("The point to the north must not be the first point"));
          return FALSE;
        }
      /* turn (dx, dy) onto (0, -1), straight up */
      rotation = atan2 (-dx, -dy);
    }

  /* @a stays at scale · a: map = s R (p − a) + s a */
  c = cos (rotation);
  s = sin (rotation);
  self->scale = scale;
  self->rotation = rotation;
  self->offset.x = scale * a->x - scale * (c * a->x - s * a->y);
  self->offset.y = scale * a->y - scale * (s * a->x + c * a->y);
  return TRUE;
}

/**
 * vt_calibration_fit:
 * @self: the calibration to set
 * @points: (array length=n_points): the pinned points
 * @n_points: two or more
 * @error: a place for an error
 *
 * The least-squares similarity (scale, rotation, offset) taking each
 * image point to its map point; exact for two points.
 *
 * Returns: FALSE when fewer than two distinct image points are given
 */
gboolean
vt_calibration_fit (VtCalibration            *self,
                    const VtCalibrationPoint *points,
                    guint                     n_points,
                    GError                  **error)
{
  VtPoint image_mean = { 0, 0 }, map_mean = { 0, 0 };
  double sxx = 0, num_c = 0, num_s = 0, p, q;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (points != NULL || n_points == 0, FALSE);

  for (guint i = 0; i < n_points; i++)
    {
      image_mean.x += points[i].image.x / n_points;
      image_mean.y += points[i].image.y / n_points;
      map_mean.x += points[i].map.x / n_points;
      map_mean.y += points[i].map.y / n_points;
    }
  /* With z = x + iy about the means, the best map = k·image has
   * k = Σ conj(image)·map / Σ |image|² (Umeyama without reflection). */
  for (guint i = 0; i < n_points; i++)
    {
      double ix = points[i].image.x - image_mean.x;
      double iy = points[i].image.y - image_mean.y;
      double mx = points[i].map.x - map_mean.x;
      double my = points[i].map.y - map_mean.y;

      sxx += ix * ix + iy * iy;
      num_c += ix * mx + iy * my;
      num_s += ix * my - iy * mx;
    }
  if (n_points < 2 || sxx == 0)
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("Pin at least two different points of the image"));
      return FALSE;
    }
  p = num_c / sxx;
  q = num_s / sxx;
  if (p == 0 && q == 0)
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("The pinned map points coincide"));
      return FALSE;
    }
  self->scale = hypot (p, q);
  self->rotation = atan2 (q, p);
  self->offset.x = map_mean.x - (p * image_mean.x - q * image_mean.y);
  self->offset.y = map_mean.y - (q * image_mean.x + p * image_mean.y);
  return TRUE;
}

void
vt_calibration_image_to_map (const VtCalibration *self,
                             const VtPoint       *image,
                             VtPoint             *map)
{
  double c, s, x, y;

  g_return_if_fail (self != NULL && image != NULL && map != NULL);

  c = cos (self->rotation) * self->scale;
  s = sin (self->rotation) * self->scale;
  x = c * image->x - s * image->y + self->offset.x;
  y = s * image->x + c * image->y + self->offset.y;
  map->x = x;
  map->y = y;
}

void
vt_calibration_map_to_image (const VtCalibration *self,
                             const VtPoint       *map,
                             VtPoint             *image)
{
  double c, s, dx, dy;

  g_return_if_fail (self != NULL && map != NULL && image != NULL);
  g_return_if_fail (self->scale != 0);

  c = cos (self->rotation) / self->scale;
  s = sin (self->rotation) / self->scale;
  dx = map->x - self->offset.x;
  dy = map->y - self->offset.y;
  image->x = c * dx + s * dy;
  image->y = -s * dx + c * dy;
}
