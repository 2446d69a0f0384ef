/* rz24-ruleset.h: the reiswitz-1824 ruleset and the helpers its files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define RZ24_RULESET_ID "reiswitz-1824"
/* §27: each Zug is 2 minutes of real action */
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

/* The Züge in which @unit_id has fired: journal events up to the head of
 * @action naming it in the parameter @param (one id or several separated by
 * commas), counted once a Zug. 0 without a game. */
guint            rz24_zuege_acted         (VtGame             *game,
                                           const char         *action,
                                           const char         *param,
                                           const char         *unit_id);

/* The umpire's words for @id, in the plugin's domain: the label at its
 * place in @labels (which runs beside @ids), the catalogue's label of a
 * unit type or a terrain kind; @id itself when it has none. */
const char      *rz24_label_beside        (const char * const *ids,
                                           const char * const *labels,
                                           const char         *id);
/* the same label untranslated (marked N_()), for a phrase's 't' argument */
const char      *rz24_word_beside         (const char * const *ids,
                                           const char * const *labels,
                                           const char         *id);
const char      *rz24_unit_type_label     (const char         *unit_type);
/* the same untranslated (marked N_()), for a phrase's 't' argument */
const char      *rz24_unit_type_word      (const char         *unit_type);
const char      *rz24_terrain_kind_label  (const char         *kind);

/* "pace" or "paces", in the plugin's domain (its files include rz24-i18n.h).
 * A count of Züge is no such piece: German declines it ("nach 3 Zügen"),
 * so each sentence that counts them is a plural msgid of its own. */
#define RZ24_PACES(n) g_dngettext (VT_PLUGIN_GETTEXT_DOMAIN, "pace", "paces", (n) == 1 ? 1 : 2)
/* the same word in a phrase (vt-phrase.h), said in the reader's language */
#define RZ24_PACES_PHRASE(n) vt_phrase_new_plural (VT_PLUGIN_GETTEXT_DOMAIN, "pace", "paces", \
                                                   (n) == 1 ? 1 : 2, NULL)

G_END_DECLS
