/* vt-osm-import.c: an OpenStreetMap extract as the ruleset's terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-osm-import"

#include "config.h"

#include <math.h>
#include <string.h>

#include <libxml/xmlreader.h>

#include <glib/gi18n-lib.h>

#include "vt-calibration.h"
#include "vt-feature.h"
#include "vt-game-file.h"
#include "vt-geometry-check.h"
#include "vt-map.h"
#include "vt-osm-import.h"
#include "vt-ruleset.h"
#include "vt-xml-private.h"

/* The mean radius of the earth (IUGG): over a battlefield of a few
 * kilometres the equirectangular projection about its centre is true to
 * well under a pace in a thousand. */
#define EARTH_RADIUS_METRES 6371008.8

/* the .vertrauter reader's limits, so that what is imported can be read */
#define MAX_POINTS_PER_FEATURE 5000
#define MAX_POINTS             200000
#define MAX_NODES              2000000
#define MAX_EXTENT             1000000

typedef struct {
  char      *id;        /* "way-123", "node-45" */
  const char *kind;     /* the ruleset's */
  VtGeometry geometry;
  char      *name;
  GArray    *nodes;     /* of gint64: the way's node refs, or the node's own */
} Pending;

static void
pending_free (Pending *pending)
{
  g_free (pending->id);
  g_free (pending->name);
  g_array_unref (pending->nodes);
  g_free (pending);
}

typedef struct {
  const char        *display_name;
  VtRuleset         *ruleset;
  xmlTextReaderPtr   xml;
  GHashTable        *nodes;     /* gint64 * → VtLatLon * */
  GPtrArray         *pending;   /* of Pending */
  GHashTable        *ways;      /* gint64 * → GArray of gint64: every way's nodes, for relations */
  gboolean           have_bounds;
  VtLatLon           min, max;  /* the <bounds> */
  VtOsmImportCounts *counts;
  char              *xml_error; /* the first libxml2 error */
  int                xml_error_line;
} Import;

static void
set_error (GError     **error,
           const char  *display_name,
           int          line,
           VtFileError  code,
           const char  *format,
           ...) G_GNUC_PRINTF (5, 6);

static void
set_error (GError     **error,
           const char  *display_name,
           int          line,
           VtFileError  code,
           const char  *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, VT_FILE_ERROR, code, "%s:%d: %s", display_name, MAX (line, 1), message);
}

static void
on_xml_error (void        *user_data,
              xmlErrorPtr  xml_error)
{
  Import *import = user_data;

  if (import->xml_error != NULL || xml_error == NULL || xml_error->level < XML_ERR_ERROR)
    return;
  import->xml_error = g_strchomp (g_strdup (xml_error->message != NULL ? xml_error->message : "error"));
  import->xml_error_line = xml_error->line;
}

static char *
get_attribute (Import     *import,
               const char *name)
{
  xmlChar *value = xmlTextReaderGetAttribute (import->xml, BAD_CAST name);
  char *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

static gboolean
parse_degrees (const char *text,
               double      limit,
               double     *degrees)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *degrees = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*degrees) && fabs (*degrees) <= limit;
}

static gboolean
parse_id (const char *text,
          gint64     *id)
{
  return text != NULL && g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, id, NULL);
}

static int
line (Import *import)
{
  return xmlTextReaderGetParserLineNumber (import->xml);
}

/* The first tag of @tags the ruleset maps, in the order of its table. */
static const char *
kind_for_tags (VtRuleset  *ruleset,
               GHashTable *tags)
{
  guint n_rows;
  const VtOsmTag *rows = vt_ruleset_get_osm_tags (ruleset, &n_rows);

  for (guint i = 0; i < n_rows; i++)
    {
      const char *value = g_hash_table_lookup (tags, rows[i].key);

      if (value == NULL)
        continue;
      /* "bridge=no" is no bridge */
      if (rows[i].value == NULL ? g_strcmp0 (value, "no") != 0 : g_str_equal (value, rows[i].value))
        return rows[i].kind;
    }
  return NULL;
}

/* a multipolygon's member way */
typedef struct {
  gint64   way;
  gboolean inner;
} Member;

/* Reads the children of a <node>, <way> or <relation> (@element at its
 * start): tags, for a way its node refs, for a relation its member ways. */
