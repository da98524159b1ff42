#include "convscope/measure.h"

#include <algorithm>
#include <cmath>

namespace convscope {

double millisecondsSince(MeasureClock::time_point start) {
  return std::chrono::duration<double, std::milli>(MeasureClock::now() - start).count();
}

Result<double> timeOnce(const std::function<Status()>& run) {
  const auto start = MeasureClock::now();
  const Status s = run();
  const double ms = millisecondsSince(start);
  if (!s) return s;
  return ms;
}

Result<TimingStats> timeRuns(int warmup, int repeat, const std::function<Status()>& run) {
  for (int i = 0; i < warmup; ++i)
    if (const Status s = run(); !s) return s;
  std::vector<double> samples;
  samples.reserve(static_cast<size_t>(std::max(repeat, 0)));
  for (int i = 0; i < repeat; ++i) {
    const Result<double> ms = timeOnce(run);
    if (!ms) return ms.status();
    samples.push_back(*ms);
  }
  return summarize(std::move(samples));
}

Result<double> fastestWithin(int maxRuns, double budgetMs, const std::function<Status()>& run) {
  std::vector<double> samples;
  double spent = 0;
  while (static_cast<int>(samples.size()) < std::max(maxRuns, 1) &&
         (samples.empty() || spent < budgetMs)) {
    const Result<double> ms = timeOnce(run);
    if (!ms) return ms.status();
    samples.push_back(*ms);
    spent += *ms;
  }
  return summarize(std::move(samples)).min;
}

int runsWithinBudget(double budgetMs, double onceMs) {
  constexpr int kLeast = 3, kMost = 101;
  const double runs = std::ceil(std::max(budgetMs, 0.0) / std::max(onceMs, 1e-3));
  return static_cast<int>(std::clamp(runs, double(kLeast), double(kMost)));
}

void timeInTurns(std::vector<Contender>& contenders, int warmup,
                 const std::function<bool()>& cancelled) {
  const auto stop = [&] { return cancelled && cancelled(); };
  for (int i = 0; i < warmup && !stop(); ++i)
    for (Contender& c : contenders)
      if (!c.failed()) c.failure = c.run();
  int turns = 0;
  for (const Contender& c : contenders) turns = std::max(turns, c.runs);
  for (int i = 0; i < turns && !stop(); ++i) {
    for (Contender& c : contenders) {
      if (c.failed() || i >= c.runs) continue;
      Result<double> ms = timeOnce(c.run);
      if (ms)
        c.samples.push_back(*ms);
      else
        c.failure = ms.status();
    }
  }
}

}  // namespace convscope
