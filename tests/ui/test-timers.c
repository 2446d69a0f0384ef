/* test-timers.c: the umpire's watches: Züge charged for deliberation, Wells's move timer, an interval; heard or muted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The watches read a clock of the test's own, so minutes pass at once.
 * The game is the demo, under reiswitz-1824: §6 charges "half as many
 * Züge as minutes elapsed". Wells (Little Wars, The Move ¶3) warns "two
 * minutes, one minute, and thirty seconds before time is up"; his example
 * move of 110 men and 3 guns takes seven minutes, the window's default.
 * No sound server runs here: the sounds are counted, never heard, and
 * nothing may warn (G_DEBUG=fatal-warnings).
 */
#define G_LOG_DOMAIN "vt-test-timers"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-application.h"
#include "vt-sound.h"
#include "vt-timers-window.h"
#include "vt-window.h"
#include "vt-ui-test.h"

#define MINUTES(m, s) (((gint64) (m) * 60 + (s)) * G_USEC_PER_SEC)

static VtApplication *app;
static gint64 fake_now;

static gint64
fake_clock (gpointer user_data)
{
  return fake_now;
}

/* The demo opened and its timers shown from the main window's key, on
 * the test's clock. */
static VtTimersWindow *
open_timers (VtWindow **window_out)
{
  g_autofree char *path = vt_ui_copy_demo ();
  VtWindow *window = vt_ui_open_game (G_APPLICATION (app), path);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "view.timers");
  VtTimersWindow *timers;
  guint key;
  GdkModifierType mods;

  g_assert_nonnull (accels);
  g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
  g_assert_cmpuint (key, ==, GDK_KEY_t);
  g_assert_cmpuint (mods, ==, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.timers", NULL));
  timers = VT_TIMERS_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_TIMERS_WINDOW));
  fake_now = MINUTES (100, 0);
  vt_timers_window_set_clock_for_tests (timers, fake_clock, NULL);
  vt_ui_wait_for_paint (GTK_WIDGET (timers));
  if (window_out != NULL)
    *window_out = window;
  return timers;
}

static const char *
text_of (VtTimersWindow *timers,
         const char     *name)
{
  GtkWidget *label = vt_ui_find_by_name (GTK_WIDGET (timers), name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static void
advance_to (VtTimersWindow *timers,
            gint64          start,
            gint64          elapsed)
{
  fake_now = start + elapsed;
  vt_timers_window_update (timers);
}

static void
act (VtTimersWindow *timers,
     const char     *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (timers), action, NULL));
}

/* pixels of @capture within a tolerance of the colour */
static guint
count_colour (const VtUiCapture *capture,
              double             red,
              double             green,
              double             blue)
{
  guint n = 0;

  for (int y = 0; y < capture->height; y += 2)
    for (int x = 0; x < capture->width; x += 2)
      {
        guchar rgb[3];

        vt_ui_capture_pixel (capture, x, y, rgb);
        if (vt_ui_near_colour (rgb, red, green, blue, 12))
          n++;
      }
  return n;
}

/* the style's amber and red (ui/style.css) */
#define AMBER 0xf5 / 255.0, 0xa0 / 255.0, 0.0
#define RED   0xc0 / 255.0, 0x1c / 255.0, 0x28 / 255.0

/* §6: half as many Züge as minutes. The watch reads whole seconds and a
 * begun minute counts (derived), as a begun Zug does in the ruleset. */
