/* vt-account.h: each side's account of an event, the one source of what it knew
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(VERTRAUTER_INSIDE) && !defined(VERTRAUTER_COMPILATION)
# error "Only <vertrauter.h> can be included directly."
#endif

#include <glib.h>

#include "vt-loss-ledger.h"
#include "vt-types.h"

G_BEGIN_DECLS

/* The journal's event at @index as @side_id knew it, said in the reader's
 * language; NULL @side_id: the umpire's, every unit named. NULL when the
 * side knew nothing of it (vt-account.c). */
char *vt_game_dup_account (VtGame     *game,
                           guint       index,
                           const char *side_id);

/* Why @entry (of the game's loss ledger) was booked, as @side_id knew it
 * at its event (NULL: the umpire), in the reader's language: the stored
 * note of an old file. NULL when there is none. */
char *vt_game_dup_loss_cause (VtGame      *game,
                              VtLossEntry *entry,
                              const char  *side_id);

G_END_DECLS
