/* vt-feature.c: one terrain feature: a wood, a road, a church tower
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-feature"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-feature.h"
#include "vt-game.h"

struct _VtFeature
{
  GObject     parent_instance;

  char       *id;
  char       *kind;
  VtGeometry  geometry;
  char       *name;
  GArray     *points;     /* of VtPoint */
  GHashTable *attributes; /* name → value */
};

G_DEFINE_FINAL_TYPE (VtFeature, vt_feature, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_KIND,
  PROP_GEOMETRY,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
vt_feature_finalize (GObject *object)
{
  VtFeature *self = (VtFeature *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->attributes, g_hash_table_unref);

  G_OBJECT_CLASS (vt_feature_parent_class)->finalize (object);
}

static void
vt_feature_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  VtFeature *self = VT_FEATURE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;

    case PROP_GEOMETRY:
      g_value_set_uint (value, self->geometry);
      break;

    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_feature_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  VtFeature *self = VT_FEATURE (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;

    case PROP_KIND:
      self->kind = g_value_dup_string (value);
      break;

    case PROP_GEOMETRY:
      self->geometry = (VtGeometry) g_value_get_uint (value);
      break;

    case PROP_NAME:
      vt_feature_set_name (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_feature_class_init (VtFeatureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_feature_finalize;
  object_class->get_property = vt_feature_get_property;
  object_class->set_property = vt_feature_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /* a VtGeometry; there is no GEnum for it */
  properties[PROP_GEOMETRY] =
    g_param_spec_uint ("geometry", NULL, NULL,
                       VT_GEOMETRY_POLYGON, VT_GEOMETRY_POINT, VT_GEOMETRY_POLYGON,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_feature_init (VtFeature *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (VtPoint));
  self->attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/**
 * vt_feature_new:
 * @id: the id the file uses: "wood-3"
 * @kind: a terrain kind id from the ruleset's catalogue
 * @geometry: how the feature lies on the map
 *
 * Returns: (transfer full): a new feature without points
 */
VtFeature *
vt_feature_new (const char *id,
                const char *kind,
                VtGeometry  geometry)
{
  g_return_val_if_fail (id != NULL && *id != '\0', NULL);
  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (geometry <= VT_GEOMETRY_POINT, NULL);

  return g_object_new (VT_TYPE_FEATURE,
                       "id", id,
                       "kind", kind,
                       "geometry", (guint) geometry,
                       NULL);
}

/**
 * vt_feature_copy:
 * @self: a feature
 *
 * Returns: (transfer full): a new feature with its own points and attributes
 */
VtFeature *
vt_feature_copy (VtFeature *self)
{
  VtFeature *copy;
  GHashTableIter iter;
  gpointer name, value;

  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  copy = vt_feature_new (self->id, self->kind, self->geometry);
  copy->name = g_strdup (self->name);
  g_array_append_vals (copy->points, self->points->data, self->points->len);

  g_hash_table_iter_init (&iter, self->attributes);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (copy->attributes, g_strdup (name), g_strdup (value));

  return copy;
}

/**
 * vt_feature_to_variant:
 * @self: a feature
 *
 * Returns: (transfer floating): the feature as VT_FEATURE_VARIANT_TYPE: id,
 *   kind, geometry, name ("" for none), points, attributes; what a terrain
 *   event carries
 */
GVariant *
vt_feature_to_variant (VtFeature *self)
{
  g_auto(GStrv) names = NULL;
  GVariantBuilder points, attributes;

  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  g_variant_builder_init (&points, G_VARIANT_TYPE ("a(dd)"));
  for (guint i = 0; i < self->points->len; i++)
    {
      const VtPoint *point = &g_array_index (self->points, VtPoint, i);

      g_variant_builder_add (&points, "(dd)", point->x, point->y);
    }
  g_variant_builder_init (&attributes, G_VARIANT_TYPE ("a{ss}"));
  names = vt_feature_list_attributes (self);
  for (guint i = 0; names[i] != NULL; i++)
    g_variant_builder_add (&attributes, "{ss}", names[i], vt_feature_get_attribute (self, names[i]));

  return g_variant_new ("(ssssa(dd)a{ss})", self->id, self->kind,
                        vt_geometry_to_string (self->geometry),
                        self->name != NULL ? self->name : "",
                        &points, &attributes);
}

/**
 * vt_feature_new_from_variant:
 * @variant: a VT_FEATURE_VARIANT_TYPE, as vt_feature_to_variant() gives
 * @error: return location for a #VT_GAME_ERROR
 *
 * Returns: (transfer full) (nullable): the feature, or %NULL when @variant
 *   is of another type, names no geometry or has a point that is not a number
 */
VtFeature *
vt_feature_new_from_variant (GVariant  *variant,
                             GError   **error)
{
  g_autoptr(VtFeature) feature = NULL;
  g_autoptr(GVariantIter) points = NULL;
  g_autoptr(GVariantIter) attributes = NULL;
  const char *id, *kind, *geometry_name, *name, *attribute, *value;
  VtGeometry geometry;
  VtPoint point;

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE (VT_FEATURE_VARIANT_TYPE)))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a feature must be written as %s, not %s"),
                   VT_FEATURE_VARIANT_TYPE, g_variant_get_type_string (variant));
      return NULL;
    }
  g_variant_get (variant, "(&s&s&s&sa(dd)a{ss})", &id, &kind, &geometry_name, &name,
                 &points, &attributes);
  if (*id == '\0' || *kind == '\0' || !vt_geometry_from_string (geometry_name, &geometry))
    {
      g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                   _("a feature needs an id, a kind and a geometry (polygon, polyline or point); "
                   "'%s' has '%s'"), id, geometry_name);
      return NULL;
    }

  feature = vt_feature_new (id, kind, geometry);
  if (*name != '\0')
    vt_feature_set_name (feature, name);
  while (g_variant_iter_next (points, "(dd)", &point.x, &point.y))
    {
      if (!isfinite (point.x) || !isfinite (point.y))
        {
          g_set_error (error, VT_GAME_ERROR, VT_GAME_ERROR_BAD_CHANGE,
                       _("feature '%s' has a point that is not a number"), id);
          return NULL;
        }
      vt_feature_add_point (feature, &point);
    }
  while (g_variant_iter_next (attributes, "{&s&s}", &attribute, &value))
    vt_feature_set_attribute (feature, attribute, value);
  return g_steal_pointer (&feature);
}