static void
test_deliberation_charge (void)
{
  VtTimersWindow *timers = open_timers (NULL);
  static const struct {
    guint       seconds;
    const char *shown;
    guint       minutes;
    guint       zuege;
    const char *status;
  } cases[] = {
    { 0, "0:00", 0, 0, "Charged: 0 Züge for 0 minutes" },
    /* 1:59 is a begun second minute: one Zug */
    { 119, "1:59", 2, 1, "Charged: 1 Zug for 2 minutes" },
    { 120, "2:00", 2, 1, "Charged: 1 Zug for 2 minutes" },
    /* 2½ minutes are a begun second Zug */
    { 150, "2:30", 3, 2, "Charged: 2 Züge for 3 minutes" },
    { 450, "7:30", 8, 4, "Charged: 4 Züge for 8 minutes" },
    /* the rule as written: 12 minutes, 6 Züge */
    { 720, "12:00", 12, 6, "Charged: 6 Züge for 12 minutes" },
  };

  g_assert_cmpuint (vt_timers_window_get_deliberation_minutes (timers), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gint64 start = fake_now;
      g_autofree char *so_far = NULL;

      g_test_message ("deliberating %u s", cases[i].seconds);
      /* the report is handed over */
      act (timers, "timers.deliberation");
      g_assert_nonnull (vt_ui_find_button (GTK_WIDGET (timers), "_Stop"));
      advance_to (timers, start, (gint64) cases[i].seconds * G_USEC_PER_SEC);
      g_assert_cmpstr (text_of (timers, "deliberation-display"), ==, cases[i].shown);
      so_far = g_strdup_printf ("%u %s so far", cases[i].zuege, cases[i].zuege == 1 ? "Zug" : "Züge");
      g_assert_true (g_str_has_prefix (text_of (timers, "deliberation-status"), so_far));
      /* the order is dictated */
      act (timers, "timers.deliberation");
      g_assert_cmpstr (text_of (timers, "deliberation-display"), ==, cases[i].shown);
      g_assert_cmpstr (text_of (timers, "deliberation-status"), ==, cases[i].status);
      g_assert_cmpuint (vt_timers_window_get_deliberation_minutes (timers), ==, cases[i].minutes);
      g_assert_cmpuint (vt_timers_window_get_deliberation_zuege (timers), ==, cases[i].zuege);
      g_assert_nonnull (vt_ui_find_button (GTK_WIDGET (timers), "_Start"));
      fake_now += MINUTES (1, 0);
    }

  vt_ui_close_all_windows ();
}

typedef struct {
  guint warnings;
  guint ends;
} Heard;

static void
heard_since (const Heard *before,
             Heard       *heard)
{
  heard->warnings = vt_sound_get_played ("timer-warning") - before->warnings;
  heard->ends = vt_sound_get_played ("timer-end") - before->ends;
}

static void
heard_now (Heard *heard)
{
  heard->warnings = vt_sound_get_played ("timer-warning");
  heard->ends = vt_sound_get_played ("timer-end");
}

/* Wells's seven-minute move: warnings at 2:00, 1:00 and 0:30 to go,
 * heard and seen amber, then "Time", heard and seen red. */
static void
run_move (VtTimersWindow *timers,
          gboolean        muted)
{
  GtkWidget *card = vt_ui_find_by_name (GTK_WIDGET (timers), "move-timer");
  guint expect = muted ? 0 : 1;
  gint64 start = fake_now;
  Heard before, heard;

  heard_now (&before);
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "7:00");
  /* the timekeeper says "Go" */
  act (timers, "timers.move");
  advance_to (timers, start, MINUTES (4, 59));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "2:01");
  heard_since (&before, &heard);
  g_assert_cmpuint (heard.warnings, ==, 0);
  g_assert_false (gtk_widget_has_css_class (card, "warning"));

  /* two minutes before time */
  advance_to (timers, start, MINUTES (5, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "2:00");
  g_assert_cmpstr (text_of (timers, "move-status"), ==, "Warning: 2 minutes to time");
  heard_since (&before, &heard);
  g_assert_cmpuint (heard.warnings, ==, expect);
  g_assert_true (gtk_widget_has_css_class (card, "warning"));
  vt_ui_wait_for_paint (GTK_WIDGET (timers));
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (GTK_WIDGET (timers),
                                                           muted ? "timers-warning-muted.png" : "timers-warning.png");

    /* a card's worth of amber, seen across the room; no red yet */
    g_assert_cmpuint (count_colour (capture, AMBER), >, 2000);
    g_assert_cmpuint (count_colour (capture, RED), <, 50);
  }

  advance_to (timers, start, MINUTES (6, 0));
  g_assert_cmpstr (text_of (timers, "move-status"), ==, "Warning: 1 minute to time");
  advance_to (timers, start, MINUTES (6, 30));
  g_assert_cmpstr (text_of (timers, "move-status"), ==, "Warning: 30 seconds to time");
  advance_to (timers, start, MINUTES (6, 45));
  heard_since (&before, &heard);
  g_assert_cmpuint (heard.warnings, ==, 3 * expect);
  g_assert_cmpuint (heard.ends, ==, 0);

  /* "Time" */
  advance_to (timers, start, MINUTES (7, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "0:00");
  g_assert_cmpstr (text_of (timers, "move-status"), ==, "Time!");
  g_assert_true (gtk_widget_has_css_class (card, "expired"));
  g_assert_false (gtk_widget_has_css_class (card, "warning"));
  heard_since (&before, &heard);
  g_assert_cmpuint (heard.ends, ==, expect);
  vt_ui_wait_for_paint (GTK_WIDGET (timers));
  {
    g_autoptr(VtUiCapture) capture = vt_ui_capture_window (GTK_WIDGET (timers),
                                                           muted ? "timers-time-muted.png" : "timers-time.png");

    g_assert_cmpuint (count_colour (capture, RED), >, 2000);
    g_assert_cmpuint (count_colour (capture, AMBER), <, 50);
  }
  /* time sounds once, however long the umpire takes to reset */
  advance_to (timers, start, MINUTES (9, 0));
  heard_since (&before, &heard);
  g_assert_cmpuint (heard.ends, ==, expect);
  g_assert_cmpuint (heard.warnings, ==, 3 * expect);

  /* ready for the next move */
  act (timers, "timers.move-reset");
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "7:00");
  g_assert_false (gtk_widget_has_css_class (card, "expired"));
}

