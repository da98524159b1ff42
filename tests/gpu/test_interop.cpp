// The interop path end to end on the NVIDIA GPU, without Qt: an EGL context, a GL_R32F texture
// written by the CUDA kernels through a surface, read back and compared with core's reference.
// Skipped where EGL offers no NVIDIA device.

#include <gtest/gtest.h>

#include <iostream>

#include "../cuda/test_support.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "egl_device_context.h"
#include "gl_texture.h"

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
    for (KernelVariant variant : {KernelVariant::Global, KernelVariant::Tiled})
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
  EXPECT_GT(record.smCount, 0);
  EXPECT_FALSE(record.smOfBlock.empty());
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

}  // namespace
}  // namespace convscope::cuda
