/* vt-pieces-layer.c: the upper layer of the map, laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vt-map-renderer"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-map.h"
#include "vt-map-renderer-private.h"
#include "vt-pieces-layer.h"
#include "vt-knowledge.h"
#include "vt-reach.h"
#include "vt-side.h"
#include "vt-sight-private.h"

static const VtColour highlight = { 0.96, 0.76, 0.07 };
/* a move's reach: light green, see-through so the ground shows */
static const VtColour reach_fill = { 0.45, 0.85, 0.35 };
static const VtColour reach_edge = { 0.15, 0.50, 0.12 };
#define REACH_ALPHA 0.35
/* the cells a selected figure may move to: the reach's green, stronger,
 * as a board's cells are solid paper */
#define DESTINATION_ALPHA 0.55
static const VtColour badge = { 0.13, 0.12, 0.11 };

/* in device pixels of the viewport */
typedef struct {
  double x0, y0, x1, y1;
} Box;

/* What the viewer knows of a piece, which decides how it is drawn. */
typedef enum {
  PIECE_KNOWN,       /* as it is */
  PIECE_TROOPS,      /* troops seen there, not made out: pale, dashed */
  PIECE_LAST_KNOWN,  /* not seen now: an outline where it was last seen */
  PIECE_UNSEEN,      /* the umpire's view "seen by" a side that does not see it: faded */
} PieceStyle;

/* The arm's symbol inside a piece, as military map symbols draw them. */
typedef enum {
  SYMBOL_NONE,           /* too small to read, or the arm not known */
  SYMBOL_INFANTRY,       /* a saltire, corner to corner */
  SYMBOL_LIGHT_INFANTRY, /* the saltire with a bugle's curve beneath the crossing */
  SYMBOL_CAVALRY,        /* one diagonal, rear left to front right */
  SYMBOL_ARTILLERY,      /* a filled disc */
  SYMBOL_TRAIN,          /* a wagon: a bar on two wheels */
  SYMBOL_OTHER,          /* a tower with battlements (War-Chess's Citadel) */
} ArmSymbol;

/* A piece shows its arm's symbol from this many device pixels across its
 * narrower side; smaller blocks (an 1824 map seen whole) stay plain. */
#define SYMBOL_MIN_PX 14.0

/* How a piece looks: two pieces that look alike draw the same pixels. */
typedef struct {
  PieceStyle style;
  VtPoint  centre;   /* map units */
  double   facing;   /* radians clockwise from north */
  double   w, d;     /* as drawn: never less than 10 × 5 pixels */
  VtColour colour;
  gboolean selected;
  gboolean off_table;
  guint    badge;    /* Züge left of the condition that ends soonest; G_MAXUINT: none */
  guint    mark;     /* the side's place in the scenario: its mark beside its colour */
  ArmSymbol symbol;
} Look;

typedef struct {
  char *unit_id;
  Look  look;
  Box   bounds;      /* all it may touch */
} Piece;

typedef struct {
  char                 *text;
  double                x, y;  /* the baseline's start, whole pixels */
  cairo_text_extents_t  extents;
  Box                   bounds;
} Name;

struct _VtPiecesLayer {
  VtViewport  viewport;
  VtReach    *reach;
  GArray     *destinations;  /* VtPoint: the highlighted cells' outlines, one after another */
  GArray     *destination_sizes; /* guint: the points of each */
  GArray     *pieces;
  GArray     *names;
};

static void
clear_piece (Piece *piece)
{
  g_free (piece->unit_id);
}

static void
clear_name (Name *name)
{
  g_free (name->text);
}

static void
to_device (const VtViewport *viewport,
           double           *x,
           double           *y)
{
  *x = (*x - viewport->origin.x) * viewport->scale;
  *y = (*y - viewport->origin.y) * viewport->scale;
}

