/* vt-action-dialog.c: one of the ruleset's actions, its form built from the declaration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-action-dialog"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-action-dialog.h"

struct _VtActionDialog
{
  GtkWindow        parent_instance;

  VtGame          *game;
  const VtAction  *action;
  GPtrArray       *fields;   /* of VtParamField, in declaration order */
  GVariant        *params;   /* what was resolved */
  GVariant        *outcome;
  GVariant        *dice;

  /* template children */
  GtkLabel        *title_label;
  GtkButton       *cancel_button;
  GtkButton       *apply_button;
  GtkLabel        *description_label;
  GtkGrid         *params_grid;
  GtkWidget       *rule_box;
  GtkLabel        *die_label;
  GtkLabel        *table_label;
  GtkLabel        *why_label;
  GtkLabel        *error_label;
  GtkCheckButton  *roll_check;
  GtkCheckButton  *physical_check;
  GtkEntry        *faces_entry;
  GtkButton       *resolve_button;
  GtkWidget       *outcome_box;
  GtkLabel        *dice_label;
  GtkLabel        *summary_label;
  GtkLabel        *text_label;
  GtkLabel        *unused_label;
  GtkScrolledWindow *scroller;
  GtkGrid         *choices_grid;
  GtkGrid         *facts_grid;
  GtkWidget       *choices_heading;
  GtkWidget       *facts_heading;
  GtkExpander     *more_expander;
  GtkWidget       *umpire_box;
  GtkEntry        *umpire_entry;
  GtkButton       *allow_button;
  char            *umpire_reason; /* his reason to allow what the rules refuse */
};

G_DEFINE_FINAL_TYPE (VtActionDialog, vt_action_dialog, GTK_TYPE_WINDOW)

/* A message in the umpire's words: the command line's hints (“give it as
 * name=…”, “umpire-allows=REASON”) are for the tool, the form has its own
 * fields and the Allow box. */
static char *
for_the_table (const char *message)
{
  static const char * const tails[] = {
    " The umpire may allow it", ", or the umpire may allow it", "; give it as ", NULL
  };
  char *words = g_strdup (message);
  char *syntax = strstr (words, VT_PARAM_UMPIRE_ALLOWS "=");

  /* in any language: the clause that gives the tool's syntax goes, from
   * the last full stop, semicolon or comma before it */
  if (syntax != NULL)
    {
      char *clause = NULL;

      for (char *p = words; p < syntax; p++)
        if ((p[0] == '.' || p[0] == ';' || p[0] == ',') && p[1] == ' ')
          clause = p;
      if (clause != NULL)
        {
          clause[0] = clause[0] == ',' || clause[0] == ';' ? '.' : clause[0];
          clause[1] = '\0';
        }
    }

  for (guint i = 0; tails[i] != NULL; i++)
    {
      char *at = strstr (words, tails[i]);

      if (at != NULL)
        {
          *at = '\0';
          if (at > words && at[-1] != '.')
            {
              /* the sentence still ends */
              char *ended = g_strconcat (words, ".", NULL);

              g_free (words);
              words = ended;
            }
        }
    }
  return words;
}

/* The core's refusals begin as the tool's do, with the action's id and
 * the parameter's name ("fire: distance is 9; …"), what its user typed;
 * the form says them as its own labels do ("Fire: Distance (distances of
 * 50 paces) is 9; …"). */
static char *
in_form_words (VtActionDialog *self,
               const char     *message)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  g_autofree char *prefix = g_strconcat (self->action->id, ": ", NULL);
  const char *rest, *label = NULL;

  if (!g_str_has_prefix (message, prefix))
    return g_strdup (message);
  rest = message + strlen (prefix);
  for (guint i = 0; i < self->action->n_params && label == NULL; i++)
    {
      const VtActionParam *param = &self->action->params[i];
      gsize length = strlen (param->name);

      if (param->label != NULL && strncmp (rest, param->name, length) == 0 && rest[length] == ' ')
        {
          label = vt_ruleset_translate (ruleset, param->label);
          rest += length;
        }
    }
  return g_strdup_printf ("%s: %s%s",
                          self->action->label != NULL ? vt_ruleset_translate (ruleset, self->action->label)
                                                      : self->action->id,
                          label != NULL ? label : "", rest);
}

