/* vt-reach.c: where a unit can get to in a move, over the ground
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-reach"

#include "config.h"

#include <math.h>

#include "vt-feature.h"
#include "vt-game.h"
#include "vt-map.h"
#include "vt-reach.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-unit.h"

/* Cells across the square the allowance spans: fine enough that a road of
 * a dozen paces shows, coarse enough to walk in a blink. */
#define GRID_CELLS 120
/* A polyline covers at least this many grid cells either side of its line,
 * so a thin wall cannot be stepped over between two cells. */
#define MIN_HALF_WIDTH_CELLS 0.75
/* Rounding of the walk must not refuse a point right at the allowance. */
#define SLACK 1e-9

struct _VtReach
{
  GObject        parent_instance;

  double         moves;      /* how much of a move, or how many, are walked */
  double         allowance;

  /* measured terrain: a grid of n × n cells centred on the start */
  VtPoint        start;
  VtPoint        origin;     /* the centre of cell (0, 0) */
  double         cell_size;
  int            n;          /* 0 when the unit cannot move at all */
  double         width;      /* of the map */
  double         height;
  float         *rate;       /* per cell, in the unit of length per move; 0: impassable */
  double        *cost;       /* per cell, moves from the start; G_MAXDOUBLE: not reached */

  /* a board of cells */
  const VtBoard *board;
  double        *cell_cost;  /* per board cell, in the board's order */
};

G_DEFINE_FINAL_TYPE (VtReach, vt_reach, G_TYPE_OBJECT)

static void
vt_reach_finalize (GObject *object)
{
  VtReach *self = (VtReach *) object;

  g_clear_pointer (&self->rate, g_free);
  g_clear_pointer (&self->cost, g_free);
  g_clear_pointer (&self->cell_cost, g_free);

  G_OBJECT_CLASS (vt_reach_parent_class)->finalize (object);
}

static void
vt_reach_class_init (VtReachClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_reach_finalize;
}

static void
vt_reach_init (VtReach *self)
{
}

/* ---- a cheapest-first walk -------------------------------------------- */

typedef struct {
  double cost;
  guint  index;
} HeapItem;

static void
heap_push (GArray *heap,
           double  cost,
           guint   index)
{
  HeapItem item = { cost, index };
  guint i;

  g_array_append_val (heap, item);
  i = heap->len - 1;
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      HeapItem *items = (HeapItem *) heap->data;

      if (items[parent].cost <= items[i].cost)
        break;
      item = items[parent];
      items[parent] = items[i];
      items[i] = item;
      i = parent;
    }
}

static HeapItem
heap_pop (GArray *heap)
{
  HeapItem *items = (HeapItem *) heap->data;
  HeapItem top = items[0];
  guint i = 0;

  items[0] = items[heap->len - 1];
  g_array_set_size (heap, heap->len - 1);
  items = (HeapItem *) heap->data;

  for (;;)
    {
      guint left = 2 * i + 1, right = left + 1, least = i;
      HeapItem swap;

      if (left < heap->len && items[left].cost < items[least].cost)
        least = left;
      if (right < heap->len && items[right].cost < items[least].cost)
        least = right;
      if (least == i)
        break;
      swap = items[least];
      items[least] = items[i];
      items[i] = swap;
      i = least;
    }

  return top;
}

/* ---- the ground ------------------------------------------------------- */

typedef struct {
  VtFeature *feature;
  VtPoint    min;         /* extents, grown by the half width */
  VtPoint    max;
  double     half_width;  /* polylines only */
} Piece;

static gboolean
piece_covers (const Piece   *piece,
              const VtPoint *p)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (piece->feature, &n_points);

  if (p->x < piece->min.x || p->x > piece->max.x || p->y < piece->min.y || p->y > piece->max.y)
    return FALSE;

  if (vt_feature_get_geometry (piece->feature) == VT_GEOMETRY_POLYGON)
    return vt_polygon_contains (points, n_points, p);

  return vt_polyline_distance (points, n_points, p) <= piece->half_width;
}

