#include "convscope/memory_access.h"

#include <algorithm>
#include <set>

namespace convscope {
namespace {

constexpr long long kFloatBytes = 4;

// Thread t of the block, as the hardware numbers it: x fastest.
Dim2 threadOf(Dim2 block, int t) {
  return {t % block.x, t / block.x};
}

// Counts what serves the lanes' elements: distinct sectors, lines and elements.
void countRequest(WarpRequest& r) {
  std::set<long long> elements;
  std::set<long long> sectors;
  std::set<long long> lines;
  for (long long e : r.lanes) {
    if (e < 0) continue;
    ++r.activeLanes;
    elements.insert(e);
    sectors.insert(e / kSectorFloats);
    lines.insert(e / kLineFloats);
  }
  r.sectors = static_cast<int>(sectors.size());
  r.lines = static_cast<int>(lines.size());
  r.usedBytes = kFloatBytes * static_cast<long long>(elements.size());
}

// The element the global kernel's thread at output (ox, oy) reads for tap (kx, ky), or −1.
long long tapElement(const ConvGeometry& g, int ox, int oy, int kx, int ky) {
  if (ox >= g.outWidth || oy >= g.outHeight) return -1;
  const int sx = sourceIndex(tapX(g, ox, kx), g.inWidth, g.padding);
  const int sy = sourceIndex(tapY(g, oy, ky), g.inHeight, g.padding);
  return sx < 0 || sy < 0 ? -1 : static_cast<long long>(sy) * g.inWidth + sx;
}

std::vector<WarpRequest> globalLoads(const ConvGeometry& g, Dim2 block, Dim2 blockIdx, int first,
                                     int count) {
  std::vector<WarpRequest> requests;
  for (int ky = 0; ky < kKernelSize; ++ky) {
    for (int kx = 0; kx < kKernelSize; ++kx) {
      WarpRequest r{WarpRequest::Kind::Tap, kx, ky};
      r.lanes.fill(-1);
      for (int lane = 0; lane < count; ++lane) {
        const Dim2 t = threadOf(block, first + lane);
        r.lanes[lane] =
            tapElement(g, blockIdx.x * block.x + t.x, blockIdx.y * block.y + t.y, kx, ky);
      }
      requests.push_back(r);
    }
  }
  return requests;
}

// The tile's load loops, round by round: a warp issues round (i, j) when any of its lanes runs
// it (tile_loads.h's loop bounds).
std::vector<WarpRequest> tiledLoads(const ConvGeometry& g, Dim2 block, Dim2 blockIdx, int first,
                                    int count) {
  const TileOrigin tile = tileOrigin(g, 0, block.x, block.y, blockIdx.x, blockIdx.y);
  const int rounds_i = (tile.height + block.y - 1) / block.y;
  const int rounds_j = (tile.width + kSectorFloats - 1 + block.x - 1) / block.x;
  std::vector<WarpRequest> requests;
  for (int i = 0; i < rounds_i; ++i) {
    for (int j = 0; j < rounds_j; ++j) {
      WarpRequest r{WarpRequest::Kind::TileLoad, j, i};
      r.lanes.fill(-1);
      bool issued = false;
      for (int lane = 0; lane < count; ++lane) {
        const Dim2 t = threadOf(block, first + lane);
        const int ly = t.y + i * block.y;
        if (ly >= tile.height || t.x + j * block.x >= tileRowSpan(g, tile, ly)) continue;
        issued = true;
        const TileLoad load = tileLoad(g, tile, t.x, t.y, block.x, block.y, i, j);
        if (load.active) r.lanes[lane] = load.source;
      }
      if (issued) requests.push_back(r);
    }
  }
  return requests;
}

// The rows kernel's strip: input rows 0 .. kRowsPerThread + 1 under the thread's column, three
// column taps each (rows_window.h), for outputs inside the image.
std::vector<WarpRequest> rowsLoads(const ConvGeometry& g, Dim2 block, Dim2 blockIdx, int first,
                                   int count) {
  std::vector<WarpRequest> requests;
  for (int row = 0; row < kRowsPerThread + kKernelSize - 1; ++row) {
    for (int kx = 0; kx < kKernelSize; ++kx) {
      WarpRequest r{WarpRequest::Kind::RowLoad, row, kx};
      r.lanes.fill(-1);
      bool issued = false;
      for (int lane = 0; lane < count; ++lane) {
        const Dim2 t = threadOf(block, first + lane);
        const int ox = blockIdx.x * block.x + t.x;
        const int oy0 = (blockIdx.y * block.y + t.y) * kRowsPerThread;
        // Row `row` is loaded for output oy0 + row − 2 (the first two before the loop).
        const int oy = oy0 + std::max(0, row - (kKernelSize - 1));
        if (ox >= g.outWidth || oy0 >= g.outHeight || oy >= g.outHeight) continue;
        issued = true;
        const int sx = sourceIndex(tapX(g, ox, kx), g.inWidth, g.padding);
        const int sy = sourceIndex(tapY(g, oy0, 0) + row, g.inHeight, g.padding);
        if (sx >= 0 && sy >= 0) r.lanes[lane] = static_cast<long long>(sy) * g.inWidth + sx;
      }
      if (issued) requests.push_back(r);
    }
  }
  return requests;
}

int rowsPerBlock(KernelVariant variant, Dim2 block) {
  return variant == KernelVariant::Rows ? block.y * kRowsPerThread : block.y;
}

long long outputsOf(const ConvGeometry& g, KernelVariant variant, Dim2 block, Dim2 blockIdx) {
  const long long x0 = static_cast<long long>(blockIdx.x) * block.x;
  const long long y0 = static_cast<long long>(blockIdx.y) * rowsPerBlock(variant, block);
  const long long w = std::clamp<long long>(g.outWidth - x0, 0, block.x);
  const long long h = std::clamp<long long>(g.outHeight - y0, 0, rowsPerBlock(variant, block));
  return w * h;
}

}  // namespace

std::vector<WarpRequest> warpLoads(const ConvGeometry& g, KernelVariant variant, Dim2 block,
                                   Dim2 blockIdx, int warp) {
  const int threads = block.x * block.y;
  const int first = warp * kWarpSize;
  if (block.x < 1 || block.y < 1 || first >= threads) return {};
  const int count = std::min(kWarpSize, threads - first);
  std::vector<WarpRequest> requests;
  switch (variant) {
    case KernelVariant::Global:
      requests = globalLoads(g, block, blockIdx, first, count);
      break;
    case KernelVariant::Tiled:
      requests = tiledLoads(g, block, blockIdx, first, count);
      break;
    case KernelVariant::Rows:
      requests = rowsLoads(g, block, blockIdx, first, count);
      break;
  }
  for (WarpRequest& r : requests) countRequest(r);
  return requests;
}

BlockLoads blockLoads(const ConvGeometry& g, KernelVariant variant, Dim2 block, Dim2 blockIdx) {
  BlockLoads total;
  const int warps = (block.x * block.y + kWarpSize - 1) / kWarpSize;
  for (int w = 0; w < warps; ++w) {
    for (const WarpRequest& r : warpLoads(g, variant, block, blockIdx, w)) {
      if (r.activeLanes == 0) continue;  // a round of zeros reads no memory
      ++total.requests;
      total.laneLoads += r.activeLanes;
      total.sectors += r.sectors;
      total.usedBytes += r.usedBytes;
    }
  }
  total.outputs = outputsOf(g, variant, block, blockIdx);
  return total;
}

Dim2 typicalBlock(const ConvGeometry& g, KernelVariant variant, Dim2 block) {
  const int rows = rowsPerBlock(variant, block);
  const int gridX = (g.outWidth + block.x - 1) / std::max(1, block.x);
  const int gridY = (g.outHeight + rows - 1) / std::max(1, rows);
  // The middle block: inside the image when the grid has three or more blocks that way, and on
  // a picture of the input it shows the subject rather than a corner.
  return {gridX / 2, gridY / 2};
}

double modelledKernelSeconds(const ConvGeometry& g, KernelVariant variant, Dim2 block,
                             const ReferenceGpu& gpu) {
  const BlockLoads loads = blockLoads(g, variant, block, typicalBlock(g, variant, block));
  const double outputs = double(g.outWidth) * double(g.outHeight);
  const double bytes = outputs * (loads.movedBytesPerOutput() + kFloatBytes);
  return defaultAssumptions().launchUs * 1e-6 + bytes / (gpu.memoryBandwidthGBs * 1e9);
}

TileSaving tileSaving(Dim2 block) {
  TileSaving s;
  s.tileLoads = static_cast<long long>(block.x + kKernelSize - 1) * (block.y + kKernelSize - 1);
  s.naiveLoads = static_cast<long long>(kTaps) * block.x * block.y;
  s.haloLoads = s.tileLoads - static_cast<long long>(block.x) * block.y;
  return s;
}

BankAccess tileReadBanks(Dim2 block, int stride, int warp, int kx, int ky) {
  BankAccess a;
  a.word.fill(-1);
  a.bank.fill(-1);
  a.stride = stride;
  const int threads = block.x * block.y;
  std::array<std::set<int>, kSharedBanks> wordsOfBank;
  for (int lane = 0; lane < kWarpSize; ++lane) {
    const int t = warp * kWarpSize + lane;
    if (t >= threads) break;
    const Dim2 xy = threadOf(block, t);
    a.word[lane] = (xy.y + ky) * stride + xy.x + kx;  // kernels.cu's s_tile index
    a.bank[lane] = a.word[lane] % kSharedBanks;
    wordsOfBank[static_cast<std::size_t>(a.bank[lane])].insert(a.word[lane]);
  }
  for (const auto& words : wordsOfBank) a.ways = std::max(a.ways, static_cast<int>(words.size()));
  return a;
}

int worstTileReadConflict(Dim2 block, int stride) {
  int worst = 0;
  const int warps = (block.x * block.y + kWarpSize - 1) / kWarpSize;
  for (int w = 0; w < warps; ++w)
    for (int ky = 0; ky < kKernelSize; ++ky)
      for (int kx = 0; kx < kKernelSize; ++kx)
        worst = std::max(worst, tileReadBanks(block, stride, w, kx, ky).ways);
  return worst;
}

}  // namespace convscope