static gboolean
boxes_meet (const Box *a,
            const Box *b)
{
  return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

/* names waiting to be placed */

/* Labels are placed after everything is laid out, the most important
 * first, each at the first of its places where it overlaps no placed label
 * and no piece; one with no such place is left out: at a low zoom the
 * umpire reads some names rather than none. */
#define MAX_LABEL_PLACES 11

typedef struct {
  VtPoint     at[MAX_LABEL_PLACES]; /* map units */
  guint       n_at;
  const char *text;  /* owned by the unit or feature, alive while laying out */
  gboolean    centred;
  /* bit k: place k is where the name starts, or where it ends, whether
   * centred or not */
  guint32     starting, ending;
} Label;

static void
queue_label (GArray     *labels,
             double      x,
             double      y,
             const char *text,
             gboolean    centred)
{
  Label label = { { { x, y } }, 1, text, centred, 0, 0 };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* A figure's name on a board: below it, else to its right, else to its
 * left, on the same line as the figure; the cells' numbers are covered, so a
 * name that would hide one goes to the next place or is left out. */
static void
queue_figure_label (GArray           *labels,
                    const VtViewport *viewport,
                    const VtPoint    *centre,
                    double            half,
                    const char       *text)
{
  double beside = half + vt_px (viewport, 5), baseline = centre->y + vt_px (viewport, 4);
  Label label = { { { centre->x, centre->y + half + vt_px (viewport, VT_LABEL_PX + 2) },
                    { centre->x + beside, baseline }, { centre->x - beside, baseline } },
                  3, text, TRUE, 1 << 1, 1 << 2 };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* A piece's name: below it, else above it, else a line further down or up:
 * pieces stacked or side by side each keep a name, where one alone would
 * take the place below and leave the others none. */
static void
queue_unit_label (GArray           *labels,
                  const VtViewport *viewport,
                  const VtPoint    *centre,
                  double            half,
                  const char       *text)
{
  double line = vt_px (viewport, VT_LABEL_PX + 3);
  double below = centre->y + half + vt_px (viewport, VT_LABEL_PX + 2);
  double above = centre->y - half - vt_px (viewport, 4);
  Label label = { { { centre->x, below }, { centre->x, above },
                    { centre->x, below + line }, { centre->x, above - line } },
                  4, text, TRUE };

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
                    { cx, min->y - vt_px (viewport, 4) }, { cx, max->y + vt_px (viewport, VT_LABEL_PX + 2) } },
                  MAX_LABEL_PLACES, text, TRUE, 0, 0 };

  if (labels != NULL && text != NULL && *text != '\0')
    g_array_append_val (labels, label);
}

/* A feature's name; a hill's with its height, as a spot height on a plan
 * ("Galgenberg ▲75"), and a hill without a name by its height alone. A
 * text made here is kept in @texts for the length of the layout. */
static void
queue_feature_label (VtFeature           *feature,
                     const VtTerrainKind *kind,
                     const VtViewport    *viewport,
                     GArray              *labels,
                     GPtrArray           *texts)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  const char *text = vt_feature_get_name (feature);
  double height = 0;
  VtPoint min, max;

  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && kind != NULL)
    height = _vt_sight_feature_height (feature, kind);
  if (n_points == 0 || (text == NULL && height <= 0))
    return;

  vt_feature_get_extents (feature, &min, &max);
  if (!_vt_box_visible (viewport, &min, &max, _vt_feature_slack (kind, viewport)))
    return;

  if (height > 0)
    {
      char *spot = text != NULL ? g_strdup_printf ("%s ▲%.0f", text, height) : g_strdup_printf ("▲%.0f", height);

      g_ptr_array_add (texts, spot);
      text = spot;
    }

  if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON)
    queue_area_label (labels, viewport, &min, &max, text);
  else
    queue_label (labels, points[0].x + vt_px (viewport, 8), points[0].y - vt_px (viewport, 6), text, FALSE);
}

/* The boxes placed so far, filed by the cells of a grid over the view that
 * they touch: a new name is tested only against the boxes near it, so
 * placing n names costs n, not n². A box beyond the view is filed in the
 * edge cells, so it still meets its neighbours. */
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
          if (boxes_meet (box, &g_array_index (cell, Box, i)))
            return TRUE;
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
 * name covers a piece (their boxes are @covered) or another name. */
static void
place_labels (VtPiecesLayer *layer,
              GArray       **queues,
              guint          n_queues,
              GArray        *covered)
{
  g_autoptr(Placed) placed = placed_new (&layer->viewport);
  cairo_scaled_font_t *font = _vt_label_font_new ();
  const double gap = 2;

  for (guint i = 0; i < covered->len; i++)
    placed_add (placed, &g_array_index (covered, Box, i));

  for (guint q = 0; q < n_queues; q++)
    for (guint i = 0; i < queues[q]->len; i++)
      {
        const Label *label = &g_array_index (queues[q], Label, i);
        cairo_text_extents_t extents;

        cairo_scaled_font_text_extents (font, label->text, &extents);
        for (guint k = 0; k < label->n_at; k++)
          {
            double x = label->at[k].x, y = label->at[k].y;
            Name name;
            Box box;

            to_device (&layer->viewport, &x, &y);
            if (label->ending & (1u << k))
              x -= extents.width + extents.x_bearing;
            else if (label->centred && !(label->starting & (1u << k)))
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

            name.text = g_strdup (label->text);
            name.x = x;
            name.y = y;
            name.extents = extents;
            /* the halo reaches three pixels out */
            name.bounds = (Box) { x + extents.x_bearing - 4, y + extents.y_bearing - 4,
                                  x + extents.x_bearing + extents.width + 5,
                                  y + extents.y_bearing + extents.height + 5 };
            g_array_append_val (layer->names, name);
            break;
          }
      }
  cairo_scaled_font_destroy (font);
}

