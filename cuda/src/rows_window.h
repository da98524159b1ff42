// The rows kernel's work for one thread, host+device so that a CPU test can run it over a whole
// grid without a GPU: kRowsPerThread outputs of one column, top to bottom, with the three input
// rows under the current output kept in a sliding window. Stride 1 and dilation 1 only.
//
// The sum is conv_sum.h's, over the same taps in the same order as every other engine, so the
// output is bit-exact. Valid C++17 without the standard library: nvcc compiles it for the device.
#pragma once

#include "convscope/conv_sum.h"
#include "convscope/tile_loads.h"

namespace convscope::cuda::detail {

// `load(const float*)` reads one input value (__ldg on the device); `store(x, y, value)` writes
// one output. Outputs past the bottom edge are left out.
template <class Load, class Store>
CONVSCOPE_HOST_DEVICE inline void rowsColumnStrip(const float* d_in, const ConvGeometry& g,
                                                  const float* weights, int ox, int oy0, Load load,
                                                  Store store) {
  int sx[kKernelSize];  // the input columns under this output column, padding resolved once
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  for (int kx = 0; kx < kKernelSize; ++kx)
    sx[kx] = sourceIndex(tapX(g, ox, kx), g.inWidth, g.padding);
  float window[kKernelSize][kKernelSize];  // [input row mod 3][kx]
  auto loadRow = [&](int iy, float* row) {
    const int sy = sourceIndex(iy, g.inHeight, g.padding);
    const float* d_row = d_in + static_cast<long long>(sy < 0 ? 0 : sy) * g.inWidth;
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
    for (int kx = 0; kx < kKernelSize; ++kx)
      row[kx] = (sx[kx] < 0 || sy < 0) ? 0.0f : load(d_row + sx[kx]);
  };
  loadRow(tapY(g, oy0, 0), window[0]);
  loadRow(tapY(g, oy0, 1), window[1]);
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  for (int r = 0; r < kRowsPerThread; ++r) {
    const int oy = oy0 + r;
    if (oy >= g.outHeight) break;
    loadRow(tapY(g, oy, 2), window[(r + 2) % 3]);
    // Unrolled, (r + ky) % 3 and t are constants: the window stays in registers.
    store(ox, oy,
          sumOfTaps([&](int t) { return window[(r + t / kKernelSize) % 3][t % kKernelSize]; },
                    weights));
  }
}

}  // namespace convscope::cuda::detail
