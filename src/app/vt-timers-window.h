/* vt-timers-window.h: the umpire's watches, read across the room and heard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_TIMERS_WINDOW (vt_timers_window_get_type ())
G_DECLARE_FINAL_TYPE (VtTimersWindow, vt_timers_window, VT, TIMERS_WINDOW, GtkWindow)

/* The time the watches read, in microseconds, as g_get_monotonic_time(). */
typedef gint64 (*VtTimersClock) (gpointer user_data);

/* Three watches side by side, in large type, every command on a key:
 * - the deliberation watch of Reiswitz 1824 §6 (D starts it when a
 *   report is handed over and stops it when the order is dictated), with
 *   the Züge that @game's ruleset charges for it;
 * - Wells's move timer (G for "Go" or to pause, R to reset), a countdown
 *   that warns at set times before "Time", heard and seen: amber, then red;
 * - an interval timer (I) ringing every few minutes, e.g. each Zug.
 * F11 makes the window full screen. Closing the window hides it; the
 * watches run on and are heard until @parent goes. @game may be NULL:
 * then no Züge are charged. */
VtTimersWindow *vt_timers_window_new                       (GtkWindow      *parent,
                                                            VtGame         *game);
/* The game whose ruleset charges the deliberation, when the main window
 * opens another; NULL for none. The watches run on. */
void            vt_timers_window_set_game                  (VtTimersWindow *self,
                                                            VtGame         *game);
/* The whole minutes of the last stopped deliberation (a begun minute
 * counts), for the send dialog's "minutes at the table"; 0 before any. */
guint           vt_timers_window_get_deliberation_minutes  (VtTimersWindow *self);
/* The Züge the ruleset charged for them. */
guint           vt_timers_window_get_deliberation_zuege    (VtTimersWindow *self);
/* Reads @clock instead of GLib's monotonic time; NULL goes back. */
void            vt_timers_window_set_clock_for_tests       (VtTimersWindow *self,
                                                            VtTimersClock   clock,
                                                            gpointer        user_data);
/* Reads the clock now, as the window's own timeout does a few times a
 * second: the displays follow, warnings and ends sound. */
void            vt_timers_window_update                    (VtTimersWindow *self);

G_END_DECLS
