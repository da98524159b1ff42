#include "lesson_text/reference_gpus.h"

#include <array>

#include "convscope/gpu_timing_model.h"
#include "convscope/reference_gpu.h"

namespace convscope::lessons {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr std::array<int, 6> kYears = {2017, 2022, 2024, 2017, 2016, 2018};  // in core's order

const convscope::ReferenceGpu& coreGpu(const ReferenceGpu& gpu) {
  for (const convscope::ReferenceGpu& g : convscope::referenceGpus())
    if (g.name == gpu.name) return g;
  return convscope::defaultReferenceGpu();
}

}  // namespace

const std::vector<ReferenceGpu>& referenceGpus() {
  static const std::vector<ReferenceGpu> gpus = [] {
    std::vector<ReferenceGpu> out;
    const auto& assumed = defaultAssumptions();
    const auto& cards = convscope::referenceGpus();
    for (size_t i = 0; i < cards.size(); ++i) {
      const convscope::ReferenceGpu& g = cards[i];
      out.push_back({g.name, i < kYears.size() ? kYears[i] : 0, g.smCount, g.fp32CoresPerSm,
                     g.vramBytes / kGiB, g.memoryBandwidthGBs, g.pciePeakGBs,
                     g.pciePeakGBs * assumed.pinnedShareOfPeak, g.pcie});
    }
    return out;
  }();
  return gpus;
}

double modelLaunchSeconds() {
  return defaultAssumptions().launchUs * 1e-6;
}

double modelCopyLatencySeconds() {
  return defaultAssumptions().copyCallUs * 1e-6;
}

double modelKernelSeconds(const ReferenceGpu& gpu, long long pixels) {
  return modelRun(coreGpu(gpu), defaultAssumptions(), RunSize{pixels, pixels}, GpuSeries::Kernel)
             .ms /
         1000.0;
}

double modelCopySeconds(const ReferenceGpu& gpu, long long bytes, bool pinned) {
  const ModelAssumptions& a = defaultAssumptions();
  const double share = pinned ? a.pinnedShareOfPeak : a.pageableShareOfPeak;
  return modelCopyLatencySeconds() + static_cast<double>(bytes) / (gpu.pcieGBs * 1e9 * share);
}

}  // namespace convscope::lessons
