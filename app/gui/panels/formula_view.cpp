#include "gui/panels/formula_view.h"

#include <QPainter>
#include <algorithm>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

constexpr int kCell = 42;  // logical pixels per grid cell
constexpr int kGap = 34;   // room for the "×" and "=" between the parts
constexpr int kGridWidth = 3 * kCell;
constexpr int kSumLeft = 2 * kGridWidth + 2 * kGap;  // where the sum starts beside the grids
constexpr int kSumLines = 4;                         // three rows of products and the total

// One row of the sum for a typical kernel on an 8-bit image: the sum goes beside the grids only
// where such a row fits there at nearly full size (paintSum shrinks a row that is too wide).
QString typicalSumRow() {
  return QStringLiteral("+ (−2)·255 + 0·255 + 2·255");
}

int sumLineHeight(const QFontMetrics& fm) {
  return std::min(3 * kCell / 4, fm.height() + 6);
}

QString term(const Tap& tap) {
  QString w = formatNumber(tap.weight, 4);
  if (tap.weight < 0) w = QStringLiteral("(%1)").arg(w);
  return QStringLiteral("%1·%2").arg(w, formatNumber(tap.value, 2));
}

QColor signTint(float v) {
  if (v < 0) return QColor(0xDB, 0xEA, 0xFE);
  if (v > 0) return QColor(0xFE, 0xE2, 0xE2);
  return Qt::white;
}

}  // namespace

FormulaView::FormulaView(QWidget* parent) : QWidget(parent) {
  QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
}

QSize FormulaView::sizeHint() const {
  return {760, heightForWidth(760)};
}

QSize FormulaView::minimumSizeHint() const {
  return {2 * kGridWidth + kGap, gridsHeight()};
}

int FormulaView::gridsHeight() const {
  const QFontMetrics caption(uiFont(0.9, true));
  return caption.height() + 6 + 3 * kCell + 8;
}

bool FormulaView::sumBelowGrids(int width) const {
  // Up to a tenth smaller still reads as the same text, and beside the grids the sum saves four
  // lines of height: at 1280 × 720 that keeps Play on screen under the views.
  constexpr double kMostShrink = 0.9;
  const QFontMetrics fm(monoFont(1.0));
  return width - kSumLeft - 4 < kMostShrink * fm.horizontalAdvance(typicalSumRow());
}

int FormulaView::heightForWidth(int width) const {
  if (!sumBelowGrids(width)) return gridsHeight();
  const QFontMetrics caption(uiFont(0.9, true));
  return gridsHeight() + caption.height() + kSumLines * sumLineHeight(QFontMetrics(monoFont(1.0)));
}

void FormulaView::setStep(const Step& step) {
  m_step = step;
  setAccessibleDescription(formulaText());
  update();
}

void FormulaView::clearStep() {
  m_step.reset();
  update();
}

QStringList FormulaView::formulaLines() const {
  QStringList lines;
  if (!m_step) return lines;
  QStringList terms;
  int widest = 0;
  for (const Tap& tap : m_step->taps) {
    terms << term(tap);
    widest = std::max(widest, static_cast<int>(terms.back().size()));
  }
  for (int row = 0; row < kKernelSize; ++row) {
    QString line = row == 0 ? QStringLiteral("  ") : QStringLiteral("+ ");
    for (int col = 0; col < kKernelSize; ++col) {
      line += terms[row * kKernelSize + col].leftJustified(widest);
      if (col < kKernelSize - 1) line += QStringLiteral(" + ");
    }
    lines << line;
  }
  lines << tr("= %1  → output (%2, %3)")
               .arg(formatNumber(m_step->sum, 2))
               .arg(m_step->outX)
               .arg(m_step->outY);
  return lines;
}

QString FormulaView::formulaText() const {
  if (!m_step) return {};
  QStringList terms;
  for (const Tap& tap : m_step->taps) terms << term(tap);
  return tr("%1 = %2 → output (%3, %4)")
      .arg(terms.join(QStringLiteral(" + ")), formatNumber(m_step->sum, 2))
      .arg(m_step->outX)
      .arg(m_step->outY);
}

