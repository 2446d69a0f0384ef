/* vt-document.c: one game open for the umpire: its file, what is not saved, its autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-document"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "vt-document.h"

struct _VtDocument
{
  GObject  parent_instance;

  VtGame  *game;
  VtEditor *editor;
  GFile   *file;
  gboolean dirty;
  char    *autosave_path;  /* the copy of an unsaved game */
  char    *copy_of;        /* the name of the game this is a copy of */

  /* the file or the autosave copy this process alone writes */
  VtFileLock *lock;

  /* the file as it was when last read or written, to notice another
   * program changing it; a conflict stops saving until the umpire chooses */
  gboolean disk_known;
  struct stat disk;
  gboolean disk_conflict;
};

G_DEFINE_FINAL_TYPE (VtDocument, vt_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_DIRTY,
  PROP_AUTOSAVE_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  AUTOSAVE_FAILED,
  CHANGED_ON_DISK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_dirty (VtDocument *self,
           gboolean    dirty)
{
  if (self->dirty == dirty)
    return;

  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

static void
set_file (VtDocument *self,
          GFile      *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
set_autosave_path (VtDocument *self,
                   const char *path)
{
  if (g_strcmp0 (self->autosave_path, path) == 0)
    return;

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_PATH]);
}

/* Holds @path for this process from now on, instead of what it held. */
static gboolean
take_lock (VtDocument  *self,
           const char  *path,
           GError     **error)
{
  VtFileLock *lock;

  if (self->lock != NULL && g_strcmp0 (vt_file_lock_get_path (self->lock), path) == 0)
    return TRUE;

  lock = vt_file_lock_acquire (path, error);
  if (lock == NULL)
    return FALSE;

  g_clear_pointer (&self->lock, vt_file_lock_release);
  self->lock = lock;
  return TRUE;
}

static void
remember_disk (VtDocument *self)
{
  g_autofree char *path = self->file != NULL ? g_file_get_path (self->file) : NULL;

  self->disk_known = path != NULL && g_stat (path, &self->disk) == 0;
}

/* Whether the file is no longer as this document left it. */
static gboolean
changed_on_disk (VtDocument *self)
{
  g_autofree char *path = self->file != NULL ? g_file_get_path (self->file) : NULL;
  struct stat now;

  if (!self->disk_known || path == NULL)
    return FALSE;
  if (g_stat (path, &now) != 0)
    return TRUE;

  return now.st_ino != self->disk.st_ino || now.st_dev != self->disk.st_dev ||
         now.st_size != self->disk.st_size ||
         now.st_mtim.tv_sec != self->disk.st_mtim.tv_sec ||
         now.st_mtim.tv_nsec != self->disk.st_mtim.tv_nsec;
}

static void
forget_autosave (VtDocument *self)
{
  if (self->autosave_path != NULL)
    {
      g_unlink (self->autosave_path);
      if (self->lock != NULL && g_strcmp0 (vt_file_lock_get_path (self->lock), self->autosave_path) == 0)
        g_clear_pointer (&self->lock, vt_file_lock_release);
    }
  set_autosave_path (self, NULL);
}

/* Nothing the umpire entered is lost: a game with a file is saved in
 * place; one without is copied to the autosave folder. */
static void
autosave (VtDocument *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) target = NULL;

  if (self->file != NULL)
    {
      /* another program wrote the file: nothing is saved over it until
       * the umpire has chosen (vt_document_overwrite, or Save As) */
      if (self->disk_conflict || changed_on_disk (self))
        {
          set_dirty (self, TRUE);
          if (!self->disk_conflict)
            {
              self->disk_conflict = TRUE;
              g_signal_emit (self, signals[CHANGED_ON_DISK], 0);
            }
          return;
        }
      target = g_object_ref (self->file);
    }
  else
    {
      if (self->autosave_path == NULL)
        {
          g_autofree char *folder = vt_document_get_autosave_folder ();
          g_autofree char *uuid = g_uuid_string_random ();
          g_autofree char *name = g_strdup_printf ("unsaved-%s.vertrauter", uuid);
          g_autofree char *path = NULL;

          if (g_mkdir_with_parents (folder, 0700) != 0)
            {
              g_autofree char *message = g_strdup_printf (_("The game could not be kept safe: the folder %s cannot be made."),
                                                          folder);
              g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, message);
              return;
            }
          path = g_build_filename (folder, name, NULL);
          /* so that a second Vertrauter does not offer it for recovery */
          if (!take_lock (self, path, &error))
            {
              g_autofree char *message = g_strdup_printf (_("The game could not be kept safe: %s"), error->message);

              g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, message);
              return;
            }
          set_autosave_path (self, path);
        }
      target = g_file_new_for_path (self->autosave_path);
    }

  if (!vt_game_file_save (self->game, target, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be saved automatically: %s"), error->message);

      set_dirty (self, TRUE);
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, message);
      return;
    }

  remember_disk (self);
  set_dirty (self, self->file == NULL);
}