/* pieces */

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

static guint
soonest_condition (VtUnit *unit)
{
  g_autoptr(GVariant) conditions = vt_unit_get_conditions (unit);
  GVariantIter iter;
  const char *id, *label;
  guint moves, soonest = G_MAXUINT;

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &moves))
    soonest = MIN (soonest, moves);
  return soonest;
}

/* How the viewer of @options knows @unit; for a piece last seen elsewhere,
 * its name with when (newly allocated in @name). */
static PieceStyle
style_of (VtUnit                *unit,
          VtRuleset             *ruleset,
          const VtRenderOptions *options,
          char                 **name)
{
  VtKnowledgeMark mark = { 0 };
  PieceStyle style = PIECE_KNOWN;

  *name = NULL;
  if (options != NULL && options->knowledge != NULL)
    {
      if (!vt_knowledge_get_mark (options->knowledge, vt_unit_get_id (unit), &mark))
        return PIECE_KNOWN;
      if (mark.last_known)
        {
          const char *move = ruleset != NULL ? vt_ruleset_get_move_name (ruleset, 1) : NULL;

          style = PIECE_LAST_KNOWN;
          /* TRANSLATORS: the label of an enemy unit where a side last saw it: "II/2 · seen Zug 3, 07:10" */
          *name = g_strdup_printf (_("%1$s · seen %2$s %3$u, %4$s"), vt_unit_get_display_name (unit),
                                   move != NULL ? move : g_dngettext (GETTEXT_PACKAGE, "move", "moves", 1), mark.move,
                                   mark.time_label != NULL ? mark.time_label : "");
        }
      else if (mark.sighting == VT_SIGHTING_TROOPS)
        style = PIECE_TROOPS;
      g_free (mark.time_label);
      return style;
    }
  if (options != NULL && options->seen_by != NULL)
    switch (vt_knowledge_get_sighting (options->seen_by, vt_unit_get_id (unit)))
      {
      case VT_SIGHTING_NONE:
        return PIECE_UNSEEN;
      case VT_SIGHTING_TROOPS:
        return PIECE_TROOPS;
      case VT_SIGHTING_EXACT:
      default:
        return PIECE_KNOWN;
      }
  return PIECE_KNOWN;
}

/* The symbol of @unit's arm, for a piece of @look as the viewer knows it. */
static ArmSymbol
arm_symbol_of (VtUnit           *unit,
               VtRuleset        *ruleset,
               const Look       *look,
               const VtViewport *viewport)
{
  const VtUnitType *type;

  /* a stand-in's or a last-known piece's arm is not drawn as known */
  if (ruleset == NULL || look->off_table || (look->style != PIECE_KNOWN && look->style != PIECE_UNSEEN) ||
      MIN (look->w, look->d) * viewport->scale < SYMBOL_MIN_PX)
    return SYMBOL_NONE;
  type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
  if (type == NULL || type->arm == NULL)
    return SYMBOL_NONE;
  /* the catalogue has no word for light troops; a type named light-… is
   * (War-Chess's Light Infantry) */
  if (g_str_equal (type->arm, "infantry"))
    return g_str_has_prefix (type->id, "light-") ? SYMBOL_LIGHT_INFANTRY : SYMBOL_INFANTRY;
  if (g_str_equal (type->arm, "cavalry"))
    return SYMBOL_CAVALRY;
  if (g_str_equal (type->arm, "artillery"))
    return SYMBOL_ARTILLERY;
  if (g_str_equal (type->arm, "train"))
    return SYMBOL_TRAIN;
  return SYMBOL_OTHER;
}

/* Lays out @unit's piece and queues its name; its box in @covered, which
 * names keep off. */
/* Sides differ by a mark as well as by colour, for an umpire or a player who
 * cannot tell the colours apart: the first side's pieces are plain, the
 * others' marked (draw_side_mark). */
static guint
side_mark (VtScenario *scenario,
           VtSide     *side)
{
  GListModel *sides = vt_scenario_get_sides (scenario);
  guint n = g_list_model_get_n_items (sides);

  for (guint i = 0; side != NULL && i < n; i++)
    {
      g_autoptr(VtSide) other = g_list_model_get_item (sides, i);

      if (other == side)
        return i;
    }
  return 0;
}

