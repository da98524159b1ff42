#include "gui/panels/train/step_bar.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"

namespace convscope::gui::train_tab {

namespace {

constexpr int kSwatch = 14;

}  // namespace

StepBar::StepBar(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("One training step"));
}

void StepBar::setParts(const QList<StepPart>& parts) {
  const bool relayout = parts.size() != m_parts.size() || !m_why.isEmpty();
  m_parts = parts;
  m_why.clear();
  if (relayout) updateGeometry();
  update();
}

void StepBar::clear(const QString& why) {
  m_parts.clear();
  m_why = why;
  updateGeometry();
  update();
}

double StepBar::totalMs() const {
  double t = 0;
  for (const StepPart& p : m_parts) t += p.ms;
  return t;
}

int StepBar::barHeight() const {
  return lineSpacingForAnyScript(font()) + 12;
}

QString StepBar::legendText(const StepPart& part) const {
  return tr("%1 %2 ms", "a part of the step and its time").arg(part.name, formatNumber(part.ms, 2));
}

QList<QRect> StepBar::legendRects(int width) const {
  QList<QRect> rects;
  const QFontMetrics fm(font());
  const int line = lineSpacingForAnyScript(font());
  const int space = fm.horizontalAdvance(QStringLiteral("MM"));
  int x = 0;
  int y = barHeight() + 6;
  for (const StepPart& part : m_parts) {
    // Each entry is as wide as its longest possible text, so the rows do not jump while the
    // times change.
    const int w = kSwatch + 6 +
                  fm.horizontalAdvance(tr("%1 %2 ms", "a part of the step and its time")
                                           .arg(part.name, QStringLiteral("888.88")));
    if (x > 0 && x + w > width) {
      x = 0;
      y += line + 2;
    }
    rects << QRect(x, y, w, line);
    x += w + space;
  }
  return rects;
}

int StepBar::heightForWidth(int width) const {
  if (m_parts.isEmpty()) return barHeight();
  const QList<QRect> rects = legendRects(width);
  return rects.isEmpty() ? barHeight() : rects.back().bottom() + 3;
}

QSize StepBar::sizeHint() const {
  return {480, heightForWidth(480)};
}

QSize StepBar::minimumSizeHint() const {
  return {200, heightForWidth(200)};
}

void StepBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const QRect bar(0, 0, width(), barHeight());
  if (m_parts.isEmpty()) {
    p.fillRect(bar, palette().alternateBase());
    p.setPen(colours::muted());
    p.drawText(bar.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft, m_why);
    return;
  }
  const double total = std::max(totalMs(), 1e-9);
  double x = 0;
  const QFontMetrics fm(font());
  for (const StepPart& part : m_parts) {
    const double w = bar.width() * part.ms / total;
    const QRectF r(bar.left() + x, bar.top(), w, bar.height());
    p.fillRect(r, part.colour);
    const QString ms = formatNumber(part.ms, part.ms < 10 ? 1 : 0);
    if (fm.horizontalAdvance(ms) + 8 <= w) {
      p.setPen(part.colour.lightnessF() < 0.55 ? QColor(Qt::white) : colours::kText);
      p.drawText(r, Qt::AlignCenter, ms);
    }
    x += w;
  }
  p.setPen(QPen(colours::muted(), 1));
  p.drawRect(bar.adjusted(0, 0, -1, -1));
  const QList<QRect> rects = legendRects(width());
  for (int i = 0; i < m_parts.size() && i < rects.size(); ++i) {
    const QRect& r = rects[i];
    const QRect swatch(r.left(), r.center().y() - kSwatch / 2, kSwatch, kSwatch);
    p.fillRect(swatch, m_parts[i].colour);
    p.setPen(colours::text());
    p.drawText(r.adjusted(kSwatch + 6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
               legendText(m_parts[i]));
  }
}

void StepBar::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange) updateGeometry();
  QWidget::changeEvent(event);
}

}  // namespace convscope::gui::train_tab
