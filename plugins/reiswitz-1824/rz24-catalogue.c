/* rz24-catalogue.c: the pieces, terrain kinds, phases, options and provenance of 1824
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paragraphs are those of the English digest in
 * ../shared/rules/reiswitz-1824-kriegsspiel-digest.txt, counted from its
 * first English paragraph (the German quotations are not counted); §21 is
 * "A closed infantry block is 75 x 125 paces…".
 */
#define G_LOG_DOMAIN "vt-rz24-catalogue"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain, which the core
 * translates (vt_ruleset_translate); _() the text built at run time, in the
 * same domain (rz24-i18n.h) */
#include "rz24-i18n.h"
#include <math.h>

#include "rz24-catalogue.h"
#include "rz24-ruleset.h"

/* §21, §22: the pieces, with the arm their losses are booked to. */
static const Rz24Piece pieces[] = {
  { "infantry-block", RZ24_KIND_INFANTRY, "closed-infantry", FALSE, NULL, 450 },
  { "jaeger-block", RZ24_KIND_INFANTRY, "closed-infantry", FALSE, NULL, 450 },
  { "pioneer-block", RZ24_KIND_INFANTRY, "closed-infantry", FALSE, NULL, 450 },
  { "skirmisher-strip", RZ24_KIND_SKIRMISHERS, "skirmishers", FALSE, NULL, 75 },
  { "cuirassier-squadron", RZ24_KIND_CAVALRY, "cavalry", TRUE, NULL, 150 },
  { "dragoon-squadron", RZ24_KIND_CAVALRY, "cavalry", TRUE, NULL, 150 },
  { "hussar-squadron", RZ24_KIND_CAVALRY, "cavalry", FALSE, NULL, 150 },
  { "uhlan-squadron", RZ24_KIND_CAVALRY, "cavalry", FALSE, NULL, 150 },
  { "battery-12pdr", RZ24_KIND_ARTILLERY, "artillery", FALSE, "12pdr", 4 },
  { "battery-6pdr-foot", RZ24_KIND_ARTILLERY, "artillery", FALSE, "6pdr-foot", 4 },
  { "battery-6pdr-horse", RZ24_KIND_ARTILLERY, "artillery", FALSE, "6pdr-horse", 4 },
  { "battery-7pdr-howitzer", RZ24_KIND_ARTILLERY, "artillery", FALSE, "7pdr-howitzer", 4 },
  { "ammunition-wagon", RZ24_KIND_TRAIN, "artillery", FALSE, NULL, 1 },
  { "detachment-25", RZ24_KIND_PION, "skirmishers", FALSE, NULL, 25 },
  { "detachment-10", RZ24_KIND_PION, "skirmishers", FALSE, NULL, 10 },
  { "single-man", RZ24_KIND_PION, "skirmishers", FALSE, NULL, 1 },
};

static const char * const unit_type_ids[] = {
  "infantry-block", "jaeger-block", "pioneer-block", "skirmisher-strip",
  "cuirassier-squadron", "dragoon-squadron", "hussar-squadron", "uhlan-squadron",
  "battery-12pdr", "battery-6pdr-foot", "battery-6pdr-horse", "battery-7pdr-howitzer",
  "ammunition-wagon", "detachment-25", "detachment-10", "single-man",
  NULL
};

/* §3: the formations the digest names; the first of each is the default. */
static const char * const infantry_formations[] = {
  "line", "section-column", "platoon-column", "closed-column", "brigade-mass", NULL
};
static const char * const skirmisher_formations[] = { "extended", NULL };
static const char * const cavalry_formations[] = {
  "line", "column-by-twos", "column-by-threes", "column-by-sixes", NULL
};
static const char * const artillery_formations[] = { "unlimbered", "limbered", NULL };
static const char * const column_formations[] = { "column", NULL };

static const VtFormation formations[] = {
  { "line", N_("Line"), N_("Deployed in line, the front as wide as the block.") },
  { "section-column", N_("Column of sections"), N_("Infantry in sections, the march column of field tracks and dykes (§3).") },
  { "platoon-column", N_("Column of platoons"), N_("Infantry in a column of platoons.") },
  { "closed-column", N_("Closed column"), N_("Infantry in a closed column.") },
  { "brigade-mass", N_("Brigade mass"), N_("Several battalions massed together.") },
  { "extended", N_("Extended order"), N_("Skirmishers spread out.") },
  { "column-by-twos", N_("Column by twos"), N_("Cavalry two abreast.") },
  { "column-by-threes", N_("Column by threes"), N_("Cavalry three abreast, the march column of field tracks and dykes (§3).") },
  { "column-by-sixes", N_("Column by sixes"), N_("Cavalry six abreast.") },
  { "unlimbered", N_("Unlimbered"), N_("Guns in action.") },
  { "limbered", N_("Limbered"), N_("Guns hooked up to march.") },
  { "column", N_("Column"), N_("In file, as pions and wagons march.") },
};