static void
show_error (VtActionDialog *self,
            const char     *message)
{
  g_autofree char *said = message != NULL ? in_form_words (self, message) : NULL;
  g_autofree char *words = said != NULL ? for_the_table (said) : NULL;

  gtk_label_set_label (self->error_label, words != NULL ? words : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), words != NULL);
  /* with no outcome the refusal takes its place, not the lines below it */
  gtk_widget_set_visible (GTK_WIDGET (self->dice_label), words == NULL || self->outcome != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), words == NULL || self->outcome != NULL);
}

/* The rules refuse it, but the umpire may allow it with his reason. */
static void
ask_umpire (VtActionDialog *self,
            gboolean        ask)
{
  gtk_widget_set_visible (self->umpire_box, ask);
  /* his reason is what he does next; Enter there allows it */
  if (ask)
    gtk_widget_grab_focus (GTK_WIDGET (self->umpire_entry));
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && text[0] != '\0');
}

/* A change to the form makes the outcome shown stale. */
static void
forget_outcome (VtActionDialog *self)
{
  g_clear_pointer (&self->params, g_variant_unref);
  g_clear_pointer (&self->outcome, g_variant_unref);
  g_clear_pointer (&self->dice, g_variant_unref);
  /* the place stays, so the dialog need not grow */
  gtk_label_set_label (self->dice_label, _("No dice rolled yet."));
  gtk_label_set_label (self->summary_label, _("Resolve to see the outcome; nothing is written until you apply it."));
  gtk_widget_add_css_class (GTK_WIDGET (self->summary_label), "dim-label");
  set_label (self->text_label, NULL);
  set_label (self->unused_label, NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
}

/* What the umpire or the selection gave: the ruleset fills the rest. */
static GVariant *
collect_given (VtActionDialog *self)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];
      g_autoptr(GVariant) value = NULL;

      if (!vt_param_field_get_edited (field))
        continue;
      value = vt_param_field_get_value (field);
      if (value != NULL)
        g_variant_builder_add (&builder, "{sv}", vt_param_field_get_param (field)->name, value);
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/* Everything the form shows, for resolving. */
static GVariant *
collect_all (VtActionDialog *self)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];
      g_autoptr(GVariant) value = vt_param_field_get_value (field);

      if (value != NULL)
        g_variant_builder_add (&builder, "{sv}", vt_param_field_get_param (field)->name, value);
    }
  if (self->umpire_reason != NULL)
    g_variant_builder_add (&builder, "{sv}", VT_PARAM_UMPIRE_ALLOWS,
                           g_variant_new_string (self->umpire_reason));

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/* A range or a distance was measured; a count, a cover or a troop kind
 * was read off the map. */
static const char *
filled_note (const VtActionParam *param)
{
  static const char *measures[] = { "range", "distance", "paces" };

  if (param->type == VT_PARAM_INTEGER || param->type == VT_PARAM_NUMBER)
    for (guint i = 0; i < G_N_ELEMENTS (measures); i++)
      if (strstr (param->name, measures[i]) != NULL ||
          (param->label != NULL && strstr (param->label, measures[i]) != NULL))
        return _("(measured)");

  return _("(from the map)");
}

/* Asks the ruleset what the map tells and which die applies. */
static void
prepare (VtActionDialog *self)
{
  g_autoptr(GVariant) given = collect_given (self);
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autofree const char **filled = NULL;
  g_autoptr(GError) error = NULL;
  const char *die = NULL, *table = NULL, *why = NULL;

  prepared = vt_game_prepare_action (self->game, self->action->id, given, &error);
  if (prepared != NULL)
    g_variant_take_ref (prepared);
  if (prepared == NULL)
    {
      show_error (self, error->message);
      return;
    }
  show_error (self, NULL);

  completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);
  g_variant_lookup (prepared, "filled", "^a&s", &filled);

  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];
      const VtActionParam *param = vt_param_field_get_param (field);
      gboolean was_filled = filled != NULL && g_strv_contains (filled, param->name);

      if (!vt_param_field_get_edited (field) && completed != NULL)
        {
          g_autoptr(GVariant) value = g_variant_lookup_value (completed, param->name, NULL);

          if (value != NULL)
            vt_param_field_set_value (field, value);
        }
      vt_param_field_set_note (field, was_filled && !vt_param_field_get_edited (field) ? filled_note (param) : NULL);
      {
        GtkLabel *fact = g_object_get_data (G_OBJECT (field), "fact-label");

        if (fact != NULL)
          {
            g_autofree char *text = vt_param_field_get_value_text (field);

            gtk_label_set_label (fact, text);
          }
      }
    }

  g_variant_lookup (prepared, "die", "&s", &die);
  g_variant_lookup (prepared, "table", "&s", &table);
  g_variant_lookup (prepared, "why", "&s", &why);

  {
    g_autofree char *die_text = die != NULL ? g_strdup_printf (_("Die: %s"), die) : NULL;
    VtRuleset *ruleset = vt_game_get_ruleset (self->game);
    const VtRuleTable *rule_table = table != NULL && ruleset != NULL ? vt_ruleset_find_table (ruleset, table) : NULL;
    /* the table as the Rule Tables window names it, not its id */
    g_autofree char *table_text = table == NULL ? NULL
                                  : g_strdup_printf (_("Table: %s"),
                                                     rule_table != NULL && rule_table->title != NULL
                                                     ? vt_ruleset_translate (ruleset, rule_table->title) : table);

    set_label (self->die_label, die_text);
    set_label (self->table_label, table_text);
    set_label (self->why_label, why);
    gtk_widget_set_visible (self->rule_box, die != NULL || table != NULL || why != NULL);
  }
}

