#include "convscope/stepper.h"

#include <algorithm>

namespace convscope {

Stepper::Stepper(const ConvProblem& problem)
    : m_problem(problem),
      m_count(static_cast<long long>(problem.geometry.outWidth) * problem.geometry.outHeight) {}

void Stepper::seek(long long index) {
  m_position = std::clamp(index, 0LL, std::max(0LL, m_count - 1));
}

long long Stepper::stepOfPixel(int outX, int outY) const {
  return static_cast<long long>(outY) * m_problem.geometry.outWidth + outX;
}

Step Stepper::stepAt(long long index) const {
  const ConvGeometry& g = m_problem.geometry;
  Step step;
  step.index = std::clamp(index, 0LL, std::max(0LL, m_count - 1));
  step.outX = static_cast<int>(step.index % g.outWidth);
  step.outY = static_cast<int>(step.index / g.outWidth);

  // The values come from the same gather and sum as every engine; the rest is for display.
  float values[kTaps];
  gatherTaps(m_problem.input->data(), g, step.outX, step.outY, values);
  for (int ky = 0; ky < kKernelSize; ++ky) {
    for (int kx = 0; kx < kKernelSize; ++kx) {
      const int t = ky * kKernelSize + kx;
      Tap& tap = step.taps[t];
      tap.x = tapX(g, step.outX, kx);
      tap.y = tapY(g, step.outY, ky);
      tap.padded = tap.x < 0 || tap.y < 0 || tap.x >= g.inWidth || tap.y >= g.inHeight;
      const int sx = sourceIndex(tap.x, g.inWidth, g.padding);
      const int sy = sourceIndex(tap.y, g.inHeight, g.padding);
      const bool read = sx >= 0 && sy >= 0;
      tap.sourceX = read ? sx : -1;
      tap.sourceY = read ? sy : -1;
      tap.value = values[t];
      tap.weight = m_problem.weights[t];
      tap.product = tap.value * tap.weight;
    }
  }
  step.sum = sumOfProducts(values, m_problem.weights.data());
  return step;
}

}  // namespace convscope
