#include "gui/panels/layer/time_bars.h"

#include <QPainter>
#include <algorithm>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {
constexpr double kRowLines = 1.45;  // a row's height in lines of the bar font
}

TimeBars::TimeBars(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void TimeBars::setGroups(const std::vector<TimeBarGroup>& groups) {
  m_groups = groups;
  updateGeometry();
  update();
}

int TimeBars::rowCount() const {
  int n = 0;
  for (const TimeBarGroup& g : m_groups)
    n += (g.heading.isEmpty() ? 0 : 1) + static_cast<int>(g.bars.size());
  return n;
}

QSize TimeBars::sizeHint() const {
  const QFontMetrics fm(uiFont(1.15));
  return {fm.height() * 30, static_cast<int>(fm.height() * kRowLines * std::max(1, rowCount()))};
}

QSize TimeBars::minimumSizeHint() const {
  const QFontMetrics fm(uiFont(1.15));
  return {fm.height() * 18, sizeHint().height()};
}

void TimeBars::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QFont font = uiFont(1.15);
  const QFont bold = uiFont(1.15, true);
  const QFontMetricsF fm(font);
  const double row = fm.height() * kRowLines;
  // The labels take the width of the longest; the bars and their numbers share the rest.
  double labelW = 0;
  for (const TimeBarGroup& g : m_groups)
    for (const TimeBar& b : g.bars) labelW = std::max(labelW, fm.horizontalAdvance(b.label));
  labelW = std::min(labelW + fm.height(), width() * 0.55);
  const double numberW = fm.horizontalAdvance(QStringLiteral("8888.88 ms")) + fm.height() * 0.5;
  const double barMax = std::max(10.0, width() - labelW - numberW);
  double y = 0;
  for (const TimeBarGroup& g : m_groups) {
    if (!g.heading.isEmpty()) {
      p.setFont(bold);
      p.setPen(colours::text());
      p.drawText(QRectF(0, y, width(), row), Qt::AlignLeft | Qt::AlignVCenter, g.heading);
      y += row;
    }
    double longest = 0;
    for (const TimeBar& b : g.bars) longest = std::max(longest, b.ms);
    for (const TimeBar& b : g.bars) {
      p.setFont(font);
      p.setPen(colours::text());
      p.drawText(QRectF(fm.height() * 0.5, y, labelW - fm.height() * 0.5, row),
                 Qt::AlignLeft | Qt::AlignVCenter, b.label);
      const double w = longest > 0 ? std::max(2.0, barMax * b.ms / longest) : 2.0;
      p.setPen(Qt::NoPen);
      p.setBrush(b.colour);
      p.drawRoundedRect(QRectF(labelW, y + row * 0.18, w, row * 0.64), 3, 3);
      p.setPen(colours::text());
      p.drawText(QRectF(labelW + w + fm.height() * 0.3, y, numberW, row),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 b.text.isEmpty() ? formatDuration(b.ms) : b.text);
      y += row;
    }
  }
}

}  // namespace convscope::gui
