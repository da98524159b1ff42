// The window's model, its one state: the input (asked for and loaded), the kernel and
// parameters, the one ConvProblem made of them, the CPU output and its colour range, the step,
// the block size and whether the GPU side runs. Views and panels read it and listen to its
// signals; panels write through its setters, each property by one setter; only the model starts
// work (loading, CPU runs, GPU runs). Everywhere it is called the model: `model()`, `m_model`.
//
// A whole choice is set in one call: take choice(), change what you want, apply() it. The new
// state is reached once isSettled() holds (lessons, render and tests wait for that).
#pragma once

#include <QHash>
#include <QObject>
#include <map>
#include <memory>
#include <optional>

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

namespace convscope::gui {

class EditHistory;
class GpuRunner;
class JobQueue;
class OutputSurface;
class ReplayController;
class StepPlayer;
class ViewSync;

// The CPU measurements of the current problem: the engine being timed and how far it is, and
// how the last run ended (cancelled by a person or a new problem, or failed with `failure`).
struct CpuRunState {
  enum class End { Running, Finished, Cancelled, Failed };
  End end = End::Finished;
  app::Engine engine = nullptr;  // an entry of the engine table
  double fraction = 0;           // of `engine`'s run
  Status failure;
};

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

// The Layer tab's layer: C input channels, K 3 × 3 filters, side² images, a batch of N, held
// against a reference GPU (its index in lesson_text's referenceGpus(), -1 for the default one).
// `preset` is the index of the preset it came from, -1 once a number is set by hand.
struct LayerChoice {
  int channels = 64;
  int filters = 64;
  int side = 56;
  int batch = 1;
  int preset = 1;
  int gpu = -1;
  bool operator==(const LayerChoice&) const = default;
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

  WorkbenchChoice choice() const;
  // Sets every part of `s` that differs from now, in dependency order (input, kernel, block,
  // step, GPU). The step is applied once the problem exists (after the input has loaded).
  void apply(const WorkbenchChoice& s);

  // The writers: one per property.
  void setInputRequest(const InputRequest& request);
  void setKernel(const Kernel& kernel, const ConvParams& params);
  void setBlock(Dim2 block);
  // OverlayFlag bits. The CUDA paths record who ran which block only while the overlay shows
  // it (kOverlayUnits: the "who" colours and the replay), as recording costs kernel time.
  void setOverlay(int flags);
  void requestGpuRun();  // the GPU side runs now and after every later change
  void setLayer(const LayerChoice& layer);

  const InputRequest& inputRequest() const { return m_request; }
  std::shared_ptr<const Channel> input() const { return m_input; }
  const Kernel& kernel() const { return m_kernel; }
  const ConvParams& params() const { return m_params; }
  // Null when the kernel does not fit the input with these parameters; problemStatus() says why.
  const ConvProblem* problem() const { return m_problem ? &*m_problem : nullptr; }
  const Status& problemStatus() const { return m_problemStatus; }
  // The problem's output covered by blocks of block(): computed once per new problem or block,
  // and what the GPU runs and the overlay draws. Null without a problem or for a block the GPU
  // refuses.
  const LaunchGeometry* launch() const { return m_launch ? &*m_launch : nullptr; }
  std::shared_ptr<const Channel> cpuOutput() const { return m_cpuOutput; }
  const app::ValueMapping& outputMapping() const { return m_outputMapping; }
  Dim2 block() const { return m_block; }
  int overlay() const { return m_overlay; }
  const LayerChoice& layer() const { return m_layer; }
  bool gpuLive() const { return m_gpuLive; }
  // The whole-image CPU time of `engine` (an entry of the engine table) for this problem, in
  // ms; negative until measured. The window times app::workbenchEngines().
  double cpuMilliseconds(app::Engine engine) const;
  // The CPU measurements as they go, and how the last one ended (the timings panel).
  const CpuRunState& cpuRun() const { return m_cpuRun; }
  // Which CPU thread computed each tile of the CPU output (the overlay's "who ran it"); null
  // until the baseline engine has run on this problem.
  std::shared_ptr<const TileRecord> cpuTiles() const { return m_cpuTiles; }
  // The GPU side: its path (chosen once the output surface has its texture) and why, whether a
  // run goes on, the last finished run's report and the last failure. Panels and views read
  // these; only the model talks to the GPU runner.
  bool gpuPathKnown() const;
  cuda::GpuPath gpuPath() const;
  QString gpuPathReason() const;
  bool gpuRunning() const;
  const std::optional<GpuRunReport>& gpuReport() const { return m_gpuReport; }
  const Status& gpuFailure() const { return m_gpuFailure; }

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
  const std::optional<Ceilings>& cpuCeilings() const { return m_cpuCeilings; }
  // Decoding the input's PNG and turning it into floats, timed on the job queue for the input
  // shown now, once per image in this process (the data path and the timeline lessons show the
  // same figures, also when another image was shown between them, as in a deck of every
  // chapter). None until it is measured; an image of other values has its own.
  void requestHostPhases();
  std::optional<app::HostPhaseTimes> hostPhases() const;