static void
field_changed (VtActionDialog *self)
{
  /* his reason was for what the form said then */
  g_clear_pointer (&self->umpire_reason, g_free);
  ask_umpire (self, FALSE);
  forget_outcome (self);
  prepare (self);
}

static char *
describe_dice (GVariant *dice)
{
  GString *text = g_string_new (NULL);
  GVariantIter iter;
  const char *die;
  guint n_faces, face;
  gboolean entered;

  g_variant_iter_init (&iter, dice);
  while (g_variant_iter_next (&iter, "(&suub)", &die, &n_faces, &face, &entered))
    {
      if (text->len > 0)
        g_string_append (text, "  ·  ");
      /* TRANSLATORS: a die and the face it showed, e.g. "Die III: 5" */
      g_string_append_printf (text, _("Die %s: %u"), die, face);
      if (entered)
        g_string_append_printf (text, " %s", _("(thrown)"));
    }

  if (text->len == 0)
    g_string_append (text, _("No dice were needed."));

  return g_string_free (text, FALSE);
}

static const char *
unit_name (VtActionDialog *self,
           const char     *unit_id)
{
  return vt_scenario_get_unit_display_name (vt_game_get_state (self->game), unit_id);
}

/* The outcome in words: its text, its losses, else every entry. */
static char *
describe_outcome (VtActionDialog *self,
                  GVariant       *outcome)
{
  GString *text = g_string_new (NULL);
  const char *words = NULL;
  g_autoptr(GVariant) losses = NULL;

  if (g_variant_lookup (outcome, "text", "&s", &words))
    g_string_append (text, words);

  losses = g_variant_lookup_value (outcome, "losses", G_VARIANT_TYPE ("aa{sv}"));
  for (gsize i = 0; losses != NULL && i < g_variant_n_children (losses); i++)
    {
      g_autoptr(GVariant) loss = g_variant_get_child_value (losses, i);
      const char *unit = NULL, *arm = NULL;
      double points = 0;

      g_variant_lookup (loss, "unit", "&s", &unit);
      g_variant_lookup (loss, "arm", "&s", &arm);
      g_variant_lookup (loss, "points", "d", &points);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      {
        g_autofree char *lost = vt_ruleset_format_losses (vt_game_get_ruleset (self->game), points);

        /* TRANSLATORS: "Loss: I/1, 6 Points", "Loss: Blue infantry, 3 men" */
        g_string_append_printf (text, _("Loss: %s, %s"), unit != NULL ? unit_name (self, unit) : "?", lost);
      }
      if (arm != NULL && arm[0] != '\0')
        g_string_append_printf (text, " (%s)", arm);
    }

  if (text->len == 0)
    {
      /* a ruleset that gives no words: what it did give */
      GVariantIter iter;
      const char *key;
      GVariant *value;

      g_variant_iter_init (&iter, outcome);
      while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
        {
          g_autofree char *printed = g_variant_print (value, FALSE);

          if (g_strcmp0 (key, "summary") != 0 && g_strcmp0 (key, "changes") != 0)
            g_string_append_printf (text, "%s%s: %s", text->len > 0 ? "\n" : "", key, printed);
          g_variant_unref (value);
        }
    }

  return g_string_free (text, FALSE);
}

