// The parts of the CUDA module that need no CUDA: names, version text, the cores-per-SM table
// and the checks that run before any device is touched. Compiled in every build.

#include <string>

#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/cuda/layer_engine.h"
#include "convscope/launch_geometry.h"

namespace convscope::cuda {

const char* kernelVariantName(KernelVariant variant) {
  switch (variant) {
    case KernelVariant::Global:
      return "global";
    case KernelVariant::Tiled:
      return "tiled";
    case KernelVariant::Rows:
      return "rows";
  }
  return "?";
}

const char* layerEngineName(LayerEngine engine) {
  switch (engine) {
    case LayerEngine::Own:
      return "layer-cuda";
    case LayerEngine::Tiled:
      return "layer-cuda-tiled";
    case LayerEngine::Cudnn:
      return "layer-cudnn";
  }
  return "?";
}

const char* gpuPathName(GpuPath path) {
  switch (path) {
    case GpuPath::Interop:
      return "interop";
    case GpuPath::Staged:
      return "staged";
    case GpuPath::Emulated:
      return "emulated";
  }
  return "?";
}

std::string cudaVersionString(int version) {
  return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

int coresPerSmFor(int major, int minor) {
  switch (major) {
    case 7:
      return 64;  // Volta, Turing
    case 8:
      return minor == 0 ? 64 : 128;  // A100 has 64 FP32 lanes; GA10x, Orin, Ada have 128
    case 9:
      return 128;  // Hopper
    case 10:
    case 11:
    case 12:
      return 128;  // Blackwell (data centre 10.x, Thor 11.0, consumer 12.x)
    default:
      return 0;
  }
}

Status validateRunOptions(const ConvProblem& problem, const RunOptions& options) {
  if (!problem.input || problem.input->pixels.empty())
    return Status::error(StatusCode::InvalidArgument, "the problem has no input channel");
  const ConvGeometry& g = problem.geometry;
  // The block alone: a problem's output is at least 1 × 1 (makeProblem), so any block that
  // checkBlock accepts launches.
  if (Status ok = checkBlock(options.block); !ok) return ok;
  if (options.variant != KernelVariant::Global && (g.stride != 1 || g.dilation != 1)) {
    return Status::error(StatusCode::InvalidArgument,
                         std::string("the ") + kernelVariantName(options.variant) +
                             " kernel needs stride 1 and dilation 1 (got stride " +
                             std::to_string(g.stride) + ", dilation " + std::to_string(g.dilation) +
                             "): it reuses the inputs of neighbouring outputs, which only a dense "
                             "window shares; use the global kernel");
  }
  return Status::ok();
}

}  // namespace convscope::cuda
