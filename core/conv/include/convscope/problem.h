// A convolution ready to run: input, effective weights, parameters and sizes, validated once.
// Every engine takes one, so no engine repeats the checks or the size arithmetic.
#pragma once

#include <array>

#include "convscope/channel.h"
#include "convscope/conv_sum.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/status.h"

namespace convscope {

struct ConvProblem {
  const Channel* input = nullptr;  // not owned; must outlive the problem
  std::array<float, kTaps> weights{};
  ConvParams params;
  ConvGeometry geometry;
};

// Fails with a clear message for a bad stride or dilation, or an output that would be empty.
Result<ConvProblem> makeProblem(const Channel& input, const Kernel& kernel,
                                const ConvParams& params);

}  // namespace convscope
