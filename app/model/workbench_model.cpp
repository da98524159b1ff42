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

namespace convscope::model {

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

// A viewer made of a function (WorkbenchModel::watch), living as long as its context.
class FunctionViewer : public QObject, public WorkbenchViewer {
 public:
  FunctionViewer(QObject* context, WorkbenchModel::ShowFunction show)
      : QObject(context), m_show(std::move(show)) {}
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override {
    m_show(now, before);
  }

 private:
  WorkbenchModel::ShowFunction m_show;
};

}  // namespace

WorkbenchViewer::~WorkbenchViewer() {
  if (m_watched) m_watched->removeViewer(this);
}

WorkbenchModel::WorkbenchModel(QObject* parent) : QObject(parent) {
  // First, so it is destroyed first: it waits for the running job before the runners go.
  m_jobs = new JobQueue(this);
  m_loader = new InputLoader(m_jobs, this);
  m_player = new StepPlayer(this);
  m_cpuRunner = new CpuRunner(m_jobs, this);
  m_viewSync = new ViewSync(this);
  m_replay = new ReplayController(this);
  if (auto sobel = presetKernel("sobel-x")) m_state.kernel = *sobel;
  m_published = std::make_shared<const WorkbenchSnapshot>(m_state);
  m_history = new EditHistory(this, this);  // its first base is the kernel above
  joinOpenMpOnGuiThread();

  connect(m_loader, &InputLoader::loaded, this, &WorkbenchModel::onInputLoaded);
  connect(m_cpuRunner, &CpuRunner::outputReady, this,
          [this](std::shared_ptr<const Channel> out, const app::ValueMapping& mapping) {
            if (m_state.cpuOutput) return;
            m_state.cpuOutput = std::move(out);
            m_state.outputMapping = mapping;
            publish();
          });
  connect(m_cpuRunner, &CpuRunner::tilesReady, this,
          [this](std::shared_ptr<const TileRecord> tiles) {
            m_state.cpuTiles = std::move(tiles);
            publish();
          });
  connect(m_cpuRunner, &CpuRunner::progress, this, [this](app::Engine engine, double fraction) {
    m_state.cpuRun = {CpuRunState::End::Running, engine, fraction, Status::ok()};
    publish();
  });
  auto ended = [this](CpuRunState::End end, Status failure) {
    m_state.cpuRun.end = end;
    m_state.cpuRun.failure = std::move(failure);
    publish();
  };
  connect(m_cpuRunner, &CpuRunner::finished, this,
          [ended] { ended(CpuRunState::End::Finished, Status::ok()); });
  connect(m_cpuRunner, &CpuRunner::cancelled, this,
          [ended] { ended(CpuRunState::End::Cancelled, Status::ok()); });
  connect(m_cpuRunner, &CpuRunner::failed, this,
          [ended](const Status& status) { ended(CpuRunState::End::Failed, status); });
  connect(m_cpuRunner, &CpuRunner::engineFinished, this, [this](app::Engine engine, double ms) {
    m_state.cpuMs.insert(engine, ms);
    publish();
  });
}

WorkbenchModel::~WorkbenchModel() {
  // Viewers that outlive the model must not call back into it.
  for (WorkbenchViewer* viewer : m_viewers)
    if (viewer) viewer->m_watched = nullptr;
}

void WorkbenchModel::addViewer(WorkbenchViewer* viewer) {
  if (!viewer || viewer->m_watched == this) return;
  if (viewer->m_watched) viewer->m_watched->removeViewer(viewer);
  viewer->m_watched = this;
  m_viewers.push_back(viewer);
  viewer->onSnapshot(*m_published, WorkbenchSnapshot{});
}

void WorkbenchModel::removeViewer(WorkbenchViewer* viewer) {
  // Nulled, not erased: publish() may be walking the list (a viewer deleted while shown).
  for (WorkbenchViewer*& v : m_viewers)
    if (v == viewer) v = nullptr;
  viewer->m_watched = nullptr;
  if (!m_publishing) std::erase(m_viewers, nullptr);
}

QObject* WorkbenchModel::watch(QObject* context, ShowFunction show) {
  auto* viewer = new FunctionViewer(context, std::move(show));
  addViewer(viewer);
  return viewer;
}

