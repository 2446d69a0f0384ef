/* rz12-catalogue.c: the pieces, terrain tokens, options and provenance of 1812
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sections and paragraphs are those of the translation in
 * ../shared/rules/reiswitz-1812-taktisches-kriegsspiel.txt ("IV §14" is
 * Section IV, §.14). A number the source does not give is labelled derived.
 */
#define G_LOG_DOMAIN "vt-rz12-catalogue"

/* _() and N_() in the plugin's own domain (rz12-i18n.h); PRId64: gettext
 * knows it in a message, not G_GINT64_FORMAT */
#include "rz12-i18n.h"
#include <inttypes.h>
#include "rz12-catalogue.h"

/* Section IV. The markers a piece's losses are booked on are VIII §7 b's
 * nine; pontoniers take the light troops' and the train the heavy
 * artillery's (VIII §9). Pioneers: closed infantry's (derived, they fight
 * on foot in closed order; VIII §9 names no markers for them). Rates of
 * the pieces on wheels and afloat are derived: Section XII, which gave
 * the artillery's, is lost (see README.md). */
static const Rz12Piece pieces[] = {
  { "closed-infantry", RZ12_KIND_CLOSED_INFANTRY, "closed-infantry", 0 },
  { "tirailleurs", RZ12_KIND_TIRAILLEURS, "light-infantry", 0 },
  { "jaegers", RZ12_KIND_JAEGERS, "jaegers", 0 },
  { "heavy-cavalry", RZ12_KIND_HEAVY_CAVALRY, "closed-cavalry", 0 },
  { "light-cavalry", RZ12_KIND_LIGHT_CAVALRY, "light-cavalry", 0 },
  { "flankers", RZ12_KIND_FLANKERS, "flankers", 0 },
  { "pioneers", RZ12_KIND_CLOSED_INFANTRY, "closed-infantry", 0 },
  { "pontoniers", RZ12_KIND_CLOSED_INFANTRY, "light-infantry", 0 },
  /* derived: foot guns keep the infantry's quick march (IX §1 b) */
  { "foot-artillery", RZ12_KIND_ARTILLERY, "foot-artillery", 150 },
  /* derived: the heavy guns at the infantry's march pace (IX §1 a) */
  { "heavy-artillery", RZ12_KIND_ARTILLERY, "heavy-artillery", 100 },
  /* derived: horse guns keep up with the heavy cavalry's trot (XI §1) */
  { "horse-artillery", RZ12_KIND_ARTILLERY, "horse-artillery", 300 },
  /* derived: wagons at the march pace (IX §1 a) */
  { "train", RZ12_KIND_WAGONS, "heavy-artillery", 100 },
  { "pontoon-wagons", RZ12_KIND_WAGONS, "heavy-artillery", 100 },
  /* derived: a ship on the water at the march pace; the current's
   * influence (V §19) is the umpire's */
  { "ship", RZ12_KIND_SHIP, "heavy-artillery", 100 },
  { "blank", RZ12_KIND_BLANK, NULL, 0 },
};

const char * const rz12_unit_type_ids[] = {
  "closed-infantry", "tirailleurs", "jaegers", "heavy-cavalry", "light-cavalry", "flankers",
  "pioneers", "pontoniers", "foot-artillery", "heavy-artillery", "horse-artillery",
  "train", "pontoon-wagons", "ship", "blank",
  NULL
};

/* VI §9 (a column is pieces stacked), IX §2–3, §16–17, X §3, §9, XI §8. */
static const char * const closed_formations[] = { "line", "column", "square", "mass", NULL };
static const char * const light_formations[] = { "dispersed", "closed-line", "mass", NULL };
static const char * const cavalry_formations[] = { "line", "column", NULL };
static const char * const flanker_formations[] = { "dispersed", "mass", NULL };
static const char * const artillery_formations[] = { "limbered", "in-position", NULL };
static const char * const column_formations[] = { "column", NULL };
static const char * const ship_formations[] = { "afloat", NULL };

const char * const rz12_formation_ids[] = {
  "line", "column", "square", "mass", "dispersed", "closed-line",
  "limbered", "in-position", "afloat",
  NULL
};

static const VtFormation formations[] = {
  { "line", N_("Line"), N_("Deployed, the piece's frontage of one distance (50 paces) to the front (VI §1).") },
  { "column", N_("Column"), N_("Pieces placed on top of one another (VI §9); slower: infantry at most 3 "
    "distances (IX §2), cavalry as impeded (XI §2).") },
  { "square", N_("Square (Linien-Quarree)"), N_("Four lines of pieces touching (IX §17 a): 2 distances, 1 "
    "with obstacles (IX §3); cavalry's attack fails against it (IX §17).") },
  { "mass", N_("Mass"), N_("Pieces stacked two or three high, facing every way (IX §16, §17 b; X §9; "
    "flankers three high, XI §8).") },
  { "dispersed", N_("Dispersed"), N_("Standing alone and individually, covering a distance on each flank "
    "(X §4, §10).") },
  { "closed-line", N_("Closed line (three stacked)"), N_("Three tirailleur pieces on one another: 100 men in "
    "two ranks, moving and acting as closed infantry (X §3).") },
  { "limbered", N_("Limbered"), N_("On the move; the position marker is fastened the move after it arrives "
    "(V §10).") },
  { "in-position", N_("In its position marker"), N_("Placed in its position marker and laid; it fires the "
    "move after it was placed (V §9–10).") },
  { "afloat", N_("Afloat"), N_("On the water (IV §12).") },
};

