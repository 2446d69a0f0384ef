/* vt-map.c: the ground the game is played on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-map"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-feature.h"
#include "vt-map.h"
#include "vt-map-private.h"
#include "vt-ruleset.h"

/* A grid over the map's extent, each cell listing the features whose
 * extents meet it; a feature beyond the extent is filed in the edge cells. */
#define GRID_CELLS 64

typedef struct {
  VtPoint  min;        /* of every feature */
  double   cell_width;
  double   cell_height;
  GArray  *cells[GRID_CELLS * GRID_CELLS]; /* of guint, positions in the model; NULL while empty */
  guint   *seen;       /* per feature: the query that last found it */
  guint    query;
  guint    n_features;
} FeatureGrid;

static void
feature_grid_free (FeatureGrid *grid)
{
  for (guint i = 0; i < GRID_CELLS * GRID_CELLS; i++)
    if (grid->cells[i] != NULL)
      g_array_unref (grid->cells[i]);
  g_free (grid->seen);
  g_free (grid);
}

struct _VtMap
{
  GObject        parent_instance;

  VtMapKind      kind;
  double         width;
  double         height;
  char          *unit_of_length;
  const VtBoard *board;         /* owned by the ruleset */
  GListStore    *features;      /* of VtFeature */
  GHashTable    *features_by_id; /* id → VtFeature, borrowed from the store */
  FeatureGrid   *grid;          /* built on first use, dropped on "changed" */
};

G_DEFINE_FINAL_TYPE (VtMap, vt_map, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_UNIT_OF_LENGTH,
  PROP_FEATURES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
vt_map_finalize (GObject *object)
{
  VtMap *self = (VtMap *) object;

  g_clear_pointer (&self->unit_of_length, g_free);
  g_clear_pointer (&self->features_by_id, g_hash_table_unref);
  g_clear_object (&self->features);
  g_clear_pointer (&self->grid, feature_grid_free);

  G_OBJECT_CLASS (vt_map_parent_class)->finalize (object);
}

static void
vt_map_get_property (GObject    *object,
                     guint       prop_id,
                     GValue     *value,
                     GParamSpec *pspec)
{
  VtMap *self = VT_MAP (object);

  switch (prop_id)
    {
    case PROP_WIDTH:
      g_value_set_double (value, self->width);
      break;

    case PROP_HEIGHT:
      g_value_set_double (value, self->height);
      break;

    case PROP_UNIT_OF_LENGTH:
      g_value_set_string (value, self->unit_of_length);
      break;

    case PROP_FEATURES:
      g_value_set_object (value, self->features);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_map_class_init (VtMapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_map_finalize;
  object_class->get_property = vt_map_get_property;

  properties[PROP_WIDTH] =
    g_param_spec_double ("width", NULL, NULL,
                         0.0, G_MAXDOUBLE, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_HEIGHT] =
    g_param_spec_double ("height", NULL, NULL,
                         0.0, G_MAXDOUBLE, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_UNIT_OF_LENGTH] =
    g_param_spec_string ("unit-of-length", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_FEATURES] =
    g_param_spec_object ("features", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtMap::changed:
   * @self: the map
   *
   * The ground changed: a feature was added, removed or replaced, or the
   * extent was set. Emitted once per edit, after it is done.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
emit_changed (VtMap *self)
{
  g_clear_pointer (&self->grid, feature_grid_free);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
vt_map_init (VtMap *self)
{
  self->features = g_list_store_new (VT_TYPE_FEATURE);
  self->features_by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

/**
 * vt_map_new_terrain:
 * @width: the extent west to east, in @unit_of_length
 * @height: the extent north to south
 * @unit_of_length: the ruleset's unit: "pace", "inch"
 *
 * Returns: (transfer full): an empty map of measured terrain
 */
VtMap *
vt_map_new_terrain (double      width,
                    double      height,
                    const char *unit_of_length)
{
  VtMap *self;

  g_return_val_if_fail (width > 0.0, NULL);
  g_return_val_if_fail (height > 0.0, NULL);
  g_return_val_if_fail (unit_of_length != NULL, NULL);

  self = g_object_new (VT_TYPE_MAP, NULL);
  self->kind = VT_MAP_KIND_TERRAIN;
  self->width = width;
  self->height = height;
  self->unit_of_length = g_strdup (unit_of_length);

  return self;
}

/**
 * vt_map_new_board:
 * @board: the ruleset's board; it must outlive the map
 * @unit_of_length: the ruleset's unit: "square"
 *
 * Returns: (transfer full): a map of the board's cells, as wide and high
 *   as the board
 */
VtMap *
vt_map_new_board (const VtBoard *board,
                  const char    *unit_of_length)
{
  VtMap *self;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (unit_of_length != NULL, NULL);

  self = g_object_new (VT_TYPE_MAP, NULL);
  self->kind = VT_MAP_KIND_BOARD;
  self->board = board;
  self->width = board->width;
  self->height = board->height;
  self->unit_of_length = g_strdup (unit_of_length);

  return self;
}

/**
 * vt_map_copy:
 * @self: a map
 *
 * Returns: (transfer full): a new map with copies of every feature; a board
 *   map shares the ruleset's board
 */
VtMap *
vt_map_copy (VtMap *self)
{
  VtMap *copy;
  guint n_features;

  g_return_val_if_fail (VT_IS_MAP (self), NULL);

  copy = g_object_new (VT_TYPE_MAP, NULL);
  copy->kind = self->kind;
  copy->width = self->width;
  copy->height = self->height;
  copy->unit_of_length = g_strdup (self->unit_of_length);
  copy->board = self->board;

  n_features = g_list_model_get_n_items (G_LIST_MODEL (self->features));
  for (guint i = 0; i < n_features; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (G_LIST_MODEL (self->features), i);
      g_autoptr(VtFeature) feature_copy = vt_feature_copy (feature);

      vt_map_add_feature (copy, feature_copy);
    }

  return copy;
}

VtMapKind
vt_map_get_kind (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), VT_MAP_KIND_TERRAIN);

  return self->kind;
}

double
vt_map_get_width (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), 0.0);

  return self->width;
}

double
vt_map_get_height (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), 0.0);

  return self->height;
}

/**
 * vt_map_reaches:
 * @self: a map
 * @point: a feature's point
 *
 * Returns: whether @point lies within %VT_MAP_REACH_SHEETS sheets of the map
 */
gboolean
vt_map_reaches (VtMap         *self,
                const VtPoint *point)
{
  double reach;

  g_return_val_if_fail (VT_IS_MAP (self), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);

  reach = VT_MAP_REACH_SHEETS * MAX (self->width, self->height);
  return point->x >= -reach && point->x <= self->width + reach &&
         point->y >= -reach && point->y <= self->height + reach;
}

const char *
vt_map_get_unit_of_length (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), NULL);

  return self->unit_of_length;
}

