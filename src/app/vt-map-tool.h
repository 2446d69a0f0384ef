/* vt-map-tool.h: what the primary button does on the map, one tool at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

/* Less movement than this between press and release is a click. */
#define VT_MAP_TOOL_CLICK_SLOP 4.0
/* how near, in pixels, a point put down snaps to a corner */
#define VT_MAP_TOOL_SNAP_PX 8.0
/* the modifiers that add a unit to the selection, or take it out */
#define VT_MAP_TOOL_ADDING_MODIFIERS (GDK_CONTROL_MASK | GDK_SHIFT_MASK)

typedef struct _VtMapView VtMapView;

/* Where the pointer is, in widget coordinates and on the map, and the
 * modifiers held at the press. */
typedef struct {
  double          x;
  double          y;
  VtPoint         point;
  GdkModifierType state;
} VtMapToolEvent;

#define VT_TYPE_MAP_TOOL (vt_map_tool_get_type ())
G_DECLARE_DERIVABLE_TYPE (VtMapTool, vt_map_tool, VT, MAP_TOOL, GObject)

/*
 * The view forwards the primary button to its tool, as Tiled's scene does:
 * press, then drag (each motion while the button is down), then release,
 * or cancel instead of release (Escape, another press, a new game). Only
 * press must be implemented; every other vfunc may stay NULL.
 */
struct _VtMapToolClass
{
  GObjectClass parent_class;

  /* the pointer's shape while the tool is chosen; NULL for the default */
  const char  *cursor_name;

  /* Returns the tool that takes the drag which follows: this one, or one
   * it has handed the press to; NULL leaves the drag to the view, which
   * pans the map and, if the button comes up where it went down, calls
   * click. */
  VtMapTool *(*press)        (VtMapTool            *self,
                              const VtMapToolEvent *event);
  void       (*drag)         (VtMapTool            *self,
                              const VtMapToolEvent *event);
  void       (*release)      (VtMapTool            *self,
                              const VtMapToolEvent *event);
  /* a press the tool left to the view, released without moving */
  void       (*click)        (VtMapTool            *self,
                              const VtMapToolEvent *event);
  void       (*cancel)       (VtMapTool            *self);
  /* A key while no drag is under way; TRUE if the tool used it. */
  gboolean   (*key_pressed)  (VtMapTool            *self,
                              guint                 keyval,
                              GdkModifierType       state);
  /* What the tool shows over the pieces; @cr is in map coordinates. */
  void       (*draw)         (VtMapTool            *self,
                              cairo_t              *cr,
                              const VtViewport     *viewport);
  /* TRUE while nothing under the tool's drawing moves until the drag
   * ends: the view then draws the ground, the pieces and the names once,
   * with @options as the tool fills them in (a reach), and each frame
   * adds only what draw shows. */
  gboolean   (*hold_pieces)  (VtMapTool            *self,
                              VtRenderOptions      *options);
  /* The journal changed under a drag: units may have moved. */
  void       (*game_changed) (VtMapTool            *self);
  /* Forget what the tool shows between drags (a ruler laid): another tool
   * was chosen or another map is shown. */
  void       (*reset)        (VtMapTool            *self);
  /* The pointer moved with no button down, @event->state the modifiers
   * held now: a line being drawn follows it to its next corner. */
  void       (*motion)       (VtMapTool            *self,
                              const VtMapToolEvent *event);
};

VtMapView  *vt_map_tool_get_view         (VtMapTool            *self);
const char *vt_map_tool_get_cursor_name  (VtMapTool            *self);

VtMapTool  *vt_map_tool_press            (VtMapTool            *self,
                                          const VtMapToolEvent *event);
void        vt_map_tool_drag             (VtMapTool            *self,
                                          const VtMapToolEvent *event);
void        vt_map_tool_release          (VtMapTool            *self,
                                          const VtMapToolEvent *event);
void        vt_map_tool_click            (VtMapTool            *self,
                                          const VtMapToolEvent *event);
void        vt_map_tool_cancel           (VtMapTool            *self);
gboolean    vt_map_tool_key_pressed      (VtMapTool            *self,
                                          guint                 keyval,
                                          GdkModifierType       state);
void        vt_map_tool_draw             (VtMapTool            *self,
                                          cairo_t              *cr,
                                          const VtViewport     *viewport);
gboolean    vt_map_tool_hold_pieces      (VtMapTool            *self,
                                          VtRenderOptions      *options);
void        vt_map_tool_game_changed     (VtMapTool            *self);
void        vt_map_tool_reset            (VtMapTool            *self);
void        vt_map_tool_motion           (VtMapTool            *self,
                                          const VtMapToolEvent *event);

/* for tools: redraws the view */
void        vt_map_tool_queue_draw       (VtMapTool            *self);
/* for tools: where @unit stands on the view's map (its cell's centre on a
 * board), and whether it is selected */
void        vt_map_tool_get_unit_position (VtMapTool           *self,
                                           VtUnit              *unit,
                                           VtPoint             *point);
gboolean    vt_map_tool_is_selected      (VtMapTool            *self,
                                          const char           *unit_id);
/* for tools: the map shown, NULL for none; map units per pixel of the view */
VtMap      *vt_map_tool_get_map          (VtMapTool            *self);
double      vt_map_tool_get_pixel_size   (VtMapTool            *self);
/* for tools that draw: @point snapped to a corner near it (not of
 * @except_id) or, @to_grid, the ruleset's grid; Alt held: as it is */
gboolean    vt_map_tool_snap             (VtMapTool            *self,
                                          const VtPoint        *point,
                                          GdkModifierType       state,
                                          gboolean              to_grid,
                                          const char           *except_id,
                                          VtPoint              *snapped);

/* A press on a unit that stays a click until the pointer goes
 * VT_MAP_TOOL_CLICK_SLOP away, then drags the selection: what VtSelectTool
 * and VtArrangeTool share. */
typedef struct {
  gboolean         pending;     /* pressed on a unit, not yet moved */
  GdkModifierType  state;
  double           x;           /* where pressed, in the view's pixels */
  double           y;
  VtPoint          point;       /* where pressed, on the map */
  VtPoint          drag_point;  /* the map point under the pointer now */
  char            *unit;        /* the unit pressed */
} VtUnitPress;

/* @unit pressed at @event: Ctrl or Shift adds it to the selection or
 * takes it out, a plain press selects it unless it is selected already.
 * FALSE when that left it out of the selection (nothing to drag);
 * otherwise @press is pending. */
gboolean    vt_map_tool_press_unit       (VtMapTool            *self,
                                          VtUnitPress          *press,
                                          VtUnit               *unit,
                                          const VtMapToolEvent *event);
/* The pointer at @event: TRUE once, when a pending press has gone far
 * enough to be a drag (it is no longer pending). */
gboolean    vt_unit_press_drag           (VtUnitPress          *press,
                                          const VtMapToolEvent *event);
/* A release that ends a pending press without a drag: a plain click on one
 * of several selected units picks it alone. */
void        vt_map_tool_click_unit       (VtMapTool            *self,
                                          VtUnitPress          *press);
void        vt_unit_press_clear          (VtUnitPress          *press);

G_END_DECLS
