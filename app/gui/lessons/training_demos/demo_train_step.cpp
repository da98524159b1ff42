#include "gui/lessons/training_demos/demo_train_step.h"

#include <QVBoxLayout>

#include "gui/lessons/training_demos/train_measure.h"
#include "gui/panels/layer/time_bars.h"

namespace convscope::lessons {

TrainStepDemo::TrainStepDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(textLabel(
      tr("One training step of the small CNN, batch of %1").arg(kStepDemoBatch), 1.3, true, this));
  m_bars = new gui::TimeBars(this);
  layout->addWidget(m_bars);
  m_verdict = textLabel(QString(), 1.3, false, this);
  layout->addWidget(m_verdict);
  layout->addStretch(1);
  m_tag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_tag);
  m_measure = new TrainMeasure(this);
  connect(m_measure, &TrainMeasure::done, this, &TrainStepDemo::refresh);
  refresh();
  m_measure->measure({kStepDemoBatch});
}

bool TrainStepDemo::isBusy() const {
  return m_measure->isBusy();
}

QString TrainStepDemo::verdictText() const {
  return m_verdict->text();
}

QString TrainStepDemo::sourceText() const {
  return m_tag->text();
}

void TrainStepDemo::refresh() {
  if (m_measure->problem()) {
    m_bars->setGroups({});
    m_verdict->setText(missingDatasetText(*m_measure->problem()));
    m_tag->hide();
    return;
  }
  const auto m = m_measure->measured(kStepDemoBatch);
  if (!m) {
    m_bars->setGroups({});
    m_verdict->setText(tr("Measuring a few training steps on this machine…"));
    m_tag->hide();
    return;
  }
  const train::StepTimes& t = m->median;
  auto bar = [](const QString& name, double ms, QColor colour) {
    return gui::TimeBar{name, ms, colour, formatSeconds(ms / 1e3)};
  };
  m_bars->setGroups({{tr("measured here, the median of %1 steps").arg(m->steps),
                      {bar(tr("data"), t.data, QColor(0x64, 0x74, 0x8B)),
                       bar(tr("forward"), t.forward, QColor(0x25, 0x63, 0xEB)),
                       bar(tr("backward-data"), t.backwardData, QColor(0xD9, 0x77, 0x06)),
                       bar(tr("backward-weights"), t.backwardWeights, QColor(0xB9, 0x1C, 0x1C)),
                       bar(tr("update"), t.update, QColor(0x04, 0x78, 0x57))}}});
  const double rest = t.backwardData + t.backwardWeights + t.update;
  const double ratio = t.forward > 0 ? rest / t.forward : 0;
  m_verdict->setText(
      tr("(backward-data + backward-weights + update) ÷ forward = (%1 + %2 + %3) ÷ %4 = "
         "<b>%5</b><br>A whole step: %6, %7 images per second.<br>The text counts "
         "multiplications: backward about 2 × forward. A measured ratio differs: this network's "
         "first convolution computes no backward-data (the image needs no gradient), and a time "
         "is not a count.")
          .arg(formatSeconds(t.backwardData / 1e3), formatSeconds(t.backwardWeights / 1e3),
               formatSeconds(t.update / 1e3), formatSeconds(t.forward / 1e3))
          .arg(ratio, 0, 'f', 1)
          .arg(formatSeconds(t.total() / 1e3))
          .arg(formatCount(static_cast<long long>(m->imagesPerSecond() + 0.5))));
  m_tag->setText(QStringLiteral("<b>%1</b> · %2")
                     .arg(sourceName(Source::MeasuredHere),
                          tr("this CPU: the train room's %1 engine, %2 threads, batch %3, the "
                             "median of %4 steps after one warm-up step; no GPU")
                              .arg(m->engine)
                              .arg(m->threads)
                              .arg(m->batch)
                              .arg(m->steps)
                              .toHtmlEscaped()));
  m_tag->show();
}

}  // namespace convscope::lessons
