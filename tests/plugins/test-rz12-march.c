/* test-rz12-march.c: reiswitz-1812 against the source: catalogue, scale, movement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the Section and § of
 * ../shared/rules/reiswitz-1812-taktisches-kriegsspiel.txt it checks;
 * derived numbers are checked as plugins/reiswitz-1812/README.md states
 * them, so that a change to one shows up here.
 */
#define G_LOG_DOMAIN "test-rz12-march"

#include "test-rz12-common.h"

/* I, II §5, V §2, VI §1–2: a distance of 50 paces, a move of a minute, by turns */
static void
test_scale_and_time (void)
{
  VtRuleset *ruleset = get_ruleset ();
  const VtEditorInfo *editor = vt_ruleset_get_editor_info (ruleset);
  VtTurn turn = { 0 };
  const VtSection *sections;
  guint n_sections = 0;
  gboolean saw_xii = FALSE;

  g_assert_cmpstr (vt_ruleset_get_unit_of_length (ruleset), ==, "pace");
  g_assert_cmpuint (vt_ruleset_get_minutes_per_move (ruleset), ==, 1);
  g_assert_cmpuint (vt_ruleset_get_year (ruleset), ==, 1812);
  g_assert_cmpstr (vt_ruleset_get_move_name (ruleset, 1), ==, "Zug");
  vt_ruleset_get_turn (ruleset, &turn);
  g_assert_cmpint (turn.kind, ==, VT_TURN_ALTERNATING);
  g_assert_null (vt_ruleset_get_board (ruleset));
  /* III §2: a whole token is 250 paces */
  g_assert_cmpfloat (editor->grid, ==, 250);
  g_assert_nonnull (strstr (editor->grid_label, "250 paces"));
  g_assert_nonnull (vt_ruleset_find_feature_attribute (ruleset, "slope-steep", "approach"));

  sections = vt_ruleset_get_sections (ruleset, &n_sections);
  g_assert_cmpuint (n_sections, ==, 12);
  for (guint i = 0; i < n_sections; i++)
    if (g_str_equal (sections[i].section, "XII"))
      {
        saw_xii = TRUE;
        g_assert_cmpint (sections[i].status, ==, VT_SECTION_SUBSTITUTED);
        g_assert_nonnull (strstr (sections[i].note, "Lost from the source"));
      }
  g_assert_true (saw_xii);
}

/* IV §14: the men each piece stands for; VI §1: a frontage of 50 paces */
static void
test_pieces (void)
{
  static const struct { const char *id; guint strength; const char *unit; } expected[] = {
    { "closed-infantry", 150, "men" },  /* §14 a: 50 files of 3 */
    { "tirailleurs", 32, "men" },       /* §14 b: 16 files of 2 */
    { "jaegers", 32, "men" },
    { "heavy-cavalry", 80, "horses" },  /* §14 c: 40 files of 2 */
    { "light-cavalry", 80, "horses" },
    { "flankers", 20, "horses" },       /* §14 d */
    { "pioneers", 50, "men" },          /* §14 e */
    { "pontoniers", 25, "men" },        /* §17 A */
    { "foot-artillery", 4, "guns" },    /* §14 f */
    { "heavy-artillery", 4, "guns" },
    { "horse-artillery", 4, "guns" },
    { "train", 4, "wagons" },           /* §14 g */
    { "ship", 1, "ships" },             /* §12 */
    { "blank", 1, "blanks" },           /* §18 */
  };
  VtRuleset *ruleset = get_ruleset ();

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, expected[i].id);

      g_assert_nonnull (type);
      g_assert_cmpuint (type->strength, ==, expected[i].strength);
      g_assert_cmpstr (type->strength_unit, ==, expected[i].unit);
      g_assert_cmpfloat (type->frontage, ==, 50);
    }
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "jaegers"), ==, "Jägers");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (ruleset, "blank"), ==, "Blank (Niete)");
  g_assert_cmpstr (vt_ruleset_get_formation_label (ruleset, "closed-line"), ==, "Closed line (three stacked)");

  /* IV §17: the pieces of a side times their men give its figures */
  g_assert_cmpuint (48 * vt_ruleset_find_unit_type (ruleset, "closed-infantry")->strength, ==, 7200);
  g_assert_cmpuint (12 * vt_ruleset_find_unit_type (ruleset, "heavy-cavalry")->strength, ==, 960);
  g_assert_cmpuint (24 * vt_ruleset_find_unit_type (ruleset, "light-cavalry")->strength, ==, 1920);
  g_assert_cmpuint (9 * vt_ruleset_find_unit_type (ruleset, "flankers")->strength, ==, 180);
  g_assert_cmpuint (4 * vt_ruleset_find_unit_type (ruleset, "pontoniers")->strength, ==, 100);
}

