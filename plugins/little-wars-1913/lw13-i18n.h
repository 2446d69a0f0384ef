/* lw13-i18n.h: _() in the plugin's own gettext domain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gi18n-lib.h translates in GETTEXT_PACKAGE, and config.h sets that to
 * the app's domain ("vertrauter"); the plugin's words are in its own
 * (VT_PLUGIN_GETTEXT_DOMAIN, set by meson.build), which the registry binds
 * when it loads the module. Include this instead of config.h and
 * gi18n-lib.h, and include nothing after it that includes config.h.
 */
#pragma once

#include "config.h"

#undef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE VT_PLUGIN_GETTEXT_DOMAIN
#include <glib/gi18n-lib.h>
/* PRId64 in the marked messages: gettext knows it, not G_GINT64_FORMAT */
#include <inttypes.h>
