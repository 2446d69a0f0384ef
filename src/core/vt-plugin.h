/* vt-plugin.h: the descriptor a ruleset module exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* The ABI of this build. A module is accepted when its major is equal and its
 * minor is not newer: minor versions only append to VtRulesetInterface. */
#define VT_PLUGIN_ABI_MAJOR 1
#define VT_PLUGIN_ABI_MINOR 1

/* The symbol every ruleset module exports. */
#define VT_PLUGIN_DESC_SYMBOL "vt_plugin_get_desc"

typedef struct {
  guint32      abi_major;
  guint32      abi_minor;
  const char  *id;             /* the ruleset id, e.g. "reiswitz-1824" */
  const char  *version;
  const char  *gettext_domain;
  /* Registers the ruleset's GType with vt_ruleset_registry_add_type().
   * Runs only after the ABI has been checked. */
  gboolean   (*init)           (VtRulesetRegistry *registry,
                                GError           **error);
  gpointer     reserved[8];
} VtPluginDesc;

typedef const VtPluginDesc *(*VtPluginGetDescFunc) (void);

/* In a module: G_MODULE_EXPORT const VtPluginDesc *vt_plugin_get_desc (void); */

G_END_DECLS
