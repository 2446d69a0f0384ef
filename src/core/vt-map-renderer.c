/* vt-map-renderer.c: draws a map and its units with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vt-map-renderer"

#include "config.h"

#include <math.h>

#include <png.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "vt-atomic-file-private.h"
#include "vt-feature.h"
#include "vt-game-file.h"
#include "vt-map.h"
#include "vt-map-renderer.h"
#include "vt-reach.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* The paper of the old plans: a pale buff that every terrain colour reads on. */
static const VtColour ground = { 0.949, 0.929, 0.863 };
static const VtColour ink = { 0.18, 0.16, 0.14 };
static const VtColour unknown_kind = { 0.6, 0.6, 0.6 };
static const VtColour highlight = { 0.96, 0.76, 0.07 };
/* a move's reach: light green, see-through so the ground shows */
static const VtColour reach_fill = { 0.45, 0.85, 0.35 };
static const VtColour reach_edge = { 0.15, 0.50, 0.12 };
#define REACH_ALPHA 0.35
static const VtColour badge = { 0.13, 0.12, 0.11 };

/* Below this many device pixels a piece would vanish; it is drawn this big. */
#define MIN_PIECE_PX 5.0
#define LABEL_PX     11.0
/* the least width and height of a pattern's tile on an image */
#define TILE_PX      112.0

void
vt_viewport_to_device (const VtViewport *viewport,
                       const VtPoint    *map_point,
                       double           *x,
                       double           *y)
{
  *x = (map_point->x - viewport->origin.x) * viewport->scale;
  *y = (map_point->y - viewport->origin.y) * viewport->scale;
}

void
vt_viewport_to_map (const VtViewport *viewport,
                    double            x,
                    double            y,
                    VtPoint          *map_point)
{
  map_point->x = viewport->origin.x + x / viewport->scale;
  map_point->y = viewport->origin.y + y / viewport->scale;
}

void
vt_viewport_fit (VtViewport *viewport,
                 VtScenario *scenario,
                 double      width,
                 double      height)
{
  VtMap *map = vt_scenario_get_map (scenario);
  double map_width = MAX (vt_map_get_width (map), 1.0);
  double map_height = MAX (vt_map_get_height (map), 1.0);
  /* a margin of 4 % on the tighter side keeps the map edge visible */
  double scale = MIN (width / map_width, height / map_height) * 0.96;

  viewport->width = width;
  viewport->height = height;
  viewport->scale = scale > 0 ? scale : 1.0;
  viewport->origin.x = map_width / 2 - width / 2 / viewport->scale;
  viewport->origin.y = map_height / 2 - height / 2 / viewport->scale;
}

static void
set_colour (cairo_t        *cr,
            const VtColour *colour,
            double          alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, alpha);
}

/* Line widths and text sizes are given in device pixels. */
static double
px (const VtViewport *viewport,
    double            pixels)
{
  return pixels / viewport->scale;
}

static void
trace_points (cairo_t       *cr,
              const VtPoint *points,
              guint          n_points,
              gboolean       close)
{
  for (guint i = 0; i < n_points; i++)
    {
      if (i == 0)
        cairo_move_to (cr, points[i].x, points[i].y);
      else
        cairo_line_to (cr, points[i].x, points[i].y);
    }
  if (close)
    cairo_close_path (cr);
}

static gboolean
box_visible (const VtViewport *viewport,
             const VtPoint    *min,
             const VtPoint    *max,
             double            slack)
{
  double right = viewport->origin.x + viewport->width / viewport->scale;
  double bottom = viewport->origin.y + viewport->height / viewport->scale;

  return max->x + slack >= viewport->origin.x && min->x - slack <= right &&
         max->y + slack >= viewport->origin.y && min->y - slack <= bottom;
}

/* From map units to the tile's pixels: the tile is anchored to the map, so
 * it stays put when the map pans, but moved to the nearest whole device
 * pixel, so Cairo copies it instead of filtering every pixel through a
 * fractional transform (its slow path). @cr is in map units. */
static void
anchor_pattern (cairo_t         *cr,
                cairo_pattern_t *pattern)
{
  cairo_matrix_t matrix;

  cairo_get_matrix (cr, &matrix);
  matrix.x0 += round (-matrix.x0);
  matrix.y0 += round (-matrix.y0);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
}

/* A kind's fill and the marks of its pattern (trees, marsh, hatching,
 * contour dots) as one opaque repeating tile, so a patterned area costs one
 * fill. The marks are spaced in device pixels so they read the same at every
 * zoom. A vector target (SVG, PDF) gets the marks as vectors, an image a
 * bitmap tile; either way no clip is needed, the dearest thing Cairo draws. */
