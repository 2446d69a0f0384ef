/* vt-window.c: the umpire's main window: forces, map, clock, journal and losses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-application.h"

#include "vt-action-dialog.h"
#include "vt-measure.h"
#include "vt-sound.h"
#include "vt-window-private.h"

#define RECENT_MIME_TYPE "application/x-vertrauter"
#define RECENT_LIMIT     10
/* a unit this near the edge of the map view is as good as off it */
#define ON_SCREEN_MARGIN 24

G_DEFINE_FINAL_TYPE (VtWindow, vt_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static VtGame *
get_game (VtWindow *self)
{
  return self->document != NULL ? vt_document_get_game (self->document) : NULL;
}

static GFile *
get_file (VtWindow *self)
{
  return self->document != NULL ? vt_document_get_file (self->document) : NULL;
}

static const char *
unit_of_length (VtWindow *self)
{
  return vt_map_get_unit_of_length (vt_scenario_get_map (vt_game_get_state (get_game (self))));
}

static void
update_title (VtWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;
  const char *scenario_title = NULL;

  if (self->document == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Vertrauter"));
      gtk_label_set_label (self->title_label, _("Vertrauter"));
      gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), FALSE);
      return;
    }

  if (get_file (self) != NULL)
    name = vt_document_dup_display_name (self->document);
  else
    name = g_strdup (_("Unsaved Game"));

  /* The star says there is something to save. */
  title = g_strdup_printf ("%s%s", vt_document_get_dirty (self->document) ? "*" : "", name);
  gtk_label_set_label (self->title_label, title);

  scenario_title = vt_scenario_get_title (vt_game_get_state (get_game (self)));
  gtk_label_set_label (self->subtitle_label, scenario_title != NULL ? scenario_title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label),
                          scenario_title != NULL && scenario_title[0] != '\0');

  window_title = g_strdup_printf ("%s — %s", title, _("Vertrauter"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
update_scale (VtWindow *self)
{
  double scale = vt_map_view_get_scale (self->map_view);
  g_autofree char *text = NULL;

  if (get_game (self) == NULL || scale <= 0)
    {
      gtk_label_set_label (self->scale_label, "");
      return;
    }

  text = vt_measure_format_scale (scale, unit_of_length (self));
  gtk_label_set_label (self->scale_label, text);
}

static void
update_position (VtWindow *self,
                 double    x,
                 double    y,
                 gboolean  inside)
{
  VtPoint point;
  g_autofree char *east = NULL;
  g_autofree char *south = NULL;
  g_autofree char *text = NULL;

  if (inside && get_game (self) != NULL && vt_map_view_to_map (self->map_view, x, y, &point))
    {
      VtMap *map = vt_scenario_get_map (vt_game_get_state (get_game (self)));

      /* the table around the map has no position */
      inside = point.x >= 0 && point.y >= 0 &&
               point.x <= vt_map_get_width (map) && point.y <= vt_map_get_height (map);
    }
  else
    inside = FALSE;

  if (!inside)
    {
      gtk_label_set_label (self->position_label, "");
      return;
    }

  /* "x 1,250 · y 800 paces": the unit once, after both numbers */
  east = vt_measure_format_length (point.x, NULL);
  south = vt_measure_format_length (point.y, unit_of_length (self));
  g_strstrip (east);
  text = g_strdup_printf ("x %s · y %s", east, south);
  gtk_label_set_label (self->position_label, text);
}

static void
pointer_moved (GtkEventControllerMotion *motion,
               double                    x,
               double                    y,
               VtWindow                 *self)
{
  update_position (self, x, y, TRUE);
}

static void
pointer_left (GtkEventControllerMotion *motion,
              VtWindow                 *self)
{
  update_position (self, 0, 0, FALSE);
}

/* the banner over the map */

void
_vt_window_show_banner (VtWindow   *self,
                        const char *message)
{
  gtk_label_set_label (self->banner_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->banner_allow), FALSE);
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
}

/* A dragged move refused: Allow… where the umpire may overrule it. */
static void
move_refused (VtWindow   *self,
              const char *message)
{
  gboolean allowable = vt_map_view_has_ruling (self->map_view);

  _vt_window_show_banner (self, message);
  gtk_widget_set_visible (GTK_WIDGET (self->banner_allow), allowable);
  _vt_window_actions_update (self);
}

/* A formation or facing change refused in the unit panel: the same
 * Allow… as for a drag, the map view keeping what was refused. */
static void
unit_change_refused (VtWindow   *self,
                     const char *message,
                     VtUnitPanel *panel)
{
  vt_map_view_set_ruling (self->map_view, vt_unit_panel_steal_ruling (panel));
  move_refused (self, message);
}

void
_vt_window_hide_banner (VtWindow *self)
{
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  vt_map_view_set_ruling (self->map_view, NULL);
  _vt_window_actions_update (self);
}

/* a message fell due: seen across the room until dismissed */
static void
message_arrived (VtWindow   *self,
                 const char *text)
{
  gtk_label_set_label (self->message_banner_label, text);
  gtk_revealer_set_reveal_child (self->message_banner_revealer, TRUE);
  /* and heard: the umpire may be at the players' table */
  vt_sound_play ("message-due");
}

static void
hide_message_banner (VtWindow *self)
{
  gtk_revealer_set_reveal_child (self->message_banner_revealer, FALSE);
}

static void
show_messages_page (VtWindow *self)
{
  gtk_stack_set_visible_child_name (self->side_stack, "messages");
  hide_message_banner (self);
}

/* the clock */

/* "Zug 3 · 06:04 · Fire (Red)", in the ruleset's word for a move */
static char *
clock_text (VtRuleset  *ruleset,
            guint       move,
            guint       minutes,
            const char *phase)
{
  GString *text = g_string_new (NULL);
  g_autofree char *move_text = vt_measure_format_move (ruleset, move);

  g_string_append (text, move_text);
  /* a game whose moves take no time of the day (War-Chess, Wells's timed
   * moves) shows none */
  if (ruleset == NULL || vt_ruleset_get_minutes_per_move (ruleset) > 0)
    g_string_append_printf (text, " · %02u:%02u", (minutes / 60) % 24, minutes % 60);
  if (phase != NULL && phase[0] != '\0')
    g_string_append_printf (text, " · %s", phase);

  return g_string_free (text, FALSE);
}

/* The clock is as wide as its widest phase, so Next Phase stays where the
 * umpire's pointer is however the phase's name runs. */
static void
fit_clock (VtWindow  *self,
           VtGame    *game,
           guint      n_phases)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));
  /* no phases: the side to move stands in their place */
  guint n_labels = n_phases > 1 ? n_phases : MAX (g_list_model_get_n_items (sides), 1);
  int widest = 0;

  for (guint i = 0; i < n_labels; i++)
    {
      g_autoptr(VtSide) side = n_phases > 1 || i >= g_list_model_get_n_items (sides) ? NULL
                               : g_list_model_get_item (sides, i);
      g_autofree char *phase = side != NULL ? g_strdup (vt_side_get_name (side)) : vt_game_dup_phase_label (game, i);
      /* three figures of moves, the widest a long game gets */
      g_autofree char *text = clock_text (vt_game_get_ruleset (game), MAX (vt_game_get_move (game), 888),
                                          23 * 60 + 59, phase);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->clock_label), text);
      int width;

      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
    }

  gtk_widget_set_size_request (GTK_WIDGET (self->clock_label), widest + 2, -1);
}

