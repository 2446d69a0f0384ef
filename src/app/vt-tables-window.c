/* vt-tables-window.c: the ruleset's tables and options, with the umpire's house rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-tables-window"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "vt-param-field.h"
#include "vt-tables-window.h"

struct _VtTablesWindow
{
  GtkWindow   parent_instance;

  VtGame     *game;
  GHashTable *cells;   /* "table\x1frow\x1fcolumn" → Cell */
  GPtrArray  *options; /* of VtParamField */
  guint       showing; /* the window shows the game, not the umpire edits */

  /* template children */
  GtkLabel   *subtitle_label;
  GtkListBox *sidebar;
  GtkStack   *stack;
};

G_DEFINE_FINAL_TYPE (VtTablesWindow, vt_tables_window, GTK_TYPE_WINDOW)

enum {
  SET_UP_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  VtTablesWindow    *window;
  const VtRuleTable *table;
  const char        *row;
  const char        *column;
  gboolean           derived;
  GtkWidget         *entry;
  GtkWidget         *reset;
} Cell;

static char *
cell_key (const char *table,
          const char *row,
          const char *column)
{
  return g_strjoin ("\x1f", table, row, column, NULL);
}

/* The house rules and options in force: the set-up's and the journal's. */
static VtScenario *
in_force (VtTablesWindow *self)
{
  return vt_game_get_state (self->game);
}

static char *
format_value (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", value));
}

/* Shows the value the game plays with, and whose it is. */
static void
show_cell (Cell *cell)
{
  double value;
  gboolean house_rule;
  g_autofree char *text = NULL;

  /* the window is closing: nothing left to show */
  if (cell->window->game == NULL)
    return;

  value = vt_game_get_table_value (cell->window->game, cell->table->id, cell->row, cell->column);
  house_rule = vt_scenario_get_house_rule (in_force (cell->window), cell->table->id,
                                           cell->row, cell->column, NULL);
  text = format_value (value);

  gtk_editable_set_text (GTK_EDITABLE (cell->entry), text);
  /* the arrow keeps its room when there is nothing to put back, so an
   * edit does not widen the column under the umpire's typing */
  gtk_widget_set_opacity (cell->reset, house_rule ? 1.0 : 0.0);
  gtk_widget_set_sensitive (cell->reset, house_rule);
  gtk_widget_set_can_target (cell->reset, house_rule);
  gtk_widget_remove_css_class (cell->entry, "error");

  if (house_rule)
    {
      gtk_widget_add_css_class (cell->entry, "house-rule");
      gtk_widget_set_tooltip_text (cell->entry, _("A house rule of this game"));
    }
  else
    {
      g_autofree char *tooltip = NULL;

      gtk_widget_remove_css_class (cell->entry, "house-rule");
      if (cell->derived)
        tooltip = g_strdup_printf (_("Derived: the source gives no number here. %s"),
                                   cell->table->note != NULL ? cell->table->note : "");
      gtk_widget_set_tooltip_text (cell->entry, tooltip);
    }
}

/* An edit takes effect on Enter, when the cell loses the focus and when
 * the window closes: none is lost. */
static void
commit_cell (Cell *cell)
{
  const char *text;
  g_autofree char *plain = NULL;
  g_autofree char *shown = NULL;
  g_autoptr(GError) error = NULL;
  char *end = NULL;
  double value, old;

  if (cell->window->game == NULL)
    return;

  text = gtk_editable_get_text (GTK_EDITABLE (cell->entry));
  plain = g_strdelimit (g_strstrip (g_strdup (text)), ",", '.');
  value = g_ascii_strtod (plain, &end);
  old = vt_game_get_table_value (cell->window->game, cell->table->id, cell->row, cell->column);
  shown = format_value (old);

  if (plain[0] == '\0' || end == NULL || *end != '\0' || !isfinite (value))
    {
      /* not a number: the cell says so until it is mended or left */
      gtk_widget_add_css_class (cell->entry, "error");
      return;
    }

  /* a cell shows "1.16667" for 7/6: as shown is as it was */
  if (value == old || g_str_equal (plain, shown))
    {
      show_cell (cell);
      return;
    }

  /* the umpire's decision, in the journal */
  if (!vt_game_set_house_rule (cell->window->game, cell->table->id, cell->row, cell->column,
                               value, &error))
    {
      gtk_widget_add_css_class (cell->entry, "error");
      gtk_widget_set_tooltip_text (cell->entry, error->message);
      return;
    }
  show_cell (cell);
}

