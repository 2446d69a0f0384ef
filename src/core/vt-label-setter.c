/* vt-label-setter.c: the names on the map, legible over any ground
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each name is drawn in device pixels at a whole-pixel place, as Cairo
 * puts glyphs anyway, with a halo of paper colour around its letters. On
 * an image at one pixel a pixel the names are drawn into a mask of their
 * own and their halo is that mask grown by a pixel and a half; both are
 * laid on the picture once, at the end, through the names' boxes. That
 * replaces stroking the outline of every glyph with round joins, which
 * cost a third of a full draw. Other targets (SVG, PDF, a scaled or turned
 * one) get the outline stroked, as vectors, name by name.
 */

#define G_LOG_DOMAIN "vt-map-renderer"

#include "config.h"

#include <math.h>

#include "vt-map-renderer-private.h"

/* the halo's reach, and a pixel more for the letters' smoothing */
#define HALO_PAD 3

cairo_scaled_font_t *
_vt_label_font_new (void)
{
  cairo_font_face_t *face = cairo_toy_font_face_create ("Sans", CAIRO_FONT_SLANT_NORMAL,
                                                        CAIRO_FONT_WEIGHT_NORMAL);
  cairo_font_options_t *font_options = cairo_font_options_create ();
  cairo_scaled_font_t *font;
  cairo_matrix_t font_matrix, ctm;

  cairo_matrix_init_scale (&font_matrix, VT_LABEL_PX, VT_LABEL_PX);
  cairo_matrix_init_identity (&ctm);
  font = cairo_scaled_font_create (face, &font_matrix, &ctm, font_options);
  cairo_font_options_destroy (font_options);
  cairo_font_face_destroy (face);
  return font;
}

void
_vt_label_setter_init (VtLabelSetter *setter,
                       cairo_t       *cr)
{
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_matrix_t matrix;
  double sx = 0, sy = 0, offset_x = 0, offset_y = 0;
  double x0, y0, x1, y1;

  setter->font = _vt_label_font_new ();
  setter->letters = NULL;
  setter->letters_cr = NULL;
  setter->boxes = NULL;

  cairo_get_matrix (cr, &matrix);
  if (cairo_surface_get_type (target) == CAIRO_SURFACE_TYPE_IMAGE)
    cairo_surface_get_device_scale (target, &sx, &sy);
  if (sx != 1 || sy != 1 || matrix.xx != 1 || matrix.yy != 1 || matrix.xy != 0 || matrix.yx != 0 ||
      matrix.x0 != floor (matrix.x0) || matrix.y0 != floor (matrix.y0))
    return;

  /* the mask covers what may be drawn, the clip in device space, and the
   * letters just beyond it whose halo reaches in */
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  cairo_restore (cr);
  cairo_surface_get_device_offset (target, &offset_x, &offset_y);
  x0 = MAX (floor (x0) - HALO_PAD, -offset_x);
  y0 = MAX (floor (y0) - HALO_PAD, -offset_y);
  x1 = MIN (ceil (x1) + HALO_PAD, cairo_image_surface_get_width (target) - offset_x);
  y1 = MIN (ceil (y1) + HALO_PAD, cairo_image_surface_get_height (target) - offset_y);
  if (x1 <= x0 || y1 <= y0)
    return;

  setter->letters_x = x0;
  setter->letters_y = y0;
  setter->to_letters_x = (int) (matrix.x0 - x0);
  setter->to_letters_y = (int) (matrix.y0 - y0);
  setter->letters = cairo_image_surface_create (CAIRO_FORMAT_A8, (int) (x1 - x0), (int) (y1 - y0));
  setter->letters_cr = cairo_create (setter->letters);
  cairo_set_scaled_font (setter->letters_cr, setter->font);
  setter->boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_int_t));
}

