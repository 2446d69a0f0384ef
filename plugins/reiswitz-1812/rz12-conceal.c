/* rz12-conceal.c: troop-concealers and what a side sees, Sections V and VII
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Troops are hidden by forests, buildings, hills, other troops and the
 * night (VII §1); in the open they are seen as they are, for "much is
 * visible on the gaming board that one would not see in nature" (VII
 * introductory remarks). A troop-concealer (Truppenverberger, V §17) shows
 * a box, not what is in it (V §14 b), until it is unmasked: when it
 * leaves cover (VII §5), passes within an artillery range of a height or
 * building the enemy holds (VII §6), or enemy flankers or tirailleurs in
 * the open see it within an artillery range (VII §7).
 */
#define G_LOG_DOMAIN "vt-rz12-conceal"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "rz12-catalogue.h"
#include "rz12-conceal.h"
#include "rz12-ruleset.h"

/* VII §6–7: "within artillery range — i.e. 24 distances" */
#define ARTILLERY_RANGE (24 * RZ12_DISTANCE)

/* V §18: "each side receives for each division: 3 troop-concealers
 * holding 6 pieces each, 3 … holding 4", three divisions a side (V §2) */
#define CONCEALERS_OF_A_SIZE (3 * 3)

/* The condition lasts until the concealer is opened (VII §5, §8–9): a
 * condition without a countdown, which unmask ends. */
#define FOR_THE_GAME VT_CONDITION_UNTIL_ENDED

gboolean
rz12_conceal_is_concealed (VtUnit *unit)
{
  return unit != NULL && vt_unit_get_condition (unit, RZ12_CONDITION_CONCEALED) > 0;
}

/* VIII §16: "the 9-foot-tall cavalryman … the only 6-foot-tall
 * infantryman"; at 2 feet a pace (VI §1) 4.5 and 3 paces. Gunners and
 * drivers stand as the infantry (derived). */
double
rz12_conceal_eye_height (VtUnit *unit)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  return piece != NULL && rz12_kind_is_cavalry (piece->kind) ? 4.5 : 3.0;
}

/* whether @unit stands on a height or in a building (VII §6) */
static gboolean
on_height_or_building (VtGame *game,
                       VtUnit *unit)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  VtPoint at;

  vt_unit_get_position (unit, &at);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const char *kind = vt_feature_get_kind (feature);
      const VtPoint *points;
      guint n = 0;

      if (vt_feature_get_geometry (feature) != VT_GEOMETRY_POLYGON)
        continue;
      if (!g_str_has_prefix (kind, "hill-") && !g_str_has_prefix (kind, "slope-") &&
          !g_str_equal (kind, "farmstead-wooden") && !g_str_equal (kind, "building-masonry") &&
          !g_str_equal (kind, "church"))
        continue;
      points = vt_feature_get_points (feature, &n);
      if (vt_polygon_contains (points, n, &at))
        return TRUE;
    }
  return FALSE;
}

VtSighting
rz12_conceal_see_unit (VtGame   *game,
                       VtUnit   *observer,
                       VtUnit   *target,
                       gboolean  line_clear,
                       double    distance)
{
  const Rz12Piece *piece = rz12_piece_for_unit (observer);
  const Rz12Piece *seen = rz12_piece_for_unit (target);

  /* VII §1: forests, buildings, hills and troop lines hide */
  if (!line_clear)
    return VT_SIGHTING_NONE;
  /* The source keeps the blanks in the bag (VII §12) and "the drawing
   * player does not show his opponent what he has received": a blank a
   * designer places on the table is shown to the other side as troops,
   * never as a blank, by no observer and at no distance (derived) */
  if (seen != NULL && seen->kind == RZ12_KIND_BLANK)
    return VT_SIGHTING_TROOPS;
  if (!rz12_conceal_is_concealed (target))
    return VT_SIGHTING_EXACT;
  if (distance <= ARTILLERY_RANGE)
    {
      /* VII §7: flankers and tirailleurs in the open may demand it opened */
      if (piece != NULL && (piece->kind == RZ12_KIND_FLANKERS || piece->kind == RZ12_KIND_TIRAILLEURS ||
                            piece->kind == RZ12_KIND_JAEGERS) &&
          !rz12_piece_is_closed (piece, vt_unit_get_formation (observer)))
        return VT_SIGHTING_EXACT;
      /* VII §6: from a height or building the enemy holds */
      if (game != NULL && on_height_or_building (game, observer))
        return VT_SIGHTING_EXACT;
    }
  /* V §14 b: the box is seen, not its type and strength */
  return VT_SIGHTING_TROOPS;
}

