/* wc66-board.c: the board as data, read from the plugin's board.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Richardson's plates are lost. The board is the reconstruction in
 * ../shared/rules/war-chess-board/ (board.json, model A): every square
 * number of the text placed on a square grid turned 45 degrees, squares
 * 74-139 completed by the board's 180-degree symmetry. It is read, not
 * retyped, so a group that reads the text otherwise can give its own file.
 */
#define G_LOG_DOMAIN "vt-wc66"

#include "config.h"

#include <math.h>

/* _() in the plugin's own domain */
#include "wc66-i18n.h"

#include <json-glib/json-glib.h>

#include "wc66-board.h"
#include "wc66-resources.h"

#define BOARD_RESOURCE "/org/vertrauter/rulesets/war-chess-1866/wc66-board.json"
#define MAX_NUMBER     256

typedef struct {
  guint      number;
  int        row;
  int        col;
  Wc66Basis  basis;
  const char *kind;
} Square;

struct _Wc66Board
{
  char      *title;
  GArray    *squares;      /* Square, in number order */
  GHashTable *places;      /* (row, col) key -> number */
  GHashTable *river_steps; /* step key -> TRUE: single steps across the river */
  guint      index[MAX_NUMBER]; /* number -> index + 1 into squares */

  VtPoint   *outlines;     /* four corners a square, three a half-square */
  guint     *neighbours;   /* eight a square */
  VtCell    *cells;
  GArray    *river_line;   /* VtPoint (x = col, y = row), as board.json gives it */
  GArray    *entrances;    /* guint pairs: a crossing, a square it is entered from */
  VtPoint   *river;        /* the line in the cells' coordinates */
  VtBoard    board;
};

/* the eight single steps of the turned grid: straight and oblique */
static const int steps[8][2] = {
  { 2, 0 }, { -2, 0 }, { 0, 2 }, { 0, -2 },
  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 },
};

static gpointer
place_key (int row,
           int col)
{
  return GINT_TO_POINTER ((row + 100) * 1000 + (col + 100));
}

static gpointer
step_key (guint a,
          guint b)
{
  return GUINT_TO_POINTER (MIN (a, b) * 1000 + MAX (a, b));
}

static const Square *
find_square (Wc66Board *self,
             guint      number)
{
  if (number == 0 || number >= MAX_NUMBER || self->index[number] == 0)
    return NULL;
  return &g_array_index (self->squares, Square, self->index[number] - 1);
}

static gboolean
bad_board (GError     **error,
           const char  *what)
{
  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
               _ ("the War-Chess board file is not as board.json is: %s"), what);
  return FALSE;
}

/* A board is a few kilobytes, nested four deep. json-glib parses by
 * recursion: 100,000 '[' overflowed the stack of every command, since all
 * plugins load at start. Size and depth are counted before it parses. */
#define MAX_BOARD_BYTES (1024 * 1024)
#define MAX_BOARD_DEPTH 32