static void
test_move_timer (void)
{
  VtTimersWindow *timers = open_timers (NULL);

  g_autofree char *played = g_build_filename (g_get_user_cache_dir (), "vertrauter", "sounds",
                                              "timer-warning.wav", NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_false (vt_sound_get_muted ());
  run_move (timers, FALSE);

  /* what GSound was given to play: the warning, out of the GResource */
  g_assert_true (g_file_get_contents (played, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (contents, "RIFF", 4) == 0 && memcmp (contents + 8, "WAVE", 4) == 0);

  vt_ui_close_all_windows ();
}

/* Wells, The Move ¶3: a minute for 30 men and a minute for each gun;
 * his example, 110 men and 3 guns, is allowed seven minutes. A begun
 * minute is allowed whole (derived from the example: 6⅔ is seven). */
static void
test_move_allowance (void)
{
  VtTimersWindow *timers = open_timers (NULL);
  GtkSpinButton *men = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (timers), "move-men"));
  GtkSpinButton *guns = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (timers), "move-guns"));
  GtkSpinButton *minutes = GTK_SPIN_BUTTON (vt_ui_find_by_name (GTK_WIDGET (timers), "move-minutes"));
  static const struct {
    int men, guns, minutes;
  } cases[] = {
    { 110, 3, 7 },
    { 30, 0, 1 },
    { 31, 0, 2 },
    { 60, 1, 3 },
    { 90, 2, 5 },
    /* no one to move is still a move of a minute */
    { 0, 0, 1 },
  };

  g_assert_cmpint (gtk_spin_button_get_value_as_int (men), ==, 110);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (guns), ==, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (minutes), ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gtk_spin_button_set_value (men, cases[i].men);
      gtk_spin_button_set_value (guns, cases[i].guns);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (minutes), ==, cases[i].minutes);
    }
  /* "as the men are killed off, the allowance is reduced": the count
   * shows on the clock before "Go" */
  gtk_spin_button_set_value (men, 50);
  gtk_spin_button_set_value (guns, 2);
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "4:00");
  /* and the players may agree on another */
  gtk_spin_button_set_value (minutes, 5);
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "5:00");
  act (timers, "timers.move");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (men)));
  act (timers, "timers.move-reset");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (men)));

  vt_ui_close_all_windows ();
}

/* The main menu's mute: nothing heard, everything still seen; a pause
 * holds the countdown. */
