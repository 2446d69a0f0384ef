/* lw13-catalogue.c: the pieces, the Country, the sections, the options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Little Wars is played on the floor with toy soldiers: a piece here is a
 * body of figures (its strength is how many men stand in it), a gun, or
 * one of Part V's boxes and waggons. Measures are inches; Wells's strings
 * are two feet and six inches long (Mobility, preamble).
 */
#define G_LOG_DOMAIN "lw13-catalogue"

#include "config.h"

#include "lw13-catalogue.h"

/* ---- the sections of the source and how far each came ------------------ */

static const VtSection sections[] = {
  { "Country 1-2", "The Country made by one player, sides chosen by the other", VT_SECTION_IMPLEMENTED,
    "The toss (action toss, for=country, sides) decides who makes the Country; the Country "
    "itself is laid out in the editor with Wells's terrain." },
  { "Country 3", "The Country disturbed as little as possible", VT_SECTION_IMPLEMENTED,
    "The umpire's judgement at the table; in the workstation the Country is locked once a "
    "game has begun (the core's terrain lock)." },
  { "Move 1", "The toss for the first move", VT_SECTION_IMPLEMENTED,
    "Action toss, for=first-move; the scenario's first side is the First Player." },
  { "Move 2", "Putting down along the back line, or behind a curtain", VT_SECTION_IMPLEMENTED,
    "Terrain kind back-line (and middle-line for the curtain); putting down is the scenario's "
    "placing of troops, untimed. Men put down off the back line counting as touching it is the "
    "umpire's judgement." },
  { "Move 3", "Timed moves: a minute per 30 men and per gun; warnings; the interval", VT_SECTION_IMPLEMENTED,
    "Action move-time (110 men and 3 guns: seven minutes); the turn is timed (VtTurn), each "
    "player's move a phase. The app's move timer keeps the clock; the interval (four or five "
    "minutes) is the option interval." },
  { "Move 4", "No gunfire before the second move of the first player", VT_SECTION_IMPLEMENTED,
    "gun-fire refuses it in move 1 (the umpire may allow); the Defensive Game's defender may "
    "fire forthwith (Varieties 3)." },
  { "Move 5", "Guns first", VT_SECTION_IMPLEMENTED,
    "Each player's move opens with his guns' phase; gun-fire and gun-move belong to it." },
  { "Move 6", "Every soldier moved, every gun moved or fired", VT_SECTION_IMPLEMENTED, NULL },
  { "Mobility I-II", "Infantry a foot, cavalry two feet", VT_SECTION_IMPLEMENTED,
    "get_march_rate: 12 and 24 inches (table measures); Part V's double or treble moves by the "
    "option move-multiple." },
  { "Mobility III", "A gun in action with four men of its side within six inches", VT_SECTION_IMPLEMENTED,
    "Action gun-in-action; the map counts the men within six inches." },
  { "Mobility IV", "Moved or fired, never both; four shots; moved by its men", VT_SECTION_IMPLEMENTED,
    "Actions gun-fire (up to four shots, the men killed entered shot by shot) and gun-move (a "
    "foot, two feet with four cavalry-men); a gun moved is left trail forward. Swinging, "
    "elevation, men lying down and the two men at the trail are the players' handling." },
  { "Mobility V", "Men placed clear: a sixteenth of an inch", VT_SECTION_IMPLEMENTED,
    "The umpire's judgement at the table: a figure's spacing is below the map's measure." },
  { "Mobility VI", "Which men a shot kills", VT_SECTION_IMPLEMENTED,
    "The umpire's judgement of the fallen figures; he enters the dead shot by shot (gun-fire)." },
  { "Melee 1", "Isolation: less than half its number within a move", VT_SECTION_IMPLEMENTED,
    "Action isolation; melee and surrender read it. 'Within a move' is each supporting "
    "body's own move (a foot for infantry, two feet for cavalry), derived." },
  { "Melee 2", "Virtual contact: an eighth of an inch", VT_SECTION_IMPLEMENTED,
    "The umpire's judgement at the table." },
  { "Melee 3", "The melee: equal, isolated inferior, supported inferior; the charger's choice", VT_SECTION_IMPLEMENTED,
    "Action melee: nine against eleven, nineteen against thirteen and the second melee of "
    "fourteen against twelve are its tests. The charger's choice is the order in which he "
    "lists the bodies." },
  { "Melee 3 prisoners", "Prisoners, escorts (one man per seven), liberation, rearming", VT_SECTION_IMPLEMENTED,
    "Actions escort, liberate and rearm; melee liberates the prisoners of a side whose "
    "escorts it kills. Prisoners made earlier do not count in a later melee." },
  { "Melee 4", "An isolated body may surrender", VT_SECTION_IMPLEMENTED, "Action surrender." },
  { "Melee 5", "A gun captured, or in dispute", VT_SECTION_IMPLEMENTED,
    "Action gun-capture. A captured gun is booked captured; with turned it goes over to the "
    "captor's side and follows all the rules of his own guns." },
  { "Varieties 1", "Fight to the Finish: the score and the draw under fifteen men", VT_SECTION_IMPLEMENTED,
    "get_score and get_victory from the ledger and the journal; action score without a game." },
  { "Varieties 2", "Blow at the Rear: three men on the back line, six moves to retreat", VT_SECTION_IMPLEMENTED,
    "Action blow-at-the-rear puts the defeated side's bodies under a six-move retreat; "
    "capitulate takes what is left." },
  { "Varieties 3", "The Defensive Game: two-thirds, a move off the middle line, a quarter", VT_SECTION_IMPLEMENTED,
    "Action defensive-game checks the forces (two-thirds rounded down, derived) and the end (a "
    "quarter rounded up, derived); keeping the defender a move off the middle line is the umpire's." },
  { "Composition", "Equal forces, the twelve-man dice handicap, the 150-point purchase", VT_SECTION_IMPLEMENTED,
    "Actions chances-of-war and purchase; the proportions are advice, not rules." },
  { "Size of the soldiers", "All of one size, infantry nearly two inches tall", VT_SECTION_DERIVED,
    "Footprints derived from the figure's size (see README)." },
  { "Part V boxes", "Boxed troops and cavalry scouts; treble moves at a distance", VT_SECTION_DERIVED,
    "Unit type box (moved as infantry, half as long again on a road; derived) and option "
    "move-multiple; sight shows a box as troops until a cavalry scout is within ten feet. "
    "Opening a box into its men, and boxing troops with no enemy within twenty feet, are the "
    "umpire's: the core cannot turn one piece into others." },
  { "Part V supply", "A waggon per fifty men within six moves; a cart within two moves of a gun", VT_SECTION_IMPLEMENTED,
    "Action waggons; with the option ammunition-carts gun-fire looks for a cart within two of its "
    "moves and refuses a gun without one." },
  { "Part V railway", "Trains at four or five times the cavalry rate", VT_SECTION_MISSING,
    "Wells says he never tried it; no rule is given to implement." },
  { "Appendix shells", "Shells: half the men within three inches", VT_SECTION_IMPLEMENTED,
    "Action shell; 'one more than half' of an odd number read as the half rounded up (derived). "
    "Which men lie within three inches, and behind a wall, is the umpire's." },
  { "Appendix rifle fire", "A shot for every five infantry-men who do not move", VT_SECTION_IMPLEMENTED,
    "Action rifle-fire." },
  { "Appendix General", "The General, a cavalry soldier", VT_SECTION_IMPLEMENTED,
    "Unit type general; his disablement by shell (three moves) is a condition set by shell." },
  { "Appendix moves", "The Kriegspiel moves, roads and contours", VT_SECTION_IMPLEMENTED,
    "With the option kriegspiel: table kriegspiel-moves, half as much again on a road, "
    "contours uphill and downhill (action contours)." },
  { "Appendix formations", "Times to change formation, ford, embark, limber", VT_SECTION_IMPLEMENTED,
    "Table kriegspiel-times, read by action manoeuvre." },
  { "Appendix fire and move", "No arm fires and moves in one move", VT_SECTION_IMPLEMENTED,
    "rifle-fire and gun-fire refuse a body that moved this move (journal)." },
  { "Appendix supply", "Supply every six moves, its rounding, isolation and failure", VT_SECTION_IMPLEMENTED,
    "Action supply (forty-six and forty-four infantry are its test)." },
  { "Appendix destructions", "Destructions, repairs and mines and their times", VT_SECTION_IMPLEMENTED,
    "Table kriegspiel-times, read by action manoeuvre; the notice to the umpire is a sealed "
    "note on the message board." },
  { "Appendix constructions", "Entrenchments and epaulements", VT_SECTION_IMPLEMENTED,
    "Action manoeuvre (entrenchment: two men an inch, four moves)." },
  { "Appendix cavalry charging", "Every charging rule with its distances and downhill multipliers", VT_SECTION_IMPLEMENTED,
    "Action cavalry-charge (table cavalry-charge). Derived: a charge from exactly two feet or one "
    "foot counts with the nearer band, more than three contours as three, the charger's downhill "
    "losses divided back, the artillery bands; pursuit and retreat are the umpire's." },
  { "Appendix railways", "Toy railway trains, eight feet a move", VT_SECTION_MISSING,
    "The appendix leaves entraining and detraining to be worked out; nothing to implement." },
};

