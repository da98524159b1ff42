// The timings the window shows, measured through the one helper (convscope/measure.h) into a
// reused buffer, bounded in time so the figures arrive quickly.
#pragma once

#include <functional>

#include "convscope/channel.h"
#include "convscope/problem.h"
#include "convscope/status.h"

namespace convscope::app {

// Runs `runInto` up to five times into one output buffer for `problem`, stopping once about
// `budgetMs` has been spent (always at least once), and returns the fastest in milliseconds, or
// the first failure. The fastest, not the median as bench reports: the window shares the cores
// with its own drawing and uploads, which only ever add time.
//
// The buffer is made and touched before the clock starts: at 4096² its 64 MiB of fresh pages
// took longer than the whole budget here, so the one run that fitted read 397 ms for the
// parallel engine that bench times at 2 ms. Call it after a first, untimed run too: that one
// pays for waking threads.
Result<double> fastestOfQuickRuns(const ConvProblem& problem,
                                  const std::function<Status(Channel&)>& runInto,
                                  double budgetMs = 300);

}  // namespace convscope::app