const char * const rz24_gun_ids[] = { "12pdr", "6pdr-foot", "6pdr-horse", "7pdr-howitzer", NULL };
const char * const rz24_gun_labels[] = {
  N_("12-pounder"), N_("6-pounder foot"), N_("6-pounder horse"), N_("7-pounder howitzer"), NULL
};

static const char * const all_formations[] = {
  "line", "section-column", "platoon-column", "closed-column", "brigade-mass",
  "extended", "column-by-twos", "column-by-threes", "column-by-sixes",
  "unlimbered", "limbered", "column",
  NULL
};

/* Footprints by kind and formation, in paces, frontage × depth. Only the
 * closed infantry block in line is the digest's (§21: 75 × 125, read as 125
 * along the front and 75 deep, the block laid long side to the enemy as a
 * half battalion's 150 files stand); the rest is derived from men, horses
 * and guns per rank and file, see README.md "Derived numbers". */
typedef struct {
  Rz24Kind    kind;
  const char *unit_type; /* NULL: every type of the kind */
  const char *formation;
  double      frontage;
  double      depth;
} Footprint;

static const Footprint footprints[] = {
  { RZ24_KIND_INFANTRY, NULL, "line", 125.0, 75.0 },
  /* a section of about 6 files; an open column is as deep as its line is long */
  { RZ24_KIND_INFANTRY, NULL, "section-column", 5.0, 125.0 },
  /* a Zug is a quarter of the half battalion's front */
  { RZ24_KIND_INFANTRY, NULL, "platoon-column", 31.25, 125.0 },
  /* two divisions closed up within the block's own depth */
  { RZ24_KIND_INFANTRY, NULL, "closed-column", 62.5, 75.0 },
  /* a half battalion's share of a brigade mass is its closed column */
  { RZ24_KIND_INFANTRY, NULL, "brigade-mass", 62.5, 75.0 },
  /* 75 men in pairs about four paces apart */
  { RZ24_KIND_SKIRMISHERS, NULL, "extended", 150.0, 10.0 },
  /* 75 files of two ranks at a pace a file; rows of horses 4 paces long */
  { RZ24_KIND_CAVALRY, NULL, "line", 75.0, 20.0 },
  { RZ24_KIND_CAVALRY, NULL, "column-by-twos", 2.0, 300.0 },
  { RZ24_KIND_CAVALRY, NULL, "column-by-threes", 3.0, 200.0 },
  { RZ24_KIND_CAVALRY, NULL, "column-by-sixes", 6.0, 100.0 },
  /* four guns at 20-pace intervals, limbers behind; limbered: one gun at a time */
  { RZ24_KIND_ARTILLERY, NULL, "unlimbered", 80.0, 30.0 },
  { RZ24_KIND_ARTILLERY, NULL, "limbered", 3.0, 80.0 },
  { RZ24_KIND_TRAIN, NULL, "column", 3.0, 20.0 },
  { RZ24_KIND_PION, "detachment-25", "column", 8.0, 5.0 },
  { RZ24_KIND_PION, "detachment-10", "column", 4.0, 4.0 },
  { RZ24_KIND_PION, "single-man", "column", 1.0, 1.0 },
};

static const VtUnitType unit_types[] = {
  { "infantry-block", N_("Closed infantry block"), "infantry", N_("muskets"), 450,
    125.0, 75.0, infantry_formations,
    N_("Half a battalion or two companies, 450 muskets; the block is 75 × 125 paces (§21).") },
  { "jaeger-block", N_("Jäger or fusilier block"), "infantry", N_("muskets"), 450,
    125.0, 75.0, infantry_formations,
    N_("Jäger or fusiliers as a closed block, the same half battalion as the infantry block (§22).") },
  { "pioneer-block", N_("Pioneer block"), "infantry", N_("muskets"), 450,
    125.0, 75.0, infantry_formations,
    N_("Pioneers (§22); they build the bridges and demolitions. Strength as an infantry block (derived).") },
  { "skirmisher-strip", N_("Skirmisher strip"), "infantry", N_("muskets"), 75,
    150.0, 10.0, skirmisher_formations,
    N_("A skirmisher platoon, four per battalion (§21); 75 men, derived from §16: "
    "15 Points of closed infantry, 5 men each, make a strip.") },
  { "cuirassier-squadron", N_("Cuirassier squadron"), "cavalry", N_("horses"), 150,
    75.0, 20.0, cavalry_formations, N_("Heavy cavalry, a squadron of 150 horses (§21, §22).") },
  { "dragoon-squadron", N_("Dragoon squadron"), "cavalry", N_("horses"), 150,
    75.0, 20.0, cavalry_formations, N_("Heavy cavalry, a squadron of 150 horses (§21, §22).") },
  { "hussar-squadron", N_("Hussar squadron"), "cavalry", N_("horses"), 150,
    75.0, 20.0, cavalry_formations, N_("Light cavalry, a squadron of 150 horses (§21, §22).") },
  { "uhlan-squadron", N_("Uhlan squadron"), "cavalry", N_("horses"), 150,
    75.0, 20.0, cavalry_formations, N_("Light cavalry, a squadron of 150 horses (§21, §22).") },
  { "battery-12pdr", N_("12-pounder half battery"), "artillery", N_("guns"), 4,
    80.0, 30.0, artillery_formations,
    N_("Four 12-pounders, half a battery (§21); longer ranges, canister +1/4 (§22).") },
  { "battery-6pdr-foot", N_("6-pounder foot half battery"), "artillery", N_("guns"), 4,
    80.0, 30.0, artillery_formations, N_("Four 6-pounders, half a foot battery (§21, §22).") },
  { "battery-6pdr-horse", N_("6-pounder horse half battery"), "artillery", N_("guns"), 4,
    80.0, 30.0, artillery_formations,
    N_("Four 6-pounders, half a horse battery (§21, §22); moves with the cavalry.") },
  { "battery-7pdr-howitzer", N_("7-pounder howitzer half battery"), "artillery", N_("guns"), 4,
    80.0, 30.0, artillery_formations,
    N_("Four 7-pounder howitzers (§21, §22); 50 Züge of fire with ordinary ammunition (§9).") },
  { "ammunition-wagon", N_("Ammunition wagon"), "train", N_("wagons"), 1,
    3.0, 20.0, column_formations,
    N_("An ammunition wagon block, placed 1000–1500 paces behind the first two lines (§9, §21).") },
  { "detachment-25", N_("Detachment of 25"), "infantry", N_("men"), 25,
    8.0, 5.0, column_formations, N_("A pion: patrol, post or detachment of 25 men (§21).") },
  { "detachment-10", N_("Detachment of 10"), "infantry", N_("men"), 10,
    4.0, 4.0, column_formations, N_("A pion: patrol or post of 10 men (§21).") },
  { "single-man", N_("Single man"), "infantry", N_("men"), 1,
    1.0, 1.0, column_formations, N_("A pion: an orderly, a vedette, a single man (§21).") },
};

