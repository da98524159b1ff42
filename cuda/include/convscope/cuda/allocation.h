// A device allocation that is made, timed by nothing and freed at once: for the window's
// out-of-memory demonstration, where asking for more than the device has must come back as
// CUDA's own error (cudaErrorMemoryAllocation) in a Status, never as a crash.
#pragma once

#include <cstddef>

#include "convscope/status.h"

namespace convscope::cuda {

// Ok when `bytes` of device memory could be taken (they are freed before returning); otherwise
// OutOfMemory naming the call and the free and total memory, NoDevice without a device.
Status tryDeviceAllocation(std::size_t bytes);

}  // namespace convscope::cuda
