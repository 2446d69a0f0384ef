/* rz12-fire.c: fire of infantry, tirailleurs and jägers, IX B a and X
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each firing piece takes a fraction of a piece by the distance between
 * the fronts (IX §6): closed infantry to 5 distances (IX §7–8, §12, §17),
 * tirailleurs to 6 (X §4), jägers to 8 (X §7). A piece that fires does
 * not move in the same minute (IX §10); it fires to its front and as far
 * as the diagonals through its square (IX §11).
 */
#define G_LOG_DOMAIN "vt-rz12-fire"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "rz12-catalogue.h"
#include "rz12-fire.h"
#include "rz12-losses.h"
#include "rz12-ruleset.h"

/* ---- the tables: a fraction of a piece per firing piece ---------------- */

static const char * const infantry_rows[] = { "5", "4", "3", "2", "1", NULL };
static const char * const infantry_columns[] = { "infantry", "cavalry", "square", "covered", NULL };
static const double infantry_values[] = {
  /* IX §7   IX §8   IX §17 2  IX §12 */
  0.125,     0.25,   0.25,     0,
  0.125,     0.25,   0.25,     0.125,
  0.25,      0.5,    0.5,      0.125,
  0.25,      0.5,    0.5,      0.25,
  0.5,       0.75,   0.75,     0.25,
};
static const guint8 infantry_derived[] = {
  0, 0, 0, 1,
  0, 0, 0, 0,
  0, 0, 0, 0,
  0, 0, 0, 0,
  0, 0, 1, 0,
};

static const char * const tirailleur_rows[] = { "6", "5", "4", "3", "2", "1", NULL };
static const char * const tirailleur_columns[] = { "infantry", "cavalry-lower", "cavalry-upper", NULL };
static const double tirailleur_values[] = {
  /* X §4: at 5–6 distances ⅛ for every two pieces together */
  0.125,     0.25,    0.25,
  0.125,     0.25,    0.25,
  0.125,     0.25,    0.375,
  0.25,      0.375,   0.5,
  0.5,       0.5,     0.75,
  0.25,      0.5,     0.75,
};
static const guint8 tirailleur_derived[] = {
  0, 0, 0,
  0, 1, 1,
  0, 0, 0,
  0, 1, 1,
  0, 0, 0,
  0, 0, 0,
};

static const char * const jaeger_rows[] = { "8", "7", "6", "5", "4", "3", "2", "1", NULL };
static const char * const jaeger_columns[] = { "infantry", "cavalry", NULL };
static const double jaeger_values[] = {
  /* X §7 gives 8, 6, 4, 2; the odd distances take the next farther row */
  0.125, 0.125,
  0.125, 0.125,
  0.25,  0.25,
  0.25,  0.25,
  0.5,   0.5,
  0.5,   0.5,
  1.0,   0.75,
  1.0,   0.75,
};
static const guint8 jaeger_derived[] = {
  0, 0,
  1, 1,
  0, 0,
  1, 1,
  0, 0,
  1, 1,
  0, 0,
  1, 1,
};

static const VtRuleTable tables[] = {
  { "infantry-fire", N_("Fire of closed infantry (pieces a firing piece takes)"), "IX §7, §8, §12, §17",
    infantry_rows, infantry_columns, infantry_values, infantry_derived,
    N_("Covered at 5 distances: IX §12 says fire on covered troops becomes noticeable only at 4 "
    "distances, so 0 (derived). Squares at 1 distance: IX §17 2 raises the line's figures a step "
    "(1/8 to 1/4, 1/4 to 1/2); the step after 1/2 is the next marker, 3/4 (derived).") },
  { "tirailleur-fire", N_("Fire of tirailleurs (pieces a firing piece takes)"), "X §4",
    tirailleur_rows, tirailleur_columns, tirailleur_values, tirailleur_derived,
    N_("Against closed infantry at 5–6 distances the 1/8 is for every two tirailleur pieces together. "
    "At 1 distance X §4 prints 1/4, less than at 2: kept as printed. Against cavalry X §4 gives "
    "ranges ('1/4 to 3/8'): the umpire chooses the band; 5 and 3 distances are derived from the "
    "rows either side.") },
  { "jaeger-fire", N_("Fire of jägers (pieces a firing piece takes)"), "X §7",
    jaeger_rows, jaeger_columns, jaeger_values, jaeger_derived,
    N_("X §7 gives 8, 6, 4 and 2 distances; 7, 5, 3 and 1 take the next farther row, as IX §7 pairs "
    "its distances (derived).") },
};

