// The tiled layer kernel's per-thread work (layer_tile.h) run on the CPU over every block and
// thread of its grid, in the kernel's phases (per channel: all threads load, then all threads
// accumulate): needs no GPU, so the tile, the weights' staging, the filter groups and the order
// of the sum are checked on every machine, bit for bit against core's naive loop. The device
// test (test_cuda_layer.cpp) runs the same functions in the kernel.

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "convscope/layer.h"
#include "layer_tile.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::randomTensor;
using detail::kLayerFilterGroup;
using detail::kLayerTileThreads;
using detail::kLayerTileX;
using detail::kLayerTileY;

// A read of device memory on the CPU: fails the test when it leaves the buffer.
struct CheckedLoad {
  const float* begin;
  long long count;
  const char* what;
  float operator()(const float* p) const {
    EXPECT_TRUE(p >= begin && p < begin + count) << what << " read at " << (p - begin);
    return p >= begin && p < begin + count ? *p : __builtin_nanf("");
  }
};

// One block of the grid, thread by thread. The shared buffers hold NaN before each channel's
// load, so a cell that no thread loaded and some thread reads turns its outputs into NaN.
void runBlock(const LayerProblem& problem, const detail::LayerTileBlock& b, Tensor& out,
              std::vector<int>& writes) {
  const ConvGeometry& g = problem.geometry;
  const LayerShape& s = problem.shape;
  const CheckedLoad input{problem.input->data(), problem.input->elementCount(), "input"};
  const CheckedLoad weights{problem.weights.data(), static_cast<long long>(problem.weights.size()),
                            "weights"};
  const CheckedLoad bias{problem.bias.data(), static_cast<long long>(problem.bias.size()), "bias"};
  std::vector<std::array<float, kLayerFilterGroup>> sums(kLayerTileThreads);
  for (auto& threadSums : sums) threadSums.fill(0.0f);
  std::vector<float> tile(detail::kLayerTileFloats);
  std::vector<float> groupWeights(detail::kLayerGroupWeights);
  for (int c = 0; c < s.channels; ++c) {
    tile.assign(tile.size(), __builtin_nanf(""));
    groupWeights.assign(groupWeights.size(), __builtin_nanf(""));
    for (int ty = 0; ty < kLayerTileY; ++ty)
      for (int tx = 0; tx < kLayerTileX; ++tx) {
        detail::loadLayerTileShare(problem.input->data(), g, s.channels, c, b, tx, ty, tile.data(),
                                   input);
        detail::loadLayerWeightsShare(problem.weights.data(), s.channels, c, b,
                                      ty * kLayerTileX + tx, groupWeights.data(), weights);
      }
    for (int ty = 0; ty < kLayerTileY; ++ty)
      for (int tx = 0; tx < kLayerTileX; ++tx)
        detail::accumulateLayerChannel(tile.data(), groupWeights.data(), tx, ty,
                                       sums[ty * kLayerTileX + tx].data());
  }
  for (int ty = 0; ty < kLayerTileY; ++ty)
    for (int tx = 0; tx < kLayerTileX; ++tx)
      detail::storeLayerTileOutputs(g, s.filters, b, tx, ty, sums[ty * kLayerTileX + tx].data(),
                                    problem.bias.data(), bias, [&](long long i, float value) {
                                      ASSERT_TRUE(i >= 0 && i < out.elementCount()) << i;
                                      out.values[static_cast<std::size_t>(i)] = value;
                                      ++writes[static_cast<std::size_t>(i)];
                                    });
}

// The whole grid (x: tile columns, y: tile rows, z: (sample, filter group) pairs), z outermost
// and backwards: an order unlike the GPU's, which none may depend on.
Tensor runTiledLayer(const LayerProblem& problem) {
  const ConvGeometry& g = problem.geometry;
  const LayerShape& s = problem.shape;
  Tensor out = Tensor::create(s.batch, s.filters, g.outHeight, g.outWidth).value();
  for (float& v : out.values) v = __builtin_nanf("");
  std::vector<int> writes(out.values.size(), 0);
  const int planes = s.batch * detail::layerFilterGroups(s.filters);
  for (int z = planes - 1; z >= 0; --z)
    for (int by = 0; by * kLayerTileY < g.outHeight; ++by)
      for (int bx = 0; bx * kLayerTileX < g.outWidth; ++bx)
        runBlock(problem, detail::layerTileBlock(bx, by, z, s.filters), out, writes);
  long long notOnce = 0;
  for (int w : writes) notOnce += w != 1;
  EXPECT_EQ(notOnce, 0) << "outputs not written exactly once";
  return out;
}

