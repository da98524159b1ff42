#include "gui/panels/train/filter_grid.h"

#include <QAbstractButton>
#include <QEvent>
#include <QLinearGradient>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "images/value_mapping.h"

namespace convscope::gui::train_tab {

namespace {

constexpr int kMaxFilterCell = 56;
constexpr int kMinFilterCell = 10;
constexpr int kBarHeight = 14;
constexpr int kFrame = 3;  // the hover and focus frame around a filter's cells

app::ValueMapping mapping(float scale) {
  app::ValueMapping m;
  m.map = app::ColourMap::Diverging;
  m.low = -scale;
  m.high = scale;
  return m;
}

QString captionText() {
  return FilterGrid::tr(
      "One scale for all eight: white 0, red positive, blue negative. Click one to try it on "
      "the workbench.");
}

QFont numberFont(const QFont& base) {
  QFont f = base;
  f.setPointSizeF(std::max(7.0, base.pointSizeF() * 0.8));
  return f;
}

// One filter: its title, its 3 × 3 cells on the grid's scale, a frame while hovered or focused.
class FilterButton : public QAbstractButton {
 public:
  FilterButton(const FilterGrid& grid, int filter, QWidget* parent)
      : QAbstractButton(parent), m_grid(grid), m_filter(filter) {
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_Hover);
    setText(FilterGrid::tr("filter %1").arg(filter + 1));
    setAccessibleName(text());
    setToolTip(
        FilterGrid::tr("Filter %1: click to put its nine weights on the workbench as the kernel")
            .arg(filter + 1));
  }
  // The cells' square inside the button: below the title, inside the frame.
  QRect cells(int title) const {
    const int side = std::min(width() - 2 * kFrame, height() - title - 2 * kFrame);
    return {(width() - side) / 2, title + kFrame, side, side};
  }
  int title() const { return lineSpacingForAnyScript(font()) + 2; }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    const int t = title();
    const QRect r = cells(t);
    const int cell = r.width() / 3;
    p.setPen(colours::text());
    p.drawText(QRect(0, 0, width(), t), Qt::AlignCenter, text());
    const app::ValueMapping map = mapping(m_grid.scale());
    const QFont numbers = numberFont(font());
    const QFontMetrics nfm(numbers);
    const bool writeNumbers = nfm.horizontalAdvance(formatNumber(-0.88, 2)) + 6 <= cell;
    p.setFont(numbers);
    for (int i = 0; i < kFilterTaps; ++i) {
      const float v = m_grid.filters()[static_cast<size_t>(m_filter * kFilterTaps + i)];
      const QColor c = QColor::fromRgb(app::colourOf(map, v));
      const QRect box(r.left() + (i % 3) * cell, r.top() + (i / 3) * cell, cell, cell);
      p.fillRect(box, c);
      if (writeNumbers) {
        p.setPen(c.lightnessF() < 0.55 ? QColor(Qt::white) : colours::kText);
        p.drawText(box, Qt::AlignCenter, formatNumber(v, 2));
      }
    }
    const QRect drawn(r.topLeft(), QSize(3 * cell, 3 * cell));
    // A thin grey frame (white cells on a white window), a thick one while hovered or focused.
    p.setPen(QPen(colours::muted(), 1));
    p.drawRect(drawn.adjusted(0, 0, -1, -1));
    if (underMouse() || hasFocus()) {
      p.setPen(QPen(colours::onWindow(colours::kCpu), kFrame));
      p.drawRect(drawn.adjusted(-1, -1, 0, 0));
    }
  }
  void enterEvent(QEnterEvent* event) override {
    update();
    QAbstractButton::enterEvent(event);
  }
  void leaveEvent(QEvent* event) override {
    update();
    QAbstractButton::leaveEvent(event);
  }

 private:
  const FilterGrid& m_grid;
  int m_filter;
};

}  // namespace

FilterGrid::FilterGrid(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("The first layer's 8 filters"));
  for (int f = 0; f < kFilters; ++f) {
    auto* b = new FilterButton(*this, f, this);
    connect(b, &QAbstractButton::clicked, this, [this, f] { emit filterClicked(f); });
    m_buttons << b;
  }
}

void FilterGrid::setFilters(const Filters& filters) {
  m_filters = filters;
  float most = 0;
  for (float v : filters)
    if (std::isfinite(v)) most = std::max(most, std::abs(v));
  m_scale = most > 0 ? most : 1.0f;
  update();
  for (QWidget* b : m_buttons) b->update();
}

