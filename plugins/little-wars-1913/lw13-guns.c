/* lw13-guns.c: guns in action, moved or fired, captured (Part III)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mobility III-IV, The Move 4-5 and Melee 5. The shooting itself is done
 * on the floor with spring guns; which men a shot kills (Mobility VI) is
 * the umpire's eye, and he enters them here shot by shot.
 */
#define G_LOG_DOMAIN "lw13-guns"

#include "lw13-i18n.h"

#include <math.h>

#include "lw13-catalogue.h"
#include "lw13-guns.h"
#include "lw13-measures.h"
#include "lw13-move.h"

gboolean
lw13_guns_acted_this_move (VtGame     *game,
                           const char *action_id,
                           const char *param,
                           const char *unit_id)
{
  VtJournal *journal;

  if (game == NULL)
    return FALSE;
  journal = vt_game_get_journal (game);
  for (guint i = lw13_player_move_began_at (game); i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *payload = vt_event_get_payload (event);
      g_autoptr(GVariant) params = NULL;
      const char *action = NULL, *id = NULL;

      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_ACTION) ||
          !g_variant_lookup (payload, "action", "&s", &action) || !g_str_equal (action, action_id))
        continue;
      params = g_variant_lookup_value (payload, "params", G_VARIANT_TYPE_VARDICT);
      if (params != NULL && g_variant_lookup (params, param, "&s", &id) && g_strcmp0 (id, unit_id) == 0)
        return TRUE;
    }
  return FALSE;
}

/* @unit as it stood before the journal's event @index */
static VtUnit *
copy_as_before (VtGame *game,
                VtUnit *unit,
                guint   index)
{
  VtUnit *copy = vt_unit_copy (unit);
  VtPoint place;
  double facing;

  lw13_place_before (game, unit, index, &place, &facing);
  vt_unit_set_position (copy, &place);
  vt_unit_set_facing (copy, facing);
  return copy;
}

VtUnit *
lw13_guns_moved_with (VtRuleset     *ruleset,
                      VtGame        *game,
                      VtUnit        *men,
                      const VtPoint *to,
                      double         facing,
                      gboolean      *keeps_up)
{
  VtJournal *journal = vt_game_get_journal (game);
  VtScenario *state = vt_game_get_state (game);
  double reach = lw13_measure (game, "gun-crew-reach");
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  VtUnit *with = NULL;

  *keeps_up = FALSE;
  if (!lw13_catalogue_is_men (vt_unit_get_unit_type (men)) || vt_unit_get_strength (men) == 0 ||
      lw13_is_disarmed (men))
    return NULL;

  for (guint i = lw13_part_began_at (game); i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      g_autoptr(VtUnit) gun_then = NULL;
      g_autoptr(VtUnit) men_then = NULL;
      g_autoptr(VtUnit) men_there = NULL;
      const char *id = NULL;
      VtUnit *gun;

      /* each gun once, at its first move in this part; swung round on its
       * axis it has not moved */
      if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_MOVE) || !lw13_event_changes_place (event) ||
          !g_variant_lookup (vt_event_get_payload (event), "unit", "&s", &id) ||
          !g_hash_table_add (seen, (gpointer) id))
        continue;
      gun = vt_scenario_find_unit (state, id);
      if (gun == NULL || !lw13_catalogue_is_gun (vt_unit_get_unit_type (gun)) ||
          g_strcmp0 (vt_unit_get_side (gun), vt_unit_get_side (men)) != 0 || vt_unit_get_strength (gun) == 0)
        continue;

      /* "the men who are with the gun" are its crew as Mobility III counts
       * them (lw13_count_men_within): a body with a man within six inches
       * of the gun where both stood before it moved */
      gun_then = copy_as_before (game, gun, i);
      men_then = copy_as_before (game, men, i);
      if (lw13_men_distance (ruleset, gun_then, men_then) > reach)
        continue;
      if (with == NULL)
        with = gun;
      if (to == NULL)
        {
          *keeps_up = TRUE;
          return gun;
        }
      /* "placed within six inches of it in its new position" */
      men_there = vt_unit_copy (men);
      vt_unit_set_position (men_there, to);
      vt_unit_set_facing (men_there, facing);
      if (lw13_men_distance (ruleset, gun, men_there) <= reach)
        {
          *keeps_up = TRUE;
          return gun;
        }
    }
  return with;
}

