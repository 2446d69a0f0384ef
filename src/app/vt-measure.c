/* vt-measure.c: lengths and scales in the ruleset's unit, for the umpire
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-measure"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "vt-application.h"
#include "vt-measure.h"

static struct {
  GSettings *settings;        /* NULL without the installed schema */
  gboolean   looked_up;
} length_units;

/* Digits grouped by thousands in the umpire's locale, "," where it has none. */
static char *
group_digits (double value)
{
  const char *separator = localeconv ()->thousands_sep;
  const char *point = localeconv ()->decimal_point;
  g_autofree char *plain = NULL;
  GString *grouped = g_string_new (NULL);
  const char *digits;
  const char *fraction;
  gsize n_digits;

  if (separator == NULL || separator[0] == '\0')
    separator = ",";
  if (point == NULL || point[0] == '\0')
    point = ".";

  /* whole numbers plainly, fractions to two significant places */
  if (fabs (value - round (value)) < 1e-9 || fabs (value) >= 100)
    plain = g_strdup_printf ("%.0f", value);
  else
    plain = g_strdup_printf ("%.2g", value);

  digits = plain;
  if (digits[0] == '-')
    {
      g_string_append_c (grouped, '-');
      digits++;
    }
  fraction = strpbrk (digits, ".,");
  n_digits = fraction != NULL ? (gsize) (fraction - digits) : strlen (digits);

  for (gsize i = 0; i < n_digits; i++)
    {
      if (i > 0 && (n_digits - i) % 3 == 0)
        g_string_append (grouped, separator);
      g_string_append_c (grouped, digits[i]);
    }
  if (fraction != NULL)
    {
      g_string_append (grouped, point);
      g_string_append (grouped, fraction + 1);
    }

  return g_string_free (grouped, FALSE);
}

/* the ruleset's word, with a capital as a heading wants it */
static char *
move_word (VtRuleset *ruleset,
           guint      n)
{
  const char *word = vt_ruleset_get_move_name (ruleset, n);
  gunichar first = g_utf8_get_char (word);
  char head[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (word), NULL);
}

char *
vt_measure_format_move (VtRuleset *ruleset,
                        guint      move)
{
  g_autofree char *word = move_word (ruleset, 1);

  /* TRANSLATORS: the ruleset's name of a move and its number: "Zug 3" */
  return g_strdup_printf (C_("move", "%s %u"), word, move);
}

char *
vt_measure_format_moves (VtRuleset *ruleset,
                         guint      moves)
{
  /* TRANSLATORS: a count of moves in the ruleset's word: "3 Züge", "1 move" */
  return g_strdup_printf (C_("moves", "%u %s"), moves, vt_ruleset_get_move_name (ruleset, moves));
}

char *
vt_measure_format_length (double      length,
                          const char *unit_of_length)
{
  g_autofree char *digits = group_digits (length);

  return g_strdup_printf ("%s %s", digits, vt_unit_of_length_name (unit_of_length, fabs (length - 1) > 1e-9));
}

char *
vt_measure_format_scale (double      pixels_per_unit,
                         const char *unit_of_length)
{
  g_autofree char *length = NULL;
  g_autofree char *pixels = NULL;

  g_return_val_if_fail (pixels_per_unit > 0, NULL);

  if (pixels_per_unit <= 1)
    {
      length = vt_measure_format_length (1 / pixels_per_unit, unit_of_length);
      /* TRANSLATORS: the map's scale, e.g. "1 px = 2.5 paces" */
      return g_strdup_printf (_("1 px = %s"), length);
    }

  length = vt_measure_format_length (1, unit_of_length);
  pixels = group_digits (pixels_per_unit);
  /* TRANSLATORS: the map's scale, e.g. "1 pace = 4 px" */
  return g_strdup_printf (_("%s = %s px"), length, pixels);
}

GSettings *
vt_measure_get_settings (void)
{
  if (!length_units.looked_up)
    {
      length_units.settings = vt_application_lookup_settings ("length-units");
      length_units.looked_up = TRUE;
    }
  return length_units.settings;
}

gboolean
vt_measure_get_metric (void)
{
  GSettings *settings = vt_measure_get_settings ();

  /* the enum's nick, as the schema names it */
  return settings != NULL && g_settings_get_enum (settings, "length-units") == 1;
}

gboolean
vt_measure_to_metres (double      length,
                      const char *unit_of_length,
                      double     *metres)
{
  double per_unit = unit_of_length != NULL ? vt_length_get_metres (unit_of_length) : 0;

  g_return_val_if_fail (metres != NULL, FALSE);

  if (!(per_unit > 0))
    return FALSE;
  *metres = length * per_unit;
  return TRUE;
}

char *
vt_measure_format_distance (double      length,
                            const char *unit_of_length)
{
  g_autofree char *own = vt_measure_format_length (length, unit_of_length);
  g_autofree char *in_metres = NULL;
  double metres;

  if (!vt_measure_get_metric () || g_strcmp0 (unit_of_length, "metre") == 0 ||
      !vt_measure_to_metres (length, unit_of_length, &metres))
    return g_steal_pointer (&own);

  /* a metre is finer than any ruleset's unit here: whole metres from 10 up */
  in_metres = vt_measure_format_length (fabs (metres) >= 10 ? round (metres) : metres, "metre");
  /* TRANSLATORS: a distance in metres, then in the ruleset's own unit:
   * "785 metres (1,250 paces)" */
  return g_strdup_printf (_("%s (%s)"), in_metres, own);
}
