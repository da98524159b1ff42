#include "gui/panels/gpu_panel.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "common/cuda_reason.h"
#include "common/engine_table.h"
#include "convscope/cpu_info.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "lesson_text/glossary.h"
#include "model/workbench_model.h"
#include "text/number_text.h"

#include "gui/widgets/steady_label.h"

namespace convscope::gui {

using model::GpuRunReport;
using model::GpuSide;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

// "×3.1", and "×0.004" rather than "×0.0" when the GPU side is the slower one (tiny images).
// A ratio of at least 1: "1.3", "42", "1,333".
QString ratio(double r) {
  return r >= 10 ? formatCount(std::llround(r)) : QString::number(r, 'f', 1);
}

}  // namespace

GpuPanel::GpuPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(6);
  auto* row = new QHBoxLayout;
  m_run = new QPushButton(tr("Run on GPU"), this);
  m_run->setObjectName(QStringLiteral("primary"));
  m_run->setToolTip(lessons::glossaryTips(tr("One launch computes every output pixel at once (G)"),
                                          {"launch", "kernel"}));
  m_run->setFocusPolicy(Qt::TabFocus);
  m_run->setMinimumHeight(40);
  m_run->setFont(uiFont(1.15, true));
  row->addWidget(m_run);
  row->addStretch(1);
  layout->addLayout(row);
  m_path = new QLabel(this);
  m_path->setWordWrap(true);
  m_path->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_path->setTextFormat(Qt::RichText);
  m_path->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
  connect(m_path, &QLabel::linkActivated, this, [this] {
    m_showDetail = !m_showDetail;
    showEmulatedBanner();
  });
  layout->addWidget(m_path);
  m_lines = new QLabel(this);
  m_lines->setWordWrap(true);
  m_lines->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_lines->setTextFormat(Qt::RichText);
  m_lines->setToolTip(lessons::glossaryTips(
      {}, {"launch", "grid", "block", "thread", "kernel", "emulated", "speedup"}));
  layout->addWidget(m_lines);
  layout->addStretch(1);
  connect(m_run, &QPushButton::clicked, this, &GpuPanel::runRequested);
  setPath(false, cuda::GpuPath::Emulated, QString());
  refresh();
}

void GpuPanel::setPath(bool known, cuda::GpuPath path, const QString& reason) {
  if (!known) {
    m_path->setObjectName(QString());
    m_path->setText(tr("GPU path: finding out…"));
    m_path->setToolTip(lessons::glossaryTips({}, {"interop", "staged", "emulated"}));
  } else if (path == cuda::GpuPath::Emulated) {
    m_path->setObjectName(QStringLiteral("banner"));
    // The reason in words for everyone, in the window's language; CUDA's own text (the call,
    // file, line and error code) for experts, behind "Show details".
    const app::CudaReason why = app::cudaReasonInWords(reason);
    m_pathDetail = why.detail;
    m_pathHeadline = why.words;
    m_path->setToolTip(lessons::glossaryTips({}, {"emulated", "driver", "cuda"}));
    showEmulatedBanner();
  } else if (path == cuda::GpuPath::Staged) {
    m_path->setObjectName(QStringLiteral("banner"));
    const app::CudaReason why = app::cudaReasonInWords(reason, StatusCode::DeviceError);
    m_path->setText(tr("<b>GPU path: staged</b> (device → host → texture copies) — %1")
                        .arg(why.words.toHtmlEscaped()));
    QString tip = lessons::glossaryTips({}, {"staged", "interop", "vram", "pinned"});
    if (!why.detail.isEmpty())
      tip += QStringLiteral("<p>%1</p>").arg(tr("CUDA said: %1").arg(why.detail).toHtmlEscaped());
    m_path->setToolTip(tip);
  } else {
    m_path->setObjectName(QString());
    m_path->setText(
        tr("<b>GPU path: interop</b> — CUDA writes straight into the texture on "
           "screen (no copies)."));
    m_path->setToolTip(lessons::glossaryTips({}, {"interop", "vram"}));
  }
  // The object name picks the style sheet rule; re-polish to apply it.
  m_path->style()->unpolish(m_path);
  m_path->style()->polish(m_path);
}

void GpuPanel::showEmulatedBanner() {
  // Words a beginner reads first; the CUDA call and error code only behind "Show details".
  QString text =
      tr("<b>No GPU to use on this computer</b> — %1. So ConvScope runs the GPU's program on "
         "the CPU instead (<i>emulated</i>): the picture is exactly what a GPU computes, but "
         "<b>these are not GPU timings</b>.")
          .arg(m_pathHeadline.toHtmlEscaped());
  if (!m_pathDetail.isEmpty()) {
    text += m_showDetail ? QStringLiteral(
                               "<br><a href='details'>%1</a><br><span style='font-size:small; "
                               "color:#6B4E16'>%2</span>")
                               .arg(tr("Hide details"), m_pathDetail.toHtmlEscaped())
                         : QStringLiteral(" <a href='details'>%1</a>").arg(tr("Show details"));
  }
  m_path->setText(text);
}

void GpuPanel::setRunning() {
  m_running = true;
  m_failure.clear();
  refresh();
}

void GpuPanel::bind(WorkbenchModel& model) {
  connect(this, &GpuPanel::runRequested, &model, &WorkbenchModel::requestGpuRun);
  model.addViewer(this);
}

void GpuPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.problemDiffers(before)) setWaiting();
  const GpuSide& gpu = now.gpu;
  const GpuSide& was = before.gpu;
  if (gpu.report && gpu.report != was.report) setReport(*gpu.report);
  // After a report too: a run that starts as the last one ends (a change came meanwhile) shows.
  if (gpu.pathKnown != was.pathKnown || gpu.path != was.path || gpu.pathReason != was.pathReason ||
      gpu.running != was.running || gpu.failure.message != was.failure.message ||
      gpu.report != was.report) {
    setPath(gpu.pathKnown, gpu.path, gpu.pathReason);
    if (!gpu.failure)
      setFailed(gpu.failure);
    else if (gpu.running)
      setRunning();
  }
  if (now.cpuMs != before.cpuMs)
    setCpuTimes(now.cpuMilliseconds(app::referenceEngine()),
                now.cpuMilliseconds(app::baselineEngine()));
}

void GpuPanel::setReport(const GpuRunReport& report) {
  m_running = false;
  m_hasReport = true;
  m_report = report;
  refresh();
}

void GpuPanel::setWaiting() {
  m_running = false;
  m_hasReport = false;
  m_failure.clear();
  refresh();
}

void GpuPanel::setFailed(const Status& status) {
  m_running = false;
  m_failure = QString::fromStdString(status.message);
  refresh();
}

void GpuPanel::setCpuTimes(double referenceMs, double parallelMs) {
  m_referenceMs = referenceMs;
  m_parallelMs = parallelMs;
  refresh();
}

QString GpuPanel::text() const {
  return m_path->text() + QStringLiteral("\n") + m_lines->text();
}

void GpuPanel::refresh() {
  if (!m_failure.isEmpty()) {
    m_lines->setText(QStringLiteral("<span style='color:#B00020'><b>%1</b> %2</span>")
                         .arg(tr("The GPU run failed:"), m_failure.toHtmlEscaped()));
    return;
  }
  if (m_running) {
    m_lines->setText(tr("Running…"));
    return;
  }
  if (!m_hasReport) {
    m_lines->setText(tr("Press <b>Run on GPU</b>: one launch, one thread per output pixel."));
    return;
  }
  const GpuRunReport& r = m_report;
  const LaunchGeometry& g = r.launch;
  QStringList lines;
  lines << tr("One launch: %1 × %2 blocks of %3 × %4 threads = %5 threads for %6 pixels")
               .arg(g.grid.x)
               .arg(g.grid.y)
               .arg(g.block.x)
               .arg(g.block.y)
               .arg(formatCount(g.totalThreads()), formatCount(g.activeThreads()));
  double ms = 0;
  if (r.emulated()) {
    ms = r.emulatedMs;
    lines << tr("<b>Emulation</b> on %1 CPU threads: %2 "
                "(CPU wall clock, <b>not a GPU timing</b>)")
                 .arg(r.emulationWorkers)
                 .arg(formatDuration(ms));
  } else {
    ms = r.timings.kernelMs;
    lines << tr("<b>Kernel</b>: %1 (CUDA events)").arg(formatDuration(r.timings.kernelMs));
    if (r.path == cuda::GpuPath::Interop)
      lines << tr("Map: %1 · unmap: %2 · input upload: %3")
                   .arg(formatDuration(r.timings.mapMs), formatDuration(r.timings.unmapMs),
                        formatDuration(r.timings.uploadMs));
    else
      lines << tr("Input upload: %1 · download: %2 · texture upload: %3")
                   .arg(formatDuration(r.timings.uploadMs), formatDuration(r.timings.downloadMs),
                        formatDuration(r.timings.textureUploadMs));
  }
  // No rate from a time near the clock's resolution ("1 µs · 536 Mpx/s" for 784 pixels).
  if (ms >= kShortestRatedMs)
    lines << app::withUnit(formatMegapixelsPerSecond(r.pixels, ms), QStringLiteral("Mpx/s"));
  // A speed-up as the glossary defines it, the slower time over the faster, so never "×0.0007":
  // where the CPU wins, the GPU side is that many times slower.
  // Within 5 % either way the two are as fast as each other: "×1.0 faster" says nothing.
  const auto against = [ms](double cpuMs, const QString& faster, const QString& slower,
                            const QString& same) {
    const double r = cpuMs / ms;
    if (r >= 1.0 / 1.05 && r <= 1.05) return same;
    return r > 1 ? faster.arg(ratio(r)) : slower.arg(ratio(1 / r));
  };
  QStringList speedups;
  if (m_referenceMs > 0 && ms > 0)
    speedups << against(m_referenceMs, tr("×%1 faster than the reference loop"),
                        tr("×%1 slower than the reference loop"),
                        tr("as fast as the reference loop"));
  if (m_parallelMs > 0 && ms > 0)
    speedups << against(m_parallelMs, tr("×%1 faster than the parallel CPU"),
                        tr("×%1 slower than the parallel CPU"), tr("as fast as the parallel CPU"));
  if (!speedups.isEmpty()) {
    QString s = tr("Speed-up: %1").arg(speedups.join(QStringLiteral(" · ")));
    if (r.emulated()) s += tr(" (emulation, not a GPU)");
    lines << s;
  }
  m_lines->setText(lines.join(QStringLiteral("<br>")));
}

}  // namespace convscope::gui
