/* vt-unit-editor.c: the set-up of the selected units in edit mode: side, name, strength, formation, facing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-unit-editor"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-unit-editor.h"

typedef enum {
  FIELD_SIDE,
  FIELD_NAME,
  FIELD_DIVISION,
  FIELD_STRENGTH,
  FIELD_FORMATION,
  FIELD_FACING,
} Field;

struct _VtUnitEditor
{
  GtkWidget      parent_instance;

  VtEditor      *editor;
  GStrv          unit_ids;        /* never NULL */
  GPtrArray     *side_ids;        /* of char *, as the side dropdown lists them */
  const char * const *formations; /* the first unit's type's, as listed */
  gboolean       updating;        /* the fields are being filled, not edited */

  /* template children */
  GtkWidget     *box;
  GtkLabel      *title_label;
  GtkLabel      *refused_label;
  GtkWidget     *fields;
  GtkDropDown   *side_dropdown;
  GtkEntry      *name_entry;
  GtkEntry      *division_entry;
  GtkMenuButton *division_button;
  GtkSpinButton *strength_spin;
  GtkLabel      *strength_unit_label;
  GtkDropDown   *formation_dropdown;
  GtkSpinButton *facing_spin;
  GtkCheckButton *commander_check;
  GtkLabel      *commander_label;
  GtkWidget     *buttons;
  GtkWidget     *duplicate_button;
  GtkWidget     *remove_button;
  GtkStringList *side_names;       /* the dropdowns' models, kept: a new model */
  GtkStringList *formation_labels; /* under a selection being set would crash */
};

G_DEFINE_FINAL_TYPE (VtUnitEditor, vt_unit_editor, GTK_TYPE_WIDGET)

enum {
  REFUSED,
  UNITS_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (VtUnitEditor *self);

/* shared with the catalogue and the arrange tool */

static VtScenario *
set_up_of (VtEditor *editor)
{
  return vt_game_get_scenario (vt_editor_get_game (editor));
}

/* Names are a side's own: Blau's first block is "… 1" whatever Rot has,
 * for the journal and the reports name each unit with its side. */
static gboolean
name_taken (VtScenario *scenario,
            const char *side_id,
            const char *name)
{
  GListModel *units = vt_scenario_get_units (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (vt_unit_get_side (unit), side_id) == 0 &&
          g_strcmp0 (vt_unit_get_name (unit), name) == 0)
        return TRUE;
    }
  return FALSE;
}

char *
vt_unit_editor_name_new_unit (VtEditor   *editor,
                              const char *side_id,
                              const char *unit_type)
{
  VtScenario *scenario;
  GListModel *units;
  const char *label;
  guint count = 1;

  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);
  g_return_val_if_fail (unit_type != NULL, NULL);

  scenario = set_up_of (editor);
  units = vt_scenario_get_units (scenario);
  label = vt_ruleset_get_unit_type_label (vt_game_get_ruleset (vt_editor_get_game (editor)), unit_type);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (vt_unit_get_unit_type (unit), unit_type) == 0 &&
          g_strcmp0 (vt_unit_get_side (unit), side_id) == 0)
        count++;
    }

  for (;; count++)
    {
      /* TRANSLATORS: a new unit's name: "Closed infantry block 3" */
      g_autofree char *name = g_strdup_printf (C_("new unit", "%s %u"), label, count);

      if (!name_taken (scenario, side_id, name))
        return g_steal_pointer (&name);
    }
}

/**
 * vt_unit_editor_name_copy:
 * @editor: the editor
 * @original: a unit of its set-up
 *
 * The name of a copy of @original: its last number counted on to the next
 * its side has not used ("Schützen F/1 (2)" gives "Schützen F/1 (3)",
 * "1. Esk. Husaren" "2. Esk. Husaren"); a name without a number gets one
 * (" 2"), and a unit without a name a new one of its type.
 *
 * Returns: (transfer full): the name
 */
