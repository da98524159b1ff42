// What convolve() and GlOutputWriter::run() share: the kernel launch for a problem, and the
// recording variant's device targets (SM id, start and end per block) with their download.
#pragma once

#include <cuda_runtime_api.h>

#include <vector>

#include "check.h"
#include "convscope/block_record.h"
#include "convscope/cuda/engine.h"
#include "cuda_memory.h"
#include "kernels.h"

namespace convscope::cuda::detail {

inline KernelLaunch kernelLaunchFor(const ConvProblem& problem, const RunOptions& options) {
  KernelLaunch launch;
  launch.geometry = problem.geometry;
  for (int t = 0; t < kTaps; ++t) launch.weights.values[t] = problem.weights[t];
  launch.blockX = options.block.x;
  launch.blockY = options.block.y;
  launch.variant = options.variant;
  return launch;
}

// Device targets of the recording variant, and their download into a BlockRecord (core's), with
// endNs derived from the cycles at the clock the launch ran at: the cycles over the %globaltimer
// time summed over all blocks (core's measuredClockKhz), else the peak clock CUDA reports.
class RecordBuffers {
 public:
  Status allocate(long long blockCount) {
    m_blockCount = blockCount;
    const std::size_t n = static_cast<std::size_t>(blockCount);
    CONVSCOPE_TRY(m_sm.reserve(n * sizeof(int)));
    CONVSCOPE_TRY(m_start.reserve(n * sizeof(unsigned long long)));
    CONVSCOPE_TRY(m_cycles.reserve(n * sizeof(long long)));
    CONVSCOPE_TRY(m_end.reserve(n * sizeof(unsigned long long)));
    m_buffers = {m_sm.as<int>(), m_start.as<unsigned long long>(), m_cycles.as<long long>(),
                 m_end.as<unsigned long long>()};
    return Status::ok();
  }
  const BlockRecordBuffers* buffers() const { return &m_buffers; }
  Status download(BlockRecord* record) const {
    const std::size_t n = static_cast<std::size_t>(m_blockCount);
    record->unitOfBlock.assign(n, 0);
    record->startNs.assign(n, 0);
    record->cycles.assign(n, 0);
    int device = 0;
    CONVSCOPE_CUDA_TRY(cudaGetDevice(&device));
    CONVSCOPE_CUDA_TRY(
        cudaDeviceGetAttribute(&record->unitCount, cudaDevAttrMultiProcessorCount, device));
    CONVSCOPE_CUDA_TRY(cudaDeviceGetAttribute(&record->peakClockKhz, cudaDevAttrClockRate, device));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->unitOfBlock.data(), m_buffers.d_sm, n * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->startNs.data(), m_buffers.d_startNs,
                                  n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->cycles.data(), m_buffers.d_cycles, n * sizeof(long long),
                                  cudaMemcpyDeviceToHost));
    std::vector<unsigned long long> endTimerNs(n, 0);
    CONVSCOPE_CUDA_TRY(cudaMemcpy(endTimerNs.data(), m_buffers.d_endNs,
                                  n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    const int measured = measuredClockKhz(record->startNs, endTimerNs, record->cycles);
    record->clockMeasured = measured > 0;
    record->smClockKhz = measured > 0 ? measured : record->peakClockKhz;
    record->endNs.resize(n);
    const double nsPerCycle = record->smClockKhz > 0 ? 1e6 / record->smClockKhz : 0.0;
    for (std::size_t b = 0; b < n; ++b) {
      const long long cycles = record->cycles[b] > 0 ? record->cycles[b] : 0;
      record->endNs[b] =
          record->startNs[b] + static_cast<unsigned long long>(cycles * nsPerCycle + 0.5);
    }
    return Status::ok();
  }

 private:
  long long m_blockCount = 0;
  DeviceMemory m_sm;
  DeviceMemory m_start;
  DeviceMemory m_cycles;
  DeviceMemory m_end;
  BlockRecordBuffers m_buffers;
};

inline long long blockCountFor(const ConvGeometry& g, const RunOptions& options) {
  const Dim2 block = options.block;
  const int rows = rowsPerBlock(options.variant, block.y);
  const long long gridX = (g.outWidth + block.x - 1) / block.x;
  const long long gridY = (g.outHeight + rows - 1) / rows;
  return gridX * gridY;
}

}  // namespace convscope::cuda::detail
