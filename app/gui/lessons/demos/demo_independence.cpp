#include "gui/lessons/demos/demo_independence.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>
#include <random>
#include <thread>

#include "convscope/engines.h"
#include "convscope/stepper.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

// Paints three pictures side by side: its own widget, so the labels above and below stay
// ordinary widgets that wrap and that the layout tests can check.
class IndependenceCanvas : public QWidget {
 public:
  IndependenceCanvas(IndependenceDemo* demo, QWidget* parent) : QWidget(parent), m_demo(demo) {
    setMinimumHeight(160);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
  }
  // Three square pictures side by side under their titles: as tall as they are wide, no taller,
  // so the verdict sits right under them.
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int w) const override {
    return (w - 36) / 3 + QFontMetrics(gui::uiFont(1.1, true)).height() * 2 + 12;
  }
  QSize sizeHint() const override { return {600, heightForWidth(600)}; }

 protected:
  void paintEvent(QPaintEvent*) override {
    const IndependenceResult& r = m_demo->result();
    if (r.pixels == 0) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QString titles[3] = {
        QCoreApplication::translate("convscope::lessons::IndependenceDemo", "Row by row"),
        QCoreApplication::translate("convscope::lessons::IndependenceDemo", "Shuffled order"),
        QCoreApplication::translate("convscope::lessons::IndependenceDemo",
                                    "Two workers, one half each")};
    const Channel* images[3] = {&r.rowOrder, &r.shuffled, &r.halves};
    const int gap = 18;
    const int w = (width() - 2 * gap) / 3;
    const QFont titleFont = gui::uiFont(1.1, true);
    const int titleH = QFontMetrics(titleFont).height() * 2 + 4;
    const int side = std::max(20, std::min(w, height() - titleH - 8));
    for (int i = 0; i < 3; ++i) {
      const QRect cell(i * (w + gap), 0, w, height());
      p.setFont(titleFont);
      p.setPen(gui::colours::text());
      p.drawText(QRect(cell.x(), 0, w, titleH),
                 Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, titles[i]);
      const QRect pic(cell.x() + (w - side) / 2, titleH + 4, side, side);
      p.drawImage(pic, channelImage(*images[i], true));
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(gui::colours::kMuted, 1));
      p.drawRect(pic);
      const double sx = static_cast<double>(side) / r.rowOrder.width;
      const double sy = static_cast<double>(side) / r.rowOrder.height;
      if (i == 1) {  // where the shuffled order began: numbered dots
        p.setFont(gui::uiFont(0.8, true));
        for (int k = 0; k < r.firstVisited.size(); ++k) {
          const QPointF c(pic.x() + (r.firstVisited[k].x() + 0.5) * sx,
                          pic.y() + (r.firstVisited[k].y() + 0.5) * sy);
          const double rad = QFontMetrics(p.font()).height() * 0.65;
          p.setPen(QPen(Qt::white, 2));
          p.setBrush(gui::colours::kCpu);
          p.drawEllipse(c, rad, rad);
          p.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), Qt::AlignCenter,
                     QString::number(k + 1));
        }
      } else if (i == 2) {  // the two halves, one outline each
        const int half = r.rowOrder.height / 2;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(gui::colours::kCpu, 4));
        p.drawRect(QRectF(pic.x(), pic.y(), side, half * sy));
        p.setPen(QPen(gui::colours::kGpu, 4));
        p.drawRect(QRectF(pic.x(), pic.y() + half * sy, side, side - half * sy));
        p.setFont(gui::uiFont(0.9, true));
        p.setPen(Qt::black);
        p.drawText(QRectF(pic.x() + 6, pic.y() + 4, side, 40),
                   QCoreApplication::translate("convscope::lessons::IndependenceDemo", "worker 1"));
        p.drawText(QRectF(pic.x() + 6, pic.y() + half * sy + 4, side, 40),
                   QCoreApplication::translate("convscope::lessons::IndependenceDemo", "worker 2"));
      }
    }
  }

 private:
  IndependenceDemo* m_demo;
};

}  // namespace