FilterGrid::Geometry FilterGrid::geometry(int width) const {
  Geometry g;
  g.title = lineSpacingForAnyScript(font()) + 2;
  g.gap = std::max(10, fontMetrics().horizontalAdvance(QLatin1Char('M')));
  auto cellFor = [&](int columns) {
    return (width - (columns - 1) * g.gap - columns * 2 * kFrame) / (columns * 3);
  };
  // Eight in a row only where each cell stays large: larger cells read better from the back.
  g.columns = cellFor(8) >= 34 ? 8 : 4;
  g.cell = std::clamp(cellFor(g.columns), kMinFilterCell, kMaxFilterCell);
  const int rows = kFilters / g.columns;
  g.scaleTop = rows * (g.title + 3 * g.cell + 2 * kFrame) + (rows - 1) * g.gap + g.gap;
  return g;
}

int FilterGrid::heightForWidth(int width) const {
  const Geometry g = geometry(width);
  const QFontMetrics fm(font());
  const int caption =
      fm.boundingRect(QRect(0, 0, std::max(1, width), 10000), Qt::TextWordWrap, captionText())
          .height();
  return g.scaleTop + kBarHeight + 4 + lineSpacingForAnyScript(font()) + 4 + caption + 2;
}

QSize FilterGrid::sizeHint() const {
  const int w = 4 * (3 * 40 + 2 * kFrame) + 3 * 14;
  return {w, heightForWidth(w)};
}

QSize FilterGrid::minimumSizeHint() const {
  const int w = 4 * (3 * kMinFilterCell + 2 * kFrame) + 3 * 10;
  return {w, heightForWidth(w)};
}

QRect FilterGrid::filterRect(int filter) const {
  const QWidget* b = m_buttons.value(filter);
  if (!b) return {};
  const auto* button = static_cast<const FilterButton*>(b);
  const QRect r = button->cells(button->title());
  const int side = r.width() / 3 * 3;
  return {b->geometry().topLeft() + r.topLeft(), QSize(side, side)};
}

void FilterGrid::placeButtons() {
  const Geometry g = geometry(width());
  const int side = 3 * g.cell + 2 * kFrame;
  const int used = g.columns * side + (g.columns - 1) * g.gap;
  const int left = std::max(0, (width() - used) / 2);
  for (int f = 0; f < kFilters; ++f) {
    const int column = f % g.columns;
    const int row = f / g.columns;
    m_buttons[f]->setGeometry(left + column * (side + g.gap), row * (g.title + side + g.gap), side,
                              g.title + side);
  }
}

void FilterGrid::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  placeButtons();
}

void FilterGrid::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const Geometry g = geometry(width());
  const app::ValueMapping map = mapping(m_scale);
  // The scale: −s … 0 … +s on one bar.
  const int barWidth = std::min(width() - 2, 12 * kMaxFilterCell);
  const QRect bar((width() - barWidth) / 2, g.scaleTop, barWidth, kBarHeight);
  QLinearGradient gradient(bar.topLeft(), bar.topRight());
  for (int k = 0; k <= 8; ++k) {
    const float v = m_scale * (k / 4.0f - 1.0f);
    gradient.setColorAt(k / 8.0, QColor::fromRgb(app::colourOf(map, v)));
  }
  p.fillRect(bar, gradient);
  p.setPen(QPen(colours::muted(), 1));
  p.drawRect(bar.adjusted(0, 0, -1, -1));
  p.setPen(colours::text());
  const int line = lineSpacingForAnyScript(font());
  const QRect labels(bar.left(), bar.bottom() + 4, bar.width(), line);
  p.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, formatNumber(-m_scale, 2));
  p.drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, QStringLiteral("0"));
  p.drawText(labels, Qt::AlignRight | Qt::AlignVCenter,
             QStringLiteral("+") + formatNumber(m_scale, 2));
  p.setPen(colours::muted());
  p.drawText(QRect(0, labels.bottom() + 4, width(), height() - labels.bottom() - 4),
             Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, captionText());
}

void FilterGrid::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange) {
    updateGeometry();
    placeButtons();
  }
  QWidget::changeEvent(event);
}

}  // namespace convscope::gui::train_tab
