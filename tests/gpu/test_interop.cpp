// The interop path end to end on the NVIDIA GPU, without Qt: an EGL context, a GL_R32F texture
// written by the CUDA kernels through a surface, read back and compared with core's reference.
// Skipped where EGL offers no NVIDIA device.

#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <vector>

#include "../cuda/test_support.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "egl_device_context.h"
#include "gl_texture.h"

// After gl_texture.h, which asks GL/gl.h for the prototypes before anyone else includes it.
#include <cuda_gl_interop.h>
#include <cuda_runtime_api.h>

namespace convscope::cuda {
namespace {

using convscope::testing::compareWithReference;
using convscope::testing::R32fTexture;
using convscope::testing::randomChannel;

void runAndCompare(GlOutputWriter& writer, R32fTexture& texture, const ConvProblem& problem,
                   const RunOptions& options) {
  SCOPED_TRACE(std::string(kernelVariantName(options.variant)) + " kernel, " +
               gpuPathName(writer.path()) + " path, " + std::to_string(problem.geometry.outWidth) +
               "×" + std::to_string(problem.geometry.outHeight));
  texture.poison();
  Result<GlTimings> timings = writer.run(problem, options);
  ASSERT_TRUE(timings) << timings.status().message;
  const Channel reference = convolveReference(problem).value();
  const auto c = compareWithReference(texture.read(), reference);
  EXPECT_EQ(c.beyondTolerance, 0) << "first difference at " << c.firstBad;
  std::cout << "[ gpu      ] " << gpuPathName(writer.path()) << " "
            << kernelVariantName(options.variant) << " " << problem.geometry.outWidth << "×"
            << problem.geometry.outHeight << ": inexact " << c.inexact << " of " << c.pixels
            << ", kernel " << timings->kernelMs << " ms\n";
}

TEST(GpuInterop, TextureWrittenThroughInteropMatchesTheReference) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  GlOutputWriter writer;
  const Kernel kernel = presetKernel("sobel-x").value();
  // The second size is a resize: attach again, which unregisters and registers.
  for (Dim2 size : {Dim2{257, 129}, Dim2{1000, 999}}) {
    const Channel input = randomChannel(size.x, size.y, 7);
    const ConvProblem problem = makeProblem(input, kernel, {Padding::Reflect, 1, 1, false}).value();
    R32fTexture texture(size.x, size.y);
    ASSERT_TRUE(writer.attach(texture.name(), size.x, size.y));
    ASSERT_EQ(writer.path(), GpuPath::Interop) << writer.reason();
    for (KernelVariant variant : {KernelVariant::Global, KernelVariant::Tiled, KernelVariant::Rows})
      runAndCompare(writer, texture, problem, {variant, {32, 8}, true, false});
    writer.release();
  }
}

TEST(GpuInterop, StridedOutputAndBlockRecordThroughInterop) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  const Channel input = randomChannel(401, 300, 8);
  const ConvProblem problem =
      makeProblem(input, presetKernel("emboss").value(), {Padding::Replicate, 2, 2, true}).value();
  R32fTexture texture(problem.geometry.outWidth, problem.geometry.outHeight);
  GlOutputWriter writer;
  ASSERT_TRUE(writer.attach(texture.name(), problem.geometry.outWidth, problem.geometry.outHeight));
  ASSERT_EQ(writer.path(), GpuPath::Interop) << writer.reason();
  runAndCompare(writer, texture, problem, {KernelVariant::Global, {16, 16}, true, false});
  BlockRecord record;
  ASSERT_TRUE(writer.run(problem, {KernelVariant::Global, {16, 16}, true, true}, false, &record));
  EXPECT_GT(record.unitCount, 0);
  EXPECT_FALSE(record.unitOfBlock.empty());
  ASSERT_EQ(record.cycles.size(), record.unitOfBlock.size());
  long long measured = 0;
  for (long long c : record.cycles) measured += c > 0;
  EXPECT_GE(measured * 10, static_cast<long long>(record.cycles.size()) * 9);
  writer.release();
}

TEST(GpuInterop, StagedPathWritesTheSameTexture) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  const Channel input = randomChannel(333, 222, 9);
  const ConvProblem problem = makeProblem(input, presetKernel("laplacian").value(), {}).value();
  R32fTexture texture(333, 222);
  GlOutputWriter writer;
  writer.setPreferredPath(GpuPath::Staged);
  ASSERT_TRUE(writer.attach(texture.name(), 333, 222));
  ASSERT_EQ(writer.path(), GpuPath::Staged);
  for (KernelVariant variant : {KernelVariant::Global, KernelVariant::Tiled})
    runAndCompare(writer, texture, problem, {variant, {32, 8}, true, false});
  writer.release();
}

