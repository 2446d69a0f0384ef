/* vt-game-file.h: reading and writing .vertrauter files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_FILE_NAMESPACE "https://vertrauter.org/ns/game/1"
#define VT_FILE_VERSION   1
/* A game of 2,000 features, 720 units and a long journal is a few MiB. */
#define VT_FILE_MAX_SIZE  (32 * 1024 * 1024)

#define VT_FILE_ERROR (vt_file_error_quark ())

typedef enum {
  VT_FILE_ERROR_IO,
  VT_FILE_ERROR_TOO_LARGE,
  VT_FILE_ERROR_MALFORMED,        /* not well-formed XML, truncated */
  VT_FILE_ERROR_FORBIDDEN,        /* DTD, entities, external references */
  VT_FILE_ERROR_NAMESPACE,
  VT_FILE_ERROR_VERSION,
  VT_FILE_ERROR_UNKNOWN_ELEMENT,
  VT_FILE_ERROR_MISSING,          /* a required element or attribute */
  VT_FILE_ERROR_BAD_VALUE,        /* a number, colour or name that is wrong */
  VT_FILE_ERROR_UNKNOWN_RULESET,
  VT_FILE_ERROR_INVALID,          /* the scenario breaks the ruleset's catalogue */
  VT_FILE_ERROR_LOCKED,           /* another process has the game open */
} VtFileError;

GQuark  vt_file_error_quark (void);

/* What a file holds that is amiss but does not stop it being read (an
 * underlay image that is not where it says) is in the loaded scenario's
 * vt_scenario_get_load_warnings(). vt_game_file_load_bytes() knows no
 * folder, so it checks only an underlay's absolute href. */
/* Every error message starts "FILE:LINE: ". vt_game_file_load() names the
 * file by its parse name; vt_game_file_load_path() by @path as given, as a
 * compiler would on the command line. */
VtGame *vt_game_file_load   (GFile              *file,
                             VtRulesetRegistry  *registry,
                             GError            **error);
VtGame *vt_game_file_load_path (const char      *path,
                             VtRulesetRegistry  *registry,
                             GError            **error);
VtGame *vt_game_file_load_bytes (GBytes         *bytes,
                             const char         *display_name,
                             VtRulesetRegistry  *registry,
                             GError            **error);
/* Atomic: written beside the target, then renamed over it. */
gboolean vt_game_file_save  (VtGame             *game,
                             GFile              *file,
                             GError            **error);
GBytes  *vt_game_file_to_bytes (VtGame          *game);

G_END_DECLS
