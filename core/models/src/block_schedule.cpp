#include "convscope/block_schedule.h"

#include <algorithm>
#include <utility>

namespace convscope {

double BlockSchedule::durationUs() const {
  double end = 0;
  for (const BlockRun& r : runs) end = std::max(end, r.endUs);
  return end;
}

std::size_t BlockSchedule::startedBy(double t) const {
  const auto after = std::upper_bound(
      runs.begin(), runs.end(), t, [](double time, const BlockRun& r) { return time < r.startUs; });
  return static_cast<std::size_t>(after - runs.begin());
}

int BlockSchedule::peakConcurrency() const {
  // Sweep over start (+1) and end (−1) events; an end at the same instant as a start comes first.
  std::vector<std::pair<double, int>> events;
  events.reserve(runs.size() * 2);
  for (const BlockRun& r : runs) {
    events.emplace_back(r.startUs, +1);
    events.emplace_back(r.endUs, -1);
  }
  std::sort(events.begin(), events.end());
  int now = 0;
  int peak = 0;
  for (const auto& e : events) peak = std::max(peak, now += e.second);
  return peak;
}

BlockSchedule makeBlockSchedule(int unitCount, const std::vector<int>& unitOfBlock,
                                const std::vector<unsigned long long>& startNs,
                                const std::vector<unsigned long long>& endNs) {
  BlockSchedule schedule;
  schedule.unitCount = unitCount;
  const std::size_t n = std::min({unitOfBlock.size(), startNs.size(), endNs.size()});
  unsigned long long origin = ~0ULL;
  for (std::size_t b = 0; b < n; ++b) {
    if (unitOfBlock[b] >= 0) origin = std::min(origin, startNs[b]);
  }
  for (std::size_t b = 0; b < n; ++b) {
    if (unitOfBlock[b] < 0) continue;
    const double start = static_cast<double>(startNs[b] - origin) / 1000.0;
    const double end =
        endNs[b] >= startNs[b] ? static_cast<double>(endNs[b] - origin) / 1000.0 : start;
    schedule.runs.push_back({static_cast<long long>(b), unitOfBlock[b], start, end});
  }
  std::stable_sort(schedule.runs.begin(), schedule.runs.end(),
                   [](const BlockRun& a, const BlockRun& b) { return a.startUs < b.startUs; });
  return schedule;
}

BlockSchedule modelledBlockSchedule(long long blockCount, int threadsPerBlock, int smCount,
                                    int maxThreadsPerSm, double kernelUs) {
  constexpr int kMaxBlocksPerSm = 32;
  BlockSchedule schedule;
  schedule.unitCount = std::max(1, smCount);
  const int perSm = std::clamp(maxThreadsPerSm / std::max(1, threadsPerBlock), 1, kMaxBlocksPerSm);
  const long long perWave = static_cast<long long>(schedule.unitCount) * perSm;
  schedule.runs.reserve(static_cast<std::size_t>(std::max(0LL, blockCount)));
  const long long waves = std::max(1LL, (blockCount + perWave - 1) / perWave);
  const double waveUs = kernelUs / static_cast<double>(waves);
  for (long long b = 0; b < blockCount; ++b) {
    const long long wave = b / perWave;
    BlockRun run;
    run.blockId = b;
    run.unit = static_cast<int>((b % perWave) % schedule.unitCount);
    run.startUs = static_cast<double>(wave) * waveUs;
    run.endUs = run.startUs + waveUs;
    schedule.runs.push_back(run);
  }
  return schedule;
}

}  // namespace convscope