static void
test_mute (void)
{
  VtWindow *window = NULL;
  VtTimersWindow *timers = open_timers (&window);
  gint64 start;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.mute", NULL));
  g_assert_true (vt_sound_get_muted ());
  /* the timers window's own button follows the menu */
  vt_ui_iterate_for (20);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (vt_ui_find_by_name (GTK_WIDGET (timers),
                                                                                      "mute-button"))));
  run_move (timers, TRUE);
  /* a due message is silent too (the message board plays it) */
  {
    guint due = vt_sound_get_played ("message-due");

    vt_sound_play ("message-due");
    g_assert_cmpuint (vt_sound_get_played ("message-due"), ==, due);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.mute", NULL));
    g_assert_false (vt_sound_get_muted ());
    vt_sound_play ("message-due");
    g_assert_cmpuint (vt_sound_get_played ("message-due"), ==, due + 1);
  }

  /* pause: the clock runs, the countdown does not */
  start = fake_now;
  act (timers, "timers.move");
  advance_to (timers, start, MINUTES (1, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "6:00");
  act (timers, "timers.move");
  g_assert_cmpstr (text_of (timers, "move-status"), ==, "Paused");
  advance_to (timers, start, MINUTES (30, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "6:00");
  act (timers, "timers.move");
  advance_to (timers, start, MINUTES (31, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "5:00");

  vt_ui_close_all_windows ();
}

/* every two minutes, a Zug of 1824 (§27) */
static void
test_interval (void)
{
  VtTimersWindow *timers = open_timers (NULL);
  GtkWidget *card = vt_ui_find_by_name (GTK_WIDGET (timers), "interval-timer");
  guint before = vt_sound_get_played ("timer-end");
  gint64 start = fake_now;

  g_assert_cmpstr (text_of (timers, "interval-display"), ==, "2:00");
  act (timers, "timers.interval");
  advance_to (timers, start, MINUTES (1, 59));
  g_assert_cmpstr (text_of (timers, "interval-display"), ==, "0:01");
  g_assert_cmpuint (vt_sound_get_played ("timer-end") - before, ==, 0);
  advance_to (timers, start, MINUTES (2, 0));
  g_assert_cmpuint (vt_sound_get_played ("timer-end") - before, ==, 1);
  g_assert_cmpstr (text_of (timers, "interval-status"), ==, "Rung once");
  g_assert_true (gtk_widget_has_css_class (card, "rung"));
  advance_to (timers, start, MINUTES (2, 30));
  g_assert_false (gtk_widget_has_css_class (card, "rung"));
  g_assert_cmpstr (text_of (timers, "interval-display"), ==, "1:30");
  advance_to (timers, start, MINUTES (4, 0));
  advance_to (timers, start, MINUTES (6, 30));
  g_assert_cmpuint (vt_sound_get_played ("timer-end") - before, ==, 3);
  g_assert_cmpstr (text_of (timers, "interval-status"), ==, "Rung 3 times");
  g_assert_cmpstr (text_of (timers, "interval-display"), ==, "1:30");
  act (timers, "timers.interval");
  advance_to (timers, start, MINUTES (20, 0));
  g_assert_cmpuint (vt_sound_get_played ("timer-end") - before, ==, 3);
  g_assert_cmpstr (text_of (timers, "interval-display"), ==, "2:00");

  vt_ui_close_all_windows ();
}

/* F11 and the large type: the window is the room's; closing it hides it
 * and the watches run on */
static void
test_fullscreen_and_close (void)
{
  VtWindow *window = NULL;
  VtTimersWindow *timers = open_timers (&window);
  GtkWidget *display = vt_ui_find_by_name (GTK_WIDGET (timers), "move-display");
  gint64 start = fake_now;
  gint64 until;
  int height;

  gtk_widget_measure (display, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  /* 72 pt digits: well over an inch at 96 dpi */
  g_assert_cmpint (height, >, 90);

  act (timers, "timers.fullscreen");
  until = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (!gtk_window_is_fullscreen (GTK_WINDOW (timers)) && g_get_monotonic_time () < until)
    vt_ui_iterate_for (20);
  if (gtk_window_is_fullscreen (GTK_WINDOW (timers)))
    {
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (timers), "fullscreen"));
      act (timers, "timers.fullscreen");
    }
  else
    g_test_message ("no full screen here");

  act (timers, "timers.move");
  gtk_window_close (GTK_WINDOW (timers));
  vt_ui_iterate_for (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (timers)));
  advance_to (timers, start, MINUTES (3, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.timers", NULL));
  g_assert_true (vt_ui_wait_for_toplevel (VT_TYPE_TIMERS_WINDOW) == GTK_WINDOW (timers));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "4:00");

  vt_ui_close_all_windows ();
}

/* Every command on a key: the window's own letters and F11, through the
 * window's shortcuts as a key press reaches them; the main window's keys
 * as the shortcuts window lists them. */
static GtkShortcut *
find_shortcut (GtkWidget       *widget,
               guint            keyval,
               GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return shortcut;
        }
    }
  return NULL;
}

static void
press (VtTimersWindow  *timers,
       guint            keyval,
       GdkModifierType  modifiers,
       const char      *action)
{
  GtkShortcut *shortcut = find_shortcut (GTK_WIDGET (timers), keyval, modifiers);
  GtkShortcutAction *named;

  if (shortcut == NULL)
    g_error ("no key %s for %s", gdk_keyval_name (keyval), action);
  named = gtk_shortcut_get_action (shortcut);
  g_assert_true (GTK_IS_NAMED_ACTION (named));
  g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (named)), ==, action);
  g_assert_true (gtk_shortcut_action_activate (named, 0, GTK_WIDGET (timers), NULL));
}

