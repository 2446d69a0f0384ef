/* vt-text-private.h: setting a string field, for the model's setters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Returns whether the text really changed, so callers notify only then.
 * (GLib 2.76 has g_set_str; the API ceiling is 2.74.) */
static inline gboolean
vt_set_text (char       **field,
             const char  *text)
{
  if (g_strcmp0 (*field, text) == 0)
    return FALSE;

  g_free (*field);
  *field = g_strdup (text);
  return TRUE;
}

G_END_DECLS
