/* vt-account.c: each side's account of an event, the one source of what it knew
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An event is kept as its parts: the kind, the payload (a move's unit and
 * distance, an action's outcome and its summary as a phrase), the changes.
 * Its account is said from them when it is read, in the reader's language,
 * and for a side with each unit as that side saw it at the event (the
 * sight tracker keeps, per event, what each side saw of the units it
 * names). The stored summary is only the fallback of an old file's event,
 * and a side reads it only when it names nothing the side did not see.
 */
#define G_LOG_DOMAIN "vt-account"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "vt-account-private.h"
#include "vt-account.h"
#include "vt-change.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-private.h"
#include "vt-loss-ledger.h"
#include "vt-journal.h"
#include "vt-knowledge-private.h"
#include "vt-map.h"
#include "vt-phrase-private.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

static void
add_strings (GVariant  *dict,
             GPtrArray *ids)
{
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        g_ptr_array_add (ids, g_variant_dup_string (value, NULL));
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING_ARRAY))
        for (gsize i = 0; i < g_variant_n_children (value); i++)
          {
            char *id;

            g_variant_get_child (value, i, "s", &id);
            g_ptr_array_add (ids, id);
          }
      g_variant_unref (value);
    }
}

static void
add_units_of (GVariant  *list,
              GPtrArray *ids)
{
  GVariantIter iter;
  GVariant *entry;

  if (list == NULL || !g_variant_is_of_type (list, G_VARIANT_TYPE ("aa{sv}")))
    return;
  g_variant_iter_init (&iter, list);
  while ((entry = g_variant_iter_next_value (&iter)) != NULL)
    {
      char *id;

      if (g_variant_lookup (entry, "unit", "s", &id))
        g_ptr_array_add (ids, id);
      g_variant_unref (entry);
    }
}

void
_vt_event_collect_units (VtEvent   *event,
                         GPtrArray *ids)
{
  GVariant *payload = vt_event_get_payload (event);
  g_autoptr(GVariant) params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) outcome = g_variant_lookup_value (payload, "outcome", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) losses = outcome != NULL ? g_variant_lookup_value (outcome, VT_OUTCOME_LOSSES, NULL) : NULL;
  g_autoptr(GVariant) phrase = NULL;
  char *unit_id;

  if (g_variant_lookup (payload, "unit", "s", &unit_id))
    g_ptr_array_add (ids, unit_id);
  add_units_of (vt_event_get_changes (event), ids);
  add_units_of (losses, ids);
  phrase = _vt_event_get_phrase (event);
  _vt_phrase_collect_units (phrase, ids);
  if (params != NULL)
    add_strings (params, ids);
}

GVariant *
_vt_event_get_phrase (VtEvent *event)
{
  GVariant *payload = vt_event_get_payload (event);
  g_autoptr(GVariant) outcome = g_variant_lookup_value (payload, "outcome", G_VARIANT_TYPE_VARDICT);

  return g_variant_lookup_value (outcome != NULL ? outcome : payload, VT_OUTCOME_SUMMARY_PHRASE,
                                 G_VARIANT_TYPE_VARDICT);
}

/* ---- a reader ----------------------------------------------------------- */

typedef struct {
  VtGame         *game;      /* NULL: a ruleset's outcome read alone */
  VtRuleset      *ruleset;
  VtSightTracker *tracker;   /* NULL: the umpire */
  const char     *side_id;   /* NULL: the umpire */
  guint           index;
  gboolean        name_sides; /* the umpire's: each run of units after its side's name */
} Reader;

static const char *
side_name (VtGame     *game,
           const char *side_id)
{
  VtSide *side = side_id != NULL ? vt_scenario_find_side (vt_game_get_state (game), side_id) : NULL;

  return side != NULL && vt_side_get_name (side) != NULL ? vt_side_get_name (side) : "";
}

static VtUnit *
find_unit (VtGame     *game,
           const char *unit_id)
{
  VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), unit_id);

  return unit != NULL ? unit : vt_scenario_find_unit (vt_game_get_scenario (game), unit_id);
}

