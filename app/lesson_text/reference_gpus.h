// The lessons' view of core's reference GPUs and timing model (convscope/reference_gpu.h,
// convscope/gpu_timing_model.h): one set of published figures, one set of assumptions and one
// formula, so a chapter and the Speed tab give the same numbers. Every value computed from them
// is labelled "model" on screen.
#pragma once

#include <vector>

#include "convscope/reference_gpu.h"

namespace convscope::lessons {

// The cards are core's, with their published figures: no copy of them here.
using convscope::ReferenceGpu;

// Memory on the card in GiB, as the chapters print it.
double vramGiB(const ReferenceGpu& gpu);
// What the model assumes a copy from pinned memory reaches, GB/s (a share of the PCIe peak).
double pinnedCopyGBs(const ReferenceGpu& gpu);

// GTX 1080 Ti (2017), RTX 4090 (2022), H200 (2024), then the data-centre cards DeepBench
// measured: V100 (2017), P100 (2016), T4 (2018), in that order (core's order).
const std::vector<ReferenceGpu>& referenceGpus();
// The chapters' drawings show the first three (a card of each era a student meets); the others
// are offered wherever a card is chosen, beside DeepBench's rows.
inline constexpr size_t kChapterGpuCount = 3;

// The model's assumptions where no datasheet gives a number (core's defaultAssumptions()).
double modelLaunchSeconds();
double modelCopyLatencySeconds();

// The model's times, seconds: the kernel on an image of `pixels` floats in and out, and one
// copy of `bytes` over PCIe from pinned or pageable host memory.
double modelKernelSeconds(const ReferenceGpu& gpu, long long pixels);
double modelCopySeconds(const ReferenceGpu& gpu, long long bytes, bool pinned);

}  // namespace convscope::lessons
