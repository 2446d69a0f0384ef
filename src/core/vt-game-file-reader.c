/* vt-game-file-reader.c: reading .vertrauter files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-game-file-reader"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#include <glib/gi18n-lib.h>

#include "vt-change-private.h"
#include "vt-dice.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-game-file.h"
#include "vt-geometry-check.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-message-private.h"
#include "vt-ruleset.h"
#include "vt-ruleset-private.h"
#include "vt-ruleset-registry.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-underlay.h"
#include "vt-xml-private.h"
#include "vt-unit.h"

#define MIB (1024 * 1024)

/* The dice are brought back to where they were by rolling them that many
 * times again, so an absurd count would hold the file up for minutes. Ten
 * million is a roll every second for four months of play. */
#define MAX_ROLLED 10000000

#define MAX_ZUG VT_GAME_MAX_MOVE

/* Limits on what a file may hold, so that no file, however made, holds
 * the reader, the window or the renderer up: each is far beyond a real
 * game and each is refused at its line. */
#define MAX_ATTRIBUTES_PER_ELEMENT 64      /* a <unit> has 9 */
#define MAX_NAME_LENGTH            200     /* ids, names, kinds: characters */
#define MAX_LABEL_LENGTH           1000    /* titles, labels, attribute values */
#define MAX_SUMMARY_LENGTH         10000   /* an action's may name all its units */
#define MAX_BRIEFING_LENGTH        100000  /* general and special ideas, payloads */
#define MAX_POINTS_PER_FEATURE     5000
#define MAX_POINTS                 200000  /* in all the features of a map */
#define MAX_EXTENT                 1000000 /* width and height, in the unit of length */
#define MAX_STRENGTH               VT_UNIT_MAX_STRENGTH
#define MAX_CHILDREN               10000   /* elements in one element but game, map, journal */

/* The file is parsed as it is read, this much at a time. */
#define STREAM_CHUNK (64 * 1024)

G_DEFINE_QUARK (vt-file-error-quark, vt_file_error)

/* The order of the children of <game>; each may appear once except sides
 * and units. Sides come before the units that name them. */
typedef enum {
  STAGE_START,
  STAGE_TITLE,
  STAGE_MAP,
  STAGE_GENERAL_IDEA,
  STAGE_OPTIONS,
  STAGE_HOUSE_RULES,
  STAGE_SIDES,
  STAGE_UNITS,
  STAGE_JOURNAL,
} Stage;

/* The second parse, fed as the reader asks for the next element, so that
 * the tree holds one feature or one event at a time, not the whole file:
 * a tree of libxml2 nodes is twenty times the size of the text. */
typedef struct {
  xmlParserCtxtPtr  context;
  const char       *data;
  gsize             size;
  gsize             offset;
} Stream;

typedef struct {
  Stream            *stream;      /* NULL: the whole tree is there */
  const char        *display_name;
  VtRulesetRegistry *registry;
  VtRuleset         *ruleset;
  const char        *ruleset_id;
  VtMap             *map;
  VtScenario        *scenario;
  /* the file read, against which an underlay's relative href is found;
   * NULL when reading bytes */
  GFile             *file;
  VtUnderlay        *underlay;
  GPtrArray         *warnings;    /* of char *: what the designer is told */
  /* id → line where it was first defined, for duplicates */
  GHashTable        *feature_lines;
  GHashTable        *side_lines;
  GHashTable        *unit_lines;
  guint              n_points;    /* in all features so far */
  /* the messages the journal has sent so far, for the umpire's decisions */
  VtMessageLog      *messages;
  /* the units the journal's changes have created so far (id → VtUnit) */
  GHashTable        *created;
} Reader;

/* What libxml2 reported while parsing; only the first error counts. */
typedef struct {
  gboolean  forbidden;
  int       forbidden_line;
  gboolean  have_error;
  gboolean  at_end;
  gboolean  blank;   /* the file holds nothing but white space */
  gboolean  stopped; /* at the first fatal error */
  int       code;
  int       line;
  int       int1;
  char     *str1;
  char     *str2;
  char     *message;
  /* the first limit broken (too many points or children), which stops the parse */
  char     *limit_message;
  int       limit_line;
  guint     n_points;          /* in all features */
  xmlNode  *feature;           /* the feature whose points are counted */
  guint     n_feature_points;
} ParseReport;

static void
reader_clear (Reader *reader)
{
  g_clear_object (&reader->map);
  g_clear_object (&reader->scenario);
  g_clear_object (&reader->underlay);
  g_clear_pointer (&reader->warnings, g_ptr_array_unref);
  g_clear_object (&reader->messages);
  g_clear_pointer (&reader->created, g_hash_table_unref);
  g_clear_pointer (&reader->feature_lines, g_hash_table_unref);
  g_clear_pointer (&reader->side_lines, g_hash_table_unref);
  g_clear_pointer (&reader->unit_lines, g_hash_table_unref);
}

/* A value quoted in a message longer than this is cut short: a name of
 * 100,000 letters would bury the message, and a dialog would take long
 * to lay it out. */
#define MAX_QUOTED 200
#define SHOWN_QUOTED 60

static char *
shorten_quoted (const char *message)
{
  GString *text = g_string_new (NULL);
  const char *rest = message;

  for (;;)
    {
      const char *open = strchr (rest, '\'');
      const char *close = open != NULL ? strchr (open + 1, '\'') : NULL;
      const char *cut;

      if (close == NULL)
        {
          g_string_append (text, rest);
          break;
        }

      g_string_append_len (text, rest, open + 1 - rest);
      if (close - open - 1 <= MAX_QUOTED)
        g_string_append_len (text, open + 1, close - open - 1);
      else
        {
          /* back to the start of a UTF-8 character */
          cut = open + 1 + SHOWN_QUOTED;
          while (cut > open + 1 && (*cut & 0xc0) == 0x80)
            cut--;
          g_string_append_len (text, open + 1, cut - (open + 1));
          g_string_append (text, "…");
        }
      g_string_append_c (text, '\'');
      rest = close + 1;
    }

  return g_string_free (text, FALSE);
}

G_GNUC_PRINTF (5, 6)
static void
set_error (GError     **error,
           const char  *display_name,
           long         line,
           VtFileError  code,
           const char  *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (strlen (message) > MAX_QUOTED)
    {
      char *shorter = shorten_quoted (message);

      g_free (message);
      message = shorter;
    }

  g_set_error (error, VT_FILE_ERROR, code, "%s:%ld: %s",
               display_name, MAX (line, 1), message);
}

static long
node_line (xmlNode *node)
{
  return xmlGetLineNo (node);
}

#define node_error(reader, node, error, code, ...) \
  set_error (error, (reader)->display_name, node_line (node), code, __VA_ARGS__)

static const char *
node_name (xmlNode *node)
{
  return (const char *) node->name;
}

static gboolean
is_ours (xmlNode *node)
{
  return node->ns != NULL && node->ns->href != NULL &&
         g_strcmp0 ((const char *) node->ns->href, VT_FILE_NAMESPACE) == 0;
}

/* Only attributes without a namespace and in @allowed are part of the format. */
static gboolean
check_attributes (Reader             *reader,
                  xmlNode            *node,
                  const char * const *allowed,
                  GError            **error)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      if (attr->ns == NULL &&
          g_strv_contains (allowed, (const char *) attr->name))
        continue;

      if (attr->ns != NULL && attr->ns->prefix != NULL)
        node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                    _("unknown attribute '%s:%s' on element '%s'"),
                    (const char *) attr->ns->prefix,
                    (const char *) attr->name, node_name (node));
      else
        node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                    _("unknown attribute '%s' on element '%s'"),
                    (const char *) attr->name, node_name (node));
      return FALSE;
    }

  return TRUE;
}

static char *
get_attribute (xmlNode    *node,
               const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;

  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

static char *
require_attribute (Reader      *reader,
                   xmlNode     *node,
                   const char  *name,
                   GError     **error)
{
  char *value = get_attribute (node, name);

  if (value == NULL)
    node_error (reader, node, error, VT_FILE_ERROR_MISSING,
                _("element '%s' needs the attribute '%s'"),
                node_name (node), name);
  return value;
}

/* A text the game keeps and shows (a name in the window, a summary in
 * the journal) is held to a length the window can lay out. */
static gboolean
check_length (Reader      *reader,
              xmlNode     *node,
              const char  *attribute,
              const char  *value,
              glong        maximum,
              GError     **error)
{
  glong length;

  if (value == NULL || strlen (value) <= (gsize) maximum)
    return TRUE;

  length = g_utf8_strlen (value, -1);
  if (length <= maximum)
    return TRUE;

  if (attribute != NULL)
    node_error (reader, node, error, VT_FILE_ERROR_TOO_LARGE,
                _("the attribute '%s' of element '%s' is %ld characters long; "
                "it can be at most %ld"),
                attribute, node_name (node), length, maximum);
  else
    node_error (reader, node, error, VT_FILE_ERROR_TOO_LARGE,
                _("the text of element '%s' is %ld characters long; it can be at most %ld"),
                node_name (node), length, maximum);
  return FALSE;
}

/* An optional attribute the game keeps: NULL when absent or, with @error
 * set, too long. */
static gboolean
get_kept_attribute (Reader      *reader,
                    xmlNode     *node,
                    const char  *name,
                    glong        maximum,
                    char       **value,
                    GError     **error)
{
  *value = get_attribute (node, name);
  if (check_length (reader, node, name, *value, maximum, error))
    return TRUE;

  g_clear_pointer (value, g_free);
  return FALSE;
}

/* Ids and names that make a thing (a feature, a side, a unit, an event's
 * kind) must not be empty: nothing could name it back. */
static char *
require_id (Reader      *reader,
            xmlNode     *node,
            const char  *name,
            GError     **error)
{
  char *value = require_attribute (reader, node, name, error);

  if (value != NULL && *value == '\0')
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the attribute '%s' of element '%s' is empty"),
                  name, node_name (node));
      g_clear_pointer (&value, g_free);
    }
  else if (!check_length (reader, node, name, value, MAX_NAME_LENGTH, error))
    g_clear_pointer (&value, g_free);
  return value;
}

/* The next element child, skipping comments, processing instructions and
 * whitespace. Text between elements and elements of other namespaces are
 * not part of the format. */
/* Marks an element whose end tag the stream has read. */
static char element_closed;

static gboolean
stream_feed (Stream *stream)
{
  gsize chunk;

  if (stream->offset >= stream->size)
    return FALSE;

  chunk = MIN ((gsize) STREAM_CHUNK, stream->size - stream->offset);
  xmlParseChunk (stream->context, stream->data + stream->offset, (int) chunk,
                 stream->offset + chunk == stream->size);
  stream->offset += chunk;
  return TRUE;
}

static gboolean
is_closed (Reader  *reader,
           xmlNode *node)
{
  return reader->stream == NULL || reader->stream->offset >= reader->stream->size ||
         node->_private == &element_closed;
}

/* The elements whose children the reader takes one by one as they come. */
static gboolean
is_streamed (xmlNode *node)
{
  return is_ours (node) && node->parent != NULL && node->parent->parent != NULL &&
         node->parent->parent->type == XML_DOCUMENT_NODE &&
         (g_str_equal (node_name (node), "map") || g_str_equal (node_name (node), "journal"));
}

/* Reads on until the element after @after in @parent is complete, and the
 * node after it has begun (a line past 65535 is found there), or until
 * @parent ends. Of a map or a journal only the start is waited for, and
 * the node in it where its line is found. */
static void
wait_for_element (Reader  *reader,
                  xmlNode *parent,
                  xmlNode *after)
{
  if (reader->stream == NULL)
    return;

  for (;;)
    {
      xmlNode *node = after == NULL ? parent->children : after->next;

      while (node != NULL && node->type != XML_ELEMENT_NODE)
        node = node->next;
      if (node != NULL && is_streamed (node)
          ? node->children != NULL || is_closed (reader, node)
          : node != NULL
          ? is_closed (reader, node) && (node->next != NULL || is_closed (reader, parent))
          : is_closed (reader, parent))
        return;
      if (!stream_feed (reader->stream))
        return;
    }
}

