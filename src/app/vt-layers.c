/* vt-layers.c: what of the map is shown and what is locked while the designer lays it out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-layers"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-layers.h"

#include <vertrauter.h>

enum {
  PROP_0,
  PROP_UNDERLAY_SHOWN,
  PROP_TERRAIN_SHOWN,
  PROP_LABELS_SHOWN,
  PROP_UNITS_SHOWN,
  PROP_UNDERLAY_LOCKED,
  PROP_TERRAIN_LOCKED,
  PROP_UNITS_LOCKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

struct _VtLayers
{
  GObject  parent_instance;

  /* by property id; [PROP_0] unused */
  gboolean flags[N_PROPS];
};

G_DEFINE_FINAL_TYPE (VtLayers, vt_layers, G_TYPE_OBJECT)

static void
set_flag (VtLayers *self,
          guint     prop_id,
          gboolean  value)
{
  value = !!value;
  if (self->flags[prop_id] == value)
    return;

  self->flags[prop_id] = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
vt_layers_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  VtLayers *self = VT_LAYERS (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    g_value_set_boolean (value, self->flags[prop_id]);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
vt_layers_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  VtLayers *self = VT_LAYERS (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    set_flag (self, prop_id, g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static GParamSpec *
flag_spec (const char *name,
           gboolean    initial)
{
  return g_param_spec_boolean (name, NULL, NULL, initial,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
vt_layers_class_init (VtLayersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = vt_layers_get_property;
  object_class->set_property = vt_layers_set_property;

  properties[PROP_UNDERLAY_SHOWN] = flag_spec ("underlay-shown", TRUE);
  properties[PROP_TERRAIN_SHOWN] = flag_spec ("terrain-shown", TRUE);
  properties[PROP_LABELS_SHOWN] = flag_spec ("labels-shown", TRUE);
  properties[PROP_UNITS_SHOWN] = flag_spec ("units-shown", TRUE);
  properties[PROP_UNDERLAY_LOCKED] = flag_spec ("underlay-locked", FALSE);
  properties[PROP_TERRAIN_LOCKED] = flag_spec ("terrain-locked", FALSE);
  properties[PROP_UNITS_LOCKED] = flag_spec ("units-locked", FALSE);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vt_layers_init (VtLayers *self)
{
  self->flags[PROP_UNDERLAY_SHOWN] = TRUE;
  self->flags[PROP_TERRAIN_SHOWN] = TRUE;
  self->flags[PROP_LABELS_SHOWN] = TRUE;
  self->flags[PROP_UNITS_SHOWN] = TRUE;
}

VtLayers *
vt_layers_new (void)
{
  return g_object_new (VT_TYPE_LAYERS, NULL);
}

#define FLAG_ACCESSORS(name, NAME)                                \
  gboolean                                                        \
  vt_layers_get_##name (VtLayers *self)                           \
  {                                                               \
    g_return_val_if_fail (VT_IS_LAYERS (self), FALSE);            \
    return self->flags[PROP_##NAME];                              \
  }                                                               \
  void                                                            \
  vt_layers_set_##name (VtLayers *self,                           \
                        gboolean  value)                          \
  {                                                               \
    g_return_if_fail (VT_IS_LAYERS (self));                       \
    set_flag (self, PROP_##NAME, value);                          \
  }

FLAG_ACCESSORS (underlay_shown, UNDERLAY_SHOWN)
FLAG_ACCESSORS (terrain_shown, TERRAIN_SHOWN)
FLAG_ACCESSORS (labels_shown, LABELS_SHOWN)
FLAG_ACCESSORS (units_shown, UNITS_SHOWN)
FLAG_ACCESSORS (underlay_locked, UNDERLAY_LOCKED)
FLAG_ACCESSORS (terrain_locked, TERRAIN_LOCKED)
FLAG_ACCESSORS (units_locked, UNITS_LOCKED)

gboolean
vt_layers_get_terrain_editable (VtLayers *self)
{
  g_return_val_if_fail (VT_IS_LAYERS (self), FALSE);

  return self->flags[PROP_TERRAIN_SHOWN] && !self->flags[PROP_TERRAIN_LOCKED];
}

/**
 * vt_layers_check_terrain:
 * @self: (nullable): the layers a view shows, or %NULL for all of them
 * @error: return location for a #VT_EDIT_ERROR
 *
 * Returns: whether the terrain may be changed: shown and not locked
 */
gboolean
vt_layers_check_terrain (VtLayers  *self,
                         GError   **error)
{
  if (self == NULL || vt_layers_get_terrain_editable (self))
    return TRUE;
  g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_LOCKED,
                       self->flags[PROP_TERRAIN_LOCKED]
                       ? _("The terrain is locked on the Layers page: unlock it there to change it.")
                       : _("The terrain is hidden on the Layers page: show it to change it."));
  return FALSE;
}

gboolean
vt_layers_get_units_editable (VtLayers *self)
{
  g_return_val_if_fail (VT_IS_LAYERS (self), FALSE);

  return self->flags[PROP_UNITS_SHOWN] && !self->flags[PROP_UNITS_LOCKED];
}

gboolean
vt_layers_get_underlay_editable (VtLayers *self)
{
  g_return_val_if_fail (VT_IS_LAYERS (self), FALSE);

  return self->flags[PROP_UNDERLAY_SHOWN] && !self->flags[PROP_UNDERLAY_LOCKED];
}

GActionGroup *
vt_layers_create_action_group (VtLayers *self)
{
  GSimpleActionGroup *group;

  g_return_val_if_fail (VT_IS_LAYERS (self), NULL);

  group = g_simple_action_group_new ();
  for (guint i = PROP_0 + 1; i < N_PROPS; i++)
    {
      const char *name = g_param_spec_get_name (properties[i]);
      g_autoptr(GPropertyAction) action = g_property_action_new (name, self, name);

      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  return G_ACTION_GROUP (group);
}
