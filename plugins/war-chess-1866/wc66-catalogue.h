/* wc66-catalogue.h: the figures, the board's kinds of ground, the sections
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define WC66_RULESET_ID "war-chess-1866"

/* The figures of "Composition of the Game of Battle". */
typedef enum {
  WC66_LIGHT_INFANTRY,
  WC66_INFANTRY_OF_THE_LINE,
  WC66_CAVALRY,
  WC66_ARTILLERY,
  WC66_WAGON,
  WC66_CITADEL,
  WC66_N_FIGURES,
} Wc66Figure;

/* The two armies; the attacking army stands on the low-numbered squares. */
typedef enum {
  WC66_ATTACKING,
  WC66_DEFENDING,
} Wc66Army;

const VtTerrainKind *wc66_catalogue_get_terrain_kinds (guint       *n_kinds);
const VtUnitType    *wc66_catalogue_get_unit_types    (guint       *n_types);
const VtFormation   *wc66_catalogue_get_formations    (guint       *n_formations);
/* the figure a unit type id stands for; FALSE for none of them */
gboolean             wc66_figure_from_type            (const char  *unit_type,
                                                       Wc66Figure  *figure);
/* "Light Infantry", in the text's words: untranslated (a word of a
 * phrase, marked N_()), and in the umpire's language */
const char          *wc66_figure_get_word             (Wc66Figure   figure);
const char          *wc66_figure_get_label            (Wc66Figure   figure);
/* how many squares @figure may go in one move in direction @direction
 * (WC66_FORWARD…), 0 where it may not go that way */
guint                wc66_figure_get_reach            (Wc66Figure   figure,
                                                       guint        direction);
/* whether @figure may take @taken (the rules of the game, first part) */
gboolean             wc66_figure_takes                (Wc66Figure   figure,
                                                       Wc66Figure   taken);
/* Light Infantry, Infantry of the Line and Cavalry: what artillery checks */
gboolean             wc66_figure_is_checked_by_artillery (Wc66Figure figure);
/* "the Attacking Army": untranslated, and in the umpire's language */
const char          *wc66_army_get_word               (Wc66Army     army);
const char          *wc66_army_get_label              (Wc66Army     army);

/* The eight directions of a figure, as the text names them for the army
 * whose forward is up the board (the attacking army's); for the other
 * army every direction is turned about. */
enum {
  WC66_FORWARD,
  WC66_LEFT_OBLIQUELY,
  WC66_RIGHT_OBLIQUELY,
  WC66_LEFT,
  WC66_RIGHT,
  WC66_LEFT_REAR,
  WC66_RIGHT_REAR,
  WC66_REAR,
  WC66_N_DIRECTIONS,
};

/* (row, col) of one step in @direction for @army */
void                 wc66_direction_get_step          (guint        direction,
                                                       Wc66Army     army,
                                                       int         *row,
                                                       int         *col);
/* "directly forward", "left obliquely" */
const char          *wc66_direction_get_label         (guint        direction);
/* whether @direction is one of the four diagonals of the Artillery */
gboolean             wc66_direction_is_diagonal       (guint        direction);

G_END_DECLS
