#include "convscope/stats.h"

#include <algorithm>
#include <cmath>

namespace convscope {

namespace {
// Linear interpolation between closest ranks, as NumPy's default percentile.
double percentile(const std::vector<double>& sorted, double q) {
  const double rank = q * (sorted.size() - 1);
  const size_t lo = static_cast<size_t>(std::floor(rank));
  const size_t hi = std::min(lo + 1, sorted.size() - 1);
  return sorted[lo] + (rank - lo) * (sorted[hi] - sorted[lo]);
}
}  // namespace

TimingStats summarize(std::vector<double> samples) {
  TimingStats stats;
  if (samples.empty()) return stats;
  std::sort(samples.begin(), samples.end());
  stats.count = static_cast<int>(samples.size());
  stats.min = samples.front();
  stats.max = samples.back();
  stats.median = percentile(samples, 0.5);
  stats.p10 = percentile(samples, 0.1);
  stats.p90 = percentile(samples, 0.9);
  return stats;
}

double relativeSpread(const TimingStats& stats) {
  if (stats.count < 3 || stats.median <= 0) return 0;
  return (stats.p90 - stats.p10) / stats.median;
}

bool spreadTooWide(const TimingStats& stats) {
  return relativeSpread(stats) > kMaxTrustedSpread;
}

}  // namespace convscope
