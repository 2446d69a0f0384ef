/* vt-i18n.c: the programs' words in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libintl.h>

#include "vt-i18n.h"

void
vt_i18n_init (void)
{
  const char *localedir = g_getenv ("VERTRAUTER_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
