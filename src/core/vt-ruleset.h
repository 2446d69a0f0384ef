/* vt-ruleset.h: the contract every historical ruleset fulfils
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"
#include "vt-message.h"
#include "vt-sight.h"

G_BEGIN_DECLS

/* How far a section of the rulebook made it into the plugin. The umpire
 * sees this in the About dialog and in every report. */
typedef enum {
  VT_SECTION_IMPLEMENTED,
  VT_SECTION_DERIVED,     /* the source gives no number; a default is derived openly */
  VT_SECTION_SUBSTITUTED, /* lost from the source; a documented substitute is used */
  VT_SECTION_MISSING,     /* not in this version of the plugin */
} VtSectionStatus;

const char *vt_section_status_to_string (VtSectionStatus status);
/* @status in the reader's words ("derived", "abgeleitet"), for the About
 * dialog, reports and the tool's text; _to_string() gives the file's */
const char *vt_section_status_get_label (VtSectionStatus status);

typedef struct {
  const char      *section; /* "§34", "XII" */
  const char      *title;
  VtSectionStatus  status;
  const char      *note;    /* why, and what stands in its place; may be NULL */
} VtSection;

/* How a terrain kind is drawn. */
typedef enum {
  VT_PATTERN_NONE,
  VT_PATTERN_TREES,
  VT_PATTERN_MARSH,
  VT_PATTERN_HATCH,   /* built-up areas, enclosures */
  VT_PATTERN_CONTOUR, /* slopes and heights */
} VtPattern;

typedef struct {
  const char *id;         /* as the file names it: "wood-light" */
  const char *label;      /* for the umpire */
  VtGeometry  geometry;
  VtColour    fill;
  VtColour    stroke;
  double      width;      /* drawn width of a polyline, in the unit of length */
  VtPattern   pattern;
  const char *description;
  /* ABI 2.1: what sight needs, in the unit of length; 0 where a kind has none.
   * @height: a polygon of the kind is ground at this height (a hill; a
   *   feature's attribute "height" overrides it); nested hills take the highest.
   * @obstacle_height: what the kind puts in the way of a line of sight above
   *   the ground it stands on (woods, villages, walls), without being ground.
   * @sight_depth: how far a line may run inside a polygon obstacle below its
   *   top before it is blocked: an eye at a wood's edge sees out, one deep in
   *   it does not (0: a line inside is blocked at once). */
  double      height;
  double      obstacle_height;
  double      sight_depth;
} VtTerrainKind;

/* A formation a unit may take, as the file names it ("column-by-threes")
 * and as the umpire reads it ("Column by threes"). ABI 2.0. */
typedef struct {
  const char *id;
  const char *label;
  const char *description;
} VtFormation;

/* The block a unit type stands for, e.g. a half battalion of 450 muskets. */
typedef struct {
  const char         *id;            /* "infantry-block" */
  const char         *label;
  const char         *arm;           /* "infantry", "cavalry", "artillery", "train", "other" */
  const char         *strength_unit; /* "muskets", "horses", "guns" */
  guint               strength;      /* full strength of one piece */
  double              frontage;      /* footprint across the front, in the unit of length */
  double              depth;         /* footprint front to rear */
  const char * const *formations;    /* NULL-terminated; the first is the default */
  const char         *description;
} VtUnitType;

typedef enum {
  VT_PARAM_INTEGER,
  VT_PARAM_NUMBER,
  VT_PARAM_BOOLEAN,
  VT_PARAM_CHOICE,  /* one of choices */
  VT_PARAM_UNIT,    /* the id of a unit on the map, or several ids separated by commas */
  VT_PARAM_DIE,     /* the name of one of the ruleset's dice; choices lists those that apply */
} VtParamType;

const char *vt_param_type_to_string (VtParamType type);

/* What a UNIT parameter's units do in the action (ABI 2.0, appended): the
 * window puts the selected units into the principal roles, in the order
 * picked, and never into a second line first. NONE: the ruleset does not
 * say; such a parameter counts as principal. */
typedef enum {
  VT_PARAM_ROLE_NONE,
  VT_PARAM_ROLE_ATTACKER,
  VT_PARAM_ROLE_DEFENDER,
  VT_PARAM_ROLE_FIRER,
  VT_PARAM_ROLE_TARGET,
  VT_PARAM_ROLE_SUBJECT,     /* the units the action is about: who marches, builds, looks */
  VT_PARAM_ROLE_SECOND_LINE, /* supports behind a principal role */
} VtParamRole;

const char *vt_param_role_to_string    (VtParamRole role);
/* whether the selection fills @role before the others */
gboolean    vt_param_role_is_principal (VtParamRole role);

