/* vt-tool-bench.c: vertrauter-tool bench, the measured speed of the large case
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vertrauter-tool"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/resource.h>

#include <vertrauter.h>

#include "vt-tool.h"

/* The large case of the design: 2,000 terrain features and 720 units, 360 a
 * side (twice the full 1812 set), on a sheet of 20,000 × 15,000 in the unit
 * of length, and a journal of 5,000 events: moves, formation changes and a
 * clock step every 100. --scale multiplies features, units and events; the
 * sheet grows with them, so the ground stays as crowded. */
#define N_FEATURES  2000
#define N_UNITS     720
#define N_EVENTS    5000
#define MAP_WIDTH   20000.0
#define MAP_HEIGHT  15000.0
#define MAX_SCALE   64
#define FRAME_WIDTH  1920
#define FRAME_HEIGHT 1080
/* a figure that grows faster than this power of the scale is not linear */
#define LINEAR_EXPONENT 1.25

typedef struct {
  const char *name;
  const char *what;
  double      budget;  /* in ms; 0 where the design sets none */
} Step;

/* The design's budgets (issue 9), for a 2-core machine at scale 1. */
static const Step steps[] = {
  { "save", "write the game to .vertrauter bytes", 100 },
  { "load", "open: read those bytes, check every event, replay the journal", 300 },
  { "replay", "replay the whole journal", 50 },
  { "render-full", "draw the whole map from nothing at 1920 × 1080 with names", 60 },
  { "render-zoomed", "draw 1920 × 1080 pixels at 1 px a unit of length", 0 },
  { "render-pieces", "a unit selected and moved: the pieces laid out again, what changed drawn over the kept picture", 8 },
  { "pan-frame", "a pan: the two dearest tiles of ground of the full view (a frame draws no more)", 8 },
  { "reach", "the ground one unit can reach in a move", 0 },
  { "export-png", "vertrauter-tool render of the whole map to PNG", 0 },
  { "sight", "every side's knowledge after one move of one unit, recomputed incrementally", 20 },
  { "report", "the umpire's after-action report laid out and written as PDF", 3000 },
};
enum {
  SAVE, LOAD, REPLAY, RENDER_FULL, RENDER_ZOOMED, RENDER_PIECES, PAN_FRAME, REACH, EXPORT_PNG, SIGHT, REPORT, N_STEPS
};
G_STATIC_ASSERT (G_N_ELEMENTS (steps) == N_STEPS);

#define PEAK_BUDGET_MB 150.0
#define LIBRSVG_BUDGET 0.2

/* one scale of the large case, measured */
typedef struct {
  guint   scale;
  guint   features;
  guint   units;
  guint   events;
  gsize   file_bytes;
  double  median[N_STEPS];
  double  best[N_STEPS];
  double  librsvg_ratio;   /* ours over librsvg's; < 0 when not measured */
  char   *librsvg_missing; /* why it was not */
  double  peak_mb;
} Measured;

static void
kinds_of (VtRuleset  *ruleset,
          VtGeometry  geometry,
          GPtrArray  *out)
{
  guint n;
  const VtTerrainKind *kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);

  for (guint i = 0; i < n; i++)
    if (kinds[i].geometry == geometry)
      g_ptr_array_add (out, (gpointer) &kinds[i]);
}

