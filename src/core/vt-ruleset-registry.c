/* vt-ruleset-registry.c: the loaded rulesets and the plugins behind them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-ruleset-registry"

#include "config.h"

#include <libintl.h>
#include <string.h>

#include <gmodule.h>

#include <glib/gi18n-lib.h>

#include "vt-module-file-private.h"
#include "vt-plugin.h"
#include "vt-ruleset-private.h"
#include "vt-ruleset-registry.h"

G_DEFINE_QUARK (vt-plugin-error-quark, vt_plugin_error)

/* VtPluginInfo */

struct _VtPluginInfo
{
  GObject    parent_instance;

  char      *path;
  char      *id;
  char      *version;
  GModule   *module;   /* NULL once refused before init */
  GError    *error;
  VtRuleset *ruleset;  /* set by add_type while init runs; cleared if refused */
  gboolean   loaded;
};

enum {
  INFO_PROP_0,
  INFO_PROP_PATH,
  INFO_PROP_ID,
  INFO_PROP_VERSION,
  INFO_PROP_LOADED,
  INFO_PROP_ERROR,
  INFO_PROP_RULESET,
  INFO_N_PROPS
};

static GParamSpec *info_properties[INFO_N_PROPS];

G_DEFINE_FINAL_TYPE (VtPluginInfo, vt_plugin_info, G_TYPE_OBJECT)

static void
vt_plugin_info_finalize (GObject *object)
{
  VtPluginInfo *self = VT_PLUGIN_INFO (object);

  /* The ruleset's code lives in the module: drop it first. */
  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->module, g_module_close);
  g_clear_error (&self->error);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->version, g_free);

  G_OBJECT_CLASS (vt_plugin_info_parent_class)->finalize (object);
}

static void
vt_plugin_info_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  VtPluginInfo *self = VT_PLUGIN_INFO (object);

  switch (prop_id)
    {
    case INFO_PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case INFO_PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case INFO_PROP_VERSION:
      g_value_set_string (value, self->version);
      break;
    case INFO_PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;
    case INFO_PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;
    case INFO_PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_plugin_info_class_init (VtPluginInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_plugin_info_finalize;
  object_class->get_property = vt_plugin_info_get_property;

  /* All read-only: the registry fills an info in before anyone sees it. */
  info_properties[INFO_PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  info_properties[INFO_PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  info_properties[INFO_PROP_VERSION] =
    g_param_spec_string ("version", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  info_properties[INFO_PROP_LOADED] =
    g_param_spec_boolean ("loaded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  info_properties[INFO_PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  info_properties[INFO_PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, VT_TYPE_RULESET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, INFO_N_PROPS, info_properties);
}

static void
vt_plugin_info_init (VtPluginInfo *self)
{
}

/**
 * vt_plugin_info_get_path:
 * @self: a plugin info
 *
 * Returns: the file the module was loaded from
 */
const char *
vt_plugin_info_get_path (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), NULL);

  return self->path;
}

/**
 * vt_plugin_info_get_id:
 * @self: a plugin info
 *
 * Returns: (nullable): the ruleset id the descriptor declares, or %NULL when
 *   no descriptor could be read
 */
const char *
vt_plugin_info_get_id (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), NULL);

  return self->id;
}

/**
 * vt_plugin_info_get_version:
 * @self: a plugin info
 *
 * Returns: (nullable): the plugin's version, or %NULL when unknown
 */
const char *
vt_plugin_info_get_version (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), NULL);

  return self->version;
}

gboolean
vt_plugin_info_is_loaded (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), FALSE);

  return self->loaded;
}

/**
 * vt_plugin_info_get_error:
 * @self: a plugin info
 *
 * Returns: (nullable): why the plugin was refused, a #VtPluginError; %NULL
 *   when it was loaded
 */
const GError *
vt_plugin_info_get_error (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), NULL);

  return self->error;
}

/**
 * vt_plugin_info_get_ruleset:
 * @self: a plugin info
 *
 * Returns: (transfer none) (nullable): the ruleset the plugin provides;
 *   %NULL when it was refused
 */
VtRuleset *
vt_plugin_info_get_ruleset (VtPluginInfo *self)
{
  g_return_val_if_fail (VT_IS_PLUGIN_INFO (self), NULL);

  return self->loaded ? self->ruleset : NULL;
}

/* VtRulesetRegistry */

struct _VtRulesetRegistry
{
  GObject       parent_instance;

