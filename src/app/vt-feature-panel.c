/* vt-feature-panel.c: the properties of one feature of the map: its kind, name and what the ruleset lets it carry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-feature-panel"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "vt-feature-panel.h"
#include "vt-measure.h"
#include "vt-param-field.h"

/* The first row of the grid the attributes take; kind and name are above. */
#define FIRST_ATTRIBUTE_ROW 2

struct _VtFeaturePanel
{
  GtkWidget   parent_instance;

  VtEditor   *editor;
  char       *feature_id;
  char       *shown_name;   /* the name last put in the entry */

  /* what the kind drop-down lists: the kinds of one geometry */
  gboolean    kinds_listed;
  VtGeometry  kinds_geometry;
  GPtrArray  *kind_ids;
  /* the kind whose attributes have fields, and the fields */
  char       *fields_kind;
  GPtrArray  *fields;       /* VtParamField */
  guint       updating;     /* showing the feature, not the designer's edit */

  /* template children */
  GtkWidget  *scroller;
  GtkLabel   *hint;
  GtkLabel   *locked_note;
  GtkLabel   *refusal;
  GtkGrid    *fields_grid;
  GtkDropDown *kind;
  GtkEntry   *name;
  GtkLabel   *measure;
  GtkLabel   *description;
};

G_DEFINE_FINAL_TYPE (VtFeaturePanel, vt_feature_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_FEATURE_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NAME_ENTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void show_feature (VtFeaturePanel *self);

static VtRuleset *
ruleset_of (VtFeaturePanel *self)
{
  return self->editor != NULL ? vt_game_get_ruleset (vt_editor_get_game (self->editor)) : NULL;
}

/* The feature as the game stands now; the editor replaces it on each edit. */
static VtFeature *
current_feature (VtFeaturePanel *self)
{
  VtScenario *state;

  if (self->editor == NULL || self->feature_id == NULL)
    return NULL;

  state = vt_game_get_state (vt_editor_get_game (self->editor));
  return vt_map_find_feature (vt_scenario_get_map (state), self->feature_id);
}

/* Hands @changed to the editor as one step of undo; a refusal is shown in
 * the editor's words and the fields go back to what the feature is. */
static void
put_feature (VtFeaturePanel *self,
             VtFeature      *changed)
{
  g_autoptr(GError) error = NULL;

  if (vt_editor_put_feature (self->editor, changed, &error))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->refusal), FALSE);
      return;
    }

  gtk_label_set_label (self->refusal, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), TRUE);
  show_feature (self);
}

/* attributes: the file's text and the field's value */

static gboolean
is_true (const char *text)
{
  return g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "yes") == 0 || g_strcmp0 (text, "1") == 0;
}

/* @text as the field shows it; NULL when it does not read as the type */
static GVariant *
text_to_value (const VtActionParam *param,
               const char          *text)
{
  char *end = NULL;

  if (text == NULL)
    return NULL;

  switch (param->type)
    {
    case VT_PARAM_INTEGER:
      {
        gint64 number = g_ascii_strtoll (text, &end, 10);

        return end != text ? g_variant_ref_sink (g_variant_new_int64 (number)) : NULL;
      }
    case VT_PARAM_NUMBER:
      {
        double number = g_ascii_strtod (text, &end);

        return end != text ? g_variant_ref_sink (g_variant_new_double (number)) : NULL;
      }
    case VT_PARAM_BOOLEAN:
      return g_variant_ref_sink (g_variant_new_boolean (is_true (text)));
    default:
      return g_variant_ref_sink (g_variant_new_string (text));
    }
}

/* The field's value as the file keeps it: "12", "10-15", "true"; NULL: unset. */
static char *
value_to_text (GVariant *value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (value == NULL)
    return NULL;
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    return g_strdup_printf ("%" G_GINT64_FORMAT, g_variant_get_int64 (value));
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, g_variant_get_double (value)));
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return g_strdup (g_variant_get_boolean (value) ? "true" : "false");
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_variant_dup_string (value, NULL);
  return NULL;
}

/* "12 paces", "10–15°", "yes": a value of @attribute in the umpire's words */
static char *
format_attribute (VtRuleset                *ruleset,
                  const VtFeatureAttribute *attribute,
                  const char               *text)
{
  const VtActionParam *param = &attribute->param;

  switch (param->type)
    {
    case VT_PARAM_BOOLEAN:
      return g_strdup (is_true (text) ? _("yes") : _("no"));
    case VT_PARAM_CHOICE:
      return g_strdup (vt_ruleset_get_choice_label (ruleset, param, text));
    default:
      if (attribute->unit != NULL)
        return g_strdup_printf ("%s %s", text, attribute->unit);
      return g_strdup (text);
    }
}

