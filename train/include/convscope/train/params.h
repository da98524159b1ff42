// API v1: the Train tab codes against this header.
// The six parameter tensors of the network, named and shaped as PyTorch's state_dict() of
// train/README.md's Net: what the trainer updates, what gradients are, what .npz files hold.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope::train {

enum ParamIndex { kConv1Weight, kConv1Bias, kConv2Weight, kConv2Bias, kFcWeight, kFcBias };
constexpr int kParamCount = 6;

struct ParamInfo {
  const char* name;       // "conv1.weight", …
  std::vector<int> dims;  // (8,1,3,3), (8), (16,8,3,3), (16), (10,784), (10)
  long long elements() const;
  int fanIn() const { return fan; }  // 9, 72 or 784: the bound of PyTorch's default init
  int fan;
};
const ParamInfo& paramInfo(int index);

struct Params {
  std::array<std::vector<float>, kParamCount> values;

  std::vector<float>& operator[](int index) { return values[index]; }
  const std::vector<float>& operator[](int index) const { return values[index]; }
  // conv1.weight as 8 filters of 3×3 (filter f, row r, column c at f*9 + r*3 + c).
  const float* conv1Filters() const { return values[kConv1Weight].data(); }
};

// Every tensor at its shape, filled with zeros.
Params zeroParams();

// PyTorch's default initialization, U(−1/√fan_in, 1/√fan_in) for weights and biases, drawn
// from our own PRNG (rng.h) in state_dict order: the same seed gives the same bits everywhere.
Params initialParams(std::uint64_t seed);

// Every tensor has its element count and holds only finite values; else which one does not.
Status checkParams(const Params& params);

}  // namespace convscope::train
