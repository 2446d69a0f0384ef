/* vt-report.c: the after-action report, set in pages with Pango
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The report is a list of blocks (headings, paragraphs, tables, maps), laid
 * out once into pages: each page keeps the blocks, or a table's rows, that
 * landed on it and where. Drawing a page sets those again with the same
 * Pango context, so the PDF and the print dialog show the same pages.
 */

#define G_LOG_DOMAIN "vt-report"

#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "vt-account.h"
#include "vt-atomic-file-private.h"
#include "vt-change-private.h"
#include "vt-chart.h"
#include "vt-event.h"
#include "vt-game.h"
#include "vt-game-file.h"
#include "vt-journal.h"
#include "vt-knowledge.h"
#include "vt-loss-ledger.h"
#include "vt-map.h"
#include "vt-map-renderer.h"
#include "vt-message.h"
#include "vt-report.h"
#include "vt-ruleset.h"
#include "vt-ruleset-registry.h"
#include "vt-scenario.h"
#include "vt-side.h"
#include "vt-unit.h"

#define MARGIN       56.0  /* points: three quarters of an inch */
#define HEADER_SPACE 22.0
#define FOOTER_SPACE 22.0
#define GAP           8.0
#define CELL_PAD      3.0
#define CHART_HEIGHT 190.0

typedef enum {
  BLOCK_TITLE,     /* the title page's big lines */
  BLOCK_HEADING,   /* level 1 goes in the contents and starts a page */
  BLOCK_TEXT,
  BLOCK_TABLE,     /* row 0 is the header, repeated on every page it spans */
  BLOCK_MAP,
  BLOCK_CHART,     /* lines of values over the moves, or bars */
  BLOCK_CONTENTS,  /* the table of contents, a table filled in after layout */
  BLOCK_BREAK,
} BlockKind;

typedef struct {
  BlockKind  kind;
  guint      level;
  char      *text;
  const char *font;
  /* TABLE, CONTENTS */
  guint      n_columns;
  double     widths[6];   /* shares of the text width */
  GPtrArray *rows;        /* of GStrv */
  /* MAP */
  guint      snapshot;
  /* CHART */
  VtChart   *chart;
  /* HEADING: the page it landed on, from 0 */
  guint      page;
} Block;

typedef struct {
  VtPoint *points;
  guint    n_points;
  VtColour colour;
} Trail;

/* the map at one moment, as the report's reader may see it */
typedef struct {
  char        *caption;
  VtGame      *game;       /* a copy at that moment, or the game itself at the end */
  VtScenario  *scenario;   /* the state, or the side's view of it */
  VtKnowledge *knowledge;  /* the side's, borrowed from @game; NULL for the umpire */
  GArray      *trails;     /* Trail: the moves since the last map */
} Snapshot;

/* a block, or one row of a table, on a page */
typedef struct {
  guint  block;
  gint   row;     /* -1: the whole block */
  double y;
  double height;
} Item;

struct _VtReport {
  double        width, height;
  PangoContext *context;
  VtRuleset    *ruleset;
  char         *title;
  GPtrArray    *blocks;     /* Block */
  GPtrArray    *snapshots;  /* Snapshot */
  GPtrArray    *pages;      /* GArray of Item */
};

static void
block_free (Block *block)
{
  g_free (block->text);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  g_clear_pointer (&block->chart, vt_chart_free);
  g_free (block);
}

static void
trail_clear (Trail *trail)
{
  g_free (trail->points);
}

static void
snapshot_free (Snapshot *snapshot)
{
  g_free (snapshot->caption);
  g_clear_object (&snapshot->scenario);
  g_clear_object (&snapshot->game);
  g_clear_pointer (&snapshot->trails, g_array_unref);
  g_free (snapshot);
}

void
vt_report_free (VtReport *report)
{
  if (report == NULL)
    return;
  g_clear_object (&report->context);
  g_clear_object (&report->ruleset);
  g_free (report->title);
  g_clear_pointer (&report->blocks, g_ptr_array_unref);
  g_clear_pointer (&report->snapshots, g_ptr_array_unref);
  g_clear_pointer (&report->pages, g_ptr_array_unref);
  g_free (report);
}

/* building the blocks */

static Block *
add_block (VtReport   *report,
           BlockKind   kind,
           const char *font,
           const char *text)
{
  Block *block = g_new0 (Block, 1);

  block->kind = kind;
  block->font = font;
  block->text = g_strdup (text);
  g_ptr_array_add (report->blocks, block);
  return block;
}

static void
add_heading (VtReport   *report,
             guint       level,
             const char *text)
{
  Block *block = add_block (report, BLOCK_HEADING, level == 1 ? "Serif Bold 17" : "Sans Bold 12", text);

  block->level = level;
}

static void
add_text (VtReport   *report,
          const char *text)
{
  if (text != NULL && *text != '\0')
    add_block (report, BLOCK_TEXT, "Serif 11", text);
}

/* A table of @n_columns with the header @header (NULL-terminated, the
 * words marked N_() and set here in the reader's language) and the
 * shares of the width each column takes. Rows are added with add_row(). */
static Block *
add_table (VtReport           *report,
           const char * const *header,
           const double       *widths)
{
  Block *block = add_block (report, BLOCK_TABLE, "Sans 9", NULL);

  block->n_columns = g_strv_length ((char **) header);
  g_assert (block->n_columns <= G_N_ELEMENTS (block->widths));
  memcpy (block->widths, widths, sizeof (double) * block->n_columns);
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  {
    char **cells = g_new0 (char *, block->n_columns + 1);

    for (guint i = 0; i < block->n_columns; i++)
      cells[i] = g_strdup (*header[i] != '\0' ? _(header[i]) : "");
    g_ptr_array_add (block->rows, cells);
  }
  return block;
}

/* The move's word heads a column: the ruleset's, already the reader's. */
static void
set_header_cell (Block      *table,
                 guint       column,
                 const char *text)
{
  char **header = g_ptr_array_index (table->rows, 0);

  g_free (header[column]);
  header[column] = g_strdup (text);
}

/* takes the strings, NULL-terminated */
static void
add_row (Block *table,
         ...)
{
  GPtrArray *cells = g_ptr_array_new ();
  va_list args;
  char *cell;

  va_start (args, table);
  for (guint i = 0; i < table->n_columns; i++)
    {
      cell = va_arg (args, char *);
      g_ptr_array_add (cells, cell != NULL ? cell : g_strdup (""));
    }
  va_end (args);
  g_ptr_array_add (cells, NULL);
  g_ptr_array_add (table->rows, g_ptr_array_free (cells, FALSE));
}

static char *
format_time (guint minutes)
{
  return g_strdup_printf ("%02u:%02u", minutes / 60 % 24, minutes % 60);
}

static const char *
move_word (VtRuleset *ruleset,
           guint      n)
{
  const char *word = ruleset != NULL ? vt_ruleset_get_move_name (ruleset, n) : NULL;

  return word != NULL ? word : g_dngettext (GETTEXT_PACKAGE, "move", "moves", n);
}

