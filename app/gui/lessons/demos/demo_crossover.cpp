#include "gui/lessons/demos/demo_crossover.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "gui/panels/speed/sweep_job.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

// The session's one sweep per kernel: a second visit to the chapter shows the figures of the
// first instead of new ones that differ by the machine's noise (a teacher going back to a slide
// finds it as it was). The Speed tab is where to measure again. Touched on the GUI thread only.
struct LastCrossoverSweep {
  decltype(Kernel::weights) weights{};
  std::optional<convscope::speed::SweepResult> result;
};

LastCrossoverSweep& lastCrossoverSweep() {
  static LastCrossoverSweep last;
  return last;
}

const ReferenceGpu& modelGpu() {
  return referenceGpus()[1];  // a current consumer card, what a student may own
}

class Chart : public QWidget {
 public:
  Chart(const CrossoverDemo* demo, QWidget* parent) : QWidget(parent), m_demo(demo) {
    setMinimumSize(300, 200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    const auto& rows = m_demo->rows();
    if (rows.isEmpty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFont font = gui::uiFont(0.95);
    p.setFont(font);
    const QFontMetrics fm(font);
    const double left = fm.horizontalAdvance(QStringLiteral("100.0 ms")) + 14;
    const double right = fm.horizontalAdvance(QStringLiteral("2048²")) / 2.0 + 6;
    const QRectF plot(left, fm.height(), width() - left - right, height() - 3.5 * fm.height());
    double lo = 1e9, hi = 0;
    for (const auto& r : rows)
      for (double t : {r.cpuSeconds, r.referenceSeconds, r.kernelSeconds, r.copiesSeconds}) {
        lo = std::min(lo, t);
        hi = std::max(hi, t);
      }
    const double yLo = std::floor(std::log10(lo)), yHi = std::ceil(std::log10(hi));
    const double xLo = std::log2(rows.first().side), xHi = std::log2(rows.last().side);
    auto at = [&](int side, double t) {
      const double x =
          plot.left() + (std::log2(side) - xLo) / std::max(1e-9, xHi - xLo) * plot.width();
      const double y =
          plot.bottom() - (std::log10(t) - yLo) / std::max(1e-9, yHi - yLo) * plot.height();
      return QPointF(x, y);
    };
    p.setPen(QPen(QColor(0xD1, 0xD5, 0xDB), 1));
    for (double e = yLo; e <= yHi; e += 1) {
      const double y = plot.bottom() - (e - yLo) / std::max(1e-9, yHi - yLo) * plot.height();
      p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
      p.setPen(gui::colours::muted());
      p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 6, fm.height()),
                 Qt::AlignRight | Qt::AlignVCenter, formatSeconds(std::pow(10.0, e)));
      p.setPen(QPen(QColor(0xD1, 0xD5, 0xDB), 1));
    }
    p.setPen(gui::colours::muted());
    for (const auto& r : rows) {
      const QPointF x = at(r.side, std::pow(10.0, yLo));
      p.drawText(QRectF(x.x() - 40, plot.bottom() + 4, 80, fm.height()), Qt::AlignCenter,
                 QString::number(r.side) + QStringLiteral("²"));
    }
    p.drawText(
        QRectF(plot.left(), plot.bottom() + fm.height() + 6, plot.width(), fm.height()),
        Qt::AlignCenter,
        QCoreApplication::translate("convscope::lessons::CrossoverDemo", "image side (pixels)"));
    struct Series {
      double CrossoverRow::*field;
      QColor colour;
      Qt::PenStyle style;
      QString name;
    };
    const bool recorded = m_demo->cpuRecorded();
    const Series series[] = {
        {&CrossoverRow::cpuSeconds, gui::colours::kCpu, Qt::SolidLine,
         recorded ? QCoreApplication::translate("convscope::lessons::CrossoverDemo",
                                                "CPU, all cores (recorded on a quiet machine)")
                  : QCoreApplication::translate("convscope::lessons::CrossoverDemo",
                                                "CPU, all cores (measured here)")},
        {&CrossoverRow::referenceSeconds, QColor(0x7C, 0x2D, 0x12), Qt::DashDotLine,
         recorded ? QCoreApplication::translate(
                        "convscope::lessons::CrossoverDemo",
                        "CPU, one core, plain loop (recorded on a quiet machine)")
                  : QCoreApplication::translate("convscope::lessons::CrossoverDemo",
                                                "CPU, one core, plain loop (measured here)")},
        {&CrossoverRow::copiesSeconds, gui::colours::kGpu, Qt::DotLine,
         QCoreApplication::translate("convscope::lessons::CrossoverDemo",
                                     "GPU with copies there and back (model)")},
        {&CrossoverRow::kernelSeconds, gui::colours::kGpu, Qt::DashLine,
         QCoreApplication::translate("convscope::lessons::CrossoverDemo",
                                     "GPU kernel alone, data already on the card (model)")},
    };
    int legendY = static_cast<int>(plot.top()) + 4;
    for (const Series& s : series) {
      QPainterPath path;
      for (int i = 0; i < rows.size(); ++i) {
        const QPointF pt = at(rows[i].side, rows[i].*s.field);
        i == 0 ? path.moveTo(pt) : path.lineTo(pt);
      }
      p.setPen(QPen(s.colour, 4, s.style, Qt::RoundCap));
      p.setBrush(Qt::NoBrush);
      p.drawPath(path);
      if (s.style == Qt::SolidLine) {
        p.setBrush(s.colour);
        for (const auto& r : rows) p.drawEllipse(at(r.side, r.*s.field), 5, 5);
      }
      p.setPen(QPen(s.colour, 4, s.style));
      p.drawLine(QPointF(plot.left() + 12, legendY + fm.height() / 2.0),
                 QPointF(plot.left() + 52, legendY + fm.height() / 2.0));
      p.setPen(gui::colours::text());
      p.drawText(QPointF(plot.left() + 60, legendY + fm.ascent()), s.name);
      legendY += fm.height() + 4;
    }
  }

