/* vt-ruleset-row.c: a ruleset in a list, as umpires name it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "vt-ruleset-row.h"

/* what the list's search matches: the name and the title */
static char *
describe_ruleset_choice (VtRuleset *ruleset)
{
  if (ruleset == NULL)
    return g_strdup ("");

  return g_strdup_printf ("%s — %s (%u)", vt_ruleset_get_short_name (ruleset), vt_ruleset_get_title (ruleset),
                          vt_ruleset_get_year (ruleset));
}

/* A ruleset as umpires name it, "Reiswitz 1824", and in the list the
 * rulebook's title beneath, as long as it runs: the titles of 1824 and
 * 1812 begin alike and differ only at their end. */
static void
setup_ruleset_row (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  with_title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_box_append (GTK_BOX (box), name);
  if (with_title != NULL)
    {
      GtkWidget *title = gtk_label_new (NULL);

      gtk_widget_add_css_class (name, "heading");
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (title), 60);
      gtk_widget_add_css_class (title, "dim-label");
      gtk_widget_add_css_class (title, "caption");
      gtk_box_append (GTK_BOX (box), title);
    }
  gtk_list_item_set_child (item, box);
}

static void
bind_ruleset_row (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  with_title)
{
  VtRuleset *ruleset = gtk_list_item_get_item (item);
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *title = gtk_widget_get_next_sibling (name);

  /* a row is bound before its item is there as the list changes */
  if (!VT_IS_RULESET (ruleset))
    return;
  gtk_label_set_label (GTK_LABEL (name), vt_ruleset_get_short_name (ruleset));
  if (title != NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s (%u)", vt_ruleset_get_title (ruleset), vt_ruleset_get_year (ruleset));

      gtk_label_set_label (GTK_LABEL (title), text);
    }
}

static GtkListItemFactory *
ruleset_factory (gboolean with_title)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_ruleset_row), with_title ? factory : NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_ruleset_row), with_title ? factory : NULL);
  return factory;
}

void
vt_ruleset_row_set_up_dropdown (GtkDropDown *dropdown)
{
  GtkExpression *expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                                           G_CALLBACK (describe_ruleset_choice), NULL, NULL);
  g_autoptr(GtkListItemFactory) button = ruleset_factory (FALSE);
  g_autoptr(GtkListItemFactory) list = ruleset_factory (TRUE);

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  gtk_drop_down_set_expression (dropdown, expression);
  gtk_expression_unref (expression);
  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
}