/* the gun a parameter names, which must be a gun */
static gboolean
read_gun (VtGame      *game,
          GVariant    *params,
          const char  *action,
          VtUnit     **gun,
          GError     **error)
{
  GError *local_error = NULL;

  *gun = vt_params_get_unit (game, params, "gun", &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  if (*gun != NULL && !lw13_catalogue_is_gun (vt_unit_get_unit_type (*gun)))
    return vt_bad_parameter (error, _ ("%s: %s is no gun"), action, vt_unit_get_display_name (*gun));
  if (*gun != NULL && vt_unit_get_strength (*gun) == 0)
    return vt_bad_parameter (error, _ ("%s: %s is no longer on the field"), action, vt_unit_get_display_name (*gun));
  return TRUE;
}

/* Part V: "one must be within two moves of a gun": two of the cart's moves */
static gboolean
cart_within_two_moves (VtRuleset *ruleset,
                       VtGame    *game,
                       VtUnit    *gun)
{
  GListModel *units = vt_scenario_get_units (vt_game_get_state (game));

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      if (g_str_equal (vt_unit_get_unit_type (unit), LW13_AMMUNITION_CART) &&
          g_str_equal (vt_unit_get_side (unit), vt_unit_get_side (gun)) && vt_unit_get_strength (unit) > 0 &&
          lw13_gap (ruleset, gun, unit) <= 2 * lw13_move_of (ruleset, game, unit))
        return TRUE;
    }
  return FALSE;
}

/* Fills "men" and "cavalry" (the gun's side within six inches), and for
 * @enemy_too "enemy" (the other side's). */
static GVariant *
prepare_crew (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              GError     **error)
{
  g_auto(GVariantDict) completed = G_VARIANT_DICT_INIT (params);
  const char *filled[5] = { NULL, };
  guint n_filled = 0;
  VtUnit *gun = NULL;

  if (!read_gun (game, params, action, &gun, error))
    return NULL;
  if (gun != NULL)
    {
      double reach = lw13_measure (game, "gun-crew-reach");
      guint cavalry = 0;
      guint men = lw13_count_men_within (ruleset, game, gun, vt_unit_get_side (gun), reach, NULL, &cavalry);
      const char *crew_name = g_str_equal (action, "gun-capture") ? "own-men" : "men";

      if (!g_variant_dict_contains (&completed, crew_name))
        {
          g_variant_dict_insert (&completed, crew_name, "x", (gint64) men);
          filled[n_filled++] = crew_name;
        }
      if (g_str_equal (action, "gun-move") && !g_variant_dict_contains (&completed, "cavalry"))
        {
          g_variant_dict_insert (&completed, "cavalry", "x", (gint64) cavalry);
          filled[n_filled++] = "cavalry";
        }
      if (g_str_equal (action, "gun-move") && !g_variant_dict_contains (&completed, "fired"))
        {
          g_variant_dict_insert (&completed, "fired", "b",
                                 lw13_guns_acted_this_move (game, "gun-fire", "gun", vt_unit_get_id (gun)));
          filled[n_filled++] = "fired";
        }
      if (g_str_equal (action, "gun-fire") && vt_option_get_boolean (game, "ammunition-carts", FALSE) &&
          !g_variant_dict_contains (&completed, "cart"))
        {
          g_variant_dict_insert (&completed, "cart", "b", cart_within_two_moves (ruleset, game, gun));
          filled[n_filled++] = "cart";
        }
      if (g_str_equal (action, "gun-fire") && !g_variant_dict_contains (&completed, "moved"))
        {
          g_variant_dict_insert (&completed, "moved", "b",
                                 lw13_moved_away_this_move (game, vt_unit_get_id (gun)) ||
                                 lw13_guns_acted_this_move (game, "gun-move", "gun", vt_unit_get_id (gun)));
          filled[n_filled++] = "moved";
        }
    }
  return vt_prepare_result_new (g_variant_dict_end (&completed), filled, NULL, "measures",
                                _ ("Mobility III: four men of its side within six inches"));
}

