/* test-rz12-attack.c: reiswitz-1812 against the source: losses, fire, shock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every worked example of the source is here: VIII §10's 7/8, IX §14's
 * eight against eight, XI §5's three cases, XI §9's penetration, XI §10's
 * column; and every row of the fire tables of IX §7–8, §12, §17, X §4, §7.
 * Derived cells are checked as plugins/reiswitz-1812/README.md gives them.
 */
#define G_LOG_DOMAIN "test-rz12-attack"


#include "test-rz12-common.h"
#include "vt-test-report.h"

/* ---- VIII §10: ¼ + ⅜ + ¼ = ⅞, one piece taken, a ⅛ marker laid back ---- */

static void
test_seven_eighths (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) first = apply_ok (game, "losses", "unit=b1", "marker=1/4", NULL);
  g_autoptr(GVariant) second = apply_ok (game, "losses", "unit=b1", "marker=3/8", NULL);
  g_autoptr(GVariant) third = NULL;

  g_assert_cmpuint (strength_of (game, "b1"), ==, 150);
  g_assert_cmpfloat (booked (game, "b1"), ==, 0.625);
  /* VIII §12: the fractions do not weaken the piece */
  assert_text (second, "markers ⅝");
  third = apply_ok (game, "losses", "unit=b1", "marker=1/4", NULL);
  g_assert_cmpfloat (booked (game, "b1"), ==, 0.875);
  g_assert_cmpuint (strength_of (game, "b1"), ==, 0);
  assert_text (third, "the piece is taken");
  assert_text (third, "a ⅛ marker laid back");
  g_assert_cmpint (vt_game_get_unit_state (game, vt_scenario_find_unit (vt_game_get_state (game), "b1")), ==,
                   VT_UNIT_REMOVED);
  g_assert_cmpfloat (vt_ruleset_get_loss_threshold (get_ruleset (), game, "closed-infantry"), ==, 0.875);
  /* VIII §7 b: on the closed infantry's markers */
  {
    VtLossLedger *ledger = vt_game_get_loss_ledger (game);

    g_assert_cmpfloat (vt_loss_ledger_get_total (ledger, "blue", "closed-infantry", NULL), ==, 0.875);
  }
  /* I §4: the side that took it scores the pieces */
  {
    double score = 0;

    g_assert_true (vt_ruleset_get_score (get_ruleset (), game, "red", &score));
    g_assert_cmpfloat (score, ==, 0.875);
  }
}

/* VIII §10: "the partial loss is expressed by these markers until the sum
 * of the individual fractions equals one whole piece, whereupon one whole
 * piece is removed": a ¾ struck ½ more is 1¼, one piece removed and the
 * ¼ carried, on the next piece of the line or as a marker that stays;
 * at the ⅞ threshold exactly the piece goes, below it it stands */
static void
test_carried_beyond_a_piece (void)
{
  g_autoptr(VtGame) game = new_game ();
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);

  /* above: ¾ + ½ on a piece alone, the ¼ stays */
  {
    g_autoptr(GVariant) first = apply_ok (game, "losses", "unit=b1", "marker=3/4", NULL);
    g_autoptr(GVariant) second = apply_ok (game, "losses", "unit=b1", "marker=1/2", NULL);

    g_assert_cmpuint (strength_of (game, "b1"), ==, 0);
    assert_text (second, "the piece is taken");
    assert_text (second, "¼ stays, a marker of closed infantry against its side (VIII §10)");
    g_assert_cmpfloat_with_epsilon (booked (game, "b1"), 1.25, 1e-9);
    g_assert_cmpfloat_with_epsilon (vt_loss_ledger_get_total (ledger, "blue", "closed-infantry", NULL), 1.25, 1e-9);
  }
  /* above, on a line: ¾ on b2, then ½ on b2 and b3: b2 goes, b3 carries ¼ */
  {
    g_autoptr(GVariant) first = apply_ok (game, "losses", "unit=b2", "marker=3/4", NULL);
    g_autoptr(GVariant) fire = NULL;

    /* two pieces at two distances, ¼ each (IX §7): ½ on the line b2, b3 */
    fire = apply_ok (game, "fire", "firer=r1,r2", "target=b2,b3", NULL);
    g_assert_cmpfloat (get_d (fire, "loss"), ==, 0.5);
    g_assert_cmpuint (strength_of (game, "b2"), ==, 0);
    g_assert_cmpfloat_with_epsilon (booked (game, "b2"), 1, 1e-9);
    g_assert_cmpuint (strength_of (game, "b3"), ==, 150);
    g_assert_cmpfloat_with_epsilon (booked (game, "b3"), 0.25, 1e-9);
    assert_text (fire, "markers ¼");
  }
  /* at the threshold: ¾ + ⅛ = ⅞, the piece goes and the ⅛ is laid back */
  {
    g_autoptr(GVariant) first = apply_ok (game, "losses", "unit=b4", "marker=3/4", NULL);
    g_autoptr(GVariant) second = apply_ok (game, "losses", "unit=b4", "marker=1/8", NULL);

    g_assert_cmpuint (strength_of (game, "b4"), ==, 0);
    g_assert_cmpfloat_with_epsilon (booked (game, "b4"), 0.875, 1e-9);
    assert_text (second, "a ⅛ marker laid back");
    g_assert_null (strstr (get_s (second, "text"), "stays"));
  }
  /* below: ⅝ + ⅛ = ¾, the piece stands whole (VIII §12) */
  {
    g_autoptr(GVariant) first = apply_ok (game, "losses", "unit=b5", "marker=1/2", NULL);
    g_autoptr(GVariant) second = apply_ok (game, "losses", "unit=b5", "marker=1/8", NULL);
    g_autoptr(GVariant) third = apply_ok (game, "losses", "unit=b5", "marker=1/8", NULL);

    g_assert_cmpuint (strength_of (game, "b5"), ==, 150);
    g_assert_cmpfloat_with_epsilon (booked (game, "b5"), 0.75, 1e-9);
    assert_text (second, "markers ⅝");
    assert_text (third, "markers ¾");
    g_assert_null (strstr (get_s (third, "text"), "taken"));
  }
}

