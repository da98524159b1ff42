#include "timeline_strip.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace convscope::gui::speed {

TimelineStrip::TimelineStrip(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void TimelineStrip::setPhases(const QList<TimelinePhase>& phases, const QString& caption) {
  m_phases = phases;
  m_caption = caption;
  update();
}

void TimelineStrip::clear(const QString& why) {
  m_phases.clear();
  m_caption = why;
  update();
}

namespace {
// A Chinese line falls back to a CJK family about a quarter taller than the Latin one.
int lineHeight(const QFontMetrics& fm) {
  return fm.lineSpacing() * 5 / 4;
}
}  // namespace

QSize TimelineStrip::sizeHint() const {
  // Caption (up to five lines), two lanes of two lines, the axis, two lines of legend.
  return {640, lineHeight(fontMetrics()) * 12 + 30};
}

QSize TimelineStrip::minimumSizeHint() const {
  return {320, sizeHint().height()};
}

void TimelineStrip::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), Qt::white);
  const QFontMetrics fm = fontMetrics();
  const int line = lineHeight(fm);
  const QRect captionRect = fm.boundingRect(QRect(6, 2, width() - 12, line * 5),
                                            Qt::AlignLeft | Qt::TextWordWrap, m_caption)
                                .adjusted(0, 0, 0, 2);
  p.setPen(QColor(0x37, 0x41, 0x51));
  p.drawText(QRect(6, 2, width() - 12, line * 5), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             m_caption);
  if (m_phases.isEmpty()) return;

  const QStringList lanes{tr("CPU"), tr("GPU")};
  int labelWidth = 0;
  for (const QString& l : lanes) labelWidth = std::max(labelWidth, fm.horizontalAdvance(l));
  const int left = labelWidth + 16;
  const int right = width() - 12;
  const int laneHeight = line * 2;
  const int top = captionRect.bottom() + 6;
  double endMs = 0;
  for (const TimelinePhase& ph : m_phases) endMs = std::max(endMs, ph.startMs + ph.ms);
  if (endMs <= 0) return;
  const double scale = (right - left) / endMs;

  for (int lane = 0; lane < 2; ++lane) {
    const int y = top + lane * (laneHeight + 6);
    p.setPen(Qt::black);
    p.drawText(QRect(4, y, labelWidth + 8, laneHeight), Qt::AlignVCenter | Qt::AlignLeft,
               lanes[lane]);
    p.fillRect(QRect(left, y, right - left, laneHeight), QColor(0xf3, 0xf4, 0xf6));
    for (const TimelinePhase& ph : m_phases) {
      if (ph.lane != lane) continue;
      const double x0 = left + ph.startMs * scale;
      // Never thinner than two pixels: a 5 µs launch beside a 0.3 ms copy must still be seen.
      const double w = std::max(2.0, ph.ms * scale);
      const QRectF bar(x0, y + 2, w, laneHeight - 4);
      p.fillRect(bar, ph.color);
      if (ph.model) p.fillRect(bar, QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern));
      p.setPen(QColor(0, 0, 0, 120));
      p.drawRect(bar);
      if (fm.horizontalAdvance(ph.name) + 6 < w) {
        p.setPen(Qt::white);
        p.drawText(bar, Qt::AlignCenter, ph.name);
      }
    }
  }
  // The time axis: 0, the end, and a few ticks between.
  const int axisY = top + 2 * (laneHeight + 6) + 2;
  p.setPen(QColor(0x6b, 0x72, 0x80));
  p.drawLine(left, axisY, right, axisY);
  // Ticks at 1, 2 or 5 × 10^k, as many as their labels leave room for.
  const int labelRoom = fm.horizontalAdvance(QStringLiteral("0.000 ms")) + 16;
  const int maxTicks = std::max(1, (right - left) / labelRoom);
  double nice = std::pow(10.0, std::floor(std::log10(endMs)) - 3);
  for (int i = 0; endMs / nice > maxTicks && i < 30; ++i) {
    nice *= (i % 3 == 1) ? 2.5 : 2.0;  // 1, 2, 5, 10, 20, 50, ...
  }
  for (double t = 0; t <= endMs * 1.0001; t += nice) {
    const int x = left + int(t * scale);
    p.drawLine(x, axisY, x, axisY + 4);
    const QString label = QString::number(t, 'g', 3) + QStringLiteral(" ms");
    const int lw = fm.horizontalAdvance(label);
    p.drawText(std::min(x - lw / 2, right - lw), axisY + 4 + fm.ascent(), label);
  }
  // Which bar is which: names under the axis for bars too thin to carry their own.
  int x = left;
  int legendY = axisY + 6 + line;
  QStringList seen;
  for (const TimelinePhase& ph : m_phases) {
    if (seen.contains(ph.name)) continue;
    seen << ph.name;
    const int w = fm.horizontalAdvance(ph.name);
    if (x + 16 + w > right && x > left) {  // on to a second line of legend
      x = left;
      legendY += line;
    }
    p.fillRect(QRect(x, legendY + (fm.height() - 10) / 2, 10, 10), ph.color);
    p.setPen(Qt::black);
    p.drawText(x + 14, legendY + fm.ascent(), ph.name);
    x += 14 + w + 14;
  }
}

}  // namespace convscope::gui::speed
