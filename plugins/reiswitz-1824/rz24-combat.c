/* rz24-combat.c: close combat, cavalry against infantry, capture, canister check, surprise, garrison
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "rz24-combat"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain, which the core
 * translates (vt_ruleset_translate); _() the text built at run time, in the
 * same domain (rz24-i18n.h) */
#include "rz24-i18n.h"
/* PRId64: gettext knows it in a message, not G_GINT64_FORMAT */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "rz24-catalogue.h"
#include "rz24-combat.h"
#include "rz24-dice.h"
#include "rz24-losses.h"
#include "rz24-ruleset.h"

/* ---- the tables ---- */

/* Digest §18: "The umpire picks the die by force ratio (up
 * to 1/6 stronger die I, rising to die V; beyond that the weaker side must
 * retire)". Only die I's bound is given; the others are taken from the odds
 * the dice stand for (II 3:2, III 2:1, IV 3:1, V 4:1): a force up to 3/2 as
 * strong gets II, up to twice III, up to three times IV, up to four times V. */
static const char * const odds_rows[] = { "I", "II", "III", "IV", "V", NULL };
static const char * const odds_columns[] = { "up-to", NULL };
static const double odds_values[] = { 7.0 / 6.0, 1.5, 2.0, 3.0, 4.0 };
static const guint8 odds_derived[] = { 0, 1, 1, 1, 1 };

/* Digest §25: "R (forced to retreat): orderly retreat,
 * small loss, 2 Züge to be able to defend and 3 to attack, one block turned
 * face down. G (beaten): heavier loss, 3 and 6 Züge, two blocks turned.
 * T (totally beaten): flight, very heavy loss, 5 and 10 Züge." */
static const char * const recovery_rows[] = { "R", "G", "T", NULL };
static const char * const recovery_columns[] = { "defend", "attack", "face-down", NULL };
static const double recovery_values[] = {
  2, 3, 1,
  3, 6, 2,
  5, 10, 3,
};
static const guint8 recovery_derived[] = {
  0, 0, 0,
  0, 0, 0,
  0, 0, 1,
};

/* Digest §2: "Victorious cavalry halts one Zug, then
 * pursues at set distances (light 500/900/600 paces, heavy 400/800/600)."
 * and the German: "…muß einen Zug stehen bleiben und kann erst nach Verlauf
 * desselben mit der halben Marschweite verfolgen". Our reading, openly: the
 * three numbers are the three Züge of the pursuit after the halt. The
 * first is "half the march distance" of the German (heavy: half its 800
 * charge, 400; light 500, the digest's figure for half its 900), the second
 * the full charge (the march scale's 900 and 800), the third the trot
 * (600) as the horses tire. */
static const char * const pursuit_rows[] = { "light-cavalry", "heavy-cavalry", NULL };
static const char * const pursuit_columns[] = { "halt-zuege", "zug-1", "zug-2", "zug-3", NULL };
static const double pursuit_values[] = {
  1, 500, 900, 600,
  1, 400, 800, 600,
};

/* Digest §2: "Beaten cavalry retreats two Züge at gallop then trot; infantry at
 * 250 paces, or 500 at the cost of being downgraded. Winning infantry that
 * follows up immediately inflicts only half losses. Troops reaching a
 * terrain feature within 2 Züge halt the pursuit". Gallop 800 and trot 600
 * are the march scale's. */
static const char * const retreat_rows[] = {
  "cavalry-gallop-zuege", "cavalry-gallop", "cavalry-trot",
  "infantry", "infantry-far", "refuge-zuege", "follow-up-loss-factor",
  "victorious-cavalry-loss-factor", NULL
};
static const char * const value_column[] = { "value", NULL };
static const double retreat_values[] = { 2, 800, 600, 250, 500, 2, 0.5, 0.5 };

/* Digest §23, §7, §1 and §24: "Each
 * battalion or squadron able to attack flank or rear counts double",
 * "A cavalry second line 400-800 paces back …; infantry second lines at
 * 150-400 paces…", "Surprise attacks (Überfall) … count each block double
 * for the first 3 Züge", "Cavalry within 400 paces forcing infantry to
 * manoeuvre, or infantry catching enemies changing formation within 200
 * paces, gets a better die", "Foot batteries attacked in flank by half a
 * battalion or squadron are lost" (one block, a half battalion, or one
 * squadron: 1 in pieces; 1/2 when the umpire counts in battalions), and the
 * counting of blocks (§21). */
static const char * const rules_rows[] = {
  "flank-factor", "surprise-factor", "surprise-zuege",
  "cavalry-second-line-from", "cavalry-second-line-to",
  "infantry-second-line-from", "infantry-second-line-to",
  "cavalry-forcing-manoeuvre", "infantry-catching-formation-change",
  "obstacle-attackers-ratio", "strip-counts", "half-battery-counts",
  "battery-flank-attackers",
  "attack-reach-infantry", "attack-reach-light-cavalry", "attack-reach-heavy-cavalry",
  NULL
};
/* The attack reaches are derived from the march scale (§4): "250 for
 * infantry deploying and in action, … 800 for gallop and heavy cavalry
 * charge, 900 for light cavalry charge". The digest sets no reach for an
 * attack; we take it that an attack closes within one Zug, so defenders
 * farther off are out of reach unless the umpire allows it. */
static const double rules_values[] = { 2, 2, 3, 400, 800, 150, 400, 400, 200, 2, 0.5, 1, 1,
                                       250, 900, 800 };
static const guint8 rules_derived[] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1 };

/* Digest §19 (§66): "The §66 table gives the die for each class of
 * obstacle (wood edges, solid villages, walls, field works, rivers over 50
 * paces, fortified villages) depending on whether attacks can be renewed
 * with fresh troops and whether the defenders occupied it 1 or 2 Züge
 * before." No cell is given; derived, in the defender's favour: a single
 * attack on a position held for 2 Züge gets wood edge III, solid village,
 * wall and field works IV, river over 50 paces and fortified village V; one
 * grade less when the defenders came only 1 Zug before, one grade less when
 * the attacker can renew the attack with fresh troops; never below I. */
static const char * const obstacle_rows[] = {
  "wood-edge", "solid-village", "wall", "field-works", "river-over-50", "fortified-village", NULL
};
static const char * const obstacle_columns[] = { "single-2", "single-1", "renewable-2", "renewable-1", NULL };
static const double obstacle_values[] = {
  3, 2, 2, 1,
  4, 3, 3, 2,
  4, 3, 3, 2,
  4, 3, 3, 2,
  5, 4, 4, 3,
  5, 4, 4, 3,
};

/* Digest §24: "A battalion column attacked by 3-4
 * unprepared squadrons uses die II, by 2 squadrons die III, by 1 die V, all
 * against the cavalry; brigade masses need 2 squadrons per battalion.
 * Deployed lines that cannot be flanked: 3-4 squadrons per battalion die
 * III." The die is the grade in the infantry's favour. Derived: a column
 * charged by more than 4 squadrons, die I; a line by 1, 2 or more than 4
 * squadrons a battalion, V, IV, II (the column's steps, one grade stronger
 * for the line as the digest's 3-4 squadrons give). */
static const char * const cavalry_rows[] = {
  "column-1", "column-2", "column-3-4", "column-5-plus",
  "line-1", "line-2", "line-3-4", "line-5-plus",
  "mass-squadrons-per-battalion", NULL
};
static const double cavalry_values[] = { 5, 3, 2, 1, 5, 4, 3, 2, 2 };
static const guint8 cavalry_derived[] = { 0, 0, 0, 1, 1, 1, 0, 1, 0 };

/* Digest §2 and §18: "troops thrown against impassable obstacles may be captured" and
 * "The same dice decide … capture". The die is not given; derived, in the
 * pursuers' favour by how badly the troops were beaten: R II, G III, T IV. */
static const char * const capture_rows[] = { "R", "G", "T", NULL };
static const char * const die_column[] = { "die", NULL };
static const double capture_values[] = { 2, 3, 4 };

/* Digest §19: "Positions are adequately held with about
 * 1 battalion per 400-600 paces of edge (1 per 300-400 paces of field
 * works). … Shortfalls of garrison or attackers shift the die". The shift is
 * not given; derived: one grade in the attacker's favour for each third (or
 * part) of the battalions missing to the looser measure, at most three. */
static const char * const garrison_rows[] = { "edge", "field-works", NULL };
static const char * const garrison_columns[] = { "paces-from", "paces-to", "grades-per-third", NULL };
static const double garrison_values[] = {
  400, 600, 1,
  300, 400, 1,
};
static const guint8 garrison_derived[] = { 0, 0, 1, 0, 0, 1 };

/* Digest §26: "die II is rolled each Zug against the
 * target: black means it must withdraw (losing only fire casualties), white
 * means it may stand or advance. Troops so prepared then fight close combat
 * on a die one grade worse." */
static const char * const canister_rows[] = { "die", "prepared-shift", NULL };
static const double canister_values[] = { 2, 1 };

/* Digest §19 and §18: "howitzers can fire villages and guns breach walls
 * over set numbers of Züge" and "The same dice decide … village fires and
 * breaching." Neither the Züge nor the die is given; derived: thatch and
 * timber catch after 3 Züge of shell, then die III (2:1) each Zug for the
 * fire; a wall needs ball on one spot far longer, 10 Züge, then die II
 * (3:2) for the breach. Züge of two half batteries count twice. */
static const char * const breach_rows[] = { "village-fire", "breach", NULL };
static const char * const breach_columns[] = { "zuege", "die", NULL };
static const double breach_values[] = { 3, 3, 10, 2 };

static guint8 derived_all_obstacles[6 * 4];
static guint8 derived_all_breach[2 * 2];
static guint8 derived_all_capture[3];

static VtRuleTable combat_tables[] = {
  {
    .id = "combat-odds",
    .title = N_("Close combat: the die by force ratio (stronger : weaker, up to)"),
    .section = N_("the dice (force ratio)"),
    .rows = odds_rows, .columns = odds_columns, .values = odds_values, .derived = odds_derived,
    .note = N_("Up to 1/6 stronger (7/6) die I (digest). The other bounds are derived from the "
               "odds each die stands for: II up to 3/2, III up to 2, IV up to 3, V up to 4; "
               "beyond V's bound the weaker side must retire without a roll (digest)."),
  },
  {
    .id = "recovery",
    .title = N_("Results R, G, T: Züge to defend and to attack again, blocks turned face down"),
    .section = N_("the results (R, G, T)"),
    .rows = recovery_rows, .columns = recovery_columns, .values = recovery_values,
    .derived = recovery_derived,
    .note = N_("R 2 and 3 Züge, one block face down; G 3 and 6, two blocks; T 5 and 10 "
               "(digest). Derived: the blocks of a totally beaten force turned face down, 3 "
               "(one more than G; a force of fewer blocks turns them all). The blocks stay "
               "face down until the force can defend again."),
  },
  {
    .id = "pursuit",
    .title = N_("Victorious cavalry: the halt, then paces in each Zug of the pursuit"),
    .section = N_("pursuit"),
    .rows = pursuit_rows, .columns = pursuit_columns, .values = pursuit_values,
    .derived = NULL,
    .note = N_("A halt of one Zug, then light 500/900/600, heavy 400/800/600 paces (digest). "
               "Read as the three Züge of the pursuit after the halt: the first at half the "
               "march distance, as the German says (\"mit der halben Marschweite "
               "verfolgen\": heavy half its 800 charge; light 500, the digest's figure for "
               "half its 900), the second at the full charge, the third at the trot."),
  },
  {
    .id = "retreat",
    .title = N_("Retreat of the beaten and what the victors inflict following up"),
    .section = N_("pursuit and retreat"),
    .rows = retreat_rows, .columns = value_column, .values = retreat_values, .derived = NULL,
    .note = N_("Beaten cavalry retreats 2 Züge at the gallop (800 paces a Zug) then at the "
               "trot (600); beaten infantry 250 paces, or 500 at the cost of being "
               "downgraded; winning infantry following up at once inflicts half losses; "
               "reaching terrain within 2 Züge halts the pursuit (within 2 Züge of the "
               "beaten's retreat: infantry 500 paces, or 1000 retreating far, cavalry 1600); "
               "victorious cavalry loses half as much as the beaten (digest)."),
  },
  {
    .id = "close-combat",
    .title = N_("Close combat: counting and shifts"),
    .section = N_("close combat"),
    .rows = rules_rows, .columns = value_column, .values = rules_values, .derived = rules_derived,
    .note = N_("Flank and rear attackers count double; a successful surprise counts each block "
               "double for 3 Züge; cavalry second lines stand 400-800, infantry 150-400 paces "
               "back; cavalry forcing infantry to manoeuvre within 400 or infantry catching a "
               "formation change within 200 paces get a better die; a foot battery attacked "
               "in flank by half a battalion (one block) or a squadron is lost (digest). "
               "Derived: the §66 "
               "die assumes attackers at least twice the garrison, below that one grade to the "
               "defender; counting pieces for the ratio, a block, squadron or half battery is "
               "1, a skirmisher strip 1/2 (a strip is a platoon, a quarter of a battalion of "
               "two blocks); an attack reaches as far as the attacker closes in one Zug at the "
               "march scale (§4): infantry 250, light cavalry 900, heavy cavalry 800 paces."),
  },
  {
    .id = "obstacles-66",
    .title = N_("§66: the die for attacks on obstacles, in the defender's favour"),
    .section = "§66",
    .rows = obstacle_rows, .columns = obstacle_columns, .values = obstacle_values,
    .derived = derived_all_obstacles,
    .note = N_("Columns: the attack can (renewable) or cannot (single) be renewed with fresh "
               "troops; the defenders occupied the position 2 or 1 Züge before. No cell is in "
               "the digest. Derived: a single attack on a position held 2 Züge gets wood edge "
               "III, solid village, wall and field works IV, river over 50 paces and fortified "
               "village V (the harder to cross, the better the defender's die); one grade less "
               "when the defenders came only 1 Zug before, one less when attacks can be "
               "renewed, never below I."),
  },
  {
    .id = "cavalry-vs-infantry",
    .title = N_("Cavalry charging infantry: the die in the infantry's favour by squadrons per battalion"),
    .section = N_("cavalry against infantry"),
    .rows = cavalry_rows, .columns = die_column, .values = cavalry_values,
    .derived = cavalry_derived,
    .note = N_("Battalion column: 3-4 squadrons II, 2 III, 1 V, against the cavalry; deployed "
               "lines that cannot be flanked: 3-4 squadrons a battalion III; brigade masses "
               "need 2 squadrons a battalion (digest). Derived: more than 4 squadrons on a "
               "column I; a line charged by 1, 2 or more than 4 squadrons a battalion V, IV, "
               "II. A brigade mass is charged on the column's steps by squadrons per "
               "battalion; fewer than 2 a battalion cannot charge it and must retire."),
  },
  {
    .id = "capture",
    .title = N_("Capture against impassable obstacles: the die in the pursuers' favour"),
    .section = N_("capture"),
    .rows = capture_rows, .columns = die_column, .values = capture_values,
    .derived = derived_all_capture,
    .note = N_("The digest says troops thrown against impassable obstacles may be captured "
               "and that the odds dice decide it, not which die. Derived from how badly the "
               "troops were beaten: after R die II, after G III, after T IV; black: captured."),
  },
  {
    .id = "garrison",
    .title = N_("Garrison of positions: paces of line per battalion"),
    .section = N_("garrison (Besetzung)"),
    .rows = garrison_rows, .columns = garrison_columns, .values = garrison_values,
    .derived = garrison_derived,
    .note = N_("About 1 battalion per 400-600 paces of edge, 1 per 300-400 of field works "
               "(digest). Held adequately when no line beyond the looser measure falls to one "
               "battalion. Derived: the shift for a shortfall, one grade in the attacker's "
               "favour for each third (or part) of the battalions missing, at most three."),
  },
  {
    .id = "canister-check",
    .title = N_("Canister check"),
    .section = N_("canister preparation"),
    .rows = canister_rows, .columns = value_column, .values = canister_values, .derived = NULL,
    .note = N_("Die II each Zug against the target; black: it withdraws, losing only fire "
               "casualties; white: it may stand or advance; troops so prepared fight close "
               "combat one die worse (digest)."),
  },
  {
    .id = "fires-and-breaches",
    .title = N_("Villages set on fire and walls breached: Züge of fire, then the die each Zug"),
    .section = N_("village fires and breaching"),
    .rows = breach_rows, .columns = breach_columns, .values = breach_values,
    .derived = derived_all_breach,
    .note = N_("Howitzers can fire villages and guns breach walls over set numbers of Züge; "
               "the odds dice decide village fires and breaching (digest). Neither number is "
               "given. Derived: a village after 3 Züge of howitzer shell, then die III each "
               "Zug (2:1 for the fire); a wall after 10 Züge of ball, then die II (3:2 for the "
               "breach). Züge of several half batteries add up; black: afire, breached."),
  },
};

