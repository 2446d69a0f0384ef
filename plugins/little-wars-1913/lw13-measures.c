/* lw13-measures.c: the numbers of Little Wars, and counting men on the floor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lw13-measures"

#include "lw13-i18n.h"

#include <math.h>
#include <stdarg.h>

#include "lw13-catalogue.h"
#include "lw13-measures.h"
#include "lw13-move.h"

static const char * const measure_rows[] = {
  "infantry-move",        /* Mobility I: a foot */
  "cavalry-move",         /* Mobility II: two feet */
  "gun-crew",             /* Mobility III: at least four men */
  "gun-crew-reach",       /* Mobility III: within six inches */
  "shots",                /* Mobility IV: as many as four shots */
  "men-per-minute",       /* The Move 3: a minute for moving 30 men */
  "minutes-per-gun",      /* The Move 3: and a minute for each gun */
  "melee-reach",          /* Melee 3: any other men within six inches */
  "escort-reach",         /* Melee 3: one man within six inches of the prisoners */
  "prisoners-per-escort", /* Melee 3: any number of prisoners up to seven */
  "gun-capture-men",      /* Melee 5: at least four men of the antagonist side */
  "draw-under",           /* Varieties 1: both forces reduced below fifteen men */
  "box-again-beyond",     /* Part V: troops without any enemy within twenty feet, in inches */
  NULL
};
static const char * const measure_columns[] = { "value", NULL };
static const double measure_values[] = {
  12, 24, 4, 6, 4, 30, 1, 6, 6, 7, 4, 15, 240,
};

static const VtRuleTable measures = {
  "measures", N_("The numbers of Little Wars (inches, men, shots)"), N_("Part III"),
  measure_rows, measure_columns, measure_values, NULL, NULL,
};

const VtRuleTable *
lw13_measures_get_table (void)
{
  return &measures;
}

double
lw13_measure (VtGame     *game,
              const char *row)
{
  double value = vt_rule_table_get_value (&measures, row, "value", game);

  g_assert (!isnan (value));
  return value;
}

static double
extent_of (VtRuleset *ruleset,
           VtUnit    *unit)
{
  double frontage = 0, depth = 0;

  vt_ruleset_get_footprint (ruleset, unit, &frontage, &depth);
  return MAX (frontage, depth) / 2;
}

double
lw13_gap (VtRuleset *ruleset,
          VtUnit    *a,
          VtUnit    *b)
{
  return MAX (0, vt_units_distance (a, b) - extent_of (ruleset, a) - extent_of (ruleset, b));
}

/* The outline of a rectangle @across wide along the front and @deep from
 * front to rear, centred on @centre, faced as the map draws a piece
 * (@facing degrees clockwise from north: the front runs along (cos, sin),
 * the rear along (-sin, cos)); the first corner again as the fifth, so the
 * outline is closed for vt_polyline_distance. */
static void
outline_of (const VtPoint *centre,
            double         facing,
            double         across,
            double         deep,
            VtPoint        corners[5])
{
  static const double signs[4][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } };
  double f = facing * G_PI / 180;

  for (guint i = 0; i < 4; i++)
    {
      double u = signs[i][0] * across / 2, v = signs[i][1] * deep / 2;

      corners[i].x = centre->x + u * cos (f) - v * sin (f);
      corners[i].y = centre->y + u * sin (f) + v * cos (f);
    }
  corners[4] = corners[0];
}

/* How far apart two outlines are: 0 when they overlap or touch. Of two
 * convex figures apart, the nearest points include a corner of one. */
static double
outlines_distance (const VtPoint a[5],
                   const VtPoint b[5])
{
  double nearest = G_MAXDOUBLE;

  for (guint i = 0; i < 4; i++)
    if (vt_polygon_contains (a, 4, &b[i]) || vt_polygon_contains (b, 4, &a[i]))
      return 0;
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      if (vt_segments_cross (&a[i], &a[i + 1], &b[j], &b[j + 1]))
        return 0;
  for (guint i = 0; i < 4; i++)
    {
      nearest = MIN (nearest, vt_polyline_distance (b, 5, &a[i]));
      nearest = MIN (nearest, vt_polyline_distance (a, 5, &b[i]));
    }
  return nearest;
}