/* ---- the actions ------------------------------------------------------- */

static const char * const cover_choices[] = { "forest", "buildings", "hill", "troops", "night", NULL };
static const char * const cover_labels[] = {
  N_("In or behind a forest"), N_("In or behind buildings"), N_("Behind a hill"), N_("Behind other troops"),
  N_("By night"), NULL
};
static const char * const unmask_choices[] = { "leaves-cover", "height", "seen", "deploys", "player", NULL };
static const char * const unmask_labels[] = {
  N_("No longer shielded: three pieces in front (VII §5)"), N_("Passing a height or building the enemy holds (VII §6)"),
  N_("Seen by flankers or tirailleurs in the open (VII §7)"), N_("Deploying from the concealer (VII §8)"),
  N_("The player empties it (VII §9)"), NULL
};

static const char * const size_choices[] = { "4", "6", NULL };
static const char * const size_labels[] = {
  N_("Holding 4 cavalry pieces (V §18)"), N_("Holding 6 cavalry pieces (V §18)"), NULL
};

static const VtActionParam conceal_params[] = {
  { "unit", N_("Pieces"), VT_PARAM_UNIT, 0, 0, NULL, FALSE, N_("The pieces put into the troop-concealer."), NULL,
    VT_PARAM_ROLE_SUBJECT },
  { "cover", N_("Hidden by"), VT_PARAM_CHOICE, 0, 0, cover_choices, TRUE, N_("What hides them (VII §1)."),
    cover_labels },
  { "size", N_("Troop-concealer"), VT_PARAM_CHOICE, 0, 0, size_choices, TRUE,
    N_("V §18: each side has, for each of its three divisions, three holding 6 cavalry pieces and three "
    "holding 4, and 'in proportion still more' infantry and artillery pieces. The smallest that holds "
    "the pieces when not given."), size_labels },
};

static const VtActionParam unmask_params[] = {
  { "unit", N_("Pieces"), VT_PARAM_UNIT, 0, 0, NULL, FALSE, N_("The pieces taken out of the troop-concealer."), NULL,
    VT_PARAM_ROLE_SUBJECT },
  { "reason", N_("Why"), VT_PARAM_CHOICE, 0, 0, unmask_choices, TRUE, N_("The rule that opens it."), unmask_labels },
};

static const char * const screen_choices[] = { "lengthwise", "breadthwise", NULL };
static const char * const screen_labels[] = {
  N_("Lengthwise: along the board's long side"), N_("Breadthwise: across it"), NULL
};

