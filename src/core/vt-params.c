/* vt-params.c: reading an action's parameters and a game's options, for rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every ruleset needs around its rules, so a plugin writes rules, not
 * the reading of dictionaries.
 */
#define G_LOG_DOMAIN "vt-params"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "vt-game.h"
#include "vt-params.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"

gboolean
vt_variant_get_integer (GVariant *value,
                        gint64   *integer)
{
  g_return_val_if_fail (value != NULL && integer != NULL, FALSE);

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    *integer = g_variant_get_int64 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
    *integer = g_variant_get_int32 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
    *integer = g_variant_get_uint32 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT16))
    *integer = g_variant_get_int16 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT16))
    *integer = g_variant_get_uint16 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_BYTE))
    *integer = g_variant_get_byte (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT64) &&
           g_variant_get_uint64 (value) <= G_MAXINT64)
    *integer = (gint64) g_variant_get_uint64 (value);
  else
    return FALSE;

  return TRUE;
}

gboolean
vt_variant_get_number (GVariant *value,
                       double   *number)
{
  gint64 integer;

  g_return_val_if_fail (value != NULL && number != NULL, FALSE);

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    {
      *number = g_variant_get_double (value);
      return TRUE;
    }

  if (vt_variant_get_integer (value, &integer))
    {
      *number = (double) integer;
      return TRUE;
    }

  return FALSE;
}

gboolean
vt_params_get_integer (GVariant   *params,
                       const char *name,
                       gint64     *value)
{
  g_autoptr(GVariant) given = NULL;

  g_return_val_if_fail (name != NULL, FALSE);

  if (params == NULL)
    return FALSE;

  given = g_variant_lookup_value (params, name, NULL);
  return given != NULL && vt_variant_get_integer (given, value);
}

gboolean
vt_params_get_number (GVariant   *params,
                      const char *name,
                      double     *value)
{
  g_autoptr(GVariant) given = NULL;

  g_return_val_if_fail (name != NULL, FALSE);

  if (params == NULL)
    return FALSE;

  given = g_variant_lookup_value (params, name, NULL);
  return given != NULL && vt_variant_get_number (given, value);
}

gboolean
vt_params_get_boolean (GVariant   *params,
                       const char *name,
                       gboolean   *value)
{
  g_return_val_if_fail (name != NULL, FALSE);

  return params != NULL && g_variant_lookup (params, name, "b", value);
}

gboolean
vt_params_get_string (GVariant    *params,
                      const char  *name,
                      const char **value)
{
  g_return_val_if_fail (name != NULL, FALSE);

  return params != NULL && g_variant_lookup (params, name, "&s", value);
}

VtUnit *
vt_params_get_unit (VtGame      *game,
                    GVariant    *params,
                    const char  *name,
                    GError     **error)
{
  const char *id = NULL;
  VtUnit *unit;

  if (!vt_params_get_string (params, name, &id))
    return NULL;

  /* without a game the unit is only a name; the numbers come from the
   * other parameters */
  if (game == NULL)
    return NULL;

  unit = vt_scenario_find_unit (vt_game_get_state (game), id);
  if (unit == NULL)
    g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER,
                 _("parameter '%s': there is no unit '%s' on the map"), name, id);

  return unit;
}

/* borrowed from the scenario */
static GVariant *
game_option (VtGame     *game,
             const char *name)
{
  if (game == NULL)
    return NULL;

  /* the state's: the set-up's options and the umpire's in the journal */
  return vt_scenario_get_option (vt_game_get_state (game), name);
}

gboolean
vt_option_get_boolean (VtGame     *game,
                       const char *name,
                       gboolean    fallback)
{
  GVariant *value = game_option (game, name);

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return g_variant_get_boolean (value);

  return fallback;
}

gint64
vt_option_get_integer (VtGame     *game,
                       const char *name,
                       gint64      fallback)
{
  GVariant *value = game_option (game, name);
  gint64 integer;
  double number;

  if (value == NULL)
    return fallback;
  if (vt_variant_get_integer (value, &integer))
    return integer;
  if (vt_variant_get_number (value, &number))
    return (gint64) number;

  return fallback;
}

double
vt_option_get_number (VtGame     *game,
                      const char *name,
                      double      fallback)
{
  GVariant *value = game_option (game, name);
  double number;

  if (value != NULL && vt_variant_get_number (value, &number))
    return number;

  return fallback;
}

GVariant *
vt_prepare_result_new (GVariant           *params,
                       const char * const *filled,
                       const char         *die,
                       const char         *table,
                       const char         *why)
{
  GVariantDict result;
  GVariantBuilder names;

  g_return_val_if_fail (params != NULL, NULL);

  g_variant_builder_init (&names, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; filled != NULL && filled[i] != NULL; i++)
    g_variant_builder_add (&names, "s", filled[i]);

  g_variant_dict_init (&result, NULL);
  g_variant_dict_insert_value (&result, "params", params);
  g_variant_dict_insert_value (&result, "filled", g_variant_builder_end (&names));
  if (die != NULL)
    g_variant_dict_insert (&result, "die", "s", die);
  if (table != NULL)
    g_variant_dict_insert (&result, "table", "s", table);
  if (why != NULL)
    g_variant_dict_insert (&result, "why", "s", why);

  return g_variant_dict_end (&result);
}

static void
set_bad_parameter (GError     **error,
                   const char  *format,
                   va_list      args) G_GNUC_PRINTF (2, 0);

static void
set_bad_parameter (GError     **error,
                   const char  *format,
                   va_list      args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_set_error_literal (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER, message);
}

gboolean
vt_bad_parameter (GError    **error,
                  const char *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  set_bad_parameter (error, format, args);
  va_end (args);
  return FALSE;
}

gpointer
vt_bad_parameter_null (GError    **error,
                       const char *format,
                       ...)
{
  va_list args;

  va_start (args, format);
  set_bad_parameter (error, format, args);
  va_end (args);
  return NULL;
}
