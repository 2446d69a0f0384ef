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

  vt_i18n_init ();

  app = vt_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