char *
vt_unit_editor_name_copy (VtEditor *editor,
                          VtUnit   *original)
{
  VtScenario *scenario;
  const char *name, *start = NULL, *end = NULL;
  g_autofree char *prefix = NULL;
  guint64 number = 1;

  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);
  g_return_val_if_fail (VT_IS_UNIT (original), NULL);

  scenario = set_up_of (editor);
  name = vt_unit_get_name (original);
  if (name == NULL || *name == '\0')
    return vt_unit_editor_name_new_unit (editor, vt_unit_get_side (original), vt_unit_get_unit_type (original));

  /* the last run of digits */
  for (const char *p = name; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == name || !g_ascii_isdigit (p[-1])))
      {
        start = p;
        for (end = p; g_ascii_isdigit (*end); end++)
          ;
      }
  if (start != NULL && end - start <= 6)
    {
      prefix = g_strndup (name, start - name);
      number = g_ascii_strtoull (start, NULL, 10);
    }
  else
    {
      prefix = g_strconcat (name, " ", NULL);
      end = "";
    }

  for (number++;; number++)
    {
      g_autofree char *copy = g_strdup_printf ("%s%" G_GUINT64_FORMAT "%s", prefix, number, end);

      if (!name_taken (scenario, vt_unit_get_side (original), copy))
        return g_steal_pointer (&copy);
    }
}

static void
footprint_of (VtEditor *editor,
              VtUnit   *unit,
              double   *frontage,
              double   *depth)
{
  *frontage = *depth = 0;
  vt_ruleset_get_footprint (vt_game_get_ruleset (vt_editor_get_game (editor)), unit, frontage, depth);
}

