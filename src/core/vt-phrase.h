/* vt-phrase.h: a sentence of the journal kept as its parts, said in the reader's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-types.h"

G_BEGIN_DECLS

/**
 * A phrase is a journal's sentence before it is said: the untranslated
 * message of a gettext @domain and its arguments, an a{sv} the file keeps
 * ("domain", "msgid", "plural" and "n" for a plural, "args" av). It is
 * said when shown: in the reader's language, and each unit it names as
 * the reader knows it (by name, as troops seen somewhere, or not at all).
 *
 * @arg_types gives one letter for each argument that follows, in the
 * order of the message's conversions:
 *  - 'u' a VtUnit *, 'U' a GPtrArray of VtUnit *, 'n' a unit's id
 *    (const char *), 'N' a NULL-terminated array of ids: units, said as a
 *    list grouped by side, in a %s;
 *  - 's' a string said as it is (a die's name), in a %s;
 *  - 't' a word of @domain marked with N_(), translated when said, in a %s;
 *  - 'p' a phrase (floating, sunk), said in a %s;
 *  - 'i' an int or guint and 'x' a gint64, in %d, %u, %x…;
 *  - 'd' a double, in %f, %g, %e….
 * xgettext finds the messages with --keyword=vt_phrase_new:2 and
 * --keyword=vt_phrase_new_plural:2,3.
 *
 * Returns: (transfer floating): the phrase
 */
GVariant *vt_phrase_new        (const char *domain,
                                const char *msgid,
                                const char *arg_types,
                                ...);
/* the same with g_dngettext()'s plural form, chosen by @n when said */
GVariant *vt_phrase_new_plural (const char *domain,
                                const char *msgid,
                                const char *msgid_plural,
                                guint64     n,
                                const char *arg_types,
                                ...);

G_END_DECLS
