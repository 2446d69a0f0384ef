/* vt-ui-test.h: what the UI tests share: waiting on the main loop, finding windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef gboolean (*VtUiCondition) (gpointer data);

/* Iterates until @condition holds; fails the test after ten seconds. */
void       vt_ui_wait_until        (VtUiCondition condition,
                                    gpointer      data);
void       vt_ui_iterate_for       (guint         milliseconds);
/* Waits until @window is on screen, laid out and painted twice since now. */
void       vt_ui_wait_for_paint    (GtkWidget    *window);
/* the first visible toplevel of @type, or NULL */
GtkWindow *vt_ui_find_toplevel     (GType         type);
GtkWindow *vt_ui_wait_for_toplevel (GType         type);
/* a label on screen in @root whose text is @text, or starts with it when @prefix */
GtkLabel  *vt_ui_find_label        (GtkWidget    *root,
                                    const char   *text,
                                    gboolean      prefix);
void       vt_ui_close_all_windows (void);
/* Sends the tests' settings, recent files and autosaves to a new folder. */
void       vt_ui_use_own_home      (void);

G_END_DECLS
