/* test-translations.c: the rulesets' words in the umpire's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: each plugin translates in a gettext domain of its own, which
 * the registry binds when it loads the module (uninstalled: the po/ folder
 * beside it, where meson builds <lang>/LC_MESSAGES/<domain>.mo). The label
 * functions read through it; a label derived from an id stays as it is.
 * The sentences a plugin builds as it resolves (outcomes, refusals) are
 * in the same domain; a journalled outcome keeps the words it was
 * resolved in.
 *
 * This machine has no German locale: glibc honours LANGUAGE under C.UTF-8
 * (any locale but "C" itself), which is what the test runs in.
 */
#define G_LOG_DOMAIN "vt-test-translations"

#include <locale.h>
#include <string.h>

#include <vertrauter.h>

static VtRuleset *
ruleset (const char *id)
{
  VtRuleset *found = vt_ruleset_registry_lookup (vt_ruleset_registry_get_default (), id);

  g_assert_nonnull (found);
  return found;
}


/* Resolves @action of @rs with the "key=value" @words and the faces
 * @faces entered, in @game (may be NULL): the outcome, or NULL and @error. */
static GVariant *
resolve (VtRuleset          *rs,
         VtGame             *game,
         const char         *action,
         const char * const *words,
         guint               face,
         GError            **error)
{
  g_autoptr(VtDice) dice = vt_dice_new (17);
  g_autoptr(GVariant) params = vt_ruleset_parse_params (rs, action, words, error);
  GVariant *outcome;

  if (params == NULL)
    return NULL;
  vt_dice_enter_faces (dice, &face, 1);
  outcome = vt_ruleset_resolve (rs, game, action, params, dice, error);
  return outcome != NULL ? g_variant_take_ref (outcome) : NULL;
}

/* Resolves @action in @game with the "key=value" @words, as the umpire
 * resolves it in the moment he chooses, and journals it: the outcome. */
static GVariant *
journal_action (VtGame             *game,
                const char         *action,
                const char * const *words)
{
  VtRuleset *rs = vt_game_get_ruleset (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtDice) dice = vt_dice_new (17);
  g_autoptr(GVariant) params = vt_ruleset_parse_params (rs, action, words, &error);
  GVariant *outcome;

  g_assert_no_error (error);
  g_variant_take_ref (params);
  outcome = vt_ruleset_resolve (rs, game, action, params, dice, &error);
  g_assert_no_error (error);
  g_variant_take_ref (outcome);
  g_assert_true (vt_game_apply_action (game, action, params, outcome, NULL, &error));
  g_assert_no_error (error);
  return outcome;
}

static VtGame *
load_demo (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", name, NULL);
  g_autoptr(GError) error = NULL;
  VtGame *game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);

  g_assert_no_error (error);
  return game;
}

static char *
lookup (GVariant   *outcome,
        const char *key)
{
  char *value = NULL;

  g_assert_true (g_variant_lookup (outcome, key, "s", &value));
  return value;
}

/* The umpire's words for @outcome of @action, as the journal keeps them:
 * 1824's and 1812's summaries are phrases (vt-phrase.h) the core says, in
 * the language of the moment, when the outcome is applied; here to the
 * ruleset's demo game, @demo in data/demo. */
static char *
journalled_summary (VtRuleset          *rs,
                    const char         *demo,
                    const char         *action,
                    const char * const *words,
                    GVariant           *outcome)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo", demo, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_autoptr(GVariant) params = NULL;
  VtJournal *journal;

  g_assert_no_error (error);
  params = g_variant_take_ref (vt_ruleset_parse_params (rs, action, words, &error));
  g_assert_no_error (error);
  g_assert_true (vt_game_apply_action (game, action, params, outcome, NULL, &error));
  g_assert_no_error (error);
  journal = vt_game_get_journal (game);
  return g_strdup (vt_event_get_summary (vt_journal_get_event (journal, vt_journal_get_head (journal) - 1)));
}

static void
assert_contains (const char *text,
                 const char *piece)
{
  if (strstr (text, piece) == NULL)
    g_error ("“%s” is not in “%s”", piece, text);
}

