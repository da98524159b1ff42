// The layer engines against core's naive loop: our two kernels bit for bit, cuDNN within a stated
// tolerance (it reorders the sum). On odd sizes that no 16×16 block divides, every padding,
// stride and dilation 1–2 (the tiled kernel: 1 only, the rest refused), batch > 1, bias. Without
// a device the device tests are skipped with probeDevice()'s reason, and the no-device tests
// check that the Status says why.

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "convscope/cuda/layer_engine.h"
#include "convscope/layer.h"
#include "cudnn_conv.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::contains;
using convscope::testing::randomTensor;

constexpr Padding kPaddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect,
                                 Padding::None};

// Values in [-1, 1) with fractional parts, a fixed seed for reproducible failures.

std::vector<float> randomBias(int k, std::uint32_t seed) {
  const Tensor t = randomTensor(1, 1, 1, k, seed);
  return {t.values.begin(), t.values.end()};
}

std::string caseName(const LayerShape& s) {
  return shapeText({s.batch, s.channels, s.height, s.width}) + " → " + std::to_string(s.filters) +
         " filters, " + std::string(paddingName(s.params.padding)) + ", stride " +
         std::to_string(s.params.stride) + ", dilation " + std::to_string(s.params.dilation) +
         (s.params.flip ? ", flipped" : "") + (s.bias ? ", bias" : "");
}

// A layer small enough for the naive loop, on sides no block divides.
struct LayerCase {
  Tensor input;
  Tensor weights;
  std::vector<float> bias;
  LayerProblem problem;
};

bool makeCase(LayerCase& c, int n, int ch, int h, int w, int k, const ConvParams& params, bool bias,
              std::uint32_t seed) {
  c.input = randomTensor(n, ch, h, w, seed);
  c.weights = randomTensor(k, ch, 3, 3, seed + 1);
  c.bias = randomBias(k, seed + 2);
  Result<LayerProblem> problem =
      makeLayerProblem(c.input, c.weights, bias ? &c.bias : nullptr, params);
  if (!problem) return false;  // padding None on a side below the kernel's reach
  c.problem = std::move(problem).value();
  return true;
}

template <class Check>
void forEveryCase(bool zeroPaddingOnly, Check check) {
  std::uint32_t seed = 1;
  for (Padding padding : kPaddings) {
    if (zeroPaddingOnly && (padding == Padding::Replicate || padding == Padding::Reflect)) continue;
    for (int stride : {1, 2}) {
      for (int dilation : {1, 2}) {
        const bool flip = (stride + dilation) % 2 == 1;
        const bool bias = seed % 3 != 0;
        LayerCase c;
        if (!makeCase(c, 3, 5, 19, 23, 7, ConvParams{padding, stride, dilation, flip}, bias,
                      seed++))
          continue;
        SCOPED_TRACE(caseName(c.problem.shape));
        check(c);
      }
    }
  }
}

// One run of `engine` on the case, bit for bit against the naive loop; the values compared.
long long expectBitExact(const LayerCase& c, LayerEngine engine, const char* algorithm) {
  const Tensor ref = convolveLayerReference(c.problem).value();
  Tensor gpu;
  LayerTimings timings;
  const Status status = convolveLayer(c.problem, engine, gpu, &timings);
  EXPECT_TRUE(status) << status.message;
  if (!status) return 0;
  EXPECT_EQ(gpu.shape, ref.shape);
  if (gpu.shape != ref.shape) return 0;
  long long differing = 0;
  for (std::size_t i = 0; i < ref.values.size(); ++i)
    differing += !(gpu.values[i] == ref.values[i]);
  EXPECT_EQ(differing, 0) << "of " << ref.values.size() << " values";
  EXPECT_GT(timings.kernelMs, 0.0);
  EXPECT_GT(timings.uploadMs, 0.0);
  EXPECT_GT(timings.downloadMs, 0.0);
  EXPECT_TRUE(contains(timings.algorithm, algorithm)) << timings.algorithm;
  return static_cast<long long>(ref.values.size());
}

TEST(CudaLayer, OwnKernelEqualsTheReferenceBitForBit) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  long long values = 0;
  forEveryCase(false, [&](const LayerCase& c) {
    values += expectBitExact(c, LayerEngine::Own, "own kernel");
  });
  std::cout << "[ cuda     ] layer-cuda: " << values << " values compared, all bit-exact\n";
}

