#include "quick_timing.h"

#include <chrono>
#include <vector>

#include "convscope/stats.h"

namespace convscope::app {

Result<double> fastestOfQuickRuns(const ConvProblem& problem,
                                  const std::function<Status(Channel&)>& runInto, double budgetMs) {
  constexpr size_t kMaxRuns = 5;
  Result<Channel> made = Channel::create(problem.geometry.outWidth, problem.geometry.outHeight);
  if (!made) return made.status();
  Channel& output = made.value();
  std::vector<double> samples;
  double total = 0;
  while (samples.size() < kMaxRuns && (samples.empty() || total < budgetMs)) {
    const auto start = std::chrono::steady_clock::now();
    if (Status s = runInto(output); !s) return s;
    samples.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
    total += samples.back();
  }
  return summarize(std::move(samples)).min;
}

}  // namespace convscope::app
