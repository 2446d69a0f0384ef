/* vt-game-file-writer.c: writing .vertrauter files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-game-file-writer"

#include "config.h"

#include <math.h>
#include <string.h>

#include <libxml/xmlwriter.h>

#include <glib/gi18n-lib.h>

#include "vt-atomic-file-private.h"
#include "vt-change.h"
#include "vt-dice.h"
#include "vt-event.h"
#include "vt-feature.h"
#include "vt-game.h"
#include "vt-game-file.h"
#include "vt-journal.h"
#include "vt-map.h"
#include "vt-underlay.h"
#include "vt-ruleset.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

/* The shortest text that reads back as the same double. */
static void
format_number (char   *buffer,
               gsize   size,
               double  number)
{
  static const char * const formats[] = { "%.15g", "%.16g", "%.17g" };

  if (number == 0)
    number = 0; /* no "-0" */

  /* Most numbers in a game are whole paces, degrees and counts: written
   * at once, without trying the formats below. */
  if (number == floor (number) && fabs (number) < 9007199254740992.0 /* 2^53 */)
    {
      g_snprintf (buffer, size, "%" G_GINT64_FORMAT, (gint64) number);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_ascii_formatd (buffer, size, formats[i], number);
      if (g_ascii_strtod (buffer, NULL) == number)
        return;
    }
}

static void
write_number (xmlTextWriterPtr  writer,
              const char       *name,
              double            number)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  format_number (buffer, sizeof buffer, number);
  xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST buffer);
}

static void
write_count (xmlTextWriterPtr  writer,
             const char       *name,
             guint64           count)
{
  char buffer[32];

  g_snprintf (buffer, sizeof buffer, "%" G_GUINT64_FORMAT, count);
  xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST buffer);
}

static void
write_string (xmlTextWriterPtr  writer,
              const char       *name,
              const char       *value)
{
  if (value != NULL)
    xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST value);
}

static void
write_text_element (xmlTextWriterPtr  writer,
                    const char       *name,
                    const char       *text)
{
  if (text != NULL && text[0] != '\0')
    xmlTextWriterWriteElement (writer, BAD_CAST name, BAD_CAST text);
}

static void
write_feature (xmlTextWriterPtr  writer,
               VtFeature        *feature)
{
  g_auto(GStrv) attributes = vt_feature_list_attributes (feature);
  const VtPoint *points;
  guint n_points;

  xmlTextWriterStartElement (writer, BAD_CAST "feature");
  write_string (writer, "id", vt_feature_get_id (feature));
  write_string (writer, "kind", vt_feature_get_kind (feature));
  write_string (writer, "geometry", vt_geometry_to_string (vt_feature_get_geometry (feature)));
  write_string (writer, "name", vt_feature_get_name (feature));

  points = vt_feature_get_points (feature, &n_points);
  for (guint i = 0; i < n_points; i++)
    {
      xmlTextWriterStartElement (writer, BAD_CAST "point");
      write_number (writer, "x", points[i].x);
      write_number (writer, "y", points[i].y);
      xmlTextWriterEndElement (writer);
    }

  for (guint i = 0; attributes != NULL && attributes[i] != NULL; i++)
    {
      xmlTextWriterStartElement (writer, BAD_CAST "attribute");
      write_string (writer, "name", attributes[i]);
      write_string (writer, "value", vt_feature_get_attribute (feature, attributes[i]));
      xmlTextWriterEndElement (writer);
    }

  xmlTextWriterEndElement (writer);
}

static void
write_underlay (xmlTextWriterPtr  writer,
                VtUnderlay       *underlay)
{
  const VtCalibrationPoint *pins;
  guint n_pins;

  xmlTextWriterStartElement (writer, BAD_CAST "underlay");
  if (vt_underlay_is_embedded (underlay))
    write_string (writer, "mime-type", vt_underlay_get_mime_type (underlay));
  else
    write_string (writer, "href", vt_underlay_get_href (underlay));
  write_number (writer, "opacity", vt_underlay_get_opacity (underlay));
  write_string (writer, "shown", vt_underlay_get_shown (underlay) ? "true" : "false");

  pins = vt_underlay_get_points (underlay, &n_pins);
  for (guint i = 0; i < n_pins; i++)
    {
      xmlTextWriterStartElement (writer, BAD_CAST "pin");
      write_number (writer, "image-x", pins[i].image.x);
      write_number (writer, "image-y", pins[i].image.y);
      write_number (writer, "x", pins[i].map.x);
      write_number (writer, "y", pins[i].map.y);
      xmlTextWriterEndElement (writer);
    }

  if (vt_underlay_is_embedded (underlay))
    {
      GBytes *bytes = vt_underlay_get_bytes (underlay);
      gsize size;
      const guchar *data = g_bytes_get_data (bytes, &size);
      g_autofree char *base64 = g_base64_encode (data, size);

      xmlTextWriterWriteElement (writer, BAD_CAST "data", BAD_CAST base64);
    }

  xmlTextWriterEndElement (writer);
}