static cairo_pattern_t *
make_pattern (cairo_t             *cr,
              const VtTerrainKind *kind)
{
  const double step = 14;
  double width = step, height = step;
  gboolean vector = cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_IMAGE;
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
  cairo_t *t;

  switch (kind->pattern)
    {
    case VT_PATTERN_TREES:
      height = 2 * step; /* every other row shifted: trees, not a grid */
      break;
    case VT_PATTERN_MARSH:
      width = 1.5 * step;
      break;
    case VT_PATTERN_HATCH:
      width = height = step / 2;
      break;
    case VT_PATTERN_CONTOUR:
    case VT_PATTERN_NONE:
    default:
      break;
    }

  if (vector)
    tile = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                           &(cairo_rectangle_t) { 0, 0, width, height });
  else
    tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);

  t = cairo_create (tile);
  set_colour (t, &kind->fill, 1.0);
  cairo_paint (t);
  set_colour (t, &kind->stroke, 0.8);
  cairo_set_line_width (t, 1);
  switch (kind->pattern)
    {
    case VT_PATTERN_TREES:
      cairo_arc (t, step / 2, step / 2, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      /* the shifted row, its tree cut by the tile's edges and so drawn twice */
      cairo_arc (t, 0, 1.5 * step, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      cairo_arc (t, step, 1.5 * step, 3.5, 0, 2 * G_PI);
      cairo_stroke (t);
      break;

    case VT_PATTERN_MARSH:
      cairo_move_to (t, 2, step / 2);
      cairo_rel_line_to (t, 8, 0);
      cairo_stroke (t);
      break;

    case VT_PATTERN_HATCH:
      cairo_move_to (t, -1, -1);
      cairo_line_to (t, width + 1, height + 1);
      cairo_stroke (t);
      break;

    case VT_PATTERN_CONTOUR:
      cairo_arc (t, step / 2, step / 2, 0.9, 0, 2 * G_PI);
      cairo_fill (t);
      break;

    case VT_PATTERN_NONE:
    default:
      break;
    }
  cairo_destroy (t);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  if (!vector)
    {
      /* Pixman copies a repeating tile a tile at a time: a tile of a few
       * pixels would cost a call every few pixels of each row. */
      int columns = (int) ceil (TILE_PX / width), rows = (int) ceil (TILE_PX / height);
      cairo_surface_t *big = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width * columns,
                                                         (int) height * rows);

      t = cairo_create (big);
      cairo_set_source (t, pattern);
      cairo_paint (t);
      cairo_destroy (t);
      cairo_pattern_destroy (pattern);
      pattern = cairo_pattern_create_for_surface (big);
      cairo_surface_destroy (big);
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
    }
  anchor_pattern (cr, pattern);
  return pattern;
}

/* One tile per kind for the length of a draw. */
static cairo_pattern_t *
pattern_for_kind (cairo_t             *cr,
                  const VtTerrainKind *kind,
                  GHashTable          *patterns)
{
  cairo_pattern_t *pattern = g_hash_table_lookup (patterns, kind);

  if (pattern == NULL)
    {
      pattern = make_pattern (cr, kind);
      g_hash_table_insert (patterns, (gpointer) kind, pattern);
    }
  return pattern;
}

/* How names are set for one draw: one font, LABEL_PX device pixels high,
 * and each name drawn in device pixels at a whole-pixel place, as Cairo
 * puts glyphs anyway. On an image at one pixel a pixel the names are drawn
 * into a mask of their own, and their halo is that mask grown by a pixel
 * and a half; both are laid on the picture once, at the end, through the
 * names' boxes. That replaces stroking the outline of every glyph with
 * round joins, which cost a third of a full draw. Other targets (SVG, PDF,
 * a scaled screen) get the outline stroked, as vectors, name by name. */
typedef struct {
  cairo_scaled_font_t *font;
  /* an image at one pixel a pixel: the names' mask, in its pixels */
  cairo_surface_t     *letters;
  cairo_t             *letters_cr;
  GArray              *boxes;     /* cairo_rectangle_int_t: where names are, with their halo */
  double               offset_x;  /* from device space to the image's pixels */
  double               offset_y;
} LabelSetter;

static void
label_setter_init (LabelSetter *setter,
                   cairo_t     *cr)
{
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_font_face_t *face = cairo_toy_font_face_create ("Sans", CAIRO_FONT_SLANT_NORMAL,
                                                        CAIRO_FONT_WEIGHT_NORMAL);
  cairo_font_options_t *font_options = cairo_font_options_create ();
  cairo_matrix_t font_matrix, ctm;
  double sx = 0, sy = 0;

  cairo_get_font_options (cr, font_options);
  cairo_matrix_init_scale (&font_matrix, LABEL_PX, LABEL_PX);
  cairo_matrix_init_identity (&ctm);
  setter->font = cairo_scaled_font_create (face, &font_matrix, &ctm, font_options);
  cairo_font_options_destroy (font_options);
  cairo_font_face_destroy (face);

  setter->letters = NULL;
  setter->letters_cr = NULL;
  setter->boxes = NULL;
  if (cairo_surface_get_type (target) == CAIRO_SURFACE_TYPE_IMAGE)
    cairo_surface_get_device_scale (target, &sx, &sy);
  if (sx == 1 && sy == 1)
    {
      setter->letters = cairo_image_surface_create (CAIRO_FORMAT_A8, cairo_image_surface_get_width (target),
                                                    cairo_image_surface_get_height (target));
      setter->letters_cr = cairo_create (setter->letters);
      cairo_set_scaled_font (setter->letters_cr, setter->font);
      setter->boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_int_t));
      cairo_surface_get_device_offset (target, &setter->offset_x, &setter->offset_y);
    }
}

/* The halo: the most ink within a pixel and a half of each pixel of @box
 * (a 3 × 3 square, and half the ink two pixels straight out), as a row
 * pass and a column pass. The two pixels at the image's edges get none. */
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

  /* for each row from y0 - 1 to y1: the most over three pixels across, and
   * the most of the rows' own half-ink arms */
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
          line[x] = MAX (line[x], most);
        }
    }
}

/* Lays the names' halo and letters on @cr, where they were set, and lets
 * the setter go. */
