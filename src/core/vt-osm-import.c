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
#include "vt-edit.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-file.h"
#include "vt-geometry-check.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-osm-import.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
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
  GHashTable        *way_ids;   /* gint64 *: every way read, so a second of one id is refused */
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
  /* decimal degrees, as OpenStreetMap writes them: strtod would also read
   * "0x33p-1", "nan" and "inf" */
  if (text[strspn (text, "+-0123456789.eE")] != '\0')
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
  /* the element's own line: the parser has read ahead of it */
  xmlNodePtr node = xmlTextReaderCurrentNode (import->xml);
  long at = node != NULL ? xmlGetLineNo (node) : -1;

  return at > 0 ? (int) at : xmlTextReaderGetParserLineNumber (import->xml);
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
  /* a second node of one id would move every way through it */
  if (g_hash_table_contains (import->nodes, &id))
    {
      set_error (error, import->display_name, at, VT_FILE_ERROR_INVALID,
                 _("node %s comes a second time; an extract has each node once"), id_text);
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
  /* a second way of one id would be lost, or lose the first */
  if (g_hash_table_contains (import->way_ids, &id))
    {
      set_error (error, import->display_name, line (import), VT_FILE_ERROR_INVALID,
                 _("way %s comes a second time; an extract has each way once"), id_text);
      return FALSE;
    }
  if (g_hash_table_size (import->way_ids) < MAX_NODES)
    {
      gint64 *seen = g_new (gint64, 1);

      *seen = id;
      g_hash_table_add (import->way_ids, seen);
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
  /* a node repeated on end (one node 4,000 times) is one corner */
  for (guint i = 1; i < refs->len;)
    if (g_array_index (refs, gint64, i) == g_array_index (refs, gint64, i - 1))
      g_array_remove_index (refs, i);
    else
      i++;
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
place_to_plane (const VtLatLon *origin,
                const VtLatLon *place,
                VtPoint        *plane)
{
  double radians = G_PI / 180;

  plane->x = EARTH_RADIUS_METRES * cos (origin->latitude * radians) *
             (place->longitude - origin->longitude) * radians;
  /* y grows southwards */
  plane->y = -EARTH_RADIUS_METRES * (place->latitude - origin->latitude) * radians;
}

/**
 * vt_osm_alignment_place_to_map:
 * @self: an alignment
 * @place: a place on the earth
 * @map: (out): where it lies on the map
 */
void
vt_osm_alignment_place_to_map (const VtOsmAlignment *self,
                               const VtLatLon       *place,
                               VtPoint              *map)
{
  VtPoint plane;

  g_return_if_fail (self != NULL && place != NULL && map != NULL);

  place_to_plane (&self->origin, place, &plane);
  vt_calibration_image_to_map (&self->to_map, &plane, map);
}

/**
 * vt_osm_alignment_map_to_place:
 * @self: an alignment
 * @map: a point of the map
 * @place: (out): the place on the earth that lies there
 */
void
vt_osm_alignment_map_to_place (const VtOsmAlignment *self,
                               const VtPoint        *map,
                               VtLatLon             *place)
{
  double radians = G_PI / 180;
  VtPoint plane;

  g_return_if_fail (self != NULL && map != NULL && place != NULL);

  vt_calibration_map_to_image (&self->to_map, map, &plane);
  place->latitude = self->origin.latitude - plane.y / EARTH_RADIUS_METRES / radians;
  place->longitude = self->origin.longitude +
                     plane.x / (EARTH_RADIUS_METRES * cos (self->origin.latitude * radians)) / radians;
}

/**
 * vt_osm_alignment_init_from_pins:
 * @self: the alignment to set
 * @pins: (array length=n_pins): places known on the earth and on the map
 * @n_pins: two or more
 * @error: a place for a #VT_CALIBRATION_ERROR
 *
 * Returns: FALSE when the places or their points on the map coincide
 */
gboolean
vt_osm_alignment_init_from_pins (VtOsmAlignment  *self,
                                 const VtOsmPin  *pins,
                                 guint            n_pins,
                                 GError         **error)
{
  g_autofree VtCalibrationPoint *points = NULL;
  VtOsmAlignment alignment;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (pins != NULL || n_pins == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_pins < 2)
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("Give two places, each with its latitude and longitude and its point on the map"));
      return FALSE;
    }
  for (guint i = 0; i < n_pins; i++)
    if (!(fabs (pins[i].place.latitude) < 90) || !(fabs (pins[i].place.longitude) <= 180) ||
        !isfinite (pins[i].map.x) || !isfinite (pins[i].map.y))
      {
        g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                     _("Place %u lies outside latitude ±90 and longitude ±180"), i + 1);
        return FALSE;
      }

  /* the plane about the first place: over a battlefield the
   * equirectangular projection is true to well under a pace in a thousand */
  alignment.origin = pins[0].place;
  points = g_new0 (VtCalibrationPoint, n_pins);
  for (guint i = 0; i < n_pins; i++)
    {
      place_to_plane (&alignment.origin, &pins[i].place, &points[i].image);
      points[i].map = pins[i].map;
    }
  for (guint i = 0; i < n_pins; i++)
    for (guint j = i + 1; j < n_pins; j++)
      {
        if (vt_point_distance (&points[i].image, &points[j].image) < 1)
          {
            g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                         _("Places %u and %u are the same place on the earth (less than a metre apart): "
                           "pin two places far apart"), i + 1, j + 1);
            return FALSE;
          }
        if (vt_point_distance (&points[i].map, &points[j].map) < 1e-6)
          {
            g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                         _("Places %u and %u are at the same point of the map: "
                           "give each the point where it lies"), i + 1, j + 1);
            return FALSE;
          }
      }
  if (!vt_calibration_fit (&alignment.to_map, points, n_pins, error))
    return FALSE;
  *self = alignment;
  return TRUE;
}