/* IV §14: the men each piece stands for; frontage one distance (VI §1).
 * The pieces are cubic (IV §1): the depth is the frontage. */
static const VtUnitType unit_types[] = {
  { "closed-infantry", N_("Closed infantry"), "infantry", N_("men"), 150, 50, 50, closed_formations,
    N_("Regular closed infantry: 50 files of 3 men, 150 men on 50 paces (IV §4, §14 a).") },
  { "tirailleurs", N_("Tirailleurs (light infantry)"), "infantry", N_("men"), 32, 50, 50, light_formations,
    N_("16 files of 2 men, 32 men with 6-pace intervals in two lines (IV §5, §14 b).") },
  { "jaegers", N_("Jägers"), "infantry", N_("men"), 32, 50, 50, light_formations,
    N_("Jäger tirailleurs with rifles, 32 men as the tirailleurs (IV §6, §14 b); no bayonet (X §9).") },
  { "heavy-cavalry", N_("Regular (heavy) cavalry"), "cavalry", N_("horses"), 80, 50, 50, cavalry_formations,
    N_("40 files of 2, 80 horses (IV §7–8, §14 c).") },
  { "light-cavalry", N_("Light cavalry"), "cavalry", N_("horses"), 80, 50, 50, cavalry_formations,
    N_("40 files of 2, 80 horses, without flags (IV §9, §14 c).") },
  { "flankers", N_("Flankers (Flankeurs)"), "cavalry", N_("horses"), 20, 50, 50, flanker_formations,
    N_("20 men, a quarter of a closed piece (IV §9, §14 d).") },
  { "pioneers", N_("Pioneers"), "infantry", N_("men"), 50, 50, 50, closed_formations,
    N_("50 men (IV §10, §14 e).") },
  { "pontoniers", N_("Pontoniers"), "infantry", N_("men"), 25, 50, 50, closed_formations,
    N_("25 men a piece (IV §17 A).") },
  { "foot-artillery", N_("Foot artillery half-battery"), "artillery", N_("guns"), 4, 50, 50, artillery_formations,
    N_("4 guns with 3 intervals of 50 feet, 36 to 40 men (IV §14 f, §17 A).") },
  { "heavy-artillery", N_("Heavy artillery half-battery"), "artillery", N_("guns"), 4, 50, 50, artillery_formations,
    N_("4 heavy guns: 3 cannon and 1 howitzer (IV §17 A).") },
  { "horse-artillery", N_("Horse artillery half-battery"), "artillery", N_("guns"), 4, 50, 50, artillery_formations,
    N_("4 guns, 40 horse artillerymen (IV §17 B).") },
  { "train", N_("Train wagons"), "train", N_("wagons"), 4, 50, 50, column_formations,
    N_("A row of about 4 wagons on 50 paces with teams and intervals (IV §11, §14 g).") },
  { "pontoon-wagons", N_("Pontoon wagons"), "train", N_("wagons"), 4, 50, 50, column_formations,
    N_("The pontoon train, drawn as the train wagons (IV §11; 4 wagons a piece, derived from §14 g).") },
  { "ship", N_("Ship"), "other", N_("ships"), 1, 50, 50, ship_formations,
    N_("Carries at most 150 men of infantry or 80 of cavalry (IV §12, §14 h).") },
  { "blank", N_("Blank (Niete)"), "other", N_("blanks"), 1, 50, 50, closed_formations,
    N_("Entirely white, of a piece's thickness, drawn by lot with the pieces (IV §18, VII §12). The source "
    "uses the blanks only in the bag (action draw-lots counts them); placed on the table, one is shown to "
    "the other side as troops, never as a blank.") },
};

/* ---- terrain: the tokens of Section III ------------------------------- */

/* Colours from III §7, §11, §12: light to darkest brown for the three
 * gradients, light blue water, light green meadows and marshes, light
 * yellow paths and chaussées, black dense and dark green open woods,
 * brown, red and yellow bridges. Heights: a pace is 2 feet (VI §1), so
 * hills a, b, c of 50, 150, 300 feet are 25, 75, 150 paces (III §8); woods
 * and buildings stand as high as a first-class hill (III §8), derived 25.
 * Sight into a wood: IX §12's 50 paces at a dense wood's edge, 100 in an
 * open one (derived for sight from the fire rule). */
