// The GPU side: one launch computes the whole output into the GL_R32F texture of the output
// surface (model/output_surface.h: the window's output view, or a test's fake), by interop or
// staged copies through cuda::GlOutputWriter, or, with no usable CUDA device, by core's emulated
// GPU on CPU threads (off the GUI thread) followed by a texture upload.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <optional>

#include "convscope/channel.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/launch_geometry.h"
#include "convscope/problem.h"
#include "convscope/status.h"
#include "model/gpu_report.h"
#include "model/jobs/gpu_path.h"
#include "model/view_draw_timing.h"

namespace convscope::model {

class JobQueue;
class OutputSurface;

class GpuRunner : public QObject {
  Q_OBJECT
 public:
  GpuRunner(OutputSurface* output, JobQueue* queue, QObject* parent = nullptr);
  ~GpuRunner() override;

  // A new input, kernel or parameters: the model's problem on `input` (null: none, and the
  // surface is cleared), copied; the output surface takes its size and waits for the next run.
  void setProblem(std::shared_ptr<const Channel> input, const ConvProblem* problem);
  // The model's launch for that problem and its block (none: why not, and a run fails with it).
  void setLaunch(std::shared_ptr<const LaunchGeometry> launch, Status whyNone);
  // CUDA paths: run the recording kernel (SM id, start and end of each block) for the overlay's
  // "who ran it" colours and the replay. Off by default: recording costs a little kernel time.
  // Returns whether the wish changed. The emulated GPU always records (it costs nothing).
  bool setRecordBlocks(bool on);

  // Launches once. Returns false (and emits failed) when it cannot start. The model calls it
  // only with an input and a problem.
  bool run();
  bool busy() const { return m_busy; }
  bool hasResult() const { return m_hasResult; }
  bool pathKnown() const { return m_attached && m_path != nullptr; }
  cuda::GpuPath path() const { return m_path ? m_path->kind() : cuda::GpuPath::Emulated; }
  QString reason() const { return QString::fromStdString(m_writer.reason()); }
  const GpuRunReport& lastReport() const { return m_report; }
  // The output view's draw timing with the facts of the current path filled in (hostUploaded,
  // pathLabel), for readers that must not decide by path (the Speed tab).
  ViewDrawTiming describeDraw(ViewDrawTiming timing) const;

 signals:
  void pathChanged();
  void started();
  void finished(const convscope::model::GpuRunReport& report);
  void failed(const convscope::Status& status);

 private:
  void attach(unsigned int texture, int width, int height);
  void detach();

  QPointer<OutputSurface> m_surface;
  cuda::GlOutputWriter m_writer;
  bool m_attached = false;
  bool m_inputChanged = true;
  std::shared_ptr<const Channel> m_input;          // keeps the problem's input alive
  std::optional<ConvProblem> m_problem;            // the model's, made once per change
  std::shared_ptr<const LaunchGeometry> m_launch;  // the model's, made once per problem or block
  Status m_launchStatus;
  bool m_recordBlocks = false;
  bool m_busy = false;
  bool m_hasResult = false;
  GpuRunReport m_report;
  JobQueue* m_queue;
  std::unique_ptr<GpuPathRunner> m_path;  // chosen when the surface's texture is made
};

}  // namespace convscope::model