GStrv
vt_unit_editor_duplicate (VtEditor           *editor,
                          const char * const *unit_ids,
                          GError            **error)
{
  VtScenario *scenario;
  g_autoptr(GPtrArray) originals = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GStrvBuilder) created = g_strv_builder_new ();
  g_autofree char *label = NULL;
  double facing, right_x, right_y;
  double least = G_MAXDOUBLE, most = -G_MAXDOUBLE, widest = 0;
  gboolean ok = TRUE;
  guint n_made = 0;

  g_return_val_if_fail (VT_IS_EDITOR (editor), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scenario = set_up_of (editor);
  for (guint i = 0; unit_ids != NULL && unit_ids[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (scenario, unit_ids[i]);

      if (unit != NULL)
        g_ptr_array_add (originals, g_object_ref (unit));
    }
  if (originals->len == 0)
    return g_strv_builder_end (created);

  /* To the right of the first unit's front: the copies stand beside the
   * group, as far off as the group is wide and one frontage more, so that
   * no copy lies on an original. */
  facing = vt_unit_get_facing (g_ptr_array_index (originals, 0)) * G_PI / 180.0;
  right_x = cos (facing);
  right_y = sin (facing);
  for (guint i = 0; i < originals->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (originals, i);
      VtPoint at;
      double frontage, depth;

      vt_unit_get_position (unit, &at);
      footprint_of (editor, unit, &frontage, &depth);
      least = MIN (least, at.x * right_x + at.y * right_y);
      most = MAX (most, at.x * right_x + at.y * right_y);
      widest = MAX (widest, frontage);
    }

  if (originals->len == 1)
    label = g_strdup_printf (_("Duplicate %s"), vt_unit_get_display_name (g_ptr_array_index (originals, 0)));
  else
    label = g_strdup_printf (ngettext ("Duplicate %u unit", "Duplicate %u units", originals->len), originals->len);

  vt_editor_begin_group (editor, label);
  for (guint i = 0; i < originals->len && ok; i++)
    {
      VtUnit *original = g_ptr_array_index (originals, i);
      g_autofree char *stem = g_strdup_printf ("%s-%s", vt_unit_get_side (original), vt_unit_get_unit_type (original));
      g_autofree char *id = vt_editor_new_unit_id (editor, stem);
      g_autofree char *name = vt_unit_editor_name_copy (editor, original);
      g_autoptr(VtUnit) copy = vt_unit_new (id, vt_unit_get_unit_type (original), vt_unit_get_side (original));
      double offset = most - least + widest;
      VtPoint at;

      vt_unit_get_position (original, &at);
      at.x += offset * right_x;
      at.y += offset * right_y;
      vt_unit_set_name (copy, name);
      vt_unit_set_division (copy, vt_unit_get_division (original));
      vt_unit_set_strength (copy, vt_unit_get_strength (original));
      vt_unit_set_formation (copy, vt_unit_get_formation (original));
      vt_unit_set_facing (copy, vt_unit_get_facing (original));
      vt_unit_set_position (copy, &at);
      vt_unit_set_cell (copy, vt_unit_get_cell (original));
      ok = vt_editor_put_unit (editor, copy, error);
      if (ok)
        {
          g_strv_builder_add (created, id);
          n_made++;
        }
    }
  vt_editor_end_group (editor);

  if (!ok)
    {
      /* the group is one step: what of it was made goes again */
      if (n_made > 0)
        vt_editor_undo (editor);
      return NULL;
    }
  return g_strv_builder_end (created);
}

gboolean
vt_unit_editor_remove (VtEditor           *editor,
                       const char * const *unit_ids,
                       GError            **error)
{
  VtScenario *scenario;
  g_autofree char *label = NULL;
  guint n = 0, n_made = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (VT_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  scenario = set_up_of (editor);
  for (guint i = 0; unit_ids != NULL && unit_ids[i] != NULL; i++)
    if (vt_scenario_find_unit (scenario, unit_ids[i]) != NULL)
      n++;
  if (n == 0)
    return TRUE;

  if (n == 1)
    {
      for (guint i = 0; unit_ids[i] != NULL; i++)
        if (vt_scenario_find_unit (scenario, unit_ids[i]) != NULL)
          label = g_strdup_printf (_("Remove %s"), vt_scenario_get_unit_display_name (scenario, unit_ids[i]));
    }
  else
    label = g_strdup_printf (ngettext ("Remove %u unit", "Remove %u units", n), n);

  vt_editor_begin_group (editor, label);
  for (guint i = 0; unit_ids[i] != NULL && ok; i++)
    if (vt_scenario_find_unit (scenario, unit_ids[i]) != NULL)
      {
        ok = vt_editor_remove_unit (editor, unit_ids[i], error);
        n_made += ok;
      }
  vt_editor_end_group (editor);

  if (!ok && n_made > 0)
    vt_editor_undo (editor);
  return ok;
}

/* the page */

static void
show_refusal (VtUnitEditor *self,
              const char   *reason)
{
  gtk_label_set_label (self->refused_label, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->refused_label), reason != NULL);
  if (reason != NULL)
    g_signal_emit (self, signals[REFUSED], 0, reason);
}

static VtScenario *
scenario_of (VtUnitEditor *self)
{
  return self->editor != NULL ? set_up_of (self->editor) : NULL;
}

static VtRuleset *
ruleset_of (VtUnitEditor *self)
{
  return self->editor != NULL ? vt_game_get_ruleset (vt_editor_get_game (self->editor)) : NULL;
}

/* the shown units that are still there, in the order given */
static GPtrArray *
find_units (VtUnitEditor *self)
{
  /* held: an edit may replace a unit while the others wait their turn */
  GPtrArray *units = g_ptr_array_new_with_free_func (g_object_unref);
  VtScenario *scenario = scenario_of (self);

  if (scenario == NULL)
    return units;
  for (guint i = 0; self->unit_ids[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (scenario, self->unit_ids[i]);

      if (unit != NULL)
        g_ptr_array_add (units, g_object_ref (unit));
    }
  return units;
}

/* Puts each shown unit back with @field as the page has it now: one step,
 * a group when there are several. */
static void
apply (VtUnitEditor *self,
       Field         field)
{
  VtRuleset *ruleset = ruleset_of (self);
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  guint n_made = 0;

  if (self->updating || self->editor == NULL)
    return;

  units = find_units (self);
  if (units->len == 0)
    return;

  /* the copies first: a field set back to what the units have (as the
   * page does after a refusal) is no edit, and keeps the refusal shown */
  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
      g_autoptr(VtUnit) copy = NULL;

      switch (field)
        {
        case FIELD_SIDE:
          {
            guint chosen = gtk_drop_down_get_selected (self->side_dropdown);
            const char *side;

            if (chosen >= self->side_ids->len)
              continue;
            side = g_ptr_array_index (self->side_ids, chosen);
            if (g_strcmp0 (side, vt_unit_get_side (unit)) == 0)
              continue;
            /* the side is fixed at construction: a new unit of that id */
            copy = vt_unit_new (vt_unit_get_id (unit), vt_unit_get_unit_type (unit), side);
            vt_unit_set_name (copy, vt_unit_get_name (unit));
            vt_unit_set_division (copy, vt_unit_get_division (unit));
            vt_unit_set_strength (copy, vt_unit_get_strength (unit));
            vt_unit_set_formation (copy, vt_unit_get_formation (unit));
            {
              VtPoint at;

              vt_unit_get_position (unit, &at);
              vt_unit_set_position (copy, &at);
            }
            vt_unit_set_facing (copy, vt_unit_get_facing (unit));
            vt_unit_set_cell (copy, vt_unit_get_cell (unit));
          }
          break;

        case FIELD_NAME:
          {
            g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));

            if (g_strcmp0 (name, vt_unit_get_name (unit)) == 0)
              continue;
            copy = vt_unit_copy (unit);
            vt_unit_set_name (copy, name[0] != '\0' ? name : NULL);
          }
          break;

        case FIELD_DIVISION:
          {
            g_autofree char *division = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->division_entry))));

            if (g_strcmp0 (division[0] != '\0' ? division : NULL, vt_unit_get_division (unit)) == 0)
              continue;
            copy = vt_unit_copy (unit);
            vt_unit_set_division (copy, division[0] != '\0' ? division : NULL);
          }
          break;

        case FIELD_STRENGTH:
          {
            guint strength = (guint) gtk_spin_button_get_value_as_int (self->strength_spin);

            /* several units of different types: none above its own full strength */
            if (type != NULL)
              strength = MIN (strength, type->strength);
            if (strength == vt_unit_get_strength (unit))
              continue;
            copy = vt_unit_copy (unit);
            vt_unit_set_strength (copy, strength);
          }
          break;

        case FIELD_FORMATION:
          {
            guint chosen = gtk_drop_down_get_selected (self->formation_dropdown);
            const char *formation;

            if (self->formations == NULL || chosen >= g_strv_length ((GStrv) self->formations))
              continue;
            formation = self->formations[chosen];
            /* a unit whose type has no such formation keeps its own */
            if (type == NULL || !g_strv_contains (type->formations, formation) ||
                g_strcmp0 (formation, vt_unit_get_formation (unit)) == 0)
              continue;
            copy = vt_unit_copy (unit);
            vt_unit_set_formation (copy, formation);
          }
          break;

        case FIELD_FACING:
          {
            double facing = gtk_spin_button_get_value (self->facing_spin);

            if (fabs (facing - vt_unit_get_facing (unit)) < 1e-9)
              continue;
            copy = vt_unit_copy (unit);
            vt_unit_set_facing (copy, facing);
          }
          break;

        default:
          g_assert_not_reached ();
        }

      g_ptr_array_add (copies, g_steal_pointer (&copy));
    }
  if (copies->len == 0)
    return;

  if (copies->len > 1)
    {
      label = g_strdup_printf (ngettext ("Set up %u unit", "Set up %u units", copies->len), copies->len);
      vt_editor_begin_group (self->editor, label);
    }
  for (guint i = 0; i < copies->len && error == NULL; i++)
    if (vt_editor_put_unit (self->editor, g_ptr_array_index (copies, i), &error))
      n_made++;
  if (copies->len > 1)
    vt_editor_end_group (self->editor);

  if (error != NULL)
    {
      if (n_made > 0 && copies->len > 1)
        vt_editor_undo (self->editor);
      show_refusal (self, error->message);
      /* the fields show the units as they are */
      refresh (self);
    }
  else
    show_refusal (self, NULL);
}