/* "troops near Leutmannsdorf": the named ground nearest to where they were seen */
static char *
describe_troops (VtGame        *game,
                 const VtPoint *position)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  const char *word = ruleset != NULL && vt_ruleset_get_troops_word (ruleset) != NULL
                     ? vt_ruleset_get_troops_word (ruleset) : _("Troops");
  GListModel *features = vt_map_get_features (vt_scenario_get_map (vt_game_get_state (game)));
  const char *nearest = NULL;
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);
      const char *name = vt_feature_get_name (feature);
      VtPoint min, max;
      double dx, dy;

      if (name == NULL || *name == '\0')
        continue;
      vt_feature_get_extents (feature, &min, &max);
      dx = position->x < min.x ? min.x - position->x : position->x > max.x ? position->x - max.x : 0;
      dy = position->y < min.y ? min.y - position->y : position->y > max.y ? position->y - max.y : 0;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          nearest = name;
        }
    }
  if (nearest == NULL)
    return g_strdup (word);
  /* TRANSLATORS: troops a side saw but could not make out, and the named
   * ground nearest to them: "Truppen near Leutmannsdorf" */
  return g_strdup_printf (_("%1$s near %2$s"), word, nearest);
}

/* The units of one list as the reader knows them: each side's run of
 * units after its name ("Blau II/2, II/3; Rot II/1"), the reader's own
 * after none when it reads its own account; troops it saw but could not
 * make out as where it saw them; those it did not see as "troops not seen". */
static char *
say_units (const char * const *unit_ids,
           gpointer            data)
{
  Reader *reader = data;
  g_autoptr(GString) said = g_string_new (NULL);
  g_autoptr(GPtrArray) troops = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) boxes = g_hash_table_new (g_str_hash, g_str_equal);
  const char *run_side = NULL;
  gboolean unseen = FALSE;

  if (reader->game == NULL)
    {
      /* no game to name them: as the umpire gave them */
      for (guint i = 0; unit_ids[i] != NULL; i++)
        g_string_append_printf (said, "%s%s", i > 0 ? ", " : "", unit_ids[i]);
      return g_string_free (g_steal_pointer (&said), FALSE);
    }

  for (guint i = 0; unit_ids[i] != NULL; i++)
    {
      VtUnit *unit = find_unit (reader->game, unit_ids[i]);
      VtSighting level = VT_SIGHTING_EXACT;
      gboolean own = FALSE;
      VtPoint position = { 0, 0 };
      const char *unit_side;

      if (unit == NULL)
        continue;
      if (reader->tracker != NULL &&
          !_vt_sight_tracker_get_event_sight (reader->tracker, reader->index, unit_ids[i], reader->side_id,
                                              &level, &own, &position))
        level = VT_SIGHTING_NONE;
      if (level == VT_SIGHTING_NONE)
        {
          unseen = TRUE;
          continue;
        }
      if (level == VT_SIGHTING_TROOPS)
        {
          const char *box = vt_unit_get_box (unit);

          /* a troop-concealer is said once, whatever it holds */
          if (box == NULL || g_hash_table_add (boxes, (gpointer) box))
            g_ptr_array_add (troops, describe_troops (reader->game, &position));
          continue;
        }
      unit_side = own ? reader->side_id : vt_unit_get_side (unit);
      if (g_strcmp0 (run_side, unit_side) != 0 || said->len == 0)
        {
          /* a side reads its own units bare, the umpire a move's */
          gboolean bare = reader->side_id != NULL ? own : !reader->name_sides;

          if (said->len > 0)
            g_string_append (said, "; ");
          if (!bare && *side_name (reader->game, unit_side) != '\0')
            g_string_append_printf (said, "%s ", side_name (reader->game, unit_side));
          run_side = unit_side;
        }
      else
        g_string_append (said, ", ");
      g_string_append (said, vt_unit_get_display_name (unit));
    }
  for (guint i = 0; i < troops->len; i++)
    g_string_append_printf (said, "%s%s", said->len > 0 ? "; " : "", (char *) g_ptr_array_index (troops, i));
  if (unseen)
    /* TRANSLATORS: in a side's account, troops it did not see: "troops not seen fire on II/1" */
    g_string_append_printf (said, "%s%s", said->len > 0 ? "; " : "", _("troops not seen"));
  return g_string_free (g_steal_pointer (&said), FALSE);
}