  GListStore   *plugins;   /* VtPluginInfo, in load order */
  GListStore   *rulesets;  /* VtRuleset, sorted by id */
  GHashTable   *by_id;     /* id -> VtRuleset (owned by rulesets) */
  VtPluginInfo *loading;   /* the plugin whose init is running */
  GError       *add_type_error; /* the last refusal of add_type during init */
};

G_DEFINE_FINAL_TYPE (VtRulesetRegistry, vt_ruleset_registry, G_TYPE_OBJECT)

static void
vt_ruleset_registry_finalize (GObject *object)
{
  VtRulesetRegistry *self = VT_RULESET_REGISTRY (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->plugins);
  g_clear_error (&self->add_type_error);

  G_OBJECT_CLASS (vt_ruleset_registry_parent_class)->finalize (object);
}

static void
vt_ruleset_registry_class_init (VtRulesetRegistryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vt_ruleset_registry_finalize;
}

static void
vt_ruleset_registry_init (VtRulesetRegistry *self)
{
  self->plugins = g_list_store_new (VT_TYPE_PLUGIN_INFO);
  self->rulesets = g_list_store_new (VT_TYPE_RULESET);
  self->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/**
 * vt_ruleset_registry_new:
 *
 * An empty registry; tests and tools that want a private set of rulesets
 * load their own folders into it.
 *
 * Returns: (transfer full): a new registry
 */
VtRulesetRegistry *
vt_ruleset_registry_new (void)
{
  return g_object_new (VT_TYPE_RULESET_REGISTRY, NULL);
}

/**
 * vt_ruleset_registry_search_path:
 *
 * The folders rulesets are loaded from: each entry of
 * `$VERTRAUTER_RULESET_PATH`, then the installed rulesets folder.
 *
 * Returns: (transfer full): a %NULL-terminated list of folders
 */
GStrv
vt_ruleset_registry_search_path (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *env = g_getenv ("VERTRAUTER_RULESET_PATH");

  if (env != NULL)
    {
      g_auto(GStrv) folders = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; folders[i] != NULL; i++)
        if (folders[i][0] != '\0')
          g_strv_builder_add (builder, folders[i]);
    }

  g_strv_builder_add (builder, VT_RULESETS_DIR);

  return g_strv_builder_end (builder);
}

/**
 * vt_ruleset_registry_get_default:
 *
 * The registry the application and the tool share, loaded on first use from
 * vt_ruleset_registry_search_path().
 *
 * Returns: (transfer none): the process-wide registry
 */
VtRulesetRegistry *
vt_ruleset_registry_get_default (void)
{
  static VtRulesetRegistry *default_registry;

  if (g_once_init_enter (&default_registry))
    {
      VtRulesetRegistry *registry = vt_ruleset_registry_new ();
      g_auto(GStrv) folders = vt_ruleset_registry_search_path ();

      vt_ruleset_registry_load_path (registry, (const char * const *) folders);
      g_once_init_leave (&default_registry, registry);
    }

  return default_registry;
}

static int
compare_ruleset_ids (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  return g_strcmp0 (vt_ruleset_get_id ((VtRuleset *) a),
                    vt_ruleset_get_id ((VtRuleset *) b));
}

static VtPluginInfo *
find_loaded_plugin (VtRulesetRegistry *self,
                    const char        *path)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->plugins));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (G_LIST_MODEL (self->plugins), i);

      if (info->loaded && g_strcmp0 (info->path, path) == 0)
        return info;
    }

  return NULL;
}

/* Where the ruleset with @id came from, for the umpire. */
static char *
describe_source (VtRulesetRegistry *self,
                 const char        *id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->plugins));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (G_LIST_MODEL (self->plugins), i);

      if (info->loaded && g_strcmp0 (info->id, id) == 0)
        return g_path_get_basename (info->path);
    }

  return g_strdup (_("this program"));
}

static void
publish_ruleset (VtRulesetRegistry *self,
                 VtRuleset         *ruleset)
{
  g_hash_table_insert (self->by_id, g_strdup (vt_ruleset_get_id (ruleset)), ruleset);
  g_list_store_insert_sorted (self->rulesets, ruleset, compare_ruleset_ids, NULL);
}

/**
 * vt_ruleset_registry_add_type:
 * @self: a registry
 * @type: a GObject type implementing #VtRuleset
 * @error: return location for a #VtPluginError
 *
 * Called by a plugin's init to register its ruleset. Outside a plugin's
 * init (a ruleset built into the program, or a test), the ruleset is
 * available at once.
 *
 * Returns: %TRUE if the ruleset was taken
 */