const VtSection *
lw13_catalogue_get_sections (guint *n_sections)
{
  *n_sections = G_N_ELEMENTS (sections);
  return sections;
}

/* ---- the Country --------------------------------------------------------- */

/* Wells's Country is boards, books, bricks, card houses and little trees
 * on the floor (Part I); the Kriegspiel adds contours and railways. Heights
 * for sight are derived: a house of bricks about four inches (twice an
 * infantry-man, Size of the soldiers), a tree five, a hill of books three. */
static const VtTerrainKind terrain_kinds[] = {
  { "back-line", "Back line", VT_GEOMETRY_POLYLINE, { 0.85, 0.80, 0.70 }, { 0.45, 0.30, 0.15 },
    1.0, VT_PATTERN_NONE,
    "A side's back line (The Move 2): the men are put down along it, prisoners are rearmed "
    "there, and the Blow at the Rear is struck on it. Its attribute side says whose it is.",
    0, 0, 0 },
  { "middle-line", "Middle line (the curtain)", VT_GEOMETRY_POLYLINE, { 0.90, 0.90, 0.90 }, { 0.50, 0.50, 0.50 },
    0.5, VT_PATTERN_NONE,
    "Where the curtain hangs while the men are put down (The Move 2); the Defensive Game keeps "
    "the defender a move off it (Varieties 3).",
    0, 0, 0 },
  { "house", "House or shed (a solid block)", VT_GEOMETRY_POLYGON, { 0.80, 0.55, 0.45 }, { 0.45, 0.25, 0.20 },
    0, VT_PATTERN_HATCH,
    "Solid lumps of bricks, not hollow: no soldier can be put inside (Part I).",
    0, 4.0, 0 },
  { "wood", "Wood (little trees)", VT_GEOMETRY_POLYGON, { 0.55, 0.72, 0.45 }, { 0.25, 0.45, 0.20 },
    0, VT_PATTERN_TREES,
    "Little trees bored into the boards (Part I; the Appendix's blocks are bored the same way).",
    0, 5.0, 2.0 },
  { "tree", "Tree", VT_GEOMETRY_POINT, { 0.30, 0.55, 0.25 }, { 0.15, 0.35, 0.10 },
    1.5, VT_PATTERN_NONE, "One little tree.", 0, 5.0, 0 },
  { "hill", "Hill", VT_GEOMETRY_POLYGON, { 0.85, 0.78, 0.60 }, { 0.55, 0.45, 0.30 },
    0, VT_PATTERN_CONTOUR,
    "Boards over books, or the Kriegspiel's blocks; the attribute contours counts the "
    "Kriegspiel's contours (Appendix, the moves).",
    3.0, 0, 0 },
  { "wall", "Wall (card)", VT_GEOMETRY_POLYLINE, { 0.75, 0.70, 0.65 }, { 0.40, 0.35, 0.30 },
    0.5, VT_PATTERN_NONE, "Paper and cardboard walls (Part I); a shell does not reach past one (Appendix).",
    0, 1.0, 0 },
  { "entrenchment", "Entrenchment", VT_GEOMETRY_POLYLINE, { 0.60, 0.50, 0.35 }, { 0.35, 0.25, 0.15 },
    0.5, VT_PATTERN_NONE,
    "Strips of wood two inches high (Appendix, constructions); a shell does not reach past one.",
    0, 2.0, 0 },
  { "epaulement", "Epaulement for a gun", VT_GEOMETRY_POLYLINE, { 0.60, 0.50, 0.35 }, { 0.35, 0.25, 0.15 },
    1.0, VT_PATTERN_NONE, "Built by six men in four moves (Appendix, constructions).", 0, 2.0, 0 },
  { "road", "High road", VT_GEOMETRY_POLYLINE, { 0.92, 0.88, 0.75 }, { 0.60, 0.55, 0.40 },
    2.0, VT_PATTERN_NONE,
    "Boxes and waggons move half as long again on it (Part V); in the Kriegspiel, troops in "
    "twos or fours (Appendix, the moves).",
    0, 0, 0 },
  { "river", "River", VT_GEOMETRY_POLYLINE, { 0.55, 0.70, 0.90 }, { 0.25, 0.40, 0.70 },
    3.0, VT_PATTERN_NONE,
    "Crossed only at fords and bridges (Part I: rivers without frequent fords and bridges "
    "stop an advance; derived reading).",
    0, 0, 0 },
  { "ford", "Ford", VT_GEOMETRY_POLYLINE, { 0.70, 0.80, 0.90 }, { 0.35, 0.45, 0.65 },
    2.0, VT_PATTERN_NONE, "A place to cross a river; in the Kriegspiel it costs a move (Appendix).",
    0, 0, 0 },
  { "bridge", "Bridge (card)", VT_GEOMETRY_POLYLINE, { 0.70, 0.60, 0.50 }, { 0.40, 0.30, 0.25 },
    2.0, VT_PATTERN_NONE, "Card bridges (Part I).", 0, 0, 0 },
  { "railway", "Railway (toy rails)", VT_GEOMETRY_POLYLINE, { 0.50, 0.50, 0.50 }, { 0.20, 0.20, 0.20 },
    1.0, VT_PATTERN_NONE, "Part V and the Appendix name railways but give no rule for trains: the umpire rules on them (see README).", 0, 0, 0 },
  { "supply-depot", "Supply depot", VT_GEOMETRY_POINT, { 0.80, 0.75, 0.40 }, { 0.45, 0.40, 0.15 },
    2.0, VT_PATTERN_NONE, "One man burns it in two moves (Appendix, destructions).", 0, 1.0, 0 },
};

