// What one GPU run reports: the path, its timings (or the emulation's wall clock), the launch,
// and who ran which block.
#pragma once

#include <memory>

#include "convscope/block_record.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/launch_geometry.h"

namespace convscope::model {

struct GpuRunReport {
  cuda::GpuPath path = cuda::GpuPath::Emulated;
  cuda::GlTimings timings;  // interop and staged
  double emulatedMs = 0;    // emulated: wall clock of the CPU threads, not a GPU timing
  int emulationWorkers = 0;
  LaunchGeometry launch;
  // Who ran which block: always when emulated, on the CUDA paths when recording.
  std::shared_ptr<const BlockRecord> blocks;
  double pixels = 0;

  bool emulated() const { return path == cuda::GpuPath::Emulated; }
  // The launch itself: the kernel on a GPU, the CPU threads' wall clock when emulated.
  double launchMs() const { return emulated() ? emulatedMs : timings.kernelMs; }
};

}  // namespace convscope::model