static gboolean
next_element (Reader   *reader,
              xmlNode  *parent,
              xmlNode **child,
              GError  **error)
{
  xmlNode *node;

  wait_for_element (reader, parent, *child);
  node = *child == NULL ? parent->children : (*child)->next;

  for (; node != NULL; node = node->next)
    {
      if (node->type == XML_ELEMENT_NODE)
        {
          if (!is_ours (node))
            {
              if (node->ns == NULL || node->ns->href == NULL)
                node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                            _("unknown element '%s' in '%s': it has no namespace"),
                            node_name (node), node_name (parent));
              else
                node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                            _("unknown element '%s' in '%s': it is in the namespace '%s'"),
                            node_name (node), node_name (parent),
                            (const char *) node->ns->href);
              return FALSE;
            }
          *child = node;
          return TRUE;
        }

      if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE)
        {
          const char *text = (const char *) node->content;

          for (; text != NULL && *text != '\0'; text++)
            {
              if (!g_ascii_isspace (*text))
                {
                  node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                              _("unexpected text in element '%s'"),
                              node_name (parent));
                  return FALSE;
                }
            }
        }
    }

  *child = NULL;
  return TRUE;
}

/* next_element() for the elements that hold many (game, map, journal):
 * what came before the next child has been read and is let go. */
static gboolean
next_element_freeing (Reader   *reader,
                      xmlNode  *parent,
                      xmlNode **child,
                      GError  **error)
{
  if (!next_element (reader, parent, child, error))
    return FALSE;

  if (*child != NULL && reader->stream != NULL)
    while ((*child)->prev != NULL)
      {
        xmlNode *done = (*child)->prev;

        xmlUnlinkNode (done);
        xmlFreeNode (done);
      }
  return TRUE;
}

static gboolean
unknown_element (Reader   *reader,
                 xmlNode  *node,
                 GError  **error)
{
  node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
              _("unknown element '%s' in '%s'"),
              node_name (node), node_name (node->parent));
  return FALSE;
}

/* The text of an element that holds only text: a title, a briefing, a payload. */
static char *
get_text (Reader   *reader,
          xmlNode  *node,
          glong     maximum,
          GError  **error)
{
  static const char * const no_attributes[] = { NULL };
  GString *text = g_string_new (NULL);

  if (!check_attributes (reader, node, no_attributes, error))
    return g_string_free (text, TRUE), NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        g_string_append (text, (const char *) child->content);
      else if (child->type == XML_ELEMENT_NODE)
        {
          node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("unknown element '%s' in '%s'"),
                      node_name (child), node_name (node));
          return g_string_free (text, TRUE), NULL;
        }
    }

  if (!check_length (reader, node, NULL, text->str, maximum, error))
    return g_string_free (text, TRUE), NULL;

  return g_string_free (text, FALSE);
}

/* Numbers are written by this program and read strictly: no hex, no
 * infinities, no leading or trailing blanks. */
static gboolean
parse_number (Reader      *reader,
              xmlNode     *node,
              const char  *value,
              const char  *what,
              double      *number,
              GError     **error)
{
  char *end = NULL;
  double parsed;

  if (value[0] == '\0' || strspn (value, "0123456789+-.eE") != strlen (value))
    goto bad;

  errno = 0;
  parsed = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || errno == ERANGE || !isfinite (parsed))
    goto bad;

  *number = parsed;
  return TRUE;

bad:
  node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
              _("%s is '%s', which is not a number"), what, value);
  return FALSE;
}

static gboolean
parse_count (Reader      *reader,
             xmlNode     *node,
             const char  *value,
             const char  *what,
             guint64      maximum,
             guint64     *count,
             GError     **error)
{
  gint64 signed_count;

  if (g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64,
                                &signed_count, NULL) &&
      signed_count < 0)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("%s is %s; it must be 0 or more"), what, value);
      return FALSE;
    }

  if (value[0] == '+' ||
      !g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, count, NULL))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("%s is '%s', which is not a whole number"), what, value);
      return FALSE;
    }

  if (*count > maximum)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("%s is %s; it must be at most %llu"),
                  what, value, (unsigned long long) maximum);
      return FALSE;
    }

  return TRUE;
}

/* Reads an optional number attribute; *present tells whether it was there. */
static gboolean
number_attribute (Reader      *reader,
                  xmlNode     *node,
                  const char  *name,
                  const char  *owner,
                  gboolean    *present,
                  double      *number,
                  GError     **error)
{
  g_autofree char *value = get_attribute (node, name);
  g_autofree char *what = NULL;

  *present = value != NULL;
  if (value == NULL)
    return TRUE;

  what = g_strdup_printf (_("%s of %s"), name, owner);
  return parse_number (reader, node, value, what, number, error);
}

static gboolean
count_attribute (Reader      *reader,
                 xmlNode     *node,
                 const char  *name,
                 const char  *owner,
                 guint64      maximum,
                 gboolean    *present,
                 guint64     *count,
                 GError     **error)
{
  g_autofree char *value = get_attribute (node, name);
  g_autofree char *what = NULL;

  *present = value != NULL;
  if (value == NULL)
    return TRUE;

  what = g_strdup_printf (_("%s of %s"), name, owner);
  return parse_count (reader, node, value, what, maximum, count, error);
}

static gboolean
require_number (Reader      *reader,
                xmlNode     *node,
                const char  *name,
                const char  *owner,
                double      *number,
                GError     **error)
{
  gboolean present;

  if (!number_attribute (reader, node, name, owner, &present, number, error))
    return FALSE;
  if (!present)
    {
      node_error (reader, node, error, VT_FILE_ERROR_MISSING,
                  _("element '%s' needs the attribute '%s'"),
                  node_name (node), name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
require_count (Reader      *reader,
               xmlNode     *node,
               const char  *name,
               const char  *owner,
               guint64      maximum,
               guint64     *count,
               GError     **error)
{
  gboolean present;

  if (!count_attribute (reader, node, name, owner, maximum, &present, count, error))
    return FALSE;
  if (!present)
    {
      node_error (reader, node, error, VT_FILE_ERROR_MISSING,
                  _("element '%s' needs the attribute '%s'"),
                  node_name (node), name);
      return FALSE;
    }
  return TRUE;
}

/* Where an id was first claimed, as it was written there. */
typedef struct {
  long line;
  char id[];
} ClaimedId;

/* An id must be new among its kind; the message points at the first one.
 * Ids are compared composed (NFC): "é" written as one letter or as e and
 * an accent looks the same to the umpire, so it is the same id. */
static gboolean
claim_id (Reader      *reader,
          GHashTable  *lines,
          xmlNode     *node,
          const char  *kind,
          const char  *id,
          GError     **error)
{
  g_autofree char *composed = g_utf8_normalize (id, -1, G_NORMALIZE_NFC);
  ClaimedId *first, *claimed;
  gsize size;

  if (composed == NULL)
    composed = g_strdup (id);

  first = g_hash_table_lookup (lines, composed);
  if (first != NULL && g_str_equal (first->id, id))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("there are two %ss with the id '%s'; the first is on line %ld"),
                  kind, id, first->line);
      return FALSE;
    }
  if (first != NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("there are two %ss with the id '%s'; the first, on line %ld, is "
                  "written with other Unicode characters but reads the same"),
                  kind, id, first->line);
      return FALSE;
    }

  size = strlen (id) + 1;
  claimed = g_malloc (sizeof (ClaimedId) + size);
  claimed->line = node_line (node);
  memcpy (claimed->id, id, size);
  g_hash_table_insert (lines, g_steal_pointer (&composed), claimed);
  return TRUE;
}

/* "line, column or square" */
static char *
join_choices (const char * const *choices)
{
  GString *text = g_string_new (NULL);
  guint n = choices != NULL ? g_strv_length ((char **) choices) : 0;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == n ? " or " : ", ");
      g_string_append (text, choices[i]);
    }
  return g_string_free (text, FALSE);
}

static gboolean
check_formation (Reader      *reader,
                 xmlNode     *node,
                 const char  *unit_id,
                 const char  *unit_type,
                 const char  *formation,
                 GError     **error)
{
  const VtUnitType *type = vt_ruleset_find_unit_type (reader->ruleset, unit_type);
  g_autoptr(GError) check_error = NULL;

  g_assert (type != NULL);
  if (vt_unit_type_check_formation (type, unit_id, formation, VT_FILE_ERROR,
                                    VT_FILE_ERROR_INVALID, &check_error))
    return TRUE;

  node_error (reader, node, error, VT_FILE_ERROR_INVALID, "%s", check_error->message);
  return FALSE;
}

static gboolean
check_cell (Reader      *reader,
            xmlNode     *node,
            const char  *unit_id,
            guint64      cell,
            GError     **error)
{
  const VtBoard *board = vt_map_get_board (reader->map);

  if (vt_board_find_cell (board, (guint) cell) != NULL)
    return TRUE;

  node_error (reader, node, error, VT_FILE_ERROR_INVALID,
              _("unit '%s' stands on cell %llu, but board '%s' has no such cell"),
              unit_id, (unsigned long long) cell, board->id);
  return FALSE;
}

static gboolean
check_inside_map (Reader      *reader,
                  xmlNode     *node,
                  const char  *unit_id,
                  const VtPoint *point,
                  GError     **error)
{
  double width = vt_map_get_width (reader->map);
  double height = vt_map_get_height (reader->map);
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
  char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

  if (point->x >= 0 && point->x <= width && point->y >= 0 && point->y <= height)
    return TRUE;

  node_error (reader, node, error, VT_FILE_ERROR_INVALID,
              _("unit '%s' stands at %s, %s, outside the map of %s × %s %s"),
              unit_id,
              g_ascii_formatd (x, sizeof x, "%g", point->x),
              g_ascii_formatd (y, sizeof y, "%g", point->y),
              g_ascii_formatd (w, sizeof w, "%g", width),
              g_ascii_formatd (h, sizeof h, "%g", height),
              vt_map_get_unit_of_length (reader->map));
  return FALSE;
}

/* a feature's point within reach of the sheet (vt_map_reaches) */
static gboolean
check_near_map (Reader        *reader,
                xmlNode       *node,
                const char    *feature_id,
                const VtPoint *point,
                GError       **error)
{
  double width = vt_map_get_width (reader->map);
  double height = vt_map_get_height (reader->map);
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
  char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

  if (vt_map_reaches (reader->map, point))
    return TRUE;

  node_error (reader, node, error, VT_FILE_ERROR_INVALID,
              _("feature '%s' has a point at %s, %s, more than %d sheets off the map of %s × %s %s"),
              feature_id,
              g_ascii_formatd (x, sizeof x, "%g", point->x),
              g_ascii_formatd (y, sizeof y, "%g", point->y),
              VT_MAP_REACH_SHEETS,
              g_ascii_formatd (w, sizeof w, "%g", width),
              g_ascii_formatd (h, sizeof h, "%g", height),
              vt_map_get_unit_of_length (reader->map));
  return FALSE;
}

/* ---- polygons ------------------------------------------------------- */

/* A polygon whose outline crosses itself has no inside the umpire could
 * point at: the ground under a unit would depend on how it is filled. The
 * sweep is vt_polygon_find_crossing(), the editor's check too. */
static gboolean
check_simple_polygon (Reader     *reader,
                      xmlNode    *node,
                      VtFeature  *feature,
                      GError    **error)
{
  guint n, cross_first, cross_second;
  const VtPoint *points = vt_feature_get_points (feature, &n);

  if (!vt_polygon_find_crossing (points, n, &cross_first, &cross_second, NULL))
    return TRUE;

  node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
              _("polygon '%s' crosses itself: its side from point %u to point %u "
              "crosses its side from point %u to point %u"),
              vt_feature_get_id (feature),
              cross_first + 1, cross_first + 2,
              cross_second + 1, (cross_second + 1) % n + 1);
  return FALSE;
}

/* ---- reading ---------------------------------------------------------- */

