#include "model/jobs/gpu_path.h"

#include "common/quick_timing.h"
#include "model/jobs/job_queue.h"
#include "model/output_surface.h"

namespace convscope::model {

CudaTexturePath::CudaTexturePath(cuda::GlOutputWriter& writer, OutputSurface* surface)
    : m_writer(writer), m_surface(surface) {}

cuda::GpuPath CudaTexturePath::kind() const {
  return m_writer.path();
}

void CudaTexturePath::run(const ConvProblem& problem, const GpuLaunch& launch, Done done,
                          Failed failed) {
  if (!m_surface) return failed({StatusCode::DeviceError, "the GPU output view is gone"});
  cuda::RunOptions options;
  options.block = launch.block;
  options.recordBlocks = launch.recordBlocks;
  auto record = launch.recordBlocks ? std::make_shared<BlockRecord>() : nullptr;
  // On the GUI thread on purpose: the CUDA surface is bound to the view's GL texture, and its
  // context is current only on this thread (cuda/README.md). The wait is one launch with
  // its map/unmap (or staged copies), bounded by the image: 8192² takes a few ms on the device
  // (resources/measurements); no loop waits on anything else.
  m_surface->makeCurrent();
  auto timings = m_writer.run(problem, options, launch.inputChanged, record.get());
  m_surface->doneCurrent();
  if (!timings) return failed(timings.status());
  GpuRunReport report;
  report.path = m_writer.path();
  report.timings = *timings;
  report.launch = launch.launch;
  report.blocks = record;
  report.pixels = static_cast<double>(launch.launch.activeThreads());
  m_surface->markExternallyWritten(timings->textureUploadMs);
  done(report);
}

EmulatedPath::EmulatedPath(JobQueue* queue, OutputSurface* surface)
    : m_queue(queue), m_surface(surface) {}

void EmulatedPath::abandon() {
  m_queue->abandon(JobTag::GpuEmulation);
}

void EmulatedPath::run(const ConvProblem& problem, const GpuLaunch& launch, Done done,
                       Failed failed) {
  QPointer<OutputSurface> surface = m_surface;
  m_queue->submit(JobTag::GpuEmulation, [surface, problem, launch, done,
                                         failed](const JobQueue::Job& job) {
    auto record = std::make_shared<BlockRecord>();
    // The model's launch, run as made: the emulation derives none of its own.
    Channel picture;
    const Status drawn = convolveEmulatedLaunch(problem, picture, launch.launch, record.get());
    // The run above is the warm-up and the picture; the time shown is of warm runs (a shorter
    // budget than the CPU's: the GPU side waits for it).
    Result<double> ms = drawn ? app::fastestOfQuickRuns(
                                    problem,
                                    [&](Channel& reused) {
                                      return convolveEmulatedLaunch(problem, reused, launch.launch);
                                    },
                                    150)
                              : Result<double>(drawn);
    if (!ms) {
      const Status status = ms.status();
      job.post([failed, status] { failed(status); }, true);
      return;
    }
    auto output = std::make_shared<const Channel>(std::move(picture));
    GpuRunReport report;
    report.path = cuda::GpuPath::Emulated;
    report.emulatedMs = *ms;
    report.emulationWorkers = record->unitCount;
    report.launch = launch.launch;
    report.blocks = record;
    report.pixels = static_cast<double>(launch.launch.activeThreads());
    job.post(
        [surface, output, report, done] {
          if (!surface) return;
          surface->setChannel(output);
          done(report);
        },
        true);
  });
}

}  // namespace convscope::model
