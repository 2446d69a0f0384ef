/* vt-phrase-private.h: saying a phrase, in-tree only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "vt-phrase.h"

G_BEGIN_DECLS

/* What the reader knows of the units of one list, said where the list
 * stands (never NULL). */
typedef char *(*VtPhraseUnitsFunc) (const char * const *unit_ids,
                                    gpointer            data);

/* @phrase said in the process's language (when its domain is one of
 * @domains; else in the words it was written in) with each list of units
 * said by @say_units. NULL when @phrase is no phrase or its message and
 * arguments disagree (a file's, or a translation's slip): the caller falls
 * back to the stored summary. */
char     *_vt_phrase_say           (GVariant           *phrase,
                                    const char * const *domains,
                                    VtPhraseUnitsFunc   say_units,
                                    gpointer            data);
/* every unit id @phrase names, appended to @ids as a copy (g_free) */
void      _vt_phrase_collect_units (GVariant           *phrase,
                                    GPtrArray          *ids);

G_END_DECLS
