// Writes a convolution's output straight into an OpenGL texture, by the best path that works:
// interop (CUDA writes the GL texture through a surface), staged (device buffer → pinned host →
// glTexSubImage2D), or emulated (no usable CUDA: the caller runs core's emulated GPU and uploads).
//
// Every call needs the GL context that owns the texture current on the calling thread.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "convscope/problem.h"
#include "convscope/status.h"
#include "engine.h"

namespace convscope::cuda {

enum class GpuPath { Interop, Staged, Emulated };  // best first
const char* gpuPathName(GpuPath path);             // "interop", "staged", "emulated"

struct GlTimings {
  double uploadMs = 0;  // input host → device (0 when the input was already there)
  double mapMs = 0;     // interop: cudaGraphicsMapResources + surface creation (CUDA events)
  double kernelMs = 0;
  double unmapMs = 0;  // interop: surface destruction + unmap, after the kernel ended (host clock)
  double downloadMs = 0;       // staged: device → pinned host
  double textureUploadMs = 0;  // staged: glTexSubImage2D until glFinish returns (host clock)
};

class GlOutputWriter {
 public:
  GlOutputWriter();
  ~GlOutputWriter();  // call release() first, with the context current
  GlOutputWriter(const GlOutputWriter&) = delete;
  GlOutputWriter& operator=(const GlOutputWriter&) = delete;

  // Binds to a GL_R32F texture of width×height (made with glTexStorage2D). The first call probes
  // the machine once: a usable CUDA device, the one behind this context (cudaGLGetDevices).
  // Registration is then tried for every texture: one that fails puts that texture on the
  // staged path with the reason (CUDA's error cleared); the next attach tries again.
  // Call again after the texture is recreated (resize): it unregisters and registers again.
  Status attach(unsigned int texture, int width, int height);

  // Unregisters the texture; safe to call twice.
  void release();

  // The best path attach() may choose (default Interop). Staged forces the copy through host
  // memory where interop works, to show what interop saves; Emulated leaves CUDA out. Takes
  // effect at the next attach; the reason then says the choice was the caller's.
  void setPreferredPath(GpuPath best);

  GpuPath path() const;
  const std::string& reason() const;  // why this path and not a better one ("" for interop)

  // Computes `problem` (output size must equal the attached texture's) into the texture.
  // `inputChanged` false reuses the input already on the device.
  Result<GlTimings> run(const ConvProblem& problem, const RunOptions& options,
                        bool inputChanged = true, BlockRecord* record = nullptr);

 private:
  struct State;
  std::unique_ptr<State> m_state;
};

// Interop timed on its own, for `convscope sweep` and gpu_measure: in the GL context current on
// this thread (an EglDeviceContext on a headless machine), a GL_R32F texture of the output's size
// is made, attached and written `warmup` + `repeat` times, the input uploaded once; then it is
// unregistered and deleted. Milliseconds per timed run, as GlTimings measures them: map and
// kernel by CUDA events, unmap by host clock. DeviceError (with the writer's reason) where
// the texture cannot be registered, so interop is not what would be timed.
struct InteropSamples {
  std::vector<double> mapMs;
  std::vector<double> kernelMs;
  std::vector<double> unmapMs;
  std::vector<double> totalMs() const;  // map + kernel + unmap, run by run
};
Result<InteropSamples> benchInterop(const ConvProblem& problem, const RunOptions& options,
                                    int repeat, int warmup = 3);

}  // namespace convscope::cuda
