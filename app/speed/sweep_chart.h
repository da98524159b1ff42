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

// Pen styles say the source: solid measured, dashed recorded, dotted model.
QChart* makeTimeChart(const SweepResult& result, int markedSide = 0);

// Bars for the CPU baseline and each GPU series that has rows at `side`, split into the run's
// parts (upload, launch, kernel, download, map, unmap; copies for a recorded total).
QChart* makePartsChart(const SweepResult& result, int side);

// The side the parts chart shows unless told: 1024 when swept, else the largest side.
int defaultPartsSide(const SweepResult& result);

// Both charts, the crossover sentences and the sources, on white, for a slide or a report.
QImage renderFigure(const SweepResult& result, int partsSide,
                    const QSize& size = QSize(1600, 1000));

}  // namespace convscope::speed