gboolean
vt_ruleset_registry_add_type (VtRulesetRegistry  *self,
                              GType               type,
                              GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(VtRuleset) ruleset = NULL;
  g_autofree char *plugin_name = NULL;
  const char *id;

  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->loading != NULL)
    {
      g_autofree char *name = g_path_get_basename (self->loading->path);

      plugin_name = g_strdup_printf (_("ruleset plugin %s"), name);
    }
  else
    {
      plugin_name = g_strdup_printf (_("the ruleset type %s"), g_type_name (type));
    }

  /* A plugin's mistake is reported to the umpire, not asserted: it is not
   * the host's bug. */
  if (!g_type_is_a (type, G_TYPE_OBJECT) || G_TYPE_IS_ABSTRACT (type) ||
      !g_type_is_a (type, VT_TYPE_RULESET))
    {
      g_set_error (&local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET,
                   _("%s registered the type %s, which is not a ruleset"),
                   plugin_name, g_type_name (type));
      goto refuse;
    }

  if (self->loading != NULL && self->loading->ruleset != NULL)
    {
      g_set_error (&local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET,
                   _("%s registered more than one ruleset; a plugin provides exactly one"),
                   plugin_name);
      goto refuse;
    }

  ruleset = g_object_new (type, NULL);
  id = vt_ruleset_get_id (ruleset);

  if (id == NULL || *id == '\0')
    {
      g_set_error (&local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET,
                   _("%s registered a ruleset without an id"), plugin_name);
      goto refuse;
    }

  if (self->loading != NULL && g_strcmp0 (id, self->loading->id) != 0)
    {
      g_set_error (&local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET,
                   _("%s declares the ruleset '%s' but registered one that calls itself '%s'"),
                   plugin_name, self->loading->id, id);
      goto refuse;
    }

  if (g_hash_table_contains (self->by_id, id))
    {
      g_autofree char *source = describe_source (self, id);

      g_set_error (&local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_DUPLICATE,
                   _("a ruleset with id '%s' is already loaded from %s"), id, source);
      goto refuse;
    }

  if (self->loading != NULL)
    self->loading->ruleset = g_steal_pointer (&ruleset);
  else
    publish_ruleset (self, ruleset);

  return TRUE;

refuse:
  /* Kept so a plugin that ignores the refusal and returns TRUE from init is
   * still refused for the right reason. */
  if (self->loading != NULL)
    {
      g_clear_error (&self->add_type_error);
      self->add_type_error = g_error_copy (local_error);
    }
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* The message of @error, with its domain and code kept, prefixed by
 * which plugin it concerns unless it already names it. */
static GError *
error_for_plugin (const char   *name,
                  const GError *error,
                  GQuark        domain,
                  int           code)
{
  if (strstr (error->message, name) != NULL)
    return g_error_new_literal (domain, code, error->message);

  return g_error_new (domain, code, _("ruleset plugin %s failed to start: %s"),
                      name, error->message);
}

static void
refuse (VtPluginInfo *info,
        GError       *error)
{
  g_clear_error (&info->error);
  info->error = error;
  info->loaded = FALSE;
  g_clear_object (&info->ruleset);
}

/* Where a plugin's translations are: a folder "locale" beside the module
 * (a plugin installed in a folder of its own, <lang>/LC_MESSAGES/<domain>.mo
 * in it), the folder "po" beside it (the build tree, where meson's i18n
 * module builds the same layout: make run and the tests read it there), or
 * the installed locale folder the app's own domain uses. */
static char *
find_locale_dir (const char *module_path,
                 const char *domain)
{
  g_autofree char *folder = g_path_get_dirname (module_path);
  const char *candidates[] = { "locale", "po" };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *dir = g_build_filename (folder, candidates[i], NULL);

      if (g_file_test (dir, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&dir);
    }

  return g_strdup (LOCALEDIR);
}

/* Binds a plugin's own domain. The app's domain is the app's to bind: a
 * plugin (a test fixture) that names it is left reading the app's. */
static void
bind_plugin_domain (const char *module_path,
                    const char *domain)
{
  g_autofree char *dir = NULL;

  if (domain == NULL || *domain == '\0' || g_str_equal (domain, GETTEXT_PACKAGE))
    return;

  dir = find_locale_dir (module_path, domain);
  bindtextdomain (domain, dir);
  bind_textdomain_codeset (domain, "UTF-8");
  g_debug ("Translations of %s from %s", domain, dir);
}