/* Seeded, so every run of the bench measures the same map. */
static VtGame *
make_large_case (VtRuleset *ruleset,
                 guint      scale)
{
  double width = MAP_WIDTH * sqrt (scale), height = MAP_HEIGHT * sqrt (scale);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1812);
  g_autoptr(GPtrArray) polygons = g_ptr_array_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  g_autoptr(GPtrArray) points = g_ptr_array_new ();
  g_autoptr(VtMap) map = vt_map_new_terrain (width, height, vt_ruleset_get_unit_of_length (ruleset));
  g_autoptr(VtScenario) scenario = NULL;
  const char *sides[] = { "red", "blue" };
  const VtColour colours[] = { { 0.75, 0.11, 0.16 }, { 0.11, 0.44, 0.85 } };
  const VtUnitType *types;
  guint n_types;

  kinds_of (ruleset, VT_GEOMETRY_POLYGON, polygons);
  kinds_of (ruleset, VT_GEOMETRY_POLYLINE, lines);
  kinds_of (ruleset, VT_GEOMETRY_POINT, points);

  for (guint i = 0; i < N_FEATURES * scale; i++)
    {
      /* mostly areas, as on a real plan: woods, villages, hills */
      guint pick = g_rand_int_range (rand, 0, 10);
      GPtrArray *pool = pick < 7 && polygons->len > 0 ? polygons
                        : pick < 9 && lines->len > 0 ? lines
                        : points->len > 0 ? points : polygons;
      const VtTerrainKind *kind = pool->pdata[g_rand_int_range (rand, 0, pool->len)];
      g_autofree char *id = g_strdup_printf ("f%u", i);
      g_autoptr(VtFeature) feature = vt_feature_new (id, kind->id, kind->geometry);
      VtPoint centre = { g_rand_double_range (rand, 500, width - 500),
                         g_rand_double_range (rand, 500, height - 500) };

      switch (kind->geometry)
        {
        case VT_GEOMETRY_POLYGON:
          for (guint c = 0; c < 8; c++)
            {
              double angle = c * G_PI / 4, radius = g_rand_double_range (rand, 80, 400);
              VtPoint corner = { centre.x + radius * cos (angle), centre.y + radius * sin (angle) };

              vt_feature_add_point (feature, &corner);
            }
          break;

        case VT_GEOMETRY_POLYLINE:
          for (guint c = 0; c < 6; c++)
            {
              VtPoint bend = { CLAMP (centre.x + c * 300.0, 0, width),
                               CLAMP (centre.y + g_rand_double_range (rand, -200, 200), 0, height) };

              vt_feature_add_point (feature, &bend);
            }
          break;

        case VT_GEOMETRY_POINT:
        default:
          vt_feature_add_point (feature, &centre);
          break;
        }
      vt_feature_set_name (feature, id);
      vt_map_add_feature (map, feature);
    }

  scenario = vt_scenario_new (vt_ruleset_get_id (ruleset), map);
  vt_scenario_set_title (scenario, "vertrauter-tool bench: the large case");
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(VtSide) side = vt_side_new (sides[s], sides[s], &colours[s]);

      g_assert (vt_scenario_add_side (scenario, side, NULL));
    }

  types = vt_ruleset_get_unit_types (ruleset, &n_types);
  for (guint i = 0; i < N_UNITS * scale && n_types > 0; i++)
    {
      const VtUnitType *type = &types[i % n_types];
      guint side = i % 2;
      g_autofree char *id = g_strdup_printf ("u%u", i);
      g_autoptr(VtUnit) unit = vt_unit_new (id, type->id, sides[side]);
      /* the two sides face each other across the middle of the sheet */
      VtPoint at = { g_rand_double_range (rand, 1000, width - 1000),
                     side == 0 ? g_rand_double_range (rand, 1000, height / 2 - 500)
                               : g_rand_double_range (rand, height / 2 + 500, height - 1000) };

      vt_unit_set_name (unit, id);
      vt_unit_set_strength (unit, type->strength);
      vt_unit_set_position (unit, &at);
      vt_unit_set_facing (unit, side == 0 ? 180 : 0);
      g_assert (vt_scenario_add_unit (scenario, unit, NULL));
    }

  /* A designer's case has no unit standing where it cannot move, which
   * validate reports: such units are set down again, elsewhere on their
   * side's half. */
  for (guint round = 0; round < 50; round++)
    {
      g_autoptr(GPtrArray) faults = vt_geometry_check (scenario, ruleset);
      guint moved = 0;

      for (guint f = 0; f < faults->len; f++)
        {
          VtGeometryFault *fault = g_ptr_array_index (faults, f);
          VtUnit *unit;
          VtPoint at;

          if (fault->kind != VT_GEOMETRY_FAULT_UNIT_IMPASSABLE)
            continue;
          unit = vt_scenario_find_unit (scenario, fault->subject);
          vt_unit_get_position (unit, &at);
          at.x = g_rand_double_range (rand, 1000, width - 1000);
          at.y = at.y < height / 2 ? g_rand_double_range (rand, 1000, height / 2 - 500)
                                   : g_rand_double_range (rand, height / 2 + 500, height - 1000);
          vt_unit_set_position (unit, &at);
          moved++;
        }
      if (moved == 0)
        break;
    }

  return vt_game_new (scenario, ruleset, 1824);
}