static void
side_chosen (VtUnitEditor *self)
{
  apply (self, FIELD_SIDE);
}

static void
name_activated (VtUnitEditor *self)
{
  apply (self, FIELD_NAME);
}

static void
name_focus_left (GtkEventControllerFocus *controller,
                 VtUnitEditor            *self)
{
  apply (self, FIELD_NAME);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

/* The divisions the sides of @units have given their troops, in the order
 * a reader looks for them, each a menu item that puts it in the field: a
 * brigade is typed once and picked after. */
static void
list_divisions (VtUnitEditor *self,
                VtScenario   *scenario,
                GPtrArray    *units)
{
  GListModel *all = vt_scenario_get_units (scenario);
  g_autoptr(GPtrArray) divisions = g_ptr_array_new ();
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (all, i);
      const char *division = vt_unit_get_division (unit);
      gboolean same_side = FALSE;

      for (guint k = 0; k < units->len && !same_side; k++)
        same_side = g_strcmp0 (vt_unit_get_side (g_ptr_array_index (units, k)), vt_unit_get_side (unit)) == 0;
      if (same_side && division != NULL && *division != '\0' &&
          !g_ptr_array_find_with_equal_func (divisions, division, g_str_equal, NULL))
        g_ptr_array_add (divisions, (gpointer) division);
    }
  g_ptr_array_sort (divisions, compare_names);
  for (guint i = 0; i < divisions->len; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (g_ptr_array_index (divisions, i), NULL);

      g_menu_item_set_action_and_target_value (item, "unit-editor.division",
                                               g_variant_new_string (g_ptr_array_index (divisions, i)));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->division_button, G_MENU_MODEL (menu));
  gtk_widget_set_sensitive (GTK_WIDGET (self->division_button), divisions->len > 0);
}

