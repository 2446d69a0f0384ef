/* vt-window.h: the umpire's main window: forces, map, clock, journal and losses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-map-view.h"

G_BEGIN_DECLS

#define VT_TYPE_WINDOW (vt_window_get_type ())
G_DECLARE_FINAL_TYPE (VtWindow, vt_window, VT, WINDOW, GtkApplicationWindow)

VtWindow  *vt_window_new        (VtApplication *application);
/* NULL while the window is empty */
VtGame    *vt_window_get_game   (VtWindow      *self);
GFile     *vt_window_get_file   (VtWindow      *self);
/* Shows @game; @file is where it came from, NULL for a new, unsaved game. */
void       vt_window_set_game   (VtWindow      *self,
                                 VtGame        *game,
                                 GFile         *file);
/* Reads @file into this window; on failure a dialog says why and the
 * window keeps what it showed. */
gboolean   vt_window_load_file  (VtWindow      *self,
                                 GFile         *file);
gboolean   vt_window_save_to    (VtWindow      *self,
                                 GFile         *file);
/* TRUE while something is not saved to the game's file: a game without
 * one, or house rules and options changed since. Moves, actions and the
 * clock are saved as they happen. */
gboolean   vt_window_get_dirty  (VtWindow      *self);
/* Where an unsaved game is kept after every change, NULL when it is not. */
const char *vt_window_get_autosave_path (VtWindow *self);
/* The folder the unsaved games are kept in. */
char      *vt_window_get_autosave_folder (void);
/* Shows the game kept at @autosave_path as an unsaved game, and goes on
 * keeping it there; the copy goes once the game is saved to a file or
 * closed without saving. On failure a dialog says why. */
gboolean   vt_window_recover    (VtWindow      *self,
                                 const char    *autosave_path);
VtMapView *vt_window_get_map_view (VtWindow    *self);
/* A modal message with @detail in full, e.g. "siege.vertrauter:42: …". */
void       vt_window_show_error (GtkWindow     *parent,
                                 const char    *primary,
                                 const char    *detail);

G_END_DECLS
