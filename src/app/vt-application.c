/* vt-application.c: the Vertrauter application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-application"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-application.h"
#include "vt-new-dialog.h"
#include "vt-osm-dialog.h"
#include "vt-recover-dialog.h"
#include "vt-resources.h"
#include "vt-window.h"

/* the About window, large enough to read the rulesets' provenance in */
#define ABOUT_WIDTH  720
#define ABOUT_HEIGHT 640

struct _VtApplication
{
  GtkApplication  parent_instance;

  GListStore     *documents;  /* what the windows show, each once */
};

G_DEFINE_FINAL_TYPE (VtApplication, vt_application, GTK_TYPE_APPLICATION)

static VtWindow *
find_empty_window (VtApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (VT_IS_WINDOW (active) && vt_window_get_document (VT_WINDOW (active)) == NULL)
    return VT_WINDOW (active);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (VT_IS_WINDOW (l->data) && vt_window_get_document (VT_WINDOW (l->data)) == NULL)
      return VT_WINDOW (l->data);

  return NULL;
}

static VtWindow *
get_window_for_game (VtApplication *self)
{
  VtWindow *window = find_empty_window (self);

  if (window == NULL)
    window = vt_window_new (GTK_APPLICATION (self));

  return window;
}

static VtWindow *
find_window_for_document (VtApplication *self,
                          VtDocument    *document)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (VT_IS_WINDOW (l->data) && vt_window_get_document (VT_WINDOW (l->data)) == document)
      return VT_WINDOW (l->data);

  return NULL;
}

/* A document is open while a window shows it: the list follows the windows. */
static void
update_documents (VtApplication *self)
{
  g_autoptr(GPtrArray) open = g_ptr_array_new ();

  if (self->documents == NULL)
    return;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      VtDocument *document = VT_IS_WINDOW (l->data) ? vt_window_get_document (VT_WINDOW (l->data)) : NULL;

      if (document != NULL && !g_ptr_array_find (open, document, NULL))
        g_ptr_array_add (open, document);
    }

  g_list_store_splice (self->documents, 0, g_list_model_get_n_items (G_LIST_MODEL (self->documents)),
                       open->pdata, open->len);
}

static void
vt_application_window_added (GtkApplication *application,
                             GtkWindow      *window)
{
  VtApplication *self = VT_APPLICATION (application);

  GTK_APPLICATION_CLASS (vt_application_parent_class)->window_added (application, window);

  if (VT_IS_WINDOW (window))
    g_signal_connect_object (window, "notify::document", G_CALLBACK (update_documents), self, G_CONNECT_SWAPPED);
  update_documents (self);
}

static void
vt_application_window_removed (GtkApplication *application,
                               GtkWindow      *window)
{
  VtApplication *self = VT_APPLICATION (application);

  g_signal_handlers_disconnect_by_func (window, update_documents, self);
  GTK_APPLICATION_CLASS (vt_application_parent_class)->window_removed (application, window);
  update_documents (self);
}

GListModel *
vt_application_get_documents (VtApplication *self)
{
  g_return_val_if_fail (VT_IS_APPLICATION (self), NULL);

  return G_LIST_MODEL (self->documents);
}

VtRulesetRegistry *
vt_application_get_registry (VtApplication *self)
{
  g_return_val_if_fail (VT_IS_APPLICATION (self), NULL);

  return vt_ruleset_registry_get_default ();
}