static void
division_picked (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  VtUnitEditor *self = user_data;

  gtk_editable_set_text (GTK_EDITABLE (self->division_entry), g_variant_get_string (parameter, NULL));
  apply (self, FIELD_DIVISION);
}

/* Down in the field opens the list, as in a combo box */
static gboolean
division_key_pressed (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      VtUnitEditor          *self)
{
  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      !gtk_widget_is_sensitive (GTK_WIDGET (self->division_button)))
    return GDK_EVENT_PROPAGATE;
  gtk_menu_button_popup (self->division_button);
  return GDK_EVENT_STOP;
}

/* One unit picked: whether its side's commander is with it, and where he
 * is otherwise, as the couriers reckon (vt_game_locate_commander). */
static void
show_commander (VtUnitEditor *self,
                VtScenario   *scenario,
                GPtrArray    *units)
{
  VtUnit *unit = units->len == 1 ? g_ptr_array_index (units, 0) : NULL;
  VtSide *side = unit != NULL ? vt_scenario_find_side (scenario, vt_unit_get_side (unit)) : NULL;
  g_autofree char *label = NULL;
  g_autofree char *whereabouts = NULL;
  g_autofree char *note = NULL;
  gboolean here;

  gtk_widget_set_visible (GTK_WIDGET (self->commander_check), side != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->commander_label), side != NULL);
  if (side == NULL)
    return;
  here = g_strcmp0 (vt_side_get_commander_unit (side), vt_unit_get_id (unit)) == 0;
  /* TRANSLATORS: the unit editor: "Rot's _commander is with this unit" */
  label = g_strdup_printf (_("%s's _commander is with this unit"), vt_side_get_name (side));
  /* a label of its own that wraps: "Der Befehlshaber von Rot ist bei
   * dieser Einheit" would widen the sidebar and shift the map */
  if (!GTK_IS_LABEL (gtk_check_button_get_child (self->commander_check)))
    {
      GtkWidget *text = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (text), 28);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_label_set_use_underline (GTK_LABEL (text), TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (text), GTK_WIDGET (self->commander_check));
      gtk_check_button_set_child (self->commander_check, text);
    }
  gtk_label_set_label (GTK_LABEL (gtk_check_button_get_child (self->commander_check)), label);
  gtk_check_button_set_active (self->commander_check, here);
  if (!here && vt_game_locate_commander (vt_editor_get_game (self->editor), vt_side_get_id (side), NULL, &whereabouts))
    /* TRANSLATORS: under the check button: "Rot's commander is with I/1" */
    note = g_strdup_printf (_("%s's commander is %s"), vt_side_get_name (side), whereabouts);
  gtk_label_set_label (self->commander_label, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->commander_label), note != NULL);
}

