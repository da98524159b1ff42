// convolve() and bench(): device buffers, one launch, every cost timed apart with CUDA events.

#include "convscope/cuda/engine.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include <cuda_runtime_api.h>

#include "check.h"
#include "cuda_memory.h"
#include "device_probe.h"
#include "kernels.h"
#include "run_support.h"

namespace convscope::cuda {
namespace {

using detail::DeviceMemory;
using detail::EventRow;
using detail::PinnedMemory;

// What convolve() and bench() both need: the input and output on the device, page-locked host
// copies of both when asked (the input staged there already). The weights travel with each
// launch (kernelLaunchFor).
struct RunBuffers {
  std::size_t inBytes = 0;
  std::size_t outBytes = 0;
  DeviceMemory d_in;
  DeviceMemory d_out;
  PinnedMemory h_in;
  PinnedMemory h_out;

  Status prepare(const ConvProblem& problem, bool pinnedHost) {
    inBytes = sizeof(float) * static_cast<std::size_t>(problem.input->pixelCount());
    outBytes = sizeof(float) * static_cast<std::size_t>(problem.geometry.outWidth) *
               static_cast<std::size_t>(problem.geometry.outHeight);
    CONVSCOPE_TRY(d_in.reserve(inBytes));
    CONVSCOPE_TRY(d_out.reserve(outBytes));
    if (pinnedHost) {
      CONVSCOPE_TRY(h_in.reserve(inBytes));
      CONVSCOPE_TRY(h_out.reserve(outBytes));
      // Staging into page-locked memory is host work before the timed upload: an app that keeps
      // its input there pays it once, not per run.
      std::memcpy(h_in.as<float>(), problem.input->data(), inBytes);
    }
    return Status::ok();
  }
};

}  // namespace

Result<Channel> convolve(const ConvProblem& problem, const RunOptions& options, Timings* timings,
                         BlockRecord* record) {
  CONVSCOPE_TRY(validateRunOptions(problem, options));
  CONVSCOPE_TRY(detail::requireWarmDevice());
  const ConvGeometry& g = problem.geometry;
  Result<Channel> output = Channel::create(g.outWidth, g.outHeight);
  if (!output) return output.status();

  const cudaStream_t stream = nullptr;
  RunBuffers b;
  CONVSCOPE_TRY(b.prepare(problem, options.pinnedHost));
  detail::RecordBuffers recordBuffers;
  if (record)
    CONVSCOPE_TRY(recordBuffers.allocate(detail::blockCountFor(problem.geometry, options)));
  EventRow<4> events;
  CONVSCOPE_TRY(events.create());

  CONVSCOPE_TRY(events.record(0, stream));
  const void* source = options.pinnedHost ? b.h_in.as<const void>() : problem.input->data();
  CONVSCOPE_CUDA_TRY(
      cudaMemcpyAsync(b.d_in.as<void>(), source, b.inBytes, cudaMemcpyHostToDevice, stream));
  CONVSCOPE_TRY(events.record(1, stream));
  CONVSCOPE_TRY(detail::launchToBuffer(detail::kernelLaunchFor(problem, options),
                                       b.d_in.as<const float>(), b.d_out.as<float>(),
                                       record ? recordBuffers.buffers() : nullptr, stream));
  CONVSCOPE_TRY(events.record(2, stream));
  void* target = options.pinnedHost ? b.h_out.as<void>() : output->data();
  CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(target, b.d_out.as<const void>(), b.outBytes,
                                     cudaMemcpyDeviceToHost, stream));
  CONVSCOPE_TRY(events.record(3, stream));
  CONVSCOPE_TRY(events.synchronize(3));
  if (options.pinnedHost) std::memcpy(output->data(), b.h_out.as<const float>(), b.outBytes);

  if (timings) {
    CONVSCOPE_TRY(events.elapsed(0, 1, &timings->uploadMs));
    CONVSCOPE_TRY(events.elapsed(1, 2, &timings->kernelMs));
    CONVSCOPE_TRY(events.elapsed(2, 3, &timings->downloadMs));
  }
  if (record) CONVSCOPE_TRY(recordBuffers.download(record));
  return output;
}