typedef struct {
  const char         *name;     /* the key in the a{sv} of the action */
  const char         *label;
  VtParamType         type;
  double              minimum;  /* INTEGER and NUMBER */
  double              maximum;
  const char * const *choices;  /* CHOICE: NULL-terminated */
  gboolean            optional;
  const char         *description;
  const char * const *choice_labels; /* CHOICE, DIE: the umpire's words for each of
                                      * choices, in their order; NULL: derived
                                      * from the ids (ABI 2.0) */
  VtParamRole         role;     /* UNIT: what its units do (ABI 2.0, appended) */
} VtActionParam;

typedef struct {
  const char          *id;       /* "fire", "close-combat" */
  const char          *label;
  const VtActionParam *params;
  guint                n_params;
  const char          *description;
  const char * const  *phases;   /* NULL-terminated ids of the phases it belongs
                                  * to; NULL: any phase (ABI 2.0, appended) */
  const char          *kind;     /* the umpire's word for its group in the
                                  * Actions menu: "Fire", "Close combat"; NULL:
                                  * "Other" (ABI 2.0, appended) */
} VtAction;

/* The parameter every action takes besides its declared ones: the umpire's
 * reason for allowing what the rules of the moment refuse (an action out
 * of its phase, a fight within one side, troops out of reach). It is
 * journalled with the action's parameters. */
#define VT_PARAM_UMPIRE_ALLOWS "umpire-allows"

/* whether @action belongs to the phase @phase_id (an action that names no
 * phases belongs to all) */
gboolean vt_action_in_phase (const VtAction *action,
                             const char     *phase_id);

/* What a rule does for one action (ABI 2.0). @action is the declaration's
 * id, so one function may serve several actions. The core has checked
 * @params against the declaration before resolve is called. */
typedef GVariant *(*VtActionPrepareFunc) (VtRuleset   *ruleset,
                                          VtGame      *game,
                                          const char  *action,
                                          GVariant    *params,
                                          GError     **error);
typedef GVariant *(*VtActionResolveFunc) (VtRuleset   *ruleset,
                                          VtGame      *game,
                                          const char  *action,
                                          GVariant    *params,
                                          VtDice      *dice,
                                          GError     **error);

/* One row of a ruleset's dispatch table: the action as declared, what
 * fills its parameters from the map (NULL: nothing), what resolves it. */
typedef struct {
  const VtAction      *declaration;
  VtActionPrepareFunc  prepare;
  VtActionResolveFunc  resolve;
} VtActionRule;

/* One step of a move's turn structure: 1824 plays simultaneous movement,
 * then the fire of one side and of the other, close combat, losses. */
typedef struct {
  const char *id;
  const char *label;
  const char *description;
  /* A phase that is one side's: "Fire of %s", named with the side, and
   * which side of the scenario it is (1 the first, 2 the second); NULL and
   * 0 for a phase of both. */
  const char *side_label;
  guint       side;
} VtPhase;

/* How the sides take their moves. ABI 2.0. */
typedef enum {
  VT_TURN_SIMULTANEOUS, /* both sides move in the same phases of each move (1824) */
  VT_TURN_ALTERNATING,  /* one side moves, then the other (1812, War-Chess) */
  VT_TURN_TIMED,        /* alternating, each move held to a real-time limit (Wells) */
} VtTurnKind;

const char *vt_turn_kind_to_string (VtTurnKind kind);

typedef struct {
  VtTurnKind  kind;
  const char *first_side;       /* ALTERNATING, TIMED: the side id that moves
                                 * first; NULL: the scenario's first side */
  guint       seconds_per_move; /* TIMED: the real time a move may take */
} VtTurn;

/* What a unit is doing while it moves: route march, trot, gallop, charge… */
typedef struct {
  const char *id;
  const char *label;
  const char *description;
} VtActivity;

/* What lies under one point of the map: every polygon that contains it and
 * every polyline whose drawn width covers it, in file order. On a board,
 * no features and the number of the cell. */
typedef struct {
  VtFeature * const *features;
  guint              n_features;
  guint              cell;      /* on a board: the cell's number; else 0 */
} VtGround;

/* One row of the ruleset's reading of OpenStreetMap: an element tagged
 * @key=@value (@value NULL: any value) becomes a feature of terrain kind
 * @kind. The first row that matches one of an element's tags wins, so
 * "highway=track" goes before "highway". ABI 2.1. */
typedef struct {
  const char *key;
  const char *value;
  const char *kind;
} VtOsmTag;

/* An attribute a feature may carry, as the editor's properties panel
 * offers it: @param gives its name (the attribute's), label, type
 * (INTEGER, NUMBER, BOOLEAN or CHOICE), bounds, choices and description;
 * an optional one may be left unset. ABI 2.1. */
