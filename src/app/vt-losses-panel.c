/* vt-losses-panel.c: the Losses page: each side's losses entry by entry under its name and total
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-losses-panel"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-losses-panel.h"
#include "vt-measure.h"
#include "vt-side-swatch.h"
#include "vt-window.h"

/* One side's losses under its name and total; the side is NULL for the
 * group of units the game does not know. */
typedef struct {
  char               *side;
  GtkWidget          *group;
  GtkWidget          *total;
  GtkWidget          *arms;     /* "Infantry 12 · Cavalry 4 Points" */
  GtkWidget          *divisions; /* "Avantgarde 10 · 2. Division 2" */
  GtkWidget          *states;   /* the units the losses have touched, and how */
  GtkCustomFilter    *filter;
  GtkWidget          *list;
  GtkFilterListModel *entries;
} SideGroup;

struct _VtLossesPanel
{
  GtkWidget     parent_instance;

  VtGame       *game;
  VtLossLedger *ledger;
  GPtrArray    *groups;     /* of SideGroup */

  char         *search;     /* folded for matching; NULL: every entry */

  /* template children */
  GtkWidget    *box;
  GtkSearchEntry *search_entry;
  GtkBox       *groups_box;
  GtkLabel     *totals_label;
};

G_DEFINE_FINAL_TYPE (VtLossesPanel, vt_losses_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
side_group_free (gpointer data)
{
  SideGroup *group = data;

  g_free (group->side);
  g_clear_object (&group->filter);
  g_clear_object (&group->entries);
  g_free (group);
}

static const char *
unit_name (VtLossesPanel *self,
           const char    *unit_id)
{
  return self->game != NULL ? vt_scenario_get_unit_display_name (vt_game_get_state (self->game), unit_id) : unit_id;
}

/* in the game's word: "12 Points" (1824), "3 men" (Wells), "1 figure" */
static char *
format_points (VtLossesPanel *self,
               double         points)
{
  return vt_ruleset_format_losses (self->game != NULL ? vt_game_get_ruleset (self->game) : NULL, points);
}

/* a ledger entry: "Zug 1 · I/12 Musketiere   12 Points", and the arm and why beneath */
static GtkWidget *
create_loss_row (gpointer item,
                 gpointer user_data)
{
  VtLossesPanel *self = user_data;
  VtLossEntry *entry = item;
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *move = vt_measure_format_move (self->game != NULL ? vt_game_get_ruleset (self->game) : NULL,
                                                 vt_loss_entry_get_move (entry));
  g_autofree char *text = g_strdup_printf (_("%s · %s"), move, unit_name (self, vt_loss_entry_get_unit (entry)));
  g_autofree char *points_only = format_points (self, vt_loss_entry_get_points (entry));
  g_autofree char *points_text = NULL;
  g_autofree char *note = self->game != NULL ? vt_game_dup_loss_cause (self->game, entry, NULL)
                                              : g_strdup (vt_loss_entry_get_note (entry));
  VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
  const char *arm_id = vt_loss_entry_get_arm (entry);
  /* "Closed infantry", not closed-infantry */
  const char *arm = arm_id == NULL ? "" : vt_ruleset_get_label (ruleset, arm_id);
  const char *dice = vt_loss_entry_get_dice (entry);
  g_autofree char *cause = note != NULL && note[0] != '\0' ? g_strdup_printf ("%s — %s", arm, note) : g_strdup (arm);
  /* the cause, and the dice that decided it: "Skirmishers — infantry fire · dice II 5" */
  g_autofree char *detail_text = dice != NULL ? g_strdup_printf (_("%s · dice %s"), cause, dice) : g_strdup (cause);
  GtkWidget *title;
  GtkWidget *points;

  /* "12 Points · 30 muskets": the ruleset's account and the men it cost */
  if (vt_loss_entry_get_men (entry) >= 0)
    {
      VtUnit *unit = self->game != NULL ? vt_scenario_find_unit (vt_game_get_state (self->game),
                                                                  vt_loss_entry_get_unit (entry)) : NULL;
      const VtUnitType *type = unit != NULL && ruleset != NULL
                                 ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit)) : NULL;

      g_autofree char *men = g_strdup_printf (C_("losses", "%d %s"), vt_loss_entry_get_men (entry),
                                              type != NULL && type->strength_unit != NULL
                                              ? vt_ruleset_translate (ruleset, type->strength_unit) : _("men"));

      /* Wells counts his losses in men: "3 men", not "3 men · 3 men" */
      points_text = g_str_equal (men, points_only) ? g_strdup (points_only)
                                                   : g_strdup_printf (_("%s · %s"), points_only, men);
    }
  else
    points_text = g_strdup (points_only);
  title = gtk_label_new (text);
  points = gtk_label_new (points_text);
  GtkWidget *detail = gtk_label_new (detail_text);
  GtkWidget *row;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_xalign (GTK_LABEL (points), 1);
  gtk_widget_add_css_class (points, "numeric");
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dim-label");

  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_attach (GTK_GRID (grid), title, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), points, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), detail, 0, 1, 2, 1);
  gtk_widget_add_css_class (grid, "loss-row");

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  return row;
}

