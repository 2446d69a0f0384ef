/* vt-atomic-file.c: a file written beside its target and renamed over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-atomic-file"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

#include "vt-atomic-file-private.h"

struct _VtAtomicFile
{
  char *path;      /* the target, links resolved */
  char *folder;    /* the target's, fsynced after the rename */
  char *temporary;
  int   fd;
};

static void
set_errno_error (GError     **error,
                 int          saved_errno)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

/* A link is written through to the file it names, so the link stays a
 * link and its target gets the new contents. */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  char *target = g_strdup (path);

  /* as many links as the kernel follows (SYMLOOP_MAX on Linux) */
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *folder = NULL;

      if (link == NULL)
        return target;

      folder = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link)
                                         : g_build_filename (folder, link, NULL);
    }

  g_free (target);
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                       _("it is a link that leads round in a circle"));
  return NULL;
}

/* ".NAME.PID." starts every temporary file of NAME written by PID */
static char *
temporary_prefix (const char *basename,
                  long        pid)
{
  return g_strdup_printf (".%s.%ld.", basename, pid);
}

/* A save that was killed leaves its temporary file; the next save of the
 * same file removes those whose writer is gone. */
static void
remove_abandoned (const char *folder,
                  const char *basename)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *start = g_strdup_printf (".%s.", basename);
  const char *entry;

  if (dir == NULL)
    return;

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      const char *rest;
      char *end = NULL;
      long pid;

      if (!g_str_has_prefix (entry, start))
        continue;
      rest = entry + strlen (start);
      errno = 0;
      pid = strtol (rest, &end, 10);
      if (errno != 0 || end == rest || *end != '.' || pid <= 0 || strlen (end + 1) != 6)
        continue;
      if (pid == (long) getpid () || kill ((pid_t) pid, 0) == 0 || errno != ESRCH)
        continue;

      {
        g_autofree char *abandoned = g_build_filename (folder, entry, NULL);

        g_unlink (abandoned);
      }
    }
}

/**
 * vt_atomic_file_begin:
 * @path: the file to replace or create
 * @error: return location for a #G_FILE_ERROR
 *
 * Opens a temporary file beside the file @path names (through any links),
 * so that the rename at the end stays on one file system. An existing
 * file keeps its mode and owner; one that nobody may write is refused.
 *
 * Returns: (nullable): the file being written, %NULL on error
 */
VtAtomicFile *
vt_atomic_file_begin (const char  *path,
                      GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *template = NULL;
  VtAtomicFile *self;
  GStatBuf st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, NULL);

  target = resolve_links (path, error);
  if (target == NULL)
    return NULL;

  exists = g_stat (target, &st) == 0;
  if (exists && S_ISDIR (st.st_mode))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, _("it is a folder"));
      return NULL;
    }
  if (exists && !S_ISREG (st.st_mode))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                           _("it is not a plain file (a device, a pipe or a socket)"));
      return NULL;
    }
  /* by its mode, not by access(): root may write anything, but a file
   * made read-only was made so on purpose */
  if (exists && (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_ACCES,
                           _("the file is read-only; make it writable or save under another name"));
      return NULL;
    }

  folder = g_path_get_dirname (target);
  basename = g_path_get_basename (target);
  remove_abandoned (folder, basename);

  prefix = temporary_prefix (basename, (long) getpid ());
  template = g_strconcat (prefix, "XXXXXX", NULL);

  self = g_new0 (VtAtomicFile, 1);
  self->path = g_steal_pointer (&target);
  self->folder = g_steal_pointer (&folder);
  self->temporary = g_build_filename (self->folder, template, NULL);
  self->fd = g_mkstemp_full (self->temporary, O_WRONLY | O_CREAT | O_EXCL, 0666);
  if (self->fd < 0)
    {
      set_errno_error (error, errno);
      g_clear_pointer (&self->temporary, g_free);
      vt_atomic_file_abort (self);
      return NULL;
    }

  if (exists)
    {
      /* the owner may fail to carry over when another user's file is
       * saved; the mode always does */
      if (fchown (self->fd, st.st_uid, st.st_gid) != 0)
        g_debug ("cannot give %s its owner back: %s", self->temporary, g_strerror (errno));
      if (fchmod (self->fd, st.st_mode & 07777) != 0)
        {
          set_errno_error (error, errno);
          vt_atomic_file_abort (self);
          return NULL;
        }
    }

  return self;
}

/**
 * vt_atomic_file_write:
 * @self: a file being written
 * @data: (array length=size): what to write
 * @size: how many bytes
 * @error: return location for a #G_FILE_ERROR
 *
 * Returns: whether all of @data was written
 */
gboolean
vt_atomic_file_write (VtAtomicFile  *self,
                      const void    *data,
                      gsize          size,
                      GError       **error)
{
  gsize written = 0;

  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);

  while (written < size)
    {
      gssize n = write (self->fd, (const char *) data + written, size - written);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          return FALSE;
        }
      written += n;
    }

  return TRUE;
}

/**
 * vt_atomic_file_commit:
 * @self: (transfer full): a file being written
 * @error: return location for a #G_FILE_ERROR
 *
 * Puts what was written in place of the target. On failure the target is
 * as it was and the temporary file is gone.
 *
 * Returns: whether the target now holds what was written
 */
gboolean
vt_atomic_file_commit (VtAtomicFile  *self,
                       GError       **error)
{
  int fd;

  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);

  if (fsync (self->fd) != 0)
    goto fail;

  fd = self->fd;
  self->fd = -1;
  if (close (fd) != 0)
    goto fail;

  if (g_rename (self->temporary, self->path) != 0)
    goto fail;
  g_clear_pointer (&self->temporary, g_free);

  /* the rename is on disk only once the folder is */
  fd = open (self->folder, O_RDONLY | O_DIRECTORY);
  if (fd >= 0)
    {
      if (fsync (fd) != 0)
        g_debug ("cannot sync folder %s: %s", self->folder, g_strerror (errno));
      close (fd);
    }

  vt_atomic_file_abort (self);
  return TRUE;

fail:
  set_errno_error (error, errno);
  vt_atomic_file_abort (self);
  return FALSE;
}

/**
 * vt_atomic_file_abort:
 * @self: (transfer full): a file being written
 *
 * Leaves the target as it was and removes the temporary file.
 */
void
vt_atomic_file_abort (VtAtomicFile *self)
{
  if (self == NULL)
    return;

  if (self->fd >= 0)
    close (self->fd);
  if (self->temporary != NULL)
    g_unlink (self->temporary);
  g_free (self->temporary);
  g_free (self->folder);
  g_free (self->path);
  g_free (self);
}

/**
 * vt_atomic_file_replace:
 * @path: the file to replace or create
 * @bytes: its new contents
 * @error: return location for a #G_FILE_ERROR
 *
 * Returns: whether @path now holds @bytes; on failure it is as it was
 */
gboolean
vt_atomic_file_replace (const char  *path,
                        GBytes      *bytes,
                        GError     **error)
{
  VtAtomicFile *file = vt_atomic_file_begin (path, error);
  gsize size;
  const void *data;

  if (file == NULL)
    return FALSE;

  data = g_bytes_get_data (bytes, &size);
  if (!vt_atomic_file_write (file, data, size, error))
    {
      vt_atomic_file_abort (file);
      return FALSE;
    }

  return vt_atomic_file_commit (file, error);
}
