/* vt-params.h: reading an action's parameters and a game's options, for rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-types.h"

G_BEGIN_DECLS

/* Integers of any GVariant integer type, as the app, the tool and the
 * journal may build them. */
gboolean   vt_variant_get_integer   (GVariant    *value,
                                     gint64      *integer);
/* a double, or an integer of any type */
gboolean   vt_variant_get_number    (GVariant    *value,
                                     double      *number);

/* Reading an action's a{sv} as vt_ruleset_parse_params() types it ("x", "d",
 * "b", "s"); integers are accepted where numbers are asked. Each returns
 * FALSE when the parameter is absent or of another type; @params may be
 * NULL. */
gboolean   vt_params_get_integer    (GVariant    *params,
                                     const char  *name,
                                     gint64      *value);
gboolean   vt_params_get_number     (GVariant    *params,
                                     const char  *name,
                                     double      *value);
gboolean   vt_params_get_boolean    (GVariant    *params,
                                     const char  *name,
                                     gboolean    *value);
/* borrowed from @params */
gboolean   vt_params_get_string     (GVariant    *params,
                                     const char  *name,
                                     const char **value);
/* The unit a VT_PARAM_UNIT parameter names, looked up in @game's state;
 * NULL with VT_RULESET_ERROR_BAD_PARAMETER when it is not on the map.
 * NULL with no error when @game is NULL or the parameter absent. */
VtUnit    *vt_params_get_unit       (VtGame      *game,
                                     GVariant    *params,
                                     const char  *name,
                                     GError     **error);

/* A per-game option (declared by the ruleset's get_options) as @game sets
 * it, else @fallback (no game, unset, or of another type). */
gboolean   vt_option_get_boolean    (VtGame      *game,
                                     const char  *name,
                                     gboolean     fallback);
gint64     vt_option_get_integer    (VtGame      *game,
                                     const char  *name,
                                     gint64       fallback);
double     vt_option_get_number     (VtGame      *game,
                                     const char  *name,
                                     double       fallback);

/* What a prepare returns: "params" (the completed @params, floating taken),
 * "filled" (the names filled from the map, may be NULL), and "die",
 * "table", "why" when not NULL. Floating. */
GVariant  *vt_prepare_result_new    (GVariant           *params,
                                     const char * const *filled,
                                     const char         *die,
                                     const char         *table,
                                     const char         *why);

/* Sets VT_RULESET_ERROR_BAD_PARAMETER with a printf-style message; the first
 * returns FALSE, the second NULL, so a rule's check can `return` either. */
gboolean   vt_bad_parameter         (GError     **error,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (2, 3);
gpointer   vt_bad_parameter_null    (GError     **error,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
