// Timing one layer shape on a CPU engine or a CUDA device, for `bench --layer` and `network`:
// random tensors of the shape, then bench's one timing loop.
#pragma once

#include <QString>

#include "convscope/cpu/layer_engines.h"
#include "convscope/cuda/layer_engine.h"
#include "convscope/layer.h"
#include "convscope/stats.h"

namespace convscope::cli {

struct LayerTensors {
  Tensor input;
  Tensor weights;
  std::vector<float> bias;
};
Result<LayerTensors> randomLayer(const LayerShape& shape);

Result<TimingStats> timeCpuLayer(cpu::LayerEngine engine, const LayerShape& shape, int warmup,
                                 int repeat, int threads);

// The kernel's milliseconds from CUDA events (copies apart), or why not (no device, no cuDNN).
Result<TimingStats> timeCudaLayer(cuda::LayerEngine engine, const LayerShape& shape, int warmup,
                                  int repeat);

}  // namespace convscope::cli
