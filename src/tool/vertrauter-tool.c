/* vertrauter-tool.c: the command line over libvertrauter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vertrauter-tool"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <vertrauter.h>

#include "vt-tool.h"

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct {
  const char  *name;
  const char  *args;
  const char  *summary;
  CommandFunc  run;
} Command;

void
vt_tool_print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

gboolean
vt_tool_parse_options (const char   *command,
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

  if (!vt_tool_parse_options ("list-rulesets", "", entries, &argc, &argv))
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
      vt_tool_print_json (builder);
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
add_param_members (JsonBuilder         *builder,
                   const VtActionParam *param)
{
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
}

static void
add_strv_member (JsonBuilder        *builder,
                 const char         *name,
                 const char * const *strv)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_builder_add_string_value (builder, strv[i]);
  json_builder_end_array (builder);
}

/* A throwaway piece of @type, to ask the ruleset what such a piece can do. */
static VtUnit *
sample_unit (const VtUnitType *type)
{
  VtUnit *unit = vt_unit_new ("inspect", type->id, "inspect");

  if (type->formations != NULL && type->formations[0] != NULL)
    vt_unit_set_formation (unit, type->formations[0]);
  vt_unit_set_strength (unit, type->strength);
  return unit;
}

static gboolean
table_cell_derived (const VtRuleTable *table,
                    guint              index)
{
  return table->derived != NULL && table->derived[index];
}

