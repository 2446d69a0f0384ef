/* wc66-catalogue.c: the figures and their moves, in the text's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Rules of the Game of Battle" gives each figure its move and what it
 * takes; the numbers here are those of the rules, quoted beside each.
 */
#define G_LOG_DOMAIN "vt-wc66"

#include "config.h"

/* N_() marks the tables' words for the plugin's own domain; the core
 * translates them (vt_ruleset_translate) */
#include "wc66-i18n.h"
#include "wc66-catalogue.h"

/* The board is a level field; the river and the half-squares are drawn
 * by the kinds of their squares. A conjectural square (from the board's
 * symmetric completion, not from a number of the text) is tinted, so the
 * umpire sees the provenance on the board itself. */
static const VtTerrainKind terrain_kinds[] = {
  { "field", N_("Field"), VT_GEOMETRY_POLYGON,
    { 0.93, 0.90, 0.80 }, { 0.30, 0.30, 0.30 }, 0.0, VT_PATTERN_NONE,
    N_("A square of the level field, placed by the numbers of the text.") },
  { "field-conjectural", N_("Field (conjectural square)"), VT_GEOMETRY_POLYGON,
    { 0.88, 0.88, 0.88 }, { 0.30, 0.30, 0.30 }, 0.0, VT_PATTERN_NONE,
    N_("A square no number of the text places: it comes from completing the board "
    "symmetrically to 139 squares (a conjecture).") },
  { "ford", N_("Ford"), VT_GEOMETRY_POLYGON,
    { 0.55, 0.75, 0.95 }, { 0.15, 0.30, 0.65 }, 0.0, VT_PATTERN_NONE,
    N_("A ford of the river, entered only by its entrances (Plate 1).") },
  { "bridge", N_("Bridge"), VT_GEOMETRY_POLYGON,
    { 0.70, 0.55, 0.40 }, { 0.15, 0.30, 0.65 }, 0.0, VT_PATTERN_NONE,
    N_("The bridge over the river, entered only by its entrances (Plate 1).") },
  { "line-of-nine", N_("Line of nine (half-square)"), VT_GEOMETRY_POLYGON,
    { 0.80, 0.85, 0.75 }, { 0.30, 0.30, 0.30 }, 0.0, VT_PATTERN_NONE,
    N_("A half-square behind a back row, where the set-up's line of nine stands "
    "(the board's hypothesis); a figure leaves it and does not come back.") },
};

static const char * const standing[] = { "standing", NULL };

static const VtFormation formations[] = {
  { "standing", N_("On its square"), N_("A figure has no formation; it stands on its square.") },
};

/* One figure is one regiment or battery: strength 1, taken whole. */
static const VtUnitType unit_types[] = {
  { "light-infantry", N_("Light Infantry"), "infantry", N_("figure"), 1, 0.5, 0.5, standing,
    N_("A regiment of Light Infantry: one, two or three squares directly forward, right or left "
    "obliquely, one or two in any other direction.") },
  { "infantry-of-the-line", N_("Infantry of the Line"), "infantry", N_("figure"), 1, 0.5, 0.5, standing,
    N_("A regiment of Infantry of the Line: one or two squares in any direction.") },
  { "cavalry", N_("Cavalry"), "cavalry", N_("figure"), 1, 0.5, 0.5, standing,
    N_("A regiment of Cavalry: one, two or three squares in any direction.") },
  { "artillery", N_("Artillery"), "artillery", N_("figure"), 1, 0.5, 0.5, standing,
    N_("A battery of Artillery: one, two or three squares diagonally; it commands three squares "
    "on each diagonal and takes only Artillery.") },
  { "wagon", N_("Wagon (Supply Train)"), "train", N_("figure"), 1, 0.5, 0.5, standing,
    N_("The Supply Train of the attacking army: one or two squares diagonally. Its capture loses "
    "the game.") },
  { "citadel", N_("Citadel"), "other", N_("figure"), 1, 0.5, 0.5, standing,
    N_("The city the defending army holds; it does not move. Its capture decides the game.") },
};

/* "Light Infantry moves one, two, or three squares … directly forward,
 * right or left obliquely, and one or two squares in any other
 * direction"; "Infantry of the Line moves one or two squares in any
 * direction"; "Cavalry moves one, two, or three squares … in any
 * direction"; "Artillery moves one, two, or three squares … diagonally";
 * "The Wagon … moves diagonally, like the Artillery, but only one or two
 * squares at a time". The Citadel does not move. The diagonals are the
 * four oblique directions (board.json's convention; Plate 4 figure 2's
 * artillery on 9 and wagon on 11 bear it out). */
static const guint8 reach[WC66_N_FIGURES][WC66_N_DIRECTIONS] = {
  /*                        fwd l-obl r-obl left right l-rear r-rear rear */
  [WC66_LIGHT_INFANTRY]       = { 3, 3, 3, 2, 2, 2, 2, 2 },
  [WC66_INFANTRY_OF_THE_LINE] = { 2, 2, 2, 2, 2, 2, 2, 2 },
  [WC66_CAVALRY]              = { 3, 3, 3, 3, 3, 3, 3, 3 },
  [WC66_ARTILLERY]            = { 0, 3, 3, 0, 0, 3, 3, 0 },
  [WC66_WAGON]                = { 0, 2, 2, 0, 0, 2, 2, 0 },
  [WC66_CITADEL]              = { 0, 0, 0, 0, 0, 0, 0, 0 },
};