static void
label_setter_finish (LabelSetter *setter,
                     cairo_t     *cr)
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
      cairo_translate (cr, -setter->offset_x, -setter->offset_y);
      /* only where names are: a name's halo is laid once, however its box
       * meets another's */
      for (guint i = 0; i < setter->boxes->len; i++)
        {
          const cairo_rectangle_int_t *box = &g_array_index (setter->boxes, cairo_rectangle_int_t, i);

          cairo_rectangle (cr, box->x, box->y, box->width, box->height);
        }
      cairo_clip (cr);
      set_colour (cr, &ground, 0.85);
      cairo_mask_surface (cr, halo, 0, 0);
      set_colour (cr, &ink, 1.0);
      cairo_mask_surface (cr, setter->letters, 0, 0);
      cairo_restore (cr);
      cairo_surface_destroy (halo);
    }

  g_clear_pointer (&setter->letters_cr, cairo_destroy);
  g_clear_pointer (&setter->letters, cairo_surface_destroy);
  g_clear_pointer (&setter->boxes, g_array_unref);
  g_clear_pointer (&setter->font, cairo_scaled_font_destroy);
}

/* A name with its baseline starting at device pixel (@x, @y), which is
 * whole. @cr may be in any user space; the name is set in device pixels. */
static void
set_label (cairo_t                    *cr,
           LabelSetter                *setter,
           double                      x,
           double                      y,
           const char                 *text,
           const cairo_text_extents_t *extents)
{
  if (setter->letters != NULL)
    {
      const int pad = 3;
      cairo_rectangle_int_t box;

      x += setter->offset_x;
      y += setter->offset_y;
      box.x = (int) floor (x + extents->x_bearing) - pad;
      box.y = (int) floor (y + extents->y_bearing) - pad;
      box.width = (int) ceil (extents->width) + 2 * pad + 1;
      box.height = (int) ceil (extents->height) + 2 * pad + 1;
      g_array_append_val (setter->boxes, box);
      cairo_move_to (setter->letters_cr, x, y);
      cairo_show_text (setter->letters_cr, text);
      return;
    }

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_scaled_font (cr, setter->font);
  /* a halo of ground colour keeps the label legible over any terrain */
  cairo_move_to (cr, x, y);
  cairo_text_path (cr, text);
  set_colour (cr, &ground, 0.85);
  cairo_set_line_width (cr, 3);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_move_to (cr, x, y);
  set_colour (cr, &ink, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

/* A name at map point (@x, @y) of @cr, drawn there at once. */
static void
draw_label (cairo_t           *cr,
            LabelSetter       *setter,
            double             x,
            double             y,
            const char        *text,
            gboolean           centred)
{
  cairo_text_extents_t extents;

  if (text == NULL || *text == '\0')
    return;

  cairo_scaled_font_text_extents (setter->font, text, &extents);
  cairo_user_to_device (cr, &x, &y);
  if (centred)
    x -= extents.width / 2 + extents.x_bearing;
  set_label (cr, setter, round (x), round (y), text, &extents);
}

/* A name waiting to be placed. Labels are placed after everything is drawn,
 * the most important first, each at the first of its places where it
 * overlaps no placed label and no piece; one with no such place is left
 * out: at a low zoom the umpire reads some names rather than none. */
#define MAX_LABEL_PLACES 11

typedef struct {
  VtPoint     at[MAX_LABEL_PLACES];
  guint       n_at;
  const char *text;  /* owned by the unit or feature, alive for the draw */
  gboolean    centred;
} Label;

typedef struct {
  double x0, y0, x1, y1;
} Box;

static void
queue_label (GArray     *labels,
             double      x,
             double      y,
             const char *text,
             gboolean    centred)
{
  Label label = { { { x, y } }, 1, text, centred };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* An area's name: at its middle, else higher, lower, left or right of it,
 * else towards a corner, within the area's box, else just above or below
 * it: wherever the pieces standing in it leave room. */
static void
queue_area_label (GArray           *labels,
                  const VtViewport *viewport,
                  const VtPoint    *min,
                  const VtPoint    *max,
                  const char       *text)
{
  double cx = (min->x + max->x) / 2, cy = (min->y + max->y) / 2;
  double dx = (max->x - min->x) / 4, dy = (max->y - min->y) / 4;
  Label label = { { { cx, cy }, { cx, cy - dy }, { cx, cy + dy }, { cx - dx, cy }, { cx + dx, cy },
                    { cx - dx, cy - dy }, { cx + dx, cy - dy }, { cx - dx, cy + dy }, { cx + dx, cy + dy },
                    { cx, min->y - px (viewport, 4) }, { cx, max->y + px (viewport, LABEL_PX + 2) } },
                  MAX_LABEL_PLACES, text, TRUE };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* The boxes placed so far, in device pixels, filed by the cells of a grid
 * over the view that they touch: a new name is tested only against the
 * boxes near it, so placing n names costs n, not n². A box beyond the view
 * is filed in the edge cells, so it still meets its neighbours. */
#define PLACED_CELL_PX 48

typedef struct {
  int     columns, rows;
  GArray *cells[]; /* of Box; NULL while empty */
} Placed;

static Placed *
placed_new (const VtViewport *viewport)
{
  int columns = MAX (1, (int) ceil (viewport->width / PLACED_CELL_PX));
  int rows = MAX (1, (int) ceil (viewport->height / PLACED_CELL_PX));
  Placed *placed = g_malloc0 (sizeof (Placed) + sizeof (GArray *) * columns * rows);

  placed->columns = columns;
  placed->rows = rows;
  return placed;
}

static void
placed_free (Placed *placed)
{
  for (int i = 0; i < placed->columns * placed->rows; i++)
    if (placed->cells[i] != NULL)
      g_array_unref (placed->cells[i]);
  g_free (placed);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Placed, placed_free)

static void
placed_cells (const Placed *placed,
              const Box    *box,
              int          *c0,
              int          *r0,
              int          *c1,
              int          *r1)
{
  *c0 = CLAMP ((int) floor (box->x0 / PLACED_CELL_PX), 0, placed->columns - 1);
  *c1 = CLAMP ((int) floor (box->x1 / PLACED_CELL_PX), 0, placed->columns - 1);
  *r0 = CLAMP ((int) floor (box->y0 / PLACED_CELL_PX), 0, placed->rows - 1);
  *r1 = CLAMP ((int) floor (box->y1 / PLACED_CELL_PX), 0, placed->rows - 1);
}

static gboolean
placed_overlaps (const Placed *placed,
                 const Box    *box)
{
  int c0, r0, c1, r1;

  placed_cells (placed, box, &c0, &r0, &c1, &r1);
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      {
        GArray *cell = placed->cells[r * placed->columns + c];

        for (guint i = 0; cell != NULL && i < cell->len; i++)
          {
            const Box *other = &g_array_index (cell, Box, i);

            if (box->x0 < other->x1 && other->x0 < box->x1 &&
                box->y0 < other->y1 && other->y0 < box->y1)
              return TRUE;
          }
      }
  return FALSE;
}

static void
placed_add (Placed    *placed,
            const Box *box)
{
  int c0, r0, c1, r1;

  placed_cells (placed, box, &c0, &r0, &c1, &r1);
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      {
        GArray **cell = &placed->cells[r * placed->columns + c];

        if (*cell == NULL)
          *cell = g_array_new (FALSE, FALSE, sizeof (Box));
        g_array_append_vals (*cell, box, 1);
      }
}

/* @queues in order of importance; each in the order it was filled. No
 * name covers a piece (their boxes, in map units, are @pieces) or another
 * name. */
static void
place_labels (cairo_t           *cr,
              LabelSetter       *setter,
              const VtViewport  *viewport,
              GArray           **queues,
              guint              n_queues,
              GArray            *pieces)
{
  g_autoptr(Placed) placed = placed_new (viewport);
  const double gap = 2;

  for (guint i = 0; i < pieces->len; i++)
    {
      Box box = g_array_index (pieces, Box, i);

      cairo_user_to_device (cr, &box.x0, &box.y0);
      cairo_user_to_device (cr, &box.x1, &box.y1);
      placed_add (placed, &box);
    }

  for (guint q = 0; q < n_queues; q++)
    for (guint i = 0; i < queues[q]->len; i++)
      {
        const Label *label = &g_array_index (queues[q], Label, i);
        cairo_text_extents_t extents;

        cairo_scaled_font_text_extents (setter->font, label->text, &extents);
        for (guint k = 0; k < label->n_at; k++)
          {
            double x = label->at[k].x, y = label->at[k].y;
            Box box;

            cairo_user_to_device (cr, &x, &y);
            if (label->centred)
              x -= extents.width / 2 + extents.x_bearing;
            x = round (x);
            y = round (y);
            box.x0 = x + extents.x_bearing - gap;
            box.x1 = box.x0 + extents.width + 2 * gap;
            box.y0 = y + extents.y_bearing - gap;
            box.y1 = box.y0 + extents.height + 2 * gap;

            if (placed_overlaps (placed, &box))
              continue;
            placed_add (placed, &box);
            set_label (cr, setter, x, y, label->text, &extents);
            break;
          }
      }
}

/* The slack around a feature's extents within which it may still show. */
static double
feature_slack (const VtTerrainKind *kind,
               const VtViewport    *viewport)
{
  return (kind != NULL ? kind->width : 0) + px (viewport, 20);
}

static void
queue_feature_label (VtFeature           *feature,
                     const VtTerrainKind *kind,
                     const VtViewport    *viewport,
                     GArray              *labels)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  VtPoint min, max;

  if (n_points == 0 || vt_feature_get_name (feature) == NULL)
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!box_visible (viewport, &min, &max, feature_slack (kind, viewport)))
    return;

  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
    queue_area_label (labels, viewport, &min, &max, vt_feature_get_name (feature));
  else
    queue_label (labels, points[0].x + px (viewport, 8), points[0].y - px (viewport, 6),
                 vt_feature_get_name (feature), FALSE);
}

static void
draw_feature (cairo_t               *cr,
              VtFeature             *feature,
              const VtTerrainKind   *kind,
              const VtViewport      *viewport,
              GHashTable            *patterns)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  const VtColour *fill = kind != NULL ? &kind->fill : &unknown_kind;
  const VtColour *stroke = kind != NULL ? &kind->stroke : &ink;
  VtPoint min, max;

  if (n_points == 0)
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!box_visible (viewport, &min, &max, feature_slack (kind, viewport)))
    return;

  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      trace_points (cr, points, n_points, TRUE);
      if (kind != NULL && kind->pattern != VT_PATTERN_NONE)
        cairo_set_source (cr, pattern_for_kind (cr, kind, patterns));
      else
        set_colour (cr, fill, 1.0);
      /* the outline covers the edge, so the fill need not be smoothed */
      cairo_save (cr);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      cairo_fill_preserve (cr);
      cairo_restore (cr);
      set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, px (viewport, 1.2));
      cairo_stroke (cr);
      break;

    case VT_GEOMETRY_POLYLINE:
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      trace_points (cr, points, n_points, FALSE);
      /* a casing in the stroke colour, the body in the fill colour */
      set_colour (cr, stroke, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, px (viewport, 2)) + px (viewport, 2));
      cairo_stroke_preserve (cr);
      set_colour (cr, fill, 1.0);
      cairo_set_line_width (cr, MAX (kind != NULL ? kind->width : 0, px (viewport, 2)));
      cairo_stroke (cr);
      cairo_restore (cr);
      break;

    case VT_GEOMETRY_POINT:
      for (guint i = 0; i < n_points; i++)
        {
          double r = px (viewport, 5);
          cairo_new_sub_path (cr);
          cairo_arc (cr, points[i].x, points[i].y, r, 0, 2 * G_PI);
          set_colour (cr, fill, 1.0);
          cairo_fill_preserve (cr);
          set_colour (cr, stroke, 1.0);
          cairo_set_line_width (cr, px (viewport, 1.5));
          cairo_stroke (cr);
          /* a cross: the landmarks of old plans are church towers and mills */
          cairo_move_to (cr, points[i].x, points[i].y - 2 * r);
          cairo_line_to (cr, points[i].x, points[i].y - r);
          cairo_stroke (cr);
        }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
