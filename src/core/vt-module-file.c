/* vt-module-file.c: looking at a ruleset module's file before it is opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "vt-module-file"

#include "config.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "vt-module-file-private.h"
#include "vt-ruleset-registry.h"

/* The smallest real shared library is several kilobytes (its segments are
 * page-aligned); anything under 1 KiB is a stub or the start of a copy. The
 * largest ruleset, built with sanitizers and debug information, is under
 * 2 MB; 64 MiB leaves room and still stops a loader reading a disc image. */
#define VT_MODULE_FILE_MIN_SIZE ((guint64) 1024)
#define VT_MODULE_FILE_MAX_SIZE ((guint64) 64 * 1024 * 1024)

/* The processor this build runs on, named as an umpire would know it. An
 * unknown one skips the check: the dynamic loader refuses a foreign
 * machine itself, without mapping anything, only with a terser message. */
#if defined(__x86_64__)
# define VT_HOST_MACHINE      EM_X86_64
# define VT_HOST_MACHINE_NAME "x86-64 (64-bit PC)"
#elif defined(__i386__)
# define VT_HOST_MACHINE      EM_386
# define VT_HOST_MACHINE_NAME "x86 (32-bit PC)"
#elif defined(__aarch64__)
# define VT_HOST_MACHINE      EM_AARCH64
# define VT_HOST_MACHINE_NAME "ARM (64-bit)"
#elif defined(__arm__)
# define VT_HOST_MACHINE      EM_ARM
# define VT_HOST_MACHINE_NAME "ARM (32-bit)"
#elif defined(__powerpc64__)
# define VT_HOST_MACHINE      EM_PPC64
# define VT_HOST_MACHINE_NAME "POWER (64-bit)"
#elif defined(__powerpc__)
# define VT_HOST_MACHINE      EM_PPC
# define VT_HOST_MACHINE_NAME "PowerPC (32-bit)"
#elif defined(__s390__)
# define VT_HOST_MACHINE      EM_S390
# define VT_HOST_MACHINE_NAME "IBM Z"
#elif defined(__riscv)
# define VT_HOST_MACHINE      EM_RISCV
# define VT_HOST_MACHINE_NAME "RISC-V"
#elif defined(__mips__)
# define VT_HOST_MACHINE      EM_MIPS
# define VT_HOST_MACHINE_NAME "MIPS"
#endif

#define VT_HOST_CLASS (sizeof (void *) == 8 ? ELFCLASS64 : ELFCLASS32)
#define VT_HOST_BITS  (sizeof (void *) == 8 ? 64 : 32)
#define VT_HOST_DATA  (G_BYTE_ORDER == G_LITTLE_ENDIAN ? ELFDATA2LSB : ELFDATA2MSB)

static gboolean refuse (GError     **error,
                        const char  *name,
                        const char  *format,
                        ...) G_GNUC_PRINTF (3, 4);

/* Always returns FALSE, so a check reads `return refuse (…)`. */
static gboolean
refuse (GError     **error,
        const char  *name,
        const char  *format,
        ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, VT_PLUGIN_ERROR, VT_PLUGIN_ERROR_OPEN,
               _("ruleset plugin %s could not be opened: %s"), name, reason);
  return FALSE;
}

static gboolean
refuse_cut_short (GError     **error,
                  const char  *name,
                  guint64      size,
                  guint64      end)
{
  return refuse (error, name,
                 _("the file is cut short: it is %llu bytes long, but its "
                   "contents run to %llu bytes. It was probably copied only "
                   "in part: copy it again."), (unsigned long long) size, (unsigned long long) end);
}

static gboolean
refuse_damaged (GError     **error,
                const char  *name,
                const char  *what)
{
  return refuse (error, name,
                 _("its header is damaged (%s). Install the plugin again."), what);
}

static const char *
describe_file_type (mode_t mode)
{
  /* TRANSLATORS: what a file in the ruleset folder is, in "it is %s, not a file" */
  if (S_ISFIFO (mode))
    return _("a named pipe (FIFO)");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("a device");
  if (S_ISSOCK (mode))
    return _("a socket");
  if (S_ISDIR (mode))
    return _("a folder");
  return _("something other than a plain file");
}

