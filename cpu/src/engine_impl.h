// The engines behind convolveLayer; each compiles to an Unsupported answer without its library.
#pragma once

#include <string>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope::cpu {

Status openBlasAvailable();
Status convolveIm2col(const LayerProblem& problem, Tensor& output, int threads);

Status oneDnnAvailable();
std::string oneDnnLabel();
Status convolveOneDnn(const LayerProblem& problem, Tensor& output, int threads);

}  // namespace convscope::cpu