/* what a group's filter asks; the panel outlives its groups' models */
typedef struct {
  VtLossesPanel *self;
  char          *side;
} GroupFilter;

static void
group_filter_free (gpointer data)
{
  GroupFilter *filter = data;

  g_free (filter->side);
  g_free (filter);
}

/* what the umpire searches for: the unit's name, the arm, the cause */
static gboolean
entry_matches (VtLossesPanel *self,
               VtLossEntry   *entry)
{
  g_autofree char *cause = self->game != NULL ? vt_game_dup_loss_cause (self->game, entry, NULL) : NULL;
  const char *fields[] = { unit_name (self, vt_loss_entry_get_unit (entry)), vt_loss_entry_get_arm (entry),
                           cause };

  if (self->search == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *folded = fields[i] != NULL ? g_utf8_casefold (fields[i], -1) : NULL;

      if (folded != NULL && strstr (folded, self->search) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* a unit of the group's side; for the others, of no side the game knows */
static gboolean
entry_is_of_side (GroupFilter *filter,
                  VtLossEntry *entry)
{
  const char *side = vt_loss_entry_get_side (entry);

  if (filter->side != NULL)
    return g_strcmp0 (side, filter->side) == 0;
  return side == NULL || filter->self->game == NULL ||
         vt_scenario_find_side (vt_game_get_state (filter->self->game), side) == NULL;
}

/* what a group lists: its side's entries the search finds */
static gboolean
entry_is_of_group (gpointer item,
                   gpointer user_data)
{
  GroupFilter *filter = user_data;

  return entry_matches (filter->self, item) && entry_is_of_side (filter, item);
}

typedef struct {
  double      points;
  const char *arm;
} Booked;

/* "I/1 (1.+2. Komp.): reduced, 300 of 450 muskets; 4 of 15 Points toward the
 * next exchange", a line for each unit of the group's side the losses have
 * touched */
static void
update_states (VtLossesPanel *self,
               SideGroup     *group)
{
  /* borrowed from the ledger's entries, alive for this call */
  g_autoptr(GHashTable) by_unit = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GString) text = g_string_new (NULL);
  GListModel *units;
  VtRuleset *ruleset;

  if (self->game == NULL || group->side == NULL)
    {
      gtk_widget_set_visible (group->states, FALSE);
      return;
    }
  units = vt_scenario_get_units (vt_game_get_state (self->game));
  ruleset = vt_game_get_ruleset (self->game);
  /* one pass over the ledger: each unit's Points, and the arm of its last entry */
  for (guint j = 0; self->ledger != NULL && j < g_list_model_get_n_items (G_LIST_MODEL (self->ledger)); j++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->ledger), j);
      Booked *booked;

      /* a gun captured and turned is the captor's now; its loss stays its
       * old side's, and does not follow it into the captor's list */
      if (vt_loss_entry_get_side (entry) != NULL && g_strcmp0 (vt_loss_entry_get_side (entry), group->side) != 0)
        continue;
      booked = g_hash_table_lookup (by_unit, vt_loss_entry_get_unit (entry));
      if (booked == NULL)
        {
          booked = g_new0 (Booked, 1);
          g_hash_table_insert (by_unit, (gpointer) vt_loss_entry_get_unit (entry), booked);
        }
      booked->points += vt_loss_entry_get_points (entry);
      booked->arm = vt_loss_entry_get_arm (entry);
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      const Booked *entries = g_hash_table_lookup (by_unit, vt_unit_get_id (unit));
      double booked = entries != NULL ? entries->points : 0, threshold = NAN;
      const char *arm = entries != NULL ? entries->arm : NULL;
      VtUnitState state;
      const VtUnitType *type;

      if (g_strcmp0 (vt_unit_get_side (unit), group->side) != 0)
        continue;
      state = vt_game_get_unit_state (self->game, unit);
      if (ruleset != NULL && arm != NULL)
        threshold = vt_ruleset_get_loss_threshold (ruleset, self->game, arm);
      if (state == VT_UNIT_INTACT && !(booked > 0))
        continue;
      type = ruleset != NULL ? vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit)) : NULL;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (type != NULL)
        g_string_append_printf (text, _("%s: %s, %u of %u %s"), vt_unit_get_display_name (unit),
                                vt_unit_state_to_string (state), vt_unit_get_strength (unit), type->strength,
                                vt_ruleset_translate (ruleset, type->strength_unit));
      else
        g_string_append_printf (text, _("%s: %s"), vt_unit_get_display_name (unit), vt_unit_state_to_string (state));
      /* 1824's pegs: what is pending toward the next exchange */
      if (isfinite (threshold) && threshold > 0 && state != VT_UNIT_REMOVED && state != VT_UNIT_CAPTURED)
        {
          g_autofree char *of = vt_ruleset_format_losses (ruleset, threshold);

          /* TRANSLATORS: "; 2 of 3 Points toward the next exchange" */
          g_string_append_printf (text, _("; %g of %s toward the next exchange"), fmod (booked, threshold), of);
        }
    }
  gtk_label_set_label (GTK_LABEL (group->states), text->str);
  gtk_widget_set_visible (group->states, text->len > 0);
}

