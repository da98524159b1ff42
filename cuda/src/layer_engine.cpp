// convolveLayer() and benchLayer(): a layer's tensors staged in page-locked memory, uploaded,
// convolved by one of our kernels or by cuDNN, downloaded; each step between CUDA events.

#include "convscope/cuda/layer_engine.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include <cuda_runtime_api.h>

#include "check.h"
#include "cuda_memory.h"
#include "cudnn_conv.h"
#include "device_probe.h"
#include "layer_kernel.h"

namespace convscope::cuda {
namespace {

using detail::DeviceMemory;
using detail::EventRow;
using detail::PinnedMemory;

// One layer on the device: its four tensors in device memory and in page-locked host memory,
// the engine prepared (cuDNN's descriptors, algorithm and workspace), and the events of a run.
class LayerRun {
 public:
  Status prepare(const LayerProblem& problem, LayerEngine engine) {
    m_problem = &problem;
    m_engine = engine;
    const LayerShape& s = problem.shape;
    m_inBytes = sizeof(float) * static_cast<std::size_t>(s.inputElements());
    m_weightBytes = sizeof(float) * static_cast<std::size_t>(s.weightElements());
    m_biasBytes = sizeof(float) * static_cast<std::size_t>(s.filters);
    m_outBytes = sizeof(float) * static_cast<std::size_t>(s.outputElements());
    CONVSCOPE_TRY(checkDeviceMemory());

    CONVSCOPE_TRY(m_dIn.reserve(m_inBytes));
    CONVSCOPE_TRY(m_dWeights.reserve(m_weightBytes));
    CONVSCOPE_TRY(m_dBias.reserve(m_biasBytes));
    CONVSCOPE_TRY(m_dOut.reserve(m_outBytes));
    CONVSCOPE_TRY(m_hIn.reserve(m_inBytes));
    CONVSCOPE_TRY(m_hWeights.reserve(m_weightBytes));
    CONVSCOPE_TRY(m_hBias.reserve(m_biasBytes));
    CONVSCOPE_TRY(m_hOut.reserve(m_outBytes));
    // Staging is host work before the timed upload: an app that keeps its tensors in
    // page-locked memory pays it once, not per run.
    std::memcpy(m_hIn.as<float>(), problem.input->data(), m_inBytes);
    stageWeights();
    std::memcpy(m_hBias.as<float>(), problem.bias.data(), m_biasBytes);

    if (engine == LayerEngine::Cudnn) {
      std::size_t freeBytes = 0;
      std::size_t totalBytes = 0;
      CONVSCOPE_CUDA_TRY(cudaMemGetInfo(&freeBytes, &totalBytes));
      CONVSCOPE_TRY(m_cudnn.prepare(s, freeBytes, m_stream));
      m_algorithm = m_cudnn.algorithm();
    } else {
      CONVSCOPE_TRY(detail::loadLayerKernel(ownKernel()));
      m_algorithm = detail::layerKernelDescription(ownKernel());
    }
    return m_events.create();
  }

