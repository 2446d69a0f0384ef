/* rz12-lines.c: marching past the lines, the enemy's and one's own, VI §6 g,
 * §10–12, X §10
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A piece is a square of a distance (derived, the README's footprints),
 * turned to its facing. The march is the straight line from the piece's
 * centre to where it goes. Taken pieces (strength 0) stand in no line.
 */
#define G_LOG_DOMAIN "vt-rz12-lines"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>

#include <math.h>

#include "rz12-catalogue.h"
#include "rz12-lines.h"
#include "rz12-ruleset.h"

/* VI §12 a: "gaps of at most 10 paces cannot be passed" */
#define RZ12_GAP_NOT_PASSED 10.0
/* derived: the march sampled every 10 paces for the effect areas */
#define RZ12_LINES_STEP 10.0

/* @p in @unit's frame: ahead of its centre along its facing, and to its
 * right (facing clockwise from north, the map's y growing southward) */
static void
local (VtUnit        *unit,
       const VtPoint *p,
       double        *ahead,
       double        *lateral)
{
  VtPoint c;
  double facing = vt_unit_get_facing (unit) * G_PI / 180, dx, dy;

  vt_unit_get_position (unit, &c);
  dx = p->x - c.x;
  dy = p->y - c.y;
  *ahead = dx * sin (facing) - dy * cos (facing);
  *lateral = dx * cos (facing) + dy * sin (facing);
}

/* whether the segment @a–@b comes within the rectangle of @unit's frame
 * |lateral| < @half_width, |ahead| < @half_depth (sampled; derived); with
 * @to_the_edge the sides |lateral| = @half_width belong to it */
static gboolean
crosses_box_to (VtUnit        *unit,
                const VtPoint *a,
                const VtPoint *b,
                double         half_width,
                double         half_depth,
                gboolean       to_the_edge)
{
  double length = hypot (b->x - a->x, b->y - a->y);
  guint steps = MAX (1, (guint) ceil (length / 5));

  for (guint i = 0; i <= steps; i++)
    {
      VtPoint p = { a->x + (b->x - a->x) * i / steps, a->y + (b->y - a->y) * i / steps };
      double ahead, lateral;

      local (unit, &p, &ahead, &lateral);
      if ((to_the_edge ? fabs (lateral) <= half_width + 1e-6 : fabs (lateral) < half_width - 1e-6) &&
          fabs (ahead) < half_depth - 1e-6)
        return TRUE;
    }
  return FALSE;
}

static gboolean
crosses_box (VtUnit        *unit,
             const VtPoint *a,
             const VtPoint *b,
             double         half_width,
             double         half_depth)
{
  return crosses_box_to (unit, a, b, half_width, half_depth, FALSE);
}

/* whether the segments @p–@q and @r–@s cross */
static gboolean
segments_cross (const VtPoint *p,
                const VtPoint *q,
                const VtPoint *r,
                const VtPoint *s)
{
  double d1 = (q->x - p->x) * (r->y - p->y) - (q->y - p->y) * (r->x - p->x);
  double d2 = (q->x - p->x) * (s->y - p->y) - (q->y - p->y) * (s->x - p->x);
  double d3 = (s->x - r->x) * (p->y - r->y) - (s->y - r->y) * (p->x - r->x);
  double d4 = (s->x - r->x) * (q->y - r->y) - (s->y - r->y) * (q->x - r->x);

  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/* The effect area's reach of an enemy piece in distances between the
 * fronts, 0 for one that has none: infantry's fire 5 (IX §6), tirailleurs
 * 6 (X §4), jägers 8 (X §7), closed light troops as infantry (X §3);
 * cavalry its attack, 8 heavy and 10 light (XI §1, §5: derived, the text
 * names the cavalry's "area of effect" without a number). VI §12 b names
 * infantry and cavalry only. */
static double
effect_reach (VtUnit *enemy)
{
  const Rz12Piece *piece = rz12_piece_for_unit (enemy);
  const char *formation = vt_unit_get_formation (enemy);

  if (piece == NULL)
    return 0;
  switch (piece->kind)
    {
    case RZ12_KIND_CLOSED_INFANTRY:
      return 5;
    case RZ12_KIND_TIRAILLEURS:
      return rz12_piece_is_closed (piece, formation) ? 5 : 6;
    case RZ12_KIND_JAEGERS:
      return rz12_piece_is_closed (piece, formation) ? 5 : 8;
    case RZ12_KIND_HEAVY_CAVALRY:
      return 8;
    case RZ12_KIND_LIGHT_CAVALRY:
    case RZ12_KIND_FLANKERS:
      return 10;
    default:
      return 0;
    }
}

/* IX §11: the front and the diagonals through the piece's square; the
 * passing piece's centre at @p, fronts a distance apart at the least */
static gboolean
in_effect_area (VtUnit        *enemy,
                const VtPoint *p,
                double         reach)
{
  double ahead, lateral;

  local (enemy, p, &ahead, &lateral);
  return ahead > 0 && fabs (lateral) <= ahead + RZ12_DISTANCE / 2 &&
         ahead - RZ12_DISTANCE <= reach * RZ12_DISTANCE + 1e-6;
}

/* X §10: a tirailleur dispersed, not three on one another (X §3) */
static gboolean
is_dispersed_tirailleur (VtUnit *unit)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  return piece != NULL && (piece->kind == RZ12_KIND_TIRAILLEURS || piece->kind == RZ12_KIND_JAEGERS) &&
         !rz12_piece_is_closed (piece, vt_unit_get_formation (unit));
}