/* A printed plan: tan roads, green woods with trees, grey-green marsh,
 * brick-hatched villages, brown hills with contours, blue water. */
static const VtTerrainKind terrain_kinds[] = {
  { "road", N_("Road"), VT_GEOMETRY_POLYLINE,
    { 0.85, 0.72, 0.50 }, { 0.55, 0.40, 0.22 }, 12.0, VT_PATTERN_NONE,
    N_("A high road; columns up to its width (attribute \"width\", default 12 paces) march at the road rate (§3, §34).") },
  { "field-track", N_("Field track"), VT_GEOMETRY_POLYLINE,
    { 0.90, 0.82, 0.64 }, { 0.62, 0.50, 0.32 }, 5.0, VT_PATTERN_NONE,
    N_("A small field track: infantry only in sections, cavalry by threes, artillery one gun (§3).") },
  { "river", N_("River"), VT_GEOMETRY_POLYLINE,
    { 0.52, 0.70, 0.90 }, { 0.18, 0.38, 0.68 }, 60.0, VT_PATTERN_NONE,
    N_("Impassable but at a bridge or ford; the attribute \"width\" gives its width in paces (§66 counts rivers over 50 paces).") },
  { "stream", N_("Stream"), VT_GEOMETRY_POLYLINE,
    { 0.60, 0.76, 0.92 }, { 0.25, 0.45, 0.72 }, 8.0, VT_PATTERN_NONE,
    N_("A brook that can be waded at the marsh rate (derived).") },
  { "bridge", N_("Bridge"), VT_GEOMETRY_POLYLINE,
    { 0.62, 0.52, 0.40 }, { 0.25, 0.20, 0.15 }, 8.0, VT_PATTERN_NONE,
    N_("Carries a column of its width over the water (§3); default 8 paces.") },
  { "ford", N_("Ford"), VT_GEOMETRY_POLYLINE,
    { 0.70, 0.82, 0.92 }, { 0.30, 0.45, 0.65 }, 10.0, VT_PATTERN_NONE,
    N_("Wadeable crossing of its width at the marsh rate (derived); can be blocked in 2 hours (§29).") },
  { "wood-light", N_("Light wood"), VT_GEOMETRY_POLYGON,
    { 0.76, 0.87, 0.66 }, { 0.35, 0.55, 0.30 }, 0.0, VT_PATTERN_TREES,
    N_("Open wood (§34 column \"wood-light\")."),
    /* derived: trees of 30 feet; a block's depth (75) in from the edge is seen */ 0.0, 15.0, 75.0 },
  { "wood-dense", N_("Dense wood"), VT_GEOMETRY_POLYGON,
    { 0.50, 0.70, 0.44 }, { 0.18, 0.38, 0.16 }, 0.0, VT_PATTERN_TREES,
    N_("Thick wood (§34 column \"wood-dense\"); guns only on its roads."),
    /* derived: trees of 40 feet; seen only 40 paces into it */ 0.0, 20.0, 40.0 },
  { "marsh", N_("Marsh"), VT_GEOMETRY_POLYGON,
    { 0.72, 0.78, 0.68 }, { 0.45, 0.52, 0.42 }, 0.0, VT_PATTERN_MARSH,
    N_("Wet meadow and bog (§34 column \"marsh\"); gives artillery the poor die (§10).") },
  { "enclosures", N_("Enclosures"), VT_GEOMETRY_POLYGON,
    { 0.90, 0.88, 0.74 }, { 0.55, 0.52, 0.35 }, 0.0, VT_PATTERN_HATCH,
    N_("Gardens and hedged fields (§34 column \"enclosures\").") },
  { "village", N_("Village"), VT_GEOMETRY_POLYGON,
    { 0.84, 0.56, 0.46 }, { 0.55, 0.22, 0.15 }, 0.0, VT_PATTERN_HATCH,
    N_("Houses and gardens: moved through as enclosures (derived); cover for infantry holding its edge (§10)."),
    /* derived: houses of 20 feet; seen 40 paces in (the edge held, §10) */ 0.0, 10.0, 40.0 },
  { "hill", N_("Hill"), VT_GEOMETRY_POLYGON,
    { 0.92, 0.85, 0.70 }, { 0.55, 0.38, 0.20 }, 0.0, VT_PATTERN_CONTOUR,
    N_("A height; attribute \"slope\" = 5-10, 10-15, 15-25 or 25-35 degrees picks the §34 column (unset: 5-10)."),
    /* 1812 Section III §8: the lowest class, 50 feet = 25 paces (a pace is 2 feet, 1812 Section VI §1); a feature's "height" gives 75 or 150 for the higher classes */ 25.0, 0.0, 0.0 },
  { "wall", N_("Wall"), VT_GEOMETRY_POLYLINE,
    { 0.55, 0.50, 0.48 }, { 0.25, 0.22, 0.20 }, 3.0, VT_PATTERN_NONE,
    N_("Town or churchyard wall; crossed as enclosures, cover when held (§10, §66)."),
    /* derived: a wall of 4 feet; one sees over it standing */ 0.0, 2.0, 0.0 },
  { "hedge", N_("Hedge"), VT_GEOMETRY_POLYLINE,
    { 0.42, 0.60, 0.34 }, { 0.22, 0.38, 0.18 }, 4.0, VT_PATTERN_NONE,
    N_("Crossed as enclosures; gives artillery the poor die (§10)."),
    /* derived: a hedge of 6 feet hides troops behind it */ 0.0, 3.0, 0.0 },
  { "dyke", N_("Dyke"), VT_GEOMETRY_POLYLINE,
    { 0.74, 0.66, 0.50 }, { 0.45, 0.38, 0.28 }, 5.0, VT_PATTERN_NONE,
    N_("A dam: marched along like a field track (§3), crossed as enclosures, cover when held (§10).") },
  { "field-works", N_("Field works"), VT_GEOMETRY_POLYLINE,
    { 0.66, 0.56, 0.44 }, { 0.35, 0.28, 0.20 }, 8.0, VT_PATTERN_NONE,
    N_("Entrenchments; 1 battalion per 300–400 paces holds them (§66)."),
    /* derived: a parapet of 4 feet */ 0.0, 2.0, 0.0 },
  { "church", N_("Church"), VT_GEOMETRY_POINT,
    { 0.30, 0.25, 0.22 }, { 0.0, 0.0, 0.0 }, 0.0, VT_PATTERN_NONE, N_("A landmark.") },
  { "mill", N_("Mill"), VT_GEOMETRY_POINT,
    { 0.40, 0.30, 0.25 }, { 0.0, 0.0, 0.0 }, 0.0, VT_PATTERN_NONE, N_("A landmark.") },
};