/* 5,000 events a scale: every unit in turn moves or changes formation,
 * and the clock steps every 100 events. */
static void
add_events (VtGame *game,
            guint   scale)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  guint n_units = g_list_model_get_n_items (units);
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));

  for (guint i = 0; i < N_EVENTS * scale && n_units > 0; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i % n_units);
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      guint move = vt_game_get_move (game);

      if (i % 100 == 99)
        event = vt_event_new_clock (move, 1, ruleset);
      else if (i % 7 == 3 && type != NULL && type->formations != NULL && type->formations[0] != NULL &&
               type->formations[1] != NULL)
        {
          const char *now = vt_unit_get_formation (unit);
          const char *other = g_strcmp0 (now, type->formations[1]) == 0 ? type->formations[0] : type->formations[1];

          event = vt_event_new_formation (move, unit, other);
        }
      else
        {
          VtPoint at;

          vt_unit_get_position (unit, &at);
          at.x = CLAMP (at.x + ((i / n_units) % 2 == 0 ? 50 : -50), 0, vt_map_get_width (map));
          event = vt_event_new_move (move, unit, &at, vt_unit_get_facing (unit));
        }

      if (!vt_game_append (game, event, &error))
        g_error ("the bench's own event was refused: %s", error->message);
    }
}

static int
compare_int64 (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
summarise (GArray *micros,
           double *median,
           double *best)
{
  g_autoptr(GArray) sorted = g_array_copy (micros);

  g_array_sort (sorted, compare_int64);
  *best = g_array_index (sorted, gint64, 0) / 1000.0;
  *median = g_array_index (sorted, gint64, sorted->len / 2) / 1000.0;
}

static double
peak_megabytes (void)
{
  struct rusage usage;

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return 0;
  /* Linux gives kilobytes */
  return usage.ru_maxrss / 1024.0;
}

static gint64
spawn_micros (const char * const *argv,
              GError            **error)
{
  gint64 start = g_get_monotonic_time ();
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                     G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, error) ||
      !g_spawn_check_wait_status (status, error))
    return -1;
  return g_get_monotonic_time () - start;
}

/* Our PNG export against librsvg drawing the same map from our own SVG,
 * both measured now, on this machine. */
static void
measure_librsvg (VtGame   *game,
                 Measured *measured,
                 double    ours_ms)
{
  g_autofree char *folder = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *png = NULL;
  g_autofree char *program = g_find_program_in_path ("rsvg-convert");
  g_autoptr(GError) error = NULL;
  gint64 theirs;

  measured->librsvg_ratio = -1;
  if (program == NULL)
    {
      measured->librsvg_missing = g_strdup (_("rsvg-convert (Debian's librsvg2-bin) is not installed"));
      return;
    }

  folder = g_dir_make_tmp ("vt-bench-XXXXXX", &error);
  if (folder == NULL)
    {
      measured->librsvg_missing = g_strdup (error->message);
      return;
    }
  svg = g_build_filename (folder, "map.svg", NULL);
  png = g_build_filename (folder, "map.png", NULL);
  if (!vt_map_renderer_export (vt_game_get_state (game), vt_game_get_ruleset (game), svg,
                               FRAME_WIDTH, FRAME_HEIGHT, &error) ||
      (theirs = spawn_micros ((const char *[]) { program, "-w", G_STRINGIFY (FRAME_WIDTH), "-h",
                                                 G_STRINGIFY (FRAME_HEIGHT), "-o", png, svg, NULL },
                              &error)) < 0)
    measured->librsvg_missing = g_strdup (error->message);
  else if (theirs > 0)
    measured->librsvg_ratio = ours_ms * 1000.0 / theirs;

  g_remove (svg);
  g_remove (png);
  g_rmdir (folder);
}

