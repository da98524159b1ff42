#include "gui/lessons/reference_gpus.h"

namespace convscope::lessons {

const std::vector<ReferenceGpu>& referenceGpus() {
  // NVIDIA's product pages and whitepapers: SMs × FP32 cores per SM, memory size and bandwidth,
  // and the PCIe generation's ×16 peak (15.75, 31.5 and 63 GB/s). The H200 is the SXM board.
  static const std::vector<ReferenceGpu> gpus = {
      {"GeForce GTX 1080 Ti", 2017, 28, 128, 11, 484, 15.75, "PCIe 3.0 ×16"},
      {"GeForce RTX 4090", 2022, 128, 128, 24, 1008, 31.5, "PCIe 4.0 ×16"},
      {"H200", 2024, 132, 128, 141, 4800, 63, "PCIe 5.0 ×16"},
  };
  return gpus;
}

double modelKernelSeconds(const ReferenceGpu& gpu, long long pixels) {
  const double bytes = 2.0 * 4.0 * static_cast<double>(pixels);  // read + write, 4-byte floats
  return kModelLaunchSeconds + bytes / (gpu.memoryGBs * 1e9);
}

double modelCopySeconds(const ReferenceGpu& gpu, long long bytes, bool pinned) {
  const double rate = gpu.pcieGBs * 1e9 * (pinned ? 1.0 : kModelPageableShare);
  return kModelCopyLatencySeconds + static_cast<double>(bytes) / rate;
}

}  // namespace convscope::lessons