static const VtTerrainKind terrain_kinds[] = {
  { "slope-gentle", N_("Gentle elevation (every arm passes)"), VT_GEOMETRY_POLYGON,
    { 0.87, 0.76, 0.58 }, { 0.70, 0.56, 0.36 }, 0, VT_PATTERN_CONTOUR,
    N_("First gradient class: every arm of the service can pass and occupy it (III §7 a)."), 0, 0, 0 },
  { "slope-steep", N_("Steep elevation (infantry only)"), VT_GEOMETRY_POLYGON,
    { 0.70, 0.52, 0.32 }, { 0.50, 0.34, 0.18 }, 0, VT_PATTERN_CONTOUR,
    N_("Second gradient class: accessible only to infantry (III §7 b), which loses a distance climbing "
    "it (VI §5 b); cavalry and artillery only by a road or a gentle slope beyond (VI §6 b)."), 0, 0, 0 },
  { "slope-sheer", N_("Sheer rocks and heights (no arm)"), VT_GEOMETRY_POLYGON,
    { 0.42, 0.28, 0.16 }, { 0.28, 0.18, 0.10 }, 0, VT_PATTERN_CONTOUR,
    N_("Third gradient class: accessible to no arm (III §7 c, VI §6 a) unless a road leads up (VI §5 a)."),
    0, 0, 0 },
  { "hill-a", N_("Height a (50 feet)"), VT_GEOMETRY_POLYGON,
    { 0.90, 0.84, 0.70 }, { 0.70, 0.60, 0.45 }, 0, VT_PATTERN_CONTOUR,
    N_("50 feet above the horizon, level with buildings and forests (III §8)."), 25, 0, 0 },
  { "hill-b", N_("Height b (150 feet)"), VT_GEOMETRY_POLYGON,
    { 0.85, 0.77, 0.60 }, { 0.65, 0.55, 0.40 }, 0, VT_PATTERN_CONTOUR,
    N_("150 feet: commands forests and buildings (III §8)."), 75, 0, 0 },
  { "hill-c", N_("Height c (300 feet)"), VT_GEOMETRY_POLYGON,
    { 0.80, 0.70, 0.52 }, { 0.60, 0.50, 0.35 }, 0, VT_PATTERN_CONTOUR,
    N_("300 feet: commands every other elevation and feature (III §8)."), 150, 0, 0 },
  { "river", N_("River"), VT_GEOMETRY_POLYLINE, { 0.62, 0.80, 0.94 }, { 0.35, 0.55, 0.80 }, 40,
    VT_PATTERN_NONE, N_("Impassable where no bridge crosses (VI §6 f, X §2 b)."), 0, 0, 0 },
  { "stream", N_("Stream"), VT_GEOMETRY_POLYLINE, { 0.62, 0.80, 0.94 }, { 0.35, 0.55, 0.80 }, 20,
    VT_PATTERN_NONE, N_("Impassable where no bridge crosses (VI §6 f, X §2 b)."), 0, 0, 0 },
  { "brook", N_("Brook"), VT_GEOMETRY_POLYLINE, { 0.62, 0.80, 0.94 }, { 0.35, 0.55, 0.80 }, 6,
    VT_PATTERN_NONE, N_("Impassable to closed troops without a bridge (VI §6 f) and to heavy cavalry "
    "(XI §4); tirailleurs pass it (X §2 b), light cavalry impeded (XI §4)."), 0, 0, 0 },
  { "ditch", N_("Ditch"), VT_GEOMETRY_POLYLINE, { 0.70, 0.85, 0.95 }, { 0.40, 0.60, 0.80 }, 4,
    VT_PATTERN_NONE, N_("Heavy cavalry cannot pass it (XI §4); light cavalry impeded (XI §4); "
    "tirailleurs pass (X §2 b); closed troops lose a distance (derived)."), 0, 0, 0 },
  { "canal", N_("Canal"), VT_GEOMETRY_POLYLINE, { 0.62, 0.80, 0.94 }, { 0.35, 0.55, 0.80 }, 15,
    VT_PATTERN_NONE, N_("Impassable where no bridge crosses (VI §6 f)."), 0, 0, 0 },
  { "lake", N_("Lake or pond"), VT_GEOMETRY_POLYGON, { 0.62, 0.80, 0.94 }, { 0.35, 0.55, 0.80 }, 0,
    VT_PATTERN_NONE, N_("Impassable (X §2 b); ships only (IV §12)."), 0, 0, 0 },
  { "sunken-road", N_("Sunken road"), VT_GEOMETRY_POLYLINE, { 0.80, 0.72, 0.55 }, { 0.55, 0.45, 0.30 }, 8,
    VT_PATTERN_NONE, N_("A defile below the horizon (III §5): closed troops lose a distance passing it "
    "(VI §5 f), cavalry impeded (XI §2)."), 0, 0, 0 },
  { "defile", N_("Defile"), VT_GEOMETRY_POLYGON, { 0.80, 0.72, 0.55 }, { 0.55, 0.45, 0.30 }, 0,
    VT_PATTERN_HATCH, N_("Closed troops lose a distance passing it (VI §5 f), cavalry impeded (XI §2); "
    "attacks on columns in it (XI §11)."), 0, 0, 0 },
  { "meadow", N_("Meadow"), VT_GEOMETRY_POLYGON, { 0.80, 0.93, 0.70 }, { 0.55, 0.75, 0.45 }, 0,
    VT_PATTERN_NONE, N_("Light green (III §11); no obstacle to movement."), 0, 0, 0 },
  { "marsh", N_("Marsh"), VT_GEOMETRY_POLYGON, { 0.75, 0.90, 0.72 }, { 0.45, 0.65, 0.45 }, 0,
    VT_PATTERN_MARSH, N_("Impassable to every arm (VI §6 c, X §2 b); a line driven into it is lost "
    "(IX §15, XI §7)."), 0, 0, 0 },
  { "path", N_("Path"), VT_GEOMETRY_POLYLINE, { 0.98, 0.93, 0.60 }, { 0.75, 0.68, 0.35 }, 6,
    VT_PATTERN_NONE, N_("One shadow-stroke (III §11). Not faster (VI §5 Remark 3); it leads up heights, "
    "through woods and defiles."), 0, 0, 0 },
  { "chaussee", N_("Chaussée"), VT_GEOMETRY_POLYLINE, { 0.98, 0.93, 0.60 }, { 0.35, 0.55, 0.80 }, 12,
    VT_PATTERN_NONE, N_("Two strokes and side-ditches (III §11); crossing it laterally costs closed "
    "troops a distance (VI §5 h)."), 0, 0, 0 },
  { "wood-dense", N_("Dense woodland"), VT_GEOMETRY_POLYGON, { 0.20, 0.22, 0.20 }, { 0.05, 0.05, 0.05 }, 0,
    VT_PATTERN_TREES, N_("Black (III §12): no passage without a road (VI §6 d); on a road closed troops lose "
    "a distance (VI §5 d); heavy cavalry barred (XI §4). Fired into only at its edge, 50 paces (IX §12)."),
    0, 25, 50 },
  { "wood-open", N_("Open woodland"), VT_GEOMETRY_POLYGON, { 0.25, 0.45, 0.25 }, { 0.10, 0.30, 0.10 }, 0,
    VT_PATTERN_TREES, N_("Dark green (III §12): every arm passes, losing a distance (VI §5 e), cavalry "
    "impeded (XI §2). Fired into to its second distance, 100 paces (IX §12)."), 0, 25, 100 },
  { "farmstead-wooden", N_("Wooden farmstead"), VT_GEOMETRY_POLYGON, { 0.75, 0.90, 0.70 }, { 0.10, 0.10, 0.10 }, 0,
    VT_PATTERN_HATCH, N_("Light green with black oblongs (III §12); not passed on its frontage (VI §6 e)."),
    0, 25, 0 },
  { "building-masonry", N_("Masonry building"), VT_GEOMETRY_POLYGON, { 0.85, 0.35, 0.30 }, { 0.55, 0.10, 0.10 }, 0,
    VT_PATTERN_HATCH, N_("Red with dark-red squares (III §12); slower to destroy. Not passed on its "
    "frontage (VI §6 e)."), 0, 25, 0 },
  { "church", N_("Church with churchyard wall"), VT_GEOMETRY_POLYGON, { 0.55, 0.75, 0.50 }, { 0.80, 0.10, 0.10 }, 0,
    VT_PATTERN_HATCH, N_("Red cross and red border on green (III §12)."), 0, 25, 0 },
  { "windmill", N_("Windmill"), VT_GEOMETRY_POINT, { 0.55, 0.75, 0.50 }, { 0.05, 0.05, 0.05 }, 0,
    VT_PATTERN_NONE, N_("Black cross on green (III §12)."), 0, 25, 0 },
  { "watermill", N_("Water mill"), VT_GEOMETRY_POINT, { 0.55, 0.75, 0.50 }, { 0.05, 0.05, 0.05 }, 0,
    VT_PATTERN_NONE, N_("Round black wheel on green or red, wooden or masonry (III §12)."), 0, 25, 0 },
  { "bridge-wooden", N_("Wooden bridge"), VT_GEOMETRY_POLYLINE, { 0.60, 0.42, 0.25 }, { 0.40, 0.25, 0.10 }, 8,
    VT_PATTERN_NONE, N_("Brown (III §15); closed troops lose a distance crossing (VI §5 c)."), 0, 0, 0 },
  { "bridge-masonry", N_("Masonry bridge"), VT_GEOMETRY_POLYLINE, { 0.85, 0.35, 0.30 }, { 0.55, 0.10, 0.10 }, 8,
    VT_PATTERN_NONE, N_("Red (III §15); closed troops lose a distance crossing (VI §5 c)."), 0, 0, 0 },
  { "bridge-pontoon", N_("Pontoon bridge"), VT_GEOMETRY_POLYLINE, { 0.95, 0.85, 0.30 }, { 0.70, 0.60, 0.10 }, 8,
    VT_PATTERN_NONE, N_("Yellow (III §15); closed troops lose a distance crossing (VI §5 c)."), 0, 0, 0 },
  { "ford", N_("Ford"), VT_GEOMETRY_POLYLINE, { 0.75, 0.88, 0.95 }, { 0.98, 0.93, 0.60 }, 10,
    VT_PATTERN_NONE, N_("Where a road crosses a river by a ford (VI §5 Remark 3 c); passed with the loss "
    "of a bridge (derived)."), 0, 0, 0 },
};

