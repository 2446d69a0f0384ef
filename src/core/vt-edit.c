/* vt-edit.c: the designer's edits to a scenario, each one step of undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-edit"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-edit.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-underlay.h"
#include "vt-unit.h"

G_DEFINE_QUARK (vt-edit-error-quark, vt_edit_error)

typedef enum {
  OP_FEATURE,
  OP_UNIT,
  OP_TITLE,
  OP_GENERAL_IDEA,
  OP_SPECIAL_IDEA,
  OP_COMMANDER, /* where a side's commander is: before and after, VtSide copies */
  OP_UNDERLAY,
  OP_EXTENT,  /* the sheet's width and height */
  OP_JOURNAL, /* a terrain event of a begun game: the game's undo takes it */
} OpKind;

/* One change, with what it replaced, so it can be taken back. */
typedef struct {
  OpKind    kind;
  char     *id;       /* the feature, unit or side */
  GObject  *before;   /* VtFeature, VtUnit or VtUnderlay; NULL: there was none */
  GObject  *after;    /* NULL: taken away */
  guint     position; /* where @before stood in its model */
  char     *text_before;
  char     *text_after;
  VtEvent  *event;    /* OP_JOURNAL */
  VtPoint   extent_before; /* OP_EXTENT: width, height */
  VtPoint   extent_after;
} Op;

typedef struct {
  char      *label;
  GPtrArray *ops;
} Step;

struct _VtEditor
{
  GObject    parent_instance;

  VtGame    *game;
  GPtrArray *undo;  /* of Step, oldest first */
  GPtrArray *redo;  /* of Step, the next to redo last */
  Step      *group; /* being filled between begin_group and end_group */
  gboolean   unlocked;
  gboolean   begun;
  gboolean   can_undo;
  gboolean   can_redo;
  gboolean   locked;
};