Result<BenchSamples> bench(const ConvProblem& problem, const RunOptions& options, int repeat,
                           int warmup) {
  CONVSCOPE_TRY(validateRunOptions(problem, options));
  if (repeat < 1 || warmup < 0)
    return Status::error(StatusCode::InvalidArgument,
                         "bench needs repeat ≥ 1 and warmup ≥ 0 (got repeat " +
                             std::to_string(repeat) + ", warmup " + std::to_string(warmup) + ")");
  CONVSCOPE_TRY(detail::requireWarmDevice());
  const ConvGeometry& g = problem.geometry;
  Result<Channel> pageableOut = Channel::create(g.outWidth, g.outHeight);
  if (!pageableOut) return pageableOut.status();

  const cudaStream_t stream = nullptr;
  RunBuffers b;
  CONVSCOPE_TRY(b.prepare(problem, true));
  DeviceMemory d_copy;
  CONVSCOPE_TRY(d_copy.reserve(b.outBytes));
  EventRow<7> events;
  CONVSCOPE_TRY(events.create());
  const detail::KernelLaunch launch = detail::kernelLaunchFor(problem, options);

  BenchSamples samples;
  std::vector<double>* const rows[] = {&samples.uploadPageableMs,   &samples.uploadPinnedMs,
                                       &samples.kernelMs,           &samples.downloadPinnedMs,
                                       &samples.downloadPageableMs, &samples.deviceCopyMs};
  for (std::vector<double>* row : rows) row->reserve(static_cast<std::size_t>(repeat));

  for (int run = 0; run < warmup + repeat; ++run) {
    CONVSCOPE_TRY(events.record(0, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(b.d_in.as<void>(), problem.input->data(), b.inBytes,
                                       cudaMemcpyHostToDevice, stream));
    CONVSCOPE_TRY(events.record(1, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(b.d_in.as<void>(), b.h_in.as<const void>(), b.inBytes,
                                       cudaMemcpyHostToDevice, stream));
    CONVSCOPE_TRY(events.record(2, stream));
    CONVSCOPE_TRY(detail::launchToBuffer(launch, b.d_in.as<const float>(), b.d_out.as<float>(),
                                         nullptr, stream));
    CONVSCOPE_TRY(events.record(3, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(b.h_out.as<void>(), b.d_out.as<const void>(), b.outBytes,
                                       cudaMemcpyDeviceToHost, stream));
    CONVSCOPE_TRY(events.record(4, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(pageableOut->data(), b.d_out.as<const void>(), b.outBytes,
                                       cudaMemcpyDeviceToHost, stream));
    CONVSCOPE_TRY(events.record(5, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(d_copy.as<void>(), b.d_out.as<const void>(), b.outBytes,
                                       cudaMemcpyDeviceToDevice, stream));
    CONVSCOPE_TRY(events.record(6, stream));
    CONVSCOPE_TRY(events.synchronize(6));
    if (run < warmup) continue;
    for (int i = 0; i < 6; ++i) {
      double ms = 0;
      CONVSCOPE_TRY(events.elapsed(i, i + 1, &ms));
      rows[i]->push_back(ms);
    }
  }
  return samples;
}

Result<BatchedSamples> benchBatched(const ConvProblem& problem, const RunOptions& options,
                                    int repeat, int warmup, double minPairMs, bool flushL2) {
  CONVSCOPE_TRY(validateRunOptions(problem, options));
  if (repeat < 1 || warmup < 0 || !(minPairMs >= 0))
    return Status::error(StatusCode::InvalidArgument,
                         "benchBatched needs repeat ≥ 1, warmup ≥ 0 and minPairMs ≥ 0");
  CONVSCOPE_TRY(detail::requireWarmDevice());
  const cudaStream_t stream = nullptr;
  RunBuffers b;
  CONVSCOPE_TRY(b.prepare(problem, false));
  CONVSCOPE_CUDA_TRY(
      cudaMemcpy(b.d_in.as<void>(), problem.input->data(), b.inBytes, cudaMemcpyHostToDevice));
  DeviceMemory d_copy;
  CONVSCOPE_TRY(d_copy.reserve(b.outBytes));
  BatchedSamples samples;
  samples.workingSetBytes = b.inBytes + b.outBytes;
  int device = 0, l2 = 0;
  CONVSCOPE_CUDA_TRY(cudaGetDevice(&device));
  CONVSCOPE_CUDA_TRY(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device));
  samples.l2Bytes = static_cast<std::size_t>(l2);
  DeviceMemory d_flush;
  if (flushL2 && l2 > 0) {
    samples.flushBytes = 2 * samples.l2Bytes;
    CONVSCOPE_TRY(d_flush.reserve(samples.flushBytes));
  }
  EventRow<2> events;
  CONVSCOPE_TRY(events.create());
  const detail::KernelLaunch launch = detail::kernelLaunchFor(problem, options);

  int flushValue = 0;
  auto pair = [&](bool kernel, int k, double* ms) -> Status {
    if (samples.flushBytes)
      CONVSCOPE_CUDA_TRY(
          cudaMemsetAsync(d_flush.as<void>(), ++flushValue & 0xff, samples.flushBytes, stream));
    CONVSCOPE_TRY(events.record(0, stream));
    for (int i = 0; i < k; ++i) {
      if (kernel)
        CONVSCOPE_TRY(detail::launchToBuffer(launch, b.d_in.as<const float>(), b.d_out.as<float>(),
                                             nullptr, stream));
      else
        CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(d_copy.as<void>(), b.d_out.as<const void>(), b.outBytes,
                                           cudaMemcpyDeviceToDevice, stream));
    }
    CONVSCOPE_TRY(events.record(1, stream));
    CONVSCOPE_TRY(events.synchronize(1));
    return events.elapsed(0, 1, ms);
  };
  // K from the median of a few single launches after the warm-up: enough for ≥ minPairMs.
  auto perPairFor = [&](bool kernel, int* k) -> Status {
    double ms = 0;
    for (int i = 0; i < warmup; ++i) CONVSCOPE_TRY(pair(kernel, 1, &ms));
    std::vector<double> single;
    for (int i = 0; i < 3; ++i) {
      CONVSCOPE_TRY(pair(kernel, 1, &ms));
      single.push_back(ms);
    }
    std::sort(single.begin(), single.end());
    const double one = std::max(single[1], 1e-4);
    *k = static_cast<int>(std::clamp(std::ceil(minPairMs / one), 1.0, 4096.0));
    return Status::ok();
  };
  CONVSCOPE_TRY(perPairFor(true, &samples.kernelPerPair));
  CONVSCOPE_TRY(perPairFor(false, &samples.copyPerPair));
  samples.kernelMs.reserve(static_cast<std::size_t>(repeat));
  samples.deviceCopyMs.reserve(static_cast<std::size_t>(repeat));
  for (int run = 0; run < repeat; ++run) {
    double ms = 0;
    CONVSCOPE_TRY(pair(true, samples.kernelPerPair, &ms));
    samples.kernelMs.push_back(ms / samples.kernelPerPair);
    CONVSCOPE_TRY(pair(false, samples.copyPerPair, &ms));
    samples.deviceCopyMs.push_back(ms / samples.copyPerPair);
  }
  return samples;
}

}  // namespace convscope::cuda