static const VtActionParam screen_params[] = {
  { "screen", N_("The screen divides the board"), VT_PARAM_CHOICE, 0, 0, screen_choices, FALSE,
    N_("II §4 B b, VII §11: lengthwise or breadthwise into two equal halves."), screen_labels },
  { "at", N_("Screen at (paces)"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("From the top or left edge of the map; the middle when not given (VII §11: two equal halves).") },
};

/* IV §18: "56 blank pieces (Nieten)" in the set */
#define RZ12_BLANKS 56

static const VtActionParam lots_params[] = {
  { "unit", N_("Pieces into the bag"), VT_PARAM_UNIT, 0, 0, NULL, FALSE,
    N_("One side's pieces of one type (VII §12), or of one division (§13)."), NULL, VT_PARAM_ROLE_SUBJECT },
  { "blanks", N_("Blanks (Nieten)"), VT_PARAM_INTEGER, 0, RZ12_BLANKS, NULL, TRUE,
    N_("Put in with them; twice the pieces when not given (VII §12: 1 and 2, 2 and 4, 3 and 6). "
    "The set has 56 (IV §18).") },
};

static const VtAction actions[] = {
  { "conceal", N_("Into a troop-concealer"), conceal_params, G_N_ELEMENTS (conceal_params),
    N_("Pieces go into a troop-concealer: the enemy sees the box, not what it holds (V §17–18, VII §2–4)."),
    NULL, N_("Concealment") },
  { "unmask", N_("Open a troop-concealer"), unmask_params, G_N_ELEMENTS (unmask_params),
    N_("The troop-concealer is opened and its pieces shown (VII §5–9)."), NULL, N_("Concealment") },
  { "night-screen", N_("Check the deployment at the night screen"), screen_params, G_N_ELEMENTS (screen_params),
    N_("Which pieces stand nearer the screen than the game's option allows: 800 paces (II §4) or 600 "
    "(VII §11). A check for the umpire; it changes nothing."), NULL, N_("Concealment") },
  { "draw-lots", N_("Draw lots with blanks"), lots_params, G_N_ELEMENTS (lots_params),
    N_("The pieces and blanks go into a bag; the side draws as many lots as pieces went in and keeps "
    "the pieces it draws; the rest are set aside unseen (VII §12–13)."), NULL, N_("Concealment") },
};


/* VII §6–7: the enemy's piece that may demand @unit's concealer opened,
 * within artillery range of it: one on a height or in a building (VII §6,
 * @reason "height") or dispersed flankers or tirailleurs (VII §7, "seen");
 * NULL when none stands within the 24 distances */
static VtUnit *
demanding (VtGame     *game,
           VtUnit     *unit,
           const char *reason)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));
  VtUnit *nearest = NULL;
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) other = g_list_model_get_item (units, i);
      const Rz12Piece *piece = rz12_piece_for_unit (other);
      double apart;
      gboolean may;

      if (piece == NULL || g_strcmp0 (vt_unit_get_side (other), vt_unit_get_side (unit)) == 0 ||
          vt_unit_get_strength (other) == 0)
        continue;
      apart = vt_units_distance (other, unit);
      if (apart > ARTILLERY_RANGE || apart >= best)
        continue;
      if (g_str_equal (reason, "height"))
        may = on_height_or_building (game, other);
      else
        may = (piece->kind == RZ12_KIND_FLANKERS || piece->kind == RZ12_KIND_TIRAILLEURS ||
               piece->kind == RZ12_KIND_JAEGERS) && !rz12_piece_is_closed (piece, vt_unit_get_formation (other));
      if (may)
        {
          best = apart;
          nearest = other;
        }
    }
  return nearest;
}

/* the journal's index of the last conceal action that put @unit_id into
 * a troop-concealer, -1 when none did; its pieces in @ids */
static gint
concealed_by (VtGame      *game,
              const char  *unit_id,
              char      ***ids)
{
  VtJournal *journal = vt_game_get_journal (game);
  guint head = vt_journal_get_head (journal);

  for (guint i = head; i-- > 0;)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      g_auto(GStrv) named = NULL;
      const char *action = NULL, *units = NULL;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, "conceal"))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params == NULL || !g_variant_lookup (params, "unit", "&s", &units))
        continue;
      named = g_strsplit (units, ",", -1);
      for (guint k = 0; named[k] != NULL; k++)
        g_strstrip (named[k]);
      if (g_strv_contains ((const char * const *) named, unit_id))
        {
          if (ids != NULL)
            *ids = g_steal_pointer (&named);
          return (gint) i;
        }
    }
  return -1;
}

/* VII §7: "open his troop-concealer and show all the troops it contains":
 * adds to @units every piece still in the concealers of those named, the
 * pieces that went in with them (one conceal action) and stayed in */
