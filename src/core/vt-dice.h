/* vt-dice.h: the one source of chance in a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib-object.h>

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_DICE_ERROR (vt_dice_error_quark ())

typedef enum {
  VT_DICE_ERROR_BAD_FACE, /* an entered face the die does not have */
  VT_DICE_ERROR_BAD_TEXT, /* typed faces that are no faces */
} VtDiceError;

/* No die an umpire throws has more faces than this. */
#define VT_DICE_MAX_FACE 1000

GQuark vt_dice_error_quark (void);

#define VT_TYPE_DICE (vt_dice_get_type ())
G_DECLARE_FINAL_TYPE (VtDice, vt_dice, VT, DICE, GObject)

/* Seeded, so a game replays and a test repeats exactly. */
VtDice   *vt_dice_new           (guint32       seed);
guint32   vt_dice_get_seed      (VtDice       *self);
/* How many faces were rolled digitally since the seed; a loaded game
 * skips this many to carry on where it left off. */
guint     vt_dice_get_n_rolled  (VtDice       *self);
void      vt_dice_skip          (VtDice       *self,
                                 guint         n_rolls);
/* Faces of physical dice the umpire threw; the next rolls take them in
 * order instead of rolling. */
void      vt_dice_enter_faces   (VtDice       *self,
                                 const guint  *faces,
                                 guint         n_faces);
guint     vt_dice_get_n_entered (VtDice       *self);
void      vt_dice_clear_entered (VtDice       *self);
/* Rolls the die named @die with faces 1..@n_faces. An entered face larger
 * than @n_faces is an error, and is consumed. */
gboolean  vt_dice_roll          (VtDice       *self,
                                 const char   *die,
                                 guint         n_faces,
                                 guint        *face,
                                 GError      **error);
/* Every roll since the last call, as a(suub): die, faces, face, entered.
 * The record goes into the journal event. Never NULL; not floating:
 * release it with g_variant_unref() after handing it to vt_event_new(). */
GVariant *vt_dice_take_record   (VtDice       *self);

/* Faces of real dice as the umpire types them, for the tool's --dice and
 * the action form alike: whole numbers from 1 to VT_DICE_MAX_FACE separated
 * by commas, semicolons or spaces ("4,2", "4, 2", "4 2"). Appends them to
 * @faces (guint); FALSE with VT_DICE_ERROR_BAD_TEXT when a word is no face
 * or there is none. */
gboolean  vt_dice_parse_faces   (const char   *text,
                                 GArray       *faces,
                                 GError      **error);

G_END_DECLS
