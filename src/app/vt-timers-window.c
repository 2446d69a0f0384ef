/* vt-timers-window.c: the umpire's watches, read across the room and heard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-timers-window"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-sound.h"
#include "vt-timers-window.h"

/* Displays change once a second; a few reads a second keep them on the
 * second without a visible lag. */
#define TICK_MS 200

/* Wells, Little Wars, The Move ¶3: "Warning should be given by the
 * timekeeper two minutes, one minute, and thirty seconds before time is
 * up." The first is the umpire's to set (two minutes unless told); the
 * later ones are Wells's, those that come after it. */
static const guint wells_warnings[] = { 60, 30 };
#define MAX_WARNINGS (1 + G_N_ELEMENTS (wells_warnings))

/* how long an interval's ring stays lit, so a look up from the table
 * catches it; derived: a few seconds, no rule gives one */
#define RING_LIT_USEC (3 * G_USEC_PER_SEC)

typedef enum {
  MOVE_READY,
  MOVE_RUNNING,
  MOVE_PAUSED,
  MOVE_TIME,
} MoveState;

struct _VtTimersWindow
{
  GtkWindow      parent_instance;

  VtGame        *game; /* nullable */
  VtTimersClock  clock;
  gpointer       clock_data;
  guint          tick_id;

  /* the deliberation watch */
  gboolean       deliberating;
  gint64         deliberation_start;
  guint          deliberation_minutes; /* the last stopped */
  guint          deliberation_zuege;

  /* the move timer */
  MoveState      move_state;
  gint64         move_end;          /* while running */
  gint64         move_left;         /* while paused */
  guint          warnings[MAX_WARNINGS]; /* seconds before time, latest last */
  guint          n_warnings;
  guint          warnings_given;

  /* the interval timer */
  gboolean       interval_running;
  gint64         interval_start;
  gint64         interval_period;
  guint          rung;

  /* template children */
  GtkLabel      *deliberation_display;
  GtkLabel      *deliberation_status;
  GtkButton     *deliberation_button;
  GtkWidget     *move_box;
  GtkLabel      *move_display;
  GtkLabel      *move_status;
  GtkSpinButton *move_minutes;
  GtkSpinButton *move_warning;
  GtkSpinButton *move_men;
  GtkSpinButton *move_guns;
  GtkButton     *move_button;
  GtkWidget     *interval_box;
  GtkLabel      *interval_display;
  GtkLabel      *interval_status;
  GtkSpinButton *interval_minutes;
  GtkButton     *interval_button;
};

G_DEFINE_FINAL_TYPE (VtTimersWindow, vt_timers_window, GTK_TYPE_WINDOW)

static gint64
now (VtTimersWindow *self)
{
  return self->clock != NULL ? self->clock (self->clock_data) : g_get_monotonic_time ();
}

/* "7:05"; hours, if a watch runs that long, as more minutes */
static void
show_seconds (GtkLabel *label,
              gint64    seconds)
{
  g_autofree char *text = NULL;

  seconds = MAX (seconds, 0);
  text = g_strdup_printf ("%" G_GINT64_FORMAT ":%02d", seconds / 60, (int) (seconds % 60));
  gtk_label_set_label (label, text);
}

static char *
format_zuege (guint zuege)
{
  return g_strdup_printf (ngettext ("%u Zug", "%u Züge", zuege), zuege);
}

/* the deliberation watch */

/* Reiswitz 1824 §6: "half as many Züge as minutes elapsed" are charged.
 * The ruleset's message delay over no distance is that charge, so the
 * watch charges what a message sent now would. The watch reads whole
 * seconds and a begun minute counts (derived): with the ruleset's begun
 * Zug counting too, 2:30 is charged as 3 minutes, 2 Züge, as the exact
 * time (1¼ Züge, begun) would be. */
static guint
minutes_of (gint64 usec)
{
  gint64 seconds = usec / G_USEC_PER_SEC;

  return (guint) ((seconds + 59) / 60);
}

static guint
zuege_for (VtTimersWindow *self,
           guint           minutes)
{
  VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;

  return ruleset != NULL ? vt_ruleset_get_message_delay (ruleset, self->game, 0.0, minutes) : 0;
}

static void
update_deliberation (VtTimersWindow *self,
                     gint64          time)
{
  g_autofree char *zuege = NULL;
  g_autofree char *status = NULL;
  gint64 elapsed;
  guint minutes;

  if (!self->deliberating)
    return;

  elapsed = time - self->deliberation_start;
  minutes = minutes_of (elapsed);
  show_seconds (self->deliberation_display, elapsed / G_USEC_PER_SEC);
  zuege = format_zuege (zuege_for (self, minutes));
  status = g_strdup_printf (_("%s so far; stop when the order is dictated"), zuege);
  gtk_label_set_label (self->deliberation_status, status);
}