static gboolean
read_feature (Reader   *reader,
              xmlNode  *node,
              GError  **error)
{
  static const char * const attributes[] = { "id", "kind", "geometry", "name", NULL };
  static const char * const point_attributes[] = { "x", "y", NULL };
  static const char * const attribute_attributes[] = { "name", "value", NULL };
  g_autofree char *id = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *geometry_name = NULL;
  g_autofree char *name = NULL;
  g_autofree char *owner = NULL;
  g_autoptr(VtFeature) feature = NULL;
  const VtTerrainKind *terrain;
  VtGeometry geometry;
  guint n_points = 0;
  guint needed;
  xmlNode *child = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      (id = require_id (reader, node, "id", error)) == NULL ||
      (kind = require_attribute (reader, node, "kind", error)) == NULL ||
      (geometry_name = require_attribute (reader, node, "geometry", error)) == NULL)
    return FALSE;

  if (!claim_id (reader, reader->feature_lines, node, "feature", id, error))
    return FALSE;

  if (!vt_geometry_from_string (geometry_name, &geometry))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("geometry of feature '%s' is '%s'; it can be polygon, polyline or point"),
                  id, geometry_name);
      return FALSE;
    }

  terrain = vt_ruleset_find_terrain_kind (reader->ruleset, kind);
  if (terrain == NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("unknown terrain kind '%s' for ruleset %s"),
                  kind, reader->ruleset_id);
      return FALSE;
    }
  if (terrain->geometry != geometry)
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("feature '%s' is a %s, but terrain kind '%s' is drawn as a %s"),
                  id, geometry_name, kind, vt_geometry_to_string (terrain->geometry));
      return FALSE;
    }

  if (!get_kept_attribute (reader, node, "name", MAX_NAME_LENGTH, &name, error))
    return FALSE;
  feature = vt_feature_new (id, kind, geometry);
  if (name != NULL)
    vt_feature_set_name (feature, name);

  owner = g_strdup_printf (_("a point of feature '%s'"), id);

  while (next_element (reader, node, &child, error) && child != NULL)
    {
      if (g_str_equal (node_name (child), "point"))
        {
          VtPoint point;

          if (!check_attributes (reader, child, point_attributes, error) ||
              !require_number (reader, child, "x", owner, &point.x, error) ||
              !require_number (reader, child, "y", owner, &point.y, error) ||
              !check_near_map (reader, child, id, &point, error))
            return FALSE;

          if (n_points == MAX_POINTS_PER_FEATURE)
            {
              node_error (reader, child, error, VT_FILE_ERROR_TOO_LARGE,
                          _("feature '%s' has more than %d points; a feature can have at most %d"),
                          id, MAX_POINTS_PER_FEATURE, MAX_POINTS_PER_FEATURE);
              return FALSE;
            }
          if (reader->n_points == MAX_POINTS)
            {
              node_error (reader, child, error, VT_FILE_ERROR_TOO_LARGE,
                          _("the features of the map have more than %d points; "
                          "a map can have at most %d in all"),
                          MAX_POINTS, MAX_POINTS);
              return FALSE;
            }

          vt_feature_add_point (feature, &point);
          n_points++;
          reader->n_points++;
        }
      else if (g_str_equal (node_name (child), "attribute"))
        {
          g_autofree char *attribute_name = NULL;
          g_autofree char *value = NULL;

          if (!check_attributes (reader, child, attribute_attributes, error) ||
              (attribute_name = require_id (reader, child, "name", error)) == NULL ||
              (value = require_attribute (reader, child, "value", error)) == NULL ||
              !check_length (reader, child, "value", value, MAX_LABEL_LENGTH, error))
            return FALSE;

          if (vt_feature_get_attribute (feature, attribute_name) != NULL)
            {
              node_error (reader, child, error, VT_FILE_ERROR_BAD_VALUE,
                          _("feature '%s' has the attribute '%s' twice"),
                          id, attribute_name);
              return FALSE;
            }
          vt_feature_set_attribute (feature, attribute_name, value);
        }
      else
        return unknown_element (reader, child, error);
    }
  if (error != NULL && *error != NULL)
    return FALSE;

  needed = vt_geometry_get_min_points (geometry);
  if (geometry == VT_GEOMETRY_POINT && n_points != 1)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("feature '%s' is a point and needs exactly 1 point; it has %u"),
                  id, n_points);
      return FALSE;
    }
  if (n_points < needed)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("feature '%s' is a %s and needs at least %u points; it has %u"),
                  id, geometry_name, needed, n_points);
      return FALSE;
    }

  if (geometry == VT_GEOMETRY_POLYGON && !check_simple_polygon (reader, node, feature, error))
    return FALSE;

  vt_map_add_feature (reader->map, feature);
  return TRUE;
}

/* <underlay href="scan.png" opacity="0.5" shown="true"> with <pin>s, or
 * mime-type="image/png" and the image in a <data> of base64. An image that
 * is not where href says is told, not refused: the designer can find it
 * again, and the terrain is what the game needs. */
static gboolean
read_underlay (Reader   *reader,
               xmlNode  *node,
               GError  **error)
{
  static const char * const attributes[] = { "href", "mime-type", "opacity", "shown", NULL };
  static const char * const pin_attributes[] = { "image-x", "image-y", "x", "y", NULL };
  g_autofree char *href = NULL;
  g_autofree char *mime_type = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GArray) pins = g_array_new (FALSE, FALSE, sizeof (VtCalibrationPoint));
  g_autoptr(GError) fit_error = NULL;
  gboolean have_opacity;
  double opacity = 0.5;
  xmlNode *child = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      !get_kept_attribute (reader, node, "href", MAX_LABEL_LENGTH, &href, error) ||
      !get_kept_attribute (reader, node, "mime-type", MAX_NAME_LENGTH, &mime_type, error) ||
      !number_attribute (reader, node, "opacity", _("the underlay"), &have_opacity, &opacity, error))
    return FALSE;
  if (have_opacity && (opacity < 0 || opacity > 1))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the opacity of the underlay must be from 0 to 1"));
      return FALSE;
    }
  shown = get_attribute (node, "shown");
  if (shown != NULL && !g_str_equal (shown, "true") && !g_str_equal (shown, "false"))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("shown of the underlay is '%s'; it can be true or false"), shown);
      return FALSE;
    }

  while (next_element (reader, node, &child, error) && child != NULL)
    {
      if (g_str_equal (node_name (child), "pin"))
        {
          VtCalibrationPoint pin;

          if (!check_attributes (reader, child, pin_attributes, error) ||
              !require_number (reader, child, "image-x", _("the pin"), &pin.image.x, error) ||
              !require_number (reader, child, "image-y", _("the pin"), &pin.image.y, error) ||
              !require_number (reader, child, "x", _("the pin"), &pin.map.x, error) ||
              !require_number (reader, child, "y", _("the pin"), &pin.map.y, error))
            return FALSE;
          if (pins->len >= 16)
            {
              node_error (reader, child, error, VT_FILE_ERROR_TOO_LARGE,
                          _("the underlay has more than 16 pins"));
              return FALSE;
            }
          g_array_append_val (pins, pin);
        }
      else if (g_str_equal (node_name (child), "data") && data == NULL)
        {
          if ((data = get_text (reader, child, G_MAXLONG, error)) == NULL)
            return FALSE;
        }
      else
        return unknown_element (reader, child, error);
    }
  if (error != NULL && *error != NULL)
    return FALSE;

  if ((href == NULL) == (data == NULL) || (data != NULL && mime_type == NULL))
    {
      node_error (reader, node, error, VT_FILE_ERROR_MISSING,
                  _("the underlay needs either href or a mime-type and its <data>"));
      return FALSE;
    }
  if (href != NULL && *href == '\0')
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the attribute 'href' of element 'underlay' is empty"));
      return FALSE;
    }

  if (data != NULL)
    {
      g_autoptr(GBytes) bytes = NULL;
      gsize size = 0;
      guchar *decoded;

      g_strstrip (data);
      /* g_base64_decode skips what is not base64; the file must not hold it */
      if (strspn (data, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= \t\r\n") !=
          strlen (data))
        {
          node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                      _("the underlay's <data> is not base64"));
          return FALSE;
        }
      decoded = g_base64_decode (data, &size);
      bytes = g_bytes_new_take (decoded, size);
      if (size == 0)
        {
          node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                      _("the underlay's <data> holds no image"));
          return FALSE;
        }
      reader->underlay = vt_underlay_new_embedded (bytes, mime_type);
    }
  else
    {
      reader->underlay = vt_underlay_new_for_href (href);
      if (reader->file != NULL || g_path_is_absolute (href))
        {
          g_autoptr(GFile) image = vt_underlay_resolve_file (reader->underlay, reader->file);
          g_autofree char *path = g_file_get_parse_name (image);
          g_autoptr(GFile) folder = reader->file != NULL ? g_file_get_parent (reader->file) : NULL;
          g_autofree char *basename = g_file_get_basename (image);
          g_autoptr(GFile) beside = folder != NULL && basename != NULL ? g_file_get_child (folder, basename) : NULL;

          /* a scenario copied on with its picture, which it named by a
           * whole path (or from another folder): the picture beside it */
          if (!g_file_query_exists (image, NULL) && beside != NULL && g_file_query_exists (beside, NULL))
            {
              g_autofree char *found = g_file_get_parse_name (beside);

              vt_underlay_refer_to (reader->underlay, basename);
              g_ptr_array_add (reader->warnings,
                               g_strdup_printf (_("%s:%ld: the underlay image '%s' is not there; "
                                                "the scenario uses %s beside it, and names it so when saved"),
                                                reader->display_name, node_line (node), href, found));
            }
          else if (!g_file_query_exists (image, NULL))
            g_ptr_array_add (reader->warnings,
                             g_strdup_printf (_("%s:%ld: the underlay image '%s' is not there "
                                              "(looked for %s); the scenario opens without it"),
                                              reader->display_name, node_line (node), href, path));
        }
    }

  vt_underlay_set_opacity (reader->underlay, opacity);
  vt_underlay_set_shown (reader->underlay, shown == NULL || g_str_equal (shown, "true"));
  if (!vt_underlay_set_points (reader->underlay, (VtCalibrationPoint *) pins->data,
                               pins->len, &fit_error))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the underlay's pins do not fit: %s"), fit_error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_map (Reader   *reader,
          xmlNode  *node,
          GError  **error)
{
  static const char * const terrain_attributes[] = { "kind", "width", "height", "unit", NULL };
  static const char * const board_attributes[] = { "kind", "board", "unit", NULL };
  g_autofree char *kind = NULL;
  g_autofree char *unit = NULL;
  const char *ruleset_unit;
  xmlNode *child = NULL;

  if ((kind = require_attribute (reader, node, "kind", error)) == NULL)
    return FALSE;

  if (g_str_equal (kind, "terrain"))
    {
      double width, height;

      if (!check_attributes (reader, node, terrain_attributes, error) ||
          !require_number (reader, node, "width", _("the map"), &width, error) ||
          !require_number (reader, node, "height", _("the map"), &height, error) ||
          (unit = require_attribute (reader, node, "unit", error)) == NULL)
        return FALSE;

      if (width <= 0 || height <= 0)
        {
          char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

          node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                      _("the map is %s × %s; width and height must be more than 0"),
                      g_ascii_formatd (w, sizeof w, "%g", width),
                      g_ascii_formatd (h, sizeof h, "%g", height));
          return FALSE;
        }

      /* beyond this the renderer's and the reach's arithmetic is no longer
       * exact to a pace, and no battlefield is that large */
      if (width > MAX_EXTENT || height > MAX_EXTENT)
        {
          char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];

          node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                      _("the map is %s × %s %s; width and height can be at most %d"),
                      g_ascii_formatd (w, sizeof w, "%g", width),
                      g_ascii_formatd (h, sizeof h, "%g", height),
                      unit, MAX_EXTENT);
          return FALSE;
        }

      if (vt_ruleset_get_board (reader->ruleset) != NULL)
        {
          node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                      _("ruleset %s is played on its own board; write <map kind=\"board\">"),
                      reader->ruleset_id);
          return FALSE;
        }

      reader->map = vt_map_new_terrain (width, height, unit);
    }
  else if (g_str_equal (kind, "board"))
    {
      g_autofree char *board_id = NULL;
      const VtBoard *board;

      if (!check_attributes (reader, node, board_attributes, error) ||
          (board_id = require_attribute (reader, node, "board", error)) == NULL ||
          (unit = require_attribute (reader, node, "unit", error)) == NULL)
        return FALSE;

      board = vt_ruleset_get_board (reader->ruleset);
      if (board == NULL)
        {
          node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                      _("ruleset %s has no board of its own; "
                      "this map must be measured terrain"),
                      reader->ruleset_id);
          return FALSE;
        }
      if (g_strcmp0 (board->id, board_id) != 0)
        {
          node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                      _("unknown board '%s' for ruleset %s; its board is '%s'"),
                      board_id, reader->ruleset_id, board->id);
          return FALSE;
        }

      reader->map = vt_map_new_board (board, unit);
    }
  else
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("kind of the map is '%s'; it can be terrain or board"), kind);
      return FALSE;
    }

  ruleset_unit = vt_ruleset_get_unit_of_length (reader->ruleset);
  if (ruleset_unit != NULL && g_strcmp0 (ruleset_unit, unit) != 0)
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("the map is measured in '%s', but ruleset %s measures in '%s'"),
                  unit, reader->ruleset_id, ruleset_unit);
      return FALSE;
    }

  while (next_element_freeing (reader, node, &child, error) && child != NULL)
    {
      if (g_str_equal (node_name (child), "underlay") && g_str_equal (kind, "terrain") &&
          reader->underlay == NULL && vt_map_get_features (reader->map) != NULL &&
          g_list_model_get_n_items (vt_map_get_features (reader->map)) == 0)
        {
          if (!read_underlay (reader, child, error))
            return FALSE;
        }
      else if (g_str_equal (node_name (child), "feature") && g_str_equal (kind, "terrain"))
        {
          if (!read_feature (reader, child, error))
            return FALSE;
        }
      else if (g_str_equal (node_name (child), "feature"))
        {
          node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("a board map has no element 'feature': "
                      "its terrain comes from ruleset %s"),
                      reader->ruleset_id);
          return FALSE;
        }
      else
        return unknown_element (reader, child, error);
    }

  return error == NULL || *error == NULL;
}