/* III §5–15: the tokens, in the source's words, with the heights of §8 */
static void
test_terrain (void)
{
  VtRuleset *ruleset = get_ruleset ();
  static const char * const kinds[] = {
    "slope-gentle", "slope-steep", "slope-sheer", "hill-a", "hill-b", "hill-c", "river", "stream",
    "brook", "ditch", "canal", "lake", "sunken-road", "defile", "meadow", "marsh", "path", "chaussee",
    "wood-dense", "wood-open", "farmstead-wooden", "building-masonry", "church", "windmill",
    "watermill", "bridge-wooden", "bridge-masonry", "bridge-pontoon",
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_assert_nonnull (vt_ruleset_find_terrain_kind (ruleset, kinds[i]));
  /* 50, 150, 300 feet at 2 feet the pace (VI §1) */
  g_assert_cmpfloat (vt_ruleset_find_terrain_kind (ruleset, "hill-a")->height, ==, 25);
  g_assert_cmpfloat (vt_ruleset_find_terrain_kind (ruleset, "hill-b")->height, ==, 75);
  g_assert_cmpfloat (vt_ruleset_find_terrain_kind (ruleset, "hill-c")->height, ==, 150);
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "wood-dense"), ==, "Dense woodland");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (ruleset, "chaussee"), ==, "Chaussée");

  /* OpenStreetMap's tags as the tokens (README) */
  g_assert_cmpstr (vt_ruleset_find_osm_tag (ruleset, "highway", "track")->kind, ==, "path");
  g_assert_cmpstr (vt_ruleset_find_osm_tag (ruleset, "highway", "primary")->kind, ==, "chaussee");
  g_assert_cmpstr (vt_ruleset_find_osm_tag (ruleset, "bridge", "yes")->kind, ==, "bridge-wooden");
  g_assert_cmpstr (vt_ruleset_find_osm_tag (ruleset, "waterway", "ditch")->kind, ==, "ditch");
  g_assert_cmpstr (vt_ruleset_find_osm_tag (ruleset, "natural", "wetland")->kind, ==, "marsh");
}