static void
add_whole_concealers (VtGame    *game,
                      GPtrArray *units)
{
  guint named = units->len;

  for (guint i = 0; i < named; i++)
    {
      g_auto(GStrv) ids = NULL;
      gint box = concealed_by (game, vt_unit_get_id (g_ptr_array_index (units, i)), &ids);

      for (guint k = 0; box >= 0 && ids[k] != NULL; k++)
        {
          VtUnit *other = vt_scenario_find_unit (vt_game_get_state (game), ids[k]);

          if (other == NULL || g_ptr_array_find (units, other, NULL) || !rz12_conceal_is_concealed (other) ||
              concealed_by (game, ids[k], NULL) != box)
            continue;
          g_ptr_array_add (units, other);
        }
    }
}

/* V §17: a concealer holds "4 to 6 cavalry pieces and — in proportion —
 * still more infantry and artillery pieces", standing on their high edge
 * (V §19). The proportion is derived from the pieces' thickness (IV §13),
 * in eighths of an inch, the thicker of each class: cavalry, horse
 * artillery and wagons 7, infantry, foot and heavy artillery and blanks 6,
 * tirailleurs, jägers and flankers 2. A concealer of N holds 7 N. */
#define CAVALRY_EIGHTHS 7

static guint
piece_eighths (VtUnit *unit)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);

  if (piece == NULL)
    return 6;
  switch (piece->kind)
    {
    case RZ12_KIND_TIRAILLEURS:
    case RZ12_KIND_JAEGERS:
    case RZ12_KIND_FLANKERS:
      return 2;
    case RZ12_KIND_HEAVY_CAVALRY:
    case RZ12_KIND_LIGHT_CAVALRY:
    case RZ12_KIND_WAGONS:
      return CAVALRY_EIGHTHS;
    case RZ12_KIND_ARTILLERY:
      return g_strcmp0 (vt_unit_get_unit_type (unit), "horse-artillery") == 0 ? CAVALRY_EIGHTHS : 6;
    case RZ12_KIND_CLOSED_INFANTRY:
    case RZ12_KIND_SHIP:
    case RZ12_KIND_BLANK:
    default:
      return 6;
    }
}

static guint
eighths_of (GPtrArray *units)
{
  guint eighths = 0;

  for (guint i = 0; i < units->len; i++)
    eighths += piece_eighths (g_ptr_array_index (units, i));
  return eighths;
}

/* the concealer a conceal action took: the one given, else the smallest
 * that holds @eighths */
static guint
concealer_size (GVariant *params,
                guint     eighths)
{
  const char *size = NULL;

  if (vt_params_get_string (params, "size", &size) && size != NULL)
    return g_str_equal (size, "4") ? 4 : 6;
  return eighths <= 4 * CAVALRY_EIGHTHS ? 4 : 6;
}

/* V §18: the concealers of @size that @side has in use now: those of its
 * conceal actions that still hold one of their pieces */
static guint
concealers_in_use (VtGame     *game,
                   const char *side,
                   guint       size)
{
  VtJournal *journal = vt_game_get_journal (game);
  VtScenario *state = vt_game_get_state (game);
  guint in_use = 0;

  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      g_autoptr(GVariant) params = NULL;
      g_autoptr(GPtrArray) pieces = g_ptr_array_new ();
      g_auto(GStrv) named = NULL;
      const char *action = NULL, *units = NULL;
      gboolean holds = FALSE;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action) || !g_str_equal (action, "conceal"))
        continue;
      params = g_variant_lookup_value (vt_event_get_payload (event), "params", G_VARIANT_TYPE_VARDICT);
      if (params == NULL || !g_variant_lookup (params, "unit", "&s", &units))
        continue;
      named = g_strsplit (units, ",", -1);
      for (guint k = 0; named[k] != NULL; k++)
        {
          VtUnit *unit = vt_scenario_find_unit (state, g_strstrip (named[k]));

          if (unit == NULL)
            continue;
          g_ptr_array_add (pieces, unit);
          holds = holds || (rz12_conceal_is_concealed (unit) && concealed_by (game, named[k], NULL) == (gint) i);
        }
      if (holds && pieces->len > 0 && g_strcmp0 (vt_unit_get_side (pieces->pdata[0]), side) == 0 &&
          concealer_size (params, eighths_of (pieces)) == size)
        in_use++;
    }
  return in_use;
}

