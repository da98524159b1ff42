#include "gui/panels/layer/im2col_view.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

// Cells across: the input grids, a gap, the row labels, the matrix.
constexpr double kGapCells = 1.5;
constexpr double kLabelCells = 2.6;
const QColor kMark(0xDC, 0x26, 0x26);
const QColor kChannelFill[] = {QColor(0xDB, 0xEA, 0xFE), QColor(0xFE, 0xF3, 0xC7),
                               QColor(0xD1, 0xFA, 0xE5), QColor(0xF3, 0xE8, 0xFF)};

// `font`, smaller where `text` would not fit in `room`: small cells keep their names whole.
QFont fitted(QFont font, const QString& text, double room) {
  const double need = QFontMetricsF(font).horizontalAdvance(text);
  if (need > room && need > 0)
    font.setPointSizeF(std::max(5.0, font.pointSizeF() * 0.94 * room / need));
  return font;
}

QString cellText(float v) {
  return QString::number(static_cast<double>(v), 'g', 3);
}

}  // namespace

Im2colView::Im2colView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  setAccessibleName(tr("im2col matrix"));
}

void Im2colView::setInput(const Tensor& input) {
  auto copy = Tensor::create(input.shape[0], input.shape[1], input.shape[2], input.shape[3]);
  auto m = speed::im2colFigure(input, ConvParams{});
  if (!copy || !m) return;
  std::copy(input.values.begin(), input.values.end(), copy->values.begin());
  m_input = std::move(copy).value();
  m_matrix = std::move(m).value();
  // Output (1, 1): its patch lies wholly inside the image, so no zero hides what it reads.
  const int outW = input.shape[3];
  m_marked = std::min(m_matrix.cols - 1, outW + 1);
  updateGeometry();
  update();
}

double Im2colView::cellFor(int width, int height) const {
  const double across = m_input.shape[3] + kGapCells + kLabelCells + std::max(1, m_matrix.cols);
  const double most = QFontMetricsF(uiFont(0.95)).height() * 1.6;
  const double line = QFontMetricsF(uiFont(1.0)).height();
  const double down = (height - line * 1.4) / (m_matrix.rows + 1);
  return std::max(4.0, std::min({most, width / across, down}));
}

int Im2colView::heightFor(double cell) const {
  const double line = QFontMetricsF(uiFont(1.0)).height();
  return static_cast<int>(std::ceil((m_matrix.rows + 1) * cell + line * 1.4));
}

QSize Im2colView::sizeHint() const {
  // Modest cells by default: the layout hands any height left over to the drawing.
  const double cell = QFontMetricsF(uiFont(0.95)).height() * 1.1;
  return {static_cast<int>(cell * 36), heightFor(cell)};
}

QSize Im2colView::minimumSizeHint() const {
  // Cells of 12 pixels still hold two digits.
  return {QFontMetrics(uiFont(0.95)).height() * 16, heightFor(12)};
}

void Im2colView::paintEvent(QPaintEvent*) {
  if (m_matrix.rows == 0) return;
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const double cell = cellFor(width(), height());
  const int channels = m_input.shape[1], inH = m_input.shape[2], inW = m_input.shape[3];
  QFont numbers = uiFont(0.85);
  numbers.setPixelSize(std::max(8, static_cast<int>(cell * 0.42)));
  const double headerH = cell;

  // The input channels, one grid above the other, each with its name above.
  const int markX = m_marked % inW, markY = m_marked / inW;
  double y = headerH;
  for (int c = 0; c < channels; ++c) {
    const QString name = tr("channel %1").arg(c + 1);
    p.setFont(fitted(uiFont(0.95, true), name, (inW + kGapCells) * cell));
    p.setPen(colours::text());
    p.drawText(QRectF(0, y - cell, (inW + kGapCells) * cell, cell), Qt::AlignLeft | Qt::AlignBottom,
               name);
    p.setFont(numbers);
    for (int iy = 0; iy < inH; ++iy)
      for (int ix = 0; ix < inW; ++ix) {
        const QRectF r(ix * cell, y + iy * cell, cell, cell);
        p.setPen(QPen(colours::kMuted, 1));
        p.setBrush(kChannelFill[c % 4]);
        p.drawRect(r);
        p.setPen(colours::kText);
        p.drawText(r, Qt::AlignCenter, cellText(m_input.plane(0, c)[iy * inW + ix]));
      }
    // The 3 × 3 patch the marked output reads.
    p.setPen(QPen(kMark, 3));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF((markX - 1) * cell, y + (markY - 1) * cell, 3 * cell, 3 * cell));
    y += (inH + 1.2) * cell;
  }

  // The matrix: a header of output numbers, row labels by channel and tap, the cells.
  const double mx = (inW + kGapCells + kLabelCells) * cell;
  p.setFont(numbers);
  for (int col = 0; col < m_matrix.cols; ++col) {
    p.setPen(col == m_marked ? kMark : colours::kMuted);
    p.drawText(QRectF(mx + col * cell, 0, cell, headerH), Qt::AlignCenter,
               QString::number(col + 1));
  }
  for (int row = 0; row < m_matrix.rows; ++row) {
    const double ry = headerH + row * cell;
    p.setPen(colours::kMuted);
    p.drawText(QRectF(mx - kLabelCells * cell, ry, kLabelCells * cell - 4, cell),
               Qt::AlignRight | Qt::AlignVCenter,
               tr("c%1 w%2").arg(row / kTaps + 1).arg(row % kTaps + 1));
    for (int col = 0; col < m_matrix.cols; ++col) {
      const QRectF r(mx + col * cell, ry, cell, cell);
      const bool pad = m_matrix.isPadding(row, col);
      p.setPen(QPen(QColor(0xD1, 0xD5, 0xDB), 1));
      p.setBrush(pad ? QColor(0xF3, 0xF4, 0xF6) : kChannelFill[(row / kTaps) % 4]);
      p.drawRect(r);
      p.setPen(pad ? QColor(0x9C, 0xA3, 0xAF) : colours::kText);
      p.drawText(r, Qt::AlignCenter, cellText(m_matrix.at(row, col)));
    }
  }
  p.setPen(QPen(kMark, 3));
  p.setBrush(Qt::NoBrush);
  p.drawRect(QRectF(mx + m_marked * cell, headerH, cell, m_matrix.rows * cell));

  const QString caption =
      tr("%1 rows (C × 9) × %2 columns (H′ × W′); grey: padding; computed from the layer")
          .arg(m_matrix.rows)
          .arg(m_matrix.cols);
  const double left = mx - kLabelCells * cell;
  p.setFont(fitted(uiFont(1.0), caption, width() - left));
  p.setPen(colours::text());
  p.drawText(QRectF(left, headerH + m_matrix.rows * cell, width() - left, cell * 1.4),
             Qt::AlignLeft | Qt::AlignVCenter, caption);
}

}  // namespace convscope::gui