/* A piece alone on the map over @kinds (NULL-terminated; a polygon each) */
static double
rate_over (const char *unit_type,
           const char *formation,
           const char *activity,
           ...)
{
  g_autoptr(VtUnit) unit = vt_unit_new ("u", unit_type, "red");
  g_autoptr(GPtrArray) features = g_ptr_array_new_with_free_func (g_object_unref);
  const char *kind;
  VtGround ground;
  va_list args;

  va_start (args, activity);
  while ((kind = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (features, vt_feature_new (kind, kind, VT_GEOMETRY_POLYGON));
  va_end (args);
  if (formation != NULL)
    vt_unit_set_formation (unit, formation);
  ground = (VtGround) { (VtFeature * const *) features->pdata, features->len, 0 };
  return vt_ruleset_get_march_rate (get_ruleset (), NULL, unit, activity, &ground);
}

/* IX §1–3, VI §5: closed infantry */
static void
test_march_infantry (void)
{
  /* IX §1 a–c: 2, 3, 4 distances */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "march-pace", NULL), ==, 100);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", NULL), ==, 150);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "storm-pace", NULL), ==, 200);
  /* VI §5: a distance less over a delaying obstacle; IX §3 "at most three" */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "storm-pace", "wood-open", NULL), ==, 150);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "storm-pace", "bridge-wooden", NULL), ==, 150);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "slope-steep", NULL), ==, 100);
  /* IX §2: a column 3 distances, 2 with obstacles */
  g_assert_cmpfloat (rate_over ("closed-infantry", "column", "storm-pace", NULL), ==, 150);
  g_assert_cmpfloat (rate_over ("closed-infantry", "column", "storm-pace", "defile", NULL), ==, 100);
  /* IX §3: squares 2, 1 with obstacles */
  g_assert_cmpfloat (rate_over ("closed-infantry", "square", "storm-pace", NULL), ==, 100);
  g_assert_cmpfloat (rate_over ("closed-infantry", "square", "storm-pace", "wood-open", NULL), ==, 50);
  /* VI §6: impassable */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "marsh", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "wood-dense", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "river", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "slope-sheer", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "building-masonry", NULL), ==, 0);
  /* VI §5 c, d: a bridge over the river, a road through the dense wood */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "river", "bridge-masonry", NULL), ==, 100);
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "wood-dense", "path", NULL), ==, 100);
  /* a path is no bridge */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "river", "path", NULL), ==, 0);
  /* III §7 a: every arm passes a gentle elevation */
  g_assert_cmpfloat (rate_over ("closed-infantry", NULL, "quick-march", "slope-gentle", NULL), ==, 150);
}

/* X §2 b: no delaying obstacles for light troops, only the absolute ones */
static void
test_march_light (void)
{
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "wood-dense", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("jaegers", NULL, "storm-pace", "farmstead-wooden", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "brook", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "ditch", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "slope-steep", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "slope-sheer", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "marsh", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "lake", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("tirailleurs", NULL, "storm-pace", "stream", NULL), ==, 0);
  /* X §3: three stacked move as closed infantry */
  g_assert_cmpfloat (rate_over ("tirailleurs", "closed-line", "storm-pace", "wood-open", NULL), ==, 150);
}

/* XI §1–4: cavalry */
static void
test_march_cavalry (void)
{
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "charge", NULL), ==, 400);
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "extended-trot", NULL), ==, 300);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", NULL), ==, 500);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "extended-trot", NULL), ==, 450);
  g_assert_cmpfloat (rate_over ("flankers", NULL, "charge", NULL), ==, 500);
  /* XI §2: impeded, 4 and 6 distances */
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "charge", "wood-open", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", "defile", NULL), ==, 300);
  g_assert_cmpfloat (rate_over ("light-cavalry", "column", "charge", NULL), ==, 300);
  g_assert_cmpfloat (rate_over ("heavy-cavalry", "column", "extended-trot", NULL), ==, 200);
  /* XI §4: heavy cavalry barred from dense woods, ditches and brooks; light impeded */
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "charge", "wood-dense", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "charge", "ditch", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "charge", "brook", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", "wood-dense", NULL), ==, 300);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", "brook", NULL), ==, 300);
  /* VI §6 b: no cavalry up a steep height without a road */
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", "slope-steep", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("light-cavalry", NULL, "charge", "slope-steep", "path", NULL), ==, 300);
  /* the pace is the arm's: no storm pace for horses */
  g_assert_cmpfloat (rate_over ("heavy-cavalry", NULL, "storm-pace", NULL), ==, 0);
}

