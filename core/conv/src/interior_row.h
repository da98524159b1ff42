// The parallel engine's hot loop: one output row's interior, where every tap falls inside the
// input, so no padding is resolved and neighbouring outputs read neighbouring inputs.
#pragma once

#include "convscope/conv_sum.h"

namespace convscope {

struct InteriorRow {
  // The input rows under kernel rows 0, 1 and 2, each offset so that tap kx of output column ox
  // is taps[ky][ox * stride + kx * dilation].
  const float* taps[kKernelSize] = {};
  int stride = 1;
  int dilation = 1;
  int first = 0;  // output columns [first, last]
  int last = -1;
  float* out = nullptr;  // the output row
};

// Writes out[first..last] with sumOfTaps, bit for bit what outputPixel gives.
void computeInteriorRow(const InteriorRow& row, const float* weights);

}  // namespace convscope
