#pragma once

#include "convscope/status.h"

namespace convscope::cuda::detail {

// The cheap half of probeDevice: Ok when a CUDA device can be used, else NoDevice whose message
// names the missing driver or device. Runs before every allocation of a run.
Status requireDevice();

}  // namespace convscope::cuda::detail