static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

static void
test_keys (void)
{
  VtWindow *window = NULL;
  VtTimersWindow *timers = open_timers (&window);
  g_autoptr(GPtrArray) listed = g_ptr_array_new ();
  static const struct {
    const char *command;
    const char *key;
  } main_keys[] = {
    { "view.timers", "<Control><Shift>t" },
    { "view.mute", "<Control><Shift>m" },
  };
  static const char * const own_keys[] = { "d", "g", "r", "i", "F11" };
  GtkWindow *overlay;
  gint64 start = fake_now;

  press (timers, GDK_KEY_d, 0, "timers.deliberation");
  advance_to (timers, start, MINUTES (4, 0));
  press (timers, GDK_KEY_d, 0, "timers.deliberation");
  g_assert_cmpuint (vt_timers_window_get_deliberation_zuege (timers), ==, 2);

  press (timers, GDK_KEY_g, 0, "timers.move");
  advance_to (timers, start, MINUTES (5, 0));
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "6:00");
  press (timers, GDK_KEY_r, 0, "timers.move-reset");
  g_assert_cmpstr (text_of (timers, "move-display"), ==, "7:00");

  press (timers, GDK_KEY_i, 0, "timers.interval");
  g_assert_cmpstr (text_of (timers, "interval-status"), ==, "Rings every 2 minutes");
  g_assert_nonnull (vt_ui_find_button (GTK_WIDGET (timers), "Stop"));
  press (timers, GDK_KEY_i, 0, "timers.interval");

  press (timers, GDK_KEY_m, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "timers.mute");
  g_assert_true (vt_sound_get_muted ());
  press (timers, GDK_KEY_m, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "timers.mute");
  g_assert_false (vt_sound_get_muted ());
  g_assert_nonnull (find_shortcut (GTK_WIDGET (timers), GDK_KEY_F11, 0));

  /* the shortcuts window lists them, on its one page */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  overlay = vt_ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  vt_ui_wait_for_paint (GTK_WIDGET (overlay));
  collect_shortcuts (GTK_WIDGET (overlay), listed);
  for (guint i = 0; i < G_N_ELEMENTS (main_keys); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), main_keys[i].command);
      gboolean found = FALSE;
      guint key_a, key_b;
      GdkModifierType mods_a, mods_b;

      g_assert_true (gtk_accelerator_parse (accels[0], &key_a, &mods_a));
      g_assert_true (gtk_accelerator_parse (main_keys[i].key, &key_b, &mods_b));
      g_assert_true (key_a == key_b && mods_a == mods_b);
      for (guint j = 0; j < listed->len && !found; j++)
        {
          g_autofree char *action = NULL;
          g_autofree char *accelerator = NULL;

          g_object_get (listed->pdata[j], "action-name", &action, "accelerator", &accelerator, NULL);
          found = g_strcmp0 (action, main_keys[i].command) == 0 && g_strcmp0 (accelerator, "") != 0
                  && gtk_accelerator_parse (accelerator, &key_a, &mods_a) && key_a == key_b && mods_a == mods_b;
        }
      if (!found)
        g_error ("the shortcuts window does not list %s", main_keys[i].command);
    }
  for (guint i = 0; i < G_N_ELEMENTS (own_keys); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < listed->len && !found; j++)
        {
          g_autofree char *accelerator = NULL;

          g_object_get (listed->pdata[j], "accelerator", &accelerator, NULL);
          found = g_strcmp0 (accelerator, own_keys[i]) == 0;
        }
      if (!found)
        g_error ("the shortcuts window does not list the timers' %s", own_keys[i]);
    }

  vt_ui_close_all_windows ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/timers/deliberation-charge", test_deliberation_charge);
  g_test_add_func ("/vt/ui/timers/move-timer", test_move_timer);
  g_test_add_func ("/vt/ui/timers/move-allowance", test_move_allowance);
  g_test_add_func ("/vt/ui/timers/mute", test_mute);
  g_test_add_func ("/vt/ui/timers/interval", test_interval);
  g_test_add_func ("/vt/ui/timers/fullscreen-and-close", test_fullscreen_and_close);
  g_test_add_func ("/vt/ui/timers/keys", test_keys);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