static void
vt_document_constructed (GObject *object)
{
  VtDocument *self = VT_DOCUMENT (object);

  G_OBJECT_CLASS (vt_document_parent_class)->constructed (object);

  g_assert (VT_IS_GAME (self->game));

  /* After the windows have followed the change, so a failure they are
   * told of is not hidden by their own refresh. */
  g_signal_connect_object (self->game, "changed", G_CALLBACK (autosave), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  /* what the designer lays out is kept as it is done, as moves are */
  self->editor = vt_editor_new (self->game);
  g_signal_connect_object (self->editor, "changed", G_CALLBACK (autosave), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

static void
vt_document_dispose (GObject *object)
{
  VtDocument *self = VT_DOCUMENT (object);

  g_clear_object (&self->editor);
  g_clear_object (&self->game);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (vt_document_parent_class)->dispose (object);
}

static void
vt_document_finalize (GObject *object)
{
  VtDocument *self = VT_DOCUMENT (object);

  /* a window gone as in a crash leaves the copy for the next start */
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->copy_of, g_free);
  g_clear_pointer (&self->lock, vt_file_lock_release);

  G_OBJECT_CLASS (vt_document_parent_class)->finalize (object);
}

static void
vt_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  VtDocument *self = VT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_AUTOSAVE_PATH:
      g_value_set_string (value, self->autosave_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_document_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  VtDocument *self = VT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_FILE:
      self->file = g_value_dup_object (value);
      /* A new game has nowhere to live yet, so it counts as unsaved. */
      self->dirty = self->file == NULL;
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vt_document_class_init (VtDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = vt_document_constructed;
  object_class->dispose = vt_document_dispose;
  object_class->finalize = vt_document_finalize;
  object_class->get_property = vt_document_get_property;
  object_class->set_property = vt_document_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         VT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOSAVE_PATH] =
    g_param_spec_string ("autosave-path", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * VtDocument::autosave-failed:
   * @message: what went wrong and where, for the umpire
   *
   * A journal change could not be saved; the document stays dirty.
   */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * VtDocument::changed-on-disk:
   *
   * Another program changed the game's file since this document last read
   * or wrote it. Nothing is saved to it until the umpire chooses:
   * vt_document_overwrite(), or vt_document_save_to() another file.
   */
  signals[CHANGED_ON_DISK] =
    g_signal_new ("changed-on-disk",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vt_document_init (VtDocument *self)
{
}

VtDocument *
vt_document_new (VtGame *game,
                 GFile  *file)
{
  g_return_val_if_fail (VT_IS_GAME (game), NULL);
  g_return_val_if_fail (!file || G_IS_FILE (file), NULL);

  return g_object_new (VT_TYPE_DOCUMENT, "game", game, "file", file, NULL);
}

VtDocument *
vt_document_load (GFile              *file,
                  VtRulesetRegistry  *registry,
                  GError            **error)
{
  g_autoptr(VtGame) game = NULL;
  g_autofree char *path = NULL;
  g_autoptr(VtFileLock) lock = NULL;
  VtDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* one process writes a game: a second is told which has it */
  path = g_file_get_path (file);
  if (path != NULL && (lock = vt_file_lock_acquire (path, error)) == NULL)
    return NULL;

  game = vt_game_file_load (file, registry, error);
  if (game == NULL)
    return NULL;

  self = vt_document_new (game, file);
  self->lock = g_steal_pointer (&lock);
  remember_disk (self);
  return self;
}

/**
 * vt_document_load_copy:
 * @file: a game another process has open
 * @registry: the rulesets
 * @error: return location for a #VT_FILE_ERROR
 *
 * The game in @file as an unsaved game of its own, which never writes to
 * @file: it is kept in the autosave folder and Save asks where.
 *
 * Returns: (transfer full) (nullable): the copy
 */
VtDocument *
vt_document_load_copy (GFile              *file,
                       VtRulesetRegistry  *registry,
                       GError            **error)
{
  g_autoptr(VtGame) game = NULL;
  g_autofree char *basename = NULL;
  VtDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = vt_game_file_load (file, registry, error);
  if (game == NULL)
    return NULL;

  self = vt_document_new (game, NULL);
  basename = g_file_get_basename (file);
  self->copy_of = g_filename_display_name (basename);
  return self;
}

VtDocument *
vt_document_recover (const char         *autosave_path,
                     VtRulesetRegistry  *registry,
                     GError            **error)
{
  g_autoptr(VtGame) game = NULL;
  g_autoptr(VtFileLock) lock = NULL;
  VtDocument *self;

  g_return_val_if_fail (autosave_path != NULL, NULL);
  g_return_val_if_fail (VT_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* another Vertrauter may still be keeping it */
  lock = vt_file_lock_acquire (autosave_path, error);
  if (lock == NULL)
    return NULL;

  game = vt_game_file_load_path (autosave_path, registry, error);
  if (game == NULL)
    return NULL;

  /* no file, so it is unsaved, and saving asks where */
  self = vt_document_new (game, NULL);
  self->autosave_path = g_strdup (autosave_path);
  self->lock = g_steal_pointer (&lock);

  return self;
}

VtGame *
vt_document_get_game (VtDocument *self)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), NULL);

  return self->game;
}

/**
 * vt_document_get_editor:
 * @self: a document
 *
 * Returns: (transfer none): the one editor of the document's scenario, so
 *   every window on it shares the undo of the edits
 */
VtEditor *
vt_document_get_editor (VtDocument *self)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), NULL);

  return self->editor;
}

