#include "gui/lessons/demos/demo_train_step.h"

#include <QVBoxLayout>

#include "gui/lessons/demos/train_measure.h"
#include "gui/panels/layer/time_bars.h"

namespace convscope::lessons {

TrainStepDemo::TrainStepDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(textLabel(
      tx("One training step of the small CNN, batch of %1", "小 CNN 的一个训练步，一批 %1 张")
          .arg(kStepDemoBatch),
      1.3, true, this));
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
    m_verdict->setText(
        tx("Measuring a few training steps on this machine…", "正在本机测量几个训练步……"));
    m_tag->hide();
    return;
  }
  const train::StepTimes& t = m->median;
  auto bar = [](const QString& name, double ms, QColor colour) {
    return gui::TimeBar{name, ms, colour, formatSeconds(ms / 1e3)};
  };
  m_bars->setGroups(
      {{tx("measured here, the median of %1 steps", "在本机测得，%1 步的中位数").arg(m->steps),
        {bar(tx("data", "数据"), t.data, QColor(0x64, 0x74, 0x8B)),
         bar(tx("forward", "前向"), t.forward, QColor(0x25, 0x63, 0xEB)),
         bar(tx("backward-data", "反向-数据"), t.backwardData, QColor(0xD9, 0x77, 0x06)),
         bar(tx("backward-weights", "反向-权重"), t.backwardWeights, QColor(0xB9, 0x1C, 0x1C)),
         bar(tx("update", "更新"), t.update, QColor(0x04, 0x78, 0x57))}}});
  const double rest = t.backwardData + t.backwardWeights + t.update;
  const double ratio = t.forward > 0 ? rest / t.forward : 0;
  m_verdict->setText(
      tx("(backward-data + backward-weights + update) ÷ forward = (%1 + %2 + %3) ÷ %4 = "
         "<b>%5</b><br>A whole step: %6, %7 images per second.",
         "（反向-数据 + 反向-权重 + 更新）÷ 前向 = (%1 + %2 + %3) ÷ %4 = <b>%5</b><br>"
         "整个一步：%6，每秒 %7 张图。按乘加次数算，反向约是前向的两倍；但网络这么小，"
         "每次调用的固定开销占比更大，第一层的反向-数据又省掉了，所以这里的时间比可能不同。")
          .arg(formatSeconds(t.backwardData / 1e3), formatSeconds(t.backwardWeights / 1e3),
               formatSeconds(t.update / 1e3), formatSeconds(t.forward / 1e3))
          .arg(ratio, 0, 'f', 1)
          .arg(formatSeconds(t.total() / 1e3))
          .arg(formatCount(static_cast<long long>(m->imagesPerSecond() + 0.5))));
  m_tag->setText(QStringLiteral("<b>%1</b> · %2")
                     .arg(sourceName(Source::MeasuredHere),
                          tx("this CPU: the train room's %1 engine, %2 threads, batch %3, the "
                             "median of %4 steps after one warm-up step; no GPU",
                             "本机 CPU：训练模块的 %1 引擎，%2 个线程，批大小 %3，"
                             "预热一步后 %4 步的中位数；没有 GPU")
                              .arg(m->engine)
                              .arg(m->threads)
                              .arg(m->batch)
                              .arg(m->steps)
                              .toHtmlEscaped()));
  m_tag->show();
}

}  // namespace convscope::lessons
