/* rz12-ruleset.h: Reiswitz's Taktisches Kriegs-Spiel of 1812 as a VtRuleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define RZ12_RULESET_ID "reiswitz-1812"

#define RZ12_TYPE_RULESET (rz12_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (Rz12Ruleset, rz12_ruleset, RZ12, RULESET, GObject)

/* The units a unit parameter names, one id or several separated by
 * commas, looked up in @game's state: empty with no game or no parameter,
 * NULL with VT_RULESET_ERROR_BAD_PARAMETER for an id not on the map. */
GPtrArray *rz12_units_named    (VtGame     *game,
                                GVariant   *params,
                                const char *name,
                                GError    **error);
/* The activity @unit_id took in @move: from a move event of the journal
 * or from a march action naming it ("unit"); NULL when it did neither. */
const char *rz12_activity_in_move (VtGame     *game,
                                   const char *unit_id,
                                   guint       move);
/* whether @unit_id was named as @param of an @action in @move */
gboolean   rz12_acted_in_move  (VtGame     *game,
                                const char *action,
                                const char *param,
                                const char *unit_id,
                                guint       move);
/* the error the umpire may overrule: VT_RULESET_ERROR_UMPIRE_DECIDES */
gpointer   rz12_umpire_decides (GError    **error,
                                const char *format,
                                ...) G_GNUC_PRINTF (2, 3);
/* whether the umpire has allowed what the rules refuse */
gboolean   rz12_umpire_allows  (GVariant   *params);
/* the game's choice for the option @name, or NULL (then its first, the default) */
const char *rz12_option_string (VtGame     *game,
                                const char *name);
/* "1¼", "⅞", "2" for the umpire's text: eighths, quarters, thirds */
char      *rz12_format_pieces  (double      pieces);

G_END_DECLS
