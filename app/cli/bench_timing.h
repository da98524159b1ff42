// The one timing loop of the command line: warm-up runs, then `repeat` timed runs summarized
// (median, p10, p90). bench, bench --layer and network all measure through it.
#pragma once

#include <chrono>
#include <vector>

#include "convscope/stats.h"
#include "convscope/status.h"

namespace convscope::cli::bench {

template <class Run>
Result<TimingStats> timeRuns(int warmup, int repeat, Run run) {
  using Clock = std::chrono::steady_clock;
  for (int i = 0; i < warmup; ++i) {
    const Status s = run();
    if (!s) return s;
  }
  std::vector<double> samples;
  samples.reserve(repeat);
  for (int i = 0; i < repeat; ++i) {
    const auto start = Clock::now();
    const Status s = run();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (!s) return s;
    samples.push_back(ms);
  }
  return summarize(std::move(samples));
}

}  // namespace convscope::cli::bench