/* whether @unit was taken in this move by the fire of the other side (VI
 * §12 c: the gap "created in that very moment by the fire of my own
 * infantry or artillery") */
static gboolean
taken_by_fire_now (VtGame *game,
                   VtUnit *unit)
{
  guint move = vt_game_get_move (game);
  const char *id = vt_unit_get_id (unit);

  return vt_unit_get_strength (unit) == 0 &&
         (rz12_acted_in_move (game, "fire", "target", id, move) ||
          rz12_acted_in_move (game, "artillery-fire", "target", id, move));
}

/* whether @other marched in this move from where @from is: it stood
 * stacked with the piece that marches now, and the window moves a stack's
 * pieces one after the other (VII §10: they march together) */
static gboolean
marched_from_in_move (VtGame        *game,
                      VtUnit        *other,
                      const VtPoint *from)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal), move = vt_game_get_move (game);

  for (guint i = 0; i < head; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      const char *id = NULL;
      VtPoint start;

      if (vt_event_get_move (event) == move && g_str_equal (vt_event_get_kind (event), VT_EVENT_MOVE) &&
          g_variant_lookup (payload, "unit", "&s", &id) && g_str_equal (id, vt_unit_get_id (other)) &&
          g_variant_lookup (payload, "from-x", "d", &start.x) && g_variant_lookup (payload, "from-y", "d", &start.y) &&
          hypot (start.x - from->x, start.y - from->y) <= 1)
        return TRUE;
    }
  return FALSE;
}

