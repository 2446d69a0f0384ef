/* rz24-ruleset.h: the reiswitz-1824 ruleset and the helpers its files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define RZ24_RULESET_ID "reiswitz-1824"
/* ¶27: each Zug is 2 minutes of real action */
#define RZ24_MINUTES_PER_ZUG 2

#define RZ24_TYPE_RULESET (rz24_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (Rz24Ruleset, rz24_ruleset, RZ24, RULESET, GObject)

/* What a unit type is in the rules' terms. */
typedef enum {
  RZ24_KIND_INFANTRY,    /* closed blocks: infantry, jäger, pioneers */
  RZ24_KIND_SKIRMISHERS, /* skirmisher strips */
  RZ24_KIND_CAVALRY,
  RZ24_KIND_ARTILLERY,   /* half batteries */
  RZ24_KIND_TRAIN,       /* ammunition wagons */
  RZ24_KIND_PION,        /* patrols, posts, detachments of 25, 10, single men */
} Rz24Kind;

typedef struct {
  const char *unit_type; /* "hussar-squadron" */
  Rz24Kind    kind;
  const char *loss_arm;  /* loss table: "closed-infantry", "skirmishers", "cavalry", "artillery" */
  gboolean    heavy;     /* cavalry: cuirassiers and dragoons are heavy */
  const char *gun;       /* artillery: "12pdr", "6pdr-foot", "6pdr-horse", "7pdr-howitzer"; else NULL */
  guint       men;       /* men, horses or guns a full piece stands for */
} Rz24Piece;

/* The piece behind a unit type id, NULL when the id is not an 1824 type. */
const Rz24Piece *rz24_piece_for_unit_type (const char *unit_type);
/* The same for a unit on the map; NULL when its type is not an 1824 type. */
const Rz24Piece *rz24_piece_for_unit      (VtUnit     *unit);

/* A table cell as this game plays it: the umpire's house rule when @game is
 * given and has one, else the table's own value. NAN when the row or column
 * is not in the table. */
double           rz24_table_value         (const VtRuleTable *table,
                                           const char        *row,
                                           const char        *column,
                                           VtGame            *game);

/* A per-game option as @game sets it, else @fallback (no game, or unset). */
gboolean         rz24_option_boolean      (VtGame     *game,
                                           const char *name,
                                           gboolean    fallback);
gint64           rz24_option_integer      (VtGame     *game,
                                           const char *name,
                                           gint64      fallback);
double           rz24_option_number       (VtGame     *game,
                                           const char *name,
                                           double      fallback);

/* Reading an action's a{sv} as vt_ruleset_parse_params() types it ("x", "d",
 * "b", "s"); integers are accepted where numbers are asked. Each returns
 * FALSE when the parameter is absent or of another type. */
gboolean         rz24_param_integer       (GVariant    *params,
                                           const char  *name,
                                           gint64      *value);
gboolean         rz24_param_number        (GVariant    *params,
                                           const char  *name,
                                           double      *value);
gboolean         rz24_param_boolean       (GVariant    *params,
                                           const char  *name,
                                           gboolean    *value);
gboolean         rz24_param_string        (GVariant    *params,
                                           const char  *name,
                                           const char **value);

/* The unit a VT_PARAM_UNIT parameter names, looked up in @game's state;
 * NULL with VT_RULESET_ERROR_BAD_PARAMETER when it is not on the map.
 * Returns NULL with no error when @game is NULL or the parameter absent. */
VtUnit          *rz24_param_unit          (VtGame      *game,
                                           GVariant    *params,
                                           const char  *name,
                                           GError     **error);

/* The Züge in which @unit_id has fired: journal events up to the head of
 * @action naming it in the parameter @param (one id or several separated by
 * commas), counted once a Zug. 0 without a game. */
guint            rz24_zuege_acted         (VtGame             *game,
                                           const char         *action,
                                           const char         *param,
                                           const char         *unit_id);

/* The distance between two units' positions, in paces. */
double           rz24_distance_between    (VtUnit             *a,
                                           VtUnit             *b);

/* What a prepare vfunc returns: "params" (the completed @params), "filled"
 * (the names filled from the map, may be NULL), and "die", "table", "why"
 * when not NULL. Takes a reference on a floating @params. */
GVariant        *rz24_prepare_result      (GVariant           *params,
                                           const char * const *filled,
                                           const char         *die,
                                           const char         *table,
                                           const char         *why);

/* The game's words for a count: "1 Zug", "3 Züge"; "1 pace", "2 paces". */
#define RZ24_ZUEGE(n) ((n) == 1 ? "Zug" : "Züge")
#define RZ24_PACES(n) ((n) == 1 ? "pace" : "paces")

/* Sets VT_RULESET_ERROR_BAD_PARAMETER with a printf-style message; the first
 * returns FALSE, the second NULL, so a check can `return` either. */
gboolean         rz24_bad_parameter       (GError            **error,
                                           const char         *format,
                                           ...) G_GNUC_PRINTF (2, 3);
gpointer         rz24_bad_parameter_null  (GError            **error,
                                           const char         *format,
                                           ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
