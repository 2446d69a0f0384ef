/* test-translations.c: the rulesets' words in the umpire's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: each plugin translates in a gettext domain of its own, which
 * the registry binds when it loads the module (uninstalled: the po/ folder
 * beside it, where meson builds <lang>/LC_MESSAGES/<domain>.mo). The label
 * functions read through it; a label derived from an id stays as it is.
 *
 * This machine has no German locale: glibc honours LANGUAGE under C.UTF-8
 * (any locale but "C" itself), which is what the test runs in.
 */
#define G_LOG_DOMAIN "vt-test-translations"

#include <locale.h>

#include <vertrauter.h>

static VtRuleset *
ruleset (const char *id)
{
  VtRuleset *found = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (found);
  return found;
}

static void
test_reiswitz_1824 (void)
{
  VtRuleset *rz24 = ruleset ("reiswitz-1824");
  const VtActionParam *options;
  guint n_options;

  g_assert_cmpstr (vt_ruleset_get_gettext_domain (rz24), ==, "vertrauter-reiswitz-1824");
  /* pieces, formations and terrain, in the 1824 original's words where it has them */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz24, "hussar-squadron"), ==, "Husaren-Schwadron");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz24, "skirmisher-strip"), ==, "Tirailleur-Streifen");
  g_assert_cmpstr (vt_ruleset_get_formation_label (rz24, "extended"), ==, "Zerstreute Ordnung");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (rz24, "field-track"), ==, "Feldweg");
  g_assert_cmpstr (vt_ruleset_find_label (rz24, "movement"), ==, "Bewegung");
  g_assert_cmpstr (vt_ruleset_translate (rz24, "Canister check"), ==, "Kartätschprobe");

  /* an option's choice, by the labels beside its choices */
  options = vt_ruleset_get_options (rz24, &n_options);
  g_assert_cmpuint (n_options, >, 0);
  g_assert_cmpstr (vt_ruleset_translate (rz24, options[0].label), ==, "Nacht");

  /* what nobody labelled reads as its id says, untranslated */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz24, "no-such-piece"), ==, "No such piece");
  g_assert_cmpstr (vt_ruleset_translate (rz24, "not a word of the plugin"), ==, "not a word of the plugin");
}

static void
test_war_chess_1866 (void)
{
  VtRuleset *wc66 = ruleset ("war-chess-1866");

  g_assert_cmpstr (vt_ruleset_get_gettext_domain (wc66), ==, "vertrauter-war-chess-1866");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (wc66, "light-infantry"), ==, "Leichte Infanterie");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (wc66, "ford"), ==, "Furt");
}

static void
test_reiswitz_1812 (void)
{
  VtRuleset *rz12 = ruleset ("reiswitz-1812");

  g_assert_cmpstr (vt_ruleset_get_gettext_domain (rz12), ==, "vertrauter-reiswitz-1812");
  /* pieces, formations and terrain in the 1812 original's own words */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz12, "flankers"), ==, "Flankeurs");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz12, "blank"), ==, "Niete");
  g_assert_cmpstr (vt_ruleset_get_formation_label (rz12, "square"), ==, "Quarree (Linien-Quarree)");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (rz12, "chaussee"), ==, "Chaussee");
  g_assert_cmpstr (vt_ruleset_translate (rz12, "Storm pace"), ==, "Sturmschritt");
  g_assert_cmpstr (vt_ruleset_translate (rz12, "Into a troop-concealer"), ==, "In einen Truppenverdecker");
}

static void
test_little_wars_1913 (void)
{
  VtRuleset *lw13 = ruleset ("little-wars-1913");

  g_assert_cmpstr (vt_ruleset_get_gettext_domain (lw13), ==, "vertrauter-little-wars-1913");
  /* Wells in German, the book's terms translated plainly */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (lw13, "infantry"), ==, "Infanteristen");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (lw13, "field-gun"), ==, "Feldgeschütz");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (lw13, "back-line"), ==, "Hinterlinie");
  g_assert_cmpstr (vt_ruleset_translate (lw13, "Escort prisoners"), ==, "Gefangene eskortieren");
}

/* The same process in French: glibc reads LANGUAGE at each lookup but
 * keeps the translations it has found (German) until the locale changes,
 * and setting the same locale again is no change: hence the detour by "C" */
static void
speak (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C");
  setlocale (LC_ALL, "C.UTF-8");
}

static void
test_reiswitz_1812_fr (void)
{
  VtRuleset *rz12 = ruleset ("reiswitz-1812");

  speak ("fr");
  /* period French military words; the game's Zug stays */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (rz12, "flankers"), ==, "Flanqueurs");
  g_assert_cmpstr (vt_ruleset_get_formation_label (rz12, "square"), ==, "Carré (Linien-Quarree)");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (rz12, "chaussee"), ==, "Chaussée");
  g_assert_cmpstr (vt_ruleset_translate (rz12, "Storm pace"), ==, "Pas de charge");
  g_assert_cmpstr (vt_ruleset_translate (rz12, "March allowance (paces a move)"), ==, "Marche (pas par Zug)");
  speak ("de");
}

static void
test_little_wars_1913_fr (void)
{
  VtRuleset *lw13 = ruleset ("little-wars-1913");

  speak ("fr");
  /* Wells in French, the book's terms plainly */
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (lw13, "infantry"), ==, "Fantassins");
  g_assert_cmpstr (vt_ruleset_get_unit_type_label (lw13, "field-gun"), ==, "Canon de campagne");
  g_assert_cmpstr (vt_ruleset_get_terrain_kind_label (lw13, "back-line"), ==, "Ligne arrière");
  g_assert_cmpstr (vt_ruleset_translate (lw13, "Escort prisoners"), ==, "Escorter les prisonniers");
  speak ("de");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/vt/translations/reiswitz-1824", test_reiswitz_1824);
  g_test_add_func ("/vt/translations/war-chess-1866", test_war_chess_1866);
  g_test_add_func ("/vt/translations/reiswitz-1812", test_reiswitz_1812);
  g_test_add_func ("/vt/translations/little-wars-1913", test_little_wars_1913);
  g_test_add_func ("/vt/translations/reiswitz-1812/fr", test_reiswitz_1812_fr);
  g_test_add_func ("/vt/translations/little-wars-1913/fr", test_little_wars_1913_fr);

  return g_test_run ();
}