static void
write_map (xmlTextWriterPtr  writer,
           VtMap            *map,
           VtUnderlay       *underlay)
{
  xmlTextWriterStartElement (writer, BAD_CAST "map");

  if (vt_map_get_kind (map) == VT_MAP_KIND_BOARD)
    {
      write_string (writer, "kind", "board");
      write_string (writer, "board", vt_map_get_board (map)->id);
      write_string (writer, "unit", vt_map_get_unit_of_length (map));
    }
  else
    {
      GListModel *features = vt_map_get_features (map);

      write_string (writer, "kind", "terrain");
      write_number (writer, "width", vt_map_get_width (map));
      write_number (writer, "height", vt_map_get_height (map));
      write_string (writer, "unit", vt_map_get_unit_of_length (map));

      if (underlay != NULL)
        write_underlay (writer, underlay);

      for (guint i = 0; i < g_list_model_get_n_items (features); i++)
        {
          g_autoptr(VtFeature) feature = g_list_model_get_item (features, i);

          write_feature (writer, feature);
        }
    }

  xmlTextWriterEndElement (writer);
}

static void
write_side (xmlTextWriterPtr  writer,
            VtScenario       *scenario,
            VtSide           *side)
{
  g_autofree char *colour = vt_colour_to_string (vt_side_get_colour (side));
  VtPoint commander;
  VtUnit *with;

  xmlTextWriterStartElement (writer, BAD_CAST "side");
  write_string (writer, "id", vt_side_get_id (side));
  write_string (writer, "name", vt_side_get_name (side));
  write_string (writer, "colour", colour);
  with = vt_side_get_commander_unit (side) != NULL
           ? vt_scenario_find_unit (scenario, vt_side_get_commander_unit (side)) : NULL;
  /* a commander with a unit since taken away is among his troops again */
  if (with != NULL && g_strcmp0 (vt_unit_get_side (with), vt_side_get_id (side)) == 0)
    write_string (writer, "commander-with", vt_unit_get_id (with));
  else if (vt_side_get_commander_place (side, &commander))
    {
      write_number (writer, "commander-x", commander.x);
      write_number (writer, "commander-y", commander.y);
    }
  write_text_element (writer, "special-idea", vt_side_get_special_idea (side));
  xmlTextWriterEndElement (writer);
}

static void
write_conditions (xmlTextWriterPtr  writer,
                  GVariant         *conditions)
{
  GVariantIter iter;
  const char *id, *label;
  guint32 zuege;

  g_variant_iter_init (&iter, conditions);
  while (g_variant_iter_next (&iter, "(&s&su)", &id, &label, &zuege))
    {
      xmlTextWriterStartElement (writer, BAD_CAST "condition");
      write_string (writer, "id", id);
      if (*label != '\0')
        write_string (writer, "label", label);
      write_count (writer, "zuege", zuege);
      xmlTextWriterEndElement (writer);
    }
}

static void
write_options (xmlTextWriterPtr  writer,
               VtScenario       *scenario)
{
  g_auto(GStrv) names = vt_scenario_list_options (scenario);
  g_autoptr(GVariant) rules = vt_scenario_get_house_rules (scenario);
  GVariantIter iter;
  const char *table, *row, *column;
  double value;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *text = g_variant_print (vt_scenario_get_option (scenario, names[i]), TRUE);

      xmlTextWriterStartElement (writer, BAD_CAST "option");
      write_string (writer, "name", names[i]);
      write_string (writer, "value", text);
      xmlTextWriterEndElement (writer);
    }

  g_variant_iter_init (&iter, rules);
  while (g_variant_iter_next (&iter, "(&s&s&sd)", &table, &row, &column, &value))
    {
      xmlTextWriterStartElement (writer, BAD_CAST "house-rule");
      write_string (writer, "table", table);
      write_string (writer, "row", row);
      write_string (writer, "column", column);
      write_number (writer, "value", value);
      xmlTextWriterEndElement (writer);
    }
}

