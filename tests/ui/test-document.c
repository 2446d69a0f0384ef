/* test-document.c: one game, one writer, in the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "vt-application.h"
#include "vt-document.h"
#include "vt-window.h"
#include "vt-ui-test.h"

static VtApplication *app;

/* Another process, which holds @path's lock until it is killed. */
static pid_t
hold_in_other_process (const char *path)
{
  int ready[2];
  char byte;
  pid_t child;

  g_assert_cmpint (pipe (ready), ==, 0);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      /* gone with the test, should the test fail before it ends us */
      prctl (PR_SET_PDEATHSIG, SIGKILL);
      VtFileLock *lock = vt_file_lock_acquire (path, NULL);

      if (lock == NULL || write (ready[1], "x", 1) != 1)
        _exit (1);
      pause ();
      _exit (0);
    }
  close (ready[1]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);
  return child;
}

static void
end_process (pid_t child)
{
  kill (child, SIGKILL);
  g_assert_cmpint (waitpid (child, NULL, 0), ==, child);
}

static GtkWindow *
find_dialog (const char *name)
{
  GtkWindow *dialog = vt_ui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG);

  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (dialog)), ==, name);
  return dialog;
}

/* Issue 8: the same game opened in two processes lost events. The second
 * is told which process has the game, and may open a copy that never
 * writes to the file. */
static void
test_open_held_by_another_process (void)
{
  g_autofree char *path = vt_ui_copy_sample ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *held_by = NULL;
  g_autofree char *name = NULL;
  pid_t other = hold_in_other_process (path);
  GtkWindow *dialog;
  VtWindow *window;
  VtDocument *document;

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = VT_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_WINDOW));
  dialog = find_dialog ("locked-dialog");
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "“window.vertrauter” is open in another Vertrauter", FALSE));
  /* the detail names the process that has it */
  held_by = g_strdup_printf ("“%s” is open in another Vertrauter (process %ld)", path, (long) other);
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), held_by, TRUE));
  g_assert_null (vt_window_get_game (window));

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  document = vt_window_get_document (window);
  g_assert_nonnull (document);
  g_assert_null (vt_document_get_file (document));
  name = vt_document_dup_display_name (document);
  g_assert_cmpstr (name, ==, "window.vertrauter (copy)");

  /* the copy plays, and the file the other process has stays as it was */
  g_assert_true (vt_game_advance_phase (vt_window_get_game (window), NULL));
  g_assert_nonnull (vt_document_get_autosave_path (document));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  end_process (other);
  vt_document_discard (document);
  vt_ui_close_all_windows ();
}

/* Once the other process is gone, the game opens as ever. */
static void
test_open_after_other_process (void)
{
  g_autofree char *path = vt_ui_copy_sample ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  pid_t other = hold_in_other_process (path);
  VtWindow *window;

  end_process (other);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = VT_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_WINDOW));
  vt_ui_iterate_for (50);
  g_assert_nonnull (vt_window_get_game (window));
  g_assert_null (vt_ui_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  g_assert_cmpint (vt_file_lock_get_holder (path), ==, (long) getpid ());

  vt_ui_close_all_windows ();
  g_assert_cmpint (vt_file_lock_get_holder (path), ==, 0);
}

/* Another program writes the file under an open game: nothing is saved
 * over it until the umpire chooses. */
static void
test_changed_on_disk (void)
{
  g_autofree char *path = vt_ui_copy_sample ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *now = NULL;
  GtkWindow *dialog;
  VtWindow *window;
  VtGame *game;
  guint head;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = VT_WINDOW (vt_ui_wait_for_toplevel (VT_TYPE_WINDOW));
  vt_ui_wait_for_paint (GTK_WIDGET (window));
  game = vt_window_get_game (window);

  /* a sync folder puts another copy in its place */
  g_assert_true (g_file_get_contents (path, &theirs, NULL, NULL));
  {
    g_autoptr(GString) changed = g_string_new (theirs);

    g_string_replace (changed, "</game>", "<!-- theirs -->\n</game>", 1);
    g_free (theirs);
    theirs = g_string_free (g_steal_pointer (&changed), FALSE);
  }
  g_assert_true (g_file_set_contents (path, theirs, -1, NULL));

  g_assert_true (vt_game_advance_phase (game, &error));
  g_assert_no_error (error);
  head = vt_journal_get_head (vt_game_get_journal (game));
  dialog = find_dialog ("changed-on-disk-dialog");
  g_assert_nonnull (vt_ui_find_label (GTK_WIDGET (dialog), "“window.vertrauter” was changed by another program", FALSE));
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, theirs);
  g_assert_true (vt_window_get_dirty (window));

  /* another event while the question stands: still not written */
  g_assert_true (vt_game_advance_phase (game, &error));
  g_clear_pointer (&now, g_free);
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, theirs);

  /* the umpire keeps his game: it is saved, and saving goes on */
  gtk_dialog_response (GTK_DIALOG (dialog), 2 /* Keep This Game */);
  vt_ui_iterate_for (50);
  g_assert_false (vt_window_get_dirty (window));
  {
    g_autoptr(VtGame) saved = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (saved)), ==, head + 1);
  }

  vt_ui_close_all_windows ();
}

/* Recovery offers only the unsaved games nobody keeps any more. */
static void
test_live_autosave_not_offered (void)
{
  g_autofree char *folder = vt_document_get_autosave_folder ();
  g_autofree char *kept = g_build_filename (folder, "unsaved-kept-by-another.vertrauter", NULL);
  g_autofree char *left = g_build_filename (folder, "unsaved-left-behind.vertrauter", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "ui", "window.vertrauter", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) offered = NULL;
  pid_t other;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (kept, contents, -1, NULL));
  g_assert_true (g_file_set_contents (left, contents, -1, NULL));
  other = hold_in_other_process (kept);

  offered = vt_document_list_autosaves ();
  g_assert_cmpuint (offered->len, ==, 1);
  g_assert_cmpstr (offered->pdata[0], ==, left);

  /* and recovering it from here is refused while the other has it */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(VtDocument) stolen = vt_document_recover (kept, vt_ruleset_registry_get_default (), &error);

    g_assert_null (stolen);
    g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED);
  }

  end_process (other);
  g_clear_pointer (&offered, g_ptr_array_unref);
  offered = vt_document_list_autosaves ();
  g_assert_cmpuint (offered->len, ==, 2);

  g_remove (kept);
  g_remove (left);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  vt_ui_use_own_home ();

  app = vt_application_new ();
  /* The tests drive the application without running its main loop. */
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/vt/ui/document/held-by-another-process", test_open_held_by_another_process);
  g_test_add_func ("/vt/ui/document/after-other-process", test_open_after_other_process);
  g_test_add_func ("/vt/ui/document/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/vt/ui/document/live-autosave-not-offered", test_live_autosave_not_offered);

  status = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