draw_board (cairo_t          *cr,
            VtRuleset        *ruleset,
            const VtBoard    *board,
            const VtViewport *viewport)
{
  LabelSetter setter;
  char number[16];

  label_setter_init (&setter, cr);

  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];
      const VtTerrainKind *kind = cell->terrain != NULL && ruleset != NULL
                                    ? vt_ruleset_find_terrain_kind (ruleset, cell->terrain)
                                    : NULL;

      if (cell->n_outline == 0)
        continue;

      trace_points (cr, cell->outline, cell->n_outline, TRUE);
      if (kind != NULL)
        set_colour (cr, &kind->fill, 1.0);
      else
        set_colour (cr, &ground, 1.0);
      cairo_fill_preserve (cr);
      set_colour (cr, &ink, 1.0);
      cairo_set_line_width (cr, px (viewport, 1));
      cairo_stroke (cr);

      g_snprintf (number, sizeof number, "%u", cell->number);
      draw_label (cr, &setter, cell->centre.x, cell->centre.y - px (viewport, 8), number, TRUE);
    }
  label_setter_finish (&setter, cr);
}

typedef struct {
  VtPoint centre;
  double  frontage;
  double  depth;
  double  facing; /* radians clockwise from north */
} Footprint;

/* Where a piece stands and how much ground it covers. Pieces on a board fill
 * a third of a cell; on terrain they have their true footprint. */
