/* vt-side-swatch.c: a side's colour as a dot, beside its name in the pages that group by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-side-swatch"

#include "config.h"

#include "vt-side-swatch.h"

#define SWATCH_SIZE 12

struct _VtSideSwatch
{
  GtkWidget parent_instance;

  gboolean  has_colour;
  VtColour  colour;
};

G_DEFINE_FINAL_TYPE (VtSideSwatch, vt_side_swatch, GTK_TYPE_WIDGET)

static void
vt_side_swatch_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = *natural = SWATCH_SIZE;
}

static void
vt_side_swatch_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  VtSideSwatch *self = VT_SIDE_SWATCH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double radius = MIN (width, height) / 2.0;
  cairo_t *cr;

  if (!self->has_colour)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_arc (cr, width / 2.0, height / 2.0, radius - 0.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, self->colour.red, self->colour.green, self->colour.blue);
  cairo_fill_preserve (cr);
  /* a thin rim, so a pale side still shows on the sidebar */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
vt_side_swatch_class_init (VtSideSwatchClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = vt_side_swatch_measure;
  widget_class->snapshot = vt_side_swatch_snapshot;
  gtk_widget_class_set_css_name (widget_class, "vt-side-swatch");
}

static void
vt_side_swatch_init (VtSideSwatch *self)
{
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

void
vt_side_swatch_set_colour (VtSideSwatch   *self,
                           const VtColour *colour)
{
  g_return_if_fail (VT_IS_SIDE_SWATCH (self));

  self->has_colour = colour != NULL;
  if (colour != NULL)
    self->colour = *colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
vt_side_swatch_new (const VtColour *colour)
{
  VtSideSwatch *self = g_object_new (VT_TYPE_SIDE_SWATCH, NULL);

  vt_side_swatch_set_colour (self, colour);
  return GTK_WIDGET (self);
}
