/* vt-layers-panel.c: the Layers page: show, hide and lock the map image, the terrain, the names and the troops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-layers-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-layers-panel.h"

/* The toggles in the template's order, and the property each sets. */
#define N_TOGGLES 7

static const char * const toggle_properties[N_TOGGLES] = {
  "underlay-shown", "underlay-locked",
  "terrain-shown", "terrain-locked",
  "labels-shown",
  "units-shown", "units-locked",
};

struct _VtLayersPanel
{
  GtkWidget        parent_instance;

  VtLayers        *layers;
  GBinding        *bindings[N_TOGGLES];

  /* template children, in toggle_properties' order */
  GtkWidget       *grid;
  GtkToggleButton *toggles[N_TOGGLES];
};

G_DEFINE_FINAL_TYPE (VtLayersPanel, vt_layers_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_lock (guint i)
{
  return g_str_has_suffix (toggle_properties[i], "-locked");
}

/* The icon says how the layer is now: an open or a shut eye, an open or a
 * closed padlock. */
static void
show_state (VtLayersPanel   *self,
            GtkToggleButton *toggle)
{
  for (guint i = 0; i < N_TOGGLES; i++)
    {
      gboolean active;

      if (self->toggles[i] != toggle)
        continue;

      active = gtk_toggle_button_get_active (toggle);
      if (is_lock (i))
        {
          gtk_button_set_icon_name (GTK_BUTTON (toggle), active ? "changes-prevent-symbolic" : "changes-allow-symbolic");
          gtk_widget_set_tooltip_text (GTK_WIDGET (toggle), active ? _("Locked: no tool changes it. Click to unlock")
                                                                   : _("Click to lock, so that no tool changes it"));
        }
      else
        {
          gtk_button_set_icon_name (GTK_BUTTON (toggle), active ? "view-reveal-symbolic" : "view-conceal-symbolic");
          gtk_widget_set_tooltip_text (GTK_WIDGET (toggle), active ? _("Shown. Click to hide")
                                                                   : _("Hidden. Click to show"));
        }
    }
}

static void
unbind (VtLayersPanel *self)
{
  for (guint i = 0; i < N_TOGGLES; i++)
    if (self->bindings[i] != NULL)
      {
        g_binding_unbind (self->bindings[i]);
        self->bindings[i] = NULL;
      }
}

VtLayers *
vt_layers_panel_get_layers (VtLayersPanel *self)
{
  g_return_val_if_fail (VT_IS_LAYERS_PANEL (self), NULL);

  return self->layers;
}

void
vt_layers_panel_set_layers (VtLayersPanel *self,
                            VtLayers      *layers)
{
  g_return_if_fail (VT_IS_LAYERS_PANEL (self));
  g_return_if_fail (!layers || VT_IS_LAYERS (layers));

  if (self->layers == layers)
    return;

  unbind (self);
  g_set_object (&self->layers, layers);
  for (guint i = 0; i < N_TOGGLES; i++)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->toggles[i]), layers != NULL);
      if (layers != NULL)
        self->bindings[i] = g_object_bind_property (layers, toggle_properties[i], self->toggles[i], "active",
                                                    G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      show_state (self, self->toggles[i]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAYERS]);
}

static void
vt_layers_panel_dispose (GObject *object)
{
  VtLayersPanel *self = VT_LAYERS_PANEL (object);

  unbind (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_LAYERS_PANEL);
  g_clear_object (&self->layers);

  G_OBJECT_CLASS (vt_layers_panel_parent_class)->dispose (object);
}

static void
vt_layers_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  VtLayersPanel *self = VT_LAYERS_PANEL (object);

  switch (prop_id)
    {
    case PROP_LAYERS:
      g_value_set_object (value, self->layers);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_layers_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  VtLayersPanel *self = VT_LAYERS_PANEL (object);

  switch (prop_id)
    {
    case PROP_LAYERS:
      vt_layers_panel_set_layers (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_layers_panel_class_init (VtLayersPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_layers_panel_dispose;
  object_class->get_property = vt_layers_panel_get_property;
  object_class->set_property = vt_layers_panel_set_property;

  properties[PROP_LAYERS] =
    g_param_spec_object ("layers", NULL, NULL,
                         VT_TYPE_LAYERS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-layers-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtLayersPanel, grid);
  gtk_widget_class_bind_template_child_full (widget_class, "underlay_shown", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "underlay_locked", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "terrain_shown", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "terrain_locked", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "labels_shown", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[4]));
  gtk_widget_class_bind_template_child_full (widget_class, "units_shown", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[5]));
  gtk_widget_class_bind_template_child_full (widget_class, "units_locked", FALSE,
                                             G_STRUCT_OFFSET (VtLayersPanel, toggles[6]));

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-layers-panel");
}

static void
vt_layers_panel_init (VtLayersPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < N_TOGGLES; i++)
    {
      g_signal_connect_swapped (self->toggles[i], "toggled", G_CALLBACK (show_state), self);
      gtk_widget_set_sensitive (GTK_WIDGET (self->toggles[i]), FALSE);
      show_state (self, self->toggles[i]);
    }
}

GtkWidget *
vt_layers_panel_new (void)
{
  return g_object_new (VT_TYPE_LAYERS_PANEL, NULL);
}
