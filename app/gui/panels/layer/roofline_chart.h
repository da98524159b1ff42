// The roofline on log–log axes: each machine's ceiling (its bandwidth slope up to the ridge,
// then its compute roof), and each workload marked where it meets every roof. Qt Charts draws
// the lines; the workloads' names are placed beside their points, because a scatter series
// cannot label one point with a name of its own.
#pragma once

#include <QChartView>
#include <QColor>
#include <QList>
#include <QString>
#include <vector>

#include "convscope/roofline.h"

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace convscope::gui {

struct RooflineMachine {
  Ceilings ceilings;
  QString label;  // the legend's line, its source included ("… measured here")
  QColor colour;
};

struct RooflineWorkload {
  QString label;  // "one filter", "this layer"
  double intensity = 0;
  QColor colour;
};

class RooflineChart : public QChartView {
  Q_OBJECT
 public:
  explicit RooflineChart(QWidget* parent = nullptr);

  void setMachines(const std::vector<RooflineMachine>& machines);
  void setWorkloads(const std::vector<RooflineWorkload>& workloads);

  // What the chart shows, for tests and for the words beside it.
  const std::vector<RooflineMachine>& machines() const { return m_machines; }
  const std::vector<RooflineWorkload>& workloads() const { return m_workloads; }
  QStringList seriesNames() const;
  // The legend as rich text, one machine per line with its source: Qt Charts' own legend
  // elides long names into one row, and a name without its source would break the rule.
  QString legendHtml() const;

 private:
  void rebuild();
  void placeLabels();

  std::vector<RooflineMachine> m_machines;
  std::vector<RooflineWorkload> m_workloads;
  struct PointLabel {
    QGraphicsSimpleTextItem* item = nullptr;
    QGraphicsRectItem* backdrop = nullptr;  // the chart's colour behind it: lines pass under
    QPointF value;                          // intensity, GFLOP/s
  };
  QList<PointLabel> m_labels;
};

}  // namespace convscope::gui
