// The Qt-free benchmark of the device machine, a tool (target gpu_figures, run by
// scripts/gpu_check.sh; not a ctest): prints (and writes to $CONVSCOPE_GPU_REPORT) the
// median cost of every step at 1024², 4096² and 8192², the device-to-device copy ceiling, and the
// size from which CUDA with its copies beats core's parallel CPU engine. It asserts correctness
// only: a timing is a figure to read, never a pass or fail. Skipped without an NVIDIA EGL device.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../cuda/test_support.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/stats.h"
#include "egl_device_context.h"
#include "gl_texture.h"

namespace convscope::cuda {
namespace {

using convscope::testing::R32fTexture;
using convscope::testing::randomChannel;

constexpr int kWarmup = 3;

double median(std::vector<double> samples) {
  return summarize(std::move(samples)).median;
}

std::string row(const std::string& label, double ms, const std::string& note = "") {
  char text[160];
  std::snprintf(text, sizeof text, "  %-34s %10.4f ms  %s\n", label.c_str(), ms, note.c_str());
  return text;
}

std::string gbPerSecond(double bytes, double ms) {
  char text[48];
  std::snprintf(text, sizeof text, "%.0f GB/s", bytes / (ms * 1e-3) / 1e9);
  return text;
}

// Per run: interop map, kernel, unmap; on the staged path the download and glTexSubImage2D
// take the map and unmap slots.
struct InteropSamples {
  std::vector<double> map, kernel, unmap, hostWall;
};

Result<InteropSamples> timeWriter(GlOutputWriter& writer, const ConvProblem& problem,
                                  const RunOptions& options, int repeat, bool staged = false) {
  InteropSamples s;
  for (int run = 0; run < kWarmup + repeat; ++run) {
    const auto start = std::chrono::steady_clock::now();
    Result<GlTimings> t = writer.run(problem, options, run == 0);
    const double wall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!t) return t.status();
    if (run < kWarmup) continue;
    s.map.push_back(staged ? t->downloadMs : t->mapMs);
    s.kernel.push_back(t->kernelMs);
    s.unmap.push_back(staged ? t->textureUploadMs : t->unmapMs);
    s.hostWall.push_back(wall);
  }
  return s;
}

double cpuParallelMs(const ConvProblem& problem, int repeat) {
  std::vector<double> samples;
  for (int run = 0; run < 1 + repeat; ++run) {
    const auto start = std::chrono::steady_clock::now();
    Result<Channel> out = convolveParallel(problem);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!out) return -1;
    if (run > 0) samples.push_back(ms);
  }
  return median(samples);
}