static gboolean
parse_colour (const char *spec,
              VtColour   *colour)
{
  if (strlen (spec) != 7 || spec[0] != '#')
    return FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (spec[i]))
      return FALSE;
  return vt_colour_parse (colour, spec);
}

static gboolean
read_side (Reader   *reader,
           xmlNode  *node,
           GError  **error)
{
  static const char * const attributes[] = { "id", "name", "colour", "commander-with", "commander-x",
                                             "commander-y", NULL };
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *colour_spec = NULL;
  g_autofree char *with = NULL;
  gboolean have_x = FALSE, have_y = FALSE;
  VtPoint at = { 0, 0 };
  g_autoptr(VtSide) side = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean have_special_idea = FALSE;
  VtColour colour;
  xmlNode *child = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      (id = require_id (reader, node, "id", error)) == NULL ||
      (name = require_attribute (reader, node, "name", error)) == NULL ||
      !check_length (reader, node, "name", name, MAX_NAME_LENGTH, error) ||
      (colour_spec = require_attribute (reader, node, "colour", error)) == NULL)
    return FALSE;

  if (!claim_id (reader, reader->side_lines, node, "side", id, error))
    return FALSE;

  if (!parse_colour (colour_spec, &colour))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("colour of side '%s' is '%s'; write it as #rrggbb, e.g. #c01c28"),
                  id, colour_spec);
      return FALSE;
    }

  side = vt_side_new (id, name, &colour);

  /* the commander: with a unit (checked once the units are read), or at
   * a place, not both */
  with = get_attribute (node, "commander-with");
  if (!number_attribute (reader, node, "commander-x", _("the side"), &have_x, &at.x, error) ||
      !number_attribute (reader, node, "commander-y", _("the side"), &have_y, &at.y, error))
    return FALSE;
  if (have_x != have_y || (with != NULL && have_x))
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("side '%s' places its commander by commander-with (a unit) or by both "
                    "commander-x and commander-y (a place), not otherwise"), id);
      return FALSE;
    }
  if (have_x && !(isfinite (at.x) && isfinite (at.y)))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("side '%s' places its commander at no place"), id);
      return FALSE;
    }
  vt_side_set_commander (side, with, have_x ? &at : NULL);

  while (next_element (reader, node, &child, error) && child != NULL)
    {
      g_autofree char *text = NULL;

      if (!g_str_equal (node_name (child), "special-idea"))
        return unknown_element (reader, child, error);

      if (have_special_idea)
        {
          node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("side '%s' has a second 'special-idea'"), id);
          return FALSE;
        }
      have_special_idea = TRUE;

      if ((text = get_text (reader, child, MAX_BRIEFING_LENGTH, error)) == NULL)
        return FALSE;
      vt_side_set_special_idea (side, text);
    }
  if (error != NULL && *error != NULL)
    return FALSE;

  if (!vt_scenario_add_side (reader->scenario, side, &local_error))
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID, "%s", local_error->message);
      return FALSE;
    }
  vt_scenario_set_source_line (reader->scenario, vt_side_get_id (side), (guint) MAX (node_line (node), 1));

  return TRUE;
}

/* A countdown on a unit: <condition id="rallying" label="…" zuege="2"/>.
 * In a unit it runs at least one Zug; in a change 0 ends it. */
static gboolean
read_condition (Reader           *reader,
                xmlNode          *node,
                const char       *owner,
                guint64           minimum,
                GVariantBuilder  *conditions,
                GHashTable       *seen,
                GError          **error)
{
  static const char * const attributes[] = { "id", "label", "zuege", NULL };
  g_autofree char *id = NULL;
  g_autofree char *label = NULL;
  g_autofree char *what = NULL;
  guint64 zuege;

  if (!check_attributes (reader, node, attributes, error) ||
      (id = require_attribute (reader, node, "id", error)) == NULL)
    return FALSE;

  if (!check_length (reader, node, "id", id, MAX_NAME_LENGTH, error) ||
      !get_kept_attribute (reader, node, "label", MAX_LABEL_LENGTH, &label, error))
    return FALSE;

  what = g_strdup_printf (_("condition '%s' of %s"), id, owner);
  if (!require_count (reader, node, "zuege", what, G_MAXUINT32, &zuege, error))
    return FALSE;

  if (*id == '\0')
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("a condition of %s has an empty id"), owner);
      return FALSE;
    }
  if (zuege < minimum)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("zuege of %s is 0; a condition runs at least 1 Zug"), what);
      return FALSE;
    }
  if (g_hash_table_contains (seen, id))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("%s has the condition '%s' twice"), owner, id);
      return FALSE;
    }
  g_hash_table_add (seen, g_strdup (id));

  g_variant_builder_add (conditions, "(ssu)", id, label != NULL ? label : "", (guint32) zuege);
  return TRUE;
}

static gboolean
read_unit (Reader   *reader,
           xmlNode  *node,
           GError  **error)
{
  static const char * const terrain_attributes[] = {
    "id", "type", "side", "name", "division", "strength", "formation", "x", "y", "facing", NULL
  };
  static const char * const board_attributes[] = {
    "id", "type", "side", "name", "division", "strength", "formation", "cell", "facing", NULL
  };
  gboolean on_board = vt_map_get_kind (reader->map) == VT_MAP_KIND_BOARD;
  g_autofree char *id = NULL;
  g_autofree char *type_id = NULL;
  g_autofree char *side = NULL;
  g_autofree char *name = NULL;
  g_autofree char *division = NULL;
  g_autofree char *formation = NULL;
  g_autofree char *owner = NULL;
  g_autoptr(VtUnit) unit = NULL;
  g_autoptr(GError) local_error = NULL;
  const VtUnitType *type;
  guint64 strength;
  gboolean present;
  double facing = 0;
  xmlNode *child = NULL;

  if ((id = require_id (reader, node, "id", error)) == NULL)
    return FALSE;

  if (!check_attributes (reader, node, on_board ? board_attributes : terrain_attributes, error))
    {
      if (on_board && xmlHasProp (node, (const xmlChar *) "x") != NULL)
        {
          g_clear_error (error);
          node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("unit '%s' stands on a board: give it a 'cell', not 'x' and 'y'"), id);
        }
      else if (!on_board && xmlHasProp (node, (const xmlChar *) "cell") != NULL)
        {
          g_clear_error (error);
          node_error (reader, node, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("unit '%s' stands on measured terrain: give it 'x' and 'y', not a 'cell'"), id);
        }
      return FALSE;
    }

  if ((type_id = require_attribute (reader, node, "type", error)) == NULL ||
      (side = require_attribute (reader, node, "side", error)) == NULL)
    return FALSE;

  if (!claim_id (reader, reader->unit_lines, node, "unit", id, error))
    return FALSE;

  owner = g_strdup_printf (_("unit '%s'"), id);

  type = vt_ruleset_find_unit_type (reader->ruleset, type_id);
  if (type == NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("unknown unit type '%s' for ruleset %s"), type_id, reader->ruleset_id);
      return FALSE;
    }

  if (vt_scenario_find_side (reader->scenario, side) == NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("unit '%s' belongs to side '%s', but there is no such side"), id, side);
      return FALSE;
    }

  if (!require_count (reader, node, "strength", owner, MAX_STRENGTH, &strength, error) ||
      !number_attribute (reader, node, "facing", owner, &present, &facing, error))
    return FALSE;

  if (!get_kept_attribute (reader, node, "name", MAX_NAME_LENGTH, &name, error) ||
      !get_kept_attribute (reader, node, "division", MAX_NAME_LENGTH, &division, error))
    return FALSE;
  unit = vt_unit_new (id, type_id, side);
  if (name != NULL)
    vt_unit_set_name (unit, name);
  if (division != NULL)
    vt_unit_set_division (unit, division);
  vt_unit_set_strength (unit, (guint) strength);
  vt_unit_set_facing (unit, facing);

  formation = get_attribute (node, "formation");
  if (formation != NULL)
    {
      if (!check_formation (reader, node, id, type_id, formation, error))
        return FALSE;
      vt_unit_set_formation (unit, formation);
    }
  else if (type->formations != NULL && type->formations[0] != NULL)
    vt_unit_set_formation (unit, type->formations[0]);

  if (on_board)
    {
      guint64 cell;

      if (!require_count (reader, node, "cell", owner, G_MAXUINT, &cell, error) ||
          !check_cell (reader, node, id, cell, error))
        return FALSE;
      vt_unit_set_cell (unit, (guint) cell);
    }
  else
    {
      VtPoint position;

      if (!require_number (reader, node, "x", owner, &position.x, error) ||
          !require_number (reader, node, "y", owner, &position.y, error) ||
          !check_inside_map (reader, node, id, &position, error))
        return FALSE;
      vt_unit_set_position (unit, &position);
    }

  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    g_autoptr(GVariant) conditions = NULL;
    GVariantBuilder builder;
    GVariantIter iter;
    const char *condition_id, *label;
    guint32 zuege;

    g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssu)"));
    while (next_element (reader, node, &child, error) && child != NULL)
      {
        if (!g_str_equal (node_name (child), "condition"))
          {
            g_variant_builder_clear (&builder);
            return unknown_element (reader, child, error);
          }
        if (!read_condition (reader, child, owner, 1, &builder, seen, error))
          {
            g_variant_builder_clear (&builder);
            return FALSE;
          }
      }
    conditions = g_variant_ref_sink (g_variant_builder_end (&builder));
    if (error != NULL && *error != NULL)
      return FALSE;

    g_variant_iter_init (&iter, conditions);
    while (g_variant_iter_next (&iter, "(&s&su)", &condition_id, &label, &zuege))
      vt_unit_set_condition (unit, condition_id, label, zuege);
  }

  if (!vt_scenario_add_unit (reader->scenario, unit, &local_error))
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID, "%s", local_error->message);
      return FALSE;
    }
  vt_scenario_set_source_line (reader->scenario, vt_unit_get_id (unit), (guint) MAX (node_line (node), 1));

  return TRUE;
}