IndependenceResult computeIndependence(const DemoContext& context, unsigned seed) {
  IndependenceResult r;
  if (!context.input) return r;
  auto problem = makeProblem(*context.input, context.kernel, context.params);
  if (!problem) return r;
  auto reference = convolveReference(*problem);
  auto shuffled = Channel::create(problem->geometry.outWidth, problem->geometry.outHeight);
  auto halves = Channel::create(problem->geometry.outWidth, problem->geometry.outHeight);
  if (!reference || !shuffled || !halves) return r;
  r.rowOrder = std::move(reference).value();
  r.shuffled = std::move(shuffled).value();
  r.halves = std::move(halves).value();
  r.pixels = r.rowOrder.pixelCount();

  // Each output written from the stepper's sum for its own index: no output reads another.
  const Stepper stepper(*problem);
  std::vector<long long> order(static_cast<size_t>(r.pixels));
  std::iota(order.begin(), order.end(), 0LL);
  std::mt19937 random(seed);
  std::shuffle(order.begin(), order.end(), random);
  for (long long index : order) {
    const Step s = stepper.stepAt(index);
    r.shuffled.at(s.outX, s.outY) = s.sum;
  }
  for (size_t k = 0; k < std::min<size_t>(order.size(), 5); ++k) {
    const Step s = stepper.stepAt(order[k]);
    r.firstVisited << QPoint(s.outX, s.outY);
  }

  const int w = r.halves.width;
  const long long middle = static_cast<long long>(r.halves.height / 2) * w;
  auto work = [&](long long from, long long to) {
    for (long long index = from; index < to; ++index) {
      const Step s = stepper.stepAt(index);
      r.halves.at(s.outX, s.outY) = s.sum;
    }
  };
  std::thread top(work, 0LL, middle);
  std::thread bottom(work, middle, r.pixels);
  top.join();
  bottom.join();

  r.shuffledIdentical = sameBits(r.rowOrder, r.shuffled);
  r.halvesIdentical = sameBits(r.rowOrder, r.halves);
  return r;
}

IndependenceDemo::IndependenceDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(12);
  m_canvas = new IndependenceCanvas(this, this);
  m_verdict = textLabel(QString(), 1.2, false, this);
  m_again = new QPushButton(tr("Shuffle again"), this);
  m_again->setFont(gui::uiFont(1.1));
  connect(m_again, &QPushButton::clicked, this, &IndependenceDemo::reshuffle);
  layout->addWidget(m_canvas);
  layout->addWidget(m_verdict);
  layout->addWidget(m_again, 0, Qt::AlignLeft);
  layout->addStretch(1);
}

void IndependenceDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  refresh();
}

void IndependenceDemo::reshuffle() {
  ++m_seed;
  refresh();
}

void IndependenceDemo::refresh() {
  m_result = computeIndependence(m_context, m_seed);
  if (m_result.pixels == 0) {
    m_verdict->setText(tr("Nothing to compute for this input."));
  } else {
    auto line = [&](bool same, const QString& what) {
      const QString mark = QStringLiteral("<span style='color:%1'>%2</span>")
                               .arg(same ? gui::colours::good().name() : gui::colours::bad().name(),
                                    same ? QStringLiteral("✔") : QStringLiteral("✘"));
      return QStringLiteral("%1 %2").arg(mark, what);
    };
    const QString n = formatCount(m_result.pixels);
    m_verdict->setText(
        line(m_result.shuffledIdentical,
             m_result.shuffledIdentical
                 ? tr("Shuffled order: all %1 pixels identical to row by row, bit for bit.").arg(n)
                 : tr("Shuffled order differs from row by row.")) +
        QStringLiteral("<br>") +
        line(m_result.halvesIdentical,
             m_result.halvesIdentical
                 ? tr("Two workers at once: all %1 pixels identical, bit for bit.").arg(n)
                 : tr("Two workers differ from row by row.")) +
        QStringLiteral("<br><span style='color:%2'>%1</span>")
            .arg(tr("Compared with memcmp over the 32-bit floats; computed here by ConvScope's "
                    "engines on this image."),
                 gui::colours::muted().name()));
  }
  m_canvas->update();
}

}  // namespace convscope::lessons
