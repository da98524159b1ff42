// The size sweep of a whole layer (`convscope sweep --layer C:K --batch N`): the fastest CPU
// layer engine measured here, the GPU measured with cuda::benchLayer on a device, else priced by
// the timing model (RunSize::layer). Called by runSweep when config.layer is active.
#pragma once

#include "sweep_runner.h"

namespace convscope::speed {

// Sides a layer sweep takes when none are given: small, because the naive CPU loop is slow.
QList<int> defaultLayerSizes();

convscope::Result<SweepResult> runLayerSweep(const Config& config, const Progress& progress,
                                             const std::atomic<bool>* cancel);

}  // namespace convscope::speed
