// Zoom and pan shared by every view of the window, so the CPU and GPU sides always show the
// same region. Kept in relative terms (1 = whole image fits; centre as a fraction of the image)
// so an output smaller than its input (stride 2, no padding) still lines up.
#pragma once

#include <QObject>
#include <QPointF>

namespace convscope::model {

class ViewSync : public QObject {
  Q_OBJECT
 public:
  static constexpr double kMinZoom = 0.5;
  static constexpr double kMaxZoom = 512.0;

  using QObject::QObject;

  double zoom() const { return m_zoom; }
  QPointF centre() const { return m_centre; }

  void set(double zoom, QPointF centre);
  void zoomBy(double factor) { set(m_zoom * factor, m_centre); }
  void fit() { set(1.0, {0.5, 0.5}); }

 signals:
  void changed();

 private:
  double m_zoom = 1.0;
  QPointF m_centre{0.5, 0.5};
};

}  // namespace convscope::model
