// The GPU paths of the window, each one class behind one interface: the CUDA writer into the
// output surface's texture (interop, or staged copies where interop does not work: the writer's
// probe picks which, in cuda/), and core's emulation on CPU threads. The runner picks one when
// the surface's texture is made; nothing outside model/ asks which path it is to decide what to do.
#pragma once

#include <QPointer>
#include <functional>
#include <memory>

#include "convscope/channel.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "convscope/status.h"
#include "model/gpu_report.h"

namespace convscope::model {

class JobQueue;
class OutputSurface;

// What one launch needs besides the problem.
struct GpuLaunch {
  LaunchGeometry launch;
  Dim2 block;
  bool recordBlocks = false;             // CUDA paths only: the emulation always records
  bool inputChanged = true;              // CUDA paths: upload the input again
  std::shared_ptr<const Channel> input;  // keeps the problem's input alive while it runs
};

class GpuPathRunner {
 public:
  using Done = std::function<void(const GpuRunReport& report)>;
  using Failed = std::function<void(const Status& status)>;

  virtual ~GpuPathRunner() = default;
  virtual cuda::GpuPath kind() const = 0;
  // Starts one launch; exactly one of done or failed is called, on the GUI thread, now or later.
  virtual void run(const ConvProblem& problem, const GpuLaunch& launch, Done done,
                   Failed failed) = 0;
  // The problem changed: a run still under way is of no use.
  virtual void abandon() {}
};

// Interop or staged, through cuda::GlOutputWriter, into the output surface's texture.
class CudaTexturePath : public GpuPathRunner {
 public:
  CudaTexturePath(cuda::GlOutputWriter& writer, OutputSurface* surface);
  cuda::GpuPath kind() const override;
  void run(const ConvProblem& problem, const GpuLaunch& launch, Done done, Failed failed) override;

 private:
  cuda::GlOutputWriter& m_writer;
  QPointer<OutputSurface> m_surface;
};

// core's emulated GPU on the job queue, then an upload of its output to the surface.
class EmulatedPath : public GpuPathRunner {
 public:
  EmulatedPath(JobQueue* queue, OutputSurface* surface);
  cuda::GpuPath kind() const override { return cuda::GpuPath::Emulated; }
  void run(const ConvProblem& problem, const GpuLaunch& launch, Done done, Failed failed) override;
  void abandon() override;

 private:
  JobQueue* m_queue;
  QPointer<OutputSurface> m_surface;
};

}  // namespace convscope::model