std::string caseName(const LayerShape& s) {
  return shapeText({s.batch, s.channels, s.height, s.width}) + " → " + std::to_string(s.filters) +
         " filters, " + std::string(paddingName(s.params.padding)) +
         (s.params.flip ? ", flipped" : "") + (s.bias ? ", bias" : "");
}

TEST(CudaLayerTile, EveryShapePaddingAndFilterGroupEqualsTheReferenceBitForBit) {
  const Padding paddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None};
  const int sizes[][2] = {{1, 1}, {7, 9}, {33, 17}, {40, 40}};  // width × height
  std::uint32_t seed = 1;
  long long values = 0;
  int cases = 0;
  for (int batch : {1, 2})
    for (int channels : {1, 3, 16})
      for (int filters : {1, 5, 8, 13})  // 13: a full group and one of 5
        for (const auto& size : sizes)
          for (Padding padding : paddings) {
            const Tensor input = randomTensor(batch, channels, size[1], size[0], seed++);
            const Tensor weights = randomTensor(filters, channels, 3, 3, seed++);
            const Tensor biasTensor = randomTensor(1, 1, 1, filters, seed++);
            const std::vector<float> bias(biasTensor.values.begin(), biasTensor.values.end());
            const bool flip = seed % 2 == 0;
            const bool withBias = seed % 3 != 0;
            Result<LayerProblem> problem = makeLayerProblem(
                input, weights, withBias ? &bias : nullptr, ConvParams{padding, 1, 1, flip});
            if (!problem) continue;  // padding None on a side below the kernel's reach
            SCOPED_TRACE(caseName(problem->shape));
            const Tensor ref = convolveLayerReference(*problem).value();
            const Tensor tiled = runTiledLayer(*problem);
            ASSERT_EQ(tiled.shape, ref.shape);
            long long differing = 0;
            for (std::size_t i = 0; i < ref.values.size(); ++i)
              differing += !(tiled.values[i] == ref.values[i]);  // NaN differs
            ASSERT_EQ(differing, 0) << "of " << ref.values.size() << " values";
            values += static_cast<long long>(ref.values.size());
            ++cases;
          }
  EXPECT_GT(cases, 300);
  std::cout << "[ cuda     ] tiled layer kernel on the CPU: " << cases << " layers, " << values
            << " values, all bit-exact\n";
}

// The grid's z: the filter groups of one sample side by side, each filter in one group, the last
// group short when K is no multiple of the group.
TEST(CudaLayerTile, GridPlanesCoverEverySampleAndFilterOnce) {
  for (int filters : {1, 7, 8, 9, 16, 13, 4096}) {
    const int groups = detail::layerFilterGroups(filters);
    EXPECT_EQ(groups, (filters + 7) / 8);
    for (int n = 0; n < 3; ++n) {
      int covered = 0;
      for (int group = 0; group < groups; ++group) {
        const detail::LayerTileBlock b = detail::layerTileBlock(4, 5, n * groups + group, filters);
        EXPECT_EQ(b.tileX, 4);
        EXPECT_EQ(b.tileY, 5);
        EXPECT_EQ(b.sample, n);
        EXPECT_EQ(b.firstFilter, covered);
        EXPECT_GE(b.groupFilters, 1);
        EXPECT_LE(b.groupFilters, kLayerFilterGroup);
        covered += b.groupFilters;
      }
      EXPECT_EQ(covered, filters);
    }
  }
}

// The weights of a short group past its last filter are zeros, not reads past the tensor.
TEST(CudaLayerTile, AShortGroupStagesZerosPastItsLastFilter) {
  const int channels = 3;
  const int filters = 13;
  std::vector<float> weights(static_cast<std::size_t>(filters * channels * kTaps));
  for (std::size_t i = 0; i < weights.size(); ++i) weights[i] = static_cast<float>(i + 1);
  const CheckedLoad load{weights.data(), static_cast<long long>(weights.size()), "weights"};
  const detail::LayerTileBlock b = detail::layerTileBlock(0, 0, 1, filters);  // filters 8–12
  ASSERT_EQ(b.groupFilters, 5);
  std::vector<float> staged(detail::kLayerGroupWeights, -1.0f);
  for (int thread = 0; thread < kLayerTileThreads; ++thread)
    detail::loadLayerWeightsShare(weights.data(), channels, 2, b, thread, staged.data(), load);
  for (int f = 0; f < kLayerFilterGroup; ++f)
    for (int t = 0; t < kTaps; ++t) {
      const float expected =
          f < 5 ? weights[static_cast<std::size_t>(((8 + f) * channels + 2) * kTaps + t)] : 0.0f;
      EXPECT_EQ(staged[static_cast<std::size_t>(f * kTaps + t)], expected) << f << ", " << t;
    }
}

}  // namespace
}  // namespace convscope::cuda