static void
unit_footprint (VtUnit        *unit,
                VtScenario    *scenario,
                VtRuleset     *ruleset,
                Footprint     *footprint)
{
  VtMap *map = vt_scenario_get_map (scenario);
  const VtBoard *board = vt_map_get_board (map);
  const VtUnitType *type = ruleset != NULL
                             ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit))
                             : NULL;

  footprint->facing = vt_unit_get_facing (unit) * G_PI / 180.0;

  if (board != NULL)
    {
      const VtCell *cell = vt_board_find_cell (board, vt_unit_get_cell (unit));

      if (cell != NULL)
        footprint->centre = cell->centre;
      else
        vt_unit_get_position (unit, &footprint->centre);
      footprint->frontage = 0.5;
      footprint->depth = 0.5;
      return;
    }

  vt_unit_get_position (unit, &footprint->centre);
  if (ruleset != NULL)
    {
      /* the formation decides: a column is narrower and deeper than a line */
      vt_ruleset_get_footprint (ruleset, unit, &footprint->frontage, &footprint->depth);
      if (footprint->frontage <= 0)
        footprint->frontage = 1.0;
      if (footprint->depth <= 0)
        footprint->depth = 1.0;
      return;
    }
  footprint->frontage = type != NULL && type->frontage > 0 ? type->frontage : 1.0;
  footprint->depth = type != NULL && type->depth > 0 ? type->depth : 1.0;
}

static gboolean
is_selected (VtUnit                *unit,
             const VtRenderOptions *options)
{
  const char *id = vt_unit_get_id (unit);

  if (options == NULL)
    return FALSE;
  if (options->selected_unit != NULL && g_str_equal (options->selected_unit, id))
    return TRUE;
  return options->selected_units != NULL && g_strv_contains (options->selected_units, id);
}

/* A dark disc with the Züge left of the condition that ends soonest, so the
 * umpire sees at a glance which pieces are still recovering. */