/* Polygons and polylines make ground; points (a church tower) do not. */
static GArray *
collect_pieces (VtGame    *game,
                VtRuleset *ruleset,
                double     min_half_width)
{
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));
  GListModel *features = vt_map_get_features (map);
  guint n = g_list_model_get_n_items (features);
  GArray *pieces = g_array_sized_new (FALSE, FALSE, sizeof (Piece), n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      VtGeometry geometry = vt_feature_get_geometry (feature);
      Piece piece = { feature, };

      if (geometry == VT_GEOMETRY_POINT)
        continue;

      if (geometry == VT_GEOMETRY_POLYLINE)
        {
          const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature));

          piece.half_width = MAX (kind != NULL ? kind->width / 2 : 0.0, min_half_width);
        }

      vt_feature_get_extents (feature, &piece.min, &piece.max);
      piece.min.x -= piece.half_width;
      piece.min.y -= piece.half_width;
      piece.max.x += piece.half_width;
      piece.max.y += piece.half_width;
      /* the model keeps the feature alive as long as the game */
      g_array_append_val (pieces, piece);
    }

  return pieces;
}

/* The best rate anywhere on the map: on open ground or on any one feature.
 * It sizes the grid before the grid exists. */
static double
best_rate (VtGame     *game,
           VtRuleset  *ruleset,
           VtUnit     *unit,
           const char *activity,
           GArray     *pieces)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  VtGround open = { NULL, 0, 0 };
  double best = vt_ruleset_get_march_rate (ruleset, game, unit, activity, &open);

  for (guint i = 0; i < pieces->len; i++)
    {
      Piece *piece = &g_array_index (pieces, Piece, i);
      g_auto(GStrv) attributes = vt_feature_list_attributes (piece->feature);
      g_autoptr(GString) signature = g_string_new (vt_feature_get_kind (piece->feature));
      VtGround ground = { &piece->feature, 1, 0 };

      /* the same kind with the same attributes marches the same */
      for (guint a = 0; attributes != NULL && attributes[a] != NULL; a++)
        g_string_append_printf (signature, "\x1f%s=%s", attributes[a],
                                vt_feature_get_attribute (piece->feature, attributes[a]));
      if (g_hash_table_contains (seen, signature->str))
        continue;
      g_hash_table_add (seen, g_string_free (g_steal_pointer (&signature), FALSE));

      best = MAX (best, vt_ruleset_get_march_rate (ruleset, game, unit, activity, &ground));
    }

  return best;
}

static inline guint
cell_index (VtReach *self,
            int      i,
            int      j)
{
  return (guint) j * (guint) self->n + (guint) i;
}

static void
cell_centre (VtReach *self,
             int      i,
             int      j,
             VtPoint *centre)
{
  centre->x = self->origin.x + i * self->cell_size;
  centre->y = self->origin.y + j * self->cell_size;
}

/* most cells have no feature over them, and so no list */
static void
free_feature_list (gpointer list)
{
  if (list != NULL)
    g_array_unref (list);
}

/* Asks the ruleset for the rate of every grid cell, once per distinct
 * set of features under it. */
static void
rate_cells (VtReach    *self,
            VtGame     *game,
            VtRuleset  *ruleset,
            VtUnit     *unit,
            const char *activity,
            GArray     *pieces)
{
  guint n_cells = (guint) (self->n * self->n);
  g_autoptr(GPtrArray) under = g_ptr_array_new_full (n_cells, free_feature_list);
  g_autoptr(GHashTable) rates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) ground_features = g_ptr_array_new ();
  double grid_min_x = self->origin.x - self->cell_size / 2;
  double grid_min_y = self->origin.y - self->cell_size / 2;
  double grid_max_x = grid_min_x + self->n * self->cell_size;
  double grid_max_y = grid_min_y + self->n * self->cell_size;

  g_ptr_array_set_size (under, n_cells);

  for (guint p = 0; p < pieces->len; p++)
    {
      Piece *piece = &g_array_index (pieces, Piece, p);
      int i0, i1, j0, j1;

      /* only the cells within the piece's extents are looked at */
      if (piece->max.x < grid_min_x || piece->min.x > grid_max_x ||
          piece->max.y < grid_min_y || piece->min.y > grid_max_y)
        continue;

      i0 = MAX (0, (int) floor ((piece->min.x - self->origin.x) / self->cell_size));
      i1 = MIN (self->n - 1, (int) ceil ((piece->max.x - self->origin.x) / self->cell_size));
      j0 = MAX (0, (int) floor ((piece->min.y - self->origin.y) / self->cell_size));
      j1 = MIN (self->n - 1, (int) ceil ((piece->max.y - self->origin.y) / self->cell_size));

      for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
          {
            VtPoint centre;
            guint index = cell_index (self, i, j);
            GArray *list;

            cell_centre (self, i, j, &centre);
            if (!piece_covers (piece, &centre))
              continue;

            list = g_ptr_array_index (under, index);
            if (list == NULL)
              {
                list = g_array_new (FALSE, FALSE, sizeof (guint));
                g_ptr_array_index (under, index) = list;
              }
            /* pieces are walked in file order, so each list is too */
            g_array_append_val (list, p);
          }
    }

  for (int j = 0; j < self->n; j++)
    for (int i = 0; i < self->n; i++)
      {
        guint index = cell_index (self, i, j);
        GArray *list = g_ptr_array_index (under, index);
        g_autoptr(GString) key = g_string_new (NULL);
        double *rate;
        VtPoint centre;

        cell_centre (self, i, j, &centre);
        if (centre.x < 0 || centre.y < 0 || centre.x > self->width || centre.y > self->height)
          {
            self->rate[index] = 0;
            continue;
          }

        for (guint k = 0; list != NULL && k < list->len; k++)
          g_string_append_printf (key, "%u,", g_array_index (list, guint, k));

        rate = g_hash_table_lookup (rates, key->str);
        if (rate == NULL)
          {
            VtGround ground = { NULL, 0, 0 };

            g_ptr_array_set_size (ground_features, 0);
            for (guint k = 0; list != NULL && k < list->len; k++)
              g_ptr_array_add (ground_features,
                               g_array_index (pieces, Piece, g_array_index (list, guint, k)).feature);
            ground.features = (VtFeature * const *) ground_features->pdata;
            ground.n_features = ground_features->len;

            rate = g_new (double, 1);
            *rate = vt_ruleset_get_march_rate (ruleset, game, unit, activity, &ground);
            self->allowance = MAX (self->allowance, *rate);
            g_hash_table_insert (rates, g_string_free (g_steal_pointer (&key), FALSE), rate);
          }

        self->rate[index] = (float) *rate;
      }
}

