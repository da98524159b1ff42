#include "gui/lessons/layer_demos/demo_layer_wins.h"

#include <QVBoxLayout>

#include "convscope/gpu_timing_model.h"
#include "gui/panels/layer/layer_schematic.h"
#include "gui/panels/layer/time_bars.h"
#include "gui/widgets/theme.h"
#include "speed/layer_figures.h"

namespace convscope::lessons {

LayerRace race(const LayerShape& shape, const Ceilings& cpu, const convscope::ReferenceGpu& gpu) {
  LayerRace r;
  const double gflops = attainableGflops(cpu, shape.arithmeticIntensity());
  r.cpuMs = gflops > 0 ? shape.flops() / (gflops * 1e9) * 1e3 : 0;
  const RunSize size = RunSize::layer(shape);
  r.gpuCopiesMs = modelRun(gpu, defaultAssumptions(), size, GpuSeries::Pinned).ms;
  r.gpuKernelMs = modelRun(gpu, defaultAssumptions(), size, GpuSeries::Kernel).ms;
  return r;
}

LayerShape raceOneFilter() {
  return speed::layerShape(1, 1, 56, 1);
}

LayerShape raceWholeLayer() {
  return speed::layerShape(64, 64, 56, 8);
}

LayerWinsDemo::LayerWinsDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  // The schematic's own words name the layer: no heading above it, so the bars keep their
  // room at 1280 × 720.
  m_schematic = new gui::LayerSchematic(this);
  m_schematic->setShape(raceWholeLayer());
  layout->addWidget(m_schematic);
  m_bars = new gui::TimeBars(this);
  layout->addWidget(m_bars);
  m_verdict = textLabel(QString(), 1.3, false, this);
  layout->addWidget(m_verdict);
  layout->addStretch(1);
  m_cpuTag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_cpuTag);
  layout->addWidget(sourceTag(
      Source::Model,
      tr("GPU: %1 from its datasheet; kernel = max(bytes ÷ bandwidth, FLOP ÷ peak) + launch, "
         "copies at the pinned rate; not a GPU measurement")
          .arg(QString::fromStdString(defaultReferenceGpu().name)),
      this));
  refresh();
}

void LayerWinsDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  refresh();
}

QString LayerWinsDemo::verdictText() const {
  return m_verdict->text();
}

void LayerWinsDemo::refresh() {
  if (!m_context.cpuCeilings) {
    m_verdict->setText(tr("Measuring this CPU's memory bandwidth and FMA peak…"));
    m_cpuTag->setText(QString());
    m_bars->setGroups({});
    return;
  }
  const Ceilings& cpu = *m_context.cpuCeilings;
  const convscope::ReferenceGpu& gpu = defaultReferenceGpu();
  const LayerRace one = race(raceOneFilter(), cpu, gpu);
  const LayerRace layer = race(raceWholeLayer(), cpu, gpu);
  const QString cpuWords = tr("CPU at its best (measured ceilings)");
  const QString gpuWords = tr("GPU with its copies (model)");
  const QColor gpuColour = gui::colours::kGpu;
  auto ms = [](double v) { return formatSeconds(v / 1e3); };
  m_bars->setGroups({{tr("One filter, 1 → 1 on the same 56 × 56 image"),
                      {{cpuWords, one.cpuMs, gui::colours::kCpu, ms(one.cpuMs)},
                       {gpuWords, one.gpuCopiesMs, gpuColour, ms(one.gpuCopiesMs)}}},
                     {tr("The layer, 64 → 64 × 8 images"),
                      {{cpuWords, layer.cpuMs, gui::colours::kCpu, ms(layer.cpuMs)},
                       {gpuWords, layer.gpuCopiesMs, gpuColour, ms(layer.gpuCopiesMs)}}}});
  const QString oneWords =
      one.gpuCopiesMs > one.cpuMs
          ? tr("One filter: the copies alone take longer than the CPU's whole job. <b>The CPU "
               "wins.</b>")
          : tr("One filter: the GPU is ahead, but only just.");
  const QString layerWords =
      layer.gpuCopiesMs < layer.cpuMs
          ? tr("The layer: 64× the work for each byte. <b>The GPU wins by %1×, copies "
               "included.</b>")
                .arg(layer.cpuMs / layer.gpuCopiesMs, 0, 'f', 0)
          : tr("The layer: on this CPU the GPU model does not win.");
  m_verdict->setText(oneWords + QStringLiteral("<br>") + layerWords);
  m_cpuTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::MeasuredHere),
               tr("CPU: %1 GB/s memcpy, %2 GFLOP/s FMA peak; time = FLOP ÷ min(peak, bandwidth "
                  "× intensity), a best case no CPU engine beats")
                   .arg(cpu.bandwidthGBs, 0, 'f', 1)
                   .arg(cpu.peakGflops, 0, 'f', 0)
                   .toHtmlEscaped()));
  appendBusyNote(m_cpuTag, cpu.othersBusy);
}

}  // namespace convscope::lessons