static gboolean
read_children (Import      *import,
               GHashTable  *tags,
               GArray      *refs,
               GArray      *members,
               GError     **error)
{
  int depth = xmlTextReaderDepth (import->xml);

  if (xmlTextReaderIsEmptyElement (import->xml))
    return TRUE;

  for (;;)
    {
      int status = xmlTextReaderRead (import->xml);
      int type;
      const char *name;

      if (status != 1)
        return TRUE; /* the caller's loop reports the fault */
      type = xmlTextReaderNodeType (import->xml);
      if (type == XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth (import->xml) == depth)
        return TRUE;
      if (type != XML_READER_TYPE_ELEMENT)
        continue;
      name = (const char *) xmlTextReaderConstLocalName (import->xml);
      if (g_str_equal (name, "tag"))
        {
          char *key = get_attribute (import, "k");
          char *value = get_attribute (import, "v");

          if (key != NULL && value != NULL && g_hash_table_size (tags) < 1000)
            g_hash_table_replace (tags, key, value);
          else
            {
              g_free (key);
              g_free (value);
            }
        }
      else if (g_str_equal (name, "nd") && refs != NULL)
        {
          g_autofree char *ref = get_attribute (import, "ref");
          gint64 id;

          if (!parse_id (ref, &id))
            {
              set_error (error, import->display_name, line (import), VT_FILE_ERROR_BAD_VALUE,
                         _("a way's <nd> has ref '%s', which is not a node id"), ref != NULL ? ref : "");
              return FALSE;
            }
          g_array_append_val (refs, id);
        }
      else if (g_str_equal (name, "member") && members != NULL)
        {
          g_autofree char *member_type = get_attribute (import, "type");
          g_autofree char *ref = get_attribute (import, "ref");
          g_autofree char *role = get_attribute (import, "role");
          Member member = { 0, g_strcmp0 (role, "inner") == 0 };

          /* nodes and relations as members are no part of an outline */
          if (g_strcmp0 (member_type, "way") == 0 && parse_id (ref, &member.way))
            g_array_append_val (members, member);
        }
    }
}

static gboolean
read_node (Import  *import,
           GError **error)
{
  g_autofree char *id_text = get_attribute (import, "id");
  g_autofree char *lat_text = get_attribute (import, "lat");
  g_autofree char *lon_text = get_attribute (import, "lon");
  g_autoptr(GHashTable) tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  int at = line (import);
  gint64 id, *key;
  VtLatLon *place;
  const char *kind;

  if (!parse_id (id_text, &id) || !parse_degrees (lat_text, 90, &(double) { 0 }) ||
      !parse_degrees (lon_text, 180, &(double) { 0 }))
    {
      set_error (error, import->display_name, at, VT_FILE_ERROR_BAD_VALUE,
                 _("a <node> needs an id and a lat and lon in degrees"));
      return FALSE;
    }
  if (g_hash_table_size (import->nodes) >= MAX_NODES)
    {
      set_error (error, import->display_name, at, VT_FILE_ERROR_TOO_LARGE,
                 _("the extract has more than %d nodes; take a smaller area"), MAX_NODES);
      return FALSE;
    }
  key = g_new (gint64, 1);
  *key = id;
  place = g_new (VtLatLon, 1);
  parse_degrees (lat_text, 90, &place->latitude);
  parse_degrees (lon_text, 180, &place->longitude);
  g_hash_table_replace (import->nodes, key, place);

  if (!read_children (import, tags, NULL, NULL, error))
    return FALSE;
  if (g_hash_table_size (tags) == 0)
    return TRUE;

  kind = kind_for_tags (import->ruleset, tags);
  if (kind != NULL)
    {
      const VtTerrainKind *terrain = vt_ruleset_find_terrain_kind (import->ruleset, kind);

      if (terrain != NULL && terrain->geometry == VT_GEOMETRY_POINT)
        {
          Pending *pending = g_new0 (Pending, 1);

          pending->id = g_strdup_printf ("node-%" G_GINT64_FORMAT, id);
          pending->kind = terrain->id;
          pending->geometry = VT_GEOMETRY_POINT;
          pending->name = g_strdup (g_hash_table_lookup (tags, "name"));
          pending->nodes = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_array_append_val (pending->nodes, id);
          g_ptr_array_add (import->pending, pending);
          return TRUE;
        }
    }
  /* a tagged node the ruleset has no point for: a bus stop, a tree */
  if (kind != NULL)
    import->counts->n_skipped++;
  return TRUE;
}