static void
reset_cell (Cell *cell)
{
  g_autoptr(GError) error = NULL;

  if (cell->window->game == NULL)
    return;
  if (!vt_game_clear_house_rule (cell->window->game, cell->table->id, cell->row, cell->column, &error))
    g_warning ("%s", error->message);
  show_cell (cell);
}

static void
cell_left (GtkEventControllerFocus *focus,
           Cell                    *cell)
{
  commit_cell (cell);
}

/* A row or column key in the ruleset's words: the catalogue's where it
 * names a unit type, terrain kind, formation or phase, else the key in
 * words ("men-per-point": "Men per point"); the tip gives the key, for the
 * umpire who sets a house rule from vertrauter-tool. */
static GtkWidget *
heading (VtTablesWindow *self,
         const char     *key,
         float           xalign)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  const char *known = vt_ruleset_get_label (ruleset, key);
  GtkWidget *label = gtk_label_new (known);

  if (g_strcmp0 (known, key) != 0)
    {
      /* TRANSLATORS: the tip over a table's heading: the word the game file
       * and vertrauter-tool use for it, e.g. "In files and vertrauter-tool: square" */
      g_autofree char *tip = g_strdup_printf (_("In files and vertrauter-tool: %s"), key);

      gtk_widget_set_tooltip_text (label, tip);
    }
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "table-heading");
  return label;
}

static GtkWidget *
build_table_page (VtTablesWindow    *self,
                  const VtRuleTable *table)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (table->title != NULL ? vt_ruleset_translate (vt_game_get_ruleset (self->game),
                                                                                 table->title)
                                                         : table->id);
  guint n_rows = vt_rule_table_get_n_rows (table);
  guint n_columns = vt_rule_table_get_n_columns (table);
  gboolean any_derived = FALSE;

  gtk_widget_add_css_class (box, "tables-page");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-3");
  gtk_box_append (GTK_BOX (box), title);

  if (table->section != NULL)
    {
      g_autofree char *where = g_strdup_printf (_("Rulebook %s"),
                                                vt_ruleset_translate (vt_game_get_ruleset (self->game), table->section));
      GtkWidget *label = gtk_label_new (where);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint c = 0; c < n_columns; c++)
    gtk_grid_attach (GTK_GRID (grid), heading (self, table->columns[c], 0.5), (int) c + 1, 0, 1, 1);

  for (guint r = 0; r < n_rows; r++)
    {
      gtk_grid_attach (GTK_GRID (grid), heading (self, table->rows[r], 0), 0, (int) r + 1, 1, 1);

      for (guint c = 0; c < n_columns; c++)
        {
          Cell *cell = g_new0 (Cell, 1);
          GtkWidget *holder = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          GtkEventController *focus = gtk_event_controller_focus_new ();

          cell->window = self;
          cell->table = table;
          cell->row = table->rows[r];
          cell->column = table->columns[c];
          cell->derived = table->derived != NULL && table->derived[r * n_columns + c];
          any_derived |= cell->derived;

          cell->entry = gtk_entry_new ();
          /* as wide whatever is typed: an edit must not shift the table */
          gtk_editable_set_width_chars (GTK_EDITABLE (cell->entry), 8);
          gtk_editable_set_max_width_chars (GTK_EDITABLE (cell->entry), 8);
          gtk_entry_set_alignment (GTK_ENTRY (cell->entry), 1.0);
          gtk_widget_add_css_class (cell->entry, "numeric");
          gtk_widget_add_css_class (cell->entry, "table-cell");
          if (cell->derived)
            gtk_widget_add_css_class (cell->entry, "derived");
          g_signal_connect_swapped (cell->entry, "activate", G_CALLBACK (commit_cell), cell);
          g_signal_connect (focus, "leave", G_CALLBACK (cell_left), cell);
          gtk_widget_add_controller (cell->entry, focus);

          cell->reset = gtk_button_new_from_icon_name ("edit-undo-symbolic");
          gtk_widget_add_css_class (cell->reset, "flat");
          gtk_widget_add_css_class (cell->reset, "cell-reset");
          gtk_widget_set_tooltip_text (cell->reset, _("Back to the ruleset’s value"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell->reset), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Back to the ruleset’s value"), -1);
          g_signal_connect_swapped (cell->reset, "clicked", G_CALLBACK (reset_cell), cell);

          gtk_box_append (GTK_BOX (holder), cell->entry);
          gtk_box_append (GTK_BOX (holder), cell->reset);
          gtk_grid_attach (GTK_GRID (grid), holder, (int) c + 1, (int) r + 1, 1, 1);

          g_hash_table_insert (self->cells, cell_key (table->id, cell->row, cell->column), cell);
          show_cell (cell);
        }
    }

  gtk_box_append (GTK_BOX (box), grid);

  if (any_derived || (table->note != NULL && table->note[0] != '\0'))
    {
      g_autofree char *text = NULL;
      GtkWidget *note;

      if (any_derived)
        text = g_strdup_printf (_("Cells in italics are derived: the source gives no number there. %s"),
                                table->note != NULL ? table->note : "");
      else
        text = g_strdup (table->note);
      note = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (note), 80);
      gtk_label_set_selectable (GTK_LABEL (note), TRUE);
      gtk_widget_add_css_class (note, "derived-note");
      gtk_box_append (GTK_BOX (box), note);
    }

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  return scrolled;
}

