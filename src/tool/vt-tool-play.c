/* vt-tool-play.c: vertrauter-tool move, formation, clock, option and message:
 * a game played from the shell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each goes through the core entry the window uses (vt_game_move_unit_allowed,
 * vt_game_set_formation_allowed, vt_game_advance_phase, vt_game_set_option;
 * a board figure's move the ruleset's action, through vt_game_resolve_action
 * as the window's drop), so the tool refuses what the window refuses, in
 * the same words, and journals what it journals.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>
#include <vertrauter.h>

#include "vt-tool.h"

/**
 * vt_tool_open_game:
 *
 * The game at @path, under its lock when it is to be written (@apply), as
 * the window holds it while the game is open there; NULL after saying why.
 */
VtGame *
vt_tool_open_game (const char  *command,
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

/**
 * vt_tool_save_game:
 *
 * Writes @game to @path as the window saves: atomically, so a failed write
 * leaves the file as it was; FALSE after saying why.
 */
gboolean
vt_tool_save_game (const char *command,
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
           const char *command,
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
    /* TRANSLATORS: "vertrauter-tool move: game.vertrauter has no unit 'I/9' …" */
    g_printerr (_("vertrauter-tool %s: %s has no unit '%s' (its id or its name)\n"), command, path, name);
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

/* The action that moves @unit to the board's square at @to (War-Chess's
 * move), as the window's drop asks the ruleset for it (vt-select-tool.c);
 * FALSE: it moves as on measured ground, and the point off the squares
 * is refused so. */
static gboolean
find_board_move (VtGame         *game,
                 VtUnit         *unit,
                 const VtPoint  *to,
                 char          **action,
                 GVariant      **params)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  const VtBoard *board = vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game)));
  const VtCell *cell = board != NULL ? vt_board_cell_at (board, to) : NULL;

  return cell != NULL && ruleset != NULL &&
         vt_ruleset_get_move_action (ruleset, game, unit, cell->number, action, params);
}

/* A figure's move resolved and applied as the window's drop does: the core
 * and the ruleset refuse it, the tool only names the square. */
