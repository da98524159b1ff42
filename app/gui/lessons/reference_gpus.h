// Named GPUs from their published specifications, for the chapters that must show a GPU on a
// computer without one. Every figure here is a datasheet value, never a measurement; what the
// lessons compute from them is labelled "model". (Issue 12's core timing model will carry the
// same cards; when it lands, this table should become that one.)
#pragma once

#include <vector>

namespace convscope::lessons {

struct ReferenceGpu {
  const char* name;
  int year;
  int smCount;
  int coresPerSm;    // FP32 lanes per SM
  double vramGiB;    // memory on the card
  double memoryGBs;  // VRAM bandwidth, GB/s
  double pcieGBs;    // PCIe ×16 peak, one direction, GB/s
  const char* pcie;  // "PCIe 3.0 ×16"
  int cudaCores() const { return smCount * coresPerSm; }
};

// GTX 1080 Ti (2017), RTX 4090 (2022), H200 (2024), in that order.
const std::vector<ReferenceGpu>& referenceGpus();

// What the model assumes a kernel launch costs on the host, seconds. NVIDIA's guides give a few
// microseconds; 5 µs is the round figure the lessons use, and say so.
constexpr double kModelLaunchSeconds = 5e-6;
// Every cudaMemcpy also pays a fixed cost before its first byte (driver call, DMA set-up,
// synchronisation); not a published figure: 10 µs is the model's assumption, shown with it.
constexpr double kModelCopyLatencySeconds = 10e-6;
// Pageable copies are staged through a pinned buffer: the model takes half the pinned rate.
constexpr double kModelPageableShare = 0.5;

// The model's times, seconds, for an image of `pixels` floats in and out (a 3×3 filter reads
// each input about once from VRAM thanks to caches, and writes each output once).
double modelKernelSeconds(const ReferenceGpu& gpu, long long pixels);
double modelCopySeconds(const ReferenceGpu& gpu, long long bytes, bool pinned);

}  // namespace convscope::lessons
