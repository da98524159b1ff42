#include "model/jobs/gpu_runner.h"

#include <QPointer>

#include "common/quick_timing.h"
#include "convscope/problem.h"
#include "model/jobs/job_queue.h"
#include "model/output_surface.h"

namespace convscope::model {

GpuRunner::GpuRunner(OutputSurface* output, JobQueue* queue, QObject* parent)
    : QObject(parent), m_surface(output), m_queue(queue) {
  // Both signals arrive with the surface's context current, as the writer requires.
  connect(m_surface, &OutputSurface::textureCreated, this, &GpuRunner::attach);
  connect(m_surface, &OutputSurface::textureAboutToBeDestroyed, this, &GpuRunner::detach);
}

GpuRunner::~GpuRunner() {
  // release() needs the texture's context. Usually the view went first and its cleanup()
  // detached us through textureAboutToBeDestroyed.
  if (m_attached && m_surface && m_surface->hasContext()) {
    m_surface->makeCurrent();
    m_writer.release();
    m_surface->doneCurrent();
  }
}

void GpuRunner::attach(unsigned int texture, int width, int height) {
  // Texture 0: a surface with no GL (a test's fake), where only the emulation, which uploads,
  // can run.
  const Status status = texture ? m_writer.attach(texture, width, height) : Status::ok();
  m_attached = true;
  m_inputChanged = true;
  if (!status) qWarning("GPU output: %s", status.message.c_str());
  // The one place that tells the paths apart: the writer's probe said which one works here.
  if (texture && status && m_writer.path() != cuda::GpuPath::Emulated)
    m_path = std::make_unique<CudaTexturePath>(m_writer, m_surface);
  else
    m_path = std::make_unique<EmulatedPath>(m_queue, m_surface);
  emit pathChanged();
}

void GpuRunner::detach() {
  m_writer.release();
  m_attached = false;
  // With no texture to write, only the emulation (which uploads its output) can run.
  m_path = std::make_unique<EmulatedPath>(m_queue, m_surface);
  m_hasResult = false;
}

void GpuRunner::setProblem(std::shared_ptr<const Channel> input, const ConvProblem* problem) {
  if (m_path) m_path->abandon();  // a run of the old problem is of no use now
  m_input = problem ? std::move(input) : nullptr;
  m_problem.reset();
  if (problem) m_problem = *problem;
  m_inputChanged = true;
  m_hasResult = false;
  m_busy = false;
  if (!m_surface) return;
  if (m_problem)
    m_surface->setExternalImage(m_problem->geometry.outWidth, m_problem->geometry.outHeight);
  else
    m_surface->clear();
}

void GpuRunner::setLaunch(std::shared_ptr<const LaunchGeometry> launch, Status whyNone) {
  m_launch = std::move(launch);
  m_launchStatus = std::move(whyNone);
}

bool GpuRunner::setRecordBlocks(bool on) {
  if (on == m_recordBlocks) return false;
  m_recordBlocks = on;
  return true;
}

bool GpuRunner::run() {
  if (!m_input || !m_problem) {
    emit failed({StatusCode::InvalidArgument, "GpuRunner::run before any problem"});
    return false;
  }
  const ConvProblem& problem = *m_problem;
  if (!m_launch) {
    emit failed(m_launchStatus);
    return false;
  }
  if (m_busy || !m_path) return false;
  m_busy = true;
  emit started();
  GpuLaunch what;
  what.launch = *m_launch;
  what.block = m_launch->block;
  what.recordBlocks = m_recordBlocks;
  what.inputChanged = m_inputChanged;
  what.input = m_input;
  QPointer<GpuRunner> self(this);
  m_path->run(
      problem, what,
      [self](const GpuRunReport& report) {
        if (!self) return;
        self->m_busy = false;
        self->m_inputChanged = false;
        self->m_report = report;
        self->m_hasResult = true;
        emit self->finished(self->m_report);
      },
      [self](const Status& status) {
        if (!self) return;
        self->m_busy = false;
        emit self->failed(status);
      });
  return true;
}

ViewDrawTiming GpuRunner::describeDraw(ViewDrawTiming timing) const {
  const cuda::GpuPath p = path();
  timing.hostUploaded = p != cuda::GpuPath::Interop;
  timing.pathLabel = p == cuda::GpuPath::Emulated ? tr("emulated GPU")
                     : p == cuda::GpuPath::Staged ? tr("staged GPU")
                                                  : tr("interop GPU");
  return timing;
}

}  // namespace convscope::model
