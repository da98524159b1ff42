// Summaries of repeated timings for `convscope bench`.
#pragma once

#include <vector>

namespace convscope {

struct TimingStats {
  int count = 0;
  double median = 0;
  double min = 0;
  double max = 0;
  double p10 = 0;
  double p90 = 0;
};

TimingStats summarize(std::vector<double> samples);

// A median is trusted only when the runs agree: a p10–p90 spread wider than half the median (a
// busy machine, a frequency change) makes its order against another row a coin toss.
constexpr double kMaxTrustedSpread = 0.5;
// (p90 − p10) / median; 0 for fewer than 3 runs, where p10 and p90 say nothing.
double relativeSpread(const TimingStats& stats);
bool spreadTooWide(const TimingStats& stats);

// A CPU engine cannot beat a plain copy of its output by much: a "share of memcpy" above this
// means the copy's own runs were disturbed, and the ratio is not a measurement.
constexpr double kMaxTrustedShareOfCeiling = 1.10;

}  // namespace convscope