static void
lay_out_unit (VtPiecesLayer         *layer,
              VtUnit                *unit,
              VtScenario            *scenario,
              VtRuleset             *ruleset,
              const VtRenderOptions *options,
              GArray                *labels,
              GArray                *covered,
              GPtrArray             *texts)
{
  char *name = NULL;
  const VtViewport *viewport = &layer->viewport;
  VtSide *side = vt_scenario_find_side (scenario, vt_unit_get_side (unit));
  VtFootprint fp;
  Piece piece;
  VtPoint min, max;
  double w, d, cx, cy, reach;

  _vt_unit_footprint (unit, scenario, ruleset, &fp);
  w = MAX (fp.frontage, vt_px (viewport, VT_MIN_PIECE_PX * 2));
  d = MAX (fp.depth, vt_px (viewport, VT_MIN_PIECE_PX));

  min.x = fp.centre.x - MAX (w, d);
  min.y = fp.centre.y - MAX (w, d);
  max.x = fp.centre.x + MAX (w, d);
  max.y = fp.centre.y + MAX (w, d);
  if (!_vt_box_visible (viewport, &min, &max, vt_px (viewport, 120)))
    return;

  memset (&piece, 0, sizeof piece);
  piece.unit_id = g_strdup (vt_unit_get_id (unit));
  piece.look.centre = fp.centre;
  piece.look.facing = fp.facing;
  piece.look.w = w;
  piece.look.d = d;
  piece.look.colour = side != NULL ? *vt_side_get_colour (side) : vt_unknown_kind;
  piece.look.mark = side_mark (scenario, side);
  piece.look.selected = is_selected (unit, options);
  piece.look.style = style_of (unit, ruleset, options, &name);
  /* a stand-in has no strength to tell; a known piece of none is off the table */
  piece.look.off_table = piece.look.style != PIECE_TROOPS && piece.look.style != PIECE_LAST_KNOWN &&
                         vt_unit_get_strength (unit) == 0;
  piece.look.badge = piece.look.off_table || piece.look.style == PIECE_LAST_KNOWN ? G_MAXUINT
                                                                                   : soonest_condition (unit);
  piece.look.symbol = arm_symbol_of (unit, ruleset, &piece.look, viewport);

  /* the half diagonal, the highlight, the badge, the heavy front edge */
  cx = fp.centre.x;
  cy = fp.centre.y;
  to_device (viewport, &cx, &cy);
  reach = hypot (w, d) / 2 * viewport->scale + 8 + (piece.look.badge != G_MAXUINT ? 9 : 0);
  piece.bounds = (Box) { cx - reach, cy - reach, cx + reach, cy + reach };
  g_array_append_val (layer->pieces, piece);

  /* a piece off the table keeps no name and covers none */
  if (piece.look.off_table)
    return;

  if (covered != NULL)
    {
      /* the box around the piece as it is turned */
      double half_x = (fabs (w / 2 * cos (fp.facing)) + fabs (d / 2 * sin (fp.facing))) * viewport->scale;
      double half_y = (fabs (w / 2 * sin (fp.facing)) + fabs (d / 2 * cos (fp.facing))) * viewport->scale;
      Box box = { cx - half_x, cy - half_y, cx + half_x, cy + half_y };

      g_array_append_val (covered, box);
    }

  if (name != NULL)
    g_ptr_array_add (texts, name);
  if (vt_map_get_board (vt_scenario_get_map (scenario)) != NULL)
    queue_figure_label (labels, viewport, &fp.centre, MAX (w, d) / 2,
                        name != NULL ? name : vt_unit_get_display_name (unit));
  else
    queue_unit_label (labels, viewport, &fp.centre, MAX (w, d) / 2,
                      name != NULL ? name : vt_unit_get_display_name (unit));
}

/* The boxes of a board's numbers, as the ground sets them, which no name
 * may hide. */
static void
cover_cell_numbers (const VtBoard    *board,
                    const VtViewport *viewport,
                    GArray           *covered)
{
  cairo_scaled_font_t *font;
  char number[16];

  if (board == NULL)
    return;
  font = _vt_label_font_new ();
  for (guint i = 0; i < board->n_cells; i++)
    {
      const VtCell *cell = &board->cells[i];
      cairo_text_extents_t extents;
      double x, y;
      Box box;

      if (cell->n_outline == 0)
        continue;
      g_snprintf (number, sizeof number, "%u", cell->number);
      cairo_scaled_font_text_extents (font, number, &extents);
      _vt_board_number_at (viewport, cell, &extents, &x, &y);
      /* with the name's gap, clear of its halo, which reaches three pixels */
      box = (Box) { x + extents.x_bearing - 2, y + extents.y_bearing - 2,
                    x + extents.x_bearing + extents.width + 2, y + extents.y_bearing + extents.height + 2 };
      if (box.x1 < 0 || box.y1 < 0 || box.x0 > viewport->width || box.y0 > viewport->height)
        continue;
      g_array_append_val (covered, box);
    }
  cairo_scaled_font_destroy (font);
}