/* Where the men of @body stand: the outline of their figures' places (the
 * middle of each base). A body at full strength fills its type's footprint
 * in two ranks, each man a base of the frontage over a rank's men and half
 * the depth (Size of the soldiers, derived as the footprints are); a weaker
 * body stands in two ranks of its own men, one man in one place. */
static void
men_outline_of (VtRuleset *ruleset,
                VtUnit    *body,
                VtPoint    corners[5])
{
  const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (body));
  guint full = type != NULL && type->strength > 0 ? type->strength : 1;
  guint men = vt_unit_get_strength (body);
  guint ranks = full > 1 ? 2 : 1;
  double frontage = 0, depth = 0, base_across, base_deep;
  VtPoint centre;

  vt_ruleset_get_footprint (ruleset, body, &frontage, &depth);
  base_across = frontage / ((full + 1) / 2);
  base_deep = depth / ranks;
  if (men < full)
    {
      frontage = base_across * MAX (1, (men + 1) / 2);
      depth = base_deep * (men > 1 ? 2 : 1);
    }
  vt_unit_get_position (body, &centre);
  outline_of (&centre, vt_unit_get_facing (body), MAX (0, frontage - base_across), MAX (0, depth - base_deep),
              corners);
}

double
lw13_men_distance (VtRuleset *ruleset,
                   VtUnit    *unit,
                   VtUnit    *body)
{
  double frontage = 0, depth = 0;
  VtPoint centre, piece[5], men[5];

  vt_ruleset_get_footprint (ruleset, unit, &frontage, &depth);
  vt_unit_get_position (unit, &centre);
  outline_of (&centre, vt_unit_get_facing (unit), frontage, depth, piece);
  men_outline_of (ruleset, body, men);
  return outlines_distance (piece, men);
}

guint
lw13_count_men_within (VtRuleset          *ruleset,
                       VtGame             *game,
                       VtUnit             *unit,
                       const char         *side,
                       double              reach,
                       const char * const *exclude,
                       guint              *cavalry)
{
  GListModel *units;
  guint men = 0, horse = 0;

  if (cavalry != NULL)
    *cavalry = 0;
  if (game == NULL || unit == NULL)
    return 0;

  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) other = g_list_model_get_item (units, i);
      const char *type = vt_unit_get_unit_type (other);
      double within = reach;

      if (other == unit || g_strcmp0 (vt_unit_get_side (other), side) != 0 ||
          !lw13_catalogue_is_men (type) || vt_unit_get_strength (other) == 0 || lw13_is_disarmed (other) ||
          (exclude != NULL && g_strv_contains (exclude, vt_unit_get_id (other))))
        continue;
      if (within < 0)
        within = lw13_move_of (ruleset, game, other);
      /* Mobility III's "within six inches of it": from the gun, any part
       * of it (Melee 5 counts the end of its trail), to where a man
       * stands, not to the edge of his body's whole footprint */
      if (lw13_men_distance (ruleset, unit, other) > within)
        continue;
      men += vt_unit_get_strength (other);
      if (g_str_equal (type, LW13_CAVALRY))
        horse += vt_unit_get_strength (other);
    }
  if (cavalry != NULL)
    *cavalry = horse;
  return men;
}

const char *
lw13_other_side (VtGame     *game,
                 const char *side)
{
  GListModel *sides;

  if (game == NULL)
    return NULL;
  sides = vt_scenario_get_sides (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) other = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (other), side) != 0)
        return vt_side_get_id (other);
    }
  return NULL;
}

guint
lw13_side_number (VtGame     *game,
                  const char *side)
{
  GListModel *sides;

  if (game == NULL)
    return 0;
  sides = vt_scenario_get_sides (vt_game_get_state (game));
  for (guint i = 0; i < MIN (2, g_list_model_get_n_items (sides)); i++)
    {
      g_autoptr(VtSide) other = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (other), side) == 0)
        return i + 1;
    }
  return 0;
}

