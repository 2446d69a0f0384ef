/* vt-briefings-panel.c: the Briefings page: the General-Idee for both sides, and each side's special idea for it alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-briefings-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "vt-briefings-panel.h"
#include "vt-side-swatch.h"

struct _VtBriefingsPanel
{
  GtkWidget  parent_instance;

  VtGame    *game;

  /* template children */
  GtkWidget *scroller;
  GtkLabel  *general_heading;
  GtkLabel  *general_note;
  GtkLabel  *general_idea;
  GtkBox    *sides_box;
};

G_DEFINE_FINAL_TYPE (VtBriefingsPanel, vt_briefings_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
has_text (const char *text)
{
  return text != NULL && text[0] != '\0';
}

/* Black or white, whichever reads better on @colour. */
static const char *
ink_for (const VtColour *colour)
{
  double luminance = 0.2126 * colour->red + 0.7152 * colour->green + 0.0722 * colour->blue;

  return luminance > 0.55 ? "#000000" : "#ffffff";
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

/* The briefings are the scenario's: they do not change while it is played. */
static void
show_briefings (VtBriefingsPanel *self)
{
  VtScenario *scenario = self->game != NULL ? vt_game_get_state (self->game) : NULL;
  const char *general = scenario != NULL ? vt_scenario_get_general_idea (scenario) : NULL;
  GtkWidget *child;
  guint n_ideas = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box))) != NULL)
    gtk_box_remove (self->sides_box, child);

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

  if (!g_set_object (&self->game, game))
    return;

  show_briefings (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
vt_briefings_panel_dispose (GObject *object)
{
  VtBriefingsPanel *self = VT_BRIEFINGS_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_BRIEFINGS_PANEL);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_briefings_panel_parent_class)->dispose (object);
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
  object_class->get_property = vt_briefings_panel_get_property;
  object_class->set_property = vt_briefings_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-briefings-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_heading);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_note);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, general_idea);
  gtk_widget_class_bind_template_child (widget_class, VtBriefingsPanel, sides_box);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-briefings-panel");
}

static void
vt_briefings_panel_init (VtBriefingsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  show_briefings (self);
}

GtkWidget *
vt_briefings_panel_new (void)
{
  return g_object_new (VT_TYPE_BRIEFINGS_PANEL, NULL);
}