VtPiecesLayer *
vt_pieces_layer_new (VtScenario            *scenario,
                     VtRuleset             *ruleset,
                     const VtViewport      *viewport,
                     const VtRenderOptions *options)
{
  gboolean labels = options != NULL && options->labels;
  /* selected units, other units, terrain: the order names are placed in */
  g_autoptr(GArray) selected_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) unit_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) feature_labels = labels ? g_array_new (FALSE, FALSE, sizeof (Label)) : NULL;
  g_autoptr(GArray) covered = labels ? g_array_new (FALSE, FALSE, sizeof (Box)) : NULL;
  /* names made while laying out, alive until the names are placed */
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  VtPiecesLayer *layer;
  GListModel *units;
  guint n;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (viewport != NULL && viewport->scale > 0, NULL);

  layer = g_new0 (VtPiecesLayer, 1);
  layer->viewport = *viewport;
  layer->reach = options != NULL && options->reach != NULL ? g_object_ref (options->reach) : NULL;
  layer->destinations = g_array_new (FALSE, FALSE, sizeof (VtPoint));
  layer->destination_sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  if (options != NULL && options->highlighted_cells != NULL)
    {
      const VtBoard *board = vt_map_get_board (vt_scenario_get_map (scenario));

      for (guint i = 0; board != NULL && i < options->n_highlighted_cells; i++)
        {
          const VtCell *cell = vt_board_find_cell (board, options->highlighted_cells[i]);

          if (cell == NULL || cell->n_outline == 0)
            continue;
          g_array_append_vals (layer->destinations, cell->outline, cell->n_outline);
          g_array_append_val (layer->destination_sizes, cell->n_outline);
        }
    }
  layer->pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  g_array_set_clear_func (layer->pieces, (GDestroyNotify) clear_piece);
  layer->names = g_array_new (FALSE, FALSE, sizeof (Name));
  g_array_set_clear_func (layer->names, (GDestroyNotify) clear_name);

  if (covered != NULL && !options->no_cell_numbers)
    cover_cell_numbers (vt_map_get_board (vt_scenario_get_map (scenario)), viewport, covered);

  units = vt_scenario_get_units (scenario);
  n = g_list_model_get_n_items (units);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      lay_out_unit (layer, unit, scenario, ruleset, options,
                    is_selected (unit, options) ? selected_labels : unit_labels, covered, texts);
    }

  if (labels)
    {
      GListModel *features = vt_map_get_features (vt_scenario_get_map (scenario));

      g_autoptr(GArray) near = _vt_find_visible_features (vt_scenario_get_map (scenario), ruleset, viewport);

      /* areas, then lines, then points, as they are drawn */
      for (VtGeometry geometry = VT_GEOMETRY_POLYGON; geometry <= VT_GEOMETRY_POINT; geometry++)
        for (guint i = 0; i < near->len; i++)
          {
            g_autoptr(VtFeature) feature = g_list_model_get_item (features, g_array_index (near, guint, i));

            if (vt_feature_get_geometry (feature) == geometry)
              queue_feature_label (feature, _vt_kind_of (feature, ruleset), viewport, feature_labels, texts);
          }
      place_labels (layer, (GArray *[]) { selected_labels, unit_labels, feature_labels }, 3, covered);
    }

  return layer;
}

void
vt_pieces_layer_free (VtPiecesLayer *layer)
{
  if (layer == NULL)
    return;
  g_clear_object (&layer->reach);
  g_array_unref (layer->destinations);
  g_array_unref (layer->destination_sizes);
  g_array_unref (layer->pieces);
  g_array_unref (layer->names);
  g_free (layer);
}

guint
vt_pieces_layer_get_n_names (const VtPiecesLayer *layer)
{
  g_return_val_if_fail (layer != NULL, 0);

  return layer->names->len;
}

/* drawing */

static void
draw_destinations (cairo_t             *cr,
                   const VtPiecesLayer *layer)
{
  guint at = 0;

  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < layer->destination_sizes->len; i++)
    {
      guint n = g_array_index (layer->destination_sizes, guint, i);

      for (guint j = 0; j < n; j++)
        {
          const VtPoint *point = &g_array_index (layer->destinations, VtPoint, at + j);

          if (j == 0)
            cairo_move_to (cr, point->x, point->y);
          else
            cairo_line_to (cr, point->x, point->y);
        }
      cairo_close_path (cr);
      at += n;
    }
  vt_set_colour (cr, &reach_fill, DESTINATION_ALPHA);
  cairo_fill_preserve (cr);
  vt_set_colour (cr, &reach_edge, 0.9);
  cairo_set_line_width (cr, vt_px (&layer->viewport, 2));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
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
  vt_set_colour (cr, &reach_fill, REACH_ALPHA);
  cairo_fill_preserve (cr);
  vt_set_colour (cr, &reach_edge, 0.8);
  cairo_set_line_width (cr, vt_px (viewport, 1.5));
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

/* A dark disc with the Züge left of the condition that ends soonest, so the
 * umpire sees at a glance which pieces are still recovering. */
