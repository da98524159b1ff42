// The one way ConvScope times a run: a steady clock in milliseconds, warm-up runs that are not
// counted, repeats summarized (median, spread: stats.h), and runs of several contenders taken in
// turns so that a burst of load lands on all of them alike. `convscope bench`, the sweeps, the
// window's quick figures and the lessons' demos all measure through it.
#pragma once

#include <chrono>
#include <functional>
#include <vector>

#include "convscope/stats.h"
#include "convscope/status.h"

namespace convscope {

using MeasureClock = std::chrono::steady_clock;

// Milliseconds from `start` to now on the steady clock.
double millisecondsSince(MeasureClock::time_point start);

// One run, timed: its milliseconds, or its failure.
Result<double> timeOnce(const std::function<Status()>& run);

// `warmup` runs not counted, then `repeat` timed runs, summarized; the first failure ends it.
Result<TimingStats> timeRuns(int warmup, int repeat, const std::function<Status()>& run);

// At most `maxRuns` timed runs, stopping once about `budgetMs` has been spent (always at least
// one), and the fastest of them: for a figure that must arrive quickly on a machine that is also
// drawing, where disturbance only ever adds time.
Result<double> fastestWithin(int maxRuns, double budgetMs, const std::function<Status()>& run);

// How many timed runs of about `onceMs` each (a warm-up run's time) fit `budgetMs`: at least 3,
// so that a spread can be read, and at most 101.
int runsWithinBudget(double budgetMs, double onceMs);

// One of several runs timed in turns: how to run it once, how many timed runs it wants, and what
// the turns gave it.
struct Contender {
  std::function<Status()> run;
  int runs = 0;
  std::vector<double> samples;  // one per timed run, in milliseconds
  Status failure = Status::ok();

  bool failed() const { return !failure.isOk(); }
  TimingStats stats() const { return summarize(samples); }
};

// `warmup` turns not counted, then turns of one timed run of each contender that still wants
// one, in the order given, until none does. A contender whose run fails keeps its failure and
// sits out the turns after it; the others go on. `cancelled`, asked before each turn, stops early.
void timeInTurns(std::vector<Contender>& contenders, int warmup,
                 const std::function<bool()>& cancelled = {});

}  // namespace convscope
