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
 * edited cell is a house rule of the game's set-up; the "set-up-changed"
 * signal (no arguments) follows each. */
VtTablesWindow *vt_tables_window_new        (GtkWindow      *parent,
                                             VtGame         *game);
/* The entry of one cell, for the umpire's keyboard and for tests. */
GtkEditable    *vt_tables_window_get_cell   (VtTablesWindow *self,
                                             const char     *table,
                                             const char     *row,
                                             const char     *column);

G_END_DECLS
