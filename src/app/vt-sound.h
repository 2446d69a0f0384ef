/* vt-sound.h: the sounds the umpire hears across the room, and their mute
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Plays the sound of @event: "message-due", "timer-warning" or
 * "timer-end" (data/sounds/, in the GResource), unless the umpire has
 * muted the sounds (the "sounds-muted" setting). With no sound server
 * (a machine without one, a test under xvfb) nothing is heard and
 * nothing is warned: the table plays on. */
void      vt_sound_play                (const char *event);
gboolean  vt_sound_get_muted           (void);
void      vt_sound_set_muted           (gboolean    muted);
/* A stateful boolean action, "mute", bound to the setting, for a
 * window's menu: every window's check follows the others. The caller
 * owns it. */
GAction  *vt_sound_create_mute_action  (void);
/* How many times @event would have been heard since the program began
 * (muted plays do not count), for tests. */
guint     vt_sound_get_played          (const char *event);

G_END_DECLS
