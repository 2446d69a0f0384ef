/* vt-knowledge.c: what one side knows, derived from the journal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One tracker per game works out every side's sight at once: it replays
 * the journal on copies of the units of its own and, after every event,
 * asks again only for the units the event changed. For each unit it keeps
 * which units of other sides see it and how well (a pair is asked only
 * within the observer's sight range, found through a grid of the units),
 * so a unit that moves costs the lines to and from the units near it, not
 * every pair. The sides' VtKnowledge read from it.
 */
#define G_LOG_DOMAIN "vt-knowledge"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "vt-account-private.h"
#include "vt-change-private.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-journal.h"
#include "vt-knowledge-private.h"
#include "vt-map.h"
#include "vt-message-private.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-sight-private.h"
#include "vt-unit.h"

/* how far a unit is in one event's asking again */
enum {
  UNCHANGED,
  CHANGED_UNIT,
  ASKED,
};

/* what a unit of a side's view stands for, in the view's order */
enum {
  VIEW_OWN,
  VIEW_SEEN,
  VIEW_TROOPS,
  VIEW_LAST,
};

/* the unit type of a stand-in for troops whose kind is not seen */
#define TROOPS_TYPE "troops"

typedef struct {
  guint      observer;
  VtSighting level;
} Sight;

/* What each side saw, at one event of the journal, of the units the event
 * names (vt-account.c): the best of before and after it, so a unit that
 * fired from a wood and one that marched out of view are both seen doing it. */
typedef struct {
  guint     n;
  char    **ids;         /* NULL-terminated */
  guint8   *level;       /* [i × n_sides + s] */
  guint    *side_before; /* side index, G_MAXUINT for none */
  guint    *side_after;
  VtPoint  *position;    /* after the event */
} EventSight;

/* A change of the ground the umpire made in play (a "terrain" event), and
 * the sides that have seen it: at the event or since, from one of their
 * units, or because he showed it to all. */
typedef struct {
  guint      index;    /* the journal's event */
  VtFeature *feature;  /* put in, or the one taken out; NULL: not known */
  guint8    *seen;     /* per side */
} GroundChange;

/* what a side saw of a unit the last time it saw it */
typedef struct {
  gboolean    ever;
  VtSighting  level;
  VtPoint     position;
  double      facing;
  const char *formation; /* interned */
  const char *unit_type; /* interned */
  const char *side;      /* interned: the side it was seen on */
  guint       strength;
  guint       move;
  guint       time;
  const char *reported_by; /* interned; NULL: seen with its own eyes */
} LastSeen;

struct _VtSightTracker
{
  VtGame       *game;          /* not owned: the game owns the tracker */
  VtRuleset    *ruleset;       /* nullable */
  VtGame       *options_game;  /* the options and house rules as at the event replayed */
  VtSightIndex *index;         /* nullable: a board */

  guint         n_units;       /* the set-up's, then those the journal created so far */
  guint         n_set_up;
  guint         capacity;      /* of the arrays per unit */
  guint         n_sides;
  char        **side_ids;
  GPtrArray    *knowledge;     /* VtKnowledge, one per side */

  VtUnit      **units;         /* replayed copies, in the scenario's order, then as created */
  GHashTable   *units_by_id;   /* id → VtUnit (a reference), for the changes */
  GHashTable   *index_by_id;   /* id → index + 1 */
  guint        *side_of;
  VtPoint      *position;
  double       *z;             /* the eye's height above 0 */
  double       *range;
  double        max_range;

  GArray      **seen_by;       /* per target: Sight */
  GArray      **sees;          /* per observer: guint targets */
  guint8       *sighting;      /* [unit × n_sides + side] */
  gint8        *override;      /* the umpire's: +1 revealed, -1 hidden, for this Zug */
  LastSeen     *last;          /* [unit × n_sides + side] */

  guint         move;
  guint         time;

  /* the messages as at the event replayed: a report reaches its side when
   * it arrives */
  VtMessageLog *messages;
  GPtrArray    *delivered;

  /* the units by grid cell, to find those within sight range */
  double        cell;
  guint         columns, rows;
  GArray      **grid;
  guint        *grid_cell;

  /* EventSight, one per event stepped, in the journal's order */
  GPtrArray    *event_sights;
  /* GroundChange, in the journal's order */
  GPtrArray    *ground_changes;

  /* scratch */
  guint8       *done;          /* per unit, within one event: UNCHANGED… */
  guint8       *mark;
  GArray       *marked;
  GArray       *near;
};

struct _VtKnowledge
{
  GObject         parent_instance;

  VtSightTracker *tracker;     /* not owned; the game outlives its sides' knowledge */
  char           *side;
  guint           side_index;
  gboolean        dirty;

  /* the ground as the side has seen it changed: the set-up map and the
   * changes it saw, rebuilt when that list changes; NULL while the game
   * has no change of the ground */
  VtMap          *ground;
  char           *ground_key;

  /* the view's units, by view id, built when asked after a change */
  guint           built_generation;
  guint           generation;
  GPtrArray      *view_ids;    /* char *, in view order */
  GArray         *view_units;  /* guint unit index */
  GArray         *view_kinds;  /* guint8: VIEW_OWN… */
  GHashTable     *view_index;  /* view id → position in view_ids + 1 */
};

G_DEFINE_FINAL_TYPE (VtKnowledge, vt_knowledge, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
vt_knowledge_finalize (GObject *object)
{
  VtKnowledge *self = (VtKnowledge *) object;

  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->view_ids, g_ptr_array_unref);
  g_clear_pointer (&self->view_units, g_array_unref);
  g_clear_pointer (&self->view_index, g_hash_table_unref);
  g_clear_pointer (&self->view_kinds, g_array_unref);
  g_clear_object (&self->ground);
  g_clear_pointer (&self->ground_key, g_free);

  G_OBJECT_CLASS (vt_knowledge_parent_class)->finalize (object);
}

