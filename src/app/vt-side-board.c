/* vt-side-board.c: one side's board, for a second monitor or a projector
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-side-board"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-application.h"

#include "vt-measure.h"
#include "vt-report-print.h"
#include "vt-side-board.h"
#include "vt-side-swatch.h"
#include "vt-window.h"

/* An export is the size `vertrauter-tool render` writes by default. */
#define EXPORT_WIDTH  1600
#define EXPORT_HEIGHT 1200

struct _VtSideBoard
{
  GtkWindow    parent_instance;

  VtGame      *game;
  char        *side_id;
  GSettings   *settings;
  gboolean     was_fullscreen;  /* since it opened: then full screen goes where the window is */
  GSimpleActionGroup *actions;

  /* template children */
  VtSideSwatch *swatch;
  GtkLabel     *side_label;
  GtkLabel     *clock_label;
  GtkButton    *fullscreen_button;
  VtMapView    *map_view;
  GtkWidget    *messages_empty;
  GtkBox       *messages_list;
  GtkWidget    *journal_empty;
  GtkBox       *journal_list;
};

G_DEFINE_FINAL_TYPE (VtSideBoard, vt_side_board, GTK_TYPE_WINDOW)

static VtSide *
find_side (VtSideBoard *self)
{
  return vt_scenario_find_side (vt_game_get_state (self->game), self->side_id);
}

/* The side's name is public; so is the scenario's title, which the side's
 * own view carries too. */
static void
update_title (VtSideBoard *self)
{
  VtSide *side = find_side (self);
  const char *name = side != NULL ? vt_side_get_name (side) : self->side_id;
  const char *title = vt_scenario_get_title (vt_game_get_state (self->game));
  g_autofree char *window_title = NULL;

  if (title != NULL && title[0] != '\0')
    /* TRANSLATORS: a side's board's window title: "Blau — Gefecht bei Zehlendorf" */
    window_title = g_strdup_printf (_("%s — %s"), name, title);
  else
    window_title = g_strdup (name);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
  gtk_label_set_label (self->side_label, name);
  vt_side_swatch_set_colour (self->swatch, side != NULL ? vt_side_get_colour (side) : NULL);
}

/* The Zug, the game time and whose move it is are public: the umpire calls
 * them to both sides. */
static void
update_clock (VtSideBoard *self)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  g_autofree char *move = vt_measure_format_move (ruleset, vt_game_get_move (self->game));
  guint minutes = vt_game_get_time (self->game);
  VtSide *to_move = vt_game_get_side_to_move (self->game);
  g_autoptr(GString) text = g_string_new (move);

  /* a game whose moves take no time of the day shows none */
  if (ruleset == NULL || vt_ruleset_get_minutes_per_move (ruleset) > 0)
    g_string_append_printf (text, " · %02u:%02u", (minutes / 60) % 24, minutes % 60);
  if (to_move != NULL)
    g_string_append_printf (text, " · %s", vt_side_get_name (to_move));
  gtk_label_set_label (self->clock_label, text->str);
}

/* The messages delivered to the side, newest first, large enough to read
 * from the players' table. Only those: nothing on its way, nothing to
 * another side; a sender of another side by its side's name alone, since
 * a unit's name may be one the side cannot see. */