static void
option_changed (VtParamField   *field,
                VtTablesWindow *self)
{
  g_autoptr(GVariant) value = vt_param_field_get_value (field);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->showing > 0)
    return;
  /* the umpire's decision, in the journal */
  if (!vt_game_set_option (self->game, vt_param_field_get_param (field)->name,
                           value != NULL ? g_variant_ref (value) : NULL, &error))
    g_warning ("%s", error->message);
}

static GtkWidget *
build_options_page (VtTablesWindow      *self,
                    const VtActionParam *options,
                    guint                n_options)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (_("Options of this game"));
  GtkWidget *hint = gtk_label_new (_("Unticked options play as the ruleset sets them."));

  gtk_widget_add_css_class (box, "tables-page");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "title-3");
  gtk_box_append (GTK_BOX (box), title);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (box), hint);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (guint i = 0; i < n_options; i++)
    {
      /* Every option may be left to the ruleset. */
      VtActionParam *param = g_memdup2 (&options[i], sizeof *param);
      VtParamField *field;
      GVariant *value = vt_scenario_get_option (in_force (self), options[i].name);
      GtkWidget *description;

      param->optional = TRUE;
      g_object_set_data_full (G_OBJECT (self), options[i].name, param, g_free);
      field = vt_param_field_new (vt_game_get_ruleset (self->game), param, NULL);
      vt_param_field_attach (field, GTK_GRID (grid), (int) i);
      vt_param_field_set_value (field, value);
      g_signal_connect (field, "changed", G_CALLBACK (option_changed), self);
      g_ptr_array_add (self->options, field);

      description = vt_param_field_get_note (field);
      gtk_label_set_label (GTK_LABEL (description),
                           vt_ruleset_translate (vt_game_get_ruleset (self->game), options[i].description));
      gtk_label_set_wrap (GTK_LABEL (description), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (description), 50);
    }

  gtk_box_append (GTK_BOX (box), grid);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  return scrolled;
}

/* A page and its row in the sidebar: the title wraps, the section beneath. */
static void
add_page (VtTablesWindow *self,
          GtkWidget      *page,
          const char     *name,
          const char     *title,
          const char     *section)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
  gtk_box_append (GTK_BOX (box), label);
  if (section != NULL && section[0] != '\0')
    {
      GtkWidget *where = gtk_label_new (section);

      gtk_label_set_xalign (GTK_LABEL (where), 0);
      gtk_label_set_wrap (GTK_LABEL (where), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (where), 28);
      gtk_widget_add_css_class (where, "dim-label");
      gtk_widget_add_css_class (where, "caption");
      gtk_box_append (GTK_BOX (box), where);
    }
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, name);
  gtk_list_box_append (self->sidebar, row);

  gtk_stack_add_named (self->stack, page, name);
  if (gtk_list_box_get_selected_row (self->sidebar) == NULL)
    gtk_list_box_select_row (self->sidebar, GTK_LIST_BOX_ROW (row));
}

static void
page_chosen (GtkListBox     *sidebar,
             GtkListBoxRow  *row,
             VtTablesWindow *self)
{
  if (row != NULL)
    gtk_stack_set_visible_child_name (self->stack, gtk_widget_get_name (GTK_WIDGET (row)));
}

/* Keeps the sidebar on the page shown, whoever chose it. */
static void
page_shown (VtTablesWindow *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->stack);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->sidebar)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (gtk_widget_get_name (row), name) == 0 &&
        !gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row)))
      gtk_list_box_select_row (self->sidebar, GTK_LIST_BOX_ROW (row));
}

