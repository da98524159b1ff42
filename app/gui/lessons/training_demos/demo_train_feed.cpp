#include "gui/lessons/training_demos/demo_train_feed.h"

#include <QCoreApplication>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/lessons/training_demos/demo_train_step.h"
#include "gui/lessons/training_demos/train_measure.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

double copyMs(const StepMeasurement& m) {
  return m.copyBytes / (pinnedCopyGBs(demoModelGpu()) * 1e9) * 1e3;
}

}  // namespace

QList<gui::TimelinePhase> feedTimeline(const StepMeasurement& m, bool overlapped) {
  const double prepare = m.median.data, copy = copyMs(m);
  const double compute = m.computeMs() / kFeedGpuSpeedup;
  QList<gui::TimelinePhase> t;
  auto add = [&t](int lane, const QString& name, const char* kind, double start, double ms,
                  bool model) {
    t << gui::TimelinePhase{
        lane, name, start, ms, gui::timelinePhaseColor(QString::fromLatin1(kind)), model};
  };
  double cpu = 0, gpu = 0;
  for (int k = 1; k <= kFeedBatches; ++k) {
    add(0,
        QCoreApplication::translate("convscope::lessons::TrainFeedDemo", "prepare (batch %1)")
            .arg(k),
        "convert", cpu, prepare, false);
    cpu += prepare;
    add(0,
        QCoreApplication::translate("convscope::lessons::TrainFeedDemo", "copy (batch %1)").arg(k),
        "upload", cpu, copy, true);
    cpu += copy;
    const double start = std::max(cpu, gpu);
    if (start > gpu)
      add(1, QCoreApplication::translate("convscope::lessons::TrainFeedDemo", "waits"), "wait", gpu,
          start - gpu, false);
    add(1,
        QCoreApplication::translate("convscope::lessons::TrainFeedDemo", "compute (batch %1)")
            .arg(k),
        "kernel", start, compute, true);
    gpu = start + compute;
    // Without workers the CPU waits for the GPU before it prepares the next batch.
    if (!overlapped) {
      add(0, QCoreApplication::translate("convscope::lessons::TrainFeedDemo", "waits"), "wait", cpu,
          gpu - cpu, true);
      cpu = gpu;
    }
  }
  return t;
}

TrainFeedDemo::TrainFeedDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  m_serial = new gui::TimelineStrip(this);
  m_overlapped = new gui::TimelineStrip(this);
  m_serial->setLegendShown(false);
  m_overlapped->setLegendShown(false);  // every bar says its time on it or in the words below
  // Larger than the Speed tab's strips: these two are the chapter's whole figure, read from the
  // back of a room (at 1.0 they filled the top third of a 1920 × 1080 demo area and left the rest
  // empty).
  for (gui::TimelineStrip* strip : {m_serial, m_overlapped}) {
    strip->setFont(gui::uiFont(1.35));
    layout->addWidget(strip);
  }
  m_words = textLabel(QString(), 1.25, false, this);
  layout->addWidget(m_words);
  layout->addStretch(1);
  layout->setSpacing(6);
  m_measuredTag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_measuredTag);
  m_modelTag = sourceTag(Source::Model, QString(), this);
  layout->addWidget(m_modelTag);
  m_measure = new TrainMeasure(this);
  connect(m_measure, &TrainMeasure::done, this, &TrainFeedDemo::refresh);
  refresh();
  m_measure->measure({kStepDemoBatch});
}

bool TrainFeedDemo::isBusy() const {
  return m_measure->isBusy();
}

QString TrainFeedDemo::wordsText() const {
  return m_words->text();
}

void TrainFeedDemo::refresh() {
  const auto m = m_measure->measured(kStepDemoBatch);
  if (m_measure->problem() || !m) {
    const QString why = m_measure->problem()
                            ? missingDatasetText(*m_measure->problem())
                            : tr("Measuring a few training steps on this machine…");
    m_serial->clear(QString());
    m_overlapped->clear(QString());
    m_words->setText(why);
    m_measuredTag->hide();
    m_modelTag->hide();
    return;
  }
  QList<gui::TimelinePhase> serial = feedTimeline(*m, false);
  QList<gui::TimelinePhase> overlapped = feedTimeline(*m, true);
  const double serialEnd = gui::phasesEndMs(serial), overlappedEnd = gui::phasesEndMs(overlapped);
  for (QList<gui::TimelinePhase>* list : {&serial, &overlapped})
    for (gui::TimelinePhase& ph : *list)
      ph.name = QStringLiteral("%1 %2").arg(ph.name, formatSeconds(ph.ms / 1e3));
  m_serial->setPhases(serial, tr("%1 batches one after the other: %2")
                                  .arg(kFeedBatches)
                                  .arg(formatSeconds(serialEnd / 1e3)));
  m_overlapped->setPhases(overlapped,
                          tr("The same with workers, batch k + 1 prepared while k is computed: %1")
                              .arg(formatSeconds(overlappedEnd / 1e3)));
  const double prepare = m->median.data + copyMs(*m);
  const double compute = m->computeMs() / kFeedGpuSpeedup;
  m_words->setText(tr("A batch of %1: %2 to copy. Prepare + copy %3, GPU %4: <b>%5</b>.")
                       .arg(m->batch)
                       .arg(formatBytes(static_cast<double>(m->copyBytes)),
                            formatSeconds(prepare / 1e3), formatSeconds(compute / 1e3),
                            prepare > compute
                                ? tr("the CPU is the bottleneck, the GPU waits")
                                : tr("the GPU is the bottleneck, the data is ready in time")));
  m_measuredTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::MeasuredHere),
               tr("solid: \"prepare\", a step's data part here (shuffle, bytes to floats), batch "
                  "%1, %2 engine, median of %3 steps")
                   .arg(m->batch)
                   .arg(m->engine)
                   .arg(m->steps)
                   .toHtmlEscaped()));
  m_measuredTag->show();
  const ReferenceGpu& gpu = demoModelGpu();
  m_modelTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::Model),
               tr("striped: no GPU here. Copy: the bytes at the %1's pinned %2 GB/s (published); "
                  "compute: this CPU's step ÷ %3, the articles' \"about 20×\" (VGG-16, "
                  "published: 16× to 66×, chapter 16)")
                   .arg(QString::fromStdString(gpu.name))
                   .arg(pinnedCopyGBs(gpu), 0, 'f', 1)
                   .arg(kFeedGpuSpeedup, 0, 'f', 0)
                   .toHtmlEscaped()));
  m_modelTag->show();
}

}  // namespace convscope::lessons
