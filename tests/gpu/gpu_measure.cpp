// gpu_measure: the rows of the recorded measurement (resources/measurements/README.md), a tool
// that scripts/gpu_check.sh runs on the device machine; not a test. For every size it writes the
// median of each series as one JSON row, and the input, our output and the weights as .npy, so
// that scripts/gpu/torch_anchor.py runs PyTorch's conv2d on the very same tensor and compares.
//
//   gpu_measure --rows rows.json --npy-dir DIR [--sizes 16,32,...,8192] [--kernels-only]
//
// --kernels-only launches each kernel twice per size, nothing else (no interop, CPU or .npy):
// for a profiler.
//
// --no-interop leaves out the interop series and never creates an EGL context (gpu_check.sh
// passes it after a failed interop probe, where a context could hang).
//
// --interop-probe prints the interop facts (CUDA device, GL 4.5 context, texture registration)
// as "probe: " lines and exits 0 when a texture registered.
//
// The rows file (measurement_rows.h) is rewritten after every size, so a run stopped at its time
// limit keeps the sizes it finished. Each row has the repeat count, median, p10 and p90.
// Exit status 0 when every series was measured; 1 with a line on stderr for each step that
// failed (its rows are left out, the rest is written); 2 for a usage error. The series and how each
// is timed:
//   gpu-kernel, gpu-kernel-tiled  cuda's benchBatched: one CUDA event pair around K back-to-back
//                                 launches into device memory (K so that a pair spans ≥ 1 ms),
//                                 divided by K, after a write of 2× the L2 that flushes it; each
//                                 row says its K ("per_pair") and the L2 ("l2": flushed, and
//                                 whether the working set fits, so that launches 2..K ran warm)
//   gpu-kernel-rows               the same for the rows kernel (8 outputs per thread)
//   d2d-copy                      cudaMemcpy device→device of the output's bytes (the ceiling),
//                                 timed as the kernels
//   gpu-pageable, gpu-pinned      upload + tiled kernel + download (events), summed run by run
//   interop-map-kernel-unmap      benchInterop (GlOutputWriter::run on a GL_R32F texture of an
//                                 EGL context on the NVIDIA device): median of map + kernel +
//                                 unmap
//   parallel                      core's convolveParallel on this machine's CPU (host clock)

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../cuda/test_support.h"
#include "convscope/cpu_info.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/npy.h"
#include "convscope/stats.h"
#include "egl_device_context.h"
#include "gl_texture.h"
#include "measurement_rows.h"

