/* vertrauter-tool.c: the command line over libvertrauter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vertrauter-tool"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <vertrauter.h>

/* Exit statuses: 0 done, 1 what was checked is wrong, 2 the command was misused. */
enum {
  EXIT_DONE = 0,
  EXIT_INVALID = 1,
  EXIT_USAGE = 2,
};

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct {
  const char  *name;
  const char  *args;
  const char  *summary;
  CommandFunc  run;
} Command;

static void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* Parses the command's own options; on misuse prints why and returns FALSE. */
static gboolean
parse_options (const char   *command,
               const char   *parameter_string,
               GOptionEntry *entries,
               int          *argc,
               char       ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("vertrauter-tool %s", command);

  g_set_prgname (prgname);
  context = g_option_context_new (parameter_string);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("vertrauter-tool %s: %s\n", command, error->message);
      return FALSE;
    }
  return TRUE;
}

static const char *
plugin_status (VtPluginInfo *info)
{
  return vt_plugin_info_is_loaded (info) ? "loaded" : "refused";
}

static int
cmd_list_rulesets (int    argc,
                   char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  VtRulesetRegistry *registry;
  GListModel *plugins;
  guint n;

  if (!parse_options ("list-rulesets", "", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 1)
    {
      g_printerr ("vertrauter-tool list-rulesets: unexpected argument '%s'\n", argv[1]);
      return EXIT_USAGE;
    }

  registry = vt_ruleset_registry_get_default ();
  plugins = vt_ruleset_registry_get_plugins (registry);
  n = g_list_model_get_n_items (plugins);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_auto(GStrv) path = vt_ruleset_registry_search_path ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "search-path");
      json_builder_begin_array (builder);
      for (guint i = 0; path[i] != NULL; i++)
        json_builder_add_string_value (builder, path[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "plugins");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
          VtRuleset *ruleset = vt_plugin_info_get_ruleset (info);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "path");
          json_builder_add_string_value (builder, vt_plugin_info_get_path (info));
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, vt_plugin_info_get_id (info));
          json_builder_set_member_name (builder, "version");
          json_builder_add_string_value (builder, vt_plugin_info_get_version (info));
          json_builder_set_member_name (builder, "status");
          json_builder_add_string_value (builder, plugin_status (info));
          if (ruleset != NULL)
            {
              json_builder_set_member_name (builder, "title");
              json_builder_add_string_value (builder, vt_ruleset_get_title (ruleset));
              json_builder_set_member_name (builder, "year");
              json_builder_add_int_value (builder, vt_ruleset_get_year (ruleset));
            }
          else
            {
              json_builder_set_member_name (builder, "error");
              json_builder_add_string_value (builder, vt_plugin_info_get_error (info)->message);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      print_json (builder);
      return EXIT_DONE;
    }

  if (n == 0)
    {
      g_auto(GStrv) path = vt_ruleset_registry_search_path ();
      g_autofree char *joined = g_strjoinv (", ", path);

      g_print (_("No ruleset is installed. Looked in: %s\n"), joined);
      return EXIT_DONE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      VtRuleset *ruleset = vt_plugin_info_get_ruleset (info);

      if (ruleset != NULL)
        g_print ("%-20s %-8s %s (%u)\n", vt_ruleset_get_id (ruleset),
                 vt_plugin_info_get_version (info),
                 vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
      else
        g_print ("%-20s refused  %s\n",
                 vt_plugin_info_get_id (info) != NULL ? vt_plugin_info_get_id (info) : "-",
                 vt_plugin_info_get_error (info)->message);
    }
  return EXIT_DONE;
}

static void
add_colour_member (JsonBuilder    *builder,
                   const char     *name,
                   const VtColour *colour)
{
  g_autofree char *text = vt_colour_to_string (colour);

  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, text);
}