static void
commander_toggled (VtUnitEditor *self)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GError) error = NULL;
  VtUnit *unit;

  if (self->updating || self->editor == NULL)
    return;
  units = find_units (self);
  if (units->len != 1)
    return;
  unit = g_ptr_array_index (units, 0);
  if (!vt_editor_set_commander (self->editor, vt_unit_get_side (unit),
                                gtk_check_button_get_active (self->commander_check) ? vt_unit_get_id (unit) : NULL,
                                NULL, &error))
    {
      refresh (self);
      g_signal_emit (self, signals[REFUSED], 0, error->message);
    }
}

static void
division_activated (VtUnitEditor *self)
{
  apply (self, FIELD_DIVISION);
}

static void
division_focus_left (GtkEventControllerFocus *controller,
                     VtUnitEditor            *self)
{
  apply (self, FIELD_DIVISION);
}

static void
strength_changed (VtUnitEditor *self)
{
  apply (self, FIELD_STRENGTH);
}

static void
formation_chosen (VtUnitEditor *self)
{
  apply (self, FIELD_FORMATION);
}

static void
facing_changed (VtUnitEditor *self)
{
  apply (self, FIELD_FACING);
}

static void
duplicate_clicked (VtUnitEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) copies = NULL;

  if (self->editor == NULL)
    return;
  copies = vt_unit_editor_duplicate (self->editor, (const char * const *) self->unit_ids, &error);
  if (copies == NULL)
    {
      show_refusal (self, error->message);
      return;
    }
  show_refusal (self, NULL);
  vt_unit_editor_set_units (self, (const char * const *) copies);
  g_signal_emit (self, signals[UNITS_CREATED], 0, copies);
}

static void
remove_clicked (VtUnitEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->editor == NULL)
    return;
  if (!vt_unit_editor_remove (self->editor, (const char * const *) self->unit_ids, &error))
    {
      show_refusal (self, error->message);
      return;
    }
  show_refusal (self, NULL);
  vt_unit_editor_set_units (self, NULL);
}

/* @list as @strings, touched only where it differs, and @chosen selected */
static void
show_strings (GtkDropDown   *dropdown,
              GtkStringList *list,
              GPtrArray     *strings,
              guint          chosen)
{
  GListModel *model = G_LIST_MODEL (list);
  gboolean same = g_list_model_get_n_items (model) == strings->len;

  for (guint i = 0; same && i < strings->len; i++)
    same = g_strcmp0 (gtk_string_list_get_string (list, i), g_ptr_array_index (strings, i)) == 0;
  if (!same)
    {
      g_ptr_array_add (strings, NULL);
      gtk_string_list_splice (list, 0, g_list_model_get_n_items (model), (const char * const *) strings->pdata);
      g_ptr_array_remove_index (strings, strings->len - 1);
    }
  if (gtk_drop_down_get_selected (dropdown) != chosen)
    gtk_drop_down_set_selected (dropdown, chosen);
}