static void
load_module (VtRulesetRegistry *self,
             VtPluginInfo      *info)
{
  g_autofree char *name = g_path_get_basename (info->path);
  g_autoptr(GError) local_error = NULL;
  VtPluginGetDescFunc get_desc = NULL;
  const VtPluginDesc *desc;
  gboolean started;

  /* A half-copied file would be mapped past its end (SIGBUS), a FIFO
   * would block: look at the file before the dynamic loader does. */
  if (!vt_module_file_check (info->path, &local_error))
    {
      refuse (info, g_steal_pointer (&local_error));
      return;
    }

  info->module = g_module_open_full (info->path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL,
                                     &local_error);
  if (info->module == NULL)
    {
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_OPEN,
                                 _("ruleset plugin %s could not be opened: %s"),
                                 name, local_error->message));
      return;
    }

  if (!g_module_symbol (info->module, VT_PLUGIN_DESC_SYMBOL, (gpointer *) &get_desc) ||
      get_desc == NULL)
    {
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_NO_DESCRIPTOR,
                                 _("%s is not a Vertrauter ruleset plugin: it has no %s()"), name,
                                 VT_PLUGIN_DESC_SYMBOL));
      goto close;
    }

  /* The descriptor function is the one piece of plugin code that runs
   * before the ABI check; it only returns a pointer to static data. */
  desc = get_desc ();
  if (desc == NULL)
    {
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_NO_DESCRIPTOR,
                                 _("ruleset plugin %s returned no descriptor"), name));
      goto close;
    }

  /* A newer minor only appends to the descriptor, so its id can still be
   * read and shown; a different major may have moved everything. */
  if (desc->abi_major == VT_PLUGIN_ABI_MAJOR)
    {
      info->id = g_strdup (desc->id);
      info->version = g_strdup (desc->version);
    }

  if (desc->abi_major < VT_PLUGIN_ABI_MAJOR)
    {
      /* an older contract: say so, the umpire may only need a newer plugin */
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_ABI,
                                 _("ruleset plugin %1$s is built for plugin ABI %2$u.%3$u, older than "
                                   "this build's plugin ABI %4$u.%5$u: it accepts %6$u.%7$u and older "
                                   "%8$u.x only. Install a version of the plugin made for "
                                   "Vertrauter %9$s."),
                                 name, desc->abi_major, desc->abi_minor,
                                 VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR,
                                 VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR, VT_PLUGIN_ABI_MAJOR, PACKAGE_VERSION));
      goto close;
    }

  if (desc->abi_major != VT_PLUGIN_ABI_MAJOR || desc->abi_minor > VT_PLUGIN_ABI_MINOR)
    {
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_ABI,
                                 _("ruleset plugin %1$s is built for plugin ABI %2$u.%3$u, newer than "
                                   "this build's plugin ABI %4$u.%5$u: it accepts %6$u.%7$u and older "
                                   "%8$u.x. Install a version of the plugin made for Vertrauter %9$s."),
                                 name, desc->abi_major, desc->abi_minor,
                                 VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR,
                                 VT_PLUGIN_ABI_MAJOR, VT_PLUGIN_ABI_MINOR, VT_PLUGIN_ABI_MAJOR, PACKAGE_VERSION));
      goto close;
    }

  if (info->id == NULL || *info->id == '\0' || desc->init == NULL)
    {
      refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_NO_DESCRIPTOR,
                                 _("ruleset plugin %s has a descriptor without %s"),
                                 name, desc->init == NULL ? _("an init function") : _("a ruleset id")));
      goto close;
    }

  if (g_hash_table_contains (self->by_id, info->id))
    {
      g_autofree char *source = describe_source (self, info->id);

      if (find_loaded_plugin (self, info->path) != NULL)
        refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_DUPLICATE,
                                   _("ruleset plugin %s is already loaded from %s"),
                                   name, info->path));
      else
        refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_DUPLICATE,
                                   _("a ruleset with id '%s' is already loaded from %s; "
                                   "%s was not loaded"),
                                   info->id, source, name));
      goto close;
    }

  /* Types a plugin registers can never be unregistered, so once its code
   * runs the module must stay. */
  g_module_make_resident (info->module);

  g_assert (self->loading == NULL);
  self->loading = info;
  g_clear_error (&self->add_type_error);
  started = desc->init (self, &local_error);
  self->loading = NULL;

  if (!started)
    {
      if (local_error == NULL)
        local_error = g_error_new_literal (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_INIT,
                                           _("it gave no reason"));

      if (local_error->domain == VT_PLUGIN_ERROR)
        refuse (info, error_for_plugin (name, local_error, VT_PLUGIN_ERROR, local_error->code));
      else
        refuse (info, error_for_plugin (name, local_error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_INIT));
      g_clear_error (&self->add_type_error);
      return;
    }

  if (info->ruleset == NULL)
    {
      if (self->add_type_error != NULL)
        refuse (info, error_for_plugin (name, self->add_type_error,
                                        VT_PLUGIN_ERROR, self->add_type_error->code));
      else
        refuse (info, g_error_new (VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_BAD_RULESET,
                                   _("ruleset plugin %s started but registered no ruleset"), name));
      g_clear_error (&self->add_type_error);
      return;
    }

  g_clear_error (&self->add_type_error);
  info->loaded = TRUE;
  bind_plugin_domain (info->path, desc->gettext_domain);
  vt_ruleset_set_gettext_domain (info->ruleset, desc->gettext_domain);
  publish_ruleset (self, info->ruleset);
  g_debug ("Loaded ruleset %s %s from %s", info->id, info->version, info->path);
  return;