/* Points summed by a name (an arm, a division), in the order the names
 * first lost. */
typedef struct {
  GHashTable *by_name; /* name → double * */
  GPtrArray  *order;   /* of name, owned */
} Sums;

static Sums *
sums_new (void)
{
  Sums *sums = g_new0 (Sums, 1);

  sums->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  sums->order = g_ptr_array_new_with_free_func (g_free);
  return sums;
}

static void
sums_free (Sums *sums)
{
  g_hash_table_unref (sums->by_name);
  g_ptr_array_unref (sums->order);
  g_free (sums);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Sums, sums_free)

static void
sums_add (Sums       *sums,
          const char *name,
          double      points)
{
  double *sum = g_hash_table_lookup (sums->by_name, name);

  if (sum == NULL)
    {
      char *key = g_strdup (name);

      sum = g_new0 (double, 1);
      g_ptr_array_add (sums->order, key);
      g_hash_table_insert (sums->by_name, key, sum);
    }
  *sum += points;
}

/* "Infantry 12 · Cavalry 4" on @label, shown when there are two or more */
static void
set_sums (GtkWidget  *label,
          Sums       *sums,
          const char *prefix)
{
  g_autoptr(GString) text = g_string_new (prefix);

  for (guint i = 0; i < sums->order->len; i++)
    {
      const char *name = g_ptr_array_index (sums->order, i);

      g_string_append_printf (text, "%s%s %g", i > 0 ? _(" · ") : "", name,
                              *(double *) g_hash_table_lookup (sums->by_name, name));
    }
  gtk_label_set_label (GTK_LABEL (label), text->str);
  /* one arm is the side's total again; one division is worth naming */
  gtk_widget_set_visible (label, sums->order->len > (prefix != NULL ? 0 : 1));
}