/* Issue 17: the text 1824 builds at run time, in the umpire's language */
static const char * const attack_words[] = { "attacker-strength=4", "defender-strength=2", NULL };
static const char * const one_strength[] = { "attacker-strength=4", NULL };
/* the demo stands in its movement phase */
static const char * const journal_words[] = { "attacker-strength=4", "defender-strength=2",
                                              "umpire-allows=the translations' test", NULL };

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

/* A close combat's outcome and a refusal: the sentences 1824 builds as it
 * resolves are in the plugin's domain too, not only its tables' words */
static void
check_reiswitz_1824_outcome (const char *summary_expected,
                             const char *beaten,
                             const char *die_line,
                             const char *refusal)
{
  VtRuleset *rz24 = ruleset ("reiswitz-1824");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = resolve (rz24, NULL, "close-combat", attack_words, 4, &error);
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GVariant) refused = NULL;

  g_assert_no_error (error);
  summary = journalled_summary (rz24, "demo.vertrauter", "close-combat", attack_words, outcome);
  text = lookup (outcome, VT_OUTCOME_TEXT);
  g_assert_cmpstr (summary, ==, summary_expected);
  assert_contains (text, die_line);
  assert_contains (text, beaten);

  refused = resolve (rz24, NULL, "close-combat", one_strength, 4, &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, refusal);
}

static void
test_reiswitz_1824_outcome (void)
{
  speak ("de");
  check_reiswitz_1824_outcome ("Nahgefecht: Würfel III (2:1) zeigt schwarz — der Verteidiger T: "
                               "gänzlich geschlagen, verteidigt in 5, greift an in 10 Zügen",
                               " Der Verteidiger ist geschlagen.",
                               " Würfel III (2:1), schwarz für den Angreifer: schwarz auf Seite 4.",
                               "close-combat: beide Stärken angeben (attacker-strength=…, "
                               "defender-strength=…) oder die angreifenden und verteidigenden "
                               "Truppenteile nennen");
}

static void
test_reiswitz_1824_outcome_fr (void)
{
  speak ("fr");
  /* French typography: a no-break space before the colon */
  check_reiswitz_1824_outcome ("combat rapproché\u00a0: le dé III (2:1) donne noir — le défenseur T\u00a0: "
                               "totalement battu, défend dans 5, attaque dans 10 Züge",
                               " Le défenseur est battu.",
                               " Dé III (2:1), noir pour l’assaillant\u00a0: noir sur la face 4.",
                               "close-combat\u00a0: donnez les deux forces (attacker-strength=…, "
                               "defender-strength=…) ou nommez les unités assaillantes et défenseures");
  speak ("de");
}

/* Issue 17, 1824's choices, tables and counted Züge: an action's choice
 * reads by its label, a rule table's title is the plugin's word, and a
 * count of Züge is a whole sentence, so German can say "nach 3 Zügen" */
static const char * const courier_words[] = { "distance=2300", NULL };
static const char * const march_words[] = { "unit-type=hussar-squadron", "activity=gallop",
                                            "ground=25-35", NULL };
static const char * const road_words[] = { "unit-type=hussar-squadron", "formation=column-by-threes",
                                           "road=field-track", NULL };

static const char *
rz24_choice (const char *action,
             const char *param,
             const char *choice)
{
  VtRuleset *rz24 = ruleset ("reiswitz-1824");
  const VtAction *found = vt_ruleset_find_action (rz24, action);

  g_assert_nonnull (found);
  for (guint i = 0; i < found->n_params; i++)
    if (g_str_equal (found->params[i].name, param))
      return vt_ruleset_get_choice_label (rz24, &found->params[i], choice);
  g_error ("%s has no parameter %s", action, param);
}