static void
clear_fields (VtFeaturePanel *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];

      g_signal_handlers_disconnect_by_data (field, self);
      gtk_grid_remove (self->fields_grid, vt_param_field_get_label (field));
      gtk_grid_remove (self->fields_grid, vt_param_field_get_widget (field));
      gtk_grid_remove (self->fields_grid, vt_param_field_get_note (field));
    }
  g_ptr_array_set_size (self->fields, 0);
  g_clear_pointer (&self->fields_kind, g_free);
}

/* One attribute changed by the designer: a copy of the feature with it,
 * or without it once an optional one is unset. */
static void
attribute_changed (VtParamField   *field,
                   VtFeaturePanel *self)
{
  const VtActionParam *param = vt_param_field_get_param (field);
  VtFeature *feature = current_feature (self);
  g_autoptr(VtFeature) changed = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autofree char *text = NULL;

  if (self->updating > 0 || feature == NULL)
    return;

  value = vt_param_field_get_value (field);
  text = value_to_text (value);
  if (g_strcmp0 (text, vt_feature_get_attribute (feature, param->name)) == 0)
    return;

  changed = vt_feature_copy (feature);
  vt_feature_set_attribute (changed, param->name, text);
  put_feature (self, changed);
}

static void
build_fields (VtFeaturePanel *self,
              const char     *kind)
{
  VtRuleset *ruleset = ruleset_of (self);
  const VtEditorInfo *info = vt_ruleset_get_editor_info (ruleset);
  int row = FIRST_ATTRIBUTE_ROW;

  clear_fields (self);
  self->fields_kind = g_strdup (kind);

  for (guint i = 0; i < info->n_attributes; i++)
    {
      const VtFeatureAttribute *attribute = &info->attributes[i];
      g_autofree char *name = NULL;
      VtParamField *field;

      if (attribute->kinds != NULL && !g_strv_contains (attribute->kinds, kind))
        continue;

      field = vt_param_field_new (ruleset, &attribute->param, NULL);
      name = g_strdup_printf ("attribute-%s", attribute->param.name);
      gtk_widget_set_name (vt_param_field_get_widget (field), name);
      /* an optional one's label is the check box that sets it */
      if (GTK_IS_CHECK_BUTTON (vt_param_field_get_label (field)))
        {
          g_autofree char *set_name = g_strdup_printf ("attribute-%s-set", attribute->param.name);

          gtk_widget_set_name (vt_param_field_get_label (field), set_name);
        }
      /* the sidebar is narrow: the note goes under the value */
      gtk_grid_attach (self->fields_grid, vt_param_field_get_label (field), 0, row, 1, 1);
      gtk_grid_attach (self->fields_grid, vt_param_field_get_widget (field), 1, row, 1, 1);
      gtk_grid_attach (self->fields_grid, vt_param_field_get_note (field), 1, row + 1, 1, 1);
      g_signal_connect (field, "changed", G_CALLBACK (attribute_changed), self);
      g_ptr_array_add (self->fields, field);
      row += 2;
    }
}

/* Each field shows the feature's value, or the rules' default greyed out
 * with a note that it is the default. */
static void
show_attributes (VtFeaturePanel *self,
                 VtFeature      *feature)
{
  VtRuleset *ruleset = ruleset_of (self);

  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];
      const VtActionParam *param = vt_param_field_get_param (field);
      const VtFeatureAttribute *attribute = vt_ruleset_find_feature_attribute (ruleset, self->fields_kind, param->name);
      const char *text = vt_feature_get_attribute (feature, param->name);
      g_autoptr(GVariant) value = text_to_value (param, text);
      g_autofree char *note = NULL;

      if (value != NULL)
        {
          vt_param_field_set_value (field, value);
          note = g_strdup (attribute->unit);
        }
      else
        {
          g_autoptr(GVariant) fallback = text_to_value (param, attribute->default_value);

          /* shown, then unset: the widget keeps the default, greyed */
          if (fallback != NULL)
            vt_param_field_set_value (field, fallback);
          if (param->optional)
            vt_param_field_set_value (field, NULL);
          if (attribute->default_value != NULL)
            {
              g_autofree char *words = format_attribute (ruleset, attribute, attribute->default_value);

              /* TRANSLATORS: an attribute left unset: "12 paces (the rules' default)" */
              note = g_strdup_printf (_("%s (the rules' default)"), words);
            }
          else
            note = g_strdup (_("not set"));
        }
      vt_param_field_set_note (field, note);
    }
}

/* kind */

