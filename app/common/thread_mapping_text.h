// Who computes one output pixel, in CUDA's terms, as text: the one wording shared by the
// window's inspector and `convscope map --pixel`, so the two agree by construction.
#pragma once

#include <QString>
#include <QStringList>

#include "convscope/launch_geometry.h"

namespace convscope::app {

// One fact per line, without indentation or header:
//   blockIdx  (3, 0), block 3 of 4
//   threadIdx (5, 7), thread 117 of the block
//   warp 3, lane 21; global thread id 885
//   x = blockIdx.x · blockDim.x + threadIdx.x = 3 · 16 + 5 = 53
//   y = blockIdx.y · blockDim.y + threadIdx.y = 0 · 16 + 7 = 7
// (x, y) must lie inside the launch's output.
QStringList threadMappingLines(const LaunchGeometry& launch, int x, int y);

// "pixel (53, 7)": the heading both put above those lines.
QString pixelHeading(int x, int y);

}  // namespace convscope::app