/* With no phases to name it, the side to move stands where a phase would
 * (1812: "Zug 4 · 06:03 · Rot"; War-Chess: "Move 3 · Attacking Army", its
 * moves take no time of the day). */
static void
update_clock (VtWindow *self)
{
  VtGame *game = get_game (self);
  VtRuleset *ruleset;
  const VtPhase *phases = NULL;
  guint n_phases = 0;
  guint phase;
  g_autofree char *text = NULL;
  g_autofree char *phase_label = NULL;
  VtSide *side_to_move;

  if (game == NULL)
    {
      gtk_label_set_label (self->clock_label, "");
      gtk_widget_set_size_request (GTK_WIDGET (self->clock_label), -1, -1);
      return;
    }

  ruleset = vt_game_get_ruleset (game);
  phase = vt_game_get_phase (game);
  if (ruleset != NULL)
    phases = vt_ruleset_get_phases (ruleset, &n_phases);

  phase_label = vt_game_dup_phase_label (game, phase);
  side_to_move = vt_game_get_side_to_move (game);
  if (n_phases <= 1 && side_to_move != NULL)
    {
      g_free (phase_label);
      phase_label = g_strdup (vt_side_get_name (side_to_move));
    }
  text = clock_text (ruleset, vt_game_get_move (game), vt_game_get_time (game), phase_label);
  fit_clock (self, game, n_phases);
  gtk_label_set_label (self->clock_label, text);
  if (phases != NULL && phase < n_phases && phases[phase].description != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->clock_label), vt_ruleset_translate (ruleset, phases[phase].description));
}

