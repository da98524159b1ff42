#include "convscope/gpu_timing_model.h"

#include "convscope/layer.h"
#include "convscope/unit_text.h"

#include <algorithm>
#include <cstdio>

namespace convscope {
namespace {

std::string number(double value, const char* format = "%.3g") {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

// Sizes in binary units, as everywhere in ConvScope (byteCountText): 4194304 B → "4 MiB".
std::string bytesText(double bytes) {
  return byteCountText(bytes);
}

std::string unitText(const std::string& value, const char* unit) {
  return value + kUnitSpace + unit;
}

std::string flopsText(double flops) {
  if (flops >= 1e9) return unitText(number(flops / 1e9), "GFLOP");
  if (flops >= 1e6) return unitText(number(flops / 1e6), "MFLOP");
  if (flops >= 1e3) return unitText(number(flops / 1e3), "kFLOP");
  return unitText(number(flops), "FLOP");
}

std::string msText(double ms) {
  return unitText(number(ms, "%.4g"), "ms");
}

std::string usText(double us) {
  return unitText(number(us, "%g"), "µs");
}

ModelPart copyPart(const char* name, double bytes, double shareOfPeak, const ReferenceGpu& gpu,
                   const ModelAssumptions& a) {
  const double rateGBs = gpu.pciePeakGBs * shareOfPeak;
  const double ms = bytes / (rateGBs * 1e9) * 1e3 + a.copyCallUs / 1e3;
  ModelPart part{name, ms, {}};
  part.bytes = bytes;
  part.rateGBs = rateGBs;
  part.shareOfPeak = shareOfPeak;
  part.fixedUs = a.copyCallUs;
  part.formula = bytesText(bytes) + " / " + number(rateGBs) + "\u00a0GB/s (" +
                 number(shareOfPeak * 100, "%.0f") + " % of " + gpu.pcie + "'s " +
                 number(gpu.pciePeakGBs) + "\u00a0GB/s) + " + usText(a.copyCallUs) + " = " +
                 msText(ms);
  return part;
}

ModelPart fixedPart(const char* name, double us, const char* what) {
  ModelPart part{name, us / 1e3,
                 std::string(what) + " " + usText(us) + " (assumed) = " + msText(us / 1e3)};
  part.fixedUs = us;
  return part;
}

ModelPart kernelPart(const ReferenceGpu& gpu, const RunSize& size) {
  const double bytes = kernelBytes(size);
  const double flops = kernelFlops(size);
  const double memoryMs = bytes / (gpu.memoryBandwidthGBs * 1e9) * 1e3;
  const double computeMs = flops / (gpu.peakFp32Tflops() * 1e12) * 1e3;
  const double ms = std::max(memoryMs, computeMs);
  ModelPart part{"kernel", ms, {}};
  part.bytes = bytes;
  part.flops = flops;
  part.memoryMs = memoryMs;
  part.computeMs = computeMs;
  part.formula = "max(" + bytesText(bytes) + " / " + number(gpu.memoryBandwidthGBs, "%g") +
                 "\u00a0GB/s, " + flopsText(flops) + " / " + number(gpu.peakFp32Tflops()) +
                 "\u00a0TFLOP/s) = max(" + msText(memoryMs) + ", " + msText(computeMs) +
                 ") = " + msText(ms) +
                 (memoryMs >= computeMs ? " (memory-bound)" : " (compute-bound)");
  return part;
}

}  // namespace

const char* gpuSeriesName(GpuSeries series) {
  switch (series) {
    case GpuSeries::Kernel:
      return "gpu-kernel";
    case GpuSeries::Pageable:
      return "gpu-pageable";
    case GpuSeries::Pinned:
      return "gpu-pinned";
    case GpuSeries::Interop:
      return "gpu-interop";
  }
  return "gpu-kernel";
}

double kernelBytes(const RunSize& size) {
  return 4.0 * (double(size.inputPixels) + double(size.outputPixels));
}

double kernelFlops(const RunSize& size) {
  return size.flopsPerOutput * double(size.outputPixels);
}

RunSize RunSize::layer(const LayerShape& shape) {
  const long long up =
      shape.inputElements() + shape.weightElements() + (shape.bias ? shape.filters : 0);
  return {up, shape.outputElements(), 2.0 * double(shape.macsPerOutput())};
}

ModelEstimate modelRun(const ReferenceGpu& gpu, const ModelAssumptions& a, const RunSize& size,
                       GpuSeries series) {
  ModelEstimate estimate;
  estimate.series = series;
  const ModelPart launch = fixedPart("launch", a.launchUs, "launch");
  const ModelPart kernel = kernelPart(gpu, size);
  const double inBytes = 4.0 * double(size.inputPixels);
  const double outBytes = 4.0 * double(size.outputPixels);
  switch (series) {
    case GpuSeries::Kernel:
      estimate.parts = {launch, kernel};
      break;
    case GpuSeries::Pageable:
    case GpuSeries::Pinned: {
      const double share =
          series == GpuSeries::Pinned ? a.pinnedShareOfPeak : a.pageableShareOfPeak;
      estimate.parts = {copyPart("upload", inBytes, share, gpu, a), launch, kernel,
                        copyPart("download", outBytes, share, gpu, a)};
      break;
    }
    case GpuSeries::Interop:
      estimate.parts = {fixedPart("map", a.mapUs, "map"), launch, kernel,
                        fixedPart("unmap", a.unmapUs, "unmap")};
      break;
  }
  std::string names;
  std::string values;
  for (const ModelPart& part : estimate.parts) {
    estimate.ms += part.ms;
    names += (names.empty() ? "" : " + ") + part.name;
    values += (values.empty() ? "" : " + ") + number(part.ms, "%.4g");
  }
  estimate.formula = names + " = " + values + " = " + msText(estimate.ms);
  return estimate;
}

std::string modelLabel(const ReferenceGpu& gpu) {
  return "model: " + gpu.name + " (" + gpu.pcie + ", " + number(gpu.memoryBandwidthGBs, "%g") +
         "\u00a0GB/s, " + number(gpu.peakFp32Tflops()) + "\u00a0TFLOP/s FP32)";
}

}  // namespace convscope
