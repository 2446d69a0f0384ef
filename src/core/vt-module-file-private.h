/* vt-module-file-private.h: looking at a ruleset module's file before it is opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The loader's last look at a file before g_module_open maps it. A file cut
 * short by a half-finished copy is mapped past its end and the first touch of
 * the missing part kills the process with SIGBUS; a FIFO blocks the open for
 * ever. So the file must be a regular file of a sane size, a shared library
 * for this computer, and every table and segment its header names must lie
 * inside it. Read with read(), never mapped, so the check cannot crash.
 *
 * Errors are VT_PLUGIN_ERROR_OPEN with the whole message for the umpire:
 * "ruleset plugin NAME could not be opened: why, and what to do". */
gboolean vt_module_file_check (const char  *path,
                               GError     **error);

G_END_DECLS