static void
vt_knowledge_class_init (VtKnowledgeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_knowledge_finalize;

  /**
   * VtKnowledge::changed:
   *
   * What the side sees, or where it last saw a unit, has changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vt_knowledge_init (VtKnowledge *self)
{
  self->generation = 1;
}

/* ---- the tracker ---------------------------------------------------------- */

static inline guint
slot (VtSightTracker *tracker,
      guint           unit,
      guint           side)
{
  return unit * tracker->n_sides + side;
}

static guint
side_index (VtSightTracker *tracker,
            const char     *side_id)
{
  for (guint s = 0; s < tracker->n_sides; s++)
    if (g_strcmp0 (tracker->side_ids[s], side_id) == 0)
      return s;
  return G_MAXUINT;
}

static void
grid_cell_of (VtSightTracker *tracker,
              const VtPoint  *point,
              gint           *column,
              gint           *row)
{
  /* clamped as doubles: a corner an unlimited sight range away (a ruleset
   * without get_sight_range, G_MAXDOUBLE) is beyond any int, and its cast
   * undefined (on x86 INT_MIN, so the far corner fell into the first cell) */
  *column = (gint) CLAMP (floor (point->x / tracker->cell), 0.0, (double) tracker->columns - 1);
  *row = (gint) CLAMP (floor (point->y / tracker->cell), 0.0, (double) tracker->rows - 1);
}

static void
grid_remove (VtSightTracker *tracker,
             guint           unit)
{
  GArray *cell = tracker->grid[tracker->grid_cell[unit]];

  for (guint i = 0; i < cell->len; i++)
    if (g_array_index (cell, guint, i) == unit)
      {
        g_array_remove_index_fast (cell, i);
        return;
      }
}

static void
grid_insert (VtSightTracker *tracker,
             guint           unit)
{
  gint column, row;

  grid_cell_of (tracker, &tracker->position[unit], &column, &row);
  tracker->grid_cell[unit] = row * tracker->columns + column;
  g_array_append_val (tracker->grid[tracker->grid_cell[unit]], unit);
}

/* The units within @radius of @point, into tracker->near. */
static void
find_near (VtSightTracker *tracker,
           const VtPoint  *point,
           double          radius)
{
  VtPoint lo = { point->x - radius, point->y - radius };
  VtPoint hi = { point->x + radius, point->y + radius };
  gint c0, r0, c1, r1;

  g_array_set_size (tracker->near, 0);
  if (!isfinite (lo.x) || !isfinite (hi.x))
    {
      for (guint u = 0; u < tracker->n_units; u++)
        g_array_append_val (tracker->near, u);
      return;
    }
  grid_cell_of (tracker, &lo, &c0, &r0);
  grid_cell_of (tracker, &hi, &c1, &r1);
  for (gint r = r0; r <= r1; r++)
    for (gint c = c0; c <= c1; c++)
      {
        GArray *cell = tracker->grid[r * tracker->columns + c];

        g_array_append_vals (tracker->near, cell->data, cell->len);
      }
}

/* Where @unit stands now, how high its eyes are and how far it sees. */
static void
refresh_unit (VtSightTracker *tracker,
              guint           u)
{
  VtUnit *unit = tracker->units[u];
  double eye = tracker->ruleset != NULL ? vt_ruleset_get_eye_height (tracker->ruleset, unit) : 0;

  vt_unit_get_position (unit, &tracker->position[u]);
  tracker->z[u] = _vt_sight_index_elevation (tracker->index, &tracker->position[u]) + eye;
  tracker->range[u] = tracker->ruleset != NULL
                      ? vt_ruleset_get_sight_range (tracker->ruleset, tracker->options_game, unit)
                      : G_MAXDOUBLE;
}

static void
update_max_range (VtSightTracker *tracker)
{
  tracker->max_range = 0;
  for (guint u = 0; u < tracker->n_units; u++)
    tracker->max_range = MAX (tracker->max_range, tracker->range[u]);
}

static void
mark_unit (VtSightTracker *tracker,
           guint           u)
{
  if (!tracker->mark[u])
    {
      tracker->mark[u] = TRUE;
      g_array_append_val (tracker->marked, u);
    }
}

/* What @observer's side sees of @target through @observer's eyes. */
static VtSighting
evaluate (VtSightTracker *tracker,
          guint           observer,
          guint           target)
{
  double distance = vt_point_distance (&tracker->position[observer], &tracker->position[target]);
  gboolean clear;

  if (!(distance <= tracker->range[observer]))
    return VT_SIGHTING_NONE;

  clear = _vt_sight_index_line (tracker->index,
                                &tracker->position[observer], tracker->z[observer],
                                &tracker->position[target], tracker->z[target], NULL);
  if (tracker->ruleset == NULL)
    return clear ? VT_SIGHTING_EXACT : VT_SIGHTING_NONE;
  return vt_ruleset_see_unit (tracker->ruleset, tracker->options_game,
                              tracker->units[observer], tracker->units[target], clear, distance);
}

static void
add_sight (VtSightTracker *tracker,
           guint           observer,
           guint           target)
{
  VtSighting level = evaluate (tracker, observer, target);
  Sight sight = { observer, level };

  if (level == VT_SIGHTING_NONE)
    return;
  g_array_append_val (tracker->seen_by[target], sight);
  g_array_append_val (tracker->sees[observer], target);
  mark_unit (tracker, target);
}

/* Forgets every pair @u is in, as observer or as target. */
static void
forget_unit (VtSightTracker *tracker,
             guint           u)
{
  GArray *seen_by = tracker->seen_by[u];
  GArray *sees = tracker->sees[u];

  for (guint i = 0; i < seen_by->len; i++)
    {
      GArray *theirs = tracker->sees[g_array_index (seen_by, Sight, i).observer];

      for (guint j = 0; j < theirs->len; j++)
        if (g_array_index (theirs, guint, j) == u)
          {
            g_array_remove_index_fast (theirs, j);
            break;
          }
    }
  g_array_set_size (seen_by, 0);

  for (guint i = 0; i < sees->len; i++)
    {
      guint target = g_array_index (sees, guint, i);
      GArray *theirs = tracker->seen_by[target];

      for (guint j = 0; j < theirs->len; j++)
        if (g_array_index (theirs, Sight, j).observer == u)
          {
            g_array_remove_index_fast (theirs, j);
            break;
          }
      mark_unit (tracker, target);
    }
  g_array_set_size (sees, 0);
  mark_unit (tracker, u);
}

/* Asks again every pair @u is in, as observer and as target. */
static void
look_again (VtSightTracker *tracker,
            guint           u)
{
  find_near (tracker, &tracker->position[u], MAX (tracker->max_range, tracker->range[u]));
  for (guint i = 0; i < tracker->near->len; i++)
    {
      guint other = g_array_index (tracker->near, guint, i);

      if (tracker->side_of[other] == tracker->side_of[u] || tracker->done[other] == ASKED)
        continue;
      add_sight (tracker, other, u);
      add_sight (tracker, u, other);
    }
}

/* The side's sighting of @target from the pairs and the umpire's word;
 * keeps where it was last seen. @move_before is the Zug before the event. */
static void
settle_target (VtSightTracker *tracker,
               guint           target,
               guint           move_before,
               guint           time_before)
{
  GArray *seen_by = tracker->seen_by[target];

  for (guint s = 0; s < tracker->n_sides; s++)
    {
      guint k = slot (tracker, target, s);
      VtSighting level = VT_SIGHTING_NONE, before = tracker->sighting[k];
      LastSeen *last = &tracker->last[k];
      VtUnit *unit = tracker->units[target];

      if (tracker->side_of[target] == s)
        continue;

      for (guint i = 0; i < seen_by->len; i++)
        {
          const Sight *sight = &g_array_index (seen_by, Sight, i);

          if (tracker->side_of[sight->observer] == s)
            level = MAX (level, sight->level);
        }
      if (tracker->override[k] > 0)
        level = VT_SIGHTING_EXACT;
      else if (tracker->override[k] < 0)
        level = VT_SIGHTING_NONE;

      if (level != VT_SIGHTING_NONE)
        {
          /* seen after this event: as it stands now */
          last->ever = TRUE;
          last->level = level;
          last->position = tracker->position[target];
          last->facing = vt_unit_get_facing (unit);
          last->formation = g_intern_string (vt_unit_get_formation (unit));
          last->unit_type = g_intern_string (vt_unit_get_unit_type (unit));
          last->side = g_intern_string (vt_unit_get_side (unit));
          last->strength = vt_unit_get_strength (unit);
          last->reported_by = NULL;
        }
      else if (before != VT_SIGHTING_NONE)
        {
          /* lost to sight by this event: last seen just before it */
          last->move = move_before;
          last->time = time_before;
        }

      /* the side's picture changes when the unit comes or goes, or moves
       * or changes while it is seen */
      if (level != before || (level != VT_SIGHTING_NONE && tracker->done[target] != UNCHANGED))
        {
          VtKnowledge *knowledge = g_ptr_array_index (tracker->knowledge, s);

          tracker->sighting[k] = level;
          knowledge->dirty = TRUE;
        }
    }

  /* and always when one of its own units changes */
  if (tracker->done[target] != UNCHANGED && tracker->side_of[target] < tracker->n_sides)
    ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, tracker->side_of[target]))->dirty = TRUE;
}

