/* vt-phrase.c: a sentence of the journal kept as its parts, said in the reader's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A phrase comes from a file as much as from a ruleset, so its message is
 * never handed to printf: each conversion is read here, checked against
 * the type of its argument, and printed alone from a spec rebuilt of
 * digits and known letters.
 */
#define G_LOG_DOMAIN "vt-phrase"

#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vt-phrase-private.h"
#include "vt-unit.h"

/* the deepest phrase within a phrase said (a file's may be any) */
#define MAX_DEPTH 8
/* a conversion's width or precision: more is no sentence */
#define MAX_DIGITS 3

static GVariant *
units_arg (GPtrArray *ids)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "units",
                               g_variant_new_strv ((const char * const *) ids->pdata, ids->len));
  return g_variant_dict_end (&dict);
}

static GVariant *
phrase_new_valist (const char *domain,
                   const char *msgid,
                   const char *msgid_plural,
                   guint64     n,
                   const char *arg_types,
                   va_list     ap)
{
  GVariantDict dict;
  GVariantBuilder args;

  g_variant_builder_init (&args, G_VARIANT_TYPE ("av"));
  for (const char *t = arg_types != NULL ? arg_types : ""; *t != '\0'; t++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      GVariant *arg = NULL;

      switch (*t)
        {
        case 'u':
          {
            VtUnit *unit = va_arg (ap, VtUnit *);

            if (unit != NULL)
              g_ptr_array_add (ids, (gpointer) vt_unit_get_id (unit));
            arg = units_arg (ids);
          }
          break;
        case 'U':
          {
            GPtrArray *units = va_arg (ap, GPtrArray *);

            for (guint i = 0; units != NULL && i < units->len; i++)
              g_ptr_array_add (ids, (gpointer) vt_unit_get_id (g_ptr_array_index (units, i)));
            arg = units_arg (ids);
          }
          break;
        case 'n':
          {
            const char *id = va_arg (ap, const char *);

            if (id != NULL)
              g_ptr_array_add (ids, (gpointer) id);
            arg = units_arg (ids);
          }
          break;
        case 'N':
          {
            const char * const *list = va_arg (ap, const char * const *);

            for (guint i = 0; list != NULL && list[i] != NULL; i++)
              g_ptr_array_add (ids, (gpointer) list[i]);
            arg = units_arg (ids);
          }
          break;
        case 's':
          {
            const char *s = va_arg (ap, const char *);

            arg = g_variant_new_string (s != NULL ? s : "");
          }
          break;
        case 't':
          {
            const char *word = va_arg (ap, const char *);

            arg = vt_phrase_new (domain, word != NULL ? word : "", NULL);
          }
          break;
        case 'p':
          {
            GVariant *phrase = va_arg (ap, GVariant *);

            arg = phrase != NULL ? phrase : vt_phrase_new (domain, "", NULL);
          }
          break;
        case 'i':
          arg = g_variant_new_int64 (va_arg (ap, int));
          break;
        case 'x':
          arg = g_variant_new_int64 (va_arg (ap, gint64));
          break;
        case 'd':
          arg = g_variant_new_double (va_arg (ap, double));
          break;
        default:
          g_critical ("vt_phrase_new: no argument type '%c' in \"%s\" of \"%s\"", *t, arg_types, msgid);
          g_variant_builder_clear (&args);
          return vt_phrase_new (domain, msgid, NULL);
        }
      g_variant_builder_add (&args, "v", arg);
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "domain", "s", domain);
  g_variant_dict_insert (&dict, "msgid", "s", msgid);
  if (msgid_plural != NULL)
    {
      g_variant_dict_insert (&dict, "plural", "s", msgid_plural);
      g_variant_dict_insert (&dict, "n", "t", n);
    }
  g_variant_dict_insert_value (&dict, "args", g_variant_builder_end (&args));
  return g_variant_dict_end (&dict);
}

/**
 * vt_phrase_new:
 * @domain: the gettext domain of @msgid
 * @msgid: the message, untranslated, with a conversion for each argument
 * @arg_types: (nullable): a letter for each argument (vt-phrase.h)
 *
 * Returns: (transfer floating): the phrase
 */
GVariant *
vt_phrase_new (const char *domain,
               const char *msgid,
               const char *arg_types,
               ...)
{
  va_list ap;
  GVariant *phrase;

  g_return_val_if_fail (domain != NULL, NULL);
  g_return_val_if_fail (msgid != NULL, NULL);

  va_start (ap, arg_types);
  phrase = phrase_new_valist (domain, msgid, NULL, 0, arg_types, ap);
  va_end (ap);
  return phrase;
}

/**
 * vt_phrase_new_plural:
 * @domain: the gettext domain of the messages
 * @msgid: the singular message, untranslated
 * @msgid_plural: the plural one
 * @n: the number that chooses between them
 * @arg_types: (nullable): a letter for each argument (vt-phrase.h)
 *
 * Returns: (transfer floating): the phrase
 */
