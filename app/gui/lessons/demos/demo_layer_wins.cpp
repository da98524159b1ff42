#include "gui/lessons/demos/demo_layer_wins.h"

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
      tx("GPU: %1 from its datasheet; kernel = max(bytes ÷ bandwidth, FLOP ÷ peak) + launch, "
         "copies at the pinned rate; not a GPU measurement",
         "GPU：%1，按数据手册；核函数 = max(字节 ÷ 带宽, FLOP ÷ 峰值) + 启动，"
         "复制按锁页内存的速率；不是 GPU 实测")
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
    m_verdict->setText(tx("Measuring this CPU's memory bandwidth and FMA peak…",
                          "正在测量本机 CPU 的内存带宽和 FMA 峰值……"));
    m_cpuTag->setText(QString());
    m_bars->setGroups({});
    return;
  }
  const Ceilings& cpu = *m_context.cpuCeilings;
  const convscope::ReferenceGpu& gpu = defaultReferenceGpu();
  const LayerRace one = race(raceOneFilter(), cpu, gpu);
  const LayerRace layer = race(raceWholeLayer(), cpu, gpu);
  const QString cpuWords = tx("CPU at its best (measured ceilings)", "CPU 的最好成绩（实测上限）");
  const QString gpuWords = tx("GPU with its copies (model)", "GPU 连同复制（模型）");
  const QColor gpuColour = gui::colours::kGpu;
  auto ms = [](double v) { return formatSeconds(v / 1e3); };
  m_bars->setGroups(
      {{tx("One filter, 1 → 1 on the same 56 × 56 image", "一个卷积核，1 → 1，同一张 56 × 56 图像"),
        {{cpuWords, one.cpuMs, gui::colours::kCpu, ms(one.cpuMs)},
         {gpuWords, one.gpuCopiesMs, gpuColour, ms(one.gpuCopiesMs)}}},
       {tx("The layer, 64 → 64 × 8 images", "这一层，64 → 64 × 8 张图像"),
        {{cpuWords, layer.cpuMs, gui::colours::kCpu, ms(layer.cpuMs)},
         {gpuWords, layer.gpuCopiesMs, gpuColour, ms(layer.gpuCopiesMs)}}}});
  const QString oneWords =
      one.gpuCopiesMs > one.cpuMs
          ? tx("One filter: the copies alone take longer than the CPU's whole job. <b>The CPU "
               "wins.</b>",
               "一个卷积核：光是复制就比 CPU 做完全部工作还慢。<b>CPU 胜。</b>")
          : tx("One filter: the GPU is ahead, but only just.", "一个卷积核：GPU 略快一点。");
  const QString layerWords =
      layer.gpuCopiesMs < layer.cpuMs
          ? tx("The layer: 64× the work for each byte. <b>The GPU wins by %1×, copies "
               "included.</b>",
               "这一层：每个字节对应的工作多了 64 倍。<b>即使算上复制，GPU 也快 %1 倍。</b>")
                .arg(layer.cpuMs / layer.gpuCopiesMs, 0, 'f', 0)
          : tx("The layer: on this CPU the GPU model does not win.",
               "这一层：在本机上 GPU 模型没有胜出。");
  m_verdict->setText(oneWords + QStringLiteral("<br>") + layerWords);
  m_cpuTag->setText(
      QStringLiteral("<b>%1</b> · %2")
          .arg(sourceName(Source::MeasuredHere),
               tx("CPU: %1 GB/s memcpy, %2 GFLOP/s FMA peak; time = FLOP ÷ min(peak, bandwidth "
                  "× intensity), a best case no CPU engine beats",
                  "CPU：memcpy %1 GB/s，FMA 峰值 %2 GFLOP/s；时间 = FLOP ÷ min(峰值, 带宽 × "
                  "计算强度)，"
                  "这是任何 CPU 实现都超不过的最好情况")
                   .arg(cpu.bandwidthGBs, 0, 'f', 1)
                   .arg(cpu.peakGflops, 0, 'f', 0)
                   .toHtmlEscaped()));
}

}  // namespace convscope::lessons
