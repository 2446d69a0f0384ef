/* vt-ui-test.h: what the UI tests share: waiting on the main loop, finding windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-side-board.h"
#include "vt-window.h"

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
/* until none of @type is shown */
void       vt_ui_wait_for_no_toplevel (GType      type);
/* a label on screen in @root whose text is @text, or starts with it when @prefix */
GtkLabel  *vt_ui_find_label        (GtkWidget    *root,
                                    const char   *text,
                                    gboolean      prefix);
void       vt_ui_close_all_windows (void);
/* every one of @wanted among the labels on screen below @widget, and none
 * of @english; @name says in the failure what was looked at */
void       vt_ui_assert_reads      (GtkWidget          *widget,
                                    const char         *name,
                                    const char * const *wanted,
                                    const char * const *english);
/* the same for the titles of @stack's pages */
void       vt_ui_assert_page_titles (GtkStack          *stack,
                                    const char         *name,
                                    const char * const *wanted,
                                    const char * const *english);

/* the first widget below @widget (or it) with that name, type or label */
GtkWidget *vt_ui_find_by_name      (GtkWidget    *widget,
                                    const char   *name);
GtkWidget *vt_ui_find_by_type      (GtkWidget    *widget,
                                    GType         type);
GtkWidget *vt_ui_find_button       (GtkWidget    *widget,
                                    const char   *label);
/* clicks a button the umpire could click: there and sensitive */
void       vt_ui_click             (GtkWidget    *button);

/* A window as the umpire sees it, drawn by its own renderer. */
typedef struct {
  int     width;
  int     height;
  gsize   stride;
  guchar *data; /* Cairo ARGB32: B, G, R, A in memory */
} VtUiCapture;

/* also written to @png_name under the test's build folder, for a look */
VtUiCapture *vt_ui_capture_window  (GtkWidget         *window,
                                    const char        *png_name);
void         vt_ui_capture_free    (VtUiCapture       *capture);
void         vt_ui_capture_pixel   (const VtUiCapture *capture,
                                    int                x,
                                    int                y,
                                    guchar             rgb[3]);
gboolean     vt_ui_near_colour     (const guchar       rgb[3],
                                    double             red,
                                    double             green,
                                    double             blue,
                                    int                tolerance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtUiCapture, vt_ui_capture_free)

/* A copy of a game in a folder of the test's own, since a window saves
 * its game after every change: the UI tests' sample (tests/ui/
 * window.vertrauter) or the demo game, which must load with reiswitz-1824. */
char      *vt_ui_copy_sample       (void);
char      *vt_ui_copy_demo         (void);
/* the demo of a ruleset, copied to a new folder */
char      *vt_ui_copy_demo_of      (const char *ruleset_id);
/* opens @path through @app as a double-click would, and waits for it */
VtWindow  *vt_ui_open_game         (GApplication  *app,
                                    const char    *path);
/* a copy of the sample, opened */
VtWindow  *vt_ui_open_sample       (GApplication  *app);
/* @scenario as a new game of @ruleset, saved as @name in a folder of the
 * test's own (the window saves as it goes), opened as a double-click would */
VtWindow  *vt_ui_open_scenario     (GApplication  *app,
                                    VtScenario    *scenario,
                                    VtRuleset     *ruleset,
                                    const char    *name);
/* opens @side_id's board from the umpire's window, as its menu does, and
 * waits until it is painted; vt_ui_find_side_board() finds an open one */
VtSideBoard *vt_ui_open_side_board (VtWindow      *window,
                                    const char    *side_id);
VtSideBoard *vt_ui_find_side_board (const char    *side_id);
/* No text on screen below @root (labels, tooltips, shortcuts, page titles,
 * the window's title) is an English message that one of @domains
 * translates: launched in another language, the window shows none.
 * @name says in the failure what was looked at. */
void       vt_ui_assert_no_english (GtkWidget          *root,
                                    const char         *name,
                                    const char * const *domains);
/* The same for @window and every window its commands open: the play bar
 * and Lay Out, each of the ruleset's actions, the shortcuts, the rule
 * tables, the timers, a side's board, the message dialog and the New
 * dialog. */
void       vt_ui_assert_windows_translated (VtWindow           *window,
                                            const char * const *domains);
/* The same for each ruleset's demo, against the app's and every ruleset's
 * domain: launched in another language, no window shows English. */
void       vt_ui_assert_demos_translated   (GApplication       *app);
/* the map view's place in the window */
void       vt_ui_map_bounds        (VtWindow        *window,
                                    graphene_rect_t *bounds);
/* where @unit (moved by @offset, if any) is in the window */
void       vt_ui_unit_in_window    (VtWindow      *window,
                                    VtUnit        *unit,
                                    const VtPoint *offset,
                                    double        *x,
                                    double        *y);
/* the text of the label named @name */
const char *vt_ui_label_text       (VtWindow      *window,
                                    const char    *name);
/* Keys pressed as a person presses them, through the X server (XTest), to
 * @window, which gets the keyboard's focus first: the toolkit's whole key
 * path runs, shortcuts, accelerators and input methods alike.
 * @accelerator as gtk_accelerator_parse() reads it: "<Control><Shift>1"
 * holds Control and Shift and presses the key of 1; "plus" presses the
 * key that gives +, with Shift where the keyboard needs it. */
void       vt_ui_press             (GtkWidget     *window,
                                    const char    *accelerator);
/* @text typed into @window's focus widget, character by character */
void       vt_ui_type              (GtkWidget     *window,
                                    const char    *text);
/* fails naming both when two labels @root shows answer the same Alt+key:
 * the second could never be reached from the keyboard */
void       vt_ui_assert_mnemonics_distinct (GtkWidget *root);
/* Sends the tests' settings, recent files and autosaves to a new folder. */
void       vt_ui_use_own_home      (void);

G_END_DECLS