/**
 * vt_osm_alignment_init_from_corners:
 * @self: the alignment to set
 * @calibration: how the scan's pixels lie on the map
 * @image_width: the scan's width in pixels
 * @image_height: its height
 * @north_west: the place at the scan's top left corner
 * @south_east: the place at its bottom right
 * @error: a place for a #VT_CALIBRATION_ERROR
 *
 * Returns: FALSE when the corners are not north-west and south-east of
 *   each other, or the scan has no size
 */
gboolean
vt_osm_alignment_init_from_corners (VtOsmAlignment      *self,
                                    const VtCalibration *calibration,
                                    double               image_width,
                                    double               image_height,
                                    const VtLatLon      *north_west,
                                    const VtLatLon      *south_east,
                                    GError             **error)
{
  VtOsmPin pins[2];

  g_return_val_if_fail (self != NULL && calibration != NULL, FALSE);
  g_return_val_if_fail (north_west != NULL && south_east != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(image_width > 0 && image_height > 0))
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("The scanned map has no size: load its image first"));
      return FALSE;
    }
  if (!(north_west->latitude > south_east->latitude) || !(north_west->longitude < south_east->longitude))
    {
      g_set_error (error, VT_CALIBRATION_ERROR, VT_CALIBRATION_ERROR_DEGENERATE,
                   _("The top left corner must lie north and west of the bottom right one"));
      return FALSE;
    }
  pins[0].place = *north_west;
  vt_calibration_image_to_map (calibration, &(VtPoint) { 0, 0 }, &pins[0].map);
  pins[1].place = *south_east;
  vt_calibration_image_to_map (calibration, &(VtPoint) { image_width, image_height }, &pins[1].map);
  return vt_osm_alignment_init_from_pins (self, pins, 2, error);
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

/* The extract's features placed by @alignment, each point to a hundredth
 * of the unit: far finer than any plan, and the file stays readable.
 * @min and @max grow by every point. NULL with @error when too large. */
static GPtrArray *
place_features (Import               *import,
                const VtOsmAlignment *alignment,
                VtPoint              *min,
                VtPoint              *max,
                GError              **error)
{
  g_autoptr(GPtrArray) features = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_points = 0;

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
          vt_osm_alignment_place_to_map (alignment, place, &point);
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
          grow (min, max, &g_array_index (points, VtPoint, k));
        }
      if (pending->name != NULL && *pending->name != '\0')
        vt_feature_set_name (feature, pending->name);
      g_ptr_array_add (features, g_steal_pointer (&feature));
    }
  return g_steal_pointer (&features);
}