static void
check_reiswitz_1824_words (const char *closed_infantry,
                           const char *covered_skirmishers,
                           const char *odds_title,
                           const char *courier_summary,
                           const char *march_summary,
                           const char *road_summary)
{
  VtRuleset *rz24 = ruleset ("reiswitz-1824");
  const VtRuleTable *odds = vt_ruleset_find_table (rz24, "combat-odds");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) courier = resolve (rz24, NULL, "courier", courier_words, 1, &error);
  g_autoptr(GVariant) march = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *impossible = NULL;
  g_autoptr(GVariant) road = NULL;
  g_autofree char *fits = NULL;

  g_assert_cmpstr (rz24_choice ("convert-losses", "arm", "closed-infantry"), ==, closed_infantry);
  g_assert_cmpstr (rz24_choice ("infantry-fire", "arm", "covered-skirmishers"), ==, covered_skirmishers);
  g_assert_nonnull (odds);
  g_assert_cmpstr (vt_ruleset_translate (rz24, odds->title), ==, odds_title);

  g_assert_no_error (error);
  summary = journalled_summary (rz24, "demo.vertrauter", "courier", courier_words, courier);
  g_assert_cmpstr (summary, ==, courier_summary);
  march = resolve (rz24, NULL, "march", march_words, 1, &error);
  g_assert_no_error (error);
  impossible = journalled_summary (rz24, "demo.vertrauter", "march", march_words, march);
  g_assert_cmpstr (impossible, ==, march_summary);
  /* German nouns keep their capital inside the sentence, French names do not */
  road = resolve (rz24, NULL, "road-column-check", road_words, 1, &error);
  g_assert_no_error (error);
  fits = journalled_summary (rz24, "demo.vertrauter", "road-column-check", road_words, road);
  g_assert_cmpstr (fits, ==, road_summary);
}

static void
test_reiswitz_1824_words (void)
{
  speak ("de");
  check_reiswitz_1824_words ("Geschlossene Infanterie (drei Glieder)", "Gedeckte Tirailleurs",
                             "Nahgefecht: der Würfel nach dem Stärkeverhältnis (Stärkerer : Schwächerer, bis)",
                             "Der Befehl erreicht die Truppen nach 3 Zügen",
                             "Husaren-Schwadron: Galopp über 25–35° ist nicht möglich",
                             "Husaren-Schwadron in Kolonne zu Dreien (3 Schritt breit) passt auf Feldweg "
                             "von 5 Schritt");
}

static void
test_reiswitz_1824_words_fr (void)
{
  speak ("fr");
  check_reiswitz_1824_words ("Infanterie serrée (trois rangs)", "Tirailleurs à couvert",
                             "Combat rapproché\u00a0: le dé selon le rapport des forces (plus fort\u00a0: "
                             "plus faible, jusqu’à)",
                             "L’ordre parvient aux troupes après 3 Züge",
                             "Escadron de hussards\u00a0: Galop sur 25–35° est impossible",
                             "Escadron de hussards en colonne par trois (3 pas de large) passe sur chemin de "
                             "campagne de 5 pas");
  speak ("de");
}
/* end of the 1824 choices block */

/* The journal keeps the words the outcome was journalled in: the stored
 * summary (said from the outcome's phrase as it is applied) and text are
 * the file's, and reading the file again in another language does not
 * resolve the action again (vt_game_apply_action journals the outcome as
 * it is; the reader only reads it) */
static void
test_reiswitz_1824_journal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (g_getenv ("VT_DEMO_GAME"),
                                                   vt_ruleset_registry_get_default (), &error);
  g_autoptr(VtGame) again = NULL;
  g_autoptr(GVariant) params = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) dice = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *summary = NULL;
  VtJournal *journal;
  VtEvent *event;
  guint face = 4;

  g_assert_no_error (error);
  speak ("de");
  params = g_variant_take_ref (vt_ruleset_parse_params (ruleset ("reiswitz-1824"), "close-combat",
                                                        journal_words, &error));
  g_assert_no_error (error);
  vt_dice_enter_faces (vt_game_get_dice (game), &face, 1);
  outcome = vt_game_resolve_action (game, "close-combat", params, &dice, &error);
  g_assert_no_error (error);
  g_variant_take_ref (outcome);
  g_assert_true (vt_game_apply_action (game, "close-combat", params, outcome, dice, &error));
  g_assert_no_error (error);

  journal = vt_game_get_journal (game);
  event = vt_journal_get_event (journal, vt_journal_get_length (journal) - 1);
  summary = g_strdup (vt_event_get_summary (event));
  g_assert_true (g_str_has_prefix (summary, "Nahgefecht: Würfel III (2:1) zeigt schwarz"));

  bytes = vt_game_file_to_bytes (game);
  speak ("fr");
  again = vt_game_file_load_bytes (bytes, "demo in French", vt_ruleset_registry_get_default (), &error);
  g_assert_no_error (error);
  journal = vt_game_get_journal (again);
  event = vt_journal_get_event (journal, vt_journal_get_length (journal) - 1);
  /* as written, in German, though the umpire now reads French */
  g_assert_cmpstr (vt_event_get_summary (event), ==, summary);
  speak ("de");
}