static void
update_messages (VtSideBoard *self)
{
  VtMessageLog *log = vt_game_get_messages (self->game);
  g_autoptr(GPtrArray) delivered = vt_message_log_dup_delivered_to (log, self->side_id);
  VtScenario *state = vt_game_get_state (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->messages_list))) != NULL)
    gtk_box_remove (self->messages_list, child);

  for (guint i = delivered->len; i > 0; i--)
    {
      VtMessage *message = g_ptr_array_index (delivered, i - 1);
      const char *from = vt_message_end_name_for (state, vt_message_get_from_unit (message),
                                                  vt_message_get_from_side (message), self->side_id);
      g_autofree char *zug = vt_measure_format_move (vt_game_get_ruleset (self->game),
                                                     vt_message_get_delivered_move (message));
      g_autofree char *heading = NULL;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *title, *text;

      if (vt_message_get_to_unit (message) != NULL)
        /* TRANSLATORS: on a side's board: "Zug 3 · Order from Feldwache to 1. Bataillon" */
        heading = g_strdup_printf (_("%s · %s from %s to %s"), zug,
                                   _(vt_message_kind_get_label (vt_message_get_kind (message))), from,
                                   vt_message_end_name_for (state, vt_message_get_to_unit (message),
                                                            vt_message_get_to_side (message), self->side_id));
      else
        /* TRANSLATORS: on a side's board: "Zug 3 · Report from Feldwache" */
        heading = g_strdup_printf (_("%s · %s from %s"), zug,
                                   _(vt_message_kind_get_label (vt_message_get_kind (message))), from);
      title = gtk_label_new (heading);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_widget_add_css_class (title, "side-board-message-title");
      text = gtk_label_new (vt_message_get_text (message));
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (text, "side-board-message-text");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), text);
      gtk_widget_add_css_class (box, "side-board-message");
      gtk_box_append (self->messages_list, box);
    }
  gtk_widget_set_visible (self->messages_empty, delivered->len == 0);
}

/* The side's account of the latest events, newest first: its own
 * troops' doings and what they saw, each enemy unit as they saw it. The
 * last SIDE_JOURNAL_SHOWN it knew of; a long stretch it knew nothing of is
 * not searched beyond SIDE_JOURNAL_LOOKED_AT events. */
#define SIDE_JOURNAL_SHOWN 12
#define SIDE_JOURNAL_LOOKED_AT 400

static void
update_journal (VtSideBoard *self)
{
  VtJournal *journal = vt_game_get_journal (self->game);
  guint head = vt_journal_get_head (journal), shown = 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->journal_list))) != NULL)
    gtk_box_remove (self->journal_list, child);

  for (guint i = head; i > 0 && shown < SIDE_JOURNAL_SHOWN && head - i < SIDE_JOURNAL_LOOKED_AT; i--)
    {
      g_autofree char *account = vt_game_dup_account (self->game, i - 1, self->side_id);
      g_autofree char *zug = NULL;
      g_autofree char *line = NULL;
      GtkWidget *label;

      if (account == NULL)
        continue;
      zug = vt_measure_format_move (vt_game_get_ruleset (self->game),
                                    vt_event_get_move (vt_journal_get_event (journal, i - 1)));
      /* TRANSLATORS: on a side's board, its account of an event: "Zug 3 · II/1 fires on …" */
      line = g_strdup_printf (_("%s · %s"), zug, account);
      label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (label, "side-board-journal-entry");
      gtk_box_append (self->journal_list, label);
      shown++;
    }
  gtk_widget_set_visible (self->journal_empty, shown == 0);
}

/* export */

gboolean
vt_side_board_export (VtSideBoard  *self,
                      const char   *path,
                      GError      **error)
{
  VtKnowledge *knowledge;
  g_autoptr(VtScenario) view = NULL;
  VtRenderOptions options = { 0 };

  g_return_val_if_fail (VT_IS_SIDE_BOARD (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  knowledge = vt_game_get_knowledge (self->game, self->side_id);
  view = vt_knowledge_dup_view (knowledge);
  options.knowledge = knowledge;
  options.labels = TRUE;
  return vt_map_renderer_export_with (view, vt_game_get_ruleset (self->game), &options, path,
                                      EXPORT_WIDTH, EXPORT_HEIGHT, error);
}

static void
show_error (VtSideBoard *self,
            const char  *detail)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              "%s", _("The board could not be exported"));

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
known_picture (const char *path)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  return g_str_has_suffix (lower, ".png") || g_str_has_suffix (lower, ".svg") || g_str_has_suffix (lower, ".pdf");
}