/* ---- provenance -------------------------------------------------------- */

static const VtSection sections[] = {
  { "I", N_("Purpose of the game"), VT_SECTION_IMPLEMENTED,
    N_("The tactical game (by a disposition) or the battle game, the option game (I §2): the first won by "
    "carrying out the disposition (I §3, the umpire's finding: disposition), the second lost by the "
    "side that loses the most pieces and is driven from its position (I §4: the ledger and the "
    "umpire's driven-off); the score is the pieces each side has taken (I §4).") },
  { "II", N_("General course of play"), VT_SECTION_IMPLEMENTED,
    N_("The players, 2 to 10 in even numbers, the option players (II §1); alternating moves, each "
    "player from his right flank (II §5); the commander's signal cards to his fellow players, none "
    "with one player a side (II §6), twelve (II §7, a side's limit, see README); no word between "
    "players the opponent has separated (II §9: an enemy piece within a distance of the line "
    "between them, derived).") },
  { "III", N_("The gaming terrain"), VT_SECTION_IMPLEMENTED,
    N_("The tokens as terrain kinds; the whole token of 250 paces as the editor's grid (III §2). The "
    "gradient classes are numbered as III §7 numbers them (see README: VI §5–6 numbers them the "
    "other way).") },
  { "IV", N_("The game pieces"), VT_SECTION_IMPLEMENTED,
    N_("The pieces with the men each stands for (§14). IV §18's overall total of 396 does not add up "
    "(360 pieces and 56 blanks are 416): the full set is 180 pieces a side and 56 blanks, see README.") },
  { "V", N_("The game apparatus"), VT_SECTION_IMPLEMENTED,
    N_("The compass is the map's measure of distances of 50 paces; the position markers' timing is "
    "shown with the artillery formations (§9–10); the sextant's arcs belong to XII. A troop-concealer "
    "holds 4 or 6 cavalry pieces (§17–18); the 'still more' infantry and artillery it holds is derived "
    "from the pieces' thickness on their high edge (IV §13, §19: a concealer of 6 holds seven closed "
    "infantry or twenty-one tirailleurs); nine of each size a side (§18: three a division).") },
  { "VI", N_("Visible movement"), VT_SECTION_IMPLEMENTED,
    N_("Delaying and impassable obstacles, the rest after the fastest pace; with to-x, to-y the march "
    "action measures the lines on the map: one's own passed through or arrived on (§6 g, §10–11), "
    "gaps in the enemy's (§12 a–c); a column deploying at the fastest pace (§9).") },
  { "VII", N_("Concealment"), VT_SECTION_DERIVED,
    N_("Troop-concealers (conceal, unmask) show a box, not its contents, until opened or seen from a "
    "height or by flankers and tirailleurs within 24 distances (§6–7); no faster than infantry "
    "(§3, derived: its column); a mixed stack at its slowest arm's pace (§10). The night screen's distance is a game option (800 paces, II §4, "
    "or 600, VII §11), checked by the action night-screen; the lots with blanks (§12) are drawn by "
    "draw-lots (as many lots as pieces, derived). The 56 blanks (IV §18) are used only in the bag "
    "(§12): lots, not pieces on the table; one placed there anyway is shown to the other side as "
    "troops, never as a blank.") },
  { "VIII", N_("General rules of attack"), VT_SECTION_IMPLEMENTED,
    N_("Loss markers of 1/8, 1/4, 3/8, 1/2 and 3/4 on the nine arms, accumulating to whole pieces "
    "(§7–10); retreat in half a minute, lost when blocked (§18).") },
  { "IX", N_("Closed infantry"), VT_SECTION_IMPLEMENTED,
    N_("March, quick march and storm pace; fire by distance against infantry, cavalry, squares and "
    "covered troops; the bayonet, en masse; squares against cavalry with the Remark's option.") },
  { "X", N_("Tirailleurs and jägers"), VT_SECTION_DERIVED,
    N_("Their movement and fire tables; the distances the tables skip are derived (see README); a "
    "tirailleur covers a distance on each flank (§10, the march action with to-x, to-y).") },
  { "XI", N_("Cavalry"), VT_SECTION_IMPLEMENTED,
    N_("Charge and trot (the reading of XI §1, VI §8 as an option), impeded movement, attacks on "
    "cavalry and infantry, flank and rear, columns and defiles; a column deploys at the charge (§3, "
    "march deploying=true).") },
  { "XII", N_("Artillery"), VT_SECTION_SUBSTITUTED,
    N_("Lost from the source. What survives elsewhere is kept: the position marker placed the move "
    "after arriving and fire the move after that (V §10), the artillery range of 24 distances (VII §6), "
    "the sextant's four arcs (V §12). "
    "Artillery fire is the umpire's substitute (the option artillery-substitute): 1824's bands "
    "converted, or his house table; the movement rates are derived (README). Lost with XII and "
    "substituted from 1824: howitzer shell (its 7-pounder howitzer's bands, for the heavy half-battery's "
    "one howitzer, IV §17 A: artillery-fire shell=true), ricochet over a marsh (halved, 1824's poor die: "
    "the option ricochet-over-marsh), batteries taken by cavalry (a foot battery attacked in flank by a "
    "squadron is lost: flank-attack, the option battery-taken-by-cavalry). Lost and not substituted: "
    "ricochet over water (1824 gives no rule; as over open ground, the umpire's judgement).") },
};