GVariant *
vt_phrase_new_plural (const char *domain,
                      const char *msgid,
                      const char *msgid_plural,
                      guint64     n,
                      const char *arg_types,
                      ...)
{
  va_list ap;
  GVariant *phrase;

  g_return_val_if_fail (domain != NULL, NULL);
  g_return_val_if_fail (msgid != NULL && msgid_plural != NULL, NULL);

  va_start (ap, arg_types);
  phrase = phrase_new_valist (domain, msgid, msgid_plural, n, arg_types, ap);
  va_end (ap);
  return phrase;
}

/* ---- saying it ---------------------------------------------------------- */

typedef struct {
  char    type;   /* 's', 'x' or 'd' */
  char   *s;
  gint64  x;
  double  d;
} Said;

static void
said_clear (gpointer data)
{
  g_free (((Said *) data)->s);
}

static gboolean
is_phrase (GVariant *phrase)
{
  return phrase != NULL && g_variant_is_of_type (phrase, G_VARIANT_TYPE_VARDICT);
}

static gboolean
domain_known (const char         *domain,
              const char * const *domains)
{
  return domains != NULL && domain != NULL && g_strv_contains (domains, domain);
}

/* @spec's conversion: '%', then [N$][flags][width][.precision][length]letter.
 * Fills @argument (0-based; -1 for none given) and @rebuilt, the spec for
 * printf of one value: the flags, width and precision as written, the
 * length the value's type takes. Returns the letter, 0 when it is none. */
static char
read_conversion (const char **p,
                 int         *argument,
                 GString     *rebuilt)
{
  const char *s = *p + 1;
  const char *start;
  char letter;

  *argument = -1;
  g_string_assign (rebuilt, "%");
  start = s;
  while (g_ascii_isdigit (*s))
    s++;
  if (*s == '$' && s > start && s - start <= MAX_DIGITS)
    {
      *argument = atoi (start) - 1;
      if (*argument < 0)
        return 0;
      s++;
    }
  else
    s = start;
  while (*s != '\0' && strchr ("-+ #0'", *s) != NULL)
    g_string_append_c (rebuilt, *s++);
  start = s;
  while (g_ascii_isdigit (*s))
    g_string_append_c (rebuilt, *s++);
  if (s - start > MAX_DIGITS)
    return 0;
  if (*s == '.')
    {
      g_string_append_c (rebuilt, *s++);
      start = s;
      while (g_ascii_isdigit (*s))
        g_string_append_c (rebuilt, *s++);
      if (s - start > MAX_DIGITS)
        return 0;
    }
  while (*s != '\0' && strchr ("hlLqjzt", *s) != NULL)
    s++;
  letter = *s;
  if (letter == '\0' || strchr ("diouxXfFeEgGs", letter) == NULL)
    return 0;
  *p = s + 1;
  return letter;
}

static gboolean
print_conversion (GString    *out,
                  char        letter,
                  GString    *spec,
                  const Said *said)
{
  if (strchr ("diouxX", letter) != NULL)
    {
      if (said->type != 'x')
        return FALSE;
      g_string_append (spec, "ll");
      g_string_append_c (spec, letter);
      /* a spec of digits and the letters above only */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      g_string_append_printf (out, spec->str, (long long) said->x);
#pragma GCC diagnostic pop
      return TRUE;
    }
  if (strchr ("fFeEgG", letter) != NULL)
    {
      if (said->type != 'd')
        return FALSE;
      g_string_append_c (spec, letter);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      g_string_append_printf (out, spec->str, said->d);
#pragma GCC diagnostic pop
      return TRUE;
    }
  if (said->type != 's')
    return FALSE;
  /* a width or precision on a %s counts bytes; the words are UTF-8 */
  g_string_append (out, said->s);
  return TRUE;
}

/* @format with @said in its conversions; FALSE where they disagree */
static gboolean
format_said (const char *format,
             GArray     *said,
             GString    *out)
{
  g_autoptr(GString) spec = g_string_new (NULL);
  guint next = 0;
  int positional = -1; /* unknown, then 0 or 1 */

  for (const char *p = format; *p != '\0';)
    {
      int argument;
      char letter;

      if (*p != '%')
        {
          const char *end = strchr (p, '%');
          gsize len = end != NULL ? (gsize) (end - p) : strlen (p);

          g_string_append_len (out, p, len);
          p += len;
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, '%');
          p += 2;
          continue;
        }
      letter = read_conversion (&p, &argument, spec);
      if (letter == 0)
        return FALSE;
      if (positional == -1)
        positional = argument >= 0;
      else if (positional != (argument >= 0))
        return FALSE;
      if (argument < 0)
        argument = next++;
      if ((guint) argument >= said->len ||
          !print_conversion (out, letter, spec, &g_array_index (said, Said, argument)))
        return FALSE;
    }
  return TRUE;
}

static char *say (GVariant           *phrase,
                  const char * const *domains,
                  VtPhraseUnitsFunc   say_units,
                  gpointer            data,
                  guint               depth);