static GVariant *
read_roll (Reader   *reader,
           xmlNode  *node,
           guint     event_number,
           gboolean *digital,
           GError  **error)
{
  static const char * const attributes[] = { "die", "faces", "face", "entered", NULL };
  g_autofree char *owner = g_strdup_printf (_("a roll in event %u"), event_number);
  g_autofree char *die = NULL;
  g_autofree char *entered = NULL;
  guint64 faces, face;

  if (!check_attributes (reader, node, attributes, error) ||
      (die = require_attribute (reader, node, "die", error)) == NULL ||
      !require_count (reader, node, "faces", owner, G_MAXUINT32, &faces, error) ||
      !require_count (reader, node, "face", owner, G_MAXUINT32, &face, error) ||
      (entered = require_attribute (reader, node, "entered", error)) == NULL)
    return NULL;

  if (face < 1 || face > faces)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("die '%s' in event %u shows %llu, but it has faces 1 to %llu"),
                  die, event_number, (unsigned long long) face, (unsigned long long) faces);
      return NULL;
    }

  if (!g_str_equal (entered, "true") && !g_str_equal (entered, "false"))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("entered of a roll in event %u is '%s'; it can be true or false"),
                  event_number, entered);
      return NULL;
    }

  *digital = g_str_equal (entered, "false");
  return g_variant_new ("(suub)", die, (guint32) faces, (guint32) face, !*digital);
}

/* A unit the game lacks is a bad value in the file; anything else the
 * game refuses is a file that does not hold together. */
static VtFileError
event_error_code (const GError *check_error)
{
  return g_error_matches (check_error, VT_GAME_ERROR, VT_GAME_ERROR_UNKNOWN_UNIT)
         ? VT_FILE_ERROR_BAD_VALUE : VT_FILE_ERROR_INVALID;
}

/* The conditions a change sets: <condition> elements, 0 Züge ending one. */
static gboolean
read_change_conditions (Reader           *reader,
                        xmlNode          *node,
                        const char       *owner,
                        GVariantBuilder  *change,
                        GError          **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GVariantBuilder conditions;
  gboolean any = FALSE;
  xmlNode *child = NULL;

  g_variant_builder_init (&conditions, G_VARIANT_TYPE ("a(ssu)"));
  while (next_element (reader, node, &child, error) && child != NULL)
    {
      if (!g_str_equal (node_name (child), "condition"))
        {
          unknown_element (reader, child, error);
          g_variant_builder_clear (&conditions);
          return FALSE;
        }
      if (!read_condition (reader, child, owner, 0, &conditions, seen, error))
        {
          g_variant_builder_clear (&conditions);
          return FALSE;
        }
      any = TRUE;
    }
  if (error != NULL && *error != NULL)
    {
      g_variant_builder_clear (&conditions);
      return FALSE;
    }

  if (any)
    g_variant_builder_add (change, "{sv}", VT_CHANGE_CONDITIONS, g_variant_builder_end (&conditions));
  else
    g_variant_builder_clear (&conditions);
  return TRUE;
}

/* <change unit="…" x="…" …>: one attribute per key of the change
 * vocabulary (vt-change.c), checked as the game checks a change. */
static GVariant *
read_change (Reader          *reader,
             xmlNode         *node,
             guint            event_number,
             VtEventContext  *context,
             GError         **error)
{
  const char *attributes[16] = { VT_CHANGE_UNIT, NULL };
  g_autofree char *unit_id = NULL;
  g_autofree char *owner = NULL;
  g_autoptr(GVariant) change = NULL;
  g_autoptr(GError) check_error = NULL;
  GVariantBuilder builder;
  guint n_keys = vt_change_get_n_keys ();
  guint n_attributes = 1;

  for (guint i = 0; i < n_keys; i++)
    {
      const VtChangeKey *key = vt_change_get_key (i);

      if (vt_change_key_get_value (key) != VT_CHANGE_VALUE_CONDITIONS)
        attributes[n_attributes++] = vt_change_key_get_name (key);
    }
  g_assert (n_attributes < G_N_ELEMENTS (attributes));

  if (!check_attributes (reader, node, attributes, error) ||
      (unit_id = require_attribute (reader, node, VT_CHANGE_UNIT, error)) == NULL)
    return NULL;

  owner = g_strdup_printf (_("a change to unit '%s' in event %u"), unit_id, event_number);
  vt_change_builder_init (&builder, unit_id);

  for (guint i = 0; i < n_keys; i++)
    {
      const VtChangeKey *key = vt_change_get_key (i);
      const char *name = vt_change_key_get_name (key);
      gboolean present = FALSE;
      double number;
      guint64 count;
      char *text;

      switch (vt_change_key_get_value (key))
        {
        case VT_CHANGE_VALUE_NUMBER:
          if (!number_attribute (reader, node, name, owner, &present, &number, error))
            goto fail;
          if (present)
            g_variant_builder_add (&builder, "{sv}", name, g_variant_new_double (number));
          break;

        case VT_CHANGE_VALUE_COUNT:
          if (!count_attribute (reader, node, name, owner,
                                g_str_equal (name, VT_CHANGE_STRENGTH) ? MAX_STRENGTH : G_MAXUINT32,
                                &present, &count, error))
            goto fail;
          if (present)
            g_variant_builder_add (&builder, "{sv}", name, g_variant_new_uint32 ((guint32) count));
          break;

        case VT_CHANGE_VALUE_TEXT:
          text = get_attribute (node, name);
          if (text != NULL)
            g_variant_builder_add (&builder, "{sv}", name, g_variant_new_take_string (text));
          break;

        case VT_CHANGE_VALUE_CONDITIONS:
          if (!read_change_conditions (reader, node, owner, &builder, error))
            goto fail;
          break;

        default:
          g_assert_not_reached ();
        }
    }

  change = g_variant_ref_sink (g_variant_builder_end (&builder));
  /* a unit it creates is in the game for the changes after it */
  if (!vt_change_check_created (change, context, &check_error))
    {
      node_error (reader, node, error, event_error_code (check_error),
                  _("event %u: %s"), event_number, check_error->message);
      return NULL;
    }
  return g_steal_pointer (&change);

fail:
  g_variant_builder_clear (&builder);
  return NULL;
}

/* GVariant text has words for infinity and NaN; a game has no use for them. */
static gboolean
is_finite_variant (GVariant *value)
{
  gsize n_children;

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    return isfinite (g_variant_get_double (value));
  if (!g_variant_is_container (value))
    return TRUE;

  n_children = g_variant_n_children (value);
  for (gsize i = 0; i < n_children; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

      if (!is_finite_variant (child))
        return FALSE;
    }
  return TRUE;
}

/* GLib's message starts with the offending characters, "10-20:" or
 * "133:". For a variant nested too deeply it prints a pointer difference
 * there instead, so a place beyond the text is left out. Returns the
 * reason; *where is the place, or NULL. */
static const char *
payload_error_reason (const char  *message,
                      gsize        text_length,
                      char       **where)
{
  gsize span = strspn (message, "0123456789-");
  guint64 first = 0, last = 0;
  char **bounds;
  gboolean sane;

  *where = NULL;
  if (span == 0 || message[span] != ':')
    return message;

  *where = g_strndup (message, span);
  bounds = g_strsplit (*where, "-", 3);
  sane = bounds[0] != NULL &&
         g_ascii_string_to_unsigned (bounds[0], 10, 0, text_length, &first, NULL) &&
         (bounds[1] == NULL ||
          (g_ascii_string_to_unsigned (bounds[1], 10, first, text_length, &last, NULL) &&
           bounds[2] == NULL));
  g_strfreev (bounds);
  if (!sane)
    g_clear_pointer (where, g_free);

  return message[span + 1] == ' ' ? message + span + 2 : message + span + 1;
}

/* A value built from parts is a tree of small GVariants, a kilobyte and
 * more for one change; serialised it is one buffer of a few dozen bytes.
 * A journal of 100,000 events is kept for the whole game. */
static GVariant *
flatten (GVariant *value)
{
  g_variant_get_data (value);
  return value;
}

static VtEvent *
read_event (Reader   *reader,
            xmlNode  *node,
            guint     event_number,
            guint    *n_digital,
            guint     zug_before,
            GError  **error)
{
  static const char * const attributes[] = { "kind", "zug", "summary", NULL };
  g_autofree char *kind = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *owner = g_strdup_printf (_("event %u"), event_number);
  g_autoptr(GVariant) payload = NULL;
  GVariantBuilder dice, changes;
  gboolean seen_roll = FALSE, seen_change = FALSE;
  guint64 zug;
  xmlNode *child = NULL;
  xmlNode *payload_node = node;

  VtEventContext context = { reader->scenario, reader->ruleset, zug_before, reader->messages,
                             NULL, reader->created };
  g_autoptr(VtEvent) event = NULL;
  g_autoptr(GError) check_error = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      (kind = require_id (reader, node, "kind", error)) == NULL ||
      !require_count (reader, node, "zug", owner, MAX_ZUG, &zug, error))
    return NULL;
  if (!get_kept_attribute (reader, node, "summary", MAX_SUMMARY_LENGTH, &summary, error))
    return NULL;

  g_variant_builder_init (&dice, G_VARIANT_TYPE ("a(suub)"));
  g_variant_builder_init (&changes, G_VARIANT_TYPE ("aa{sv}"));

  while (next_element (reader, node, &child, error) && child != NULL)
    {
      const char *name = node_name (child);

      if (g_str_equal (name, "payload") && payload == NULL && !seen_roll && !seen_change)
        {
          g_autofree char *text = NULL;
          g_autoptr(GError) parse_error = NULL;

          if ((text = get_text (reader, child, MAX_BRIEFING_LENGTH, error)) == NULL)
            goto fail;

          /* g_variant_parse with a fixed type only builds that type, within
           * GLib's own depth limit; nothing in it is evaluated. */
          payload = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, NULL, NULL, &parse_error);
          if (payload == NULL)
            {
              g_autofree char *where = NULL;
              const char *reason = payload_error_reason (parse_error->message, strlen (text),
                                                         &where);

              if (where != NULL)
                node_error (reader, child, error, VT_FILE_ERROR_BAD_VALUE,
                            _("the payload of event %u is not a GVariant dictionary "
                            "(at characters %s: %s)"),
                            event_number, where, reason);
              else
                node_error (reader, child, error, VT_FILE_ERROR_BAD_VALUE,
                            _("the payload of event %u is not a GVariant dictionary (%s)"),
                            event_number, reason);
              goto fail;
            }
          if (!is_finite_variant (payload))
            {
              node_error (reader, child, error, VT_FILE_ERROR_BAD_VALUE,
                          _("the payload of event %u holds a number that is infinite "
                          "or not a number (inf, nan)"), event_number);
              goto fail;
            }
          payload_node = child;
        }
      else if (g_str_equal (name, "roll") && !seen_change)
        {
          gboolean digital = FALSE;
          GVariant *roll = read_roll (reader, child, event_number, &digital, error);

          if (roll == NULL)
            goto fail;
          g_variant_builder_add_value (&dice, roll);
          if (digital)
            (*n_digital)++;
          seen_roll = TRUE;
        }
      else if (g_str_equal (name, "change"))
        {
          GVariant *change = read_change (reader, child, event_number, &context, error);

          reader->created = context.created;
          if (change == NULL)
            goto fail;
          /* the change is ours, not floating: the builder adds its own reference */
          g_variant_builder_add_value (&changes, change);
          g_variant_unref (change);
          seen_change = TRUE;
        }
      else if (g_str_equal (name, "payload") || g_str_equal (name, "roll"))
        {
          node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                      _("element '%s' is out of place in event %u: "
                      "write the payload, then the rolls, then the changes"),
                      name, event_number);
          goto fail;
        }
      else
        {
          unknown_element (reader, child, error);
          goto fail;
        }
    }
  if (error != NULL && *error != NULL)
    goto fail;

  if (payload == NULL)
    payload = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0));

  event = vt_event_new (kind, (guint) zug, summary,
                        flatten (payload),
                        flatten (g_variant_builder_end (&dice)),
                        flatten (g_variant_builder_end (&changes)));
  if (!vt_event_check_kind (event, &context, &check_error))
    {
      node_error (reader, payload_node, error, event_error_code (check_error),
                  _("event %u: %s"), event_number, check_error->message);
      return NULL;
    }
  return g_steal_pointer (&event);

fail:
  g_variant_builder_clear (&dice);
  g_variant_builder_clear (&changes);
  return NULL;
}

