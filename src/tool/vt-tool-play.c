/* vt-tool-play.c: vertrauter-tool move and clock, a game played from the shell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both go through the core entries the window uses (vt_game_move_unit_allowed,
 * vt_game_advance_phase), so the tool refuses what the window refuses, in
 * the same words, and journals what it journals.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>
#include <vertrauter.h>

#include "vt-tool.h"

/* The game at @path, under its lock when it is to be written. */
static VtGame *
open_game (const char  *command,
           const char  *path,
           gboolean     apply,
           VtFileLock **lock)
{
  g_autoptr(GError) error = NULL;
  VtGame *game;

  if (apply && (*lock = vt_file_lock_acquire (path, &error)) == NULL)
    {
      g_printerr ("vertrauter-tool %s: %s\n", command, error->message);
      return NULL;
    }
  game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  if (game == NULL)
    g_printerr ("%s\n", error->message);
  return game;
}

/* written as the window saves: atomically, so a failed write leaves the
 * file as it was */
static gboolean
save_game (const char *command,
           VtGame     *game,
           const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;

  if (vt_game_file_save (game, file, &error))
    return TRUE;
  g_printerr ("vertrauter-tool %s: %s\n", command, error->message);
  return FALSE;
}

/* a unit by its id, else by the name the umpire reads */
static VtUnit *
find_unit (VtGame     *game,
           const char *path,
           const char *name)
{
  VtScenario *state = vt_game_get_state (game);
  GListModel *units = vt_scenario_get_units (state);
  VtUnit *unit = vt_scenario_find_unit (state, name);

  for (guint i = 0; unit == NULL && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) each = g_list_model_get_item (units, i);

      if (g_utf8_collate (name, vt_unit_get_display_name (each)) == 0)
        unit = each;
    }
  if (unit == NULL)
    g_printerr (_("vertrauter-tool move: %s has no unit '%s' (its id or its name)\n"), path, name);
  return unit;
}

/* "X,Y" in the map's unit of length, or on a board a cell's number */
static gboolean
parse_destination (VtGame     *game,
                   const char *text,
                   VtPoint    *to)
{
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game)));
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  char *end;

  if (board != NULL && g_strv_length (parts) == 1)
    {
      guint64 number;
      const VtCell *cell;

      if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &number, NULL) ||
          (cell = vt_board_find_cell (board, (guint) number)) == NULL)
        return FALSE;
      *to = cell->centre;
      return TRUE;
    }
  if (g_strv_length (parts) != 2)
    return FALSE;
  to->x = g_ascii_strtod (parts[0], &end);
  if (end == parts[0] || *end != '\0')
    return FALSE;
  to->y = g_ascii_strtod (parts[1], &end);
  return end != parts[1] && *end == '\0' && isfinite (to->x) && isfinite (to->y);
}

/* the journal's line for the event just appended, as the window shows it */
static void
print_last_event (VtGame   *game,
                  gboolean  json)
{
  VtJournal *journal = vt_game_get_journal (game);
  VtEvent *event = vt_journal_get_event (journal, vt_journal_get_head (journal) - 1);
  g_autofree char *text = vt_event_dup_text (event);
  VtSide *to_move = vt_game_get_side_to_move (game);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "event");
      json_builder_add_int_value (builder, vt_journal_get_head (journal));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, vt_event_get_kind (event));
      json_builder_set_member_name (builder, "zug");
      json_builder_add_int_value (builder, vt_event_get_move (event));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, text);
      json_builder_set_member_name (builder, "payload");
      json_builder_add_value (builder, json_gvariant_serialize (vt_event_get_payload (event)));
      json_builder_set_member_name (builder, "side-to-move");
      if (to_move != NULL)
        json_builder_add_string_value (builder, vt_side_get_id (to_move));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
      vt_tool_print_json (builder);
      return;
    }
  g_print ("%s\n", text);
}