 private:
  const CrossoverDemo* m_demo;
};

}  // namespace

convscope::speed::Config crossoverSweepConfig(const Kernel& kernel) {
  convscope::speed::Config config;
  config.sizes = {16, 32, 64, 128, 256, 512, 1024, 2048};
  config.kernel = kernel;
  config.gpuModel = QString::fromStdString(modelGpu().name);
  config.forceModel = true;    // the chapter shows the model, and says so
  config.budgetMsPerRow = 40;  // a chapter, not a benchmark: a few seconds in all
  return config;
}

QList<CrossoverRow> crossoverRows(const convscope::speed::SweepResult& result) {
  QList<CrossoverRow> rows;
  for (int side : result.sides()) {
    const auto* cpu = result.find(side, QStringLiteral("parallel"));
    const auto* reference = result.find(side, QStringLiteral("reference"));
    const auto* kernel = result.find(side, QStringLiteral("gpu-kernel"));
    const auto* copies = result.find(side, QStringLiteral("gpu-pinned"));
    if (!cpu || !reference || !kernel || !copies) continue;
    rows << CrossoverRow{side, cpu->medianMs / 1e3, reference->medianMs / 1e3,
                         kernel->medianMs / 1e3, copies->medianMs / 1e3};
  }
  return rows;
}

