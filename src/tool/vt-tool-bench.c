/* vt-tool-bench.c: vertrauter-tool bench, the measured speed of the large case
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vertrauter-tool"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <vertrauter.h>

#include "vt-tool.h"

/* The large case of the design: 2,000 terrain features and 720 units, 360 a
 * side (the full 1812 set), on a sheet of 20,000 × 15,000 in the unit of
 * length; a journal of 500 moves for the replay. */
#define N_FEATURES  2000
#define N_UNITS     720
#define N_MOVES     500
#define MAP_WIDTH   20000.0
#define MAP_HEIGHT  15000.0

typedef struct {
  const char *name;
  const char *what;
  GArray     *micros; /* gint64 per run */
} Measure;

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
make_large_case (VtRuleset *ruleset)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1812);
  g_autoptr(GPtrArray) polygons = g_ptr_array_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  g_autoptr(GPtrArray) points = g_ptr_array_new ();
  g_autoptr(VtMap) map = vt_map_new_terrain (MAP_WIDTH, MAP_HEIGHT, vt_ruleset_get_unit_of_length (ruleset));
  g_autoptr(VtScenario) scenario = NULL;
  const char *sides[] = { "red", "blue" };
  const VtColour colours[] = { { 0.75, 0.11, 0.16 }, { 0.11, 0.44, 0.85 } };
  const VtUnitType *types;
  guint n_types;

  kinds_of (ruleset, VT_GEOMETRY_POLYGON, polygons);
  kinds_of (ruleset, VT_GEOMETRY_POLYLINE, lines);
  kinds_of (ruleset, VT_GEOMETRY_POINT, points);

  for (guint i = 0; i < N_FEATURES; i++)
    {
      /* mostly areas, as on a real plan: woods, villages, hills */
      guint pick = g_rand_int_range (rand, 0, 10);
      GPtrArray *pool = pick < 7 && polygons->len > 0 ? polygons
                        : pick < 9 && lines->len > 0 ? lines
                        : points->len > 0 ? points : polygons;
      const VtTerrainKind *kind = pool->pdata[g_rand_int_range (rand, 0, pool->len)];
      g_autofree char *id = g_strdup_printf ("f%u", i);
      g_autoptr(VtFeature) feature = vt_feature_new (id, kind->id, kind->geometry);
      VtPoint centre = { g_rand_double_range (rand, 500, MAP_WIDTH - 500),
                         g_rand_double_range (rand, 500, MAP_HEIGHT - 500) };

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
              VtPoint bend = { CLAMP (centre.x + c * 300.0, 0, MAP_WIDTH),
                               CLAMP (centre.y + g_rand_double_range (rand, -200, 200), 0, MAP_HEIGHT) };

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
  for (guint i = 0; i < N_UNITS && n_types > 0; i++)
    {
      const VtUnitType *type = &types[i % n_types];
      guint side = i % 2;
      g_autofree char *id = g_strdup_printf ("u%u", i);
      g_autoptr(VtUnit) unit = vt_unit_new (id, type->id, sides[side]);
      /* the two sides face each other across the middle of the sheet */
      VtPoint at = { g_rand_double_range (rand, 1000, MAP_WIDTH - 1000),
                     side == 0 ? g_rand_double_range (rand, 1000, MAP_HEIGHT / 2 - 500)
                               : g_rand_double_range (rand, MAP_HEIGHT / 2 + 500, MAP_HEIGHT - 1000) };

      vt_unit_set_name (unit, id);
      vt_unit_set_strength (unit, type->strength);
      vt_unit_set_position (unit, &at);
      vt_unit_set_facing (unit, side == 0 ? 180 : 0);
      g_assert (vt_scenario_add_unit (scenario, unit, NULL));
    }

  return vt_game_new (scenario, ruleset, 1824);
}

