// When a CPU timing cannot be trusted. One rule for `convscope bench`, `convscope sweep`, the
// Speed tab and the window's CPU timing panel, so a figure a busy machine distorted is marked
// the same everywhere, and no crossover is stated from it.
#pragma once

#include <string>
#include <vector>

namespace convscope {

// What is known about one CPU row; a value ≤ 0 (or < 0 for othersBusy) is "not known".
struct CpuRowEvidence {
  double medianMs = 0;
  double spread = 0;     // (p90 − p10) / median, as relativeSpread
  double ceilingMs = 0;  // the machine's own copy of the same output (memcpy), same size
  bool multiThreaded = false;
  double singleThreadMs = 0;  // the single-threaded reference loop, same size, same run
  double remeasureMs = 0;     // a second, later measure of the same row
  double othersBusy = -1;     // other processes' share of the CPUs while it ran, 0..1
};

// Limits, each with its reason.
// Runs that disagree this much make the median's order against another row a coin toss.
constexpr double kTrustMaxSpread = 0.5;
// No engine here beats a plain copy of its output by more than the timer's noise.
constexpr double kTrustMaxShareOfCeiling = 1.10;
// The vectorised, multi-threaded engine does at least as much per thread as the naive loop:
// slower than that loop on one thread means its threads were held back, not that it is slow.
constexpr double kTrustMaxSlowerThanSingle = 1.0;
// A second measure more than this far from the first (either way): one of them was disturbed.
constexpr double kTrustMaxRemeasureRatio = 2.0;
// Others using more than half of all CPUs' time: the row timed the machine's load.
constexpr double kTrustMaxOthersBusy = 0.5;

enum class DistrustReason {
  SpreadTooWide,
  FasterThanCeiling,
  SlowerThanOneThread,
  DisagreesWithRemeasure,
  MachineBusy
};

// Empty: the row can be trusted.
std::vector<DistrustReason> distrustReasons(const CpuRowEvidence& row);
inline bool trusted(const CpuRowEvidence& row) {
  return distrustReasons(row).empty();
}

// "spread", "ceiling", "one-thread", "remeasure", "busy": for CSV and JSON, not translated.
const char* distrustKey(DistrustReason reason);

}  // namespace convscope
