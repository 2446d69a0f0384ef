/* test-file-lock.c: one game, one writer, across real processes
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

#include <vertrauter.h>

static char *
game_path (char **folder)
{
  g_autoptr(GError) error = NULL;

  *folder = g_dir_make_tmp ("vt-lock-XXXXXX", &error);
  g_assert_no_error (error);
  return g_build_filename (*folder, "kunzendorf.vertrauter", NULL);
}

/* A second lock on the same game is refused, in this process as in any. */
static void
test_second_lock_refused (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = game_path (&folder);
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  VtFileLock *first, *second;

  first = vt_file_lock_acquire (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_cmpint (vt_file_lock_get_holder (path), ==, (long) getpid ());

  second = vt_file_lock_acquire (path, &error);
  g_assert_null (second);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED);
  expected = g_strdup_printf ("“%s” is open in another Vertrauter (process %ld); only one may write a game",
                              path, (long) getpid ());
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  /* let go, and it is free, with nothing left beside the game */
  vt_file_lock_release (first);
  g_assert_cmpint (vt_file_lock_get_holder (path), ==, 0);
  second = vt_file_lock_acquire (path, &error);
  g_assert_no_error (error);
  vt_file_lock_release (second);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* Another process holds the game: the lock names it, and ends with it even
 * when it is killed. */
static void
test_lock_dies_with_process (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = game_path (&folder);
  g_autoptr(GError) error = NULL;
  int ready[2];
  char byte;
  pid_t child;
  VtFileLock *lock;

  g_assert_cmpint (pipe (ready), ==, 0);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      /* gone with the test, should the test fail before it ends us */
      prctl (PR_SET_PDEATHSIG, SIGKILL);
      VtFileLock *held = vt_file_lock_acquire (path, NULL);

      if (held == NULL || write (ready[1], "x", 1) != 1)
        _exit (1);
      pause ();
      _exit (0);
    }
  close (ready[1]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);

  g_assert_cmpint (vt_file_lock_get_holder (path), ==, (long) child);
  lock = vt_file_lock_acquire (path, &error);
  g_assert_null (lock);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED);
  {
    g_autofree char *holder = g_strdup_printf ("(process %ld)", (long) child);

    g_assert_nonnull (strstr (error->message, holder));
    g_clear_error (&error);
  }

  /* SIGKILL: no clean-up runs, the lock goes all the same */
  kill (child, SIGKILL);
  g_assert_cmpint (waitpid (child, NULL, 0), ==, child);
  g_assert_cmpint (vt_file_lock_get_holder (path), ==, 0);
  lock = vt_file_lock_acquire (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
  vt_file_lock_release (lock);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/file-lock/second-refused", test_second_lock_refused);
  g_test_add_func ("/vt/file-lock/dies-with-process", test_lock_dies_with_process);

  return g_test_run ();
}