G_DEFINE_FINAL_TYPE (VtEditor, vt_editor, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_LOCKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
op_free (Op *op)
{
  g_free (op->id);
  g_clear_object (&op->before);
  g_clear_object (&op->after);
  g_free (op->text_before);
  g_free (op->text_after);
  g_clear_object (&op->event);
  g_free (op);
}

static void
step_free (Step *step)
{
  g_free (step->label);
  g_ptr_array_unref (step->ops);
  g_free (step);
}

static Step *
step_new (const char *label)
{
  Step *step = g_new0 (Step, 1);

  step->label = g_strdup (label);
  step->ops = g_ptr_array_new_with_free_func ((GDestroyNotify) op_free);
  return step;
}

static gboolean
game_has_begun (VtEditor *self)
{
  return vt_journal_get_length (vt_game_get_journal (self->game)) > 0;
}

static VtScenario *
set_up (VtEditor *self)
{
  return vt_game_get_scenario (self->game);
}

static VtScenario *
state (VtEditor *self)
{
  return vt_game_get_state (self->game);
}

static void
update_properties (VtEditor *self)
{
  gboolean can_undo = self->undo->len > 0;
  gboolean can_redo = self->redo->len > 0;
  gboolean locked = self->begun && !self->unlocked;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (self->locked != locked)
    {
      self->locked = locked;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOCKED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The first event of a game ends its set-up: troops placed before cannot
 * be taken back under the moves that name them, so the steps go; the
 * terrain locks. Undoing every event does not unlock it: the undone tail
 * can be redone. */
static void
on_game_changed (VtGame   *game,
                 VtEditor *self)
{
  gboolean begun = game_has_begun (self);

  if (begun && !self->begun)
    {
      g_ptr_array_set_size (self->undo, 0);
      g_ptr_array_set_size (self->redo, 0);
    }
  else if (!begun && self->begun)
    self->unlocked = FALSE;
  self->begun = begun;
  update_properties (self);
}

/* ---- doing and undoing one change --------------------------------------- */

static void
put_feature_in (VtMap     *map,
                VtFeature *feature,
                gboolean   at_position,
                guint      position)
{
  g_autoptr(VtFeature) copy = vt_feature_copy (feature);

  if (vt_map_replace_feature (map, copy))
    return;
  if (at_position)
    vt_map_insert_feature (map, position, copy);
  else
    vt_map_add_feature (map, copy);
}

static void
put_unit_in (VtScenario *scenario,
             VtUnit     *unit,
             gboolean    at_position,
             guint      *position)
{
  g_autoptr(VtUnit) copy = vt_unit_copy (unit);
  guint was = G_MAXUINT;
  gboolean ok;

  /* a unit's type and side are its identity: a changed one is a new object
   * in the same place of the list */
  if (vt_scenario_remove_unit (scenario, vt_unit_get_id (unit), &was))
    ok = vt_scenario_insert_unit (scenario, was, copy, NULL);
  else
    ok = vt_scenario_insert_unit (scenario, at_position ? *position : G_MAXUINT, copy, NULL);
  /* the editor checked the side and the id before */
  g_return_if_fail (ok);
}

static void
set_special_idea (VtScenario *scenario,
                  const char *side_id,
                  const char *text)
{
  VtSide *side = vt_scenario_find_side (scenario, side_id);

  if (side != NULL)
    vt_side_set_special_idea (side, text);
}

static void
set_commander (VtScenario *scenario,
               const char *side_id,
               VtSide     *from)
{
  VtSide *side = vt_scenario_find_side (scenario, side_id);
  VtPoint at;
  gboolean placed;

  if (side == NULL || from == NULL)
    return;
  placed = vt_side_get_commander_place (from, &at);
  vt_side_set_commander (side, vt_side_get_commander_unit (from), placed ? &at : NULL);
}

static void
set_underlay (VtScenario *scenario,
              VtUnderlay *underlay)
{
  g_autoptr(VtUnderlay) copy = underlay != NULL ? vt_underlay_copy (underlay) : NULL;

  vt_scenario_set_underlay (scenario, copy);
}

/* Gives the scenario as set up and the state the side @forward of @op:
 * what it made, or what it replaced. */
static gboolean
op_run (VtEditor *self,
        Op       *op,
        gboolean  forward)
{
  GObject *to = forward ? op->after : op->before;
  const char *text = forward ? op->text_after : op->text_before;
  VtJournal *journal = vt_game_get_journal (self->game);

  switch (op->kind)
    {
    case OP_FEATURE:
      if (to != NULL)
        {
          /* an undone removal puts the feature back where it was drawn */
          gboolean at = !forward;

          put_feature_in (vt_scenario_get_map (set_up (self)), VT_FEATURE (to), at, op->position);
          put_feature_in (vt_scenario_get_map (state (self)), VT_FEATURE (to), at, op->position);
        }
      else
        {
          vt_map_remove_feature (vt_scenario_get_map (set_up (self)), op->id, NULL);
          vt_map_remove_feature (vt_scenario_get_map (state (self)), op->id, NULL);
        }
      return TRUE;

    case OP_UNIT:
      if (to != NULL)
        {
          gboolean at = !forward;

          put_unit_in (set_up (self), VT_UNIT (to), at, &op->position);
          put_unit_in (state (self), VT_UNIT (to), at, &op->position);
        }
      else
        {
          vt_scenario_remove_unit (set_up (self), op->id, NULL);
          vt_scenario_remove_unit (state (self), op->id, NULL);
        }
      _vt_game_set_up_edited (self->game);
      return TRUE;

    case OP_TITLE:
      vt_scenario_set_title (set_up (self), text);
      vt_scenario_set_title (state (self), text);
      return TRUE;

    case OP_GENERAL_IDEA:
      vt_scenario_set_general_idea (set_up (self), text);
      vt_scenario_set_general_idea (state (self), text);
      return TRUE;

    case OP_SPECIAL_IDEA:
      set_special_idea (set_up (self), op->id, text);
      set_special_idea (state (self), op->id, text);
      return TRUE;

    case OP_COMMANDER:
      set_commander (set_up (self), op->id, VT_SIDE (to));
      set_commander (state (self), op->id, VT_SIDE (to));
      return TRUE;

    case OP_UNDERLAY:
      set_underlay (set_up (self), VT_UNDERLAY (to));
      set_underlay (state (self), VT_UNDERLAY (to));
      return TRUE;

    case OP_EXTENT:
      {
        const VtPoint *extent = forward ? &op->extent_after : &op->extent_before;

        vt_map_set_extent (vt_scenario_get_map (set_up (self)), extent->x, extent->y);
        vt_map_set_extent (vt_scenario_get_map (state (self)), extent->x, extent->y);
        return TRUE;
      }

    case OP_JOURNAL:
      {
        guint head = vt_journal_get_head (journal);

        /* only while the terrain event is the one at the head: once the
         * umpire has gone on playing, his own undo takes the game back */
        if (!forward && head > 0 && vt_journal_get_event (journal, head - 1) == op->event)
          return vt_game_undo (self->game);
        if (forward && head < vt_journal_get_length (journal) &&
            vt_journal_get_event (journal, head) == op->event)
          return vt_game_redo (self->game);
        return FALSE;
      }
    }
  g_return_val_if_reached (FALSE);
}

static gboolean
step_run (VtEditor *self,
          Step     *step,
          gboolean  forward)
{
  gboolean done = TRUE;

  if (forward)
    for (guint i = 0; i < step->ops->len; i++)
      done &= op_run (self, g_ptr_array_index (step->ops, i), TRUE);
  else
    for (guint i = step->ops->len; i > 0; i--)
      done &= op_run (self, g_ptr_array_index (step->ops, i - 1), FALSE);
  return done;
}

/* Does @op and keeps it: in the open group, or as a step of its own. */
static void
record (VtEditor   *self,
        Op         *op,
        const char *label)
{
  op_run (self, op, TRUE);
  g_ptr_array_set_size (self->redo, 0);
  if (self->group != NULL)
    g_ptr_array_add (self->group->ops, op);
  else
    {
      Step *step = step_new (label);

      g_ptr_array_add (step->ops, op);
      g_ptr_array_add (self->undo, step);
    }
  update_properties (self);
  if (self->group == NULL)
    g_signal_emit (self, signals[CHANGED], 0);
}

static Op *
op_new (OpKind      kind,
        const char *id)
{
  Op *op = g_new0 (Op, 1);

  op->kind = kind;
  op->id = g_strdup (id);
  return op;
}

/* ---- GObject ----------------------------------------------------------- */

static void
vt_editor_constructed (GObject *object)
{
  VtEditor *self = VT_EDITOR (object);

  G_OBJECT_CLASS (vt_editor_parent_class)->constructed (object);

  g_assert (self->game != NULL);
  self->begun = game_has_begun (self);
  self->locked = self->begun;
  g_signal_connect_object (self->game, "changed", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_DEFAULT);
}

static void
vt_editor_dispose (GObject *object)
{
  VtEditor *self = VT_EDITOR (object);

  g_clear_pointer (&self->group, step_free);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (vt_editor_parent_class)->dispose (object);
}

static void
vt_editor_finalize (GObject *object)
{
  VtEditor *self = VT_EDITOR (object);

  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);

  G_OBJECT_CLASS (vt_editor_parent_class)->finalize (object);
}

static void
vt_editor_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  VtEditor *self = VT_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;

    case PROP_LOCKED:
      g_value_set_boolean (value, self->locked);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_editor_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  VtEditor *self = VT_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_editor_class_init (VtEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = vt_editor_constructed;
  object_class->dispose = vt_editor_dispose;
  object_class->finalize = vt_editor_finalize;
  object_class->get_property = vt_editor_get_property;
  object_class->set_property = vt_editor_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtEditor::changed:
   *
   * An edit, an undo or a redo changed the scenario.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vt_editor_init (VtEditor *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
}

/**
 * vt_editor_new:
 * @game: the game whose scenario is laid out
 *
 * Returns: (transfer full): an editor with nothing to undo
 */
VtEditor *
vt_editor_new (VtGame *game)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  return g_object_new (VT_TYPE_EDITOR, "game", game, NULL);
}

VtGame *
vt_editor_get_game (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), NULL);

  return self->game;
}

