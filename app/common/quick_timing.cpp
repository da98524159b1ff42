#include "common/quick_timing.h"

#include "convscope/measure.h"

namespace convscope::app {

Result<double> fastestOfQuickRuns(const ConvProblem& problem,
                                  const std::function<Status(Channel&)>& runInto, double budgetMs) {
  constexpr int kMaxRuns = 5;
  Result<Channel> made = Channel::create(problem.geometry.outWidth, problem.geometry.outHeight);
  if (!made) return made.status();
  Channel& output = made.value();
  return fastestWithin(kMaxRuns, budgetMs, [&] { return runInto(output); });
}

}  // namespace convscope::app
