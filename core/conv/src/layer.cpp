#include "convscope/layer.h"

#include "convscope/unit_text.h"

#include <cmath>
#include <new>

namespace convscope {
namespace {

Status tooLarge(const std::string& what, const std::array<int, 4>& shape, double bytes) {
  return Status::error(StatusCode::TooLarge, what + " " + shapeText(shape) + " would take " +
                                                 byteCountText(bytes) + ", more than the " +
                                                 byteCountText(double(kMaxLayerTensorBytes)) +
                                                 " a layer tensor may hold here");
}

Status checkTensorBudget(const std::string& what, const std::array<int, 4>& shape) {
  const double bytes = 4.0 * shape[0] * shape[1] * shape[2] * shape[3];
  if (bytes > double(kMaxLayerTensorBytes)) return tooLarge(what, shape, bytes);
  return Status::ok();
}

bool allFinite(const float* values, long long count) {
  for (long long i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) return false;
  }
  return true;
}

}  // namespace

std::string shapeText(const std::array<int, 4>& shape) {
  return std::to_string(shape[0]) + "×" + std::to_string(shape[1]) + "×" +
         std::to_string(shape[2]) + "×" + std::to_string(shape[3]);
}

Result<Tensor> Tensor::create(int n, int c, int h, int w) {
  const std::array<int, 4> shape{n, c, h, w};
  if (n < 1 || c < 1 || h < 1 || w < 1) {
    return Status::error(StatusCode::InvalidArgument,
                         "a tensor needs positive extents, got " + shapeText(shape));
  }
  if (Status s = checkTensorBudget("a tensor of", shape); !s) return s;
  Tensor tensor;
  tensor.shape = shape;
  try {
    tensor.values.assign(static_cast<size_t>(tensor.elementCount()), 0.0f);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory, "out of memory for a tensor of " +
                                                      shapeText(shape) + " (" +
                                                      byteCountText(double(tensor.bytes())) + ")");
  }
  return tensor;
}

void fillRandom(Tensor& tensor, std::uint32_t seed) {
  std::uint32_t state = seed * 2654435761u + 7u;  // a seed's neighbours start far apart
  for (float& v : tensor.values) {
    state = state * 1664525u + 1013904223u;  // Numerical Recipes' LCG; its top 24 bits
    v = static_cast<float>(state >> 8) / static_cast<float>(1u << 23) - 1.0f;
  }
}

Result<Tensor> randomTensor(int n, int c, int h, int w, std::uint32_t seed) {
  Result<Tensor> made = Tensor::create(n, c, h, w);
  if (made) fillRandom(*made, seed);
  return made;
}

int LayerShape::outHeight() const {
  return outputExtent(height, params);
}

int LayerShape::outWidth() const {
  return outputExtent(width, params);
}

Status validateLayerShape(const LayerShape& shape) {
  if (Status s = validateParams(shape.params); !s) return s;
  if (shape.batch < 1 || shape.channels < 1 || shape.filters < 1 || shape.height < 1 ||
      shape.width < 1) {
    return Status::error(StatusCode::InvalidArgument,
                         "a layer needs a positive batch, channels, filters and size, got input " +
                             shapeText({shape.batch, shape.channels, shape.height, shape.width}) +
                             " and " + std::to_string(shape.filters) + " filters");
  }
  if (shape.channels > kMaxLayerChannels || shape.filters > kMaxLayerChannels) {
    return Status::error(StatusCode::InvalidArgument,
                         "at most " + std::to_string(kMaxLayerChannels) +
                             " channels and filters, got " + std::to_string(shape.channels) +
                             " → " + std::to_string(shape.filters));
  }
  if (shape.height > kMaxSide || shape.width > kMaxSide) {
    return Status::error(StatusCode::TooLarge,
                         "at most " + std::to_string(kMaxSide) + " pixels a side, got " +
                             std::to_string(shape.width) + "×" + std::to_string(shape.height));
  }
  const std::array<int, 4> in{shape.batch, shape.channels, shape.height, shape.width};
  if (Status s = checkTensorBudget("the input", in); !s) return s;
  const int outH = shape.outHeight();
  const int outW = shape.outWidth();
  if (outH < 1 || outW < 1) {
    const int reach = shape.params.dilation * (kKernelSize - 1) + 1;
    return Status::error(StatusCode::InvalidArgument,
                         "a " + std::to_string(shape.width) + "×" + std::to_string(shape.height) +
                             " input is smaller than the kernel's reach of " +
                             std::to_string(reach) + "×" + std::to_string(reach) +
                             " without padding: choose a padding or a smaller dilation");
  }
  if (Status s = checkTensorBudget("the output", {shape.batch, shape.filters, outH, outW}); !s) {
    return s;
  }
  return Status::ok();
}

