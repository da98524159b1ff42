// Convolution on the GPU through device buffers, with every cost timed apart (CUDA events).
#pragma once

#include <vector>

#include "convscope/block_record.h"
#include "convscope/channel.h"
#include "convscope/launch_geometry.h"
#include "convscope/problem.h"
#include "convscope/status.h"
#include "convscope/tile_loads.h"

namespace convscope::cuda {

using convscope::KernelVariant;                        // core/tile_loads.h: global, tiled, rows
const char* kernelVariantName(KernelVariant variant);  // "global", "tiled", "rows"

struct RunOptions {
  KernelVariant variant = KernelVariant::Global;
  Dim2 block{16, 16};
  bool pinnedHost = true;  // stage through page-locked memory (faster copies)
  // The recording variant (SM id, start/end per block) runs whenever convolve() or
  // GlOutputWriter::run() is handed a BlockRecord; this flag carries the wish for callers that
  // pass options around.
  bool recordBlocks = false;
};

// Milliseconds, from CUDA events; 0 for a step that did not happen.
struct Timings {
  double uploadMs = 0;
  double kernelMs = 0;
  double downloadMs = 0;
};

// Checks what needs no device: the problem, the block (core's makeLaunch: x, y ≥ 1,
// x·y ≤ 1024) and the variant (Tiled needs stride 1 and dilation 1). InvalidArgument says which.
Status validateRunOptions(const ConvProblem& problem, const RunOptions& options);

// Upload, one launch, download. Errors (no device, out of memory, a bad block) come back as a
// Status naming the CUDA call, file and line.
Result<Channel> convolve(const ConvProblem& problem, const RunOptions& options,
                         Timings* timings = nullptr, BlockRecord* record = nullptr);

// Repeated measurements for `convscope bench`, warm-up runs excluded. Milliseconds per run.
struct BenchSamples {
  std::vector<double> uploadPageableMs;
  std::vector<double> uploadPinnedMs;
  std::vector<double> kernelMs;
  std::vector<double> downloadPinnedMs;
  std::vector<double> downloadPageableMs;
  std::vector<double> deviceCopyMs;  // cudaMemcpy device-to-device of the output's bytes
};
Result<BenchSamples> bench(const ConvProblem& problem, const RunOptions& options, int repeat,
                           int warmup = 2);

// The GPU's time, not the host's: each sample is one event pair around K back-to-back launches
// (K chosen from a single timed launch so that a pair spans at least minPairMs), divided by K.
// With flushL2, a write over a buffer of twice the L2's size runs before every pair (outside
// it), so the pair's first launch starts from a cold L2; the later K - 1 find what fits in it.
// The same for the device-to-device copy of the output's bytes.
struct BatchedSamples {
  std::vector<double> kernelMs;      // per launch
  std::vector<double> deviceCopyMs;  // per copy
  int kernelPerPair = 1;             // K of the kernel's pairs
  int copyPerPair = 1;               // K of the copy's pairs
  std::size_t l2Bytes = 0;           // the device's L2
  std::size_t flushBytes = 0;        // written before each pair; 0 without flushL2
  std::size_t workingSetBytes = 0;   // input + output of one launch
};
Result<BatchedSamples> benchBatched(const ConvProblem& problem, const RunOptions& options,
                                    int repeat, int warmup = 2, double minPairMs = 1.0,
                                    bool flushL2 = true);

}  // namespace convscope::cuda