 signals:
  void inputRequestChanged();
  void inputLoaded(const convscope::gui::LoadedInput& loaded);  // also when it failed
  void inputChanged();                                          // a new channel is the input
  void kernelChanged();                                         // kernel or parameters
  void problemChanged();  // a new problem (or none): views start over
  void cpuOutputChanged();
  void cpuTilesChanged();   // cpuTiles()
  void cpuTimesChanged();   // an engine finished, or a new problem cleared them
  void cpuRunChanged();     // cpuRun(): progress, or the run ended
  void gpuChanged();        // the GPU path, a run started or failed
  void gpuReportChanged();  // a GPU run finished: gpuReport()
  void blockChanged(convscope::Dim2 block);
  void overlayChanged(int flags);
  void layerChanged();  // the Layer tab's layer or its reference GPU
  void gpuLiveChanged(bool live);
  void cpuCeilingsMeasured();
  void hostPhasesMeasured();
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
  void emitIfSettled();

  JobQueue* m_jobs;
  InputLoader* m_loader;
  StepPlayer* m_player;
  CpuRunner* m_cpuRunner;
  GpuRunner* m_gpuRunner = nullptr;
  ViewSync* m_viewSync;
  ReplayController* m_replay;
  EditHistory* m_history;

  InputRequest m_request;
  bool m_requested = false;  // a request was made (the first one loads whatever it is)
  std::shared_ptr<const Channel> m_input;
  Kernel m_kernel;
  ConvParams m_params;
  std::optional<ConvProblem> m_problem;
  Status m_problemStatus;
  std::optional<LaunchGeometry> m_launch;
  Status m_launchStatus;  // why there is no launch, when there is a problem
  std::shared_ptr<const Channel> m_cpuOutput;
  app::ValueMapping m_outputMapping;
  Dim2 m_block{16, 16};
  int m_overlay = kDefaultOverlay;
  LayerChoice m_layer;
  bool m_gpuLive = false;
  QHash<app::Engine, double> m_cpuMs;  // by engine, for m_problem
  CpuRunState m_cpuRun;
  std::shared_ptr<const TileRecord> m_cpuTiles;
  std::optional<GpuRunReport> m_gpuReport;
  Status m_gpuFailure;
  std::optional<Ceilings> m_cpuCeilings;
  // The host phases of every image timed so far, by its size and a hash of its values: the same
  // image loaded again is a new channel with the same figures.
  struct ImageKey {
    int width = 0;
    int height = 0;
    std::size_t hash = 0;
    auto operator<=>(const ImageKey&) const = default;
  };
  static ImageKey imageKey(const Channel& channel);
  ImageKey inputKey() const;  // the shown input's, hashed once for it
  std::map<ImageKey, app::HostPhaseTimes> m_hostPhases;
  mutable std::weak_ptr<const Channel> m_keyedInput;
  mutable ImageKey m_inputKey;
  bool m_gpuRerun = false;  // a change arrived while the GPU was busy: run again when it is done
  std::optional<long long> m_pendingStep;
};

}  // namespace convscope::gui