/* The sight step, on a game of its own so that no other step pays for
 * keeping its sides' knowledge: one unit near the middle moves 50 paces
 * back and forth, and every side's knowledge follows incrementally. */
static void
measure_sight (VtRuleset *ruleset,
               guint      scale,
               int        runs,
               GArray    *micros)
{
  g_autoptr(VtGame) game = make_large_case (ruleset, scale);
  g_autoptr(VtUnit) mover = NULL;
  GListModel *sides, *units;

  add_events (game, scale);
  sides = vt_scenario_get_sides (vt_game_get_state (game));
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);

      g_assert (vt_game_get_knowledge (game, vt_side_get_id (side)) != NULL);
    }

  /* the unit nearest the other side's, where most eyes are on it */
  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      VtPoint at, best;

      vt_unit_get_position (unit, &at);
      if (mover != NULL)
        vt_unit_get_position (mover, &best);
      if (mover == NULL || fabs (at.y - MAP_HEIGHT * sqrt (scale) / 2) < fabs (best.y - MAP_HEIGHT * sqrt (scale) / 2))
        g_set_object (&mover, unit);
    }

  for (int run = 0; run < runs; run++)
    {
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      VtPoint at;
      gint64 start;

      vt_unit_get_position (mover, &at);
      at.x += run % 2 == 0 ? 50 : -50;
      event = vt_event_new_move (vt_game_get_move (game), mover, &at, vt_unit_get_facing (mover));
      start = g_get_monotonic_time ();
      if (!vt_game_append (game, event, &error))
        g_error ("the bench's own move was refused: %s", error->message);
      g_array_append_vals (micros, &(gint64) { g_get_monotonic_time () - start }, 1);
    }
}