CrossoverDemo::CrossoverDemo(QWidget* parent) : LessonDemo(parent) {
  // The sweep runs on the Speed tab's job (a worker thread), never on the GUI thread.
  m_job = new gui::speed_tab::SweepJob(this);
  connect(
      m_job, &gui::speed_tab::SweepJob::finished, this,
      [this](const gui::speed_tab::SweepOutcome& outcome) {
        if (m_restart) {  // the window's kernel changed while this sweep ran
          m_restart = false;
          m_waiting = m_job->start(crossoverSweepConfig(m_context.kernel), false);
          return;
        }
        m_waiting = false;
        // Cancelled for a kernel whose sweep the session already has: shown by setContext.
        if (outcome.result.cancelled) return;
        if (outcome.status) {
          lastCrossoverSweep() = {m_context.kernel.weights, outcome.result};
          setSweepResult(outcome.result);
        } else {
          m_words->setText(
              tr("The measurement failed: %1").arg(QString::fromStdString(outcome.status.message)));
        }
      });
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(8);
  m_chart = new Chart(this, this);
  m_words = textLabel(QString(), 1.15, false, this);
  const ReferenceGpu& gpu = modelGpu();
  layout->addWidget(m_chart, 1);
  layout->addWidget(m_words);
  layout->addWidget(
      sourceTag(Source::Model,
                tr("%1: launch %2 + bytes ÷ %3 GB/s memory; each copy %4 + bytes ÷ %5 GB/s "
                   "(pinned: 80 % of %6's %7 GB/s). Bandwidths published; launch, copy set-up "
                   "and the pinned share assumed (the Speed tab's model)")
                    .arg(QString::fromStdString(gpu.name), formatSeconds(modelLaunchSeconds()))
                    .arg(gpu.memoryBandwidthGBs)
                    .arg(formatSeconds(modelCopyLatencySeconds()))
                    .arg(pinnedCopyGBs(gpu))
                    .arg(QString::fromStdString(gpu.pcie))
                    .arg(gpu.pciePeakGBs),
                this));
  m_measuredTag =
      sourceTag(Source::MeasuredHere,
                tr("CPU: ConvScope's parallel engine and its plain loop, timed by the Speed "
                   "tab's sweep with a chapter's budget: the median of the runs that fit about "
                   "%1 ms per size, at least 3 (the Speed tab and convscope sweep give each size "
                   "about %2 ms); the crossover is found as there, against the parallel engine")
                    .arg(crossoverSweepConfig(Kernel{}).budgetMsPerRow)
                    .arg(convscope::speed::Config{}.budgetMsPerRow),
                this);
  layout->addWidget(m_measuredTag);
  // Filled when a busy machine's figures give way to the shipped quiet sweep.
  m_recordedTag = sourceTag(Source::Recorded, QString(), this);
  m_recordedTag->hide();
  layout->addWidget(m_recordedTag);
}

CrossoverDemo::~CrossoverDemo() = default;  // the job (a child) cancels and waits

void CrossoverDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  if (m_sweptWeights && *m_sweptWeights == context.kernel.weights) return;
  m_job->cancel();
  m_sweptWeights = context.kernel.weights;
  if (const LastCrossoverSweep& last = lastCrossoverSweep();
      last.result && last.weights == context.kernel.weights) {
    m_waiting = m_restart = false;
    setSweepResult(*last.result);
    return;
  }
  m_rows.clear();
  m_lines.clear();
  m_words->setText(tr("Measuring this CPU at 16 × 16 … 2048 × 2048 pixels …"));
  m_chart->update();
  // A sweep still stopping refuses the start: its finished signal starts this one.
  m_waiting = m_job->start(crossoverSweepConfig(context.kernel), false);
  m_restart = !m_waiting;
}

bool CrossoverDemo::isBusy() const {
  return m_waiting || m_restart;
}

std::optional<Crossover> CrossoverDemo::crossover(bool withCopies) const {
  const QString series = withCopies ? QStringLiteral("gpu-pinned") : QStringLiteral("gpu-kernel");
  for (const auto& line : m_lines)
    if (line.series == series) return line.crossover;
  return std::nullopt;
}

QString CrossoverDemo::words() const {
  return m_words->text();
}