/* The play bar in the game's word for a move: "Advance Züge…" in 1824,
 * "Advance moves…" for Wells and War-Chess. */
static void
update_move_words (VtWindow *self)
{
  VtGame *game = get_game (self);
  VtRuleset *ruleset = game != NULL ? vt_game_get_ruleset (game) : NULL;
  const char *one = vt_ruleset_get_move_name (ruleset, 1);
  const char *several = vt_ruleset_get_move_name (ruleset, 2);
  g_autofree char *label = g_strdup_printf (_("Advance %s…"), several);
  /* TRANSLATORS: %s is the game's word for moves, "Züge" */
  g_autofree char *advance_tip = g_strdup_printf (_("Let several %s pass at once while the forces are far apart (Shift+Ctrl+Enter)"),
                                                  several);
  /* TRANSLATORS: %s is the game's word for a move, "Zug" */
  g_autofree char *next_tip = g_strdup_printf (_("On to the next phase; after the last, the next %s (Ctrl+Enter)"), one);
  /* TRANSLATORS: %s is the game's word for a move, "Zug" */
  g_autofree char *clock_tip = g_strdup_printf (_("The %s, the game time and the phase"), one);

  gtk_menu_button_set_label (self->advance_button, label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->advance_button), advance_tip);
  gtk_label_set_label (self->advance_moves_label, several);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->next_phase_button), next_tip);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->clock_label), clock_tip);
}

/* the selection, shared by the forces list, the map and the unit panel */

static void
unit_position (VtWindow *self,
               VtUnit   *unit,
               VtPoint  *point)
{
  VtMap *map = vt_scenario_get_map (vt_game_get_state (get_game (self)));
  const VtBoard *board = vt_map_get_board (map);
  const VtCell *cell;

  vt_unit_get_position (unit, point);
  if (board != NULL && vt_unit_get_cell (unit) != 0 &&
      (cell = vt_board_find_cell (board, vt_unit_get_cell (unit))) != NULL)
    *point = cell->centre;
}

/* The list picked: the map follows, keeping the order units were picked in. */
/* The map shows @unit, moving only when it is off screen, so the umpire
 * does not lose the part of the map he looks at. */
static void
show_on_map (VtWindow *self,
             VtUnit   *unit)
{
  GtkWidget *map = GTK_WIDGET (self->map_view);
  VtPoint point;
  double x, y;

  if (unit == NULL)
    return;

  unit_position (self, unit, &point);
  if (!vt_map_view_to_widget (self->map_view, &point, &x, &y) ||
      x < ON_SCREEN_MARGIN || x > gtk_widget_get_width (map) - ON_SCREEN_MARGIN ||
      y < ON_SCREEN_MARGIN || y > gtk_widget_get_height (map) - ON_SCREEN_MARGIN)
    vt_map_view_centre_on (self->map_view, &point);
}