/* How an OpenStreetMap extract becomes 1824 terrain. The mapping is
 * derived: OpenStreetMap does not say how dense a wood is (light, the
 * commoner; the designer makes it dense where the plan shows it), and 1824
 * has no lakes or railways, which are left out. A bridged or forded
 * stretch of road is the crossing itself (§3). First match wins. */
static const VtOsmTag osm_tags[] = {
  { "bridge", NULL, "bridge" },
  { "ford", NULL, "ford" },
  { "amenity", "place_of_worship", "church" },
  { "building", "church", "church" },
  { "building", "chapel", "church" },
  { "man_made", "windmill", "mill" },
  { "man_made", "watermill", "mill" },
  { "highway", "track", "field-track" },
  { "highway", "path", "field-track" },
  { "highway", "footway", "field-track" },
  { "highway", "bridleway", "field-track" },
  { "highway", NULL, "road" },
  { "waterway", "river", "river" },
  { "waterway", "canal", "river" },
  { "waterway", "stream", "stream" },
  { "waterway", "brook", "stream" },
  { "waterway", "ditch", "stream" },
  { "landuse", "forest", "wood-light" },
  { "natural", "wood", "wood-light" },
  { "natural", "wetland", "marsh" },
  { "landuse", "residential", "village" },
  { "landuse", "farmyard", "village" },
  { "place", "village", "village" },
  { "building", NULL, "village" },
  { "landuse", "orchard", "enclosures" },
  { "landuse", "allotments", "enclosures" },
  { "barrier", "hedge", "hedge" },
  { "barrier", "wall", "wall" },
  { "man_made", "dyke", "dyke" },
};