/* Each group's total, and the line at the foot: "Red: 12 Points · Blue: 4 Points". */
static void
update_totals (VtLossesPanel *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GListModel *sides;

  for (guint i = 0; self->groups != NULL && i < self->groups->len; i++)
    {
      SideGroup *group = g_ptr_array_index (self->groups, i);
      GroupFilter filter = { self, group->side };
      guint n = 0;
      double points = 0;

      g_autoptr(Sums) arms = sums_new ();
      g_autoptr(Sums) divisions = sums_new ();
      VtRuleset *ruleset = self->game != NULL ? vt_game_get_ruleset (self->game) : NULL;
      VtScenario *state = self->game != NULL ? vt_game_get_state (self->game) : NULL;

      /* From the ledger, not the groups' models: while the ledger changes,
       * a group's model that has not heard of it yet is out of date. The
       * totals are of every entry, whatever the search shows. */
      for (guint j = 0; self->ledger != NULL && j < g_list_model_get_n_items (G_LIST_MODEL (self->ledger)); j++)
        {
          g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->ledger), j);

          if (entry_is_of_side (&filter, entry))
            {
              const char *arm = vt_loss_entry_get_arm (entry);
              VtUnit *unit = state != NULL ? vt_scenario_find_unit (state, vt_loss_entry_get_unit (entry)) : NULL;
              const char *label = arm == NULL ? _("Other") : vt_ruleset_get_label (ruleset, arm);

              sums_add (arms, label, vt_loss_entry_get_points (entry));
              if (unit != NULL && vt_unit_get_division (unit) != NULL)
                sums_add (divisions, vt_unit_get_division (unit), vt_loss_entry_get_points (entry));
              points += vt_loss_entry_get_points (entry);
              n++;
            }
        }
      /* per arm and per division, in the order they first lost:
       * "Infantry 12 · Cavalry 4" */
      set_sums (group->arms, arms, NULL);
      set_sums (group->divisions, divisions, _("By division: "));
      update_states (self, group);

      if (n == 0)
        {
          gtk_label_set_label (GTK_LABEL (group->total), _("no losses"));
          gtk_widget_add_css_class (group->total, "dim-label");
        }
      else
        {
          g_autofree char *total = format_points (self, points);

          gtk_label_set_label (GTK_LABEL (group->total), total);
          gtk_widget_remove_css_class (group->total, "dim-label");
        }
      gtk_widget_set_visible (group->list, n > 0);
      /* the others show only when there are any */
      if (group->side == NULL)
        gtk_widget_set_visible (group->group, n > 0);
    }

  if (self->game == NULL || self->ledger == NULL)
    {
      gtk_label_set_label (self->totals_label, "");
      return;
    }

  if (g_list_model_get_n_items (G_LIST_MODEL (self->ledger)) == 0)
    {
      gtk_label_set_label (self->totals_label, _("No losses booked yet."));
      return;
    }

  sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *points = format_points (self, vt_loss_ledger_get_total (self->ledger, vt_side_get_id (side), NULL, NULL));

      /* TRANSLATORS: the foot of the Losses page: "Red: 12 Points · Blue: 4 Points" */
      g_string_append_printf (text, "%s%s: %s", text->len > 0 ? _(" · ") : "", vt_side_get_name (side), points);
    }

  gtk_label_set_label (self->totals_label, text->str);
}