/* The sixteen steps: the eight neighbours and the knight's moves, which
 * keep paths at odd angles within a few percent of the straight line. */
static const int steps[16][2] = {
  { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 },
  { 2, 1 }, { 2, -1 }, { -2, 1 }, { -2, -1 },
  { 1, 2 }, { -1, 2 }, { 1, -2 }, { -1, -2 },
};

static double
rate_at (VtReach *self,
         int      i,
         int      j)
{
  if (i < 0 || j < 0 || i >= self->n || j >= self->n)
    return 0.0;
  return self->rate[cell_index (self, i, j)];
}

/* Moves to step from cell (i, j) by (di, dj); G_MAXDOUBLE if it cannot. */
static double
step_cost (VtReach *self,
           int      i,
           int      j,
           int      di,
           int      dj)
{
  double from = rate_at (self, i, j);
  double to = rate_at (self, i + di, j + dj);
  double length = hypot (di, dj) * self->cell_size;

  if (from <= 0 || to <= 0)
    return G_MAXDOUBLE;

  if (ABS (di) == 1 && ABS (dj) == 1)
    {
      /* no cutting a corner of ground it cannot enter */
      if (rate_at (self, i + di, j) <= 0 || rate_at (self, i, j + dj) <= 0)
        return G_MAXDOUBLE;
    }
  else if (ABS (di) + ABS (dj) == 3)
    {
      /* a knight's move crosses the two cells between */
      int si = ABS (di) == 2 ? di / 2 : 0;
      int sj = ABS (dj) == 2 ? dj / 2 : 0;
      double a = ABS (di) == 2 ? rate_at (self, i + si, j) : rate_at (self, i, j + sj);
      double b = ABS (di) == 2 ? rate_at (self, i + si, j + dj) : rate_at (self, i + di, j + sj);

      if (a <= 0 || b <= 0)
        return G_MAXDOUBLE;
      return length * (1 / from + 1 / a + 1 / b + 1 / to) / 4;
    }

  return length * (1 / from + 1 / to) / 2;
}