  // Upload, the engine, download: events 0–3 around the three steps.
  Status run(LayerTimings* timings) {
    CONVSCOPE_TRY(m_events.record(0, m_stream));
    CONVSCOPE_TRY(upload(m_dIn, m_hIn, m_inBytes));
    CONVSCOPE_TRY(upload(m_dWeights, m_hWeights, m_weightBytes));
    CONVSCOPE_TRY(upload(m_dBias, m_hBias, m_biasBytes));
    CONVSCOPE_TRY(m_events.record(1, m_stream));
    CONVSCOPE_TRY(compute());
    // cuDNN may have moved on to the heuristic's next entry: the one that ran is named.
    if (m_engine == LayerEngine::Cudnn) m_algorithm = m_cudnn.algorithm();
    CONVSCOPE_TRY(m_events.record(2, m_stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(m_hOut.as<void>(), m_dOut.as<const void>(), m_outBytes,
                                       cudaMemcpyDeviceToHost, m_stream));
    CONVSCOPE_TRY(m_events.record(3, m_stream));
    CONVSCOPE_TRY(m_events.synchronize(3));
    if (timings) {
      CONVSCOPE_TRY(m_events.elapsed(0, 1, &timings->uploadMs));
      CONVSCOPE_TRY(m_events.elapsed(1, 2, &timings->kernelMs));
      CONVSCOPE_TRY(m_events.elapsed(2, 3, &timings->downloadMs));
      timings->algorithm = m_algorithm;
    }
    return Status::ok();
  }

  // K calls of the engine per event pair (see benchLayerKernel), the tensors uploaded once.
  Status kernelPairs(int repeat, int warmup, double minPairMs, bool flushL2, bool cudnnFind,
                     LayerKernelSamples* out) {
    CONVSCOPE_TRY(run(nullptr));  // uploads; and cuDNN settles on an entry that runs
    if (cudnnFind && m_engine == LayerEngine::Cudnn) {
      std::size_t freeBytes = 0;
      std::size_t totalBytes = 0;
      CONVSCOPE_CUDA_TRY(cudaMemGetInfo(&freeBytes, &totalBytes));
      CONVSCOPE_TRY(m_cudnn.find(m_dIn.as<const float>(), m_dWeights.as<const float>(),
                                 m_dOut.as<float>(), freeBytes));
    }
    int device = 0, l2 = 0;
    CONVSCOPE_CUDA_TRY(cudaGetDevice(&device));
    CONVSCOPE_CUDA_TRY(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device));
    out->l2Bytes = static_cast<std::size_t>(l2);
    out->workingSetBytes = m_inBytes + m_weightBytes + m_biasBytes + m_outBytes +
                           (m_engine == LayerEngine::Cudnn ? m_cudnn.workspaceBytes() : 0);
    DeviceMemory flush;
    if (flushL2 && l2 > 0) {
      out->flushBytes = 2 * out->l2Bytes;
      CONVSCOPE_TRY(flush.reserve(out->flushBytes));
    }
    int flushValue = 0;
    auto pair = [&](int k, double* ms) -> Status {
      if (out->flushBytes)
        CONVSCOPE_CUDA_TRY(
            cudaMemsetAsync(flush.as<void>(), ++flushValue & 0xff, out->flushBytes, m_stream));
      CONVSCOPE_TRY(m_events.record(0, m_stream));
      for (int i = 0; i < k; ++i) CONVSCOPE_TRY(compute());
      CONVSCOPE_TRY(m_events.record(1, m_stream));
      CONVSCOPE_TRY(m_events.synchronize(1));
      return m_events.elapsed(0, 1, ms);
    };
    double ms = 0;
    for (int i = 0; i < warmup; ++i) CONVSCOPE_TRY(pair(1, &ms));
    std::vector<double> single;
    for (int i = 0; i < 3; ++i) {
      CONVSCOPE_TRY(pair(1, &ms));
      single.push_back(ms);
    }
    std::sort(single.begin(), single.end());
    out->perPair =
        static_cast<int>(std::clamp(std::ceil(minPairMs / std::max(single[1], 1e-4)), 1.0, 4096.0));
    out->kernelMs.reserve(static_cast<std::size_t>(repeat));
    for (int i = 0; i < repeat; ++i) {
      CONVSCOPE_TRY(pair(out->perPair, &ms));
      out->kernelMs.push_back(ms / out->perPair);
    }
    out->algorithm = m_engine == LayerEngine::Cudnn ? m_cudnn.algorithm() : m_algorithm;
    return Status::ok();
  }

  void copyOutput(Tensor& output) const {
    std::memcpy(output.data(), m_hOut.as<const float>(), m_outBytes);
  }

