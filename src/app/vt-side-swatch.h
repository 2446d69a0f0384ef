/* vt-side-swatch.h: a side's colour as a dot, beside its name in the pages that group by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_SIDE_SWATCH (vt_side_swatch_get_type ())
G_DECLARE_FINAL_TYPE (VtSideSwatch, vt_side_swatch, VT, SIDE_SWATCH, GtkWidget)

/* A dot 12 px across in @colour; NULL draws none. */
GtkWidget *vt_side_swatch_new        (const VtColour *colour);
void       vt_side_swatch_set_colour (VtSideSwatch   *self,
                                      const VtColour *colour);

G_END_DECLS