/* vt_unit_state_to_string()'s words are the file's; these the reader's */
static const char *
unit_state_label (VtUnitState state)
{
  switch (state)
    {
    case VT_UNIT_REDUCED:
      /* TRANSLATORS: a unit's state in the report: it has lost men */
      return _("reduced");
    case VT_UNIT_RECOVERING:
      /* TRANSLATORS: a unit's state in the report: shaken, rallying */
      return _("recovering");
    case VT_UNIT_REMOVED:
      /* TRANSLATORS: a unit's state in the report: out of the game */
      return _("removed");
    case VT_UNIT_CAPTURED:
      /* TRANSLATORS: a unit's state in the report: taken prisoner */
      return _("captured");
    case VT_UNIT_INTACT:
    default:
      /* TRANSLATORS: a unit's state in the report: at full strength */
      return _("intact");
    }
}

/* @sides: each unit's side as it stood at the event (a gun captured
 * later was its old side's then) */
static gboolean
unit_is_sides (GHashTable *sides,
               const char *unit_id,
               const char *side_id)
{
  return g_strcmp0 (g_hash_table_lookup (sides, unit_id), side_id) == 0;
}

/* The positions each unit of @side_id (every unit for NULL) took in the
 * journal's events from @from to @to, as trails in its side's colour. */
static GArray *
collect_trails (VtGame     *game,
                const char *side_id,
                guint       from,
                guint       to)
{
  VtScenario *state = vt_game_get_state (game);
  VtJournal *journal = vt_game_get_journal (game);
  g_autoptr(GHashTable) paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                      (GDestroyNotify) g_array_unref);
  GArray *trails = g_array_new (FALSE, TRUE, sizeof (Trail));
  g_autoptr(GHashTable) sides = _vt_change_sides_new (vt_game_get_scenario (game));
  GHashTableIter iter;
  gpointer key, value;

  g_array_set_clear_func (trails, (GDestroyNotify) trail_clear);
  for (guint i = 0; i < from; i++)
    _vt_change_sides_step (sides, vt_journal_get_event (journal, i));
  for (guint i = from; i < to; i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      GVariant *changes = vt_event_get_changes (event);
      GVariantIter changes_iter;
      GVariant *change;

      if (changes == NULL)
        continue;
      g_variant_iter_init (&changes_iter, changes);
      while ((change = g_variant_iter_next_value (&changes_iter)) != NULL)
        {
          const char *unit_id;
          VtPoint at;

          if (g_variant_lookup (change, "unit", "&s", &unit_id) &&
              g_variant_lookup (change, "x", "d", &at.x) && g_variant_lookup (change, "y", "d", &at.y) &&
              (side_id == NULL || unit_is_sides (sides, unit_id, side_id)))
            {
              GArray *path = g_hash_table_lookup (paths, unit_id);

              if (path == NULL)
                {
                  path = g_array_new (FALSE, FALSE, sizeof (VtPoint));
                  g_hash_table_insert (paths, g_strdup (unit_id), path);
                }
              g_array_append_val (path, at);
            }
          g_variant_unref (change);
        }
      _vt_change_sides_step (sides, event);
    }

  g_hash_table_iter_init (&iter, paths);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GArray *path = value;
      VtUnit *unit = vt_scenario_find_unit (state, key);
      VtSide *side = unit != NULL ? vt_scenario_find_side (state, vt_unit_get_side (unit)) : NULL;
      Trail trail = { 0 };

      if (path->len < 2)
        continue;
      trail.n_points = path->len;
      trail.points = g_memdup2 (path->data, sizeof (VtPoint) * path->len);
      trail.colour = side != NULL ? *vt_side_get_colour (side) : (VtColour) { 0.3, 0.3, 0.3 };
      g_array_append_val (trails, trail);
    }
  return trails;
}

/* The index one past the last event of move @move or before. */
static guint
head_after_move (VtJournal *journal,
                 guint      move)
{
  guint head = 0;

  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);

      if (vt_event_get_move (event) > move)
        break;
      head = i + 1;
    }
  return head;
}

/* The map at head @head of @game's journal (the game itself at its own
 * head), and the trails since @since. */
static gboolean
add_snapshot (VtReport    *report,
              VtGame      *game,
              GBytes      *bytes,
              const char  *side_id,
              guint        head,
              guint        since,
              char        *caption,
              GError     **error)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  snapshot->caption = caption;
  if (head == vt_journal_get_head (vt_game_get_journal (game)))
    snapshot->game = g_object_ref (game);
  else
    {
      snapshot->game = vt_game_file_load_bytes (bytes, "report", vt_ruleset_registry_get_default (), error);
      if (snapshot->game == NULL ||
          !vt_journal_set_head (vt_game_get_journal (snapshot->game), head) ||
          !vt_game_replay (snapshot->game, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the game could not be set back to event %u"), head);
          snapshot_free (snapshot);
          return FALSE;
        }
    }
  if (side_id != NULL)
    {
      snapshot->knowledge = vt_game_get_knowledge (snapshot->game, side_id);
      snapshot->scenario = vt_knowledge_dup_view (snapshot->knowledge);
    }
  else
    snapshot->scenario = g_object_ref (vt_game_get_state (snapshot->game));
  snapshot->trails = collect_trails (game, side_id, since, head);
  g_ptr_array_add (report->snapshots, snapshot);
  return TRUE;
}

static void
add_map (VtReport *report,
         guint     snapshot)
{
  Block *block = add_block (report, BLOCK_MAP, "Sans Italic 9", NULL);

  block->snapshot = snapshot;
}

/* Which reading or substitute this game plays where the rulebook leaves a
 * choice (1812: the artillery of the lost Section XII, the charge): each
 * of the ruleset's choice options as the game sets it, else its first. */
static void
build_readings (VtReport *report,
                VtGame   *game)
{
  static const char * const header[] = { N_("Where the book leaves a choice"), N_("This game plays"), NULL };
  static const double widths[] = { 0.4, 0.6 };
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  const VtActionParam *options;
  Block *table = NULL;
  guint n_options;

  options = vt_ruleset_get_options (ruleset, &n_options);
  for (guint i = 0; i < n_options; i++)
    {
      GVariant *value;
      const char *choice;
      gboolean set;

      if (options[i].type != VT_PARAM_CHOICE || options[i].choices == NULL || options[i].choices[0] == NULL)
        continue;
      value = vt_scenario_get_option (vt_game_get_state (game), options[i].name);
      set = value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING);
      choice = set ? g_variant_get_string (value, NULL) : options[i].choices[0];
      if (table == NULL)
        {
          add_heading (report, 2, _("The readings of this game"));
          table = add_table (report, header, widths);
        }
      add_row (table, g_strdup (options[i].label != NULL ? vt_ruleset_translate (ruleset, options[i].label)
                                                         : options[i].name),
               set ? g_strdup (vt_ruleset_get_choice_label (ruleset, &options[i], choice))
                   /* TRANSLATORS: a rule's reading the game has not set: "the 1812 charge (the default)" */
                   : g_strdup_printf (_("%s (the default)"), vt_ruleset_get_choice_label (ruleset, &options[i], choice)));
    }
}

