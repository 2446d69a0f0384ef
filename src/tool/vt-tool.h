/* vt-tool.h: what the commands of vertrauter-tool share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* Exit statuses: 0 done, 1 what was checked is wrong, 2 the command was misused. */
enum {
  EXIT_DONE = 0,
  EXIT_INVALID = 1,
  EXIT_USAGE = 2,
};

void     vt_tool_print_json    (JsonBuilder   *builder);
/* Parses the command's own options; on misuse prints why and returns FALSE. */
gboolean vt_tool_parse_options (const char    *command,
                                const char    *parameter_string,
                                GOptionEntry  *entries,
                                int           *argc,
                                char        ***argv);

int      vt_tool_bench         (int            argc,
                                char         **argv);
int      vt_tool_report        (int            argc,
                                char         **argv);
int      vt_tool_move          (int            argc,
                                char         **argv);
int      vt_tool_formation     (int            argc,
                                char         **argv);
int      vt_tool_option        (int            argc,
                                char         **argv);
int      vt_tool_message       (int            argc,
                                char         **argv);
int      vt_tool_clock         (int            argc,
                                char         **argv);
int      vt_tool_terrain       (int            argc,
                                char         **argv);
int      vt_tool_journal       (int            argc,
                                char         **argv);
int      vt_tool_ledger        (int            argc,
                                char         **argv);

VtGame     *vt_tool_open_game  (const char    *command,
                                const char    *path,
                                gboolean       apply,
                                VtFileLock   **lock);
gboolean    vt_tool_save_game  (const char    *command,
                                VtGame        *game,
                                const char    *path);
const char *vt_tool_find_side  (VtGame        *game,
                                const char    *command,
                                const char    *file,
                                const char    *name);

G_END_DECLS