/* ---- the fire action --------------------------------------------------- */

static const char * const weapon_choices[] = { "closed", "tirailleurs", "jaegers", NULL };
static const char * const weapon_labels[] = {
  N_("Closed infantry (IX §7)"), N_("Tirailleurs (X §4)"), N_("Jägers (X §7)"), NULL
};
static const char * const target_choices[] = { "infantry", "cavalry", "square", "covered", "light", NULL };
static const char * const target_labels[] = {
  N_("Closed infantry"), N_("Closed cavalry"), N_("Square or mass (IX §17)"), N_("In woods, farmsteads or gardens (IX §12)"),
  N_("Tirailleurs, jägers or flankers (IX §9, X §5)"), NULL
};
static const char * const band_choices[] = { "lower", "upper", NULL };

static const VtActionParam fire_params[] = {
  { "firer", N_("Firing pieces"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The pieces that fire together."), NULL, VT_PARAM_ROLE_FIRER },
  { "target", N_("Target"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The piece fired at, or a line of them, in the order the loss falls."), NULL, VT_PARAM_ROLE_TARGET },
  { "weapon", N_("Who fires"), VT_PARAM_CHOICE, 0, 0, weapon_choices, TRUE,
    N_("Without a game: the firing arm; from the firers' pieces when not given."), weapon_labels },
  { "pieces", N_("Firing pieces"), VT_PARAM_INTEGER, 1, 360, NULL, TRUE,
    N_("How many pieces fire; the firers named when not given.") },
  { "target-kind", N_("Target's kind"), VT_PARAM_CHOICE, 0, 0, target_choices, TRUE,
    N_("From the target piece and its formation when not given."), target_labels },
  { "distance", N_("Distance (distances of 50 paces)"), VT_PARAM_INTEGER, 1, 8, NULL, TRUE,
    N_("Between the fronts (IX §6); measured on the map when not given.") },
  { "band", N_("Band against cavalry"), VT_PARAM_CHOICE, 0, 0, band_choices, TRUE,
    N_("Tirailleurs against cavalry: X §4 gives '1/4 to 3/8', '1/2 to 3/4'; the umpire's choice, "
    "lower when not given.") },
};

static const VtAction actions[] = {
  { "fire", N_("Fire"), fire_params, G_N_ELEMENTS (fire_params),
    N_("Small-arms fire by the distance between the fronts (IX §5–12, X §4–7)."), NULL, N_("Fire") },
};

/* in distances between the fronts (IX §6): the pieces are one distance
 * deep, so half a distance off each centre */
static gint64
distance_between (VtUnit *firer,
                  VtUnit *target)
{
  double gap = vt_units_distance (firer, target) - RZ12_DISTANCE;

  return MAX (1, (gint64) ceil (gap / RZ12_DISTANCE - 1e-6));
}

/* IX §11: the front and what the diagonals through the piece's square
 * bound, the target's piece touching it */
static gboolean
in_effect_area (VtUnit *firer,
                VtUnit *target)
{
  VtPoint from, to;
  double facing = vt_unit_get_facing (firer) * G_PI / 180, dx, dy, ahead, lateral;

  vt_unit_get_position (firer, &from);
  vt_unit_get_position (target, &to);
  dx = to.x - from.x;
  dy = to.y - from.y;
  /* facing clockwise from north, the map's y growing southward */
  ahead = dx * sin (facing) - dy * cos (facing);
  lateral = dx * cos (facing) + dy * sin (facing);
  return ahead > 0 && fabs (lateral) <= ahead + RZ12_DISTANCE / 2;
}

/* VIII §17 a: forests, hills and buildings lying between the two lines
 * make fire impossible; one that holds the target covers it (IX §12) */
static gboolean
is_screen (const char *kind)
{
  return g_str_has_prefix (kind, "wood-") || g_str_has_prefix (kind, "hill-") ||
         g_str_equal (kind, "slope-steep") || g_str_equal (kind, "slope-sheer") ||
         g_str_equal (kind, "farmstead-wooden") || g_str_equal (kind, "building-masonry") ||
         g_str_equal (kind, "church");
}

static gboolean
is_cover (const char *kind)
{
  return g_str_has_prefix (kind, "wood-") || g_str_equal (kind, "farmstead-wooden") ||
         g_str_equal (kind, "building-masonry") || g_str_equal (kind, "church");
}

static gboolean
inside (VtFeature     *feature,
        const VtPoint *point)
{
  guint n = 0;
  const VtPoint *points = vt_feature_get_points (feature, &n);

  return vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && vt_polygon_contains (points, n, point);
}

/* the feature between @firer and @target that stops the fire, or NULL;
 * @covered: whether the target stands in a wood or farmstead */
static VtFeature *
between (VtGame   *game,
         VtUnit   *firer,
         VtUnit   *target,
         gboolean *covered)
{
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  g_autoptr(GPtrArray) crossed = NULL;
  VtPoint from, to;

  vt_unit_get_position (firer, &from);
  vt_unit_get_position (target, &to);
  crossed = vt_features_crossed (features, &from, &to, 10);
  *covered = FALSE;
  for (guint i = 0; i < crossed->len; i++)
    {
      VtFeature *feature = g_ptr_array_index (crossed, i);
      const char *kind = vt_feature_get_kind (feature);

      if (!is_screen (kind))
        continue;
      if (inside (feature, &to))
        {
          *covered = *covered || is_cover (kind);
          continue;
        }
      if (!inside (feature, &from))
        return feature;
    }
  return NULL;
}

static const char *
weapon_of (const Rz12Piece *piece,
           const char      *formation)
{
  if (piece == NULL)
    return NULL;
  if (rz12_piece_is_closed (piece, formation))
    return "closed"; /* X §3: three stacked act as closed infantry */
  if (piece->kind == RZ12_KIND_TIRAILLEURS)
    return "tirailleurs";
  if (piece->kind == RZ12_KIND_JAEGERS)
    return "jaegers";
  return NULL;
}

static const char *
target_kind_of (const Rz12Piece *piece,
                const char      *formation)
{
  if (piece == NULL)
    return "infantry";
  switch (piece->kind)
    {
    case RZ12_KIND_HEAVY_CAVALRY:
    case RZ12_KIND_LIGHT_CAVALRY:
      return "cavalry";
    case RZ12_KIND_FLANKERS:
    case RZ12_KIND_TIRAILLEURS:
    case RZ12_KIND_JAEGERS:
      if (rz12_piece_is_closed (piece, formation))
        return g_strcmp0 (formation, "mass") == 0 ? "square" : "infantry";
      return "light";
    default:
      if (g_strcmp0 (formation, "square") == 0 || g_strcmp0 (formation, "mass") == 0)
        return "square";
      return "infantry";
    }
}

static GVariant *
prepare_fire (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  g_autoptr(GPtrArray) firers = NULL;
  g_autoptr(GPtrArray) targets = NULL;
  const char *filled[5] = { NULL, };
  guint n_filled = 0;
  GError *local_error = NULL;

  firers = rz12_units_named (game, params, "firer", &local_error);
  targets = firers != NULL ? rz12_units_named (game, params, "target", &local_error) : NULL;
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (firers->len > 0 && !g_variant_dict_contains (&completed, "weapon"))
    {
      VtUnit *firer = g_ptr_array_index (firers, 0);
      const char *weapon = weapon_of (rz12_piece_for_unit (firer), vt_unit_get_formation (firer));

      if (weapon != NULL)
        {
          g_variant_dict_insert (&completed, "weapon", "s", weapon);
          filled[n_filled++] = "weapon";
        }
    }
  if (firers->len > 0 && !g_variant_dict_contains (&completed, "pieces"))
    {
      g_variant_dict_insert (&completed, "pieces", "x", (gint64) firers->len);
      filled[n_filled++] = "pieces";
    }
  if (targets->len > 0 && !g_variant_dict_contains (&completed, "target-kind"))
    {
      VtUnit *target = g_ptr_array_index (targets, 0);
      const char *kind = target_kind_of (rz12_piece_for_unit (target), vt_unit_get_formation (target));
      gboolean covered = FALSE;

      if (firers->len > 0)
        between (game, g_ptr_array_index (firers, 0), target, &covered);
      /* IX §12: troops in woods, farmsteads and gardens */
      if (covered && g_str_equal (kind, "infantry"))
        kind = "covered";
      g_variant_dict_insert (&completed, "target-kind", "s", kind);
      filled[n_filled++] = "target-kind";
    }
  if (firers->len > 0 && targets->len > 0 && !g_variant_dict_contains (&completed, "distance"))
    {
      gint64 nearest = G_MAXINT64;

      for (guint i = 0; i < firers->len; i++)
        nearest = MIN (nearest, distance_between (g_ptr_array_index (firers, i), g_ptr_array_index (targets, 0)));
      g_variant_dict_insert (&completed, "distance", "x", MIN (nearest, (gint64) 9));
      filled[n_filled++] = "distance";
    }
  {
    GVariant *done = g_variant_dict_end (&completed);
    const char *weapon = "closed";

    vt_params_get_string (done, "weapon", &weapon);
    return vt_prepare_result_new (done, filled, NULL,
                                  g_str_equal (weapon, "tirailleurs") ? "tirailleur-fire"
                                  : g_str_equal (weapon, "jaegers") ? "jaeger-fire" : "infantry-fire",
                                  _ ("IX §6: the distance between the fronts; the weapon's table"));
  }
}

/* who fires, as a summary says it: the ids in English */
static const char *
weapon_word (const char *weapon)
{
  /* Translators: who fires, in fire's summary: closed infantry */
  return g_str_equal (weapon, "closed") ? N_("closed")
         : g_str_equal (weapon, "tirailleurs") ? N_("tirailleurs")
         : g_str_equal (weapon, "jaegers") ? N_("jaegers") : weapon;
}

static GVariant *
resolve_fire (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) firers = NULL;
  g_autoptr(GPtrArray) targets = NULL;
  g_autoptr(GVariant) prepared = NULL;
  g_autoptr(GVariant) completed = NULL;
  g_autofree char *each_told = NULL;
  g_autofree char *loss_told = NULL;
  g_autofree char *row = NULL;
  const char *weapon = NULL, *kind = NULL, *band = "lower", *column, *section;
  const VtRuleTable *table;
  GError *local_error = NULL;
  gint64 distance = 0, pieces = 1, reach;
  double each, loss;

  prepared = prepare_fire (ruleset, game, action, params, error);
  if (prepared == NULL)
    return NULL;
  g_variant_ref_sink (prepared);
  completed = g_variant_lookup_value (prepared, "params", G_VARIANT_TYPE_VARDICT);

  firers = rz12_units_named (game, completed, "firer", &local_error);
  targets = firers != NULL ? rz12_units_named (game, completed, "target", &local_error) : NULL;
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  for (guint i = 0; i < firers->len; i++)
    {
      VtUnit *firer = g_ptr_array_index (firers, i);
      const Rz12Piece *piece = rz12_piece_for_unit (firer);

      /* VIII §1: only infantry, light infantry and jägers fire small arms */
      if (piece == NULL || (weapon_of (piece, vt_unit_get_formation (firer)) == NULL))
        return vt_bad_parameter_null (error, _ ("fire: %s does not fire small arms: only closed infantry, "
                                         "tirailleurs and jägers do (VIII §1)%s"),
                                      vt_unit_get_display_name (firer),
                                      piece != NULL && piece->kind == RZ12_KIND_ARTILLERY
                                      ? _ ("; half-batteries fire with artillery-fire") : "");
      /* the source gives pioneers and pontoniers no fire of their own */
      if (!g_str_equal (piece->unit_type, "closed-infantry") && piece->kind == RZ12_KIND_CLOSED_INFANTRY &&
          !rz12_umpire_allows (params))
        return rz12_umpire_decides (error, _ ("fire: the source gives %s no fire; as closed infantry of 150 men it "
                                       "would take too much"), vt_unit_get_display_name (firer));
    }
  if (!vt_params_get_string (completed, "weapon", &weapon))
    return vt_bad_parameter_null (error, _ ("fire: name the firing pieces (firer=…) or who fires (weapon=…): "
                                     "only infantry, tirailleurs and jägers fire small arms (VIII §1)"));
  if (!vt_params_get_integer (completed, "distance", &distance))
    return vt_bad_parameter_null (error, _ ("fire: give the distance between the fronts (distance=1…8), or a "
                                     "game to measure it in"));
  vt_params_get_integer (completed, "pieces", &pieces);
  vt_params_get_string (completed, "band", &band);
  if (!vt_params_get_string (completed, "target-kind", &kind))
    kind = "infantry";

  reach = g_str_equal (weapon, "closed") ? 5 : g_str_equal (weapon, "tirailleurs") ? 6 : 8;
  if (distance > reach)
    return vt_bad_parameter_null (error, _ ("fire: %s reach %" PRId64 " distances (%s); the target "
                                     "stands %" PRId64 " off"), vt_ruleset_get_choice_label (ruleset, &fire_params[2], weapon),
                                  reach, g_str_equal (weapon, "closed") ? "IX §6" : g_str_equal (weapon, "tirailleurs")
                                  ? "X §4" : "X §7", distance);

  if (!rz12_umpire_allows (params))
    for (guint i = 0; i < firers->len; i++)
      {
        VtUnit *firer = g_ptr_array_index (firers, i);

        if (rz12_activity_in_move (game, vt_unit_get_id (firer), vt_game_get_move (game)) != NULL)
          return rz12_umpire_decides (error, _ ("fire: %s has moved in this move and cannot also fire (IX §10)"),
                                      vt_unit_get_display_name (firer));
        if (targets->len > 0)
          {
            gboolean covered;
            VtFeature *screen = between (game, firer, g_ptr_array_index (targets, 0), &covered);

            if (screen != NULL)
              return rz12_umpire_decides (error, _ ("fire: %s lies between %s and %s and makes fire impossible "
                                             "(VIII §17 a)"),
                                          vt_feature_get_name (screen) != NULL ? vt_feature_get_name (screen)
                                          : vt_feature_get_kind (screen),
                                          vt_unit_get_display_name (firer),
                                          vt_unit_get_display_name (g_ptr_array_index (targets, 0)));
          }
        if (targets->len > 0 && !in_effect_area (firer, g_ptr_array_index (targets, 0)))
          return rz12_umpire_decides (error, _ ("fire: %s is outside the effect area of %s: its front and the "
                                         "diagonals through its square (IX §11)"),
                                      vt_unit_get_display_name (g_ptr_array_index (targets, 0)),
                                      vt_unit_get_display_name (firer));
      }

  row = g_strdup_printf ("%" G_GINT64_FORMAT, distance);
  /* X §5: tirailleurs firing on one another, and infantry on light troops
   * (IX §9), take the closed infantry's proportion */
  if (g_str_equal (kind, "light") && !g_str_equal (weapon, "jaegers"))
    {
      weapon = distance <= 5 ? "closed" : weapon;
      kind = "infantry";
      g_string_append (text, _ ("Against dispersed light troops the closed infantry's proportion applies "
                          "(IX §9, X §5). "));
    }
  else if (g_str_equal (kind, "light"))
    kind = "infantry";

  if (g_str_equal (weapon, "closed"))
    {
      table = &tables[0];
      column = kind;
    }
  else if (g_str_equal (weapon, "tirailleurs"))
    {
      table = &tables[1];
      if (g_str_equal (kind, "cavalry"))
        column = g_str_equal (band, "upper") ? "cavalry-upper" : "cavalry-lower";
      else
        column = "infantry";
      if (!g_str_equal (kind, "cavalry") && !g_str_equal (kind, "infantry"))
        g_string_append (text, _ ("The tables of X give no figure for this target: the closed infantry's "
                            "(the umpire's judgement). "));
    }
  else
    {
      table = &tables[2];
      column = g_str_equal (kind, "cavalry") ? "cavalry" : "infantry";
      if (!g_str_equal (kind, "cavalry") && !g_str_equal (kind, "infantry"))
        g_string_append (text, _ ("The tables of X give no figure for this target: the closed infantry's "
                            "(the umpire's judgement). "));
    }

  section = table != &tables[0] ? table->section
            : g_str_equal (column, "cavalry") ? "IX §8" : g_str_equal (column, "square") ? "IX §17"
            : g_str_equal (column, "covered") ? "IX §12" : "IX §7";
  each = vt_rule_table_get_value (table, row, column, game);
  if (table == &tables[1] && g_str_equal (column, "infantry") && distance >= 5)
    loss = each * (double) (pieces / 2); /* X §4: for every two pieces together */
  else
    loss = each * (double) pieces;

  each_told = rz12_format_pieces (each);
  loss_told = rz12_format_pieces (loss);
  {
    /* Translators: fire: the firing pieces and who they are (closed infantry, tirailleurs, jägers) */
    g_autofree char *firing = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " piece of %s",
                                                            "%" PRId64 " pieces of %s", pieces), pieces,
                                               vt_ruleset_get_choice_label (ruleset, &fire_params[2], weapon));
    /* Translators: fire: the distance between the fronts, in distances and paces */
    g_autofree char *at = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " distance (%" PRId64 " paces)",
                                                        "%" PRId64 " distances (%" PRId64 " paces)", distance),
                                           distance, distance * 50);

    /* Translators: fire: the pieces firing and the distance (the two
     * messages above), the target, the loss a piece (a fraction such as ⅛),
     * "a piece" or "for every two pieces", the rule's section, the loss in all */
    g_string_append_printf (text, _ ("%1$s at %2$s on %3$s: %4$s %5$s (%6$s), %7$s in all."),
                            firing, at, vt_ruleset_get_choice_label (ruleset, &fire_params[4], kind), each_told,
                            table == &tables[1] && g_str_equal (column, "infantry") && distance >= 5
                            ? _ ("for every two pieces") : _ ("a piece"), section, loss_told);
  }
  if (g_str_equal (kind, "covered"))
    g_string_append (text, _ (" Into a dense wood only at its edge, 50 paces, into an open one to its second "
                        "distance (IX §12 a–b)."));
  /* Translators: the ledger's note for a loss by small-arms fire */
  rz12_losses_book (game, targets, loss, 0, vt_phrase_new (GETTEXT_PACKAGE, "small-arms fire", ""), outcome, text,
                    NULL);
  g_string_append (text, _ (" The firing pieces do not move this minute (IX §10)."));

  {
    GVariant *at = vt_phrase_new_plural (GETTEXT_PACKAGE, "%" PRId64 " distance", "%" PRId64 " distances",
                                         distance, "x", distance);
    /* Translators: the loss in pieces, a fraction such as ½ or 1¼ (the plural from 1¼ on) */
    GVariant *lost = vt_phrase_new_plural (GETTEXT_PACKAGE, "%s piece lost", "%s pieces lost", loss > 1 ? 2 : 1,
                                           "s", loss_told);

    if (firers->len > 0 && targets->len > 0)
      /* the journal names who did what, each as the reader saw it */
      /* Translators: fire's summary: the firing pieces, their targets, the
       * distance, the loss (the two messages above) */
      vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "%1$s fires on %2$s at %3$s, %4$s",
                                                                    "%1$s fire on %2$s at %3$s, %4$s", firers->len,
                                                                    "UUpp", firers, targets, at, lost));
    else
      /* Translators: fire's summary: who fires (closed, tirailleurs,
       * jaegers), the distance, the loss (the two messages above) */
      vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE, "fire: %1$s at %2$s, %3$s", "tpp",
                                                             weapon_word (weapon), at, lost));
  }
  vt_outcome_set_text (outcome, text->str);
  vt_outcome_set (outcome, "per-piece", "d", each);
  vt_outcome_set (outcome, "loss", "d", loss);
  vt_outcome_set (outcome, "distance", "x", distance);
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
  return vt_outcome_end (outcome);
}

static const VtActionRule rules[] = {
  { &actions[0], prepare_fire, resolve_fire },
};

const VtActionRule *
rz12_fire_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
rz12_fire_get_tables (guint *n_tables)
{
  *n_tables = G_N_ELEMENTS (tables);
  return tables;
}