static char *
say_one (Reader     *reader,
         const char *unit_id)
{
  const char *ids[] = { unit_id, NULL };

  return say_units (ids, reader);
}

/* ---- the core's kinds, said from their parts ---------------------------- */

static const VtActivity *
find_activity (VtRuleset  *ruleset,
               VtUnit     *unit,
               const char *activity_id)
{
  const VtActivity *activities;
  guint n = 0;

  if (ruleset == NULL || unit == NULL || activity_id == NULL)
    return NULL;
  activities = vt_ruleset_get_activities (ruleset, unit, &n);
  for (guint i = 0; activities != NULL && i < n; i++)
    if (g_strcmp0 (activities[i].id, activity_id) == 0)
      return &activities[i];
  return NULL;
}

static char *
say_move (Reader  *reader,
          VtEvent *event)
{
  GVariant *payload = vt_event_get_payload (event);
  VtRuleset *ruleset = vt_game_get_ruleset (reader->game);
  const char *unit_id = NULL, *activity_id = NULL;
  g_autofree char *who = NULL;
  double from_x, from_y, x, y, distance, facing = 0;
  guint from_cell, cell;
  const VtActivity *activity;

  if (!g_variant_lookup (payload, "unit", "&s", &unit_id))
    return NULL;
  who = say_one (reader, unit_id);
  g_variant_lookup (payload, "facing", "d", &facing);
  g_variant_lookup (payload, "activity", "&s", &activity_id);
  if ((g_variant_lookup (payload, "from-cell", "u", &from_cell) && g_variant_lookup (payload, "cell", "u", &cell)
       && from_cell == cell) ||
      (g_variant_lookup (payload, "from-x", "d", &from_x) && g_variant_lookup (payload, "from-y", "d", &from_y) &&
       g_variant_lookup (payload, "x", "d", &x) && g_variant_lookup (payload, "y", "d", &y) &&
       from_x == x && from_y == y))
    return g_strdup_printf (_("%s wheels to face %.0f°"), who, facing);
  activity = find_activity (ruleset, find_unit (reader->game, unit_id), activity_id);
  if (activity != NULL && g_variant_lookup (payload, "distance", "d", &distance))
    {
      g_autofree char *units = vt_unit_of_length_dup_plural (vt_ruleset_get_unit_of_length (ruleset));
      g_autofree char *doing = _vt_game_dup_pace_in_sentence (ruleset, activity);

      return g_strdup_printf (_("%1$s moves %2$.0f %3$s at %4$s"), who, round (distance), units, doing);
    }
  return g_strdup_printf (_("%s moves"), who);
}

static char *
say_formation (Reader  *reader,
               VtEvent *event)
{
  GVariant *payload = vt_event_get_payload (event);
  VtRuleset *ruleset = vt_game_get_ruleset (reader->game);
  const char *unit_id = NULL, *formation = NULL;
  g_autofree char *who = NULL;

  if (!g_variant_lookup (payload, "unit", "&s", &unit_id) ||
      !g_variant_lookup (payload, "formation", "&s", &formation))
    return NULL;
  who = say_one (reader, unit_id);
  return g_strdup_printf (_("%s forms %s"), who,
                          ruleset != NULL ? vt_ruleset_get_formation_label (ruleset, formation) : formation);
}

static char *
say_clock (Reader  *reader,
           VtEvent *event)
{
  GVariant *payload = vt_event_get_payload (event);
  VtRuleset *ruleset = vt_game_get_ruleset (reader->game);
  guint phase, zuege;

  /* the lot and its reason are the umpire's words: kept as he wrote them */
  if (g_variant_lookup (payload, "to-move", "&s", NULL))
    return NULL;
  if (g_variant_lookup (payload, "zuege", "u", &zuege) && zuege > 0 && ruleset != NULL &&
      !g_variant_lookup (payload, "phase", "u", &phase))
    return zuege == 1 ? g_strdup_printf (_("the clock advances one %s"), vt_ruleset_get_move_name (ruleset, 1))
                      : g_strdup_printf (_("the clock advances %1$u %2$s"), zuege,
                                         vt_ruleset_get_move_name (ruleset, zuege));
  if (g_variant_lookup (payload, "phase", "u", &phase) && ruleset != NULL &&
      !g_variant_lookup (payload, "zuege", "u", &zuege))
    {
      g_autofree char *label = vt_game_dup_phase_label (reader->game, phase);

      if (*label != '\0')
        return g_strdup_printf (_("%s begins"), label);
    }
  return NULL;
}