/**
 * vt_map_get_board:
 * @self: a map
 *
 * Returns: (nullable): the board of cells, %NULL on measured terrain
 */
const VtBoard *
vt_map_get_board (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), NULL);

  return self->board;
}

/**
 * vt_map_get_features:
 * @self: a map
 *
 * Returns: (transfer none): a #GListModel of #VtFeature, in the order they
 *   were added
 */
GListModel *
vt_map_get_features (VtMap *self)
{
  g_return_val_if_fail (VT_IS_MAP (self), NULL);

  return G_LIST_MODEL (self->features);
}

/**
 * vt_map_add_feature:
 * @self: a map
 * @feature: a feature whose id the map does not have yet
 *
 * Adds @feature after every other one. Callers reading untrusted input
 * check the id with vt_map_find_feature() first; a duplicate here is a
 * programming error.
 */
void
vt_map_add_feature (VtMap     *self,
                    VtFeature *feature)
{
  g_return_if_fail (VT_IS_MAP (self));

  vt_map_insert_feature (self, G_MAXUINT, feature);
}

/**
 * vt_map_insert_feature:
 * @self: a map
 * @position: where @feature goes in the features model; past the end
 *   appends
 * @feature: a feature whose id the map does not have yet
 *
 * Features are drawn in their order, so an undone removal puts a feature
 * back where it was.
 */
void
vt_map_insert_feature (VtMap     *self,
                       guint      position,
                       VtFeature *feature)
{
  const char *id;
  guint n_features;

  g_return_if_fail (VT_IS_MAP (self));
  g_return_if_fail (VT_IS_FEATURE (feature));

  id = vt_feature_get_id (feature);
  g_return_if_fail (!g_hash_table_contains (self->features_by_id, id));

  n_features = g_list_model_get_n_items (G_LIST_MODEL (self->features));
  g_hash_table_insert (self->features_by_id, (gpointer) id, feature);
  g_list_store_insert (self->features, MIN (position, n_features), feature);
  emit_changed (self);
}

