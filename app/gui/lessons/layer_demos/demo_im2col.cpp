#include "gui/lessons/layer_demos/demo_im2col.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "convscope/layer.h"
#include "convscope/published_measurements.h"
#include "gui/panels/layer/im2col_view.h"
#include "gui/panels/layer/time_bars.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

// The GPU rows of core's published VGG-16 table, in the UI's language.
// A GTX 1080 row of core's published VGG-16 table, short, in the UI's language: the heading
// names the card.
QString hardwareText(std::string_view hardware) {
  QString text = QString::fromUtf8(hardware.data(), static_cast<qsizetype>(hardware.size()));
  text.remove(QLatin1String("GTX 1080 "));
  if (text == QLatin1String("without cuDNN"))
    return QCoreApplication::translate("convscope::lessons::Im2colDemo", "without cuDNN");
  text.remove(QLatin1String("with "));
  return text;
}

// A label as tall as its lines at the width it gets: without the height-for-width flag (which
// textLabel's size policy drops) the layout gave each one-line label the height of its text
// wrapped narrow, three lines, and the matrix, which takes what is left, sat small.
QLabel* linesTall(QLabel* label) {
  QSizePolicy policy = label->sizePolicy();
  policy.setHeightForWidth(true);
  label->setSizePolicy(policy);
  return label;
}

}  // namespace

Im2colDemo::Im2colDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(linesTall(
      textLabel(tr("<b>im2col</b>, 2 channels of 4 × 4: one column per output (red: output 6)"),
                1.15, false, this)));
  m_view = new gui::Im2colView(this);
  auto input = Tensor::create(1, 2, 4, 4);
  if (input) {
    for (long long i = 0; i < input->elementCount(); ++i)
      input->values[static_cast<size_t>(i)] = static_cast<float>(i + 1);
    m_view->setInput(*input);
  }
  layout->addWidget(m_view, 1);
  layout->addWidget(linesTall(textLabel(
      tr("K × 18 weights × this matrix = all K × 16 outputs: <b>one matrix product</b> (GEMM)"),
      1.15, false, this)));
  // Two published comparisons side by side: cuDNN or not on one GPU (cnn-benchmarks), and one
  // VGG-16 layer on a V100 in FP32 against FP16 on the Tensor Cores (DeepBench).
  auto* pair = new QHBoxLayout;
  pair->setSpacing(16);
  m_bars = new gui::TimeBars(this);
  gui::TimeBarGroup group;
  group.heading = tr("GTX 1080: VGG-16 forward, batch 16");
  for (const PublishedMeasurement& r : publishedVgg16()) {
    if (!r.hardware.starts_with("GTX")) continue;  // the CPU row's 3.1 s would dwarf the bars
    group.bars.push_back({hardwareText(r.hardware), r.ms,
                          r.ms < 100 ? gui::colours::kGpu : QColor(0x9C, 0xA3, 0xAF),
                          QStringLiteral("%1 ms").arg(r.ms, 0, 'f', 2)});
  }
  m_bars->setGroups({group});
  pair->addWidget(m_bars, 1);
  m_precisionBars = new gui::TimeBars(this);
  const auto fp32 = nearestDeepBenchRow("V100", "FP32", 64, 128, 112, 112, 16);
  const auto fp16 = nearestDeepBenchRow("V100", "FP16 inputs, mixed math", 64, 128, 112, 112, 16);
  QString winograd;
  if (fp32 && fp16) {
    const PublishedLayerRow& a = *fp32->row;
    const PublishedLayerRow& b = *fp16->row;
    gui::TimeBarGroup layer;
    layer.heading = tr("V100, one layer: 64→128 at 112²");
    layer.bars.push_back({tr("FP32"), a.forwardMs, gui::colours::kGpu,
                          QStringLiteral("%1 ms").arg(a.forwardMs, 0, 'f', 3)});
    layer.bars.push_back({tr("FP16, Tensor Cores"), b.forwardMs, gui::colours::kGpu,
                          QStringLiteral("%1 ms").arg(b.forwardMs, 0, 'f', 3)});
    m_precisionBars->setGroups({layer});
    const double tflops = a.directFlops() / (a.forwardMs * 1e-3) / 1e12;
    const double fraction =
        achievedFractionOfPeak(a.directFlops(), a.forwardMs, kV100Fp32PeakTflops);
    const QString ratio = QString::number(a.forwardMs / b.forwardMs, 'f', 1);
    winograd =
        tr("<b>Tensor Cores</b> (FP16 inputs, FP32 sums): %1 / %2 ms = <b>%3×</b>. <b>FP32 "
           "above the peak:</b> %4 TFLOP/s by the direct count, %5% of %6: Winograd does fewer "
           "multiplications.")
            .arg(QString::number(a.forwardMs, 'f', 3), QString::number(b.forwardMs, 'f', 3), ratio,
                 QString::number(tflops, 'f', 1), QString::number(fraction * 100, 'f', 0),
                 QString::number(kV100Fp32PeakTflops, 'f', 1));
  }
  // Side by side, each may be narrower than one alone would ask; the labels are short.
  for (gui::TimeBars* bars : {m_bars, m_precisionBars}) bars->setMinimumWidth(240);
  pair->addWidget(m_precisionBars, 1);
  layout->addLayout(pair);
  if (!winograd.isEmpty()) {
    m_precisionText = linesTall(textLabel(winograd, 1.0, false, this));
    layout->addWidget(m_precisionText);
  }
  layout->addWidget(linesTall(sourceTag(
      Source::PublishedRun,
      tr("other hardware, not this machine. Left: jcjohnson/cnn-benchmarks, final revision "
         "2017-09-25 (without cuDNN: Torch's own CUDA convolution). Right: DeepBench (Baidu "
         "Research), V100, cuDNN 7.6, batch 16"),
      this)));
}

}  // namespace convscope::lessons