/* derived (README): XII is lost; VI §5 still takes two distances from artillery */
static void
test_march_artillery (void)
{
  g_assert_cmpfloat (rate_over ("horse-artillery", "limbered", "march", NULL), ==, 400);
  g_assert_cmpfloat (rate_over ("horse-artillery", "limbered", "march", "bridge-wooden", NULL), ==, 300);
  g_assert_cmpfloat (rate_over ("foot-artillery", "limbered", "march", NULL), ==, 200);
  g_assert_cmpfloat (rate_over ("foot-artillery", "limbered", "march", "wood-open", NULL), ==, 100);
  g_assert_cmpfloat (rate_over ("heavy-artillery", "limbered", "march", "slope-steep", NULL), ==, 0);
  g_assert_cmpfloat (rate_over ("ship", NULL, "under-way", "river", NULL), ==, 100);
  g_assert_cmpfloat (rate_over ("ship", NULL, "under-way", NULL), ==, 0);
}

/* The march action, without a game: the allowance and bad parameters */
static void
test_march_action (void)
{
  g_autoptr(GVariant) storm = resolve_ok (NULL, "march", "unit-type=closed-infantry", "activity=storm-pace",
                                          "going=obstacle", NULL);
  g_autoptr(GVariant) concealed = resolve_ok (NULL, "march", "unit-type=light-cavalry", "activity=charge",
                                              "concealed=true", NULL);
  g_autofree char *message = NULL;

  g_assert_cmpfloat (get_d (storm, "allowance"), ==, 150);
  g_assert_cmpfloat (get_d (storm, "distances"), ==, 3);
  assert_text (storm, "VI §5");
  /* VII §3: a troop-concealer no faster than infantry (in column, IX §2) */
  g_assert_cmpfloat (get_d (concealed, "allowance"), ==, 150);
  assert_text (concealed, "VII §3");

  g_assert_cmpint (resolve_fails (NULL, &message, "march", "unit-type=heavy-cavalry", "activity=storm-pace", NULL),
                   ==, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "do not go at 'storm-pace'"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (resolve_fails (NULL, &message, "march", "activity=charge", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "name the piece"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (resolve_fails (NULL, &message, "march", "unit-type=closed-infantry", "activity=quick-march",
                                  "distance=200", NULL), ==, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "beyond the allowance of 150"));
}

static void
next_move (VtGame *game)
{
  g_autoptr(GError) error = NULL;

  /* the side's next move: the moves alternate a minute each (II §5), the
   * other side's between */
  g_assert_true (vt_game_advance_moves (game, 2, &error));
  g_assert_no_error (error);
}

/* IX §4, VI §8: after storm pace two slower moves; X §2 a: light troops
 * two storm moves, then one */
static void
test_march_rest_infantry (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) first = apply_ok (game, "march", "unit=r1", "activity=storm-pace", NULL);
  g_autoptr(GVariant) tir1 = apply_ok (game, "march", "unit=r-tir", "activity=storm-pace", NULL);
  g_autofree char *message = NULL;

  next_move (game);
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r1", "activity=storm-pace", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "IX §4"));
  g_clear_pointer (&message, g_free);
  {
    g_autoptr(GVariant) quick = apply_ok (game, "march", "unit=r1", "activity=quick-march", NULL);
    g_autoptr(GVariant) tir2 = apply_ok (game, "march", "unit=r-tir", "activity=storm-pace", NULL);
  }
  next_move (game);
  /* the second of the two slower moves is still due */
  g_assert_cmpint (resolve_fails (game, NULL, "march", "unit=r1", "activity=storm-pace", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  /* the tirailleurs have had their two storm moves */
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-tir", "activity=storm-pace", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "X §2 a"));
  {
    g_autoptr(GVariant) allowed = resolve_ok (game, "march", "unit=r1", "activity=storm-pace",
                                              "umpire-allows=the general's order", NULL);
    g_autoptr(GVariant) tir3 = apply_ok (game, "march", "unit=r-tir", "activity=quick-march", NULL);
  }
  next_move (game);
  {
    g_autoptr(GVariant) again = resolve_ok (game, "march", "unit=r1", "activity=storm-pace", NULL);
    g_autoptr(GVariant) tir4 = resolve_ok (game, "march", "unit=r-tir", "activity=storm-pace", NULL);

    g_assert_cmpfloat (get_d (again, "allowance"), ==, 200);
  }
}

/* XI §1: two charges, then a trot; VI §8 as the option: one, then two */
static void
test_march_rest_cavalry (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) one = apply_ok (game, "march", "unit=r-hus", "activity=charge", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  next_move (game);
  {
    g_autoptr(GVariant) two = apply_ok (game, "march", "unit=r-hus", "activity=charge", NULL);
  }
  next_move (game);
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-hus", "activity=charge", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "XI §1"));
  g_clear_pointer (&message, g_free);
  {
    g_autoptr(GVariant) trot = apply_ok (game, "march", "unit=r-hus", "activity=extended-trot", NULL);
  }
  next_move (game);
  {
    g_autoptr(GVariant) three = apply_ok (game, "march", "unit=r-hus", "activity=charge", NULL);

    g_assert_cmpfloat (get_d (three, "allowance"), ==, 500);
  }

  /* VI §8's reading: one charge, then two moves at the trot */
  g_assert_true (vt_game_set_option (game, "cavalry-charge", g_variant_new_string ("one-charge"), &error));
  g_assert_no_error (error);
  next_move (game);
  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r-hus", "activity=charge", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "VI §8"));
}

/* moves @id on the map to (@x, @y) at @activity; the error or NULL */
static GError *
move_on_map (VtGame     *game,
             const char *id,
             double      x,
             double      y,
             const char *activity)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), id);
  GError *error = NULL;
  gboolean moved;

  moved = vt_game_move_unit (game, unit, &(VtPoint) { x, y }, vt_unit_get_facing (unit), activity, &error);
  g_assert_true (moved == (error == NULL));
  if (error != NULL)
    g_test_message ("move of %s refused: %s", id, error->message);
  return error;
}