/* The journal's first event of the present part (@part_only) or of the
 * present player's move: one of the game's moves holds each player's move
 * in turn, and his begins as the clock enters his guns' part (The Move 1,
 * 5). Walked back from the head to the clock event that began it. */
static guint
began_at (VtGame   *game,
          gboolean  part_only)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint n_phases = 0, move = vt_game_get_move (game), now = vt_game_get_phase (game);
  const VtPhase *phases = lw13_catalogue_get_phases (&n_phases);
  guint side = now < n_phases ? phases[now].side : 0;

  for (guint i = vt_journal_get_head (journal); i > 0; i--)
    {
      VtEvent *event = vt_journal_get_event (journal, i - 1);
      GVariant *payload = vt_event_get_payload (event);
      guint phase;

      if (vt_event_get_move (event) != move)
        return i;
      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_CLOCK) ||
          !g_variant_lookup (payload, "phase", "u", &phase))
        continue;
      if (part_only || phase == 0 || phase >= n_phases || phases[phase].side != side ||
          phases[phase - 1].side != side)
        return i;
    }
  return 0;
}

guint
lw13_part_began_at (VtGame *game)
{
  return began_at (game, TRUE);
}

guint
lw13_player_move_began_at (VtGame *game)
{
  return began_at (game, FALSE);
}

gboolean
lw13_event_changes_place (VtEvent *event)
{
  GVariant *payload = vt_event_get_payload (event);
  double from_x, from_y, x, y;

  /* a move without the places (none the core makes on a floor) counts */
  return !g_variant_lookup (payload, "from-x", "d", &from_x) || !g_variant_lookup (payload, "from-y", "d", &from_y) ||
         !g_variant_lookup (payload, "x", "d", &x) || !g_variant_lookup (payload, "y", "d", &y) ||
         from_x != x || from_y != y;
}

static gboolean
moved_in_player_move (VtGame     *game,
                      const char *unit_id,
                      gboolean    on_the_spot)
{
  VtJournal *journal;

  if (game == NULL)
    return FALSE;
  journal = vt_game_get_journal (game);
  for (guint i = lw13_player_move_began_at (game); i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      const char *moved = NULL;

      if (g_str_equal (vt_event_get_kind (event), VT_EVENT_MOVE) &&
          g_variant_lookup (vt_event_get_payload (event), "unit", "&s", &moved) &&
          g_strcmp0 (moved, unit_id) == 0 && (on_the_spot || lw13_event_changes_place (event)))
        return TRUE;
    }
  return FALSE;
}

gboolean
lw13_moved_this_move (VtGame     *game,
                      const char *unit_id)
{
  return moved_in_player_move (game, unit_id, TRUE);
}

gboolean
lw13_moved_away_this_move (VtGame     *game,
                           const char *unit_id)
{
  return moved_in_player_move (game, unit_id, FALSE);
}

void
lw13_place_before (VtGame  *game,
                   VtUnit  *unit,
                   guint    index,
                   VtPoint *position,
                   double  *facing)
{
  VtJournal *journal = vt_game_get_journal (game);
  const char *id = vt_unit_get_id (unit);
  VtUnit *placed = vt_scenario_find_unit (vt_game_get_scenario (game), id);
  gboolean have_x = FALSE, have_y = FALSE, have_facing = FALSE;

  /* the last change of each before @index, else the scenario as set up,
   * else (a body made in play and never moved) where it stands now */
  for (guint i = MIN (index, vt_journal_get_head (journal)); i > 0 && !(have_x && have_y && have_facing); i--)
    {
      GVariant *changes = vt_event_get_changes (vt_journal_get_event (journal, i - 1));
      GVariantIter iter;
      GVariant *change;

      g_variant_iter_init (&iter, changes);
      while ((change = g_variant_iter_next_value (&iter)) != NULL)
        {
          const char *changed = NULL;

          if (g_variant_lookup (change, VT_CHANGE_UNIT, "&s", &changed) && g_str_equal (changed, id))
            {
              if (!have_x)
                have_x = g_variant_lookup (change, VT_CHANGE_X, "d", &position->x);
              if (!have_y)
                have_y = g_variant_lookup (change, VT_CHANGE_Y, "d", &position->y);
              if (!have_facing)
                have_facing = g_variant_lookup (change, VT_CHANGE_FACING, "d", facing);
            }
          g_variant_unref (change);
        }
    }
  if (placed == NULL)
    placed = unit;
  if (!have_x || !have_y)
    {
      VtPoint start;

      vt_unit_get_position (placed, &start);
      if (!have_x)
        position->x = start.x;
      if (!have_y)
        position->y = start.y;
    }
  if (!have_facing)
    *facing = vt_unit_get_facing (placed);
}