 private:
  // The four tensors (and cuDNN's workspace, counted by prepare against what is left) must fit
  // in the device's free memory; refused before any allocation, with the sizes named.
  Status checkDeviceMemory() const {
    std::size_t freeBytes = 0;
    std::size_t totalBytes = 0;
    CONVSCOPE_CUDA_TRY(cudaMemGetInfo(&freeBytes, &totalBytes));
    const std::size_t need = m_inBytes + m_weightBytes + m_biasBytes + m_outBytes;
    if (need <= freeBytes) return Status::ok();
    const LayerShape& s = m_problem->shape;
    return Status::error(StatusCode::OutOfMemory,
                         "the layer needs " + byteCountText(double(need)) +
                             " of device memory (input " +
                             shapeText({s.batch, s.channels, s.height, s.width}) + " " +
                             byteCountText(double(m_inBytes)) + ", output " +
                             shapeText({s.batch, s.filters, s.outHeight(), s.outWidth()}) + " " +
                             byteCountText(double(m_outBytes)) + ", weights " +
                             byteCountText(double(m_weightBytes + m_biasBytes)) + "); " +
                             byteCountText(double(freeBytes)) + " of " +
                             byteCountText(double(totalBytes)) + " are free");
  }

  // Our kernel takes the effective weights; cuDNN takes the layer's own and turns them itself
  // in CUDNN_CONVOLUTION mode, so a flipped layer is turned back (a permutation: exact).
  void stageWeights() {
    const std::vector<float>& effective = m_problem->weights;
    float* to = m_hWeights.as<float>();
    const bool turnBack = m_engine == LayerEngine::Cudnn && m_problem->shape.params.flip;
    for (std::size_t plane = 0; plane < effective.size() / kTaps; ++plane) {
      for (int t = 0; t < kTaps; ++t) {
        to[plane * kTaps + t] = effective[plane * kTaps + (turnBack ? kTaps - 1 - t : t)];
      }
    }
  }

  Status upload(DeviceMemory& to, const PinnedMemory& from, std::size_t bytes) {
    return CONVSCOPE_CUDA_CHECK(cudaMemcpyAsync(to.as<void>(), from.as<const void>(), bytes,
                                                cudaMemcpyHostToDevice, m_stream));
  }

  Status compute() {
    if (m_engine == LayerEngine::Cudnn) {
      return m_cudnn.run(m_dIn.as<const float>(), m_dWeights.as<const float>(),
                         m_dBias.as<const float>(), m_dOut.as<float>());
    }
    const LayerShape& s = m_problem->shape;
    detail::LayerLaunch launch;
    launch.geometry = m_problem->geometry;
    launch.batch = s.batch;
    launch.channels = s.channels;
    launch.filters = s.filters;
    launch.kernel = ownKernel();
    return detail::launchLayer(launch, m_dIn.as<const float>(), m_dWeights.as<const float>(),
                               m_dBias.as<const float>(), m_dOut.as<float>(), m_stream);
  }

  detail::LayerKernel ownKernel() const {
    return m_engine == LayerEngine::Tiled ? detail::LayerKernel::Tiled : detail::LayerKernel::Naive;
  }

