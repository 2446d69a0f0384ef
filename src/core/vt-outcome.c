/* vt-outcome.c: what a ruleset's resolve returns, built without spelling keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-outcome"

#include "config.h"

#include "vt-change.h"
#include "vt-outcome.h"

struct _VtOutcome
{
  /* key → value, and the keys in the order they were first set: the a{sv}
   * is built in that order, so its keys come out as a GVariantDict filled
   * in the same order would give them */
  GHashTable      *values;
  GPtrArray       *order;

  GVariantBuilder  losses;
  GVariantBuilder  changes;
  GVariantBuilder  notes;
  guint            n_losses;
  guint            n_changes;
  guint            n_notes;
};

/* a place kept for the losses or the changes has no value yet */
static void
value_free (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

VtOutcome *
vt_outcome_new (void)
{
  VtOutcome *self = g_new0 (VtOutcome, 1);

  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, value_free);
  self->order = g_ptr_array_new ();
  g_variant_builder_init (&self->losses, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_init (&self->changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_init (&self->notes, G_VARIANT_TYPE_STRING_ARRAY);
  return self;
}

void
vt_outcome_free (VtOutcome *self)
{
  if (self == NULL)
    return;

  g_variant_builder_clear (&self->losses);
  g_variant_builder_clear (&self->changes);
  g_variant_builder_clear (&self->notes);
  g_ptr_array_unref (self->order);
  g_hash_table_unref (self->values);
  g_free (self);
}

/* Gives @key its place; NULL @value only reserves it (losses, changes). */
static void
put (VtOutcome  *self,
     const char *key,
     GVariant   *value)
{
  char *owned;

  if (!g_hash_table_lookup_extended (self->values, key, (gpointer *) &owned, NULL))
    {
      owned = g_strdup (key);
      g_ptr_array_add (self->order, owned);
      g_hash_table_insert (self->values, owned, value != NULL ? g_variant_ref_sink (value) : NULL);
      return;
    }

  if (value != NULL)
    g_hash_table_insert (self->values, g_strdup (key), g_variant_ref_sink (value));
}

/**
 * vt_outcome_set_summary:
 * @self: an outcome
 * @summary: one line for the journal
 */
void
vt_outcome_set_summary (VtOutcome  *self,
                        const char *summary)
{
  g_return_if_fail (self != NULL && summary != NULL);

  put (self, VT_OUTCOME_SUMMARY, g_variant_new_string (summary));
}

void
vt_outcome_set_summary_phrase (VtOutcome *self,
                               GVariant  *phrase)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (phrase != NULL && g_variant_is_of_type (phrase, G_VARIANT_TYPE_VARDICT));

  put (self, VT_OUTCOME_SUMMARY_PHRASE, phrase);
}

/**
 * vt_outcome_set_text:
 * @self: an outcome
 * @text: the reasoning, as the umpire reads it
 */
void
vt_outcome_set_text (VtOutcome  *self,
                     const char *text)
{
  g_return_if_fail (self != NULL && text != NULL);

  put (self, VT_OUTCOME_TEXT, g_variant_new_string (text));
}

void
vt_outcome_set (VtOutcome  *self,
                const char *key,
                const char *format,
                ...)
{
  va_list args;
  GVariant *value;

  g_return_if_fail (self != NULL && key != NULL && format != NULL);

  va_start (args, format);
  value = g_variant_new_va (format, NULL, &args);
  va_end (args);
  put (self, key, value);
}

void
vt_outcome_set_value (VtOutcome  *self,
                      const char *key,
                      GVariant   *value)
{
  g_return_if_fail (self != NULL && key != NULL && value != NULL);

  put (self, key, value);
}

void
vt_outcome_list_losses (VtOutcome *self)
{
  g_return_if_fail (self != NULL);

  put (self, VT_OUTCOME_LOSSES, NULL);
}

void
vt_outcome_list_changes (VtOutcome *self)
{
  g_return_if_fail (self != NULL);

  put (self, VT_OUTCOME_CHANGES, NULL);
}

void
vt_outcome_add_change (VtOutcome *self,
                       GVariant  *change)
{
  g_return_if_fail (self != NULL && change != NULL);
  g_return_if_fail (g_variant_is_of_type (change, G_VARIANT_TYPE_VARDICT));

  g_variant_builder_add_value (&self->changes, change);
  self->n_changes++;
}

void
vt_outcome_change_strength (VtOutcome  *self,
                            const char *unit_id,
                            guint       strength)
{
  GVariantDict change;

  g_return_if_fail (self != NULL && unit_id != NULL);

  g_variant_dict_init (&change, NULL);
  g_variant_dict_insert (&change, "unit", "s", unit_id);
  g_variant_dict_insert (&change, "strength", "u", strength);
  vt_outcome_add_change (self, g_variant_dict_end (&change));
}

/**
 * vt_outcome_change_side:
 * @self: an outcome
 * @unit_id: the unit going over
 * @side_id: the side it now belongs to, one of the scenario's
 *
 * A unit passes to another side, as a gun captured "follows all the rules
 * of your own guns" (Little Wars, Melee 5). A loss booked in the same
 * outcome stays on the side it was taken from.
 */
void
vt_outcome_change_side (VtOutcome  *self,
                        const char *unit_id,
                        const char *side_id)
{
  GVariantDict change;

  g_return_if_fail (self != NULL && unit_id != NULL && side_id != NULL);

  g_variant_dict_init (&change, NULL);
  g_variant_dict_insert (&change, "unit", "s", unit_id);
  g_variant_dict_insert (&change, "side", "s", side_id);
  vt_outcome_add_change (self, g_variant_dict_end (&change));
}

/**
 * vt_outcome_create_unit:
 * @self: an outcome
 * @unit_id: the new unit's id, not yet taken in the game
 * @unit_type: one of the ruleset's unit types
 * @side_id: the side it belongs to
 * @name: (nullable): what the umpire calls it
 * @x: where it stands
 * @y: where it stands
 * @strength: in the type's strength unit
 *
 * The change that brings a new unit into the game when the event lands;
 * an undo before the event takes it away again.
 */
void
vt_outcome_create_unit (VtOutcome  *self,
                        const char *unit_id,
                        const char *unit_type,
                        const char *side_id,
                        const char *name,
                        double      x,
                        double      y,
                        guint       strength)
{
  GVariantBuilder change;

  g_return_if_fail (self != NULL);
  g_return_if_fail (unit_id != NULL && unit_type != NULL && side_id != NULL);

  vt_change_builder_init (&change, unit_id);
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_TYPE, g_variant_new_string (unit_type));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_SIDE, g_variant_new_string (side_id));
  if (name != NULL)
    g_variant_builder_add (&change, "{sv}", VT_CHANGE_NAME, g_variant_new_string (name));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_X, g_variant_new_double (x));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_Y, g_variant_new_double (y));
  g_variant_builder_add (&change, "{sv}", VT_CHANGE_STRENGTH, g_variant_new_uint32 (strength));
  vt_outcome_add_change (self, g_variant_builder_end (&change));
}