gboolean
vt_editor_get_locked (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), TRUE);

  return self->locked;
}

/**
 * vt_editor_unlock:
 * @self: an editor
 *
 * Lets the umpire change the terrain of a begun game; each change is then
 * journalled as a terrain event.
 */
void
vt_editor_unlock (VtEditor *self)
{
  g_return_if_fail (VT_IS_EDITOR (self));

  self->unlocked = TRUE;
  update_properties (self);
}

/* ---- terrain ------------------------------------------------------------ */

static const char *
kind_label (VtEditor   *self,
            const char *kind)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);

  return ruleset != NULL ? vt_ruleset_get_terrain_kind_label (ruleset, kind) : vt_label_from_id (kind);
}

static gboolean
check_terrain (VtEditor  *self,
               GError   **error)
{
  if (vt_map_get_kind (vt_scenario_get_map (set_up (self))) == VT_MAP_KIND_BOARD)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                           _("This game is played on the ruleset's board of squares: it has no "
                           "terrain of its own to draw"));
      return FALSE;
    }
  if (!self->locked)
    return TRUE;
  g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_LOCKED,
                       _("The game has begun, so its terrain is locked. Unlock the terrain to "
                       "change it: each change is then written in the journal."));
  return FALSE;
}

static gboolean
check_feature (VtEditor   *self,
               VtFeature  *feature,
               GError    **error)
{
  VtRuleset *ruleset = vt_game_get_ruleset (self->game);
  VtGeometry geometry = vt_feature_get_geometry (feature);
  const VtPoint *points;
  guint n_points;

  if (ruleset != NULL)
    {
      const VtTerrainKind *kind = vt_ruleset_find_terrain_kind (ruleset, vt_feature_get_kind (feature));

      if (kind == NULL || kind->geometry != geometry)
        {
          g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                       _("%s has no terrain kind '%s' drawn as a %s"), vt_ruleset_get_title (ruleset),
                       vt_feature_get_kind (feature), vt_geometry_to_string (geometry));
          return FALSE;
        }
    }
  points = vt_feature_get_points (feature, &n_points);
  for (guint i = 0; i < n_points; i++)
    if (!vt_map_reaches (vt_scenario_get_map (set_up (self)), &points[i]))
      {
        g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                     _("%s: a point lies more than %d sheets off the map"),
                     kind_label (self, vt_feature_get_kind (feature)), VT_MAP_REACH_SHEETS);
        return FALSE;
      }
  if (n_points < vt_geometry_get_min_points (geometry) ||
      (geometry == VT_GEOMETRY_POINT && n_points != 1))
    {
      /* TRANSLATORS: %1$s is the file's word for the shape: polygon, polyline or point */
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                   geometry == VT_GEOMETRY_POINT ? _("A %1$s needs exactly %2$u points; this one has %3$u")
                                                 : _("A %1$s needs at least %2$u points; this one has %3$u"),
                   vt_geometry_to_string (geometry), vt_geometry_get_min_points (geometry), n_points);
      return FALSE;
    }
  return TRUE;
}