void
vt_application_open_file (VtApplication *self,
                          GFile         *file)
{
  GListModel *documents;
  VtWindow *window;

  g_return_if_fail (VT_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* A game open twice would be saved by two documents after every event,
   * each over the other's: the window that has it comes forward instead. */
  documents = G_LIST_MODEL (self->documents);
  for (guint i = 0; i < g_list_model_get_n_items (documents); i++)
    {
      g_autoptr(VtDocument) document = g_list_model_get_item (documents, i);
      GFile *held = vt_document_get_file (document);

      if (held != NULL && g_file_equal (held, file) &&
          (window = find_window_for_document (self, document)) != NULL)
        {
          gtk_window_present (GTK_WINDOW (window));
          return;
        }
    }

  /* On failure the window stays, empty behind the error dialog, so the
   * umpire can open another file or start a new game from it. */
  window = get_window_for_game (self);
  gtk_window_present (GTK_WINDOW (window));
  vt_window_load_file (window, file);
}

static gboolean
held_by_a_document (VtApplication *self,
                    const char    *path)
{
  GListModel *documents = G_LIST_MODEL (self->documents);

  for (guint i = 0; i < g_list_model_get_n_items (documents); i++)
    {
      g_autoptr(VtDocument) document = g_list_model_get_item (documents, i);

      if (g_strcmp0 (vt_document_get_autosave_path (document), path) == 0)
        return TRUE;
    }

  return FALSE;
}

GPtrArray *
vt_application_find_autosaves (VtApplication *self)
{
  GPtrArray *paths = vt_document_list_autosaves ();

  g_return_val_if_fail (VT_IS_APPLICATION (self), paths);

  for (guint i = paths->len; i > 0; i--)
    if (held_by_a_document (self, paths->pdata[i - 1]))
      g_ptr_array_remove_index (paths, i - 1);

  return paths;
}

gboolean
vt_application_recover (VtApplication *self,
                        const char    *path)
{
  VtWindow *window;

  g_return_val_if_fail (VT_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  window = get_window_for_game (self);
  gtk_window_present (GTK_WINDOW (window));
  return vt_window_recover (window, path);
}

static gboolean
recover_chosen (VtRecoverDialog *dialog,
                const char      *path,
                VtApplication   *self)
{
  return vt_application_recover (self, path);
}

void
vt_application_show_recover_dialog (VtApplication *self,
                                    GtkWindow     *parent)
{
  g_autoptr(GPtrArray) paths = NULL;
  VtRecoverDialog *dialog;

  g_return_if_fail (VT_IS_APPLICATION (self));
  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  paths = vt_application_find_autosaves (self);
  dialog = vt_recover_dialog_new (parent, vt_application_get_registry (self), paths);
  g_signal_connect_object (dialog, "recover", G_CALLBACK (recover_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_game_created (VtNewDialog   *dialog,
                 VtGame        *game,
                 VtApplication *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  VtWindow *window;

  if (VT_IS_WINDOW (parent) && vt_window_get_document (VT_WINDOW (parent)) == NULL)
    window = VT_WINDOW (parent);
  else
    window = get_window_for_game (self);

  vt_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  if (vt_new_dialog_get_picture (dialog) != NULL)
    vt_window_begin_from_picture (window, vt_new_dialog_get_picture (dialog));
}

void
vt_application_show_new_dialog (VtApplication *self,
                                GtkWindow     *parent)
{
  VtNewDialog *dialog;

  g_return_if_fail (VT_IS_APPLICATION (self));
  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  dialog = vt_new_dialog_new (parent, vt_application_get_registry (self));
  g_signal_connect_object (dialog, "game-created", G_CALLBACK (on_game_created), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* An extract imported is a new game of its own, opened to be laid out. */
static void
on_osm_imported (VtOsmDialog   *dialog,
                 VtScenario    *scenario,
                 const char    *report,
                 VtApplication *self)
{
  VtRuleset *ruleset = vt_ruleset_registry_lookup (vt_application_get_registry (self),
                                                   vt_scenario_get_ruleset_id (scenario));
  g_autoptr(VtGame) game = vt_game_new (scenario, ruleset, g_random_int ());
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  VtWindow *window;

  if (VT_IS_WINDOW (parent) && vt_window_get_document (VT_WINDOW (parent)) == NULL)
    window = VT_WINDOW (parent);
  else
    window = get_window_for_game (self);
  vt_window_set_game (window, game, NULL);
  g_action_group_activate_action (vt_window_get_action_group (window, "view"), "mode",
                                  g_variant_new_string ("layout"));
  gtk_window_present (GTK_WINDOW (window));
}

void
vt_application_show_osm_dialog (VtApplication *self,
                                GtkWindow     *parent)
{
  VtOsmDialog *dialog;
  const char *ruleset_id = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *last_ruleset = NULL;

  g_return_if_fail (VT_IS_APPLICATION (self));
  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  /* the ruleset of the game in front, if there is one; else, as New
   * offers, that of the umpire's last new game */
  if (VT_IS_WINDOW (parent) && vt_window_get_game (VT_WINDOW (parent)) != NULL)
    ruleset_id = vt_scenario_get_ruleset_id (vt_game_get_scenario (vt_window_get_game (VT_WINDOW (parent))));
  else if ((settings = vt_application_lookup_settings ("default-ruleset")) != NULL)
    ruleset_id = last_ruleset = g_settings_get_string (settings, "default-ruleset");
  dialog = vt_osm_dialog_new (parent, vt_application_get_registry (self), ruleset_id);
  g_signal_connect_object (dialog, "scenario-imported", G_CALLBACK (on_osm_imported), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
append_ruleset (GString   *text,
                VtRuleset *ruleset)
{
  const VtSection *sections;
  guint n_sections = 0;

  g_string_append_printf (text, "%s\n", vt_ruleset_get_title (ruleset));
  g_string_append_printf (text, "  %s: %s\n", _("Author"), vt_ruleset_get_author (ruleset));
  g_string_append_printf (text, "  %s: %u\n", _("Year"), vt_ruleset_get_year (ruleset));
  g_string_append_printf (text, "  %s: %s\n", _("Identifier"), vt_ruleset_get_id (ruleset));

  sections = vt_ruleset_get_sections (ruleset, &n_sections);
  if (n_sections > 0)
    g_string_append_printf (text, "  %s:\n", _("Sections"));
  for (guint i = 0; i < n_sections; i++)
    {
      const VtSection *section = &sections[i];

      g_string_append_printf (text, "    %s %s — %s",
                              vt_ruleset_translate (ruleset, section->section),
                              vt_ruleset_translate (ruleset, section->title),
                              vt_section_status_get_label (section->status));
      if (section->note != NULL && section->note[0] != '\0')
        g_string_append_printf (text, ": %s", vt_ruleset_translate (ruleset, section->note));
      g_string_append_c (text, '\n');
    }
}

char *
vt_application_describe_rulesets (VtApplication *self)
{
  VtRulesetRegistry *registry;
  GListModel *plugins;
  GString *text = g_string_new (NULL);
  guint n_loaded = 0;
  guint n_refused = 0;

  g_return_val_if_fail (VT_IS_APPLICATION (self), NULL);

  registry = vt_application_get_registry (self);
  plugins = vt_ruleset_registry_get_plugins (registry);

  g_string_append_printf (text, "%s\n\n", _("Rulesets"));
  for (guint i = 0; i < g_list_model_get_n_items (plugins); i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      VtRuleset *ruleset = vt_plugin_info_get_ruleset (info);

      if (!vt_plugin_info_is_loaded (info) || ruleset == NULL)
        continue;

      append_ruleset (text, ruleset);
      g_string_append_printf (text, "  %s: %s\n  %s: %s\n\n",
                              _("Version"), vt_plugin_info_get_version (info),
                              _("Plugin"), vt_plugin_info_get_path (info));
      n_loaded++;
    }
  if (n_loaded == 0)
    g_string_append_printf (text, "%s\n\n", _("No ruleset is installed."));

  for (guint i = 0; i < g_list_model_get_n_items (plugins); i++)
    {
      g_autoptr(VtPluginInfo) info = g_list_model_get_item (plugins, i);
      const GError *error = vt_plugin_info_get_error (info);

      if (vt_plugin_info_is_loaded (info))
        continue;

      if (n_refused++ == 0)
        g_string_append_printf (text, "%s\n\n", _("Refused plugins"));
      g_string_append_printf (text, "%s\n  %s\n\n",
                              vt_plugin_info_get_path (info),
                              error != NULL ? error->message : _("refused"));
    }

  {
    g_auto(GStrv) folders = vt_ruleset_registry_search_path ();

    g_string_append_printf (text, "%s\n", _("Ruleset folders searched"));
    for (guint i = 0; folders != NULL && folders[i] != NULL; i++)
      g_string_append_printf (text, "  %s\n", folders[i]);
  }

  return g_string_free (text, FALSE);
}

/* The tabs are as wide as the widest, so the window keeps its width from
 * tab to tab; the plugins' paths are long lines, wrapped to the window.
 * The dialog builds a tab when it is first shown: each is shown once
 * here, before the window is, so all are there to be measured. */
static void
steady_pages (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    {
      GtkStack *stack = GTK_STACK (widget);
      GtkWidget *first = gtk_stack_get_visible_child (stack);
      GtkStackTransitionType transition = gtk_stack_get_transition_type (stack);

      gtk_stack_set_transition_type (stack, GTK_STACK_TRANSITION_TYPE_NONE);
      for (GtkWidget *page = gtk_widget_get_first_child (widget); page != NULL;
           page = gtk_widget_get_next_sibling (page))
        if (gtk_widget_get_visible (page))
          gtk_stack_set_visible_child (stack, page);
      if (first != NULL)
        gtk_stack_set_visible_child (stack, first);
      gtk_stack_set_transition_type (stack, transition);
      gtk_stack_set_hhomogeneous (stack, TRUE);
    }
  if (GTK_IS_TEXT_VIEW (widget))
    gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (widget), GTK_WRAP_WORD_CHAR);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    steady_pages (child);
}

void
vt_application_show_about (VtApplication *self)
{
  static const char *authors[] = { "The Vertrauter authors", NULL };
  g_autofree char *system_information = NULL;
  g_autoptr(GPtrArray) credits = g_ptr_array_new_with_free_func (g_free);
  GListModel *rulesets;
  GtkWidget *about;

  g_return_if_fail (VT_IS_APPLICATION (self));

  rulesets = vt_ruleset_registry_get_rulesets (vt_application_get_registry (self));
  for (guint i = 0; i < g_list_model_get_n_items (rulesets); i++)
    {
      g_autoptr(VtRuleset) ruleset = g_list_model_get_item (rulesets, i);

      g_ptr_array_add (credits, g_strdup_printf ("%s, %s (%u)",
                                                 vt_ruleset_get_title (ruleset),
                                                 vt_ruleset_get_author (ruleset),
                                                 vt_ruleset_get_year (ruleset)));
    }
  g_ptr_array_add (credits, NULL);

  system_information = vt_application_describe_rulesets (self);

  about = g_object_new (GTK_TYPE_ABOUT_DIALOG,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
                        "program-name", _("Vertrauter"),
                        "version", PACKAGE_VERSION,
                        "comments", _("The umpire’s workstation for historical war games"),
                        "logo-icon-name", APPLICATION_ID,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "authors", authors,
                        "system-information", system_information,
                        /* The provenance is long: a window tall enough to read it
                         * in, not a box of four lines, and as wide on every tab. */
                        "resizable", TRUE,
                        "default-width", ABOUT_WIDTH,
                        "default-height", ABOUT_HEIGHT,
                        NULL);
  if (credits->len > 1)
    gtk_about_dialog_add_credit_section (GTK_ABOUT_DIALOG (about), _("Rulesets"),
                                         (const char **) credits->pdata);

  steady_pages (about);
  gtk_window_present (GTK_WINDOW (about));
}

static void
new_activated (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  VtApplication *self = user_data;

  vt_application_show_new_dialog (self, gtk_application_get_active_window (GTK_APPLICATION (self)));
}

static void
open_response (GtkNativeDialog *chooser,
               int              response,
               VtApplication   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);

          vt_application_open_file (self, file);
        }
    }

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  VtApplication *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open Game"),
                                         gtk_application_get_active_window (GTK_APPLICATION (self)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), TRUE);

  gtk_file_filter_set_name (games, _("Vertrauter games"));
  gtk_file_filter_add_pattern (games, "*.vertrauter");
  gtk_file_filter_add_mime_type (games, "application/x-vertrauter");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), games);

  g_signal_connect (chooser, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
recover_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  VtApplication *self = user_data;

  vt_application_show_recover_dialog (self, gtk_application_get_active_window (GTK_APPLICATION (self)));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  vt_application_show_about (VT_APPLICATION (user_data));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = user_data;
  g_autolist(GObject) windows = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    windows = g_list_prepend (windows, g_object_ref (l->data));

  /* Close rather than quit outright, so each window saves its size and a
   * window with unsaved changes asks first; the last one to go ends the
   * application. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
import_osm_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  VtApplication *self = user_data;

  vt_application_show_osm_dialog (self, gtk_application_get_active_window (GTK_APPLICATION (self)));
}

static const GActionEntry app_actions[] = {
  { "new", new_activated },
  { "import-osm", import_osm_activated },
  { "open", open_activated },
  { "recover", recover_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

GSettings *
vt_application_lookup_settings (const char *key)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, key))
    return NULL;

  return g_settings_new_full (schema, NULL, NULL);
}

static void
vt_application_startup (GApplication *application)
{
  GtkApplication *app = GTK_APPLICATION (application);
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  static const struct {
    const char *action;
    const char *accels[5];
  } accels[] = {
    { "app.new", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "game.save", { "<Control>s", NULL } },
    { "game.save-as", { "<Control><Shift>s", NULL } },
    { "game.print-report", { "<Control>p", NULL } },
    { "play.add-note", { "<Control><Shift>n", NULL } },
    { "play.allow-refused", { "<Control><Shift>a", NULL } },
    { "play.give-move", { "<Control><Shift>g", NULL } },
    { "play.publish-terrain", { "<Control><Shift>w", NULL } },
    { "win.close", { "<Control>w", NULL } },
    /* the bare + and - are the window's own (vt-window-actions.c): as
     * accelerators they would be taken from every text field */
    { "view.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
    { "view.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
    { "view.zoom-fit", { "<Control>0", NULL } },
    { "play.undo", { "<Control>z", NULL } },
    { "view.switch-mode", { "<Control><Shift>l", NULL } },
    { "edit.duplicate", { "<Control>d", NULL } },
    { "edit.import-osm-into", { "<Control><Shift>o", NULL } },
    { "play.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "play.next-phase", { "<Control>Return", NULL } },
    { "play.show-advance", { "<Control><Shift>Return", NULL } },
    { "play.show-actions", { "<Control>e", NULL } },
    { "play.rule-tables", { "<Control>t", NULL } },
    { "view.timers", { "<Control><Shift>t", NULL } },
    { "view.mute", { "<Control><Shift>m", NULL } },
    { "view.cell-numbers", { "<Control><Shift>b", NULL } },
    { "play.send-message", { "<Control>m", NULL } },
    { "play.print-slips", { "<Control><Shift>p", NULL } },
    { "view.show-page::forces", { "<Alt>1", NULL } },
    { "view.show-page::journal", { "<Alt>2", NULL } },
    { "view.show-page::losses", { "<Alt>3", NULL } },
    { "view.show-page::briefings", { "<Alt>4", NULL } },
    { "view.show-page::messages", { "<Alt>5", NULL } },
    /* the first and second side's boards (vt-window-actions.c) */
    { "view.side-board-1", { "<Control><Shift>1", NULL } },
    { "view.side-board-2", { "<Control><Shift>2", NULL } },
    /* win.show-help-overlay is GTK's, from gtk/help-overlay.ui */
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  G_APPLICATION_CLASS (vt_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);

  gtk_css_provider_load_from_resource (css, "/org/vertrauter/Vertrauter/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_set_application_name (_("Vertrauter"));
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
vt_application_activate (GApplication *application)
{
  VtApplication *self = VT_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }

  /* With no file the umpire is first offered what was never saved, else
   * starts a game; without any ruleset the dialog still opens, to say
   * where rulesets were looked for. */
  window = GTK_WINDOW (vt_window_new (GTK_APPLICATION (self)));
  gtk_window_present (window);
  {
    g_autoptr(GPtrArray) autosaves = vt_application_find_autosaves (self);

    if (autosaves->len > 0)
      vt_application_show_recover_dialog (self, window);
    else
      vt_application_show_new_dialog (self, window);
  }
}

static void
vt_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  VtApplication *self = VT_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    vt_application_open_file (self, files[i]);
}

static void
vt_application_dispose (GObject *object)
{
  VtApplication *self = VT_APPLICATION (object);

  g_clear_object (&self->documents);

  G_OBJECT_CLASS (vt_application_parent_class)->dispose (object);
}

static void
vt_application_class_init (VtApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = vt_application_dispose;
  app_class->startup = vt_application_startup;
  app_class->activate = vt_application_activate;
  app_class->open = vt_application_open;
  gtk_app_class->window_added = vt_application_window_added;
  gtk_app_class->window_removed = vt_application_window_removed;

  /* templates, CSS and the icon, before any window is built */
  vt_register_resource ();
}

static void
vt_application_init (VtApplication *self)
{
  self->documents = g_list_store_new (VT_TYPE_DOCUMENT);
}

VtApplication *
vt_application_new (void)
{
  return g_object_new (VT_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                       "resource-base-path", "/org/vertrauter/Vertrauter",
                       NULL);
}
