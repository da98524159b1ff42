// gpu_layer_measure: the whole-layer rows of the recorded measurement, a tool that
// scripts/gpu_check.sh runs on the device machine after gpu_measure, not a test.
//
//   gpu_layer_measure --rows layer_rows.json --npy-dir DIR
//   gpu_layer_measure --npy-check DIR     (the .npy writer alone, for the dry run)
//
// For each layer (64→64 at 56² ×1 and ×8, 128→128 at 28² ×4, 256→256 at 14² ×8: the shapes of
// VGG-16's middle blocks, zero padding 1, stride 1, bias) it times our two kernels (naive and
// tiled) and cuDNN with cuda::benchLayer (CUDA events, warm-up excluded), checks them against
// each other (our two bit for bit at every shape, and ours against the naive CPU loop at the
// smallest, bit for bit), and writes the input, the weights, the bias and our output as .npy for
// scripts/gpu/torch_layer.py. The rows file is rewritten after every layer, so a run cut short
// keeps the layers it finished.
// Series (size = the side): layer-<C>x<K>-n<N>-{cuda-upload, cuda-kernel, cuda-download,
// cuda-tiled-kernel, cudnn-kernel, cudnn-find-kernel}. Exit 0; 1 when no device, a step failed
// or outputs disagree (the rest is written); 2 for a usage error.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../cuda/test_support.h"
#include "convscope/cpu_info.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/layer_engine.h"
#include "convscope/layer.h"
#include "convscope/stats.h"
#include "measurement_rows.h"

