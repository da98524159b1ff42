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

// Below this many output pixels (256²) the parallel engine runs on one thread. Waking a second
// thread and handing it tiles costs some tens of microseconds, about what half of such an image
// takes on one thread: measured on 2 cores, two threads were 1.3–2.9× slower than one from 64²
// to 192² and only broke even at 256². One thread also cannot be held back by another.
constexpr long long kMinPixelsForThreads = 256LL * 256;

struct ParallelOptions {
  int threads = 0;  // 0: all hardware threads
  // Tiles of whole rows (tileWidth 0) keep the vector loop long and each thread's memory
  // contiguous: 1024×16 tiles measured 1.6× slower at 4096² with the sliding-window loop.
  int tileWidth = 0;  // 0: the whole output row
  int tileHeight = 16;
  // One thread below this output size (kMinPixelsForThreads); 0 always uses `threads`.
  long long minPixelsForThreads = kMinPixelsForThreads;
  // When set, called on a thread before each tile it tries to take (thread 0 is the caller):
  // lets a test stall one thread and check that the others still finish the image. A worker
  // that wakes late may still call it just after the run has returned.
  std::function<void(int thread)> beforeTile;
};

// Multi-threaded and vectorised: tiles go to whichever thread asks next, the caller works too
// and then waits blocking for the tiles still in flight, so a descheduled thread delays one
// tile, not a share of the image: interior pixels take a branch-free SIMD loop,
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
// The same for a launch already made (the window's model makes one per problem and block): it
// must cover the problem's output.
Status convolveEmulatedLaunch(const ConvProblem& problem, Channel& output,
                              const LaunchGeometry& launch, BlockRecord* record = nullptr,
                              const RunControl* control = nullptr, int workers = 0);

// Gives `output` the problem's output size, keeping its memory when the size already matches.
Status prepareOutput(const ConvProblem& problem, Channel& output);

}  // namespace convscope