#define TABLE_ODDS      (&combat_tables[0])
#define TABLE_RECOVERY  (&combat_tables[1])
#define TABLE_PURSUIT   (&combat_tables[2])
#define TABLE_RETREAT   (&combat_tables[3])
#define TABLE_RULES     (&combat_tables[4])
#define TABLE_OBSTACLES (&combat_tables[5])
#define TABLE_CAVALRY   (&combat_tables[6])
#define TABLE_CAPTURE   (&combat_tables[7])
#define TABLE_GARRISON  (&combat_tables[8])
#define TABLE_CANISTER  (&combat_tables[9])
#define TABLE_BREACH    (&combat_tables[10])

static void
init_tables (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      memset (derived_all_obstacles, 1, sizeof derived_all_obstacles);
      memset (derived_all_capture, 1, sizeof derived_all_capture);
      memset (derived_all_breach, 1, sizeof derived_all_breach);
      g_once_init_leave (&once, 1);
    }
}

/* ---- the actions ---- */

static const char * const arms[] = {
  "infantry", "light-cavalry", "heavy-cavalry", "foot-artillery", "horse-artillery", NULL
};
static const char * const second_lines[] = {
  "none", "cavalry-400-800", "infantry-150-400", "too-close", NULL
};
static const char * const obstacles[] = {
  "none", "wood-edge", "solid-village", "wall", "field-works", "river-over-50",
  "fortified-village", NULL
};
static const char * const infantry_formations[] = {
  "battalion-column", "brigade-mass", "deployed-line", NULL
};
static const char * const results[] = { "R", "G", "T", NULL };
static const char * const cavalry_kinds[] = { "light-cavalry", "heavy-cavalry", NULL };
static const char * const canister_targets[] = { "battalion", "two-squadrons", NULL };
static const char * const garrison_kinds[] = { "edge", "field-works", NULL };
static const char * const defender_choices[] = { "stand", "counter-advance", "turn-back", NULL };
static const char * const cavalry_second_lines[] = { "none", "cavalry-400-800", NULL };
static const char * const countings[] = { "pieces", "battalions", NULL };
/* the umpire's words for the choices above, each beside its ids */
static const char * const arm_labels[] = {
  N_("Infantry"), N_("Light cavalry"), N_("Heavy cavalry"), N_("Foot artillery"), N_("Horse artillery"), NULL
};
static const char * const second_line_labels[] = {
  /* Translators: a second line, and how far behind the first it stands */
  N_("No second line"), N_("Cavalry 400–800 paces back"), N_("Infantry 150–400 paces back"),
  N_("Too close behind"), NULL
};
static const char * const obstacle_labels[] = {
  N_("No obstacle"), N_("Wood edge"), N_("Solid village"), N_("Wall"), N_("Field works"),
  N_("River over 50 paces"), N_("Fortified village"), NULL
};
static const char * const infantry_formation_labels[] = {
  N_("Battalion column"), N_("Brigade mass"), N_("Deployed line"), NULL
};
static const char * const result_labels[] = {
  /* Translators: the close combat's results R, G and T (§2); keep the letter */
  N_("R: forced to retreat"), N_("G: beaten"), N_("T: totally beaten"), NULL
};
static const char * const cavalry_kind_labels[] = { N_("Light cavalry"), N_("Heavy cavalry"), NULL };
static const char * const canister_target_labels[] = { N_("A battalion"), N_("Two squadrons"), NULL };
static const char * const garrison_kind_labels[] = {
  N_("Edge of woods, villages, walls"), N_("Field works"), NULL
};
static const char * const defender_choice_labels[] = {
  /* Translators: what the defender declares (§2: umzukehren, entgegen zu
   * gehen oder stehen zu bleiben) */
  N_("Stand"), N_("Counter-advance"), N_("Turn back"), NULL
};
static const char * const counting_labels[] = {
  N_("Blocks and squadrons (a block is half a battalion)"), N_("Battalions and squadrons"), NULL
};

