// The window's model, its one state: the input (asked for and loaded), the kernel and
// parameters, the one ConvProblem made of them, its launch, the CPU output and its colour range,
// the block size and whether the GPU side runs (WorkbenchSnapshot). After every change it
// publishes one new snapshot to its viewers (every part of the window); panels write through its
// setters, each property by one setter; only the model starts work (loading, CPU runs, GPU runs).
// Everywhere it is called the model: `model()`, `m_model`.
//
// A whole choice is set in one call: take choice(), change what you want, apply() it. The new
// state is reached once isSettled() holds (lessons, render and tests wait for that).
#pragma once

#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "common/engine_table.h"
#include "common/host_phases.h"
#include "convscope/channel.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/launch_geometry.h"
#include "convscope/params.h"
#include "convscope/problem.h"
#include "convscope/roofline.h"
#include "convscope/status.h"
#include "images/value_mapping.h"
#include "model/gpu_report.h"
#include "model/jobs/cpu_runner.h"
#include "model/jobs/gpu_path.h"
#include "model/jobs/input_loader.h"
#include "model/overlay_flags.h"
#include "model/workbench_snapshot.h"

namespace convscope::model {

class EditHistory;
class GpuRunner;
class JobQueue;
class OutputSurface;
class ReplayController;
class StepPlayer;
class ViewSync;

// What a person (or a lesson, or `render`) chooses; everything else follows from it.
struct WorkbenchChoice {
  InputRequest input;
  Kernel kernel;
  ConvParams params;
  Dim2 block{16, 16};
  long long step = 0;             // 0-based; clamped to the problem's last step once it exists
  bool gpuLive = false;           // the GPU side has run and follows every change
  int overlay = kDefaultOverlay;  // what the thread-mapping overlay draws (OverlayFlag bits)
};

class WorkbenchModel : public QObject {
  Q_OBJECT
 public:
  explicit WorkbenchModel(QObject* parent = nullptr);
  ~WorkbenchModel() override;

  // The GPU side writes into this surface's texture (interop, staged) or uploads to it
  // (emulated): the window's output view, or a test's fake. Called once, by whoever shows the
  // output; not owned.
  void attachGpuOutput(OutputSurface* surface);

  // The viewers: each is shown the snapshot now (with an empty one as "before") when it is
  // added, then every later one. A viewer leaves the list when it is destroyed.
  void addViewer(WorkbenchViewer* viewer);
  void removeViewer(WorkbenchViewer* viewer);
  // A viewer made of a function, owned by `context` (and gone with it); the returned object
  // may be deleted to stop it sooner.
  using ShowFunction = std::function<void(const WorkbenchSnapshot&, const WorkbenchSnapshot&)>;
  QObject* watch(QObject* context, ShowFunction show);
  // The last published snapshot: what every viewer was last shown.
  std::shared_ptr<const WorkbenchSnapshot> snapshot() const { return m_published; }

  WorkbenchChoice choice() const;
  // Sets every part of `s` that differs from now, in dependency order (input, kernel, block,
  // step, GPU), and publishes once. The step is applied once the problem exists (after the
  // input has loaded).
  void apply(const WorkbenchChoice& s);

  // The writers: one per property. Each publishes a snapshot when it changed something.
  void setInputRequest(const InputRequest& request);
  void setKernel(const Kernel& kernel, const ConvParams& params);
  void setBlock(Dim2 block);
  // OverlayFlag bits. The CUDA paths record who ran which block only while the overlay shows
  // it (kOverlayUnits: the "who" colours and the replay), as recording costs kernel time.
  void setOverlay(int flags);
  void requestGpuRun();  // the GPU side runs now and after every later change
  void setLayer(const LayerChoice& layer);

  // The state now, field by field (the same as snapshot() outside a change).
  const InputRequest& inputRequest() const { return m_state.request; }
  std::shared_ptr<const Channel> input() const { return m_state.input; }
  const Kernel& kernel() const { return m_state.kernel; }
  const ConvParams& params() const { return m_state.params; }
  const ConvProblem* problem() const { return m_state.problem.get(); }
  const Status& problemStatus() const { return m_state.problemStatus; }
  const LaunchGeometry* launch() const { return m_state.launch.get(); }
  std::shared_ptr<const Channel> cpuOutput() const { return m_state.cpuOutput; }
  const app::ValueMapping& outputMapping() const { return m_state.outputMapping; }
  Dim2 block() const { return m_state.block; }
  int overlay() const { return m_state.overlay; }
  const LayerChoice& layer() const { return m_state.layer; }
  bool gpuLive() const { return m_state.gpuLive; }
  double cpuMilliseconds(app::Engine engine) const { return m_state.cpuMilliseconds(engine); }
  const CpuRunState& cpuRun() const { return m_state.cpuRun; }
  std::shared_ptr<const TileRecord> cpuTiles() const { return m_state.cpuTiles; }
  const GpuSide& gpu() const { return m_state.gpu; }
  const GpuRunReport* gpuReport() const { return m_state.gpu.report.get(); }