static void
draw_condition_badge (cairo_t          *cr,
                      VtUnit           *unit,
                      const VtViewport *viewport,
                      double            x,
                      double            y)
{
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (unit);
  GVariantIter iter;
  const char *id, *label;
  guint moves, soonest = G_MAXUINT;
  char text[16];
  cairo_text_extents_t extents;
  double r = px (viewport, 7);

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    soonest = MIN (soonest, moves);
  if (soonest == G_MAXUINT)
    return;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_colour (cr, &badge, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ground, 1.0);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  g_snprintf (text, sizeof text, "%u", soonest);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, px (viewport, 9));
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  set_colour (cr, &ground, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

static void
draw_reach (cairo_t          *cr,
            VtReach          *reach,
            const VtViewport *viewport)
{
  cairo_save (cr);
  cairo_new_path (cr);
  vt_reach_trace (reach, cr);
  set_colour (cr, &reach_fill, REACH_ALPHA);
  cairo_fill_preserve (cr);
  set_colour (cr, &reach_edge, 0.8);
  cairo_set_line_width (cr, px (viewport, 1.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the grid's runs overlap; only the outline of the whole should show */
  cairo_push_group (cr);
  cairo_stroke_preserve (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_pop_group_to_source (cr);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
draw_unit (cairo_t               *cr,
           VtUnit                *unit,
           VtScenario            *scenario,
           VtRuleset             *ruleset,
           const VtViewport      *viewport,
           const VtRenderOptions *options,
           GArray                *labels,
           GArray                *pieces)
{
  VtSide *side = vt_scenario_find_side (scenario, vt_unit_get_side (unit));
  const VtColour *colour = side != NULL ? vt_side_get_colour (side) : &unknown_kind;
  gboolean selected = is_selected (unit, options);
  Footprint fp;
  double w, d;
  VtPoint min, max;

  unit_footprint (unit, scenario, ruleset, &fp);
  w = MAX (fp.frontage, px (viewport, MIN_PIECE_PX * 2));
  d = MAX (fp.depth, px (viewport, MIN_PIECE_PX));

  min.x = fp.centre.x - MAX (w, d);
  min.y = fp.centre.y - MAX (w, d);
  max.x = fp.centre.x + MAX (w, d);
  max.y = fp.centre.y + MAX (w, d);
  if (!box_visible (viewport, &min, &max, px (viewport, 120)))
    return;

  cairo_save (cr);
  cairo_translate (cr, fp.centre.x, fp.centre.y);
  cairo_rotate (cr, fp.facing);

  if (selected)
    {
      cairo_rectangle (cr, -w / 2 - px (viewport, 4), -d / 2 - px (viewport, 4),
                       w + px (viewport, 8), d + px (viewport, 8));
      set_colour (cr, &highlight, 0.9);
      cairo_fill (cr);
    }

  /* A piece of no strength is off the table (destroyed, or a strip not yet
   * thrown out): the umpire sees where it was, as a dashed outline. */
  if (vt_unit_get_strength (unit) == 0)
    {
      cairo_rectangle (cr, -w / 2, -d / 2, w, d);
      set_colour (cr, colour, 0.8);
      cairo_set_line_width (cr, px (viewport, 1.5));
      cairo_set_dash (cr, (double[]) { px (viewport, 3), px (viewport, 3) }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  if (pieces != NULL)
    {
      /* the box around the piece as it is turned */
      double half_x = fabs (w / 2 * cos (fp.facing)) + fabs (d / 2 * sin (fp.facing));
      double half_y = fabs (w / 2 * sin (fp.facing)) + fabs (d / 2 * cos (fp.facing));
      Box box = { fp.centre.x - half_x, fp.centre.y - half_y, fp.centre.x + half_x, fp.centre.y + half_y };

      g_array_append_val (pieces, box);
    }

  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
  set_colour (cr, colour, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ink, 1.0);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  /* the front edge, heavier, shows the facing */
  cairo_move_to (cr, -w / 2, -d / 2);
  cairo_line_to (cr, w / 2, -d / 2);
  cairo_set_line_width (cr, px (viewport, 3));
  cairo_stroke (cr);
  cairo_restore (cr);

  /* at the front right corner, upright whichever way the piece faces */
  draw_condition_badge (cr, unit, viewport,
                        fp.centre.x + w / 2 * cos (fp.facing) + d / 2 * sin (fp.facing),
                        fp.centre.y + w / 2 * sin (fp.facing) - d / 2 * cos (fp.facing));

  queue_label (labels, fp.centre.x, fp.centre.y + MAX (w, d) / 2 + px (viewport, LABEL_PX + 2),
               vt_unit_get_display_name (unit), TRUE);
}

/* Map coordinates on @cr, clipped to the viewport. */
static void
enter_map (cairo_t          *cr,
           const VtViewport *viewport)
{
  cairo_rectangle (cr, 0, 0, viewport->width, viewport->height);
  cairo_clip (cr);
  cairo_scale (cr, viewport->scale, viewport->scale);
  cairo_translate (cr, -viewport->origin.x, -viewport->origin.y);
}

static const VtTerrainKind *
kind_of (VtFeature *feature,
         VtRuleset *ruleset)
{
  return ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature)) : NULL;
}

/**
 * vt_map_renderer_draw_ground:
 * @cr: where to draw, in device pixels
 * @scenario: the map to draw
 * @ruleset: (nullable): gives terrain styles
 * @viewport: which part of the map, at which scale
 *
 * The lower layer of vt_map_renderer_draw(): the sheet, a board's cells and
 * the terrain, without names. It does not change while a game is played, so
 * a view may keep it for as long as the viewport stays.
 */
void
vt_map_renderer_draw_ground (cairo_t          *cr,
                             VtScenario       *scenario,
                             VtRuleset        *ruleset,
                             const VtViewport *viewport)
{
  g_autoptr(GHashTable) patterns = g_hash_table_new_full (NULL, NULL, NULL,
                                                          (GDestroyNotify) cairo_pattern_destroy);
  VtMap *map;
  GListModel *features;
  const VtBoard *board;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  map = vt_scenario_get_map (scenario);
  board = vt_map_get_board (map);

  cairo_save (cr);
  enter_map (cr, viewport);
  /* Cairo's quicker smoothing (4 × 4 samples a pixel): the ground has many
   * small shapes and nobody can tell the two apart on it. */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);

  /* the sheet itself, with its edge */
  cairo_rectangle (cr, 0, 0, vt_map_get_width (map), vt_map_get_height (map));
  set_colour (cr, &ground, 1.0);
  cairo_fill_preserve (cr);
  set_colour (cr, &ink, 0.6);
  cairo_set_line_width (cr, px (viewport, 1));
  cairo_stroke (cr);

  if (board != NULL)
    draw_board (cr, ruleset, board, viewport);

  /* areas under lines under points, each in file order */
  features = vt_map_get_features (map);
  n = g_list_model_get_n_items (features);
  for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

        if (vt_feature_get_geometry (feature) == geometry)
          draw_feature (cr, feature, kind_of (feature, ruleset), viewport, patterns);
      }

  cairo_restore (cr);
}

/**
 * vt_map_renderer_draw_pieces:
 * @cr: where to draw, in device pixels, over the ground
 * @scenario: the forces to draw
 * @ruleset: (nullable): gives footprints
 * @viewport: which part of the map, at which scale
 * @options: (nullable): selection, reach and names
 *
 * The upper layer of vt_map_renderer_draw(): the reach of a move, the units
 * and every name, the terrain's included (names keep off the pieces).
 */
void
vt_map_renderer_draw_pieces (cairo_t               *cr,
                             VtScenario            *scenario,
                             VtRuleset             *ruleset,
                             const VtViewport      *viewport,
                             const VtRenderOptions *options)
{
  gboolean labels = options != NULL && options->labels;
  /* selected units, other units, terrain: the order names are placed in */
  g_autoptr(GArray) selected_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) unit_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) feature_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) pieces = labels ? g_array_new (FALSE, FALSE, sizeof (Box)) : NULL;
  GListModel *units;
  guint n;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (VT_IS_SCENARIO (scenario));
  g_return_if_fail (viewport != NULL && viewport->scale > 0);

  cairo_save (cr);
  enter_map (cr, viewport);

  if (options != NULL && options->reach != NULL)
    draw_reach (cr, options->reach, viewport);

  units = vt_scenario_get_units (scenario);
  n = g_list_model_get_n_items (units);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      draw_unit (cr, unit, scenario, ruleset, viewport, options,
                 is_selected (unit, options) ? selected_labels : unit_labels, pieces);
    }

  if (labels)
    {
      GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));

      /* areas, then lines, then points, as they are drawn */
      n = g_list_model_get_n_items (features);
      for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
        for (guint i = 0; i < n; i++)
          {
            g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

            if (vt_feature_get_geometry (feature) == geometry)
              queue_feature_label (feature, kind_of (feature, ruleset), viewport, feature_labels);
          }
      LabelSetter setter;

      label_setter_init (&setter, cr);
      place_labels (cr, &setter, viewport, (GArray *[]) { selected_labels, unit_labels, feature_labels }, 3,
                    pieces);
      label_setter_finish (&setter, cr);
    }

  cairo_restore (cr);
}

