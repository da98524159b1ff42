// Who ran which block of a launch, and when: a CUDA run's SMs, or the emulator's CPU workers (its
// "SMs"). One type for both, so one replay (block_schedule.h) serves both.
#pragma once

#include <cstddef>
#include <vector>

namespace convscope {

struct BlockRecord {
  int unitCount = 0;             // SMs of the device, or the emulator's CPU workers
  std::vector<int> unitOfBlock;  // by blockId
  std::vector<unsigned long long> startNs;
  std::vector<unsigned long long> endNs;
  // CUDA only. The start is %globaltimer (one clock for all SMs, so it orders blocks, but it
  // ticks coarsely); the length is clock64() on the block's own SM (every cycle), and endNs is
  // startNs plus that length at smClockKhz: the clock the launch ran at, measured from its own
  // blocks (measuredClockKhz), or the peak CUDA reports when the launch was too short to say.
  // The emulator's times are steady-clock nanoseconds and it leaves these empty.
  int smClockKhz = 0;    // the clock endNs is converted at (0: unknown; then endNs == startNs)
  int peakClockKhz = 0;  // cudaDevAttrClockRate: the most the SMs run at
  bool clockMeasured = false;     // smClockKhz came from the launch, not the peak
  std::vector<long long> cycles;  // clock64() from the block's start to its end, on its SM
};

// The clock a launch's SMs ran at, in kHz: the cycles of all its blocks over their %globaltimer
// time (end − start, summed). One block's timer length is off by up to a tick, but the ticks
// fall at random against the blocks, so the sum is right on average; fewer than
// `minTimerNs` in all is too little to say, and gives 0. So is a block whose end is before its
// start (a timer that was not written).
inline int measuredClockKhz(const std::vector<unsigned long long>& startNs,
                            const std::vector<unsigned long long>& endNs,
                            const std::vector<long long>& cycles,
                            unsigned long long minTimerNs = 200000) {
  if (startNs.size() != endNs.size() || startNs.size() != cycles.size()) return 0;
  unsigned long long timer = 0;
  long double allCycles = 0;
  for (std::size_t b = 0; b < startNs.size(); ++b) {
    if (endNs[b] < startNs[b] || cycles[b] < 0) return 0;
    timer += endNs[b] - startNs[b];
    allCycles += static_cast<long double>(cycles[b]);
  }
  if (timer < minTimerNs || timer == 0) return 0;
  return static_cast<int>(allCycles * 1e6L / static_cast<long double>(timer) + 0.5L);
}

}  // namespace convscope