static gboolean
read_way (Import  *import,
          GError **error)
{
  g_autofree char *id_text = get_attribute (import, "id");
  g_autoptr(GHashTable) tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GArray) refs = g_array_new (FALSE, FALSE, sizeof (gint64));
  const VtTerrainKind *terrain;
  const char *kind;
  gboolean closed;
  Pending *pending;
  gint64 id;

  if (!parse_id (id_text, &id))
    {
      set_error (error, import->display_name, line (import), VT_FILE_ERROR_BAD_VALUE,
                 _("a <way> needs an id"));
      return FALSE;
    }
  if (!read_children (import, tags, refs, NULL, error))
    return FALSE;

  /* every way, tagged or not, may be part of a multipolygon read later */
  if (g_hash_table_size (import->ways) < MAX_NODES && refs->len >= 2)
    {
      gint64 *key = g_new (gint64, 1);

      *key = id;
      g_hash_table_replace (import->ways, key, g_array_ref (refs));
    }

  kind = kind_for_tags (import->ruleset, tags);
  if (kind == NULL)
    return TRUE;
  terrain = vt_ruleset_find_terrain_kind (import->ruleset, kind);
  closed = refs->len >= 4 &&
           g_array_index (refs, gint64, 0) == g_array_index (refs, gint64, refs->len - 1);
  if (terrain == NULL || refs->len < 2 || refs->len > MAX_POINTS_PER_FEATURE ||
      (terrain->geometry == VT_GEOMETRY_POLYGON && !closed))
    {
      import->counts->n_skipped++;
      return TRUE;
    }

  pending = g_new0 (Pending, 1);
  pending->id = g_strdup_printf ("way-%" G_GINT64_FORMAT, id);
  pending->kind = terrain->id;
  pending->geometry = terrain->geometry;
  pending->name = g_strdup (g_hash_table_lookup (tags, "name"));
  /* a polygon's outline closes by itself, and a point at the middle of an
   * outline counts each corner once */
  if (closed && terrain->geometry != VT_GEOMETRY_POLYLINE)
    g_array_set_size (refs, refs->len - 1);
  pending->nodes = g_steal_pointer (&refs);
  g_ptr_array_add (import->pending, pending);
  return TRUE;
}

/* The outer ways of a multipolygon, joined end to end into closed rings. */
static GPtrArray *
join_rings (Import *import,
            GArray *members,
            guint  *n_left_out)
{
  g_autoptr(GPtrArray) open = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GPtrArray *rings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < members->len; i++)
    {
      const Member *member = &g_array_index (members, Member, i);
      GArray *nodes = g_hash_table_lookup (import->ways, &member->way);

      /* a hole in a wood cannot be drawn: the wood is drawn whole */
      if (member->inner)
        {
          (*n_left_out)++;
          continue;
        }
      if (nodes == NULL)
        {
          (*n_left_out)++;
          continue;
        }
      g_ptr_array_add (open, g_array_ref (nodes));
    }

  while (open->len > 0)
    {
      GArray *ring = g_array_new (FALSE, FALSE, sizeof (gint64));
      GArray *first = g_ptr_array_index (open, 0);
      gboolean grew = TRUE;

      g_array_append_vals (ring, first->data, first->len);
      g_ptr_array_remove_index (open, 0);
      /* carry the ring on with a way that starts or ends where it ends */
      while (grew && g_array_index (ring, gint64, 0) != g_array_index (ring, gint64, ring->len - 1))
        {
          gint64 end = g_array_index (ring, gint64, ring->len - 1);

          grew = FALSE;
          for (guint k = 0; k < open->len && !grew; k++)
            {
              GArray *way = g_ptr_array_index (open, k);

              if (g_array_index (way, gint64, 0) == end)
                g_array_append_vals (ring, &g_array_index (way, gint64, 1), way->len - 1);
              else if (g_array_index (way, gint64, way->len - 1) == end)
                for (guint n = way->len - 1; n > 0; n--)
                  g_array_append_val (ring, g_array_index (way, gint64, n - 1));
              else
                continue;
              g_ptr_array_remove_index (open, k);
              grew = TRUE;
            }
        }
      if (ring->len >= 4 && g_array_index (ring, gint64, 0) == g_array_index (ring, gint64, ring->len - 1))
        {
          /* a polygon's outline closes by itself */
          g_array_set_size (ring, ring->len - 1);
          g_ptr_array_add (rings, ring);
        }
      else
        {
          /* an outline the extract cuts off, or whose ways do not meet */
          (*n_left_out)++;
          g_array_unref (ring);
        }
    }
  return rings;
}