/**
 * vt_map_renderer_draw:
 * @cr: where to draw, in device pixels
 * @scenario: the map and the forces to draw
 * @ruleset: (nullable): gives terrain styles and footprints
 * @viewport: which part of the map, at which scale
 * @options: (nullable): selection and labels
 *
 * Draws the umpire's view, which shows everything: the ground, then the
 * pieces and names over it.
 */
void
vt_map_renderer_draw (cairo_t               *cr,
                      VtScenario            *scenario,
                      VtRuleset             *ruleset,
                      const VtViewport      *viewport,
                      const VtRenderOptions *options)
{
  vt_map_renderer_draw_ground (cr, scenario, ruleset, viewport);
  vt_map_renderer_draw_pieces (cr, scenario, ruleset, viewport, options);
}

static VtUnit *
unit_at (VtScenario       *scenario,
         VtRuleset        *ruleset,
         const VtViewport *viewport,
         const VtPoint    *point)
{
  GListModel *units;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (point != NULL, NULL);

  units = vt_scenario_get_units (scenario);
  /* drawn in list order, so the last one drawn is on top */
  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i - 1);
      Footprint fp;
      double dx, dy, along, across, w, d;

      /* a piece off the table is not picked up from the map */
      if (vt_unit_get_strength (unit) == 0)
        continue;

      unit_footprint (unit, scenario, ruleset, &fp);
      w = fp.frontage;
      d = fp.depth;
      /* as draw_unit() widens it, so a narrow column is picked where it shows */
      if (viewport != NULL && viewport->scale > 0)
        {
          w = MAX (w, px (viewport, MIN_PIECE_PX * 2));
          d = MAX (d, px (viewport, MIN_PIECE_PX));
        }
      dx = point->x - fp.centre.x;
      dy = point->y - fp.centre.y;
      /* into the piece's own frame: x along the front, y towards the rear */
      across = dx * cos (fp.facing) + dy * sin (fp.facing);
      along = -dx * sin (fp.facing) + dy * cos (fp.facing);
      if (fabs (across) <= w / 2 && fabs (along) <= d / 2)
        return unit;
    }

  return NULL;
}

/**
 * vt_map_renderer_unit_at:
 *
 * Returns: (transfer none) (nullable): the topmost unit whose footprint
 * contains @point.
 */