const VtTerrainKind *
lw13_catalogue_get_terrain_kinds (guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (terrain_kinds);
  return terrain_kinds;
}

static const VtOsmTag osm_tags[] = {
  { "building", NULL, "house" },
  { "natural", "wood", "wood" },
  { "landuse", "forest", "wood" },
  { "natural", "tree", "tree" },
  { "barrier", "wall", "wall" },
  { "ford", NULL, "ford" },
  { "bridge", NULL, "bridge" },
  { "railway", "rail", "railway" },
  { "waterway", NULL, "river" },
  { "highway", NULL, "road" },
};

const VtOsmTag *
lw13_catalogue_get_osm_tags (guint *n_tags)
{
  *n_tags = G_N_ELEMENTS (osm_tags);
  return osm_tags;
}

/* ---- the editor -------------------------------------------------------- */

static const char * const back_line_kinds[] = { "back-line", NULL };
static const char * const hill_kinds[] = { "hill", NULL };
static const char * const side_choices[] = { "first", "second", NULL };
static const char * const side_labels[] = { "The First Player's", "The Second Player's", NULL };

static const VtFeatureAttribute feature_attributes[] = {
  { { "side", "Whose back line", VT_PARAM_CHOICE, 0, 0, side_choices, FALSE,
      "The scenario's first side is the First Player (The Move 2).", side_labels },
    back_line_kinds, NULL, NULL },
  { { "contours", "Contours", VT_PARAM_INTEGER, 0, 12, NULL, TRUE,
      "Contours from its foot to its top (Appendix, the moves: uphill one contour counts as a "
      "foot; four contours to a foot vertical stop wheels without a road)." },
    hill_kinds, "contours", "1" },
  { { "height", "Height", VT_PARAM_NUMBER, 0, 48, NULL, TRUE,
      "How high it stands for sight, in inches (derived: books under a board, three)." },
    hill_kinds, "inches", "3" },
};

