/* vt-ruleset-registry.h: the loaded rulesets and the plugins behind them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-ruleset.h"

G_BEGIN_DECLS

#define VT_PLUGIN_ERROR (vt_plugin_error_quark ())

typedef enum {
  VT_PLUGIN_ERROR_OPEN,            /* g_module_open failed */
  VT_PLUGIN_ERROR_NO_DESCRIPTOR,   /* vt_plugin_get_desc missing or returned NULL */
  VT_PLUGIN_ERROR_ABI,             /* major differs or minor is newer */
  VT_PLUGIN_ERROR_DUPLICATE,       /* a ruleset with this id is already loaded */
  VT_PLUGIN_ERROR_INIT,            /* init returned FALSE */
  VT_PLUGIN_ERROR_BAD_RULESET,     /* init registered nothing usable */
} VtPluginError;

GQuark vt_plugin_error_quark (void);

/* One plugin module the loader looked at, loaded or refused. */
#define VT_TYPE_PLUGIN_INFO (vt_plugin_info_get_type ())
G_DECLARE_FINAL_TYPE (VtPluginInfo, vt_plugin_info, VT, PLUGIN_INFO, GObject)

const char   *vt_plugin_info_get_path     (VtPluginInfo *self);
/* the descriptor's id, or NULL when no descriptor could be read */
const char   *vt_plugin_info_get_id       (VtPluginInfo *self);
const char   *vt_plugin_info_get_version  (VtPluginInfo *self);
gboolean      vt_plugin_info_is_loaded    (VtPluginInfo *self);
/* why the plugin was refused, in the umpire's words; NULL when loaded */
const GError *vt_plugin_info_get_error    (VtPluginInfo *self);
/* the ruleset it provides; NULL when refused */
VtRuleset    *vt_plugin_info_get_ruleset  (VtPluginInfo *self);

#define VT_TYPE_RULESET_REGISTRY (vt_ruleset_registry_get_type ())
G_DECLARE_FINAL_TYPE (VtRulesetRegistry, vt_ruleset_registry, VT, RULESET_REGISTRY, GObject)

VtRulesetRegistry *vt_ruleset_registry_new            (void);
/* The process-wide registry, loaded once from vt_ruleset_registry_search_path(). */
VtRulesetRegistry *vt_ruleset_registry_get_default    (void);
/* $VERTRAUTER_RULESET_PATH (colon-separated), then the installed folder. */
GStrv              vt_ruleset_registry_search_path    (void);

/* Loads every module (*.so) in each folder, in name order. Refusals are kept
 * as VtPluginInfo with their error; this never fails as a whole. */
void               vt_ruleset_registry_load_path      (VtRulesetRegistry  *self,
                                                       const char * const *folders);
/* Loads one module; returns its info (also kept in the registry). */
VtPluginInfo      *vt_ruleset_registry_load_module    (VtRulesetRegistry  *self,
                                                       const char         *path);

/* For a plugin's init: instantiates @type (which must implement VtRuleset). */
gboolean           vt_ruleset_registry_add_type       (VtRulesetRegistry  *self,
                                                       GType               type,
                                                       GError            **error);

/* A GListModel of VtPluginInfo, loaded and refused, in load order. */
GListModel        *vt_ruleset_registry_get_plugins    (VtRulesetRegistry  *self);
/* A GListModel of the loaded VtRuleset objects, sorted by id. */
GListModel        *vt_ruleset_registry_get_rulesets   (VtRulesetRegistry  *self);
VtRuleset         *vt_ruleset_registry_lookup         (VtRulesetRegistry  *self,
                                                       const char         *id);

G_END_DECLS
