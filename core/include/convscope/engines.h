// The CPU engines. All compute the same output for the same ConvProblem, through the one
// per-pixel sum of conv_sum.h.
#pragma once

#include <atomic>
#include <functional>
#include <vector>

#include "convscope/block_record.h"
#include "convscope/channel.h"
#include "convscope/launch_geometry.h"
#include "convscope/problem.h"
#include "convscope/status.h"

namespace convscope {

// Lets a caller on another thread follow a long run and stop it.
struct RunControl {
  const std::atomic<bool>* cancel = nullptr;      // set to true to stop; the run returns Cancelled
  std::function<void(double fraction)> progress;  // 0..1, called from the running thread
};

// Each engine comes in two forms: one returns a new Channel; the other writes into `output`,
// reusing its memory when it already has the output's size. Fresh memory is expensive (the
// first touch of every page), so repeated runs (bench, the window) reuse one buffer.

// The loop a beginner writes: for each output pixel, for each tap. Naive on purpose.
Result<Channel> convolveReference(const ConvProblem& problem, const RunControl* control = nullptr);
Status convolveReference(const ConvProblem& problem, Channel& output,
                         const RunControl* control = nullptr);

// Which CPU thread computed each output tile of the parallel engine.
struct TileRecord {
  int tileWidth = 0;
  int tileHeight = 0;
  int tilesX = 0;
  int tilesY = 0;
  int threadCount = 0;
  std::vector<int> threadOfTile;  // tilesX · tilesY entries, row-major
};

struct ParallelOptions {
  int threads = 0;  // 0: all hardware threads
  // Tiles of whole rows (tileWidth 0) keep the vector loop long and each thread's memory
  // contiguous: 1024×16 tiles measured 1.6× slower at 4096² with the sliding-window loop.
  int tileWidth = 0;  // 0: the whole output row
  int tileHeight = 16;
};

// Multi-threaded (OpenMP) and vectorised: interior pixels take a branch-free SIMD loop,
// the border ring the general padded path. Fills `record` when given.
Result<Channel> convolveParallel(const ConvProblem& problem, const ParallelOptions& options = {},
                                 TileRecord* record = nullptr, const RunControl* control = nullptr);
Status convolveParallel(const ConvProblem& problem, Channel& output,
                        const ParallelOptions& options = {}, TileRecord* record = nullptr,
                        const RunControl* control = nullptr);

// Runs the CUDA kernel's per-thread body over a CUDA-like grid on CPU threads: each worker takes
// the next block, and each "thread" of it computes its pixel or, past the edge, idles. `record`
// gets which worker (an emulated "SM") ran each block, and when (steady-clock nanoseconds).
Result<Channel> convolveEmulatedGpu(const ConvProblem& problem, Dim2 block,
                                    BlockRecord* record = nullptr,
                                    const RunControl* control = nullptr, int workers = 0);
Status convolveEmulatedGpu(const ConvProblem& problem, Channel& output, Dim2 block,
                           BlockRecord* record = nullptr, const RunControl* control = nullptr,
                           int workers = 0);

// Gives `output` the problem's output size, keeping its memory when the size already matches.
Status prepareOutput(const ConvProblem& problem, Channel& output);

}  // namespace convscope