namespace convscope::cuda {
namespace {

using convscope::testing::MeasurementRows;
using convscope::testing::randomTensor;
using convscope::testing::timedHow;

constexpr int kRepeat = 20;
constexpr int kWarmup = 3;

struct LayerCase {
  int channels;
  int filters;
  int side;
  int batch;
  std::string name() const {
    return std::to_string(channels) + "x" + std::to_string(filters) + "-n" + std::to_string(batch);
  }
};

constexpr LayerCase kCases[] = {
    {64, 64, 56, 1}, {64, 64, 56, 8}, {128, 128, 28, 4}, {256, 256, 14, 8}};

// A version 1.0 .npy of little-endian float32 in C order: what torch_layer.py reads back.
bool writeTensorNpy(const std::string& path, const float* data, const std::vector<int>& shape) {
  std::string dims;
  long long count = 1;
  for (int extent : shape) {
    dims += std::to_string(extent) + ", ";
    count *= extent;
  }
  if (shape.size() > 1) dims.erase(dims.size() - 2);  // (n,) keeps its comma
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + dims + "), }";
  header.append(63 - (10 + header.size()) % 64, ' ');
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  const std::uint16_t length = static_cast<std::uint16_t>(header.size());
  out.write("\x93NUMPY\x01\x00", 8);
  out.write(reinterpret_cast<const char*>(&length), 2);
  out << header;
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(count * 4));
  return static_cast<bool>(out);
}

// Largest |a − b| / (1 + C·9): every |x|, |w| < 1 bounds each output by C·9.
double worstDifference(const Tensor& a, const Tensor& b, const LayerShape& shape) {
  double worst = 0;
  const double scale = 1.0 + shape.macsPerOutput();
  for (std::size_t i = 0; i < a.values.size(); ++i) {
    const double d = std::fabs(double(a.values[i]) - b.values[i]) / scale;
    if (!(d <= worst)) worst = d;  // NaN sticks
  }
  return worst;
}

// The tiled kernel: bit for bit equal to the naive one (both are to the CPU loop), and its kernel
// row, timed as the naive kernel's. Its copies are the naive engine's, byte for byte, so they
// get no rows of their own.
template <class Fail>
void measureTiled(const LayerCase& c, const LayerProblem& problem, const Tensor& ours,
                  MeasurementRows& rows, Fail& fail) {
  Tensor tiled;
  if (Status s = convolveLayer(problem, LayerEngine::Tiled, tiled); !s) {
    fail(c.name() + " layer-cuda-tiled", s);
    return;
  }
  const bool exact = tiled.values == ours.values;
  std::printf("  %s: layer-cuda-tiled against layer-cuda: %s\n", c.name().c_str(),
              exact ? "bit-exact" : "DIFFERS");
  if (!exact) {
    fail(c.name(), Status::error(StatusCode::DeviceError, "layer-cuda-tiled ≠ layer-cuda"));
  }
  Result<LayerKernelSamples> kernel =
      benchLayerKernel(problem, LayerEngine::Tiled, kRepeat, kWarmup);
  if (!kernel) {
    fail(c.name() + " bench layer-cuda-tiled kernel", kernel.status());
    return;
  }
  rows.add(c.side, "layer-" + c.name() + "-cuda-tiled-kernel", kernel->kernelMs,
           timedHow(kernel->perPair, kernel->flushBytes, kernel->l2Bytes, kernel->workingSetBytes,
                    kernel->algorithm));
}

int run(const std::string& rowsPath, const std::string& npyDir, const std::string& command) {
  Result<DeviceInfo> device = probeDevice();
  if (!device) {
    std::fprintf(stderr, "gpu_layer_measure: no CUDA device: %s\n",
                 device.status().message.c_str());
    return 1;
  }
  std::printf("gpu_layer_measure: %s; zero padding 1, stride 1, bias, FP32; %d runs after %d\n",
              device->name.c_str(), kRepeat, kWarmup);
  const std::string cudnn = cudnnVersionText();
  std::printf("gpu_layer_measure: cuDNN %s\n", cudnn.c_str());
  MeasurementRows rows(rowsPath, *device, command,
                       ", \"cudnn\": \"" + convscope::testing::jsonEscape(cudnn) + "\"");
  int exitCode = 0;
  auto fail = [&exitCode](const std::string& what, const Status& status) {
    std::fprintf(stderr, "gpu_layer_measure: %s failed: %s\n", what.c_str(),
                 status.message.c_str());
    exitCode = 1;
  };
  std::uint32_t seed = 1;
  for (const LayerCase& c : kCases) {
    const Tensor input = randomTensor(c.batch, c.channels, c.side, c.side, seed++);
    const Tensor weights = randomTensor(c.filters, c.channels, 3, 3, seed++);
    const Tensor biasTensor = randomTensor(1, 1, 1, c.filters, seed++);
    const std::vector<float> bias(biasTensor.values.begin(), biasTensor.values.end());
    Result<LayerProblem> problem = makeLayerProblem(input, weights, &bias, {});
    if (!problem) {
      fail(c.name(), problem.status());
      continue;
    }
    Tensor ours;
    LayerTimings once;
    if (Status s = convolveLayer(*problem, LayerEngine::Own, ours, &once); !s) {
      fail(c.name() + " layer-cuda", s);
      continue;
    }
    if (c.batch == 1) {  // the naive loop is slow: the smallest layer only
      const Tensor ref = convolveLayerReference(*problem).value();
      const bool exact = ref.values == ours.values;
      std::printf("  %s: layer-cuda against the CPU loop: %s\n", c.name().c_str(),
                  exact ? "bit-exact" : "DIFFERS");
      if (!exact) fail(c.name(), Status::error(StatusCode::DeviceError, "layer-cuda ≠ reference"));
    }
    Result<std::vector<LayerTimings>> own =
        benchLayer(*problem, LayerEngine::Own, kRepeat, kWarmup);
    if (own) {
      std::vector<double> up, down;
      for (const LayerTimings& t : *own) {
        up.push_back(t.uploadMs);
        down.push_back(t.downloadMs);
      }
      rows.add(c.side, "layer-" + c.name() + "-cuda-upload", up);
      rows.add(c.side, "layer-" + c.name() + "-cuda-download", down);
    } else {
      fail(c.name() + " bench layer-cuda", own.status());
    }
    // The kernel rows: K calls per event pair after an L2 flush (benchLayerKernel).
    Result<LayerKernelSamples> ownKernel =
        benchLayerKernel(*problem, LayerEngine::Own, kRepeat, kWarmup);
    if (ownKernel) {
      rows.add(c.side, "layer-" + c.name() + "-cuda-kernel", ownKernel->kernelMs,
               timedHow(ownKernel->perPair, ownKernel->flushBytes, ownKernel->l2Bytes,
                        ownKernel->workingSetBytes, ownKernel->algorithm));
    } else {
      fail(c.name() + " bench layer-cuda kernel", ownKernel.status());
    }
    measureTiled(c, *problem, ours, rows, fail);
    Tensor theirs;
    LayerTimings cudnnOnce;
    if (Status s = convolveLayer(*problem, LayerEngine::Cudnn, theirs, &cudnnOnce); !s) {
      fail(c.name() + " layer-cudnn", s);
    } else {
      const double worst = worstDifference(theirs, ours, problem->shape);
      std::printf("  %s: cuDNN %s; worst |cudnn − ours| / (1 + C·9) = %.3g\n", c.name().c_str(),
                  cudnnOnce.algorithm.c_str(), worst);
      rows.note(c.name() + " cudnn algorithm", cudnnOnce.algorithm);
      if (!(worst <= 1e-4)) {
        fail(c.name(), Status::error(StatusCode::DeviceError, "cuDNN beyond 1e-4 of ours"));
      }
      Result<LayerKernelSamples> cudnn =
          benchLayerKernel(*problem, LayerEngine::Cudnn, kRepeat, kWarmup);
      if (cudnn) {
        rows.add(c.side, "layer-" + c.name() + "-cudnn-kernel", cudnn->kernelMs,
                 timedHow(cudnn->perPair, cudnn->flushBytes, cudnn->l2Bytes, cudnn->workingSetBytes,
                          cudnn->algorithm));
      } else {
        fail(c.name() + " bench layer-cudnn", cudnn.status());
      }
      // cuDNN's own search, once per shape, timed the same way: the two rows name their
      // algorithms, which may differ (PyTorch's cudnn.benchmark searches too).
      Result<LayerKernelSamples> found =
          benchLayerKernel(*problem, LayerEngine::Cudnn, kRepeat, kWarmup, 1.0, true, true);
      if (found) {
        rows.add(c.side, "layer-" + c.name() + "-cudnn-find-kernel", found->kernelMs,
                 timedHow(found->perPair, found->flushBytes, found->l2Bytes, found->workingSetBytes,
                          found->algorithm));
      } else {
        fail(c.name() + " bench layer-cudnn (find)", found.status());
      }
    }
    const std::string stem = npyDir + "/layer-" + c.name();
    const bool written =
        writeTensorNpy(stem + "_in.npy", input.data(), {c.batch, c.channels, c.side, c.side}) &&
        writeTensorNpy(stem + "_w.npy", weights.data(), {c.filters, c.channels, 3, 3}) &&
        writeTensorNpy(stem + "_b.npy", bias.data(), {c.filters}) &&
        writeTensorNpy(stem + "_ours.npy", ours.data(),
                       {ours.shape[0], ours.shape[1], ours.shape[2], ours.shape[3]});
    if (!written) fail("writing " + stem + "_*.npy", Status::error(StatusCode::IoError, "write"));
    rows.save();
  }
  std::printf("gpu_layer_measure: wrote %s%s\n", rowsPath.c_str(),
              exitCode ? " (some rows left out, see above)" : "");
  return exitCode;
}

}  // namespace
}  // namespace convscope::cuda