namespace convscope::cuda {
namespace {

using convscope::testing::EglDeviceContext;
using convscope::testing::MeasurementRows;
using convscope::testing::randomChannel;
using convscope::testing::timedHow;

constexpr int kWarmup = 3;
constexpr const char* kKernel = "gaussian-blur";

int repeatsFor(int n) {
  return n >= 8192 ? 10 : n >= 4096 ? 15 : n >= 2048 ? 20 : 30;
}

double median(std::vector<double> samples) {
  return summarize(std::move(samples)).median;
}

// Run by run: the sum of matching samples (upload, kernel and download of one run).
std::vector<double> perRunSum(std::initializer_list<const std::vector<double>*> parts) {
  std::size_t n = SIZE_MAX;
  for (const auto* p : parts) n = std::min(n, p->size());
  std::vector<double> sum(n == SIZE_MAX ? 0 : n, 0.0);
  for (const auto* p : parts)
    for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += (*p)[i];
  return sum;
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// cuda's benchInterop, the same one `convscope sweep` times its gpu-interop row with.
Result<std::vector<double>> interopRuns(const ConvProblem& problem, int repeat) {
  Result<InteropSamples> samples =
      benchInterop(problem, {KernelVariant::Tiled, {32, 8}, true, false}, repeat, kWarmup);
  if (!samples) return samples.status();
  return samples->totalMs();
}

Result<std::vector<double>> parallelRuns(const ConvProblem& problem, int repeat) {
  // The output buffer is made and touched before the clock starts: page faults on a fresh
  // buffer are not the engine's time.
  Result<Channel> output = Channel::create(problem.geometry.outWidth, problem.geometry.outHeight);
  if (!output) return output.status();
  std::vector<double> samples;
  for (int run = 0; run < 1 + repeat; ++run) {
    const auto start = std::chrono::steady_clock::now();
    if (Status done = convolveParallel(problem, *output); !done) return done;
    if (run > 0) samples.push_back(millisecondsSince(start));
  }
  return samples;
}

Status writeKernelWeights(const std::string& path, const ConvProblem& problem) {
  Result<Channel> weights = Channel::create(kKernelSize, kKernelSize);
  if (!weights) return weights.status();
  for (int t = 0; t < kTaps; ++t) weights->pixels[t] = problem.weights[t];
  return writeNpy(path, *weights);
}

// The tiled and rows kernels at the largest size for a few block shapes: printed for the speed
// review, not recorded.
void printBlockSweep(const ConvProblem& problem) {
  std::printf("block shapes at %d²:\n", problem.geometry.outWidth);
  for (KernelVariant variant : {KernelVariant::Tiled, KernelVariant::Rows}) {
    for (Dim2 block : {Dim2{32, 8}, Dim2{32, 16}, Dim2{32, 32}, Dim2{64, 4}, Dim2{128, 2}}) {
      Result<BenchSamples> b = bench(problem, {variant, block, true, false}, 10, 3);
      if (!b) {
        std::printf("  %s %d×%d: %s\n", kernelVariantName(variant), block.x, block.y,
                    b.status().message.c_str());
        continue;
      }
      std::printf("  %-5s %3d×%-3d kernel %9.5f ms, D2D copy %9.5f ms\n",
                  kernelVariantName(variant), block.x, block.y, median(b->kernelMs),
                  median(b->deviceCopyMs));
    }
  }
}

int usage(const char* why) {
  std::fprintf(stderr,
               "gpu_measure: %s\nusage: gpu_measure --rows rows.json --npy-dir DIR "
               "[--sizes 16,32,...]\n",
               why);
  return 2;
}

// --interop-probe: the facts that decide the interop rows and six tests, one "probe: " line
// each, for gpu_check.sh's summary. Exit 0 when a texture registered, 1 otherwise.
int interopProbe() {
  Result<DeviceInfo> device = probeDevice();
  if (!device) {
    std::printf("probe: CUDA device: none (%s)\n", device.status().message.c_str());
    std::printf("probe: GL 4.5 context: not tried (no CUDA device)\n");
    std::printf("probe: texture registration: not tried (no CUDA device)\n");
    return 1;
  }
  std::printf("probe: CUDA device: %s\n", device->name.c_str());
  Result<std::unique_ptr<EglDeviceContext>> context = EglDeviceContext::createOnNvidia();
  if (!context) {
    std::printf("probe: GL 4.5 context: NOT MADE: %s\n", context.status().message.c_str());
    std::printf("probe: texture registration: not tried (no context)\n");
    return 1;
  }
  std::printf("probe: GL 4.5 context: made: %s\n", context.value()->description().c_str());
  convscope::testing::R32fTexture texture(64, 64);
  GlOutputWriter writer;
  const Status attached = writer.attach(texture.name(), 64, 64);
  const bool interop = attached && writer.path() == GpuPath::Interop;
  std::printf("probe: texture registration: %s%s\n", interop ? "ok (interop)" : "FAILED: ",
              interop ? "" : (attached ? writer.reason() : attached.message).c_str());
  writer.release();
  return interop ? 0 : 1;
}

int run(int argc, char** argv) {
  std::string rowsPath;
  std::string npyDir;
  std::vector<int> sizes;
  bool kernelsOnly = false;
  bool noInterop = false;
  for (int n = 16; n <= 8192; n *= 2) sizes.push_back(n);
  if (argc == 2 && std::string(argv[1]) == "--interop-probe") return interopProbe();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--no-interop") {
      noInterop = true;
      continue;
    }
    if (arg == "--kernels-only") {
      kernelsOnly = true;
      continue;
    }
    if (i + 1 >= argc) return usage(("missing value after " + arg).c_str());
    const std::string value = argv[++i];
    if (arg == "--rows") {
      rowsPath = value;
    } else if (arg == "--npy-dir") {
      npyDir = value;
    } else if (arg == "--sizes") {
      sizes.clear();
      std::istringstream list(value);
      for (std::string item; std::getline(list, item, ',');) {
        const int n = std::atoi(item.c_str());
        if (n < 1 || n > 16384) return usage(("bad size " + item).c_str());
        sizes.push_back(n);
      }
    } else {
      return usage(("unknown option " + arg).c_str());
    }
  }
  if (rowsPath.empty() || npyDir.empty()) return usage("--rows and --npy-dir are required");

  Result<DeviceInfo> device = probeDevice();
  if (!device) {
    std::fprintf(stderr, "gpu_measure: no CUDA device: %s\n", device.status().message.c_str());
    return 1;
  }
  // Without a GL context the interop series is left out; everything else is still measured.
  using Context = Result<std::unique_ptr<EglDeviceContext>>;
  Context context = kernelsOnly || noInterop
                        ? Context(Status::error(StatusCode::NoDevice, "not asked for"))
                        : EglDeviceContext::createOnNvidia();
  int exitCode = 0;
  auto fail = [&exitCode](const std::string& what, const Status& status) {
    std::fprintf(stderr, "gpu_measure: %s failed, left out: %s\n", what.c_str(),
                 status.message.c_str());
    exitCode = 1;
  };
  if (!context && !kernelsOnly && !noInterop) fail("the GL context for interop", context.status());
  std::printf("gpu_measure: %s, GL %s; kernel %s, zero padding, block 32×8, %u CPU threads\n",
              device->name.c_str(), context ? context.value()->description().c_str() : "none",
              kKernel, std::thread::hardware_concurrency());