/* "2 of the 4 faces typed were not needed: 5, 6." The dice take the faces
 * in the order typed, so the unused ones are the last. */
static char *
describe_unused_faces (const GArray *faces,
                       guint         n_unused)
{
  g_autoptr(GString) unused = g_string_new (NULL);
  guint n_typed = faces->len;

  for (guint i = n_typed - n_unused; i < n_typed; i++)
    g_string_append_printf (unused, "%s%u", unused->len > 0 ? ", " : "", g_array_index (faces, guint, i));

  if (n_typed == 1)
    return g_strdup_printf (_("The face typed was not needed: %s."), unused->str);
  if (n_unused == n_typed)
    return g_strdup_printf (_("None of the %u faces typed was needed: %s."), n_typed, unused->str);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u of the %u faces typed was not needed: %s.",
                                       "%u of the %u faces typed were not needed: %s.", n_unused),
                          n_unused, n_typed, unused->str);
}

gboolean
vt_action_dialog_resolve (VtActionDialog *self)
{
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GError) error = NULL;
  VtDice *game_dice;
  g_autofree char *dice_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *unused_text = NULL;
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *summary = NULL;
  guint n_unused = 0;

  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), FALSE);

  forget_outcome (self);
  params = collect_all (self);
  game_dice = vt_game_get_dice (self->game);

  if (gtk_check_button_get_active (self->physical_check))
    {
      const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->faces_entry));
      g_autofree char *stripped = g_strstrip (g_strdup (typed));

      if (!vt_dice_parse_faces (typed, faces, &error))
        {
          /* nothing typed: the umpire may also let the dice be rolled */
          show_error (self, stripped[0] == '\0'
                            ? _("Type the faces of the dice thrown, e.g. 4, 2, or let them be rolled here.")
                            : error->message);
          return FALSE;
        }
      vt_dice_enter_faces (game_dice, (const guint *) faces->data, faces->len);
    }

  outcome = vt_game_resolve_action (self->game, self->action->id, params, &dice, &error);
  /* Faces not used stay out of the next roll, but the umpire hears of
   * them: a face too many is often a die read for the wrong action. */
  n_unused = vt_dice_get_n_entered (game_dice);
  vt_dice_clear_entered (game_dice);

  if (outcome == NULL)
    {
      show_error (self, error->message);
      ask_umpire (self, g_error_matches (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES));
      return FALSE;
    }
  show_error (self, NULL);
  ask_umpire (self, FALSE);

  self->params = g_steal_pointer (&params);
  /* full references, floating or not */
  self->outcome = g_variant_take_ref (g_steal_pointer (&outcome));
  self->dice = dice != NULL ? g_variant_take_ref (g_steal_pointer (&dice))
                            : g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("(suub)"), NULL, 0));

  dice_text = describe_dice (self->dice);
  text = describe_outcome (self, self->outcome);
  if (!g_variant_lookup (self->outcome, "summary", "&s", &summary))
    summary = _("Outcome");

  gtk_label_set_label (self->dice_label, dice_text);
  gtk_label_set_label (self->summary_label, summary);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_label), "dim-label");
  set_label (self->text_label, text);
  if (n_unused > 0 && n_unused <= faces->len)
    unused_text = describe_unused_faces (faces, n_unused);
  set_label (self->unused_label, unused_text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);

  return TRUE;
}

gboolean
vt_action_dialog_apply (VtActionDialog *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), FALSE);

  if (self->outcome == NULL)
    {
      show_error (self, _("Resolve the action first: there is no outcome to apply."));
      return FALSE;
    }

  if (!vt_game_apply_action (self->game, self->action->id, self->params, self->outcome, self->dice, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }

  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

GVariant *
vt_action_dialog_get_outcome (VtActionDialog *self)
{
  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), NULL);

  return self->outcome;
}

const char *
vt_action_dialog_get_action (VtActionDialog *self)
{
  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), NULL);

  return self->action->id;
}

VtParamField *
vt_action_dialog_get_field (VtActionDialog *self,
                            const char     *name)
{
  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), NULL);

  for (guint i = 0; i < self->fields->len; i++)
    if (g_strcmp0 (vt_param_field_get_param (self->fields->pdata[i])->name, name) == 0)
      return self->fields->pdata[i];

  return NULL;
}

static gboolean
has_words (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return TRUE;
  return FALSE;
}

static void
reason_typed (VtActionDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->allow_button),
                            has_words (gtk_editable_get_text (GTK_EDITABLE (self->umpire_entry))));
}

