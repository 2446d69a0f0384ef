/* rz12-victory.h: the two kinds of game and how each is won, Section I
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <vertrauter.h>

G_BEGIN_DECLS

#define RZ12_GAME_TACTICAL "tactical"
#define RZ12_GAME_BATTLE "battle"

const VtActionRule *rz12_victory_get_rules  (guint *n_rules);
const VtRuleTable  *rz12_victory_get_tables (guint *n_tables);
/* the option game: RZ12_GAME_TACTICAL (the default) or RZ12_GAME_BATTLE */
const char         *rz12_victory_game       (VtGame *game);
/* I §3–4 for @game: TRUE when decided, the winner's side id in @winner */
gboolean            rz12_victory_get        (VtGame  *game,
                                             char   **winner,
                                             char   **reason);

G_END_DECLS