void WorkbenchModel::readGpuSide() {
  GpuSide& gpu = m_state.gpu;
  gpu.pathKnown = m_gpuRunner && m_gpuRunner->pathKnown();
  gpu.path = m_gpuRunner ? m_gpuRunner->path() : cuda::GpuPath::Emulated;
  gpu.pathReason = m_gpuRunner ? m_gpuRunner->reason() : QString();
  gpu.running = m_gpuRunner && m_gpuRunner->busy();
}

void WorkbenchModel::publish() {
  m_dirty = true;
  if (m_changing || m_publishing) return;  // the change, or the walk below, publishes it
  m_publishing = true;
  while (std::exchange(m_dirty, false)) {
    readGpuSide();
    const std::shared_ptr<const WorkbenchSnapshot> before =
        std::exchange(m_published, std::make_shared<const WorkbenchSnapshot>(m_state));
    // By index, over those registered before: a viewer shown may add another, which was shown
    // this snapshot as it was added.
    const std::size_t count = m_viewers.size();
    for (std::size_t i = 0; i < count; ++i)
      if (WorkbenchViewer* viewer = m_viewers[i]) viewer->onSnapshot(*m_published, *before);
  }
  m_publishing = false;
  std::erase(m_viewers, nullptr);
  emitIfSettled();
}

WorkbenchModel::ChangeScope::ChangeScope(WorkbenchModel& model)
    : m_model(model), m_outermost(!model.m_changing) {
  model.m_changing = true;
}

WorkbenchModel::ChangeScope::~ChangeScope() {
  if (!m_outermost) return;
  m_model.m_changing = false;
  if (m_model.m_dirty)
    m_model.publish();
  else
    m_model.emitIfSettled();
}

void WorkbenchModel::attachGpuOutput(OutputSurface* surface) {
  m_gpuRunner = new GpuRunner(surface, m_jobs, this);
  m_gpuRunner->setLaunch(m_state.launch, m_state.launchStatus);
  m_gpuRunner->setRecordBlocks(m_state.overlay & kOverlayUnits);
  connect(m_gpuRunner, &GpuRunner::pathChanged, this, [this] {
    ChangeScope change(*this);
    if (m_state.gpuLive && !m_gpuRunner->hasResult() && !m_gpuRunner->busy()) runGpu();
    publish();
  });
  connect(m_gpuRunner, &GpuRunner::started, this, [this] {
    m_state.gpu.failure = Status::ok();
    publish();
  });
  connect(m_gpuRunner, &GpuRunner::finished, this, [this](const GpuRunReport& report) {
    ChangeScope change(*this);
    m_state.gpu.report = std::make_shared<const GpuRunReport>(report);
    if (m_gpuRerun) runGpu();
    publish();
  });
  connect(m_gpuRunner, &GpuRunner::failed, this, [this](const Status& status) {
    m_gpuRerun = false;
    m_state.gpu.failure = status;
    publish();
  });
  publish();
}

WorkbenchChoice WorkbenchModel::choice() const {
  WorkbenchChoice s;
  s.input = m_state.request;
  s.kernel = m_state.kernel;
  s.params = m_state.params;
  s.block = m_state.block;
  s.step = m_player->position();
  s.gpuLive = m_state.gpuLive;
  s.overlay = m_state.overlay;
  return s;
}

void WorkbenchModel::apply(const WorkbenchChoice& s) {
  ChangeScope change(*this);
  m_pendingStep = s.step;
  const bool newInput = !m_requested || !(s.input == m_state.request);
  if (newInput) setInputRequest(s.input);
  // With a new input on its way, the kernel waits for it rather than rebuild on the old one.
  if (s.kernel != m_state.kernel || s.params != m_state.params) {
    m_state.kernel = s.kernel;
    m_state.params = s.params;
    if (!newInput) rebuild();
    publish();
  }
  setBlock(s.block);
  setOverlay(s.overlay);
  if (s.gpuLive) requestGpuRun();
  applyPendingStep();
}