gboolean
vt_action_dialog_allow (VtActionDialog *self)
{
  const char *reason;

  g_return_val_if_fail (VT_IS_ACTION_DIALOG (self), FALSE);

  reason = gtk_editable_get_text (GTK_EDITABLE (self->umpire_entry));
  if (!has_words (reason))
    return FALSE;
  g_free (self->umpire_reason);
  self->umpire_reason = g_strstrip (g_strdup (reason));
  return vt_action_dialog_resolve (self);
}

static void
faces_typed (VtActionDialog *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->faces_entry))[0] != '\0')
    gtk_check_button_set_active (self->physical_check, TRUE);
}

/* Undo, redo or another window's move: the map may tell another story. */
static void
game_changed (VtActionDialog *self)
{
  forget_outcome (self);
  prepare (self);
}

static void
vt_action_dialog_dispose (GObject *object)
{
  VtActionDialog *self = VT_ACTION_DIALOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  /* The scroller is both the window's child and a template child: the
   * window lets go of it first, or it would be unparented twice. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_ACTION_DIALOG);

  g_clear_object (&self->game);
  g_clear_pointer (&self->fields, g_ptr_array_unref);
  g_clear_pointer (&self->params, g_variant_unref);
  g_clear_pointer (&self->outcome, g_variant_unref);
  g_clear_pointer (&self->dice, g_variant_unref);
  g_clear_pointer (&self->umpire_reason, g_free);

  G_OBJECT_CLASS (vt_action_dialog_parent_class)->dispose (object);
}

static void
vt_action_dialog_class_init (VtActionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_action_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-action-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, title_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, apply_button);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, description_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, params_grid);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, rule_box);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, die_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, table_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, why_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, roll_check);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, physical_check);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, faces_entry);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, resolve_button);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, outcome_box);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, dice_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, text_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, unused_label);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, choices_grid);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, facts_grid);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, choices_heading);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, facts_heading);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, more_expander);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, umpire_box);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, umpire_entry);
  gtk_widget_class_bind_template_child (widget_class, VtActionDialog, allow_button);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_action_dialog_init (VtActionDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->fields = g_ptr_array_new_with_free_func (g_object_unref);
  forget_outcome (self);

  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_destroy), self);
  g_signal_connect_swapped (self->resolve_button, "clicked", G_CALLBACK (vt_action_dialog_resolve), self);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (vt_action_dialog_apply), self);
  g_signal_connect_swapped (self->faces_entry, "changed", G_CALLBACK (faces_typed), self);
  g_signal_connect_swapped (self->faces_entry, "activate", G_CALLBACK (vt_action_dialog_resolve), self);
  g_signal_connect_swapped (self->roll_check, "toggled", G_CALLBACK (forget_outcome), self);
  g_signal_connect_swapped (self->umpire_entry, "changed", G_CALLBACK (reason_typed), self);
  g_signal_connect_swapped (self->umpire_entry, "activate", G_CALLBACK (vt_action_dialog_allow), self);
  g_signal_connect_swapped (self->allow_button, "clicked", G_CALLBACK (vt_action_dialog_allow), self);
}

void
vt_action_dialog_fill_menu (GMenu  *menu,
                            VtGame *game)
{
  VtRuleset *ruleset = game != NULL ? vt_game_get_ruleset (game) : NULL;
  g_autoptr(GMenu) now = g_menu_new ();
  g_autoptr(GPtrArray) kinds = g_ptr_array_new ();
  g_autoptr(GPtrArray) kind_menus = g_ptr_array_new_with_free_func (g_object_unref);
  const VtAction *actions = NULL;
  const VtPhase *phases = NULL;
  const char *phase_id = NULL;
  g_autofree char *phase_label = NULL;
  guint n_actions = 0, n_phases = 0, phase;

  g_return_if_fail (G_IS_MENU (menu));

  g_menu_remove_all (menu);
  if (ruleset == NULL)
    return;
  actions = vt_ruleset_get_actions (ruleset, &n_actions);
  phases = vt_ruleset_get_phases (ruleset, &n_phases);
  phase = vt_game_get_phase (game);
  if (phases != NULL && phase < n_phases)
    {
      phase_id = phases[phase].id;
      phase_label = vt_game_dup_phase_label (game, phase);
    }

  for (guint i = 0; i < n_actions; i++)
    {
      /* the plugin's words, in its own domain */
      g_autoptr(GMenuItem) item = g_menu_item_new (vt_ruleset_translate (ruleset, actions[i].label), NULL);
      const char *kind = actions[i].kind != NULL ? vt_ruleset_translate (ruleset, actions[i].kind) : _("Other");
      guint k;

      g_menu_item_set_action_and_target_value (item, "play.action", g_variant_new_string (actions[i].id));
      /* an action that names the phase the game is in comes first */
      if (phase_id != NULL && actions[i].phases != NULL && vt_action_in_phase (&actions[i], phase_id))
        {
          g_menu_append_item (now, item);
          continue;
        }
      for (k = 0; k < kinds->len; k++)
        if (g_str_equal (kinds->pdata[k], kind))
          break;
      if (k == kinds->len)
        {
          g_ptr_array_add (kinds, (gpointer) kind);
          g_ptr_array_add (kind_menus, g_menu_new ());
        }
      g_menu_append_item (kind_menus->pdata[k], item);
    }

  if (g_menu_model_get_n_items (G_MENU_MODEL (now)) > 0)
    {
      /* TRANSLATORS: the section of the Actions menu for the present phase */
      g_autofree char *label = g_strdup_printf (_("Now: %s"), phase_label);

      g_menu_append_section (menu, label, G_MENU_MODEL (now));
    }
  for (guint k = 0; k < kinds->len; k++)
    g_menu_append_section (menu, kinds->pdata[k], G_MENU_MODEL (kind_menus->pdata[k]));
}