TEST(GpuFigures, PrintsStepTimingsCopyCeilingAndCrossover) {
  CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(context);
  const DeviceInfo device = probeDevice().value();

  std::ostringstream out;
  out << "ConvScope GPU figures (medians; CUDA events unless marked wall)\n"
      << "device: " << device.name << ", compute " << device.computeMajor << "."
      << device.computeMinor << ", " << device.smCount << " SMs, driver "
      << cudaVersionString(device.driverVersion) << ", runtime "
      << cudaVersionString(device.runtimeVersion) << "\nGL: " << context->description()
      << "\nkernel 3×3 gaussian-blur, zero padding, stride 1, float32, block 32×8; CPU threads: "
      << std::thread::hardware_concurrency() << "\n";

  const Kernel kernel = presetKernel("gaussian-blur").value();
  for (int n : {1024, 4096, 8192}) {
    const int repeat = n >= 8192 ? 10 : 20;
    const Channel input = randomChannel(n, n, static_cast<std::uint32_t>(n));
    const ConvProblem problem = makeProblem(input, kernel, {}).value();
    const double bytes = 4.0 * n * n;
    out << "\n"
        << n << "×" << n << " (" << bytes / (1 << 20) << " MiB per image, " << repeat
        << " repeats after " << kWarmup << " warm-up)\n";

    R32fTexture interopTexture(n, n);
    GlOutputWriter interop;
    ASSERT_TRUE(interop.attach(interopTexture.name(), n, n));
    ASSERT_EQ(interop.path(), GpuPath::Interop) << interop.reason();
    R32fTexture stagedTexture(n, n);
    GlOutputWriter staged;
    staged.setPreferredPath(GpuPath::Staged);
    ASSERT_TRUE(staged.attach(stagedTexture.name(), n, n));

    double bestKernelMs = 1e30;
    for (KernelVariant variant : {KernelVariant::Global, KernelVariant::Tiled}) {
      const RunOptions options{variant, {32, 8}, true, false};
      const std::string name = kernelVariantName(variant);
      Result<InteropSamples> i = timeWriter(interop, problem, options, repeat);
      ASSERT_TRUE(i) << i.status().message;
      const double map = median(i->map), k = median(i->kernel), unmap = median(i->unmap);
      out << row("interop map (" + name + ")", map)
          << row("interop kernel (" + name + ")", k, gbPerSecond(2 * bytes, k))
          << row("interop unmap (" + name + ")", unmap)
          << row("interop map+kernel+unmap (" + name + ")", map + k + unmap)
          << row("interop run() wall (" + name + ")", median(i->hostWall), "host clock");
      Result<InteropSamples> s = timeWriter(staged, problem, options, repeat, true);
      ASSERT_TRUE(s) << s.status().message;
      out << row("staged kernel (" + name + ")", median(s->kernel))
          << row("staged device→pinned (" + name + ")", median(s->map),
                 gbPerSecond(bytes, median(s->map)))
          << row("staged glTexSubImage2D (" + name + ")", median(s->unmap), "host clock")
          << row("staged run() wall (" + name + ")", median(s->hostWall), "host clock");

      Result<BenchSamples> b = bench(problem, options, repeat, kWarmup);
      ASSERT_TRUE(b) << b.status().message;
      const double kernelMs = median(b->kernelMs);
      bestKernelMs = std::min(bestKernelMs, kernelMs);
      out << row("buffer kernel (" + name + ")", kernelMs, gbPerSecond(2 * bytes, kernelMs));
      if (variant == KernelVariant::Tiled) {
        const double d2d = median(b->deviceCopyMs);
        out << row("H2D pageable", median(b->uploadPageableMs),
                   gbPerSecond(bytes, median(b->uploadPageableMs)))
            << row("H2D pinned", median(b->uploadPinnedMs),
                   gbPerSecond(bytes, median(b->uploadPinnedMs)))
            << row("D2H pinned", median(b->downloadPinnedMs),
                   gbPerSecond(bytes, median(b->downloadPinnedMs)))
            << row("D2H pageable", median(b->downloadPageableMs),
                   gbPerSecond(bytes, median(b->downloadPageableMs)))
            << row("D2D copy (ceiling)", d2d, gbPerSecond(2 * bytes, d2d) + " read+write");
        char share[96];
        std::snprintf(share, sizeof share,
                      "%.0f%% of the copy's throughput (goal at 8192²: ≥ 80%%)",
                      100.0 * d2d / bestKernelMs);
        out << row("better kernel vs D2D", bestKernelMs, share);
      }
    }
    interop.release();
    staged.release();
  }

  out << "\ncrossover: CUDA (upload + tiled kernel + download) against convolveParallel\n";
  int crossoverPageable = 0;
  int crossoverPinned = 0;
  for (int n = 128; n <= 8192; n *= 2) {
    const Channel input = randomChannel(n, n, 99);
    const ConvProblem problem = makeProblem(input, kernel, {}).value();
    const double cpu = cpuParallelMs(problem, n >= 4096 ? 3 : 7);
    Result<BenchSamples> b = bench(problem, {KernelVariant::Tiled, {32, 8}, true, false}, 7, 2);
    ASSERT_TRUE(b) << b.status().message;
    const double k = median(b->kernelMs);
    const double pageable = median(b->uploadPageableMs) + k + median(b->downloadPageableMs);
    const double pinned = median(b->uploadPinnedMs) + k + median(b->downloadPinnedMs);
    char text[200];
    std::snprintf(text, sizeof text,
                  "  %5d²  CPU parallel %9.3f ms   CUDA pageable %9.3f ms   pinned %9.3f ms   "
                  "kernel alone %8.4f ms\n",
                  n, cpu, pageable, pinned, k);
    out << text;
    // The first size from which CUDA stays faster at every larger size measured.
    if (pageable < cpu) {
      if (!crossoverPageable) crossoverPageable = n;
    } else {
      crossoverPageable = 0;
    }
    if (pinned < cpu) {
      if (!crossoverPinned) crossoverPinned = n;
    } else {
      crossoverPinned = 0;
    }
  }
  auto describe = [](int n) {
    return n ? std::to_string(n) + "²" : std::string("none up to 8192²");
  };
  out << "  crossover with pageable copies: " << describe(crossoverPageable)
      << ", with pinned copies: " << describe(crossoverPinned) << "\n";

  std::cout << out.str();
  if (const char* path = std::getenv("CONVSCOPE_GPU_REPORT")) std::ofstream(path) << out.str();
}

}  // namespace
}  // namespace convscope::cuda
