/* vt-application.h: the Vertrauter application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_APPLICATION (vt_application_get_type ())
G_DECLARE_FINAL_TYPE (VtApplication, vt_application, VT, APPLICATION, GtkApplication)

VtApplication     *vt_application_new             (void);
/* The application's settings holding @key; NULL without the installed
 * schema (running from the build tree), or an older one without the key:
 * then nothing is remembered. (transfer full) */
GSettings         *vt_application_lookup_settings (const char    *key);
/* the process-wide registry, loaded on first use */
VtRulesetRegistry *vt_application_get_registry    (VtApplication *self);
/* The documents the windows show, each once (VtDocument). */
GListModel        *vt_application_get_documents   (VtApplication *self);
/* Brings forward the window of the document that has @file, else opens
 * @file in an empty window, or in a new one. Errors appear in a dialog. */
void               vt_application_open_file       (VtApplication *self,
                                                   GFile         *file);
/* Asks for a ruleset, a map and a title; the game opens in @parent if it is
 * empty, else in a new window. */
void               vt_application_show_new_dialog (VtApplication *self,
                                                   GtkWindow     *parent);
/* The autosaves of games never saved to a file that no open document holds,
 * newest first: paths, owned by the array. */
GPtrArray         *vt_application_find_autosaves  (VtApplication *self);
/* Opens the autosave at @path, as an unsaved game, in an empty window or a
 * new one; an error appears in a dialog. */
gboolean           vt_application_recover         (VtApplication *self,
                                                   const char    *path);
/* The list of unsaved games to recover or discard. */
/* Import OpenStreetMap…: an extract becomes a new game to lay out */
void               vt_application_show_osm_dialog (VtApplication *self,
                                                   GtkWindow     *parent);
void               vt_application_show_recover_dialog (VtApplication *self,
                                                   GtkWindow     *parent);
/* The About dialog, listing every ruleset with its sections and every refused plugin. */
void               vt_application_show_about      (VtApplication *self);
/* the text of the About dialog's system information */
char              *vt_application_describe_rulesets (VtApplication *self);

G_END_DECLS