/* Enter on a row of the list: the keys go to the map, whose arrows carry
 * the picked units (VtSelectTool) */
static void
units_activated (VtForcesPanel *panel,
                 VtWindow      *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
}

static void
units_picked (VtForcesPanel *panel,
              VtWindow      *self)
{
  g_autoptr(GPtrArray) listed = vt_forces_panel_get_picked_units (panel);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  const char * const *before;
  guint n_new = 0;
  VtUnit *newest = NULL;

  if (self->syncing_selection > 0 || get_game (self) == NULL)
    return;

  before = vt_map_view_get_selected_units (self->map_view);
  for (guint i = 0; before[i] != NULL; i++)
    for (guint j = 0; j < listed->len; j++)
      if (g_strcmp0 (before[i], vt_unit_get_id (listed->pdata[j])) == 0)
        g_strv_builder_add (builder, before[i]);
  for (guint j = 0; j < listed->len; j++)
    if (!g_strv_contains (before, vt_unit_get_id (listed->pdata[j])))
      {
        g_strv_builder_add (builder, vt_unit_get_id (listed->pdata[j]));
        newest = listed->pdata[j];
        n_new++;
      }

  ids = g_strv_builder_end (builder);
  self->syncing_selection++;
  vt_map_view_set_selected_units (self->map_view, (const char * const *) ids);
  self->syncing_selection--;
  vt_unit_panel_set_units (vt_forces_panel_get_unit_panel (panel), (const char * const *) ids);

  /* one unit picked in the list: the map shows it */
  if (n_new == 1 && g_strv_length (ids) == 1)
    show_on_map (self, newest);
}

/* An entry picked in the journal: its units are marked on the map. */
static void
journal_event_selected (VtJournalPanel *panel,
                        VtEvent        *event,
                        VtWindow       *self)
{
  g_auto(GStrv) ids = NULL;
  VtGame *game = get_game (self);

  if (event == NULL || game == NULL)
    return;

  ids = vt_journal_panel_get_event_units (panel, event);
  if (ids[0] == NULL)
    return;

  vt_map_view_set_selected_units (self->map_view, (const char * const *) ids);
  show_on_map (self, vt_scenario_find_unit (vt_game_get_state (game), ids[0]));
}

/* The map picked: the list follows. */
static void
map_selection_changed (VtMapView *view,
                       VtWindow  *self)
{
  const char * const *ids = vt_map_view_get_selected_units (view);

  vt_unit_panel_set_units (vt_forces_panel_get_unit_panel (self->forces_panel), ids);
  _vt_window_boards_update (self);

  if (self->syncing_selection > 0)
    return;

  self->syncing_selection++;
  vt_forces_panel_show_units (self->forces_panel, ids);
  self->syncing_selection--;
}

/* the actions menu */

/* grouped by kind, those of the present phase first (vt-action-dialog.c) */
static void
build_actions_menu (VtWindow *self)
{
  vt_action_dialog_fill_menu (self->actions_section, get_game (self));
}

/* recent games */

static gint
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *da = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *db = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (db, da);
}