GVariant *
vt_condition_change_new (const char *unit_id,
                         const char *condition,
                         const char *label,
                         guint       moves)
{
  GVariantDict change;

  g_return_val_if_fail (unit_id != NULL && condition != NULL && label != NULL, NULL);

  g_variant_dict_init (&change, NULL);
  g_variant_dict_insert (&change, "unit", "s", unit_id);
  g_variant_dict_insert_value (&change, "conditions",
                               g_variant_new_parsed ("[(%s, %s, %u)]", condition, label, moves));
  return g_variant_dict_end (&change);
}

void
vt_outcome_change_condition (VtOutcome  *self,
                             const char *unit_id,
                             const char *condition,
                             const char *label,
                             guint       moves)
{
  g_return_if_fail (self != NULL);

  vt_outcome_add_change (self, vt_condition_change_new (unit_id, condition, label, moves));
}

/**
 * vt_outcome_book_loss:
 * @self: an outcome
 * @unit_id: the unit that suffered the loss
 * @arm: (nullable): the loss table it is counted in; NULL: the unit type's arm
 * @points: the loss, in the ruleset's points
 * @note: (nullable): why, for the ledger
 * @strength_before: the unit's strength before the loss
 * @strength_after: what the loss leaves of it
 *
 * One entry for the loss ledger and, when the strength moves, the change
 * that moves it: the two cannot drift apart.
 */
static void
book (VtOutcome  *self,
      const char *unit_id,
      const char *arm,
      double      points,
      const char *note,
      GVariant   *cause,
      guint       strength_before,
      guint       strength_after,
      gboolean    captured)
{
  GVariantDict loss;

  g_return_if_fail (self != NULL && unit_id != NULL);

  g_variant_dict_init (&loss, NULL);
  g_variant_dict_insert (&loss, "unit", "s", unit_id);
  if (arm != NULL)
    g_variant_dict_insert (&loss, "arm", "s", arm);
  g_variant_dict_insert (&loss, "points", "d", points);
  /* a cause as a phrase is said in the umpire's words by vt_ruleset_resolve() */
  g_variant_dict_insert (&loss, "note", "s", note != NULL ? note : "");
  if (cause != NULL)
    g_variant_dict_insert_value (&loss, VT_OUTCOME_LOSS_CAUSE, cause);
  /* what the loss cost in the unit type's own count, for the ledger */
  if (strength_before > strength_after)
    g_variant_dict_insert (&loss, "men", "u", strength_before - strength_after);
  if (captured)
    g_variant_dict_insert (&loss, "captured", "b", TRUE);
  g_variant_builder_add_value (&self->losses, g_variant_dict_end (&loss));
  self->n_losses++;

  if (strength_after != strength_before)
    vt_outcome_change_strength (self, unit_id, strength_after);
}