/* Fills the fields from the first shown unit, and the title from all. */
static void
refresh (VtUnitEditor *self)
{
  VtScenario *scenario = scenario_of (self);
  VtRuleset *ruleset = ruleset_of (self);
  g_autoptr(GPtrArray) units = find_units (self);
  g_autoptr(GPtrArray) side_names = g_ptr_array_new ();
  g_autoptr(GPtrArray) formation_labels = g_ptr_array_new ();
  VtUnit *first;
  const VtUnitType *type;
  guint full = 0;

  self->updating = TRUE;

  /* nothing to set up: the page says so, and no empty fields */
  gtk_widget_set_visible (self->fields, units->len > 0);
  gtk_widget_set_visible (self->buttons, units->len > 0);
  if (units->len == 0)
    {
      gtk_label_set_label (self->title_label, _("Select units on the map to set them up."));
      show_strings (self->side_dropdown, self->side_names, side_names, GTK_INVALID_LIST_POSITION);
      show_strings (self->formation_dropdown, self->formation_labels, formation_labels, GTK_INVALID_LIST_POSITION);
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), "");
      gtk_editable_set_text (GTK_EDITABLE (self->division_entry), "");
      gtk_label_set_label (self->strength_unit_label, "");
      self->formations = NULL;
      self->updating = FALSE;
      return;
    }

  first = g_ptr_array_index (units, 0);
  type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (first));

  if (units->len == 1)
    gtk_label_set_label (self->title_label, vt_unit_get_display_name (first));
  else
    {
      g_autofree char *title = g_strdup_printf (ngettext ("%u unit", "%u units", units->len), units->len);

      gtk_label_set_label (self->title_label, title);
    }

  /* side */
  g_ptr_array_set_size (self->side_ids, 0);
  {
    GListModel *sides = vt_scenario_get_sides (scenario);
    guint chosen = GTK_INVALID_LIST_POSITION;

    for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
      {
        g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

        g_ptr_array_add (self->side_ids, g_strdup (vt_side_get_id (side)));
        g_ptr_array_add (side_names, (gpointer) vt_side_get_name (side));
        if (g_strcmp0 (vt_side_get_id (side), vt_unit_get_side (first)) == 0)
          chosen = i;
      }
    show_strings (self->side_dropdown, self->side_names, side_names, chosen);
  }

  /* name: one unit's, never several at once */
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry),
                         units->len == 1 && vt_unit_get_name (first) != NULL ? vt_unit_get_name (first) : "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_entry), units->len == 1);
  /* the division: the group's, when they share one; typed, it is theirs */
  {
    const char *division = vt_unit_get_division (first);

    for (guint i = 1; i < units->len && division != NULL; i++)
      if (g_strcmp0 (vt_unit_get_division (g_ptr_array_index (units, i)), division) != 0)
        division = NULL;
    gtk_editable_set_text (GTK_EDITABLE (self->division_entry), division != NULL ? division : "");
    list_divisions (self, scenario, units);
  }

  /* strength, up to the type's full strength (the largest, for several) */
  for (guint i = 0; i < units->len; i++)
    {
      const VtUnitType *t = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (g_ptr_array_index (units, i)));

      if (t != NULL)
        full = MAX (full, t->strength);
    }
  if (full == 0)
    full = VT_UNIT_MAX_STRENGTH;
  gtk_spin_button_set_range (self->strength_spin, 0, full);
  gtk_spin_button_set_value (self->strength_spin, vt_unit_get_strength (first));
  {
    /* TRANSLATORS: after the strength: "of 450 muskets" */
    g_autofree char *of = g_strdup_printf (_("of %u %s"), full,
                                           type != NULL && type->strength_unit != NULL
                                           ? vt_ruleset_translate (ruleset, type->strength_unit) : "");

    gtk_label_set_label (self->strength_unit_label, of);
  }

  /* formation: the first unit's type's, by label */
  self->formations = type != NULL ? type->formations : NULL;
  {
    guint chosen = GTK_INVALID_LIST_POSITION;

    for (guint i = 0; self->formations != NULL && self->formations[i] != NULL; i++)
      {
        g_ptr_array_add (formation_labels, (gpointer) vt_ruleset_get_formation_label (ruleset, self->formations[i]));
        if (g_strcmp0 (self->formations[i], vt_unit_get_formation (first)) == 0)
          chosen = i;
      }
    show_strings (self->formation_dropdown, self->formation_labels, formation_labels, chosen);
  }

  gtk_spin_button_set_value (self->facing_spin, round (vt_unit_get_facing (first)));
  show_commander (self, scenario, units);

  self->updating = FALSE;
}

static void
editor_changed (VtUnitEditor *self)
{
  refresh (self);
}

/* API */

GtkWidget *
vt_unit_editor_new (void)
{
  return g_object_new (VT_TYPE_UNIT_EDITOR, NULL);
}