static gboolean
read_count (GVariant    *params,
            const char  *name,
            const char  *action,
            guint       *value,
            GError     **error)
{
  gint64 given;

  if (!vt_params_get_integer (params, name, &given))
    return vt_bad_parameter (error, _ ("%s: give %s=…, or the gun on the map (gun=…) to count them"), action, name);
  *value = (guint) given;
  return TRUE;
}

/* ---- in action ------------------------------------------------------------ */

static const VtActionParam in_action_params[] = {
  { "gun", N_("Gun"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The gun."), NULL, VT_PARAM_ROLE_SUBJECT },
  { "men", N_("Men of its side within six inches"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Counted on the map when not given.") },
};

static GVariant *
resolve_in_action (VtRuleset   *ruleset,
                   VtGame      *game,
                   const char  *action,
                   GVariant    *params,
                   VtDice      *dice,
                   GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  guint men = 0;
  gboolean in_action;

  if (!read_count (params, "men", action, &men, error))
    return NULL;
  in_action = men >= lw13_measure (game, "gun-crew");
  /* Translators: the English reads "men" for one man too, as it always has;
   * the plural forms are the translation's own */
  vt_outcome_set_summary_phrase (outcome, in_action
                                 ? vt_phrase_new_plural (GETTEXT_PACKAGE, "gun: %u men within six inches, in action",
                                                         "gun: %u men within six inches, in action", men, "i", men)
                                 : vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                         "gun: %u men within six inches, out of action",
                                                         "gun: %u men within six inches, out of action", men,
                                                         "i", men));
  text = in_action
         ? g_strdup_printf (_ ("Mobility III: a gun is in action if there are at least %g men of its own "
                               "side within %g inches of it; with %u it may be moved or fired."),
                            lw13_measure (game, "gun-crew"), lw13_measure (game, "gun-crew-reach"), men)
         : g_strdup_printf (_ ("Mobility III: a gun is in action if there are at least %g men of its own "
                               "side within %g inches of it; with %u it can neither be moved nor fired."),
                            lw13_measure (game, "gun-crew"), lw13_measure (game, "gun-crew-reach"), men);
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "in-action", "b", in_action);
  return vt_outcome_end (outcome);
}

/* ---- fired ---------------------------------------------------------------- */

static const VtActionParam fire_params[] = {
  { "gun", N_("Gun"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The gun that fires."), NULL, VT_PARAM_ROLE_FIRER },
  { "men", N_("Men of its side within six inches"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Counted on the map when not given.") },
  { "moved", N_("Moved this move"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Whether it has been moved this move; read from the journal when not given.") },
  { "shots", N_("Shots"), VT_PARAM_INTEGER, 1, 4, NULL, TRUE,
    N_("Shots fired, up to four (Mobility IV); the shots entered when not given.") },
  /* The bodies struck are one parameter and each shot says which of them
   * it struck: the core keeps a unit to one place in one parameter of an
   * action, and Mobility IV-VI let every shot of a gun strike the same
   * company. */
  { "target", N_("The bodies struck"), VT_PARAM_UNIT, 0, 0, NULL, TRUE,
    N_("The body the shots struck, or the bodies, each once, separated by commas; a shot that struck "
    "another than the first says which in its on-N."),
    NULL, VT_PARAM_ROLE_TARGET },
  { "killed-1", N_("Men killed by the first shot"), VT_PARAM_INTEGER, 0, 1000, NULL, TRUE, NULL },
  { "on-1", N_("Body struck by the first shot"), VT_PARAM_INTEGER, 1, 4, NULL, TRUE,
    N_("Which of the bodies struck, counted as target names them; the first when not given.") },
  { "killed-2", N_("Men killed by the second shot"), VT_PARAM_INTEGER, 0, 1000, NULL, TRUE, NULL },
  { "on-2", N_("Body struck by the second shot"), VT_PARAM_INTEGER, 1, 4, NULL, TRUE, NULL },
  { "killed-3", N_("Men killed by the third shot"), VT_PARAM_INTEGER, 0, 1000, NULL, TRUE, NULL },
  { "on-3", N_("Body struck by the third shot"), VT_PARAM_INTEGER, 1, 4, NULL, TRUE, NULL },
  { "killed-4", N_("Men killed by the fourth shot"), VT_PARAM_INTEGER, 0, 1000, NULL, TRUE, NULL },
  { "on-4", N_("Body struck by the fourth shot"), VT_PARAM_INTEGER, 1, 4, NULL, TRUE, NULL },
  { "move", N_("The game's move"), VT_PARAM_INTEGER, 1, 10000, NULL, TRUE,
    N_("Without a game: the move it fires in (The Move 4: not before the first player's second).") },
  { "cart", N_("Ammunition cart within two moves"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Part V, with the option ammunition-carts: a cart within two moves of the gun.") },
};

static GVariant *
resolve_fire (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autoptr(GHashTable) strengths = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) struck_units = g_ptr_array_new ();
  g_autofree char *full = NULL;
  VtUnit *gun = NULL;
  guint men = 0, shots = 0, killed = 0;
  gint64 value, move = 0;
  gboolean moved = FALSE, cart = TRUE, defender;
  g_auto(GStrv) struck = NULL;
  const char *struck_list = NULL;
  guint n_struck = 0;

  if (!read_gun (game, params, action, &gun, error) || !read_count (params, "men", action, &men, error))
    return NULL;
  vt_params_get_boolean (params, "moved", &moved);
  if (game != NULL)
    move = vt_game_get_move (game);
  else
    vt_params_get_integer (params, "move", &move);

  /* Varieties 3: "The defender may open fire forthwith; he need not wait
   * until after the second move of the first player"; the loser of the
   * toss is the First Player, so the defender is the second side */
  defender = gun != NULL && g_str_equal (lw13_option_game (game), LW13_GAME_DEFENSIVE) &&
             lw13_side_number (game, vt_unit_get_side (gun)) == 2;

  if (men < lw13_measure (game, "gun-crew") && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "gun-fire: %u men of its side within six inches; a gun needs %g to "
                                             "be in action, and out of action it can neither be moved nor fired "
                                             "(Mobility III)",
                                             "gun-fire: %u men of its side within six inches; a gun needs %g to "
                                             "be in action, and out of action it can neither be moved nor fired "
                                             "(Mobility III)", men),
                                men, lw13_measure (game, "gun-crew"));
  if (moved && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("gun-fire: the gun has been moved this move, and a gun is moved or "
                                   "fired at each move, not both (Mobility IV)"));
  if (move == 1 && !defender && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("gun-fire: guns must not be fired before the second move of the "
                                   "first player (The Move 4)"));
  if (vt_option_get_boolean (game, "ammunition-carts", FALSE) && vt_params_get_boolean (params, "cart", &cart) &&
      !cart && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("gun-fire: no ammunition cart within two moves of the gun (Part V)"));

  /* the bodies struck, each once (the core refuses one named twice) */
  if (vt_params_get_string (params, "target", &struck_list))
    {
      struck = g_strsplit (struck_list, ",", -1);
      for (guint i = 0; struck[i] != NULL; i++)
        g_strstrip (struck[i]);
      n_struck = g_strv_length (struck);
      for (guint i = 0; game != NULL && struck[i] != NULL; i++)
        {
          VtUnit *unit = vt_scenario_find_unit (vt_game_get_state (game), struck[i]);

          if (unit != NULL)
            g_ptr_array_add (struck_units, unit);
        }
    }

  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *killed_name = g_strdup_printf ("killed-%u", i);
      g_autofree char *on_name = g_strdup_printf ("on-%u", i);
      const char *target_id = NULL;
      VtUnit *target = NULL;
      gint64 on = 1;

      if (!vt_params_get_integer (params, killed_name, &value))
        continue;
      shots = MAX (shots, i);
      killed += (guint) value;
      if (text->len > 0)
        g_string_append (text, "; ");
      /* Translators: the men one shot of a gun killed */
      g_string_append_printf (text, _ ("shot %u: %" PRId64 " killed"), i, value);
      vt_params_get_integer (params, on_name, &on);
      if (n_struck > 0 && on > n_struck)
        return vt_bad_parameter_null (error, g_dngettext (GETTEXT_PACKAGE,
                                                          "gun-fire: %s is %" PRId64 ", but target names %u body",
                                                          "gun-fire: %s is %" PRId64 ", but target names %u bodies",
                                                          n_struck),
                                      on_name, on, n_struck);
      if (n_struck > 0)
        target_id = struck[on - 1];
      if (target_id != NULL && game != NULL)
        {
          target = vt_scenario_find_unit (vt_game_get_state (game), target_id);
          if (target == NULL)
            return vt_bad_parameter_null (error, _ ("parameter '%s': there is no unit '%s' on the map"), "target",
                                          target_id);
        }
      /* Mobility VI: each shot kills the men it knocks over, or the first
       * it touches; a second shot at the same company kills of what the
       * first left */
      if (target != NULL && value > 0)
        {
          guint before = GPOINTER_TO_UINT (g_hash_table_lookup (strengths, target_id));
          /* the gun as each reader's side knew it */
          GVariant *note = gun != NULL ? vt_phrase_new (GETTEXT_PACKAGE, "shot %u of %s", "iu", i, gun)
                                       : vt_phrase_new (GETTEXT_PACKAGE, "shot %u of a gun", "i", i);

          if (!g_hash_table_contains (strengths, target_id))
            before = vt_unit_get_strength (target);
          if (value > before)
            {
              g_variant_unref (g_variant_ref_sink (note));
              return vt_bad_parameter_null (error, _ ("gun-fire: %s: %" PRId64 " killed, but %s has only %u men "
                                                      "left"), killed_name, value, vt_unit_get_display_name (target),
                                            before);
            }
          vt_outcome_book_loss_phrase (outcome, target_id, NULL, value, note, before, before - (guint) value);
          g_hash_table_insert (strengths, (gpointer) target_id, GUINT_TO_POINTER (before - (guint) value));
        }
      else if (target_id != NULL && game == NULL)
        g_string_append_printf (text, " (%s)", target_id);
    }
  if (vt_params_get_integer (params, "shots", &value))
    {
      if ((guint) value < shots)
        return vt_bad_parameter_null (error, _ ("gun-fire: shots=%" PRId64 " but the dead of shot %u "
                                         "are entered"), value, shots);
      shots = (guint) value;
    }
  if (shots == 0)
    return vt_bad_parameter_null (error, _ ("gun-fire: enter the men each shot killed (killed-1=… up to "
                                     "killed-4=…) or the shots fired (shots=…)"));

  /* the gun and the bodies struck as units, each said as the reader saw it */
  if (gun != NULL && struck_units->len > 0)
    /* Translators: the gun, the bodies it struck, then its shots and the men they killed */
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE,
                                                                  "gun fire: %s on %s: %u shot, %u killed",
                                                                  "gun fire: %s on %s: %u shots, %u killed", shots,
                                                                  "uUii", gun, struck_units, shots, killed));
  else
    vt_outcome_set_summary_phrase (outcome, vt_phrase_new_plural (GETTEXT_PACKAGE, "gun fire: %u shot, %u killed",
                                                                  "gun fire: %u shots, %u killed", shots,
                                                                  "ii", shots, killed));
  /* Translators: %s is the shots, "shot 1: 2 killed; shot 2: 0 killed" */
  full = g_strdup_printf (_ ("Mobility IV: as many as four shots a move. %s. The gun is left pointing in the "
                             "direction of its last shot, two men at the end of its trail (Mobility IV)."),
                          text->str);
  vt_outcome_set_text (outcome, full);
  vt_outcome_set (outcome, "shots", "u", shots);
  vt_outcome_set (outcome, "killed", "u", killed);
  if (gun != NULL)
    {
      GVariantBuilder change;

      vt_change_builder_init (&change, vt_unit_get_id (gun));
      g_variant_builder_add (&change, "{sv}", VT_CHANGE_FORMATION, g_variant_new_string ("pointed"));
      vt_outcome_add_change (outcome, g_variant_builder_end (&change));
    }
  if (game != NULL)
    {
      vt_outcome_list_losses (outcome);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- moved ---------------------------------------------------------------- */

static const VtActionParam move_params[] = {
  { "gun", N_("Gun"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The gun moved."), NULL, VT_PARAM_ROLE_SUBJECT },
  { "men", N_("Men of its side within six inches"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Counted on the map when not given; at least four must move up with it.") },
  { "cavalry", N_("Cavalry-men among them"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Four cavalry-men take it two feet (Mobility IV).") },
  { "fired", N_("Fired this move"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Whether it has fired this move; read from the journal when not given.") },
  { "distance", N_("Distance (inches)"), VT_PARAM_NUMBER, 0, 1000, NULL, TRUE, N_("How far it is to go.") },
};

static GVariant *
resolve_move (VtRuleset   *ruleset,
              VtGame      *game,
              const char  *action,
              GVariant    *params,
              VtDice      *dice,
              GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  VtUnit *gun = NULL;
  guint men = 0, cavalry = 0;
  gboolean fired = FALSE;
  double reach, distance = 0;
  gint64 value;

  if (!read_gun (game, params, action, &gun, error) || !read_count (params, "men", action, &men, error))
    return NULL;
  if (vt_params_get_integer (params, "cavalry", &value))
    cavalry = (guint) value;
  if (cavalry > men)
    return vt_bad_parameter_null (error, _ ("gun-move: %u cavalry-men among %u men"), cavalry, men);
  vt_params_get_boolean (params, "fired", &fired);
  vt_params_get_number (params, "distance", &distance);

  if (men < lw13_measure (game, "gun-crew") && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "gun-move: %u men of its side within six inches; a gun needs %g to "
                                             "be in action, and out of action it can neither be moved nor fired "
                                             "(Mobility III)",
                                             "gun-move: %u men of its side within six inches; a gun needs %g to "
                                             "be in action, and out of action it can neither be moved nor fired "
                                             "(Mobility III)", men),
                                men, lw13_measure (game, "gun-crew"));
  if (fired && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("gun-move: the gun has fired this move, and a gun is moved or fired "
                                   "at each move, not both (Mobility IV)"));

  /* Mobility IV: "if there are at least four cavalry-men with it, they can
   * take the gun two feet, but if there are fewer cavalry-men than four
   * [...] the gun will be movable only one foot" */
  reach = (cavalry >= lw13_measure (game, "gun-crew") ? lw13_measure (game, "cavalry-move")
                                                       : lw13_measure (game, "infantry-move")) *
          vt_option_get_integer (game, LW13_OPTION_MULTIPLE, 1);
  if (distance > reach && !lw13_umpire_allows (params))
    return lw13_umpire_decides (error, _ ("gun-move: %g inches, but with %u cavalry-men among its men it moves "
                                   "at most %g inches (Mobility IV)"), distance, cavalry, reach);

  vt_outcome_set_summary_phrase (outcome, vt_phrase_new (GETTEXT_PACKAGE,
                                                         "gun moved: up to %g inches with %u men (%u cavalry)",
                                                         "dii", reach, men, cavalry));
  /* Translators: %s says how far: "four cavalry-men take it two feet" or
   * "fewer than four cavalry-men: a foot" */
  text = g_strdup_printf (_ ("Mobility IV: at least four men who are with the gun move up with it and are "
                             "placed within six inches of it; it moves %g inches (%s). It is placed trail "
                             "forward, muzzle pointing back the way it came, until it is swung round to fire."),
                          reach, cavalry >= lw13_measure (game, "gun-crew")
                          ? _ ("four cavalry-men take it two feet") : _ ("fewer than four cavalry-men: a foot"));
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "reach", "d", reach);
  if (gun != NULL)
    {
      GVariantBuilder change;

      vt_change_builder_init (&change, vt_unit_get_id (gun));
      g_variant_builder_add (&change, "{sv}", VT_CHANGE_FORMATION, g_variant_new_string ("trail-forward"));
      vt_outcome_add_change (outcome, g_variant_builder_end (&change));
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- captured --------------------------------------------------------------- */

static const VtActionParam capture_params[] = {
  { "gun", N_("Gun"), VT_PARAM_UNIT, 0, 0, NULL, TRUE, N_("The gun attacked."), NULL, VT_PARAM_ROLE_TARGET },
  { "own-men", N_("Men of its own side within six inches"), VT_PARAM_INTEGER, 0, 100000, NULL, TRUE,
    N_("Of its original side, within six inches of it (the end of its trail counts); counted on the "
    "map when not given.") },
  { "passed", N_("Antagonists past its wheel axis"), VT_PARAM_INTEGER, 0, 100000, NULL, FALSE,
    N_("Men of the antagonist side who have moved up to it and passed its wheel axis going in the "
    "direction of their attack.") },
  { "turned", N_("Taken over by the captor"), VT_PARAM_BOOLEAN, 0, 0, NULL, TRUE,
    N_("Melee 5: a captured gun \"follows all the rules of your own guns\": it goes over to the captor's "
    "side and stays on the field as his (the default). False: the gun is booked captured and taken off, "
    "as players who do not use captured guns agree.") },
};

/* The side that takes a gun from @gun's: Little Wars is a game of two
 * players (The Move 1), so the other one of the scenario's sides. */
static const char *
captor_of (VtGame *game,
           VtUnit *gun)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (vt_side_get_id (side), vt_unit_get_side (gun)) != 0)
        return g_intern_string (vt_side_get_id (side));
    }
  return NULL;
}

static GVariant *
resolve_capture (VtRuleset   *ruleset,
                 VtGame      *game,
                 const char  *action,
                 GVariant    *params,
                 VtDice      *dice,
                 GError     **error)
{
  g_autoptr(VtOutcome) outcome = vt_outcome_new ();
  g_autofree char *text = NULL;
  VtUnit *gun = NULL;
  guint own = 0, passed = 0;
  gint64 value;
  gboolean turned = TRUE;
  const char *status, *captor = NULL;
  double needed;

  if (!read_gun (game, params, action, &gun, error) || !read_count (params, "own-men", action, &own, error))
    return NULL;
  vt_params_get_integer (params, "passed", &value);
  passed = (guint) value;
  vt_params_get_boolean (params, "turned", &turned);
  needed = lw13_measure (game, "gun-capture-men");

  /* Melee 5: captured when no man of its original side is within six
   * inches and at least four antagonists have passed its wheel axis; with
   * one enemy still within six inches of its trail it is in dispute and
   * out of action; otherwise it is not taken */
  if (own == 0 && passed >= needed)
    status = "captured";
  else if (passed >= needed)
    status = "in-dispute";
  else
    status = own >= lw13_measure (game, "gun-crew") ? "held" : "out-of-action";

  vt_outcome_set_summary_phrase (outcome, g_str_equal (status, "in-dispute")
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "gun in dispute: %u of its side within six "
                                                  "inches, %u antagonists past its axle", "ii", own, passed)
                                 : g_str_equal (status, "out-of-action")
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "gun out of action, not captured: %u of its "
                                                  "side within six inches, %u antagonists past its axle",
                                                  "ii", own, passed)
                                 : g_str_equal (status, "captured")
                                 ? vt_phrase_new (GETTEXT_PACKAGE, "gun captured: %u of its side within six "
                                                  "inches, %u antagonists past its axle", "ii", own, passed)
                                 : vt_phrase_new (GETTEXT_PACKAGE, "gun held: %u of its side within six inches, "
                                                  "%u antagonists past its axle", "ii", own, passed));
  /* Translators: %s is a sentence of the gun's state ("It is captured: …") */
  text = g_strdup_printf (_ ("Melee 5: a gun is captured when there is no man whatever of its original side "
                             "within six inches of it and at least %g men of the antagonist side have moved "
                             "up to it and passed its wheel axis going in the direction of their attack. %s"),
                          needed,
                          g_str_equal (status, "captured") && turned
                          ? _ ("It is captured: it goes over to its captor and follows all the rules of his own "
                               "guns, in action with four of his men within six inches (Mobility III).")
                          : g_str_equal (status, "captured")
                          ? _ ("It is captured: booked to its captor and taken off the field (with turned, it "
                               "goes over to the captor and follows all the rules of his own guns).")
                          : g_str_equal (status, "in-dispute")
                          ? _ ("An enemy is still within six inches: the gun is in dispute and out of action; "
                               "neither side may fire or move it at the next move.")
                          : g_str_equal (status, "held")
                          ? _ ("It is still in action for its own side.")
                          : _ ("It is out of action but not yet captured."));
  vt_outcome_set_text (outcome, text);
  vt_outcome_set (outcome, "status", "s", status);
  if (gun != NULL && g_str_equal (status, "captured"))
    captor = captor_of (game, gun);
  if (gun != NULL && g_str_equal (status, "captured"))
    {
      /* taken over, the gun stays on the field, its strength whole: the
       * loss is its old side's, the gun the captor's (lw13-score.c counts
       * it there from the state) */
      vt_outcome_book_capture_phrase (outcome, vt_unit_get_id (gun), "artillery", 1,
                                      vt_phrase_new (GETTEXT_PACKAGE, "gun captured", ""),
                               vt_unit_get_strength (gun),
                               turned && captor != NULL ? vt_unit_get_strength (gun) : 0);
      vt_outcome_set (outcome, "captured-side", "s", vt_unit_get_side (gun));
      vt_outcome_list_losses (outcome);
      if (turned && captor != NULL)
        {
          vt_outcome_change_side (outcome, vt_unit_get_id (gun), captor);
          vt_outcome_set (outcome, "captor", "s", captor);
          vt_outcome_list_changes (outcome);
        }
    }
  else if (gun != NULL && g_str_equal (status, "in-dispute"))
    {
      vt_outcome_change_condition (outcome, vt_unit_get_id (gun), "in-dispute",
                                   _ ("in dispute: neither side may fire or move it"), 1);
      vt_outcome_list_changes (outcome);
    }
  return vt_outcome_end (outcome);
}

/* ---- the dispatch table ------------------------------------------------- */

static const char * const guns_phases[] = { "guns-first", "guns-second", NULL };

static const VtAction actions[] = {
  { "gun-in-action", N_("Gun in action?"), in_action_params, G_N_ELEMENTS (in_action_params),
    N_("Mobility III: four men of its side within six inches."), NULL, N_("Guns") },
  { "gun-fire", N_("Fire a gun"), fire_params, G_N_ELEMENTS (fire_params),
    N_("Mobility IV: up to four shots; the men killed entered shot by shot. Guns first (The Move 5)."),
    guns_phases, N_("Guns") },
  { "gun-move", N_("Move a gun"), move_params, G_N_ELEMENTS (move_params),
    N_("Mobility IV: moved by four of its men, a foot, or two feet with four cavalry-men; never "
    "moved and fired in one move."), guns_phases, N_("Guns") },
  { "gun-capture", N_("Gun captured?"), capture_params, G_N_ELEMENTS (capture_params),
    N_("Melee 5: no man of its side within six inches, four antagonists past its wheel axis."),
    NULL, N_("Guns") },
};

static const VtActionRule rules[] = {
  { &actions[0], prepare_crew, resolve_in_action },
  { &actions[1], prepare_crew, resolve_fire },
  { &actions[2], prepare_crew, resolve_move },
  { &actions[3], prepare_crew, resolve_capture },
};

const VtActionRule *
lw13_guns_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const VtRuleTable *
lw13_guns_get_tables (guint *n_tables)
{
  /* its numbers are the table "measures" */
  *n_tables = 0;
  return NULL;
}
