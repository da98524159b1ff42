// A convolution layer: N images × C channels, convolved with K filters of C × 3 × 3 and an
// optional bias per filter, giving N × K output planes. The same per-output sum as one filter
// (conv_sum.h's layerOutputPixel), the same padding, stride and dilation, the same output-size
// formula. Shapes and sizes are validated once here, so no layer engine repeats them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "convscope/channel.h"
#include "convscope/conv_sum.h"
#include "convscope/large_buffer.h"
#include "convscope/params.h"
#include "convscope/status.h"
#include "convscope/unit_text.h"  // byteCountText, a tensor's size beside its shape

namespace convscope {

// Refused before memory is taken: one layer tensor above 4 GiB is not what the app teaches with
// (VGG-16's largest activation at batch 16 is 822 MB).
constexpr long long kMaxLayerTensorBytes = 4LL << 30;
constexpr int kMaxLayerChannels = 4096;

// A dense float32 tensor in NCHW order (PyTorch's default layout); weights use it as K×C×3×3.
struct Tensor {
  std::array<int, 4> shape{};  // n, c, h, w
  std::vector<float, LargeBufferAllocator<float>> values;

  // Allocates zeros, or says why not (a non-positive extent, above the budget, out of memory).
  static Result<Tensor> create(int n, int c, int h, int w);

  long long elementCount() const { return 1LL * shape[0] * shape[1] * shape[2] * shape[3]; }
  long long bytes() const { return elementCount() * 4; }
  const float* data() const { return values.data(); }
  float* data() { return values.data(); }
  // Plane (n, c): h × w floats.
  const float* plane(int n, int c) const {
    return values.data() + (1LL * n * shape[1] + c) * shape[2] * shape[3];
  }
  float* plane(int n, int c) {
    return values.data() + (1LL * n * shape[1] + c) * shape[2] * shape[3];
  }
};

// Values in [-1, 1) with fractional parts from a fixed seed: the same layer on every run and
// machine, irregular enough that no symmetry hides a wrong index. What bench --layer, network,
// the layer sweep and the tests fill their layers with.
void fillRandom(Tensor& tensor, std::uint32_t seed);
// A tensor of that shape so filled, or why it cannot be made (Tensor::create).
Result<Tensor> randomTensor(int n, int c, int h, int w, std::uint32_t seed);

// "1×64×56×56", a shape as PyTorch prints sizes; its bytes read as byteCountText's "12.2 MiB".
std::string shapeText(const std::array<int, 4>& shape);

// The sizes of a layer without its data: what the models, the roofline and the CLI's
// `--layer C:K --batch N --sizes` need.
struct LayerShape {
  int batch = 1;     // N
  int channels = 1;  // C
  int height = 0;    // H
  int width = 0;     // W
  int filters = 1;   // K
  bool bias = true;
  ConvParams params;

  int outHeight() const;  // H' and W' by the one formula of params.h
  int outWidth() const;
  long long inputElements() const { return 1LL * batch * channels * height * width; }
  long long weightElements() const { return 1LL * filters * channels * kTaps; }
  long long outputElements() const { return 1LL * batch * filters * outHeight() * outWidth(); }
  // Multiply-adds per output value: C · 9 (plus one add for the bias, not counted, as
  // frameworks do not count it either).
  long long macsPerOutput() const { return 1LL * channels * kTaps; }
  // 2 FLOP (a multiply and an add) per multiply-add, over every output.
  double flops() const { return 2.0 * macsPerOutput() * outputElements(); }
  // The least traffic to and from memory: input, weights and bias read once, output written once.
  double bytesMoved() const {
    return 4.0 * (inputElements() + weightElements() + (bias ? filters : 0) + outputElements());
  }
  // FLOP per byte: ~2.2 for one 3×3 filter on one channel, ~132 for 64→64 at 56².
  double arithmeticIntensity() const { return flops() / bytesMoved(); }
};

// Checks extents, channel counts, params and every tensor against the budget, without
// allocating; the message names the shape or the size in bytes.
Status validateLayerShape(const LayerShape& shape);

// A layer ready to run: validated input, weights (effective: turned 180° when params.flip),
// bias and geometry. Tensors are not owned and must outlive the problem.
struct LayerProblem {
  const Tensor* input = nullptr;  // N × C × H × W
  std::vector<float> weights;     // K × C × 9, effective, row-major taps
  std::vector<float> bias;        // K values (zeros when the layer has none)
  LayerShape shape;
  ConvGeometry geometry;  // one plane's geometry, shared by every plane
};

// `weights` is K × C × 3 × 3; `bias` is null or K values. Fails with the mismatching shapes
// named ("weights have 3 channels, the input 64"), NaN/Inf weights or bias, a kernel that is not
// 3×3, or an output that would be empty or too large.
Result<LayerProblem> makeLayerProblem(const Tensor& input, const Tensor& weights,
                                      const std::vector<float>* bias, const ConvParams& params);

// Gives `output` the problem's N × K × H' × W' shape, keeping its memory when it already has it.
Status prepareLayerOutput(const LayerProblem& problem, Tensor& output);

// The loop a beginner writes, slow on purpose: for each sample, filter, output pixel, channel
// and tap. The oracle every other layer engine is tested against.
Result<Tensor> convolveLayerReference(const LayerProblem& problem);
Status convolveLayerReference(const LayerProblem& problem, Tensor& output);

// After a run, before the output is used: values past the largest float (±3.4e38) from finite
// weights and bias. Each weight may be finite while a sum of C × 9 products is not (weights of
// 1e38 on inputs of 255), and every engine then writes inf or NaN with no error of its own.
// InvalidArgument naming how many outputs overflowed and NumPy's index of the first; an input
// that holds NaN or Inf itself is named as the cause instead.
Status checkLayerOutputFinite(const LayerProblem& problem, const Tensor& output);

}  // namespace convscope
