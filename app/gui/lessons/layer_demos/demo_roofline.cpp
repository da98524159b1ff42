#include "gui/lessons/layer_demos/demo_roofline.h"

#include <QVBoxLayout>

#include "convscope/cpu_ceilings.h"
#include "convscope/reference_gpu.h"
#include "gui/panels/layer/roofline_chart.h"
#include "gui/widgets/theme.h"
#include "speed/layer_figures.h"
#include "text/number_text.h"

namespace convscope::lessons {

namespace {

struct Workload {
  const char* name;  // in RooflineDemo's translation context
  LayerShape shape;
  QColor colour;
};

std::vector<Workload> workloads() {
  return {{QT_TRANSLATE_NOOP("convscope::lessons::RooflineDemo", "one filter"),
           speed::layerShape(1, 1, 512, 1), QColor(0x6D, 0x28, 0xD9)},
          {QT_TRANSLATE_NOOP("convscope::lessons::RooflineDemo", "VGG conv1_1, 3 → 64"),
           speed::layerShape(3, 64, 224, 1), QColor(0x0E, 0x74, 0x90)},
          {QT_TRANSLATE_NOOP("convscope::lessons::RooflineDemo", "64 → 64 at 56²"),
           speed::layerShape(64, 64, 56, 1), QColor(0xB9, 0x1C, 0x1C)}};
}

}  // namespace

RooflineDemo::RooflineDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  m_chart = new gui::RooflineChart(this);
  m_chart->setMinimumHeight(240);
  layout->addWidget(m_chart, 1);
  m_legend = textLabel(QString(), 1.1, false, this);
  layout->addWidget(m_legend);
  m_bounds = textLabel(QString(), 1.2, false, this);
  layout->addWidget(m_bounds);
  m_cpuTag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_cpuTag);
  const convscope::ReferenceGpu& gpu = defaultReferenceGpu();
  layout->addWidget(sourceTag(Source::Model,
                              tr("GPU: %1, %2 GB/s and %3 FP32 from its datasheet")
                                  .arg(QString::fromStdString(gpu.name))
                                  .arg(gpu.memoryBandwidthGBs, 0, 'f', 0)
                                  .arg(app::flopRateText(gpuCeilings(gpu).peakGflops)),
                              this));
  refresh();
}

void RooflineDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  refresh();
}

QString RooflineDemo::boundsText() const {
  return m_bounds->text();
}

void RooflineDemo::refresh() {
  const convscope::ReferenceGpu& gpu = defaultReferenceGpu();
  const Ceilings gc = gpuCeilings(gpu);
  std::vector<gui::RooflineMachine> machines;
  if (m_context.cpuCeilings)
    machines.push_back({*m_context.cpuCeilings, tr("this CPU, measured here"), gui::colours::kCpu});
  machines.push_back({gc, tr("%1, model: %1, datasheet").arg(QString::fromStdString(gpu.name)),
                      gui::colours::kGpu});
  m_chart->setMachines(machines);
  std::vector<gui::RooflineWorkload> marks;
  QStringList lines;
  for (const Workload& w : workloads()) {
    const QString name = tr(w.name);
    const double i = w.shape.arithmeticIntensity();
    marks.push_back({name, i, w.colour});
    auto bound = [i](const Ceilings& c) {
      return isMemoryBound(c, i) ? tr("memory-bound") : tr("compute-bound");
    };
    QString line = tr("<b>%1</b>: %2 FLOP per byte: %3 on the GPU")
                       .arg(name, QString::number(i, 'f', i < 10 ? 1 : 0), bound(gc));
    if (m_context.cpuCeilings) line += tr(", %1 on this CPU").arg(bound(*m_context.cpuCeilings));
    lines << line;
  }
  m_chart->setWorkloads(marks);
  m_legend->setText(m_chart->legendHtml());
  lines << tr("Ridge (where the slope meets the roof): GPU %1 FLOP/byte")
               .arg(ridgeIntensity(gc), 0, 'f', 0);
  if (m_context.cpuCeilings)
    lines.back() += tr(", this CPU %1").arg(ridgeIntensity(*m_context.cpuCeilings), 0, 'f', 1);
  m_bounds->setText(lines.join(QStringLiteral("<br>")));
  m_cpuTag->setText(
      m_context.cpuCeilings
          ? QStringLiteral("<b>%1</b> · %2")
                .arg(sourceName(Source::MeasuredHere),
                     // The bytes read and written, as bench's memcpy row counts them; bench's
                     // small sizes fit the caches and copy faster than this one from memory.
                     tr("CPU: %1 GB/s (memcpy of %3 from main memory, bytes read + written), "
                        "%2 GFLOP/s (FMA loop on every thread)")
                         .arg(m_context.cpuCeilings->bandwidthGBs, 0, 'f', 1)
                         .arg(m_context.cpuCeilings->peakGflops, 0, 'f', 0)
                         .arg(formatBytes(double(CpuCeilingOptions{}.copyBytes))))
          : tr("Measuring this CPU…"));
  if (m_context.cpuCeilings) appendBusyNote(m_cpuTag, m_context.cpuCeilings->othersBusy);
}

}  // namespace convscope::lessons