void
vt_unit_editor_set_editor (VtUnitEditor *self,
                           VtEditor     *editor)
{
  g_return_if_fail (VT_IS_UNIT_EDITOR (self));
  g_return_if_fail (editor == NULL || VT_IS_EDITOR (editor));

  if (self->editor == editor)
    return;

  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_set_object (&self->editor, editor);
  if (editor != NULL)
    g_signal_connect_swapped (editor, "changed", G_CALLBACK (editor_changed), self);

  show_refusal (self, NULL);
  refresh (self);
}

VtEditor *
vt_unit_editor_get_editor (VtUnitEditor *self)
{
  g_return_val_if_fail (VT_IS_UNIT_EDITOR (self), NULL);

  return self->editor;
}

void
vt_unit_editor_set_units (VtUnitEditor       *self,
                          const char * const *unit_ids)
{
  g_return_if_fail (VT_IS_UNIT_EDITOR (self));

  if (unit_ids == NULL && self->unit_ids[0] == NULL)
    return;
  if (unit_ids != NULL && g_strv_equal ((const char * const *) self->unit_ids, unit_ids))
    return;

  g_strfreev (self->unit_ids);
  self->unit_ids = unit_ids != NULL ? g_strdupv ((char **) unit_ids) : g_new0 (char *, 1);
  show_refusal (self, NULL);
  refresh (self);
}

const char * const *
vt_unit_editor_get_units (VtUnitEditor *self)
{
  g_return_val_if_fail (VT_IS_UNIT_EDITOR (self), NULL);

  return (const char * const *) self->unit_ids;
}

static void
vt_unit_editor_dispose (GObject *object)
{
  VtUnitEditor *self = VT_UNIT_EDITOR (object);

  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_UNIT_EDITOR);
  g_clear_object (&self->editor);

  G_OBJECT_CLASS (vt_unit_editor_parent_class)->dispose (object);
}

static void
vt_unit_editor_finalize (GObject *object)
{
  VtUnitEditor *self = VT_UNIT_EDITOR (object);

  g_strfreev (self->unit_ids);
  g_ptr_array_unref (self->side_ids);
  g_clear_object (&self->side_names);
  g_clear_object (&self->formation_labels);

  G_OBJECT_CLASS (vt_unit_editor_parent_class)->finalize (object);
}

static void
vt_unit_editor_class_init (VtUnitEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_unit_editor_dispose;
  object_class->finalize = vt_unit_editor_finalize;

  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[UNITS_CREATED] =
    g_signal_new ("units-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRV);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-unit-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, box);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, title_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, refused_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, fields);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, side_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, division_entry);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, division_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, commander_check);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, commander_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, strength_spin);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, strength_unit_label);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, formation_dropdown);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, facing_spin);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, buttons);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, duplicate_button);
  gtk_widget_class_bind_template_child (widget_class, VtUnitEditor, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, side_chosen);
  gtk_widget_class_bind_template_callback (widget_class, name_activated);
  gtk_widget_class_bind_template_callback (widget_class, division_activated);
  gtk_widget_class_bind_template_callback (widget_class, commander_toggled);
  gtk_widget_class_bind_template_callback (widget_class, strength_changed);
  gtk_widget_class_bind_template_callback (widget_class, formation_chosen);
  gtk_widget_class_bind_template_callback (widget_class, facing_changed);
  gtk_widget_class_bind_template_callback (widget_class, duplicate_clicked);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-unit-editor");
}

static void
vt_unit_editor_init (VtUnitEditor *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *keys;
  GSimpleActionGroup *actions;

  self->unit_ids = g_new0 (char *, 1);
  self->side_ids = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->side_names = gtk_string_list_new (NULL);
  self->formation_labels = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (self->side_dropdown, G_LIST_MODEL (self->side_names));
  gtk_drop_down_set_model (self->formation_dropdown, G_LIST_MODEL (self->formation_labels));

  /* a name typed and left is kept, as a name typed and entered is */
  g_signal_connect (focus, "leave", G_CALLBACK (name_focus_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name_entry), focus);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (division_focus_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->division_entry), focus);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (division_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->division_entry), keys);
  actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (actions), (const GActionEntry[]) {
                                     { "division", division_picked, "s" } }, 1, self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "unit-editor", G_ACTION_GROUP (actions));
  g_object_unref (actions);
  refresh (self);
}
