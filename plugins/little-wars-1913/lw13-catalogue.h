/* lw13-catalogue.h: the pieces, the Country, the sections, the options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* The unit types' ids, shared by every rule file. */
#define LW13_INFANTRY       "infantry"
#define LW13_CAVALRY        "cavalry"
#define LW13_NAVAL_GUN      "naval-gun"
#define LW13_FIELD_GUN      "field-gun"
#define LW13_BOX            "box"
#define LW13_GENERAL        "general"
#define LW13_SUPPLY_WAGGON  "supply-waggon"
#define LW13_AMMUNITION_CART "ammunition-cart"

/* The options' names. */
#define LW13_OPTION_GAME       "game"
#define LW13_OPTION_KRIEGSPIEL "kriegspiel"
#define LW13_OPTION_MULTIPLE   "move-multiple"

/* The game of Varieties of the Battle-Game the option "game" names. */
#define LW13_GAME_FIGHT_TO_THE_FINISH "fight-to-the-finish"
#define LW13_GAME_BLOW_AT_THE_REAR    "blow-at-the-rear"
#define LW13_GAME_DEFENSIVE           "defensive-game"

const VtSection     *lw13_catalogue_get_sections      (guint *n_sections);
const VtTerrainKind *lw13_catalogue_get_terrain_kinds (guint *n_kinds);
const VtUnitType    *lw13_catalogue_get_unit_types    (guint *n_types);
const VtFormation   *lw13_catalogue_get_formations    (guint *n_formations);
const VtPhase       *lw13_catalogue_get_phases        (guint *n_phases);
const VtActionParam *lw13_catalogue_get_options       (guint *n_options);
const VtEditorInfo  *lw13_catalogue_get_editor_info   (void);
const VtOsmTag      *lw13_catalogue_get_osm_tags      (guint *n_tags);

/* what the arm of a unit type is: "infantry", "cavalry", "artillery"… or NULL */
const char          *lw13_catalogue_get_arm           (const char *unit_type);
gboolean             lw13_catalogue_is_gun            (const char *unit_type);
/* men that fight (infantry- and cavalry-men, boxes): not guns, waggons or the General */
gboolean             lw13_catalogue_is_men            (const char *unit_type);

G_END_DECLS
