/* rz12-losses.c: the loss markers of VIII §6–12
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A loss is a fraction of a piece, in markers of 1/8, 1/4, 3/8, 1/2 and
 * 3/4 (VIII §7 a), on the markers of the piece's arm (VIII §7 b). The
 * ledger books them in pieces; when a piece's markers reach a whole one
 * the piece is taken and the markers returned (VIII §10). Fractions do not
 * weaken a piece until then (VIII §12): its strength stays whole.
 */
#define G_LOG_DOMAIN "vt-rz12-losses"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "rz12-catalogue.h"
#include "rz12-losses.h"
#include "rz12-ruleset.h"

double
rz12_losses_threshold (VtGame     *game,
                       const char *arm)
{
  GVariant *value = game != NULL ? vt_scenario_get_option (vt_game_get_state (game), "piece-goes-at") : NULL;

  /* VIII §10: ¼ + ⅜ + ¼ = ⅞ "therefore takes one closed infantry piece
   * and places a ⅛ marker against him": the piece goes at ⅞ and the ⅛ the
   * striker took too much is laid back. The other reading waits for 1. */
  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) &&
      g_str_equal (g_variant_get_string (value, NULL), "whole"))
    return 1.0;
  return 0.875;
}

static double
booked_on (VtGame *game,
           VtUnit *unit)
{
  return vt_loss_ledger_get_total (vt_game_get_loss_ledger (game), NULL, NULL, vt_unit_get_id (unit));
}

static const char *
marker_of (VtUnit *unit)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  return piece != NULL && piece->marker != NULL ? piece->marker : "closed-infantry";
}

/* whether a piece of @units after the @i-th still stands to take a loss */
static gboolean
standing_after (GPtrArray *units,
                guint      i)
{
  for (guint k = i + 1; k < units->len; k++)
    if (vt_unit_get_strength (g_ptr_array_index (units, k)) > 0)
      return TRUE;
  return FALSE;
}

void
rz12_losses_book (VtGame     *game,
                  GPtrArray  *units,
                  double      pieces,
                  guint       lost,
                  GVariant   *note,
                  VtOutcome  *outcome,
                  GString    *text,
                  GHashTable *taken)
{
  /* the ledger's note as a phrase (floating), one for every piece it books */
  g_autoptr(GVariant) cause = note != NULL ? g_variant_ref_sink (note) : NULL;
  g_autofree char *told = rz12_format_pieces (pieces);
  double left = pieces, threshold = rz12_losses_threshold (game, NULL);

  if (units == NULL || units->len == 0 || game == NULL)
    {
      if (pieces > 0)
        /* Translators: the loss in pieces, a fraction such as ½ or 1¼ (the plural from 1¼ on) */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %s piece lost", " %s pieces lost",
                                                   pieces > 1 ? 2 : 1), told);
      if (lost > 0 && pieces > 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", and %u piece taken whole",
                                                   ", and %u pieces taken whole", lost), lost);
      else if (lost > 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %u piece taken whole",
                                                   " %u pieces taken whole", lost), lost);
      if (pieces > 0 || lost > 0)
        g_string_append (text, _ ("; name the pieces to book them."));
      return;
    }

  for (guint i = 0; i < units->len && (left > 1e-9 || lost > 0); i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);
      const char *marker = marker_of (unit);
      guint strength = vt_unit_get_strength (unit);
      double before = booked_on (game, unit), take, after, stays = 0;
      g_autofree char *took = NULL;
      g_autofree char *now = NULL;

      if (strength == 0)
        continue;
      if (lost > 0)
        {
          /* lost whole: a blocked retreat (VIII §18, IX §15, XI §7), a
           * flank rolled up (XI §9), a column struck (XI §10–11) */
          take = MAX (0, 1 - before);
          lost--;
        }
      else
        {
          take = MIN (left, MAX (0, 1 - before));
          left -= take;
        }
      after = before + take;
      if (after + 1e-9 >= threshold && lost == 0 && left > 1e-9 && !standing_after (units, i))
        {
          /* VIII §10: the sum is carried, one piece removed; what it
           * exceeds a whole piece by stays as a marker against the arm
           * (VIII §11 b) when no piece of the line follows to take it */
          stays = left;
          take += left;
          after += left;
          left = 0;
        }
      took = rz12_format_pieces (take);
      now = rz12_format_pieces (after);
      if (after + 1e-9 >= threshold)
        {
          vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (unit), marker, take, cause, strength, 0);
          if (taken != NULL)
            g_hash_table_add (taken, (gpointer) vt_unit_get_id (unit));
          /* Translators: the piece, the loss (a fraction), the marker's name, the markers it now has */
          g_string_append_printf (text, _ (" %s: %s of %s, markers %s: the piece is taken and its markers "
                                     "returned (VIII §10)"), vt_unit_get_display_name (unit), took,
                                  rz12_marker_label (marker), now);
          if (stays > 1e-9)
            {
              g_autofree char *kept = rz12_format_pieces (stays);

              /* Translators: the fraction carried beyond a whole piece, such
               * as ¼, and the marker's name */
              g_string_append_printf (text, _ ("; %s stays, a marker of %s against its side (VIII §10)"), kept,
                                      rz12_marker_label (marker));
            }
          else if (after < 1 - 1e-9)
            {
              g_autofree char *back = rz12_format_pieces (1 - after);

              /* Translators: the fraction of a marker laid back, such as ⅛ */
              g_string_append_printf (text, _ (", a %s marker laid back"), back);
            }
          g_string_append_c (text, '.');
        }
      else
        {
          vt_outcome_book_loss_phrase (outcome, vt_unit_get_id (unit), marker, take, cause, strength, strength);
          /* Translators: the piece, the loss (a fraction), the marker's name, the markers it now has */
          g_string_append_printf (text, _ (" %s: %s of %s, markers %s."), vt_unit_get_display_name (unit), took,
                                  rz12_marker_label (marker), now);
        }
    }
  if (left > 1e-9)
    {
      g_autofree char *over = rz12_format_pieces (left);

      g_string_append_printf (text, _ (" %s more than the pieces named could lose."), over);
    }
}

