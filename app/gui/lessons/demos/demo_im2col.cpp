#include "gui/lessons/demos/demo_im2col.h"

#include <QVBoxLayout>

#include "convscope/layer.h"
#include "convscope/published_measurements.h"
#include "gui/panels/layer/im2col_view.h"
#include "gui/panels/layer/time_bars.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

// The GPU rows of core's published VGG-16 table, in the UI's language.
QString hardwareText(std::string_view hardware) {
  if (hardware == "GTX 1080 with cuDNN") return tx("GTX 1080 with cuDNN", "GTX 1080，使用 cuDNN");
  if (hardware == "GTX 1080 without cuDNN") {
    return tx("GTX 1080 without cuDNN", "GTX 1080，不用 cuDNN");
  }
  return QString::fromUtf8(hardware.data(), static_cast<qsizetype>(hardware.size()));
}

}  // namespace

Im2colDemo::Im2colDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(
      textLabel(tx("<b>im2col</b>, 2 channels of 4 × 4: one column per output (red: output 6)",
                   "<b>im2col</b>，2 个 4 × 4 通道：每个输出一列（红框：第 6 个输出）"),
                1.15, false, this));
  m_view = new gui::Im2colView(this);
  auto input = Tensor::create(1, 2, 4, 4);
  if (input) {
    for (long long i = 0; i < input->elementCount(); ++i)
      input->values[static_cast<size_t>(i)] = static_cast<float>(i + 1);
    m_view->setInput(*input);
  }
  layout->addWidget(m_view, 1);
  layout->addWidget(textLabel(
      tx("K × 18 weights times this 18 × 16 matrix: all K × 16 outputs in <b>one matrix "
         "product</b> (GEMM)",
         "K × 18 的权重乘以这个 18 × 16 的矩阵：<b>一次矩阵乘法</b>（GEMM）得到全部 K × 16 个输出"),
      1.15, false, this));
  layout->addWidget(textLabel(tx("<b>VGG-16, forward pass, batch 16, 224 × 224</b>",
                                 "<b>VGG-16，前向计算，批大小 16，224 × 224</b>"),
                              1.15, false, this));
  m_bars = new gui::TimeBars(this);
  gui::TimeBarGroup group;
  for (const PublishedMeasurement& r : publishedVgg16()) {
    if (!r.hardware.starts_with("GTX")) continue;  // the CPU row's 3.1 s would dwarf the bars
    group.bars.push_back({hardwareText(r.hardware), r.ms,
                          r.ms < 100 ? gui::colours::kGpu : QColor(0x9C, 0xA3, 0xAF),
                          QStringLiteral("%1 ms").arg(r.ms, 0, 'f', 2)});
  }
  m_bars->setGroups({group});
  layout->addWidget(m_bars);
  layout->addWidget(sourceTag(
      Source::PublishedRun,
      tx("jcjohnson/cnn-benchmarks (GitHub), final revision 2017-09-25: measured on other "
         "hardware (GTX 1080), "
         "not on this machine; without cuDNN: Torch's own CUDA convolution",
         "jcjohnson/cnn-benchmarks（GitHub），最终版 2017-09-25：在别的硬件上测得（GTX 1080），"
         "不是本机；“不用 cuDNN”指 Torch 自带的 CUDA 卷积"),
      this));
}

}  // namespace convscope::lessons