  const Kernel kernel = presetKernel(kKernel).value();
  MeasurementRows rows(rowsPath, *device, convscope::testing::commandLine(argc, argv),
                       std::string(", \"kernel\": \"") + kKernel + "\"");
  for (int n : sizes) {
    const Channel input = randomChannel(n, n, static_cast<std::uint32_t>(n));
    const ConvProblem problem = makeProblem(input, kernel, {}).value();
    // For a profiler, one warm-up and one timed launch of each kernel are enough.
    const int repeat = kernelsOnly ? 1 : repeatsFor(n);
    const int warmup = kernelsOnly ? 1 : kWarmup;
    const std::string at = " at " + std::to_string(n) + "²";

    // A failed step costs its own rows only: the file keeps what was measured.
    if (kernelsOnly) {
      for (KernelVariant variant :
           {KernelVariant::Global, KernelVariant::Tiled, KernelVariant::Rows}) {
        Result<BenchSamples> b = bench(problem, {variant, {32, 8}, true, false}, repeat, warmup);
        if (!b) fail(std::string("bench (") + kernelVariantName(variant) + ")" + at, b.status());
      }
      continue;
    }
    const std::pair<KernelVariant, const char*> kernels[] = {
        {KernelVariant::Global, "gpu-kernel"},
        {KernelVariant::Tiled, "gpu-kernel-tiled"},
        {KernelVariant::Rows, "gpu-kernel-rows"}};
    for (const auto& [variant, series] : kernels) {
      Result<BatchedSamples> s =
          benchBatched(problem, {variant, {32, 8}, true, false}, repeat, warmup);
      if (!s) {
        fail(std::string("benchBatched (") + series + ")" + at, s.status());
        continue;
      }
      rows.add(n, series, s->kernelMs,
               timedHow(s->kernelPerPair, s->flushBytes, s->l2Bytes, s->workingSetBytes));
      if (variant == KernelVariant::Tiled)
        rows.add(n, "d2d-copy", s->deviceCopyMs,
                 timedHow(s->copyPerPair, s->flushBytes, s->l2Bytes, s->workingSetBytes));
    }
    // Upload + kernel + download, run by run: one launch each, as an application pays it.
    Result<BenchSamples> tiled =
        bench(problem, {KernelVariant::Tiled, {32, 8}, true, false}, repeat, warmup);
    if (tiled) {
      rows.add(n, "gpu-pageable",
               perRunSum({&tiled->uploadPageableMs, &tiled->kernelMs, &tiled->downloadPageableMs}));
      rows.add(n, "gpu-pinned",
               perRunSum({&tiled->uploadPinnedMs, &tiled->kernelMs, &tiled->downloadPinnedMs}));
    } else {
      fail("bench (tiled, transfers)" + at, tiled.status());
    }
    if (context) {
      Result<std::vector<double>> interop = interopRuns(problem, repeat);
      if (interop)
        rows.add(n, "interop-map-kernel-unmap", *interop);
      else
        fail("interop" + at, interop.status());
    }
    Result<std::vector<double>> parallel = parallelRuns(problem, repeat);
    if (parallel)
      rows.add(n, "parallel", *parallel);
    else
      fail("convolveParallel" + at, parallel.status());

    // The tensor and our output for the PyTorch comparison.
    Result<Channel> ours = convolve(problem, {KernelVariant::Tiled, {32, 8}, true, false});
    Status written = ours ? Status::ok() : ours.status();
    const std::string stem = npyDir + "/" + std::to_string(n);
    if (written) written = writeNpy(stem + "_in.npy", input);
    if (written) written = writeNpy(stem + "_ours.npy", *ours);
    if (written && n == sizes.front())
      written = writeKernelWeights(npyDir + "/weights.npy", problem);
    if (!written) fail("our output for the torch comparison" + at, written);
    // After every size: a run stopped at its time limit keeps the sizes it finished.
    if (!rows.save())
      fail("writing " + rowsPath, Status::error(StatusCode::IoError, "cannot write the rows"));
    if (n == sizes.back() && n >= 4096) printBlockSweep(problem);
  }
  std::printf("gpu_measure: %zu rows of %zu sizes written to %s%s\n", rows.size(), sizes.size(),
              rowsPath.c_str(), exitCode ? " (some rows left out, see above)" : "");
  return exitCode;
}

}  // namespace
}  // namespace convscope::cuda

int main(int argc, char** argv) {
  return convscope::cuda::run(argc, argv);
}