/* A begun game's terrain changes by an event, which its undo takes back. */
static gboolean
journal_terrain (VtEditor    *self,
                 GVariant    *payload,
                 const char  *summary,
                 GError     **error)
{
  g_autoptr(VtEvent) event = NULL;
  Op *op;

  event = vt_event_new (VT_EVENT_TERRAIN, vt_game_get_move (self->game), summary,
                        payload, NULL, NULL);
  if (!vt_game_append (self->game, event, error))
    return FALSE;

  op = op_new (OP_JOURNAL, NULL);
  op->event = g_object_ref (event);
  g_ptr_array_set_size (self->redo, 0);
  if (self->group != NULL)
    g_ptr_array_add (self->group->ops, op);
  else
    {
      Step *step = step_new (summary);

      g_ptr_array_add (step->ops, op);
      g_ptr_array_add (self->undo, step);
      update_properties (self);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  return TRUE;
}

gboolean
vt_editor_put_feature (VtEditor   *self,
                       VtFeature  *feature,
                       GError    **error)
{
  VtMap *map;
  VtFeature *old;
  g_autofree char *label = NULL;
  const char *name;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (VT_IS_FEATURE (feature), FALSE);

  if (!check_terrain (self, error) || !check_feature (self, feature, error))
    return FALSE;

  map = vt_scenario_get_map (state (self));
  old = vt_map_find_feature (map, vt_feature_get_id (feature));
  name = vt_feature_get_name (feature);
  /* TRANSLATORS: the editor's undo step: "Change wood “Kunzendorfer Busch”", "Add road" */
  if (old != NULL)
    label = name != NULL ? g_strdup_printf (_("Change %1$s “%2$s”"), kind_label (self, vt_feature_get_kind (feature)), name)
                         : g_strdup_printf (_("Change %s"), kind_label (self, vt_feature_get_kind (feature)));
  else
    label = name != NULL ? g_strdup_printf (_("Add %1$s “%2$s”"), kind_label (self, vt_feature_get_kind (feature)), name)
                         : g_strdup_printf (_("Add %s"), kind_label (self, vt_feature_get_kind (feature)));

  if (self->begun)
    {
      GVariantDict payload;

      g_variant_dict_init (&payload, NULL);
      g_variant_dict_insert_value (&payload, "feature", vt_feature_to_variant (feature));
      return journal_terrain (self, g_variant_dict_end (&payload), label, error);
    }

  op = op_new (OP_FEATURE, vt_feature_get_id (feature));
  op->before = old != NULL ? G_OBJECT (vt_feature_copy (old)) : NULL;
  op->after = G_OBJECT (vt_feature_copy (feature));
  if (old != NULL)
    g_list_store_find (G_LIST_STORE (vt_map_get_features (map)), old, &op->position);
  record (self, op, label);
  return TRUE;
}

gboolean
vt_editor_remove_feature (VtEditor    *self,
                          const char  *feature_id,
                          GError     **error)
{
  VtMap *map;
  VtFeature *old;
  g_autofree char *label = NULL;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (feature_id != NULL, FALSE);

  if (!check_terrain (self, error))
    return FALSE;
  map = vt_scenario_get_map (state (self));
  old = vt_map_find_feature (map, feature_id);
  if (old == NULL)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                   _("There is no feature '%s' on the map"), feature_id);
      return FALSE;
    }
  label = vt_feature_get_name (old) != NULL
            ? g_strdup_printf (_("Remove %1$s “%2$s”"), kind_label (self, vt_feature_get_kind (old)),
                               vt_feature_get_name (old))
            : g_strdup_printf (_("Remove %s"), kind_label (self, vt_feature_get_kind (old)));

  if (self->begun)
    {
      GVariantDict payload;

      g_variant_dict_init (&payload, NULL);
      g_variant_dict_insert (&payload, "removed", "s", feature_id);
      return journal_terrain (self, g_variant_dict_end (&payload), label, error);
    }

  op = op_new (OP_FEATURE, feature_id);
  op->before = G_OBJECT (vt_feature_copy (old));
  g_list_store_find (G_LIST_STORE (vt_map_get_features (map)), old, &op->position);
  record (self, op, label);
  return TRUE;
}