static guint
time_of (VtSightTracker *tracker,
         guint           move)
{
  guint minutes = tracker->ruleset != NULL ? vt_ruleset_get_minutes_per_move (tracker->ruleset) : 0;

  return vt_scenario_get_start_time (vt_game_get_scenario (tracker->game)) + (move - 1) * minutes;
}

/* Every pair anew, as at the start or when the options change. */
static void
look_at_everything (VtSightTracker *tracker)
{
  for (guint u = 0; u < tracker->n_units; u++)
    {
      g_array_set_size (tracker->seen_by[u], 0);
      g_array_set_size (tracker->sees[u], 0);
      refresh_unit (tracker, u);
    }
  update_max_range (tracker);

  for (guint target = 0; target < tracker->n_units; target++)
    {
      find_near (tracker, &tracker->position[target], tracker->max_range);
      for (guint i = 0; i < tracker->near->len; i++)
        {
          guint observer = g_array_index (tracker->near, guint, i);

          if (tracker->side_of[observer] != tracker->side_of[target])
            add_sight (tracker, observer, target);
        }
      mark_unit (tracker, target);
    }
}

static void
clear_marks (VtSightTracker *tracker)
{
  for (guint i = 0; i < tracker->marked->len; i++)
    tracker->mark[g_array_index (tracker->marked, guint, i)] = FALSE;
  g_array_set_size (tracker->marked, 0);
}

static void
settle_marked (VtSightTracker *tracker,
               guint           move_before,
               guint           time_before)
{
  for (guint i = 0; i < tracker->marked->len; i++)
    settle_target (tracker, g_array_index (tracker->marked, guint, i), move_before, time_before);
  clear_marks (tracker);
}

/* The umpire reveals or hides a unit, or every unit in an area, to a side. */
static void
apply_reveal (VtSightTracker *tracker,
              VtEvent        *event)
{
  GVariant *payload = vt_event_get_payload (event);
  g_autoptr(GVariant) area = g_variant_lookup_value (payload, "area", G_VARIANT_TYPE ("a(dd)"));
  gint8 value = g_str_equal (vt_event_get_kind (event), VT_EVENT_REVEAL) ? 1 : -1;
  const char *side_id, *unit_id;
  guint side;

  if (!g_variant_lookup (payload, "side", "&s", &side_id) ||
      (side = side_index (tracker, side_id)) == G_MAXUINT)
    return;

  if (g_variant_lookup (payload, "unit", "&s", &unit_id))
    {
      guint u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, unit_id));

      if (u > 0 && tracker->side_of[u - 1] != side)
        {
          tracker->override[slot (tracker, u - 1, side)] = value;
          mark_unit (tracker, u - 1);
        }
    }

  if (area != NULL)
    {
      gsize n_points = 0;
      const VtPoint *points = g_variant_get_fixed_array (area, &n_points, sizeof (VtPoint));

      for (guint u = 0; u < tracker->n_units; u++)
        if (tracker->side_of[u] != side &&
            vt_polygon_contains (points, n_points, &tracker->position[u]))
          {
            tracker->override[slot (tracker, u, side)] = value;
            mark_unit (tracker, u);
          }
    }
}

/* Who a side's board says reported a unit: the class of intelligence
 * ("patrol"), else the sender as its side calls it. */
static const char *
reporter (VtSightTracker *tracker,
          VtMessage      *message)
{
  const char *klass = vt_intelligence_class_to_string (vt_message_get_intelligence (message));
  const char *from = vt_message_get_from_unit (message);
  VtUnit *unit = from != NULL ? g_hash_table_lookup (tracker->units_by_id, from) : NULL;
  VtSide *side = vt_message_get_from_side (message) != NULL
                 ? vt_scenario_find_side (vt_game_get_scenario (tracker->game),
                                          vt_message_get_from_side (message))
                 : NULL;

  if (klass != NULL)
    return g_intern_string (klass);
  if (unit != NULL)
    return g_intern_string (vt_unit_get_display_name (unit));
  if (side != NULL && vt_side_get_name (side) != NULL)
    return g_intern_string (vt_side_get_name (side));
  return g_intern_string (_("the umpire"));
}

/* A report that has just arrived puts the units it names on its side's
 * board where they were when it was written, unless the side sees them
 * now or saw them since. */
static void
apply_report (VtSightTracker *tracker,
              VtMessage      *message)
{
  const char *to_side = vt_message_get_to_side (message);
  GVariant *units = vt_message_get_reported_units (message);
  GVariantIter iter;
  const char *unit_id;
  VtPoint where;
  guint side;

  if (to_side == NULL || g_variant_n_children (units) == 0 ||
      (side = side_index (tracker, to_side)) == G_MAXUINT)
    return;

  g_variant_iter_init (&iter, units);
  while (g_variant_iter_next (&iter, "(&sdd)", &unit_id, &where.x, &where.y))
    {
      guint u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, unit_id));
      LastSeen *last;
      VtUnit *unit;

      if (u == 0 || tracker->side_of[u - 1] == side)
        continue;
      u--;
      last = &tracker->last[slot (tracker, u, side)];
      if (tracker->sighting[slot (tracker, u, side)] != VT_SIGHTING_NONE ||
          (last->ever && last->reported_by == NULL && last->move >= vt_message_get_sent_move (message)))
        continue;

      unit = tracker->units[u];
      last->ever = TRUE;
      last->level = VT_SIGHTING_EXACT;
      last->position = where;
      last->facing = vt_unit_get_facing (unit);
      last->formation = g_intern_string (vt_unit_get_formation (unit));
      last->unit_type = g_intern_string (vt_unit_get_unit_type (unit));
      last->strength = vt_unit_get_strength (unit);
      last->move = vt_message_get_sent_move (message);
      last->time = vt_message_get_sent_time (message);
      last->reported_by = reporter (tracker, message);
      ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, side))->dirty = TRUE;
    }
}

/* A unit the event gave to another side (a captured gun): its old side
 * last saw it where it was taken, its new side sees it as its own. Its
 * pairs are asked again with the others, as for any changed unit. */
static void
change_side (VtSightTracker *tracker,
             guint           u)
{
  VtUnit *unit = tracker->units[u];
  guint old = tracker->side_of[u], side = side_index (tracker, vt_unit_get_side (unit));

  if (side == old)
    return;

  if (old < tracker->n_sides)
    {
      LastSeen *last = &tracker->last[slot (tracker, u, old)];

      last->ever = TRUE;
      last->level = VT_SIGHTING_EXACT;
      vt_unit_get_position (unit, &last->position);
      last->facing = vt_unit_get_facing (unit);
      last->formation = g_intern_string (vt_unit_get_formation (unit));
      last->unit_type = g_intern_string (vt_unit_get_unit_type (unit));
      last->side = g_intern_string (vt_unit_get_side (unit));
      last->strength = vt_unit_get_strength (unit);
      last->reported_by = NULL;
      last->move = tracker->move;
      last->time = tracker->time;
      ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, old))->dirty = TRUE;
    }
  tracker->side_of[u] = side;
  if (side < tracker->n_sides)
    tracker->sighting[slot (tracker, u, side)] = VT_SIGHTING_EXACT;
}

