// What the window shows, as one immutable value: the model publishes a new one after every
// change (a setter, or a job's result arriving), and hands it with the one before to every
// viewer. Everything in it is computed once per change, by the model: a viewer compares the two
// values for the parts it draws and never derives them again.
//
// Large or shared parts are held by shared pointer, so a copy is cheap and "changed" is a
// pointer comparison: a new problem, launch, output or report is a new object.
#pragma once

#include <QHash>
#include <QString>
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
#include "model/jobs/gpu_path.h"
#include "model/jobs/input_loader.h"
#include "model/overlay_flags.h"

namespace convscope::model {

// The CPU measurements of the current problem: the engine being timed and how far it is, and
// how the last run ended (cancelled by a person or a new problem, or failed with `failure`).
struct CpuRunState {
  enum class End { Running, Finished, Cancelled, Failed };
  End end = End::Finished;
  app::Engine engine = nullptr;  // an entry of the engine table
  double fraction = 0;           // of `engine`'s run
  Status failure;
  bool operator==(const CpuRunState& o) const {
    return end == o.end && engine == o.engine && fraction == o.fraction &&
           failure.message == o.failure.message;
  }
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

// The GPU side: its path (known once the output surface has its texture) and why, whether a run
// goes on, the last finished run's report (null for a new problem until its run is in) and the
// last failure.
struct GpuSide {
  bool pathKnown = false;
  cuda::GpuPath path = cuda::GpuPath::Emulated;
  QString pathReason;
  bool running = false;
  std::shared_ptr<const GpuRunReport> report;
  Status failure;
};

struct WorkbenchSnapshot {
  InputRequest request;                     // the input asked for
  std::shared_ptr<const LoadedInput> load;  // the last load's outcome, failed ones too
  std::shared_ptr<const Channel> input;     // the input shown: the last load that succeeded
  Kernel kernel;
  ConvParams params;
  // Null when the kernel does not fit the input with these parameters; problemStatus says why.
  std::shared_ptr<const ConvProblem> problem;
  Status problemStatus;
  Dim2 block{16, 16};
  // The problem's output covered by blocks of `block`: what the GPU runs and the overlay draws.
  // Null without a problem, or for a block the GPU refuses (launchStatus says why).
  std::shared_ptr<const LaunchGeometry> launch;
  Status launchStatus;
  std::shared_ptr<const Channel> cpuOutput;  // null until the CPU output of `problem` is in
  app::ValueMapping outputMapping;
  // Which CPU thread computed each tile of the CPU output; null until the baseline has run.
  std::shared_ptr<const TileRecord> cpuTiles;
  // The whole-image CPU time of each engine of the table measured on `problem`, in ms.
  QHash<app::Engine, double> cpuMs;
  CpuRunState cpuRun;
  bool gpuLive = false;  // the GPU side has run and follows every change
  GpuSide gpu;
  int overlay = kDefaultOverlay;  // OverlayFlag bits
  LayerChoice layer;
  // This CPU's roofline ceilings and the input's host phases, once measured (on request).
  std::optional<Ceilings> cpuCeilings;
  std::optional<app::HostPhaseTimes> hostPhases;

  // The output's size, from the problem; 0 × 0 without one.
  Dim2 outputSize() const {
    return problem ? Dim2{problem->geometry.outWidth, problem->geometry.outHeight} : Dim2{0, 0};
  }
  // The time of `engine` on this problem in ms; negative until measured.
  double cpuMilliseconds(app::Engine engine) const { return cpuMs.value(engine, -1.0); }
  // A new problem, or a new reason for none.
  bool problemDiffers(const WorkbenchSnapshot& other) const {
    return problem != other.problem || problemStatus.message != other.problemStatus.message;
  }
};

// A part of the window that shows the model: registered once (WorkbenchModel::addViewer), it is
// shown each published snapshot with the one before, and compares them for what it draws.
// It leaves the model's list when it is destroyed. It writes through the model's setters only;
// a setter that changes nothing publishes nothing, so an echo of the shown value is harmless.
class WorkbenchModel;
class WorkbenchViewer {
 public:
  WorkbenchViewer() = default;
  WorkbenchViewer(const WorkbenchViewer&) = delete;
  WorkbenchViewer& operator=(const WorkbenchViewer&) = delete;
  virtual ~WorkbenchViewer();
  virtual void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) = 0;

 private:
  friend class WorkbenchModel;
  WorkbenchModel* m_watched = nullptr;
};

}  // namespace convscope::model
