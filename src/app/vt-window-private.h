/* vt-window-private.h: between the window's files: its parts and what its actions call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-forces-panel.h"
#include "vt-journal-panel.h"
#include "vt-losses-panel.h"
#include "vt-messages-panel.h"
#include "vt-briefings-panel.h"
#include "vt-catalogue-panel.h"
#include "vt-feature-panel.h"
#include "vt-layers-panel.h"
#include "vt-underlay-panel.h"
#include "vt-unit-editor.h"
#include "vt-window.h"

G_BEGIN_DECLS

struct _VtWindow
{
  GtkApplicationWindow  parent_instance;

  VtDocument           *document;
  gboolean              close_after_save;
  GSettings            *settings;
  guint                 syncing_selection;
  GtkWidget            *tables_window;
  /* the watches (vt-timers-window.c); hidden, not gone, when closed */
  GtkWidget            *timers_window;
  /* the open side boards, by side id (not owned: each says when it goes) */
  GHashTable           *side_boards;
  /* view.side-board-1 … -N, one for each side of the game */
  guint                 n_numbered_boards;

  /* the action groups, by prefix: "game" (the file), "play" (the rules
   * and the journal), "view" (the map) */
  GSimpleActionGroup   *game_actions;
  GSimpleActionGroup   *play_actions;
  GSimpleActionGroup   *view_actions;
  /* laying out (vt-window-editor.c): "edit", the editor's tools */
  GSimpleActionGroup   *edit_actions;
  gboolean              laying_out;
  VtEditor             *watched_editor;
  GPtrArray            *kind_ids;     /* the kinds of kind_dropdown, in its order */
  gboolean              filling_kinds; /* kind_dropdown changes, not the designer */
  char                 *drawn_feature; /* the feature Draw just laid down, to be named */

  /* template children */
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkStack             *stack;
  GtkLabel             *clock_label;
  GtkMenuButton        *advance_button;
  GtkLabel             *advance_moves_label;
  GtkButton            *next_phase_button;
  GtkPopover           *advance_popover;
  GtkSpinButton        *advance_spin;
  GtkButton            *advance_confirm;
  GtkMenuButton        *actions_button;
  GMenu                *actions_section;
  GtkStack             *side_stack;
  VtForcesPanel        *forces_panel;
  VtJournalPanel       *journal_panel;
  VtLossesPanel        *losses_panel;
  VtBriefingsPanel     *briefings_panel;
  VtMessagesPanel      *messages_panel;
  VtMapView            *map_view;
  GtkRevealer          *banner_revealer;
  GtkButton            *banner_allow;
  GtkLabel             *banner_label;
  GtkButton            *banner_close;
  /* a message's arrival, over the foot of the map */
  GtkRevealer          *message_banner_revealer;
  GtkLabel             *message_banner_label;
  GtkButton            *message_banner_show;
  GtkButton            *message_banner_close;
  GtkLabel             *position_label;
  GtkLabel             *scale_label;
  GtkLabel             *ruleset_label;
  GMenu                *recent_section;
  GMenu                *boards_section;
  GMenu                *seen_by_section;
  GMenu                *reveal_section;
  GtkWidget            *mode_switch;
  GtkWidget            *play_bar;
  GtkWidget            *edit_bar;
  GtkDropDown          *kind_dropdown;
  GtkWidget            *snap_button;
  GtkWidget            *lock_label;
  GtkWidget            *unlock_button;
  GtkWidget            *side_switcher;
  GtkWidget            *edit_switcher;
  GtkStack             *edit_stack;
  VtBriefingsPanel     *edit_briefings_panel;
  GtkStack             *properties_stack;
  GtkLabel             *properties_hint;
  VtUnitEditor         *unit_editor;
  VtCataloguePanel     *catalogue_panel;
  VtFeaturePanel       *feature_panel;
  VtLayersPanel        *layers_panel;
  VtUnderlayPanel      *underlay_panel;
  /* what the designer shows and locks; the map view draws by it */
  VtLayers             *layers;
};

/* vt-window-actions.c */
void _vt_window_actions_init   (VtWindow   *self);
/* enables what the document's game allows */
void _vt_window_actions_update (VtWindow   *self);

/* the game's sides in the menus: their boards, "seen by", reveal and hide */
void _vt_window_boards_set_game (VtWindow   *self);
/* which boards are open; what the selection allows */
void _vt_window_boards_update   (VtWindow   *self);
void _vt_window_close_boards    (VtWindow   *self);

/* vt-window.c */
/* vt-window-file.c */
void _vt_window_offer_copy      (VtWindow     *self,
                                 GFile        *file,
                                 const GError *error);
void _vt_window_changed_on_disk (VtDocument   *document,
                                 VtWindow     *self);

void _vt_window_hide_banner    (VtWindow   *self);
void _vt_window_show_banner    (VtWindow   *self,
                                const char *message);

/* vt-window-editor.c: laying out */
void     _vt_window_editor_init         (VtWindow *self);
void     _vt_window_editor_dispose      (VtWindow *self);
void     _vt_window_editor_set_document (VtWindow *self);
void     _vt_window_editor_update       (VtWindow *self);
void     _vt_window_set_laying_out      (VtWindow *self,
                                         gboolean  laying_out);
gboolean _vt_window_get_laying_out      (VtWindow *self);
gboolean _vt_window_get_snap_to_grid    (VtWindow *self);
/* whether Import OpenStreetMap into This Scenario can run now */
gboolean _vt_window_may_import_osm_into (VtWindow *self);
void     _vt_window_editor_feature_picked (VtWindow *self);

G_END_DECLS