static gboolean
check_shape (const char  *json,
             gsize        length,
             GError     **error)
{
  gboolean in_string = FALSE, escaped = FALSE;
  guint depth = 0;
  guint line = 1;

  if (length > MAX_BOARD_BYTES)
    {
      g_autofree char *what = g_strdup_printf (_ ("it is %lu bytes, and a board is at most %d"),
                                               (unsigned long) length, MAX_BOARD_BYTES);

      return bad_board (error, what);
    }
  for (gsize i = 0; i < length; i++)
    {
      char c = json[i];

      if (c == '\n')
        line++;
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_BOARD_DEPTH)
            {
              g_autofree char *what = g_strdup_printf (_ ("line %u nests more than %d deep"), line, MAX_BOARD_DEPTH);

              return bad_board (error, what);
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

/* A square's row and column lie within this of the board's middle:
 * Plate 1 is 18 rows by 17 columns. */
#define MAX_PLACE 100

/* json-glib prints a critical and gives 0 for a member of another type:
 * each is looked at before it is read, and a wrong one named. */
static gboolean
whole_number (JsonNode    *node,
              gint64       lowest,
              gint64       highest,
              const char  *what,
              gint64      *value,
              GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < lowest || json_node_get_int (node) > highest)
    {
      g_autofree char *message = g_strdup_printf (_ ("%s is not a whole number from %lld to %lld"), what,
                                                  (long long) lowest, (long long) highest);

      return bad_board (error, message);
    }
  *value = json_node_get_int (node);
  return TRUE;
}

static JsonObject *
object_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
array_member (JsonObject *object,
              const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static const char *
string_member (JsonObject *object,
               const char *name,
               const char *otherwise)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL)
    return otherwise;
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

/* a square's place: "row" and "col", whole numbers on the board */
static gboolean
read_place (JsonObject  *place,
            int         *row,
            int         *col,
            GError     **error)
{
  gint64 r, c;

  if (!whole_number (place != NULL ? json_object_get_member (place, "row") : NULL, -MAX_PLACE, MAX_PLACE,
                     _ ("a square's row"), &r, error) ||
      !whole_number (place != NULL ? json_object_get_member (place, "col") : NULL, -MAX_PLACE, MAX_PLACE,
                     _ ("a square's col"), &c, error))
    return FALSE;
  *row = (int) r;
  *col = (int) c;
  return TRUE;
}

static gboolean
add_square (Wc66Board   *self,
            guint        number,
            int          row,
            int          col,
            Wc66Basis    basis,
            const char  *kind,
            GError     **error)
{
  Square square = { number, row, col, basis, kind };

  if (number == 0 || number >= MAX_NUMBER || self->index[number] != 0)
    return bad_board (error, _ ("a square's number is 0, repeated or above 255"));
  if ((row + col) % 2 == 0)
    return bad_board (error, _ ("a square lies off the turned grid (row + col must be odd)"));
  if (g_hash_table_contains (self->places, place_key (row, col)))
    return bad_board (error, _ ("two squares share a place"));
  g_array_append_val (self->squares, square);
  self->index[number] = self->squares->len;
  g_hash_table_insert (self->places, place_key (row, col), GUINT_TO_POINTER (number));
  return TRUE;
}

static gboolean
read_squares (Wc66Board   *self,
              JsonObject  *root,
              GError     **error)
{
  JsonObject *squares = object_member (root, "squares");

  if (squares == NULL)
    return bad_board (error, _ ("it has no \"squares\""));

  /* in number order, so the cells are numbered as Plate 4 reads */
  for (guint number = 1; number < MAX_NUMBER; number++)
    {
      char name[8];
      JsonObject *square;
      const char *kind, *basis;
      Wc66Basis basis_value;
      int row, col;

      g_snprintf (name, sizeof name, "%u", number);
      if (!json_object_has_member (squares, name))
        continue;
      square = object_member (squares, name);
      if (square == NULL || !json_object_has_member (square, "row") || !json_object_has_member (square, "col"))
        return bad_board (error, _ ("a square has no row or col"));
      if (!read_place (square, &row, &col, error))
        return FALSE;
      kind = string_member (square, "kind", "land");
      basis = string_member (square, "basis", "text");
      if (kind == NULL || basis == NULL ||
          !(g_str_equal (kind, "land") || g_str_equal (kind, "ford") || g_str_equal (kind, "bridge")))
        return bad_board (error, _ ("a square's kind is not land, ford or bridge"));
      if (g_str_equal (basis, "symmetry"))
        basis_value = WC66_BASIS_SYMMETRY;
      else if (g_str_equal (basis, "outline"))
        basis_value = WC66_BASIS_OUTLINE;
      else
        basis_value = WC66_BASIS_TEXT;
      if (g_str_equal (kind, "ford"))
        kind = "ford";
      else if (g_str_equal (kind, "bridge"))
        kind = "bridge";
      else
        kind = basis_value == WC66_BASIS_SYMMETRY ? "field-conjectural" : "field";
      if (!add_square (self, number, row, col, basis_value, kind, error))
        return FALSE;
    }
  if (self->squares->len != WC66_N_SQUARES)
    return bad_board (error, _ ("it does not hold the 139 squares of Plate 1"));
  return TRUE;
}

/* The line of nine of each army, from its right, as the set-up's
 * hypothesis places it; the army is named in "army". */
static gboolean
read_lines_of_nine (Wc66Board   *self,
                    JsonObject  *root,
                    GError     **error)
{
  JsonObject *setup = object_member (root, "setup");
  GList *banks;

  if (setup == NULL)
    return bad_board (error, _ ("it has no \"setup\" with the lines of nine"));
  banks = json_object_get_values (setup);
  for (GList *l = banks; l != NULL; l = l->next)
    {
      JsonObject *bank = JSON_NODE_HOLDS_OBJECT ((JsonNode *) l->data) ? json_node_get_object (l->data) : NULL;
      const char *army = string_member (bank, "army", "");
      guint first = g_strcmp0 (army, "Defending") == 0 ? WC66_DEFENDING_NINE : WC66_ATTACKING_NINE;
      GList *members = bank != NULL ? json_object_get_members (bank) : NULL;
      JsonArray *line = NULL;

      for (GList *m = members; m != NULL; m = m->next)
        if (g_str_has_prefix (m->data, "line_of_nine"))
          line = array_member (bank, m->data);
      g_list_free (members);
      if (line == NULL || json_array_get_length (line) != 9)
        {
          g_list_free (banks);
          return bad_board (error, _ ("an army's line of nine does not have nine places"));
        }
      for (guint i = 0; i < 9; i++)
        {
          JsonNode *element = json_array_get_element (line, i);
          JsonObject *place = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
          int row, col;

          if (!read_place (place, &row, &col, error) ||
              !add_square (self, first + i, row, col, WC66_BASIS_HYPOTHESIS, "line-of-nine", error))
            {
              g_list_free (banks);
              return FALSE;
            }
        }
    }
  g_list_free (banks);
  return TRUE;
}

static gboolean
read_river (Wc66Board   *self,
            JsonObject  *root,
            GError     **error)
{
  JsonArray *blocked = array_member (root, "blocked_single_steps");

  if (blocked == NULL)
    return bad_board (error, _ ("it has no \"blocked_single_steps\" (the river)"));
  for (guint i = 0; i < json_array_get_length (blocked); i++)
    {
      JsonNode *element = json_array_get_element (blocked, i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (element) ? json_node_get_array (element) : NULL;
      gint64 from, to;

      if (pair == NULL || json_array_get_length (pair) != 2)
        return bad_board (error, _ ("a step across the river is not a pair of squares"));
      if (!whole_number (json_array_get_element (pair, 0), 1, MAX_NUMBER - 1, _ ("a river step's square"), &from, error) ||
          !whole_number (json_array_get_element (pair, 1), 1, MAX_NUMBER - 1, _ ("a river step's square"), &to, error))
        return FALSE;
      g_hash_table_add (self->river_steps, step_key ((guint) from, (guint) to));
    }
  return TRUE;
}

/* What is drawn of the river: its centre line and the crossings' entrances
 * ("the short black lines indicate the entrances to the fords and
 * bridge", Plate 1). Either may be missing from a group's own board: then
 * it is not drawn, and the rules are the same. */
static gboolean
read_river_drawing (Wc66Board   *self,
                    JsonObject  *root,
                    GError     **error)
{
  JsonArray *line = array_member (root, "river_centreline_xy");
  JsonObject *crossings = object_member (root, "crossings");

  for (guint i = 0; line != NULL && i < json_array_get_length (line); i++)
    {
      JsonNode *element = json_array_get_element (line, i);
      JsonArray *xy = JSON_NODE_HOLDS_ARRAY (element) ? json_node_get_array (element) : NULL;
      JsonNode *x = xy != NULL && json_array_get_length (xy) == 2 ? json_array_get_element (xy, 0) : NULL;
      JsonNode *y = xy != NULL && json_array_get_length (xy) == 2 ? json_array_get_element (xy, 1) : NULL;
      VtPoint point;

      if (x == NULL || y == NULL || !JSON_NODE_HOLDS_VALUE (x) || !JSON_NODE_HOLDS_VALUE (y) ||
          (json_node_get_value_type (x) != G_TYPE_DOUBLE && json_node_get_value_type (x) != G_TYPE_INT64) ||
          (json_node_get_value_type (y) != G_TYPE_DOUBLE && json_node_get_value_type (y) != G_TYPE_INT64))
        return bad_board (error, _ ("a point of the river's centre line is not a pair x, y"));
      point.x = json_node_get_double (x);
      point.y = json_node_get_double (y);
      if (!(fabs (point.x) <= MAX_PLACE && fabs (point.y) <= MAX_PLACE))
        return bad_board (error, _ ("a point of the river's centre line lies off the board"));
      g_array_append_val (self->river_line, point);
    }
  if (crossings != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (crossings);

      for (GList *m = members; m != NULL; m = m->next)
        {
          JsonObject *crossing = object_member (crossings, m->data);
          JsonArray *entrances = array_member (crossing, "entrances");
          guint64 number = 0;

          if (!g_ascii_string_to_unsigned (m->data, 10, 1, MAX_NUMBER - 1, &number, NULL))
            return bad_board (error, _ ("a crossing is not named by its square's number"));
          for (guint i = 0; entrances != NULL && i < json_array_get_length (entrances); i++)
            {
              gint64 entrance;
              guint pair[2];

              if (!whole_number (json_array_get_element (entrances, i), 1, MAX_NUMBER - 1,
                                 _ ("a crossing's entrance"), &entrance, error))
                return FALSE;
              pair[0] = (guint) number;
              pair[1] = (guint) entrance;
              g_array_append_vals (self->entrances, pair, 2);
            }
        }
    }
  return TRUE;
}

/* Cells for the core: a square is a diamond centred on its place, a
 * half-square of a line of nine the half of one that lies on the board.
 * Rows run up the page, so the attacking army (squares 1-8) is at the
 * foot and looks up the page, as board_ascii.txt draws it. */
static void
build_cells (Wc66Board *self)
{
  int min_col = G_MAXINT, max_col = G_MININT, min_row = G_MAXINT, max_row = G_MININT;
  guint n = self->squares->len;

  for (guint i = 0; i < n; i++)
    {
      const Square *square = &g_array_index (self->squares, Square, i);

      min_col = MIN (min_col, square->col);
      max_col = MAX (max_col, square->col);
      min_row = MIN (min_row, square->row);
      max_row = MAX (max_row, square->row);
    }

  self->outlines = g_new0 (VtPoint, n * 4);
  self->neighbours = g_new0 (guint, n * 8);
  self->cells = g_new0 (VtCell, n);
  for (guint i = 0; i < n; i++)
    {
      const Square *square = &g_array_index (self->squares, Square, i);
      VtPoint *outline = &self->outlines[i * 4];
      guint *neighbours = &self->neighbours[i * 8];
      double x = square->col - min_col + 1;
      double y = max_row - square->row + 1;
      VtPoint centre = { x, y };
      guint n_outline = 4, n_neighbours = 0;

      if (square->basis == WC66_BASIS_HYPOTHESIS && square->row < 0)
        {
          outline[0] = (VtPoint) { x - 1, y };
          outline[1] = (VtPoint) { x, y - 1 };
          outline[2] = (VtPoint) { x + 1, y };
          centre.y = y - 0.4;
          n_outline = 3;
        }
      else if (square->basis == WC66_BASIS_HYPOTHESIS)
        {
          outline[0] = (VtPoint) { x - 1, y };
          outline[1] = (VtPoint) { x + 1, y };
          outline[2] = (VtPoint) { x, y + 1 };
          centre.y = y + 0.4;
          n_outline = 3;
        }
      else
        {
          outline[0] = (VtPoint) { x, y - 1 };
          outline[1] = (VtPoint) { x + 1, y };
          outline[2] = (VtPoint) { x, y + 1 };
          outline[3] = (VtPoint) { x - 1, y };
        }

      for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
        {
          guint next = wc66_board_square_at (self, square->row + steps[s][0], square->col + steps[s][1]);

          if (next != 0 && wc66_board_is_playing_square (self, next) &&
              !wc66_board_step_crosses_river (self, square->number, next))
            neighbours[n_neighbours++] = next;
        }

      self->cells[i] = (VtCell) {
        .number = square->number,
        .centre = centre,
        .outline = outline,
        .n_outline = n_outline,
        .terrain = square->kind,
        .neighbours = neighbours,
        .n_neighbours = n_neighbours,
      };
    }

  /* the river's line, turned as the cells are */
  self->river = g_new0 (VtPoint, MAX (self->river_line->len, 1));
  for (guint i = 0; i < self->river_line->len; i++)
    {
      const VtPoint *point = &g_array_index (self->river_line, VtPoint, i);

      self->river[i] = (VtPoint) { point->x - min_col + 1, max_row - point->y + 1 };
    }

  self->board = (VtBoard) {
    .id = "richardson-1866",
    .width = max_col - min_col + 2,
    .height = max_row - min_row + 2,
    .cells = self->cells,
    .n_cells = n,
    .river = self->river_line->len > 0 ? self->river : NULL,
    .n_river = self->river_line->len,
    .entrances = (const guint *) self->entrances->data,
    .n_entrances = self->entrances->len / 2,
  };
}

Wc66Board *
wc66_board_new_from_data (const char  *json,
                          gsize        length,
                          GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(Wc66Board) self = NULL;
  JsonObject *root;

  g_return_val_if_fail (json != NULL, NULL);

  if (!check_shape (json, length, error) ||
      !json_parser_load_from_data (parser, json, (gssize) length, error))
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      bad_board (error, _ ("it is not a JSON object"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));

  self = g_new0 (Wc66Board, 1);
  self->title = g_strdup (string_member (root, "title", NULL) != NULL ? string_member (root, "title", NULL)
                                                                     : _ ("War-Chess board"));
  self->squares = g_array_new (FALSE, FALSE, sizeof (Square));
  self->places = g_hash_table_new (NULL, NULL);
  self->river_steps = g_hash_table_new (NULL, NULL);
  self->river_line = g_array_new (FALSE, FALSE, sizeof (VtPoint));
  self->entrances = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!read_squares (self, root, error) ||
      !read_lines_of_nine (self, root, error) ||
      !read_river (self, root, error) ||
      !read_river_drawing (self, root, error))
    return NULL;
  build_cells (self);
  return g_steal_pointer (&self);
}

Wc66Board *
wc66_board_new_default (GError **error)
{
  static gsize registered = 0;
  const char *own = g_getenv ("VERTRAUTER_WAR_CHESS_BOARD");
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;

  if (own != NULL && *own != '\0')
    {
      g_autofree char *contents = NULL;
      g_autoptr(GError) local_error = NULL;
      Wc66Board *board;

      if (!g_file_get_contents (own, &contents, &length, &local_error) ||
          (board = wc66_board_new_from_data (contents, length, &local_error)) == NULL)
        {
          g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_FAILED,
                       _ ("%s (VERTRAUTER_WAR_CHESS_BOARD): %s"), own, local_error->message);
          return NULL;
        }
      return board;
    }

  /* registered by hand, once: the module stays loaded (it is resident) */
  if (g_once_init_enter (&registered))
    {
      wc66_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  bytes = g_resource_lookup_data (wc66_get_resource (), BOARD_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return wc66_board_new_from_data (data, length, error);
}

void
wc66_board_free (Wc66Board *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_clear_pointer (&self->squares, g_array_unref);
  g_clear_pointer (&self->places, g_hash_table_unref);
  g_clear_pointer (&self->river_steps, g_hash_table_unref);
  g_clear_pointer (&self->river_line, g_array_unref);
  g_clear_pointer (&self->entrances, g_array_unref);
  g_free (self->river);
  g_free (self->outlines);
  g_free (self->neighbours);
  g_free (self->cells);
  g_free (self);
}

const VtBoard *
wc66_board_get_board (Wc66Board *self)
{
  return &self->board;
}

const char *
wc66_board_get_title (Wc66Board *self)
{
  return self->title;
}

guint
wc66_board_square_at (Wc66Board *self,
                      int        row,
                      int        col)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->places, place_key (row, col)));
}