/* the other reading: a piece goes only at a whole one */
static void
test_whole_piece_option (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_set_option (game, "piece-goes-at", g_variant_new_string ("whole"), &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (vt_ruleset_get_loss_threshold (get_ruleset (), game, "closed-infantry"), ==, 1);
  {
    g_autoptr(GVariant) a = apply_ok (game, "losses", "unit=b1", "marker=1/4", NULL);
    g_autoptr(GVariant) b = apply_ok (game, "losses", "unit=b1", "marker=3/8", NULL);
    g_autoptr(GVariant) c = apply_ok (game, "losses", "unit=b1", "marker=1/4", NULL);

    g_assert_cmpuint (strength_of (game, "b1"), ==, 150);
  }
  {
    g_autoptr(GVariant) d = apply_ok (game, "losses", "unit=b1", "marker=1/8", NULL);

    g_assert_cmpuint (strength_of (game, "b1"), ==, 0);
  }
}

/* ---- fire tables, every row ------------------------------------------- */

static double
fire_loss (const char *weapon,
           const char *kind,
           guint       distance,
           guint       pieces,
           const char *band)
{
  g_autofree char *w = g_strdup_printf ("weapon=%s", weapon);
  g_autofree char *k = g_strdup_printf ("target-kind=%s", kind);
  g_autofree char *d = g_strdup_printf ("distance=%u", distance);
  g_autofree char *p = g_strdup_printf ("pieces=%u", pieces);
  g_autofree char *b = g_strdup_printf ("band=%s", band != NULL ? band : "lower");
  g_autoptr(GVariant) outcome = resolve_ok (NULL, "fire", w, k, d, p, b, NULL);

  return get_d (outcome, "loss");
}

/* IX §7, §8, §12, §17 2 */
static void
test_infantry_fire (void)
{
  static const struct { guint distance; double infantry, cavalry, square, covered; } rows[] = {
    { 5, 0.125, 0.25, 0.25, 0 },     /* covered at 5: derived 0 (IX §12: only from 4) */
    { 4, 0.125, 0.25, 0.25, 0.125 },
    { 3, 0.25, 0.5, 0.5, 0.125 },
    { 2, 0.25, 0.5, 0.5, 0.25 },
    { 1, 0.5, 0.75, 0.75, 0.25 },    /* square at 1: derived ¾ */
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_assert_cmpfloat (fire_loss ("closed", "infantry", rows[i].distance, 1, NULL), ==, rows[i].infantry);
      g_assert_cmpfloat (fire_loss ("closed", "cavalry", rows[i].distance, 1, NULL), ==, rows[i].cavalry);
      g_assert_cmpfloat (fire_loss ("closed", "square", rows[i].distance, 1, NULL), ==, rows[i].square);
      g_assert_cmpfloat (fire_loss ("closed", "covered", rows[i].distance, 1, NULL), ==, rows[i].covered);
    }
  /* each firing piece takes its share: eight pieces at 1 distance, 4 pieces */
  g_assert_cmpfloat (fire_loss ("closed", "infantry", 1, 8, NULL), ==, 4);
  /* IX §9: tirailleurs under infantry fire take the closed infantry's figures */
  g_assert_cmpfloat (fire_loss ("closed", "light", 3, 1, NULL), ==, 0.25);
  /* IX §6: not beyond five distances */
  g_assert_cmpint (resolve_fails (NULL, NULL, "fire", "weapon=closed", "distance=6", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

/* X §4 */
static void
test_tirailleur_fire (void)
{
  static const struct { guint distance; double infantry, lower, upper; } rows[] = {
    { 6, 0.125, 0.25, 0.25 },
    { 5, 0.125, 0.25, 0.25 },  /* cavalry: derived */
    { 4, 0.125, 0.25, 0.375 },
    { 3, 0.25, 0.375, 0.5 },   /* cavalry: derived */
    { 2, 0.5, 0.5, 0.75 },
    { 1, 0.25, 0.5, 0.75 },    /* ¼ as printed */
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      /* at 5–6 distances ⅛ for every two pieces together */
      guint pieces = rows[i].distance >= 5 ? 2 : 1;

      g_assert_cmpfloat (fire_loss ("tirailleurs", "infantry", rows[i].distance, pieces, NULL), ==, rows[i].infantry);
      g_assert_cmpfloat (fire_loss ("tirailleurs", "cavalry", rows[i].distance, 1, "lower"), ==, rows[i].lower);
      g_assert_cmpfloat (fire_loss ("tirailleurs", "cavalry", rows[i].distance, 1, "upper"), ==, rows[i].upper);
    }
  /* one piece alone at 6 distances takes nothing; three take ⅛ */
  g_assert_cmpfloat (fire_loss ("tirailleurs", "infantry", 6, 1, NULL), ==, 0);
  g_assert_cmpfloat (fire_loss ("tirailleurs", "infantry", 6, 3, NULL), ==, 0.125);
  /* X §5: tirailleurs against tirailleurs, the closed infantry's proportion */
  g_assert_cmpfloat (fire_loss ("tirailleurs", "light", 1, 1, NULL), ==, 0.5);
  g_assert_cmpint (resolve_fails (NULL, NULL, "fire", "weapon=tirailleurs", "distance=7", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

/* X §7 */
static void
test_jaeger_fire (void)
{
  static const struct { guint distance; double infantry, cavalry; } rows[] = {
    { 8, 0.125, 0.125 }, { 7, 0.125, 0.125 }, { 6, 0.25, 0.25 }, { 5, 0.25, 0.25 },
    { 4, 0.5, 0.5 }, { 3, 0.5, 0.5 }, { 2, 1, 0.75 }, { 1, 1, 0.75 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_assert_cmpfloat (fire_loss ("jaegers", "infantry", rows[i].distance, 1, NULL), ==, rows[i].infantry);
      g_assert_cmpfloat (fire_loss ("jaegers", "cavalry", rows[i].distance, 1, NULL), ==, rows[i].cavalry);
    }
}

/* IX §6, §11 on the map: the distance between fronts, the effect area */
static void
test_fire_on_the_map (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) volley = apply_ok (game, "fire", "firer=r1,r2", "target=b1", NULL);
  g_autofree char *message = NULL;

  /* centres 150 apart, a piece a distance deep: 2 distances between the fronts */
  {
    gint64 distance = 0;

    g_assert_true (g_variant_lookup (volley, "distance", "x", &distance));
    g_assert_cmpint (distance, ==, 2);
  }
  g_assert_cmpfloat (get_d (volley, "loss"), ==, 0.5);
  g_assert_cmpfloat (booked (game, "b1"), ==, 0.5);
  /* b-side stands to Red's flank, outside the diagonals (IX §11) */
  g_assert_cmpint (resolve_fails (game, &message, "fire", "firer=r-tir", "target=b-side", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "IX §11"));
  g_clear_pointer (&message, g_free);
  /* VIII §17 a: a forest between the lines makes fire impossible */
  g_assert_cmpint (resolve_fails (game, &message, "fire", "firer=r-far", "target=b-far", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "Der Forst"));
  g_assert_nonnull (strstr (message, "VIII §17 a"));
  g_clear_pointer (&message, g_free);
  /* VIII §1: cavalry does not fire small arms; a half-battery has its own action */
  g_assert_cmpint (resolve_fails (game, &message, "fire", "firer=r-hus", "target=b1", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "VIII §1"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (resolve_fails (game, &message, "fire", "firer=r-bat", "target=b4", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "artillery-fire"));
  /* IX §12: in the open wood b-wood is covered, ¼ at 2 distances */
  {
    g_autoptr(GVariant) covered = resolve_ok (game, "fire", "firer=r-wood", "target=b-wood", NULL);

    g_assert_cmpfloat (get_d (covered, "per-piece"), ==, 0.25);
    assert_text (covered, "IX §12");
  }
}

/* ---- IX §13–16: the bayonet ------------------------------------------- */

static void
test_bayonet (void)
{
  /* IX §14: "8 infantry pieces of Side A break into an equally strong line
   * of B: A loses 1 whole piece, B 2" */
  g_autoptr(GVariant) eight = resolve_ok (NULL, "bayonet", "attacking=8", "defending=8", NULL);
  g_autoptr(GVariant) en_masse = resolve_ok (NULL, "bayonet", "attacking=8", "defending=8", "en-masse=true", NULL);
  g_autoptr(GVariant) blocked = resolve_ok (NULL, "bayonet", "attacking=8", "defending=8", "blocked=2", NULL);
  g_autofree char *message = NULL;

  g_assert_cmpfloat (get_d (eight, "attacker-loss"), ==, 1);
  g_assert_cmpfloat (get_d (eight, "defender-loss"), ==, 2);
  g_assert_cmpfloat (get_d (eight, "retreat"), ==, 100);
  /* IX §16: ⅛ for every two attacking pieces */
  g_assert_cmpfloat (get_d (en_masse, "attacker-loss"), ==, 0.5);
  /* IX §15: two that cannot retreat are lost, the six others ¼ each */
  g_assert_cmpfloat (get_d (blocked, "defender-loss"), ==, 3.5);
  /* IX §13: from at most four distances */
  g_assert_cmpint (resolve_fails (NULL, &message, "bayonet", "attacking=1", "defending=1", "distance=5", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "IX §13"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (resolve_fails (NULL, &message, "bayonet", "attacking=1", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "defending"));
}

static void
add_jaegers (VtScenario *scenario)
{
  add_unit (scenario, "r-jag", "jaegers", "red", NULL, 600, 1000, 180);
}

/* X §9: "The jäger tirailleurs — since they lack the bayonet — are
 * dispersed and defeated even in the case where they form a mass": a
 * jäger piece makes no bayonet attack (VIII §1: the bayonet is closed
 * infantry's), nor one on a column; the tirailleurs beside it may */
static void
test_bayonet_jaegers (void)
{
  g_autoptr(VtGame) game = new_game_with (add_jaegers);
  VtJournal *journal = vt_game_get_journal (game);
  g_autofree char *message = NULL;
  g_autofree char *mixed = NULL;
  g_autofree char *column = NULL;
  guint length = vt_journal_get_length (journal);

  g_assert_cmpint (resolve_fails (game, &message, "bayonet", "attacker=r-jag", "defender=b3", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "X §9"));
  g_assert_nonnull (strstr (message, "lack the bayonet"));
  g_assert_nonnull (strstr (message, "umpire-allows"));
  /* one jäger among closed infantry: the attack is still refused, naming it */
  g_assert_cmpint (resolve_fails (game, &mixed, "bayonet", "attacker=r2,r-jag", "defender=b2,b3", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (mixed, "r-jag"));
  g_assert_cmpint (resolve_fails (game, &column, "column-attack", "attacker=r-jag", "column=b3", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (column, "X §9"));
  /* nothing booked, nothing journalled, the pieces where they stood */
  g_assert_cmpuint (vt_journal_get_length (journal), ==, length);
  g_assert_cmpfloat (booked (game, "b3"), ==, 0);
  g_assert_cmpfloat (booked (game, "r-jag"), ==, 0);
  g_assert_cmpuint (strength_of (game, "b3"), ==, 150);
  /* the tirailleurs have the bayonet */
  {
    g_autoptr(GVariant) tirailleurs = resolve_ok (game, "bayonet", "attacker=r-tir", "defender=b5", NULL);

    g_assert_cmpfloat (get_d (tirailleurs, "defender-loss"), ==, 0.25);
  }
  /* the umpire may allow it, and the loss falls as for any bayonet attack */
  {
    g_autoptr(GVariant) allowed = apply_ok (game, "bayonet", "attacker=r-jag", "defender=b3",
                                            "umpire-allows=a house rule", NULL);

    g_assert_cmpfloat (get_d (allowed, "defender-loss"), ==, 0.25);
    g_assert_cmpfloat (booked (game, "b3"), ==, 0.25);
  }
}

/* on the map: eight against eight, the loss on the line in its order */
static void
test_bayonet_on_the_map (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) outcome = apply_ok (game, "bayonet", "attacker=r1,r2", "defender=b1,b2", NULL);

  /* two against two: ¼ each on b1, b2 (½ in all); ⅛ each on r1, r2 */
  g_assert_cmpfloat (booked (game, "b1"), ==, 0.5);
  g_assert_cmpfloat (booked (game, "b2"), ==, 0);
  g_assert_cmpfloat (booked (game, "r1"), ==, 0.25);
  g_assert_cmpuint (strength_of (game, "b1"), ==, 150);
  /* IX §14: driven back two distances */
  {
    VtPoint at;

    vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), "b1"), &at);
    g_assert_cmpfloat (fabs (at.y - 1250), <, 1e-6);
    g_assert_cmpfloat (fabs (at.x - 500), <, 1e-6);
  }
}

/* IX §15, XI §7 on the map: a marsh or water behind, and the piece is lost;
 * XI §5: cavalry goes back with front reversed */
static void
test_blocked_retreat (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) marsh = apply_ok (game, "bayonet", "attacker=r-m", "defender=b-m", NULL);
  g_autoptr(GVariant) river = apply_ok (game, "bayonet", "attacker=r-m", "defender=b-r",
                                        "umpire-allows=the test's map", NULL);
  g_autoptr(GVariant) cavalry = apply_ok (game, "cavalry-attack", "attacker=r-hus", "defender=b-c",
                                          "umpire-allows=the test's map", NULL);
  VtUnit *b_c = vt_scenario_find_unit (vt_game_get_state (game), "b-c");
  VtPoint at;

  assert_text (marsh, "Das Bruch");
  g_assert_cmpuint (strength_of (game, "b-m"), ==, 0);
  g_assert_cmpfloat (get_d (marsh, "defender-loss"), ==, 1);
  assert_text (river, "Die Oder");
  g_assert_cmpuint (strength_of (game, "b-r"), ==, 0);
  /* the umpire's count stands over the map's */
  {
    g_autoptr(GVariant) counted = resolve_ok (game, "bayonet", "attacker=r2", "defender=b2", "blocked=0", NULL);

    g_assert_cmpfloat (get_d (counted, "defender-loss"), ==, 0.25);
  }
  /* light cavalry 5 distances back, facing the other way */
  vt_unit_get_position (b_c, &at);
  g_assert_cmpfloat (fabs (at.y - 1400), <, 1e-6);
  g_assert_cmpfloat (vt_unit_get_facing (b_c), ==, 180);
  g_assert_cmpfloat (booked (game, "b-c"), ==, 0.125);
}

/* ---- XI §5: cavalry against cavalry, the three worked cases ------------- */

static void
test_cavalry_against_cavalry (void)
{
  g_autoptr(GVariant) even = resolve_ok (NULL, "cavalry-attack", "cavalry=light-cavalry", "defender-kind=light-cavalry",
                                         "attacking=8", "defending=8", NULL);
  g_autoptr(GVariant) stronger = resolve_ok (NULL, "cavalry-attack", "cavalry=light-cavalry",
                                             "defender-kind=light-cavalry", "attacking=10", "defending=8", NULL);
  g_autoptr(GVariant) weaker = resolve_ok (NULL, "cavalry-attack", "cavalry=heavy-cavalry",
                                           "defender-kind=heavy-cavalry", "attacking=8", "defending=10", NULL);
  g_autofree char *message = NULL;

  /* "B loses 1 piece (⅛ × 8) and A loses 1 piece" */
  g_assert_cmpfloat (get_d (even, "defender-loss"), ==, 1);
  g_assert_cmpfloat (get_d (even, "attacker-loss"), ==, 1);
  /* light cavalry goes back 5 distances */
  g_assert_cmpfloat (get_d (even, "retreat"), ==, 250);
  /* "10 of A against 8 of B: B loses 1¼ pieces and A loses 1" */
  g_assert_cmpfloat (get_d (stronger, "defender-loss"), ==, 1.25);
  g_assert_cmpfloat (get_d (stronger, "attacker-loss"), ==, 1);
  assert_text (stronger, "1¼");
  /* "A with 8 attacks 10 of B: A loses 1¼ and B only 1"; heavy back 4 */
  g_assert_cmpfloat (get_d (weaker, "attacker-loss"), ==, 1.25);
  g_assert_cmpfloat (get_d (weaker, "defender-loss"), ==, 1);
  g_assert_cmpfloat (get_d (weaker, "retreat"), ==, 200);
  /* "at the range coverable at the highest speed: 8 to 10 distances" */
  g_assert_cmpint (resolve_fails (NULL, &message, "cavalry-attack", "cavalry=heavy-cavalry", "attacking=1",
                                  "defending=1", "distance=9", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "XI §5"));
}

/* on the map: 1¼ on a line of eight is one piece taken and ¼ on the next */
static void
test_cavalry_on_the_map (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) outcome = apply_ok (game, "cavalry-attack", "attacker=r-hus", "attacking=10",
                                          "defender=b1,b2,b3,b4,b5,b6,b7,b8", "defender-kind=light-cavalry",
                                          NULL);

  g_assert_cmpuint (strength_of (game, "b1"), ==, 0);
  g_assert_cmpfloat (booked (game, "b1"), ==, 1);
  g_assert_cmpfloat (booked (game, "b2"), ==, 0.25);
  g_assert_cmpuint (strength_of (game, "b2"), ==, 150);
}

/* XI §6; IX §17 and its Remark; X §9; XI §7–8 */
static void
test_cavalry_against_infantry (void)
{
  g_autoptr(GVariant) light = resolve_ok (NULL, "cavalry-attack", "cavalry=light-cavalry", "defender-kind=infantry",
                                          "attacking=8", "defending=8", NULL);
  g_autoptr(GVariant) heavy = resolve_ok (NULL, "cavalry-attack", "cavalry=heavy-cavalry", "defender-kind=infantry",
                                          "attacking=8", "defending=8", NULL);
  g_autoptr(GVariant) square = resolve_ok (NULL, "cavalry-attack", "cavalry=heavy-cavalry", "defender-kind=square",
                                           "attacking=4", "defending=4", NULL);
  g_autoptr(GVariant) tirailleurs = resolve_ok (NULL, "cavalry-attack", "cavalry=light-cavalry",
                                                "defender-kind=tirailleurs", "attacking=2", "defending=3", NULL);
  g_autoptr(GVariant) blocked = resolve_ok (NULL, "cavalry-attack", "cavalry=light-cavalry",
                                            "defender-kind=light-cavalry", "attacking=8", "defending=8", "blocked=3",
                                            NULL);
  g_autofree char *message = NULL;

  /* "infantry loses ⅓ against light cavalry; the light cavalry ¼" */
  g_assert_cmpfloat (fabs (get_d (light, "defender-loss") - 8.0 / 3), <, 1e-9);
  g_assert_cmpfloat (get_d (light, "attacker-loss"), ==, 2);
  assert_text (light, "2⅔");
  g_assert_cmpfloat (get_d (light, "retreat"), ==, 100);
  /* "heavy cavalry loses only ⅙ and strikes ¼" */
  g_assert_cmpfloat (get_d (heavy, "defender-loss"), ==, 2);
  g_assert_cmpfloat (fabs (get_d (heavy, "attacker-loss") - 8.0 / 6), <, 1e-9);
  /* IX §17 3: ineffective against squares; the cavalry's loss as against a line (derived) */
  g_assert_cmpfloat (get_d (square, "defender-loss"), ==, 0);
  g_assert_cmpfloat (fabs (get_d (square, "attacker-loss") - 4.0 / 6), <, 1e-9);
  /* X §9: dispersed, every piece attacked lost */
  g_assert_cmpfloat (get_d (tirailleurs, "defender-loss"), ==, 3);
  g_assert_cmpfloat (get_d (tirailleurs, "attacker-loss"), ==, 0);
  /* XI §7: three that cannot retreat are lost besides the ⅛s */
  g_assert_cmpfloat (get_d (blocked, "defender-loss"), ==, 4);
  /* XI §8: flankers only massed three high against closed troops */
  g_assert_cmpint (resolve_fails (NULL, &message, "cavalry-attack", "cavalry=flankers", "defender-kind=infantry",
                                  "attacking=1", "defending=1", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "XI §8"));
  {
    g_autoptr(GVariant) massed = resolve_ok (NULL, "cavalry-attack", "cavalry=flankers", "defender-kind=infantry",
                                             "attacking=1", "defending=1", "massed=true", NULL);
    g_autoptr(GVariant) screen = resolve_ok (NULL, "cavalry-attack", "cavalry=flankers", "defender-kind=tirailleurs",
                                             "attacking=2", "defending=2", NULL);

    g_assert_cmpfloat (fabs (get_d (massed, "defender-loss") - 1.0 / 3), <, 1e-9);
    g_assert_cmpfloat (get_d (screen, "defender-loss"), ==, 0.25);
  }
}

/* the options: the heavy cavalry striking harder (XI §6), squares broken (IX §17 Remark) */
static void
test_cavalry_options (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_set_option (game, "cavalry-against-infantry",
                                     g_variant_new_string ("heavy-strikes-harder"), &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_set_option (game, "cavalry-breaks-squares", g_variant_new_boolean (TRUE), &error));
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) heavy = resolve_ok (game, "cavalry-attack", "cavalry=heavy-cavalry", "defender-kind=infantry",
                                            "attacking=3", "defending=3", "distance=2", NULL);
    g_autoptr(GVariant) square = resolve_ok (game, "cavalry-attack", "cavalry=light-cavalry", "defender-kind=square",
                                             "attacking=2", "defending=2", "distance=2", NULL);

    g_assert_cmpfloat (get_d (heavy, "defender-loss"), ==, 1);
    g_assert_cmpfloat (get_d (heavy, "attacker-loss"), ==, 0.5);
    /* double the ¼ a piece attacked; the light cavalry's ¼ a piece, the option's */
    g_assert_cmpfloat (get_d (square, "attacker-loss"), ==, 1);
    g_assert_cmpfloat (get_d (square, "defender-loss"), ==, 0.5);
  }
}

/* XI §9: "a piece of light cavalry 4 distances from the flank ... which can
 * attack at 10 distances, can still strike four of the opponent's pieces" */
static void
test_flank_penetration (void)
{
  g_autoptr(GVariant) reach = resolve_ok (NULL, "flank-attack", "cavalry=light-cavalry", "distance=4", "line=10", NULL);
  g_autoptr(GVariant) counted = resolve_ok (NULL, "flank-attack", "cavalry=light-cavalry", "distance=4", "line=10",
                                            "struck=4", NULL);
  g_autoptr(GVariant) heavy = resolve_ok (NULL, "flank-attack", "cavalry=heavy-cavalry", "distance=4", "line=10", NULL);
  g_autoptr(GVariant) short_line = resolve_ok (NULL, "flank-attack", "cavalry=light-cavalry", "distance=1", "line=3",
                                               NULL);

  /* the rule's reading (README): what is left of the charge, 10 − 4 */
  g_assert_cmpfloat (get_d (reach, "defender-loss"), ==, 6);
  g_assert_cmpfloat (get_d (reach, "attacker-loss"), ==, 0);
  /* the example's four, as the umpire counts it */
  g_assert_cmpfloat (get_d (counted, "defender-loss"), ==, 4);
  /* heavy cavalry's 8 − 4 is the printed four */
  g_assert_cmpfloat (get_d (heavy, "defender-loss"), ==, 4);
  g_assert_cmpfloat (get_d (short_line, "defender-loss"), ==, 3);
}

/* XI §10–11 */
static void
test_columns (void)
{
  /* "If 4 pieces of a column of 8 are attacked, the attacked loses 4 ...
   * the attacker loses only ⅛ — i.e. 1 piece" */
  g_autoptr(GVariant) open = resolve_ok (NULL, "column-attack", "length=8", "attacked=4", NULL);
  g_autoptr(GVariant) head = resolve_ok (NULL, "column-attack", "length=8", "where=defile-head", NULL);
  g_autoptr(GVariant) both = resolve_ok (NULL, "column-attack", "length=8", "where=defile-head-and-tail", NULL);

  g_assert_cmpfloat (get_d (open, "defender-loss"), ==, 4);
  g_assert_cmpfloat (get_d (open, "attacker-loss"), ==, 1);
  g_assert_cmpfloat (get_d (head, "defender-loss"), ==, 1);
  g_assert_cmpfloat (get_d (head, "attacker-loss"), ==, 0);
  g_assert_cmpfloat (get_d (both, "defender-loss"), ==, 8);
  g_assert_cmpint (resolve_fails (NULL, NULL, "column-attack", "length=4", "attacked=5", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

/* XII is lost: the substitute's bands (derived from 1824), V §9–10's timing */
static void
test_artillery_substitute (void)
{
  static const struct { guint distance; double loss; const char *band; } light[] = {
    { 8, 0.25, "canister-point-blank" }, { 9, 0.125, "canister-ricochet" }, { 16, 0.125, "canister-ricochet" },
    { 24, 0.125, "ball-point-blank" }, { 30, 0.0625, "ball-ricochet" }, { 36, 0.0625, "ball-ricochet" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (light); i++)
    {
      g_autofree char *d = g_strdup_printf ("distance=%u", light[i].distance);
      g_autoptr(GVariant) outcome = resolve_ok (NULL, "artillery-fire", "gun=light", d, NULL);

      g_assert_cmpfloat (get_d (outcome, "loss"), ==, light[i].loss);
      g_assert_cmpstr (get_s (outcome, "band"), ==, light[i].band);
      g_assert_cmpstr (get_s (outcome, "substitute"), ==, "artillery-rz24");
      assert_text (outcome, "Section XII is lost");
    }
  {
    /* 12-pounder canister a quarter more; squares double (IX §17 1) */
    g_autoptr(GVariant) heavy = resolve_ok (NULL, "artillery-fire", "gun=heavy", "distance=10", NULL);
    g_autoptr(GVariant) square = resolve_ok (NULL, "artillery-fire", "gun=light", "distance=20",
                                             "target-kind=square", "batteries=2", NULL);

    g_assert_cmpfloat (get_d (heavy, "loss"), ==, 0.3125);
    g_assert_cmpfloat (get_d (square, "loss"), ==, 0.5);
  }
  g_assert_cmpint (resolve_fails (NULL, NULL, "artillery-fire", "gun=light", "distance=37", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

static void
test_artillery_on_the_map (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  VtUnit *battery = vt_scenario_find_unit (vt_game_get_state (game), "r-bat");

  /* V §9: only from the position marker */
  g_assert_cmpint (resolve_fails (game, &message, "artillery-fire", "firer=r-bat", "target=b4", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "V §9"));
  g_clear_pointer (&message, g_free);
  /* V §10: placed this move, it fires the next */
  g_assert_true (vt_game_set_formation (game, battery, "in-position", &error));
  g_assert_no_error (error);
  g_assert_cmpint (resolve_fails (game, &message, "artillery-fire", "firer=r-bat", "target=b4", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "V §10"));
  /* its side's next move, the other's minute between (II §5) */
  g_assert_true (vt_game_advance_moves (game, 2, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) fire = apply_ok (game, "artillery-fire", "firer=r-bat", "target=b4", NULL);
    VtLossLedger *ledger = vt_game_get_loss_ledger (game);
    g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger), 0);

    /* 4 distances between them: canister, ¼ */
    g_assert_cmpfloat (booked (game, "b4"), ==, 0.25);
    g_assert_cmpstr (vt_loss_entry_get_note (entry), ==, "artillery (1824's bands, substituted for XII)");
  }
  /* the umpire's house table instead, with his own cell */
  g_assert_true (vt_game_set_option (game, "artillery-substitute", g_variant_new_string ("house-table"), &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_set_house_rule (game, "artillery-house", "canister-point-blank", "infantry", 0.5, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) house = resolve_ok (game, "artillery-fire", "firer=r-bat", "target=b4", NULL);

    g_assert_cmpstr (get_s (house, "substitute"), ==, "artillery-house");
    g_assert_cmpfloat (get_d (house, "loss"), ==, 0.5);
    assert_text (house, "his house table");
  }
}

/* the note of the ledger's last entry */
static const char *
last_note (VtGame *game)
{
  GListModel *ledger = G_LIST_MODEL (vt_game_get_loss_ledger (game));
  g_autoptr(VtLossEntry) entry = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (ledger), >, 0);
  entry = g_list_model_get_item (ledger, g_list_model_get_n_items (ledger) - 1);
  /* the ledger holds the entry as long as the game */
  return vt_loss_entry_get_note (entry);
}

/* Red's half-batteries in their position markers north of a marsh (r-fb)
 * and of a river (r-fr), Blue's pieces beyond them; Blue's foot and heavy
 * half-batteries (b-fa, b-ha) and a horse one (b-ra) in line, Red's light
 * cavalry (r-l1, r-l2, 80 horses each) and flankers (r-fl) at their flank */
static VtGame *
artillery_game (void)
{
  g_autoptr(VtMap) map = vt_map_new_terrain (5000, 3750, "pace");
  g_autoptr(VtScenario) scenario = vt_scenario_new ("reiswitz-1812", map);
  g_autoptr(VtSide) red = NULL;
  g_autoptr(VtSide) blue = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtFeature) bruch = square ("bruch", "marsh", 3000, 1100, 3400, 1300);
  g_autoptr(VtFeature) fluss = vt_feature_new ("fluss", "river", VT_GEOMETRY_POLYLINE);
  VtColour red_colour = { 0.8, 0, 0 }, blue_colour = { 0, 0, 0.8 };

  vt_feature_add_point (fluss, &(VtPoint) { 500, 1200 });
  vt_feature_add_point (fluss, &(VtPoint) { 900, 1200 });
  vt_map_add_feature (map, bruch);
  vt_map_add_feature (map, fluss);
  red = vt_side_new ("red", "Red", &red_colour);
  blue = vt_side_new ("blue", "Blue", &blue_colour);
  vt_scenario_add_side (scenario, red, &error);
  g_assert_no_error (error);
  vt_scenario_add_side (scenario, blue, &error);
  g_assert_no_error (error);
  add_unit (scenario, "r-fb", "foot-artillery", "red", "in-position", 3200, 500, 180);
  add_unit (scenario, "b-m", "closed-infantry", "blue", NULL, 3200, 1900, 0);
  add_unit (scenario, "b-open", "closed-infantry", "blue", NULL, 3200, 300, 0);
  add_unit (scenario, "r-fr", "foot-artillery", "red", "in-position", 700, 500, 180);
  add_unit (scenario, "b-w", "closed-infantry", "blue", NULL, 700, 1900, 0);
  add_unit (scenario, "b-fa", "foot-artillery", "blue", NULL, 2000, 3000, 0);
  add_unit (scenario, "b-ha", "heavy-artillery", "blue", NULL, 2050, 3000, 0);
  add_unit (scenario, "b-ra", "horse-artillery", "blue", NULL, 2100, 3000, 0);
  add_unit (scenario, "b-rb", "horse-artillery", "blue", NULL, 2150, 3000, 0);
  add_unit (scenario, "r-l1", "light-cavalry", "red", NULL, 1700, 3000, 90);
  add_unit (scenario, "r-l2", "light-cavalry", "red", NULL, 1700, 3050, 90);
  return vt_game_new (scenario, get_ruleset (), 1812);
}

/* XII's howitzer shell is lost: 1824's 7-pounder howitzer bands (shell to
 * 24 distances, long shell to 36), shell as ball and long shell as
 * rolling shot, for the heavy half-battery's one howitzer (IV §17 A): a
 * quarter of ⅛ and 1/16 */
static void
test_howitzer_shell (void)
{
  g_autoptr(GVariant) shell = resolve_ok (NULL, "artillery-fire", "gun=heavy", "shell=true", "distance=24", NULL);
  g_autoptr(GVariant) long_shell = resolve_ok (NULL, "artillery-fire", "gun=heavy", "shell=true", "distance=25",
                                               NULL);
  g_autoptr(GVariant) squares = resolve_ok (NULL, "artillery-fire", "gun=heavy", "shell=true", "distance=3",
                                            "batteries=2", "target-kind=square", NULL);
  g_autoptr(VtGame) game = artillery_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_assert_cmpfloat (get_d (shell, "loss"), ==, 0.03125);
  g_assert_cmpstr (get_s (shell, "band"), ==, "howitzer-shell");
  g_assert_cmpstr (get_s (shell, "substitute"), ==, "artillery-rz24");
  assert_text (shell, "Section XII is lost; the umpire's substitute: 1824's artillery bands, converted "
               "(derived); howitzer shell from 1824's 7-pounder howitzer bands");
  g_assert_cmpfloat (get_d (long_shell, "loss"), ==, 0.015625);
  g_assert_cmpstr (get_s (long_shell, "band"), ==, "howitzer-long-shell");
  /* two heavy half-batteries' howitzers on a square, double (IX §17 1) */
  g_assert_cmpfloat (get_d (squares, "loss"), ==, 0.125);
  /* beyond the long shell; and no howitzer in a foot half-battery */
  g_assert_cmpint (resolve_fails (NULL, NULL, "artillery-fire", "gun=heavy", "shell=true", "distance=37", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpint (resolve_fails (NULL, &message, "artillery-fire", "gun=light", "shell=true", "distance=10", NULL),
                   ==, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "IV §17 A"));
  /* without shell the sextant's arcs are the cannon's: beyond the heavy ball's 40 distances */
  g_assert_cmpint (resolve_fails (NULL, NULL, "artillery-fire", "gun=heavy", "distance=41", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);

  /* in the ledger as the substitute it is */
  g_assert_true (vt_game_set_option (game, "artillery-substitute", g_variant_new_string ("rz24-bands"), &error));
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) fire = apply_ok (game, "artillery-fire", "firer=r-fb", "target=b-open", "gun=heavy",
                                         "shell=true", "distance=3", NULL);

    g_assert_cmpfloat (booked (game, "b-open"), ==, 0.03125);
    g_assert_cmpstr (last_note (game), ==, "artillery (1824's bands, howitzer shell, substituted for XII)");
  }
}

/* XII's ricochet over a marsh is lost: 1824's marsh gives the poor die,
 * half; over water 1824 gives no rule, and the outcome says so */
static void
test_ricochet_over_marsh (void)
{
  g_autoptr(VtGame) game = artillery_game ();
  g_autoptr(GVariant) marsh = NULL;
  g_autoptr(GVariant) point_blank = NULL;
  g_autoptr(GVariant) water = NULL;
  g_autoptr(GVariant) unreduced = NULL;
  g_autoptr(GVariant) told = NULL;
  g_autoptr(GError) error = NULL;

  /* the ball's ricochet (25–36 distances) over Das Bruch: 1/16 halved */
  marsh = apply_ok (game, "artillery-fire", "firer=r-fb", "target=b-m", "distance=30", NULL);
  g_assert_cmpstr (get_s (marsh, "band"), ==, "ball-ricochet");
  g_assert_cmpfloat (get_d (marsh, "loss"), ==, 0.03125);
  assert_text (marsh, "A marsh lies between: it swallows the ricochet, half the loss (1824's poor die, "
               "substituted for XII's lost ricochet over marsh");
  g_assert_cmpstr (last_note (game), ==, "artillery (1824's bands, ricochet over marsh halved, substituted for XII)");
  /* point-blank ball does not ricochet: not reduced */
  point_blank = resolve_ok (game, "artillery-fire", "firer=r-fb", "target=b-m", "distance=20", NULL);
  g_assert_cmpfloat (get_d (point_blank, "loss"), ==, 0.125);
  /* the umpire says there is none */
  told = resolve_ok (game, "artillery-fire", "firer=r-fb", "target=b-m", "distance=30", "over-marsh=false", NULL);
  g_assert_cmpfloat (get_d (told, "loss"), ==, 0.0625);
  /* over the river: as open ground, and said */
  water = resolve_ok (game, "artillery-fire", "firer=r-fr", "target=b-w", "distance=30", NULL);
  g_assert_cmpfloat (get_d (water, "loss"), ==, 0.0625);
  assert_text (water, "ricochet over water is lost and 1824 gives none");
  /* the option's other reading */
  g_assert_true (vt_game_set_option (game, "ricochet-over-marsh", g_variant_new_string ("not-reduced"), &error));
  g_assert_no_error (error);
  unreduced = resolve_ok (game, "artillery-fire", "firer=r-fb", "target=b-m", "distance=30", NULL);
  g_assert_cmpfloat (get_d (unreduced, "loss"), ==, 0.0625);
  assert_text (unreduced, "leaves the ricochet unreduced");
}

/* XII's batteries taken by cavalry are lost: 1824's "Foot batteries
 * attacked in flank by half a battalion or squadron are lost", a squadron
 * 150 horses: two light pieces (160) take the foot and heavy
 * half-batteries; one (80) rolls up what XI §9 gives; horse artillery is
 * no foot battery */
static void
test_battery_taken_by_cavalry (void)
{
  g_autoptr(VtGame) game = artillery_game ();
  g_autoptr(VtGame) other = artillery_game ();
  g_autoptr(VtGame) reading = artillery_game ();
  g_autoptr(GVariant) squadron = NULL;
  g_autoptr(GVariant) one = NULL;
  g_autoptr(GVariant) horse = NULL;
  g_autoptr(GVariant) xi9 = NULL;
  g_autoptr(GError) error = NULL;
  gboolean taken = FALSE;

  squadron = apply_ok (game, "flank-attack", "attacker=r-l1,r-l2", "defender=b-fa,b-ha", "distance=9", NULL);
  g_assert_true (g_variant_lookup (squadron, "battery-taken", "b", &taken));
  g_assert_true (taken);
  g_assert_cmpint (strength_of (game, "b-fa"), ==, 0);
  g_assert_cmpint (strength_of (game, "b-ha"), ==, 0);
  g_assert_cmpfloat (get_d (squadron, "attacker-loss"), ==, 0);
  assert_text (squadron, "Section XII is lost; the umpire's substitute: 1824's rule, a foot battery attacked in "
               "flank by a squadron is lost. 160 horses");
  g_assert_cmpstr (last_note (game), ==, "battery taken in flank (1824's rule, substituted for XII)");

  /* one piece of 80 horses, 9 distances off: XI §9, a charge of 10 rolls up one */
  one = resolve_ok (other, "flank-attack", "attacker=r-l1", "defender=b-fa,b-ha", "distance=9", NULL);
  g_assert_true (g_variant_lookup (one, "battery-taken", "b", &taken));
  g_assert_false (taken);
  {
    g_autoptr(GVariant) struck = g_variant_lookup_value (one, "struck", G_VARIANT_TYPE_INT64);

    g_assert_nonnull (struck);
    g_assert_cmpint (g_variant_get_int64 (struck), ==, 1);
  }
  assert_text (one, "80 horses are less than its 150, so XI §9 counts");
  /* horse artillery: XI §9 */
  horse = resolve_ok (other, "flank-attack", "attacker=r-l1,r-l2", "defender=b-ra,b-rb", "distance=9", NULL);
  g_assert_true (g_variant_lookup (horse, "battery-taken", "b", &taken));
  g_assert_false (taken);
  /* the other reading: XI §9 for batteries too */
  g_assert_true (vt_game_set_option (reading, "battery-taken-by-cavalry", g_variant_new_string ("xi-9"), &error));
  g_assert_no_error (error);
  xi9 = resolve_ok (reading, "flank-attack", "attacker=r-l1,r-l2", "defender=b-fa,b-ha", "distance=9", NULL);
  g_assert_true (g_variant_lookup (xi9, "battery-taken", "b", &taken));
  g_assert_false (taken);
}

/* II §7: twelve signal cards; II §9: none between players cut off */
static void
test_signal_cards (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (vt_ruleset_get_message_limit (get_ruleset (), VT_MESSAGE_SIGNAL_CARD), ==, 12);
  g_assert_cmpuint (vt_ruleset_get_message_limit (get_ruleset (), VT_MESSAGE_ORDER), ==, 0);
  /* II §6: the commander signals his fellow players: four players, two a side */
  g_assert_true (vt_game_set_option (game, "players", g_variant_new_string ("4"), &error));
  for (guint i = 0; i < 12; i++)
    {
      /* the log's, not ours */
      VtMessage *card = vt_game_send_message (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0, &error);

      g_assert_no_error (error);
      g_assert_nonnull (card);
    }
  g_assert_null (vt_game_send_message (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_clear_error (&error);

  /* b-side stands between r1 and r-far */
  g_assert_null (vt_game_send_message (game, "r1", "r-far", VT_MESSAGE_TALK, "Halt", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "II §9"));
  g_clear_error (&error);
  /* the umpire may allow it, and the journal reads his reason */
  {
    VtJournal *journal = vt_game_get_journal (game);
    VtMessage *talk = vt_game_send_message_allowed (game, "r1", "r-far", VT_MESSAGE_TALK, "Halt", 0,
                                                    "a gap in the enemy's line", &error);
    g_autofree char *line = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (talk);
    line = vt_event_dup_text (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));
    g_assert_true (g_str_has_suffix (line, "(allowed by the umpire: a gap in the enemy's line)"));
  }
  /* a thirteenth card, written on a slip, is the umpire's to allow too */
  g_assert_nonnull (vt_game_send_message_allowed (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0,
                                                  "a slip of paper for a card", &error));
  g_assert_no_error (error);
  /* through the umpire it still goes */
  {
    VtMessage *order = vt_game_send_message (game, "r1", "r-far", VT_MESSAGE_ORDER, "Halt", 0, &error);

    g_assert_no_error (error);
    g_assert_nonnull (order);
  }
}

/* II §1: "The number of players may be 2, 4, 6, 8, or up to 10"; II §6:
 * with one a side there is no fellow player to give a signal card to */
static void
test_players (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  static const char * const refused[] = { "0", "1", "3", "5", "9", "11", "12" };
  static const char * const allowed[] = { "2", "4", "6", "8", "10" };
  guint head = vt_journal_get_head (vt_game_get_journal (game));

  /* two, one a side, unless the umpire says more */
  g_assert_null (vt_game_send_message (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "II §6"));
  g_assert_nonnull (strstr (error->message, "two players, one a side"));
  g_clear_error (&error);
  /* a word between neighbours and an order through the umpire still go */
  g_assert_nonnull (vt_game_send_message (game, "r1", "r2", VT_MESSAGE_TALK, "Halt", 0, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_assert_false (vt_game_set_option (game, "players", g_variant_new_string (refused[i]), &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "2, 4, 6, 8, 10"));
      g_clear_error (&error);
    }
  head = vt_journal_get_head (vt_game_get_journal (game));
  for (guint i = 0; i < G_N_ELEMENTS (allowed); i++)
    {
      g_assert_true (vt_game_set_option (game, "players", g_variant_new_string (allowed[i]), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (vt_journal_get_head (vt_game_get_journal (game)), ==, head + G_N_ELEMENTS (allowed));
  /* the journal reads the rulebook's words, not the option's key */
  {
    VtJournal *journal = vt_game_get_journal (game);
    g_autofree char *line = vt_event_dup_text (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1));

    g_assert_cmpstr (line, ==, "Option Players: 10: five a side");
  }
  g_assert_nonnull (vt_game_send_message (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0, &error));
  g_assert_no_error (error);
}

/* II §7: "twelve are provided for each game": the sides share them; the
 * option's other reading gives each side twelve */
static void
test_signal_cards_each_game (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_true (vt_game_set_option (game, "players", g_variant_new_string ("6"), &error));
  for (guint i = 0; i < 12; i++)
    {
      VtMessage *card = i < 8 ? vt_game_send_message (game, "r1", "r2", VT_MESSAGE_SIGNAL_CARD, "Vorwärts", 0, &error)
                              : vt_game_send_message (game, "b1", "b2", VT_MESSAGE_SIGNAL_CARD, "Halt", 0, &error);

      g_assert_no_error (error);
      g_assert_nonnull (card);
    }
  /* Green has written only four, but the game's twelve are gone */
  g_assert_null (vt_game_send_message (game, "b1", "b2", VT_MESSAGE_SIGNAL_CARD, "Halt", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "II §7"));
  g_clear_error (&error);
  /* a word between neighbours is no card */
  g_assert_nonnull (vt_game_send_message (game, "b1", "b2", VT_MESSAGE_TALK, "Halt", 0, &error));
  g_assert_no_error (error);

  g_assert_true (vt_game_set_option (game, "signal-cards", g_variant_new_string ("each-side"), &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 8; i++)
    {
      g_assert_nonnull (vt_game_send_message (game, "b1", "b2", VT_MESSAGE_SIGNAL_CARD, "Halt", 0, &error));
      g_assert_no_error (error);
    }
  /* Green's own twelve are written now */
  g_assert_null (vt_game_send_message (game, "b1", "b2", VT_MESSAGE_SIGNAL_CARD, "Halt", 0, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
}

/* The demo game loads under this ruleset and its pieces answer the rules */
static void
test_demo_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "reiswitz-1812.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpstr (vt_ruleset_get_id (vt_game_get_ruleset (game)), ==, "reiswitz-1812");
  {
    /* the hussars in column on the path: impeded, 6 distances (XI §2) */
    g_autoptr(GVariant) march = resolve_ok (game, "march", "unit=bl-lc1", "activity=charge", NULL);
    /* the Kürassiere 15 distances off Green's line: beyond the charge */
    g_autoptr(GVariant) charge = NULL;

    g_assert_cmpfloat (get_d (march, "allowance"), ==, 300);
    g_assert_cmpint (resolve_fails (game, NULL, "cavalry-attack", "attacker=bl-hc1", "defender=gr-i3", NULL), ==,
                     VT_RULESET_ERROR_UMPIRE_DECIDES);
    charge = resolve_ok (game, "cavalry-attack", "attacker=bl-hc1", "defender=gr-i3",
                         "umpire-allows=the demo", NULL);
    /* heavy cavalry on a closed infantry piece: ¼ struck, ⅙ lost (XI §6) */
    g_assert_cmpfloat (get_d (charge, "defender-loss"), ==, 0.25);
  }
}

/* The report's provenance names the artillery this game plays for the lost
 * Section XII, and every other reading, as the umpire set it */
static void
test_report_names_substitute (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", "reiswitz-1812.vertrauter", NULL);
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (game);
  g_assert_true (vt_game_set_option (game, "artillery-substitute", g_variant_new_string ("house-table"), &error));
  g_assert_no_error (error);
  text = vt_test_report_text (game, NULL, TRUE);
  for (const char * const *want = (const char *[]) { "The readings of this game", "Artillery (Section XII lost)",
                                                     "The umpire's house table", "Cavalry's charge",
                                                     "(the default)", NULL };
       *want != NULL; want++)
    if (strstr (text, *want) == NULL)
      g_error ("'%s' not in the report:\n%s", *want, text);
  /* the other substitute is not said to be played */
  g_assert_null (strstr (text, "1824's artillery bands, converted"));
}

/* a dense wood east of the lines, deeper than a line of sight runs in one
 * (Der Forst is 50 paces: it hides nothing) from every Red piece's eyes,
 * r-thicket north of it, b-thicket at its southern edge */
static void
add_thicket (VtScenario *scenario)
{
  g_autoptr(VtFeature) thicket = square ("dickicht", "wood-dense", 4200, 1050, 5000, 1240);

  vt_feature_set_name (thicket, "Das Dickicht");
  vt_map_add_feature (vt_scenario_get_map (scenario), thicket);
  add_unit (scenario, "r-thicket", "closed-infantry", "red", NULL, 4800, 1000, 180);
  add_unit (scenario, "b-thicket", "closed-infantry", "blue", NULL, 4800, 1250, 0);
}

/* A side reads a fight as it saw it (issue 24): r-thicket fires through
 * the wood (VIII §17 a, the umpire allowing it) on b-thicket, whom Red
 * cannot see behind it (VII §1). Red's account names its own piece and
 * the target only as troops not seen; the umpire's names both. */
static void
test_account_unseen_target (void)
{
  g_autoptr(VtGame) game = new_game_with (add_thicket);
  g_autoptr(GVariant) volley = apply_ok (game, "fire", "firer=r-thicket", "target=b-thicket",
                                         "umpire-allows=the umpire lets it fire through the wood", NULL);
  VtJournal *journal = vt_game_get_journal (game);
  guint index = vt_journal_get_head (journal) - 1;
  g_autofree char *red = vt_game_dup_account (game, index, "red");
  g_autofree char *umpire = vt_game_dup_account (game, index, NULL);

  g_test_message ("Red: %s; the umpire: %s", red, umpire);
  g_assert_true (g_str_has_prefix (vt_event_get_summary (vt_journal_get_event (journal, index)),
                                   "Blue side (A) r-thicket fires on Green side (B) b-thicket at "));
  g_assert_nonnull (red);
  g_assert_true (g_str_has_prefix (red, "r-thicket fires on troops not seen at "));
  g_assert_null (strstr (red, "b-thicket"));
  g_assert_null (strstr (red, "Green side"));
  g_assert_nonnull (strstr (umpire, "r-thicket fires on Green side (B) b-thicket"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz12/losses/seven-eighths", test_seven_eighths);
  g_test_add_func ("/rz12/losses/whole-piece-option", test_whole_piece_option);
  g_test_add_func ("/rz12/losses/carried-beyond-a-piece", test_carried_beyond_a_piece);
  g_test_add_func ("/rz12/fire/infantry", test_infantry_fire);
  g_test_add_func ("/rz12/fire/tirailleurs", test_tirailleur_fire);
  g_test_add_func ("/rz12/fire/jaegers", test_jaeger_fire);
  g_test_add_func ("/rz12/fire/on-the-map", test_fire_on_the_map);
  g_test_add_func ("/rz12/bayonet/eight-against-eight", test_bayonet);
  g_test_add_func ("/rz12/bayonet/on-the-map", test_bayonet_on_the_map);
  g_test_add_func ("/rz12/bayonet/jaegers-lack-the-bayonet", test_bayonet_jaegers);
  g_test_add_func ("/rz12/shock/blocked-retreat", test_blocked_retreat);
  g_test_add_func ("/rz12/cavalry/against-cavalry", test_cavalry_against_cavalry);
  g_test_add_func ("/rz12/cavalry/on-the-map", test_cavalry_on_the_map);
  g_test_add_func ("/rz12/cavalry/against-infantry", test_cavalry_against_infantry);
  g_test_add_func ("/rz12/cavalry/options", test_cavalry_options);
  g_test_add_func ("/rz12/cavalry/flank-penetration", test_flank_penetration);
  g_test_add_func ("/rz12/cavalry/columns", test_columns);
  g_test_add_func ("/rz12/artillery/substitute", test_artillery_substitute);
  g_test_add_func ("/rz12/artillery/on-the-map", test_artillery_on_the_map);
  g_test_add_func ("/rz12/artillery/howitzer-shell", test_howitzer_shell);
  g_test_add_func ("/rz12/artillery/ricochet-over-marsh", test_ricochet_over_marsh);
  g_test_add_func ("/rz12/artillery/battery-taken-by-cavalry", test_battery_taken_by_cavalry);
  g_test_add_func ("/rz12/players/signal-cards", test_signal_cards);
  g_test_add_func ("/rz12/players/number", test_players);
  g_test_add_func ("/rz12/players/signal-cards-each-game", test_signal_cards_each_game);
  g_test_add_func ("/rz12/demo-game", test_demo_game);
  g_test_add_func ("/rz12/fire/account-unseen-target", test_account_unseen_target);
  g_test_add_func ("/rz12/report/names-the-substitute", test_report_names_substitute);

  return g_test_run ();
}
