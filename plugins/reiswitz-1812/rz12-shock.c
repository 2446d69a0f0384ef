/* rz12-shock.c: the bayonet and the cavalry's shock, IX B b and XI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The attacker advances to the opponent's front (VIII §1); the attacked
 * line loses and is driven back half its fastest move in half a minute,
 * and what cannot retreat is lost (VIII §4, §18). No die is thrown: the
 * 1812 game is mechanical (VIII §3).
 */
#define G_LOG_DOMAIN "vt-rz12-shock"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "rz12-catalogue.h"
#include "rz12-losses.h"
#include "rz12-ruleset.h"
#include "rz12-shock.h"

/* ---- the tables -------------------------------------------------------- */

static const char * const shock_rows[] = {
  "bayonet", "bayonet-en-masse", "against-cavalry", "light-against-infantry", "heavy-against-infantry",
  NULL
};
static const char * const shock_columns[] = { "defender", "attacker", NULL };
static const double shock_values[] = {
  /* IX §14: ¼ a defending piece, ⅛ an attacking one */
  0.25, 0.125,
  /* IX §16: ⅛ for every two attacking pieces */
  0.25, 0.0625,
  /* XI §5: ⅛ per attacking piece, ⅛ per piece attacked */
  0.125, 0.125,
  /* XI §6 as printed: ⅓ and ¼ with light cavalry, ¼ and ⅙ with heavy */
  1.0 / 3, 0.25,
  0.25, 1.0 / 6,
};

static const char * const reach_rows[] = {
  "bayonet", "heavy-cavalry", "light-cavalry", NULL
};
static const char * const reach_columns[] = { "attack", "retreat", NULL };
static const double reach_values[] = {
  /* IX §13: within 4 distances; IX §14: driven back 2 */
  4, 2,
  /* XI §5: the attack at the charge's 8 and 10 distances; the beaten
   * cavalry back half of it, 4 and 5; infantry 2 (XI §6) */
  8, 4,
  10, 5,
};

static const VtRuleTable tables[] = {
  { "shock", N_("Shock: pieces lost per piece"), "IX §14, §16, XI §5–6",
    shock_rows, shock_columns, shock_values, NULL,
    N_("Bayonet: each side's loss counted on its own pieces (IX §14; §16 counts the attacker's by "
    "his own). Cavalry: the defender's per attacking piece, the attacker's per piece attacked "
    "(XI §5). XI §6's figures as printed; the option gives the heavy cavalry the 1/3.") },
  { "shock-reach", N_("Shock: distances of the attack and the retreat"), "IX §13–14, XI §5–6",
    reach_rows, reach_columns, reach_values, NULL, NULL },
};

static double
shock (VtGame     *game,
       const char *row,
       const char *column)
{
  return vt_rule_table_get_value (&tables[0], row, column, game);
}

static double
reach (VtGame     *game,
       const char *row,
       const char *column)
{
  return vt_rule_table_get_value (&tables[1], row, column, game);
}

