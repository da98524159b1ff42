#include "sweep_chart.h"

#include <algorithm>
#include <cmath>

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include "sweep_export.h"
#include "sweep_runner.h"

namespace convscope::speed {
namespace {

class ChartText {
  Q_DECLARE_TR_FUNCTIONS(ChartText)

 public:
  static QString timeTitle() { return tr("Time per image against image side (log–log)"); }
  static QString sideAxis() { return tr("image side (pixels, N × N)"); }
  static QString timeAxis() { return tr("ms per image (median)"); }
  static QString crossoverMarker() { return tr("crossover: GPU faster from here on"); }
  static QString partsTitle(const QString& side) { return tr("One run at %1, in parts").arg(side); }
  static QString partsAxis() { return tr("milliseconds"); }
  static QString cpuBar() { return tr("CPU parallel"); }
  static QString seriesName(const QString& series) {
    if (series == QLatin1String("reference")) return tr("CPU reference loop");
    if (series == QLatin1String("parallel")) return tr("CPU parallel");
    if (series == QLatin1String("layer-cpu")) return tr("CPU layer engine");
    if (isGpuSeries(series)) return gpuBar(series);
    return series;
  }
  static QString gpuBar(const QString& series) {
    if (series == QLatin1String("gpu-kernel")) return tr("GPU kernel only");
    if (series == QLatin1String("gpu-pageable")) return tr("GPU pageable");
    if (series == QLatin1String("gpu-pinned")) return tr("GPU pinned");
    return tr("GPU interop");
  }
  static QString partName(const QString& part) {
    if (part == QLatin1String("upload")) return tr("upload");
    if (part == QLatin1String("launch")) return tr("launch");
    if (part == QLatin1String("kernel")) return tr("kernel");
    if (part == QLatin1String("download")) return tr("download");
    if (part == QLatin1String("map")) return tr("map");
    if (part == QLatin1String("unmap")) return tr("unmap");
    if (part == QLatin1String("copies")) return tr("copies");
    if (part == QLatin1String("map + unmap")) return tr("map + unmap");
    return part;
  }
  static QString cpuPart() { return tr("CPU compute"); }
  static QString sources() { return tr("Sources"); }
  static QString notes() { return tr("Notes"); }
  static QString source(SeriesSource s) {
    switch (s) {
      case SeriesSource::Measured:
        return tr("measured");
      case SeriesSource::Recorded:
        return tr("recorded");
      case SeriesSource::Model:
        return tr("model");
    }
    return tr("model");
  }
};

QColor seriesColor(const QString& series) {
  if (series == QLatin1String("reference")) return QColor(0x7f, 0x7f, 0x7f);
  if (series == QLatin1String("parallel")) return QColor(0xe0, 0x6c, 0x00);
  if (series == QLatin1String("gpu-kernel")) return QColor(0x1b, 0x9e, 0x3e);
  if (series == QLatin1String("gpu-pageable")) return QColor(0x1f, 0x5f, 0xbf);
  if (series == QLatin1String("gpu-pinned")) return QColor(0x7a, 0x3d, 0xb8);
  return QColor(0x00, 0x8b, 0x8b);
}

QColor partColor(const QString& part) {
  static const QMap<QString, QColor> colors{
      // The window's timeline colours: the copy there and back differ in hue and lightness.
      {QStringLiteral("upload"), QColor(0x00, 0x72, 0xb2)},
      {QStringLiteral("launch"), QColor(0xb0, 0xb0, 0xb0)},
      {QStringLiteral("kernel"), QColor(0x00, 0x9e, 0x73)},
      {QStringLiteral("download"), QColor(0xcc, 0x79, 0xa7)},
      // Map and unmap are a pair in one hue, dark and light, far from the kernel's green.
      {QStringLiteral("map"), QColor(0x9a, 0x6a, 0x00)},
      {QStringLiteral("unmap"), QColor(0xe3, 0xb9, 0x4f)},
      {QStringLiteral("copies"), QColor(0x00, 0x72, 0xb2)},
      {QStringLiteral("map + unmap"), QColor(0x9a, 0x6a, 0x00)},
  };
  return colors.value(part, QColor(0x99, 0x99, 0x99));
}

Qt::PenStyle penFor(SeriesSource source) {
  switch (source) {
    case SeriesSource::Measured:
      return Qt::SolidLine;
    case SeriesSource::Recorded:
      return Qt::DashLine;
    case SeriesSource::Model:
      return Qt::DotLine;
  }
  return Qt::SolidLine;
}

void styleChart(QChart* chart, const QString& title, double points) {
  chart->setTitle(title);
  QFont titleFont = chart->titleFont();
  titleFont.setPointSizeF(points * 15 / 11);
  titleFont.setBold(true);
  chart->setTitleFont(titleFont);
  chart->setBackgroundBrush(Qt::white);
  chart->legend()->setAlignment(Qt::AlignBottom);
  QFont legendFont = chart->legend()->font();
  legendFont.setPointSizeF(points);
  chart->legend()->setFont(legendFont);
  chart->setMargins(QMargins(6, 6, 6, 6));
}

void styleAxis(QAbstractAxis* axis, const QString& title, double points) {
  axis->setTitleText(title);
  QFont f = axis->labelsFont();
  f.setPointSizeF(points);
  axis->setLabelsFont(f);
  QFont t = axis->titleFont();
  t.setPointSizeF(points * 12 / 11);
  axis->setTitleFont(t);
}

QString seriesNamesOf(const QStringList& series) {
  QStringList names;
  for (const QString& s : series) names << ChartText::seriesName(s);
  return names.join(QStringLiteral(", "));
}

QString sourceWord(SeriesSource s) {
  return ChartText::source(s);
}

const Row* cpuRow(const SweepResult& result, int side) {
  return result.find(side, result.cpuBaseline);
}

}  // namespace

QString seriesDisplayName(const QString& series) {
  return ChartText::seriesName(series);
}

QChart* makeTimeChart(const SweepResult& result, int markedSide, double textPoints) {
  auto* chart = new QChart;
  styleChart(chart, ChartText::timeTitle(), textPoints);
  chart->legend()->setAlignment(Qt::AlignRight);
  auto* xAxis = new QLogValueAxis;
  xAxis->setBase(2);
  xAxis->setLabelFormat(QStringLiteral("%g"));
  styleAxis(xAxis, ChartText::sideAxis(), textPoints);
  auto* yAxis = new QLogValueAxis;
  yAxis->setBase(10);
  yAxis->setLabelFormat(QStringLiteral("%g"));
  yAxis->setMinorTickCount(-1);
  styleAxis(yAxis, ChartText::timeAxis(), textPoints);
  chart->addAxis(xAxis, Qt::AlignBottom);
  chart->addAxis(yAxis, Qt::AlignLeft);

  double lo = 1e300, hi = 0;
  int minSide = 1 << 30, maxSide = 0;
  for (const QString& name : seriesNames()) {
    const SeriesInfo* info = result.info(name);
    auto* line = new QLineSeries;
    for (const Row& row : result.rows) {
      if (row.series != name || row.medianMs <= 0) continue;
      line->append(row.side, row.medianMs);
      lo = std::min(lo, row.medianMs);
      hi = std::max(hi, row.medianMs);
      minSide = std::min(minSide, row.side);
      maxSide = std::max(maxSide, row.side);
    }
    if (line->count() == 0 || !info) {
      delete line;
      continue;
    }
    // Short in the legend (series · source); the whole label is in the figure's source lines.
    line->setName(seriesDisplayName(name) + QStringLiteral(" · ") + sourceWord(info->source));
    QPen pen(seriesColor(name), 3, penFor(info->source));
    line->setPen(pen);
    line->setPointsVisible(true);
    chart->addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
  }
  auto* marks = new QScatterSeries;
  marks->setName(ChartText::crossoverMarker());
  marks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
  marks->setMarkerSize(16);
  marks->setColor(QColor(0xd0, 0x10, 0x10));
  marks->setBorderColor(Qt::black);
  for (const CrossoverLine& line : crossovers(result)) {
    if (line.crossover.kind != Crossover::Kind::WinsFrom) continue;
    if (const Row* row = result.find(line.crossover.fromSide, line.series)) {
      marks->append(row->side, row->medianMs);
    }
  }
  if (marks->count() > 0) {
    chart->addSeries(marks);
    marks->attachAxis(xAxis);
    marks->attachAxis(yAxis);
  } else {
    delete marks;
  }
  if (markedSide > 0 && hi > 0) {
    auto* here = new QLineSeries;
    here->append(markedSide, lo / 2);
    here->append(markedSide, hi * 2);
    // Mid grey: seen on the white of a report and on a dark window's chart alike.
    here->setPen(QPen(QColor(0x80, 0x80, 0x80, 170), 1.5, Qt::DashDotLine));
    chart->addSeries(here);
    here->attachAxis(xAxis);
    here->attachAxis(yAxis);
    chart->legend()->markers(here).first()->setVisible(false);
  }
  if (maxSide > 0) {
    xAxis->setRange(minSide / 1.3, maxSide * 1.3);
    // Whole decades, so the labels read 0.001, 0.01, … and not odd fractions.
    yAxis->setRange(std::pow(10.0, std::floor(std::log10(lo))),
                    std::pow(10.0, std::ceil(std::log10(hi))));
  }
  return chart;
}

int defaultPartsSide(const SweepResult& result) {
  const QList<int> sides = result.sides();
  if (sides.contains(1024)) return 1024;
  return sides.isEmpty() ? 0 : sides.last();
}

QChart* makePartsChart(const SweepResult& result, int side, double textPoints) {
  auto* chart = new QChart;
  styleChart(chart, ChartText::partsTitle(squareSide(side)), textPoints);
  QFont legendFont = chart->legend()->font();
  legendFont.setPointSizeF(textPoints * 10 / 11);  // seven parts in one row, a narrow chart
  chart->legend()->setFont(legendFont);
  QStringList categories;
  QList<const Row*> bars;
  QStringList partOrder;
  if (const Row* cpu = cpuRow(result, side)) {
    categories << ChartText::cpuBar();
    bars << cpu;
  }
  for (const QString& name : seriesNames()) {
    if (!isGpuSeries(name) || name == QLatin1String("gpu-kernel")) continue;
    if (const Row* row = result.find(side, name)) {
      categories << ChartText::gpuBar(name) + QStringLiteral(" · ") +
                        sourceWord(result.info(name) ? result.info(name)->source
                                                     : SeriesSource::Model);
      bars << row;
      for (const RunPart& part : row->parts) {
        if (!partOrder.contains(part.name)) partOrder << part.name;
      }
    }
  }
  // Every bar stacks its parts in the order they happen (interop: map, launch, kernel, unmap, as
  // the formula under the chart adds them), whichever row named a part first.
  const QStringList happens = {QStringLiteral("upload"), QStringLiteral("copies"),
                               QStringLiteral("map"),    QStringLiteral("map + unmap"),
                               QStringLiteral("launch"), QStringLiteral("kernel"),
                               QStringLiteral("unmap"),  QStringLiteral("download")};
  std::stable_sort(partOrder.begin(), partOrder.end(), [&](const QString& a, const QString& b) {
    const auto rank = [&](const QString& p) {
      const auto i = happens.indexOf(p);
      return i < 0 ? happens.size() : i;
    };
    return rank(a) < rank(b);
  });
  // Qt draws the first category at the bottom: reversed, the CPU's bar is on top.
  std::reverse(categories.begin(), categories.end());
  std::reverse(bars.begin(), bars.end());
  auto* series = new QHorizontalStackedBarSeries;
  // The CPU's time is one part of its own: it computes where the GPU copies and launches.
  auto* cpuSet = new QBarSet(ChartText::cpuPart());
  cpuSet->setColor(seriesColor(QStringLiteral("parallel")));
  for (const Row* row : bars) *cpuSet << (isGpuSeries(row->series) ? 0.0 : row->medianMs);
  series->append(cpuSet);
  for (const QString& part : partOrder) {
    auto* set = new QBarSet(ChartText::partName(part));
    set->setColor(partColor(part));
    for (const Row* row : bars) {
      double ms = 0;
      for (const RunPart& p : row->parts) {
        if (p.name == part) ms += p.ms;
      }
      *set << ms;
    }
    series->append(set);
  }
  if (bars.isEmpty()) {
    delete series;
    return chart;  // nothing swept at this side: an empty chart, not one with NaN axes
  }
  series->setBarWidth(0.6);
  chart->addSeries(series);
  auto* yAxis = new QBarCategoryAxis;
  yAxis->append(categories);
  styleAxis(yAxis, QString(), textPoints);
  chart->addAxis(yAxis, Qt::AlignLeft);
  series->attachAxis(yAxis);
  auto* xAxis = new QValueAxis;
  styleAxis(xAxis, ChartText::partsAxis(), textPoints);
  xAxis->setLabelFormat(QStringLiteral("%.3g"));
  chart->addAxis(xAxis, Qt::AlignBottom);
  series->attachAxis(xAxis);
  xAxis->applyNiceNumbers();
  return chart;
}

QImage renderFigure(const SweepResult& result, int partsSide, const QSize& size) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);

  QStringList lines;
  for (const CrossoverLine& line : crossovers(result))
    lines << QStringLiteral("• ") + line.sentence;
  // One line per distinct source, the series that share it named together.
  QStringList labels;
  QMap<QString, QStringList> seriesOfLabel;
  for (const SeriesInfo& s : result.series) {
    if (!labels.contains(s.label)) labels << s.label;
    seriesOfLabel[s.label] << s.series;
  }
  lines << ChartText::sources() + QLatin1Char(':');
  for (const QString& label : labels) {
    lines << QStringLiteral("   %1: %2").arg(seriesNamesOf(seriesOfLabel[label]), label);
  }
  if (!result.notes.isEmpty()) lines << ChartText::notes() + QLatin1Char(':');
  for (const QString& note : result.notes) lines << QStringLiteral("   ") + note;
  QFont textFont = painter.font();
  textFont.setPointSizeF(11);
  painter.setFont(textFont);
  const int lineHeight = QFontMetrics(textFont).lineSpacing();
  const int textHeight = lineHeight * static_cast<int>(lines.size()) + 16;
  const int chartsHeight = size.height() - textHeight;

  QGraphicsScene scene;
  QChart* time = makeTimeChart(result, partsSide);
  QChart* parts = makePartsChart(result, partsSide);
  scene.addItem(time);
  scene.addItem(parts);
  const int leftWidth = size.width() * 60 / 100;
  time->setGeometry(0, 0, leftWidth, chartsHeight);
  parts->setGeometry(leftWidth, 0, size.width() - leftWidth, chartsHeight);
  scene.setSceneRect(0, 0, size.width(), chartsHeight);
  scene.render(&painter, QRectF(0, 0, size.width(), chartsHeight),
               QRectF(0, 0, size.width(), chartsHeight));

  painter.setPen(Qt::black);
  int y = chartsHeight + 8 + QFontMetrics(textFont).ascent();
  for (const QString& line : lines) {
    // One line each; a long one (a CUDA error's words) ends in … rather than off the edge.
    painter.drawText(16, y,
                     QFontMetrics(textFont).elidedText(line, Qt::ElideRight, size.width() - 32));
    y += lineHeight;
  }
  painter.end();
  return image;  // the scene deletes the charts
}

}  // namespace convscope::speed
