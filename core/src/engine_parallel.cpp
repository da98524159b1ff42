#include <omp.h>

#include <algorithm>
#include <atomic>

#include "convscope/conv_sum.h"
#include "convscope/engines.h"
#include "run_control.h"

namespace convscope {

namespace {

// The output columns [first, last] of a row whose taps all fall inside the input row span.
struct Span {
  int first = 0;
  int last = -1;
};

Span interiorColumns(const ConvGeometry& g) {
  // tapX(ox, 0) >= 0 and tapX(ox, 2) <= inWidth - 1
  const int first = (g.pad + g.stride - 1) / g.stride;
  const int lastNumerator = g.inWidth - 1 + g.pad - (kKernelSize - 1) * g.dilation;
  const int last = lastNumerator < 0 ? -1 : std::min(lastNumerator / g.stride, g.outWidth - 1);
  return {first, last};
}

bool rowIsInterior(const ConvGeometry& g, int oy) {
  return tapY(g, oy, 0) >= 0 && tapY(g, oy, kKernelSize - 1) < g.inHeight;
}

// Floats in the widest vector the clones use (AVX-512).
constexpr int kVectorLanes = 16;

// The branch-free inner loop: no padding to resolve, so the nine loads of neighbouring output
// pixels are neighbouring addresses and the loop vectorises. The same sumOfProducts as every
// other engine, lane by lane. Cloned per instruction set and picked at run time, so one binary
// uses AVX-512 or AVX2 where the CPU has it.
#if defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void interiorRun(const float* input, const ConvGeometry& g, const float* weightsIn, int oy,
                 int first, int last, float* outRow) {
  float w[kTaps];
  for (int t = 0; t < kTaps; ++t) w[t] = weightsIn[t];
  const long long stride = g.inWidth;
  const float* r0 = input + static_cast<long long>(tapY(g, oy, 0)) * stride - g.pad;
  const float* r1 = r0 + g.dilation * stride;
  const float* r2 = r1 + g.dilation * stride;
  const int d = g.dilation;
  const float* rows[kKernelSize] = {r0, r1, r2};
  if (g.stride == 1) {
    // Unit stride: each of the nine taps walks its row contiguously, a plain vector load.
    const auto vectorRun = [&](int from, int to) {
#pragma omp simd
      for (int ox = from; ox < to; ++ox) {
        outRow[ox] =
            sumOfTaps([&](int t) { return rows[t / kKernelSize][ox + (t % kKernelSize) * d]; }, w);
      }
    };
    // Whole vectors, then the last kVectorLanes pixels once more as one overlapping vector (the
    // same values again): a scalar tail would cost a third of the row's time at 1024².
    const int count = last - first + 1;
    const int whole = count - count % kVectorLanes;
    vectorRun(first, first + whole);
    if (whole != count) vectorRun(whole > 0 ? last + 1 - kVectorLanes : first + whole, last + 1);
    return;
  }
  const int s = g.stride;
  for (int ox = first; ox <= last; ++ox) {
    outRow[ox] =
        sumOfTaps([&](int t) { return rows[t / kKernelSize][ox * s + (t % kKernelSize) * d]; }, w);
  }
}

void computeTile(const ConvProblem& problem, const Span& interior, int x0, int x1, int y0, int y1,
                 float* output) {
  const ConvGeometry& g = problem.geometry;
  const float* input = problem.input->data();
  const float* weights = problem.weights.data();
  for (int oy = y0; oy < y1; ++oy) {
    float* outRow = output + static_cast<long long>(oy) * g.outWidth;
    if (!rowIsInterior(g, oy)) {
      for (int ox = x0; ox < x1; ++ox) outRow[ox] = outputPixel(input, g, weights, ox, oy);
      continue;
    }
    const int first = std::max(x0, interior.first);
    const int last = std::min(x1 - 1, interior.last);
    // The padded border columns take the general path, the rest the vector loop.
    for (int ox = x0; ox < std::min(x1, first); ++ox) {
      outRow[ox] = outputPixel(input, g, weights, ox, oy);
    }
    if (first <= last) interiorRun(input, g, weights, oy, first, last, outRow);
    for (int ox = std::max(x0, last + 1); ox < x1; ++ox) {
      outRow[ox] = outputPixel(input, g, weights, ox, oy);
    }
  }
}

}  // namespace

Result<Channel> convolveParallel(const ConvProblem& problem, const ParallelOptions& options,
                                 TileRecord* record, const RunControl* control) {
  return intoNewChannel(
      [&](Channel& out) { return convolveParallel(problem, out, options, record, control); });
}

Status convolveParallel(const ConvProblem& problem, Channel& outputChannel,
                        const ParallelOptions& options, TileRecord* record,
                        const RunControl* control) {
  const ConvGeometry& g = problem.geometry;
  if (options.tileWidth < 1 || options.tileHeight < 1 || options.threads < 0) {
    return Status::error(StatusCode::InvalidArgument,
                         "tile size and thread count must be positive");
  }
  if (Status s = prepareOutput(problem, outputChannel); !s) return s;
  float* output = outputChannel.data();

  const int tilesX = (g.outWidth + options.tileWidth - 1) / options.tileWidth;
  const int tilesY = (g.outHeight + options.tileHeight - 1) / options.tileHeight;
  const long long tileCount = static_cast<long long>(tilesX) * tilesY;
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  const Span interior = interiorColumns(g);
  if (record) {
    record->tileWidth = options.tileWidth;
    record->tileHeight = options.tileHeight;
    record->tilesX = tilesX;
    record->tilesY = tilesY;
    record->threadCount = threads;
    record->threadOfTile.assign(static_cast<size_t>(tileCount), -1);
  }

  std::atomic<long long> tilesDone{0};
  std::atomic<bool> stopped{false};
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
  for (long long tile = 0; tile < tileCount; ++tile) {
    if (stopped.load(std::memory_order_relaxed)) continue;
    if (isCancelled(control)) {
      stopped = true;
      continue;
    }
    const int tx = static_cast<int>(tile % tilesX);
    const int ty = static_cast<int>(tile / tilesX);
    const int x0 = tx * options.tileWidth;
    const int y0 = ty * options.tileHeight;
    computeTile(problem, interior, x0, std::min(x0 + options.tileWidth, g.outWidth), y0,
                std::min(y0 + options.tileHeight, g.outHeight), output);
    if (record) record->threadOfTile[static_cast<size_t>(tile)] = omp_get_thread_num();
    const long long done = ++tilesDone;
    // One reporter, so the callback never runs on two threads at once.
    if (omp_get_thread_num() == 0) reportProgress(control, done, tileCount);
  }
  if (stopped) return cancelledStatus();
  reportProgress(control, tileCount, tileCount);
  return Status::ok();
}

}  // namespace convscope