/* A multipolygon (a wood drawn as several ways): each outer ring a polygon
 * of the kind its tags map to. Other relations (routes) are left out. */
static gboolean
read_relation (Import  *import,
               GError **error)
{
  g_autofree char *id_text = get_attribute (import, "id");
  g_autoptr(GHashTable) tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));
  g_autoptr(GPtrArray) rings = NULL;
  const VtTerrainKind *terrain;
  const char *kind;
  guint left_out = 0;
  gint64 id;

  if (!parse_id (id_text, &id))
    {
      set_error (error, import->display_name, line (import), VT_FILE_ERROR_BAD_VALUE,
                 _("a <relation> needs an id"));
      return FALSE;
    }
  if (!read_children (import, tags, NULL, members, error))
    return FALSE;
  if (g_strcmp0 (g_hash_table_lookup (tags, "type"), "multipolygon") != 0)
    return TRUE;

  kind = kind_for_tags (import->ruleset, tags);
  if (kind == NULL)
    return TRUE;
  terrain = vt_ruleset_find_terrain_kind (import->ruleset, kind);
  if (terrain == NULL || terrain->geometry != VT_GEOMETRY_POLYGON)
    {
      import->counts->n_skipped++;
      return TRUE;
    }

  rings = join_rings (import, members, &left_out);
  import->counts->n_skipped += left_out;
  for (guint i = 0; i < rings->len; i++)
    {
      GArray *ring = g_ptr_array_index (rings, i);
      Pending *pending;

      if (ring->len > MAX_POINTS_PER_FEATURE)
        {
          import->counts->n_skipped++;
          continue;
        }
      pending = g_new0 (Pending, 1);
      pending->id = rings->len == 1 ? g_strdup_printf ("relation-%" G_GINT64_FORMAT, id)
                                    : g_strdup_printf ("relation-%" G_GINT64_FORMAT "-%u", id, i + 1);
      pending->kind = terrain->id;
      pending->geometry = VT_GEOMETRY_POLYGON;
      pending->name = g_strdup (g_hash_table_lookup (tags, "name"));
      pending->nodes = g_array_ref (ring);
      g_ptr_array_add (import->pending, pending);
    }
  return TRUE;
}

static void
read_bounds (Import *import)
{
  g_autofree char *minlat = get_attribute (import, "minlat");
  g_autofree char *minlon = get_attribute (import, "minlon");
  g_autofree char *maxlat = get_attribute (import, "maxlat");
  g_autofree char *maxlon = get_attribute (import, "maxlon");

  import->have_bounds = parse_degrees (minlat, 90, &import->min.latitude) &&
                        parse_degrees (minlon, 180, &import->min.longitude) &&
                        parse_degrees (maxlat, 90, &import->max.latitude) &&
                        parse_degrees (maxlon, 180, &import->max.longitude) &&
                        import->min.latitude <= import->max.latitude &&
                        import->min.longitude <= import->max.longitude;
}

static gboolean
read_osm (Import  *import,
          GError **error)
{
  gboolean seen_root = FALSE;

  for (;;)
    {
      int status = xmlTextReaderRead (import->xml);
      int type;
      const char *name;

      if (status == 0)
        break;
      if (status < 0)
        {
          set_error (error, import->display_name,
                     import->xml_error != NULL ? import->xml_error_line : line (import),
                     VT_FILE_ERROR_MALFORMED, _("this is not well-formed XML: %s"),
                     import->xml_error != NULL ? import->xml_error : _("the parse stopped"));
          return FALSE;
        }

      type = xmlTextReaderNodeType (import->xml);
      if (type == XML_READER_TYPE_DOCUMENT_TYPE || type == XML_READER_TYPE_ENTITY_REFERENCE ||
          type == XML_READER_TYPE_ENTITY)
        {
          set_error (error, import->display_name, line (import), VT_FILE_ERROR_FORBIDDEN,
                     _("document type declarations and entities are not allowed in an extract"));
          return FALSE;
        }
      if (type != XML_READER_TYPE_ELEMENT)
        continue;

      name = (const char *) xmlTextReaderConstLocalName (import->xml);
      if (!seen_root)
        {
          if (!g_str_equal (name, "osm"))
            {
              set_error (error, import->display_name, line (import), VT_FILE_ERROR_UNKNOWN_ELEMENT,
                         _("this is not an OpenStreetMap extract: it starts with <%s>, not <osm>"), name);
              return FALSE;
            }
          seen_root = TRUE;
          continue;
        }
      if (xmlTextReaderDepth (import->xml) != 1)
        continue;

      if (g_str_equal (name, "bounds"))
        read_bounds (import);
      else if (g_str_equal (name, "node"))
        {
          if (!read_node (import, error))
            return FALSE;
        }
      else if (g_str_equal (name, "way"))
        {
          if (!read_way (import, error))
            return FALSE;
        }
      else if (g_str_equal (name, "relation"))
        {
          if (!read_relation (import, error))
            return FALSE;
        }
    }

  if (!seen_root)
    {
      set_error (error, import->display_name, 1, VT_FILE_ERROR_MALFORMED, _("the extract is empty"));
      return FALSE;
    }
  return TRUE;
}