/* ---- troops ------------------------------------------------------------- */

static gboolean
check_troops (VtEditor  *self,
              GError   **error)
{
  if (!self->begun)
    return TRUE;
  g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN,
                       _("The game has begun: troops now move by orders and moves, not by "
                       "the editor. Place them before the first Zug, in a new game."));
  return FALSE;
}

gboolean
vt_editor_put_unit (VtEditor  *self,
                    VtUnit    *unit,
                    GError   **error)
{
  VtRuleset *ruleset;
  VtUnit *old;
  g_autofree char *label = NULL;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (VT_IS_UNIT (unit), FALSE);

  if (!check_troops (self, error))
    return FALSE;
  if (vt_scenario_find_side (set_up (self), vt_unit_get_side (unit)) == NULL)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                   _("The scenario has no side '%s'"), vt_unit_get_side (unit));
      return FALSE;
    }
  ruleset = vt_game_get_ruleset (self->game);
  if (ruleset != NULL)
    {
      const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));

      if (type == NULL)
        {
          g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID, _("%s has no unit type '%s'"),
                       vt_ruleset_get_title (ruleset), vt_unit_get_unit_type (unit));
          return FALSE;
        }
      if (vt_unit_get_formation (unit) != NULL &&
          !vt_unit_type_check_formation (type, vt_unit_get_display_name (unit),
                                         vt_unit_get_formation (unit),
                                         VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID, error))
        return FALSE;
    }

  old = vt_scenario_find_unit (set_up (self), vt_unit_get_id (unit));
  /* TRANSLATORS: the editor's undo step, %s a unit */
  label = old != NULL ? g_strdup_printf (_("Change %s"), vt_unit_get_display_name (unit))
                      : g_strdup_printf (_("Place %s"), vt_unit_get_display_name (unit));
  op = op_new (OP_UNIT, vt_unit_get_id (unit));
  op->before = old != NULL ? G_OBJECT (vt_unit_copy (old)) : NULL;
  op->after = G_OBJECT (vt_unit_copy (unit));
  if (old != NULL)
    g_list_store_find (G_LIST_STORE (vt_scenario_get_units (set_up (self))), old, &op->position);
  record (self, op, label);
  return TRUE;
}

gboolean
vt_editor_remove_unit (VtEditor    *self,
                       const char  *unit_id,
                       GError     **error)
{
  VtUnit *old;
  g_autofree char *label = NULL;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (unit_id != NULL, FALSE);

  if (!check_troops (self, error))
    return FALSE;
  old = vt_scenario_find_unit (set_up (self), unit_id);
  if (old == NULL)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                   _("There is no unit '%s' in the scenario"), unit_id);
      return FALSE;
    }
  label = g_strdup_printf (_("Remove %s"), vt_unit_get_display_name (old));
  op = op_new (OP_UNIT, unit_id);
  op->before = G_OBJECT (vt_unit_copy (old));
  g_list_store_find (G_LIST_STORE (vt_scenario_get_units (set_up (self))), old, &op->position);
  record (self, op, label);
  return TRUE;
}

/* ---- briefings and the map image ---------------------------------------- */

static gboolean
set_text (VtEditor   *self,
          OpKind      kind,
          const char *side_id,
          const char *before,
          const char *text,
          const char *label)
{
  Op *op;

  if (g_strcmp0 (before, text) == 0)
    return TRUE;
  op = op_new (kind, side_id);
  op->text_before = g_strdup (before);
  op->text_after = g_strdup (text);
  record (self, op, label);
  return TRUE;
}

gboolean
vt_editor_set_title (VtEditor    *self,
                     const char  *title,
                     GError     **error)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return set_text (self, OP_TITLE, NULL, vt_scenario_get_title (set_up (self)), title,
                   _("Change the Title"));
}

gboolean
vt_editor_set_general_idea (VtEditor    *self,
                            const char  *text,
                            GError     **error)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return set_text (self, OP_GENERAL_IDEA, NULL, vt_scenario_get_general_idea (set_up (self)),
                   text, _("Change the General-Idee"));
}

gboolean
vt_editor_set_special_idea (VtEditor    *self,
                            const char  *side_id,
                            const char  *text,
                            GError     **error)
{
  VtSide *side;
  g_autofree char *label = NULL;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);

  side = vt_scenario_find_side (set_up (self), side_id);
  if (side == NULL)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                   _("The scenario has no side '%s'"), side_id);
      return FALSE;
    }
  label = g_strdup_printf (_("Change the Special Idea of %s"), vt_side_get_name (side));
  return set_text (self, OP_SPECIAL_IDEA, side_id, vt_side_get_special_idea (side), text, label);
}

