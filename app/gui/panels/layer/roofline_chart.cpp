#include "gui/panels/layer/roofline_chart.h"

#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

// Intensities from a tenth of a FLOP per byte (below any convolution) to ten thousand (above
// the widest layer a class meets): every ridge of today's CPUs and GPUs lies inside.
constexpr double kMinIntensity = 0.1;
constexpr double kMaxIntensity = 10000;

// Qt Charts measures every label with one static text item that lives until the process ends,
// past QApplication. A font that the GL views also draw with holds their OpenGL glyph cache, and
// destroying that cache after the GL contexts are gone crashes at exit. A hinting preference of
// its own gives the chart's fonts font engines of their own, which no GL view ever draws with.
QFont chartFont(double scale, bool bold = false) {
  QFont font = uiFont(scale, bold);
  font.setHintingPreference(QFont::PreferNoHinting);
  return font;
}

double floorPow10(double v) {
  return std::pow(10.0, std::floor(std::log10(v)));
}

}  // namespace

RooflineChart::RooflineChart(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  chart()->setBackgroundRoundness(0);
  chart()->setMargins(QMargins(4, 4, 4, 4));
  chart()->legend()->hide();
  setMinimumSize(360, 300);
  connect(chart(), &QChart::plotAreaChanged, this, [this] { placeLabels(); });
  rebuild();
}

void RooflineChart::setMachines(const std::vector<RooflineMachine>& machines) {
  m_machines = machines;
  rebuild();
}

void RooflineChart::setWorkloads(const std::vector<RooflineWorkload>& workloads) {
  m_workloads = workloads;
  rebuild();
}

QStringList RooflineChart::seriesNames() const {
  QStringList names;
  for (const QAbstractSeries* s : chart()->series()) names << s->name();
  return names;
}

QString RooflineChart::legendHtml() const {
  QStringList lines;
  for (const RooflineMachine& m : m_machines)
    lines << QStringLiteral("<span style='color:%1'>━━</span> %2")
                 .arg(colours::onWindow(m.colour).name(), m.label.toHtmlEscaped());
  QStringList points;
  for (const RooflineWorkload& w : m_workloads)
    points << QStringLiteral("<span style='color:%1'>●</span> %2")
                  .arg(colours::onWindow(w.colour).name(), w.label.toHtmlEscaped());
  if (!points.isEmpty()) lines << points.join(QStringLiteral(" &nbsp; "));
  return lines.join(QStringLiteral("<br>"));
}

