// ChannelView and the mouse: drag to pan, wheel to zoom about the cursor, click a cell, hover.
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "gui/gl/channel_view.h"
#include "model/view_sync.h"

namespace convscope::gui {

using model::ViewSync;

void ChannelView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  m_pressed = true;
  m_dragging = false;
  m_pressPos = m_lastPos = event->position();
}

void ChannelView::setHoverTracking(bool on) {
  m_hoverTracking = on;
  setMouseTracking(on);
}

void ChannelView::leaveEvent(QEvent* event) {
  if (m_hovered.x() >= 0) {
    m_hovered = {-1, -1};
    emit hoverLeft();
  }
  QWidget::leaveEvent(event);
}

void ChannelView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position();
  if (!m_pressed && m_hoverTracking && m_width > 0) {
    const QPointF p = transform().toImage(pos);
    const QPoint cell(static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y())));
    const bool inside = p.x() >= 0 && p.y() >= 0 && cell.x() < m_width && cell.y() < m_height;
    if (inside && cell != m_hovered) {
      m_hovered = cell;
      emit cellHovered(cell);
    } else if (!inside && m_hovered.x() >= 0) {
      m_hovered = {-1, -1};
      emit hoverLeft();
    }
  }
  if (!m_pressed || m_width <= 0) return;
  if (!m_dragging && (pos - m_pressPos).manhattanLength() > 4) m_dragging = true;
  if (m_dragging) {
    const ViewTransform t = transform();
    const QPointF delta = pos - m_lastPos;
    const QPointF c = m_sync->centre();
    m_sync->set(m_sync->zoom(), QPointF(c.x() - delta.x() / (m_width * t.scale),
                                        c.y() - delta.y() / (m_height * t.scale)));
  }
  m_lastPos = pos;
}

void ChannelView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !m_pressed) return;
  m_pressed = false;
  if (m_dragging || m_width <= 0) return;
  const QPointF p = transform().toImage(event->position());
  const int x = static_cast<int>(std::floor(p.x()));
  const int y = static_cast<int>(std::floor(p.y()));
  if (x >= 0 && y >= 0 && x < m_width && y < m_height) emit cellClicked(QPoint(x, y));
}

void ChannelView::mouseDoubleClickEvent(QMouseEvent* event) {
  Q_UNUSED(event);
}

void ChannelView::wheelEvent(QWheelEvent* event) {
  if (m_width <= 0) return;
  const double steps = event->angleDelta().y() / 120.0;
  if (steps == 0) return;
  const ViewTransform t = transform();
  const QPointF pos = event->position();
  const QPointF ip = t.toImage(pos);
  const double zoom =
      std::clamp(m_sync->zoom() * std::pow(1.25, steps), ViewSync::kMinZoom, ViewSync::kMaxZoom);
  const double scale = fitScale() * zoom;
  // Keep the image point under the cursor where it is.
  const QPointF centre((width() / 2.0 - pos.x() + ip.x() * scale) / (m_width * scale),
                       (height() / 2.0 - pos.y() + ip.y() * scale) / (m_height * scale));
  m_sync->set(zoom, centre);
  event->accept();
}

}  // namespace convscope::gui