static void
write_unit (xmlTextWriterPtr  writer,
            VtUnit           *unit,
            gboolean          on_board)
{
  g_autoptr(GVariant) conditions = NULL;

  xmlTextWriterStartElement (writer, BAD_CAST "unit");
  write_string (writer, "id", vt_unit_get_id (unit));
  write_string (writer, "type", vt_unit_get_unit_type (unit));
  write_string (writer, "side", vt_unit_get_side (unit));
  write_string (writer, "name", vt_unit_get_name (unit));
  write_string (writer, "division", vt_unit_get_division (unit));
  write_count (writer, "strength", vt_unit_get_strength (unit));
  write_string (writer, "formation", vt_unit_get_formation (unit));

  if (on_board)
    write_count (writer, "cell", vt_unit_get_cell (unit));
  else
    {
      VtPoint position;

      vt_unit_get_position (unit, &position);
      write_number (writer, "x", position.x);
      write_number (writer, "y", position.y);
    }
  write_number (writer, "facing", vt_unit_get_facing (unit));

  conditions = vt_unit_get_conditions (unit);
  write_conditions (writer, conditions);

  xmlTextWriterEndElement (writer);
}

/* <change>: the unit, then each key of the change vocabulary (vt-change.c)
 * in its order, as an attribute or as <condition> elements */
static void
write_change (xmlTextWriterPtr  writer,
              GVariant         *change)
{
  guint n_keys = vt_change_get_n_keys ();
  GVariant **values = g_newa (GVariant *, n_keys);
  const char *unit_id = NULL, *name;
  GVariantIter iter;
  GVariant *value;

  /* one pass over the change, each value filed by its key's place */
  memset (values, 0, sizeof (GVariant *) * n_keys);
  g_variant_iter_init (&iter, change);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &value))
    {
      const VtChangeKey *key = vt_change_find_key (name);
      guint i = 0;

      if (g_str_equal (name, VT_CHANGE_UNIT) && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        unit_id = g_variant_get_string (value, NULL);
      while (key != NULL && i < n_keys && vt_change_get_key (i) != key)
        i++;
      if (key != NULL && i < n_keys && values[i] == NULL &&
          g_variant_is_of_type (value, vt_change_key_get_type (key)))
        values[i] = g_variant_ref (value);
      g_variant_unref (value);
    }

  xmlTextWriterStartElement (writer, BAD_CAST "change");
  if (unit_id != NULL)
    write_string (writer, VT_CHANGE_UNIT, unit_id);

  for (guint i = 0; i < n_keys; i++)
    {
      const VtChangeKey *key = vt_change_get_key (i);

      if (values[i] == NULL)
        continue;
      name = vt_change_key_get_name (key);
      switch (vt_change_key_get_value (key))
        {
        case VT_CHANGE_VALUE_NUMBER:
          write_number (writer, name, g_variant_get_double (values[i]));
          break;
        case VT_CHANGE_VALUE_COUNT:
          write_count (writer, name, g_variant_get_uint32 (values[i]));
          break;
        case VT_CHANGE_VALUE_TEXT:
          write_string (writer, name, g_variant_get_string (values[i], NULL));
          break;
        case VT_CHANGE_VALUE_CONDITIONS:
          write_conditions (writer, values[i]);
          break;
        default:
          g_assert_not_reached ();
        }
      g_variant_unref (values[i]);
    }

  xmlTextWriterEndElement (writer);
}

static void
write_event (xmlTextWriterPtr  writer,
             VtEvent          *event)
{
  GVariant *payload = vt_event_get_payload (event);
  GVariant *dice = vt_event_get_dice (event);
  GVariant *changes = vt_event_get_changes (event);
  GVariantIter iter;
  GVariant *change;
  const char *die;
  guint32 faces, face;
  gboolean entered;

  xmlTextWriterStartElement (writer, BAD_CAST "event");
  write_string (writer, "kind", vt_event_get_kind (event));
  write_count (writer, "zug", vt_event_get_move (event));
  write_string (writer, "summary", vt_event_get_summary (event));

  if (g_variant_n_children (payload) > 0)
    {
      /* annotated, so that numbers read back with their own types */
      g_autofree char *text = g_variant_print (payload, TRUE);

      write_text_element (writer, "payload", text);
    }

  g_variant_iter_init (&iter, dice);
  while (g_variant_iter_next (&iter, "(&suub)", &die, &faces, &face, &entered))
    {
      xmlTextWriterStartElement (writer, BAD_CAST "roll");
      write_string (writer, "die", die);
      write_count (writer, "faces", faces);
      write_count (writer, "face", face);
      write_string (writer, "entered", entered ? "true" : "false");
      xmlTextWriterEndElement (writer);
    }

  g_variant_iter_init (&iter, changes);
  while ((change = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) owned_change = change;

      write_change (writer, change);
    }

  xmlTextWriterEndElement (writer);
}

