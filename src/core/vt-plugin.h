/* vt-plugin.h: the descriptor a ruleset module exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>
#include <gmodule.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* The ABI of this build. A module is accepted when its major is equal and its
 * minor is not newer: minor versions only append to VtRulesetInterface.
 * 2.0: the dispatch table, labels, the turn and victory; outcomes through
 * VtOutcome. A 1.x module is refused.
 * 2.1: sight's terrain heights, messages, loss thresholds, OpenStreetMap
 * tags and the editor's attributes and grid (get_editor_info); then, from
 * its reserved slots, a board's moves (get_board_move), a move's check
 * (check_move) and the ruleset's words on a move it allows (describe_move),
 * one slot left. A slot taken from reserved leaves the minor as it is: an
 * older 2.1 core does not ask it.
 * 2.2: the interface grew: the game's word for a loss (get_loss_names),
 * the name it goes by (get_short_name), and four reserved slots again. A 2.1 module still loads: the core
 * allocates the interface and leaves its new slots unset. */
#define VT_PLUGIN_ABI_MAJOR 2
#define VT_PLUGIN_ABI_MINOR 2

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

/* In a module: G_MODULE_EXPORT const VtPluginDesc *vt_plugin_get_desc (void);
 * VT_PLUGIN_DEFINE writes it, and the init that registers the ruleset type:
 *
 *   VT_PLUGIN_DEFINE ("reiswitz-1824", PACKAGE_VERSION, GETTEXT_PACKAGE, RZ24_TYPE_RULESET)
 *
 * @type is evaluated in init, after the ABI has been checked. */
#define VT_PLUGIN_DEFINE(ruleset_id, plugin_version, plugin_gettext_domain, type)          \
  static gboolean                                                                       \
  vt_plugin_define_init (VtRulesetRegistry  *registry,                                  \
                         GError            **error)                                     \
  {                                                                                     \
    return vt_ruleset_registry_add_type (registry, (type), error);                      \
  }                                                                                     \
                                                                                        \
  static const VtPluginDesc vt_plugin_define_desc = {                                   \
    .abi_major = VT_PLUGIN_ABI_MAJOR,                                                   \
    .abi_minor = VT_PLUGIN_ABI_MINOR,                                                   \
    .id = (ruleset_id),                                                                 \
    .version = (plugin_version),                                                        \
    .gettext_domain = (plugin_gettext_domain),                                          \
    .init = vt_plugin_define_init,                                                      \
  };                                                                                    \
                                                                                        \
  G_MODULE_EXPORT const VtPluginDesc *vt_plugin_get_desc (void);                        \
                                                                                        \
  G_MODULE_EXPORT const VtPluginDesc *                                                  \
  vt_plugin_get_desc (void)                                                             \
  {                                                                                     \
    return &vt_plugin_define_desc;                                                      \
  }

G_END_DECLS