static void
measure_scale (VtRuleset *ruleset,
               guint      scale,
               int        runs,
               const char *write_to,
               Measured  *measured)
{
  VtRulesetRegistry *registry = vt_ruleset_registry_get_default ();
  g_autoptr(VtGame) game = make_large_case (ruleset, scale);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtUnit) middle = NULL;
  g_autofree char *export_folder = NULL;
  g_autofree char *export_path = NULL;
  GArray *micros[N_STEPS];
  const VtActivity *activities;
  guint n_activities = 0;
  GListModel *units;

  add_events (game, scale);
  units = vt_scenario_get_units (vt_game_get_state (game));
  middle = g_list_model_get_item (units, g_list_model_get_n_items (units) / 2);
  activities = vt_ruleset_get_activities (ruleset, middle, &n_activities);
  export_folder = g_dir_make_tmp ("vt-bench-XXXXXX", NULL);
  export_path = g_build_filename (export_folder != NULL ? export_folder : g_get_tmp_dir (), "map.png", NULL);

  if (write_to != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (write_to);
      g_autoptr(GError) error = NULL;

      if (!vt_game_file_save (game, file, &error))
        g_printerr ("vertrauter-tool bench: %s\n", error->message);
    }

  for (guint m = 0; m < N_STEPS; m++)
    micros[m] = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (int run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) loaded = NULL;
      g_autoptr(VtReach) reach = NULL;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, FRAME_WIDTH, FRAME_HEIGHT);
      VtRenderOptions options = { NULL, TRUE, NULL, NULL };
      VtViewport viewport;
      cairo_t *cr;
      gint64 start;

      start = g_get_monotonic_time ();
      g_clear_pointer (&bytes, g_bytes_unref);
      bytes = vt_game_file_to_bytes (game);
      g_array_append_vals (micros[SAVE], &(gint64) { g_get_monotonic_time () - start }, 1);

      start = g_get_monotonic_time ();
      loaded = vt_game_file_load_bytes (bytes, "large-case.vertrauter", registry, &error);
      g_array_append_vals (micros[LOAD], &(gint64) { g_get_monotonic_time () - start }, 1);
      if (loaded == NULL)
        g_error ("the bench's own file did not load: %s", error->message);

      start = g_get_monotonic_time ();
      if (!vt_game_replay (game, &error))
        g_error ("the bench's own journal did not replay: %s", error->message);
      g_array_append_vals (micros[REPLAY], &(gint64) { g_get_monotonic_time () - start }, 1);

      cr = cairo_create (surface);
      vt_viewport_fit (&viewport, vt_game_get_state (game), FRAME_WIDTH, FRAME_HEIGHT);
      start = g_get_monotonic_time ();
      vt_map_renderer_draw (cr, vt_game_get_state (game), ruleset, &viewport, &options);
      cairo_surface_flush (surface);
      g_array_append_vals (micros[RENDER_FULL], &(gint64) { g_get_monotonic_time () - start }, 1);

      /* As the map view does it: the pieces kept as a picture of their own
       * with the layer they were drawn from; a unit is selected and moves,
       * the layer is laid out again and only what differs is drawn. */
      {
        cairo_surface_t *kept = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, FRAME_WIDTH, FRAME_HEIGHT);
        cairo_t *kept_cr = cairo_create (kept);
        g_autoptr(VtPiecesLayer) before = vt_pieces_layer_new (vt_game_get_state (game), ruleset, &viewport,
                                                               &options);
        g_autoptr(VtPiecesLayer) after = NULL;
        VtUnit *mover = vt_scenario_find_unit (vt_game_get_state (game), vt_unit_get_id (middle));
        VtRenderOptions selected = options;
        cairo_region_t *changed;
        VtPoint at;

        vt_pieces_layer_draw (before, kept_cr);
        cairo_surface_flush (kept);
        vt_unit_get_position (mover, &at);
        at.x += 100 * (run + 1);
        selected.selected_unit = vt_unit_get_id (mover);

        start = g_get_monotonic_time ();
        vt_unit_set_position (mover, &at);
        after = vt_pieces_layer_new (vt_game_get_state (game), ruleset, &viewport, &selected);
        changed = vt_pieces_layer_diff (before, after);
        vt_pieces_layer_redraw (after, kept_cr, changed);
        cairo_surface_flush (kept);
        g_array_append_vals (micros[RENDER_PIECES], &(gint64) { g_get_monotonic_time () - start }, 1);

        cairo_region_destroy (changed);
        cairo_destroy (kept_cr);
        cairo_surface_destroy (kept);
      }

      /* The map view keeps its ground in tiles; a frame while the map pans
       * draws at most two new ones (TILES_A_MOVING_FRAME), so the dearest
       * two of the full view bound it. */
      {
        cairo_surface_t *tile_surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, VT_TILE_PX, VT_TILE_PX);
        int c0 = (int) floor (viewport.origin.x * viewport.scale / VT_TILE_PX);
        int r0 = (int) floor (viewport.origin.y * viewport.scale / VT_TILE_PX);
        int c1 = (int) floor ((viewport.origin.x * viewport.scale + FRAME_WIDTH - 1) / VT_TILE_PX);
        int r1 = (int) floor ((viewport.origin.y * viewport.scale + FRAME_HEIGHT - 1) / VT_TILE_PX);
        gint64 dearest = 0, next = 0;

        for (int row = r0; row <= r1; row++)
          for (int column = c0; column <= c1; column++)
            {
              cairo_t *tile_cr = cairo_create (tile_surface);
              VtViewport tile;
              gint64 took;

              vt_viewport_init_tile (&tile, viewport.scale, column, row, VT_TILE_PX);
              start = g_get_monotonic_time ();
              vt_map_renderer_draw_ground (tile_cr, vt_game_get_state (game), ruleset, &tile);
              cairo_surface_flush (tile_surface);
              took = g_get_monotonic_time () - start;
              cairo_destroy (tile_cr);
              if (took > dearest)
                {
                  next = dearest;
                  dearest = took;
                }
              else if (took > next)
                next = took;
            }
        g_array_append_vals (micros[PAN_FRAME], &(gint64) { dearest + next }, 1);
        cairo_surface_destroy (tile_surface);
      }

      viewport.scale = 1.0;
      viewport.origin.x = vt_map_get_width (vt_scenario_get_map (vt_game_get_state (game))) / 2 - FRAME_WIDTH / 2;
      viewport.origin.y = vt_map_get_height (vt_scenario_get_map (vt_game_get_state (game))) / 2 - FRAME_HEIGHT / 2;
      start = g_get_monotonic_time ();
      vt_map_renderer_draw (cr, vt_game_get_state (game), ruleset, &viewport, &options);
      cairo_surface_flush (surface);
      g_array_append_vals (micros[RENDER_ZOOMED], &(gint64) { g_get_monotonic_time () - start }, 1);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);

      start = g_get_monotonic_time ();
      reach = vt_reach_new (game, middle, n_activities > 0 ? activities[0].id : NULL, 1);
      g_array_append_vals (micros[REACH], &(gint64) { g_get_monotonic_time () - start }, 1);

      /* the report of the large case: 5,000 events make a long timeline */
      {
        g_autofree char *report_path = g_build_filename (export_folder != NULL ? export_folder : g_get_tmp_dir (),
                                                         "report.pdf", NULL);
        g_autoptr(VtReport) report = NULL;

        start = g_get_monotonic_time ();
        report = vt_report_new (game, NULL, NULL, 0, VT_PAPER_A4, &error);
        if (report == NULL || !vt_report_write_pdf (report, report_path, &error))
          g_error ("the bench's own report failed: %s", error->message);
        g_array_append_vals (micros[REPORT], &(gint64) { g_get_monotonic_time () - start }, 1);
        g_remove (report_path);
      }

      start = g_get_monotonic_time ();
      if (!vt_map_renderer_export (vt_game_get_state (game), ruleset, export_path, FRAME_WIDTH, FRAME_HEIGHT, &error))
        g_error ("the bench's own export failed: %s", error->message);
      g_array_append_vals (micros[EXPORT_PNG], &(gint64) { g_get_monotonic_time () - start }, 1);
    }

  measure_sight (ruleset, scale, runs, micros[SIGHT]);

  measured->scale = scale;
  measured->features = N_FEATURES * scale;
  measured->units = N_UNITS * scale;
  measured->events = N_EVENTS * scale;
  measured->file_bytes = g_bytes_get_size (bytes);
  for (guint m = 0; m < N_STEPS; m++)
    {
      summarise (micros[m], &measured->median[m], &measured->best[m]);
      g_array_unref (micros[m]);
    }
  measure_librsvg (game, measured, measured->median[EXPORT_PNG]);
  measured->peak_mb = peak_megabytes ();

  g_remove (export_path);
  if (export_folder != NULL)
    g_rmdir (export_folder);
}

