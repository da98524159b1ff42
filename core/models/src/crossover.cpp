#include "convscope/crossover.h"

#include <algorithm>
#include <map>

namespace convscope {
namespace {

std::map<int, double> bySide(const std::vector<SeriesPoint>& points) {
  std::map<int, double> out;
  for (const SeriesPoint& p : points) {
    if (p.ms > 0 && p.side > 0) out[p.side] = p.ms;
  }
  return out;
}

}  // namespace

Crossover findCrossover(const std::vector<SeriesPoint>& incumbent,
                        const std::vector<SeriesPoint>& challenger) {
  const std::map<int, double> cpu = bySide(incumbent);
  const std::map<int, double> gpu = bySide(challenger);
  std::vector<std::pair<int, bool>> wins;  // side, challenger faster
  for (const auto& [side, ms] : gpu) {
    const auto it = cpu.find(side);
    if (it != cpu.end()) wins.emplace_back(side, ms < it->second);
  }
  Crossover result;
  if (wins.empty()) return result;
  result.largestSide = wins.back().first;
  if (!wins.back().second) {
    result.kind = Crossover::Kind::NeverWins;
    return result;
  }
  // Walk back from the largest size while the challenger keeps winning.
  size_t first = wins.size() - 1;
  while (first > 0 && wins[first - 1].second) --first;
  result.fromSide = wins[first].first;
  if (first == 0) {
    result.kind = Crossover::Kind::AlwaysWins;
  } else {
    result.kind = Crossover::Kind::WinsFrom;
    result.lastLosingSide = wins[first - 1].first;
  }
  return result;
}

std::vector<SeriesPoint> fastestAtEachSide(const std::vector<std::vector<SeriesPoint>>& series) {
  std::map<int, double> best;
  for (const std::vector<SeriesPoint>& one : series) {
    for (const auto& [side, ms] : bySide(one)) {
      const auto it = best.find(side);
      if (it == best.end() || ms < it->second) best[side] = ms;
    }
  }
  std::vector<SeriesPoint> out;
  out.reserve(best.size());
  for (const auto& [side, ms] : best) out.push_back({side, ms});
  return out;
}

Crossover workloadCrossover(const std::vector<std::vector<SeriesPoint>>& cpuSeries,
                            const std::vector<SeriesPoint>& gpuSeries) {
  Crossover result = findCrossover(fastestAtEachSide(cpuSeries), gpuSeries);
  const std::map<int, double> gpu = bySide(gpuSeries);
  for (const std::vector<SeriesPoint>& one : cpuSeries) {
    for (const SeriesPoint& p : one) {
      if (!p.trusted && p.ms > 0 && gpu.count(p.side)) {
        result.kind = Crossover::Kind::TooBusyToTell;
        result.fromSide = 0;
        result.lastLosingSide = 0;
        return result;
      }
    }
  }
  return result;
}

}  // namespace convscope