/* A foot: an infantry-man's move (Mobility I), so a designer lays the
 * Country in moves; derived, Wells gives no grid. */
static const VtEditorInfo editor_info = {
  feature_attributes, G_N_ELEMENTS (feature_attributes),
  12.0, "a foot (12 inches), an infantry-man's move (derived)",
};

const VtEditorInfo *
lw13_catalogue_get_editor_info (void)
{
  return &editor_info;
}

/* ---- the pieces -------------------------------------------------------- */

static const VtFormation formations[] = {
  { "as-placed", "As placed", "Little Wars knows no formations: the men stand as the player puts them." },
  { "two-ranks", "Two ranks", "Kriegspiel: close order (Appendix, cavalry charging)." },
  { "fours", "In fours", "Kriegspiel: on a road, half as much again (Appendix, the moves)." },
  { "extension", "Extended order", "Kriegspiel: extension (Appendix, infantry)." },
  { "dismounted", "Dismounted", "Kriegspiel: charged, it counts as infantry in extended order (Appendix)." },
  { "pointed", "Pointing as last fired", "After firing: left pointing in the direction of its last shot (Mobility IV)." },
  { "trail-forward", "Trail forward", "After moving: trail forward, muzzle back the way it came (Mobility IV)." },
  { "boxed", "Lid on", "Part V: moved as a unit, its contents unknown to the other side." },
};