#define GROW(array, type, per_unit) \
  G_STMT_START { \
    (array) = g_renew (type, (array), (gsize) capacity * (per_unit)); \
    memset ((array) + (gsize) tracker->capacity * (per_unit), 0, \
            sizeof (type) * (gsize) (capacity - tracker->capacity) * (per_unit)); \
  } G_STMT_END

/* Room for @n units in every array kept per unit, doubling, so units
 * created one by one cost linear time in all. */
static void
reserve_units (VtSightTracker *tracker,
               guint           n)
{
  guint capacity = MAX (tracker->capacity, 1u);
  guint sides = MAX (tracker->n_sides, 1u);

  if (n <= tracker->capacity)
    return;
  while (capacity < n)
    capacity *= 2;

  GROW (tracker->units, VtUnit *, 1);
  GROW (tracker->side_of, guint, 1);
  GROW (tracker->position, VtPoint, 1);
  GROW (tracker->z, double, 1);
  GROW (tracker->range, double, 1);
  GROW (tracker->seen_by, GArray *, 1);
  GROW (tracker->sees, GArray *, 1);
  GROW (tracker->sighting, guint8, sides);
  GROW (tracker->override, gint8, sides);
  GROW (tracker->last, LastSeen, sides);
  GROW (tracker->grid_cell, guint, 1);
  GROW (tracker->mark, guint8, 1);
  GROW (tracker->done, guint8, 1);
  tracker->capacity = capacity;
}

#undef GROW

/* A unit an event brought in (a body of prisoners, a box opened): it gets
 * the next index, its side sees it, and no other side has seen it yet.
 * The caller asks its pairs as for any changed unit. */
static guint
add_unit (VtSightTracker *tracker,
          VtUnit         *unit)
{
  guint u = tracker->n_units;

  reserve_units (tracker, u + 1);
  tracker->n_units++;
  tracker->units[u] = g_object_ref (unit);
  g_hash_table_insert (tracker->index_by_id, g_strdup (vt_unit_get_id (unit)), GUINT_TO_POINTER (u + 1));
  tracker->side_of[u] = side_index (tracker, vt_unit_get_side (unit));
  tracker->seen_by[u] = g_array_new (FALSE, FALSE, sizeof (Sight));
  tracker->sees[u] = g_array_new (FALSE, FALSE, sizeof (guint));
  tracker->mark[u] = FALSE;
  tracker->done[u] = UNCHANGED;
  for (guint s = 0; s < tracker->n_sides; s++)
    {
      tracker->sighting[slot (tracker, u, s)] =
        tracker->side_of[u] == s ? VT_SIGHTING_EXACT : VT_SIGHTING_NONE;
      tracker->override[slot (tracker, u, s)] = 0;
      memset (&tracker->last[slot (tracker, u, s)], 0, sizeof (LastSeen));
    }
  refresh_unit (tracker, u);
  /* not in the grid yet: the changed units are put in below */
  tracker->grid_cell[u] = 0;
  return u;
}

/* Back to the units as set up: those the journal created go. */
static void
drop_created_units (VtSightTracker *tracker)
{
  for (guint u = tracker->n_set_up; u < tracker->n_units; u++)
    {
      g_hash_table_remove (tracker->index_by_id, vt_unit_get_id (tracker->units[u]));
      g_clear_object (&tracker->units[u]);
      g_clear_pointer (&tracker->seen_by[u], g_array_unref);
      g_clear_pointer (&tracker->sees[u], g_array_unref);
    }
  tracker->n_units = tracker->n_set_up;
}

static void
event_sight_free (gpointer data)
{
  EventSight *sight = data;

  g_strfreev (sight->ids);
  g_free (sight->level);
  g_free (sight->side_before);
  g_free (sight->side_after);
  g_free (sight->position);
  g_free (sight);
}

/* before the event: what each side sees of the units it names now */
static EventSight *
event_sight_begin (VtSightTracker *tracker,
                   VtEvent        *event)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) once = g_hash_table_new (g_str_hash, g_str_equal);
  EventSight *sight = g_new0 (EventSight, 1);
  guint n = 0;

  _vt_event_collect_units (event, ids);
  sight->ids = g_new0 (char *, ids->len + 1);
  for (guint i = 0; i < ids->len; i++)
    if (g_hash_table_add (once, g_ptr_array_index (ids, i)))
      sight->ids[n++] = g_strdup (g_ptr_array_index (ids, i));
  sight->n = n;
  sight->level = g_new0 (guint8, (gsize) n * tracker->n_sides);
  sight->side_before = g_new (guint, n);
  sight->side_after = g_new (guint, n);
  sight->position = g_new0 (VtPoint, n);
  for (guint i = 0; i < n; i++)
    {
      guint u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, sight->ids[i]));

      sight->side_before[i] = u > 0 ? tracker->side_of[u - 1] : G_MAXUINT;
      for (guint s = 0; u > 0 && s < tracker->n_sides; s++)
        sight->level[i * tracker->n_sides + s] = tracker->sighting[slot (tracker, u - 1, s)];
    }
  return sight;
}

/* after it: the better of the two, and where the units stand */
static void
event_sight_end (VtSightTracker *tracker,
                 EventSight     *sight)
{
  for (guint i = 0; i < sight->n; i++)
    {
      guint u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, sight->ids[i]));

      sight->side_after[i] = u > 0 ? tracker->side_of[u - 1] : G_MAXUINT;
      if (u == 0)
        continue;
      sight->position[i] = tracker->position[u - 1];
      for (guint s = 0; s < tracker->n_sides; s++)
        {
          guint8 *level = &sight->level[i * tracker->n_sides + s];

          *level = MAX (*level, tracker->sighting[slot (tracker, u - 1, s)]);
        }
    }
  g_ptr_array_add (tracker->event_sights, sight);
}

static void
ground_change_free (gpointer data)
{
  GroundChange *change = data;

  g_clear_object (&change->feature);
  g_free (change->seen);
  g_free (change);
}

/* Whether unit @u sees any of @feature's points (its corners and middle,
 * a long line's every so many): within its range, the line clear. */
static gboolean
unit_sees_ground (VtSightTracker *tracker,
                  guint           u,
                  VtFeature      *feature)
{
  VtScenario *state = vt_game_get_state (tracker->game);
  guint n_points, step;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  double eye = tracker->ruleset != NULL ? vt_ruleset_get_eye_height (tracker->ruleset, tracker->units[u]) : 0;
  VtPoint min, max, middle;

  if (tracker->ruleset == NULL)
    return TRUE;
  vt_feature_get_extents (feature, &min, &max);
  middle = (VtPoint) { (min.x + max.x) / 2, (min.y + max.y) / 2 };
  /* a bound on the lines asked: 32 points of a long one */
  step = MAX (1u, n_points / 32);
  for (guint i = 0; i <= n_points; i += step)
    {
      const VtPoint *point = i < n_points ? &points[i] : &middle;

      if (hypot (point->x - tracker->position[u].x, point->y - tracker->position[u].y) <= tracker->range[u] &&
          vt_sight_line_clear (state, tracker->ruleset, &tracker->position[u], eye, point, 0, NULL))
        return TRUE;
      if (i == n_points)
        break;
      if (i + step > n_points)
        i = n_points - step;
    }
  return FALSE;
}

/* The sides that have not seen @change look again, from @units (NULL:
 * every unit) */