static gboolean
move_figure (VtGame      *game,
             const char  *action,
             GVariant    *params,
             const char  *umpire_allows,
             GError     **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);
  g_autoptr(GVariant) given = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;

  /* the umpire's reason, as the window's Allow… adds it (vt-ruling.c) */
  if (umpire_allows != NULL)
    g_variant_dict_insert (&dict, VT_PARAM_UMPIRE_ALLOWS, "s", umpire_allows);
  given = g_variant_ref_sink (g_variant_dict_end (&dict));
  /* both sink what they are given: full references, which stay ours */
  outcome = vt_game_resolve_action (game, action, given, &dice, error);
  if (outcome == NULL)
    return FALSE;
  g_variant_take_ref (outcome);
  return vt_game_apply_action (game, action, given, outcome, dice, error);
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
  g_autofree char *board_action = NULL;
  g_autoptr(GVariant) board_params = NULL;
  gboolean moved;
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

  game = vt_tool_open_game ("move", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  unit = find_unit (game, "move", argv[1], argv[2]);
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

  if (find_board_move (game, unit, &to, &board_action, &board_params))
    {
      if (activity != NULL || facing_text != NULL)
        {
          g_printerr (_("vertrauter-tool move: %s is a figure of the board: it moves to a square by the rules, "
                        "with no --activity or --facing\n"), vt_unit_get_display_name (unit));
          return EXIT_USAGE;
        }
      moved = move_figure (game, board_action, board_params, umpire_allows, &error);
    }
  else
    moved = vt_game_move_unit_allowed (game, unit, &to, facing, activity, umpire_allows, &error);
  if (!moved)
    {
      g_printerr ("vertrauter-tool move: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (apply && !vt_tool_save_game ("move", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/* a formation by its id or by the ruleset's word for it */
static const char *
find_formation (VtRuleset  *ruleset,
                const char *name)
{
  const VtFormation *formations;
  guint n = 0;

  formations = vt_ruleset_get_formations (ruleset, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (formations[i].id, name) ||
        g_utf8_collate (vt_ruleset_get_formation_label (ruleset, formations[i].id), name) == 0)
      return formations[i].id;
  return name;
}

/**
 * vt_tool_formation:
 *
 * vertrauter-tool formation FILE UNIT FORMATION [--umpire-allows REASON]
 * [--apply] [--json]: the formation the umpire picks in the unit's panel,
 * checked as there.
 */
int
vt_tool_formation (int    argc,
                   char **argv)
{
  g_autofree char *umpire_allows = NULL;
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "umpire-allows", 0, 0, G_OPTION_ARG_STRING, &umpire_allows,
      N_("The umpire's reason for a change the rules of the moment refuse"), N_("REASON") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal the change into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *formation;
  guint head;
  VtUnit *unit;

  if (!vt_tool_parse_options ("formation", "FILE UNIT FORMATION", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 4)
    {
      g_printerr (_("vertrauter-tool formation: give a game, a unit (its id or name) and its new formation "
                    "(see vertrauter-tool inspect RULESET)\n"));
      return EXIT_USAGE;
    }
  if (umpire_allows != NULL && g_strstrip (umpire_allows)[0] == '\0')
    {
      g_printerr (_("vertrauter-tool formation: --umpire-allows needs the umpire's reason in words\n"));
      return EXIT_USAGE;
    }

  game = vt_tool_open_game ("formation", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  unit = find_unit (game, "formation", argv[1], argv[2]);
  if (unit == NULL)
    return EXIT_INVALID;
  formation = vt_game_get_ruleset (game) != NULL ? find_formation (vt_game_get_ruleset (game), argv[3]) : argv[3];
  head = vt_journal_get_head (vt_game_get_journal (game));
  if (!vt_game_set_formation_allowed (game, unit, formation, umpire_allows, &error))
    {
      g_printerr ("vertrauter-tool formation: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (vt_journal_get_head (vt_game_get_journal (game)) == head)
    {
      /* TRANSLATORS: "I/1 already stands in Linie" */
      g_print (_("%s already stands in %s\n"), vt_unit_get_display_name (unit),
               vt_game_get_ruleset (game) != NULL
               ? vt_ruleset_get_formation_label (vt_game_get_ruleset (game), formation) : formation);
      return EXIT_DONE;
    }
  if (apply && !vt_tool_save_game ("formation", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/**
 * vt_tool_clock:
 *
 * vertrauter-tool clock FILE [--moves N | --to-move SIDE --reason TEXT]
 * [--apply] [--json]: the clock on to the next phase (Next Phase in the
 * window), or N whole moves; or the move given to a side.
 */
int
vt_tool_clock (int    argc,
               char **argv)
{
  g_autofree char *moves_text = NULL;
  g_autofree char *to_move = NULL;
  g_autofree char *reason = NULL;
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "moves", 0, 0, G_OPTION_ARG_STRING, &moves_text,
      N_("Advance so many whole moves (as Advance Züge in the window); the next phase by default"), N_("N") },
    { "to-move", 0, 0, G_OPTION_ARG_STRING, &to_move,
      N_("Give that side the move now, the moves alternating from it (1812: the lot when the night screen is "
         "lifted); the clock stays"), N_("SIDE") },
    { "reason", 0, 0, G_OPTION_ARG_STRING, &reason, N_("with --to-move: why, in the umpire's words"), N_("TEXT") },
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

  game = vt_tool_open_game ("clock", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  if (to_move != NULL)
    {
      const char *side_id = vt_tool_find_side (game, "clock", argv[1], to_move);

      if (side_id == NULL)
        return EXIT_INVALID;
      done = vt_game_set_side_to_move (game, side_id, reason, &error);
    }
  else
    done = moves > 0 ? vt_game_advance_moves (game, (guint) moves, &error) : vt_game_advance_phase (game, &error);
  if (!done)
    {
      g_printerr ("vertrauter-tool clock: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (apply && !vt_tool_save_game ("clock", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/**
 * vt_tool_terrain:
 *
 * vertrauter-tool terrain FILE --publish [--apply] [--json]: shows every
 * change of the ground the umpire made in play to all sides, as the
 * window's Show Changed Ground to All Sides does.
 */
int
vt_tool_terrain (int    argc,
                 char **argv)
{
  gboolean publish = FALSE, apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "publish", 0, 0, G_OPTION_ARG_NONE, &publish,
      N_("Show every change of the ground made in play to all sides (until then a side sees one when its troops "
         "do)"), NULL },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal it into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (!vt_tool_parse_options ("terrain", "FILE --publish", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2 || !publish)
    {
      g_printerr (_("vertrauter-tool terrain: give one game and --publish\n"));
      return EXIT_USAGE;
    }
  game = vt_tool_open_game ("terrain", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  if (!vt_game_publish_terrain (game, &error))
    {
      g_printerr ("vertrauter-tool terrain: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (apply && !vt_tool_save_game ("terrain", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/**
 * vt_tool_option:
 *
 * vertrauter-tool option FILE NAME [VALUE] [--apply] [--json]: one of the
 * ruleset's options chosen by the umpire, as in the Rule Tables window;
 * without a value back to the ruleset's.
 */
int
vt_tool_option (int    argc,
                char **argv)
{
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal the option into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const VtActionParam *option;
  GVariant *value = NULL;
  guint head;

  if (!vt_tool_parse_options ("option", "FILE NAME [VALUE]", entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 3 && argc != 4)
    {
      g_printerr (_("vertrauter-tool option: give a game, an option of its ruleset and its value, or no value "
                    "for the ruleset's (see vertrauter-tool inspect RULESET)\n"));
      return EXIT_USAGE;
    }

  game = vt_tool_open_game ("option", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;
  if (vt_game_get_ruleset (game) == NULL)
    {
      g_printerr (_("vertrauter-tool option: %s is played under no ruleset\n"), argv[1]);
      return EXIT_INVALID;
    }
  option = vt_ruleset_find_option (vt_game_get_ruleset (game), argv[2]);
  if (option == NULL)
    {
      g_printerr (_("vertrauter-tool option: %s has no option '%s' (see vertrauter-tool inspect %s)\n"),
                  vt_ruleset_get_id (vt_game_get_ruleset (game)), argv[2],
                  vt_ruleset_get_id (vt_game_get_ruleset (game)));
      return EXIT_INVALID;
    }
  if (argc == 4 && (value = vt_action_param_parse_value (option, "option", argv[3], &error)) == NULL)
    {
      g_printerr ("vertrauter-tool option: %s\n", error->message);
      return EXIT_INVALID;
    }
  head = vt_journal_get_head (vt_game_get_journal (game));
  if (!vt_game_set_option (game, option->name, value, &error))
    {
      g_printerr ("vertrauter-tool option: %s\n", error->message);
      return EXIT_INVALID;
    }
  if (vt_journal_get_head (vt_game_get_journal (game)) == head)
    {
      /* TRANSLATORS: "Players is already so" */
      g_print (_("%s is already so\n"), vt_ruleset_translate (vt_game_get_ruleset (game), option->label != NULL ? option->label : option->name));
      return EXIT_DONE;
    }
  if (apply && !vt_tool_save_game ("option", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}

/* ---- messages ------------------------------------------------------------ */

static gboolean
decide_message (VtGame      *game,
                const char  *decision,
                const char  *id,
                const char  *due_text,
                const char  *side,
                const char  *text,
                GError     **error)
{
  if (g_str_equal (decision, "hold"))
    return vt_game_hold_message (game, id, error);
  if (g_str_equal (decision, "release"))
    return vt_game_release_message (game, id, error);
  if (g_str_equal (decision, "lose"))
    return vt_game_lose_message (game, id, error);
  if (g_str_equal (decision, "hasten"))
    {
      guint64 due;

      if (due_text == NULL || !g_ascii_string_to_unsigned (due_text, 10, 1, VT_GAME_MAX_MOVE, &due, NULL))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("hasten needs --due, the move it is now due, a whole number"));
          return FALSE;
        }
      return vt_game_hasten_message (game, id, (guint) due, error);
    }
  if (g_str_equal (decision, "intercept"))
    {
      if (side == NULL)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("intercept needs --side, the side that takes it"));
          return FALSE;
        }
      return vt_game_intercept_message (game, id, side, error);
    }
  if (g_str_equal (decision, "garble"))
    {
      if (text == NULL)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("garble needs --text, the words as they will arrive"));
          return FALSE;
        }
      return vt_game_garble_message (game, id, text, error);
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION,
               _("'%s' is no decision on a message: hold, release, lose, hasten, intercept or garble"),
               decision);
  return FALSE;
}

/**
 * vt_tool_message:
 *
 * vertrauter-tool message FILE send --kind K --from A --to B --text T …
 * or FILE hold|release|lose|hasten|intercept|garble ID …: the Send Message
 * dialog and the messages board's decisions, through the same core calls,
 * checked by the ruleset's delays and limits.
 */
int
vt_tool_message (int    argc,
                 char **argv)
{
  g_autofree char *kind_text = NULL, *from = NULL, *to = NULL, *text = NULL, *units_text = NULL;
  g_autofree char *class_text = NULL, *deliberation_text = NULL, *due = NULL, *side = NULL;
  g_autofree char *umpire_allows = NULL;
  gboolean apply = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind_text,
      N_("send: order, report, intelligence, signal-card, sealed-note or talk"), N_("KIND") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from, N_("send: the sending unit's or side's id"), N_("ID") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_("send: the addressee unit's or side's id"), N_("ID") },
    { "text", 0, 0, G_OPTION_ARG_STRING, &text, N_("send, garble: what it says"), N_("TEXT") },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text,
      N_("send: a report's or intelligence's units, which reach the addressee's knowledge"), N_("ID,…") },
    { "class", 0, 0, G_OPTION_ARG_STRING, &class_text,
      N_("send: where intelligence comes from: patrol, spy or inhabitants"), N_("CLASS") },
    { "deliberation", 0, 0, G_OPTION_ARG_STRING, &deliberation_text,
      N_("send: the minutes the commander took to read and dictate"), N_("MIN") },
    { "umpire-allows", 0, 0, G_OPTION_ARG_STRING, &umpire_allows,
      N_("send: the umpire's reason for a message the rules of the moment refuse"), N_("REASON") },
    { "due", 0, 0, G_OPTION_ARG_STRING, &due, N_("hasten: the move it is now due"), N_("N") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side, N_("intercept: the side that takes it"), N_("SIDE") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, N_("Journal it into the game's file"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(VtFileLock) lock = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (!vt_tool_parse_options ("message", "FILE send|hold|release|lose|hasten|intercept|garble [ID]",
                              entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 3 || (g_str_equal (argv[2], "send") ? argc != 3 : argc != 4))
    {
      g_printerr (_("vertrauter-tool message: give a game and send (with --kind, --from, --to, --text), or a "
                    "decision and the message's id\n"));
      return EXIT_USAGE;
    }

  game = vt_tool_open_game ("message", argv[1], apply, &lock);
  if (game == NULL)
    return EXIT_INVALID;

  if (g_str_equal (argv[2], "send"))
    {
      VtMessageKind kind;
      VtIntelligenceClass klass = VT_INTELLIGENCE_NONE;
      guint64 deliberation = 0;
      g_auto(GStrv) units = units_text != NULL ? g_strsplit (units_text, ",", -1) : NULL;

      if (kind_text == NULL || !vt_message_kind_from_string (kind_text, &kind))
        {
          g_printerr (_("vertrauter-tool message: --kind '%s' is none of order, report, intelligence, "
                        "signal-card, sealed-note, talk\n"), kind_text != NULL ? kind_text : "");
          return EXIT_USAGE;
        }
      if (class_text != NULL && !vt_intelligence_class_from_string (class_text, &klass))
        {
          g_printerr (_("vertrauter-tool message: --class '%s' is none of patrol, spy, inhabitants\n"), class_text);
          return EXIT_USAGE;
        }
      if (deliberation_text != NULL &&
          !g_ascii_string_to_unsigned (deliberation_text, 10, 0, 24 * 60, &deliberation, NULL))
        {
          g_printerr (_("vertrauter-tool message: --deliberation '%s' is not a number of minutes\n"),
                      deliberation_text);
          return EXIT_USAGE;
        }
      if (text == NULL)
        {
          g_printerr (_("vertrauter-tool message: send needs --text, what it says\n"));
          return EXIT_USAGE;
        }
      done = units != NULL || klass != VT_INTELLIGENCE_NONE
             ? vt_game_send_report (game, from, to, kind, klass, text, (const char * const *) units,
                                    (guint) deliberation, &error) != NULL
             : vt_game_send_message_allowed (game, from, to, kind, text, (guint) deliberation, umpire_allows,
                                             &error) != NULL;
    }
  else
    done = decide_message (game, argv[2], argv[3], due, side, text, &error);

  if (!done)
    {
      g_printerr ("vertrauter-tool message: %s\n", error->message);
      return g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE) ||
             g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION) ? EXIT_USAGE : EXIT_INVALID;
    }
  if (apply && !vt_tool_save_game ("message", game, argv[1]))
    return EXIT_INVALID;

  print_last_event (game, json);
  return EXIT_DONE;
}
