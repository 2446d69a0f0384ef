/* vt-map-view.h: the map, drawn by the core renderer, with pan, zoom and play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

#include "vt-layers.h"
#include "vt-map-tool.h"
#include "vt-ruling.h"
#include "vt-underlay-image.h"

G_BEGIN_DECLS

#define VT_TYPE_MAP_VIEW (vt_map_view_get_type ())
G_DECLARE_FINAL_TYPE (VtMapView, vt_map_view, VT, MAP_VIEW, GtkWidget)

/*
 * Properties: "scenario", "game", "selected-unit" (the first of the
 * selection), "scale", "activity" (the pace moves are made at), "measuring"
 * (the ruler instead of selecting and moving).
 * Signals: "selection-changed" (no arguments) after every change of the
 * selection; "move-refused" (s: the reason, for the umpire) when a move the
 * umpire dragged is not allowed.
 * The primary button is the current VtMapTool's (vt-map-tool.h); what no
 * tool takes, and the middle button, pans. An edit of the map ("changed")
 * drops the kept ground tiles.
 * While the view is panned or zoomed by hand (a pan drag, a touchpad
 * scroll, a wheel turning) the map is drawn without labels, the dearest
 * part of a whole-map draw; they are drawn again once the hand is still.
 */

GtkWidget  *vt_map_view_new               (void);
/* Shows @scenario drawn in @ruleset's styles; the whole map fits at first.
 * Without a game nothing can be moved. */
void        vt_map_view_set_scenario      (VtMapView     *self,
                                           VtScenario    *scenario,
                                           VtRuleset     *ruleset);
/* Shows @game's state and lets the umpire move its units. */
void        vt_map_view_set_game          (VtMapView     *self,
                                           VtGame        *game);
VtGame     *vt_map_view_get_game          (VtMapView     *self);
/* A side's board: shows what @knowledge (of @game) knows, as the side's
 * own view, anew whenever it changes, keeping where the map is; nothing
 * can be picked or moved. NULL, NULL: nothing. */
void        vt_map_view_set_knowledge     (VtMapView     *self,
                                           VtGame        *game,
                                           VtKnowledge   *knowledge);
VtKnowledge *vt_map_view_get_knowledge    (VtMapView     *self);
/* The umpire's view "seen by" a side: the pieces @knowledge's side does
 * not see now are faded; NULL shows all alike. Set anew with the game. */
void        vt_map_view_set_seen_by       (VtMapView     *self,
                                           VtKnowledge   *knowledge);
VtKnowledge *vt_map_view_get_seen_by      (VtMapView     *self);
VtScenario *vt_map_view_get_scenario      (VtMapView     *self);
const char *vt_map_view_get_selected_unit (VtMapView     *self);
void        vt_map_view_set_selected_unit (VtMapView     *self,
                                           const char    *unit_id);
/* The selected units' ids in the order they were picked, NULL-terminated;
 * never NULL. */
const char * const *vt_map_view_get_selected_units (VtMapView          *self);
void        vt_map_view_set_selected_units(VtMapView          *self,
                                           const char * const *unit_ids);
/* Ctrl or Shift on a unit: in or out of the selection */
void        vt_map_view_toggle_selected   (VtMapView          *self,
                                           const char         *unit_id);
/* The last move refused that the umpire may allow with his reason: set by
 * the tools before "move-refused"; taken by Allow… */
void        vt_map_view_set_ruling        (VtMapView     *self,
                                           VtRuling      *ruling);
gboolean    vt_map_view_has_ruling        (VtMapView     *self);
VtRuling   *vt_map_view_steal_ruling      (VtMapView     *self);
const char *vt_map_view_get_activity      (VtMapView     *self);
void        vt_map_view_set_activity      (VtMapView     *self,
                                           const char    *activity);
gboolean    vt_map_view_get_measuring     (VtMapView     *self);
void        vt_map_view_set_measuring     (VtMapView     *self,
                                           gboolean       measuring);
/* What the primary button does: @tool, made for this view, or selecting
 * and moving (NULL). The ruler is the tool of "measuring"; a new tool is
 * one more VtMapTool subclass set here. */
void        vt_map_view_set_tool          (VtMapView     *self,
                                           VtMapTool     *tool);
VtMapTool  *vt_map_view_get_tool          (VtMapView     *self);
VtRuleset  *vt_map_view_get_ruleset       (VtMapView     *self);
/* The ruler's length in the unit of length, and its ends; FALSE when no
 * ruler is drawn. */
gboolean    vt_map_view_get_ruler         (VtMapView     *self,
                                           VtPoint       *from,
                                           VtPoint       *to,
                                           double        *length);
/* The ground shown while units are dragged, NULL otherwise. */
VtReach    *vt_map_view_get_reach         (VtMapView     *self);
/* On a board: the cells the one selected figure may move to now, drawn
 * highlighted; NULL: none */