/* Whether @length bytes from @offset lie within a file of @size bytes;
 * @end is where they would end, saturated instead of wrapping. */
static gboolean
lies_within (guint64  offset,
             guint64  length,
             guint64  size,
             guint64 *end)
{
  *end = offset > G_MAXUINT64 - length ? G_MAXUINT64 : offset + length;
  return offset <= size && length <= size - offset;
}

/* Reads exactly @length bytes at @offset. A short read means the file
 * shrank after fstat: it is being rewritten, which is as bad as cut short. */
static gboolean
read_at (int          fd,
         guint64      offset,
         void        *buffer,
         gsize        length,
         const char  *name,
         GError     **error)
{
  gsize done = 0;

  while (done < length)
    {
      ssize_t n = pread (fd, (char *) buffer + done, length - done, (off_t) (offset + done));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          return refuse (error, name, "%s", g_strerror (saved_errno));
        }
      if (n == 0)
        return refuse_cut_short (error, name, offset + done, offset + length);
      done += (gsize) n;
    }

  return TRUE;
}

static gboolean
check_header (const ElfW(Ehdr)  *header,
              const char        *name,
              guint64            size,
              GError           **error)
{
  guint64 end;

  if (memcmp (header->e_ident, ELFMAG, SELFMAG) != 0)
    return refuse (error, name,
                   _("it is not a program library (it has no ELF header). "
                   "Remove it from the ruleset folder."));

  if ((header->e_ident[EI_CLASS] != ELFCLASS32 && header->e_ident[EI_CLASS] != ELFCLASS64) ||
      (header->e_ident[EI_DATA] != ELFDATA2LSB && header->e_ident[EI_DATA] != ELFDATA2MSB))
    return refuse_damaged (error, name, _("unknown ELF class or byte order"));

  if (header->e_ident[EI_CLASS] != VT_HOST_CLASS)
    return refuse (error, name,
                   _("it is built for %d-bit computers; this Vertrauter is %d-bit. "
                   "Install the plugin built for this computer."),
                   header->e_ident[EI_CLASS] == ELFCLASS64 ? 64 : 32, (int) VT_HOST_BITS);

  if (header->e_ident[EI_DATA] != VT_HOST_DATA)
    return refuse (error, name,
                   _("it is built for a computer that stores numbers in the other byte order. "
                   "Install the plugin built for this computer."));

  if (header->e_ident[EI_VERSION] != EV_CURRENT || header->e_version != EV_CURRENT)
    return refuse_damaged (error, name, _("unknown ELF version"));

#ifdef VT_HOST_MACHINE
  if (header->e_machine != VT_HOST_MACHINE)
    return refuse (error, name,
                   _("it is built for another kind of processor (ELF machine %u); this "
                   "Vertrauter runs on %s. Install the plugin built for this computer."),
                   header->e_machine, VT_HOST_MACHINE_NAME);
#endif

  if (header->e_type != ET_DYN)
    return refuse (error, name,
                   _("it is a program or an object file, not a shared library (ELF type %u). "
                   "Remove it from the ruleset folder."), header->e_type);

  if (header->e_ehsize < sizeof (ElfW(Ehdr)))
    return refuse_damaged (error, name, _("header too small"));

  /* PN_XNUM would move the count elsewhere; no plugin has 65535 segments */
  if (header->e_phnum == 0 || header->e_phnum == PN_XNUM ||
      header->e_phentsize != sizeof (ElfW(Phdr)))
    return refuse_damaged (error, name, _("no usable program header table"));

  if (!lies_within (header->e_phoff, (guint64) header->e_phnum * header->e_phentsize, size, &end))
    return refuse_cut_short (error, name, size, end);

  /* The section table is usually the last thing in the file, so a copy one
   * byte short is caught here. A file may have none (e_shoff 0); with
   * e_shnum 0 and a table, the first entry holds the real count. */
  if (header->e_shoff != 0)
    {
      guint64 count = header->e_shnum != 0 ? header->e_shnum : 1;

      if (header->e_shentsize != sizeof (ElfW(Shdr)))
        return refuse_damaged (error, name, _("unknown section header size"));

      if (!lies_within (header->e_shoff, count * header->e_shentsize, size, &end))
        return refuse_cut_short (error, name, size, end);
    }

  return TRUE;
}