static void
build_title (VtReport   *report,
             VtGame     *game,
             VtSide     *side)
{
  VtScenario *scenario = vt_game_get_scenario (game);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  guint move = vt_game_get_move (game);
  g_autofree char *when = format_time (vt_game_get_time (game));
  /* TRANSLATORS: the title page of a side's report: "The report of Rot" */
  g_autofree char *who = side != NULL ? g_strdup_printf (_("The report of %s"), vt_side_get_name (side))
                                      : g_strdup (_("The umpire's report"));
  /* TRANSLATORS: the rulebook on the title page: "Anleitung zur Darstellung…, by von Reisswitz (1824)" */
  g_autofree char *rules = g_strdup_printf (_("%s, by %s (%u)"), vt_ruleset_get_title (ruleset),
                                            vt_ruleset_get_author (ruleset), vt_ruleset_get_year (ruleset));
  /* TRANSLATORS: the game's state on the title page: "After Zug 3, at 07:30"; %1$s is the ruleset's word for a move */
  g_autofree char *state = vt_ruleset_get_minutes_per_move (ruleset) == 0
                           /* TRANSLATORS: a board game's state on the title page: "After move 12" */
                           ? g_strdup_printf (_("After %1$s %2$u"), move_word (ruleset, 1), move)
                           : g_strdup_printf (_("After %1$s %2$u, at %3$s"), move_word (ruleset, 1), move, when);
  const VtSection *sections;
  guint n_sections, n_open = 0;

  add_block (report, BLOCK_TITLE, "Serif Bold 26", report->title);
  add_block (report, BLOCK_TITLE, "Serif Italic 15", who);
  add_block (report, BLOCK_TITLE, "Serif 12", state);
  add_block (report, BLOCK_TITLE, "Serif 12", rules);

  /* what of the rules stands in for the book, so a reader knows */
  sections = vt_ruleset_get_sections (ruleset, &n_sections);
  for (guint i = 0; i < n_sections; i++)
    n_open += sections[i].status != VT_SECTION_IMPLEMENTED;
  if (n_open > 0)
    {
      static const char * const header[] = { N_("Section"), N_("Topic"), N_("As played"), N_("Why"), NULL };
      static const double widths[] = { 0.1, 0.25, 0.15, 0.5 };
      Block *table;

      add_heading (report, 2, _("Provenance: what the rulebook does not give"));
      table = add_table (report, header, widths);
      for (guint i = 0; i < n_sections; i++)
        if (sections[i].status != VT_SECTION_IMPLEMENTED)
          add_row (table, g_strdup (vt_ruleset_translate (ruleset, sections[i].section)),
                   g_strdup (vt_ruleset_translate (ruleset, sections[i].title)),
                   g_strdup (vt_section_status_get_label (sections[i].status)),
                   g_strdup (vt_ruleset_translate (ruleset, sections[i].note)));
      build_readings (report, game);
    }
  add_block (report, BLOCK_BREAK, NULL, NULL);
  add_block (report, BLOCK_CONTENTS, "Sans 10", NULL);
  (void) scenario;
}

static void
build_ideas (VtReport   *report,
             VtScenario *scenario,
             VtSide     *reader)
{
  GListModel *sides = vt_scenario_get_sides (scenario);

  /* TRANSLATORS: the 1824 word for the scenario both sides are given; the German stays General-Idee */
  add_heading (report, 1, _("General-Idee"));
  add_text (report, vt_scenario_get_general_idea (scenario) != NULL ? vt_scenario_get_general_idea (scenario)
                                                                     : _("The scenario gives none."));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, i);
      g_autofree char *heading = NULL;

      if (reader != NULL && !g_str_equal (vt_side_get_id (side), vt_side_get_id (reader)))
        continue;
      /* TRANSLATORS: the heading of what only one side is told (1824: Spezial-Idee): "Special idea of Rot" */
      heading = g_strdup_printf (_("Special idea of %s"), vt_side_get_name (side));
      add_heading (report, 2, heading);
      add_text (report, vt_side_get_special_idea (side) != NULL ? vt_side_get_special_idea (side)
                                                                : _("None was given."));
    }
}

static void
build_forces (VtReport   *report,
              VtGame     *game,
              VtScenario *known,
              VtSide     *reader)
{
  static const char * const header[] = { N_("Unit"), N_("Type"), N_("Formation"), N_("Strength"), N_("State"), NULL };
  static const double widths[] = { 0.3, 0.24, 0.16, 0.18, 0.12 };
  static const char * const seen_header[] = { N_("As seen"), N_("Type"), N_("When"), NULL };
  static const double seen_widths[] = { 0.4, 0.3, 0.3 };
  VtScenario *state = vt_game_get_state (game);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  GListModel *sides = vt_scenario_get_sides (state);

  add_heading (report, 1, _("Orders of battle"));
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      gboolean own = reader == NULL || g_str_equal (vt_side_get_id (side), vt_side_get_id (reader));
      VtScenario *source = own ? state : known;
      GListModel *units = vt_scenario_get_units (source);
      g_autofree char *heading = own ? g_strdup (vt_side_get_name (side))
                                     /* TRANSLATORS: the enemy's troops as a side knew them: "Blau, as Rot saw them" */
                                     : g_strdup_printf (_("%1$s, as %2$s saw them"), vt_side_get_name (side),
                                                        vt_side_get_name (reader));
      Block *table;

      add_heading (report, 2, heading);
      table = own ? add_table (report, header, widths) : add_table (report, seen_header, seen_widths);
      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
          const VtUnitType *type = vt_ruleset_find_unit_type (ruleset, vt_unit_get_unit_type (unit));
          const char *type_label = type != NULL ? vt_ruleset_get_unit_type_label (ruleset, type->id) : _("Troops");

          if (!g_str_equal (vt_unit_get_side (unit), vt_side_get_id (side)))
            continue;
          if (own)
            {
              const char *formation = vt_unit_get_formation (unit);

              add_row (table, g_strdup (vt_unit_get_display_name (unit)), g_strdup (type_label),
                       g_strdup (formation != NULL ? vt_ruleset_get_formation_label (ruleset, formation) : ""),
                       /* TRANSLATORS: a unit's strength left of its full: "450 of 600 men" */
                       type != NULL ? g_strdup_printf (_("%1$u of %2$u %3$s"), vt_unit_get_strength (unit), type->strength,
                                                       type->strength_unit)
                                    : g_strdup_printf ("%u", vt_unit_get_strength (unit)),
                       g_strdup (unit_state_label (vt_game_get_unit_state (game, unit))));
            }
          else
            {
              VtKnowledgeMark mark = { 0 };
              g_autofree char *when = NULL;

              if (vt_knowledge_get_mark (vt_game_get_knowledge (game, vt_side_get_id (reader)),
                                         vt_unit_get_id (unit), &mark) && mark.last_known)
                /* TRANSLATORS: when a side last saw an enemy unit: "last seen Zug 2, 07:10" */
                when = g_strdup_printf (_("last seen %1$s %2$u, %3$s"), move_word (ruleset, 1), mark.move,
                                        mark.time_label != NULL ? mark.time_label : "");
              else
                /* TRANSLATORS: an enemy unit in sight, but too far to tell what it is */
                when = g_strdup (mark.sighting == VT_SIGHTING_TROOPS ? _("seen now, not made out") : _("seen now"));
              g_free (mark.time_label);
              add_row (table, g_strdup (vt_unit_get_display_name (unit)), g_strdup (type_label),
                       g_steal_pointer (&when));
            }
        }
      if (table->rows->len == 1)
        add_row (table, g_strdup (own ? _("No troops.") : _("Nothing was seen.")), NULL, NULL, NULL, NULL);
    }
}

