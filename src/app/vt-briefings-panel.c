/* vt-briefings-panel.c: the Briefings page: the General-Idee for both sides, and each side's special idea for it alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-briefings-panel"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-briefings-panel.h"
#include "vt-side-swatch.h"

/* Typing that pauses this long is applied: a burst is one step of undo. */
#define TYPING_PAUSE_MS 600

typedef enum {
  BRIEFING_TITLE,
  BRIEFING_GENERAL_IDEA,
  BRIEFING_SPECIAL_IDEA,
} BriefingPart;

/* One text the designer edits, and what it is of the scenario. */
typedef struct {
  VtBriefingsPanel *panel;
  BriefingPart      part;
  char             *side_id;  /* a special idea's side */
  GtkWidget        *widget;   /* a GtkEntry or a GtkTextView */
  GtkEventController *focus;  /* the widget's, which tells that it is left */
  guint             pause;    /* typing under way, not yet applied */
  guint             updating; /* showing the scenario's text, not typing */
} BriefingField;

struct _VtBriefingsPanel
{
  GtkWidget  parent_instance;

  VtGame    *game;
  /* with an editor the briefings are edited in place */
  VtEditor  *editor;
  GPtrArray *fields;      /* BriefingField */
  GtkWidget *edit_box;    /* the title, the General-Idee's text, a refusal */
  GtkLabel  *refusal;

  /* template children */
  GtkWidget *scroller;
  GtkLabel  *general_heading;
  GtkLabel  *general_note;
  GtkLabel  *general_idea;
  GtkBox    *sides_box;
  GtkBox    *page;
};

G_DEFINE_FINAL_TYPE (VtBriefingsPanel, vt_briefings_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_EDITOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
has_text (const char *text)
{
  return text != NULL && text[0] != '\0';
}

/* WCAG 2.1's relative luminance of one sRGB channel */
static double
linear (double channel)
{
  return channel <= 0.04045 ? channel / 12.92 : pow ((channel + 0.055) / 1.055, 2.4);
}

/* Black or white, whichever has the higher contrast ratio on @colour
 * (WCAG 2.1, 1.4.3): a side's blue takes white, at 5.0:1, where a plain
 * sum of the channels would have given black at 4.2:1. */
static const char *
ink_for (const VtColour *colour)
{
  double luminance = 0.2126 * linear (colour->red) + 0.7152 * linear (colour->green) +
                     0.0722 * linear (colour->blue);
  double on_black = (luminance + 0.05) / 0.05;
  double on_white = 1.05 / (luminance + 0.05);

  return on_black > on_white ? "#000000" : "#ffffff";
}

/* The mark that the idea is the side's own: its name on its colour, and a
 * rule down the side of its text in that colour. */
static void
paint_in_side_colour (GtkWidget      *badge,
                      GtkWidget      *section,
                      const VtColour *colour)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autofree char *css = NULL;
  int r = (int) (colour->red * 255), g = (int) (colour->green * 255), b = (int) (colour->blue * 255);

  css = g_strdup_printf (".briefing-badge { background-color: rgb(%d,%d,%d); color: %s; }\n"
                         ".briefing-side { border-left-color: rgb(%d,%d,%d); }\n",
                         r, g, b, ink_for (colour), r, g, b);
  gtk_css_provider_load_from_data (provider, css, -1);
  gtk_style_context_add_provider (gtk_widget_get_style_context (badge), GTK_STYLE_PROVIDER (provider),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_style_context_add_provider (gtk_widget_get_style_context (section), GTK_STYLE_PROVIDER (provider),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
add_side (VtBriefingsPanel *self,
          VtSide           *side)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title = gtk_label_new (_("Special idea"));
  /* TRANSLATORS: the mark on a side's special idea: "Rot only" */
  g_autofree char *only = g_strdup_printf (_("%s only"), vt_side_get_name (side));
  GtkWidget *badge = gtk_label_new (only);
  GtkWidget *text = gtk_label_new (vt_side_get_special_idea (side));
  g_autofree char *name = g_strdup_printf ("special-idea-%s", vt_side_get_id (side));

  gtk_box_append (GTK_BOX (heading), vt_side_swatch_new (vt_side_get_colour (side)));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "briefing-heading");
  gtk_box_append (GTK_BOX (heading), title);
  gtk_widget_set_name (badge, "side-only");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (badge, "briefing-badge");
  gtk_box_append (GTK_BOX (heading), badge);
  gtk_box_append (GTK_BOX (section), heading);

  gtk_widget_set_name (text, name);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (text), 20);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 30);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_widget_add_css_class (text, "briefing-text");
  gtk_box_append (GTK_BOX (section), text);

  gtk_widget_add_css_class (section, "briefing-side");
  paint_in_side_colour (badge, section, vt_side_get_colour (side));
  gtk_box_append (self->sides_box, section);
}

