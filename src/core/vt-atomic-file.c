/* vt-atomic-file.c: a file written beside its target and renamed over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-atomic-file"

#include "config.h"

#include <errno.h>

#include <fcntl.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "vt-atomic-file-private.h"

struct _VtAtomicFile
{
  char *path;
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

/**
 * vt_atomic_file_begin:
 * @path: the file to replace or create
 * @error: return location for a #G_FILE_ERROR
 *
 * Opens a temporary file beside @path, so that the rename at the end
 * stays on one file system.
 *
 * Returns: (nullable): the file being written, %NULL on error
 */
VtAtomicFile *
vt_atomic_file_begin (const char  *path,
                      GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *template = NULL;
  VtAtomicFile *self;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, "it is a folder");
      return NULL;
    }

  folder = g_path_get_dirname (path);
  basename = g_path_get_basename (path);
  template = g_strdup_printf (".%s.XXXXXX", basename);

  self = g_new0 (VtAtomicFile, 1);
  self->path = g_strdup (path);
  self->temporary = g_build_filename (folder, template, NULL);
  self->fd = g_mkstemp_full (self->temporary, O_WRONLY | O_CREAT | O_EXCL, 0666);
  if (self->fd < 0)
    {
      set_errno_error (error, errno);
      g_clear_pointer (&self->temporary, g_free);
      vt_atomic_file_abort (self);
      return NULL;
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
