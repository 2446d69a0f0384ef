/* main.c: starts the Vertrauter application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-main"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(VtApplication) app = NULL;
  /* make run and the tests read the build tree's translations; the
   * rulesets' are found beside their modules */
  const char *localedir = g_getenv ("VERTRAUTER_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = vt_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
