#include "gui/panels/train/train_chart.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "gui/widgets/theme.h"

namespace convscope::gui::train_tab {

namespace {

// As the Layer tab's roofline (panels/layer/roofline_chart.cpp): Qt Charts keeps one static
// text item past QApplication, and a font the GL views also draw with would crash at exit; a
// hinting preference of its own gives the chart's fonts engines of their own.
QFont chartFont(double scale, bool bold = false) {
  QFont font = uiFont(scale, bold);
  font.setHintingPreference(QFont::PreferNoHinting);
  return font;
}

// A round axis top: 1, 2 or 5 times a power of ten, at least `v`.
double niceCeiling(double v) {
  if (!(v > 0)) return 1;
  const double p = std::pow(10.0, std::floor(std::log10(v)));
  for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (m * p >= v) return m * p;
  return 10 * p;
}

}  // namespace

TrainChart::TrainChart(const QString& title, const QString& yTitle, QColor colour, double yMax,
                       QWidget* parent)
    : QChartView(parent), m_yMax(yMax) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(300, 200);
  QChart* c = chart();
  c->setBackgroundRoundness(0);
  c->setMargins(QMargins(2, 2, 2, 2));
  c->legend()->hide();
  c->setTitle(title);
  m_series = new QLineSeries;
  m_series->setName(title);
  m_series->setPen(QPen(colour, 2.5));
  // Few points (the evaluations) show as dots on their line; thousands (the losses) would blot.
  m_series->setPointsVisible(yMax > 0);
  c->addSeries(m_series);
  m_x = new QValueAxis;
  m_x->setTitleText(tr("training steps"));
  m_x->setLabelFormat(QStringLiteral("%d"));
  m_y = new QValueAxis;
  m_y->setTitleText(yTitle);
  m_y->setLabelFormat(yMax > 0 ? QStringLiteral("%d") : QStringLiteral("%.1f"));
  c->addAxis(m_x, Qt::AlignBottom);
  c->addAxis(m_y, Qt::AlignLeft);
  m_series->attachAxis(m_x);
  m_series->attachAxis(m_y);
  applyChartTheme(c);
  applyFonts();
  redraw();
}

void TrainChart::applyFonts() {
  chart()->setTitleFont(chartFont(1.05, true));
  for (QValueAxis* a : {m_x, m_y}) {
    a->setTitleFont(chartFont(0.95, true));
    a->setLabelsFont(chartFont(0.9));
  }
}

void TrainChart::append(const QList<QPointF>& points) {
  if (points.isEmpty()) return;
  m_points += points;
  redraw();
}

void TrainChart::clear() {
  m_points.clear();
  redraw();
}

int TrainChart::drawnCount() const {
  return static_cast<int>(m_series->count());
}

void TrainChart::redraw() {
  QList<QPointF> drawn;
  const qsizetype n = m_points.size();
  const qsizetype group = std::max<qsizetype>(1, (n + kMaxDrawn - 1) / kMaxDrawn);
  double top = 0;
  for (qsizetype i = 0; i < n; i += group) {
    const qsizetype end = std::min(n, i + group);
    double x = 0, y = 0;
    for (qsizetype k = i; k < end; ++k) {
      x += m_points[k].x();
      y += m_points[k].y();
    }
    const QPointF p(x / double(end - i), y / double(end - i));
    if (std::isfinite(p.y())) top = std::max(top, p.y());
    drawn << p;
  }
  m_series->replace(drawn);
  const double lastX = n > 0 ? m_points.back().x() : 0;
  m_x->setRange(0, niceCeiling(std::max(10.0, lastX)));
  m_y->setRange(0, m_yMax > 0 ? m_yMax : niceCeiling(std::max(0.5, top)));
}

void TrainChart::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange) applyFonts();
  QChartView::changeEvent(event);
}

}  // namespace convscope::gui::train_tab