static void
update_recent_menu (VtWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GSettings) settings = vt_application_lookup_settings ("recent-games");
  guint n = 0;
  guint limit = settings != NULL ? (guint) g_settings_get_int (settings, "recent-games") : RECENT_LIMIT;

  g_menu_remove_all (self->recent_section);
  items = g_list_sort (items, compare_recent);

  for (GList *l = items; l != NULL && n < limit; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      if (!g_str_has_suffix (uri, ".vertrauter") || !gtk_recent_info_exists (info))
        continue;

      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "game.open-recent", g_variant_new_string (uri));
      g_menu_append_item (self->recent_section, item);
      n++;
    }

  if (n == 0)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_("No Recent Games"), "game.no-recent");

      g_menu_append_item (self->recent_section, item);
    }

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
remember_file (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .display_name = NULL,
    .description = NULL,
    .mime_type = (char *) RECENT_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "vertrauter %u",
    .groups = NULL,
    .is_private = FALSE,
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* the document */

/* After every append, undo and redo: the window follows; the panels and
 * the map follow by themselves, and the document saves the game. */
static void
game_changed (VtWindow *self)
{
  _vt_window_hide_banner (self);
  update_clock (self);
  build_actions_menu (self);
  _vt_window_actions_update (self);
  vt_unit_panel_set_units (vt_forces_panel_get_unit_panel (self->forces_panel),
                           vt_map_view_get_selected_units (self->map_view));
  gtk_widget_queue_draw (GTK_WIDGET (self->map_view));
}

static void
autosave_failed (VtDocument *document,
                 const char *message,
                 VtWindow   *self)
{
  _vt_window_show_banner (self, message);
}

static void
forget_document (VtWindow *self)
{
  if (self->document == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->document, self);
  g_signal_handlers_disconnect_by_data (vt_document_get_game (self->document), self);
}

/* What the file holds that is amiss but did not stop it opening (an event
 * made out of turn with no reason given, an underlay not found): in the
 * banner as it opens, as vertrauter-tool validate prints them. */
#define SHOWN_LOAD_WARNINGS 3

static void
show_load_warnings (VtWindow *self,
                    VtGame   *game)
{
  GPtrArray *warnings = vt_scenario_get_load_warnings (vt_game_get_scenario (game));
  g_autoptr(GString) text = NULL;

  if (warnings == NULL || warnings->len == 0)
    return;

  text = g_string_new (NULL);
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Opened with %u warning:", "Opened with %u warnings:",
                                             warnings->len),
                          warnings->len);
  for (guint i = 0; i < warnings->len && i < SHOWN_LOAD_WARNINGS; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (warnings, i));
  if (warnings->len > SHOWN_LOAD_WARNINGS)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "and %u more (vertrauter-tool validate lists them all)",
                                                 "and %u more (vertrauter-tool validate lists them all)",
                                                 warnings->len - SHOWN_LOAD_WARNINGS),
                              warnings->len - SHOWN_LOAD_WARNINGS);
    }
  _vt_window_show_banner (self, text->str);
}

VtDocument *
vt_window_get_document (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->document;
}

void
vt_window_set_document (VtWindow   *self,
                        VtDocument *document)
{
  VtGame *game;
  VtRuleset *ruleset;
  g_autofree char *ruleset_text = NULL;

  g_return_if_fail (VT_IS_WINDOW (self));
  g_return_if_fail (!document || VT_IS_DOCUMENT (document));

  forget_document (self);
  if (self->tables_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->tables_window));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  game = get_game (self);

  _vt_window_hide_banner (self);
  vt_forces_panel_set_game (self->forces_panel, game);
  vt_journal_panel_set_game (self->journal_panel, game);
  vt_losses_panel_set_game (self->losses_panel, game);
  vt_briefings_panel_set_game (self->briefings_panel, game);
  hide_message_banner (self);
  vt_messages_panel_set_game (self->messages_panel, game);
  build_actions_menu (self);
  vt_map_view_set_game (self->map_view, game);
  _vt_window_boards_set_game (self);
  _vt_window_editor_set_document (self);
  update_move_words (self);
  update_clock (self);

  if (document == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      update_title (self);
      _vt_window_actions_update (self);
      return;
    }

  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::dirty", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "autosave-failed", G_CALLBACK (autosave_failed), self, 0);
  g_signal_connect_object (document, "changed-on-disk", G_CALLBACK (_vt_window_changed_on_disk), self, 0);

  ruleset = vt_game_get_ruleset (game);
  /* the name the game goes by; the rulebook's whole title on hover */
  if (ruleset != NULL)
    ruleset_text = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));
  gtk_label_set_label (self->ruleset_label, ruleset != NULL ? vt_ruleset_get_short_name (ruleset) : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->ruleset_label), ruleset_text);
  gtk_label_set_label (self->position_label, "");

  gtk_stack_set_visible_child_name (self->stack, "game");
  gtk_stack_set_visible_child_name (self->side_stack, "forces");
  update_title (self);
  update_scale (self);
  _vt_window_actions_update (self);
  show_load_warnings (self, game);
}