static void
change_fact (GtkButton *button,
             GtkStack  *stack)
{
  /* the umpire knows better than the map: the field itself, in place */
  gtk_stack_set_visible_child_name (stack, "field");
  gtk_widget_set_visible (GTK_WIDGET (button), FALSE);
  gtk_widget_grab_focus (gtk_stack_get_child_by_name (stack, "field"));
}

/* A fact of the map: its words, and a Change button that shows the field. */
static void
attach_fact (VtParamField *field,
             GtkGrid      *grid,
             int           row)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *fact = gtk_label_new (NULL);
  GtkWidget *change = gtk_button_new_with_label (_("Change"));
  const VtActionParam *param = vt_param_field_get_param (field);
  g_autofree char *change_name = g_strdup_printf ("change-%s", param->name);

  gtk_label_set_xalign (GTK_LABEL (fact), 0);
  gtk_label_set_ellipsize (GTK_LABEL (fact), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (fact, "fact");
  gtk_stack_add_named (GTK_STACK (stack), fact, "fact");
  gtk_stack_add_named (GTK_STACK (stack), vt_param_field_get_widget (field), "field");
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "fact");
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  gtk_widget_set_hexpand (stack, TRUE);
  gtk_widget_set_name (change, change_name);
  gtk_widget_add_css_class (change, "flat");
  g_signal_connect (change, "clicked", G_CALLBACK (change_fact), stack);
  g_object_set_data (G_OBJECT (field), "fact-label", fact);

  gtk_grid_attach (grid, vt_param_field_get_label (field), 0, row, 1, 1);
  gtk_grid_attach (grid, stack, 1, row, 1, 1);
  gtk_grid_attach (grid, vt_param_field_get_note (field), 2, row, 1, 1);
  gtk_grid_attach (grid, change, 3, row, 1, 1);
}

/* The form for a table: first the few choices the umpire must make (the
 * units in the principal roles, what the rules cannot do without), then
 * what the map already tells as facts, each with "Change", and the rest
 * under "More circumstances". The map is asked once here, so the rows do
 * not move while the umpire works. */
static void
lay_out_fields (VtActionDialog *self)
{
  g_autoptr(GVariant) given = collect_given (self);
  g_autoptr(GVariant) prepared = NULL;
  g_autofree const char **filled = NULL;
  int n_choices = 0, n_facts = 0, n_more = 0;

  prepared = vt_game_prepare_action (self->game, self->action->id, given, NULL);
  if (prepared != NULL)
    {
      g_variant_take_ref (prepared);
      g_variant_lookup (prepared, "filled", "^a&s", &filled);
    }

  for (guint i = 0; i < self->fields->len; i++)
    {
      VtParamField *field = self->fields->pdata[i];
      const VtActionParam *param = vt_param_field_get_param (field);

      if (!param->optional ||
          (param->type == VT_PARAM_UNIT && vt_param_role_is_principal (param->role)))
        vt_param_field_attach (field, self->choices_grid, n_choices++);
      else if (filled != NULL && g_strv_contains (filled, param->name))
        attach_fact (field, self->facts_grid, n_facts++);
      else
        vt_param_field_attach (field, self->params_grid, n_more++);
      g_signal_connect_swapped (field, "changed", G_CALLBACK (field_changed), self);
    }

  gtk_widget_set_visible (self->choices_heading, n_choices > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_grid), n_choices > 0);
  gtk_widget_set_visible (self->facts_heading, n_facts > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->facts_grid), n_facts > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->more_expander), n_more > 0);
  /* nothing else to decide: the circumstances are the form */
  gtk_expander_set_expanded (self->more_expander, n_choices == 0 && n_facts == 0);
}

