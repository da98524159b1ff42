// What the CUDA module does before, or without, a device: these run on every machine. Where a
// test is about the missing driver and a driver is present, it is skipped, and the reverse.

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cuda_runtime_api.h>

#include <string>

#include "check.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/egl_context.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/kernel.h"
#include "convscope/problem.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::contains;
using convscope::testing::randomChannel;

// The fact the no-driver tests depend on, found without CUDA: can the driver library load?
bool driverLibraryLoads() {
  void* handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!handle) return false;
  dlclose(handle);
  return true;
}

#define SKIP_WHERE_A_DRIVER_IS_INSTALLED()                                                 \
  do {                                                                                     \
    if (driverLibraryLoads())                                                              \
      GTEST_SKIP() << "libcuda.so.1 loads here: this test is about a machine without one"; \
  } while (0)

ConvProblem sobelProblem(const Channel& input, const ConvParams& params = {}) {
  return makeProblem(input, presetKernel("sobel-x").value(), params).value();
}

TEST(CudaNoDevice, ProbeSaysNoDeviceAndNamesTheDriver) {
  SKIP_WHERE_A_DRIVER_IS_INSTALLED();
  Result<DeviceInfo> probe = probeDevice();
  ASSERT_FALSE(probe);
  EXPECT_EQ(probe.status().code, StatusCode::NoDevice);
  EXPECT_TRUE(contains(probe.status().message, "no NVIDIA driver"));
  EXPECT_TRUE(contains(probe.status().message, "cudaGetDeviceCount"));
  EXPECT_TRUE(contains(probe.status().message, "cudaErrorInsufficientDriver"));
  // Without a driver the runtime's failed initialisation stays for the life of the process (no
  // cudaGetLastError clears it): a second probe must give the same answer, not a new error.
  Result<DeviceInfo> again = probeDevice();
  ASSERT_FALSE(again);
  EXPECT_EQ(again.status().message, probe.status().message);
}

TEST(CudaNoDevice, ConvolveAndBenchReturnNoDevice) {
  SKIP_WHERE_A_DRIVER_IS_INSTALLED();
  const Channel input = randomChannel(64, 48, 1);
  const ConvProblem problem = sobelProblem(input);
  Result<Channel> out = convolve(problem, {});
  ASSERT_FALSE(out);
  EXPECT_EQ(out.status().code, StatusCode::NoDevice);
  EXPECT_TRUE(contains(out.status().message, "driver"));
  Result<BenchSamples> samples = bench(problem, {}, 3);
  ASSERT_FALSE(samples);
  EXPECT_EQ(samples.status().code, StatusCode::NoDevice);
}

TEST(CudaNoDevice, GlWriterWithoutDriverOrContextChoosesEmulation) {
  SKIP_WHERE_A_DRIVER_IS_INSTALLED();
  GlOutputWriter writer;
  ASSERT_TRUE(writer.attach(1, 64, 48));
  EXPECT_EQ(writer.path(), GpuPath::Emulated);
  EXPECT_TRUE(contains(writer.reason(), "no NVIDIA driver"));
  const Channel input = randomChannel(64, 48, 2);
  Result<GlTimings> run = writer.run(sobelProblem(input), {});
  ASSERT_FALSE(run);
  EXPECT_EQ(run.status().code, StatusCode::Unsupported);
  EXPECT_TRUE(contains(run.status().message, "emulated"));
  // A second attach (a resize) keeps the path chosen by the first.
  ASSERT_TRUE(writer.attach(1, 128, 96));
  EXPECT_EQ(writer.path(), GpuPath::Emulated);
  writer.release();
  writer.release();
}

// With a driver but no GL context current, interop cannot be chosen; without one, emulation.
TEST(CudaNoDevice, GlWriterWithoutContextNeverChoosesInterop) {
  GlOutputWriter writer;
  ASSERT_TRUE(writer.attach(1, 16, 16));
  EXPECT_NE(writer.path(), GpuPath::Interop);
  EXPECT_FALSE(writer.reason().empty());
}

TEST(CudaNoDevice, GlWriterRejectsBadAttachAndRunBeforeAttach) {
  GlOutputWriter writer;
  EXPECT_EQ(writer.attach(1, 0, 10).code, StatusCode::InvalidArgument);
  EXPECT_EQ(writer.attach(0, 10, 10).code, StatusCode::InvalidArgument);
  const Channel input = randomChannel(8, 8, 3);
  EXPECT_EQ(writer.run(sobelProblem(input), {}).status().code, StatusCode::InvalidArgument);
}

// What `convscope sweep` meets without a device before it falls back for gpu-interop: no NVIDIA
// EGL device (NoDevice, with what EGL offered), and benchInterop refusing to run without a GL
// context rather than timing GL calls that do nothing.
TEST(CudaNoDevice, HeadlessInteropWithoutDriverSaysWhy) {
  SKIP_WHERE_A_DRIVER_IS_INSTALLED();
  Result<std::unique_ptr<EglDeviceContext>> context = EglDeviceContext::createOnNvidia();
  ASSERT_FALSE(context);
  EXPECT_EQ(context.status().code, StatusCode::NoDevice);
  EXPECT_FALSE(context.status().message.empty());
  const Channel input = randomChannel(32, 24, 5);
  Result<InteropSamples> samples = benchInterop(sobelProblem(input), {}, 3);
  ASSERT_FALSE(samples);
  EXPECT_EQ(samples.status().code, StatusCode::Unsupported);
  EXPECT_TRUE(contains(samples.status().message, "OpenGL context"));
}

