#include "convscope/roofline.h"

#include <algorithm>

namespace convscope {

double ridgeIntensity(const Ceilings& ceilings) {
  return ceilings.bandwidthGBs > 0 ? ceilings.peakGflops / ceilings.bandwidthGBs : 0;
}

double attainableGflops(const Ceilings& ceilings, double intensity) {
  return std::min(ceilings.peakGflops, ceilings.bandwidthGBs * intensity);
}

bool isMemoryBound(const Ceilings& ceilings, double intensity) {
  return intensity < ridgeIntensity(ceilings);
}

Ceilings gpuCeilings(const ReferenceGpu& gpu) {
  return {gpu.name, gpu.memoryBandwidthGBs, gpu.peakFp32Tflops() * 1000.0, "model: " + gpu.source};
}

}  // namespace convscope