static void
walk_grid (VtReach *self,
           double   start_rate)
{
  g_autoptr(GArray) heap = g_array_new (FALSE, FALSE, sizeof (HeapItem));
  guint n_cells = (guint) (self->n * self->n);
  int centre = self->n / 2;
  guint start = cell_index (self, centre, centre);

  for (guint k = 0; k < n_cells; k++)
    self->cost[k] = G_MAXDOUBLE;

  /* A unit standing on ground it could not enter may still leave it. */
  if (self->rate[start] <= 0)
    self->rate[start] = (float) start_rate;
  if (self->rate[start] <= 0)
    return;

  self->cost[start] = 0;
  heap_push (heap, 0, start);

  while (heap->len > 0)
    {
      HeapItem item = heap_pop (heap);
      int i = (int) (item.index % (guint) self->n);
      int j = (int) (item.index / (guint) self->n);

      if (item.cost > self->cost[item.index])
        continue;

      for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
        {
          int ni = i + steps[s][0], nj = j + steps[s][1];
          double cost;
          guint next;

          if (ni < 0 || nj < 0 || ni >= self->n || nj >= self->n)
            continue;

          cost = step_cost (self, i, j, steps[s][0], steps[s][1]);
          if (cost == G_MAXDOUBLE)
            continue;

          next = cell_index (self, ni, nj);
          if (item.cost + cost < self->cost[next])
            {
              self->cost[next] = item.cost + cost;
              heap_push (heap, self->cost[next], next);
            }
        }
    }
}

static void
build_on_terrain (VtReach    *self,
                  VtGame     *game,
                  VtRuleset  *ruleset,
                  VtUnit     *unit,
                  const char *activity)
{
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));
  g_autoptr(GArray) estimate_pieces = NULL;
  g_autoptr(GArray) pieces = NULL;
  VtGround open = { NULL, 0, 0 };
  double best, radius, open_rate;
  guint n_cells;

  vt_unit_get_position (unit, &self->start);
  self->width = vt_map_get_width (map);
  self->height = vt_map_get_height (map);

  open_rate = vt_ruleset_get_march_rate (ruleset, game, unit, activity, &open);
  self->allowance = open_rate;

  estimate_pieces = collect_pieces (game, ruleset, 0.0);
  best = best_rate (game, ruleset, unit, activity, estimate_pieces);
  /* no rate, or nothing left of the move: only where it stands */
  if (best <= 0 || self->moves <= 0)
    return;

  radius = best * self->moves;
  self->n = GRID_CELLS + 1;
  self->cell_size = 2 * radius / GRID_CELLS;
  self->origin.x = self->start.x - (self->n / 2) * self->cell_size;
  self->origin.y = self->start.y - (self->n / 2) * self->cell_size;

  n_cells = (guint) (self->n * self->n);
  self->rate = g_new0 (float, n_cells);
  self->cost = g_new (double, n_cells);

  pieces = collect_pieces (game, ruleset, MIN_HALF_WIDTH_CELLS * self->cell_size);
  rate_cells (self, game, ruleset, unit, activity, pieces);
  walk_grid (self, open_rate > 0 ? open_rate : best);
}

static void
build_on_board (VtReach    *self,
                VtGame     *game,
                VtRuleset  *ruleset,
                VtUnit     *unit,
                const char *activity)
{
  const VtBoard *board = self->board;
  g_autoptr(GArray) heap = g_array_new (FALSE, FALSE, sizeof (HeapItem));
  g_autofree double *rates = g_new0 (double, board->n_cells);
  const VtCell *start;

  self->cell_cost = g_new (double, board->n_cells);
  for (guint k = 0; k < board->n_cells; k++)
    {
      VtGround ground = { NULL, 0, board->cells[k].number };

      self->cell_cost[k] = G_MAXDOUBLE;
      rates[k] = vt_ruleset_get_march_rate (ruleset, game, unit, activity, &ground);
      self->allowance = MAX (self->allowance, rates[k]);
    }

  start = vt_board_find_cell (board, vt_unit_get_cell (unit));
  if (start == NULL)
    return;

  self->cell_cost[start - board->cells] = 0;
  heap_push (heap, 0, (guint) (start - board->cells));

  while (heap->len > 0)
    {
      HeapItem item = heap_pop (heap);
      const VtCell *cell = &board->cells[item.index];

      if (item.cost > self->cell_cost[item.index])
        continue;

      for (guint k = 0; k < cell->n_neighbours; k++)
        {
          const VtCell *next = vt_board_find_cell (board, cell->neighbours[k]);
          guint index;
          double cost;

          if (next == NULL)
            continue;
          index = (guint) (next - board->cells);
          /* the rate is cells per move: entering one costs its share */
          if (rates[index] <= 0)
            continue;
          cost = item.cost + 1 / rates[index];
          if (cost < self->cell_cost[index])
            {
              self->cell_cost[index] = cost;
              heap_push (heap, cost, index);
            }
        }
    }
}