// The tiled kernel on the cases above (stride 2 or dilation 2: refused, never run on another
// kernel) and on shapes that fill filter groups, leave the last one short and span several tiles
// and groups per sample. Small enough for the sanitizers (scripts/gpu_check.sh).
TEST(CudaLayer, TiledKernelSmallCasesEqualTheReferenceBitForBit) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  long long values = 0;
  forEveryCase(false, [&](const LayerCase& c) {
    const ConvParams& p = c.problem.shape.params;
    if (p.stride != 1 || p.dilation != 1) {
      Tensor out;
      const Status refused = convolveLayer(c.problem, LayerEngine::Tiled, out);
      EXPECT_EQ(refused.code, StatusCode::InvalidArgument) << refused.message;
      return;
    }
    values += expectBitExact(c, LayerEngine::Tiled, "own tiled kernel");
  });
  const struct {
    int n, ch, h, w, k;
  } shapes[] = {{1, 16, 40, 40, 8}, {2, 3, 33, 17, 13}, {2, 16, 17, 33, 16}, {1, 1, 1, 1, 5}};
  std::uint32_t seed = 40;
  for (const auto& s : shapes) {
    for (Padding padding : kPaddings) {
      LayerCase c;
      if (!makeCase(c, s.n, s.ch, s.h, s.w, s.k, ConvParams{padding, 1, 1, seed % 2 == 0},
                    seed % 3 != 0, seed++))
        continue;
      SCOPED_TRACE(caseName(c.problem.shape));
      values += expectBitExact(c, LayerEngine::Tiled, "own tiled kernel");
    }
  }
  std::cout << "[ cuda     ] layer-cuda-tiled: " << values << " values compared, all bit-exact\n";
}

// cuDNN sums in its own order (and by another algorithm: GEMM, Winograd, FFT), so it is held to
// |gpu − ref| ≤ 1e-4 · (1 + Σ|x·w|) per output: a few float roundings of the sum's size.
TEST(CudaLayer, CudnnAgreesWithTheReferenceWithinTolerance) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  {
    LayerCase probe;
    ASSERT_TRUE(makeCase(probe, 1, 1, 8, 8, 1, {}, true, 99));
    const Status available = layerEngineAvailable(LayerEngine::Cudnn, probe.problem.shape);
    if (!available) GTEST_SKIP() << available.message;
  }
  double worst = 0;
  forEveryCase(true, [&](const LayerCase& c) {
    const Tensor ref = convolveLayerReference(c.problem).value();
    Tensor gpu;
    LayerTimings timings;
    const Status status = convolveLayer(c.problem, LayerEngine::Cudnn, gpu, &timings);
    ASSERT_TRUE(status) << status.message;
    ASSERT_EQ(gpu.shape, ref.shape);
    EXPECT_TRUE(contains(timings.algorithm, "CUDNN_CONVOLUTION_FWD_ALGO_"));
    EXPECT_TRUE(contains(timings.algorithm, "no TF32"));
    // Every |x| and |w| is below 1: C·9 products bound the sum's magnitude.
    const double scale = 1.0 + c.problem.shape.macsPerOutput();
    long long beyond = 0;
    for (std::size_t i = 0; i < ref.values.size(); ++i) {
      const double d = std::fabs(double(gpu.values[i]) - ref.values[i]) / scale;
      if (!(d <= 1e-4)) ++beyond;
      if (d > worst) worst = d;
    }
    EXPECT_EQ(beyond, 0) << "of " << ref.values.size() << " values; " << timings.algorithm;
  });
  std::cout << "[ cuda     ] layer-cudnn: worst |gpu − ref| / (1 + C·9) = " << worst << "\n";
}

TEST(CudaLayer, BenchGivesOneTimingPerRunAndNamesTheAlgorithm) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  LayerCase c;
  ASSERT_TRUE(makeCase(c, 2, 16, 33, 31, 16, {}, true, 5));
  for (LayerEngine engine : {LayerEngine::Own, LayerEngine::Tiled, LayerEngine::Cudnn}) {
    if (!layerEngineAvailable(engine, c.problem.shape)) continue;
    Result<std::vector<LayerTimings>> runs = benchLayer(c.problem, engine, 4, 1);
    ASSERT_TRUE(runs) << runs.status().message;
    ASSERT_EQ(runs->size(), 4u);
    for (const LayerTimings& t : *runs) {
      EXPECT_GT(t.kernelMs, 0.0) << layerEngineName(engine);
      EXPECT_FALSE(t.algorithm.empty());
    }
  }
}