/* What the editor's properties panel offers, as the rules read them. */
static const char * const width_kinds_road[] = { "road", NULL };
static const char * const width_kinds_river[] = { "river", NULL };
static const char * const width_kinds_bridge[] = { "bridge", NULL };
static const char * const width_kinds_ford[] = { "ford", NULL };
static const char * const hill_kinds[] = { "hill", NULL };
static const char * const village_kinds[] = { "village", NULL };
static const char * const dyke_kinds[] = { "dyke", NULL };
static const char * const slopes[] = { "5-10", "10-15", "15-25", "25-35", NULL };
static const char * const slope_labels[] = {
  N_("5–10°"), N_("10–15°"), N_("15–25°"), N_("25–35°"), NULL
};
/* 1812 Section III §8's three heights, 50, 150 and 300 feet, in paces of two feet */
static const char * const heights[] = { "25", "75", "150", NULL };
static const char * const height_labels[] = {
  N_("a: 50 feet (25 paces)"), N_("b: 150 feet (75 paces)"), N_("c: 300 feet (150 paces)"), NULL
};

static const VtFeatureAttribute feature_attributes[] = {
  { { "width", N_("Width"), VT_PARAM_NUMBER, 1, 2000, NULL, TRUE,
      N_("How wide a column marches at the road rate (§3).") },
    width_kinds_road, "paces", "12" },
  { { "width", N_("Width"), VT_PARAM_NUMBER, 1, 2000, NULL, TRUE,
      N_("Rivers over 50 paces change the attack across them (§66).") },
    width_kinds_river, "paces", NULL },
  { { "width", N_("Width"), VT_PARAM_NUMBER, 1, 500, NULL, TRUE,
      N_("The column the bridge carries (§3).") },
    width_kinds_bridge, "paces", "8" },
  { { "width", N_("Width"), VT_PARAM_NUMBER, 1, 500, NULL, TRUE,
      N_("The column that wades the ford (derived).") },
    width_kinds_ford, "paces", "10" },
  { { "slope", N_("Slope"), VT_PARAM_CHOICE, 0, 0, slopes, TRUE,
      N_("Picks the hill's column of the march table (§34)."), slope_labels },
    hill_kinds, NULL, "5-10" },
  { { "height", N_("Height"), VT_PARAM_CHOICE, 0, 0, heights, TRUE,
      N_("How high the ground stands for sight: 1812's three classes (Section III §8; derived for 1824)."),
      height_labels },
    hill_kinds, "paces", "25" },
  { { "fortified", N_("Fortified"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
      N_("A village prepared for defence fights as a fortified one (§66).") },
    village_kinds, NULL, NULL },
  { { "high", N_("High dyke"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
      N_("A high dyke covers the troops behind it (§10).") },
    dyke_kinds, NULL, NULL },
};

/* The digest lays out no tokens; the grid is derived from its fire tables,
 * which count in bands of 100 paces (§10). */
static const VtEditorInfo editor_info = {
  feature_attributes, G_N_ELEMENTS (feature_attributes),
  100.0, "100 paces (derived: the fire tables' bands)",
};

const VtEditorInfo *
rz24_catalogue_get_editor_info (void)
{
  return &editor_info;
}

const VtOsmTag *
rz24_catalogue_get_osm_tags (guint *n_tags)
{
  *n_tags = G_N_ELEMENTS (osm_tags);
  return osm_tags;
}

/* §27, in the digest's order. */
static const VtPhase phases[] = {
  { "movement", N_("Movement"),
    N_("Both sides move at once, each block at most what it covers in 2 minutes (§27).") },
  { "fire-first", N_("Fire of one side"),
    N_("The effect of the first side's fire is assessed (§27). The digest does not say "
    "which side is first; the scenario's first side is named here."),
    /* TRANSLATORS: the phase named with the side, as the scenario calls it
     * ("Fire of Rot"); %s is the only place holder */
    N_("Fire of %s"), 1 },
  { "fire-second", N_("Fire of the other side"),
    N_("Then the other side's fire (§27)."), N_("Fire of %s"), 2 },
  { "close-combat", N_("Close combat"),
    N_("Attacks with the cold steel are decided (§27).") },
  { "losses", N_("Losses applied"),
    N_("Losses applied by exchanging or removing blocks (§15, §27).") },
};

static const VtActionParam options[] = {
  { "night", N_("Night"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Night (§20): troops only within the horizon, infantry fire die I halved, "
    "artillery to 600 paces in the open. Default: false.") },
  { "horizon", N_("Horizon"), VT_PARAM_INTEGER, 0, 20000, NULL, TRUE,
    N_("How far one sees, in paces, as the umpire sets it (§20); 0 = daylight, no limit "
    "beyond the derived daylight sight. Default: 0.") },
  { "weather", N_("Weather and ground"), VT_PARAM_NUMBER, 0.5, 1.0, NULL, TRUE,
    N_("Long marches shortened for weather and ground per the General-Idee (§34): the route "
    "march and walk rates are multiplied by this factor. The digest gives no number; "
    "0.5 to 1 is the umpire's range (derived). Default: 1.") },
};

static const VtSection sections[] = {
  { "§1", N_("Announcing an attack"), VT_SECTION_IMPLEMENTED,
    N_("Close combat (rz24-combat): the defender declares stand, counter-advance or turn back "
    "(turning back declines the attack: no roll); the better die for cavalry within 400 paces "
    "forcing infantry to manoeuvre (cavalry-charge) or infantry catching a formation change "
    "within 200 paces (close-combat), checked against manoeuvre-distance. Moving up and "
    "announcing the attack is the umpire's play.") },
  { "§2", N_("Pursuit and retreat"), VT_SECTION_IMPLEMENTED,
    N_("Close combat (rz24-combat): victorious cavalry halts one Zug (condition halted), then "
    "pursues light 500, 900, 600 and heavy 400, 800, 600 paces in the three Züge that follow "
    "(our reading: the first at half the march distance, as the German says, then the charge, "
    "then the trot); beaten cavalry 2 Züge at the gallop then trot; infantry 250, or 500 "
    "downgraded; infantry following up inflicts half the loss again; terrain within 2 Züge of "
    "the retreat halts the pursuit; capture against obstacles (die derived). The retreat and "
    "the first pursuit Zug are march activities (rz24-march).") },
  { "§3", N_("Formations and road widths"), VT_SECTION_DERIVED,
    N_("Formations are the digest's. Only the infantry block's 75 × 125 is given; the other "
    "footprints are derived from men, horses and guns per rank and file. Field tracks and "
    "dykes take a column no wider than 5 paces (sections, cavalry by threes, one gun), as "
    "the digest says; the widths of high roads (12) and bridges (8) are derived. A column "
    "too wide for the road does not get the road rate; action road-column-check, which also "
    "takes gates and defiles (5 paces unless measured, derived). Deploying (head waits for "
    "the tail) is counted as the column's depth at the deploying rate: infantry 250, "
    "cavalry the trot, guns their first activity (derived).") },
  { "§4", N_("March scale"), VT_SECTION_IMPLEMENTED,
    N_("200 route march, 250 deploying and in action, 400 prolonge, 600 trot, 800 gallop and "
    "heavy charge, 900 light charge: the \"open\" column of table march-34. Cavalry walk "
    "(300, half the trot) and horse artillery trot and gallop are derived. Distances from the "
    "block's front: a straight move takes the front as far as the block; lines move by their "
    "flank blocks (action wheel: the moving flank's arc), columns by the head.") },
  { "§34", N_("March distances under various conditions"), VT_SECTION_DERIVED,
    N_("The digest names the table but gives no cells. Open ground is the march scale; every "
    "other cell is the march scale times a factor by arm (foot, horse, guns) and ground, "
    "derived from the march scale and the slope limits of the plans (see table march-34). "
    "The umpire may override any cell. Weather and ground shorten long marches by the "
    "option \"weather\".") },
  { "§6", N_("Couriers and deliberation"), VT_SECTION_IMPLEMENTED,
    N_("Action courier and the message delay: half as many Züge as minutes of deliberation "
    "(rounded up), plus transit at the gallop (800 a Zug, the march scale's) up to 2000 paces "
    "and 700 paces a Zug beyond. Local initiative is the umpire's. The same delay dates every "
    "order and report sent on the message board (vt_game_send_message): the courier rides "
    "the straight line between the two units.") },
  { "§7", N_("Surprise attacks"), VT_SECTION_IMPLEMENTED,
    N_("Überfall: each block counts double for 3 Züge if the victim fails a die I roll "
    "(rz24-combat); the attackers carry the condition surprise for the 3 Züge and close "
    "combat finds it. Action discovery: hidden troops found by the commander are placed at "
    "once, found by a patrol after its report has ridden (§6's courier): the report is a "
    "message, and when it arrives the troops are on the commander's board where the patrol "
    "saw them, reported by patrol.") },
  { "§7b", N_("Concealed columns on separate boards"), VT_SECTION_DERIVED,
    N_("Each side's board shows its own troops and only the enemy it could see: lines of sight "
    "over hills (25 paces, from 1812's 50 feet), woods and villages (heights and how far one "
    "sees into them derived), within the horizon; a column behind cover within 1000 paces "
    "shows as Truppen (derived). A hidden column carries the condition concealed and stays off "
    "the enemy's board until discovery finds it or the umpire reveals it; what a side saw last "
    "stays on its board, marked with when.") },
  /* TRANSLATORS: der Vertraute, the 1824 umpire, "the trusted one" */
  { "§8", N_("The Vertraute"), VT_SECTION_IMPLEMENTED,
    N_("The umpire's workstation itself: General-Idee and special ideas in the scenario, the "
    "dice rolled by the umpire, decisions journalled. Two umpires for large games is his "
    "arrangement.") },
  { "§9", N_("Ammunition"), VT_SECTION_IMPLEMENTED,
    N_("Action ammunition: a howitzer battery fires 50 Züge, counted from the journal's "
    "artillery fire (artillery-fire refuses the 51st); wagons 1000–1500 paces behind the first "
    "two lines. The digest limits no other battery.") },
  { "§10", N_("Cover"), VT_SECTION_IMPLEMENTED,
    N_("Fire (rz24-fire): covered skirmishers die II (a strip at a wood or village edge is "
    "covered); infantry holding wood edges, villages, walls or dykes suffers half from "
    "musketry and canister, reduced from ball and shell (3/4, derived); troops wholly behind "
    "200 paces of wood, a village or a high dyke (attribute high=yes) none, except from shell "
    "(1/2, derived); poor artillery die over marsh, hedges, slopes over 10°.") },
  { "§11", N_("Range bands"), VT_SECTION_DERIVED,
    N_("Fire (rz24-fire): 6- and 12-pounder bands, infantry to 400 rounded to the nearest 100, "
    "as the digest gives them; the howitzers' own bands are not in the digest and are derived "
    "(table of range bands).") },
  { "§12", N_("Players"), VT_SECTION_DERIVED,
    N_("Umpire guidance. Action players: one player a side for about 6 battalions, at least "
    "three from 24 (between: one per 8 battalions, derived); at most 4 persons move blocks. "
    "Action may-communicate: players over 1000 paces apart only via the umpire; on the "
    "message board talk and signals between units over 1000 paces apart are refused with "
    "the rule, orders and reports through the umpire go.") },
  { "§13", N_("End of the manoeuvre"), VT_SECTION_IMPLEMENTED,
    N_("There is no winning or losing: the ruleset keeps no score; the game ends by agreement "
    "and the critique follows.") },
  { "§14", N_("General-Idee and briefings"), VT_SECTION_IMPLEMENTED,
    N_("The scenario's General-Idee and each side's special idea. Intelligence classed as from "
    "patrols, spies or inhabitants, and intelligence planned to arrive in a given Zug "
    "(vt_game_schedule_intelligence), is a message the clock delivers.") },
  { "§15", N_("Block exchanges"), VT_SECTION_IMPLEMENTED,
    N_("Losses (rz24-losses): 1/6, 2/6 replacement blocks, removed at 3/6; the footprint of a "
    "weakened block shortens to 5/6 and 4/6 of its frontage (derived). Actions "
    "dissolve-skirmishers and draw-in-skirmishers: the same blocks show infantry dissolved "
    "into strips of 75 men, at most 2 a block (derived), returned when drawn in. Losses are "
    "spread evenly over the engaged units.") },
  { "§16", N_("Loss Points and thresholds"), VT_SECTION_IMPLEMENTED,
    N_("Losses (rz24-losses): Points per arm; the peg moves a piece only at its threshold: 15 "
    "closed infantry (a strip's 75 men, one block exchange), 60 skirmishers (the strip "
    "removed), 60 cavalry (the squadron removed), 25 artillery (2 guns). Losses are booked "
    "only to the units named as engaged; a second line sharing a retreat takes none.") },
  { "§17", N_("Fire dice"), VT_SECTION_DERIVED,
    N_("Fire (rz24-fire): dice I, II, III, V; the per-face loss numbers are not in the digest "
    "and are derived, labelled and overridable.") },
  { "§18", N_("Odds dice"), VT_SECTION_IMPLEMENTED,
    N_("Dice (rz24-dice) I 1:1 to V 4:1, blank faces rolled again; the die by force ratio "
    "(rz24-combat, bounds after I derived); the same dice decide the canister check, "
    "surprise, capture, village fires and breaching.") },
  { "§66", N_("Garrisons and obstacles"), VT_SECTION_DERIVED,
    N_("Combat (rz24-combat): garrison strength per 400–600 paces; the §66 cells are derived.") },
  { "§19b", N_("Village fires and breaching"), VT_SECTION_DERIVED,
    N_("Action fire-or-breach: howitzers fire villages, guns breach walls over set numbers of "
    "Züge, the odds dice deciding (digest). The Züge (3, 10) and dice (III, II) are derived "
    "(table fires-and-breaches).") },
  { "§20", N_("Night and horizon"), VT_SECTION_IMPLEMENTED,
    N_("Options night and horizon; sight is the horizon when set. At night infantry fires with "
    "die I halved, guns reach 600 paces unless enfilading a defile (rz24-fire), and every "
    "force beaten in close combat is T — except repulsed cavalry, which §24 says is never T. "
    "Without a horizon the sight is derived: 2000 paces by day, 600 at night.") },
  { "§21", N_("The pieces"), VT_SECTION_IMPLEMENTED,
    N_("Infantry blocks 75 × 125 paces of 450 muskets, squadrons of 150 horses, half batteries "
    "of 4 guns, ammunition wagons, skirmisher strips, pions of 25, 10 and single men; red "
    "and blue.") },
  { "§22", N_("Arms and gun types"), VT_SECTION_IMPLEMENTED,
    N_("Infantry, pioneers, jäger; cuirassiers, dragoons (heavy), hussars, uhlans (light); "
    "12-pounder, 6-pounder foot and horse, 7-pounder howitzer half batteries.") },
  { "§23", N_("Flank attacks and second lines"), VT_SECTION_IMPLEMENTED,
    N_("Close combat (rz24-combat): flank attackers count double when the flank attack is a "
    "surprise (flank attacks require it); the second lines' places measured from the map "
    "(cavalry 400-800, infantry 150-400, nearer: too close); a cavalry second line makes a "
    "first defeat only R and the line unflankable alone; an infantry second line a die "
    "better against a single line; a second line too close shares the retreat (condition "
    "retreating, no losses); routed troops passing through reserves a die worse.") },
  { "§24", N_("Cavalry against infantry"), VT_SECTION_IMPLEMENTED,
    N_("Action cavalry-charge (rz24-combat): the fixed dice (more than 4 squadrons on a column, "
    "and a line charged by 1, 2 or more than 4, derived); close-combat refuses cavalry "
    "charging closed infantry. Repulsed cavalry never T, beaten deployed infantry always T; "
    "a foot battery attacked in flank by one block (half a battalion) or a squadron is lost.") },
  /* TRANSLATORS: the three results of the odds dice by their letters (§25):
   * R forced to retreat, G beaten, T totally beaten; keep the letters, the
   * dice show them */
  { "§25", N_("R, G and T"), VT_SECTION_IMPLEMENTED,
    N_("Close combat (rz24-combat): recovery 2/3, 3/6, 5/10 Züge as unit conditions; blocks "
    "face down; victorious cavalry loses half.") },
  { "§26", N_("Canister preparation"), VT_SECTION_IMPLEMENTED,
    N_("Close combat (rz24-combat): die II each Zug; black withdraws, white stands; the target "
    "carries the condition prepared for the Zug and fights close combat a die worse.") },
  { "§27", N_("The Zug"), VT_SECTION_IMPLEMENTED,
    N_("2 minutes a Zug; phases movement, fire of one side, fire of the other, close combat, "
    "losses; several Züge at once while the forces are far apart.") },
  { "§28", N_("Dispositions"), VT_SECTION_IMPLEMENTED,
    N_("Written dispositions go to the umpire as notes in the journal; barricades and "
    "demolitions are the engineering actions.") },
  { "§29", N_("Engineering"), VT_SECTION_DERIVED,
    N_("Actions pontoon-bridge (10 Züge per 50 paces, 12 under ball fire, refused under canister), "
    "raft-bridge (15–30 Züge per 25 paces; 22.5 by default, the midpoint, derived), "
    "trestle-bridge (as pontoons once the equipment arrives), demolition (30 Züge, 90 timed), "
    "block-ford (60 Züge).") },
  { "§29b", N_("Embarkation, boats and swimming"), VT_SECTION_MISSING,
    N_("The digest says these are timed but gives no times; the umpire times them himself.") },
};

const VtUnitType *
rz24_catalogue_get_unit_types (guint *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

const VtTerrainKind *
rz24_catalogue_get_terrain_kinds (guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (terrain_kinds);
  return terrain_kinds;
}

const VtSection *
rz24_catalogue_get_sections (guint *n_sections)
{
  *n_sections = G_N_ELEMENTS (sections);
  return sections;
}

const VtPhase *
rz24_catalogue_get_phases (guint *n_phases)
{
  *n_phases = G_N_ELEMENTS (phases);
  return phases;
}

const VtActionParam *
rz24_catalogue_get_options (guint *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}

const VtFormation *
rz24_catalogue_get_formations (guint *n_formations)
{
  *n_formations = G_N_ELEMENTS (formations);
  return formations;
}

const char * const *
rz24_catalogue_get_all_formations (void)
{
  return all_formations;
}

const char * const *
rz24_catalogue_get_unit_type_ids (void)
{
  return unit_type_ids;
}

const Rz24Piece *
rz24_piece_for_unit_type (const char *unit_type)
{
  if (unit_type == NULL)
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    if (g_str_equal (pieces[i].unit_type, unit_type))
      return &pieces[i];

  return NULL;
}

const Rz24Piece *
rz24_piece_for_unit (VtUnit *unit)
{
  if (unit == NULL)
    return NULL;

  return rz24_piece_for_unit_type (vt_unit_get_unit_type (unit));
}

static const VtUnitType *
find_unit_type (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (g_str_equal (unit_types[i].id, id))
      return &unit_types[i];

  return NULL;
}

gboolean
rz24_catalogue_get_footprint (const char *unit_type,
                              const char *formation,
                              double     *frontage,
                              double     *depth)
{
  const Rz24Piece *piece = rz24_piece_for_unit_type (unit_type);
  const VtUnitType *type = unit_type != NULL ? find_unit_type (unit_type) : NULL;

  if (piece == NULL || type == NULL)
    return FALSE;

  if (formation == NULL)
    formation = type->formations[0];

  if (!g_strv_contains (type->formations, formation))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (footprints); i++)
    {
      const Footprint *footprint = &footprints[i];

      if (footprint->kind != piece->kind
          || !g_str_equal (footprint->formation, formation)
          || (footprint->unit_type != NULL && !g_str_equal (footprint->unit_type, unit_type)))
        continue;

      *frontage = footprint->frontage;
      *depth = footprint->depth;
      return TRUE;
    }

  g_assert_not_reached ();
}
