// Walks a convolution one output pixel at a time, the way the CPU animation shows it.
#pragma once

#include <array>

#include "convscope/conv_sum.h"
#include "convscope/problem.h"

namespace convscope {

struct Tap {
  int x = 0;  // input coordinate, may lie outside the image in padded modes
  int y = 0;
  bool padded = false;  // outside the image: the value came from padding
  int sourceX = -1;     // the input pixel actually read (-1 when the padding gave a zero)
  int sourceY = -1;
  float value = 0;
  float weight = 0;  // effective weight
  float product = 0;
};

struct Step {
  long long index = 0;  // 0-based step number, row-major over the output
  int outX = 0;
  int outY = 0;
  std::array<Tap, kTaps> taps{};
  float sum = 0;  // equals the engines' output pixel (outX, outY)
};

class Stepper {
 public:
  explicit Stepper(const ConvProblem& problem);

  long long stepCount() const { return m_count; }
  long long position() const { return m_position; }
  bool atEnd() const { return m_position + 1 >= m_count; }

  void forward() { seek(m_position + 1); }
  void back() { seek(m_position - 1); }
  void seek(long long index);  // clamped to [0, stepCount)

  Step current() const { return stepAt(m_position); }
  Step stepAt(long long index) const;
  long long stepOfPixel(int outX, int outY) const;

 private:
  ConvProblem m_problem;
  long long m_count = 0;
  long long m_position = 0;
};

}  // namespace convscope