/* The play mode (plugin ABI 1.1): phases, activities, options, tables. */
static void
inspect_play_json (JsonBuilder *builder,
                   VtRuleset   *ruleset)
{
  const VtPhase *phases;
  const VtUnitType *types;
  const VtActionParam *options;
  const VtRuleTable *tables;
  guint n;

  json_builder_set_member_name (builder, "phases");
  json_builder_begin_array (builder);
  phases = vt_ruleset_get_phases (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "id", phases[i].id);
      add_string_member (builder, "label", phases[i].label);
      add_string_member (builder, "description", phases[i].description);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "activities");
  json_builder_begin_array (builder);
  types = vt_ruleset_get_unit_types (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) unit = sample_unit (&types[i]);
      const VtActivity *activities;
      guint n_activities;

      json_builder_begin_object (builder);
      add_string_member (builder, "unit-type", types[i].id);
      json_builder_set_member_name (builder, "activities");
      json_builder_begin_array (builder);
      activities = vt_ruleset_get_activities (ruleset, unit, &n_activities);
      for (guint a = 0; a < n_activities; a++)
        {
          json_builder_begin_object (builder);
          add_string_member (builder, "id", activities[a].id);
          add_string_member (builder, "label", activities[a].label);
          add_string_member (builder, "description", activities[a].description);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  options = vt_ruleset_get_options (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      add_param_members (builder, &options[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "tables");
  json_builder_begin_array (builder);
  tables = vt_ruleset_get_tables (ruleset, &n);
  for (guint i = 0; i < n; i++)
    {
      const VtRuleTable *table = &tables[i];
      guint n_rows = vt_rule_table_get_n_rows (table);
      guint n_columns = vt_rule_table_get_n_columns (table);

      json_builder_begin_object (builder);
      add_string_member (builder, "id", table->id);
      add_string_member (builder, "title", table->title);
      add_string_member (builder, "section", table->section);
      add_string_member (builder, "note", table->note);
      add_strv_member (builder, "rows", table->rows);
      add_strv_member (builder, "columns", table->columns);
      json_builder_set_member_name (builder, "cells");
      json_builder_begin_array (builder);
      for (guint r = 0; table->values != NULL && r < n_rows; r++)
        for (guint c = 0; c < n_columns; c++)
          {
            json_builder_begin_object (builder);
            add_string_member (builder, "row", table->rows[r]);
            add_string_member (builder, "column", table->columns[c]);
            json_builder_set_member_name (builder, "value");
            json_builder_add_double_value (builder, table->values[r * n_columns + c]);
            json_builder_set_member_name (builder, "derived");
            json_builder_add_boolean_value (builder, table_cell_derived (table, r * n_columns + c));
            json_builder_end_object (builder);
          }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_param (VtRuleset           *ruleset,
             const VtActionParam *param)
{
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
           vt_ruleset_translate (ruleset, param->label));
}

static void
inspect_play_text (VtRuleset *ruleset)
{
  const VtPhase *phases;
  const VtUnitType *types;
  const VtActionParam *options;
  const VtRuleTable *tables;
  guint n;

  phases = vt_ruleset_get_phases (ruleset, &n);
  g_print (_("\nPhases of a move:\n"));
  for (guint i = 0; i < n; i++)
    g_print ("  %u. %-18s %s\n", i + 1, phases[i].id, vt_ruleset_translate (ruleset, phases[i].label));

  types = vt_ruleset_get_unit_types (ruleset, &n);
  g_print (_("\nActivities:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtUnit) unit = sample_unit (&types[i]);
      g_autoptr(GString) line = g_string_new (NULL);
      const VtActivity *activities;
      guint n_activities;

      activities = vt_ruleset_get_activities (ruleset, unit, &n_activities);
      for (guint a = 0; a < n_activities; a++)
        g_string_append_printf (line, "%s%s (%s)", a > 0 ? ", " : "",
                                activities[a].id, vt_ruleset_translate (ruleset, activities[a].label));
      g_print ("  %-20s %s\n", types[i].id, n_activities > 0 ? line->str : _("(none)"));
    }

  options = vt_ruleset_get_options (ruleset, &n);
  g_print (_("\nOptions:\n"));
  for (guint i = 0; i < n; i++)
    print_param (ruleset, &options[i]);

  tables = vt_ruleset_get_tables (ruleset, &n);
  g_print (_("\nTables (the umpire may override each cell):\n"));
  for (guint i = 0; i < n; i++)
    {
      const VtRuleTable *table = &tables[i];
      guint n_rows = vt_rule_table_get_n_rows (table);
      guint n_columns = vt_rule_table_get_n_columns (table);

      g_print ("  %s  %s (%s)\n", table->id, vt_ruleset_translate (ruleset, table->title),
               table->section != NULL ? vt_ruleset_translate (ruleset, table->section) : "-");
      if (table->note != NULL)
        g_print ("    %s\n", vt_ruleset_translate (ruleset, table->note));
      for (guint r = 0; table->values != NULL && r < n_rows; r++)
        for (guint c = 0; c < n_columns; c++)
          g_print ("    %s / %s = %g%s\n", table->rows[r], table->columns[c],
                   table->values[r * n_columns + c],
                   table_cell_derived (table, r * n_columns + c) ? _(" (derived)") : "");
    }
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
          json_builder_begin_object (builder);
          add_param_members (builder, &actions[i].params[p]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  inspect_play_json (builder, ruleset);
  json_builder_end_object (builder);

  vt_tool_print_json (builder);
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

  g_print ("%s (%u)\n", vt_ruleset_translate (ruleset, vt_ruleset_get_title (ruleset)), vt_ruleset_get_year (ruleset));
  g_print (_("  id: %s\n  author: %s\n  unit of length: %s\n  minutes per move: %u\n"),
           vt_ruleset_get_id (ruleset), vt_ruleset_get_author (ruleset), vt_unit_of_length_name (unit, FALSE),
           vt_ruleset_get_minutes_per_move (ruleset));

  sections = vt_ruleset_get_sections (ruleset, &n);
  g_print (_("\nSections of the rulebook:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_print ("  %-8s %-12s %s\n", vt_ruleset_translate (ruleset, sections[i].section),
               vt_section_status_get_label (sections[i].status), vt_ruleset_translate (ruleset, sections[i].title));
      if (sections[i].note != NULL)
        g_print ("           %s\n", vt_ruleset_translate (ruleset, sections[i].note));
    }

  kinds = vt_ruleset_get_terrain_kinds (ruleset, &n);
  g_print (_("\nTerrain kinds:\n"));
  for (guint i = 0; i < n; i++)
    g_print ("  %-20s %-9s %s\n", kinds[i].id, vt_geometry_to_string (kinds[i].geometry),
             vt_ruleset_translate (ruleset, kinds[i].label));

  types = vt_ruleset_get_unit_types (ruleset, &n);
  g_print (_("\nUnit types:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *formations = types[i].formations != NULL
                                      ? g_strjoinv (", ", (char **) types[i].formations)
                                      : g_strdup ("");

      g_print (_("  %-20s %s: %u %s, %g × %g %s; formations: %s\n"), types[i].id,
               vt_ruleset_translate (ruleset, types[i].label), types[i].strength,
               vt_ruleset_translate (ruleset, types[i].strength_unit), types[i].frontage, types[i].depth,
               vt_unit_of_length_name (unit, FALSE), formations);
    }

  board = vt_ruleset_get_board (ruleset);
  if (board != NULL)
    g_print (_("\nBoard: %s, %u cells\n"), board->id, board->n_cells);

  actions = vt_ruleset_get_actions (ruleset, &n);
  g_print (_("\nActions:\n"));
  for (guint i = 0; i < n; i++)
    {
      g_print ("  %-20s %s\n", actions[i].id, vt_ruleset_translate (ruleset, actions[i].label));
      for (guint p = 0; p < actions[i].n_params; p++)
        print_param (ruleset, &actions[i].params[p]);
    }

  inspect_play_text (ruleset);
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

  if (!vt_tool_parse_options ("inspect", "RULESET", entries, &argc, &argv))
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

  if (!vt_tool_parse_options ("validate", "FILE…", entries, &argc, &argv))
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
        {
          /* the file reads, but its map has faults a designer can fix */
          VtScenario *scenario = vt_game_get_scenario (game);
          g_autoptr(GPtrArray) faults = vt_geometry_check (scenario, vt_game_get_ruleset (game));
          /* and forces the rulebook does not allow, at the unit's or side's line */
          g_autoptr(GPtrArray) forces = vt_game_get_ruleset (game) != NULL
                                        ? vt_ruleset_check_forces (vt_game_get_ruleset (game), scenario)
                                        : g_ptr_array_new ();
          GPtrArray *warnings = vt_scenario_get_load_warnings (scenario);

          for (guint j = 0; j < warnings->len; j++)
            g_print (_("%s (warning)\n"), (const char *) g_ptr_array_index (warnings, j));
          for (guint j = 0; j < faults->len; j++)
            g_print ("%s: %s\n", argv[i],
                     ((VtGeometryFault *) g_ptr_array_index (faults, j))->message);
          for (guint j = 0; j < forces->len; j++)
            {
              VtForcesProblem *problem = g_ptr_array_index (forces, j);
              guint line = vt_scenario_get_source_line (scenario, problem->subject);

              if (line > 0)
                g_print ("%s:%u: %s\n", argv[i], line, problem->message);
              else
                g_print ("%s: %s\n", argv[i], problem->message);
            }
          if (faults->len > 0 || forces->len > 0)
            status = EXIT_INVALID;
          else
            g_print (_("%s: valid\n"), argv[i]);
        }
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

/**
 * vt_tool_find_side:
 *
 * The id of @game's side named @name (its name or its id); NULL after
 * saying which sides there are.
 */
const char *
vt_tool_find_side (VtGame     *game,
                   const char *command,
                   const char *file,
                   const char *name)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  g_autoptr(GString) known = g_string_new (NULL);
  const char *side_id = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_ascii_strcasecmp (name, vt_side_get_id (side)) == 0 || g_utf8_collate (name, vt_side_get_name (side)) == 0)
        side_id = vt_side_get_id (side);
      g_string_append_printf (known, "%s%s (%s)", i > 0 ? ", " : "", vt_side_get_name (side), vt_side_get_id (side));
    }
  if (side_id == NULL)
    g_printerr ("vertrauter-tool %s: %s has no side '%s'; its sides are %s\n", command, file, name, known->str);
  return side_id;
}

static int
cmd_render (int    argc,
            char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *size = NULL;
  g_autofree char *side_name = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Image to write: .png, .svg or .pdf"), N_("OUT") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Image size in pixels (default 1600x1200)"), N_("WxH") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      N_("Draw that side's board, only what it knows (its name or id)"), N_("SIDE") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtScenario) view = NULL;
  VtRenderOptions options = { 0 };
  int width = 1600, height = 1200;

  if (!vt_tool_parse_options ("render", "FILE -o OUT", entries, &argc, &argv))
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
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }

  if (side_name != NULL)
    {
      const char *side_id = vt_tool_find_side (game, "render", argv[1], side_name);

      if (side_id == NULL)
        return EXIT_INVALID;
      options.knowledge = vt_game_get_knowledge (game, side_id);
      view = vt_knowledge_dup_view (options.knowledge);
    }

  if (!vt_map_renderer_export_with (view != NULL ? view : vt_game_get_state (game), vt_game_get_ruleset (game),
                                    &options, output, width, height, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  return EXIT_DONE;
}

static void
add_variant_member (JsonBuilder *builder,
                    const char  *name,
                    GVariant    *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_value (builder, json_gvariant_serialize (value));
  else
    json_builder_add_null_value (builder);
}

static void
print_resolution_json (VtRuleset  *ruleset,
                       const char *action,
                       GVariant   *params,
                       GVariant   *prepared,
                       GVariant   *dice,
                       GVariant   *outcome)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  GVariantIter iter;
  const char *die;
  guint32 faces, face;
  gboolean entered;

  json_builder_begin_object (builder);
  add_string_member (builder, "ruleset", vt_ruleset_get_id (ruleset));
  add_string_member (builder, "action", action);
  add_variant_member (builder, "params", params);
  add_variant_member (builder, "prepared", prepared);
  json_builder_set_member_name (builder, "dice");
  json_builder_begin_array (builder);
  g_variant_iter_init (&iter, dice);
  while (g_variant_iter_next (&iter, "(&suub)", &die, &faces, &face, &entered))
    {
      json_builder_begin_object (builder);
      add_string_member (builder, "die", die);
      json_builder_set_member_name (builder, "faces");
      json_builder_add_int_value (builder, faces);
      json_builder_set_member_name (builder, "face");
      json_builder_add_int_value (builder, face);
      json_builder_set_member_name (builder, "entered");
      json_builder_add_boolean_value (builder, entered);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_variant_member (builder, "outcome", outcome);
  json_builder_end_object (builder);

  vt_tool_print_json (builder);
}

static void
print_resolution_text (GVariant *dice,
                       GVariant *outcome)
{
  GVariantIter iter;
  const char *die, *text;
  guint32 faces, face;
  gboolean entered;
  gboolean said = FALSE;

  if (g_variant_lookup (outcome, "summary", "&s", &text))
    {
      g_print ("%s\n", text);
      said = TRUE;
    }
  if (g_variant_lookup (outcome, "text", "&s", &text))
    {
      g_print ("%s\n", text);
      said = TRUE;
    }
  if (!said)
    {
      g_autofree char *printed = g_variant_print (outcome, FALSE);

      g_print ("%s\n", printed);
    }

  g_variant_iter_init (&iter, dice);
  while (g_variant_iter_next (&iter, "(&suub)", &die, &faces, &face, &entered))
    g_print (entered ? _("die %s (%u faces): %u, entered\n") : _("die %s (%u faces): %u\n"),
             die, faces, face);
}

/* With a game, every unit a parameter names must be on its map. */
static int
cmd_resolve (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  gboolean apply = FALSE;
  g_autofree char *dice_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *game_path = NULL;
  GOptionEntry entries[] = {
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice_text, N_("Faces of real dice, in the order rolled"), N_("FACE,…") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the digital dice"), N_("N") },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &game_path, N_("Resolve in this game's state"), N_("FILE") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal the outcome into the game's file (with --game)"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) record = NULL;
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtDice) own_dice = NULL;
  VtDice *dice;
  VtRuleset *ruleset;
  const char *action;
  guint64 seed = 0;

  if (!vt_tool_parse_options ("resolve", "RULESET ACTION NAME=VALUE…", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 3)
    {
      g_printerr ("vertrauter-tool resolve: give a ruleset, an action and its parameters as name=value "
                  "(see vertrauter-tool inspect RULESET)\n");
      return EXIT_USAGE;
    }
  if (seed_text != NULL &&
      !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT32, &seed, NULL))
    {
      g_printerr ("vertrauter-tool resolve: --seed '%s' is not a whole number from 0 to %u\n",
                  seed_text, G_MAXUINT32);
      return EXIT_USAGE;
    }
  if (dice_text != NULL && !vt_dice_parse_faces (dice_text, faces, NULL))
    {
      g_printerr ("vertrauter-tool resolve: --dice '%s' is not a list of faces such as 4,2\n",
                  dice_text);
      return EXIT_USAGE;
    }

  if (apply && game_path == NULL)
    {
      g_printerr ("vertrauter-tool resolve: --apply journals the outcome into a game; give it with --game FILE\n");
      return EXIT_USAGE;
    }

  ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), argv[1]);
  if (ruleset == NULL)
    {
      g_printerr (_("vertrauter-tool resolve: no ruleset '%s' is installed (see vertrauter-tool list-rulesets)\n"), argv[1]);
      return EXIT_INVALID;
    }
  action = argv[2];

  if (game_path != NULL)
    {
      game = vt_tool_open_game ("resolve", game_path, apply, &lock);
      if (game == NULL)
        return EXIT_INVALID;
      if (vt_game_get_ruleset (game) != ruleset)
        {
          g_printerr ("vertrauter-tool resolve: %s is played under %s, not %s\n", game_path,
                      vt_scenario_get_ruleset_id (vt_game_get_scenario (game)), argv[1]);
          return EXIT_INVALID;
        }
    }

  /* Without a game every number comes from the parameters; the ruleset
   * gets no game, and so no map to look at and no units to change. */
  params = vt_ruleset_parse_params (ruleset, action, (const char * const *) argv + 3, &error);
  /* With a game, the game checks the units named, as the window does;
   * without one, a unit parameter is only a name for the outcome's words. */
  if (params == NULL ||
      (prepared = game != NULL ? vt_game_prepare_action (game, action, params, &error)
                               : vt_ruleset_prepare (ruleset, NULL, action, params, &error)) == NULL ||
      (completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT)) == NULL ||
      /* with a game, vt_game_resolve_action_with_dice() checks them */
      (game == NULL && !vt_ruleset_check_params (ruleset, action, completed, &error)))
    {
      g_printerr ("vertrauter-tool resolve: %s\n", error->message);
      return EXIT_INVALID;
    }

  if (game != NULL && seed_text == NULL)
    dice = vt_game_get_dice (game);
  else
    {
      own_dice = vt_dice_new (seed_text != NULL ? (guint32) seed : g_random_int ());
      dice = own_dice;
    }
  if (faces->len > 0)
    vt_dice_enter_faces (dice, (const guint *) faces->data, faces->len);

  if (game != NULL)
    /* the window's path: the parameters, the units and the rules of the
     * moment checked by the core, as the Actions dialog has them */
    outcome = vt_game_resolve_action_with_dice (game, action, completed, dice, &record, &error);
  else
    {
      /* the record then holds this action's rolls and no others */
      g_variant_unref (vt_dice_take_record (dice));
      outcome = vt_ruleset_resolve (ruleset, NULL, action, completed, dice, &error);
      record = vt_dice_take_record (dice);
    }
  if (outcome == NULL)
    {
      g_printerr ("vertrauter-tool resolve: %s\n", error->message);
      return EXIT_INVALID;
    }

  if (vt_dice_get_n_entered (dice) > 0)
    {
      guint used = faces->len - vt_dice_get_n_entered (dice);
      /* each count takes its own plural: "1 face was", "2 faces were" */
      g_autofree char *entered = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%u face was entered",
                                                               "%u faces were entered",
                                                               faces->len),
                                                  faces->len);

      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "vertrauter-tool resolve: %s but the action rolled only %u die\n",
                               "vertrauter-tool resolve: %s but the action rolled only %u dice\n",
                               used),
                  entered, used);
      return EXIT_INVALID;
    }

  /* journalled as the Actions dialog applies it, and saved as the window
   * saves */
  if (apply)
    {
      /* it sinks what it is given: plain references, which stay ours */
      if (!vt_game_apply_action (game, action, completed, outcome, record, &error))
        {
          g_printerr ("vertrauter-tool resolve: %s\n", error->message);
          return EXIT_INVALID;
        }
      if (!vt_tool_save_game ("resolve", game, game_path))
        return EXIT_INVALID;
    }

  if (json)
    print_resolution_json (ruleset, action, completed, prepared, record, outcome);
  else
    print_resolution_text (record, outcome);
  if (apply && !json)
    /* TRANSLATORS: "game.vertrauter: journalled as event 12" */
    g_print (_("%s: journalled as event %u\n"), game_path,
             vt_journal_get_head (vt_game_get_journal (game)));
  return EXIT_DONE;
}

