// The CPU engine a layer sweep measures: the fastest whole-layer engine this build has. One
// function, so that a faster engine (im2col + sgemm, oneDNN) takes over every layer sweep by
// changing it alone.
#pragma once

#include <functional>

#include <QString>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope::speed {

struct CpuLayerEngine {
  QString name;  // "naive loop (convolveLayerReference), one thread"
  // Above this many multiply-adds per run the sweep does not time the engine at that size (and
  // says so): the naive loop does about 1 GMAC/s, so a bigger layer would stall the sweep.
  double maxMacsPerRun = 0;
  std::function<Status(const LayerProblem&, Tensor&)> run;
};

CpuLayerEngine fastestCpuLayerEngine();

}  // namespace convscope::speed