// More grid planes than CUDA's 65535: the kernels' z-loops take the planes past the grid's. The
// naive kernel has one per (sample, filter), the tiled one one per (sample, group of 8 filters).
TEST(CudaLayer, MorePlanesThanTheGridsZLimitEqualTheReference) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const struct {
    LayerEngine engine;
    int batch;
  } cases[] = {{LayerEngine::Own, 17},      // 69632 planes of 3×5
               {LayerEngine::Tiled, 130}};  // 66560 (sample, group) pairs of 3×5
  for (const auto& e : cases) {
    SCOPED_TRACE(layerEngineName(e.engine));
    LayerCase c;
    ASSERT_TRUE(makeCase(c, e.batch, 1, 3, 5, 4096, {}, true, 11));
    const Tensor ref = convolveLayerReference(c.problem).value();
    Tensor gpu;
    const Status status = convolveLayer(c.problem, e.engine, gpu);
    ASSERT_TRUE(status) << status.message;
    ASSERT_EQ(gpu.shape, ref.shape);
    long long differing = 0;
    for (std::size_t i = 0; i < ref.values.size(); ++i) differing += gpu.values[i] != ref.values[i];
    EXPECT_EQ(differing, 0) << "of " << ref.values.size() << " values";
  }
}

// K calls per event pair: K ≥ 1, one sample per repeat, per call; the L2 flushed at twice its size.
TEST(CudaLayer, KernelPairsTimeKCallsAfterAnL2Flush) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  LayerCase c;
  ASSERT_TRUE(makeCase(c, 1, 8, 16, 16, 8, {}, true, 13));
  for (LayerEngine engine : {LayerEngine::Own, LayerEngine::Tiled, LayerEngine::Cudnn}) {
    if (!layerEngineAvailable(engine, c.problem.shape)) continue;
    for (bool find : {false, true}) {
      if (find && engine != LayerEngine::Cudnn) continue;
      Result<LayerKernelSamples> s = benchLayerKernel(c.problem, engine, 3, 1, 0.5, true, find);
      ASSERT_TRUE(s) << s.status().message;
      EXPECT_EQ(s->kernelMs.size(), 3u);
      EXPECT_GE(s->perPair, 1);
      EXPECT_GT(s->l2Bytes, 0u);
      EXPECT_EQ(s->flushBytes, 2 * s->l2Bytes);
      for (double ms : s->kernelMs) EXPECT_GT(ms, 0.0);
      EXPECT_FALSE(s->algorithm.empty());
      if (find) EXPECT_TRUE(contains(s->algorithm, "cudnnFindConvolutionForwardAlgorithmEx"));
    }
  }
}

// cuDNN offers zero padding only: the other two are refused with that reason, on any machine,
// before the library or a device is asked.
TEST(CudaLayerOptions, CudnnRefusesReplicateAndReflectWithTheReason) {
  for (Padding padding : {Padding::Replicate, Padding::Reflect}) {
    LayerShape shape{1, 3, 16, 16, 4, true, ConvParams{padding, 1, 1, false}};
    const Status status = layerEngineAvailable(LayerEngine::Cudnn, shape);
    EXPECT_EQ(status.code, StatusCode::Unsupported) << status.message;
    EXPECT_TRUE(contains(status.message, "zeros only"));
    EXPECT_TRUE(contains(status.message, std::string(paddingName(padding))));
  }
  EXPECT_TRUE(detail::cudnnSupportsShape({1, 3, 16, 16, 4, true, {Padding::None, 1, 1, false}}));
}

// The tiled kernel reads a dense window: stride or dilation 2 is refused on any machine, before
// a device is asked, with the reason and the engine that runs it.
TEST(CudaLayerOptions, TiledRefusesStrideAndDilationOtherThanOne) {
  for (const auto& [stride, dilation] : {std::pair{2, 1}, std::pair{1, 2}, std::pair{3, 3}}) {
    const LayerShape shape{1, 3, 16, 16, 4, true, ConvParams{Padding::Zero, stride, dilation}};
    const Status status = layerEngineAvailable(LayerEngine::Tiled, shape);
    EXPECT_EQ(status.code, StatusCode::InvalidArgument) << status.message;
    EXPECT_TRUE(contains(status.message, "stride 1 and dilation 1")) << status.message;
    EXPECT_TRUE(contains(status.message, "got stride " + std::to_string(stride) + ", dilation " +
                                             std::to_string(dilation)))
        << status.message;
    EXPECT_TRUE(contains(status.message, "layer-cuda runs")) << status.message;
    // The naive kernel takes them: whatever it says here is about the device, not the shape.
    EXPECT_NE(layerEngineAvailable(LayerEngine::Own, shape).code, StatusCode::InvalidArgument);
  }
  LayerCase c;
  ASSERT_TRUE(makeCase(c, 1, 2, 9, 9, 2, ConvParams{Padding::Zero, 2, 1, false}, true, 3));
  Tensor out;
  EXPECT_EQ(convolveLayer(c.problem, LayerEngine::Tiled, out).code, StatusCode::InvalidArgument);
  EXPECT_EQ(benchLayer(c.problem, LayerEngine::Tiled, 2).status().code,
            StatusCode::InvalidArgument);
  EXPECT_EQ(benchLayerKernel(c.problem, LayerEngine::Tiled, 2).status().code,
            StatusCode::InvalidArgument);
}