typedef struct {
  VtActionParam       param;
  const char * const *kinds;         /* the terrain kinds that take it,
                                      * NULL-terminated; NULL: every kind */
  const char         *unit;          /* what a number counts: "paces"; may be NULL */
  const char         *default_value; /* what the rules read while it is unset
                                      * ("12"), for the panel to show; may be NULL */
} VtFeatureAttribute;

/* What the map editor needs of a ruleset beyond its catalogues. ABI 2.1. */
typedef struct {
  const VtFeatureAttribute *attributes;
  guint                     n_attributes;
  /* the token or square the designer may snap to, in the unit of length
   * (1812: 250 paces, Section III); 0: none */
  double                    grid;
  const char               *grid_label; /* "a token of 250 paces" */
} VtEditorInfo;

/* A table of numbers the umpire sees and may override per game (a house
 * rule). Keys are what the rulebook calls the rows and columns. */
typedef struct {
  const char         *id;
  const char         *title;
  const char         *section;  /* where the rulebook gives it: "§34" */
  const char * const *rows;     /* NULL-terminated row keys */
  const char * const *columns;  /* NULL-terminated column keys */
  const double       *values;   /* rows × columns, row by row */
  const guint8       *derived;  /* rows × columns, TRUE where the source gives no
                                 * number and the value is derived; NULL: none is */
  const char         *note;     /* how the derived values were derived */
} VtRuleTable;

guint vt_rule_table_get_n_rows    (const VtRuleTable *table);
guint vt_rule_table_get_n_columns (const VtRuleTable *table);
/* the index of a row or column key, or -1 */
int   vt_rule_table_find_row      (const VtRuleTable *table,
                                   const char        *row);
int   vt_rule_table_find_column   (const VtRuleTable *table,
                                   const char        *column);
/* A cell as @game plays it: its house rule if it has one, else the table's
 * value. NAN when the row or column is not in the table. */
double vt_rule_table_get_value    (const VtRuleTable *table,
                                   const char        *row,
                                   const char        *column,
                                   VtGame            *game);

/* One square or field of a board the ruleset supplies (War-Chess). */
typedef struct {
  guint           number;     /* as the rulebook numbers it */
  VtPoint         centre;
  const VtPoint  *outline;    /* closed polygon in board coordinates */
  guint           n_outline;
  const char     *terrain;    /* a terrain kind id, or NULL for open ground */
  const guint    *neighbours; /* numbers of the adjacent cells */
  guint           n_neighbours;
} VtCell;

struct _VtBoard {
  const char   *id;
  double        width;   /* extent in board coordinates */
  double        height;
  const VtCell *cells;
  guint         n_cells;
  /* ABI 2.1, appended (the board is the plugin's, so a module built for
   * 2.0 must be rebuilt to give one): a river drawn as a line between the
   * cells, in board coordinates (NULL: none), and the crossings' entrances
   * as pairs of cell numbers, a crossing and a cell it is entered from,
   * each drawn as a short line across their common edge (Plate 1: "the
   * short black lines indicate the entrances to the fords and bridge") */
  const VtPoint *river;
  guint          n_river;
  const guint   *entrances;
  guint          n_entrances;  /* pairs */
};

const VtCell *vt_board_find_cell    (const VtBoard *board,
                                     guint          number);
const VtCell *vt_board_cell_at      (const VtBoard *board,
                                     const VtPoint *point);
gboolean      vt_board_are_adjacent (const VtBoard *board,
                                     guint          a,
                                     guint          b);

/* A force the rulebook does not allow: what is wrong and the rule, and
 * whose (a unit's or side's id, for the file's line; NULL: the whole). */
typedef struct {
  char *subject;
  char *message;
} VtForcesProblem;

VtForcesProblem *vt_forces_problem_new  (const char      *subject,
                                         const char      *message);
void             vt_forces_problem_free (VtForcesProblem *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VtForcesProblem, vt_forces_problem_free)

#define VT_TYPE_RULESET (vt_ruleset_get_type ())
G_DECLARE_INTERFACE (VtRuleset, vt_ruleset, VT, RULESET, GObject)

/**
 * VtRulesetInterface:
 *
 * Everything a ruleset tells the host. Tables returned here are owned by the
 * ruleset and live as long as it does. Minor ABI versions append vfuncs by
 * taking slots from @reserved; existing slots never move.
 */
struct _VtRulesetInterface
{
  GTypeInterface parent_iface;

  /* identity and provenance */
  const char          *(*get_id)              (VtRuleset *self);
  const char          *(*get_title)           (VtRuleset *self);
  const char          *(*get_author)          (VtRuleset *self);
  guint                (*get_year)            (VtRuleset *self);
  const VtSection     *(*get_sections)        (VtRuleset *self,
                                               guint     *n_sections);

  /* measure and time */
  const char          *(*get_unit_of_length)  (VtRuleset *self);
  guint                (*get_minutes_per_move)(VtRuleset *self);

