/* vt-file-lock.h: one process at a time writes a game file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/* An advisory lock on a game file, held in a small file beside it
 * (".NAME.lock") with flock(), so it ends with the process that holds it,
 * however that process ends. A saved game is a new file renamed over the
 * old, so the game file itself cannot carry the lock. */
typedef struct _VtFileLock VtFileLock;

/* VT_FILE_ERROR_LOCKED when another process holds it; the message names
 * that process. */
VtFileLock *vt_file_lock_acquire     (const char  *path,
                                      GError     **error);
/* removes the lock file and lets go of the lock; NULL is ignored */
void        vt_file_lock_release     (VtFileLock  *self);
const char *vt_file_lock_get_path    (VtFileLock  *self);
/* The process holding @path's lock, 0 when none does (then the file is
 * free to take). */
long        vt_file_lock_get_holder  (const char  *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtFileLock, vt_file_lock_release)

G_END_DECLS