/* the units named, and how many pieces they are (@count_param overrides) */
static gboolean
read_side (VtGame      *game,
           GVariant    *params,
           const char  *units_param,
           const char  *count_param,
           GPtrArray  **units,
           gint64      *count,
           GError     **error)
{
  GError *local_error = NULL;

  *units = rz12_units_named (game, params, units_param, &local_error);
  if (*units == NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  if (!vt_params_get_integer (params, count_param, count))
    {
      if ((*units)->len == 0)
        return vt_bad_parameter (error, _ ("name the pieces (%s=…) or how many they are (%s=…)"),
                                 units_param, count_param);
      *count = (*units)->len;
    }
  return TRUE;
}

/* the nearest distance between the two lines' fronts, in distances */
static gint64
apart (GPtrArray *one,
       GPtrArray *other)
{
  double nearest = G_MAXDOUBLE;

  for (guint i = 0; i < one->len; i++)
    for (guint k = 0; k < other->len; k++)
      nearest = MIN (nearest, vt_units_distance (g_ptr_array_index (one, i), g_ptr_array_index (other, k)));
  if (nearest == G_MAXDOUBLE)
    return 0;
  return MAX (1, (gint64) ceil ((nearest - RZ12_DISTANCE) / RZ12_DISTANCE - 1e-6));
}

static void
set_losses (VtOutcome  *outcome,
            double      attacker,
            double      defender)
{
  vt_outcome_set (outcome, "attacker-loss", "d", attacker);
  vt_outcome_set (outcome, "defender-loss", "d", defender);
}

/* @summary: a phrase (vt-phrase.h), floating */
static GVariant *
end (VtOutcome  *outcome,
     GVariant   *summary,
     GString    *text)
{
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

/* X §9: "the jäger tirailleurs — since they lack the bayonet": a jäger
 * among @attackers cannot make a shock with it (VIII §1: the bayonet is
 * closed infantry's); the first one, or NULL */
static VtUnit *
jaeger_among (GPtrArray *attackers)
{
  for (guint i = 0; i < attackers->len; i++)
    {
      const Rz12Piece *piece = rz12_piece_for_unit (g_ptr_array_index (attackers, i));

      if (piece != NULL && piece->kind == RZ12_KIND_JAEGERS)
        return g_ptr_array_index (attackers, i);
    }
  return NULL;
}

/* ---- the retreat on the map, VIII §18, IX §15, XI §7 -------------------- */

/* What stops a retreat: "a steep cliff, marsh, or water" (IX §15),
 * "rocky heights, marshes, defiles, water, or dense woodland" (XI §7),
 * and the edge of the board (derived). */
static const char *
blocking_polygon (const char *kind)
{
  static const char * const kinds[] = { "marsh", "lake", "wood-dense", "slope-sheer", "defile", NULL };

  return g_strv_contains (kinds, kind) ? kind : NULL;
}

static gboolean
is_water_line (const char *kind)
{
  return g_str_equal (kind, "river") || g_str_equal (kind, "stream") || g_str_equal (kind, "canal") ||
         g_str_equal (kind, "brook");
}

static gboolean
crossing_near (GListModel    *features,
               const VtPoint *point)
{
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const char *kind = vt_feature_get_kind (feature);
      const VtPoint *points;
      guint n = 0;

      if (!g_str_has_prefix (kind, "bridge-") && !g_str_equal (kind, "ford"))
        continue;
      points = vt_feature_get_points (feature, &n);
      if (n > 0 && vt_polyline_distance (points, n, point) <= RZ12_DISTANCE / 2)
        return TRUE;
    }
  return FALSE;
}

/* the point @paces behind @unit, against its facing */
static void
point_behind (VtUnit  *unit,
              double   paces,
              VtPoint *point)
{
  double back = (vt_unit_get_facing (unit) + 180) * G_PI / 180;

  vt_unit_get_position (unit, point);
  /* facing clockwise from north, the map's y growing southward */
  point->x += paces * sin (back);
  point->y -= paces * cos (back);
}

/* What stands in the way of @unit's retreat of @paces, or NULL; the
 * returned name is the feature's (or its kind's label). */
static const char *
retreat_blocked (VtRuleset *ruleset,
                 VtGame    *game,
                 VtUnit    *unit,
                 double     paces)
{
  VtMap *map = vt_scenario_get_map (vt_game_get_state (game));
  GListModel *features = vt_map_get_features (map);

  for (double t = 10; t <= paces + 1e-9; t += 10)
    {
      VtPoint at;

      point_behind (unit, t, &at);
      if (at.x < 0 || at.y < 0 || at.x > vt_map_get_width (map) || at.y > vt_map_get_height (map))
        return _ ("the edge of the board");
      for (guint i = 0; i < g_list_model_get_n_items (features); i++)
        {
          g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
          const char *kind = vt_feature_get_kind (feature);
          const char *name = vt_feature_get_name (feature);
          const VtPoint *points;
          guint n = 0;

          points = vt_feature_get_points (feature, &n);
          if (name == NULL || *name == '\0')
            name = vt_ruleset_get_terrain_kind_label (ruleset, kind);
          if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && blocking_polygon (kind) != NULL &&
              vt_polygon_contains (points, n, &at))
            return name;
          if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE && is_water_line (kind))
            {
              const VtTerrainKind *terrain = vt_ruleset_find_terrain_kind (ruleset, kind);

              if (vt_polyline_distance (points, n, &at) <= MAX (terrain->width / 2, 5) && !crossing_near (features, &at))
                return name;
            }
        }
    }
  return NULL;
}

/* Which of @defenders cannot retreat @paces: moved to the front of the
 * array, their count returned, and each named in @text. */
static guint
drive_back (VtRuleset *ruleset,
            VtGame    *game,
            GPtrArray *defenders,
            double     paces,
            GString   *text)
{
  g_autoptr(GPtrArray) blocked = g_ptr_array_new ();
  g_autoptr(GPtrArray) free_to_go = g_ptr_array_new ();

  if (game == NULL || paces <= 0)
    return 0;
  for (guint i = 0; i < defenders->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (defenders, i);
      const char *stop = retreat_blocked (ruleset, game, unit, paces);

      if (stop != NULL)
        {
          g_string_append_printf (text, _ (" %s cannot go back %.0f paces: %s is behind it."),
                                  vt_unit_get_display_name (unit), paces, stop);
          g_ptr_array_add (blocked, unit);
        }
      else
        g_ptr_array_add (free_to_go, unit);
    }
  g_ptr_array_set_size (defenders, 0);
  for (guint i = 0; i < blocked->len; i++)
    g_ptr_array_add (defenders, g_ptr_array_index (blocked, i));
  for (guint i = 0; i < free_to_go->len; i++)
    g_ptr_array_add (defenders, g_ptr_array_index (free_to_go, i));
  return blocked->len;
}

/* the changes that put the pieces still standing (from @from on, and not
 * in @taken) @paces back, with front reversed when @reverse (XI §5) */
static void
move_back (VtGame     *game,
           GPtrArray  *defenders,
           guint       from,
           GHashTable *taken,
           double      paces,
           gboolean    reverse,
           VtOutcome  *outcome)
{
  if (game == NULL || paces <= 0)
    return;
  for (guint i = from; i < defenders->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (defenders, i);
      g_auto(GVariantDict) change = G_VARIANT_DICT_INIT (NULL);
      VtPoint at;

      if (vt_unit_get_strength (unit) == 0 || g_hash_table_contains (taken, vt_unit_get_id (unit)))
        continue;
      point_behind (unit, paces, &at);
      g_variant_dict_insert (&change, VT_CHANGE_UNIT, "s", vt_unit_get_id (unit));
      g_variant_dict_insert (&change, VT_CHANGE_X, "d", at.x);
      g_variant_dict_insert (&change, VT_CHANGE_Y, "d", at.y);
      if (reverse)
        g_variant_dict_insert (&change, VT_CHANGE_FACING, "d", fmod (vt_unit_get_facing (unit) + 180, 360));
      vt_outcome_add_change (outcome, g_variant_dict_end (&change));
    }
}