  /* catalogues */
  const VtTerrainKind *(*get_terrain_kinds)   (VtRuleset *self,
                                               guint     *n_kinds);
  const VtUnitType    *(*get_unit_types)      (VtRuleset *self,
                                               guint     *n_types);
  const VtBoard       *(*get_board)           (VtRuleset *self);

  /* rules */
  const VtAction      *(*get_actions)         (VtRuleset *self,
                                               guint     *n_actions);
  GVariant            *(*resolve)             (VtRuleset  *self,
                                               VtGame     *game,
                                               const char *action,
                                               GVariant   *params,
                                               VtDice     *dice,
                                               GError    **error);

  /* ABI 1.1: the play mode */

  /* the phases of one move, in order; none: a move is one phase */
  const VtPhase       *(*get_phases)          (VtRuleset *self,
                                               guint     *n_phases);
  /* the activities open to @unit; the first is the default */
  const VtActivity    *(*get_activities)      (VtRuleset *self,
                                               VtUnit    *unit,
                                               guint     *n_activities);
  /* How far @unit gets in one move at @activity over @ground, in the unit of
   * length (on a board: in cells). 0 where it cannot go. */
  double               (*get_march_rate)      (VtRuleset      *self,
                                               VtGame         *game,
                                               VtUnit         *unit,
                                               const char     *activity,
                                               const VtGround *ground);
  /* the ground @unit covers in its present formation; unset: the type's */
  void                 (*get_footprint)       (VtRuleset *self,
                                               VtUnit    *unit,
                                               double    *frontage,
                                               double    *depth);
  /* Fills what the map tells (ranges, cover, counts) into @params and says
   * which die or table applies and why: an a{sv} with "params" (a{sv}, the
   * completed parameters), "filled" (as, the names it filled), "die" (s),
   * "table" (s) and "why" (s), each but "params" optional. */
  GVariant            *(*prepare)             (VtRuleset  *self,
                                               VtGame     *game,
                                               const char *action,
                                               GVariant   *params,
                                               GError    **error);
  /* the tables the umpire may override */
  const VtRuleTable   *(*get_tables)          (VtRuleset *self,
                                               guint     *n_tables);
  /* per-game options (night, the umpire's horizon…), declared like parameters */
  const VtActionParam *(*get_options)         (VtRuleset *self,
                                               guint     *n_options);
  /* Züge before an order or report reaches @distance away, counting the
   * commander's @deliberation_minutes at the table. */
  guint                (*get_message_delay)   (VtRuleset *self,
                                               VtGame    *game,
                                               double     distance,
                                               guint      deliberation_minutes);
  /* how far @observer can see, in the unit of length; the horizon bounds it */
  double               (*get_sight_range)     (VtRuleset *self,
                                               VtGame    *game,
                                               VtUnit    *observer);

  /* How far the moving flank travels when @unit turns from @from to @to
   * degrees on the spot (a line wheels on a flank; a column turns by its
   * head, for nothing); counted against the march allowance. Unset: turning
   * is free. */
  double               (*get_wheel_distance)  (VtRuleset *self,
                                               VtUnit    *unit,
                                               double     from,
                                               double     to);

  /* ABI 2.0: labels, the turn, the end of the game */

  /* The actions as a dispatch table. Set, it stands for get_actions,
   * prepare and resolve: the core finds the row, checks the parameters
   * once and calls the row's functions. */
  const VtActionRule  *(*get_action_rules)    (VtRuleset *self,
                                               guint     *n_rules);

  /* every formation the unit types name, with its label */
  const VtFormation   *(*get_formations)      (VtRuleset *self,
                                               guint     *n_formations);
  /* the game's word for one move and for several: "Zug", "Züge" */
  void                 (*get_move_names)      (VtRuleset   *self,
                                               const char **singular,
                                               const char **plural);
  /* how the sides take their moves; unset: simultaneously */
  void                 (*get_turn)            (VtRuleset *self,
                                               VtTurn    *turn);
  /* Whether @game is decided: the winning side's id in @winner (NULL: a
   * draw) and why in @reason, both newly allocated. FALSE while it is not,
   * and for a ruleset whose games end by agreement. */
  gboolean             (*get_victory)         (VtRuleset  *self,
                                               VtGame     *game,
                                               char      **winner,
                                               char      **reason);
  /* @side's score in @game; FALSE for a ruleset that keeps none */
  gboolean             (*get_score)           (VtRuleset  *self,
                                               VtGame     *game,
                                               const char *side,
                                               double     *score);

  /* ABI 2.1: sight (vt-sight.h, vt-knowledge.h) */