/* ---- messages ----------------------------------------------------------- */

static char *
clock_label (guint minutes)
{
  return g_strdup_printf ("%02u:%02u", (minutes / 60) % 24, minutes % 60);
}

static void
add_when_member (JsonBuilder *builder,
                 const char  *name,
                 guint        move,
                 guint        minutes)
{
  g_autofree char *time = clock_label (minutes);

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "zug");
  json_builder_add_int_value (builder, move);
  add_string_member (builder, "time", time);
  json_builder_end_object (builder);
}

/* an end as @reader_id may know it: another side's unit not by its id or
 * name, only by its side (vt_message_end_name_for) */
static void
add_end_member (JsonBuilder *builder,
                VtScenario  *state,
                const char  *name,
                const char  *unit_id,
                const char  *side_id,
                const char  *reader_id)
{
  gboolean known = reader_id == NULL || side_id == NULL || g_strcmp0 (side_id, reader_id) == 0;

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  add_string_member (builder, "unit", known ? unit_id : NULL);
  add_string_member (builder, "side", side_id);
  add_string_member (builder, "name", vt_message_end_name_for (state, unit_id, side_id, reader_id));
  json_builder_end_object (builder);
}

static guint
time_of_move (VtGame *game,
              guint   move)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  guint minutes = ruleset != NULL ? vt_ruleset_get_minutes_per_move (ruleset) : 0;

  return vt_scenario_get_start_time (vt_game_get_scenario (game)) + (MAX (move, 1) - 1) * minutes;
}

