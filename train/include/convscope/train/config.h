// API v1: the Train tab codes against this header.
// What a training run is asked to do, and the one place it is checked.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "convscope/status.h"

namespace convscope::train {

enum class EngineKind { Reference, OneDnn, CuDnn };

// "reference", "onednn", "cudnn": what --engine accepts.
std::string_view engineName(EngineKind engine);
bool engineFromName(std::string_view name, EngineKind& engine);
// Ok, or Unsupported/NoDevice with why ("built without oneDNN: libdnnl-dev not found").
Status engineAvailable(EngineKind engine);
// oneDNN where this build has it, else the reference loops.
EngineKind defaultEngine();

struct TrainConfig {
  int batch = 64;
  double lr = 0.05;
  double momentum = 0.9;
  int epochs = 1;       // used when steps is 0
  long long steps = 0;  // > 0: stop after this many steps, across epochs as needed
  std::uint64_t seed = 1;
  bool shuffle = true;
  EngineKind engine = defaultEngine();
  int threads = 0;           // 0: the machine's cores
  std::optional<int> limit;  // only the first N training images; must be > 0 when set
};

// The machine's cores (what threads = 0 means).
int machineThreads();
// One core fewer, at least one: for training beside a window. OpenMP's threads spin at every
// barrier, so a team as large as the machine takes the core the window needs for its frames, and
// each of the small model's many short parallel calls then waits for a thread that lost its core.
int threadsLeavingOneCore();

// lr NaN/Inf/≤ 0, momentum outside [0, 1), batch ≤ 0 or above the (limited) set, epochs/steps
// ≤ 0, limit ≤ 0, threads < 0, a batch whose buffers exceed the budget (the bytes named).
Status validateConfig(const TrainConfig& config, int trainImages);

// Training images a run uses: min(limit, trainImages).
int usedImages(const TrainConfig& config, int trainImages);

}  // namespace convscope::train