/**
 * vt_editor_set_commander:
 * @self: an editor
 * @side_id: a side
 * @unit_id: (nullable): the side's unit its commander is with
 * @at: (nullable): else the place he stands at; neither: among his troops
 * @error: return location for a #VT_EDIT_ERROR
 *
 * Where the side's commander is, from whom its couriers ride
 * (vt_game_locate_commander): one step, before the game begins.
 *
 * Returns: whether he is there now
 */
gboolean
vt_editor_set_commander (VtEditor       *self,
                         const char     *side_id,
                         const char     *unit_id,
                         const VtPoint  *at,
                         GError        **error)
{
  VtSide *side;
  VtUnit *unit = NULL;
  g_autoptr(VtSide) after = NULL;
  g_autofree char *label = NULL;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (side_id != NULL, FALSE);

  side = vt_scenario_find_side (set_up (self), side_id);
  if (side == NULL)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                   _("The scenario has no side '%s'"), side_id);
      return FALSE;
    }
  if (unit_id != NULL)
    {
      unit = vt_scenario_find_unit (set_up (self), unit_id);
      if (unit == NULL || g_strcmp0 (vt_unit_get_side (unit), side_id) != 0)
        {
          g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                       _("%s's commander can only be with one of its own units"), vt_side_get_name (side));
          return FALSE;
        }
    }
  if (self->begun)
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN,
                   _("The game has begun: the commander stays with whom he was set; he moves with that unit"));
      return FALSE;
    }

  after = vt_side_copy (side);
  vt_side_set_commander (after, unit_id, at);
  if (unit != NULL)
    /* TRANSLATORS: an undo step: "Put Rot's Commander with I/1" */
    label = g_strdup_printf (_("Put %s's Commander with %s"), vt_side_get_name (side), vt_unit_get_display_name (unit));
  else if (at != NULL)
    label = g_strdup_printf (_("Place %s's Commander"), vt_side_get_name (side));
  else
    label = g_strdup_printf (_("Let %s's Commander Stand among His Troops"), vt_side_get_name (side));
  op = op_new (OP_COMMANDER, side_id);
  op->before = G_OBJECT (vt_side_copy (side));
  op->after = G_OBJECT (g_steal_pointer (&after));
  record (self, op, label);
  return TRUE;
}

gboolean
vt_editor_set_underlay (VtEditor    *self,
                        VtUnderlay  *underlay,
                        GError     **error)
{
  VtUnderlay *old;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (underlay == NULL || VT_IS_UNDERLAY (underlay), FALSE);

  if (vt_scenario_get_map (set_up (self)) != NULL &&
      vt_map_get_kind (vt_scenario_get_map (set_up (self))) != VT_MAP_KIND_TERRAIN)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                           _("A map image lies under measured terrain; this game is played on "
                           "the ruleset's board"));
      return FALSE;
    }
  old = vt_scenario_get_underlay (set_up (self));
  op = op_new (OP_UNDERLAY, NULL);
  op->before = old != NULL ? G_OBJECT (vt_underlay_copy (old)) : NULL;
  op->after = underlay != NULL ? G_OBJECT (vt_underlay_copy (underlay)) : NULL;
  record (self, op, underlay == NULL ? _("Remove the Map Image")
                    : old == NULL ? _("Import the Map Image") : _("Change the Map Image"));
  return TRUE;
}

/**
 * vt_editor_set_extent:
 * @self: an editor
 * @width: the sheet's width, in the unit of length
 * @height: its height
 * @error: return location for a #VT_EDIT_ERROR
 *
 * Makes measured terrain's sheet @width × @height (what is drawn stays
 * where it is). Before the game begins only: the ground's edges are part
 * of its terrain.
 *
 * Returns: whether the sheet has its new size
 */
gboolean
vt_editor_set_extent (VtEditor  *self,
                      double     width,
                      double     height,
                      GError   **error)
{
  VtMap *map;
  Op *op;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  map = vt_scenario_get_map (set_up (self));
  if (vt_map_get_kind (map) != VT_MAP_KIND_TERRAIN)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                           _("A board of cells is as large as its cells"));
      return FALSE;
    }
  if (!(width > 0 && height > 0 && isfinite (width) && isfinite (height)))
    {
      g_set_error (error, VT_EDIT_ERROR, VT_EDIT_ERROR_INVALID,
                   _("A sheet of %g by %g is no sheet"), width, height);
      return FALSE;
    }
  if (self->begun)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN,
                           _("The game has begun: the sheet keeps its size"));
      return FALSE;
    }
  if (width == vt_map_get_width (map) && height == vt_map_get_height (map))
    return TRUE;

  op = op_new (OP_EXTENT, NULL);
  op->extent_before = (VtPoint) { vt_map_get_width (map), vt_map_get_height (map) };
  op->extent_after = (VtPoint) { width, height };
  record (self, op, _("Change the Size of the Sheet"));
  return TRUE;
}