typedef struct {
  VtGame     *game;
  const char *side_id;
} SideNumbers;

static gint
compare_side_numbers (gconstpointer a,
                      gconstpointer b,
                      gpointer      data)
{
  SideNumbers *side = data;
  VtMessageLog *log = vt_game_get_messages (side->game);
  guint x = vt_message_log_get_number_for (log, *(VtMessage **) a, side->side_id);
  guint y = vt_message_log_get_number_for (log, *(VtMessage **) b, side->side_id);

  return x < y ? -1 : x > y;
}

static void
print_messages_json (VtGame     *game,
                     GPtrArray  *messages,
                     const char *side_id)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  VtScenario *state = vt_game_get_state (game);

  json_builder_begin_object (builder);
  add_string_member (builder, "side", side_id);
  json_builder_set_member_name (builder, "zug");
  json_builder_add_int_value (builder, vt_game_get_move (game));
  json_builder_set_member_name (builder, "messages");
  json_builder_begin_array (builder);
  for (guint i = 0; i < messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (messages, i);

      json_builder_begin_object (builder);
      /* a side counts its own: the game's ids would tell it how many the
       * others sent */
      if (side_id == NULL)
        add_string_member (builder, "id", vt_message_get_id (message));
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, vt_message_log_get_number_for (vt_game_get_messages (game), message, side_id));
      add_string_member (builder, "kind", vt_message_kind_to_string (vt_message_get_kind (message)));
      add_string_member (builder, "class",
                         vt_intelligence_class_to_string (vt_message_get_intelligence (message)));
      add_end_member (builder, state, "from", vt_message_get_from_unit (message),
                      vt_message_get_from_side (message), side_id);
      add_end_member (builder, state, "to", vt_message_get_to_unit (message),
                      vt_message_get_to_side (message), side_id);
      add_string_member (builder, "text", vt_message_get_text_for (message, side_id));
      add_when_member (builder, "sent", vt_message_get_sent_move (message),
                       vt_message_get_sent_time (message));
      add_when_member (builder, "due", vt_message_get_due_move (message),
                       vt_message_get_due_time (message));
      if (vt_message_is_delivered_for (message, side_id))
        add_when_member (builder, "delivered", vt_message_get_delivered_move (message),
                         time_of_move (game, vt_message_get_delivered_move (message)));
      else
        {
          json_builder_set_member_name (builder, "delivered");
          json_builder_add_null_value (builder);
        }
      add_string_member (builder, "state", vt_message_get_state_for (message, side_id));
      if (side_id == NULL)
        {
          json_builder_set_member_name (builder, "scheduled");
          json_builder_add_boolean_value (builder, vt_message_get_scheduled (message));
          add_string_member (builder, "intercepted-by", vt_message_get_intercepted_by (message));
          if (vt_message_get_state (message) == VT_MESSAGE_GARBLED ||
              g_strcmp0 (vt_message_get_text (message), vt_message_get_sent_text (message)) != 0)
            add_string_member (builder, "sent-text", vt_message_get_sent_text (message));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  vt_tool_print_json (builder);
}