VtGame *
vt_window_get_game (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return get_game (self);
}

GFile *
vt_window_get_file (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return get_file (self);
}

gboolean
vt_window_get_dirty (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);

  return self->document != NULL && vt_document_get_dirty (self->document);
}

const char *
vt_window_get_autosave_path (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->document != NULL ? vt_document_get_autosave_path (self->document) : NULL;
}

VtMapView *
vt_window_get_map_view (VtWindow *self)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);

  return self->map_view;
}

GActionGroup *
vt_window_get_action_group (VtWindow   *self,
                            const char *prefix)
{
  g_return_val_if_fail (VT_IS_WINDOW (self), NULL);
  g_return_val_if_fail (prefix != NULL, NULL);

  if (g_str_equal (prefix, "game"))
    return G_ACTION_GROUP (self->game_actions);
  if (g_str_equal (prefix, "play"))
    return G_ACTION_GROUP (self->play_actions);
  if (g_str_equal (prefix, "view"))
    return G_ACTION_GROUP (self->view_actions);
  if (g_str_equal (prefix, "edit"))
    return G_ACTION_GROUP (self->edit_actions);

  return NULL;
}

void
vt_window_set_game (VtWindow *self,
                    VtGame   *game,
                    GFile    *file)
{
  g_autoptr(VtDocument) document = NULL;

  g_return_if_fail (VT_IS_WINDOW (self));
  g_return_if_fail (!game || VT_IS_GAME (game));
  g_return_if_fail (!file || G_IS_FILE (file));

  if (game != NULL)
    document = vt_document_new (game, file);
  vt_window_set_document (self, document);
}

gboolean
vt_window_load_file (VtWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtDocument) document = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = vt_document_load (file, vt_ruleset_registry_get_default (), &error);
  if (document == NULL && g_error_matches (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED))
    {
      _vt_window_offer_copy (self, file, error);
      return FALSE;
    }
  if (document == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *name = g_filename_display_name (basename);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

      vt_window_show_error (GTK_WINDOW (self), primary, error->message);
      return FALSE;
    }

  vt_window_set_document (self, document);
  remember_file (file);

  return TRUE;
}

gboolean
vt_window_recover (VtWindow   *self,
                   const char *autosave_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtDocument) document = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (autosave_path != NULL, FALSE);

  document = vt_document_recover (autosave_path, vt_ruleset_registry_get_default (), &error);
  if (document == NULL)
    {
      vt_window_show_error (GTK_WINDOW (self), _("Could not recover the unsaved game"), error->message);
      return FALSE;
    }

  vt_window_set_document (self, document);
  _vt_window_show_banner (self, _("Recovered: this game was never saved to a file. Save it to keep it there; "
                                  "closing it without saving lets the copy go."));

  return TRUE;
}

gboolean
vt_window_save_to (VtWindow *self,
                   GFile    *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (VT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);

  if (!vt_document_save_to (self->document, file, &error))
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *name = g_filename_display_name (basename);
      g_autofree char *primary = g_strdup_printf (_("Could not save “%s”"), name);

      self->close_after_save = FALSE;
      vt_window_show_error (GTK_WINDOW (self), primary, error->message);
      return FALSE;
    }

  remember_file (file);

  if (self->close_after_save)
    {
      self->close_after_save = FALSE;
      gtk_window_destroy (GTK_WINDOW (self));
    }

  return TRUE;
}