VtUnit *
vt_map_renderer_unit_at (VtScenario    *scenario,
                         VtRuleset     *ruleset,
                         const VtPoint *point)
{
  return unit_at (scenario, ruleset, NULL, point);
}

/**
 * vt_map_renderer_unit_drawn_at:
 * @viewport: the scale the pieces are drawn at
 *
 * Returns: (transfer none) (nullable): the topmost unit whose piece, as
 * drawn at @viewport's scale (never less than 10 by 5 pixels), covers @point.
 */
VtUnit *
vt_map_renderer_unit_drawn_at (VtScenario       *scenario,
                               VtRuleset        *ruleset,
                               const VtViewport *viewport,
                               const VtPoint    *point)
{
  g_return_val_if_fail (viewport != NULL, NULL);

  return unit_at (scenario, ruleset, viewport, point);
}

/* cairo writes the image through this into the atomic file */
typedef struct
{
  VtAtomicFile *file;
  GError       *error;
} ExportStream;

static cairo_status_t
write_export (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  ExportStream *stream = closure;

  if (stream->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!vt_atomic_file_write (stream->file, data, length, &stream->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

/* The exported picture is opaque (drawn on white), so it is written as RGB
 * without filters at zlib's quickest level: a third of the time Cairo's own
 * writer takes (RGBA, every filter tried, the default level) for a file no
 * bigger. */
static void
png_write_data (png_structp png,
                png_bytep   data,
                size_t      length)
{
  ExportStream *stream = png_get_io_ptr (png);

  if (write_export (stream, data, length) != CAIRO_STATUS_SUCCESS)
    png_error (png, "write");
}

static void
png_flush_data (png_structp png)
{
}

static void
png_report_error (png_structp      png,
                  png_const_charp  message)
{
  ExportStream *stream = png_get_error_ptr (png);

  if (stream->error == NULL)
    g_set_error (&stream->error, VT_FILE_ERROR, VT_FILE_ERROR_IO, "PNG: %s", message);
  png_longjmp (png, 1);
}

static void
png_report_warning (png_structp     png,
                    png_const_charp message)
{
}

static cairo_status_t
write_png (cairo_surface_t *surface,
           ExportStream    *stream)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  png_structp png;
  png_infop info;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, stream, png_report_error, png_report_warning);
  if (png == NULL)
    return CAIRO_STATUS_NO_MEMORY;
  info = png_create_info_struct (png);
  if (info == NULL || setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      return CAIRO_STATUS_WRITE_ERROR;
    }

  png_set_write_fn (png, stream, png_write_data, png_flush_data);
  png_set_IHDR (png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level (png, 1);
  png_write_info (png, info);
  /* Cairo's pixels are 32-bit words 0xAARRGGBB in the machine's order */
  if (G_BYTE_ORDER == G_LITTLE_ENDIAN)
    png_set_bgr (png);
  png_set_filler (png, 0, G_BYTE_ORDER == G_LITTLE_ENDIAN ? PNG_FILLER_AFTER : PNG_FILLER_BEFORE);
  for (int y = 0; y < height; y++)
    png_write_row (png, data + (gsize) y * stride);
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * vt_map_renderer_export:
 * @path: ends in .png, .svg or .pdf
 *
 * Renders the umpire's view of the whole map, fitted to @width × @height.
 * The image is written beside @path and renamed over it, so a failed export
 * leaves no half file.
 */
gboolean
vt_map_renderer_export (VtScenario  *scenario,
                        VtRuleset   *ruleset,
                        const char  *path,
                        int          width,
                        int          height,
                        GError     **error)
{
  g_autofree char *lower = NULL;
  g_autoptr(GError) open_error = NULL;
  ExportStream stream = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  VtViewport viewport;
  VtRenderOptions options = { .labels = TRUE };
  gboolean png, svg, pdf;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (width <= 0 || height <= 0 || width > 16384 || height > 16384)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE,
                   "%s: an image of %d × %d pixels cannot be made; give a size from 1 × 1 to 16384 × 16384",
                   path, width, height);
      return FALSE;
    }

  lower = g_ascii_strdown (path, -1);
  png = g_str_has_suffix (lower, ".png");
  svg = g_str_has_suffix (lower, ".svg");
  pdf = g_str_has_suffix (lower, ".pdf");
  if (!png && !svg && !pdf)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_BAD_VALUE,
                   "%s: unknown image type; the name must end in .png, .svg or .pdf", path);
      return FALSE;
    }

  stream.file = vt_atomic_file_begin (path, &open_error);
  if (stream.file == NULL)
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path, open_error->message);
      return FALSE;
    }

  if (png)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  else if (svg)
    surface = cairo_svg_surface_create_for_stream (write_export, &stream, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (write_export, &stream, width, height);

  cr = cairo_create (surface);
  vt_viewport_fit (&viewport, scenario, width, height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vt_map_renderer_draw (cr, scenario, ruleset, &viewport, &options);
  cairo_destroy (cr);

  if (png)
    status = write_png (surface, &stream);
  else
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || stream.error != NULL)
    {
      vt_atomic_file_abort (stream.file);
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path,
                   stream.error != NULL ? stream.error->message : cairo_status_to_string (status));
      g_clear_error (&stream.error);
      return FALSE;
    }

  if (!vt_atomic_file_commit (stream.file, &stream.error))
    {
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   "%s: the image could not be written: %s", path, stream.error->message);
      g_clear_error (&stream.error);
      return FALSE;
    }

  return TRUE;
}