static GVariant *
resolve_conceal (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) units = NULL;
  gboolean conceal = g_str_equal (action, "conceal");
  const char *ids = NULL, *why = NULL;
  GError *local_error = NULL;

  vt_params_get_string (params, "unit", &ids);
  units = rz12_units_named (game, params, "unit", &local_error);
  if (units == NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (conceal)
    {
      guint eighths = eighths_of (units), size = concealer_size (params, eighths);

      for (guint i = 0; i < units->len; i++)
        {
          const Rz12Piece *piece = rz12_piece_for_unit (g_ptr_array_index (units, i));

          if (piece != NULL && piece->kind == RZ12_KIND_SHIP)
            return vt_bad_parameter_null (error, _ ("conceal: %s is a ship, and a troop-concealer holds troops "
                                                    "(V §17)"),
                                          vt_unit_get_display_name (g_ptr_array_index (units, i)));
        }
      /* V §17: 4 to 6 cavalry pieces, in proportion more of the others */
      if (eighths > size * CAVALRY_EIGHTHS)
        return vt_bad_parameter_null (error, _ ("conceal: a troop-concealer holding %u cavalry pieces has room for "
                                                "%u/8 inch of pieces on their high edge (V §17, §19; IV §13: "
                                                "cavalry 7/8, infantry and artillery 6/8, tirailleurs, jägers "
                                                "and flankers 2/8, derived); these take %u/8: use two"),
                                      size, size * CAVALRY_EIGHTHS, eighths);
      if (game != NULL && units->len > 0 &&
          concealers_in_use (game, vt_unit_get_side (g_ptr_array_index (units, 0)), size) >= CONCEALERS_OF_A_SIZE &&
          !rz12_umpire_allows (params))
        return rz12_umpire_decides (error, _ ("conceal: the side has its %u troop-concealers holding %u pieces in "
                                              "use, three for each of its three divisions (V §18); open one "
                                              "first"),
                                    CONCEALERS_OF_A_SIZE, size);

      vt_params_get_string (params, "cover", &why);
      /* Translators: ", hidden by: " and the cover's name, or nothing twice */
      g_string_append_printf (text, _ ("Into a troop-concealer%s%s: the enemy sees the box, not the type and "
                                 "strength of what it holds (V §14 b, §17). It holds dense columns and moves no "
                                 "faster than infantry (VII §3); it need not deploy while forests, houses or "
                                 "hills shield it (VII §4)."),
                              why != NULL ? _ (", hidden by: ") : "",
                              why != NULL ? vt_ruleset_get_choice_label (ruleset, &conceal_params[1], why) : "");
      /* Translators: the concealer's size, the pieces' thickness and its room, in eighths of an inch */
      g_string_append_printf (text, _ (" A troop-concealer holding %u cavalry pieces: these take %u/8 inch of its "
                                       "%u/8 (V §18–19)."), size, eighths, size * CAVALRY_EIGHTHS);
    }
  else
    {
      vt_params_get_string (params, "reason", &why);
      if (game != NULL && units->len > 0 && (g_strcmp0 (why, "height") == 0 || g_strcmp0 (why, "seen") == 0))
        {
          VtUnit *concealed = g_ptr_array_index (units, 0);
          VtUnit *enemy = demanding (game, concealed, why);

          if (enemy == NULL && !rz12_umpire_allows (params))
            /* Translators: where the enemy piece stands or who it is (the
             * two messages below), the concealer's name, the paragraph (6, 7) */
            return rz12_umpire_decides (error, _ ("unmask: no enemy piece %s stands within artillery range, 24 "
                                           "distances, of %s (VII §%s)"),
                                        g_str_equal (why, "height") ? _ ("on a height or in a building")
                                                                    : _ ("of dispersed flankers or tirailleurs"),
                                        vt_unit_get_display_name (concealed),
                                        g_str_equal (why, "height") ? "6" : "7");
          if (enemy != NULL)
            g_string_append_printf (text, _ ("%s, %.0f paces off, is within artillery range, 24 distances, and may "
                                       "demand it (VII §%s). "), vt_unit_get_display_name (enemy),
                                    vt_units_distance (enemy, concealed), g_str_equal (why, "height") ? "6" : "7");
          /* VII §9: wholly or in part, "except in the case indicated in
           * §7"; §6 unmasks "its column": a demand opens it all */
          {
            guint named = units->len;

            add_whole_concealers (game, units);
            if (units->len > named)
              {
                g_autoptr(GString) shown = g_string_new (NULL);

                for (guint i = 0; i < units->len; i++)
                  g_string_append_printf (shown, "%s%s", i > 0 ? ", " : "",
                                          vt_unit_get_display_name (g_ptr_array_index (units, i)));
                /* Translators: the pieces shown, every one in the concealer */
                g_string_append_printf (text, _ ("Demanded, it shows all the troops it contains, not a part: %s "
                                           "(VII §7, §9). "), shown->str);
              }
          }
        }
      /* Translators: ": " and the reason it is opened, or nothing twice */
      g_string_append_printf (text, _ ("The troop-concealer is opened%s%s; the deploying pieces are first placed "
                                 "on the tokens that hid them (VII §8)."),
                              why != NULL ? ": " : "",
                              why != NULL ? vt_ruleset_get_choice_label (ruleset, &unmask_params[1], why) : "");
    }
  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);
      g_autofree char *box = NULL;

      vt_outcome_change_condition (outcome, vt_unit_get_id (unit), RZ12_CONDITION_CONCEALED,
                                   _ ("in a troop-concealer (until opened)"), conceal ? FOR_THE_GAME : 0);
      /* V §17: one box however many pieces it holds, so the enemy who
       * sees it as troops sees one stand-in (VT_CONDITION_BOX_PREFIX) */
      box = conceal ? g_strconcat (VT_CONDITION_BOX_PREFIX, vt_unit_get_id (g_ptr_array_index (units, 0)), NULL)
                    : g_strdup (vt_unit_get_box (unit));
      if (box != NULL)
        vt_outcome_change_condition (outcome, vt_unit_get_id (unit), box,
                                     _ ("one troop-concealer with the pieces put in with it"),
                                     conceal ? FOR_THE_GAME : 0);
    }

  /* every piece, those a demand added too, as each reader knows it;
   * without a game the ids as given */
  /* Translators: what was done ("into a troop-concealer", "troop-concealer
   * opened") and the pieces */
  vt_outcome_set_summary_phrase (outcome, units->len > 0
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "%s: %s", "tU",
                                                  conceal ? N_ ("into a troop-concealer")
                                                          : N_ ("troop-concealer opened"), units)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "%s: %s", "ts",
                                                  conceal ? N_ ("into a troop-concealer")
                                                          : N_ ("troop-concealer opened"),
                                                  ids != NULL ? ids : ""));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