static void
list_kinds (VtFeaturePanel *self,
            VtGeometry      geometry)
{
  VtRuleset *ruleset = ruleset_of (self);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const VtTerrainKind *kinds;
  guint n_kinds = 0;

  g_ptr_array_set_size (self->kind_ids, 0);
  kinds = ruleset != NULL ? vt_ruleset_get_terrain_kinds (ruleset, &n_kinds) : NULL;
  for (guint i = 0; i < n_kinds; i++)
    if (kinds[i].geometry == geometry)
      {
        g_ptr_array_add (self->kind_ids, g_strdup (kinds[i].id));
        gtk_string_list_append (labels, kinds[i].label != NULL ? kinds[i].label : vt_label_from_id (kinds[i].id));
      }
  gtk_drop_down_set_model (self->kind, G_LIST_MODEL (labels));
  self->kinds_listed = TRUE;
  self->kinds_geometry = geometry;
}

static guint
kind_position (VtFeaturePanel *self,
               const char     *kind)
{
  for (guint i = 0; i < self->kind_ids->len; i++)
    if (g_strcmp0 (self->kind_ids->pdata[i], kind) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* A feature's kind is given when it is made: another kind is a new
 * feature of the same id, points, name and attributes, but for those the
 * old kind took and the new one does not. */
static void
kind_selected (VtFeaturePanel *self)
{
  VtRuleset *ruleset = ruleset_of (self);
  VtFeature *feature = current_feature (self);
  guint position = gtk_drop_down_get_selected (self->kind);
  g_autoptr(VtFeature) changed = NULL;
  g_auto(GStrv) names = NULL;
  const VtPoint *points;
  const char *kind, *old_kind;
  guint n_points;

  if (self->updating > 0 || feature == NULL || position >= self->kind_ids->len)
    return;

  kind = self->kind_ids->pdata[position];
  old_kind = vt_feature_get_kind (feature);
  if (g_strcmp0 (kind, old_kind) == 0)
    return;

  changed = vt_feature_new (vt_feature_get_id (feature), kind, vt_feature_get_geometry (feature));
  points = vt_feature_get_points (feature, &n_points);
  for (guint i = 0; i < n_points; i++)
    vt_feature_add_point (changed, &points[i]);
  vt_feature_set_name (changed, vt_feature_get_name (feature));
  names = vt_feature_list_attributes (feature);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (vt_ruleset_find_feature_attribute (ruleset, old_kind, names[i]) != NULL &&
          vt_ruleset_find_feature_attribute (ruleset, kind, names[i]) == NULL)
        continue;
      vt_feature_set_attribute (changed, names[i], vt_feature_get_attribute (feature, names[i]));
    }
  put_feature (self, changed);
}

/* name */

static void
apply_name (VtFeaturePanel *self)
{
  VtFeature *feature = current_feature (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name));
  const char *name;
  g_autoptr(VtFeature) changed = NULL;

  if (self->updating > 0 || feature == NULL)
    return;

  name = vt_feature_get_name (feature);
  if (g_strcmp0 (name != NULL ? name : "", text) == 0)
    return;

  changed = vt_feature_copy (feature);
  vt_feature_set_name (changed, text[0] != '\0' ? text : NULL);
  put_feature (self, changed);
}

static void
name_activated (VtFeaturePanel *self)
{
  apply_name (self);
  g_signal_emit (self, signals[NAME_ENTERED], 0);
}

/* Escape leaves the name as it was shown */
static gboolean
name_key_pressed (VtFeaturePanel  *self,
                  guint            keyval,
                  guint            keycode,
                  GdkModifierType  state)
{
  if (keyval != GDK_KEY_Escape)
    return GDK_EVENT_PROPAGATE;
  self->updating++;
  gtk_editable_set_text (GTK_EDITABLE (self->name), self->shown_name != NULL ? self->shown_name : "");
  self->updating--;
  g_signal_emit (self, signals[NAME_ENTERED], 0);
  return GDK_EVENT_STOP;
}

/* measure */