/* A War-Chess move refused, in the umpire's language: the figure's name,
 * the quoted rule and the reason are the plugin's words */
static void
check_war_chess_refusals (const char *too_far,
                          const char *not_its_move)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "demo",
                                                 "war-chess-1866.vertrauter", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = vt_game_file_load_path (path, vt_ruleset_registry_get_default (), &error);
  g_auto(GVariantDict) far = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantDict) early = G_VARIANT_DICT_INIT (NULL);

  g_assert_no_error (error);
  g_variant_dict_insert (&far, "figure", "s", "a-light-1");
  g_variant_dict_insert (&far, "to", "x", (gint64) 100);
  g_assert_null (vt_game_resolve_action (game, "move", g_variant_dict_end (&far), NULL, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_cmpstr (error->message, ==, too_far);
  g_clear_error (&error);

  g_variant_dict_insert (&early, "figure", "s", "d-light-1");
  g_variant_dict_insert (&early, "to", "x", (gint64) 95);
  g_assert_null (vt_game_resolve_action (game, "move", g_variant_dict_end (&early), NULL, &error));
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_cmpstr (error->message, ==, not_its_move);
}

static void
test_war_chess_1866_refusal (void)
{
  speak ("de");
  check_war_chess_refusals ("Leichte Infanterie auf 30 kann nicht nach 100 ziehen: „Leichte Infanterie "
                            "zieht ein, zwei oder drei Felder geradeaus vorwärts, schräg rechts oder links, "
                            "und ein oder zwei Felder in jede andere Richtung“, und 100 liegt auf keiner "
                            "dieser Linien von 30",
                            "die angreifende Armee ist am Zug: die Armeen ziehen abwechselnd, eine Figur "
                            "je Zug");
}

static void
test_war_chess_1866_refusal_fr (void)
{
  speak ("fr");
  check_war_chess_refusals ("Infanterie légère en 30 ne peut aller en 100\u00a0: «\u00a0l’Infanterie légère "
                            "se déplace d’une, deux ou trois cases droit devant, obliquement à droite ou "
                            "à gauche, et d’une ou deux cases dans toute autre direction\u00a0», et 100 "
                            "n’est sur aucune de ces lignes depuis 30",
                            "c’est au tour de l’armée assaillante\u00a0: les armées jouent "
                            "alternativement, une figure par coup");
  speak ("de");
}

/* A capture played in English, each army's account read in German and
 * in French: both figures stand in the open, and each is its kind's word
 * in the reader's language (Footnote A: the taker stands on the square of
 * the piece taken) */
static const char * const wc66_forward[] = { "figure=a-light-3", "to=47", NULL };
static const char * const wc66_answer[] = { "figure=d-light-2", "to=69", NULL };
static const char * const wc66_capture[] = { "figure=a-light-3", "to=69", NULL };

static void
test_war_chess_1866_account (void)
{
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) forward = NULL, answer = NULL, capture = NULL;
  const char * const armies[] = { "attacking", "defending" };
  guint taken;

  speak ("en");
  game = load_demo ("war-chess-1866.vertrauter");
  forward = journal_action (game, "move", wc66_forward);
  answer = journal_action (game, "move", wc66_answer);
  capture = journal_action (game, "move", wc66_capture);
  taken = vt_journal_get_head (vt_game_get_journal (game)) - 1;
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (vt_game_get_journal (game), taken)), ==,
                   "the Light Infantry of the Attacking Army on 47 takes the Light Infantry on 69");

  for (guint i = 0; i < G_N_ELEMENTS (armies); i++)
    {
      g_autofree char *german = NULL, *french = NULL;

      speak ("de");
      german = vt_game_dup_account (game, taken, armies[i]);
      g_assert_cmpstr (german, ==, "Leichte Infanterie (die angreifende Armee) auf 47 schlägt Leichte Infanterie "
                                   "auf 69");
      speak ("fr");
      french = vt_game_dup_account (game, taken, armies[i]);
      g_assert_cmpstr (french, ==, "Infanterie légère (l’armée assaillante) en 47 prend Infanterie légère en 69");
    }
  speak ("de");
}

