#include "model/view_sync.h"

#include <algorithm>

namespace convscope::model {

void ViewSync::set(double zoom, QPointF centre) {
  zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
  centre.setX(std::clamp(centre.x(), -0.1, 1.1));
  centre.setY(std::clamp(centre.y(), -0.1, 1.1));
  if (zoom == m_zoom && centre == m_centre) return;
  m_zoom = zoom;
  m_centre = centre;
  emit changed();
}

}  // namespace convscope::model