static void
deliberation_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  VtTimersWindow *self = VT_TIMERS_WINDOW (widget);
  gint64 time = now (self);

  if (!self->deliberating)
    {
      self->deliberating = TRUE;
      self->deliberation_start = time;
      gtk_button_set_label (self->deliberation_button, _("_Stop"));
      gtk_widget_add_css_class (GTK_WIDGET (self->deliberation_display), "running");
      update_deliberation (self, time);
    }
  else
    {
      g_autofree char *zuege = NULL;
      g_autofree char *status = NULL;
      gint64 elapsed = time - self->deliberation_start;

      update_deliberation (self, time);
      self->deliberating = FALSE;
      self->deliberation_minutes = minutes_of (elapsed);
      self->deliberation_zuege = zuege_for (self, self->deliberation_minutes);
      zuege = format_zuege (self->deliberation_zuege);
      if (self->game != NULL && vt_game_get_ruleset (self->game) != NULL)
        status = g_strdup_printf (ngettext ("Charged: %s for %u minute", "Charged: %s for %u minutes",
                                            self->deliberation_minutes),
                                  zuege, self->deliberation_minutes);
      else
        status = g_strdup_printf (ngettext ("%u minute; open a game to charge Züge",
                                            "%u minutes; open a game to charge Züge",
                                            self->deliberation_minutes),
                                  self->deliberation_minutes);
      gtk_label_set_label (self->deliberation_status, status);
      gtk_button_set_label (self->deliberation_button, _("_Start"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->deliberation_display), "running");
    }
}

/* the move timer */

static void
set_move_class (VtTimersWindow *self,
                const char     *css_class)
{
  static const char * const classes[] = { "warning", "expired" };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (g_strcmp0 (classes[i], css_class) != 0)
      gtk_widget_remove_css_class (self->move_box, classes[i]);
  if (css_class != NULL)
    gtk_widget_add_css_class (self->move_box, css_class);
}

static gint64
move_length (VtTimersWindow *self)
{
  return (gint64) gtk_spin_button_get_value_as_int (self->move_minutes) * 60 * G_USEC_PER_SEC;
}

/* the countdown shows a begun second, so it reads 0:00 at "Time" only */
static gint64
seconds_up (gint64 usec)
{
  return (usec + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
}

static void
set_warnings (VtTimersWindow *self)
{
  guint first = (guint) gtk_spin_button_get_value_as_int (self->move_warning);

  self->n_warnings = 0;
  self->warnings_given = 0;
  if (first > 0)
    self->warnings[self->n_warnings++] = first;
  for (guint i = 0; i < G_N_ELEMENTS (wells_warnings); i++)
    if (wells_warnings[i] < first)
      self->warnings[self->n_warnings++] = wells_warnings[i];
}

static void
show_move_ready (VtTimersWindow *self)
{
  g_autofree char *status = NULL;
  guint minutes = (guint) gtk_spin_button_get_value_as_int (self->move_minutes);

  show_seconds (self->move_display, move_length (self) / G_USEC_PER_SEC);
  status = g_strdup_printf (ngettext ("%u minute a move; G for “Go”", "%u minutes a move; G for “Go”", minutes),
                            minutes);
  gtk_label_set_label (self->move_status, status);
}

static void
update_move (VtTimersWindow *self,
             gint64          time)
{
  gint64 left;
  gboolean warn = FALSE;

  if (self->move_state != MOVE_RUNNING)
    return;

  left = self->move_end - time;
  if (left <= 0)
    {
      /* "He must instantly stop at the cry of 'Time.'" */
      self->move_state = MOVE_TIME;
      show_seconds (self->move_display, 0);
      gtk_label_set_label (self->move_status, _("Time!"));
      gtk_button_set_label (self->move_button, _("_Go"));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "timers.move", FALSE);
      set_move_class (self, "expired");
      vt_sound_play ("timer-end");
      return;
    }

  show_seconds (self->move_display, seconds_up (left));

  /* a jump of the clock past several warnings sounds once */
  while (self->warnings_given < self->n_warnings
         && left <= (gint64) self->warnings[self->warnings_given] * G_USEC_PER_SEC)
    {
      self->warnings_given++;
      warn = TRUE;
    }
  if (warn)
    {
      g_autofree char *status = NULL;
      guint at = self->warnings[self->warnings_given - 1];

      if (at >= 60 && at % 60 == 0)
        status = g_strdup_printf (ngettext ("Warning: %u minute to time", "Warning: %u minutes to time", at / 60),
                                  at / 60);
      else
        status = g_strdup_printf (ngettext ("Warning: %u second to time", "Warning: %u seconds to time", at),
                                  at);
      gtk_label_set_label (self->move_status, status);
      set_move_class (self, "warning");
      vt_sound_play ("timer-warning");
    }
}