const VtFormation *
lw13_catalogue_get_formations (guint *n_formations)
{
  *n_formations = G_N_ELEMENTS (formations);
  return formations;
}

static const char * const infantry_formations[] = { "as-placed", "two-ranks", "fours", "extension", NULL };
static const char * const cavalry_formations[] = { "as-placed", "two-ranks", "fours", "dismounted", NULL };
static const char * const gun_formations[] = { "pointed", "trail-forward", NULL };
static const char * const box_formations[] = { "boxed", NULL };
static const char * const single_formations[] = { "as-placed", NULL };

/* Strengths are Composition's "small bodies of about 20 to 25 infantry-men
 * and 12 to 15 cavalry to a gun": 20 and 12, the lower figures. Footprints
 * are derived from "the infantry being nearly two inches tall" (Size of the
 * soldiers): a figure's base about an inch square with the sixteenth of an
 * inch between men (Mobility V); twenty men two ranks of ten, a horse two
 * inches long. */
static const VtUnitType unit_types[] = {
  { LW13_INFANTRY, "Infantry-men", "infantry", "men", 20, 11.0, 2.2, infantry_formations,
    "A body of infantry figures; moves a foot (Mobility I)." },
  { LW13_CAVALRY, "Cavalry-men", "cavalry", "men", 12, 7.0, 4.5, cavalry_formations,
    "A body of cavalry figures; moves two feet (Mobility II)." },
  { LW13_NAVAL_GUN, "4.7 naval gun", "artillery", "guns", 1, 3.0, 6.0, gun_formations,
    "A spring gun firing wooden bolts; in action with four men of its side within six inches "
    "(Mobility III)." },
  { LW13_FIELD_GUN, "Field gun", "artillery", "guns", 1, 2.5, 5.0, gun_formations,
    "The lighter gun of Composition's 'a field gun on either side'." },
  { LW13_BOX, "Box of soldiers", "other", "men", 20, 8.0, 5.0, box_formations,
    "Part V: soldiers in their box with the lid on, moved as a unit; the other side does not "
    "know what is in it." },
  { LW13_GENERAL, "The General", "other", "men", 1, 1.0, 2.0, single_formations,
    "Kriegspiel: the supreme command, represented by a cavalry soldier (Appendix)." },
  { LW13_SUPPLY_WAGGON, "Army Service waggon", "train", "waggons", 1, 2.0, 5.0, single_formations,
    "Part V: one for every fifty men within six moves." },
  { LW13_AMMUNITION_CART, "Ammunition cart", "train", "carts", 1, 2.0, 4.0, single_formations,
    "Part V: one within two moves of a gun before it can fire." },
};

