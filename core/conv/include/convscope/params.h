// Convolution parameters and the output-size arithmetic.
#pragma once

#include <optional>
#include <string_view>

#include "convscope/conv_sum.h"
#include "convscope/status.h"

namespace convscope {

constexpr int kMaxStride = 4;
constexpr int kMaxDilation = 4;

struct ConvParams {
  Padding padding = Padding::Zero;
  int stride = 1;
  int dilation = 1;
  bool flip = false;  // true convolution (kernel turned 180°); false: cross-correlation, as CNNs

  friend bool operator==(const ConvParams&, const ConvParams&) = default;
};

Status validateParams(const ConvParams& params);

// Pixels added on each side: dilation·(3−1)/2 in padded modes, so that stride 1 keeps the size.
int paddingAmount(const ConvParams& params);

// floor((in + 2p − d·(k−1) − 1) / s) + 1, the formula of Dumoulin & Visin's conv_arithmetic;
// 0 or less means the kernel does not fit.
int outputExtent(int in, int kernelSize, int pad, int stride, int dilation);

// The output's side for an input side of `in` pixels: the formula above for the 3×3 kernel with
// these parameters' padding, stride and dilation. Every output size in the program comes from
// here (problems, layers, the formula panel, the Speed tab); 0 or less: the kernel does not fit.
int outputExtent(int in, const ConvParams& params);

std::string_view paddingName(Padding padding);  // "zero", "replicate", "reflect", "none"
std::optional<Padding> paddingFromName(std::string_view name);

}  // namespace convscope