/* ---- options: where the source contradicts itself ---------------------- */

static const char * const charge_choices[] = { "two-charges", "one-charge", NULL };
static const char * const charge_labels[] = {
  N_("Two charges, then one trot (XI §1)"), N_("One charge, then two trots (VI §8)"), NULL
};
static const char * const piece_choices[] = { "seven-eighths", "whole", NULL };
static const char * const piece_labels[] = {
  N_("At 7/8, as VIII §10's example"), N_("At a whole piece"), NULL
};
static const char * const infantry_choices[] = { "as-printed", "heavy-strikes-harder", NULL };
static const char * const infantry_labels[] = {
  N_("As printed: light 1/3, heavy 1/4 (XI §6)"), N_("Heavy strikes 1/3, light 1/4"), NULL
};
static const char * const screen_choices[] = { "ii-4", "vii-11", NULL };
static const char * const screen_labels[] = {
  N_("800 paces (II §4)"), N_("600 paces, 12 distances (VII §11)"), NULL
};

/* II §1: "The number of players may be 2, 4, 6, 8, or up to 10" */
static const char * const players_choices[] = { "2", "4", "6", "8", "10", NULL };
static const char * const players_labels[] = {
  N_("2: one a side (II §2)"), N_("4: two a side (II §2)"), N_("6: three a side, one a division (II §2–3)"),
  N_("8: four a side"), N_("10: five a side"), NULL
};

