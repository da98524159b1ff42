#include "convscope/cuda/allocation.h"

#include "convscope/cuda/device.h"
#include "cuda_memory.h"

namespace convscope::cuda {

Status tryDeviceAllocation(std::size_t bytes) {
  // The probe's words for a missing driver or device, the same as everywhere else.
  if (auto device = probeDevice(); !device) return device.status();
  detail::CudaBlock<detail::DeviceApi> block;
  return block.reserve(bytes);  // freed when `block` goes
}

}  // namespace convscope::cuda