  // The jobs, for the panels that show their progress. Only the model starts or stops them.
  StepPlayer* player() const { return m_player; }
  const CpuRunner* cpuRunner() const { return m_cpuRunner; }
  GpuRunner* gpuRunner() const { return m_gpuRunner; }
  // What every view shares and what the menus undo: the zoom and pan of the four views, the
  // replay of who ran which block, and the kernel edits' undo stack.
  ViewSync* viewSync() const { return m_viewSync; }
  ReplayController* replay() const { return m_replay; }
  EditHistory* history() const { return m_history; }
  // Stops the CPU measurements (the timings panel's Cancel).
  void cancelCpuRuns();

  // Nothing loading or computing, every output wanted is in (views' uploads not counted). The
  // CPU measurements may still run: at 4096² the reference loop takes seconds.
  bool isSettled() const;
  // The CPU engines are still being timed (after the output is in).
  bool cpuMeasuring() const;

  // This CPU's roofline ceilings (memcpy bandwidth, FMA peak), measured once on the job queue
  // when a view first asks: a few tenths of a second that a window without a roofline never
  // spends. Until then, and while it runs (isSettled() waits for it), there are none.
  void requestCpuCeilings();
  const std::optional<Ceilings>& cpuCeilings() const { return m_state.cpuCeilings; }
  // Decoding the input's PNG and turning it into floats, timed on the job queue for the input
  // shown now, once per image in this process (the data path and the timeline lessons show the
  // same figures, also when another image was shown between them, as in a deck of every
  // chapter). None until it is measured; an image of other values has its own.
  void requestHostPhases();
  const std::optional<app::HostPhaseTimes>& hostPhases() const { return m_state.hostPhases; }

 signals:
  // isSettled() holds after the last of a change's work arrived (emitted again after each later
  // change that settles): what a lesson or `render` waits for, with the views' uploads.
  void settled();

 private:
  void onInputLoaded(const LoadedInput& loaded);
  void rebuild();
  void startCpuRuns();
  void runGpu();
  void updateLaunch();
  void followBlockRecording();
  void applyPendingStep();
  // Hands the state now to every viewer as a new snapshot, with the one before; then emits
  // settled() if it holds. Inside a change (ChangeScope) it only notes that there is something
  // to publish; a change made by a viewer while it is shown is published after the others have
  // seen this one.
  void publish();
  // One change, one snapshot: a setter opens a scope, and whatever it sets off at once (a runner
  // that starts and says so, another setter) joins the snapshot published when the outermost
  // scope ends.
  class ChangeScope {
   public:
    explicit ChangeScope(WorkbenchModel& model);
    ~ChangeScope();
    ChangeScope(const ChangeScope&) = delete;
    ChangeScope& operator=(const ChangeScope&) = delete;

   private:
    WorkbenchModel& m_model;
    bool m_outermost;
  };
  void readGpuSide();
  void emitIfSettled();

  JobQueue* m_jobs;
  InputLoader* m_loader;
  StepPlayer* m_player;
  CpuRunner* m_cpuRunner;
  GpuRunner* m_gpuRunner = nullptr;
  ViewSync* m_viewSync;
  ReplayController* m_replay;
  EditHistory* m_history;

  WorkbenchSnapshot m_state;  // the state now: the setters and the jobs' results change it
  std::shared_ptr<const WorkbenchSnapshot> m_published;  // what the viewers were last shown
  std::vector<WorkbenchViewer*> m_viewers;
  bool m_changing = false;    // a ChangeScope is open
  bool m_publishing = false;  // the viewers are being shown a snapshot
  bool m_dirty = false;       // the state changed since the last snapshot
  bool m_requested = false;   // a request was made (the first one loads whatever it is)
  // The host phases of every image timed so far, by its size and a hash of its values: the same
  // image loaded again is a new channel with the same figures.
  struct ImageKey {
    int width = 0;
    int height = 0;
    std::size_t hash = 0;
    auto operator<=>(const ImageKey&) const = default;
  };
  static ImageKey imageKey(const Channel& channel);
  void readHostPhases();  // the shown input's, into m_state
  std::map<ImageKey, app::HostPhaseTimes> m_hostPhases;
  bool m_gpuRerun = false;  // a change arrived while the GPU was busy: run again when it is done
  std::optional<long long> m_pendingStep;
};

}  // namespace convscope::model
