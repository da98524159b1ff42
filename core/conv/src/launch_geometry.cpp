#include "convscope/launch_geometry.h"

#include <charconv>
#include <string>

#include "convscope/derivation_count.h"
#include "convscope/message_text.h"

namespace convscope {

double LaunchGeometry::warpEfficiency() const {
  // In double: blocks × warps × 32 lanes passes 2^63 for outputs near 2^31 on a side.
  const double lanes =
      static_cast<double>(blockCount()) * static_cast<double>(warpsPerBlock()) * kWarpSize;
  return lanes > 0 ? static_cast<double>(activeThreads()) / lanes : 0.0;
}

Status checkCudaGridLimits(const LaunchGeometry& launch) {
  const auto past = [&](const char* axis, long long count, long long limit) {
    return Status::error(StatusCode::TooLarge,
                         std::string("a grid of ") + std::to_string(count) + " blocks in " + axis +
                             " is past CUDA's limit gridDim." + axis + " ≤ " +
                             std::to_string(limit) +
                             ": the launch would fail (cudaErrorInvalidConfiguration); a larger "
                             "block or a loop over the image in the kernel is needed");
  };
  if (launch.grid.x > kMaxGridDimX) return past("x", launch.grid.x, kMaxGridDimX);
  if (launch.grid.y > kMaxGridDimY) return past("y", launch.grid.y, kMaxGridDimY);
  return Status::ok();
}

Status checkBlock(Dim2 block) {
  if (block.x < 1 || block.y < 1) {
    return Status::error(StatusCode::InvalidArgument, "block size must be at least 1×1, got " +
                                                          std::to_string(block.x) + "×" +
                                                          std::to_string(block.y));
  }
  if (static_cast<long long>(block.x) * block.y > kMaxThreadsPerBlock || block.y > kMaxBlockDimY) {
    return Status::error(StatusCode::InvalidArgument,
                         "a block holds at most " + std::to_string(kMaxThreadsPerBlock) +
                             " threads, " + std::to_string(block.x) + "×" +
                             std::to_string(block.y) + " has " +
                             std::to_string(static_cast<long long>(block.x) * block.y));
  }
  return Status::ok();
}

Result<LaunchGeometry> makeLaunch(Dim2 output, Dim2 block) {
  countDerivation(Derivation::Launch);
  if (Status ok = checkBlock(block); !ok) return ok;
  if (output.x < 1 || output.y < 1) {
    return Status::error(StatusCode::InvalidArgument, "output must be at least 1×1 pixels");
  }
  LaunchGeometry launch;
  launch.output = output;
  launch.block = block;
  // 64-bit: output.x + block.x − 1 overflows int for outputs near 2^31 (a negative grid). The
  // quotient is at most output, so it fits an int again.
  const auto blocks = [](int pixels, int per) {
    return static_cast<int>((static_cast<long long>(pixels) + per - 1) / per);
  };
  launch.grid = {blocks(output.x, block.x), blocks(output.y, block.y)};
  return launch;
}

ThreadCoord threadForPixel(const LaunchGeometry& launch, int x, int y) {
  ThreadCoord t;
  t.blockIdx = {x / launch.block.x, y / launch.block.y};
  t.threadIdx = {x % launch.block.x, y % launch.block.y};
  t.threadInBlock = t.threadIdx.y * launch.block.x + t.threadIdx.x;
  t.warp = t.threadInBlock / kWarpSize;
  t.lane = t.threadInBlock % kWarpSize;
  t.blockId = static_cast<long long>(t.blockIdx.y) * launch.grid.x + t.blockIdx.x;
  t.globalThreadId = t.blockId * launch.threadsPerBlock() + t.threadInBlock;
  return t;
}

bool isIdleThread(const LaunchGeometry& launch, long long blockId, int threadInBlock) {
  const int bx = static_cast<int>(blockId % launch.grid.x);
  const int by = static_cast<int>(blockId / launch.grid.x);
  const int x = bx * launch.block.x + threadInBlock % launch.block.x;
  const int y = by * launch.block.y + threadInBlock / launch.block.x;
  return x >= launch.output.x || y >= launch.output.y;
}

int idleLanesInWarp(const LaunchGeometry& launch, long long blockId, int warp) {
  int idle = 0;
  for (int lane = 0; lane < kWarpSize; ++lane) {
    const int thread = warp * kWarpSize + lane;
    // Lanes past the block's last thread exist in hardware but have no thread: idle too.
    if (thread >= launch.threadsPerBlock() || isIdleThread(launch, blockId, thread)) ++idle;
  }
  return idle;
}

namespace {
std::string formula(const char* axis, int blockIdx, int blockDim, int threadIdx) {
  const std::string a(axis);
  return a + " = blockIdx." + a + " · blockDim." + a + " + threadIdx." + a + " = " +
         std::to_string(blockIdx) + " · " + std::to_string(blockDim) + " + " +
         std::to_string(threadIdx) + " = " + std::to_string(blockIdx * blockDim + threadIdx);
}
}  // namespace

std::string indexFormulaX(const LaunchGeometry& launch, const ThreadCoord& t) {
  return formula("x", t.blockIdx.x, launch.block.x, t.threadIdx.x);
}

std::string indexFormulaY(const LaunchGeometry& launch, const ThreadCoord& t) {
  return formula("y", t.blockIdx.y, launch.block.y, t.threadIdx.y);
}

Result<Dim2> parseDim2(std::string_view text) {
  const auto bad = [&] {
    return Status::error(
        StatusCode::InvalidArgument,
        std::string("expected WIDTHxHEIGHT such as 16x16, got '") + shortenForMessage(text) + "'");
  };
  size_t sep = text.find_first_of("xX");
  size_t sepLength = 1;
  if (sep == std::string_view::npos) {
    sep = text.find("\xC3\x97");  // ×
    sepLength = 2;
  }
  if (sep == std::string_view::npos) return bad();
  Dim2 d;
  const std::string_view a = text.substr(0, sep);
  const std::string_view b = text.substr(sep + sepLength);
  const auto ra = std::from_chars(a.data(), a.data() + a.size(), d.x);
  const auto rb = std::from_chars(b.data(), b.data() + b.size(), d.y);
  if (ra.ec != std::errc() || ra.ptr != a.data() + a.size() || rb.ec != std::errc() ||
      rb.ptr != b.data() + b.size() || a.empty() || b.empty()) {
    return bad();
  }
  return d;
}

}  // namespace convscope