const guint *vt_map_view_get_destinations (VtMapView     *self,
                                           guint         *n_cells);
/* whether a board's cells show their numbers; TRUE unless set off */
gboolean    vt_map_view_get_cell_numbers  (VtMapView     *self);
void        vt_map_view_set_cell_numbers  (VtMapView     *self,
                                           gboolean       shown);

/* What the primary button does, in widget coordinates, forwarded to the
 * current tool. The gestures call these; so may tests. With the default
 * tool (VtSelectTool) a press and a release in the same place is a click:
 * it selects the unit there (Ctrl or Shift: adds or removes it), or on
 * empty ground clears the selection. A drag from a selected unit moves the
 * selection; with Shift on empty ground it selects what the band covers;
 * otherwise it pans. In measuring mode a drag lays the ruler. */
void        vt_map_view_press             (VtMapView       *self,
                                           double           x,
                                           double           y,
                                           GdkModifierType  state);
void        vt_map_view_drag_to           (VtMapView       *self,
                                           double           x,
                                           double           y);
void        vt_map_view_release           (VtMapView       *self,
                                           double           x,
                                           double           y);
/* a click: press and release at (@x, @y) */
void        vt_map_view_select_at         (VtMapView       *self,
                                           double           x,
                                           double           y,
                                           GdkModifierType  state);
/* The pointer is at (@x, @y) with no button down, @state held: the tool
 * hears it (a line being drawn follows it). The pointer's motion calls
 * it; so may tests. */
void        vt_map_view_hover             (VtMapView       *self,
                                           double           x,
                                           double           y,
                                           GdkModifierType  state);
/* The tooltip of the unit at (@x, @y) (markup), NULL where none shows. */
char       *vt_map_view_describe_at       (VtMapView       *self,
                                           double           x,
                                           double           y);
/* Drops a drag in progress, as Escape does. */
void        vt_map_view_cancel_drag       (VtMapView     *self);
/* A drag the keyboard makes: @tool holds the pieces as under a pointer's
 * drag until it calls vt_map_view_end_drag() and acts on the drag itself;
 * Escape, a press or a change to the game cancel it as they cancel one
 * made with the pointer. */
void        vt_map_view_begin_drag        (VtMapView     *self,
                                           VtMapTool     *tool);
void        vt_map_view_end_drag          (VtMapView     *self);

/* Moves the map so @point is in the middle of the view. */
void        vt_map_view_centre_on         (VtMapView     *self,
                                           const VtPoint *point);
/* device pixels per unit of length */
double      vt_map_view_get_scale         (VtMapView     *self);
void        vt_map_view_get_viewport      (VtMapView     *self,
                                           VtViewport    *viewport);
/* Zooms by @factor keeping the map point under (@x, @y) where it is. */
void        vt_map_view_zoom_at           (VtMapView     *self,
                                           double         factor,
                                           double         x,
                                           double         y);
void        vt_map_view_zoom_in           (VtMapView     *self);
void        vt_map_view_zoom_out          (VtMapView     *self);
void        vt_map_view_zoom_fit          (VtMapView     *self);
/* The map point under widget coordinates (@x, @y); FALSE without a map. */
gboolean    vt_map_view_to_map            (VtMapView     *self,
                                           double         x,
                                           double         y,
                                           VtPoint       *point);
/* The widget coordinates of map point @point; FALSE without a map. */
gboolean    vt_map_view_to_widget         (VtMapView     *self,
                                           const VtPoint *point,
                                           double        *x,
                                           double        *y);

/* The picture of the scenario's underlay, drawn under the terrain of the
 * umpire's view: set its scenario file (vt_underlay_image_set_scenario_file)
 * so a relative href is found; a new underlay or picture drops the tiles. */
VtUnderlayImage *vt_map_view_get_underlay_image (VtMapView *self);
/* What of the map is shown (vt-layers.h): hidden terrain leaves the paper
 * bare, hidden names turn them off, hidden troops are neither drawn nor
 * picked; locked troops are not picked. NULL shows all. */
void        vt_map_view_set_layers        (VtMapView     *self,
                                           VtLayers      *layers);
VtLayers   *vt_map_view_get_layers        (VtMapView     *self);
/* FALSE while the troops are hidden or locked */
gboolean    vt_map_view_get_units_pickable(VtMapView     *self);
/* The unit drawn at map point @point, as a click picks it; NULL while
 * the troops are hidden or locked. */
VtUnit     *vt_map_view_unit_at           (VtMapView     *self,
                                           const VtPoint *point);

/* how many tiles of ground it has drawn, ever: for the tests */
guint       vt_map_view_get_tiles_drawn (VtMapView *self);

G_END_DECLS