/* editing */

static void
briefing_field_free (BriefingField *field)
{
  g_clear_handle_id (&field->pause, g_source_remove);
  g_signal_handlers_disconnect_by_data (field->widget, field);
  g_signal_handlers_disconnect_by_data (field->focus, field);
  if (GTK_IS_TEXT_VIEW (field->widget))
    g_signal_handlers_disconnect_by_data (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget)), field);
  g_object_unref (field->widget);
  g_free (field->side_id);
  g_free (field);
}

/* what the scenario says now */
static const char *
field_scenario_text (BriefingField *field)
{
  VtScenario *scenario = vt_game_get_state (vt_editor_get_game (field->panel->editor));
  VtSide *side;

  switch (field->part)
    {
    case BRIEFING_TITLE:
      return vt_scenario_get_title (scenario);
    case BRIEFING_GENERAL_IDEA:
      return vt_scenario_get_general_idea (scenario);
    case BRIEFING_SPECIAL_IDEA:
      side = vt_scenario_find_side (scenario, field->side_id);
      return side != NULL ? vt_side_get_special_idea (side) : NULL;
    default:
      g_assert_not_reached ();
    }
  return NULL;
}

static char *
field_get_text (BriefingField *field)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  if (GTK_IS_EDITABLE (field->widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (field->widget)));

  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* Undo and redo show: the text is replaced only where it differs, and
 * the cursor stays where it was as far as the new text reaches. */
static void
field_show (BriefingField *field)
{
  const char *text = field_scenario_text (field);
  g_autofree char *shown = field_get_text (field);

  if (text == NULL)
    text = "";
  /* typing not yet applied is the designer's, newer than the scenario */
  if (field->pause != 0 || g_strcmp0 (shown, text) == 0)
    return;

  field->updating++;
  if (GTK_IS_EDITABLE (field->widget))
    {
      int position = gtk_editable_get_position (GTK_EDITABLE (field->widget));

      gtk_editable_set_text (GTK_EDITABLE (field->widget), text);
      gtk_editable_set_position (GTK_EDITABLE (field->widget), MIN (position, (int) g_utf8_strlen (text, -1)));
    }
  else
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget));
      GtkTextIter cursor;
      int offset;

      gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
      offset = gtk_text_iter_get_offset (&cursor);
      gtk_text_buffer_set_text (buffer, text, -1);
      gtk_text_buffer_get_iter_at_offset (buffer, &cursor, offset);
      gtk_text_buffer_place_cursor (buffer, &cursor);
    }
  field->updating--;
}

/* The typing, as one step of the editor's undo. */
static void
field_apply (BriefingField *field)
{
  VtBriefingsPanel *self = field->panel;
  g_autofree char *text = field_get_text (field);
  const char *value = text[0] != '\0' ? text : NULL;
  const char *before = field_scenario_text (field);
  g_autoptr(GError) error = NULL;
  gboolean done = TRUE;

  g_clear_handle_id (&field->pause, g_source_remove);
  if (self->editor == NULL || g_strcmp0 (before != NULL && before[0] != '\0' ? before : NULL, value) == 0)
    return;

  switch (field->part)
    {
    case BRIEFING_TITLE:
      done = vt_editor_set_title (self->editor, value, &error);
      break;
    case BRIEFING_GENERAL_IDEA:
      done = vt_editor_set_general_idea (self->editor, value, &error);
      break;
    case BRIEFING_SPECIAL_IDEA:
      done = vt_editor_set_special_idea (self->editor, field->side_id, value, &error);
      break;
    default:
      g_assert_not_reached ();
    }

  gtk_widget_set_visible (GTK_WIDGET (self->refusal), !done);
  if (!done)
    {
      gtk_label_set_label (self->refusal, error->message);
      field_show (field);
    }
}

static gboolean
typing_paused (gpointer data)
{
  BriefingField *field = data;

  field->pause = 0;
  field_apply (field);
  return G_SOURCE_REMOVE;
}

static void
field_typed (BriefingField *field)
{
  if (field->updating > 0)
    return;

  g_clear_handle_id (&field->pause, g_source_remove);
  field->pause = g_timeout_add (TYPING_PAUSE_MS, typing_paused, field);
}

static void
flush_fields (VtBriefingsPanel *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      BriefingField *field = self->fields->pdata[i];

      if (field->pause != 0)
        field_apply (field);
    }
}