static void
project (const VtLatLon *centre,
         double          metres_per_unit,
         const VtLatLon *place,
         VtPoint        *point)
{
  double radians = G_PI / 180;

  point->x = EARTH_RADIUS_METRES * cos (centre->latitude * radians) *
             (place->longitude - centre->longitude) * radians / metres_per_unit;
  /* y grows southwards */
  point->y = -EARTH_RADIUS_METRES * (place->latitude - centre->latitude) * radians / metres_per_unit;
}

static void
grow (VtPoint       *min,
      VtPoint       *max,
      const VtPoint *point)
{
  min->x = MIN (min->x, point->x);
  min->y = MIN (min->y, point->y);
  max->x = MAX (max->x, point->x);
  max->y = MAX (max->y, point->y);
}

static VtMap *
build_map (Import          *import,
           const VtLatLon  *centre,
           GError         **error)
{
  const char *unit = vt_ruleset_get_unit_of_length (import->ruleset);
  double metres_per_unit = unit != NULL ? vt_length_get_metres (unit) : 0;
  VtPoint min = { INFINITY, INFINITY }, max = { -INFINITY, -INFINITY };
  g_autoptr(GPtrArray) features = g_ptr_array_new_with_free_func (g_object_unref);
  VtLatLon middle;
  VtMap *map;
  guint n_points = 0;

  if (metres_per_unit == 0)
    {
      set_error (error, import->display_name, 1, VT_FILE_ERROR_INVALID,
                 _("ruleset %s measures in '%s', which is no length the ground can be "
                 "projected to"), vt_ruleset_get_id (import->ruleset), unit != NULL ? unit : "");
      return NULL;
    }

  if (centre != NULL)
    middle = *centre;
  else if (import->have_bounds)
    {
      middle.latitude = (import->min.latitude + import->max.latitude) / 2;
      middle.longitude = (import->min.longitude + import->max.longitude) / 2;
    }
  else
    {
      GHashTableIter iter;
      gpointer value;
      VtLatLon low = { 90, 180 }, high = { -90, -180 };

      g_hash_table_iter_init (&iter, import->nodes);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          VtLatLon *place = value;

          low.latitude = MIN (low.latitude, place->latitude);
          low.longitude = MIN (low.longitude, place->longitude);
          high.latitude = MAX (high.latitude, place->latitude);
          high.longitude = MAX (high.longitude, place->longitude);
        }
      middle.latitude = (low.latitude + high.latitude) / 2;
      middle.longitude = (low.longitude + high.longitude) / 2;
    }
  import->counts->centre = middle;

  if (import->have_bounds)
    {
      VtPoint corner;

      project (&middle, metres_per_unit, &import->min, &corner);
      grow (&min, &max, &corner);
      project (&middle, metres_per_unit, &import->max, &corner);
      grow (&min, &max, &corner);
    }

  for (guint i = 0; i < import->pending->len; i++)
    {
      Pending *pending = g_ptr_array_index (import->pending, i);
      g_autoptr(VtFeature) feature = vt_feature_new (pending->id, pending->kind, pending->geometry);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VtPoint));
      gboolean complete = TRUE;

      for (guint k = 0; k < pending->nodes->len && complete; k++)
        {
          VtLatLon *place = g_hash_table_lookup (import->nodes,
                                                 &g_array_index (pending->nodes, gint64, k));
          VtPoint point;

          /* a way that runs out of the extract names nodes it does not hold */
          if (place == NULL)
            {
              complete = FALSE;
              break;
            }
          project (&middle, metres_per_unit, place, &point);
          /* to a hundredth of the unit: far finer than any plan, and the
           * file stays readable */
          point.x = round (point.x * 100) / 100;
          point.y = round (point.y * 100) / 100;
          g_array_append_val (points, point);
        }
      if (!complete || points->len == 0 ||
          (pending->geometry == VT_GEOMETRY_POLYGON &&
           (points->len < 3 ||
            vt_polygon_find_crossing ((VtPoint *) points->data, points->len, NULL, NULL, NULL))))
        {
          import->counts->n_skipped++;
          continue;
        }
      /* a church drawn as its outline: the point at its middle */
      if (pending->geometry == VT_GEOMETRY_POINT && points->len > 1)
        {
          VtPoint sum = { 0, 0 };

          for (guint k = 0; k < points->len; k++)
            {
              sum.x += g_array_index (points, VtPoint, k).x / points->len;
              sum.y += g_array_index (points, VtPoint, k).y / points->len;
            }
          g_array_set_size (points, 1);
          g_array_index (points, VtPoint, 0) = sum;
        }
      if (n_points + points->len > MAX_POINTS)
        {
          set_error (error, import->display_name, 1, VT_FILE_ERROR_TOO_LARGE,
                     _("the extract's terrain has more than %d points; take a smaller area"),
                     MAX_POINTS);
          return NULL;
        }
      n_points += points->len;
      for (guint k = 0; k < points->len; k++)
        {
          vt_feature_add_point (feature, &g_array_index (points, VtPoint, k));
          grow (&min, &max, &g_array_index (points, VtPoint, k));
        }
      if (pending->name != NULL && *pending->name != '\0')
        vt_feature_set_name (feature, pending->name);
      g_ptr_array_add (features, g_steal_pointer (&feature));
    }

  if (!isfinite (min.x) || max.x - min.x <= 0 || max.y - min.y <= 0)
    {
      set_error (error, import->display_name, 1, VT_FILE_ERROR_MISSING,
                 _("the extract has no <bounds> and no terrain ruleset %s reads"),
                 vt_ruleset_get_id (import->ruleset));
      return NULL;
    }
  if (max.x - min.x > MAX_EXTENT || max.y - min.y > MAX_EXTENT)
    {
      set_error (error, import->display_name, 1, VT_FILE_ERROR_TOO_LARGE,
                 _("the extract is more than %d %s across; take a smaller area"), MAX_EXTENT, unit);
      return NULL;
    }

  /* the north-west corner at the map's top left, whole units across */
  map = vt_map_new_terrain (ceil (max.x - min.x), ceil (max.y - min.y), unit);
  for (guint i = 0; i < features->len; i++)
    {
      VtFeature *feature = g_ptr_array_index (features, i);
      g_autoptr(VtFeature) moved = vt_feature_new (vt_feature_get_id (feature),
                                                   vt_feature_get_kind (feature),
                                                   vt_feature_get_geometry (feature));
      guint n;
      const VtPoint *points = vt_feature_get_points (feature, &n);

      vt_feature_set_name (moved, vt_feature_get_name (feature));
      for (guint k = 0; k < n; k++)
        vt_feature_add_point (moved, &(VtPoint) { round ((points[k].x - min.x) * 100) / 100,
                                                  round ((points[k].y - min.y) * 100) / 100 });
      vt_map_add_feature (map, moved);
      switch (vt_feature_get_geometry (feature))
        {
        case VT_GEOMETRY_POLYGON:
          import->counts->n_polygons++;
          break;
        case VT_GEOMETRY_POLYLINE:
          import->counts->n_polylines++;
          break;
        case VT_GEOMETRY_POINT:
        default:
          import->counts->n_points++;
          break;
        }
    }
  /* + 0.0: no "-0" in what the designer reads */
  import->counts->centre_on_map.x = round (-min.x * 100) / 100 + 0.0;
  import->counts->centre_on_map.y = round (-min.y * 100) / 100 + 0.0;
  return map;
}

