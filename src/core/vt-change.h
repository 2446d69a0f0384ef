/* vt-change.h: the vocabulary of what an event changes on a unit
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

/* A change is an a{sv} naming a unit and the fields it sets. These are its
 * keys; vt-change.c holds each one's type, check, application and how the
 * file writes it. */
#define VT_CHANGE_UNIT       "unit"       /* s: the unit changed */
#define VT_CHANGE_X          "x"          /* d */
#define VT_CHANGE_Y          "y"          /* d */
#define VT_CHANGE_FACING     "facing"     /* d: degrees clockwise from north */
#define VT_CHANGE_FORMATION  "formation"  /* s: one of the unit type's */
#define VT_CHANGE_STRENGTH   "strength"   /* u: in the type's strength unit */
#define VT_CHANGE_CELL       "cell"       /* u: a cell of the board */
#define VT_CHANGE_SIDE       "side"       /* s: one of the scenario's sides (a gun captured) */
#define VT_CHANGE_CONDITIONS "conditions" /* a(ssu): id, label, Züge; 0 ends one;
                                            * VT_CONDITION_UNTIL_ENDED: no countdown */
#define VT_CHANGE_NAME       "name"       /* s: what the umpire calls the unit */
#define VT_CHANGE_DIVISION   "division"   /* s: the body it belongs to */
/* s: one of the ruleset's unit types. Only a change that creates its unit
 * carries it: a change naming a unit not yet in the game, with "type",
 * "side", "strength" and its place ("x" and "y", or "cell" on a board),
 * brings a new unit into the game (prisoners led away, a box opened). */
#define VT_CHANGE_TYPE       "type"

/* How a key's value is written in a file: as an attribute of <change>, or
 * as <condition> elements inside it. */
typedef enum {
  VT_CHANGE_VALUE_NUMBER,     /* d, a finite number */
  VT_CHANGE_VALUE_COUNT,      /* u, a whole number */
  VT_CHANGE_VALUE_TEXT,       /* s */
  VT_CHANGE_VALUE_CONDITIONS, /* a(ssu) */
} VtChangeValue;

typedef struct _VtChangeKey VtChangeKey;

/* The keys but "unit", in the order a file writes them. */
guint               vt_change_get_n_keys    (void);
const VtChangeKey  *vt_change_get_key       (guint               index);
const VtChangeKey  *vt_change_find_key      (const char         *key);
const char         *vt_change_key_get_name  (const VtChangeKey  *key);
VtChangeValue       vt_change_key_get_value (const VtChangeKey  *key);
const GVariantType *vt_change_key_get_type  (const VtChangeKey  *key);

/* Starts an a{sv} change of @unit_id; add keys with g_variant_builder_add. */
void                vt_change_builder_init  (GVariantBuilder    *builder,
                                             const char         *unit_id);

G_END_DECLS
