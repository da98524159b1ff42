#include "lesson_text/reference_gpus.h"

#include "convscope/gpu_timing_model.h"
#include "convscope/reference_gpu.h"

namespace convscope::lessons {
namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
}  // namespace

const std::vector<ReferenceGpu>& referenceGpus() {
  return convscope::referenceGpus();
}

double vramGiB(const ReferenceGpu& gpu) {
  return gpu.vramBytes / kGiB;
}

double pinnedCopyGBs(const ReferenceGpu& gpu) {
  return gpu.pciePeakGBs * defaultAssumptions().pinnedShareOfPeak;
}

double modelLaunchSeconds() {
  return defaultAssumptions().launchUs * 1e-6;
}

double modelCopyLatencySeconds() {
  return defaultAssumptions().copyCallUs * 1e-6;
}

double modelKernelSeconds(const ReferenceGpu& gpu, long long pixels) {
  return modelRun(gpu, defaultAssumptions(), RunSize{pixels, pixels}, GpuSeries::Kernel).ms /
         1000.0;
}

double modelCopySeconds(const ReferenceGpu& gpu, long long bytes, bool pinned) {
  const ModelAssumptions& a = defaultAssumptions();
  const double share = pinned ? a.pinnedShareOfPeak : a.pageableShareOfPeak;
  return modelCopyLatencySeconds() + static_cast<double>(bytes) / (gpu.pciePeakGBs * 1e9 * share);
}

}  // namespace convscope::lessons