TEST(CudaOptions, BlockOf33x33IsRejectedBeforeTheDeviceIsTouched) {
  const Channel input = randomChannel(100, 100, 4);
  const ConvProblem problem = sobelProblem(input);
  const RunOptions options{KernelVariant::Global, {33, 33}, true, false};
  for (const Status& status :
       {validateRunOptions(problem, options), convolve(problem, options).status(),
        bench(problem, options, 3).status()}) {
    EXPECT_EQ(status.code, StatusCode::InvalidArgument) << status.message;
    EXPECT_TRUE(contains(status.message, "1089"));
  }
}

TEST(CudaOptions, TiledAndRowsKernelsRejectStrideAndDilation) {
  const Channel input = randomChannel(100, 100, 5);
  for (const ConvParams& params :
       {ConvParams{Padding::Zero, 2, 1, false}, ConvParams{Padding::Reflect, 1, 3, false}}) {
    const ConvProblem problem = sobelProblem(input, params);
    for (KernelVariant variant : {KernelVariant::Tiled, KernelVariant::Rows}) {
      const RunOptions options{variant, {32, 8}, true, false};
      const Status status = convolve(problem, options).status();
      EXPECT_EQ(status.code, StatusCode::InvalidArgument) << status.message;
      EXPECT_TRUE(contains(status.message, "stride 1 and dilation 1"));
      EXPECT_TRUE(contains(status.message, kernelVariantName(variant)));
    }
    EXPECT_TRUE(validateRunOptions(problem, {KernelVariant::Global, {32, 8}, true, false}));
  }
}

TEST(CudaOptions, ProblemWithoutInputIsRejected) {
  const ConvProblem empty;
  EXPECT_EQ(validateRunOptions(empty, {}).code, StatusCode::InvalidArgument);
  EXPECT_EQ(convolve(empty, {}).status().code, StatusCode::InvalidArgument);
}

TEST(CudaCheck, SuccessIsOk) {
  EXPECT_TRUE(CONVSCOPE_CUDA_CHECK(cudaSuccess));
}

TEST(CudaCheck, FailureNamesCallFileLineAndCudaWords) {
  const Status status = CONVSCOPE_CUDA_CHECK(cudaErrorInvalidValue);
  EXPECT_EQ(status.code, StatusCode::DeviceError);
  EXPECT_TRUE(contains(status.message, "cudaErrorInvalidValue failed at test_no_device.cpp:"));
  EXPECT_TRUE(contains(status.message, "invalid argument"));
}

TEST(CudaCheck, MissingDriverIsNoDevice) {
  EXPECT_EQ(CONVSCOPE_CUDA_CHECK(cudaErrorInsufficientDriver).code, StatusCode::NoDevice);
  EXPECT_EQ(CONVSCOPE_CUDA_CHECK(cudaErrorNoDevice).code, StatusCode::NoDevice);
}

TEST(CudaCheck, AllocationFailureIsOutOfMemoryWithTheSize) {
  const Status device =
      CONVSCOPE_CUDA_CHECK_ALLOC(cudaErrorMemoryAllocation, 3u << 30, detail::MemoryKind::Device);
  EXPECT_EQ(device.code, StatusCode::OutOfMemory);
  EXPECT_TRUE(contains(device.message, "asked for 3072.0 MiB of device memory"));
  const Status pinned = CONVSCOPE_CUDA_CHECK_ALLOC(cudaErrorMemoryAllocation, 1u << 20,
                                                   detail::MemoryKind::PinnedHost);
  EXPECT_EQ(pinned.code, StatusCode::OutOfMemory);
  EXPECT_TRUE(contains(pinned.message, "asked for 1.0 MiB of page-locked host memory"));
}

TEST(CudaFacts, CoresPerSmTable) {
  EXPECT_EQ(coresPerSmFor(7, 5), 64);   // Turing
  EXPECT_EQ(coresPerSmFor(8, 0), 64);   // A100
  EXPECT_EQ(coresPerSmFor(8, 6), 128);  // GA10x
  EXPECT_EQ(coresPerSmFor(8, 9), 128);  // Ada
  EXPECT_EQ(coresPerSmFor(9, 0), 128);  // Hopper (H100, H200)
  EXPECT_EQ(coresPerSmFor(10, 0), 128);
  EXPECT_EQ(coresPerSmFor(12, 0), 128);
  EXPECT_EQ(coresPerSmFor(5, 0), 0);
}

TEST(CudaFacts, NamesAndVersions) {
  EXPECT_TRUE(builtWithCuda());
  EXPECT_EQ(cudaVersionString(13000), "13.0");
  EXPECT_EQ(cudaVersionString(12040), "12.4");
  EXPECT_STREQ(kernelVariantName(KernelVariant::Tiled), "tiled");
  EXPECT_STREQ(kernelVariantName(KernelVariant::Rows), "rows");
  EXPECT_STREQ(gpuPathName(GpuPath::Interop), "interop");
  EXPECT_STREQ(gpuPathName(GpuPath::Staged), "staged");
  EXPECT_STREQ(gpuPathName(GpuPath::Emulated), "emulated");
}

}  // namespace
}  // namespace convscope::cuda