/**
 * vt_reach_new:
 * @game: the game, whose state and ruleset tell the ground
 * @unit: a unit of the game's state
 * @activity: (nullable): what the unit does while it moves; %NULL for
 *   the first of its activities
 * @moves: how many moves, at least 1
 *
 * Walks the ground once; the queries that follow are cheap. Without a
 * ruleset, or where the ruleset gives the unit no rate, only its own
 * position is in reach.
 *
 * Returns: (transfer full): the reach
 */
VtReach *
vt_reach_new (VtGame     *game,
              VtUnit     *unit,
              const char *activity,
              guint       moves)
{
  g_return_val_if_fail (moves > 0, NULL);

  return vt_reach_new_within (game, unit, activity, moves);
}

/**
 * vt_reach_new_within:
 * @game: the game, whose state and ruleset tell the ground
 * @unit: a unit of the game's state
 * @activity: (nullable): what the unit does while it moves; %NULL for
 *   the first of its activities
 * @moves: how much of a move the unit has, as vt_game_get_move_left()
 *   tells it; 0 leaves only its own position in reach
 *
 * As vt_reach_new(), for what is left of a move: costs are still counted
 * in whole moves, and vt_reach_contains() and vt_reach_trace() stop at
 * @moves.
 *
 * Returns: (transfer full): the reach
 */
VtReach *
vt_reach_new_within (VtGame     *game,
                     VtUnit     *unit,
                     const char *activity,
                     double      moves)
{
  VtReach *self;
  VtRuleset *ruleset;
  VtMap *map;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_UNIT (unit), NULL);
  g_return_val_if_fail (isfinite (moves) && moves >= 0, NULL);

  self = g_object_new (VT_TYPE_REACH, NULL);
  self->moves = moves;
  vt_unit_get_position (unit, &self->start);

  ruleset = vt_game_get_ruleset (game);
  map = vt_scenario_get_map (vt_game_get_state (game));
  self->board = vt_map_get_board (map);

  if (ruleset == NULL)
    return self;

  if (activity == NULL)
    {
      guint n_activities;
      const VtActivity *activities = vt_ruleset_get_activities (ruleset, unit, &n_activities);

      if (activities != NULL)
        activity = activities[0].id;
    }

  if (self->board != NULL)
    build_on_board (self, game, ruleset, unit, activity);
  else
    build_on_terrain (self, game, ruleset, unit, activity);

  return self;
}

/**
 * vt_reach_get_allowance:
 * @self: a reach
 *
 * Returns: how far the unit gets in one move on the best ground it meets
 *   (open ground, unless a road is faster), in the unit of length; on a
 *   board, in cells
 */
double
vt_reach_get_allowance (VtReach *self)
{
  g_return_val_if_fail (VT_IS_REACH (self), 0.0);

  return self->allowance;
}

/* Whether going from cell (i, j) to the diagonal neighbour (ni, nj) slips
 * between two cells it cannot enter that touch at their corners: ground
 * drawn at 45° is held by the grid as such a chain, and a line along the
 * grid's diagonal meets it only at those corners. */
static gboolean
corner_shut (VtReach *self,
             int      i,
             int      j,
             int      ni,
             int      nj)
{
  if (i == ni || j == nj)
    return FALSE;
  return rate_at (self, ni, j) <= 0 && rate_at (self, i, nj) <= 0;
}

/* Moves along the straight line from the start, or G_MAXDOUBLE where it
 * crosses ground the unit cannot enter. Exact in the open and along a
 * straight road, where the grid's steps would zigzag. */
static double
straight_cost (VtReach       *self,
               const VtPoint *point)
{
  double length = hypot (point->x - self->start.x, point->y - self->start.y);
  guint n_pieces = (guint) ceil (length / (self->cell_size / 2));
  double cost = 0;
  int last_i = self->n / 2, last_j = self->n / 2;

  for (guint k = 0; k < n_pieces; k++)
    {
      double t = (k + 0.5) / n_pieces;
      int i = (int) floor ((self->start.x + t * (point->x - self->start.x) - self->origin.x) / self->cell_size + 0.5);
      int j = (int) floor ((self->start.y + t * (point->y - self->start.y) - self->origin.y) / self->cell_size + 0.5);
      double rate = rate_at (self, i, j);

      if (rate <= 0 || corner_shut (self, last_i, last_j, i, j))
        return G_MAXDOUBLE;
      cost += length / n_pieces / rate;
      last_i = i;
      last_j = j;
    }

  return cost;
}

/**
 * vt_reach_get_cost:
 * @self: a reach
 * @point: a point of the map
 *
 * Returns: the moves needed to get to @point, 0 at the start; %G_MAXDOUBLE
 *   where the unit cannot go, outside the map, and beyond the ground this
 *   reach looked at (the square of its allowance around the start)
 */
