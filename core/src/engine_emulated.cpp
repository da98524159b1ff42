#include <omp.h>

#include <atomic>

#include "convscope/conv_sum.h"
#include "convscope/engines.h"
#include "run_control.h"

namespace convscope {

namespace {

// The CUDA kernel's body for one thread, word for word: find my pixel, idle past the edge.
void emulatedThread(const ConvProblem& problem, Dim2 blockIdx, Dim2 blockDim, Dim2 threadIdx,
                    float* output) {
  const ConvGeometry& g = problem.geometry;
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= g.outWidth || y >= g.outHeight) return;  // an idle thread
  output[static_cast<long long>(y) * g.outWidth + x] =
      outputPixel(problem.input->data(), g, problem.weights.data(), x, y);
}

}  // namespace

Result<Channel> convolveEmulatedGpu(const ConvProblem& problem, Dim2 block, EmulationRecord* record,
                                    const RunControl* control, int workers) {
  return intoNewChannel([&](Channel& out) {
    return convolveEmulatedGpu(problem, out, block, record, control, workers);
  });
}

Status convolveEmulatedGpu(const ConvProblem& problem, Channel& outputChannel, Dim2 block,
                           EmulationRecord* record, const RunControl* control, int workers) {
  const ConvGeometry& g = problem.geometry;
  Result<LaunchGeometry> launch = makeLaunch({g.outWidth, g.outHeight}, block);
  if (!launch) return launch.status();
  if (workers < 0) return Status::error(StatusCode::InvalidArgument, "worker count must be ≥ 0");
  if (Status s = prepareOutput(problem, outputChannel); !s) return s;
  float* output = outputChannel.data();

  const long long blocks = launch->blockCount();
  const int workerCount = workers > 0 ? workers : omp_get_max_threads();
  if (record) {
    record->launch = *launch;
    record->workerCount = workerCount;
    record->workerOfBlock.assign(static_cast<size_t>(blocks), -1);
    record->startOrder.assign(static_cast<size_t>(blocks), -1);
  }

  // Like the GPU's block scheduler: each free worker (an "SM") takes the next block.
  std::atomic<long long> nextBlock{0};
  std::atomic<bool> stopped{false};
#pragma omp parallel num_threads(workerCount)
  {
    const int worker = omp_get_thread_num();
    for (;;) {
      const long long blockId = nextBlock.fetch_add(1);
      if (blockId >= blocks || stopped.load(std::memory_order_relaxed)) break;
      if (isCancelled(control)) {
        stopped = true;
        break;
      }
      if (record) {
        record->workerOfBlock[static_cast<size_t>(blockId)] = worker;
        // Blocks are handed out in id order, so the pick-up order is the id order; kept as data
        // so the replay reads the same field as a recorded CUDA run.
        record->startOrder[static_cast<size_t>(blockId)] = blockId;
      }
      const Dim2 blockIdx{static_cast<int>(blockId % launch->grid.x),
                          static_cast<int>(blockId / launch->grid.x)};
      for (int ty = 0; ty < block.y; ++ty) {
        for (int tx = 0; tx < block.x; ++tx) {
          emulatedThread(problem, blockIdx, block, {tx, ty}, output);
        }
      }
      if (worker == 0) reportProgress(control, blockId + 1, blocks);
    }
  }
  if (stopped) return cancelledStatus();
  return Status::ok();
}

}  // namespace convscope
