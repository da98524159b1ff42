#include "gui/lessons/training_demos/demo_train_batch.h"

#include <QVBoxLayout>

#include "convscope/train/memory.h"
#include "gui/lessons/training_demos/train_measure.h"
#include "gui/panels/layer/time_bars.h"

namespace convscope::lessons {

namespace {

constexpr long long kTrainImages = 60000;
constexpr double kCardBytes = 24.0 * 1024 * 1024 * 1024;

long long stepsPerEpoch(int batch) {
  return (kTrainImages + batch - 1) / batch;
}

}  // namespace

std::vector<int> batchDemoMeasured() {
  return {16, 64, 256};
}

std::vector<int> batchDemoMemory() {
  return {1, 16, 64, 256, 1024};
}

TrainBatchDemo::TrainBatchDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  m_rate = new gui::TimeBars(this);
  layout->addWidget(m_rate);
  m_memory = new gui::TimeBars(this);
  layout->addWidget(m_memory);
  m_words = textLabel(QString(), 1.2, false, this);
  layout->addWidget(m_words);
  layout->addStretch(1);
  m_measuredTag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_measuredTag);
  m_computedTag = sourceTag(
      Source::Computed,
      tr("activations: the train room's count of the buffers the forward pass keeps "
         "(train::activationBytes: input, both convolutions after ReLU, both pooled maps and "
         "their indices, the probabilities); steps: ⌈60,000 ÷ batch⌉"),
      this);
  layout->addWidget(m_computedTag);
  // The memory is counted, not measured: it is there from the start.
  std::vector<gui::TimeBar> bytes;
  for (int b : batchDemoMemory()) {
    const double v = static_cast<double>(train::activationBytes(b));
    bytes.push_back({tr("batch %1").arg(b), v, QColor(0x6D, 0x28, 0xD9), formatBytes(v)});
  }
  m_memory->setGroups({{tr("Activations kept for the backward pass (computed)"), bytes}});
  m_measure = new TrainMeasure(this);
  connect(m_measure, &TrainMeasure::done, this, &TrainBatchDemo::refresh);
  refresh();
  m_measure->measure(batchDemoMeasured());
}

bool TrainBatchDemo::isBusy() const {
  return m_measure->isBusy();
}

QString TrainBatchDemo::wordsText() const {
  return m_words->text();
}

QString TrainBatchDemo::sourceText() const {
  return m_measuredTag->text();
}

void TrainBatchDemo::refresh() {
  const double perImage = static_cast<double>(train::activationBytes(1));
  QString steps;
  for (int b : batchDemoMeasured())
    steps += (steps.isEmpty() ? QString() : QStringLiteral(" · ")) +
             tr("%1 steps at %2").arg(formatCount(stepsPerEpoch(b))).arg(b);
  const QString memoryWords =
      tr("An epoch of 60,000 images: %1. The activations grow in a straight line, %2 per image: "
         "a 24 GiB card would hold those of about %3 images of this small CNN.")
          .arg(steps, formatBytes(perImage),
               formatCount(static_cast<long long>(kCardBytes / perImage)));
  if (m_measure->problem()) {
    m_rate->setGroups({});
    m_words->setText(missingDatasetText(*m_measure->problem()) + QStringLiteral("<br>") +
                     memoryWords);
    m_measuredTag->hide();
    return;
  }
  std::vector<gui::TimeBar> rates;
  QString engine;
  int threads = 0, timed = 0;
  for (int b : batchDemoMeasured()) {
    const auto m = m_measure->measured(b);
    if (!m) continue;
    const double r = m->imagesPerSecond();
    rates.push_back({tr("batch %1").arg(b), r, QColor(0x1D, 0x4E, 0xD8),
                     tr("%1/s").arg(formatCount(static_cast<long long>(r + 0.5)))});
    engine = m->engine;
    threads = m->threads;
    timed = m->steps;
  }
  if (rates.size() < batchDemoMeasured().size()) {
    m_rate->setGroups({});
    m_words->setText(tr("Measuring training steps at batch 16, 64 and 256 on this machine…") +
                     QStringLiteral("<br>") + memoryWords);
    m_measuredTag->hide();
    return;
  }
  m_rate->setGroups({{tr("Images per second, a whole training step (measured here)"), rates}});
  // What the measurement shows, said as it came out (a busy machine is noisy).
  const double first = rates.front().ms, last = rates.back().ms;
  const QString trend =
      last > first * 1.1
          ? tr("Here the rate rises with the batch: each call has more work for its overhead.")
          : tr("Here the rate does not rise: a batch of 16 already keeps this CPU's %1 threads "
               "busy (and larger ones spill out of the caches). A GPU's thousands of cores need "
               "far larger batches to fill.")
                .arg(threads);
  m_words->setText(trend + QStringLiteral("<br>") + memoryWords);
  m_measuredTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::MeasuredHere),
               tr("this CPU: the train room's %1 engine, %2 threads, the median of %3 steps at "
                  "each batch; no GPU")
                   .arg(engine)
                   .arg(threads)
                   .arg(timed)
                   .toHtmlEscaped()));
  m_measuredTag->show();
}

}  // namespace convscope::lessons
