#include <omp.h>

#include <atomic>
#include <chrono>

#include "convscope/conv_sum.h"
#include "convscope/cpu_info.h"
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

unsigned long long steadyNowNs() {
  return static_cast<unsigned long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                             std::chrono::steady_clock::now().time_since_epoch())
                                             .count());
}

}  // namespace

Result<Channel> convolveEmulatedGpu(const ConvProblem& problem, Dim2 block, BlockRecord* record,
                                    const RunControl* control, int workers) {
  return intoNewChannel([&](Channel& out) {
    return convolveEmulatedGpu(problem, out, block, record, control, workers);
  });
}

Status convolveEmulatedGpu(const ConvProblem& problem, Channel& outputChannel, Dim2 block,
                           BlockRecord* record, const RunControl* control, int workers) {
  const ConvGeometry& g = problem.geometry;
  Result<LaunchGeometry> launch = makeLaunch({g.outWidth, g.outHeight}, block);
  if (!launch) return launch.status();
  return convolveEmulatedLaunch(problem, outputChannel, *launch, record, control, workers);
}

Status convolveEmulatedLaunch(const ConvProblem& problem, Channel& outputChannel,
                              const LaunchGeometry& launch, BlockRecord* record,
                              const RunControl* control, int workers) {
  const ConvGeometry& g = problem.geometry;
  if (launch.output != Dim2{g.outWidth, g.outHeight})
    return Status::error(StatusCode::InvalidArgument,
                         "the launch does not cover this problem's output");
  if (workers < 0) return Status::error(StatusCode::InvalidArgument, "worker count must be ≥ 0");
  if (Status s = prepareOutput(problem, outputChannel); !s) return s;
  float* output = outputChannel.data();

  const Dim2 block = launch.block;
  const long long blocks = launch.blockCount();
  const int workerCount = startableThreadCount(workers > 0 ? workers : defaultThreadCount());
  if (record) {
    *record = BlockRecord{};
    record->unitCount = workerCount;
    record->unitOfBlock.assign(static_cast<size_t>(blocks), -1);
    record->startNs.assign(static_cast<size_t>(blocks), 0);
    record->endNs.assign(static_cast<size_t>(blocks), 0);
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
        record->unitOfBlock[static_cast<size_t>(blockId)] = worker;
        record->startNs[static_cast<size_t>(blockId)] = steadyNowNs();
      }
      const Dim2 blockIdx{static_cast<int>(blockId % launch.grid.x),
                          static_cast<int>(blockId / launch.grid.x)};
      for (int ty = 0; ty < block.y; ++ty) {
        for (int tx = 0; tx < block.x; ++tx) {
          emulatedThread(problem, blockIdx, block, {tx, ty}, output);
        }
      }
      if (record) record->endNs[static_cast<size_t>(blockId)] = steadyNowNs();
      if (worker == 0) reportProgress(control, blockId + 1, blocks);
    }
  }
  if (stopped) return cancelledStatus();
  return Status::ok();
}

}  // namespace convscope