static char *
say_phrase_as (Reader   *reader,
               GVariant *phrase)
{
  VtRuleset *ruleset = reader->ruleset;
  const char *domains[] = { GETTEXT_PACKAGE, ruleset != NULL ? vt_ruleset_get_gettext_domain (ruleset) : NULL,
                            NULL };

  return phrase != NULL ? _vt_phrase_say (phrase, domains, say_units, reader) : NULL;
}

static char *
say_phrase (Reader  *reader,
            VtEvent *event)
{
  g_autoptr(GVariant) phrase = _vt_event_get_phrase (event);

  return say_phrase_as (reader, phrase);
}

char *
_vt_phrase_say_for_umpire (VtGame    *game,
                           VtRuleset *ruleset,
                           GVariant  *phrase)
{
  Reader reader = { game, ruleset, NULL, NULL, 0, TRUE };

  return say_phrase_as (&reader, phrase);
}

/* An action of an old file, or one whose phrase the reader cannot say,
 * told from its parts only: the units as the reader knows them and the
 * action's name. */
static char *
say_action_plainly (Reader  *reader,
                    VtEvent *event)
{
  VtRuleset *ruleset = vt_game_get_ruleset (reader->game);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) once = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  g_autofree char *who = NULL;
  const char *action = NULL;
  const VtAction *declared;
  const char *label;

  g_variant_lookup (vt_event_get_payload (event), "action", "&s", &action);
  declared = ruleset != NULL && action != NULL ? vt_ruleset_find_action (ruleset, action) : NULL;
  label = declared != NULL && declared->label != NULL ? vt_ruleset_translate (ruleset, declared->label)
          : action != NULL ? action : vt_event_get_kind (event);
  _vt_event_collect_units (event, ids);
  for (guint i = 0; i < ids->len; i++)
    if (find_unit (reader->game, g_ptr_array_index (ids, i)) != NULL && g_hash_table_add (once, g_ptr_array_index (ids, i)))
      g_ptr_array_add (units, g_ptr_array_index (ids, i));
  if (units->len == 0)
    return g_strdup (label);
  g_ptr_array_add (units, NULL);
  who = say_units ((const char * const *) units->pdata, reader);
  /* TRANSLATORS: an action told from its parts: "II/1; Blau Füsiliere: Infantry fire" */
  return g_strdup_printf (_("%1$s: %2$s"), who, label);
}

/* @said, and after it the side's own units the event changed that it
 * does not name (a ruleset's summary of a demolition or a surrender may
 * name none): a side always reads which of its troops an event touched */