static void
build_timeline (VtReport   *report,
                VtGame     *game,
                VtSide     *reader)
{
  static const char * const header[] = { "", N_("Time"), N_("What happened"), NULL };
  static const double widths[] = { 0.1, 0.1, 0.8 };
  VtJournal *journal = vt_game_get_journal (game);
  VtScenario *state = vt_game_get_state (game);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  guint start = vt_scenario_get_start_time (state);
  guint minutes = ruleset != NULL ? vt_ruleset_get_minutes_per_move (ruleset) : 0;
  Block *table;
  char word[64];

  add_heading (report, 1, _("Timeline"));
  g_strlcpy (word, move_word (ruleset, 1), sizeof word);
  table = add_table (report, header, widths);
  set_header_cell (table, 0, word);
  for (guint i = 0; i < vt_journal_get_head (journal); i++)
    {
      VtEvent *event = vt_journal_get_event (journal, i);
      /* a side's account: what it knew, each unit as it saw it */
      char *account = vt_game_dup_account (game, i, reader != NULL ? vt_side_get_id (reader) : NULL);

      if (account == NULL)
        continue;
      add_row (table, g_strdup_printf ("%u", vt_event_get_move (event)),
               /* a board game's moves take no time of the day (War-Chess) */
               minutes == 0 ? g_strdup ("")
               : format_time (start + (vt_event_get_move (event) > 0 ? vt_event_get_move (event) - 1 : 0) * minutes),
               account);
    }
  if (table->rows->len == 1)
    add_row (table, g_strdup (""), g_strdup (""), g_strdup (_("Nothing has happened yet.")));
}