static const VtActionParam close_combat_params[] = {
  { "attacker-strength", N_("Attacker's strength"), VT_PARAM_NUMBER, 0, 10000, NULL, TRUE,
    N_("blocks, battalions or squadrons attacking (count both sides alike); counted from the "
    "attacking units when named") },
  { "defender-strength", N_("Defender's strength"), VT_PARAM_NUMBER, 0, 10000, NULL, TRUE,
    N_("blocks, battalions or squadrons defending; counted from the defending units when named") },
  { "flank-attackers", N_("Flank attackers"), VT_PARAM_NUMBER, 0, 10000, NULL, TRUE,
    N_("of the attackers, how many can attack flank or rear: they count double "
    "(Jedes Bataillon und jede Escadron welche in Flanken und Rücken angreifen kann, gilt doppelt) "
    "when the flank attack comes as a surprise") },
  { "counted-in", N_("Strengths counted in"), VT_PARAM_CHOICE, 0, 0, countings, TRUE,
    N_("how the typed strengths and flank attackers count: pieces (blocks, squadrons, half "
    "batteries; a block is half a battalion, a skirmisher strip 1/2) or battalions and "
    "squadrons (half a battalion is 1/2). Units named are counted in pieces. Default: pieces"),
    counting_labels },
  { "flank-surprise", N_("Flank attack a surprise"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the flank attackers came unseen: flank attacks require surprise (default: as surprise)") },
  { "cannot-be-flanked", N_("Defender cannot be flanked"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the defender's flanks are secure (e.g. a cavalry second line 400-800 paces back): "
    "flank attackers do not count double") },
  { "prepared", N_("Defender prepared by fire"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the defender was prepared by fire (canister): it fights one die worse") },
  { "caught-manoeuvring", N_("Defender caught manoeuvring"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("cavalry within 400 paces forcing infantry to manoeuvre, or infantry catching the enemy "
    "changing formation within 200 paces: the attacker gets a better die") },
  { "manoeuvre-distance", N_("Distance when caught"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("paces between the attackers and the defender when it manoeuvred or changed formation: "
    "the better die only within 400 (cavalry against infantry) or 200 (infantry)") },
  { "defender-choice", N_("Defender declares"), VT_PARAM_CHOICE, 0, 0, defender_choices, TRUE,
    N_("stand, counter-advance or turn-back (umzukehren, entgegen zu gehen oder stehen zu "
    "bleiben); turning back declines the attack: no roll. Default: stand"), defender_choice_labels },
  { "attacker-second-line", N_("Attacker's second line"), VT_PARAM_CHOICE, 0, 0, second_lines, TRUE,
    N_("cavalry 400-800 paces back: a first defeat counts only R; infantry 150-400 back: better "
    "die against a single line; too close: it shares the retreat"), second_line_labels },
  { "defender-second-line", N_("Defender's second line"), VT_PARAM_CHOICE, 0, 0, second_lines, TRUE,
    N_("cavalry 400-800 paces back: cannot be flanked alone, a first defeat counts only R; "
    "infantry 150-400 back: better die against a single line; too close: shares the retreat"),
    second_line_labels },
  { "attacker-second-line-units", N_("Attacker's second line units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the blocks of the attacker's second line: the distance behind the first fills "
    "attacker-second-line; too close, they share the retreat"),
    NULL, VT_PARAM_ROLE_SECOND_LINE },
  { "defender-second-line-units", N_("Defender's second line units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the blocks of the defender's second line: the distance behind the first fills "
    "defender-second-line; too close, they share the retreat"),
    NULL, VT_PARAM_ROLE_SECOND_LINE },
  { "attacker-defeated", N_("Attacker already beaten"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the attackers were beaten before and have not recovered: one die worse") },
  { "defender-defeated", N_("Defender already beaten"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the defenders were beaten before and have not recovered: one die worse") },
  { "obstacle", N_("Obstacle (§66)"), VT_PARAM_CHOICE, 0, 0, obstacles, TRUE,
    N_("the defender holds a wood edge, solid village, wall, field works, a river over 50 "
    "paces or a fortified village: the §66 table gives the die"), obstacle_labels },
  { "renewable", N_("Attacks can be renewed"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("§66: the attacker can renew the attack with fresh troops") },
  { "occupied", N_("Occupied Züge before"), VT_PARAM_INTEGER, 1, 2, NULL, TRUE,
    N_("§66: the defenders occupied the obstacle 1 or 2 Züge before") },
  { "garrison-short", N_("Garrison shortfall (grades)"), VT_PARAM_INTEGER, 0, 3, NULL, TRUE,
    N_("grades in the attacker's favour for a garrison too weak for its line (the garrison action)") },
  { "routed-passed-through", N_("Routed troops passed through"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("routed troops passed through the defending reserves: one die worse for them") },
  { "surprise", N_("Surprise succeeded"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("an Überfall from concealment whose victim failed its die I roll, within the first 3 "
    "Züge: each attacking block counts double") },
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("at night every defeated force counts as totally beaten; default: the game's option") },
  { "attacker-arm", N_("Attacker's arm"), VT_PARAM_CHOICE, 0, 0, arms, TRUE,
    N_("infantry, light-cavalry, heavy-cavalry, foot-artillery, horse-artillery; from the units when named"),
    arm_labels },
  { "defender-arm", N_("Defender's arm"), VT_PARAM_CHOICE, 0, 0, arms, TRUE,
    N_("infantry, light-cavalry, heavy-cavalry, foot-artillery, horse-artillery; from the units when named"),
    arm_labels },
  { "follow-up", N_("Winner follows up at once"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("winning infantry follows up immediately: it inflicts only half losses, half the "
    "face's loss again") },
  { "retreat-far", N_("Retreat 500 paces"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("beaten infantry retreats 500 paces instead of 250, at the cost of being downgraded") },
  { "refuge", N_("Terrain within 2 Züge"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the beaten reach a terrain feature within 2 Züge: the pursuit halts there") },
  { "refuge-distance", N_("Paces to terrain"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("paces from the beaten to the nearest terrain feature: within 2 Züge of their retreat "
    "(infantry 2 × 250, cavalry 2 × 800) the pursuit halts there") },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE,
    N_("the umpire's choice of die I-V instead of the rule's (black still favours the stronger)") },
  { "attacker", N_("Attacking units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the attacking blocks (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_ATTACKER },
  { "defender", N_("Defending units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the defending blocks (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_DEFENDER },
};

static const VtActionParam cavalry_charge_params[] = {
  { "formation", N_("Infantry formation"), VT_PARAM_CHOICE, 0, 0, infantry_formations, TRUE,
    N_("battalion-column, brigade-mass or deployed-line; from the infantry units when named"),
    infantry_formation_labels },
  { "squadrons", N_("Squadrons"), VT_PARAM_NUMBER, 0, 1000, NULL, TRUE,
    N_("squadrons charging; counted from the cavalry units when named") },
  { "battalions", N_("Battalions"), VT_PARAM_NUMBER, 0, 1000, NULL, TRUE,
    N_("battalions charged (a column is 1); counted from the infantry units (2 blocks a battalion)") },
  { "prepared", N_("Infantry prepared by fire"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the infantry was prepared by fire: it fights one die worse; filled from a canister "
    "check on the infantry units") },
  { "caught-manoeuvring", N_("Infantry forced to manoeuvre"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("cavalry within 400 paces forced the infantry to manoeuvre: one die better for the cavalry") },
  { "manoeuvre-distance", N_("Distance when forced"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("paces between cavalry and infantry when it manoeuvred: the better die only within 400") },
  { "cavalry-second-line", N_("Cavalry's second line"), VT_PARAM_CHOICE, 0, 0, cavalry_second_lines, TRUE,
    N_("a cavalry second line 400-800 paces back: a first defeat of the charging line counts only R"),
    second_line_labels },
  { "cavalry-defeated", N_("Cavalry beaten before"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the charging cavalry was beaten before: its defeat is not the first") },
  { "refuge", N_("Terrain within 2 Züge"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the beaten reach a terrain feature within 2 Züge: the pursuit halts there") },
  { "refuge-distance", N_("Paces to terrain"), VT_PARAM_NUMBER, 0, 100000, NULL, TRUE,
    N_("paces from the beaten to the nearest terrain feature: within 2 Züge of their retreat "
    "the pursuit halts there") },
  { "can-be-flanked", N_("Line can be flanked"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("a deployed line whose flank lies open: the squadrons that can reach it count double") },
  { "flank-squadrons", N_("Flanking squadrons"), VT_PARAM_NUMBER, 0, 1000, NULL, TRUE,
    N_("of the squadrons, how many can charge the open flank") },
  { "cavalry-arm", N_("Cavalry"), VT_PARAM_CHOICE, 0, 0, cavalry_kinds, TRUE,
    N_("light-cavalry or heavy-cavalry (pursuit distances); from the units when named"),
    cavalry_kind_labels },
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("at night every defeated force counts as totally beaten; default: the game's option") },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE, N_("the umpire's choice of die instead of the rule's") },
  { "cavalry", N_("Cavalry units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the charging squadrons (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_ATTACKER },
  { "infantry", N_("Infantry units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the infantry blocks charged (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_DEFENDER },
};

static const VtActionParam capture_params[] = {
  { "result", N_("Beaten with"), VT_PARAM_CHOICE, 0, 0, results, FALSE,
    N_("the result the troops thrown against the obstacle were beaten with: R, G or T"),
    result_labels },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE, N_("the umpire's choice of die instead of the table's") },
  { "units", N_("Beaten units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the units against the impassable obstacle (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_SUBJECT },
};

static const VtActionParam canister_params[] = {
  { "target", N_("Target"), VT_PARAM_CHOICE, 0, 0, canister_targets, TRUE,
    N_("a battalion or two squadrons under effective canister"), canister_target_labels },
  { "favourable-ground", N_("From favourable ground"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the half battery fires from favourable ground (default yes)") },
  { "under-canister", N_("Battery under canister"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("the half battery itself suffers canister: no check") },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE, N_("the umpire's choice of die instead of II") },
  { "battery", N_("Half battery"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("the half battery firing canister"),
    NULL, VT_PARAM_ROLE_FIRER },
  { "target-units", N_("Target units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the battalion's blocks or the two squadrons (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_TARGET },
};

static const VtActionParam surprise_params[] = {
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE, N_("the umpire's choice of die instead of I") },
  { "attacker", N_("Attacking units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the units falling on the enemy from concealment"),
    NULL, VT_PARAM_ROLE_ATTACKER },
  { "victim", N_("Surprised units"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("the units surprised"),
    NULL, VT_PARAM_ROLE_DEFENDER },
};

static const VtActionParam garrison_params[] = {
  { "line", N_("Line to hold (paces)"), VT_PARAM_NUMBER, 1, 100000, NULL, FALSE,
    N_("paces of wood or village edge, wall or field works to be held") },
  { "battalions", N_("Battalions"), VT_PARAM_NUMBER, 0, 1000, NULL, FALSE, N_("battalions holding it") },
  { "kind", N_("Position"), VT_PARAM_CHOICE, 0, 0, garrison_kinds, TRUE,
    N_("edge (woods, villages, walls: 400-600 paces a battalion) or field-works (300-400)"),
    garrison_kind_labels },
};

static const char * const breach_kinds[] = { "village-fire", "breach", NULL };
static const char * const breach_kind_labels[] = {
  N_("Howitzers set a village on fire"), N_("Guns breach a wall"), NULL
};
static const VtActionParam breach_params[] = {
  { "what", N_("What"), VT_PARAM_CHOICE, 0, 0, breach_kinds, FALSE,
    N_("village-fire (howitzers on a village) or breach (guns on a wall)"), breach_kind_labels },
  { "zuege", N_("Züge of fire"), VT_PARAM_INTEGER, 0, 10000, NULL, FALSE,
    N_("half-battery Züge of fire on it so far, this one included") },
  { "gun", N_("Guns"), VT_PARAM_CHOICE, 0, 0, rz24_gun_ids, TRUE,
    N_("12pdr, 6pdr-foot, 6pdr-horse or 7pdr-howitzer; from the battery when named"),
    rz24_gun_labels },
  { "die", N_("Die"), VT_PARAM_DIE, 0, 0, odds_rows, TRUE, N_("the umpire's choice of die instead of the table's") },
  { "battery", N_("Half batteries"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("the half batteries firing (one id, or several separated by commas)"),
    NULL, VT_PARAM_ROLE_FIRER },
};

/* the phases of the turn (rz24-catalogue.c) each action belongs to */
static const char * const canister_phases[] = { "fire-first", "fire-second", "close-combat", NULL };
static const char * const combat_phases[] = { "close-combat", NULL };
static const char * const fire_phases[] = { "fire-first", "fire-second", NULL };

static const VtAction combat_actions[] = {
  { "close-combat", N_("Close combat"), close_combat_params, G_N_ELEMENTS (close_combat_params),
    N_("An attack with the cold steel: the defender stands, counter-advances or turns back (no "
    "roll); the die from the force ratio (I up to 7/6, rising to V; beyond V the weaker must "
    "retire), shifted by preparation, manoeuvre, flank attacks by surprise, second lines, "
    "obstacles, prior defeats and routed troops; black beats the weaker side. R, G, T with "
    "their losses, recovery, blocks face down, pursuit and retreat. Cavalry charging closed "
    "infantry has an action of its own, Cavalry charges infantry."),
    combat_phases, N_("Close combat") },
  { "cavalry-charge", N_("Cavalry charges infantry"), cavalry_charge_params,
    G_N_ELEMENTS (cavalry_charge_params),
    N_("The fixed dice for cavalry against a battalion column, a brigade mass or a deployed "
    "line, against the cavalry; repulsed cavalry is never totally beaten, beaten deployed "
    "infantry always is."),
    combat_phases, N_("Close combat") },
  { "capture", N_("Capture at an obstacle"), capture_params, G_N_ELEMENTS (capture_params),
    N_("Troops thrown against an impassable obstacle may be captured: a die in the pursuers' favour."),
    combat_phases, N_("Close combat") },
  { "canister-check", N_("Canister check"), canister_params, G_N_ELEMENTS (canister_params),
    N_("A half battery firing effective canister from favourable ground, unanswered by canister: "
    "die II against the target each Zug; black, it withdraws; white, it may stand or advance."),
    canister_phases, N_("Close combat") },
  { "surprise", N_("Surprise (Überfall)"), surprise_params, G_N_ELEMENTS (surprise_params),
    N_("An attack from concealment: if the victim fails a die I roll the attacker counts each "
    "block double for the first 3 Züge."),
    combat_phases, N_("Close combat") },
  { "fire-or-breach", N_("Village fire, breach"), breach_params, G_N_ELEMENTS (breach_params),
    N_("Howitzers setting a village on fire or guns breaching a wall: after the Züge of fire "
    "the table asks, the odds die each Zug; black, it burns or is breached."),
    fire_phases, N_("Fire") },
  { "garrison", N_("Garrison of a position"), garrison_params, G_N_ELEMENTS (garrison_params),
    N_("Is the position adequately held (1 battalion per 400-600 paces of edge, 300-400 of field "
    "works)? A shortfall shifts the die for the attacker."),
    NULL, N_("Close combat") },
};

const VtRuleTable *
rz24_combat_get_tables (guint *n_tables)
{
  init_tables ();
  *n_tables = G_N_ELEMENTS (combat_tables);
  return combat_tables;
}

/* ---- small helpers ---- */

static double
rule (const char *row,
      VtGame     *game)
{
  return vt_rule_table_get_value (TABLE_RULES, row, "value", game);
}

static gboolean
boolean_param (GVariant   *params,
               const char *name,
               gboolean    fallback)
{
  gboolean b;

  return vt_params_get_boolean (params, name, &b) ? b : fallback;
}

/* A choice parameter, checked against its choices. */
static gboolean
choice_param (GVariant           *params,
              const char         *action,
              const char         *name,
              const char * const *choices,
              const char         *fallback,
              const char        **value_out,
              GError            **error)
{
  const char *s;

  if (!vt_params_get_string (params, name, &s))
    {
      *value_out = fallback;
      return TRUE;
    }
  if (!g_strv_contains (choices, s))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) choices);

      return vt_bad_parameter (error, _ ("%s: %s “%s” is none of %s"), action, name, s, list);
    }
  *value_out = s;
  return TRUE;
}

static gboolean
number_param (GVariant   *params,
              const char *action,
              const char *name,
              double     *number,
              gboolean   *given,
              GError    **error)
{
  double d;

  *given = vt_params_get_number (params, name, &d);
  if (!*given)
    return TRUE;
  if (!(d >= 0) || isinf (d))
    return vt_bad_parameter (error, _ ("%s: %s must be a number of 0 or more, not %g"), action, name, d);
  *number = d;
  return TRUE;
}

/* The die the umpire names instead of the rule's, as a grade; 0 for none. */
static gboolean
die_param (GVariant   *params,
           const char *action,
           guint      *grade,
           GError    **error)
{
  const char *die;

  *grade = 0;
  if (!vt_params_get_string (params, "die", &die))
    return TRUE;
  *grade = rz24_die_grade (die);
  if (*grade == 0)
    return vt_bad_parameter (error, _ ("%s: there is no odds die “%s”; the dice are I, II, III, IV and V"),
                    action, die);
  return TRUE;
}

/* The arm of a unit in close combat's terms. */
static const char *
arm_of_unit (VtUnit *unit)
{
  const Rz24Piece *piece = rz24_piece_for_unit (unit);

  if (piece == NULL)
    return NULL;
  switch (piece->kind)
    {
    case RZ24_KIND_INFANTRY:
    case RZ24_KIND_SKIRMISHERS:
    case RZ24_KIND_PION:
      return "infantry";
    case RZ24_KIND_CAVALRY:
      return piece->heavy ? "heavy-cavalry" : "light-cavalry";
    case RZ24_KIND_ARTILLERY:
    case RZ24_KIND_TRAIN:
      return piece->gun != NULL && g_str_equal (piece->gun, "6pdr-horse")
             ? "horse-artillery" : "foot-artillery";
    default:
      return NULL;
    }
}

/* Pieces counted for the force ratio: a block, squadron or half battery 1,
 * a strip its share (derived), wagons and pions nothing. */
static double
count_pieces (VtGame    *game,
              GPtrArray *units)
{
  double total = 0;

  for (guint i = 0; i < units->len; i++)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (g_ptr_array_index (units, i));

      if (piece == NULL)
        continue;
      switch (piece->kind)
        {
        case RZ24_KIND_INFANTRY:
        case RZ24_KIND_CAVALRY:
          total += 1;
          break;
        case RZ24_KIND_ARTILLERY:
          total += rule ("half-battery-counts", game);
          break;
        case RZ24_KIND_SKIRMISHERS:
          total += rule ("strip-counts", game);
          break;
        case RZ24_KIND_TRAIN:
        case RZ24_KIND_PION:
        default:
          break;
        }
    }
  return total;
}

static gboolean
is_cavalry (const char *arm)
{
  return arm != NULL && g_str_has_suffix (arm, "cavalry");
}

/* The beaten in a summary's phrase: "Blue" from the units' side, said as
 * it is (*type 's'), else @fallback ("the attacker", marked N_(): *type
 * 't', translated when said). */
static const char *
side_word (VtGame     *game,
           GPtrArray  *units,
           const char *fallback,
           char       *type)
{
  *type = 's';
  if (units != NULL && units->len > 0)
    {
      VtUnit *unit = g_ptr_array_index (units, 0);
      VtSide *side = game != NULL
                     ? vt_scenario_find_side (vt_game_get_state (game), vt_unit_get_side (unit))
                     : NULL;

      if (side != NULL && vt_side_get_name (side) != NULL && *vt_side_get_name (side) != '\0')
        return vt_side_get_name (side);
      return vt_unit_get_side (unit);
    }
  *type = 't';
  return fallback;
}

/* ---- the die and its shifts ---- */

/* The die as a signed position: 0 is die I, +k die k+1 in the attacker's
 * favour (black = attacker), -k in the defender's. */
typedef struct {
  int       position;
  GString  *why;      /* each rule applied, as sentences */
} Odds;

/* A face's colour inside a sentence */
static const char *
colour_word (gboolean black)
{
  /* Translators: the colour of the odds die's face, inside a sentence */
  return black ? C_ ("face", "black") : C_ ("face", "white");
}

/* the same in a summary's phrase, translated when said (a phrase has no
 * context: these are words of their own) */
static const char *
colour_noun (gboolean black)
{
  /* Translators: the colour of the odds die's face, inside a summary */
  return black ? N_("black") : N_("white");
}

static void
shift (Odds       *odds,
       int         grades,
       const char *reason)
{
  /* a house rule may have set a shift to nothing */
  if (grades == 0)
    return;
  odds->position += grades;
  /* Translators: %s is the reason for the shift of the odds die */
  if (grades > 0)
    g_string_append_printf (odds->why, ABS (grades) == 1 ? _ (" %s: one die in favour of the attacker.")
                                                         : _ (" %s: one die more in favour of the attacker."),
                            reason);
  else
    g_string_append_printf (odds->why, ABS (grades) == 1 ? _ (" %s: one die in favour of the defender.")
                                                         : _ (" %s: one die more in favour of the defender."),
                            reason);
}

static guint
clamp_grade (Odds *odds)
{
  if (odds->position > RZ24_DIE_GRADES - 1)
    {
      odds->position = RZ24_DIE_GRADES - 1;
      g_string_append (odds->why, _ (" The shifts go past V: die V."));
    }
  else if (odds->position < -(RZ24_DIE_GRADES - 1))
    {
      odds->position = -(RZ24_DIE_GRADES - 1);
      g_string_append (odds->why, _ (" The shifts go past V: die V."));
    }
  return (guint) ABS (odds->position) + 1;
}

/* The grade the force ratio gives; 0 when beyond V (the weaker retires). */
static guint
grade_for_ratio (VtGame *game,
                 double  ratio)
{
  for (guint grade = 1; grade <= RZ24_DIE_GRADES; grade++)
    {
      double up_to = vt_rule_table_get_value (TABLE_ODDS, rz24_die_name (grade), "up-to", game);

      /* 7/6 must be die I exactly: compare with a hair of slack */
      if (ratio <= up_to + 1e-9)
        return grade;
    }
  return 0;
}

/* ---- close combat ---- */

typedef struct {
  GPtrArray  *attackers;
  GPtrArray  *defenders;
  double      attacker_strength;
  double      defender_strength;
  gboolean    attacker_given;
  gboolean    defender_given;
  double      flank;
  const char *attacker_arm;
  const char *defender_arm;
  gboolean    in_battalions;  /* typed strengths count battalions, not blocks */
  const char *attacker_line;
  const char *defender_line;
  const char *obstacle;
  gboolean    renewable;
  gint64      occupied;
  gint64      garrison_short;
  gboolean    night;
  gboolean    surprise;       /* §7: the victim failed its die I roll */
  gboolean    prepared;       /* §26: the defender was prepared by fire */
  const char *defender_choice;
  GPtrArray  *attacker_second;
  GPtrArray  *defender_second;
  guint       die_override;
  GPtrArray  *filled;
} Battle;

static void
battle_clear (Battle *battle)
{
  g_clear_pointer (&battle->attackers, g_ptr_array_unref);
  g_clear_pointer (&battle->defenders, g_ptr_array_unref);
  g_clear_pointer (&battle->attacker_second, g_ptr_array_unref);
  g_clear_pointer (&battle->defender_second, g_ptr_array_unref);
  g_clear_pointer (&battle->filled, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Battle, battle_clear)

static const char *arm_of_units  (GPtrArray *units);

/* Whether any of @units carries @condition. */
static gboolean
any_condition (GPtrArray  *units,
               const char *condition)
{
  for (guint i = 0; i < units->len; i++)
    if (vt_unit_get_condition (g_ptr_array_index (units, i), condition) > 0)
      return TRUE;
  return FALSE;
}

/* Digest §23: "A cavalry second line 400-800 paces back …; infantry second
 * lines at 150-400 paces … Second lines too close share the retreat." The
 * second line's place from the distance between the two lines' centres;
 * NULL when it cannot be told. */
static const char *
second_line_from_map (VtGame    *game,
                      GPtrArray *first,
                      GPtrArray *second)
{
  VtPoint a, b;
  const char *arm;
  double distance, from, to;

  if (first == NULL || second == NULL || !vt_units_get_centre (first, &a) || !vt_units_get_centre (second, &b))
    return NULL;
  arm = arm_of_units (second);
  distance = vt_point_distance (&a, &b);
  if (is_cavalry (arm))
    {
      from = rule ("cavalry-second-line-from", game);
      to = rule ("cavalry-second-line-to", game);
      if (distance < from)
        return "too-close";
      return distance <= to ? "cavalry-400-800" : "none";
    }
  if (g_strcmp0 (arm, "infantry") == 0)
    {
      from = rule ("infantry-second-line-from", game);
      to = rule ("infantry-second-line-to", game);
      if (distance < from)
        return "too-close";
      return distance <= to ? "infantry-150-400" : "none";
    }
  return "none";
}

/* The arm of the first unit that has one; NULL when none. */
static const char *
arm_of_units (GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      const char *arm = arm_of_unit (g_ptr_array_index (units, i));

      if (arm != NULL)
        return arm;
    }
  return NULL;
}

/* Half the longer side of @unit's footprint in its formation: what its
 * centre stands back from the edge it is reached at, at most. */
static double
half_footprint (VtUnit *unit)
{
  double frontage = 0, depth = 0;

  if (!rz24_catalogue_get_footprint (vt_unit_get_unit_type (unit), vt_unit_get_formation (unit),
                                     &frontage, &depth))
    return 0;
  return MAX (frontage, depth) / 2;
}

/* The least gap between one of @one and one of @other: centre to centre,
 * less half of each footprint. */
static double
nearest_apart (GPtrArray *one,
               GPtrArray *other)
{
  double least = G_MAXDOUBLE;

  for (guint i = 0; i < one->len; i++)
    for (guint j = 0; j < other->len; j++)
      {
        VtPoint a, b;

        vt_unit_get_position (g_ptr_array_index (one, i), &a);
        vt_unit_get_position (g_ptr_array_index (other, j), &b);
        least = MIN (least, vt_point_distance (&a, &b) - half_footprint (g_ptr_array_index (one, i)) -
                            half_footprint (g_ptr_array_index (other, j)));
      }
  return MAX (least, 0);
}

/* An attack closes within one Zug (the march scale's attack paces): an
 * enemy farther off is out of reach, unless the umpire allows it. */
static gboolean
check_reach (VtGame      *game,
             GVariant    *params,
             const char  *action,
             GPtrArray   *attackers,
             GPtrArray   *defenders,
             const char  *attacker_arm,
             GError     **error)
{
  const char *row = g_strcmp0 (attacker_arm, "heavy-cavalry") == 0 ? "attack-reach-heavy-cavalry"
                    : is_cavalry (attacker_arm) ? "attack-reach-light-cavalry"
                    : "attack-reach-infantry";
  double reach, apart;

  if (game == NULL || attackers->len == 0 || defenders->len == 0 ||
      vt_params_get_string (params, VT_PARAM_UMPIRE_ALLOWS, NULL))
    return TRUE;
  reach = rule (row, game);
  apart = nearest_apart (attackers, defenders);
  if (!(apart > reach))
    return TRUE;
  g_set_error (error, VT_RULESET_ERROR, VT_RULESET_ERROR_UMPIRE_DECIDES,
               /* Translators: the action's id, the attacker, the paces apart, the
                * defender, the reach in paces a Zug, the parameter's name (keep it) */
               is_cavalry (attacker_arm)
               ? _ ("%1$s: %2$s stands %3$.0f paces off %4$s; cavalry attacks over at most %5$.0f paces in a "
                    "Zug (§4, derived). Move closer, or the umpire may allow it with his reason (%6$s=REASON)")
               : _ ("%1$s: %2$s stands %3$.0f paces off %4$s; infantry attacks over at most %5$.0f paces in a "
                    "Zug (§4, derived). Move closer, or the umpire may allow it with his reason (%6$s=REASON)"),
               action, vt_unit_get_display_name (g_ptr_array_index (attackers, 0)), apart,
               vt_unit_get_display_name (g_ptr_array_index (defenders, 0)),
               reach, VT_PARAM_UMPIRE_ALLOWS);
  return FALSE;
}

static gboolean
read_battle (VtGame     *game,
             GVariant   *params,
             Battle     *battle,
             GError    **error)
{
  const char *action = "close-combat";
  const char *given_line;
  gboolean given;

  battle->filled = g_ptr_array_new ();
  battle->attackers = rz24_losses_engaged_units (game, params, "attacker", error);
  if (battle->attackers == NULL)
    return FALSE;
  battle->defenders = rz24_losses_engaged_units (game, params, "defender", error);
  if (battle->defenders == NULL ||
      !rz24_losses_apart (battle->attackers, battle->defenders, "close-combat", "attacker", "defender", error))
    return FALSE;

  if (!number_param (params, action, "attacker-strength", &battle->attacker_strength,
                     &battle->attacker_given, error) ||
      !number_param (params, action, "defender-strength", &battle->defender_strength,
                     &battle->defender_given, error))
    return FALSE;
  if (!battle->attacker_given && battle->attackers->len > 0)
    {
      battle->attacker_strength = count_pieces (game, battle->attackers);
      battle->attacker_given = TRUE;
      g_ptr_array_add (battle->filled, (gpointer) "attacker-strength");
    }
  if (!battle->defender_given && battle->defenders->len > 0)
    {
      battle->defender_strength = count_pieces (game, battle->defenders);
      battle->defender_given = TRUE;
      g_ptr_array_add (battle->filled, (gpointer) "defender-strength");
    }

  {
    const char *counting;

    if (!choice_param (params, action, "counted-in", countings, "pieces", &counting, error))
      return FALSE;
    battle->in_battalions = g_str_equal (counting, "battalions");
  }
  if (battle->in_battalions && (battle->attackers->len > 0 || battle->defenders->len > 0) &&
      (g_ptr_array_find_with_equal_func (battle->filled, "attacker-strength", g_str_equal, NULL) ||
       g_ptr_array_find_with_equal_func (battle->filled, "defender-strength", g_str_equal, NULL)))
    return vt_bad_parameter (error, _ ("close-combat: the units named are counted in blocks and "
                                "squadrons; counted-in=battalions is for strengths typed in "
                                "(type both strengths, or count in pieces)"));

  battle->flank = 0;
  if (!number_param (params, action, "flank-attackers", &battle->flank, &given, error))
    return FALSE;
  if (battle->attacker_given && battle->flank > battle->attacker_strength)
    return vt_bad_parameter (error, _ ("close-combat: %g flank attackers, but only %g attack"),
                    battle->flank, battle->attacker_strength);

  if (!choice_param (params, action, "attacker-arm", arms, NULL, &battle->attacker_arm, error) ||
      !choice_param (params, action, "defender-arm", arms, NULL, &battle->defender_arm, error) ||
      !choice_param (params, action, "attacker-second-line", second_lines, "none",
                     &battle->attacker_line, error) ||
      !choice_param (params, action, "defender-second-line", second_lines, "none",
                     &battle->defender_line, error) ||
      !choice_param (params, action, "obstacle", obstacles, "none", &battle->obstacle, error))
    return FALSE;
  if (battle->attacker_arm == NULL && (battle->attacker_arm = arm_of_units (battle->attackers)) != NULL)
    g_ptr_array_add (battle->filled, (gpointer) "attacker-arm");
  if (battle->defender_arm == NULL && (battle->defender_arm = arm_of_units (battle->defenders)) != NULL)
    g_ptr_array_add (battle->filled, (gpointer) "defender-arm");
  if (battle->attacker_arm == NULL)
    battle->attacker_arm = "infantry";
  if (battle->defender_arm == NULL)
    battle->defender_arm = "infantry";

  battle->attacker_second = rz24_losses_engaged_units (game, params, "attacker-second-line-units", error);
  if (battle->attacker_second == NULL)
    return FALSE;
  battle->defender_second = rz24_losses_engaged_units (game, params, "defender-second-line-units", error);
  if (battle->defender_second == NULL)
    return FALSE;
  if (!vt_params_get_string (params, "attacker-second-line", &given_line))
    {
      const char *line = second_line_from_map (game, battle->attackers, battle->attacker_second);

      if (line != NULL)
        {
          battle->attacker_line = line;
          g_ptr_array_add (battle->filled, (gpointer) "attacker-second-line");
        }
    }
  if (!vt_params_get_string (params, "defender-second-line", &given_line))
    {
      const char *line = second_line_from_map (game, battle->defenders, battle->defender_second);

      if (line != NULL)
        {
          battle->defender_line = line;
          g_ptr_array_add (battle->filled, (gpointer) "defender-second-line");
        }
    }

  if (!choice_param (params, action, "defender-choice", defender_choices, "stand",
                     &battle->defender_choice, error))
    return FALSE;

  /* the countdowns the surprise and the canister check left on the units */
  if (!vt_params_get_boolean (params, "surprise", &battle->surprise) &&
      (battle->surprise = any_condition (battle->attackers, "surprise")))
    g_ptr_array_add (battle->filled, (gpointer) "surprise");
  if (!vt_params_get_boolean (params, "prepared", &battle->prepared) &&
      (battle->prepared = any_condition (battle->defenders, "prepared")))
    g_ptr_array_add (battle->filled, (gpointer) "prepared");

  battle->renewable = boolean_param (params, "renewable", FALSE);
  if (!vt_params_get_integer (params, "occupied", &battle->occupied))
    battle->occupied = 2;
  if (battle->occupied != 1 && battle->occupied != 2)
    return vt_bad_parameter (error, _ ("close-combat: occupied is 1 or 2 Züge before, not %" PRId64),
                    battle->occupied);
  if (!vt_params_get_integer (params, "garrison-short", &battle->garrison_short))
    battle->garrison_short = 0;
  if (battle->garrison_short < 0 || battle->garrison_short > 3)
    return vt_bad_parameter (error, _ ("close-combat: garrison-short is 0 to 3 grades, not %" PRId64),
                    battle->garrison_short);
  battle->night = boolean_param (params, "night", vt_option_get_boolean (game, "night", FALSE));
  return die_param (params, action, &battle->die_override, error);
}

/* The outcome of choosing the die, before rolling. */
typedef struct {
  Odds        odds;
  guint       grade;
  double      attacker_count;
  double      defender_count;
  double      ratio;
  gboolean    retire;         /* the weaker must retire, no roll */
  gboolean    attacker_retires;
  gboolean    battery_lost;   /* a foot battery taken in flank */
  gboolean    declined;       /* the defender turned back: no combat */
} Choice;

static void
choice_clear (Choice *choice)
{
  if (choice->odds.why != NULL)
    g_string_free (choice->odds.why, TRUE);
  choice->odds.why = NULL;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Choice, choice_clear)

/* Digest §26: "Troops so prepared then fight close combat on a die one
 * grade worse." */
static int
prepared_shift (VtGame *game)
{
  double grades = vt_rule_table_get_value (TABLE_CANISTER, "prepared-shift", "value", game);

  return isnan (grades) ? 1 : (int) CLAMP (lround (grades), 0, RZ24_DIE_GRADES - 1);
}

static gboolean
closed_infantry_among (GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (g_ptr_array_index (units, i));

      if (piece != NULL && piece->kind == RZ24_KIND_INFANTRY)
        return TRUE;
    }
  return FALSE;
}

/* Digest §1: "Cavalry within 400 paces forcing infantry to manoeuvre, or
 * infantry catching enemies changing formation within 200 paces, gets a
 * better die." One grade to @attacker_arm when the distance allows it. */
static void
caught_manoeuvring (VtGame     *game,
                    GVariant   *params,
                    const char *attacker_arm,
                    const char *defender_arm,
                    Odds       *odds)
{
  gboolean cavalry = is_cavalry (attacker_arm);
  g_autofree char *reason = NULL;
  double distance, limit;

  if (!(cavalry && g_strcmp0 (defender_arm, "infantry") == 0) &&
      g_strcmp0 (attacker_arm, "infantry") != 0)
    {
      g_string_append (odds->why, _ (" Caught manoeuvring: the digest gives the better die only "
                          "to cavalry forcing infantry to manoeuvre and to infantry catching a "
                          "formation change; no shift."));
      return;
    }

  limit = rule (cavalry ? "cavalry-forcing-manoeuvre" : "infantry-catching-formation-change", game);
  if (vt_params_get_number (params, "manoeuvre-distance", &distance) && distance > limit + 1e-9)
    {
      g_string_append_printf (odds->why, _ (" The defender manoeuvred %g paces away, beyond the %g "
                                 "paces within which %s gets a better die: no shift."),
                              distance, limit,
                              cavalry ? _ ("cavalry forcing infantry to manoeuvre")
                                      : _ ("infantry catching a formation change"));
      return;
    }

  reason = cavalry
           ? g_strdup_printf (_ ("cavalry within %g paces forced the infantry to manoeuvre "
                                 "(a better die)"), limit)
           : g_strdup_printf (_ ("infantry caught the enemy changing formation within %g paces "
                                 "(a better die)"), limit);
  shift (odds, 1, reason);
}

static gboolean
choose_die (VtGame   *game,
            GVariant *params,
            Battle   *battle,
            Choice   *choice,
            GError  **error)
{
  double flank_factor = rule ("flank-factor", game);
  gboolean cannot_be_flanked, flank_surprise;
  GString *why;

  choice->odds.why = why = g_string_new ("");

  if (!battle->attacker_given || !battle->defender_given)
    return vt_bad_parameter (error, _ ("close-combat: give both strengths (attacker-strength=…, "
                       "defender-strength=…) or name the attacking and defending units"));
  if (battle->attacker_strength <= 0 || battle->defender_strength <= 0)
    return vt_bad_parameter (error, _ ("close-combat: each side needs a strength above 0 (attacker %g, "
                       "defender %g)"), battle->attacker_strength, battle->defender_strength);

  /* Digest §24: the fixed dice decide cavalry charging closed infantry,
   * not the ratio */
  if (is_cavalry (battle->attacker_arm) && g_str_equal (battle->defender_arm, "infantry") &&
      (battle->defenders->len == 0 || closed_infantry_among (battle->defenders)))
    return vt_bad_parameter (error, _ ("close-combat: cavalry charging closed infantry is decided "
                                "by the fixed dice (A battalion column attacked by 3-4 unprepared "
                                "squadrons uses die II…): resolve it as cavalry-charge"));

  /* Digest §1: "the defender … declares he will turn back, counter-advance or
   * stand. If the attack is accepted the appropriate odds die decides it." */
  if (g_str_equal (battle->defender_choice, "turn-back"))
    {
      choice->declined = TRUE;
      g_string_append (why, _ ("The defender declares he will turn back (umzukehren): the attack "
                          "is not accepted and no die decides it."));
      return TRUE;
    }

  /* Digest §24: "Foot batteries attacked in flank by half a battalion or
   * squadron are lost." A block is half a battalion: 1 in pieces, 1/2
   * counted in battalions (where a squadron is 1, more than enough). */
  if (g_str_equal (battle->defender_arm, "foot-artillery"))
    {
      double enough = rule ("battery-flank-attackers", game) / (battle->in_battalions ? 2 : 1);

      if (battle->flank > 0 && battle->flank + 1e-9 >= enough)
        {
          choice->battery_lost = TRUE;
          g_string_append (why, _ ("A foot battery attacked in flank by half a battalion or a "
                              "squadron is lost (digest); no roll."));
          return TRUE;
        }
      if (battle->flank > 0)
        g_string_append_printf (why, battle->in_battalions
                                     ? _ ("%g flank attackers counted in battalions are less than half a "
                                          "battalion or a squadron: the battery is not lost outright "
                                          "(half a battalion is %g). ")
                                     : _ ("%g flank attackers counted in blocks are less than half a "
                                          "battalion or a squadron: the battery is not lost outright "
                                          "(half a battalion is %g). "), battle->flank, enough);
    }

  choice->attacker_count = battle->attacker_strength;
  choice->defender_count = battle->defender_strength;

  cannot_be_flanked = boolean_param (params, "cannot-be-flanked", FALSE) ||
                      g_str_equal (battle->defender_line, "cavalry-400-800");
  /* Digest §23: "flank attacks require surprise" */
  flank_surprise = boolean_param (params, "flank-surprise", battle->surprise);
  if (battle->flank > 0)
    {
      if (!flank_surprise)
        g_string_append_printf (why, _ ("The %g flank attackers do not count double: flank "
                                   "attacks require surprise, and this one was seen coming."),
                                battle->flank);
      else if (cannot_be_flanked)
        g_string_append_printf (why, _ ("The %g flank attackers do not count double: the "
                                   "defender cannot be flanked%s."), battle->flank,
                                g_str_equal (battle->defender_line, "cavalry-400-800")
                                ? _ (" (a cavalry second line 400-800 paces back: the first "
                                     "line cannot be flanked alone)") : "");
      else
        {
          choice->attacker_count += battle->flank * (flank_factor - 1);
          g_string_append_printf (why, _ ("%g of the attackers can attack flank or rear and "
                                     "count double (Jedes Bataillon und jede Escadron welche in "
                                     "Flanken und Rücken angreifen kann, gilt doppelt)."),
                                  battle->flank);
        }
    }
  if (battle->surprise)
    {
      choice->attacker_count *= rule ("surprise-factor", game);
      g_string_append (why, _ (" Surprise: the victim failed its die I roll, so each attacking "
                          "block counts double for the first 3 Züge."));
    }

  choice->ratio = MAX (choice->attacker_count, choice->defender_count) /
                  MIN (choice->attacker_count, choice->defender_count);
  g_string_append_printf (why, _ (" Attacker %g against defender %g: %s %.2f times as strong."),
                          choice->attacker_count, choice->defender_count,
                          choice->attacker_count >= choice->defender_count ? _ ("the attacker is")
                                                                           : _ ("the defender is"),
                          choice->ratio);

  if (!g_str_equal (battle->obstacle, "none"))
    {
      g_autofree char *column = g_strdup_printf ("%s-%" PRId64,
                                                 battle->renewable ? "renewable" : "single",
                                                 battle->occupied);
      double grade = vt_rule_table_get_value (TABLE_OBSTACLES, battle->obstacle, column, game);
      double needed = rule ("obstacle-attackers-ratio", game);
      guint g = isnan (grade) ? 1 : (guint) CLAMP (lround (grade), 1, RZ24_DIE_GRADES);

      choice->odds.position = -(int) (g - 1);
      /* Translators: the obstacle ("Wood edge"), "renewable" or "not
       * renewable", the Züge it was occupied before, the die */
      g_string_append_printf (why, g_dngettext (GETTEXT_PACKAGE,
                                                " The defender holds: %s (§66, attacks %s, occupied %"
                                                PRId64 " Zug before): die %s in the defender's favour.",
                                                " The defender holds: %s (§66, attacks %s, occupied %"
                                                PRId64 " Züge before): die %s in the defender's favour.",
                                                (gulong) battle->occupied),
                              rz24_label_beside (obstacles, obstacle_labels, battle->obstacle),
                              battle->renewable ? _ ("renewable") : _ ("not renewable"),
                              battle->occupied, rz24_die_name (g));
      if (choice->attacker_count < needed * choice->defender_count)
        shift (&choice->odds, -1, _ ("the attackers are fewer than twice the garrison "
                                     "(a shortfall of attackers)"));
    }
  else
    {
      guint grade = grade_for_ratio (game, choice->ratio);

      if (grade == 0)
        {
          choice->retire = TRUE;
          choice->attacker_retires = choice->attacker_count < choice->defender_count;
          g_string_append_printf (why, _ (" Beyond die V (more than %g to 1) the weaker side "
                                     "must retire: no roll."),
                                  vt_rule_table_get_value (TABLE_ODDS, "V", "up-to", game));
          return TRUE;
        }
      choice->odds.position = choice->attacker_count >= choice->defender_count
                              ? (int) grade - 1 : -((int) grade - 1);
      g_string_append_printf (why, _ (" That gives die %s (%s)%s."), rz24_die_name (grade),
                              rz24_die_odds (grade),
                              grade == 1 ? _ (", up to 1/6 stronger (digest)") : "");
    }

  if (battle->garrison_short > 0)
    shift (&choice->odds, (int) battle->garrison_short, _ ("the garrison is short for its line"));
  if (battle->prepared)
    shift (&choice->odds, prepared_shift (game), _ ("the defender was prepared by fire (troops "
                                                    "so prepared fight one die worse)"));
  if (boolean_param (params, "caught-manoeuvring", FALSE))
    caught_manoeuvring (game, params, battle->attacker_arm, battle->defender_arm, &choice->odds);
  if (boolean_param (params, "routed-passed-through", FALSE))
    shift (&choice->odds, 1, _ ("routed troops passed through the defending reserves (attacks "
                                "on those reserves one die worse for them)"));
  if (boolean_param (params, "defender-defeated", FALSE))
    shift (&choice->odds, 1, _ ("the defender was beaten before (prior defeat)"));
  if (boolean_param (params, "attacker-defeated", FALSE))
    shift (&choice->odds, -1, _ ("the attacker was beaten before (prior defeat)"));
  if (g_str_equal (battle->attacker_line, "infantry-150-400") &&
      g_str_equal (battle->defender_line, "none"))
    shift (&choice->odds, 1, _ ("the attacker has an infantry second line 150-400 paces back "
                                "against a single line"));
  if (g_str_equal (battle->defender_line, "infantry-150-400") &&
      g_str_equal (battle->attacker_line, "none"))
    shift (&choice->odds, -1, _ ("the defender has an infantry second line 150-400 paces back "
                                 "against a single line"));

  choice->grade = clamp_grade (&choice->odds);
  if (battle->die_override != 0)
    {
      g_string_append_printf (why, _ (" The umpire takes die %s instead of %s."),
                              rz24_die_name (battle->die_override), rz24_die_name (choice->grade));
      choice->grade = battle->die_override;
      if (choice->odds.position == 0 && battle->die_override > 1)
        choice->odds.position = choice->attacker_count >= choice->defender_count ? 1 : -1;
    }
  return TRUE;
}

/* Which side black favours: TRUE for the attacker. On die I neither is
 * favoured; the attacker takes black by convention. */
static gboolean
black_is_attacker (const Choice *choice)
{
  return choice->odds.position >= 0;
}

static const char *
choice_die_why (const Choice *choice)
{
  return choice->odds.why->str;
}

/* ---- settling a result ---- */

typedef struct {
  VtGame          *game;
  GPtrArray       *winners;
  GPtrArray       *losers;
  const char      *winner_arm;
  const char      *loser_arm;
  double           loser_blocks;   /* when no units are named */
  double           winner_blocks;
  Rz24Result       result;
  double           loss;           /* Points per block of the beaten */
  GPtrArray       *loser_second;   /* a second line too close: shares the retreat */
  GString         *text;
  VtOutcome       *outcome;
} Settle;

static void
put_conditions (Settle *settle,
                guint   defend,
                guint   attack,
                guint   face_down)
{
  /* the labels name the state the countdown ends, never a count of their
   * own: the window adds "2 Züge left", and a count in the label would
   * contradict it a Zug later ("can defend in 5 Züge: 1 Zug left") */
  const char *defend_label = _ ("Cannot defend");
  const char *attack_label = _ ("Cannot attack");

  for (guint i = 0; i < settle->losers->len; i++)
    {
      VtUnit *unit = g_ptr_array_index (settle->losers, i);
      const char *id = vt_unit_get_id (unit);

      vt_outcome_change_condition (settle->outcome, id, "rallying", defend_label, defend);
      vt_outcome_change_condition (settle->outcome, id, "reforming", attack_label, attack);
      if (i < face_down)
        vt_outcome_change_condition (settle->outcome, id,
                                     "face-down", _ ("Face down"),
                                     defend);
    }
}

/* The loss table's arm for a fighting arm: beaten cavalry loses horsemen,
 * not the men of closed infantry. */
static const char *
loss_arm (const char *arm)
{
  if (is_cavalry (arm))
    return "cavalry";
  if (g_strcmp0 (arm, "foot-artillery") == 0 || g_strcmp0 (arm, "horse-artillery") == 0)
    return "artillery";
  return "closed-infantry";
}

/* @arm is the side's fighting arm, for when no unit is named. */
static void
book_side (Settle     *settle,
           GPtrArray  *units,
           const char *arm,
           double      blocks,
           double      per_block,
           const char *note)
{
  if (per_block <= 0)
    return;
  if (units->len == 0)
    {
      rz24_losses_book (settle->game, NULL, loss_arm (arm), per_block * blocks, note,
                        settle->outcome, settle->text);
      return;
    }
  for (guint i = 0; i < units->len; i++)
    rz24_losses_book (settle->game, g_ptr_array_index (units, i), NULL, per_block, note,
                      settle->outcome, settle->text);
}

/* Paces the beaten go back in a Zug, by arm (§2). */
static double
retreat_per_zug (VtGame     *game,
                 const char *loser_arm,
                 gboolean    retreat_far)
{
  if (is_cavalry (loser_arm))
    return vt_rule_table_get_value (TABLE_RETREAT, "cavalry-gallop", "value", game);
  return vt_rule_table_get_value (TABLE_RETREAT, retreat_far ? "infantry-far" : "infantry", "value", game);
}

/* Digest §2: "Troops reaching a terrain feature within 2 Züge halt the
 * pursuit": "refuge" as the umpire says, or "refuge-distance" within 2 Züge
 * of the beaten's retreat. */
static gboolean
refuge_reached (Settle   *settle,
                GVariant *params,
                gboolean  retreat_far)
{
  double distance, reach;
  guint zuege = (guint) vt_rule_table_get_value (TABLE_RETREAT, "refuge-zuege", "value", settle->game);

  if (!vt_params_get_number (params, "refuge-distance", &distance))
    return boolean_param (params, "refuge", FALSE);

  reach = zuege * retreat_per_zug (settle->game, settle->loser_arm, retreat_far);
  g_string_append_printf (settle->text, _ (" Terrain lies %g paces behind the beaten; in %u Züge "
                             "of retreat they go %g: %s."), distance, zuege, reach,
                          distance <= reach + 1e-9 ? _ ("they reach it") : _ ("they do not reach it"));
  return distance <= reach + 1e-9;
}

/* The beaten side's result, its losses, conditions, retreat; the victors'
 * losses and pursuit. */
static void
settle_result (Settle   *settle,
               gboolean  follow_up,
               gboolean  refuge,
               gboolean  retreat_far)
{
  VtGame *game = settle->game;
  const char *letter = rz24_result_letter (settle->result);
  guint defend = (guint) vt_rule_table_get_value (TABLE_RECOVERY, letter, "defend", game);
  guint attack = (guint) vt_rule_table_get_value (TABLE_RECOVERY, letter, "attack", game);
  guint face_down = (guint) vt_rule_table_get_value (TABLE_RECOVERY, letter, "face-down", game);
  double loser_count = settle->losers->len > 0 ? settle->losers->len : settle->loser_blocks;
  double loser_loss = settle->loss;
  double retreat_paces = 0;

  /* Translators: the result's letter (R, G, T), its meaning, the loss, the
   * Züge until the beaten can defend and attack again, the blocks turned
   * face down (the sentence ends with a full stop added after it) */
  g_string_append_printf (settle->text, g_dngettext (GETTEXT_PACKAGE,
                                                     " %s (%s): %g Points lost per block or squadron, "
                                                     "%u Züge to be able to defend and %u to attack, %u block turned "
                                                     "face down",
                                                     " %s (%s): %g Points lost per block or squadron, "
                                                     "%u Züge to be able to defend and %u to attack, %u blocks turned "
                                                     "face down", face_down),
                          letter, rz24_result_meaning (settle->result), settle->loss,
                          defend, attack, face_down);
  if (loser_count > 0 && face_down > ceil (loser_count))
    {
      face_down = (guint) ceil (loser_count);
      g_string_append_printf (settle->text, _ (" (the force has only %u)"), face_down);
    }
  g_string_append_c (settle->text, '.');

  /* the victors */
  if (is_cavalry (settle->winner_arm))
    {
      double factor = vt_rule_table_get_value (TABLE_RETREAT, "victorious-cavalry-loss-factor", "value", game);
      const char *row = g_str_equal (settle->winner_arm, "heavy-cavalry") ? "heavy-cavalry"
                                                                          : "light-cavalry";
      guint halt = (guint) vt_rule_table_get_value (TABLE_PURSUIT, row, "halt-zuege", game);
      double zug[3];
      GVariantBuilder pursuit;

      g_variant_builder_init (&pursuit, G_VARIANT_TYPE ("ad"));
      for (guint i = 0; i < G_N_ELEMENTS (zug); i++)
        {
          g_autofree char *column = g_strdup_printf ("zug-%u", i + 1);

          zug[i] = vt_rule_table_get_value (TABLE_PURSUIT, row, column, game);
          if (!refuge)
            g_variant_builder_add (&pursuit, "d", zug[i]);
        }

      g_string_append_printf (settle->text, _ (" Victorious cavalry loses half as much: %g "
                                 "Points per squadron."), settle->loss * factor);
      book_side (settle, settle->winners, settle->winner_arm, settle->winner_blocks,
                 settle->loss * factor,
                 N_ ("close combat, victorious cavalry"));
      for (guint i = 0; i < settle->winners->len; i++)
        vt_outcome_change_condition (settle->outcome, vt_unit_get_id (g_ptr_array_index (settle->winners, i)),
                                     "halted", _ ("Halted after the charge"), halt);
      if (refuge)
        g_string_append (settle->text, _ (" The beaten reach terrain within 2 Züge: the "
                            "pursuit halts there."));
      else
        g_string_append_printf (settle->text, g_str_equal (row, "heavy-cavalry")
                                              ? _ (" The heavy cavalry halts %u Zug, then pursues "
                                                   "%g paces (half the march distance), %g, then %g paces in "
                                                   "the Züge that follow.")
                                              : _ (" The light cavalry halts %u Zug, then pursues "
                                                   "%g paces (half the march distance), %g, then %g paces in "
                                                   "the Züge that follow."),
                                halt, zug[0], zug[1], zug[2]);
      vt_outcome_set (settle->outcome, "halt-zuege", "u", halt);
      vt_outcome_set (settle->outcome, "pursuit-paces", "d", refuge ? 0 : zug[0]);
      vt_outcome_set_value (settle->outcome, "pursuit", g_variant_builder_end (&pursuit));
    }
  else if (follow_up && g_str_equal (settle->winner_arm, "infantry"))
    {
      double factor = vt_rule_table_get_value (TABLE_RETREAT, "follow-up-loss-factor", "value", game);

      if (refuge)
        g_string_append (settle->text, _ (" The winning infantry follows up, but the beaten "
                            "reach terrain within 2 Züge: the pursuit halts."));
      else
        {
          g_string_append_printf (settle->text, _ (" The winning infantry follows up at once and "
                                     "inflicts only half losses: %g Points per block more."),
                                  settle->loss * factor);
          loser_loss += settle->loss * factor;
        }
    }

  /* one booking, so the peg sees the whole loss */
  book_side (settle, settle->losers, settle->loser_arm, settle->loser_blocks, loser_loss,
             loser_loss > settle->loss ? N_ ("close combat and the follow-up") : N_ ("close combat"));
  put_conditions (settle, defend, attack, face_down);

  /* the beaten */
  if (is_cavalry (settle->loser_arm))
    {
      double gallop = vt_rule_table_get_value (TABLE_RETREAT, "cavalry-gallop", "value", game);
      double trot = vt_rule_table_get_value (TABLE_RETREAT, "cavalry-trot", "value", game);
      guint zuege = (guint) vt_rule_table_get_value (TABLE_RETREAT, "cavalry-gallop-zuege", "value", game);

      retreat_paces = gallop * zuege;
      g_string_append_printf (settle->text, _ (" The beaten cavalry retreats %u Züge at the "
                                 "gallop (%g paces a Zug), then at the trot (%g)."),
                              zuege, gallop, trot);
    }
  else if (g_str_equal (settle->loser_arm, "infantry"))
    {
      retreat_paces = retreat_per_zug (game, settle->loser_arm, retreat_far);
      g_string_append_printf (settle->text, retreat_far
                                            ? _ (" The beaten infantry retreats %g paces, at the cost of being downgraded.")
                                            : _ (" The beaten infantry retreats %g paces."),
                              retreat_paces);
    }
  if (retreat_paces > 0)
    vt_outcome_set (settle->outcome, "retreat-paces", "d", retreat_paces);

  /* Digest §23: "Second lines too close share the retreat." They go back
   * with the beaten; the losses stay with the engaged first line (§16). */
  if (settle->loser_second != NULL && settle->loser_second->len > 0)
    {
      g_autofree char *label = g_strdup_printf (_ ("Shares the retreat (%g paces)"), retreat_paces);
      GVariantBuilder sharing;

      g_variant_builder_init (&sharing, G_VARIANT_TYPE_STRING_ARRAY);
      for (guint i = 0; i < settle->loser_second->len; i++)
        {
          VtUnit *unit = g_ptr_array_index (settle->loser_second, i);

          g_variant_builder_add (&sharing, "s", vt_unit_get_id (unit));
          vt_outcome_change_condition (settle->outcome, vt_unit_get_id (unit),
                                       "retreating", label, 1);
        }
      vt_outcome_set_value (settle->outcome, "sharing-retreat", g_variant_builder_end (&sharing));
      g_string_append_printf (settle->text, g_dngettext (GETTEXT_PACKAGE,
                                                         " The second line (%u unit) stands too close and "
                                                         "shares the retreat, without losses.",
                                                         " The second line (%u units) stands too close and "
                                                         "shares the retreat, without losses.",
                                                         settle->loser_second->len),
                              settle->loser_second->len);
    }

  vt_outcome_set (settle->outcome, "defend-zuege", "u", defend);
  vt_outcome_set (settle->outcome, "attack-zuege", "u", attack);
  vt_outcome_set (settle->outcome, "face-down", "u", face_down);
  vt_outcome_set (settle->outcome, "loss-per-block", "d", settle->loss);
}

/* The loss a face of the same die gives for @result, when a rule
 * changes the letter; if the die has no such face, the face's loss in the
 * proportion R 1 : G 2 : T 4 of the derived dice-faces losses. */
static double
loss_for_letter (VtGame         *game,
                 guint           grade,
                 Rz24Result      result,
                 Rz24Result      rolled,
                 double          rolled_loss)
{
  static const double proportion[] = { 0, 1, 2, 4 };
  const VtRuleTable *faces = rz24_dice_get_faces_table ();

  for (guint face = 1; face <= 6; face++)
    {
      g_autofree char *row = g_strdup_printf ("%s-%u", rz24_die_name (grade), face);

      if (lround (vt_rule_table_get_value (faces, row, "colour", game)) != RZ24_FACE_BLANK &&
          lround (vt_rule_table_get_value (faces, row, "result", game)) == (long) result)
        return vt_rule_table_get_value (faces, row, "loss", game);
    }
  return rolled_loss * proportion[result] / proportion[MAX (rolled, RZ24_RESULT_R)];
}

static Rz24Result
downgrade (Rz24Result result)
{
  return result == RZ24_RESULT_R ? RZ24_RESULT_G : RZ24_RESULT_T;
}

/* What every odds throw reports: the die, the face, its colour, the result. */
static void
insert_throw (VtOutcome  *outcome,
              guint       grade,
              guint       face,
              gboolean    black,
              const char *result)
{
  vt_outcome_set (outcome, "die", "s", rz24_die_name (grade));
  vt_outcome_set (outcome, "face", "u", face);
  vt_outcome_set (outcome, "colour", "s", black ? "black" : "white");
  vt_outcome_set (outcome, "result", "s", result);
}

/* @summary: a phrase (vt-phrase.h), floating */
static void
end_outcome (VtOutcome  *outcome,
             Settle     *settle,
             GVariant   *summary)
{
  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, g_strstrip (settle->text->str));
  vt_outcome_list_losses (outcome);
  vt_outcome_list_changes (outcome);
}

static void
settle_init (Settle    *settle,
             VtGame    *game,
             VtOutcome *outcome)
{
  memset (settle, 0, sizeof *settle);
  settle->game = game;
  settle->outcome = outcome;
  settle->text = g_string_new ("");
}

static void
settle_clear (Settle *settle)
{
  if (settle->text != NULL)
    g_string_free (settle->text, TRUE);
  settle->text = NULL;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Settle, settle_clear)

static GVariant *
resolve_close_combat (VtRuleset   *ruleset,
                      VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      VtDice      *dice,
                      GError     **error)
{
  g_auto(Battle) battle = { 0 };
  g_auto(Choice) choice = { 0 };
  g_auto(Settle) settle = { 0 };
  GVariant *summary;
  const char *loser_side;
  char loser_type;
  char types[16];
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  gboolean attacker_wins;
  const char *black_side;

  /* the reach is checked when the attack is resolved; preparing shows
   * what the map tells, however far */
  if (!read_battle (game, params, &battle, error) ||
      !check_reach (game, params, "close-combat", battle.attackers, battle.defenders,
                    battle.attacker_arm, error) ||
      !choose_die (game, params, &battle, &choice, error))
    return NULL;

  settle_init (&settle, game, outcome);
  g_string_append (settle.text, choice_die_why (&choice));
  vt_outcome_set (outcome, "ratio", "d", choice.ratio);
  vt_outcome_set (outcome, "attacker-count", "d", choice.attacker_count);
  vt_outcome_set (outcome, "defender-count", "d", choice.defender_count);

  if (choice.battery_lost)
    {
      double guns_points = rz24_losses_men_to_points (game, "artillery", 4);

      settle.losers = battle.defenders;
      vt_outcome_set (outcome, "result", "s", "lost");
      vt_outcome_set (outcome, "winner", "s", "attacker");
      for (guint i = 0; i < battle.defenders->len; i++)
        {
          /* lost, whatever the peg says of its guns: the text says so too */
          rz24_losses_book_lost (game, g_ptr_array_index (battle.defenders, i), "artillery",
                                 N_ ("battery taken in flank"), settle.outcome, settle.text);
        }
      if (battle.defenders->len == 0)
        rz24_losses_book (game, NULL, "artillery", guns_points, N_ ("battery taken in flank"),
                          settle.outcome, settle.text);
      end_outcome (outcome, &settle, vt_phrase_new (GETTEXT_PACKAGE, "close combat: the foot battery, attacked "
                                                    "in flank, is lost", NULL));
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  if (choice.declined)
    {
      vt_outcome_set (outcome, "result", "s", "declined");
      end_outcome (outcome, &settle, vt_phrase_new (GETTEXT_PACKAGE, "close combat: the defender turns back "
                                                    "— the attack is not accepted (no roll)", NULL));
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  if (choice.retire)
    {
      summary = choice.attacker_retires
                ? vt_phrase_new (GETTEXT_PACKAGE, "close combat: %.2f to 1 is beyond die V — the attacker "
                                 "must retire (no roll)", "d", choice.ratio)
                : vt_phrase_new (GETTEXT_PACKAGE, "close combat: %.2f to 1 is beyond die V — the defender "
                                 "must retire (no roll)", "d", choice.ratio);
      vt_outcome_set (outcome, "result", "s", "retire");
      vt_outcome_set (outcome, "winner", "s",
                             choice.attacker_retires ? "defender" : "attacker");
      end_outcome (outcome, &settle, summary);
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  if (!rz24_dice_throw_odds (dice, game, choice.grade, &throw_, error))
    return NULL;

  black_side = black_is_attacker (&choice) ? "attacker" : "defender";
  /* black beats the side it does not favour */
  attacker_wins = (throw_.colour == RZ24_FACE_BLACK) == black_is_attacker (&choice);

  /* Translators: the die (I–V), its odds (3:2), the colour rolled (black
   * or white), the face; the last %s is " (blank faces rolled again)" or nothing */
  g_string_append_printf (settle.text, black_is_attacker (&choice)
                                       ? _ (" Die %s (%s), black for the attacker: %s on face %u%s.")
                                       : _ (" Die %s (%s), black for the defender: %s on face %u%s."),
                          rz24_die_name (choice.grade), rz24_die_odds (choice.grade),
                          colour_word (throw_.colour == RZ24_FACE_BLACK), throw_.face,
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "");
  g_string_append (settle.text, attacker_wins ? _ (" The defender is beaten.") : _ (" The attacker is beaten."));

  settle.result = throw_.result;
  settle.loss = throw_.loss;
  settle.winners = attacker_wins ? battle.attackers : battle.defenders;
  settle.losers = attacker_wins ? battle.defenders : battle.attackers;
  settle.winner_arm = attacker_wins ? battle.attacker_arm : battle.defender_arm;
  settle.loser_arm = attacker_wins ? battle.defender_arm : battle.attacker_arm;
  settle.winner_blocks = attacker_wins ? battle.attacker_strength : battle.defender_strength;
  settle.loser_blocks = attacker_wins ? battle.defender_strength : battle.attacker_strength;

  /* what changes the letter */
  {
    const char *loser_line = attacker_wins ? battle.defender_line : battle.attacker_line;
    gboolean loser_defeated_before = boolean_param (params, attacker_wins ? "defender-defeated"
                                                                           : "attacker-defeated",
                                                    FALSE);

    if (g_str_equal (loser_line, "cavalry-400-800") && !loser_defeated_before &&
        settle.result != RZ24_RESULT_R)
      {
        g_string_append_printf (settle.text, _ (" With a cavalry second line 400-800 paces back "
                                   "a first defeat counts only as R, not %s."),
                                rz24_result_letter (settle.result));
        settle.result = RZ24_RESULT_R;
      }
    if (g_str_equal (loser_line, "too-close"))
      {
        settle.loser_second = attacker_wins ? battle.defender_second : battle.attacker_second;
        if (settle.loser_second->len == 0)
          g_string_append (settle.text, _ (" The second line stands too close and shares the retreat."));
      }
    if (boolean_param (params, "retreat-far", FALSE) && g_str_equal (settle.loser_arm, "infantry") &&
        settle.result != RZ24_RESULT_T)
      {
        g_string_append_printf (settle.text, _ (" Retreating 500 paces instead of 250 downgrades "
                                   "%s to %s."), rz24_result_letter (settle.result),
                                rz24_result_letter (downgrade (settle.result)));
        settle.result = downgrade (settle.result);
      }
    if (battle.night && settle.result != RZ24_RESULT_T)
      {
        g_string_append_printf (settle.text, _ (" At night every defeated force counts as totally "
                                   "beaten: %s becomes T."), rz24_result_letter (settle.result));
        settle.result = RZ24_RESULT_T;
      }
    /* §24's "never" holds at night too: the rule for the case beats the general one */
    if (!attacker_wins && is_cavalry (battle.attacker_arm) &&
        g_str_equal (battle.defender_arm, "infantry") && settle.result == RZ24_RESULT_T)
      {
        g_string_append (settle.text, _ (" Repulsed cavalry is never totally beaten: G."));
        settle.result = RZ24_RESULT_G;
      }
    if (settle.result != throw_.result)
      settle.loss = loss_for_letter (game, choice.grade, settle.result,
                                     throw_.result, throw_.loss);
  }

  settle_result (&settle, boolean_param (params, "follow-up", FALSE),
                 refuge_reached (&settle, params, boolean_param (params, "retreat-far", FALSE)),
                 boolean_param (params, "retreat-far", FALSE));

  loser_side = side_word (game, settle.losers, attacker_wins ? N_("the defender") : N_("the attacker"),
                          &loser_type);
  {
    const char *letter = rz24_result_letter (settle.result);
    guint defend = (guint) vt_rule_table_get_value (TABLE_RECOVERY, letter, "defend", game);
    guint attack = (guint) vt_rule_table_get_value (TABLE_RECOVERY, letter, "attack", game);

    if (battle.attackers->len > 0 && battle.defenders->len > 0)
      {
        /* the journal names who did what, each as the reader saw it */
        g_snprintf (types, sizeof types, "UUssit%cstii", loser_type);
        /* Translators: the attackers, the defenders, the die, its odds, the face,
         * its colour, the beaten side, the result's letter and meaning, the
         * Züge until the beaten can defend, and attack */
        summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                        "%s attacks %s: die %s (%s), face %u, %s: %s %s (%s), defends "
                                        "in %u, attacks in %u Züge",
                                        "%s attack %s: die %s (%s), face %u, %s: %s %s (%s), defends "
                                        "in %u, attacks in %u Züge", battle.attackers->len, types,
                                        battle.attackers, battle.defenders,
                                        rz24_die_name (choice.grade), rz24_die_odds (choice.grade),
                                        throw_.face, colour_noun (throw_.colour == RZ24_FACE_BLACK),
                                        loser_side, letter, rz24_result_meaning_word (settle.result),
                                        defend, attack);
      }
    else
      {
        g_snprintf (types, sizeof types, "sst%cstii", loser_type);
        summary = vt_phrase_new (GETTEXT_PACKAGE,
                                 "close combat: die %s (%s) rolled %s — %s %s: %s, defends in %u, "
                                 "attacks in %u Züge", types,
                                 rz24_die_name (choice.grade), rz24_die_odds (choice.grade),
                                 colour_noun (throw_.colour == RZ24_FACE_BLACK),
                                 loser_side, letter, rz24_result_meaning_word (settle.result),
                                 defend, attack);
      }
  }

  insert_throw (outcome, choice.grade, throw_.face, throw_.colour == RZ24_FACE_BLACK,
                rz24_result_letter (settle.result));
  vt_outcome_set (outcome, "black", "s", black_side);
  vt_outcome_set (outcome, "winner", "s", attacker_wins ? "attacker" : "defender");
  vt_outcome_set (outcome, "loser", "s", attacker_wins ? "defender" : "attacker");
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

/* ---- cavalry against infantry ---- */

typedef struct {
  GPtrArray  *cavalry;
  GPtrArray  *infantry;
  const char *formation;
  const char *cavalry_arm;
  double      squadrons;
  double      battalions;
  gboolean    squadrons_given;
  gboolean    retire;
  gboolean    prepared;
  guint       grade;
  Odds        odds;      /* attacker: the cavalry; defender: the infantry */
  GPtrArray  *filled;
} Charge;

static void
charge_clear (Charge *charge)
{
  g_clear_pointer (&charge->cavalry, g_ptr_array_unref);
  g_clear_pointer (&charge->infantry, g_ptr_array_unref);
  g_clear_pointer (&charge->filled, g_ptr_array_unref);
  if (charge->odds.why != NULL)
    g_string_free (charge->odds.why, TRUE);
  charge->odds.why = NULL;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Charge, charge_clear)

static const char *
charge_formation_of_unit (VtGame *game,
                          VtUnit *unit)
{
  const char *formation = vt_unit_get_formation (unit);

  /* unset: the type's first formation, a block's three-rank line */
  if ((formation == NULL || *formation == '\0') && vt_game_get_ruleset (game) != NULL)
    {
      const VtUnitType *type = vt_ruleset_find_unit_type (vt_game_get_ruleset (game),
                                                          vt_unit_get_unit_type (unit));

      if (type != NULL && type->formations != NULL)
        formation = type->formations[0];
    }

  if (g_strcmp0 (formation, "brigade-mass") == 0)
    return "brigade-mass";
  if (g_strcmp0 (formation, "line") == 0)
    return "deployed-line";
  return "battalion-column";
}

static gboolean
read_charge (VtGame     *game,
             GVariant   *params,
             Charge     *charge,
             GError    **error)
{
  const char *action = "cavalry-charge";
  double flank = 0, factor;
  gboolean given, battalions_given;
  guint override;
  g_autofree char *row = NULL;
  double grade_value, per;
  gboolean prepared = FALSE;
  GString *why;

  charge->filled = g_ptr_array_new ();
  charge->odds.why = why = g_string_new ("");
  charge->cavalry = rz24_losses_engaged_units (game, params, "cavalry", error);
  if (charge->cavalry == NULL)
    return FALSE;
  charge->infantry = rz24_losses_engaged_units (game, params, "infantry", error);
  if (charge->infantry == NULL ||
      !rz24_losses_apart (charge->cavalry, charge->infantry, "cavalry-charge", "cavalry", "infantry", error))
    return FALSE;
  /* §24 is cavalry against infantry: an infantry block does not charge */
  for (guint i = 0; i < charge->cavalry->len; i++)
    if (!is_cavalry (arm_of_unit (g_ptr_array_index (charge->cavalry, i))))
      return vt_bad_parameter (error, _ ("cavalry-charge: %s is no cavalry; only squadrons charge "
                                  "(an attack by other troops is close-combat)"),
                               vt_unit_get_display_name (g_ptr_array_index (charge->cavalry, i)));
  for (guint i = 0; i < charge->infantry->len; i++)
    if (g_strcmp0 (arm_of_unit (g_ptr_array_index (charge->infantry, i)), "infantry") != 0)
      return vt_bad_parameter (error, _ ("cavalry-charge: %s is no infantry; cavalry against "
                                  "cavalry or guns is close-combat"),
                               vt_unit_get_display_name (g_ptr_array_index (charge->infantry, i)));

  if (!choice_param (params, action, "formation", infantry_formations, NULL, &charge->formation, error) ||
      !choice_param (params, action, "cavalry-arm", cavalry_kinds, NULL, &charge->cavalry_arm, error) ||
      !number_param (params, action, "squadrons", &charge->squadrons, &charge->squadrons_given, error) ||
      !number_param (params, action, "battalions", &charge->battalions, &battalions_given, error) ||
      !number_param (params, action, "flank-squadrons", &flank, &given, error) ||
      !die_param (params, action, &override, error))
    return FALSE;

  if (charge->formation == NULL)
    {
      charge->formation = "battalion-column";
      if (charge->infantry->len > 0)
        {
          charge->formation = charge_formation_of_unit (game, g_ptr_array_index (charge->infantry, 0));
          g_ptr_array_add (charge->filled, (gpointer) "formation");
        }
    }
  if (charge->cavalry_arm == NULL)
    {
      const char *arm = arm_of_units (charge->cavalry);

      charge->cavalry_arm = is_cavalry (arm) ? arm : "light-cavalry";
      if (is_cavalry (arm))
        g_ptr_array_add (charge->filled, (gpointer) "cavalry-arm");
    }
  if (!charge->squadrons_given && charge->cavalry->len > 0)
    {
      charge->squadrons = charge->cavalry->len;
      charge->squadrons_given = TRUE;
      g_ptr_array_add (charge->filled, (gpointer) "squadrons");
    }
  if (!battalions_given)
    {
      charge->battalions = 1;
      if (charge->infantry->len > 0)
        {
          /* two blocks to the battalion */
          charge->battalions = MAX (1.0, ceil (charge->infantry->len / 2.0));
          g_ptr_array_add (charge->filled, (gpointer) "battalions");
        }
    }
  if (!charge->squadrons_given)
    return vt_bad_parameter (error, _ ("cavalry-charge: give the squadrons charging (squadrons=…) or name "
                       "the cavalry units"));
  if (charge->squadrons <= 0 || charge->battalions <= 0)
    return vt_bad_parameter (error, _ ("cavalry-charge: squadrons and battalions must be above 0 "
                       "(%g squadrons, %g battalions)"), charge->squadrons, charge->battalions);
  if (flank > charge->squadrons)
    return vt_bad_parameter (error, _ ("cavalry-charge: %g flanking squadrons, but only %g charge"),
                    flank, charge->squadrons);

  per = charge->squadrons / charge->battalions;
  if (g_str_equal (charge->formation, "deployed-line"))
    {
      if (boolean_param (params, "can-be-flanked", FALSE) && flank > 0)
        {
          factor = rule ("flank-factor", game);
          per = (charge->squadrons + flank * (factor - 1)) / charge->battalions;
          g_string_append_printf (why, _ ("The line can be flanked: %g squadrons on its flank "
                                     "count double. "), flank);
        }
      else
        g_string_append (why, _ ("A deployed line that cannot be flanked. "));
      row = g_strdup (per < 2 ? "line-1" : per < 3 ? "line-2" : per <= 4 ? "line-3-4" : "line-5-plus");
    }
  else
    {
      if (g_str_equal (charge->formation, "brigade-mass"))
        {
          double needs = vt_rule_table_get_value (TABLE_CAVALRY, "mass-squadrons-per-battalion", "die", game);

          if (per < needs)
            {
              charge->retire = TRUE;
              g_string_append_printf (why, _ ("A brigade mass needs %g squadrons per battalion; %g "
                                         "squadrons against %g battalions cannot charge it and "
                                         "must retire (no roll)."), needs, charge->squadrons,
                                      charge->battalions);
              return TRUE;
            }
          g_string_append_printf (why, _ ("A brigade mass, charged by %g squadrons per battalion "
                                     "(it needs %g). "), per, needs);
        }
      else
        g_string_append (why, _ ("A battalion column. "));
      row = g_strdup (per < 2 ? "column-1" : per < 3 ? "column-2" : per <= 4 ? "column-3-4"
                                                                         : "column-5-plus");
    }

  grade_value = vt_rule_table_get_value (TABLE_CAVALRY, row, "die", game);
  charge->grade = isnan (grade_value) ? 1 : (guint) CLAMP (lround (grade_value), 1, RZ24_DIE_GRADES);
  charge->odds.position = -((int) charge->grade - 1);
  /* Translators: the squadrons per battalion; " (derived)" or nothing; the die */
  g_string_append_printf (why, g_dngettext (GETTEXT_PACKAGE,
                                            "%g squadron per battalion%s: die %s against the cavalry "
                                            "(A battalion column attacked by 3-4 unprepared squadrons uses die II, "
                                            "by 2 squadrons die III, by 1 die V; deployed lines that cannot be "
                                            "flanked: 3-4 squadrons per battalion die III).",
                                            "%g squadrons per battalion%s: die %s against the cavalry "
                                            "(A battalion column attacked by 3-4 unprepared squadrons uses die II, "
                                            "by 2 squadrons die III, by 1 die V; deployed lines that cannot be "
                                            "flanked: 3-4 squadrons per battalion die III).", per == 1 ? 1 : 2),
                          per,
                          g_str_has_suffix (row, "5-plus") || g_str_equal (row, "line-1") ||
                          g_str_equal (row, "line-2") ? _ (" (derived)") : "",
                          rz24_die_name (charge->grade));
  if (!vt_params_get_boolean (params, "prepared", &prepared) &&
      (prepared = any_condition (charge->infantry, "prepared")))
    g_ptr_array_add (charge->filled, (gpointer) "prepared");
  charge->prepared = prepared;
  if (prepared)
    shift (&charge->odds, prepared_shift (game), _ ("the infantry was prepared by fire"));
  if (boolean_param (params, "caught-manoeuvring", FALSE))
    caught_manoeuvring (game, params, charge->cavalry_arm, "infantry", &charge->odds);
  charge->grade = clamp_grade (&charge->odds);
  if (override != 0)
    {
      g_string_append_printf (why, _ (" The umpire takes die %s instead of %s."),
                              rz24_die_name (override), rz24_die_name (charge->grade));
      charge->grade = override;
    }
  return TRUE;
}

static GVariant *
resolve_cavalry_charge (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        VtDice      *dice,
                        GError     **error)
{
  g_auto(Charge) charge = { 0 };
  g_auto(Settle) settle = { 0 };
  GVariant *summary;
  const char *loser_side;
  char loser_type;
  char types[16];
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  gboolean cavalry_wins, cavalry_black;
  gboolean night;
  const char *cavalry_line;

  if (!read_charge (game, params, &charge, error) ||
      !check_reach (game, params, "cavalry-charge", charge.cavalry, charge.infantry,
                    arm_of_units (charge.cavalry), error))
    return NULL;
  if (!choice_param (params, "cavalry-charge", "cavalry-second-line", cavalry_second_lines, "none",
                     &cavalry_line, error))
    return NULL;
  night = boolean_param (params, "night", vt_option_get_boolean (game, "night", FALSE));

  settle_init (&settle, game, outcome);
  g_string_append (settle.text, charge.odds.why->str);

  if (charge.retire)
    {
      vt_outcome_set (outcome, "result", "s", "retire");
      vt_outcome_set (outcome, "winner", "s", "infantry");
      end_outcome (outcome, &settle, vt_phrase_new (GETTEXT_PACKAGE, "cavalry charge: too few squadrons for a "
                                                    "brigade mass — the cavalry must retire (no roll)", NULL));
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  if (!rz24_dice_throw_odds (dice, game, charge.grade, &throw_, error))
    return NULL;

  cavalry_black = charge.odds.position >= 0;
  cavalry_wins = (throw_.colour == RZ24_FACE_BLACK) == cavalry_black;
  g_string_append_printf (settle.text, cavalry_black
                                       ? _ (" Die %s (%s), black for the cavalry: %s on face %u%s.")
                                       : _ (" Die %s (%s), black for the infantry: %s on face %u%s."),
                          rz24_die_name (charge.grade), rz24_die_odds (charge.grade),
                          colour_word (throw_.colour == RZ24_FACE_BLACK), throw_.face,
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "");
  g_string_append (settle.text, cavalry_wins ? _ (" The infantry is beaten.") : _ (" The cavalry is beaten."));

  settle.result = throw_.result;
  settle.loss = throw_.loss;
  settle.winners = cavalry_wins ? charge.cavalry : charge.infantry;
  settle.losers = cavalry_wins ? charge.infantry : charge.cavalry;
  settle.winner_arm = cavalry_wins ? charge.cavalry_arm : "infantry";
  settle.loser_arm = cavalry_wins ? "infantry" : charge.cavalry_arm;
  settle.winner_blocks = cavalry_wins ? charge.squadrons : charge.battalions * 2;
  settle.loser_blocks = cavalry_wins ? charge.battalions * 2 : charge.squadrons;

  /* in the order close-combat takes them: a second line's R, night's T,
   * then §24's never and always */
  if (!cavalry_wins && settle.result != RZ24_RESULT_R &&
      g_strcmp0 (cavalry_line, "cavalry-400-800") == 0 &&
      !boolean_param (params, "cavalry-defeated", FALSE))
    {
      g_string_append_printf (settle.text, _ (" With a cavalry second line 400-800 paces back "
                                 "a first defeat counts only as R, not %s."),
                              rz24_result_letter (settle.result));
      settle.result = RZ24_RESULT_R;
    }
  if (night && settle.result != RZ24_RESULT_T)
    {
      g_string_append_printf (settle.text, _ (" At night every defeated force counts as totally "
                                 "beaten: %s becomes T."), rz24_result_letter (settle.result));
      settle.result = RZ24_RESULT_T;
    }
  if (!cavalry_wins && settle.result == RZ24_RESULT_T)
    {
      g_string_append (settle.text, _ (" Repulsed cavalry is never totally beaten: G."));
      settle.result = RZ24_RESULT_G;
    }
  if (cavalry_wins && g_str_equal (charge.formation, "deployed-line") &&
      settle.result != RZ24_RESULT_T)
    {
      g_string_append_printf (settle.text, _ (" Beaten deployed infantry is always totally "
                                 "beaten: %s becomes T."), rz24_result_letter (settle.result));
      settle.result = RZ24_RESULT_T;
    }
  if (settle.result != throw_.result)
    settle.loss = loss_for_letter (game, charge.grade, settle.result, throw_.result, throw_.loss);

  settle_result (&settle, FALSE, refuge_reached (&settle, params, FALSE), FALSE);

  loser_side = side_word (game, settle.losers, cavalry_wins ? N_("the infantry") : N_("the cavalry"),
                          &loser_type);
  {
    const char *formation = rz24_word_beside (infantry_formations, infantry_formation_labels,
                                              charge.formation);

    if (charge.cavalry->len > 0 && charge.infantry->len > 0)
      {
        g_snprintf (types, sizeof types, "UUtssit%cst", loser_type);
        /* Translators: the cavalry, the infantry, its formation ("Battalion column"), the
         * die, its odds, the face, its colour, the beaten, the result's letter
         * and meaning */
        summary = vt_phrase_new_plural (GETTEXT_PACKAGE,
                                        "%s charges %s (%s): die %s (%s), face %u, %s: %s %s (%s)",
                                        "%s charge %s (%s): die %s (%s), face %u, %s: %s %s (%s)",
                                        charge.cavalry->len, types,
                                        charge.cavalry, charge.infantry,
                                        formation, rz24_die_name (charge.grade),
                                        rz24_die_odds (charge.grade), throw_.face,
                                        colour_noun (throw_.colour == RZ24_FACE_BLACK),
                                        loser_side, rz24_result_letter (settle.result),
                                        rz24_result_meaning_word (settle.result));
      }
    else
      {
        g_snprintf (types, sizeof types, "tsst%cst", loser_type);
        /* Translators: the infantry's formation ("Battalion column"), the die,
         * its odds, its colour, the beaten, the result's letter and meaning */
        summary = vt_phrase_new (GETTEXT_PACKAGE, "cavalry charge (%s): die %s (%s) rolled %s — %s %s: %s", types,
                                 formation, rz24_die_name (charge.grade),
                                 rz24_die_odds (charge.grade),
                                 colour_noun (throw_.colour == RZ24_FACE_BLACK),
                                 loser_side, rz24_result_letter (settle.result),
                                 rz24_result_meaning_word (settle.result));
      }
  }

  insert_throw (outcome, charge.grade, throw_.face, throw_.colour == RZ24_FACE_BLACK,
                rz24_result_letter (settle.result));
  vt_outcome_set (outcome, "black", "s", cavalry_black ? "cavalry" : "infantry");
  vt_outcome_set (outcome, "winner", "s", cavalry_wins ? "cavalry" : "infantry");
  vt_outcome_set (outcome, "loser", "s", cavalry_wins ? "infantry" : "cavalry");
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

/* ---- capture, canister check, surprise, garrison ---- */

static GVariant *
resolve_capture (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_auto(Settle) settle = { 0 };
  g_autoptr(GPtrArray) units = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  const char *result;
  guint grade, override;
  double grade_value;
  gboolean captured;

  if (!choice_param (params, "capture", "result", results, NULL, &result, error) ||
      !die_param (params, "capture", &override, error))
    return NULL;
  if (result == NULL)
    return vt_bad_parameter_null (error, _ ("capture: say what the troops were beaten with (result=R, G or T)"));
  units = rz24_losses_engaged_units (game, params, "units", error);
  if (units == NULL)
    return NULL;

  grade_value = vt_rule_table_get_value (TABLE_CAPTURE, result, "die", game);
  grade = override != 0 ? override
          : isnan (grade_value) ? 1 : (guint) CLAMP (lround (grade_value), 1, RZ24_DIE_GRADES);

  settle_init (&settle, game, outcome);
  g_string_append_printf (settle.text, _ ("Troops beaten with %s and thrown against an impassable "
                             "obstacle may be captured (digest): die %s (%s) in the pursuers' "
                             "favour (derived%s)."), result, rz24_die_name (grade), rz24_die_odds (grade),
                          override != 0 ? _ ("; the umpire's choice") : "");

  if (!rz24_dice_throw_odds (dice, game, grade, &throw_, error))
    return NULL;
  captured = throw_.colour == RZ24_FACE_BLACK;
  g_string_append_printf (settle.text, _ (" Face %u, %s%s: %s."), throw_.face,
                          colour_word (captured),
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "",
                          captured ? _ ("captured") : _ ("they get away"));

  if (captured)
    for (guint i = 0; i < units->len; i++)
      {
        VtUnit *unit = g_ptr_array_index (units, i);
        const Rz24Piece *piece = rz24_piece_for_unit (unit);
        const char *arm = piece != NULL ? piece->loss_arm : "closed-infantry";

        rz24_losses_book (game, unit, arm,
                          rz24_losses_men_to_points (game, arm, vt_unit_get_strength (unit)),
                          N_ ("captured"), settle.outcome, settle.text);
        vt_outcome_change_strength (outcome, vt_unit_get_id (unit), 0);
        g_string_append_printf (settle.text, _ (" %s is taken."), vt_unit_get_display_name (unit));
      }

  summary = vt_phrase_new (GETTEXT_PACKAGE, "capture: die %s rolled %s — %s", "stt", rz24_die_name (grade),
                           colour_noun (captured), captured ? N_("captured") : N_("they get away"));
  insert_throw (outcome, grade, throw_.face, captured, captured ? "captured" : "escaped");
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
resolve_canister_check (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        VtDice      *dice,
                        GError     **error)
{
  g_auto(Settle) settle = { 0 };
  g_autoptr(GPtrArray) targets = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  const char *target;
  guint grade, override;
  gboolean withdraw;

  if (!choice_param (params, "canister-check", "target", canister_targets, "battalion", &target, error) ||
      !die_param (params, "canister-check", &override, error))
    return NULL;
  targets = rz24_losses_engaged_units (game, params, "target-units", error);
  if (targets == NULL)
    return NULL;

  settle_init (&settle, game, outcome);

  if (boolean_param (params, "under-canister", FALSE) ||
      !boolean_param (params, "favourable-ground", TRUE))
    {
      g_string_append (settle.text, _ ("The check is made only when a half battery fires effective "
                          "canister at a battalion or two squadrons from favourable ground without "
                          "suffering canister itself (digest): no check."));
      vt_outcome_set (outcome, "result", "s", "no-check");
      vt_outcome_set (outcome, "prepared", "b", FALSE);
      end_outcome (outcome, &settle, vt_phrase_new (GETTEXT_PACKAGE, "canister check: not called for — no roll",
                                                    NULL));
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  grade = override != 0 ? override
          : (guint) CLAMP (lround (vt_rule_table_get_value (TABLE_CANISTER, "die", "value", game)), 1, RZ24_DIE_GRADES);
  if (!rz24_dice_throw_odds (dice, game, grade, &throw_, error))
    return NULL;
  withdraw = throw_.colour == RZ24_FACE_BLACK;

  g_string_append_printf (settle.text, _ ("A half battery fires effective canister at %s from "
                             "favourable ground without suffering canister: die %s against the "
                             "target (digest). Face %u, %s%s: %s. Troops so prepared fight close "
                             "combat one die worse (close-combat prepared=true)."),
                          g_str_equal (target, "battalion") ? _ ("a battalion") : _ ("two squadrons"),
                          rz24_die_name (grade), throw_.face, colour_word (withdraw),
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "",
                          withdraw ? _ ("the target must withdraw, losing only its fire casualties")
                                   : _ ("the target may stand or advance"));

  /* the close combat of this Zug finds them prepared */
  for (guint i = 0; i < targets->len; i++)
    vt_outcome_change_condition (settle.outcome, vt_unit_get_id (g_ptr_array_index (targets, i)),
                                 "prepared", _ ("Prepared by canister"), 1);

  summary = vt_phrase_new (GETTEXT_PACKAGE, "canister check: die %s rolled %s — %s", "stt", rz24_die_name (grade),
                           colour_noun (withdraw),
                           withdraw ? N_("the target withdraws") : N_("the target may stand or advance"));
  insert_throw (outcome, grade, throw_.face, withdraw, withdraw ? "withdraw" : "stand");
  vt_outcome_set (outcome, "prepared", "b", TRUE);
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
resolve_surprise (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  g_auto(Settle) settle = { 0 };
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) victims = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  guint grade, override, zuege;
  double factor;
  gboolean surprised;

  if (!die_param (params, "surprise", &override, error))
    return NULL;
  attackers = rz24_losses_engaged_units (game, params, "attacker", error);
  if (attackers == NULL)
    return NULL;
  victims = rz24_losses_engaged_units (game, params, "victim", error);
  if (victims == NULL ||
      !rz24_losses_apart (attackers, victims, "surprise", "attacker", "victim", error))
    return NULL;

  grade = override != 0 ? override : 1;
  zuege = (guint) rule ("surprise-zuege", game);
  factor = rule ("surprise-factor", game);

  settle_init (&settle, game, outcome);
  if (!rz24_dice_throw_odds (dice, game, grade, &throw_, error))
    return NULL;
  /* black for the attacker, as on die I in close combat */
  surprised = throw_.colour == RZ24_FACE_BLACK;
  g_string_append_printf (settle.text, _ ("Überfall from concealment: the victim rolls die %s "
                             "(%s). Face %u, %s%s: %s."), rz24_die_name (grade), rz24_die_odds (grade),
                          throw_.face, colour_word (surprised),
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "",
                          surprised ? _ ("the victim fails the roll and is surprised")
                                    : _ ("the victim is not surprised"));
  if (surprised)
    {
      g_autofree char *label = g_strdup_printf (_ ("Überfall: each block counts %g×"), factor);

      g_string_append_printf (settle.text, _ (" The attacker counts each block %g times for the "
                                 "first %u Züge (close-combat surprise=true)."), factor, zuege);
      for (guint i = 0; i < attackers->len; i++)
        vt_outcome_change_condition (settle.outcome, vt_unit_get_id (g_ptr_array_index (attackers, i)),
                                     "surprise", label, zuege);
    }

  summary = vt_phrase_new (GETTEXT_PACKAGE, "surprise: die %s rolled %s — %s", "stt", rz24_die_name (grade),
                           colour_noun (surprised),
                           surprised ? N_("surprised: attackers count double for 3 Züge") : N_("not surprised"));
  insert_throw (outcome, grade, throw_.face, surprised, surprised ? "surprised" : "not-surprised");
  vt_outcome_set (outcome, "surprise", "b", surprised);
  vt_outcome_set (outcome, "zuege", "u", surprised ? zuege : 0);
  vt_outcome_set (outcome, "factor", "d", surprised ? factor : 1.0);
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
resolve_fire_or_breach (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        VtDice      *dice,
                        GError     **error)
{
  g_auto(Settle) settle = { 0 };
  g_autoptr(GPtrArray) batteries = NULL;
  GVariant *summary;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  Rz24OddsThrow throw_;
  const char *what, *gun = NULL;
  gboolean village, success;
  gint64 zuege = 0;
  guint grade, override, needed;

  if (!choice_param (params, "fire-or-breach", "what", breach_kinds, NULL, &what, error) ||
      !choice_param (params, "fire-or-breach", "gun", rz24_gun_ids, NULL, &gun, error) ||
      !die_param (params, "fire-or-breach", &override, error))
    return NULL;
  if (what == NULL)
    return vt_bad_parameter_null (error, _ ("fire-or-breach: say what=village-fire or what=breach"));
  batteries = rz24_losses_engaged_units (game, params, "battery", error);
  if (batteries == NULL)
    return NULL;
  for (guint i = 0; gun == NULL && i < batteries->len; i++)
    {
      const Rz24Piece *piece = rz24_piece_for_unit (g_ptr_array_index (batteries, i));

      if (piece != NULL)
        gun = piece->gun;
    }
  village = g_str_equal (what, "village-fire");
  /* "howitzers can fire villages and guns breach walls" */
  if (gun != NULL && village != g_str_equal (gun, "7pdr-howitzer"))
    return vt_bad_parameter_null (error, village
                                  ? _ ("fire-or-breach: it is howitzers that fire villages, not %s")
                                  : _ ("fire-or-breach: it is guns that breach walls, not %s"),
                                  rz24_label_beside (rz24_gun_ids, rz24_gun_labels, gun));
  vt_params_get_integer (params, "zuege", &zuege);

  needed = (guint) vt_rule_table_get_value (TABLE_BREACH, what, "zuege", game);
  grade = override != 0 ? override
          : (guint) CLAMP (lround (vt_rule_table_get_value (TABLE_BREACH, what, "die", game)), 1, RZ24_DIE_GRADES);
  settle_init (&settle, game, outcome);
  vt_outcome_set (outcome, "zuege-needed", "u", needed);

  if (zuege < needed)
    {
      g_string_append_printf (settle.text, village
                              ? _ ("Howitzers fire villages over set numbers of Züge (digest): %u Züge of "
                                   "fire first (derived); %" PRId64 " so far: no roll yet.")
                              : _ ("Guns breach walls over set numbers of Züge (digest): %u Züge of "
                                   "fire first (derived); %" PRId64 " so far: no roll yet."),
                              needed, zuege);
      vt_outcome_set (outcome, "result", "s", "not-yet");
      end_outcome (outcome, &settle, village ? vt_phrase_new (GETTEXT_PACKAGE, "village fire: not yet — no roll", NULL)
                                              : vt_phrase_new (GETTEXT_PACKAGE, "breach: not yet — no roll", NULL));
      return g_variant_ref_sink (vt_outcome_end (outcome));
    }

  if (!rz24_dice_throw_odds (dice, game, grade, &throw_, error))
    return NULL;
  success = throw_.colour == RZ24_FACE_BLACK;
  /* Translators: the Züge, the die, its odds, the face, its colour, "
   * (blank faces rolled again)" or nothing, what came of it */
  g_string_append_printf (settle.text, village
                          ? _ ("Howitzers fire villages over set numbers of Züge, and the odds dice decide "
                               "(digest): after %u Züge die %s (%s) each Zug (derived). Face %u, "
                               "%s%s: %s.")
                          : _ ("Guns breach walls over set numbers of Züge, and the odds dice decide "
                               "(digest): after %u Züge die %s (%s) each Zug (derived). Face %u, "
                               "%s%s: %s."),
                          needed, rz24_die_name (grade), rz24_die_odds (grade), throw_.face,
                          colour_word (success),
                          throw_.n_rolls > 1 ? _ (" (blank faces rolled again)") : "",
                          success ? (village ? _ ("the village is on fire") : _ ("the wall is breached"))
                                  : (village ? _ ("it does not catch this Zug") : _ ("the wall holds")));
  summary = vt_phrase_new (GETTEXT_PACKAGE, "%s: die %s rolled %s — %s", "tstt",
                           village ? N_("village fire") : N_("breach"),
                           rz24_die_name (grade), colour_noun (success),
                           success ? (village ? N_("on fire") : N_("breached"))
                                   : (village ? N_("not yet alight") : N_("the wall holds")));
  insert_throw (outcome, grade, throw_.face, success, success ? (village ? "on-fire" : "breached") : "holds");
  end_outcome (outcome, &settle, summary);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

static GVariant *
resolve_garrison (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  VtDice      *dice,
                  GError     **error)
{
  GVariant *summary;
  g_autofree char *text = NULL;
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  const char *kind;
  double line = 0, battalions = 0, from, to, per_third, needed, full;
  gboolean given, edge;
  guint grades = 0;

  if (!choice_param (params, "garrison", "kind", garrison_kinds, "edge", &kind, error) ||
      !number_param (params, "garrison", "line", &line, &given, error))
    return NULL;
  if (!given || line <= 0)
    return vt_bad_parameter_null (error, _ ("garrison: give the paces of line to be held (line=…), above 0"));
  if (!number_param (params, "garrison", "battalions", &battalions, &given, error))
    return NULL;
  if (!given)
    return vt_bad_parameter_null (error, _ ("garrison: give the battalions holding it (battalions=…)"));

  from = vt_rule_table_get_value (TABLE_GARRISON, kind, "paces-from", game);
  to = vt_rule_table_get_value (TABLE_GARRISON, kind, "paces-to", game);
  per_third = vt_rule_table_get_value (TABLE_GARRISON, kind, "grades-per-third", game);
  needed = line / to;
  full = line / from;

  edge = g_str_equal (kind, "edge");
  if (battalions + 1e-9 >= needed)
    text = g_strdup_printf (edge
                            ? _ ("%g paces of edge need about %g to %g battalions (1 per %g-%g paces, "
                                 "digest); %g battalions hold it adequately.")
                            : _ ("%g paces of field works need about %g to %g battalions (1 per %g-%g "
                                 "paces, digest); %g battalions hold it adequately."),
                            line, needed, full, from, to, battalions);
  else
    {
      double missing = needed - battalions;

      grades = (guint) MIN (3.0, ceil (missing / (needed / 3.0) - 1e-9) * per_third);
      /* Translators: the paces of line, the battalions
       * needed (from, to), the paces a battalion (from, to), the battalions
       * there, how many short, the grades of the shift (twice: keep
       * garrison-short=, it is the close combat's parameter) */
      text = g_strdup_printf (edge
                              ? g_dngettext (GETTEXT_PACKAGE,
                                             "%g paces of edge need about %g to %g battalions (1 per %g-%g paces, "
                                             "digest); %g battalions are %g short: the die shifts %u grade in "
                                             "the attacker's favour (one for each third short, derived; "
                                             "close-combat garrison-short=%u).",
                                             "%g paces of edge need about %g to %g battalions (1 per %g-%g paces, "
                                             "digest); %g battalions are %g short: the die shifts %u grades in "
                                             "the attacker's favour (one for each third short, derived; "
                                             "close-combat garrison-short=%u).", grades)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "%g paces of field works need about %g to %g battalions (1 per %g-%g "
                                             "paces, digest); %g battalions are %g short: the die shifts %u grade "
                                             "in the attacker's favour (one for each third short, derived; "
                                             "close-combat garrison-short=%u).",
                                             "%g paces of field works need about %g to %g battalions (1 per %g-%g "
                                             "paces, digest); %g battalions are %g short: the die shifts %u grades "
                                             "in the attacker's favour (one for each third short, derived; "
                                             "close-combat garrison-short=%u).", grades),
                              line, needed, full, from, to, battalions, missing, grades, grades);
    }
  /* Translators: the battalions, the paces of line, "adequate" or "short" */
  summary = edge ? vt_phrase_new (GETTEXT_PACKAGE, "garrison: %g battalions for %g paces of edge — %s", "ddt",
                                  battalions, line, grades == 0 ? N_("adequate") : N_("short"))
                 : vt_phrase_new (GETTEXT_PACKAGE, "garrison: %g battalions for %g paces of field works — %s",
                                  "ddt", battalions, line, grades == 0 ? N_("adequate") : N_("short"));

  vt_outcome_set_summary_phrase (outcome, summary);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "result", "s", grades == 0 ? "adequate" : "short");
  vt_outcome_set (outcome, "needed", "d", needed);
  vt_outcome_set (outcome, "full", "d", full);
  vt_outcome_set (outcome, "shift", "u", grades);
  return g_variant_ref_sink (vt_outcome_end (outcome));
}

/* ---- the ground under the defender ---- */

/* Troops lining a wall or field works stand within half a block's depth. */
#define LINING_DISTANCE 62.5

/* The §66 class of the obstacle the defenders hold, from the map; NULL
 * when they hold none. */
static const char *
obstacle_from_ground (VtGame    *game,
                      GPtrArray *attackers,
                      GPtrArray *defenders,
                      char     **reason)
{
  GListModel *features;
  VtPoint at, from;
  gboolean have_from;
  guint n;

  if (game == NULL || !vt_units_get_centre (defenders, &at))
    return NULL;
  have_from = vt_units_get_centre (attackers, &from);
  features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  n = g_list_model_get_n_items (features);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const char *kind = vt_feature_get_kind (feature);
      const char *name = vt_feature_get_name (feature) != NULL
                         ? vt_feature_get_name (feature) : vt_feature_get_id (feature);
      guint n_points;
      const VtPoint *points = vt_feature_get_points (feature, &n_points);
      const char *found = NULL;

      if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYGON && n_points >= 3 &&
          vt_polygon_contains (points, n_points, &at))
        {
          if (g_strcmp0 (kind, "village") == 0)
            {
              const char *fortified = vt_feature_get_attribute (feature, "fortified");

              found = fortified != NULL && (g_str_equal (fortified, "yes") || g_str_equal (fortified, "true"))
                      ? "fortified-village" : "solid-village";
            }
          else if (g_strcmp0 (kind, "wood-light") == 0 || g_strcmp0 (kind, "wood-dense") == 0)
            found = "wood-edge";
        }
      else if (vt_feature_get_geometry (feature) == VT_GEOMETRY_POLYLINE && n_points >= 2)
        {
          if ((g_strcmp0 (kind, "wall") == 0 || g_strcmp0 (kind, "field-works") == 0) &&
              vt_polyline_distance (points, n_points, &at) <= LINING_DISTANCE)
            found = g_str_equal (kind, "wall") ? "wall" : "field-works";
          else if (g_strcmp0 (kind, "river") == 0 && have_from &&
                   vt_polyline_crosses (points, n_points, &from, &at))
            {
              const char *width = vt_feature_get_attribute (feature, "width");

              if (width != NULL && g_ascii_strtod (width, NULL) > 50)
                found = "river-over-50";
            }
        }

      if (found != NULL)
        {
          /* Translators: the feature's name ("Fichtenwald"), its kind of ground ("Light wood") */
          *reason = g_strdup_printf (_ ("the defenders hold %s (%s)"), name, rz24_terrain_kind_label (kind));
          return found;
        }
    }
  return NULL;
}

/* ---- prepare and resolve ---- */

static GVariant *
filled_params (GVariant   *params,
               GPtrArray  *filled,
               Battle     *battle,
               Charge     *charge)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, params);
  for (guint i = 0; i < filled->len; i++)
    {
      const char *name = g_ptr_array_index (filled, i);

      if (battle != NULL)
        {
          if (g_str_equal (name, "attacker-strength"))
            g_variant_dict_insert (&dict, name, "d", battle->attacker_strength);
          else if (g_str_equal (name, "defender-strength"))
            g_variant_dict_insert (&dict, name, "d", battle->defender_strength);
          else if (g_str_equal (name, "attacker-arm"))
            g_variant_dict_insert (&dict, name, "s", battle->attacker_arm);
          else if (g_str_equal (name, "defender-arm"))
            g_variant_dict_insert (&dict, name, "s", battle->defender_arm);
          else if (g_str_equal (name, "obstacle"))
            g_variant_dict_insert (&dict, name, "s", battle->obstacle);
          else if (g_str_equal (name, "attacker-second-line"))
            g_variant_dict_insert (&dict, name, "s", battle->attacker_line);
          else if (g_str_equal (name, "defender-second-line"))
            g_variant_dict_insert (&dict, name, "s", battle->defender_line);
          else if (g_str_equal (name, "surprise"))
            g_variant_dict_insert (&dict, name, "b", battle->surprise);
          else if (g_str_equal (name, "prepared"))
            g_variant_dict_insert (&dict, name, "b", battle->prepared);
        }
      if (charge != NULL)
        {
          if (g_str_equal (name, "formation"))
            g_variant_dict_insert (&dict, name, "s", charge->formation);
          else if (g_str_equal (name, "cavalry-arm"))
            g_variant_dict_insert (&dict, name, "s", charge->cavalry_arm);
          else if (g_str_equal (name, "squadrons"))
            g_variant_dict_insert (&dict, name, "d", charge->squadrons);
          else if (g_str_equal (name, "battalions"))
            g_variant_dict_insert (&dict, name, "d", charge->battalions);
          else if (g_str_equal (name, "prepared"))
            g_variant_dict_insert (&dict, name, "b", charge->prepared);
        }
    }
  return g_variant_dict_end (&dict);
}

static GVariant *
prepare_close_combat (VtRuleset   *ruleset,
                      VtGame      *game,
                      const char  *action,
                      GVariant    *params,
                      GError     **error)
{
  g_auto(Battle) battle = { 0 };
  g_auto(Choice) choice = { 0 };
  g_autofree char *reason = NULL;
  g_autofree char *why = NULL;
  g_autoptr(GError) local_error = NULL;
  GVariant *completed;
  const char *die = NULL;
  const char *given_obstacle;

  if (!read_battle (game, params, &battle, error))
    return NULL;
  if (!vt_params_get_string (params, "obstacle", &given_obstacle))
    {
      const char *found = obstacle_from_ground (game, battle.attackers, battle.defenders, &reason);

      if (found != NULL)
        {
          battle.obstacle = found;
          g_ptr_array_add (battle.filled, (gpointer) "obstacle");
        }
    }

  if (!choose_die (game, params, &battle, &choice, &local_error))
    why = g_strdup (local_error->message);
  else if (choice.battery_lost || choice.retire)
    why = g_strdup (g_strstrip (choice.odds.why->str));
  else
    {
      die = rz24_die_name (choice.grade);
      /* Translators: the die, its odds, the reasons (sentences); the last two
       * are " From the map: " and what the map shows, or nothing */
      why = g_strdup_printf (black_is_attacker (&choice) ? _ ("die %s (%s), black for the attacker: %s%s%s")
                                                         : _ ("die %s (%s), black for the defender: %s%s%s"), die,
                             rz24_die_odds (choice.grade),
                             g_strstrip (choice.odds.why->str),
                             reason != NULL ? _ (" From the map: ") : "",
                             reason != NULL ? reason : "");
    }

  completed = filled_params (params, battle.filled, &battle, NULL);
  g_ptr_array_add (battle.filled, NULL);
  return vt_prepare_result_new (completed, (const char * const *) battle.filled->pdata, die,
                                g_str_equal (battle.obstacle, "none") ? "combat-odds" : "obstacles-66",
                                why);
}

static GVariant *
prepare_cavalry_charge (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        GError     **error)
{
  g_auto(Charge) charge = { 0 };
  g_autoptr(GError) local_error = NULL;
  g_autofree char *why = NULL;
  GVariant *completed;
  const char *die = NULL;

  if (!read_charge (game, params, &charge, &local_error))
    {
      if (!g_error_matches (local_error, VT_RULESET_ERROR, VT_RULESET_ERROR_BAD_PARAMETER) ||
          charge.filled == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      why = g_strdup (local_error->message);
    }
  else
    {
      if (!charge.retire)
        die = rz24_die_name (charge.grade);
      why = g_strdup (g_strstrip (charge.odds.why->str));
    }
  completed = filled_params (params, charge.filled, NULL, &charge);
  g_ptr_array_add (charge.filled, NULL);
  return vt_prepare_result_new (completed, (const char * const *) charge.filled->pdata, die,
                                "cavalry-vs-infantry", why);
}

/* The rest fill nothing from the map; they say which die or table applies. */

static GVariant *
prepare_capture (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "capture",
                                _ ("troops thrown against impassable obstacles may be captured "
                                   "(digest); the die by how badly they were beaten (derived)"));
}

static GVariant *
prepare_canister_check (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        GError     **error)
{
  return vt_prepare_result_new (params, NULL, "II", "canister-check",
                                _ ("die II: the canister check is rolled with die II against the "
                                   "target each Zug (digest)"));
}

static GVariant *
prepare_surprise (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  GError     **error)
{
  return vt_prepare_result_new (params, NULL, "I", "close-combat",
                                _ ("die I: the attacker counts each block double for the first 3 "
                                   "Züge if the victim fails a die I roll (digest)"));
}

static GVariant *
prepare_fire_or_breach (VtRuleset   *ruleset,
                        VtGame      *game,
                        const char  *action,
                        GVariant    *params,
                        GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "fires-and-breaches",
                                _ ("howitzers fire villages and guns breach walls over set numbers "
                                   "of Züge, the odds dice deciding (digest); the Züge and dice "
                                   "are derived"));
}

static GVariant *
prepare_garrison (VtRuleset   *ruleset,
                  VtGame      *game,
                  const char  *action,
                  GVariant    *params,
                  GError     **error)
{
  return vt_prepare_result_new (params, NULL, NULL, "garrison",
                                _ ("positions are adequately held with about 1 battalion per "
                                   "400-600 paces of edge, 1 per 300-400 of field works (digest)"));
}

/* the dispatch table: each action as declared, what prepares and what
 * resolves it; the core checks the parameters */
const VtActionRule *
rz24_combat_get_rules (guint *n_rules)
{
  static const VtActionRule rules[] = {
    { &combat_actions[0], prepare_close_combat, resolve_close_combat },
    { &combat_actions[1], prepare_cavalry_charge, resolve_cavalry_charge },
    { &combat_actions[2], prepare_capture, resolve_capture },
    { &combat_actions[3], prepare_canister_check, resolve_canister_check },
    { &combat_actions[4], prepare_surprise, resolve_surprise },
    { &combat_actions[5], prepare_fire_or_breach, resolve_fire_or_breach },
    { &combat_actions[6], prepare_garrison, resolve_garrison },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (rules) == G_N_ELEMENTS (combat_actions));
  init_tables ();
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}