char *
rz12_lines_check_march (VtGame        *game,
                        VtUnit        *unit,
                        const VtPoint *to,
                        GString       *text,
                        double        *gap,
                        gboolean      *with_loss)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  g_autoptr(GPtrArray) enemies = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GString) areas = g_string_new (NULL);
  const char *side = vt_unit_get_side (unit);
  const double half = RZ12_DISTANCE / 2;
  VtUnit *left = NULL, *right = NULL;
  VtPoint from;
  double narrowest = G_MAXDOUBLE, length;
  guint n = g_list_model_get_n_items (units), steps;

  *gap = -1;
  *with_loss = FALSE;
  vt_unit_get_position (unit, &from);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) other = g_list_model_get_item (units, i);
      gboolean own = g_strcmp0 (vt_unit_get_side (other), side) == 0;

      if (g_str_equal (vt_unit_get_id (other), vt_unit_get_id (unit)))
        continue;
      if (!own && taken_by_fire_now (game, other) && crosses_box (other, &from, to, half, half))
        return g_strdup_printf (_ ("%s cannot march through the gap where %s stood: its own side's fire made "
                                   "it in this move, and it may use it only in the move after next, if the "
                                   "enemy has not closed it (VI §12 c)"),
                                vt_unit_get_display_name (unit), vt_unit_get_display_name (other));
      if (vt_unit_get_strength (other) == 0)
        continue;
      if (own)
        {
          VtPoint at;
          double ahead, lateral;

          /* the pieces stacked with it march with it (VII §10) */
          vt_unit_get_position (other, &at);
          if (hypot (at.x - from.x, at.y - from.y) <= 1 || marched_from_in_move (game, other, &from))
            continue;

          /* VI §6 g: one's own troops in action, "through whose positions
           * … one may not pass" */
          if (crosses_box (other, &from, to, half, half) &&
              (rz12_acted_in_move (game, "fire", "firer", vt_unit_get_id (other), vt_game_get_move (game)) ||
               rz12_acted_in_move (game, "artillery-fire", "firer", vt_unit_get_id (other),
                                   vt_game_get_move (game))))
            return g_strdup_printf (_ ("%s cannot pass through %s, which is in action in this move (VI §6 g)"),
                                    vt_unit_get_display_name (unit), vt_unit_get_display_name (other));
          local (other, to, &ahead, &lateral);
          if (fabs (ahead) < half && fabs (lateral) < half)
            {
              /* VI §11: arriving on the piece passed through */
              if (g_strcmp0 (vt_unit_get_formation (other), "column") == 0 ||
                  g_strcmp0 (vt_unit_get_formation (other), "mass") == 0)
                return g_strdup_printf (_ ("%s cannot be placed on %s: a column is not pressed together "
                                           "further; it stands close to the column and passes in the next "
                                           "move (VI §11 b)"),
                                        vt_unit_get_display_name (unit), vt_unit_get_display_name (other));
              g_string_append_printf (text, _ (" Its march ends on %s, drawn up in line: it is placed upon it, "
                                         "as dense as a column (VI §11 a)."), vt_unit_get_display_name (other));
            }
          else if (crosses_box (other, &from, to, half, half))
            g_string_append_printf (text, _ (" It passes through %s, its own (VI §10)."),
                                    vt_unit_get_display_name (other));
          continue;
        }
      if (crosses_box (other, &from, to, half, half))
        return g_strdup_printf (_ ("%s cannot march through %s, the enemy's piece: that is an attack "
                                   "(VIII–XI), not a march"),
                                vt_unit_get_display_name (unit), vt_unit_get_display_name (other));
      /* X §10: "every tirailleur piece covers the two distances bordering
       * its flanks … and no opposing arm can pass through that interval":
       * up to the covered distance's edge, so that between two tirailleurs
       * two distances apart nothing passes, and one pace more opens a gap */
      if (is_dispersed_tirailleur (other) &&
          crosses_box_to (other, &from, to, half + RZ12_DISTANCE, half, TRUE))
        return g_strdup_printf (_ ("%s cannot pass within a distance of %s's flank: a tirailleur covers the "
                                   "distance on each flank until it is beaten or driven off (X §10)"),
                                vt_unit_get_display_name (unit), vt_unit_get_display_name (other));
      g_ptr_array_add (enemies, g_object_ref (other));
    }

  /* VI §12: the gap passed is the narrowest pair of the enemy's pieces
   * whose join the march crosses; its width between their squares (the
   * centres' distance less a distance, derived) */
  for (guint i = 0; i < enemies->len; i++)
    for (guint j = i + 1; j < enemies->len; j++)
      {
        VtUnit *a = g_ptr_array_index (enemies, i), *b = g_ptr_array_index (enemies, j);
        VtPoint pa, pb;
        double apart;

        vt_unit_get_position (a, &pa);
        vt_unit_get_position (b, &pb);
        if (!segments_cross (&from, to, &pa, &pb))
          continue;
        apart = hypot (pb.x - pa.x, pb.y - pa.y) - RZ12_DISTANCE;
        if (apart < narrowest)
          {
            narrowest = apart;
            left = a;
            right = b;
          }
      }
  if (left == NULL)
    return NULL;
  narrowest = MAX (narrowest, 0);
  if (narrowest <= RZ12_GAP_NOT_PASSED + 1e-6)
    return g_strdup_printf (_ ("%s cannot pass the gap of %.0f paces between %s and %s: gaps of at most "
                               "10 paces cannot be passed (VI §12 a)"),
                            vt_unit_get_display_name (unit), narrowest, vt_unit_get_display_name (left),
                            vt_unit_get_display_name (right));
  *gap = narrowest;

  /* VI §12 b: within the effect areas of the enemy's infantry and cavalry
   * the gap is passed with loss, the enemy acting while it only moves */
  length = hypot (to->x - from.x, to->y - from.y);
  steps = MAX (1, (guint) ceil (length / RZ12_LINES_STEP));
  for (guint i = 0; i < enemies->len; i++)
    {
      VtUnit *enemy = g_ptr_array_index (enemies, i);
      double reach = effect_reach (enemy);

      if (reach <= 0)
        continue;
      for (guint k = 0; k <= steps; k++)
        {
          VtPoint p = { from.x + (to->x - from.x) * k / steps, from.y + (to->y - from.y) * k / steps };

          if (in_effect_area (enemy, &p, reach))
            {
              g_string_append_printf (areas, "%s%s", areas->len > 0 ? ", " : "", vt_unit_get_display_name (enemy));
              break;
            }
        }
    }
  if (areas->len > 0)
    {
      *with_loss = TRUE;
      g_string_append_printf (text, _ (" It passes the gap of %.0f paces between %s and %s, but within the "
                                 "effect areas of %s: passed with loss, the enemy acting while it only moves "
                                 "(VI §12 b; the loss is the enemy's fire or attack in his move)."),
                              narrowest, vt_unit_get_display_name (left), vt_unit_get_display_name (right),
                              areas->str);
    }
  else
    g_string_append_printf (text, _ (" It passes the gap of %.0f paces between %s and %s without loss: no "
                               "effect area of the enemy's infantry or cavalry reaches it (VI §12 b)."),
                            narrowest, vt_unit_get_display_name (left), vt_unit_get_display_name (right));
  return NULL;
}