void RooflineChart::rebuild() {
  QChart* c = chart();
  for (const PointLabel& l : m_labels) {
    delete l.item;
    delete l.backdrop;
  }
  m_labels.clear();
  c->removeAllSeries();
  for (QAbstractAxis* a : c->axes()) {
    c->removeAxis(a);
    delete a;
  }
  double low = 1e300, high = 0;
  for (const RooflineMachine& m : m_machines) {
    low = std::min(low, m.ceilings.bandwidthGBs * kMinIntensity);
    high = std::max(high, m.ceilings.peakGflops);
  }
  if (high <= 0) low = 0.1, high = 1000;

  auto* x = new QLogValueAxis;
  x->setBase(10);
  x->setRange(kMinIntensity, kMaxIntensity);
  x->setLabelFormat(QStringLiteral("%g"));
  x->setTitleText(tr("arithmetic intensity (FLOP per byte moved)"));
  auto* y = new QLogValueAxis;
  y->setBase(10);
  // The top stays below the next power of ten, so its label is never "1e+06".
  y->setRange(floorPow10(low), high * 3);
  y->setLabelFormat(QStringLiteral("%g"));
  y->setTitleText(tr("GFLOP/s attainable"));
  for (QLogValueAxis* a : {x, y}) {
    a->setTitleFont(chartFont(1.0, true));
    a->setLabelsFont(chartFont(0.95));
    a->setMinorTickCount(-1);
    a->setMinorGridLineVisible(false);
  }
  c->addAxis(x, Qt::AlignBottom);
  c->addAxis(y, Qt::AlignLeft);

  for (const RooflineMachine& m : m_machines) {
    auto* line = new QLineSeries;
    line->setName(m.label);
    const double ridge = ridgeIntensity(m.ceilings);
    line->append(kMinIntensity, attainableGflops(m.ceilings, kMinIntensity));
    if (ridge > kMinIntensity && ridge < kMaxIntensity) line->append(ridge, m.ceilings.peakGflops);
    line->append(kMaxIntensity, attainableGflops(m.ceilings, kMaxIntensity));
    QPen pen(colours::onWindow(m.colour), 4);
    line->setPen(pen);
    c->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
  }
  for (const RooflineWorkload& w : m_workloads) {
    auto* points = new QScatterSeries;
    points->setName(w.label);
    points->setColor(colours::onWindow(w.colour));
    points->setBorderColor(colours::figure());
    points->setMarkerSize(16);
    double top = 0;
    for (const RooflineMachine& m : m_machines) {
      const double g = attainableGflops(m.ceilings, w.intensity);
      points->append(w.intensity, g);
      top = std::max(top, g);
    }
    c->addSeries(points);
    points->attachAxis(x);
    points->attachAxis(y);
    if (m_machines.empty()) continue;
    // The name goes above the highest point; the legend repeats it with its colour.
    auto* label = new QGraphicsSimpleTextItem(w.label, c);
    label->setFont(chartFont(1.0, true));
    label->setBrush(colours::onWindow(w.colour));
    label->setZValue(10);
    // The plot's own backdrop, nearly opaque: the lines under a name fade behind it.
    QColor behind = colours::figure();
    behind.setAlpha(215);
    auto* backdrop = new QGraphicsRectItem(c);
    backdrop->setBrush(behind);
    backdrop->setPen(Qt::NoPen);
    backdrop->setZValue(9);
    m_labels.push_back({label, backdrop, QPointF(w.intensity, top)});
  }
  applyChartTheme(c);
  placeLabels();
}

void RooflineChart::placeLabels() {
  if (chart()->series().isEmpty()) return;
  const QRectF plot = chart()->plotArea();
  // Each name above its point, else below it, else to its left, where it covers no earlier name and
  // no point; a name that fits nowhere is left to the legend, which repeats it (at 1280 × 720 the
  // names sat on each other and on the dots).
  QList<QRectF> taken;
  for (const PointLabel& l : m_labels) {
    const QPointF dot = chart()->mapToPosition(l.value, chart()->series().constLast());
    taken << QRectF(dot - QPointF(9, 9), QSizeF(18, 18));
  }
  for (const PointLabel& l : m_labels) {
    const QPointF dot = chart()->mapToPosition(l.value, chart()->series().constLast());
    const QRectF box = l.item->boundingRect();
    bool placed = false;
    const QPointF candidates[] = {{-box.width() / 2, -box.height() - 12},
                                  {-box.width() / 2, 12},
                                  {-box.width() - 14, -box.height() / 2}};
    for (const QPointF& offset : candidates) {
      QPointF at = dot + offset;
      // Kept inside the plot, so a point near an edge keeps its whole name.
      at.setX(std::clamp(at.x(), plot.left() + 2,
                         std::max(plot.left() + 2, plot.right() - box.width())));
      at.setY(std::clamp(at.y(), plot.top() + 2,
                         std::max(plot.top() + 2, plot.bottom() - box.height())));
      const QRectF where(at, box.size());
      if (std::any_of(taken.begin(), taken.end(),
                      [&](const QRectF& r) { return r.intersects(where); }))
        continue;
      l.item->setPos(at);
      l.backdrop->setRect(where.adjusted(-3, -1, 3, 1));
      taken << where;
      placed = true;
      break;
    }
    l.item->setVisible(placed);
    l.backdrop->setVisible(placed);
  }
}

}  // namespace convscope::gui
