/* vt-window.h: the umpire's main window: forces, map, clock, journal and losses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-document.h"
#include "vt-map-view.h"

G_BEGIN_DECLS

#define VT_TYPE_WINDOW (vt_window_get_type ())
G_DECLARE_FINAL_TYPE (VtWindow, vt_window, VT, WINDOW, GtkApplicationWindow)

/* A shell over one VtDocument: any number of windows may show the same
 * document, and each follows its changes. Properties: "document". */
VtWindow     *vt_window_new                (GtkApplication *application);
/* NULL while the window is empty */
VtDocument   *vt_window_get_document       (VtWindow       *self);
void          vt_window_set_document       (VtWindow       *self,
                                            VtDocument     *document);
/* The document's game and file; NULL while the window is empty. */
VtGame       *vt_window_get_game           (VtWindow       *self);
GFile        *vt_window_get_file           (VtWindow       *self);
/* Shows @game in a document of its own; @file is where it came from, NULL
 * for a new, unsaved game. */
void          vt_window_set_game           (VtWindow       *self,
                                            VtGame         *game,
                                            GFile          *file);
/* Reads @file into this window; on failure a dialog says why and the
 * window keeps what it showed. */
/* a new game begun from a scanned map: laid under it, calibrated first */
void          vt_window_begin_from_picture (VtWindow       *self,
                                            GFile          *picture);
gboolean      vt_window_load_file          (VtWindow       *self,
                                            GFile          *file);
/* Saves the document to @file; on failure a dialog says why. */
gboolean      vt_window_save_to            (VtWindow       *self,
                                            GFile          *file);
/* as vt_document_get_dirty(); FALSE while the window is empty */
gboolean      vt_window_get_dirty          (VtWindow       *self);
/* as vt_document_get_autosave_path() */
const char   *vt_window_get_autosave_path  (VtWindow       *self);
/* Shows the game kept at @autosave_path as an unsaved game, and goes on
 * keeping it there (vt_document_recover()), with a banner that says so.
 * On failure a dialog says why. */
gboolean      vt_window_recover            (VtWindow       *self,
                                            const char     *autosave_path);
VtMapView    *vt_window_get_map_view       (VtWindow       *self);
/* The window's actions under @prefix: "game" (save, save-as, print-report, open-recent),
 * "play" (undo, redo, next-phase, advance-moves, action, rule-tables) or
 * "view" (zoom-in, zoom-out, zoom-fit, measure, mode, switch-mode) or "edit" (tool,
 * snap-to-grid, unlock, delete, duplicate, rotate: laying out); NULL for another. */
GActionGroup *vt_window_get_action_group   (VtWindow       *self,
                                            const char     *prefix);
/* A modal message with @detail in full, e.g. "siege.vertrauter:42: …". */
void          vt_window_show_error         (GtkWindow      *parent,
                                            const char     *primary,
                                            const char     *detail);

G_END_DECLS