void CrossoverDemo::setSweepResult(const convscope::speed::SweepResult& result) {
  auto tooBusy = [](const std::optional<Crossover>& c) {
    return c && c->kind == Crossover::Kind::TooBusyToTell;
  };
  // A CPU row core's rule does not trust makes no crossover here: the sweep recorded on a quiet
  // machine stands in for this CPU, named as such, against the same model rows.
  m_quiet.reset();
  m_lines = convscope::speed::crossovers(result);
  if (tooBusy(crossover(false)) || tooBusy(crossover(true))) {
    if (auto quiet = convscope::speed::quietCpuSweep()) m_quiet = *quiet;
  }
  const convscope::speed::SweepResult shown =
      m_quiet ? convscope::speed::withQuietCpuRows(result, *m_quiet) : result;
  m_rows = crossoverRows(shown);
  m_lines = convscope::speed::crossovers(shown);
  m_measuredTag->setVisible(!m_quiet);
  m_recordedTag->setVisible(m_quiet.has_value());
  if (m_quiet) {
    const QString detail = tr("CPU: the sweep of %1, recorded on %2 when nothing else ran (%3)")
                               .arg(m_quiet->cpu, m_quiet->date, m_quiet->command);
    m_recordedTag->setText(
        QStringLiteral("<b>%1</b> · %2")
            .arg(sourceName(Source::Recorded).toHtmlEscaped(), detail.toHtmlEscaped()));
  }
  const QString gpu = QString::fromStdString(modelGpu().name);
  const int largest = m_rows.isEmpty() ? 0 : m_rows.last().side;
  auto wins = [](const std::optional<Crossover>& c) {
    return c && (c->kind == Crossover::Kind::WinsFrom || c->kind == Crossover::Kind::AlwaysWins);
  };
  const std::optional<Crossover> kernel = crossover(false);
  const std::optional<Crossover> copies = crossover(true);
  if (tooBusy(kernel) || tooBusy(copies)) {
    m_words->setText(
        tr("The machine was too busy to tell: other programs held the CPU while it was timed, so "
           "its figures are not trusted and no crossover is stated. Close them and run the sweep "
           "again."));
    m_chart->update();
    return;
  }
  const QString cpu = m_quiet ? tr("that CPU") : tr("this CPU");
  QString words;
  if (wins(kernel))
    words = tr("With the data already on the card, the modelled %1 beats %3 from <b>%2 × %2</b> "
               "pixels on; below that, the launch alone takes longer than the CPU's whole run.")
                .arg(gpu)
                .arg(kernel->fromSide)
                .arg(cpu);
  else
    words = tr("Even with the data on the card, the modelled %1 does not beat %3 up to %2 × %2.")
                .arg(gpu)
                .arg(largest)
                .arg(cpu);
  if (m_quiet)
    words = tr("%1 %2", "two sentences, one after the other")
                .arg(tr("This machine was too busy to be measured now (other programs held the "
                        "CPU), so the CPU lines are a sweep recorded on a quiet machine: %1, %2, "
                        "not measured now.")
                         .arg(m_quiet->cpu, m_quiet->date),
                     words);
  // Chinese sentences follow "。" with no space: the joiner is translated too.
  const QString copiesWords =
      wins(copies) ? tr("With the copies there and back, it wins from <b>%1 × %1</b> on.")
                         .arg(copies->fromSide)
                   : tr("With the copies there and back it <b>never</b> wins for one 3 × 3 "
                        "filter: moving a pixel over PCIe costs more than computing it.");
  words = tr("%1 %2", "two sentences, one after the other").arg(words, copiesWords);
  // Where the parallel engine is slower than one core, say why, or the chart looks wrong.
  int slowerUpTo = 0;
  for (const CrossoverRow& row : m_rows)
    if (row.cpuSeconds > row.referenceSeconds && row.referenceSeconds > 0) slowerUpTo = row.side;
  if (slowerUpTo > 0)
    words += tr(" Up to about %1 × %1 the “all cores” line lies above the one-core line: "
                "starting the threads costs more than the little work they share.")
                 .arg(slowerUpTo);
  m_words->setText(words);
  m_chart->update();
}

}  // namespace convscope::lessons