/**
 * vt_osm_import_bytes:
 * @bytes: the .osm XML
 * @display_name: how messages name the extract
 * @ruleset: the ruleset whose terrain kinds and unit of length to use
 * @centre: (nullable): the centre of the projection
 * @counts: (out) (optional): what was made and left out
 * @error: a place for a #VT_FILE_ERROR
 *
 * Returns: (transfer full): the terrain, or NULL with @error set
 */
VtMap *
vt_osm_import_bytes (GBytes             *bytes,
                     const char         *display_name,
                     VtRuleset          *ruleset,
                     const VtLatLon     *centre,
                     VtOsmImportCounts  *counts,
                     GError            **error)
{
  VtOsmImportCounts local_counts = { 0, };
  Import import = { 0, };
  const char *data;
  gsize size;
  VtMap *map = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (size > VT_OSM_MAX_SIZE)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_TOO_LARGE,
                 _("the extract is %llu MiB; Vertrauter imports extracts up to %d MiB"),
                 (unsigned long long) ((size + 1024 * 1024 - 1) / (1024 * 1024)), VT_OSM_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (vt_ruleset_get_osm_tags (ruleset, NULL) == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_INVALID,
                 _("ruleset %s does not say how OpenStreetMap's tags become its terrain"),
                 vt_ruleset_get_id (ruleset));
      return NULL;
    }
  if (centre != NULL && (!(fabs (centre->latitude) < 90) || !(fabs (centre->longitude) <= 180)))
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_BAD_VALUE,
                 _("the centre must lie within latitude ±90 and longitude ±180"));
      return NULL;
    }
  if (!_vt_xml_check_attribute_counts (data != NULL ? data : "", size, display_name, error))
    return NULL;

  import.display_name = display_name;
  import.ruleset = ruleset;
  import.counts = counts != NULL ? counts : &local_counts;
  memset (import.counts, 0, sizeof *import.counts);
  import.nodes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  import.ways = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) g_array_unref);
  import.pending = g_ptr_array_new_with_free_func ((GDestroyNotify) pending_free);
  import.xml = xmlReaderForMemory (data != NULL ? data : "", (int) size, NULL, NULL,
                                   VT_XML_PARSE_OPTIONS);
  if (import.xml == NULL)
    set_error (error, display_name, 1, VT_FILE_ERROR_IO, _("out of memory while reading the extract"));
  else
    {
      xmlTextReaderSetStructuredErrorHandler (import.xml, on_xml_error, &import);
      if (read_osm (&import, error))
        map = build_map (&import, centre, error);
      xmlFreeTextReader (import.xml);
    }

  g_hash_table_unref (import.nodes);
  g_hash_table_unref (import.ways);
  g_ptr_array_unref (import.pending);
  g_free (import.xml_error);
  return map;
}

