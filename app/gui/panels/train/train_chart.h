// A live line chart of the run (Qt Charts): the loss of every step, or the test accuracy of
// every evaluation. Every point is kept; past kMaxDrawn points the line shows the mean of each
// run of neighbours instead, so redrawing it ten times a second stays cheap at any length.
#pragma once

#include <QChartView>
#include <QList>
#include <QPointF>
#include <QString>

class QLineSeries;
class QValueAxis;

namespace convscope::gui::train_tab {

class TrainChart : public QChartView {
  Q_OBJECT
 public:
  static constexpr int kMaxDrawn = 600;

  // `yTitle`: the value's axis ("loss", "test accuracy (%)"); `yMax` > 0 fixes the axis's top,
  // 0 follows the points.
  TrainChart(const QString& title, const QString& yTitle, QColor colour, double yMax,
             QWidget* parent = nullptr);

  void append(const QList<QPointF>& points);
  void clear();
  // Every point given since the last clear, and the ones the line draws now.
  int pointCount() const { return static_cast<int>(m_points.size()); }
  int drawnCount() const;
  const QList<QPointF>& points() const { return m_points; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void redraw();
  void applyFonts();

  QList<QPointF> m_points;
  QLineSeries* m_series = nullptr;
  QValueAxis* m_x = nullptr;
  QValueAxis* m_y = nullptr;
  double m_yMax = 0;
};

}  // namespace convscope::gui::train_tab