static void
print_messages_text (VtGame     *game,
                     GPtrArray  *messages,
                     const char *side_id)
{
  VtScenario *state = vt_game_get_state (game);
  const char *zug = vt_ruleset_get_move_name (vt_game_get_ruleset (game), 1);

  if (messages->len == 0)
    g_print ("%s\n", _("no messages"));
  for (guint i = 0; i < messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (messages, i);
      g_autofree char *sent = clock_label (vt_message_get_sent_time (message));
      g_autofree char *due = clock_label (vt_message_get_due_time (message));
      g_autofree char *delivered = NULL;
      const char *klass = vt_intelligence_class_to_string (vt_message_get_intelligence (message));
      g_autofree char *number = side_id == NULL
                                ? g_strdup (vt_message_get_id (message))
                                : g_strdup_printf ("No. %u", vt_message_log_get_number_for (vt_game_get_messages (game),
                                                                                           message, side_id));

      if (vt_message_is_delivered_for (message, side_id))
        {
          g_autofree char *at = clock_label (time_of_move (game, vt_message_get_delivered_move (message)));

          delivered = g_strdup_printf (", delivered %s %u %s", zug,
                                       vt_message_get_delivered_move (message), at);
        }

      g_print ("%s  %s%s%s%s  %s → %s  sent %s %u %s, due %s %u %s%s  %s\n",
               number,
               vt_message_kind_to_string (vt_message_get_kind (message)),
               klass != NULL ? " (" : "", klass != NULL ? klass : "", klass != NULL ? ")" : "",
               vt_message_end_name_for (state, vt_message_get_from_unit (message), vt_message_get_from_side (message),
                                        side_id),
               vt_message_end_name_for (state, vt_message_get_to_unit (message), vt_message_get_to_side (message),
                                        side_id),
               zug, vt_message_get_sent_move (message), sent,
               zug, vt_message_get_due_move (message), due,
               delivered != NULL ? delivered : "",
               vt_message_get_state_for (message, side_id));
      g_print ("    %s\n", vt_message_get_text_for (message, side_id));
    }
}

