/* vt-game-rulings.c: a fact the map gives, changed by the umpire
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of the rules of the moment (vt_game_check_action): the window's
 * Allow box and the tool's umpire-allows= give his reason, which the
 * journal line reads (vt_event_dup_text).
 */
#define G_LOG_DOMAIN "vt-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-ruleset.h"

/* @params without @name */
static GVariant *
params_without (GVariant   *params,
                const char *name)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (params);

  g_variant_dict_remove (&dict, name);
  return g_variant_dict_end (&dict);
}

/* @value in the umpire's words: a number as it is, a choice by its label */
static char *
param_value_words (VtGame              *self,
                   const VtActionParam *param,
                   GVariant            *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    {
      char text[G_ASCII_DTOSTR_BUF_SIZE];

      return g_strdup (g_ascii_formatd (text, sizeof text, "%g", g_variant_get_double (value)));
    }
  if (param->type == VT_PARAM_CHOICE && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_strdup (vt_ruleset_get_choice_label (vt_game_get_ruleset (self), param, g_variant_get_string (value, NULL)));
  return g_variant_print (value, FALSE);
}

/* A fact the map gives (a range measured, the ground under a unit) that
 * the umpire changed is his ruling, for him to give the reason of: the
 * value the ruleset fills from this game's map and units, left to itself,
 * against the one given. A value it fills the same without a game is its
 * default, no fact of the map, and anyone may choose another. */
gboolean
_vt_game_check_map_given (VtGame         *self,
                          const VtAction *action,
                          GVariant       *params,
                          GError        **error)
{
  for (guint i = 0; i < action->n_params; i++)
    {
      const VtActionParam *param = &action->params[i];
      g_autoptr(GVariant) given = NULL;
      g_autoptr(GVariant) prepared = NULL;
      g_autoptr(GVariant) filled = NULL;
      g_autoptr(GVariant) unmapped = NULL;
      g_autoptr(GVariant) by_default = NULL;
      g_autofree char *measured = NULL;
      g_autofree char *ruled = NULL;

      if (param->type == VT_PARAM_UNIT ||
          (given = g_variant_lookup_value (params, param->name, NULL)) == NULL)
        continue;
      prepared = vt_ruleset_prepare (vt_game_get_ruleset (self), self, action->id, params_without (params, param->name), NULL);
      filled = prepared != NULL ? g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT) : NULL;
      g_clear_pointer (&prepared, g_variant_unref);
      prepared = filled;
      filled = prepared != NULL ? g_variant_lookup_value (prepared, param->name, NULL) : NULL;
      if (filled == NULL || g_variant_equal (filled, given))
        continue;
      unmapped = vt_ruleset_prepare (vt_game_get_ruleset (self), NULL, action->id, params_without (params, param->name), NULL);
      by_default = unmapped != NULL ? g_variant_lookup_value (unmapped, "params", G_VARIANT_TYPE_VARDICT) : NULL;
      if (by_default != NULL)
        {
          g_autoptr(GVariant) value = g_variant_lookup_value (by_default, param->name, NULL);

          if (value != NULL && g_variant_equal (value, filled))
            continue;
        }

      measured = param_value_words (self, param, filled);
      ruled = param_value_words (self, param, given);
      g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
                   /* TRANSLATORS: "Fire: the map gives Range 715; 300 is the umpire's ruling. The umpire may allow it …" */
                   _("%s: the map gives %s %s; %s is the umpire's ruling. The umpire may allow it with his "
                     "reason (%s=REASON)"),
                   action->label != NULL ? vt_ruleset_translate (vt_game_get_ruleset (self), action->label) : action->id,
                   param->label != NULL ? vt_ruleset_translate (vt_game_get_ruleset (self), param->label) : param->name,
                   measured, ruled, VT_PARAM_UMPIRE_ALLOWS);
      return FALSE;
    }
  return TRUE;
}