static GtkWidget *
add_field (VtBriefingsPanel *self,
           BriefingPart      part,
           const char       *side_id,
           const char       *name)
{
  BriefingField *field = g_new0 (BriefingField, 1);
  GtkEventController *focus = gtk_event_controller_focus_new ();

  field->panel = self;
  field->part = part;
  field->side_id = g_strdup (side_id);
  if (part == BRIEFING_TITLE)
    {
      field->widget = g_object_ref_sink (gtk_entry_new ());
      g_signal_connect_swapped (field->widget, "changed", G_CALLBACK (field_typed), field);
      g_signal_connect_swapped (field->widget, "activate", G_CALLBACK (field_apply), field);
    }
  else
    {
      field->widget = g_object_ref_sink (gtk_text_view_new ());
      gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (field->widget), GTK_WRAP_WORD_CHAR);
      gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (field->widget), FALSE);
      gtk_text_view_set_left_margin (GTK_TEXT_VIEW (field->widget), 6);
      gtk_text_view_set_right_margin (GTK_TEXT_VIEW (field->widget), 6);
      gtk_text_view_set_top_margin (GTK_TEXT_VIEW (field->widget), 6);
      gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (field->widget), 6);
      gtk_widget_add_css_class (field->widget, "briefing-editor");
      g_signal_connect_swapped (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget)), "changed",
                                G_CALLBACK (field_typed), field);
    }
  gtk_widget_set_name (field->widget, name);
  gtk_widget_set_hexpand (field->widget, TRUE);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (field_apply), field);
  field->focus = focus;
  gtk_widget_add_controller (field->widget, focus);
  g_ptr_array_add (self->fields, field);
  field_show (field);

  return field->widget;
}

/* A text view in a frame of its own that grows with the text up to a
 * point and then scrolls, so a long idea does not push the sides away. */
static GtkWidget *
framed (GtkWidget *text_view)
{
  GtkWidget *frame = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (frame), TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (frame), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (frame), 96);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (frame), 280);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (frame), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (frame), text_view);
  gtk_widget_add_css_class (frame, "briefing-editor-frame");
  return frame;
}

/* The title, the General-Idee and every side's special idea, each in a
 * field of its own; the read-only labels give way to them. */
static void
show_editors (VtBriefingsPanel *self)
{
  VtScenario *scenario = vt_game_get_state (vt_editor_get_game (self->editor));
  GListModel *sides = vt_scenario_get_sides (scenario);
  GtkWidget *title_label = gtk_label_new_with_mnemonic (_("_Title"));
  GtkWidget *title;
  GtkWidget *general;
  GtkWidget *child;

  self->edit_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_widget_add_css_class (title_label, "briefing-heading");
  gtk_box_append (GTK_BOX (self->edit_box), title_label);
  title = add_field (self, BRIEFING_TITLE, NULL, "title-editor");
  gtk_label_set_mnemonic_widget (GTK_LABEL (title_label), title);
  gtk_box_append (GTK_BOX (self->edit_box), title);
  self->refusal = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->refusal, TRUE);
  gtk_label_set_xalign (self->refusal, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->refusal), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), FALSE);
  gtk_box_append (GTK_BOX (self->edit_box), GTK_WIDGET (self->refusal));
  gtk_box_prepend (self->page, self->edit_box);

  general = add_field (self, BRIEFING_GENERAL_IDEA, NULL, "general-idea-editor");
  gtk_widget_insert_after (framed (general), GTK_WIDGET (self->page), GTK_WIDGET (self->general_idea));
  gtk_label_set_text_with_mnemonic (self->general_heading, _("_General-Idee"));
  gtk_label_set_mnemonic_widget (self->general_heading, general);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *name = g_strdup_printf ("special-idea-editor-%s", vt_side_get_id (side));
      GtkWidget *section;

      add_side (self, side);
      section = gtk_widget_get_last_child (GTK_WIDGET (self->sides_box));
      /* the label add_side made gives way to the field */
      child = gtk_widget_get_last_child (section);
      gtk_box_remove (GTK_BOX (section), child);
      gtk_box_append (GTK_BOX (section), framed (add_field (self, BRIEFING_SPECIAL_IDEA, vt_side_get_id (side), name)));
    }

  gtk_widget_set_visible (GTK_WIDGET (self->general_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->general_note), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->general_idea), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->sides_box), g_list_model_get_n_items (sides) > 0);
}

static void
forget_editors (VtBriefingsPanel *self)
{
  GtkWidget *general_frame;

  g_ptr_array_set_size (self->fields, 0);
  if (self->edit_box != NULL)
    {
      gtk_box_remove (self->page, self->edit_box);
      self->edit_box = NULL;
      self->refusal = NULL;
    }
  general_frame = gtk_widget_get_next_sibling (GTK_WIDGET (self->general_idea));
  if (GTK_IS_SCROLLED_WINDOW (general_frame))
    gtk_box_remove (self->page, general_frame);
  gtk_label_set_label (self->general_heading, _("General-Idee"));
}

/* Undo and redo through the editor change what the fields show. */
static void
editor_changed (VtBriefingsPanel *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    field_show (self->fields->pdata[i]);
}