static char *
add_own_units_touched (Reader  *reader,
                       VtEvent *event,
                       char    *said)
{
  g_autoptr(GPtrArray) changed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) named = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) once = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GVariant) phrase = _vt_event_get_phrase (event);
  g_autofree char *who = NULL;
  GVariantIter iter;
  GVariant *change;

  _vt_phrase_collect_units (phrase, named);
  {
    GVariant *payload = vt_event_get_payload (event);
    const char *unit_id;

    if (g_variant_lookup (payload, "unit", "&s", &unit_id))
      g_ptr_array_add (named, g_strdup (unit_id));
  }
  for (guint i = 0; i < named->len; i++)
    g_hash_table_add (once, g_ptr_array_index (named, i));
  /* a unit the event brings in (prisoners led away) is told by the words */
  g_variant_iter_init (&iter, vt_event_get_changes (event));
  while ((change = g_variant_iter_next_value (&iter)) != NULL)
    {
      char *unit_id = NULL;

      if (g_variant_lookup (change, VT_CHANGE_TYPE, "&s", NULL) && g_variant_lookup (change, "unit", "s", &unit_id))
        {
          g_ptr_array_add (named, unit_id);
          g_hash_table_add (once, unit_id);
        }
      g_variant_unref (change);
    }
  g_variant_iter_init (&iter, vt_event_get_changes (event));
  while ((change = g_variant_iter_next_value (&iter)) != NULL)
    {
      const char *unit_id = NULL;
      VtSighting level;
      gboolean own = FALSE;
      VtPoint position;

      VtUnit *unit;

      if (g_variant_lookup (change, "unit", "&s", &unit_id) && !g_hash_table_contains (once, unit_id) &&
          (unit = find_unit (reader->game, unit_id)) != NULL &&
          /* a figure with no name of its own is named by the words (War-Chess) */
          vt_unit_get_name (unit) != NULL && *vt_unit_get_name (unit) != '\0' &&
          _vt_sight_tracker_get_event_sight (reader->tracker, reader->index, unit_id, reader->side_id, &level, &own,
                                             &position) && own)
        {
          char *copy = g_strdup (unit_id);

          g_ptr_array_add (changed, copy);
          g_hash_table_add (once, copy);
        }
      g_variant_unref (change);
    }
  if (changed->len == 0)
    return said;
  g_ptr_array_add (changed, NULL);
  who = say_units ((const char * const *) changed->pdata, reader);
  {
    /* TRANSLATORS: a side's account of an event and its own units the
     * event touched that the words do not name: "demolition: 30 Züge (I/2)" */
    char *with = g_strdup_printf (_("%1$s (%2$s)"), said, who);

    g_free (said);
    return with;
  }
}

/* whether the side took part in @event or saw any of it */
static gboolean
side_knew (Reader  *reader,
           VtEvent *event,
           gboolean *all_known)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  gboolean any = FALSE;

  *all_known = TRUE;
  _vt_event_collect_units (event, ids);
  for (guint i = 0; i < ids->len; i++)
    {
      VtSighting level;
      gboolean own;
      VtPoint position;

      if (find_unit (reader->game, g_ptr_array_index (ids, i)) == NULL)
        continue;
      if (!_vt_sight_tracker_get_event_sight (reader->tracker, reader->index, g_ptr_array_index (ids, i),
                                              reader->side_id, &level, &own, &position))
        level = VT_SIGHTING_NONE;
      if (level != VT_SIGHTING_NONE)
        any = TRUE;
      if (level != VT_SIGHTING_EXACT)
        *all_known = FALSE;
    }
  return any;
}

/**
 * vt_game_dup_account:
 * @game: a game
 * @index: an event of its journal
 * @side_id: (nullable): the side whose account is asked; %NULL for the
 *   umpire's
 *
 * The event as @side_id knew it, said in the reader's language: the
 * clock's passing; what its own troops did and lived through, always; what
 * it saw of the enemy, each unit as it saw it then (by name, as troops
 * near a place, or as troops not seen). The umpire's account names every
 * unit and adds the ruleset's note and the umpire's ruling. A side has no
 * account of an event not in force (undone).
 *
 * Returns: (transfer full) (nullable): the account; %NULL when the side
 *   knew nothing of the event
 */
