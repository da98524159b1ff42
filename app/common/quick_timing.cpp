#include "quick_timing.h"

#include <chrono>
#include <vector>

#include "convscope/stats.h"

namespace convscope::app {

Result<double> fastestOfQuickRuns(const std::function<Status()>& run, double budgetMs) {
  constexpr size_t kMaxRuns = 5;
  std::vector<double> samples;
  double total = 0;
  while (samples.size() < kMaxRuns && (samples.empty() || total < budgetMs)) {
    const auto start = std::chrono::steady_clock::now();
    if (Status s = run(); !s) return s;
    samples.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
    total += samples.back();
  }
  return summarize(std::move(samples)).min;
}

}  // namespace convscope::app