/* The night screen's distance as the game's option reads it: II §4's
 * 800 paces, or VII §11's "as a rule each 12 distances or 600 paces" */
static double
screen_distance (VtGame      *game,
                 const char **why)
{
  GVariant *value = vt_scenario_get_option (vt_game_get_state (game), "night-screen");

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING) &&
      g_str_equal (g_variant_get_string (value, NULL), "vii-11"))
    {
      *why = _ ("VII §11: as a rule 12 distances, 600 paces (the game's option)");
      return 12 * RZ12_DISTANCE;
    }
  *why = _ ("II §4: neither player may approach closer than 800 paces to the screen");
  return 800;
}

static GVariant *
resolve_night_screen (VtRuleset   *ruleset,
                      VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      VtDice      *dice,
                      GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) near = g_string_new (NULL);
  g_autofree char *summary = NULL;
  const char *screen = NULL, *why = NULL;
  gboolean lengthwise;
  GListModel *units;
  VtMap *map;
  double at, limit, extent;
  guint n_near = 0, n_checked = 0;

  if (game == NULL)
    return vt_bad_parameter_null (error, _ ("night-screen: the check measures the pieces of a game (--game FILE)"));
  map = vt_scenario_get_map (vt_game_get_state (game));
  if (vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    return vt_bad_parameter_null (error, _ ("night-screen: the game has no terrain map to measure on"));
  vt_params_get_string (params, "screen", &screen);
  lengthwise = g_strcmp0 (screen, "lengthwise") == 0;
  /* lengthwise: a line along the longer side, through the shorter one */
  if (lengthwise == (vt_map_get_width (map) >= vt_map_get_height (map)))
    extent = vt_map_get_height (map);
  else
    extent = vt_map_get_width (map);
  if (!vt_params_get_number (params, "at", &at))
    at = extent / 2;
  else if (at > extent)
    return vt_bad_parameter_null (error, _ ("night-screen: the screen at %.0f paces is off the map, which is %.0f "
                                     "paces that way"), at, extent);
  limit = screen_distance (game, &why);

  units = vt_scenario_get_units (vt_game_get_state (game));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
      gboolean across_y = lengthwise == (vt_map_get_width (map) >= vt_map_get_height (map));
      double off;
      VtPoint p;

      if (vt_unit_get_strength (unit) == 0)
        continue;
      vt_unit_get_position (unit, &p);
      /* from the piece's edge: a piece is a distance square (VI §1; derived) */
      off = fabs ((across_y ? p.y : p.x) - at) - RZ12_DISTANCE / 2;
      n_checked++;
      if (off < limit - 1e-6)
        {
          /* the sides' divisions share names ("1. Div., Infanterie 1"): name the side */
          VtSide *owner = vt_scenario_find_side (vt_game_get_state (game), vt_unit_get_side (unit));

          if (n_near > 0)
            /* Translators: between two pieces too near the night screen */
            g_string_append (near, _ ("; "));
          /* Translators: a piece too near the night screen: its name, its side, how far off it stands */
          g_string_append_printf (near, _ ("%s (%s) %.0f paces"),
                                  vt_unit_get_display_name (unit),
                                  owner != NULL ? vt_side_get_name (owner) : vt_unit_get_side (unit), MAX (off, 0));
          n_near++;
        }
    }

  /* Translators: along or across the board, where the screen stands, the
   * rule for its distance (the two rules above) */
  g_string_append_printf (text, _ ("The screen %s at %.0f paces; %s. "),
                          lengthwise ? _ ("along the board") : _ ("across the board"), at, why);
  if (n_near == 0)
    g_string_append_printf (text, _ ("All %u pieces stand at least %.0f paces from it."), n_checked, limit);
  else
    /* Translators: the pieces too near of those on the map, then the list of them */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                               "%u of %u pieces stand nearer: %s. They are to be placed back "
                                               "before the screen is removed (the umpire's).",
                                               "%u of %u pieces stand nearer: %s. They are to be placed back "
                                               "before the screen is removed (the umpire's).", n_near),
                            n_near, n_checked, near->str);
  vt_outcome_set (outcome, "too-near", "u", n_near);
  vt_outcome_set (outcome, "screen-distance", "d", limit);
  vt_outcome_set (outcome, "screen-at", "d", at);
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                                "night-screen: %u piece nearer than %.0f paces",
                                                                "night-screen: %u pieces nearer than %.0f paces",
                                                                n_near, "id", n_near, limit));
  vt_outcome_set_text (outcome, text->str);
  return vt_outcome_end (outcome);
}