const VtUnitType *
lw13_catalogue_get_unit_types (guint *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

const char *
lw13_catalogue_get_arm (const char *unit_type)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (g_strcmp0 (unit_types[i].id, unit_type) == 0)
      return unit_types[i].arm;
  return NULL;
}

gboolean
lw13_catalogue_is_gun (const char *unit_type)
{
  return g_strcmp0 (unit_type, LW13_NAVAL_GUN) == 0 || g_strcmp0 (unit_type, LW13_FIELD_GUN) == 0;
}

gboolean
lw13_catalogue_is_men (const char *unit_type)
{
  return g_strcmp0 (unit_type, LW13_INFANTRY) == 0 || g_strcmp0 (unit_type, LW13_CAVALRY) == 0 ||
         g_strcmp0 (unit_type, LW13_BOX) == 0;
}

/* ---- the move: each player's in turn, guns first ----------------------- */

/* One move of the game holds the First Player's move and then the Second
 * Player's (The Move 4: "the first player puts down, then the second
 * player, the first player moves, then the second player"); each opens
 * with his guns (The Move 5) and closes with the melees it made, adjudged
 * in the interval (Melee 3). */
static const VtPhase phases[] = {
  { "guns-first", "Guns", "Guns first: the First Player's guns move or fire (The Move 5).",
    "Guns of %s", 1 },
  { "men-first", "Men", "The First Player moves his men (Mobility I-II).", "Men of %s", 1 },
  { "melee-first", "Melees", "The melees of the First Player's move, adjudged in the interval (Melee 3).",
    "Melees after %s's move", 1 },
  { "guns-second", "Guns", "Guns first: the Second Player's guns move or fire (The Move 5).",
    "Guns of %s", 2 },
  { "men-second", "Men", "The Second Player moves his men.", "Men of %s", 2 },
  { "melee-second", "Melees", "The melees of the Second Player's move.", "Melees after %s's move", 2 },
};

const VtPhase *
lw13_catalogue_get_phases (guint *n_phases)
{
  *n_phases = G_N_ELEMENTS (phases);
  return phases;
}

/* ---- options: which game, which rules ------------------------------------ */

static const char * const game_choices[] = {
  LW13_GAME_FIGHT_TO_THE_FINISH, LW13_GAME_BLOW_AT_THE_REAR, LW13_GAME_DEFENSIVE, NULL
};
static const char * const game_labels[] = {
  "Fight to the Finish", "Blow at the Rear", "The Defensive Game", NULL
};

static const VtActionParam options[] = {
  { LW13_OPTION_GAME, "Game", VT_PARAM_CHOICE, 0, 0, game_choices, TRUE,
    "Which of the Varieties of the Battle-Game is played; unset: Fight to the Finish.", game_labels },
  { LW13_OPTION_KRIEGSPIEL, "Kriegspiel (the Appendix)", VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    "Wells and Sykes's Kriegspiel: its moves (infantry a foot, cavalry three feet, roads and "
    "contours), and no arm fires and moves in one move." },
  { LW13_OPTION_MULTIPLE, "Moves at a distance", VT_PARAM_INTEGER, 1, 3, NULL, TRUE,
    "Part V: on a big floor, double or treble moves until the troops are within fifteen or "
    "twelve or ten feet; 1: the ordinary moves." },
  { "interval", "Interval (minutes)", VT_PARAM_INTEGER, 4, 5, NULL, TRUE,
    "The Move 3: the interval between moves must not exceed five or four minutes, as agreed." },
  { "ammunition-carts", "Ammunition carts", VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    "Part V: a cart within two moves of a gun before it can be fired." },
};

const VtActionParam *
lw13_catalogue_get_options (guint *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}