/* The rest after storm pace and after the charge holds for the window's
 * moves too (vt_game_move_unit asks the ruleset), and says its rule */
static void
test_march_rest_on_the_map (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  /* IX §4: one storm move (200 paces), then two slower */
  g_assert_null (move_on_map (game, "r1", 500, 800, "storm-pace"));
  g_assert_null (move_on_map (game, "r-hus", 300, 500, "charge"));
  next_move (game);
  error = move_on_map (game, "r1", 500, 600, "storm-pace");
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "IX §4"));
  g_assert_nonnull (strstr (error->message, "2 slower moves still due"));
  g_clear_error (&error);
  g_assert_null (move_on_map (game, "r1", 500, 650, "quick-march"));
  g_assert_null (move_on_map (game, "r-hus", 300, 100, "charge"));
  next_move (game);
  error = move_on_map (game, "r1", 500, 450, "storm-pace");
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "1 slower move still due"));
  g_clear_error (&error);
  /* XI §1: a third charge is refused, the extended trot is not */
  error = move_on_map (game, "r-hus", 300, 500, "charge");
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (error->message, "XI §1"));
  g_clear_error (&error);
  g_assert_null (move_on_map (game, "r-hus", 300, 350, "extended-trot"));
  /* the umpire allows the storm pace by the march action: the move follows */
  {
    g_autoptr(GVariant) allowed = apply_ok (game, "march", "unit=r1", "activity=storm-pace",
                                            "umpire-allows=the general's order", NULL);
  }
  g_assert_null (move_on_map (game, "r1", 500, 450, "storm-pace"));
  next_move (game);
  /* a refused move journals nothing: r1 stands where the umpire let it go */
  {
    VtPoint at;

    vt_unit_get_position (vt_scenario_find_unit (vt_game_get_state (game), "r1"), &at);
    g_assert_cmpfloat_with_epsilon (at.y, 450, 1e-6);
  }
}

