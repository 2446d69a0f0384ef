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

#include "lw13-i18n.h"

#include "lw13-catalogue.h"

/* ---- the sections of the source and how far each came ------------------ */

static const VtSection sections[] = {
  { "Country 1-2", N_("The Country made by one player, sides chosen by the other"), VT_SECTION_IMPLEMENTED,
    N_("The toss (action toss, for=country, sides) decides who makes the Country; the Country "
    "itself is laid out in the editor with Wells's terrain.") },
  { "Country 3", N_("The Country disturbed as little as possible"), VT_SECTION_IMPLEMENTED,
    N_("The umpire's judgement at the table; in the workstation the Country is locked once a "
    "game has begun (the core's terrain lock).") },
  { "Move 1", N_("The toss for the first move"), VT_SECTION_IMPLEMENTED,
    N_("Action toss, for=first-move; the scenario's first side is the First Player.") },
  { "Move 2", N_("Putting down along the back line, or behind a curtain"), VT_SECTION_IMPLEMENTED,
    N_("Terrain kind back-line (and middle-line for the curtain); putting down is the scenario's "
    "placing of troops, untimed. Men put down off the back line counting as touching it is the "
    "umpire's judgement.") },
  { "Move 3", N_("Timed moves: a minute per 30 men and per gun; warnings; the interval"), VT_SECTION_IMPLEMENTED,
    N_("Action move-time (110 men and 3 guns: seven minutes); the turn is timed (VtTurn), each "
    "player's move a phase. The app's move timer keeps the clock; the interval (four or five "
    "minutes) is the option interval.") },
  { "Move 4", N_("No gunfire before the second move of the first player"), VT_SECTION_IMPLEMENTED,
    N_("gun-fire refuses it in move 1 (the umpire may allow); the Defensive Game's defender may "
    "fire forthwith (Varieties 3).") },
  { "Move 5", N_("Guns first"), VT_SECTION_IMPLEMENTED,
    N_("Each player's move opens with his guns' phase; gun-fire and gun-move belong to it.") },
  { "Move 6", N_("Every soldier moved, every gun moved or fired"), VT_SECTION_IMPLEMENTED, NULL },
  { "Mobility I-II", N_("Infantry a foot, cavalry two feet"), VT_SECTION_IMPLEMENTED,
    N_("get_march_rate: 12 and 24 inches (table measures); Part V's double or treble moves by the "
    "option move-multiple.") },
  { "Mobility III", N_("A gun in action with four men of its side within six inches"), VT_SECTION_IMPLEMENTED,
    N_("Action gun-in-action; the map counts the men within six inches.") },
  { "Mobility IV", N_("Moved or fired, never both; four shots; moved by its men"), VT_SECTION_IMPLEMENTED,
    N_("Actions gun-fire (up to four shots, the men killed entered shot by shot) and gun-move (a "
    "foot, two feet with four cavalry-men); a gun moved is left trail forward. Swinging, "
    "elevation, men lying down and the two men at the trail are the players' handling.") },
  { "Mobility V", N_("Men placed clear: a sixteenth of an inch"), VT_SECTION_IMPLEMENTED,
    N_("The umpire's judgement at the table: a figure's spacing is below the map's measure.") },
  { "Mobility VI", N_("Which men a shot kills"), VT_SECTION_IMPLEMENTED,
    N_("The umpire's judgement of the fallen figures; he enters the dead shot by shot (gun-fire).") },
  { "Melee 1", N_("Isolation: less than half its number within a move"), VT_SECTION_IMPLEMENTED,
    N_("Action isolation; melee and surrender read it. 'Within a move' is each supporting "
    "body's own move (a foot for infantry, two feet for cavalry), derived.") },
  { "Melee 2", N_("Virtual contact: an eighth of an inch"), VT_SECTION_IMPLEMENTED,
    N_("The umpire's judgement at the table.") },
  { "Melee 3", N_("The melee: equal, isolated inferior, supported inferior; the charger's choice"), VT_SECTION_IMPLEMENTED,
    N_("Action melee: nine against eleven, nineteen against thirteen and the second melee of "
    "fourteen against twelve are its tests. The charger's choice is the order in which he "
    "lists the bodies.") },
  { "Melee 3 prisoners", N_("Prisoners, escorts (one man per seven), liberation, rearming"), VT_SECTION_IMPLEMENTED,
    N_("Actions escort, liberate and rearm; melee liberates the prisoners of a side whose "
    "escorts it kills. Prisoners made earlier do not count in a later melee.") },
  { "Melee 4", N_("An isolated body may surrender"), VT_SECTION_IMPLEMENTED, N_("Action surrender.") },
  { "Melee 5", N_("A gun captured, or in dispute"), VT_SECTION_IMPLEMENTED,
    N_("Action gun-capture. A captured gun is booked captured; with turned it goes over to the "
    "captor's side and follows all the rules of his own guns.") },
  { "Varieties 1", N_("Fight to the Finish: the score and the draw under fifteen men"), VT_SECTION_IMPLEMENTED,
    N_("get_score and get_victory from the ledger and the journal; action score without a game.") },
  { "Varieties 2", N_("Blow at the Rear: three men on the back line, six moves to retreat"), VT_SECTION_IMPLEMENTED,
    N_("Action blow-at-the-rear puts the defeated side's bodies under a six-move retreat; "
    "capitulate takes what is left.") },
  { "Varieties 3", N_("The Defensive Game: two-thirds, a move off the middle line, a quarter"), VT_SECTION_IMPLEMENTED,
    N_("Action defensive-game checks the forces (two-thirds rounded down, derived) and the end (a "
    "quarter rounded up, derived); keeping the defender a move off the middle line is the umpire's.") },
  { "Composition", N_("Equal forces, the twelve-man dice handicap, the 150-point purchase"), VT_SECTION_IMPLEMENTED,
    N_("Actions chances-of-war and purchase; the proportions are advice, not rules.") },
  { "Size of the soldiers", N_("All of one size, infantry nearly two inches tall"), VT_SECTION_DERIVED,
    N_("Footprints derived from the figure's size (see README).") },
  { "Part V boxes", N_("Boxed troops and cavalry scouts; treble moves at a distance"), VT_SECTION_DERIVED,
    N_("Unit type box (moved as infantry, half as long again on a road; derived) and option "
    "move-multiple; sight shows a box as troops until a cavalry scout is within ten feet. "
    "Action open-box stands its men out where it stood (the contents as the umpire gives them, "
    "else its strength in infantry-men: derived); action box returns troops with no enemy within "
    "twenty feet to a new box.") },
  { "Part V supply", N_("A waggon per fifty men within six moves; a cart within two moves of a gun"), VT_SECTION_IMPLEMENTED,
    N_("Action waggons; with the option ammunition-carts gun-fire looks for a cart within two of its "
    "moves and refuses a gun without one.") },
  { "Part V railway", N_("Trains at four or five times the cavalry rate"), VT_SECTION_MISSING,
    N_("Wells says he never tried it; no rule is given to implement.") },
  { "Appendix shells", N_("Shells: half the men within three inches"), VT_SECTION_IMPLEMENTED,
    N_("Action shell; 'one more than half' of an odd number read as the half rounded up (derived). "
    "Which men lie within three inches, and behind a wall, is the umpire's.") },
  { "Appendix rifle fire", N_("A shot for every five infantry-men who do not move"), VT_SECTION_IMPLEMENTED,
    N_("Action rifle-fire.") },
  { "Appendix General", N_("The General, a cavalry soldier"), VT_SECTION_IMPLEMENTED,
    N_("Unit type general; his disablement by shell (three moves) is a condition set by shell.") },
  { "Appendix moves", N_("The Kriegspiel moves, roads and contours"), VT_SECTION_IMPLEMENTED,
    N_("With the option kriegspiel: table kriegspiel-moves, half as much again on a road, "
    "contours uphill and downhill (action contours).") },
  { "Appendix formations", N_("Times to change formation, ford, embark, limber"), VT_SECTION_IMPLEMENTED,
    N_("Table kriegspiel-times, read by action manoeuvre.") },
  { "Appendix fire and move", N_("No arm fires and moves in one move"), VT_SECTION_IMPLEMENTED,
    N_("rifle-fire and gun-fire refuse a body that moved this move (journal).") },
  { "Appendix supply", N_("Supply every six moves, its rounding, isolation and failure"), VT_SECTION_IMPLEMENTED,
    N_("Action supply (forty-six and forty-four infantry are its test).") },
  { "Appendix destructions", N_("Destructions, repairs and mines and their times"), VT_SECTION_IMPLEMENTED,
    N_("Table kriegspiel-times, read by action manoeuvre; the notice to the umpire is a sealed "
    "note on the message board.") },
  { "Appendix constructions", N_("Entrenchments and epaulements"), VT_SECTION_IMPLEMENTED,
    N_("Action manoeuvre (entrenchment: two men an inch, four moves).") },
  { "Appendix cavalry charging", N_("Every charging rule with its distances and downhill multipliers"), VT_SECTION_IMPLEMENTED,
    N_("Action cavalry-charge (table cavalry-charge). Derived: a charge from exactly two feet or one "
    "foot counts with the nearer band, more than three contours as three, the charger's downhill "
    "losses divided back, the artillery bands; pursuit and retreat are the umpire's.") },
  { "Appendix railways", N_("Toy railway trains, eight feet a move"), VT_SECTION_MISSING,
    N_("The appendix leaves entraining and detraining to be worked out; nothing to implement.") },
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
  { "back-line", N_("Back line"), VT_GEOMETRY_POLYLINE, { 0.85, 0.80, 0.70 }, { 0.45, 0.30, 0.15 },
    1.0, VT_PATTERN_NONE,
    N_("A side's back line (The Move 2): the men are put down along it, prisoners are rearmed "
    "there, and the Blow at the Rear is struck on it. Its attribute side says whose it is."),
    0, 0, 0 },
  { "middle-line", N_("Middle line (the curtain)"), VT_GEOMETRY_POLYLINE, { 0.90, 0.90, 0.90 }, { 0.50, 0.50, 0.50 },
    0.5, VT_PATTERN_NONE,
    N_("Where the curtain hangs while the men are put down (The Move 2); the Defensive Game keeps "
    "the defender a move off it (Varieties 3)."),
    0, 0, 0 },
  { "house", N_("House or shed (a solid block)"), VT_GEOMETRY_POLYGON, { 0.80, 0.55, 0.45 }, { 0.45, 0.25, 0.20 },
    0, VT_PATTERN_HATCH,
    N_("Solid lumps of bricks, not hollow: no soldier can be put inside (Part I)."),
    0, 4.0, 0 },
  { "wood", N_("Wood (little trees)"), VT_GEOMETRY_POLYGON, { 0.55, 0.72, 0.45 }, { 0.25, 0.45, 0.20 },
    0, VT_PATTERN_TREES,
    N_("Little trees bored into the boards (Part I; the Appendix's blocks are bored the same way)."),
    0, 5.0, 2.0 },
  { "tree", N_("Tree"), VT_GEOMETRY_POINT, { 0.30, 0.55, 0.25 }, { 0.15, 0.35, 0.10 },
    1.5, VT_PATTERN_NONE, N_("One little tree."), 0, 5.0, 0 },
  { "hill", N_("Hill"), VT_GEOMETRY_POLYGON, { 0.85, 0.78, 0.60 }, { 0.55, 0.45, 0.30 },
    0, VT_PATTERN_CONTOUR,
    N_("Boards over books, or the Kriegspiel's blocks; the attribute contours counts the "
    "Kriegspiel's contours (Appendix, the moves)."),
    3.0, 0, 0 },
  { "wall", N_("Wall (card)"), VT_GEOMETRY_POLYLINE, { 0.75, 0.70, 0.65 }, { 0.40, 0.35, 0.30 },
    0.5, VT_PATTERN_NONE, N_("Paper and cardboard walls (Part I); a shell does not reach past one (Appendix)."),
    0, 1.0, 0 },
  { "entrenchment", N_("Entrenchment"), VT_GEOMETRY_POLYLINE, { 0.60, 0.50, 0.35 }, { 0.35, 0.25, 0.15 },
    0.5, VT_PATTERN_NONE,
    N_("Strips of wood two inches high (Appendix, constructions); a shell does not reach past one."),
    0, 2.0, 0 },
  { "epaulement", N_("Epaulement for a gun"), VT_GEOMETRY_POLYLINE, { 0.60, 0.50, 0.35 }, { 0.35, 0.25, 0.15 },
    1.0, VT_PATTERN_NONE, N_("Built by six men in four moves (Appendix, constructions)."), 0, 2.0, 0 },
  { "road", N_("High road"), VT_GEOMETRY_POLYLINE, { 0.92, 0.88, 0.75 }, { 0.60, 0.55, 0.40 },
    2.0, VT_PATTERN_NONE,
    N_("Boxes and waggons move half as long again on it (Part V); in the Kriegspiel, troops in "
    "twos or fours (Appendix, the moves)."),
    0, 0, 0 },
  { "river", N_("River"), VT_GEOMETRY_POLYLINE, { 0.55, 0.70, 0.90 }, { 0.25, 0.40, 0.70 },
    3.0, VT_PATTERN_NONE,
    N_("Crossed only at fords and bridges (Part I: rivers without frequent fords and bridges "
    "stop an advance; derived reading)."),
    0, 0, 0 },
  { "ford", N_("Ford"), VT_GEOMETRY_POLYLINE, { 0.70, 0.80, 0.90 }, { 0.35, 0.45, 0.65 },
    2.0, VT_PATTERN_NONE, N_("A place to cross a river; in the Kriegspiel it costs a move (Appendix)."),
    0, 0, 0 },
  { "bridge", N_("Bridge (card)"), VT_GEOMETRY_POLYLINE, { 0.70, 0.60, 0.50 }, { 0.40, 0.30, 0.25 },
    2.0, VT_PATTERN_NONE, N_("Card bridges (Part I)."), 0, 0, 0 },
  { "railway", N_("Railway (toy rails)"), VT_GEOMETRY_POLYLINE, { 0.50, 0.50, 0.50 }, { 0.20, 0.20, 0.20 },
    1.0, VT_PATTERN_NONE, N_("Part V and the Appendix name railways but give no rule for trains: the umpire rules on them (see README)."), 0, 0, 0 },
  { "supply-depot", N_("Supply depot"), VT_GEOMETRY_POINT, { 0.80, 0.75, 0.40 }, { 0.45, 0.40, 0.15 },
    2.0, VT_PATTERN_NONE, N_("One man burns it in two moves (Appendix, destructions)."), 0, 1.0, 0 },
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
static const char * const side_labels[] = { N_("The First Player's"), N_("The Second Player's"), NULL };

static const VtFeatureAttribute feature_attributes[] = {
  { { "side", N_("Whose back line"), VT_PARAM_CHOICE, 0, 0, side_choices, FALSE,
      N_("The scenario's first side is the First Player (The Move 2)."), side_labels },
    back_line_kinds, NULL, NULL },
  { { "contours", N_("Contours"), VT_PARAM_INTEGER, 0, 12, NULL, TRUE,
      N_("Contours from its foot to its top (Appendix, the moves: uphill one contour counts as a "
      "foot; four contours to a foot vertical stop wheels without a road).") },
    hill_kinds, "contours", "1" },
  { { "height", N_("Height"), VT_PARAM_NUMBER, 0, 48, NULL, TRUE,
      N_("How high it stands for sight, in inches (derived: books under a board, three).") },
    hill_kinds, "inches", "3" },
};

/* A foot: an infantry-man's move (Mobility I), so a designer lays the
 * Country in moves; derived, Wells gives no grid. */
static const VtEditorInfo editor_info = {
  feature_attributes, G_N_ELEMENTS (feature_attributes),
  12.0, N_("a foot (12 inches), an infantry-man's move (derived)"),
};

const VtEditorInfo *
lw13_catalogue_get_editor_info (void)
{
  return &editor_info;
}

/* ---- the pieces -------------------------------------------------------- */

static const VtFormation formations[] = {
  { "as-placed", N_("As placed"), N_("Little Wars knows no formations: the men stand as the player puts them.") },
  { "two-ranks", N_("Two ranks"), N_("Kriegspiel: close order (Appendix, cavalry charging).") },
  { "fours", N_("In fours"), N_("Kriegspiel: on a road, half as much again (Appendix, the moves).") },
  { "twos", N_("In twos"), N_("Kriegspiel: on a road, half as much again (Appendix, the moves).") },
  { "extension", N_("Extended order"), N_("Kriegspiel: extension (Appendix, infantry).") },
  { "dismounted", N_("Dismounted"), N_("Kriegspiel: charged, it counts as infantry in extended order (Appendix).") },
  { "pointed", N_("Pointing as last fired"), N_("After firing: left pointing in the direction of its last shot (Mobility IV).") },
  { "trail-forward", N_("Trail forward"), N_("After moving: trail forward, muzzle back the way it came (Mobility IV).") },
  { "boxed", N_("Lid on"), N_("Part V: moved as a unit, its contents unknown to the other side.") },
};

const VtFormation *
lw13_catalogue_get_formations (guint *n_formations)
{
  *n_formations = G_N_ELEMENTS (formations);
  return formations;
}

static const char * const infantry_formations[] = { "as-placed", "two-ranks", "fours", "twos", "extension", NULL };
static const char * const cavalry_formations[] = { "as-placed", "two-ranks", "fours", "twos", "dismounted", NULL };
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
  { LW13_INFANTRY, N_("Infantry-men"), "infantry", N_("men"), 20, 11.0, 2.2, infantry_formations,
    N_("A body of infantry figures; moves a foot (Mobility I).") },
  { LW13_CAVALRY, N_("Cavalry-men"), "cavalry", N_("men"), 12, 7.0, 4.5, cavalry_formations,
    N_("A body of cavalry figures; moves two feet (Mobility II).") },
  { LW13_NAVAL_GUN, N_("4.7 naval gun"), "artillery", N_("guns"), 1, 3.0, 6.0, gun_formations,
    N_("A spring gun firing wooden bolts; in action with four men of its side within six inches "
    "(Mobility III).") },
  { LW13_FIELD_GUN, N_("Field gun"), "artillery", N_("guns"), 1, 2.5, 5.0, gun_formations,
    N_("The lighter gun of Composition's 'a field gun on either side'.") },
  { LW13_BOX, N_("Box of soldiers"), "other", N_("men"), 20, 8.0, 5.0, box_formations,
    N_("Part V: soldiers in their box with the lid on, moved as a unit; the other side does not "
    "know what is in it.") },
  { LW13_GENERAL, N_("The General"), "other", N_("men"), 1, 1.0, 2.0, single_formations,
    N_("Kriegspiel: the supreme command, represented by a cavalry soldier (Appendix).") },
  { LW13_SUPPLY_WAGGON, N_("Army Service waggon"), "train", N_("waggons"), 1, 2.0, 5.0, single_formations,
    N_("Part V: one for every fifty men within six moves.") },
  { LW13_AMMUNITION_CART, N_("Ammunition cart"), "train", N_("carts"), 1, 2.0, 4.0, single_formations,
    N_("Part V: one within two moves of a gun before it can fire.") },
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
  { "guns-first", N_("Guns"), N_("Guns first: the First Player's guns move or fire (The Move 5)."),
    N_("Guns of %s"), 1 },
  { "men-first", N_("Men"), N_("The First Player moves his men (Mobility I-II)."), N_("Men of %s"), 1 },
  { "melee-first", N_("Melees"), N_("The melees of the First Player's move, adjudged in the interval (Melee 3)."),
    N_("Melees after %s's move"), 1 },
  { "guns-second", N_("Guns"), N_("Guns first: the Second Player's guns move or fire (The Move 5)."),
    N_("Guns of %s"), 2 },
  { "men-second", N_("Men"), N_("The Second Player moves his men."), N_("Men of %s"), 2 },
  { "melee-second", N_("Melees"), N_("The melees of the Second Player's move."), N_("Melees after %s's move"), 2 },
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
  N_("Fight to the Finish"), N_("Blow at the Rear"), N_("The Defensive Game"), NULL
};

static const VtActionParam options[] = {
  { LW13_OPTION_GAME, N_("Game"), VT_PARAM_CHOICE, 0, 0, game_choices, TRUE,
    N_("Which of the Varieties of the Battle-Game is played; unset: Fight to the Finish."), game_labels },
  { LW13_OPTION_KRIEGSPIEL, N_("Kriegspiel (the Appendix)"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Wells and Sykes's Kriegspiel: its moves (infantry a foot, cavalry three feet, roads and "
    "contours), and no arm fires and moves in one move.") },
  { LW13_OPTION_MULTIPLE, N_("Moves at a distance"), VT_PARAM_INTEGER, 1, 3, NULL, TRUE,
    N_("Part V: on a big floor, double or treble moves until the troops are within fifteen or "
    "twelve or ten feet; 1: the ordinary moves.") },
  { "interval", N_("Interval (minutes)"), VT_PARAM_INTEGER, 4, 5, NULL, TRUE,
    N_("The Move 3: the interval between moves must not exceed five or four minutes, as agreed.") },
  { "ammunition-carts", N_("Ammunition carts"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Part V: a cart within two moves of a gun before it can be fired.") },
};

const VtActionParam *
lw13_catalogue_get_options (guint *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}