static void
add_string_member (JsonBuilder *builder,
                   const char  *name,
                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
inspect_json (VtRuleset *ruleset)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const VtSection *sections;
  const VtTerrainKind *kinds;
  const VtUnitType *types;
  const VtAction *actions;
  const VtBoard *board;
  guint n;

  json_builder_begin_object (builder);
  add_string_member (builder, "id", vt_ruleset_get_id (ruleset));
  add_string_member (builder, "title", vt_ruleset_get_title (ruleset));
  add_string_member (builder, "author", vt_ruleset_get_author (ruleset));
  json_builder_set_member_name (builder, "year");
  json_builder_add_int_value (builder, vt_ruleset_get_year (ruleset));
  add_string_member (builder, "unit-of-length", vt_ruleset_get_unit_of_length (ruleset));
  json_builder_set_member_name (builder, "minutes-per-move");
  json_builder_add_int_value (builder, vt_ruleset_get_minutes_per_move (ruleset));

  json_builder_set_member_name (builder, "sections");
  json_builder_begin_array (builder);
  sections = vt_ruleset_get_sections (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "section", sections[i].section);
      add_string_member (builder, "title", sections[i].title);
      add_string_member (builder, "status", vt_section_status_to_string (sections[i].status));
      add_string_member (builder, "note", sections[i].note);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "terrain-kinds");
  json_builder_begin_array (builder);
  kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "id", kinds[i].id);
      add_string_member (builder, "label", kinds[i].label);
      add_string_member (builder, "geometry", vt_geometry_to_string (kinds[i].geometry));
      add_colour_member (builder, "fill", &kinds[i].fill);
      add_colour_member (builder, "stroke", &kinds[i].stroke);
      if (kinds[i].geometry == VT_GEOMETRY_POLYLINE)
        {
          json_builder_set_member_name (builder, "width");
          json_builder_add_double_value (builder, kinds[i].width);
        }
      add_string_member (builder, "description", kinds[i].description);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "unit-types");
  json_builder_begin_array (builder);
  types = vt_ruleset_get_unit_types (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "id", types[i].id);
      add_string_member (builder, "label", types[i].label);
      add_string_member (builder, "arm", types[i].arm);
      json_builder_set_member_name (builder, "strength");
      json_builder_add_int_value (builder, types[i].strength);
      add_string_member (builder, "strength-unit", types[i].strength_unit);
      json_builder_set_member_name (builder, "frontage");
      json_builder_add_double_value (builder, types[i].frontage);
      json_builder_set_member_name (builder, "depth");
      json_builder_add_double_value (builder, types[i].depth);
      json_builder_set_member_name (builder, "formations");
      json_builder_begin_array (builder);
      for (guint f = 0; types[i].formations != NULL && types[i].formations[f] != NULL; f++)
        json_builder_add_string_value (builder, types[i].formations[f]);
      json_builder_end_array (builder);
      add_string_member (builder, "description", types[i].description);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  board = vt_ruleset_get_board (ruleset);
  json_builder_set_member_name (builder, "board");
  if (board != NULL)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "id", board->id);
      json_builder_set_member_name (builder, "cells");
      json_builder_add_int_value (builder, board->n_cells);
      json_builder_set_member_name (builder, "width");
      json_builder_add_double_value (builder, board->width);
      json_builder_set_member_name (builder, "height");
      json_builder_add_double_value (builder, board->height);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  actions = vt_ruleset_get_actions (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "id", actions[i].id);
      add_string_member (builder, "label", actions[i].label);
      add_string_member (builder, "description", actions[i].description);
      json_builder_set_member_name (builder, "parameters");
      json_builder_begin_array (builder);
      for (guint p = 0; p < actions[i].n_params; p++)
        {
          const VtActionParam *param = &actions[i].params[p];

          json_builder_begin_object (builder);
          add_string_member (builder, "name", param->name);
          add_string_member (builder, "label", param->label);
          add_string_member (builder, "type", vt_param_type_to_string (param->type));
          if (param->type == VT_PARAM_INTEGER || param->type == VT_PARAM_NUMBER)
            {
              json_builder_set_member_name (builder, "minimum");
              json_builder_add_double_value (builder, param->minimum);
              json_builder_set_member_name (builder, "maximum");
              json_builder_add_double_value (builder, param->maximum);
            }
          if (param->choices != NULL)
            {
              json_builder_set_member_name (builder, "choices");
              json_builder_begin_array (builder);
              for (guint c = 0; param->choices[c] != NULL; c++)
                json_builder_add_string_value (builder, param->choices[c]);
              json_builder_end_array (builder);
            }
          json_builder_set_member_name (builder, "optional");
          json_builder_add_boolean_value (builder, param->optional);
          add_string_member (builder, "description", param->description);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  print_json (builder);
}