static VtGame *
read_journal (Reader   *reader,
              xmlNode  *node,
              GError  **error)
{
  static const char * const attributes[] = { "head", "seed", "rolled", NULL };
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (long));
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GPtrArray) out_of_turn = NULL;
  guint64 head, seed, rolled;
  gboolean have_rolled;
  guint n_digital = 0;
  guint zug = 1;
  xmlNode *child = NULL;

  g_clear_object (&reader->messages);
  reader->messages = _vt_message_log_new (reader->scenario, reader->ruleset);

  if (!check_attributes (reader, node, attributes, error) ||
      !require_count (reader, node, "head", _("the journal"), G_MAXUINT, &head, error) ||
      !require_count (reader, node, "seed", _("the journal"), G_MAXUINT32, &seed, error) ||
      !count_attribute (reader, node, "rolled", _("the journal"), MAX_ROLLED,
                        &have_rolled, &rolled, error))
    return NULL;

  while (next_element_freeing (reader, node, &child, error) && child != NULL)
    {
      VtEvent *event;
      long line = node_line (child);

      if (!g_str_equal (node_name (child), "event"))
        {
          unknown_element (reader, child, error);
          return NULL;
        }

      event = read_event (reader, child, events->len + 1, &n_digital, zug, error);
      if (event == NULL)
        return NULL;

      /* the undone tail counts too: redo brings it back */
      zug = vt_event_advance_move (event, zug);
      _vt_message_log_step (reader->messages, event, NULL);
      g_ptr_array_add (events, event);
      g_array_append_val (lines, line);
    }
  if (error != NULL && *error != NULL)
    return NULL;

  if (head > events->len)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  g_dngettext (GETTEXT_PACKAGE, "the journal's head is %llu, but it holds only %u event",
                               "the journal's head is %llu, but it holds only %u events", events->len),
                  (unsigned long long) head, events->len);
      return NULL;
    }

  game = vt_game_new (reader->scenario, reader->ruleset, (guint32) seed);

  /* Each event was checked at its line as the game checks an event; the
   * game applies those in force once, and keeps the undone tail. A move
   * the turn did not give that side, and no reason of the umpire's, is
   * told at its line: the file may come from before turns were kept, and
   * what was played stays as it was. */
  out_of_turn = g_ptr_array_new_with_free_func (g_free);
  _vt_game_load_journal (game, events, (guint) head, out_of_turn);
  for (guint i = 0; i < out_of_turn->len; i++)
    if (g_ptr_array_index (out_of_turn, i) != NULL)
      {
        g_autofree char *warning = g_strdup_printf ("%s:%ld: event %u: %s", reader->display_name,
                                                    g_array_index (lines, long, i), i + 1,
                                                    (const char *) g_ptr_array_index (out_of_turn, i));

        vt_scenario_add_load_warning (reader->scenario, warning);
      }

  /* The dice carry on where they stopped: undone events rolled too. */
  vt_dice_skip (vt_game_get_dice (game), have_rolled ? (guint) rolled : n_digital);

  return g_steal_pointer (&game);
}

/* "05:30": hours 00 to 23, minutes 00 to 59 */
static gboolean
parse_start_time (const char *text,
                  guint      *minutes)
{
  guint hours, mins;

  if (strlen (text) != 5 || text[2] != ':' ||
      !g_ascii_isdigit (text[0]) || !g_ascii_isdigit (text[1]) ||
      !g_ascii_isdigit (text[3]) || !g_ascii_isdigit (text[4]))
    return FALSE;

  hours = (text[0] - '0') * 10 + (text[1] - '0');
  mins = (text[3] - '0') * 10 + (text[4] - '0');
  if (hours > 23 || mins > 59)
    return FALSE;

  *minutes = hours * 60 + mins;
  return TRUE;
}

static char *
join_option_names (const VtActionParam *options,
                   guint                n_options)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < n_options; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", options[i].name);
  return g_string_free (names, FALSE);
}

static gboolean
read_option (Reader   *reader,
             xmlNode  *node,
             GError  **error)
{
  static const char * const attributes[] = { "name", "value", NULL };
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *owner = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GError) local_error = NULL;
  const VtActionParam *option;
  xmlNode *child = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      (name = require_attribute (reader, node, "name", error)) == NULL ||
      (text = require_attribute (reader, node, "value", error)) == NULL)
    return FALSE;

  if (!next_element (reader, node, &child, error))
    return FALSE;
  if (child != NULL)
    return unknown_element (reader, child, error);

  option = vt_ruleset_find_option (reader->ruleset, name);
  if (option == NULL)
    {
      guint n_options;
      const VtActionParam *options = vt_ruleset_get_options (reader->ruleset, &n_options);
      g_autofree char *names = join_option_names (options, n_options);

      if (n_options == 0)
        node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                    _("unknown option '%s': ruleset %s has no options"),
                    name, reader->ruleset_id);
      else
        node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                    _("unknown option '%s' for ruleset %s; its options are %s"),
                    name, reader->ruleset_id, names);
      return FALSE;
    }

  if (vt_scenario_get_option (reader->scenario, name) != NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the option '%s' is set twice"), name);
      return FALSE;
    }

  /* g_variant_parse builds values only; nothing in the text is evaluated */
  value = g_variant_parse (NULL, text, NULL, NULL, &local_error);
  if (value == NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("the value of option '%s' is '%s', which is not GVariant text "
                  "(true, 12, 1.5, 'dusk')"), name, text);
      return FALSE;
    }

  owner = g_strdup_printf (_("option of ruleset %s"), reader->ruleset_id);
  if (!vt_action_param_check_value (option, owner, value, &local_error))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE, "%s", local_error->message);
      return FALSE;
    }

  vt_scenario_set_option (reader->scenario, name, value);
  return TRUE;
}

static gboolean
read_house_rule (Reader   *reader,
                 xmlNode  *node,
                 GError  **error)
{
  static const char * const attributes[] = { "table", "row", "column", "value", NULL };
  g_autofree char *table_id = NULL;
  g_autofree char *row = NULL;
  g_autofree char *column = NULL;
  g_autofree char *owner = NULL;
  const VtRuleTable *table;
  double value;
  xmlNode *child = NULL;

  if (!check_attributes (reader, node, attributes, error) ||
      (table_id = require_attribute (reader, node, "table", error)) == NULL ||
      (row = require_attribute (reader, node, "row", error)) == NULL ||
      (column = require_attribute (reader, node, "column", error)) == NULL)
    return FALSE;

  owner = g_strdup_printf (_("the house rule for %s, %s, %s"), table_id, row, column);
  if (!require_number (reader, node, "value", owner, &value, error))
    return FALSE;

  if (!next_element (reader, node, &child, error))
    return FALSE;
  if (child != NULL)
    return unknown_element (reader, child, error);

  table = vt_ruleset_find_table (reader->ruleset, table_id);
  if (table == NULL)
    {
      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("unknown table '%s' for ruleset %s"), table_id, reader->ruleset_id);
      return FALSE;
    }
  if (vt_rule_table_find_row (table, row) < 0)
    {
      g_autofree char *rows = join_choices (table->rows);

      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("table '%s' has no row '%s'; its rows are %s"), table_id, row, rows);
      return FALSE;
    }
  if (vt_rule_table_find_column (table, column) < 0)
    {
      g_autofree char *columns = join_choices (table->columns);

      node_error (reader, node, error, VT_FILE_ERROR_INVALID,
                  _("table '%s' has no column '%s'; its columns are %s"), table_id, column, columns);
      return FALSE;
    }

  if (vt_scenario_get_house_rule (reader->scenario, table_id, row, column, NULL))
    {
      node_error (reader, node, error, VT_FILE_ERROR_BAD_VALUE,
                  _("there are two house rules for %s, %s, %s"), table_id, row, column);
      return FALSE;
    }

  vt_scenario_set_house_rule (reader->scenario, table_id, row, column, value);
  return TRUE;
}

static const char *
stage_element (Stage stage)
{
  switch (stage)
    {
    case STAGE_TITLE:
      return "title";
    case STAGE_MAP:
      return "map";
    case STAGE_GENERAL_IDEA:
      return "general-idea";
    case STAGE_OPTIONS:
      return "option";
    case STAGE_HOUSE_RULES:
      return "house-rule";
    case STAGE_SIDES:
      return "side";
    case STAGE_UNITS:
      return "unit";
    case STAGE_JOURNAL:
      return "journal";
    case STAGE_START:
    default:
      g_return_val_if_reached (NULL);
    }
}

