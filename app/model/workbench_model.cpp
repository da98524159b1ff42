#include "model/workbench_model.h"

#include <QHashFunctions>
#include <QPointer>
#include <algorithm>
#include <utility>

#include "convscope/cpu_ceilings.h"
#include "model/edit_history.h"
#include "model/jobs/cpu_runner.h"
#include "model/jobs/gpu_runner.h"
#include "model/jobs/job_queue.h"
#include "model/replay_controller.h"
#include "model/step_player.h"
#include "model/view_sync.h"

namespace convscope::gui {

namespace {

// One tiny parallel region on the GUI thread, once. libgomp spins idle team threads for a long
// while unless it manages more threads than there are cores; with only the background thread's
// team (no output is computed on the GUI thread) its niced workers spin against the GUI and
// llvmpipe, and the window's 28² CPU timings read 0.3–100 ms instead of ~15 µs. A second team
// keeps libgomp in its throttled mode.
void joinOpenMpOnGuiThread() {
  static bool done = false;
  if (std::exchange(done, true)) return;
  auto input = Channel::create(8, 8);
  if (!input) return;
  auto problem = makeProblem(*input, Kernel{}, ConvParams{});
  if (problem) (void)convolveParallel(*problem);
}

}  // namespace

WorkbenchModel::WorkbenchModel(QObject* parent) : QObject(parent) {
  // First, so it is destroyed first: it waits for the running job before the runners go.
  m_jobs = new JobQueue(this);
  m_loader = new InputLoader(m_jobs, this);
  m_player = new StepPlayer(this);
  m_cpuRunner = new CpuRunner(m_jobs, this);
  m_viewSync = new ViewSync(this);
  m_replay = new ReplayController(this);
  if (auto sobel = presetKernel("sobel-x")) m_kernel = *sobel;
  m_history = new EditHistory(this, this);  // its first base is the kernel above
  joinOpenMpOnGuiThread();

  connect(m_loader, &InputLoader::loaded, this, &WorkbenchModel::onInputLoaded);
  connect(m_cpuRunner, &CpuRunner::outputReady, this,
          [this](std::shared_ptr<const Channel> out, const app::ValueMapping& mapping) {
            if (m_cpuOutput) return;
            m_cpuOutput = std::move(out);
            m_outputMapping = mapping;
            emit cpuOutputChanged();
            emitIfSettled();
          });
  connect(m_cpuRunner, &CpuRunner::tilesReady, this,
          [this](std::shared_ptr<const TileRecord> tiles) {
            m_cpuTiles = std::move(tiles);
            emit cpuTilesChanged();
          });
  connect(m_cpuRunner, &CpuRunner::progress, this, [this](app::Engine engine, double fraction) {
    m_cpuRun = {CpuRunState::End::Running, engine, fraction, Status::ok()};
    emit cpuRunChanged();
  });
  auto ended = [this](CpuRunState::End end, Status failure) {
    m_cpuRun.end = end;
    m_cpuRun.failure = std::move(failure);
    emit cpuRunChanged();
  };
  connect(m_cpuRunner, &CpuRunner::finished, this,
          [ended] { ended(CpuRunState::End::Finished, Status::ok()); });
  connect(m_cpuRunner, &CpuRunner::cancelled, this,
          [ended] { ended(CpuRunState::End::Cancelled, Status::ok()); });
  connect(m_cpuRunner, &CpuRunner::failed, this,
          [ended](const Status& status) { ended(CpuRunState::End::Failed, status); });
  connect(m_cpuRunner, &CpuRunner::engineFinished, this, [this](app::Engine engine, double ms) {
    m_cpuMs.insert(engine, ms);
    emit cpuTimesChanged();
  });
}

WorkbenchModel::~WorkbenchModel() = default;

void WorkbenchModel::attachGpuOutput(OutputSurface* surface) {
  m_gpuRunner = new GpuRunner(surface, m_jobs, this);
  m_gpuRunner->setLaunch(m_launch, m_launchStatus);
  m_gpuRunner->setRecordBlocks(m_overlay & kOverlayUnits);
  connect(m_gpuRunner, &GpuRunner::pathChanged, this, [this] {
    emit gpuChanged();
    if (m_gpuLive && !m_gpuRunner->hasResult() && !m_gpuRunner->busy()) runGpu();
  });
  connect(m_gpuRunner, &GpuRunner::started, this, [this] {
    m_gpuFailure = Status::ok();
    emit gpuChanged();
  });
  connect(m_gpuRunner, &GpuRunner::finished, this, [this](const GpuRunReport& report) {
    m_gpuReport = report;
    emit gpuReportChanged();
    if (m_gpuRerun) runGpu();
    emitIfSettled();
  });
  connect(m_gpuRunner, &GpuRunner::failed, this, [this](const Status& status) {
    m_gpuRerun = false;
    m_gpuFailure = status;
    emit gpuChanged();
    emitIfSettled();
  });
}

WorkbenchChoice WorkbenchModel::choice() const {
  WorkbenchChoice s;
  s.input = m_request;
  s.kernel = m_kernel;
  s.params = m_params;
  s.block = m_block;
  s.step = m_player->position();
  s.gpuLive = m_gpuLive;
  s.overlay = m_overlay;
  return s;
}

void WorkbenchModel::apply(const WorkbenchChoice& s) {
  m_pendingStep = s.step;
  const bool newInput = !m_requested || !(s.input == m_request);
  if (newInput) setInputRequest(s.input);
  // With a new input on its way, the kernel waits for it rather than rebuild on the old one.
  if (s.kernel != m_kernel || s.params != m_params) {
    m_kernel = s.kernel;
    m_params = s.params;
    emit kernelChanged();
    if (!newInput) rebuild();
  }
  setBlock(s.block);
  setOverlay(s.overlay);
  if (s.gpuLive) requestGpuRun();
  applyPendingStep();
  emitIfSettled();
}

void WorkbenchModel::setInputRequest(const InputRequest& request) {
  m_request = request;
  m_requested = true;
  // A new image makes the running measurement of the old one worthless: stop it now, so the
  // load does not queue behind it on the background thread.
  m_cpuRunner->cancel();
  emit inputRequestChanged();
  m_loader->load(request);
}

void WorkbenchModel::onInputLoaded(const LoadedInput& loaded) {
  emit inputLoaded(loaded);
  if (!loaded.channel) {
    // The last good input stays; its measurement was stopped for the new one, so run it again.
    if (m_problem && !m_loader->busy()) startCpuRuns();
    emitIfSettled();
    return;
  }
  m_input = loaded.channel;
  emit inputChanged();
  rebuild();
  emitIfSettled();
}

void WorkbenchModel::setKernel(const Kernel& kernel, const ConvParams& params) {
  if (kernel == m_kernel && params == m_params) return;
  m_kernel = kernel;
  m_params = params;
  emit kernelChanged();
  rebuild();
  emitIfSettled();
}

void WorkbenchModel::setBlock(Dim2 block) {
  if (block.x == m_block.x && block.y == m_block.y) return;
  m_block = block;
  updateLaunch();
  emit blockChanged(block);
  // A new block size is a new launch: relaunch at once so its time joins the comparison.
  if (m_gpuLive && m_gpuRunner && m_gpuRunner->pathKnown()) runGpu();
}

void WorkbenchModel::setLayer(const LayerChoice& layer) {
  if (layer == m_layer) return;
  m_layer = layer;
  emit layerChanged();
}

void WorkbenchModel::setOverlay(int flags) {
  if (flags == m_overlay) return;
  m_overlay = flags;
  emit overlayChanged(flags);
  followBlockRecording();
}

void WorkbenchModel::requestGpuRun() {
  const bool wasLive = m_gpuLive;
  m_gpuLive = true;
  if (!wasLive) emit gpuLiveChanged(true);
  if (m_gpuRunner && m_gpuRunner->pathKnown() && m_problem) runGpu();
}

void WorkbenchModel::updateLaunch() {
  m_launch.reset();
  m_launchStatus = Status::ok();
  if (m_problem) {
    auto launch =
        makeLaunch({m_problem->geometry.outWidth, m_problem->geometry.outHeight}, m_block);
    if (launch)
      m_launch = *launch;
    else
      m_launchStatus = launch.status();
  }
  if (m_gpuRunner) m_gpuRunner->setLaunch(m_launch, m_launchStatus);
}

void WorkbenchModel::followBlockRecording() {
  if (!m_gpuRunner) return;
  const bool wanted = m_overlay & kOverlayUnits;
  const bool changed = m_gpuRunner->setRecordBlocks(wanted);
  // The CUDA paths record only when asked: run again to get who ran which block. The emulated
  // GPU always records.
  if (changed && wanted && m_gpuLive && m_gpuRunner->pathKnown() &&
      m_gpuRunner->path() != cuda::GpuPath::Emulated)
    runGpu();
}

void WorkbenchModel::cancelCpuRuns() {
  m_cpuRunner->cancel();
}

void WorkbenchModel::rebuild() {
  if (!m_input) return;
  auto problem = makeProblem(*m_input, m_kernel, m_params);
  m_cpuRunner->cancel();
  m_cpuOutput.reset();
  m_cpuTiles.reset();
  m_gpuReport.reset();  // the next run's, for this problem
  if (!m_cpuMs.isEmpty()) {
    m_cpuMs.clear();
    emit cpuTimesChanged();
  }
  if (!problem) {
    m_problem.reset();
    m_problemStatus = problem.status();
    m_pendingStep.reset();
    m_player->setProblem(nullptr);
    if (m_gpuRunner) m_gpuRunner->setProblem(nullptr, nullptr);
    updateLaunch();
    emit problemChanged();
    return;
  }
  m_problem = std::move(problem).value();
  m_problemStatus = Status::ok();
  m_player->setProblem(&*m_problem);
  // The one problem of this change: the player reads it, both runners run a copy of it.
  if (m_gpuRunner) m_gpuRunner->setProblem(m_input, &*m_problem);
  updateLaunch();
  emit problemChanged();
  startCpuRuns();
  if (m_gpuLive && m_gpuRunner && m_gpuRunner->pathKnown()) runGpu();
  applyPendingStep();
}

void WorkbenchModel::startCpuRuns() {
  if (m_problem) m_cpuRunner->start(m_input, *m_problem, m_kernel);
}

void WorkbenchModel::runGpu() {
  if (!m_problem || !m_gpuRunner) return;
  if (m_gpuRunner->busy()) {
    m_gpuRerun = true;
    return;
  }
  m_gpuRerun = false;
  m_gpuRunner->run();
}

void WorkbenchModel::applyPendingStep() {
  if (!m_pendingStep || !m_problem || m_loader->busy()) return;
  const long long step = std::clamp<long long>(*m_pendingStep, 0, m_player->count() - 1);
  m_pendingStep.reset();
  m_player->seek(step);
  emitIfSettled();
}

void WorkbenchModel::emitIfSettled() {
  if (isSettled()) emit settled();
}

bool WorkbenchModel::gpuPathKnown() const {
  return m_gpuRunner && m_gpuRunner->pathKnown();
}

cuda::GpuPath WorkbenchModel::gpuPath() const {
  return m_gpuRunner ? m_gpuRunner->path() : cuda::GpuPath::Emulated;
}

QString WorkbenchModel::gpuPathReason() const {
  return m_gpuRunner ? m_gpuRunner->reason() : QString();
}

bool WorkbenchModel::gpuRunning() const {
  return m_gpuRunner && m_gpuRunner->busy();
}

double WorkbenchModel::cpuMilliseconds(app::Engine engine) const {
  return m_cpuMs.value(engine, -1.0);
}

bool WorkbenchModel::cpuMeasuring() const {
  return m_cpuRunner->busy();
}

void WorkbenchModel::requestCpuCeilings() {
  if (m_cpuCeilings || m_jobs->busy(JobTag::CpuCeilings)) return;
  QPointer<WorkbenchModel> self(this);
  m_jobs->submit(JobTag::CpuCeilings, [self](const JobQueue::Job& job) {
    const Ceilings measured = measureCpuCeilings();
    job.post(
        [self, measured] {
          if (!self) return;
          self->m_cpuCeilings = measured;
          emit self->cpuCeilingsMeasured();
          self->emitIfSettled();
        },
        true);
  });
}

void WorkbenchModel::requestHostPhases() {
  if (!m_input || hostPhases() || m_jobs->busy(JobTag::HostPhases)) return;
  QPointer<WorkbenchModel> self(this);
  std::shared_ptr<const Channel> input = m_input;
  m_jobs->submit(JobTag::HostPhases, [self, input](const JobQueue::Job& job) {
    // The median of seven: one slow run (another program, a cold cache) is not the figure shown.
    constexpr int kRuns = 7;
    const app::HostPhaseTimes measured = app::timeChannelHostPhases(*input, kRuns);
    job.post(
        [self, input, measured] {
          if (!self) return;
          self->m_hostPhases[imageKey(*input)] = measured;
          emit self->hostPhasesMeasured();
          self->emitIfSettled();
        },
        true);
  });
}

WorkbenchModel::ImageKey WorkbenchModel::imageKey(const Channel& channel) {
  // Asked only by the chapters that show these figures, and hashed once per input (inputKey).
  const auto bytes = static_cast<qsizetype>(channel.pixels.size() * sizeof(float));
  return {channel.width, channel.height, qHashBits(channel.data(), bytes)};
}

WorkbenchModel::ImageKey WorkbenchModel::inputKey() const {
  if (m_keyedInput.lock() != m_input) {
    m_inputKey = imageKey(*m_input);
    m_keyedInput = m_input;
  }
  return m_inputKey;
}

std::optional<app::HostPhaseTimes> WorkbenchModel::hostPhases() const {
  if (!m_input) return std::nullopt;
  const auto found = m_hostPhases.find(inputKey());
  if (found == m_hostPhases.end()) return std::nullopt;
  return found->second;
}

bool WorkbenchModel::isSettled() const {
  if (m_jobs->busy(JobTag::CpuCeilings) || m_jobs->busy(JobTag::HostPhases)) return false;
  if (m_loader->busy() || !m_input) return false;
  if (m_problem && (!m_cpuOutput || m_pendingStep)) return false;
  if (m_gpuLive && m_problem && m_gpuRunner && (m_gpuRunner->busy() || !m_gpuRunner->hasResult()))
    return false;
  return true;
}

}  // namespace convscope::gui