static void
look_at_ground (VtSightTracker *tracker,
                GroundChange   *change,
                GArray         *units)
{
  guint n = units != NULL ? units->len : tracker->n_units;

  if (change->feature == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      guint u = units != NULL ? g_array_index (units, guint, i) : i;
      guint s = tracker->side_of[u];

      if (s < tracker->n_sides && !change->seen[s] && unit_sees_ground (tracker, u, change->feature))
        {
          change->seen[s] = TRUE;
          ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, s))->dirty = TRUE;
        }
    }
}

/* a "terrain" event: a change of the ground, or the umpire's showing
 * every change so far to all sides */
static void
note_ground_change (VtSightTracker *tracker,
                    VtEvent        *event)
{
  GVariant *payload = vt_event_get_payload (event);
  g_autoptr(GVariant) variant = g_variant_lookup_value (payload, "feature", NULL);
  GroundChange *change;
  gboolean shown = FALSE;
  const char *removed = NULL;

  if (g_variant_lookup (payload, "publish", "b", &shown) && shown)
    {
      for (guint i = 0; i < tracker->ground_changes->len; i++)
        memset (((GroundChange *) g_ptr_array_index (tracker->ground_changes, i))->seen, TRUE, tracker->n_sides);
      for (guint s = 0; s < tracker->n_sides; s++)
        ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, s))->dirty = TRUE;
      return;
    }

  change = g_new0 (GroundChange, 1);
  change->index = tracker->event_sights->len;
  change->seen = g_new0 (guint8, tracker->n_sides);
  if (variant != NULL)
    change->feature = vt_feature_new_from_variant (variant, NULL);
  else if (g_variant_lookup (payload, "removed", "&s", &removed))
    {
      /* what was taken out: as the umpire last put it in, or as set up */
      for (guint i = tracker->ground_changes->len; i > 0 && change->feature == NULL; i--)
        {
          GroundChange *earlier = g_ptr_array_index (tracker->ground_changes, i - 1);

          if (earlier->feature != NULL && g_str_equal (vt_feature_get_id (earlier->feature), removed))
            change->feature = g_object_ref (earlier->feature);
        }
      if (change->feature == NULL)
        {
          VtFeature *set_up = vt_map_find_feature (vt_scenario_get_map (vt_game_get_scenario (tracker->game)),
                                                   removed);

          change->feature = set_up != NULL ? g_object_ref (set_up) : NULL;
        }
    }
  if (g_variant_lookup (payload, "public", "b", &shown) && shown)
    memset (change->seen, TRUE, tracker->n_sides);
  g_ptr_array_add (tracker->ground_changes, change);
}

/* One event of the journal, applied to the tracker's units and looked at. */
static void
step (VtSightTracker *tracker,
      VtEvent        *event)
{
  const char *kind = vt_event_get_kind (event);
  GVariant *changes = vt_event_get_changes (event);
  gsize n_changes = g_variant_n_children (changes);
  guint move_before = tracker->move, time_before = tracker->time;
  g_autoptr(GArray) changed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) created = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean everything = FALSE;
  guint moves;
  EventSight *sight = event_sight_begin (tracker, event);

  /* the map may have been edited since: its index is built anew then */
  tracker->index = tracker->ruleset != NULL
                   ? _vt_sight_index_get (vt_scenario_get_map (vt_game_get_state (tracker->game)), tracker->ruleset)
                   : NULL;

  /* the Züge that pass count conditions down: those units may look otherwise;
   * and the umpire's reveal and hide hold for the Zug they were given in */
  if (g_str_equal (kind, VT_EVENT_CLOCK) &&
      g_variant_lookup (vt_event_get_payload (event), "zuege", "u", &moves) && moves > 0)
    for (guint u = 0; u < tracker->n_units; u++)
      {
        g_autoptr(GVariant) conditions = vt_unit_get_conditions (tracker->units[u]);

        if (g_variant_n_children (conditions) > 0)
          g_array_append_val (changed, u);
        for (guint s = 0; s < tracker->n_sides; s++)
          if (tracker->override[slot (tracker, u, s)] != 0)
            {
              tracker->override[slot (tracker, u, s)] = 0;
              mark_unit (tracker, u);
            }
      }

  for (gsize i = 0; i < n_changes; i++)
    {
      g_autoptr(GVariant) change = g_variant_get_child_value (changes, i);
      const char *unit_id;
      guint u;

      if (g_variant_lookup (change, "unit", "&s", &unit_id) &&
          (u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, unit_id))) > 0)
        g_array_append_val (changed, (guint) { u - 1 });
    }
  /* each unit once: a pair of two changed units is asked once */
  for (guint i = 0; i < changed->len; i++)
    {
      guint u = g_array_index (changed, guint, i);

      if (tracker->done[u] != UNCHANGED)
        g_array_remove_index (changed, i--);
      tracker->done[u] = CHANGED_UNIT;
    }

  _vt_game_apply_event (tracker->units_by_id, event, created);
  for (guint i = 0; i < created->len; i++)
    {
      guint u = add_unit (tracker, g_ptr_array_index (created, i));

      tracker->done[u] = CHANGED_UNIT;
      g_array_append_val (changed, u);
    }
  for (guint i = 0; i < changed->len; i++)
    change_side (tracker, g_array_index (changed, guint, i));
  g_ptr_array_set_size (tracker->delivered, 0);
  _vt_message_log_step (tracker->messages, event, tracker->delivered);
  tracker->move = vt_event_advance_move (event, tracker->move);
  tracker->time = time_of (tracker, tracker->move);

  if (g_str_equal (kind, VT_EVENT_HOUSE_RULE))
    {
      _vt_game_apply_house_rule (vt_game_get_scenario (tracker->options_game), event);
      everything = TRUE;
    }
  else if (g_str_equal (kind, VT_EVENT_REVEAL) || g_str_equal (kind, VT_EVENT_HIDE))
    apply_reveal (tracker, event);

  if (everything)
    look_at_everything (tracker);
  else
    {
      gboolean ranges_grew = FALSE;

      for (guint i = 0; i < changed->len; i++)
        {
          guint u = g_array_index (changed, guint, i);
          double old_range = tracker->range[u];

          forget_unit (tracker, u);
          grid_remove (tracker, u);
          refresh_unit (tracker, u);
          grid_insert (tracker, u);
          if (tracker->range[u] > tracker->max_range)
            tracker->max_range = tracker->range[u];
          ranges_grew |= tracker->range[u] != old_range;
        }
      /* a pair of two changed units is asked by the first of them */
      for (guint i = 0; i < changed->len; i++)
        {
          guint u = g_array_index (changed, guint, i);

          look_again (tracker, u);
          tracker->done[u] = ASKED;
        }
      if (ranges_grew)
        update_max_range (tracker);
    }

  settle_marked (tracker, move_before, time_before);

  /* after this event's sight: a report does not stand for what is seen */
  for (guint i = 0; i < tracker->delivered->len; i++)
    apply_report (tracker, g_ptr_array_index (tracker->delivered, i));

  for (guint i = 0; i < changed->len; i++)
    tracker->done[g_array_index (changed, guint, i)] = UNCHANGED;

  /* the ground the umpire changed out of their sight: the units that moved
   * may see it now; a new change, every unit */
  if (g_str_equal (kind, VT_EVENT_TERRAIN))
    {
      guint before = tracker->ground_changes->len;

      note_ground_change (tracker, event);
      if (tracker->ground_changes->len > before)
        look_at_ground (tracker, g_ptr_array_index (tracker->ground_changes, before), NULL);
    }
  else
    for (guint i = 0; i < tracker->ground_changes->len; i++)
      look_at_ground (tracker, g_ptr_array_index (tracker->ground_changes, i), changed);

  event_sight_end (tracker, sight);
}