static void
count_feature (VtOsmImportCounts *counts,
               VtFeature         *feature)
{
  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYGON:
      counts->n_polygons++;
      break;
    case VT_GEOMETRY_POLYLINE:
      counts->n_polylines++;
      break;
    case VT_GEOMETRY_POINT:
    default:
      counts->n_points++;
      break;
    }
}

static double
metres_per_unit_of (Import      *import,
                    GError     **error)
{
  const char *unit = vt_ruleset_get_unit_of_length (import->ruleset);
  double metres_per_unit = unit != NULL ? vt_length_get_metres (unit) : 0;

  if (metres_per_unit == 0)
    set_error (error, import->display_name, 1, VT_FILE_ERROR_INVALID,
               _("ruleset %s measures in '%s', which is no length the ground can be "
               "projected to"), vt_ruleset_get_id (import->ruleset), unit != NULL ? unit : "");
  return metres_per_unit;
}

static VtMap *
build_map (Import          *import,
           const VtLatLon  *centre,
           GError         **error)
{
  const char *unit = vt_ruleset_get_unit_of_length (import->ruleset);
  double metres_per_unit = metres_per_unit_of (import, error);
  VtPoint min = { INFINITY, INFINITY }, max = { -INFINITY, -INFINITY };
  g_autoptr(GPtrArray) features = NULL;
  VtOsmAlignment alignment;
  VtLatLon middle;
  VtMap *map;

  if (metres_per_unit == 0)
    return NULL;

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

  /* north up, in the ruleset's unit, about the centre */
  alignment.origin = middle;
  alignment.to_map.scale = 1 / metres_per_unit;
  alignment.to_map.rotation = 0;
  alignment.to_map.offset = (VtPoint) { 0, 0 };

  if (import->have_bounds)
    {
      VtPoint corner;

      vt_osm_alignment_place_to_map (&alignment, &import->min, &corner);
      grow (&min, &max, &corner);
      vt_osm_alignment_place_to_map (&alignment, &import->max, &corner);
      grow (&min, &max, &corner);
    }

  features = place_features (import, &alignment, &min, &max, error);
  if (features == NULL)
    return NULL;

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
      count_feature (import->counts, feature);
    }
  /* + 0.0: no "-0" in what the designer reads */
  import->counts->centre_on_map.x = round (-min.x * 100) / 100 + 0.0;
  import->counts->centre_on_map.y = round (-min.y * 100) / 100 + 0.0;
  alignment.to_map.offset = import->counts->centre_on_map;
  import->counts->alignment = alignment;
  return map;
}

/* Reads @bytes into @import: its nodes, and the ways and nodes the
 * ruleset has a kind for, still on the earth. */
static gboolean
read_extract (Import             *import,
              GBytes             *bytes,
              const char         *display_name,
              VtRuleset          *ruleset,
              VtOsmImportCounts  *counts,
              GError            **error)
{
  const char *data;
  gsize size;
  gboolean ok = FALSE;

  import->display_name = display_name;
  import->ruleset = ruleset;
  import->counts = counts;
  memset (import->counts, 0, sizeof *import->counts);
  import->nodes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  import->ways = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) g_array_unref);
  import->way_ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  import->pending = g_ptr_array_new_with_free_func ((GDestroyNotify) pending_free);

  data = g_bytes_get_data (bytes, &size);
  if (size > VT_OSM_MAX_SIZE)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_TOO_LARGE,
                 _("the extract is %llu MiB; Vertrauter imports extracts up to %d MiB"),
                 (unsigned long long) ((size + 1024 * 1024 - 1) / (1024 * 1024)), VT_OSM_MAX_SIZE / (1024 * 1024));
      return FALSE;
    }
  if (vt_ruleset_get_osm_tags (ruleset, NULL) == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_INVALID,
                 _("ruleset %s does not say how OpenStreetMap's tags become its terrain"),
                 vt_ruleset_get_id (ruleset));
      return FALSE;
    }
  if (!_vt_xml_check_attribute_counts (data != NULL ? data : "", size, display_name, error))
    return FALSE;

  import->xml = xmlReaderForMemory (data != NULL ? data : "", (int) size, NULL, NULL,
                                    VT_XML_PARSE_OPTIONS);
  if (import->xml == NULL)
    set_error (error, display_name, 1, VT_FILE_ERROR_IO, _("out of memory while reading the extract"));
  else
    {
      xmlTextReaderSetStructuredErrorHandler (import->xml, on_xml_error, import);
      ok = read_osm (import, error);
      xmlFreeTextReader (import->xml);
      import->xml = NULL;
    }
  return ok;
}

