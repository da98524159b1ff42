#include <omp.h>

#include <algorithm>
#include <atomic>

#include "convscope/chunk_pool.h"
#include "convscope/conv_sum.h"
#include "convscope/cpu_info.h"
#include "convscope/engines.h"
#include "interior_row.h"
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

// The input rows under output row oy, offset so that InteriorRow's indexing holds.
InteriorRow interiorRow(const ConvProblem& problem, int oy, float* outRow) {
  const ConvGeometry& g = problem.geometry;
  InteriorRow row;
  const long long pitch = g.inWidth;
  for (int ky = 0; ky < kKernelSize; ++ky) {
    row.taps[ky] = problem.input->data() + static_cast<long long>(tapY(g, oy, ky)) * pitch - g.pad;
  }
  row.stride = g.stride;
  row.dilation = g.dilation;
  row.out = outRow;
  return row;
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
    InteriorRow row = interiorRow(problem, oy, outRow);
    row.first = std::max(x0, interior.first);
    row.last = std::min(x1 - 1, interior.last);
    // The padded border columns take the general path, the rest the vector loop.
    for (int ox = x0; ox < std::min(x1, row.first); ++ox) {
      outRow[ox] = outputPixel(input, g, weights, ox, oy);
    }
    computeInteriorRow(row, weights);
    for (int ox = std::max(x0, row.last + 1); ox < x1; ++ox) {
      outRow[ox] = outputPixel(input, g, weights, ox, oy);
    }
  }
}

int threadsFor(const ParallelOptions& options, long long outputPixels) {
  const int wanted =
      startableThreadCount(options.threads > 0 ? options.threads : defaultThreadCount());
  return outputPixels < options.minPixelsForThreads ? 1 : wanted;
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
  if (options.tileWidth < 0 || options.tileHeight < 1 || options.threads < 0) {
    return Status::error(StatusCode::InvalidArgument,
                         "tile size and thread count must be positive");
  }
  const int tileWidth =
      options.tileWidth > 0 ? std::min(options.tileWidth, g.outWidth) : std::max(g.outWidth, 1);
  if (Status s = prepareOutput(problem, outputChannel); !s) return s;
  float* output = outputChannel.data();

  const int tilesX = (g.outWidth + tileWidth - 1) / tileWidth;
  const int tilesY = (g.outHeight + options.tileHeight - 1) / options.tileHeight;
  const long long tileCount = static_cast<long long>(tilesX) * tilesY;
  const int threads = threadsFor(options, static_cast<long long>(g.outWidth) * g.outHeight);
  const Span interior = interiorColumns(g);
  if (record) {
    record->tileWidth = tileWidth;
    record->tileHeight = options.tileHeight;
    record->tilesX = tilesX;
    record->tilesY = tilesY;
    record->threadCount = threads;
    record->threadOfTile.assign(static_cast<size_t>(tileCount), -1);
  }

  std::atomic<long long> tilesDone{0};
  std::atomic<bool> stopped{false};
  auto runTile = [&](long long tile, int thread) {
    if (stopped.load(std::memory_order_relaxed)) return;
    if (isCancelled(control)) {
      stopped = true;
      return;
    }
    const int tx = static_cast<int>(tile % tilesX);
    const int ty = static_cast<int>(tile / tilesX);
    const int x0 = tx * tileWidth;
    const int y0 = ty * options.tileHeight;
    computeTile(problem, interior, x0, std::min(x0 + tileWidth, g.outWidth), y0,
                std::min(y0 + options.tileHeight, g.outHeight), output);
    if (record) record->threadOfTile[static_cast<size_t>(tile)] = thread;
    const long long done = ++tilesDone;
    // One reporter, so the callback never runs on two threads at once.
    if (thread == 0) reportProgress(control, done, tileCount);
  };
  if (threads == 1 || tileCount == 1) {
    // On one thread the tiles run in order here, with nothing to hand out: on a 16² image the
    // job's bookkeeping alone cost as much as the work.
    for (long long tile = 0; tile < tileCount; ++tile) {
      if (options.beforeTile) options.beforeTile(0);
      runTile(tile, 0);
    }
  } else {
    // Tiles go to whichever thread asks next (see chunk_pool.h): a thread the OS deschedules
    // delays one tile, not half the image.
    ChunkJob job;
    job.count = tileCount;
    job.threads = threads;
    job.beforeTake = options.beforeTile;
    job.run = runTile;
    runChunks(job);
  }
  if (stopped) return cancelledStatus();
  reportProgress(control, tileCount, tileCount);
  return Status::ok();
}

}  // namespace convscope