/**
 * vt_map_remove_feature:
 * @self: a map
 * @id: a feature id
 * @position: (out) (optional): where the feature was in the features model
 *
 * Returns: %TRUE if the map had a feature @id and it is gone
 */
gboolean
vt_map_remove_feature (VtMap      *self,
                       const char *id,
                       guint      *position)
{
  VtFeature *feature;
  guint found;

  g_return_val_if_fail (VT_IS_MAP (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  feature = g_hash_table_lookup (self->features_by_id, id);
  if (feature == NULL || !g_list_store_find (self->features, feature, &found))
    return FALSE;

  /* the table borrows its key from the feature, which the store may free */
  g_hash_table_remove (self->features_by_id, id);
  g_list_store_remove (self->features, found);
  if (position != NULL)
    *position = found;
  emit_changed (self);

  return TRUE;
}

/**
 * vt_map_replace_feature:
 * @self: a map
 * @feature: the new state of a feature the map has, by its id
 *
 * The feature of the same id is dropped and @feature takes its place in
 * the drawing order.
 *
 * Returns: %TRUE if the map had a feature of that id
 */
gboolean
vt_map_replace_feature (VtMap     *self,
                        VtFeature *feature)
{
  VtFeature *old;
  guint found;

  g_return_val_if_fail (VT_IS_MAP (self), FALSE);
  g_return_val_if_fail (VT_IS_FEATURE (feature), FALSE);

  old = g_hash_table_lookup (self->features_by_id, vt_feature_get_id (feature));
  if (old == NULL || !g_list_store_find (self->features, old, &found))
    return FALSE;
  if (old == feature)
    {
      /* the same object, edited after all: still news to a view */
      emit_changed (self);
      return TRUE;
    }

  g_hash_table_remove (self->features_by_id, vt_feature_get_id (feature));
  g_hash_table_insert (self->features_by_id, (gpointer) vt_feature_get_id (feature), feature);
  g_list_store_splice (self->features, found, 1, (gpointer *) &feature, 1);
  emit_changed (self);

  return TRUE;
}

/* The features of @from (copies), in its order, in place of @self's: one
 * "changed". A replay brings the ground back to the set-up's this way. */
void
_vt_map_assign_features (VtMap *self,
                         VtMap *from)
{
  GListModel *features = G_LIST_MODEL (from->features);
  guint n_features = g_list_model_get_n_items (features);
  g_autoptr(GPtrArray) copies = g_ptr_array_new_full (n_features, g_object_unref);

  for (guint i = 0; i < n_features; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

      g_ptr_array_add (copies, vt_feature_copy (feature));
    }

  g_hash_table_remove_all (self->features_by_id);
  for (guint i = 0; i < copies->len; i++)
    {
      VtFeature *copy = g_ptr_array_index (copies, i);

      g_hash_table_insert (self->features_by_id, (gpointer) vt_feature_get_id (copy), copy);
    }
  g_list_store_splice (self->features, 0, g_list_model_get_n_items (G_LIST_MODEL (self->features)),
                       copies->pdata, copies->len);
  emit_changed (self);
}

/**
 * vt_map_set_extent:
 * @self: a map of measured terrain
 * @width: the extent west to east, in the unit of length
 * @height: the extent north to south
 *
 * Features outside the new extent stay; they are simply off the sheet.
 */
void
vt_map_set_extent (VtMap  *self,
                   double  width,
                   double  height)
{
  gboolean width_changed, height_changed;

  g_return_if_fail (VT_IS_MAP (self));
  g_return_if_fail (self->kind == VT_MAP_KIND_TERRAIN);
  g_return_if_fail (width > 0.0);
  g_return_if_fail (height > 0.0);

  width_changed = self->width != width;
  height_changed = self->height != height;
  if (!width_changed && !height_changed)
    return;

  self->width = width;
  self->height = height;
  if (width_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
  if (height_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
  emit_changed (self);
}

/**
 * vt_map_find_feature:
 * @self: a map
 * @id: a feature id
 *
 * Returns: (transfer none) (nullable): the feature, or %NULL
 */
VtFeature *
vt_map_find_feature (VtMap      *self,
                     const char *id)
{
  g_return_val_if_fail (VT_IS_MAP (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->features_by_id, id);
}

static void
grid_span (const FeatureGrid *grid,
           const VtPoint     *min,
           const VtPoint     *max,
           int               *c0,
           int               *r0,
           int               *c1,
           int               *r1)
{
  *c0 = CLAMP ((int) floor ((min->x - grid->min.x) / grid->cell_width), 0, GRID_CELLS - 1);
  *c1 = CLAMP ((int) floor ((max->x - grid->min.x) / grid->cell_width), 0, GRID_CELLS - 1);
  *r0 = CLAMP ((int) floor ((min->y - grid->min.y) / grid->cell_height), 0, GRID_CELLS - 1);
  *r1 = CLAMP ((int) floor ((max->y - grid->min.y) / grid->cell_height), 0, GRID_CELLS - 1);
}

static FeatureGrid *
feature_grid_new (VtMap *self)
{
  GListModel *features = G_LIST_MODEL (self->features);
  FeatureGrid *grid = g_new0 (FeatureGrid, 1);
  VtPoint max = { self->width, self->height };

  grid->n_features = g_list_model_get_n_items (features);
  grid->seen = g_new0 (guint, grid->n_features);
  grid->min = (VtPoint) { 0, 0 };
  grid->cell_width = MAX (max.x - grid->min.x, 1.0) / GRID_CELLS;
  grid->cell_height = MAX (max.y - grid->min.y, 1.0) / GRID_CELLS;

  for (guint i = 0; i < grid->n_features; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      VtPoint fmin, fmax;
      int c0, r0, c1, r1;

      vt_feature_get_extents (feature, &fmin, &fmax);
      grid_span (grid, &fmin, &fmax, &c0, &r0, &c1, &r1);
      for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
          {
            GArray **cell = &grid->cells[r * GRID_CELLS + c];

            if (*cell == NULL)
              *cell = g_array_new (FALSE, FALSE, sizeof (guint));
            g_array_append_val (*cell, i);
          }
    }
  return grid;
}

static int
compare_positions (gconstpointer a,
                   gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

GArray *
_vt_map_find_features (VtMap         *self,
                       const VtPoint *min,
                       const VtPoint *max,
                       double         slack)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint));
  VtPoint grown_min, grown_max;
  int c0, r0, c1, r1;

  g_return_val_if_fail (VT_IS_MAP (self), found);

  if (self->grid == NULL)
    self->grid = feature_grid_new (self);
  /* a wrapped count only means a feature could be listed twice; start over */
  if (++self->grid->query == 0)
    {
      memset (self->grid->seen, 0, sizeof (guint) * self->grid->n_features);
      self->grid->query = 1;
    }

  grown_min = (VtPoint) { min->x - slack, min->y - slack };
  grown_max = (VtPoint) { max->x + slack, max->y + slack };
  grid_span (self->grid, &grown_min, &grown_max, &c0, &r0, &c1, &r1);
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      {
        GArray *cell = self->grid->cells[r * GRID_CELLS + c];

        for (guint i = 0; cell != NULL && i < cell->len; i++)
          {
            guint position = g_array_index (cell, guint, i);

            if (self->grid->seen[position] == self->grid->query)
              continue;
            self->grid->seen[position] = self->grid->query;
            g_array_append_val (found, position);
          }
      }
  g_array_sort (found, compare_positions);
  return found;
}

const char *
vt_unit_of_length_name (const char *unit_of_length,
                        gboolean    plural)
{
  if (g_strcmp0 (unit_of_length, "pace") == 0)
    return plural ? _("paces") : _("pace");
  if (g_strcmp0 (unit_of_length, "inch") == 0)
    return plural ? _("inches") : _("inch");
  if (g_strcmp0 (unit_of_length, "foot") == 0)
    return plural ? _("feet") : _("foot");
  if (g_strcmp0 (unit_of_length, "square") == 0)
    return plural ? _("squares") : _("square");
  if (g_strcmp0 (unit_of_length, "metre") == 0)
    return plural ? _("metres") : _("metre");

  return unit_of_length != NULL ? unit_of_length : "";
}

char *
vt_unit_of_length_dup_plural (const char *unit_of_length)
{
  const char *known = vt_unit_of_length_name (unit_of_length, TRUE);

  if (unit_of_length == NULL || *unit_of_length == '\0')
    return g_strdup (_("units"));
  if (g_strcmp0 (known, unit_of_length) != 0)
    return g_strdup (known);
  if (g_str_has_suffix (unit_of_length, "s"))
    return g_strdup (unit_of_length);
  if (g_str_has_suffix (unit_of_length, "ch") || g_str_has_suffix (unit_of_length, "sh") ||
      g_str_has_suffix (unit_of_length, "x"))
    return g_strconcat (unit_of_length, "es", NULL);
  return g_strconcat (unit_of_length, "s", NULL);
}