void
vt_outcome_book_loss (VtOutcome  *self,
                      const char *unit_id,
                      const char *arm,
                      double      points,
                      const char *note,
                      guint       strength_before,
                      guint       strength_after)
{
  book (self, unit_id, arm, points, note, NULL, strength_before, strength_after, FALSE);
}

/**
 * vt_outcome_book_loss_phrase:
 * @cause: (transfer floating) (nullable): why, as a phrase (vt-phrase.h)
 *
 * As vt_outcome_book_loss(), with the cause said in each reader's words
 * and any unit it names as the reader's side knew it.
 */
void
vt_outcome_book_loss_phrase (VtOutcome  *self,
                             const char *unit_id,
                             const char *arm,
                             double      points,
                             GVariant   *cause,
                             guint       strength_before,
                             guint       strength_after)
{
  book (self, unit_id, arm, points, NULL, cause, strength_before, strength_after, FALSE);
}

/**
 * vt_outcome_book_capture:
 * @self: an outcome
 * @unit_id: the unit whose men (or whole figure) were taken
 * @arm: (nullable): the loss table it is counted in; NULL: the unit type's arm
 * @points: the loss, in the ruleset's points
 * @note: (nullable): why, for the ledger
 * @strength_before: the unit's strength before
 * @strength_after: what is left of it; 0 for a figure taken
 *
 * As vt_outcome_book_loss(), for men taken prisoner or a figure captured:
 * the ledger marks the entry, and a unit with nothing left is "captured".
 */
void
vt_outcome_book_capture (VtOutcome  *self,
                         const char *unit_id,
                         const char *arm,
                         double      points,
                         const char *note,
                         guint       strength_before,
                         guint       strength_after)
{
  book (self, unit_id, arm, points, note, NULL, strength_before, strength_after, TRUE);
}

/* vt_outcome_book_capture() with the cause as a phrase (floating, nullable) */
void
vt_outcome_book_capture_phrase (VtOutcome  *self,
                                const char *unit_id,
                                const char *arm,
                                double      points,
                                GVariant   *cause,
                                guint       strength_before,
                                guint       strength_after)
{
  book (self, unit_id, arm, points, NULL, cause, strength_before, strength_after, TRUE);
}

void
vt_outcome_add_note (VtOutcome  *self,
                     const char *note)
{
  g_return_if_fail (self != NULL && note != NULL);

  g_variant_builder_add (&self->notes, "s", note);
  self->n_notes++;
}

guint
vt_outcome_get_n_losses (VtOutcome *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_losses;
}

guint
vt_outcome_get_n_changes (VtOutcome *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_changes;
}

/**
 * vt_outcome_end:
 * @self: an outcome
 *
 * Returns: (transfer floating): the outcome as resolve returns it
 */
GVariant *
vt_outcome_end (VtOutcome *self)
{
  GVariantDict dict;

  g_return_val_if_fail (self != NULL, NULL);

  /* lists booked but never placed go at the end */
  if (self->n_losses > 0)
    vt_outcome_list_losses (self);
  if (self->n_changes > 0)
    vt_outcome_list_changes (self);
  if (self->n_notes > 0)
    put (self, VT_OUTCOME_NOTES, NULL);

  g_variant_dict_init (&dict, NULL);
  for (guint i = 0; i < self->order->len; i++)
    {
      const char *key = g_ptr_array_index (self->order, i);
      GVariant *value = g_hash_table_lookup (self->values, key);

      if (g_str_equal (key, VT_OUTCOME_LOSSES))
        g_variant_dict_insert_value (&dict, key, g_variant_builder_end (&self->losses));
      else if (g_str_equal (key, VT_OUTCOME_CHANGES))
        g_variant_dict_insert_value (&dict, key, g_variant_builder_end (&self->changes));
      else if (g_str_equal (key, VT_OUTCOME_NOTES) && value == NULL)
        g_variant_dict_insert_value (&dict, key, g_variant_builder_end (&self->notes));
      else if (value != NULL)
        g_variant_dict_insert_value (&dict, key, value);
    }

  /* empty again, ready for another outcome */
  g_ptr_array_set_size (self->order, 0);
  g_hash_table_remove_all (self->values);
  g_variant_builder_clear (&self->losses);
  g_variant_builder_clear (&self->changes);
  g_variant_builder_clear (&self->notes);
  g_variant_builder_init (&self->losses, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_init (&self->changes, G_VARIANT_TYPE ("aa{sv}"));
  g_variant_builder_init (&self->notes, G_VARIANT_TYPE_STRING_ARRAY);
  self->n_losses = self->n_changes = self->n_notes = 0;

  return g_variant_dict_end (&dict);
}