void FormulaView::paintGrid(QPainter& p, const QRect& area, const QString& caption,
                            bool weights) const {
  p.setFont(uiFont(0.9, true));
  p.setPen(colours::muted());
  const int captionHeight = p.fontMetrics().height();
  p.drawText(QRect(area.left(), area.top(), area.width() + 40, captionHeight),
             Qt::AlignLeft | Qt::AlignVCenter, caption);
  QFont numbers = monoFont(0.9, true);
  p.setFont(numbers);
  const QFontMetrics fm(numbers);
  for (int i = 0; i < kTaps; ++i) {
    const Tap& tap = m_step->taps[i];
    const QRect cell(area.left() + (i % kKernelSize) * kCell,
                     area.top() + captionHeight + 6 + (i / kKernelSize) * kCell, kCell, kCell);
    QColor back = weights ? signTint(tap.weight)
                          : (tap.padded ? QColor(0xBF, 0xDB, 0xFE) : QColor(Qt::white));
    p.fillRect(cell, back);
    p.setPen(QPen(weights ? QColor(0x6B, 0x72, 0x80) : colours::kCpu, weights ? 1 : 2));
    p.drawRect(cell);
    const QString text = weights ? formatNumber(tap.weight, 4) : formatNumber(tap.value, 1);
    QFont f = numbers;
    if (fm.horizontalAdvance(text) > kCell - 4) {
      f.setPointSizeF(numbers.pointSizeF() * (kCell - 4) / fm.horizontalAdvance(text));
      p.setFont(f);
    }
    p.setPen(tap.padded && !weights ? colours::kPadding : colours::kText);
    p.drawText(cell, Qt::AlignCenter, text);
    p.setFont(numbers);
  }
}

void FormulaView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  if (!m_step) {
    p.setFont(uiFont(1.0));
    p.setPen(colours::muted());
    p.drawText(rect(), Qt::AlignCenter, tr("No step to show yet."));
    return;
  }
  const int captionHeight = QFontMetrics(uiFont(0.9, true)).height();
  const QRect patchArea(0, 0, kGridWidth, height());
  const QRect weightArea(kGridWidth + kGap, 0, kGridWidth, height());
  paintGrid(p, patchArea, tr("Input patch"), false);
  paintGrid(p, weightArea, tr("Weights"), true);

  const int gridTop = captionHeight + 6;
  p.setFont(uiFont(1.6, true));
  p.setPen(colours::text());
  p.drawText(QRect(kGridWidth, gridTop, kGap, 3 * kCell), Qt::AlignCenter, QStringLiteral("×"));
  if (sumBelowGrids(width())) {
    paintSum(p, QRect(0, gridsHeight(), width(), height() - gridsHeight()));
    return;
  }
  const int arrowLeft = 2 * kGridWidth + kGap;
  p.drawText(QRect(arrowLeft, gridTop, kGap, 3 * kCell), Qt::AlignCenter, QStringLiteral("→"));
  paintSum(p, QRect(kSumLeft, 0, width() - kSumLeft, gridTop + 3 * kCell));
}

// The caption, then the three rows of products and the total, centred in what is left of area.
void FormulaView::paintSum(QPainter& p, const QRect& area) const {
  p.setFont(uiFont(0.9, true));
  p.setPen(colours::muted());
  const int captionHeight = p.fontMetrics().height();
  p.drawText(QRect(area.left(), area.top(), area.width(), captionHeight), Qt::AlignLeft,
             tr("Multiply, then add"));
  const QStringList lines = formulaLines();
  QFont mono = monoFont(1.0);
  QFontMetrics fm(mono);
  const int available = area.width() - 4;
  int widest = 0;
  for (const QString& line : lines) widest = std::max(widest, fm.horizontalAdvance(line));
  if (widest > available && widest > 0) {
    mono.setPointSizeF(std::max(7.0, mono.pointSizeF() * available / widest));
    fm = QFontMetrics(mono);
  }
  const int lineHeight = sumLineHeight(fm);
  const int top = area.top() + captionHeight + 6;
  int y = top + (area.bottom() - top - lineHeight * static_cast<int>(lines.size())) / 2;
  y = std::max(y, top);
  for (int i = 0; i < lines.size(); ++i) {
    const bool last = i == lines.size() - 1;
    QFont f = mono;
    f.setBold(last);
    p.setFont(f);
    p.setPen(last ? colours::kCpu : colours::text());
    p.drawText(QRect(area.left(), y, area.width(), lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
               lines[i]);
    y += lineHeight;
  }
}

}  // namespace convscope::gui