/* The selected units go into the principal roles (attacker, then defender;
 * firer, then target), never into a second line first: the units of the
 * side picked first fill the first role, the next side's the second. When
 * all are of one side, the first picked fills the first role and the rest
 * the next. A unit stands in one role only. */
static void
fill_from_selection (VtActionDialog     *self,
                     const char * const *selected_units)
{
  g_autoptr(GPtrArray) roles = g_ptr_array_new ();
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  VtScenario *state = vt_game_get_state (self->game);

  if (selected_units == NULL || selected_units[0] == NULL)
    return;

  for (guint i = 0; i < self->fields->len; i++)
    {
      const VtActionParam *param = vt_param_field_get_param (self->fields->pdata[i]);

      if (param->type == VT_PARAM_UNIT && vt_param_role_is_principal (param->role))
        g_ptr_array_add (roles, self->fields->pdata[i]);
    }
  if (roles->len == 0)
    return;

  for (guint i = 0; i < roles->len; i++)
    g_ptr_array_add (groups, g_ptr_array_new ());

  for (guint i = 0; selected_units[i] != NULL; i++)
    {
      VtUnit *unit = vt_scenario_find_unit (state, selected_units[i]);
      const char *side = unit != NULL ? vt_unit_get_side (unit) : "";
      guint k;

      for (k = 0; k < sides->len; k++)
        if (g_strcmp0 (sides->pdata[k], side) == 0)
          break;
      if (k == sides->len)
        g_ptr_array_add (sides, (gpointer) side);
      g_ptr_array_add (groups->pdata[MIN (k, roles->len - 1)], (gpointer) selected_units[i]);
    }

  /* one side only: the first picked acts, the others are acted on */
  if (sides->len == 1 && roles->len > 1)
    {
      GPtrArray *first = groups->pdata[0];

      while (first->len > 1)
        g_ptr_array_add (groups->pdata[1], g_ptr_array_steal_index (first, 1));
    }

  for (guint i = 0; i < roles->len; i++)
    {
      GPtrArray *group = groups->pdata[i];
      g_autoptr(GVariant) value = NULL;
      g_autofree char *ids = NULL;

      if (group->len == 0)
        continue;
      g_ptr_array_add (group, NULL);
      ids = g_strjoinv (",", (char **) group->pdata);
      value = g_variant_ref_sink (g_variant_new_string (ids));
      vt_param_field_set_value (roles->pdata[i], value);
      vt_param_field_set_edited (roles->pdata[i], TRUE);
    }
}

VtActionDialog *
vt_action_dialog_new (GtkWindow          *parent,
                      VtGame             *game,
                      const char         *action,
                      const char * const *selected_units)
{
  VtActionDialog *self;
  VtRuleset *ruleset;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  ruleset = vt_game_get_ruleset (game);
  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (vt_ruleset_find_action (ruleset, action) != NULL, NULL);

  self = g_object_new (VT_TYPE_ACTION_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->game = g_object_ref (game);
  self->action = vt_ruleset_find_action (ruleset, action);

  gtk_window_set_title (GTK_WINDOW (self), vt_ruleset_translate (ruleset, self->action->label));
  gtk_label_set_label (self->title_label, vt_ruleset_translate (ruleset, self->action->label));
  set_label (self->description_label, vt_ruleset_translate (ruleset, self->action->description));

  for (guint i = 0; i < self->action->n_params; i++)
    g_ptr_array_add (self->fields, vt_param_field_new_for_form (ruleset, &self->action->params[i],
                                                               vt_game_get_state (game)));
  fill_from_selection (self, selected_units);
  lay_out_fields (self);

  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  prepare (self);

  return self;
}