static void
move_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  VtTimersWindow *self = VT_TIMERS_WINDOW (widget);
  gint64 time = now (self);

  switch (self->move_state)
    {
    case MOVE_READY:
      set_warnings (self);
      self->move_end = time + move_length (self);
      self->move_state = MOVE_RUNNING;
      gtk_label_set_label (self->move_status, _("Go!"));
      gtk_button_set_label (self->move_button, _("_Pause"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->move_minutes), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->move_warning), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->move_men), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->move_guns), FALSE);
      update_move (self, time);
      break;

    case MOVE_RUNNING:
      self->move_left = self->move_end - time;
      self->move_state = MOVE_PAUSED;
      gtk_label_set_label (self->move_status, _("Paused"));
      gtk_button_set_label (self->move_button, _("_Go"));
      break;

    case MOVE_PAUSED:
      self->move_end = time + self->move_left;
      self->move_state = MOVE_RUNNING;
      gtk_label_set_label (self->move_status, _("Go!"));
      gtk_button_set_label (self->move_button, _("_Pause"));
      update_move (self, time);
      break;

    case MOVE_TIME:
    default:
      break;
    }
}

static void
move_reset_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  VtTimersWindow *self = VT_TIMERS_WINDOW (widget);

  self->move_state = MOVE_READY;
  self->warnings_given = 0;
  set_move_class (self, NULL);
  gtk_button_set_label (self->move_button, _("_Go"));
  gtk_widget_action_set_enabled (widget, "timers.move", TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->move_minutes), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->move_warning), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->move_men), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->move_guns), TRUE);
  show_move_ready (self);
}

/* Wells, The Move ¶3: "About a minute should be allowed for moving 30
 * men and a minute for each gun. Thus for a force of 110 men and 3 guns
 * [...] seven minutes is an ample allowance": 110/30 + 3 = 6⅔, so the
 * allowance is rounded up to a whole minute (derived from his example). */
static guint
wells_move_minutes (guint men,
                    guint guns)
{
  return (men + 30 * guns + 29) / 30;
}

static void
forces_changed (VtTimersWindow *self)
{
  guint minutes = wells_move_minutes ((guint) gtk_spin_button_get_value_as_int (self->move_men),
                                      (guint) gtk_spin_button_get_value_as_int (self->move_guns));

  /* the spin's floor keeps a move of no one to a minute */
  gtk_spin_button_set_value (self->move_minutes, minutes);
}

static void
move_minutes_changed (VtTimersWindow *self)
{
  if (self->move_state == MOVE_READY)
    show_move_ready (self);
}

/* the interval timer */

static void
show_interval_ready (VtTimersWindow *self)
{
  g_autofree char *status = NULL;
  guint minutes = (guint) gtk_spin_button_get_value_as_int (self->interval_minutes);

  show_seconds (self->interval_display, (gint64) minutes * 60);
  status = g_strdup_printf (ngettext ("Rings every minute", "Rings every %u minutes", minutes), minutes);
  gtk_label_set_label (self->interval_status, status);
}

static void
update_interval (VtTimersWindow *self,
                 gint64          time)
{
  gint64 elapsed;
  guint rung;

  if (!self->interval_running)
    return;

  elapsed = time - self->interval_start;
  rung = (guint) (elapsed / self->interval_period);
  show_seconds (self->interval_display, seconds_up (self->interval_period - elapsed % self->interval_period));

  if (rung > self->rung)
    {
      g_autofree char *status = NULL;

      self->rung = rung;
      status = g_strdup_printf (ngettext ("Rung once", "Rung %u times", rung), rung);
      gtk_label_set_label (self->interval_status, status);
      vt_sound_play ("timer-end");
    }

  if (self->rung > 0 && elapsed - (gint64) self->rung * self->interval_period < RING_LIT_USEC)
    gtk_widget_add_css_class (self->interval_box, "rung");
  else
    gtk_widget_remove_css_class (self->interval_box, "rung");
}

static void
interval_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  VtTimersWindow *self = VT_TIMERS_WINDOW (widget);
  gint64 time = now (self);

  if (!self->interval_running)
    {
      self->interval_running = TRUE;
      self->interval_start = time;
      self->interval_period = (gint64) gtk_spin_button_get_value_as_int (self->interval_minutes)
                              * 60 * G_USEC_PER_SEC;
      self->rung = 0;
      gtk_button_set_label (self->interval_button, _("Stop"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->interval_minutes), FALSE);
      update_interval (self, time);
    }
  else
    {
      self->interval_running = FALSE;
      gtk_widget_remove_css_class (self->interval_box, "rung");
      gtk_button_set_label (self->interval_button, _("Start"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->interval_minutes), TRUE);
      show_interval_ready (self);
    }
}