/* "5 vertices · 1,240 paces long", "4 vertices · 250,000 square paces" */
static char *
format_measure (VtFeature  *feature,
                const char *unit)
{
  guint n_points;
  const VtPoint *points = vt_feature_get_points (feature, &n_points);
  /* TRANSLATORS: how many points make a feature's outline or line */
  g_autofree char *vertices = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u vertex", "%u vertices", n_points),
                                               n_points);

  switch (vt_feature_get_geometry (feature))
    {
    case VT_GEOMETRY_POLYLINE:
      {
        g_autofree char *length = NULL;
        double sum = 0;

        for (guint i = 1; i < n_points; i++)
          sum += hypot (points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
        length = vt_measure_format_length (sum, unit);
        /* TRANSLATORS: "5 vertices · 1,240 paces long" */
        return g_strdup_printf (_("%s · %s long"), vertices, length);
      }

    case VT_GEOMETRY_POLYGON:
      {
        g_autofree char *digits = NULL;
        double twice = 0;

        /* the shoelace: the outline is closed back to its first point */
        for (guint i = 0; i < n_points; i++)
          {
            const VtPoint *a = &points[i];
            const VtPoint *b = &points[(i + 1) % n_points];

            twice += a->x * b->y - b->x * a->y;
          }
        digits = g_strstrip (vt_measure_format_length (fabs (twice) / 2, ""));
        /* TRANSLATORS: "4 vertices · 250,000 square paces" */
        return g_strdup_printf (_("%s · %s square %s"), vertices, digits, vt_unit_of_length_name (unit, TRUE));
      }

    default:
      return g_steal_pointer (&vertices);
    }
}

/* showing it */

static void
show_nothing (VtFeaturePanel *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->hint), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->locked_note), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->fields_grid), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->measure), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->description), FALSE);
  clear_fields (self);
}

static void
show_feature (VtFeaturePanel *self)
{
  VtFeature *feature = current_feature (self);
  VtRuleset *ruleset = ruleset_of (self);
  const VtTerrainKind *kind;
  const char *name;
  g_autofree char *measure = NULL;
  gboolean locked;

  if (feature == NULL)
    {
      show_nothing (self);
      return;
    }

  self->updating++;

  locked = vt_editor_get_locked (self->editor);
  gtk_widget_set_visible (GTK_WIDGET (self->hint), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->locked_note), locked);
  gtk_widget_set_visible (GTK_WIDGET (self->fields_grid), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->fields_grid), !locked);

  if (!self->kinds_listed || self->kinds_geometry != vt_feature_get_geometry (feature))
    list_kinds (self, vt_feature_get_geometry (feature));
  gtk_drop_down_set_selected (self->kind, kind_position (self, vt_feature_get_kind (feature)));

  /* The text is set only when it differs, so the cursor stays put, and
   * not over a name being typed while another edit goes through. */
  name = vt_feature_get_name (feature);
  if (name == NULL)
    name = "";
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name)), name) != 0 &&
      (g_strcmp0 (self->shown_name, name) != 0 ||
       g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name)), self->shown_name) == 0))
    gtk_editable_set_text (GTK_EDITABLE (self->name), name);
  g_free (self->shown_name);
  self->shown_name = g_strdup (name);

  if (g_strcmp0 (self->fields_kind, vt_feature_get_kind (feature)) != 0)
    build_fields (self, vt_feature_get_kind (feature));
  show_attributes (self, feature);

  measure = format_measure (feature, ruleset != NULL ? vt_ruleset_get_unit_of_length (ruleset) : NULL);
  gtk_label_set_label (self->measure, measure);
  gtk_widget_set_visible (GTK_WIDGET (self->measure), TRUE);

  kind = ruleset != NULL ? vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature)) : NULL;
  gtk_label_set_label (self->description, kind != NULL && kind->description != NULL
                                          ? vt_ruleset_translate (ruleset, kind->description) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->description), kind != NULL && kind->description != NULL);

  self->updating--;
}

/* Undo, redo and every edit: the feature may be another, or gone. */
static void
editor_changed (VtFeaturePanel *self)
{
  if (self->feature_id != NULL && current_feature (self) == NULL)
    {
      vt_feature_panel_set_feature (self, NULL);
      return;
    }
  show_feature (self);
}

/* public */

VtEditor *
vt_feature_panel_get_editor (VtFeaturePanel *self)
{
  g_return_val_if_fail (VT_IS_FEATURE_PANEL (self), NULL);

  return self->editor;
}

void
vt_feature_panel_set_editor (VtFeaturePanel *self,
                             VtEditor       *editor)
{
  g_return_if_fail (VT_IS_FEATURE_PANEL (self));
  g_return_if_fail (!editor || VT_IS_EDITOR (editor));

  if (self->editor == editor)
    return;

  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_set_object (&self->editor, editor);
  if (editor != NULL)
    {
      g_signal_connect_object (editor, "changed", G_CALLBACK (editor_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (editor, "notify::locked", G_CALLBACK (show_feature), self, G_CONNECT_SWAPPED);
    }

  /* another game may have another ruleset */
  self->kinds_listed = FALSE;
  clear_fields (self);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), FALSE);
  show_feature (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITOR]);
}

const char *
vt_feature_panel_get_feature_id (VtFeaturePanel *self)
{
  g_return_val_if_fail (VT_IS_FEATURE_PANEL (self), NULL);

  return self->feature_id;
}

