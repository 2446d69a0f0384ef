/* vt-chart.c: a side's strength and losses over the moves, drawn with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "vt-chart"

#include "config.h"

#include <pango/pangocairo.h>

#include <glib/gi18n-lib.h>

#include "vt-chart.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-journal.h"
#include "vt-loss-ledger.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

typedef struct {
  char     *name;
  VtColour  colour;
  double   *values;
} Series;

struct _VtChart {
  char      *title;
  char      *move_word;   /* "Zug" */
  GPtrArray *series;      /* of Series */
  guint      n_values;    /* one a move, from 0 */
  gboolean   bars;
};

static void
series_free (Series *series)
{
  g_free (series->name);
  g_free (series->values);
  g_free (series);
}

void
vt_chart_free (VtChart *chart)
{
  if (chart == NULL)
    return;
  g_free (chart->title);
  g_free (chart->move_word);
  g_ptr_array_unref (chart->series);
  g_free (chart);
}

static VtChart *
chart_new (VtGame *game,
           char   *title)
{
  VtChart *chart = g_new0 (VtChart, 1);
  const char *word = vt_ruleset_get_move_name (vt_game_get_ruleset (game), 1);

  chart->title = title;
  chart->move_word = g_strdup (word != NULL ? word : g_dngettext (GETTEXT_PACKAGE, "move", "moves", 1));
  chart->n_values = vt_game_get_move (game) + 1;
  chart->series = g_ptr_array_new_with_free_func ((GDestroyNotify) series_free);
  return chart;
}

static Series *
add_series (VtChart        *chart,
            const char     *name,
            const VtColour *colour)
{
  Series *series = g_new0 (Series, 1);

  series->name = g_strdup (name);
  series->colour = *colour;
  series->values = g_new0 (double, chart->n_values);
  g_ptr_array_add (chart->series, series);
  return series;
}

/* The arms' colours on a chart, the rest grey. */
static VtColour
arm_colour (const char *arm)
{
  if (g_strcmp0 (arm, "infantry") == 0)
    return (VtColour) { 0.15, 0.35, 0.70 };
  if (g_strcmp0 (arm, "cavalry") == 0)
    return (VtColour) { 0.75, 0.45, 0.10 };
  if (g_strcmp0 (arm, "artillery") == 0)
    return (VtColour) { 0.60, 0.15, 0.15 };
  return (VtColour) { 0.45, 0.45, 0.45 };
}

VtChart *
vt_chart_new_strength (VtGame     *game,
                       const char *side_id)
{
  VtScenario *start, *state;
  VtRuleset *ruleset;
  VtJournal *journal;
  GListModel *units;
  VtSide *side;
  g_autoptr(GHashTable) strengths = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) arms = g_ptr_array_new ();
  VtChart *chart;
  guint next = 0;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  start = vt_game_get_scenario (game);
  state = vt_game_get_state (game);
  ruleset = vt_game_get_ruleset (game);
  journal = vt_game_get_journal (game);
  units = vt_scenario_get_units (start);
  side = vt_scenario_find_side (state, side_id);
  if (side == NULL)
    return NULL;

  /* the arms the side has, in the order its units name them */
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));

      if (g_str_equal (vt_unit_get_side (unit), side_id) && type != NULL &&
          !g_ptr_array_find_with_equal_func (arms, type->arm, g_str_equal, NULL))
        g_ptr_array_add (arms, (gpointer) type->arm);
      g_hash_table_insert (strengths, (gpointer) vt_unit_get_id (unit), GUINT_TO_POINTER (vt_unit_get_strength (unit)));
    }
  if (arms->len == 0)
    return NULL;

  chart = chart_new (game, g_strdup_printf (_("Strength of %s by arm"), vt_side_get_name (side)));
  for (guint a = 0; a < arms->len; a++)
    {
      VtColour colour = arm_colour (arms->pdata[a]);
      const char *label = vt_ruleset_find_label (ruleset, arms->pdata[a]);

      add_series (chart, label != NULL ? label : vt_label_from_id (arms->pdata[a]), &colour);
    }

  /* each move's value is the strength as it stood at its end */
  for (guint m = 0; m < chart->n_values; m++)
    {
      for (; next < vt_journal_get_head (journal); next++)
        {
          VtEvent *event = vt_journal_get_event (journal, next);
          GVariant *changes = vt_event_get_changes (event);
          GVariantIter iter;
          GVariant *change;

          if (vt_event_get_move (event) > m)
            break;
          if (changes == NULL)
            continue;
          g_variant_iter_init (&iter, changes);
          while ((change = g_variant_iter_next_value (&iter)) != NULL)
            {
              const char *unit_id;
              guint32 strength;
              VtUnit *unit;

              if (g_variant_lookup (change, "unit", "&s", &unit_id) &&
                  g_variant_lookup (change, "strength", "u", &strength) &&
                  (unit = vt_scenario_find_unit (start, unit_id)) != NULL)
                g_hash_table_insert (strengths, (gpointer) vt_unit_get_id (unit), GUINT_TO_POINTER (strength));
              g_variant_unref (change);
            }
        }
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
          const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
          guint a;

          if (!g_str_equal (vt_unit_get_side (unit), side_id) || type == NULL ||
              !g_ptr_array_find_with_equal_func (arms, type->arm, g_str_equal, &a))
            continue;
          ((Series *) chart->series->pdata[a])->values[m] +=
            GPOINTER_TO_UINT (g_hash_table_lookup (strengths, vt_unit_get_id (unit)));
        }
    }
  return chart;
}