GtkEditable *
vt_tables_window_get_cell (VtTablesWindow *self,
                           const char     *table,
                           const char     *row,
                           const char     *column)
{
  g_autofree char *key = NULL;
  Cell *cell;

  g_return_val_if_fail (VT_IS_TABLES_WINDOW (self), NULL);

  key = cell_key (table, row, column);
  cell = g_hash_table_lookup (self->cells, key);

  return cell != NULL ? GTK_EDITABLE (cell->entry) : NULL;
}

/* Undo, redo or a replay: the cells and options show what is in force. */
static void
game_changed (VtTablesWindow *self)
{
  GHashTableIter iter;
  gpointer cell;

  if (self->showing > 0)
    return;
  self->showing++;
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, NULL, &cell))
    if (!gtk_widget_has_focus (((Cell *) cell)->entry) &&
        !gtk_widget_is_focus (((Cell *) cell)->entry))
      show_cell (cell);
  for (guint i = 0; i < self->options->len; i++)
    {
      VtParamField *field = self->options->pdata[i];

      vt_param_field_set_value (field, vt_scenario_get_option (in_force (self),
                                                               vt_param_field_get_param (field)->name));
    }
  self->showing--;
}

/* Closing takes the edit under way with it, before the window lets go of
 * the game. */
static gboolean
close_requested (GtkWindow *window)
{
  VtTablesWindow *self = VT_TABLES_WINDOW (window);
  GHashTableIter iter;
  gpointer cell;

  /* a cell left as it is commits nothing; one committed does not show
   * the others anew while they wait their turn */
  self->showing++;
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, NULL, &cell))
    commit_cell (cell);
  self->showing--;
  return GTK_WINDOW_CLASS (vt_tables_window_parent_class)->close_request (window);
}

static void
vt_tables_window_dispose (GObject *object)
{
  VtTablesWindow *self = VT_TABLES_WINDOW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_TABLES_WINDOW);
  g_clear_object (&self->game);
  g_clear_pointer (&self->options, g_ptr_array_unref);

  G_OBJECT_CLASS (vt_tables_window_parent_class)->dispose (object);
}

static void
vt_tables_window_finalize (GObject *object)
{
  VtTablesWindow *self = VT_TABLES_WINDOW (object);

  g_clear_pointer (&self->cells, g_hash_table_unref);

  G_OBJECT_CLASS (vt_tables_window_parent_class)->finalize (object);
}

static void
vt_tables_window_class_init (VtTablesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_tables_window_dispose;
  object_class->finalize = vt_tables_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = close_requested;

  signals[SET_UP_CHANGED] =
    g_signal_new ("set-up-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-tables-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VtTablesWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, VtTablesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, VtTablesWindow, stack);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vt_tables_window_init (VtTablesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->options = g_ptr_array_new_with_free_func (g_object_unref);

  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (page_chosen), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (page_shown), self);
}

VtTablesWindow *
vt_tables_window_new (GtkWindow *parent,
                      VtGame    *game)
{
  VtTablesWindow *self;
  VtRuleset *ruleset;
  const VtRuleTable *tables;
  const VtActionParam *options;
  guint n_tables = 0, n_options = 0;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  self = g_object_new (VT_TYPE_TABLES_WINDOW, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  ruleset = vt_game_get_ruleset (game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  if (ruleset == NULL)
    return self;

  gtk_label_set_label (self->subtitle_label, vt_ruleset_get_title (ruleset));

  options = vt_ruleset_get_options (ruleset, &n_options);
  if (options != NULL && n_options > 0)
    add_page (self, build_options_page (self, options, n_options), "options", _("Options of this game"), NULL);

  tables = vt_ruleset_get_tables (ruleset, &n_tables);
  for (guint i = 0; i < n_tables; i++)
    {
      const VtRuleTable *table = &tables[i];

      add_page (self, build_table_page (self, table), table->id,
                table->title != NULL ? vt_ruleset_translate (ruleset, table->title) : table->id,
                table->section != NULL ? vt_ruleset_translate (ruleset, table->section) : NULL);
    }

  if (n_tables == 0 && n_options == 0)
    {
      GtkWidget *empty = gtk_label_new (_("This ruleset has no tables to show."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_stack_add_named (self->stack, empty, "empty");
    }

  return self;
}