void WorkbenchModel::setInputRequest(const InputRequest& request) {
  ChangeScope change(*this);
  m_state.request = request;
  m_requested = true;
  // A new image makes the running measurement of the old one worthless: stop it now, so the
  // load does not queue behind it on the background thread.
  m_cpuRunner->cancel();
  m_loader->load(request);
  publish();
}

void WorkbenchModel::onInputLoaded(const LoadedInput& loaded) {
  ChangeScope change(*this);
  m_state.load = std::make_shared<const LoadedInput>(loaded);
  if (!loaded.channel) {
    // The last good input stays; its measurement was stopped for the new one, so run it again.
    if (m_state.problem && !m_loader->busy()) startCpuRuns();
    publish();
    return;
  }
  m_state.input = loaded.channel;
  readHostPhases();
  rebuild();
  publish();
}

void WorkbenchModel::setKernel(const Kernel& kernel, const ConvParams& params) {
  if (kernel == m_state.kernel && params == m_state.params) return;
  ChangeScope change(*this);
  m_state.kernel = kernel;
  m_state.params = params;
  rebuild();
  publish();
}

void WorkbenchModel::setBlock(Dim2 block) {
  if (block.x == m_state.block.x && block.y == m_state.block.y) return;
  ChangeScope change(*this);
  m_state.block = block;
  updateLaunch();
  // A new block size is a new launch: relaunch at once so its time joins the comparison.
  if (m_state.gpuLive && m_gpuRunner && m_gpuRunner->pathKnown()) runGpu();
  publish();
}

void WorkbenchModel::setLayer(const LayerChoice& layer) {
  if (layer == m_state.layer) return;
  m_state.layer = layer;
  publish();
}

void WorkbenchModel::setOverlay(int flags) {
  if (flags == m_state.overlay) return;
  ChangeScope change(*this);
  m_state.overlay = flags;
  followBlockRecording();
  publish();
}

void WorkbenchModel::requestGpuRun() {
  ChangeScope change(*this);
  const bool wasLive = m_state.gpuLive;
  m_state.gpuLive = true;
  if (m_gpuRunner && m_gpuRunner->pathKnown() && m_state.problem) runGpu();
  if (!wasLive) publish();
}

void WorkbenchModel::updateLaunch() {
  m_state.launch.reset();
  m_state.launchStatus = Status::ok();
  if (m_state.problem) {
    auto launch = makeLaunch(m_state.outputSize(), m_state.block);
    if (launch)
      m_state.launch = std::make_shared<const LaunchGeometry>(*launch);
    else
      m_state.launchStatus = launch.status();
  }
  if (m_gpuRunner) m_gpuRunner->setLaunch(m_state.launch, m_state.launchStatus);
}

void WorkbenchModel::followBlockRecording() {
  if (!m_gpuRunner) return;
  const bool wanted = m_state.overlay & kOverlayUnits;
  const bool changed = m_gpuRunner->setRecordBlocks(wanted);
  // The CUDA paths record only when asked: run again to get who ran which block. The emulated
  // GPU always records.
  if (changed && wanted && m_state.gpuLive && m_gpuRunner->pathKnown() &&
      m_gpuRunner->path() != cuda::GpuPath::Emulated)
    runGpu();
}

void WorkbenchModel::cancelCpuRuns() {
  ChangeScope change(*this);
  m_cpuRunner->cancel();
}

void WorkbenchModel::rebuild() {
  if (!m_state.input) return;
  auto problem = makeProblem(*m_state.input, m_state.kernel, m_state.params);
  m_cpuRunner->cancel();
  m_state.cpuOutput.reset();
  m_state.cpuTiles.reset();
  m_state.cpuMs.clear();
  m_state.gpu.report.reset();  // the next run's, for this problem
  if (!problem) {
    m_state.problem.reset();
    m_state.problemStatus = problem.status();
    m_pendingStep.reset();
    m_player->setProblem(nullptr);
    updateLaunch();
    if (m_gpuRunner) m_gpuRunner->setProblem(nullptr, nullptr);
    return;
  }
  m_state.problem = std::make_shared<const ConvProblem>(std::move(problem).value());
  m_state.problemStatus = Status::ok();
  m_player->setProblem(m_state.problem.get());
  // The launch first: a new output size makes the view a new texture, and the GPU side may run
  // as soon as it has one (GpuRunner::pathChanged).
  updateLaunch();
  // The one problem of this change: the player reads it, both runners run a copy of it.
  if (m_gpuRunner) m_gpuRunner->setProblem(m_state.input, m_state.problem.get());
  startCpuRuns();
  if (m_state.gpuLive && m_gpuRunner && m_gpuRunner->pathKnown()) runGpu();
  applyPendingStep();
}

