// What the inspector says about one output pixel, as plain lines (the panel styles them): on
// the GPU side who computes it in CUDA's terms (the same lines as `convscope map --pixel`) and
// which input pixels it reads; on the CPU side the animation step and the CPU thread.
#pragma once

#include <QList>
#include <QPoint>
#include <QStringList>

#include "convscope/block_schedule.h"
#include "convscope/conv_sum.h"
#include "convscope/engines.h"
#include "convscope/launch_geometry.h"

namespace convscope::gui {

// The nine input positions output pixel (x, y) reads, row-major, before padding is resolved:
// taps outside the image lie in the padding ring.
QList<QPoint> tapPositions(const ConvGeometry& geometry, int x, int y);

struct GpuInspection {
  const LaunchGeometry* launch = nullptr;
  const ConvGeometry* geometry = nullptr;
  const BlockSchedule* schedule = nullptr;  // who ran the block, when recorded
  bool modelled = true;                     // the schedule is the model's: no device ran it
};

QStringList gpuInspectorLines(const GpuInspection& facts, int x, int y);

struct CpuInspection {
  long long step = 0;  // 0-based position of the pixel in the animation
  long long steps = 0;
  const TileRecord* tiles = nullptr;  // the parallel engine's, when recorded
};

QStringList cpuInspectorLines(const CpuInspection& facts, int x, int y);

// The inspector's tooltip: what the words of its lines (block, thread, warp, lane, SM, padding)
// mean, from the glossary in the UI's language.
QString inspectorTermsTip();

// The CPU thread that computed (x, y) in `tiles`, or -1 when unknown.
int cpuThreadOfPixel(const TileRecord& tiles, int x, int y);

}  // namespace convscope::gui