/**
 * vt_osm_import_path:
 * @path: the extract, as the user typed it
 * @ruleset: the ruleset
 * @centre: (nullable): the centre of the projection
 * @counts: (out) (optional): what was made and left out
 * @error: a place for a #VT_FILE_ERROR
 *
 * Returns: (transfer full): the terrain, or NULL with @error set
 */
VtMap *
vt_osm_import_path (const char         *path,
                    VtRuleset          *ruleset,
                    const VtLatLon     *centre,
                    VtOsmImportCounts  *counts,
                    GError            **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  file = g_file_new_for_commandline_arg (path);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      set_error (error, path, 1, VT_FILE_ERROR_IO, _("cannot open the extract: %s"), local_error->message);
      return NULL;
    }
  /* a FIFO or a device would hold the import up */
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      set_error (error, path, 1, VT_FILE_ERROR_IO, _("this is not a plain file"));
      return NULL;
    }
  if (g_file_info_get_size (info) > VT_OSM_MAX_SIZE)
    {
      set_error (error, path, 1, VT_FILE_ERROR_TOO_LARGE,
                 _("the extract is %lld MiB; Vertrauter imports extracts up to %d MiB"),
                 (long long) ((g_file_info_get_size (info) + 1024 * 1024 - 1) / (1024 * 1024)),
                 VT_OSM_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  bytes = g_file_load_bytes (file, NULL, NULL, &local_error);
  if (bytes == NULL)
    {
      set_error (error, path, 1, VT_FILE_ERROR_IO, _("cannot read the extract: %s"), local_error->message);
      return NULL;
    }
  return vt_osm_import_bytes (bytes, path, ruleset, centre, counts, error);
}