static void
add_moves (VtGame *game)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  guint n_units = g_list_model_get_n_items (units);

  for (guint i = 0; i < N_MOVES && n_units > 0; i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i % n_units);
      g_autoptr(VtEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      VtPoint at;

      vt_unit_get_position (unit, &at);
      at.x = CLAMP (at.x + 50, 0, MAP_WIDTH);
      event = vt_event_new_move (1 + i / 50, unit, &at, vt_unit_get_facing (unit));
      if (!vt_game_append (game, event, &error))
        g_error ("the bench's own move was refused: %s", error->message);
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

int
vt_tool_bench (int    argc,
               char **argv)
{
  gboolean json = FALSE;
  int runs = 5;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, N_("Times each step is measured (default 5)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  VtRulesetRegistry *registry;
  VtRuleset *ruleset = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(VtUnit) middle = NULL;
  const VtActivity *activities;
  guint n_activities = 0;
  Measure measures[] = {
    { "save", "write the game to .vertrauter bytes", NULL },
    { "load", "read those bytes back, checking everything", NULL },
    { "render-full", "draw the whole map at 1600 × 1200 with labels", NULL },
    { "render-zoomed", "draw 1600 × 1200 pixels at 1 px a unit of length", NULL },
    { "render-pieces", "redraw the whole map's pieces and names over a kept ground", NULL },
    { "reach", "the ground one unit can reach in a move", NULL },
    { "replay", "replay a journal of 500 moves", NULL },
  };
  enum {
    SAVE, LOAD, RENDER_FULL, RENDER_ZOOMED, RENDER_PIECES, REACH, REPLAY,
  };

  if (!vt_tool_parse_options ("bench", "[RULESET]", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 2 || runs < 1 || runs > 1000)
    {
      g_printerr ("vertrauter-tool bench: give at most one ruleset id, and --runs from 1 to 1000\n");
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

  game = make_large_case (ruleset);
  add_moves (game);
  middle = g_list_model_get_item (vt_scenario_get_units (vt_game_get_state (game)), N_UNITS / 2);
  activities = vt_ruleset_get_activities (ruleset, middle, &n_activities);

  for (guint m = 0; m < G_N_ELEMENTS (measures); m++)
    measures[m].micros = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (int run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) loaded = NULL;
      g_autoptr(VtReach) reach = NULL;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1600, 1200);
      VtRenderOptions options = { NULL, TRUE, NULL, NULL };
      VtViewport viewport;
      cairo_t *cr;
      gint64 start;

      start = g_get_monotonic_time ();
      g_clear_pointer (&bytes, g_bytes_unref);
      bytes = vt_game_file_to_bytes (game);
      g_array_append_vals (measures[SAVE].micros, &(gint64) { g_get_monotonic_time () - start }, 1);

      start = g_get_monotonic_time ();
      loaded = vt_game_file_load_bytes (bytes, "large-case.vertrauter", registry, &error);
      g_array_append_vals (measures[LOAD].micros, &(gint64) { g_get_monotonic_time () - start }, 1);
      if (loaded == NULL)
        g_error ("the bench's own file did not load: %s", error->message);

      cr = cairo_create (surface);
      vt_viewport_fit (&viewport, vt_game_get_state (game), 1600, 1200);
      start = g_get_monotonic_time ();
      vt_map_renderer_draw (cr, vt_game_get_state (game), ruleset, &viewport, &options);
      cairo_surface_flush (surface);
      g_array_append_vals (measures[RENDER_FULL].micros, &(gint64) { g_get_monotonic_time () - start }, 1);

      start = g_get_monotonic_time ();
      vt_map_renderer_draw_pieces (cr, vt_game_get_state (game), ruleset, &viewport, &options);
      cairo_surface_flush (surface);
      g_array_append_vals (measures[RENDER_PIECES].micros, &(gint64) { g_get_monotonic_time () - start }, 1);

      viewport.scale = 1.0;
      viewport.origin.x = MAP_WIDTH / 2 - 800;
      viewport.origin.y = MAP_HEIGHT / 2 - 600;
      start = g_get_monotonic_time ();
      vt_map_renderer_draw (cr, vt_game_get_state (game), ruleset, &viewport, &options);
      cairo_surface_flush (surface);
      g_array_append_vals (measures[RENDER_ZOOMED].micros, &(gint64) { g_get_monotonic_time () - start }, 1);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);

      start = g_get_monotonic_time ();
      reach = vt_reach_new (game, middle, n_activities > 0 ? activities[0].id : NULL, 1);
      g_array_append_vals (measures[REACH].micros, &(gint64) { g_get_monotonic_time () - start }, 1);

      start = g_get_monotonic_time ();
      if (!vt_game_replay (game, &error))
        g_error ("the bench's own journal did not replay: %s", error->message);
      g_array_append_vals (measures[REPLAY].micros, &(gint64) { g_get_monotonic_time () - start }, 1);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ruleset");
      json_builder_add_string_value (builder, vt_ruleset_get_id (ruleset));
      json_builder_set_member_name (builder, "features");
      json_builder_add_int_value (builder, N_FEATURES);
      json_builder_set_member_name (builder, "units");
      json_builder_add_int_value (builder, N_UNITS);
      json_builder_set_member_name (builder, "events");
      json_builder_add_int_value (builder, N_MOVES);
      json_builder_set_member_name (builder, "file-bytes");
      json_builder_add_int_value (builder, g_bytes_get_size (bytes));
      json_builder_set_member_name (builder, "runs");
      json_builder_add_int_value (builder, runs);
      json_builder_set_member_name (builder, "steps");
      json_builder_begin_array (builder);
      for (guint m = 0; m < G_N_ELEMENTS (measures); m++)
        {
          double median, best;

          summarise (measures[m].micros, &median, &best);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "step");
          json_builder_add_string_value (builder, measures[m].name);
          json_builder_set_member_name (builder, "what");
          json_builder_add_string_value (builder, measures[m].what);
          json_builder_set_member_name (builder, "median-ms");
          json_builder_add_double_value (builder, median);
          json_builder_set_member_name (builder, "best-ms");
          json_builder_add_double_value (builder, best);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      vt_tool_print_json (builder);
    }
  else
    {
      g_print (_("The large case on %s: %d features, %d units, %d events, a file of %.1f MiB; %d runs\n\n"),
               vt_ruleset_get_id (ruleset), N_FEATURES, N_UNITS, N_MOVES,
               g_bytes_get_size (bytes) / (1024.0 * 1024.0), runs);
      g_print ("  %-14s %10s %10s   %s\n", "step", "median ms", "best ms", "what");
      for (guint m = 0; m < G_N_ELEMENTS (measures); m++)
        {
          double median, best;

          summarise (measures[m].micros, &median, &best);
          g_print ("  %-14s %10.1f %10.1f   %s\n", measures[m].name, median, best, measures[m].what);
        }
    }

  for (guint m = 0; m < G_N_ELEMENTS (measures); m++)
    g_array_unref (measures[m].micros);
  return EXIT_DONE;
}