/* Issue 17: the text 1812 builds at run time, in the umpire's language:
 * a volley's summary and text, and a fire refused for want of a distance */
static const char * const rz12_fire_words[] = { "weapon=closed", "distance=3", "pieces=2",
                                                "target-kind=infantry", NULL };
static const char * const rz12_no_distance[] = { "weapon=closed", NULL };

static void
check_reiswitz_1812_fire (const char *summary_expected,
                          const char *volley,
                          const char *unbooked,
                          const char *refusal)
{
  VtRuleset *rz12 = ruleset ("reiswitz-1812");
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) outcome = resolve (rz12, NULL, "fire", rz12_fire_words, 1, &error);
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GVariant) refused = NULL;

  g_assert_no_error (error);
  summary = journalled_summary (rz12, "reiswitz-1812.vertrauter", "fire", rz12_fire_words, outcome);
  text = lookup (outcome, VT_OUTCOME_TEXT);
  g_assert_cmpstr (summary, ==, summary_expected);
  assert_contains (text, volley);
  assert_contains (text, unbooked);

  refused = resolve (rz12, NULL, "fire", rz12_no_distance, 1, &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER);
  g_assert_cmpstr (error->message, ==, refusal);
}

static void
test_reiswitz_1812_outcome (void)
{
  speak ("de");
  check_reiswitz_1812_fire ("fire: geschlossene auf 3 Distanzen, ½ Stein verloren",
                            "2 Steine – Geschlossene Infanterie (IX §7) auf 3 Distanzen (150 Schritt) gegen "
                            "Geschlossene Infanterie: ¼ je Stein (IX §7), ½ im Ganzen.",
                            " ½ Stein verloren; die Steine nennen, um sie zu buchen.",
                            "fire: die Distanz zwischen den Fronten angeben (distance=1…8) oder ein Spiel, "
                            "in dem sie gemessen wird");
}

static void
test_reiswitz_1812_outcome_fr (void)
{
  speak ("fr");
  /* French typography: a no-break space before the colon and the semicolon */
  check_reiswitz_1812_fire ("fire\u00a0: serrée à 3 distances, ½ pièce perdue",
                            "2 pièces – Infanterie serrée (IX §7) à 3 distances (150 pas) sur "
                            "Infanterie serrée\u00a0: ¼ par pièce (IX §7), ½ en tout.",
                            " ½ pièce perdue\u00a0; nommer les pièces pour les inscrire.",
                            "fire\u00a0: donner la distance entre les fronts (distance=1…8), ou une partie "
                            "où la mesurer");
  speak ("de");
}

/* little-wars-1913: the sentences Wells's ruleset builds as it resolves,
 * a melee's summary and text, a summary counted in gint64 (PRId64 in the
 * catalogue), and a refusal the umpire may overrule, its core-made tail in
 * the plugin's words too. The summaries are said when read: a game played
 * in English is read in @language, the umpire's account and Red's, while
 * the journal keeps the English the umpire resolved it in. */
static const char * const lw13_melee_words[] = { "attacking-men=9", "defending-men=11", NULL };
static const char * const lw13_melee_in_game[] = { "attackers=r-inf-1", "defenders=b-inf-1", "attacking-men=9",
                                                   "defending-men=11", "attacking-support=0", NULL };
static const char * const lw13_move_time_words[] = { "men=95", "guns=3", NULL };
static const char * const lw13_gun_fire_words[] = { "men=3", "shots=1", NULL };

