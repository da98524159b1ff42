// Who ran which block, and when: the data behind the slow-motion replay of blocks over the GPU's
// SMs (from the recording CUDA kernel) or over CPU workers (the emulated GPU).
#pragma once

#include <cstddef>
#include <vector>

namespace convscope {

struct BlockRun {
  long long blockId = 0;
  int unit = 0;        // SM id, or emulated worker
  double startUs = 0;  // microseconds after the first block started
  double endUs = 0;
};

struct BlockSchedule {
  int unitCount = 0;
  std::vector<BlockRun> runs;  // in start order (ties by block id): the replay order

  double durationUs() const;
  // How many runs had started by time t (µs): the replay shows runs[0 .. startedBy(t)).
  std::size_t startedBy(double t) const;
  // How many blocks ran at once at most: the width of one "wave" over the units.
  int peakConcurrency() const;
};

// From per-block records indexed by block id (unit, start and end in nanoseconds of any clock).
// Blocks with a negative unit (never run, e.g. a cancelled run) are left out.
BlockSchedule makeBlockSchedule(int unitCount, const std::vector<int>& unitOfBlock,
                                const std::vector<unsigned long long>& startNs,
                                const std::vector<unsigned long long>& endNs);

// A model of how a GPU's block scheduler spreads a launch over its SMs, for when no device ran
// it: the first blocks go one to each SM, round the SMs again while an SM has room (at most
// `maxThreadsPerSm` threads and 32 blocks resident), and a block that finds no room waits for
// the next wave; the waves share `kernelUs` equally. Real schedulers differ in detail; the
// model shows what a card's SM count does to a grid (36 blocks on 128 SMs: all at once, most
// SMs idle; 4,096 blocks: waves).
BlockSchedule modelledBlockSchedule(long long blockCount, int threadsPerBlock, int smCount,
                                    int maxThreadsPerSm, double kernelUs);

}  // namespace convscope
