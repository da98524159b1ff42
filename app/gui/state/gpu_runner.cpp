#include "gui/state/gpu_runner.h"

#include <QPointer>

#include "common/quick_timing.h"
#include "convscope/problem.h"
#include "gui/gl/channel_view.h"
#include "gui/state/job_queue.h"

namespace convscope::gui {

GpuRunner::GpuRunner(ChannelView* outputView, JobQueue* queue, QObject* parent)
    : QObject(parent), m_view(outputView), m_queue(queue) {
  // Both signals arrive with the view's context current, as the writer requires.
  connect(m_view, &ChannelView::textureCreated, this, &GpuRunner::attach);
  connect(m_view, &ChannelView::textureAboutToBeDestroyed, this, &GpuRunner::detach);
}

GpuRunner::~GpuRunner() {
  // release() needs the texture's context. Usually the view went first and its cleanup()
  // detached us through textureAboutToBeDestroyed.
  if (m_attached && m_view && m_view->context()) {
    m_view->makeCurrent();
    m_writer.release();
    m_view->doneCurrent();
  }
}

void GpuRunner::attach(unsigned int texture, int width, int height) {
  const Status status = m_writer.attach(texture, width, height);
  m_attached = true;
  m_inputChanged = true;
  if (!status) qWarning("GPU output: %s", status.message.c_str());
  emit pathChanged();
}

void GpuRunner::detach() {
  m_writer.release();
  m_attached = false;
  m_hasResult = false;
}

void GpuRunner::setProblem(std::shared_ptr<const Channel> input, const Kernel& kernel,
                           const ConvParams& params) {
  m_queue->abandon(JobTag::GpuEmulation);  // a run of the old problem is of no use now
  m_input = std::move(input);
  m_kernel = kernel;
  m_params = params;
  m_inputChanged = true;
  m_hasResult = false;
  m_busy = false;
  int w = 0;
  int h = 0;
  if (m_input) {
    auto problem = makeProblem(*m_input, m_kernel, m_params);
    if (problem) {
      w = problem->geometry.outWidth;
      h = problem->geometry.outHeight;
    }
  }
  if (w > 0)
    m_view->setExternalImage(w, h);
  else
    m_view->clear();
}

void GpuRunner::setBlock(Dim2 block) {
  m_block = block;
}

bool GpuRunner::setRecordBlocks(bool on) {
  if (on == m_recordBlocks) return false;
  m_recordBlocks = on;
  return true;
}

bool GpuRunner::run() {
  if (!m_input) {
    emit failed({StatusCode::InvalidArgument, "GpuRunner::run before any input"});
    return false;
  }
  auto problem = makeProblem(*m_input, m_kernel, m_params);
  if (!problem) {
    emit failed(problem.status());
    return false;
  }
  auto launch = makeLaunch({problem->geometry.outWidth, problem->geometry.outHeight}, m_block);
  if (!launch) {
    emit failed(launch.status());
    return false;
  }
  if (m_busy) return false;
  emit started();
  if (!m_attached || m_writer.path() == cuda::GpuPath::Emulated) {
    runEmulated(*problem, *launch);
    return true;
  }
  cuda::RunOptions options;
  options.block = m_block;
  options.recordBlocks = m_recordBlocks;
  auto record = m_recordBlocks ? std::make_shared<cuda::BlockRecord>() : nullptr;
  m_view->makeCurrent();
  auto timings = m_writer.run(*problem, options, m_inputChanged, record.get());
  m_view->doneCurrent();
  if (!timings) {
    emit failed(timings.status());
    return false;
  }
  m_inputChanged = false;
  m_report = {};
  m_report.path = m_writer.path();
  m_report.timings = *timings;
  m_report.launch = *launch;
  m_report.blocks = record;
  m_report.pixels = static_cast<double>(launch->activeThreads());
  m_hasResult = true;
  m_view->markExternallyWritten();
  emit finished(m_report);
  return true;
}

void GpuRunner::runEmulated(const ConvProblem& problem, const LaunchGeometry& launch) {
  m_busy = true;
  QPointer<GpuRunner> self(this);
  auto input = m_input;  // keeps the problem's input alive on the worker
  const Dim2 block = m_block;
  m_queue->submit(JobTag::GpuEmulation, [self, problem, input, block,
                                         launch](const JobQueue::Job& job) {
    auto record = std::make_shared<EmulationRecord>();
    auto out = convolveEmulatedGpu(problem, block, record.get());
    // The run above is the warm-up and the picture; the time shown is of warm runs (a shorter
    // budget than the CPU's: the GPU side waits for it).
    Result<double> ms =
        out ? app::fastestOfQuickRuns(
                  problem,
                  [&](Channel& reused) { return convolveEmulatedGpu(problem, reused, block); }, 150)
            : Result<double>(out.status());
    if (!ms) {
      const Status status = ms.status();
      job.post(
          [self, status] {
            if (!self) return;
            self->m_busy = false;
            emit self->failed(status);
          },
          true);
      return;
    }
    auto output = std::make_shared<const Channel>(std::move(out).value());
    const double wallMs = *ms;
    job.post(
        [self, output, record, wallMs, launch] {
          if (self) self->emulationFinished(output, record, wallMs, launch);
        },
        true);
  });
}

void GpuRunner::emulationFinished(std::shared_ptr<const Channel> output,
                                  std::shared_ptr<const EmulationRecord> record, double ms,
                                  const LaunchGeometry& launch) {
  m_busy = false;
  m_report = {};
  m_report.path = cuda::GpuPath::Emulated;
  m_report.emulatedMs = ms;
  m_report.emulationWorkers = record->workerCount;
  m_report.launch = launch;
  m_report.emulation = std::move(record);
  m_report.pixels = static_cast<double>(launch.activeThreads());
  m_hasResult = true;
  m_view->setChannel(std::move(output));
  emit finished(m_report);
}

}  // namespace convscope::gui