char *
vt_game_dup_account (VtGame     *game,
                     guint       index,
                     const char *side_id)
{
  VtJournal *journal;
  VtEvent *event;
  const char *kind;
  Reader reader = { game, vt_game_get_ruleset (game), NULL, side_id, index, side_id == NULL };
  g_autofree char *said = NULL;
  gboolean all_known = TRUE, phrase_said = FALSE;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  journal = vt_game_get_journal (game);
  if (index >= vt_journal_get_length (journal))
    return NULL;
  event = vt_journal_get_event (journal, index);
  kind = vt_event_get_kind (event);

  if (side_id != NULL)
    {
      if (index >= vt_journal_get_head (journal) || vt_game_get_knowledge (game, side_id) == NULL)
        return NULL;
      reader.tracker = _vt_game_get_sight_tracker (game);
    }

  if (g_str_equal (kind, VT_EVENT_CLOCK))
    {
      said = say_clock (&reader, event);
      return said != NULL ? g_steal_pointer (&said) : g_strdup (vt_event_get_summary (event));
    }

  if (side_id != NULL)
    {
      const char *shown_to = NULL;

      /* the umpire's showing a unit to the side: it sees it from then on */
      if (g_str_equal (kind, VT_EVENT_REVEAL))
        return g_variant_lookup (vt_event_get_payload (event), "side", "&s", &shown_to) &&
               g_str_equal (shown_to, side_id) ? g_strdup (vt_event_get_summary (event)) : NULL;
      /* his notes, house rules, hiding, ground and the messages' handling
       * are his; the messages reach a side by vt_message_log (its numbers) */
      if (!g_str_equal (kind, VT_EVENT_MOVE) && !g_str_equal (kind, VT_EVENT_FORMATION) &&
          !g_str_equal (kind, VT_EVENT_ACTION) && !g_str_equal (kind, VT_EVENT_LOSS) &&
          !g_str_equal (kind, VT_EVENT_ALLOWANCE))
        return NULL;
      if (!side_knew (&reader, event, &all_known))
        return NULL;
    }

  if (g_str_equal (kind, VT_EVENT_MOVE))
    {
      /* the umpire reads a move in the unit's own name, as he made it */
      reader.name_sides = FALSE;
      said = say_move (&reader, event);
    }
  else if (g_str_equal (kind, VT_EVENT_FORMATION))
    {
      reader.name_sides = FALSE;
      said = say_formation (&reader, event);
    }
  else
    phrase_said = (said = say_phrase (&reader, event)) != NULL;

  if (said == NULL)
    {
      const char *summary = vt_event_get_summary (event);

      /* an old file's event: its stored words, where they can name nothing
       * the side did not see */
      if (summary != NULL && *summary != '\0' && all_known)
        said = g_strdup (summary);
      else if (g_str_equal (kind, VT_EVENT_ACTION))
        said = say_action_plainly (&reader, event);
      else
        said = g_strdup (summary != NULL && *summary != '\0' ? summary : kind);
      if (side_id != NULL && !all_known && !g_str_equal (kind, VT_EVENT_ACTION))
        {
          g_clear_pointer (&said, g_free);
          said = say_action_plainly (&reader, event);
        }
    }

  if (side_id == NULL)
    return _vt_event_dup_text_with (event, said);
  /* the ruleset's phrase may name none of the troops it touched; on a
   * board its words name each figure by its square (War-Chess) */
  if (g_str_equal (kind, VT_EVENT_ACTION) && phrase_said &&
      vt_map_get_board (vt_scenario_get_map (vt_game_get_state (game))) == NULL)
    return add_own_units_touched (&reader, event, g_steal_pointer (&said));
  return g_steal_pointer (&said);
}

/**
 * vt_game_dup_loss_cause:
 * @game: a game
 * @entry: an entry of its loss ledger
 * @side_id: (nullable): the reader's side; %NULL: the umpire
 *
 * The cause is said at the event that booked it, each unit it names as
 * the side knew it then ("shot 2 of troops near the mill").
 *
 * Returns: (transfer full) (nullable): the cause
 */
char *
vt_game_dup_loss_cause (VtGame      *game,
                        VtLossEntry *entry,
                        const char  *side_id)
{
  Reader reader = { game, NULL, NULL, side_id, 0, TRUE };
  GVariant *cause;
  char *said = NULL;
  const char *note;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (VT_IS_LOSS_ENTRY (entry), NULL);

  reader.ruleset = vt_game_get_ruleset (game);
  reader.index = vt_loss_entry_get_event (entry);
  if (side_id != NULL)
    reader.tracker = _vt_game_get_sight_tracker (game);
  cause = vt_loss_entry_get_cause (entry);
  if (cause != NULL)
    said = say_phrase_as (&reader, cause);
  if (said != NULL)
    return said;
  note = vt_loss_entry_get_note (entry);
  return note != NULL && *note != '\0' ? g_strdup (note) : NULL;
}
