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
  return {fm.height() * 18, fm.height() * 6};
}

QSize LayerSchematic::sizeHint() const {
  const QFontMetrics fm(uiFont(1.1, true));
  return {fm.height() * 30, fm.height() * 10};
}

void LayerSchematic::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  // The window's own backdrop for figures, so the operators and the words below, drawn in the
  // palette's text colours, read on a light and on a dark palette alike.
  p.fillRect(rect(), colours::figure());
  const QFont big = uiFont(1.1, true);
  const QFont small = uiFont(1.0);
  const QFontMetricsF fm(big);
  const double line = fm.height();
  // Two lines of words under each group; the drawing takes the rest.
  const double lowestCaption = height() - 2.3 * line;
  const double drawH = lowestCaption - line * 0.6;
  const double w = width();
  // Five columns: input | ∗ | filters | = | output.
  const double colW = w / 4.2;
  const double opW = colW * 0.4;
  const double x0 = (w - 3 * colW - 2 * opW) / 2;  // the five columns, centred
  const double xs[] = {x0, x0 + colW, x0 + colW + opW, x0 + 2 * colW + opW,
                       x0 + 2 * colW + 2 * opW};
  const LayerShape& s = m_shape;
  // The squares take what the column and the height allow; the sheets behind add a third.
  const double side = std::max(line, std::min(colW * 0.72, drawH * 0.72));
  const QPointF step(side * 0.065, -side * 0.065);
  const double depth = step.x() * (kMaxSheets - 1);
  const double top = line * 0.3 + depth;
  // The words sit under the drawing, not at the bottom of a tall widget.
  const double captionTop = std::min(lowestCaption, top + side + line * 0.5);
  // A widget taller than the drawing and its words (a lesson's demo area) has it in its middle,
  // not at its top over an empty backdrop.
  p.translate(0, std::max(0.0, (height() - (captionTop + 2.3 * line)) / 2));

  // Each caption is centred on its column and may use the room of the operators beside it;
  // where even that is too narrow its font shrinks, so no word is cut.
  auto fitted = [](QFont font, const QString& text, double room) {
    const double need = QFontMetricsF(font).horizontalAdvance(text);
    if (need > room && need > 0) font.setPointSizeF(font.pointSizeF() * room / need);
    return font;
  };
  auto caption = [&](double colLeft, double colWidth, const QString& first, const QString& second,
                     const QColor& colour) {
    const double room = colWidth + opW * 0.9;
    const QRectF firstBox(colLeft + colWidth / 2 - room / 2, captionTop, room, line);
    p.setPen(colours::onWindow(colour));
    p.setFont(fitted(big, first, room));
    p.drawText(firstBox, Qt::AlignHCenter | Qt::AlignVCenter, first);
    p.setFont(fitted(small, second, room));
    p.setPen(colours::muted());
    p.drawText(firstBox.translated(0, line * 1.1), Qt::AlignHCenter, second);
  };

  // Input and output: squares as tall as the drawing allows after the stack's depth.
  QRectF in(xs[0] + (colW - side - depth) / 2, top, side, side);
  drawStack(p, in, s.channels, step, kInputFill, kInputEdge, 0);
  caption(xs[0], colW,
          s.channels == 1 ? tr("1 input channel") : tr("%1 input channels").arg(s.channels),
          s.batch > 1 ? tr("%1 × %2, × %3 images").arg(s.height).arg(s.width).arg(s.batch)
                      : tr("%1 × %2 each").arg(s.height).arg(s.width),
          kInputEdge);

  p.setFont(uiFont(2.2, true));
  p.setPen(colours::text());
  p.drawText(QRectF(xs[1], top, opW, side), Qt::AlignCenter, QStringLiteral("∗"));
  p.drawText(QRectF(xs[3], top, opW, side), Qt::AlignCenter, QStringLiteral("="));

  // Filters: up to kMaxFilters small stacks of 3 × 3, one above the other, then "⋮".
  const int shownFilters = std::min(s.filters, kMaxFilters);
  const double slot = (side + depth) / (kMaxFilters + 0.6);
  const double fSide = std::min(slot * 0.62, colW * 0.45);
  const QPointF fStep(fSide * 0.07, -fSide * 0.07);
  const double fDepth = fStep.x() * (kMaxSheets - 1);
  for (int i = 0; i < shownFilters; ++i) {
    const QRectF f(xs[2] + (colW - fSide - fDepth) / 2, line * 0.3 + fDepth + i * slot, fSide,
                   fSide);
    drawStack(p, f, s.channels, fStep, kFilterFill, kFilterEdge, 3);
  }
  if (s.filters > kMaxFilters) {
    p.setFont(uiFont(1.4, true));
    p.setPen(colours::onWindow(kFilterEdge));
    p.drawText(
        QRectF(xs[2], line * 0.3 + depth * 0.5 + kMaxFilters * slot - slot * 0.2, colW, slot * 0.6),
        Qt::AlignCenter, QStringLiteral("⋮"));
  }
  caption(xs[2], colW, s.filters == 1 ? tr("1 filter") : tr("%1 filters").arg(s.filters),
          tr("each %1 × 3 × 3").arg(s.channels), kFilterEdge);

  QRectF out(xs[4] + (colW - side - depth) / 2, top, side, side);
  drawStack(p, out, s.filters, step, kOutputFill, colours::kGpu, 0);
  caption(xs[4], colW,
          s.filters == 1 ? tr("1 output channel") : tr("%1 output channels").arg(s.filters),
          tr("%1 × %2 each").arg(s.outHeight()).arg(s.outWidth()), colours::kGpu);
}

}  // namespace convscope::gui