close:
  g_clear_pointer (&info->module, g_module_close);
}

/**
 * vt_ruleset_registry_load_module:
 * @self: a registry
 * @path: the file of a ruleset module
 *
 * Loads one module. A refusal is not an error of the call: the info says
 * why, and is listed with the others.
 *
 * Returns: (transfer none): what became of the module
 */
VtPluginInfo *
vt_ruleset_registry_load_module (VtRulesetRegistry *self,
                                 const char        *path)
{
  g_autoptr(VtPluginInfo) info = NULL;

  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  info = g_object_new (VT_TYPE_PLUGIN_INFO, NULL);
  info->path = g_strdup (path);

  load_module (self, info);
  if (info->error != NULL)
    g_debug ("Refused %s: %s", path, info->error->message);

  g_list_store_append (self->plugins, info);

  return info;
}

static int
compare_file_names (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * vt_ruleset_registry_load_path:
 * @self: a registry
 * @folders: a %NULL-terminated list of folders
 *
 * Loads every module in each folder, in name order. Folders that do not
 * exist are skipped: they are entries of a search path, not promises.
 */
void
vt_ruleset_registry_load_path (VtRulesetRegistry  *self,
                               const char * const *folders)
{
  g_return_if_fail (VT_IS_RULESET_REGISTRY (self));
  g_return_if_fail (folders != NULL);

  for (guint i = 0; folders[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = g_dir_open (folders[i], 0, &error);
      g_autoptr(GPtrArray) names = NULL;
      const char *name;

      if (dir == NULL)
        {
          g_debug ("Skipping ruleset folder %s: %s", folders[i], error->message);
          continue;
        }

      names = g_ptr_array_new_with_free_func (g_free);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, "." G_MODULE_SUFFIX))
          g_ptr_array_add (names, g_strdup (name));

      g_ptr_array_sort (names, compare_file_names);

      for (guint j = 0; j < names->len; j++)
        {
          g_autofree char *path = g_build_filename (folders[i], g_ptr_array_index (names, j), NULL);

          vt_ruleset_registry_load_module (self, path);
        }
    }
}

/**
 * vt_ruleset_registry_get_plugins:
 * @self: a registry
 *
 * Returns: (transfer none): a #GListModel of #VtPluginInfo, loaded and
 *   refused, in load order
 */
GListModel *
vt_ruleset_registry_get_plugins (VtRulesetRegistry *self)
{
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (self), NULL);

  return G_LIST_MODEL (self->plugins);
}

/**
 * vt_ruleset_registry_get_rulesets:
 * @self: a registry
 *
 * Returns: (transfer none): a #GListModel of the loaded #VtRuleset objects,
 *   sorted by id
 */
GListModel *
vt_ruleset_registry_get_rulesets (VtRulesetRegistry *self)
{
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (self), NULL);

  return G_LIST_MODEL (self->rulesets);
}

/**
 * vt_ruleset_registry_lookup:
 * @self: a registry
 * @id: a ruleset id, as a scenario file names it
 *
 * Returns: (transfer none) (nullable): the loaded ruleset, or %NULL
 */
VtRuleset *
vt_ruleset_registry_lookup (VtRulesetRegistry *self,
                            const char        *id)
{
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}