/* IX §10: a piece that fired does not also move in the minute */
static void
test_fire_or_move (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) fire = apply_ok (game, "fire", "firer=r1", "target=b1", NULL);
  g_autoptr(GVariant) march = NULL;
  g_autofree char *message = NULL;

  g_assert_cmpint (resolve_fails (game, &message, "march", "unit=r1", "activity=quick-march", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "IX §10"));
  g_clear_pointer (&message, g_free);
  march = apply_ok (game, "march", "unit=r2", "activity=quick-march", NULL);
  g_assert_cmpint (resolve_fails (game, &message, "fire", "firer=r2", "target=b2", NULL), ==,
                   VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_nonnull (strstr (message, "IX §10"));

  /* a piece that fired is not dragged on the map either, and the journal
   * keeps nothing of the try */
  {
    VtUnit *firer = vt_scenario_find_unit (vt_game_get_state (game), "r1");
    guint length = vt_journal_get_length (vt_game_get_journal (game));
    VtPoint at, to;
    g_autoptr(GError) error = NULL;

    vt_unit_get_position (firer, &at);
    to = (VtPoint) { at.x + 20, at.y };
    g_assert_false (vt_game_move_unit (game, firer, &to, vt_unit_get_facing (firer), "quick-march", &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "IX §10"));
    g_assert_cmpuint (vt_journal_get_length (vt_game_get_journal (game)), ==, length);
  }
}

/* V §14 b, §17, VII §3–7: troop-concealers */
static void
test_concealers (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) conceal = apply_ok (game, "conceal", "unit=r-hus,r1", "cover=forest", NULL);
  g_autoptr(VtUnit) tirailleur = vt_unit_new ("obs", "tirailleurs", "blue");
  VtRuleset *ruleset = get_ruleset ();
  VtScenario *state = vt_game_get_state (game);
  VtUnit *hussars = vt_scenario_find_unit (state, "r-hus");
  VtUnit *b1 = vt_scenario_find_unit (state, "b1");
  VtGround open = { NULL, 0, 0 };

  assert_text (conceal, "VII §3");
  g_assert_cmpuint (vt_unit_get_condition (hussars, "in-concealer"), >, 0);
  /* "until opened": no countdown, however long the game */
  g_assert_cmpuint (vt_unit_get_condition (hussars, "in-concealer"), ==, VT_CONDITION_UNTIL_ENDED);
  /* the box is seen, not what it holds */
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, hussars, TRUE, 250), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, hussars, FALSE, 250), ==, VT_SIGHTING_NONE);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, vt_scenario_find_unit (state, "r2"), TRUE, 150), ==,
                   VT_SIGHTING_EXACT);
  /* VII §7: tirailleurs in the open within an artillery range, 24 distances */
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, tirailleur, hussars, TRUE, 1200), ==, VT_SIGHTING_EXACT);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, tirailleur, hussars, TRUE, 1201), ==, VT_SIGHTING_TROOPS);
  /* VII §3: no faster than infantry, the column's 3 distances */
  g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, hussars, "charge", &open), ==, 150);
  {
    g_autoptr(GVariant) march = resolve_ok (game, "march", "unit=r-hus", "activity=charge", NULL);

    g_assert_cmpfloat (get_d (march, "allowance"), ==, 150);
  }
  /* VIII §16: the 9-foot cavalryman, the 6-foot infantryman */
  g_assert_cmpfloat (vt_ruleset_get_eye_height (ruleset, hussars), ==, 4.5);
  g_assert_cmpfloat (vt_ruleset_get_eye_height (ruleset, b1), ==, 3);
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (vt_game_advance_moves (game, 1000, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (vt_unit_get_condition (hussars, "in-concealer"), ==, VT_CONDITION_UNTIL_ENDED);
  }
  {
    g_autoptr(GVariant) unmask = apply_ok (game, "unmask", "unit=r-hus", "reason=leaves-cover", NULL);

    assert_text (unmask, "VII §5");
    g_assert_cmpuint (vt_unit_get_condition (hussars, "in-concealer"), ==, 0);
    g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, hussars, TRUE, 250), ==, VT_SIGHTING_EXACT);
    g_assert_cmpfloat (vt_ruleset_get_march_rate (ruleset, game, hussars, "charge", &open), ==, 500);
  }
}