static void
import_clear (Import *import)
{
  g_clear_pointer (&import->nodes, g_hash_table_unref);
  g_clear_pointer (&import->ways, g_hash_table_unref);
  g_clear_pointer (&import->way_ids, g_hash_table_unref);
  g_clear_pointer (&import->pending, g_ptr_array_unref);
  g_clear_pointer (&import->xml_error, g_free);
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
  VtMap *map = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (centre != NULL && (!(fabs (centre->latitude) < 90) || !(fabs (centre->longitude) <= 180)))
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_BAD_VALUE,
                 _("the centre must lie within latitude ±90 and longitude ±180"));
      return NULL;
    }
  if (read_extract (&import, bytes, display_name, ruleset, counts != NULL ? counts : &local_counts, error))
    map = build_map (&import, centre, error);
  import_clear (&import);
  return map;
}

/* the extract at @path, a plain file of at most VT_OSM_MAX_SIZE bytes */
static GBytes *
load_extract (const char  *path,
              GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;

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
  return g_steal_pointer (&bytes);
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
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = load_extract (path, error);
  if (bytes == NULL)
    return NULL;
  return vt_osm_import_bytes (bytes, path, ruleset, centre, counts, error);
}

/* one of "51.005" or "13.010", within ±@limit degrees */
static gboolean
parse_word_degrees (const char *text,
                    double      limit,
                    double     *degrees)
{
  g_autofree char *word = g_strstrip (g_strdup (text));

  return parse_degrees (word, limit, degrees);
}

/**
 * vt_osm_parse_place:
 * @text: "51.005, 13.010"
 * @place: (out): the place
 * @error: a place for a G_IO_ERROR_INVALID_ARGUMENT
 *
 * Returns: whether @text is a place; FALSE without an error when it is blank
 */
gboolean
vt_osm_parse_place (const char  *text,
                    VtLatLon    *place,
                    GError     **error)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (place != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (stripped[0] == '\0')
    return FALSE;

  parts = g_strsplit (stripped, ",", -1);
  if (g_strv_length (parts) != 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a place: write its latitude and longitude in degrees with a comma between, as 51.005, 13.010"),
                   text);
      return FALSE;
    }
  /* at a pole every longitude is one place: no projection is drawn there */
  if (!parse_word_degrees (parts[0], 90, &place->latitude) || fabs (place->latitude) == 90)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The latitude “%s” is no number of degrees between -90 (south) and 90 (north)"),
                   g_strstrip (parts[0]));
      return FALSE;
    }
  if (!parse_word_degrees (parts[1], 180, &place->longitude))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The longitude “%s” is no number of degrees between -180 (west) and 180 (east)"),
                   g_strstrip (parts[1]));
      return FALSE;
    }
  return TRUE;
}

/**
 * vt_osm_parse_pin:
 * @text: "51.005,13.010=1200,800"
 * @pin: (out): the place and its point on the map
 * @error: a place for a G_IO_ERROR_INVALID_ARGUMENT
 *
 * Returns: whether @text is a place and a point
 */
gboolean
vt_osm_parse_pin (const char  *text,
                  VtOsmPin    *pin,
                  GError     **error)
{
  g_auto(GStrv) halves = NULL;
  g_auto(GStrv) xy = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (pin != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  halves = g_strsplit (text != NULL ? text : "", "=", -1);
  if (g_strv_length (halves) != 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a place and its point on the map: write LAT,LON=X,Y, as 51.005,13.010=1200,800"),
                   text != NULL ? text : "");
      return FALSE;
    }
  if (!vt_osm_parse_place (halves[0], &pin->place, &local_error))
    {
      if (local_error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("“%s” gives no latitude and longitude before the “=”"), text);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  xy = g_strsplit (halves[1], ",", -1);
  if (g_strv_length (xy) != 2 ||
      !parse_word_degrees (xy[0], G_MAXDOUBLE, &pin->map.x) ||
      !parse_word_degrees (xy[1], G_MAXDOUBLE, &pin->map.y))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is no point of the map: write its x and y in the map's unit with a comma between, as 1200,800"),
                   g_strstrip (halves[1]));
      return FALSE;
    }
  return TRUE;
}

