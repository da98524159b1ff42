// A timing model of one convolution on a reference GPU, for machines that have no GPU and no
// recorded file: every value is computed from the GPU's published figures and the stated
// assumptions, and carries its formula with the numbers filled in, so a teacher can check it.
//
//   kernel   = max(bytes / memory bandwidth, flops / FP32 peak) + launch
//   pageable = upload + kernel + download   (copies at the pageable rate)
//   pinned   = upload + kernel + download   (copies at the pinned rate)
//   interop  = map + kernel + unmap         (the output goes straight into the GL texture)
//
// The kernel term uses the published peaks: a best case, never slower than a real GPU would be.
#pragma once

#include <string>
#include <vector>

#include "convscope/layer.h"
#include "convscope/reference_gpu.h"

namespace convscope {

enum class GpuSeries { Kernel, Pageable, Pinned, Interop };
const char* gpuSeriesName(GpuSeries series);  // "gpu-kernel", "gpu-pageable", ...

// The sizes of one run: the floats that go up (input; for a layer its weights and bias too), the
// floats that come back (output), and the FLOPs per output value (18 for one 3×3 filter on one
// channel, 2 · C · 9 for a layer of C input channels).
struct RunSize {
  long long inputPixels = 0;
  long long outputPixels = 0;
  double flopsPerOutput = 18;
  static RunSize square(int side) { return {1LL * side * side, 1LL * side * side}; }
  static RunSize layer(const LayerShape& shape);
};

// Bytes a kernel moves (what goes up read once, output written once) and the FLOPs it does (one
// multiply and one add per tap: 18 per output pixel of a 3×3 filter).
double kernelBytes(const RunSize& size);
double kernelFlops(const RunSize& size);

struct ModelPart {
  std::string name;  // "upload", "launch", "kernel", "download", "map", "unmap"
  double ms = 0;
  std::string formula;  // "4.19 MB / 12.6 GB/s + 10 µs = 0.343 ms"
  // The terms of the formula, for a caller that words it in another language.
  double bytes = 0;        // a copy's bytes, or what the kernel reads and writes
  double rateGBs = 0;      // a copy: the rate assumed (shareOfPeak of the PCIe peak)
  double shareOfPeak = 0;  // a copy
  double fixedUs = 0;      // a copy's per-call cost; launch, map and unmap: the time assumed
  double flops = 0;        // the kernel
  double memoryMs = 0;     // the kernel: bytes at the memory bandwidth
  double computeMs = 0;    // the kernel: flops at the FP32 peak
};

struct ModelEstimate {
  GpuSeries series = GpuSeries::Kernel;
  double ms = 0;
  std::string formula;  // the sum of the parts, named
  std::vector<ModelPart> parts;
};

ModelEstimate modelRun(const ReferenceGpu& gpu, const ModelAssumptions& assumptions,
                       const RunSize& size, GpuSeries series);

// "model: RTX 4090 (PCIe 4.0 x16, 1008 GB/s, 82.6 TFLOP/s FP32)"
std::string modelLabel(const ReferenceGpu& gpu);

}  // namespace convscope