/* the window */

void
vt_timers_window_update (VtTimersWindow *self)
{
  gint64 time;

  g_return_if_fail (VT_IS_TIMERS_WINDOW (self));

  time = now (self);
  update_deliberation (self, time);
  update_move (self, time);
  update_interval (self, time);
}

static gboolean
tick (gpointer user_data)
{
  vt_timers_window_update (user_data);
  return G_SOURCE_CONTINUE;
}

static void
fullscreen_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
leave_fullscreen_activated (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_close (GTK_WINDOW (widget));
}

/* larger type still when full screen: the window is then the room's */
static void
fullscreen_notified (VtTimersWindow *self)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    gtk_widget_add_css_class (GTK_WIDGET (self), "fullscreen");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "fullscreen");
}

static void
vt_timers_window_dispose (GObject *object)
{
  VtTimersWindow *self = VT_TIMERS_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_TIMERS_WINDOW);

  G_OBJECT_CLASS (vt_timers_window_parent_class)->dispose (object);
}

static void
vt_timers_window_class_init (VtTimersWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_timers_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-timers-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, deliberation_display);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, deliberation_status);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, deliberation_button);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_box);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_display);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_status);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_minutes);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_warning);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_button);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_men);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, move_guns);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, interval_box);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, interval_display);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, interval_status);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, interval_minutes);
  gtk_widget_class_bind_template_child (widget_class, VtTimersWindow, interval_button);
  gtk_widget_class_bind_template_callback (widget_class, move_minutes_changed);
  gtk_widget_class_bind_template_callback (widget_class, forces_changed);
  gtk_widget_class_bind_template_callback (widget_class, show_interval_ready);

  gtk_widget_class_install_action (widget_class, "timers.deliberation", NULL, deliberation_activated);
  gtk_widget_class_install_action (widget_class, "timers.move", NULL, move_activated);
  gtk_widget_class_install_action (widget_class, "timers.move-reset", NULL, move_reset_activated);
  gtk_widget_class_install_action (widget_class, "timers.interval", NULL, interval_activated);
  gtk_widget_class_install_action (widget_class, "timers.fullscreen", NULL, fullscreen_activated);
  gtk_widget_class_install_action (widget_class, "timers.leave-fullscreen", NULL, leave_fullscreen_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "timers.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "timers.leave-fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
add_key (GtkShortcutController *shortcuts,
         guint                  keyval,
         const char            *action)
{
  gtk_shortcut_controller_add_shortcut (shortcuts,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_named_action_new (action)));
}

static void
vt_timers_window_init (VtTimersWindow *self)
{
  GtkEventController *shortcuts;
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GAction) mute = vt_sound_create_mute_action ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The letters act before a focused field sees them: the fields take
   * digits only, and the umpire looks at the table, not at the focus. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  add_key (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_d, "timers.deliberation");
  add_key (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_g, "timers.move");
  add_key (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_r, "timers.move-reset");
  add_key (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_i, "timers.interval");
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_m, GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                                                          gtk_named_action_new ("timers.mute")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  /* the mute is the setting's, shared with the main window's menu */
  g_action_map_add_action (G_ACTION_MAP (group), mute);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "timers", G_ACTION_GROUP (group));

  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreen_notified), NULL);

  show_move_ready (self);
  show_interval_ready (self);
  self->tick_id = g_timeout_add (TICK_MS, tick, self);
}

VtTimersWindow *
vt_timers_window_new (GtkWindow *parent,
                      VtGame    *game)
{
  VtTimersWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game == NULL || VT_IS_GAME (game), NULL);

  self = g_object_new (VT_TYPE_TIMERS_WINDOW, "transient-for", parent, NULL);
  vt_timers_window_set_game (self, game);

  return self;
}

void
vt_timers_window_set_game (VtTimersWindow *self,
                           VtGame         *game)
{
  g_return_if_fail (VT_IS_TIMERS_WINDOW (self));
  g_return_if_fail (game == NULL || VT_IS_GAME (game));

  g_set_object (&self->game, game);
}

guint
vt_timers_window_get_deliberation_minutes (VtTimersWindow *self)
{
  g_return_val_if_fail (VT_IS_TIMERS_WINDOW (self), 0);

  return self->deliberation_minutes;
}

guint
vt_timers_window_get_deliberation_zuege (VtTimersWindow *self)
{
  g_return_val_if_fail (VT_IS_TIMERS_WINDOW (self), 0);

  return self->deliberation_zuege;
}

void
vt_timers_window_set_clock_for_tests (VtTimersWindow *self,
                                      VtTimersClock   clock,
                                      gpointer        user_data)
{
  g_return_if_fail (VT_IS_TIMERS_WINDOW (self));

  self->clock = clock;
  self->clock_data = user_data;
}
