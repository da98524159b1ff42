// The CUDA device's facts as the window and the sweeps describe it (name, SMs, cores, memory),
// probed once per process: a probe creates CUDA's context and loads the kernels, a few hundred
// milliseconds on a real device, and the facts do not change while the program runs. The memory
// figures are those of that first probe; `convscope info` probes afresh for today's free memory.
#pragma once

#include "convscope/cuda/device.h"
#include "convscope/status.h"

namespace convscope::app {

// The first call probes (cuda::probeDevice), on whichever thread makes it; every later call
// returns the same facts, or the same reason there is no device.
const Result<cuda::DeviceInfo>& deviceFacts();

}  // namespace convscope::app
