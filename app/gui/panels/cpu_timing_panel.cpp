#include "gui/panels/cpu_timing_panel.h"

#include <thread>

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "convscope/cpu_info.h"
#include "convscope/cpu_trust.h"
#include "convscope/engines.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "lesson_text/glossary.h"
#include "model/workbench_model.h"
#include "text/number_text.h"

#include "gui/widgets/steady_label.h"

namespace convscope::gui {

using model::CpuRunState;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

CpuTimingPanel::CpuTimingPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_lines = new SteadyLabel(this);
  m_lines->setToolTip(lessons::glossaryTips({}, {"reference", "engine", "core", "simd"}));
  layout->addWidget(m_lines);
  auto* row = new QHBoxLayout;
  m_progress = new QProgressBar(this);
  m_progress->setRange(0, 1000);
  m_progress->setTextVisible(true);
  m_cancel = new QPushButton(tr("Cancel"), this);
  m_cancel->setFocusPolicy(Qt::TabFocus);
  m_cancel->setToolTip(tr("Stop measuring the full-image CPU runs"));
  row->addWidget(m_progress, 1);
  row->addWidget(m_cancel);
  // Hidden, they keep their room: a layout change resizes the GL views, and each resize
  // repaints every view, a long stall at 4096² under software GL.
  for (QWidget* w : {static_cast<QWidget*>(m_progress), static_cast<QWidget*>(m_cancel)}) {
    QSizePolicy policy = w->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    w->setSizePolicy(policy);
  }
  layout->addLayout(row);
  connect(m_cancel, &QPushButton::clicked, this, &CpuTimingPanel::cancelRequested);
  setIdle();
}

void CpuTimingPanel::bind(WorkbenchModel& model) {
  connect(this, &CpuTimingPanel::cancelRequested, &model, &WorkbenchModel::cancelCpuRuns);
  model.addViewer(this);
}

void CpuTimingPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (!(now.cpuRun == before.cpuRun)) {
    const CpuRunState& run = now.cpuRun;
    switch (run.end) {
      case CpuRunState::End::Running:
        setProgress(run.engine, run.fraction);
        break;
      case CpuRunState::End::Finished:
        setIdle();
        break;
      case CpuRunState::End::Cancelled:
        setStopped(tr("Measurement cancelled."));
        break;
      case CpuRunState::End::Failed:
        setFailed(run.failure);
        break;
    }
  }
  if (now.cpuMs != before.cpuMs) {
    m_ms.clear();
    for (app::Engine engine : app::workbenchEngines())
      if (now.cpuMilliseconds(engine) >= 0) m_ms.insert(engine, now.cpuMilliseconds(engine));
    refresh();
  }
  if (now.problemDiffers(before)) {
    if (now.problem)
      reset(static_cast<long long>(now.outputSize().x) * now.outputSize().y);
    else
      setStopped(QString::fromStdString(now.problemStatus.message));
  }
}

void CpuTimingPanel::reset(long long pixels) {
  m_pixels = pixels;
  // About the longest these lines get, for any size: room for them is kept from the start.
  QHash<app::Engine, double> longest;
  for (app::Engine engine : app::workbenchEngines())
    longest.insert(engine, engine->threaded ? 0.01234 : 999.99);
  m_lines->setSample(linesText(99'999'999, longest));
  m_ms.clear();
  m_stopped.clear();
  m_progress->setValue(0);
  m_progress->setFormat(tr("measuring the full-image CPU runs… %p%"));
  m_progress->show();
  m_cancel->show();
  refresh();
}

void CpuTimingPanel::setProgress(app::Engine engine, double fraction) {
  m_progress->setFormat(tr("%1… %p%").arg(app::engineLabel(engine)));
  m_progress->setValue(static_cast<int>(fraction * 1000));
}

void CpuTimingPanel::setTime(app::Engine engine, double ms) {
  if (ms < 0)
    m_ms.remove(engine);
  else
    m_ms.insert(engine, ms);
  refresh();
}

void CpuTimingPanel::setStopped(const QString& why) {
  m_stopped = why;
  setIdle();
}

void CpuTimingPanel::setFailed(const Status& status) {
  setStopped(QString::fromStdString(status.message));
}

void CpuTimingPanel::setIdle() {
  m_progress->hide();
  m_cancel->hide();
  refresh();
}

QString CpuTimingPanel::text() const {
  return m_lines->text();
}

QString CpuTimingPanel::linesText(long long pixels, const QHash<app::Engine, double>& times) const {
  static const CpuInfo cpu = cpuInfo();
  auto line = [&](const QString& name, double ms) {
    if (ms < 0) return tr("<b>%1</b>: not measured yet").arg(name);
    // Plain text, not a monospace span: there the unit's no-break space is a whole cell wide
    // ("6  µs"). No rate from a time near the clock's resolution ("1 µs · 536 Mpx/s").
    if (ms < kShortestRatedMs)
      return tr("<b>%1</b>: %2 for the whole image").arg(name, formatDuration(ms));
    return tr("<b>%1</b>: %2 for the whole image · %3")
        .arg(name, formatDuration(ms),
             app::withUnit(formatMegapixelsPerSecond(static_cast<double>(pixels), ms),
                           QStringLiteral("Mpx/s")));
  };
  // One line per engine in the table's order, each named with the threads it runs on.
  QStringList lines;
  for (app::Engine engine : app::engines()) {
    if (!engine->workbench || engine->side != app::EngineSide::Cpu) continue;
    const QString name = engine->threaded ? tr("%1 (%2 threads, %3)")
                                                .arg(app::engineLabel(engine))
                                                .arg(cpu.openmpThreads)
                                                .arg(QString::fromStdString(cpu.simd))
                                          : tr("%1 (1 thread)").arg(app::engineLabel(engine));
    lines << line(name, times.value(engine, -1.0));
  }
  return lines.join(QStringLiteral("<br>"));
}

void CpuTimingPanel::refresh() {
  QString html = linesText(m_pixels, m_ms);
  // Core's rule, as bench and sweep mark their rows: a parallel run (on threads from the size
  // where the engine uses them) slower than the loop on one thread means its threads were held
  // back, so say so rather than show a wrong order.
  const double referenceMs = time(app::referenceEngine());
  const double parallelMs = time(app::baselineEngine());
  CpuRowEvidence parallel;
  parallel.medianMs = parallelMs;
  parallel.multiThreaded = m_pixels >= kMinPixelsForThreads && defaultThreadCount() > 1;
  parallel.singleThreadMs = referenceMs;
  const bool busy = parallelMs > 0 && referenceMs > 0 && !trusted(parallel);
  if (busy)
    html += QStringLiteral("<br><span style='color:%2'>%1</span>")
                .arg(tr("The parallel engine reads slower than one thread: this computer looks "
                        "busy, so the two times are not a fair comparison. They are measured "
                        "again at the next change of image or kernel."),
                     colours::warn().name());
  if (!m_stopped.isEmpty())
    html += QStringLiteral("<br><span style='color:%2'>%1</span>")
                .arg(m_stopped.toHtmlEscaped(), colours::warn().name());
  m_lines->setText(html);
}

}  // namespace convscope::gui