/**
 * vt_osm_import_default_title:
 * @path: the extract
 *
 * Returns: (transfer full): its name without the folder and ".osm"
 */
char *
vt_osm_import_default_title (const char *path)
{
  char *title;

  g_return_val_if_fail (path != NULL, NULL);

  title = g_path_get_basename (path);
  if (g_str_has_suffix (title, ".osm") && strlen (title) > 4)
    title[strlen (title) - 4] = '\0';
  return title;
}

/**
 * vt_osm_import_new_scenario:
 * @path: the extract
 * @ruleset: the ruleset
 * @centre: (nullable): the centre of the projection
 * @title: (nullable): the game's title; NULL or blank: from @path
 * @start_time: minutes after midnight of Zug 1
 * @first_side: (nullable): the first side's name
 * @second_side: (nullable): the second side's name
 * @counts: (out) (optional): what was made and left out
 * @error: a place for an error
 *
 * Returns: (transfer full): the scenario, or NULL with @error set
 */
VtScenario *
vt_osm_import_new_scenario (const char         *path,
                            VtRuleset          *ruleset,
                            const VtLatLon     *centre,
                            const char         *title,
                            guint               start_time,
                            const char         *first_side,
                            const char         *second_side,
                            VtOsmImportCounts  *counts,
                            GError            **error)
{
  g_autoptr(VtMap) map = NULL;
  g_autoptr(VtScenario) scenario = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (title != NULL ? title : ""));
  g_autofree char *default_title = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (start_time < 24 * 60, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  map = vt_osm_import_path (path, ruleset, centre, counts, error);
  if (map == NULL)
    return NULL;
  scenario = vt_scenario_new (vt_ruleset_get_id (ruleset), map);
  default_title = vt_osm_import_default_title (path);
  vt_scenario_set_title (scenario, stripped[0] != '\0' ? stripped
                                   : default_title[0] != '\0' ? default_title : _("Untitled Game"));
  vt_scenario_set_start_time (scenario, start_time);
  if (!vt_scenario_add_two_sides (scenario, first_side, second_side, error))
    return NULL;
  return g_steal_pointer (&scenario);
}

/* whether the box of @feature's points meets the sheet */
static gboolean
on_sheet (VtFeature *feature,
          double     width,
          double     height)
{
  guint n;
  const VtPoint *points = vt_feature_get_points (feature, &n);
  VtPoint min = { INFINITY, INFINITY }, max = { -INFINITY, -INFINITY };

  for (guint i = 0; i < n; i++)
    grow (&min, &max, &points[i]);
  return n > 0 && max.x >= 0 && max.y >= 0 && min.x <= width && min.y <= height;
}

static char *
format_xy (const VtPoint *point)
{
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (x, sizeof x, "%.0f", round (point->x) + 0.0);
  g_ascii_formatd (y, sizeof y, "%.0f", round (point->y) + 0.0);
  return g_strdup_printf ("(%s, %s)", x, y);
}

/**
 * vt_osm_import_bytes_into:
 * @editor: the editor of the scenario to import into
 * @bytes: the .osm XML
 * @display_name: how messages name the extract
 * @ruleset: the scenario's ruleset
 * @alignment: how the extract's places lie on the scenario's map
 * @counts: (out) (optional): what was added and left out
 * @error: a place for an error
 *
 * Returns: whether anything was added
 */