/* @feature moved by (@dx, @dy), all else as it was */
static VtFeature *
feature_moved (VtFeature *feature,
               double     dx,
               double     dy)
{
  g_autoptr(GVariant) variant = vt_feature_to_variant (feature);
  g_autoptr(GVariant) attributes = NULL;
  g_autoptr(GVariant) moved = NULL;
  g_autoptr(GVariantIter) points = NULL;
  const char *id, *kind, *geometry, *name;
  GVariantBuilder shifted;
  double x, y;

  g_variant_get (variant, "(&s&s&s&sa(dd)@a{ss})", &id, &kind, &geometry, &name, &points, &attributes);
  g_variant_builder_init (&shifted, G_VARIANT_TYPE ("a(dd)"));
  while (g_variant_iter_next (points, "(dd)", &x, &y))
    g_variant_builder_add (&shifted, "(dd)", x + dx, y + dy);
  moved = g_variant_ref_sink (g_variant_new ("(ssssa(dd)@a{ss})", id, kind, geometry, name, &shifted, attributes));
  return vt_feature_new_from_variant (moved, NULL);
}

/**
 * vt_editor_fit_sheet_to_underlay:
 * @self: an editor
 * @image_width: the scanned map's width, in its pixels
 * @image_height: its height
 * @error: return location for a #VT_EDIT_ERROR
 *
 * The sheet becomes the calibrated picture's extent: its top left corner
 * where the picture's top left reaches, so nothing of the picture sticks
 * out and no margin is left without it. What is drawn and placed, and the
 * picture's pins, move with the corner, so all stays where it lies on the
 * picture. One step of undo; before the game begins only.
 *
 * Returns: whether the sheet fits the picture now
 */
gboolean
vt_editor_fit_sheet_to_underlay (VtEditor  *self,
                                 double     image_width,
                                 double     image_height,
                                 GError   **error)
{
  VtScenario *scenario;
  VtMap *map;
  VtUnderlay *underlay;
  const VtCalibration *calibration;
  VtPoint min = { G_MAXDOUBLE, G_MAXDOUBLE }, max = { -G_MAXDOUBLE, -G_MAXDOUBLE };
  g_autoptr(GPtrArray) features = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_object_unref);
  double dx, dy;
  gboolean ok = TRUE;

  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  scenario = set_up (self);
  map = vt_scenario_get_map (scenario);
  underlay = vt_scenario_get_underlay (scenario);
  if (underlay == NULL || !(image_width > 0 && image_height > 0))
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_NOT_FOUND,
                           _("There is no map image to fit the sheet to"));
      return FALSE;
    }
  if (self->begun)
    {
      g_set_error_literal (error, VT_EDIT_ERROR, VT_EDIT_ERROR_BEGUN,
                           _("The game has begun: the sheet keeps its size"));
      return FALSE;
    }

  calibration = vt_underlay_get_calibration (underlay);
  for (guint corner = 0; corner < 4; corner++)
    {
      VtPoint pixel = { (corner & 1) ? image_width : 0, (corner & 2) ? image_height : 0 };
      VtPoint at;

      vt_calibration_image_to_map (calibration, &pixel, &at);
      min.x = MIN (min.x, at.x);
      min.y = MIN (min.y, at.y);
      max.x = MAX (max.x, at.x);
      max.y = MAX (max.y, at.y);
    }
  /* whole units, so the grid and the numbers stay round */
  dx = -floor (min.x);
  dy = -floor (min.y);

  for (guint i = 0; i < g_list_model_get_n_items (vt_map_get_features (map)); i++)
    g_ptr_array_add (features, g_list_model_get_item (vt_map_get_features (map), i));
  for (guint i = 0; i < g_list_model_get_n_items (vt_scenario_get_units (scenario)); i++)
    g_ptr_array_add (units, g_list_model_get_item (vt_scenario_get_units (scenario), i));

  /* the sheet first, so an edit refused on the way (none is expected)
   * leaves a step to take back whole */
  vt_editor_begin_group (self, _("Fit the Sheet to the Picture"));
  ok = vt_editor_set_extent (self, ceil (max.x + dx), ceil (max.y + dy), error);
  if (ok && (dx != 0 || dy != 0))
    {
      g_autoptr(VtUnderlay) moved = vt_underlay_copy (underlay);
      guint n_pins;
      const VtCalibrationPoint *pins = vt_underlay_get_points (underlay, &n_pins);
      g_autofree VtCalibrationPoint *shifted = g_memdup2 (pins, n_pins * sizeof *pins);

      for (guint i = 0; i < n_pins; i++)
        {
          shifted[i].map.x += dx;
          shifted[i].map.y += dy;
        }
      ok = vt_underlay_set_points (moved, shifted, n_pins, error) && vt_editor_set_underlay (self, moved, error);
      for (guint i = 0; ok && i < features->len; i++)
        {
          g_autoptr(VtFeature) feature = feature_moved (g_ptr_array_index (features, i), dx, dy);

          ok = feature != NULL && vt_editor_put_feature (self, feature, error);
        }
      for (guint i = 0; ok && i < units->len; i++)
        {
          g_autoptr(VtUnit) unit = vt_unit_copy (g_ptr_array_index (units, i));
          VtPoint at;

          vt_unit_get_position (unit, &at);
          at.x += dx;
          at.y += dy;
          vt_unit_set_position (unit, &at);
          ok = vt_editor_put_unit (self, unit, error);
        }
      /* half a fit is none: the step goes back whole */
      vt_editor_end_group (self);
      if (!ok)
        vt_editor_undo (self);
      return ok;
    }
  vt_editor_end_group (self);
  return ok;
}

