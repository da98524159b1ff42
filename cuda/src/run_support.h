// What convolve() and GlOutputWriter::run() share: the kernel launch for a problem, and the
// recording variant's device targets (SM id, start and end per block) with their download.
#pragma once

#include <cuda_runtime_api.h>

#include "check.h"
#include "convscope/cuda/engine.h"
#include "cuda_memory.h"
#include "kernels.h"

namespace convscope::cuda::detail {

inline KernelLaunch kernelLaunchFor(const ConvProblem& problem, const RunOptions& options) {
  KernelLaunch launch;
  launch.geometry = problem.geometry;
  launch.blockX = options.block.x;
  launch.blockY = options.block.y;
  launch.tiled = options.variant == KernelVariant::Tiled;
  return launch;
}

// Device targets of the recording variant, and their download into a BlockRecord.
class RecordBuffers {
 public:
  Status allocate(long long blockCount) {
    m_blockCount = blockCount;
    const std::size_t n = static_cast<std::size_t>(blockCount);
    CONVSCOPE_TRY(m_sm.reserve(n * sizeof(int)));
    CONVSCOPE_TRY(m_start.reserve(n * sizeof(unsigned long long)));
    CONVSCOPE_TRY(m_end.reserve(n * sizeof(unsigned long long)));
    m_buffers = {m_sm.as<int>(), m_start.as<unsigned long long>(), m_end.as<unsigned long long>()};
    return Status::ok();
  }
  const BlockRecordBuffers* buffers() const { return &m_buffers; }
  Status download(BlockRecord* record) const {
    const std::size_t n = static_cast<std::size_t>(m_blockCount);
    record->smOfBlock.assign(n, 0);
    record->startNs.assign(n, 0);
    record->endNs.assign(n, 0);
    int device = 0;
    CONVSCOPE_CUDA_TRY(cudaGetDevice(&device));
    CONVSCOPE_CUDA_TRY(
        cudaDeviceGetAttribute(&record->smCount, cudaDevAttrMultiProcessorCount, device));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->smOfBlock.data(), m_buffers.d_sm, n * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->startNs.data(), m_buffers.d_startNs,
                                  n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    CONVSCOPE_CUDA_TRY(cudaMemcpy(record->endNs.data(), m_buffers.d_endNs,
                                  n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    return Status::ok();
  }

 private:
  long long m_blockCount = 0;
  DeviceMemory m_sm;
  DeviceMemory m_start;
  DeviceMemory m_end;
  BlockRecordBuffers m_buffers;
};

inline long long blockCountFor(const ConvGeometry& g, Dim2 block) {
  const long long gridX = (g.outWidth + block.x - 1) / block.x;
  const long long gridY = (g.outHeight + block.y - 1) / block.y;
  return gridX * gridY;
}

}  // namespace convscope::cuda::detail
