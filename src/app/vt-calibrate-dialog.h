/* vt-calibrate-dialog.h: how far apart the two points clicked on the map image are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_CALIBRATE_DIALOG (vt_calibrate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VtCalibrateDialog, vt_calibrate_dialog, VT, CALIBRATE_DIALOG, GtkWindow)

/*
 * The designer types the distance between the two points clicked on the
 * picture, in paces, metres, yards, feet or inches, the map's own unit
 * first. Calibrate (or Enter) emits "calibrate" (d: the distance, s: the
 * unit, "pace"); whoever answers closes the dialog or shows why not
 * (vt_calibrate_dialog_show_error). Cancel, Escape or closing the window
 * emits "cancelled" instead.
 */
VtCalibrateDialog *vt_calibrate_dialog_new        (GtkWindow         *parent,
                                                   const char        *first_unit,
                                                   double             pixels,
                                                   gboolean           turning);
void               vt_calibrate_dialog_set_distance (VtCalibrateDialog *self,
                                                   double             distance,
                                                   const char        *unit);
double             vt_calibrate_dialog_get_distance (VtCalibrateDialog *self);
/* "pace", "metre", "yard", "foot" or "inch" */
const char        *vt_calibrate_dialog_get_unit    (VtCalibrateDialog *self);
/* what Calibrate and Enter do */
void               vt_calibrate_dialog_confirm     (VtCalibrateDialog *self);
void               vt_calibrate_dialog_show_error  (VtCalibrateDialog *self,
                                                   const char        *message);
/* closes it without "cancelled": the calibration is made */
void               vt_calibrate_dialog_finish      (VtCalibrateDialog *self);

/* the designer's word for @unit, many of it: "paces", "metres"; @unit
 * itself when it is none of the five */
const char        *vt_calibrate_unit_label        (const char        *unit);

G_END_DECLS
