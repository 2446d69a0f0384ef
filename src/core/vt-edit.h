/* vt-edit.h: the designer's edits to a scenario, each one step of undo
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

#define VT_EDIT_ERROR (vt_edit_error_quark ())

typedef enum {
  VT_EDIT_ERROR_LOCKED,    /* the game has begun and its terrain is locked */
  VT_EDIT_ERROR_BEGUN,     /* troops are placed before the first event, not after */
  VT_EDIT_ERROR_NOT_FOUND, /* no feature, unit or side of that id */
  VT_EDIT_ERROR_INVALID,   /* a kind or type the ruleset lacks, a bad shape */
} VtEditError;

GQuark vt_edit_error_quark (void);

#define VT_TYPE_EDITOR (vt_editor_get_type ())
G_DECLARE_FINAL_TYPE (VtEditor, vt_editor, VT, EDITOR, GObject)

/*
 * A VtEditor lays out a game's scenario: terrain, troops, briefings and the
 * underlay. Every call below changes the scenario as set up
 * (vt_game_get_scenario) and the state (vt_game_get_state) together and is
 * one step of the editor's undo, or of a group (begin_group … end_group).
 *
 * Once the game has begun (its journal has an event), its terrain is
 * locked: a terrain edit is refused until vt_editor_unlock(), and then it
 * is journalled as a "terrain" event, so the game's own undo takes it back
 * and every replay, report and side board sees the ground as it was at
 * each Zug. Troops are placed only before the game begins; briefings and
 * the underlay may be edited at any time.
 *
 * Properties: "game" (construct-only), "can-undo", "can-redo", "locked".
 * The "changed" signal (no arguments) follows every edit, undo and redo.
 */
VtEditor   *vt_editor_new              (VtGame      *game);
VtGame     *vt_editor_get_game         (VtEditor    *self);

/* TRUE when the game has begun and the umpire has not unlocked its terrain */
gboolean    vt_editor_get_locked       (VtEditor    *self);
void        vt_editor_unlock           (VtEditor    *self);

/* Adds @feature, or replaces the feature of its id; the editor keeps a copy. */
gboolean    vt_editor_put_feature      (VtEditor    *self,
                                        VtFeature   *feature,
                                        GError     **error);
gboolean    vt_editor_remove_feature   (VtEditor    *self,
                                        const char  *feature_id,
                                        GError     **error);
/* Adds @unit, or replaces the unit of its id (side, name, type, strength,
 * formation, place, facing); the editor keeps a copy. */
gboolean    vt_editor_put_unit         (VtEditor    *self,
                                        VtUnit      *unit,
                                        GError     **error);
gboolean    vt_editor_remove_unit      (VtEditor    *self,
                                        const char  *unit_id,
                                        GError     **error);
gboolean    vt_editor_set_title        (VtEditor    *self,
                                        const char  *title,
                                        GError     **error);
gboolean    vt_editor_set_general_idea (VtEditor    *self,
                                        const char  *text,
                                        GError     **error);
gboolean    vt_editor_set_special_idea (VtEditor    *self,
                                        const char  *side_id,
                                        const char  *text,
                                        GError     **error);
/* Where @side_id's commander is: with @unit_id, else at @at, else (both
 * NULL) among his troops; before the game begins. */
gboolean    vt_editor_set_commander    (VtEditor    *self,
                                        const char  *side_id,
                                        const char  *unit_id,
                                        const VtPoint *at,
                                        GError     **error);
/* @underlay: NULL takes the scanned map away; the editor keeps a copy. */
gboolean    vt_editor_set_underlay     (VtEditor    *self,
                                        VtUnderlay  *underlay,
                                        GError     **error);

/* Measured terrain's sheet becomes @width × @height (before the game begins). */
gboolean    vt_editor_set_extent       (VtEditor    *self,
                                        double       width,
                                        double       height,
                                        GError     **error);

/* The sheet becomes the calibrated underlay's extent, @image_width ×
 * @image_height pixels: its corner at the picture's, all drawn, placed and
 * pinned moving with it (one step). */
gboolean    vt_editor_fit_sheet_to_underlay (VtEditor *self,
                                        double       image_width,
                                        double       image_height,
                                        GError     **error);

/* The edits between these two are one step of undo, named @label
 * ("Duplicate 3 features"). Groups do not nest: a group begun, or an undo
 * or redo, while one is open ends the open one first. */
void        vt_editor_begin_group      (VtEditor    *self,
                                        const char  *label);
void        vt_editor_end_group        (VtEditor    *self);

gboolean    vt_editor_get_can_undo     (VtEditor    *self);
gboolean    vt_editor_get_can_redo     (VtEditor    *self);
/* "Add Wood", "Move Battalion Kleist"; NULL when there is nothing */
const char *vt_editor_get_undo_label   (VtEditor    *self);
const char *vt_editor_get_redo_label   (VtEditor    *self);
gboolean    vt_editor_undo             (VtEditor    *self);
gboolean    vt_editor_redo             (VtEditor    *self);

/* An id no feature (unit) has yet, from @stem: "wood-light-3". */
char       *vt_editor_new_feature_id   (VtEditor    *self,
                                        const char  *stem);
char       *vt_editor_new_unit_id      (VtEditor    *self,
                                        const char  *stem);

G_END_DECLS