TEST(CudaLayerOptions, EnginesHaveTheirNames) {
  EXPECT_STREQ(layerEngineName(LayerEngine::Own), "layer-cuda");
  EXPECT_STREQ(layerEngineName(LayerEngine::Tiled), "layer-cuda-tiled");
  EXPECT_STREQ(layerEngineName(LayerEngine::Cudnn), "layer-cudnn");
}

TEST(CudaLayerOptions, BadShapesAndRepeatsAreRefusedBeforeTheDevice) {
  LayerShape empty{1, 3, 0, 16, 4, true, {}};
  EXPECT_EQ(layerEngineAvailable(LayerEngine::Own, empty).code, StatusCode::InvalidArgument);
  LayerCase c;
  ASSERT_TRUE(makeCase(c, 1, 2, 9, 9, 2, {}, false, 3));
  EXPECT_EQ(benchLayer(c.problem, LayerEngine::Own, 0).status().code, StatusCode::InvalidArgument);
  const LayerProblem none;
  Tensor out;
  EXPECT_EQ(convolveLayer(none, LayerEngine::Own, out).code, StatusCode::InvalidArgument);
}

// The fact the no-driver tests depend on, found without CUDA.
bool driverLibraryLoads() {
  void* handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!handle) return false;
  dlclose(handle);
  return true;
}

TEST(CudaLayerNoDevice, EveryEntryPointSaysWhy) {
  if (driverLibraryLoads()) GTEST_SKIP() << "libcuda.so.1 loads here: this test is about none";
  LayerCase c;
  ASSERT_TRUE(makeCase(c, 2, 3, 17, 13, 4, {}, true, 11));
  for (LayerEngine engine : {LayerEngine::Own, LayerEngine::Tiled, LayerEngine::Cudnn}) {
    SCOPED_TRACE(layerEngineName(engine));
    const Status available = layerEngineAvailable(engine, c.problem.shape);
    EXPECT_FALSE(available);
    // Without a driver the reason is the driver; in a build without cuDNN, that.
    const bool noCudnn = engine == LayerEngine::Cudnn && !detail::loadCudnn();
    if (!noCudnn) {
      EXPECT_EQ(available.code, StatusCode::NoDevice);
      EXPECT_TRUE(contains(available.message, "driver")) << available.message;
    } else {
      EXPECT_EQ(available.code, StatusCode::Unsupported);
      EXPECT_TRUE(contains(available.message, "cuDNN")) << available.message;
    }
    Tensor out;
    const Status run = convolveLayer(c.problem, engine, out);
    EXPECT_EQ(run.code, available.code);
    EXPECT_EQ(run.message, available.message);
    EXPECT_EQ(benchLayer(c.problem, engine, 3).status().code, available.code);
  }
}

// Where the build found cuDNN's header the library is opened here (no device needed to load
// it); the message of a failure names what is missing.
TEST(CudaLayerNoDevice, CudnnLoadsOrSaysWhatIsMissing) {
  const Status loaded = detail::loadCudnn();
#if CONVSCOPE_HAVE_CUDNN
  if (!loaded) {
    EXPECT_EQ(loaded.code, StatusCode::Unsupported);
    EXPECT_TRUE(contains(loaded.message, "cuDNN"));
  }
  std::cout << "[ cuda     ] cuDNN: " << (loaded ? std::string("loaded") : loaded.message) << "\n";
#else
  EXPECT_EQ(loaded.code, StatusCode::Unsupported);
  EXPECT_TRUE(contains(loaded.message, "built without cuDNN"));
#endif
}

}  // namespace
}  // namespace convscope::cuda