static VtGame *
read_game (Reader   *reader,
           xmlNode  *root,
           GError  **error)
{
  static const char * const attributes[] = { "version", "ruleset", "start-time", NULL };
  g_autofree char *version = NULL;
  g_autofree char *ruleset_id = NULL;
  g_autofree char *start_time_text = NULL;
  guint start_time = 0;
  g_autofree char *title = NULL;
  g_autofree char *general_idea = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) check_error = NULL;
  Stage stage = STAGE_START;
  xmlNode *child = NULL;

  if (root->ns == NULL || root->ns->href == NULL)
    {
      node_error (reader, root, error, VT_FILE_ERROR_NAMESPACE,
                  _("this is not a Vertrauter file: element '%s' has no namespace; "
                  "a Vertrauter file starts with <game xmlns=\"%s\">"),
                  node_name (root), VT_FILE_NAMESPACE);
      return NULL;
    }
  if (!is_ours (root))
    {
      node_error (reader, root, error, VT_FILE_ERROR_NAMESPACE,
                  _("this is not a Vertrauter file: element '%s' is in the namespace '%s', "
                  "not '%s'"),
                  node_name (root), (const char *) root->ns->href, VT_FILE_NAMESPACE);
      return NULL;
    }
  if (!g_str_equal (node_name (root), "game"))
    {
      node_error (reader, root, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                  _("unknown element '%s' at the top; a Vertrauter file starts with 'game'"),
                  node_name (root));
      return NULL;
    }

  if ((version = require_attribute (reader, root, "version", error)) == NULL)
    return NULL;
  if (!g_str_equal (version, G_STRINGIFY (VT_FILE_VERSION)))
    {
      node_error (reader, root, error, VT_FILE_ERROR_VERSION,
                  _("this file is in format version %s; this Vertrauter reads version %d. "
                  "Open it with the Vertrauter that wrote it"),
                  version, VT_FILE_VERSION);
      return NULL;
    }

  if (!check_attributes (reader, root, attributes, error) ||
      (ruleset_id = require_attribute (reader, root, "ruleset", error)) == NULL)
    return NULL;

  start_time_text = get_attribute (root, "start-time");
  if (start_time_text != NULL && !parse_start_time (start_time_text, &start_time))
    {
      node_error (reader, root, error, VT_FILE_ERROR_BAD_VALUE,
                  _("start-time of the game is '%s'; write it as HH:MM, e.g. 05:30"),
                  start_time_text);
      return NULL;
    }

  reader->ruleset = vt_ruleset_registry_lookup (reader->registry, ruleset_id);
  if (reader->ruleset == NULL)
    {
      node_error (reader, root, error, VT_FILE_ERROR_UNKNOWN_RULESET,
                  _("this game needs the ruleset '%s', which is not installed"),
                  ruleset_id);
      return NULL;
    }
  reader->ruleset_id = ruleset_id;

  while (next_element_freeing (reader, root, &child, error) && child != NULL)
    {
      const char *name = node_name (child);
      Stage child_stage;

      if (g_str_equal (name, "title"))
        child_stage = STAGE_TITLE;
      else if (g_str_equal (name, "map"))
        child_stage = STAGE_MAP;
      else if (g_str_equal (name, "general-idea"))
        child_stage = STAGE_GENERAL_IDEA;
      else if (g_str_equal (name, "option"))
        child_stage = STAGE_OPTIONS;
      else if (g_str_equal (name, "house-rule"))
        child_stage = STAGE_HOUSE_RULES;
      else if (g_str_equal (name, "side"))
        child_stage = STAGE_SIDES;
      else if (g_str_equal (name, "unit"))
        child_stage = STAGE_UNITS;
      else if (g_str_equal (name, "journal"))
        child_stage = STAGE_JOURNAL;
      else
        return unknown_element (reader, child, error), NULL;

      if (child_stage < stage ||
          (child_stage == stage && child_stage != STAGE_SIDES && child_stage != STAGE_UNITS &&
           child_stage != STAGE_OPTIONS && child_stage != STAGE_HOUSE_RULES))
        {
          if (child_stage == stage)
            node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                        _("there is a second '%s' in 'game'"), name);
          else
            node_error (reader, child, error, VT_FILE_ERROR_UNKNOWN_ELEMENT,
                        _("element '%s' must come before '%s' in 'game'"),
                        name, stage_element (stage));
          return NULL;
        }
      if (child_stage > STAGE_MAP && reader->scenario == NULL)
        {
          node_error (reader, child, error, VT_FILE_ERROR_MISSING,
                      _("element 'game' needs a 'map' before its '%s'"), name);
          return NULL;
        }
      stage = child_stage;

      switch (child_stage)
        {
        case STAGE_TITLE:
          if ((title = get_text (reader, child, MAX_LABEL_LENGTH, error)) == NULL)
            return NULL;
          break;

        case STAGE_MAP:
          if (!read_map (reader, child, error))
            return NULL;
          reader->scenario = vt_scenario_new (ruleset_id, reader->map);
          vt_scenario_set_underlay (reader->scenario, reader->underlay);
          for (guint i = 0; i < reader->warnings->len; i++)
            vt_scenario_add_load_warning (reader->scenario,
                                          g_ptr_array_index (reader->warnings, i));
          if (title != NULL)
            vt_scenario_set_title (reader->scenario, title);
          vt_scenario_set_start_time (reader->scenario, start_time);
          break;

        case STAGE_GENERAL_IDEA:
          if ((general_idea = get_text (reader, child, MAX_BRIEFING_LENGTH, error)) == NULL)
            return NULL;
          vt_scenario_set_general_idea (reader->scenario, general_idea);
          break;

        case STAGE_OPTIONS:
          if (!read_option (reader, child, error))
            return NULL;
          break;

        case STAGE_HOUSE_RULES:
          if (!read_house_rule (reader, child, error))
            return NULL;
          break;

        case STAGE_SIDES:
          if (!read_side (reader, child, error))
            return NULL;
          break;

        case STAGE_UNITS:
          if (!read_unit (reader, child, error))
            return NULL;
          break;

        case STAGE_JOURNAL:
          if ((game = read_journal (reader, child, error)) == NULL)
            return NULL;
          break;

        case STAGE_START:
        default:
          g_assert_not_reached ();
        }
    }
  if (error != NULL && *error != NULL)
    return NULL;

  if (reader->scenario == NULL)
    {
      node_error (reader, root, error, VT_FILE_ERROR_MISSING,
                  _("element 'game' has no 'map'"));
      return NULL;
    }

  /* a commander is with a unit of his own side, which the sides come
   * before */
  {
    GListModel *sides = vt_scenario_get_sides (reader->scenario);

    for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
      {
        g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
        const char *with = vt_side_get_commander_unit (side);
        VtUnit *unit = with != NULL ? vt_scenario_find_unit (reader->scenario, with) : NULL;

        if (with != NULL && (unit == NULL || g_strcmp0 (vt_unit_get_side (unit), vt_side_get_id (side)) != 0))
          {
            g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_INVALID,
                         unit == NULL ? _("%s:%u: side '%s' puts its commander with unit '%s', which is not in the file")
                                      : _("%s:%u: side '%s' puts its commander with unit '%s', which is not its own"),
                         reader->display_name, vt_scenario_get_source_line (reader->scenario, vt_side_get_id (side)),
                         vt_side_get_id (side), with);
            return NULL;
          }
      }
  }

  /* Every element was checked as it was read; this catches what only the
   * whole scenario shows. */
  if (!vt_scenario_check (reader->scenario, reader->ruleset, &check_error))
    {
      node_error (reader, root, error, VT_FILE_ERROR_INVALID, "%s", check_error->message);
      return NULL;
    }

  /* A scenario without a journal starts a new game with fresh dice. */
  if (game == NULL)
    game = vt_game_new (reader->scenario, reader->ruleset, g_random_int ());

  return g_steal_pointer (&game);
}

/* ---- parsing ---------------------------------------------------------- */

static void
report_clear (ParseReport *report)
{
  g_clear_pointer (&report->str1, g_free);
  g_clear_pointer (&report->str2, g_free);
  g_clear_pointer (&report->message, g_free);
  g_clear_pointer (&report->limit_message, g_free);
}

static void
on_structured_error (void        *user_data,
                     xmlErrorPtr  xml_error)
{
  xmlParserCtxtPtr context = user_data;
  ParseReport *report = context->_private;

  /* Warnings (a relative namespace URI) do not stop the file. */
  if (xml_error->level < XML_ERR_ERROR || report->have_error)
    return;

  report->have_error = TRUE;
  report->at_end = context->input != NULL && context->input->cur != NULL &&
                   context->input->cur >= context->input->end;
  report->code = xml_error->code;
  report->line = xml_error->line;
  report->int1 = xml_error->int1;
  report->str1 = g_strdup (xml_error->str1);
  report->str2 = g_strdup (xml_error->str2);
  report->message = g_strstrip (g_strdup (xml_error->message != NULL
                                          ? xml_error->message : _("not well-formed XML")));

  /* After a fatal error the file is refused anyway; parsing on would
   * report each later fault, some (every "--" in a long comment) with a
   * copy of all read so far. */
  if (xml_error->level == XML_ERR_FATAL)
    {
      report->stopped = TRUE;
      xmlStopParser (context);
    }
}

/* Called when "<!DOCTYPE" has been read, before any of its declarations:
 * stopping here means no entity is ever declared, expanded or fetched. */
static void
on_doctype (void          *user_data,
            const xmlChar *name,
            const xmlChar *external_id,
            const xmlChar *system_id)
{
  xmlParserCtxtPtr context = user_data;
  ParseReport *report = context->_private;

  if (!report->forbidden)
    {
      report->forbidden = TRUE;
      report->forbidden_line = xmlSAX2GetLineNumber (context);
    }
  xmlStopParser (context);
}

static void
on_entity_declaration (void          *user_data,
                       const xmlChar *name,
                       int            type,
                       const xmlChar *public_id,
                       const xmlChar *system_id,
                       xmlChar       *content)
{
  on_doctype (user_data, NULL, NULL, NULL);
}

static gboolean
is_named (xmlNode    *node,
          const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE && g_str_equal (node_name (node), name);
}

G_GNUC_PRINTF (3, 4)
static void
stop_at_limit (xmlParserCtxtPtr  context,
               ParseReport      *report,
               const char       *format,
               ...)
{
  va_list args;

  va_start (args, format);
  report->limit_message = g_strdup_vprintf (format, args);
  va_end (args);
  report->limit_line = xmlSAX2GetLineNumber (context);
  xmlStopParser (context);
}

/* The first parse only checks the file: each element is let go as soon as
 * the next one begins, so it takes little memory whatever the file holds.
 * It counts what the second parse would hold at once: the points of a
 * feature, all points, the children of any one element. */
static void
on_start_element_checking (void           *user_data,
                           const xmlChar  *localname,
                           const xmlChar  *prefix,
                           const xmlChar  *URI,
                           int             nb_namespaces,
                           const xmlChar **namespaces,
                           int             nb_attributes,
                           int             nb_defaulted,
                           const xmlChar **attributes)
{
  xmlParserCtxtPtr context = user_data;
  ParseReport *report = context->_private;
  xmlNode *node, *parent;
  gsize n_children;

  xmlSAX2StartElementNs (user_data, localname, prefix, URI, nb_namespaces, namespaces,
                         nb_attributes, nb_defaulted, attributes);
  node = context->node;
  if (node == NULL || node->type != XML_ELEMENT_NODE || report->limit_message != NULL)
    return;

  while (node->prev != NULL)
    {
      xmlNode *done = node->prev;

      xmlUnlinkNode (done);
      xmlFreeNode (done);
    }

  parent = node->parent;
  if (parent == NULL || parent->type != XML_ELEMENT_NODE)
    return;

  /* the count lives in the parent, which nothing else here uses */
  n_children = GPOINTER_TO_SIZE (parent->_private) + 1;
  parent->_private = GSIZE_TO_POINTER (n_children);

  if (is_named (node, "point") && is_named (parent, "feature"))
    {
      xmlChar *id = xmlGetNoNsProp (parent, (const xmlChar *) "id");

      if (parent != report->feature)
        {
          report->feature = parent;
          report->n_feature_points = 0;
        }
      if (++report->n_feature_points > MAX_POINTS_PER_FEATURE)
        stop_at_limit (context, report,
                       _("feature '%s' has more than %d points; a feature can have at most %d"),
                       id != NULL ? (const char *) id : "", MAX_POINTS_PER_FEATURE,
                       MAX_POINTS_PER_FEATURE);
      else if (++report->n_points > MAX_POINTS)
        stop_at_limit (context, report,
                       _("the features of the map have more than %d points; "
                       "a map can have at most %d in all"),
                       MAX_POINTS, MAX_POINTS);
      xmlFree (id);
    }
  else if (n_children > MAX_CHILDREN && parent->parent != NULL &&
           parent->parent->type == XML_ELEMENT_NODE &&
           !is_named (parent, "map") && !is_named (parent, "journal"))
    stop_at_limit (context, report,
                   _("element '%s' holds more than %d elements; an element can hold at most %d"),
                   node_name (parent), MAX_CHILDREN, MAX_CHILDREN);
}

static void
set_malformed_error (ParseReport  *report,
                     const char   *display_name,
                     GError      **error)
{
  switch (report->code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      /* libxml2 says "empty" also when the text does not start with '<' */
      if (report->blank)
        set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                   _("the file is empty"));
      else
        set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                   _("this is not a Vertrauter file: it is not XML"));
      break;

    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_GT_REQUIRED:
      if (!report->at_end && report->code == XML_ERR_GT_REQUIRED)
        {
          set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                     _("the start tag of element '%s' on line %d is not closed with '>'"),
                     report->str1, report->int1);
          break;
        }
      set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                 _("the file ends in the middle of element '%s' (opened on line %d)"),
                 report->str1, report->int1);
      break;

    case XML_ERR_TAG_NAME_MISMATCH:
      set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                 _("element '%s' (opened on line %d) is closed by '</%s>'"),
                 report->str1, report->int1, report->str2);
      break;

    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      set_error (error, display_name, report->line, VT_FILE_ERROR_FORBIDDEN,
                 _("the entity '&%s;' is not allowed in Vertrauter files; "
                 "only &amp; &lt; &gt; &quot; &apos; and character references are"),
                 report->str1);
      break;

    default:
      if (report->at_end)
        set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                   _("the file ends too early: %s"), report->message);
      else
        set_error (error, display_name, report->line, VT_FILE_ERROR_MALFORMED,
                   _("this is not well-formed XML: %s"), report->message);
      break;
    }
}

static xmlDoc *
parse_document (const char  *data,
                gsize        size,
                const char  *display_name,
                GError     **error)
{
  ParseReport report = { 0, };
  xmlParserCtxtPtr context;
  xmlDoc *document;

  context = xmlNewParserCtxt ();
  if (context == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_IO, _("out of memory while reading the file"));
      return NULL;
    }

  report.blank = TRUE;
  for (gsize i = 0; i < size && report.blank; i++)
    report.blank = g_ascii_isspace (data[i]);

  context->_private = &report;
  context->sax->serror = on_structured_error;
  context->sax->internalSubset = on_doctype;
  context->sax->externalSubset = on_doctype;
  context->sax->entityDecl = on_entity_declaration;
  context->sax->resolveEntity = NULL;
  context->sax->startElementNs = on_start_element_checking;

  /* No NOENT, DTDLOAD, DTDVALID or HUGE: entities stay unexpanded and
   * libxml2 keeps its limits on depth and name lengths. */
  document = xmlCtxtReadMemory (context, data, (int) size, NULL, NULL,
                                XML_PARSE_NONET | XML_PARSE_BIG_LINES |
                                XML_PARSE_NOCDATA);

  if (report.forbidden)
    {
      g_clear_pointer (&document, xmlFreeDoc);
      set_error (error, display_name, report.forbidden_line, VT_FILE_ERROR_FORBIDDEN,
                 _("document type declarations are not allowed in Vertrauter files"));
    }
  else if (report.limit_message != NULL && !report.have_error)
    {
      g_clear_pointer (&document, xmlFreeDoc);
      set_error (error, display_name, report.limit_line, VT_FILE_ERROR_TOO_LARGE,
                 "%s", report.limit_message);
    }
  else if (document == NULL || !context->wellFormed || report.stopped)
    {
      g_clear_pointer (&document, xmlFreeDoc);
      if (report.have_error)
        set_malformed_error (&report, display_name, error);
      else
        set_error (error, display_name, 1, VT_FILE_ERROR_MALFORMED,
                   _("this is not well-formed XML"));
    }
  else if (xmlDocGetRootElement (document) == NULL)
    {
      g_clear_pointer (&document, xmlFreeDoc);
      set_error (error, display_name, 1, VT_FILE_ERROR_MALFORMED, _("the file is empty"));
    }

  report_clear (&report);
  xmlFreeParserCtxt (context);
  return document;
}