static const char * const cards_choices[] = { "each-game", "each-side", NULL };
static const char * const cards_labels[] = {
  N_("Twelve for the game, shared by the sides (II §7)"), N_("Twelve for each side"), NULL
};

static const char * const artillery_choices[] = { "rz24-bands", "house-table", NULL };
static const char * const artillery_labels[] = {
  N_("1824's artillery bands, converted (derived)"), N_("The umpire's house table"), NULL
};

/* XII's ricochet over a marsh, lost: 1824's marsh gives the poor die */
static const char * const marsh_choices[] = { "rz24-half", "not-reduced", NULL };
static const char * const marsh_labels[] = {
  N_("Halved, 1824's poor die (substituted for XII)"), N_("Not reduced"), NULL
};

/* XII's batteries taken by cavalry, lost: 1824's foot battery taken in flank */
static const char * const battery_choices[] = { "rz24-flank", "xi-9", NULL };
static const char * const battery_labels[] = {
  N_("1824's rule: a foot battery taken in flank by a squadron is lost (substituted for XII)"),
  N_("As any line, by XI §9's penetration"), NULL
};

static const char * const game_choices[] = { "tactical", "battle", NULL };
static const char * const game_labels[] = {
  N_("Tactical game, on a disposition (taktische Parthie, I §2–3)"),
  N_("Battle game, from arbitrary positions (Schlage-Parthie, I §2, §4)"), NULL
};