  /* How high above the ground @unit's eyes are, and so how high it stands
   * to be seen, in the unit of length. Unset: 0. */
  double               (*get_eye_height)      (VtRuleset *self,
                                               VtUnit    *unit);
  /* What @observer's side sees of @target: asked only for a pair within the
   * observer's sight range, with @line_clear whether the line between them
   * is clear (vt_sight_line_clear()) and @distance between them. @game
   * carries the options and house rules in force at the event being
   * replayed; its state's units may be later than @observer and @target,
   * so read those two. Unset: exact with a clear line, else not seen. */
  VtSighting           (*see_unit)            (VtRuleset *self,
                                               VtGame    *game,
                                               VtUnit    *observer,
                                               VtUnit    *target,
                                               gboolean   line_clear,
                                               double     distance);

  /* the word for troops seen whose kind and strength are not ("Truppen");
   * unset: "Troops" */
  const char          *(*get_troops_word)     (VtRuleset *self);

  /* messages (vt-message.h), from reserved under 2.0 */

  /* Whether the sender may send a message of @kind to the addressee now:
   * @from_side and @to_side their sides (NULL: the umpire), @from and @to
   * their units (NULL: a side's commander) and @distance between them
   * (to or from a commander, from where he is: vt_game_locate_commander;
   * 0 for one at the umpire's table). FALSE with the rule
   * cited in @error (VT_RULESET_ERROR_UMPIRE_DECIDES) refuses it (1824
   * §12: no direct word beyond 1,000 paces; 1812: none to a player cut
   * off). Unset: any message may be sent. */
  gboolean             (*may_message)         (VtRuleset     *self,
                                               VtGame        *game,
                                               VtMessageKind  kind,
                                               const char    *from_side,
                                               VtUnit        *from,
                                               const char    *to_side,
                                               VtUnit        *to,
                                               double         distance,
                                               GError       **error);
  /* How many messages of @kind one side may send in a game (1812: twelve
   * signal cards); 0: no limit. Unset: no limit. */
  guint                (*get_message_limit)   (VtRuleset     *self,
                                               VtMessageKind  kind);

  /* The loss a unit booked under @arm (the ledger's arm) may reach before
   * the ruleset takes strength away (1824: a peg's threshold, then a block
   * is exchanged); the ledger shows what is pending against it. Unset or
   * NAN: losses are not pegged. */
  double               (*get_loss_threshold)  (VtRuleset     *self,
                                               VtGame        *game,
                                               const char    *arm);

  /* How OpenStreetMap's tags become the ruleset's terrain kinds, for
   * importing an extract; the rows name kinds of get_terrain_kinds. The
   * geometry check also reads it: kinds mapped from "highway" are roads,
   * from "waterway" water, from "bridge" and "ford" crossings. Unset: no
   * import. ABI 2.1, from reserved. */
  const VtOsmTag      *(*get_osm_tags)        (VtRuleset     *self,
                                               guint         *n_tags);

  /* What the map editor offers: the attributes each terrain kind takes
   * and the grid a designer snaps to. Unset: no attributes, no grid.
   * ABI 2.1, the last of the 2.0 reserved slots. */
  const VtEditorInfo  *(*get_editor_info)     (VtRuleset     *self);

  /* A board's moves, for selecting and dragging a figure: with
   * @destinations set, the cells (guint) @unit may move to now are
   * appended to it; with @action set, the action that moves @unit to
   * cell @to, its id in @action and its parameters (a{sv}, not floating)
   * in @params, newly allocated, for vt_game_resolve_action(), which
   * refuses a move the rules do not allow with the rule it breaks. FALSE:
   * @unit is not moved by an action. Unset: FALSE. ABI 2.1, from
   * reserved. */
  gboolean             (*get_board_move)      (VtRuleset     *self,
                                               VtGame        *game,
                                               VtUnit        *unit,
                                               GArray        *destinations,
                                               guint          to,
                                               char         **action,
                                               GVariant     **params);

  /* Whether @scenario's forces are within what the rulebook gives (1812:
   * 180 troop pieces a side and the set's count of each arm, IV §16–18;
   * Wells: at least ten men a side; War-Chess: its set of figures): each
   * fault a VtForcesProblem appended to @problems. Asked by `validate` and
   * the editor, never at load: a designer opens a file to mend it. Unset:
   * no limits. ABI 2.1, the last of the slots 2.1 added: the next addition
   * is ABI 2.2. */
  void                 (*check_forces)        (VtRuleset     *self,
                                               VtScenario    *scenario,
                                               GPtrArray     *problems);