GFile *
vt_document_get_file (VtDocument *self)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), NULL);

  return self->file;
}

gboolean
vt_document_get_dirty (VtDocument *self)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), FALSE);

  return self->dirty;
}

const char *
vt_document_get_autosave_path (VtDocument *self)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), NULL);

  return self->autosave_path;
}

char *
vt_document_dup_display_name (VtDocument *self)
{
  const char *title;

  g_return_val_if_fail (VT_IS_DOCUMENT (self), NULL);

  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      return g_filename_display_name (basename);
    }

  if (self->copy_of != NULL)
    /* Translators: the file name of the game copied */
    return g_strdup_printf (_("%s (copy)"), self->copy_of);

  title = vt_scenario_get_title (vt_game_get_state (self->game));
  return g_strdup (title != NULL && title[0] != '\0' ? title : _("Unsaved Game"));
}

gboolean
vt_document_save_to (VtDocument  *self,
                     GFile       *file,
                     GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(VtFileLock) lock = NULL;
  VtUnderlay *underlay;
  g_autofree char *href_before = NULL;

  g_return_val_if_fail (VT_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* the new file is locked before it is written, the old one let go only
   * once it is: a failed Save As keeps what the document held */
  path = g_file_get_path (file);
  if (path != NULL &&
      !(self->lock != NULL && g_str_equal (vt_file_lock_get_path (self->lock), path)) &&
      (lock = vt_file_lock_acquire (path, error)) == NULL)
    return FALSE;
  /* the map picture is named from where the game is saved now, beside it
   * when it lies there, so the two can be copied on together */
  underlay = vt_scenario_get_underlay (vt_game_get_scenario (self->game));
  if (underlay != NULL && !vt_underlay_is_embedded (underlay))
    {
      href_before = g_strdup (vt_underlay_get_href (underlay));
      if (!vt_underlay_rebase (underlay, self->file, file))
        g_clear_pointer (&href_before, g_free);
    }
  if (!vt_game_file_save (self->game, file, error))
    {
      if (href_before != NULL)
        vt_underlay_refer_to (underlay, href_before);
      return FALSE;
    }
  if (lock != NULL)
    {
      g_clear_pointer (&self->lock, vt_file_lock_release);
      self->lock = g_steal_pointer (&lock);
    }

  g_object_freeze_notify (G_OBJECT (self));
  set_file (self, file);
  self->disk_conflict = FALSE;
  remember_disk (self);
  g_clear_pointer (&self->copy_of, g_free);
  /* the game has a home now: its autosave copy is not needed */
  forget_autosave (self);
  set_dirty (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * vt_document_overwrite:
 * @self: a document whose file another program changed
 * @error: return location for a #VT_FILE_ERROR
 *
 * The umpire's choice to keep his game: saves it over what is on disk
 * now, and goes on saving after every event.
 *
 * Returns: whether the game is saved
 */
gboolean
vt_document_overwrite (VtDocument  *self,
                       GError     **error)
{
  g_return_val_if_fail (VT_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  return vt_document_save_to (self, self->file, error);
}

void
vt_document_set_up_changed (VtDocument *self)
{
  g_return_if_fail (VT_IS_DOCUMENT (self));

  set_dirty (self, TRUE);
}

void
vt_document_discard (VtDocument *self)
{
  g_return_if_fail (VT_IS_DOCUMENT (self));

  forget_autosave (self);
}

char *
vt_document_get_autosave_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "vertrauter", "autosave", NULL);
}

typedef struct {
  char   *path;
  gint64  modified;
} Autosave;

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  const Autosave *x = a, *y = b;

  return x->modified < y->modified ? 1 : x->modified > y->modified ? -1 : g_strcmp0 (x->path, y->path);
}

GPtrArray *
vt_document_list_autosaves (void)
{
  g_autofree char *folder = vt_document_get_autosave_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Autosave));
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      Autosave autosave;
      GStatBuf buf;

      /* not the half-written copy of an atomic save */
      if (name[0] == '.' || !g_str_has_suffix (name, ".vertrauter"))
        continue;
      autosave.path = g_build_filename (folder, name, NULL);
      /* another Vertrauter still keeps it: not ours to recover or discard */
      if (g_stat (autosave.path, &buf) != 0 || !S_ISREG (buf.st_mode) ||
          vt_file_lock_get_holder (autosave.path) != 0)
        {
          g_free (autosave.path);
          continue;
        }
      autosave.modified = buf.st_mtime;
      g_array_append_val (found, autosave);
    }

  g_array_sort (found, newest_first);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (paths, g_array_index (found, Autosave, i).path);

  return paths;
}