/* VII §12: "Each player then draws lots from the bag … Whoever draws many
 * or only blanks has fewer of that type of troop." How many lots he draws
 * the text does not say: as many as pieces went in (derived), so that with
 * twice as many blanks he keeps a third on the average. A lot is a die
 * with as many faces as the bag holds: the low faces are the pieces. */
static GVariant *
resolve_draw_lots (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) aside = g_string_new (NULL);
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *summary = NULL;
  GError *local_error = NULL;
  const char *side = NULL;
  gint64 blanks_given;
  guint pieces, blanks, drawn = 0, n_aside = 0, pieces_left, blanks_left;

  if (game == NULL)
    return vt_bad_parameter_null (error, _ ("draw-lots: the lots are drawn for the pieces of a game (--game FILE)"));
  units = rz12_units_named (game, params, "unit", &local_error);
  if (units == NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  for (guint i = 0; i < units->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);

      if (vt_unit_get_strength (unit) == 0)
        return vt_bad_parameter_null (error, _ ("draw-lots: %s is already off the table"), vt_unit_get_display_name (unit));
      if (side == NULL)
        side = vt_unit_get_side (unit);
      else if (g_strcmp0 (side, vt_unit_get_side (unit)) != 0)
        return vt_bad_parameter_null (error, _ ("draw-lots: each side draws from its own bag (VII §12); %s is "
                                         "not of the side of the first piece"), vt_unit_get_display_name (unit));
    }
  pieces = units->len;
  if (pieces == 0)
    return vt_bad_parameter_null (error, _ ("draw-lots: name the pieces that go into the bag"));
  blanks = vt_params_get_integer (params, "blanks", &blanks_given) ? (guint) blanks_given : 2 * pieces;
  if (blanks > RZ12_BLANKS)
    return vt_bad_parameter_null (error, _ ("draw-lots: %u blanks are more than the set's 56 (IV §18); name "
                                     "fewer pieces or give blanks=…"), blanks);

  /* the lots, one die a draw; the pieces drawn are kept in the order named */
  pieces_left = pieces;
  blanks_left = blanks;
  for (guint i = 0; i < pieces; i++)
    {
      guint face = 0;

      if (!vt_dice_roll (dice, "lot", pieces_left + blanks_left, &face, error))
        return NULL;
      if (face <= pieces_left)
        {
          pieces_left--;
          drawn++;
        }
      else
        blanks_left--;
    }
  for (guint i = drawn; i < pieces; i++)
    {
      VtUnit *unit = g_ptr_array_index (units, i);

      vt_outcome_change_strength (outcome, vt_unit_get_id (unit), 0);
      g_string_append_printf (aside, "%s%s", n_aside++ > 0 ? ", " : "", vt_unit_get_display_name (unit));
    }

  /* the bag's count, then the draw's: each number its own plural (VII §12) */
  {
    g_autofree char *blanks_told = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u blank", "%u blanks", blanks),
                                                    blanks);
    g_autofree char *drawn_told = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u piece", "%u pieces", drawn),
                                                   drawn);
    g_autofree char *left_told = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u blank", "%u blanks",
                                                               pieces - drawn), pieces - drawn);
    g_autofree char *in_bag = NULL;
    g_autofree char *lots = NULL;

    /* Translators: draw-lots: the pieces put in the bag, then "N blanks" */
    in_bag = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u piece and %s in the bag",
                                           "%u pieces and %s in the bag", pieces), pieces, blanks_told);
    /* Translators: draw-lots: the lots drawn (one for each piece), then "N
     * pieces" and "N blanks" among them */
    lots = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lot drawn: %s, %s", "%u lots drawn: %s, %s", pieces),
                            pieces, drawn_told, left_told);
    /* Translators: draw-lots: the bag's count and the draw's, the two messages above */
    g_string_append_printf (text, _ ("%1$s; %2$s (VII §12)."), in_bag, lots);
  }
  if (n_aside > 0)
    g_string_append_printf (text, _ (" Set aside unseen with the bag: %s. The player does not show his opponent "
                               "what he received."), aside->str);
  g_string_append (text, _ (" The blanks drawn stay with the bag: they are lots, not pieces on the table "
                      "(VII §12; IV §18 makes them white and unmarked)."));
  vt_outcome_set (outcome, "drawn", "u", drawn);
  vt_outcome_set (outcome, "blanks-drawn", "u", pieces - drawn);
  /* Translators: the pieces drawn of the pieces in the bag; the English
   * says "pieces" for one too */
  vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "draw-lots: %u of %u pieces drawn",
                                                                "draw-lots: %u of %u pieces drawn", pieces, "ii",
                                                                drawn, pieces));
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_conceal },
  { &actions[1], NULL, resolve_conceal },
  { &actions[2], NULL, resolve_night_screen },
  { &actions[3], NULL, resolve_draw_lots },
};

const VtActionRule *
rz12_conceal_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_conceal_get_tables (guint *n_tables)
{
  *n_tables = 0;
  return NULL;
}
