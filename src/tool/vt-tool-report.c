/* vt-tool-report.c: vertrauter-tool report, the after-action report as PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <vertrauter.h>

#include "vt-tool.h"

/* "3,5,8" into moves; FALSE for anything else */
static gboolean
parse_moves (const char *text,
             GArray     *moves)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 move;

      if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 1, G_MAXUINT, &move, NULL))
        return FALSE;
      g_array_append_val (moves, (guint) { (guint) move });
    }
  return moves->len > 0;
}

int
vt_tool_report (int    argc,
                char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *side_name = NULL;
  g_autofree char *at = NULL;
  g_autofree char *paper = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF to write"), N_("OUT.pdf") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      N_("That side's report, only what it knew (its name or id)"), N_("SIDE") },
    { "at", 0, 0, G_OPTION_ARG_STRING, &at, N_("Maps also after these moves, e.g. 3,6"), N_("ZUG,…") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("a4 (the default) or letter"), N_("PAPER") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtReport) report = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *side_id = NULL;
  VtPaper size = VT_PAPER_A4;

  if (!vt_tool_parse_options ("report", "FILE -o OUT.pdf", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2 || output == NULL || !g_str_has_suffix (output, ".pdf"))
    {
      g_printerr ("vertrauter-tool report: give one .vertrauter file and -o OUT.pdf\n");
      return EXIT_USAGE;
    }
  if (at != NULL && !parse_moves (at, moves))
    {
      g_printerr ("vertrauter-tool report: --at '%s' is not a list of moves such as 3,6\n", at);
      return EXIT_USAGE;
    }
  if (paper != NULL && g_ascii_strcasecmp (paper, "letter") == 0)
    size = VT_PAPER_LETTER;
  else if (paper != NULL && g_ascii_strcasecmp (paper, "a4") != 0)
    {
      g_printerr ("vertrauter-tool report: --paper '%s' is neither a4 nor letter\n", paper);
      return EXIT_USAGE;
    }

  game = vt_game_file_load_path (argv[1], vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  if (side_name != NULL && (side_id = vt_tool_find_side (game, "report", argv[1], side_name)) == NULL)
    return EXIT_INVALID;

  report = vt_report_new (game, side_id, (const guint *) (gpointer) moves->data, moves->len, size, &error);
  if (report == NULL || !vt_report_write_pdf (report, output, &error))
    {
      g_printerr ("vertrauter-tool report: %s: %s\n", argv[1], error->message);
      return EXIT_INVALID;
    }
  return EXIT_DONE;
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted */
static void
append_csv_field (GString    *line,
                  const char *field,
                  gboolean    last)
{
  if (field == NULL)
    field = "";
  if (strpbrk (field, ",\"\r\n") != NULL)
    {
      g_string_append_c (line, '"');
      for (const char *c = field; *c != '\0'; c++)
        {
          if (*c == '"')
            g_string_append_c (line, '"');
          g_string_append_c (line, *c);
        }
      g_string_append_c (line, '"');
    }
  else
    g_string_append (line, field);
  g_string_append (line, last ? "\r\n" : ",");
}

int
vt_tool_ledger (int    argc,
                char **argv)
{
  gboolean csv = FALSE;
  g_autofree char *side_name = NULL;
  GOptionEntry entries[] = {
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Write comma-separated values (the only form so far)"), NULL },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name, N_("Only that side's losses (its name or id)"), N_("SIDE") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const char *side_id = NULL;
  VtLossLedger *ledger;
  VtScenario *state;
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  if (!vt_tool_parse_options ("ledger", "FILE --csv", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2 || !csv)
    {
      g_printerr ("vertrauter-tool ledger: give one .vertrauter file and --csv\n");
      return EXIT_USAGE;
    }
  game = vt_game_file_load_path (argv[1], vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  if (side_name != NULL && (side_id = vt_tool_find_side (game, "ledger", argv[1], side_name)) == NULL)
    return EXIT_INVALID;

  state = vt_game_get_state (game);
  ledger = vt_game_get_loss_ledger (game);
  g_string_append (out, "move,unit,unit id,side,arm,points,cause\r\n");
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (ledger)); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger), i);
      VtSide *side = vt_scenario_find_side (state, vt_loss_entry_get_side (entry));
      g_autofree char *move = g_strdup_printf ("%u", vt_loss_entry_get_move (entry));

      if (side_id != NULL && g_strcmp0 (vt_loss_entry_get_side (entry), side_id) != 0)
        continue;
      append_csv_field (out, move, FALSE);
      append_csv_field (out, vt_scenario_get_unit_display_name (state, vt_loss_entry_get_unit (entry)), FALSE);
      append_csv_field (out, vt_loss_entry_get_unit (entry), FALSE);
      append_csv_field (out, side != NULL ? vt_side_get_name (side) : vt_loss_entry_get_side (entry), FALSE);
      append_csv_field (out, vt_loss_entry_get_arm (entry), FALSE);
      append_csv_field (out, g_ascii_formatd (number, sizeof number, "%g", vt_loss_entry_get_points (entry)), FALSE);
      append_csv_field (out, vt_loss_entry_get_note (entry), TRUE);
    }
  fwrite (out->str, 1, out->len, stdout);
  return EXIT_DONE;
}