const char *
vt_feature_get_id (VtFeature *self)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  return self->id;
}

const char *
vt_feature_get_kind (VtFeature *self)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  return self->kind;
}

VtGeometry
vt_feature_get_geometry (VtFeature *self)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), VT_GEOMETRY_POLYGON);

  return self->geometry;
}

/**
 * vt_feature_get_name:
 * @self: a feature
 *
 * Returns: (nullable): the name on the map: "Gehölz bei Sedlitz"
 */
const char *
vt_feature_get_name (VtFeature *self)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  return self->name;
}

void
vt_feature_set_name (VtFeature  *self,
                     const char *name)
{
  g_return_if_fail (VT_IS_FEATURE (self));

  if (g_strcmp0 (self->name, name) == 0)
    return;

  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

void
vt_feature_add_point (VtFeature     *self,
                      const VtPoint *point)
{
  g_return_if_fail (VT_IS_FEATURE (self));
  g_return_if_fail (point != NULL);

  g_array_append_val (self->points, *point);
}

/**
 * vt_feature_get_points:
 * @self: a feature
 * @n_points: (out): the number of points
 *
 * Returns: (array length=n_points) (nullable): the points in the order
 *   they were added; %NULL when there are none
 */
const VtPoint *
vt_feature_get_points (VtFeature *self,
                       guint     *n_points)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);
  g_return_val_if_fail (n_points != NULL, NULL);

  *n_points = self->points->len;
  if (self->points->len == 0)
    return NULL;

  return &g_array_index (self->points, VtPoint, 0);
}

/**
 * vt_feature_get_attribute:
 * @self: a feature
 * @name: an attribute name: "slope"
 *
 * Returns: (nullable): the value, or %NULL when the feature has no such
 *   attribute
 */
const char *
vt_feature_get_attribute (VtFeature  *self,
                          const char *name)
{
  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (self->attributes, name);
}

/**
 * vt_feature_set_attribute:
 * @self: a feature
 * @name: an attribute name
 * @value: (nullable): the value; %NULL removes the attribute
 */
void
vt_feature_set_attribute (VtFeature  *self,
                          const char *name,
                          const char *value)
{
  g_return_if_fail (VT_IS_FEATURE (self));
  g_return_if_fail (name != NULL && *name != '\0');

  if (value == NULL)
    g_hash_table_remove (self->attributes, name);
  else
    g_hash_table_insert (self->attributes, g_strdup (name), g_strdup (value));
}

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * vt_feature_list_attributes:
 * @self: a feature
 *
 * Returns: (transfer full): the attribute names, sorted, so a file is
 *   written the same way every time
 */
GStrv
vt_feature_list_attributes (VtFeature *self)
{
  g_autofree const char **names = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  guint n_names;

  g_return_val_if_fail (VT_IS_FEATURE (self), NULL);

  names = (const char **) g_hash_table_get_keys_as_array (self->attributes, &n_names);
  qsort (names, n_names, sizeof (char *), compare_names);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < n_names; i++)
    g_strv_builder_add (builder, names[i]);

  return g_strv_builder_end (builder);
}

/**
 * vt_feature_get_extents:
 * @self: a feature
 * @min: (out): the north-west corner of the bounding box
 * @max: (out): the south-east corner
 *
 * A feature without points has an empty box at the origin.
 */
void
vt_feature_get_extents (VtFeature *self,
                        VtPoint   *min,
                        VtPoint   *max)
{
  VtPoint low = { 0.0, 0.0 };
  VtPoint high = { 0.0, 0.0 };

  g_return_if_fail (VT_IS_FEATURE (self));
  g_return_if_fail (min != NULL);
  g_return_if_fail (max != NULL);

  for (guint i = 0; i < self->points->len; i++)
    {
      const VtPoint *point = &g_array_index (self->points, VtPoint, i);

      if (i == 0)
        {
          low = high = *point;
          continue;
        }

      low.x = MIN (low.x, point->x);
      low.y = MIN (low.y, point->y);
      high.x = MAX (high.x, point->x);
      high.y = MAX (high.y, point->y);
    }

  *min = low;
  *max = high;
}