void
_vt_label_setter_set (VtLabelSetter              *setter,
                      cairo_t                    *cr,
                      double                      x,
                      double                      y,
                      const char                 *text,
                      const cairo_text_extents_t *extents)
{
  if (setter->letters != NULL)
    {
      cairo_rectangle_int_t box;

      x += setter->to_letters_x;
      y += setter->to_letters_y;
      box.x = (int) floor (x + extents->x_bearing) - HALO_PAD;
      box.y = (int) floor (y + extents->y_bearing) - HALO_PAD;
      box.width = (int) ceil (extents->width) + 2 * HALO_PAD + 1;
      box.height = (int) ceil (extents->height) + 2 * HALO_PAD + 1;
      g_array_append_val (setter->boxes, box);
      cairo_move_to (setter->letters_cr, x, y);
      cairo_show_text (setter->letters_cr, text);
      return;
    }

  cairo_save (cr);
  cairo_set_scaled_font (cr, setter->font);
  cairo_move_to (cr, x, y);
  cairo_text_path (cr, text);
  vt_set_colour (cr, &vt_paper, 0.85);
  cairo_set_line_width (cr, 3);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_move_to (cr, x, y);
  vt_set_colour (cr, &vt_ink, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

/* The halo: the most ink within a pixel and a half of each pixel of @box
 * (a 3 × 3 square, and half the ink two pixels straight out), as a row
 * pass and a column pass. The two pixels at the mask's edges get none. */
static void
grow_mask (cairo_surface_t             *letters,
           cairo_surface_t             *halo,
           const cairo_rectangle_int_t *box)
{
  int stride = cairo_image_surface_get_stride (letters);
  const guint8 *in = cairo_image_surface_get_data (letters);
  guint8 *out = cairo_image_surface_get_data (halo);
  int x0 = MAX (box->x, 2), x1 = MIN (box->x + box->width, cairo_image_surface_get_width (letters) - 2);
  int y0 = MAX (box->y, 2), y1 = MIN (box->y + box->height, cairo_image_surface_get_height (letters) - 2);
  int width = x1 - x0;
  g_autofree guint8 *rows = NULL;

  if (width <= 0 || y1 <= y0)
    return;

  /* for each row from y0 - 1 to y1: the most over three pixels across,
   * and the most of the row's half-ink two pixels to either side */
  rows = g_malloc ((gsize) 2 * width * (y1 - y0 + 2));
  for (int y = y0 - 1; y <= y1; y++)
    {
      const guint8 *line = in + (gsize) y * stride;
      guint8 *across = rows + (gsize) 2 * width * (y - y0 + 1);
      guint8 *arms = across + width;

      for (int x = x0; x < x1; x++)
        {
          across[x - x0] = MAX (MAX (line[x - 1], line[x]), line[x + 1]);
          arms[x - x0] = MAX (line[x - 2], line[x + 2]) / 2;
        }
    }

  for (int y = y0; y < y1; y++)
    {
      const guint8 *above = rows + (gsize) 2 * width * (y - y0);
      const guint8 *here = above + 2 * width;
      const guint8 *below = here + 2 * width;
      const guint8 *up2 = in + (gsize) (y - 2) * stride;
      const guint8 *down2 = in + (gsize) (y + 2) * stride;
      guint8 *line = out + (gsize) y * stride;

      for (int x = x0; x < x1; x++)
        {
          int i = x - x0;
          guint most = MAX (MAX (above[i], here[i]), below[i]);

          most = MAX (most, here[width + i]);
          most = MAX (most, MAX (up2[x], down2[x]) / 2u);
          /* boxes may meet: the most of both */
          line[x] = MAX (line[x], most);
        }
    }
}

void
_vt_label_setter_finish (VtLabelSetter *setter,
                         cairo_t       *cr)
{
  if (setter->letters != NULL && setter->boxes->len > 0)
    {
      cairo_surface_t *halo = cairo_image_surface_create (CAIRO_FORMAT_A8,
                                                          cairo_image_surface_get_width (setter->letters),
                                                          cairo_image_surface_get_height (setter->letters));

      cairo_surface_flush (setter->letters);
      cairo_surface_flush (halo);
      for (guint i = 0; i < setter->boxes->len; i++)
        grow_mask (setter->letters, halo, &g_array_index (setter->boxes, cairo_rectangle_int_t, i));
      cairo_surface_mark_dirty (halo);

      cairo_save (cr);
      cairo_identity_matrix (cr);
      cairo_translate (cr, setter->letters_x, setter->letters_y);
      /* only where names are; where two boxes meet, the halo is laid once */
      for (guint i = 0; i < setter->boxes->len; i++)
        {
          const cairo_rectangle_int_t *box = &g_array_index (setter->boxes, cairo_rectangle_int_t, i);

          cairo_rectangle (cr, box->x, box->y, box->width, box->height);
        }
      cairo_clip (cr);
      vt_set_colour (cr, &vt_paper, 0.85);
      cairo_mask_surface (cr, halo, 0, 0);
      vt_set_colour (cr, &vt_ink, 1.0);
      cairo_mask_surface (cr, setter->letters, 0, 0);
      cairo_restore (cr);
      cairo_surface_destroy (halo);
    }

  g_clear_pointer (&setter->letters_cr, cairo_destroy);
  g_clear_pointer (&setter->letters, cairo_surface_destroy);
  g_clear_pointer (&setter->boxes, g_array_unref);
  g_clear_pointer (&setter->font, cairo_scaled_font_destroy);
}