static void
export_response (GtkNativeDialog *chooser,
                 int              response,
                 VtSideBoard     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *chosen = g_file_get_path (file);
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;

      /* a picture is known by its extension: PNG unless another is given */
      path = known_picture (chosen) ? g_strdup (chosen) : g_strconcat (chosen, ".png", NULL);
      if (!vt_side_board_export (self, path, &error))
        show_error (self, error->message);
    }

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
export_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  VtSideBoard *self = user_data;
  GtkFileChooserNative *chooser;
  VtSide *side = find_side (self);
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (_("Export Board"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filter (GTK_FILE_CHOOSER (chooser), _("PNG pictures"), "*.png");
  add_filter (GTK_FILE_CHOOSER (chooser), _("SVG drawings"), "*.svg");
  add_filter (GTK_FILE_CHOOSER (chooser), _("PDF documents"), "*.pdf");

  /* the side's name only: a file name is seen by whoever gets the file */
  name = g_strdup_printf ("%s.png", side != NULL ? vt_side_get_name (side) : self->side_id);
  g_strdelimit (name, "/\\:", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* full screen, on the monitor last chosen for this side */

/* A monitor as it can be found again: its connector ("HDMI-1"), else its model. */
static const char *
monitor_key (GdkMonitor *monitor)
{
  const char *key = gdk_monitor_get_connector (monitor);

  return key != NULL ? key : gdk_monitor_get_model (monitor);
}

static GdkMonitor *
remembered_monitor (VtSideBoard *self)
{
  g_autofree char *wanted = NULL;
  g_autoptr(GVariant) monitors = NULL;
  GListModel *list;

  if (self->settings == NULL)
    return NULL;

  monitors = g_settings_get_value (self->settings, "side-board-monitors");
  if (!g_variant_lookup (monitors, self->side_id, "s", &wanted))
    return NULL;

  list = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (list, i);

      if (g_strcmp0 (monitor_key (monitor), wanted) == 0)
        return monitor;
    }

  return NULL;
}

static void
remember_monitor (VtSideBoard *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  g_autoptr(GVariant) old = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  GdkMonitor *monitor;
  const char *side, *key;

  if (self->settings == NULL || surface == NULL)
    return;
  monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (self)), surface);
  if (monitor == NULL || monitor_key (monitor) == NULL)
    return;

  old = g_settings_get_value (self->settings, "side-board-monitors");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &side, &key))
    if (!g_str_equal (side, self->side_id))
      g_variant_builder_add (&builder, "{ss}", side, key);
  g_variant_builder_add (&builder, "{ss}", self->side_id, monitor_key (monitor));
  g_settings_set_value (self->settings, "side-board-monitors", g_variant_builder_end (&builder));
}

static void
fullscreen_notified (VtSideBoard *self)
{
  gboolean fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));

  gtk_button_set_icon_name (self->fullscreen_button, fullscreen ? "view-restore-symbolic" : "view-fullscreen-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->fullscreen_button),
                               fullscreen ? _("Leave Full Screen (F11)") : _("Full Screen (F11)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fullscreen_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  fullscreen ? _("Leave Full Screen") : _("Full Screen"), -1);
  if (fullscreen)
    {
      self->was_fullscreen = TRUE;
      remember_monitor (self);
    }
}

void
vt_side_board_toggle_fullscreen (VtSideBoard *self)
{
  GdkMonitor *monitor;

  g_return_if_fail (VT_IS_SIDE_BOARD (self));

  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    {
      gtk_window_unfullscreen (GTK_WINDOW (self));
      return;
    }

  /* The first time, on the monitor last chosen for this side (the
   * projector); after that where the umpire has put the window. */
  monitor = !self->was_fullscreen ? remembered_monitor (self) : NULL;
  if (monitor != NULL)
    gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
  else
    gtk_window_fullscreen (GTK_WINDOW (self));
}

static void
fullscreen_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  vt_side_board_toggle_fullscreen (user_data);
}

