#pragma once

#include "convscope/status.h"

namespace convscope::cuda::detail {

// The cheap half of probeDevice: Ok when a CUDA device can be used, else NoDevice whose message
// names the missing driver or device. Runs before every allocation of a run.
Status requireDevice();

// requireDevice, then the kernels loaded on the current device, once per device and process
// (probeDevice does it too). CUDA loads kernels lazily at their first launch, and that host-side
// pause would fall between the events around the first timed kernel. Thread-safe.
Status requireWarmDevice();

// Whether requireWarmDevice (or probeDevice) has loaded the kernels on `device`.
bool isWarm(int device);

}  // namespace convscope::cuda::detail
