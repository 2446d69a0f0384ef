/* vt-sound.c: the sounds the umpire hears across the room, and their mute
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-sound"

#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>
#include <gsound.h>

#include "vt-application.h"
#include "vt-sound.h"

#define SOUNDS_RESOURCE "/org/vertrauter/Vertrauter/sounds/"

static const char * const events[] = { "message-due", "timer-warning", "timer-end" };

static struct {
  GSoundContext *context;
  gboolean       context_failed; /* tried once: no sound server */
  GSettings     *settings;       /* NULL without the installed schema */
  gboolean       settings_looked_up;
  gboolean       muted;          /* without the schema */
  guint          played[G_N_ELEMENTS (events)];
  char          *files[G_N_ELEMENTS (events)];
} sound;

static int
event_index (const char *event)
{
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    if (g_strcmp0 (events[i], event) == 0)
      return (int) i;
  return -1;
}

static GSettings *
get_settings (void)
{
  if (!sound.settings_looked_up)
    {
      sound.settings = vt_application_lookup_settings ("sounds-muted");
      sound.settings_looked_up = TRUE;
    }
  return sound.settings;
}

gboolean
vt_sound_get_muted (void)
{
  GSettings *settings = get_settings ();

  return settings != NULL ? g_settings_get_boolean (settings, "sounds-muted") : sound.muted;
}

void
vt_sound_set_muted (gboolean muted)
{
  GSettings *settings = get_settings ();

  if (settings != NULL)
    g_settings_set_boolean (settings, "sounds-muted", muted);
  else
    sound.muted = muted;
}

static void
mute_changed (GSimpleAction *action,
              GVariant      *state,
              gpointer       user_data)
{
  vt_sound_set_muted (g_variant_get_boolean (state));
  g_simple_action_set_state (action, state);
}

static void
setting_changed (GSimpleAction *action)
{
  g_simple_action_set_state (action, g_variant_new_boolean (vt_sound_get_muted ()));
}

GAction *
vt_sound_create_mute_action (void)
{
  GSettings *settings = get_settings ();
  GSimpleAction *action = g_simple_action_new_stateful ("mute", NULL,
                                                        g_variant_new_boolean (vt_sound_get_muted ()));

  g_signal_connect (action, "change-state", G_CALLBACK (mute_changed), NULL);
  /* a mute in one window shows in the others' checks */
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::sounds-muted", G_CALLBACK (setting_changed),
                             action, G_CONNECT_SWAPPED);
  return G_ACTION (action);
}

guint
vt_sound_get_played (const char *event)
{
  int i = event_index (event);

  g_return_val_if_fail (i >= 0, 0);
  return sound.played[i];
}

/* GSound plays files, not resources: each sound is written once into
 * the user's cache folder, and played from there. */
static const char *
sound_file (guint i)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *resource = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  gconstpointer data;
  gsize size;

  if (sound.files[i] != NULL)
    return sound.files[i];

  resource = g_strconcat (SOUNDS_RESOURCE, events[i], ".wav", NULL);
  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_debug ("no sound for %s: %s", events[i], error->message);
      return NULL;
    }

  folder = g_build_filename (g_get_user_cache_dir (), "vertrauter", "sounds", NULL);
  name = g_strconcat (events[i], ".wav", NULL);
  path = g_build_filename (folder, name, NULL);
  data = g_bytes_get_data (bytes, &size);
  if (g_mkdir_with_parents (folder, 0700) != 0
      || !g_file_set_contents (path, data, (gssize) size, &error))
    {
      g_debug ("cannot write the sound %s: %s", path, error != NULL ? error->message : g_strerror (errno));
      return NULL;
    }

  sound.files[i] = g_steal_pointer (&path);
  return sound.files[i];
}

static GSoundContext *
get_context (void)
{
  g_autoptr(GError) error = NULL;

  if (sound.context != NULL || sound.context_failed)
    return sound.context;

  sound.context = gsound_context_new (NULL, &error);
  if (sound.context == NULL)
    {
      /* no sound server: the display still shows what the sound says */
      g_debug ("no sound: %s", error->message);
      sound.context_failed = TRUE;
    }
  return sound.context;
}

void
vt_sound_play (const char *event)
{
  g_autoptr(GError) error = NULL;
  int i = event_index (event);
  GSoundContext *context;
  const char *file;

  g_return_if_fail (i >= 0);

  if (vt_sound_get_muted ())
    return;

  sound.played[i]++;

  context = get_context ();
  file = sound_file ((guint) i);
  if (context == NULL || file == NULL)
    return;

  if (!gsound_context_play_simple (context, NULL, &error,
                                   GSOUND_ATTR_MEDIA_FILENAME, file,
                                   GSOUND_ATTR_EVENT_DESCRIPTION, event,
                                   GSOUND_ATTR_MEDIA_ROLE, "event",
                                   NULL))
    g_debug ("cannot play %s: %s", event, error->message);
}
