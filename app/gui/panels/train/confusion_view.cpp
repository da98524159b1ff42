#include "gui/panels/train/confusion_view.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"

namespace convscope::gui::train_tab {

namespace {

constexpr int kMinMatrixCell = 16;
constexpr int kMaxMatrixCell = 46;

QColor mix(const QColor& a, const QColor& b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                          static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                          static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QFont smaller(const QFont& base) {
  QFont f = base;
  f.setPointSizeF(std::max(7.0, base.pointSizeF() * 0.8));
  return f;
}

}  // namespace

ConfusionView::ConfusionView(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("Confusion matrix"));
  for (int c = 0; c < train::kClasses; ++c) m_names << QString::number(c);
}

void ConfusionView::setClassNames(const QStringList& classNames) {
  m_names = classNames;
  updateGeometry();
  update();
}

void ConfusionView::setConfusion(const Confusion& confusion) {
  m_confusion = confusion;
  update();
}

void ConfusionView::clear() {
  m_confusion.reset();
  update();
}

int ConfusionView::labelWidth() const {
  const QFontMetrics fm(font());
  int most = 0;
  for (int c = 0; c < m_names.size(); ++c)
    most = std::max(most, fm.horizontalAdvance(QStringLiteral("%1 %2").arg(c).arg(m_names[c])));
  return most + 8;
}

int ConfusionView::cellSide(int width) const {
  return std::clamp((width - labelWidth()) / train::kClasses, kMinMatrixCell, kMaxMatrixCell);
}

int ConfusionView::heightForWidth(int width) const {
  const int line = lineSpacingForAnyScript(font());
  return line + train::kClasses * cellSide(width) + line + 6;
}

QSize ConfusionView::sizeHint() const {
  const int w = labelWidth() + train::kClasses * 34;
  return {w, heightForWidth(w)};
}

QSize ConfusionView::minimumSizeHint() const {
  const int w = labelWidth() + train::kClasses * kMinMatrixCell;
  return {w, heightForWidth(w)};
}

void ConfusionView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const int line = lineSpacingForAnyScript(font());
  const int cell = cellSide(width());
  const int labels = labelWidth();
  const int used = labels + train::kClasses * cell;
  const int left = std::max(0, (width() - used) / 2);
  const int gridLeft = left + labels;
  const int top = line;
  const QFont counts = smaller(font());
  const QFontMetrics cfm(counts);
  const bool writeCounts = cfm.horizontalAdvance(QStringLiteral("888")) + 4 <= cell;
  p.setPen(colours::text());
  for (int c = 0; c < train::kClasses; ++c) {
    p.drawText(QRect(gridLeft + c * cell, 0, cell, line), Qt::AlignCenter, QString::number(c));
    p.drawText(QRect(left, top + c * cell, labels - 8, cell), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("%1 %2").arg(c).arg(m_names.value(c)));
  }
  const QColor right = colours::kGpu;
  const QColor wrong = colours::kError;
  p.setFont(counts);
  for (int t = 0; t < train::kClasses; ++t) {
    int total = 0;
    if (m_confusion)
      for (int v : (*m_confusion)[t]) total += v;
    for (int q = 0; q < train::kClasses; ++q) {
      const QRect r(gridLeft + q * cell, top + t * cell, cell, cell);
      QColor fill = palette().alternateBase().color();
      int n = 0;
      if (m_confusion) {
        n = (*m_confusion)[t][q];
        const double share = total > 0 ? double(n) / total : 0.0;
        // Mistakes are rarer than the right answers: deepened so that a few percent show.
        fill = t == q ? mix(Qt::white, right, share) : mix(Qt::white, wrong, 3 * share);
      }
      p.fillRect(r, fill);
      if (m_confusion && writeCounts && n > 0) {
        p.setPen(fill.lightnessF() < 0.55 ? QColor(Qt::white) : colours::kText);
        p.drawText(r, Qt::AlignCenter, QString::number(n));
      }
    }
  }
  p.setPen(QPen(colours::muted(), 1));
  p.drawRect(
      QRect(gridLeft, top, train::kClasses * cell, train::kClasses * cell).adjusted(0, 0, -1, -1));
  p.setFont(font());
  p.setPen(colours::muted());
  p.drawText(QRect(0, top + train::kClasses * cell + 4, width(), line), Qt::AlignCenter,
             m_confusion ? tr("rows: the true class · columns: the predicted class")
                         : tr("The matrix appears after the first evaluation."));
}

void ConfusionView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange) updateGeometry();
  QWidget::changeEvent(event);
}

}  // namespace convscope::gui::train_tab
