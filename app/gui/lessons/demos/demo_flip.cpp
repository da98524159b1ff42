#include "gui/lessons/demos/demo_flip.h"

#include <QCoreApplication>
#include <QPainter>
#include <QVBoxLayout>

#include "convscope/engines.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

Result<Channel> run(const Channel& input, const Kernel& kernel, ConvParams params, bool flip) {
  params.flip = flip;
  auto problem = makeProblem(input, kernel, params);
  if (!problem) return problem.status();
  return convolveReference(*problem);
}

class FlipCanvas : public QWidget {
 public:
  FlipCanvas(const FlipDemo* demo, QWidget* parent) : QWidget(parent), m_demo(demo) {
    setMinimumHeight(200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    const FlipResult& r = m_demo->result();
    if (r.correlation.pixels.empty()) return;
    QPainter p(this);
    const Kernel& k = m_demo->context().kernel;
    const QFont title = gui::uiFont(1.1, true);
    const QFontMetrics fm(title);
    const int half = width() / 2;
    const int gridSide = std::min(half / 3, fm.height() * 6);
    const int picSide =
        std::max(40, std::min(half - 20, height() - gridSide - fm.height() * 3 - 16));
    for (int col = 0; col < 2; ++col) {
      const bool flip = col == 1;
      const int x0 = col * half;
      p.setFont(title);
      p.setPen(gui::colours::text());
      p.drawText(
          QRect(x0, 0, half, fm.height() * 2), Qt::AlignHCenter | Qt::TextWordWrap,
          flip ? QCoreApplication::translate("convscope::lessons::FlipDemo",
                                             "True convolution: filter turned 180°")
               : QCoreApplication::translate("convscope::lessons::FlipDemo",
                                             "Cross-correlation (PyTorch): filter as written"));
      const auto w = k.effectiveWeights(flip);
      const int cell = gridSide / 3;
      const int gx = x0 + (half - 3 * cell) / 2, gy = fm.height() * 2 + 4;
      p.setFont(gui::monoFont(cell > 40 ? 1.1 : 0.85, true));
      for (int i = 0; i < 9; ++i) {
        const QRect c(gx + (i % 3) * cell, gy + (i / 3) * cell, cell, cell);
        const float v = w[i];
        p.fillRect(c, v > 0   ? QColor(0xFE, 0xE2, 0xE2)
                      : v < 0 ? QColor(0xDB, 0xEA, 0xFE)
                              : QColor(0xF3, 0xF4, 0xF6));
        p.setPen(QPen(gui::colours::kMuted, 1));
        p.drawRect(c);
        p.setPen(gui::colours::kText);
        p.drawText(c, Qt::AlignCenter, QString::number(static_cast<double>(v), 'g', 3));
      }
      const QRect pic(x0 + (half - picSide) / 2, gy + 3 * cell + 12, picSide, picSide);
      p.drawImage(pic, channelImage(flip ? r.convolution : r.correlation, true));
      p.setPen(QPen(gui::colours::kMuted, 1));
      p.drawRect(pic);
    }
  }

 private:
  const FlipDemo* m_demo;
};

}  // namespace

FlipResult computeFlip(const DemoContext& context) {
  FlipResult r;
  if (!context.input) return r;
  auto a = run(*context.input, context.kernel, context.params, false);
  auto b = run(*context.input, context.kernel, context.params, true);
  if (!a || !b) return r;
  r.correlation = std::move(a).value();
  r.convolution = std::move(b).value();
  r.identical = sameBits(r.correlation, r.convolution);
  r.signFlipped = !r.identical;
  for (size_t i = 0; i < r.correlation.pixels.size() && r.signFlipped; ++i)
    if (r.convolution.pixels[i] != -r.correlation.pixels[i]) r.signFlipped = false;
  if (auto gauss = presetKernel("gaussian-blur")) {
    auto ga = run(*context.input, *gauss, context.params, false);
    auto gb = run(*context.input, *gauss, context.params, true);
    r.symmetricCheck = ga && gb && sameBits(*ga, *gb);
  }
  return r;
}

FlipDemo::FlipDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_canvas = new FlipCanvas(this, this);
  m_verdict = textLabel(QString(), 1.15, false, this);
  layout->addWidget(m_canvas, 1);
  layout->addWidget(m_verdict);
  layout->addWidget(sourceTag(
      Source::Computed,
      tr("ConvScope's reference engine on this image, both ways, compared bit for bit"), this));
}

void FlipDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  m_result = computeFlip(context);
  QString text;
  if (m_result.identical)
    text = tr("This filter is symmetric: both give the same image, bit for bit.");
  else if (m_result.signFlipped)
    text = tr("Every output changed its sign: red became blue. The turn matters for this filter.");
  else
    text = tr("The two images differ: the turn matters for this filter.");
  if (m_result.symmetricCheck)
    text += QStringLiteral("<br>") +
            tr("Check: with the Gaussian blur, a symmetric filter, both ways give identical bits.");
  m_verdict->setText(text);
  m_canvas->update();
}

}  // namespace convscope::lessons
