// Named reference GPUs with their published figures, and the assumptions the timing model adds
// where no datasheet gives a number (launch overhead, achievable PCIe rates). Every figure says
// where it comes from, so the screen can show a model value with its source.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace convscope {

struct ReferenceGpu {
  std::string name;  // "RTX 4090": what --gpu-model accepts (case, spaces and dashes ignored)
  int smCount = 0;
  int fp32CoresPerSm = 0;
  double boostClockGHz = 0;       // for the FP32 peak: cores · 2 (one FMA) · clock
  double memoryBandwidthGBs = 0;  // GB/s, 1e9 bytes
  std::string pcie;               // "PCIe 4.0 x16"
  double pciePeakGBs = 0;         // one direction, after line coding
  double vramBytes = 0;
  std::string memoryKind;      // "GDDR6X", "HBM3e"
  std::string source;          // the datasheet or whitepaper the figures are from
  int year = 0;                // when the card came out: the lessons' captions name the era
  int maxThreadsPerSm = 2048;  // resident threads an SM holds, by its compute capability

  int cudaCores() const { return smCount * fp32CoresPerSm; }
  double peakFp32Tflops() const { return cudaCores() * 2.0 * boostClockGHz / 1000.0; }
};

// What the model assumes beyond the datasheets; shown with every model value.
struct ModelAssumptions {
  double launchUs = 5;               // one kernel launch, host side to start on the device
  double copyCallUs = 10;            // fixed cost of one cudaMemcpy call beside its bytes
  double pinnedShareOfPeak = 0.8;    // page-locked host memory: DMA straight from the buffer
  double pageableShareOfPeak = 0.4;  // pageable: the driver copies through its own staging
  double mapUs = 20;                 // cudaGraphicsMapResources + surface creation
  double unmapUs = 20;               // surface destruction + cudaGraphicsUnmapResources
  std::string source;                // why these numbers
};

// GTX 1080 Ti (a card many classrooms still have), RTX 4090 (a current consumer card), H200
// (the project's GPU machine), in that order.
const std::vector<ReferenceGpu>& referenceGpus();

// By name, ignoring case, spaces, dashes and a leading "NVIDIA"/"GeForce": "rtx-4090", "4090",
// "NVIDIA H200" all match. Nothing when no reference GPU has that name.
std::optional<ReferenceGpu> findReferenceGpu(std::string_view name);

// The GPU a model value uses when the caller names none: the consumer card a student may own.
const ReferenceGpu& defaultReferenceGpu();

const ModelAssumptions& defaultAssumptions();

}  // namespace convscope