static void
check_little_wars_1913_outcome (const char *language,
                                const char *melee_summary,
                                const char *melee_red,
                                const char *melee_escort,
                                const char *move_time_summary,
                                const char *gun_refusal)
{
  VtRuleset *lw13 = ruleset ("little-wars-1913");
  g_autoptr(GError) error = NULL;
  g_autoptr(VtGame) game = NULL;
  g_autoptr(GVariant) melee = NULL;
  g_autoptr(GVariant) played = NULL;
  g_autoptr(GVariant) move_time = NULL;
  g_autoptr(GVariant) refused = NULL;
  g_autofree char *umpire = NULL;
  g_autofree char *red = NULL;
  g_autofree char *text = NULL;
  g_autofree char *minutes = NULL;
  VtJournal *journal;
  guint fought;

  /* Melee 3 (b)(i): nine against eleven, the nine isolated; Red's first
   * company charges Blue's grenadiers */
  speak ("en");
  game = load_demo ("little-wars-1913.vertrauter");
  journal = vt_game_get_journal (game);
  played = journal_action (game, "melee", lw13_melee_in_game);
  fought = vt_journal_get_head (journal) - 1;
  move_time = journal_action (game, "move-time", lw13_move_time_words);
  g_assert_cmpstr (vt_event_get_summary (vt_journal_get_event (journal, fought)), ==,
                   "melee, Red 1st Company against Blue Grenadiers: 9 against 11 (isolated); killed 7 and 7, "
                   "2 prisoners");

  speak (language);
  umpire = vt_game_dup_account (game, fought, NULL);
  red = vt_game_dup_account (game, fought, "red");
  g_assert_cmpstr (umpire, ==, melee_summary);
  g_assert_cmpstr (red, ==, melee_red);
  minutes = vt_game_dup_account (game, vt_journal_get_head (journal) - 1, NULL);
  g_assert_cmpstr (minutes, ==, move_time_summary);

  /* the text is the umpire's reasoning, in the words he resolved it in;
   * one escort: the plural form of one */
  melee = resolve (lw13, NULL, "melee", lw13_melee_words, 1, &error);
  g_assert_no_error (error);
  text = lookup (melee, VT_OUTCOME_TEXT);
  assert_contains (text, melee_escort);

  refused = resolve (lw13, NULL, "gun-fire", lw13_gun_fire_words, 1, &error);
  g_assert_null (refused);
  g_assert_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES);
  g_assert_cmpstr (error->message, ==, gun_refusal);
}

static void
test_little_wars_1913_outcome (void)
{
  check_little_wars_1913_outcome ("de",
                                  "Nahkampf, Red 1st Company gegen Blue Grenadiers: 9 gegen 11 (vereinzelt); "
                                  "getötet 7 und 7, 2 Gefangene",
                                  "Nahkampf, 1st Company gegen Blue Grenadiers: 9 gegen 11 (vereinzelt); "
                                  "getötet 7 und 7, 2 Gefangene",
                                  " Sie brauchen 1 Eskorte innerhalb sechs Zoll (ein Mann je sieben);",
                                  "Zugzeit: 95 Mann und 3 Geschütze, 7 Minuten",
                                  "gun-fire: 3 Mann seiner Seite innerhalb sechs Zoll; ein Geschütz braucht 4, "
                                  "um in Aktion zu sein, und außer Aktion kann es weder bewegt noch abgefeuert "
                                  "werden (Mobility III); der Vertraute kann es mit seiner Begründung erlauben "
                                  "(umpire-allows=REASON)");
  speak ("de");
}

static void
test_little_wars_1913_outcome_fr (void)
{
  check_little_wars_1913_outcome ("fr",
                                  "mêlée, Red 1st Company contre Blue Grenadiers\u00a0: 9 contre 11 "
                                  "(isolé)\u00a0; tués 7 et 7, 2 prisonniers",
                                  "mêlée, 1st Company contre Blue Grenadiers\u00a0: 9 contre 11 "
                                  "(isolé)\u00a0; tués 7 et 7, 2 prisonniers",
                                  " Il leur faut 1 escorte à six pouces (un homme pour sept)\u00a0;",
                                  "durée du tour\u00a0: 95 hommes et 3 canons, 7 minutes",
                                  "gun-fire\u00a0: 3 hommes de son camp à six pouces\u00a0; un canon en demande 4 "
                                  "pour être en batterie, et hors de combat il ne peut ni être déplacé ni tirer "
                                  "(Mobility III)\u00a0; l’arbitre peut l’autoriser en donnant sa raison "
                                  "(umpire-allows=REASON)");
  speak ("de");
}