  const LayerProblem* m_problem = nullptr;
  LayerEngine m_engine = LayerEngine::Own;
  // The legacy default stream: cuDNN's handle is set to it too.
  const cudaStream_t m_stream = nullptr;
  std::size_t m_inBytes = 0;
  std::size_t m_weightBytes = 0;
  std::size_t m_biasBytes = 0;
  std::size_t m_outBytes = 0;
  DeviceMemory m_dIn, m_dWeights, m_dBias, m_dOut;
  PinnedMemory m_hIn, m_hWeights, m_hBias, m_hOut;
  detail::CudnnConvolution m_cudnn;
  std::string m_algorithm;
  EventRow<4> m_events;
};

Status checkProblem(const LayerProblem& problem) {
  if (!problem.input || problem.input->values.empty()) {
    return Status::error(StatusCode::InvalidArgument, "the layer problem has no input tensor");
  }
  const LayerShape& s = problem.shape;
  if (problem.weights.size() != static_cast<std::size_t>(s.weightElements()) ||
      problem.bias.size() != static_cast<std::size_t>(s.filters)) {
    return Status::error(StatusCode::InvalidArgument,
                         "the layer problem's weights or bias do not match its shape " +
                             shapeText({s.batch, s.channels, s.height, s.width}));
  }
  return validateLayerShape(s);
}

// The tiled kernel's tile holds the dense 18×18 input window under 16×16 neighbouring outputs,
// which only stride 1 and dilation 1 read; anything else is refused, never run on another kernel.
Status tiledKernelSupportsShape(const LayerShape& shape) {
  const ConvParams& p = shape.params;
  if (p.stride == 1 && p.dilation == 1) return Status::ok();
  return Status::error(StatusCode::InvalidArgument,
                       "the tiled layer kernel (layer-cuda-tiled) needs stride 1 and dilation 1 "
                       "(got stride " +
                           std::to_string(p.stride) + ", dilation " + std::to_string(p.dilation) +
                           "): its shared tile is the dense input window of neighbouring "
                           "outputs; layer-cuda runs every stride and dilation");
}

}  // namespace

std::string cudnnVersionText() {
  const Status loaded = detail::loadCudnn();
  if (!loaded) return "not loaded: " + loaded.message;
  const std::size_t v = detail::loadedCudnnVersion();
  return std::to_string(v / 10000) + "." + std::to_string(v % 10000 / 100) + "." +
         std::to_string(v % 100);
}

Status layerEngineAvailable(LayerEngine engine, const LayerShape& shape) {
  CONVSCOPE_TRY(validateLayerShape(shape));
  if (engine == LayerEngine::Tiled) CONVSCOPE_TRY(tiledKernelSupportsShape(shape));
  if (engine == LayerEngine::Cudnn) {
    CONVSCOPE_TRY(detail::cudnnSupportsShape(shape));
    CONVSCOPE_TRY(detail::loadCudnn());
  }
  return detail::requireDevice();
}

Status convolveLayer(const LayerProblem& problem, LayerEngine engine, Tensor& output,
                     LayerTimings* timings) {
  CONVSCOPE_TRY(checkProblem(problem));
  CONVSCOPE_TRY(layerEngineAvailable(engine, problem.shape));
  CONVSCOPE_TRY(detail::requireWarmDevice());
  CONVSCOPE_TRY(prepareLayerOutput(problem, output));
  LayerRun run;
  CONVSCOPE_TRY(run.prepare(problem, engine));
  CONVSCOPE_TRY(run.run(timings));
  run.copyOutput(output);
  return Status::ok();
}

Result<std::vector<LayerTimings>> benchLayer(const LayerProblem& problem, LayerEngine engine,
                                             int repeat, int warmup) {
  if (repeat < 1 || warmup < 0) {
    return Status::error(StatusCode::InvalidArgument,
                         "bench needs repeat ≥ 1 and warmup ≥ 0 (got repeat " +
                             std::to_string(repeat) + ", warmup " + std::to_string(warmup) + ")");
  }
  CONVSCOPE_TRY(checkProblem(problem));
  CONVSCOPE_TRY(layerEngineAvailable(engine, problem.shape));
  CONVSCOPE_TRY(detail::requireWarmDevice());
  LayerRun run;
  CONVSCOPE_TRY(run.prepare(problem, engine));
  std::vector<LayerTimings> samples;
  samples.reserve(static_cast<std::size_t>(repeat));
  for (int i = 0; i < warmup + repeat; ++i) {
    LayerTimings timings;
    CONVSCOPE_TRY(run.run(&timings));
    if (i >= warmup) samples.push_back(std::move(timings));
  }
  return samples;
}

Result<LayerKernelSamples> benchLayerKernel(const LayerProblem& problem, LayerEngine engine,
                                            int repeat, int warmup, double minPairMs, bool flushL2,
                                            bool cudnnFind) {
  if (repeat < 1 || warmup < 0 || !(minPairMs >= 0)) {
    return Status::error(StatusCode::InvalidArgument,
                         "benchLayerKernel needs repeat ≥ 1, warmup ≥ 0 and minPairMs ≥ 0");
  }
  CONVSCOPE_TRY(checkProblem(problem));
  CONVSCOPE_TRY(layerEngineAvailable(engine, problem.shape));
  CONVSCOPE_TRY(detail::requireWarmDevice());
  LayerRun run;
  CONVSCOPE_TRY(run.prepare(problem, engine));
  LayerKernelSamples samples;
  CONVSCOPE_TRY(run.kernelPairs(repeat, warmup, minPairMs, flushL2, cudnnFind, &samples));
  return samples;
}

}  // namespace convscope::cuda