/* vt_message_get_state_for()'s words are the file's; these the reader's */
static const char *
message_state_label (const char *word)
{
  static const struct
  {
    const char *word;
    const char *label;
  } labels[] = {
    /* TRANSLATORS: a message's state in the report: a courier carries it */
    { "in-transit", N_("in-transit") },
    /* TRANSLATORS: a message's state in the report: the umpire holds it back */
    { "held", N_("held") },
    { "delivered", N_("delivered") },
    /* TRANSLATORS: a message's state in the report: it arrived with its words changed */
    { "garbled", N_("garbled") },
    { "lost", N_("lost") },
    /* TRANSLATORS: a message's state in the report: the enemy took it on the way */
    { "intercepted", N_("intercepted") },
    { "sent", N_("sent") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_strcmp0 (word, labels[i].word) == 0)
      return _(labels[i].label);
  return word;
}

/* Every message with when it was sent and when it arrived (or is due);
 * a side's report has what it sent, received or intercepted, as it knows
 * them (vt_message_get_state_for). */
static void
build_messages (VtReport *report,
                VtGame   *game,
                VtSide   *reader)
{
  static const double widths[] = { 0.11, 0.21, 0.13, 0.11, 0.13, 0.31 };
  VtScenario *state = vt_game_get_state (game);
  VtMessageLog *log = vt_game_get_messages (game);
  const char *reader_id = reader != NULL ? vt_side_get_id (reader) : NULL;
  const char *word = move_word (vt_game_get_ruleset (game), 1);
  g_autoptr(GPtrArray) messages = NULL;
  Block *table;

  add_heading (report, 1, _("Messages"));
  table = add_table (report, (const char * const[]) { N_("Sent"), N_("From → to"), N_("Kind"), N_("Arrived"),
                                                      N_("State"), N_("Text"), NULL }, widths);
  if (reader != NULL)
    messages = vt_message_log_dup_of_side (log, reader_id);
  else
    {
      messages = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
        g_ptr_array_add (messages, g_list_model_get_item (G_LIST_MODEL (log), i));
    }
  for (guint i = 0; i < messages->len; i++)
    {
      VtMessage *message = g_ptr_array_index (messages, i);
      g_autofree char *sent_time = format_time (vt_message_get_sent_time (message));
      g_autofree char *due_time = format_time (vt_message_get_due_time (message));
      char *arrived;

      if (vt_message_is_delivered_for (message, reader_id))
        /* TRANSLATORS: the move a message arrived in: "Zug 3" */
        arrived = g_strdup_printf (_("%1$s %2$u"), word, vt_message_get_delivered_move (message));
      else if (reader == NULL && vt_message_is_pending (message))
        /* TRANSLATORS: a message on its way: "due Zug 4, 08:00" */
        arrived = g_strdup_printf (_("due %1$s %2$u, %3$s"), word, vt_message_get_due_move (message), due_time);
      else
        arrived = g_strdup ("—");
      add_row (table,
               /* TRANSLATORS: when a message was sent: "Zug 3, 07:40" */
               g_strdup_printf (_("%1$s %2$u, %3$s"), word, vt_message_get_sent_move (message), sent_time),
               /* TRANSLATORS: who sent a message to whom: "Rot → Blau" */
               g_strdup_printf (_("%1$s → %2$s"),
                                vt_message_end_name_for (state, vt_message_get_from_unit (message),
                                                         vt_message_get_from_side (message), reader_id),
                                vt_message_end_name_for (state, vt_message_get_to_unit (message),
                                                         vt_message_get_to_side (message), reader_id)),
               g_strdup (_(vt_message_kind_get_label (vt_message_get_kind (message)))), arrived,
               g_strdup (message_state_label (vt_message_get_state_for (message, reader_id))),
               g_strdup (vt_message_get_text_for (message, reader_id)));
    }
  if (table->rows->len == 1)
    add_row (table, g_strdup (""), g_strdup (_("No messages were sent.")), NULL, NULL, NULL, NULL);
}

/* whether @unit stood on @side_id as the game was set up (a unit the
 * journal brought in counts as its side's now) */
static gboolean
set_up_side_is (VtGame     *game,
                VtUnit     *unit,
                const char *side_id)
{
  VtUnit *set_up = vt_scenario_find_unit (vt_game_get_scenario (game), vt_unit_get_id (unit));

  return g_strcmp0 (vt_unit_get_side (set_up != NULL ? set_up : unit), side_id) == 0;
}

/* what a unit or a division lost, summed over the ledger */
typedef struct {
  double   points;
  gint     men;
  gboolean told; /* some entry said the men */
} LossSum;

static void
loss_sum_add (LossSum     *sum,
              VtLossEntry *entry)
{
  sum->points += vt_loss_entry_get_points (entry);
  if (vt_loss_entry_get_men (entry) >= 0)
    {
      sum->men += vt_loss_entry_get_men (entry);
      sum->told = TRUE;
    }
}

static void
build_losses (VtReport   *report,
              VtGame     *game,
              VtSide     *reader)
{
  static const char * const header[] = { "", N_("Unit"),
                                           /* TRANSLATORS: a report column: the arm of service, infantry, cavalry or artillery */
                                           N_("Arm"),
                                           /* TRANSLATORS: a report column: the loss in the rulebook's points */
                                           N_("Points"), N_("Men"), N_("Cause"), NULL };
  static const double widths[] = { 0.08, 0.28, 0.13, 0.09, 0.09, 0.33 };
  static const char * const totals_header[] = { N_("Side"), N_("Points lost"), NULL };
  static const double totals_widths[] = { 0.5, 0.5 };
  VtLossLedger *ledger = vt_game_get_loss_ledger (game);
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtScenario *state = vt_game_get_state (game);
  GListModel *sides = vt_scenario_get_sides (state);
  Block *table, *totals;
  char word[64];

  add_heading (report, 1, _("Losses"));
  g_strlcpy (word, move_word (vt_game_get_ruleset (game), 1), sizeof word);
  table = add_table (report, header, widths);
  set_header_cell (table, 0, word);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (ledger)); i++)
    {
      g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger), i);
      g_autofree char *cause = NULL;

      if (reader != NULL && g_strcmp0 (vt_loss_entry_get_side (entry), vt_side_get_id (reader)) != 0)
        continue;
      cause = vt_game_dup_loss_cause (game, entry, reader != NULL ? vt_side_get_id (reader) : NULL);
      add_row (table, g_strdup_printf ("%u", vt_loss_entry_get_move (entry)),
               g_strdup (vt_scenario_get_unit_display_name (state, vt_loss_entry_get_unit (entry))),
               g_strdup (vt_loss_entry_get_arm (entry) != NULL
                         ? vt_ruleset_get_label (ruleset, vt_loss_entry_get_arm (entry)) : NULL),
               g_strdup_printf ("%g", vt_loss_entry_get_points (entry)),
               vt_loss_entry_get_men (entry) >= 0 ? g_strdup_printf ("%d", vt_loss_entry_get_men (entry)) : NULL,
               vt_loss_entry_get_dice (entry) != NULL
                 /* TRANSLATORS: a loss's cause and the dice that gave it: "fire of the battery (dice III 5)" */
                 ? g_strdup_printf (_("%1$s (dice %2$s)"), cause != NULL ? cause : "", vt_loss_entry_get_dice (entry))
                 : g_steal_pointer (&cause));
    }
  if (table->rows->len == 1)
    add_row (table, g_strdup (""), g_strdup (_("No losses were booked.")), NULL, NULL, NULL, NULL);

  add_heading (report, 2, _("Totals"));
  totals = add_table (report, totals_header, totals_widths);
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);

      if (reader != NULL && !g_str_equal (vt_side_get_id (side), vt_side_get_id (reader)))
        continue;
      add_row (totals, g_strdup (vt_side_get_name (side)),
               g_strdup_printf ("%g", vt_loss_ledger_get_total (ledger, vt_side_get_id (side), NULL, NULL)));
    }

  /* by unit, each that lost, with what is left of it; by division, where
   * the scenario names them: one pass over the ledger for both */
  {
    static const char * const unit_header[] = { N_("Unit"), N_("Side"), N_("Points"), N_("Men"),
                                                         /* TRANSLATORS: a report column: a unit's state and strength now */
                                                         N_("Now"), NULL };
    static const double unit_widths[] = { 0.32, 0.16, 0.12, 0.12, 0.28 };
    static const char * const division_header[] = { N_("Division"), N_("Side"), N_("Points"), N_("Men"), NULL };
    static const double division_widths[] = { 0.40, 0.24, 0.18, 0.18 };
    GListModel *units = vt_scenario_get_units (state);
    /* keyed by the side that lost ("side\nunit", "side\ndivision"), not the
     * unit's side now: a captured gun goes over to its captor (Wells), and
     * its loss and its division stay the loser's */
    g_autoptr(GHashTable) by_unit_sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    g_autoptr(GHashTable) by_division_sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    g_autoptr(GPtrArray) divisions = g_ptr_array_new_with_free_func (g_free);  /* of keys, in order booked */
    Block *by_unit;

    for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (ledger)); j++)
      {
        g_autoptr(VtLossEntry) entry = g_list_model_get_item (G_LIST_MODEL (ledger), j);
        VtUnit *unit = vt_scenario_find_unit (state, vt_loss_entry_get_unit (entry));
        const char *lost_by = vt_loss_entry_get_side (entry);
        g_autofree char *unit_key = NULL;
        LossSum *sum;

        if (unit == NULL)
          continue;
        unit_key = g_strdup_printf ("%s\n%s", lost_by, vt_unit_get_id (unit));
        sum = g_hash_table_lookup (by_unit_sums, unit_key);
        if (sum == NULL)
          {
            sum = g_new0 (LossSum, 1);
            g_hash_table_insert (by_unit_sums, g_steal_pointer (&unit_key), sum);
          }
        loss_sum_add (sum, entry);
        /* a division is its own side's: a gun taken from the enemy and lost
         * again counts in no division of its captor's (nor names the enemy's) */
        if (vt_unit_get_division (unit) != NULL && set_up_side_is (game, unit, lost_by))
          {
            g_autofree char *key = g_strdup_printf ("%s\n%s", lost_by, vt_unit_get_division (unit));

            sum = g_hash_table_lookup (by_division_sums, key);
            if (sum == NULL)
              {
                sum = g_new0 (LossSum, 1);
                g_ptr_array_add (divisions, g_strdup (key));
                g_hash_table_insert (by_division_sums, g_steal_pointer (&key), sum);
              }
            loss_sum_add (sum, entry);
          }
      }

    add_heading (report, 2, _("By unit"));
    by_unit = add_table (report, unit_header, unit_widths);
    for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
      {
        g_autoptr(VtSide) side = g_list_model_get_item (sides, s);

        if (reader != NULL && !g_str_equal (vt_side_get_id (side), vt_side_get_id (reader)))
          continue;
        for (guint i = 0; i < g_list_model_get_n_items (units); i++)
          {
            g_autoptr(VtUnit) unit = g_list_model_get_item (units, i);
            g_autofree char *key = g_strdup_printf ("%s\n%s", vt_side_get_id (side), vt_unit_get_id (unit));
            LossSum *sum = g_hash_table_lookup (by_unit_sums, key);

            if (sum == NULL || !(sum->points > 0))
              continue;
            add_row (by_unit, g_strdup (vt_unit_get_display_name (unit)), g_strdup (vt_side_get_name (side)),
                     g_strdup_printf ("%g", sum->points), sum->told ? g_strdup_printf ("%d", sum->men) : NULL,
                     /* TRANSLATORS: a unit's state and strength: "reduced, 450" */
                     g_strdup_printf (_("%1$s, %2$u"), unit_state_label (vt_game_get_unit_state (game, unit)),
                                      vt_unit_get_strength (unit)));
          }
      }
    if (by_unit->rows->len == 1)
      add_row (by_unit, g_strdup (_("No unit has lost anything.")), NULL, NULL, NULL, NULL);

    if (divisions->len > 0)
      {
        Block *by_division = NULL;

        for (guint i = 0; i < divisions->len; i++)
          {
            const char *key = g_ptr_array_index (divisions, i);
            const char *division = strchr (key, '\n') + 1;
            g_autofree char *side_id = g_strndup (key, division - 1 - key);
            VtSide *side = vt_scenario_find_side (state, side_id);
            LossSum *sum = g_hash_table_lookup (by_division_sums, key);

            if (reader != NULL && g_strcmp0 (side_id, vt_side_get_id (reader)) != 0)
              continue;
            if (by_division == NULL)
              {
                add_heading (report, 2, _("By division"));
                by_division = add_table (report, division_header, division_widths);
              }
            add_row (by_division, g_strdup (division), g_strdup (side != NULL ? vt_side_get_name (side) : side_id),
                     g_strdup_printf ("%g", sum->points), sum->told ? g_strdup_printf ("%d", sum->men) : NULL);
          }
      }
  }
}