static void
inspect_text (VtRuleset *ruleset)
{
  const VtSection *sections;
  const VtTerrainKind *kinds;
  const VtUnitType *types;
  const VtAction *actions;
  const VtBoard *board;
  const char *unit = vt_ruleset_get_unit_of_length (ruleset);
  guint n;

  g_print ("%s (%u)\n", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
  g_print (_("  id: %s\n  author: %s\n  unit of length: %s\n  minutes per move: %u\n"),
           vt_ruleset_get_id (ruleset), vt_ruleset_get_author (ruleset), unit,
           vt_ruleset_get_minutes_per_move (ruleset));

  sections = vt_ruleset_get_sections (ruleset, &n);
  g_print (_("\nSections of the rulebook:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_print ("  %-8s %-12s %s\n", sections[i].section,
               vt_section_status_to_string (sections[i].status), sections[i].title);
      if (sections[i].note != NULL)
        g_print ("           %s\n", sections[i].note);
    }

  kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);
  g_print (_("\nTerrain kinds:\n"));
  for (guint i = 0; i < n; i++)
    g_print ("  %-20s %-9s %s\n", kinds[i].id, vt_geometry_to_string (kinds[i].geometry), kinds[i].label);

  types = vt_ruleset_get_unit_types (ruleset, &n);
  g_print (_("\nUnit types:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *formations = types[i].formations != NULL
                                      ? g_strjoinv (", ", (char **) types[i].formations)
                                      : g_strdup ("");

      g_print ("  %-20s %s: %u %s, %g × %g %s; formations: %s\n", types[i].id, types[i].label,
               types[i].strength, types[i].strength_unit, types[i].frontage, types[i].depth,
               unit, formations);
    }

  board = vt_ruleset_get_board (ruleset);
  if (board != NULL)
    g_print (_("\nBoard: %s, %u cells\n"), board->id, board->n_cells);

  actions = vt_ruleset_get_actions (ruleset, &n);
  g_print (_("\nActions:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_print ("  %-20s %s\n", actions[i].id, actions[i].label);
      for (guint p = 0; p < actions[i].n_params; p++)
        {
          const VtActionParam *param = &actions[i].params[p];
          g_autofree char *range = NULL;

          if (param->type == VT_PARAM_INTEGER || param->type == VT_PARAM_NUMBER)
            range = g_strdup_printf (" %g…%g", param->minimum, param->maximum);
          else if (param->choices != NULL)
            {
              g_autofree char *choices = g_strjoinv ("|", (char **) param->choices);
              range = g_strdup_printf (" %s", choices);
            }
          g_print ("    %s=%s%s%s  %s\n", param->name, vt_param_type_to_string (param->type),
                   range != NULL ? range : "", param->optional ? _(" (optional)") : "",
                   param->label);
        }
    }
}

static int
cmd_inspect (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  VtRuleset *ruleset;

  if (!parse_options ("inspect", "RULESET", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr ("vertrauter-tool inspect: give one ruleset id (see vertrauter-tool list-rulesets)\n");
      return EXIT_USAGE;
    }

  ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), argv[1]);
  if (ruleset == NULL)
    {
      g_printerr (_("vertrauter-tool inspect: no ruleset '%s' is installed (see vertrauter-tool list-rulesets)\n"), argv[1]);
      return EXIT_INVALID;
    }

  if (json)
    inspect_json (ruleset);
  else
    inspect_text (ruleset);
  return EXIT_DONE;
}

static int
cmd_validate (int    argc,
              char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  VtRulesetRegistry *registry;
  int status = EXIT_DONE;

  if (!parse_options ("validate", "FILE…", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 2)
    {
      g_printerr ("vertrauter-tool validate: give one or more .vertrauter files\n");
      return EXIT_USAGE;
    }

  registry = vt_ruleset_registry_get_default ();
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VtGame) game = vt_game_file_load_path (argv[i], registry, &error);

      if (game == NULL)
        {
          g_print ("%s\n", error->message);
          status = EXIT_INVALID;
        }
      else
        g_print (_("%s: valid\n"), argv[i]);
    }
  return status;
}

static gboolean
parse_size (const char *text,
            int        *width,
            int        *height)
{
  g_auto(GStrv) parts = g_strsplit (text, "x", 3);
  guint64 w, h;

  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[0], 10, 1, 16384, &w, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, 16384, &h, NULL))
    return FALSE;
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}

static int
cmd_render (int    argc,
            char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *size = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Image to write: .png, .svg or .pdf"), N_("OUT") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Image size in pixels (default 1600x1200)"), N_("WxH") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  int width = 1600, height = 1200;

  if (!parse_options ("render", "FILE -o OUT", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2 || output == NULL)
    {
      g_printerr ("vertrauter-tool render: give one .vertrauter file and -o OUT.png|.svg|.pdf\n");
      return EXIT_USAGE;
    }
  if (size != NULL && !parse_size (size, &width, &height))
    {
      g_printerr ("vertrauter-tool render: --size '%s' is not WIDTHxHEIGHT in pixels, each 1 to 16384\n", size);
      return EXIT_USAGE;
    }

  game = vt_game_file_load_path (argv[1], vt_ruleset_registry_get_default (), &error);
  if (game == NULL ||
      !vt_map_renderer_export (vt_game_get_state (game), vt_game_get_ruleset (game),
                               output, width, height, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  return EXIT_DONE;
}

static const Command commands[] = {
  { "list-rulesets", "[--json]", N_("List the rulesets found, and any refused plugin with the reason"), cmd_list_rulesets },
  { "inspect", "RULESET [--json]", N_("Show a ruleset's catalogues and actions with their parameters"), cmd_inspect },
  { "validate", "FILE…", N_("Check .vertrauter files; print FILE:LINE: message for each error"), cmd_validate },
  { "render", "FILE -o OUT.png|.svg|.pdf [--size WxH]", N_("Draw the umpire's map of a file"), cmd_render },
};

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s", _("Usage: vertrauter-tool COMMAND [ARGUMENTS]\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-14s %s\n  %-14s   %s\n", commands[i].name, commands[i].args, "", _(commands[i].summary));
  fprintf (stream, _("\nRulesets are looked for in $VERTRAUTER_RULESET_PATH, then in %s.\n"), VT_RULESETS_DIR);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_usage (stdout);
      return EXIT_DONE;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("vertrauter-tool %s (plugin ABI %d.%d)\n", PACKAGE_VERSION,
               VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR);
      return EXIT_DONE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("vertrauter-tool: unknown command '%s'\n\n"), argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
