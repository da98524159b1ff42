#include "pool.h"

#include <cmath>

namespace convscope::train {

void maxPool2x2(const float* in, int planes, int side, float* out, std::uint8_t* index) {
  const int half = side / 2;
  for (int p = 0; p < planes; ++p) {
    const float* src = in + static_cast<long long>(p) * side * side;
    float* dst = out + static_cast<long long>(p) * half * half;
    std::uint8_t* idx = index + static_cast<long long>(p) * half * half;
    for (int y = 0; y < half; ++y) {
      const float* row0 = src + 2 * y * side;
      const float* row1 = row0 + side;
      for (int x = 0; x < half; ++x) {
        const float v[4] = {row0[2 * x], row0[2 * x + 1], row1[2 * x], row1[2 * x + 1]};
        int best = 0;
        for (int i = 1; i < 4; ++i)
          if (v[i] > v[best] || std::isnan(v[i])) best = i;
        dst[y * half + x] = v[best];
        idx[y * half + x] = static_cast<std::uint8_t>(best);
      }
    }
  }
}

void maxUnpool2x2Relu(const float* dout, const std::uint8_t* index, const float* activation,
                      int planes, int side, float* din) {
  const int half = side / 2;
  for (int p = 0; p < planes; ++p) {
    const float* g = dout + static_cast<long long>(p) * half * half;
    const std::uint8_t* idx = index + static_cast<long long>(p) * half * half;
    const float* a = activation + static_cast<long long>(p) * side * side;
    float* d = din + static_cast<long long>(p) * side * side;
    for (int y = 0; y < half; ++y) {
      for (int x = 0; x < half; ++x) {
        const int at = y * half + x;
        const int w = idx[at];
        const int base = 2 * y * side + 2 * x;
        const int places[4] = {base, base + 1, base + side, base + side + 1};
        for (int i = 0; i < 4; ++i) {
          const int q = places[i];
          d[q] = (i == w && a[q] > 0.0f) ? g[at] : 0.0f;
        }
      }
    }
  }
}

}  // namespace convscope::train
