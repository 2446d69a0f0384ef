/* vt-osm-import.h: an OpenStreetMap extract as the ruleset's terrain
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

/* An extract of a battlefield, a few kilometres across, is a few MiB. */
#define VT_OSM_MAX_SIZE (32 * 1024 * 1024)

/* A place on the earth, in degrees (WGS 84, as OpenStreetMap has it). */
typedef struct {
  double latitude;
  double longitude;
} VtLatLon;

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
} VtOsmImportCounts;

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

G_END_DECLS