static int
cmd_messages (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  g_autofree char *side_name = NULL;
  GOptionEntry entries[] = {
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      N_("Only what that side sent or received (its name or id)"), N_("SIDE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GPtrArray) messages = NULL;
  const char *side_id = NULL;

  if (!vt_tool_parse_options ("messages", "FILE", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr ("vertrauter-tool messages: give one .vertrauter file\n");
      return EXIT_USAGE;
    }

  game = vt_game_file_load_path (argv[1], vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }

  if (side_name != NULL)
    {
      side_id = vt_tool_find_side (game, "messages", argv[1], side_name);
      if (side_id == NULL)
        return EXIT_INVALID;
      messages = vt_message_log_dup_of_side (vt_game_get_messages (game), side_id);
      /* in the order the side came to know them, as it numbers them */
      g_ptr_array_sort_with_data (messages, compare_side_numbers, &(SideNumbers) { game, side_id });
    }
  else
    {
      GListModel *log = G_LIST_MODEL (vt_game_get_messages (game));

      messages = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 0; i < g_list_model_get_n_items (log); i++)
        g_ptr_array_add (messages, g_list_model_get_item (log, i));
    }

  if (json)
    print_messages_json (game, messages, side_id);
  else
    print_messages_text (game, messages, side_id);
  return EXIT_DONE;
}

/* What the import made, and every crossing validate would refuse. */
static void
print_import (const char              *output,
              const VtOsmImportCounts *counts,
              VtMap                   *map,
              GPtrArray               *unbridged)
{
  char lat[G_ASCII_DTOSTR_BUF_SIZE], lon[G_ASCII_DTOSTR_BUF_SIZE];
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
  char width[G_ASCII_DTOSTR_BUF_SIZE], height[G_ASCII_DTOSTR_BUF_SIZE];

  g_print (_("%s: %u polygons, %u polylines, %u points; %u left out; "
             "centred on %s, %s at (%s, %s) of %s × %s %s\n"),
           output, counts->n_polygons, counts->n_polylines, counts->n_points, counts->n_skipped,
           g_ascii_formatd (lat, sizeof lat, "%.6f", counts->centre.latitude),
           g_ascii_formatd (lon, sizeof lon, "%.6f", counts->centre.longitude),
           g_ascii_formatd (x, sizeof x, "%.0f", counts->centre_on_map.x + 0.0),
           g_ascii_formatd (y, sizeof y, "%.0f", counts->centre_on_map.y + 0.0),
           g_ascii_formatd (width, sizeof width, "%g", vt_map_get_width (map)),
           g_ascii_formatd (height, sizeof height, "%g", vt_map_get_height (map)),
           vt_map_get_unit_of_length (map));
  if (counts->n_off_sheet > 0)
    g_print (ngettext ("%s: %u feature lies wholly off the sheet and was left out\n",
                       "%s: %u features lie wholly off the sheet and were left out\n", counts->n_off_sheet),
             output, counts->n_off_sheet);
  if (unbridged->len > 0)
    g_print (ngettext ("%s: %u road crosses water with no bridge or ford (validate refuses it until one is drawn):\n",
                       "%s: %u roads cross water with no bridge or ford (validate refuses them until one is drawn):\n",
                       unbridged->len),
             output, unbridged->len);
  for (guint i = 0; i < unbridged->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (unbridged, i));
}

/* A PNG's size from its header (IHDR comes first in every PNG); the tool
 * decodes no pictures, and other formats' sizes are given. */
static gboolean
png_size (GBytes *bytes,
          double *width,
          double *height)
{
  gsize size = 0;
  const guchar *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

  if (size < 24 || memcmp (data, "\x89PNG\r\n\x1a\n", 8) != 0 || memcmp (data + 12, "IHDR", 4) != 0)
    return FALSE;
  *width = (double) ((guint32) data[16] << 24 | (guint32) data[17] << 16 | (guint32) data[18] << 8 | data[19]);
  *height = (double) ((guint32) data[20] << 24 | (guint32) data[21] << 16 | (guint32) data[22] << 8 | data[23]);
  return *width > 0 && *height > 0;
}

/* The scan's corners: the game's calibrated underlay, and its size in
 * pixels from @size_text ("3000x2000") or its PNG header. */
static gboolean
alignment_from_corners (VtGame         *game,
                        const char     *game_path,
                        const char     *top_left,
                        const char     *bottom_right,
                        const char     *size_text,
                        VtOsmAlignment *alignment)
{
  VtUnderlay *underlay = vt_scenario_get_underlay (vt_game_get_scenario (game));
  g_autoptr(GError) error = NULL;
  VtLatLon north_west, south_east;
  double width = 0, height = 0;
  guint n_points = 0;

  if (underlay != NULL)
    vt_underlay_get_points (underlay, &n_points);
  if (n_points < 2)
    {
      g_printerr (_("vertrauter-tool import-osm: %s has no calibrated map image: give two --place instead\n"), game_path);
      return FALSE;
    }
  if (!vt_osm_parse_place (top_left, &north_west, &error) || !vt_osm_parse_place (bottom_right, &south_east, &error))
    {
      g_printerr ("vertrauter-tool import-osm: %s\n",
                  error != NULL ? error->message : _("give --top-left and --bottom-right as LAT,LON"));
      return FALSE;
    }
  if (size_text != NULL)
    {
      if (sscanf (size_text, "%lfx%lf", &width, &height) != 2 || !(width > 0) || !(height > 0))
        {
          g_printerr (_("vertrauter-tool import-osm: --image-size '%s' is not WIDTHxHEIGHT in pixels\n"), size_text);
          return FALSE;
        }
    }
  else
    {
      g_autoptr(GBytes) bytes = NULL;

      if (vt_underlay_is_embedded (underlay))
        bytes = g_bytes_ref (vt_underlay_get_bytes (underlay));
      else
        {
          g_autoptr(GFile) scenario_file = g_file_new_for_commandline_arg (game_path);
          g_autoptr(GFile) image = vt_underlay_resolve_file (underlay, scenario_file);

          bytes = image != NULL ? g_file_load_bytes (image, NULL, NULL, NULL) : NULL;
        }
      if (!png_size (bytes, &width, &height))
        {
          g_printerr (_("vertrauter-tool import-osm: the map image's size is read from PNG images only: "
                        "give --image-size WIDTHxHEIGHT in pixels\n"));
          return FALSE;
        }
    }
  if (!vt_osm_alignment_init_from_corners (alignment, vt_underlay_get_calibration (underlay), width, height,
                                           &north_west, &south_east, &error))
    {
      g_printerr ("vertrauter-tool import-osm: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

/* --into GAME: the extract added to a scenario being laid out, placed by
 * two or more known places or by its scan's corners, and GAME written
 * back as the window saves. */
static int
import_osm_into (const char  *extract,
                 const char  *game_path,
                 char       **places,
                 const char  *top_left,
                 const char  *bottom_right,
                 const char  *size_text)
{
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtEditor) editor = NULL;
  g_autoptr(GArray) pins = g_array_new (FALSE, FALSE, sizeof (VtOsmPin));
  g_autoptr(GPtrArray) unbridged = NULL;
  g_autoptr(GError) error = NULL;
  gboolean by_corners = top_left != NULL || bottom_right != NULL;
  VtOsmImportCounts counts;
  VtOsmAlignment alignment;
  VtRuleset *ruleset;

  if (by_corners && (places != NULL || top_left == NULL || bottom_right == NULL))
    {
      g_printerr (_("vertrauter-tool import-osm: give either two --place, or --top-left and --bottom-right "
                    "(the map image's corners)\n"));
      return EXIT_USAGE;
    }
  for (guint i = 0; places != NULL && places[i] != NULL; i++)
    {
      VtOsmPin pin;

      if (!vt_osm_parse_pin (places[i], &pin, &error))
        {
          g_printerr ("vertrauter-tool import-osm: --place: %s\n", error->message);
          return EXIT_USAGE;
        }
      g_array_append_val (pins, pin);
    }
  if (!by_corners && pins->len < 2)
    {
      g_printerr (_("vertrauter-tool import-osm: --into needs two known places, each --place LAT,LON=X,Y "
                    "(its latitude and longitude, and where it lies on the map)\n"));
      return EXIT_USAGE;
    }
  if (!by_corners && !vt_osm_alignment_init_from_pins (&alignment, (VtOsmPin *) pins->data, pins->len, &error))
    {
      g_printerr ("vertrauter-tool import-osm: %s\n", error->message);
      return EXIT_USAGE;
    }

  game = vt_tool_open_game ("import-osm", game_path, TRUE, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  if (by_corners && !alignment_from_corners (game, game_path, top_left, bottom_right, size_text, &alignment))
    return EXIT_INVALID;
  ruleset = vt_game_get_ruleset (game);
  editor = vt_editor_new (game);
  if (!vt_osm_import_path_into (editor, extract, ruleset, &alignment, &counts, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  if (!vt_tool_save_game ("import-osm", game, game_path))
    return EXIT_INVALID;
  unbridged = vt_osm_import_list_unbridged (vt_game_get_scenario (game), ruleset, &alignment);
  print_import (game_path, &counts, vt_scenario_get_map (vt_game_get_scenario (game)), unbridged);
  return EXIT_DONE;
}

/* An OpenStreetMap extract as a new scenario's terrain, for the designer
 * to lay out: the title, start time and sides as the window's dialog
 * gives them; or, --into, added to a scenario's terrain. */
static int
cmd_import_osm (int    argc,
                char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *ruleset_id = NULL;
  g_autofree char *centre_text = NULL;
  g_autofree char *title = NULL;
  g_autofree char *start_text = NULL;
  g_autofree char *sides_text = NULL;
  g_autofree char *into = NULL;
  g_auto(GStrv) places = NULL;
  g_autofree char *top_left = NULL;
  g_autofree char *bottom_right = NULL;
  g_autofree char *image_size = NULL;
  GOptionEntry entries[] = {
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &ruleset_id, N_("The ruleset whose terrain kinds to use"), N_("ID") },
    { "centre", 0, 0, G_OPTION_ARG_STRING, &centre_text,
      N_("The centre of the projection (default: the middle of the extract)"), N_("LAT,LON") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title, N_("The game's title (default: the extract's name)"), N_("TITLE") },
    { "start-time", 0, 0, G_OPTION_ARG_STRING, &start_text, N_("When the first move begins (default: 06:00)"),
      N_("HH:MM") },
    { "sides", 0, 0, G_OPTION_ARG_STRING, &sides_text,
      N_("The two sides' names, a comma between (default: Red,Blue in your language)"), N_("FIRST,SECOND") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Scenario to write"), N_("SCENARIO.vertrauter") },
    { "into", 0, 0, G_OPTION_ARG_FILENAME, &into,
      N_("Add the extract to this scenario's terrain instead, and write it back"), N_("GAME.vertrauter") },
    { "place", 0, 0, G_OPTION_ARG_STRING_ARRAY, &places,
      N_("With --into, twice: a place's latitude and longitude and where it lies on the map"), N_("LAT,LON=X,Y") },
    { "top-left", 0, 0, G_OPTION_ARG_STRING, &top_left,
      N_("With --into, instead of --place: where the calibrated map image's top left corner lies on the earth"),
      N_("LAT,LON") },
    { "bottom-right", 0, 0, G_OPTION_ARG_STRING, &bottom_right,
      N_("With --into: where the map image's bottom right corner lies on the earth"), N_("LAT,LON") },
    { "image-size", 0, 0, G_OPTION_ARG_STRING, &image_size,
      N_("With --top-left: the map image's size in pixels (default: read from a PNG)"), N_("WxH") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtScenario) scenario = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) unbridged = NULL;
  g_auto(GStrv) sides = NULL;
  VtOsmImportCounts counts;
  VtLatLon centre;
  guint start = VT_SCENARIO_DEFAULT_START_TIME;
  VtRuleset *ruleset;

  if (!vt_tool_parse_options ("import-osm", "EXTRACT.osm --ruleset ID -o SCENARIO | EXTRACT.osm --into GAME --place LAT,LON=X,Y --place LAT,LON=X,Y",
                              entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc == 2 && into != NULL)
    {
      if (output != NULL || ruleset_id != NULL || centre_text != NULL || title != NULL || start_text != NULL ||
          sides_text != NULL)
        {
          g_printerr (_("vertrauter-tool import-osm: --into takes the game's own ruleset, title, start and "
                        "sides; give only where it lies (--place twice, or the corners)\n"));
          return EXIT_USAGE;
        }
      return import_osm_into (argv[1], into, places, top_left, bottom_right, image_size);
    }
  if (argc != 2 || output == NULL || ruleset_id == NULL || places != NULL || top_left != NULL ||
      bottom_right != NULL || image_size != NULL)
    {
      g_printerr ("vertrauter-tool import-osm: give one .osm extract, --ruleset ID and -o SCENARIO.vertrauter\n");
      return EXIT_USAGE;
    }
  if (centre_text != NULL && !vt_osm_parse_place (centre_text, &centre, NULL))
    {
      g_printerr ("vertrauter-tool import-osm: --centre '%s' is not LATITUDE,LONGITUDE in degrees\n", centre_text);
      return EXIT_USAGE;
    }
  if (start_text != NULL && !vt_scenario_parse_start_time (start_text, &start, &error))
    {
      g_printerr ("vertrauter-tool import-osm: --start-time: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (sides_text != NULL)
    {
      sides = g_strsplit (sides_text, ",", -1);
      if (g_strv_length (sides) != 2)
        {
          g_printerr (_("vertrauter-tool import-osm: --sides '%s' is not two names with a comma between, as Rot,Blau\n"),
                      sides_text);
          return EXIT_USAGE;
        }
    }
  ruleset = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), ruleset_id);
  if (ruleset == NULL)
    {
      g_printerr (_("vertrauter-tool import-osm: no ruleset '%s' is installed (see vertrauter-tool list-rulesets)\n"),
                  ruleset_id);
      return EXIT_INVALID;
    }

  scenario = vt_osm_import_new_scenario (argv[1], ruleset, centre_text != NULL ? &centre : NULL, title, start,
                                         sides != NULL ? sides[0] : NULL, sides != NULL ? sides[1] : NULL,
                                         &counts, &error);
  if (scenario == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  game = vt_game_new (scenario, ruleset, g_random_int ());
  file = g_file_new_for_commandline_arg (output);
  if (!vt_game_file_save (game, file, &error))
    {
      g_printerr ("vertrauter-tool import-osm: %s\n", error->message);
      return EXIT_INVALID;
    }

  unbridged = vt_osm_import_list_unbridged (scenario, ruleset, &counts.alignment);
  print_import (output, &counts, vt_scenario_get_map (scenario), unbridged);
  return EXIT_DONE;
}

static const Command commands[] = {
  { "list-rulesets", "[--json]", N_("List the rulesets found, and any refused plugin with the reason"), cmd_list_rulesets },
  { "inspect", "RULESET [--json]", N_("Show a ruleset's catalogues and actions with their parameters"), cmd_inspect },
  { "validate", "FILE…", N_("Check .vertrauter files; print FILE:LINE: message for each error"), cmd_validate },
  { "import-osm", "EXTRACT.osm --ruleset ID [--centre LAT,LON] [--title T] [--start-time HH:MM] [--sides A,B] "
    "-o SCENARIO.vertrauter | EXTRACT.osm --into GAME.vertrauter (--place LAT,LON=X,Y --place LAT,LON=X,Y | "
    "--top-left LAT,LON --bottom-right LAT,LON [--image-size WxH])",
    N_("Make a new scenario from an OpenStreetMap extract, through the ruleset's mapping, or add one to a scenario's terrain"),
    cmd_import_osm },
  { "render", "FILE -o OUT.png|.svg|.pdf [--size WxH] [--side SIDE]",
    N_("Draw the umpire's map of a file, or one side's board"), cmd_render },
  { "resolve", "RULESET ACTION NAME=VALUE… [--dice FACE,…] [--seed N] [--game FILE [--apply]] [--json]",
    N_("Resolve one action with the parameters inspect lists and print the outcome"), cmd_resolve },
  { "report", "FILE -o OUT.pdf [--side SIDE] [--at ZUG,...] [--paper a4|letter]",
    N_("Write the after-action report as PDF"), vt_tool_report },
  { "move", "FILE UNIT X,Y|CELL [--activity ID] [--facing DEG] [--umpire-allows REASON] [--apply] [--json]",
    N_("Move a unit as the window does: checked by the same rules, journalled with --apply"), vt_tool_move },
  { "formation", "FILE UNIT FORMATION [--umpire-allows REASON] [--apply] [--json]",
    N_("Change a unit's formation as the window does: checked by the same rules"), vt_tool_formation },
  { "option", "FILE NAME [VALUE] [--apply] [--json]",
    N_("Choose one of the ruleset's options for the game (none: the ruleset's), as the Rule Tables window does"),
    vt_tool_option },
  { "message", "FILE send --kind KIND --from ID --to ID --text TEXT [--units ID,…] [--class CLASS] [--deliberation MIN] | "
    "FILE hold|release|lose|hasten|intercept|garble ID [--due N] [--side SIDE] [--text TEXT] [--apply] [--json]",
    N_("Send a message, or decide on one in transit, as the window does"), vt_tool_message },
  { "clock", "FILE [--moves N | --to-move SIDE --reason TEXT] [--apply] [--json]",
    N_("Advance the clock to the next phase, or N whole moves; or give a side the move"), vt_tool_clock },
  { "terrain", "FILE --publish [--apply] [--json]",
    N_("Show every change of the ground made in play to all sides, as the window does"), vt_tool_terrain },
  { "journal", "FILE [--side SIDE] [--json]",
    N_("List the journal: every event as the umpire knew it, or as one side knew it"), vt_tool_journal },
  { "ledger", "FILE --csv [--side SIDE]", N_("List the losses booked, as CSV"), vt_tool_ledger },
  { "messages", "FILE [--side SIDE] [--json]",
    N_("List a game's messages: sent, due, delivered, state; a side's only what it sent or received"),
    cmd_messages },
  { "bench", "[RULESET] [--runs N] [--json]", N_("Time loading, saving, drawing, reach and replay on the large case"), vt_tool_bench },
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
  vt_i18n_init ();

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
