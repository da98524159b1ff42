#include "gui/lessons/demos/demo_im2col.h"

#include <QVBoxLayout>

#include "convscope/layer.h"
#include "gui/panels/layer/im2col_view.h"
#include "gui/panels/layer/time_bars.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

const std::vector<PublishedRun>& publishedVgg16() {
  static const std::vector<PublishedRun> runs = {
      {"GTX 1080 with cuDNN", "GTX 1080，使用 cuDNN", 66.56},
      {"GTX 1080 without cuDNN", "GTX 1080，不用 cuDNN", 143.81},
  };
  return runs;
}

Im2colDemo::Im2colDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(textLabel(
      tx("<b>im2col</b> of 2 channels of 4 × 4: each column holds the 2 × 9 values one output "
         "reads (outlined: output 6 and its two 3 × 3 patches)",
         "2 个 4 × 4 通道的 <b>im2col</b>：每一列是一个输出要读的 2 × 9 个值"
         "（红框：第 6 个输出和它的两个 3 × 3 小块）"),
      1.15, false, this));
  m_view = new gui::Im2colView(this);
  auto input = Tensor::create(1, 2, 4, 4);
  if (input) {
    for (long long i = 0; i < input->elementCount(); ++i)
      input->values[static_cast<size_t>(i)] = static_cast<float>(i + 1);
    m_view->setInput(*input);
  }
  layout->addWidget(m_view);
  layout->addWidget(textLabel(
      tx("The K filters, as a K × 18 matrix, times this 18 × 16 matrix give all K × 16 outputs "
         "in <b>one matrix product</b> (GEMM), the operation BLAS libraries and Tensor Cores "
         "are built for.",
         "把 K 个卷积核排成 K × 18 的矩阵，乘以这个 18 × 16 的矩阵，就一次得到全部 K × 16 个输出："
         "<b>一次矩阵乘法</b>（GEMM），正是 BLAS 库和 Tensor Core 专门优化的运算。"),
      1.15, false, this));
  layout->addWidget(textLabel(tx("<b>VGG-16, forward pass, batch 16, 224 × 224</b>",
                                 "<b>VGG-16，前向计算，批大小 16，224 × 224</b>"),
                              1.15, false, this));
  m_bars = new gui::TimeBars(this);
  gui::TimeBarGroup group;
  for (const PublishedRun& r : publishedVgg16())
    group.bars.push_back({tx(r.en, r.zh), r.ms,
                          r.ms < 100 ? gui::colours::kGpu : QColor(0x9C, 0xA3, 0xAF),
                          QStringLiteral("%1 ms").arg(r.ms, 0, 'f', 2)});
  m_bars->setGroups({group});
  layout->addWidget(m_bars);
  layout->addStretch(1);
  layout->addWidget(sourceTag(
      Source::PublishedRun,
      tx("jcjohnson/cnn-benchmarks (GitHub), 2016: measured on other hardware (GTX 1080), "
         "not on this machine; without cuDNN: Torch's own CUDA convolution",
         "jcjohnson/cnn-benchmarks（GitHub），2016 年：在别的硬件上测得（GTX 1080），"
         "不是本机；“不用 cuDNN”指 Torch 自带的 CUDA 卷积"),
      this));
  layout->addWidget(sourceTag(Source::Computed,
                              tx("im2col matrix: built from the layer's own geometry",
                                 "im2col 矩阵：由这一层自己的几何关系构造"),
                              this));
}

}  // namespace convscope::lessons
