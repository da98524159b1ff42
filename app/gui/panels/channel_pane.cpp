#include "gui/panels/channel_pane.h"

#include <QLinearGradient>
#include <QPainter>
#include <QResizeEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "images/value_mapping.h"

namespace convscope::gui {

using model::ViewSync;

LegendBar::LegendBar(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LegendBar::setMapping(const app::ValueMapping& mapping) {
  m_mapping = mapping;
  update();
}

QSize LegendBar::sizeHint() const {
  // The font it draws with, not the widget's: at 200 % or in Chinese the two differ in height.
  return {200, QFontMetrics(monoFont(0.85)).height() + 8};
}

QSize LegendBar::minimumSizeHint() const {
  return {60, sizeHint().height()};
}

void LegendBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  QFont font = monoFont(0.85);
  p.setFont(font);
  const QFontMetrics fm(font);
  const bool diverging = m_mapping.map == app::ColourMap::Diverging;
  // "≤ −40 … ≥ 40" when stronger values exist and share the end colours.
  const QString below = m_mapping.saturates ? QStringLiteral("≤ ") : QString();
  const QString above = m_mapping.saturates ? QStringLiteral("≥ ") : QString();
  // A tenth is worth reading at ±2.5, noise at ±244.5 (a range taken from the data).
  auto bound = [](double v) { return formatNumber(v, std::abs(v) >= 100 ? 0 : 1); };
  const QString lowText = below + bound(diverging ? -m_mapping.high : m_mapping.low);
  const QString highText = above + bound(m_mapping.high);
  // Both end labels and 40 px of bar: where the pane is narrower, the labels get smaller
  // rather than cut.
  const int need = fm.horizontalAdvance(lowText) + fm.horizontalAdvance(highText) + 16 + 40;
  if (need > width() && width() > 56) {
    font.setPointSizeF(font.pointSizeF() * (width() - 56.0) / (need - 56.0));
    p.setFont(font);
  }
  const QFontMetrics fitted(font);
  const int lw = fitted.horizontalAdvance(lowText) + 8;
  const int hw = fitted.horizontalAdvance(highText) + 8;
  const QRect bar(lw, 4, std::max(40, width() - lw - hw), height() - 8);
  // The views' own colours at the ends and the middle (both maps are linear in between).
  QLinearGradient g(bar.topLeft(), bar.topRight());
  const float lowEnd = diverging ? -m_mapping.high : m_mapping.low;
  g.setColorAt(0, QColor::fromRgb(app::colourOf(m_mapping, lowEnd)));
  g.setColorAt(0.5, QColor::fromRgb(app::colourOf(m_mapping, (lowEnd + m_mapping.high) / 2)));
  g.setColorAt(1, QColor::fromRgb(app::colourOf(m_mapping, m_mapping.high)));
  p.fillRect(bar, g);
  p.setPen(QColor(0x9C, 0xA3, 0xAF));
  p.drawRect(bar);
  p.setPen(colours::text());
  p.drawText(QRect(0, 0, lw - 4, height()), Qt::AlignRight | Qt::AlignVCenter, lowText);
  p.drawText(QRect(bar.right() + 4, 0, hw, height()), Qt::AlignLeft | Qt::AlignVCenter, highText);
  if (diverging) {
    p.setPen(colours::kText);
    p.drawText(bar, Qt::AlignCenter, QStringLiteral("0"));
  }
}

ChannelPane::ChannelPane(ViewSync* sync, QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(4);
  m_title = new QLabel(this);
  // One line, so the four views start at the same height.
  m_title->setWordWrap(false);
  m_title->setMinimumWidth(40);
  m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_title->setTextFormat(Qt::RichText);
  m_view = new ChannelView(sync, this);
  m_legend = new LegendBar(this);
  layout->addWidget(m_title);
  layout->addWidget(m_view, 1);
  layout->addWidget(m_legend);
}

QSize ChannelPane::sizeHint() const {
  QSize hint = QWidget::sizeHint();
  const int imageWidth = m_view->imageWidth();
  const int imageHeight = m_view->imageHeight();
  // The image whole at the pane's width, up to a large view: past that the panels under the
  // views get the height they need first, and what is left comes back to the views (they
  // stretch). The padding ring is left out: around a square it keeps the shape, and around any
  // other it changes it by a few per cent.
  const int viewHeight = std::min(
      kLargeSide, imageWidth > 0 && imageHeight > 0 ? width() * imageHeight / imageWidth : width());
  const int spacing = layout()->spacing();
  hint.setHeight(m_title->sizeHint().height() + spacing +
                 std::max(viewHeight, m_view->minimumHeight()) + spacing +
                 m_legend->sizeHint().height());
  return hint;
}

void ChannelPane::setTitle(const QString& title) {
  m_plainTitle = title;
  updateGeometry();
  m_title->setToolTip(QString(title).replace(QLatin1Char('\n'), QLatin1String(" · ")));
  m_view->setAccessibleName(m_title->toolTip());
  showTitle();
}

void ChannelPane::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  showTitle();
  // The height asked for follows the width.
  if (event->size().width() != event->oldSize().width()) updateGeometry();
}

void ChannelPane::showTitle() {
  // First line bold (what and how big), second muted (how it is made). Rich text is not elided by
  // QLabel, so each line is cut here, to the width the pane has now.
  QFont bold = m_title->font();
  bold.setBold(true);
  const int width = std::max(1, m_title->width());
  auto fit = [width](const QFont& font, const QString& line) {
    return QFontMetrics(font).elidedText(line, Qt::ElideRight, width).toHtmlEscaped();
  };
  const QString first = fit(bold, m_plainTitle.section(QLatin1Char('\n'), 0, 0));
  const QString second = fit(m_title->font(), m_plainTitle.section(QLatin1Char('\n'), 1));
  m_title->setText(QStringLiteral("<b>%1</b><br><span style='color:%3'>%2</span>")
                       .arg(first, second, colours::muted().name()));
}

void ChannelPane::setMapping(const app::ValueMapping& mapping) {
  m_view->setMapping(mapping);
  m_legend->setMapping(mapping);
}

}  // namespace convscope::gui