static SideGroup *
add_group (VtLossesPanel *self,
           VtSide        *side)
{
  SideGroup *group = g_new0 (SideGroup, 1);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *name = gtk_label_new (side != NULL ? vt_side_get_name (side) : _("Units of no side"));
  g_autoptr(GtkCustomFilter) filter = NULL;

  group->side = side != NULL ? g_strdup (vt_side_get_id (side)) : NULL;
  group->group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (group->group, "loss-side");

  gtk_box_append (GTK_BOX (heading), vt_side_swatch_new (side != NULL ? vt_side_get_colour (side) : NULL));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "side-name");
  gtk_box_append (GTK_BOX (heading), name);
  group->total = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (group->total), 1);
  gtk_widget_add_css_class (group->total, "numeric");
  gtk_widget_add_css_class (group->total, "heading");
  gtk_box_append (GTK_BOX (heading), group->total);
  gtk_widget_add_css_class (heading, "loss-side-heading");
  gtk_box_append (GTK_BOX (group->group), heading);
  group->arms = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (group->arms), 0);
  gtk_label_set_wrap (GTK_LABEL (group->arms), TRUE);
  gtk_widget_add_css_class (group->arms, "caption");
  gtk_widget_add_css_class (group->arms, "dim-label");
  gtk_widget_add_css_class (group->arms, "numeric");
  gtk_box_append (GTK_BOX (group->group), group->arms);
  group->divisions = gtk_label_new (NULL);
  gtk_widget_set_name (group->divisions, "loss-divisions");
  gtk_label_set_xalign (GTK_LABEL (group->divisions), 0);
  gtk_label_set_wrap (GTK_LABEL (group->divisions), TRUE);
  gtk_widget_add_css_class (group->divisions, "caption");
  gtk_widget_add_css_class (group->divisions, "dim-label");
  gtk_widget_add_css_class (group->divisions, "numeric");
  gtk_box_append (GTK_BOX (group->group), group->divisions);
  group->states = gtk_label_new (NULL);
  gtk_widget_set_name (group->states, "loss-unit-states");
  gtk_label_set_xalign (GTK_LABEL (group->states), 0);
  gtk_label_set_wrap (GTK_LABEL (group->states), TRUE);
  gtk_widget_add_css_class (group->states, "loss-unit-states");

  group->list = gtk_list_box_new ();
  /* the list, then what it left of the units */
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (group->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (group->list, "loss-list");
  gtk_box_append (GTK_BOX (group->group), group->list);
  gtk_box_append (GTK_BOX (group->group), group->states);

  {
    GroupFilter *data = g_new0 (GroupFilter, 1);

    data->self = self;
    data->side = g_strdup (group->side);
    filter = gtk_custom_filter_new (entry_is_of_group, data, group_filter_free);
    group->filter = g_object_ref (filter);
  }
  group->entries = gtk_filter_list_model_new (self->ledger != NULL ? g_object_ref (G_LIST_MODEL (self->ledger)) : NULL,
                                              g_object_ref (GTK_FILTER (filter)));
  gtk_list_box_bind_model (GTK_LIST_BOX (group->list), G_LIST_MODEL (group->entries),
                           create_loss_row, self, NULL);
  g_signal_connect_object (group->entries, "items-changed", G_CALLBACK (update_totals), self, G_CONNECT_SWAPPED);

  gtk_box_append (self->groups_box, group->group);
  g_ptr_array_add (self->groups, group);
  return group;
}

static void
clear_groups (VtLossesPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
  if (self->groups != NULL)
    g_ptr_array_set_size (self->groups, 0);
}

/* what a chart on the page draws: the side, which chart, and the chart as
 * worked out when the game last changed (never in the draw itself) */
typedef struct {
  VtLossesPanel *self;
  char          *side;
  gboolean       losses;
  VtChart       *chart;
} ChartSource;

static void
chart_source_free (gpointer data)
{
  ChartSource *source = data;

  g_free (source->side);
  g_clear_pointer (&source->chart, vt_chart_free);
  g_free (source);
}

static void
chart_source_update (ChartSource *source)
{
  g_clear_pointer (&source->chart, vt_chart_free);
  if (source->self->game == NULL)
    return;
  source->chart = source->losses ? vt_chart_new_losses (source->self->game, source->side)
                                 : vt_chart_new_strength (source->self->game, source->side);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  ChartSource *source = data;

  if (source->chart != NULL)
    vt_chart_draw (source->chart, cr, width, height, 11);
}

/* Each side's strength by arm over the Züge and its losses in each, as
 * the report has them. */
static void
add_charts (VtLossesPanel *self,
            VtSide        *side)
{
  for (guint c = 0; c < 2; c++)
    {
      GtkWidget *area = gtk_drawing_area_new ();
      ChartSource *source = g_new0 (ChartSource, 1);

      source->self = self;
      source->side = g_strdup (vt_side_get_id (side));
      source->losses = c == 1;
      chart_source_update (source);
      g_object_set_data (G_OBJECT (area), "chart-source", source);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 150);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_chart, source, chart_source_free);
      gtk_widget_add_css_class (area, "loss-chart");
      gtk_widget_set_name (area, c == 1 ? "losses-chart" : "strength-chart");
      gtk_box_append (self->groups_box, area);
    }
}

/* A group for each side, in the scenario's order, and one for the rest;
 * the charts below. */
static void
build_groups (VtLossesPanel *self)
{
  GListModel *sides;

  clear_groups (self);
  if (self->game == NULL)
    return;

  sides = vt_scenario_get_sides (vt_game_get_state (self->game));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      add_group (self, side);
    }
  add_group (self, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      add_charts (self, side);
    }
  update_totals (self);
}

