/* vt-tables-window.h: the ruleset's tables and options, with the umpire's house rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_TABLES_WINDOW (vt_tables_window_get_type ())
G_DECLARE_FINAL_TYPE (VtTablesWindow, vt_tables_window, VT, TABLES_WINDOW, GtkWindow)

/* Every table of @game's ruleset as a grid and a page of its options. An
 * edited cell (on Enter, when it loses the focus or the window closes) and
 * a changed option are the umpire's decisions, journalled as "house-rule"
 * events, so undo takes them back and the autosave keeps them. The
 * "set-up-changed" signal (no arguments) is kept for edits of the set-up
 * itself; the journalled decisions do not emit it. */
VtTablesWindow *vt_tables_window_new        (GtkWindow      *parent,
                                             VtGame         *game);
/* The entry of one cell, for the umpire's keyboard and for tests. */
GtkEditable    *vt_tables_window_get_cell   (VtTablesWindow *self,
                                             const char     *table,
                                             const char     *row,
                                             const char     *column);

G_END_DECLS