static void
draw_condition_badge (cairo_t          *cr,
                      guint             moves,
                      const VtViewport *viewport,
                      double            x,
                      double            y)
{
  char text[16];
  cairo_text_extents_t extents;
  double r = vt_px (viewport, 7);

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  vt_set_colour (cr, &badge, 1.0);
  cairo_fill_preserve (cr);
  vt_set_colour (cr, &vt_paper, 1.0);
  cairo_set_line_width (cr, vt_px (viewport, 1));
  cairo_stroke (cr);

  g_snprintf (text, sizeof text, "%u", moves);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, vt_px (viewport, 9));
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  vt_set_colour (cr, &vt_paper, 1.0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

/* The second side's pieces have their rear left corner cut off in paper, the
 * third's both rear corners, the others a rear band: corners and the rear,
 * away from the front edge that shows the facing and from the middle, which
 * keeps the side's colour. */
static void
draw_side_mark (cairo_t          *cr,
                guint             mark,
                double            w,
                double            d,
                double            alpha,
                const VtViewport *viewport)
{
  double s = MIN (MIN (d * 0.7, w * 0.35), vt_px (viewport, 12));

  vt_set_colour (cr, &vt_paper, alpha);
  if (mark <= 2)
    {
      cairo_move_to (cr, -w / 2, d / 2);
      cairo_line_to (cr, -w / 2 + s, d / 2);
      cairo_line_to (cr, -w / 2, d / 2 - s);
      cairo_close_path (cr);
    }
  if (mark == 2)
    {
      cairo_move_to (cr, w / 2, d / 2);
      cairo_line_to (cr, w / 2 - s, d / 2);
      cairo_line_to (cr, w / 2, d / 2 - s);
      cairo_close_path (cr);
    }
  if (mark > 2)
    cairo_rectangle (cr, -w / 2, d / 2 - MIN (d / 4, vt_px (viewport, 2)), w, MIN (d / 4, vt_px (viewport, 2)));
  cairo_fill (cr);
}

/* WCAG 2.1's relative luminance */
static double
luminance (const VtColour *colour)
{
  const double c[3] = { colour->red, colour->green, colour->blue };
  double l[3];

  for (guint i = 0; i < 3; i++)
    l[i] = c[i] <= 0.04045 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

/* ink on a light fill, paper on a dark one: whichever contrasts more */
static const VtColour *
symbol_ink_for (const VtColour *fill)
{
  double on = luminance (fill);
  double with_ink = (on + 0.05) / (luminance (&vt_ink) + 0.05);
  double with_paper = (luminance (&vt_paper) + 0.05) / (on + 0.05);

  return with_ink >= with_paper ? &vt_ink : &vt_paper;
}

/* The arm's symbol, in the piece's own frame (its front up), strong enough to
 * read across a room: lines a tenth of the frame thick. A long block keeps
 * the symbol in a frame half again as wide as deep at its middle, so a
 * saltire still reads as one. */
static void
draw_arm_symbol (cairo_t          *cr,
                 ArmSymbol         symbol,
                 const VtColour   *fill,
                 double            w,
                 double            d,
                 double            alpha,
                 const VtViewport *viewport)
{
  double fw = MIN (w, 1.5 * d), fh = MIN (d, 1.5 * w), s = MIN (fw, fh);
  double x0 = -fw / 2, x1 = fw / 2, y0 = -fh / 2, y1 = fh / 2;

  cairo_save (cr);
  vt_set_colour (cr, symbol_ink_for (fill), alpha);
  cairo_set_line_width (cr, MAX (vt_px (viewport, 1.5), s * 0.1));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
  cairo_clip (cr);
  switch (symbol)
    {
    case SYMBOL_INFANTRY:
    case SYMBOL_LIGHT_INFANTRY:
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_move_to (cr, x1, y0);
      cairo_line_to (cr, x0, y1);
      cairo_stroke (cr);
      /* Light Infantry is infantry, so it keeps the saltire; a half saltire
       * would read as the cavalry's diagonal. Its mark is the bugle horn that
       * light troops wore as their badge (jäger, rifles, chasseurs): its curve
       * in the lower angle of the saltire, clear of the arms. */
      if (symbol == SYMBOL_LIGHT_INFANTRY)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, 0, fh * 0.26, s * 0.13, 0, G_PI);
          cairo_stroke (cr);
        }
      break;
    case SYMBOL_CAVALRY:
      cairo_move_to (cr, x0, y1);
      cairo_line_to (cr, x1, y0);
      cairo_stroke (cr);
      break;
    case SYMBOL_ARTILLERY:
      cairo_arc (cr, 0, 0, s * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case SYMBOL_TRAIN:
      /* the wagon's bed across the middle, on two wheels */
      cairo_move_to (cr, x0 + fw * 0.12, 0);
      cairo_line_to (cr, x1 - fw * 0.12, 0);
      cairo_stroke (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -fw * 0.22, fh * 0.22, s * 0.12, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, fw * 0.22, fh * 0.22, s * 0.12, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case SYMBOL_OTHER:
      /* a tower with three merlons */
      cairo_rectangle (cr, -s * 0.26, -s * 0.1, s * 0.52, s * 0.4);
      for (int i = -1; i <= 1; i++)
        cairo_rectangle (cr, i * s * 0.2 - s * 0.06, -s * 0.28, s * 0.12, s * 0.19);
      cairo_fill (cr);
      break;
    case SYMBOL_NONE:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_piece (cairo_t          *cr,
            const Look       *look,
            const VtViewport *viewport)
{
  double w = look->w, d = look->d, alpha;

  cairo_save (cr);
  cairo_translate (cr, look->centre.x, look->centre.y);
  cairo_rotate (cr, look->facing);

  if (look->selected)
    {
      cairo_rectangle (cr, -w / 2 - vt_px (viewport, 4), -d / 2 - vt_px (viewport, 4),
                       w + vt_px (viewport, 8), d + vt_px (viewport, 8));
      vt_set_colour (cr, &highlight, 0.9);
      cairo_fill (cr);
    }

  /* A piece of no strength is off the table (destroyed, or a strip not yet
   * thrown out): the umpire sees where it was, as a dashed outline. */
  if (look->off_table)
    {
      cairo_rectangle (cr, -w / 2, -d / 2, w, d);
      vt_set_colour (cr, &look->colour, 0.8);
      cairo_set_line_width (cr, vt_px (viewport, 1.5));
      cairo_set_dash (cr, (double[]) { vt_px (viewport, 3), vt_px (viewport, 3) }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  /* where the side last saw it: its outline, dashed, nearly empty */
  if (look->style == PIECE_LAST_KNOWN)
    {
      cairo_rectangle (cr, -w / 2, -d / 2, w, d);
      vt_set_colour (cr, &look->colour, 0.15);
      cairo_fill_preserve (cr);
      vt_set_colour (cr, &look->colour, 0.9);
      cairo_set_line_width (cr, vt_px (viewport, 2));
      cairo_set_dash (cr, (double[]) { vt_px (viewport, 4), vt_px (viewport, 2) }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  /* troops seen, not made out: the side's colour, pale, edged with dashes;
   * no front edge, for which way they face is not known */
  if (look->style == PIECE_TROOPS)
    {
      cairo_rectangle (cr, -w / 2, -d / 2, w, d);
      vt_set_colour (cr, &look->colour, 0.45);
      cairo_fill_preserve (cr);
      vt_set_colour (cr, &vt_ink, 0.8);
      cairo_set_line_width (cr, vt_px (viewport, 1));
      cairo_set_dash (cr, (double[]) { vt_px (viewport, 3), vt_px (viewport, 2) }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  /* faded: what the side the umpire looks through does not see */
  alpha = look->style == PIECE_UNSEEN ? 0.3 : 1.0;
  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
  vt_set_colour (cr, &look->colour, alpha);
  cairo_fill (cr);
  if (look->symbol != SYMBOL_NONE)
    draw_arm_symbol (cr, look->symbol, &look->colour, w, d, alpha, viewport);
  /* the side's mark over the symbol, so its corner stays whole */
  if (look->mark > 0)
    draw_side_mark (cr, look->mark, w, d, alpha, viewport);
  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
  vt_set_colour (cr, &vt_ink, alpha);
  cairo_set_line_width (cr, vt_px (viewport, 1));
  cairo_stroke (cr);

  /* the front edge, heavier, shows the facing */
  cairo_move_to (cr, -w / 2, -d / 2);
  cairo_line_to (cr, w / 2, -d / 2);
  cairo_set_line_width (cr, vt_px (viewport, 3));
  cairo_stroke (cr);

  cairo_restore (cr);

  /* at the front right corner, upright whichever way the piece faces */
  if (look->badge != G_MAXUINT)
    draw_condition_badge (cr, look->badge, viewport,
                          look->centre.x + w / 2 * cos (look->facing) + d / 2 * sin (look->facing),
                          look->centre.y + w / 2 * sin (look->facing) - d / 2 * cos (look->facing));
}

void
vt_pieces_layer_draw (VtPiecesLayer *layer,
                      cairo_t       *cr)
{
  VtLabelSetter setter;
  Box clip;

  g_return_if_fail (layer != NULL);
  g_return_if_fail (cr != NULL);

  cairo_clip_extents (cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1);

  cairo_save (cr);
  _vt_enter_map (cr, &layer->viewport);
  if (layer->reach != NULL)
    draw_reach (cr, layer->reach, &layer->viewport);
  if (layer->destination_sizes->len > 0)
    draw_destinations (cr, layer);
  for (guint i = 0; i < layer->pieces->len; i++)
    {
      const Piece *piece = &g_array_index (layer->pieces, Piece, i);

      if (boxes_meet (&piece->bounds, &clip))
        draw_piece (cr, &piece->look, &layer->viewport);
    }
  cairo_restore (cr);

  if (layer->names->len == 0)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, layer->viewport.width, layer->viewport.height);
  cairo_clip (cr);
  _vt_label_setter_init (&setter, cr);
  for (guint i = 0; i < layer->names->len; i++)
    {
      const Name *name = &g_array_index (layer->names, Name, i);

      if (boxes_meet (&name->bounds, &clip))
        _vt_label_setter_set (&setter, cr, name->x, name->y, name->text, &name->extents);
    }
  _vt_label_setter_finish (&setter, cr);
  cairo_restore (cr);
}

void
vt_pieces_layer_redraw (VtPiecesLayer        *layer,
                        cairo_t              *cr,
                        const cairo_region_t *region)
{
  int n;

  g_return_if_fail (layer != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (region != NULL);

  n = cairo_region_num_rectangles (region);
  if (n == 0)
    return;
  cairo_save (cr);
  for (int i = 0; i < n; i++)
    {
      cairo_rectangle_int_t rectangle;

      cairo_region_get_rectangle (region, i, &rectangle);
      cairo_rectangle (cr, rectangle.x, rectangle.y, rectangle.width, rectangle.height);
    }
  cairo_clip (cr);
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  vt_pieces_layer_draw (layer, cr);
  cairo_restore (cr);
}

static void
add_box (cairo_region_t *region,
         const Box      *box)
{
  cairo_rectangle_int_t rectangle;

  rectangle.x = (int) floor (box->x0);
  rectangle.y = (int) floor (box->y0);
  rectangle.width = (int) ceil (box->x1) - rectangle.x;
  rectangle.height = (int) ceil (box->y1) - rectangle.y;
  cairo_region_union_rectangle (region, &rectangle);
}

static char *
name_key (const Name *name)
{
  return g_strdup_printf ("%.0f,%.0f,%s", name->x, name->y, name->text);
}

cairo_region_t *
vt_pieces_layer_diff (const VtPiecesLayer *a,
                      const VtPiecesLayer *b)
{
  cairo_region_t *region;
  g_autoptr(GHashTable) looks = NULL;
  g_autoptr(GHashTable) names = NULL;

  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  if (memcmp (&a->viewport, &b->viewport, sizeof a->viewport) != 0 || a->reach != b->reach ||
      a->destinations->len != b->destinations->len ||
      (a->destinations->len > 0 &&
       memcmp (a->destinations->data, b->destinations->data,
               a->destinations->len * sizeof (VtPoint)) != 0))
    return cairo_region_create_rectangle (&(cairo_rectangle_int_t) {
      0, 0, (int) ceil (MAX (a->viewport.width, b->viewport.width)),
      (int) ceil (MAX (a->viewport.height, b->viewport.height)) });

  region = cairo_region_create ();

  /* a piece that moved, turned, changed or came or went: where it was and is */
  looks = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < a->pieces->len; i++)
    {
      Piece *piece = &g_array_index (a->pieces, Piece, i);

      g_hash_table_insert (looks, piece->unit_id, piece);
    }
  for (guint i = 0; i < b->pieces->len; i++)
    {
      const Piece *piece = &g_array_index (b->pieces, Piece, i);
      const Piece *was = g_hash_table_lookup (looks, piece->unit_id);

      if (was == NULL || memcmp (&was->look, &piece->look, sizeof piece->look) != 0)
        {
          add_box (region, &piece->bounds);
          if (was != NULL)
            add_box (region, &was->bounds);
        }
      if (was != NULL)
        g_hash_table_remove (looks, piece->unit_id);
    }
  {
    GHashTableIter iter;
    gpointer value;

    g_hash_table_iter_init (&iter, looks);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      add_box (region, &((const Piece *) value)->bounds);
  }

  /* a name placed elsewhere, or no more, or newly */
  names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < a->names->len; i++)
    {
      Name *name = &g_array_index (a->names, Name, i);

      g_hash_table_insert (names, name_key (name), name);
    }
  for (guint i = 0; i < b->names->len; i++)
    {
      const Name *name = &g_array_index (b->names, Name, i);
      g_autofree char *key = name_key (name);

      if (!g_hash_table_remove (names, key))
        add_box (region, &name->bounds);
    }
  {
    GHashTableIter iter;
    gpointer value;

    g_hash_table_iter_init (&iter, names);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      add_box (region, &((const Name *) value)->bounds);
  }

  return region;
}
