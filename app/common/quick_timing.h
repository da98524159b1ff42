// The timings the window shows, measured much as `convscope bench` does (warm-up not counted,
// repeats into a reused buffer) but bounded in time, so the figures arrive quickly.
#pragma once

#include <functional>

#include "convscope/status.h"

namespace convscope::app {

// Runs `run` up to five times, stopping once about `budgetMs` has been spent (always at least
// once), and returns the fastest in milliseconds, or the first failure. The fastest, not the
// median as bench reports: the window shares the cores with its own drawing and uploads, which
// only ever add time. Call it after a first, untimed run: that one pays for waking threads and
// faulting in fresh memory, which made the parallel engine look 5–40× slower than it is.
Result<double> fastestOfQuickRuns(const std::function<Status()>& run, double budgetMs = 300);

}  // namespace convscope::app