/* for the attacking army: forward is up the board, (row + 2) */
static const int direction_steps[WC66_N_DIRECTIONS][2] = {
  [WC66_FORWARD]         = { 2, 0 },
  [WC66_LEFT_OBLIQUELY]  = { 1, -1 },
  [WC66_RIGHT_OBLIQUELY] = { 1, 1 },
  [WC66_LEFT]            = { 0, -2 },
  [WC66_RIGHT]           = { 0, 2 },
  [WC66_LEFT_REAR]       = { -1, -1 },
  [WC66_RIGHT_REAR]      = { -1, 1 },
  [WC66_REAR]            = { -2, 0 },
};

static const char * const direction_labels[WC66_N_DIRECTIONS] = {
  [WC66_FORWARD]         = N_("directly forward"),
  [WC66_LEFT_OBLIQUELY]  = N_("left obliquely"),
  [WC66_RIGHT_OBLIQUELY] = N_("right obliquely"),
  [WC66_LEFT]            = N_("to the left"),
  [WC66_RIGHT]           = N_("to the right"),
  [WC66_LEFT_REAR]       = N_("obliquely to the left and rear"),
  [WC66_RIGHT_REAR]      = N_("obliquely to the right and rear"),
  [WC66_REAR]            = N_("to the rear"),
};

const VtTerrainKind *
wc66_catalogue_get_terrain_kinds (guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (terrain_kinds);
  return terrain_kinds;
}

const VtUnitType *
wc66_catalogue_get_unit_types (guint *n_types)
{
  *n_types = G_N_ELEMENTS (unit_types);
  return unit_types;
}

const VtFormation *
wc66_catalogue_get_formations (guint *n_formations)
{
  *n_formations = G_N_ELEMENTS (formations);
  return formations;
}

gboolean
wc66_figure_from_type (const char *unit_type,
                       Wc66Figure *figure)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (g_strcmp0 (unit_types[i].id, unit_type) == 0)
      {
        *figure = (Wc66Figure) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wc66_figure_get_word (Wc66Figure figure)
{
  g_return_val_if_fail (figure < WC66_N_FIGURES, NULL);
  /* the catalogue's word: it names a figure in a sentence */
  return figure == WC66_WAGON ? N_("Wagon") : unit_types[figure].label;
}

const char *
wc66_figure_get_label (Wc66Figure figure)
{
  return _ (wc66_figure_get_word (figure));
}

guint
wc66_figure_get_reach (Wc66Figure figure,
                       guint      direction)
{
  g_return_val_if_fail (figure < WC66_N_FIGURES && direction < WC66_N_DIRECTIONS, 0);
  return reach[figure][direction];
}

/* Light Infantry, Infantry of the Line and Cavalry "take Light Infantry,
 * Infantry of the Line, Cavalry, and Artillery" and "can take the Citadel
 * or Wagon"; Artillery "can take Artillery" only. The text gives the
 * Wagon no capture, so it takes nothing. */
gboolean
wc66_figure_takes (Wc66Figure figure,
                   Wc66Figure taken)
{
  switch (figure)
    {
    case WC66_LIGHT_INFANTRY:
    case WC66_INFANTRY_OF_THE_LINE:
    case WC66_CAVALRY:
      return TRUE;
    case WC66_ARTILLERY:
      return taken == WC66_ARTILLERY;
    case WC66_WAGON:
    case WC66_CITADEL:
    case WC66_N_FIGURES:
    default:
      return FALSE;
    }
}

gboolean
wc66_figure_is_checked_by_artillery (Wc66Figure figure)
{
  return figure == WC66_LIGHT_INFANTRY || figure == WC66_INFANTRY_OF_THE_LINE ||
         figure == WC66_CAVALRY;
}

const char *
wc66_army_get_word (Wc66Army army)
{
  return army == WC66_ATTACKING ? N_("the Attacking Army") : N_("the Defending Army");
}

const char *
wc66_army_get_label (Wc66Army army)
{
  return _ (wc66_army_get_word (army));
}

void
wc66_direction_get_step (guint     direction,
                         Wc66Army  army,
                         int      *row,
                         int      *col)
{
  int sign = army == WC66_ATTACKING ? 1 : -1;

  g_return_if_fail (direction < WC66_N_DIRECTIONS);
  *row = sign * direction_steps[direction][0];
  *col = sign * direction_steps[direction][1];
}

const char *
wc66_direction_get_label (guint direction)
{
  g_return_val_if_fail (direction < WC66_N_DIRECTIONS, NULL);
  return _ (direction_labels[direction]);
}

gboolean
wc66_direction_is_diagonal (guint direction)
{
  return direction == WC66_LEFT_OBLIQUELY || direction == WC66_RIGHT_OBLIQUELY ||
         direction == WC66_LEFT_REAR || direction == WC66_RIGHT_REAR;
}