VtChart *
vt_chart_new_losses (VtGame     *game,
                     const char *side_id)
{
  VtLossLedger *ledger;
  VtSide *side;
  VtChart *chart;
  Series *points;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (side_id != NULL, NULL);

  side = vt_scenario_find_side (vt_game_get_state (game), side_id);
  if (side == NULL)
    return NULL;

  ledger = vt_game_get_loss_ledger (game);
  chart = chart_new (game, NULL);
  chart->title = g_strdup_printf (_("Losses of %s in each %s"), vt_side_get_name (side), chart->move_word);
  chart->bars = TRUE;
  points = add_series (chart, _("loss points"), vt_side_get_colour (side));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (ledger)); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger), i);

      if (g_strcmp0 (vt_loss_entry_get_side (entry), side_id) == 0 && vt_loss_entry_get_move (entry) < chart->n_values)
        points->values[vt_loss_entry_get_move (entry)] += vt_loss_entry_get_points (entry);
    }
  return chart;
}

const char *
vt_chart_get_title (VtChart *chart)
{
  g_return_val_if_fail (chart != NULL, NULL);

  return chart->title;
}

static void
show_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      width,
           double      size,
           gboolean    bold,
           gboolean    right)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  if (right)
    pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Its title, the axes with the highest value and the first and last move,
 * each series a line (or bars), and a key. */
void
vt_chart_draw (VtChart *chart,
               cairo_t *cr,
               double   width,
               double   height,
               double   font_size)
{
  double key_width = 10 * font_size, left = 5 * font_size, top = 2 * font_size;
  double plot_width = width - left - key_width, plot_height = height - top - 2.5 * font_size;
  double step, most = 0;
  char label[64];

  g_return_if_fail (chart != NULL);
  g_return_if_fail (cr != NULL);

  if (plot_width <= 0 || plot_height <= 0)
    return;
  for (guint s = 0; s < chart->series->len; s++)
    for (guint m = 0; m < chart->n_values; m++)
      most = MAX (most, ((Series *) chart->series->pdata[s])->values[m]);
  if (most <= 0)
    most = 1;
  step = plot_width / MAX (chart->n_values, 1);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  show_text (cr, chart->title, 0, 0, width, font_size * 1.15, TRUE, FALSE);

  /* the axes, the highest value and the first and last move */
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, left, top);
  cairo_line_to (cr, left, top + plot_height);
  cairo_line_to (cr, left + plot_width, top + plot_height);
  cairo_stroke (cr);
  g_snprintf (label, sizeof label, "%g", most);
  show_text (cr, label, 0, top - font_size / 2, left - font_size / 2, font_size, FALSE, TRUE);
  g_snprintf (label, sizeof label, "%s 0", chart->move_word);
  show_text (cr, label, left, top + plot_height + 3, plot_width / 2, font_size, FALSE, FALSE);
  g_snprintf (label, sizeof label, "%u", chart->n_values > 0 ? chart->n_values - 1 : 0);
  show_text (cr, label, left + plot_width / 2, top + plot_height + 3, plot_width / 2, font_size, FALSE, TRUE);

  for (guint s = 0; s < chart->series->len; s++)
    {
      const Series *series = chart->series->pdata[s];

      cairo_set_source_rgb (cr, series->colour.red, series->colour.green, series->colour.blue);
      if (chart->bars)
        for (guint m = 0; m < chart->n_values; m++)
          {
            double h = series->values[m] / most * plot_height;

            cairo_rectangle (cr, left + m * step + step * 0.15, top + plot_height - h, step * 0.7, h);
            cairo_fill (cr);
          }
      else
        {
          for (guint m = 0; m < chart->n_values; m++)
            {
              double x = left + (m + 0.5) * step, v = top + plot_height - series->values[m] / most * plot_height;

              if (m == 0)
                cairo_move_to (cr, x, v);
              else
                cairo_line_to (cr, x, v);
            }
          /* a single move is a point, not a line */
          if (chart->n_values == 1)
            cairo_rel_line_to (cr, 0.1, 0);
          cairo_set_line_width (cr, 1.5);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_stroke (cr);
        }
      cairo_rectangle (cr, left + plot_width + font_size, top + s * 1.6 * font_size + 0.3 * font_size,
                       font_size, font_size);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      show_text (cr, series->name, left + plot_width + 2.5 * font_size, top + s * 1.6 * font_size,
                 key_width - 2.5 * font_size, font_size, FALSE, FALSE);
    }
  cairo_restore (cr);
}