/* Each side's strength by arm over the moves, and its losses in each. */
static void
build_charts (VtReport *report,
              VtGame   *game,
              VtSide   *reader)
{
  GListModel *sides = vt_scenario_get_sides (vt_game_get_state (game));

  add_heading (report, 1, _("Charts"));
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      VtChart *charts[2];

      if (reader != NULL && !g_str_equal (vt_side_get_id (side), vt_side_get_id (reader)))
        continue;
      charts[0] = vt_chart_new_strength (game, vt_side_get_id (side));
      charts[1] = vt_chart_new_losses (game, vt_side_get_id (side));
      for (guint c = 0; c < G_N_ELEMENTS (charts); c++)
        if (charts[c] != NULL)
          add_block (report, BLOCK_CHART, NULL, NULL)->chart = charts[c];
    }
}

static void
build_outcome (VtReport *report,
               VtGame   *game,
               VtSide   *reader)
{
  VtRuleset *ruleset = vt_game_get_ruleset (game);
  VtScenario *state = vt_game_get_state (game);
  GListModel *sides = vt_scenario_get_sides (state);
  g_autofree char *winner = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GString) scores = g_string_new (NULL);
  gboolean decided;

  add_heading (report, 1, _("Outcome"));
  decided = vt_ruleset_get_victory (ruleset, game, &winner, &reason);
  /* A decided game is the umpire's verdict, told to all. Until then the
   * ruleset's reckoning (Wells: the men left on each side; 1812: the pieces
   * taken) counts what a side may never have seen, so its report says only
   * that the game is not decided, and gives no score. */
  if (!decided && reader != NULL)
    {
      add_text (report, _("The game is not yet decided by the rules."));
    }
  else if (decided)
    {
      g_autofree char *text = NULL;

      if (winner != NULL)
        /* TRANSLATORS: the outcome: the side, then the ruleset's reason */
        text = g_strdup_printf (_("%1$s has won: %2$s"), vt_scenario_find_side (state, winner) != NULL
                                  ? vt_side_get_name (vt_scenario_find_side (state, winner)) : winner,
                                reason != NULL ? reason : "");
      else
        /* TRANSLATORS: the outcome, with the ruleset's reason */
        text = g_strdup_printf (_("A draw: %s"), reason != NULL ? reason : "");
      add_text (report, text);
    }
  else if (reason != NULL && !g_str_equal (reason, "no winner"))
    {
      /* the ruleset's own words for a game not yet decided (Wells: the men left) */
      g_autofree char *text = g_strdup_printf (_("Not decided by the rules: %s."), reason);

      add_text (report, text);
    }
  else
    add_text (report, _("The game is not decided by the rules: the critique that follows it judges who "
                        "manoeuvred most naturally (as the 1824 instruction has it)."));

  /* the umpire's critique, for every side; his other notes, for himself */
  {
    VtJournal *journal = vt_game_get_journal (game);
    gboolean any = FALSE;

    for (guint i = 0; i < vt_journal_get_head (journal); i++)
      {
        VtEvent *event = vt_journal_get_event (journal, i);
        gboolean critique = FALSE;

        if (!g_str_equal (vt_event_get_kind (event), VT_EVENT_NOTE))
          continue;
        g_variant_lookup (vt_event_get_payload (event), "critique", "b", &critique);
        if (!critique && reader != NULL)
          continue;
        if (!any)
          add_heading (report, 2, reader != NULL ? _("The umpire's critique") : _("The umpire's critique and notes"));
        any = TRUE;
        add_text (report, vt_event_get_summary (event));
      }
  }

  for (guint s = 0; (decided || reader == NULL) && s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(VtSide) side = g_list_model_get_item (sides, s);
      double score;

      if (reader != NULL && !g_str_equal (vt_side_get_id (side), vt_side_get_id (reader)))
        continue;
      if (vt_ruleset_get_score (ruleset, game, vt_side_get_id (side), &score))
        {
          if (scores->len > 0)
            g_string_append (scores, "; ");
          /* TRANSLATORS: a side's score in the outcome: "Rot: 12" */
          g_string_append_printf (scores, _("%s: %g"), vt_side_get_name (side), score);
        }
    }
  if (scores->len > 0)
    add_text (report, scores->str);
}

/* laying out */

static PangoLayout *
make_layout (VtReport   *report,
             const char *font,
             const char *text,
             double      width)
{
  PangoLayout *layout = pango_layout_new (report->context);
  PangoFontDescription *description = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, description);
  pango_font_description_free (description);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

/* A paragraph of running text: justified, broken only between words and
 * never hyphenated, as a printed instruction reads. */
static PangoLayout *
make_paragraph (VtReport   *report,
                const char *font,
                const char *text,
                double      width)
{
  PangoLayout *layout = make_layout (report, font, text, width);
  PangoAttrList *attributes = pango_attr_list_new ();

  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_justify (layout, TRUE);
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attributes);
  pango_attr_list_unref (attributes);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

static double
text_width (VtReport *report)
{
  return report->width - 2 * MARGIN;
}

static double
row_height (VtReport    *report,
            const Block *block,
            guint        row)
{
  char **cells = g_ptr_array_index (block->rows, row);
  double most = 0;

  for (guint c = 0; c < block->n_columns; c++)
    {
      g_autoptr(PangoLayout) layout = make_layout (report, row == 0 ? "Sans Bold 9" : block->font, cells[c],
                                                   block->widths[c] * text_width (report) - 2 * CELL_PAD);

      most = MAX (most, layout_height (layout));
    }
  return most + 2 * CELL_PAD;
}

static double
map_height (VtReport *report,
            guint     snapshot)
{
  Snapshot *shot = g_ptr_array_index (report->snapshots, snapshot);
  VtMap *map = vt_scenario_get_map (shot->scenario);
  double aspect = vt_map_get_height (map) / MAX (vt_map_get_width (map), 1.0);
  double room = report->height - 2 * MARGIN - HEADER_SPACE - FOOTER_SPACE - 40;

  return MIN (text_width (report) * aspect, room);
}