static void
close_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

/* the map from the keyboard, as in the umpire's window */
static void
zoom_in_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  vt_map_view_zoom_in (VT_SIDE_BOARD (user_data)->map_view);
}

static void
zoom_out_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_out (VT_SIDE_BOARD (user_data)->map_view);
}

static void
zoom_fit_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  vt_map_view_zoom_fit (VT_SIDE_BOARD (user_data)->map_view);
}

/* The side's own report: only what it knew, for the players' critique. */
static void
print_report_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  VtSideBoard *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!vt_report_print (GTK_WINDOW (self), self->game, self->side_id, NULL, 0, NULL, &error))
    vt_window_show_error (GTK_WINDOW (self), _("The report could not be printed"), error->message);
}

static const GActionEntry board_entries[] = {
  { "export", export_activated },
  { "print-report", print_report_activated },
  { "zoom-in", zoom_in_activated },
  { "zoom-out", zoom_out_activated },
  { "zoom-fit", zoom_fit_activated },
  { "fullscreen", fullscreen_activated },
  { "close", close_activated },
};


static void
vt_side_board_dispose (GObject *object)
{
  VtSideBoard *self = VT_SIDE_BOARD (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_SIDE_BOARD);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (vt_side_board_parent_class)->dispose (object);
}

static void
vt_side_board_finalize (GObject *object)
{
  VtSideBoard *self = VT_SIDE_BOARD (object);

  g_free (self->side_id);

  G_OBJECT_CLASS (vt_side_board_parent_class)->finalize (object);
}

static void
vt_side_board_class_init (VtSideBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_side_board_dispose;
  object_class->finalize = vt_side_board_finalize;

  g_type_ensure (VT_TYPE_MAP_VIEW);
  g_type_ensure (VT_TYPE_SIDE_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-side-board.ui");
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, swatch);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, side_label);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, clock_label);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, fullscreen_button);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, map_view);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, messages_empty);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, messages_list);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, journal_empty);
  gtk_widget_class_bind_template_child (widget_class, VtSideBoard, journal_list);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "board.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "board.print-report", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "board.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "board.zoom-fit", NULL);
}

static void
vt_side_board_init (VtSideBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), board_entries, G_N_ELEMENTS (board_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board", G_ACTION_GROUP (self->actions));
  self->settings = vt_application_lookup_settings ("side-board-monitors");
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreen_notified), NULL);
}

VtSideBoard *
vt_side_board_new (VtGame     *game,
                   const char *side_id)
{
  VtSideBoard *self;
  VtSide *side;
  g_autofree char *accessible = NULL;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  self = g_object_new (VT_TYPE_SIDE_BOARD, NULL);
  self->game = g_object_ref (game);
  self->side_id = g_strdup (side_id);

  vt_map_view_set_knowledge (self->map_view, game, vt_game_get_knowledge (game, side_id));
  side = find_side (self);
  /* TRANSLATORS: the accessible name of a side's map: "Blau’s board" */
  accessible = g_strdup_printf (_("%s’s board"), side != NULL ? vt_side_get_name (side) : side_id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->map_view), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  g_signal_connect_object (game, "changed", G_CALLBACK (update_clock), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (update_messages), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (update_journal), self, G_CONNECT_SWAPPED);
  update_title (self);
  update_clock (self);
  update_messages (self);
  update_journal (self);

  return self;
}

const char *
vt_side_board_get_side (VtSideBoard *self)
{
  g_return_val_if_fail (VT_IS_SIDE_BOARD (self), NULL);

  return self->side_id;
}

VtGame *
vt_side_board_get_game (VtSideBoard *self)
{
  g_return_val_if_fail (VT_IS_SIDE_BOARD (self), NULL);

  return self->game;
}

VtMapView *
vt_side_board_get_map_view (VtSideBoard *self)
{
  g_return_val_if_fail (VT_IS_SIDE_BOARD (self), NULL);

  return self->map_view;
}