Result<LayerProblem> makeLayerProblem(const Tensor& input, const Tensor& weights,
                                      const std::vector<float>* bias, const ConvParams& params) {
  if (input.values.size() != static_cast<size_t>(input.elementCount())) {
    return Status::error(
        StatusCode::InvalidArgument,
        "input tensor holds fewer values than its shape " + shapeText(input.shape));
  }
  if (weights.values.size() != static_cast<size_t>(weights.elementCount())) {
    return Status::error(
        StatusCode::InvalidArgument,
        "weight tensor holds fewer values than its shape " + shapeText(weights.shape));
  }
  if (weights.shape[2] != kKernelSize || weights.shape[3] != kKernelSize) {
    return Status::error(StatusCode::InvalidArgument,
                         "weights must be K×C×3×3, got " + shapeText(weights.shape));
  }
  if (weights.shape[1] != input.shape[1]) {
    return Status::error(StatusCode::InvalidArgument,
                         "the weights have " + std::to_string(weights.shape[1]) + " channels (" +
                             shapeText(weights.shape) + "), the input " +
                             std::to_string(input.shape[1]) + " (" + shapeText(input.shape) + ")");
  }
  const int filters = weights.shape[0];
  if (bias && static_cast<int>(bias->size()) != filters) {
    return Status::error(StatusCode::InvalidArgument,
                         "the bias has " + std::to_string(bias->size()) + " values, the weights " +
                             std::to_string(filters) + " filters");
  }
  if (!allFinite(weights.data(), weights.elementCount())) {
    return Status::error(StatusCode::InvalidArgument, "the weights hold NaN or Inf");
  }
  if (bias && !allFinite(bias->data(), static_cast<long long>(bias->size()))) {
    return Status::error(StatusCode::InvalidArgument, "the bias holds NaN or Inf");
  }

  LayerProblem problem;
  problem.input = &input;
  LayerShape& shape = problem.shape;
  shape.batch = input.shape[0];
  shape.channels = input.shape[1];
  shape.height = input.shape[2];
  shape.width = input.shape[3];
  shape.filters = filters;
  shape.bias = bias != nullptr;
  shape.params = params;
  if (Status s = validateLayerShape(shape); !s) return s;

  const long long taps = shape.weightElements();
  problem.weights.resize(static_cast<size_t>(taps));
  for (long long plane = 0; plane < taps / kTaps; ++plane) {
    const float* from = weights.data() + plane * kTaps;
    float* to = problem.weights.data() + plane * kTaps;
    // True convolution turns each 3×3 plane by 180°, as Kernel::effectiveWeights does.
    for (int t = 0; t < kTaps; ++t) to[t] = params.flip ? from[kTaps - 1 - t] : from[t];
  }
  problem.bias = bias ? *bias : std::vector<float>(static_cast<size_t>(filters), 0.0f);

  ConvGeometry& g = problem.geometry;
  g.inWidth = shape.width;
  g.inHeight = shape.height;
  g.pad = paddingAmount(params);
  g.stride = params.stride;
  g.dilation = params.dilation;
  g.padding = params.padding;
  g.outWidth = shape.outWidth();
  g.outHeight = shape.outHeight();
  return problem;
}

Status prepareLayerOutput(const LayerProblem& problem, Tensor& output) {
  const LayerShape& s = problem.shape;
  const std::array<int, 4> want{s.batch, s.filters, s.outHeight(), s.outWidth()};
  if (output.shape == want && output.values.size() == static_cast<size_t>(output.elementCount())) {
    return Status::ok();
  }
  Result<Tensor> made = Tensor::create(want[0], want[1], want[2], want[3]);
  if (!made) return made.status();
  output = std::move(made).value();
  return Status::ok();
}

Result<Tensor> convolveLayerReference(const LayerProblem& problem) {
  Tensor output;
  if (Status s = convolveLayerReference(problem, output); !s) return s;
  return output;
}

Status convolveLayerReference(const LayerProblem& problem, Tensor& output) {
  if (Status s = prepareLayerOutput(problem, output); !s) return s;
  const LayerShape& s = problem.shape;
  const ConvGeometry& g = problem.geometry;
  // For each sample, each filter, each output pixel: the sum over channels and taps.
  for (int n = 0; n < s.batch; ++n) {
    const float* image = problem.input->plane(n, 0);
    for (int k = 0; k < s.filters; ++k) {
      const float* filter = problem.weights.data() + 1LL * k * s.channels * kTaps;
      float* out = output.plane(n, k);
      for (int y = 0; y < g.outHeight; ++y) {
        for (int x = 0; x < g.outWidth; ++x) {
          out[1LL * y * g.outWidth + x] =
              layerOutputPixel(image, s.channels, g, filter, problem.bias[k], x, y);
        }
      }
    }
  }
  return Status::ok();
}

Status checkLayerOutputFinite(const LayerProblem& problem, const Tensor& output) {
  const long long count = output.elementCount();
  long long bad = 0;
  long long first = -1;
  for (long long i = 0; i < count; ++i) {
    if (std::isfinite(output.data()[i])) continue;
    if (first < 0) first = i;
    ++bad;
  }
  if (bad == 0) return Status::ok();
  const std::string share = std::to_string(bad) + " of " + std::to_string(count) + " outputs";
  const Tensor* input = problem.input;
  if (input && !allFinite(input->data(), input->elementCount())) {
    return Status::error(StatusCode::InvalidArgument,
                         "the input holds NaN or Inf, so " + share + " are not finite numbers");
  }
  const std::array<int, 4>& s = output.shape;
  const long long x = first % s[3];
  const long long y = first / s[3] % s[2];
  const long long k = first / (1LL * s[3] * s[2]) % s[1];
  const long long n = first / (1LL * s[3] * s[2] * s[1]);
  return Status::error(
      StatusCode::InvalidArgument,
      "the sums overflowed the float range: " + share +
          " went past the largest float (±3.4e38) and would be inf or NaN, the first at [" +
          std::to_string(n) + ", " + std::to_string(k) + ", " + std::to_string(y) + ", " +
          std::to_string(x) + "]; scale the input or the weights down");
}

}  // namespace convscope