// The EGL context is on the GPU that CUDA computes on (EGL_CUDA_DEVICE_NV), and CUDA agrees
// that this GL context is on it.
TEST(GpuInterop, EglContextIsOnTheCudaDevice) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  int device = -1;
  ASSERT_EQ(cudaGetDevice(&device), cudaSuccess);
  EXPECT_EQ(context->cudaDevice(), device);
  unsigned int count = 0;
  int devices[8] = {};
  const cudaError_t found = cudaGLGetDevices(&count, devices, 8, cudaGLDeviceListAll);
  if (found != cudaSuccess || count == 0) {
    cudaGetLastError();
    std::cout << "[ gpu      ] cudaGLGetDevices does not answer for an EGL device context ("
              << cudaGetErrorName(found) << ", " << count << " devices)\n";
  } else {
    EXPECT_EQ(devices[0], device);
  }
}

// Registration is decided per texture: a texture that cannot be registered goes staged with its
// reason, and the next texture is on interop again, not staged for the rest of the run.
TEST(GpuInterop, OneTextureThatCannotRegisterLeavesTheNextOnInterop) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  GlOutputWriter writer;
  GLuint unbound = 0;
  glGenTextures(1, &unbound);  // a name only: no texture object, no storage, cannot register
  ASSERT_TRUE(writer.attach(unbound, 64, 64));
  EXPECT_EQ(writer.path(), GpuPath::Staged);
  EXPECT_TRUE(convscope::testing::contains(writer.reason(), "cannot register GL texture"));
  std::cout << "[ gpu      ] unregistrable texture: " << writer.reason() << "\n";
  writer.release();
  glDeleteTextures(1, &unbound);
  // Whatever GL errors the failed registration left; bounded, as a lost context repeats one.
  for (int i = 0; i < 8 && glGetError() != GL_NO_ERROR; ++i) {
  }

  const Channel input = randomChannel(200, 150, 10);
  const ConvProblem problem = makeProblem(input, presetKernel("sharpen").value(), {}).value();
  R32fTexture texture(200, 150);
  ASSERT_TRUE(writer.attach(texture.name(), 200, 150));
  EXPECT_EQ(writer.path(), GpuPath::Interop) << writer.reason();
  EXPECT_EQ(writer.reason(), "");
  runAndCompare(writer, texture, problem, {KernelVariant::Tiled, {32, 8}, true, false});
  writer.release();
}

// map, kernel and unmap are disjoint parts of one run(): the unmap is timed only after the
// kernel's end event, so their sum cannot exceed the call's own wall time. With the unmap timed
// while the kernel still ran, a long kernel was counted twice (in kernelMs and in unmapMs), and
// the parts outgrew the wall time. Blocks of one thread make the kernel long (milliseconds).
// How map and unmap compare with the kernel depends on the device, so that is not asserted.
TEST(GpuInterop, MapKernelAndUnmapAreCountedOnce) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  const Channel input = randomChannel(2048, 2048, 11);
  const ConvProblem problem = makeProblem(input, presetKernel("box-blur").value(), {}).value();
  R32fTexture texture(2048, 2048);
  GlOutputWriter writer;
  ASSERT_TRUE(writer.attach(texture.name(), 2048, 2048));
  ASSERT_EQ(writer.path(), GpuPath::Interop) << writer.reason();
  const RunOptions slow{KernelVariant::Global, {1, 1}, true, false};
  for (int run = 0; run < 4; ++run) {
    const auto start = std::chrono::steady_clock::now();
    Result<GlTimings> t = writer.run(problem, slow, false);
    const double wall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ASSERT_TRUE(t) << t.status().message;
    if (run == 0) continue;  // the first call also makes buffers and runs once untimed
    const double parts = t->mapMs + t->kernelMs + t->unmapMs;
    std::cout << "[ gpu      ] map " << t->mapMs << " + kernel " << t->kernelMs << " + unmap "
              << t->unmapMs << " = " << parts << " ms, run() wall " << wall << " ms\n";
    EXPECT_GT(t->kernelMs, 0.0);
    // Events and the host clock are two clocks: a small allowance for their disagreement.
    EXPECT_LE(parts, wall * 1.02 + 0.05);
    EXPECT_GE(t->mapMs, 0.0);
    EXPECT_GE(t->unmapMs, 0.0);
  }
  const Channel reference = convolveReference(problem).value();
  EXPECT_EQ(convscope::testing::compareWithReference(texture.read(), reference).beyondTolerance, 0);
  writer.release();
}

}  // namespace
}  // namespace convscope::cuda
