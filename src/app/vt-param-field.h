/* vt-param-field.h: the widgets for one declared parameter of an action or option
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <vertrauter.h>

G_BEGIN_DECLS

#define VT_TYPE_PARAM_FIELD (vt_param_field_get_type ())
G_DECLARE_FINAL_TYPE (VtParamField, vt_param_field, VT, PARAM_FIELD, GObject)

/*
 * One VtActionParam as the umpire edits it: a label (a check button that
 * sets or unsets an optional parameter), a value widget by type (a spin
 * button for numbers, a switch for yes or no, a drop-down for choices, dice
 * and units) and a note ("measured"). The "changed" signal (no arguments)
 * follows every edit by the umpire, never vt_param_field_set_value().
 * @units, for UNIT parameters, is a GListModel of VtUnit; it may be NULL.
 * @ruleset, which declared @param, gives the words for its choices; it may
 * be NULL, and then they are derived from the ids.
 */
VtParamField        *vt_param_field_new            (VtRuleset           *ruleset,
                                                    const VtActionParam *param,
                                                    GListModel          *units);
/* The same for a form at the table: no check box to tick first; an
 * optional parameter is given once the umpire uses its widget, or once
 * vt_param_field_set_value() gives it a value. @scenario gives the units
 * and their sides' names; it may be NULL. */
VtParamField        *vt_param_field_new_for_form   (VtRuleset           *ruleset,
                                                    const VtActionParam *param,
                                                    VtScenario          *scenario);
const VtActionParam *vt_param_field_get_param      (VtParamField        *self);
/* the value in the umpire's words: "300", "yes", "Wood edge", "not given" */
char                *vt_param_field_get_value_text (VtParamField        *self);
GtkWidget           *vt_param_field_get_label      (VtParamField        *self);
GtkWidget           *vt_param_field_get_widget     (VtParamField        *self);
GtkWidget           *vt_param_field_get_note       (VtParamField        *self);
/* Puts the three into @grid's @row. */
void                 vt_param_field_attach         (VtParamField        *self,
                                                    GtkGrid             *grid,
                                                    int                  row);
/* FALSE while an optional parameter is unset */
gboolean             vt_param_field_is_set         (VtParamField        *self);
/* TRUE once the umpire has edited it */
gboolean             vt_param_field_get_edited     (VtParamField        *self);
void                 vt_param_field_set_edited     (VtParamField        *self,
                                                    gboolean             edited);
/* The value typed as vt_ruleset_parse_params() types it: integer "x",
 * number "d", boolean "b", the rest "s". NULL while unset or empty. */
GVariant            *vt_param_field_get_value      (VtParamField        *self);
/* Shows @value (any number type for numbers); NULL unsets an optional one. */
void                 vt_param_field_set_value      (VtParamField        *self,
                                                    GVariant            *value);
void                 vt_param_field_set_note       (VtParamField        *self,
                                                    const char          *note);

G_END_DECLS
