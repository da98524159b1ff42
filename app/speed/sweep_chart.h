// The sweep drawn with Qt Charts: time per image against image side (log–log, one line per
// series, the source in the legend, the crossovers marked), and a stacked bar of the parts of
// one GPU run at one side against the CPU's time. The window shows the charts in views; the CLI
// and the window's export draw the whole figure into an image without any GL.
#pragma once

#include <QImage>
#include <QSize>

#include "sweep_types.h"

class QChart;

namespace convscope::speed {

// A series in the reader's words and language ("reference" is "CPU reference loop"), for the
// legend and the sources line; a name it does not know comes back as it is.
QString seriesDisplayName(const QString& series);

// Pen styles say the source: solid measured, dashed recorded, dotted model. `textPoints` is the
// size of the legend and the axis labels (titles a little larger): the window passes its own
// text size, so the charts grow with it on a projector.
QChart* makeTimeChart(const SweepResult& result, int markedSide = 0, double textPoints = 11);

// Bars for the CPU baseline and each GPU series that has rows at `side`, split into the run's
// parts (upload, launch, kernel, download, map, unmap; copies for a recorded total).
QChart* makePartsChart(const SweepResult& result, int side, double textPoints = 11);

// The side the parts chart shows unless told: 1024 when swept, else the largest side.
int defaultPartsSide(const SweepResult& result);

// Both charts, the crossover sentences and the sources, on white, for a slide or a report.
QImage renderFigure(const SweepResult& result, int partsSide,
                    const QSize& size = QSize(1600, 1000));

}  // namespace convscope::speed