/**
 * vt_tool_move:
 *
 * vertrauter-tool move FILE UNIT TO [--activity ID] [--facing DEG]
 * [--umpire-allows REASON] [--apply] [--json]: the move the umpire drags in
 * the window, checked as there; --apply journals it into the file.
 */
int
vt_tool_move (int    argc,
              char **argv)
{
  g_autofree char *activity = NULL;
  g_autofree char *facing_text = NULL;
  g_autofree char *umpire_allows = NULL;
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "activity", 0, 0, G_OPTION_ARG_STRING, &activity,
      N_("At which pace or activity (see vertrauter-tool inspect RULESET); the unit's first by default"), N_("ID") },
    { "facing", 0, 0, G_OPTION_ARG_STRING, &facing_text,
      N_("The way it faces afterwards, degrees clockwise from north; as it faced by default"), N_("DEG") },
    { "umpire-allows", 0, 0, G_OPTION_ARG_STRING, &umpire_allows,
      N_("The umpire's reason for a move the rules of the moment refuse"), N_("REASON") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal the move into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  VtUnit *unit;
  VtPoint to;
  double facing;

  if (!vt_tool_parse_options ("move", "FILE UNIT X,Y|CELL", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 4)
    {
      g_printerr (_("vertrauter-tool move: give a game, a unit (its id or name) and where it goes: X,Y in the "
                    "map's unit of length, or a square's number on a board\n"));
      return EXIT_USAGE;
    }
  if (umpire_allows != NULL && g_strstrip (umpire_allows)[0] == '\0')
    {
      g_printerr (_("vertrauter-tool move: --umpire-allows needs the umpire's reason in words\n"));
      return EXIT_USAGE;
    }

  game = open_game ("move", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  unit = find_unit (game, argv[1], argv[2]);
  if (unit == NULL)
    return EXIT_INVALID;
  if (!parse_destination (game, argv[3], &to))
    {
      g_printerr (_("vertrauter-tool move: '%s' is not a place: give X,Y, or a square's number on a board\n"),
                  argv[3]);
      return EXIT_USAGE;
    }
  facing = vt_unit_get_facing (unit);
  if (facing_text != NULL)
    {
      char *end;

      facing = g_ascii_strtod (facing_text, &end);
      if (end == facing_text || *end != '\0' || !isfinite (facing))
        {
          g_printerr (_("vertrauter-tool move: --facing '%s' is not a number of degrees\n"), facing_text);
          return EXIT_USAGE;
        }
    }

  if (!vt_game_move_unit_allowed (game, unit, &to, facing, activity, umpire_allows, &error))
    {
      g_printerr ("vertrauter-tool move: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (apply && !save_game ("move", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/**
 * vt_tool_clock:
 *
 * vertrauter-tool clock FILE [--moves N] [--apply] [--json]: the clock on
 * to the next phase (Next Phase in the window), or N whole moves.
 */
int
vt_tool_clock (int    argc,
               char **argv)
{
  g_autofree char *moves_text = NULL;
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "moves", 0, 0, G_OPTION_ARG_STRING, &moves_text,
      N_("Advance so many whole moves (as Advance Züge in the window); the next phase by default"), N_("N") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal the clock into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint64 moves = 0;
  gboolean done;

  if (!vt_tool_parse_options ("clock", "FILE", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr (_("vertrauter-tool clock: give one game\n"));
      return EXIT_USAGE;
    }
  if (moves_text != NULL && !g_ascii_string_to_unsigned (moves_text, 10, 1, VT_GAME_MAX_MOVE, &moves, NULL))
    {
      g_printerr (_("vertrauter-tool clock: --moves '%s' is not a whole number from 1 to %u\n"),
                  moves_text, VT_GAME_MAX_MOVE);
      return EXIT_USAGE;
    }

  game = open_game ("clock", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  done = moves > 0 ? vt_game_advance_moves (game, (guint) moves, &error) : vt_game_advance_phase (game, &error);
  if (!done)
    {
      g_printerr ("vertrauter-tool clock: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (apply && !save_game ("clock", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}
