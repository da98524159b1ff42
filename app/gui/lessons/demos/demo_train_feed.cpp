#include "gui/lessons/demos/demo_train_feed.h"

#include <QVBoxLayout>
#include <algorithm>

#include "gui/lessons/demos/demo_train_step.h"
#include "gui/lessons/demos/train_measure.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

double copyMs(const StepMeasurement& m) {
  return m.copyBytes / (demoModelGpu().pinnedGBs * 1e9) * 1e3;
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
    add(0, tx("prepare %1", "准备 %1").arg(k), "convert", cpu, prepare, false);
    cpu += prepare;
    add(0, tx("copy %1", "复制 %1").arg(k), "upload", cpu, copy, true);
    cpu += copy;
    const double start = std::max(cpu, gpu);
    if (start > gpu) add(1, tx("waits", "等待"), "wait", gpu, start - gpu, false);
    add(1, tx("compute %1", "计算 %1").arg(k), "kernel", start, compute, true);
    gpu = start + compute;
    // Without workers the CPU waits for the GPU before it prepares the next batch.
    if (!overlapped) {
      add(0, tx("waits", "等待"), "wait", cpu, gpu - cpu, true);
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
  for (gui::TimelineStrip* strip : {m_serial, m_overlapped}) {
    strip->setFont(gui::uiFont(1.0));
    layout->addWidget(strip);
  }
  m_words = textLabel(QString(), 1.1, false, this);
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
    const QString why = m_measure->problem() ? missingDatasetText(*m_measure->problem())
                                             : tx("Measuring a few training steps on this machine…",
                                                  "正在本机测量几个训练步……");
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
  m_serial->setPhases(serial, tx("%1 batches one after the other: %2", "%1 批，一批接一批：%2")
                                  .arg(kFeedBatches)
                                  .arg(formatSeconds(serialEnd / 1e3)));
  m_overlapped->setPhases(overlapped,
                          tx("The same with workers, batch k + 1 prepared while k is computed: %1",
                             "有 worker：计算第 k 批时准备第 k + 1 批：%1")
                              .arg(formatSeconds(overlappedEnd / 1e3)));
  const double prepare = m->median.data + copyMs(*m);
  const double compute = m->computeMs() / kFeedGpuSpeedup;
  m_words->setText(
      tx("A batch of %1: %2 to copy. Prepare + copy %3, GPU %4: <b>%5</b>.",
         "一批 %1 张：复制 %2。准备 + 复制 %3，GPU %4：<b>%5</b>。")
          .arg(m->batch)
          .arg(formatBytes(static_cast<double>(m->copyBytes)), formatSeconds(prepare / 1e3),
               formatSeconds(compute / 1e3),
               prepare > compute
                   ? tx("the CPU is the bottleneck, the GPU waits", "瓶颈在 CPU，GPU 在等")
                   : tx("the GPU is the bottleneck, the data is ready in time",
                        "瓶颈在 GPU，数据按时备好")));
  m_measuredTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::MeasuredHere),
               tx("solid: \"prepare\", a step's data part here (shuffle, bytes to floats), batch "
                  "%1, %2 engine, median of %3 steps",
                  "实心：“准备”，本机一步中的数据部分（打乱、字节转浮点数），批大小 %1，"
                  "%2 引擎，%3 步的中位数")
                   .arg(m->batch)
                   .arg(m->engine)
                   .arg(m->steps)
                   .toHtmlEscaped()));
  m_measuredTag->show();
  const ReferenceGpu& gpu = demoModelGpu();
  m_modelTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::Model),
               tx("striped: no GPU here. Copy: the bytes at the %1's pinned %2 GB/s (published); "
                  "compute: this CPU's step ÷ %3, the articles' \"about 20×\" (VGG-16, "
                  "published: 16× to 66×, chapter 16)",
                  "条纹：本机没有 GPU。复制：字节按 %1 的锁页速率 %2 GB/s（公布的数据）；"
                  "计算：本机的一步 ÷ %3，即文章里的“约 20 倍”（VGG-16 公布数据：16 到 66 倍，见第 "
                  "16 章）")
                   .arg(QString::fromStdString(gpu.name))
                   .arg(gpu.pinnedGBs, 0, 'f', 1)
                   .arg(kFeedGpuSpeedup, 0, 'f', 0)
                   .toHtmlEscaped()));
  m_modelTag->show();
}

}  // namespace convscope::lessons