gboolean
vt_osm_import_bytes_into (VtEditor             *editor,
                          GBytes               *bytes,
                          const char           *display_name,
                          VtRuleset            *ruleset,
                          const VtOsmAlignment *alignment,
                          VtOsmImportCounts    *counts,
                          GError              **error)
{
  VtOsmImportCounts local_counts = { 0, };
  Import import = { 0, };
  VtGame *game;
  VtScenario *scenario;
  VtMap *map;
  VtPoint min = { INFINITY, INFINITY }, max = { -INFINITY, -INFINITY };
  g_autoptr(GPtrArray) features = NULL;
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);
  guint journal_length;
  gboolean ok = TRUE;

  g_return_val_if_fail (VT_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (bytes != NULL && display_name != NULL, FALSE);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (alignment != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = vt_editor_get_game (editor);
  scenario = vt_game_get_scenario (game);
  map = vt_scenario_get_map (scenario);
  journal_length = vt_journal_get_length (vt_game_get_journal (game));
  if (journal_length > 0)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN,
                   _("The game has begun (its journal holds %u events): an extract is imported while "
                     "laying out, before the first move"), journal_length);
      return FALSE;
    }
  if (vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                   _("This game is played on the ruleset's own board, which takes no terrain"));
      return FALSE;
    }
  if (g_strcmp0 (vt_scenario_get_ruleset_id (scenario), vt_ruleset_get_id (ruleset)) != 0)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                   _("The game is played by ruleset %s, not %s"),
                   vt_scenario_get_ruleset_id (scenario), vt_ruleset_get_id (ruleset));
      return FALSE;
    }

  if (counts == NULL)
    counts = &local_counts;
  if (!read_extract (&import, bytes, display_name, ruleset, counts, error) ||
      (features = place_features (&import, alignment, &min, &max, error)) == NULL)
    {
      import_clear (&import);
      return FALSE;
    }
  import_clear (&import);

  for (guint i = 0; i < features->len; i++)
    {
      VtFeature *feature = g_ptr_array_index (features, i);

      if (on_sheet (feature, vt_map_get_width (map), vt_map_get_height (map)))
        g_ptr_array_add (kept, g_object_ref (feature));
      else
        counts->n_off_sheet++;
    }
  counts->alignment = *alignment;
  counts->centre = alignment->origin;
  vt_osm_alignment_place_to_map (alignment, &alignment->origin, &counts->centre_on_map);

  if (kept->len == 0)
    {
      g_autofree char *from = isfinite (min.x) ? format_xy (&min) : NULL;
      g_autofree char *to = isfinite (min.x) ? format_xy (&max) : NULL;
      char width[G_ASCII_DTOSTR_BUF_SIZE], height[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (width, sizeof width, "%g", vt_map_get_width (map));
      g_ascii_formatd (height, sizeof height, "%g", vt_map_get_height (map));
      if (from == NULL)
        set_error (error, display_name, 1, VT_FILE_ERROR_MISSING,
                   _("the extract holds no terrain ruleset %s reads"), vt_ruleset_get_id (ruleset));
      else
        set_error (error, display_name, 1, VT_FILE_ERROR_BAD_VALUE,
                   _("nothing of the extract lands on the sheet: placed by the places given, its terrain "
                     "lies from %s to %s, and the sheet is %s × %s %s; check the places' latitudes and "
                     "longitudes and their points on the map"),
                   from, to, width, height, vt_map_get_unit_of_length (map));
      return FALSE;
    }

  vt_editor_begin_group (editor, _("Import OpenStreetMap"));
  for (guint i = 0; i < kept->len && ok; i++)
    {
      VtFeature *feature = g_ptr_array_index (kept, i);

      /* the same extract twice, or a way-12 drawn by hand */
      if (vt_map_find_feature (map, vt_feature_get_id (feature)) != NULL)
        {
          g_autofree char *id = vt_editor_new_feature_id (editor, vt_feature_get_id (feature));
          g_autoptr(VtFeature) renamed = vt_feature_new (id, vt_feature_get_kind (feature),
                                                         vt_feature_get_geometry (feature));
          guint n;
          const VtPoint *points = vt_feature_get_points (feature, &n);

          vt_feature_set_name (renamed, vt_feature_get_name (feature));
          for (guint k = 0; k < n; k++)
            vt_feature_add_point (renamed, &points[k]);
          ok = vt_editor_put_feature (editor, renamed, error);
        }
      else
        ok = vt_editor_put_feature (editor, feature, error);
      if (ok)
        count_feature (counts, feature);
    }
  vt_editor_end_group (editor);
  /* all or nothing: no half an extract */
  if (!ok && counts->n_polygons + counts->n_polylines + counts->n_points > 0)
    vt_editor_undo (editor);
  return ok;
}

/**
 * vt_osm_import_path_into:
 * @editor: the editor of the scenario to import into
 * @path: the extract
 * @ruleset: the scenario's ruleset
 * @alignment: how the extract's places lie on the scenario's map
 * @counts: (out) (optional): what was added and left out
 * @error: a place for an error
 *
 * Returns: whether anything was added
 */