static void
emit_dirty (VtSightTracker *tracker,
            gboolean        all)
{
  for (guint s = 0; s < tracker->n_sides; s++)
    {
      VtKnowledge *knowledge = g_ptr_array_index (tracker->knowledge, s);

      if (knowledge->dirty || all)
        {
          knowledge->dirty = FALSE;
          knowledge->generation++;
          g_signal_emit (knowledge, signals[CHANGED], 0);
        }
    }
}

/* A game that carries only @scenario's options and house rules, for the
 * rules to read as they stood at the event being replayed: no features and
 * no units, so that making it anew on every undo costs next to nothing. */
static VtGame *
options_game_new (VtScenario *scenario,
                  VtRuleset  *ruleset)
{
  VtMap *map = vt_scenario_get_map (scenario);
  g_autoptr(VtMap) empty = vt_map_new_terrain (MAX (vt_map_get_width (map), 1.0),
                                               MAX (vt_map_get_height (map), 1.0),
                                               vt_map_get_unit_of_length (map));
  g_autoptr(VtScenario) bare = vt_scenario_new (vt_scenario_get_ruleset_id (scenario), empty);
  g_auto(GStrv) names = vt_scenario_list_options (scenario);
  g_autoptr(GVariant) rules = vt_scenario_get_house_rules (scenario);
  GVariantIter iter;
  const char *table, *row, *column;
  double value;

  vt_scenario_set_start_time (bare, vt_scenario_get_start_time (scenario));
  for (guint i = 0; names[i] != NULL; i++)
    vt_scenario_set_option (bare, names[i], vt_scenario_get_option (scenario, names[i]));
  g_variant_iter_init (&iter, rules);
  while (g_variant_iter_next (&iter, "(&s&s&sd)", &table, &row, &column, &value))
    vt_scenario_set_house_rule (bare, table, row, column, value);

  return vt_game_new (bare, ruleset, 0);
}

/* Back to the scenario as set up, before any event. */
static void
reset (VtSightTracker *tracker)
{
  VtScenario *scenario = vt_game_get_scenario (tracker->game);
  GListModel *units = vt_scenario_get_units (scenario);

  tracker->index = tracker->ruleset != NULL
                   ? _vt_sight_index_get (vt_scenario_get_map (vt_game_get_state (tracker->game)), tracker->ruleset)
                   : NULL;
  g_clear_object (&tracker->options_game);
  tracker->options_game = options_game_new (scenario, tracker->ruleset);

  g_hash_table_remove_all (tracker->units_by_id);
  drop_created_units (tracker);
  for (guint u = 0; u < tracker->n_units; u++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);

      g_clear_object (&tracker->units[u]);
      tracker->units[u] = vt_unit_copy (unit);
      /* the side as set up: the journal may have moved it since */
      tracker->side_of[u] = side_index (tracker, vt_unit_get_side (unit));
      g_hash_table_insert (tracker->units_by_id, (gpointer) vt_unit_get_id (tracker->units[u]),
                           g_object_ref (tracker->units[u]));
    }

  for (guint i = 0; i < tracker->columns * tracker->rows; i++)
    g_array_set_size (tracker->grid[i], 0);
  memset (tracker->override, 0, tracker->n_units * tracker->n_sides * sizeof (gint8));
  memset (tracker->last, 0, tracker->n_units * tracker->n_sides * sizeof (LastSeen));
  tracker->move = 1;
  tracker->time = time_of (tracker, 1);
  _vt_message_log_reset (tracker->messages);
  g_ptr_array_set_size (tracker->event_sights, 0);
  g_ptr_array_set_size (tracker->ground_changes, 0);

  for (guint u = 0; u < tracker->n_units; u++)
    {
      refresh_unit (tracker, u);
      grid_insert (tracker, u);
      for (guint s = 0; s < tracker->n_sides; s++)
        tracker->sighting[slot (tracker, u, s)] =
          tracker->side_of[u] == s ? VT_SIGHTING_EXACT : VT_SIGHTING_NONE;
    }

  look_at_everything (tracker);
  settle_marked (tracker, 1, tracker->time);
}

static void
replay_to_head (VtSightTracker *tracker)
{
  VtJournal *journal = vt_game_get_journal (tracker->game);
  guint head = vt_journal_get_head (journal);

  reset (tracker);
  for (guint i = 0; i < head; i++)
    step (tracker, vt_journal_get_event (journal, i));
}

VtSightTracker *
_vt_sight_tracker_new (VtGame *game)
{
  VtSightTracker *tracker = g_new0 (VtSightTracker, 1);
  VtScenario *scenario = vt_game_get_scenario (game);
  GListModel *sides = vt_scenario_get_sides (scenario);
  GListModel *units = vt_scenario_get_units (scenario);
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));
  double width = MAX (vt_map_get_width (map), 1.0), height = MAX (vt_map_get_height (map), 1.0);
  guint n;

  tracker->game = game;
  tracker->ruleset = vt_game_get_ruleset (game);
  tracker->n_sides = g_list_model_get_n_items (sides);
  tracker->n_units = g_list_model_get_n_items (units);
  tracker->side_ids = g_new0 (char *, tracker->n_sides + 1);
  tracker->knowledge = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint s = 0; s < tracker->n_sides; s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      VtKnowledge *knowledge = g_object_new (VT_TYPE_KNOWLEDGE, NULL);

      tracker->side_ids[s] = g_strdup (vt_side_get_id (side));
      knowledge->tracker = tracker;
      knowledge->side = g_strdup (vt_side_get_id (side));
      knowledge->side_index = s;
      g_ptr_array_add (tracker->knowledge, knowledge);
    }

  n = tracker->n_set_up = tracker->n_units;
  tracker->units_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  tracker->index_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reserve_units (tracker, n);
  tracker->marked = g_array_new (FALSE, FALSE, sizeof (guint));
  tracker->near = g_array_new (FALSE, FALSE, sizeof (guint));
  tracker->messages = _vt_message_log_new (scenario, tracker->ruleset);
  tracker->delivered = g_ptr_array_new ();
  tracker->event_sights = g_ptr_array_new_with_free_func (event_sight_free);
  tracker->ground_changes = g_ptr_array_new_with_free_func (ground_change_free);
  for (guint u = 0; u < n; u++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, u);

      g_hash_table_insert (tracker->index_by_id, g_strdup (vt_unit_get_id (unit)), GUINT_TO_POINTER (u + 1));
      tracker->side_of[u] = side_index (tracker, vt_unit_get_side (unit));
      tracker->seen_by[u] = g_array_new (FALSE, FALSE, sizeof (Sight));
      tracker->sees[u] = g_array_new (FALSE, FALSE, sizeof (guint));
    }

  /* cells of about 500 units of length, at most 128 a side (derived: the
   * grid is only a sieve; a sight range of 2000 looks at 9 × 9 cells) */
  tracker->cell = MAX (500.0, MAX (width, height) / 128);
  tracker->columns = MAX ((guint) ceil (width / tracker->cell), 1u);
  tracker->rows = MAX ((guint) ceil (height / tracker->cell), 1u);
  tracker->grid = g_new0 (GArray *, tracker->columns * tracker->rows);
  for (guint i = 0; i < tracker->columns * tracker->rows; i++)
    tracker->grid[i] = g_array_new (FALSE, FALSE, sizeof (guint));

  replay_to_head (tracker);
  for (guint s = 0; s < tracker->n_sides; s++)
    ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, s))->dirty = FALSE;

  return tracker;
}