  /* What the ruleset says of a move it allows, for the journal: asked by
   * vt_game_move_unit() with the arguments check_move had, once check_move
   * and the reach have let the move pass, before it is journalled. Newly
   * allocated words, which the core keeps in the move event's payload as
   * "note" (s; vt_event_dup_text() reads them after the summary in the
   * umpire's journal and report); NULL or "": nothing to say. 1812: whom the piece passes
   * through, that it is placed upon a line, that a gap in the enemy's line
   * is passed with loss and within whose effect areas (VI §10–12 b), the
   * words its march action gives. Unset: the core's summary alone. ABI
   * 2.1, from reserved: a module that sets it in an older 2.1 core is
   * only not asked. */
  char                *(*describe_move)       (VtRuleset     *self,
                                               VtGame        *game,
                                               VtUnit        *unit,
                                               const char    *activity,
                                               const VtPoint *from,
                                               const VtPoint *to,
                                               double         facing);

  /* Whether @unit may make a move at @activity now, in @game as it stands:
   * asked by vt_game_move_unit() before a measured move at that pace is
   * journalled (on a board, where moves are not measured, any move, with
   * @activity NULL), with @from (where it stands), @to (where it goes, on a
   * board the cell's centre) and @facing (the way it faces afterwards,
   * degrees clockwise from north); asked with @from and @to NULL about the
   * pace alone, before any destination is known (the window, as a drag
   * starts). 1812: the rest after storm pace and after the charge (IX §4,
   * X §2 a, XI §1); the gaps in the enemy's line, one's own lines and the
   * tirailleurs' flanks on the way (VI §10–12, X §10). FALSE with the rule
   * in @error (VT_RULESET_ERROR_UMPIRE_DECIDES) refuses it. Unset: any of
   * the unit's activities, anywhere, at any time. ABI 2.1, the last of the
   * reserved slots. */
  gboolean             (*check_move)          (VtRuleset     *self,
                                               VtGame        *game,
                                               VtUnit        *unit,
                                               const char    *activity,
                                               const VtPoint *from,
                                               const VtPoint *to,
                                               double         facing,
                                               GError       **error);

  /* ABI 2.2 */

  /* the game's word for what a loss counts, one and several, as the
   * window and the report name it: "Point", "Points" (1824, where a Point
   * is a block's part); "man", "men" (Wells); marked with N_() in the
   * plugin, read through its domain. Unset: "Point", "Points". */
  void                 (*get_loss_names)      (VtRuleset   *self,
                                               const char **singular,
                                               const char **plural);

  /* the name umpires call the game by, "Reiswitz 1824", "Little Wars",
   * where the title is the rulebook's whole ("Anleitung zur Darstellung
   * militairischer Manöver…"). Unset: the title. */
  const char          *(*get_short_name)      (VtRuleset   *self);

  /* for the hooks of later 2.x minors, taken in order */
  gpointer             reserved[4];
};

#define VT_RULESET_ERROR (vt_ruleset_error_quark ())

typedef enum {
  VT_RULESET_ERROR_UNKNOWN_ACTION,
  VT_RULESET_ERROR_BAD_PARAMETER,
  VT_RULESET_ERROR_FAILED,
  /* the rules of the moment refuse it, but the umpire may allow it: resolve
   * again with VT_PARAM_UMPIRE_ALLOWS and his reason */
  VT_RULESET_ERROR_UMPIRE_DECIDES,
} VtRulesetError;

GQuark               vt_ruleset_error_quark         (void);

/* the faults of @scenario's forces, VtForcesProblem in the ruleset's
 * order; never NULL */
GPtrArray           *vt_ruleset_check_forces        (VtRuleset  *self,
                                                     VtScenario *scenario);

const char          *vt_ruleset_get_id              (VtRuleset  *self);
const char          *vt_ruleset_get_title           (VtRuleset  *self);
/* "Reiswitz 1824", "Little Wars"; unset: the title */
const char          *vt_ruleset_get_short_name      (VtRuleset  *self);
const char          *vt_ruleset_get_author          (VtRuleset  *self);
guint                vt_ruleset_get_year            (VtRuleset  *self);
const VtSection     *vt_ruleset_get_sections        (VtRuleset  *self,
                                                     guint      *n_sections);
const char          *vt_ruleset_get_unit_of_length  (VtRuleset  *self);
guint                vt_ruleset_get_minutes_per_move(VtRuleset  *self);
const VtTerrainKind *vt_ruleset_get_terrain_kinds   (VtRuleset  *self,
                                                     guint      *n_kinds);
/* the first row matching @key=@value, or NULL; the table in order, or NULL */
const VtOsmTag      *vt_ruleset_get_osm_tags        (VtRuleset  *self,
                                                     guint      *n_tags);
const VtOsmTag      *vt_ruleset_find_osm_tag        (VtRuleset  *self,
                                                     const char *key,
                                                     const char *value);
/* never NULL: a ruleset that declares nothing gets an empty one */
const VtEditorInfo  *vt_ruleset_get_editor_info     (VtRuleset  *self);
gboolean             vt_ruleset_get_destinations    (VtRuleset  *self,
                                                     VtGame     *game,
                                                     VtUnit     *unit,
                                                     GArray     *cells);