static gboolean
parse_scales (const char  *text,
              GArray      *scales)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 scale;

      if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 1, MAX_SCALE, &scale, NULL))
        return FALSE;
      g_array_append_val (scales, (guint) { scale });
    }
  return scales->len > 0;
}

/* How a figure grows from the first scale to the last: the power of the
 * scale it follows; 1 is linear. */
static double
growth (const Measured *first,
        const Measured *last,
        double          a,
        double          b)
{
  if (a <= 0 || b <= 0 || last->scale == first->scale)
    return 0;
  return log (b / a) / log ((double) last->scale / first->scale);
}

static const char *
mark (double value,
      double budget)
{
  if (budget <= 0)
    return "";
  return value <= budget ? _("pass") : _("FAIL");
}

static void
print_json (VtRuleset      *ruleset,
            const Measured *measured,
            guint           n_measured,
            int             runs)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const Measured *first = &measured[0];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ruleset");
  json_builder_add_string_value (builder, vt_ruleset_get_id (ruleset));
  json_builder_set_member_name (builder, "runs");
  json_builder_add_int_value (builder, runs);
  json_builder_set_member_name (builder, "scales");
  json_builder_begin_array (builder);
  for (guint s = 0; s < n_measured; s++)
    {
      const Measured *at = &measured[s];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "scale");
      json_builder_add_int_value (builder, at->scale);
      json_builder_set_member_name (builder, "features");
      json_builder_add_int_value (builder, at->features);
      json_builder_set_member_name (builder, "units");
      json_builder_add_int_value (builder, at->units);
      json_builder_set_member_name (builder, "events");
      json_builder_add_int_value (builder, at->events);
      json_builder_set_member_name (builder, "file-bytes");
      json_builder_add_int_value (builder, at->file_bytes);
      json_builder_set_member_name (builder, "steps");
      json_builder_begin_array (builder);
      for (guint m = 0; m < N_STEPS; m++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "step");
          json_builder_add_string_value (builder, steps[m].name);
          json_builder_set_member_name (builder, "what");
          json_builder_add_string_value (builder, steps[m].what);
          json_builder_set_member_name (builder, "median-ms");
          json_builder_add_double_value (builder, at->median[m]);
          json_builder_set_member_name (builder, "best-ms");
          json_builder_add_double_value (builder, at->best[m]);
          if (steps[m].budget > 0)
            {
              json_builder_set_member_name (builder, "budget-ms");
              json_builder_add_double_value (builder, steps[m].budget * at->scale);
              json_builder_set_member_name (builder, "pass");
              json_builder_add_boolean_value (builder, at->median[m] <= steps[m].budget * at->scale);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "peak-memory-mb");
      json_builder_add_double_value (builder, at->peak_mb);
      json_builder_set_member_name (builder, "peak-memory-pass");
      json_builder_add_boolean_value (builder, at->peak_mb <= PEAK_BUDGET_MB * at->scale);
      json_builder_set_member_name (builder, "librsvg-ratio");
      if (at->librsvg_ratio >= 0)
        {
          json_builder_add_double_value (builder, at->librsvg_ratio);
          json_builder_set_member_name (builder, "librsvg-pass");
          json_builder_add_boolean_value (builder, at->librsvg_ratio <= LIBRSVG_BUDGET);
        }
      else
        {
          json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "librsvg-missing");
          json_builder_add_string_value (builder, at->librsvg_missing);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (n_measured > 1)
    {
      const Measured *last = &measured[n_measured - 1];

      json_builder_set_member_name (builder, "growth");
      json_builder_begin_array (builder);
      for (guint m = 0; m < N_STEPS; m++)
        {
          double exponent = growth (first, last, first->median[m], last->median[m]);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "step");
          json_builder_add_string_value (builder, steps[m].name);
          json_builder_set_member_name (builder, "exponent");
          json_builder_add_double_value (builder, exponent);
          json_builder_set_member_name (builder, "linear");
          json_builder_add_boolean_value (builder, exponent <= LINEAR_EXPONENT);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }

  json_builder_end_object (builder);
  vt_tool_print_json (builder);
}