/* IV §18, VII §12: the blanks are lots in the bag, not pieces on the
 * table, and the app says so; a blank placed anyway is never shown to the
 * other side as a blank: its board holds a stand-in of troops, no blank,
 * however near its flankers stand; its own side sees it as it is */
static void
add_blank (VtScenario *scenario)
{
  /* a blank of Red's on the table, in the open before Blue's line */
  add_unit (scenario, "r-niete", "blank", "red", NULL, 650, 1050, 180);
}

static void
test_blanks_only_in_the_bag (void)
{
  g_autoptr(VtGame) game = new_game_with (add_blank);
  g_autoptr(VtScenario) blue_view = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VtUnit) flanker = vt_unit_new ("obs", "flankers", "blue");
  VtRuleset *ruleset = get_ruleset ();
  const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, "blank");
  const VtSection *sections;
  guint n_sections;
  gboolean said = FALSE;
  VtScenario *state = vt_game_get_state (game);
  VtUnit *b1 = vt_scenario_find_unit (state, "b1");
  VtUnit *blank;
  GListModel *units;

  /* the catalogue and the provenance say where the blanks are */
  g_assert_nonnull (strstr (type->description, "only in the bag"));
  sections = vt_ruleset_get_sections (ruleset, &n_sections);
  for (guint i = 0; i < n_sections; i++)
    said = said || (g_str_equal (sections[i].section, "VII") && strstr (sections[i].note, "used only in the bag"));
  g_assert_true (said);
  {
    g_autoptr(GVariant) lots = resolve_ok (game, "draw-lots", "unit=r1,r2", NULL);

    assert_text (lots, "they are lots, not pieces on the table (VII §12");
  }

  blank = vt_scenario_find_unit (state, "r-niete");
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, blank, TRUE, 100), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, flanker, blank, TRUE, 50), ==, VT_SIGHTING_TROOPS);
  g_assert_cmpint (vt_ruleset_see_unit (ruleset, game, b1, blank, FALSE, 100), ==, VT_SIGHTING_NONE);

  /* Blue's board: a stand-in of troops, no unit of type blank, no id */
  g_assert_cmpint (vt_knowledge_get_sighting (vt_game_get_knowledge (game, "blue"), "r-niete"), ==,
                   VT_SIGHTING_TROOPS);
  blue_view = vt_knowledge_dup_view (vt_game_get_knowledge (game, "blue"));
  units = vt_scenario_get_units (blue_view);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      g_assert_cmpstr (vt_unit_get_unit_type (unit), !=, "blank");
      g_assert_cmpstr (vt_unit_get_id (unit), !=, "r-niete");
    }
  /* Red's own board and the umpire's: a blank */
  g_assert_cmpint (vt_knowledge_get_sighting (vt_game_get_knowledge (game, "red"), "r-niete"), ==,
                   VT_SIGHTING_EXACT);
}

/* II §4 B b: no nearer than 800 paces to the night screen; VII §11, the
 * option: 600. The board of 5000 × 3750 paces split lengthwise at 1875:
 * Red's line at 1000 is 850 paces off (from the pieces' edge), Green's at
 * 1150 700 */
