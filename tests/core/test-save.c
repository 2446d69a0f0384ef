/* test-save.c: saving respects the file it replaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vertrauter.h>

static VtGame *
load_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid", "game-with-journal.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

static char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("vt-save-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* every name in @folder, sorted, as one line */
static char *
list_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *entry;

  while ((entry = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (char *) entry);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *entry;

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, entry, NULL);

      g_chmod (path, 0644);
      g_unlink (path);
    }
  g_rmdir (folder);
}

static void
save (VtGame     *game,
      const char *path,
      GError    **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  vt_game_file_save (game, file, error);
}

/* A private game stays private: 0600 is not widened to 0644. */
static void
test_keeps_mode (void)
{
  g_autoptr(VtGame) game = load_game ();
  g_autofree char *folder = make_folder ();
  g_autofree char *path = g_build_filename (folder, "private.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);

  save (game, path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  remove_folder (folder);
}

/* A game kept behind a link is saved into the file the link names; the
 * link stays a link. */
static void
test_writes_through_link (void)
{
  g_autoptr(VtGame) game = load_game ();
  g_autofree char *folder = make_folder ();
  g_autofree char *target = g_build_filename (folder, "real.vertrauter", NULL);
  g_autofree char *link = g_build_filename (folder, "link.vertrauter", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (symlink ("real.vertrauter", link), ==, 0);

  save (game, link, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));

  remove_folder (folder);
}

/* A read-only game is refused in words, and left as it was. */
static void
test_refuses_read_only (void)
{
  g_autoptr(VtGame) game = load_game ();
  g_autofree char *folder = make_folder ();
  g_autofree char *path = g_build_filename (folder, "archive.vertrauter", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);

  save (game, path, &error);
  expected = g_strdup_printf ("cannot save “%s”: the file is read-only; "
                              "make it writable or save under another name", path);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  names = list_folder (folder);
  g_assert_cmpstr (names, ==, "archive.vertrauter");

  remove_folder (folder);
}

/* A save killed halfway leaves its temporary file; the next save removes
 * it once its writer is gone, and leaves a living writer's alone. */
static void
test_removes_abandoned (void)
{
  g_autoptr(VtGame) game = load_game ();
  g_autofree char *folder = make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.vertrauter", NULL);
  g_autofree char *abandoned = NULL;
  g_autofree char *living = NULL;
  g_autofree char *names = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  pid_t dead;

  /* a process that has ended: its pid names no writer */
  dead = fork ();
  if (dead == 0)
    _exit (0);
  g_assert_cmpint (waitpid (dead, NULL, 0), ==, dead);

  abandoned = g_strdup_printf ("%s/.game.vertrauter.%ld.Ab12Cd", folder, (long) dead);
  living = g_strdup_printf ("%s/.game.vertrauter.%ld.Ef34Gh", folder, (long) getppid ());
  g_assert_true (g_file_set_contents (abandoned, "half", -1, NULL));
  g_assert_true (g_file_set_contents (living, "being written", -1, NULL));

  save (game, path, &error);
  g_assert_no_error (error);

  names = list_folder (folder);
  expected = g_strdup_printf (".game.vertrauter.%ld.Ef34Gh game.vertrauter", (long) getppid ());
  g_assert_cmpstr (names, ==, expected);

  remove_folder (folder);
}

/* A folder cannot be saved over, and nothing is left beside it. */
static void
test_folder_leaves_nothing (void)
{
  g_autoptr(VtGame) game = load_game ();
  g_autofree char *folder = make_folder ();
  g_autofree char *path = g_build_filename (folder, "sub.vertrauter", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  save (game, path, &error);
  g_assert_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO);
  g_assert_true (g_str_has_suffix (error->message, ": it is a folder"));
  names = list_folder (folder);
  g_assert_cmpstr (names, ==, "sub.vertrauter");

  g_rmdir (path);
  remove_folder (folder);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/save/keeps-mode", test_keeps_mode);
  g_test_add_func ("/vt/save/writes-through-link", test_writes_through_link);
  g_test_add_func ("/vt/save/refuses-read-only", test_refuses_read_only);
  g_test_add_func ("/vt/save/removes-abandoned", test_removes_abandoned);
  g_test_add_func ("/vt/save/folder-leaves-nothing", test_folder_leaves_nothing);

  return g_test_run ();
}
