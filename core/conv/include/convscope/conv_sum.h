// The one arithmetic of ConvScope: the 9-term sum for one output pixel.
//
// Every engine calls these functions: the reference loop, the stepper, the parallel CPU engine,
// the GPU emulator and the CUDA kernels. With floating-point contraction turned off everywhere
// (-ffp-contract=off for g++, --fmad=false for nvcc) the products and the sum happen in the same
// order with the same rounding on every engine, so CPU and GPU agree bit for bit.
//
// This header must stay valid C++17 and free of the standard library: nvcc compiles it for the
// device.
#pragma once

#if defined(__CUDACC__)
#define CONVSCOPE_HOST_DEVICE __host__ __device__
#else
#define CONVSCOPE_HOST_DEVICE
#endif

// Inlined even without optimisation: a CPU caller compiled for AVX-512 passes 64-byte vectors to
// sumOfTaps, and a call between code built for different vector widths cannot pass them (GCC's
// -Wpsabi); inlined, the sum is compiled as part of its caller.
#if defined(__GNUC__) && !defined(__CUDACC__)
#define CONVSCOPE_ALWAYS_INLINE __attribute__((always_inline))
#else
#define CONVSCOPE_ALWAYS_INLINE
#endif

namespace convscope {

constexpr int kTaps = 9;  // a 3×3 kernel
constexpr int kKernelSize = 3;

// How input positions outside the image are read (PyTorch's padding_mode names in brackets).
enum class Padding : int {
  Zero = 0,       // 'zeros': outside reads 0
  Replicate = 1,  // 'replicate': the nearest edge pixel
  Reflect = 2,    // 'reflect': mirrored about the edge pixel, which is not repeated
  None = 3,       // 'valid': no padding, the output shrinks
};

// Everything a per-pixel body needs to know about the sizes, plain data for host and device.
struct ConvGeometry {
  int inWidth = 0;
  int inHeight = 0;
  int outWidth = 0;
  int outHeight = 0;
  int pad = 0;  // pixels added on each side in padded modes
  int stride = 1;
  int dilation = 1;
  Padding padding = Padding::Zero;
};

// Maps a coordinate that may lie outside [0, n) to the input index it reads, or -1 for a zero.
CONVSCOPE_HOST_DEVICE inline int sourceIndex(int i, int n, Padding padding) {
  if (i >= 0 && i < n) return i;
  switch (padding) {
    case Padding::Replicate:
      return i < 0 ? 0 : n - 1;
    case Padding::Reflect: {
      if (n == 1) return 0;
      // Reflection without repeating the edge has period 2(n-1); folding by it also covers
      // images smaller than the padding, where PyTorch gives up.
      const int period = 2 * (n - 1);
      int m = i % period;
      if (m < 0) m += period;
      return m < n ? m : period - m;
    }
    default:
      return -1;
  }
}

// The input coordinate under tap (kx, ky) of output pixel (ox, oy), before padding is resolved.
CONVSCOPE_HOST_DEVICE inline int tapX(const ConvGeometry& g, int ox, int kx) {
  return ox * g.stride - g.pad + kx * g.dilation;
}
CONVSCOPE_HOST_DEVICE inline int tapY(const ConvGeometry& g, int oy, int ky) {
  return oy * g.stride - g.pad + ky * g.dilation;
}

// The sum itself: products in row-major tap order, accumulated left to right. `tapValue(t)`
// gives the input value under tap t; the loop is unrolled so that callers' vector loops see nine
// plain multiplies and adds per pixel. `Weight` is float, or a SIMD vector of floats (one weight
// in every lane) for a CPU loop that sums 16 pixels at once: the same operations lane by lane.
template <class TapValue, class Weight>
CONVSCOPE_HOST_DEVICE CONVSCOPE_ALWAYS_INLINE inline Weight sumOfTaps(TapValue tapValue,
                                                                      const Weight* weights) {
  Weight sum = tapValue(0) * weights[0];
#if defined(__CUDA_ARCH__)
#pragma unroll
#elif defined(__GNUC__) && !defined(__clang__) && !defined(__CUDACC__)
#pragma GCC unroll 9
#endif
  for (int t = 1; t < kTaps; ++t) sum = sum + tapValue(t) * weights[t];
  return sum;
}

CONVSCOPE_HOST_DEVICE inline float sumOfProducts(const float* values, const float* weights) {
  return sumOfTaps([values](int t) { return values[t]; }, weights);
}

// Reads the nine input values under output pixel (ox, oy), resolving padding.
CONVSCOPE_HOST_DEVICE inline void gatherTaps(const float* input, const ConvGeometry& g, int ox,
                                             int oy, float* values) {
  for (int ky = 0; ky < kKernelSize; ++ky) {
    const int sy = sourceIndex(tapY(g, oy, ky), g.inHeight, g.padding);
    for (int kx = 0; kx < kKernelSize; ++kx) {
      const int sx = sourceIndex(tapX(g, ox, kx), g.inWidth, g.padding);
      values[ky * kKernelSize + kx] =
          (sx < 0 || sy < 0) ? 0.0f : input[static_cast<long long>(sy) * g.inWidth + sx];
    }
  }
}

// One output pixel: what every engine computes for (ox, oy). weights are the effective ones
// (divisor applied, turned 180° for true convolution).
CONVSCOPE_HOST_DEVICE inline float outputPixel(const float* input, const ConvGeometry& g,
                                               const float* weights, int ox, int oy) {
  float values[kTaps];
  gatherTaps(input, g, ox, oy, values);
  return sumOfProducts(values, weights);
}

// One output of a layer: filter k's nine taps on every input channel, summed channel after
// channel in order (each channel's sum exactly the single-filter sum above), then the bias. The
// layer engines that follow this order (the naive loop, the emulator, our CUDA kernel) agree bit
// for bit; im2col + sgemm and cuDNN reorder the sum and agree within a stated tolerance.
// `image` is one sample's C planes of inHeight × inWidth; `filter` is C × 9 effective weights.
CONVSCOPE_HOST_DEVICE inline float layerOutputPixel(const float* image, int channels,
                                                    const ConvGeometry& g, const float* filter,
                                                    float bias, int ox, int oy) {
  const long long plane = static_cast<long long>(g.inWidth) * g.inHeight;
  float sum = 0.0f;
  for (int c = 0; c < channels; ++c) {
    sum = sum + outputPixel(image + c * plane, g, filter + c * kTaps, ox, oy);
  }
  return sum + bias;
}

}  // namespace convscope