double
vt_reach_get_start_rate (VtReach *self)
{
  int i, j;

  g_return_val_if_fail (VT_IS_REACH (self), 0.0);

  /* a board has no ground within a cell to tell apart */
  if (self->board != NULL || self->n == 0)
    return self->board != NULL ? self->allowance : 0.0;

  i = (int) floor ((self->start.x - self->origin.x) / self->cell_size + 0.5);
  j = (int) floor ((self->start.y - self->origin.y) / self->cell_size + 0.5);
  return rate_at (self, i, j);
}

double
vt_reach_get_cost (VtReach       *self,
                   const VtPoint *point)
{
  double best = G_MAXDOUBLE;
  double here;
  int i, j;

  g_return_val_if_fail (VT_IS_REACH (self), G_MAXDOUBLE);
  g_return_val_if_fail (point != NULL, G_MAXDOUBLE);

  if (self->board != NULL)
    {
      const VtCell *cell = vt_board_cell_at (self->board, point);

      if (cell == NULL || self->cell_cost == NULL)
        return G_MAXDOUBLE;
      return self->cell_cost[cell - self->board->cells];
    }

  if (point->x == self->start.x && point->y == self->start.y)
    return 0;

  if (self->n == 0 || !(point->x >= 0 && point->y >= 0 &&
                        point->x <= self->width && point->y <= self->height))
    return G_MAXDOUBLE;

  i = (int) floor ((point->x - self->origin.x) / self->cell_size + 0.5);
  j = (int) floor ((point->y - self->origin.y) / self->cell_size + 0.5);
  here = rate_at (self, i, j);
  if (here <= 0)
    return G_MAXDOUBLE;

  /* from the cheapest reached cell around it, across the last bit */
  for (int dj = -1; dj <= 1; dj++)
    for (int di = -1; di <= 1; di++)
      {
        int ci = i + di, cj = j + dj;
        double rate = rate_at (self, ci, cj);
        VtPoint centre;
        double cost;

        if (rate <= 0 || self->cost[cell_index (self, ci, cj)] == G_MAXDOUBLE ||
            corner_shut (self, ci, cj, i, j))
          continue;
        cell_centre (self, ci, cj, &centre);
        cost = self->cost[cell_index (self, ci, cj)] +
               hypot (point->x - centre.x, point->y - centre.y) * (1 / rate + 1 / here) / 2;
        best = MIN (best, cost);
      }

  return MIN (best, straight_cost (self, point));
}

gboolean
vt_reach_contains (VtReach       *self,
                   const VtPoint *point)
{
  g_return_val_if_fail (VT_IS_REACH (self), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);

  return vt_reach_get_cost (self, point) <= self->moves + SLACK;
}

/**
 * vt_reach_trace:
 * @self: a reach
 * @cr: a cairo context in map coordinates
 *
 * Adds the reachable ground to the path: the cells of a board, or on
 * terrain the grid cells in reach, joined into one rectangle per run.
 */
void
vt_reach_trace (VtReach *self,
                cairo_t *cr)
{
  g_return_if_fail (VT_IS_REACH (self));
  g_return_if_fail (cr != NULL);

  if (self->board != NULL)
    {
      for (guint k = 0; self->cell_cost != NULL && k < self->board->n_cells; k++)
        {
          const VtCell *cell = &self->board->cells[k];

          if (self->cell_cost[k] > self->moves + SLACK || cell->n_outline < 3)
            continue;

          cairo_move_to (cr, cell->outline[0].x, cell->outline[0].y);
          for (guint p = 1; p < cell->n_outline; p++)
            cairo_line_to (cr, cell->outline[p].x, cell->outline[p].y);
          cairo_close_path (cr);
        }
      return;
    }

  for (int j = 0; j < self->n; j++)
    {
      int run_start = -1;

      for (int i = 0; i <= self->n; i++)
        {
          gboolean in = i < self->n && self->cost[cell_index (self, i, j)] <= self->moves + SLACK;

          if (in && run_start < 0)
            run_start = i;
          else if (!in && run_start >= 0)
            {
              VtPoint first;

              cell_centre (self, run_start, j, &first);
              cairo_rectangle (cr, first.x - self->cell_size / 2, first.y - self->cell_size / 2,
                               (i - run_start) * self->cell_size, self->cell_size);
              run_start = -1;
            }
        }
    }
}
