/* vt-atomic-file-private.h: a file written beside its target and renamed over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every file the core writes (a saved game, an exported map) goes through
 * one of these: the target is either left as it was or replaced whole, and
 * a failure leaves no temporary file behind. Errors are G_FILE_ERROR with
 * the system's words; callers say what was being written. */
typedef struct _VtAtomicFile VtAtomicFile;

VtAtomicFile *vt_atomic_file_begin    (const char    *path,
                                       GError       **error);
gboolean      vt_atomic_file_write    (VtAtomicFile  *self,
                                       const void    *data,
                                       gsize          size,
                                       GError       **error);
/* fsyncs, closes and renames over the target; frees @self either way */
gboolean      vt_atomic_file_commit   (VtAtomicFile  *self,
                                       GError       **error);
/* closes and removes the temporary file; frees @self */
void          vt_atomic_file_abort    (VtAtomicFile  *self);

/* begin, write @bytes, commit */
gboolean      vt_atomic_file_replace  (const char    *path,
                                       GBytes        *bytes,
                                       GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtAtomicFile, vt_atomic_file_abort)

G_END_DECLS