void
vt_window_show_error (GtkWindow  *parent,
                      const char *primary,
                      const char *detail)
{
  GtkWidget *dialog;
  GtkWidget *area;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (primary != NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR,
                                   GTK_BUTTONS_CLOSE,
                                   "%s", primary);
  if (detail != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);

  /* The umpire may want to copy "siege.vertrauter:42: …" into an editor. */
  area = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
  for (GtkWidget *child = gtk_widget_get_first_child (area); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      gtk_label_set_selectable (GTK_LABEL (child), TRUE);

  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* drag and drop */

static gboolean
file_dropped (GtkDropTarget *target,
              const GValue  *value,
              double         x,
              double         y,
              VtWindow      *self)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  GSList *files = NULL;
  g_autoptr(GSList) single = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    files = g_value_get_boxed (value);
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    files = single = g_slist_prepend (NULL, g_value_get_object (value));

  if (files == NULL)
    return FALSE;

  /* The first file replaces an empty window; the others get windows of
   * their own, through the application, which knows the open documents. */
  if (self->document == NULL)
    {
      vt_window_load_file (self, files->data);
      files = files->next;
    }
  for (GSList *l = files; l != NULL; l = l->next)
    {
      GFile *file = l->data;

      g_application_open (app, &file, 1, "");
    }

  return TRUE;
}

/* window state */

static void
save_window_state (VtWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

enum {
  RESPONSE_DISCARD = 1,
};

static void
close_prompt_response (GtkDialog *dialog,
                       int        response,
                       VtWindow  *self)
{
  /* The window may be gone before the dialog is finalized. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));

  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      self->close_after_save = TRUE;
      if (get_file (self) != NULL)
        vt_window_save_to (self, get_file (self));
      else
        g_action_group_activate_action (G_ACTION_GROUP (self->game_actions), "save-as", NULL);
      break;

    case RESPONSE_DISCARD:
      /* the umpire chose to let it go */
      vt_document_discard (self->document);
      gtk_window_destroy (GTK_WINDOW (self));
      break;

    default:
      break;
    }
}

static void
ask_before_closing (VtWindow *self)
{
  g_autofree char *name = vt_document_dup_display_name (self->document);
  GtkWidget *dialog;
  GtkWidget *save;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION,
                                   GTK_BUTTONS_NONE,
                                   _("Save changes to “%s” before closing?"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            get_file (self) != NULL
                                              ? _("The house rules or options changed since the game was last saved.")
                                              : _("This game has never been saved. If you close without saving, it is gone."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("Close _without Saving"), RESPONSE_DISCARD);
  save = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (save, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  g_signal_connect (dialog, "response", G_CALLBACK (close_prompt_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Another window shows the same document, e.g. a side board: closing this
 * one loses nothing. */
static gboolean
document_shown_elsewhere (VtWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (l->data != self && VT_IS_WINDOW (l->data) && VT_WINDOW (l->data)->document == self->document)
      return TRUE;

  return FALSE;
}

static gboolean
vt_window_close_request (GtkWindow *window)
{
  VtWindow *self = VT_WINDOW (window);

  save_window_state (self);

  if (self->document != NULL && vt_document_get_dirty (self->document) && !document_shown_elsewhere (self))
    {
      ask_before_closing (self);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (vt_window_parent_class)->close_request (window);
}


static void
vt_window_dispose (GObject *object)
{
  VtWindow *self = VT_WINDOW (object);

  forget_document (self);
  if (self->side_boards != NULL)
    _vt_window_close_boards (self);
  g_clear_pointer (&self->side_boards, g_hash_table_unref);
  if (self->tables_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->tables_window), (gpointer *) &self->tables_window);
      self->tables_window = NULL;
    }

  /* GTK 4.8 would unparent the window's child behind GtkWindow's back. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_WINDOW);

  _vt_window_editor_dispose (self);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->game_actions);
  g_clear_object (&self->play_actions);
  g_clear_object (&self->view_actions);

  G_OBJECT_CLASS (vt_window_parent_class)->dispose (object);
}

static void
vt_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  VtWindow *self = VT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  VtWindow *self = VT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      vt_window_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_window_class_init (VtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = vt_window_dispose;
  object_class->get_property = vt_window_get_property;
  object_class->set_property = vt_window_set_property;
  window_class->close_request = vt_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         VT_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VT_TYPE_MAP_VIEW);
  g_type_ensure (VT_TYPE_FORCES_PANEL);
  g_type_ensure (VT_TYPE_JOURNAL_PANEL);
  g_type_ensure (VT_TYPE_LOSSES_PANEL);
  g_type_ensure (VT_TYPE_BRIEFINGS_PANEL);
  g_type_ensure (VT_TYPE_MESSAGES_PANEL);
  g_type_ensure (VT_TYPE_UNIT_EDITOR);
  g_type_ensure (VT_TYPE_CATALOGUE_PANEL);
  g_type_ensure (VT_TYPE_FEATURE_PANEL);
  g_type_ensure (VT_TYPE_LAYERS_PANEL);
  g_type_ensure (VT_TYPE_UNDERLAY_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VtWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, clock_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_moves_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, next_phase_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_popover);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_spin);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, advance_confirm);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, actions_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, actions_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, forces_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, journal_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, losses_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, briefings_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_close);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, banner_allow);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, messages_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, message_banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, message_banner_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, message_banner_show);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, message_banner_close);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, scale_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, boards_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, seen_by_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, reveal_section);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, mode_switch);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, play_bar);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, edit_bar);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, snap_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, lock_label);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, unlock_button);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, side_switcher);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, edit_switcher);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, edit_stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, edit_briefings_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, properties_stack);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, properties_hint);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, unit_editor);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, catalogue_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, feature_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, layers_panel);
  gtk_widget_class_bind_template_child (widget_class, VtWindow, underlay_panel);
}

static void
vt_window_init (VtWindow *self)
{
  GtkEventController *motion;
  GtkDropTarget *drop;
  GType drop_types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };
  VtUnitPanel *unit_panel;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->side_boards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  _vt_window_actions_init (self);
  _vt_window_editor_init (self);

  unit_panel = vt_forces_panel_get_unit_panel (self->forces_panel);
  g_signal_connect (self->forces_panel, "units-picked", G_CALLBACK (units_picked), self);
  g_signal_connect (self->forces_panel, "units-activated", G_CALLBACK (units_activated), self);
  g_signal_connect (self->journal_panel, "event-selected", G_CALLBACK (journal_event_selected), self);
  g_signal_connect_swapped (self->map_view, "notify::scale", G_CALLBACK (update_scale), self);
  g_signal_connect (self->map_view, "selection-changed", G_CALLBACK (map_selection_changed), self);
  g_signal_connect_swapped (self->map_view, "move-refused", G_CALLBACK (move_refused), self);
  g_signal_connect_swapped (self->map_view, "pressed", G_CALLBACK (_vt_window_hide_banner), self);
  g_signal_connect_object (unit_panel, "refused", G_CALLBACK (unit_change_refused), self, G_CONNECT_SWAPPED);
  g_object_bind_property (unit_panel, "activity", self->map_view, "activity", G_BINDING_SYNC_CREATE);
  /* the map's description names the selected unit; the unit panel beside
   * it is where its state is read and changed at length */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->map_view), GTK_ACCESSIBLE_RELATION_DETAILS,
                                  unit_panel, NULL, -1);
  g_signal_connect_swapped (self->banner_close, "clicked", G_CALLBACK (_vt_window_hide_banner), self);
  g_signal_connect_swapped (self->messages_panel, "arrived", G_CALLBACK (message_arrived), self);
  g_signal_connect_swapped (self->message_banner_close, "clicked", G_CALLBACK (hide_message_banner), self);
  g_signal_connect_swapped (self->message_banner_show, "clicked", G_CALLBACK (show_messages_page), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), motion);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, drop_types, G_N_ELEMENTS (drop_types));
  g_signal_connect (drop, "drop", G_CALLBACK (file_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);

  self->settings = vt_application_lookup_settings ("window-width");
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }

  vt_window_set_document (self, NULL);
}

VtWindow *
vt_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (VT_TYPE_WINDOW, "application", application, NULL);
}
