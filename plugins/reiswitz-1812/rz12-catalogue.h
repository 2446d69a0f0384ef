/* rz12-catalogue.h: the pieces, terrain tokens, options and provenance of 1812
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

/* One distance, the frontage of a piece: 50 paces (V §2, VI §1). */
#define RZ12_DISTANCE 50.0
/* II §7: "twelve are provided for each game" */
#define RZ12_SIGNAL_CARDS 12

/* What a piece is, as the rules tell the arms apart (Section IV). */
typedef enum {
  RZ12_KIND_CLOSED_INFANTRY, /* closed infantry, and pioneers and pontoniers on foot */
  RZ12_KIND_TIRAILLEURS,     /* tirailleurs and light infantry */
  RZ12_KIND_JAEGERS,
  RZ12_KIND_HEAVY_CAVALRY,   /* the regular cavalry */
  RZ12_KIND_LIGHT_CAVALRY,
  RZ12_KIND_FLANKERS,
  RZ12_KIND_ARTILLERY,       /* the half-batteries */
  RZ12_KIND_WAGONS,          /* train and pontoon wagons */
  RZ12_KIND_SHIP,
  RZ12_KIND_BLANK,           /* the Nieten of IV §18, VII §12 */
} Rz12Kind;

typedef struct {
  const char *unit_type;
  Rz12Kind    kind;
  const char *marker;   /* the loss markers it is booked on (VIII §7 b, §9) */
  double      rate;     /* wheels and ships: paces a move, derived (XII is lost) */
} Rz12Piece;

/* the piece a unit type is; NULL for a type not of 1812 */
const Rz12Piece     *rz12_piece_for_type       (const char *unit_type);
const Rz12Piece     *rz12_piece_for_unit       (VtUnit     *unit);
/* whether the piece stands as a closed body: tirailleurs three on one
 * another (X §3) or formed in mass (X §9) fight as closed infantry */
gboolean             rz12_piece_is_closed      (const Rz12Piece *piece,
                                                const char      *formation);
gboolean             rz12_kind_is_cavalry      (Rz12Kind kind);
/* "a closed infantry piece", for the umpire's text */
const char          *rz12_marker_label         (const char *marker);

const VtUnitType    *rz12_catalogue_get_unit_types    (guint *n_types);
const VtFormation   *rz12_catalogue_get_formations    (guint *n_formations);
const VtTerrainKind *rz12_catalogue_get_terrain_kinds (guint *n_kinds);
const VtSection     *rz12_catalogue_get_sections      (guint *n_sections);
const VtActionParam *rz12_catalogue_get_options       (guint *n_options);
const VtEditorInfo  *rz12_catalogue_get_editor_info   (void);
const VtOsmTag      *rz12_catalogue_get_osm_tags      (guint *n_tags);

/* the ids of every unit type and formation, NULL-terminated, for choices */
extern const char * const rz12_unit_type_ids[];
extern const char * const rz12_formation_ids[];

G_END_DECLS
