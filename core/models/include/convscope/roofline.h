// The roofline (Williams, Waterman & Patterson, CACM 2009): a machine can do at most
// min(peak FLOP/s, bandwidth × arithmetic intensity). Work below the ridge point (peak ÷
// bandwidth FLOP per byte) is memory-bound: one 3×3 filter, ~2 FLOP/byte. Work above it is
// compute-bound: a 64→64 layer, ~280 FLOP/byte. The same two numbers, for this CPU (measured)
// and for a GPU (measured on a device, or a reference GPU's datasheet), put every workload of the
// app on one chart.
#pragma once

#include <string>

#include "convscope/reference_gpu.h"

namespace convscope {

struct Ceilings {
  std::string name;         // "this CPU (2 threads)", "RTX 4090"
  double bandwidthGBs = 0;  // memory bandwidth, GB/s (1e9 bytes)
  double peakGflops = 0;    // FP32 GFLOP/s
  std::string source;       // "measured here: memcpy, FMA loop", "model: NVIDIA datasheet"
  // Measured ones: other processes' share of the CPUs while they were measured, 0..1 (negative:
  // unknown, or not measured here). Above cpu_trust.h's kTrustMaxOthersBusy the memory figure
  // read the machine's load, and every screen that shows it says so.
  double othersBusy = -1;
};

// FLOP per byte where the bandwidth slope meets the compute roof.
double ridgeIntensity(const Ceilings& ceilings);
// min(peak, bandwidth × intensity), GFLOP/s.
double attainableGflops(const Ceilings& ceilings, double intensity);
bool isMemoryBound(const Ceilings& ceilings, double intensity);
// A reference GPU's ceilings from its published figures (FP32 CUDA cores, not Tensor Cores).
Ceilings gpuCeilings(const ReferenceGpu& gpu);

}  // namespace convscope
