// A whole convolution layer on the GPU: our own kernels (the naive one, one thread per output
// value; the tiled one, which stages input tiles and weights in shared memory; both the same
// layerOutputPixel sum as the CPU oracle) and cuDNN's convolution forward. Every cost is timed
// apart with CUDA events, so the copies stand beside the kernel.
#pragma once

#include <string>
#include <vector>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope::cuda {

enum class LayerEngine {
  Own,    // "layer-cuda": our naive kernel, bit-exact with convolveLayerReference
  Tiled,  // "layer-cuda-tiled": our tiled kernel, bit-exact too; stride 1 and dilation 1 only
  Cudnn,  // "layer-cudnn": cudnnConvolutionForward with the algorithm cuDNN picks
};
// "layer-cuda", "layer-cuda-tiled", "layer-cudnn"
const char* layerEngineName(LayerEngine engine);

// The cuDNN the cudnn engine loads, "9.1.0", or "not loaded: <why>" (for a measurement's
// provenance).
std::string cudnnVersionText();

// Whether this build and machine can run the engine; the Status says why not (built without
// CUDA or cuDNN, no device, a padding mode cuDNN does not offer, a stride or dilation other than 1
// for the tiled kernel: InvalidArgument, said before any device is asked).
Status layerEngineAvailable(LayerEngine engine, const LayerShape& shape);

// Milliseconds from CUDA events (0 for a step that did not happen); `algorithm` names what ran
// ("own kernel, 16×16 blocks", "CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM").
struct LayerTimings {
  double uploadMs = 0;  // input, weights and bias, pinned host → device
  double kernelMs = 0;
  double downloadMs = 0;  // output, device → pinned host
  std::string algorithm;
};

// Upload, one launch, download into `output` (given the problem's output shape).
Status convolveLayer(const LayerProblem& problem, LayerEngine engine, Tensor& output,
                     LayerTimings* timings = nullptr);

// Repeated runs for bench and sweep, warm-up excluded: one LayerTimings per run.
Result<std::vector<LayerTimings>> benchLayer(const LayerProblem& problem, LayerEngine engine,
                                             int repeat, int warmup = 2);

// The engine's GPU time alone, not the host's: each sample is one CUDA event pair around K
// back-to-back calls (K chosen from single calls so that a pair spans ≥ minPairMs), divided by
// K; with flushL2, a write over twice the L2 before each pair (outside it). The tensors are
// uploaded once, before. cudnnFind (cuDNN only): cudnnFindConvolutionForwardAlgorithmEx picks
// the algorithm instead of the heuristic's order.
struct LayerKernelSamples {
  std::vector<double> kernelMs;     // per call
  int perPair = 1;                  // K
  std::size_t l2Bytes = 0;          // the device's L2
  std::size_t flushBytes = 0;       // written before each pair; 0 without flushL2
  std::size_t workingSetBytes = 0;  // input, weights, bias, output (and cuDNN's workspace)
  std::string algorithm;            // the one that ran (cuDNN: the heuristic's entry that ran)
};
Result<LayerKernelSamples> benchLayerKernel(const LayerProblem& problem, LayerEngine engine,
                                            int repeat, int warmup = 2, double minPairMs = 1.0,
                                            bool flushL2 = true, bool cudnnFind = false);

}  // namespace convscope::cuda