void
_vt_sight_tracker_free (VtSightTracker *tracker)
{
  if (tracker == NULL)
    return;

  for (guint s = 0; s < tracker->knowledge->len; s++)
    ((VtKnowledge *) g_ptr_array_index (tracker->knowledge, s))->tracker = NULL;
  g_ptr_array_unref (tracker->knowledge);
  for (guint u = 0; u < tracker->n_units; u++)
    {
      g_clear_object (&tracker->units[u]);
      g_array_unref (tracker->seen_by[u]);
      g_array_unref (tracker->sees[u]);
    }
  for (guint i = 0; i < tracker->columns * tracker->rows; i++)
    g_array_unref (tracker->grid[i]);
  g_free (tracker->grid);
  g_free (tracker->units);
  g_hash_table_unref (tracker->units_by_id);
  g_hash_table_unref (tracker->index_by_id);
  g_free (tracker->side_of);
  g_free (tracker->position);
  g_free (tracker->z);
  g_free (tracker->range);
  g_free (tracker->seen_by);
  g_free (tracker->sees);
  g_free (tracker->sighting);
  g_free (tracker->override);
  g_free (tracker->last);
  g_free (tracker->grid_cell);
  g_free (tracker->mark);
  g_free (tracker->done);
  g_array_unref (tracker->marked);
  g_array_unref (tracker->near);
  g_clear_object (&tracker->messages);
  g_ptr_array_unref (tracker->delivered);
  g_ptr_array_unref (tracker->event_sights);
  g_ptr_array_unref (tracker->ground_changes);
  g_strfreev (tracker->side_ids);
  g_clear_object (&tracker->options_game);
  g_free (tracker);
}

void
_vt_sight_tracker_appended (VtSightTracker *tracker,
                            VtEvent        *event)
{
  step (tracker, event);
  emit_dirty (tracker, FALSE);
}

void
_vt_sight_tracker_rebuild (VtSightTracker *tracker)
{
  replay_to_head (tracker);
  emit_dirty (tracker, TRUE);
}

VtKnowledge *
_vt_sight_tracker_get (VtSightTracker *tracker,
                       const char     *side_id)
{
  guint s = side_index (tracker, side_id);

  return s == G_MAXUINT ? NULL : g_ptr_array_index (tracker->knowledge, s);
}