static double
block_height (VtReport    *report,
              const Block *block)
{
  switch (block->kind)
    {
    case BLOCK_MAP:
      return map_height (report, block->snapshot) + 18;
    case BLOCK_CHART:
      return CHART_HEIGHT;
    case BLOCK_TITLE:
    case BLOCK_HEADING:
    case BLOCK_TEXT:
      {
        g_autoptr(PangoLayout) layout = block->kind == BLOCK_TEXT
                                          ? make_paragraph (report, block->font, block->text, text_width (report))
                                          : make_layout (report, block->font, block->text, text_width (report));

        return layout_height (layout);
      }
    case BLOCK_TABLE:
    case BLOCK_CONTENTS:
    case BLOCK_BREAK:
    default:
      return 0;
    }
}

static GArray *
new_page (VtReport *report)
{
  GArray *page = g_array_new (FALSE, FALSE, sizeof (Item));

  g_ptr_array_add (report->pages, page);
  return page;
}

/* Places every block on pages. Level-1 headings start a page. */
static void
paginate (VtReport *report)
{
  double top = MARGIN + HEADER_SPACE, bottom = report->height - MARGIN - FOOTER_SPACE;
  double y = MARGIN + 120; /* the title page's lines start lower */
  GArray *page;

  g_ptr_array_set_size (report->pages, 0);
  page = new_page (report);
  for (guint b = 0; b < report->blocks->len; b++)
    {
      Block *block = g_ptr_array_index (report->blocks, b);

      if (block->kind == BLOCK_BREAK || (block->kind == BLOCK_HEADING && block->level == 1 && page->len > 0))
        {
          page = new_page (report);
          y = top;
          if (block->kind == BLOCK_BREAK)
            continue;
        }

      if (block->kind == BLOCK_TABLE || block->kind == BLOCK_CONTENTS)
        {
          double header = row_height (report, block, 0);

          for (guint r = 0; r < block->rows->len; r++)
            {
              double height = r == 0 ? header : row_height (report, block, r);

              if (y + height > bottom || (r == 0 && y + header + height > bottom))
                {
                  page = new_page (report);
                  y = top;
                  if (r > 0)
                    {
                      /* the header again, on the new page */
                      g_array_append_val (page, ((Item) { b, 0, y, header }));
                      y += header;
                    }
                }
              g_array_append_val (page, ((Item) { b, (gint) r, y, height }));
              y += height;
            }
          y += GAP;
          continue;
        }

      {
        double height = block_height (report, block);
        /* a heading keeps with what follows it */
        double keep = block->kind == BLOCK_HEADING ? 40 : 0;

        if (y + height + keep > bottom && page->len > 0)
          {
            page = new_page (report);
            y = top;
          }
        block->page = report->pages->len - 1;
        g_array_append_val (page, ((Item) { b, -1, y, height }));
        y += height + (block->kind == BLOCK_HEADING ? GAP / 2 : block->kind == BLOCK_TITLE ? 2 * GAP : GAP);
      }
    }
}

/* The contents: each level-1 heading with its page, from 1. */
static void
fill_contents (VtReport *report,
               Block    *contents)
{
  g_ptr_array_set_size (contents->rows, 1);
  for (guint b = 0; b < report->blocks->len; b++)
    {
      Block *block = g_ptr_array_index (report->blocks, b);

      if (block->kind == BLOCK_HEADING && block->level == 1)
        add_row (contents, g_strdup (block->text), g_strdup_printf ("%u", block->page + 1));
    }
}

/* drawing */