/* ---- groups, undo, redo -------------------------------------------------- */

void
vt_editor_begin_group (VtEditor   *self,
                       const char *label)
{
  g_return_if_fail (VT_IS_EDITOR (self));

  /* a group left open (a slider's run of changes waiting for its pause)
   * is a step of its own before the next begins */
  if (self->group != NULL)
    vt_editor_end_group (self);
  self->group = step_new (label);
}

void
vt_editor_end_group (VtEditor *self)
{
  Step *group;

  g_return_if_fail (VT_IS_EDITOR (self));
  g_return_if_fail (self->group != NULL);

  group = g_steal_pointer (&self->group);
  if (group->ops->len == 0)
    {
      step_free (group);
      return;
    }
  g_ptr_array_add (self->undo, group);
  update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
vt_editor_get_can_undo (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return self->undo->len > 0;
}

gboolean
vt_editor_get_can_redo (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return self->redo->len > 0;
}

const char *
vt_editor_get_undo_label (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), NULL);

  if (self->undo->len == 0)
    return NULL;
  return ((Step *) g_ptr_array_index (self->undo, self->undo->len - 1))->label;
}

const char *
vt_editor_get_redo_label (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), NULL);

  if (self->redo->len == 0)
    return NULL;
  return ((Step *) g_ptr_array_index (self->redo, self->redo->len - 1))->label;
}

/* Moves the last step of @from to @to, done the way @forward says. A
 * journalled step the umpire has played past cannot be taken back here:
 * it goes, and the game's own undo is the way. */
static gboolean
move_step (VtEditor  *self,
           GPtrArray *from,
           GPtrArray *to,
           gboolean   forward)
{
  Step *step;
  gboolean done;

  /* what is being grouped is done: undo takes it back first */
  if (self->group != NULL)
    vt_editor_end_group (self);
  if (from->len == 0)
    return FALSE;
  step = g_ptr_array_steal_index (from, from->len - 1);
  done = step_run (self, step, forward);
  if (done)
    g_ptr_array_add (to, step);
  else
    step_free (step);
  update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return done;
}

gboolean
vt_editor_undo (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return move_step (self, self->undo, self->redo, FALSE);
}

gboolean
vt_editor_redo (VtEditor *self)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), FALSE);

  return move_step (self, self->redo, self->undo, TRUE);
}

/* ---- ids ----------------------------------------------------------------- */

static char *
new_id (const char *stem,
        gboolean  (*taken) (VtEditor *, const char *),
        VtEditor   *self)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", stem, n);

      if (!taken (self, id))
        return g_steal_pointer (&id);
    }
}

static gboolean
feature_taken (VtEditor   *self,
               const char *id)
{
  return vt_map_find_feature (vt_scenario_get_map (set_up (self)), id) != NULL ||
         vt_map_find_feature (vt_scenario_get_map (state (self)), id) != NULL;
}

static gboolean
unit_taken (VtEditor   *self,
            const char *id)
{
  return vt_scenario_find_unit (set_up (self), id) != NULL;
}

char *
vt_editor_new_feature_id (VtEditor   *self,
                          const char *stem)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), NULL);
  g_return_val_if_fail (stem != NULL && *stem != '\0', NULL);

  return new_id (stem, feature_taken, self);
}

char *
vt_editor_new_unit_id (VtEditor   *self,
                       const char *stem)
{
  g_return_val_if_fail (VT_IS_EDITOR (self), NULL);
  g_return_val_if_fail (stem != NULL && *stem != '\0', NULL);

  return new_id (stem, unit_taken, self);
}