gboolean
vt_osm_import_path_into (VtEditor             *editor,
                         const char           *path,
                         VtRuleset            *ruleset,
                         const VtOsmAlignment *alignment,
                         VtOsmImportCounts    *counts,
                         GError              **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  bytes = load_extract (path, error);
  if (bytes == NULL)
    return FALSE;
  return vt_osm_import_bytes_into (editor, bytes, path, ruleset, alignment, counts, error);
}

/* "road “Dresdner Straße”" or, unnamed, "stream way-15" */
static char *
describe_feature (VtRuleset *ruleset,
                  VtFeature *feature,
                  const char *id)
{
  const char *kind_id = feature != NULL ? vt_feature_get_kind (feature) : NULL;
  const VtTerrainKind *kind = kind_id != NULL ? vt_ruleset_find_terrain_kind (ruleset, kind_id) : NULL;
  const char *kind_name = kind != NULL && kind->label != NULL ? vt_ruleset_translate (ruleset, kind->label)
                                                             : kind_id != NULL ? kind_id : "";
  const char *name = feature != NULL ? vt_feature_get_name (feature) : NULL;

  if (name != NULL && name[0] != '\0')
    /* TRANSLATORS: a kind of terrain and its name: "road “Dresdner Straße” (way-20)" */
    return g_strdup_printf (_("%s “%s” (%s)"), kind_name, name, id);
  /* TRANSLATORS: a kind of terrain and its id: "stream way-15" */
  return g_strdup_printf (_("%s %s"), kind_name, id);
}

/**
 * vt_osm_import_list_unbridged:
 * @scenario: a scenario on measured terrain
 * @ruleset: its ruleset
 * @alignment: how places on the earth lie on its map
 *
 * Returns: (transfer full) (element-type utf8): one sentence for each
 *   road that crosses or ends in water with no bridge or ford there
 */
GPtrArray *
vt_osm_import_list_unbridged (VtScenario           *scenario,
                              VtRuleset            *ruleset,
                              const VtOsmAlignment *alignment)
{
  GPtrArray *sentences = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) faults = NULL;
  VtMap *map;

  g_return_val_if_fail (VT_IS_SCENARIO (scenario), sentences);
  g_return_val_if_fail (VT_IS_RULESET (ruleset), sentences);
  g_return_val_if_fail (alignment != NULL, sentences);

  /* the very check validate makes, so the list is what it will refuse */
  faults = vt_geometry_check (scenario, ruleset);
  map = vt_scenario_get_map (scenario);
  for (guint i = 0; i < faults->len; i++)
    {
      VtGeometryFault *fault = g_ptr_array_index (faults, i);
      g_autofree char *road = NULL;
      g_autofree char *water = NULL;
      g_autofree char *at = NULL;
      VtLatLon place;

      if (fault->kind != VT_GEOMETRY_FAULT_ROAD_CROSSES_WATER &&
          fault->kind != VT_GEOMETRY_FAULT_ROAD_ENDS_IN_WATER)
        continue;
      road = describe_feature (ruleset, vt_map_find_feature (map, fault->subject), fault->subject);
      water = describe_feature (ruleset, vt_map_find_feature (map, fault->other), fault->other);
      at = format_xy (&fault->where);
      vt_osm_alignment_map_to_place (alignment, &fault->where, &place);
      g_ptr_array_add (sentences,
                       fault->kind == VT_GEOMETRY_FAULT_ROAD_CROSSES_WATER
                       /* TRANSLATORS: "road “Dresdner Straße” (way-20) crosses stream way-15 at
                        * (1225, 1000), 51.00512° N, 13.00870° E, with no bridge or ford there" */
                       ? g_strdup_printf (_("%s crosses %s at %s, %.5f° %s, %.5f° %s, with no bridge or ford there"),
                                          road, water, at,
                                          fabs (place.latitude), place.latitude >= 0 ? _("N") : _("S"),
                                          fabs (place.longitude), place.longitude >= 0 ? _("E") : _("W"))
                       : g_strdup_printf (_("%s ends in %s at %s, %.5f° %s, %.5f° %s, with no bridge or ford there"),
                                          road, water, at,
                                          fabs (place.latitude), place.latitude >= 0 ? _("N") : _("S"),
                                          fabs (place.longitude), place.longitude >= 0 ? _("E") : _("W")));
    }
  return sentences;
}