gboolean             vt_ruleset_get_move_action     (VtRuleset  *self,
                                                     VtGame     *game,
                                                     VtUnit     *unit,
                                                     guint       to,
                                                     char      **action,
                                                     GVariant  **params);
/* the attribute @name as @kind takes it, or NULL */
const VtFeatureAttribute *vt_ruleset_find_feature_attribute (VtRuleset  *self,
                                                             const char *kind,
                                                             const char *name);
const VtUnitType    *vt_ruleset_get_unit_types      (VtRuleset  *self,
                                                     guint      *n_types);
const VtBoard       *vt_ruleset_get_board           (VtRuleset  *self);
const VtAction      *vt_ruleset_get_actions         (VtRuleset  *self,
                                                     guint      *n_actions);
GVariant            *vt_ruleset_resolve             (VtRuleset  *self,
                                                     VtGame     *game,
                                                     const char *action,
                                                     GVariant   *params,
                                                     VtDice     *dice,
                                                     GError    **error);

const VtPhase       *vt_ruleset_get_phases          (VtRuleset      *self,
                                                     guint          *n_phases);
const VtActivity    *vt_ruleset_get_activities      (VtRuleset      *self,
                                                     VtUnit         *unit,
                                                     guint          *n_activities);
double               vt_ruleset_get_march_rate      (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtUnit         *unit,
                                                     const char     *activity,
                                                     const VtGround *ground);
/* the ruleset's say on @unit going at @activity now, from @from to @to
 * (both NULL: the pace alone); TRUE when it has none */
gboolean             vt_ruleset_check_move          (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtUnit         *unit,
                                                     const char     *activity,
                                                     const VtPoint  *from,
                                                     const VtPoint  *to,
                                                     double          facing,
                                                     GError        **error);
/* the ruleset's words on a move it allows (see describe_move), newly
 * allocated; NULL when it has none */
char                *vt_ruleset_describe_move       (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtUnit         *unit,
                                                     const char     *activity,
                                                     const VtPoint  *from,
                                                     const VtPoint  *to,
                                                     double          facing);
void                 vt_ruleset_get_footprint       (VtRuleset      *self,
                                                     VtUnit         *unit,
                                                     double         *frontage,
                                                     double         *depth);
GVariant            *vt_ruleset_prepare             (VtRuleset      *self,
                                                     VtGame         *game,
                                                     const char     *action,
                                                     GVariant       *params,
                                                     GError        **error);
const VtRuleTable   *vt_ruleset_get_tables          (VtRuleset      *self,
                                                     guint          *n_tables);
const VtRuleTable   *vt_ruleset_find_table          (VtRuleset      *self,
                                                     const char     *id);
const VtActionParam *vt_ruleset_get_options         (VtRuleset      *self,
                                                     guint          *n_options);
guint                vt_ruleset_get_message_delay   (VtRuleset      *self,
                                                     VtGame         *game,
                                                     double          distance,
                                                     guint           deliberation_minutes);
double               vt_ruleset_get_wheel_distance  (VtRuleset      *self,
                                                     VtUnit         *unit,
                                                     double          from,
                                                     double          to);
double               vt_ruleset_get_sight_range     (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtUnit         *observer);
double               vt_ruleset_get_eye_height      (VtRuleset      *self,
                                                     VtUnit         *unit);
const char          *vt_ruleset_get_troops_word     (VtRuleset      *self);
/* The ruleset's say on a message (see may_message), then its limit on
 * the kind: a side that has sent vt_ruleset_get_message_limit() of them
 * may send no more. Refused with VT_RULESET_ERROR_UMPIRE_DECIDES and the
 * rule in the message. */
gboolean             vt_ruleset_may_message         (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtMessageKind   kind,
                                                     const char     *from_side,
                                                     VtUnit         *from,
                                                     const char     *to_side,
                                                     VtUnit         *to,
                                                     double          distance,
                                                     GError        **error);
guint                vt_ruleset_get_message_limit   (VtRuleset      *self,
                                                     VtMessageKind   kind);
/* the threshold a unit's losses under @arm are pegged against; NAN: none */
double               vt_ruleset_get_loss_threshold  (VtRuleset      *self,
                                                     VtGame         *game,
                                                     const char     *arm);
VtSighting           vt_ruleset_see_unit            (VtRuleset      *self,
                                                     VtGame         *game,
                                                     VtUnit         *observer,
                                                     VtUnit         *target,
                                                     gboolean        line_clear,
                                                     double          distance);

/* Turns key=value words (as vertrauter-tool takes them) into the action's
 * a{sv}, typed by its declaration: integer "x", number "d", boolean "b",
 * the rest "s". */
