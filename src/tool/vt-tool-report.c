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
  g_autofree char *csv_text = NULL;
  const char *side_id = NULL;

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

  csv_text = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (game), game, side_id);
  fwrite (csv_text, 1, strlen (csv_text), stdout);
  return EXIT_DONE;
}

/* Each event as the umpire, or one side, knew it: a side's entries are
 * numbered by its own count, so the numbers tell nothing of the rest. */
int
vt_tool_journal (int    argc,
                 char **argv)
{
  gboolean json = FALSE;
  g_autofree char *side_name = NULL;
  GOptionEntry entries[] = {
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      N_("That side's account: only what it knew (its name or id)"), N_("SIDE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  VtJournal *journal;
  VtRuleset *ruleset;
  const char *side_id = NULL;
  guint number = 0;

  if (!vt_tool_parse_options ("journal", "FILE", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr ("vertrauter-tool journal: give one .vertrauter file\n");
      return EXIT_USAGE;
    }
  game = vt_game_file_load_path (argv[1], vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }
  if (side_name != NULL && (side_id = vt_tool_find_side (game, "journal", argv[1], side_name)) == NULL)
    return EXIT_INVALID;

  journal = vt_game_get_journal (game);
  ruleset = vt_game_get_ruleset (game);
  json_builder_begin_array (builder);
  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      g_autofree char *account = vt_game_dup_account (game, i, side_id);
      g_autofree char *move = NULL;

      if (account == NULL)
        continue;
      number++;
      if (!json)
        {
          /* TRANSLATORS: the ruleset's name of a move and its number: "Zug 3" */
          move = g_strdup_printf (C_("move", "%s %u"), vt_ruleset_get_move_name (ruleset, 1), vt_event_get_move (event));
          g_print ("%u\t%s\t%s\n", number, move, account);
          continue;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, number);
      /* the umpire's entries keep the event's kind and place in the file */
      if (side_id == NULL)
        {
          json_builder_set_member_name (builder, "event");
          json_builder_add_int_value (builder, i + 1);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, vt_event_get_kind (event));
        }
      json_builder_set_member_name (builder, "move");
      json_builder_add_int_value (builder, vt_event_get_move (event));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, account);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (json)
    vt_tool_print_json (builder);
  return EXIT_DONE;
}
