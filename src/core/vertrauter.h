/* vertrauter.h: the core library, libvertrauter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#define VERTRAUTER_INSIDE
# include "vt-types.h"
# include "vt-account.h"
# include "vt-calibration.h"
# include "vt-change.h"
# include "vt-chart.h"
# include "vt-dice.h"
# include "vt-edit.h"
# include "vt-event.h"
# include "vt-feature.h"
# include "vt-file-lock.h"
# include "vt-game.h"
# include "vt-game-file.h"
# include "vt-geometry-check.h"
# include "vt-i18n.h"
# include "vt-journal.h"
# include "vt-knowledge.h"
# include "vt-loss-ledger.h"
# include "vt-map.h"
# include "vt-message.h"
# include "vt-map-renderer.h"
# include "vt-pieces-layer.h"
# include "vt-osm-import.h"
# include "vt-outcome.h"
# include "vt-phrase.h"
# include "vt-params.h"
# include "vt-plugin.h"
# include "vt-reach.h"
# include "vt-report.h"
# include "vt-ruleset.h"
# include "vt-ruleset-registry.h"
# include "vt-scenario.h"
# include "vt-shape.h"
# include "vt-side.h"
# include "vt-sight.h"
# include "vt-underlay.h"
# include "vt-unit.h"
#undef VERTRAUTER_INSIDE
