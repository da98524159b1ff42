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

}  // namespace convscope
