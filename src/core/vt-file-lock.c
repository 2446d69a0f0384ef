/* vt-file-lock.c: one process at a time writes a game file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-file-lock"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

#include "vt-file-lock.h"
#include "vt-game-file.h"

struct _VtFileLock
{
  char *path;      /* the game file */
  char *lock_path; /* the lock file beside it */
  int   fd;
};

static char *
lock_path_for (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *name = g_strdup_printf (".%s.lock", basename);

  return g_build_filename (folder, name, NULL);
}

/* the pid written in the lock file, 0 when there is none */
static long
read_holder (int fd)
{
  char buffer[32] = { 0 };
  ssize_t n = pread (fd, buffer, sizeof buffer - 1, 0);
  long pid;

  if (n <= 0)
    return 0;
  pid = strtol (buffer, NULL, 10);
  return pid > 0 ? pid : 0;
}

/**
 * vt_file_lock_acquire:
 * @path: a game file, which need not exist yet
 * @error: return location for a #VT_FILE_ERROR
 *
 * Takes the lock on @path for this process, without waiting.
 *
 * Returns: (transfer full) (nullable): the lock, %NULL when another
 *   process holds it (%VT_FILE_ERROR_LOCKED) or it cannot be made
 */
VtFileLock *
vt_file_lock_acquire (const char  *path,
                      GError     **error)
{
  g_autofree char *lock_path = NULL;
  g_autofree char *pid_text = NULL;
  VtFileLock *self;

  g_return_val_if_fail (path != NULL, NULL);

  lock_path = lock_path_for (path);

  /* A lock file unlinked by its holder between our open and our flock
   * would be a lock on nothing: take it again until the file we hold is
   * the one at the path. */
  for (guint attempt = 0; attempt < 10; attempt++)
    {
      struct stat held, named;
      int fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);

      if (fd < 0)
        {
          int saved_errno = errno;

          g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                       _("cannot lock “%s” for this window: %s"), path, g_strerror (saved_errno));
          return NULL;
        }

      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          int saved_errno = errno;
          long holder = read_holder (fd);

          close (fd);
          if (saved_errno == EWOULDBLOCK)
            {
              if (holder > 0)
                g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED,
                             _("“%s” is open in another Vertrauter (process %ld); only one may "
                             "write a game"), path, holder);
              else
                g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_LOCKED,
                             _("“%s” is open in another Vertrauter; only one may write a game"), path);
            }
          else
            g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                         _("cannot lock “%s” for this window: %s"), path, g_strerror (saved_errno));
          return NULL;
        }

      if (fstat (fd, &held) == 0 && stat (lock_path, &named) == 0 &&
          held.st_dev == named.st_dev && held.st_ino == named.st_ino)
        {
          self = g_new0 (VtFileLock, 1);
          self->path = g_strdup (path);
          self->lock_path = g_steal_pointer (&lock_path);
          self->fd = fd;

          pid_text = g_strdup_printf ("%ld\n", (long) getpid ());
          if (ftruncate (fd, 0) != 0 || pwrite (fd, pid_text, strlen (pid_text), 0) < 0)
            g_debug ("cannot write the pid into %s: %s", self->lock_path, g_strerror (errno));
          return self;
        }

      close (fd);
    }

  g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
               _("cannot lock “%s” for this window: its lock file keeps changing"), path);
  return NULL;
}

/**
 * vt_file_lock_release:
 * @self: (transfer full) (nullable): a lock
 *
 * Removes the lock file while still holding it, so no other process can
 * have opened it in between, then lets go.
 */
void
vt_file_lock_release (VtFileLock *self)
{
  if (self == NULL)
    return;

  g_unlink (self->lock_path);
  close (self->fd);
  g_free (self->lock_path);
  g_free (self->path);
  g_free (self);
}

const char *
vt_file_lock_get_path (VtFileLock *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->path;
}

/**
 * vt_file_lock_get_holder:
 * @path: a game file
 *
 * Returns: the pid of the process holding @path's lock, or -1 when one
 *   does but did not say which; 0 when none does
 */
long
vt_file_lock_get_holder (const char *path)
{
  g_autofree char *lock_path = NULL;
  long holder;
  int fd;

  g_return_val_if_fail (path != NULL, 0);

  lock_path = lock_path_for (path);
  fd = open (lock_path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0)
    return 0;

  /* a shared lock is had only while nobody holds the exclusive one */
  if (flock (fd, LOCK_SH | LOCK_NB) == 0)
    {
      flock (fd, LOCK_UN);
      close (fd);
      return 0;
    }

  holder = read_holder (fd);
  close (fd);
  return holder > 0 ? holder : -1;
}