void WorkbenchModel::startCpuRuns() {
  if (!m_state.problem) return;
  // Running from the start: a small image's runs may end before any progress is reported, and
  // their end must still differ from the state before.
  m_state.cpuRun = {CpuRunState::End::Running, app::workbenchEngines().value(0), 0, Status::ok()};
  m_cpuRunner->start(m_state.input, *m_state.problem, m_state.kernel);
  publish();
}

void WorkbenchModel::runGpu() {
  if (!m_state.problem || !m_gpuRunner) return;
  if (m_gpuRunner->busy()) {
    m_gpuRerun = true;
    return;
  }
  m_gpuRerun = false;
  m_gpuRunner->run();
}

void WorkbenchModel::applyPendingStep() {
  if (!m_pendingStep || !m_state.problem || m_loader->busy()) return;
  const long long step = std::clamp<long long>(*m_pendingStep, 0, m_player->count() - 1);
  m_pendingStep.reset();
  m_player->seek(step);  // its change's scope says settled() when it ends
}

void WorkbenchModel::emitIfSettled() {
  if (!m_publishing && !m_changing && isSettled()) emit settled();
}

bool WorkbenchModel::cpuMeasuring() const {
  return m_cpuRunner->busy();
}

void WorkbenchModel::requestCpuCeilings() {
  if (m_state.cpuCeilings || m_jobs->busy(JobTag::CpuCeilings)) return;
  QPointer<WorkbenchModel> self(this);
  m_jobs->submit(JobTag::CpuCeilings, [self](const JobQueue::Job& job) {
    const Ceilings measured = measureCpuCeilings();
    job.post(
        [self, measured] {
          if (!self) return;
          self->m_state.cpuCeilings = measured;
          self->publish();
        },
        true);
  });
}

void WorkbenchModel::requestHostPhases() {
  if (!m_state.input || m_state.hostPhases || m_jobs->busy(JobTag::HostPhases)) return;
  QPointer<WorkbenchModel> self(this);
  std::shared_ptr<const Channel> input = m_state.input;
  m_jobs->submit(JobTag::HostPhases, [self, input](const JobQueue::Job& job) {
    // The median of seven: one slow run (another program, a cold cache) is not the figure shown.
    constexpr int kRuns = 7;
    const app::HostPhaseTimes measured = app::timeChannelHostPhases(*input, kRuns);
    job.post(
        [self, input, measured] {
          if (!self) return;
          self->m_hostPhases[imageKey(*input)] = measured;
          self->readHostPhases();
          self->publish();
        },
        true);
  });
}

WorkbenchModel::ImageKey WorkbenchModel::imageKey(const Channel& channel) {
  // Hashed once per new input, when it arrives and when its phases are measured.
  const auto bytes = static_cast<qsizetype>(channel.pixels.size() * sizeof(float));
  return {channel.width, channel.height, qHashBits(channel.data(), bytes)};
}

void WorkbenchModel::readHostPhases() {
  m_state.hostPhases.reset();
  if (!m_state.input || m_hostPhases.empty()) return;
  const auto found = m_hostPhases.find(imageKey(*m_state.input));
  if (found != m_hostPhases.end()) m_state.hostPhases = found->second;
}

bool WorkbenchModel::isSettled() const {
  if (m_jobs->busy(JobTag::CpuCeilings) || m_jobs->busy(JobTag::HostPhases)) return false;
  if (m_loader->busy() || !m_state.input) return false;
  if (m_state.problem && (!m_state.cpuOutput || m_pendingStep)) return false;
  if (m_state.gpuLive && m_state.problem && m_gpuRunner &&
      (m_gpuRunner->busy() || !m_gpuRunner->hasResult()))
    return false;
  return true;
}

}  // namespace convscope::model
