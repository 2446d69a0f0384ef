/* vt-message-slips.c: messages in words, and printed on slips for handing to the players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-message-slips"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "vt-measure.h"
#include "vt-message-slips.h"
#include "vt-report-print.h"

/* three to an A4 page: a slip about the size of the paper an umpire cuts */
#define SLIPS_PER_PAGE 3
#define SLIP_MARGIN    36.0   /* points, half an inch */

/* a message's end by name, "the umpire" in the reader's language */
static char *
end_name (VtGame     *game,
          const char *unit_id,
          const char *side_id)
{
  if (unit_id == NULL && side_id == NULL)
    return g_strdup (_("the umpire"));
  return g_strdup (vt_message_end_name (vt_game_get_state (game), unit_id, side_id));
}

char *
vt_message_slip_dup_from (VtGame    *game,
                          VtMessage *message)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_MESSAGE (message), NULL);

  return end_name (game, vt_message_get_from_unit (message), vt_message_get_from_side (message));
}

char *
vt_message_slip_dup_to (VtGame    *game,
                        VtMessage *message)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_MESSAGE (message), NULL);

  return end_name (game, vt_message_get_to_unit (message), vt_message_get_to_side (message));
}

char *
vt_message_slip_dup_when (VtGame *game,
                          guint   move,
                          guint   minutes)
{
  g_autofree char *zug = vt_measure_format_move (vt_game_get_ruleset (game), move);

  /* TRANSLATORS: a Zug and its game time: "Zug 7, 06:42" */
  return g_strdup_printf (_("%s, %02u:%02u"), zug, (minutes / 60) % 24, minutes % 60);
}

char *
vt_message_slip_dup_kind (VtMessage *message)
{
  const char *kind = _(vt_message_kind_get_label (vt_message_get_kind (message)));

  switch (vt_message_get_intelligence (message))
    {
    case VT_INTELLIGENCE_PATROL:
      return g_strdup_printf (_("%s (from a patrol)"), kind);
    case VT_INTELLIGENCE_SPY:
      return g_strdup_printf (_("%s (from spies)"), kind);
    case VT_INTELLIGENCE_INHABITANTS:
      return g_strdup_printf (_("%s (from inhabitants)"), kind);
    case VT_INTELLIGENCE_NONE:
    default:
      return g_strdup (kind);
    }
}

char *
vt_message_slip_dup_first_line (VtMessage *message)
{
  const char *text = vt_message_get_text (message);
  const char *end = text != NULL ? strchr (text, '\n') : NULL;

  if (text == NULL)
    return g_strdup ("");
  return end != NULL ? g_strndup (text, (gsize) (end - text)) : g_strdup (text);
}

const char *
vt_message_slip_state_words (VtMessageState state)
{
  switch (state)
    {
    case VT_MESSAGE_IN_TRANSIT:
      return _("in transit");
    case VT_MESSAGE_HELD:
      return _("held by the umpire");
    case VT_MESSAGE_DELIVERED:
      return _("delivered");
    case VT_MESSAGE_GARBLED:
      return _("delivered garbled");
    case VT_MESSAGE_LOST:
      return _("lost");
    case VT_MESSAGE_INTERCEPTED:
      return _("intercepted");
    default:
      return "";
    }
}

char *
vt_message_slip_dup_text (VtGame    *game,
                          VtMessage *message)
{
  g_autofree char *from = NULL, *to = NULL, *kind = NULL, *sent = NULL, *due = NULL;
  guint arrived;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_MESSAGE (message), NULL);

  from = vt_message_slip_dup_from (game, message);
  to = vt_message_slip_dup_to (game, message);
  kind = vt_message_slip_dup_kind (message);
  sent = vt_message_slip_dup_when (game, vt_message_get_sent_move (message), vt_message_get_sent_time (message));
  /* the Zug it did arrive in, if it has; else when it is due */
  arrived = vt_message_get_delivered_move (message);
  if (arrived > 0)
    {
      guint minutes_per = vt_ruleset_get_minutes_per_move (vt_game_get_ruleset (game));
      guint time = vt_message_get_sent_time (message)
                   + (arrived - MIN (arrived, vt_message_get_sent_move (message))) * minutes_per;

      due = vt_message_slip_dup_when (game, arrived, time);
    }
  else
    due = vt_message_slip_dup_when (game, vt_message_get_due_move (message), vt_message_get_due_time (message));

  /* TRANSLATORS: a printed message slip */
  return g_strdup_printf (_("%s\nFrom: %s\nTo: %s\nSent: %s\nArrives: %s\n\n%s"),
                          kind, from, to, sent, due, vt_message_get_text (message));
}