/* Issue 17: the provenance (each section's note, what the rulebook does
 * not give) in the umpire's language, read as the report reads it */
static const char *
section_note (VtRuleset  *rs,
              const char *section,
              const char *title)
{
  guint n;
  const VtSection *sections = vt_ruleset_get_sections (rs, &n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (sections[i].section, section) && g_str_equal (sections[i].title, title))
      return vt_ruleset_translate (rs, sections[i].note);
  g_error ("no section %s “%s”", section, title);
  return NULL;
}

static void
test_section_notes (void)
{
  VtRuleset *rz24 = ruleset ("reiswitz-1824");
  VtRuleset *wc66 = ruleset ("war-chess-1866");

  g_assert_cmpstr (section_note (rz24, "§29b", "Embarkation, boats and swimming"), ==,
                   "Der Auszug sagt, dass diese Zeit brauchen, gibt aber keine Zeiten; "
                   "der Vertraute bestimmt sie selbst.");
  g_assert_cmpstr (section_note (wc66, "Remarks", "The Wagon moves one or two squares diagonally"), ==,
                   "Der Text gibt dem Wagen keine Macht zu schlagen; er schlägt nichts (abgeleitet).");
  /* the board's note is built from the board file: the plugin's sentences
   * translated, the file's own title as the file gives it */
  assert_contains (section_note (wc66, "Plate 1", "The board: 139 squares, the river, its fords and bridge"),
                   "Rekonstruiert: die Tafeln sind verloren. Reconstruction of Richardson's War-Chess board");

  speak ("fr");
  g_assert_cmpstr (section_note (rz24, "§29b", "Embarkation, boats and swimming"), ==,
                   "Le résumé dit qu’elles prennent du temps mais ne donne pas de durées\u00a0; "
                   "l’arbitre les fixe lui-même.");
  g_assert_cmpstr (section_note (wc66, "Remarks", "The Wagon moves one or two squares diagonally"), ==,
                   "Le texte ne donne au Chariot aucun pouvoir de prendre\u00a0; il ne prend rien (dérivé).");
  assert_contains (section_note (wc66, "Plate 1", "The board: 139 squares, the river, its fords and bridge"),
                   "Reconstitué\u00a0: les planches sont perdues. Reconstruction of Richardson's War-Chess board");
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
  g_test_add_func ("/vt/translations/reiswitz-1824/outcome", test_reiswitz_1824_outcome);
  g_test_add_func ("/vt/translations/reiswitz-1824/outcome/fr", test_reiswitz_1824_outcome_fr);
  g_test_add_func ("/vt/translations/reiswitz-1824/journal", test_reiswitz_1824_journal);
  g_test_add_func ("/vt/translations/reiswitz-1824/words", test_reiswitz_1824_words);
  g_test_add_func ("/vt/translations/reiswitz-1824/words/fr", test_reiswitz_1824_words_fr);
  g_test_add_func ("/vt/translations/war-chess-1866/refusal", test_war_chess_1866_refusal);
  g_test_add_func ("/vt/translations/war-chess-1866/refusal/fr", test_war_chess_1866_refusal_fr);
  g_test_add_func ("/vt/translations/war-chess-1866/account", test_war_chess_1866_account);
  g_test_add_func ("/vt/translations/reiswitz-1812/outcome", test_reiswitz_1812_outcome);
  g_test_add_func ("/vt/translations/reiswitz-1812/outcome/fr", test_reiswitz_1812_outcome_fr);

  g_test_add_func ("/vt/translations/little-wars-1913/outcome", test_little_wars_1913_outcome);
  g_test_add_func ("/vt/translations/little-wars-1913/outcome/fr", test_little_wars_1913_outcome_fr);
  g_test_add_func ("/vt/translations/section-notes", test_section_notes);

  return g_test_run ();
}