/* ---- the losses action: markers by hand -------------------------------- */

static const char * const fractions[] = { "1/8", "1/4", "3/8", "1/2", "3/4", "1", NULL };
static const char * const fraction_labels[] = { "⅛", "¼", "⅜", "½", "¾", N_("A whole piece"), NULL };

static const char * const causes[] = { "artillery", "other", NULL };

static const VtActionParam loss_params[] = {
  { "unit", N_("Piece"), VT_PARAM_UNIT, 0, 0, NULL, FALSE, N_("The piece that takes the marker."), NULL,
    VT_PARAM_ROLE_TARGET },
  { "marker", N_("Marker"), VT_PARAM_CHOICE, 0, 0, fractions, FALSE,
    N_("The loss markers of VIII §7 a; artillery's 1/4 and 3/4 are one and three guns (VIII §9)."),
    fraction_labels },
  { "cause", N_("Cause"), VT_PARAM_CHOICE, 0, 0, causes, TRUE,
    N_("Artillery: the umpire's substitute for the lost Section XII.") },
};

static const VtAction actions[] = {
  { "losses", N_("Loss marker"), loss_params, G_N_ELEMENTS (loss_params),
    N_("Lays a loss marker on a piece by hand (VIII §11 c; the artillery's losses, XII being lost)."),
    NULL, N_("Losses") },
};

static GVariant *
resolve_losses (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) units = NULL;
  const char *marker = NULL, *unit_id = NULL, *cause = "other";
  GError *local_error = NULL;
  double pieces;
  char *slash;

  vt_params_get_string (params, "marker", &marker);
  vt_params_get_string (params, "unit", &unit_id);
  vt_params_get_string (params, "cause", &cause);
  slash = strchr (marker, '/');
  pieces = slash != NULL ? g_ascii_strtod (marker, NULL) / g_ascii_strtod (slash + 1, NULL) : 1.0;
  units = rz12_units_named (game, params, "unit", &local_error);
  if (units == NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (units->len > 1)
    return vt_bad_parameter_null (error, _ ("losses: a marker goes on one piece; %u are named"), units->len);

  /* Translators: the marker (a fraction such as 1/8), the piece's id, the
   * artillery note or nothing */
  g_string_append_printf (text, _ ("A marker of %s on %s%s."), marker, unit_id,
                          g_str_equal (cause, "artillery") ? _ (" for artillery fire (the umpire's "
                             "substitute for Section XII)") : "");
  rz12_losses_book (game, units, pieces, 0,
                    g_str_equal (cause, "artillery") ? vt_phrase_new (GETTEXT_PACKAGE, "artillery (substituted, XII)", "")
                                                     : vt_phrase_new (GETTEXT_PACKAGE, "marker by hand", ""),
                    outcome, text, NULL);
  /* Translators: the marker (a fraction such as 1/8), the piece's id */
  vt_outcome_set_summary_phrase (outcome, units->len == 1
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "losses: %s on %s", "su", marker,
                                                  g_ptr_array_index (units, 0))
                                 : vt_phrase_new (GETTEXT_PACKAGE, "losses: %s on %s", "ss", marker, unit_id));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "pieces", "d", pieces);
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_losses },
};

const VtActionRule *
rz12_losses_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_losses_get_tables (guint *n_tables)
{
  *n_tables = 0;
  return NULL;
}