/* printing */

typedef struct {
  VtGame    *game;
  GPtrArray *messages;
} Slips;

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             Slips             *slips)
{
  guint n = slips->messages->len;

  gtk_print_operation_set_n_pages (operation, (int) MAX (1, (n + SLIPS_PER_PAGE - 1) / SLIPS_PER_PAGE));
}

static void
draw_slip (cairo_t         *cr,
           GtkPrintContext *context,
           VtGame          *game,
           VtMessage       *message,
           double           top,
           double           width,
           double           height)
{
  g_autoptr(PangoLayout) heading = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoLayout) body = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) heading_font = pango_font_description_from_string ("Serif Bold 16");
  g_autoptr(PangoFontDescription) body_font = pango_font_description_from_string ("Serif 12");
  g_autofree char *text = vt_message_slip_dup_text (game, message);
  const char *newline = strchr (text, '\n');
  g_autofree char *first = g_strndup (text, (gsize) (newline - text));
  int heading_height;

  pango_layout_set_font_description (heading, heading_font);
  pango_layout_set_width (heading, pango_units_from_double (width));
  pango_layout_set_text (heading, first, -1);
  pango_layout_set_font_description (body, body_font);
  pango_layout_set_width (body, pango_units_from_double (width));
  pango_layout_set_wrap (body, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (body, pango_units_from_double (height));
  pango_layout_set_ellipsize (body, PANGO_ELLIPSIZE_END);
  pango_layout_set_text (body, newline + 1, -1);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, SLIP_MARGIN, top);
  pango_cairo_show_layout (cr, heading);
  pango_layout_get_size (heading, NULL, &heading_height);
  cairo_move_to (cr, SLIP_MARGIN, top + pango_units_to_double (heading_height) + 6);
  pango_cairo_show_layout (cr, body);
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           Slips             *slips)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double slip_height = height / SLIPS_PER_PAGE;
  static const double dash[] = { 6.0, 4.0 };

  for (guint i = 0; i < SLIPS_PER_PAGE; i++)
    {
      guint index = (guint) page * SLIPS_PER_PAGE + i;
      double top = i * slip_height;

      if (index >= slips->messages->len)
        break;
      draw_slip (cr, context, slips->game, g_ptr_array_index (slips->messages, index),
                 top + SLIP_MARGIN, width - 2 * SLIP_MARGIN, slip_height - 2 * SLIP_MARGIN - 30);
      /* a line to cut along, under each slip but the page's last */
      if (i + 1 < SLIPS_PER_PAGE && index + 1 < slips->messages->len)
        {
          cairo_save (cr);
          cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
          cairo_set_line_width (cr, 0.5);
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_move_to (cr, 0, top + slip_height);
          cairo_line_to (cr, width, top + slip_height);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
    }
}

gboolean
vt_message_slips_print (GtkWindow  *parent,
                        VtGame     *game,
                        GPtrArray  *messages,
                        const char *export_to,
                        GError    **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  GtkPrintOperationResult result;
  Slips slips = { game, messages };

  g_return_val_if_fail (VT_IS_GAME (game), FALSE);
  g_return_val_if_fail (messages != NULL, FALSE);

  if (messages->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("No messages to print: select some in the log, or advance until one arrives"));
      return FALSE;
    }

  operation = gtk_print_operation_new ();
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  /* the slips keep their own margins */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, _("Message slips"));
  {
    const char *title = vt_scenario_get_title (vt_game_get_state (game));
    /* TRANSLATORS: the slips' file: "Der Übergang bei Kunzendorf – message slips" */
    g_autofree char *name = title != NULL ? g_strdup_printf (_("%s – message slips"), title) : g_strdup (_("Message slips"));

    vt_print_propose_file_name (operation, name);
  }
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), &slips);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), &slips);
  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);

  result = gtk_print_operation_run (operation,
                                    export_to != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                      : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    parent, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}