static gboolean
say_argument (GVariant           *arg,
              const char * const *domains,
              VtPhraseUnitsFunc   say_units,
              gpointer            data,
              guint               depth,
              Said               *said)
{
  g_autoptr(GVariant) units = NULL;

  if (g_variant_is_of_type (arg, G_VARIANT_TYPE_STRING))
    {
      said->type = 's';
      said->s = g_variant_dup_string (arg, NULL);
      return TRUE;
    }
  if (g_variant_is_of_type (arg, G_VARIANT_TYPE_INT64))
    {
      said->type = 'x';
      said->x = g_variant_get_int64 (arg);
      return TRUE;
    }
  if (g_variant_is_of_type (arg, G_VARIANT_TYPE_DOUBLE))
    {
      said->type = 'd';
      said->d = g_variant_get_double (arg);
      return TRUE;
    }
  if (!is_phrase (arg))
    return FALSE;
  units = g_variant_lookup_value (arg, "units", G_VARIANT_TYPE_STRING_ARRAY);
  said->type = 's';
  if (units != NULL)
    {
      g_autofree const char **ids = g_variant_get_strv (units, NULL);

      said->s = say_units (ids, data);
      return said->s != NULL;
    }
  said->s = say (arg, domains, say_units, data, depth + 1);
  return said->s != NULL;
}

static char *
say (GVariant           *phrase,
     const char * const *domains,
     VtPhraseUnitsFunc   say_units,
     gpointer            data,
     guint               depth)
{
  g_autoptr(GVariant) args = NULL;
  g_autoptr(GArray) said = NULL;
  g_autoptr(GString) out = NULL;
  const char *domain = NULL, *msgid = NULL, *plural = NULL, *format;
  guint64 n = 1;
  gsize n_args;

  if (depth > MAX_DEPTH || !is_phrase (phrase) ||
      !g_variant_lookup (phrase, "msgid", "&s", &msgid))
    return NULL;
  g_variant_lookup (phrase, "domain", "&s", &domain);
  if (g_variant_lookup (phrase, "plural", "&s", &plural))
    g_variant_lookup (phrase, "n", "t", &n);
  args = g_variant_lookup_value (phrase, "args", G_VARIANT_TYPE ("av"));
  n_args = args != NULL ? g_variant_n_children (args) : 0;

  said = g_array_sized_new (FALSE, TRUE, sizeof (Said), n_args);
  g_array_set_clear_func (said, said_clear);
  for (gsize i = 0; i < n_args; i++)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (args, i);
      g_autoptr(GVariant) arg = g_variant_get_variant (boxed);
      Said one = { 0 };

      if (!say_argument (arg, domains, say_units, data, depth, &one))
        {
          said_clear (&one);
          return NULL;
        }
      g_array_append_val (said, one);
    }

  if (!domain_known (domain, domains) || *msgid == '\0')
    format = plural != NULL && n != 1 ? plural : msgid;
  else if (plural != NULL)
    format = g_dngettext (domain, msgid, plural, (gulong) MIN (n, G_MAXULONG));
  else
    format = g_dgettext (domain, msgid);

  out = g_string_new (NULL);
  if (format_said (format, said, out))
    return g_string_free (g_steal_pointer (&out), FALSE);
  /* a translation that lost a conversion: the words it was written in */
  g_string_truncate (out, 0);
  format = plural != NULL && n != 1 ? plural : msgid;
  if (format_said (format, said, out))
    return g_string_free (g_steal_pointer (&out), FALSE);
  return NULL;
}

char *
_vt_phrase_say (GVariant           *phrase,
                const char * const *domains,
                VtPhraseUnitsFunc   say_units,
                gpointer            data)
{
  g_return_val_if_fail (say_units != NULL, NULL);

  return say (phrase, domains, say_units, data, 0);
}

static void
collect (GVariant  *phrase,
         GPtrArray *ids,
         guint      depth)
{
  g_autoptr(GVariant) args = NULL;
  g_autoptr(GVariant) units = NULL;
  gsize n;

  if (depth > MAX_DEPTH || !is_phrase (phrase))
    return;
  units = g_variant_lookup_value (phrase, "units", G_VARIANT_TYPE_STRING_ARRAY);
  if (units != NULL)
    {
      n = g_variant_n_children (units);
      for (gsize i = 0; i < n; i++)
        {
          char *id;

          g_variant_get_child (units, i, "s", &id);
          g_ptr_array_add (ids, id);
        }
      return;
    }
  args = g_variant_lookup_value (phrase, "args", G_VARIANT_TYPE ("av"));
  n = args != NULL ? g_variant_n_children (args) : 0;
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (args, i);
      g_autoptr(GVariant) arg = g_variant_get_variant (boxed);

      collect (arg, ids, depth + 1);
    }
}

void
_vt_phrase_collect_units (GVariant  *phrase,
                          GPtrArray *ids)
{
  g_return_if_fail (ids != NULL);

  collect (phrase, ids, 0);
}
