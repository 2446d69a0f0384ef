/* vt-osm-import.h: an OpenStreetMap extract as the ruleset's terrain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-calibration.h"
#include "vt-edit.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* An extract of a battlefield, a few kilometres across, is a few MiB. */
#define VT_OSM_MAX_SIZE (32 * 1024 * 1024)

/* A place on the earth, in degrees (WGS 84, as OpenStreetMap has it). */
typedef struct {
  double latitude;
  double longitude;
} VtLatLon;

/* How places on the earth lie on a map: each place is first projected
 * equirectangularly about @origin to metres east (x) and south (y) of it,
 * then taken by @to_map (a similarity: scale, turn, offset) to the map's
 * units. A new game's import makes one (north up, the ruleset's unit);
 * two known places, or a calibrated scan's corners, make one for an
 * existing scenario. */
typedef struct {
  VtLatLon      origin;
  VtCalibration to_map;
} VtOsmAlignment;

/* A place the designer knows on both: on the earth and on the map. */
typedef struct {
  VtLatLon place;
  VtPoint  map;
} VtOsmPin;

/* What an import made and left out. */
typedef struct {
  guint    n_polygons;
  guint    n_polylines;
  guint    n_points;
  /* elements the ruleset has a kind for whose shape does not fit it (an
   * open way tagged as a wood, a bus stop as a road, an outline that
   * crosses itself, a way of more than 5,000 nodes or running out of the
   * extract, a multipolygon's inner ring — a clearing cannot be drawn —
   * or its outline that does not close); elements it has no kind for
   * (addresses, railways in 1824, routes) are not counted */
  guint    n_skipped;
  VtLatLon centre;      /* the centre of the projection */
  VtPoint  centre_on_map; /* where the centre lies on the map */
  /* features that would lie wholly off the sheet of the scenario they
   * were imported into, and so were left out */
  guint    n_off_sheet;
  VtOsmAlignment alignment; /* how the extract's places lie on the map */
} VtOsmImportCounts;

/* "51.005, 13.010": latitude and longitude in degrees; FALSE with a
 * G_IO_ERROR_INVALID_ARGUMENT that says what is wrong. Blank text is no
 * place and no error. */
gboolean vt_osm_parse_place (const char *text,
                             VtLatLon   *place,
                             GError    **error);
/* "51.005,13.010=1200,800": a place and where it lies on the map */
gboolean vt_osm_parse_pin   (const char *text,
                             VtOsmPin   *pin,
                             GError    **error);

/* The similarity that takes the places of @n_pins (two or more) to their
 * points on the map (least squares; exact for two). Refuses, with a
 * VT_CALIBRATION_ERROR that says why, places less than a metre apart or
 * map points that coincide. */
gboolean vt_osm_alignment_init_from_pins    (VtOsmAlignment      *self,
                                             const VtOsmPin      *pins,
                                             guint                n_pins,
                                             GError             **error);
/* A scan calibrated by @calibration, @image_width × @image_height pixels,
 * whose top left corner lies at @north_west and bottom right at
 * @south_east on the earth. */
gboolean vt_osm_alignment_init_from_corners (VtOsmAlignment      *self,
                                             const VtCalibration *calibration,
                                             double               image_width,
                                             double               image_height,
                                             const VtLatLon      *north_west,
                                             const VtLatLon      *south_east,
                                             GError             **error);
void     vt_osm_alignment_place_to_map      (const VtOsmAlignment *self,
                                             const VtLatLon       *place,
                                             VtPoint              *map);
void     vt_osm_alignment_map_to_place      (const VtOsmAlignment *self,
                                             const VtPoint        *map,
                                             VtLatLon             *place);

/* "au" for "maps/au.osm": a new game's title when the designer gives none */
char    *vt_osm_import_default_title (const char *path);

/* Reads the .osm XML of @bytes (as safely as a .vertrauter file: no
 * network, no DTD or entities, the same limits) into measured terrain in
 * @ruleset's unit of length: closed ways become polygons, open ones
 * polylines, tagged nodes points, each of the kind the ruleset maps its
 * tags to (vt_ruleset_get_osm_tags). The ground is projected
 * equirectangularly about @centre (NULL: the middle of the extract's
 * <bounds>, or of its nodes), north up; the map is as large as the bounds
 * and the features together, its top left corner at their north-west.
 * Errors are VT_FILE_ERROR, "FILE:LINE: message". */
VtMap *vt_osm_import_bytes (GBytes             *bytes,
                            const char         *display_name,
                            VtRuleset          *ruleset,
                            const VtLatLon     *centre,
                            VtOsmImportCounts  *counts,
                            GError            **error);
/* The same from a file (a plain file of at most VT_OSM_MAX_SIZE bytes),
 * named in messages by @path as given. */
VtMap *vt_osm_import_path  (const char         *path,
                            VtRuleset          *ruleset,
                            const VtLatLon     *centre,
                            VtOsmImportCounts  *counts,
                            GError            **error);

/* A new game from the extract at @path, as the window's dialog and
 * vertrauter-tool import-osm both make it: its terrain (as
 * vt_osm_import_path()), @title (NULL or blank: the extract's name
 * without .osm), Zug 1 at @start_time minutes after midnight, the sides
 * "red" and "blue" named @first_side and @second_side (NULL or blank: the
 * default names). */
VtScenario *vt_osm_import_new_scenario (const char         *path,
                                        VtRuleset          *ruleset,
                                        const VtLatLon     *centre,
                                        const char         *title,
                                        guint               start_time,
                                        const char         *first_side,
                                        const char         *second_side,
                                        VtOsmImportCounts  *counts,
                                        GError            **error);

/* Adds the extract's terrain to the scenario @editor lays out, placed by
 * @alignment, as one step of undo ("Import OpenStreetMap"). Features wholly
 * off the sheet are left out (counts->n_off_sheet); an id the map has
 * already is given a new one. Refused, saying why: a game that has begun,
 * a board, an extract of which nothing lands on the sheet. */
gboolean vt_osm_import_bytes_into (VtEditor             *editor,
                                   GBytes               *bytes,
                                   const char           *display_name,
                                   VtRuleset            *ruleset,
                                   const VtOsmAlignment *alignment,
                                   VtOsmImportCounts    *counts,
                                   GError              **error);
gboolean vt_osm_import_path_into  (VtEditor             *editor,
                                   const char           *path,
                                   VtRuleset            *ruleset,
                                   const VtOsmAlignment *alignment,
                                   VtOsmImportCounts    *counts,
                                   GError              **error);

/* Every place a road of @scenario crosses (or ends in) a river or stream
 * with no bridge or ford there — what vertrauter-tool validate will
 * refuse (vt_geometry_check) — each as a sentence naming the road and the
 * water, where on the map and, by @alignment, on the earth. GPtrArray of
 * char *, never NULL. */
GPtrArray *vt_osm_import_list_unbridged (VtScenario           *scenario,
                                         VtRuleset            *ruleset,
                                         const VtOsmAlignment *alignment);

G_END_DECLS
