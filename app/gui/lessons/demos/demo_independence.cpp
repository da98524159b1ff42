#include "gui/lessons/demos/demo_independence.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <algorithm>
#include <numeric>
#include <random>
#include <thread>

#include "convscope/engines.h"
#include "convscope/stepper.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

constexpr int kGap = 18;

int titleHeight() {
  return QFontMetrics(gui::uiFont(1.1, true)).height() * 2 + 4;
}

// Paints the three pictures under their titles, side by side or two above one: its own widget,
// so the words beside or below stay ordinary widgets that wrap and that the layout tests check.
class IndependenceCanvas : public QWidget {
 public:
  IndependenceCanvas(IndependenceDemo* demo, QWidget* parent) : QWidget(parent), m_demo(demo) {}
  // The side of each square picture, and whether the third goes under the first.
  void arrange(int side, bool square) {
    m_side = side;
    m_square = square;
    update();
  }
  // Where picture i (0, 1, 2) and its title go.
  QRect cell(int i) const {
    const int column = m_square ? i % 2 : i;
    const int row = m_square ? i / 2 : 0;
    const int w = m_square ? (width() - kGap) / 2 : (width() - 2 * kGap) / 3;
    return {column * (w + kGap), row * (titleHeight() + 4 + m_side + kGap), w,
            titleHeight() + 4 + m_side};
  }

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
    const QFont titleFont = gui::uiFont(1.1, true);
    const int titleH = titleHeight();
    const int side = std::max(20, m_side);
    for (int i = 0; i < 3; ++i) {
      const QRect cell = this->cell(i);
      const int w = cell.width();
      p.setFont(titleFont);
      p.setPen(gui::colours::text());
      p.drawText(QRect(cell.x(), cell.y(), w, titleH),
                 Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, titles[i]);
      const QRect pic(cell.x() + (w - side) / 2, cell.y() + titleH + 4, side, side);
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
  int m_side = 20;
  bool m_square = false;
};

}  // namespace

IndependenceResult computeIndependence(const DemoContext& context, unsigned seed) {
  IndependenceResult r;
  const std::optional<ConvProblem>& problem = context.problem;
  if (!context.input || !problem) return r;
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
  // Placed by hand (arrange()): the pictures take the room the demo gets, in a row with the words
  // below on a wide area, two above one with the words beside the third on a squarer one.
  m_canvas = new IndependenceCanvas(this, this);
  m_verdict = textLabel(QString(), 1.2, false, this);
  m_again = new QPushButton(tr("Shuffle again"), this);
  m_again->setFont(gui::uiFont(1.1));
  connect(m_again, &QPushButton::clicked, this, &IndependenceDemo::reshuffle);
}

QSize IndependenceDemo::sizeHint() const {
  return {600, titleHeight() + 200 + 4 * QFontMetrics(m_verdict->font()).lineSpacing()};
}

QSize IndependenceDemo::minimumSizeHint() const {
  return {300, titleHeight() + 80 + 4 * QFontMetrics(m_verdict->font()).lineSpacing()};
}

void IndependenceDemo::resizeEvent(QResizeEvent* event) {
  LessonDemo::resizeEvent(event);
  arrange();
}

void IndependenceDemo::arrange() {
  const int w = width(), h = height();
  const int titleH = titleHeight() + 4;
  const int button = m_again->sizeHint().height();
  const int below = m_verdict->heightForWidth(w) + 12 + button;
  const int rowSide = std::min((w - 2 * kGap) / 3, h - titleH - 12 - below);
  // Two above one: the words and the button beside the third picture, in the fourth place.
  const int half = (w - kGap) / 2;
  const int beside = m_verdict->heightForWidth(half) + 12 + button;
  const int squareSide = std::min(half, (h - kGap) / 2 - titleH);
  const bool square = squareSide > rowSide * 11 / 10 && beside <= squareSide + titleH;
  const int side = std::max(20, square ? squareSide : rowSide);
  static_cast<IndependenceCanvas*>(m_canvas)->arrange(side, square);
  const int picturesH = square ? 2 * (titleH + side) + kGap : titleH + side;
  m_canvas->setGeometry(0, 0, w, picturesH);
  const QRect words = square ? QRect(half + kGap, titleH + side + kGap, w - half - kGap, 0)
                             : QRect(0, picturesH + 12, w, 0);
  const int verdictH = m_verdict->heightForWidth(words.width());
  m_verdict->setGeometry(words.x(), words.y(), words.width(), verdictH);
  m_again->setGeometry(words.x(), words.y() + verdictH + 12,
                       std::min(words.width(), m_again->sizeHint().width()), button);
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
  // The verdict's height decides where the pictures end.
  arrange();
  m_canvas->update();
}

}  // namespace convscope::lessons
