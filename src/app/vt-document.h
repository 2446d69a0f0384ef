/* vt-document.h: one game open for the umpire: its file, what is not saved, its autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_DOCUMENT (vt_document_get_type ())
G_DECLARE_FINAL_TYPE (VtDocument, vt_document, VT, DOCUMENT, GObject)

/* Properties: "game" (construct-only), "file" (NULL until the game is saved
 * to one), "dirty", "autosave-path". The "autosave-failed" signal (s: what
 * went wrong, in the umpire's words) follows a journal change that could not
 * be kept. Every window on the document listens; none owns it. */

/* @file is where @game came from, NULL for a new, unsaved game. */
VtDocument *vt_document_new                 (VtGame             *game,
                                             GFile              *file);
VtDocument *vt_document_load                (GFile              *file,
                                             VtRulesetRegistry  *registry,
                                             GError            **error);
/* The game kept at @autosave_path, as an unsaved game that goes on being
 * kept there; the copy goes once the game is saved to a file or discarded. */
VtDocument *vt_document_recover             (const char         *autosave_path,
                                             VtRulesetRegistry  *registry,
                                             GError            **error);
/* An unsaved game of its own, copied from @file, which another process has. */
VtDocument *vt_document_load_copy           (GFile              *file,
                                             VtRulesetRegistry  *registry,
                                             GError            **error);
VtGame     *vt_document_get_game            (VtDocument         *self);
/* the editor of the game's scenario, shared by every window on it; its
 * edits are saved as they are made */
VtEditor   *vt_document_get_editor          (VtDocument         *self);
GFile      *vt_document_get_file            (VtDocument         *self);
/* TRUE while something is not saved to the game's file: a game without
 * one, or house rules and options changed since. Moves, actions and the
 * clock are saved as they happen. */
gboolean    vt_document_get_dirty           (VtDocument         *self);
/* Where an unsaved game is kept after every change, NULL when it is not. */
const char *vt_document_get_autosave_path   (VtDocument         *self);
/* "siege.vertrauter", or the scenario's title while it has no file */
char       *vt_document_dup_display_name    (VtDocument         *self);
/* Saves the game to @file, which becomes its file; the autosave copy goes. */
gboolean    vt_document_save_to             (VtDocument         *self,
                                             GFile              *file,
                                             GError            **error);
/* After ::changed-on-disk: the umpire keeps his game and saves it over the
 * file; saving goes on after every event. */
gboolean    vt_document_overwrite           (VtDocument         *self,
                                             GError            **error);
/* House rules and options are set-up, not events: there is something to save. */
void        vt_document_set_up_changed      (VtDocument         *self);
/* The umpire lets an unsaved game go: its autosave copy is deleted. */
void        vt_document_discard             (VtDocument         *self);

/* The folder the unsaved games are kept in. */
char       *vt_document_get_autosave_folder (void);
/* The autosaves in that folder, newest first: paths, owned by the array. */
GPtrArray  *vt_document_list_autosaves      (void);

G_END_DECLS