/* @text as @param's type ("x", "d", "b", else "s"); @owner begins a message */
GVariant            *vt_action_param_parse_value    (const VtActionParam *param,
                                                     const char         *owner,
                                                     const char         *text,
                                                     GError            **error);
GVariant            *vt_ruleset_parse_params        (VtRuleset          *self,
                                                     const char         *action,
                                                     const char * const *words,
                                                     GError            **error);
/* Checks an a{sv} against the declaration: no unknown or missing parameter,
 * each of its type, numbers within their bounds, choices among the choices.
 * Messages name the action and the parameter. */
gboolean             vt_ruleset_check_params        (VtRuleset          *self,
                                                     const char         *action,
                                                     GVariant           *params,
                                                     GError            **error);

/* ABI 2.0 */
const VtActionRule  *vt_ruleset_get_action_rules    (VtRuleset      *self,
                                                     guint          *n_rules);
const VtFormation   *vt_ruleset_get_formations      (VtRuleset      *self,
                                                     guint          *n_formations);
/* "Zug" for @n == 1, else "Züge"; unset: "move", "moves"; in the
 * reader's language where the plugin translates its word */
const char          *vt_ruleset_get_move_name       (VtRuleset      *self,
                                                     guint           n);
/* "Point" for @n == 1, else "Points"; "man", "men" (Wells); translated */
const char          *vt_ruleset_get_loss_name       (VtRuleset      *self,
                                                     double          n);
/* "12 Points", "1 man": @n and the word for it */
char                *vt_ruleset_format_losses       (VtRuleset      *self,
                                                     double          n);
void                 vt_ruleset_get_turn            (VtRuleset      *self,
                                                     VtTurn         *turn);
/* @winner, @reason: (out) (optional) (nullable); unset: no winner */
gboolean             vt_ruleset_get_victory         (VtRuleset      *self,
                                                     VtGame         *game,
                                                     char          **winner,
                                                     char          **reason);
gboolean             vt_ruleset_get_score           (VtRuleset      *self,
                                                     VtGame         *game,
                                                     const char     *side,
                                                     double         *score);

/* The one check that a unit of @type may take @formation, for the scenario,
 * the file and every change; the error is in @domain with @code. */
gboolean             vt_unit_type_check_formation   (const VtUnitType    *type,
                                                     const char          *unit_id,
                                                     const char          *formation,
                                                     GQuark               domain,
                                                     int                  code,
                                                     GError             **error);

/* The umpire's words for a catalogue id. Never NULL: where the ruleset
 * declares no label, one is derived from the id ("column-by-threes" →
 * "Column by threes"). */
const char          *vt_ruleset_get_formation_label (VtRuleset           *self,
                                                     const char          *formation);
const char          *vt_ruleset_get_terrain_kind_label (VtRuleset        *self,
                                                        const char       *kind);
const char          *vt_ruleset_get_unit_type_label (VtRuleset           *self,
                                                     const char          *unit_type);
/* one of @param's choices (an action's parameter or a game option) */
const char          *vt_ruleset_get_choice_label    (VtRuleset           *self,
                                                     const VtActionParam *param,
                                                     const char          *choice);
/* Any catalogue id: a unit type, terrain kind, formation, activity or phase;
 * NULL when @id is none of them (a rule table's own key). */
const char          *vt_ruleset_find_label          (VtRuleset           *self,
                                                     const char          *id);
/* @id in the ruleset's words: the catalogue's label, else the id in words
 * (vt_label_from_id()) read through its domain, so a ledger's arm
 * ("closed-infantry") reads as the rulebook names it; @self may be NULL. */
const char          *vt_ruleset_get_label           (VtRuleset           *self,
                                                     const char          *id);
/* The plugin's gettext domain, and one of its marked words read through it:
 * a plugin marks its tables' words with N_() and ships their translations
 * in its own domain; the label functions above translate through it. */
const char          *vt_ruleset_get_gettext_domain  (VtRuleset           *self);
const char          *vt_ruleset_translate           (VtRuleset           *self,
                                                     const char          *msgid);
/* "column-by-threes" → "Column by threes", for ids nobody labelled */
const char          *vt_label_from_id               (const char          *id);

/* lookups over the catalogues; NULL when the id is not in them */
const VtActionParam *vt_ruleset_find_option         (VtRuleset  *self,
                                                     const char *name);
const VtFormation   *vt_ruleset_find_formation      (VtRuleset  *self,
                                                     const char *id);
const VtTerrainKind *vt_ruleset_find_terrain_kind   (VtRuleset  *self,
                                                     const char *id);
const VtUnitType    *vt_ruleset_find_unit_type      (VtRuleset  *self,
                                                     const char *id);
const VtAction      *vt_ruleset_find_action         (VtRuleset  *self,
                                                     const char *id);

G_END_DECLS
