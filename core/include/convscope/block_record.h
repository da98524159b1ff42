// Who ran which block of a launch, and when: a CUDA run's SMs, or the emulator's CPU workers (its
// "SMs"). One type for both, so one replay (block_schedule.h) serves both.
#pragma once

#include <vector>

namespace convscope {

struct BlockRecord {
  int unitCount = 0;             // SMs of the device, or the emulator's CPU workers
  std::vector<int> unitOfBlock;  // by blockId
  std::vector<unsigned long long> startNs;
  std::vector<unsigned long long> endNs;
  // CUDA only. The start is %globaltimer (one clock for all SMs, so it orders blocks, but it
  // ticks coarsely); the length is clock64() on the block's own SM (every cycle), and endNs is
  // startNs plus that length at the SM clock rate CUDA reports. The emulator's times are
  // steady-clock nanoseconds and it leaves these empty.
  int smClockKhz = 0;             // cudaDevAttrClockRate (0: unknown; then endNs == startNs)
  std::vector<long long> cycles;  // clock64() from the block's start to its end, on its SM
};

}  // namespace convscope