/* libxml2 2.9 compares each attribute of an element with every one before
 * it, so an element of 100,000 attributes held the parse for seconds.
 * This looks over the text first, counting the '=' outside quotes in each
 * start tag; comments, CDATA and processing instructions are skipped and
 * a DOCTYPE, which the parse refuses, ends the look. */
/* A line ends at LF, CR LF or a CR alone, as libxml2 counts them. */
static inline gboolean
ends_line (const char *p,
           const char *end)
{
  return *p == '\n' || (*p == '\r' && (p + 1 >= end || p[1] != '\n'));
}

gboolean
_vt_xml_check_attribute_counts (const char  *data,
                        gsize        size,
                        const char  *display_name,
                        GError     **error)
{
  const char *end = data + size;
  long line = 1;

  for (const char *p = data; p < end; p++)
    {
      const char *close = NULL;
      const char *name;
      guint n_attributes = 0;
      char quote = 0;

      if (ends_line (p, end))
        line++;
      if (*p != '<' || p + 1 >= end)
        continue;

      if (end - p >= 4 && memcmp (p, "<!--", 4) == 0)
        close = g_strstr_len (p + 4, end - p - 4, "-->");
      else if (end - p >= 9 && memcmp (p, "<![CDATA[", 9) == 0)
        close = g_strstr_len (p + 9, end - p - 9, "]]>");
      else if (p[1] == '?')
        close = g_strstr_len (p + 2, end - p - 2, "?>");
      else if (p[1] == '!')
        return TRUE;
      else if (p[1] == '/')
        close = memchr (p, '>', end - p);
      if (close != NULL || p[1] == '!' || p[1] == '?' || p[1] == '/')
        {
          const char *stop = close != NULL ? close : end;

          for (const char *q = p + 1; q < stop; q++)
            if (ends_line (q, end))
              line++;
          if (close == NULL)
            return TRUE;
          p = close;
          continue;
        }

      name = p + 1;
      for (p++; p < end && (quote != 0 || *p != '>'); p++)
        {
          if (ends_line (p, end))
            line++;
          if (quote != 0)
            quote = *p == quote ? 0 : quote;
          else if (*p == '"' || *p == '\'')
            quote = *p;
          else if (*p == '=' && ++n_attributes > MAX_ATTRIBUTES_PER_ELEMENT)
            {
              const char *name_end = name;
              g_autofree char *element = NULL;

              /* the bytes need not end in a NUL: stop at the end of them */
              while (name_end < end && strchr (" \t\r\n/>=", *name_end) == NULL)
                name_end++;
              element = g_strndup (name, name_end - name);

              /* at the line of the first attribute too many */
              set_error (error, display_name, line, VT_FILE_ERROR_TOO_LARGE,
                         _("element '%s' has more than %d attributes; "
                         "an element can have at most %d"),
                         g_utf8_validate (element, -1, NULL) ? element : "?",
                         MAX_ATTRIBUTES_PER_ELEMENT, MAX_ATTRIBUTES_PER_ELEMENT);
              return FALSE;
            }
        }
      if (p >= end)
        return TRUE;
    }

  return TRUE;
}

/* The second parse reads what the first found sound; it has nothing to say. */
static void
on_stream_error (void        *user_data,
                 xmlErrorPtr  xml_error)
{
}

static void
on_end_element_streaming (void          *user_data,
                          const xmlChar *localname,
                          const xmlChar *prefix,
                          const xmlChar *URI)
{
  xmlParserCtxtPtr context = user_data;
  xmlNode *node = context->node;

  xmlSAX2EndElementNs (user_data, localname, prefix, URI);
  if (node != NULL)
    node->_private = &element_closed;
}

static GError *
too_large_error (const char *display_name,
                 guint64     size)
{
  GError *error = NULL;

  set_error (&error, display_name, 1, VT_FILE_ERROR_TOO_LARGE,
             _("the file is %llu MiB; Vertrauter opens files up to %d MiB"),
             (unsigned long long) ((size + MIB - 1) / MIB), VT_FILE_MAX_SIZE / MIB);
  return error;
}

/**
 * vt_game_file_load_bytes:
 * @bytes: the contents of a .vertrauter file
 * @display_name: how messages name the file
 * @registry: where to find the game's ruleset
 * @error: return location for a #VT_FILE_ERROR
 *
 * Reads a scenario or a game. A scenario starts a new game with fresh dice.
 *
 * Returns: (transfer full): the game with its journal replayed to the head
 */
static VtGame *load_bytes (GBytes *bytes, const char *display_name, GFile *file,
                           VtRulesetRegistry *registry, GError **error);

VtGame *
vt_game_file_load_bytes (GBytes             *bytes,
                         const char         *display_name,
                         VtRulesetRegistry  *registry,
                         GError            **error)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_bytes (bytes, display_name, NULL, registry, error);
}

static VtGame *
load_bytes (GBytes             *bytes,
            const char         *display_name,
            GFile              *file,
            VtRulesetRegistry  *registry,
            GError            **error)
{
  Reader reader = { 0, };
  Stream stream = { 0, };
  g_autoptr(GError) local_error = NULL;
  xmlDoc *document;
  VtGame *game;
  gsize size;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (size > VT_FILE_MAX_SIZE)
    {
      g_propagate_error (error, too_large_error (display_name, size));
      return NULL;
    }

  if (!_vt_xml_check_attribute_counts (data != NULL ? data : "", size, display_name, error))
    return NULL;

  /* The first parse finds every fault of the XML, as the file was always
   * checked before it was read; the second feeds the reader. */
  document = parse_document (data != NULL ? data : "", size, display_name, error);
  if (document == NULL)
    return NULL;
  xmlFreeDoc (document);

  stream.data = data;
  stream.size = size;
  stream.context = xmlCreatePushParserCtxt (NULL, NULL, NULL, 0, NULL);
  if (stream.context == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_IO, _("out of memory while reading the file"));
      return NULL;
    }
  xmlCtxtUseOptions (stream.context, XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA);
  stream.context->sax->serror = on_stream_error;
  stream.context->sax->endElementNs = on_end_element_streaming;
  while ((stream.context->myDoc == NULL || xmlDocGetRootElement (stream.context->myDoc) == NULL) &&
         stream_feed (&stream))
    ;

  reader.stream = &stream;
  reader.display_name = display_name;
  reader.registry = registry;
  reader.file = file;
  reader.warnings = g_ptr_array_new_with_free_func (g_free);
  reader.feature_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  reader.side_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  reader.unit_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  /* The reader tests for a set error after each loop, so it always gets one. */
  if (stream.context->myDoc != NULL && xmlDocGetRootElement (stream.context->myDoc) != NULL)
    game = read_game (&reader, xmlDocGetRootElement (stream.context->myDoc), &local_error);
  else
    game = NULL;

  /* what follows the game (comments) was checked by the first parse; the
   * second must agree, or the game may lack what it did not read */
  while (game != NULL && stream_feed (&stream))
    ;
  if ((game != NULL && !stream.context->wellFormed) || (game == NULL && local_error == NULL))
    {
      g_clear_object (&game);
      g_clear_error (&local_error);
      set_error (&local_error, display_name, 1, VT_FILE_ERROR_MALFORMED,
                 _("this is not well-formed XML"));
    }
  g_assert ((game == NULL) == (local_error != NULL));

  reader_clear (&reader);
  xmlFreeDoc (stream.context->myDoc);
  stream.context->myDoc = NULL;
  xmlFreeParserCtxt (stream.context);
  if (game == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return game;
}

/* Reads at most VT_FILE_MAX_SIZE bytes, whatever the file claims. */
static GBytes *
read_limited (GFile       *file,
              const char  *display_name,
              GError     **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize chunk = 64 * 1024;

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_UNIX_MODE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_IO,
                 _("cannot open the file: %s"), local_error->message);
      return NULL;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_IO,
                 _("this is a folder, not a Vertrauter file"));
      return NULL;
    }
  /* Opening a named pipe waits for a writer and reading a device may never
   * end, so only a plain file is opened at all. */
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_SPECIAL)
    {
      guint32 mode = g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE);

      set_error (error, display_name, 1, VT_FILE_ERROR_IO, "%s",
                 S_ISFIFO (mode) ? _("this is a named pipe (FIFO), not a Vertrauter file")
                 : S_ISCHR (mode) || S_ISBLK (mode) ? _("this is a device, not a Vertrauter file")
                 : S_ISSOCK (mode) ? _("this is a socket, not a Vertrauter file")
                 : _("this is a special file, not a Vertrauter file"));
      return NULL;
    }
  if (g_file_info_get_size (info) > VT_FILE_MAX_SIZE)
    {
      g_propagate_error (error, too_large_error (display_name, g_file_info_get_size (info)));
      return NULL;
    }

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      set_error (error, display_name, 1, VT_FILE_ERROR_IO,
                 _("cannot open the file: %s"), local_error->message);
      return NULL;
    }

  contents = g_byte_array_sized_new (MIN ((gsize) g_file_info_get_size (info) + 1,
                                          (gsize) VT_FILE_MAX_SIZE + 1));
  for (;;)
    {
      gsize old_length = contents->len;
      gssize n_read;

      g_byte_array_set_size (contents, old_length + chunk);
      n_read = g_input_stream_read (G_INPUT_STREAM (stream), contents->data + old_length,
                                    chunk, NULL, &local_error);
      if (n_read < 0)
        {
          set_error (error, display_name, 1, VT_FILE_ERROR_IO,
                     _("cannot read the file: %s"), local_error->message);
          return NULL;
        }
      g_byte_array_set_size (contents, old_length + n_read);
      if (n_read == 0)
        break;

      /* the file grew after we looked at its size */
      if (contents->len > VT_FILE_MAX_SIZE)
        {
          g_propagate_error (error, too_large_error (display_name, contents->len));
          return NULL;
        }
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&contents));
}

static VtGame *
load_file (GFile              *file,
           const char         *display_name,
           VtRulesetRegistry  *registry,
           GError            **error)
{
  g_autoptr(GBytes) bytes = read_limited (file, display_name, error);

  if (bytes == NULL)
    return NULL;

  return load_bytes (bytes, display_name, file, registry, error);
}

/**
 * vt_game_file_load:
 * @file: a .vertrauter file
 * @registry: where to find the game's ruleset
 * @error: return location for a #VT_FILE_ERROR
 *
 * Messages name the file by its parse name.
 *
 * Returns: (transfer full): the game, or %NULL with @error set
 */
VtGame *
vt_game_file_load (GFile              *file,
                   VtRulesetRegistry  *registry,
                   GError            **error)
{
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = g_file_get_parse_name (file);
  return load_file (file, display_name, registry, error);
}

/**
 * vt_game_file_load_path:
 * @path: a .vertrauter file, as the user typed it
 * @registry: where to find the game's ruleset
 * @error: return location for a #VT_FILE_ERROR
 *
 * Messages name the file by @path as given.
 *
 * Returns: (transfer full): the game, or %NULL with @error set
 */
VtGame *
vt_game_file_load_path (const char         *path,
                        VtRulesetRegistry  *registry,
                        GError            **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_file_new_for_commandline_arg (path);
  return load_file (file, path, registry, error);
}