static void
print_text (VtRuleset      *ruleset,
            const Measured *measured,
            guint           n_measured,
            int             runs)
{
  for (guint s = 0; s < n_measured; s++)
    {
      const Measured *at = &measured[s];

      g_print (_("The large case × %u on %s: %u features, %u units, %u events, a file of %.1f MiB; %d runs\n\n"),
               at->scale, vt_ruleset_get_id (ruleset), at->features, at->units, at->events,
               at->file_bytes / (1024.0 * 1024.0), runs);
      g_print ("  %-14s %10s %10s %10s %5s   %s\n", "step", "median ms", "best ms", "budget", "", "what");
      for (guint m = 0; m < N_STEPS; m++)
        {
          double budget = steps[m].budget * at->scale;
          g_autofree char *budget_text = budget > 0 ? g_strdup_printf ("≤ %.0f", budget) : g_strdup ("");

          g_print ("  %-14s %10.1f %10.1f %10s %5s   %s\n", steps[m].name, at->median[m], at->best[m],
                   budget_text, mark (at->median[m], budget), steps[m].what);
        }
      {
        g_autofree char *budget_text = g_strdup_printf ("≤ %.0f MB", PEAK_BUDGET_MB * at->scale);

        g_print ("  %-14s %10.1f %10s %10s %5s   %s\n", "peak memory", at->peak_mb, "", budget_text,
                 mark (at->peak_mb, PEAK_BUDGET_MB * at->scale), _("the most this process held so far, in MB"));
      }
      if (at->librsvg_ratio >= 0)
        g_print ("  %-14s %10.2f %10s %10s %5s   %s\n", "vs librsvg", at->librsvg_ratio, "", "≤ 0.2",
                 mark (at->librsvg_ratio, LIBRSVG_BUDGET), _("our PNG export's time over librsvg's for our SVG"));
      else
        g_print ("  %-14s %10s %10s %10s %5s   %s\n", "vs librsvg", "—", "", "≤ 0.2", "",
                 at->librsvg_missing);
      g_print ("\n");
    }

  if (n_measured > 1)
    {
      const Measured *first = &measured[0], *last = &measured[n_measured - 1];

      g_print (_("How each figure grows from × %u to × %u (1 is linear):\n"), first->scale, last->scale);
      for (guint m = 0; m < N_STEPS; m++)
        {
          double exponent = growth (first, last, first->median[m], last->median[m]);

          g_print ("  %-14s %5.2f  %s\n", steps[m].name, exponent,
                   exponent > LINEAR_EXPONENT ? _("faster than linear") : "");
        }
    }
}