static void
write_journal (xmlTextWriterPtr  writer,
               VtGame           *game)
{
  VtJournal *journal = vt_game_get_journal (game);
  VtDice *dice = vt_game_get_dice (game);
  guint length = vt_journal_get_length (journal);

  xmlTextWriterStartElement (writer, BAD_CAST "journal");
  write_count (writer, "head", vt_journal_get_head (journal));
  write_count (writer, "seed", vt_dice_get_seed (dice));
  write_count (writer, "rolled", vt_dice_get_n_rolled (dice));

  for (guint i = 0; i < length; i++)
    write_event (writer, vt_journal_get_event (journal, i));

  xmlTextWriterEndElement (writer);
}

/**
 * vt_game_file_to_bytes:
 * @game: a game
 *
 * Writes the scenario as set up (not the replayed state), the whole journal
 * with the undone events redo would bring back, its head and the dice.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
vt_game_file_to_bytes (VtGame *game)
{
  VtScenario *scenario;
  VtMap *map;
  GListModel *sides, *units;
  xmlBufferPtr buffer;
  xmlTextWriterPtr writer;
  GBytes *bytes;
  gboolean on_board;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  scenario = vt_game_get_scenario (game);
  map = vt_scenario_get_map (scenario);
  sides = vt_scenario_get_sides (scenario);
  units = vt_scenario_get_units (scenario);
  on_board = vt_map_get_kind (map) == VT_MAP_KIND_BOARD;

  buffer = xmlBufferCreate ();
  writer = xmlNewTextWriterMemory (buffer, 0);
  xmlTextWriterSetIndent (writer, 1);
  xmlTextWriterSetIndentString (writer, BAD_CAST "  ");

  xmlTextWriterStartDocument (writer, "1.0", "UTF-8", NULL);
  /* the namespace first, where a reader of the file looks for it */
  xmlTextWriterStartElement (writer, BAD_CAST "game");
  write_string (writer, "xmlns", VT_FILE_NAMESPACE);
  write_string (writer, "version", G_STRINGIFY (VT_FILE_VERSION));
  write_string (writer, "ruleset", vt_scenario_get_ruleset_id (scenario));
  if (vt_scenario_get_start_time (scenario) != 0)
    {
      guint minutes = vt_scenario_get_start_time (scenario) % (24 * 60);
      char text[8];

      g_snprintf (text, sizeof text, "%02u:%02u", minutes / 60, minutes % 60);
      write_string (writer, "start-time", text);
    }

  write_text_element (writer, "title", vt_scenario_get_title (scenario));
  write_map (writer, map, vt_scenario_get_underlay (scenario));
  write_text_element (writer, "general-idea", vt_scenario_get_general_idea (scenario));
  write_options (writer, scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);

      write_side (writer, scenario, side);
    }

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);

      write_unit (writer, unit, on_board);
    }

  write_journal (writer, game);

  xmlTextWriterEndDocument (writer);
  xmlFreeTextWriter (writer);

  bytes = g_bytes_new (xmlBufferContent (buffer), xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  return bytes;
}

/* Writes beside the target and renames over it, so the old file stays
 * whole until the new one is complete. */
/**
 * vt_game_file_save:
 * @game: a game
 * @file: where to save it
 * @error: return location for a #VT_FILE_ERROR
 *
 * Saves atomically: on failure the file that was there is left as it was.
 *
 * Returns: %TRUE when the game is saved
 */
gboolean
vt_game_file_save (VtGame  *game,
                   GFile   *file,
                   GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (VT_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = vt_game_file_to_bytes (game);
  path = g_file_get_path (file);
  if (path != NULL)
    {
      if (vt_atomic_file_replace (path, bytes, &local_error))
        return TRUE;
      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   _("cannot save “%s”: %s"), path, local_error->message);
      return FALSE;
    }

  /* Elsewhere (gvfs) the backend's replace is as atomic as it gets. */
  if (!g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, VT_FILE_ERROR, VT_FILE_ERROR_IO,
                   _("cannot save “%s”: %s"), name, local_error->message);
      return FALSE;
    }

  return TRUE;
}