gboolean
wc66_board_get_place (Wc66Board *self,
                      guint      square,
                      int       *row,
                      int       *col)
{
  const Square *found = find_square (self, square);

  if (found == NULL)
    return FALSE;
  *row = found->row;
  *col = found->col;
  return TRUE;
}

gboolean
wc66_board_is_playing_square (Wc66Board *self,
                              guint      square)
{
  const Square *found = find_square (self, square);

  return found != NULL && found->basis != WC66_BASIS_HYPOTHESIS;
}

Wc66Basis
wc66_board_get_basis (Wc66Board *self,
                      guint      square)
{
  const Square *found = find_square (self, square);

  return found != NULL ? found->basis : WC66_BASIS_HYPOTHESIS;
}

const char *
wc66_board_get_kind (Wc66Board *self,
                     guint      square)
{
  const Square *found = find_square (self, square);

  return found != NULL ? found->kind : NULL;
}

gboolean
wc66_board_step_crosses_river (Wc66Board *self,
                               guint      from,
                               guint      to)
{
  return g_hash_table_contains (self->river_steps, step_key (from, to));
}

GArray *
wc66_board_list_basis (Wc66Board *self,
                       Wc66Basis  basis)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->squares->len; i++)
    {
      const Square *square = &g_array_index (self->squares, Square, i);

      if (square->basis == basis)
        g_array_append_val (list, square->number);
    }
  return list;
}