/**
 * vt_feature_panel_focus_name:
 * @self: a feature panel showing a feature
 *
 * The name entry takes the keyboard, its text selected, so a feature just
 * drawn is named by typing: Enter applies it, Escape leaves it
 * (::name-entered either way).
 */
void
vt_feature_panel_focus_name (VtFeaturePanel *self)
{
  g_return_if_fail (VT_IS_FEATURE_PANEL (self));

  if (current_feature (self) == NULL || !gtk_widget_is_sensitive (GTK_WIDGET (self->name)))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->name));
  gtk_editable_select_region (GTK_EDITABLE (self->name), 0, -1);
}

void
vt_feature_panel_set_feature (VtFeaturePanel *self,
                              const char     *feature_id)
{
  g_return_if_fail (VT_IS_FEATURE_PANEL (self));

  if (g_strcmp0 (self->feature_id, feature_id) == 0)
    return;

  /* a name typed but not yet applied belongs to the feature it was typed for */
  if (gtk_widget_get_visible (GTK_WIDGET (self->fields_grid)))
    apply_name (self);

  g_free (self->feature_id);
  self->feature_id = g_strdup (feature_id);
  g_clear_pointer (&self->shown_name, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), FALSE);
  show_feature (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEATURE_ID]);
}

/* GObject */

static void
vt_feature_panel_dispose (GObject *object)
{
  VtFeaturePanel *self = VT_FEATURE_PANEL (object);

  /* the name entry may be left as it goes: nothing is applied now */
  self->updating++;
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  if (self->fields != NULL)
    clear_fields (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_FEATURE_PANEL);
  g_clear_object (&self->editor);

  G_OBJECT_CLASS (vt_feature_panel_parent_class)->dispose (object);
}

static void
vt_feature_panel_finalize (GObject *object)
{
  VtFeaturePanel *self = VT_FEATURE_PANEL (object);

  g_clear_pointer (&self->feature_id, g_free);
  g_clear_pointer (&self->shown_name, g_free);
  g_clear_pointer (&self->fields_kind, g_free);
  g_clear_pointer (&self->kind_ids, g_ptr_array_unref);
  g_clear_pointer (&self->fields, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_feature_panel_parent_class)->finalize (object);
}

static void
vt_feature_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  VtFeaturePanel *self = VT_FEATURE_PANEL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    case PROP_FEATURE_ID:
      g_value_set_string (value, self->feature_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_feature_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  VtFeaturePanel *self = VT_FEATURE_PANEL (object);

  switch (prop_id)
    {
    case PROP_EDITOR:
      vt_feature_panel_set_editor (self, g_value_get_object (value));
      break;
    case PROP_FEATURE_ID:
      vt_feature_panel_set_feature (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_feature_panel_class_init (VtFeaturePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_feature_panel_dispose;
  object_class->finalize = vt_feature_panel_finalize;
  object_class->get_property = vt_feature_panel_get_property;
  object_class->set_property = vt_feature_panel_set_property;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FEATURE_ID] =
    g_param_spec_string ("feature-id", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtFeaturePanel::name-entered:
   *
   * The designer pressed Enter in the name (it is applied) or Escape: he
   * is done with it, and his hand goes back to the map.
   */
  signals[NAME_ENTERED] =
    g_signal_new ("name-entered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-feature-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, hint);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, locked_note);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, refusal);
  gtk_widget_class_bind_template_child_full (widget_class, "fields", FALSE,
                                             G_STRUCT_OFFSET (VtFeaturePanel, fields_grid));
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, kind);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, name);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, measure);
  gtk_widget_class_bind_template_child (widget_class, VtFeaturePanel, description);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-feature-panel");
}

static void
vt_feature_panel_init (VtFeaturePanel *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *escape = gtk_event_controller_key_new ();
  GtkExpression *expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

  self->kind_ids = g_ptr_array_new_with_free_func (g_free);
  self->fields = g_ptr_array_new_with_free_func (g_object_unref);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drop_down_set_expression (self->kind, expression);
  gtk_expression_unref (expression);
  g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (kind_selected), self);

  /* the name is applied on Enter or when the designer moves on: one step */
  g_signal_connect_swapped (self->name, "activate", G_CALLBACK (name_activated), self);
  g_signal_connect_swapped (escape, "key-pressed", G_CALLBACK (name_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name), escape);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (apply_name), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name), focus);

  show_nothing (self);
}

GtkWidget *
vt_feature_panel_new (void)
{
  return g_object_new (VT_TYPE_FEATURE_PANEL, NULL);
}