/* ---- the bayonet, IX §13–16 --------------------------------------------- */

static const VtActionParam bayonet_params[] = {
  { "attacker", N_("Attacking pieces"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The pieces that break in."), NULL,
    VT_PARAM_ROLE_ATTACKER },
  { "defender", N_("Attacked pieces"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The pieces broken into."), NULL,
    VT_PARAM_ROLE_DEFENDER },
  { "attacking", N_("Attacking pieces (number)"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The attackers named when not given.") },
  { "defending", N_("Attacked pieces (number)"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The attacked named when not given.") },
  { "en-masse", N_("En masse"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Two or three pieces stacked (IX §16); from the attackers' formation when not given.") },
  { "distance", N_("Distance (distances)"), VT_PARAM_INTEGER, 1, 40, NULL, TRUE,
    N_("From the attackers to the attacked: at most 4 (IX §13); measured when not given.") },
  { "blocked", N_("Pieces that cannot retreat"), VT_PARAM_INTEGER, 0, 360, NULL, TRUE,
    N_("Attacked pieces with a cliff, marsh or water within two distances behind them (IX §15).") },
};

static GVariant *
resolve_bayonet (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;
  g_autofree char *att_told = NULL;
  g_autofree char *def_told = NULL;
  g_autoptr(GString) stops = g_string_new (NULL);
  g_autoptr(GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);
  gint64 attacking = 0, defending = 0, distance = 0, blocked = 0;
  gboolean en_masse = FALSE;
  double attacker_loss, defender_loss;

  if (!read_side (game, params, "attacker", "attacking", &attackers, &attacking, error) ||
      !read_side (game, params, "defender", "defending", &defenders, &defending, error))
    {
      g_prefix_error (error, _ ("bayonet: "));
      return NULL;
    }
  if (jaeger_among (attackers) != NULL && !rz12_umpire_allows (params))
    /* Translators: the jäger piece named as an attacker */
    return rz12_umpire_decides (error, _ ("bayonet: %s is a jäger piece; the jägers lack the bayonet (X §9) "
                                   "and cannot break in with it"), vt_unit_get_display_name (jaeger_among (attackers)));
  if (!vt_params_get_boolean (params, "en-masse", &en_masse) && attackers->len > 0)
    en_masse = g_strcmp0 (vt_unit_get_formation (g_ptr_array_index (attackers, 0)), "mass") == 0;
  /* IX §15: the ground behind each attacked piece, unless the umpire counts */
  if (!vt_params_get_integer (params, "blocked", &blocked))
    blocked = drive_back (ruleset, game, defenders, reach (game, "bayonet", "retreat") * RZ12_DISTANCE, stops);
  if (blocked > defending)
    return vt_bad_parameter_null (error, _ ("bayonet: %" PRId64 " pieces cannot retreat, but only %"
                                     PRId64 " are attacked"), blocked, defending);
  if (!vt_params_get_integer (params, "distance", &distance))
    distance = apart (attackers, defenders);
  if (distance > reach (game, "bayonet", "attack") && !rz12_umpire_allows (params))
    return rz12_umpire_decides (error, _ ("bayonet: the attackers stand %" PRId64 " distances off; they "
                                   "advance to the attack from at most %g (IX §13)"), distance,
                                reach (game, "bayonet", "attack"));

  attacker_loss = shock (game, en_masse ? "bayonet-en-masse" : "bayonet", "attacker") * (double) attacking;
  defender_loss = shock (game, "bayonet", "defender") * (double) (defending - blocked);
  att_told = rz12_format_pieces (attacker_loss);
  def_told = rz12_format_pieces (defender_loss + (double) blocked);
  {
    g_autofree char *breaking = NULL;
    g_autofree char *lost_whole = NULL;

    /* Translators: bayonet: the attacking pieces and the pieces attacked */
    breaking = g_strdup_printf (en_masse ? g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " piece breaks en masse into %"
                                                        PRId64, "%" PRId64 " pieces break en masse into %" PRId64,
                                                        attacking)
                                : g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " piece breaks into %" PRId64,
                                               "%" PRId64 " pieces break into %" PRId64, attacking),
                                attacking, defending);
    /* Translators: bayonet: the attacked pieces with their backs to a
     * cliff, marsh or water (IX §15), lost whole */
    lost_whole = blocked > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "; %" PRId64 " that cannot retreat lost whole, IX §15",
                                                             "; %" PRId64 " that cannot retreat lost whole, IX §15",
                                                             blocked), blocked)
                             : g_strdup ("");
    /* Translators: bayonet: who breaks into whom (above), the attacker's
     * loss in pieces and its rule, the attacked's loss, the pieces lost
     * whole (above) or nothing, how far the attacked go back, then what
     * stops them or nothing */
    g_string_append_printf (text, _ ("%1$s: the attacker loses %2$s (%3$s), the attacked %4$s (¼ a piece, IX §14%5$s) "
                                     "and is driven back %6$g distances (IX §14), which is no move of its own "
                                     "(VIII §18).%7$s"),
                            breaking, att_told,
                            en_masse ? _ ("⅛ for every two attacking pieces, IX §16") : _ ("⅛ a piece, IX §14"),
                            def_told, lost_whole, reach (game, "bayonet", "retreat"), stops->str);
  }
  g_string_append (text, _ (" Attacked:"));
  /* Translators: the ledger's note for a loss in a bayonet attack */
  rz12_losses_book (game, defenders, defender_loss, (guint) blocked,
                    vt_phrase_new (GETTEXT_PACKAGE, "bayonet attack", ""), outcome, text, taken);
  move_back (game, defenders, (guint) blocked, taken, reach (game, "bayonet", "retreat") * RZ12_DISTANCE, FALSE,
             outcome);
  g_string_append (text, _ (" Attacker:"));
  rz12_losses_book (game, attackers, attacker_loss, 0,
                    vt_phrase_new (GETTEXT_PACKAGE, "bayonet attack", ""), outcome, text, NULL);

  set_losses (outcome, attacker_loss, defender_loss + (double) blocked);
  vt_outcome_set (outcome, "retreat", "d", reach (game, "bayonet", "retreat") * RZ12_DISTANCE);
  return end (outcome, vt_phrase_new (GETTEXT_PACKAGE, "bayonet: %" PRId64 " against %" PRId64 ", the attacker "
                                      "loses %s, the attacked %s", "xxss", attacking, defending, att_told, def_told),
              text);
}

/* ---- the cavalry's attack, XI §5–8, IX §17, X §9 ------------------------ */

static const char * const cavalry_choices[] = { "heavy-cavalry", "light-cavalry", "flankers", NULL };
static const char * const cavalry_labels[] = { N_("Heavy cavalry"), N_("Light cavalry"), N_("Flankers"), NULL };
static const char * const defender_choices[] = {
  "heavy-cavalry", "light-cavalry", "infantry", "square", "tirailleurs", "jaegers", NULL
};
static const char * const defender_labels[] = {
  N_("Heavy cavalry"), N_("Light cavalry"), N_("Closed infantry"), N_("Square or mass (IX §17)"),
  N_("Dispersed tirailleurs (X §9)"), N_("Jägers (X §9)"), NULL
};

static const VtActionParam charge_params[] = {
  { "attacker", N_("Attacking cavalry"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The pieces that charge."), NULL,
    VT_PARAM_ROLE_ATTACKER },
  { "defender", N_("Attacked pieces"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The line charged."), NULL,
    VT_PARAM_ROLE_DEFENDER },
  { "cavalry", N_("Attacking arm"), VT_PARAM_CHOICE, 0, 0, cavalry_choices, TRUE,
    N_("From the attacking pieces when not given."), cavalry_labels },
  { "defender-kind", N_("Attacked arm"), VT_PARAM_CHOICE, 0, 0, defender_choices, TRUE,
    N_("From the attacked pieces and their formation when not given."), defender_labels },
  { "attacking", N_("Attacking pieces (number)"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The attackers named when not given.") },
  { "defending", N_("Attacked pieces (number)"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The attacked named when not given.") },
  { "massed", N_("Flankers massed three high"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Flankers shock closed troops only three pieces on one another (XI §8).") },
  { "distance", N_("Distance (distances)"), VT_PARAM_INTEGER, 1, 40, NULL, TRUE,
    N_("The attack is made from the charge's reach, 8 or 10 distances (XI §5); measured when not given.") },
  { "blocked", N_("Pieces that cannot retreat"), VT_PARAM_INTEGER, 0, 360, NULL, TRUE,
    N_("Attacked pieces pressed against heights, marshes, defiles, water or dense wood (XI §7).") },
};

static const char *
cavalry_of (const Rz12Piece *piece)
{
  if (piece == NULL)
    return NULL;
  switch (piece->kind)
    {
    case RZ12_KIND_HEAVY_CAVALRY:
      return "heavy-cavalry";
    case RZ12_KIND_LIGHT_CAVALRY:
      return "light-cavalry";
    case RZ12_KIND_FLANKERS:
      return "flankers";
    default:
      return NULL;
    }
}

static const char *
defender_of (VtUnit *unit)
{
  const Rz12Piece *piece = rz12_piece_for_unit (unit);
  const char *formation = vt_unit_get_formation (unit);

  if (piece == NULL)
    return "infantry";
  switch (piece->kind)
    {
    case RZ12_KIND_HEAVY_CAVALRY:
      return "heavy-cavalry";
    case RZ12_KIND_LIGHT_CAVALRY:
    case RZ12_KIND_FLANKERS:
      return "light-cavalry";
    case RZ12_KIND_TIRAILLEURS:
      /* X §9: in mass they stand as closed infantry */
      if (g_strcmp0 (formation, "mass") == 0)
        return "square";
      return g_strcmp0 (formation, "closed-line") == 0 ? "infantry" : "tirailleurs";
    case RZ12_KIND_JAEGERS:
      return "jaegers";
    default:
      return g_strcmp0 (formation, "square") == 0 || g_strcmp0 (formation, "mass") == 0 ? "square" : "infantry";
    }
}

static GVariant *
resolve_charge (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;
  g_autofree char *att_told = NULL;
  g_autofree char *def_told = NULL;
  const char *cavalry = NULL, *kind = NULL, *row;
  g_autoptr(GString) stops = g_string_new (NULL);
  g_autoptr(GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean counted, reverse = FALSE;
  gint64 attacking = 0, defending = 0, distance = 0, blocked = 0;
  gboolean massed = FALSE, heavy, harder;
  double attacker_loss = 0, defender_loss = 0, retreat = 0, attack_reach;

  if (!read_side (game, params, "attacker", "attacking", &attackers, &attacking, error) ||
      !read_side (game, params, "defender", "defending", &defenders, &defending, error))
    {
      g_prefix_error (error, _ ("cavalry-attack: "));
      return NULL;
    }
  if (!vt_params_get_string (params, "cavalry", &cavalry) && attackers->len > 0)
    cavalry = cavalry_of (rz12_piece_for_unit (g_ptr_array_index (attackers, 0)));
  if (cavalry == NULL)
    return vt_bad_parameter_null (error, _ ("cavalry-attack: name the charging cavalry (attacker=…) or its arm "
                                     "(cavalry=heavy-cavalry|light-cavalry|flankers)"));
  if (!vt_params_get_string (params, "defender-kind", &kind))
    kind = defenders->len > 0 ? defender_of (g_ptr_array_index (defenders, 0)) : "heavy-cavalry";
  if (!vt_params_get_boolean (params, "massed", &massed) && attackers->len > 0)
    massed = g_strcmp0 (vt_unit_get_formation (g_ptr_array_index (attackers, 0)), "mass") == 0;
  counted = vt_params_get_integer (params, "blocked", &blocked);
  if (blocked > defending)
    return vt_bad_parameter_null (error, _ ("cavalry-attack: %" PRId64 " pieces cannot retreat, but only %"
                                     PRId64 " are attacked"), blocked, defending);
  heavy = g_str_equal (cavalry, "heavy-cavalry");
  attack_reach = reach (game, heavy ? "heavy-cavalry" : "light-cavalry", "attack");
  if (!vt_params_get_integer (params, "distance", &distance))
    distance = apart (attackers, defenders);
  if (!rz12_umpire_allows (params))
    {
      if (distance > attack_reach)
        return rz12_umpire_decides (error, _ ("cavalry-attack: the cavalry stands %" PRId64 " distances "
                                       "off; it attacks from at most %g, its charge (XI §5)"), distance, attack_reach);
      if (g_str_equal (cavalry, "flankers") && !massed && !g_str_equal (kind, "tirailleurs") &&
          !g_str_equal (kind, "jaegers"))
        return rz12_umpire_decides (error, _ ("cavalry-attack: flankers shock closed cavalry or infantry only "
                                       "massed three pieces on one another (XI §8)"));
    }

  if (g_str_equal (kind, "tirailleurs") || g_str_equal (kind, "jaegers"))
    {
      if (g_str_equal (cavalry, "flankers"))
        {
          /* XI §8: against tirailleur lines the proportions are equal:
           * XI §5's ⅛ each way (derived) */
          defender_loss = shock (game, "against-cavalry", "defender") * (double) attacking;
          attacker_loss = shock (game, "against-cavalry", "attacker") * (double) defending;
          g_string_append (text, _ ("Flankers against a tirailleur line: the proportions are equal (XI §8), "
                              "⅛ each way as XI §5 (derived)."));
        }
      else
        {
          /* X §9: dispersed with insignificant loss to the cavalry; jägers
           * even in mass, lacking the bayonet */
          defender_loss = (double) defending;
          attacker_loss = 0;
          blocked = 0;
          g_string_append_printf (text, _ ("The cavalry disperses %s: every piece attacked is lost, the "
                                     "cavalry's loss insignificant, none booked (X §9)."),
                                  g_str_equal (kind, "jaegers") ? _ ("the jägers, who lack the bayonet even in mass")
                                  : _ ("the tirailleurs standing alone"));
        }
    }
  else if (g_str_equal (kind, "heavy-cavalry") || g_str_equal (kind, "light-cavalry"))
    {
      defender_loss = shock (game, "against-cavalry", "defender") * (double) attacking;
      attacker_loss = shock (game, "against-cavalry", "attacker") * (double) defending;
      retreat = reach (game, g_str_equal (kind, "heavy-cavalry") ? "heavy-cavalry" : "light-cavalry", "retreat");
      reverse = TRUE;
      g_string_append_printf (text, _ ("Cavalry against cavalry: the attacked lose ⅛ for every attacking piece, "
                                 "the attacker ⅛ for every piece attacked (XI §5); they go back %g distances with "
                                 "front reversed."), retreat);
    }
  else
    {
      const char *reading = rz12_option_string (game, "cavalry-against-infantry");

      harder = g_strcmp0 (reading, "heavy-strikes-harder") == 0;
      /* XI §6 as printed, or with the heavy cavalry's greater effect */
      row = (heavy != harder) ? "heavy-against-infantry" : "light-against-infantry";
      defender_loss = shock (game, row, "defender") * (double) attacking;
      row = heavy ? "heavy-against-infantry" : "light-against-infantry";
      attacker_loss = shock (game, row, "attacker") * (double) defending;
      retreat = reach (game, "bayonet", "retreat");
      if (g_str_equal (kind, "square"))
        {
          if (vt_option_get_boolean (game, "cavalry-breaks-squares", FALSE))
            {
              attacker_loss *= 2;
              g_string_append (text, _ ("The cavalry breaks into the square with double the loss it suffers "
                                  "against a line (IX §17 Remark, the players' agreement)."));
            }
          else
            {
              defender_loss = 0;
              blocked = 0;
              retreat = 0;
              g_string_append (text, _ ("Against a square or mass the cavalry's attack is ineffective (IX §17 3); "
                                  "it suffers the loss it would against a line (derived)."));
            }
        }
      else
        /* Translators: the option's note or nothing, how far the infantry goes back */
        g_string_append_printf (text, heavy ? _ ("Heavy cavalry against infantry (XI §6%s); the infantry goes back %g "
                                                 "distances.")
                                : _ ("Light cavalry against infantry (XI §6%s); the infantry goes back %g distances."),
                                harder ? _ (", the heavy cavalry striking harder: the game's option") : "", retreat);
    }

  /* XI §7: the ground behind each attacked piece, unless the umpire counts */
  if (!counted && retreat > 0)
    {
      blocked = drive_back (ruleset, game, defenders, retreat * RZ12_DISTANCE, stops);
      g_string_append (text, stops->str);
    }
  if (blocked > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %" PRId64 " piece that cannot retreat is lost (XI §7).",
                                               " %" PRId64 " pieces that cannot retreat are lost (XI §7).", blocked),
                            blocked);
  att_told = rz12_format_pieces (attacker_loss);
  def_told = rz12_format_pieces (defender_loss + (double) blocked);
  g_string_append_printf (text, _ (" %" PRId64 " against %" PRId64 ": the attacked lose %s, the "
                             "attacker %s."), attacking, defending, def_told, att_told);
  g_string_append (text, _ (" Attacked:"));
  /* Translators: the ledger's note for a loss in a cavalry attack */
  rz12_losses_book (game, defenders, defender_loss, (guint) blocked,
                    vt_phrase_new (GETTEXT_PACKAGE, "cavalry attack", ""), outcome, text, taken);
  move_back (game, defenders, (guint) blocked, taken, retreat * RZ12_DISTANCE, reverse, outcome);
  g_string_append (text, _ (" Attacker:"));
  rz12_losses_book (game, attackers, attacker_loss, 0,
                    vt_phrase_new (GETTEXT_PACKAGE, "cavalry attack", ""), outcome, text, NULL);

  set_losses (outcome, attacker_loss, defender_loss + (double) blocked);
  vt_outcome_set (outcome, "retreat", "d", retreat * RZ12_DISTANCE);
  /* Translators: the attacking pieces, their arm (an id: heavy-cavalry,
   * light-cavalry, flankers), the pieces attacked, their kind (an id:
   * infantry, square, tirailleurs…), the attacker's loss, the attacked's */
  return end (outcome, vt_phrase_new (GETTEXT_PACKAGE, "cavalry-attack: %" PRId64 " %s against %" PRId64 " %s, "
                                      "the attacker loses %s, the attacked %s", "xsxsss", attacking, cavalry,
                                      defending, kind, att_told, def_told),
              text);
}

/* ---- flank and rear, XI §9 ---------------------------------------------- */

static const VtActionParam flank_params[] = {
  { "attacker", N_("Attacking piece"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The piece at the flank or rear."), NULL,
    VT_PARAM_ROLE_ATTACKER },
  { "defender", N_("Attacked line"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The line's pieces from the attacked flank inward."), NULL, VT_PARAM_ROLE_DEFENDER },
  { "cavalry", N_("Attacking arm"), VT_PARAM_CHOICE, 0, 0, cavalry_choices, TRUE,
    N_("From the attacking piece when not given."), cavalry_labels },
  { "distance", N_("Distance from the flank (distances)"), VT_PARAM_INTEGER, 0, 40, NULL, FALSE,
    N_("How far the piece stands from the uncovered flank or rear.") },
  { "line", N_("Pieces in the line"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The attacked named when not given.") },
  { "struck", N_("Pieces struck (the umpire's count)"), VT_PARAM_INTEGER, 0, 360, NULL, TRUE,
    N_("The umpire's own count of how far the piece rolls the line up; else its reach less the "
    "distance it stands off.") },
};

/* 1824's squadron, its cavalry block (digest: "cavalry blocks are a
 * squadron of 150 horses"); 1812's pieces of 80 (IV §14 c) make it with two */
#define RZ12_SQUADRON_HORSES 150.0

/* whether @units are half-batteries on foot, foot or heavy (1824's rule
 * names foot batteries; horse artillery is not one) */
static gboolean
foot_batteries (GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      const char *type = vt_unit_get_unit_type (g_ptr_array_index (units, i));

      if (!g_str_equal (type, "foot-artillery") && !g_str_equal (type, "heavy-artillery"))
        return FALSE;
    }
  return units->len > 0;
}

static GVariant *
resolve_flank (VtRuleset   *ruleset,
               VtGame      *game,
               const char  *action,
               GVariant    *params,
               VtDice      *dice,
               GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;
  const char *cavalry = NULL;
  gint64 distance = 0, line = 0, struck = 0;
  gboolean battery_taken = FALSE;
  double attack_reach;
  GError *local_error = NULL;

  attackers = rz12_units_named (game, params, "attacker", &local_error);
  if (attackers == NULL || !read_side (game, params, "defender", "line", &defenders, &line, &local_error))
    {
      g_propagate_prefixed_error (error, local_error, _ ("flank-attack: "));
      return NULL;
    }
  if (!vt_params_get_string (params, "cavalry", &cavalry) && attackers->len > 0)
    cavalry = cavalry_of (rz12_piece_for_unit (g_ptr_array_index (attackers, 0)));
  if (cavalry == NULL)
    return vt_bad_parameter_null (error, _ ("flank-attack: name the attacking cavalry (attacker=…) or its arm "
                                     "(cavalry=…)"));
  vt_params_get_integer (params, "distance", &distance);
  attack_reach = reach (game, g_str_equal (cavalry, "heavy-cavalry") ? "heavy-cavalry" : "light-cavalry", "attack");
  if (distance > attack_reach && !rz12_umpire_allows (params))
    return rz12_umpire_decides (error, _ ("flank-attack: %" PRId64 " distances off the flank is beyond the "
                                   "charge's %g (XI §5, §9)"), distance, attack_reach);

  if (vt_params_get_integer (params, "struck", &struck))
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "The umpire counts %" PRId64 " pieces rolled up (XI §9).",
                                               "The umpire counts %" PRId64 " pieces rolled up (XI §9).", struck),
                            struck);
  else
    {
      /* XI §9: "how far a piece of Side A can penetrate into the flank":
       * what is left of its charge after reaching the flank, a piece a
       * distance (see README: the example's "four" does not follow) */
      struck = (gint64) floor (attack_reach - (double) distance + 1e-9);
      g_string_append_printf (text, _ ("From %" PRId64 " distances off the flank a charge of %g penetrates "
                                 "%" PRId64 " distances into it: as many pieces, a distance each (XI §9)."),
                              distance, attack_reach, struck);
    }
  struck = MIN (struck, line);
  if (foot_batteries (defenders) &&
      g_strcmp0 (rz12_option_string (game, "battery-taken-by-cavalry"), "xi-9") != 0)
    {
      double horses = 0;

      /* XII's batteries taken by cavalry are lost; 1824: "Foot batteries
       * attacked in flank by half a battalion or squadron are lost", a
       * squadron its block of 150 horses */
      for (guint i = 0; i < attackers->len; i++)
        horses += vt_unit_get_strength (g_ptr_array_index (attackers, i));
      if (horses + 1e-9 >= RZ12_SQUADRON_HORSES)
        {
          struck = line;
          battery_taken = TRUE;
          g_string_append_printf (text, _ (" Section XII is lost; the umpire's substitute: 1824's rule, a foot "
                                     "battery attacked in flank by a squadron is lost. %.0f horses are at least a "
                                     "squadron's 150 (1824): every half-battery attacked is taken."), horses);
        }
      else
        g_string_append_printf (text, _ (" Section XII is lost; the umpire's substitute, 1824's rule, takes a foot "
                                   "battery attacked in flank by a squadron: %.0f horses are less than its 150, so "
                                   "XI §9 counts."), horses);
    }
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             " %" PRId64 " piece of the line destroyed, taken in flank without "
                                             "resistance; the attacker loses nothing (XI §9). A change of front by "
                                             "part of the line prevents it.",
                                             " %" PRId64 " pieces of the line destroyed, taken in flank without "
                                             "resistance; the attacker loses nothing (XI §9). A change of front by "
                                             "part of the line prevents it.", struck), struck);
  g_string_append (text, _ (" Attacked:"));
  /* Translators: the ledger's notes for a loss in a flank attack */
  rz12_losses_book (game, defenders, 0, (guint) struck,
                    battery_taken ? vt_phrase_new (GETTEXT_PACKAGE, "battery taken in flank (1824's rule, substituted for XII)", "")
                                  : vt_phrase_new (GETTEXT_PACKAGE, "flank attack", ""),
                    outcome, text, NULL);

  set_losses (outcome, 0, (double) struck);
  vt_outcome_set (outcome, "struck", "x", struck);
  vt_outcome_set (outcome, "battery-taken", "b", battery_taken);
  /* Translators: the cavalry's arm (an id: heavy-cavalry, light-cavalry, flankers), the pieces rolled up */
  return end (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "flank-attack: %s rolls up %" PRId64 " piece",
                                             "flank-attack: %s rolls up %" PRId64 " pieces", struck, "sx", cavalry,
                                             struck),
              text);
}

/* ---- columns and defiles, XI §10–11 ------------------------------------ */

static const char * const where_choices[] = { "open", "defile-head", "defile-head-and-tail", NULL };
static const char * const where_labels[] = {
  N_("An undeployed column (XI §10)"), N_("Its head in a defile, street or bridge (XI §11)"),
  N_("Head and tail at once in a defile (XI §11)"), NULL
};

static const VtActionParam column_params[] = {
  { "attacker", N_("Attacking pieces"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The pieces that attack."), NULL,
    VT_PARAM_ROLE_ATTACKER },
  { "column", N_("The column"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("Its pieces from the head."), NULL,
    VT_PARAM_ROLE_DEFENDER },
  { "length", N_("Pieces in the column"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("The column named when not given.") },
  { "attacked", N_("Pieces attacked"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("How many of the column the attack strikes (XI §10); the whole column when not given.") },
  { "where", N_("Where"), VT_PARAM_CHOICE, 0, 0, where_choices, TRUE, N_("Open ground when not given."), where_labels },
};

static GVariant *
resolve_column (VtRuleset   *ruleset,
                VtGame      *game,
                const char  *action,
                GVariant    *params,
                VtDice      *dice,
                GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) column = NULL;
  g_autofree char *att_told = NULL;
  const char *where = "open";
  gint64 length = 0, attacked = 0, lost;
  double attacker_loss = 0;
  GError *local_error = NULL;

  attackers = rz12_units_named (game, params, "attacker", &local_error);
  if (attackers == NULL || !read_side (game, params, "column", "length", &column, &length, &local_error))
    {
      g_propagate_prefixed_error (error, local_error, _ ("column-attack: "));
      return NULL;
    }
  /* XI §10–11 are the cavalry's; infantry attacks a column with the
   * bayonet (VIII §1), which the jägers lack (X §9) */
  if (jaeger_among (attackers) != NULL && !rz12_umpire_allows (params))
    /* Translators: the jäger piece named as an attacker */
    return rz12_umpire_decides (error, _ ("column-attack: %s is a jäger piece; the jägers lack the bayonet "
                                   "(X §9) and cannot attack a column with it"),
                                vt_unit_get_display_name (jaeger_among (attackers)));
  vt_params_get_string (params, "where", &where);
  if (!vt_params_get_integer (params, "attacked", &attacked))
    attacked = length;
  if (attacked > length)
    return vt_bad_parameter_null (error, _ ("column-attack: %" PRId64 " pieces attacked of a column of %" PRId64),
                                  attacked, length);

  if (g_str_equal (where, "defile-head"))
    {
      lost = 1;
      g_string_append_printf (text, _ ("The head of a column of %" PRId64 " in a defile: the leading piece "
                                 "is lost and the pieces following retreat; the attacker loses nothing (XI §11)."),
                              length);
    }
  else if (g_str_equal (where, "defile-head-and-tail"))
    {
      lost = length;
      g_string_append_printf (text, _ ("Head and tail attacked at once: the whole column of %" PRId64 " in "
                                 "the defile is captured, for it cannot retreat; the attacker loses nothing (XI §11)."),
                              length);
    }
  else
    {
      lost = attacked;
      /* XI §10: "the attacker loses only ⅛ — i.e. 1 piece" for a column of 8 */
      attacker_loss = 0.125 * (double) length;
      att_told = rz12_format_pieces (attacker_loss);
      /* Translators: the pieces attacked, the column's length, the pieces
       * it retreats with, the attacker's loss in pieces, a fraction such as
       * ½ or 1¼ (the plural from 1¼ on) */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%" PRId64 " of an undeployed column of %" PRId64 " attacked: "
                                                 "they are lost and it retreats with %" PRId64 "; the attacker "
                                                 "loses ⅛ of the column, %s piece (XI §10).",
                                                 "%" PRId64 " of an undeployed column of %" PRId64 " attacked: "
                                                 "they are lost and it retreats with %" PRId64 "; the attacker "
                                                 "loses ⅛ of the column, %s pieces (XI §10).",
                                                 attacker_loss > 1 ? 2 : 1),
                              attacked, length, length - attacked, att_told);
    }
  g_string_append (text, _ (" Column:"));
  /* Translators: the ledger's note for a loss in an attack on a column */
  rz12_losses_book (game, column, 0, (guint) lost,
                    vt_phrase_new (GETTEXT_PACKAGE, "attack on a column", ""), outcome, text, NULL);
  if (attacker_loss > 0)
    {
      g_string_append (text, _ (" Attacker:"));
      rz12_losses_book (game, attackers, attacker_loss, 0,
                        vt_phrase_new (GETTEXT_PACKAGE, "attack on a column", ""), outcome, text, NULL);
    }
  set_losses (outcome, attacker_loss, (double) lost);
  /* Translators: the pieces lost of the column's length; the English says
   * "pieces" for one too */
  return end (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "column-attack: %" PRId64 " of %" PRId64 " pieces lost",
                                             "column-attack: %" PRId64 " of %" PRId64 " pieces lost", length, "xx",
                                             lost, length),
              text);
}

static const VtAction actions[] = {
  { "bayonet", N_("Bayonet attack"), bayonet_params, G_N_ELEMENTS (bayonet_params),
    N_("Closed infantry breaks into the opponent's line (IX §13–16)."), NULL, N_("Close combat") },
  { "cavalry-attack", N_("Cavalry attack"), charge_params, G_N_ELEMENTS (charge_params),
    N_("The shock of cavalry on cavalry, infantry, squares and tirailleurs (XI §5–8, IX §17, X §9)."), NULL,
    N_("Close combat") },
  { "flank-attack", N_("Attack in flank or rear"), flank_params, G_N_ELEMENTS (flank_params),
    N_("Rolling up an uncovered flank or rear (XI §9)."), NULL, N_("Close combat") },
  { "column-attack", N_("Attack on a column"), column_params, G_N_ELEMENTS (column_params),
    N_("An undeployed column, or one in a defile, street or on a bridge (XI §10–11)."), NULL, N_("Close combat") },
};

static const VtActionRule rules[] = {
  { &actions[0], NULL, resolve_bayonet },
  { &actions[1], NULL, resolve_charge },
  { &actions[2], NULL, resolve_flank },
  { &actions[3], NULL, resolve_column },
};

const VtActionRule *
rz12_shock_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_shock_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}
