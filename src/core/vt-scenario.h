/* vt-scenario.h: map, sides, forces and briefings under one ruleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <gio/gio.h>

#include "vt-types.h"

G_BEGIN_DECLS

#define VT_SCENARIO_ERROR (vt_scenario_error_quark ())

typedef enum {
  VT_SCENARIO_ERROR_DUPLICATE_ID,
  VT_SCENARIO_ERROR_UNKNOWN_SIDE,
  VT_SCENARIO_ERROR_UNKNOWN_UNIT_TYPE,
  VT_SCENARIO_ERROR_UNKNOWN_TERRAIN,
  VT_SCENARIO_ERROR_UNKNOWN_FORMATION,
  VT_SCENARIO_ERROR_UNKNOWN_CELL,
  VT_SCENARIO_ERROR_OUTSIDE_MAP,
  VT_SCENARIO_ERROR_BAD_STRENGTH,
  VT_SCENARIO_ERROR_BAD_START_TIME,
} VtScenarioError;

/* A new game's first move, as New and the OpenStreetMap import start it */
#define VT_SCENARIO_DEFAULT_START_TIME (6 * 60)

GQuark vt_scenario_error_quark (void);

#define VT_TYPE_SCENARIO (vt_scenario_get_type ())
G_DECLARE_FINAL_TYPE (VtScenario, vt_scenario, VT, SCENARIO, GObject)

VtScenario *vt_scenario_new              (const char *ruleset_id,
                                          VtMap      *map);
/* a deep copy: the journal replays onto one */
VtScenario *vt_scenario_copy             (VtScenario *self);
const char *vt_scenario_get_ruleset_id   (VtScenario *self);
const char *vt_scenario_get_title        (VtScenario *self);
void        vt_scenario_set_title        (VtScenario *self,
                                          const char *title);
VtMap      *vt_scenario_get_map          (VtScenario *self);
/* The General-Idee: what both sides are told. */
const char *vt_scenario_get_general_idea (VtScenario *self);
void        vt_scenario_set_general_idea (VtScenario *self,
                                          const char *text);
/* Minutes after midnight at which Zug 1 begins. */
guint       vt_scenario_get_start_time   (VtScenario *self);
void        vt_scenario_set_start_time   (VtScenario *self,
                                          guint       minutes);
/* The ruleset's per-game options (vt_ruleset_get_options()); NULL when unset,
 * and the ruleset then uses its own default. */
GVariant   *vt_scenario_get_option       (VtScenario *self,
                                          const char *name);
void        vt_scenario_set_option       (VtScenario *self,
                                          const char *name,
                                          GVariant   *value);
/* option names that are set, sorted; free with g_strfreev */
GStrv       vt_scenario_list_options     (VtScenario *self);
/* House rules: the umpire's values for cells of the ruleset's tables. */
gboolean    vt_scenario_get_house_rule   (VtScenario *self,
                                          const char *table,
                                          const char *row,
                                          const char *column,
                                          double     *value);
void        vt_scenario_set_house_rule   (VtScenario *self,
                                          const char *table,
                                          const char *row,
                                          const char *column,
                                          double      value);
void        vt_scenario_clear_house_rule (VtScenario *self,
                                          const char *table,
                                          const char *row,
                                          const char *column);
/* a(sssd): table, row, column, value; sorted; never NULL */
GVariant   *vt_scenario_get_house_rules  (VtScenario *self);
/* GListModel of VtSide, in file order */
GListModel *vt_scenario_get_sides        (VtScenario *self);
/* GListModel of VtUnit, in file order */
GListModel *vt_scenario_get_units        (VtScenario *self);
gboolean    vt_scenario_add_side         (VtScenario *self,
                                          VtSide     *side,
                                          GError    **error);
/* The two sides a new game starts with, "red" and "blue" in their colours;
 * a name NULL or blank is the side's default name ("Red", "Blue", in the
 * user's language). New, the OpenStreetMap import and vertrauter-tool
 * import-osm all make their sides so. */
gboolean    vt_scenario_add_two_sides    (VtScenario *self,
                                          const char *first_name,
                                          const char *second_name,
                                          GError    **error);
/* @index 0 or 1: "Red" or "Blue", translated */
const char *vt_scenario_get_default_side_name (guint index);
/* "06:30" or "6:30": hours 0 to 23, minutes 00 to 59, as minutes after
 * midnight; else FALSE and a VT_SCENARIO_ERROR_BAD_START_TIME that says
 * how to write it. */
gboolean    vt_scenario_parse_start_time (const char *text,
                                          guint      *minutes,
                                          GError    **error);
/* The unit's side must exist and its id be new. */
gboolean    vt_scenario_add_unit         (VtScenario *self,
                                          VtUnit     *unit,
                                          GError    **error);
/* as add_unit, at @position in the units model (past the end appends) */
gboolean    vt_scenario_insert_unit      (VtScenario *self,
                                          guint       position,
                                          VtUnit     *unit,
                                          GError    **error);
/* FALSE when there is no unit @id; @position (nullable) says where it was */
gboolean    vt_scenario_remove_unit      (VtScenario *self,
                                          const char *id,
                                          guint      *position);
VtSide     *vt_scenario_find_side        (VtScenario *self,
                                          const char *id);
VtUnit     *vt_scenario_find_unit        (VtScenario *self,
                                          const char *id);
/* the unit's display name, or @id itself when the scenario has no such unit */
const char *vt_scenario_get_unit_display_name (VtScenario *self,
                                               const char *id);
/* Checks every unit type, formation, terrain kind and cell against the
 * ruleset's catalogues. Messages name the unit or feature. */
/* The scanned map under the terrain; NULL: none. */
VtUnderlay *vt_scenario_get_underlay     (VtScenario *self);
void        vt_scenario_set_underlay     (VtScenario *self,
                                          VtUnderlay *underlay);
/* What the file reader found amiss but let pass (a missing underlay image,
 * named by its path), "FILE:LINE: message" each, for the window to show.
 * GPtrArray of char *, never NULL. */
GPtrArray  *vt_scenario_get_load_warnings (VtScenario *self);
/* where the file read gave a unit or a side: its line; 0 unknown */
void        vt_scenario_set_source_line  (VtScenario *self,
                                          const char *id,
                                          guint       line);
guint       vt_scenario_get_source_line  (VtScenario *self,
                                          const char *id);
void        vt_scenario_add_load_warning (VtScenario *self,
                                          const char *message);
gboolean    vt_scenario_check            (VtScenario *self,
                                          VtRuleset  *ruleset,
                                          GError    **error);

G_END_DECLS
