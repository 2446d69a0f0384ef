/* vt-xml-private.h: what every XML file Vertrauter reads is held to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* libxml2 2.9 compares each attribute of an element with every one before
 * it; this refuses, with a VT_FILE_ERROR_TOO_LARGE at its line, an element
 * of more than 64 before libxml2 sees the text. */
gboolean _vt_xml_check_attribute_counts (const char  *data,
                                         gsize        size,
                                         const char  *display_name,
                                         GError     **error);

/* The parser options of every read: no network, no DTD loaded, entities
 * left unexpanded, libxml2's own limits kept (no XML_PARSE_HUGE). */
#define VT_XML_PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA)

G_END_DECLS
