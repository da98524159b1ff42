#include "gui/panels/layer/layer_schematic.h"

#include <QPainter>
#include <algorithm>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

// At most this many sheets per stack: more would read as a block, not as a count.
constexpr int kMaxSheets = 6;
constexpr int kMaxFilters = 3;

const QColor kInputFill(0xDB, 0xEA, 0xFE);
const QColor kInputEdge(0x1D, 0x4E, 0xD8);
const QColor kFilterFill(0xFE, 0xF3, 0xC7);
const QColor kFilterEdge(0xB4, 0x53, 0x09);
const QColor kOutputFill(0xD1, 0xFA, 0xE5);

// A stack of `count` sheets (of at most kMaxSheets drawn), the front one at `front`, each
// further back up and to the right by `step`. A grid of `cells` lines is drawn on the front.
void drawStack(QPainter& p, QRectF front, int count, QPointF step, const QColor& fill,
               const QColor& edge, int cells) {
  const int shown = std::clamp(count, 1, kMaxSheets);
  p.setPen(QPen(edge, 2));
  for (int i = shown - 1; i >= 0; --i) {
    p.setBrush(i == 0 ? fill : fill.darker(100 + 4 * i));
    p.drawRect(front.translated(step * i));
  }
  if (cells > 1) {
    p.setPen(QPen(edge, 1));
    for (int i = 1; i < cells; ++i) {
      const double fx = front.left() + front.width() * i / cells;
      const double fy = front.top() + front.height() * i / cells;
      p.drawLine(QPointF(fx, front.top()), QPointF(fx, front.bottom()));
      p.drawLine(QPointF(front.left(), fy), QPointF(front.right(), fy));
    }
  }
}

}  // namespace

LayerSchematic::LayerSchematic(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  setAccessibleName(tr("Layer schematic"));
}

void LayerSchematic::setShape(const LayerShape& shape) {
  m_shape = shape;
  update();
}

QSize LayerSchematic::minimumSizeHint() const {
  const QFontMetrics fm(uiFont(1.1, true));
  return {fm.height() * 22, fm.height() * 10};
}

QSize LayerSchematic::sizeHint() const {
  const QFontMetrics fm(uiFont(1.1, true));
  return {fm.height() * 30, fm.height() * 11};
}

void LayerSchematic::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), Qt::white);
  const QFont big = uiFont(1.1, true);
  const QFont small = uiFont(1.0);
  const QFontMetricsF fm(big);
  const double line = fm.height();
  // Two lines of words under each group; the drawing takes the rest.
  const double captionTop = height() - 2.3 * line;
  const double drawH = captionTop - line * 0.6;
  const double w = width();
  // Five columns: input | ∗ | filters | = | output.
  const double colW = w / 4.2;
  const double opW = colW * 0.4;
  const double x0 = (w - 3 * colW - 2 * opW) / 2;  // the five columns, centred
  const double xs[] = {x0, x0 + colW, x0 + colW + opW, x0 + 2 * colW + opW,
                       x0 + 2 * colW + 2 * opW};
  const LayerShape& s = m_shape;
  const QPointF step(line * 0.45, -line * 0.45);
  const double depth = step.x() * (kMaxSheets - 1);

  auto caption = [&](double x0, double width, const QString& first, const QString& second,
                     const QColor& colour) {
    p.setPen(colour);
    p.setFont(big);
    p.drawText(QRectF(x0, captionTop, width, line), Qt::AlignHCenter | Qt::AlignVCenter, first);
    p.setFont(small);
    p.setPen(colours::kMuted);
    p.drawText(QRectF(x0, captionTop + line * 1.1, width, line), Qt::AlignHCenter, second);
  };

  // Input and output: squares as tall as the drawing allows after the stack's depth.
  const double side = std::min(colW - depth - line, drawH - depth - line * 0.4);
  const double top = line * 0.3 + depth;
  QRectF in(xs[0] + (colW - side - depth) / 2, top, side, side);
  drawStack(p, in, s.channels, step, kInputFill, kInputEdge, 0);
  caption(xs[0], colW, tr("%n input channel(s)", "", s.channels),
          s.batch > 1 ? tr("%1 × %2, × %n image(s)", "", s.batch).arg(s.height).arg(s.width)
                      : tr("%1 × %2 each").arg(s.height).arg(s.width),
          kInputEdge);

  p.setFont(uiFont(2.2, true));
  p.setPen(colours::kText);
  p.drawText(QRectF(xs[1], top, opW, side), Qt::AlignCenter, QStringLiteral("∗"));
  p.drawText(QRectF(xs[3], top, opW, side), Qt::AlignCenter, QStringLiteral("="));

  // Filters: up to kMaxFilters small stacks of 3 × 3, one above the other, then "⋮".
  const int shownFilters = std::min(s.filters, kMaxFilters);
  const double slot = (side + depth) / (kMaxFilters + 0.6);
  const double fSide = std::min(slot - depth * 0.5, colW * 0.45);
  const QPointF fStep = step * 0.5;
  for (int i = 0; i < shownFilters; ++i) {
    const QRectF f(xs[2] + (colW - fSide - depth * 0.5) / 2, line * 0.3 + depth * 0.5 + i * slot,
                   fSide, fSide);
    drawStack(p, f, s.channels, fStep, kFilterFill, kFilterEdge, 3);
  }
  if (s.filters > kMaxFilters) {
    p.setFont(uiFont(1.4, true));
    p.setPen(kFilterEdge);
    p.drawText(
        QRectF(xs[2], line * 0.3 + depth * 0.5 + kMaxFilters * slot - slot * 0.2, colW, slot * 0.6),
        Qt::AlignCenter, QStringLiteral("⋮"));
  }
  caption(xs[2], colW, tr("%n filter(s)", "", s.filters), tr("each %1 × 3 × 3").arg(s.channels),
          kFilterEdge);

  QRectF out(xs[4] + (colW - side - depth) / 2, top, side, side);
  drawStack(p, out, s.filters, step, kOutputFill, colours::kGpu, 0);
  caption(xs[4], colW, tr("%n output channel(s)", "", s.filters),
          tr("%1 × %2 each").arg(s.outHeight()).arg(s.outWidth()), colours::kGpu);
}

}  // namespace convscope::gui