int main(int argc, char** argv) {
  // --npy-check DIR: one small 4-D and one 1-D tensor written with this tool's writer, for the
  // dry run to read back with torch_layer.py's reader (no device needed).
  if (argc == 3 && std::string(argv[1]) == "--npy-check") {
    const float values[6] = {0.5f, -1.0f, 2.25f, 3.0f, -4.5f, 5.0f};
    const std::string dir = argv[2];
    const bool ok = convscope::cuda::writeTensorNpy(dir + "/check_4d.npy", values, {1, 2, 1, 3}) &&
                    convscope::cuda::writeTensorNpy(dir + "/check_1d.npy", values, {6});
    return ok ? 0 : 1;
  }
  std::string rowsPath;
  std::string npyDir;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string arg = argv[i];
    if (arg == "--rows") {
      rowsPath = argv[i + 1];
    } else if (arg == "--npy-dir") {
      npyDir = argv[i + 1];
    } else {
      rowsPath.clear();
      break;
    }
  }
  if (rowsPath.empty() || npyDir.empty() || argc != 5) {
    std::fprintf(stderr, "usage: gpu_layer_measure --rows layer_rows.json --npy-dir DIR\n");
    return 2;
  }
  return convscope::cuda::run(rowsPath, npyDir, convscope::testing::commandLine(argc, argv));
}