int
vt_tool_bench (int    argc,
               char **argv)
{
  gboolean json = FALSE;
  int runs = 5;
  g_autofree char *scale_text = NULL;
  g_autofree char *write_to = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, N_("Times each step is measured (default 5)"), N_("N") },
    { "scale", 0, 0, G_OPTION_ARG_STRING, &scale_text,
      N_("Multiply features, units and events; several, as 1,2,4,8, show how each figure grows"), N_("N,…") },
    { "write", 0, 0, G_OPTION_ARG_FILENAME, &write_to,
      N_("Also save the large case (of the first scale) to FILE, to time the whole program on it"), N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GArray) scales = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree Measured *measured = NULL;
  VtRulesetRegistry *registry;
  VtRuleset *ruleset = NULL;

  if (!vt_tool_parse_options ("bench", "[RULESET]", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 2 || runs < 1 || runs > 1000 ||
      !parse_scales (scale_text != NULL ? scale_text : "1", scales))
    {
      g_printerr ("vertrauter-tool bench: give at most one ruleset id, --runs from 1 to 1000 "
                  "and --scale as whole numbers from 1 to %d, separated by commas\n", MAX_SCALE);
      return EXIT_USAGE;
    }

  registry = vt_ruleset_registry_get_default ();
  if (argc == 2)
    ruleset = vt_ruleset_registry_lookup (registry, argv[1]);
  else
    {
      GListModel *rulesets = vt_ruleset_registry_get_rulesets (registry);

      /* the first ruleset on measured terrain: the large case is a map */
      for (guint i = 0; ruleset == NULL && i < g_list_model_get_n_items (rulesets); i++)
        {
          g_autoptr(VtRuleset) candidate = g_list_model_get_item (rulesets, i);

          if (vt_ruleset_get_board (candidate) == NULL)
            ruleset = candidate;
        }
    }
  if (ruleset == NULL || vt_ruleset_get_board (ruleset) != NULL)
    {
      g_printerr (_("vertrauter-tool bench: no ruleset on measured terrain '%s' is installed (see vertrauter-tool list-rulesets)\n"),
                  argc == 2 ? argv[1] : "");
      return EXIT_INVALID;
    }

  measured = g_new0 (Measured, scales->len);
  for (guint s = 0; s < scales->len; s++)
    measure_scale (ruleset, g_array_index (scales, guint, s), runs, s == 0 ? write_to : NULL, &measured[s]);

  if (json)
    print_json (ruleset, measured, scales->len, runs);
  else
    print_text (ruleset, measured, scales->len, runs);

  for (guint s = 0; s < scales->len; s++)
    g_free (measured[s].librsvg_missing);
  return EXIT_DONE;
}