/* Every segment the dynamic loader maps must be backed by the file: a
 * PT_LOAD past the end is what turns a half copy into SIGBUS. The others
 * (dynamic section, notes, unwind tables) lie inside a loaded one in any
 * sound file, so they are held to the same rule. */
static gboolean
check_segments (int                fd,
                const ElfW(Ehdr)  *header,
                const char        *name,
                guint64            size,
                GError           **error)
{
  g_autofree ElfW(Phdr) *segments = g_new (ElfW(Phdr), header->e_phnum);
  guint n_loaded = 0;

  if (!read_at (fd, header->e_phoff, segments, sizeof (ElfW(Phdr)) * header->e_phnum,
                name, error))
    return FALSE;

  for (guint i = 0; i < header->e_phnum; i++)
    {
      guint64 end;

      if (segments[i].p_type == PT_LOAD)
        n_loaded++;

      if (segments[i].p_filesz == 0)
        continue;

      if (!lies_within (segments[i].p_offset, segments[i].p_filesz, size, &end))
        return refuse_cut_short (error, name, size, end);
    }

  if (n_loaded == 0)
    return refuse_damaged (error, name, _("nothing to load"));

  return TRUE;
}

static gboolean
check_open_file (int          fd,
                 const char  *name,
                 GError     **error)
{
  struct stat st;
  ElfW(Ehdr) header;
  guint64 size;

  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      return refuse (error, name, "%s", g_strerror (saved_errno));
    }

  if (!S_ISREG (st.st_mode))
    return refuse (error, name, _("it is %s, not a file. Remove it from the ruleset folder."),
                   describe_file_type (st.st_mode));

  size = (guint64) st.st_size;
  if (size < VT_MODULE_FILE_MIN_SIZE)
    return refuse (error, name,
                   _("it is only %llu bytes long, too short to be a ruleset "
                     "plugin. It may have been copied only in part: copy it again."), (unsigned long long) size);

  if (size > VT_MODULE_FILE_MAX_SIZE)
    return refuse (error, name,
                   _("it is %llu bytes long; a ruleset plugin is at most "
                     "64 MiB. Remove it from the ruleset folder."), (unsigned long long) size);

  if (!read_at (fd, 0, &header, sizeof header, name, error))
    return FALSE;

  return check_header (&header, name, size, error) &&
         check_segments (fd, &header, name, size, error);
}

/**
 * vt_module_file_check:
 * @path: the file of a ruleset module
 * @error: where to say why it cannot be opened
 *
 * Returns: whether g_module_open may be given @path
 */
gboolean
vt_module_file_check (const char  *path,
                      GError     **error)
{
  g_autofree char *name = NULL;
  struct stat st;
  gboolean ok;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = g_path_get_basename (path);

  /* stat, not lstat: an installed plugin may be a link to its file, and
   * what counts is the file the link leads to. Looking before opening
   * keeps a device from ever being opened. */
  if (stat (path, &st) != 0)
    {
      int saved_errno = errno;

      return refuse (error, name, "%s", g_strerror (saved_errno));
    }

  if (!S_ISREG (st.st_mode))
    return refuse (error, name, _("it is %s, not a file. Remove it from the ruleset folder."),
                   describe_file_type (st.st_mode));

  /* O_NONBLOCK: should a FIFO take the file's place after the stat, the
   * open returns at once instead of waiting for a writer; fstat then sees
   * what was really opened. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    {
      int saved_errno = errno;

      return refuse (error, name, "%s", g_strerror (saved_errno));
    }

  ok = check_open_file (fd, name, error);
  close (fd);

  return ok;
}