static void
test_night_screen (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) check = resolve_ok (game, "night-screen", "screen=lengthwise", NULL);
  g_autoptr(GVariant) across = resolve_ok (game, "night-screen", "screen=breadthwise", "at=600", NULL);
  g_autoptr(GError) error = NULL;
  guint32 near = 0;

  assert_text (check, "II §4");
  assert_text (check, "13 of 23 pieces stand nearer");
  assert_text (check, "b1 (Green side (B)) 700 paces");
  g_assert_true (g_variant_lookup (check, "too-near", "u", &near));
  g_assert_cmpuint (near, ==, 13);
  g_assert_cmpfloat (get_d (check, "screen-at"), ==, 1875);
  /* across the board at x = 600: every piece from x 200 to 1350 is too near */
  g_assert_true (g_variant_lookup (across, "too-near", "u", &near));
  g_assert_cmpuint (near, >, 0);
  g_assert_cmpint (resolve_fails (game, NULL, "night-screen", "screen=breadthwise", "at=6000", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);

  g_assert_true (vt_game_set_option (game, "night-screen", g_variant_new_string ("vii-11"), &error));
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) vii = resolve_ok (game, "night-screen", "screen=lengthwise", NULL);

    assert_text (vii, "VII §11");
    assert_text (vii, "All 23 pieces stand at least 600 paces from it");
    g_assert_cmpfloat (get_d (vii, "screen-distance"), ==, 600);
  }
  /* no game, nothing to measure */
  g_assert_cmpint (resolve_fails (NULL, NULL, "night-screen", "screen=lengthwise", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
}

/* VII §12: three infantry pieces and six blanks in the bag; Red draws
 * three lots (derived: as many as pieces went in). The faces entered
 * make them a piece, a blank and a blank: r1 is kept, r2 and r-far are
 * set aside unseen */
static void
test_draw_lots (void)
{
  g_autoptr(VtGame) game = new_game ();
  g_autoptr(GVariant) outcome = NULL;
  g_autofree char *message = NULL;
  /* 9 in the bag: 1 is a piece; 8 of 8 left: a blank; 7 of 7: a blank */
  const guint faces[] = { 1, 8, 7 };
  guint32 drawn = 0;

  vt_dice_enter_faces (vt_game_get_dice (game), faces, G_N_ELEMENTS (faces));
  outcome = apply_ok (game, "draw-lots", "unit=r1,r2,r-far", NULL);
  assert_text (outcome, "3 pieces and 6 blanks in the bag; 3 lots drawn: 1 piece, 2 blanks (VII §12)");
  assert_text (outcome, "Set aside unseen with the bag: r2, r-far");
  g_assert_true (g_variant_lookup (outcome, "drawn", "u", &drawn));
  g_assert_cmpuint (drawn, ==, 1);
  g_assert_cmpuint (strength_of (game, "r1"), ==, 150);
  g_assert_cmpuint (strength_of (game, "r2"), ==, 0);
  g_assert_cmpuint (strength_of (game, "r-far"), ==, 0);

  /* one bag a side; no more blanks than the set's 56 (IV §18) */
  g_assert_cmpint (resolve_fails (game, &message, "draw-lots", "unit=r1,b1", NULL), ==,
                   VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_nonnull (strstr (message, "VII §12"));
  g_assert_cmpint (resolve_fails (game, NULL, "draw-lots", "unit=r2", NULL), ==, VT_RULESET_ERROR_BAD_PARAMETER);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rz12/scale-and-time", test_scale_and_time);
  g_test_add_func ("/rz12/pieces", test_pieces);
  g_test_add_func ("/rz12/terrain", test_terrain);
  g_test_add_func ("/rz12/march/infantry", test_march_infantry);
  g_test_add_func ("/rz12/march/light-troops", test_march_light);
  g_test_add_func ("/rz12/march/cavalry", test_march_cavalry);
  g_test_add_func ("/rz12/march/artillery-derived", test_march_artillery);
  g_test_add_func ("/rz12/march/action", test_march_action);
  g_test_add_func ("/rz12/march/rest-after-storm-pace", test_march_rest_infantry);
  g_test_add_func ("/rz12/march/rest-after-the-charge", test_march_rest_cavalry);
  g_test_add_func ("/rz12/march/rest-on-the-map", test_march_rest_on_the_map);
  g_test_add_func ("/rz12/march/fire-or-move", test_fire_or_move);
  g_test_add_func ("/rz12/concealers", test_concealers);
  g_test_add_func ("/rz12/night-screen", test_night_screen);
  g_test_add_func ("/rz12/draw-lots", test_draw_lots);
  g_test_add_func ("/rz12/blanks/only-in-the-bag", test_blanks_only_in_the_bag);

  return g_test_run ();
}
