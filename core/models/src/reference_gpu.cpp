#include "convscope/reference_gpu.h"

#include <algorithm>

#include "convscope/ascii.h"

namespace convscope {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// One direction of a x16 link after line coding: 3.0 8 GT/s·128/130, 4.0 16 GT/s, 5.0 32 GT/s.
constexpr double kPcie3x16 = 15.75;
constexpr double kPcie4x16 = 31.5;
constexpr double kPcie5x16 = 63.0;

std::string normalized(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (asciiAlphanumeric(c)) out += asciiLower(c);
  }
  for (const char* prefix : {"nvidia", "geforce"}) {
    const std::string p(prefix);
    if (out.rfind(p, 0) == 0) out.erase(0, p.size());
  }
  return out;
}

}  // namespace

const std::vector<ReferenceGpu>& referenceGpus() {
  static const std::vector<ReferenceGpu> gpus{
      {"GTX 1080 Ti", 28, 128, 1.582, 484.0, "PCIe 3.0 x16", kPcie3x16, 11.0 * kGiB, "GDDR5X",
       "NVIDIA GeForce GTX 1080 Ti specifications (3584 CUDA cores, 1582 MHz boost, 11 GB "
       "GDDR5X, 484 GB/s) and the GP102 Pascal whitepaper (28 SMs)",
       2017},
      {"RTX 4090", 128, 128, 2.52, 1008.0, "PCIe 4.0 x16", kPcie4x16, 24.0 * kGiB, "GDDR6X",
       "NVIDIA Ada Lovelace architecture whitepaper, RTX 4090 (128 SMs, 16384 CUDA cores, "
       "2520 MHz boost, 24 GB GDDR6X, 1008 GB/s)",
       2022, 1536},
      {"H200", 132, 128, 1.98, 4800.0, "PCIe 5.0 x16", kPcie5x16, 141e9, "HBM3e",
       "NVIDIA H200 Tensor Core GPU datasheet (141 GB HBM3e, 4.8 TB/s) and the Hopper "
       "whitepaper for the SXM5 part (132 SMs × 128 FP32 cores, 1980 MHz boost)",
       2024},
      // The data-centre cards DeepBench measured (resources/published), so that its rows stand
      // beside the same card's datasheet ceilings. Added after the three above: lessons and
      // tests name those by their place in this list.
      {"V100", 80, 64, 1.53, 900.0, "PCIe 3.0 x16", kPcie3x16, 16.0 * kGiB, "HBM2",
       "NVIDIA Tesla V100 GPU architecture whitepaper, SXM2 part as in DeepBench's DGX-1 (80 SMs "
       "× 64 FP32 cores, 1530 MHz boost, 15.7 TFLOP/s, 16 GB HBM2, 900 GB/s); the host link is "
       "PCIe 3.0 x16",
       2017},
      {"P100", 56, 64, 1.48, 732.0, "PCIe 3.0 x16", kPcie3x16, 16.0 * kGiB, "HBM2",
       "NVIDIA Tesla P100 whitepaper, SXM2 part (56 SMs × 64 FP32 cores, 1480 MHz boost, "
       "10.6 TFLOP/s, 16 GB HBM2, 732 GB/s); DeepBench names only \"Tesla P100\"",
       2016},
      {"T4", 40, 64, 1.59, 320.0, "PCIe 3.0 x16", kPcie3x16, 16.0 * kGiB, "GDDR6",
       "NVIDIA T4 Tensor Core GPU datasheet and the Turing whitepaper (40 SMs × 64 FP32 cores, "
       "1590 MHz boost, 8.1 TFLOP/s, 16 GB GDDR6, 320 GB/s)",
       2018, 1024},
  };
  return gpus;
}

std::optional<ReferenceGpu> findReferenceGpu(std::string_view name) {
  const std::string wanted = normalized(name);
  if (wanted.empty()) return std::nullopt;
  for (const ReferenceGpu& gpu : referenceGpus()) {
    const std::string have = normalized(gpu.name);
    if (have == wanted) return gpu;
    // "4090" names the RTX 4090: the model number without its letters is what people say.
    if (have.size() > wanted.size() &&
        have.compare(have.size() - wanted.size(), wanted.size(), wanted) == 0 &&
        std::all_of(have.begin(), have.end() - wanted.size(), asciiLetter)) {
      return gpu;
    }
  }
  return std::nullopt;
}

const ReferenceGpu& defaultReferenceGpu() {
  return referenceGpus()[1];
}

const ModelAssumptions& defaultAssumptions() {
  static const ModelAssumptions assumptions{
      5,
      10,
      0.8,
      0.4,
      20,
      20,
      "assumed, not measured: ~5 µs per kernel launch and ~10 µs per cudaMemcpy call (CUDA "
      "Best Practices Guide orders of magnitude); pinned copies reach ~80 % of the link's peak, "
      "pageable ~40 % (the driver stages them through its own pinned buffer); map and unmap "
      "~20 µs each. A recorded file or a device here replaces every one of them."};
  return assumptions;
}

}  // namespace convscope