GPtrArray *
lw13_params_get_units (VtGame      *game,
                       GVariant    *params,
                       const char  *name,
                       GError     **error)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) ids = NULL;
  const char *list = NULL;

  if (game == NULL || !vt_params_get_string (params, name, &list))
    return g_steal_pointer (&units);

  ids = g_strsplit (list, ",", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const char *id = g_strstrip (ids[i]);
      VtUnit *unit;

      if (*id == '\0')
        continue;
      unit = vt_scenario_find_unit (vt_game_get_state (game), id);
      if (unit == NULL)
        return vt_bad_parameter_null (error, _ ("parameter '%s': there is no unit '%s' on the map"), name, id);
      g_ptr_array_add (units, g_object_ref (unit));
    }
  return g_steal_pointer (&units);
}

guint
lw13_units_strength (GPtrArray *units)
{
  guint men = 0;

  for (guint i = 0; i < units->len; i++)
    men += vt_unit_get_strength (g_ptr_array_index (units, i));
  return men;
}

gboolean
lw13_is_disarmed (VtUnit *unit)
{
  return vt_unit_get_condition (unit, LW13_CONDITION_PRISONER) > 0 ||
         vt_unit_get_condition (unit, LW13_CONDITION_DISARMED) > 0;
}

char *
lw13_new_unit_id (VtGame     *game,
                  const char *stem,
                  GHashTable *taken)
{
  VtScenario *state = vt_game_get_state (game);

  for (guint n = 1;; n++)
    {
      char *id = g_strdup_printf ("%s-%u", stem, n);

      if (vt_scenario_find_unit (state, id) == NULL && (taken == NULL || !g_hash_table_contains (taken, id)))
        {
          if (taken != NULL)
            g_hash_table_add (taken, g_strdup (id));
          return id;
        }
      g_free (id);
    }
}

gboolean
lw13_umpire_allows (GVariant *params)
{
  return vt_params_get_string (params, VT_PARAM_UMPIRE_ALLOWS, NULL);
}

gpointer
lw13_umpire_decides (GError     **error,
                     const char  *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
               /* Translators: %s is a refusal; REASON stays as it is, the umpire types it */
               _ ("%s; the umpire may allow it with his reason (%s=REASON)"), message, VT_PARAM_UMPIRE_ALLOWS);
  return NULL;
}

gboolean
lw13_on_back_line (VtRuleset  *ruleset,
                   VtGame     *game,
                   VtUnit     *unit,
                   const char *side)
{
  GListModel *features;
  const char *whose = lw13_side_number (game, side) == 2 ? "second" : "first";
  VtPoint position;

  if (game == NULL || unit == NULL)
    return FALSE;
  vt_unit_get_position (unit, &position);
  features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const VtPoint *points;
      guint n_points;

      if (!g_str_equal (vt_feature_get_kind (feature), "back-line") ||
          g_strcmp0 (vt_feature_get_attribute (feature, "side"), whose) != 0)
        continue;
      points = vt_feature_get_points (feature, &n_points);
      if (vt_polyline_distance (points, n_points, &position) <= extent_of (ruleset, unit))
        return TRUE;
    }
  return FALSE;
}

const char *
lw13_option_game (VtGame *game)
{
  GVariant *value = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), LW13_OPTION_GAME) : NULL;

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_variant_get_string (value, NULL);
  return LW13_GAME_FIGHT_TO_THE_FINISH;
}