/* The briefings are the scenario's: they do not change while it is
 * played, only in the editor. */
static void
show_briefings (VtBriefingsPanel *self)
{
  VtScenario *scenario = self->game != NULL ? vt_game_get_state (self->game) : NULL;
  const char *general = scenario != NULL ? vt_scenario_get_general_idea (scenario) : NULL;
  GtkWidget *child;
  guint n_ideas = 0;

  forget_editors (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box))) != NULL)
    gtk_box_remove (self->sides_box, child);

  if (self->editor != NULL)
    {
      show_editors (self);
      return;
    }

  if (scenario != NULL)
    {
      GListModel *sides = vt_scenario_get_sides (scenario);

      for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
        {
          g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

          if (!has_text (vt_side_get_special_idea (side)))
            continue;
          add_side (self, side);
          n_ideas++;
        }
    }

  gtk_widget_set_visible (GTK_WIDGET (self->general_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->general_note), has_text (general));
  gtk_widget_set_visible (GTK_WIDGET (self->general_idea), TRUE);
  if (has_text (general))
    gtk_label_set_label (self->general_idea, general);
  else
    gtk_label_set_label (self->general_idea, n_ideas > 0 ? _("This game has no General-Idee.")
                                                         : _("This game has no briefings."));
  gtk_widget_set_visible (GTK_WIDGET (self->sides_box), n_ideas > 0);
}

VtGame *
vt_briefings_panel_get_game (VtBriefingsPanel *self)
{
  g_return_val_if_fail (VT_IS_BRIEFINGS_PANEL (self), NULL);

  return self->game;
}

void
vt_briefings_panel_set_game (VtBriefingsPanel *self,
                             VtGame           *game)
{
  g_return_if_fail (VT_IS_BRIEFINGS_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (self->game == game)
    return;

  /* an editor edits its own game */
  if (self->editor != NULL && vt_editor_get_game (self->editor) != game)
    vt_briefings_panel_set_editor (self, NULL);
  g_set_object (&self->game, game);
  show_briefings (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

VtEditor *
vt_briefings_panel_get_editor (VtBriefingsPanel *self)
{
  g_return_val_if_fail (VT_IS_BRIEFINGS_PANEL (self), NULL);

  return self->editor;
}

void
vt_briefings_panel_set_editor (VtBriefingsPanel *self,
                               VtEditor         *editor)
{
  g_return_if_fail (VT_IS_BRIEFINGS_PANEL (self));
  g_return_if_fail (!editor || VT_IS_EDITOR (editor));

  if (self->editor == editor)
    return;

  /* what was typed for the last editor goes to it */
  flush_fields (self);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_set_object (&self->editor, editor);
  if (editor != NULL)
    g_signal_connect_object (editor, "changed", G_CALLBACK (editor_changed), self, G_CONNECT_SWAPPED);

  if (editor != NULL && self->game != vt_editor_get_game (editor))
    {
      g_set_object (&self->game, vt_editor_get_game (editor));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  show_briefings (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITOR]);
}

static void
vt_briefings_panel_dispose (GObject *object)
{
  VtBriefingsPanel *self = VT_BRIEFINGS_PANEL (object);

  if (self->fields != NULL)
    {
      flush_fields (self);
      g_ptr_array_set_size (self->fields, 0);
    }
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  g_clear_object (&self->editor);
  self->edit_box = NULL;
  self->refusal = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_BRIEFINGS_PANEL);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_briefings_panel_parent_class)->dispose (object);
}

static void
vt_briefings_panel_finalize (GObject *object)
{
  VtBriefingsPanel *self = VT_BRIEFINGS_PANEL (object);

  g_clear_pointer (&self->fields, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_briefings_panel_parent_class)->finalize (object);
}

static void
vt_briefings_panel_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  VtBriefingsPanel *self = VT_BRIEFINGS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_EDITOR:
      g_value_set_object (value, self->editor);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_briefings_panel_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  VtBriefingsPanel *self = VT_BRIEFINGS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_briefings_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_EDITOR:
      vt_briefings_panel_set_editor (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_briefings_panel_class_init (VtBriefingsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_briefings_panel_dispose;
  object_class->finalize = vt_briefings_panel_finalize;
  object_class->get_property = vt_briefings_panel_get_property;
  object_class->set_property = vt_briefings_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL,
                         VT_TYPE_EDITOR,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-briefings-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_heading);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_note);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_idea);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, sides_box);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, page);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-briefings-panel");
}

static void
vt_briefings_panel_init (VtBriefingsPanel *self)
{
  self->fields = g_ptr_array_new_with_free_func ((GDestroyNotify) briefing_field_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  show_briefings (self);
}

GtkWidget *
vt_briefings_panel_new (void)
{
  return g_object_new (VT_TYPE_BRIEFINGS_PANEL, NULL);
}
