#include "gui/panels/speed/vram_bar.h"

#include <QPainter>
#include <algorithm>

#include "convscope/memory_stages.h"
#include "gui/widgets/theme.h"

namespace convscope::gui::speed_tab {

VramBar::VramBar(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void VramBar::setCapacity(double total, double free, double perImage) {
  m_total = total;
  m_free = free;
  m_perImage = perImage;
  update();
}

void VramBar::setRequest(double asked) {
  m_asked = asked;
  update();
}

QSize VramBar::sizeHint() const {
  return {480, fontMetrics().lineSpacing() * 4 + 16};
}

QSize VramBar::minimumSizeHint() const {
  return {240, sizeHint().height()};
}

void VramBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette().window());
  if (m_total <= 0) return;
  const QFontMetrics fm = fontMetrics();
  const int line = fm.lineSpacing();
  // The scale holds the request too: past the capacity line it is what does not fit.
  const double full = std::max(m_total, m_asked) * 1.02;
  const int left = 4, right = width() - 4;
  const double px = (right - left) / full;
  const QRect bar(left, 4, int(m_total * px), line + 6);
  const double used = m_total - m_free;
  // The free memory a shade off the window's background, light or dark: the grey in use, the green
  // and the request read on either.
  p.fillRect(bar, gui::isDarkPalette() ? QColor(0x37, 0x3D, 0x45) : QColor(0xe5, 0xe7, 0xeb));
  p.fillRect(QRectF(left, bar.top(), used * px, bar.height()), QColor(0x9c, 0xa3, 0xaf));
  p.fillRect(QRectF(left + used * px, bar.top(), std::max(2.0, m_perImage * px), bar.height()),
             QColor(0x1b, 0x9e, 0x3e));
  if (m_asked > 0) {
    const QRectF ask(left + used * px, bar.top() + bar.height() / 4.0, m_asked * px,
                     bar.height() / 2.0);
    p.fillRect(ask, m_asked > m_free ? QColor(0xd0, 0x10, 0x10) : QColor(0x1f, 0x5f, 0xbf));
  }
  p.setPen(gui::colours::muted());
  p.drawRect(bar);
  // The words beside the bar are on the window's background: the palette's text colours, so
  // they read on the dark palette too (they were near-black on near-black).
  p.setPen(gui::colours::text());
  const QString totalText = QString::fromStdString(formatBinaryBytes(m_total));
  p.drawText(QRect(left, bar.bottom() + 2, right - left, line), Qt::AlignLeft, QStringLiteral("0"));
  p.drawText(QRect(left, bar.bottom() + 2, bar.width(), line), Qt::AlignRight, totalText);
  const QString legend =
      tr("grey: in use · green: this image's run (%1) · bar: a request, red when it does not fit")
          .arg(QString::fromStdString(formatBinaryBytes(m_perImage)));
  p.setPen(gui::colours::muted());
  p.drawText(QRect(left, bar.bottom() + 2 + line, right - left, line),
             Qt::AlignLeft | Qt::TextSingleLine,
             fm.elidedText(legend, Qt::ElideRight, right - left));
}

}  // namespace convscope::gui::speed_tab