gboolean
_vt_sight_tracker_get_event_sight (VtSightTracker *tracker,
                                   guint           index,
                                   const char     *unit_id,
                                   const char     *side_id,
                                   VtSighting     *level,
                                   gboolean       *own,
                                   VtPoint        *position)
{
  EventSight *sight;
  guint s = side_index (tracker, side_id);

  if (index >= tracker->event_sights->len || s == G_MAXUINT)
    return FALSE;
  sight = g_ptr_array_index (tracker->event_sights, index);
  for (guint i = 0; i < sight->n; i++)
    if (g_str_equal (sight->ids[i], unit_id))
      {
        *own = sight->side_before[i] == s || sight->side_after[i] == s;
        *level = *own ? VT_SIGHTING_EXACT : (VtSighting) sight->level[i * tracker->n_sides + s];
        *position = sight->position[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
_vt_sight_tracker_has_unseen_ground (VtSightTracker *tracker)
{
  for (guint i = 0; i < tracker->ground_changes->len; i++)
    {
      GroundChange *change = g_ptr_array_index (tracker->ground_changes, i);

      for (guint s = 0; s < tracker->n_sides; s++)
        if (!change->seen[s])
          return TRUE;
    }
  return FALSE;
}

/* ---- one side's knowledge ----------------------------------------------- */

/**
 * vt_knowledge_get_side:
 * @knowledge: a side's knowledge
 *
 * Returns: the id of the side
 */
const char *
vt_knowledge_get_side (VtKnowledge *knowledge)
{
  g_return_val_if_fail (VT_IS_KNOWLEDGE (knowledge), NULL);

  return knowledge->side;
}

/**
 * vt_knowledge_get_sighting:
 * @knowledge: a side's knowledge
 * @unit_id: the real id of a unit of the game
 *
 * Returns: what the side sees of the unit now; its own units are
 *   %VT_SIGHTING_EXACT, an unknown unit %VT_SIGHTING_NONE
 */
VtSighting
vt_knowledge_get_sighting (VtKnowledge *knowledge,
                           const char  *unit_id)
{
  VtSightTracker *tracker;
  guint u;

  g_return_val_if_fail (VT_IS_KNOWLEDGE (knowledge), VT_SIGHTING_NONE);
  g_return_val_if_fail (unit_id != NULL, VT_SIGHTING_NONE);

  tracker = knowledge->tracker;
  if (tracker == NULL)
    return VT_SIGHTING_NONE;
  u = GPOINTER_TO_UINT (g_hash_table_lookup (tracker->index_by_id, unit_id));
  if (u == 0)
    return VT_SIGHTING_NONE;
  return tracker->sighting[slot (tracker, u - 1, knowledge->side_index)];
}

static const char *
troops_word (VtSightTracker *tracker)
{
  const char *word = tracker->ruleset != NULL ? vt_ruleset_get_troops_word (tracker->ruleset) : NULL;

  return word != NULL ? word : "Troops";
}

/* The view's units in order: own, then seen, then troops, then last-known,
 * each in the scenario's order, so the ids of stand-ins follow only from
 * what the side knows. */
static void
build_view_ids (VtKnowledge *knowledge)
{
  VtSightTracker *tracker = knowledge->tracker;
  guint s = knowledge->side_index;
  guint n_troops = 0, n_last = 0;
  g_autoptr(GHashTable) boxes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (knowledge->view_ids != NULL && knowledge->built_generation == knowledge->generation)
    return;

  g_clear_pointer (&knowledge->view_ids, g_ptr_array_unref);
  g_clear_pointer (&knowledge->view_units, g_array_unref);
  g_clear_pointer (&knowledge->view_index, g_hash_table_unref);
  g_clear_pointer (&knowledge->view_kinds, g_array_unref);
  knowledge->view_kinds = g_array_new (FALSE, FALSE, sizeof (guint8));
  knowledge->view_ids = g_ptr_array_new_with_free_func (g_free);
  knowledge->view_units = g_array_new (FALSE, FALSE, sizeof (guint));
  knowledge->view_index = g_hash_table_new (g_str_hash, g_str_equal);
  knowledge->built_generation = knowledge->generation;
  if (tracker == NULL)
    return;

  for (guint pass = VIEW_OWN; pass <= VIEW_LAST; pass++)
    for (guint u = 0; u < tracker->n_units; u++)
      {
        guint k = slot (tracker, u, s);
        VtSighting level = tracker->sighting[k];
        const char *box = vt_unit_get_box (tracker->units[u]);
        char *id = NULL;

        /* a box seen as troops is one stand-in, however many it holds */
        if (box != NULL && tracker->side_of[u] != s &&
            ((pass == VIEW_TROOPS && level == VT_SIGHTING_TROOPS) ||
             (pass == VIEW_LAST && level == VT_SIGHTING_NONE && tracker->last[k].ever &&
              tracker->last[k].level != VT_SIGHTING_EXACT)) &&
            !g_hash_table_add (boxes, g_strdup_printf ("%u %s", pass, box)))
          continue;
        if (pass == VIEW_OWN && tracker->side_of[u] == s)
          id = g_strdup (vt_unit_get_id (tracker->units[u]));
        else if (tracker->side_of[u] == s)
          continue;
        else if (pass == VIEW_SEEN && level == VT_SIGHTING_EXACT)
          id = g_strdup (vt_unit_get_id (tracker->units[u]));
        else if (pass == VIEW_TROOPS && level == VT_SIGHTING_TROOPS)
          id = g_strdup_printf ("troops-%u", ++n_troops);
        else if (pass == VIEW_LAST && level == VT_SIGHTING_NONE && tracker->last[k].ever)
          id = g_strdup_printf ("last-%u", ++n_last);
        if (id == NULL)
          continue;
        g_ptr_array_add (knowledge->view_ids, id);
        g_array_append_val (knowledge->view_units, u);
        g_array_append_val (knowledge->view_kinds, (guint8) { pass });
        g_hash_table_insert (knowledge->view_index, id, GUINT_TO_POINTER (knowledge->view_ids->len));
      }
}

/* The ground as the side knows it: the state's while the umpire has
 * changed none in play; else the ground as set up and each change it has
 * seen, in the journal's order (a field work thrown up out of its sight is
 * not on its map until it sees it or the umpire shows it). */
static VtMap *
side_ground (VtKnowledge *knowledge)
{
  VtSightTracker *tracker = knowledge->tracker;
  VtJournal *journal = vt_game_get_journal (tracker->game);
  g_autoptr(GString) key = g_string_new (NULL);

  if (tracker->ground_changes->len == 0)
    return vt_scenario_get_map (vt_game_get_state (tracker->game));
  for (guint i = 0; i < tracker->ground_changes->len; i++)
    {
      GroundChange *change = g_ptr_array_index (tracker->ground_changes, i);

      if (change->seen[knowledge->side_index])
        g_string_append_printf (key, "%u,", change->index);
    }
  if (knowledge->ground != NULL && g_strcmp0 (knowledge->ground_key, key->str) == 0)
    return knowledge->ground;

  g_clear_object (&knowledge->ground);
  g_free (knowledge->ground_key);
  knowledge->ground_key = g_strdup (key->str);
  knowledge->ground = vt_map_copy (vt_scenario_get_map (vt_game_get_scenario (tracker->game)));
  for (guint i = 0; i < tracker->ground_changes->len; i++)
    {
      GroundChange *change = g_ptr_array_index (tracker->ground_changes, i);

      if (change->seen[knowledge->side_index] && change->index < vt_journal_get_head (journal))
        _vt_game_apply_terrain (knowledge->ground, vt_journal_get_event (journal, change->index));
    }
  return knowledge->ground;
}

/**
 * vt_knowledge_dup_view:
 * @knowledge: a side's knowledge
 *
 * Returns: (transfer full): the side's picture as a scenario of its own;
 *   see vt-knowledge.h for what it holds, and that it holds nothing more
 */
VtScenario *
vt_knowledge_dup_view (VtKnowledge *knowledge)
{
  VtSightTracker *tracker;
  VtScenario *state, *view;
  GListModel *sides;
  guint s;

  g_return_val_if_fail (VT_IS_KNOWLEDGE (knowledge), NULL);

  tracker = knowledge->tracker;
  g_return_val_if_fail (tracker != NULL, NULL);

  state = vt_game_get_state (tracker->game);
  s = knowledge->side_index;
  view = vt_scenario_new (vt_scenario_get_ruleset_id (state), side_ground (knowledge));
  vt_scenario_set_title (view, vt_scenario_get_title (state));
  vt_scenario_set_general_idea (view, vt_scenario_get_general_idea (state));
  vt_scenario_set_start_time (view, vt_scenario_get_start_time (state));

  sides = vt_scenario_get_sides (state);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autoptr(VtSide) copy = vt_side_copy (side);

      /* another side's special idea is its own secret */
      if (!g_str_equal (vt_side_get_id (side), knowledge->side))
        vt_side_set_special_idea (copy, NULL);
      vt_scenario_add_side (view, copy, NULL);
    }

  build_view_ids (knowledge);
  for (guint i = 0; i < knowledge->view_units->len; i++)
    {
      guint u = g_array_index (knowledge->view_units, guint, i);
      const char *id = g_ptr_array_index (knowledge->view_ids, i);
      VtUnit *real = vt_scenario_find_unit (state, vt_unit_get_id (tracker->units[u]));
      const LastSeen *last = &tracker->last[slot (tracker, u, s)];
      guint8 kind = g_array_index (knowledge->view_kinds, guint8, i);
      g_autoptr(VtUnit) unit = NULL;

      if (real == NULL)
        continue;

      if (kind == VIEW_TROOPS)
        {
          VtPoint position;

          unit = vt_unit_new (id, TROOPS_TYPE, vt_unit_get_side (real));
          vt_unit_set_name (unit, troops_word (tracker));
          vt_unit_get_position (real, &position);
          vt_unit_set_position (unit, &position);
          vt_unit_set_facing (unit, vt_unit_get_facing (real));
        }
      else if (kind == VIEW_LAST)
        {
          gboolean exact = last->level == VT_SIGHTING_EXACT;

          /* on the side it was last seen on: the side does not know
           * what befell it since */
          unit = vt_unit_new (id, exact ? last->unit_type : TROOPS_TYPE,
                              last->side != NULL ? last->side : vt_unit_get_side (real));
          vt_unit_set_name (unit, exact ? vt_unit_get_display_name (real) : troops_word (tracker));
          vt_unit_set_position (unit, &last->position);
          vt_unit_set_facing (unit, last->facing);
          if (exact)
            {
              vt_unit_set_formation (unit, last->formation);
              vt_unit_set_strength (unit, last->strength);
            }
        }
      else
        unit = vt_unit_copy (real);

      vt_scenario_add_unit (view, unit, NULL);
    }

  return view;
}

/**
 * vt_knowledge_get_mark:
 * @knowledge: a side's knowledge
 * @view_unit_id: the id of a unit in vt_knowledge_dup_view()
 * @mark: (out caller-allocates): how it is drawn; free its time_label
 *
 * Returns: whether the view has such a unit
 */
gboolean
vt_knowledge_get_mark (VtKnowledge     *knowledge,
                       const char      *view_unit_id,
                       VtKnowledgeMark *mark)
{
  VtSightTracker *tracker;
  guint position, u, k, minutes;
  gboolean last_known;

  g_return_val_if_fail (VT_IS_KNOWLEDGE (knowledge), FALSE);
  g_return_val_if_fail (view_unit_id != NULL, FALSE);
  g_return_val_if_fail (mark != NULL, FALSE);

  tracker = knowledge->tracker;
  if (tracker == NULL)
    return FALSE;

  build_view_ids (knowledge);
  position = GPOINTER_TO_UINT (g_hash_table_lookup (knowledge->view_index, view_unit_id));
  if (position == 0)
    return FALSE;

  u = g_array_index (knowledge->view_units, guint, position - 1);
  k = slot (tracker, u, knowledge->side_index);
  last_known = g_array_index (knowledge->view_kinds, guint8, position - 1) == VIEW_LAST;
  minutes = last_known ? tracker->last[k].time : tracker->time;

  mark->own = tracker->side_of[u] == knowledge->side_index;
  mark->sighting = mark->own ? VT_SIGHTING_EXACT : tracker->sighting[k];
  mark->last_known = last_known;
  mark->move = last_known ? tracker->last[k].move : tracker->move;
  /* as the window's clock shows it */
  mark->time_label = g_strdup_printf ("%02u:%02u", (minutes / 60) % 24, minutes % 60);
  mark->reported_by = last_known ? tracker->last[k].reported_by : NULL;
  return TRUE;
}