static const VtActionParam options[] = {
  { "game", N_("The kind of game"), VT_PARAM_CHOICE, 0, 0, game_choices, TRUE,
    N_("I §2: played on a disposition agreed beforehand, a tactical game, won by carrying it out (I §3, "
    "the umpire's finding: action disposition); begun where the sides find themselves, a battle game, "
    "lost by the side that loses the most pieces and is driven from its position (I §4: the pieces "
    "from the ledger, the position the umpire's: action driven-off)."), game_labels },
  { "artillery-substitute", N_("Artillery (Section XII lost)"), VT_PARAM_CHOICE, 0, 0, artillery_choices, TRUE,
    N_("Section XII, the artillery's rules, is lost from the source. The umpire plays 1824's artillery "
    "bands turned into distances and pieces (table artillery-rz24), or his own house table "
    "(artillery-house). Either is named in every artillery outcome and in the ledger."), artillery_labels },
  { "cavalry-charge", N_("Cavalry's charge"), VT_PARAM_CHOICE, 0, 0, charge_choices, TRUE,
    N_("XI §1 lets cavalry charge twice and then trot once; VI §8 says one charge and then two trots. "
    "XI §1 is the default: it is the cavalry's own rule, with its numbers."), charge_labels },
  { "piece-goes-at", N_("A piece goes"), VT_PARAM_CHOICE, 0, 0, piece_choices, TRUE,
    N_("VIII §10's example takes a whole piece for markers of 7/8 and lays a 1/8 marker back; "
    "the other reading takes a piece only at a whole one."), piece_labels },
  { "cavalry-against-infantry", N_("Cavalry against infantry"), VT_PARAM_CHOICE, 0, 0, infantry_choices, TRUE,
    N_("XI §6 prints that light cavalry strikes 1/3 and heavy, 'having more effect', 1/4; "
    "the other reading gives heavy cavalry the greater effect."), infantry_labels },
  { "cavalry-breaks-squares", N_("Cavalry breaks into squares"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("IX §17 Remark: the players may agree that cavalry breaks into squares and masses with double "
    "the loss it suffers against lines. Off: the attack is ineffective (IX §17 3).") },
  { "night-screen", N_("Night screen"), VT_PARAM_CHOICE, 0, 0, screen_choices, TRUE,
    N_("How near the screen the sides may deploy: 800 paces (II §4) or 12 distances, 600 paces "
    "(VII §11)."), screen_labels },
  { "players", N_("Players"), VT_PARAM_CHOICE, 0, 0, players_choices, TRUE,
    N_("II §1: 2, 4, 6, 8 or up to 10 players, half a side. With more than one a side the commander "
    "gives his fellow players signal cards (II §6–8); with one a side there is nobody to signal to."),
    players_labels },
  { "signal-cards", N_("Signal cards"), VT_PARAM_CHOICE, 0, 0, cards_choices, TRUE,
    N_("II §7: 'twelve are provided for each game', and the commander and the players take as many "
    "as they need: twelve in all, whoever writes them. The other reading gives each side its twelve."),
    cards_labels },
  { "ricochet-over-marsh", N_("Ricochet over a marsh (Section XII lost)"), VT_PARAM_CHOICE, 0, 0, marsh_choices,
    TRUE, N_("XII's rule for ricochet over water or marsh is lost. 1824's marsh \"swallows the ricochet\" "
    "and gives the poor die, half the favourable one's loss: the ricochet arcs over a marsh lose half "
    "(named in the outcome and the ledger). Over water 1824 gives no rule: as over open ground."),
    marsh_labels },
  { "battery-taken-by-cavalry", N_("Batteries taken by cavalry (Section XII lost)"), VT_PARAM_CHOICE, 0, 0,
    battery_choices, TRUE, N_("XII's rule is lost. 1824: \"Foot batteries attacked in flank by half a "
    "battalion or squadron are lost\": a foot or heavy half-battery attacked in flank by cavalry of a "
    "squadron's 150 horses (two pieces of 80, IV §14 c) is lost whole; the attacker loses nothing "
    "(XI §9). Horse artillery and fewer horses: XI §9."), battery_labels },
};

/* ---- the editor: a token of 250 paces ---------------------------------- */

static const char * const approach_kinds[] = { "slope-steep", "slope-sheer", NULL };
static const char * const building_kinds[] = {
  "farmstead-wooden", "building-masonry", "church", "windmill", "watermill", NULL
};
static const char * const storey_choices[] = { "single", "taller", NULL };
static const char * const storey_labels[] = { N_("Single storey (1/4 inch)"), N_("Taller (1/2 inch)"), NULL };

static const VtFeatureAttribute feature_attributes[] = {
  { { "approach", N_("Approach"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
      N_("A road or a gentle slope on the far side makes the height accessible (VI §5 a, §6 b; X §2 b).") },
    approach_kinds, NULL, "false" },
  { { "storeys", N_("Storeys"), VT_PARAM_CHOICE, 0, 0, storey_choices, TRUE,
      N_("Quarter-inch tokens are single-storey farmsteads, half-inch ones taller buildings (III §12)."),
      storey_labels },
    building_kinds, NULL, "single" },
};

static const VtEditorInfo editor_info = {
  feature_attributes, G_N_ELEMENTS (feature_attributes),
  250.0, N_("a whole token of 250 paces (III §2)"),
};

/* ---- OpenStreetMap: its tags as Section III's tokens -------------------- */

/* OSM does not tell a bridge's material or a wood's density: wooden
 * bridges and open woodland unless tagged otherwise (derived); "forest"
 * (managed, closed stands) is read as dense woodland. */
static const VtOsmTag osm_tags[] = {
  { "bridge", "pontoon", "bridge-pontoon" },
  { "bridge:structure", "arch", "bridge-masonry" },
  { "bridge", NULL, "bridge-wooden" },
  { "ford", NULL, "ford" },
  { "amenity", "place_of_worship", "church" },
  { "building", "church", "church" },
  { "building", "chapel", "church" },
  { "man_made", "windmill", "windmill" },
  { "man_made", "watermill", "watermill" },
  { "highway", "track", "path" },
  { "highway", "path", "path" },
  { "highway", "footway", "path" },
  { "highway", "bridleway", "path" },
  { "highway", NULL, "chaussee" },
  { "waterway", "river", "river" },
  { "waterway", "canal", "canal" },
  { "waterway", "stream", "stream" },
  { "waterway", "brook", "brook" },
  { "waterway", "ditch", "ditch" },
  { "waterway", "drain", "ditch" },
  { "natural", "water", "lake" },
  { "landuse", "forest", "wood-dense" },
  { "natural", "wood", "wood-open" },
  { "natural", "wetland", "marsh" },
  { "landuse", "meadow", "meadow" },
  { "natural", "cliff", "slope-sheer" },
  { "building", NULL, "farmstead-wooden" },
};

/* ---- lookups ----------------------------------------------------------- */

const Rz12Piece *
rz12_piece_for_type (const char *unit_type)
{
  for (guint i = 0; unit_type != NULL && i < G_N_ELEMENTS (pieces); i++)
    if (g_str_equal (pieces[i].unit_type, unit_type))
      return &pieces[i];
  return NULL;
}

const Rz12Piece *
rz12_piece_for_unit (VtUnit *unit)
{
  return unit != NULL ? rz12_piece_for_type (vt_unit_get_unit_type (unit)) : NULL;
}

gboolean
rz12_piece_is_closed (const Rz12Piece *piece,
                      const char      *formation)
{
  if (piece == NULL)
    return FALSE;
  switch (piece->kind)
    {
    case RZ12_KIND_CLOSED_INFANTRY:
      return TRUE;
    case RZ12_KIND_TIRAILLEURS:
    case RZ12_KIND_JAEGERS:
      return g_strcmp0 (formation, "closed-line") == 0 || g_strcmp0 (formation, "mass") == 0;
    default:
      return FALSE;
    }
}

gboolean
rz12_kind_is_cavalry (Rz12Kind kind)
{
  return kind == RZ12_KIND_HEAVY_CAVALRY || kind == RZ12_KIND_LIGHT_CAVALRY || kind == RZ12_KIND_FLANKERS;
}

const char *
rz12_marker_label (const char *marker)
{
  /* Translators: whose loss markers, in "Name: ⅛ of closed infantry, markers ¼" */
  static const char * const markers[][2] = {
    { "closed-infantry", N_("closed infantry") }, { "light-infantry", N_("light infantry") },
    { "jaegers", N_("jägers") }, { "closed-cavalry", N_("closed cavalry") },
    { "light-cavalry", N_("light cavalry") }, { "flankers", N_("flankers") },
    { "horse-artillery", N_("horse artillery") }, { "foot-artillery", N_("foot artillery") },
    { "heavy-artillery", N_("heavy artillery") },
  };

  for (guint i = 0; marker != NULL && i < G_N_ELEMENTS (markers); i++)
    if (g_str_equal (markers[i][0], marker))
      return _ (markers[i][1]);
  /* Translators: whose loss markers when the arm is not known */
  return marker != NULL ? marker : _ ("pieces");
}

const VtUnitType *
rz12_catalogue_get_unit_types (guint *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

const VtFormation *
rz12_catalogue_get_formations (guint *n_formations)
{
  *n_formations = G_N_ELEMENTS (formations);
  return formations;
}

const VtTerrainKind *
rz12_catalogue_get_terrain_kinds (guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (terrain_kinds);
  return terrain_kinds;
}

const VtSection *
rz12_catalogue_get_sections (guint *n_sections)
{
  *n_sections = G_N_ELEMENTS (sections);
  return sections;
}

const VtActionParam *
rz12_catalogue_get_options (guint *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}

const VtEditorInfo *
rz12_catalogue_get_editor_info (void)
{
  return &editor_info;
}

const VtOsmTag *
rz12_catalogue_get_osm_tags (guint *n_tags)
{
  *n_tags = G_N_ELEMENTS (osm_tags);
  return osm_tags;
}