static void
draw_trails (cairo_t          *cr,
             const Snapshot   *snapshot,
             const VtViewport *viewport)
{
  for (guint t = 0; t < snapshot->trails->len; t++)
    {
      const Trail *trail = &g_array_index (snapshot->trails, Trail, t);

      cairo_new_path (cr);
      for (guint i = 0; i < trail->n_points; i++)
        {
          double x, y;

          vt_viewport_to_device (viewport, &trail->points[i], &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_set_source_rgba (cr, trail->colour.red, trail->colour.green, trail->colour.blue, 0.8);
      cairo_set_line_width (cr, 1.2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_map (VtReport    *report,
          cairo_t     *cr,
          const Block *block,
          double       y)
{
  Snapshot *snapshot = g_ptr_array_index (report->snapshots, block->snapshot);
  double width = text_width (report), height = map_height (report, block->snapshot);
  VtRenderOptions options = { .labels = TRUE, .knowledge = snapshot->knowledge };
  g_autoptr(PangoLayout) caption = make_layout (report, block->font, snapshot->caption, width);
  VtViewport viewport;

  cairo_save (cr);
  cairo_translate (cr, MARGIN, y);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  vt_viewport_fit (&viewport, snapshot->scenario, width, height);
  vt_map_renderer_draw (cr, snapshot->scenario, report->ruleset, &viewport, &options);
  draw_trails (cr, snapshot, &viewport);
  cairo_restore (cr);

  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_move_to (cr, MARGIN, y + height + 4);
  pango_cairo_show_layout (cr, caption);
}

static void
draw_row (VtReport    *report,
          cairo_t     *cr,
          const Block *block,
          guint        row,
          double       y,
          double       height)
{
  char **cells = g_ptr_array_index (block->rows, row);
  double x = MARGIN;

  if (row == 0)
    {
      cairo_set_source_rgb (cr, 0.90, 0.88, 0.82);
      cairo_rectangle (cr, MARGIN, y, text_width (report), height);
      cairo_fill (cr);
    }
  for (guint c = 0; c < block->n_columns; c++)
    {
      double width = block->widths[c] * text_width (report);
      g_autoptr(PangoLayout) layout = make_layout (report, row == 0 ? "Sans Bold 9" : block->font, cells[c],
                                                   width - 2 * CELL_PAD);

      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_move_to (cr, x + CELL_PAD, y + CELL_PAD);
      pango_cairo_show_layout (cr, layout);
      x += width;
    }
  cairo_set_source_rgb (cr, 0.75, 0.72, 0.66);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, MARGIN, y + height);
  cairo_line_to (cr, MARGIN + text_width (report), y + height);
  cairo_stroke (cr);
}

static void
draw_chart (VtReport    *report,
            cairo_t     *cr,
            const Block *block,
            double       y)
{
  cairo_save (cr);
  cairo_translate (cr, MARGIN, y);
  vt_chart_draw (block->chart, cr, text_width (report), CHART_HEIGHT, 8);
  cairo_restore (cr);
}

void
vt_report_draw_page (VtReport *report,
                     cairo_t  *cr,
                     guint     page)
{
  GArray *items;

  g_return_if_fail (report != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < report->pages->len);

  items = g_ptr_array_index (report->pages, page);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);

  for (guint i = 0; i < items->len; i++)
    {
      const Item *item = &g_array_index (items, Item, i);
      const Block *block = g_ptr_array_index (report->blocks, item->block);

      switch (block->kind)
        {
        case BLOCK_TABLE:
        case BLOCK_CONTENTS:
          draw_row (report, cr, block, (guint) item->row, item->y, item->height);
          break;
        case BLOCK_MAP:
          draw_map (report, cr, block, item->y);
          break;
        case BLOCK_CHART:
          draw_chart (report, cr, block, item->y);
          break;
        case BLOCK_TITLE:
        case BLOCK_HEADING:
        case BLOCK_TEXT:
          {
            g_autoptr(PangoLayout) layout = block->kind == BLOCK_TEXT
                                              ? make_paragraph (report, block->font, block->text, text_width (report))
                                              : make_layout (report, block->font, block->text, text_width (report));

            if (block->kind == BLOCK_TITLE)
              pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
            cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
            cairo_move_to (cr, MARGIN, item->y);
            pango_cairo_show_layout (cr, layout);
          }
          break;
        case BLOCK_BREAK:
        default:
          break;
        }
    }

  /* the running head and the page's number, but not on the title page */
  if (page > 0)
    {
      g_autofree char *number = g_strdup_printf ("%u / %u", page + 1, report->pages->len);
      g_autoptr(PangoLayout) head = make_layout (report, "Sans Italic 8", report->title, text_width (report));
      g_autoptr(PangoLayout) foot = make_layout (report, "Sans 8", number, text_width (report));

      pango_layout_set_alignment (foot, PANGO_ALIGN_CENTER);
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      cairo_move_to (cr, MARGIN, MARGIN);
      pango_cairo_show_layout (cr, head);
      cairo_move_to (cr, MARGIN, report->height - MARGIN - 10);
      pango_cairo_show_layout (cr, foot);
    }
  cairo_restore (cr);
}

VtReport *
vt_report_new (VtGame      *game,
               const char  *side_id,
               const guint *moves,
               guint        n_moves,
               VtPaper      paper,
               GError     **error)
{
  g_autoptr(VtReport) report = g_new0 (VtReport, 1);
  VtScenario *state;
  VtSide *reader = NULL;
  VtJournal *journal;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (guint));
  cairo_font_options_t *font_options;
  PangoFontMap *font_map;
  guint since = 0, head, last_move;
  Block *contents = NULL;

  g_return_val_if_fail (VT_IS_GAME (game), NULL);

  state = vt_game_get_state (game);
  journal = vt_game_get_journal (game);
  head = vt_journal_get_head (journal);
  last_move = vt_game_get_move (game);
  if (side_id != NULL && (reader = vt_scenario_find_side (state, side_id)) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("the game has no side '%s'"), side_id);
      return NULL;
    }
  for (guint i = 0; i < n_moves; i++)
    if (moves[i] > last_move)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     /* TRANSLATORS: %1$s and %3$s are the ruleset's word for a move */
                     _("a map after %1$s %2$u was asked for, but the game has reached %3$s %4$u"),
                     move_word (vt_game_get_ruleset (game), 1), moves[i], move_word (vt_game_get_ruleset (game), 1),
                     last_move);
        return NULL;
      }

  report->width = paper == VT_PAPER_LETTER ? 612 : 595.276;
  report->height = paper == VT_PAPER_LETTER ? 792 : 841.89;
  report->ruleset = g_object_ref (vt_game_get_ruleset (game));
  report->title = g_strdup (vt_scenario_get_title (state) != NULL ? vt_scenario_get_title (state) : _("A game"));
  report->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  report->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  report->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  /* points, so the PDF's sizes are the layout's; no hinting, so a line
   * measures the same whatever it is drawn on */
  font_map = pango_cairo_font_map_get_default ();
  report->context = pango_font_map_create_context (font_map);
  pango_cairo_context_set_resolution (report->context, 72);
  font_options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (report->context, font_options);
  cairo_font_options_destroy (font_options);

  /* the maps: the start, the moves asked for, the end */
  bytes = vt_game_file_to_bytes (game);
  g_array_append_val (points, (guint) { 0 });
  for (guint i = 0; i < n_moves; i++)
    g_array_append_val (points, moves[i]);
  for (guint i = 0; i <= points->len; i++)
    {
      guint at = i < points->len ? head_after_move (journal, g_array_index (points, guint, i)) : head;
      char *caption;

      if (i == 0)
        at = 0;
      if (i == 0)
        caption = g_strdup (_("At the start"));
      else if (i < points->len)
        /* TRANSLATORS: a map's caption: "After Zug 3, with the moves since the last map" */
        caption = g_strdup_printf (_("After %1$s %2$u, with the moves since the last map"),
                                   move_word (report->ruleset, 1), g_array_index (points, guint, i));
      else
        caption = g_strdup_printf (_("At the end, %1$s %2$u, with the moves since the last map"),
                                   move_word (report->ruleset, 1), last_move);
      if (i > 0 && at < since)
        at = since;
      if (!add_snapshot (report, game, bytes, side_id, at, since, caption, error))
        return NULL;
      since = at;
    }

  build_title (report, game, reader);
  contents = g_ptr_array_index (report->blocks, report->blocks->len - 1);
  contents->n_columns = 2;
  contents->widths[0] = 0.85;
  contents->widths[1] = 0.15;
  contents->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_ptr_array_add (contents->rows, g_strdupv ((char *[]) { _("Contents"), _("Page"), NULL }));

  build_ideas (report, state, reader);
  build_forces (report, game, ((Snapshot *) g_ptr_array_index (report->snapshots, report->snapshots->len - 1))->scenario,
                reader);
  add_heading (report, 1, _("Maps"));
  for (guint i = 0; i < report->snapshots->len; i++)
    add_map (report, i);
  build_timeline (report, game, reader);
  build_messages (report, game, reader);
  build_losses (report, game, reader);
  build_charts (report, game, reader);
  build_outcome (report, game, reader);

  /* the contents' rows are known before their pages: lay out with them
   * (their count, and so their pages, does not change), then number them */
  fill_contents (report, contents);
  paginate (report);
  fill_contents (report, contents);
  return g_steal_pointer (&report);
}

guint
vt_report_get_n_pages (VtReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  return report->pages->len;
}

void
vt_report_get_page_size (VtReport *report,
                         double   *width,
                         double   *height)
{
  g_return_if_fail (report != NULL);

  if (width != NULL)
    *width = report->width;
  if (height != NULL)
    *height = report->height;
}

typedef struct {
  VtAtomicFile *file;
  GError       *error;
} PdfStream;

static cairo_status_t
write_pdf (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  PdfStream *stream = closure;

  if (stream->error != NULL || !vt_atomic_file_write (stream->file, data, length, &stream->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

gboolean
vt_report_write_pdf (VtReport    *report,
                     const char  *path,
                     GError     **error)
{
  PdfStream stream = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (report != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  stream.file = vt_atomic_file_begin (path, error);
  if (stream.file == NULL)
    return FALSE;

  surface = cairo_pdf_surface_create_for_stream (write_pdf, &stream, report->width, report->height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, report->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Vertrauter");
  cr = cairo_create (surface);
  for (guint page = 0; page < report->pages->len; page++)
    {
      vt_report_draw_page (report, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || stream.error != NULL)
    {
      vt_atomic_file_abort (stream.file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: the report could not be written: %s"), path,
                   stream.error != NULL ? stream.error->message : cairo_status_to_string (status));
      g_clear_error (&stream.error);
      return FALSE;
    }
  return vt_atomic_file_commit (stream.file, error);
}
