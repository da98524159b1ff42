// Timing one layer shape on a CPU engine or a CUDA device, for `bench --layer` and `network`:
// random tensors of the shape, then bench's one timing loop. The layer engines bench times, CPU
// and GPU, are one table: a new engine is one entry.
#pragma once

#include <QString>
#include <functional>
#include <vector>

#include "common/engine_table.h"
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

struct LayerEngineEntry {
  QString row;  // bench's row and the engine's name: "layer-onednn", "layer-cudnn"
  app::EngineSide side = app::EngineSide::Cpu;
  // The naive loop: on one thread, three runs at most, and not at all for a layer too large
  // for it (bench says so in its row).
  bool naive = false;
  // Times `shape` with warm-up: `repeat` runs, `threads` for a CPU engine (0: every thread).
  std::function<Result<TimingStats>(const LayerShape& shape, int repeat, int threads)> time;
};
// In bench's order: the CPU's (the naive loop first), then the device's.
const std::vector<LayerEngineEntry>& layerEngineTable();

}  // namespace convscope::cli