/* The game may hand out a new ledger after a replay: the page follows it. */
static void
show_ledger (VtLossesPanel *self)
{
  VtLossLedger *ledger = self->game != NULL ? vt_game_get_loss_ledger (self->game) : NULL;

  if (ledger == self->ledger && ledger != NULL)
    return;

  g_set_object (&self->ledger, ledger);
  for (guint i = 0; self->groups != NULL && i < self->groups->len; i++)
    {
      SideGroup *group = g_ptr_array_index (self->groups, i);

      gtk_filter_list_model_set_model (group->entries, ledger != NULL ? G_LIST_MODEL (ledger) : NULL);
    }
  update_totals (self);
}

static void
game_changed (VtLossesPanel *self)
{
  show_ledger (self);
  update_totals (self);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_DRAWING_AREA (child) && g_object_get_data (G_OBJECT (child), "chart-source") != NULL)
      {
        chart_source_update (g_object_get_data (G_OBJECT (child), "chart-source"));
        gtk_widget_queue_draw (child);
      }
}

VtGame *
vt_losses_panel_get_game (VtLossesPanel *self)
{
  g_return_val_if_fail (VT_IS_LOSSES_PANEL (self), NULL);

  return self->game;
}

void
vt_losses_panel_set_game (VtLossesPanel *self,
                          VtGame        *game)
{
  g_return_if_fail (VT_IS_LOSSES_PANEL (self));
  g_return_if_fail (!game || VT_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);

  g_clear_object (&self->ledger);
  build_groups (self);
  show_ledger (self);
}

static void
vt_losses_panel_dispose (GObject *object)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  clear_groups (self);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), VT_TYPE_LOSSES_PANEL);
  g_clear_object (&self->ledger);
  g_clear_object (&self->game);
  g_clear_pointer (&self->search, g_free);

  G_OBJECT_CLASS (vt_losses_panel_parent_class)->dispose (object);
}

static void
vt_losses_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

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
vt_losses_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  VtLossesPanel *self = VT_LOSSES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      vt_losses_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
search_changed (VtLossesPanel  *self,
                GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

  g_clear_pointer (&self->search, g_free);
  if (text != NULL && *text != '\0')
    self->search = g_utf8_casefold (text, -1);
  for (guint i = 0; self->groups != NULL && i < self->groups->len; i++)
    {
      SideGroup *group = g_ptr_array_index (self->groups, i);

      gtk_filter_changed (GTK_FILTER (group->filter), GTK_FILTER_CHANGE_DIFFERENT);
    }
}

gboolean
vt_losses_panel_export_csv (VtLossesPanel  *self,
                            GFile          *file,
                            GError        **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (VT_IS_LOSSES_PANEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no game to export."));
      return FALSE;
    }
  csv = vt_loss_ledger_to_csv (vt_game_get_loss_ledger (self->game), self->game, NULL);
  /* written beside and renamed over, so a failed export leaves no half file */
  return g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error);
}

static void
export_response (GtkNativeDialog *chooser,
                 int              response,
                 VtLossesPanel   *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && !vt_losses_panel_export_csv (self, file, &error))
    vt_window_show_error (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("The losses could not be exported"),
                          error->message);
  g_object_unref (chooser);
}

static void
export_clicked (VtLossesPanel *self,
                GtkButton     *button)
{
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export Losses"), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  name = g_strdup_printf ("%s — %s.csv", vt_scenario_get_title (vt_game_get_state (self->game)) != NULL
                                           ? vt_scenario_get_title (vt_game_get_state (self->game)) : _("Game"),
                          _("losses"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
vt_losses_panel_class_init (VtLossesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vt_losses_panel_dispose;
  object_class->get_property = vt_losses_panel_get_property;
  object_class->set_property = vt_losses_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/vertrauter/Vertrauter/vt-losses-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, groups_box);
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, totals_label);
  gtk_widget_class_bind_template_child (widget_class, VtLossesPanel, search_entry);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "vt-losses-panel");
}

static void
vt_losses_panel_init (VtLossesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->groups = g_ptr_array_new_with_free_func (side_group_free);
}

GtkWidget *
vt_losses_panel_new (void)
{
  return g_object_new (VT_TYPE_LOSSES_PANEL, NULL);
}
